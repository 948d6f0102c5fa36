//! The search thread: the window hands it jobs and it answers through a callback, so the window
//! never freezes while the computer thinks. Every job carries a cancel flag; starting a new job
//! or cancelling raises the old one's flag, and the search stops within about a thousand nodes.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Sender, channel};
use std::thread::JoinHandle;

use rand::SeedableRng;
use rand::rngs::StdRng;

use super::seat::{AnyMove, AnyPosition, Listed, PositionVisitor};
use crate::search::{self, Algorithm, Limits, Report};

/// One search to run.
#[derive(Clone, Debug)]
pub struct Job {
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
}

/// Runs `algorithm` on whichever game a position holds, reporting in run-time moves: the one
/// place where the game chosen at run time becomes a monomorphised search.
pub struct Search<'a> {
    /// The algorithm.
    pub algorithm: Algorithm,
    /// Its limits.
    pub limits: &'a Limits,
    /// Root tie-breaks.
    pub rng: &'a mut StdRng,
}

impl PositionVisitor for Search<'_> {
    type Out = Result<Report<AnyMove>, search::SearchError>;
    fn visit<G: Listed>(self, p: &G) -> Self::Out {
        search::search(self.algorithm, p, self.limits, self.rng).map(G::report_into_any)
    }
}

/// The report of a search that had nothing to search (a finished game).
fn empty_report(algorithm: Algorithm) -> Report<AnyMove> {
    Report {
        algorithm,
        best: None,
        value: 0.0,
        verdict: search::Verdict::Unknown,
        nodes: 0,
        depth: 0,
        elapsed: std::time::Duration::ZERO,
        pv: Vec::new(),
        complete: false,
        cancelled: false,
    }
}

/// Runs one job on the calling thread (the worker's body; also handy in tests).
#[must_use]
pub fn run_job(job: &Job, cancel: Arc<AtomicBool>) -> SearchDone {
    let limits = Limits {
        cancel: Some(cancel),
        ..job.limits.clone()
    };
    let mut rng = StdRng::seed_from_u64(job.seed.unwrap_or_else(rand::random));
    let seat = job.position.seat();
    // The summary compares the moves only where there is a choice.
    let summary = seat
        .summary(
            &job.position,
            job.algorithm,
            job.limits.depth.unwrap_or(3),
            limits.cancel.clone(),
        )
        .filter(|s| s.rows.len() >= 2)
        .map(|s| s.line());
    let report = job
        .position
        .visit(Search {
            algorithm: job.algorithm,
            limits: &limits,
            rng: &mut rng,
        })
        .unwrap_or_else(|_| empty_report(job.algorithm));
    SearchDone {
        id: job.id,
        report,
        summary,
    }
}

/// The background search thread.
pub struct Worker {
    jobs: Option<Sender<(Job, Arc<AtomicBool>)>>,
    current: Option<Arc<AtomicBool>>,
    thread: Option<JoinHandle<()>>,
}

impl Worker {
    /// Starts the thread; `notify` is called on it with each finished search.
    #[must_use]
    pub fn spawn(notify: impl Fn(SearchDone) + Send + 'static) -> Worker {
        let (tx, rx) = channel::<(Job, Arc<AtomicBool>)>();
        let thread = std::thread::Builder::new()
            .name("search".into())
            .spawn(move || {
                while let Ok((job, cancel)) = rx.recv() {
                    if cancel.load(Ordering::Relaxed) {
                        continue;
                    }
                    notify(run_job(&job, cancel));
                }
            })
            .ok();
        Worker {
            jobs: Some(tx),
            current: None,
            thread,
        }
    }

    /// Starts `job`, cancelling the one before it.
    pub fn start(&mut self, job: Job) {
        self.cancel();
        let flag = Arc::new(AtomicBool::new(false));
        self.current = Some(flag.clone());
        if let Some(tx) = &self.jobs {
            // A send fails only if the thread died; the session then simply never gets a reply.
            let _ = tx.send((job, flag));
        }
    }

    /// Cancels the search in flight, if any.
    pub fn cancel(&mut self) {
        if let Some(flag) = self.current.take() {
            flag.store(true, Ordering::Relaxed);
        }
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        self.cancel();
        self.jobs = None; // closes the channel: the thread's loop ends
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}
