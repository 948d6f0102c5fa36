# gametree's words in Persian. Algorithm names stay in Latin letters, the terms of the field, as
# the seeds write them ("الگوریتم minimax"); so do moves, values and key names. Words are joined by ZWNJ (U+200C) where Persian writes a half-space.

## The window

window-title = gametree — { $board } — { $algorithm }

## The status line

status-your-move = نوبت شما ({ $side })
status-to-move = نوبت { $side }
status-paused = نوبت { $side } — مکث (Space)
status-paused-stepping = نوبت { $side } — مکث (S، سپس Space)
status-computer-to-move = نوبت { $side } (رایانه)
status-thinking = رایانه در حال فکر کردن…
status-thinking-side = رایانه ({ $side }) در حال فکر کردن…
status-stopped = متوقف شد — Space را بزنید تا رایانه حرکت کند
status-stopped-undo = متوقف شد — Space را بزنید تا رایانه حرکت کند، یا U تا حرکتتان را پس بگیرید

## The settings line and the last move's report

hud-enhancements = بهبودها { $set }
hud-proven-play = بازی اثبات‌شده
hud-depth = عمق { $depth }
hud-computer-first = رایانه اول
hud-computer-first-next = رایانه اول، از بازی بعد
hud-you-first-next = شما اول، از بازی بعد
mode-human-computer = شما در برابر رایانه
mode-computer-computer = رایانه در برابر رایانه
mode-human-human = دو بازیکن
report = { $side } { $move } را بازی کرد: { $value } · { $how } · { $time }
report-rate-for = { $rate } برد برای { $side }
report-value-for = { $value } برای { $side }
report-book = از کتاب گشایش‌ها
report-nodes = { $nodes } گره · عمق { $depth }
iterations = { $count } تکرار

## The live line of a search

live-depth = عمق { $depth }
live-nodes = { $nodes } گره
live-best = بهترین { $move } { $value }
live-best-visits = بهترین { $move } با { $visits } بازدید، { $rate } برد

## Games, sides and results

game-connect4 = چهار در یک ردیف { $size }
game-blobwar = Blob War { $size }
game-senet = سنت
side-blue = آبی
side-red = قرمز
side-white = سفید
side-black = سیاه
result-won = { $side } برد!
result-draw = مساوی.
result-won-by = { $side } برد، { $score }
result-draw-even = مساوی
mnk-rule = { $k } در یک ردیف می‌برد
connect4-rule = { $k } در یک ردیف می‌برد · مهره تا پایین‌ترین خانهٔ خالی می‌افتد
blobwar-counts = x (آبی) { $x } · o (قرمز) { $o }
senet-borne-off = بیرون‌رفته: سفید { $white } · سیاه { $black }
senet-throw-prompt = { $side }: چوب‌ها را بیندازید (Space)
senet-threw-move = { $side } { $throw } آورد: یک مهره را حرکت دهید
senet-throw = پرتاب { $throw }
senet-threw = { $side } { $throw } آورد
senet-threw-and = { $side } { $throw } آورد
senet-space-throw = Space: پرتاب
notice-passed = { $side } — حرکتی نبود، نوبت واگذار شد

## The help overlay and the key reminder

help-title = کلیدها
help-closing = Esc، F1، H یا یک کلیک این راهنما را می‌بندد
hint-game = { $keys } الگوریتم · N جدید · U برگشت · C رایانه اول · M حالت · G صفحه · ⁦+/−⁩ عمق
hint-v = V مقدارها
hint-p = P خط
hint-k = K مقایسه
hint-t = T درخت
hint-s = S گام‌به‌گام
hint-help = H راهنما
hint-esc-quit = Esc خروج
hint-esc-stop = Esc توقف
key-1 = الگوریتم minimax (جفت MaxMove/MinMove)
key-2 = الگوریتم minimax2 (یک تابع)
key-3 = الگوریتم negamax
key-4 = الگوریتم alpha-beta
key-5 = الگوریتم negamax alpha-beta (Star1 در سنت)
key-6 = الگوریتم Star2 (negamax alpha-beta با کاوش)
key-7 = جستجوی درختی Monte Carlo (UCT، با حل‌کننده)
key-n = بازی جدید
key-u = پس گرفتن آخرین جفت حرکت
key-c = رایانه اول بازی می‌کند (روشن/خاموش)
key-m = حالت بعدی: در برابر رایانه، خودبازی، دو بازیکن
key-g = صفحهٔ بعدی
key-e = بهبودهای alpha-beta: هیچ، tt، tt+order، همه
key-plus = جستجوی عمیق‌تر (صفحه‌های بزرگ)
key-equals = جستجوی عمیق‌تر (مانند +)
key-minus = جستجوی کم‌عمق‌تر (صفحه‌های بزرگ)
key-space = انداختن چوب‌ها (سنت)؛ مکث/ادامهٔ رایانه در برابر رایانه
key-v = مقدار هر حرکت روی صفحه (W برد، D مساوی، L باخت)
key-p = خط مورد انتظار، با مهره‌های کم‌رنگ شماره‌دار
key-k = مقایسهٔ الگوریتم‌های عمق‌اول روی این وضعیت
key-t = درخت جستجو کنار صفحه (روی فرزندی کلیک کنید تا پایین بروید)
key-backspace = درخت: بازگشت به والد
key-w = درخت: مقدارها از دید بازیکن ریشه، یا بازیکن هر گره
key-o = درخت: بهترین اول، یا ترتیب جستجو
key-pgdn = درخت: صفحهٔ بعد (چرخ ماوس هم)
key-bracket-right = درخت: صفحهٔ بعد
key-pgup = درخت: صفحهٔ قبل
key-bracket-left = درخت: صفحهٔ قبل
key-s = پیمودن یک جستجوی کوچک، گره به گره
key-right = گام بعد (هنگام پیمودن، Space هم)
key-left = گام قبل
key-a = اجرای خودکار گام‌ها (⁦+/−⁩ برای سرعت هنگام پیمودن)
key-x = کد و پشتهٔ فراخوانی، گام‌به‌گام؛ چرخ ماوس آن را می‌پیماید
key-l = حرکت‌ها تا اینجا، با مقدارهای رایانه
key-ctrl-c = کپی وضعیت (به شکلی که ‎--position می‌خواند)
key-ctrl-c-web = نمایش متن وضعیت برای برنامهٔ رومیزی (صفحه حافظهٔ موقت ندارد)
key-ctrl-v = چسباندن یک وضعیت و بازی از آن
key-f1 = نمایش/پنهان کردن این راهنما
key-h = نمایش/پنهان کردن این راهنما
key-f2 = زبان: English، العربية، فارسی
key-esc = بستن پنجره یا صفحهٔ رویی؛ وگرنه خروج
key-esc-web = بستن پنجره یا صفحهٔ رویی؛ وگرنه توقف جستجوی رایانه

## The values view (V)

values-over = V: بازی تمام شده — حرکتی برای ارزیابی نیست
values-solver-proved = V: حل‌کننده آن را در { $visits } بازدید اثبات کرد و ایستاد (T: بدون آن)
values-rates = V: نرخ برد از { $visits } بازدید، با حل‌کننده (T: بدون آن)
values-proven = V: مقدارهای اثبات‌شده از جستجوی رایانه (حداکثر { $budget } ثانیه برای هر حرکت)
values-proven-some = V: اثبات‌شده هر جا که در { $budget } ثانیه برای هر حرکت ممکن بود؛ { $n } نه (در عمقی که روی خانه آمده)
values-once-thrown = V: مقدار هر حرکت پس از پرتاب
values-once-thrown-depth = V: مقدار هر حرکت پس از پرتاب (عمق { $depth })
values-exact = V: مقدارهای دقیق، با جستجو تا پایان
values-depth-below = V: مقدارها در عمق { $depth } · همه زیر { $zero }: آخرین لایه از آنِ طرف دیگر است ({ $next } را امتحان کنید)
values-depth = V: مقدارها در عمق { $depth }

## Outside engines (issue 29)
engine-player = موتور { $name } ({ $side })
engine-against = { $engine } در برابر { $algorithm }
status-engine-thinking = { $name } در حال فکر…
key-8 = موتور بعدی به جای رایانه
key-i = پیام‌های موتور

## Engine against engine (issue 29)
key-9 = موتور بعدی برای طرف دیگر (رایانه در برابر رایانه)
