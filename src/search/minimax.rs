//! Minimax as a pair of functions, MaxMove and MinMove (seed 000).
//!
//! Values are from the root side's point of view: MaxMove takes the largest child value, MinMove
//! the smallest. Which of the two values a child is decided by whose turn it is there, never by
//! alternation. At a chance node the value is the probability-weighted average (expectiminimax).
//! No pruning: this visits the whole tree (549,946 nodes from the empty 3x3 board).

use super::{Ctx, Value};
use crate::game::Game;

/// The value of `g` for the root side; the window is ignored (plain minimax prunes nothing).
/// Inlined into the caller so that a leaf (most nodes) costs no call.
#[inline(always)]
pub(crate) fn value<G: Game>(
    ctx: &mut Ctx<G>,
    g: &G,
    depth: u32,
    ply: u32,
    _alpha: Value,
    _beta: Value,
) -> Value {
    match ctx.leaf(g, depth, ply, ctx.root_side) {
        Some(v) => v,
        None => expand(ctx, g, depth, ply),
    }
}

/// The value of a node that is not a leaf.
#[inline(never)]
fn expand<G: Game>(ctx: &mut Ctx<G>, g: &G, depth: u32, ply: u32) -> Value {
    if g.is_chance() {
        return ctx.expectation(g, |ctx, c| value(ctx, c, depth, ply + 1, 0.0, 0.0));
    }
    if g.side_to_move() == ctx.root_side {
        max_move(ctx, g, depth, ply)
    } else {
        min_move(ctx, g, depth, ply)
    }
}

/// The root side to move: the best child for it.
fn max_move<G: Game>(ctx: &mut Ctx<G>, g: &G, depth: u32, ply: u32) -> Value {
    let moves = ctx.moves(g);
    let mut best = f64::NEG_INFINITY;
    for &m in &moves {
        let v = value(ctx, &g.play(m), depth - 1, ply + 1, 0.0, 0.0);
        if v > best {
            best = v;
            ctx.set_pv(ply, m);
        }
    }
    ctx.recycle(moves);
    best
}

/// The opponent to move: the worst child for the root side.
fn min_move<G: Game>(ctx: &mut Ctx<G>, g: &G, depth: u32, ply: u32) -> Value {
    let moves = ctx.moves(g);
    let mut best = f64::INFINITY;
    for &m in &moves {
        let v = value(ctx, &g.play(m), depth - 1, ply + 1, 0.0, 0.0);
        if v < best {
            best = v;
            ctx.set_pv(ply, m);
        }
    }
    ctx.recycle(moves);
    best
}
