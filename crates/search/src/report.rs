//! What a search hands back: the [`Report`] of a whole search, an [`Iteration`] as iterative
//! deepening finishes each depth, and a [`MoveValue`] for each root move of the summary.

use std::time::Duration;

use super::{Algorithm, Value, Verdict};

/// The result of one search.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct Report<M> {
    /// Which algorithm searched.
    pub algorithm: Algorithm,
    /// The chosen move (`None` at a chance node, or if cancelled before any move was searched).
    pub best: Option<M>,
    /// The value of the root for the side to move.
    pub value: Value,
    /// What the value proves.
    pub verdict: Verdict,
    /// Positions visited, the root included, over all iterations.
    pub nodes: u64,
    /// Depth of the last finished iteration (for a full search: the longest line searched).
    pub depth: u32,
    /// Wall time.
    pub elapsed: Duration,
    /// The principal variation, best move first.
    pub pv: Vec<M>,
    /// True when the search reached the end of the game on every line (the value is exact).
    pub complete: bool,
    /// True when the search was stopped (cancel flag) before finishing its first iteration.
    pub cancelled: bool,
}

/// One finished iteration of an iterative search, as a protocol's `info` line reports it.
#[derive(Clone, Debug)]
pub struct Iteration<'a, M> {
    /// The depth just finished.
    pub depth: u32,
    /// The root's value for the side to move.
    pub value: Value,
    /// What the value proves.
    pub verdict: Verdict,
    /// Positions visited so far, all iterations together.
    pub nodes: u64,
    /// Time since the search started.
    pub elapsed: Duration,
    /// The principal variation.
    pub pv: &'a [M],
    /// For a sampling search (MCTS), how often the best move was tried: its value is then the
    /// win rate of those tries. `None` for a depth-first search.
    pub visits: Option<u64>,
}

/// One root move's own value, for the seed's summary ("moving this piece is worth …").
#[derive(Clone, Debug, PartialEq)]
pub struct MoveValue<M> {
    /// The move.
    pub mv: M,
    /// Its exact value for the side to move at the root (at the given depth).
    pub value: Value,
    /// Positions visited to value it.
    pub nodes: u64,
    /// For a sampling search (MCTS), how often the move was tried: its value is then the win
    /// rate of those tries, in [0, 1]. `None` for an exact value.
    pub visits: Option<u64>,
    /// What a sampling search proved of the move (the MCTS-Solver), else `Unknown`: a proof
    /// outranks the win rate, which only counts the tries made before it.
    pub proven: Verdict,
}
