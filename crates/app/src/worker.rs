//! The search thread: the window hands it jobs and it answers through a callback, so the window
//! never freezes while the computer thinks. Every job carries a cancel flag; starting a new job
//! or cancelling raises the old one's flag, and the search stops within about a thousand nodes.
//!
//! Besides the computer's move, a job may be an analysis the person asked to watch (each move's
//! value, the principal variation, all algorithms compared). While a move search or a comparison
//! runs, the worker reports its [`Progress`] about ten times a second, and only then: an idle
//! program sends nothing and wakes nobody.
//!
//! A browser's Web Worker has one thread, so there [`run_job_watched`] reports from inside the
//! search instead (a [`LiveNodes`] hook the search calls every 1,024 nodes); the page itself
//! keeps the worker, and cancels by ending it (`web.rs`).

use crate::forfeit::{Forfeit, ForfeitKind};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{RecvTimeoutError, Sender, channel};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use rand::SeedableRng;
use rand::rngs::StdRng;

pub use super::job::{
    Analysis, EngineTask, Job, JobKind, MoveMark, Progress, SearchDone, Summary, WorkerEvent,
};
use super::seat::{AnyMove, AnyPosition, Listed, PositionVisitor, Variant};
use super::session::{Effects, Session};
use super::tree::SearchTree;
use search::time::Instant;
use search::{self, Algorithm, Enhancements, Limits, LiveNodes, Report, UNLIMITED_DEPTH, Verdict};

/// How often a running search reports its progress.
pub const PROGRESS_EVERY: Duration = Duration::from_millis(100);

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

/// As [`Search`], telling `progress` of every finished iteration (depth, nodes, best move, line),
/// its line after `before` (the book's moves that led to the position searched).
struct SearchWatched<'a> {
    algorithm: Algorithm,
    limits: &'a Limits,
    rng: &'a mut StdRng,
    progress: &'a Mutex<Progress>,
    before: &'a [AnyMove],
}

impl PositionVisitor for SearchWatched<'_> {
    type Out = Result<Report<AnyMove>, search::SearchError>;
    fn visit<G: Listed>(self, p: &G) -> Self::Out {
        let (shared, before) = (self.progress, self.before);
        search::search_with_progress(self.algorithm, p, self.limits, self.rng, &mut |it| {
            note_iteration::<G>(shared, it, before);
        })
        .map(G::report_into_any)
    }
}

/// As [`Search`], noting the running total of nodes after each deepening pass.
struct SearchPasses<'a> {
    algorithm: Algorithm,
    limits: &'a Limits,
    rng: &'a mut StdRng,
    totals: &'a mut Vec<(u32, u64)>,
}

impl PositionVisitor for SearchPasses<'_> {
    type Out = Result<Report<AnyMove>, search::SearchError>;
    fn visit<G: Listed>(self, p: &G) -> Self::Out {
        let totals = self.totals;
        search::search_with_progress(self.algorithm, p, self.limits, self.rng, &mut |it| {
            totals.push((it.depth, it.nodes));
        })
        .map(G::report_into_any)
    }
}

/// Puts a finished deepening pass into the shared progress the HUD reads, its line after
/// `before` (the moves from the job's position to the one searched).
fn note_iteration<G: Listed>(
    shared: &Mutex<Progress>,
    it: &search::Iteration<'_, G::Move>,
    before: &[AnyMove],
) {
    if let Ok(mut pr) = shared.lock() {
        pr.depth = it.depth;
        pr.nodes = it.nodes;
        pr.visits = it.visits;
        pr.pv = before.to_vec();
        pr.pv.extend(it.pv.iter().map(|&m| G::move_into_any(m)));
        pr.best = it
            .pv
            .first()
            .map(|&m| (G::move_into_any(m), it.value, it.verdict));
    }
}

/// Each legal move's value and verdict: exact (`exact`) where the search reached every end.
struct Values {
    algorithm: Algorithm,
    depth: u32,
    exact: bool,
    chance: bool,
    cancel: Option<Arc<AtomicBool>>,
}

impl PositionVisitor for Values {
    type Out = Vec<MoveMark>;
    fn visit<G: Listed>(self, p: &G) -> Vec<MoveMark> {
        search::move_values(self.algorithm, p, self.depth, self.cancel)
            .into_iter()
            .map(|v| MoveMark {
                mv: G::move_into_any(v.mv),
                value: v.value,
                // A win rate proves nothing; the solver's proof does.
                verdict: match v.visits {
                    Some(_) => v.proven,
                    None => Verdict::of(G::WIN, v.value, self.exact, self.chance),
                },
                nodes: v.nodes,
                visits: v.visits,
                depth: None,
            })
            .collect()
    }
}

/// Each legal move's value as the computer's proving search finds it (on the boards where it
/// plays proven moves): the book's verdict of the position the move leads to, else that
/// position searched with every enhancement for at most `limits.time`, one table kept from
/// one move to the next; a move the budget did not prove keeps the depth it reached.
struct ProvenValues<'a> {
    algorithm: Algorithm,
    limits: &'a Limits,
    game: String,
    /// Told of each move valued, with the moves valued so far.
    valued: &'a mut dyn FnMut(&[MoveMark]),
}

impl PositionVisitor for ProvenValues<'_> {
    type Out = Vec<MoveMark>;
    fn visit<G: Listed>(self, p: &G) -> Vec<MoveMark> {
        let mut marks = Vec::new();
        if p.is_chance() || p.outcome().is_some() {
            return marks;
        }
        let book = book_for::<G>(&self.game);
        let mut kept = search::KeptTable::<G>::default();
        let mut moves = Vec::new();
        p.legal_moves(&mut moves);
        for mv in moves {
            if self
                .limits
                .cancel
                .as_ref()
                .is_some_and(|c| c.load(Ordering::Relaxed))
            {
                break;
            }
            let child = p.play(mv);
            let (verdict, value, nodes, depth) = match child.outcome() {
                // The move ends the game: its result, one ply away.
                Some(game::Outcome::Win(s)) if s == p.side_to_move() => {
                    (Verdict::Win(1), G::WIN - 1.0, 1, None)
                }
                Some(game::Outcome::Win(_)) => (Verdict::Loss(1), -(G::WIN - 1.0), 1, None),
                Some(game::Outcome::Draw) => (Verdict::Draw, 0.0, 1, None),
                None => match book.and_then(|b| b.lookup(&child)) {
                    Some((_, v)) => {
                        let (verdict, value) = one_ply_up(v, 0.0, G::WIN);
                        (verdict, value, 0, None)
                    }
                    None => {
                        let mut rng = StdRng::seed_from_u64(1);
                        let Ok(r) = search::search_keeping(
                            self.algorithm,
                            &child,
                            self.limits,
                            &mut rng,
                            &mut kept,
                        ) else {
                            continue;
                        };
                        if r.cancelled {
                            break;
                        }
                        let (verdict, value) = one_ply_up(r.verdict, r.value, G::WIN);
                        let depth = (verdict == Verdict::Unknown).then_some(r.depth + 1);
                        (verdict, value, r.nodes, depth)
                    }
                },
            };
            marks.push(MoveMark {
                mv: G::move_into_any(mv),
                value,
                verdict,
                nodes,
                visits: None,
                depth,
            });
            (self.valued)(&marks);
        }
        marks
    }
}

/// The verdict and value of a move from the value of the position it leads to, for the side
/// to move there (`value` read only when nothing is proven): a loss there in n plies is a win
/// here in n + 1.
fn one_ply_up(child: Verdict, value: f64, win: f64) -> (Verdict, f64) {
    match child {
        Verdict::Win(n) => (Verdict::Loss(n + 1), -(win - f64::from(n + 1))),
        Verdict::Loss(n) => (Verdict::Win(n + 1), win - f64::from(n + 1)),
        Verdict::Draw => (Verdict::Draw, 0.0),
        Verdict::Unknown => (Verdict::Unknown, -value + 0.0),
    }
}

/// The move of the game's shipped opening book at a position, as a search's report (proven,
/// no nodes), with a line for the HUD saying it came from the book.
struct BookMove<'a> {
    game: &'a str,
    algorithm: Algorithm,
}

impl PositionVisitor for BookMove<'_> {
    type Out = Option<(Report<AnyMove>, Summary)>;
    fn visit<G: Listed>(self, p: &G) -> Self::Out {
        let start = Instant::now();
        let book = book_for::<G>(self.game)?;
        let (mv, verdict) = book.lookup(p)?;
        let (value, depth) = match verdict {
            Verdict::Win(n) => (G::WIN - f64::from(n), n),
            Verdict::Loss(n) => (-(G::WIN - f64::from(n)), n),
            _ => (0.0, 0),
        };
        let report = Report {
            algorithm: self.algorithm,
            best: Some(G::move_into_any(mv)),
            value,
            verdict,
            nodes: 0,
            depth,
            elapsed: start.elapsed(),
            pv: vec![G::move_into_any(mv)],
            complete: true,
            cancelled: false,
        };
        let line = Summary::Book {
            mv: mv.to_string(),
            verdict,
            positions: book.entries().len(),
            ply: book.line as usize,
        };
        Some((report, line))
    }
}

/// The game's shipped opening book, if it has one made for its start.
fn book_for<G: Listed>(game: &str) -> Option<&'static search::book::Book> {
    let book = search::book::shipped(game)?;
    let variant: Variant = game.parse().ok()?;
    book.check(game, variant.start().get::<G>()?).ok()?;
    Some(book)
}

/// True when the game's shipped opening book holds `position`: its proven value and move are
/// known without a search.
#[must_use]
pub fn book_holds(position: &AnyPosition, game: &str) -> bool {
    struct Holds<'a>(&'a str);
    impl PositionVisitor for Holds<'_> {
        type Out = bool;
        fn visit<G: Listed>(self, p: &G) -> bool {
            book_for::<G>(self.0).is_some_and(|b| b.lookup(p).is_some())
        }
    }
    position.visit(Holds(game))
}

/// The moves of the game's shipped opening book from a position on, as long as the book holds
/// the positions they lead to (the computer's own moves and the best replies it knows), and the
/// position they lead to.
struct BookLine<'a> {
    game: &'a str,
}

impl PositionVisitor for BookLine<'_> {
    type Out = (Vec<AnyMove>, AnyPosition);
    fn visit<G: Listed>(self, p: &G) -> Self::Out {
        let mut line = Vec::new();
        let mut at = *p;
        if let Some(book) = book_for::<G>(self.game) {
            while let Some((mv, _)) = book.lookup(&at) {
                line.push(G::move_into_any(mv));
                at = at.play(mv);
            }
        }
        (line, at.into_any())
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

/// Runs one job on the calling thread (the worker's body; also handy in tests and the CLI).
#[must_use]
pub fn run_job(job: &Job, cancel: Arc<AtomicBool>) -> SearchDone {
    run_job_watched(job, cancel, Arc::new(|_| {}))
}

/// Where a running search reports progress.
pub type ProgressSink = Arc<dyn Fn(Progress) + Send + Sync>;

/// Runs on this thread every job `effects` asks for, and every job the session's answers ask
/// for after it, until it asks for none — the window's worker played synchronously, for
/// `gametree render` and tests. Returns how many jobs ran.
pub fn run_until_idle(session: &mut Session, effects: Effects, now: Instant) -> usize {
    run_until_idle_with(session, effects, now, None)
}

/// As [`run_until_idle`], an engine's moves run by `engines` (its progress, the traffic
/// included, handed to the session as the window's worker would).
pub fn run_until_idle_with(
    session: &mut Session,
    mut effects: Effects,
    now: Instant,
    engines: Option<&dyn EngineRunner>,
) -> usize {
    let mut jobs = 0;
    while let Some(job) = effects.start.take() {
        jobs += 1;
        let done = match (engines, &job.engine) {
            (Some(runner), Some(_)) => {
                let seen = Arc::new(Mutex::new(Vec::new()));
                let keep = seen.clone();
                let sink: ProgressSink = Arc::new(move |p| {
                    if let Ok(mut v) = keep.lock() {
                        v.push(p);
                    }
                });
                let done = runner.run(&job, Arc::default(), sink);
                let reports = std::mem::take(&mut *seen.lock().unwrap_or_else(|e| e.into_inner()));
                for p in reports {
                    let _ = session.progress(p);
                }
                done
            }
            _ => run_job(&job, Arc::default()),
        };
        effects = session.finish(done, now);
    }
    jobs
}

/// Runs the computer's moves that an outside engine makes ([`Job::engine`]): the shell's, which
/// can start processes (the desktop's; the page has none, so it offers no engines). It answers
/// like a search — the move in the report, `info` lines as [`Progress`] — or with
/// [`SearchDone::forfeit`]; it returns soon after `cancel` is raised, the engine stopped.
pub trait EngineRunner: Send + Sync {
    /// Runs the engine's move of `job`.
    fn run(&self, job: &Job, cancel: Arc<AtomicBool>, progress: ProgressSink) -> SearchDone;
}

/// As [`run_job`], calling `progress` every [`PROGRESS_EVERY`] while a move search or a
/// comparison runs (from a helper thread that lives only as long as the job; in a browser, from
/// the search itself).
#[must_use]
pub fn run_job_watched(job: &Job, cancel: Arc<AtomicBool>, progress: ProgressSink) -> SearchDone {
    let shared = Arc::new(Mutex::new(Progress {
        id: job.id,
        algorithm: job.algorithm,
        depth: 0,
        nodes: 0,
        best: None,
        pv: Vec::new(),
        visits: None,
        elapsed: Duration::ZERO,
        compared: Vec::new(),
        valued: Vec::new(),
        traffic: Vec::new(),
    }));
    if job.kind == JobKind::Values {
        return values_job(job, cancel, &shared, &progress);
    }
    if let Some(engine) = &job.engine {
        return SearchDone {
            id: job.id,
            report: empty_report(job.algorithm),
            summary: None,
            analysis: None,
            tree: None,
            forfeit: Some(Forfeit::new(&engine.name, ForfeitKind::NotHere, "")),
            traffic: Vec::new(),
        };
    }
    let start = Instant::now();
    let (stop, stopped) = channel::<()>();
    // The search posts its node count here as it goes: the HUD's count moves between depths.
    let live = Arc::new(AtomicU64::new(0));
    // A browser's worker has no thread to report from: there the search's own posts report.
    let posted: Arc<dyn LiveNodes> = if cfg!(target_arch = "wasm32") {
        Arc::new(Ticker {
            seen: live.clone(),
            shared: shared.clone(),
            start,
            next: Mutex::new(start + PROGRESS_EVERY),
            progress: progress.clone(),
        })
    } else {
        live.clone()
    };
    let limits = Limits {
        cancel: Some(cancel),
        live_nodes: Some(posted),
        ..job.limits.clone()
    };
    if cfg!(target_arch = "wasm32") {
        drop(stopped);
        return match job.kind {
            JobKind::Compare => compare_job(job, &limits, &shared, &live),
            _ => search_job(job, &limits, &shared),
        };
    }
    std::thread::scope(|scope| {
        let shared = &*shared;
        let seen = &live;
        scope.spawn(move || {
            while let Err(RecvTimeoutError::Timeout) = stopped.recv_timeout(PROGRESS_EVERY) {
                if let Ok(mut p) = shared.lock() {
                    p.elapsed = start.elapsed();
                    p.nodes = p.nodes.max(seen.load(Ordering::Relaxed));
                    progress(p.clone());
                }
            }
        });
        let done = match job.kind {
            JobKind::Compare => compare_job(job, &limits, shared, &live),
            _ => search_job(job, &limits, shared),
        };
        drop(stop); // ends the reporter
        done
    })
}

/// The progress reporter where there are no threads: the search posts its node count every
/// 1,024 nodes, and every [`PROGRESS_EVERY`] this passes the progress on from there.
struct Ticker {
    seen: Arc<AtomicU64>,
    shared: Arc<Mutex<Progress>>,
    start: Instant,
    next: Mutex<Instant>,
    progress: ProgressSink,
}

impl std::fmt::Debug for Ticker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Ticker")
            .field("seen", &self.seen)
            .field("start", &self.start)
            .finish_non_exhaustive()
    }
}

impl LiveNodes for Ticker {
    fn post(&self, nodes: u64) {
        self.seen.store(nodes, Ordering::Relaxed);
        let now = Instant::now();
        let Ok(mut next) = self.next.lock() else {
            return;
        };
        if now < *next {
            return;
        }
        *next = now + PROGRESS_EVERY;
        if let Ok(mut p) = self.shared.lock() {
            p.elapsed = self.start.elapsed();
            p.nodes = p.nodes.max(nodes);
            (self.progress)(p.clone());
        }
    }
}

/// Each legal move's value (key V): to the limits' depth, or to the end; proven move by move
/// with the computer's search where the limits ask for every enhancement and no depth limit,
/// telling `progress` of the moves valued so far.
fn values_job(
    job: &Job,
    cancel: Arc<AtomicBool>,
    shared: &Mutex<Progress>,
    progress: &ProgressSink,
) -> SearchDone {
    let seat = job.position.seat();
    let exact = job.limits.depth.is_none();
    let marks = if exact && job.limits.enhance == Enhancements::ALL {
        let start = Instant::now();
        let mut next = start + PROGRESS_EVERY;
        let limits = Limits {
            cancel: Some(cancel),
            ..job.limits.clone()
        };
        job.position.visit(ProvenValues {
            algorithm: job.algorithm,
            limits: &limits,
            game: seat.name(&job.position),
            valued: &mut |marks| {
                let now = Instant::now();
                if now < next {
                    return;
                }
                next = now + PROGRESS_EVERY;
                if let Ok(mut p) = shared.lock() {
                    p.elapsed = start.elapsed();
                    p.valued = marks.to_vec();
                    progress(p.clone());
                }
            },
        })
    } else {
        job.position.visit(Values {
            algorithm: job.algorithm,
            depth: job.limits.depth.unwrap_or(UNLIMITED_DEPTH),
            exact,
            chance: seat.has_chance(),
            cancel: Some(cancel),
        })
    };
    SearchDone {
        id: job.id,
        report: empty_report(job.algorithm),
        summary: None,
        analysis: Some(Analysis::Values(marks)),
        tree: None,
        forfeit: None,
        traffic: Vec::new(),
    }
}

/// Every algorithm on the position (key K), each with the job's limits and seed.
fn compare_job(
    job: &Job,
    limits: &Limits,
    shared: &Mutex<Progress>,
    live: &AtomicU64,
) -> SearchDone {
    let mut reports = Vec::new();
    let mut passes = Vec::new();
    for &a in Algorithm::defaults(job.position.seat().has_chance()) {
        if limits
            .cancel
            .as_ref()
            .is_some_and(|c| c.load(Ordering::Relaxed))
        {
            break;
        }
        if let Ok(mut p) = shared.lock() {
            p.algorithm = a;
            p.nodes = 0;
            live.store(0, Ordering::Relaxed);
            p.compared.clone_from(&reports);
        }
        let mut rng = StdRng::seed_from_u64(job.seed.unwrap_or(1));
        let mut totals = Vec::new();
        let r = job
            .position
            .visit(SearchPasses {
                algorithm: a,
                limits,
                rng: &mut rng,
                totals: &mut totals,
            })
            .unwrap_or_else(|_| empty_report(a));
        passes.push(super::job::nodes_by_depth(&totals, &r));
        reports.push(r);
    }
    SearchDone {
        id: job.id,
        report: empty_report(job.algorithm),
        summary: None,
        analysis: Some(Analysis::Compare(reports, passes)),
        tree: None,
        forfeit: None,
        traffic: Vec::new(),
    }
}

/// The computer's move, or the line it expects (key P).
fn search_job(job: &Job, limits: &Limits, shared: &Mutex<Progress>) -> SearchDone {
    let mut rng = StdRng::seed_from_u64(job.seed.unwrap_or_else(rand::random));
    let seat = job.position.seat();
    // The position as the game's seat has its computer search it with these enhancements.
    let job = &Job {
        position: seat.playing_position(job.position, limits.enhance),
        ..job.clone()
    };
    // The summary compares the moves only where there is a choice.
    let summary = (job.kind == JobKind::Move)
        .then(|| {
            seat.chance()?.summary(
                &job.position,
                job.algorithm,
                job.limits.depth.unwrap_or(3),
                limits.cancel.clone(),
            )
        })
        .flatten()
        .filter(|s| s.rows.len() >= 2)
        .map(|s| s.summary());
    // The computer's proving search (to the end with every enhancement): its move, and the line
    // P shows of it, are first looked up in the book.
    let proving =
        !job.record && job.limits.enhance == Enhancements::ALL && job.limits.depth.is_none();
    let from_book = (job.kind == JobKind::Move && proving)
        .then(|| {
            job.position.visit(BookMove {
                game: &seat.name(&job.position),
                algorithm: job.algorithm,
            })
        })
        .flatten();
    if let Some((report, line)) = from_book {
        return SearchDone {
            id: job.id,
            report,
            summary: Some(line),
            analysis: None,
            tree: None,
            forfeit: None,
            traffic: Vec::new(),
        };
    }
    let (report, tree, line) = if job.record || job.kind == JobKind::Tree {
        // The same search, recorded: its report is the one played, its tree the one shown.
        match record_tree(job, limits, &mut rng, shared) {
            Some((report, tree)) => (report, Some(Arc::new(tree)), Vec::new()),
            None => (empty_report(job.algorithm), None, Vec::new()),
        }
    } else {
        // P's line where the computer proves its moves: the book's moves while it holds the
        // positions, then the search's line from where they lead.
        let (mut line, from) = if job.kind == JobKind::Line && proving {
            job.position.visit(BookLine {
                game: &seat.name(&job.position),
            })
        } else {
            (Vec::new(), job.position)
        };
        let report = if from.is_over() {
            empty_report(job.algorithm)
        } else {
            from.visit(SearchWatched {
                algorithm: job.algorithm,
                limits,
                rng: &mut rng,
                progress: shared,
                before: &line,
            })
            .unwrap_or_else(|_| empty_report(job.algorithm))
        };
        line.extend_from_slice(&report.pv);
        (report, None, line)
    };
    let analysis = (job.kind == JobKind::Line).then_some(Analysis::Line(line));
    SearchDone {
        id: job.id,
        report,
        summary,
        analysis,
        tree,
        forfeit: None,
        traffic: Vec::new(),
    }
}

/// The search of `job`, recorded node by node: its report and its tree in run-time moves.
fn record_tree(
    job: &Job,
    limits: &Limits,
    rng: &mut StdRng,
    progress: &Mutex<Progress>,
) -> Option<(Report<AnyMove>, SearchTree)> {
    job.position.visit(Recorded {
        algorithm: job.algorithm,
        limits,
        rng,
        depth: job.limits.depth,
        progress,
    })
}

/// The recorded search of a position, turned into run-time moves and positions.
struct Recorded<'a> {
    algorithm: Algorithm,
    limits: &'a Limits,
    rng: &'a mut StdRng,
    depth: Option<u32>,
    /// Where each finished pass goes, for the HUD's live line.
    progress: &'a Mutex<Progress>,
}

impl PositionVisitor for Recorded<'_> {
    type Out = Option<(Report<AnyMove>, SearchTree)>;
    fn visit<G: Listed>(self, p: &G) -> Self::Out {
        let shared = self.progress;
        let (report, tree) = search::search_recorded_with_progress(
            self.algorithm,
            p,
            self.limits,
            self.rng,
            search::DEFAULT_MAX_NODES,
            &mut |it| note_iteration::<G>(shared, it, &[]),
        )
        .ok()?;
        Some((
            G::report_into_any(report),
            super::tree::convert(p, &tree, self.depth),
        ))
    }
}

/// The background search thread.
pub struct Worker {
    jobs: Option<Sender<(Job, Arc<AtomicBool>)>>,
    current: Option<Arc<AtomicBool>>,
    thread: Option<JoinHandle<()>>,
}

impl Worker {
    /// Starts the thread; `notify` is called on it with each finished job and, while a search
    /// runs, with its progress.
    #[must_use]
    pub fn spawn(notify: impl Fn(WorkerEvent) + Send + Sync + 'static) -> Worker {
        Worker::spawn_with(notify, None)
    }

    /// As [`Worker::spawn`], an engine's moves run by `engines`.
    #[must_use]
    pub fn spawn_with(
        notify: impl Fn(WorkerEvent) + Send + Sync + 'static,
        engines: Option<Arc<dyn EngineRunner>>,
    ) -> Worker {
        let notify = Arc::new(notify);
        let (tx, rx) = channel::<(Job, Arc<AtomicBool>)>();
        let thread = std::thread::Builder::new()
            .name("search".into())
            .spawn(move || {
                while let Ok((job, cancel)) = rx.recv() {
                    if cancel.load(Ordering::Relaxed) {
                        continue;
                    }
                    let watch = cancel.clone();
                    let tell = notify.clone();
                    let progress = Arc::new(move |p| {
                        // A cancelled job's progress is no longer wanted.
                        if !watch.load(Ordering::Relaxed) {
                            tell(WorkerEvent::Progress(p));
                        }
                    });
                    let done = match (&engines, &job.engine) {
                        (Some(runner), Some(_)) => runner.run(&job, cancel, progress),
                        _ => run_job_watched(&job, cancel, progress),
                    };
                    notify(WorkerEvent::Done(done));
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
