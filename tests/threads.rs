//! Lazy SMP (issue 30): the enhanced search on 1, 2 and 4 threads sharing one table gives the
//! same value and a legal move in every game — the proven value where the search reaches the
//! end (m,n,k boards, Connect Four end-games against Pascal Pons' scores), the textbook value
//! at a fixed depth with the exact enhancements (Blob War, Connect Four), a legal move under a
//! time budget with the selective ones — and changes nothing where it cannot share a table.

mod common;
use common::{position, variant};

use gametree::app::input::Action;
use gametree::app::session::{Mode, Session, Settings};
use gametree::app::worker::JobKind;
use gametree::game::blobwar::BlobWar;
use gametree::game::connect4::Connect4;
use gametree::game::mnk::Mnk;
use gametree::game::senet::Senet;
use gametree::game::{Game, SearchHints};
use gametree::search::{self, Algorithm, Enhancements, Limits, Report, Verdict};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use std::time::{Duration, Instant};

const THREADS: [usize; 3] = [1, 2, 4];

fn on<G: SearchHints>(g: &G, limits: &Limits, threads: usize) -> Report<G::Move> {
    let limits = Limits {
        threads: Some(threads),
        hash_mb: Some(limits.hash_mb.unwrap_or(16)),
        ..limits.clone()
    };
    let mut rng = StdRng::seed_from_u64(5);
    search::search(Algorithm::NegamaxAb, g, &limits, &mut rng).expect("a position with moves")
}

fn legal<G: Game>(g: &G, m: Option<G::Move>) -> bool {
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    m.is_some_and(|m| moves.contains(&m))
}

/// The value and verdict on every thread count equal `expect`'s, and the move is legal.
fn same<G: SearchHints>(g: &G, limits: &Limits, expect: (f64, Verdict)) {
    for t in THREADS {
        let r = on(g, limits, t);
        assert_eq!((r.value, r.verdict), expect, "{g} on {t} threads");
        assert!(legal(g, r.best), "{g} on {t} threads: {:?}", r.best);
    }
}

/// Positions `plies` random moves from `start`, not over.
fn random<G: Game>(start: G, plies: &[usize], seed: u64) -> Vec<G> {
    let mut rng = StdRng::seed_from_u64(seed);
    plies
        .iter()
        .map(|&n| {
            let mut g = start;
            for _ in 0..n {
                let mut moves = Vec::new();
                g.legal_moves(&mut moves);
                let next = g.play(moves[rng.random_range(0..moves.len())]);
                if next.outcome().is_some() {
                    break;
                }
                g = next;
            }
            g
        })
        .collect()
}

#[test]
fn m_n_k_boards_get_their_proven_values_on_every_thread_count() {
    let to_end = Limits {
        enhance: Enhancements::ALL,
        ..Limits::unlimited()
    };
    let tictactoe = Mnk::new(3, 3, 3).expect("3x3");
    same(&tictactoe, &to_end, (0.0, Verdict::Draw));
    // 4x4 with four in a row is a draw; with three, the first player wins.
    same(
        &Mnk::new(4, 4, 4).expect("4x4"),
        &to_end,
        (0.0, Verdict::Draw),
    );
    let k3 = Mnk::new(4, 4, 3).expect("4x4 k=3");
    let won = on(&k3, &to_end, 1);
    assert!(matches!(won.verdict, Verdict::Win(_)), "{:?}", won.verdict);
    same(&k3, &to_end, (won.value, won.verdict));
    // And under a time budget, deepening on every thread.
    let budget = Limits {
        time: Some(Duration::from_secs(20)),
        ..to_end.clone()
    };
    for g in random(Mnk::new(5, 5, 4).expect("5x5"), &[8, 11, 14], 2) {
        let one = on(&g, &to_end, 1);
        assert_ne!(one.verdict, Verdict::Unknown, "{g}");
        same(&g, &budget, (one.value, one.verdict));
    }
}

/// Connect Four middle-game positions and their exact scores from Pascal Pons' solver (as in
/// `tests/connect4_solve.rs`): positive when the side to move wins.
const PONS: [(&str, i32); 6] = [
    ("5777317611714143426334143564", 0),
    ("765475216112225237355", 2),
    ("666451715554223526", -2),
    ("7416336237471763", -3),
    ("75777344571551155", 5),
    ("2223376336357212356614125651", 1),
];

#[test]
fn connect_four_end_games_get_pons_scores_on_every_thread_count() {
    let to_end = Limits {
        enhance: Enhancements::ALL,
        ..Limits::unlimited()
    };
    for (moves, score) in PONS {
        let p: Connect4 = moves.parse().expect("a move sequence");
        let discs = p.moves_played();
        for t in THREADS {
            let r = on(&p, &to_end, t);
            let pons = |plies: u32| 22 - (discs + plies).div_ceil(2) as i32;
            let got = match r.verdict {
                Verdict::Win(k) => pons(k),
                Verdict::Loss(k) => -pons(k),
                Verdict::Draw => 0,
                Verdict::Unknown => panic!("{moves} on {t} threads: not proven"),
            };
            assert_eq!(got, score, "{moves} on {t} threads");
            assert!(legal(&p, r.best), "{moves} on {t} threads");
        }
    }
}

#[test]
fn heuristic_values_at_a_fixed_depth_are_the_textbook_ones_on_every_thread_count() {
    let blob = BlobWar::new(7, 7).expect("7x7");
    for g in random(blob, &[0, 6, 20, 40], 4) {
        for depth in [3, 5] {
            let textbook = on(&g, &Limits::depth(depth), 1);
            let exact = Limits {
                enhance: Enhancements::ALL,
                ..Limits::depth(depth)
            };
            same(&g, &exact, (textbook.value, textbook.verdict));
        }
    }
    let c4 = Connect4::new(7, 6).expect("7x6");
    for g in random(c4, &[0, 5, 12], 6) {
        let textbook = on(&g, &Limits::depth(8), 1);
        let exact = Limits {
            enhance: Enhancements::ALL,
            ..Limits::depth(8)
        };
        same(&g, &exact, (textbook.value, textbook.verdict));
    }
}

#[test]
fn timed_searches_with_the_selective_enhancements_play_legal_moves_on_every_thread_count() {
    let limits = Limits {
        enhance: Enhancements::ENGINE.union(Enhancements::PRUNE),
        time: Some(Duration::from_millis(150)),
        soft_time: Some(Duration::from_millis(75)),
        ..Limits::default()
    };
    let blob = BlobWar::new(7, 7).expect("7x7");
    for g in random(blob, &[0, 10, 30], 8) {
        for t in THREADS {
            let r = on(&g, &limits, t);
            assert!(legal(&g, r.best), "{g} on {t} threads");
            assert!(r.depth >= 1 && !r.cancelled, "{g} on {t} threads: {r:?}");
        }
    }
}

#[test]
fn without_a_table_to_share_more_threads_change_nothing() {
    // Senet keys no positions (no table): one thread whatever is asked, node for node.
    let senet = Senet::start();
    let tt = Limits {
        enhance: Enhancements::TT,
        ..Limits::depth(3)
    };
    let one = on(&senet, &tt, 1);
    for t in [2, 4] {
        let r = on(&senet, &tt, t);
        assert_eq!((r.value, r.nodes, r.best), (one.value, one.nodes, one.best));
    }
    // Nor does the textbook search, nor a recorded one.
    let g = BlobWar::new(7, 7).expect("7x7");
    let one = on(&g, &Limits::depth(4), 1);
    let four = on(&g, &Limits::depth(4), 4);
    assert_eq!((one.value, one.nodes), (four.value, four.nodes));
    let recorded = |threads| {
        let limits = Limits {
            enhance: Enhancements::ALL,
            threads: Some(threads),
            ..Limits::depth(3)
        };
        let mut rng = StdRng::seed_from_u64(1);
        let (r, tree) = search::search_recorded(Algorithm::NegamaxAb, &g, &limits, &mut rng, 1000)
            .expect("a position with moves");
        (r.nodes, tree.nodes.len())
    };
    assert_eq!(recorded(1), recorded(4));
}

/// The job the window's computer is given when it takes the side to move of `text`.
fn computer_job(game: &str, text: &str) -> gametree::app::worker::Job {
    let settings = Settings {
        variant: variant(game),
        mode: Mode::HumanHuman,
        enhance: Enhancements::ALL,
        ..Settings::default()
    };
    let mut s = Session::at_position(&settings, position(game, text)).expect("a position");
    let now = Instant::now();
    let job = s
        .handle(Action::CycleMode, now)
        .start
        .or_else(|| s.tick(now).start)
        .expect("the computer's move");
    assert_eq!(job.kind, JobKind::Move);
    job
}

#[test]
fn the_windows_computer_searches_on_every_core_but_proves_on_one() {
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
    let blob = computer_job("blobwar", "x5o/7/7/7/7/7/o5x o 0 1");
    assert_eq!(blob.limits.threads, Some(cores));
    // Proven play: the line P shows must be the move it plays, so one thread.
    let proven = computer_job("mnk:4x4:4", "..../.x../..o./x... o");
    assert_eq!(proven.limits.threads, None);
}
