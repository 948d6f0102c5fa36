"""A one-ply UGI engine for tic-tac-toe, m,n,k and Connect Four: it wins at once if it can,
else blocks the opponent's win, else plays the legal move nearest the centre.
A starting point: replace choose() with your own search. Standard library only.
  gametree match --algo negamax-ab --engine "mine=python3 examples/engines/oneply.py"
"""
import sys

game = "tictactoe"

def setup(fen, moves):
    """The board (a dict (file, rank) -> 'x'|'o'), its size, k, gravity and the side to move."""
    name, _, size = game.partition(":")
    if not fen:  # startpos: the game's empty board (WxH in its name, else 3x3 or 7x6), x to move
        w, h = map(int, (size.split(":")[0] or ("3x3" if name == "tictactoe" else "7x6")).split("x"))
        fen = "/".join(["." * w] * h) + " x"
    rows, side = fen.split()[0].split("/"), fen.split()[1]
    w, h = len(rows[0]), len(rows)
    k = int(size.split(":")[1]) if name == "mnk" else (3 if name == "tictactoe" else 4)
    board = {(f, h - 1 - i): c for i, row in enumerate(rows) for f, c in enumerate(row) if c != "."}
    pos = {"board": board, "w": w, "h": h, "k": k, "drop": name == "connect4", "side": side}
    for m in moves:
        play(pos, cell(pos, m))
    return pos

def cell(pos, move):
    """The square a move fills: a column to drop in (Connect Four) or a square like c3."""
    if pos["drop"]:
        f = int(move) - 1
        return (f, sum(1 for r in range(pos["h"]) if (f, r) in pos["board"]))
    return (ord(move[0]) - ord("a"), int(move[1:]) - 1)

def name(pos, sq):
    """The move's text: the column from 1, or the square."""
    return str(sq[0] + 1) if pos["drop"] else chr(ord("a") + sq[0]) + str(sq[1] + 1)

def play(pos, sq):
    pos["board"][sq], pos["side"] = pos["side"], "o" if pos["side"] == "x" else "x"

def legal(pos):
    b, w, h = pos["board"], pos["w"], pos["h"]
    if pos["drop"]:
        return [cell(pos, str(f + 1)) for f in range(w) if (f, h - 1) not in b]
    return [(f, r) for r in range(h) for f in range(w) if (f, r) not in b]

def wins(pos, sq, side):
    """Would `side` playing `sq` make k in a row?"""
    b = pos["board"]
    for df, dr in ((1, 0), (0, 1), (1, 1), (1, -1)):
        run = 1
        for s in (1, -1):
            f, r = sq[0] + s * df, sq[1] + s * dr
            while b.get((f, r)) == side:
                run, f, r = run + 1, f + s * df, r + s * dr
        if run >= pos["k"]:
            return True
    return False

def choose(pos):
    moves, me, them = legal(pos), pos["side"], "o" if pos["side"] == "x" else "x"
    centre = ((pos["w"] - 1) / 2, (pos["h"] - 1) / 2)
    return min(moves, key=lambda sq: (not wins(pos, sq, me), not wins(pos, sq, them),
                                      abs(sq[0] - centre[0]) + abs(sq[1] - centre[1])))

pos = None
for line in sys.stdin:
    words = line.split() or [""]
    if words[0] == "ugi":
        print("id name oneply\nid author a student\nugiok", flush=True)
    elif words[0] == "isready":
        print("readyok", flush=True)
    elif words[:3] == ["setoption", "name", "game"] and len(words) == 5:
        game = words[4]
    elif words[0] == "position":
        moves = words[words.index("moves") + 1:] if "moves" in words else []
        fen = " ".join(words[2:words.index("moves")] if moves else words[2:])
        pos = setup(fen if words[1] == "fen" else "", moves)
    elif words[0] == "go" and pos:
        best = name(pos, choose(pos))
        print(f"info depth 1 score cp 0 nodes {len(legal(pos))} pv {best}", flush=True)
        print("bestmove " + best, flush=True)
    elif words[0] == "quit":
        break
