//! The engine against known facts: 3x3 game counts, exact node counts, all five algorithms agreeing
//! on every non-terminal 3x3 position, depth-limited agreement on bigger boards, and perfect play.

mod common;

use gametree::game::mnk::{Mnk, MnkMove};
use gametree::game::{Game, Outcome, Side};
use gametree::search::{self, Algorithm, Limits, Report, Verdict};
use rand::SeedableRng;
use rand::rngs::StdRng;

fn run(a: Algorithm, g: &Mnk, limits: &Limits) -> Report<MnkMove> {
    let mut rng = StdRng::seed_from_u64(7);
    search::search(a, g, limits, &mut rng).expect("position has moves")
}

fn moves(g: &Mnk) -> Vec<MnkMove> {
    let mut v = Vec::new();
    g.legal_moves(&mut v);
    v
}

#[test]
fn tictactoe_has_255168_games_131184_x_wins_77904_o_wins_46080_draws() {
    fn count(g: &Mnk, tally: &mut [u64; 3]) {
        match g.outcome() {
            Some(Outcome::Win(Side::First)) => tally[0] += 1,
            Some(Outcome::Win(Side::Second)) => tally[1] += 1,
            Some(Outcome::Draw) => tally[2] += 1,
            None => moves(g).into_iter().for_each(|m| count(&g.play(m), tally)),
        }
    }
    let mut tally = [0; 3];
    count(&Mnk::tictactoe(), &mut tally);
    assert_eq!(tally, [131_184, 77_904, 46_080]);
    assert_eq!(tally.iter().sum::<u64>(), 255_168);
}

#[test]
fn tictactoe_has_5478_positions_958_terminal() {
    let all = common::tictactoe_positions();
    assert_eq!(all.len(), 5478);
    assert_eq!(all.iter().filter(|g| g.outcome().is_some()).count(), 958);
}

#[test]
fn full_tree_algorithms_visit_549946_nodes_from_empty_and_55505_after_centre() {
    let empty = Mnk::tictactoe();
    let centre = empty.play(MnkMove(8 + 1));
    for a in [Algorithm::Minimax, Algorithm::Minimax2, Algorithm::Negamax] {
        let r = run(a, &empty, &Limits::unlimited());
        assert_eq!(r.nodes, 549_946, "{a} from the empty board");
        assert_eq!(r.verdict, Verdict::Draw, "{a}");
        assert_eq!(r.value, 0.0);
        assert_eq!(
            run(a, &centre, &Limits::unlimited()).nodes,
            55_505,
            "{a} after b2"
        );
    }
}

#[test]
fn alpha_beta_forms_visit_fewer_than_20000_nodes_from_empty() {
    for a in [Algorithm::AlphaBeta, Algorithm::NegamaxAb] {
        let r = run(a, &Mnk::tictactoe(), &Limits::unlimited());
        assert!(r.nodes < 20_000, "{a}: {} nodes", r.nodes);
        assert_eq!(r.verdict, Verdict::Draw);
    }
}

/// The verdict the opponent faces after a move that keeps `v` (one ply closer to the end).
fn after_move(v: Verdict) -> Verdict {
    match v {
        Verdict::Win(n) => Verdict::Loss(n - 1),
        Verdict::Loss(n) => Verdict::Win(n - 1),
        other => other,
    }
}

#[test]
fn all_five_agree_on_all_4520_nonterminal_positions_and_their_moves_keep_the_value() {
    let positions: Vec<Mnk> = common::tictactoe_positions()
        .into_iter()
        .filter(|g| g.outcome().is_none())
        .collect();
    assert_eq!(positions.len(), 4520);
    for g in positions {
        let reference = run(Algorithm::Minimax, &g, &Limits::unlimited());
        assert!(reference.complete);
        for a in Algorithm::ALL {
            let r = run(a, &g, &Limits::unlimited());
            assert_eq!(r.value, reference.value, "{a} on {g}");
            assert_eq!(r.verdict, reference.verdict, "{a} on {g}");
            let mv = r.best.expect("a move");
            let child = g.try_play(mv).expect("legal move");
            match child.outcome() {
                Some(Outcome::Win(s)) => {
                    assert_eq!(s, g.side_to_move());
                    assert_eq!(r.verdict, Verdict::Win(1), "{a} on {g}");
                }
                Some(Outcome::Draw) => assert_eq!(r.verdict, Verdict::Draw, "{a} on {g}"),
                None => {
                    let c = run(Algorithm::NegamaxAb, &child, &Limits::unlimited());
                    assert_eq!(c.verdict, after_move(r.verdict), "{a} on {g} plays {mv}");
                }
            }
        }
    }
}

/// A few positions of a bigger board, reached by fixed move sequences.
fn sample_positions(width: u8, height: u8, k: u8) -> Vec<Mnk> {
    let start = Mnk::new(width, height, k).unwrap();
    let lines: [&[&str]; 4] = [&[], &["c3"], &["a1", "b2"], &["b1", "c2", "d3"]];
    lines
        .iter()
        .map(|line| {
            line.iter().fold(start, |g, m| {
                let mv = g.parse_move(m).unwrap();
                g.play(mv)
            })
        })
        .collect()
}

#[test]
fn depth_limited_values_agree_on_5x5_k3_and_4x4_k4_at_depths_1_to_4() {
    let mut positions = sample_positions(5, 5, 3);
    positions.extend(sample_positions(4, 4, 4));
    for g in positions {
        for depth in 1..=4 {
            let limits = Limits::depth(depth);
            let reference = run(Algorithm::Minimax, &g, &limits);
            for a in Algorithm::ALL {
                let r = run(a, &g, &limits);
                assert_eq!(r.value, reference.value, "{a} on {g:?} at depth {depth}");
                assert_eq!(r.depth, if r.complete { r.depth } else { depth });
            }
        }
    }
}

#[test]
fn five_by_five_three_in_a_row_is_a_first_player_win_in_5() {
    let r = run(
        Algorithm::NegamaxAb,
        &Mnk::new(5, 5, 3).unwrap(),
        &Limits::depth(5),
    );
    assert_eq!(r.verdict, Verdict::Win(5));
}

/// Plays `algo` as `ai` against every possible line of the opponent; returns the games lost.
fn games_lost(algo: Algorithm, ai: Side, g: Mnk, played: &mut u32) -> u32 {
    match g.outcome() {
        Some(Outcome::Win(s)) => {
            *played += 1;
            u32::from(s != ai)
        }
        Some(Outcome::Draw) => {
            *played += 1;
            0
        }
        None if g.side_to_move() == ai => {
            let r = run(algo, &g, &Limits::unlimited());
            let mv = r.best.expect("a move");
            let next = g
                .try_play(mv)
                .expect("the computer never plays a filled cell");
            games_lost(algo, ai, next, played)
        }
        None => moves(&g)
            .into_iter()
            .map(|m| games_lost(algo, ai, g.play(m), played))
            .sum(),
    }
}

#[test]
fn every_algorithm_never_loses_as_x_or_o_against_every_line_of_play() {
    for a in Algorithm::ALL {
        for ai in [Side::First, Side::Second] {
            let mut played = 0;
            let lost = games_lost(a, ai, Mnk::tictactoe(), &mut played);
            assert_eq!(lost, 0, "{a} playing {ai:?} lost {lost} of {played}");
            assert!(played > 50, "{a} as {ai:?}: only {played} games");
        }
    }
}

#[test]
fn a_time_budget_still_answers_with_a_sound_move() {
    let g = Mnk::new(5, 5, 4).unwrap();
    let limits = Limits {
        time: Some(std::time::Duration::from_millis(100)),
        ..Limits::default()
    };
    for a in Algorithm::ALL {
        let r = run(a, &g, &limits);
        assert!(r.depth >= 1, "{a}");
        assert!(g.try_play(r.best.unwrap()).is_ok());
    }
}

#[test]
fn cancelled_search_reports_cancelled() {
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;
    let cancel = Arc::new(AtomicBool::new(true));
    let limits = Limits {
        cancel: Some(cancel),
        ..Limits::default()
    };
    let r = run(Algorithm::Minimax, &Mnk::new(5, 5, 4).unwrap(), &limits);
    assert!(r.cancelled);
    assert!(
        r.nodes <= 1024 + 1,
        "stopped at the first check: {}",
        r.nodes
    );
}

#[test]
fn a_finished_game_cannot_be_searched() {
    let g = Mnk::parse(3, 3, 3, "xxx/oo./... o").unwrap();
    let mut rng = StdRng::seed_from_u64(1);
    assert!(search::search(Algorithm::Minimax, &g, &Limits::unlimited(), &mut rng).is_err());
}

#[test]
fn principal_variation_starts_with_the_best_move_and_is_legal() {
    let g = Mnk::parse(3, 3, 3, "xx./oo./... x").unwrap();
    for a in Algorithm::ALL {
        let r = run(a, &g, &Limits::unlimited());
        assert_eq!(r.best.unwrap().to_string(), "c3", "{a}: immediate win");
        assert_eq!(r.verdict, Verdict::Win(1));
        assert_eq!(r.pv.first(), r.best.as_ref());
    }
    // A longer line: every PV move is legal in turn.
    let r = run(
        Algorithm::NegamaxAb,
        &Mnk::tictactoe(),
        &Limits::unlimited(),
    );
    assert_eq!(r.pv.len(), 9, "a drawn game fills the board");
    r.pv.iter()
        .try_fold(Mnk::tictactoe(), |g, &m| g.try_play(m))
        .unwrap();
}

#[test]
fn bad_position_strings_are_rejected_with_a_message() {
    let cases = [
        ("x../.o./..", "has 2 cells"),
        ("x../.o.", "rows given"),
        ("x../.o./... z", "side"),
        ("x.../.o./...", "cells"),
        ("x?./.o./...", "unknown cell"),
        ("xx./.../...", "piece counts"),
        ("o../.../...", "piece counts"),
        ("xxx/ooo/x..", "both sides"),
        ("x../.o./... o", "contradicts"),
        ("xxx/oo./... x", "contradicts"),
        ("xxx/o.o/o.. x", "moved since it won"),
        ("", "empty"),
    ];
    for (text, expected) in cases {
        let e = Mnk::parse(3, 3, 3, text).unwrap_err();
        assert!(e.to_string().contains(expected), "'{text}': {e}");
    }
    // Two lines of X that no single move can have made.
    let e = Mnk::parse(5, 5, 3, "xxx../...../xxx../oo.o./oo... o").unwrap_err();
    assert!(e.to_string().contains("single last move"), "{e}");
}

#[test]
fn a_double_line_through_the_last_stone_is_a_legal_win() {
    let g = Mnk::parse(3, 3, 3, "xxx/xoo/xoo o").unwrap();
    assert_eq!(g.outcome(), Some(Outcome::Win(Side::First)));
}

#[test]
fn illegal_moves_are_refused_and_change_nothing() {
    let g = Mnk::parse(3, 3, 3, "x../.o./... x").unwrap();
    assert!(g.parse_move("a3").is_err(), "a3 is filled");
    assert!(g.parse_move("z9").is_err());
    assert!(g.try_play(MnkMove(8 + 1)).is_err());
    assert_eq!(g.to_string(), "x../.o./... x");
}

#[test]
fn a_move_in_a_finished_game_is_refused_saying_the_game_is_over() {
    use gametree::game::Game;
    use gametree::game::mnk::Mnk;
    let won = Mnk::parse(3, 3, 3, "xxx/oo./... o").unwrap();
    let e = won.parse_move("c1").unwrap_err();
    assert!(e.to_string().ends_with("the game is over"), "{e}");
}

#[test]
fn a_search_posts_its_node_count_as_it_goes_and_the_same_nodes_are_searched() {
    // The live count is posted each time the search looks at its limits (every 1,024 nodes):
    // the last post lies within 1,024 nodes of the total, and posting changes nothing.
    let live = std::sync::Arc::new(std::sync::atomic::AtomicU64::new(0));
    let limits = Limits {
        live_nodes: Some(live.clone()),
        ..Limits::default()
    };
    let g = Mnk::tictactoe();
    let watched = run(Algorithm::Minimax, &g, &limits);
    let plain = run(Algorithm::Minimax, &g, &Limits::default());
    assert_eq!(watched.nodes, 549_946);
    assert_eq!(plain.nodes, watched.nodes);
    let posted = live.load(std::sync::atomic::Ordering::Relaxed);
    assert!(
        posted <= watched.nodes && posted + 1024 > watched.nodes,
        "posted {posted} of {} nodes",
        watched.nodes
    );
}
