//! The enhanced alpha-beta, recorded: the tree holds exactly the search the report counts (the
//! same as unrecorded), and each enhancement leaves its note where it acted — a position answered
//! from the table, the table's move first, a null window and its re-search under PVS, a reduced
//! search and its re-search under LMR, a forced move — on fixed positions.

mod common;

use gametree::game::SearchHints;
use gametree::game::connect4::Connect4;
use gametree::game::mnk::Mnk;
use gametree::search::{self, Algorithm, Enhancements, Limits, Note, TableBound, Tree, WIN};
use rand::SeedableRng;
use rand::rngs::StdRng;

/// `g` searched to `depth` with `enhance`, recorded and not; both reports must agree.
fn recorded<G: SearchHints>(g: &G, depth: u32, enhance: Enhancements) -> Tree<G::Move> {
    let limits = Limits {
        depth: Some(depth),
        enhance,
        ..Limits::default()
    };
    for a in [Algorithm::NegamaxAb, Algorithm::AlphaBeta] {
        let plain = search::search(a, g, &limits, &mut StdRng::seed_from_u64(3)).unwrap();
        let (report, tree) =
            search::search_recorded(a, g, &limits, &mut StdRng::seed_from_u64(3), 1_000_000)
                .unwrap();
        assert_eq!(
            (report.nodes, report.value, report.best, &report.pv),
            (plain.nodes, plain.value, plain.best, &plain.pv),
            "{a} {enhance}: the recorded search is the search"
        );
        assert!(!tree.truncated);
        assert_eq!(tree.visited + tree.earlier, report.nodes, "{a} {enhance}");
        assert_eq!(tree.nodes.len() as u64, report.nodes, "{a} {enhance}");
        if a == Algorithm::NegamaxAb {
            return tree;
        }
    }
    unreachable!()
}

/// How many nodes carry a note of `kind`.
fn count<M>(t: &Tree<M>, kind: impl Fn(&Note) -> bool) -> usize {
    t.nodes.iter().filter(|n| n.notes.iter().any(&kind)).count()
}

#[test]
fn every_enhancement_leaves_its_note_on_4x4_k3_and_connect_four() {
    let cases: [(&str, Tree<String>); 2] = [
        (
            "4x4 k=3",
            stringly(recorded(
                &Mnk::new(4, 4, 3).unwrap(),
                5,
                Enhancements::STRONG,
            )),
        ),
        (
            "connect four",
            stringly(recorded(
                &Connect4::new(7, 6).unwrap(),
                7,
                Enhancements::STRONG,
            )),
        ),
    ];
    for (name, t) in &cases {
        let hits = count(t, |n| matches!(n, Note::TableHit { .. }));
        let first = count(t, |n| *n == Note::TableMove);
        let null = count(t, |n| *n == Note::NullWindow);
        let again = count(t, |n| *n == Note::ReSearch);
        let reduced = count(t, |n| matches!(n, Note::Reduced { .. }));
        assert!(
            hits > 0 && first > 0 && null > 0 && again > 0 && reduced > 0,
            "{name}"
        );
        // A re-search is the second visit of a move its parent probed first: the node before
        // it among its siblings searched the same move, under a null window or reduced.
        for (i, n) in t.nodes.iter().enumerate() {
            if !n.notes.contains(&Note::ReSearch) {
                continue;
            }
            let parent = &t.nodes[n.parent.expect("the root is never re-searched") as usize];
            let at = parent
                .children
                .iter()
                .position(|&c| c as usize == i)
                .unwrap();
            let before = &t.nodes[parent.children[at - 1] as usize];
            assert_eq!(before.mv, n.mv, "{name}: node {i}");
            assert!(
                before
                    .notes
                    .iter()
                    .any(|b| matches!(b, Note::NullWindow | Note::Reduced { .. })),
                "{name}: node {i}"
            );
            // The probe had a null window; the re-search a wider one, unless it is itself the
            // full-depth null window that follows a reduced search (LMR, then PVS).
            let (a, b) = before.window.unwrap();
            let (c, d) = n.window.unwrap();
            assert_eq!(b, a.next_up(), "{name}: node {i}");
            assert!(
                d - c > b - a || n.notes.contains(&Note::NullWindow),
                "{name}: node {i}"
            );
        }
        // A node answered from the table has no children: nothing under it was searched.
        for n in &t.nodes {
            if n.notes.iter().any(|x| matches!(x, Note::TableHit { .. })) {
                assert!(n.children.is_empty(), "{name}");
            }
        }
    }
    // Forced moves: 4x4 k=3 has immediate wins and single threats within five plies.
    let forced = count(&cases[0].1, |n| {
        matches!(n, Note::ForcedWin | Note::ForcedBlock | Note::ForcedLoss)
    });
    assert!(forced > 0);
}

/// The same tree with its moves as text (so that the games' trees fit one list).
fn stringly<M: Copy + PartialEq + std::fmt::Display>(t: Tree<M>) -> Tree<String> {
    t.map_moves(|m| m.to_string())
}

#[test]
fn only_the_exact_enhancements_give_the_textbook_tree_its_shape_back() {
    // Without enhancements the recorded alpha-beta has no notes at all; with the table alone,
    // only table hits.
    let g = Mnk::new(4, 4, 3).unwrap();
    let plain = recorded(&g, 4, Enhancements::NONE);
    assert!(plain.nodes.iter().all(|n| n.notes.is_empty()));
    let tt = recorded(&g, 4, Enhancements::TT);
    assert!(
        tt.nodes
            .iter()
            .flat_map(|n| &n.notes)
            .all(|n| matches!(n, Note::TableHit { .. }))
    );
    assert!(tt.nodes.len() < plain.nodes.len());
}

#[test]
fn notes_read_as_the_panel_writes_them() {
    let exact = Note::TableHit {
        bound: TableBound::Exact,
        value: 0.0,
    };
    assert_eq!(exact.label(WIN), "TT: exact 0");
    let win = Note::TableHit {
        bound: TableBound::Lower,
        value: WIN - 3.0,
    };
    assert_eq!(win.label(WIN), "TT: ≥ +W3");
    let loss = Note::TableHit {
        bound: TableBound::Upper,
        value: -(WIN - 4.0),
    };
    assert_eq!(loss.label(WIN), "TT: ≤ -W4");
    assert_eq!(
        Note::Reduced { plies: 1 }.label(WIN),
        "LMR: 1 ply less, null window"
    );
    // The window writes them from its messages (in the reader's language): in English, every
    // note as `gametree tree` labels it.
    let every = [
        exact,
        win,
        loss,
        Note::TableMove,
        Note::NullWindow,
        Note::ReSearch,
        Note::Reduced { plies: 2 },
        Note::ForcedWin,
        Note::ForcedBlock,
        Note::ForcedLoss,
        Note::MateDistance,
        Note::NullMove,
        Note::NullMoveCut { value: 0.5 },
        Note::Futility {
            value: 3.0,
            margin: 1.0,
        },
        Note::FutilityLow {
            value: -3.0,
            margin: 1.0,
        },
        Note::LateMovesPruned { moves: 1 },
        Note::LateMovesPruned { moves: 4 },
    ];
    for n in every {
        let words = gametree::app::views::tree::note_words(&n, WIN);
        assert_eq!(words, n.label(WIN), "{n:?}");
    }
}

/// `gametree tree` on 4x4 k=3 to `depth` with `enhance`: its DOT.
fn dot_of_4x4_k3(depth: &str, enhance: &str) -> String {
    let out = common::output(
        std::process::Command::new(env!("CARGO_BIN_EXE_gametree")).args([
            "tree",
            "--game",
            "mnk:4x4:3",
            "--depth",
            depth,
            "--enhance",
            enhance,
        ]),
    )
    .unwrap();
    assert!(out.status.success());
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn the_tree_command_records_the_enhancements_and_labels_them() {
    let dot = dot_of_4x4_k3("5", "strong");
    for label in [
        "TT: ",
        "TT move first",
        "PVS null window",
        "re-search",
        "LMR: ",
    ] {
        assert!(dot.contains(label), "{label} missing");
    }
    let bad = common::output(
        std::process::Command::new(env!("CARGO_BIN_EXE_gametree")).args([
            "tree",
            "--algo",
            "minimax",
            "--enhance",
            "tt",
        ]),
    )
    .unwrap();
    assert_eq!(bad.status.code(), Some(2));
}

/// A null window's bounds are a hair apart: the DOT writes the hair as ε, never as two equal
/// numbers nor as `−0.00` (issue 31, item 10: `α = −0.00, β = 0`, `α = +11.00, β = +11`).
#[test]
fn a_null_window_reads_as_a_number_and_epsilon() {
    let dot = dot_of_4x4_k3("4", "all");
    for window in ["α = −ε, β = 0", "α = 0, β = +ε", "α = +11−ε, β = +11"] {
        assert!(dot.contains(window), "{window} missing");
    }
    for wrong in [".00", "−0,", "−0\\n"] {
        assert!(!dot.contains(wrong), "{wrong} in the DOT");
    }
}
