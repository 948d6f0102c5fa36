//! The adapter the depth-first algorithms share: each gives its recursion ([`DepthFirst`]), and
//! this runs it from the root — root move order and random tie-breaks, iterative deepening under
//! a time or node budget (stopping once the root is a proven win or loss), the principal
//! variation, proven outcomes — and turns the best root value into a [`Report`].

use crate::time::Instant;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use rand::Rng;
use rand::seq::SliceRandom;

use super::algorithm::{Algorithm, Info};
use super::ctx::Ctx;
use super::limits::{Limits, MAX_DEPTH, UNLIMITED_DEPTH};
use super::record::{NoRecord, Note, Recorder};
use super::report::{Iteration, MoveValue, Report};
use super::searcher::{Run, Searched};
use super::tree::TreeRecorder;
use super::value::{MATE_FRACTION, Value, Verdict};
use game::{Game, SearchHints};

/// Longest principal variation the table extends a report's to.
const PV_FROM_TABLE: usize = 64;

/// The full window: no bound known yet.
pub(crate) const FULL: (Value, Value) = (f64::NEG_INFINITY, f64::INFINITY);

/// A depth-first algorithm: its recursion below the root, which the adapter runs.
pub(crate) trait DepthFirst {
    /// Its names, help, key and enhancements (it is a `Searcher` through this adapter, see
    /// `registry.rs`).
    const INFO: Info;
    /// True when a search asked for enhancements is the enhanced search's (`enhanced.rs`), which
    /// runs this algorithm's form with the table, ordering and the rest.
    const ENHANCED: bool = false;
    /// The recursion, calling the recorder `R` (none in an ordinary search).
    fn recursion<G: SearchHints, R: Recorder<G>>() -> Recursion<G, R>;
}

/// An algorithm's recursion as the driver calls it: `(ctx, state, depth, ply, …)` gives the
/// state's value from the root side's point of view, `depth` decisions deep and `ply` plies from
/// the root. `R` is the tree recorder the recursion calls (none by default).
pub(crate) enum Recursion<G: SearchHints, R: Recorder<G> = NoRecord> {
    /// Searches every child (minimax, minimax2, negamax): it takes no window. `to_end` is the
    /// same recursion for a pass that reaches the end of every line (it plays
    /// [`SearchHints::play_to_end`]).
    Full {
        to_depth: FullFn<G, R>,
        to_end: FullFn<G, R>,
    },
    /// Prunes with a window (the alpha-beta family): the value is exact when it lies inside
    /// (alpha, beta), and a bound on the side it fails otherwise.
    Windowed(WindowedFn<G, R>),
}

/// A full-width recursion: `(ctx, state, depth, ply)`.
pub(crate) type FullFn<G, R> = fn(&mut Ctx<G, R>, &G, u32, u32) -> Value;

/// A windowed recursion: `(ctx, state, depth, ply, alpha, beta)`.
pub(crate) type WindowedFn<G, R> = fn(&mut Ctx<G, R>, &G, u32, u32, Value, Value) -> Value;

/// A search below the root as the adapter runs it: a textbook [`Recursion`], which keeps nothing
/// but the context, or a search with state of its own (the enhanced alpha-beta's table and
/// ordering, `enhanced.rs`), which also decides what the adapter does around the recursion:
/// the root's order, null windows and aspiration at the root, the line completed past a pass's
/// end, attempts to finish a proof between passes. The defaults are the textbook's.
pub(crate) trait Descent<G: SearchHints, R: Recorder<G>> {
    /// The value of `g` for the root side, `depth` decisions deep, `ply` plies from the root; a
    /// windowed search gets (alpha, beta), a full one has no use for it.
    fn value(
        &mut self,
        ctx: &mut Ctx<G, R>,
        g: &G,
        depth: u32,
        ply: u32,
        window: (Value, Value),
    ) -> Value;

    /// True when a line may stop short of the game's end, and be evaluated, even in a pass as
    /// deep as the game is long (a selective search's reductions and static cuts): such a pass
    /// must keep the evaluation.
    fn stops_short(&self) -> bool {
        false
    }

    /// As [`value`](Descent::value), in a pass that reaches the end of every line and
    /// evaluates nothing (from an [`unevaluated`](SearchHints::unevaluated) position).
    fn value_to_end(
        &mut self,
        ctx: &mut Ctx<G, R>,
        g: &G,
        depth: u32,
        ply: u32,
        window: (Value, Value),
    ) -> Value {
        self.value(ctx, g, depth, ply, window)
    }

    /// True when it prunes with a window (the recorder then shows the root's).
    fn windowed(&self) -> bool;

    /// Orders the root moves (shuffled, so that equals stay in random order): best guess first
    /// by [`SearchHints::order_hint`].
    fn order_root(&self, root: &G, moves: &mut [G::Move]) {
        moves.sort_by_key(|&m| std::cmp::Reverse(root.order_hint(m)));
    }

    /// True when the root searches each move after the first with a null window first, and
    /// each pass after the first within an aspiration window (`pvs`).
    fn null_windows(&self) -> bool {
        false
    }

    /// True when the search tries to finish its proof between passes.
    fn attempts(&self) -> bool {
        false
    }

    /// True when a pass to the end of every line proves the root's value by null windows
    /// ([`narrowed_pass`]) instead of one full window.
    fn narrows(&self) -> bool {
        false
    }

    /// Completes a finished pass's line, at most `max` moves in all.
    fn extend_pv(&self, _root: &G, _pv: &mut Vec<G::Move>, _max: usize) {}

    /// True when iterative deepening passes over `depth` (a lazy SMP helper thread's).
    fn skips(&self, _depth: u32) -> bool {
        false
    }

    /// A root pass to the deepest depth allowed with at most `budget` more nodes.
    fn attempt(&mut self, _at: AttemptAt<'_, G, R>) -> Attempt<G::Move> {
        Attempt::OutOfNodes
    }
}

/// The textbook searches: the recursion alone.
impl<G: SearchHints, R: Recorder<G>> Descent<G, R> for Recursion<G, R> {
    #[inline]
    fn value(
        &mut self,
        ctx: &mut Ctx<G, R>,
        g: &G,
        depth: u32,
        ply: u32,
        (alpha, beta): (Value, Value),
    ) -> Value {
        match self {
            Recursion::Full { to_depth, .. } => to_depth(ctx, g, depth, ply),
            Recursion::Windowed(value) => value(ctx, g, depth, ply, alpha, beta),
        }
    }

    #[inline]
    fn value_to_end(
        &mut self,
        ctx: &mut Ctx<G, R>,
        g: &G,
        depth: u32,
        ply: u32,
        window: (Value, Value),
    ) -> Value {
        match self {
            Recursion::Full { to_end, .. } => to_end(ctx, g, depth, ply),
            Recursion::Windowed(_) => self.value(ctx, g, depth, ply, window),
        }
    }

    fn windowed(&self) -> bool {
        matches!(self, Recursion::Windowed(_))
    }
}

/// Runs the textbook recursion of `A` from the root (recording the tree when asked).
pub(crate) fn search<A: DepthFirst, G: SearchHints, R: Rng + ?Sized>(
    run: Run<'_, G, R>,
) -> Searched<G::Move> {
    let Run {
        algorithm,
        root,
        limits,
        rng,
        progress,
        record,
        start,
        ..
    } = run;
    let side = root.side_to_move();
    match record {
        None => {
            let ctx = Ctx::new(side, limits, start);
            let mut recursion = A::recursion();
            let (report, _) = deepen(
                algorithm,
                (root, limits, rng, progress),
                (start, ctx),
                &mut recursion,
            );
            (report, None)
        }
        Some(max_nodes) => {
            let rec = TreeRecorder::new(algorithm, side, max_nodes);
            let ctx = Ctx::recording(side, limits, start, rec);
            let mut recursion = A::recursion();
            let (report, ctx) = deepen(
                algorithm,
                (root, limits, rng, progress),
                (start, ctx),
                &mut recursion,
            );
            let tree = ctx.rec.finish(&report.pv);
            (report, Some(tree))
        }
    }
}

/// True when a search under `limits` deepens iteratively: only under a time or node budget.
/// Deepening without a budget was measured to cost more than its better ordering saves (4x4 k=4
/// with every enhancement: 66 k nodes in one pass, 590 k deepening).
pub(crate) fn deepens(limits: &Limits) -> bool {
    limits.time.is_some() || limits.nodes.is_some()
}

/// One search's root, limits, random source and where its progress goes.
pub(crate) type Root<'a, G, R> = (
    &'a G,
    &'a Limits,
    &'a mut R,
    &'a mut dyn FnMut(&Iteration<'_, <G as Game>::Move>),
);

/// The search proper, after the driver's checks: root move order, iterative deepening and the
/// report, running `descent` below the root. Hands the context back with the report (a
/// recorder's tree is in it).
pub(crate) fn deepen<G: SearchHints, Rec: Recorder<G>, R: Rng + ?Sized>(
    algorithm: Algorithm,
    (root, limits, rng, progress): Root<'_, G, R>,
    (start, mut ctx): (Instant, Ctx<G, Rec>),
    descent: &mut impl Descent<G, Rec>,
) -> (Report<G::Move>, Ctx<G, Rec>) {
    let mut root_moves = Vec::new();
    if !root.is_chance() {
        root.legal_moves(&mut root_moves);
        root_moves.shuffle(rng);
        descent.order_root(root, &mut root_moves);
    }
    let max_depth = limits.depth.unwrap_or(UNLIMITED_DEPTH).clamp(1, MAX_DEPTH);
    let iterative = deepens(limits);
    // Between passes, try to finish the proof: worth it only in a game whose lines all end
    // soon, where the table keeps what an unfinished attempt proved, and where the search may
    // go to the end.
    let attempts = G::SHORT && iterative && limits.depth.is_none() && descent.attempts();
    let first_depth = if iterative { 1 } else { max_depth };

    let mut best: Option<Pass<G::Move>> = None;
    let mut cancelled = false;
    for depth in first_depth..=max_depth {
        if depth < max_depth && descent.skips(depth) {
            continue;
        }
        let (mut pass, lo) = if !iterative && descent.narrows() && depth >= root.plies_left() {
            let pass = narrowed_pass(&mut ctx, descent, (root, &root_moves), depth);
            (pass, FULL.0)
        } else {
            aspired_pass(&mut ctx, descent, (root, &root_moves), depth, &best)
        };
        if ctx.aborted {
            cancelled = best.is_none();
            keep_cut_pass(limits, &mut best, pass, lo);
            break;
        }
        let complete = pass.complete;
        if let Some(m) = pass.best
            && let Some(i) = root_moves.iter().position(|&x| x == m)
        {
            root_moves[..=i].rotate_right(1); // search the last best move first next time
        }
        announce(&ctx, descent, root, start, &mut pass, progress);
        // A win or loss within the pass's depth is final: a deeper pass finds the same. One
        // further away was read from a proof in the table, and a deeper pass may find it
        // shorter (a quicker win, a longer defence), so only the end of the game settles it.
        let proven = match Verdict::of(G::WIN, pass.value, pass.complete, ctx.saw_chance) {
            Verdict::Win(n) | Verdict::Loss(n) => n <= depth,
            _ => false,
        };
        best = Some(pass);
        // With one legal move there is nothing to choose: deepening further would only spend
        // the budget, unless the search is out to prove the root (attempts on).
        if complete || !iterative || proven || (root_moves.len() == 1 && !attempts) {
            break;
        }
        if out_of_time(limits, start) {
            break;
        }
        if attempts
            && depth + 1 < max_depth
            && attempt_proof(
                &mut ctx,
                descent,
                (root, &root_moves),
                (limits, start),
                progress,
                &mut best,
            )
        {
            break;
        }
    }
    let report = report_of(algorithm, best, &ctx, &root_moves, start, cancelled);
    (report, ctx)
}

/// One root pass at `depth`: within an aspiration window around the last pass's value under
/// `pvs`, searched again with a full one when the value falls outside. With the lower bound of
/// the pass last searched (a value above it is exact or a lower bound).
fn aspired_pass<G: SearchHints, Rec: Recorder<G>>(
    ctx: &mut Ctx<G, Rec>,
    descent: &mut impl Descent<G, Rec>,
    (root, root_moves): (&G, &[G::Move]),
    depth: u32,
    best: &Option<Pass<G::Move>>,
) -> (Pass<G::Move>, Value) {
    let window = match best {
        Some(prev)
            if descent.null_windows() && G::ASPIRATION > 0.0 && !is_mate::<G>(prev.value) =>
        {
            (prev.value - G::ASPIRATION, prev.value + G::ASPIRATION)
        }
        _ => FULL,
    };
    let pass = root_pass(ctx, descent, root, root_moves, depth, window);
    if !ctx.aborted && window != FULL && (pass.value <= window.0 || pass.value >= window.1) {
        (
            root_pass(ctx, descent, root, root_moves, depth, FULL),
            FULL.0,
        )
    } else {
        (pass, window.0)
    }
}

/// The root's exact value, proven as Pascal Pons' Connect Four solver proves it: null-window
/// passes ask whether the value beats a result (a win or loss so many plies on, or the draw),
/// each answer narrowing the range of results, the first questions near the draw ("is it a
/// win?") and the table carrying what each pass proved to the next. A pass to the end of every
/// line ends only in results of the game, so the range closes on one. The pass handed back is
/// the last that found a move at least as good as the value, with that value.
fn narrowed_pass<G: SearchHints, Rec: Recorder<G>>(
    ctx: &mut Ctx<G, Rec>,
    descent: &mut impl Descent<G, Rec>,
    (root, root_moves): (&G, &[G::Move]),
    depth: u32,
) -> Pass<G::Move> {
    // Results as ranks: 0 the draw, ±r a win or loss `plies + 1 − r` plies on.
    let plies = i64::from(root.plies_left().min(depth));
    let value = |r: i64| {
        let v = G::WIN - (plies + 1 - r.abs()) as Value;
        if r == 0 { 0.0 } else { v.copysign(r as Value) }
    };
    let rank = |v: Value| {
        if v == 0.0 {
            0
        } else {
            let r = plies + 1 - (G::WIN - v.abs()).round() as i64;
            r.clamp(0, plies) * v.signum() as i64
        }
    };
    let (mut lo, mut hi) = (-plies, plies);
    let mut found: Option<Pass<G::Move>> = None;
    loop {
        let mut med = lo + (hi - lo) / 2;
        if med <= 0 && lo / 2 < med {
            med = lo / 2;
        } else if med >= 0 && hi / 2 > med {
            med = hi / 2;
        }
        let v = value(med);
        let pass = root_pass(ctx, descent, root, root_moves, depth, (v, v.next_up()));
        if ctx.aborted {
            return found.unwrap_or(pass);
        }
        if pass.value > v {
            lo = rank(pass.value).max(med + 1);
            found = Some(pass);
        } else {
            hi = rank(pass.value).min(med);
            if lo >= hi && found.is_none() {
                found = Some(pass);
            }
        }
        if lo >= hi {
            let mut pass = found.expect("a pass");
            pass.value = value(lo);
            return pass;
        }
    }
}

/// What a pass a limit cut short leaves: the best of it when no pass finished (better than
/// nothing); under a soft time limit, its best move when one finished in it and beat the lower
/// bound `lo` (the last best move is searched first: a move that finished in the cut pass was
/// searched a ply deeper than it, and one that beat it is better; a value that failed below the
/// aspiration window is only a bound, and is not taken). The depth stays the last finished one.
fn keep_cut_pass<M>(limits: &Limits, best: &mut Option<Pass<M>>, pass: Pass<M>, lo: Value) {
    match best {
        None => *best = Some(pass),
        Some(prev) if limits.soft_time.is_some() && pass.best.is_some() && pass.value > lo => {
            prev.best = pass.best;
            prev.value = pass.value;
            prev.pv = pass.pv;
        }
        Some(_) => {}
    }
}

/// True when no further pass should start: the next takes several times as long as this one,
/// so when more than half the budget is gone it would not finish. Under a soft limit, only once
/// that is gone: the hard one cuts the pass short, and what it finished counts.
fn out_of_time(limits: &Limits, start: Instant) -> bool {
    limits.time.is_some_and(|t| {
        let gone = start.elapsed();
        limits.soft_time.map_or(gone * 2 > t, |s| gone > s.min(t))
    })
}

/// Tries to search every line to its end, with as many nodes as the search has spent so far
/// (so at most half the budget goes to attempts). Unfinished, what it proved stays in the
/// table for the next pass (and the next attempt, with twice the nodes). True when the search
/// ends here: the attempt finished (its pass is the best, announced) or a limit stopped it.
fn attempt_proof<G: SearchHints, Rec: Recorder<G>>(
    ctx: &mut Ctx<G, Rec>,
    descent: &mut impl Descent<G, Rec>,
    (root, root_moves): (&G, &[G::Move]),
    (limits, start): (&Limits, Instant),
    progress: &mut dyn FnMut(&Iteration<'_, G::Move>),
    best: &mut Option<Pass<G::Move>>,
) -> bool {
    let budget = ctx.nodes();
    let at = AttemptAt {
        ctx: &mut *ctx,
        limits,
        start,
        root,
        root_moves,
        budget,
    };
    match descent.attempt(at) {
        Attempt::Finished(mut pass) => {
            announce(ctx, descent, root, start, &mut pass, progress);
            *best = Some(pass);
            true
        }
        Attempt::OutOfNodes => false,
        Attempt::Stopped => true,
    }
}

/// The report of the search from its best pass (none: an empty one) over the root moves.
fn report_of<G: SearchHints, Rec: Recorder<G>>(
    algorithm: Algorithm,
    best: Option<Pass<G::Move>>,
    ctx: &Ctx<G, Rec>,
    root_moves: &[G::Move],
    start: Instant,
    cancelled: bool,
) -> Report<G::Move> {
    let pass = best.unwrap_or_else(Pass::empty);
    let verdict = Verdict::of(G::WIN, pass.value, pass.complete, ctx.saw_chance);
    Report {
        algorithm,
        best: pass.best.or_else(|| root_moves.first().copied()),
        value: pass.value + 0.0, // no "-0"
        verdict,
        nodes: ctx.nodes(),
        depth: pass.depth,
        elapsed: start.elapsed(),
        pv: pass.pv,
        complete: pass.complete,
        cancelled,
    }
}

/// The exact value of every legal move at a decision node, each searched `depth − 1` deeper with
/// `algorithm` and a full window (so the values are exact, unlike the bounds a pruning root pass
/// leaves on the moves it rejects). Empty at a chance node or a finished game.
pub(crate) fn move_values<A: DepthFirst, G: SearchHints>(
    root: &G,
    depth: u32,
    cancel: Option<Arc<AtomicBool>>,
) -> Vec<MoveValue<G::Move>> {
    if root.is_chance() || root.outcome().is_some() {
        return Vec::new();
    }
    let depth = depth.min(MAX_DEPTH);
    let limits = Limits {
        depth: Some(depth),
        cancel,
        ..Limits::default()
    };
    let mut recursion = A::recursion::<G, NoRecord>();
    let mut moves = Vec::new();
    root.legal_moves(&mut moves);
    moves
        .into_iter()
        .map(|mv| {
            let mut ctx = Ctx::new(root.side_to_move(), &limits, Instant::now());
            let value = recursion.value(&mut ctx, &root.play(mv), depth.max(1) - 1, 1, FULL);
            MoveValue {
                mv,
                value: value + 0.0,
                nodes: ctx.nodes(),
                visits: None,
                proven: crate::Verdict::Unknown,
            }
        })
        .collect()
}

/// A finished pass (or a finished attempt): its line completed from the table, and `progress`
/// told of it.
fn announce<G: SearchHints, Rec: Recorder<G>>(
    ctx: &Ctx<G, Rec>,
    descent: &impl Descent<G, Rec>,
    root: &G,
    start: Instant,
    pass: &mut Pass<G::Move>,
    progress: &mut dyn FnMut(&Iteration<'_, G::Move>),
) {
    descent.extend_pv(root, &mut pass.pv, PV_FROM_TABLE);
    progress(&Iteration {
        depth: pass.depth,
        value: pass.value + 0.0,
        verdict: Verdict::of(G::WIN, pass.value, pass.complete, ctx.saw_chance),
        nodes: ctx.nodes(),
        elapsed: start.elapsed(),
        pv: &pass.pv,
        visits: None,
    });
}

/// How an attempt to search every line to its end went.
pub(crate) enum Attempt<M> {
    /// It finished: the pass to the deepest depth allowed.
    Finished(Pass<M>),
    /// It ran out of its own nodes; the table keeps what it proved.
    OutOfNodes,
    /// A limit of the search (time, nodes, cancel) stopped it: the search ends.
    Stopped,
}

/// Where an attempt is made: the search's context and limits, its root and root moves in their
/// order, and the nodes it may spend.
pub(crate) struct AttemptAt<'a, G: SearchHints, Rec: Recorder<G>> {
    pub ctx: &'a mut Ctx<G, Rec>,
    pub limits: &'a Limits,
    pub start: Instant,
    pub root: &'a G,
    pub root_moves: &'a [G::Move],
    pub budget: u64,
}

/// The outcome of one root pass at one depth.
pub(crate) struct Pass<M> {
    pub best: Option<M>,
    pub value: Value,
    pub pv: Vec<M>,
    pub depth: u32,
    pub complete: bool,
}

impl<M> Pass<M> {
    fn empty() -> Self {
        Pass {
            best: None,
            value: 0.0,
            pv: Vec::new(),
            depth: 0,
            complete: false,
        }
    }
}

/// Searches the root once at `depth` within `window`: each root move in the given order, the
/// first strictly best one kept (the order was shuffled, so ties are broken at random). A pruning
/// algorithm searches each move with the best value so far as its alpha; under
/// [`null_windows`](Descent::null_windows), every move after the first is first asked only
/// whether it beats that (a null window).
pub(crate) fn root_pass<G: SearchHints, Rec: Recorder<G>>(
    ctx: &mut Ctx<G, Rec>,
    descent: &mut impl Descent<G, Rec>,
    root: &G,
    root_moves: &[G::Move],
    depth: u32,
    (lo, hi): (Value, Value),
) -> Pass<G::Move> {
    let pvs = descent.null_windows();
    ctx.begin_pass();
    ctx.rec.begin_pass(depth, ctx.nodes());
    // A pass that reaches the end of every line never evaluates: the game may keep less, and
    // the textbook recursions play lighter moves (`value_to_end`).
    let to_end = depth >= root.plies_left() && !descent.stops_short();
    let unevaluated;
    let root = if to_end {
        unevaluated = root.unevaluated();
        &unevaluated
    } else {
        root
    };
    if root.is_chance() {
        let v = descent.value(ctx, root, depth, 0, FULL);
        return finish_pass(ctx, None, v, depth);
    }
    if Rec::ON && descent.windowed() {
        ctx.rec.window(lo, hi);
    }
    if ctx.leaf(root, depth, 0, ctx.root_side).is_some() {
        return finish_pass(ctx, None, 0.0, depth);
    }
    let mut below = |ctx: &mut Ctx<G, Rec>, child: &G, window| {
        if to_end {
            descent.value_to_end(ctx, child, depth - 1, 1, window)
        } else {
            descent.value(ctx, child, depth - 1, 1, window)
        }
    };
    let mut best = None;
    let mut best_value = f64::NEG_INFINITY;
    let mut alpha = lo;
    for &mv in root_moves {
        let child = root.play(mv);
        ctx.rec.edge(mv, None);
        let v = if pvs && best.is_some() {
            ctx.rec.annotate_next(Note::NullWindow);
            let v = below(ctx, &child, (alpha, alpha.next_up()));
            if v > alpha && !ctx.aborted && hi > alpha.next_up() {
                ctx.rec.edge(mv, None);
                ctx.rec.annotate_next(Note::ReSearch);
                below(ctx, &child, (alpha, hi))
            } else {
                v
            }
        } else {
            below(ctx, &child, (alpha, hi))
        };
        if ctx.aborted {
            break;
        }
        if best.is_none() || v > best_value {
            best_value = v;
            best = Some(mv);
            ctx.set_pv(0, mv);
        }
        alpha = alpha.max(v);
        if alpha >= hi {
            break; // above the aspiration window: the pass is searched again with a full one
        }
    }
    ctx.rec.leave(best_value);
    finish_pass(ctx, best, best_value, depth)
}

/// True when `v` is a proven win or loss (no aspiration window around it).
pub(crate) fn is_mate<G: SearchHints>(v: Value) -> bool {
    v.abs() >= G::WIN - G::WIN / MATE_FRACTION
}

/// What a root pass found: complete when no line stopped at the horizon and no limit stopped the
/// search, and then as deep as its longest line.
fn finish_pass<G: SearchHints, Rec: Recorder<G>>(
    ctx: &Ctx<G, Rec>,
    best: Option<G::Move>,
    value: Value,
    depth: u32,
) -> Pass<G::Move> {
    let complete = ctx.reached_every_end();
    Pass {
        best,
        value,
        pv: ctx.root_pv(),
        depth: if complete { ctx.longest_line() } else { depth },
        complete,
    }
}
