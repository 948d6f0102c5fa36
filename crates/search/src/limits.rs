//! How far and how long a search may go — depth, time, nodes and a cancel flag — and with which
//! enhancements.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

use super::Enhancements;

/// The deepest any search goes, in decisions (and the deepest `perft` the command line takes):
/// far past the end of every m,n,k game (at most 64 plies) and of any line a search can finish
/// in Blob War or Senet, whose games can in principle go on for thousands of moves. Bounding the
/// recursion keeps it inside a thread's stack: a Senet search this deep (a decision and a chance
/// node per turn) uses about 0.6 MB of stack in a release build.
pub const MAX_DEPTH: u32 = 500;

/// The most threads a search takes ([`Limits::threads`]): more is refused rather than spawned.
pub const MAX_THREADS: usize = 256;

/// "No depth limit": search until every line ends, but never deeper than [`MAX_DEPTH`] (a line
/// still going on there is valued by the evaluation, as at any depth limit).
pub const UNLIMITED_DEPTH: u32 = MAX_DEPTH;

/// Where a running search posts its node count as it goes (each time it looks at its limits,
/// every 1,024 nodes): an [`AtomicU64`] that another thread reads for a live display, or, where
/// there are no threads (a browser's Web Worker), something that passes the count on itself.
pub trait LiveNodes: Send + Sync + std::fmt::Debug {
    /// The search has visited `nodes` positions so far.
    fn post(&self, nodes: u64);
}

impl LiveNodes for AtomicU64 {
    fn post(&self, nodes: u64) {
        self.store(nodes, Ordering::Relaxed);
    }
}

/// How far and how long a search may go. It crosses to a browser's search worker as a message
/// without its two live links (the cancel flag and the node count), which stay on each side.
#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize)]
pub struct Limits {
    /// Maximum depth in decisions (`None`: search to the end of the game); never more than
    /// [`MAX_DEPTH`].
    pub depth: Option<u32>,
    /// Time budget; with one, the search deepens iteratively and keeps the last finished depth.
    pub time: Option<Duration>,
    /// Node budget (UAI `go nodes`); like a time budget it makes the search iterative. For
    /// Monte Carlo tree search, the budget of iterations.
    pub nodes: Option<u64>,
    /// Set from another thread to stop the search as soon as possible.
    #[serde(skip)]
    pub cancel: Option<Arc<AtomicBool>>,
    /// Where the search posts its node count as it goes, so it can be shown live between
    /// finished depths.
    #[serde(skip)]
    pub live_nodes: Option<Arc<dyn LiveNodes>>,
    /// The enhancements to use (only the alpha-beta forms take any); none by default, so node
    /// counts stay the textbook ones.
    pub enhance: Enhancements,
    /// The exploration constant of UCT's UCB1 (`None`: √2), for Monte Carlo tree search.
    pub exploration: Option<f64>,
    /// How many plies a Monte Carlo playout goes before the evaluation decides it (`None`: the
    /// search's choice for the game).
    pub playout_cap: Option<u32>,
    /// Transposition table size in MB (`None`: [`DEFAULT_HASH_MB`](super::DEFAULT_HASH_MB)).
    pub hash_mb: Option<usize>,
    /// A soft time limit under a time budget (`time` is then the hard one): no new pass starts
    /// after it, and a pass the hard limit cuts short still counts when a root move finished in
    /// it (its best so far was searched deeper than the last pass's). `None`: the old rule, no
    /// pass starts after half the budget and a pass cut short is thrown away.
    #[serde(default)]
    pub soft_time: Option<Duration>,
    /// Threads searching together (lazy SMP: helpers share the enhanced search's table; the
    /// main thread's result is reported, with every thread's nodes). `None` or 1: one thread,
    /// today's search node for node. Only the enhanced search with a table takes more, never
    /// while recording a tree, nor in the browser (its worker is one thread).
    #[serde(default)]
    pub threads: Option<usize>,
}

impl Limits {
    /// Full-depth search with no budget.
    #[must_use]
    pub fn unlimited() -> Limits {
        Limits::default()
    }

    /// A fixed depth with no budget.
    #[must_use]
    pub fn depth(d: u32) -> Limits {
        Limits {
            depth: Some(d),
            ..Limits::default()
        }
    }
}
