//! Senet as pinned in `rules/senet.md`: 30 squares on an S-shaped path, seven pieces a side, four
//! throwing sticks, the houses of Rebirth (15), Happiness (26), Water (27), the Three Truths (28),
//! Re-Atoum (29) and Horus (30).
//!
//! A position is two `u32` bitboards (bit s−1 for square s), the side to move and the throw, if the
//! sticks have been thrown. A turn is two steps for the search: the throw (a chance node whose
//! outcomes are [`SenetMove::Throw`]) and then one move or the pass (a decision node). Pieces borne
//! off are simply the ones missing from the board (7 − pieces on it).

use std::fmt;

use super::{Game, Outcome, ParseError, Place, SearchHints, Side};

/// Squares on the path, numbered 1..=30.
pub const SQUARES: u8 = 30;
/// Pieces each side starts with.
pub const PIECES: u8 = 7;
/// The House of Rebirth: where pieces from the water and from 28–30 go back to.
pub const REBIRTH: u8 = 15;
/// The House of Happiness: every piece must stop here exactly.
pub const HAPPINESS: u8 = 26;
/// The House of Water: a piece landing here goes straight back to [`REBIRTH`]; nothing rests here.
pub const WATER: u8 = 27;
/// The House of the Three Truths: a piece here bears off only with a 3.
pub const THREE_TRUTHS: u8 = 28;
/// The House of Re-Atoum: a piece here bears off only with a 2.
pub const RE_ATOUM: u8 = 29;
/// The House of Horus: a piece here bears off with any throw.
pub const HORUS: u8 = 30;
/// The value a borne-off piece counts for in [`Senet::evaluate`](Game::evaluate) (seed 002).
pub const BORNE_OFF_VALUE: i32 = 40;
/// The probabilities of the throws 1, 2, 3, 4, 5 (four two-sided sticks; no dark face counts 5):
/// 4/16, 6/16, 4/16, 1/16, 1/16.
pub const PROBABILITIES: [f64; 5] = [4.0 / 16.0, 6.0 / 16.0, 4.0 / 16.0, 1.0 / 16.0, 1.0 / 16.0];

/// Squares 28, 29 and 30: own pieces standing there at the start of a turn must leave during it.
const LAST_THREE: u32 = bit(THREE_TRUTHS) | bit(RE_ATOUM) | bit(HORUS);
/// The squares strictly between 26 and bearing off (27–30), passed over by 26 with a 5.
const PAST_HAPPINESS: u32 = bit(WATER) | LAST_THREE;

/// The bit of square `sq` (1..=30).
const fn bit(sq: u8) -> u32 {
    1 << (sq - 1)
}

/// The squares of a bitboard, lowest first.
fn squares(mut bits: u32) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        (bits != 0).then(|| {
            let sq = bits.trailing_zeros() as u8 + 1;
            bits &= bits - 1;
            sq
        })
    })
}

/// Squares strictly between `from` and `to` (both on the board, `from < to`).
fn between(from: u8, to: u8) -> u32 {
    let upto = (1u32 << (to - 1)) - 1; // squares 1..to-1
    let through = (1u32 << from) - 1; // squares 1..from
    upto & !through
}

/// True when `bits` hold three pieces on consecutive squares.
fn has_three_in_a_row(bits: u32) -> bool {
    bits & (bits >> 1) & (bits >> 2) != 0
}

/// Where a piece goes when it moves, before the rules about other pieces are applied.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Landing {
    /// It lands on this square (possibly swapping with a lone enemy piece there).
    Square(u8),
    /// It falls into the water (27) and goes back to 15 or the nearest empty square before it.
    Water,
    /// It bears off.
    Off,
}

/// Where a piece on `from` would go with throw `t` by the geometry of the path alone (the
/// House-of-Happiness stop and the rules of 26, 28, 29 and 30), ignoring every other piece.
#[must_use]
pub fn landing(from: u8, t: u8) -> Option<Landing> {
    if !(1..=5).contains(&t) {
        return None;
    }
    match from {
        1..=25 => {
            let d = from + t;
            (d <= HAPPINESS).then_some(Landing::Square(d))
        }
        HAPPINESS => Some(match t {
            1 => Landing::Water,
            5 => Landing::Off,
            _ => Landing::Square(HAPPINESS + t),
        }),
        THREE_TRUTHS => (t == 3).then_some(Landing::Off),
        RE_ATOUM => (t == 2).then_some(Landing::Off),
        HORUS => Some(Landing::Off),
        _ => None,
    }
}

/// A Senet position: who stands where, whose turn, and the throw once the sticks are thrown.
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub struct Senet {
    /// Pieces of white (index 0) and black (index 1): bit s−1 for square s.
    pieces: [u32; 2],
    /// Whose turn it is (white is [`Side::First`]).
    to_move: Side,
    /// The throw of this turn; `None` before the sticks are thrown (a chance node).
    throw: Option<u8>,
}

/// One step of a turn: a throw of the sticks (chance), moving the piece on a square, or passing.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum SenetMove {
    /// The sticks show this value, 1..=5 (a chance outcome).
    Throw(u8),
    /// Move the own piece standing on this square (1..=30) forward by the throw.
    Move(u8),
    /// No legal move exists for the throw: the turn passes without a move.
    Pass,
}

impl fmt::Display for SenetMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SenetMove::Throw(t) => write!(f, "t{t}"),
            SenetMove::Move(s) => write!(f, "{s}"),
            SenetMove::Pass => f.write_str("pass"),
        }
    }
}

/// The letter of a side in position text.
fn side_letter(s: Side) -> char {
    match s {
        Side::First => 'w',
        Side::Second => 'b',
    }
}

impl Senet {
    /// The start: white on 1, 3, …, 13, black on 2, 4, …, 14, white to throw.
    #[must_use]
    pub fn start() -> Senet {
        let white = (1..=13).step_by(2).fold(0, |b, s| b | bit(s));
        let black = (2..=14).step_by(2).fold(0, |b, s| b | bit(s));
        Senet {
            pieces: [white, black],
            to_move: Side::First,
            throw: None,
        }
    }

    /// The piece on `square` (1..=30), if any; `None` for empty squares and squares off the board.
    #[must_use]
    pub fn at(&self, square: u8) -> Option<Side> {
        if !(1..=SQUARES).contains(&square) {
            return None;
        }
        let b = bit(square);
        if self.pieces[0] & b != 0 {
            Some(Side::First)
        } else if self.pieces[1] & b != 0 {
            Some(Side::Second)
        } else {
            None
        }
    }

    /// How many pieces `s` has borne off (those of its seven not on the board).
    #[must_use]
    pub fn borne_off(&self, s: Side) -> u8 {
        PIECES.saturating_sub(self.pieces[s.index()].count_ones() as u8)
    }

    /// The throw of this turn, or `None` while the sticks have not been thrown.
    #[must_use]
    pub fn throw(&self) -> Option<u8> {
        self.throw
    }

    /// This position with the sticks showing `t` (1..=5), as after [`SenetMove::Throw`]; the
    /// window and tests use it to set up a decision. A `t` outside 1..=5 allows no move but the pass.
    #[must_use]
    pub fn with_throw(&self, t: u8) -> Senet {
        Senet {
            throw: Some(t),
            ..*self
        }
    }

    /// The squares of the side to move's pieces that have a legal move with the current throw,
    /// lowest first; empty at a chance node, when the game is over, or when the side must pass.
    #[must_use]
    pub fn movable(&self) -> Vec<u8> {
        let Some(t) = self.throw else {
            return Vec::new();
        };
        if self.outcome().is_some() {
            return Vec::new();
        }
        squares(self.pieces[self.to_move.index()])
            .filter(|&s| self.legal_landing(s, t).is_some())
            .collect()
    }

    /// Where the piece on `from` goes with the current throw: `Some(square)` for the square it
    /// lands on (27 for a fall into the water, after which it goes back to 15 or before), `None`
    /// when it bears off. Meaningful for the squares of [`movable`](Senet::movable); for any other
    /// square (or at a chance node) it is `None` as well.
    #[must_use]
    pub fn destination(&self, from: u8) -> Option<u8> {
        let t = self.throw?;
        match self.legal_landing(from, t)? {
            Landing::Square(d) => Some(d),
            Landing::Water => Some(WATER),
            Landing::Off => None,
        }
    }

    /// The landing of the side to move's piece on `from` with throw `t` if that move is legal.
    #[must_use]
    pub fn legal_landing(&self, from: u8, t: u8) -> Option<Landing> {
        if !(1..=SQUARES).contains(&from) {
            return None;
        }
        let own = self.pieces[self.to_move.index()];
        let enemy = self.pieces[self.to_move.other().index()];
        if own & bit(from) == 0 {
            return None;
        }
        let l = landing(from, t)?;
        match l {
            // 26 → 27 passes over nothing, and 27 is always empty.
            Landing::Water => Some(l),
            Landing::Off => {
                // From 28–30 never blocked; from 26 with a 5 it passes over 27–30.
                let blocked = from == HAPPINESS && has_three_in_a_row(enemy & PAST_HAPPINESS);
                (!blocked).then_some(l)
            }
            Landing::Square(d) => {
                if own & bit(d) != 0 || has_three_in_a_row(enemy & between(from, d)) {
                    return None;
                }
                if enemy & bit(d) != 0 && Self::protected(enemy, d) {
                    return None;
                }
                Some(l)
            }
        }
    }

    /// True when the piece of `pieces` on `sq` has a piece of the same colour on a neighbouring
    /// square along the path (inside 1..=30).
    fn protected(pieces: u32, sq: u8) -> bool {
        let mut neighbours = 0;
        if sq > 1 {
            neighbours |= bit(sq - 1);
        }
        if sq < SQUARES {
            neighbours |= bit(sq + 1);
        }
        pieces & neighbours != 0
    }

    /// Puts the piece of `side` (already lifted from the board) back on 15, or on the nearest empty
    /// square before it.
    fn back_to_rebirth(&mut self, side: Side) {
        let occupied = self.pieces[0] | self.pieces[1];
        if let Some(sq) = (1..=REBIRTH).rev().find(|&s| occupied & bit(s) == 0) {
            self.pieces[side.index()] |= bit(sq);
        }
        // With at most 13 other pieces on the board one of 1..=15 is always empty.
    }

    /// Reads a position `<30 cells> <side> <throw>`: cells of squares 1..=30 as `w`, `b` or `.`,
    /// the side to move `w` or `b`, the throw `1`–`5` or `-` before the sticks are thrown.
    ///
    /// # Errors
    /// Missing or extra parts, a board of other than 30 cells, unknown letters, more than 7
    /// pieces of a colour, a piece on 27, no piece of either side on the board, or a bad side or
    /// throw.
    pub fn parse(text: &str) -> Result<Senet, ParseError> {
        const FORM: &str = "<30 cells of w, b or .> <w or b> <1-5 or ->";
        const EXAMPLE: &str = "wbwbwbwbwbwbwb................ w -";
        // The parts are counted, not collected: no input makes this allocate.
        let mut parts = text.split_whitespace();
        let (Some(cells), Some(side), Some(throw), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err(ParseError::Parts {
                count: text.split_whitespace().count(),
                form: FORM,
                example: EXAMPLE,
            });
        };
        let n = cells.chars().count();
        if n != usize::from(SQUARES) {
            return Err(ParseError::CellCount {
                cells: n,
                expected: usize::from(SQUARES),
            });
        }
        let mut pieces = [0u32; 2];
        for (i, c) in cells.chars().enumerate() {
            let b = 1u32 << i;
            match c {
                'w' => pieces[0] |= b,
                'b' => pieces[1] |= b,
                '.' => {}
                _ => {
                    return Err(ParseError::UnknownChar {
                        found: c,
                        place: Place::Square(i + 1),
                        allowed: &['w', 'b', '.'],
                        digits: false,
                    });
                }
            }
        }
        for (s, name) in [(0, "white"), (1, "black")] {
            let count = pieces[s].count_ones();
            if count > u32::from(PIECES) {
                return Err(ParseError::TooManyPieces {
                    count,
                    side: name,
                    max: u32::from(PIECES),
                });
            }
        }
        if (pieces[0] | pieces[1]) & bit(WATER) != 0 {
            return Err(ParseError::Water { square: WATER });
        }
        if pieces[0] | pieces[1] == 0 {
            return Err(ParseError::NoPieces);
        }
        let to_move = match side {
            "w" => Side::First,
            "b" => Side::Second,
            _ => {
                return Err(ParseError::SideToMove {
                    text: side.to_owned(),
                    allowed: ['w', 'b'],
                });
            }
        };
        let throw = match throw {
            "-" => None,
            "1" | "2" | "3" | "4" | "5" => throw.parse().ok(),
            _ => {
                return Err(ParseError::Throw {
                    text: throw.to_owned(),
                });
            }
        };
        Ok(Senet {
            pieces,
            to_move,
            throw,
        })
    }

    /// The sum seed 002 values a side's pieces at: its square for a piece on the board, 40 for one
    /// borne off.
    fn progress(&self, s: Side) -> i32 {
        let on_board: i32 = squares(self.pieces[s.index()]).map(i32::from).sum();
        on_board + BORNE_OFF_VALUE * i32::from(self.borne_off(s))
    }

    /// The turns counted by [`Game::perft`]: each throw value once, then each move or the pass.
    fn count_turns(&self, depth: u32, buf: &mut Vec<SenetMove>) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.outcome().is_some() {
            return 0;
        }
        let throws = match self.throw {
            Some(t) => t..=t,
            None => 1..=5,
        };
        let mut total = 0;
        for t in throws {
            let g = self.with_throw(t);
            let start = buf.len();
            g.legal_moves(buf);
            for i in start..buf.len() {
                let mv = buf[i];
                total += g.play(mv).count_turns(depth - 1, buf);
            }
            buf.truncate(start);
        }
        total
    }
}

/// The bound of [`Senet::evaluate`](Game::evaluate): the progress difference never exceeds
/// 7·40 − (1+…+7) = 252.
const EVAL_BOUND: f64 = 500.0;

impl Game for Senet {
    #[inline]
    fn is_pass(&self, mv: Self::Move) -> bool {
        mv == SenetMove::Pass
    }

    type Move = SenetMove;

    /// Above the evaluation's range (±252) even for a win 24 plies away, and as tight as that
    /// allows: Star1/Star2 prune by these bounds.
    const WIN: f64 = 400.0;

    #[inline]
    fn side_to_move(&self) -> Side {
        self.to_move
    }

    #[inline]
    fn is_chance(&self) -> bool {
        self.throw.is_none() && self.outcome().is_none()
    }

    #[inline]
    fn probability(&self, mv: SenetMove) -> f64 {
        match mv {
            SenetMove::Throw(t @ 1..=5) => PROBABILITIES[usize::from(t - 1)],
            _ => 0.0,
        }
    }

    #[inline]
    fn outcome(&self) -> Option<Outcome> {
        if self.pieces[0] == 0 {
            Some(Outcome::Win(Side::First))
        } else if self.pieces[1] == 0 {
            Some(Outcome::Win(Side::Second))
        } else {
            None
        }
    }

    #[inline]
    fn legal_moves(&self, out: &mut Vec<SenetMove>) {
        if self.outcome().is_some() {
            return;
        }
        let Some(t) = self.throw else {
            out.extend((1..=5).map(SenetMove::Throw));
            return;
        };
        let start = out.len();
        out.extend(
            squares(self.pieces[self.to_move.index()])
                .filter(|&s| self.legal_landing(s, t).is_some())
                .map(SenetMove::Move),
        );
        if out.len() == start {
            out.push(SenetMove::Pass);
        }
    }

    #[inline]
    fn play(&self, mv: SenetMove) -> Senet {
        let mut next = *self;
        let me = self.to_move;
        let (mi, ei) = (me.index(), me.other().index());
        let (from, t) = match (mv, self.throw) {
            (SenetMove::Throw(t), _) => {
                next.throw = Some(t);
                return next;
            }
            (SenetMove::Move(from), Some(t)) => (Some(from), t),
            (SenetMove::Pass, _) | (SenetMove::Move(_), None) => (None, 0),
        };
        // The own pieces that must leave 28–30 this turn: all that stand there now.
        let mut leaving = self.pieces[mi] & LAST_THREE;
        if let Some(from) = from
            && let Some(l) = self.legal_landing(from, t)
        {
            next.pieces[mi] &= !bit(from);
            leaving &= !bit(from);
            match l {
                Landing::Square(d) => {
                    if next.pieces[ei] & bit(d) != 0 {
                        next.pieces[ei] ^= bit(d) | bit(from);
                    }
                    next.pieces[mi] |= bit(d);
                }
                Landing::Water => next.back_to_rebirth(me),
                Landing::Off => {}
            }
        }
        for sq in squares(leaving) {
            next.pieces[mi] &= !bit(sq);
            next.back_to_rebirth(me);
        }
        next.to_move = me.other();
        next.throw = None;
        next
    }

    /// Seed 002: Σ own (square, or 40 borne off) − Σ opponent's, from the side to move's view.
    #[inline]
    fn evaluate(&self) -> f64 {
        if let Some(Outcome::Win(w)) = self.outcome() {
            return if w == self.to_move {
                EVAL_BOUND
            } else {
                -EVAL_BOUND
            };
        }
        let v = self.progress(self.to_move) - self.progress(self.to_move.other());
        f64::from(v).clamp(-EVAL_BOUND, EVAL_BOUND)
    }

    /// Counts turns as `rules/senet.md` defines them: a turn is one throw value (each counted once,
    /// not weighted) followed by one move or the pass; a game that ends before `depth` turns
    /// counts 0.
    #[inline]
    fn perft(&self, depth: u32) -> u64 {
        self.count_turns(depth, &mut Vec::with_capacity(64))
    }
}

impl SearchHints for Senet {
    /// One turn can raise the mover's progress difference by at most 14 (bearing off from 26
    /// with a 5; a move of t with a swap gains 2t ≤ 10), and the opponent's progress never rises
    /// during it. It can lower it only by the water (26 back to 15 or before: at most 25) and by
    /// the end-of-turn returns (a piece on s back to 15 or before: at most s − 1), both visible
    /// in the position where the turn starts. Bounds are given one and two turns deep; deeper, or
    /// when a side to move within them has one piece left (it may win), only ±WIN holds.
    #[inline]
    fn value_bounds(&self, depth: u32) -> (f64, f64) {
        let wide = (-Self::WIN, Self::WIN);
        let (me, them) = (self.to_move, self.to_move.other());
        let (own, their) = (self.pieces[me.index()], self.pieces[them.index()]);
        if self.outcome().is_some()
            || !(1..=2).contains(&depth)
            || own.count_ones() <= 1
            || (depth == 2 && their.count_ones() <= 1)
        {
            return wide;
        }
        let e = f64::from(self.progress(me) - self.progress(them));
        let turn_loss = |pieces: u32, may_reach_happiness: bool| {
            let water: u8 = if may_reach_happiness { 25 } else { 0 };
            let returns: u8 = squares(pieces & LAST_THREE).map(|s| s - 1).sum();
            f64::from(water + returns)
        };
        let my_loss = turn_loss(own, own & bit(HAPPINESS) != 0);
        if depth == 1 {
            return (e - my_loss, e + 14.0);
        }
        // On their turn, a piece of theirs is on 26 if one is there now or if my piece on 26
        // swaps with one of theirs on 28–30; none of my moves puts one of theirs on 28–30.
        let their_26 =
            their & bit(HAPPINESS) != 0 || (their & LAST_THREE != 0 && own & bit(HAPPINESS) != 0);
        let their_loss = turn_loss(their, their_26);
        (e - my_loss - 14.0, e + 14.0 + their_loss)
    }

    /// Bearing off first, then attacks, then the move that gets furthest; the water last. Throws in
    /// order of probability.
    #[inline]
    fn order_hint(&self, mv: SenetMove) -> i32 {
        match mv {
            SenetMove::Throw(t @ 1..=5) => (PROBABILITIES[usize::from(t - 1)] * 16.0) as i32,
            SenetMove::Throw(_) | SenetMove::Pass => 0,
            SenetMove::Move(from) => {
                let Some(t) = self.throw else { return 0 };
                let enemy = self.pieces[self.to_move.other().index()];
                match self.legal_landing(from, t) {
                    Some(Landing::Off) => 1000,
                    Some(Landing::Square(d)) if enemy & bit(d) != 0 => 500 + i32::from(d),
                    Some(Landing::Square(d)) => i32::from(d),
                    Some(Landing::Water) => -100,
                    None => -1000,
                }
            }
        }
    }
}

impl fmt::Display for Senet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for sq in 1..=SQUARES {
            let c = match self.at(sq) {
                Some(s) => side_letter(s),
                None => '.',
            };
            write!(f, "{c}")?;
        }
        write!(f, " {} ", side_letter(self.to_move))?;
        match self.throw {
            Some(t) => write!(f, "{t}"),
            None => f.write_str("-"),
        }
    }
}

impl fmt::Debug for Senet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Senet(\"{self}\")")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn senet_start_round_trips() {
        let s = Senet::start();
        assert_eq!(s.to_string(), "wbwbwbwbwbwbwb................ w -");
        assert_eq!(Senet::parse(&s.to_string()), Ok(s));
    }

    #[test]
    fn senet_between_is_strict() {
        assert_eq!(between(3, 7), bit(4) | bit(5) | bit(6));
        assert_eq!(between(3, 4), 0);
        assert_eq!(between(25, 26), 0);
    }
}
