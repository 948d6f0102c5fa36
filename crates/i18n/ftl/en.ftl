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
notice-passed = { $side } had no move and passed

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

## The values view (V)

values-over = V: the game is over — no move to value
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

## Engine against engine (issue 29)
key-9 = next engine, other side (self-play)
