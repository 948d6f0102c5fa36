//! Minimax as a pair of functions, MaxMove and MinMove (seed 000).
//!
//! The root side maximises and its opponent minimises: MaxMove takes the largest child value,
//! MinMove the smallest, every value from the root side's point of view. Whose turn it is at a
//! node decides which of the two values it, never alternation (a Blob War pass or a Senet extra
//! throw gives a side two moves in a row). A chance node is worth the probability-weighted
//! average of its outcomes (expectiminimax). Nothing is pruned: from the empty 3x3 board this
//! visits the whole tree, 549,946 nodes.
//!
//! `TO_END` is true in a pass that reaches the end of every line: [`play`] then makes the move
//! without what only an evaluation needs.
//!
//! `ctx` is the search's shared state: `ctx.visit` counts a node and gives its value when it is a
//! leaf (a finished game, the depth limit's evaluation, or a stopped search), else expands it,
//! `ctx.legal_moves` lends the moves that `ctx.recycle` takes back, `ctx.set_pv` records the best
//! line, `ctx.expectation` averages a chance node's outcomes. [`value`] is inlined into its
//! caller and `expand` is not: most nodes are leaves, and a call costs more than a leaf.

use super::record::Recorder;

use super::algorithm::Info;
use super::chance;
use super::ctx::play;
use super::depth_first::{DepthFirst, Recursion};
use super::{Ctx, Value};
use game::SearchHints;

/// The value of `g` for the root side, `depth` decisions deep, `ply` plies from the root.
#[inline(always)]
pub(crate) fn value<G: SearchHints, R: Recorder<G>, const TO_END: bool>(
    ctx: &mut Ctx<G, R>,
    g: &G,
    depth: u32,
    ply: u32,
) -> Value {
    let root = ctx.root_side;
    ctx.visit(g, (depth, ply), root, |ctx, g| {
        expand::<G, R, TO_END>(ctx, g, depth, ply)
    })
}

/// A node that is not a leaf: chance averages, the root side maximises, the opponent minimises.
#[inline(never)]
fn expand<G: SearchHints, R: Recorder<G>, const TO_END: bool>(
    ctx: &mut Ctx<G, R>,
    g: &G,
    depth: u32,
    ply: u32,
) -> Value {
    if g.is_chance() {
        ctx.expectation(g, |ctx, c| value::<G, R, TO_END>(ctx, c, depth, ply + 1))
    } else if g.side_to_move() == ctx.root_side {
        max_move::<G, R, TO_END>(ctx, g, depth, ply)
    } else {
        min_move::<G, R, TO_END>(ctx, g, depth, ply)
    }
}

/// The root side to move: the best child for it.
fn max_move<G: SearchHints, R: Recorder<G>, const TO_END: bool>(
    ctx: &mut Ctx<G, R>,
    g: &G,
    depth: u32,
    ply: u32,
) -> Value {
    let moves = ctx.legal_moves(g);
    let mut best = f64::NEG_INFINITY;
    for m in &moves {
        ctx.rec.edge(m, None);
        let v = value::<G, R, TO_END>(ctx, &play::<G, TO_END>(g, m), depth - 1, ply + 1);
        if v > best {
            best = v;
            ctx.set_pv(ply, m);
        }
    }
    ctx.recycle(moves);
    best
}

/// The opponent to move: the worst child for the root side.
fn min_move<G: SearchHints, R: Recorder<G>, const TO_END: bool>(
    ctx: &mut Ctx<G, R>,
    g: &G,
    depth: u32,
    ply: u32,
) -> Value {
    let moves = ctx.legal_moves(g);
    let mut best = f64::INFINITY;
    for m in &moves {
        ctx.rec.edge(m, None);
        let v = value::<G, R, TO_END>(ctx, &play::<G, TO_END>(g, m), depth - 1, ply + 1);
        if v < best {
            best = v;
            ctx.set_pv(ply, m);
        }
    }
    ctx.recycle(moves);
    best
}

/// Minimax in the registry (`registry.rs`).
pub(crate) struct Minimax;

impl DepthFirst for Minimax {
    const INFO: Info = Info {
        pseudocode: (PSEUDOCODE, chance::EXPECTIMINIMAX_PSEUDOCODE),
        ..Info::textbook(
            "minimax",
            ("minimax", "expectiminimax"),
            '1',
            "minimax (MaxMove/MinMove pair)",
        )
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
Value(position, depth, ply):   (for the root side)
  if game over or depth = 0:  @leaf
    return ±(WIN − ply) if won or lost, 0 if drawn,
      else evaluate(position)
  if the root side is to move:
    return MaxMove(position, depth, ply)
  return MinMove(position, depth, ply)

MaxMove(position, depth, ply):  @call.max
  best = −∞
  for each move m:
    v = Value(play(m), depth − 1, ply + 1)
    if v > best: best = v; line[ply] = m  @update.max
  return best

MinMove(position, depth, ply):  @call.min
  best = +∞
  for each move m:
    v = Value(play(m), depth − 1, ply + 1)
    if v < best: best = v; line[ply] = m  @update.min
  return best";
