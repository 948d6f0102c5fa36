//! Lazy SMP: the enhanced search on several threads at once. Each helper thread runs the same
//! iterative deepening from the same root with its own killers, history and random tie-breaks,
//! odd ones passing over every other depth (`Enhanced::helper`), and all of them share one
//! transposition table (`tt.rs`, lockless): what one thread stores, the others find, so the
//! main thread's passes go deeper for the same time. The main thread's result is the search's;
//! its node count is every thread's. The helpers are told to stop when the main thread ends (its
//! result found, a limit met or the caller's cancel flag set), through a flag of their own; an
//! engine that keeps its table answers without waiting for them to end (see `tt::Slot`).

use crate::time::Instant;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::thread::JoinHandle;

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use super::algorithm::Algorithm;
use super::ctx::Ctx;
use super::depth_first::{self, Root};
use super::enhanced_state::Enhanced;
use super::limits::{Limits, LiveNodes};
use super::record::Recorder;
use super::report::{Iteration, Report};
use super::tt::{Slot, Stopping};
use game::SearchHints;

/// A helper thread's stack: the search thread's (`SEARCH_STACK` in the binary), room for the
/// deepest search; only the pages used are touched.
const HELPER_STACK: usize = 64 << 20;

/// The threads a search under `limits` runs on: those asked for when the search can share a
/// table (`tabled`) and records no tree; one in the browser, whose worker is one thread.
pub(crate) fn threads<G: SearchHints, Rec: Recorder<G>>(limits: &Limits, tabled: bool) -> usize {
    let asked = limits.threads.unwrap_or(1).max(1);
    if cfg!(target_arch = "wasm32") || Rec::ON || !tabled {
        1
    } else {
        asked
    }
}

/// Each helper's node count, posted as it goes, and the caller's live count (the main thread's
/// plus the helpers').
#[derive(Debug)]
struct Together {
    helpers: Vec<Arc<AtomicU64>>,
    outer: Option<Arc<dyn LiveNodes>>,
}

impl Together {
    fn helpers(&self) -> u64 {
        self.helpers.iter().map(|n| n.load(Ordering::Relaxed)).sum()
    }
}

impl LiveNodes for Together {
    fn post(&self, nodes: u64) {
        if let Some(outer) = &self.outer {
            outer.post(nodes + self.helpers());
        }
    }
}

/// A slow stop for the tests (`GAMETREE_HELPER_STOP_MS`): each helper waits this long after its
/// search ends, as one the system leaves unscheduled under load would.
fn stop_delay() -> Option<std::time::Duration> {
    static DELAY: std::sync::OnceLock<Option<std::time::Duration>> = std::sync::OnceLock::new();
    *DELAY.get_or_init(|| {
        std::env::var("GAMETREE_HELPER_STOP_MS")
            .ok()?
            .parse()
            .ok()
            .map(std::time::Duration::from_millis)
    })
}

/// [`depth_first::deepen`] on `threads` threads: `threads − 1` helpers beside the main search
/// (this thread, with `enh`, whose table they share), told to stop when it ends. With a `slot`
/// the answer does not wait for them: they are left there to stop (their nodes counted as
/// posted so far); without one they are joined first (every node counted).
pub(crate) fn deepen<G: SearchHints, Rec: Recorder<G>, R: Rng + ?Sized>(
    threads: usize,
    algorithm: Algorithm,
    (root, limits, rng, progress): Root<'_, G, R>,
    (start, mut ctx): (Instant, Ctx<G, Rec>),
    enh: &mut Enhanced<G>,
    slot: Option<&mut Slot>,
) -> (Report<G::Move>, Ctx<G, Rec>) {
    let stop = Arc::new(AtomicBool::new(false));
    let together = Arc::new(Together {
        helpers: (1..threads).map(|_| Arc::default()).collect(),
        outer: limits.live_nodes.clone(),
    });
    ctx.set_live_nodes(Some(together.clone()));
    // The helpers' tie-breaks come from the root, not from `rng`: the main thread's root order
    // stays the one-thread search's.
    let seeds: Vec<u64> = (1..threads as u64)
        .map(|i| root.hash().unwrap_or(0) ^ i.wrapping_mul(0x9e37_79b9_7f4a_7c15))
        .collect();
    let root = *root;
    let helpers: Vec<JoinHandle<u64>> = together
        .helpers
        .iter()
        .zip(seeds)
        .enumerate()
        .filter_map(|(i, (count, seed))| {
            let limits = Limits {
                // Always deepening (a node budget no search reaches), until told to stop.
                nodes: Some(u64::MAX),
                cancel: Some(stop.clone()),
                live_nodes: Some(count.clone()),
                ..limits.clone()
            };
            let mut own = Enhanced::new(enh.set, enh.table.clone());
            own.proofs_at_any_depth = enh.proofs_at_any_depth;
            own.helper = i + 1;
            // A helper that cannot start (no thread to be had) only leaves the main search alone.
            std::thread::Builder::new()
                .name(format!("search helper {}", i + 1))
                .stack_size(HELPER_STACK)
                .spawn(move || {
                    let mut rng = StdRng::seed_from_u64(seed);
                    let ctx = Ctx::new(root.side_to_move(), &limits, start);
                    let mut quiet = |_: &Iteration<'_, G::Move>| {};
                    let at: Root<'_, G, StdRng> = (&root, &limits, &mut rng, &mut quiet);
                    let nodes = depth_first::deepen(algorithm, at, (start, ctx), &mut own)
                        .0
                        .nodes;
                    drop(own);
                    if let Some(d) = stop_delay() {
                        std::thread::sleep(d);
                    }
                    nodes
                })
                .ok()
        })
        .collect();
    let mut all = |it: &Iteration<'_, G::Move>| {
        progress(&Iteration {
            nodes: it.nodes + together.helpers(),
            ..*it
        });
    };
    let (mut report, ctx) =
        depth_first::deepen(algorithm, (&root, limits, rng, &mut all), (start, ctx), enh);
    stop.store(true, Ordering::Relaxed);
    let mut stopping = Stopping {
        helpers,
        table: enh.table.take(),
    };
    match slot {
        Some(slot) => {
            report.nodes += together.helpers();
            slot.stopping = Some(stopping);
        }
        None => {
            report.nodes += stopping.join();
            enh.table = stopping.table.take();
        }
    }
    (report, ctx)
}
