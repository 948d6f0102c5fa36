//! The rules of the games, and the one trait every search algorithm sees.
//!
//! Nothing here knows about search, threads, windows or the command line. A game is a small
//! `Copy` state with copy-make [`Game::play`]; a chance event (Senet's throw) is a node whose
//! "moves" are the outcomes, each with its probability. Whose turn it is comes from the state, never
//! from alternation, so a game may give a side two moves in a row or force it to pass.

pub mod blobwar;
pub mod connect4;
mod grid_text;
pub mod mnk;
pub mod senet;

use std::fmt;

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

/// Why a position or move text was rejected; the message names the bad part.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError(pub String);

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ParseError {}

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

/// How an error message shows a piece of user input: in single quotes, with control characters
/// and quotes escaped as Rust's `{:?}` does (so a message stays on one line), and cut to
/// [`QUOTE_MAX`] characters plus `…` (so a megabyte of input makes a short message).
#[must_use]
pub fn quote(text: &str) -> String {
    let mut out = String::from("'");
    for (i, c) in text.chars().enumerate() {
        if i == QUOTE_MAX {
            out.push('…');
            break;
        }
        out.extend(c.escape_debug());
    }
    out.push('\'');
    out
}

/// The most characters of user input an error message repeats.
pub const QUOTE_MAX: usize = 60;

impl From<String> for ParseError {
    fn from(s: String) -> Self {
        ParseError(s)
    }
}

impl From<&str> for ParseError {
    fn from(s: &str) -> Self {
        ParseError(s.to_owned())
    }
}

/// The rules of a two-player game as the search algorithms see them.
///
/// States are small and `Copy`; [`play`](Game::play) returns the next state (copy-make), which for
/// these board sizes is as fast as make/unmake and much simpler to get right.
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

    /// The most plies the game can still last from here (`u32::MAX` when the game does not
    /// bound it): a search at least this deep reaches the end of every line and never calls
    /// [`evaluate`](Game::evaluate).
    fn plies_left(&self) -> u32 {
        u32::MAX
    }

    /// This position for a search that will never [`evaluate`](Game::evaluate) it or any
    /// position played from it (one at least [`plies_left`](Game::plies_left) deep): a game may
    /// stop keeping what only its evaluation needs (m,n,k: the line balance, updated at every
    /// move). Rules, hashes and everything else stay as they are. By default the position itself.
    #[must_use]
    fn unevaluated(&self) -> Self {
        *self
    }

    /// [`play`](Game::play) in a search that reaches the end of every line and evaluates
    /// nothing, from an [`unevaluated`](Game::unevaluated) position: a game may skip what only
    /// its evaluation needs, and the textbook searches then run a move with no test for it.
    /// By default `play`.
    #[must_use]
    fn play_to_end(&self, mv: Self::Move) -> Self {
        self.play(mv)
    }

    /// Bounds, from the side to move's view, on every value a search `depth` decisions deep from
    /// here can meet (the evaluations at that depth, or a finished game's value). Star1/Star2
    /// prune by the bounds of their chance nodes' outcomes, and a game that knows how far a few
    /// moves can shift its evaluation gives far tighter bounds than ±[`WIN`](Game::WIN) near the
    /// horizon. They must hold for every chance outcome and every move.
    fn value_bounds(&self, _depth: u32) -> (f64, f64) {
        (-Self::WIN, Self::WIN)
    }

    /// True when `mv` is a pass: the turn goes by with nothing changed on the board (a Blob War
    /// side with no move, a Senet throw with no move).
    fn is_pass(&self, _mv: Self::Move) -> bool {
        false
    }

    /// A static guess of how good `mv` is (higher first), used to order the root moves before
    /// searching; equal guesses keep their random order, so ties are still broken at random.
    fn order_hint(&self, _mv: Self::Move) -> i32 {
        0
    }

    /// A 64-bit key of this position (Zobrist, kept move by move), or `None` when the game keeps
    /// none: the transposition table is then simply not used. Equal positions have equal keys.
    fn hash(&self) -> Option<u64> {
        None
    }

    /// A key shared by every position equal to this one under the board's symmetries, and the
    /// symmetry (the game's own numbering) that maps this position onto the one the key names;
    /// `None` when the game folds no symmetries (then [`hash`](Game::hash) is used).
    fn sym_hash(&self) -> Option<(u64, u8)> {
        None
    }

    /// `mv` carried by the symmetry `sym` of [`sym_hash`](Game::sym_hash) onto the canonical
    /// position, so that a best move stored under the shared key means the same in every image.
    fn map_move(&self, mv: Self::Move, _sym: u8) -> Self::Move {
        mv
    }

    /// How many distinct [`move_key`](Game::move_key)s there are; 0 when the game names none
    /// (then the history heuristic is off and a stored move is its place in the move list).
    const MOVE_KEYS: usize = 0;

    /// A small number (below [`MOVE_KEYS`](Game::MOVE_KEYS)) naming `mv` the same way in every
    /// position: the history heuristic and the transposition table remember moves by it.
    fn move_key(&self, _mv: Self::Move) -> usize {
        0
    }

    /// The legal moves as a set of [`move_key`](Game::move_key)s, bit `k` for key `k`, in a game
    /// whose keys are all below 64 and whose [`legal_moves`](Game::legal_moves) lists them in
    /// increasing key order (m,n,k: the empty squares). The full-width searches then walk the
    /// set's bits instead of filling a list. `None`, the default: they use the list.
    fn move_set(&self) -> Option<u64> {
        None
    }

    /// The move whose [`move_key`](Game::move_key) is `key`; asked only of a game that has a
    /// [`move_set`](Game::move_set).
    fn move_of_key(&self, key: u32) -> Self::Move {
        unreachable!("move_of_key({key}) asked of a game without a move_set")
    }

    /// What the rules force one or two plies ahead (a win at once, a single threat to block, two
    /// threats), for the `threats` enhancement; `None` when nothing is forced or the game does
    /// not say. It must be exact: the search trusts it instead of searching.
    fn forced(&self) -> Option<Forced<Self::Move>> {
        None
    }

    /// Where [`forced`](Game::forced) says nothing is forced, how many plies from here the
    /// game can end at the soonest in a win for the side to move and in a loss (with the moves
    /// [`loses_at_once`](Game::loses_at_once) names skipped); (1, 1), true of every game, when
    /// the game does not say. The `threats` enhancement cuts off windows beyond them.
    const SOONEST_ENDS: (u32, u32) = (1, 1);

    /// True when `mv` lets the opponent win at once though another move would not (Connect
    /// Four: a drop right under the opponent's winning cell). Asked only where
    /// [`forced`](Game::forced) says nothing is forced, which promises that some move is not
    /// such; the `threats` enhancement then skips these moves, with two plies left, where the
    /// textbook search would see the opponent's win too. It must be exact.
    fn loses_at_once(&self, _mv: Self::Move) -> bool {
        false
    }

    /// A finer static guess than [`order_hint`](Game::order_hint) for the `order` enhancement
    /// (m,n,k: wins, blocks and threats first); it costs more, so the textbook forms keep
    /// `order_hint`.
    fn move_score(&self, mv: Self::Move) -> i32 {
        self.order_hint(mv)
    }

    /// Half-width of the root's aspiration window under the `pvs` enhancement, in evaluation
    /// units; 0 turns it off (games whose evaluations jump in large steps).
    const ASPIRATION: f64 = 0.0;

    /// True when every line of the game ends within a few dozen plies (m,n,k, Connect Four):
    /// a search under a budget then tries, between its deepening passes, to prove the root
    /// outright, which in a long game would only spend the budget.
    const SHORT: bool = false;

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
                    return ParseError(format!("{}: the game is over", quote(text)));
                }
                let list: Vec<String> = moves.iter().map(ToString::to_string).collect();
                ParseError(format!(
                    "{} is not a legal move here (expected one of: {})",
                    quote(text),
                    list.join(" ")
                ))
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
            Err(ParseError("the game is over".into()))
        } else {
            Err(ParseError(format!("{mv} is not a legal move here")))
        }
    }
}

/// What the rules force at a position, as [`Game::forced`] reports it. In each case the opponent
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
