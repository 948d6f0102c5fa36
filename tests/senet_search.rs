//! The search algorithms on Senet: expectiminimax in every form, Star1 and Star2 never changing
//! the value, and their node counts on a fixed suite of positions.

use gametree::game::senet::Senet;
use gametree::game::{Game, Outcome, SearchHints, Side};
use gametree::search::{self, Algorithm, Limits};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

/// 24 positions from seeded random games: the start, chance nodes and decision nodes, early,
/// middle and late.
fn suite() -> Vec<Senet> {
    let mut rng = StdRng::seed_from_u64(2002);
    let mut out = vec![Senet::start()];
    while out.len() < 24 {
        let mut p = Senet::start();
        let plies = rng.random_range(4..160);
        for _ in 0..plies {
            if p.outcome().is_some() {
                break;
            }
            let mut moves = Vec::new();
            p.legal_moves(&mut moves);
            p = p.play(moves[rng.random_range(0..moves.len())]);
        }
        if p.outcome().is_none() {
            out.push(p);
        }
    }
    out
}

fn run(a: Algorithm, p: &Senet, depth: u32) -> search::Report<gametree::game::senet::SenetMove> {
    let mut rng = StdRng::seed_from_u64(1);
    search::search(a, p, &Limits::depth(depth), &mut rng).unwrap()
}

#[test]
fn all_algorithms_agree_and_star1_star2_save_nodes_on_the_suite() {
    for depth in [2, 3] {
        let mut totals = [0u64; 6];
        for p in suite() {
            let reports: Vec<_> = Algorithm::WITH_STAR2
                .iter()
                .map(|&a| run(a, &p, depth))
                .collect();
            for (r, t) in reports.iter().zip(&mut totals) {
                assert!(
                    (r.value - reports[0].value).abs() < 1e-9,
                    "{p}: depth {depth}: {:?} {} vs {}",
                    r.algorithm,
                    r.value,
                    reports[0].value
                );
                *t += r.nodes;
            }
            // The three full-width forms visit the same tree.
            assert_eq!(reports[0].nodes, reports[1].nodes);
            assert_eq!(reports[0].nodes, reports[2].nodes);
            // Pruning never visits more than the full tree.
            assert!(reports[4].nodes <= reports[0].nodes, "{p}");
        }
        eprintln!(
            "senet suite depth {depth}: expectiminimax {} · Star1 alpha-beta {} ({:.0}%) · Star1 negamax {} · Star2 {} ({:.0}%)",
            totals[0],
            totals[3],
            100.0 * totals[3] as f64 / totals[0] as f64,
            totals[4],
            totals[5],
            100.0 * totals[5] as f64 / totals[0] as f64,
        );
        assert!(totals[4] < totals[0], "Star1 saves nodes");
        if depth == 3 {
            assert!(totals[5] < totals[4], "Star2 saves more than Star1");
            assert!(
                2 * totals[5] <= totals[0],
                "Star2 visits at most half the nodes"
            );
        }
    }
}

/// Positions from many seeded random games, chance nodes only, late ones included (pieces on
/// 26–30, sides about to win).
fn random_chance_positions(n: usize, seed: u64) -> Vec<Senet> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut out = Vec::new();
    while out.len() < n {
        let mut p = Senet::start();
        for _ in 0..rng.random_range(0..400) {
            if p.outcome().is_some() {
                break;
            }
            let mut moves = Vec::new();
            p.legal_moves(&mut moves);
            p = p.play(moves[rng.random_range(0..moves.len())]);
        }
        if p.is_chance() {
            out.push(p);
        }
    }
    out
}

/// The lowest and highest value, for `me`, of every position `turns` turns (a throw and a move)
/// from `p`, or of a game that ends before.
fn leaf_range(p: &Senet, turns: u32, me: Side) -> (f64, f64) {
    let seen = |v: f64| (v, v);
    match p.outcome() {
        Some(Outcome::Win(w)) => return seen(if w == me { Senet::WIN } else { -Senet::WIN }),
        Some(Outcome::Draw) => return seen(0.0),
        None if turns == 0 => {
            let e = p.evaluate();
            return seen(if p.side_to_move() == me { e } else { -e });
        }
        None => {}
    }
    let (mut lo, mut hi) = (f64::INFINITY, f64::NEG_INFINITY);
    let mut throws = Vec::new();
    p.legal_moves(&mut throws);
    for t in throws {
        let thrown = p.play(t);
        let mut moves = Vec::new();
        thrown.legal_moves(&mut moves);
        for m in moves {
            let (l, h) = leaf_range(&thrown.play(m), turns - 1, me);
            (lo, hi) = (lo.min(l), hi.max(h));
        }
    }
    (lo, hi)
}

#[test]
fn value_bounds_hold_one_and_two_turns_deep() {
    for (depth, positions) in [(1, 3000), (2, 600)] {
        let mut tight = 0;
        for p in random_chance_positions(positions, 27 + u64::from(depth)) {
            let (lo, hi) = p.value_bounds(depth);
            if hi < Senet::WIN {
                tight += 1;
            }
            let (l, h) = leaf_range(&p, depth, p.side_to_move());
            assert!(
                lo <= l && h <= hi,
                "{p}: depth {depth}: values [{l}, {h}] outside the bounds [{lo}, {hi}]"
            );
        }
        assert!(
            tight * 5 > positions * 4,
            "depth {depth}: the bounds are tight on most positions ({tight} of {positions})"
        );
    }
    assert_eq!(Senet::start().value_bounds(3), (-Senet::WIN, Senet::WIN));
}

#[test]
fn star1_and_star2_keep_the_value_on_many_random_positions() {
    for (i, p) in random_chance_positions(300, 5).iter().enumerate() {
        let depth = if i % 3 == 0 { 3 } else { 2 };
        let exact = run(Algorithm::Minimax, p, depth).value;
        for a in [Algorithm::AlphaBeta, Algorithm::NegamaxAb, Algorithm::Star2] {
            let v = run(a, p, depth).value;
            assert!(
                (v - exact).abs() < 1e-9,
                "{p}: depth {depth}: {a} {v} vs {exact}"
            );
        }
    }
}

#[test]
fn the_chosen_move_keeps_the_value_and_the_summary_agrees() {
    for p in suite().into_iter().filter(|p| p.throw().is_some()) {
        let r = run(Algorithm::Star2, &p, 2);
        let values = search::move_values(Algorithm::Minimax, &p, 2, None);
        let best = values
            .iter()
            .map(|v| v.value)
            .fold(f64::NEG_INFINITY, f64::max);
        assert!((best - r.value).abs() < 1e-9, "{p}");
        let chosen = values.iter().find(|v| Some(v.mv) == r.best).unwrap();
        assert!((chosen.value - best).abs() < 1e-9, "{p}");
    }
}

#[test]
fn depth_counts_turns_a_throw_uses_no_depth() {
    // Depth 1 from a chance node: five throws, each followed by one move, then the evaluation.
    let r = run(Algorithm::Minimax, &Senet::start(), 1);
    assert_eq!(r.nodes, 1 + 5 + Senet::start().perft(1));
}
