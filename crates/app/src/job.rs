//! The jobs the search thread runs and what it answers: the computer's move, or the analysis a
//! view asks for (see [`super::views::View::job`]), each tagged with an id so that a stale answer
//! is recognised.
//!
//! In the browser the search runs in a Web Worker, another instance of the same program that
//! shares no memory with the page: a [`Job`] and each [`WorkerEvent`] cross as bytes
//! ([`Job::to_bytes`], [`WorkerEvent::from_bytes`]; postcard's compact form of their serde
//! derives). A position crosses as its game's name and its text form, as `--position` reads it.

use std::sync::Arc;
use std::time::Duration;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::seat::{AnyMove, AnyPosition, Variant};
use super::tree::SearchTree;
use search::{Algorithm, Limits, Report, Value, Verdict};

/// What a job computes; the open views' analyses run in this order.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum JobKind {
    /// The computer's move (the session plays the report's best move).
    Move,
    /// Each legal move's value for the side to move (key V), to the limits' depth; with every
    /// enhancement and no depth limit, each move proven by the computer's search (the book
    /// first), the limits' time for each.
    Values,
    /// The expected continuation (key P): the computer's own search with the limits and seed
    /// of its move (the book first where it plays proven moves), not played.
    Line,
    /// Every algorithm on the position under the same limits (key K).
    Compare,
    /// The search like the computer's, recorded node by node for the tree panel (key T), not
    /// played.
    Tree,
}

/// One search to run.
#[derive(Clone, Debug, Serialize, Deserialize)]
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
    /// The computer's move is an outside engine's to find, not the algorithm's (the shell's
    /// [`EngineRunner`](super::worker::EngineRunner) runs it; the page has none).
    #[serde(default)]
    pub engine: Option<EngineTask>,
}

/// What an outside engine is asked: the game from its start, so that a protocol which sends
/// the moves played (UGI) can, and how long it may think.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EngineTask {
    /// The engine's name, as the engines file or `--engine` gave it.
    pub name: String,
    /// Where the game started.
    pub start: AnyPosition,
    /// The moves played since, which lead to the job's position.
    pub moves: Vec<AnyMove>,
    /// Its time for the move (`go movetime`).
    pub movetime: Duration,
}

/// A finished search: the search's own report, tagged with the job it answers.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SearchDone {
    /// The job's id.
    pub id: u64,
    /// What the search found (an empty report when the position had nothing to search).
    pub report: Report<AnyMove>,
    /// The game's summary of the decision (seed 002's pieces in Senet), or where a book move
    /// came from, if there is one.
    pub summary: Option<Summary>,
    /// What an analysis job found (`None` for the computer's move).
    pub analysis: Option<Analysis>,
    /// The recorded tree, when the job asked for one.
    pub tree: Option<Arc<SearchTree>>,
    /// An engine's move that was none: why it loses by forfeit, naming it and quoting what it did.
    #[serde(default)]
    pub forfeit: Option<crate::forfeit::Forfeit>,
    /// An engine's protocol traffic not yet reported (see [`Progress::traffic`]).
    #[serde(default)]
    pub traffic: Vec<String>,
}

/// What an analysis job found.
#[derive(Clone, Debug, Serialize, Deserialize)]
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

pub use crate::summary::Summary;

/// For the log: `values: a1 W3, b2 D` (a sampling search's: `b2 61% of 4321`), `line: b2 a1`, `compare: minimax 452 nodes, …`.
impl std::fmt::Display for Analysis {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let parts: Vec<String> = match self {
            Analysis::Values(v) => v
                .iter()
                .map(|m| match m.visits {
                    Some(n) => format!(
                        "{} {} of {}",
                        m.mv,
                        search::value_text::rate(m.value),
                        search::value_text::count(n)
                    ),
                    None => format!("{} {}", m.mv, search::value_text::short(m.verdict, m.value)),
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
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
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
    /// The depth its value was searched to, where the budget ran out before a proof on a board
    /// where V proves each move (`None`: proven, or every move searched to one depth).
    pub depth: Option<u32>,
}

/// A running search's state, as the HUD shows it while the computer thinks.
#[derive(Clone, Debug, Serialize, Deserialize)]
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
    /// Each move's value so far, while V's values are proven one move after another.
    pub valued: Vec<MoveMark>,
    /// An engine's protocol traffic since the last report, a line each: the time in ms, `>` to
    /// it, `<` from it, `!` its stderr, and the text.
    #[serde(default)]
    pub traffic: Vec<String>,
}

/// What the worker tells the window.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum WorkerEvent {
    /// A job finished.
    Done(SearchDone),
    /// A job is still running: how far it got.
    Progress(Progress),
}

impl Job {
    /// The job as the bytes of a message to the browser's search worker.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        to_bytes(self)
    }

    /// The job the page sent, or why the bytes are none.
    ///
    /// # Errors
    /// Bytes that are not a job of this program's version.
    pub fn from_bytes(bytes: &[u8]) -> Result<Job, String> {
        postcard::from_bytes(bytes).map_err(|e| format!("not a job: {e}"))
    }
}

impl WorkerEvent {
    /// The event as the bytes of the search worker's message to the page.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        to_bytes(self)
    }

    /// The event the search worker sent, or why the bytes are none.
    ///
    /// # Errors
    /// Bytes that are not an event of this program's version.
    pub fn from_bytes(bytes: &[u8]) -> Result<WorkerEvent, String> {
        postcard::from_bytes(bytes).map_err(|e| format!("not a worker event: {e}"))
    }
}

fn to_bytes(value: &impl Serialize) -> Vec<u8> {
    // Writing into a growing vector fails only for a type serde cannot describe, which none of
    // these has (every field is plain data, a string, a sequence or an option).
    postcard::to_allocvec(value).unwrap_or_else(|e| unreachable!("postcard cannot fail here: {e}"))
}

/// A position crosses as its game's name and its text form (`tictactoe`, `x.o/.x./..o x`): the
/// game types hold references to their boards' shared tables, which no derive can carry.
impl Serialize for AnyPosition {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        (self.seat().name(self), self.to_string()).serialize(s)
    }
}

impl<'de> Deserialize<'de> for AnyPosition {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<AnyPosition, D::Error> {
        let (game, text) = <(String, String)>::deserialize(d)?;
        let variant: Variant = game.parse().map_err(serde::de::Error::custom)?;
        variant
            .parse_position(&text)
            .map_err(serde::de::Error::custom)
    }
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

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;

    use rand::SeedableRng;
    use rand::rngs::StdRng;

    use super::*;
    use crate::worker::run_job;
    use search::{Algorithm, Enhancements, Limits};

    /// Positions a few random moves (and throws) into each preset board.
    fn positions() -> Vec<AnyPosition> {
        let mut rng = StdRng::seed_from_u64(7);
        let mut out = Vec::new();
        for v in Variant::presets() {
            let mut p = v.start();
            for _ in 0..9 {
                out.push(p);
                let moves = p.legal_moves();
                let Some(&mv) =
                    moves.get(rand::RngExt::random_range(&mut rng, 0..moves.len().max(1)))
                else {
                    break;
                };
                p = p.play(mv).unwrap();
            }
        }
        out
    }

    #[test]
    fn positions_and_moves_cross_unchanged() {
        let all = positions();
        assert!(all.len() > 50);
        for p in all {
            let back: AnyPosition = postcard::from_bytes(&to_bytes(&p)).unwrap();
            assert_eq!(back, p, "{}: {p}", p.seat().name(&p));
            for mv in p.legal_moves() {
                let back: AnyMove = postcard::from_bytes(&to_bytes(&mv)).unwrap();
                assert_eq!(back, mv);
            }
        }
    }

    fn job(kind: JobKind, position: AnyPosition, limits: Limits) -> Job {
        Job {
            kind,
            id: 41,
            position,
            algorithm: Algorithm::EVERY[3],
            limits,
            seed: Some(5),
            record: kind == JobKind::Tree,
            engine: None,
        }
    }

    #[test]
    fn jobs_cross_without_their_live_links() {
        let p = Variant::default().start();
        let limits = Limits {
            depth: Some(4),
            time: Some(Duration::from_millis(1500)),
            enhance: Enhancements::ALL,
            cancel: Some(Arc::default()),
            ..Limits::default()
        };
        let j = job(JobKind::Compare, p, limits);
        let back = Job::from_bytes(&j.to_bytes()).unwrap();
        assert_eq!(
            (back.kind, back.id, back.position, back.algorithm),
            (j.kind, j.id, j.position, j.algorithm)
        );
        assert_eq!((back.seed, back.record), (j.seed, j.record));
        assert_eq!(back.limits.depth, Some(4));
        assert_eq!(back.limits.time, Some(Duration::from_millis(1500)));
        assert_eq!(back.limits.enhance, Enhancements::ALL);
        assert!(back.limits.cancel.is_none());
        assert!(Job::from_bytes(&[1, 2, 3]).is_err());
        assert!(WorkerEvent::from_bytes(&[]).is_err());
    }

    /// Every kind of job, run and sent back: what arrives prints and compares as what left.
    #[test]
    fn every_result_crosses_unchanged() {
        let p = "tictactoe".parse::<Variant>().unwrap().start();
        for kind in [
            JobKind::Move,
            JobKind::Values,
            JobKind::Line,
            JobKind::Compare,
            JobKind::Tree,
        ] {
            let done = run_job(
                &job(kind, p, Limits::default()),
                Arc::new(AtomicBool::new(false)),
            );
            let bytes = WorkerEvent::Done(done.clone()).to_bytes();
            let Ok(WorkerEvent::Done(back)) = WorkerEvent::from_bytes(&bytes) else {
                panic!("{kind:?} did not come back as a finished job");
            };
            assert_eq!(format!("{back:?}"), format!("{done:?}"), "{kind:?}");
            if kind == JobKind::Tree {
                let (a, b) = (back.tree.unwrap(), done.tree.unwrap());
                assert_eq!(a, b);
                // The full tic-tac-toe tree under alpha-beta, root window (−∞, +∞) included.
                assert!(a.nodes.len() > 1000, "{}", a.nodes.len());
                assert_eq!(a.nodes[0].window, Some((f64::NEG_INFINITY, f64::INFINITY)));
            }
        }
    }

    /// The enhanced search's tree crosses with its notes (the recorder's own, kept as data:
    /// postcard cannot read back an enum tagged inside, as `gametree tree`'s JSON writes it)
    /// and its cut-offs' pruned moves.
    #[test]
    fn an_enhanced_tree_crosses_with_its_notes() {
        let p = "mnk:4x4:3".parse::<Variant>().unwrap().start();
        let limits = Limits {
            depth: Some(4),
            enhance: Enhancements::ALL,
            ..Limits::default()
        };
        let j = Job {
            algorithm: Algorithm::NegamaxAb,
            ..job(JobKind::Tree, p, limits)
        };
        let done = run_job(&j, Arc::new(AtomicBool::new(false)));
        let bytes = WorkerEvent::Done(done.clone()).to_bytes();
        let Ok(WorkerEvent::Done(back)) = WorkerEvent::from_bytes(&bytes) else {
            panic!("the tree did not come back");
        };
        let (a, b) = (back.tree.unwrap(), done.tree.unwrap());
        assert_eq!(a, b);
        let noted = a.nodes.iter().filter(|n| !n.notes.is_empty()).count();
        assert!(noted > 10, "{noted} nodes with notes");
        assert!(
            a.nodes.iter().any(|n| n.is_pruned()),
            "cut-offs prune moves"
        );
    }
}
