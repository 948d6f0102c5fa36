//! What a search adds to negamax alpha-beta's recursion (`negamax_ab.rs`) at each decision node:
//! the enhanced search (`enhanced.rs`) its table, forced moves, ordering and reductions. The
//! textbook adds nothing ([`Textbook`]), so `negamax_ab.rs` reads as the textbook and compiles to
//! the recursion alone.

use std::borrow::Cow;
use std::ops::ControlFlow;

use super::record::Recorder;
use super::{Ctx, Value};
use game::SearchHints;

/// What a search adds to this recursion at each decision node: the enhanced search
/// (`enhanced.rs`) its table, forced moves, ordering and reductions there. The textbook adds
/// nothing ([`Textbook`]): its hooks are empty, or the textbook's own step, and vanish once
/// inlined.
pub(crate) trait Extension<G: SearchHints, R: Recorder<G>>: Sized {
    /// The extension as a child's search gets it: lent for the while (the textbook's is nothing,
    /// and passing nothing costs nothing).
    type Lent<'a>: Extension<G, R>
    where
        Self: 'a;

    /// Lends the extension to a child's search.
    fn lend(&mut self) -> Self::Lent<'_>;

    /// What the extension keeps about one node, from [`enter`](Extension::enter) to
    /// [`leave`](Extension::leave).
    type Node;

    /// Before the moves: `Break(v)` when the node's value `v` is known without searching them,
    /// else what the extension keeps on the node.
    fn enter(
        &mut self,
        ctx: &mut Ctx<G, R>,
        g: &G,
        depth: u32,
        ply: u32,
        window: (Value, Value),
    ) -> ControlFlow<Value, Self::Node>;

    /// The node's moves, best guess first: a buffer from `ctx`, which takes it back.
    fn moves(
        &mut self,
        ctx: &mut Ctx<G, R>,
        node: &mut Self::Node,
        g: &G,
        ply: u32,
    ) -> Vec<G::Move>;

    /// The `i`-th move to search, `listed` in the list's order (an extension may pick another
    /// only when its turn comes).
    fn pick(&mut self, node: &mut Self::Node, i: usize, listed: G::Move) -> G::Move;

    /// The moves in the order they are searched, for the recorder to name those a cut-off
    /// leaves (the textbook's: as listed).
    fn order<'a>(&self, node: &'a Self::Node, moves: &'a [G::Move]) -> Cow<'a, [G::Move]>;

    /// A cheaper look at the `i`-th move before its full search, `at` (`g`, the move, the child):
    /// the move's value when the look settles it, `None` when the full search must follow.
    #[allow(clippy::too_many_arguments)]
    fn look(
        &mut self,
        ctx: &mut Ctx<G, R>,
        node: &Self::Node,
        at: (&G, G::Move, &G),
        i: usize,
        depth_ply: (u32, u32),
        window: (Value, Value),
    ) -> Option<Value>;

    /// `mv` cut the search of `g` off.
    fn cutoff(&mut self, ctx: &mut Ctx<G, R>, g: &G, mv: G::Move, depth: u32, ply: u32);

    /// The node searched within `window`: its value and best move (`best`).
    fn leave(
        &mut self,
        ctx: &mut Ctx<G, R>,
        node: Self::Node,
        g: &G,
        depth_ply: (u32, u32),
        window: (Value, Value),
        best: (Value, Option<G::Move>),
    );
}

/// Negamax alpha-beta as the textbook writes it: the moves best guess first by the game's hint,
/// each searched in full.
pub(crate) struct Textbook;

impl<G: SearchHints, R: Recorder<G>> Extension<G, R> for Textbook {
    type Lent<'a> = Textbook;
    type Node = ();

    #[inline(always)]
    fn lend(&mut self) -> Textbook {
        Textbook
    }

    #[inline(always)]
    fn enter(
        &mut self,
        _: &mut Ctx<G, R>,
        _: &G,
        _: u32,
        _: u32,
        _: (Value, Value),
    ) -> ControlFlow<Value> {
        ControlFlow::Continue(())
    }

    #[inline(always)]
    fn moves(&mut self, ctx: &mut Ctx<G, R>, _: &mut (), g: &G, _: u32) -> Vec<G::Move> {
        ctx.ordered_moves(g)
    }

    #[inline(always)]
    fn pick(&mut self, _: &mut (), _: usize, listed: G::Move) -> G::Move {
        listed
    }

    #[inline(always)]
    fn order<'a>(&self, _: &(), moves: &'a [G::Move]) -> Cow<'a, [G::Move]> {
        Cow::Borrowed(moves)
    }

    #[inline(always)]
    fn look(
        &mut self,
        _: &mut Ctx<G, R>,
        _: &(),
        _: (&G, G::Move, &G),
        _: usize,
        _: (u32, u32),
        _: (Value, Value),
    ) -> Option<Value> {
        None
    }

    #[inline(always)]
    fn cutoff(&mut self, _: &mut Ctx<G, R>, _: &G, _: G::Move, _: u32, _: u32) {}

    #[inline(always)]
    fn leave(
        &mut self,
        _: &mut Ctx<G, R>,
        _: (),
        _: &G,
        _: (u32, u32),
        _: (Value, Value),
        _: (Value, Option<G::Move>),
    ) {
    }
}
