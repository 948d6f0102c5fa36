//! The replay of a sampling search (key S on MCTS): its iterations as recorded, and at each step
//! of the replay the iteration, its phase (selection, expansion, simulation, backpropagation),
//! the playout being played and every node's counts as they stood then.

use super::seat::AnyMove;
use super::tree::{Replay, SearchTree, Step, StepKind};
use game::Side;
use search::{Value, value_text};

/// The four phases of an iteration of a sampling search (Monte Carlo tree search).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Down the tree by the best UCB1 score.
    Selection,
    /// A node gets its children, and the iteration goes on to one of them.
    Expansion,
    /// A random game from there.
    Simulation,
    /// Its result counted on every node back up to the root.
    Backpropagation,
}

impl Phase {
    /// The phase as the pseudocode names it.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Phase::Selection => "selection",
            Phase::Expansion => "expansion",
            Phase::Simulation => "simulation",
            Phase::Backpropagation => "backpropagation",
        }
    }
}

/// A sampling search's iterations in run-time moves (see `search::Sampling`).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Sampling {
    /// The exploration constant of its UCB1 score.
    pub exploration: f64,
    /// Each iteration's simulation, in the order of the [`StepKind::Playout`] steps.
    pub playouts: Vec<Playout>,
}

/// The simulation of one iteration.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Playout {
    /// The random moves from the node, to the game's end or the cap.
    pub moves: Vec<AnyMove>,
    /// Its result for the first side: 1 a win, ½ a draw, 0 a loss.
    pub reward: f64,
    /// The nodes the iteration proved.
    pub proved: Vec<usize>,
}

/// Where the replay of a sampling search stands: the iteration and its phase, and what every
/// node had counted at that step.
#[derive(Clone, Debug, PartialEq)]
pub struct Sampled {
    /// The iteration the last step belongs to (1 for the first; after the last step, the count
    /// of iterations).
    pub iteration: usize,
    /// The phase of the last step (`None` once the search has ended).
    pub phase: Option<Phase>,
    /// The simulation of the iteration under way, once it is played (an index into
    /// [`Sampling::playouts`]).
    pub playout: Option<usize>,
    /// The node that simulation started from.
    pub start: usize,
    /// Per node: the iterations through it so far (N).
    pub visits: Vec<u32>,
    /// Per node: their wins for the side that moved into it, a draw a half (W).
    pub wins: Vec<f64>,
    /// Per node: proven so far (its proven value is its [`TreeNode::value`]).
    pub proven: Vec<bool>,
}

/// A node's counts at a step of a sampling search's replay.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Counts {
    /// N.
    pub visits: u32,
    /// W/N (½ unvisited).
    pub mean: f64,
    /// Its UCB1 score as its parent's selection sees it then (`None` at the root or
    /// unvisited).
    pub ucb: Option<f64>,
    /// Its proven value for the side that moved into it, once proven.
    pub proven: Option<Value>,
    /// The side that moved into it, for whom W counts wins.
    pub mover: Side,
}

impl Counts {
    /// `N 3 · W/N 67%`: its visits and win rate (for the side that moved into it); `N 0`
    /// before its first visit.
    #[must_use]
    pub fn label(&self) -> String {
        if self.visits == 0 {
            return "N 0".into();
        }
        format!(
            "N {} · W/N {}",
            value_text::count(u64::from(self.visits)),
            value_text::rate(self.mean)
        )
    }

    /// `UCB 1.23`, where it has one.
    #[must_use]
    pub fn ucb_label(&self) -> Option<String> {
        self.ucb.map(|u| format!("UCB {}", value_text::plain(u)))
    }

    /// What was proven of it, in words and not as a number beside the win rates: `proven: X
    /// wins in 3` (plies from here), `proven: O wins`, `proven: a draw`; `win` is the game's
    /// [`Game::WIN`](game::Game::WIN), `name` names a side.
    #[must_use]
    pub fn proven_label(&self, win: Value, name: impl Fn(Side) -> &'static str) -> Option<String> {
        let p = self.proven?;
        let plies = (win - p.abs()).round();
        let winner = if p > 0.0 {
            self.mover
        } else if p < 0.0 {
            self.mover.other()
        } else {
            return Some("proven: a draw".into());
        };
        Some(if plies > 0.0 {
            format!("proven: {} wins in {plies}", name(winner))
        } else {
            format!("proven: {} wins", name(winner))
        })
    }
}

impl SearchTree {
    /// One step of a sampling search's replay counted: its iteration and phase, and on the way
    /// back up (backpropagation) the visit, the win and any proof of each node left; `ended`
    /// says the last step ended an iteration, `played` counts the simulations so far.
    pub(super) fn count_step(
        &self,
        sm: &mut Sampled,
        s: &Step,
        ended: &mut bool,
        played: &mut usize,
    ) {
        let parent = self.nodes[s.node].parent;
        if s.kind == StepKind::Leave && parent.is_none() {
            // The search ends: the root's child with the most visits is played.
            sm.phase = None;
            return;
        }
        if *ended {
            sm.iteration += 1;
            sm.playout = None;
            *ended = false;
        }
        sm.phase = Some(match s.kind {
            StepKind::Enter if sm.phase == Some(Phase::Expansion) => Phase::Expansion,
            StepKind::Enter | StepKind::Cut => Phase::Selection,
            StepKind::Expand => Phase::Expansion,
            StepKind::Playout => Phase::Simulation,
            StepKind::Leave => Phase::Backpropagation,
        });
        let playout = self.sampling.as_ref().and_then(|sg| match s.kind {
            StepKind::Playout => {
                sm.playout = Some(*played);
                sm.start = s.node;
                *played += 1;
                sg.playouts.get(*played - 1)
            }
            _ => sm.playout.and_then(|p| sg.playouts.get(p)),
        });
        let Some(p) = playout else { return };
        if matches!(s.kind, StepKind::Playout | StepKind::Leave) && p.proved.contains(&s.node) {
            sm.proven[s.node] = true;
        }
        if s.kind != StepKind::Leave {
            return;
        }
        let n = &self.nodes[s.node];
        let win = |view: Side| {
            if view == Side::First {
                p.reward
            } else {
                1.0 - p.reward
            }
        };
        sm.visits[s.node] += 1;
        sm.wins[s.node] += win(n.view);
        if parent == Some(0) {
            // The root counts the iteration too (its own leave comes once, at the end).
            sm.visits[0] += 1;
            sm.wins[0] += win(self.nodes[0].view);
            sm.proven[0] |= p.proved.contains(&0);
            *ended = true;
        }
    }

    /// A node's N, W/N, UCB1 score and proof at the replay's step `r` of a sampling search
    /// (`None` for a depth-first search's replay).
    #[must_use]
    pub fn counts(&self, r: &Replay, node: usize) -> Option<Counts> {
        let sm = r.sampled.as_ref()?;
        let c = self.sampling.as_ref()?.exploration;
        let visits = *sm.visits.get(node)?;
        let mean = if visits > 0 {
            sm.wins[node] / f64::from(visits)
        } else {
            0.5
        };
        let parent = self.nodes[node].parent.map_or(0, |p| sm.visits[p]);
        let ucb = (self.nodes[node].parent.is_some() && visits > 0).then(|| {
            let n = f64::from(visits);
            mean + c * (f64::from(parent.max(1)).ln() / n).sqrt()
        });
        Some(Counts {
            visits,
            mean,
            ucb,
            proven: sm.proven[node].then_some(self.nodes[node].value).flatten(),
            mover: self.nodes[node].view,
        })
    }

    /// The moves of a sampling search's playout at the replay's step `r`, from the root: the
    /// tree's down to the node it started from, then its random ones; `None` outside the
    /// simulation and backpropagation of an iteration.
    #[must_use]
    pub fn playout_line(&self, r: &Replay) -> Option<Vec<AnyMove>> {
        let sm = r.sampled.as_ref()?;
        if !matches!(sm.phase, Some(Phase::Simulation | Phase::Backpropagation)) {
            return None;
        }
        let p = self.sampling.as_ref()?.playouts.get(sm.playout?)?;
        let tree_part = self.path_to(sm.start).into_iter().skip(1);
        let mut line: Vec<AnyMove> = tree_part.filter_map(|i| self.nodes[i].mv).collect();
        line.extend(&p.moves);
        Some(line)
    }
}
