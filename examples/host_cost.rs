//! What hosting an engine costs per move beyond the engine's own time: the median time of a
//! move through `gametree::host` (`position` and `go` sent, `info` and `bestmove` read on the
//! reader thread, the move checked by the rules, the traffic logged) against the median of the
//! same exchange done bare (two lines written, lines read on this thread until `bestmove`), with
//! the same engine. The difference is the host's own cost (docs/engines.md).
//!
//! ```text
//! cargo run --release --example host_cost -- 2000 python3 tests/engines/fake.py correct
//! ```

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use gametree::app::seat::Variant;
use gametree::host::{Budget, Engine, EngineSpec, Timeouts};

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (n, argv) = match args.split_first() {
        Some((n, argv)) if !argv.is_empty() => (n.parse::<usize>().unwrap_or(1000), argv),
        _ => {
            eprintln!("usage: host_cost MOVES COMMAND...");
            std::process::exit(2);
        }
    };
    let variant: Variant = "tictactoe".parse().expect("a game");
    let start = variant.start();
    let spec = EngineSpec {
        name: "engine".into(),
        argv: argv.to_vec(),
        protocol: gametree::host::Protocol::Ugi,
        options: Vec::new(),
    };
    let mut engine = Engine::start(&spec, variant, Timeouts::default()).expect("it starts");
    engine.new_game().expect("readyok");
    let budget = Budget::MoveTime(Duration::from_millis(1000));
    let hosted: Vec<Duration> = (0..n)
        .map(|_| {
            let t = Instant::now();
            engine
                .go(&start, &[], &start, &budget, &mut |_| {})
                .expect("a move");
            t.elapsed()
        })
        .collect();
    drop(engine);

    let mut child = Command::new(&argv[0])
        .args(&argv[1..])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("it starts");
    let mut stdin = child.stdin.take().expect("stdin");
    let mut stdout = BufReader::new(child.stdout.take().expect("stdout"));
    let mut line = String::new();
    let mut until = |word: &str, stdout: &mut BufReader<_>| loop {
        line.clear();
        stdout.read_line(&mut line).expect("a line");
        if line.starts_with(word) {
            break;
        }
    };
    writeln!(stdin, "ugi\nsetoption name game value tictactoe\nisready").expect("sent");
    until("readyok", &mut stdout);
    let bare: Vec<Duration> = (0..n)
        .map(|_| {
            let t = Instant::now();
            write!(stdin, "position fen {start}\ngo movetime 1000\n").expect("sent");
            stdin.flush().expect("sent");
            until("bestmove", &mut stdout);
            t.elapsed()
        })
        .collect();
    drop(stdin);
    let _ = child.wait();
    let (h, b) = (median(hosted), median(bare));
    println!(
        "{n} moves: hosted median {:.1} µs, bare median {:.1} µs, the host's own cost {:.1} µs a move",
        h.as_secs_f64() * 1e6,
        b.as_secs_f64() * 1e6,
        (h.as_secs_f64() - b.as_secs_f64()) * 1e6
    );
}
