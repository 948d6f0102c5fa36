"""A fake UGI engine for tic-tac-toe (m,n,k) that misbehaves on purpose, for tests/host.rs and
tests/match.rs. The first argument picks how:

  correct  plays the first empty square (a1, b1, ... row by row)
  crash    plays correctly once, then exits with status 3 at its second go
  die      says why on stderr and exits with status 3 at its first go
  deaf     never answers the handshake
  mute     never answers go by itself, but answers stop (as if told go infinite)
  nostop   never answers go, and ignores stop too
  illegal  plays b2 at the start, else the square just played (occupied)
  garbage  answers go with a line of bytes that are not UTF-8
  flood    answers go with a 100 MB line

Standard library only.
"""
import sys
import time

MODE = sys.argv[1] if len(sys.argv) > 1 else "correct"
out = sys.stdout


def say(line):
    out.write(line + "\n")
    out.flush()


def empty_squares(words):
    """The empty squares after `position fen <board> <side> [moves ...]`, in a1 b1 ... order."""
    board = words[2]
    rows = board.split("/")
    height = len(rows)
    taken = set(words[words.index("moves") + 1:]) if "moves" in words else set()
    squares = []
    for rank in range(1, height + 1):
        row = rows[height - rank]
        for file, cell in enumerate(row):
            name = chr(ord("a") + file) + str(rank)
            if cell == "." and name not in taken:
                squares.append(name)
    return squares, taken


position = ["position", "fen", ".../.../...", "x"]
goes = 0
for line in sys.stdin:
    words = line.split()
    if not words:
        continue
    cmd = words[0]
    if cmd == "ugi":
        if MODE == "deaf":
            continue
        say("id name fake-" + MODE)
        say("ugiok")
    elif cmd == "isready":
        say("readyok")
    elif cmd == "position":
        position = words
    elif cmd == "go":
        goes += 1
        if MODE == "crash" and goes == 2:
            sys.exit(3)
        if MODE == "die":
            sys.stderr.write("fake: out of ideas\n")
            sys.stderr.flush()
            sys.exit(3)
        if MODE in ("mute", "nostop"):
            continue
        if MODE == "garbage":
            out.flush()
            sys.stdout.buffer.write(b"bestmove \xff\xfe\x80\n")
            sys.stdout.buffer.flush()
            continue
        if MODE == "flood":
            out.flush()
            chunk = b"x" * (1 << 20)
            for _ in range(100):
                sys.stdout.buffer.write(chunk)
            sys.stdout.buffer.write(b"\n")
            sys.stdout.buffer.flush()
            continue
        free, taken = empty_squares(position)
        say("info depth 1 score cp 0 nodes 1 pv " + free[0])
        if MODE == "illegal":
            played = position[position.index("moves") + 1:] if "moves" in position else []
            say("bestmove " + (played[-1] if played else "b2"))
        else:
            say("bestmove " + free[0])
    elif cmd == "stop":
        if MODE == "mute":
            free, _ = empty_squares(position)
            say("bestmove " + free[0])
    elif cmd == "quit":
        if MODE == "nostop":
            continue
        break

if MODE == "nostop":
    # Not even the end of its input ends it: only a kill does.
    time.sleep(3600)
