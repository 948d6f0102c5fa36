//! Outside engines in the computer's seat (key 8), driven through the session as the window
//! drives it, with the desktop's engine runner (`gametree::host::seat::Runner`) and the fake
//! engines of `tests/engines/fake.py` and `examples/engines/oneply.py`: the engine's move is
//! played, its `info` lines are the live progress, its traffic is kept for the view, a forfeit
//! ends the game naming the engine, Esc, N and U stop it at once, and no process is left.

mod common;

use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use gametree::app::forfeit::Forfeit;
use gametree::app::input::{Action, Key};
use gametree::app::session::{Mode, Session, Settings};
use gametree::app::worker::{EngineRunner, Progress, run_until_idle_with};
use gametree::host::EngineSpec;
use gametree::host::seat::Runner;

/// A word no other process has on its command line: this test's engines carry it.
fn marker(test: &str) -> String {
    format!("seat-{}-{test}", std::process::id())
}

/// The fake engine in `mode` named `name`, its command line carrying `marker`.
fn fake(name: &str, mode: &str, marker: &str) -> EngineSpec {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/engines/fake.py");
    EngineSpec::parse(&format!(
        "{name}=python3 '{}' {mode} {marker}",
        script.display()
    ))
    .unwrap()
}

/// The example engine, its command line carrying `marker`.
fn oneply(marker: &str) -> EngineSpec {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/engines/oneply.py");
    EngineSpec::parse(&format!("oneply=python3 '{}' {marker}", script.display())).unwrap()
}

/// The processes whose command line holds `marker`.
fn processes_with(marker: &str) -> Vec<String> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir("/proc").unwrap().flatten() {
        let Ok(cmd) = std::fs::read(entry.path().join("cmdline")) else {
            continue;
        };
        let cmd = String::from_utf8_lossy(&cmd).replace('\0', " ");
        if cmd.contains(marker) && !cmd.contains("engine_seat") {
            found.push(format!("{}: {cmd}", entry.file_name().to_string_lossy()));
        }
    }
    found
}

/// A tic-tac-toe session (person first) with these engines, and their runner.
fn seated(engines: Vec<EngineSpec>, mode: Mode) -> (Session, Runner) {
    let runner = Runner::new(engines);
    let settings = Settings {
        variant: "tictactoe".parse().unwrap(),
        mode,
        seed: Some(3),
        engines: runner.offers(),
        ..Settings::default()
    };
    (Session::new(&settings).unwrap(), runner)
}

/// The person plays `person` and the engine in the seat answers; how many jobs ran.
fn answered(s: &mut Session, runner: &Runner, person: &str) -> usize {
    let now = Instant::now();
    let mv = s.position().parse_move(person).unwrap();
    let e = s.handle(Action::Play(mv), now);
    run_until_idle_with(s, e, now, Some(runner))
}

fn moves(s: &Session) -> Vec<String> {
    s.history().iter().map(|h| h.1.to_string()).collect()
}

#[test]
fn the_8_key_seats_each_engine_in_turn_and_the_title_names_it() {
    let m = marker("cycle");
    let (mut s, _) = seated(
        vec![fake("first", "correct", &m), fake("second", "correct", &m)],
        Mode::HumanComputer,
    );
    let now = Instant::now();
    assert_eq!(s.engine_name(), None);
    let mut titles = Vec::new();
    for _ in 0..3 {
        let e = s.handle(Action::CycleEngine, now);
        assert!(e.redraw && e.start.is_none());
        titles.push(s.title());
    }
    assert_eq!(
        titles,
        [
            "gametree — 3x3 — engine first (O)",
            "gametree — 3x3 — engine second (O)",
            "gametree — 3x3 — negamax alpha-beta",
        ]
    );
    // Without engines, the key says where to name them.
    let (mut none, _) = seated(Vec::new(), Mode::HumanComputer);
    let _ = none.handle(Action::CycleEngine, now);
    assert_eq!(none.engine_name(), None);
    assert!(
        none.notice().unwrap().contains("--engine NAME=COMMAND"),
        "{:?}",
        none.notice()
    );
}

#[test]
fn the_example_engine_answers_a_persons_moves_and_its_traffic_is_kept() {
    let m = marker("oneply");
    let (mut s, runner) = seated(vec![oneply(&m)], Mode::HumanComputer);
    let now = Instant::now();
    let _ = s.handle(Action::CycleEngine, now);
    // The person (X) plays the corner; oneply (O) takes the centre, then blocks a1-b1-c1.
    for (person, want) in [("a1", "b2"), ("b1", "c1")] {
        let mv = s.position().parse_move(person).unwrap();
        let e = s.handle(Action::Play(mv), now);
        let job = e.start.as_ref().expect("the engine's move is asked for");
        let task = job.engine.as_ref().expect("an engine's task");
        assert_eq!(task.name, "oneply");
        assert_eq!(run_until_idle_with(&mut s, e, now, Some(&runner)), 1);
        assert_eq!(moves(&s).last().map(String::as_str), Some(want));
    }
    assert_eq!(moves(&s), ["a1", "b2", "b1", "c1"]);
    let traffic: Vec<&str> = s.traffic().iter().map(String::as_str).collect();
    let said = |mark: &str, text: &str| {
        traffic
            .iter()
            .filter(|l| l.split_once(mark).is_some_and(|(_, t)| t.trim() == text))
            .count()
    };
    assert_eq!(said(" > ", "ugi"), 2, "{traffic:#?}");
    assert_eq!(said(" > ", "setoption name game value tictactoe"), 2);
    assert_eq!(said(" > ", "position fen .../.../... x moves a1 b2 b1"), 1);
    assert_eq!(said(" < ", "bestmove c1"), 1);
    assert_eq!(said(" > ", "quit"), 2, "{traffic:#?}");
    // Each line starts with its time in ms, each move's under a line that names the engine.
    assert_eq!(traffic[0], "— oneply (O) —");
    assert!(traffic.iter().filter(|l| !l.starts_with('—')).all(|l| {
        l.trim_start()
            .split(' ')
            .next()
            .unwrap()
            .parse::<f64>()
            .is_ok()
    }));
    assert!(processes_with(&m).is_empty(), "{:?}", processes_with(&m));
}

#[test]
fn its_info_lines_are_the_live_progress_with_its_line() {
    let m = marker("info");
    let (mut s, runner) = seated(vec![oneply(&m)], Mode::HumanComputer);
    let now = Instant::now();
    let _ = s.handle(Action::CycleEngine, now);
    let mv = s.position().parse_move("a1").unwrap();
    let job = s.handle(Action::Play(mv), now).start.unwrap();
    let seen: Arc<Mutex<Vec<Progress>>> = Arc::default();
    let keep = seen.clone();
    let done = runner.run(
        &job,
        Arc::default(),
        Arc::new(move |p| keep.lock().unwrap().push(p)),
    );
    let seen = seen.lock().unwrap();
    let p = seen
        .iter()
        .find(|p| p.depth == 1)
        .expect("the info line reported");
    assert_eq!(p.id, job.id);
    // oneply: `info depth 1 score cp 0 nodes 8 pv b2`.
    assert_eq!((p.depth, p.nodes), (1, 8));
    assert_eq!(
        p.pv.iter().map(ToString::to_string).collect::<Vec<_>>(),
        ["b2"]
    );
    assert_eq!(
        p.best.map(|b| (b.0.to_string(), b.1)),
        Some(("b2".into(), 0.0))
    );
    // While it thinks, the session shows its progress: the HUD's line and P's ghosts.
    let _ = s.progress(p.clone());
    assert!(
        s.status()
            .starts_with("oneply thinking… depth 1 · 8 nodes · best b2"),
        "{}",
        s.status()
    );
    assert_eq!(s.expected_line().unwrap().len(), 1);
    assert_eq!(done.report.best.unwrap().to_string(), "b2");
    assert_eq!((done.report.depth, done.report.nodes), (1, 8));
}

#[test]
fn a_forfeit_ends_the_game_naming_the_engine_and_quoting_what_it_did() {
    let m = marker("forfeit");
    for (mode, says) in [
        ("illegal", "engine 'bad' forfeits: it played 'a1': "),
        (
            "die",
            "engine 'bad' forfeits: it crashed: exited with status 3; its stderr ends: fake: out of ideas",
        ),
    ] {
        let (mut s, runner) = seated(vec![fake("bad", mode, &m)], Mode::HumanComputer);
        let now = Instant::now();
        let _ = s.handle(Action::CycleEngine, now);
        assert_eq!(answered(&mut s, &runner, "a1"), 1);
        assert!(s.status().starts_with(says), "{mode}: {}", s.status());
        assert!(!s.status().contains('\n'));
        assert_eq!(moves(&s), ["a1"], "{mode}: nothing is played");
        // The game is over: no move, no new search; N starts a new one.
        let b2 = s.position().parse_move("b2").unwrap();
        let e = s.handle(Action::Play(b2), now);
        assert!(e.start.is_none() && !s.person_may_move());
        let _ = s.handle(Action::NewGame, now);
        assert!(s.forfeit().is_none() && s.person_may_move());
        assert!(processes_with(&m).is_empty(), "{:?}", processes_with(&m));
    }
}

#[test]
fn esc_n_and_u_stop_an_engine_that_never_answers_at_once_and_leave_no_process() {
    let m = marker("stop");
    let (mut s, runner) = seated(vec![fake("slow", "nostop", &m)], Mode::HumanComputer);
    let now = Instant::now();
    let _ = s.handle(Action::CycleEngine, now);
    for key in [Action::NewGame, Action::Undo, Action::Quit] {
        let mv = s.position().parse_move("a1").unwrap();
        let e = s.handle(Action::Play(mv), now);
        let job = e.start.expect("the engine is asked");
        let cancel = Arc::new(AtomicBool::new(false));
        let flag = cancel.clone();
        let runner = runner.clone();
        let thread = std::thread::spawn(move || runner.run(&job, flag, Arc::new(|_| {})));
        // Wait until it is running (past its handshake).
        let until = Instant::now() + common::PATIENCE;
        while processes_with(&m).is_empty() && Instant::now() < until {
            std::thread::sleep(Duration::from_millis(10));
        }
        std::thread::sleep(Duration::from_millis(300));
        assert_eq!(processes_with(&m).len(), 1);
        // The session answers the key at once and asks the shell to cancel.
        let asked = Instant::now();
        let e = s.handle(key, now);
        assert!(e.cancel, "{key:?}");
        assert!(!s.thinking());
        cancel.store(true, Ordering::Relaxed);
        let done = thread.join().unwrap();
        assert!(
            asked.elapsed() < Duration::from_millis(500),
            "{:?}",
            asked.elapsed()
        );
        assert_eq!(
            done.forfeit.as_ref().map(Forfeit::words).as_deref(),
            Some("engine 'slow' forfeits: it was stopped by the host")
        );
        assert!(
            processes_with(&m).is_empty(),
            "{key:?}: {:?}",
            processes_with(&m)
        );
        // What came back after the stop is stale and changes nothing.
        let before = moves(&s);
        let _ = s.finish(done, now);
        assert_eq!(moves(&s), before);
        assert!(s.forfeit().is_none());
        let _ = s.handle(Action::NewGame, now);
    }
}

#[test]
fn in_computer_computer_mode_the_engine_plays_the_computers_side_against_the_algorithm() {
    let m = marker("cc");
    let (mut s, runner) = seated(vec![oneply(&m)], Mode::ComputerComputer);
    let mut now = Instant::now();
    let e = s.handle(Action::CycleEngine, now);
    assert_eq!(
        s.title(),
        "gametree — 3x3 — engine oneply (O) against negamax alpha-beta"
    );
    // X (the algorithm) opens at once.
    assert!(e.start.as_ref().is_some_and(|j| j.engine.is_none()));
    let _ = run_until_idle_with(&mut s, e, now, Some(&runner));
    let mut engine_moves = 0;
    let mut algorithm_moves = 1;
    for _ in 0..40 {
        now += Duration::from_secs(1);
        let e = s.tick(now);
        if let Some(job) = &e.start {
            // X is the algorithm's, O the engine's.
            let engine = job.engine.is_some();
            assert_eq!(
                engine,
                job.position.side_to_move() == gametree::game::Side::Second
            );
            if engine {
                engine_moves += 1;
            } else {
                algorithm_moves += 1;
            }
        }
        let _ = run_until_idle_with(&mut s, e, now, Some(&runner));
        if s.position().is_over() {
            break;
        }
    }
    assert!(s.position().is_over(), "{:?}", moves(&s));
    // The perfect player (seed 3) sets a fork that one ply cannot see, and wins.
    assert_eq!(moves(&s), ["b2", "b1", "c1", "a3", "c3", "c2", "a1"]);
    assert_eq!((algorithm_moves, engine_moves), (4, 3));
    assert_eq!(s.status(), "X won!");
    assert!(processes_with(&m).is_empty());
}

#[test]
fn the_traffic_view_shows_both_ways_newest_at_the_bottom_and_the_wheel_scrolls_back() {
    let m = marker("view");
    let (mut s, runner) = seated(vec![oneply(&m)], Mode::HumanComputer);
    let now = Instant::now();
    let _ = s.handle(Action::CycleEngine, now);
    let e = s.handle(
        gametree::app::input::action_for(Key::Char('i')).unwrap(),
        now,
    );
    assert!(e.redraw && s.view_open("traffic"));
    let (sc, _) = common::frame(&s, 1200, 700);
    assert!(common::texts(&sc).iter().any(|t| t == "Nothing said yet."));
    assert_eq!(answered(&mut s, &runner, "a1"), 1);
    let (sc, _) = common::frame(&s, 1200, 700);
    let shown = common::texts(&sc);
    let rows: Vec<&String> = shown.iter().filter(|t| traffic_row(t)).collect();
    assert!(
        shown.iter().any(|t| t.starts_with("Traffic with oneply")),
        "{shown:#?}"
    );
    // All of one move's traffic fits: the handshake first, `quit` the newest, at the bottom.
    let said: Vec<&str> = rows
        .iter()
        .map(|r| r.split_once(['>', '<']).unwrap().1.trim())
        .collect();
    assert_eq!(said.first(), Some(&"ugi"), "{said:#?}");
    assert_eq!(said.last(), Some(&"quit"));
    assert!(
        said.contains(&"bestmove b2") && said.contains(&"go movetime 1000"),
        "{said:#?}"
    );
    // Two more moves: more than fits; the wheel up over the panel goes back in time.
    for person in ["b1", "a3"] {
        assert_eq!(answered(&mut s, &runner, person), 1);
    }
    let (sc, l2) = common::frame(&s, 1200, 400);
    let last = |sc: &gametree::render::scene::Scene| {
        common::texts(sc).into_iter().rfind(|t| traffic_row(t))
    };
    assert!(last(&sc).unwrap().ends_with("> quit"));
    let panel = l2.panel.expect("the panel");
    let over = [panel.x + panel.w / 2.0, panel.y + panel.h / 2.0];
    let up = gametree::app::input::wheel_action(&l2, over, -1).expect("the wheel scrolls it");
    assert!(s.handle(up, now).redraw);
    let (sc, _) = common::frame(&s, 1200, 400);
    let scrolled = last(&sc).unwrap();
    assert!(!scrolled.ends_with("> quit"), "{scrolled}");
}

/// A row of traffic as the view shows it: its time in ms first.
fn traffic_row(text: &str) -> bool {
    let mut words = text.split_whitespace();
    words.next().is_some_and(|w| w.parse::<f64>().is_ok())
        && matches!(words.next(), Some(">" | "<" | "!"))
}

#[test]
fn a_move_given_only_when_told_stop_is_played_in_the_window() {
    let m = marker("mute");
    let (mut s, runner) = seated(vec![fake("late", "mute", &m)], Mode::HumanComputer);
    let _ = s.handle(Action::CycleEngine, Instant::now());
    let t = Instant::now();
    assert_eq!(answered(&mut s, &runner, "a1"), 1);
    // Its second, the window's 2 s past it, then `stop`, answered at once: played.
    assert!(t.elapsed() >= Duration::from_secs(3), "{:?}", t.elapsed());
    assert_eq!(s.forfeit(), None);
    assert_eq!(moves(&s), ["a1", "b1"]);
    assert!(s.traffic().iter().any(|l| l.ends_with("> stop")));
    assert!(processes_with(&m).is_empty());
}

#[test]
fn in_computer_computer_mode_9_seats_an_engine_on_the_other_side_and_two_engines_play_it_out() {
    let m = marker("ee");
    let (mut s, runner) = seated(
        vec![oneply(&m), fake("first", "correct", &m)],
        Mode::ComputerComputer,
    );
    let mut now = Instant::now();
    // 8 seats oneply on the computer's side (O), 9 twice the fake on the other (X).
    let _ = s.handle(Action::CycleEngine, now);
    for _ in 0..2 {
        let _ = s.handle(
            gametree::app::input::action_for(Key::Char('9')).unwrap(),
            now,
        );
    }
    assert_eq!(
        s.title(),
        "gametree — 3x3 — engine oneply (O) against engine first (X)"
    );
    let e = s.handle(Action::NewGame, now);
    let mut by = Vec::new();
    let mut e = Some(e);
    for _ in 0..40 {
        let e = match e.take() {
            Some(e) => e,
            None => {
                now += Duration::from_secs(1);
                s.tick(now)
            }
        };
        if let Some(job) = &e.start {
            by.push(
                job.engine
                    .as_ref()
                    .expect("an engine plays each move")
                    .name
                    .clone(),
            );
            if by.len() == 1 {
                assert!(s.status().starts_with("first thinking…"), "{}", s.status());
            }
        }
        let _ = run_until_idle_with(&mut s, e, now, Some(&runner));
        if s.position().is_over() {
            break;
        }
    }
    assert!(s.position().is_over(), "{:?}", moves(&s));
    // The fake takes the first empty square; oneply the centre, then blocks a1-b1-c1, and wins
    // on the diagonal c1-b2-a3, which the fake does not block.
    assert_eq!(moves(&s), ["a1", "b2", "b1", "c1", "a2", "a3"]);
    assert_eq!(
        by,
        ["first", "oneply", "first", "oneply", "first", "oneply"]
    );
    assert_eq!(s.status(), "O won!");
    // The traffic names who said what: a head line before each move's lines.
    let heads: Vec<&str> = s
        .traffic()
        .iter()
        .filter(|l| l.starts_with('—'))
        .map(String::as_str)
        .collect();
    assert_eq!(
        heads,
        [
            "— first (X) —",
            "— oneply (O) —",
            "— first (X) —",
            "— oneply (O) —",
            "— first (X) —",
            "— oneply (O) —"
        ]
    );
    assert!(processes_with(&m).is_empty(), "{:?}", processes_with(&m));
}

#[test]
fn outside_computer_computer_mode_9_is_refused_with_a_notice() {
    let m = marker("nine");
    let (mut s, _) = seated(vec![oneply(&m)], Mode::HumanComputer);
    let now = Instant::now();
    let e = s.handle(
        gametree::app::input::action_for(Key::Char('9')).unwrap(),
        now,
    );
    assert!(e.start.is_none());
    assert_eq!(s.title(), "gametree — 3x3 — negamax alpha-beta");
    assert!(
        s.notice()
            .unwrap()
            .starts_with("9 seats an engine on the other side"),
        "{:?}",
        s.notice()
    );
}

#[test]
fn a_uai_engine_is_refused_at_the_key_outside_blob_war_with_one_notice() {
    let m = marker("uai");
    let tik = EngineSpec::parse(&format!("tik=uai:python3 -c pass {m}")).unwrap();
    let (mut s, _) = seated(
        vec![tik.clone(), fake("first", "correct", &m)],
        Mode::HumanComputer,
    );
    let now = Instant::now();
    // 8 passes over it, saying why, to the engine that can play here.
    let e = s.handle(Action::CycleEngine, now);
    assert!(e.start.is_none());
    assert_eq!(s.engine_name(), Some("first"));
    assert_eq!(
        s.notice(),
        Some(
            "engine 'tik' speaks UAI, which plays Blob War on 7x7 only, not 3x3: \
             not seated"
        )
    );
    // Alone, it is refused and nothing changes: the algorithm keeps the seat.
    let (mut s, _) = seated(vec![tik.clone()], Mode::ComputerComputer);
    let before = s.title();
    let _ = s.handle(Action::CycleEngine, now);
    assert_eq!(s.engine_name(), None);
    assert_eq!(s.title(), before);
    assert!(s.notice().unwrap().starts_with("engine 'tik' speaks UAI"));
    // Seated in Blob War, it leaves its seat when G brings another game, and says so.
    let runner = Runner::new(vec![tik]);
    let mut s = Session::new(&Settings {
        variant: "blobwar".parse().unwrap(),
        engines: runner.offers(),
        ..Settings::default()
    })
    .unwrap();
    let _ = s.handle(Action::CycleEngine, now);
    assert_eq!(s.engine_name(), Some("tik"));
    assert_eq!(s.notice(), None);
    let _ = s.handle(Action::CycleBoard, now);
    assert_ne!(s.variant().to_string(), "blobwar");
    assert_eq!(s.engine_name(), None);
    assert!(
        s.notice().unwrap().ends_with(": the algorithm plays"),
        "{:?}",
        s.notice()
    );
    assert!(processes_with(&m).is_empty());
}

#[test]
fn the_engines_files_options_are_sent_after_the_handshake_and_a_damaged_line_is_ignored() {
    let m = marker("options");
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/engines/fake.py");
    let dir = std::env::temp_dir().join(&m);
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("engines");
    std::fs::write(
        &file,
        format!(
            "fk:Hash = 16\nfk = python3 '{}' correct {m}\nfk:Style = a b\nfk:Bad Key = 1\n",
            script.display()
        ),
    )
    .unwrap();
    let (engines, notices) = gametree::settings::read_engines(&file);
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert!(notices[0].contains("line 4 (option 'fk:Bad Key = 1' is not NAME:KEY=VALUE"));
    let (mut s, runner) = seated(engines, Mode::HumanComputer);
    let _ = s.handle(Action::CycleEngine, Instant::now());
    assert_eq!(answered(&mut s, &runner, "b2"), 1);
    assert_eq!(moves(&s), ["b2", "a1"]);
    // After the handshake and the game, the options in the order of their lines, then isready.
    let sent: Vec<&str> = s
        .traffic()
        .iter()
        .filter_map(|l| l.split_once(" > ").map(|(_, t)| t.trim()))
        .collect();
    assert_eq!(
        sent[..5],
        [
            "ugi",
            "setoption name game value tictactoe",
            "setoption name Hash value 16",
            "setoption name Style value a b",
            "isready"
        ],
        "{sent:#?}"
    );
    assert!(processes_with(&m).is_empty());
}

#[test]
fn an_engine_that_does_not_answer_even_stop_forfeits_on_time_in_the_window() {
    let m = marker("deafstop");
    let (mut s, runner) = seated(vec![fake("slow", "nostop", &m)], Mode::HumanComputer);
    let _ = s.handle(Action::CycleEngine, Instant::now());
    let t = Instant::now();
    assert_eq!(answered(&mut s, &runner, "a1"), 1);
    // Its second, the window's 2 s past it, `stop`, 0.5 s of grace: then killed, and the game
    // is lost on time (the window waits no longer than that).
    let took = t.elapsed();
    assert!(
        took >= Duration::from_millis(3500) && took < Duration::from_secs(6),
        "{took:?}"
    );
    assert_eq!(
        s.forfeit().as_deref(),
        Some(
            "engine 'slow' forfeits: it lost on time: no bestmove within 1000 ms (+2000 ms \
             margin); no answer to stop within 500 ms; killed"
        )
    );
    assert_eq!(moves(&s), ["a1"]);
    assert!(s.traffic().iter().any(|l| l.ends_with("> stop")));
    assert!(processes_with(&m).is_empty(), "{:?}", processes_with(&m));
}

/// Another runner (cutegames) starts a game with `position startpos`, never a position text:
/// the student example builds each game's empty board from the game's name and answers.
#[test]
fn the_example_answers_startpos_in_every_game_it_plays() {
    use std::io::Write;
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/engines/oneply.py");
    for (game, moves, best) in [
        // x took the centre: o takes the nearest square, the first of those in reading order.
        ("tictactoe", "b2", "b1"),
        // x threatens c1-d1 … with b1, c1, d1: o blocks at a1 or e1, the nearer to the centre.
        ("mnk:5x5:4", "b1 b5 c1 c5 d1", "a1"),
        // x has three in the bottom row's columns 2-4: o blocks column 1 or 5, the nearer.
        ("connect4", "2 2 3 3 4", "5"),
        ("connect4:6x5", "", "3"),
    ] {
        let mut child = common::spawn(
            std::process::Command::new("python3")
                .arg(&script)
                .stdin(std::process::Stdio::piped())
                .stdout(std::process::Stdio::piped()),
        )
        .expect("python3 runs the example");
        let mut stdin = child.stdin.take().unwrap();
        write!(
            stdin,
            "ugi\nsetoption name game value {game}\nposition startpos moves {moves}\ngo\nquit\n"
        )
        .unwrap();
        drop(stdin);
        let out = child.wait_with_output().unwrap();
        let said = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{game}: {said}");
        assert_eq!(
            said.lines().last(),
            Some(format!("bestmove {best}").as_str()),
            "{game}: {said}"
        );
    }
}
