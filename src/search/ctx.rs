//! The state one search carries through its recursion: counters, limits, reusable buffers and the
//! principal-variation table, plus the two pieces every algorithm shares — leaf handling and the
//! chance-node rules (plain expectation and Ballard's Star1).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use super::{Limits, Pass, Value, ValueFn, terminal_value};
use crate::game::{Game, Side};

/// How often (in nodes) the clock and the cancel flag are looked at; a power of two.
const CHECK_EVERY: u64 = 1024;

/// Plies of principal variation kept (deeper plies are searched but not recorded).
const PV_MAX: usize = 64;

/// What the probing pass of Star2 learnt about one chance outcome.
#[derive(Copy, Clone, Debug)]
struct OutcomeBound {
    /// The outcome's value is at least this (−WIN when nothing is known).
    lower: Value,
    /// True when `lower` is the exact value of the outcome's first ordered move, which the
    /// probe searched.
    probed: bool,
}

impl OutcomeBound {
    /// A lower bound with no probed move behind it.
    fn unknown(lower: Value) -> OutcomeBound {
        OutcomeBound {
            lower,
            probed: false,
        }
    }
}

/// A chance node being searched by Star1/Star2: its outcomes and what is known of each.
struct ChanceNode<M> {
    outcomes: Vec<M>,
    bounds: Vec<OutcomeBound>,
    /// Every outcome's value lies in [lo, hi].
    lo: Value,
    hi: Value,
}

/// One search's working state; algorithms get it as `&mut` and never allocate per node.
pub struct Ctx<G: Game> {
    /// Positions visited so far.
    pub nodes: u64,
    /// When [`count`](Ctx::count) next looks at the limits (0 once the search has stopped).
    next_check: u64,
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
    bound_pool: Vec<Vec<OutcomeBound>>,
    /// Triangular PV table: row `ply` (stride [`PV_MAX`]) holds the best line from that ply.
    pv: Vec<G::Move>,
    pv_len: [u8; PV_MAX],
    deadline: Option<Instant>,
    node_limit: Option<u64>,
    cancel: Option<Arc<AtomicBool>>,
}

impl<G: Game> Ctx<G> {
    /// A fresh context for a search from a root where `root_side` moves.
    pub fn new(root_side: Side, limits: &Limits, start: Instant) -> Ctx<G> {
        Ctx {
            nodes: 0,
            next_check: CHECK_EVERY,
            root_side,
            aborted: false,
            saw_chance: false,
            horizon: false,
            max_ply: 0,
            pool: Vec::new(),
            bound_pool: Vec::new(),
            pv: Vec::new(),
            pv_len: [0; PV_MAX],
            deadline: limits.time.map(|t| start + t),
            node_limit: limits.nodes,
            cancel: limits.cancel.clone(),
        }
    }

    /// Counts a node; returns true when the search must stop. One comparison on the common path:
    /// the limits are looked at every [`CHECK_EVERY`] nodes, and once the search has stopped at
    /// every call.
    #[inline]
    fn count(&mut self) -> bool {
        self.nodes += 1;
        self.nodes >= self.next_check && self.check_limits()
    }

    #[cold]
    fn check_limits(&mut self) -> bool {
        if !self.aborted {
            let cancelled = self
                .cancel
                .as_ref()
                .is_some_and(|c| c.load(Ordering::Relaxed));
            let late = self.deadline.is_some_and(|d| Instant::now() >= d);
            let spent = self.node_limit.is_some_and(|n| self.nodes >= n);
            self.aborted = cancelled || late || spent;
        }
        if self.aborted {
            self.nodes -= 1; // unwinding: the rest of the tree is not visited
            self.next_check = 0;
        } else {
            self.next_check = self.nodes + CHECK_EVERY;
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
        if let Some(len) = self.pv_len.get_mut(ply as usize) {
            *len = 0;
        }
        if let Some(o) = g.outcome() {
            self.max_ply = self.max_ply.max(ply);
            return Some(terminal_value(G::WIN, o, perspective, ply));
        }
        if depth == 0 {
            self.horizon = true;
            let e = g.evaluate();
            return Some(if g.side_to_move() == perspective {
                e
            } else {
                -e
            });
        }
        None
    }

    /// A buffer holding `g`'s legal moves, taken from the pool; give it back with
    /// [`recycle`](Ctx::recycle).
    #[inline]
    pub fn moves(&mut self, g: &G) -> Vec<G::Move> {
        let mut v = self.pool.pop().unwrap_or_default();
        v.clear();
        g.legal_moves(&mut v);
        v
    }

    /// Like [`moves`](Ctx::moves), best-guess first by [`Game::order_hint`]: pruning algorithms
    /// cut off sooner when good moves come first.
    #[inline]
    pub fn ordered_moves(&mut self, g: &G) -> Vec<G::Move> {
        let mut v = self.moves(g);
        v.sort_by_key(|&m| std::cmp::Reverse(g.order_hint(m)));
        v
    }

    /// Returns a move buffer to the pool.
    #[inline]
    pub fn recycle(&mut self, v: Vec<G::Move>) {
        self.pool.push(v);
    }

    /// Marks the line from `ply` as unknown (its value came from an earlier search).
    #[inline]
    pub fn end_pv(&mut self, ply: u32) {
        if let Some(len) = self.pv_len.get_mut(ply as usize) {
            *len = 0;
        }
    }

    /// Records that `mv` is the best move found so far at `ply`: the PV there becomes `mv`
    /// followed by the PV of the child. Inlined for the common case, a leaf child.
    #[inline]
    pub fn set_pv(&mut self, ply: u32, mv: G::Move) {
        let p = ply as usize;
        if p + 1 < PV_MAX && self.pv_len[p + 1] == 0 && !self.pv.is_empty() {
            self.pv[p * PV_MAX] = mv;
            self.pv_len[p] = 1;
        } else {
            self.set_pv_line(ply, mv);
        }
    }

    /// [`set_pv`](Ctx::set_pv) when the child's line must be copied (or the table made).
    #[inline(never)]
    fn set_pv_line(&mut self, ply: u32, mv: G::Move) {
        let p = ply as usize;
        if p + 1 >= PV_MAX {
            return;
        }
        if self.pv.is_empty() {
            self.pv = vec![mv; PV_MAX * PV_MAX]; // once per search
        }
        let n = usize::from(self.pv_len[p + 1]);
        let (row, child) = (p * PV_MAX, (p + 1) * PV_MAX);
        self.pv[row] = mv;
        for i in 0..n {
            self.pv[row + 1 + i] = self.pv[child + i];
        }
        self.pv_len[p] = n as u8 + 1;
    }

    /// The value of a chance node as the probability-weighted average of its outcomes, each
    /// valued by `child` (expectiminimax).
    pub fn expectation(&mut self, g: &G, mut child: impl FnMut(&mut Self, &G) -> Value) -> Value {
        self.saw_chance = true;
        let outcomes = self.moves(g);
        let mut sum = 0.0;
        for &o in &outcomes {
            sum += g.probability(o) * child(self, &g.play(o));
            if self.aborted {
                break;
            }
        }
        self.recycle(outcomes);
        sum
    }

    /// Where every outcome's value of the chance node `g` lies, from `view`'s side: the game's
    /// [`Game::value_bounds`] for the depth left (±WIN unless the game knows better).
    fn outcome_bounds(g: &G, depth: u32, view: Side) -> (Value, Value) {
        let (lo, hi) = g.value_bounds(depth);
        if view == g.side_to_move() {
            (lo, hi)
        } else {
            (-hi, -lo)
        }
    }

    /// The value of a chance node under Ballard's Star1 pruning: with every outcome's value known
    /// to lie in [L, U] (±[`Game::WIN`], or tighter next to the horizon), the outcomes seen so
    /// far can prove the average falls outside (`alpha`, `beta`) before the rest are searched.
    /// `child(ctx, state, a, b)` searches one outcome within the window (a, b), from `view`'s
    /// side like `alpha` and `beta`. Fail-soft: a result ≤ alpha is an upper bound, ≥ beta a
    /// lower bound, and in between exact.
    pub fn star1(
        &mut self,
        g: &G,
        (depth, view): (u32, Side),
        (alpha, beta): (Value, Value),
        mut child: impl FnMut(&mut Self, &G, Value, Value) -> Value,
    ) -> Value {
        let node = match self.enter_chance(g, depth, view, (alpha, beta)) {
            Ok(node) => node,
            Err(v) => return v,
        };
        let v = self.star_search(
            g,
            &node.outcomes,
            &node.bounds,
            (alpha, beta),
            node.hi,
            |ctx, c, a, b, _| child(ctx, c, a, b),
        );
        self.leave_chance(node);
        v
    }

    /// Enters a chance node for Star1/Star2: when the bounds of its outcomes (from `view`'s
    /// side) already lie outside (alpha, beta), `Err` with the value at once; otherwise the
    /// node's outcomes, most probable first, with their bounds. Give it back with
    /// [`leave_chance`](Ctx::leave_chance).
    fn enter_chance(
        &mut self,
        g: &G,
        depth: u32,
        view: Side,
        (alpha, beta): (Value, Value),
    ) -> Result<ChanceNode<G::Move>, Value> {
        self.saw_chance = true;
        let (lo, hi) = Self::outcome_bounds(g, depth, view);
        if hi <= alpha {
            return Err(hi);
        }
        if lo >= beta {
            return Err(lo);
        }
        let outcomes = self.ordered_moves(g);
        let mut bounds = self.bound_pool.pop().unwrap_or_default();
        bounds.clear();
        bounds.resize(outcomes.len(), OutcomeBound::unknown(lo));
        Ok(ChanceNode {
            outcomes,
            bounds,
            lo,
            hi,
        })
    }

    /// Returns the buffers of [`enter_chance`](Ctx::enter_chance) to their pools.
    fn leave_chance(&mut self, node: ChanceNode<G::Move>) {
        self.recycle(node.outcomes);
        self.bound_pool.push(node.bounds);
    }

    /// The value of a chance node under Ballard's Star2: first a probing pass searches only the
    /// first (best-ordered) move after each outcome where the same side then moves, which bounds
    /// that outcome's value from below; if those bounds already reach `beta` the node is cut off
    /// unsearched. Otherwise the Star1 pass follows, using the probed bounds instead of −WIN for
    /// the outcomes not yet searched, and handing each probed value to `child` so the probed move
    /// is not searched twice. `probe(ctx, state, a, b)` searches the position after one move;
    /// `child(ctx, state, a, b, first)` searches a whole outcome, both from the chance node's
    /// side's view, within the window (a, b); `first` is the exact value of the outcome's first
    /// ordered move when the probe already found it.
    pub fn star2(
        &mut self,
        g: &G,
        depth: u32,
        ply: u32,
        (alpha, beta): (Value, Value),
        mut probe: impl FnMut(&mut Self, &G, Value, Value) -> Value,
        child: impl FnMut(&mut Self, &G, Value, Value, Option<Value>) -> Value,
    ) -> Value {
        let me = g.side_to_move();
        let mut node = match self.enter_chance(g, depth, me, (alpha, beta)) {
            Ok(node) => node,
            Err(v) => return v,
        };
        let (lo, hi) = (node.lo, node.hi);
        let mut known = 0.0; // Σ p·L over the outcomes probed
        let mut unprobed = 1.0; // probability of the outcomes not yet probed
        for (i, &o) in node.outcomes.iter().enumerate() {
            let p = g.probability(o);
            let c = g.play(o);
            if c.side_to_move() != me || c.is_chance() {
                break; // a bound from one move needs the same side to move next
            }
            // What this outcome must reach for a cut-off to stay possible.
            let a = (beta - known - (unprobed - p) * hi) / p;
            let bound = if let Some(v) = self.leaf(&c, depth, ply + 1, me) {
                OutcomeBound::unknown(v)
            } else {
                let moves = self.ordered_moves(&c);
                let v = moves
                    .first()
                    .map(|&m| probe(self, &c.play(m), a.max(lo), hi));
                self.recycle(moves);
                match v {
                    // Above the window's lower edge, exact: its upper edge is `hi`, which no
                    // value in this subtree exceeds, so a fail-high there would equal `hi`.
                    Some(v) if v > a.max(lo) => OutcomeBound {
                        lower: v,
                        probed: true,
                    },
                    _ => break, // no cut-off is possible any more
                }
            };
            if self.aborted {
                break;
            }
            node.bounds[i] = bound;
            known += p * bound.lower;
            unprobed -= p;
        }
        let bound = known + unprobed * lo;
        let v = if bound >= beta && !self.aborted {
            bound
        } else {
            self.star_search(g, &node.outcomes, &node.bounds, (alpha, beta), hi, child)
        };
        self.leave_chance(node);
        v
    }

    /// Star1's pass over the outcomes, each outcome's value known to lie in
    /// [`bounds[i].lower`, `hi`].
    fn star_search(
        &mut self,
        g: &G,
        outcomes: &[G::Move],
        bounds: &[OutcomeBound],
        (alpha, beta): (Value, Value),
        hi: Value,
        mut child: impl FnMut(&mut Self, &G, Value, Value, Option<Value>) -> Value,
    ) -> Value {
        let mut sum = 0.0; // Σ p·v over the outcomes searched
        let mut rest = 1.0; // probability of the outcomes not yet searched
        let mut rest_lower: Value = outcomes
            .iter()
            .zip(bounds)
            .map(|(&o, b)| g.probability(o) * b.lower)
            .sum(); // Σ p·L over the outcomes not yet searched
        for (&o, b) in outcomes.iter().zip(bounds) {
            let p = g.probability(o);
            rest -= p;
            rest_lower -= p * b.lower;
            let a = (alpha - sum - rest * hi) / p;
            let bb = (beta - sum - rest_lower) / p;
            let v = child(
                self,
                &g.play(o),
                a.max(b.lower),
                bb.min(hi),
                b.probed.then_some(b.lower),
            );
            if self.aborted {
                return sum + p * v + rest_lower;
            }
            if v <= a {
                return sum + p * v + rest * hi;
            }
            if v >= bb {
                return sum + p * v + rest_lower;
            }
            sum += p * v;
        }
        sum
    }

    /// Searches the root once at `depth`: each root move in the given order, the first strictly
    /// best one kept (the order was shuffled, so ties are broken at random).
    pub(crate) fn root_pass(
        &mut self,
        value: ValueFn<G>,
        root: &G,
        root_moves: &[G::Move],
        depth: u32,
    ) -> Pass<G::Move> {
        self.horizon = false;
        self.max_ply = 0;
        if root.is_chance() {
            let v = value(self, root, depth, 0, f64::NEG_INFINITY, f64::INFINITY);
            return self.finish_pass(None, v, depth);
        }
        if self.leaf(root, depth, 0, self.root_side).is_some() {
            return self.finish_pass(None, 0.0, depth);
        }
        let mut best = None;
        let mut alpha = f64::NEG_INFINITY;
        for &mv in root_moves {
            let v = value(self, &root.play(mv), depth - 1, 1, alpha, f64::INFINITY);
            if self.aborted {
                break;
            }
            if best.is_none() || v > alpha {
                alpha = v;
                best = Some(mv);
                self.set_pv(0, mv);
            }
        }
        self.finish_pass(best, alpha, depth)
    }

    fn finish_pass(&mut self, best: Option<G::Move>, value: Value, depth: u32) -> Pass<G::Move> {
        let complete = !self.horizon && !self.aborted;
        Pass {
            best,
            value,
            pv: self
                .pv
                .get(..usize::from(self.pv_len[0]))
                .unwrap_or_default()
                .to_vec(),
            depth: if complete { self.max_ply } else { depth },
            complete,
        }
    }
}
