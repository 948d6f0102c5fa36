//! Minimax with alpha-beta cut-offs, as the MaxMove/MinMove pair (seed 000; seed 003 and 004
//! set it against plain minimax).
//!
//! Values are from the root side's point of view. The window (alpha, beta) holds what each side
//! is already sure of elsewhere: MaxMove raises alpha and MinMove lowers beta, and a node stops
//! searching as soon as they meet, because the other side will never let play reach it
//! (fail-soft: the value returned is then a bound, on the side it failed). Moves are tried
//! best-guess first, which makes cut-offs come sooner. Chance nodes use Ballard's Star1 cut-offs.
//!
//! `ctx` is the search's shared state: `ctx.visit` counts a node and gives its value when it is a
//! leaf (a finished game, the depth limit's evaluation, or a stopped search), else expands it,
//! `ctx.ordered_moves` lends a move buffer, best guess first, that `ctx.recycle` takes back,
//! `ctx.set_pv` records the best line, `ctx.star1` values a chance node. [`value`] is inlined into
//! its caller and `expand` is not: most nodes are leaves, and a call costs more than a leaf.

use super::record::{CutKind, CutRule, Recorder};

use super::algorithm::Info;
use super::chance;
use super::depth_first::{DepthFirst, Recursion};
use super::enhance::Enhancements;
use super::{Ctx, Value};
use game::SearchHints;

/// The value of `g` for the root side, `depth` decisions deep, `ply` plies from the root; exact
/// if it lies inside (alpha, beta).
#[inline(always)]
pub(crate) fn value<G: SearchHints, R: Recorder<G>>(
    ctx: &mut Ctx<G, R>,
    g: &G,
    depth: u32,
    ply: u32,
    alpha: Value,
    beta: Value,
) -> Value {
    ctx.rec.window(alpha, beta);
    let root = ctx.root_side;
    ctx.visit(g, (depth, ply), root, |ctx, g| {
        expand(ctx, g, depth, ply, alpha, beta)
    })
}

/// A node that is not a leaf: Star1 at chance, MaxMove for the root side, MinMove for the
/// opponent.
#[inline(never)]
fn expand<G: SearchHints, R: Recorder<G>>(
    ctx: &mut Ctx<G, R>,
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
fn max_move<G: SearchHints, R: Recorder<G>>(
    ctx: &mut Ctx<G, R>,
    g: &G,
    depth: u32,
    ply: u32,
    mut alpha: Value,
    beta: Value,
) -> Value {
    let moves = ctx.ordered_moves(g);
    let mut best = f64::NEG_INFINITY;
    for (i, &m) in moves.iter().enumerate() {
        ctx.rec.edge(m, None);
        let v = value(ctx, &g.play(m), depth - 1, ply + 1, alpha, beta);
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

/// The opponent to move: lower beta; stop once beta reaches alpha.
fn min_move<G: SearchHints, R: Recorder<G>>(
    ctx: &mut Ctx<G, R>,
    g: &G,
    depth: u32,
    ply: u32,
    alpha: Value,
    mut beta: Value,
) -> Value {
    let moves = ctx.ordered_moves(g);
    let mut best = f64::INFINITY;
    for (i, &m) in moves.iter().enumerate() {
        ctx.rec.edge(m, None);
        let v = value(ctx, &g.play(m), depth - 1, ply + 1, alpha, beta);
        if v < best {
            best = v;
            ctx.set_pv(ply, m);
        }
        beta = beta.min(v);
        if alpha >= beta {
            ctx.rec
                .cutoff(CutKind::Alpha, CutRule::AlphaBeta, v, alpha, &moves, i + 1);
            break;
        }
    }
    ctx.recycle(moves);
    best
}

/// Alpha-beta in the registry (`registry.rs`).
pub(crate) struct AlphaBeta;

impl DepthFirst for AlphaBeta {
    const INFO: Info = Info {
        alias: Some("alpha-beta"),
        enhancements: Enhancements::ALPHA_BETA,
        pseudocode: (PSEUDOCODE, chance::STAR_PSEUDOCODE),
        ..Info::textbook(
            "alphabeta",
            ("alpha-beta", "Star1 alpha-beta"),
            '4',
            "alpha-beta",
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
AlphaBeta(position, depth, α, β, maximising):  @call
  if game over or depth = 0:  @leaf
    return the result (a sooner win is worth more),
      else evaluate(position), for the root side
  if maximising:
    best = −∞
    for each move m, good guesses first:
      v = AlphaBeta(play(m), depth − 1, α, β, false)
      best = max(best, v); α = max(α, v)  @update.max
      if α ≥ β: break   (β cut-off)  @cut.max
  else:
    best = +∞
    for each move m, good guesses first:
      v = AlphaBeta(play(m), depth − 1, α, β, true)
      best = min(best, v); β = min(β, v)  @update.min
      if α ≥ β: break   (α cut-off)  @cut.min
  return best";
