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

hud-enhancements = { $set ->
    [none] بدون بهبود
    [all] همهٔ بهبودها
   *[other] بهبودها { $set }
}
hud-proven-play = بازی اثبات‌شده
hud-depth = عمق { $depth }
hud-computer-first = رایانه اول
hud-computer-first-next = رایانه اول، از بازی بعد
hud-you-first-next = شما اول، از بازی بعد
mode-human-computer = شما در برابر رایانه
mode-computer-computer = رایانه در برابر رایانه
mode-human-human = دو بازیکن
report = { $side } { $move } را بازی کرد: { $value }، { $how }، { $time }
report-rate-for = { $rate } برد برای { $side }
report-value-for = { $value } برای { $side }
report-book = از کتاب گشایش‌ها
report-nodes = { $nodes } گره، عمق { $depth }
iterations = { $count } تکرار

## The live line of a search

live-depth = عمق { $depth }
live-nodes = { $nodes } گره
live-best = بهترین { $move } { $value }
live-best-visits = بهترین { $move } با { $visits } بازدید، { $rate } برد
time-us = { $time } میکروثانیه
time-ms = { $time } میلی‌ثانیه
time-s = { $time } ثانیه

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
connect4-rule = { $k } در یک ردیف می‌برد، مهره تا پایین‌ترین خانهٔ خالی می‌افتد
blobwar-counts = x (آبی) { $x }، o (قرمز) { $o }
senet-borne-off = بیرون‌رفته: سفید { $white }، سیاه { $black }
senet-throw-prompt = { $side }: چوب‌ها را بیندازید (Space)
senet-threw-move = { $side } { $throw } آورد: یک مهره را حرکت دهید
senet-throw = پرتاب { $throw }
senet-threw = { $side } { $throw } آورد
senet-threw-and = { $side } { $throw } آورد
senet-space-throw = Space: پرتاب
summary-pieces = مهره‌ها: { $moves } ({ $nodes })
summary-book = از کتاب گشایش‌ها: { $move } { $verdict } ({ $positions } وضعیت، تا نیم‌حرکت { $ply })
notice-passed = { $side } — حرکتی نبود، نوبت واگذار شد

## Notices: the answer to a key (Ctrl+C, Ctrl+V, 6, +/−, E) when it changes nothing or did something unseen
notice-copied = وضعیت کپی شد: { $position }
notice-copy-failed = چیزی کپی نشد: { $why }
notice-paste-failed = چیزی چسبانده نشد: { $why }
notice-paste-too-long = حافظهٔ موقت { $count } نویسه دارد: هیچ وضعیتی این‌قدر بلند نیست
notice-paste-not-position = در حافظهٔ موقت وضعیتی از { $board } نیست: { $text }
notice-paste-not-position-why = در حافظهٔ موقت وضعیتی از { $board } نیست: { $text } ({ $why })
notice-pasted = وضعیت چسبانده شد: { $position }
notice-page-copy = صفحه حافظهٔ موقت ندارد؛ وضعیت این است: { $position }
notice-page-paste = صفحه حافظهٔ موقت ندارد؛ وضعیت را در برنامهٔ رومیزی بچسبانید
notice-chance-only = { $algorithm } فقط در گره‌های شانس با بقیه فرق دارد: بازی‌ای که شانس دارد (سنت) آن را عرضه می‌کند
notice-no-depth-limit = { $board } تا پایان جستجو می‌شود: حد عمقی برای تغییر نیست
notice-own-enhancements = { $algorithm } اینجا همیشه با { $set } جستجو می‌کند: E بهبودهای گونه‌های alpha-beta را یکی‌یکی عوض می‌کند

## The help overlay and the key reminder

help-title = کلیدها
help-closing = Esc، F1، H یا یک کلیک این راهنما را می‌بندد
hint-game = { $keys } الگوریتم، N جدید، U برگشت، C رایانه اول، M حالت، G صفحه، ⁦+/−⁩ عمق
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

## The views in general

view-stopped = متوقف شد — برای ادامه Space را بزنید
view-stopped-doing = { $doing } متوقف شد — برای ادامه Space را بزنید

## The line view (P)

line-finding = یافتن خط مورد انتظار…
line-finding-progress = یافتن خط مورد انتظار… { $progress }
line-over = P: بازی تمام شده — خطی برای انتظار نیست
line-moves = خط: { $moves }
line-moves-proving = خط: { $moves }، از جستجوی اثبات‌کنندهٔ رایانه

## The moves so far (L)

moves-none = هنوز حرکتی نیست، L می‌بندد
moves-title = حرکت‌ها ({ $plies } نیم‌حرکت)، L می‌بندد
moves-earlier = … { $pairs } جفت‌حرکت پیشین

## Words for a search's verdict, where a view or the HUD shows one

verdict-win = برد در { $plies }
verdict-loss = باخت در { $plies }
verdict-draw = مساوی
verdict-unknown = نامعلوم
verdict-value = مقدار { $value }

## The comparison (K) and its depth chart

compare-depth-time = عمق { $depth }، هر کدام { $seconds } ثانیه
compare-to-end = تا پایان
compare-title = الگوریتم‌های عمق‌اول روی این وضعیت ({ $budget })
compare-title-to-move = الگوریتم‌های عمق‌اول روی این وضعیت ({ $budget })، نوبت { $side }
compare-left-out = { $algorithm } مقایسه نمی‌شود (فرمان { $command } آن را اجرا می‌کند)
compare-over = بازی تمام شده: چیزی برای مقایسه نیست، K می‌بندد
compare-stopped = متوقف شد — برای ادامه Space را بزنید، K می‌بندد
compare-waiting = در انتظار حرکت رایانه…، K می‌بندد
compare-running-one = در حال اجرای { $algorithm }… { $time }، K می‌بندد
compare-running = در حال اجرا…، K می‌بندد
compare-not-proving = جستجوهای درسی، نه جستجوی اثبات‌کنندهٔ رایانه؛ میله‌ها: گره‌ها در مقیاس لگاریتمی، K می‌بندد
compare-not-enhanced = جستجوهای درسی، بدون بهبودها؛ میله‌ها: گره‌ها در مقیاس لگاریتمی، K می‌بندد
compare-bars = میله‌ها: گره‌ها در مقیاس لگاریتمی، K می‌بندد
compare-algorithm = الگوریتم
compare-move = حرکت
compare-value = مقدار
compare-outcome = نتیجه
compare-nodes = گره‌ها
compare-time = زمان
compare-chart = گره‌ها بر حسب عمق (مقیاس لگاریتمی)
compare-chart-guides = گره‌ها بر حسب عمق (مقیاس لگاریتمی)؛ راهنماها b^d و b^(d/2)، با b = { $branching }

## The search tree (T): header, point of view, cards, cut-offs, pages

tree-title = درخت جستجو
tree-closes = T می‌بندد
tree-recording-tree = ضبط درخت جستجو…
tree-recording = ضبط جستجو…
tree-over = بازی تمام شده: چیزی برای جستجو نیست
tree-waiting = در انتظار جستجوی رایانه…
tree-root = ریشه
tree-never-searched = { $move } هرگز جستجو نشد ({ $why }): زیر آن چیزی نیست
tree-unfinished = جستجوی { $move } هنگام توقف تمام نشده بود: زیر آن چیزی نیست
tree-replay-order = بازپخش، حرکت‌ها را به ترتیب جستجو نشان می‌دهد
tree-one-side = { $algorithm } همهٔ مقدارها را از پیش برای { $side } می‌دهد
tree-rates-stay = { $algorithm } نرخ برد را برای بازیکنی می‌دهد که به هر گره حرکت کرده است: برنمی‌گردند
tree-textbook-depth = جستجوی درسی، عمق { $depth }: نه جستجوی اثبات‌کنندهٔ رایانه
tree-textbook = جستجوی درسی: نه جستجوی اثبات‌کنندهٔ رایانه
tree-textbook-without = جستجوی درسی: بدون { $set } رایانه
tree-textbook-enhanced = جستجوی درسی: جستجوی خود رایانه بهبودهایش را می‌افزاید
tree-pov-one = همهٔ مقدارها برای { $side }؛ W: هر کدام برای بازیکنِ نوبتِ گره‌اش
tree-pov-each = مقدارها برای بازیکنِ نوبت در هر گره؛ W: همه برای { $side }
tree-pov-minimax = همهٔ مقدارها برای { $side }، همان‌گونه که minimax می‌دهد
tree-no-window = بدون پنجره
tree-iterations-to-step = { $count } تکرار برای پیمودن
tree-nodes-capped = { $nodes } گره (نخستین‌ها نگه داشته شد)
tree-kind-chance = شانس
tree-kind-leaf = برگ
tree-help = روی فرزندی کلیک کنید تا پایین بروید
tree-help-up = روی فرزندی کلیک کنید تا پایین بروید؛ Backspace: بالا
tree-help-step = روی فرزندی کلیک کنید تا پایین بروید؛ S: پیمودن گام‌به‌گام
tree-cut-off = { $move } هرس شد
tree-next = بعدی
tree-next-ucb = بعدی: { $move }، { $formula } (جملهٔ آخر: کاوش)
tree-next-proven = بعدی: { $move }، بردِ اثبات‌شده
tree-page = حرکت‌های { $first }–{ $last } از { $total }، { $order }
tree-page-follows = صفحه همراه بازپخش می‌رود
tree-page-keys = PgDn/PgUp یا چرخ ماوس: بیشتر
tree-best-first = بهترین اول
tree-search-order = به ترتیب جستجو
tree-best-first-o = بهترین اول؛ O: به ترتیب جستجو
cut-alpha-beta = هرس { $edge }: { $formula }
cut-star1 = هرس { $edge } در Star1: { $formula }
cut-probe = هرس { $edge } با کاوشگر Star2: { $formula }
cut-bounds = هرس { $edge } با کران‌ها: { $formula }

tree-note-tt-exact = TT: مقدار دقیق { $value }
tree-note-tt-lower = TT: ≥ { $value }
tree-note-tt-upper = TT: ≤ { $value }
tree-note-tt-move = نخست حرکتِ TT
tree-note-null-window = پنجرهٔ صفرِ PVS
tree-note-re-search = جستجوی دوباره (از α گذشت)
tree-note-reduced = LMR: { $plies } نیم‌حرکت کم‌عمق‌تر، با پنجرهٔ صفر
tree-note-forced-win = اجباری: برد در همین حرکت
tree-note-forced-block = اجباری: بستنِ تنها تهدید
tree-note-forced-loss = اجباری: دو تهدید، باخته
tree-note-mate-distance = فاصلهٔ برد: پنجره فراتر از زودترین پایان ممکن
tree-note-null-move = حرکت تهی: نوبت واگذار می‌شود، { $plies } نیم‌حرکت کم‌عمق‌تر، پنجرهٔ صفر در β
tree-note-null-move-cut = هرس حرکت تهی: پس از واگذاری نوبت { $value }، ≥ β
tree-note-futility = هرس بیهودگیِ معکوس: ارزیابی ایستا { $value } − { $margin } ≥ β
tree-note-futility-low = هرس بیهودگی: ارزیابی ایستا { $value } + { $margin } ≤ α
tree-note-late-moves = LMP: { $moves } حرکت آرامِ دیرهنگام جستجو نشد
tree-note-dominated = dom: { $moves } حرکتِ مغلوب کنار گذاشته شد

## Stepping through a search (S)

step-start = آغاز: Right یا Space یک گام می‌رود
step-count = گام { $step } از { $steps }
step-auto = خودکار هر { $ms } میلی‌ثانیه
step-visit = دیدار { $move }
step-visit-notes = دیدار { $move } ({ $notes })
step-rises = { $formula } بالا می‌رود
step-cut = در { $move }: { $why }
step-rule = S فقط جستجوهای کوچک را می‌پیماید ({ $nodes } گره با هرس‌شده‌ها، یا عمق { $depth })
step-refused-size = { $rule }: این یکی { $nodes } گره دارد، بیش از آن که کامل ضبط شود
step-refused = { $rule }: این یکی { $nodes } گره دارد، { $depth }

## Monte Carlo tree search, step by step (S, T, X)

mcts-selection = انتخاب
mcts-expansion = گسترش
mcts-simulation = شبیه‌سازی
mcts-backpropagation = پس‌انتشار
mcts-iteration = تکرار { $iteration } از { $total }، { $phase }: { $what }
mcts-the-root = ریشه
mcts-from-root = از ریشه
mcts-drawn = { $move }، به احتمالش کشیده شد
mcts-proven-win = { $move }، بردِ اثبات‌شده
mcts-best-ucb = { $move }، بهترین با { $ucb }
mcts-unvisited = { $move }، هنوز دیده نشده
mcts-expands = { $move } { $children } فرزندش را می‌گیرد
mcts-new-child = { $move }، فرزندی که هنوز دیده نشده
mcts-won = { $side } برد
mcts-draw = مساوی
mcts-playout = { $moves } حرکت تصادفی از { $move }: { $result }
mcts-finished = { $move } بازیِ تمام‌شده است: { $result }
mcts-proven = { $move } اثبات شده است: { $result }
mcts-evaluation = ارزیابی در { $move } تعیین می‌کند: { $result }
mcts-now = { $move } اکنون { $counts }
mcts-ends = جستجو پس از { $count } تکرار پایان می‌یابد: پربازدیدترین حرکت بازی می‌شود
mcts-proven-draw = اثبات‌شده: مساوی
mcts-proven-wins = اثبات‌شده: { $side } می‌برد
mcts-proven-wins-in = اثبات‌شده: { $side } در { $plies } می‌برد
mcts-counts = N { $visits }، W/N { $rate }
mcts-visits = N { $visits }
mcts-rate = W/N { $rate }
mcts-ucb = UCB { $score }

## The code trace (X): its prose; the code stays code

trace-title = کد { $algorithm }
trace-s-steps = S این جستجو را گام‌به‌گام می‌پیماید و کد را دنبال می‌کند
trace-too-big = این جستجو برای پیمودن بزرگ است: کد روی جستجوهای کوچک دنبال می‌شود
trace-ply = لایهٔ { $ply }
trace-selected = { $move } انتخاب شد
trace-ended = جستجو پایان یافت
trace-so-far = تاکنون { $value }
trace-so-far-move = تاکنون { $value } ({ $move })
trace-so-far-none = هنوز هیچ

## The values view (V)

values-over = V: بازی تمام شده — حرکتی برای ارزیابی نیست
values-valuing = ارزیابی هر حرکت…
values-proving = اثبات هر حرکت با جستجوی رایانه… { $n } ارزیابی شد (حداکثر { $budget } ثانیه برای هر کدام)
values-solver-proved = V: حل‌کننده آن را در { $visits } بازدید اثبات کرد و ایستاد (T: بدون آن)
values-rates = V: نرخ برد از { $visits } بازدید، با حل‌کننده (T: بدون آن)
values-proven = V: مقدارهای اثبات‌شده از جستجوی رایانه (حداکثر { $budget } ثانیه برای هر حرکت)
values-proven-some = V: اثبات‌شده هر جا که در { $budget } ثانیه برای هر حرکت ممکن بود؛ { $n } نه (در عمقی که روی خانه آمده)
values-once-thrown = V: مقدار هر حرکت پس از پرتاب
values-once-thrown-depth = V: مقدار هر حرکت پس از پرتاب (عمق { $depth })
values-exact = V: مقدارهای دقیق، با جستجو تا پایان
values-depth-below = V: مقدارها در عمق { $depth }؛ همه زیر { $zero }: آخرین لایه از آنِ طرف دیگر است ({ $next } را امتحان کنید)
values-depth = V: مقدارها در عمق { $depth }

## Outside engines (issue 29)
engine-player = موتور { $name } ({ $side })
engine-against = { $engine } در برابر { $algorithm }
status-engine-thinking = { $name } در حال فکر…
key-8 = موتور بیرونی بعدی به جای رایانه
key-i = پیام‌های موتور
notice-no-engines = موتور بیرونی‌ای نیست: آن‌ها را در فایل موتورها یا با ‎--engine NAME=COMMAND‎ نام ببرید (صفحه موتوری اجرا نمی‌کند)
notice-not-seated = { $refused }: نشانده نشد
notice-algorithm-plays = { $refused }: الگوریتم بازی می‌کند
engine-refused = موتور { $name } { $why }، نه { $game }
engine-uai-only = با پروتکل UAI کار می‌کند که فقط Blob War روی صفحهٔ 7x7 را بازی می‌کند
# An engine's forfeit: the particulars (what it wrote, what the system said) are quoted as they came
forfeit-no-engine = برای این حرکت هیچ موتوری نام برده نشده است
forfeit-unknown = هیچ موتوری به نام { $engine } نیست
forfeit-cannot-play = موتور { $engine } نمی‌تواند این بازی را انجام دهد: { $detail }
forfeit-not-here = موتور { $engine } اینجا نمی‌تواند بازی کند: موتورهای بیرونی در این صفحه اجرا نمی‌شوند
forfeit-start = موتور { $engine } بازنده شناخته شد: اجرا نشد: { $detail }
forfeit-handshake = موتور { $engine } بازنده شناخته شد: در دست‌دادن ناکام ماند: { $detail }
forfeit-crashed = موتور { $engine } بازنده شناخته شد: از کار افتاد: { $detail }
forfeit-time = موتور { $engine } بازنده شناخته شد: وقتش تمام شد: { $detail }
forfeit-illegal = موتور { $engine } بازنده شناخته شد: حرکتی نادرست بازی کرد: { $detail }
forfeit-no-move = موتور { $engine } بازنده شناخته شد: پاسخش { $detail } بود، بی هیچ حرکتی
forfeit-line-too-long = موتور { $engine } بازنده شناخته شد: سطری بلندتر از { $detail } بایت نوشت
forfeit-garbage = موتور { $engine } بازنده شناخته شد: بایت‌هایی نوشت که متن نیستند: { $detail }
forfeit-stopped = موتور { $engine } بازنده شناخته شد: برنامهٔ میزبان آن را متوقف کرد
# How it failed, in gametree's words (the engine's and the system's stay as they came)
particulars-illegal = { $mv }: { $why }
particulars-closed-output = خروجی‌اش را بست
particulars-signal = با سیگنال { $signal } کشته شد
particulars-status = با وضعیت { $status } خارج شد
particulars-exited = خارج شد
particulars-stderr = { $how }؛ آخرین خط stderr آن: { $line }
particulars-silent = هیچ '{ $word }' در { $ms } میلی‌ثانیه نیامد
particulars-input-closed = ورودی‌اش بسته است ({ $error })
particulars-no-bestmove = هیچ bestmove در { $allowed } میلی‌ثانیه (+{ $margin } میلی‌ثانیه حاشیه) نیامد؛ { $after }
particulars-late = تنها پس از stop پاسخ داد: { $line }
particulars-ended-after-stop = پس از stop پایان یافت
particulars-killed = در { $grace } میلی‌ثانیه به stop پاسخی نداد؛ کشته شد
particulars-overran = { $took } میلی‌ثانیه از { $allowed } میلی‌ثانیه (+{ $margin } میلی‌ثانیه حاشیه) طول کشید
traffic-title = پیام‌ها با { $name }، { $sent } فرستاده، { $read } خوانده، { $stderr } stderr، I می‌بندد
traffic-names = { $first } و { $next }
traffic-title-none = پیام‌های موتور، 8 یک موتور را می‌نشاند، I می‌بندد
traffic-empty = هنوز چیزی گفته نشده.

## Engine against engine (issue 29)
key-9 = موتور بیرونی بعدی برای طرف دیگر (در حالت رایانه در برابر رایانه)
notice-9-needs-mode = کلید 9 در حالت رایانه در برابر رایانه (M) موتوری را در طرف دیگر می‌نشاند؛ اینجا آن طرف را یک نفر بازی می‌کند

## چرا متن وضعیت، حرکت یا نام نیست (دلیل قواعد: app::reason)
# آنچه شخص نوشته یا چسبانده ($text و $char) همان‌طور که آمده نقل می‌شود؛ حرکت‌ها، ستون‌ها، خانه‌ها،
# اندازه‌ها (7x6) و آنچه تایپ می‌شود لاتین می‌مانند؛ شمارها و شمارهٔ سطرها با رقم‌های خواننده‌اند.
reason-too-long = متن وضعیت بیش از حد بلند است ({ $bytes } بایت؛ حداکثر { $max })
reason-empty = وضعیت خالی است (انتظار می‌رفت { $form })
reason-empty-fen = متن FEN خالی است (انتظار می‌رفت { $form })
reason-form-rows = سطرهایی مانند { $rows }
reason-form-rows-or-moves = سطرهایی مانند { $rows } یا حرکت‌هایی مانند { $moves }
reason-form-fen = برای نمونه { $example }
reason-parts = وضعیت { $count } بخش دارد، سه بخش انتظار می‌رفت، مانند { $example }
reason-extra-side = { $text } پس از نوبت زیادی است
reason-extra-fen = { $text } پس از متن FEN زیادی است
reason-size = صفحهٔ { $size } پشتیبانی نمی‌شود (انتظار می‌رفت { $rule })
reason-rule-sides = ضلع‌هایی از { $min } تا { $max }
reason-rule-rows-and-columns = { $min } تا { $max } سطر و ستون
reason-rule-fits = دست‌کم { $min }، با حداکثر { $cells } خانه همراه سطر نگهبان، مانند { $examples }
reason-k = k={ $k } در صفحهٔ { $size } نمی‌گنجد (انتظار می‌رفت { $min } تا { $max })
reason-row-count = { $given } سطر داده شده، صفحهٔ { $size } { $expected } سطر دارد
reason-row-length = سطر { $row } ({ $text }) { $cells } خانه دارد، { $expected } انتظار می‌رفت
reason-row-length-first = سطر { $row } ({ $text }) { $cells } خانه دارد، ولی سطر نخست { $expected } خانه دارد
reason-cell-count = صفحه { $cells } خانه دارد، { $expected } انتظار می‌رفت (خانه‌های { $one } تا { $expected })
reason-too-many-rows = متن FEN بیش از { $max } سطر دارد (صفحه‌های بزرگ‌تر از { $size } پشتیبانی نمی‌شوند)
reason-row-too-long = سطر { $row } در FEN بیش از { $max } خانه دارد (صفحه‌های بزرگ‌تر از { $size } پشتیبانی نمی‌شوند)
reason-row-widths = سطر { $row } در FEN { $squares } خانه دارد ولی سطر { $one } { $first } خانه
reason-other-size = صفحهٔ این FEN { $found } است ولی صفحهٔ بازی { $game } (از '--game { $name }' استفاده کنید)
reason-unknown-in-row = خانهٔ ناشناختهٔ { $char } در سطر { $row } (انتظار می‌رفت { $allowed })
reason-unknown-on-square = خانهٔ ناشناختهٔ { $char } در خانهٔ { $square } (انتظار می‌رفت { $allowed })
reason-unknown-in-fen-row = نویسهٔ ناشناختهٔ { $char } در سطر { $row } از FEN (انتظار می‌رفت { $allowed })
reason-or = { $list } یا { $last }
reason-or-digit = { $list } یا یک رقم
reason-side-to-move = نوبت ناشناختهٔ { $text } (انتظار می‌رفت { $first } یا { $second })
reason-throw = پرتاب ناشناختهٔ { $text } (انتظار می‌رفت 1 تا 5، یا - پیش از انداختن چوب‌ها)
reason-half-moves = شمارندهٔ نیم‌حرکت نادرست است: { $text } (انتظار می‌رفت عددی از 0 تا 65535)
reason-move-number = شمارهٔ حرکت نادرست است: { $text } (انتظار می‌رفت عددی از 1 تا 65535)
reason-counts = { $stone ->
    [disc] شمار مهره‌ها ناممکن است: { $x } x و { $o } o (x آغاز می‌کند، پس x = o یا x = o + 1)
   *[piece] شمار نشانه‌ها ناممکن است: { $x } x و { $o } o (x آغاز می‌کند، پس x = o یا x = o + 1)
}
reason-contradicts = نوبت { $text } با شمار { $stone ->
    [disc] مهره‌ها
   *[piece] نشانه‌ها
} نمی‌خواند ({ $x } x، { $o } o)
reason-too-many-pieces = { $count } مهرهٔ { $side ->
    [white] سفید
   *[black] سیاه
} روی صفحه است، حداکثر { $max }
reason-water = مهره‌ای در خانهٔ { $square } است (خانهٔ آب: هیچ مهره‌ای آنجا نمی‌ماند)
reason-no-pieces = هیچ مهره‌ای از دو طرف روی صفحه نیست (یک طرف باید هنوز در بازی باشد)
reason-floats = مهره‌ای در ستون { $column } معلق است (سطر { $row } از پایین، زیر آن، خالی است)
reason-both-lines = هر دو طرف { $line ->
    [four] چهار در یک ردیف
   *[line] یک ردیف
} دارند
reason-moved-on = { $line ->
    [four] { $winner } چهار در یک ردیف دارد، ولی بازی ادامه یافته است
   *[line] { $winner } یک ردیف دارد، ولی پس از بردن باز حرکت کرده است
}
reason-no-last-move = { $line ->
    [four] { $winner } چهارهایی دارد که هیچ مهرهٔ آخرِ تنهایی نمی‌سازد
   *[line] { $winner } ردیف‌هایی دارد که هیچ حرکت آخرِ تنهایی نمی‌سازد
}
reason-at-ply = حرکت { $ply }: { $why }
reason-not-a-column = { $text } ستون نیست (انتظار می‌رفت 1 تا { $max })
reason-column-full = ستون { $column } پر است
reason-after-end-won = ستون { $column } پس از پایان بازی بازی شده است ({ $winner } برده است)
reason-after-end-full = ستون { $column } پس از پایان بازی بازی شده است (صفحه پر است)
reason-game-over-move = { $text }: بازی تمام شده است
reason-game-over = بازی تمام شده است
reason-not-legal = { $text } اینجا حرکت مجاز نیست (انتظار می‌رفت یکی از: { $legal })
reason-illegal = { $mv } اینجا حرکت مجاز نیست
reason-not-a-square = { $text } خانه نیست (انتظار می‌رفت a1 تا { $last })
reason-other-game = { $mv } حرکتِ بازی دیگری است
reason-expected = انتظار می‌رفت { $form }
reason-bad-game = بازی نادرست { $text }: { $why }
reason-unknown-game = بازی ناشناختهٔ { $text } (انتظار می‌رفت { $expected })
reason-unknown-algorithm = الگوریتم ناشناختهٔ { $text } (انتظار می‌رفت { $expected })
reason-unknown-enhancement = بهبود ناشناختهٔ { $word } در { $text } (انتظار می‌رفت { $expected })
