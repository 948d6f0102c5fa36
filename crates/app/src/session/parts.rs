//! The plain data a session's files share — what the computer's last move found, what the
//! person watches, the replay's place — kept apart from the behaviour so that the files that
//! act on a session (`play`, `pacing`, `watch`, `explore`) all read it and none reads another.

use std::any::Any;
use std::sync::Arc;

use search::time::Instant;

use crate::job::{Analysis, JobKind, Progress};
use crate::seat::{AnyMove, AnyPosition};
use crate::tree::SearchTree;
use game::Side;
use search::{Algorithm, Enhancements, Report};

/// What the last computer move found, for the HUD and the log: the search's own report.
#[derive(Clone, Debug)]
pub(super) struct ComputerMove {
    /// Who moved.
    pub(super) side: Side,
    /// The search's report.
    pub(super) report: Report<AnyMove>,
    /// The game's summary of the decision (Senet's pieces), if it has one.
    pub(super) summary: Option<crate::job::Summary>,
}

/// What an analysis was computed for: it is shown only while all three still hold.
#[derive(Copy, Clone, Debug, PartialEq)]
pub(super) struct Key {
    pub(super) position: AnyPosition,
    pub(super) algorithm: Algorithm,
    pub(super) depth: Option<u32>,
    /// The iterations a sampling search was recorded with for the step-through (keys S, X),
    /// when its own small budget ([`Algorithm::step_budget`]) and not the window's.
    pub(super) budget: Option<u64>,
    /// The enhancements of the computer's own search, for P's line, which repeats that search
    /// (`None` for the other analyses).
    pub(super) enhance: Option<Enhancements>,
}

/// An open view as the session holds it: its name, and the analysis it asks for while open.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct OpenView {
    pub(super) name: &'static str,
    pub(super) job: Option<JobKind>,
}

/// What each view keeps of its own in the session (the node the tree panel shows, the row the
/// code trace was scrolled to), by the view's name: the session holds it for the view and never
/// reads it.
#[derive(Default)]
pub(super) struct Slots(pub(super) Vec<(&'static str, Box<dyn Any + Send>)>);

impl std::fmt::Debug for Slots {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list()
            .entries(self.0.iter().map(|(name, _)| name))
            .finish()
    }
}

/// What the person watches: the open views and the analyses they asked for.
#[derive(Debug, Default)]
pub(super) struct Watch {
    /// The open views, in the order they were opened.
    pub(super) open: Vec<OpenView>,
    /// The analysis job in flight: its id, kind and key.
    pub(super) pending: Option<(u64, JobKind, Key)>,
    /// The job's latest progress.
    pub(super) progress: Option<Progress>,
    /// What each kind of analysis found last, and for what.
    pub(super) found: Vec<(Key, Analysis)>,
    /// The last recorded search and what it searched.
    pub(super) found_tree: Option<(Key, Arc<SearchTree>)>,
    /// Which recorded search `found_tree` is: one more for each kept, so that what a view keeps
    /// of one search can tell it is stale.
    pub(super) tree_serial: u64,
    /// How often the replay has started or moved: one more at each.
    pub(super) replay_moves: u64,
    /// The replay, while stepping (key S).
    pub(super) step: Option<Stepping>,
    /// S was pressed before the tree was there: start the replay when it comes.
    pub(super) step_wanted: bool,
    /// A search too big to step through is refused without a notice: the view that asked for
    /// the replay (the code trace) says why in its own words.
    pub(super) step_quiet: bool,
    /// What each view keeps of its own.
    pub(super) slots: Slots,
    /// A recording that came back without a tree (a search that could not start), so that it is
    /// not asked for again and again.
    pub(super) tree_failed: Option<Key>,
}

impl Watch {
    pub(super) fn is_open(&self, name: &str) -> bool {
        self.open.iter().any(|v| v.name == name)
    }

    /// True while an open view asks for this kind of analysis.
    pub(super) fn open(&self, kind: JobKind) -> bool {
        self.open.iter().any(|v| v.job == Some(kind))
    }

    /// What the last analysis of this kind was computed for.
    pub(super) fn found(&self, kind: JobKind) -> Option<Key> {
        match kind {
            JobKind::Tree => self.found_tree.as_ref().map(|f| f.0),
            _ => self.analysis(kind).map(|f| f.0),
        }
    }

    pub(super) fn analysis(&self, kind: JobKind) -> Option<&(Key, Analysis)> {
        self.found.iter().find(|(_, a)| a.kind() == kind)
    }

    /// Keeps what an analysis found, in place of the last of its kind.
    pub(super) fn keep(&mut self, key: Key, analysis: Analysis) {
        self.found.retain(|(_, a)| a.kind() != analysis.kind());
        self.found.push((key, analysis));
    }

    /// The analysis of this kind, if it was computed for `key`.
    pub(super) fn for_key(&self, kind: JobKind, key: Key) -> Option<&Analysis> {
        self.analysis(kind).filter(|f| f.0 == key).map(|f| &f.1)
    }
}

/// The replay of the recorded search (key S).
#[derive(Clone, Debug)]
pub(super) struct Stepping {
    /// Steps taken.
    pub(super) index: usize,
    /// Playing by itself.
    pub(super) auto: bool,
    /// Index into [`STEP_SPEEDS`].
    pub(super) speed: usize,
    /// When auto-play takes the next step.
    pub(super) next_at: Option<Instant>,
}
