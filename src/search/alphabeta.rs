//! Minimax with alpha-beta cut-offs, as the MaxMove/MinMove pair.
//!
//! Values are from the root side's point of view within the window (alpha, beta); a node stops
//! searching as soon as it proves its value lies outside it (fail-soft: the value returned is then
//! a bound). Chance nodes use Ballard's Star1 cut-offs, which rely on every value lying within
//! ±WIN.

use super::{Ctx, Value};
use crate::game::Game;

/// The value of `g` for the root side, exact if it lies inside (alpha, beta). Inlined into the
/// caller so that a leaf (most nodes) costs no call.
#[inline(always)]
pub(crate) fn value<G: Game>(
    ctx: &mut Ctx<G>,
    g: &G,
    depth: u32,
    ply: u32,
    alpha: Value,
    beta: Value,
) -> Value {
    match ctx.leaf(g, depth, ply, ctx.root_side) {
        Some(v) => v,
        None => expand(ctx, g, depth, ply, alpha, beta),
    }
}

/// The value of a node that is not a leaf.
#[inline(never)]
fn expand<G: Game>(
    ctx: &mut Ctx<G>,
    g: &G,
    depth: u32,
    ply: u32,
    alpha: Value,
    beta: Value,
) -> Value {
    if g.is_chance() {
        return ctx.star1(g, (depth, ctx.root_side), (alpha, beta), |ctx, c, a, b| {
            value(ctx, c, depth, ply + 1, a, b)
        });
    }
    if g.side_to_move() == ctx.root_side {
        max_move(ctx, g, depth, ply, alpha, beta)
    } else {
        min_move(ctx, g, depth, ply, alpha, beta)
    }
}

/// The root side to move: raise alpha; stop once alpha reaches beta.
fn max_move<G: Game>(
    ctx: &mut Ctx<G>,
    g: &G,
    depth: u32,
    ply: u32,
    mut alpha: Value,
    beta: Value,
) -> Value {
    let moves = ctx.ordered_moves(g);
    let mut best = f64::NEG_INFINITY;
    for &m in &moves {
        let v = value(ctx, &g.play(m), depth - 1, ply + 1, alpha, beta);
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

/// The opponent to move: lower beta; stop once beta reaches alpha.
fn min_move<G: Game>(
    ctx: &mut Ctx<G>,
    g: &G,
    depth: u32,
    ply: u32,
    alpha: Value,
    mut beta: Value,
) -> Value {
    let moves = ctx.ordered_moves(g);
    let mut best = f64::INFINITY;
    for &m in &moves {
        let v = value(ctx, &g.play(m), depth - 1, ply + 1, alpha, beta);
        if v < best {
            best = v;
            ctx.set_pv(ply, m);
        }
        beta = beta.min(v);
        if alpha >= beta {
            break;
        }
    }
    ctx.recycle(moves);
    best
}
