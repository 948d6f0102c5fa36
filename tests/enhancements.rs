//! The enhancements of the alpha-beta forms change how fast a value is found, never the value:
//! with every one of the 32 sets the value and the verdict equal the textbook search's on every
//! non-terminal 3x3 position, on random 4x4 and 5x5 positions at fixed depths, and on Blob War
//! positions at fixed depths, and on Connect Four positions at fixed depths and to the end; and
//! with all of them the engine plays perfectly on 4x4 k=4 and 5x5 k=3, checked move by move by
//! an independent solver written here. The selective enhancements (`lmr`, `deeper`) may change
//! fixed-depth values, so they are checked apart: proven values stay exact, and a reduced search
//! still plays a legal move with fewer nodes.

mod common;
use common::mnk_solver::Solver;

use std::collections::HashSet;

use gametree::game::blobwar::BlobWar;
use gametree::game::connect4::Connect4;
use gametree::game::mnk::Mnk;
use gametree::game::{Game, SearchHints, Side};
use gametree::search::{
    self, Algorithm, Enhancements, Limits, MAX_HASH_MB, Report, SearchError, Verdict, table_bytes,
};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

fn run<G: SearchHints>(a: Algorithm, g: &G, limits: &Limits) -> Report<G::Move> {
    let mut rng = StdRng::seed_from_u64(7);
    search::search(a, g, limits, &mut rng).expect("a position with moves")
}

fn with(limits: &Limits, enhance: Enhancements) -> Limits {
    Limits {
        enhance,
        hash_mb: Some(1),
        ..limits.clone()
    }
}

/// Checks that every enhancement set agrees with the textbook search of `a` on `g`.
fn agree<G: SearchHints>(a: Algorithm, g: &G, limits: &Limits, sets: &[Enhancements]) {
    let textbook = run(a, g, limits);
    for &e in sets {
        let r = run(a, g, &with(limits, e));
        assert_eq!(
            (r.value, r.verdict),
            (textbook.value, textbook.verdict),
            "{a} with {e} on {g} ({limits:?})"
        );
        let best = r.best.expect("a move");
        // The chosen move is worth the root's value (searched once more without enhancements).
        if let Some(d) = limits.depth
            && d > 1
        {
            let child = g.play(best);
            let sub = Limits {
                depth: Some(d - 1),
                ..Limits::default()
            };
            if child.outcome().is_none() {
                let v = run(a, &child, &sub).value;
                let v = if child.side_to_move() == g.side_to_move() {
                    v
                } else {
                    -v
                };
                // A child's wins count one ply fewer from there.
                let shift = |x: f64| {
                    if x.abs() > 900_000.0 {
                        x - x.signum()
                    } else {
                        x
                    }
                };
                assert_eq!(shift(v), r.value, "{e}: {best} on {g}");
            }
        }
    }
}

fn all_positions() -> Vec<Mnk> {
    let mut v: Vec<Mnk> = common::tictactoe_positions()
        .into_iter()
        .filter(|g| g.outcome().is_none())
        .collect();
    v.sort_by_key(ToString::to_string);
    v
}

#[test]
fn every_set_agrees_with_the_textbook_on_all_4520_positions_of_3x3() {
    let positions = all_positions();
    assert_eq!(positions.len(), 4520);
    let sets: Vec<Enhancements> = Enhancements::every_set().skip(1).collect();
    for g in &positions {
        for a in [Algorithm::AlphaBeta, Algorithm::NegamaxAb] {
            agree(a, g, &Limits::unlimited(), &sets);
        }
    }
}

/// Random positions `plies` moves from the empty board, not over.
fn random_positions(w: u8, h: u8, k: u8, plies: usize, n: usize, seed: u64) -> Vec<Mnk> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut out = Vec::new();
    while out.len() < n {
        let mut g = Mnk::new(w, h, k).expect("a valid board");
        for _ in 0..plies {
            let mut moves = Vec::new();
            g.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            g = g.play(moves[rng.random_range(0..moves.len())]);
        }
        if g.outcome().is_none() {
            out.push(g);
        }
    }
    out
}

#[test]
fn every_set_agrees_with_the_textbook_on_random_4x4_and_5x5_positions_at_fixed_depths() {
    let sets: Vec<Enhancements> = Enhancements::every_set().skip(1).collect();
    for (w, h, k, depth, plies) in [
        (4, 4, 3, 4, 3),
        (4, 4, 4, 5, 4),
        (5, 5, 3, 3, 4),
        (5, 5, 4, 3, 6),
    ] {
        for (i, g) in random_positions(w, h, k, plies, 6, 11).iter().enumerate() {
            let a = if i % 2 == 0 {
                Algorithm::AlphaBeta
            } else {
                Algorithm::NegamaxAb
            };
            agree(a, g, &Limits::depth(depth), &sets);
        }
    }
}

#[test]
fn proven_values_are_exactly_the_textbook_ones_on_4x4_and_5x5() {
    // Deep enough to reach the end of the game: wins, losses and draws, to the ply.
    let sets = [
        Enhancements::TT,
        Enhancements::TT.union(Enhancements::SYM),
        Enhancements::ALL,
        Enhancements::THREATS,
    ];
    for (w, h, k, plies) in [(4, 4, 4, 9), (4, 4, 3, 6), (5, 5, 3, 14), (5, 5, 4, 17)] {
        for g in random_positions(w, h, k, plies, 4, 5) {
            agree(Algorithm::NegamaxAb, &g, &Limits::unlimited(), &sets);
            let r = run(
                Algorithm::NegamaxAb,
                &g,
                &with(&Limits::unlimited(), Enhancements::ALL),
            );
            assert_ne!(r.verdict, Verdict::Unknown, "{g}");
        }
    }
}

/// Searches `g` under `budget` (deepening, trying to finish the proof between passes) and
/// checks that its value and verdict are those of one pass to the end with every enhancement.
fn proves_as_one_pass<G: SearchHints>(g: &G, budget: &Limits) -> Report<G::Move> {
    let one = run(
        Algorithm::NegamaxAb,
        g,
        &with(&Limits::unlimited(), Enhancements::ALL),
    );
    let r = run(Algorithm::NegamaxAb, g, budget);
    assert_eq!((r.value, r.verdict), (one.value, one.verdict), "{g}");
    r
}

#[test]
fn deepening_under_a_budget_proves_the_values_one_pass_to_the_end_proves() {
    // Deepening keeps proven entries for every later pass and tries to finish the proof between
    // passes; what it proves must be exactly what one pass to the end proves. The budget is
    // far more than any of these takes, so no pass is cut short.
    let budget = Limits {
        time: Some(std::time::Duration::from_secs(3600)),
        ..Limits::default()
    };
    let sets = [
        Enhancements::ALL,
        Enhancements::TT,
        Enhancements::TT.union(Enhancements::THREATS),
        Enhancements::TT.union(Enhancements::ORDER),
    ];
    let mut solver = Solver::default();
    for (w, h, k, plies) in [(4, 4, 4, 7), (4, 4, 3, 3), (5, 5, 3, 4), (5, 5, 4, 14)] {
        for g in random_positions(w, h, k, plies, 3, 17) {
            let one = run(
                Algorithm::NegamaxAb,
                &g,
                &with(&Limits::unlimited(), Enhancements::ALL),
            );
            for e in sets {
                let r = run(Algorithm::NegamaxAb, &g, &with(&budget, e));
                assert_eq!((r.value, r.verdict), (one.value, one.verdict), "{e} on {g}");
                assert_ne!(r.verdict, Verdict::Unknown, "{e} on {g}");
                if w == 4 && k == 4 {
                    let want = solver.value(&g);
                    assert!(
                        solver.keeps(&g, r.best.expect("a move"), want),
                        "{e} on {g}"
                    );
                }
            }
        }
    }
    // Here a proof met in the table (a win in 7, at the second pass) once ended the deepening
    // before a deeper pass would have found the win in 5; positions eight plies into 5x5 k=4,
    // where proofs from earlier attempts abound, must all come out as one pass to the end.
    let quick = Mnk::parse(5, 5, 4, ".o.../o...x/.x.../.x..o/..o.x x").expect("a position");
    let all = with(&budget, Enhancements::ALL);
    assert_eq!(
        run(Algorithm::NegamaxAb, &quick, &all).verdict,
        Verdict::Win(5)
    );
    for g in random_positions(5, 5, 4, 8, 150, 2) {
        proves_as_one_pass(&g, &all);
    }
    // A single legal move is still proven when the search is out to prove (six columns full,
    // the seventh empty: a draw).
    let one: Connect4 = "121131121424223243433434565665655656"
        .parse()
        .expect("moves");
    let r = run(Algorithm::NegamaxAb, &one, &all);
    assert_eq!(
        (r.verdict, r.best.map(|m| m.to_string())),
        (Verdict::Draw, Some("7".into()))
    );
    // Connect Four tries to finish its proofs between passes too: 7x6 positions of 16 to 24
    // discs, each to its exact score.
    let discs: Vec<u32> = (0..40).map(|i| 16 + i % 9).collect();
    for g in connect4_positions(7, 6, &discs, 5) {
        let r = proves_as_one_pass(&g, &all);
        assert_ne!(r.verdict, Verdict::Unknown, "{g}");
    }
    // From the empty 4x4 k=4 board every pass but the last used to be searched again (608,515
    // nodes); with the proofs kept, and attempts to finish between passes, far fewer.
    let four = Mnk::new(4, 4, 4).expect("4x4 k=4");
    let r = run(
        Algorithm::NegamaxAb,
        &four,
        &Limits {
            enhance: Enhancements::ALL,
            ..budget.clone()
        },
    );
    assert_eq!((r.verdict, r.complete), (Verdict::Draw, true));
    assert!(r.nodes < 100_000, "{} nodes", r.nodes);
}

#[test]
fn every_set_agrees_with_the_textbook_on_blob_war_at_fixed_depths() {
    let sets: Vec<Enhancements> = Enhancements::every_set().skip(1).collect();
    let mut rng = StdRng::seed_from_u64(3);
    let mut positions = vec![BlobWar::new(7, 7).expect("7x7")];
    for plies in [6, 14, 30] {
        let mut g = positions[0];
        for _ in 0..plies {
            let mut moves = Vec::new();
            g.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            g = g.play(moves[rng.random_range(0..moves.len())]);
        }
        positions.push(g);
    }
    positions.push(BlobWar::from_fen("x1-1o/1---1/5/1---1/o1-1x o 97 40").expect("a FEN"));
    for (i, g) in positions.iter().enumerate() {
        for depth in 1..=3 {
            let a = if i % 2 == 0 {
                Algorithm::NegamaxAb
            } else {
                Algorithm::AlphaBeta
            };
            agree(a, g, &Limits::depth(depth), &sets);
        }
    }
}

/// Connect Four positions from random games that never complete four, `discs` deep.
fn connect4_positions(w: u8, h: u8, discs: &[u32], seed: u64) -> Vec<Connect4> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut out = Vec::new();
    for &n in discs {
        'retry: loop {
            let mut p = Connect4::new(w, h).expect("a valid board");
            while p.moves_played() < n {
                let mut moves = Vec::new();
                p.legal_moves(&mut moves);
                moves.retain(|&m| p.play(m).outcome().is_none());
                if moves.is_empty() {
                    continue 'retry;
                }
                p = p.play(moves[rng.random_range(0..moves.len())]);
            }
            out.push(p);
            break;
        }
    }
    out
}

#[test]
fn every_set_agrees_with_the_textbook_on_connect_four_at_fixed_depths() {
    let sets: Vec<Enhancements> = Enhancements::every_set().skip(1).collect();
    let mut positions = connect4_positions(7, 6, &[0, 3, 8, 14, 20, 26, 31, 36], 21);
    // Threats on both sides: a block, a double threat, a drop under the opponent's cell.
    for moves in ["112233", "15253", "4455566", "4433355"] {
        positions.push(moves.parse().expect("a move sequence"));
    }
    for (i, g) in positions.iter().enumerate() {
        for depth in [1, 2, 3, 5] {
            let a = if i % 2 == 0 {
                Algorithm::NegamaxAb
            } else {
                Algorithm::AlphaBeta
            };
            agree(a, g, &Limits::depth(depth), &sets);
        }
    }
}

#[test]
fn proven_connect_four_values_are_exactly_the_textbook_ones() {
    // Late enough for the textbook search to reach every end: wins, draws and losses, to the ply.
    let sets: Vec<Enhancements> = Enhancements::every_set().skip(1).collect();
    let mut seen = HashSet::new();
    let mut positions = connect4_positions(7, 6, &[30, 31, 32, 33, 34, 35, 36, 37], 8);
    positions.extend(connect4_positions(5, 4, &[6, 8, 10], 3));
    for (i, g) in positions.iter().enumerate() {
        let a = if i % 2 == 0 {
            Algorithm::NegamaxAb
        } else {
            Algorithm::AlphaBeta
        };
        agree(a, g, &Limits::unlimited(), &sets);
        let r = run(a, g, &with(&Limits::unlimited(), Enhancements::ALL));
        assert_ne!(r.verdict, Verdict::Unknown, "{g}");
        seen.insert(r.verdict.word());
    }
    assert_eq!(seen.len(), 3, "{seen:?}");
}

#[test]
fn the_table_stays_within_the_memory_asked_for() {
    for mb in [1, 2, 5, 64, 100] {
        let bytes = table_bytes(mb);
        assert!(bytes <= mb << 20, "{mb} MB: {bytes} bytes");
        assert!(bytes * 2 > mb << 20, "{mb} MB: {bytes} bytes");
    }
    let g = Mnk::tictactoe();
    let mut rng = StdRng::seed_from_u64(1);
    for mb in [0, MAX_HASH_MB + 1] {
        let limits = Limits {
            enhance: Enhancements::TT,
            hash_mb: Some(mb),
            ..Limits::default()
        };
        let e = search::search(Algorithm::NegamaxAb, &g, &limits, &mut rng).unwrap_err();
        assert_eq!(e, SearchError::HashSize(mb));
        assert!(e.to_string().contains("out of range"), "{e}");
    }
}

#[test]
fn the_full_width_algorithms_refuse_enhancements_with_a_clear_error() {
    let g = Mnk::tictactoe();
    let mut rng = StdRng::seed_from_u64(1);
    let limits = Limits {
        enhance: Enhancements::TT,
        ..Limits::default()
    };
    for a in [
        Algorithm::Minimax,
        Algorithm::Minimax2,
        Algorithm::Negamax,
        Algorithm::Star2,
    ] {
        let e = search::search(a, &g, &limits, &mut rng).unwrap_err();
        assert_eq!(e, SearchError::NoEnhancements(a, Enhancements::TT));
        assert!(e.to_string().contains("takes no enhancements"), "{e}");
    }
}

#[test]
fn the_principal_variation_is_legal_and_reaches_the_proven_end() {
    let g = Mnk::new(5, 5, 3).expect("5x5 k=3");
    for e in [Enhancements::TT, Enhancements::ALL] {
        let r = run(Algorithm::NegamaxAb, &g, &with(&Limits::unlimited(), e));
        assert_eq!(r.verdict, Verdict::Win(5), "{e}");
        let mut p = g;
        for &m in &r.pv {
            p = p.try_play(m).expect("a legal move");
        }
        assert!(!r.pv.is_empty());
        assert_eq!(r.pv[0], r.best.expect("a move"));
    }
}

/// The engine with every enhancement keeps the game value with its move at `g`, and its
/// verdict says that value.
fn check_move(g: &Mnk, solver: &mut Solver) {
    let r = run(
        Algorithm::NegamaxAb,
        g,
        &with(&Limits::unlimited(), Enhancements::ALL),
    );
    let want = solver.value(g);
    let best = r.best.expect("a move");
    assert!(solver.keeps(g, best, want), "{best} on {g} (value {want})");
    let said = match r.verdict {
        Verdict::Win(_) => 1,
        Verdict::Draw => 0,
        Verdict::Loss(_) => -1,
        Verdict::Unknown => panic!("unproven on {g}"),
    };
    assert_eq!(said, want, "{g}");
}

/// Every position the engine meets as `side` from `g` on, against every reply.
fn against_every_reply(g: Mnk, side: Side, solver: &mut Solver, seen: &mut HashSet<Mnk>) {
    if g.outcome().is_some() || !seen.insert(g) {
        return;
    }
    if g.side_to_move() == side {
        check_move(&g, solver);
        let r = run(
            Algorithm::NegamaxAb,
            &g,
            &with(&Limits::unlimited(), Enhancements::ALL),
        );
        against_every_reply(g.play(r.best.expect("a move")), side, solver, seen);
    } else {
        let mut moves = Vec::new();
        g.legal_moves(&mut moves);
        for m in moves {
            against_every_reply(g.play(m), side, solver, seen);
        }
    }
}

#[test]
fn on_5x5_k3_the_engine_wins_against_every_reply() {
    let mut solver = Solver::default();
    let five = Mnk::new(5, 5, 3).expect("5x5 k=3");
    assert_eq!(solver.value(&five), 1, "a first-player win");
    against_every_reply(five, Side::First, &mut solver, &mut HashSet::new());
}

#[test]
fn on_4x4_k4_the_engine_keeps_the_game_value_with_every_move() {
    let mut solver = Solver::default();
    let four = Mnk::new(4, 4, 4).expect("4x4 k=4");
    assert_eq!(solver.value(&four), 0, "a draw");
    check_move(&four, &mut solver);
    for plies in [2, 5, 8, 11] {
        for g in random_positions(4, 4, 4, plies, 60, u64::from(plies as u8)) {
            check_move(&g, &mut solver);
        }
    }
}

fn gametree(args: &[&str], input: &str) -> std::process::Output {
    use std::io::Write;
    let mut child = common::spawn(
        std::process::Command::new(env!("CARGO_BIN_EXE_gametree"))
            .args(args)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped()),
    )
    .expect("the binary runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("input written");
    child.wait_with_output().expect("it ends")
}

#[test]
fn compare_takes_enhance_and_hash_and_refuses_them_for_the_full_width_algorithms() {
    let out = gametree(
        &[
            "compare",
            "--game",
            "mnk:5x5:3",
            "--algo",
            "negamax-ab",
            "--enhance",
            "all",
            "--hash",
            "8",
            "--json",
        ],
        "",
    );
    assert!(out.status.success());
    let rows: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(rows[0]["outcome"], "win");
    assert_eq!(rows[0]["value"], 999_995.0);
    assert!(rows[0]["nodes"].as_u64().expect("nodes") < 10_000, "{rows}");
    for bad in [
        &["compare", "--algo", "minimax", "--enhance", "tt"][..],
        &["compare", "--enhance", "tt,bogus"],
        &["compare", "--enhance", "tt", "--hash", "0"],
    ] {
        let out = gametree(bad, "");
        assert_eq!(out.status.code(), Some(2), "{bad:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.trim().lines().count(), 1, "{err}");
    }
}

#[test]
fn uai_lists_and_takes_the_enhance_and_hash_options() {
    let out = gametree(
        &["uai"],
        "uai\nsetoption name enhance value tt,nope\nsetoption name hash value 99999\n\
         setoption name clock value sundial\nsetoption name clock value cpu\n\
         setoption name enhance value none\nposition startpos\ngo depth 2\nquit\n",
    );
    let text = String::from_utf8_lossy(&out.stdout);
    // The engine plays the selective enhancements too, and reverse futility pruning.
    assert!(
        text.contains(
            "option name enhance type string default tt,order,pvs,sym,threats,lmr,deeper,rfp"
        ),
        "{text}"
    );
    assert!(
        text.contains("option name clock type combo default wall var wall var cpu"),
        "{text}"
    );
    assert!(text.contains("clock 'sundial' is not a clock"), "{text}");
    assert!(
        text.contains("option name hash type spin default 64 min 1 max 4096"),
        "{text}"
    );
    assert!(text.contains("unknown enhancement 'nope'"), "{text}");
    assert!(text.contains("hash '99999' is not a table size"), "{text}");
    assert!(text.contains("bestmove "), "{text}");
}

/// The selective sets: each alone, with the table, and all of them.
fn selective_sets() -> [Enhancements; 5] {
    [
        Enhancements::LMR,
        Enhancements::TT.union(Enhancements::LMR),
        Enhancements::TT.union(Enhancements::DEEPER),
        Enhancements::ALL.union(Enhancements::LMR),
        Enhancements::STRONG,
    ]
}

#[test]
fn the_selective_sets_are_named_and_all_is_the_exact_set() {
    assert_eq!(Enhancements::parse("lmr"), Ok(Enhancements::LMR));
    assert_eq!(Enhancements::parse("deeper"), Ok(Enhancements::DEEPER));
    assert_eq!(
        Enhancements::parse("strong"),
        Ok(Enhancements::ALL
            .union(Enhancements::LMR)
            .union(Enhancements::DEEPER))
    );
    assert!(!Enhancements::ALL.is_selective());
    assert!(!Enhancements::ALL.contains(Enhancements::LMR));
    // The sets the agreement tests run are exactly the exact ones.
    assert_eq!(Enhancements::every_set().count(), 32);
    assert!(
        Enhancements::every_set()
            .all(|e| !e.intersects(Enhancements::LMR) && !e.intersects(Enhancements::DEEPER))
    );
    // The textbook forms refuse them like the others.
    let mut rng = StdRng::seed_from_u64(1);
    let limits = Limits {
        enhance: Enhancements::LMR,
        ..Limits::depth(2)
    };
    let e = search::search(Algorithm::Minimax, &Mnk::tictactoe(), &limits, &mut rng).unwrap_err();
    assert_eq!(
        e,
        SearchError::NoEnhancements(Algorithm::Minimax, Enhancements::LMR)
    );
}

#[test]
fn selective_sets_keep_every_proven_value_of_3x3_exact() {
    for g in all_positions() {
        let textbook = run(Algorithm::NegamaxAb, &g, &Limits::unlimited());
        for e in selective_sets() {
            let r = run(Algorithm::NegamaxAb, &g, &with(&Limits::unlimited(), e));
            assert_eq!(
                (r.value, r.verdict),
                (textbook.value, textbook.verdict),
                "{e} on {g}"
            );
        }
    }
    let r = run(
        Algorithm::NegamaxAb,
        &Mnk::new(5, 5, 3).expect("5x5 k=3"),
        &with(&Limits::unlimited(), Enhancements::STRONG),
    );
    assert_eq!(r.verdict, Verdict::Win(5));
}

#[test]
fn late_move_reductions_play_legal_moves_with_fewer_nodes_on_blob_war() {
    let mut rng = StdRng::seed_from_u64(5);
    let start = BlobWar::new(7, 7).expect("7x7");
    let mut positions = vec![start];
    for plies in [8, 20] {
        let mut g = start;
        for _ in 0..plies {
            let mut moves = Vec::new();
            g.legal_moves(&mut moves);
            g = g.play(moves[rng.random_range(0..moves.len())]);
        }
        positions.push(g);
    }
    // Deepening (a node budget that is never reached), as under a clock: the reductions need
    // the ordering the earlier passes leave in the table.
    let limits = Limits {
        nodes: Some(1 << 40),
        ..Limits::depth(8)
    };
    let (mut exact_nodes, mut lmr_nodes, mut strong_nodes) = (0, 0, 0);
    for g in &positions {
        exact_nodes += run(Algorithm::NegamaxAb, g, &with(&limits, Enhancements::ALL)).nodes;
        for e in [
            Enhancements::ALL.union(Enhancements::LMR),
            Enhancements::STRONG,
        ] {
            let r = run(Algorithm::NegamaxAb, g, &with(&limits, e));
            let mut legal = Vec::new();
            g.legal_moves(&mut legal);
            assert!(legal.contains(&r.best.expect("a move")), "{e} on {g}");
            assert!(r.depth == 8 || r.verdict != Verdict::Unknown, "{e} on {g}");
            assert!(
                r.value.abs() <= gametree::game::EVAL_LIMIT || r.verdict != Verdict::Unknown,
                "{e} on {g}"
            );
            if e == Enhancements::STRONG {
                strong_nodes += r.nodes;
            } else {
                lmr_nodes += r.nodes;
            }
        }
    }
    assert!(
        lmr_nodes * 2 < exact_nodes,
        "{lmr_nodes} against {exact_nodes}"
    );
    assert!(
        strong_nodes * 2 < exact_nodes,
        "{strong_nodes} against {exact_nodes}"
    );
}
