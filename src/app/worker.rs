//! The search thread: the window hands it jobs and it answers through a callback, so the window
//! never freezes while the computer thinks. Every job carries a cancel flag; starting a new job
//! or cancelling raises the old one's flag, and the search stops within about a thousand nodes.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Sender, channel};
use std::thread::JoinHandle;
use std::time::Duration;

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::game::{AnyMove, AnyPosition};
use crate::search::{self, Algorithm, Limits, Verdict};
use crate::with_position;

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

/// A finished search.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchDone {
    /// The job's id.
    pub id: u64,
    /// The chosen move (`None` if cancelled before any, or at a chance node).
    pub best: Option<AnyMove>,
    /// Value for the side to move.
    pub value: f64,
    /// What the value proves.
    pub verdict: Verdict,
    /// Positions visited.
    pub nodes: u64,
    /// Depth reached.
    pub depth: u32,
    /// Thinking time.
    pub elapsed: Duration,
    /// True when the job was cancelled.
    pub cancelled: bool,
    /// The seed's summary in Senet: each movable piece's expected value, e.g. "9 +3.5 · 12 +1.0".
    pub summary: Option<String>,
}

/// Runs one job on the calling thread (the worker's body; also handy in tests).
#[must_use]
pub fn run_job(job: &Job, cancel: Arc<AtomicBool>) -> SearchDone {
    let limits = Limits {
        cancel: Some(cancel),
        ..job.limits.clone()
    };
    let mut rng = StdRng::seed_from_u64(job.seed.unwrap_or_else(rand::random));
    let summary = match job.position {
        AnyPosition::Senet(p) => senet_summary(job, &p, limits.cancel.clone()),
        _ => None,
    };
    let result = with_position!(job.position, p => {
        search::search(job.algorithm, &p, &limits, &mut rng).map(|r| SearchDone {
            id: job.id,
            best: r.best.map(AnyMove::from),
            value: r.value,
            verdict: r.verdict,
            nodes: r.nodes,
            depth: r.depth,
            elapsed: r.elapsed,
            cancelled: r.cancelled,
            summary: summary.clone(),
        })
    });
    result.unwrap_or(SearchDone {
        id: job.id,
        best: None,
        value: 0.0,
        verdict: Verdict::Unknown,
        nodes: 0,
        depth: 0,
        elapsed: Duration::ZERO,
        cancelled: false,
        summary: None,
    })
}

/// Each movable piece with the expected value of moving it, best first (seed 002's summary).
fn senet_summary(
    job: &Job,
    p: &crate::game::senet::Senet,
    cancel: Option<Arc<AtomicBool>>,
) -> Option<String> {
    let depth = job.limits.depth.unwrap_or(3);
    let mut values = search::move_values(job.algorithm, p, depth, cancel);
    if values.len() < 2 {
        return None; // one move or a pass: nothing to compare
    }
    values.sort_by(|a, b| b.value.total_cmp(&a.value));
    let nodes: u64 = values.iter().map(|v| v.nodes).sum();
    let parts: Vec<String> = values
        .iter()
        .map(|v| format!("{} {:+.1}", v.mv, v.value))
        .collect();
    Some(format!("pieces: {} ({nodes} nodes)", parts.join(" · ")))
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
