//! Connect Four: discs drop into one of W columns and fall to the lowest empty cell; four in a row
//! (across, up or diagonal) wins, x moves first, a full board is a draw. 7x6 is the standard board;
//! any W×H with 4 ≤ W, H and W × (H+1) ≤ 64 is allowed.
//!
//! The board is Pascal Pons' layout: two `u64`s, the side to move's discs and all discs, bit
//! col·(H+1) + row with row 0 at the bottom and one empty guard bit on top of every column. The
//! guard keeps shifted lines from running from one column into the next, so "four in a row" is
//! four shift-and-AND steps, and a move is one addition (adding a column's bottom bit to the mask
//! carries up to the lowest empty cell).
//!
//! Positions are read in two forms: the community's move sequences (the columns played so far,
//! `1`..`W`, e.g. `4453`, as in Pons' test sets) and a board text like m,n,k's (rows from the top,
//! `x`, `o`, `.`, optionally the side to move), which is also what `Display` prints.

use std::fmt;
use std::str::FromStr;
use std::sync::{Mutex, OnceLock};

use super::grid_text::{self, BoardText};
use super::{
    EVAL_LIMIT, Forced, Form, Game, Line, Outcome, ParseError, SearchHints, Side, SizeRule, Stone,
};

/// What a position text looks like, for the message about an empty one.
const BOARD_EXAMPLE: Form = Form::RowsOrMoves("......./......./...", "4453");

/// The longest position or move text read; anything longer is rejected before it is looked at,
/// so a parser's work and memory stay bounded whatever it is given. The largest board text
/// (12x4 or 4x12 cells, slashes and the side) fits with room to spare.
pub const MAX_TEXT: usize = 256;

/// The fixed facts of one board shape, shared by every position of that shape.
#[derive(Debug)]
pub struct Geometry {
    /// Columns, at least 4.
    pub width: u8,
    /// Rows, at least 4.
    pub height: u8,
    /// The bottom cell of every column.
    bottom: u64,
    /// Every cell of the board (no guard bits).
    board: u64,
    /// The cells of the centre column (both middle columns on an even width).
    centre: u64,
    /// The cells of rows 1, 3, 5, … counted from 1 at the bottom: where the first player's
    /// threats are worth most (Allis' zugzwang rule); the second player's are on the others.
    odd_rows: u64,
    /// Every window of four cells in a line.
    windows: Vec<u64>,
    /// The cells through which `n` windows pass, as (n, cells), for the classic cell table.
    window_counts: Vec<(i32, u64)>,
    /// True when a position's key (`current + mask`, see [`Connect4::key`]) fits 56 bits, all
    /// the transposition table keeps: then a table key names exactly one position.
    exact_keys: bool,
    /// The column of each bit (a lookup, not a division: it runs for every move listed).
    column_of: [u8; 64],
    /// The cells of each column (none past the last): a lookup, not two shifts by a register
    /// and a bounds check, for every move scored and played.
    column_cells: [u64; 16],
    /// Where the columns, padded to a power of two, fit 64 bits: each step of their reversal
    /// as (shift, the lower column of each pair it swaps), and the padding's width in bits
    /// (a mirror image in a few steps instead of one per column; every search node asks for it
    /// under `sym`). At most three steps (eight padded columns): the unused ones swap nothing
    /// (shift 0), so the reversal is straight-line code, not a loop over a list.
    mirror_steps: Option<([(u32, u64); 3], u32)>,
}

impl Geometry {
    /// The shared geometry of a W×H board.
    ///
    /// # Errors
    /// When a side is below 4 or the board with its guard row does not fit 64 bits.
    pub fn get(width: u8, height: u8) -> Result<&'static Geometry, ParseError> {
        if width < 4 || height < 4 || u32::from(width) * (u32::from(height) + 1) > 64 {
            return Err(ParseError::Size {
                size: (width, height),
                rule: SizeRule::Fits {
                    min: 4,
                    cells: 64,
                    examples: "7x6, 6x5, 8x7, 9x6",
                },
            });
        }
        static CACHE: OnceLock<Mutex<Vec<&'static Geometry>>> = OnceLock::new();
        let mut cache = CACHE
            .get_or_init(|| Mutex::new(Vec::new()))
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(g) = cache
            .iter()
            .find(|g| g.width == width && g.height == height)
        {
            return Ok(g);
        }
        let g: &'static Geometry = Box::leak(Box::new(Geometry::build(width, height)));
        cache.push(g);
        Ok(g)
    }

    fn build(width: u8, height: u8) -> Geometry {
        let (w, h) = (i32::from(width), i32::from(height));
        let bit = |c: i32, r: i32| 1u64 << (c * (h + 1) + r);
        let (mut bottom, mut board, mut centre, mut odd_rows) = (0, 0, 0, 0);
        for c in 0..w {
            bottom |= bit(c, 0);
            for r in 0..h {
                board |= bit(c, r);
                // The middle column, or both middle columns of an even width.
                if (2 * c - (w - 1)).abs() <= 1 {
                    centre |= bit(c, r);
                }
                if r % 2 == 0 {
                    odd_rows |= bit(c, r);
                }
            }
        }
        let mut windows = Vec::new();
        for c in 0..w {
            for r in 0..h {
                for (dc, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
                    let (ec, er) = (c + 3 * dc, r + 3 * dr);
                    if (0..w).contains(&ec) && (0..h).contains(&er) {
                        windows.push((0..4).fold(0, |m, i| m | bit(c + i * dc, r + i * dr)));
                    }
                }
            }
        }
        let mut window_counts: Vec<(i32, u64)> = Vec::new();
        for c in 0..w {
            for r in 0..h {
                let b = bit(c, r);
                let n = windows.iter().filter(|&&l| l & b != 0).count() as i32;
                match window_counts.iter_mut().find(|(k, _)| *k == n) {
                    Some((_, cells)) => *cells |= b,
                    None => window_counts.push((n, b)),
                }
            }
        }
        let stride = h as u32 + 1;
        let column_of = std::array::from_fn(|i| (i as u32 / stride) as u8);
        let column_cells = std::array::from_fn(|c| {
            ((1u64 << h) - 1)
                .checked_shl(c as u32 * stride)
                .unwrap_or(0)
                & board
        });
        let padded = u32::from(width).next_power_of_two();
        let mirror_steps = (padded * stride <= 64).then(|| {
            let mut steps = [(0, u64::MAX); 3];
            let mut k = 1;
            for step in &mut steps {
                if k >= padded {
                    break;
                }
                let lower = (0..padded)
                    .filter(|c| c & k == 0)
                    .fold(0u64, |m, c| m | (((1u64 << stride) - 1) << (c * stride)));
                *step = (k * stride, lower);
                k *= 2;
            }
            (steps, (padded - u32::from(width)) * stride)
        });
        Geometry {
            width,
            height,
            bottom,
            board,
            centre,
            odd_rows,
            windows,
            window_counts,
            exact_keys: u32::from(width) * (u32::from(height) + 1) <= 56,
            column_of,
            column_cells,
            mirror_steps,
        }
    }

    /// `b` with its columns in the mirror order (column c goes to W − 1 − c).
    #[inline]
    fn mirror(&self, b: u64) -> u64 {
        if let Some((steps, pad)) = &self.mirror_steps {
            // Reversed in the padded width (adjacent columns swapped, then pairs, then
            // fours), the padding's empty columns come first: shifted out.
            let r = steps.iter().fold(b, |x, &(shift, lower)| {
                (x & lower) << shift | (x >> shift) & lower
            });
            return r >> pad;
        }
        let s = self.stride();
        let col = (1u64 << s) - 1;
        let last = u32::from(self.width) - 1;
        (0..=last).fold(0, |r, c| r | ((b >> (c * s)) & col) << ((last - c) * s))
    }

    /// The table key of a position key: a bijection of its 56 bits moved to the top 56 bits
    /// (the table keeps `key >> 8` and picks the bucket from its low bits), so on boards whose
    /// keys fit 56 bits two positions never share a table key; larger boards (8x7, 9x6) mix
    /// all 64 bits, and two positions share a kept key with odds of about 2^-56, as Zobrist
    /// keys do.
    #[inline]
    fn table_key(&self, k: u64) -> u64 {
        const M56: u64 = (1 << 56) - 1;
        if self.exact_keys {
            // Each step is invertible on 56-bit numbers: odd multipliers, xor with a right shift.
            let mut x = k.wrapping_mul(0x9e37_79b9_7f4a_7c15) & M56;
            x ^= x >> 28;
            x = x.wrapping_mul(0xbf58_476d_1ce4_e5b9) & M56;
            x ^= x >> 29;
            x << 8
        } else {
            let mut x = k ^ (k >> 30);
            x = x.wrapping_mul(0xbf58_476d_1ce4_e5b9);
            x ^= x >> 27;
            x = x.wrapping_mul(0x94d0_49bb_1331_11eb);
            x ^ (x >> 31)
        }
    }

    /// Bits per column: the rows and the guard.
    #[inline]
    fn stride(&self) -> u32 {
        u32::from(self.height) + 1
    }

    /// The cells of column `col` (none for a column outside the board).
    #[inline]
    fn column(&self, col: u8) -> u64 {
        self.column_cells
            .get(usize::from(col))
            .copied()
            .unwrap_or(0)
    }

    /// The bit of a cell.
    #[inline]
    fn cell(&self, col: u8, row: u8) -> u64 {
        1u64 << (u32::from(col) * self.stride() + u32::from(row))
    }

    /// (column, row) of a single-bit board.
    #[inline]
    fn place(&self, b: u64) -> (u8, u8) {
        let i = b.trailing_zeros();
        let col = self.column_of[i as usize & 63];
        (col, (i - u32::from(col) * self.stride()) as u8)
    }

    /// True when `p` holds four in a row: for each direction, pairs then pairs of pairs.
    #[inline]
    fn aligned(&self, p: u64) -> bool {
        let h = u32::from(self.height);
        // Up, diagonal down-right (one column on, one row down is +H), across, diagonal up-right.
        for s in [1, h, h + 1, h + 2] {
            let m = p & (p >> s);
            if m & (m >> (2 * s)) != 0 {
                return true;
            }
        }
        false
    }

    /// The windows of four holding two of `own` and two of `empty` cells. Bit-sliced: for each
    /// direction, bit b of `x[i]` says whether the window's i-th cell from b is own; a window
    /// leaving the board runs through a guard or past the last column, which are neither.
    #[inline]
    fn open_twos(&self, own: u64, empty: u64) -> u32 {
        let h = u32::from(self.height);
        let free = own | empty;
        let mut n = 0;
        for s in [1, h, h + 1, h + 2] {
            let x = [own, own >> s, own >> (2 * s), own >> (3 * s)];
            let fits = free & (free >> s) & (free >> (2 * s)) & (free >> (3 * s));
            let two = (x[0] & x[1] & !(x[2] | x[3]))
                | (x[2] & x[3] & !(x[0] | x[1]))
                | ((x[0] ^ x[1]) & (x[2] ^ x[3]));
            n += (fits & two).count_ones();
        }
        n
    }

    /// The cells (empty or not) that would complete four in a row for the discs `p`.
    #[inline]
    fn completing_cells(&self, p: u64) -> u64 {
        // The standard height's shifts are constants: a shift by a variable costs a move into
        // the count register too, and every move played and scored runs this.
        let r = if self.height == 6 {
            completing_cells_at(p, 6)
        } else {
            completing_cells_of(p, u32::from(self.height))
        };
        r & self.board
    }
}

/// [`Geometry::completing_cells`] on a board `h` rows high, guard cells and columns past the
/// board included.
#[inline(always)]
fn completing_cells_at(p: u64, h: u32) -> u64 {
    // Up: only three below can be completed from above.
    let mut r = (p << 1) & (p << 2) & (p << 3);
    for s in [h, h + 1, h + 2] {
        let a = (p << s) & (p << (2 * s));
        r |= a & (p << (3 * s));
        r |= a & (p >> s);
        let b = (p >> s) & (p >> (2 * s));
        r |= b & (p << s);
        r |= b & (p >> (3 * s));
    }
    r
}

/// [`completing_cells_at`] for the other heights, out of line: inlined beside the constant
/// one, the compiler merged the two back into shifts by a register for the last directions.
#[inline(never)]
fn completing_cells_of(p: u64, h: u32) -> u64 {
    completing_cells_at(p, h)
}

/// A Connect Four position.
#[derive(Copy, Clone)]
pub struct Connect4 {
    geo: &'static Geometry,
    /// The discs of the side to move.
    current: u64,
    /// Every disc.
    mask: u64,
    /// Discs on the board.
    moves: u8,
    outcome: Option<Outcome>,
    /// The empty cells where the side to move would complete four, kept move by move: a drop
    /// there wins, and the move ordering and the evaluation read them without a search.
    wins_mine: u64,
    /// The same for the other side.
    wins_theirs: u64,
}

/// A move: the column to drop a disc in, 0-based (shown and read as `1`..`W`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct C4Move(pub u8);

impl fmt::Display for C4Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", u32::from(self.0) + 1)
    }
}

/// The raw terms of the evaluation, each as [side to move, other side]; kept public so that the
/// `connect4_match` example can weigh them differently and measure the result (see
/// `docs/connect4-eval.md`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Features {
    /// Discs in the centre column (both middle columns on an even width).
    pub centre: [i32; 2],
    /// The classic cell table: for each disc, the number of windows of four through its cell.
    pub cells: [i32; 2],
    /// Empty cells that would complete four, not playable now, on the side's good rows (odd rows
    /// counted from 1 at the bottom for x, even rows for o).
    pub good_threats: [i32; 2],
    /// The same on the other rows.
    pub other_threats: [i32; 2],
    /// Empty cells that would complete four and are playable now (an immediate win).
    pub immediate: [i32; 2],
    /// Windows of four with two own discs, no enemy disc and two empty cells.
    pub twos: [i32; 2],
    /// True when the side to move has an immediate win.
    pub win_now: bool,
    /// True when the other side wins whatever the side to move does next (and it has no win):
    /// two immediate threats, or one with another threat right above it.
    pub lost: bool,
}

/// The value the evaluation gives a position that is won on the next move (or lost on the
/// one after): far above every other term, yet a heuristic value inside ±[`EVAL_LIMIT`], so a
/// proven result still outranks it.
pub const SURE_WIN: f64 = 50_000.0;

fn side_char(s: Side) -> char {
    match s {
        Side::First => 'x',
        Side::Second => 'o',
    }
}

impl Connect4 {
    /// The empty W×H board.
    ///
    /// # Errors
    /// As [`Geometry::get`].
    pub fn new(width: u8, height: u8) -> Result<Connect4, ParseError> {
        Ok(Connect4 {
            geo: Geometry::get(width, height)?,
            current: 0,
            mask: 0,
            moves: 0,
            outcome: None,
            wins_mine: 0,
            wins_theirs: 0,
        })
    }

    /// The empty standard board, 7 columns by 6 rows.
    #[must_use]
    pub fn standard() -> Connect4 {
        Connect4::new(7, 6).unwrap_or_else(|_| unreachable!("7x6 is a valid board"))
    }

    /// Reads a position on a W×H board: a move sequence (`4453`, empty or `start` for the empty
    /// board; on boards of 10 or more columns the columns are separated by spaces or commas) or a
    /// board text (rows from the top separated by `/`, cells `x`, `o`, `.`, then optionally a
    /// space and the side to move), told apart by the `/`.
    ///
    /// # Errors
    /// As [`Connect4::play_sequence`] and [`Connect4::from_board`], or when the board text has
    /// another number of rows, a row of another length or a cell other than `x`, `o`, `.` (said
    /// as such before any board size is, so that `/` is not "board 0x2").
    pub fn parse(width: u8, height: u8, text: &str) -> Result<Connect4, ParseError> {
        let empty = Connect4::new(width, height)?;
        check_length(text)?;
        if text.contains('/') {
            let board = BoardText::split(text, BOARD_EXAMPLE)?;
            let (w, h) = (usize::from(width), usize::from(height));
            board.check_rows(w, h)?;
            board.cells(w, h, false, |_, _| 0)?;
            Connect4::from_board(text)
        } else {
            empty.play_sequence(text)
        }
    }

    /// Plays a move sequence from this position: the columns `1`..`W` in order (`4453`); on
    /// boards of 10 or more columns, or whenever spaces or commas appear, each number between
    /// them is one column. An empty text or `start` plays nothing.
    ///
    /// # Errors
    /// Naming the ply: a column outside the board, a full column, a move after the game ended,
    /// or text longer than [`MAX_TEXT`].
    pub fn play_sequence(&self, text: &str) -> Result<Connect4, ParseError> {
        check_length(text)?;
        let text = text.trim();
        if text.is_empty() || text.eq_ignore_ascii_case("start") {
            return Ok(*self);
        }
        let w = self.geo.width;
        let separated = text.contains(|c: char| c == ',' || c.is_whitespace());
        let mut p = *self;
        let step = |token: &str, p: &mut Connect4| -> Result<(), ParseError> {
            let ply = u32::from(p.moves) + 1;
            let col = token
                .parse::<u8>()
                .ok()
                .filter(|c| (1..=w).contains(c))
                .ok_or_else(|| ParseError::NotAColumn {
                    text: token.to_owned(),
                    max: w,
                });
            let at = |why| ParseError::AtPly {
                ply,
                why: Box::new(why),
            };
            let col = col.map_err(at)?;
            if let Some(o) = p.outcome {
                return Err(at(ParseError::AfterEnd {
                    column: col,
                    winner: match o {
                        Outcome::Win(s) => Some(side_char(s)),
                        Outcome::Draw => None,
                    },
                }));
            }
            if !p.can_play(col - 1) {
                return Err(at(ParseError::ColumnFull { column: col }));
            }
            *p = p.play(C4Move(col - 1));
            Ok(())
        };
        if separated {
            for token in text
                .split(|c: char| c == ',' || c.is_whitespace())
                .filter(|t| !t.is_empty())
            {
                step(token, &mut p)?;
            }
        } else if w >= 10 {
            step(text, &mut p)?;
        } else {
            for c in text.chars() {
                step(c.encode_utf8(&mut [0; 4]), &mut p)?;
            }
        }
        Ok(p)
    }

    /// Reads a board text of any supported size: rows from the top separated by `/`, cells `x`,
    /// `o`, `.`, then optionally a space and the side to move (`x` or `o`). The position must
    /// look reachable: no disc floats over an empty cell, x moves first (so there are as many x
    /// as o with x to move, or one x more with o to move), and a four in a row belongs to the side
    /// that just moved and is made by one disc on top of a column.
    ///
    /// # Errors
    /// A one-line message naming the bad row, cell, column or count.
    pub fn from_board(text: &str) -> Result<Connect4, ParseError> {
        check_length(text)?;
        let text = BoardText::split(text, BOARD_EXAMPLE)?;
        let (height, width) = text.size();
        let geo = Geometry::get(
            u8::try_from(width).unwrap_or(u8::MAX),
            u8::try_from(height).unwrap_or(u8::MAX),
        )?;
        let discs = text.cells(width, height, true, |col, row| {
            geo.cell(col as u8, row as u8)
        })?;
        let mask = discs[0] | discs[1];
        for col in 0..geo.width {
            let column = (mask & geo.column(col)) >> (u32::from(col) * geo.stride());
            if column & (column + 1) != 0 {
                let gap = (!column).trailing_zeros();
                return Err(ParseError::Floats {
                    column: col + 1,
                    row: gap + 1,
                });
            }
        }
        let to_move = text.side_to_move(discs, Stone::Disc)?;
        // The winning disc was the last one played: on top of its column, and in every four.
        let tops = ((mask + geo.bottom) >> 1) & mask;
        let outcome = grid_text::outcome(
            discs,
            to_move,
            mask == geo.board,
            |d| geo.aligned(d),
            |own| own & tops,
            Line::Four,
        )?;
        let current = discs[to_move.index()];
        let empty = geo.board & !mask;
        Ok(Connect4 {
            geo,
            current,
            mask,
            moves: mask.count_ones() as u8,
            outcome,
            wins_mine: geo.completing_cells(current) & empty,
            wins_theirs: geo.completing_cells(current ^ mask) & empty,
        })
    }

    /// Pascal Pons' position key, `current + mask`: in each column the mask's discs plus the
    /// side to move's ones, which sets the bit above the column's top disc and keeps whose discs
    /// are whose below it, so it names the position exactly (the number of discs says whose
    /// turn it is); a column's sum stays below its guard bit's successor, so nothing carries
    /// into the next column. Kept move by move for free: it is two words of the state added.
    #[must_use]
    pub fn key(&self) -> u64 {
        self.current + self.mask
    }

    /// The position seen in a mirror: column c becomes column W − 1 − c. Connect Four's rules
    /// are the same from both sides, so its value is the same.
    #[must_use]
    pub fn mirrored(&self) -> Connect4 {
        let g = self.geo;
        let (current, mask) = (g.mirror(self.current), g.mirror(self.mask));
        let empty = g.board & !mask;
        Connect4 {
            current,
            mask,
            wins_mine: g.completing_cells(current) & empty,
            wins_theirs: g.completing_cells(current ^ mask) & empty,
            ..*self
        }
    }

    /// The board's size: (columns, rows).
    #[must_use]
    pub fn geometry(&self) -> (u8, u8) {
        (self.geo.width, self.geo.height)
    }

    /// The shared facts of this board shape.
    #[must_use]
    pub fn shape(&self) -> &'static Geometry {
        self.geo
    }

    /// The disc at (column, row), both 0-based with row 0 at the bottom; `None` for an empty
    /// cell or one outside the board.
    #[must_use]
    pub fn at(&self, col: u8, row: u8) -> Option<Side> {
        if col >= self.geo.width || row >= self.geo.height {
            return None;
        }
        let b = self.geo.cell(col, row);
        if self.mask & b == 0 {
            None
        } else if self.current & b != 0 {
            Some(self.side_to_move())
        } else {
            Some(self.side_to_move().other())
        }
    }

    /// The number of discs in a column (0 outside the board): a disc dropped there lands on
    /// this row.
    #[must_use]
    pub fn height_of(&self, col: u8) -> u8 {
        if col >= self.geo.width {
            return 0;
        }
        (self.mask & self.geo.column(col)).count_ones() as u8
    }

    /// The row a disc dropped in `col` lands on, or `None` when the column is full (or outside).
    #[must_use]
    pub fn landing_row(&self, col: u8) -> Option<u8> {
        let h = self.height_of(col);
        (col < self.geo.width && h < self.geo.height).then_some(h)
    }

    /// True when a disc can be dropped in `col` (the game's end aside).
    #[must_use]
    pub fn can_play(&self, col: u8) -> bool {
        self.landing_row(col).is_some()
    }

    /// The discs on the board (plies played).
    #[must_use]
    pub fn moves_played(&self) -> u32 {
        u32::from(self.moves)
    }

    /// The four cells of the winning line as (column, row), in column order, if the game was
    /// won (the first four found when the last disc made several).
    #[must_use]
    pub fn winning_line(&self) -> Option<[(u8, u8); 4]> {
        let Some(Outcome::Win(s)) = self.outcome else {
            return None;
        };
        let own = self.discs(s);
        let line = self.geo.windows.iter().copied().find(|&l| own & l == l)?;
        let mut cells = [(0, 0); 4];
        let mut rest = line;
        for c in &mut cells {
            *c = self.geo.place(rest & rest.wrapping_neg());
            rest &= rest - 1;
        }
        Some(cells)
    }

    /// The discs of `side`.
    fn discs(&self, side: Side) -> u64 {
        if side == self.side_to_move() {
            self.current
        } else {
            self.mask ^ self.current
        }
    }

    /// The cell a disc lands on in every column that is not full, one bit each.
    #[inline]
    fn playable(&self) -> u64 {
        (self.mask + self.geo.bottom) & self.geo.board
    }

    /// The position after dropping a disc on `cell` (a playable cell).
    #[inline]
    fn play_cell(&self, cell: u64) -> Connect4 {
        let empty = self.geo.board & !(self.mask | cell);
        self.play_making(cell, self.geo.completing_cells(self.current | cell) & empty)
    }

    /// [`play_cell`](Connect4::play_cell) given the empty cells where the mover would then
    /// complete four (`made`).
    #[inline]
    fn play_making(&self, cell: u64, made: u64) -> Connect4 {
        let mover = self.current | cell;
        let mask = self.mask | cell;
        let moves = self.moves + 1;
        let outcome = if self.wins_mine & cell != 0 {
            Some(Outcome::Win(self.side_to_move()))
        } else if mask == self.geo.board {
            Some(Outcome::Draw)
        } else {
            None
        };
        let empty = self.geo.board & !mask;
        Connect4 {
            geo: self.geo,
            current: mover ^ mask,
            mask,
            moves,
            outcome,
            // The opponent's discs did not change: only the cell just filled leaves its set.
            wins_mine: self.wins_theirs & empty,
            wins_theirs: made,
        }
    }

    /// Leaf paths `depth` plies deep (depth ≥ 1) from an unfinished position given by the side
    /// to move's discs and all discs, the last ply counted without playing it. Only the two
    /// words are copied: perft needs no winning cells, and a finished child has no leaves.
    fn perft_bulk(g: &Geometry, current: u64, mask: u64, depth: u32) -> u64 {
        let mut playable = (mask + g.bottom) & g.board;
        if depth == 1 {
            return u64::from(playable.count_ones());
        }
        let mut n = 0;
        while playable != 0 {
            let cell = playable & playable.wrapping_neg();
            playable &= playable - 1;
            let (mover, mask) = (current | cell, mask | cell);
            if !g.aligned(mover) && mask != g.board {
                n += Connect4::perft_bulk(g, mover ^ mask, mask, depth - 1);
            }
        }
        n
    }

    /// The evaluation's terms for this position (see [`Features`]).
    #[must_use]
    pub fn features(&self) -> Features {
        let g = self.geo;
        let me = self.side_to_move();
        let sides = [self.current, self.mask ^ self.current];
        let playable = self.playable();
        let threats = [self.wins_mine, self.wins_theirs];
        let good_rows = |s: Side| match s {
            Side::First => g.odd_rows,
            Side::Second => g.board & !g.odd_rows,
        };
        let mut f = Features::default();
        for (i, s) in [me, me.other()].into_iter().enumerate() {
            let (d, t) = (sides[i], threats[i]);
            f.centre[i] = (d & g.centre).count_ones() as i32;
            f.cells[i] = g
                .window_counts
                .iter()
                .map(|&(n, cells)| n * (d & cells).count_ones() as i32)
                .sum();
            let later = t & !playable;
            f.good_threats[i] = (later & good_rows(s)).count_ones() as i32;
            f.other_threats[i] = (later & !good_rows(s)).count_ones() as i32;
            f.immediate[i] = (t & playable).count_ones() as i32;
            let other = sides[1 - i];
            f.twos[i] = g.open_twos(d, g.board & !other & !d) as i32;
        }
        f.win_now = f.immediate[0] > 0;
        let their_now = threats[1] & playable;
        f.lost = !f.win_now
            && (f.immediate[1] >= 2 || (f.immediate[1] == 1 && (their_now << 1) & threats[1] != 0));
        f
    }

    /// The cell a drop in `col` lands on (0 when the column is full) and the column's closeness
    /// to the centre, the tie-break of both orderings.
    fn drop_cell(&self, col: u8) -> (u64, i32) {
        let g = self.geo;
        let w = i32::from(g.width);
        let centre = w - (2 * i32::from(col) - (w - 1)).abs();
        (self.playable() & g.column(col), centre)
    }

    /// The static guess behind [`SearchHints::order_hint`]: a winning drop, then a blocking one, then
    /// columns by their closeness to the centre; a drop right under an opponent's winning cell
    /// (which hands it the win) comes last.
    fn hint(&self, col: u8) -> i32 {
        let (cell, centre) = self.drop_cell(col);
        if cell == 0 {
            return centre;
        }
        if self.wins_mine & cell != 0 {
            1000 + centre
        } else if self.wins_theirs & cell != 0 {
            500 + centre
        } else if self.wins_theirs & (cell << 1) != 0 {
            centre - 100
        } else {
            centre
        }
    }
}

impl Connect4 {
    /// The score behind [`SearchHints::move_score`] (Pons' ordering): a winning drop, then a block,
    /// then by the number of cells where the mover would then complete four (threats made), ties
    /// broken towards the centre, and first of these a double threat; a drop right under an
    /// opponent's winning cell comes last.
    ///
    /// With the score, the cells it found (marked by [`MADE`]; 0 when it found none), which
    /// [`SearchHints::play_scored`] then need not find again.
    #[inline]
    fn threat_score(&self, col: u8) -> (i32, u64) {
        let g = self.geo;
        let (cell, centre) = self.drop_cell(col);
        if cell == 0 {
            return (centre, 0);
        }
        if self.wins_mine & cell != 0 {
            (1 << 20, 0)
        } else if self.wins_theirs & cell != 0 {
            (1 << 19, 0)
        } else if self.wins_theirs & (cell << 1) != 0 {
            (centre - (1 << 19), 0)
        } else {
            let mask = self.mask | cell;
            let empty = g.board & !mask;
            let made = g.completing_cells(self.current | cell) & empty;
            // Two winning cells the opponent cannot both cover (both playable, or one right
            // above the other): unless it wins at once, this wins in three.
            let now = made & (mask + g.bottom);
            let double = now.count_ones() >= 2 || (now << 1) & made != 0;
            let score = (i32::from(double) << 18) + (made.count_ones() as i32) * 32 + centre;
            (score, made | MADE)
        }
    }
}

/// Marks the cells a move's score kept: bit 63, never a cell (the highest cell of any board is
/// bit W·(H+1) − 2 ≤ 62).
const MADE: u64 = 1 << 63;

/// Rejects text longer than [`MAX_TEXT`] before it is looked at.
fn check_length(text: &str) -> Result<(), ParseError> {
    if text.len() > MAX_TEXT {
        return Err(ParseError::TooLong {
            bytes: text.len(),
            max: MAX_TEXT,
        });
    }
    Ok(())
}

impl FromStr for Connect4 {
    type Err = ParseError;

    /// A board text of any supported size, or a move sequence on the standard 7x6 board.
    fn from_str(text: &str) -> Result<Connect4, ParseError> {
        check_length(text)?;
        if text.contains('/') {
            Connect4::from_board(text)
        } else {
            Connect4::standard().play_sequence(text)
        }
    }
}

impl Game for Connect4 {
    type Move = C4Move;

    #[inline]
    fn side_to_move(&self) -> Side {
        if self.moves.is_multiple_of(2) {
            Side::First
        } else {
            Side::Second
        }
    }

    #[inline]
    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    #[inline]
    fn legal_moves(&self, out: &mut Vec<C4Move>) {
        if self.outcome.is_some() {
            return;
        }
        let mut playable = self.playable();
        while playable != 0 {
            out.push(C4Move(self.geo.place(playable).0));
            playable &= playable - 1;
        }
    }

    #[inline]
    fn play(&self, mv: C4Move) -> Connect4 {
        debug_assert!(
            self.outcome.is_none() && self.can_play(mv.0),
            "{mv} in {self}"
        );
        self.play_cell(self.playable() & self.geo.column(mv.0))
    }

    /// From the side to move's view: a win on the next move is [`SURE_WIN`], a loss that no move
    /// can stop −[`SURE_WIN`]; otherwise each empty cell that would complete four is worth 4 on
    /// its side's good rows (Allis' zugzwang rule: odd rows from the bottom for x, even for o)
    /// and 2 elsewhere, plus 1 per window of four with two own discs and two empty cells, plus
    /// 1 per disc in the centre column, all mine minus theirs. Measured in
    /// `docs/connect4-eval.md` with the `connect4_match` example.
    #[inline]
    fn evaluate(&self) -> f64 {
        let f = self.features();
        if f.win_now {
            return SURE_WIN;
        }
        if f.lost {
            return -SURE_WIN;
        }
        let d = |t: [i32; 2]| t[0] - t[1];
        let score = EVAL_WEIGHTS.good * d(f.good_threats)
            + EVAL_WEIGHTS.other * d(f.other_threats)
            + EVAL_WEIGHTS.twos * d(f.twos)
            + EVAL_WEIGHTS.centre * d(f.centre)
            + EVAL_WEIGHTS.cells * d(f.cells);
        f64::from(score).clamp(-EVAL_LIMIT, EVAL_LIMIT)
    }

    #[inline]
    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            1
        } else {
            match self.outcome {
                Some(_) => 0,
                None => Connect4::perft_bulk(self.geo, self.current, self.mask, depth),
            }
        }
    }

    /// A column number `1`..`W`, checked to be playable.
    #[inline]
    fn parse_move(&self, text: &str) -> Result<C4Move, ParseError> {
        let w = self.geo.width;
        let t = text.trim();
        let col = t
            .parse::<u8>()
            .ok()
            .filter(|c| (1..=w).contains(c))
            .ok_or_else(|| ParseError::NotAColumn {
                text: t.to_owned(),
                max: w,
            })?;
        if self.outcome.is_some() {
            return Err(ParseError::GameOver { text: None });
        }
        if !self.can_play(col - 1) {
            return Err(ParseError::ColumnFull { column: col });
        }
        Ok(C4Move(col - 1))
    }
}

impl SearchHints for Connect4 {
    /// The empty cells.
    fn plies_left(&self) -> u32 {
        u32::from(self.geo.width) * u32::from(self.geo.height) - self.moves_played()
    }

    /// Winning drops first, then blocks, then the centre (see [`Connect4::hint`]).
    #[inline]
    fn order_hint(&self, mv: C4Move) -> i32 {
        self.hint(mv.0)
    }

    /// The table key of [`Connect4::key`]: exact on boards up to 56 bits (7x6 takes 49).
    #[inline]
    fn hash(&self) -> Option<u64> {
        Some(self.geo.table_key(self.key()))
    }

    /// The mirror image folded in: the smaller of the two images' table keys, and 1 when the
    /// mirror image has it (0 for the position itself, or a symmetric one).
    #[inline]
    fn sym_hash(&self) -> Option<(u64, u8)> {
        let g = self.geo;
        let k = self.key();
        let (own, mirrored) = (g.table_key(k), g.table_key(g.mirror(k)));
        Some(if mirrored < own {
            (mirrored, 1)
        } else {
            (own, 0)
        })
    }

    /// Symmetry 1 is the mirror: column c becomes W − 1 − c.
    #[inline]
    fn map_move(&self, mv: C4Move, sym: u8) -> C4Move {
        if sym == 1 {
            C4Move(self.geo.width - 1 - mv.0)
        } else {
            mv
        }
    }

    /// Columns (at most 12 on a supported board).
    const MOVE_KEYS: usize = 16;

    #[inline]
    fn move_key(&self, mv: C4Move) -> usize {
        usize::from(mv.0)
    }

    /// A drop that completes four wins; one playable winning cell of the opponent must be
    /// blocked, unless the opponent's winning cell lies right above it (then the block hands
    /// it the win); two such cells lose, and so does a position where every drop lands right
    /// under an opponent's winning cell.
    #[inline]
    fn forced(&self) -> Option<Forced<C4Move>> {
        if self.outcome.is_some() {
            return None;
        }
        let g = self.geo;
        let playable = self.playable();
        let win = self.wins_mine & playable;
        if win != 0 {
            return Some(Forced::Win(C4Move(g.place(win).0)));
        }
        let threat = self.wins_theirs & playable;
        if threat != 0 {
            if threat & (threat - 1) != 0 || (threat << 1) & self.wins_theirs != 0 {
                return Some(Forced::Lost);
            }
            return Some(Forced::Block(C4Move(g.place(threat).0)));
        }
        if playable & !(self.wins_theirs >> 1) == 0 {
            return Some(Forced::Lost);
        }
        None
    }

    /// With nothing forced, no drop wins at once and a drop that lets the opponent win at once
    /// is skipped: a win comes three plies on at the soonest, a loss four.
    const SOONEST_ENDS: (u32, u32) = (3, 4);

    /// At most 64 plies (42 on 7x6). Under a budget, trying to finish the proof between
    /// deepening passes took 30 "hard" opening positions from 12.4 M to 4.7 M nodes on average
    /// (`docs/performance.md`).
    const SHORT: bool = true;

    /// Measured on Pons' test sets (`docs/performance.md`): a full window spends most of an
    /// opening search proving the exact (slow) value of the first move.
    const NARROWS: bool = true;

    /// With nothing forced, a drop right under an opponent's winning cell hands it the win.
    #[inline]
    fn loses_at_once(&self, mv: C4Move) -> bool {
        let cell = self.playable() & self.geo.column(mv.0);
        self.wins_theirs & (cell << 1) != 0
    }

    /// The playable cells but those right under an opponent's winning cell, as one set.
    #[inline]
    fn moves_not_losing_at_once(&self, out: &mut Vec<C4Move>) -> bool {
        if self.outcome.is_some() {
            return false;
        }
        let playable = self.playable();
        // A bottom cell's bit shifted down lands on the guard of the column before: never
        // playable, so no column's winning cell marks another's drop.
        let mut safe = playable & !(self.wins_theirs >> 1);
        let dropped = safe != playable;
        while safe != 0 {
            out.push(C4Move(self.geo.place(safe).0));
            safe &= safe - 1;
        }
        dropped
    }

    /// Pons' ordering: wins, blocks, then the drops that make the most threats, centre first.
    #[inline]
    fn move_score(&self, mv: C4Move) -> i32 {
        self.threat_score(mv.0).0
    }

    /// With the cells the drop makes, which its play then takes as they are.
    #[inline]
    fn move_score_kept(&self, mv: C4Move) -> (i32, u64) {
        self.threat_score(mv.0)
    }

    #[inline]
    fn play_scored(&self, mv: C4Move, kept: u64) -> Connect4 {
        if kept & MADE == 0 {
            return self.play(mv);
        }
        let cell = self.playable() & self.geo.column(mv.0);
        self.play_making(cell, kept & !MADE)
    }
}

/// The weights of [`Connect4::evaluate`]'s terms (see [`Features`]).
#[derive(Copy, Clone, Debug)]
pub struct EvalWeights {
    /// Per threat on the side's good rows.
    pub good: i32,
    /// Per threat on the other rows.
    pub other: i32,
    /// Per window with two own discs and two empty cells.
    pub twos: i32,
    /// Per disc in the centre column.
    pub centre: i32,
    /// Per window through each disc (the classic cell table).
    pub cells: i32,
}

/// The weights [`Connect4::evaluate`] uses.
pub const EVAL_WEIGHTS: EvalWeights = EvalWeights {
    good: 4,
    other: 2,
    twos: 1,
    centre: 1,
    cells: 0,
};

impl fmt::Display for Connect4 {
    /// The board text, rows from the top, then the side to move.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in (0..self.geo.height).rev() {
            for col in 0..self.geo.width {
                let c = self.at(col, row).map_or('.', side_char);
                write!(f, "{c}")?;
            }
            if row > 0 {
                f.write_str("/")?;
            }
        }
        write!(f, " {}", side_char(self.side_to_move()))
    }
}

impl fmt::Debug for Connect4 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Connect4({}x{} \"{self}\")",
            self.geo.width, self.geo.height
        )
    }
}

impl PartialEq for Connect4 {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.geo, other.geo)
            && self.current == other.current
            && self.mask == other.mask
    }
}

impl Eq for Connect4 {}

impl std::hash::Hash for Connect4 {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (self.geo.width, self.geo.height, self.current, self.mask).hash(state);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn guard_bits_keep_lines_inside_columns() {
        let g = Geometry::get(7, 6).unwrap();
        // Three at the top of column 1 and one at the bottom of column 2: consecutive bits but
        // for the guard between them.
        let p = g.cell(0, 3) | g.cell(0, 4) | g.cell(0, 5) | g.cell(1, 0);
        assert!(!g.aligned(p));
        assert_eq!(g.completing_cells(p) & g.cell(1, 0), 0);
        assert_eq!(g.windows.len(), 69);
        assert_eq!(
            g.window_counts
                .iter()
                .map(|(n, c)| n * c.count_ones() as i32)
                .sum::<i32>(),
            69 * 4
        );
    }

    /// The looked-up columns and the mirror in fixed steps (identity steps on a 4-wide board)
    /// against a cell-by-cell count, on every width whose padded columns fit 64 bits.
    #[test]
    fn the_columns_and_the_mirror_in_steps_equal_cell_by_cell() {
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        for (w, h) in [(7, 6), (4, 4), (4, 12), (5, 4), (6, 5), (8, 6), (8, 7)] {
            let g = Geometry::get(w, h).unwrap();
            assert!(g.mirror_steps.is_some(), "{w}x{h}");
            for col in 0..16 {
                let cells = (0..h)
                    .filter(|_| col < w)
                    .fold(0, |m, r| m | g.cell(col, r));
                assert_eq!(g.column(col), cells, "{w}x{h} column {col}");
            }
            for _ in 0..100 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let b = seed & g.board;
                let by_cell = (0..w)
                    .flat_map(|c| (0..h).map(move |r| (c, r)))
                    .filter(|&(c, r)| b & g.cell(c, r) != 0)
                    .fold(0, |m, (c, r)| m | g.cell(w - 1 - c, r));
                assert_eq!(g.mirror(b), by_cell, "{w}x{h} {b:#x}");
            }
        }
    }

    #[test]
    fn the_winning_cells_kept_move_by_move_equal_a_fresh_count() {
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        for (w, h) in [(7, 6), (4, 4), (9, 6), (4, 12), (12, 4)] {
            for _ in 0..200 {
                let mut p = Connect4::new(w, h).unwrap();
                loop {
                    let g = p.geo;
                    let empty = g.board & !p.mask;
                    assert_eq!(p.wins_mine, g.completing_cells(p.current) & empty, "{p}");
                    assert_eq!(
                        p.wins_theirs,
                        g.completing_cells(p.mask ^ p.current) & empty
                    );
                    let again = Connect4::from_board(&p.to_string()).unwrap();
                    assert_eq!(
                        (again.wins_mine, again.wins_theirs),
                        (p.wins_mine, p.wins_theirs)
                    );
                    if p.outcome().is_some() {
                        break;
                    }
                    let mut moves = Vec::new();
                    p.legal_moves(&mut moves);
                    let m = moves[next(moves.len())];
                    let won = g.aligned(p.current | (p.playable() & g.column(m.0)));
                    p = p.play(m);
                    assert_eq!(won, matches!(p.outcome(), Some(Outcome::Win(_))), "{p}");
                }
            }
        }
    }

    /// The moves not losing at once, taken as one set of cells, are the legal moves filtered
    /// one by one by `loses_at_once` (the hint's default), in the same order, on every board
    /// height (a bottom cell's bit shifted down meets the guard, not a column's top cell).
    #[test]
    fn the_moves_not_losing_at_once_as_a_set_equal_the_moves_filtered_one_by_one() {
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        let (mut compared, mut dropped) = (0, 0);
        for (w, h) in [(7, 6), (4, 4), (9, 6), (4, 12), (12, 4)] {
            for _ in 0..100 {
                let mut p = Connect4::new(w, h).unwrap();
                while p.outcome().is_none() {
                    let mut all = Vec::new();
                    p.legal_moves(&mut all);
                    if p.forced().is_none() {
                        let mut filtered = all.clone();
                        filtered.retain(|&m| !p.loses_at_once(m));
                        let mut set = Vec::new();
                        let left_out = p.moves_not_losing_at_once(&mut set);
                        assert_eq!(set, filtered, "{p}");
                        assert_eq!(left_out, filtered.len() < all.len(), "{p}");
                        compared += 1;
                        dropped += usize::from(left_out);
                    }
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    p = p.play(all[(seed % all.len() as u64) as usize]);
                }
            }
        }
        // Both kinds of position were met.
        assert!(compared > 1000 && dropped > 100, "{compared} {dropped}");
    }

    /// A move played with what its score kept is the position `play` makes, winning cells
    /// and all, and the score is `move_score`'s, on every board height; the scores that find
    /// no cells (a win, a block, a drop under the opponent's cell) keep nothing.
    #[test]
    fn a_scored_move_played_with_what_its_score_kept_equals_play() {
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        let mut kept_cells = 0;
        for (w, h) in [(7, 6), (4, 4), (9, 6), (4, 12), (12, 4), (8, 7)] {
            for _ in 0..100 {
                let mut p = Connect4::new(w, h).unwrap();
                while p.outcome().is_none() {
                    let mut all = Vec::new();
                    p.legal_moves(&mut all);
                    for &m in &all {
                        let (score, kept) = p.move_score_kept(m);
                        assert_eq!(score, p.move_score(m), "{p} {m}");
                        let (a, b) = (p.play_scored(m, kept), p.play(m));
                        assert_eq!(
                            (a, a.outcome, a.wins_mine, a.wins_theirs),
                            (b, b.outcome, b.wins_mine, b.wins_theirs),
                            "{p} {m}"
                        );
                        kept_cells += usize::from(kept != 0);
                    }
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    p = p.play(all[(seed % all.len() as u64) as usize]);
                }
            }
        }
        assert!(kept_cells > 10_000, "{kept_cells}");
    }

    #[test]
    fn a_drop_lands_on_the_lowest_empty_cell() {
        let p = Connect4::standard().play(C4Move(3)).play(C4Move(3));
        assert_eq!(p.at(3, 0), Some(Side::First));
        assert_eq!(p.at(3, 1), Some(Side::Second));
        assert_eq!(p.landing_row(3), Some(2));
        assert_eq!(
            p.to_string(),
            "......./......./......./......./...o.../...x... x"
        );
    }
}
