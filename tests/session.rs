//! The app without a window: sessions driven by actions (clicks, keys, undo, modes, cancel),
//! with the worker's searches run synchronously, and the scene a frame would draw.

mod common;

use common::{PATIENCE, variant};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use gametree::app::input::{Action, Key, action_for, click_action};
use gametree::app::layout::Layout;
use gametree::app::seat::blobwar::BlobWarSeat;
use gametree::app::seat::{AnyPosition, Variant};
use gametree::app::session::{AUTO_PLAY_PAUSE, Effects, Mode, Session, Settings};
use gametree::app::view::{palette, scene};
use gametree::app::views;
use gametree::app::worker::{Job, JobKind, SearchDone, Worker, WorkerEvent, run_job};
use gametree::game::Outcome;
use gametree::render::scene::Shape;

/// A session with the window's part played by the test: it keeps the search the session asked
/// to start, as the window hands it to the worker.
struct Table {
    s: Session,
    job: Option<Job>,
    last: Effects,
}

impl Table {
    fn new(s: Session) -> Table {
        Table {
            s,
            job: None,
            last: Effects::default(),
        }
    }

    /// Takes the session's effects; true when something visible changed.
    fn carry_out(&mut self, e: Effects) -> bool {
        if e.cancel {
            self.job = None;
        }
        if let Some(job) = e.start.clone() {
            self.job = Some(job);
        }
        let redraw = e.redraw;
        self.last = e;
        redraw
    }

    fn handle(&mut self, a: Action, now: Instant) -> bool {
        let e = self.s.handle(a, now);
        self.carry_out(e)
    }

    fn finish(&mut self, done: SearchDone, now: Instant) -> bool {
        let e = self.s.finish(done, now);
        self.carry_out(e)
    }

    /// The search the computer should start by `now`, if any (the window's timer tick first).
    fn take_job(&mut self, now: Instant) -> Option<Job> {
        let e = self.s.tick(now);
        self.carry_out(e);
        self.job.take()
    }
}

impl std::ops::Deref for Table {
    type Target = Session;
    fn deref(&self) -> &Session {
        &self.s
    }
}

fn session() -> Table {
    Table::new(common::sitting().seed(3).start())
}

/// A click on the named cell.
fn cell(name: &str) -> Action {
    let b = name.as_bytes();
    Action::Cell(b[0] - b'a', b[1] - b'1')
}

/// Runs the computer's pending move, if any, synchronously.
fn computer_moves(s: &mut Table, now: Instant) -> bool {
    match s.take_job(now) {
        Some(job) => {
            let done = run_job(&job, Arc::new(AtomicBool::new(false)));
            assert!(s.finish(done, now));
            true
        }
        None => false,
    }
}

fn board(s: &Table) -> String {
    s.position().to_string()
}

#[test]
fn a_click_plays_and_the_computer_answers_the_centre_with_a_corner() {
    let mut s = session();
    let now = Instant::now();
    assert_eq!(s.title(), "gametree — 3x3 — negamax alpha-beta");
    assert!(s.take_job(now).is_none(), "the person moves first");
    assert!(s.handle(cell("b2"), now));
    assert!(s.take_job(now).is_some());
    // A second request while thinking is not issued twice.
    assert!(s.take_job(now).is_none());
    assert!(s.thinking());
    assert_eq!(s.status(), "Computer thinking…");
    assert!(
        !s.handle(cell("a1"), now),
        "no clicks during the computer's turn"
    );
}

#[test]
fn the_computer_replies_to_the_centre_in_a_corner_and_reports_a_draw() {
    let mut s = session();
    let now = Instant::now();
    s.handle(cell("b2"), now);
    assert!(computer_moves(&mut s, now));
    let reply = s.last_move().unwrap().to_string();
    assert!(
        ["a1", "a3", "c1", "c3"].contains(&reply.as_str()),
        "{reply}"
    );
    let r = s.last_report().unwrap();
    assert_eq!(r.verdict.word(), "draw");
    assert!(r.nodes > 100);
    assert_eq!(s.status(), "Your move (X)");
}

#[test]
fn filled_cells_and_finished_games_refuse_clicks_and_change_nothing() {
    let mut s = session();
    let now = Instant::now();
    s.handle(cell("b2"), now);
    computer_moves(&mut s, now);
    let before = board(&s);
    assert!(!s.handle(cell("b2"), now));
    assert_eq!(board(&s), before);
}

#[test]
fn undo_takes_back_the_move_pair_and_cancels_a_search() {
    let mut s = session();
    let now = Instant::now();
    s.handle(cell("b2"), now);
    computer_moves(&mut s, now);
    s.handle(cell("a2"), now);
    let job = s.take_job(now).unwrap();
    assert!(s.handle(Action::Undo, now));
    assert!(!s.thinking(), "undo cancels the search");
    // The stale result is ignored.
    let done = run_job(&job, Arc::new(AtomicBool::new(false)));
    assert!(!s.finish(done, now));
    let stones = board(&s);
    let stones = stones.split(' ').next().unwrap();
    assert_eq!(stones.matches('x').count(), 1, "{stones}");
    assert_eq!(stones.matches('o').count(), 1, "{stones}");
    assert!(s.handle(Action::Undo, now));
    assert_eq!(board(&s), ".../.../... x");
}

#[test]
fn new_game_computer_first_and_algorithm_keys() {
    let mut s = session();
    let now = Instant::now();
    s.handle(action_for(Key::Char('3')).unwrap(), now);
    assert_eq!(s.title(), "gametree — 3x3 — negamax");
    s.handle(action_for(Key::Char('4')).unwrap(), now);
    assert_eq!(s.title(), "gametree — 3x3 — alpha-beta");
    s.handle(Action::ToggleComputerFirst, now);
    assert!(computer_moves(&mut s, now), "computer opens the new game");
    assert_eq!(board(&s).split(' ').next().unwrap().matches('x').count(), 1);
    s.handle(Action::NewGame, now);
    assert!(computer_moves(&mut s, now));
    assert!(s.human_to_move());
}

#[test]
fn board_key_cycles_boards_and_depth_keys_work_only_on_big_boards() {
    let mut s = session();
    let now = Instant::now();
    assert_eq!(s.depth_limit(), None);
    // On 3x3 there is no depth to change: a notice says so, and nothing else changes.
    let _ = s.handle(Action::DepthUp, now);
    assert_eq!(s.depth_limit(), None);
    assert!(s.notice().unwrap().contains("searched to the end"));
    // The seeds' boards in order, then any other game, then back to the start.
    let labels: Vec<String> = (0..Variant::presets().len())
        .map(|_| {
            s.handle(Action::CycleBoard, now);
            s.title()
        })
        .collect();
    assert_eq!(
        labels[..5],
        [
            "gametree — 4x4 k=3 — negamax alpha-beta",
            "gametree — 5x5 k=3 — negamax alpha-beta",
            "gametree — 5x5 k=4 — negamax alpha-beta",
            "gametree — Blob War 7x7 — negamax alpha-beta",
            "gametree — Senet — Star1 negamax",
        ]
    );
    assert_eq!(
        labels.last().map(String::as_str),
        Some("gametree — 3x3 — negamax alpha-beta")
    );
    s.handle(Action::CycleBoard, now);
    let d = s.depth_limit().unwrap();
    s.handle(Action::DepthUp, now);
    assert_eq!(s.depth_limit(), Some(d + 1));
    for _ in 0..20 {
        s.handle(Action::DepthDown, now);
    }
    assert_eq!(s.depth_limit(), Some(1));
}

#[test]
fn computer_vs_computer_plays_a_whole_game_at_a_readable_pace_and_pauses() {
    let mut s = session();
    let mut now = Instant::now();
    s.handle(Action::CycleMode, now);
    assert_eq!(s.mode(), Mode::ComputerComputer);
    assert!(computer_moves(&mut s, now), "first move at once");
    assert!(s.take_job(now).is_none(), "then a pause");
    assert_eq!(s.wake_at(), Some(now + AUTO_PLAY_PAUSE));
    s.handle(Action::TogglePause, now);
    now += Duration::from_secs(1);
    assert!(s.take_job(now).is_none(), "paused");
    s.handle(Action::TogglePause, now);
    while !s.position().is_over() {
        now += AUTO_PLAY_PAUSE;
        assert!(computer_moves(&mut s, now));
    }
    assert_eq!(
        s.position().outcome(),
        Some(Outcome::Draw),
        "perfect play draws"
    );
    assert_eq!(s.status(), "Draw.");
}

#[test]
fn two_people_take_turns_and_the_result_uses_the_seeds_words() {
    let mut s = session();
    let now = Instant::now();
    s.handle(Action::CycleMode, now);
    s.handle(Action::CycleMode, now);
    assert_eq!(s.mode(), Mode::HumanHuman);
    for c in ["a1", "b1", "a2", "b2", "a3"] {
        assert!(s.handle(cell(c), now), "{c}");
        assert!(s.take_job(now).is_none());
    }
    assert_eq!(s.status(), "X won!");
    assert!(!s.handle(cell("c3"), now), "game over");
    s.handle(Action::Undo, now);
    assert_eq!(s.status(), "X to move");
}

#[test]
fn quit_cancels_the_search() {
    let mut s = session();
    let now = Instant::now();
    s.handle(cell("a1"), now);
    s.take_job(now).unwrap();
    s.handle(Action::Quit, now);
    assert!(s.last.quit && s.last.cancel);
    assert!(!s.thinking());
}

#[test]
fn the_worker_thread_answers_and_can_be_cancelled() {
    let (tx, rx) = std::sync::mpsc::channel();
    let mut worker = Worker::spawn(move |event| {
        let _ = tx.send(event);
    });
    // The next finished job (progress reports come too, while a search runs).
    let next_done = |rx: &std::sync::mpsc::Receiver<WorkerEvent>| loop {
        if let WorkerEvent::Done(done) = rx.recv_timeout(PATIENCE).unwrap() {
            return done;
        }
    };
    let mut s = session();
    let now = Instant::now();
    s.handle(cell("b2"), now);
    worker.start(s.take_job(now).unwrap());
    let done = next_done(&rx);
    assert!(s.finish(done, now));
    // A long search on a big board, cancelled at once, ends quickly.
    let big = variant("mnk:8x8:5").start();
    let job = gametree::app::worker::Job {
        kind: JobKind::Move,
        id: 99,
        position: big,
        algorithm: gametree::search::Algorithm::Minimax,
        limits: gametree::search::Limits::depth(8),
        seed: Some(1),
        record: false,
        engine: None,
    };
    worker.start(job);
    // Cancelled once it is under way (its first progress report), however slow the machine.
    loop {
        match rx.recv_timeout(PATIENCE).unwrap() {
            WorkerEvent::Progress(p) if p.id == 99 => break,
            WorkerEvent::Progress(_) => {}
            WorkerEvent::Done(d) => panic!("job {} ended before it was cancelled", d.id),
        }
    }
    let t = Instant::now();
    worker.cancel();
    let done = next_done(&rx);
    // Depth 8 of minimax on 64 cells would take ages: it ended because it was cancelled.
    assert_eq!(done.id, 99);
    assert!(done.report.cancelled, "{:?}", done.report);
    assert!(t.elapsed() < Duration::from_secs(2));
}

#[test]
fn clicks_map_to_cells_and_outside_clicks_do_nothing() {
    let l = Layout::new(640, 480, 1.0, 3, 3);
    assert_eq!(click_action(&l, l.center()), Some(Action::Cell(1, 1)));
    assert_eq!(click_action(&l, [2.0, 2.0]), None);
    let a1 = l.cell_rect(0, 0).center();
    assert_eq!(click_action(&l, a1), Some(Action::Cell(0, 0)));
}

#[test]
fn an_x_at_b2_is_drawn_inside_the_centre_cell_in_blue() {
    let mut s = session();
    let now = Instant::now();
    s.handle(cell("b2"), now);
    let l = Layout::new(640, 480, 1.0, 3, 3);
    let sc = scene(&s, &l, None);
    let centre = l.cell_rect(1, 1);
    let strokes: Vec<&Shape> = sc
        .shapes
        .iter()
        .filter(|sh| matches!(sh, Shape::Line { color, .. } if *color == palette::FIRST))
        .collect();
    assert_eq!(strokes.len(), 2, "an X is two strokes");
    for sh in strokes {
        if let Shape::Line { from, to, .. } = sh {
            assert!(centre.contains(*from) && centre.contains(*to));
        }
    }
    assert!(sc.shapes.iter().any(|sh| matches!(sh, Shape::Text { text, .. } if text == "Computer thinking…" || text == "Your move (X)")));
}

#[test]
fn an_o_is_a_red_ring_and_a_win_is_highlighted() {
    let p = variant("tictactoe")
        .parse_position("xxx/oo./... o")
        .unwrap();
    assert!(matches!(p, AnyPosition::Mnk(_)));
    let mut s = session();
    let now = Instant::now();
    s.handle(Action::CycleMode, now);
    s.handle(Action::CycleMode, now);
    for c in ["a3", "a2", "b3", "b2", "c3"] {
        s.handle(cell(c), now);
    }
    let l = Layout::new(800, 600, 1.0, 3, 3);
    let sc = scene(&s, &l, None);
    let rings = sc
        .shapes
        .iter()
        .filter(|sh| matches!(sh, Shape::Ring { color, .. } if *color == palette::SECOND))
        .count();
    assert_eq!(rings, 2);
    assert!(
        sc.shapes
            .iter()
            .any(|sh| matches!(sh, Shape::Line { color, .. } if *color == palette::WIN))
    );
    assert!(
        sc.shapes
            .iter()
            .any(|sh| matches!(sh, Shape::Text { text, .. } if text == "X won!"))
    );
}

#[test]
fn resizing_keeps_the_centre_cell_under_the_window_centre() {
    for (w, h) in [(640, 480), (1024, 300), (333, 777)] {
        let l = Layout::new(w, h, 1.0, 3, 3);
        assert!(l.cell_rect(1, 1).contains(l.center()), "{w}x{h}");
    }
}

#[test]
fn help_overlay_lists_every_binding() {
    let mut s = session();
    let now = Instant::now();
    s.handle(Action::ToggleHelp, now);
    let bindings = &gametree::app::input::KEY_BINDINGS;
    // The smallest window too: the help wraps and takes columns rather than cut anything.
    for (w, h) in [(800, 600), (400, 400)] {
        let l = Layout::new(w, h, 1.0, 3, 3);
        let sc = scene(&s, &l, None);
        let owned = common::texts(&sc);
        let texts: Vec<&str> = owned.iter().map(String::as_str).collect();
        let all = texts.join(" ");
        for (i, b) in bindings.iter().enumerate() {
            assert!(
                texts
                    .iter()
                    .any(|t| t.split(' ').any(|label| label == b.label)),
                "{w}x{h}: {}",
                b.label
            );
            // Keys that do the same share a row and its help (F1 and H; + and =).
            let shares = i > 0 && bindings[i - 1].action == b.action;
            assert!(shares || all.contains(b.help), "{w}x{h}: {}", b.help);
        }
        assert!(sc.cut.is_empty(), "{w}x{h}: {:?}", sc.cut);
    }
}

fn blobwar_session(mode: Mode, fen: Option<&str>) -> Table {
    let settings = Settings {
        variant: variant("blobwar"),
        mode,
        seed: Some(5),
        ..Settings::default()
    };
    Table::new(match fen {
        None => Session::new(&settings).unwrap(),
        Some(f) => {
            let p = variant("blobwar").parse_position(f).unwrap();
            Session::at_position(&settings, p).unwrap()
        }
    })
}

#[test]
fn blob_war_select_a_blob_then_jump_or_clone_by_clicking_next_to_one() {
    let mut s = blobwar_session(Mode::HumanHuman, None);
    let now = Instant::now();
    assert_eq!(s.depth_limit(), Some(3));
    // An o blob or an empty square with no x next to it does nothing.
    assert!(!s.handle(cell("g7"), now));
    assert!(!s.handle(cell("d4"), now));
    assert_eq!(board(&s), "x5o/7/7/7/7/7/o5x x 0 1");
    // Select a7, then click c5: the jump.
    assert!(s.handle(cell("a7"), now));
    assert_eq!(BlobWarSeat::selected(s.interaction()), Some(6 * 8));
    assert!(s.handle(cell("c5"), now));
    assert_eq!(board(&s), "6o/7/2x4/7/7/7/o5x o 1 1");
    assert_eq!(BlobWarSeat::selected(s.interaction()), None);
    // Nothing selected: an empty square next to an own blob clones there.
    assert!(s.handle(cell("f7"), now));
    assert_eq!(board(&s), "5oo/7/2x4/7/7/7/o5x x 0 2");
    // Selecting twice deselects.
    assert!(s.handle(cell("c5"), now));
    assert!(s.handle(cell("c5"), now));
    assert_eq!(BlobWarSeat::selected(s.interaction()), None);
    assert_eq!(s.status(), "x to move");
}

#[test]
fn blob_war_highlights_clone_and_jump_squares_differently() {
    let mut s = blobwar_session(Mode::HumanHuman, None);
    s.handle(cell("a7"), Instant::now());
    let l = Layout::new(700, 700, 1.0, 7, 7);
    let sc = scene(&s, &l, None);
    let count = |c| {
        sc.shapes
            .iter()
            .filter(|sh| matches!(sh, Shape::Quad { color, .. } if *color == c))
            .count()
    };
    assert_eq!(count(gametree::app::seat::blobwar::colors::CLONE_TARGET), 3);
    assert_eq!(count(gametree::app::seat::blobwar::colors::JUMP_TARGET), 5);
    assert_eq!(count(gametree::app::seat::blobwar::colors::SELECTED), 1);
    let discs = sc
        .shapes
        .iter()
        .filter(|sh| matches!(sh, Shape::Disc { .. }))
        .count();
    assert_eq!(discs, 4);
    let owned = common::texts(&sc);
    let texts: Vec<&str> = owned.iter().map(String::as_str).collect();
    // The HUD says which colour each side plays, and the blobs wear it.
    assert!(texts.contains(&"x (blue) 2 · o (red) 2"), "{texts:?}");
    let blob_colors: Vec<[f32; 4]> = sc
        .shapes
        .iter()
        .filter_map(|sh| match sh {
            Shape::Disc { color, .. } => Some(*color),
            _ => None,
        })
        .collect();
    let (blue, red) = (palette::FIRST, palette::SECOND);
    assert!(blue[2] > blue[0] && red[0] > red[2], "x blue, o red");
    assert_eq!(blob_colors.iter().filter(|c| **c == blue).count(), 2);
    assert_eq!(blob_colors.iter().filter(|c| **c == red).count(), 2);
}

#[test]
fn blob_war_plays_a_forced_pass_for_the_person_and_says_so() {
    // o (the person, computer plays x) is walled in after x moves.
    let fen = "o--4/---4/---4/7/7/7/6x x 0 1";
    let mut s = blobwar_session(Mode::HumanHuman, Some(fen));
    let now = Instant::now();
    assert!(s.handle(cell("f1"), now));
    assert_eq!(board(&s), "o--4/---4/---4/7/7/7/5xx x 1 2");
    assert_eq!(s.notice(), Some("o had no move and passed"));
    assert_eq!(s.status(), "x to move");
    // Undo (one ply between people) takes back the pass; another takes back x's move.
    s.handle(Action::Undo, now);
    s.handle(Action::Undo, now);
    assert_eq!(board(&s), fen);
}

#[test]
fn blob_war_computer_vs_computer_plays_to_the_end_with_the_counts_in_the_result() {
    let settings = Settings {
        variant: "blobwar:4x4".parse().unwrap(),
        mode: Mode::ComputerComputer,
        depth: Some(2),
        seed: Some(9),
        ..Settings::default()
    };
    let mut s = Table::new(Session::new(&settings).unwrap());
    let mut now = Instant::now();
    let mut moves = 0;
    while s.position().outcome().is_none() {
        now += AUTO_PLAY_PAUSE;
        assert!(computer_moves(&mut s, now), "stalled at {}", board(&s));
        moves += 1;
        assert!(moves < 400, "no end");
    }
    let status = s.status();
    let AnyPosition::BlobWar(p) = s.position() else {
        panic!()
    };
    let (x, o) = (
        p.count(gametree::game::Side::First),
        p.count(gametree::game::Side::Second),
    );
    let want = match s.position().outcome().unwrap() {
        Outcome::Win(gametree::game::Side::First) => format!("x won {x}–{o}"),
        Outcome::Win(gametree::game::Side::Second) => format!("o won {o}–{x}"),
        Outcome::Draw => "Draw".into(),
    };
    assert_eq!(status, want);
}

#[test]
fn senet_a_person_throws_moves_and_the_computer_throws_and_moves_after_a_pause() {
    let settings = Settings {
        variant: variant("senet"),
        seed: Some(11),
        ..Settings::default()
    };
    let mut s = Table::new(Session::new(&settings).unwrap());
    let now = Instant::now();
    assert_eq!(s.title(), "gametree — Senet — Star1 negamax");
    assert_eq!(s.status(), "white: throw the sticks (Space)");
    // A click on a piece before the throw does nothing; Space throws.
    assert!(!s.handle(Action::Cell(0, 3), now));
    assert!(s.handle(Action::TogglePause, now));
    let AnyPosition::Senet(p) = *s.position() else {
        panic!()
    };
    let t = p.throw().expect("thrown");
    assert_eq!(s.status(), format!("white threw {t}: move a piece"));
    assert!(!s.handle(Action::TogglePause, now), "one throw per turn");
    // Click the first movable piece (a square on the top row at the start).
    let sq = p.movable()[0];
    let (f, r) = gametree::app::seat::senet::cell_of(sq);
    assert!(s.handle(Action::Cell(f, r), now));
    // The computer throws at once, then moves only after the pause.
    assert!(s.take_job(now).is_none());
    let AnyPosition::Senet(q) = *s.position() else {
        panic!()
    };
    assert!(q.throw().is_some(), "black threw");
    assert!(s.take_job(now).is_none(), "not before the pause");
    let later = now + gametree::app::session::THROW_PAUSE;
    assert!(computer_moves(&mut s, later));
    let r = s.last_report().unwrap();
    assert_eq!(r.algorithm.display_name(true), "Star1 negamax");
    assert_eq!(s.status(), "white: throw the sticks (Space)");
    // Undo takes back the computer's throw and move and the person's move, keeping the throw.
    s.handle(Action::Undo, later);
    assert_eq!(*s.position(), AnyPosition::Senet(p));
}

#[test]
fn senet_computer_moves_carry_the_seeds_summary_of_each_piece() {
    let done = common::senet_move();
    let summary = done.summary.expect("a summary").words();
    assert!(summary.starts_with("pieces: "), "{summary}");
    // All seven movable pieces, the chosen one first.
    assert_eq!(summary.matches(" · ").count(), 6, "{summary}");
    // The chosen piece is worth the most (ties broken at random).
    let best = done.report.best.unwrap().to_string();
    let value_of = |piece: &str| {
        summary
            .trim_start_matches("pieces: ")
            .split(" · ")
            .find_map(|e| e.strip_prefix(&format!("{piece} ")))
            .map(|v| v.split_whitespace().next().unwrap_or("").to_owned())
    };
    let top = summary
        .trim_start_matches("pieces: ")
        .split(' ')
        .next()
        .unwrap();
    assert!(value_of(&best).is_some(), "{summary}");
    assert_eq!(value_of(&best), value_of(top), "{summary}");
}

/// The texts of a frame.
fn texts(sc: &gametree::render::scene::Scene) -> Vec<(String, f32)> {
    sc.shapes
        .iter()
        .filter_map(|sh| match sh {
            Shape::Text { text, size, .. } => Some((text.clone(), *size)),
            _ => None,
        })
        .collect()
}

#[test]
fn a_click_while_the_help_is_open_only_closes_it() {
    let mut s = session();
    let now = Instant::now();
    s.handle(Action::ToggleHelp, now);
    assert!(s.handle(cell("b2"), now), "the help closes: visible");
    assert!(!s.help_shown());
    assert_eq!(
        board(&s),
        ".../.../... x",
        "no move was played behind the help"
    );
    assert!(s.take_job(now).is_none());
    assert!(s.handle(cell("b2"), now));
    assert_eq!(board(&s), ".../.x./... o");
}

#[test]
fn the_hud_says_how_many_in_a_row_win() {
    for (name, words) in [
        ("mnk:5x5:3", "3 in a row wins"),
        ("mnk:5x5:4", "4 in a row wins"),
        ("tictactoe", "3 in a row wins"),
    ] {
        let s = Table::new(common::sitting().game(name).start());
        let (c, r) = gametree::app::view::board_size(s.position());
        let sc = scene(&s, &Layout::new(640, 640, 1.0, c, r), None);
        assert!(
            texts(&sc).iter().any(|(t, _)| t == words),
            "{name}: {:?}",
            texts(&sc)
        );
    }
}

#[test]
fn the_key_reminder_is_at_least_12_px_in_the_default_window() {
    let s = session();
    let sc = scene(&s, &Layout::new(640, 640, 1.0, 3, 3), None);
    for hint in gametree::app::input::hint().iter() {
        let (_, size) = texts(&sc)
            .into_iter()
            .find(|(t, _)| t == hint)
            .unwrap_or_else(|| panic!("{hint} is not drawn"));
        assert!(size >= 12.0, "{hint}: {size} px");
    }
}

#[test]
fn the_key_reminders_two_lines_are_one_size() {
    // The longer line no longer shrinks alone (at 400x400 its 8 px under the other's 11).
    for game in ["tictactoe", "blobwar", "senet", "connect4"] {
        let s = common::sitting().game(game).start();
        for (w, h) in [(400, 400), (480, 360), (640, 640), (1280, 900)] {
            let l = gametree::app::view::layout(&s, w, h, 1.0);
            let drawn = texts(&scene(&s, &l, None));
            let sizes: Vec<f32> = gametree::app::input::hint()
                .iter()
                .map(|hint| {
                    drawn
                        .iter()
                        .find(|(t, _)| t == hint)
                        .unwrap_or_else(|| panic!("{game} {w}x{h}: {hint} is not drawn whole"))
                        .1
                })
                .collect();
            assert_eq!(sizes[0], sizes[1], "{game} at {w}x{h}");
        }
    }
}

#[test]
fn blob_war_rings_the_blobs_the_last_move_converted() {
    // x clones to b6, next to o's blobs on a7 and c7: both turn x and wear the ring.
    let mut s = blobwar_session(Mode::HumanHuman, Some("o1o4/x6/7/7/7/7/6o x 0 1"));
    let now = Instant::now();
    assert!(s.handle(cell("b6"), now));
    assert_eq!(board(&s), "x1x4/xx5/7/7/7/7/6o o 0 1");
    let l = Layout::new(700, 700, 1.0, 7, 7);
    let sc = scene(&s, &l, None);
    let rings: Vec<[f32; 2]> = sc
        .shapes
        .iter()
        .filter_map(|sh| match sh {
            Shape::Ring { center, color, .. }
                if *color == gametree::app::seat::blobwar::colors::CONVERTED =>
            {
                Some(*center)
            }
            _ => None,
        })
        .collect();
    let mut want = vec![l.cell_rect(0, 6).center(), l.cell_rect(2, 6).center()];
    want.sort_by(|a, b| a[0].total_cmp(&b[0]));
    assert_eq!(rings, want);
    // The next move clears the marks.
    assert!(s.handle(cell("g2"), now));
    let sc = scene(&s, &l, None);
    assert!(
        !sc.shapes
            .iter()
            .any(|sh| matches!(sh, Shape::Ring { color, .. } if *color == gametree::app::seat::blobwar::colors::CONVERTED))
    );
}

#[test]
fn senet_marks_where_the_last_move_came_from_and_where_it_landed() {
    let settings = Settings {
        variant: variant("senet"),
        mode: Mode::HumanHuman,
        ..Settings::default()
    };
    // White threw 3: the piece on 11 goes to 14.
    let p = variant("senet")
        .parse_position("w.b.......w.b.b............... w 3")
        .unwrap();
    let mut s = Table::new(Session::at_position(&settings, p).unwrap());
    let now = Instant::now();
    let (f, r) = gametree::app::seat::senet::cell_of(11);
    assert!(s.handle(Action::Cell(f, r), now));
    let l = Layout::new(900, 560, 1.0, 10, 4);
    let sc = scene(&s, &l, None);
    let marked: Vec<[f32; 2]> = sc
        .shapes
        .iter()
        .filter_map(|sh| match sh {
            Shape::Quad { rect, color } if *color == palette::LAST_MOVE => Some(rect.center()),
            _ => None,
        })
        .collect();
    let marks = |sq: u8| {
        let (f, r) = gametree::app::seat::senet::cell_of(sq);
        marked.iter().any(|&c| l.cell_rect(f, r).contains(c))
    };
    assert_eq!(marked.len(), 2, "{marked:?}");
    assert!(marks(11), "the origin");
    assert!(marks(14), "the landing");
}

#[test]
fn the_e_key_cycles_the_alpha_beta_enhancements_and_the_hud_names_them() {
    use gametree::search::Enhancements;
    let mut s = Table::new(common::sitting().game("mnk:4x4:3").seed(1).start());
    let now = Instant::now();
    let l = Layout::new(640, 640, 1.0, 4, 4);
    let settings_line = |s: &Table| {
        texts(&scene(s, &l, None))
            .into_iter()
            .map(|(t, _)| t)
            .find(|t| t.starts_with("negamax alpha-beta"))
            .unwrap()
    };
    assert!(settings_line(&s).contains("enhancements none"));
    let mut nodes = Vec::new();
    for want in ["tt", "tt,order", "all", "none"] {
        assert!(s.handle(action_for(Key::Char('e')).unwrap(), now));
        assert!(settings_line(&s).contains(&format!("enhancements {want}")));
        // The computer's search carries them: on the same position, each set's nodes.
        let _ = s.handle(cell("b2"), now);
        let job = s.take_job(now).unwrap();
        assert_eq!(job.limits.enhance, Enhancements::parse(want).unwrap());
        nodes.push(run_job(&job, Arc::new(AtomicBool::new(false))).report.nodes);
        let _ = s.handle(Action::Undo, now);
    }
    // All of them search far fewer positions than none.
    assert!(nodes[2] * 4 < nodes[3], "{nodes:?}");
    // The full-width algorithms take none: E does nothing there.
    let _ = s.handle(action_for(Key::Char('1')).unwrap(), now);
    assert!(!s.handle(action_for(Key::Char('e')).unwrap(), now));
    assert_eq!(s.enhancements(), None);
}

/// The HUD's line under the board, as a frame draws it.
fn hud_words(s: &Session) -> Vec<String> {
    let l = gametree::app::view::layout(s, 1280, 900, 1.0);
    common::texts(&scene(s, &l, None))
}

#[test]
fn a_keys_answer_goes_when_the_next_key_changes_anything() {
    let now = Instant::now();
    let star2 = gametree::search::Algorithm::EVERY
        .iter()
        .position(|a| a.info().chance_only)
        .unwrap();
    // Connect Four refuses Star2 (key 6) and says why; E then changes the enhancements, and
    // the refusal, which spoke of the key before, goes from the HUD.
    let mut s = Table::new(common::sitting().game("connect4").seed(3).start());
    assert!(s.handle(Action::Algorithm(star2), now));
    let refusal = s.notice().expect("Star2 refused").to_owned();
    assert!(refusal.contains("chance"), "{refusal}");
    assert!(hud_words(&s).iter().any(|t| t.contains(&refusal)));
    // A key that changes nothing (no tree to go up in) leaves it.
    assert!(!s.handle(views::tree::UP, now));
    assert_eq!(s.notice(), Some(refusal.as_str()));
    assert!(s.handle(Action::CycleEnhance, now));
    assert_eq!(s.notice(), None);
    assert!(!hud_words(&s).iter().any(|t| t.contains("chance")));
    // On 3x3 there is no depth to change; V then opens the values, and the refusal goes.
    let mut s = session();
    assert!(s.handle(Action::DepthUp, now));
    assert!(s.notice().unwrap().contains("searched to the end"));
    assert!(s.handle(Action::toggle("values"), now));
    assert_eq!(s.notice(), None);
    // The copy's notice goes with the next key too; a new answer replaces an old one.
    let mut s = session();
    s.handle(Action::Copy, now);
    assert!(s.notice().unwrap().starts_with("copied the position"));
    assert!(s.handle(Action::DepthDown, now));
    assert!(s.notice().unwrap().contains("searched to the end"));
    assert!(s.handle(Action::Algorithm(0), now));
    assert_eq!(s.notice(), None);
}

#[test]
fn a_forced_pass_is_told_while_it_is_the_last_move() {
    // Two people: o is walled in after x's f1 and passes; V does not take the notice away (it
    // speaks of the last move, which is still the last), undo does.
    let fen = "o--4/---4/---4/7/7/7/6x x 0 1";
    let mut s = blobwar_session(Mode::HumanHuman, Some(fen));
    let now = Instant::now();
    assert!(s.handle(cell("f1"), now));
    assert_eq!(s.notice(), Some("o had no move and passed"));
    assert!(s.handle(Action::toggle("values"), now));
    assert_eq!(s.notice(), Some("o had no move and passed"));
    assert!(s.handle(Action::Undo, now));
    assert_eq!(s.notice(), None);
}

#[test]
fn two_players_see_no_report_of_the_computers_last_move() {
    let now = Instant::now();
    let mut s = session();
    s.handle(cell("b2"), now);
    assert!(computer_moves(&mut s, now));
    let report = s.report_text().expect("the computer's report");
    assert!(hud_words(&s).contains(&report), "{report}");
    // M twice: computer against itself (its search is cancelled by the next M), then two
    // people. The report of a move the computer made before no longer belongs on the screen,
    // nor when the computer comes back with M.
    assert_eq!(s.mode(), Mode::HumanComputer);
    s.handle(Action::CycleMode, now);
    s.handle(Action::CycleMode, now);
    assert_eq!(s.mode(), Mode::HumanHuman);
    assert_eq!(s.report_text(), None);
    assert!(!hud_words(&s).iter().any(|t| t.contains(" played ")));
    s.handle(cell("a2"), now);
    assert_eq!(s.report_text(), None);
    s.handle(Action::CycleMode, now);
    assert_eq!(s.mode(), Mode::HumanComputer);
    assert_eq!(s.report_text(), None);
    assert!(!hud_words(&s).iter().any(|t| t.contains(" played ")));
}

/// True when a text of the frame contains `words`.
fn on_screen(s: &Session, words: &str) -> bool {
    hud_words(s).iter().any(|t| t.contains(words))
}

/// Issue 31, item 12: Esc closed the window from the help overlay, with the game in it. It
/// closes the help, as anywhere else (the search goes on); the next Esc quits.
#[test]
fn esc_closes_the_help_first() {
    let mut s = session();
    let now = Instant::now();
    s.handle(cell("b2"), now);
    assert!(s.take_job(now).is_some());
    s.handle(Action::ToggleHelp, now);
    assert!(s.help_shown());
    assert!(on_screen(&s, "Esc, F1, H or a click closes this help"));
    for esc in [Action::Quit, Action::Stop] {
        assert!(s.handle(esc, now), "{esc:?}");
        assert!(!s.help_shown() && !s.last.quit && !s.last.cancel, "{esc:?}");
        assert!(s.thinking(), "{esc:?}: the search goes on");
        s.handle(Action::ToggleHelp, now);
    }
    s.handle(Action::ToggleHelp, now);
    s.handle(Action::Quit, now);
    assert!(s.last.quit && s.last.cancel);
}

/// Issue 31, item 12's follow-up: Esc quit the window (and on the page stopped the search) with
/// K's comparison over the board. Like the help, an overlay or the panel is closed first, the
/// one on top first (K over the panel, then the panel's last part); the views on the board stay
/// open, and the search goes on. Only then does Esc quit (or stop).
#[test]
fn esc_closes_the_overlay_and_the_panel_first() {
    for esc in [Action::Quit, Action::Stop] {
        let mut s = session();
        let now = Instant::now();
        s.handle(cell("b2"), now);
        assert!(s.take_job(now).is_some());
        for name in ["values", "tree", "trace", "compare"] {
            s.handle(Action::toggle(name), now);
            assert!(s.s.view_open(name), "{name}");
        }
        for (closed, open) in [
            ("compare", ["trace", "tree"]),
            ("trace", ["tree", "values"]),
            ("tree", ["values", "values"]),
        ] {
            assert!(s.handle(esc, now), "{esc:?} closing {closed}");
            assert!(!s.s.view_open(closed), "{esc:?}: {closed} still open");
            assert!(
                open.iter().all(|n| s.s.view_open(n)),
                "{esc:?} after {closed}"
            );
            assert!(!s.last.quit && !s.last.cancel && s.s.stopped().is_none());
            assert!(s.thinking(), "{esc:?}: the search goes on");
        }
        s.handle(esc, now);
        assert!(s.s.view_open("values"), "V is on the board, not over it");
        match esc {
            Action::Quit => assert!(s.last.quit && s.last.cancel),
            _ => assert!(s.s.stopped().is_some() && !s.last.quit),
        }
    }
}

/// Issue 31, item 8: at the end of a game the views waited for what never comes (T "waiting
/// for the computer's search…", X "recording the search…"), K said "O to move" beside "the game
/// is over", V and P said nothing. Each says the game is over, and nothing is asked for.
#[test]
fn every_view_says_the_game_is_over_at_its_end() {
    let mut s = Table::new(common::sitting().computer_first().seed(3).start());
    let now = Instant::now() + Duration::from_secs(1);
    while !s.position().is_over() {
        if !computer_moves(&mut s, now) {
            let mv = s.position().legal_moves()[0];
            assert!(s.handle(Action::Play(mv), now));
        }
    }
    assert!(s.last_report().is_some(), "the computer made the last move");
    for (view, said) in [
        ("tree", "the game is over: nothing to search"),
        ("trace", "the game is over: nothing to search"),
        ("compare", "the game is over: nothing to compare"),
        ("values", "V: the game is over — no move to value"),
        ("line", "P: the game is over — no line to expect"),
    ] {
        s.handle(Action::toggle(view), now);
        assert!(s.job.is_none() && s.wake_at().is_none(), "{view}");
        let texts = hud_words(&s);
        assert!(texts.iter().any(|t| t.contains(said)), "{view}: {texts:?}");
        for never in ["waiting", "recording", "X to move", "O to move"] {
            assert!(
                !texts.iter().any(|t| t.contains(never)),
                "{view}: {never} in {texts:?}"
            );
        }
        s.handle(Action::toggle(view), now);
    }
}

/// A Blob War session at `depth`, the person to move first.
fn blob_war(depth: u32, mode: Mode) -> Table {
    Table::new(
        common::sitting()
            .game("blobwar")
            .depth(depth)
            .mode(mode)
            .seed(3)
            .start(),
    )
}

/// Esc on the page: the session stops what runs, and the page cancels it.
fn stop(s: &mut Table, now: Instant) {
    assert!(s.handle(Action::Stop, now), "the stop is visible");
    assert!(s.last.cancel, "the search in flight is cancelled");
    assert!(s.last.start.is_none() && s.last.wake_at.is_none() && !s.last.quit);
}

/// Stopped (Esc on the page), nothing starts again by itself: no job, no wake-up, whatever the
/// time or a setting changed.
fn assert_stays_stopped(s: &mut Table, now: Instant) {
    assert!(s.job.is_none() && s.wake_at().is_none());
    assert!(s.take_job(now + Duration::from_secs(120)).is_none());
    assert!(s.handle(Action::DepthDown, now), "the depth still changes");
    assert!(
        s.job.is_none() && s.last.wake_at.is_none(),
        "and starts nothing"
    );
}

/// Issue 31, item 1: Esc on the page while the computer thinks left "Computer thinking…" for
/// good, with no way on but U, N or G. Stopped, the screen says so and what Space and U do;
/// Space lets the computer move (at the depth set meanwhile), and the person plays on.
#[test]
fn a_stopped_computer_move_says_so_and_space_lets_it_move() {
    let mut s = blob_war(3, Mode::HumanComputer);
    let now = Instant::now();
    let mv = s.position().legal_moves()[0];
    assert!(s.handle(Action::Play(mv), now));
    let job = s.take_job(now).expect("the computer thinks");
    assert_eq!(job.kind, JobKind::Move);
    stop(&mut s, now);
    assert!(!s.thinking());
    assert_eq!(s.stopped(), Some(JobKind::Move));
    let said = "Stopped — press Space to let the computer move, U to take your move back";
    assert_eq!(s.status(), said);
    assert!(on_screen(&s, said), "{:?}", hud_words(&s));
    // The late answer of the cancelled search is not played.
    assert!(!s.finish(run_job(&job, Arc::default()), now));
    assert_eq!(s.history().len(), 1);
    assert_stays_stopped(&mut s, now);
    s.handle(Action::toggle("values"), now);
    assert!(s.job.is_none(), "an analysis waits for the computer's move");
    assert_eq!(s.status(), said);
    // Space: the computer's search starts again, at the depth set since (3 − 1).
    assert!(s.handle(Action::TogglePause, now));
    let job = s.job.take().expect("Space lets the computer move");
    assert_eq!((job.kind, job.limits.depth), (JobKind::Move, Some(2)));
    assert_eq!(s.stopped(), None);
    assert!(s.finish(run_job(&job, Arc::default()), now));
    assert_eq!(s.history().len(), 2, "the computer moved");
    assert!(s.person_may_move(), "{}", s.status());
    assert!(s.status().starts_with("Your move"), "{}", s.status());
}

/// U after a stop takes the person's move back; and in computer against computer, Space goes
/// on from a stop as from a pause.
#[test]
fn a_stopped_computer_move_is_undone_by_u_and_self_play_goes_on_with_space() {
    let mut s = blob_war(2, Mode::HumanComputer);
    let now = Instant::now();
    let mv = s.position().legal_moves()[0];
    s.handle(Action::Play(mv), now);
    assert!(s.take_job(now).is_some());
    stop(&mut s, now);
    assert!(s.handle(Action::Undo, now));
    assert!(s.history().is_empty());
    assert_eq!(s.stopped(), None);
    assert!(s.person_may_move(), "{}", s.status());

    let mut s = blob_war(2, Mode::ComputerComputer);
    let now = Instant::now();
    assert_eq!(s.take_job(now).map(|j| j.kind), Some(JobKind::Move));
    stop(&mut s, now);
    assert_eq!(s.status(), "Stopped — press Space to let the computer move");
    assert_stays_stopped(&mut s, now);
    assert!(s.handle(Action::TogglePause, now));
    assert!(computer_moves(&mut s, now), "Space lets it go on");
    assert_eq!(s.history().len(), 1);
}

/// Issue 31, item 2, and the audit it asks for: every kind of analysis a view asks for,
/// stopped while it runs, says so on the screen (it said "valuing each move…" for good) and
/// starts nothing until Space, which runs it again to its end; a view over the board or in the
/// panel (K, T) is closed by Esc first, which ends its analysis with nothing left waiting, and
/// its key runs it again.
#[test]
fn every_analysis_stopped_says_so_and_space_runs_it_again() {
    let now = Instant::now();
    for (view, kind, busy) in [
        ("values", JobKind::Values, "stopped valuing each move"),
        ("line", JobKind::Line, "stopped finding the line"),
        ("compare", JobKind::Compare, "stopped — press Space"),
        ("tree", JobKind::Tree, "stopped recording the search tree"),
    ] {
        let mut s = blob_war(2, Mode::HumanComputer);
        assert!(s.handle(Action::toggle(view), now));
        let job = s
            .job
            .clone()
            .unwrap_or_else(|| panic!("{view}: no analysis"));
        assert_eq!(job.kind, kind, "{view}");
        if s.s.view_open(view) && gametree::app::views::on_top(&s.s).is_some() {
            assert!(s.handle(Action::Stop, now), "{view}");
            assert!(s.last.cancel && !s.view_open(view), "{view}: Esc closes it");
            assert!(s.analysing().is_none() && s.stopped().is_none(), "{view}");
            assert!(!on_screen(&s, "stopped"), "{view}: {:?}", hud_words(&s));
            assert!(s.handle(Action::toggle(view), now), "{view} again");
            assert_eq!(s.job.as_ref().map(|j| j.kind), Some(kind), "{view}");
            continue;
        }
        stop(&mut s, now);
        assert_eq!(s.stopped(), Some(kind), "{view}");
        assert!(s.analysing().is_none(), "{view}");
        assert!(on_screen(&s, busy), "{view}: {:?}", hud_words(&s));
        assert!(on_screen(&s, "press Space to go on"), "{view}");
        // The late answer of the cancelled job is not taken.
        s.finish(run_job(&job, Arc::default()), now);
        assert!(s.stopped().is_some(), "{view}");
        assert_stays_stopped(&mut s, now);
        assert!(s.handle(Action::TogglePause, now), "{view}");
        let again = s
            .job
            .take()
            .unwrap_or_else(|| panic!("{view}: Space starts nothing"));
        assert_eq!(again.kind, kind, "{view}");
        assert!(s.finish(run_job(&again, Arc::default()), now), "{view}");
        assert!(s.stopped().is_none() && s.analysing().is_none(), "{view}");
        assert!(!on_screen(&s, "stopped"), "{view}: {:?}", hud_words(&s));
    }
}

/// A stop asks nothing of a session at rest; a move played after a stopped analysis lets the
/// views ask for the new position's.
#[test]
fn a_stop_with_nothing_running_does_nothing_and_a_move_ends_a_stop() {
    let mut s = blob_war(2, Mode::HumanComputer);
    let now = Instant::now();
    assert!(!s.handle(Action::Stop, now));
    assert!(!s.last.cancel && s.stopped().is_none());
    s.handle(Action::toggle("values"), now);
    assert!(s.handle(Action::Stop, now));
    let mv = s.position().legal_moves()[0];
    assert!(s.handle(Action::Play(mv), now));
    assert_eq!(s.stopped(), None);
    assert_eq!(s.take_job(now).map(|j| j.kind), Some(JobKind::Move));
}

/// Issue 30: under its think time the window's Blob War computer plays with the engine's set
/// (`gametree uai`'s, with reverse futility pruning) when every exact enhancement is on, and
/// with the set asked for otherwise.
#[test]
fn the_blob_war_computer_plays_with_the_engines_set_under_its_think_time() {
    use gametree::search::Enhancements;
    for (enhance, plays) in [
        (Enhancements::ALL, Enhancements::ENGINE),
        (Enhancements::TT, Enhancements::TT),
        (Enhancements::NONE, Enhancements::NONE),
    ] {
        let mut s = Table::new(
            Session::new(&Settings {
                variant: variant("blobwar"),
                computer_first: true,
                seed: Some(1),
                enhance,
                ..Settings::default()
            })
            .unwrap(),
        );
        let job = s.take_job(Instant::now()).unwrap();
        assert!(job.limits.time.is_some());
        assert_eq!(job.limits.enhance, plays, "{enhance}");
        let done = run_job(&job, Arc::new(AtomicBool::new(false)));
        assert!(done.report.best.is_some());
    }
}

/// Issue 30: with the engine's set the window's Blob War computer also evaluates as the engine
/// does (`gametree uai`'s tapered evaluation), not with seed 004's: its move's value is the
/// tapered search's, which differs from the seed's here.
#[test]
fn the_blob_war_computer_evaluates_as_the_engine_under_its_think_time() {
    use gametree::game::blobwar::BlobWar;
    use gametree::search::{Algorithm, Enhancements, Limits};
    use rand::SeedableRng;
    let mut s = Table::new(
        Session::new(&Settings {
            variant: variant("blobwar"),
            computer_first: true,
            seed: Some(3),
            depth: Some(3),
            enhance: Enhancements::ALL,
            ..Settings::default()
        })
        .unwrap(),
    );
    let job = s.take_job(Instant::now()).unwrap();
    assert_eq!(
        (job.limits.enhance, job.limits.depth),
        (Enhancements::ENGINE, Some(3))
    );
    let done = run_job(&job, Arc::new(AtomicBool::new(false)));
    let start = BlobWar::new(7, 7).unwrap();
    let value = |p: BlobWar| {
        let limits = Limits {
            depth: Some(3),
            enhance: Enhancements::ENGINE,
            ..Limits::default()
        };
        let mut rng = rand::rngs::StdRng::seed_from_u64(1);
        gametree::search::search(Algorithm::NegamaxAb, &p, &limits, &mut rng)
            .unwrap()
            .value
    };
    let (tapered, seeds) = (value(start.with_terms(BlobWar::TAPERED)), value(start));
    assert_ne!(tapered, seeds);
    assert_eq!(done.report.value, tapered);
}
