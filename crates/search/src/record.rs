//! The hooks a search calls as it goes ([`Recorder`]), so that one recursion serves both the
//! ordinary search ([`NoRecord`]: every hook empty, compiled away) and the recorded one (the tree
//! recorder of `tree.rs`); and the vocabulary of a cut-off the hooks report ([`CutKind`],
//! [`CutRule`]).

use serde::{Deserialize, Serialize};

use super::Value;
use game::{SearchHints, Side};

/// Which side of the window a cut-off crossed.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CutKind {
    /// `value ≥ β`: the side to move here has found something the other side will not allow.
    Beta,
    /// `value ≤ α` (the MinMove half of the two-function form, and chance nodes).
    Alpha,
}

/// Which rule made a cut-off.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CutRule {
    /// Alpha-beta at a decision node: the last child's value crossed the window.
    AlphaBeta,
    /// Ballard's Star1 at a chance node: the outcomes searched so far bound the average outside
    /// the window, whatever the others are worth.
    Star1,
    /// Star2's probing pass: the probed lower bounds of the outcomes already reach β.
    Star2Probe,
    /// The game's value bounds at a chance node ([`SearchHints::value_bounds`]) already lie outside the
    /// window: no outcome is searched.
    Bounds,
}

/// Which kind of value the transposition table held for a node.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TableBound {
    /// The value itself.
    Exact,
    /// The value is at least this.
    Lower,
    /// The value is at most this.
    Upper,
}

/// What an enhancement of the alpha-beta search did at a node, for the tree and the step-through
/// to say why the node was searched (or answered) the way it was. Kept as data until it is shown
/// (the window writes it in the reader's language); serde's default (external) tagging, so that
/// it crosses to the page's worker in postcard (`gametree tree`'s JSON writes it tagged inside,
/// `{"note": "table-hit", …}`).
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Note {
    /// Answered from the transposition table: an exact value, or a bound that lies outside the
    /// window (from the node's view).
    TableHit {
        /// Exact, or a lower or upper bound.
        bound: TableBound,
        /// The stored value, from the node's view.
        value: Value,
    },
    /// The table's best move, searched first.
    TableMove,
    /// A null window (α, α + ε) around the best so far: is this move any better? (PVS)
    NullWindow,
    /// Searched again with the full window: the probe said the move beats α (PVS, LMR).
    ReSearch,
    /// First searched `plies` less deep, with a null window (late move reduction).
    Reduced {
        /// How many plies less.
        plies: u32,
    },
    /// The rules force the result: a win at once.
    ForcedWin,
    /// The rules force the move: the only block of the opponent's single threat.
    ForcedBlock,
    /// The rules force the result: two threats, a loss in two.
    ForcedLoss,
    /// The window lies beyond the soonest possible win or loss from here (mate distance).
    MateDistance,
    /// The null move (the side to move passes), searched 3 plies less with a null window at β
    /// (null-move pruning).
    NullMove,
    /// Cut off: even after passing, the node reaches β (null-move pruning); `value` from the
    /// node's view.
    NullMoveCut {
        /// What the null move's search found.
        value: Value,
    },
    /// Cut off near the horizon: the static evaluation less a margin by depth is still at least β
    /// (reverse futility pruning).
    Futility {
        /// The static evaluation, from the node's view.
        value: Value,
        /// The margin taken off it.
        margin: Value,
    },
    /// Cut off near the horizon: the static evaluation plus a margin by depth is still at most α
    /// (futility pruning, the node fails low).
    FutilityLow {
        /// The static evaluation, from the node's view.
        value: Value,
        /// The margin added to it.
        margin: Value,
    },
    /// Quiet moves late in the order left unsearched (late move pruning).
    LateMovesPruned {
        /// How many.
        moves: u32,
    },
    /// Dominated moves left out before the search of the node (`dom`).
    DominatedLeftOut {
        /// How many.
        moves: u32,
    },
}

impl Note {
    /// How much shallower than its node the null move is searched ([`Note::NullMove`]: the
    /// pass itself and the reduction).
    pub const NULL_MOVE_PLIES: u32 = 3;

    /// A value as a note writes it: a win or loss as `+W{ply}` / `-W{ply}` (its ply from the
    /// root), anything else as a number; `win` is the game's.
    #[must_use]
    pub fn value_words(v: Value, win: Value) -> String {
        let margin = win / super::value::MATE_FRACTION;
        if v.abs() >= win - margin {
            let ply = (win - v.abs()).round();
            format!("{}W{ply}", if v > 0.0 { "+" } else { "-" })
        } else if v.fract() == 0.0 {
            format!("{}", v + 0.0)
        } else {
            format!("{v:.3}")
        }
    }

    /// The note as a person reads it, values written as the tree writes them (`+W3`: a win
    /// three plies from the root; `-W3` a loss): `TT: exact 0`, `TT: ≥ +W3`, `null window`.
    #[must_use]
    pub fn label(&self, win: Value) -> String {
        match *self {
            Note::TableHit { bound, value } => {
                let op = match bound {
                    TableBound::Lower => "≥ ",
                    TableBound::Upper => "≤ ",
                    TableBound::Exact => "exact ",
                };
                format!("TT: {op}{}", Note::value_words(value, win))
            }
            Note::TableMove => "TT move first".to_owned(),
            Note::NullWindow => "PVS null window".to_owned(),
            Note::ReSearch => "re-search (beat α)".to_owned(),
            Note::Reduced { plies } => format!("LMR: {plies} ply less, null window"),
            Note::ForcedWin => "forced: win at once".to_owned(),
            Note::ForcedBlock => "forced: block the single threat".to_owned(),
            Note::ForcedLoss => "forced: two threats, lost".to_owned(),
            Note::MateDistance => "mate distance: window beyond the soonest end".to_owned(),
            Note::NullMove => format!(
                "null move: pass, {} plies less, null window at β",
                Note::NULL_MOVE_PLIES
            ),
            Note::NullMoveCut { value } => {
                format!(
                    "null-move cut: {} after a pass, ≥ β",
                    Note::value_words(value, win)
                )
            }
            Note::Futility { value, margin } => format!(
                "reverse futility cut: static {} − {} ≥ β",
                Note::value_words(value, win),
                Note::value_words(margin, win)
            ),
            Note::FutilityLow { value, margin } => format!(
                "futility cut: static {} + {} ≤ α",
                Note::value_words(value, win),
                Note::value_words(margin, win)
            ),
            Note::LateMovesPruned { moves } => {
                let s = if moves == 1 { "" } else { "s" };
                format!("LMP: {moves} quiet late move{s} skipped")
            }
            Note::DominatedLeftOut { moves } => {
                let s = if moves == 1 { "" } else { "s" };
                format!("dom: {moves} dominated move{s} left out")
            }
        }
    }
}

/// The hooks a search calls as it goes. Every method has an empty default, so [`NoRecord`]
/// costs nothing; [`ON`](Recorder::ON) lets a caller skip work only a recorder needs.
///
/// The order of calls for one node: [`edge`](Recorder::edge) (the move that leads to it, from
/// the parent), [`window`](Recorder::window) (windowed algorithms), [`enter`](Recorder::enter)
/// (from `Ctx::leaf`, once the node is counted), then either
/// [`leave`](Recorder::leave) at once (a leaf) or the children and [`leave`](Recorder::leave)
/// with the node's value, with a [`cutoff`](Recorder::cutoff) before it if the node stopped early.
pub trait Recorder<G: SearchHints> {
    /// True for a recorder that keeps anything.
    const ON: bool = false;
    /// A new pass of iterative deepening begins at `depth`, `nodes` visited so far.
    #[inline(always)]
    fn begin_pass(&mut self, _depth: u32, _nodes: u64) {}
    /// The next node entered is reached by `mv` (with probability `p` at a chance node).
    #[inline(always)]
    fn edge(&mut self, _mv: G::Move, _p: Option<f64>) {}
    /// The next node entered gets the window (α, β), from its own view.
    #[inline(always)]
    fn window(&mut self, _alpha: Value, _beta: Value) {}
    /// A node `g` is entered (and counted), `depth` decisions left, `ply` from the root, its
    /// values from `view`'s side.
    #[inline(always)]
    fn enter(&mut self, _g: &G, _depth: u32, _ply: u32, _view: Side) {}
    /// The node entered last and not left returns `v`.
    #[inline(always)]
    fn leave(&mut self, _v: Value) {}
    /// A limit stopped the search: every value returned from now on is meaningless.
    #[inline(always)]
    fn stop(&mut self) {}
    /// Star2 comes back to the outcome it probed last under the current node with the move given
    /// by the last [`edge`](Recorder::edge), to search it in full within the window given by the
    /// last [`window`](Recorder::window).
    #[inline(always)]
    fn resume(&mut self) {}
    /// The next node entered is an outcome Star2's probing pass enters (see the tree's `Node::probe`).
    #[inline(always)]
    fn probe(&mut self) {}
    /// The next node entered is searched this way (a null window, a re-search, a reduction, the
    /// table's move first).
    #[inline(always)]
    fn annotate_next(&mut self, _note: Note) {}
    /// What an enhancement did at the current node (answered it from the table, forced it).
    #[inline(always)]
    fn annotate(&mut self, _note: Note) {}
    /// The current node stops early (see the tree's `Cutoff`); `moves[next..]` are the moves left
    /// unsearched (the slice is taken by the recorder, so that not recording costs nothing).
    #[inline(always)]
    fn cutoff(
        &mut self,
        _kind: CutKind,
        _rule: CutRule,
        _value: Value,
        _bound: Value,
        _moves: &[G::Move],
        _next: usize,
    ) {
    }
}

/// The recorder of the ordinary search: records nothing, costs nothing.
#[derive(Copy, Clone, Debug, Default)]
pub struct NoRecord;

impl<G: SearchHints> Recorder<G> for NoRecord {}
