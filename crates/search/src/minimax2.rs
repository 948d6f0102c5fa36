//! Minimax in one function with a player switch (seed 000's `minimax2`, without its bugs).
//!
//! The same values as the MaxMove/MinMove pair: from the root side's point of view, maximised
//! where the root side moves and minimised where the opponent does (decided by whose turn it is,
//! never by alternation); a chance node is worth the probability-weighted average of its
//! outcomes (expectiminimax). Nothing is pruned.
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

/// A node that is not a leaf: the player switch picks the largest or the smallest child.
#[inline(never)]
fn expand<G: SearchHints, R: Recorder<G>, const TO_END: bool>(
    ctx: &mut Ctx<G, R>,
    g: &G,
    depth: u32,
    ply: u32,
) -> Value {
    if g.is_chance() {
        return ctx.expectation(g, |ctx, c| value::<G, R, TO_END>(ctx, c, depth, ply + 1));
    }
    let maximising = g.side_to_move() == ctx.root_side;
    let mut best = if maximising {
        f64::NEG_INFINITY
    } else {
        f64::INFINITY
    };
    let moves = ctx.legal_moves(g);
    for m in &moves {
        ctx.rec.edge(m, None);
        let v = value::<G, R, TO_END>(ctx, &play::<G, TO_END>(g, m), depth - 1, ply + 1);
        let better = if maximising { v > best } else { v < best };
        if better {
            best = v;
            ctx.set_pv(ply, m);
        }
    }
    ctx.recycle(moves);
    best
}

/// Minimax2 in the registry (`registry.rs`).
pub(crate) struct Minimax2;

impl DepthFirst for Minimax2 {
    const INFO: Info = Info {
        pseudocode: (PSEUDOCODE, chance::EXPECTIMINIMAX_PSEUDOCODE),
        ..Info::textbook(
            "minimax2",
            ("minimax2", "expectiminimax2"),
            '2',
            "minimax2 (one function)",
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
Minimax(position, depth, ply):  @call
  if game over or depth = 0:  @leaf
    return ±(WIN − ply) if won or lost, 0 if drawn,
      else evaluate(position), for the root side
  maximising = (the root side is to move)
  if maximising:
    best = −∞
    for each move m:
      v = Minimax(play(m), depth − 1, ply + 1)
      if v > best: best = v; line[ply] = m  @update.max
  else:
    best = +∞
    for each move m:
      v = Minimax(play(m), depth − 1, ply + 1)
      if v < best: best = v; line[ply] = m  @update.min
  return best";
