//! The replay of a sampling search (key S on MCTS): its iterations as recorded, and at each step
//! of the replay the iteration, its phase (selection, expansion, simulation, backpropagation),
//! the playout being played and every node's counts as they stood then.

use super::sampling::{Counts, Phase, Sampled};
use super::seat::AnyMove;
use super::tree::{Replay, SearchTree, Step, StepKind};
use game::Side;

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
        let parent = self.parent(s.node);
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
        if matches!(s.kind, StepKind::Playout | StepKind::Leave)
            && p.proved.contains(&(s.node as search::NodeId))
        {
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
        let parent = self.parent(node).map_or(0, |p| sm.visits[p]);
        let ucb = (self.nodes[node].parent.is_some() && visits > 0)
            .then(|| search::ucb1(mean, visits, f64::from(parent.max(1)).ln(), c));
        Some(Counts {
            visits,
            mean,
            ucb,
            proven: sm.proven[node].then(|| self.nodes[node].result()).flatten(),
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
