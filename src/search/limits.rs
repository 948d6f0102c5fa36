//! How far and how long a search may go — depth, time, nodes and a cancel flag — and with which
//! enhancements.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use super::Enhancements;

/// "No depth limit": deeper than any game here lasts.
pub const UNLIMITED_DEPTH: u32 = 10_000;

/// How far and how long a search may go.
#[derive(Clone, Debug, Default)]
pub struct Limits {
    /// Maximum depth in decisions (`None`: search to the end of the game).
    pub depth: Option<u32>,
    /// Time budget; with one, the search deepens iteratively and keeps the last finished depth.
    pub time: Option<Duration>,
    /// Node budget (UAI `go nodes`); like a time budget it makes the search iterative.
    pub nodes: Option<u64>,
    /// Set from another thread to stop the search as soon as possible.
    pub cancel: Option<Arc<AtomicBool>>,
    /// The enhancements to use (only the alpha-beta forms take any); none by default, so node
    /// counts stay the textbook ones.
    pub enhance: Enhancements,
    /// Transposition table size in MB (`None`: [`DEFAULT_HASH_MB`](super::DEFAULT_HASH_MB)).
    pub hash_mb: Option<usize>,
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
