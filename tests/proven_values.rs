//! V where the computer plays proven moves (the boards with a shipped opening book, an m,n,k
//! board's last 16 empty cells, Connect Four's last 26): each move's value comes from the computer's own proving search (the book
//! first), is the same whatever the depth limit, and a move the budget could not prove says how
//! deep it was searched (issue 20, item 6).

mod common;
use common::{PATIENCE, position, texts, variant};

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use gametree::app::input::Action;
use gametree::app::layout::Layout;
use gametree::app::session::{Mode, Session, Settings};
use gametree::app::view::{board_size, scene};
use gametree::app::worker::{
    Analysis, Job, JobKind, MoveMark, Progress, ProgressSink, run_job, run_job_watched,
};
use gametree::search::{Algorithm, Enhancements, Limits, Verdict, value_text};

/// Two people at `text` with every enhancement on (as the window starts), V open.
fn with_values(game: &str, text: &str) -> Session {
    let settings = Settings {
        variant: variant(game),
        mode: Mode::HumanHuman,
        seed: Some(1),
        enhance: Enhancements::ALL,
        ..Settings::default()
    };
    let mut s = Session::at_position(&settings, position(game, text)).unwrap();
    common::act(&mut s, Action::toggle("values"));
    s
}

fn value_of(s: &Session, mv: &str) -> String {
    let m = s
        .move_marks()
        .unwrap()
        .iter()
        .find(|m| m.mv.to_string() == mv)
        .unwrap_or_else(|| panic!("{mv} valued"));
    value_text::short(m.verdict, m.value)
}

fn hud(s: &Session) -> String {
    let (cols, rows) = board_size(s.position());
    let l = Layout::new(640, 640, 1.0, cols, rows);
    texts(&scene(s, &l, None)).join(" · ")
}

/// 5x5, 3 in a row, after c3 and c2: X wins (b2 and its mirror images in 3 plies). The values
/// are the enhanced search's of the position each move leads to, one ply further (`gametree
/// compare --enhance all` there: a5 leaves O a loss in 4, a4 a win in 3, b4 a loss in 2).
const K3: &str = "...../...../..x../..o../..... x";

#[test]
fn v_proves_every_move_where_the_computer_plays_proven_moves_whatever_the_depth() {
    let mut s = with_values("mnk:5x5:3", K3);
    assert!(s.proven_play());
    let expected = [
        ("a5", "W5"),
        ("a4", "L4"),
        ("b4", "W3"),
        ("b2", "W3"),
        ("c4", "W5"),
        ("a1", "L4"),
    ];
    for (mv, v) in expected {
        assert_eq!(value_of(&s, mv), v, "{mv}");
    }
    let marks = s.move_marks().unwrap().to_vec();
    assert_eq!(marks.len(), 23);
    assert!(
        marks
            .iter()
            .all(|m| m.verdict != Verdict::Unknown && m.depth.is_none()),
        "{marks:?}"
    );
    let words = hud(&s);
    assert!(
        words.contains("V: proven values, the computer's search"),
        "{words}"
    );
    // + and − change the computer's depth limit, not what V proved: nothing is searched again.
    for a in [Action::DepthUp, Action::DepthDown, Action::DepthDown] {
        assert_eq!(common::act(&mut s, a).jobs, 0, "{a:?} searched again");
        assert_eq!(s.move_marks().unwrap(), &marks[..], "{a:?}");
    }
}

#[test]
fn the_book_answers_for_the_moves_it_holds() {
    // 5x5, 4 in a row: every first move draws, from the book (no node searched).
    let s = with_values("mnk:5x5:4", "...../...../...../...../..... x");
    let marks = s.move_marks().unwrap();
    assert_eq!(marks.len(), 25);
    assert!(
        marks
            .iter()
            .all(|m| m.verdict == Verdict::Draw && m.nodes == 0)
    );
}

/// V's job as the session asks for it on a board of proven play, with `time` for each move.
fn proving_job(game: &str, text: &str, time: Duration) -> Job {
    Job {
        kind: JobKind::Values,
        id: 1,
        position: position(game, text),
        algorithm: Algorithm::NegamaxAb,
        limits: Limits {
            enhance: Enhancements::ALL,
            time: Some(time),
            ..Limits::default()
        },
        seed: Some(1),
        record: false,
        engine: None,
    }
}

fn marks_of(job: &Job, cancel: Arc<AtomicBool>) -> Vec<MoveMark> {
    match run_job(job, cancel).analysis {
        Some(Analysis::Values(v)) => v,
        other => panic!("{other:?}"),
    }
}

/// 5x5, 4 in a row, after c3 and c2: some replies take the proving search seconds.
const K4: &str = "...../...../..x../..o../..... x";

#[test]
fn a_move_the_budget_does_not_prove_says_how_deep_it_was_searched() {
    let marks = marks_of(
        &proving_job("mnk:5x5:4", K4, Duration::from_millis(5)),
        Arc::default(),
    );
    assert_eq!(marks.len(), 23);
    // What is proven is what the search proves with time (`compare --enhance all --time 5000`
    // on each reply): b2, b4, d2, d4 win in 7, b3 and d3 in 11, the others draw or are not
    // proven in 5 s; most cannot be proven in 5 ms.
    // A win proven within a budget may be a longer one than the shortest (the threat rules can
    // prove a win in 9 before the pass that finds the win in 7 ends), never a shorter one.
    for m in marks.iter().filter(|m| m.depth.is_none()) {
        let shortest = match m.mv.to_string().as_str() {
            "b2" | "b4" | "d2" | "d4" => Some(7),
            "b3" | "d3" => Some(11),
            _ => None,
        };
        match (shortest, m.verdict) {
            (Some(n), Verdict::Win(plies)) => assert!(plies >= n && plies % 2 == 1, "{m:?}"),
            (None, v) => assert_eq!(v, Verdict::Draw, "{m:?}"),
            _ => panic!("{m:?}"),
        }
    }
    let open: Vec<&MoveMark> = marks.iter().filter(|m| m.depth.is_some()).collect();
    assert!(open.len() >= 5, "{marks:?}");
    for m in &open {
        assert_eq!(m.verdict, Verdict::Unknown, "{m:?}");
        assert!(m.depth.unwrap() >= 2, "{m:?}");
    }
    // On the board: the tile of such a move says its depth under its value.
    let s = with_values("mnk:5x5:4", K4);
    let words = hud(&s);
    let open = s
        .move_marks()
        .unwrap()
        .iter()
        .filter_map(|m| m.depth)
        .collect::<Vec<_>>();
    if open.is_empty() {
        assert!(words.contains("V: proven values"), "{words}");
    } else {
        assert!(
            words.contains(&format!("{} not (at the depth on the tile)", open.len())),
            "{words}"
        );
        for d in &open {
            assert!(words.contains(&format!("depth {d}")), "{words}");
        }
    }
}

#[test]
fn a_proof_in_progress_stops_at_once_when_cancelled() {
    // Seconds a move at most: the first moves are valued soon, all 23 would take long.
    let job = proving_job("mnk:5x5:4", K4, Duration::from_secs(3));
    let cancel = Arc::new(AtomicBool::new(false));
    let flag = cancel.clone();
    let (tx, rx) = std::sync::mpsc::channel();
    let progress: ProgressSink = Arc::new(move |p: Progress| {
        let _ = tx.send(p.valued.len());
    });
    let worker = std::thread::spawn(move || run_job_watched(&job, flag, progress));
    // Cancelled once it is under way (its first progress report), however slow the machine.
    let valued = rx.recv_timeout(PATIENCE).expect("a progress report");
    assert!(valued >= 1, "{valued}");
    let start = Instant::now();
    cancel.store(true, Ordering::Relaxed);
    let marks = match worker.join().unwrap().analysis {
        Some(Analysis::Values(v)) => v,
        other => panic!("{other:?}"),
    };
    // A guard against a hang, not a measurement: the move in flight stops at once.
    assert!(
        start.elapsed() < Duration::from_secs(2),
        "{:?}",
        start.elapsed()
    );
    // The moves valued before the cancel are kept; the rest are not valued.
    assert!(
        (valued..23).contains(&marks.len()),
        "{} of 23, {valued} reported",
        marks.len()
    );
}
