//! Issue 30's pruning for Blob War (`nmp`, `rfp`, `lmp`, `fp`, `dom`, `probcut`, and the
//! reductions `lmr2`, `lmrh`):
//! off by its switch, every node count is the one before it existed; on, each prunes; with all
//! of them the engine still finds the tactics of the ataxx-skeleton tests and a forced pass;
//! and the recorded tree labels what each one did. The table left out a ply from the horizon
//! (`skiptt`) changes the nodes, never a value.

mod common;
use common::engine::Engine;

use gametree::game::Game;
use gametree::game::blobwar::{BlobMove, BlobWar};
use gametree::search::{self, Algorithm, Enhancements, Limits, Note, Verdict, WIN};
use rand::SeedableRng;
use rand::rngs::StdRng;

/// The start, an opening and a middle game.
const POSITIONS: [&str; 3] = [
    "startpos",
    "fen x5o/7/2o4/3x3/7/7/o5x x 0 1",
    "fen x1o3o/1xxo3/2oxo2/3x3/1o3x1/7/o5x o 4 12",
];

/// The nodes of `gametree uai`'s `go depth 7` (deepening from depth 1) in `position`, after
/// the `setoption` lines `options`.
fn nodes_at_depth_7(e: &mut Engine, options: &[&str], position: &str) -> u64 {
    for o in options {
        e.send(&format!("setoption name {o}"));
    }
    e.send(&format!("position {position}"));
    e.send("go depth 7");
    let (_, lines) = e.bestmove();
    let last = lines
        .iter()
        .rfind(|l| l.starts_with("info depth 7 "))
        .unwrap_or_else(|| panic!("{lines:?}"));
    let nodes = last
        .split(" nodes ")
        .nth(1)
        .and_then(|s| s.split_whitespace().next());
    nodes
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{last}"))
}

#[test]
fn each_pruning_off_by_its_switch_leaves_the_node_counts_as_they_were() {
    // Measured before the pruning existed (commit ca6fe1d), with `strong` and with `all`.
    let before = [(64_612, 188_442), (56_389, 121_844), (243_275, 3_208_640)];
    let mut e = Engine::start("uai");
    // Those counts are with seed 004's evaluation, the engine's before the tapered one.
    e.send("setoption name tapered value false");
    for (p, (strong, all)) in POSITIONS.iter().zip(before) {
        assert_eq!(
            nodes_at_depth_7(&mut e, &["enhance value strong"], p),
            strong,
            "{p}"
        );
        assert_eq!(
            nodes_at_depth_7(&mut e, &["enhance value all"], p),
            all,
            "{p}"
        );
        // Each switch on by itself prunes; off again by its own option, nothing changed.
        // (ProbCut probes only nodes six plies from the horizon, at depth 7 the root's
        // children: it need not cut in every position, and its own test below shows it does.)
        for name in ["nmp", "rfp", "lmp", "lmr2", "lmrh", "fp", "dom", "probcut"] {
            let on = format!("{name} value true");
            let off = format!("{name} value false");
            let pruned = nodes_at_depth_7(&mut e, &["enhance value strong", &on], p);
            assert!(
                pruned < strong || (name == "probcut" && pruned <= strong),
                "{name} on {p}: {pruned} nodes, {strong} without"
            );
            assert_eq!(
                nodes_at_depth_7(&mut e, &[&off], p),
                strong,
                "{name} off on {p}"
            );
        }
        // The table left out a ply from the horizon: other nodes, and off again as before.
        let skipped = nodes_at_depth_7(&mut e, &["enhance value strong", "skiptt value true"], p);
        assert_ne!(skipped, strong, "skiptt on {p}");
        assert_eq!(
            nodes_at_depth_7(&mut e, &["skiptt value false"], p),
            strong,
            "skiptt off on {p}"
        );
        // Every pruning together: `prune`, what the engine plays with.
        let pruned = nodes_at_depth_7(&mut e, &["enhance value prune"], p);
        assert!(pruned < strong, "prune on {p}: {pruned}, {strong} without");
    }
    e.send("quit");
    assert!(e.close().0.success());
}

/// `g` searched to `depth` by negamax alpha-beta with every pruning (`prune`, `fp`, `dom`) and
/// the reductions two plies from the horizon (`lmrh`).
fn pruned(g: &BlobWar, depth: u32) -> search::Report<BlobMove> {
    let enhance = Enhancements::PRUNE
        .union(Enhancements::LMRH)
        .union(Enhancements::FP)
        .union(Enhancements::DOM);
    searched(g, depth, enhance, false)
}

/// `skiptt` is no pruning: with the exact enhancements (`all`), each fixed-depth value is still
/// the textbook one, found with other nodes than `all`'s.
#[test]
fn the_table_left_out_near_the_horizon_changes_no_value() {
    let search =
        |g: &BlobWar, depth: u32, enhance: Enhancements| searched(g, depth, enhance, false);
    for p in POSITIONS {
        let g = match p.strip_prefix("fen ") {
            Some(fen) => BlobWar::from_fen(fen).unwrap(),
            None => BlobWar::new(7, 7).unwrap(),
        };
        for depth in 1..=5 {
            let skipped = search(&g, depth, Enhancements::ALL.union(Enhancements::SKIPTT));
            let all = search(&g, depth, Enhancements::ALL);
            assert_eq!(skipped.value, all.value, "{p} at depth {depth}");
            let textbook = search(&g, depth, Enhancements::NONE);
            assert_eq!(textbook.value, all.value, "{p} at depth {depth}");
            // Without the table's hits a ply up, more nodes from depth 4 on.
            if depth >= 4 {
                assert!(skipped.nodes > all.nodes, "{p} at depth {depth}");
            }
        }
    }
}

#[test]
fn the_skeleton_tactics_and_a_forced_pass_are_found_with_every_pruning() {
    // A jump into the hole of a ring of o converts all eight (and leaves o one blob).
    let hole = BlobWar::from_fen("6o/7/2ooo2/2o1o2/2ooo2/1x5/x6 x 0 1").unwrap();
    // The clone next to o's last blob converts it: won at once.
    let last = BlobWar::from_fen("6o/7/4x2/2xx3/7/7/x6 x 0 1").unwrap();
    // x is walled in by gaps: passing is the only move.
    let pass = BlobWar::from_fen("x--4/---4/---4/7/7/7/6o x 0 1").unwrap();
    for depth in 1..=6 {
        let r = pruned(&hole, depth);
        assert_eq!(
            r.best,
            Some(hole.parse_move("b2d4").unwrap()),
            "depth {depth}"
        );
        let after = hole.play(r.best.unwrap());
        assert_eq!(after.to_string(), "6o/7/2xxx2/2xxx2/2xxx2/7/x6 o 1 1");

        let r = pruned(&last, depth);
        assert_eq!(r.verdict, Verdict::Win(1), "depth {depth}");
        assert!(
            last.play(r.best.unwrap()).outcome().is_some(),
            "depth {depth}"
        );

        let r = pruned(&pass, depth);
        assert_eq!(r.best, Some(BlobMove::Pass), "depth {depth}");
    }
}

/// ProbCut probes only nodes at least six plies from the horizon, so the tactics above are
/// searched deeper with it, in the engine's set.
#[test]
fn the_skeleton_tactics_and_a_forced_pass_are_found_with_probcut() {
    let hole = BlobWar::from_fen("6o/7/2ooo2/2o1o2/2ooo2/1x5/x6 x 0 1").unwrap();
    let last = BlobWar::from_fen("6o/7/4x2/2xx3/7/7/x6 x 0 1").unwrap();
    let pass = BlobWar::from_fen("x--4/---4/---4/7/7/7/6o x 0 1").unwrap();
    let set = Enhancements::ENGINE.union(Enhancements::PROBCUT);
    for depth in 6..=9 {
        let r = searched(&hole, depth, set, false);
        assert_eq!(r.best, hole.parse_move("b2d4").ok(), "depth {depth}");
        let r = searched(&last, depth, set, false);
        assert_eq!(r.verdict, Verdict::Win(1), "depth {depth}");
        let r = searched(&pass, depth, set, false);
        assert_eq!(r.best, Some(BlobMove::Pass), "depth {depth}");
    }
}

/// ProbCut probes the node itself, which a recorded tree of moves cannot show: a recorded
/// search leaves it out, node for node. And a game that gives no margin (Connect Four) never
/// probes.
#[test]
fn probcut_is_left_out_under_a_recorder_and_where_the_game_gives_no_margin() {
    let g = BlobWar::from_fen("x1o3o/1xxo3/2oxo2/3x3/1o3x1/7/o5x o 4 12").unwrap();
    let set = Enhancements::ENGINE.without(Enhancements::PROBCUT);
    let with = set.union(Enhancements::PROBCUT);
    assert!(searched(&g, 7, with, false).nodes < searched(&g, 7, set, false).nodes);
    assert_eq!(
        searched(&g, 7, with, true).nodes,
        searched(&g, 7, set, true).nodes
    );
    let c4 = gametree::game::connect4::Connect4::new(7, 6).unwrap();
    let search = |enhance: Enhancements| {
        let limits = Limits {
            depth: Some(10),
            enhance,
            hash_mb: Some(1),
            ..Limits::default()
        };
        let rng = &mut StdRng::seed_from_u64(5);
        search::search(Algorithm::NegamaxAb, &c4, &limits, rng).unwrap()
    };
    let (plain, probed) = (search(set), search(with));
    assert_eq!((probed.nodes, probed.value), (plain.nodes, plain.value));
}

/// `g` searched to `depth` by negamax alpha-beta with `enhance` (deepening, 1 MB of table),
/// recorded or not.
fn searched(
    g: &BlobWar,
    depth: u32,
    enhance: Enhancements,
    recorded: bool,
) -> search::Report<BlobMove> {
    let limits = Limits {
        depth: Some(depth),
        enhance,
        hash_mb: Some(1),
        ..Limits::default()
    };
    let rng = &mut StdRng::seed_from_u64(5);
    if recorded {
        search::search_recorded(Algorithm::NegamaxAb, g, &limits, rng, 5_000_000)
            .unwrap()
            .0
    } else {
        search::search(Algorithm::NegamaxAb, g, &limits, rng).unwrap()
    }
}

#[test]
fn the_tree_labels_what_each_pruning_did() {
    let g = BlobWar::from_fen("x1o3o/1xxo3/2oxo2/3x3/1o3x1/7/o5x o 4 12").unwrap();
    let limits = Limits {
        depth: Some(6),
        enhance: Enhancements::PRUNE
            .union(Enhancements::FP)
            .union(Enhancements::DOM),
        hash_mb: Some(1),
        ..Limits::default()
    };
    let rng = &mut StdRng::seed_from_u64(3);
    let plain = search::search(Algorithm::NegamaxAb, &g, &limits, rng).unwrap();
    let rng = &mut StdRng::seed_from_u64(3);
    let (report, tree) =
        search::search_recorded(Algorithm::NegamaxAb, &g, &limits, rng, 2_000_000).unwrap();
    // The recorded search is the search, node for node.
    assert_eq!((report.nodes, report.best), (plain.nodes, plain.best));
    assert!(!tree.truncated);
    assert_eq!(tree.nodes.len() as u64, report.nodes);
    let count = |kind: &dyn Fn(&Note) -> bool| {
        tree.nodes
            .iter()
            .filter(|n| n.notes.iter().any(kind))
            .count()
    };
    let null = count(&|n| *n == Note::NullMove);
    let null_cut = count(&|n| matches!(n, Note::NullMoveCut { .. }));
    let futile = count(&|n| matches!(n, Note::Futility { .. }));
    let futile_low = count(&|n| matches!(n, Note::FutilityLow { .. }));
    let late = count(&|n| matches!(n, Note::LateMovesPruned { .. }));
    let dominated = count(&|n| matches!(n, Note::DominatedLeftOut { .. }));
    let reduced = count(&|n| matches!(n, Note::Reduced { .. }));
    let again = count(&|n| *n == Note::ReSearch);
    for (what, n) in [
        ("null move", null),
        ("null-move cut", null_cut),
        ("reverse futility", futile),
        ("futility", futile_low),
        ("late moves pruned", late),
        ("dominated moves left out", dominated),
        ("reduced", reduced),
        ("re-search", again),
    ] {
        assert!(n > 0, "no {what} in the tree");
    }
    // A null-move cut sits on the node whose pass was searched: every cut has its null move.
    assert!(null_cut <= null, "{null_cut} cuts, {null} null moves");
    assert_eq!(
        Note::Futility {
            value: 9.25,
            margin: 2.5
        }
        .label(WIN),
        "reverse futility cut: static 9.250 − 2.500 ≥ β"
    );
    assert_eq!(
        Note::FutilityLow {
            value: -4.5,
            margin: 3.5
        }
        .label(WIN),
        "futility cut: static -4.500 + 3.500 ≤ α"
    );
    assert_eq!(
        Note::NullMoveCut { value: 3.0 }.label(WIN),
        "null-move cut: 3 after a pass, ≥ β"
    );
    assert_eq!(
        Note::LateMovesPruned { moves: 12 }.label(WIN),
        "LMP: 12 quiet late moves skipped"
    );
    assert_eq!(
        Note::DominatedLeftOut { moves: 1 }.label(WIN),
        "dom: 1 dominated move left out"
    );
}
