//! Search speed: full-tree minimax and alpha-beta from the empty 3x3 board, depth-6 alpha-beta and
//! depth-5 minimax on the empty 5x5 k=3 board (the seed's Python took 15–17 s for the latter);
//! Blob War perft 6 from the start (libataxx: ~1.4 G leaves/s) and depth-5 negamax-ab there;
//! Senet from the start, expectiminimax against Star2, three and four turns ahead; and the
//! enhancements of negamax alpha-beta, each alone and all together, on the targets of issue 11:
//! 5x5 k=3 and 4x4 k=4 proven from the empty board, Blob War at depth 5 from the start;
//! Connect Four 7x6 middle-game positions solved to the exact score with all enhancements and
//! with each one turned off in turn; the tree recorder: 3x3 alpha-beta and minimax
//! recorded and not; and the Blob War engine as UAI plays it (its enhancements, the tapered
//! evaluation, 16 MB of table, deepening) from issue 30's three positions.

use criterion::{Criterion, criterion_group, criterion_main};
use gametree::game::Game;
use gametree::game::blobwar::BlobWar;
use gametree::game::connect4::Connect4;
use gametree::game::mnk::Mnk;
use gametree::game::senet::Senet;
use gametree::search::{
    Algorithm, DEFAULT_MAX_NODES, Enhancements, Limits, search, search_recorded,
};
use rand::SeedableRng;
use rand::rngs::StdRng;
use std::hint::black_box;

fn bench(c: &mut Criterion) {
    let ttt = Mnk::tictactoe();
    let five = Mnk::new(5, 5, 3).expect("5x5 k=3 is a valid board");
    let cases = [
        (
            "minimax 3x3 full tree",
            Algorithm::Minimax,
            ttt,
            Limits::unlimited(),
        ),
        (
            "negamax 3x3 full tree",
            Algorithm::Negamax,
            ttt,
            Limits::unlimited(),
        ),
        (
            "alphabeta 3x3 full",
            Algorithm::AlphaBeta,
            ttt,
            Limits::unlimited(),
        ),
        (
            "negamax-ab 3x3 full",
            Algorithm::NegamaxAb,
            ttt,
            Limits::unlimited(),
        ),
        (
            "alphabeta 5x5k3 depth 6",
            Algorithm::AlphaBeta,
            five,
            Limits::depth(6),
        ),
        (
            "minimax 5x5k3 depth 5",
            Algorithm::Minimax,
            five,
            Limits::depth(5),
        ),
    ];
    let blobwar = BlobWar::new(7, 7).expect("the 7x7 board");
    c.bench_function("blobwar perft 6", |b| {
        b.iter(|| black_box(black_box(&blobwar).perft(6)));
    });
    c.bench_function("blobwar negamax-ab depth 5", |b| {
        b.iter(|| {
            let mut rng = StdRng::seed_from_u64(1);
            black_box(search(
                Algorithm::NegamaxAb,
                black_box(&blobwar),
                &Limits::depth(5),
                &mut rng,
            ))
        });
    });
    let senet = Senet::start();
    for (name, algo, depth) in [
        ("senet expectiminimax depth 3", Algorithm::Minimax, 3),
        ("senet star2 depth 3", Algorithm::Star2, 3),
        ("senet expectiminimax depth 4", Algorithm::Minimax, 4),
        ("senet star2 depth 4", Algorithm::Star2, 4),
    ] {
        c.bench_function(name, |b| {
            b.iter(|| {
                let mut rng = StdRng::seed_from_u64(1);
                black_box(search(
                    algo,
                    black_box(&senet),
                    &Limits::depth(depth),
                    &mut rng,
                ))
            });
        });
    }
    for (name, algo, pos, limits) in cases {
        c.bench_function(name, |b| {
            b.iter(|| {
                let mut rng = StdRng::seed_from_u64(1);
                black_box(search(algo, black_box(&pos), &limits, &mut rng))
            });
        });
    }
}

/// Each enhancement alone, the window's steps (tt, tt+order) and all, on each target.
fn enhancements(c: &mut Criterion) {
    let sets = [
        Enhancements::TT,
        Enhancements::THREATS,
        Enhancements::TT.union(Enhancements::THREATS),
        Enhancements::TT.union(Enhancements::ORDER),
        Enhancements::ALL,
    ];
    let five = Mnk::new(5, 5, 3).expect("5x5 k=3");
    let four = Mnk::new(4, 4, 4).expect("4x4 k=4");
    let blobwar = BlobWar::new(7, 7).expect("the 7x7 board");
    let mut group = c.benchmark_group("enhance");
    for e in sets {
        let limits = Limits {
            enhance: e,
            ..Limits::default()
        };
        group.bench_function(format!("5x5k3 proven, {e}"), |b| {
            b.iter(|| {
                let mut rng = StdRng::seed_from_u64(1);
                black_box(search(Algorithm::NegamaxAb, &five, &limits, &mut rng))
            });
        });
        group.bench_function(format!("4x4k4 proven, {e}"), |b| {
            b.iter(|| {
                let mut rng = StdRng::seed_from_u64(1);
                black_box(search(Algorithm::NegamaxAb, &four, &limits, &mut rng))
            });
        });
    }
    for e in [
        Enhancements::NONE,
        Enhancements::TT,
        Enhancements::TT.union(Enhancements::ORDER),
        Enhancements::ALL,
        Enhancements::STRONG,
    ] {
        let limits = Limits {
            depth: Some(5),
            enhance: e,
            ..Limits::default()
        };
        group.bench_function(format!("blobwar depth 5, {e}"), |b| {
            b.iter(|| {
                let mut rng = StdRng::seed_from_u64(1);
                black_box(search(Algorithm::NegamaxAb, &blobwar, &limits, &mut rng))
            });
        });
    }
    group.finish();
}

/// Eight middle-game positions (16 to 25 discs, from random games, 0.8 k to 15 k nodes each with
/// every enhancement), solved one after the other to the exact score (the scores agree with
/// Pascal Pons' solver).
const C4_MIDDLE: [&str; 8] = [
    "765776666467515522445213",
    "6272255327732557354343341",
    "2421234211247347373174",
    "6147765746636113",
    "16344363766166134227",
    "2733122353555654154666",
    "11721546754152445",
    "5412571762113256652677",
];

/// Connect Four: every enhancement, then each one off in turn (without `tt`, `sym` does
/// nothing), on the same eight middle-game positions, a fresh search (and table) each.
fn connect4(c: &mut Criterion) {
    let positions: Vec<Connect4> = C4_MIDDLE
        .iter()
        .map(|s| s.parse().expect("a move sequence"))
        .collect();
    let mut sets = vec![("all".to_owned(), Enhancements::ALL)];
    // Only the exact enhancements (those of `all`): the selective ones change values.
    let exact = || {
        Enhancements::NAMED
            .iter()
            .filter(|&&(o, _)| Enhancements::ALL.contains(o))
    };
    for &(e, name) in exact() {
        let rest = exact()
            .filter(|&&(o, _)| o != e)
            .fold(Enhancements::NONE, |s, &(o, _)| s.union(o));
        sets.push((format!("all but {name}"), rest));
    }
    let mut group = c.benchmark_group("connect4");
    for (name, e) in sets {
        let limits = Limits {
            enhance: e,
            ..Limits::default()
        };
        group.bench_function(format!("8 middle-game solves, {name}"), |b| {
            b.iter(|| {
                for p in &positions {
                    let mut rng = StdRng::seed_from_u64(1);
                    black_box(search(Algorithm::NegamaxAb, p, &limits, &mut rng)).ok();
                }
            });
        });
    }
    group.finish();
}

/// The floor under any 3x3 full-tree minimax on this machine: the same 549,946 nodes with nothing
/// but two 9-bit boards, a 512-entry table of won boards and the recursion — no `Game` trait, no
/// limits, no cancel flag, no principal variation. The engine is measured against it.
fn bare_minimax_3x3(c: &mut Criterion) {
    const LINES: [u16; 8] = [0o007, 0o070, 0o700, 0o111, 0o222, 0o444, 0o421, 0o124];
    fn value(mover: u16, other: u16, won: &[bool; 512], nodes: &mut u64) -> i32 {
        *nodes += 1;
        if won[usize::from(other)] {
            return -1; // the side that just moved completed a line
        }
        let mut empty = !(mover | other) & 0o777;
        if empty == 0 {
            return 0;
        }
        let mut best = -2;
        while empty != 0 {
            let b = empty & empty.wrapping_neg();
            empty &= empty - 1;
            best = best.max(-value(other, mover | b, won, nodes));
        }
        best
    }
    let mut won = [false; 512];
    for (board, w) in (0u16..).zip(won.iter_mut()) {
        *w = LINES.iter().any(|&l| l & !board == 0);
    }
    c.bench_function("bare minimax 3x3 (the floor)", |b| {
        b.iter(|| {
            let mut nodes = 0;
            let v = value(0, 0, black_box(&won), &mut nodes);
            assert_eq!((v, nodes), (0, 549_946));
        });
    });
}

/// The tree recorder (issue 12): the same searches unrecorded and recorded. The unrecorded ones
/// are the cases of `bench` again, side by side with their recorded twins; recording must not
/// slow the unrecorded search (docs/performance.md, "The tree recorder").
fn recorder(c: &mut Criterion) {
    let ttt = Mnk::tictactoe();
    let mut group = c.benchmark_group("recorder");
    for (name, algo) in [
        ("alphabeta 3x3 full", Algorithm::AlphaBeta),
        ("minimax 3x3 full", Algorithm::Minimax),
    ] {
        group.bench_function(format!("{name}, not recorded"), |b| {
            b.iter(|| {
                let mut rng = StdRng::seed_from_u64(1);
                black_box(search(
                    algo,
                    black_box(&ttt),
                    &Limits::unlimited(),
                    &mut rng,
                ))
            });
        });
        group.bench_function(format!("{name}, recorded"), |b| {
            b.iter(|| {
                let mut rng = StdRng::seed_from_u64(1);
                let limits = Limits::unlimited();
                black_box(search_recorded(
                    algo,
                    black_box(&ttt),
                    &limits,
                    &mut rng,
                    DEFAULT_MAX_NODES,
                ))
            });
        });
    }
    group.finish();
}

/// The Blob War engine's search (its own enhancements, the tapered evaluation, 16 MB of table,
/// deepening to D) from the start, a middle game and a fuller board: issue 30's three
/// positions, where `docs/blobwar-eval.md` quotes the times of `go depth D`. The root's ties
/// are broken with seed 0, as `gametree uai` breaks them in its first game (it seeds with the
/// number of games begun), so the trees are `go depth`'s: 2,078,651 / 1,262,427 / 664,602
/// nodes with ProbCut in the set (1,942,591 / 2,643,868 / 1,717,596 before it).
fn blobwar_engine(c: &mut Criterion) {
    let positions = [
        ("start, depth 12", "x5o/7/7/7/7/7/o5x x 0 1", 12),
        (
            "middle game, depth 10",
            "x1o3o/1xxo3/2oxo2/3x3/1o3x1/7/o5x o 4 12",
            10,
        ),
        (
            "fuller board, depth 11",
            "xxo2oo/xxxoooo/2xxo2/1ooxx2/2oxxo1/3xo2/o4xx x 0 20",
            11,
        ),
    ];
    let mut group = c.benchmark_group("blobwar engine");
    for (name, fen, depth) in positions {
        let pos = BlobWar::from_fen(fen)
            .expect("a valid FEN")
            .with_terms(BlobWar::TAPERED);
        let limits = Limits {
            depth: Some(depth),
            time: Some(std::time::Duration::from_secs(3600)),
            enhance: Enhancements::ENGINE,
            hash_mb: Some(16),
            ..Limits::default()
        };
        group.bench_function(name, |b| {
            b.iter(|| {
                let mut rng = StdRng::seed_from_u64(0);
                black_box(search(
                    Algorithm::NegamaxAb,
                    black_box(&pos),
                    &limits,
                    &mut rng,
                ))
            });
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = bench, bare_minimax_3x3, enhancements, connect4, recorder, blobwar_engine
}
criterion_main!(benches);
