//! Blob War's evaluation: exact values on hand-built positions, the colour and mirror symmetries,
//! the tempo (a colour swap negates the value up to the movers' gains; the root's value stays
//! steady from one depth to the next), agreement with a slow square-by-square reference, and a
//! small seeded match in which it beats the seed's plain blob difference.

use gametree::arena::{self, Evaluation};
use gametree::game::blobwar::{BlobMove, BlobWar, Cell};
use gametree::game::{EVAL_LIMIT, Game, Side};
use gametree::search::{self, Algorithm, Enhancements, Limits};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

fn fen(s: &str) -> BlobWar {
    BlobWar::from_fen(s).unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// The same position with x and o swapped (the side to move too).
fn colour_flip(p: &BlobWar) -> BlobWar {
    let text: String = p
        .to_string()
        .chars()
        .map(|c| match c {
            'x' => 'o',
            'o' => 'x',
            c => c,
        })
        .collect();
    fen(&text)
}

/// The same position mirrored left to right.
fn mirror(p: &BlobWar) -> BlobWar {
    let s = p.to_string();
    let (board, rest) = s.split_once(' ').unwrap();
    let rows: Vec<String> = board
        .split('/')
        .map(|row| {
            let mut cells = Vec::new();
            let mut run = 0;
            for c in row.chars() {
                if let Some(d) = c.to_digit(10) {
                    run = run * 10 + d;
                } else {
                    cells.extend(std::iter::repeat_n('1', run as usize));
                    run = 0;
                    cells.push(c);
                }
            }
            cells.extend(std::iter::repeat_n('1', run as usize));
            // Back to FEN: runs of empty squares as one number.
            let mut out = String::new();
            let mut empty = 0;
            for &c in cells.iter().rev() {
                if c == '1' {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    out.push_str(&empty.to_string());
                    empty = 0;
                }
                out.push(c);
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            out
        })
        .collect();
    fen(&format!("{} {rest}", rows.join("/")))
}

/// Positions reached by random play from a few starts, gaps included, unfinished ones only.
fn random_positions(n: usize, seed: u64) -> Vec<BlobWar> {
    let starts = [
        "startpos",
        "x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1",
        "x5o/7/3-3/2-1-2/3-3/7/o5x x 0 1",
        "x3o/5/5/o3x x 0 1",
        "x6o/8/8/8/8/8/8/o6x x 0 1",
    ];
    let mut rng = StdRng::seed_from_u64(seed);
    let mut out = Vec::new();
    while out.len() < n {
        let start = fen(starts[out.len() % starts.len()]);
        let plies = rng.random_range(0..60);
        let p = arena::random_line(&start, plies, &mut rng);
        if p.outcome().is_none() {
            out.push(p);
        }
    }
    out
}

/// The evaluation written the slow way, square by square from its description: blob difference,
/// plus ¾ × the side to move's best one-move gain, minus ¼ per own blob next to an empty
/// square the opponent can reach, plus ¼ per enemy blob next to one the side to move can reach.
fn reference_eval(p: &BlobWar) -> f64 {
    let g = p.geometry();
    let (rows, cols) = (i32::from(g.rows), i32::from(g.cols));
    let at = |f: i32, r: i32| -> Option<Cell> {
        ((0..cols).contains(&f) && (0..rows).contains(&r)).then(|| p.cell(f as u8, r as u8))
    };
    let me = p.side_to_move();
    let squares: Vec<(i32, i32)> = (0..rows)
        .flat_map(|r| (0..cols).map(move |f| (f, r)))
        .collect();
    let near = |(f, r): (i32, i32), dist: i32, side: Side| -> usize {
        let mut n = 0;
        for df in -dist..=dist {
            for dr in -dist..=dist {
                if (df, dr) != (0, 0) && at(f + df, r + dr) == Some(Cell::Blob(side)) {
                    n += 1;
                }
            }
        }
        n
    };
    let reach =
        |sq: (i32, i32), side: Side| at(sq.0, sq.1) == Some(Cell::Empty) && near(sq, 2, side) > 0;
    let exposed = |side: Side| -> usize {
        squares
            .iter()
            .filter(|&&(f, r)| {
                at(f, r) == Some(Cell::Blob(side))
                    && (-1..=1).any(|df| {
                        (-1..=1).any(|dr| {
                            (df, dr) != (0, 0)
                                && at(f + df, r + dr).is_some()
                                && reach((f + df, r + dr), side.other())
                        })
                    })
            })
            .count()
    };
    let gain = squares
        .iter()
        .filter(|&&sq| reach(sq, me))
        .map(|&sq| near(sq, 1, me.other()) + usize::from(near(sq, 1, me) > 0))
        .max()
        .unwrap_or(0);
    let material = f64::from(p.count(me)) - f64::from(p.count(me.other()));
    material + 0.75 * gain as f64 - 0.25 * (exposed(me) as f64 - exposed(me.other()) as f64)
}

#[test]
fn known_positions_have_the_expected_values() {
    for (f, want) in [
        // Nothing to convert or lose; a clone gains one blob: 0.75 for either side.
        ("startpos", 0.75),
        ("x5o/7/7/7/7/7/o5x o 0 1", 0.75),
        // Cloning to b1 or b2 converts c1 (gain 2); each side has one blob exposed.
        ("7/7/7/7/7/7/x1o4 x 0 1", 1.5),
        // One blob up, gain 2, two own blobs exposed and one of theirs: 1 + 1.5 − 0.25.
        ("7/7/7/7/7/7/xx1o3 x 0 1", 2.25),
        // The same board for o: −1 + 1.5 + 0.25.
        ("7/7/7/7/7/7/xx1o3 o 0 1", 0.75),
    ] {
        let p = fen(f);
        assert_eq!(p.evaluate(), want, "{f}");
        assert_eq!(reference_eval(&p), want, "reference, {f}");
    }
}

#[test]
fn the_seed_material_is_the_blob_difference_for_the_side_to_move() {
    let p = fen("7/7/7/7/7/7/xx1o3 x 0 1");
    assert_eq!(p.material(), 1.0);
    assert_eq!(fen("7/7/7/7/7/7/xx1o3 o 0 1").material(), -1.0);
    assert_eq!(fen("startpos").material(), 0.0);
}

#[test]
fn evaluate_matches_the_square_by_square_reference() {
    for p in random_positions(600, 11) {
        assert_eq!(p.evaluate(), reference_eval(&p), "{p}");
        assert!(p.evaluate().abs() <= EVAL_LIMIT, "{p}");
    }
}

#[test]
fn swapping_the_colours_or_mirroring_keeps_the_value() {
    for p in random_positions(300, 12) {
        let flipped = colour_flip(&p);
        assert_eq!(flipped.side_to_move(), p.side_to_move().other());
        assert_eq!(p.evaluate(), flipped.evaluate(), "{p} / {flipped}");
        assert_eq!(p.material(), flipped.material(), "{p} / {flipped}");
        assert_eq!(p.evaluate(), mirror(&p).evaluate(), "{p} mirrored");
    }
}

/// The two evaluations of the match: the crate's and the seed's plain blob difference.
#[derive(Copy, Clone, Debug)]
enum Eval {
    New,
    Seed,
}

impl Evaluation<BlobWar> for Eval {
    fn value(&self, p: &BlobWar) -> f64 {
        match self {
            Eval::New => p.evaluate(),
            Eval::Seed => p.material(),
        }
    }
}

#[test]
fn the_new_evaluation_beats_the_seed_in_a_small_seeded_match() {
    let depth = 2;
    let mut rng = StdRng::seed_from_u64(2024);
    let openings: Vec<BlobWar> = (0..10)
        .map(|_| arena::random_line(&fen("startpos"), 3, &mut rng))
        .collect();
    // Both games of an opening break ties with the rng seeded by the opening's number.
    let sum = arena::play_match(&openings, [Eval::New, Eval::Seed], depth, |n| n / 2, |_| {});
    let (score, games) = (sum.tally.points(), sum.tally.games());
    assert_eq!(games, 20);
    assert!(score > 0.5 * f64::from(games), "scored {score} of {games}");
}

/// The root's value at each depth from 1 to `max` (every exact enhancement: the textbook values).
fn values_by_depth(p: &BlobWar, max: u32) -> Vec<f64> {
    (1..=max)
        .map(|d| {
            let limits = Limits {
                enhance: Enhancements::ALL,
                ..Limits::depth(d)
            };
            let mut rng = StdRng::seed_from_u64(1);
            search::search(Algorithm::NegamaxAb, p, &limits, &mut rng)
                .expect("a position with moves")
                .value
        })
        .collect()
}

#[test]
fn the_root_value_does_not_swing_between_odd_and_even_depths() {
    // With the first evaluation (1.5 × the mover's gain) the start's values were
    // −0.5, 1.5, −0.5, 1.5, −0.5, 2.5 and the mean swing over these positions about 3 blobs.
    let mut positions = vec![fen("startpos")];
    positions.extend(random_positions(6, 21).into_iter().filter(|p| {
        let g = p.geometry();
        (g.rows, g.cols) == (7, 7)
    }));
    let (mut swing, mut steps, mut signed) = (0.0, 0.0, 0.0);
    for p in &positions {
        let v = values_by_depth(p, 6);
        for d in 1..v.len() {
            let step = v[d] - v[d - 1];
            swing += step.abs();
            // Depth d + 1 minus depth d, counted as even minus odd.
            signed += if (d + 1) % 2 == 0 { step } else { -step };
            steps += 1.0;
        }
    }
    assert!(swing / steps < 0.75, "mean swing {} blobs", swing / steps);
    assert!(
        (signed / steps).abs() < 0.5,
        "mean even − odd {} blobs",
        signed / steps
    );
}

#[test]
fn the_colour_swap_negates_the_value_up_to_the_tempo() {
    // The same board with the other side to move: the two views add up to ¾ of both sides' best
    // one-move gains (material and exposure cancel; the gain is the one term that depends on who
    // moves), never less than zero and never more than ¾ × 2 × 9.
    let mut checked = 0;
    for p in random_positions(300, 13) {
        let s = p.to_string();
        let w: Vec<&str> = s.split_whitespace().collect();
        let other = if w[1] == "x" { "o" } else { "x" };
        let passed = fen(&format!("{} {other} {} {}", w[0], w[2], w[3]));
        if passed.outcome().is_some() {
            continue;
        }
        let tempo = p.evaluate() + passed.evaluate();
        assert!((0.0..=13.5).contains(&tempo), "{p}: {tempo}");
        assert_eq!(tempo % 0.75, 0.0, "{p}: {tempo}");
        // The colours swapped and the same side to move: minus the value, plus that tempo.
        let swapped = colour_flip(&passed);
        assert_eq!(swapped.side_to_move(), p.side_to_move());
        assert_eq!(p.evaluate(), -swapped.evaluate() + tempo, "{p} / {swapped}");
        checked += 1;
    }
    assert!(checked > 250, "{checked}");
}

#[test]
fn the_optional_terms_add_exactly_their_weight_and_are_off_by_default() {
    // Issue 30: a side-to-move tempo (one blob) and ¼ blob per blob no empty square is within
    // two of (mine less theirs). Off, every value is the one before.
    let start = fen("startpos");
    assert_eq!(start.terms(), 0);
    let base = start.evaluate();
    assert_eq!(start.with_terms(BlobWar::TEMPO).evaluate(), base + 1.0);
    // Only the third rank is empty: x's two top ranks (14 blobs) lie beyond two of it, none
    // of o's do.
    let walled = fen("xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/7/ooooooo/ooooooo x 0 1");
    let base = walled.evaluate();
    assert_eq!(walled.with_terms(BlobWar::SAFE).evaluate(), base + 3.5);
    let both = walled.with_terms(BlobWar::TEMPO | BlobWar::SAFE);
    assert_eq!(both.evaluate(), base + 4.5);
    // The terms ride along with the moves, and are no part of the position.
    let mut moves = Vec::new();
    both.legal_moves(&mut moves);
    let next = both.play(moves[0]);
    assert_eq!(next.terms(), BlobWar::TEMPO | BlobWar::SAFE);
    assert_eq!(next, walled.play(moves[0]));
    assert_eq!(next.to_string(), walled.play(moves[0]).to_string());
}

#[test]
fn the_tuned_evaluations_features_count_what_their_names_say() {
    use gametree::game::blobwar::{FEATURE_NAMES, FEATURES, TUNED_WEIGHTS};
    assert_eq!(FEATURE_NAMES.len(), FEATURES);
    // The start: level, one blob to gain by a clone for either side, no blob can be converted,
    // locked or safe; the reaches are equal; two corner blobs each (corners are edges too).
    let f = fen("startpos").features();
    assert_eq!(f, [0.0, 1.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0]);
    // x: a1, b1; o: d1. Material +1; x's best gain 2 (onto c1: converts d1, clones), o's 2
    // (onto c1, converts b1, clones); exposed 2 − 1 as in `known_positions…`; x reaches 9
    // empty squares (a2–d2, a3–d3, c1), o 13 (b2–f2, b3–f3, c1, e1, f1): −4; edges 2 − 1,
    // corners 1 − 0; 3 blobs of 49 squares.
    let f = fen("7/7/7/7/7/7/xx1o3 x 0 1").features();
    assert_eq!(&f[..3], &[1.0, 2.0, 2.0]);
    assert_eq!(f[3], 1.0);
    assert_eq!((f[4], f[5]), (0.0, 0.0));
    assert_eq!(f[6], -4.0);
    assert_eq!((f[7], f[8], f[9]), (1.0, 1.0, 1.0));
    assert!((f[10] - 3.0 / 49.0).abs() < 1e-12);
    // Only the third rank is empty: x's top two ranks are beyond two of it (safe), x's and o's
    // ranks not next to it are locked (no empty neighbour).
    let f = fen("xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/7/ooooooo/ooooooo x 0 1").features();
    assert_eq!(f[0], 28.0 - 14.0);
    assert_eq!(f[4], 21.0 - 7.0, "locked");
    assert_eq!(f[5], 14.0, "safe");
    // The tuned evaluation is its weights over these features, and only with its switch.
    let p = fen("7/7/7/7/7/7/xx1o3 x 0 1");
    let tuned: f64 = p
        .features()
        .iter()
        .zip(TUNED_WEIGHTS)
        .map(|(f, w)| f * w)
        .sum();
    assert_eq!(p.with_terms(BlobWar::TUNED).evaluate(), tuned);
    assert_eq!(
        p.with_terms(BlobWar::TUNED | BlobWar::TEMPO).evaluate(),
        tuned + 1.0,
        "the tempo adds to the tuned evaluation too"
    );
    assert_eq!(p.evaluate(), 2.25);
    // It is symmetric as the seed's is: colours swapped or mirrored, the same value.
    for p in random_positions(200, 13) {
        let t = |p: &BlobWar| p.with_terms(BlobWar::TUNED).evaluate();
        assert!((t(&p) - t(&colour_flip(&p))).abs() < 1e-9, "{p}");
        assert!((t(&p) - t(&mirror(&p))).abs() < 1e-9, "{p}");
    }
}

#[test]
fn the_tapered_evaluations_features_count_what_their_names_say() {
    use gametree::game::blobwar::{TAPERED_FEATURES, TAPERED_NAMES, TAPERED_WEIGHTS};
    assert_eq!(TAPERED_NAMES.len(), TAPERED_FEATURES);
    // A board full of the mover's blobs counts each class's squares: 4 corners, 8 + 8 + 4
    // more on the edge, then 4, 8, 4 on the second ring, 4 and 4 on the third, the centre.
    let (f, fill) =
        fen("xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx x").tapered_features();
    assert_eq!(f[..10], [4, 8, 8, 4, 4, 8, 4, 4, 4, 1]);
    assert_eq!(fill, 1.0);
    // x: a1 (a corner), b1 (next to it); o: d1 (the edge's middle). Gains 2 and 2, exposed
    // 2 − 1 as in the tuned features' test. x's holes, empty squares next to x that o reaches
    // (within two of d1): b2 touches 2 of x, c2 and c1 one each (a2 is out of o's reach);
    // o's: c1, c2, d2 touch d1 alone (e1, e2 are out of x's reach). Holes by count: one
    // blob 2 − 3, two blobs 1 − 0.
    let (f, fill) = fen("7/7/7/7/7/7/xx1o3 x 0 1").tapered_features();
    assert_eq!(
        f,
        [
            1, 1, 0, -1, 0, 0, 0, 0, 0, 0, 2, 2, 1, 0, -1, 1, 0, 0, 0, 0, 0, 0, 1
        ]
    );
    assert!((fill - 3.0 / 49.0).abs() < 1e-12);
    // A ring of eight x around the empty b3, o on d1 two away: the hole that converts 8. x's
    // other holes in o's reach: c1 and d2 touch 2 of x, b1 and d3 touch 3; o's four (c1, d2,
    // e1, e2) touch d1 alone.
    let (f, _) = fen("7/7/7/xxx4/x1x4/xxx4/3o3 x 0 1").tapered_features();
    assert_eq!(f[14..22], [-4, 2, 2, 0, 0, 0, 0, 1]);
    assert_eq!(f[13], 0, "every blob of the ring touches the hole");
    // The evaluation is the two phases' weights mixed by the fill, rounded to quarter blobs,
    // and only with its switch.
    let p = fen("x1o3o/1xxo3/2oxo2/3x3/1o3x1/7/o5x o 4 12");
    let (f, fill) = p.tapered_features();
    let [mg, eg] =
        TAPERED_WEIGHTS.map(|w| f.iter().zip(w).map(|(&f, w)| f64::from(f) * w).sum::<f64>());
    let tapered = p.with_terms(BlobWar::TAPERED).evaluate();
    // In quarter blobs, as the seed's.
    assert_eq!(
        tapered,
        ((mg * (1.0 - fill) + eg * fill) * 4.0).round() / 4.0
    );
    assert_ne!(tapered, p.evaluate());
    assert_eq!(
        p.with_terms(BlobWar::TAPERED | BlobWar::TUNED).evaluate(),
        tapered,
        "tapered wins over tuned"
    );
    // It is symmetric as the others are: colours swapped or mirrored, the same value.
    for p in random_positions(200, 17) {
        let t = |p: &BlobWar| p.with_terms(BlobWar::TAPERED).evaluate();
        assert!((t(&p) - t(&colour_flip(&p))).abs() < 1e-9, "{p}");
        assert!((t(&p) - t(&mirror(&p))).abs() < 1e-9, "{p}");
    }
}

#[test]
fn the_tapered_evaluation_sees_the_hole_and_plays_the_skeleton_tactics() {
    let tapered = |f: &str| fen(f).with_terms(BlobWar::TAPERED);
    // A ring of eight o around the empty d4, x's b2 two away: o's hole touched by eight. By
    // hand, x's holes (next to a1 or b2, within two of the ring): a3, b3, c1, c2 touch one x,
    // a2 and b1 two; o's (next to the ring, within two of x): b3 and c2 touch two o, b4 and d2
    // three, d4 eight. Mine less theirs by count: 4, 2 − 2, −2, …, −1.
    let hole = tapered("6o/7/2ooo2/2o1o2/2ooo2/1x5/x6 x 0 1");
    let (f, _) = hole.tapered_features();
    assert_eq!(f[14..22], [4, 0, -2, 0, 0, 0, 0, -1]);
    // The clone next to o's last blob converts it: won at once.
    let last = tapered("6o/7/4x2/2xx3/7/7/x6 x 0 1");
    // x is walled in by gaps: passing is the only move.
    let pass = tapered("x--4/---4/---4/7/7/7/6o x 0 1");
    let search = |g: &BlobWar, depth: u32| {
        let limits = Limits {
            depth: Some(depth),
            enhance: Enhancements::ENGINE,
            hash_mb: Some(1),
            ..Limits::default()
        };
        search::search(
            Algorithm::NegamaxAb,
            g,
            &limits,
            &mut StdRng::seed_from_u64(5),
        )
        .unwrap()
    };
    for depth in 1..=5 {
        // The jump into the hole converts all eight, by hand: d4's neighbours are the ring.
        let r = search(&hole, depth);
        assert_eq!(
            r.best,
            Some(hole.parse_move("b2d4").unwrap()),
            "depth {depth}"
        );
        assert_eq!(
            hole.play(r.best.unwrap()).to_string(),
            "6o/7/2xxx2/2xxx2/2xxx2/7/x6 o 1 1"
        );
        let r = search(&last, depth);
        assert!(
            last.play(r.best.unwrap()).outcome().is_some(),
            "depth {depth}"
        );
        assert_eq!(
            search(&pass, depth).best,
            Some(BlobMove::Pass),
            "depth {depth}"
        );
    }
}
