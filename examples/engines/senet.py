"""A one-ply UGI engine for Senet, with gametree's extension for the sticks (docs/engines.md):
the throws are moves of the move list (t1 ... t5) and the referee throws them. It plays the move
after which its pieces are furthest ahead of the opponent's (a piece borne off counts 40).
A starting point: replace choose() with your own search (expectimax over the throws, say).
  gametree match --game senet --algo star2 --engine "mine=python3 examples/engines/senet.py"
Standard library only. The rules are gametree's (rules/senet.md).
"""
import random
import sys

START = "wbwbwbwbwbwbwb................ w -"
ODDS = {1: 4, 2: 6, 3: 4, 4: 1, 5: 1}  # the throws' chances out of 16

def other(side):
    return "b" if side == "w" else "w"

def three(board, side, squares):
    """Does `side` hold three squares in a row among these consecutive `squares`?"""
    run = 0
    for s in squares:
        run = run + 1 if board.get(s) == side else 0
        if run == 3:
            return True
    return False

def landing(board, me, frm, t):
    """Where the piece of `me` on `frm` goes with throw `t`: a square, "water", "off", or None."""
    if board.get(frm) != me:
        return None
    if frm <= 25:
        to = frm + t if frm + t <= 26 else None  # every piece stops on 26 exactly
    elif frm == 26:
        to = {1: "water", 5: "off"}.get(t, 26 + t)
    else:
        to = "off" if frm == 30 or (frm, t) in ((28, 3), (29, 2)) else None
    them = other(me)
    if to == "off" and frm == 26 and three(board, them, range(27, 31)):
        return None
    if isinstance(to, int):
        if board.get(to) == me or three(board, them, range(frm + 1, to)):
            return None
        if board.get(to) == them and them in (board.get(to - 1), board.get(to + 1)):
            return None  # a piece with a neighbour of its own colour is protected
    return to

def reborn(board, side):
    board[next(s for s in range(15, 0, -1) if s not in board)] = side

def play(pos, move):
    """The position after a move: `tN` (a throw), `pass`, or the square of the piece moved."""
    board, me, t = pos
    if move.startswith("t"):
        return board, me, int(move[1:])
    board, frm = dict(board), None if move == "pass" else int(move)
    leaving = [s for s in (28, 29, 30) if board.get(s) == me and s != frm]
    if frm:
        to = landing(board, me, frm, t)
        del board[frm]
        if to == "water":
            reborn(board, me)
        elif to != "off":
            if board.get(to) == other(me):
                board[frm] = other(me)  # the two pieces swap
            board[to] = me
    for s in leaving:  # own pieces on 28-30 must leave within the turn, else back to 15
        if board.get(s) == me:
            del board[s]
            reborn(board, me)
    return board, other(me), None

def setup(fen, moves):
    cells, side, throw = fen.split()
    board = {i + 1: c for i, c in enumerate(cells) if c != "."}
    pos = (board, side, None if throw == "-" else int(throw))
    for m in moves:
        pos = play(pos, m)
    return pos

def ahead(board, side):
    """Squares travelled, a piece borne off counting 40: `side`'s less the opponent's."""
    def score(s):
        on = [q for q, c in board.items() if c == s]
        return sum(on) + 40 * (7 - len(on))
    return score(side) - score(other(side))

def choose(pos):
    board, me, t = pos
    moves = [str(s) for s in sorted(board) if landing(board, me, s, t)]
    if not moves:
        return "pass", ahead(board, me), 1
    best = max(moves, key=lambda m: ahead(play(pos, m)[0], me))
    return best, ahead(play(pos, best)[0], me), len(moves)

pos = setup(START, [])
for line in sys.stdin:
    words = line.split() or [""]
    if words[0] == "ugi":
        print("id name senet-oneply\nid author a student\nugiok", flush=True)
    elif words[0] == "isready":
        print("readyok", flush=True)
    elif words[0] == "position" and len(words) > 1:
        moves = words[words.index("moves") + 1:] if "moves" in words else []
        fen = " ".join(words[2:words.index("moves")] if moves else words[2:])
        pos = setup(fen if words[1] == "fen" else START, moves)
    elif words[0] == "go" and pos[2] is None:  # the sticks are to be thrown: throw them
        t = random.choices(list(ODDS), weights=list(ODDS.values()))[0]
        print(f"info string the sticks are thrown: t{t}\nbestmove t{t}", flush=True)
    elif words[0] == "go":
        best, value, n = choose(pos)
        print(f"info depth 1 score cp {value * 100} nodes {n} pv {best}", flush=True)
        print("bestmove " + best, flush=True)
    elif words[:2] == ["query", "chance"]:
        print("response " + str(pos[2] is None).lower(), flush=True)
    elif words[0] == "quit":
        break
