//! Connect Four solved to the end with the enhancements: middle-game positions get the exact
//! scores Pascal Pons' solver gives them, with every set that includes the table, threats and
//! ordering; the table's key names a position exactly and folds its mirror image in; and the
//! forced moves and skipped drops the search trusts equal what playing every move shows.

use gametree::game::connect4::{C4Move, Connect4};
use gametree::game::{Forced, Game, Outcome, SearchHints};
use gametree::search::{self, Algorithm, Enhancements, Limits, Verdict};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

/// Middle-game positions (15 to 28 discs, from random games) and their exact scores as Pascal
/// Pons' solver (github.com/PascalPons/connect4) gives them: positive when the side to move
/// wins, 22 minus the winner's discs at the end of the game; 0 for a draw. The first 24 are of
/// his "middle-medium" kind (the game lasts 14 to 27 more plies), the rest "middle-easy".
const PONS_MIDDLE: [(&str, i32); 40] = [
    ("5777317611714143426334143564", 0),
    ("765475216112225237355", 2),
    ("666451715554223526", -2),
    ("56212424543223455", 4),
    ("7416336237471763", -3),
    ("43773667473441432421", -3),
    ("375637477275215372113463", -1),
    ("6413775515374351177", 0),
    ("3657713141633452561", -4),
    ("75777344571551155", 5),
    ("522311216147621122755373", 2),
    ("347767547641427432561", 3),
    ("213555557544664273", -3),
    ("4713227227212543141", 2),
    ("22212644754511276", 3),
    ("75311453744477122", -2),
    ("714641457264472514", 4),
    ("7213422275777513462", 4),
    ("11721546754152445", -6),
    ("5453512236437173255652", -2),
    ("4133746431274635465422133", 0),
    ("43123466223655125", 5),
    ("21534732374374376", 4),
    ("2156517116317566346", 2),
    ("4577164367251311165157", 6),
    ("743461413675554622621725", 5),
    ("6635325223311675634556", 4),
    ("47255233675551267", 8),
    ("321372651311613323615", -7),
    ("26352155122243513535", 5),
    ("5154372214417161257566", -6),
    ("3764434167722514714247", 4),
    ("621345377543515637", 10),
    ("1633151432722121661", -6),
    ("2225221455253467774", 9),
    ("1477342726763473", -11),
    ("142471637267357643", 10),
    ("463454131547633227", 9),
    ("2223376336357212356614125651", 1),
    ("7577721674652221555637", 7),
];

/// Pons' score of a proven result with `discs` on the 7x6 board.
fn pons_score(verdict: Verdict, discs: u32) -> i32 {
    let score = |plies: u32| 22 - (discs + plies).div_ceil(2) as i32;
    match verdict {
        Verdict::Win(k) => score(k),
        Verdict::Loss(k) => -score(k),
        Verdict::Draw => 0,
        Verdict::Unknown => panic!("not proven"),
    }
}

/// To the end, with `enhance` and a 16 MB table.
fn to_end(enhance: Enhancements) -> Limits {
    Limits {
        enhance,
        hash_mb: Some(16),
        ..Limits::unlimited()
    }
}

fn solve(p: &Connect4, enhance: Enhancements) -> search::Report<C4Move> {
    let mut rng = StdRng::seed_from_u64(9);
    search::search(Algorithm::NegamaxAb, p, &to_end(enhance), &mut rng)
        .expect("a position with moves")
}

#[test]
fn middle_game_positions_get_pons_exact_scores() {
    let sets = [
        Enhancements::ALL,
        Enhancements::TT
            .union(Enhancements::ORDER)
            .union(Enhancements::THREATS),
        Enhancements::TT
            .union(Enhancements::SYM)
            .union(Enhancements::ORDER)
            .union(Enhancements::THREATS),
    ];
    let mut kinds = [0; 3];
    for (moves, score) in PONS_MIDDLE {
        let p: Connect4 = moves.parse().expect("a move sequence");
        assert!((15..=28).contains(&p.moves_played()), "{moves}");
        for e in sets {
            let r = solve(&p, e);
            assert!(r.complete, "{moves} with {e}");
            assert_eq!(
                pons_score(r.verdict, p.moves_played()),
                score,
                "{moves} with {e}"
            );
            // The chosen move keeps the score: a win or loss after it is one ply nearer.
            let after = p.play(r.best.expect("a move"));
            if after.outcome().is_none() {
                let sub = solve(&after, e);
                let v = -sub.value;
                let from_here = if v == 0.0 { 0.0 } else { v - v.signum() };
                assert_eq!(from_here, r.value, "{moves} with {e}");
            }
        }
        kinds[usize::from(score >= 0) + usize::from(score > 0)] += 1;
    }
    assert!(
        kinds.iter().all(|&n| n >= 3),
        "losses, draws, wins: {kinds:?}"
    );
}

/// Random positions on a W×H board, not over.
fn random_positions(w: u8, h: u8, n: usize, seed: u64) -> Vec<Connect4> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut out = Vec::new();
    while out.len() < n {
        let mut p = Connect4::new(w, h).expect("a valid board");
        let plies = rng.random_range(0..usize::from(w) * usize::from(h));
        for _ in 0..plies {
            let mut moves = Vec::new();
            p.legal_moves(&mut moves);
            let next = p.play(moves[rng.random_range(0..moves.len())]);
            if next.outcome().is_some() {
                break;
            }
            p = next;
        }
        out.push(p);
    }
    out
}

#[test]
fn the_key_names_the_position_and_the_mirror_folds_in() {
    for (w, h) in [(7, 6), (4, 4), (6, 7), (9, 6), (8, 7)] {
        let positions = random_positions(w, h, 400, u64::from(w) * 16 + u64::from(h));
        let mut seen = std::collections::HashMap::new();
        for p in &positions {
            let m = p.mirrored();
            // Mirrored twice, the position comes back; each disc lies in the mirrored column.
            assert_eq!(m.mirrored(), *p);
            for row in 0..h {
                for col in 0..w {
                    assert_eq!(m.at(w - 1 - col, row), p.at(col, row), "{p}");
                }
            }
            let (k, mk) = (p.hash().expect("a key"), m.hash().expect("a key"));
            let (sym, s) = p.sym_hash().expect("a key");
            assert_eq!(sym, k.min(mk), "{p}");
            assert_eq!(m.sym_hash().expect("a key").0, sym, "{p}");
            assert_eq!(s == 1, mk < k, "{p}");
            // A move seen in the mirror is the mirrored move.
            let mut moves = Vec::new();
            p.legal_moves(&mut moves);
            for &mv in &moves {
                assert_eq!(p.play(mv).mirrored(), m.play(p.map_move(mv, 1)), "{p} {mv}");
                assert_eq!(p.map_move(mv, 0), mv);
            }
            // Equal keys only for equal positions (exact on boards up to 56 bits, 7x6 too).
            if let Some(q) = seen.insert(k, *p) {
                assert_eq!(q, *p, "{w}x{h}");
            }
        }
        assert!(seen.len() > 300, "{w}x{h}: {}", seen.len());
    }
    // A symmetric position is its own mirror image.
    let p: Connect4 = "4444".parse().expect("moves");
    assert_eq!(p.mirrored(), p);
    assert_eq!(p.sym_hash(), Some((p.hash().expect("a key"), 0)));
    // Transposed move orders reach the same key, other positions another.
    let a: Connect4 = "4453".parse().expect("moves");
    let b: Connect4 = "5344".parse().expect("moves");
    let c: Connect4 = "3544".parse().expect("moves");
    assert_eq!(a.hash(), b.hash());
    assert_ne!(a.hash(), c.hash());
    assert_eq!(
        a.sym_hash().map(|k| k.0),
        c.mirrored().sym_hash().map(|k| k.0)
    );
}

/// The opponent can win at once in `p` (a position not over).
fn can_win_at_once(p: &Connect4) -> bool {
    let mut moves = Vec::new();
    p.legal_moves(&mut moves);
    moves
        .iter()
        .any(|&m| p.play(m).outcome() == Some(Outcome::Win(p.side_to_move())))
}

#[test]
fn forced_moves_and_losing_drops_agree_with_playing_every_move() {
    let mut kinds = [0; 5];
    for (w, h) in [(7, 6), (4, 4), (5, 4), (9, 6)] {
        for p in random_positions(w, h, 3000, 77 + u64::from(w)) {
            let mut moves = Vec::new();
            p.legal_moves(&mut moves);
            let me = p.side_to_move();
            let wins: Vec<C4Move> = moves
                .iter()
                .copied()
                .filter(|&m| p.play(m).outcome() == Some(Outcome::Win(me)))
                .collect();
            // After each move: does the opponent win at once?
            let hands: Vec<bool> = moves
                .iter()
                .map(|&m| {
                    let c = p.play(m);
                    c.outcome().is_none() && can_win_at_once(&c)
                })
                .collect();
            let safe: Vec<C4Move> = moves
                .iter()
                .zip(&hands)
                .filter(|&(_, &h)| !h)
                .map(|(&m, _)| m)
                .collect();
            match p.forced() {
                Some(Forced::Win(m)) => {
                    assert!(wins.contains(&m), "{p}");
                    kinds[0] += 1;
                }
                Some(Forced::Block(m)) => {
                    assert!(wins.is_empty(), "{p}");
                    assert_eq!(safe, [m], "{p}");
                    kinds[1] += 1;
                }
                Some(Forced::Lost) => {
                    assert!(wins.is_empty(), "{p}");
                    assert!(safe.is_empty(), "{p}");
                    kinds[2] += 1;
                }
                None => {
                    assert!(wins.is_empty(), "{p}");
                    assert!(!safe.is_empty(), "{p}");
                    // Only a drop under an opponent's cell hands it the win: skipping those
                    // leaves exactly the safe moves, so no win comes before three plies and
                    // no loss before four (`SOONEST_ENDS`).
                    for (&m, &h) in moves.iter().zip(&hands) {
                        assert_eq!(p.loses_at_once(m), h, "{p} {m}");
                    }
                    kinds[3 + usize::from(safe.len() < moves.len())] += 1;
                }
            }
        }
    }
    assert_eq!(<Connect4 as SearchHints>::SOONEST_ENDS, (3, 4));
    assert!(
        kinds.iter().all(|&n| n >= 20),
        "win, block, lost, free, some skipped: {kinds:?}"
    );
}

/// An opening position Pons' begin-easy set scores 13 (a win in 11 plies) whose first move by
/// the ordering wins only slowly: proving that first move's exact value with a full window took
/// 3,302,789 nodes; null windows narrowing the range of results, as his solver does ("is it a
/// win?", then how soon), take about what his takes (19,311 nodes).
#[test]
fn a_quick_win_behind_a_slow_one_is_proven_by_narrowing_null_windows() {
    let p: Connect4 = "544356".parse().expect("moves");
    assert_eq!(p.plies_left(), 36);
    let r = solve(&p, Enhancements::ALL);
    assert_eq!(r.verdict, Verdict::Win(11));
    assert_eq!(pons_score(r.verdict, p.moves_played()), 13);
    assert_eq!(r.nodes, 19_714);
    // The move chosen wins as soon.
    let after = p.play(r.best.expect("a move"));
    assert_eq!(solve(&after, Enhancements::ALL).verdict, Verdict::Loss(10));
}

/// A kept table emptied between searches, as Pons' benchmark empties his between positions:
/// the next search takes exactly the nodes of a search with a table of its own; kept full, the
/// same search takes fewer.
#[test]
fn a_cleared_kept_table_searches_as_a_fresh_one() {
    let limits = to_end(Enhancements::ALL);
    let (a, b): (Connect4, Connect4) = (
        "765475216112225237355".parse().expect("moves"),
        "7416336237471763".parse().expect("moves"),
    );
    let fresh = solve(&b, Enhancements::ALL).nodes;
    let mut kept = search::KeptTable::default();
    let keeping = |p: &Connect4, kept: &mut search::KeptTable<Connect4>| {
        let mut rng = StdRng::seed_from_u64(9);
        search::search_keeping(Algorithm::NegamaxAb, p, &limits, &mut rng, kept)
            .expect("a position with moves")
            .nodes
    };
    keeping(&a, &mut kept);
    kept.clear();
    assert_eq!(keeping(&b, &mut kept), fresh);
    assert!(keeping(&b, &mut kept) < fresh / 10);
}
