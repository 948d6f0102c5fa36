//! `gametree ugi` driven as a UGI runner drives an engine, through whole games of every game:
//! each move checked against the rules, every `go` answered by one legal `bestmove` in its time,
//! the referee's queries checked against the rules' own answers; bad input answered with one
//! `info string` line that changes nothing; `stop` and `go` without a limit.

mod common;
use common::engine::Engine;
use common::{PATIENCE, variant};

use std::time::{Duration, Instant};

use gametree::app::seat::AnyPosition;
use gametree::game::{Outcome, Side};

/// The engine after the handshake, playing `game`.
fn engine(game: &str) -> Engine {
    let mut e = Engine::start("ugi");
    e.send("ugi");
    let hello = e.until("ugiok");
    assert!(hello.iter().any(|l| l.starts_with("id name gametree")));
    assert!(
        hello.contains(&"option name game type string default tictactoe".to_owned()),
        "{hello:?}"
    );
    e.send(&format!("setoption name game value {game}"));
    e.send("isready");
    assert_eq!(e.until("readyok"), ["readyok"]);
    e.send("uginewgame");
    e
}

/// Asks `query what` and returns the word of the response.
fn query(e: &mut Engine, what: &str) -> String {
    e.send(&format!("query {what}"));
    let lines = e.until("response ");
    assert_eq!(lines.len(), 1, "query {what}: {lines:?}");
    lines[0]["response ".len()..].to_owned()
}

/// The referee's queries at `p`, checked against the rules.
fn check_queries(e: &mut Engine, p: &AnyPosition) {
    assert_eq!(query(e, "gameover"), p.is_over().to_string(), "{p}");
    assert_eq!(
        query(e, "p1turn"),
        (p.side_to_move() == Side::First).to_string(),
        "{p}"
    );
    let result = match p.outcome() {
        None => "none",
        Some(Outcome::Draw) => "draw",
        Some(Outcome::Win(Side::First)) => "p1win",
        Some(Outcome::Win(Side::Second)) => "p2win",
    };
    assert_eq!(query(e, "result"), result, "{p}");
    assert_eq!(
        query(e, "chance"),
        (!p.is_over() && p.is_chance()).to_string(),
        "{p}"
    );
}

/// The `go` forms a runner sends, in turn, and how long each may take at most (`None`: a depth
/// or node limit, bounded only by the guard against a hang).
const GOS: [(&str, Option<u64>); 5] = [
    ("go movetime 40", Some(40)),
    (
        "go p1time 3000 p2time 3000 p1inc 20 p2inc 20",
        Some(3000 / 2),
    ),
    ("go depth 2", None),
    ("go nodes 400", None),
    ("go p1time 100 p2time 100", Some(100)),
];

/// The margin a loaded machine is given past a time limit: the answer is late only by the
/// thread's wake-up and the line's trip through the pipe.
const MARGIN: Duration = Duration::from_millis(700);

/// A small random generator for the throws (the referee owns the dice).
struct Dice(u64);

impl Dice {
    fn next(&mut self) -> f64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 11) as f64 / (1u64 << 53) as f64
    }

    /// A throw at `p`, at the rules' odds.
    fn throw(&mut self, p: &AnyPosition) -> String {
        let moves = p.legal_moves();
        let mut left = self.next();
        let m = moves
            .iter()
            .copied()
            .find(|&m| {
                left -= p.probability(m);
                left < 0.0
            })
            .unwrap_or(*moves.last().unwrap());
        m.to_string()
    }
}

/// Plays a whole game of `game` as a runner would: the full move list each turn, the `go`
/// forms in turn (or `go_override` for every move), each bestmove played on the rules' own
/// position. Returns the number of moves played.
fn whole_game(game: &str, go_override: Option<&str>) -> usize {
    let mut e = engine(game);
    let mut p = variant(game).start();
    let mut moves: Vec<String> = Vec::new();
    let mut dice = Dice(7);
    let mut turn = 0;
    while !p.is_over() {
        assert!(turn < 2000, "{game}: no end after {turn} moves");
        e.send(&format!("position startpos moves {}", moves.join(" ")));
        check_queries(&mut e, &p);
        if p.is_chance() {
            // The referee throws; the throw goes into the move list.
            let t = dice.throw(&p);
            p = p.play(p.parse_move(&t).unwrap()).unwrap();
            moves.push(t);
            continue;
        }
        let (go, limit) = match go_override {
            Some(go) => (go, None),
            None => GOS[turn % GOS.len()],
        };
        let (best, lines, took) = e.timed_go(go);
        if let Some(ms) = limit {
            assert!(
                took < Duration::from_millis(ms) + MARGIN,
                "{game}: {go} took {took:?}"
            );
        }
        assert_eq!(
            lines.iter().filter(|l| l.starts_with("bestmove")).count(),
            1
        );
        assert!(
            lines
                .iter()
                .all(|l| l.starts_with("info ") || l.starts_with("bestmove ")),
            "{lines:?}"
        );
        for info in lines.iter().filter(|l| l.starts_with("info depth ")) {
            for w in [" score ", " nodes ", " nps ", " time "] {
                assert!(info.contains(w), "{info}");
            }
        }
        let mv = p
            .parse_move(&best)
            .unwrap_or_else(|e| panic!("{game}: {go} at {p}: illegal bestmove {best}: {e}"));
        p = p.play(mv).unwrap();
        moves.push(best);
        turn += 1;
    }
    e.send(&format!("position startpos moves {}", moves.join(" ")));
    check_queries(&mut e, &p);
    e.send("quit");
    let (status, rest) = e.close();
    assert!(status.success());
    assert!(rest.is_empty(), "{rest:?}");
    moves.len()
}

#[test]
fn whole_games_of_tictactoe_and_mnk() {
    // Tic-tac-toe between two perfect players is a draw of nine moves.
    assert_eq!(whole_game("tictactoe", Some("go movetime 1000")), 9);
    assert!(whole_game("mnk:5x5:4", None) >= 7);
}

#[test]
fn a_whole_game_of_connect4() {
    assert!(whole_game("connect4", None) >= 7);
}

#[test]
fn a_whole_game_of_blobwar() {
    assert!(whole_game("blobwar", None) >= 2);
}

#[test]
fn a_whole_game_of_senet_the_runner_throwing() {
    assert!(whole_game("senet", Some("go depth 2")) > 40);
}

#[test]
fn a_go_where_the_sticks_are_to_be_thrown_answers_a_throw() {
    let mut e = engine("senet");
    e.send("position startpos");
    assert_eq!(query(&mut e, "chance"), "true");
    e.send("go movetime 100");
    let (best, _) = e.bestmove();
    let start = variant("senet").start();
    let thrown = start.play(start.parse_move(&best).unwrap()).unwrap();
    assert!(!thrown.is_chance(), "{best}");
}

/// Sends `line`, then `isready`: returns what came before `readyok`.
fn answer_to(e: &mut Engine, line: &str) -> Vec<String> {
    e.send(line);
    e.send("isready");
    let mut lines = e.until("readyok");
    lines.pop();
    lines
}

#[test]
fn bad_input_gets_one_info_string_and_changes_nothing() {
    let mut e = engine("connect4");
    e.send("position startpos moves 4 4");
    for (line, says) in [
        ("castle kingside", "unknown command 'castle'"),
        ("position fen 9/9/9 x", "bad fen for connect4"),
        ("position startpos moves 4 4 8", "bad move list"),
        ("position startpos moves 4 4 4 4 4 4 4", "bad move list"),
        ("position sideways", "expected 'startpos' or 'fen"),
        (
            "setoption name colour value blue",
            "unknown option 'colour'",
        ),
        ("setoption name game value chess", "unknown game 'chess'"),
        ("setoption name game value mnk:9x9:3", "bad game"),
        ("setoption name algorithm value bogosort", "bogosort"),
        ("setoption name hash value 0", "is not a table size"),
        ("setoption name depth value deep", "is not a depth"),
        ("setoption name enhance value wings", "wings"),
        ("setoption game", "expected 'setoption name"),
        ("query colour", "query 'colour'"),
        ("query", "expected 'query gameover"),
    ] {
        let lines = answer_to(&mut e, line);
        assert_eq!(lines.len(), 1, "{line}: {lines:?}");
        assert!(
            lines[0].starts_with("info string ") && lines[0].contains(says),
            "{line}: {lines:?}"
        );
        // The game, the position and whose turn it is are as they were.
        assert_eq!(query(&mut e, "p1turn"), "true", "{line}");
        assert_eq!(query(&mut e, "gameover"), "false", "{line}");
    }
    e.send("go depth 3");
    let (best, lines) = e.bestmove();
    let p = variant("connect4").start();
    let p = p.play(p.parse_move("4").unwrap()).unwrap();
    let p = p.play(p.parse_move("4").unwrap()).unwrap();
    assert!(p.parse_move(&best).is_ok(), "{best}");
    assert!(
        lines.iter().any(|l| l.starts_with("info depth 3 ")),
        "{lines:?}"
    );
    // A go it cannot read is answered at once, never with an error for a move.
    let lines = answer_to(&mut e, "go sideways 3");
    assert!(lines[0].starts_with("info string go: unknown limit 'sideways'"));
    let best = lines.last().unwrap().strip_prefix("bestmove ").unwrap();
    assert!(p.parse_move(best).is_ok(), "{lines:?}");
}

#[test]
fn stop_answers_at_once_and_every_other_go_ends_by_itself() {
    let mut e = engine("mnk:7x7:5");
    e.send("position startpos moves d4");
    e.send("go infinite");
    std::thread::sleep(Duration::from_millis(300));
    // A referee's query is answered while the engine thinks, and does not stop it.
    e.send("query gameover");
    let lines = e.until("response ");
    assert_eq!(lines.last().unwrap(), "response false");
    assert!(
        !lines.iter().any(|l| l.starts_with("bestmove")),
        "{lines:?}"
    );
    std::thread::sleep(Duration::from_millis(100));
    let start = Instant::now();
    e.send("stop");
    let (best, _) = e.bestmove();
    assert!(start.elapsed() < Duration::from_millis(500) + MARGIN);
    let p = variant("mnk:7x7:5").start();
    let p = p.play(p.parse_move("d4").unwrap()).unwrap();
    assert!(p.parse_move(&best).is_ok(), "{best}");
    // A bare go, and MCTS told only a depth, end of their own accord.
    for (algo, go) in [("negamax-ab", "go"), ("mcts", "go depth 3"), ("mcts", "go")] {
        e.send(&format!("setoption name algorithm value {algo}"));
        let start = Instant::now();
        e.send(go);
        let (best, _) = e.bestmove();
        assert!(start.elapsed() < PATIENCE, "{algo}: {go}");
        assert!(p.parse_move(&best).is_ok(), "{algo}: {go}: {best}");
    }
}

#[test]
fn the_depth_option_caps_every_search_and_a_new_game_option_starts_over() {
    let mut e = engine("connect4");
    e.send("setoption name depth value 2");
    e.send("position startpos moves 4");
    let start = Instant::now();
    e.send("go movetime 5000");
    let (_, lines) = e.bestmove();
    assert!(start.elapsed() < Duration::from_millis(2000), "{lines:?}");
    let depths: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info depth"))
        .collect();
    assert!(
        depths.last().unwrap().starts_with("info depth 2 "),
        "{lines:?}"
    );
    // Another game starts at its start: first player to move.
    e.send("setoption name game value tictactoe");
    assert_eq!(query(&mut e, "p1turn"), "true");
    e.send("go depth 9");
    let (best, _) = e.bestmove();
    let p = variant("tictactoe").start();
    assert!(p.parse_move(&best).is_ok(), "{best}");
}

#[test]
fn a_finished_game_is_refereed_and_a_go_there_says_so() {
    let mut e = engine("tictactoe");
    // x has the diagonal.
    e.send("position startpos moves a1 b1 b2 c1 c3");
    assert_eq!(query(&mut e, "gameover"), "true");
    assert_eq!(query(&mut e, "result"), "p1win");
    e.send("go movetime 100");
    let (best, lines) = e.bestmove();
    assert_eq!(best, "0000");
    assert_eq!(lines, ["info string the game is over", "bestmove 0000"]);
    // A move past the end is refused and the position stays.
    let lines = answer_to(&mut e, "position startpos moves a1 b1 b2 c1 c3 a3");
    assert!(
        lines[0].starts_with("info string bad move list"),
        "{lines:?}"
    );
    assert_eq!(query(&mut e, "result"), "p1win");
}
