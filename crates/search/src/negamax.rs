//! Negamax: one function, every value from the point of view of the side to move there, since
//! max(a, b) = −min(−a, −b) (seed 000).
//!
//! A child's value is negated only when the turn passes to the other side, so a game that gives a
//! side two moves in a row (a forced pass, an extra throw) is valued correctly. A chance node is
//! worth the probability-weighted average of its outcomes, each seen from the thrower's side
//! (expectiminimax). Nothing is pruned.
//!
//! `TO_END` is true in a pass that reaches the end of every line: [`play`] then makes the move
//! without what only an evaluation needs.
//!
//! `ctx` is the search's shared state: `ctx.visit` counts a node and gives its value when it is a
//! leaf (a finished game, the depth limit's evaluation, or a stopped search), else expands it,
//! `ctx.legal_moves` lends the moves that `ctx.recycle` takes back, `ctx.set_pv` records the best
//! line, `ctx.expectation` averages a chance node's outcomes. [`negamax`] is inlined into its
//! caller and `expand` is not: most nodes are leaves, and a call costs more than a leaf.

use super::record::Recorder;

use super::algorithm::Info;
use super::chance;
use super::ctx::play;
use super::depth_first::{DepthFirst, Recursion};
use super::{Ctx, Value};
use game::{SearchHints, Side};

/// The value of `g` for the root side, `depth` decisions deep, `ply` plies from the root.
pub(crate) fn value<G: SearchHints, R: Recorder<G>, const TO_END: bool>(
    ctx: &mut Ctx<G, R>,
    g: &G,
    depth: u32,
    ply: u32,
) -> Value {
    let root = ctx.root_side;
    seen_by(root, g, negamax::<G, R, TO_END>(ctx, g, depth, ply))
}

/// `v`, a value for the side to move at `g`, as seen by `side`.
#[inline]
fn seen_by<G: SearchHints>(side: Side, g: &G, v: Value) -> Value {
    if g.side_to_move() == side { v } else { -v }
}

/// The value of `g` for its side to move.
#[inline(always)]
fn negamax<G: SearchHints, R: Recorder<G>, const TO_END: bool>(
    ctx: &mut Ctx<G, R>,
    g: &G,
    depth: u32,
    ply: u32,
) -> Value {
    ctx.visit(g, (depth, ply), g.side_to_move(), |ctx, g| {
        expand::<G, R, TO_END>(ctx, g, depth, ply)
    })
}

/// A node that is not a leaf, for its side to move: the best child as that side sees it.
#[inline(never)]
fn expand<G: SearchHints, R: Recorder<G>, const TO_END: bool>(
    ctx: &mut Ctx<G, R>,
    g: &G,
    depth: u32,
    ply: u32,
) -> Value {
    let me = g.side_to_move();
    if g.is_chance() {
        return ctx.expectation(g, |ctx, c| {
            seen_by(me, c, negamax::<G, R, TO_END>(ctx, c, depth, ply + 1))
        });
    }
    let moves = ctx.legal_moves(g);
    let mut best = f64::NEG_INFINITY;
    for m in &moves {
        ctx.rec.edge(m, None);
        let c = play::<G, TO_END>(g, m);
        let v = seen_by(me, &c, negamax::<G, R, TO_END>(ctx, &c, depth - 1, ply + 1));
        if v > best {
            best = v;
            ctx.set_pv(ply, m);
        }
    }
    ctx.recycle(moves);
    best
}

/// Negamax in the registry (`registry.rs`).
pub(crate) struct Negamax;

impl DepthFirst for Negamax {
    const INFO: Info = Info {
        pseudocode: (PSEUDOCODE, chance::EXPECTIMINIMAX_PSEUDOCODE),
        ..Info::textbook("negamax", ("negamax", "expectinegamax"), '3', "negamax")
    };

    fn recursion<G: SearchHints, R: Recorder<G>>() -> Recursion<G, R> {
        Recursion::Full {
            to_depth: value::<G, R, false>,
            to_end: value::<G, R, true>,
        }
    }
}

/// The textbook form, for the code trace (key X): each line that a step of the recorded search
/// stands on ends in `@tag`s (see `app::views::trace`).
pub const PSEUDOCODE: &str = "\
Negamax(position, depth, ply):  @call
  (every value is for the side to move there)
  if game over or depth = 0:  @leaf
    return ±(WIN − ply) if won or lost, 0 if drawn,
      else evaluate(position)
  best = −∞
  for each move m:
    child = play(m)
    v = Negamax(child, depth − 1, ply + 1)
    if the turn passed to the other side:
      v = −v   (max(a, b) = −min(−a, −b))
    if v > best: best = v; line[ply] = m  @update
  return best

the computer: Negamax(root, depth limit, 0),
  then plays line[0]";
