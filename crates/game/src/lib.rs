//! The rules of the games, and the one trait every search algorithm sees.
//!
//! Nothing here knows about search, threads, windows or the command line. A game is a small
//! `Copy` state with copy-make [`Game::play`]; a chance event (Senet's throw) is a node whose
//! "moves" are the outcomes, each with its probability. Whose turn it is comes from the state, never
//! from alternation, so a game may give a side two moves in a row or force it to pass.

pub mod blobwar;
pub mod connect4;
mod grid_text;
mod hints;
pub mod mnk;
mod reason;
pub mod senet;

use std::fmt;

pub use hints::SearchHints;
pub use reason::{
    Field, Form, Line, Named, NumberField, ParseError, Place, QUOTE_MAX, SizeRule, Stone, quote,
};

/// One of the two players. Each game names them its own way (X/O, x/o, white/black).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Side {
    /// The side that moves first (X, x, white).
    First,
    /// The side that moves second (O, o, black).
    Second,
}

impl Side {
    /// The opponent.
    #[must_use]
    pub const fn other(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }

    /// 0 for the first side, 1 for the second: an index into per-side arrays.
    #[must_use]
    pub const fn index(self) -> usize {
        match self {
            Side::First => 0,
            Side::Second => 1,
        }
    }
}

/// How a finished game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// This side won.
    Win(Side),
    /// Nobody won.
    Draw,
}

/// Reads a size `AxB` (a board's `7x6`, an image's `640x480`): two plain decimal numbers of at
/// most `digits` digits each that fit `T`; anything else is `None`.
#[must_use]
pub fn parse_size<T: std::str::FromStr>(text: &str, digits: usize) -> Option<(T, T)> {
    let (a, b) = text.split_once('x')?;
    let num = |t: &str| {
        (!t.is_empty() && t.len() <= digits && t.bytes().all(|c| c.is_ascii_digit()))
            .then(|| t.parse().ok())
            .flatten()
    };
    Some((num(a)?, num(b)?))
}

/// The rules of a two-player game as the search algorithms see them.
///
/// States are small and `Copy`; [`play`](Game::play) returns the next state (copy-make), which for
/// these board sizes is as fast as make/unmake and much simpler to get right. This is all a game
/// must write; what it may add for the search is [`SearchHints`].
pub trait Game: Copy + Send + Sync + fmt::Debug + fmt::Display + 'static {
    /// A move, or at a chance node one outcome of the random event.
    type Move: Copy + Eq + fmt::Debug + fmt::Display + Send + Sync + 'static;

    /// The value of a won game for the search (a win in n plies is worth `WIN − n`). Every
    /// heuristic value must stay well inside it. Chance games set it just above their
    /// evaluation's range: Star1/Star2 prune by these bounds, and loose bounds prune nothing.
    const WIN: f64 = 1_000_000.0;

    /// The side whose turn it is: to move, or at a chance node to throw.
    fn side_to_move(&self) -> Side;

    /// True when the next step is a random event; then [`legal_moves`](Game::legal_moves) lists its
    /// outcomes and [`probability`](Game::probability) weighs them.
    fn is_chance(&self) -> bool {
        false
    }

    /// The probability of the chance outcome `mv` (only meaningful at a chance node).
    fn probability(&self, _mv: Self::Move) -> f64 {
        1.0
    }

    /// `Some` once the game is over.
    fn outcome(&self) -> Option<Outcome>;

    /// Appends every legal move (or chance outcome) to `out`. A forced pass is one move; a finished
    /// game has none.
    fn legal_moves(&self, out: &mut Vec<Self::Move>);

    /// The state after `mv`, which must be one of [`legal_moves`](Game::legal_moves).
    #[must_use]
    fn play(&self, mv: Self::Move) -> Self;

    /// A heuristic value of an unfinished position from the side to move's point of view, for
    /// depth-limited search. It stays within ±[`EVAL_LIMIT`].
    fn evaluate(&self) -> f64;

    /// True when `mv` is a pass: the turn goes by with nothing changed on the board (a Blob War
    /// side with no move, a Senet throw with no move).
    fn is_pass(&self, _mv: Self::Move) -> bool {
        false
    }

    /// The number of leaf paths `depth` steps deep (a move-generator check). Games override it
    /// where their community counts differently (Senet counts turns) or to count faster.
    fn perft(&self, depth: u32) -> u64 {
        generic_perft(self, depth)
    }

    /// Reads a move in this game's notation (e.g. `b2`, `a7c5`, `0000`), checking that it is legal
    /// here.
    ///
    /// # Errors
    /// A [`ParseError`] naming what was expected when the text is no move of this game or the move
    /// is not legal in this position.
    fn parse_move(&self, text: &str) -> Result<Self::Move, ParseError> {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        let text = text.trim();
        moves
            .iter()
            .copied()
            .find(|m| m.to_string().eq_ignore_ascii_case(text))
            .ok_or_else(|| {
                if moves.is_empty() {
                    return ParseError::GameOver {
                        text: Some(text.to_owned()),
                    };
                }
                ParseError::NotLegal {
                    text: text.to_owned(),
                    legal: moves.iter().map(ToString::to_string).collect(),
                }
            })
    }

    /// Plays `mv` if it is legal, or says why not and leaves the state unchanged.
    ///
    /// # Errors
    /// When `mv` is not among the legal moves (or the game is over).
    fn try_play(&self, mv: Self::Move) -> Result<Self, ParseError> {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        if moves.contains(&mv) {
            Ok(self.play(mv))
        } else if self.outcome().is_some() {
            Err(ParseError::GameOver { text: None })
        } else {
            Err(ParseError::Illegal { mv: mv.to_string() })
        }
    }
}

/// What the rules force at a position, as [`SearchHints::forced`] reports it. In each case the opponent
/// moves next.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Forced<M> {
    /// This move wins at once.
    Win(M),
    /// No move wins at once, and the opponent could win at once after every move but this one
    /// (and cannot after this one).
    Block(M),
    /// No move wins at once, and the opponent can win at once after every move.
    Lost,
}

/// Bound on heuristic evaluations: far below a win's value so a proven result always outranks them.
pub const EVAL_LIMIT: f64 = 100_000.0;

/// Counts the leaf paths of `depth` steps from `g`, where chance outcomes and moves are both steps
/// (the generic perft behind [`Game::perft`]'s default).
pub fn generic_perft<G: Game>(g: &G, depth: u32) -> u64 {
    fn go<G: Game>(g: &G, depth: u32, bufs: &mut Vec<Vec<G::Move>>) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut moves = bufs.pop().unwrap_or_default();
        moves.clear();
        g.legal_moves(&mut moves);
        let n = if depth == 1 {
            moves.len() as u64
        } else {
            moves.iter().map(|&m| go(&g.play(m), depth - 1, bufs)).sum()
        };
        bufs.push(moves);
        n
    }
    go(g, depth, &mut Vec::new())
}
