//! The jobs the search thread runs and what it answers: the computer's move, or the analysis a
//! view asks for (see [`super::views::View::job`]), each tagged with an id so that a stale answer
//! is recognised.

use std::sync::Arc;
use std::time::Duration;

use super::seat::{AnyMove, AnyPosition};
use super::tree::SearchTree;
use crate::search::{Algorithm, Limits, Report, Value, Verdict};

/// What a job computes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum JobKind {
    /// The computer's move (the session plays the report's best move).
    Move,
    /// Each legal move's value for the side to move (key V), to the limits' depth.
    Values,
    /// The expected continuation (key P): a search like the computer's, not played.
    Line,
    /// Every algorithm on the position under the same limits (key K).
    Compare,
    /// The search like the computer's, recorded node by node for the tree panel (key T), not
    /// played.
    Tree,
}

/// One search to run.
#[derive(Clone, Debug)]
pub struct Job {
    /// What to compute.
    pub kind: JobKind,
    /// Matches the result to the request (stale results are ignored).
    pub id: u64,
    /// The position to search.
    pub position: AnyPosition,
    /// The algorithm.
    pub algorithm: Algorithm,
    /// Depth and time limits (the worker adds the cancel flag).
    pub limits: Limits,
    /// Seed for the root tie-breaks; `None` for a fresh random one.
    pub seed: Option<u64>,
    /// Record the search's tree (the computer's move while the tree panel is open; always for
    /// [`JobKind::Tree`]). An unrecorded search pays nothing for it.
    pub record: bool,
}

/// A finished search: the search's own report, tagged with the job it answers.
#[derive(Clone, Debug)]
pub struct SearchDone {
    /// The job's id.
    pub id: u64,
    /// What the search found (an empty report when the position had nothing to search).
    pub report: Report<AnyMove>,
    /// The game's summary of the decision (seed 002's pieces in Senet), if it has one.
    pub summary: Option<String>,
    /// What an analysis job found (`None` for the computer's move).
    pub analysis: Option<Analysis>,
    /// The recorded tree, when the job asked for one.
    pub tree: Option<Arc<SearchTree>>,
}

/// What an analysis job found.
#[derive(Clone, Debug)]
pub enum Analysis {
    /// Each legal move's value (key V).
    Values(Vec<MoveMark>),
    /// The expected continuation from the position (key P).
    Line(Vec<AnyMove>),
    /// Each algorithm's report on the position (key K), in the order they ran, and the nodes
    /// of each of its deepening passes.
    Compare(Vec<Report<AnyMove>>, Vec<Passes>),
}

impl Analysis {
    /// The kind of job that computes it.
    #[must_use]
    pub fn kind(&self) -> JobKind {
        match self {
            Analysis::Values(_) => JobKind::Values,
            Analysis::Line(_) => JobKind::Line,
            Analysis::Compare(..) => JobKind::Compare,
        }
    }
}

/// For the log: `values: a1 W3, b2 D` (a sampling search's: `b2 61% of 4321`), `line: b2 a1`, `compare: minimax 452 nodes, …`.
impl std::fmt::Display for Analysis {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let parts: Vec<String> = match self {
            Analysis::Values(v) => v
                .iter()
                .map(|m| match m.visits {
                    Some(n) => format!("{} {:.0}% of {n}", m.mv, m.value * 100.0),
                    None => format!(
                        "{} {}",
                        m.mv,
                        crate::search::value_text::short(m.verdict, m.value)
                    ),
                })
                .collect(),
            Analysis::Line(l) => l.iter().map(ToString::to_string).collect(),
            Analysis::Compare(c, _) => c
                .iter()
                .map(|r| format!("{} {} nodes", r.algorithm, r.nodes))
                .collect(),
        };
        let (name, sep) = match self {
            Analysis::Values(_) => ("values", ", "),
            Analysis::Line(_) => ("line", " "),
            Analysis::Compare(..) => ("compare", ", "),
        };
        write!(f, "{name}: {}", parts.join(sep))
    }
}

/// One move's value for the side to move, and what it proves.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct MoveMark {
    /// The move.
    pub mv: AnyMove,
    /// Its value for the side to move (exact where the game was searched to the end).
    pub value: Value,
    /// Win, draw or loss in so many plies when proven, else unknown (a heuristic value).
    pub verdict: Verdict,
    /// Positions visited to value it.
    pub nodes: u64,
    /// For a sampling search, how often the move was tried (its value is then their win rate).
    pub visits: Option<u64>,
}

/// A running search's state, as the HUD shows it while the computer thinks.
#[derive(Clone, Debug)]
pub struct Progress {
    /// The job it belongs to.
    pub id: u64,
    /// The algorithm searching now (for a comparison: the one running).
    pub algorithm: Algorithm,
    /// The deepest iteration finished (0 before the first).
    pub depth: u32,
    /// Positions visited by the finished iterations.
    pub nodes: u64,
    /// The best move so far and its value, once an iteration finished.
    pub best: Option<(AnyMove, Value, Verdict)>,
    /// The principal variation of the last finished iteration.
    pub pv: Vec<AnyMove>,
    /// For a sampling search, the best move's visits (its value is then their win rate).
    pub visits: Option<u64>,
    /// Time since the job started.
    pub elapsed: Duration,
    /// A comparison's reports so far.
    pub compared: Vec<Report<AnyMove>>,
}

/// What the worker tells the window.
#[derive(Clone, Debug)]
pub enum WorkerEvent {
    /// A job finished.
    Done(SearchDone),
    /// A job is still running: how far it got.
    Progress(Progress),
}

/// Each deepening pass's depth and nodes.
pub type Passes = Vec<(u32, u64)>;

/// The nodes of each deepening pass, from the running totals after each finished pass; what the
/// report counts beyond the last finished pass (a pass the budget stopped) is the next depth's.
/// The counts add up to the report's nodes.
#[must_use]
pub fn nodes_by_depth(passes: &[(u32, u64)], report: &Report<AnyMove>) -> Passes {
    let mut out = Vec::new();
    let mut before = 0;
    for &(depth, total) in passes {
        out.push((depth, total.saturating_sub(before)));
        before = total;
    }
    if report.nodes > before {
        let next = passes.last().map_or(1, |&(d, _)| d + 1);
        out.push((next, report.nodes - before));
    }
    out
}
