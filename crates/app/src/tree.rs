//! A recorded search as the window shows it (key T) and replays it (key S): the recorder's tree
//! (`search::tree`) turned into run-time moves and positions, so the session and the view need
//! no game type, and the replay of its steps — which node is visited, the (α, β) window there,
//! which values have risen to their parents and which moves were cut off so far.

use super::seat::{AnyMove, AnyPosition, Listed};
use game::Side;
use search::{self, Algorithm, Value, value_text};

pub use super::sampling::{Counts, Phase, Sampled};
pub use search::NodeKind;

/// A sampling search's iterations in run-time moves.
pub type Sampling = search::Sampling<AnyMove>;
/// The simulation of one iteration, in run-time moves.
pub type Playout = search::Playout<AnyMove>;

/// One node of a recorded search: the recorder's own node in run-time moves (a move a cut-off
/// left unsearched is a node too, after the searched ones: [`search::Node::pruned`]). What the
/// game type knows and the search does not, its position, is [`SearchTree::positions`].
pub type TreeNode = search::Node<AnyMove>;

/// What happened at one step of the search.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum StepKind {
    /// The search enters the node.
    Enter,
    /// The node is valued and its value rises to the parent.
    Leave,
    /// The node (a move) is cut off: never searched.
    Cut,
    /// A sampling search makes the node's children (its expansion).
    Expand,
    /// A sampling search plays a random game from the node (its simulation).
    Playout,
}

/// One step of the replay: what happened to which node, and the window of the node being
/// searched right after it (the node entered or cut off; the parent of a node left, narrowed by
/// the value that rose to it).
#[derive(Copy, Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Step {
    /// The node (for a cut-off: the node that stopped).
    pub node: usize,
    /// What happened to it.
    pub kind: StepKind,
    /// α right after the step, at the node being searched.
    pub alpha: Value,
    /// β right after the step, at the node being searched.
    pub beta: Value,
}

/// A recorded search in run-time moves.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SearchTree {
    /// The algorithm that searched.
    pub algorithm: Algorithm,
    /// Its nodes, the root first, in the order they were visited; then the moves the cut-offs
    /// left unsearched, each a child of the node that stopped.
    pub nodes: Vec<TreeNode>,
    /// The position at each node, by the same index.
    pub positions: Vec<AnyPosition>,
    /// The search's steps in order, for the replay.
    pub steps: Vec<Step>,
    /// Positions the search visited (more than `nodes` when the recording was capped).
    pub visited: u64,
    /// True when the recording stopped at its cap.
    pub truncated: bool,
    /// The depth limit of the search, if it had one.
    pub depth: Option<u32>,
    /// The value of a win in this game (a win in `n` plies is worth `win - n`).
    pub win: Value,
    /// The side to move at the root.
    pub root_side: Side,
    /// A sampling search's iterations, when it was kept iteration by iteration.
    pub sampling: Option<Sampling>,
}

/// Where a replay stands after some steps.
#[derive(Clone, Debug, PartialEq)]
pub struct Replay {
    /// Steps taken.
    pub index: usize,
    /// The node the last step was about (the root before the first).
    pub focus: usize,
    /// What the last step did (`None` before the first).
    pub kind: Option<StepKind>,
    /// The node being searched right after the last step (the one entered or cut off, the
    /// parent of the one left), whose point of view `alpha` and `beta` are in.
    pub at: usize,
    /// The window at the node being searched.
    pub alpha: Value,
    /// See `alpha`.
    pub beta: Value,
    /// Per node: entered so far.
    pub entered: Vec<bool>,
    /// Per node: valued so far (its value has risen to the parent).
    pub left: Vec<bool>,
    /// Per node: stopped by a cut-off so far (its unsearched moves are shown greyed).
    pub cut: Vec<bool>,
    /// A sampling search's iteration, phase and counts at this step.
    pub sampled: Option<Sampled>,
}

impl SearchTree {
    /// The node whose children the panel shows while the replay stands at `r`: the parent of
    /// the node the last step was about (the root at first).
    #[must_use]
    pub fn replay_parent(&self, r: &Replay) -> usize {
        // A cut-off is shown at the node that stopped: its unsearched moves turn grey.
        if r.kind == Some(StepKind::Cut) {
            return r.focus;
        }
        self.parent(r.focus).unwrap_or(0)
    }

    /// The replay after `index` steps (clamped to the number of steps).
    #[must_use]
    pub fn replay(&self, index: usize) -> Replay {
        let n = self.nodes.len();
        let index = index.min(self.steps.len());
        let (alpha, beta) = self
            .nodes
            .first()
            .and_then(|r| r.window)
            .unwrap_or((Value::NEG_INFINITY, Value::INFINITY));
        let mut r = Replay {
            index,
            at: 0,
            focus: 0,
            kind: None,
            alpha,
            beta,
            entered: vec![false; n],
            left: vec![false; n],
            cut: vec![false; n],
            sampled: self.sampling.is_some().then(|| Sampled {
                iteration: 0,
                phase: None,
                playout: None,
                start: 0,
                visits: vec![0; n],
                wins: vec![0.0; n],
                proven: vec![false; n],
            }),
        };
        // A sampling search's bookkeeping: iterations ended, simulations played.
        let (mut ended, mut played) = (true, 0);
        for s in &self.steps[..index] {
            if s.node >= n {
                continue;
            }
            match s.kind {
                StepKind::Enter => r.entered[s.node] = true,
                StepKind::Leave => r.left[s.node] = true,
                StepKind::Cut => r.cut[s.node] = true,
                StepKind::Expand | StepKind::Playout => {}
            }
            if let Some(sm) = r.sampled.as_mut() {
                self.count_step(sm, s, &mut ended, &mut played);
            }
            r.focus = s.node;
            r.at = match s.kind {
                StepKind::Leave => self.parent(s.node).unwrap_or(s.node),
                StepKind::Enter | StepKind::Cut | StepKind::Expand | StepKind::Playout => s.node,
            };
            r.kind = Some(s.kind);
            r.alpha = s.alpha;
            r.beta = s.beta;
        }
        r
    }

    /// True when its values can be written from one side's point of view although the search
    /// wrote some from the other's (the negamax forms write each node's for its side to move;
    /// the minimax forms write all for the root's side, and a sampling search its win rates,
    /// which do not negate).
    #[must_use]
    pub fn views_differ(&self) -> bool {
        self.algorithm.info().exact && self.nodes.iter().any(|n| n.view != self.root_side)
    }

    /// The children of `node` in the order the panel lists them: as searched, or best first
    /// for the side choosing there (by the values as it sees them; unvalued ones last, in
    /// search order).
    #[must_use]
    pub fn children_in_order(&self, node: usize, by_value: bool) -> Vec<usize> {
        let Some(n) = self.nodes.get(node) else {
            return Vec::new();
        };
        let mut order: Vec<usize> = n.children.iter().map(|&c| c as usize).collect();
        if by_value {
            let key = |c: &usize| {
                let v = self.for_parent(*c);
                // Best first: the largest for a maximising node, the smallest for a minimising.
                v.map(|v| if n.maximises() { -v } else { v })
            };
            order.sort_by(|a, b| match (key(a), key(b)) {
                (Some(x), Some(y)) => x.total_cmp(&y),
                (Some(_), None) => std::cmp::Ordering::Less,
                (None, Some(_)) => std::cmp::Ordering::Greater,
                (None, None) => std::cmp::Ordering::Equal,
            });
        }
        order
    }

    /// The path from the root to `node` (root first).
    #[must_use]
    pub fn path_to(&self, node: usize) -> Vec<usize> {
        let mut path = vec![node];
        let mut at = node;
        while let Some(p) = self.parent(at) {
            path.push(p);
            at = p;
        }
        path.reverse();
        path
    }

    /// The parent of node `id` (`None` at the root).
    #[must_use]
    pub fn parent(&self, id: usize) -> Option<usize> {
        self.nodes.get(id)?.parent.map(|p| p as usize)
    }

    /// What node `id` returned as its parent sees it (the negamax forms negate it), once it
    /// was searched.
    #[must_use]
    pub fn for_parent(&self, id: usize) -> Option<Value> {
        let n = self.nodes.get(id)?;
        let v = n.result()?;
        Some(match self.parent(id) {
            Some(p) => n.seen_by(self.nodes[p].view, v),
            None => v,
        })
    }

    /// Why node `n` stopped before searching all its moves, if it did, in the thread's language
    /// from `side`'s point of view (`None`: its own).
    #[must_use]
    pub fn cutoff_for(&self, n: &TreeNode, side: Option<Side>) -> Option<String> {
        let cut = n.cutoff.as_ref()?;
        Some(cut_words(cut, self.win, side.is_some_and(|s| s != n.view)))
    }

    /// Why node `n`, a move a cut-off left unsearched, was never searched: its parent's reason,
    /// from `side`'s point of view (`None`: the parent's own); `None` for a searched node.
    #[must_use]
    pub fn cut_for(&self, n: &TreeNode, side: Option<Side>) -> Option<String> {
        let parent = self.nodes.get(n.parent? as usize)?;
        n.is_pruned()
            .then(|| self.cutoff_for(parent, side))
            .flatten()
    }
}

/// Why a node stopped, in the thread's language (the tree is recorded on the worker's thread,
/// so the words are made where they are shown): `β cut-off: +W3 ≥ β = +W3`, `Star1 α
/// cut-off: −0.5 ≤ α = 0`; `flipped` writes it from the other side's point of view (key W
/// turns the panel to the root's side), where a value `v ≥ β` reads `−v ≤ α = −β`, the α
/// cut-off of a minimising node, as the window it shows then is (−β, −α).
fn cut_words(cut: &search::Cutoff<AnyMove>, win: Value, flipped: bool) -> String {
    let beta = (cut.kind == search::CutKind::Beta) != flipped;
    let sign = if flipped { -1.0 } else { 1.0 };
    let (edge, op) = if beta { ("β", "≥") } else { ("α", "≤") };
    let formula = format!(
        "{} {op} {edge} = {}",
        value_text::signed(sign * cut.value, win),
        value_text::signed(sign * cut.bound, win)
    );
    let id = match cut.rule {
        search::CutRule::AlphaBeta => "cut-alpha-beta",
        search::CutRule::Star1 => "cut-star1",
        search::CutRule::Star2Probe => "cut-probe",
        search::CutRule::Bounds => "cut-bounds",
    };
    i18n::tr!(id, edge = edge, formula = formula)
}

/// The recorder's tree in run-time form (the worker's part of a recorded search): its nodes in
/// run-time moves, each move a cut-off left unsearched appended as a child of its own (greyed,
/// with the reason), the position at each node, and the steps of the replay with the window of
/// the node being searched after each.
pub fn convert<G: Listed>(
    root: &G,
    tree: &search::Tree<G::Move>,
    depth: Option<u32>,
) -> SearchTree {
    let mut positions: Vec<G> = Vec::with_capacity(tree.nodes.len());
    let mut nodes = tree.nodes.clone();
    for n in &tree.nodes {
        positions.push(match (n.parent, n.mv) {
            (Some(p), Some(mv)) => positions[p as usize].play(mv),
            _ => *root,
        });
    }
    for (i, n) in tree.nodes.iter().enumerate() {
        for &mv in n.cutoff.iter().flat_map(|c| &c.pruned) {
            let p = (n.kind == NodeKind::Chance).then(|| positions[i].probability(mv));
            let id = nodes.len() as search::NodeId;
            nodes[i].children.push(id);
            nodes.push(search::Node::pruned(i as search::NodeId, n, mv, p));
            positions.push(positions[i].play(mv));
        }
    }
    SearchTree {
        algorithm: tree.algorithm,
        nodes: nodes
            .into_iter()
            .map(|n| n.map_moves(G::move_into_any))
            .collect(),
        positions: positions.into_iter().map(G::into_any).collect(),
        steps: replay_steps(tree),
        visited: tree.visited,
        truncated: tree.truncated,
        depth,
        win: tree.win,
        root_side: tree.root_side,
        sampling: tree.sampling.clone().map(|s| s.map_moves(G::move_into_any)),
    }
}

/// The steps of the replay, each with the window of the node being searched right after it: a
/// node's own window when entered or cut off, its parent's (narrowed by the value that rose)
/// when left.
fn replay_steps<M: Copy + PartialEq>(tree: &search::Tree<M>) -> Vec<Step> {
    let full = (Value::NEG_INFINITY, Value::INFINITY);
    let mut windows: Vec<(Value, Value)> = tree
        .nodes
        .iter()
        .map(|n| n.window.unwrap_or(full))
        .collect();
    let mut steps = Vec::with_capacity(tree.events.len());
    for e in &tree.events {
        let (id, kind) = match *e {
            search::Event::Enter(id) | search::Event::Resume(id) => (id as usize, StepKind::Enter),
            search::Event::Leave(id) => (id as usize, StepKind::Leave),
            search::Event::Cutoff(id) => (id as usize, StepKind::Cut),
            search::Event::Expand(id) => (id as usize, StepKind::Expand),
            search::Event::Playout(id) => (id as usize, StepKind::Playout),
        };
        let Some(n) = tree.nodes.get(id) else {
            continue;
        };
        let at = match kind {
            StepKind::Enter => {
                windows[id] = n.window.unwrap_or(full);
                id
            }
            StepKind::Cut | StepKind::Expand | StepKind::Playout => id,
            StepKind::Leave => match n.parent.map(|p| p as usize) {
                Some(p) => {
                    // A maximising node raises α with the value that rose, a minimising one
                    // lowers β; a chance node's window is its rule's own (kept as entered).
                    let parent = &tree.nodes[p];
                    let v = tree.value_for_parent(id as search::NodeId);
                    let (a, b) = windows[p];
                    let decides =
                        matches!(parent.kind, search::NodeKind::Max | search::NodeKind::Min);
                    if parent.window.is_some() && decides {
                        windows[p] = if parent.maximises() {
                            (a.max(v), b)
                        } else {
                            (a, b.min(v))
                        };
                    }
                    p
                }
                None => id,
            },
        };
        let (alpha, beta) = windows[at];
        steps.push(Step {
            node: id,
            kind,
            alpha,
            beta,
        });
    }
    steps
}
