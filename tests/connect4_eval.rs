//! Connect Four's evaluation: its terms against a slow cell-by-cell reference, values of
//! hand-built positions, mirror symmetry, the move ordering's priorities, and a small seeded match
//! in which it beats the simplest evaluation (centre-column discs).

use gametree::arena::{self, Evaluation};
use gametree::game::connect4::{Connect4, Features, SURE_WIN};
use gametree::game::{EVAL_LIMIT, Game, SearchHints, Side};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

fn seq(w: u8, h: u8, s: &str) -> Connect4 {
    Connect4::parse(w, h, s).unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// Every window of four cells as (column, row) lists, written out directly.
fn windows(w: i32, h: i32) -> Vec<[(i32, i32); 4]> {
    let mut out = Vec::new();
    for c in 0..w {
        for r in 0..h {
            for (dc, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
                let cells = [0, 1, 2, 3].map(|i| (c + i * dc, r + i * dr));
                if cells
                    .iter()
                    .all(|&(c, r)| (0..w).contains(&c) && (0..h).contains(&r))
                {
                    out.push(cells);
                }
            }
        }
    }
    out
}

/// The evaluation's terms computed the slow way, cell by cell from their description.
fn reference_features(p: &Connect4) -> Features {
    let (w, h) = p.geometry();
    let (w, h) = (i32::from(w), i32::from(h));
    let at = |c: i32, r: i32| p.at(c as u8, r as u8);
    let me = p.side_to_move();
    let wins = windows(w, h);
    let playable = |c: i32, r: i32| p.landing_row(c as u8) == Some(r as u8);
    // Empty cells completing a window of three own discs.
    let threat = |s: Side, c: i32, r: i32| {
        at(c, r).is_none()
            && wins.iter().any(|win| {
                win.contains(&(c, r))
                    && win
                        .iter()
                        .filter(|&&cell| cell != (c, r))
                        .all(|&(c, r)| at(c, r) == Some(s))
            })
    };
    let mut f = Features::default();
    let mut their_now = Vec::new();
    for (i, s) in [me, me.other()].into_iter().enumerate() {
        for c in 0..w {
            for r in 0..h {
                if at(c, r) == Some(s) {
                    if (2 * c - (w - 1)).abs() <= 1 {
                        f.centre[i] += 1;
                    }
                    f.cells[i] += wins.iter().filter(|win| win.contains(&(c, r))).count() as i32;
                }
                if threat(s, c, r) {
                    if playable(c, r) {
                        f.immediate[i] += 1;
                        if i == 1 {
                            their_now.push((c, r));
                        }
                    } else {
                        // Row r + 1 counted from 1: odd rows are x's, even rows o's.
                        let good = ((r + 1) % 2 == 1) == (s == Side::First);
                        if good {
                            f.good_threats[i] += 1;
                        } else {
                            f.other_threats[i] += 1;
                        }
                    }
                }
            }
        }
        f.twos[i] = wins
            .iter()
            .filter(|win| {
                let own = win.iter().filter(|&&(c, r)| at(c, r) == Some(s)).count();
                let empty = win.iter().filter(|&&(c, r)| at(c, r).is_none()).count();
                own == 2 && empty == 2
            })
            .count() as i32;
    }
    f.win_now = f.immediate[0] > 0;
    f.lost = !f.win_now
        && (f.immediate[1] >= 2
            || (f.immediate[1] == 1
                && their_now.iter().any(|&(c, r)| threat(me.other(), c, r + 1))));
    f
}

/// The evaluation from its documented formula and the reference terms.
fn reference_eval(p: &Connect4) -> f64 {
    let f = reference_features(p);
    if f.win_now {
        return SURE_WIN;
    }
    if f.lost {
        return -SURE_WIN;
    }
    let d = |t: [i32; 2]| f64::from(t[0] - t[1]);
    4.0 * d(f.good_threats) + 2.0 * d(f.other_threats) + d(f.twos) + d(f.centre)
}

/// Unfinished positions from seeded random play on a few boards.
fn random_positions(n: usize, seed: u64) -> Vec<Connect4> {
    let boards = [(7, 6), (7, 6), (6, 5), (8, 7), (4, 4), (9, 6), (5, 4)];
    let mut rng = StdRng::seed_from_u64(seed);
    let mut out = Vec::new();
    while out.len() < n {
        let (w, h) = boards[out.len() % boards.len()];
        let plies = rng.random_range(0..u32::from(w) * u32::from(h));
        let p = arena::random_line(&Connect4::new(w, h).unwrap(), plies, &mut rng);
        if p.outcome().is_none() {
            out.push(p);
        }
    }
    out
}

/// The same position mirrored left to right.
fn mirror(p: &Connect4) -> Connect4 {
    let s = p.to_string();
    let (board, side) = s.split_once(' ').unwrap();
    let rows: Vec<String> = board
        .split('/')
        .map(|r| r.chars().rev().collect())
        .collect();
    Connect4::from_board(&format!("{} {side}", rows.join("/"))).unwrap()
}

#[test]
fn features_match_the_cell_by_cell_reference() {
    for p in random_positions(1500, 7) {
        assert_eq!(p.features(), reference_features(&p), "{p}");
        assert_eq!(p.evaluate(), reference_eval(&p), "{p}");
        assert!(p.evaluate().abs() <= EVAL_LIMIT, "{p}");
    }
}

#[test]
fn known_positions_have_the_expected_values() {
    // Start: nothing but symmetric emptiness.
    assert_eq!(Connect4::standard().evaluate(), 0.0);
    // x in the centre, o to move: one centre disc down, nothing else yet.
    assert_eq!(seq(7, 6, "4").evaluate(), -1.0);
    // x to move with three on the bottom row: a win now.
    let p = seq(7, 6, "112233");
    assert!(p.features().win_now);
    assert_eq!(p.evaluate(), SURE_WIN);
    // o to move facing two open ends of x's three: lost.
    let p = seq(7, 6, "33554");
    let f = p.features();
    assert_eq!(f.immediate, [0, 2], "{p}");
    assert!(f.lost);
    assert_eq!(p.evaluate(), -SURE_WIN);
    // o to move facing one threat: not lost, the block is forced.
    let p = seq(7, 6, "15253");
    let f = p.features();
    assert_eq!((f.immediate, f.lost), ([0, 1], false), "{p}");
    // x's three on row 2, open at the right over an empty cell: a threat on an even row, o's
    // good rows, so x's "other" kind.
    let p = Connect4::from_board("......./......./......./......./xxx..../oox...o o").unwrap();
    let f = p.features();
    assert_eq!(f.other_threats, [0, 1], "{p}");
    assert_eq!(f.good_threats, [0, 0], "{p}");
    // The same shape one row up is an odd-row threat for x: worth twice as much.
    let q = Connect4::from_board("......./......./......./xxx..../oox..../xoo.... o").unwrap();
    let g = q.features();
    assert_eq!(g.good_threats, [0, 1], "{q}");
}

#[test]
fn mirroring_keeps_the_value() {
    for p in random_positions(500, 8) {
        let m = mirror(&p);
        assert_eq!(p.evaluate(), m.evaluate(), "{p} / {m}");
        assert_eq!(p.features(), m.features(), "{p} / {m}");
    }
}

#[test]
fn moves_are_ordered_win_block_centre() {
    let order = |p: &Connect4| {
        let mut moves = Vec::new();
        p.legal_moves(&mut moves);
        moves.sort_by_key(|&m| std::cmp::Reverse(p.order_hint(m)));
        moves.iter().map(ToString::to_string).collect::<String>()
    };
    assert_eq!(order(&Connect4::standard()), "4352617");
    assert_eq!(order(&Connect4::new(8, 7).unwrap()), "45362718");
    // o to move: its three in column 7 wins there, x's bottom-row threat in column 4 is
    // blocked next, then the centre.
    let p = seq(7, 6, "1727375");
    assert_eq!(p.side_to_move(), Side::Second);
    assert_eq!(order(&p), "7435261", "{p}");
    // o to move under x's two open threats on row 2: dropping in column 1 or 5 hands x the win
    // right above, so those come last.
    let p = Connect4::from_board("......./......./......./......./.xxx.../.oxo..o o").unwrap();
    assert_eq!(p.features().immediate, [0, 0]);
    assert_eq!(order(&p), "4326751", "{p}");
}

/// The two evaluations of the match: the crate's, and the simplest one, centre-column discs,
/// mine minus theirs.
#[derive(Copy, Clone, Debug)]
enum Eval {
    New,
    Centre,
}

impl Evaluation<Connect4> for Eval {
    fn value(&self, p: &Connect4) -> f64 {
        match self {
            Eval::New => p.evaluate(),
            Eval::Centre => {
                let f = p.features().centre;
                f64::from(f[0] - f[1])
            }
        }
    }
}

#[test]
fn the_evaluation_beats_centre_discs_in_a_small_seeded_match() {
    let depth = 4;
    let mut rng = StdRng::seed_from_u64(2026);
    let openings: Vec<Connect4> = (0..15)
        .map(|_| arena::random_line(&Connect4::standard(), 3, &mut rng))
        .collect();
    // Both games of an opening break ties with the rng seeded by the opening's number.
    let sum = arena::play_match(
        &openings,
        [Eval::New, Eval::Centre],
        depth,
        |n| n / 2,
        |_| {},
    );
    let (score, games) = (sum.tally.points(), sum.tally.games());
    assert_eq!(games, 30);
    assert!(score > 0.5 * f64::from(games), "scored {score} of {games}");
}
