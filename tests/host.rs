//! The engine host (`gametree::host`) against fake engines of our own (`tests/engines/fake.py`):
//! one correct, the others crashing, deaf, mute, ignoring `stop`, playing an illegal move,
//! writing garbage or a 100 MB line. Each ends in a failure that says what the engine did, in
//! bounded time, and leaves no process behind.

mod common;

use std::path::Path;
use std::time::{Duration, Instant};

use gametree::app::seat::{AnyPosition, Variant};
use gametree::host::{Budget, Engine, EngineSpec, Failure, Timeouts};

/// The fake engine in `mode`, as `match --engine` would name it.
fn fake(mode: &str) -> EngineSpec {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/engines/fake.py");
    EngineSpec::parse(&format!("{mode}=python3 '{}' {mode}", script.display())).unwrap()
}

/// Short waits, so that the failures come quickly.
fn quick() -> Timeouts {
    Timeouts {
        handshake: Duration::from_secs(20),
        margin: Duration::from_millis(100),
        grace: Duration::from_millis(300),
    }
}

fn tictactoe() -> (Variant, AnyPosition) {
    let v: Variant = "tictactoe".parse().unwrap();
    (v, v.start())
}

/// True while the process `pid` exists (a zombie not yet waited for counts).
fn alive(pid: u32) -> bool {
    Path::new(&format!("/proc/{pid}")).exists()
}

/// Starts `mode`'s engine for a new game of tic-tac-toe.
fn started(mode: &str) -> Engine {
    let (v, _) = tictactoe();
    let mut e = Engine::start(&fake(mode), v, quick()).expect("the fake engine starts");
    e.new_game().expect("readyok");
    e
}

/// Asks `e` for a move after `moves` from the start, at 100 ms a move.
fn go(e: &mut Engine, moves: &[&str]) -> Result<String, Failure> {
    let (_, start) = tictactoe();
    let mut pos = start;
    let mut played = Vec::new();
    for m in moves {
        let mv = pos.parse_move(m).unwrap();
        pos = pos.play(mv).unwrap();
        played.push(mv);
    }
    let budget = Budget::MoveTime(Duration::from_millis(100));
    e.go(&start, &played, &pos, &budget, &mut |_| {})
        .map(|a| a.mv.to_string())
}

/// Drops `e` and checks that its process is gone at once.
fn gone(e: Engine) {
    let pid = e.pid();
    drop(e);
    assert!(!alive(pid), "process {pid} left behind");
}

#[test]
fn a_correct_engine_plays_and_its_traffic_is_logged() {
    let (v, _) = tictactoe();
    let mut spec = fake("correct");
    let mut specs = [spec.clone()];
    EngineSpec::add_option(&mut specs, "correct:Hash=16").unwrap();
    EngineSpec::add_option(&mut specs, "correct:name with=a b").unwrap_err();
    spec.options = specs[0].options.clone();
    assert_eq!(spec.options, [("Hash".to_owned(), "16".to_owned())]);
    let mut e = Engine::start(&spec, v, quick()).unwrap();
    e.new_game().unwrap();
    assert_eq!(e.id_name.as_deref(), Some("fake-correct"));
    let mut infos = Vec::new();
    let (_, start) = tictactoe();
    let budget = Budget::Clock {
        left: [Duration::from_millis(900), Duration::from_millis(800)],
        inc: [Duration::from_millis(10), Duration::from_millis(20)],
    };
    let a = e
        .go(&start, &[], &start, &budget, &mut |i| infos.push(i.clone()))
        .unwrap();
    assert_eq!(a.mv.to_string(), "a1");
    assert_eq!(infos.len(), 1);
    assert_eq!((infos[0].depth, infos[0].cp), (Some(1), Some(0)));
    assert_eq!(go(&mut e, &["a1", "b2"]).unwrap(), "b1");
    // Each line of the log: its time in ms, then `>` (sent) or `<` (read), then the text.
    let log: Vec<String> = e
        .log()
        .lines()
        .iter()
        .map(|l| l.trim_start().split_once(' ').unwrap().1.to_owned())
        .collect();
    assert_eq!(
        log[..9],
        [
            "> ugi",
            "< id name fake-correct",
            "< ugiok",
            "> setoption name game value tictactoe",
            "> setoption name Hash value 16",
            "> isready",
            "< readyok",
            "> uginewgame",
            "> isready",
        ]
    );
    let has = |l: &str| log.iter().any(|x| x == l);
    assert!(has("> go p1time 900 p2time 800 p1inc 10 p2inc 20"));
    assert!(has("> position fen .../.../... x moves a1 b2"));
    assert!(has("< bestmove b1"));
    assert!(alive(e.pid()));
    gone(e);
}

#[test]
fn an_engine_that_crashes_mid_game_is_said_to_have_crashed() {
    let mut e = started("crash");
    assert_eq!(go(&mut e, &[]).unwrap(), "a1");
    let f = go(&mut e, &["a1", "b2"]).unwrap_err();
    assert!(matches!(f, Failure::Crashed(_)), "{f:?}");
    assert_eq!(f.short(), "crashed");
    assert_eq!(f.to_string(), "crashed: exited with status 3");
    gone(e);
}

#[test]
fn an_engine_that_never_shakes_hands_fails_the_handshake_and_is_killed() {
    let (v, _) = tictactoe();
    let t = Timeouts {
        handshake: Duration::from_millis(1500),
        ..quick()
    };
    let begun = Instant::now();
    let f = Engine::start(&fake("deaf"), v, t).err().unwrap();
    assert_eq!(
        f.to_string(),
        "failed the handshake: no 'ugiok' within 1500 ms"
    );
    assert_eq!(f.short(), "handshake");
    assert!(begun.elapsed() < Duration::from_secs(10));
}

#[test]
fn an_engine_that_answers_only_after_stop_loses_on_time() {
    let mut e = started("mute");
    let begun = Instant::now();
    let f = go(&mut e, &[]).unwrap_err();
    let took = begun.elapsed();
    assert_eq!(
        f.to_string(),
        "lost on time: no bestmove within 100 ms (+100 ms margin); answered 'bestmove a1' only \
         after stop"
    );
    assert_eq!(f.short(), "time");
    assert!(
        took >= Duration::from_millis(200) && took < Duration::from_secs(5),
        "{took:?}"
    );
    gone(e);
}

#[test]
fn an_engine_that_ignores_stop_is_killed() {
    let mut e = started("nostop");
    let pid = e.pid();
    let begun = Instant::now();
    let f = go(&mut e, &[]).unwrap_err();
    assert_eq!(
        f.to_string(),
        "lost on time: no bestmove within 100 ms (+100 ms margin); no answer to stop within 300 \
         ms; killed"
    );
    assert!(begun.elapsed() < Duration::from_secs(5));
    // Killed and waited for already, before the engine is dropped.
    assert!(!alive(pid));
    drop(e);
}

#[test]
fn a_quiet_engine_that_ignores_quit_is_killed_when_dropped() {
    let e = started("nostop");
    let begun = Instant::now();
    gone(e);
    assert!(begun.elapsed() < Duration::from_secs(2));
}

#[test]
fn an_illegal_move_is_quoted() {
    let mut e = started("illegal");
    assert_eq!(go(&mut e, &[]).unwrap(), "b2");
    let f = go(&mut e, &["b2", "a1"]).unwrap_err();
    assert_eq!(f.short(), "illegal move a1");
    assert!(
        matches!(&f, Failure::Illegal { text, .. } if text == "a1"),
        "{f:?}"
    );
    assert!(f.to_string().starts_with("played 'a1': "), "{f}");
    gone(e);
}

#[test]
fn bytes_that_are_not_text_are_garbage() {
    let mut e = started("garbage");
    let f = go(&mut e, &[]).unwrap_err();
    assert_eq!(f.short(), "garbage");
    assert!(
        f.to_string()
            .starts_with("wrote bytes that are not text: 'bestmove "),
        "{f}"
    );
    gone(e);
}

#[test]
fn a_100_mb_line_is_cut_at_64_kib_and_the_engine_killed() {
    let mut e = started("flood");
    let begun = Instant::now();
    assert_eq!(go(&mut e, &[]).unwrap_err(), Failure::LineTooLong);
    gone(e);
    // The host read 64 KiB of it, not 100 MB.
    assert!(
        begun.elapsed() < Duration::from_secs(5),
        "{:?}",
        begun.elapsed()
    );
}

#[test]
fn a_program_that_does_not_exist_is_named() {
    let (v, _) = tictactoe();
    let spec = EngineSpec::parse("x=/no/such/engine --fast").unwrap();
    assert_eq!(spec.argv, ["/no/such/engine", "--fast"]);
    let f = Engine::start(&spec, v, quick()).err().unwrap();
    assert!(
        f.to_string()
            .starts_with("could not be started: '/no/such/engine': "),
        "{f}"
    );
}

#[test]
fn compare_runs_an_engine_as_one_more_row_and_names_one_that_fails() {
    let spec = |mode: &str| {
        let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/engines/fake.py");
        format!("fk=python3 '{}' {mode}", script.display())
    };
    let correct = spec("correct");
    let out = common::gametree(&[
        "compare",
        "--position",
        "x../.o./... x",
        "--algo",
        "negamax-ab",
        "--engine",
        &correct,
        "--json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let rows: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let rows = rows.as_array().unwrap();
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0]["algorithm"], "negamax-ab");
    let fk = &rows[1];
    assert_eq!(
        (
            &fk["algorithm"],
            &fk["move"],
            &fk["value"],
            &fk["nodes"],
            &fk["depth"],
            &fk["outcome"]
        ),
        (
            &"fk".into(),
            &"a1".into(),
            &0.into(),
            &1.into(),
            &1.into(),
            &"unknown".into()
        )
    );
    let nostop = spec("nostop");
    common::fails_with(
        &[
            "compare", "--algo", "mcts", "--time", "50", "--engine", &nostop,
        ],
        "engine 'fk' lost on time: no bestmove within 50 ms (+200 ms margin); no answer to stop \
         within 500 ms; killed",
    );
}

#[test]
fn an_engine_that_dies_at_once_is_quoted_from_its_stderr() {
    let (v, _) = tictactoe();
    let spec = EngineSpec::parse("x=python3 /no/such/engine.py").unwrap();
    let f = Engine::start(&spec, v, quick()).err().unwrap();
    let Failure::Handshake(why) = &f else {
        panic!("{f:?}")
    };
    let why = why.to_string();
    assert!(
        why.starts_with("exited with status 2; its stderr ends: ")
            && why.contains("can't open file"),
        "{why}"
    );
    assert!(why.contains("/no/such/engine.py"), "{why}");
}

#[test]
fn compare_sends_an_engines_options_before_isready_and_names_one_for_no_engine() {
    // gametree's own UGI engine, whose `depth` option caps every search.
    let engine = format!("gt={} ugi", env!("CARGO_BIN_EXE_gametree"));
    let depth_of = |options: &[&str]| {
        let mut args = vec![
            "compare",
            "--position",
            "x../.o./... x",
            "--algo",
            "minimax",
        ];
        args.extend(["--engine", &engine, "--json"]);
        args.extend(options);
        let out = common::gametree(&args);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let rows: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        rows[1]["depth"].as_u64().unwrap()
    };
    // Uncapped it searches the 7 empty cells to the end; told `depth 2`, it stops there.
    assert_eq!(depth_of(&[]), 7);
    assert_eq!(depth_of(&["--option", "gt:depth=2"]), 2);
    common::fails_with(
        &["compare", "--engine", &engine, "--option", "mine:depth=2"],
        "option 'mine:depth=2': no engine is named 'mine'",
    );
}
