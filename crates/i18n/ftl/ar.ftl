# gametree's words in Arabic. Algorithm names stay in Latin letters, the terms of the field, as
# the seeds write them ("الألغوريتم minimax"); so do moves, values and key names.

## The window

window-title = gametree — { $board } — { $algorithm }

## The status line

status-your-move = دورك ({ $side })
status-to-move = دور { $side }
status-paused = دور { $side } — متوقف مؤقتًا (Space)
status-paused-stepping = دور { $side } — متوقف مؤقتًا (S ثم Space)
status-computer-to-move = دور { $side } (الحاسوب)
status-thinking = الحاسوب يفكر…
status-thinking-side = الحاسوب ({ $side }) يفكر…
status-stopped = توقف — اضغط Space ليلعب الحاسوب
status-stopped-undo = توقف — اضغط Space ليلعب الحاسوب، أو U لاسترجاع نقلتك

## The settings line and the last move's report

hud-enhancements = التحسينات { $set }
hud-proven-play = لعب مبرهن
hud-depth = العمق { $depth }
hud-computer-first = الحاسوب يبدأ
hud-computer-first-next = الحاسوب يبدأ من اللعبة التالية
hud-you-first-next = أنت تبدأ من اللعبة التالية
mode-human-computer = أنت ضد الحاسوب
mode-computer-computer = الحاسوب ضد الحاسوب
mode-human-human = لاعبان
report = لعب { $side } { $move }: { $value } · { $how } · { $time }
report-rate-for = { $rate } فوز لصالح { $side }
report-value-for = { $value } لصالح { $side }
report-book = من كتاب الافتتاحيات
report-nodes = { $nodes ->
    [zero] لا عقد
    [one] عقدة واحدة
    [two] عقدتان
    [few] { $nodes } عقد
    [many] { $nodes } عقدة
   *[other] { $nodes } عقدة
} · العمق { $depth }
iterations = { $count ->
    [zero] لا تكرارات
    [one] تكرار واحد
    [two] تكراران
    [few] { $count } تكرارات
    [many] { $count } تكرارًا
   *[other] { $count } تكرار
}

## The live line of a search

live-depth = العمق { $depth }
live-nodes = { $nodes ->
    [zero] لا عقد
    [one] عقدة واحدة
    [two] عقدتان
    [few] { $nodes } عقد
    [many] { $nodes } عقدة
   *[other] { $nodes } عقدة
}
live-best = الأفضل { $move } { $value }
live-best-visits = الأفضل { $move } بـ{ $visits } زيارة، { $rate } فوز

## Games, sides and results

game-connect4 = أربعة في صف { $size }
game-blobwar = Blob War { $size }
game-senet = سينيت
side-blue = الأزرق
side-red = الأحمر
side-white = الأبيض
side-black = الأسود
result-won = فاز { $side }!
result-draw = تعادل.
result-won-by = فاز { $side } { $score }
result-draw-even = تعادل
mnk-rule = { $k ->
    [few] يفوز من يصفّ { $k } علامات
   *[other] يفوز من يصفّ { $k } علامة
}
connect4-rule = { $k ->
    [few] يفوز من يصفّ { $k } أقراص
   *[other] يفوز من يصفّ { $k } قرصًا
} · يسقط القرص إلى أدنى خانة فارغة
blobwar-counts = x (الأزرق) { $x } · o (الأحمر) { $o }
senet-borne-off = خرج من اللوح: الأبيض { $white } · الأسود { $black }
senet-throw-prompt = { $side }: ارمِ العصي (Space)
senet-threw-move = رمى { $side } { $throw }: حرّك قطعة
senet-throw = الرمية { $throw }
senet-threw = رمى { $side } { $throw }
senet-threw-and = رمى { $side } { $throw }
senet-space-throw = Space: ارمِ
notice-passed = { $side } — لا نقلة، فمُرِّر الدور

## The help overlay and the key reminder

help-title = المفاتيح
help-closing = Esc أو F1 أو H أو نقرة تغلق هذه المساعدة
hint-game = { $keys } الألغوريتم · N جديدة · U تراجع · C الحاسوب يبدأ · M النمط · G اللوح · ⁦+/−⁩ العمق
hint-v = V القيم
hint-p = P الخط
hint-k = K مقارنة
hint-t = T الشجرة
hint-s = S خطوة بخطوة
hint-help = H مساعدة
hint-esc-quit = Esc خروج
hint-esc-stop = Esc إيقاف
key-1 = الألغوريتم minimax (زوج MaxMove/MinMove)
key-2 = الألغوريتم minimax2 (دالة واحدة)
key-3 = الألغوريتم negamax
key-4 = الألغوريتم alpha-beta
key-5 = الألغوريتم negamax alpha-beta (Star1 في سينيت)
key-6 = الألغوريتم Star2 (negamax alpha-beta مع السبر)
key-7 = بحث شجرة Monte Carlo (UCT، مع المحلِّل)
key-n = لعبة جديدة
key-u = التراجع عن آخر نقلتين
key-c = الحاسوب يلعب أولًا (تبديل)
key-m = النمط التالي: ضد الحاسوب، الحاسوب ضد نفسه، لاعبان
key-g = اللوح التالي
key-e = تحسينات alpha-beta: بلا، tt، tt+order، الكل
key-plus = بحث أعمق (الألواح الكبيرة)
key-equals = بحث أعمق (مثل +)
key-minus = بحث أقل عمقًا (الألواح الكبيرة)
key-space = رمي العصي (سينيت)؛ إيقاف الحاسوب ضد الحاسوب واستئنافه
key-v = قيمة كل نقلة على اللوح (W فوز، D تعادل، L خسارة)
key-p = الخط المتوقع قطعًا شبحية مرقّمة
key-k = مقارنة ألغوريتمات البحث بالعمق أولًا في هذا الوضع
key-t = شجرة البحث بجانب اللوح (انقر ابنًا لتنزل إليه)
key-backspace = الشجرة: الصعود إلى الأب
key-w = الشجرة: القيم لطرف الجذر، أو لمن يلعب في كل عقدة
key-o = الشجرة: الأفضل أولًا، أو ترتيب البحث
key-pgdn = الشجرة: الصفحة التالية (والعجلة أيضًا)
key-bracket-right = الشجرة: الصفحة التالية
key-pgup = الشجرة: الصفحة السابقة
key-bracket-left = الشجرة: الصفحة السابقة
key-s = تتبّع بحث صغير عقدةً عقدة
key-right = خطوة إلى الأمام (وSpace أيضًا أثناء التتبّع)
key-left = خطوة إلى الوراء
key-a = تشغيل الخطوات وحدها (⁦+/−⁩ للسرعة أثناء التتبّع)
key-x = الشيفرة ومكدس الاستدعاءات خطوة بخطوة؛ العجلة تمرّرها
key-l = النقلات حتى الآن، مع قيم الحاسوب
key-ctrl-c = نسخ الوضع (كما يقرؤه ‎--position)
key-ctrl-c-web = عرض نص الوضع لبرنامج سطح المكتب (لا حافظة للصفحة)
key-ctrl-v = لصق وضع واللعب منه
key-f1 = إظهار هذه المساعدة أو إخفاؤها
key-h = إظهار هذه المساعدة أو إخفاؤها
key-f2 = اللغة: English، العربية، فارسی
key-esc = إغلاق النافذة أو اللوحة العليا؛ وإلا فالخروج
key-esc-web = إغلاق النافذة أو اللوحة العليا؛ وإلا فإيقاف بحث الحاسوب

## The values view (V)

values-over = V: انتهت اللعبة — لا نقلة لتقييمها
values-solver-proved = V: برهن المحلِّل النتيجة في { $visits } زيارة وتوقف (T: بدونه)
values-rates = V: نسب الفوز من { $visits } زيارة، مع المحلِّل (T: بدونه)
values-proven = V: قيم مبرهنة من بحث الحاسوب ({ $budget } ث على الأكثر لكل نقلة)
values-proven-some = V: مبرهنة حيث أمكن في { $budget } ث لكل نقلة؛ و{ $n } لا (بالعمق المكتوب على الخانة)
values-once-thrown = V: قيمة كل نقلة بعد الرمي
values-once-thrown-depth = V: قيمة كل نقلة بعد الرمي (العمق { $depth })
values-exact = V: قيم دقيقة، بالبحث حتى النهاية
values-depth-below = V: القيم بالعمق { $depth } · كلها دون { $zero }: النقلة الأخيرة للطرف الآخر (جرّب { $next })
values-depth = V: القيم بالعمق { $depth }

## Outside engines (issue 29)
engine-player = المحرك { $name } ({ $side })
engine-against = { $engine } ضد { $algorithm }
status-engine-thinking = { $name } يفكر…
key-8 = المحرك التالي مكان الحاسوب
key-i = مراسلات المحرك

## Engine against engine (issue 29)
key-9 = المحرك التالي للجانب الآخر (الحاسوب ضد الحاسوب)
