//! A recorded search as the window shows it (key T) and replays it (key S): the recorder's tree
//! (`search::tree`) turned into run-time moves and positions, so the session and the view need
//! no game type, and the replay of its steps — which node is visited, the (α, β) window there,
//! which values have risen to their parents and which moves were cut off so far.

use super::seat::{AnyMove, AnyPosition, Listed};
use game::Side;
use search::{self, Algorithm, Value, value_text};

pub use super::sampling::{Counts, Phase, Playout, Sampled, Sampling};

/// What kind of node a recorded node is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum NodeKind {
    /// The maximising side (or, in negamax, the side to move) chooses.
    Max,
    /// The minimising side chooses.
    Min,
    /// A random event (Senet's throw): the value is the expectation over the outcomes.
    Chance,
    /// A finished game or the depth limit: valued, not expanded.
    Leaf,
}

/// One node of a recorded search.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct TreeNode {
    /// The node it was reached from (`None` for the root).
    pub parent: Option<usize>,
    /// The move (or chance outcome) that led here from the parent.
    pub mv: Option<AnyMove>,
    /// The position here.
    pub position: AnyPosition,
    /// Who chooses here.
    pub kind: NodeKind,
    /// The (α, β) window the node was entered with, from the point of view its value is in;
    /// `None` for the full-width algorithms (minimax, negamax), which have none.
    pub window: Option<(Value, Value)>,
    /// The value the search gave it (`None` for a move cut off before it was searched, or one
    /// the recording left out).
    pub value: Option<Value>,
    /// Positions visited in its subtree, itself included.
    pub nodes: u64,
    /// True on the principal variation.
    pub pv: bool,
    /// The probability of the outcome that led here (children of a chance node).
    pub probability: Option<f64>,
    /// Why this move was never searched ("β cut-off: 3 ≥ β = 2"), for a move cut off: the
    /// parent's reason, in the parent's point of view (this node's [`view`](TreeNode::view)).
    pub cut: Option<CutWords>,
    /// Why this node stopped before searching all its moves, if it did.
    pub cutoff: Option<CutWords>,
    /// What the enhancements did here ("TT: exact 0", "PVS null window", "re-search").
    pub notes: Vec<String>,
    /// The children in the order they were searched (cut-off moves last).
    pub children: Vec<usize>,
    /// Its value as its parent sees it (the negamax forms negate it), once searched.
    pub for_parent: Option<Value>,
    /// True where the node takes the largest of its children's values as it sees them (the
    /// negamax forms everywhere; minimax at the root side's nodes).
    pub maximises: bool,
    /// Whose point of view its value and window are in: the side to move here in the negamax
    /// forms, the root's side everywhere in the minimax forms.
    pub view: Side,
}

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
    /// Its nodes, the root first, in the order they were visited.
    pub nodes: Vec<TreeNode>,
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
        self.nodes.get(r.focus).and_then(|n| n.parent).unwrap_or(0)
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
                StepKind::Leave => self.nodes[s.node].parent.unwrap_or(s.node),
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
        let mut order = n.children.clone();
        if by_value {
            let key = |c: &usize| {
                let v = self.nodes.get(*c).and_then(|c| c.for_parent);
                // Best first: the largest for a maximising node, the smallest for a minimising.
                v.map(|v| if n.maximises { -v } else { v })
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
        while let Some(p) = self.nodes.get(at).and_then(|n| n.parent) {
            path.push(p);
            at = p;
        }
        path.reverse();
        path
    }
}

impl TreeNode {
    /// The node's value as the panel writes it: `+3`, or `≤ +3` / `≥ −1` when a node it
    /// expanded fell outside the window it was entered with (alpha-beta then only proves a
    /// bound); `?` when it has none.
    #[must_use]
    pub fn value_text(&self, win_at: Value) -> String {
        self.value_text_for(win_at, None)
    }

    /// As [`TreeNode::value_text`], from `side`'s point of view (`None`: the node's own, see
    /// [`TreeNode::view`]).
    #[must_use]
    pub fn value_text_for(&self, win_at: Value, side: Option<Side>) -> String {
        let Some(v) = self.value_for(side) else {
            return "?".into();
        };
        let text = value_text::signed(v, win_at);
        if self.kind == NodeKind::Leaf {
            return text; // a finished game or the horizon's evaluation: exact
        }
        match self.window_for(side) {
            Some((a, _)) if a.is_finite() && v <= a => format!("≤ {text}"),
            Some((_, b)) if b.is_finite() && v >= b => format!("≥ {text}"),
            _ => text,
        }
    }
}

impl TreeNode {
    /// True when `side` (if given) is not the side whose point of view the node's numbers are in.
    fn flipped(&self, side: Option<Side>) -> bool {
        side.is_some_and(|s| s != self.view)
    }
    /// Its value from `side`'s point of view (`None`: its own).
    #[must_use]
    pub fn value_for(&self, side: Option<Side>) -> Option<Value> {
        self.value.map(|v| if self.flipped(side) { -v } else { v })
    }
    /// Why it stopped before searching all its moves, from `side`'s point of view (`None`: its
    /// own), if it did.
    #[must_use]
    pub fn cutoff_for(&self, side: Option<Side>) -> Option<String> {
        self.cutoff.as_ref().map(|c| self.cut_side(c, side))
    }
    /// Why it was never searched, for a move cut off, from `side`'s point of view (`None`: its
    /// parent's own).
    #[must_use]
    pub fn cut_for(&self, side: Option<Side>) -> Option<String> {
        self.cut.as_ref().map(|c| self.cut_side(c, side))
    }
    fn cut_side(&self, c: &CutWords, side: Option<Side>) -> String {
        if self.flipped(side) {
            c.other()
        } else {
            c.own()
        }
    }
    /// The window it was entered with, from `side`'s point of view (`None`: its own): the other
    /// side's (α, β) is (−β, −α).
    #[must_use]
    pub fn window_for(&self, side: Option<Side>) -> Option<(Value, Value)> {
        self.window
            .map(|(a, b)| if self.flipped(side) { (-b, -a) } else { (a, b) })
    }
}

/// Why a node stopped, in words from either side's point of view (key W turns the panel to the
/// root's side): from the other side a value `v ≥ β` reads `−v ≤ α = −β`, the α cut-off of a
/// minimising node, as the window it shows then is (−β, −α). As the panel says it, in the
/// thread's language: `β cut-off: +W3 ≥ β = +W3`, `Star1 α cut-off: −0.5 ≤ α = 0` (the
/// recorder's `Cutoff::label` in English; the tree is recorded on the worker's thread, so the
/// words are made where they are shown).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct CutWords {
    /// True for a β cut-off (`value ≥ β`), false for an α one (`value ≤ α`), from the point
    /// of view of the node that stopped (its [`TreeNode::view`]).
    beta: bool,
    /// The rule that cut, as [`search::CutRule`] (which does not cross to the page's worker).
    rule: CutBy,
    /// The value that crossed the edge, and the edge, from the node's point of view.
    value: Value,
    bound: Value,
    /// The game's win value, which writes wins as `W3`.
    win: Value,
}

impl CutWords {
    /// The recorder's reason, kept as numbers to be written in the language of the screen.
    #[must_use]
    pub fn of<M>(cut: &search::Cutoff<M>, win: Value) -> CutWords {
        CutWords {
            beta: cut.kind == search::CutKind::Beta,
            rule: match cut.rule {
                search::CutRule::AlphaBeta => CutBy::AlphaBeta,
                search::CutRule::Star1 => CutBy::Star1,
                search::CutRule::Star2Probe => CutBy::Probe,
                search::CutRule::Bounds => CutBy::Bounds,
            },
            value: cut.value,
            bound: cut.bound,
            win,
        }
    }
    /// In the words of the node that stopped.
    #[must_use]
    pub fn own(&self) -> String {
        self.words(self.beta, self.value, self.bound)
    }
    /// From the other side's point of view: a value `v ≥ β` reads `−v ≤ α = −β`.
    #[must_use]
    pub fn other(&self) -> String {
        self.words(!self.beta, -self.value, -self.bound)
    }
    fn words(&self, beta: bool, value: Value, bound: Value) -> String {
        let (edge, op) = if beta { ("β", "≥") } else { ("α", "≤") };
        let formula = format!(
            "{} {op} {edge} = {}",
            value_text::signed(value, self.win),
            value_text::signed(bound, self.win)
        );
        let id = match self.rule {
            CutBy::AlphaBeta => "cut-alpha-beta",
            CutBy::Star1 => "cut-star1",
            CutBy::Probe => "cut-probe",
            CutBy::Bounds => "cut-bounds",
        };
        i18n::tr!(id, edge = edge, formula = formula)
    }
}

/// The rule that cut a node off (see [`search::CutRule`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
enum CutBy {
    AlphaBeta,
    Star1,
    Probe,
    Bounds,
}

/// The recorder's tree in run-time form (the worker's part of a recorded search): each node with
/// its position, the moves a cut-off left unsearched as children of their own (greyed, with the
/// reason), and the steps of the replay with the window of the node being searched after each.
pub fn convert<G: Listed>(
    root: &G,
    tree: &search::Tree<G::Move>,
    depth: Option<u32>,
) -> SearchTree {
    let (positions, mut nodes) = searched_nodes(root, tree);
    add_unsearched(tree, &positions, &mut nodes);
    let steps = replay_steps(tree, &nodes);
    SearchTree {
        algorithm: tree.algorithm,
        nodes,
        steps,
        visited: tree.visited,
        truncated: tree.truncated,
        depth,
        win: G::WIN,
        root_side: tree.root_side,
        sampling: tree.sampling.as_ref().map(|sm| Sampling {
            exploration: sm.exploration,
            playouts: sm
                .playouts
                .iter()
                .map(|p| Playout {
                    moves: p.moves.iter().map(|&m| G::move_into_any(m)).collect(),
                    reward: p.reward,
                    proved: p.proved.iter().map(|&i| i as usize).collect(),
                })
                .collect(),
        }),
    }
}

/// The recorded nodes in run-time form, with the position at each (root first, as recorded).
fn searched_nodes<G: Listed>(root: &G, tree: &search::Tree<G::Move>) -> (Vec<G>, Vec<TreeNode>) {
    let mut positions: Vec<G> = Vec::with_capacity(tree.nodes.len());
    let mut nodes: Vec<TreeNode> = Vec::with_capacity(tree.nodes.len());
    for (id, n) in tree.nodes.iter().enumerate() {
        let position = match (n.parent, n.mv) {
            (Some(pa), Some(mv)) => positions[pa as usize].play(mv),
            _ => *root,
        };
        positions.push(position);
        nodes.push(TreeNode {
            parent: n.parent.map(|p| p as usize),
            mv: n.mv.map(G::move_into_any),
            position: position.into_any(),
            kind: match n.kind {
                search::NodeKind::Max => NodeKind::Max,
                search::NodeKind::Min => NodeKind::Min,
                search::NodeKind::Chance => NodeKind::Chance,
                search::NodeKind::Terminal | search::NodeKind::Horizon => NodeKind::Leaf,
            },
            window: n.window,
            value: n.done.then_some(n.returned),
            nodes: n.nodes,
            pv: n.pv,
            probability: n.probability,
            cut: None,
            cutoff: n.cutoff.as_ref().map(|c| CutWords::of(c, G::WIN)),
            notes: n
                .notes
                .iter()
                .map(|x| x.label(G::WIN))
                .chain(n.visits.and_then(|v| v.next_label()))
                .chain(n.visits.iter().flat_map(search::VisitStats::labels))
                .collect(),
            children: n.children.iter().map(|&c| c as usize).collect(),
            for_parent: n.done.then(|| tree.value_for_parent(id as search::NodeId)),
            maximises: n.maximises(),
            view: n.view,
        });
    }
    (positions, nodes)
}

/// The moves each cut-off left unsearched, as greyed children after the searched ones, each
/// with the cut-off's reason.
fn add_unsearched<G: Listed>(
    tree: &search::Tree<G::Move>,
    positions: &[G],
    nodes: &mut Vec<TreeNode>,
) {
    for (i, n) in tree.nodes.iter().enumerate() {
        let Some(cut) = &n.cutoff else { continue };
        let label = CutWords::of(cut, G::WIN);
        for &mv in &cut.pruned {
            let position = positions[i].play(mv);
            let id = nodes.len();
            nodes.push(TreeNode {
                parent: Some(i),
                mv: Some(G::move_into_any(mv)),
                position: position.into_any(),
                kind: NodeKind::Leaf,
                window: None,
                value: None,
                nodes: 0,
                pv: false,
                probability: (n.kind == search::NodeKind::Chance)
                    .then(|| positions[i].probability(mv)),
                cut: Some(label.clone()),
                cutoff: None,
                notes: Vec::new(),
                children: Vec::new(),
                for_parent: None,
                maximises: false,
                view: n.view,
            });
            nodes[i].children.push(id);
        }
    }
}

/// The steps of the replay, each with the window of the node being searched right after it: a
/// node's own window when entered or cut off, its parent's (narrowed by the value that rose)
/// when left.
fn replay_steps<M: Copy + PartialEq>(tree: &search::Tree<M>, nodes: &[TreeNode]) -> Vec<Step> {
    let full = (Value::NEG_INFINITY, Value::INFINITY);
    let mut windows: Vec<(Value, Value)> = nodes.iter().map(|n| n.window.unwrap_or(full)).collect();
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
                windows[id] = nodes[id].window.unwrap_or(full);
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
