//! The search tree recorder: a recorded tree has exactly the nodes the unrecorded search counts,
//! every node's value follows from its children's by its algorithm's rule, every cut-off's
//! inequality holds and names the child that caused it, and the moves it left out are exactly
//! the ones not searched; chance nodes carry their outcomes' probabilities. Also `gametree tree`:
//! its JSON agrees with `compare --json`, its DOT passes Graphviz, and bad input exits 2.

mod common;

use common::gametree;
use gametree::game::mnk::Mnk;
use gametree::game::senet::Senet;
use gametree::game::{Game, SearchHints, Side};
use gametree::search::{
    self, Algorithm, CutKind, CutRule, Event, Limits, NodeKind, Report, Tree, search_recorded,
};
use rand::SeedableRng;
use rand::rngs::StdRng;

/// A 3x3 position with six empty squares, X to move (the issue's values example).
const POSITION: &str = "o.x/x../.o. x";

fn ttt(text: &str) -> Mnk {
    Mnk::parse(3, 3, 3, text).expect("a 3x3 position")
}

fn recorded<G: SearchHints>(
    a: Algorithm,
    g: &G,
    limits: &Limits,
    max: usize,
) -> (Report<G::Move>, Tree<G::Move>) {
    search_recorded(a, g, limits, &mut StdRng::seed_from_u64(1), max).expect("a search")
}

fn plain<G: SearchHints>(a: Algorithm, g: &G, limits: &Limits) -> Report<G::Move> {
    search::search(a, g, limits, &mut StdRng::seed_from_u64(1)).expect("a search")
}

/// The position at `id`, replayed from the root.
fn position_of<G: SearchHints>(root: &G, tree: &Tree<G::Move>, id: u32) -> G {
    tree.path(id).into_iter().fold(*root, |g, m| g.play(m))
}

/// Everything a complete (not truncated, not stopped) tree must satisfy; returns the number of
/// cut-offs checked.
fn check<G: SearchHints>(root: &G, report: &Report<G::Move>, tree: &Tree<G::Move>) -> usize {
    assert!(!tree.truncated && !tree.stopped);
    assert_eq!(tree.visited + tree.earlier, report.nodes, "nodes");
    assert_eq!(tree.nodes.len() as u64, tree.visited, "every node recorded");
    let eps = 1e-9;
    let mut cuts = 0;
    for (i, n) in tree.nodes.iter().enumerate() {
        let id = i as u32;
        assert!(n.done, "node {i} left");
        assert_eq!(n.value, n.seen_by(tree.root_side, n.returned));
        let below: u64 = n.children.iter().map(|&c| tree.node(c).nodes).sum();
        assert_eq!(n.nodes, 1 + below, "node {i}'s subtree");
        for &c in &n.children {
            assert!(c > id);
            assert_eq!(tree.node(c).parent, Some(id));
            assert_eq!(tree.node(c).ply, n.ply + 1);
        }
        let g = position_of(root, tree, id);
        assert_eq!(g.side_to_move(), n.side);
        let mut legal = Vec::new();
        g.legal_moves(&mut legal);
        // Each child's value as this node sees it.
        let seen: Vec<f64> = n
            .children
            .iter()
            .map(|&c| tree.value_for_parent(c))
            .collect();
        match n.kind {
            NodeKind::Terminal => {
                assert!(g.outcome().is_some() && n.children.is_empty());
            }
            NodeKind::Horizon => assert!(n.children.is_empty()),
            // A Star2-probed outcome never resumed searched its first move only.
            NodeKind::Max | NodeKind::Min if n.probe && n.probability.is_some() => {
                assert!(n.children.len() <= 1);
            }
            NodeKind::Max | NodeKind::Min => {
                assert_eq!(n.kind == NodeKind::Max, n.side == tree.root_side);
                let maximises = n.maximises();
                let best = seen.iter().copied().fold(
                    if maximises {
                        f64::NEG_INFINITY
                    } else {
                        f64::INFINITY
                    },
                    |b, v| if maximises { b.max(v) } else { b.min(v) },
                );
                if n.cutoff.is_none() || !seen.is_empty() {
                    assert_eq!(n.returned, best, "node {i}: the best child");
                }
                let pruned = n.cutoff.as_ref().map_or(0, |c| c.pruned.len());
                assert_eq!(n.children.len() + pruned, legal.len(), "node {i}: moves");
            }
            NodeKind::Chance => {
                // A probe's visit is searched again (or resumed): count each outcome once.
                let outcomes: Vec<(f64, f64)> = n
                    .children
                    .iter()
                    .zip(&seen)
                    .filter(|&(&c, _)| !tree.node(c).probe)
                    .map(|(&c, &v)| (tree.node(c).probability.expect("a probability"), v))
                    .collect();
                if n.cutoff.is_none() {
                    let p: f64 = outcomes.iter().map(|o| o.0).sum();
                    assert!(
                        (p - 1.0).abs() < eps,
                        "{}: node {i}: probabilities sum to {p}: {:?}",
                        tree.algorithm,
                        n.children
                            .iter()
                            .map(|&c| {
                                let c = tree.node(c);
                                (c.mv, c.probability, c.probe, c.children.len(), c.kind)
                            })
                            .collect::<Vec<_>>()
                    );
                    let avg: f64 = outcomes.iter().map(|(p, v)| p * v).sum();
                    assert!((n.returned - avg).abs() < eps, "node {i}: the average");
                }
            }
        }
        if let Some(cut) = &n.cutoff {
            cuts += 1;
            match cut.kind {
                CutKind::Beta => assert!(cut.value >= cut.bound, "{}", cut.label(tree.win)),
                CutKind::Alpha => assert!(cut.value <= cut.bound, "{}", cut.label(tree.win)),
            }
            let (alpha, beta) = n.window.expect("a cut-off node was given a window");
            let edge = if cut.kind == CutKind::Beta {
                beta
            } else {
                alpha
            };
            if cut.rule == CutRule::AlphaBeta {
                assert_eq!(cut.bound, edge, "node {i}: the edge it was entered with");
                let after = cut.after.expect("the child that cut");
                assert_eq!(Some(&after), n.children.last(), "the last child searched");
                let c = tree.node(after);
                assert_eq!(
                    c.seen_by(n.view, c.returned),
                    cut.value,
                    "the child's value"
                );
                assert_eq!(n.returned, cut.value);
                // The pruned moves are the legal moves not searched, in order.
                let searched: Vec<_> = n
                    .children
                    .iter()
                    .map(|&c| tree.node(c).mv.unwrap())
                    .collect();
                assert!(
                    cut.pruned
                        .iter()
                        .all(|m| legal.contains(m) && !searched.contains(m))
                );
            }
        }
    }
    // Every node is entered once and left once (Star2 resumes a probed outcome: once more).
    let enters = tree
        .events
        .iter()
        .filter(|e| matches!(e, Event::Enter(_)))
        .count();
    let resumes = tree
        .events
        .iter()
        .filter(|e| matches!(e, Event::Resume(_)))
        .count();
    let leaves = tree
        .events
        .iter()
        .filter(|e| matches!(e, Event::Leave(_)))
        .count();
    assert_eq!(enters, tree.nodes.len());
    assert_eq!(leaves, enters + resumes);
    assert_eq!(
        cuts,
        tree.events
            .iter()
            .filter(|e| matches!(e, Event::Cutoff(_)))
            .count()
    );
    // The principal variation runs from the root down the report's line.
    let mut at = 0;
    assert!(tree.nodes[0].pv);
    for &m in &report.pv {
        let Some(&c) = tree
            .node(at)
            .children
            .iter()
            .find(|&&c| tree.node(c).mv == Some(m))
        else {
            break;
        };
        assert!(tree.node(c).pv);
        at = c;
    }
    if !root.is_chance() {
        assert_eq!(tree.nodes[0].value, report.value);
    }
    cuts
}

#[test]
fn alpha_beta_from_a_fixed_position_records_every_node_and_every_cut_off() {
    let g = ttt(POSITION);
    for a in [Algorithm::AlphaBeta, Algorithm::NegamaxAb, Algorithm::Star2] {
        let (report, tree) = recorded(a, &g, &Limits::unlimited(), 200_000);
        let unrecorded = plain(a, &g, &Limits::unlimited());
        assert_eq!(
            report.nodes, unrecorded.nodes,
            "{a}: recording changes nothing"
        );
        assert_eq!(report.value, unrecorded.value);
        assert_eq!(report.best, unrecorded.best);
        let cuts = check(&g, &report, &tree);
        assert!(cuts > 0, "{a} cuts off something here");
    }
}

#[test]
fn full_width_algorithms_record_the_whole_tree_and_cut_nothing() {
    let g = ttt(POSITION);
    let mut sizes = Vec::new();
    for a in [Algorithm::Minimax, Algorithm::Minimax2, Algorithm::Negamax] {
        let (report, tree) = recorded(a, &g, &Limits::unlimited(), 200_000);
        assert_eq!(check(&g, &report, &tree), 0);
        assert!(tree.nodes.iter().all(|n| n.window.is_none()));
        sizes.push(tree.nodes.len());
    }
    assert_eq!(sizes[0], sizes[1]);
    assert_eq!(sizes[0], sizes[2]);
    // The same tree as perft counts: the paths of every length (a finished game has no moves).
    let perft: u64 = (0..=6).map(|d| g.perft(d)).sum::<u64>();
    assert_eq!(sizes[0] as u64, perft);
}

#[test]
fn negamax_values_are_the_side_to_moves_and_agree_with_minimax() {
    let g = ttt(POSITION);
    let (_, mm) = recorded(Algorithm::Minimax, &g, &Limits::unlimited(), 200_000);
    let (_, nm) = recorded(Algorithm::Negamax, &g, &Limits::unlimited(), 200_000);
    assert_eq!(mm.nodes.len(), nm.nodes.len());
    for (a, b) in mm.nodes.iter().zip(&nm.nodes) {
        assert_eq!(a.mv, b.mv);
        assert_eq!(a.value, b.value, "the root side's view agrees");
        assert_eq!(a.view, Side::First);
        assert_eq!(b.view, b.side);
        let flipped = if b.side == Side::First {
            b.returned
        } else {
            -b.returned
        };
        assert_eq!(flipped, b.value);
    }
    // O to move somewhere below: negamax returns that node's value for O.
    assert!(
        nm.nodes
            .iter()
            .any(|n| n.side == Side::Second && n.returned == -n.value && n.value != 0.0)
    );
}

#[test]
fn minimax_from_the_empty_board_is_549946_nodes_or_truncated_at_the_cap() {
    let g = Mnk::tictactoe();
    let (report, tree) = recorded(Algorithm::Minimax, &g, &Limits::unlimited(), 600_000);
    assert_eq!(report.nodes, 549_946);
    assert_eq!(tree.nodes.len(), 549_946);
    assert!(!tree.truncated);
    check(&g, &report, &tree);
    let (report, tree) = recorded(Algorithm::Minimax, &g, &Limits::unlimited(), 1000);
    assert_eq!(report.nodes, 549_946, "the search goes on past the cap");
    assert!(tree.truncated);
    assert_eq!(
        tree.visited, 549_946,
        "subtree counts include unrecorded nodes"
    );
    // The first two plies are complete: 9 and 9·8 nodes beside the root.
    let near = tree.nodes.iter().filter(|n| n.ply <= 2).count();
    assert_eq!(near, 1 + 9 + 72);
    assert!(tree.nodes.len() < 1000 + 82);
    for n in &tree.nodes {
        if n.ply <= 1 {
            let below: u64 = n.children.iter().map(|&c| tree.node(c).nodes).sum();
            assert_eq!(n.nodes, 1 + below);
        }
    }
    assert_eq!(tree.nodes[0].nodes, 549_946);
}

#[test]
fn senet_chance_nodes_record_outcome_probabilities_summing_to_one() {
    let g = Senet::start();
    for a in Algorithm::WITH_STAR2 {
        let limits = Limits::depth(2);
        let (report, tree) = recorded(a, &g, &limits, 200_000);
        assert_eq!(report.nodes, plain(a, &g, &limits).nodes, "{a}");
        check(&g, &report, &tree);
        let chance: Vec<_> = tree
            .nodes
            .iter()
            .filter(|n| n.kind == NodeKind::Chance)
            .collect();
        assert!(!chance.is_empty(), "{a}");
        for n in chance {
            for &c in &n.children {
                let p = tree.node(c).probability.expect("an outcome's probability");
                assert!(p > 0.0 && p <= 1.0);
            }
        }
    }
}

fn json_of(args: &[&str]) -> serde_json::Value {
    let out = gametree(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("JSON")
}

#[test]
fn tree_json_counts_the_nodes_compare_reports_for_every_algorithm() {
    for algo in [
        "minimax",
        "minimax2",
        "negamax",
        "alphabeta",
        "negamax-ab",
        "star2",
    ] {
        let common = ["--position", POSITION, "--algo", algo];
        let tree = json_of(&[&["tree", "--format", "json"], &common[..]].concat());
        let compare = json_of(&[&["compare", "--json"], &common[..]].concat());
        let row = &compare[0];
        assert_eq!(tree["nodes"], row["nodes"], "{algo}");
        assert_eq!(tree["move"], row["move"], "{algo}");
        assert_eq!(tree["value"], row["value"], "{algo}");
        let t = &tree["tree"];
        assert_eq!(t["recorded"], row["nodes"], "{algo}: every node recorded");
        assert_eq!(t["truncated"], false);
        let nodes = t["nodes"].as_array().unwrap();
        assert_eq!(nodes.len() as u64, row["nodes"].as_u64().unwrap());
        assert_eq!(nodes[0]["nodes"], row["nodes"]);
        let cuts: Vec<_> = nodes.iter().filter(|n| !n["cutoff"].is_null()).collect();
        if algo.contains("minimax") || algo == "negamax" {
            assert!(cuts.is_empty(), "{algo} prunes nothing");
            assert!(nodes.iter().all(|n| n["window"].is_null()));
        } else {
            assert!(!cuts.is_empty(), "{algo} cuts here");
            for c in cuts {
                let label = c["cutoff"]["label"].as_str().unwrap();
                assert!(
                    label.contains("β cut-off") || label.contains("α cut-off"),
                    "{label}"
                );
            }
        }
    }
}

#[test]
fn a_capped_tree_says_so_and_still_counts_every_node() {
    let tree = json_of(&[
        "tree",
        "--algo",
        "minimax",
        "--format",
        "json",
        "--max-nodes",
        "100",
    ]);
    assert_eq!(tree["nodes"], 549_946);
    let t = &tree["tree"];
    assert_eq!(t["truncated"], true);
    assert_eq!(t["visited"], 549_946);
    // The cap, plus the first two plies in full.
    let recorded = t["recorded"].as_u64().unwrap();
    assert!((100..=100 + 82).contains(&recorded), "{recorded}");
    let dot = gametree(&["tree", "--algo", "minimax", "--max-nodes", "100"]);
    assert!(String::from_utf8_lossy(&dot.stdout).contains("recorded (capped)"));
}

#[test]
fn the_dot_output_passes_graphviz() {
    let dir = std::env::temp_dir().join(format!("gametree-tree-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (game, position, algo) in [
        ("tictactoe", Some(POSITION), "alphabeta"),
        ("tictactoe", Some(POSITION), "negamax-ab"),
        ("senet", None, "star2"),
        ("senet", None, "minimax"),
        ("mnk:4x4:3", None, "alphabeta"),
    ] {
        let file = dir.join(format!("{algo}.dot"));
        let mut args = vec!["tree", "--game", game, "--algo", algo, "--depth", "2"];
        if let Some(p) = position {
            args.extend(["--position", p]);
        }
        args.extend(["--out", file.to_str().unwrap()]);
        let out = gametree(&args);
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(out.stdout.is_empty(), "--out writes the file only");
        let dot = std::fs::read_to_string(&file).unwrap();
        assert!(dot.starts_with("digraph tree {"));
        assert!(
            dot.contains("penwidth=2"),
            "the principal variation is bold"
        );
        if algo != "minimax" {
            assert!(
                dot.contains("style=dashed"),
                "{game} {algo}: pruned edges are dashed"
            );
            assert!(
                dot.contains("cut-off: "),
                "{game} {algo}: the reason is given"
            );
        }
        let svg = std::process::Command::new("dot")
            .args(["-Tsvg", file.to_str().unwrap()])
            .output()
            .expect("Graphviz's dot runs (.ci/run installs graphviz)");
        assert!(
            svg.status.success(),
            "{game} {algo}: dot -Tsvg: {}",
            String::from_utf8_lossy(&svg.stderr)
        );
        assert!(String::from_utf8_lossy(&svg.stdout).contains("<svg"));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_tree_arguments_exit_2_with_one_line() {
    for (args, expected) in [
        (&["tree", "--format", "xml"][..], "expected dot or json"),
        (&["tree", "--max-nodes", "0"], "from 1 to 1000000"),
        (&["tree", "--max-nodes", "lots"], "from 1 to 1000000"),
        (&["tree", "--algo", "bogo"], "expected minimax"),
        (&["tree", "--depth", "0"], "from 1 to 500"),
        (&["tree", "--game", "chess"], "expected tictactoe"),
        (&["tree", "--position", "xxx/oo./... o"], "already over"),
        (&["tree", "--out", "/nonexistent/dir/t.dot"], "cannot write"),
    ] {
        common::fails_with(args, expected);
    }
}

#[test]
fn every_algorithm_on_every_game_records_a_consistent_tree() {
    use gametree::game::blobwar::BlobWar;
    use gametree::game::connect4::Connect4;
    let four = Mnk::new(4, 4, 3).expect("4x4 k=3");
    let blobwar = BlobWar::new(7, 7).expect("the 7x7 board");
    let c4 = Connect4::new(7, 6).expect("the 7x6 board");
    for a in Algorithm::WITH_STAR2 {
        for (what, limits) in [("depth 3", Limits::depth(3)), ("depth 1", Limits::depth(1))] {
            let (r, t) = recorded(a, &four, &limits, 200_000);
            check(&four, &r, &t);
            assert_eq!(r.nodes, plain(a, &four, &limits).nodes, "4x4 {a} {what}");
            let (r, t) = recorded(a, &blobwar, &limits, 200_000);
            check(&blobwar, &r, &t);
            assert_eq!(
                r.nodes,
                plain(a, &blobwar, &limits).nodes,
                "blobwar {a} {what}"
            );
            let (r, t) = recorded(a, &c4, &limits, 200_000);
            check(&c4, &r, &t);
            assert_eq!(r.nodes, plain(a, &c4, &limits).nodes, "connect4 {a} {what}");
        }
        // Senet three turns ahead, from positions of a seeded game: Star1 and Star2 cut here.
        let mut rules = std::collections::BTreeSet::new();
        let mut g = Senet::start();
        let mut rng = StdRng::seed_from_u64(7);
        for ply in 0..40 {
            if g.outcome().is_some() {
                break;
            }
            if ply % 8 == 0 {
                let limits = Limits::depth(3);
                let (r, t) = recorded(a, &g, &limits, 200_000);
                check(&g, &r, &t);
                let nodes = plain(a, &g, &limits).nodes;
                assert_eq!(r.nodes, nodes, "senet {a} at ply {ply}");
                let cuts = t.nodes.iter().filter_map(|n| n.cutoff.as_ref());
                rules.extend(cuts.map(|c| format!("{:?}", c.rule)));
            }
            let mut moves = Vec::new();
            g.legal_moves(&mut moves);
            g = g.play(moves[rand::RngExt::random_range(&mut rng, 0..moves.len())]);
        }
        let expected: &[&str] = match a {
            Algorithm::Minimax | Algorithm::Minimax2 | Algorithm::Negamax => &[],
            Algorithm::AlphaBeta | Algorithm::NegamaxAb => &["AlphaBeta", "Bounds", "Star1"],
            Algorithm::Star2 => &["AlphaBeta", "Bounds", "Star1", "Star2Probe"],
            other => unreachable!("{other} is not one of the exact depth-first searches"),
        };
        assert_eq!(
            rules.iter().map(String::as_str).collect::<Vec<_>>(),
            expected,
            "{a}"
        );
    }
}

#[test]
fn a_search_stopped_by_a_limit_keeps_its_last_pass_and_says_it_stopped() {
    let g = Mnk::tictactoe();
    let limits = Limits {
        nodes: Some(5_000),
        ..Limits::default()
    };
    let (report, tree) = recorded(Algorithm::Minimax, &g, &limits, 200_000);
    assert_eq!(report.nodes, plain(Algorithm::Minimax, &g, &limits).nodes);
    assert!(tree.stopped, "5,000 nodes cannot finish every depth");
    assert!(tree.earlier > 0, "earlier passes are counted, not kept");
    assert_eq!(tree.visited + tree.earlier, report.nodes);
    assert_eq!(tree.nodes.len() as u64, tree.visited);
    assert!(tree.nodes.iter().any(|n| !n.done));
    assert!(tree.nodes.iter().all(|n| n.cutoff.is_none()));
    // Each finished pass began with the root: the last one is one deeper than the report's.
    assert_eq!(tree.depth, report.depth + 1);
}

/// Recorded nodes and listed pruned moves (each a stub in DOT), and those of them within
/// [`search::KEEP_PLY`] plies of the root, which are kept past the cap.
fn shown_and_near<M>(t: &Tree<M>) -> (usize, usize) {
    let listed = |n: &search::Node<M>| n.cutoff.as_ref().map_or(0, |c| c.pruned.len());
    let shown = t.nodes.len() + t.nodes.iter().map(listed).sum::<usize>();
    let near = t
        .nodes
        .iter()
        .filter(|n| n.ply <= search::KEEP_PLY)
        .map(|n| {
            1 + if n.ply < search::KEEP_PLY {
                listed(n)
            } else {
                0
            }
        })
        .sum();
    (shown, near)
}

/// The cap counts the pruned moves' stubs too: Blob War to depth 3 once wrote 400 MB of DOT
/// by default, mostly "pruned" stubs the 200,000-node cap did not count (here to depth 5:
/// 34,119 of them against 1,000).
#[test]
fn the_cap_bounds_nodes_and_pruned_stubs_together() {
    let g = gametree::game::blobwar::BlobWar::new(7, 7).unwrap();
    let limits = Limits {
        depth: Some(5),
        ..Limits::default()
    };
    let (full_report, full) = recorded(Algorithm::AlphaBeta, &g, &limits, 1_000_000);
    let (all, _) = shown_and_near(&full);
    assert!(all > 30_000, "{all}: a tree worth capping");
    for cap in [1, 100, 1_000] {
        let (report, t) = recorded(Algorithm::AlphaBeta, &g, &limits, cap);
        assert_eq!(report.nodes, full_report.nodes, "the search is the same");
        assert_eq!(t.visited, report.nodes, "every node still counted");
        let (shown, near) = shown_and_near(&t);
        assert!(
            shown <= cap + near,
            "cap {cap}: {shown} shown, {near} near the root"
        );
        assert!(t.truncated);
        let unlisted: usize = t
            .nodes
            .iter()
            .filter_map(|n| n.cutoff.as_ref())
            .map(|c| c.unlisted)
            .sum();
        assert!(
            unlisted > 0,
            "cap {cap}: cut-offs count what they do not list"
        );
    }
}

/// `gametree tree` draws by default what Graphviz lays out in about a second: at most
/// 1,000 boxes besides the first two plies, and `dot` takes it.
#[test]
fn the_default_dot_is_small_enough_to_draw() {
    let args = ["tree", "--game", "blobwar", "--depth", "5"];
    let out = gametree(&args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let dot = String::from_utf8(out.stdout).unwrap();
    let boxes = dot
        .lines()
        .filter(|l| l.trim_start().starts_with('n') && !l.contains("->") && l.contains("[label="))
        .count();
    let json = json_of(&[&args[..], &["--format", "json", "--max-nodes", "1000"]].concat());
    let nodes = json["tree"]["nodes"].as_array().unwrap();
    let listed = |n: &serde_json::Value| n["cutoff"]["pruned"].as_array().map_or(0, Vec::len);
    let ply = |n: &serde_json::Value| n["ply"].as_u64().unwrap();
    let all: usize = nodes.iter().map(listed).sum();
    assert_eq!(
        boxes,
        nodes.len() + all,
        "one box per node and per pruned move"
    );
    let near: usize = nodes
        .iter()
        .filter(|n| ply(n) <= 2)
        .map(|n| 1 + if ply(n) < 2 { listed(n) } else { 0 })
        .sum();
    assert!(boxes <= 1_000 + near, "{boxes} boxes, {near} near the root");
    let file = std::env::temp_dir().join(format!("gametree-default-{}.dot", std::process::id()));
    std::fs::write(&file, &dot).unwrap();
    let svg = std::process::Command::new("dot")
        .args(["-Tsvg", file.to_str().unwrap()])
        .output()
        .expect("Graphviz's dot runs (.ci/run installs graphviz)");
    let _ = std::fs::remove_file(&file);
    assert!(svg.status.success());
}

/// Issue 31, item 5: the JSON was built whole as a JSON value, some 50 times the tree's memory:
/// at the largest cap it grew past 7 GB and aborted. Under a 1 GB address-space limit it is now
/// written a node at a time, at most some 400 bytes a node.
#[test]
fn the_largest_json_tree_stays_within_its_cap_in_memory_and_output() {
    use std::io::Read;
    let mut child = std::process::Command::new("bash")
        .arg("-c")
        .arg("ulimit -v 1000000; exec \"$0\" \"$@\"")
        .arg(env!("CARGO_BIN_EXE_gametree"))
        .args([
            "tree",
            "--game",
            "connect4",
            "--algo",
            "minimax",
            "--depth",
            "8",
            "--format",
            "json",
            "--max-nodes",
            "1000000",
        ])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let (mut head, mut tail, mut bytes) = (Vec::new(), Vec::new(), 0usize);
    let mut buf = vec![0; 1 << 16];
    loop {
        let n = stdout.read(&mut buf).unwrap();
        if n == 0 {
            break;
        }
        if head.len() < 1000 {
            head.extend_from_slice(&buf[..n.min(1000)]);
        }
        tail = buf[n.saturating_sub(4)..n].to_vec();
        bytes += n;
    }
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "{:?}: {}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    let head = String::from_utf8_lossy(&head);
    assert!(head.starts_with(r#"{"algorithm":"minimax","#), "{head}");
    // Depth 8 is 6,634,027 nodes: the cap, plus the 46 of the first two plies entered past it.
    assert!(
        head.contains(r#""max_nodes":1000000,"recorded":1000046,"#),
        "{head}"
    );
    assert!(head.contains(r#""truncated":true,"#), "{head}");
    assert_eq!(tail, b"]}}\n");
    assert!(bytes < 400_000_000, "{bytes} bytes");
}
