//! What an algorithm is to the rest of the search: a [`Searcher`] owns its search from the root,
//! given one [`Run`] (the position, the limits, the random source, where progress goes, and what
//! to keep or record), and hands back the same [`Report`] whatever it does inside.

use crate::time::Instant;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use rand::Rng;

use super::algorithm::{Algorithm, Info};
use super::tree::Tree;
use super::tt::Slot;
use super::{Iteration, Limits, MoveValue, Report};
use game::SearchHints;

/// One search as an algorithm receives it; the checks (a finished game, enhancements it does not
/// take, a table size out of range) are done before.
pub(crate) struct Run<'a, G: SearchHints, R: ?Sized> {
    /// The algorithm asked for (the report names it).
    pub algorithm: Algorithm,
    /// The position searched; not a finished game.
    pub root: &'a G,
    /// Depth, time, nodes, cancel flag, enhancements.
    pub limits: &'a Limits,
    /// Breaks ties at the root (and drives sampling searches).
    pub rng: &'a mut R,
    /// Told of every finished iteration (UAI's `info` lines, the window's live line).
    pub progress: &'a mut dyn FnMut(&Iteration<'_, G::Move>),
    /// A transposition table kept from one search to the next, for an algorithm that uses one.
    pub kept: Option<&'a mut Slot>,
    /// Record the search's tree, with at most this many nodes.
    pub record: Option<usize>,
    /// When the search started.
    pub start: Instant,
}

/// What a search hands back: its report, and its tree when it was asked to record one.
pub(crate) type Searched<M> = (Report<M>, Option<Tree<M>>);

/// One algorithm: what it says about itself, and its search from the root.
pub(crate) trait Searcher {
    /// Its names, help, key and enhancements.
    const INFO: Info;

    /// The budget (iterations) a sampling search is recorded with for the step-through (keys S
    /// and X), small enough to follow by hand: the search the window runs otherwise has its
    /// think budget, thousands of iterations. `None` where the step-through replays the search
    /// as the window runs it (the depth-first ones, up to the replay's size).
    const STEP_BUDGET: Option<u64> = None;

    /// Searches `run.root` under `run.limits`.
    fn search<G: SearchHints, R: Rng + ?Sized>(run: Run<'_, G, R>) -> Searched<G::Move>;

    /// The exact value of each legal move of `root`, `depth` decisions deep (see
    /// `move_values` in `driver.rs`).
    fn move_values<G: SearchHints>(
        root: &G,
        depth: u32,
        cancel: Option<Arc<AtomicBool>>,
    ) -> Vec<MoveValue<G::Move>>;
}
