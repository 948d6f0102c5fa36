//! `gametree uai` driven as cuteataxx drives an engine: handshake, new game, full-FEN positions,
//! every `go` form, a forced pass, malformed commands, and `stop`/`quit`.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use gametree::game::Game;
use gametree::game::blobwar::BlobWar;

struct Engine {
    child: Child,
    stdin: ChildStdin,
    lines: mpsc::Receiver<String>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_gametree"))
            .arg("uai")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the binary starts");
        let stdin = child.stdin.take().unwrap();
        let stdout: ChildStdout = child.stdout.take().unwrap();
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Engine {
            child,
            stdin,
            lines,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
    }

    /// Reads lines until one starts with `prefix`; returns all of them, that one last.
    fn until(&mut self, prefix: &str, within: Duration) -> Vec<String> {
        let deadline = Instant::now() + within;
        let mut seen = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(l) => {
                    let done = l.starts_with(prefix);
                    seen.push(l);
                    if done {
                        return seen;
                    }
                }
                Err(_) => panic!("no '{prefix}' within {within:?}; got {seen:?}"),
            }
        }
    }

    fn bestmove(&mut self, within: Duration) -> (String, Vec<String>) {
        let lines = self.until("bestmove", within);
        let best = lines.last().unwrap().split_whitespace().nth(1).unwrap();
        (best.to_owned(), lines)
    }
}

const SECOND: Duration = Duration::from_secs(1);

#[test]
fn a_cuteataxx_style_session() {
    let mut e = Engine::start();
    e.send("uai");
    let hello = e.until("uaiok", 5 * SECOND);
    assert!(hello.iter().any(|l| l.starts_with("id name gametree")));
    assert_eq!(hello.last().unwrap(), "uaiok");
    e.send("setoption name algorithm value alphabeta");
    e.send("isready");
    assert_eq!(e.until("readyok", SECOND), ["readyok"]);
    e.send("uainewgame");
    e.send("isready");
    e.until("readyok", SECOND);

    // Every go form cuteataxx sends, on full FENs; each answer is a legal move.
    let fens = [
        "x5o/7/7/7/7/7/o5x x 0 1",
        "x5o/7/7/7/7/7/ooo1xxx x 0 3",
        "x5o/x6/7/7/7/o6/ooo1xxx o 0 4",
    ];
    for (fen, go) in fens.iter().zip([
        "go depth 3",
        "go movetime 100",
        "go btime 1000 wtime 1066 binc 100 winc 100",
    ]) {
        e.send(&format!("position fen {fen}"));
        e.send("isready");
        e.until("readyok", SECOND);
        let start = Instant::now();
        e.send(go);
        let (best, lines) = e.bestmove(5 * SECOND);
        let took = start.elapsed();
        let p = BlobWar::from_fen(fen).unwrap();
        assert!(p.parse_move(&best).is_ok(), "{fen}: {go}: illegal {best}");
        let infos: Vec<&String> = lines
            .iter()
            .filter(|l| l.starts_with("info depth"))
            .collect();
        assert!(!infos.is_empty(), "{go}: no info lines: {lines:?}");
        for w in ["score cp", "nodes", "time", "pv"] {
            assert!(infos[0].contains(w), "{}", infos[0]);
        }
        if go == "go depth 3" {
            assert!(
                infos.last().unwrap().starts_with("info depth 3 "),
                "{infos:?}"
            );
        } else {
            // 100 ms of movetime, or a slice of a 1 s clock: answered well inside the clock.
            assert!(took < Duration::from_millis(900), "{go}: {took:?}");
        }
    }

    // Nodes: the search stops near the budget.
    e.send("position startpos");
    e.send("go nodes 5000");
    let (best, lines) = e.bestmove(5 * SECOND);
    assert!(
        BlobWar::from_fen("startpos")
            .unwrap()
            .parse_move(&best)
            .is_ok()
    );
    let nodes: u64 = lines
        .iter()
        .filter_map(|l| l.split(" nodes ").nth(1))
        .filter_map(|s| s.split_whitespace().next()?.parse().ok())
        .max()
        .unwrap();
    assert!(nodes <= 5000, "{lines:?}");

    // A forced pass is answered with 0000.
    e.send("position fen x--4/---4/---4/7/7/7/6o x 0 1");
    e.send("go movetime 50");
    assert_eq!(e.bestmove(5 * SECOND).0, "0000");

    // Moves after startpos, then a jump that wins material.
    e.send("position startpos moves g2 a1a3");
    e.send("go depth 2");
    let (best, _) = e.bestmove(5 * SECOND);
    let p = BlobWar::from_fen("x5o/7/7/7/o6/6x/6x x 1 2").unwrap();
    assert!(p.parse_move(&best).is_ok(), "{best}");

    // Malformed commands are reported, unknown ones ignored, and the engine carries on.
    e.send("position fen x5o/7/7/7 banana");
    e.send("position startpos moves d4");
    e.send("go depth");
    e.send("setoption name algorithm value bogosort");
    e.send("frobnicate now");
    e.send("isready");
    let lines = e.until("readyok", SECOND);
    let strings: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info string"))
        .collect();
    assert_eq!(strings.len(), 4, "{lines:?}");
    assert!(strings[0].contains("bad FEN"));
    assert!(strings[1].contains("'d4' is not a legal move"));
    assert!(strings[2].contains("expected a number"));
    assert!(strings[3].contains("unknown algorithm"));

    // stop ends an infinite search with a bestmove; quit ends the process.
    e.send("position startpos");
    e.send("go infinite");
    std::thread::sleep(Duration::from_millis(200));
    e.send("stop");
    let (best, _) = e.bestmove(2 * SECOND);
    assert!(
        BlobWar::from_fen("startpos")
            .unwrap()
            .parse_move(&best)
            .is_ok()
    );
    e.send("quit");
    let start = Instant::now();
    loop {
        if let Some(status) = e.child.try_wait().unwrap() {
            assert!(status.success());
            break;
        }
        assert!(start.elapsed() < 2 * SECOND, "quit did not end the engine");
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn end_of_input_ends_the_engine_after_its_answer() {
    let out = Command::new(env!("CARGO_BIN_EXE_gametree"))
        .arg("uai")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .and_then(|mut c| {
            c.stdin
                .take()
                .unwrap()
                .write_all(b"uai\nposition startpos\ngo depth 2\n")?;
            c.wait_with_output()
        })
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("uaiok"), "{text}");
    assert!(
        text.lines().last().unwrap().starts_with("bestmove "),
        "{text}"
    );
}
