//! The search tree recorder: what a search visited, in the order it visited it, with the window
//! each node was entered with, the value it returned, and which moves a cut-off left unsearched
//! and why — for the window's tree panel, its step-through, and `gametree tree`.
//!
//! The algorithms are generic over a [`Recorder`]: the ordinary search uses [`NoRecord`](super::NoRecord), whose
//! hooks are empty and compile away (the unrecorded search is the same machine code), and
//! `search_recorded` (in `driver.rs`) uses the recorder here, which builds a [`Tree`].
//!
//! # The data model
//! - [`Tree::nodes`] holds the recorded nodes in visit (pre-)order; `nodes[0]` is the root, and a
//!   child always comes after its parent. A node's [`parent`](Node::parent) and
//!   [`children`](Node::children) are indices into that vector ([`NodeId`]).
//! - Each [`Node`] says how it was reached ([`mv`](Node::mv), and [`probability`](Node::probability)
//!   for a chance outcome), what it is ([`kind`](Node::kind): max, min, chance, finished game,
//!   horizon), the window it was entered with ([`window`](Node::window), `None` for the
//!   full-width algorithms), its value both as the algorithm returned it
//!   ([`returned`](Node::returned), from [`view`](Node::view)'s side) and from the root side's
//!   ([`value`](Node::value)), the size of its subtree ([`nodes`](Node::nodes)), whether it lies
//!   on the principal variation ([`pv`](Node::pv)), and the [`Cutoff`] that ended it early.
//! - [`Tree::events`] replays the search one step at a time: [`Event::Enter`] when a node is
//!   entered, [`Event::Leave`] with the value it returned, [`Event::Cutoff`] when it stops early,
//!   and [`Event::Resume`] when Star2 comes back to an outcome it only probed before.
//! - [`Tree::max_nodes`] caps what a drawing of the tree shows: the recorded nodes and the
//!   pruned moves the cut-offs list (each a stub in DOT). Past it the search goes on but only
//!   nodes within [`KEEP_PLY`] plies of the root are still recorded, and a cut-off lists only
//!   the pruned moves that fit (it counts the rest in [`Cutoff::unlisted`]); [`Tree::truncated`]
//!   says so, and every recorded node's [`nodes`](Node::nodes) still counts its whole subtree.

pub use super::value_text::plain as show;
pub(super) use super::value_text::signed as value_words;
use serde::{Deserialize, Serialize};

use super::Algorithm;
use super::record::{CutKind, CutRule, Note, Recorder};
use super::value::{MATE_FRACTION, Value};
use game::{SearchHints, Side};

/// An index into [`Tree::nodes`].
pub type NodeId = u32;

/// How many nodes a tree records by default (the 200,000).
pub const DEFAULT_MAX_NODES: usize = 200_000;

/// Nodes at most this many plies from the root are recorded even past the cap, so the first
/// plies are always complete.
pub const KEEP_PLY: u32 = 2;

/// What a node is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum NodeKind {
    /// The root side moves here (minimax's MaxMove).
    Max,
    /// The opponent moves here (MinMove).
    Min,
    /// Chance picks the next state (a throw); the children are its outcomes.
    Chance,
    /// A finished game, valued by its result.
    Terminal,
    /// The depth limit: valued by the game's evaluation.
    Horizon,
}

impl NodeKind {
    /// True for a node valued without its moves: a finished game or the horizon.
    #[must_use]
    pub fn is_leaf(self) -> bool {
        matches!(self, NodeKind::Terminal | NodeKind::Horizon)
    }
}

/// Why a node stopped before searching all its moves (or outcomes).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Cutoff<M> {
    /// Which edge of the window was crossed.
    pub kind: CutKind,
    /// Which rule cut.
    pub rule: CutRule,
    /// The value that crossed it, from the node's [`view`](Node::view): for
    /// [`CutRule::AlphaBeta`] the value of child [`after`](Cutoff::after) as this node sees it;
    /// at a chance node the bound on the average that the rule proved (what the node returned).
    pub value: Value,
    /// The edge crossed, β for [`CutKind::Beta`] and α for [`CutKind::Alpha`], from the node's
    /// view: `value ≥ bound` or `value ≤ bound` holds.
    pub bound: Value,
    /// The child after whose value the node stopped (`None` when no child was searched in full:
    /// [`CutRule::Star2Probe`], [`CutRule::Bounds`], or a child not recorded past the cap).
    pub after: Option<NodeId>,
    /// The moves (or outcomes) not searched, in the order they would have been; empty when the
    /// cut came at the last one (the value is then still only a bound).
    pub pruned: Vec<M>,
    /// Pruned moves not listed in [`pruned`](Cutoff::pruned) because the tree was at its cap.
    pub unlisted: usize,
}

impl<M> Cutoff<M> {
    /// The reason as a person reads it, values in [`value_words`] (`win` is the game's
    /// [`Game::WIN`]): `β cut-off: +3 ≥ β = +2`, `Star1 α cut-off: −0.5 ≤ α = 0`,
    /// `α cut-off: −W6 ≤ α = +3`.
    #[must_use]
    pub fn label(&self, win: Value) -> String {
        let (name, op) = match self.kind {
            CutKind::Beta => ("β", "≥"),
            CutKind::Alpha => ("α", "≤"),
        };
        let rule = match self.rule {
            CutRule::AlphaBeta => "",
            CutRule::Star1 => "Star1 ",
            CutRule::Star2Probe => "Star2 probe ",
            CutRule::Bounds => "bounds ",
        };
        format!(
            "{rule}{name} cut-off: {} {op} {name} = {}",
            value_words(self.value, win),
            value_words(self.bound, win)
        )
    }
}

/// One recorded position (and, in a reader that lists them as nodes, such as the window's
/// tree, a move a cut-off left unsearched: see [`Node::pruned`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Node<M> {
    /// The node it was reached from (`None` at the root).
    pub parent: Option<NodeId>,
    /// The recorded children, in the order they were searched.
    pub children: Vec<NodeId>,
    /// The move (or chance outcome) that led here; `None` at the root.
    pub mv: Option<M>,
    /// For an outcome of a chance node: its probability.
    pub probability: Option<f64>,
    /// Plies from the root (the root is 0; a chance node counts as a ply).
    pub ply: u32,
    /// What the node is.
    pub kind: NodeKind,
    /// The side to move here (for a chance node: the side that throws).
    pub side: Side,
    /// Whose point of view [`returned`](Node::returned), [`window`](Node::window) and the
    /// [`cutoff`](Node::cutoff) are in: the root side for minimax, minimax2 and alpha-beta, the
    /// side to move for the negamax forms.
    pub view: Side,
    /// The (α, β) window it was entered with, from [`view`](Node::view)'s side; `None` for
    /// the full-width algorithms (minimax, minimax2, negamax) and for nodes no window reached
    /// (a Star2 probe's outcome).
    pub window: Option<(Value, Value)>,
    /// The value the algorithm returned, from [`view`](Node::view)'s side (a bound when it
    /// fell outside the window).
    pub returned: Value,
    /// The same value from the root side's point of view.
    pub value: Value,
    /// Positions visited in this node's subtree, itself included (unrecorded ones too).
    pub nodes: u64,
    /// True when the node lies on the report's principal variation.
    pub pv: bool,
    /// Why the node stopped early, if it did.
    pub cutoff: Option<Cutoff<M>>,
    /// True once the node was left with its final value; false when a limit stopped the search
    /// inside it (its value is then meaningless).
    pub done: bool,
    /// True for a chance outcome that Star2's probing pass entered to search its first move only
    /// (or that was a leaf). An outcome probed this way and then searched in full is the same
    /// node, [resumed](Event::Resume), and no longer a probe; an outcome whose probe could not be
    /// used is searched again as a new node (both visits are counted, as the search counts them).
    pub probe: bool,
    /// What the enhancements did here: why the node was searched the way it was, or answered
    /// without a search (empty for the textbook searches).
    pub notes: Vec<Note>,
    /// A sampling search's statistics of the node: its visits and wins (`None` for the
    /// depth-first searches).
    pub visits: Option<VisitStats>,
}

/// How a note saying where a sampling search's next iteration goes begins (see
/// [`VisitStats::next_label`]): the panel marks the child that carries it.
pub const NEXT_NOTE: &str = "next:";

/// What a Monte Carlo tree search knows of a node at the end of its search.
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct VisitStats {
    /// Iterations through the node (N).
    pub visits: u64,
    /// Their wins for the side that moved into the node, a draw counting a half (W).
    pub wins: f64,
    /// W/N (½ unvisited).
    pub mean: f64,
    /// Its UCB1 score as its parent's next selection would see it (`None` at the root).
    pub ucb: Option<f64>,
    /// Its proven value for the side that moved into it, under the solver.
    pub proven: Option<Value>,
    /// True when the next iteration through its parent goes here (its UCB1 score is the best
    /// of its siblings', or it is a proven win).
    pub next: bool,
}

impl VisitStats {
    /// `N 120 · W/N 0.61 · UCB 0.83`: what the tree export says of a node.
    #[must_use]
    pub fn label(&self) -> String {
        self.labels().join(" · ")
    }

    /// The same in short parts, in the command line's English: `N 120`, `W/N 61%`, `UCB 0.83`
    /// (the window's cards write them in the reader's language and digits).
    #[must_use]
    pub fn labels(&self) -> Vec<String> {
        let mut s = vec![
            format!("N {}", super::value_text::count(self.visits)),
            format!("W/N {}", super::value_text::rate(self.mean)),
        ];
        if let Some(u) = self.ucb {
            s.push(format!("UCB {}", show(u)));
        }
        s
    }

    /// Why the next iteration through the parent comes here, for the node it comes to (`None`
    /// where it does not).
    #[must_use]
    pub fn why_next(&self) -> Option<Next> {
        if !self.next {
            return None;
        }
        if self.proven.is_some_and(|p| p > 0.0) {
            return Some(Next::ProvenWin);
        }
        let ucb = self.ucb?;
        Some(Next::Ucb {
            ucb,
            mean: self.mean,
        })
    }

    /// [`why_next`](VisitStats::why_next) in words: `next: UCB 0.930 = 0.610 + 0.320
    /// exploration` (its win rate, and the bonus that shrinks as it is visited), or `next: a
    /// proven win`.
    #[must_use]
    pub fn next_label(&self) -> Option<String> {
        Some(match self.why_next()?.formula() {
            Some(formula) => format!("{NEXT_NOTE} {formula} exploration"),
            None => format!("{NEXT_NOTE} a proven win"),
        })
    }
}

/// Why a sampling search's next iteration goes to a child.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Next {
    /// It is a proven win for the side choosing.
    ProvenWin,
    /// Its UCB1 score is its siblings' best.
    Ucb {
        /// The score.
        ucb: f64,
        /// Its win rate W/N: the rest of the score is the exploration bonus.
        mean: f64,
    },
}

impl Next {
    /// The score as its parts add up, `UCB 0.930 = 0.610 + 0.320` (its win rate, then the
    /// exploration bonus); `None` for a proven win.
    #[must_use]
    pub fn formula(self) -> Option<String> {
        match self {
            Next::ProvenWin => None,
            Next::Ucb { ucb, mean } => {
                Some(format!("UCB {:.3} = {:.3} + {:.3}", ucb, mean, ucb - mean))
            }
        }
    }
}

impl<M> Node<M> {
    /// The window from the root side's point of view.
    #[must_use]
    pub fn window_for_root(&self, root_side: Side) -> Option<(Value, Value)> {
        self.window.map(|(a, b)| {
            if self.view == root_side {
                (a, b)
            } else {
                (-b, -a)
            }
        })
    }

    /// True when the node takes the largest of its children's values as it sees them (every
    /// negamax node, and MaxMove), false when the smallest (MinMove); meaningless at a chance
    /// node or a leaf. During a replay a maximising node raises α with each child's value and a
    /// minimising one lowers β.
    #[must_use]
    pub fn maximises(&self) -> bool {
        self.side == self.view
    }

    /// A value from this node's [`view`](Node::view) as `side` sees it.
    #[must_use]
    pub fn seen_by(&self, side: Side, v: Value) -> Value {
        if self.view == side { v } else { -v }
    }

    /// The same node with every move (its own, its cut-off's) converted by `f`.
    #[must_use]
    pub fn map_moves<N>(self, f: impl Fn(M) -> N) -> Node<N> {
        Node {
            parent: self.parent,
            children: self.children,
            mv: self.mv.map(&f),
            probability: self.probability,
            ply: self.ply,
            kind: self.kind,
            side: self.side,
            view: self.view,
            window: self.window,
            returned: self.returned,
            value: self.value,
            nodes: self.nodes,
            pv: self.pv,
            cutoff: self.cutoff.map(|c| Cutoff {
                kind: c.kind,
                rule: c.rule,
                value: c.value,
                bound: c.bound,
                after: c.after,
                pruned: c.pruned.into_iter().map(&f).collect(),
                unlisted: c.unlisted,
            }),
            done: self.done,
            probe: self.probe,
            notes: self.notes,
            visits: self.visits,
        }
    }

    /// A move `mv` that `parent` (node `id`) left unsearched at its cut-off, as a node of its
    /// own for a reader that lists the pruned moves among the children (the window's tree):
    /// no position visited, never [`done`](Node::done), in its parent's point of view.
    #[must_use]
    pub fn pruned(id: NodeId, parent: &Node<M>, mv: M, probability: Option<f64>) -> Node<M> {
        Node {
            parent: Some(id),
            children: Vec::new(),
            mv: Some(mv),
            probability,
            ply: parent.ply + 1,
            kind: NodeKind::Horizon,
            side: parent.side,
            view: parent.view,
            window: None,
            returned: 0.0,
            value: 0.0,
            nodes: 0,
            pv: false,
            cutoff: None,
            done: false,
            probe: false,
            notes: Vec::new(),
            visits: None,
        }
    }

    /// True for a move a cut-off left unsearched (see [`Node::pruned`]): a recorded node
    /// counts at least itself in [`nodes`](Node::nodes).
    #[must_use]
    pub fn is_pruned(&self) -> bool {
        self.nodes == 0
    }

    /// What it returned, from its [`view`](Node::view), once it was left with its final value
    /// (`None` for a pruned move or a node a limit stopped inside).
    #[must_use]
    pub fn result(&self) -> Option<Value> {
        self.done.then_some(self.returned)
    }

    /// True when `side` (if given) is not the side whose point of view its numbers are in.
    fn flipped(&self, side: Option<Side>) -> bool {
        side.is_some_and(|s| s != self.view)
    }

    /// Its [`result`](Node::result) from `side`'s point of view (`None`: its own).
    #[must_use]
    pub fn result_for(&self, side: Option<Side>) -> Option<Value> {
        self.result()
            .map(|v| if self.flipped(side) { -v } else { v })
    }

    /// The window it was entered with, from `side`'s point of view (`None`: its own): the other
    /// side's (α, β) is (−β, −α).
    #[must_use]
    pub fn window_for(&self, side: Option<Side>) -> Option<(Value, Value)> {
        self.window
            .map(|(a, b)| if self.flipped(side) { (-b, -a) } else { (a, b) })
    }

    /// Its value as a panel writes it, from `side`'s point of view (`None`: its own): `+3`, or
    /// `≤ +3` / `≥ −1` when a node it expanded fell outside the window it was entered with
    /// (alpha-beta then only proves a bound); `?` when it has none. `win` is the game's.
    #[must_use]
    pub fn value_text_for(&self, win: Value, side: Option<Side>) -> String {
        let Some(v) = self.result_for(side) else {
            return "?".into();
        };
        let text = value_words(v, win);
        if self.kind.is_leaf() {
            return text; // a finished game or the horizon's evaluation: exact
        }
        match self.window_for(side) {
            Some((a, _)) if a.is_finite() && v <= a => format!("≤ {text}"),
            Some((_, b)) if b.is_finite() && v >= b => format!("≥ {text}"),
            _ => text,
        }
    }
}

/// One step of the search, for replaying it: the panel's step-through walks this list forward
/// and backward.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "event", content = "node", rename_all = "lowercase")]
pub enum Event {
    /// The node is entered, with its [`window`](Node::window).
    Enter(NodeId),
    /// The node returns [`returned`](Node::returned) to its parent (for a Star2-probed outcome:
    /// the first time, its probe's bound; the final value after its [`Resume`](Event::Resume)).
    Leave(NodeId),
    /// The node stops early: its [`cutoff`](Node::cutoff) says why.
    Cutoff(NodeId),
    /// Star2 comes back to an outcome it only probed before, to search it in full.
    Resume(NodeId),
    /// A sampling search makes the node's children (its expansion).
    Expand(NodeId),
    /// A sampling search plays a random game from the node (its simulation): the next of
    /// [`Sampling::playouts`].
    Playout(NodeId),
}

/// What the replay of a sampling search (Monte Carlo tree search) needs besides its nodes and
/// events: each iteration's simulation, so that the visits, wins and proofs of every node can
/// be told at every step.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Sampling<M> {
    /// The exploration constant of its UCB1 score.
    pub exploration: f64,
    /// Each iteration's simulation, in the order of the [`Event::Playout`] events.
    pub playouts: Vec<Playout<M>>,
}

/// The simulation of one iteration of a sampling search.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Playout<M> {
    /// The random moves played from the node, to the game's end or the cap (none from a
    /// finished game or a proven node).
    pub moves: Vec<M>,
    /// Its result for the first side: 1 a win, ½ a draw, 0 a loss.
    pub reward: f64,
    /// The nodes the iteration proved (a solver's proofs), the deepest first.
    pub proved: Vec<NodeId>,
}

impl<M> Sampling<M> {
    /// The same with every move converted by `f`.
    #[must_use]
    pub fn map_moves<N>(self, f: impl Fn(M) -> N) -> Sampling<N> {
        Sampling {
            exploration: self.exploration,
            playouts: self.playouts.into_iter().map(|p| p.map_moves(&f)).collect(),
        }
    }
}

impl<M> Playout<M> {
    /// The same with every move converted by `f`.
    #[must_use]
    pub fn map_moves<N>(self, f: impl Fn(M) -> N) -> Playout<N> {
        Playout {
            moves: self.moves.into_iter().map(f).collect(),
            reward: self.reward,
            proved: self.proved,
        }
    }
}

/// The recorded tree of one search (its last root pass when the search deepened iteratively).
#[derive(Clone, Debug, PartialEq)]
pub struct Tree<M> {
    /// The algorithm that searched.
    pub algorithm: Algorithm,
    /// The side to move at the root: whose point of view [`Node::value`] is in.
    pub root_side: Side,
    /// The game's [`Game::WIN`]: a value within 1% of ±`win` is a win or loss, at ply
    /// `win − |value|` from the root.
    pub win: Value,
    /// The recorded nodes in visit (pre-)order; `nodes[0]` is the root (empty only when the
    /// search was stopped before it began).
    pub nodes: Vec<Node<M>>,
    /// The search, step by step.
    pub events: Vec<Event>,
    /// The depth of the recorded pass, in decisions.
    pub depth: u32,
    /// Positions visited by this pass (recorded or not); equals `nodes[0].nodes`.
    pub visited: u64,
    /// Positions visited by earlier passes of iterative deepening, which the tree does not hold:
    /// `visited + earlier` is the report's node count.
    pub earlier: u64,
    /// The cap on recorded nodes and listed pruned moves together (nodes within [`KEEP_PLY`]
    /// plies of the root, and the pruned moves at those plies, are kept past it).
    pub max_nodes: usize,
    /// True when nodes or pruned moves past the cap were searched or cut but not recorded.
    pub truncated: bool,
    /// True when a limit stopped the search inside this pass (some nodes are not
    /// [`done`](Node::done)).
    pub stopped: bool,
    /// A sampling search's iterations, for its replay (`None` for a depth-first search, or when
    /// the search was too long to keep them).
    pub sampling: Option<Sampling<M>>,
}

impl<M: Copy + PartialEq> Tree<M> {
    /// The root, if anything was recorded.
    #[must_use]
    pub fn root(&self) -> Option<&Node<M>> {
        self.nodes.first()
    }

    /// The node at `id`.
    ///
    /// # Panics
    /// When `id` is not an index of [`nodes`](Tree::nodes).
    #[must_use]
    pub fn node(&self, id: NodeId) -> &Node<M> {
        &self.nodes[id as usize]
    }

    /// The moves from the root to `id`, root first: replay them on the root position to get the
    /// node's position.
    #[must_use]
    pub fn path(&self, id: NodeId) -> Vec<M> {
        let mut path = Vec::new();
        let mut at = Some(id);
        while let Some(i) = at {
            let n = self.node(i);
            if let Some(m) = n.mv {
                path.push(m);
            }
            at = n.parent;
        }
        path.reverse();
        path
    }

    /// What a value from the root side's view proves: `Some((true, ply))` for a win at that
    /// ply from the root, `Some((false, ply))` for a loss, `None` for anything else.
    #[must_use]
    pub fn decided(&self, v: Value) -> Option<(bool, u32)> {
        let margin = self.win / MATE_FRACTION;
        (v.abs() >= self.win - margin).then(|| (v > 0.0, (self.win - v.abs()).round() as u32))
    }

    /// What node `id` returned, as its parent sees it (its parent's [`view`](Node::view)); its
    /// own [`returned`](Node::returned) at the root.
    #[must_use]
    pub fn value_for_parent(&self, id: NodeId) -> Value {
        let n = self.node(id);
        match n.parent {
            Some(p) => n.seen_by(self.node(p).view, n.returned),
            None => n.returned,
        }
    }

    /// The number of cut-offs recorded.
    #[must_use]
    pub fn cutoffs(&self) -> usize {
        self.nodes.iter().filter(|n| n.cutoff.is_some()).count()
    }

    /// The same tree with every move converted by `f` (e.g. into the registry's `AnyMove`).
    #[must_use]
    pub fn map_moves<N>(self, f: impl Fn(M) -> N) -> Tree<N> {
        Tree {
            algorithm: self.algorithm,
            root_side: self.root_side,
            win: self.win,
            nodes: self.nodes.into_iter().map(|n| n.map_moves(&f)).collect(),
            events: self.events,
            depth: self.depth,
            visited: self.visited,
            earlier: self.earlier,
            max_nodes: self.max_nodes,
            truncated: self.truncated,
            stopped: self.stopped,
            sampling: self.sampling.map(|sm| sm.map_moves(&f)),
        }
    }

    /// Marks the nodes along `pv` from the root as the principal variation (stopping where the
    /// line leaves the recorded tree or reaches a chance node).
    pub(crate) fn mark_pv(&mut self, pv: &[M]) {
        let Some(mut at) = (!self.nodes.is_empty()).then_some(0usize) else {
            return;
        };
        self.nodes[at].pv = true;
        for &m in pv {
            let next = self.nodes[at]
                .children
                .iter()
                .rev() // a Star2-probed move is searched once; the last visit is the final one
                .copied()
                .find(|&c| self.nodes[c as usize].mv == Some(m));
            let Some(c) = next else { return };
            at = c as usize;
            self.nodes[at].pv = true;
        }
    }
}

/// A frame of the recorder's stack: one entered node not yet left.
#[derive(Copy, Clone, Debug)]
struct Frame {
    /// The node, if it was recorded.
    id: Option<NodeId>,
    /// The nearest recorded ancestor-or-self, which counts the unrecorded nodes under it.
    owner: Option<NodeId>,
    /// The last recorded child left, for [`Cutoff::after`].
    last_child: Option<NodeId>,
}

/// The recorder that builds a [`Tree`].
pub(crate) struct TreeRecorder<G: SearchHints> {
    tree: Tree<G::Move>,
    /// Nodes not recorded (past the cap), per recorded node: added to its subtree count.
    hidden: Vec<u64>,
    /// Pruned moves listed in the cut-offs so far (they count against the cap with the nodes).
    listed: usize,
    stack: Vec<Frame>,
    pending_move: Option<(G::Move, Option<f64>)>,
    pending_window: Option<(Value, Value)>,
    /// The next node entered is a Star2 probe.
    pending_probe: bool,
    /// Notes for the next node entered.
    pending_notes: Vec<Note>,
}

impl<G: SearchHints> TreeRecorder<G> {
    /// A recorder for a search of `algorithm` from a root where `root_side` moves, keeping at
    /// most `max_nodes` nodes (and those near the root).
    pub(crate) fn new(algorithm: Algorithm, root_side: Side, max_nodes: usize) -> Self {
        TreeRecorder {
            tree: Tree {
                algorithm,
                root_side,
                win: G::WIN,
                nodes: Vec::new(),
                events: Vec::new(),
                depth: 0,
                visited: 0,
                earlier: 0,
                max_nodes,
                truncated: false,
                stopped: false,
                sampling: None,
            },
            hidden: Vec::new(),
            listed: 0,
            stack: Vec::new(),
            pending_move: None,
            pending_window: None,
            pending_probe: false,
            pending_notes: Vec::new(),
        }
    }

    /// Recorded nodes and listed pruned moves: what the cap counts.
    fn shown(&self) -> usize {
        self.tree.nodes.len() + self.listed
    }

    /// The finished tree: subtree counts summed, the principal variation marked.
    pub(crate) fn finish(mut self, pv: &[G::Move]) -> Tree<G::Move> {
        let t = &mut self.tree;
        t.stopped |= !self.stack.is_empty() || t.nodes.iter().any(|n| !n.done);
        for (n, h) in t.nodes.iter_mut().zip(&self.hidden) {
            n.nodes = 1 + h;
        }
        // Children come after their parents, so one backward pass sums every subtree.
        for i in (1..t.nodes.len()).rev() {
            if let Some(p) = t.nodes[i].parent {
                t.nodes[p as usize].nodes += t.nodes[i].nodes;
            }
        }
        t.visited = t.nodes.first().map_or(0, |r| r.nodes);
        t.mark_pv(pv);
        self.tree
    }
}

impl<G: SearchHints> Recorder<G> for TreeRecorder<G> {
    const ON: bool = true;

    fn begin_pass(&mut self, depth: u32, nodes: u64) {
        self.tree.nodes.clear();
        self.tree.events.clear();
        self.tree.truncated = false;
        self.tree.stopped = false;
        self.tree.depth = depth;
        self.tree.earlier = nodes;
        self.hidden.clear();
        self.listed = 0;
        self.stack.clear();
        self.pending_move = None;
        self.pending_window = None;
        self.pending_probe = false;
        self.pending_notes.clear();
    }

    fn probe(&mut self) {
        self.pending_probe = true;
    }

    fn annotate_next(&mut self, note: Note) {
        self.pending_notes.push(note);
    }

    fn annotate(&mut self, note: Note) {
        if let Some(id) = self.stack.last().and_then(|f| f.id) {
            self.tree.nodes[id as usize].notes.push(note);
        }
    }

    fn stop(&mut self) {
        self.tree.stopped = true;
    }

    fn edge(&mut self, mv: G::Move, p: Option<f64>) {
        self.pending_move = Some((mv, p));
    }

    fn window(&mut self, alpha: Value, beta: Value) {
        self.pending_window = Some((alpha, beta));
    }

    fn enter(&mut self, g: &G, depth: u32, ply: u32, view: Side) {
        let pending = self.pending_move.take();
        let window = self.pending_window.take();
        let probe = std::mem::take(&mut self.pending_probe);
        let parent = self.stack.last().copied();
        let owner = parent.and_then(|f| f.owner);
        let keep = parent.is_none_or(|f| f.id.is_some())
            && (self.shown() < self.tree.max_nodes || ply <= KEEP_PLY);
        if !keep {
            self.pending_notes.clear();
            self.tree.truncated = true;
            if let Some(o) = owner {
                self.hidden[o as usize] += 1;
            }
            self.stack.push(Frame {
                id: None,
                owner,
                last_child: None,
            });
            return;
        }
        let id = self.tree.nodes.len() as NodeId;
        let side = g.side_to_move();
        let kind = if g.outcome().is_some() {
            NodeKind::Terminal
        } else if depth == 0 {
            NodeKind::Horizon
        } else if g.is_chance() {
            NodeKind::Chance
        } else if side == self.tree.root_side {
            NodeKind::Max
        } else {
            NodeKind::Min
        };
        let parent_id = parent.and_then(|f| f.id);
        if let Some(p) = parent_id {
            self.tree.nodes[p as usize].children.push(id);
        }
        self.tree.nodes.push(Node {
            parent: parent_id,
            children: Vec::new(),
            mv: pending.map(|(m, _)| m),
            probability: pending.and_then(|(_, p)| p),
            ply,
            kind,
            side,
            view,
            window,
            returned: 0.0,
            value: 0.0,
            nodes: 1,
            pv: false,
            cutoff: None,
            done: false,
            probe,
            notes: std::mem::take(&mut self.pending_notes),
            visits: None,
        });
        self.hidden.push(0);
        self.tree.events.push(Event::Enter(id));
        self.stack.push(Frame {
            id: Some(id),
            owner: Some(id),
            last_child: None,
        });
    }

    fn leave(&mut self, v: Value) {
        let Some(frame) = self.stack.pop() else {
            return;
        };
        if let Some(id) = frame.id {
            let root_side = self.tree.root_side;
            let n = &mut self.tree.nodes[id as usize];
            n.returned = v + 0.0;
            n.value = n.seen_by(root_side, v) + 0.0;
            n.done = !self.tree.stopped;
            self.tree.events.push(Event::Leave(id));
            if let Some(parent) = self.stack.last_mut() {
                parent.last_child = Some(id);
            }
        }
    }

    fn resume(&mut self) {
        let mv = self.pending_move.take().map(|(m, _)| m);
        let window = self.pending_window.take();
        let Some(parent) = self.stack.last().copied() else {
            return;
        };
        let found = parent.id.and_then(|p| {
            self.tree.nodes[p as usize]
                .children
                .iter()
                .rev()
                .copied()
                .find(|&c| self.tree.nodes[c as usize].mv == mv)
        });
        match found {
            Some(id) => {
                let n = &mut self.tree.nodes[id as usize];
                n.done = false;
                n.probe = false;
                n.window = window;
                let last_child = n.children.last().copied();
                self.tree.events.push(Event::Resume(id));
                self.stack.push(Frame {
                    id: Some(id),
                    owner: Some(id),
                    last_child,
                });
            }
            // The probed outcome was not recorded (past the cap): go on unrecorded.
            None => self.stack.push(Frame {
                id: None,
                owner: parent.owner,
                last_child: None,
            }),
        }
    }

    fn cutoff(
        &mut self,
        kind: CutKind,
        rule: CutRule,
        value: Value,
        bound: Value,
        moves: &[G::Move],
        next: usize,
    ) {
        let pruned = moves.get(next..).unwrap_or_default();
        let Some(frame) = self.stack.last() else {
            return;
        };
        let Some(id) = frame.id.filter(|_| !self.tree.stopped) else {
            return;
        };
        let after = match rule {
            CutRule::AlphaBeta | CutRule::Star1 => frame.last_child,
            CutRule::Star2Probe | CutRule::Bounds => None,
        };
        // The pruned moves are listed while they fit under the cap (near the root always).
        let fit = if self.tree.nodes[id as usize].ply < KEEP_PLY {
            pruned.len()
        } else {
            pruned
                .len()
                .min(self.tree.max_nodes.saturating_sub(self.shown()))
        };
        if fit < pruned.len() {
            self.tree.truncated = true;
        }
        self.listed += fit;
        self.tree.nodes[id as usize].cutoff = Some(Cutoff {
            kind,
            rule,
            value: value + 0.0,
            bound: bound + 0.0,
            after,
            pruned: pruned[..fit].to_vec(),
            unlisted: pruned.len() - fit,
        });
        self.tree.events.push(Event::Cutoff(id));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use game::Game;
    use game::mnk::Mnk;

    /// Drives the recorder by hand: a root, two children (the second a leaf that cuts), one
    /// move pruned; then the same past a cap of one node at ply 3.
    #[test]
    fn the_recorder_builds_the_tree_its_hooks_describe() {
        let g = Mnk::tictactoe();
        let mut moves = Vec::new();
        g.legal_moves(&mut moves);
        let mut r = TreeRecorder::<Mnk>::new(Algorithm::AlphaBeta, Side::First, 10);
        r.begin_pass(4, 7);
        r.window(f64::NEG_INFINITY, 2.0);
        r.enter(&g, 4, 0, Side::First);
        for (i, &m) in moves[..2].iter().enumerate() {
            r.edge(m, None);
            r.enter(&g.play(m), 0, 1, Side::First);
            r.leave(i as f64 + 1.0);
        }
        r.cutoff(CutKind::Beta, CutRule::AlphaBeta, 2.0, 2.0, &moves, 2);
        r.leave(2.0);
        let t = r.finish(&moves[1..2]);
        assert_eq!(t.nodes.len(), 3);
        assert_eq!((t.visited, t.earlier, t.depth), (3, 7, 4));
        let root = t.root().unwrap();
        assert_eq!(root.children, vec![1, 2]);
        assert_eq!(root.window, Some((f64::NEG_INFINITY, 2.0)));
        assert_eq!(t.node(1).window, None, "a window is the next node's only");
        assert_eq!(t.node(2).kind, NodeKind::Horizon);
        assert_eq!(t.node(2).mv, Some(moves[1]));
        let cut = root.cutoff.as_ref().unwrap();
        assert_eq!(cut.after, Some(2));
        assert_eq!(cut.pruned, moves[2..].to_vec());
        assert!(root.pv && !t.node(1).pv && t.node(2).pv);
        assert_eq!(t.path(2), vec![moves[1]]);
        assert_eq!(
            t.events,
            vec![
                Event::Enter(0),
                Event::Enter(1),
                Event::Leave(1),
                Event::Enter(2),
                Event::Leave(2),
                Event::Cutoff(0),
                Event::Leave(0),
            ]
        );
        // A cap of one node: plies 1 and 2 are kept, ply 3 is counted but not recorded.
        let mut r = TreeRecorder::<Mnk>::new(Algorithm::Minimax, Side::First, 1);
        r.begin_pass(9, 0);
        let mut g2 = g;
        for (ply, &m) in (0..).zip(&moves[..4]) {
            r.edge(m, None);
            g2 = g2.play(m);
            r.enter(&g2, 9, ply, Side::First);
        }
        for _ in 0..4 {
            r.leave(0.0);
        }
        let t = r.finish(&[]);
        assert!(t.truncated);
        assert_eq!(t.nodes.len(), 3);
        assert_eq!(
            t.nodes.iter().map(|n| n.nodes).collect::<Vec<_>>(),
            vec![4, 3, 2]
        );
    }

    #[test]
    fn labels_say_which_edge_was_crossed_and_by_what() {
        let beta = Cutoff::<u8> {
            kind: CutKind::Beta,
            rule: CutRule::AlphaBeta,
            value: 3.0,
            bound: 2.0,
            after: Some(4),
            pruned: vec![1, 2],
            unlisted: 0,
        };
        assert_eq!(beta.label(100.0), "β cut-off: +3 ≥ β = +2");
        let star = Cutoff::<u8> {
            kind: CutKind::Alpha,
            rule: CutRule::Star1,
            value: -0.5,
            bound: 0.0,
            after: None,
            pruned: vec![],
            unlisted: 0,
        };
        assert_eq!(star.label(100.0), "Star1 α cut-off: −0.5 ≤ α = 0");
        assert_eq!(value_words(-997.0, 1000.0), "−W3");
        assert_eq!(value_words(97.0, 0.0), "+97");
        assert_eq!(show(f64::INFINITY), "∞");
        assert_eq!(show(-0.0), "0");
        assert_eq!(show(1.0 / 3.0), "0.333");
        assert_eq!(show(0.25), "0.25");
    }
}
