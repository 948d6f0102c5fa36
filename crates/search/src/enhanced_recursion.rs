//! The enhanced search's own recursion (`enhanced.rs` is the search): fail-soft negamax
//! alpha-beta, Star1 at chance nodes, with hooks ([`Extension`]) at each decision node for what
//! the enhancements add — the table's probe and store, forced moves, the order of the moves,
//! null windows and reductions. It has the shape of the textbook's (`negamax_ab.rs`), which
//! stays the pseudocode alone.

use std::borrow::Cow;
use std::ops::ControlFlow;

use super::record::{CutKind, CutRule, Recorder};
use super::{Ctx, Value};
use game::{SearchHints, Side};

/// What the enhanced search (`enhanced.rs`) adds to this recursion at each decision node: its
/// table, forced moves, ordering and reductions there.
pub(crate) trait Extension<G: SearchHints, R: Recorder<G>>: Sized {
    /// The extension as a child's search gets it: lent for the while (the textbook's is nothing,
    /// and passing nothing costs nothing).
    type Lent<'a>: Extension<G, R>
    where
        Self: 'a;

    /// Lends the extension to a child's search.
    fn lend(&mut self) -> Self::Lent<'_>;

    /// Plies to add to the depth of `g`, reached at `depth` and `ply` (a search extension).
    fn extend(&mut self, g: &G, depth: u32, ply: u32) -> u32;

    /// What the extension keeps about one node, from [`enter`](Extension::enter) to
    /// [`leave`](Extension::leave).
    type Node;

    /// Before the moves: `Break(v)` when the node's value `v` is known without searching them,
    /// else what the extension keeps on the node.
    fn enter(
        &mut self,
        ctx: &mut Ctx<G, R>,
        g: &G,
        depth: u32,
        ply: u32,
        window: (Value, Value),
    ) -> ControlFlow<Value, Self::Node>;

    /// The node's moves, best guess first: a buffer from `ctx`, which takes it back.
    fn moves(
        &mut self,
        ctx: &mut Ctx<G, R>,
        node: &mut Self::Node,
        g: &G,
        ply: u32,
    ) -> Vec<G::Move>;

    /// The `i`-th move of `g` to search, of `moves` as [`moves`](Extension::moves) listed them
    /// (an extension may pick another only when its turn comes, and may list them only then);
    /// `None` after the last.
    fn pick(
        &mut self,
        node: &mut Self::Node,
        g: &G,
        moves: &mut Vec<G::Move>,
        i: usize,
    ) -> Option<G::Move>;

    /// The position after `mv`, the move [`pick`](Extension::pick) just gave (the extension
    /// may know some of it already).
    fn child(&self, node: &Self::Node, g: &G, mv: G::Move) -> G;

    /// The moves in the order they are searched, for the recorder to name those a cut-off
    /// leaves (the textbook's: as listed).
    fn order<'a>(&self, node: &'a Self::Node, moves: &'a [G::Move]) -> Cow<'a, [G::Move]>;

    /// A cheaper look at the `i`-th move before its full search, `at` (`g`, the move, the child):
    /// the move's value when the look settles it, `None` when the full search must follow.
    #[allow(clippy::too_many_arguments)]
    fn look(
        &mut self,
        ctx: &mut Ctx<G, R>,
        node: &mut Self::Node,
        at: (&G, G::Move, &G),
        i: usize,
        depth_ply: (u32, u32),
        window: (Value, Value),
    ) -> Option<Value>;

    /// `mv` cut the search of `g` off.
    fn cutoff(&mut self, ctx: &mut Ctx<G, R>, g: &G, mv: G::Move, depth: u32, ply: u32);

    /// The node searched within `window`: its value and best move (`best`).
    fn leave(
        &mut self,
        ctx: &mut Ctx<G, R>,
        node: Self::Node,
        g: &G,
        depth_ply: (u32, u32),
        window: (Value, Value),
        best: (Value, Option<G::Move>),
    );
}

/// The value of `g` for `side` within (alpha, beta) as `side` sees them, with `ext`'s hooks.
#[inline]
pub(crate) fn search_as<G: SearchHints, R: Recorder<G>, E: Extension<G, R>>(
    ctx: &mut Ctx<G, R>,
    ext: E,
    side: Side,
    g: &G,
    depth: u32,
    ply: u32,
    (alpha, beta): (Value, Value),
) -> Value {
    if g.side_to_move() == side {
        negamax::<G, R, E>(ctx, ext, g, depth, ply, (alpha, beta))
    } else {
        -negamax::<G, R, E>(ctx, ext, g, depth, ply, (-beta, -alpha))
    }
}

/// The value of `g` for its side to move, within the window as it sees it.
#[inline(always)]
fn negamax<G: SearchHints, R: Recorder<G>, E: Extension<G, R>>(
    ctx: &mut Ctx<G, R>,
    mut ext: E,
    g: &G,
    depth: u32,
    ply: u32,
    window: (Value, Value),
) -> Value {
    ctx.rec.window(window.0, window.1);
    let depth = depth + ext.extend(g, depth, ply);
    if let Some(v) = ctx.leaf(g, depth, ply, g.side_to_move()) {
        return v;
    }
    let v = expand::<G, R, E>(ctx, ext, g, depth, ply, window);
    ctx.rec.leave(v);
    v
}

/// A node that is not a leaf, for its side to move: Star1 at chance, else the best child as
/// that side sees it, stopping once alpha reaches beta, with the extension's hooks around.
#[inline(never)]
fn expand<G: SearchHints, R: Recorder<G>, E: Extension<G, R>>(
    ctx: &mut Ctx<G, R>,
    mut ext: E,
    g: &G,
    depth: u32,
    ply: u32,
    (mut alpha, beta): (Value, Value),
) -> Value {
    let me = g.side_to_move();
    if g.is_chance() {
        return ctx.star1(g, (depth, me), (alpha, beta), |ctx, c, a, b| {
            let ext = ext.lend();
            search_as::<G, R, _>(ctx, ext, me, c, depth, ply + 1, (a, b))
        });
    }
    // What the extension knows before the moves.
    let mut node = match ext.enter(ctx, g, depth, ply, (alpha, beta)) {
        ControlFlow::Break(v) => return v,
        ControlFlow::Continue(node) => node,
    };
    let window = (alpha, beta);
    let mut moves = ext.moves(ctx, &mut node, g, ply);
    let mut best = f64::NEG_INFINITY;
    let mut best_move = None;
    let mut i = 0;
    while let Some(m) = ext.pick(&mut node, g, &mut moves, i) {
        ctx.rec.edge(m, None);
        let child = ext.child(&node, g, m);
        // An extension's cheaper look may settle the move.
        let v = match ext.look(
            ctx,
            &mut node,
            (g, m, &child),
            i,
            (depth, ply),
            (alpha, beta),
        ) {
            Some(v) => v,
            None => {
                let (d, p) = (depth - 1, ply + 1);
                search_as::<G, R, E::Lent<'_>>(ctx, ext.lend(), me, &child, d, p, (alpha, beta))
            }
        };
        if v > best {
            best = v;
            best_move = Some(m);
            ctx.set_pv(ply, m);
        }
        alpha = alpha.max(v);
        if alpha >= beta {
            ext.cutoff(ctx, g, m, depth, ply);
            let order = ext.order(&node, &moves);
            ctx.rec
                .cutoff(CutKind::Beta, CutRule::AlphaBeta, v, beta, &order, i + 1);
            break;
        }
        i += 1;
    }
    ext.leave(ctx, node, g, (depth, ply), window, (best, best_move));
    ctx.recycle(moves);
    best
}
