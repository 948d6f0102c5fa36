//! What the enhanced alpha-beta (`enhanced.rs`) keeps across nodes and iterations — the
//! table, killer moves, history, ordering buffers. The enhanced search owns it (it is the
//! search's `Descent`, beside the textbook searches' `Ctx`, which holds none of it).

use std::sync::Arc;

use super::enhance::Enhancements;
use super::move_pick::Scored;
use super::tt::{Entry, Table};
use game::SearchHints;

/// Killer moves are kept for this many plies.
const KILLER_PLIES: usize = 128;

/// What the enhanced search keeps across nodes and iterations.
pub(crate) struct Enhanced<G: SearchHints> {
    /// The enhancements on.
    pub(crate) set: Enhancements,
    /// The transposition table, when `tt` is on and the game keys its positions; shared with
    /// the helper threads of a lazy SMP search (then made whole: it grows only while this
    /// search holds it alone).
    pub(crate) table: Option<Arc<Table>>,
    /// Two killer moves per ply: quiet moves that cut off a sibling's search.
    pub(crate) killers: Vec<[Option<G::Move>; 2]>,
    /// Per move key, how much cutting off that move has done (depth² per cut-off).
    pub(crate) history: Vec<u32>,
    /// Reusable buffers of scored moves for ordering,
    /// one per node on the current line.
    pub(crate) scored: Vec<Vec<Scored<G::Move>>>,
    /// A reusable buffer for the moves a game names as scored highest.
    pub(crate) top_moves: Vec<G::Move>,
    /// Entries whose subtree reached the end of the game on every line (proven values) are
    /// used at any depth, not only at least as deep as their longest line: set while deepening
    /// iteratively, where a pass's value need not be the textbook one at its depth.
    pub(crate) proofs_at_any_depth: bool,
    /// Only proven entries' moves are tried first: set while trying to finish a proof, whose
    /// ordering a shallow pass's best moves were measured to spoil.
    pub(crate) proven_moves_only: bool,
    /// The ply of the null move's reply while it is searched (none: `u32::MAX`): no second
    /// null move there, nor a futility cut (both lean on the static evaluation the pass skewed).
    pub(crate) null_reply_at: u32,
    /// 0 for the main search; the number of a lazy SMP helper thread, which skips some depths
    /// so that the threads spread over more than one depth.
    pub(crate) helper: usize,
    /// The ply of the node `ext` extended while its subtree is searched (none: `u32::MAX`):
    /// nothing below it is extended again.
    pub(crate) extended_at: u32,
}

impl<G: SearchHints> Default for Enhanced<G> {
    fn default() -> Self {
        Enhanced {
            set: Enhancements::NONE,
            table: None,
            killers: Vec::new(),
            history: Vec::new(),
            scored: Vec::new(),
            top_moves: Vec::new(),
            proofs_at_any_depth: false,
            proven_moves_only: false,
            null_reply_at: u32::MAX,
            helper: 0,
            extended_at: u32::MAX,
        }
    }
}

impl<G: SearchHints> Enhanced<G> {
    /// The state for `set`, with a table of `table` when given.
    pub(crate) fn new(set: Enhancements, table: Option<Arc<Table>>) -> Enhanced<G> {
        Enhanced {
            set,
            table,
            killers: vec![[None; 2]; KILLER_PLIES],
            history: vec![0; G::MOVE_KEYS],
            ..Enhanced::default()
        }
    }

    /// Stores `e` for `key` in the table, which grows when it is time unless it is shared.
    #[inline]
    pub(crate) fn store(&mut self, key: u64, e: Entry) {
        if let Some(t) = self.table.as_mut()
            && t.put(key, e)
            && let Some(t) = Arc::get_mut(t)
        {
            t.grow();
        }
    }
}
