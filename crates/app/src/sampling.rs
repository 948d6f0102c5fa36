//! What a sampling search's recording holds and its replay shows, as data: the phases of an
//! iteration, the iterations and playouts recorded, and a node's counts at a step (the replay
//! itself is `sampled.rs`, over the recorded tree).

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
    /// Its name in the thread's language (the textbook's four phases: selection, expansion,
    /// simulation, backpropagation).
    #[must_use]
    pub fn words(self) -> String {
        i18n::tr!(match self {
            Phase::Selection => "mcts-selection",
            Phase::Expansion => "mcts-expansion",
            Phase::Simulation => "mcts-simulation",
            Phase::Backpropagation => "mcts-backpropagation",
        })
    }
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
    /// before its first visit. N and W/N are the symbols of the UCB1 formula the code (X)
    /// shows, so they stay in every language; the numbers are the locale's.
    #[must_use]
    pub fn label(&self) -> String {
        let visits = crate::words::count_arg(u64::from(self.visits));
        if self.visits == 0 {
            return i18n::tr!("mcts-visits", visits = visits);
        }
        i18n::tr!(
            "mcts-counts",
            visits = visits,
            rate = crate::words::rate_words(self.mean)
        )
    }

    /// `UCB 1.23`, where it has one.
    #[must_use]
    pub fn ucb_label(&self) -> Option<String> {
        let score = |u| i18n::decimal(&value_text::plain(u));
        self.ucb.map(|u| i18n::tr!("mcts-ucb", score = score(u)))
    }

    /// What was proven of it, in words and not as a number beside the win rates: `proven: X
    /// wins in 3` (plies from here), `proven: O wins`, `proven: a draw`; `win` is the game's
    /// [`Game::WIN`](game::Game::WIN), `name` names a side.
    #[must_use]
    pub fn proven_label(&self, win: Value, name: impl Fn(Side) -> String) -> Option<String> {
        let p = self.proven?;
        let plies = (win - p.abs()).round();
        let winner = if p > 0.0 {
            self.mover
        } else if p < 0.0 {
            self.mover.other()
        } else {
            return Some(i18n::tr!("mcts-proven-draw"));
        };
        Some(if plies > 0.0 {
            i18n::tr!("mcts-proven-wins-in", side = name(winner), plies = plies)
        } else {
            i18n::tr!("mcts-proven-wins", side = name(winner))
        })
    }
}
