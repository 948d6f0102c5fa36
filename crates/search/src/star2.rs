//! Ballard's Star2: negamax alpha-beta (`negamax_ab.rs`) whose chance nodes first probe each
//! outcome's first move for a bound, and cut off when the bounds already decide the node; the
//! full search of an outcome then reuses the probe's value of that move (`first_move`) instead
//! of searching it again. Without chance it is exactly negamax alpha-beta.
//!
//! `ctx.star2` (in `chance.rs`) runs the chance node: the probing pass, then the outcomes in
//! full, with their bounds; this file is the decision nodes around it.

use super::record::{CutKind, CutRule, Recorder};

use super::algorithm::Info;
use super::chance;
use super::depth_first::{DepthFirst, Recursion};
use super::negamax_ab::PSEUDOCODE;
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
    search_as(ctx, root, g, depth, ply, (alpha, beta), None)
}

/// The value of `g` for `side` within (alpha, beta) as `side` sees them. `first_move` is the
/// exact value of `g`'s first ordered move for `side` when a Star2 probe already searched it.
#[inline]
fn search_as<G: SearchHints, R: Recorder<G>>(
    ctx: &mut Ctx<G, R>,
    side: Side,
    g: &G,
    depth: u32,
    ply: u32,
    (alpha, beta): (Value, Value),
    first_move: Option<Value>,
) -> Value {
    if g.side_to_move() == side {
        negamax(ctx, g, depth, ply, (alpha, beta), first_move)
    } else {
        -negamax(ctx, g, depth, ply, (-beta, -alpha), None)
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
    let v = expand(ctx, g, depth, ply, window, first_move);
    ctx.rec.leave(v);
    v
}

/// A node that is not a leaf, for its side to move: Star2 at chance, else the best child as
/// that side sees it, stopping once alpha reaches beta.
#[inline(never)]
fn expand<G: SearchHints, R: Recorder<G>>(
    ctx: &mut Ctx<G, R>,
    g: &G,
    depth: u32,
    ply: u32,
    (mut alpha, beta): (Value, Value),
    first_move: Option<Value>,
) -> Value {
    let me = g.side_to_move();
    if g.is_chance() {
        let outcome = |ctx: &mut Ctx<G, R>, c: &G, a, b, first| {
            search_as(ctx, me, c, depth, ply + 1, (a, b), first)
        };
        // An outcome is a decision node at this depth; its probed move leads one decision deeper.
        let probe = |ctx: &mut Ctx<G, R>, after: &G, a, b| {
            search_as(ctx, me, after, depth - 1, ply + 2, (a, b), None)
        };
        return ctx.star2(g, depth, ply, (alpha, beta), probe, outcome);
    }
    let moves = ctx.ordered_moves(g);
    let mut best = f64::NEG_INFINITY;
    for (i, &m) in moves.iter().enumerate() {
        let v = if i == 0
            && let Some(v) = first_move
        {
            // The probe's value of this very move (the same ordering put it first).
            ctx.end_pv(ply + 1);
            v
        } else {
            ctx.rec.edge(m, None);
            let child = g.play(m);
            search_as(ctx, me, &child, depth - 1, ply + 1, (alpha, beta), None)
        };
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
        Recursion::Windowed(value::<G, R>)
    }
}
