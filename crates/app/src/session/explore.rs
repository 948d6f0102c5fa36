//! The recorded search tree (keys T and S): the computer's last search when it was recorded (it
//! records while the panel is open), else a recorded search of the position on the board; the
//! node the panel shows (a click descends, Backspace goes up), and the replay step by step, by
//! hand or by itself at a chosen speed.

use std::sync::Arc;
use std::time::Duration;

use search::time::Instant;

use log::info;

use super::Session;
use super::parts::{Key, Stepping};
use crate::tree::{Replay, SearchTree};
use crate::worker::JobKind;

/// The pauses between two steps of the replay's auto-play, slowest first (keys + and −).
pub const STEP_SPEEDS: [Duration; 6] = [
    Duration::from_millis(1500),
    Duration::from_millis(800),
    Duration::from_millis(400),
    Duration::from_millis(200),
    Duration::from_millis(100),
    Duration::from_millis(40),
];

/// The speed auto-play starts at (an index into [`STEP_SPEEDS`]).
pub const STEP_SPEED_DEFAULT: usize = 2;

/// The biggest recorded search the replay (key S) takes at any depth; any search of depth 3 or
/// less is taken too. A 3x3 board with six empty cells is at most 1,957 positions.
pub const STEP_MAX_NODES: usize = 2_000;

/// The deepest search the replay takes whatever its size.
pub const STEP_MAX_DEPTH: u32 = 3;

/// Why S will not step through `tree`, if it will not: the notice it shows. A search is taken
/// when it has at most [`STEP_MAX_NODES`] recorded nodes or a depth limit of at most
/// [`STEP_MAX_DEPTH`], and only when it was recorded whole.
#[must_use]
pub fn step_refusal(tree: &SearchTree) -> Option<String> {
    let rule = i18n::tr!("step-rule", nodes = STEP_MAX_NODES, depth = STEP_MAX_DEPTH);
    let shallow = tree.depth.is_some_and(|d| d <= STEP_MAX_DEPTH);
    // The count the rule compares: the recorded nodes, cut-off moves included (all of the
    // search when its recording was capped).
    let size = if tree.truncated {
        tree.visited
    } else {
        tree.nodes.len() as u64
    };
    if tree.truncated && shallow {
        // Its depth is within the rule: what stands in the way is its size.
        return Some(i18n::tr!("step-refused-size", rule = rule, nodes = size));
    }
    if tree.nodes.len() <= STEP_MAX_NODES && !tree.truncated || shallow {
        return None;
    }
    let depth = tree.depth.map_or_else(
        || i18n::tr!("compare-to-end"),
        |d| i18n::tr!("live-depth", depth = d),
    );
    Some(i18n::tr!(
        "step-refused",
        rule = rule,
        nodes = size,
        depth = depth
    ))
}

impl Session {
    /// The recorded search the panel shows: the computer's last search if it was recorded and
    /// led to the position on the board, else the recorded search of this position, once there.
    #[must_use]
    pub fn search_tree(&self) -> Option<&SearchTree> {
        let (k, tree) = self.watch.found_tree.as_ref()?;
        self.shows(k).then_some(tree.as_ref())
    }
    /// True when the panel shows the computer's own search, recorded as it moved (else the
    /// chosen algorithm's search of the position on the board, recorded for the panel).
    #[must_use]
    pub fn tree_is_computers(&self) -> bool {
        self.search_tree().is_some()
            && self
                .watch
                .found_tree
                .as_ref()
                .is_some_and(|(k, _)| self.is_last_search(k))
    }
    /// True when the recorded search of key `k` is the one to show: this position's, or the
    /// computer's last search (with the step-through's own budget when that is wanted).
    fn shows(&self, k: &Key) -> bool {
        *k == self.tree_key() || self.is_last_search(k) && k.budget == self.step_budget()
    }
    /// True when `k` is what the computer's last move searched (its position is the one before
    /// the last move, which the computer played: not a person's throw since, whose position
    /// before may have been searched for the panel).
    pub(super) fn is_last_search(&self, k: &Key) -> bool {
        self.last_report.as_ref().is_some_and(|c| {
            self.history
                .last()
                .is_some_and(|(before, _)| *before == k.position && before.side_to_move() == c.side)
        }) && k.algorithm == self.algorithm
    }
    /// True when S would step through a search here: the recorded one is small enough, or the
    /// algorithm records one of its own small budget for the step-through (a sampling search).
    #[must_use]
    pub fn s_steps(&self) -> bool {
        self.algorithm.step_budget().is_some()
            || self
                .search_tree()
                .is_some_and(|t| step_refusal(t).is_none())
    }
    /// True while the recorded search is replayed step by step (key S).
    #[must_use]
    pub fn stepping(&self) -> bool {
        self.watch.step.is_some()
    }
    /// Where the replay stands, while stepping and once the tree is there.
    #[must_use]
    pub fn replay(&self) -> Option<Replay> {
        let step = self.watch.step.as_ref()?;
        let (k, tree) = self.watch.found_tree.as_ref()?;
        self.shows(k).then(|| tree.replay(step.index))
    }
    /// True while the replay plays by itself, and its pause between steps.
    #[must_use]
    pub fn auto_step(&self) -> Option<Duration> {
        self.watch
            .step
            .as_ref()
            .filter(|s| s.auto)
            .map(|s| STEP_SPEEDS[s.speed])
    }
    /// Ends the replay (the tree panel closed).
    pub fn stop_stepping(&mut self) {
        self.watch.step = None;
        self.watch.step_wanted = false;
    }
    /// S: starts the replay of the recorded search (opening the view `panel`, which shows it,
    /// where no open view shows the recorded search), or ends it. Only a small search is
    /// replayed; a bigger one leaves a notice saying why, unless `quiet` (a view says it).
    pub fn toggle_step(&mut self, panel: &'static str, quiet: bool) -> bool {
        if self.watch.step.take().is_some() || self.watch.step_wanted {
            self.watch.step_wanted = false;
            return true;
        }
        if !self.tree_wanted() {
            self.flip_view(panel, Some(JobKind::Tree));
        }
        self.watch.step_quiet = quiet;
        // It starts once the recorded search is there (a sampling search's is recorded again
        // with its own small budget).
        self.watch.step_wanted = true;
        self.start_step();
        true
    }
    /// Starts the replay of the tree that is there, if it is small enough (else it stays
    /// wanted until the tree comes).
    pub(super) fn start_step(&mut self) {
        let Some(tree) = self.search_tree() else {
            return;
        };
        let (steps, nodes) = (tree.steps.len(), tree.nodes.len());
        if let Some(why) = step_refusal(tree) {
            // A view that says why in its own words (the code trace's pane) asked quietly.
            if !self.watch.step_quiet {
                self.answer(why);
            }
            self.watch.step_wanted = false;
            return;
        }
        self.watch.step_wanted = false;
        info!("step: {steps} steps over {nodes} nodes");
        self.notice = None; // an earlier refusal no longer holds
        self.watch.replay_moves += 1;
        self.watch.step = Some(Stepping {
            index: 0,
            auto: false,
            speed: STEP_SPEED_DEFAULT,
            next_at: None,
        });
    }
    /// A: the replay plays by itself, or stops doing so.
    pub fn toggle_auto_step(&mut self, now: Instant) -> bool {
        let Some(step) = self.watch.step.as_mut() else {
            return false;
        };
        step.auto = !step.auto;
        step.next_at = step.auto.then(|| now + STEP_SPEEDS[step.speed]);
        true
    }
    /// Moves the replay `by` steps (forward or back); false at either end.
    pub fn step_by(&mut self, by: isize, now: Instant) -> bool {
        let total = self.search_tree().map_or(0, |t| t.steps.len());
        let Some(step) = self.watch.step.as_mut() else {
            return false;
        };
        let next = step.index.saturating_add_signed(by).min(total);
        if next == step.index {
            return false;
        }
        step.index = next;
        self.watch.replay_moves += 1;
        if step.auto {
            step.next_at = (next < total).then(|| now + STEP_SPEEDS[step.speed]);
            step.auto = step.next_at.is_some();
        }
        if let Some(r) = self.replay()
            && let Some(tree) = self.search_tree()
            && let Some(kind) = r.kind
        {
            let n = &tree.nodes[r.focus];
            info!(
                "step {}/{}: {kind:?} {} α {} β {}",
                r.index,
                total,
                n.mv.map_or_else(|| "root".to_owned(), |m| m.to_string()),
                r.alpha,
                r.beta
            );
        }
        true
    }
    /// + and − while stepping: auto-play faster or slower.
    pub(super) fn step_speed(&mut self, faster: bool) -> bool {
        let Some(step) = self.watch.step.as_mut() else {
            return false;
        };
        let next = if faster {
            (step.speed + 1).min(STEP_SPEEDS.len() - 1)
        } else {
            step.speed.saturating_sub(1)
        };
        let changed = next != step.speed;
        step.speed = next;
        changed
    }
    /// Keeps a recorded search for the panel: shown from its root, replayed if S asked for it.
    pub(super) fn keep_tree(&mut self, key: Key, tree: Arc<SearchTree>) {
        info!(
            "tree: {} nodes recorded of {} visited, {} steps, {} children at the root{}",
            tree.nodes.len(),
            tree.visited,
            tree.steps.len(),
            tree.nodes.first().map_or(0, |r| r.children.len()),
            if tree.truncated { " (capped)" } else { "" }
        );
        self.watch.found_tree = Some((key, tree));
        self.watch.tree_serial += 1;
        self.watch.step = None;
        if self.watch.step_wanted {
            self.start_step();
        }
    }
}
