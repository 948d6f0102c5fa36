//! Negamax with alpha-beta cut-offs (seed 000), and Ballard's Star1 at chance nodes.
//!
//! Every value is from the side to move's point of view, within the window (alpha, beta); a node
//! stops searching once alpha reaches beta (fail-soft). When the turn passes to the other side
//! the child is searched with the window negated and swapped, and when the same side moves again
//! (a pass, an extra throw) with the window as it is. Moves are tried best-guess first.
//!
//! `ctx` is the search's shared state: `ctx.leaf` counts a node and gives its value when it is a
//! leaf (a finished game, the depth limit's evaluation, or a stopped search), `ctx.ordered_moves`
//! lends a move buffer, best guess first, that `ctx.recycle` takes back, `ctx.set_pv` records the
//! best line, `ctx.star1` values a chance node, and `ctx.rec` tells the recorder (the tree view's)
//! what happens. [`negamax`] is inlined into its caller and `expand` is not: most nodes are
//! leaves, and a call costs more than a leaf.
//!
//! Ballard's Star2 is in `star2.rs`, and the enhanced search, which has this recursion's shape
//! with its table, ordering and reductions put in, in `enhanced.rs` and `enhanced_recursion.rs`.

use super::record::{CutKind, CutRule, Recorder};

use super::algorithm::Info;
use super::chance;
use super::depth_first::{DepthFirst, Recursion};
use super::enhance::Enhancements;
use super::{Ctx, Value};
use game::{SearchHints, Side};

/// The value of `g` for the root side, `depth` decisions deep, `ply` plies from the root; exact
/// if it lies inside (alpha, beta).
pub(crate) fn value<G: SearchHints, R: Recorder<G>>(
    ctx: &mut Ctx<G, R>,
    g: &G,
    depth: u32,
    ply: u32,
    alpha: Value,
    beta: Value,
) -> Value {
    let root = ctx.root_side;
    search_as(ctx, root, g, depth, ply, (alpha, beta))
}

/// The value of `g` for `side` within (alpha, beta) as `side` sees them.
#[inline]
fn search_as<G: SearchHints, R: Recorder<G>>(
    ctx: &mut Ctx<G, R>,
    side: Side,
    g: &G,
    depth: u32,
    ply: u32,
    (alpha, beta): (Value, Value),
) -> Value {
    if g.side_to_move() == side {
        negamax(ctx, g, depth, ply, (alpha, beta))
    } else {
        -negamax(ctx, g, depth, ply, (-beta, -alpha))
    }
}

/// The value of `g` for its side to move, within the window as it sees it.
#[inline(always)]
fn negamax<G: SearchHints, R: Recorder<G>>(
    ctx: &mut Ctx<G, R>,
    g: &G,
    depth: u32,
    ply: u32,
    window: (Value, Value),
) -> Value {
    ctx.rec.window(window.0, window.1);
    if let Some(v) = ctx.leaf(g, depth, ply, g.side_to_move()) {
        return v;
    }
    let v = expand(ctx, g, depth, ply, window);
    ctx.rec.leave(v);
    v
}

/// A node that is not a leaf, for its side to move: Star1 at chance, else the best child as
/// that side sees it, stopping once alpha reaches beta.
#[inline(never)]
fn expand<G: SearchHints, R: Recorder<G>>(
    ctx: &mut Ctx<G, R>,
    g: &G,
    depth: u32,
    ply: u32,
    (mut alpha, beta): (Value, Value),
) -> Value {
    let me = g.side_to_move();
    if g.is_chance() {
        return ctx.star1(g, (depth, me), (alpha, beta), |ctx, c, a, b| {
            search_as(ctx, me, c, depth, ply + 1, (a, b))
        });
    }
    let moves = ctx.ordered_moves(g);
    let mut best = f64::NEG_INFINITY;
    for (i, &m) in moves.iter().enumerate() {
        ctx.rec.edge(m, None);
        let child = g.play(m);
        let v = search_as(ctx, me, &child, depth - 1, ply + 1, (alpha, beta));
        if v > best {
            best = v;
            ctx.set_pv(ply, m);
        }
        alpha = alpha.max(v);
        if alpha >= beta {
            ctx.rec
                .cutoff(CutKind::Beta, CutRule::AlphaBeta, v, beta, &moves, i + 1);
            break;
        }
    }
    ctx.recycle(moves);
    best
}

/// Negamax alpha-beta in the registry (`registry.rs`).
pub(crate) struct NegamaxAb;

impl DepthFirst for NegamaxAb {
    const INFO: Info = Info {
        enhancements: Enhancements::ALPHA_BETA,
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
        Recursion::Windowed(value::<G, R>)
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
