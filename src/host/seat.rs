//! An outside engine in the window's computer seat: the [`EngineRunner`] the window's worker is
//! given, which starts the engine for each of its moves, hands its `info` lines and traffic to
//! the session as progress, and ends it after the move — so no process outlives a move, a
//! forfeit, a cancelled search or quitting.
//!
//! Starting afresh each move costs a handshake (a few milliseconds; tens for a Python script),
//! and buys an engine that can never be left behind or out of step: UGI is told the game from
//! its start each time, UAI the position.

use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use super::{Budget, Engine, EngineSpec, Failure, Info, Timeouts};
use crate::app::forfeit::{Forfeit, ForfeitKind};
use crate::app::seat::{AnyMove, AnyPosition};
use crate::app::worker::{EngineRunner, Job, ProgressSink, SearchDone};
use crate::search::{Report, Verdict};

/// The most traffic lines one report carries (a flood is cut, the newest kept).
const TRAFFIC_PER_REPORT: usize = 200;

/// Past its `movetime` before an engine in the window is sent `stop` (and its answer to it is
/// played; no answer within the grace is a loss on time). Generous: some engines count their
/// time in CPU time (tiktaxx's `clock()`), which on a loaded machine runs slower than the wall
/// clock, and a person watching loses nothing to a late move.
const WINDOW_MARGIN: Duration = Duration::from_secs(2);

/// The engines the window can seat, by name.
#[derive(Clone, Debug, Default)]
pub struct Runner {
    specs: Vec<EngineSpec>,
    timeouts: Timeouts,
}

impl Runner {
    /// A runner of these engines.
    #[must_use]
    pub fn new(specs: Vec<EngineSpec>) -> Runner {
        Runner {
            specs,
            timeouts: Timeouts {
                margin: WINDOW_MARGIN,
                ..Timeouts::default()
            },
        }
    }

    /// What the session knows of them, in order (keys 8 and 9 cycle through them).
    #[must_use]
    pub fn offers(&self) -> Vec<crate::app::session::EngineOffer> {
        self.specs.iter().map(EngineSpec::offer).collect()
    }
}

impl EngineRunner for Runner {
    fn run(&self, job: &Job, cancel: Arc<AtomicBool>, progress: ProgressSink) -> SearchDone {
        let started = Instant::now();
        let mut done = SearchDone {
            id: job.id,
            report: report(job, Vec::new(), &Info::default(), started),
            summary: None,
            analysis: None,
            tree: None,
            forfeit: None,
            traffic: Vec::new(),
        };
        let Some(task) = &job.engine else {
            done.forfeit = Some(Forfeit::new("", ForfeitKind::NoEngine, ""));
            return done;
        };
        let forfeit = |f: Failure| f.forfeit(&task.name);
        let Some(spec) = self.specs.iter().find(|s| s.name == task.name) else {
            done.forfeit = Some(Forfeit::new(&task.name, ForfeitKind::Unknown, ""));
            return done;
        };
        let named = task.start.seat().name(&task.start);
        let variant: crate::app::seat::Variant = match named.parse() {
            Ok(v) => v,
            Err(e) => {
                done.forfeit = Some(Forfeit::new(
                    &task.name,
                    ForfeitKind::CannotPlay,
                    e.to_string(),
                ));
                return done;
            }
        };
        if let Err(e) = spec.check(variant) {
            done.forfeit = Some(Forfeit::new(&task.name, ForfeitKind::CannotPlay, e));
            return done;
        }
        let mut engine = match Engine::start(spec, variant, self.timeouts) {
            Ok(e) => e,
            Err(f) => {
                done.forfeit = Some(forfeit(f));
                return done;
            }
        };
        engine.answer_after_stop();
        let log = engine.log().clone();
        let seen = Mutex::new(0usize);
        let traffic = || {
            log.lines_since(
                &mut seen.lock().unwrap_or_else(PoisonError::into_inner),
                TRAFFIC_PER_REPORT,
            )
        };
        let budget = Budget::MoveTime(task.movetime);
        let position = job.position;
        let answer = engine.new_game().and_then(|()| {
            engine.go_until(
                &task.start,
                &task.moves,
                &position,
                &budget,
                Some(&cancel),
                &mut |info| {
                    let mut p = crate::app::worker::Progress {
                        id: job.id,
                        algorithm: job.algorithm,
                        depth: info.depth.unwrap_or(0),
                        nodes: info.nodes.unwrap_or(0),
                        best: None,
                        pv: line(&position, &info.pv),
                        visits: None,
                        elapsed: started.elapsed(),
                        compared: Vec::new(),
                        valued: Vec::new(),
                        traffic: traffic(),
                    };
                    p.best = p.pv.first().map(|&m| (m, value(info), Verdict::Unknown));
                    progress(p);
                },
            )
        });
        match answer {
            Ok(a) => {
                let mut pv = line(&position, &a.info.pv);
                if pv.first() != Some(&a.mv) {
                    pv = vec![a.mv];
                }
                done.report = report(job, pv, &a.info, started);
            }
            Err(f) => done.forfeit = Some(forfeit(f)),
        }
        drop(engine); // `quit`, then killed if it lingers: nothing is left running
        done.traffic = traffic();
        done
    }
}

/// The report of an engine's move: its line, and the figures of its last `info` line.
fn report(job: &Job, pv: Vec<AnyMove>, info: &Info, started: Instant) -> Report<AnyMove> {
    Report {
        algorithm: job.algorithm,
        best: pv.first().copied(),
        value: value(info),
        verdict: Verdict::Unknown,
        nodes: info.nodes.unwrap_or(0),
        depth: info.depth.unwrap_or(0),
        elapsed: started.elapsed(),
        pv,
        complete: false,
        cancelled: false,
    }
}

/// The engine's score in the game's units (centipawns are hundredths); a mate as a large one.
fn value(info: &Info) -> f64 {
    match (info.mate, info.cp) {
        (Some(m), _) => 1000.0_f64.copysign(m as f64),
        (None, Some(cp)) => cp as f64 / 100.0,
        (None, None) => 0.0,
    }
}

/// The engine's line read as moves from `position`, as far as each is legal.
fn line(position: &AnyPosition, words: &[String]) -> Vec<AnyMove> {
    let mut p = *position;
    let mut out = Vec::new();
    for w in words {
        let Ok(mv) = p.parse_move(w) else { break };
        let Ok(next) = p.play(mv) else { break };
        out.push(mv);
        p = next;
    }
    out
}
