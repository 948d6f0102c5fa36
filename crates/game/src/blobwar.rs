//! Blob War (seed 004), known to engine authors as Ataxx, with libataxx's rules.
//!
//! A blob clones to an empty neighbour (the origin stays) or jumps to an empty square exactly two
//! away (the origin empties); every enemy blob next to the destination changes colour. A side
//! with no move must pass (`0000`), and only then. The game ends when a side has no blobs, no
//! empty square lies within two squares of any blob, or the half-move clock (reset only by a
//! clone) reaches 100; then more blobs wins, and a clock-only end is a draw.
//!
//! Bitboards on an 8x8 grid, square = rank·8 + file with rank 0 at the bottom; a board of R rows
//! and C columns uses files 0..C and ranks 0..R. Gaps (`-`) are squares no blob may enter.

use std::fmt;
use std::sync::{Mutex, OnceLock};

use super::{
    EVAL_LIMIT, Field, Form, Game, NumberField, Outcome, ParseError, Place, SearchHints, Side,
    SizeRule,
};

/// The most rows or columns a board has (a bitboard row is 8 squares).
const MAX_SIDE: usize = 8;

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = FILE_A << 7;

/// The half-move clock value that ends the game.
pub const CLOCK_LIMIT: u16 = 100;

/// How many features the tuned evaluation weighs ([`BlobWar::features`]).
pub const FEATURES: usize = 11;

/// The tuned evaluation's features by name, in [`BlobWar::features`]' order.
pub const FEATURE_NAMES: [&str; FEATURES] = [
    "material",
    "gain",
    "their gain",
    "exposed",
    "locked",
    "safe",
    "reach",
    "edge",
    "corner",
    "tempo",
    "material x fill",
];

/// The tuned evaluation's weights, in blobs per unit of each feature ([`FEATURE_NAMES`]),
/// material fixed at 1: fitted by `examples/texel_blobwar.rs` (`docs/blobwar-eval.md`).
pub const TUNED_WEIGHTS: [f64; FEATURES] = [
    1.0, 0.757, -0.164, -0.846, -0.356, 0.0, -0.082, 0.439, 0.245, -0.305, 0.485,
];

/// How many square classes the tapered evaluation values: a square's distance from the nearer
/// side edge and from the nearer end edge, each counted up to 3, in either order (the board's
/// symmetries map a square only onto squares of its class; on 7x7 these are its 10 orbits).
pub const SQUARE_CLASSES: usize = 10;

/// How many features the tapered evaluation weighs in each phase ([`BlobWar::tapered_features`]).
pub const TAPERED_FEATURES: usize = 23;

/// The tapered evaluation's features by name, in [`BlobWar::tapered_features`]' order: blobs
/// on each square class (`sq a,b`: a and b squares from the edges), the mover's and the
/// opponent's best one-move gain, exposed and locked blobs as in [`FEATURE_NAMES`], holes by how
/// many of the owner's blobs touch them, and the tempo.
pub const TAPERED_NAMES: [&str; TAPERED_FEATURES] = [
    "sq 0,0",
    "sq 0,1",
    "sq 0,2",
    "sq 0,3",
    "sq 1,1",
    "sq 1,2",
    "sq 1,3",
    "sq 2,2",
    "sq 2,3",
    "sq 3,3",
    "gain",
    "their gain",
    "exposed",
    "locked",
    "hole 1",
    "hole 2",
    "hole 3",
    "hole 4",
    "hole 5",
    "hole 6",
    "hole 7",
    "hole 8",
    "tempo",
];

/// The tapered evaluation's weights, in blobs per unit of each feature ([`TAPERED_NAMES`]): the
/// middle game's (an empty board) and the end game's (a full one); a position weighs them by its
/// fill. Fitted by `examples/texel_blobwar.rs --tapered` (`docs/blobwar-eval.md`).
pub const TAPERED_WEIGHTS: [[f64; TAPERED_FEATURES]; 2] = [
    [
        0.617, 0.017, -0.008, 0.012, 0.079, -0.204, 0.118, -0.071, 0.032, 0.063, -0.325, 0.073,
        -0.081, 0.411, 0.054, 0.144, 0.146, 0.157, 0.060, -0.224, -0.356, 7.921, 0.981,
    ],
    [
        2.042, 2.414, 2.545, 2.057, 2.066, 2.074, 1.759, 2.236, 1.791, 1.535, 1.126, -0.054,
        -1.012, -0.516, 0.138, 0.019, -0.038, -0.348, -0.273, -0.057, -0.648, -2.082, -0.423,
    ],
];

/// [`TAPERED_WEIGHTS`] in thousandths of a blob (each weight has three decimals), for the
/// evaluation's sums in whole numbers.
const TAPERED_MILLIS: [[i32; TAPERED_FEATURES]; 2] = {
    let mut m = [[0; TAPERED_FEATURES]; 2];
    let mut i = 0;
    while i < 2 * TAPERED_FEATURES {
        let (phase, n) = (i / TAPERED_FEATURES, i % TAPERED_FEATURES);
        // Rounded by hand (`round` is not `const` in the crate's Rust version): `as` truncates.
        let x = TAPERED_WEIGHTS[phase][n] * 1000.0;
        m[phase][n] = (if x < 0.0 { x - 0.5 } else { x + 0.5 }) as i32;
        i += 1;
    }
    m
};

/// The tapered evaluation's features after the square classes: those of the board's shape
/// around the blobs (gains, exposure, holes), counted at each evaluation.
const SHAPE_FEATURES: usize = TAPERED_FEATURES - SQUARE_CLASSES;

/// [`TAPERED_MILLIS`] of the [`SHAPE_FEATURES`].
const SHAPE_MILLIS: [[i32; SHAPE_FEATURES]; 2] = {
    let mut m = [[0; SHAPE_FEATURES]; 2];
    let mut i = 0;
    while i < 2 * SHAPE_FEATURES {
        let (phase, n) = (i / SHAPE_FEATURES, i % SHAPE_FEATURES);
        m[phase][n] = TAPERED_MILLIS[phase][SQUARE_CLASSES + n];
        i += 1;
    }
    m
};

/// The phases' sums `mg` and `eg` (thousandths of a blob) mixed by the fill `blobs` / `room`,
/// in the nearest whole quarter blobs, halves away from zero.
fn quarters_of(mg: i32, eg: i32, blobs: i32, room: i32) -> i64 {
    // In thousandths of a blob times `room`; a quarter is 250 of them.
    let x = i64::from(mg) * i64::from(room - blobs) + i64::from(eg) * i64::from(blobs);
    let quarter = 250 * room.unsigned_abs();
    let (n, d) = (2 * x.unsigned_abs() + u64::from(quarter), 2 * quarter);
    // A 32-bit division where it fits (always, on boards up to 8x8): a 64-bit one is slower.
    let q = match u32::try_from(n) {
        Ok(n) => u64::from(n / d),
        Err(_) => n / u64::from(d),
    };
    q as i64 * x.signum()
}

/// Below this share of the squares filled (in percent), a jump onto a square the mover could
/// clone to is left out by the search's `dom` enhancement ([`SearchHints::drop_dominated`]):
/// at a fixed depth of 8 against autaxx it played as well as the full search there, and left
/// out from the start to the end it lost nearly every game (`docs/blobwar-eval.md`).
pub const DOMINATED_FILL_PERCENT: u32 = 60;

/// Per-shape tables shared by every position of that shape.
#[derive(Debug)]
pub struct Geometry {
    /// Rows, 3..=8.
    pub rows: u8,
    /// Columns, 3..=8.
    pub cols: u8,
    /// Every square of the board.
    pub full: u64,
    /// Squares exactly two away (Chebyshev) from each square, on the board.
    jumps: [u64; 64],
    /// Squares next to each square, on the board: a move's converted blobs by one lookup.
    touching: [u64; 64],
    /// The squares of the board's first and last rows and columns.
    edge: u64,
    /// The board's four corners.
    corners: u64,
    /// The squares of each class ([`SQUARE_CLASSES`]).
    classes: [u64; SQUARE_CLASSES],
    /// Each square's class weight in thousandths ([`TAPERED_MILLIS`]), middle and end game:
    /// the class terms summed blob by blob, as a position keeps them ([`BlobWar::class_millis`]).
    square_millis: [[i32; 64]; 2],
}

impl Geometry {
    /// The shared tables of an R×C board.
    ///
    /// # Errors
    /// When a side is outside 3..=8.
    pub fn get(rows: u8, cols: u8) -> Result<&'static Geometry, ParseError> {
        if !(3..=8).contains(&rows) || !(3..=8).contains(&cols) {
            return Err(ParseError::Size {
                size: (rows, cols),
                rule: SizeRule::RowsAndColumns { min: 3, max: 8 },
            });
        }
        static CACHE: OnceLock<Mutex<Vec<&'static Geometry>>> = OnceLock::new();
        let mut cache = CACHE
            .get_or_init(|| Mutex::new(Vec::new()))
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(g) = cache.iter().find(|g| g.rows == rows && g.cols == cols) {
            return Ok(g);
        }
        let mut full = 0u64;
        for r in 0..rows {
            for f in 0..cols {
                full |= 1 << (r * 8 + f);
            }
        }
        let mut jumps = [0u64; 64];
        for (sq, j) in jumps.iter_mut().enumerate() {
            let (f, r) = ((sq % 8) as i32, (sq / 8) as i32);
            for df in -2..=2i32 {
                for dr in -2..=2i32 {
                    let (tf, tr) = (f + df, r + dr);
                    if df.abs().max(dr.abs()) == 2 && (0..8).contains(&tf) && (0..8).contains(&tr) {
                        *j |= 1 << (tr * 8 + tf);
                    }
                }
            }
            *j &= full;
        }
        let sq = |f: u8, r: u8| 1u64 << (r * 8 + f);
        let (top, right) = (rows - 1, cols - 1);
        let mut edge = 0u64;
        for r in 0..rows {
            edge |= sq(0, r) | sq(right, r);
        }
        for f in 0..cols {
            edge |= sq(f, 0) | sq(f, top);
        }
        let corners = sq(0, 0) | sq(right, 0) | sq(0, top) | sq(right, top);
        let mut classes = [0u64; SQUARE_CLASSES];
        for r in 0..rows {
            for f in 0..cols {
                let (a, b) = (f.min(right - f).min(3), r.min(top - r).min(3));
                let (lo, hi) = (usize::from(a.min(b)), usize::from(a.max(b)));
                // (lo, hi) with lo ≤ hi ≤ 3, numbered row by row: 0..4, 4..7, 7..9, 9.
                classes[lo * 4 - lo * lo.saturating_sub(1) / 2 + hi - lo] |= sq(f, r);
            }
        }
        let mut g = Geometry {
            rows,
            cols,
            full,
            jumps,
            touching: [0; 64],
            edge,
            corners,
            classes,
            square_millis: [[0; 64]; 2],
        };
        for (class, &squares_of_class) in classes.iter().enumerate() {
            for sq in squares(squares_of_class) {
                for (phase, millis) in g.square_millis.iter_mut().enumerate() {
                    millis[usize::from(sq)] = TAPERED_MILLIS[phase][class];
                }
            }
        }
        g.touching = std::array::from_fn(|sq| g.singles(1 << sq));
        let g: &'static Geometry = Box::leak(Box::new(g));
        cache.push(g);
        Ok(g)
    }

    /// The squares next to any square of `b`, on the board.
    #[inline]
    fn singles(&self, b: u64) -> u64 {
        let ew = ((b << 1) & !FILE_A) | ((b >> 1) & !FILE_H) | b;
        (ew | (ew << 8) | (ew >> 8)) & self.full & !b
    }

    /// The squares within two of any square of `b`.
    #[inline]
    fn within_two(&self, b: u64) -> u64 {
        let one = self.singles(b) | b;
        self.singles(one) | one
    }
}

/// A Blob War move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum BlobMove {
    /// Clone onto this empty square next to an own blob.
    Clone(u8),
    /// Jump from the first square to the second, two away.
    Jump(u8, u8),
    /// The forced pass.
    Pass,
}

impl BlobMove {
    /// The destination square, if any.
    #[must_use]
    pub fn to(self) -> Option<u8> {
        match self {
            BlobMove::Clone(t) | BlobMove::Jump(_, t) => Some(t),
            BlobMove::Pass => None,
        }
    }
}

fn square_name(sq: u8) -> String {
    format!("{}{}", (b'a' + sq % 8) as char, sq / 8 + 1)
}

impl fmt::Display for BlobMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            BlobMove::Clone(t) => f.write_str(&square_name(t)),
            BlobMove::Jump(a, b) => write!(f, "{}{}", square_name(a), square_name(b)),
            BlobMove::Pass => f.write_str("0000"),
        }
    }
}

/// What stands on a square.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Cell {
    /// Nothing.
    Empty,
    /// A gap: never occupied.
    Gap,
    /// A blob of this side.
    Blob(Side),
}

/// A Blob War position.
#[derive(Copy, Clone)]
pub struct BlobWar {
    geo: &'static Geometry,
    /// Blobs of x (index 0) and o (index 1).
    blobs: [u64; 2],
    gaps: u64,
    to_move: Side,
    halfmoves: u16,
    fullmoves: u16,
    /// Zobrist key of the blobs, the side to move and the clock, kept move by move.
    key: u64,
    /// The tapered evaluation's square-class terms in thousandths of a blob (middle game, end
    /// game), x's blobs less o's, kept move by move: a move changes a few squares, and the
    /// evaluation then needs no count of each class.
    class_millis: [i32; 2],
    /// The evaluation's optional terms ([`BlobWar::TEMPO`], [`BlobWar::SAFE`]); none by
    /// default, so every value stays the one before they existed. Not part of the position:
    /// equality and the key ignore it.
    terms: u8,
}

impl PartialEq for BlobWar {
    fn eq(&self, o: &Self) -> bool {
        std::ptr::eq(self.geo, o.geo)
            && self.blobs == o.blobs
            && self.gaps == o.gaps
            && self.to_move == o.to_move
            && self.halfmoves == o.halfmoves
    }
}

impl Eq for BlobWar {}

impl BlobWar {
    /// An evaluation term: the side to move's tempo, one blob (the mover is about to gain).
    pub const TEMPO: u8 = 1;
    /// An evaluation term: ¼ blob per blob with no empty square within two (none can reach it
    /// to convert it soon), mine less theirs.
    pub const SAFE: u8 = 2;

    /// The position evaluated with the optional `terms` ([`TEMPO`](BlobWar::TEMPO) and
    /// [`SAFE`](BlobWar::SAFE), or'ed); 0 is the evaluation without them.
    #[must_use]
    pub fn with_terms(self, terms: u8) -> BlobWar {
        BlobWar { terms, ..self }
    }

    /// The optional evaluation terms this position is evaluated with.
    #[must_use]
    pub fn terms(&self) -> u8 {
        self.terms
    }

    /// An evaluation: the tuned one ([`TUNED_WEIGHTS`] over [`BlobWar::features`]) instead of
    /// seed 004's blob difference with its gain and exposure terms.
    pub const TUNED: u8 = 4;

    /// What the tuned evaluation weighs, from the side to move's view, in blobs or counts:
    /// the names are [`FEATURE_NAMES`]. `examples/texel_blobwar.rs` fits their weights to the
    /// results of self-play games (`docs/blobwar-eval.md`).
    #[must_use]
    pub fn features(&self) -> [f64; FEATURES] {
        let (me, them) = (self.to_move.index(), self.to_move.other().index());
        let (mine, theirs, empty) = (self.blobs[me], self.blobs[them], self.empty());
        let my_reach = self.geo.within_two(mine) & empty;
        let their_reach = self.geo.within_two(theirs) & empty;
        let diff = |a: u64, b: u64| f64::from(a.count_ones()) - f64::from(b.count_ones());
        let exposed = diff(
            self.geo.singles(their_reach) & mine,
            self.geo.singles(my_reach) & theirs,
        );
        let open = self.geo.singles(empty);
        let near = self.geo.within_two(empty);
        let room = (self.geo.full & !self.gaps).count_ones().max(1);
        let fill = f64::from((mine | theirs).count_ones()) / f64::from(room);
        let material = diff(mine, theirs);
        [
            material,
            f64::from(self.best_gain(mine, theirs, my_reach)),
            f64::from(self.best_gain(theirs, mine, their_reach)),
            exposed,
            diff(mine & !open, theirs & !open),
            diff(mine & !near, theirs & !near),
            diff(my_reach, their_reach),
            diff(mine & self.geo.edge, theirs & self.geo.edge),
            diff(mine & self.geo.corners, theirs & self.geo.corners),
            1.0,
            material * fill,
        ]
    }

    /// An evaluation: the tapered one ([`TAPERED_WEIGHTS`] over
    /// [`BlobWar::tapered_features`], the middle game's and the end game's weights mixed by the
    /// board's fill) instead of seed 004's. Wins over [`BlobWar::TUNED`] when both are set.
    pub const TAPERED: u8 = 8;

    /// What the tapered evaluation weighs ([`TAPERED_NAMES`]), from the side to move's view,
    /// mine less theirs except the two gains and the tempo, and the board's fill (blobs over the
    /// squares blobs may stand on, 0 to 1) that mixes the phases' weights.
    ///
    /// A hole of mine is an empty square next to my blobs that the opponent reaches (within two
    /// of theirs): a move there converts every blob of mine that touches it, so its cost grows
    /// with how many do, not in a straight line (one weight per count).
    #[must_use]
    pub fn tapered_features(&self) -> ([i32; TAPERED_FEATURES], f64) {
        let (f, blobs, room) = self.tapered_counts();
        (f, f64::from(blobs) / f64::from(room))
    }

    /// [`BlobWar::tapered_features`] with the fill as its two counts: the blobs and the squares
    /// blobs may stand on (at least 1).
    fn tapered_counts(&self) -> ([i32; TAPERED_FEATURES], i32, i32) {
        let (mine, theirs) = self.mine_and_theirs();
        let diff = |a: u64, b: u64| a.count_ones() as i32 - b.count_ones() as i32;
        let mut f = [0i32; TAPERED_FEATURES];
        for (x, class) in f.iter_mut().zip(self.geo.classes) {
            *x = diff(mine & class, theirs & class);
        }
        let (shape, blobs, room) = self.shape_counts();
        f[SQUARE_CLASSES..].copy_from_slice(&shape);
        (f, blobs, room)
    }

    /// The side to move's blobs and the other side's.
    #[inline]
    fn mine_and_theirs(&self) -> (u64, u64) {
        (
            self.blobs[self.to_move.index()],
            self.blobs[self.to_move.other().index()],
        )
    }

    /// The [`SHAPE_FEATURES`] of [`BlobWar::tapered_counts`] (from its feature 10 on), and the
    /// fill's two counts.
    #[inline]
    fn shape_counts(&self) -> ([i32; SHAPE_FEATURES], i32, i32) {
        let (mine, theirs) = self.mine_and_theirs();
        let empty = self.empty();
        let my_reach = self.geo.within_two(mine) & empty;
        let their_reach = self.geo.within_two(theirs) & empty;
        let diff = |a: u64, b: u64| a.count_ones() as i32 - b.count_ones() as i32;
        let mut f = [0i32; SHAPE_FEATURES];
        // Both sides' neighbour counts serve the gains and the holes.
        let (my_counts, their_counts) = (neighbour_counts(mine), neighbour_counts(theirs));
        let (my_clones, their_clones) = (
            self.geo.singles(mine) & my_reach,
            self.geo.singles(theirs) & their_reach,
        );
        f[0] = most_gained(their_counts, my_clones, my_reach) as i32;
        f[1] = most_gained(my_counts, their_clones, their_reach) as i32;
        f[2] = diff(
            self.geo.singles(their_reach) & mine,
            self.geo.singles(my_reach) & theirs,
        );
        let open = self.geo.singles(empty);
        f[3] = diff(mine & !open, theirs & !open);
        // A hole of mine is one of my clone squares the opponent reaches, and the other way.
        for (planes, holes, sign) in [
            (my_counts, my_clones & their_reach, 1),
            (their_counts, their_clones & my_reach, -1),
        ] {
            let [b0, b1, b2, b3] = planes;
            // The count's two low bits and two high bits, each of the four ways, then each
            // count 1..=8 as one of each.
            let low = [!b0 & !b1, b0 & !b1, !b0 & b1, b0 & b1];
            let high = [!b2 & !b3, b2 & !b3, !b2 & b3, b2 & b3].map(|h| h & holes);
            for (n, x) in f[4..12].iter_mut().enumerate() {
                let count = n + 1;
                *x += sign * (low[count & 3] & high[count >> 2]).count_ones() as i32;
            }
        }
        f[12] = 1;
        let room = (self.geo.full & !self.gaps).count_ones().max(1) as i32;
        (f, (mine | theirs).count_ones() as i32, room)
    }

    /// The tapered evaluation, in blobs from the side to move's view, rounded to quarter blobs
    /// as the seed's moves: positions a hair apart then tie, and a null window cuts on a tie
    /// (rounded, it won 136-52-7 against itself unrounded at 20 ms a move, and reaches one or
    /// two plies deeper in a second, `docs/blobwar-eval.md`).
    ///
    /// Summed in whole thousandths of a blob ([`TAPERED_MILLIS`]) and rounded exactly, halves
    /// away from zero: two short integer sums instead of two chains of floating-point
    /// additions, each waiting on the last (the same value as the sums in `f64`, but where
    /// those fell a rounding error either side of a half quarter).
    ///
    /// The square classes' terms come kept move by move ([`BlobWar::class_millis`]); the rest
    /// is counted here.
    fn tapered(&self) -> f64 {
        let (f, blobs, room) = self.shape_counts();
        let sign = if self.to_move == Side::First { 1 } else { -1 };
        let (mut mg, mut eg) = (sign * self.class_millis[0], sign * self.class_millis[1]);
        for ((&f, mw), ew) in f.iter().zip(SHAPE_MILLIS[0]).zip(SHAPE_MILLIS[1]) {
            mg += f * mw;
            eg += f * ew;
        }
        quarters_of(mg, eg, blobs, room) as f64 / 4.0
    }

    /// The tuned evaluation, in blobs from the side to move's view.
    fn tuned(&self) -> f64 {
        self.features()
            .iter()
            .zip(TUNED_WEIGHTS)
            .map(|(f, w)| f * w)
            .sum()
    }

    /// The optional terms, in quarter blobs from the side to move's view.
    #[inline(never)]
    fn extra_quarters(&self, mine: u64, theirs: u64, empty: u64) -> i64 {
        let mut q = 0;
        if self.terms & BlobWar::TEMPO != 0 {
            q += 4;
        }
        if self.terms & BlobWar::SAFE != 0 {
            let near = self.geo.within_two(empty);
            q += i64::from((mine & !near).count_ones()) - i64::from((theirs & !near).count_ones());
        }
        q
    }

    /// The start of an R×C game: x in the top-left and bottom-right corners, o in the others.
    ///
    /// # Errors
    /// As [`Geometry::get`].
    pub fn new(rows: u8, cols: u8) -> Result<BlobWar, ParseError> {
        let geo = Geometry::get(rows, cols)?;
        let (top, right) = (rows - 1, cols - 1);
        let sq = |f: u8, r: u8| 1u64 << (r * 8 + f);
        let mut p = BlobWar {
            geo,
            blobs: [sq(0, top) | sq(right, 0), sq(right, top) | sq(0, 0)],
            gaps: 0,
            to_move: Side::First,
            halfmoves: 0,
            fullmoves: 1,
            key: 0,
            class_millis: [0; 2],
            terms: 0,
        };
        p.key = p.fresh_key();
        p.class_millis = p.fresh_class_millis();
        Ok(p)
    }

    /// Reads Ataxx FEN (`x5o/7/7/7/7/7/o5x x 0 1`; `startpos` is the 7x7 start). The clocks
    /// may be left out (0 and 1).
    ///
    /// # Errors
    /// A message naming the bad part: rows of different widths, unknown characters, sizes out of
    /// range, a bad side or clock.
    pub fn from_fen(fen: &str) -> Result<BlobWar, ParseError> {
        let fen = fen.trim();
        if fen == "startpos" {
            return BlobWar::new(7, 7);
        }
        let mut parts = fen.split_whitespace();
        let board = parts
            .next()
            .ok_or(ParseError::Empty(Form::Fen("x5o/7/7/7/7/7/o5x x 0 1")))?;
        let (cells, nrows, ncols) = fen_rows(board)?;
        let geo = Geometry::get(
            u8::try_from(nrows).unwrap_or(u8::MAX),
            u8::try_from(ncols).unwrap_or(u8::MAX),
        )?;
        let mut p = BlobWar {
            geo,
            blobs: [0, 0],
            gaps: 0,
            to_move: Side::First,
            halfmoves: 0,
            fullmoves: 1,
            key: 0,
            class_millis: [0; 2],
            terms: 0,
        };
        for (i, row) in cells[..nrows].iter().enumerate() {
            let rank = nrows - 1 - i;
            for (file, c) in row[..ncols].iter().enumerate() {
                let b = 1u64 << (rank * 8 + file);
                match c {
                    Cell::Blob(s) => p.blobs[s.index()] |= b,
                    Cell::Gap => p.gaps |= b,
                    Cell::Empty => {}
                }
            }
        }
        p.read_fen_fields(parts)?;
        p.key = p.fresh_key();
        p.class_millis = p.fresh_class_millis();
        Ok(p)
    }

    /// The FEN's fields after the board: the side to move, the half-move clock and the move
    /// number, each optional, and nothing after them.
    fn read_fen_fields<'a>(
        &mut self,
        mut parts: impl Iterator<Item = &'a str>,
    ) -> Result<(), ParseError> {
        self.to_move = match parts.next() {
            None | Some("x" | "X" | "b" | "B") => Side::First,
            Some("o" | "O" | "w" | "W") => Side::Second,
            Some(s) => {
                return Err(ParseError::SideToMove {
                    text: s.to_owned(),
                    allowed: ['x', 'o'],
                });
            }
        };
        if let Some(h) = parts.next() {
            self.halfmoves = h.parse().map_err(|_| ParseError::Number {
                text: h.to_owned(),
                field: NumberField::HalfMoves,
            })?;
        }
        if let Some(f) = parts.next() {
            // Moves are numbered from 1, as in chess.
            self.fullmoves =
                f.parse()
                    .ok()
                    .filter(|&n| n >= 1)
                    .ok_or_else(|| ParseError::Number {
                        text: f.to_owned(),
                        field: NumberField::MoveNumber,
                    })?;
        }
        if let Some(extra) = parts.next() {
            return Err(ParseError::Extra {
                text: extra.to_owned(),
                after: Field::Fen,
            });
        }
        Ok(())
    }

    /// The Zobrist key counted from scratch (positions read from text; a test checks the kept
    /// one against it).
    fn fresh_key(&self) -> u64 {
        let mut key = clock_key(self.halfmoves) ^ side_key(self.to_move);
        for (keys, &blobs) in ZOBRIST.iter().zip(&self.blobs) {
            for sq in squares(blobs) {
                key ^= keys[sq as usize];
            }
        }
        key
    }

    /// The class terms counted from scratch (as [`BlobWar::fresh_key`]).
    fn fresh_class_millis(&self) -> [i32; 2] {
        let mut sums = [0; 2];
        for (sum, millis) in sums.iter_mut().zip(&self.geo.square_millis) {
            *sum = squares(self.blobs[0])
                .map(|sq| millis[usize::from(sq)])
                .sum::<i32>()
                - squares(self.blobs[1])
                    .map(|sq| millis[usize::from(sq)])
                    .sum::<i32>();
        }
        sums
    }

    /// The board's shape.
    #[must_use]
    pub fn geometry(&self) -> &'static Geometry {
        self.geo
    }

    /// What stands at (file, rank), rank 0 at the bottom.
    #[must_use]
    pub fn cell(&self, file: u8, rank: u8) -> Cell {
        let b = 1u64 << (rank * 8 + file);
        if self.blobs[0] & b != 0 {
            Cell::Blob(Side::First)
        } else if self.blobs[1] & b != 0 {
            Cell::Blob(Side::Second)
        } else if self.gaps & b != 0 {
            Cell::Gap
        } else {
            Cell::Empty
        }
    }

    /// Blobs of each side.
    #[must_use]
    pub fn count(&self, s: Side) -> u32 {
        self.blobs[s.index()].count_ones()
    }

    /// Seed 004's evaluation, the blob difference for the side to move: kept public so that the
    /// `blobwar_match` example can play it against [`Game::evaluate`] and measure any change.
    #[must_use]
    pub fn material(&self) -> f64 {
        let me = self.to_move;
        f64::from(self.count(me)) - f64::from(self.count(me.other()))
    }

    /// The half-move clock.
    #[must_use]
    pub fn halfmoves(&self) -> u16 {
        self.halfmoves
    }

    fn empty(&self) -> u64 {
        self.geo.full & !(self.blobs[0] | self.blobs[1] | self.gaps)
    }

    /// The legal moves of the blob on `sq` (clones and jumps), for highlighting a selection.
    #[must_use]
    pub fn moves_from(&self, sq: u8) -> Vec<BlobMove> {
        let mut all = Vec::new();
        self.legal_moves(&mut all);
        let own = self.blobs[self.to_move.index()];
        all.into_iter()
            .filter(|m| match *m {
                BlobMove::Jump(f, _) => f == sq,
                BlobMove::Clone(t) => {
                    own & (1 << sq) != 0 && self.geo.touching[usize::from(sq)] & (1 << t) != 0
                }
                BlobMove::Pass => false,
            })
            .collect()
    }

    /// The number of legal moves, counted without listing them (perft's last ply).
    fn count_moves(&self) -> u64 {
        if self.outcome().is_some() {
            return 0;
        }
        let own = self.blobs[self.to_move.index()];
        let empty = self.empty();
        let mut n = u64::from((self.geo.singles(own) & empty).count_ones());
        for sq in squares(own) {
            n += u64::from((self.geo.jumps[sq as usize] & empty).count_ones());
        }
        n.max(1) // none: the forced pass
    }

    fn perft_inner(&self, depth: u32, buf: &mut Vec<Vec<BlobMove>>) -> u64 {
        if depth == 1 {
            return self.count_moves();
        }
        let mut moves = buf.pop().unwrap_or_default();
        moves.clear();
        self.legal_moves(&mut moves);
        let n = moves
            .iter()
            .map(|&m| self.play(m).perft_inner(depth - 1, buf))
            .sum();
        buf.push(moves);
        n
    }

    /// The most blobs `own` gains with one move onto `reach` (its empty squares within two):
    /// the converted enemy blobs, plus one for a clone. For the evaluation.
    fn best_gain(&self, own: u64, other: u64, reach: u64) -> u32 {
        most_gained(
            neighbour_counts(other),
            self.geo.singles(own) & reach,
            reach,
        )
    }

    /// True while blobs hold under `percent` of the squares blobs may stand on.
    fn filled_under(&self, percent: u32) -> bool {
        let blobs = (self.blobs[0] | self.blobs[1]).count_ones();
        let squares = (self.geo.full & !self.gaps).count_ones();
        blobs * 100 < squares * percent
    }

    /// Blobs the move would convert, for move ordering.
    fn captures(&self, mv: BlobMove) -> u32 {
        match mv.to() {
            Some(t) => (self.geo.touching[usize::from(t)]
                & self.blobs[self.to_move.other().index()])
            .count_ones(),
            None => 0,
        }
    }
}

/// Zobrist keys of a blob of each side on each square, the side to move (o) and the clock.
static ZOBRIST: [[u64; 64]; 2] = {
    let mut t = [[0u64; 64]; 2];
    let mut i = 0;
    while i < 128 {
        t[i / 64][i % 64] = splitmix(0xb10b_0000 + i as u64);
        i += 1;
    }
    t
};

const SIDE_KEY: u64 = splitmix(0xb10b_1000);

static CLOCK_KEYS: [u64; CLOCK_LIMIT as usize + 1] = {
    let mut t = [0u64; CLOCK_LIMIT as usize + 1];
    let mut i = 0;
    while i <= CLOCK_LIMIT as usize {
        t[i] = splitmix(0xb10b_2000 + i as u64);
        i += 1;
    }
    t
};

/// The key of the half-move clock: every clock from the limit on ends the game the same way.
#[inline]
fn clock_key(halfmoves: u16) -> u64 {
    CLOCK_KEYS[usize::from(halfmoves.min(CLOCK_LIMIT))]
}

fn side_key(side: Side) -> u64 {
    if side == Side::Second { SIDE_KEY } else { 0 }
}

/// The `i`-th output of splitmix64 from seed 0.
const fn splitmix(i: u64) -> u64 {
    let mut z = i.wrapping_mul(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// How many of `b`'s squares touch each square, as four bit planes (bit i of the count in
/// plane i): the holes' counts for all squares at once, without a loop over them. Squares off
/// the board may count too; callers mask them out.
#[inline]
fn neighbour_counts(b: u64) -> [u64; 4] {
    let shifted = [
        (b << 1) & !FILE_A,
        (b >> 1) & !FILE_H,
        b << 8,
        b >> 8,
        (b << 9) & !FILE_A,
        (b << 7) & !FILE_H,
        (b >> 7) & !FILE_A,
        (b >> 9) & !FILE_H,
    ];
    let mut planes = [0u64; 4];
    for mut carry in shifted {
        for p in &mut planes {
            let next = *p & carry;
            *p ^= carry;
            carry = next;
        }
    }
    planes
}

/// The most a move onto a square of `reach` gains: the enemy blobs touching it (`counts`, as
/// [`neighbour_counts`] gives them) plus one on a square of `clones`; 0 when `reach` is empty.
/// The largest of bit-sliced numbers, found from the top bit down, without a loop over squares.
#[inline]
fn most_gained(counts: [u64; 4], clones: u64, reach: u64) -> u32 {
    let mut planes = counts;
    // At most 8 + 1: the sum fits the four planes.
    let mut carry = clones;
    for p in &mut planes {
        let next = *p & carry;
        *p ^= carry;
        carry = next;
    }
    let mut left = reach;
    let mut best = 0;
    for bit in (0..4).rev() {
        let above = left & planes[bit];
        if above != 0 {
            left = above;
            best |= 1 << bit;
        }
    }
    best
}

/// The squares of a bitboard, lowest first.
fn squares(mut b: u64) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        (b != 0).then(|| {
            let sq = b.trailing_zeros() as u8;
            b &= b - 1;
            sq
        })
    })
}

impl Game for BlobWar {
    #[inline]
    fn is_pass(&self, mv: Self::Move) -> bool {
        mv == BlobMove::Pass
    }

    type Move = BlobMove;

    #[inline]
    fn side_to_move(&self) -> Side {
        self.to_move
    }

    #[inline]
    fn outcome(&self) -> Option<Outcome> {
        let (x, o) = (self.count(Side::First), self.count(Side::Second));
        let all = self.blobs[0] | self.blobs[1];
        let stuck = self.geo.within_two(all) & self.empty() == 0;
        if x == 0 || o == 0 || stuck {
            return Some(match x.cmp(&o) {
                std::cmp::Ordering::Greater => Outcome::Win(Side::First),
                std::cmp::Ordering::Less => Outcome::Win(Side::Second),
                std::cmp::Ordering::Equal => Outcome::Draw,
            });
        }
        (self.halfmoves >= CLOCK_LIMIT).then_some(Outcome::Draw)
    }

    #[inline]
    fn legal_moves(&self, out: &mut Vec<BlobMove>) {
        if self.outcome().is_some() {
            return;
        }
        let own = self.blobs[self.to_move.index()];
        let empty = self.empty();
        let start = out.len();
        out.extend(squares(self.geo.singles(own) & empty).map(BlobMove::Clone));
        for from in squares(own) {
            out.extend(
                squares(self.geo.jumps[from as usize] & empty).map(|to| BlobMove::Jump(from, to)),
            );
        }
        if out.len() == start {
            out.push(BlobMove::Pass);
        }
    }

    #[inline]
    fn play(&self, mv: BlobMove) -> BlobWar {
        let mut next = *self;
        let (me, them) = (self.to_move.index(), self.to_move.other().index());
        match mv {
            BlobMove::Pass => next.halfmoves += 1,
            BlobMove::Clone(to) | BlobMove::Jump(_, to) => {
                if let BlobMove::Jump(from, _) = mv {
                    next.blobs[me] &= !(1u64 << from);
                    next.halfmoves += 1;
                } else {
                    next.halfmoves = 0;
                }
                let converted = self.geo.touching[usize::from(to)] & self.blobs[them];
                next.blobs[me] |= (1u64 << to) | converted;
                next.blobs[them] &= !converted;
                next.key ^= ZOBRIST[me][to as usize];
                // The class terms from x's view: the mover's blobs count for x when it is x.
                let [mg, eg] = &self.geo.square_millis;
                let sign = if me == 0 { 1 } else { -1 };
                let mut gained = [mg[usize::from(to)], eg[usize::from(to)]];
                if let BlobMove::Jump(from, _) = mv {
                    next.key ^= ZOBRIST[me][from as usize];
                    gained[0] -= mg[usize::from(from)];
                    gained[1] -= eg[usize::from(from)];
                }
                for sq in squares(converted) {
                    next.key ^= ZOBRIST[0][sq as usize] ^ ZOBRIST[1][sq as usize];
                    gained[0] += 2 * mg[usize::from(sq)];
                    gained[1] += 2 * eg[usize::from(sq)];
                }
                next.class_millis[0] += sign * gained[0];
                next.class_millis[1] += sign * gained[1];
            }
        }
        if self.to_move == Side::Second {
            // The last number stays: 65535 wrapped to 0, which no FEN may say.
            next.fullmoves = next.fullmoves.saturating_add(1);
        }
        next.to_move = self.to_move.other();
        next.key ^= SIDE_KEY ^ clock_key(self.halfmoves) ^ clock_key(next.halfmoves);
        next
    }

    /// Seed 004's blob difference, plus ¾ × the side to move's best one-move gain, minus ¼ per
    /// own blob the opponent could convert next move, plus ¼ per such enemy blob (all from the
    /// side to move's view, in blobs). A fixed-depth search stops with a capture pending; these
    /// terms see it.
    ///
    /// The gain's weight is what keeps the score steady from one depth to the next (tempo): a
    /// leaf where the root side moves and one where the opponent moves must be worth about the
    /// same. With 1.5 (the first version) the side to move was overvalued and the root score
    /// swung by about 3 blobs between odd and even depths; with the plain blob difference it
    /// swings the other way (the last mover has just captured). Measured on eight positions,
    /// depths 1–8 (`docs/performance.md`): the mean swing is 296 cp with 1.5, 309 cp with 0,
    /// 90 cp with 0.5 and 39 cp with 0.75. At fixed depths ¾ plays as well as 1.5 (and
    /// far better than the blob difference): see the `blobwar_match` example.
    #[inline]
    fn evaluate(&self) -> f64 {
        let (me, them) = (self.to_move.index(), self.to_move.other().index());
        let (mine, theirs, empty) = (self.blobs[me], self.blobs[them], self.empty());
        if self.terms & (BlobWar::TUNED | BlobWar::TAPERED) != 0 {
            // The other optional terms (tempo, safe) add to these evaluations as to the seed's.
            let extra = self.extra_quarters(mine, theirs, empty) as f64 / 4.0;
            let value = if self.terms & BlobWar::TAPERED != 0 {
                self.tapered()
            } else {
                self.tuned()
            };
            return (value + extra).clamp(-EVAL_LIMIT, EVAL_LIMIT);
        }
        let my_reach = self.geo.within_two(mine) & empty;
        let their_reach = self.geo.within_two(theirs) & empty;
        let exposed = i64::from((self.geo.singles(their_reach) & mine).count_ones())
            - i64::from((self.geo.singles(my_reach) & theirs).count_ones());
        let gain = i64::from(self.best_gain(mine, theirs, my_reach));
        // In quarter blobs, exact in f64.
        let mut quarters = 4 * (i64::from(mine.count_ones()) - i64::from(theirs.count_ones()))
            + 3 * gain
            - exposed;
        if self.terms != 0 {
            quarters += self.extra_quarters(mine, theirs, empty);
        }
        (quarters as f64 / 4.0).clamp(-EVAL_LIMIT, EVAL_LIMIT)
    }

    #[inline]
    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.perft_inner(depth, &mut Vec::new())
    }
}

impl SearchHints for BlobWar {
    #[inline]
    fn hash(&self) -> Option<u64> {
        Some(self.key)
    }

    /// Clones by destination, then jumps by origin and destination, then the pass.
    const MOVE_KEYS: usize = 64 + 64 * 64 + 1;

    #[inline]
    fn move_key(&self, mv: BlobMove) -> usize {
        match mv {
            BlobMove::Clone(t) => usize::from(t),
            BlobMove::Jump(f, t) => 64 + usize::from(f) * 64 + usize::from(t),
            BlobMove::Pass => 64 + 64 * 64,
        }
    }

    /// A quarter of a blob: the evaluation moves in quarters, and most depths change it by less.
    const ASPIRATION: f64 = 0.5;

    /// A blob: over the 36 probe positions of `docs/blobwar-eval.md` the root's value four
    /// plies deeper moved by 0.61 blobs (one standard deviation), by at most 0.75 in nine of ten.
    const PROBCUT_MARGIN: f64 = 1.0;

    /// A pass, while under 54% of the squares hold blobs (autaxx's rule): later, with few
    /// empty squares, a pass can be the best move and the null move would mislead.
    #[inline]
    fn null_move(&self) -> Option<(BlobMove, BlobWar)> {
        self.filled_under(54)
            .then(|| (BlobMove::Pass, self.play(BlobMove::Pass)))
    }

    /// One empty square left (autaxx's extension): whoever fills it may end the game, and a
    /// jump into it opens another, so the horizon's evaluation misjudges it most.
    #[inline]
    fn extends(&self) -> bool {
        self.empty().count_ones() == 1
    }

    /// A jump onto a square the mover could clone to, while under [`DOMINATED_FILL_PERCENT`]
    /// of the squares hold blobs: the clone converts the same blobs and keeps the blob the jump
    /// leaves behind. Later, with few empty squares, a jump can be the right move (it leaves the
    /// count of empty squares as it is, and so who fills the last one), and the rule is off.
    fn drop_dominated(&self, moves: &mut Vec<BlobMove>) -> u32 {
        if !self.filled_under(DOMINATED_FILL_PERCENT) {
            return 0;
        }
        let clones = self.geo.singles(self.blobs[self.to_move.index()]) & self.empty();
        let before = moves.len();
        moves.retain(|&m| !matches!(m, BlobMove::Jump(_, to) if clones >> to & 1 != 0));
        (before - moves.len()) as u32
    }

    /// A move's score is twice the blobs it converts, plus one for a clone, so the best is a
    /// clone onto the square touching most enemy blobs, unless a jump onto a square no clone
    /// reaches touches more: found from the enemy's neighbour counts, as bit planes.
    fn top_scored_moves(&self, out: &mut Vec<BlobMove>) -> bool {
        if self.outcome().is_some() {
            return true;
        }
        let (mine, theirs) = self.mine_and_theirs();
        let empty = self.empty();
        let clones = self.geo.singles(mine) & empty;
        // A jump onto a square a clone reaches scores less than that clone.
        let jumps_only = self.geo.within_two(mine) & empty & !clones;
        let counts = neighbour_counts(theirs);
        let best = |to: u64| (to != 0).then(|| most_gained(counts, 0, to));
        let touching = |n: u32| {
            (0..4).fold(!0u64, |at, bit| {
                at & if n >> bit & 1 == 1 {
                    counts[bit]
                } else {
                    !counts[bit]
                }
            })
        };
        match (best(clones), best(jumps_only)) {
            (None, None) => out.push(BlobMove::Pass),
            (Some(c), j) if j.is_none_or(|j| 2 * c + 1 > 2 * j) => {
                out.extend(squares(clones & touching(c)).map(BlobMove::Clone));
            }
            (_, Some(j)) => {
                let to = jumps_only & touching(j);
                for from in squares(mine) {
                    out.extend(
                        squares(self.geo.jumps[usize::from(from)] & to)
                            .map(|t| BlobMove::Jump(from, t)),
                    );
                }
            }
            (Some(_), None) => unreachable!("the arm above takes a clone without jumps"),
        }
        true
    }

    /// A move that converts nothing.
    fn is_quiet(&self, mv: BlobMove) -> bool {
        self.captures(mv) == 0
    }

    /// Captures first, clones before jumps (a clone adds a blob).
    #[inline]
    fn order_hint(&self, mv: BlobMove) -> i32 {
        let clone_bonus = i32::from(matches!(mv, BlobMove::Clone(_)));
        2 * self.captures(mv) as i32 + clone_bonus
    }
}

impl fmt::Display for BlobWar {
    /// Ataxx FEN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..self.geo.rows).rev() {
            let mut run = 0;
            for file in 0..self.geo.cols {
                let c = match self.cell(file, rank) {
                    Cell::Empty => {
                        run += 1;
                        continue;
                    }
                    Cell::Gap => '-',
                    Cell::Blob(Side::First) => 'x',
                    Cell::Blob(Side::Second) => 'o',
                };
                if run > 0 {
                    write!(f, "{run}")?;
                    run = 0;
                }
                write!(f, "{c}")?;
            }
            if run > 0 {
                write!(f, "{run}")?;
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        let side = if self.to_move == Side::First {
            'x'
        } else {
            'o'
        };
        write!(f, " {side} {} {}", self.halfmoves, self.fullmoves)
    }
}

impl fmt::Debug for BlobWar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "BlobWar(\"{self}\")")
    }
}

/// A FEN's board part read into a fixed 8x8 grid, with its number of rows and columns.
fn fen_rows(board: &str) -> Result<([[Cell; MAX_SIDE]; MAX_SIDE], usize, usize), ParseError> {
    // Rows are read into a fixed 8x8 grid: a row or a board bigger than 8 is refused as soon
    // as it is seen, so no input makes this allocate or loop for long.
    let mut cells = [[Cell::Empty; MAX_SIDE]; MAX_SIDE];
    let mut widths = [0usize; MAX_SIDE];
    let mut nrows = 0;
    for (i, row) in board.split('/').enumerate() {
        if i == MAX_SIDE {
            return Err(ParseError::TooManyRows { max: MAX_SIDE });
        }
        let too_long = || ParseError::RowTooLong {
            row: i + 1,
            max: MAX_SIDE,
        };
        let line = &mut cells[i];
        let mut len = 0usize;
        let mut run = 0usize;
        for c in row.chars() {
            if let Some(d) = c.to_digit(10) {
                // run ≤ MAX_SIDE before this digit, so this cannot overflow.
                run = run * 10 + d as usize;
                if len + run > MAX_SIDE {
                    return Err(too_long());
                }
                continue;
            }
            len += run;
            run = 0;
            let cell = match c {
                'x' | 'X' | 'b' | 'B' => Cell::Blob(Side::First),
                'o' | 'O' | 'w' | 'W' => Cell::Blob(Side::Second),
                '-' => Cell::Gap,
                _ => {
                    return Err(ParseError::UnknownChar {
                        found: c,
                        place: Place::FenRow(i + 1),
                        allowed: &['x', 'o', '-'],
                        digits: true,
                    });
                }
            };
            if len == MAX_SIDE {
                return Err(too_long());
            }
            line[len] = cell;
            len += 1;
        }
        widths[i] = len + run;
        nrows = i + 1;
    }
    let ncols = widths[0];
    if let Some((i, w)) = widths[..nrows]
        .iter()
        .enumerate()
        .find(|&(_, &w)| w != ncols)
    {
        return Err(ParseError::RowWidths {
            row: i + 1,
            squares: *w,
            first: ncols,
        });
    }
    Ok((cells, nrows, ncols))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One of `moves` by the next xorshift step of `seed`: the random games of these tests.
    fn random_move(seed: &mut u64, moves: &[BlobMove]) -> BlobMove {
        *seed ^= *seed << 13;
        *seed ^= *seed >> 7;
        *seed ^= *seed << 17;
        moves[(*seed % moves.len() as u64) as usize]
    }

    /// The top-scored moves from bitboards are those of the highest `move_score`, each scored
    /// in the listed order, on random positions of several boards, with gaps, to the end.
    #[test]
    fn the_top_scored_moves_are_those_scored_highest() {
        let mut seed = 0x5851_f42d_4c95_7f2d_u64;
        let (mut positions, mut jumps_on_top) = (0, 0);
        for start in [
            "x5o/7/7/7/7/7/o5x x 0 1",
            "x1-1o/1---1/5/1---1/o1-1x o 0 1",
            "x6o/8/8/8/8/8/8/o6x x 0 1",
            "x1o/3/o1x x 0 1",
        ] {
            for _ in 0..30 {
                let mut p = BlobWar::from_fen(start).unwrap();
                loop {
                    let mut moves = Vec::new();
                    p.legal_moves(&mut moves);
                    let top_score = moves.iter().map(|&m| p.move_score(m)).max();
                    let want: Vec<BlobMove> = moves
                        .iter()
                        .copied()
                        .filter(|&m| Some(p.move_score(m)) == top_score)
                        .collect();
                    let mut got = Vec::new();
                    assert!(p.top_scored_moves(&mut got));
                    assert_eq!(got, want, "{p}");
                    positions += 1;
                    jumps_on_top += usize::from(matches!(want.first(), Some(BlobMove::Jump(..))));
                    if moves.is_empty() {
                        break;
                    }
                    p = p.play(random_move(&mut seed, &moves));
                }
            }
        }
        assert!(positions > 3000, "{positions}");
        assert!(jumps_on_top > 50, "{jumps_on_top}");
    }

    /// Two blobs side by side: each jumps onto three squares the other's neighbours are, and
    /// those six jumps, only they, are dominated; from 60% full, none.
    #[test]
    fn a_jump_onto_a_square_the_mover_could_clone_to_is_dominated() {
        let g = BlobWar::from_fen("7/7/7/3xx2/7/7/o5o x 0 1").unwrap();
        let mut moves = Vec::new();
        g.legal_moves(&mut moves);
        let all = moves.clone();
        assert_eq!(g.drop_dominated(&mut moves), 6);
        let mut dropped: Vec<String> = all
            .iter()
            .filter(|m| !moves.contains(m))
            .map(ToString::to_string)
            .collect();
        dropped.sort();
        assert_eq!(dropped, ["d4f3", "d4f4", "d4f5", "e4c3", "e4c4", "e4c5"]);
        // Every clone stays, and every jump onto a square no clone reaches.
        assert_eq!(moves.len(), all.len() - 6);
        assert!(moves.iter().all(|&m| match m {
            BlobMove::Jump(_, to) => !moves.contains(&BlobMove::Clone(to)),
            _ => true,
        }));
        // 30 of 49 squares hold blobs (61%): the rule is off.
        let full = BlobWar::from_fen("xxxxxxx/ooooooo/xxxxxxx/ooooooo/xx5/7/7 x 0 1").unwrap();
        let mut moves = Vec::new();
        full.legal_moves(&mut moves);
        let n = moves.len();
        assert_eq!(full.drop_dominated(&mut moves), 0);
        assert_eq!(moves.len(), n);
        // 29 of 49 (59%): on.
        let under = BlobWar::from_fen("xxxxxxx/ooooooo/xxxxxxx/ooooooo/x6/7/7 x 0 1").unwrap();
        let mut moves = Vec::new();
        under.legal_moves(&mut moves);
        assert!(under.drop_dominated(&mut moves) > 0);
    }

    #[test]
    fn start_position_fen() {
        assert_eq!(
            BlobWar::new(7, 7).unwrap().to_string(),
            "x5o/7/7/7/7/7/o5x x 0 1"
        );
        assert_eq!(BlobWar::new(3, 5).unwrap().to_string(), "x3o/5/o3x x 0 1");
    }

    #[test]
    fn keys_and_class_terms_kept_move_by_move_equal_fresh_ones() {
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        for start in [
            "x5o/7/7/7/7/7/o5x x 0 1",
            "x1-1o/1---1/5/1---1/o1-1x o 97 40",
        ] {
            for _ in 0..20 {
                let mut p = BlobWar::from_fen(start).unwrap();
                for _ in 0..200 {
                    assert_eq!(p.key, p.fresh_key(), "{p}");
                    assert_eq!(p.class_millis, p.fresh_class_millis(), "{p}");
                    let mut moves = Vec::new();
                    p.legal_moves(&mut moves);
                    if moves.is_empty() {
                        break;
                    }
                    p = p.play(random_move(&mut seed, &moves));
                }
            }
        }
    }

    /// The gains and the holes of [`BlobWar::tapered_features`] counted square by square, the
    /// plain way the bit planes must agree with.
    fn gains_and_holes_square_by_square(p: &BlobWar) -> [i32; 10] {
        let g = p.geo;
        let (mine, theirs) = (
            p.blobs[p.to_move.index()],
            p.blobs[p.to_move.other().index()],
        );
        let empty = p.empty();
        let touching = |sq: u8, b: u64| (g.singles(1 << sq) & b).count_ones() as i32;
        let gain = |own: u64, other: u64| {
            squares(g.within_two(own) & empty)
                .map(|sq| touching(sq, other) + i32::from(g.singles(own) & (1 << sq) != 0))
                .max()
                .unwrap_or(0)
        };
        let mut f = [0; 10];
        f[0] = gain(mine, theirs);
        f[1] = gain(theirs, mine);
        for (own, other, sign) in [(mine, theirs, 1), (theirs, mine, -1)] {
            for sq in squares(g.within_two(other) & g.singles(own) & empty) {
                f[1 + touching(sq, own) as usize] += sign;
            }
        }
        f
    }

    #[test]
    fn the_tapered_evaluation_is_its_plain_count_and_sum() {
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        let (mut positions, mut most_gain, mut deepest_hole, mut ties) = (0, 0, 0, 0);
        for start in [
            "x5o/7/7/7/7/7/o5x x 0 1",
            "x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1",
            "x1-1o/1---1/5/1---1/o1-1x o 0 1",
            "x6o/8/8/8/8/8/8/o6x x 0 1",
            "x1o/3/o1x x 0 1",
            "x4o/6/6/6/o4x o 0 1",
        ] {
            for _ in 0..12 {
                let mut p = BlobWar::from_fen(start)
                    .unwrap()
                    .with_terms(BlobWar::TAPERED);
                for _ in 0..120 {
                    // Both sides to move on every board: the pass hands the move over.
                    for q in [p, p.play(BlobMove::Pass)] {
                        let (f, _) = q.tapered_features();
                        let plain = gains_and_holes_square_by_square(&q);
                        assert_eq!(f[10..12], plain[..2], "{q}");
                        assert_eq!(f[14..22], plain[2..], "{q}");
                        // The value is the nearest quarter to the weighted sums in `f64`
                        // (within their rounding error of a half quarter).
                        let [mg, eg] = TAPERED_WEIGHTS
                            .map(|w| f.iter().zip(w).map(|(&f, w)| f64::from(f) * w).sum::<f64>());
                        let fill = q.tapered_features().1;
                        let quarters = (mg + (eg - mg) * fill) * 4.0;
                        let value = q.tapered();
                        assert!((value * 4.0 - quarters).abs() <= 0.5 + 1e-9, "{q}");
                        if value != quarters.round() / 4.0 {
                            ties += 1;
                        }
                        // And it is exactly the sums in thousandths, mixed and rounded.
                        let [mg, eg] = TAPERED_MILLIS
                            .map(|w| f.iter().zip(w).map(|(&f, w)| f * w).sum::<i32>());
                        let exact = (f64::from(mg) + f64::from(eg - mg) * fill) / 250.0;
                        assert_eq!(value * 4.0, exact.round(), "{q}");
                        positions += 1;
                        most_gain = most_gain.max(f[10]);
                        deepest_hole = deepest_hole
                            .max(f[14..22].iter().rposition(|&h| h != 0).map_or(0, |n| n + 1));
                    }
                    let mut moves = Vec::new();
                    p.legal_moves(&mut moves);
                    if p.outcome().is_some() {
                        break;
                    }
                    p = p.play(random_move(&mut seed, &moves));
                }
            }
        }
        // Random games reach big gains and deep holes: the comparison covers them.
        assert!(positions > 5000, "{positions}");
        assert!(most_gain >= 6, "{most_gain}");
        assert!(deepest_hole >= 6, "{deepest_hole}");
        // Where the `f64` sums and the exact ones round apart, the exact value is a half
        // quarter: rare.
        assert!(ties * 1000 < positions, "{ties} of {positions}");
    }

    /// Each weight has three decimals, so the sums in thousandths are the weights' own.
    #[test]
    fn the_weights_in_thousandths_are_the_weights() {
        for (millis, weights) in TAPERED_MILLIS.iter().zip(TAPERED_WEIGHTS) {
            for (&m, w) in millis.iter().zip(weights) {
                assert!((f64::from(m) / 1000.0 - w).abs() < 1e-12, "{w}");
            }
        }
        // Rounded to the nearest quarter, halves away from zero, on either side.
        assert_eq!(quarters_of(125, 125, 0, 1), 1);
        assert_eq!(quarters_of(124, 124, 0, 1), 0);
        assert_eq!(quarters_of(-125, -125, 0, 1), -1);
        assert_eq!(quarters_of(-374, 0, 0, 1), -1);
        // Half of each phase: (250 + 750) / 2 = 500 thousandths, two quarters.
        assert_eq!(quarters_of(250, 750, 1, 2), 2);
    }

    #[test]
    fn neighbours_do_not_wrap_around_the_edges() {
        let g = Geometry::get(8, 8).unwrap();
        let h1 = 1u64 << 7;
        assert_eq!(g.singles(h1).count_ones(), 3);
        let a2 = 1u64 << 8;
        assert_eq!(g.singles(a2).count_ones(), 5);
        assert_eq!(g.jumps[0].count_ones(), 5);
        assert_eq!(g.jumps[27].count_ones(), 16);
    }
}
