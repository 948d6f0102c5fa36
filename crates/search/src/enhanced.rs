//! Alpha-beta with the classic enhancements, each switched by [`Enhancements`]: a transposition
//! table (`tt`, optionally keyed by symmetry classes, `sym`), move ordering (`order`: the table's
//! move, the game's finer guess, killer moves, the history heuristic), principal variation search
//! (`pvs`: null windows after the first move) and the forced moves of the rules (`threats`).
//!
//! Both alpha-beta forms run this search when any enhancement is on (the MaxMove/MinMove pair
//! and negamax differ only in how they write the same search). Below the root it is a fail-soft
//! negamax alpha-beta recursion of its own (`enhanced_recursion.rs`), with the enhancements put
//! in at each decision node as its [`Extension`]; above it, this search is a [`Descent`] of its
//! own (the root's order, null windows and aspiration, attempts to finish a proof).
//!
//! Every enhancement keeps the value exactly the textbook one at the same depth:
//! - a table entry is used only for the depth it was searched to, or, when no line of its subtree
//!   stopped at the horizon, for any depth at least as long as its longest line (while deepening
//!   iteratively, at any depth: a proven value is the true one, and only a fixed-depth search
//!   must give the textbook value of its depth); wins and losses
//!   are stored counted from the node, not the root, so a proven value stays exact wherever the
//!   position is met again; a value taken from an entry that rested on the horizon marks the
//!   pass as not proven, as searching it would have;
//! - a win at once is worth `WIN − 1` ply at any depth; a single threat's block and two threats
//!   are only trusted with two plies left, where the textbook search would have seen the
//!   opponent's win too.
//!
//! The selective enhancements (`lmr`, `deeper`; see [`Enhancements`]) give that up for depth:
//! - `lmr`: from the third move of a node on (by the order above), a move is first searched
//!   [`reduction`] plies less deep with a null window; only a move that beats the best so far is
//!   searched again at the full depth. The first two moves of every node are never reduced, so
//!   the deepest ply a pass reaches (UAI's `seldepth`) is still its depth;
//! - `deeper`: an entry that rested on the horizon is used for any depth up to its own.
//!
//! A reduced line that reaches the end of the game is exact all the same, and one that stops at
//! the horizon marks the pass as not proven, so proven values stay exact under both.

use std::borrow::Cow;
use std::ops::ControlFlow;
use std::sync::Arc;

use rand::Rng;

use super::depth_first::{self, Attempt, AttemptAt, Descent, FULL, is_mate};
use super::enhance::Enhancements;
use super::enhanced_recursion::{Extension, search_as};
use super::enhanced_state::Enhanced;
use super::lazy_smp;
use super::limits::{Limits, MAX_DEPTH, UNLIMITED_DEPTH};
use super::move_pick::{SORT_AFTER, Scored, next_best, sort_rest, unpicked_as_listed};
use super::record::{NoRecord, Note, Recorder, TableBound};
use super::report::Report;
use super::searcher::{Run, Searched};
use super::tree::TreeRecorder;
use super::tt::{self, Bound, Entry, Table};
use super::value::MATE_FRACTION;
use super::{Ctx, Value};
use game::{Forced, SearchHints};

/// Searches from the root with the enhancements of `run.limits` (at least one): the table made
/// (or taken from `run.kept`, and given back there), the deepening adapter run with this
/// recursion.
pub(crate) fn search<G: SearchHints, R: Rng + ?Sized>(run: Run<'_, G, R>) -> Searched<G::Move> {
    let side = run.root.side_to_move();
    match run.record {
        None => {
            let ctx = Ctx::new(side, run.limits, run.start);
            (with_table(run, ctx).0, None)
        }
        Some(max_nodes) => {
            let rec = TreeRecorder::new(run.algorithm, side, max_nodes);
            let ctx = Ctx::recording(side, run.limits, run.start, rec);
            let (report, ctx) = with_table(run, ctx);
            let tree = ctx.rec.finish(&report.pv);
            (report, Some(tree))
        }
    }
}

/// [`search`] with the context `ctx` (recording or not): the table made or taken, the deepening
/// run, the table given back.
fn with_table<G: SearchHints, Rec: Recorder<G>, R: Rng + ?Sized>(
    run: Run<'_, G, R>,
    ctx: Ctx<G, Rec>,
) -> (Report<G::Move>, Ctx<G, Rec>) {
    let Run {
        algorithm,
        root,
        limits,
        rng,
        progress,
        mut kept,
        start,
        ..
    } = run;
    let set = limits.enhance;
    let hash_mb = limits.hash_mb.unwrap_or(tt::DEFAULT_HASH_MB);
    let iterative = depth_first::deepens(limits);
    if let Some(k) = kept.as_mut() {
        k.settle();
    }
    let table = (set.contains(Enhancements::TT) && root.hash().is_some()).then(|| {
        kept.as_mut()
            .and_then(|k| k.table.take())
            .unwrap_or_else(|| Table::new(hash_mb, tt::REPLACEMENT))
    });
    let threads = lazy_smp::threads::<G, Rec>(limits, table.is_some());
    let table = table.map(|t| Arc::new(if threads > 1 { t.whole() } else { t }));
    let mut enh = Enhanced::new(set, table);
    // Each pass takes what earlier passes proved, whatever its depth.
    enh.proofs_at_any_depth = iterative;
    let root = (root, limits, rng, progress);
    let (report, ctx) = if threads > 1 {
        // With a slot the helpers stop there, the table theirs until they end.
        lazy_smp::deepen(threads, algorithm, root, (start, ctx), &mut enh, kept)
    } else {
        let searched = depth_first::deepen(algorithm, root, (start, ctx), &mut enh);
        if let Some(k) = kept {
            // The table is this search's alone.
            k.table = enh.table.take().and_then(Arc::into_inner);
        }
        searched
    };
    (report, ctx)
}

/// The enhanced search below the root, for the deepening adapter: the value of a position
/// with the table, ordering and the rest, and what the search does around the recursion — the
/// root ordered by the finer guess under `order`, null windows and aspiration under `pvs`, the
/// line completed from the table, attempts to finish the proof between passes.
impl<G: SearchHints, R: Recorder<G>> Descent<G, R> for Enhanced<G> {
    fn value(
        &mut self,
        ctx: &mut Ctx<G, R>,
        g: &G,
        depth: u32,
        ply: u32,
        window: (Value, Value),
    ) -> Value {
        let root = ctx.root_side;
        search_as::<G, R, _>(ctx, self, root, g, depth, ply, window)
    }

    fn windowed(&self) -> bool {
        true
    }

    /// A selective set reduces lines and cuts on the static evaluation: they may stop short.
    fn stops_short(&self) -> bool {
        self.set.is_selective()
    }

    fn order_root(&self, root: &G, moves: &mut [G::Move]) {
        if self.set.contains(Enhancements::ORDER) {
            moves.sort_by_key(|&m| std::cmp::Reverse(root.move_score(m)));
        } else {
            moves.sort_by_key(|&m| std::cmp::Reverse(root.order_hint(m)));
        }
    }

    fn null_windows(&self) -> bool {
        self.set.contains(Enhancements::PVS)
    }

    /// An odd-numbered helper thread of a lazy SMP search passes over every other depth after
    /// the first (helper 1 the even ones, helper 3 the odd ones…), so that the threads are not
    /// all at one depth.
    fn skips(&self, depth: u32) -> bool {
        self.helper % 2 == 1 && depth > 1 && (depth as usize + self.helper / 2).is_multiple_of(2)
    }

    /// Not while recording: the tree holds the passes, as the report counts them.
    fn attempts(&self) -> bool {
        !R::ON && self.table.is_some()
    }

    /// Where the game asks for it, under `pvs` and with the table, which carries each
    /// null-window pass's proofs to the next.
    fn narrows(&self) -> bool {
        G::NARROWS && self.set.contains(Enhancements::PVS) && self.table.is_some()
    }

    fn extend_pv(&self, root: &G, pv: &mut Vec<G::Move>, max: usize) {
        extend_pv(self, root, pv, max);
    }

    /// A second context with its own node limit, searching with this search's table, killers
    /// and history.
    fn attempt(&mut self, at: AttemptAt<'_, G, R>) -> Attempt<G::Move> {
        let AttemptAt {
            ctx,
            limits,
            start,
            root,
            root_moves,
            budget,
        } = at;
        let cap = ctx.nodes().saturating_add(budget);
        let own = Limits {
            nodes: Some(limits.nodes.map_or(cap, |n| n.min(cap))),
            ..limits.clone()
        };
        let mut sub: Ctx<G, NoRecord> = Ctx::new(ctx.root_side, &own, start);
        sub.set_nodes(ctx.nodes());
        let depth = limits.depth.unwrap_or(UNLIMITED_DEPTH).clamp(1, MAX_DEPTH);
        self.proven_moves_only = true;
        let pass = depth_first::root_pass(&mut sub, self, root, root_moves, depth, FULL);
        self.proven_moves_only = false;
        ctx.set_nodes(sub.nodes());
        ctx.saw_chance |= sub.saw_chance;
        if !sub.aborted {
            return Attempt::Finished(pass);
        }
        let cancelled = limits
            .cancel
            .as_ref()
            .is_some_and(|c| c.load(std::sync::atomic::Ordering::Relaxed));
        let late = limits.time.is_some_and(|t| start.elapsed() >= t);
        let spent = limits.nodes.is_some_and(|n| ctx.nodes() >= n);
        if cancelled || late || spent {
            ctx.aborted = true;
            Attempt::Stopped
        } else {
            Attempt::OutOfNodes
        }
    }
}

/// A win or loss counted from the root (`ply` plies up), as counted from this node: what the
/// table keeps.
fn to_table<G: SearchHints>(v: Value, ply: u32) -> Value {
    let mate = G::WIN - G::WIN / MATE_FRACTION;
    if v >= mate {
        v + f64::from(ply)
    } else if v <= -mate {
        v - f64::from(ply)
    } else {
        v
    }
}

/// The inverse of [`to_table`].
fn from_table<G: SearchHints>(v: Value, ply: u32) -> Value {
    let mate = G::WIN - G::WIN / MATE_FRACTION;
    if v >= mate {
        v - f64::from(ply)
    } else if v <= -mate {
        v + f64::from(ply)
    } else {
        v
    }
}

/// A position's table key and, under `sym`, the symmetry that maps it onto its class's key.
type TableKey = (u64, Option<u8>);

/// The table key of `g` and, under `sym`, the symmetry that maps it onto its class's key.
#[inline(always)]
fn key_of<G: SearchHints>(g: &G, set: Enhancements) -> Option<TableKey> {
    if set.contains(Enhancements::SYM)
        && let Some((k, s)) = g.sym_hash()
    {
        return Some((k, Some(s)));
    }
    g.hash().map(|k| (k, None))
}

/// How the table names `mv` (0: it cannot): its key in the canonical image, plus one. A game
/// without move keys has no table moves.
fn move_code<G: SearchHints>(g: &G, mv: G::Move, sym: Option<u8>) -> u16 {
    if G::MOVE_KEYS == 0 {
        return 0;
    }
    let m = sym.map_or(mv, |s| g.map_move(mv, s));
    u16::try_from(g.move_key(m) + 1).unwrap_or(0)
}

/// What the enhanced search keeps about one node between its hooks.
pub(crate) struct Node<M> {
    /// The one move searched: the block of a single threat.
    only: Option<M>,
    /// True when the moves that lose at once are left out.
    drop_losing: bool,
    /// The table's key of the node and, under `sym`, the symmetry onto its class.
    key: Option<(u64, Option<u8>)>,
    /// The table's move for the node (0: none).
    tt_code: u16,
    /// The depth the node is searched to, as the table keeps it.
    stored_depth: u16,
    /// The horizon and longest line outside this node's subtree.
    outer: (bool, u32),
    /// Under `order`, each move with its score: moves are picked as their turn comes.
    scored: Option<Vec<Scored<M>>>,
    /// Under `order`, where the best-scored move stands in `scored` until a second move is
    /// picked: the first is picked from here unmoved (most nodes cut off after it).
    first: Option<usize>,
    /// How many moves have been picked: those stand at the front of `scored`.
    picked: usize,
    /// Under `order`, a ply from the horizon, the first move (and what its score kept) found
    /// without scoring the others: they are scored only if a second is picked, and, the
    /// children being leaves, killers and history are then what they were.
    first_only: Option<(M, u64)>,
    /// The node's distance from the root, to score its moves late.
    ply: u32,
    /// With `first_only` from the game's top-scored moves: the list of moves is not made
    /// until a second move is picked.
    unlisted: bool,
    /// What scoring the move picked last kept for its play (0: nothing).
    kept: u64,
    /// Under `lmp`, true when late quiet moves may be left out: not a principal variation node
    /// (its window is a null window) and some move converts.
    lmp: bool,
    /// How many moves late move pruning left out.
    pruned: u32,
    /// How many dominated moves `dom` left out.
    dominated: u32,
}

impl<M> Node<M> {
    fn sym(&self) -> Option<u8> {
        self.key.and_then(|k| k.1)
    }
}

/// The enhancements at each decision node of negamax alpha-beta (`negamax_ab.rs`): the rules'
/// forced moves and mate-distance bounds, then the table; the moves filtered and ordered; late
/// moves reduced, null windows after the first; the cut-off remembered (killers, history); the
/// node's value stored.
impl<G: SearchHints, R: Recorder<G>> Extension<G, R> for &mut Enhanced<G> {
    type Lent<'a>
        = &'a mut Enhanced<G>
    where
        Self: 'a;
    type Node = Node<G::Move>;

    #[inline]
    fn lend(&mut self) -> &mut Enhanced<G> {
        self
    }

    /// Under `ext`, a ply at the horizon where the game asks for it, once per line. A node no
    /// deeper than the one extended is outside its subtree (the search has come back up).
    #[inline]
    fn extend(&mut self, g: &G, depth: u32, ply: u32) -> u32 {
        if !self.set.contains(Enhancements::EXT) || depth > 0 {
            return 0;
        }
        if ply <= self.extended_at {
            self.extended_at = u32::MAX;
        }
        if self.extended_at == u32::MAX && g.outcome().is_none() && g.extends() {
            self.extended_at = ply;
            1
        } else {
            0
        }
    }

    #[inline]
    fn enter(
        &mut self,
        ctx: &mut Ctx<G, R>,
        g: &G,
        depth: u32,
        ply: u32,
        (alpha, beta): (Value, Value),
    ) -> ControlFlow<Value, Node<G::Move>> {
        let set = self.set;
        let only = forced_moves(set, ctx, g, depth, ply, (alpha, beta))?;
        let stored_depth = u16::try_from(depth).unwrap_or(u16::MAX);
        let (key, tt_code) = if depth <= 1 && set.contains(Enhancements::SKIPTT) {
            (None, 0)
        } else {
            probe_table(self, ctx, g, (stored_depth, ply), (alpha, beta))?
        };

        // Gated here, inline: most searches prune nothing before the moves, and asking was a
        // call at every node that returned at once.
        if only.is_none()
            && (set.intersects(
                Enhancements::NMP
                    .union(Enhancements::RFP)
                    .union(Enhancements::FP),
            ) || (set.contains(Enhancements::PROBCUT) && G::PROBCUT_MARGIN > 0.0))
            && let Some(v) = prune_before_moves(self, ctx, g, (depth, ply), (alpha, beta))
        {
            return ControlFlow::Break(v);
        }

        ControlFlow::Continue(Node {
            only,
            drop_losing: only.is_none() && set.contains(Enhancements::THREATS) && depth >= 2,
            key,
            tt_code,
            stored_depth,
            outer: ctx.enter_subtree(ply),
            scored: None,
            first: None,
            picked: 0,
            first_only: None,
            ply,
            unlisted: false,
            kept: 0,
            lmp: set.contains(Enhancements::LMP) && beta <= alpha.next_up(),
            pruned: 0,
            dominated: 0,
        })
    }

    fn moves(
        &mut self,
        ctx: &mut Ctx<G, R>,
        node: &mut Node<G::Move>,
        g: &G,
        ply: u32,
    ) -> Vec<G::Move> {
        if let Some(m) = node.only {
            // The one move to search: the others are not listed at all.
            let mut moves = ctx.move_buffer();
            moves.push(m);
            return moves;
        }
        let leaves_below = self.set.contains(Enhancements::ORDER)
            && !R::ON
            && node.stored_depth <= 1
            && !self.set.contains(Enhancements::EXT);
        if leaves_below
            && node.tt_code == 0
            && !node.drop_losing
            && !node.lmp
            && !(ply > 0 && self.set.contains(Enhancements::DOM))
        {
            // The whole list unfiltered: the game may name its best-scored moves without it,
            // and then it is made only if a second move is picked.
            let mut top = std::mem::take(&mut self.top_moves);
            top.clear();
            if g.top_scored_moves(&mut top) {
                node.first_only = first_pick(self, g, &top, ply, 0, None);
                node.unlisted = true;
            }
            self.top_moves = top;
            if node.unlisted {
                return ctx.move_buffer();
            }
        }
        let mut moves = if node.drop_losing {
            // Moves that hand the opponent a win at once: worth a loss in two, below every other.
            let mut moves = ctx.move_buffer();
            if g.moves_not_losing_at_once(&mut moves) {
                ctx.note_end(ply + 2);
            }
            debug_assert!(
                !moves.is_empty(),
                "forced() promised a move that does not lose at once"
            );
            moves
        } else {
            ctx.moves(g)
        };
        if ply > 0 && self.set.contains(Enhancements::DOM) {
            node.dominated = g.drop_dominated(&mut moves);
            if node.dominated > 0 {
                // Left out: the node's value no longer rests on every line.
                ctx.note_horizon();
            }
        }
        if leaves_below {
            // A ply from the horizon most nodes cut off after their first move, and the
            // children are leaves: nothing changes killers or history before a second pick.
            node.first_only = first_pick(self, g, &moves, ply, node.tt_code, node.sym());
        } else if self.set.contains(Enhancements::ORDER) {
            // Each move is picked when its turn comes (most nodes cut off after one or two, so
            // sorting them all was a third of the search's time).
            let (scored, first) = score_moves(self, g, &moves, ply, node.tt_code, node.sym());
            node.scored = Some(scored);
            node.first = Some(first);
        } else {
            moves.sort_by_key(|&m| std::cmp::Reverse(g.order_hint(m)));
        }
        if node.lmp {
            node.lmp = moves.len() > LMP_MOVES && moves.iter().any(|&m| !g.is_quiet(m));
        }
        moves
    }

    #[inline]
    fn pick(
        &mut self,
        node: &mut Node<G::Move>,
        g: &G,
        moves: &mut Vec<G::Move>,
        i: usize,
    ) -> Option<G::Move> {
        if let Some((m, kept)) = node.first_only {
            if i == 0 {
                node.kept = kept;
                return Some(m);
            }
            if node.unlisted {
                g.legal_moves(moves);
                node.unlisted = false;
            }
            // The second pick: every move scored now, as it would have been before the first.
            let (scored, first) = score_moves(self, g, moves, node.ply, node.tt_code, node.sym());
            debug_assert!(scored[first].mv == m, "the first pick is the best scored");
            node.scored = Some(scored);
            node.first = Some(first);
            node.first_only = None;
        }
        match node.scored.as_mut() {
            Some(scored) if i >= scored.len() => None,
            Some(scored) => {
                node.picked = i + 1;
                let s = match node.first {
                    // The recorder reads the list in the order picked, so it gets it so.
                    Some(first) if i == 0 && !R::ON => scored[first],
                    // The second pick, or the first with a recorder: the first to the front,
                    // then the next best.
                    Some(first) => {
                        node.first = None;
                        scored.swap(0, first);
                        next_best(scored, i)
                    }
                    None if i < SORT_AFTER => next_best(scored, i),
                    None => {
                        if i == SORT_AFTER {
                            sort_rest(scored, i);
                        }
                        scored[i]
                    }
                };
                node.kept = s.kept;
                Some(s.mv)
            }
            None => moves.get(i).copied(),
        }
    }

    /// A scored move is played with what its score kept (Connect Four: the cells it makes).
    #[inline]
    fn child(&self, node: &Node<G::Move>, g: &G, mv: G::Move) -> G {
        if self.set.contains(Enhancements::ORDER) {
            g.play_scored(mv, node.kept)
        } else {
            g.play(mv)
        }
    }

    /// Under `order`, as picked so far and then as they would have come; else as listed.
    #[inline]
    fn order<'a>(&self, node: &'a Node<G::Move>, moves: &'a [G::Move]) -> Cow<'a, [G::Move]> {
        match node.scored.as_ref() {
            Some(scored) if R::ON => {
                let mut order: Vec<G::Move> = scored[..node.picked].iter().map(|s| s.mv).collect();
                order.extend(unpicked_as_listed(scored, node.picked));
                Cow::Owned(order)
            }
            _ => Cow::Borrowed(moves),
        }
    }

    /// Under `lmr`, from the third move on, a shallower null-window look first; under `pvs`,
    /// after the first move, a null window at the full depth: the full search follows only if
    /// the move seems to beat the best so far.
    #[inline]
    fn look(
        &mut self,
        ctx: &mut Ctx<G, R>,
        node: &mut Node<G::Move>,
        (g, mv, child): (&G, G::Move, &G),
        i: usize,
        (depth, ply): (u32, u32),
        (alpha, beta): (Value, Value),
    ) -> Option<Value> {
        if R::ON
            && i == 0
            && node.tt_code != 0
            && node.scored.is_some()
            && move_code(g, mv, node.sym()) == node.tt_code
        {
            ctx.rec.annotate_next(Note::TableMove);
        }
        if node.lmp && i >= LMP_MOVES && g.is_quiet(mv) {
            // Left out: the node's value no longer rests on every line.
            node.pruned += 1;
            ctx.note_horizon();
            return Some(f64::NEG_INFINITY);
        }
        if alpha == f64::NEG_INFINITY {
            return None;
        }
        let me = g.side_to_move();
        let null = (alpha, alpha.next_up());
        let r = if node.only.is_some() {
            0
        } else if self.set.contains(Enhancements::LMR2) {
            steep_reduction(i, depth)
        } else if self.set.contains(Enhancements::LMR) {
            reduction(i, depth, self.set.contains(Enhancements::LMRH))
        } else {
            0
        };
        if r > 0 {
            ctx.rec.annotate_next(Note::Reduced { plies: r });
            let v = search_as::<G, R, _>(ctx, &mut **self, me, child, depth - 1 - r, ply + 1, null);
            if v <= alpha || ctx.aborted {
                return Some(v);
            }
            ctx.rec.edge(mv, None);
            ctx.rec.annotate_next(Note::ReSearch);
        }
        if self.set.contains(Enhancements::PVS) && i > 0 {
            ctx.rec.annotate_next(Note::NullWindow);
            let v = search_as::<G, R, _>(ctx, &mut **self, me, child, depth - 1, ply + 1, null);
            if v <= alpha || v >= beta || ctx.aborted {
                return Some(v);
            }
            ctx.rec.edge(mv, None);
            ctx.rec.annotate_next(Note::ReSearch);
        }
        None
    }

    /// Under `order`: a killer at `ply`, and history.
    #[inline]
    fn cutoff(&mut self, ctx: &mut Ctx<G, R>, g: &G, mv: G::Move, depth: u32, ply: u32) {
        if self.set.contains(Enhancements::ORDER) && !ctx.aborted {
            remember_cutoff(self, g, mv, ply, depth);
        }
    }

    /// The node's value stored in the table, as deep as its subtree reached.
    #[inline]
    fn leave(
        &mut self,
        ctx: &mut Ctx<G, R>,
        node: Node<G::Move>,
        g: &G,
        (_, ply): (u32, u32),
        (alpha, beta): (Value, Value),
        (best, best_move): (Value, Option<G::Move>),
    ) {
        if node.pruned > 0 {
            ctx.rec
                .annotate(Note::LateMovesPruned { moves: node.pruned });
        }
        if node.dominated > 0 {
            ctx.rec.annotate(Note::DominatedLeftOut {
                moves: node.dominated,
            });
        }
        let (horizon, deepest) = ctx.leave_subtree(node.outer);
        if let Some((k, sym)) = node.key
            && !ctx.aborted
        {
            let bound = if best <= alpha {
                Bound::Upper
            } else if best >= beta {
                Bound::Lower
            } else {
                Bound::Exact
            };
            let entry = Entry {
                value: to_table::<G>(best, ply),
                depth: if horizon {
                    node.stored_depth
                } else {
                    u16::try_from(deepest.saturating_sub(ply)).unwrap_or(u16::MAX)
                },
                bound,
                complete: !horizon,
                mv: best_move.map_or(0, |m| move_code(g, m, sym)),
            };
            self.store(k, entry);
        }
        if let Some(scored) = node.scored {
            self.scored.push(scored);
        }
    }
}

/// Under `threats`, the rules' forced moves at a node and how soon the game can end from it:
/// the node's value when a win now, a loss that cannot be stopped or the mate distance settles
/// it, else the one move to search (the block of a single threat), if any.
#[inline]
fn forced_moves<G: SearchHints, R: Recorder<G>>(
    set: Enhancements,
    ctx: &mut Ctx<G, R>,
    g: &G,
    depth: u32,
    ply: u32,
    (alpha, beta): (Value, Value),
) -> ControlFlow<Value, Option<G::Move>> {
    let mut only = None;
    if !set.contains(Enhancements::THREATS) {
        return ControlFlow::Continue(only);
    }
    // How soon the game can end (plies from here: a win, a loss).
    let mut soonest = (1, 1);
    match g.forced() {
        Some(Forced::Win(m)) => {
            ctx.rec.annotate(Note::ForcedWin);
            ctx.note_end(ply + 1);
            ctx.end_pv(ply + 1);
            ctx.set_pv(ply, m);
            return ControlFlow::Break(G::WIN - f64::from(ply + 1));
        }
        Some(Forced::Lost) if depth >= 2 => {
            ctx.rec.annotate(Note::ForcedLoss);
            ctx.note_end(ply + 2);
            return ControlFlow::Break(-(G::WIN - f64::from(ply + 2)));
        }
        Some(Forced::Block(m)) if depth >= 2 => {
            ctx.rec.annotate(Note::ForcedBlock);
            only = Some(m);
        }
        None => soonest = G::SOONEST_ENDS,
        _ => {}
    }
    // A window beyond the soonest win or loss cannot be met (mate-distance pruning; the
    // bounds hold at every depth, as heuristic values lie far inside them).
    let win = G::WIN - f64::from(ply + soonest.0);
    let loss = -(G::WIN - f64::from(ply + soonest.1));
    if alpha >= win {
        ctx.rec.annotate(Note::MateDistance);
        return ControlFlow::Break(win);
    }
    if beta <= loss {
        ctx.rec.annotate(Note::MateDistance);
        return ControlFlow::Break(loss);
    }
    ControlFlow::Continue(only)
}

/// The transposition table at a node searched `stored_depth` deep: its value when an entry
/// usable at that depth settles the window, else the node's key and the table's move (0: none).
#[inline]
fn probe_table<G: SearchHints, R: Recorder<G>>(
    st: &Enhanced<G>,
    ctx: &mut Ctx<G, R>,
    g: &G,
    (stored_depth, ply): (u16, u32),
    (alpha, beta): (Value, Value),
) -> ControlFlow<Value, (Option<TableKey>, u16)> {
    let set = st.set;
    let key = if st.table.is_some() {
        key_of(g, set)
    } else {
        None
    };
    let mut tt_code = 0;
    if let Some((k, _)) = key
        && let Some(e) = st.table.as_ref().and_then(|t| t.probe(k))
    {
        if e.complete || !st.proven_moves_only {
            tt_code = e.mv;
        }
        let usable = if e.complete {
            stored_depth >= e.depth || st.proofs_at_any_depth
        } else {
            stored_depth == e.depth
                || (stored_depth < e.depth && set.contains(Enhancements::DEEPER))
        };
        if usable {
            let v = from_table::<G>(e.value, ply);
            let cut = match e.bound {
                Bound::Exact => true,
                Bound::Lower => v >= beta,
                Bound::Upper => v <= alpha,
            };
            if cut {
                if R::ON {
                    let bound = match e.bound {
                        Bound::Exact => TableBound::Exact,
                        Bound::Lower => TableBound::Lower,
                        Bound::Upper => TableBound::Upper,
                    };
                    ctx.rec.annotate(Note::TableHit { bound, value: v });
                }
                if e.complete {
                    ctx.note_end(ply + u32::from(e.depth));
                } else {
                    ctx.note_horizon();
                }
                return ControlFlow::Break(v);
            }
        }
    }
    ControlFlow::Continue((key, tt_code))
}

/// Under `lmp`, quiet moves from this one on (in the search's order) are left out of a node
/// that is not on the principal variation and has a capture (autaxx's rule).
const LMP_MOVES: usize = 28;

/// Under `rfp` and `fp`, the margin by depth (1 to 4 plies left), in blobs: autaxx's, whose blob
/// is 100.
const FUTILITY_MARGINS: [Value; 4] = [2.5, 3.5, 4.75, 7.75];

/// The plies fewer the null move's reply is searched (the null move itself is one).
const NULL_REDUCTION: u32 = 2;

/// ProbCut (`probcut`) probes a node this many plies from the horizon or more…
const PROBCUT_DEPTH: u32 = 6;

/// …with a search this many plies shallower (Blob War: +1.4 plies in 100 ms, a margin of a
/// blob, `docs/blobwar-eval.md`).
const PROBCUT_REDUCTION: u32 = 4;

/// Reverse futility, futility, ProbCut and null-move pruning (asked only when one is on), at a
/// node that is not on the principal variation (its window a null window), not the null move's
/// reply, and with a β that is not a win or loss: the node's value when one of them cuts it off
/// (a bound at least β, or at most α for `fp`). Each leaves the node's value resting on the
/// horizon, never a proof.
fn prune_before_moves<G: SearchHints, R: Recorder<G>>(
    st: &mut Enhanced<G>,
    ctx: &mut Ctx<G, R>,
    g: &G,
    (depth, ply): (u32, u32),
    (alpha, beta): (Value, Value),
) -> Option<Value> {
    let set = st.set;
    if beta > alpha.next_up() || ply == st.null_reply_at || is_mate::<G>(beta) {
        return None;
    }
    let eval = g.evaluate();
    // Both futility prunings' margin: none further than 4 plies from the horizon.
    let futility = FUTILITY_MARGINS.get(depth as usize - 1).copied();
    if set.contains(Enhancements::RFP)
        && let Some(margin) = futility
        && eval - margin >= beta
    {
        ctx.rec.annotate(Note::Futility {
            value: eval,
            margin,
        });
        ctx.note_horizon();
        return Some(eval - margin);
    }
    if set.contains(Enhancements::FP)
        && let Some(margin) = futility
        && eval + margin <= alpha
    {
        ctx.rec.annotate(Note::FutilityLow {
            value: eval,
            margin,
        });
        ctx.note_horizon();
        return Some(eval + margin);
    }
    if set.contains(Enhancements::PROBCUT)
        && G::PROBCUT_MARGIN > 0.0
        && depth >= PROBCUT_DEPTH
        && !R::ON
    {
        // The node itself, searched shallower on a null window a margin above β.
        let bar = beta + G::PROBCUT_MARGIN;
        if !is_mate::<G>(bar) {
            let me = g.side_to_move();
            let shallow = depth - PROBCUT_REDUCTION;
            let v =
                search_as::<G, R, _>(ctx, &mut *st, me, g, shallow, ply, (bar.next_down(), bar));
            if v >= bar && !ctx.aborted {
                ctx.note_horizon();
                return Some(beta);
            }
        }
    }
    if set.contains(Enhancements::NMP)
        && depth > NULL_REDUCTION
        && eval >= beta
        && let Some((pass, null)) = g.null_move()
    {
        ctx.rec.edge(pass, None);
        ctx.rec.annotate_next(Note::NullMove);
        let outer = std::mem::replace(&mut st.null_reply_at, ply + 1);
        let me = g.side_to_move();
        let v = search_as::<G, R, _>(
            ctx,
            &mut *st,
            me,
            &null,
            depth - 1 - NULL_REDUCTION,
            ply + 1,
            (beta.next_down(), beta),
        );
        st.null_reply_at = outer;
        if v >= beta && !ctx.aborted {
            ctx.rec.annotate(Note::NullMoveCut { value: v });
            ctx.note_horizon();
            // A win found after a pass is no proof.
            return Some(if is_mate::<G>(v) { beta } else { v });
        }
    }
    None
}

/// Plies fewer that the `i`-th move (from 0) of a node `depth` plies from the horizon is first
/// searched under `lmr`: none for the first two moves or near the horizon, one for the next four,
/// then a third and later half of the depth (tiktaxx's schedule, measured in
/// `docs/performance.md`); under `lmrh` (`near`) one two plies from the horizon too. Always
/// leaves at least the horizon (`depth − 1 − r ≥ 0`).
fn reduction(i: usize, depth: u32, near: bool) -> u32 {
    let r = if i < 2 || depth < 3 - u32::from(near) {
        0
    } else if i < 6 {
        1
    } else if i < 12 {
        (depth / 3).max(1)
    } else {
        depth / 2
    };
    r.min(depth - 1)
}

/// Under `lmr2`, autaxx's steeper schedule: every move after the first 2 plies less, from the
/// tenth on 3, at any depth (never below the horizon).
fn steep_reduction(i: usize, depth: u32) -> u32 {
    let r = match i {
        0 => 0,
        1..9 => 2,
        _ => 3,
    };
    r.min(depth - 1)
}

/// Each move with its ordering score, best guess highest: the table's move, then by the game's
/// [`move_score`](SearchHints::move_score), then killers, then history. The buffer comes from a pool
/// (give it back to `st.scored`); and where the best-scored stands (the first of equals), so the
/// first pick needs no scan.
fn score_moves<G: SearchHints>(
    st: &mut Enhanced<G>,
    g: &G,
    moves: &[G::Move],
    ply: u32,
    tt_code: u16,
    sym: Option<u8>,
) -> (Vec<Scored<G::Move>>, usize) {
    let killers = st.killers.get(ply as usize).copied().unwrap_or([None; 2]);
    let mut scored = st.scored.pop().unwrap_or_default();
    scored.clear();
    let (mut first, mut top) = (0, i64::MIN);
    for (i, &m) in moves.iter().enumerate() {
        let mut kept = 0;
        let score = if tt_code != 0 && move_code(g, m, sym) == tt_code {
            i64::MAX
        } else {
            let (score, k) = g.move_score_kept(m);
            kept = k;
            full_score(st, g, m, score, killers)
        };
        if score > top {
            (first, top) = (i, score);
        }
        scored.push(Scored {
            score,
            listed: i as u32,
            mv: m,
            kept,
        });
    }
    (scored, first)
}

/// The move of `moves` [`score_moves`] would score best (the first of equals), and what its
/// score kept, found without scoring every move in full: only those whose game's score reaches
/// the best so far get their killer and history looked up (`moves` may be all the legal moves,
/// or only those the game names as scored highest, [`SearchHints::top_scored_moves`]). `None`
/// when there are no moves.
fn first_pick<G: SearchHints>(
    st: &Enhanced<G>,
    g: &G,
    moves: &[G::Move],
    ply: u32,
    tt_code: u16,
    sym: Option<u8>,
) -> Option<(G::Move, u64)> {
    let killers = st.killers.get(ply as usize).copied().unwrap_or([None; 2]);
    let (mut top, mut top_score) = (None, i32::MIN);
    for &m in moves {
        if tt_code != 0 && move_code(g, m, sym) == tt_code {
            return Some((m, 0));
        }
        let (score, kept) = g.move_score_kept(m);
        if score < top_score {
            continue;
        }
        let full = full_score(st, g, m, score, killers);
        if top.is_none_or(|(best, _, _)| full > best) {
            top = Some((full, m, kept));
            top_score = score;
        }
    }
    top.map(|(_, m, kept)| (m, kept))
}

/// A move's ordering score below the table's move: the game's score, then killers, then
/// history.
#[inline]
fn full_score<G: SearchHints>(
    st: &Enhanced<G>,
    g: &G,
    m: G::Move,
    score: i32,
    killers: [Option<G::Move>; 2],
) -> i64 {
    let killer = if killers[0] == Some(m) {
        2
    } else {
        i64::from(killers[1] == Some(m))
    };
    let history = if G::MOVE_KEYS > 0 {
        i64::from(st.history[g.move_key(m)].min((1 << 30) - 1))
    } else {
        0
    };
    i64::from(score) << 32 | killer << 30 | history
}

/// `mv` cut off the search at `ply` with `depth` left: a killer there, and history.
fn remember_cutoff<G: SearchHints>(st: &mut Enhanced<G>, g: &G, mv: G::Move, ply: u32, depth: u32) {
    if let Some(k) = st.killers.get_mut(ply as usize)
        && k[0] != Some(mv)
    {
        k[1] = k[0];
        k[0] = Some(mv);
    }
    if G::MOVE_KEYS > 0 {
        let h = &mut st.history[g.move_key(mv)];
        *h = h.saturating_add(depth.saturating_mul(depth));
    }
}

/// The principal variation continued from the table past where `pv` ends: each position's
/// stored best move, while it is legal and the game goes on, at most `max` moves in all.
fn extend_pv<G: SearchHints>(enh: &Enhanced<G>, root: &G, pv: &mut Vec<G::Move>, max: usize) {
    let Some(table) = enh.table.as_ref() else {
        return;
    };
    let mut g = *root;
    for &m in pv.iter() {
        g = g.play(m);
    }
    let mut moves = Vec::new();
    while pv.len() < max && g.outcome().is_none() && !g.is_chance() {
        let Some((k, sym)) = key_of(&g, enh.set) else {
            return;
        };
        let Some(e) = table.probe(k).filter(|e| e.mv != 0) else {
            return;
        };
        moves.clear();
        g.legal_moves(&mut moves);
        let Some(&m) = moves.iter().find(|&&m| move_code(&g, m, sym) == e.mv) else {
            return;
        };
        pv.push(m);
        g = g.play(m);
    }
}
