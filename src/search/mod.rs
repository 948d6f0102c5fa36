//! Pluggable game-tree search, one file per concept:
//!
//! - the vocabulary: `value.rs` ([`Value`], the score of a finished game, the [`Verdict`] a value
//!   proves), `limits.rs` ([`Limits`]), `report.rs` ([`Report`] and its parts);
//! - the algorithms, each the textbook recursion and nothing else: `minimax.rs` (the
//!   MaxMove/MinMove pair), `minimax2.rs` (one function with a player switch), `negamax.rs`,
//!   `alphabeta.rs` and `negamax_ab.rs`; chance nodes (expectation, Star1, Star2) in `chance.rs`;
//! - what they share: `ctx.rs` (the state one search carries: node counting, limits, move
//!   buffers, the principal variation), `driver.rs` ([`search`]: root move order and random
//!   tie-breaks, iterative deepening, the report) and `algorithm.rs` (the registry of names and
//!   recursions).
//!
//! Depth counts decisions: a chance node (a throw) uses no depth, so in Senet a depth of 3 is
//! three turns. Nodes are positions visited, the root included.

mod algorithm;
mod alphabeta;
mod chance;
mod ctx;
mod driver;
mod limits;
mod minimax;
mod minimax2;
mod negamax;
mod negamax_ab;
mod report;
mod value;

pub use algorithm::Algorithm;
pub use ctx::Ctx;
pub use driver::{SearchError, move_values, search, search_with_progress};
pub use limits::{Limits, MAX_DEPTH, UNLIMITED_DEPTH};
pub use report::{Iteration, MoveValue, Report};
pub use value::{Value, Verdict, WIN};
