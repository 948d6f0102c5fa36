//! `gametree uai` driven as cuteataxx drives an engine: handshake, new game, full-FEN positions,
//! every `go` form, a forced pass, malformed commands, and `stop`/`quit`.

mod common;
use common::PATIENCE;
use common::engine::Engine;

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use gametree::game::Game;
use gametree::game::blobwar::BlobWar;

#[test]
fn a_cuteataxx_style_session() {
    let mut e = Engine::start("uai");
    e.send("uai");
    let hello = e.until("uaiok");
    assert!(hello.iter().any(|l| l.starts_with("id name gametree")));
    assert_eq!(hello.last().unwrap(), "uaiok");
    e.send("setoption name algorithm value alphabeta");
    e.send("isready");
    assert_eq!(e.until("readyok"), ["readyok"]);
    e.send("uainewgame");
    e.send("isready");
    e.until("readyok");

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
        let (best, lines, took) = e.timed_go(go);
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
    let (best, lines) = e.bestmove();
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
    assert_eq!(e.bestmove().0, "0000");

    // Moves after startpos, then a jump that wins material.
    e.send("position startpos moves g2 a1a3");
    e.send("go depth 2");
    let (best, _) = e.bestmove();
    let p = BlobWar::from_fen("x5o/7/7/7/o6/6x/6x x 1 2").unwrap();
    assert!(p.parse_move(&best).is_ok(), "{best}");

    // Malformed commands are reported, unknown ones ignored, and the engine carries on.
    e.send("position fen x5o/7/7/7 banana");
    e.send("position startpos moves d4");
    e.send("go depth");
    e.send("setoption name algorithm value bogosort");
    e.send("frobnicate now");
    e.send("isready");
    let lines = e.until("readyok");
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
    e.until("info depth 2");
    e.send("stop");
    let (best, _) = e.bestmove();
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
        assert!(start.elapsed() < PATIENCE, "quit did not end the engine");
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn end_of_input_ends_the_engine_after_its_answer() {
    let out = common::spawn(
        Command::new(env!("CARGO_BIN_EXE_gametree"))
            .arg("uai")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped()),
    )
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

const START: &str = "x5o/7/7/7/7/7/o5x x 0 1";
/// The start after x's g2: o to move.
const AFTER_G2: &str = "x5o/7/7/7/7/6x/o5x o 0 1";

#[test]
fn every_go_gets_a_legal_bestmove() {
    // Issue 9, item 5: each of these got no bestmove (a runner waits forever), or searched
    // forever.
    let mut e = Engine::start("uai");
    for (fen, go) in [
        // cuteataxx with time odds: a negative clock.
        (START, "go btime -76 wtime 1061 binc 100 winc 100"),
        (AFTER_G2, "go btime 1061 wtime -76 binc 100 winc 100"),
        ("x5o/7/7/7/7/7/o5x x 0 1", "go ponder btime 500 wtime 500"),
        (START, "go ponder"),
        (START, "go mate 3"),
        // Only the opponent's clock, only increments, only movestogo.
        (AFTER_G2, "go btime 0"),
        (START, "go wtime 100000"),
        (START, "go binc 100"),
        (START, "go movestogo 10"),
        (START, "go"),
        // Words it cannot read: reported, and answered at once.
        (START, "go banana"),
        (START, "go depth x"),
        (START, "go searchmoves a6"),
        (START, "go nodes 0"),
        (START, "go depth 0"),
    ] {
        let lines = legal_answer(&mut e, fen, go);
        if go.contains("banana") || go.contains(" x") || go.contains("searchmoves") {
            assert!(
                lines.iter().any(|l| l.starts_with("info string go")),
                "{go}: {lines:?}"
            );
        }
    }
    // Numbers too big for any clock (adding them to the time overflowed): long searches that
    // `stop` ends.
    for go in [
        "go movetime 18446744073709551615",
        "go btime 18446744073709551615 binc 18446744073709551615 movestogo 0",
    ] {
        e.send(&format!("position fen {START}"));
        e.send(go);
        e.until("info depth 2");
        e.send("stop");
        let (best, _) = e.bestmove();
        assert!(BlobWar::from_fen(START).unwrap().parse_move(&best).is_ok());
    }
    // A huge depth is capped, said so, and still ends with stop.
    e.send(&format!("position fen {START}"));
    e.send("go depth 100000");
    let l = e.until("info string go depth 100000");
    assert!(l.last().unwrap().contains("at most 500"), "{l:?}");
    e.send("stop");
    e.bestmove();
    e.send("quit");
    assert!(e.close().0.success());
}

#[test]
fn end_of_input_stops_an_endless_search_and_exits() {
    // Issue 9, item 5: `go infinite` or `go depth 100` and then the end of the input: the
    // process never exited.
    for go in ["go infinite", "go depth 100", "go movetime 100000000"] {
        let mut e = Engine::start("uai");
        e.send("position startpos");
        e.send(go);
        e.until("info depth 3");
        let (status, lines) = e.close();
        assert!(status.success(), "{go}: {status:?}");
        let best = lines.last().expect("a bestmove");
        let mv = best.strip_prefix("bestmove ").expect(best);
        assert!(
            BlobWar::from_fen("startpos")
                .unwrap()
                .parse_move(mv)
                .is_ok(),
            "{go}: {best}"
        );
    }
}

#[test]
fn bad_bytes_and_bad_positions_are_reported_and_the_engine_goes_on() {
    let mut e = Engine::start("uai");
    // Issue 9, item 5: one non-UTF-8 byte ended the engine with status 2.
    e.stdin.write_all(b"isready\n\xff\xfe\nisready\n").unwrap();
    e.stdin.flush().unwrap();
    let lines = e.until("readyok");
    assert_eq!(lines, ["readyok"]);
    let lines = e.until("readyok");
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(
        lines[0].starts_with("info string input line 2 is not UTF-8"),
        "{lines:?}"
    );
    // A line of a megabyte is skipped, not kept.
    let long = "x".repeat(1 << 20);
    e.send(&format!("position fen {long}"));
    e.send("isready");
    let lines = e.until("readyok");
    assert!(lines[0].contains("longer than 65536 bytes"), "{lines:?}");

    // A FEN of another board size was taken as a 3x7 board; a rejected position left `go`
    // searching the previous one without a word.
    e.send(&format!("position fen {AFTER_G2}"));
    e.send("position fen x5o/7/7 x 0 1");
    e.send("isready");
    let lines = e.until("readyok");
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(
        lines[0].starts_with("info string bad FEN: a 3x7 board"),
        "{lines:?}"
    );
    assert!(
        lines[0].contains(&format!("go will search {AFTER_G2}")),
        "{lines:?}"
    );
    e.send("go depth 1");
    let (best, _) = e.bestmove();
    let p = BlobWar::from_fen(AFTER_G2).unwrap();
    assert!(p.parse_move(&best).is_ok(), "{best} is o's move after g2");
    // Digit runs past 8 squares (they wrapped a 32-bit counter), and control characters.
    for fen in [
        "x4294967302/7/7/7/7/7/o5x x",
        "x5o/4294967303/7/7/7/7/o5x x",
        "4000000000/7/7/7/7/7/7 x",
    ] {
        e.send(&format!("position fen {fen}"));
        e.send("isready");
        let lines = e.until("readyok");
        assert!(lines[0].contains("more than 8 squares"), "{fen}: {lines:?}");
    }
    e.send("position fen x5o/7/7/7/7/7/o5x\x07 x");
    e.send("isready");
    let lines = e.until("readyok");
    assert!(lines[0].contains(r"'\u{7}'"), "{lines:?}");
    e.send("quit");
    assert!(e.close().0.success());
}

#[test]
fn deepening_stops_once_the_root_is_proven_or_forced() {
    // Issue 9, item 5: after a proven result the engine kept iterating (`score mate -2` up to
    // depth 105), and a forced pass used 90 of 100 ms.
    let mut e = Engine::start("uai");
    // x clones to f7 and converts o's last blob: a win in one ply.
    let lines = legal_answer(&mut e, "6o/5x1/7/7/7/7/7 x 0 1", "go movetime 3000");
    let infos: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info depth"))
        .collect();
    assert_eq!(infos.len(), 1, "{lines:?}");
    assert!(infos[0].contains("score mate 1"), "{lines:?}");
    // A forced pass: one legal move, nothing to deepen.
    let lines = legal_answer(&mut e, "x--4/---4/---4/7/7/7/6o x 0 1", "go movetime 3000");
    let infos: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info depth"))
        .collect();
    assert_eq!(infos.len(), 1, "{lines:?}");
    assert_eq!(lines.last().unwrap(), "bestmove 0000");
    e.send("quit");
    assert!(e.close().0.success());
}

#[test]
fn the_option_line_has_star2_and_info_lines_have_nps_and_seldepth() {
    let mut e = Engine::start("uai");
    e.send("uai");
    let hello = e.until("uaiok");
    let option = hello
        .iter()
        .find(|l| l.starts_with("option name algorithm"))
        .unwrap();
    for a in [
        "minimax",
        "minimax2",
        "negamax",
        "alphabeta",
        "negamax-ab",
        "star2",
    ] {
        assert!(option.contains(&format!(" var {a}")), "{option}");
    }
    e.send("setoption name algorithm value star2");
    let lines = legal_answer(&mut e, START, "go depth 3");
    let infos: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info depth"))
        .collect();
    assert_eq!(infos.len(), 3, "{lines:?}");
    for (i, info) in infos.iter().enumerate() {
        let words: Vec<&str> = info.split_whitespace().collect();
        let after = |key: &str| -> u64 {
            let at = words.iter().position(|&w| w == key).expect(key);
            words[at + 1].parse().unwrap()
        };
        assert_eq!(after("depth"), i as u64 + 1, "{info}");
        // No extensions: the deepest ply reached is the depth.
        assert_eq!(after("seldepth"), i as u64 + 1, "{info}");
        let (nodes, ms, nps) = (after("nodes"), after("time"), after("nps"));
        // nps is nodes per second of the time so far, which is measured in microseconds and
        // printed in whole milliseconds: between ms and ms + 1.
        assert!(nps + 1 >= nodes * 1000 / (ms + 1), "{info}");
        if let Some(most) = (nodes * 1000).checked_div(ms) {
            assert!(nps <= most, "{info}");
        }
    }
    e.send("quit");
    assert!(e.close().0.success());
}

#[test]
fn the_table_is_kept_from_one_move_to_the_next_and_a_new_game_clears_it() {
    let mut e = Engine::start("uai");
    e.send("uai");
    e.until("uaiok");
    // The nodes of the last info line before the bestmove.
    let nodes = |e: &mut Engine| {
        e.send("position startpos");
        e.send("go depth 7");
        let (_, lines) = e.bestmove();
        let info = lines
            .iter()
            .rev()
            .find(|l| l.starts_with("info depth 7"))
            .expect("an info line of depth 7");
        let words: Vec<&str> = info.split_whitespace().collect();
        let at = words.iter().position(|&w| w == "nodes").expect("nodes");
        words[at + 1].parse::<u64>().expect("a count")
    };
    let first = nodes(&mut e);
    // The same position again: the table still holds the whole search.
    let again = nodes(&mut e);
    assert!(again * 10 < first, "{again} nodes after {first}");
    // A new game starts with an empty table.
    e.send("uainewgame");
    let fresh = nodes(&mut e);
    assert!(
        fresh > again * 10,
        "{fresh} nodes after uainewgame, {again} before"
    );
    e.send("quit");
}

#[test]
fn an_enhancement_the_algorithm_cannot_take_is_refused_and_never_becomes_a_pass() {
    // Issue 31, item 3: after `enhance solver` the search failed and the failure was answered
    // with `bestmove 0000`, an illegal move while moves exist.
    let mut e = Engine::start("uai");
    for (algo, enhance) in [("negamax-ab", "solver"), ("alphabeta", "tt,solver")] {
        e.send(&format!("setoption name algorithm value {algo}"));
        e.send(&format!("setoption name enhance value {enhance}"));
        e.send("isready");
        let lines = e.until("readyok");
        assert_eq!(
            lines,
            [
                format!(
                    "info string {algo} takes tt, order, pvs, sym, threats, lmr, deeper, nmp, \
                     rfp, lmp, lmr2, ext, lmrh, fp, skiptt, dom, probcut, all, strong, prune or none (asked for {enhance}); ignored"
                ),
                "readyok".to_owned()
            ]
        );
        let lines = legal_answer(&mut e, START, "go depth 3");
        assert_ne!(lines.last().unwrap(), "bestmove 0000", "{lines:?}");
        assert!(
            lines.iter().any(|l| l.starts_with("info depth 3 ")),
            "{lines:?}"
        );
    }
    // A set taken by one algorithm is dropped, said so, when the next cannot take it.
    e.send("setoption name algorithm value mcts");
    e.send("setoption name enhance value solver");
    e.send("setoption name algorithm value negamax-ab");
    e.send("isready");
    let lines = e.until("readyok");
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(
        lines[0].starts_with("info string negamax-ab takes tt, order")
            && lines[0].ends_with("enhance solver is dropped, negamax-ab plays with its own"),
        "{lines:?}"
    );
    let lines = legal_answer(&mut e, START, "go depth 2");
    assert_ne!(lines.last().unwrap(), "bestmove 0000", "{lines:?}");
    e.send("quit");
    assert!(e.close().0.success());
}

#[test]
fn a_depth_only_go_ends_by_itself_with_mcts() {
    // Issue 31, item 4: MCTS is not stopped by a depth, and a depth-only `go` had a seven-day
    // budget: `go depth 3` and `go mate 2` never answered.
    let mut e = Engine::start("uai");
    e.send("setoption name algorithm value mcts");
    for go in ["go depth 3", "go mate 2"] {
        let start = Instant::now();
        let lines = legal_answer(&mut e, START, go);
        assert!(
            lines[0].starts_with("info string mcts does not search by depth"),
            "{go}: {lines:?}"
        );
        // The default budget, 20,000 iterations, takes well under a second on an idle machine.
        assert!(
            start.elapsed() < PATIENCE / 2,
            "{go}: {:?}",
            start.elapsed()
        );
    }
    // The depth-first ones still stop at the depth, after an info line for each.
    e.send("setoption name algorithm value negamax-ab");
    let lines = legal_answer(&mut e, START, "go depth 2");
    assert!(lines[0].starts_with("info depth 1 "), "{lines:?}");
    assert!(lines[1].starts_with("info depth 2 "), "{lines:?}");
    e.send("quit");
    assert!(e.close().0.success());
}

/// Sends `go …` in the position `fen` and checks the bestmove is legal there.
fn legal_answer(e: &mut Engine, fen: &str, go: &str) -> Vec<String> {
    e.send(&format!("position fen {fen}"));
    e.send(go);
    let (best, lines) = e.bestmove();
    let p = BlobWar::from_fen(fen).unwrap();
    assert!(p.parse_move(&best).is_ok(), "{fen}: {go}: illegal {best}");
    lines
}

#[test]
fn movetime_is_spent_nearly_whole() {
    // Issue 30: `go movetime 100` was answered after 59–69 ms on average: no pass started once
    // half the budget was gone, and a pass cut short was thrown away. Now the pass runs until
    // 97 ms (3 ms kept back for the answer's way out) and what it finished counts. (A lower
    // bound on wall time holds on a busy machine.)
    let mut e = Engine::start("uai");
    let fens = [
        "x5o/7/7/7/7/7/oo2xxx o 0 2",
        "x5o/7/7/7/7/4x2/oo3xx o 0 2",
        "x5o/x6/7/7/7/7/oo3xx o 0 2",
        "x5o/7/7/7/5x1/7/oo4x o 1 2",
        "x5o/7/7/7/4x2/7/oo3x1 o 1 2",
        "6o/7/x6/7/7/7/oo3xx o 1 2",
    ];
    let mut spent = Duration::ZERO;
    for fen in fens {
        e.send(&format!("position fen {fen}"));
        let (best, _, took) = e.timed_go("go movetime 100");
        let p = BlobWar::from_fen(fen).unwrap();
        assert!(p.parse_move(&best).is_ok(), "{fen}: illegal {best}");
        spent += took;
    }
    let mean = spent / u32::try_from(fens.len()).unwrap();
    assert!(mean >= Duration::from_millis(95), "mean {mean:?}");
    e.send("quit");
    assert!(e.close().0.success());
}

#[test]
fn a_game_on_a_clock_never_loses_on_time() {
    // Both sides played by the engine on a 1 s + 0.1 s clock, each clock charged with the wall
    // time from `go` to `bestmove` as cuteataxx charges it: no answer comes after its flag.
    // What a line's trip through the pipes costs at that moment (an `isready` round trip just
    // after the answer) is not charged: on a loaded machine it is the scheduler's, not the
    // engine's, and it once cost 200 ms here at load 7.
    let mut e = Engine::start("uai");
    let mut p = BlobWar::from_fen("x5o/7/7/7/7/7/oo2xxx o 0 2").unwrap();
    let mut clocks = [1000_u128, 1000];
    for _ in 0..30 {
        if p.outcome().is_some() {
            break;
        }
        e.send(&format!("position fen {p}"));
        let (best, _, took) = e.timed_go(&format!(
            "go btime {} wtime {} binc 100 winc 100",
            clocks[0], clocks[1]
        ));
        let took = took.saturating_sub(e.round_trip());
        let side = p.side_to_move().index();
        assert!(
            took.as_millis() < clocks[side],
            "{p}: {took:?} on a clock of {} ms",
            clocks[side]
        );
        clocks[side] = clocks[side] - took.as_millis() + 100;
        p = p.play(p.parse_move(&best).unwrap());
    }
    e.send("quit");
    assert!(e.close().0.success());
}

#[test]
fn the_answer_does_not_wait_for_helper_threads_to_stop() {
    // Issue 30: on 2 threads the main thread waited for its helper to stop before it answered,
    // and under load a game was lost on time. Here each helper takes 1.5 s to end once told to
    // stop (a test hook standing for a helper the system does not run): the bestmove still
    // comes within its movetime, and the helper ends during the opponent's turn.
    const STOP_MS: u64 = 1500;
    let mut e = Engine::start_with("uai", &[("GAMETREE_HELPER_STOP_MS", "1500")]);
    e.send("setoption name threads value 2");
    let mut p = BlobWar::from_fen(START).unwrap();
    for _ in 0..3 {
        e.send(&format!("position fen {p}"));
        let (best, _, took) = e.timed_go("go movetime 50");
        assert!(took < Duration::from_millis(50 + 450), "{p}: {took:?}");
        p = p.play(p.parse_move(&best).unwrap());
        std::thread::sleep(Duration::from_millis(STOP_MS + 300));
    }
    e.send("quit");
    assert!(e.close().0.success());
}

#[test]
fn the_evaluation_terms_and_each_enhancement_are_options() {
    let mut e = Engine::start("uai");
    e.send("uai");
    let hello = e.until("uaiok");
    for o in [
        "option name tempo type check default false",
        "option name safe type check default false",
        "option name tuned type check default false",
        "option name tapered type check default true",
        "option name nmp type check default false",
        "option name lmr type check default true",
        "option name skiptt type check default true",
        "option name dom type check default false",
        "option name probcut type check default true",
    ] {
        assert!(hello.iter().any(|l| l == o), "{o}: {hello:?}");
    }
    // One ply from the start: the tempo adds a blob (100 cp) to the value, and goes off again.
    let score = |e: &mut Engine| {
        let lines = legal_answer(e, START, "go depth 1");
        let info = lines
            .iter()
            .rfind(|l| l.starts_with("info depth 1 "))
            .unwrap();
        let cp = info
            .split(" score cp ")
            .nth(1)
            .unwrap()
            .split_whitespace()
            .next();
        cp.unwrap().parse::<i64>().unwrap()
    };
    let plain = score(&mut e);
    e.send("setoption name tempo value true");
    assert_eq!(
        score(&mut e),
        plain - 100,
        "the opponent moves at the leaves"
    );
    e.send("setoption name tempo value false");
    assert_eq!(score(&mut e), plain);
    e.send("setoption name tempo value maybe");
    e.send("isready");
    assert_eq!(
        e.until("readyok"),
        [
            "info string tempo 'maybe' is not a switch (expected true or false)",
            "readyok"
        ]
    );
    e.send("quit");
    assert!(e.close().0.success());
}

#[test]
fn threads_is_an_option_and_every_thread_count_answers_legally() {
    let mut e = Engine::start("uai");
    e.send("uai");
    let hello = e.until("uaiok");
    let o = "option name threads type spin default 1 min 1 max 256";
    assert!(hello.iter().any(|l| l == o), "{o}: {hello:?}");
    for bad in ["0", "257", "two"] {
        e.send(&format!("setoption name threads value {bad}"));
        e.send("isready");
        assert_eq!(
            e.until("readyok"),
            [
                format!("info string threads '{bad}' is not a thread count (expected 1 to 256)"),
                "readyok".to_string()
            ]
        );
    }
    for threads in [2, 4, 1] {
        e.send(&format!("setoption name Threads value {threads}"));
        e.send("uainewgame");
        let lines = legal_answer(&mut e, START, "go depth 6");
        assert!(
            lines.iter().any(|l| l.starts_with("info depth 6 ")),
            "{threads} threads: {lines:?}"
        );
        legal_answer(&mut e, AFTER_G2, "go movetime 200");
    }
    e.send("quit");
    assert!(e.close().0.success());
}
