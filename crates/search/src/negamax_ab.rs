//! Negamax with alpha-beta cut-offs (seed 000), and with Ballard's Star2 at chance nodes.
//!
//! Every value is from the side to move's point of view, within the window (alpha, beta); a node
//! stops searching once alpha reaches beta (fail-soft). When the turn passes to the other side
//! the child is searched with the window negated and swapped, and when the same side moves again
//! (a pass, an extra throw) with the window as it is. Moves are tried best-guess first. Chance
//! nodes use Ballard's Star1 cut-offs, or with `STAR2` his Star2, whose probe searches just the
//! first move after each outcome: the full search then reuses that value (`first_move`) instead
//! of searching the move again. Without chance, Star2 is exactly negamax alpha-beta.
//!
//! `ctx` is the search's shared state: `ctx.leaf` counts a node and gives its value when it is a
//! leaf (a finished game, the depth limit's evaluation, or a stopped search), `ctx.ordered_moves`
//! lends a move buffer, best guess first, that `ctx.recycle` takes back, `ctx.set_pv` records the
//! best line and `ctx.end_pv` ends it, `ctx.star1` and `ctx.star2` value a chance node.
//! [`negamax`] is inlined into its caller and `expand` is not: most nodes are leaves, and a call
//! costs more than a leaf.
//!
//! The enhanced search (`enhanced.rs`) runs this same recursion with its table, ordering and
//! reductions put in through an [`Extension`] (`extension.rs`); the textbook's, [`Textbook`],
//! puts in nothing (`ext.moves` is `ctx.ordered_moves`, `ext.pick` the listed move, the other
//! hooks empty), and compiles to the recursion alone.

use std::ops::ControlFlow;

use super::record::{CutKind, CutRule, Recorder};

use super::algorithm::Info;
use super::chance;
use super::depth_first::{DepthFirst, Recursion};
use super::enhance::Enhancements;
use super::extension::{Extension, Textbook};
use super::{Ctx, Value};
use game::{Side, SearchHints};

/// The value of `g` for the root side, `depth` decisions deep, `ply` plies from the root; exact
/// if it lies inside (alpha, beta). With `STAR2`, Star2 probing at chance nodes.
pub(crate) fn value<G: SearchHints, R: Recorder<G>, const STAR2: bool>(
    ctx: &mut Ctx<G, R>,
    g: &G,
    depth: u32,
    ply: u32,
    alpha: Value,
    beta: Value,
) -> Value {
    let root = ctx.root_side;
    search_as::<G, R, Textbook, STAR2>(ctx, Textbook, root, g, depth, ply, (alpha, beta), None)
}

/// The value of `g` for `side` within (alpha, beta) as `side` sees them. `first_move` is the
/// exact value of `g`'s first ordered move for `side` when a Star2 probe already searched it.
#[inline]
#[allow(clippy::too_many_arguments)]
pub(crate) fn search_as<G: SearchHints, R: Recorder<G>, E: Extension<G, R>, const STAR2: bool>(
    ctx: &mut Ctx<G, R>,
    ext: E,
    side: Side,
    g: &G,
    depth: u32,
    ply: u32,
    (alpha, beta): (Value, Value),
    first_move: Option<Value>,
) -> Value {
    if g.side_to_move() == side {
        negamax::<G, R, E, STAR2>(ctx, ext, g, depth, ply, (alpha, beta), first_move)
    } else {
        -negamax::<G, R, E, STAR2>(ctx, ext, g, depth, ply, (-beta, -alpha), None)
    }
}

/// The value of `g` for its side to move, within the window as it sees it.
#[inline(always)]
fn negamax<G: SearchHints, R: Recorder<G>, E: Extension<G, R>, const STAR2: bool>(
    ctx: &mut Ctx<G, R>,
    ext: E,
    g: &G,
    depth: u32,
    ply: u32,
    window: (Value, Value),
    first_move: Option<Value>,
) -> Value {
    ctx.rec.window(window.0, window.1);
    if first_move.is_some() {
        // Star2's probe already entered (and counted) this node; this finishes that visit.
        if ctx.aborted {
            return 0.0;
        }
        ctx.rec.resume();
        ctx.end_pv(ply);
    } else if let Some(v) = ctx.leaf(g, depth, ply, g.side_to_move()) {
        return v;
    }
    let v = expand::<G, R, E, STAR2>(ctx, ext, g, depth, ply, window, first_move);
    ctx.rec.leave(v);
    v
}

/// A node that is not a leaf, for its side to move: Star1 or Star2 at chance, else the best
/// child as that side sees it, stopping once alpha reaches beta.
#[inline(never)]
fn expand<G: SearchHints, R: Recorder<G>, E: Extension<G, R>, const STAR2: bool>(
    ctx: &mut Ctx<G, R>,
    mut ext: E,
    g: &G,
    depth: u32,
    ply: u32,
    (mut alpha, beta): (Value, Value),
    first_move: Option<Value>,
) -> Value {
    let me = g.side_to_move();
    if g.is_chance() {
        if !STAR2 {
            return ctx.star1(g, (depth, me), (alpha, beta), |ctx, c, a, b| {
                let ext = ext.lend();
                search_as::<G, R, _, false>(ctx, ext, me, c, depth, ply + 1, (a, b), None)
            });
        }
        // Star2 is the textbook's alone (no extension takes it).
        let outcome = |ctx: &mut Ctx<G, R>, c: &G, a, b, first| {
            search_as::<G, R, _, true>(ctx, Textbook, me, c, depth, ply + 1, (a, b), first)
        };
        // An outcome is a decision node at this depth; its probed move leads one decision deeper.
        let probe = |ctx: &mut Ctx<G, R>, after: &G, a, b| {
            let (depth, ply) = (depth - 1, ply + 2);
            search_as::<G, R, _, true>(ctx, Textbook, me, after, depth, ply, (a, b), None)
        };
        return ctx.star2(g, depth, ply, (alpha, beta), probe, outcome);
    }
    // What an extension knows before the moves (the textbook: nothing).
    let mut node = match ext.enter(ctx, g, depth, ply, (alpha, beta)) {
        ControlFlow::Break(v) => return v,
        ControlFlow::Continue(node) => node,
    };
    let window = (alpha, beta);
    let moves = ext.moves(ctx, &mut node, g, ply);
    let mut best = f64::NEG_INFINITY;
    let mut best_move = None;
    for (i, &listed) in moves.iter().enumerate() {
        let m = ext.pick(&mut node, i, listed);
        let v = if STAR2
            && i == 0
            && let Some(v) = first_move
        {
            // The probe's value of this very move (the same ordering put it first).
            ctx.end_pv(ply + 1);
            v
        } else {
            ctx.rec.edge(m, None);
            let child = g.play(m);
            // An extension's cheaper look may settle the move (the textbook's never does).
            match ext.look(ctx, &node, (g, m, &child), i, (depth, ply), (alpha, beta)) {
                Some(v) => v,
                None => search_as::<G, R, E::Lent<'_>, STAR2>(
                    ctx,
                    ext.lend(),
                    me,
                    &child,
                    depth - 1,
                    ply + 1,
                    (alpha, beta),
                    None,
                ),
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
    }
    ext.leave(ctx, node, g, (depth, ply), window, (best, best_move));
    ctx.recycle(moves);
    best
}

/// Negamax alpha-beta in the registry (`registry.rs`).
pub(crate) struct NegamaxAb;

impl DepthFirst for NegamaxAb {
    const INFO: Info = Info {
        enhancements: Enhancements::STRONG,
        pseudocode: (PSEUDOCODE, chance::STAR_PSEUDOCODE),
        ..Info::textbook(
            "negamax-ab",
            ("negamax alpha-beta", "Star1 negamax"),
            '5',
            "negamax alpha-beta (Star1 in Senet)",
        )
    };
    const ENHANCED: bool = true;

    fn recursion<G: SearchHints, R: Recorder<G>>() -> Recursion<G, R> {
        Recursion::Windowed(value::<G, R, false>)
    }
}

/// Star2 in the registry: negamax alpha-beta with Ballard's Star2 at chance nodes, each
/// outcome's first move probed for a bound before the outcomes are searched in full. Without
/// chance it is negamax alpha-beta.
pub(crate) struct Star2;

impl DepthFirst for Star2 {
    const INFO: Info = Info {
        chance_only: true,
        pseudocode: (PSEUDOCODE, chance::STAR_PSEUDOCODE),
        ..Info::textbook(
            "star2",
            ("Star2", "Star2"),
            '6',
            "Star2 (negamax alpha-beta with probing)",
        )
    };

    fn recursion<G: SearchHints, R: Recorder<G>>() -> Recursion<G, R> {
        Recursion::Windowed(value::<G, R, true>)
    }
}

/// The textbook form, for the code trace (key X): each line that a step of the recorded search
/// stands on ends in `@tag`s (see `app::views::trace`).
pub const PSEUDOCODE: &str = "\
NegamaxAB(position, depth, ply, α, β):  @call
  if game over or depth = 0:  @leaf
    return ±(WIN − ply) if won or lost, 0 if drawn,
      else evaluate(position), for the side to move
  best = −∞
  for each move m, good guesses first:
    child = play(m)
    if the turn passed to the other side:
      v = −NegamaxAB(child, depth − 1, ply + 1, −β, −α)
    else:
      v = NegamaxAB(child, depth − 1, ply + 1, α, β)
    best = max(best, v); α = max(α, v)  @update
    if α ≥ β: break   (cut-off)  @cut
  return best

the computer: NegamaxAB(root, depth limit, 0, −∞, +∞),
  then plays line[0]";
