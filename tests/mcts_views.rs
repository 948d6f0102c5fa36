//! Monte Carlo tree search in the window's views: the HUD's live line (iterations, the best
//! move's visits and win rate), V's discs, T's "next:" explanation and S's four phases.

use std::time::{Duration, Instant};

use gametree::app::input::Action;
use gametree::app::session::{Session, Settings, progress_text};
use gametree::app::worker::Progress;
use gametree::game::mnk::Mnk;
use gametree::search::{self, Algorithm, Limits, Verdict};
use rand::SeedableRng;
use rand::rngs::StdRng;

/// A session on 3x3 with MCTS picked (key 7), seeded.
fn mcts_session(seed: u64) -> Session {
    let mut s = Session::new(&Settings {
        seed: Some(seed),
        ..Settings::default()
    })
    .unwrap();
    let _ = s.handle(Action::Algorithm(6), Instant::now());
    assert_eq!(s.algorithm(), Algorithm::Mcts);
    s
}

#[test]
fn mcts_tells_its_progress_with_the_best_moves_visits() {
    let g = Mnk::tictactoe();
    let limits = Limits {
        nodes: Some(4096),
        ..Limits::default()
    };
    let mut rng = StdRng::seed_from_u64(5);
    let mut seen = Vec::new();
    let (report, tree) = search::search_recorded_with_progress(
        Algorithm::Mcts,
        &g,
        &limits,
        &mut rng,
        1_000_000,
        &mut |it| seen.push((it.nodes, it.visits, it.pv.first().copied(), it.value)),
    )
    .unwrap();
    // Told as the iterations double: 1024, 2048 and 4096 (the last is the end; a slow machine
    // may add a report in between, every 100 ms).
    let counts: Vec<u64> = seen.iter().map(|s| s.0).collect();
    for n in [1024, 2048, 4096] {
        assert!(counts.contains(&n), "{counts:?}");
    }
    assert_eq!(counts.last(), Some(&4096));
    let (_, visits, first, value) = *seen.last().unwrap();
    let best = tree.node(tree.nodes[0].children[0]);
    assert_eq!(first, report.best);
    assert_eq!(best.mv, report.best);
    let stats = best.visits.unwrap();
    assert_eq!(visits, Some(stats.visits));
    assert!(
        (value - stats.mean).abs() < 1e-12,
        "the value is its win rate"
    );
    // A depth-first search has no visits to tell.
    let mut rng = StdRng::seed_from_u64(5);
    let mut depth_first = Vec::new();
    let _ = search::search_with_progress(
        Algorithm::NegamaxAb,
        &g,
        &Limits::default(),
        &mut rng,
        &mut |it| depth_first.push(it.visits),
    );
    assert!(!depth_first.is_empty() && depth_first.iter().all(Option::is_none));
}

#[test]
fn the_hud_shows_iterations_and_the_best_moves_visits_and_win_rate() {
    let mut s = mcts_session(1);
    let job = s.handle(Action::Cell(1, 1), Instant::now()).start;
    let job = match job {
        Some(j) => j,
        None => s
            .tick(Instant::now() + Duration::from_secs(1))
            .start
            .unwrap(),
    };
    let c3 = s.position().parse_move("c3").unwrap();
    let p = Progress {
        id: job.id,
        algorithm: Algorithm::Mcts,
        depth: 7,
        nodes: 12_345,
        best: Some((c3, 0.614, Verdict::Unknown)),
        pv: vec![c3],
        visits: Some(4_321),
        elapsed: Duration::from_millis(800),
        compared: Vec::new(),
    };
    let line = "12.3 k iterations · best c3 4321 visits, 61% won · 0.8 s";
    assert_eq!(progress_text(&p), line);
    assert!(s.progress(p).redraw);
    assert_eq!(s.status(), format!("Computer thinking… {line}"));
}
