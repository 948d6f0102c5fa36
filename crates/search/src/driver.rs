//! The ways in: [`search`] and its forms (with progress, with a table kept between searches,
//! recorded as a tree). Each checks what is asked — a position with a move to play, enhancements
//! the algorithm takes, a table size in range — and hands the search to the algorithm, which owns
//! it from the root (through the registry).

use crate::time::Instant;
use std::fmt;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use rand::Rng;

use super::searcher::Run;
use super::tree::Tree;
use super::tt::{self, Slot};
use super::{Algorithm, Enhancements, Iteration, Limits, MoveValue, Report};
use game::SearchHints;

/// Why a search could not start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SearchError {
    /// The position is already over: there is nothing to search.
    GameOver,
    /// Enhancements were asked of an algorithm that stays textbook.
    NoEnhancements(Algorithm, Enhancements),
    /// A transposition table size outside 1..=[`MAX_HASH_MB`](tt::MAX_HASH_MB) MB.
    HashSize(usize),
}

impl fmt::Display for SearchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SearchError::GameOver => {
                f.write_str("the game is already over (expected a position with a move to play)")
            }
            SearchError::NoEnhancements(a, e) => {
                let takes = a.info().enhancements;
                if takes.is_empty() {
                    let users: Vec<&str> = Algorithm::EVERY
                        .iter()
                        .filter(|b| !b.info().enhancements.is_empty())
                        .map(|b| b.name())
                        .collect();
                    write!(
                        f,
                        "{a} takes no enhancements (asked for {e}; only {} use them)",
                        users.join(", ")
                    )
                } else {
                    write!(f, "{a} takes {} (asked for {e})", takes.choices())
                }
            }
            SearchError::HashSize(mb) => write!(
                f,
                "hash size {mb} MB is out of range (expected 1 to {} MB)",
                tt::MAX_HASH_MB
            ),
        }
    }
}

impl std::error::Error for SearchError {}

/// Searches `root` with `algorithm` under `limits`; ties at the root are broken with `rng`.
///
/// # Errors
/// [`SearchError::GameOver`] when the position has no move to search; enhancements asked of an
/// algorithm other than the alpha-beta forms; a table size out of range.
pub fn search<G: SearchHints, R: Rng + ?Sized>(
    algorithm: Algorithm,
    root: &G,
    limits: &Limits,
    rng: &mut R,
) -> Result<Report<G::Move>, SearchError> {
    search_with_progress(algorithm, root, limits, rng, &mut |_| {})
}

/// As [`search`], calling `progress` after every finished iteration (UAI's `info` lines).
///
/// # Errors
/// As [`search`].
pub fn search_with_progress<G: SearchHints, R: Rng + ?Sized>(
    algorithm: Algorithm,
    root: &G,
    limits: &Limits,
    rng: &mut R,
    progress: &mut dyn FnMut(&Iteration<'_, G::Move>),
) -> Result<Report<G::Move>, SearchError> {
    run(algorithm, root, limits, rng, progress, None)
}

/// A transposition table kept from one search to the next, for many searches of positions of one
/// game with one set of enhancements (building an opening book: a position's proven subtrees are
/// its neighbours' too). Only proven entries are ever kept in it between searches that go to the
/// end of the game; a search with a depth limit may leave entries that only that depth uses.
pub struct KeptTable<G> {
    table: Slot,
    set: Enhancements,
    game: std::marker::PhantomData<G>,
}

impl<G> KeptTable<G> {
    /// Waits for the helper threads of the last search to end (told to stop when it answered;
    /// see `threads` in [`Limits`]), so that no thread of it outlives the answer for long: an
    /// engine calls it once its answer is out.
    pub fn settle(&mut self) {
        self.table.settle();
    }

    /// Forgets every entry and keeps the memory, so that the next search starts from nothing
    /// without making a table: what Pascal Pons' solver does between the positions of a
    /// benchmark, outside its timer (`examples/solve.rs`).
    pub fn clear(&mut self) {
        self.table.settle();
        if let Some(t) = self.table.table.as_mut() {
            t.clear();
        }
    }
}

impl<G: SearchHints> Default for KeptTable<G> {
    fn default() -> Self {
        KeptTable {
            table: Slot::default(),
            set: Enhancements::NONE,
            game: std::marker::PhantomData,
        }
    }
}

/// As [`search`], with the transposition table `kept` from earlier searches (made on the first;
/// made afresh when the enhancements differ, since `sym` changes the keys).
///
/// # Errors
/// As [`search`].
pub fn search_keeping<G: SearchHints, R: Rng + ?Sized>(
    algorithm: Algorithm,
    root: &G,
    limits: &Limits,
    rng: &mut R,
    kept: &mut KeptTable<G>,
) -> Result<Report<G::Move>, SearchError> {
    search_keeping_with_progress(algorithm, root, limits, rng, kept, &mut |_| {})
}

/// As [`search_keeping`], calling `progress` after every finished iteration (an engine that
/// keeps its table from one move to the next).
///
/// # Errors
/// As [`search`].
pub fn search_keeping_with_progress<G: SearchHints, R: Rng + ?Sized>(
    algorithm: Algorithm,
    root: &G,
    limits: &Limits,
    rng: &mut R,
    kept: &mut KeptTable<G>,
    progress: &mut dyn FnMut(&Iteration<'_, G::Move>),
) -> Result<Report<G::Move>, SearchError> {
    if kept.set != limits.enhance {
        kept.table = Slot::default();
        kept.set = limits.enhance;
    }
    run(
        algorithm,
        root,
        limits,
        rng,
        progress,
        Some(&mut kept.table),
    )
}

/// [`search_with_progress`], with a table kept in `kept` when given.
fn run<G: SearchHints, R: Rng + ?Sized>(
    algorithm: Algorithm,
    root: &G,
    limits: &Limits,
    rng: &mut R,
    progress: &mut dyn FnMut(&Iteration<'_, G::Move>),
    kept: Option<&mut Slot>,
) -> Result<Report<G::Move>, SearchError> {
    check(algorithm, root, limits)?;
    let run = Run {
        algorithm,
        root,
        limits,
        rng,
        progress,
        kept,
        record: None,
        start: Instant::now(),
    };
    Ok(algorithm.run(run).0)
}

/// What every search checks first: a move to play, enhancements the algorithm takes, a table
/// size in range.
fn check<G: SearchHints>(
    algorithm: Algorithm,
    root: &G,
    limits: &Limits,
) -> Result<(), SearchError> {
    if root.outcome().is_some() {
        return Err(SearchError::GameOver);
    }
    if !algorithm.takes(limits.enhance) {
        return Err(SearchError::NoEnhancements(algorithm, limits.enhance));
    }
    let hash_mb = limits.hash_mb.unwrap_or(tt::DEFAULT_HASH_MB);
    if !(1..=tt::MAX_HASH_MB).contains(&hash_mb) {
        return Err(SearchError::HashSize(hash_mb));
    }
    Ok(())
}

/// What [`search_recorded`] hands back: the search's report and its tree.
pub type Recorded<M> = (Report<M>, Tree<M>);

/// Searches `root` as [`search`] does and records the tree of the search, at most `max_nodes`
/// nodes (those within [`KEEP_PLY`](super::KEEP_PLY) plies of the root always).
///
/// The search is recorded with the enhancements it takes (the alpha-beta forms' table, ordering,
/// null windows, reductions and forced moves each leave a [`Note`](super::Note) on the nodes
/// they touched; an algorithm that takes none of `limits.enhance` is recorded textbook), and the
/// node count is `compare`'s with the same `--enhance`. With a time or node budget the search deepens iteratively and the tree holds its last pass
/// ([`Tree::earlier`] counts the nodes of the passes before). When the tree is not
/// [`truncated`](Tree::truncated) it holds exactly the report's [`nodes`](Report::nodes) minus
/// [`Tree::earlier`]. A sampling search records its own tree: each node's visits and wins. The
/// enhanced search's attempts to finish a proof between passes are not made while recording.
///
/// # Errors
/// [`SearchError::GameOver`] when the position has no move to search.
pub fn search_recorded<G: SearchHints, R: Rng + ?Sized>(
    algorithm: Algorithm,
    root: &G,
    limits: &Limits,
    rng: &mut R,
    max_nodes: usize,
) -> Result<Recorded<G::Move>, SearchError> {
    search_recorded_with_progress(algorithm, root, limits, rng, max_nodes, &mut |_| {})
}

/// As [`search_recorded`], telling `progress` of every finished deepening pass (as
/// [`search_with_progress`] does), so a recorded search can be watched live too.
///
/// # Errors
/// [`SearchError::GameOver`] when the position has no move to search.
pub fn search_recorded_with_progress<G: SearchHints, R: Rng + ?Sized>(
    algorithm: Algorithm,
    root: &G,
    limits: &Limits,
    rng: &mut R,
    max_nodes: usize,
    progress: &mut dyn FnMut(&Iteration<'_, G::Move>),
) -> Result<Recorded<G::Move>, SearchError> {
    if root.outcome().is_some() {
        return Err(SearchError::GameOver);
    }
    // An algorithm records the enhancements it takes; the others search textbook.
    let limits = Limits {
        enhance: if algorithm.takes(limits.enhance) {
            limits.enhance
        } else {
            Enhancements::NONE
        },
        ..limits.clone()
    };
    let run = Run {
        algorithm,
        root,
        limits: &limits,
        rng,
        progress,
        kept: None,
        record: Some(max_nodes),
        start: Instant::now(),
    };
    let (report, tree) = algorithm.run(run);
    let tree = tree.expect("a recorded search records its tree");
    Ok((report, tree))
}

/// The exact value of every legal move at a decision node, each searched `depth − 1` deeper with
/// `algorithm` and a full window (so the values are exact, unlike the bounds a pruning root pass
/// leaves on the moves it rejects). Empty at a chance node or a finished game. An algorithm that
/// is not depth-first gives negamax alpha-beta's values (the exact values are the same).
#[must_use]
pub fn move_values<G: SearchHints>(
    algorithm: Algorithm,
    root: &G,
    depth: u32,
    cancel: Option<Arc<AtomicBool>>,
) -> Vec<MoveValue<G::Move>> {
    algorithm.move_values(root, depth, cancel)
}
