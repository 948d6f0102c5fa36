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

hud-enhancements = { $set ->
    [none] بلا تحسينات
    [all] كل التحسينات
   *[other] التحسينات { $set }
}
hud-proven-play = لعب مبرهن
hud-depth = العمق { $depth }
hud-computer-first = الحاسوب يبدأ
hud-computer-first-next = الحاسوب يبدأ من اللعبة التالية
hud-you-first-next = أنت تبدأ من اللعبة التالية
mode-human-computer = أنت ضد الحاسوب
mode-computer-computer = الحاسوب ضد الحاسوب
mode-human-human = لاعبان
report = لعب { $side } { $move }: { $value }، { $how }، { $time }
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
}، العمق { $depth }
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
time-us = { $time } ميكرو ث
time-ms = { $time } ملي ث
time-s = { $time } ث

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
}، يسقط القرص إلى أدنى خانة فارغة
blobwar-counts = x (الأزرق) { $x }، o (الأحمر) { $o }
senet-borne-off = خرج من اللوح: الأبيض { $white }، الأسود { $black }
senet-throw-prompt = { $side }: ارمِ العصي (Space)
senet-threw-move = رمى { $side } { $throw }: حرّك قطعة
senet-throw = الرمية { $throw }
senet-threw = رمى { $side } { $throw }
senet-threw-and = رمى { $side } { $throw }
senet-space-throw = Space: ارمِ
summary-pieces = القطع: { $moves } ({ $nodes })
summary-book = من كتاب الافتتاحيات: { $move } { $verdict } ({ $positions } { $positions ->
    [one] وضع
    [two] وضعان
    [few] أوضاع
    [many] وضعًا
   *[other] وضع
}، حتى النقلة { $ply })
notice-passed = { $side } — لا نقلة، فمُرِّر الدور

## Notices: the answer to a key (Ctrl+C, Ctrl+V, 6, +/−, E) when it changes nothing or did something unseen
notice-copied = نُسخ الوضع: { $position }
notice-copy-failed = لم يُنسخ شيء: { $why }
notice-paste-failed = لم يُلصق شيء: { $why }
notice-paste-too-long = في الحافظة { $count } { $count ->
    [one] حرف
    [two] حرفان
    [few] أحرف
    [many] حرفًا
   *[other] حرف
}: لا وضع بهذا الطول
notice-paste-not-position = ليس في الحافظة وضعٌ من { $board }: { $text }
notice-paste-not-position-why = ليس في الحافظة وضعٌ من { $board }: { $text } ({ $why })
notice-pasted = أُلصق الوضع: { $position }
notice-page-copy = لا حافظة للصفحة؛ الوضع هو { $position }
notice-page-paste = لا حافظة للصفحة؛ الصق الوضع في برنامج سطح المكتب
notice-chance-only = لا يختلف { $algorithm } عن غيره إلا عند عُقد الحظ: تعرضه لعبة فيها حظ (سينيت)
notice-no-depth-limit = يُبحث في { $board } حتى النهاية: لا حدّ للعمق يُغيَّر
notice-own-enhancements = يبحث { $algorithm } هنا دائمًا مع { $set }: المفتاح E يبدّل تحسينات صيغ alpha-beta

## The help overlay and the key reminder

help-title = المفاتيح
help-closing = Esc أو F1 أو H أو نقرة تغلق هذه المساعدة
hint-game = { $keys } الألغوريتم، N جديدة، U تراجع، C الحاسوب يبدأ، M النمط، G اللوح، ⁦+/−⁩ العمق
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

## The views in general

view-stopped = توقف — اضغط Space للمتابعة
view-stopped-doing = توقف { $doing } — اضغط Space للمتابعة

## The line view (P)

line-finding = البحث عن الخط المتوقع…
line-finding-progress = البحث عن الخط المتوقع… { $progress }
line-over = P: انتهت اللعبة — لا خط متوقعًا
line-moves = الخط: { $moves }
line-moves-proving = الخط: { $moves }، من بحث الحاسوب المبرهِن

## The moves so far (L)

moves-none = لا نقلات بعد، L تغلق
moves-title = النقلات ({ $plies ->
    [zero] لا أنصاف نقلات
    [one] نصف نقلة واحد
    [two] نصفا نقلة
    [few] { $plies } أنصاف نقلات
    [many] { $plies } نصف نقلة
   *[other] { $plies } نصف نقلة
})، L تغلق
moves-earlier = … { $pairs ->
    [one] زوج نقلات سابق
    [two] زوجا نقلات سابقان
    [few] { $pairs } أزواج نقلات سابقة
    [many] { $pairs } زوجًا من النقلات السابقة
   *[other] { $pairs } زوج نقلات سابق
}

## Words for a search's verdict, where a view or the HUD shows one

verdict-win = فوز في { $plies }
verdict-loss = خسارة في { $plies }
verdict-draw = تعادل
verdict-unknown = غير معروف
verdict-value = القيمة { $value }

## The comparison (K) and its depth chart

compare-depth-time = العمق { $depth }، { $seconds } ث لكل منها
compare-to-end = حتى النهاية
compare-title = ألغوريتمات البحث بالعمق أولًا في هذا الوضع ({ $budget })
compare-title-to-move = ألغوريتمات البحث بالعمق أولًا في هذا الوضع ({ $budget })، والدور لـ{ $side }
compare-left-out = { $algorithm } لا يدخل المقارنة (يشغّله الأمر { $command })
compare-over = انتهت اللعبة: لا شيء للمقارنة، K تغلق
compare-stopped = توقف — اضغط Space للمتابعة، K تغلق
compare-waiting = بانتظار نقلة الحاسوب…، K تغلق
compare-running-one = يجري { $algorithm }… { $time }، K تغلق
compare-running = يجري…، K تغلق
compare-not-proving = بحوث الكتب المدرسية، لا بحث الحاسوب المبرهِن؛ الأشرطة: العقد بمقياس لوغاريتمي، K تغلق
compare-not-enhanced = بحوث الكتب المدرسية، بلا تحسينات؛ الأشرطة: العقد بمقياس لوغاريتمي، K تغلق
compare-bars = الأشرطة: العقد بمقياس لوغاريتمي، K تغلق
compare-algorithm = الألغوريتم
compare-move = النقلة
compare-value = القيمة
compare-outcome = النتيجة
compare-nodes = العقد
compare-time = الزمن
compare-chart = العقد حسب العمق (مقياس لوغاريتمي)
compare-chart-guides = العقد حسب العمق (مقياس لوغاريتمي)؛ الخطان الدليلان b^d و b^(d/2)، حيث b = { $branching }

## The search tree (T): header, point of view, cards, cut-offs, pages

tree-title = شجرة البحث
tree-closes = T تغلق
tree-recording-tree = تسجيل شجرة البحث…
tree-recording = تسجيل البحث…
tree-over = انتهت اللعبة: لا شيء للبحث
tree-waiting = بانتظار بحث الحاسوب…
tree-root = الجذر
tree-never-searched = لم يُبحث في { $move } قط ({ $why }): لا شيء تحته
tree-unfinished = لم يكتمل البحث في { $move } حين توقف: لا شيء تحته
tree-replay-order = الإعادة تعرض النقلات بترتيب البحث فيها
tree-one-side = { $algorithm } يعطي كل القيم لـ{ $side } أصلًا
tree-rates-stay = { $algorithm } يعطي نسب الفوز للطرف الذي نقل إلى كل عقدة: لا تنقلب
tree-textbook-depth = بحث الكتاب المدرسي بالعمق { $depth }: ليس بحث الحاسوب المبرهِن
tree-textbook = بحث الكتاب المدرسي: ليس بحث الحاسوب المبرهِن
tree-textbook-without = بحث الكتاب المدرسي: بلا { $set } التي يستعملها الحاسوب
tree-textbook-enhanced = بحث الكتاب المدرسي: بحث الحاسوب نفسه يضيف تحسيناته
tree-pov-one = كل القيم لـ{ $side }؛ W: كل قيمة لمن عليه الدور في عقدتها
tree-pov-each = القيم لمن عليه الدور في كل عقدة؛ W: كلها لـ{ $side }
tree-pov-minimax = كل القيم لـ{ $side }، كما يعطيها minimax
tree-no-window = بلا نافذة
tree-iterations-to-step = { $count ->
    [zero] لا تكرارات للتتبع
    [one] تكرار واحد للتتبع
    [two] تكراران للتتبع
    [few] { $count } تكرارات للتتبع
    [many] { $count } تكرارًا للتتبع
   *[other] { $count } تكرار للتتبع
}
tree-nodes-capped = { $nodes ->
    [zero] لا عقد
    [one] عقدة واحدة
    [two] عقدتان
    [few] { $nodes } عقد
    [many] { $nodes } عقدة
   *[other] { $nodes } عقدة
} (حُفظت الأولى منها)
tree-kind-chance = صدفة
tree-kind-leaf = ورقة
tree-help = انقر ابنًا لتنزل إليه
tree-help-up = انقر ابنًا لتنزل إليه؛ Backspace: صعودًا
tree-help-step = انقر ابنًا لتنزل إليه؛ S: تتبّع البحث
tree-cut-off = { $move } مقطوعة
tree-next = التالي
tree-next-ucb = التالي: { $move }، { $formula } (الحد الأخير للاستكشاف)
tree-next-proven = التالي: { $move }، فوز مبرهَن
tree-page = النقلات { $first }–{ $last } من { $total }، { $order }
tree-page-follows = الصفحة تتبع الإعادة
tree-page-keys = PgDn/PgUp أو العجلة: المزيد
tree-best-first = الأفضل أولًا
tree-search-order = بترتيب البحث
tree-best-first-o = الأفضل أولًا؛ O: بترتيب البحث
cut-alpha-beta = قطع { $edge }: { $formula }
cut-star1 = قطع { $edge } في Star1: { $formula }
cut-probe = قطع { $edge } بمسبار Star2: { $formula }
cut-bounds = قطع { $edge } بالحدود: { $formula }

tree-note-tt-exact = TT: قيمة مضبوطة { $value }
tree-note-tt-lower = TT: ≥ { $value }
tree-note-tt-upper = TT: ≤ { $value }
tree-note-tt-move = نقلة TT أولًا
tree-note-null-window = نافذة PVS الصفرية
tree-note-re-search = إعادة البحث (تجاوزت α)
tree-note-reduced = LMR: أقل عمقًا { $plies ->
    [one] بنصف نقلة
    [two] بنصفي نقلة
    [few] بـ{ $plies } أنصاف نقلات
   *[other] بـ{ $plies } نصف نقلة
}، بنافذة صفرية
tree-note-forced-win = إجباري: فوز في الحال
tree-note-forced-block = إجباري: سدّ التهديد الوحيد
tree-note-forced-loss = إجباري: تهديدان، خسارة
tree-note-mate-distance = مسافة الفوز: النافذة أبعد من أقرب نهاية ممكنة
tree-note-null-move = النقلة الفارغة: تمرير الدور، أقل عمقًا { $plies ->
    [one] بنصف نقلة
    [two] بنصفي نقلة
    [few] بـ{ $plies } أنصاف نقلات
   *[other] بـ{ $plies } نصف نقلة
}، بنافذة صفرية عند β
tree-note-null-move-cut = قطع النقلة الفارغة: { $value } بعد تمرير الدور، ≥ β
tree-note-futility = قطع اللاجدوى العكسي: التقييم الساكن { $value } − { $margin } ≥ β
tree-note-futility-low = قطع اللاجدوى: التقييم الساكن { $value } + { $margin } ≤ α
tree-note-late-moves = LMP: { $moves ->
    [one] لم يُبحث في نقلة هادئة متأخرة واحدة
    [two] لم يُبحث في نقلتين هادئتين متأخرتين
    [few] لم يُبحث في { $moves } نقلات هادئة متأخرة
   *[other] لم يُبحث في { $moves } نقلة هادئة متأخرة
}
tree-note-dominated = dom: { $moves ->
    [one] لم يُبحث في نقلة مُهيمَن عليها
    [two] لم يُبحث في نقلتين مُهيمَن عليهما
    [few] لم يُبحث في { $moves } نقلات مُهيمَن عليها
   *[other] لم يُبحث في { $moves } نقلة مُهيمَن عليها
}

## Stepping through a search (S)

step-start = البداية: Right أو Space للتقدم
step-count = الخطوة { $step } من { $steps }
step-auto = تلقائي كل { $ms } ملي ث
step-visit = زيارة { $move }
step-visit-notes = زيارة { $move } ({ $notes })
step-rises = { $formula } تصعد
step-cut = عند { $move }: { $why }
step-rule = S تتبّع البحوث الصغيرة فقط ({ $nodes } عقدة مع المقطوعة، أو العمق { $depth })
step-refused-size = { $rule }: في هذا { $nodes } عقدة، أكثر من أن يُسجَّل كاملًا
step-refused = { $rule }: في هذا { $nodes } عقدة، { $depth }

## Monte Carlo tree search, step by step (S, T, X)

mcts-selection = الاختيار
mcts-expansion = التوسيع
mcts-simulation = المحاكاة
mcts-backpropagation = الانتشار العكسي
mcts-iteration = التكرار { $iteration } من { $total }، { $phase }: { $what }
mcts-the-root = الجذر
mcts-from-root = من الجذر
mcts-drawn = { $move }، سُحبت باحتمالها
mcts-proven-win = { $move }، فوز مبرهَن
mcts-best-ucb = { $move }، الأفضل بـ{ $ucb }
mcts-unvisited = { $move }، لم تُزر بعد
mcts-expands = { $move } تنال أبناءها الـ{ $children }
mcts-new-child = { $move }، ابن لم يُزر بعد
mcts-won = فاز { $side }
mcts-draw = تعادل
mcts-playout = { $moves ->
    [one] نقلة عشوائية واحدة
    [two] نقلتان عشوائيتان
    [few] { $moves } نقلات عشوائية
    [many] { $moves } نقلة عشوائية
   *[other] { $moves } نقلة عشوائية
} من { $move }: { $result }
mcts-finished = { $move } لعبة منتهية: { $result }
mcts-proven = { $move } مبرهنة: { $result }
mcts-evaluation = التقييم عند { $move } يحسم: { $result }
mcts-now = { $move } الآن { $counts }
mcts-ends = ينتهي البحث بعد { $count ->
    [zero] لا تكرارات
    [one] تكرار واحد
    [two] تكرارين
    [few] { $count } تكرارات
    [many] { $count } تكرارًا
   *[other] { $count } تكرار
}: تُلعب النقلة الأكثر زيارة
mcts-proven-draw = مبرهن: تعادل
mcts-proven-wins = مبرهن: يفوز { $side }
mcts-proven-wins-in = مبرهن: يفوز { $side } في { $plies }
mcts-counts = N { $visits }، W/N { $rate }
mcts-visits = N { $visits }
mcts-rate = W/N { $rate }
mcts-ucb = UCB { $score }

## The code trace (X): its prose; the code stays code

trace-title = شيفرة { $algorithm }
trace-s-steps = S تتبّع هذا البحث وتتتبع الشيفرة معه
trace-too-big = هذا البحث أكبر من أن يُتتبَّع: تُتتبَّع الشيفرة على بحوث صغيرة
trace-ply = المستوى { $ply }
trace-selected = اختيرت { $move }
trace-ended = انتهى البحث
trace-so-far = حتى الآن { $value }
trace-so-far-move = حتى الآن { $value } ({ $move })
trace-so-far-none = لا قيمة بعد

## The values view (V)

values-over = V: انتهت اللعبة — لا نقلة لتقييمها
values-valuing = تقييم كل نقلة…
values-proving = إثبات كل نقلة ببحث الحاسوب… قُيّمت { $n } ({ $budget } ث على الأكثر لكل نقلة)
values-solver-proved = V: برهن المحلِّل النتيجة في { $visits } زيارة وتوقف (T: بدونه)
values-rates = V: نسب الفوز من { $visits } زيارة، مع المحلِّل (T: بدونه)
values-proven = V: قيم مبرهنة من بحث الحاسوب ({ $budget } ث على الأكثر لكل نقلة)
values-proven-some = V: مبرهنة حيث أمكن في { $budget } ث لكل نقلة؛ و{ $n } لا (بالعمق المكتوب على الخانة)
values-once-thrown = V: قيمة كل نقلة بعد الرمي
values-once-thrown-depth = V: قيمة كل نقلة بعد الرمي (العمق { $depth })
values-exact = V: قيم دقيقة، بالبحث حتى النهاية
values-depth-below = V: القيم بالعمق { $depth }؛ كلها دون { $zero }: النقلة الأخيرة للطرف الآخر (جرّب { $next })
values-depth = V: القيم بالعمق { $depth }

## Outside engines (issue 29)
engine-player = المحرك { $name } ({ $side })
engine-against = { $engine } ضد { $algorithm }
status-engine-thinking = { $name } يفكر…
key-8 = المحرك الخارجي التالي مكان الحاسوب
key-i = مراسلات المحرك
notice-no-engines = لا محركات خارجية: سمِّها في ملف المحركات أو بـ ‎--engine NAME=COMMAND‎ (الصفحة لا تشغّل محركات)
notice-not-seated = { $refused }: لم يُجلَس
notice-algorithm-plays = { $refused }: يلعب الألغوريتم
engine-refused = المحرك { $name } { $why }، لا { $game }
engine-uai-only = يتكلم بروتوكول UAI، وهو لا يلعب إلا Blob War على لوح 7x7
# An engine's forfeit: the particulars (what it wrote, what the system said) are quoted as they came
forfeit-no-engine = لم يُسمَّ أي محرك لهذه النقلة
forfeit-unknown = لا يوجد محرك اسمه { $engine }
forfeit-cannot-play = المحرك { $engine } لا يستطيع لعب هذه اللعبة: { $detail }
forfeit-not-here = المحرك { $engine } لا يستطيع اللعب هنا: لا تعمل المحركات الخارجية في هذه الصفحة
forfeit-start = يُحتسب المحرك { $engine } خاسرًا: تعذّر تشغيله: { $detail }
forfeit-handshake = يُحتسب المحرك { $engine } خاسرًا: أخفق في المصافحة: { $detail }
forfeit-crashed = يُحتسب المحرك { $engine } خاسرًا: توقف فجأة: { $detail }
forfeit-time = يُحتسب المحرك { $engine } خاسرًا: نفد وقته: { $detail }
forfeit-illegal = يُحتسب المحرك { $engine } خاسرًا: لعب نقلة غير قانونية: { $detail }
forfeit-no-move = يُحتسب المحرك { $engine } خاسرًا: أجاب { $detail } دون أي نقلة
forfeit-line-too-long = يُحتسب المحرك { $engine } خاسرًا: كتب سطرًا أطول من { $detail } بايت
forfeit-garbage = يُحتسب المحرك { $engine } خاسرًا: كتب بايتات ليست نصًا: { $detail }
forfeit-stopped = يُحتسب المحرك { $engine } خاسرًا: أوقفه البرنامج المضيف
# How it failed, in gametree's words (the engine's and the system's stay as they came)
particulars-illegal = { $mv }: { $why }
particulars-closed-output = أغلق مخرجاته
particulars-signal = أُنهي بالإشارة { $signal }
particulars-status = خرج بالحالة { $status }
particulars-exited = خرج
particulars-stderr = { $how }؛ آخر ما كتبه في stderr: { $line }
particulars-silent = لم يصل '{ $word }' خلال { $ms } ملي ث
particulars-input-closed = مدخله مغلق ({ $error })
particulars-no-bestmove = لم يصل bestmove خلال { $allowed } ملي ث (+{ $margin } ملي ث هامشًا)؛ { $after }
particulars-late = أجاب { $line } بعد stop فقط
particulars-ended-after-stop = انتهى بعد stop
particulars-killed = لم يُجب عن stop خلال { $grace } ملي ث؛ فأُنهي
particulars-overran = استغرق { $took } ملي ث من { $allowed } ملي ث (+{ $margin } ملي ث هامشًا)
traffic-title = المراسلات مع { $name }، { $sent } مُرسَل، { $read } مقروء، { $stderr } stderr، I يغلق
traffic-names = { $first } و{ $next }
traffic-title-none = مراسلات المحرك، 8 يُجلس محركًا، I يغلق
traffic-empty = لم يُقل شيء بعد.

## Engine against engine (issue 29)
key-9 = المحرك الخارجي التالي للجانب الآخر (في نمط الحاسوب ضد الحاسوب)
notice-9-needs-mode = يُجلس المفتاح 9 محركًا في الجانب الآخر في نمط الحاسوب ضد الحاسوب (M)؛ هنا يلعبه إنسان

## لماذا ليس النص وضعًا ولا نقلة ولا اسمًا (سبب القواعد: app::reason)
# ما كتبه الشخص أو ألصقه ($text و$char) يُقتبس كما جاء؛ النقلات والأعمدة والمربعات والمقاسات (7x6)
# وما يُكتب بلوحة المفاتيح تبقى لاتينية؛ الأعداد وأرقام الصفوف بأرقام القارئ.
reason-too-long = نص الوضع أطول مما يُقرأ ({ $bytes } بايت، والحد { $max })
reason-empty = الوضع فارغ (المتوقع { $form })
reason-empty-fen = نص FEN فارغ (المتوقع { $form })
reason-form-rows = صفوف مثل { $rows }
reason-form-rows-or-moves = صفوف مثل { $rows } أو نقلات مثل { $moves }
reason-form-fen = مثلًا { $example }
reason-parts = عدد أجزاء الوضع { $count }، والمتوقع ثلاثة، مثل { $example }
reason-extra-side = { $text } زائد بعد صاحب الدور
reason-extra-fen = { $text } زائد بعد نص FEN
reason-size = اللوح { $size } غير مدعوم (المتوقع { $rule })
reason-rule-sides = أضلاع من { $min } إلى { $max }
reason-rule-rows-and-columns = من { $min } إلى { $max } في الصفوف والأعمدة
reason-rule-fits = { $min } على الأقل، وخاناته مع صف الحماية { $cells } على الأكثر، مثل { $examples }
reason-k = لا يتسع اللوح { $size } لـ k={ $k } (المتوقع من { $min } إلى { $max })
reason-row-count = عدد الصفوف { $given }، والمتوقع { $expected } للوح { $size }
reason-row-length = عدد خانات الصف { $row } ({ $text }) هو { $cells }، والمتوقع { $expected }
reason-row-length-first = عدد خانات الصف { $row } ({ $text }) هو { $cells }، وفي الصف الأول { $expected }
reason-cell-count = عدد خانات اللوح { $cells }، والمتوقع { $expected } (المربعات من { $one } إلى { $expected })
reason-too-many-rows = في نص FEN أكثر من { $max } صفوف (الألواح الأكبر من { $size } غير مدعومة)
reason-row-too-long = في صف FEN رقم { $row } أكثر من { $max } مربعات (الألواح الأكبر من { $size } غير مدعومة)
reason-row-widths = عدد مربعات صف FEN رقم { $row } هو { $squares }، وعددها في الصف { $one } هو { $first }
reason-other-size = لوح نص FEN هذا { $found } ولوح اللعبة { $game } (استعمل '--game { $name }')
reason-unknown-in-row = خانة غير معروفة { $char } في الصف { $row } (المتوقع { $allowed })
reason-unknown-on-square = خانة غير معروفة { $char } في المربع { $square } (المتوقع { $allowed })
reason-unknown-in-fen-row = حرف غير معروف { $char } في صف FEN رقم { $row } (المتوقع { $allowed })
reason-or = { $list } أو { $last }
reason-or-digit = { $list } أو رقم
reason-side-to-move = صاحب دور غير معروف { $text } (المتوقع { $first } أو { $second })
reason-throw = رمية غير معروفة { $text } (المتوقع من 1 إلى 5، أو - قبل رمي العصي)
reason-half-moves = عداد أنصاف النقلات غير صالح { $text } (المتوقع عدد من 0 إلى 65535)
reason-move-number = رقم النقلة غير صالح { $text } (المتوقع عدد من 1 إلى 65535)
reason-counts = { $stone ->
    [disc] عدد الأقراص مستحيل: { $x } لـ x و{ $o } لـ o (يبدأ x، فإما x = o وإما x = o + 1)
   *[piece] عدد العلامات مستحيل: { $x } لـ x و{ $o } لـ o (يبدأ x، فإما x = o وإما x = o + 1)
}
reason-contradicts = صاحب الدور { $text } يناقض عدد { $stone ->
    [disc] الأقراص
   *[piece] العلامات
} ({ $x } لـ x، { $o } لـ o)
reason-too-many-pieces = على اللوح { $count } من القطع { $side ->
    [white] البيضاء
   *[black] السوداء
}، والحد { $max }
reason-water = قطعة في المربع { $square } (بيت الماء: لا تستقر فيه قطعة أبدًا)
reason-no-pieces = لا قطعة لأي من الطرفين على اللوح (لا بد أن يبقى طرف في اللعب)
reason-floats = قرص معلّق في العمود { $column } (الصف { $row } من الأسفل فارغ تحته)
reason-both-lines = لكلا الطرفين { $line ->
    [four] أربعة في صف
   *[line] خط
}
reason-moved-on = { $line ->
    [four] لـ { $winner } أربعة في صف، ومع ذلك استمرت اللعبة
   *[line] لـ { $winner } خط، لكنه لعب بعد أن فاز
}
reason-no-last-move = { $line ->
    [four] لـ { $winner } رباعيات لا يصنعها قرص أخير واحد
   *[line] لـ { $winner } خطوط لا تصنعها نقلة أخيرة واحدة
}
reason-at-ply = النقلة { $ply }: { $why }
reason-not-a-column = { $text } ليس عمودًا (المتوقع من 1 إلى { $max })
reason-column-full = العمود { $column } ممتلئ
reason-after-end-won = لُعب العمود { $column } بعد نهاية اللعبة (فاز { $winner })
reason-after-end-full = لُعب العمود { $column } بعد نهاية اللعبة (امتلأ اللوح)
reason-game-over-move = { $text }: انتهت اللعبة
reason-game-over = انتهت اللعبة
reason-not-legal = { $text } ليست نقلة مسموحة هنا (المتوقع إحدى: { $legal })
reason-illegal = { $mv } ليست نقلة مسموحة هنا
reason-not-a-square = { $text } ليس مربعًا (المتوقع من a1 إلى { $last })
reason-other-game = { $mv } نقلة من لعبة أخرى
reason-expected = المتوقع { $form }
reason-bad-game = لعبة غير صالحة { $text }: { $why }
reason-unknown-game = لعبة غير معروفة { $text } (المتوقع { $expected })
reason-unknown-algorithm = خوارزمية غير معروفة { $text } (المتوقع { $expected })
reason-unknown-enhancement = تحسين غير معروف { $word } في { $text } (المتوقع { $expected })
