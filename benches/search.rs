//! Search speed: full-tree minimax and alpha-beta from the empty 3x3 board, depth-6 alpha-beta and
//! depth-5 minimax on the empty 5x5 k=3 board (the seed's Python took 15–17 s for the latter);
//! Blob War perft 6 from the start (libataxx: ~1.4 G leaves/s) and depth-5 negamax-ab there;
//! Senet from the start, expectiminimax against Star2, three and four turns ahead.

use criterion::{Criterion, criterion_group, criterion_main};
use gametree::game::Game;
use gametree::game::blobwar::BlobWar;
use gametree::game::mnk::Mnk;
use gametree::game::senet::Senet;
use gametree::search::{Algorithm, Limits, search};
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

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = bench, bare_minimax_3x3
}
criterion_main!(benches);
