//! Minimax in one function with a player switch (seed 000's `minimax2`, without its bugs).
//!
//! The same values as [`minimax`](super::minimax): from the root side's point of view, maximised
//! where the root side moves and minimised where the opponent does; chance nodes average.

use super::{Ctx, Value};
use crate::game::Game;

/// The value of `g` for the root side; the window is ignored. Inlined into the caller so that a
/// leaf (most nodes) costs no call.
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
    let maximising = g.side_to_move() == ctx.root_side;
    let mut best = if maximising {
        f64::NEG_INFINITY
    } else {
        f64::INFINITY
    };
    let moves = ctx.moves(g);
    for &m in &moves {
        let v = value(ctx, &g.play(m), depth - 1, ply + 1, 0.0, 0.0);
        let better = if maximising { v > best } else { v < best };
        if better {
            best = v;
            ctx.set_pv(ply, m);
        }
    }
    ctx.recycle(moves);
    best
}
