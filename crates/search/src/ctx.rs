//! The state one search carries through its recursion, and what every algorithm asks of it: enter
//! a node ([`leaf`](Ctx::leaf): count it, stop at the limits, value a finished game or the
//! horizon), borrow a move buffer, and record the principal variation. (The chance-node rules are
//! `Ctx` methods too, in `chance.rs`.)

use crate::time::Instant;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use super::record::{NoRecord, Recorder};
use super::value::terminal_value;
use super::{Limits, Value};
use game::{SearchHints, Side};

/// How often (in nodes) the clock and the cancel flag are looked at; a power of two.
const CHECK_EVERY: u64 = 1024;

/// Plies of principal variation kept (deeper plies are searched but not recorded).
const PV_MAX: usize = 64;

/// What the probing pass of Star2 learnt about one chance outcome.
#[derive(Copy, Clone, Debug)]
pub(crate) struct OutcomeBound {
    /// The outcome's value is at least this (−WIN when nothing is known).
    pub(crate) lower: Value,
    /// True when `lower` is the exact value of the outcome's first ordered move, which the
    /// probe searched.
    pub(crate) probed: bool,
}

impl OutcomeBound {
    /// A lower bound with no probed move behind it.
    pub(crate) fn unknown(lower: Value) -> OutcomeBound {
        OutcomeBound {
            lower,
            probed: false,
        }
    }
}

/// One search's working state; algorithms get it as `&mut` and never allocate per node. `R`
/// records the tree as the search goes ([`NoRecord`], the default, records nothing and costs
/// nothing).
pub struct Ctx<G: SearchHints, R: Recorder<G> = NoRecord> {
    /// Nodes [`count`](Ctx::count) lets pass before it next looks at the limits: one
    /// decrement and a zero test a node. The node count is [`nodes`](Ctx::nodes).
    budget: u64,
    /// The node count at which `budget` reaches zero: the count is `checkpoint − budget`.
    checkpoint: u64,
    /// The side to move at the root: the maximising side.
    pub root_side: Side,
    /// Set once a limit or the cancel flag stopped the search; values after that are meaningless.
    pub aborted: bool,
    /// True once a chance node was searched (values are expectations, not proofs).
    pub saw_chance: bool,
    /// True once a depth limit cut a line short in this pass (the value is a heuristic).
    horizon: bool,
    /// Deepest ply at which a finished game was found in this pass.
    max_ply: u32,
    pool: Vec<Vec<G::Move>>,
    /// Reusable per-outcome bound buffers for the chance-node rules.
    pub(super) bound_pool: Vec<Vec<OutcomeBound>>,
    /// The best lines: the line from ply `p` is `pv_head[p]`, then
    /// `pv[pv_row[p]][p + 1..p + pv_len[p]]`. A move that becomes best at `p` over a child with
    /// a line takes over the child's row (the two plies swap rows), so no line is ever copied;
    /// over a leaf child (the common case) it is only the head. Made at the first such move.
    pv: Vec<[G::Move; PV_MAX]>,
    /// The first move of each ply's line.
    pv_head: [Option<G::Move>; PV_MAX],
    /// Which row of `pv` holds the rest of each ply's line.
    pv_row: [u8; PV_MAX],
    pv_len: [u8; PV_MAX],
    deadline: Option<Instant>,
    node_limit: Option<u64>,
    cancel: Option<Arc<AtomicBool>>,
    /// Where the node count is posted for a live display ([`Limits::live_nodes`]).
    live_nodes: Option<Arc<dyn super::LiveNodes>>,
    /// The tree recorder's hooks.
    pub(super) rec: R,
}

impl<G: SearchHints> Ctx<G> {
    /// A fresh context for a search from a root where `root_side` moves.
    pub fn new(root_side: Side, limits: &Limits, start: Instant) -> Ctx<G> {
        Ctx::recording(root_side, limits, start, NoRecord)
    }
}

impl<G: SearchHints, R: Recorder<G>> Ctx<G, R> {
    /// As [`new`](Ctx::new), recording the search with `rec`.
    pub(super) fn recording(root_side: Side, limits: &Limits, start: Instant, rec: R) -> Self {
        let first_check = limits
            .nodes
            .map_or(CHECK_EVERY, |n| n.clamp(1, CHECK_EVERY));
        Ctx {
            budget: first_check,
            checkpoint: first_check,
            root_side,
            aborted: false,
            saw_chance: false,
            horizon: false,
            max_ply: 0,
            pool: Vec::new(),
            bound_pool: Vec::new(),
            pv: Vec::new(),
            pv_head: [None; PV_MAX],
            pv_row: std::array::from_fn(|p| p as u8),
            pv_len: [0; PV_MAX],
            deadline: limits.time.map(|t| start + t),
            node_limit: limits.nodes,
            cancel: limits.cancel.clone(),
            live_nodes: limits.live_nodes.clone(),
            rec,
        }
    }

    /// Posts the node count to `live` from now on (a lazy SMP search's, which adds its
    /// helpers' counts).
    pub(super) fn set_live_nodes(&mut self, live: Option<Arc<dyn super::LiveNodes>>) {
        self.live_nodes = live;
    }

    /// Positions visited so far.
    #[inline]
    pub fn nodes(&self) -> u64 {
        self.checkpoint - self.budget
    }

    /// Carries on the count from `nodes` (a second context taking over this one's count, or
    /// handing it back); the limits are looked at on the next node.
    pub(super) fn set_nodes(&mut self, nodes: u64) {
        self.checkpoint = nodes + 1;
        self.budget = 1;
    }

    /// Counts a node; returns true when the search must stop. One decrement and a zero test on
    /// the common path: the limits are looked at every [`CHECK_EVERY`] nodes and at the node
    /// limit itself (so a node budget is kept exactly), and once the search has stopped at every
    /// call.
    #[inline]
    fn count(&mut self) -> bool {
        self.budget -= 1;
        self.budget == 0 && self.check_limits()
    }

    /// The limits, looked at when the budget has run out (so the count is `checkpoint`).
    #[cold]
    fn check_limits(&mut self) -> bool {
        let nodes = self.checkpoint;
        if !self.aborted {
            let cancelled = self
                .cancel
                .as_ref()
                .is_some_and(|c| c.load(Ordering::Relaxed));
            let late = self.deadline.is_some_and(|d| Instant::now() >= d);
            let spent = self.node_limit.is_some_and(|n| nodes >= n);
            self.aborted = cancelled || late || spent;
        }
        if self.aborted {
            self.rec.stop();
            // Unwinding: this node and the rest of the tree are not visited (the count stays
            // one below the checkpoint), and every later node looks again.
            self.budget = 1;
        } else {
            let mut next = nodes + CHECK_EVERY;
            if let Some(n) = self.node_limit
                && n > nodes
            {
                next = next.min(n);
            }
            self.checkpoint = next;
            self.budget = next - nodes;
            if let Some(live) = &self.live_nodes {
                live.post(nodes);
            }
        }
        self.aborted
    }

    /// Enters a node: counts it and, if it is a leaf — a finished game, the depth limit, or a
    /// stopped search — returns its value for `perspective`. Otherwise returns `None` and the
    /// algorithm expands the node.
    #[inline]
    pub fn leaf(&mut self, g: &G, depth: u32, ply: u32, perspective: Side) -> Option<Value> {
        if self.count() {
            return Some(0.0);
        }
        self.rec.enter(g, depth, ply, perspective);
        if let Some(len) = self.pv_len.get_mut(ply as usize) {
            *len = 0;
        }
        if let Some(o) = g.outcome() {
            // A branch, not a maximum: the deepest end is rarely passed, so the store is too.
            if ply > self.max_ply {
                self.max_ply = ply;
            }
            let v = terminal_value(G::WIN, o, perspective, ply);
            self.rec.leave(v);
            return Some(v);
        }
        if depth == 0 {
            self.horizon = true;
            let e = g.evaluate();
            let v = if g.side_to_move() == perspective {
                e
            } else {
                -e
            };
            self.rec.leave(v);
            return Some(v);
        }
        None
    }

    /// Visits a node: its value for `perspective` when it is a [`leaf`](Ctx::leaf), else what
    /// `expand` finds below it (and the recorder sees the node left with that value).
    ///
    /// `expand` gets a copy of the node: a child made by a move inlined into its parent's loop
    /// then lives in registers until it is tested, and is stored only when it is expanded (most
    /// children are leaves).
    #[inline(always)]
    pub fn visit(
        &mut self,
        g: &G,
        (depth, ply): (u32, u32),
        perspective: Side,
        expand: impl FnOnce(&mut Self, &G) -> Value,
    ) -> Value {
        match self.leaf(g, depth, ply, perspective) {
            Some(v) => v,
            None => {
                let node = *g;
                let v = expand(self, &node);
                self.rec.leave(v);
                v
            }
        }
    }

    /// A buffer holding `g`'s legal moves, taken from the pool; give it back with
    /// [`recycle`](Ctx::recycle).
    #[inline]
    pub fn moves(&mut self, g: &G) -> Vec<G::Move> {
        let mut v = self.move_buffer();
        g.legal_moves(&mut v);
        v
    }

    /// An empty move buffer from the pool; give it back with [`recycle`](Ctx::recycle).
    #[inline]
    pub(crate) fn move_buffer(&mut self) -> Vec<G::Move> {
        let mut v = self.pool.pop().unwrap_or_default();
        v.clear();
        v
    }

    /// Like [`moves`](Ctx::moves), best-guess first by [`SearchHints::order_hint`]: pruning algorithms
    /// cut off sooner when good moves come first.
    #[inline]
    pub fn ordered_moves(&mut self, g: &G) -> Vec<G::Move> {
        let mut v = self.moves(g);
        v.sort_by_key(|&m| std::cmp::Reverse(g.order_hint(m)));
        v
    }

    /// `g`'s legal moves as the full-width searches walk them: the game's
    /// [`move_set`](SearchHints::move_set) where it has one (no list to fill), else a buffer from the
    /// pool. Give them back with [`recycle`](Ctx::recycle).
    #[inline]
    pub(crate) fn legal_moves<'g>(&mut self, g: &'g G) -> Moves<'g, G> {
        match g.move_set() {
            Some(set) => Moves::Set(g, set),
            None => Moves::List(self.moves(g)),
        }
    }

    /// Returns a move buffer (or a [`Moves`]) to the pool.
    #[inline]
    pub fn recycle(&mut self, moves: impl Into<Recycled<G::Move>>) {
        if let Recycled(Some(v)) = moves.into() {
            self.pool.push(v);
        }
    }

    /// Marks the line from `ply` as unknown (its value came from an earlier search).
    #[inline]
    pub fn end_pv(&mut self, ply: u32) {
        if let Some(len) = self.pv_len.get_mut(ply as usize) {
            *len = 0;
        }
    }

    /// Records that `mv` is the best move found so far at `ply`: the PV there becomes `mv`
    /// followed by the PV of the child. Inlined for the common case, a leaf child: the line is
    /// its head alone.
    #[inline]
    pub fn set_pv(&mut self, ply: u32, mv: G::Move) {
        let p = ply as usize;
        if p + 1 < PV_MAX && self.pv_len[p + 1] == 0 {
            self.pv_head[p] = Some(mv);
            self.pv_len[p] = 1;
        } else {
            self.set_pv_line(ply, mv);
        }
    }

    /// [`set_pv`](Ctx::set_pv) when the child has a line: ply `p` takes over the child's row
    /// with the child's head written in front, so nothing is copied.
    #[inline(never)]
    fn set_pv_line(&mut self, ply: u32, mv: G::Move) {
        let p = ply as usize;
        if p + 1 >= PV_MAX {
            return;
        }
        if self.pv.is_empty() {
            self.pv = vec![[mv; PV_MAX]; PV_MAX]; // once per search
        }
        if let (Some(row), Some(child_head)) = (
            self.pv.get_mut(usize::from(self.pv_row[p + 1])),
            self.pv_head[p + 1],
        ) {
            row[p + 1] = child_head;
        }
        self.pv_row.swap(p, p + 1);
        self.pv_head[p] = Some(mv);
        self.pv_len[p] = self.pv_len[p + 1] + 1;
    }

    /// Starts a root pass: no line has reached the horizon or an end yet.
    pub(super) fn begin_pass(&mut self) {
        self.horizon = false;
        self.max_ply = 0;
    }

    /// True when this pass reached the end of the game on every line and was not stopped: its
    /// value is exact.
    pub(super) fn reached_every_end(&self) -> bool {
        !self.horizon && !self.aborted
    }

    /// Starts a subtree at `ply` whose own horizon and longest line the enhanced search wants to
    /// know; hands back the outer ones for [`leave_subtree`](Ctx::leave_subtree).
    #[inline]
    pub(super) fn enter_subtree(&mut self, ply: u32) -> (bool, u32) {
        let outer = (self.horizon, self.max_ply);
        self.horizon = false;
        self.max_ply = ply;
        outer
    }

    /// Ends a subtree: returns whether it met the horizon and its deepest finished game's ply,
    /// and folds both into the outer ones.
    #[inline]
    pub(super) fn leave_subtree(&mut self, outer: (bool, u32)) -> (bool, u32) {
        let inner = (self.horizon, self.max_ply);
        self.horizon |= outer.0;
        self.max_ply = self.max_ply.max(outer.1);
        inner
    }

    /// A value taken from elsewhere (the table) rested on the horizon.
    #[inline]
    pub(super) fn note_horizon(&mut self) {
        self.horizon = true;
    }

    /// A value taken from elsewhere (the table, a forced move) rested on a game ending at `ply`.
    #[inline]
    pub(super) fn note_end(&mut self, ply: u32) {
        self.max_ply = self.max_ply.max(ply);
    }

    /// The deepest ply at which this pass found a finished game.
    pub(super) fn longest_line(&self) -> u32 {
        self.max_ply
    }

    /// The principal variation from the root, best move first.
    pub(super) fn root_pv(&self) -> Vec<G::Move> {
        let len = usize::from(self.pv_len[0]);
        let rest = self.pv.get(usize::from(self.pv_row[0]));
        self.pv_head[0]
            .filter(|_| len > 0)
            .into_iter()
            .chain(
                rest.map_or(&[][..], |row| &row[1..len.max(1)])
                    .iter()
                    .copied(),
            )
            .collect()
    }
}

/// `g` after `mv`; with `TO_END`, in a pass that reaches the end of every line
/// ([`SearchHints::play_to_end`]: the move may skip what only an evaluation needs).
#[inline(always)]
pub(crate) fn play<G: SearchHints, const TO_END: bool>(g: &G, mv: G::Move) -> G {
    if TO_END {
        g.play_to_end(mv)
    } else {
        g.play(mv)
    }
}

/// A node's legal moves from [`Ctx::legal_moves`]: the set bits of the game's
/// [`move_set`](SearchHints::move_set), or a list. Walk them with `for m in &moves`.
pub(crate) enum Moves<'g, G: SearchHints> {
    /// The position and its move set.
    Set(&'g G, u64),
    /// A buffer from the pool.
    List(Vec<G::Move>),
}

impl<'a, G: SearchHints> IntoIterator for &'a Moves<'_, G> {
    type Item = G::Move;
    type IntoIter = MovesIter<'a, G>;

    #[inline]
    fn into_iter(self) -> MovesIter<'a, G> {
        match self {
            Moves::Set(g, set) => MovesIter::Set(g, *set),
            Moves::List(v) => MovesIter::List(v.iter()),
        }
    }
}

/// The walk over a [`Moves`]: lowest key first, as the game's list would have it.
pub(crate) enum MovesIter<'a, G: SearchHints> {
    Set(&'a G, u64),
    List(std::slice::Iter<'a, G::Move>),
}

impl<G: SearchHints> Iterator for MovesIter<'_, G> {
    type Item = G::Move;

    #[inline]
    fn next(&mut self) -> Option<G::Move> {
        match self {
            // The empty set ends the walk: tested first, it is the zero flag of clearing the
            // previous bit, where a key tested against 64 after the count was two more a move.
            MovesIter::Set(_, 0) => None,
            MovesIter::Set(g, set) => {
                let key = set.trailing_zeros();
                *set &= *set - 1;
                Some(g.move_of_key(key))
            }
            MovesIter::List(it) => it.next().copied(),
        }
    }
}

/// What [`Ctx::recycle`] takes back: a move list, if there was one.
pub struct Recycled<M>(Option<Vec<M>>);

impl<M> From<Vec<M>> for Recycled<M> {
    #[inline]
    fn from(v: Vec<M>) -> Self {
        Recycled(Some(v))
    }
}

impl<G: SearchHints> From<Moves<'_, G>> for Recycled<G::Move> {
    #[inline]
    fn from(m: Moves<'_, G>) -> Self {
        match m {
            Moves::Set(..) => Recycled(None),
            Moves::List(v) => Recycled(Some(v)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use game::mnk::Mnk;

    #[test]
    fn the_count_stops_at_the_node_limit_uncounted_and_stays_there() {
        let limits = Limits {
            nodes: Some(3_000),
            ..Limits::default()
        };
        let mut ctx: Ctx<Mnk> = Ctx::new(Side::First, &limits, Instant::now());
        for n in 1..3_000 {
            assert!(!ctx.count(), "node {n}");
            assert_eq!(ctx.nodes(), n);
        }
        assert!(ctx.count(), "the 3,000th node stops the search");
        assert_eq!(ctx.nodes(), 2_999);
        assert!(ctx.count() && ctx.count());
        assert_eq!(ctx.nodes(), 2_999);
    }

    #[test]
    fn a_count_carried_on_looks_at_the_limits_at_its_next_node() {
        let cancel = Arc::new(AtomicBool::new(false));
        let limits = Limits {
            cancel: Some(cancel.clone()),
            ..Limits::default()
        };
        let mut ctx: Ctx<Mnk> = Ctx::new(Side::First, &limits, Instant::now());
        ctx.set_nodes(5_000);
        assert_eq!(ctx.nodes(), 5_000);
        assert!(!ctx.count());
        assert_eq!(ctx.nodes(), 5_001);
        cancel.store(true, Ordering::Relaxed);
        assert!(!ctx.count(), "the flag waits for the next look");
        ctx.set_nodes(6_000);
        assert!(ctx.count(), "handed on, the count looks at once");
        assert_eq!(ctx.nodes(), 6_000);
    }
}
