//! Negamax with alpha-beta cut-offs.
//!
//! Every value is from the side to move's point of view, within the window (alpha, beta); when the
//! turn passes to the other side, the child is searched with the window negated and swapped, and
//! when the same side moves again (a pass, an extra throw) with the window as it is. Chance nodes
//! use Ballard's Star1 cut-offs.

use super::{Ctx, Value};
use crate::game::{Game, Side};

/// The value of `g` for the root side, exact if it lies inside (alpha, beta).
pub(crate) fn value<G: Game>(
    ctx: &mut Ctx<G>,
    g: &G,
    depth: u32,
    ply: u32,
    alpha: Value,
    beta: Value,
) -> Value {
    let root = ctx.root_side;
    search_as(ctx, root, g, depth, ply, alpha, beta)
}

/// The value of `g` for `side` within (alpha, beta) as `side` sees them.
#[inline]
fn search_as<G: Game>(
    ctx: &mut Ctx<G>,
    side: Side,
    g: &G,
    depth: u32,
    ply: u32,
    alpha: Value,
    beta: Value,
) -> Value {
    if g.side_to_move() == side {
        negamax(ctx, g, depth, ply, alpha, beta)
    } else {
        -negamax(ctx, g, depth, ply, -beta, -alpha)
    }
}

/// The value of `g` for its side to move.
fn negamax<G: Game>(
    ctx: &mut Ctx<G>,
    g: &G,
    depth: u32,
    ply: u32,
    mut alpha: Value,
    beta: Value,
) -> Value {
    let me = g.side_to_move();
    if let Some(v) = ctx.leaf(g, depth, ply, me) {
        return v;
    }
    if g.is_chance() {
        return ctx.star1(g, alpha, beta, |ctx, c, a, b| {
            search_as(ctx, me, c, depth, ply + 1, a, b)
        });
    }
    let moves = ctx.ordered_moves(g);
    let mut best = f64::NEG_INFINITY;
    for &m in &moves {
        let v = search_as(ctx, me, &g.play(m), depth - 1, ply + 1, alpha, beta);
        if v > best {
            best = v;
            ctx.set_pv(ply, m);
        }
        alpha = alpha.max(v);
        if alpha >= beta {
            break;
        }
    }
    ctx.recycle(moves);
    best
}
