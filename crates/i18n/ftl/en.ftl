# gametree's words in English: the reference every other language translates, and its fallback.
# Ids: hud-* above the board, status-* its first line, key-* the help's keys, hint-* the key
# reminder, game-*/side-*/result-* what the games say.

## The window

window-title = gametree — { $board } — { $algorithm }

## The status line

status-your-move = Your move ({ $side })
status-to-move = { $side } to move
status-paused = { $side } to move — paused (Space)
status-paused-stepping = { $side } to move — paused (S, then Space)
status-computer-to-move = { $side } to move (computer)
status-thinking = Computer thinking…
status-thinking-side = Computer ({ $side }) thinking…
status-stopped = Stopped — press Space to let the computer move
status-stopped-undo = Stopped — press Space to let the computer move, U to take your move back

## The settings line and the last move's report

# The set as --enhance reads it (none, all, tt,order): a language may name none and all in words.
hud-enhancements = enhancements { $set }
hud-proven-play = proven play
hud-depth = depth { $depth }
hud-computer-first = computer first
hud-computer-first-next = computer first from the next game
hud-you-first-next = you first from the next game
mode-human-computer = you vs computer
mode-computer-computer = computer vs computer
mode-human-human = two players
report = { $side } played { $move }: { $value } · { $how } · { $time }
report-rate-for = { $rate } won for { $side }
report-value-for = { $value } for { $side }
report-book = from the book
report-nodes = { $nodes ->
    [one] { $nodes } node
   *[other] { $nodes } nodes
} · depth { $depth }
iterations = { $count ->
    [one] { $count } iteration
   *[other] { $count } iterations
}

## The live line of a search

live-depth = depth { $depth }
live-nodes = { $nodes ->
    [one] { $nodes } node
   *[other] { $nodes } nodes
}
live-best = best { $move } { $value }
live-best-visits = best { $move } { $visits } visits, { $rate } won
time-us = { $time } µs
time-ms = { $time } ms
time-s = { $time } s

## Games, sides and results

game-connect4 = Connect Four { $size }
game-blobwar = Blob War { $size }
game-senet = Senet
side-blue = blue
side-red = red
side-white = white
side-black = black
result-won = { $side } won!
result-draw = Draw.
result-won-by = { $side } won { $score }
result-draw-even = Draw
mnk-rule = { $k } in a row wins
connect4-rule = { $k } in a row wins · discs fall to the lowest free cell
blobwar-counts = x (blue) { $x } · o (red) { $o }
senet-borne-off = borne off: white { $white } · black { $black }
senet-throw-prompt = { $side }: throw the sticks (Space)
senet-threw-move = { $side } threw { $throw }: move a piece
senet-throw = throw { $throw }
senet-threw = { $side } threw { $throw }
senet-threw-and = { $side } threw { $throw } and
senet-space-throw = Space: throw
summary-pieces = pieces: { $moves } ({ $nodes })
summary-book = from the opening book: { $move } { $verdict } ({ $positions } positions, to ply { $ply })
notice-passed = { $side } had no move and passed

## Notices: the answer to a key (Ctrl+C, Ctrl+V, 6, +/−, E) when it changes nothing or did something unseen
notice-copied = copied the position: { $position }
notice-copy-failed = nothing copied: { $why }
notice-paste-failed = nothing pasted: { $why }
notice-paste-too-long = the clipboard holds { $count } characters: no position is that long
notice-paste-not-position = the clipboard holds no position of { $board }: { $text }
notice-paste-not-position-why = the clipboard holds no position of { $board }: { $text } ({ $why })
notice-pasted = pasted the position: { $position }
notice-page-copy = a page has no clipboard; the position is { $position }
notice-page-paste = a page has no clipboard; paste a position into the desktop program
notice-chance-only = { $algorithm } differs from the others only at chance nodes: a game with chance (Senet) offers it
notice-no-depth-limit = { $board } is searched to the end: there is no depth limit to change
notice-own-enhancements = { $algorithm } always searches with its { $set } here: E cycles the alpha-beta forms' enhancements

## The help overlay and the key reminder

help-title = Keys
help-closing = Esc, F1, H or a click closes this help
hint-game = { $keys } algorithm · N new · U undo · C computer first · M mode · G board · +/− depth
hint-v = V values
hint-p = P line
hint-k = K compare
hint-t = T tree
hint-s = S step
hint-help = H help
hint-esc-quit = Esc quit
hint-esc-stop = Esc stop
key-1 = minimax (MaxMove/MinMove pair)
key-2 = minimax2 (one function)
key-3 = negamax
key-4 = alpha-beta
key-5 = negamax alpha-beta (Star1 in Senet)
key-6 = Star2 (negamax alpha-beta with probing)
key-7 = Monte Carlo tree search (UCT, with the solver)
key-n = new game
key-u = undo the last move pair
key-c = computer plays first (toggle)
key-m = next mode: vs computer, self-play, two players
key-g = next board
key-e = alpha-beta enhancements: none, tt, tt+order, all
key-plus = search deeper (big boards)
key-equals = search deeper (same as +)
key-minus = search shallower (big boards)
key-space = throw the sticks (Senet); pause/resume computer vs computer
key-v = each move's value on the board (W win, D draw, L loss)
key-p = the expected line as numbered ghost pieces
key-k = compare the depth-first algorithms on this position
key-t = the search tree beside the board (click a child: descend)
key-backspace = tree: back up to the parent
key-w = tree: values for the root's side, or each node's mover
key-o = tree: best first, or search order
key-pgdn = tree: next page (the wheel too)
key-bracket-right = tree: next page
key-pgup = tree: previous page
key-bracket-left = tree: previous page
key-s = step through a small search one node at a time
key-right = step forward (Space too while stepping)
key-left = step back
key-a = play the steps by themselves (+/− speed while stepping)
key-x = code and call stack, traced step by step; the wheel scrolls
key-l = the moves so far, with the computer's values
key-ctrl-c = copy the position (as --position reads it)
key-ctrl-c-web = show the position's text, for the desktop program (a page has no clipboard)
key-ctrl-v = paste a position, play from it
key-f1 = show/hide this help
key-h = show/hide this help
key-f2 = language: English, العربية, فارسی
key-esc = close the overlay or panel on top; else quit
key-esc-web = close the overlay or panel on top; else stop the computer's search

## The views in general

view-stopped = stopped — press Space to go on
view-stopped-doing = stopped { $doing } — press Space to go on

## The line view (P)

line-finding = finding the line…
line-finding-progress = finding the line… { $progress }
line-over = P: the game is over — no line to expect
line-moves = line: { $moves }
line-moves-proving = line: { $moves } · the computer's proving search

## The moves so far (L)

moves-none = No moves yet · L closes
moves-title = Moves ({ $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
}) · L closes
moves-earlier = … { $pairs ->
    [one] { $pairs } earlier move pair
   *[other] { $pairs } earlier move pairs
}

## Words for a search's verdict, where a view or the HUD shows one

verdict-win = win in { $plies }
verdict-loss = loss in { $plies }
verdict-draw = draw
verdict-unknown = unknown
verdict-value = value { $value }

## The comparison (K) and its depth chart

compare-depth-time = depth { $depth }, { $seconds } s each
compare-to-end = to the end
compare-title = The depth-first algorithms on this position ({ $budget })
compare-title-to-move = The depth-first algorithms on this position ({ $budget }) · { $side } to move
compare-left-out = { $algorithm } is not compared ({ $command } runs it)
compare-over = the game is over: nothing to compare · K closes
compare-stopped = stopped — press Space to go on · K closes
compare-waiting = waiting for the computer's move… · K closes
compare-running-one = running { $algorithm }… { $time } · K closes
compare-running = running… · K closes
compare-not-proving = textbook searches, not the computer's proving search · bars: nodes, log scale · K closes
compare-not-enhanced = textbook searches, without enhancements · bars: nodes, log scale · K closes
compare-bars = bars: nodes on a log scale · K closes
compare-algorithm = algorithm
compare-move = move
compare-value = value
compare-outcome = outcome
compare-nodes = nodes
compare-time = time
compare-chart = nodes by depth (log scale)
compare-chart-guides = nodes by depth (log scale) · guides b^d and b^(d/2), b = { $branching }

## The search tree (T): header, point of view, cards, cut-offs, pages

tree-title = Search tree
tree-closes = T closes
tree-recording-tree = recording the search tree…
tree-recording = recording the search…
tree-over = the game is over: nothing to search
tree-waiting = waiting for the computer's search…
tree-root = root
tree-never-searched = { $move } was never searched ({ $why }): nothing below it
tree-unfinished = { $move } was not finished when the search stopped: nothing below it
tree-replay-order = the replay shows the moves in the order they are searched
tree-one-side = { $algorithm } gives every value for { $side } already
tree-rates-stay = { $algorithm } gives win rates for the side that moved into each node: they do not turn round
tree-textbook-depth = textbook, depth { $depth }: not the computer's proving search
tree-textbook = textbook: not the computer's proving search
tree-textbook-without = textbook: without the computer's { $set }
tree-textbook-enhanced = textbook: the computer's own search adds its enhancements
tree-pov-one = all values for { $side } · W: each for its side to move
tree-pov-each = values for the side to move at each node · W: all for { $side }
tree-pov-minimax = all values for { $side }, as minimax gives them
tree-no-window = no window
tree-iterations-to-step = { $count ->
    [one] { $count } iteration to step through
   *[other] { $count } iterations to step through
}
tree-nodes-capped = { $nodes ->
    [one] { $nodes } node (first ones kept)
   *[other] { $nodes } nodes (first ones kept)
}
tree-kind-chance = chance
tree-kind-leaf = leaf
tree-help = click a child to descend
tree-help-up = click a child to descend · Backspace: up
tree-help-step = click a child to descend · S: step through
tree-cut-off = { $move } cut off
tree-next = next
tree-next-ucb = next: { $move } · { $formula } exploration
tree-next-proven = next: { $move } · a proven win
tree-page = moves { $first }–{ $last } of { $total }, { $order }
tree-page-follows = the page follows the replay
tree-page-keys = PgDn/PgUp or the wheel: more
tree-best-first = best first
tree-search-order = in search order
tree-best-first-o = best first · O: in search order
cut-alpha-beta = { $edge } cut-off: { $formula }
cut-star1 = Star1 { $edge } cut-off: { $formula }
cut-probe = Star2 probe { $edge } cut-off: { $formula }
cut-bounds = bounds { $edge } cut-off: { $formula }

# What an enhancement of the alpha-beta search did at a node (the enhanced search, key E): on
# the tree's cards and in the step-through's line. $value and $margin are values as the tree
# writes them (+W3: a win three plies from the root).
tree-note-tt-exact = TT: exact { $value }
tree-note-tt-lower = TT: ≥ { $value }
tree-note-tt-upper = TT: ≤ { $value }
tree-note-tt-move = TT move first
tree-note-null-window = PVS null window
tree-note-re-search = re-search (beat α)
tree-note-reduced = LMR: { $plies } ply less, null window
tree-note-forced-win = forced: win at once
tree-note-forced-block = forced: block the single threat
tree-note-forced-loss = forced: two threats, lost
tree-note-mate-distance = mate distance: window beyond the soonest end
tree-note-null-move = null move: pass, { $plies } plies less, null window at β
tree-note-null-move-cut = null-move cut: { $value } after a pass, ≥ β
tree-note-futility = reverse futility cut: static { $value } − { $margin } ≥ β
tree-note-futility-low = futility cut: static { $value } + { $margin } ≤ α
tree-note-late-moves = LMP: { $moves } quiet late { $moves ->
    [one] move
   *[other] moves
} skipped
tree-note-dominated = dom: { $moves } dominated { $moves ->
    [one] move
   *[other] moves
} left out

## Stepping through a search (S)

step-start = start: Right or Space steps
step-count = step { $step }/{ $steps }
step-auto = auto { $ms } ms
step-visit = visit { $move }
step-visit-notes = visit { $move } ({ $notes })
step-rises = { $formula } rises
step-cut = at { $move }: { $why }
step-rule = S steps through small searches only ({ $nodes } nodes, cut-offs counted, or depth { $depth })
step-refused-size = { $rule }: this one has { $nodes } nodes, too many to record whole
step-refused = { $rule }: this one has { $nodes } nodes, { $depth }

## Monte Carlo tree search, step by step (S, T, X)

mcts-selection = selection
mcts-expansion = expansion
mcts-simulation = simulation
mcts-backpropagation = backpropagation
mcts-iteration = iteration { $iteration } of { $total } · { $phase }: { $what }
mcts-the-root = the root
mcts-from-root = from the root
mcts-drawn = { $move }, drawn by its probability
mcts-proven-win = { $move }, a proven win
mcts-best-ucb = { $move }, the best { $ucb }
mcts-unvisited = { $move }, not visited yet
mcts-expands = { $move } gets its { $children } children
mcts-new-child = { $move }, a child not visited yet
mcts-won = { $side } won
mcts-draw = a draw
mcts-playout = { $moves ->
    [one] { $moves } random move
   *[other] { $moves } random moves
} from { $move }: { $result }
mcts-finished = { $move } is a finished game: { $result }
mcts-proven = { $move } is proven: { $result }
mcts-evaluation = the evaluation at { $move } decides: { $result }
mcts-now = { $move } now { $counts }
mcts-ends = the search ends after { $count ->
    [one] { $count } iteration
   *[other] { $count } iterations
}: the most visited move is played
mcts-proven-draw = proven: a draw
mcts-proven-wins = proven: { $side } wins
mcts-proven-wins-in = proven: { $side } wins in { $plies }
mcts-counts = N { $visits } · W/N { $rate }
mcts-visits = N { $visits }
mcts-rate = W/N { $rate }
mcts-ucb = UCB { $score }

## The code trace (X): its prose; the code stays code

trace-title = Code of { $algorithm }
trace-s-steps = S steps through this search, tracing the code
trace-too-big = this search is too big to step through: the code is traced on small ones
trace-ply = ply { $ply }
trace-selected = selected { $move }
trace-ended = the search has ended
trace-so-far = so far { $value }
trace-so-far-move = so far { $value } ({ $move })
trace-so-far-none = so far: nothing yet

## The values view (V)

values-over = V: the game is over — no move to value
values-valuing = valuing each move…
values-proving = proving each move with the computer's search… { $n } valued ({ $budget } s at most each)
values-solver-proved = V: the solver proved it in { $visits } visits and stopped (T: without it)
values-rates = V: win rates from { $visits } visits, with the solver (T: without it)
values-proven = V: proven values, the computer's search ({ $budget } s at most a move)
values-proven-some = V: proven where it could be in { $budget } s a move; { $n } not (at the depth on the tile)
values-once-thrown = V: each move's value once thrown
values-once-thrown-depth = V: each move's value once thrown (depth { $depth })
values-exact = V: exact values, searched to the end
values-depth-below = V: values at depth { $depth } · all below { $zero }: the other side has the last ply (try { $next })
values-depth = V: values at depth { $depth }

## Outside engines (issue 29)
engine-player = engine { $name } ({ $side })
engine-against = { $engine } against { $algorithm }
status-engine-thinking = { $name } thinking…
key-8 = next engine as the computer
key-i = engine traffic
notice-no-engines = no outside engines: name them in the engines file or with --engine NAME=COMMAND (the page runs none)
notice-not-seated = { $refused }: not seated
notice-algorithm-plays = { $refused }: the algorithm plays
engine-refused = engine '{ $name }' { $why }, not { $game }
engine-uai-only = speaks UAI, which plays Blob War on 7x7 only
# An engine's forfeit: the particulars (what it wrote, what the system said) are quoted as they came
forfeit-no-engine = no engine was named for this move
forfeit-unknown = no engine is named '{ $engine }'
forfeit-cannot-play = engine '{ $engine }' cannot play this game: { $detail }
forfeit-not-here = engine '{ $engine }' cannot play here: nothing runs outside engines
forfeit-start = engine '{ $engine }' forfeits: it could not be started: { $detail }
forfeit-handshake = engine '{ $engine }' forfeits: it failed the handshake: { $detail }
forfeit-crashed = engine '{ $engine }' forfeits: it crashed: { $detail }
forfeit-time = engine '{ $engine }' forfeits: it lost on time: { $detail }
forfeit-illegal = engine '{ $engine }' forfeits: it played { $detail }
forfeit-no-move = engine '{ $engine }' forfeits: it answered { $detail } with no move
forfeit-line-too-long = engine '{ $engine }' forfeits: it wrote a line longer than { $detail } bytes
forfeit-garbage = engine '{ $engine }' forfeits: it wrote bytes that are not text: { $detail }
forfeit-stopped = engine '{ $engine }' forfeits: it was stopped by the host
# How it failed, in gametree's words (the engine's and the system's stay as they came)
particulars-illegal = { $mv }: { $why }
particulars-closed-output = it closed its output
particulars-signal = killed by signal { $signal }
particulars-status = exited with status { $status }
particulars-exited = exited
particulars-stderr = { $how }; its stderr ends: { $line }
particulars-silent = no '{ $word }' within { $ms } ms
particulars-input-closed = its input is closed ({ $error })
particulars-no-bestmove = no bestmove within { $allowed } ms (+{ $margin } ms margin); { $after }
particulars-late = answered { $line } only after stop
particulars-ended-after-stop = ended after stop
particulars-killed = no answer to stop within { $grace } ms; killed
particulars-overran = took { $took } ms of { $allowed } ms (+{ $margin } ms margin)
traffic-title = Traffic with { $name } · { $sent } sent, { $read } read, { $stderr } stderr · I closes
traffic-names = { $first } + { $next }
traffic-title-none = Engine traffic · 8 seats an engine · I closes
traffic-empty = Nothing said yet.

## Engine against engine (issue 29)
key-9 = next engine, other side (self-play)
notice-9-needs-mode = 9 seats an engine on the other side in computer-against-computer mode (M); here a person plays it

## Why a text is not a position, a move or a name (the rules' reason: app::reason)
# The command line prints the same English (game::ParseError's Display); a test ties the two.
# What the person typed or pasted ($text, $char) is quoted as it came; moves, columns, squares,
# sizes (7x6) and what may be typed stay Latin; counts and row numbers are in the reader's digits.
reason-too-long = position text too long ({ $bytes } bytes; at most { $max })
reason-empty = empty position (expected { $form })
reason-empty-fen = empty FEN (expected { $form })
reason-form-rows = rows like { $rows }
reason-form-rows-or-moves = rows like { $rows } or moves like { $moves }
reason-form-fen = e.g. { $example }
reason-parts = position has { $count } part(s), expected { $form }, e.g. { $example }
reason-extra-side = unexpected { $text } after the side to move
reason-extra-fen = unexpected { $text } after the FEN
reason-size = board { $size } is not supported (expected { $rule })
reason-rule-sides = sides from { $min } to { $max }
reason-rule-rows-and-columns = { $min } to { $max } rows and columns
reason-rule-fits = at least { $min } with width x (height + 1) at most { $cells }, e.g. { $examples }
reason-k = k={ $k } does not fit a { $size } board (expected { $min } to { $max })
reason-row-count = { $given } rows given, expected { $expected } for a { $size } board
reason-row-length = row { $row } ({ $text }) has { $cells } cells, expected { $expected }
reason-row-length-first = row { $row } ({ $text }) has { $cells } cells, but the first row has { $expected }
reason-cell-count = the board has { $cells } cells, expected { $expected } (squares { $one } to { $expected })
reason-too-many-rows = the FEN has more than { $max } rows (boards over { $size } are not supported)
reason-row-too-long = FEN row { $row } has more than { $max } squares (boards over { $size } are not supported)
reason-row-widths = FEN row { $row } has { $squares } squares but row { $one } has { $first }
reason-other-size = the FEN is a { $found } board but the game is { $game } (use --game { $name })
reason-unknown-in-row = unknown cell { $char } in row { $row } (expected { $allowed })
reason-unknown-on-square = unknown cell { $char } on square { $square } (expected { $allowed })
reason-unknown-in-fen-row = unknown character { $char } in FEN row { $row } (expected { $allowed })
reason-or = { $list } or { $last }
reason-or-digit = { $list }, or a digit
reason-side-to-move = unknown side to move { $text } (expected { $first } or { $second })
reason-throw = unknown throw { $text } (expected 1 to 5, or - before the sticks are thrown)
reason-half-moves = bad half-move clock { $text } (expected a number from 0 to 65535)
reason-move-number = bad move number { $text } (expected a number from 1 to 65535)
reason-counts = { $stone ->
    [disc] impossible disc counts: { $x } x and { $o } o (x moves first, so x = o or o + 1)
   *[piece] impossible piece counts: { $x } x and { $o } o (x moves first, so x = o or o + 1)
}
reason-contradicts = side to move { $text } contradicts the { $stone ->
    [disc] disc
   *[piece] piece
} counts ({ $x } x, { $o } o)
reason-too-many-pieces = { $count } { $side ->
    [white] white
   *[black] black
} pieces on the board, at most { $max }
reason-water = a piece on square { $square } (the House of Water: no piece ever rests there)
reason-no-pieces = no piece of either side on the board (one side must still be playing)
reason-floats = a disc floats in column { $column } (row { $row } from the bottom is empty under it)
reason-both-lines = both sides have { $line ->
    [four] four in a row
   *[line] a line
}
reason-moved-on = { $line ->
    [four] { $winner } has four in a row, yet the game went on
   *[line] { $winner } has a line but has moved since it won
}
reason-no-last-move = { $line ->
    [four] { $winner } has fours that no single last disc could make
   *[line] { $winner } has lines that no single last move could make
}
reason-at-ply = ply { $ply }: { $why }
reason-not-a-column = { $text } is not a column (expected 1 to { $max })
reason-column-full = column { $column } is full
reason-after-end-won = column { $column } is played after the end of the game ({ $winner } has won)
reason-after-end-full = column { $column } is played after the end of the game (the board is full)
reason-game-over-move = { $text }: the game is over
reason-game-over = the game is over
reason-not-legal = { $text } is not a legal move here (expected one of: { $legal })
reason-illegal = { $mv } is not a legal move here
reason-not-a-square = { $text } is not a square (expected a1..{ $last })
reason-other-game = { $mv } is a move of another game
reason-expected = expected { $form }
reason-bad-game = bad game { $text }: { $why }
reason-unknown-game = unknown game { $text } (expected { $expected })
reason-unknown-algorithm = unknown algorithm { $text } (expected { $expected })
reason-unknown-enhancement = unknown enhancement { $word } in { $text } (expected { $expected })
