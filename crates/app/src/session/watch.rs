//! What the person watches: the open views (each by its name and the analysis it asks for; the
//! session names none of them) and the analyses they asked for — each computed off-thread for the position on the board, only while the
//! computer is not about to move, one job at a time, and kept with what it was computed for so
//! that any change makes it stale.

use super::Session;
use super::parts::{Key, OpenView};
use crate::job::Passes;
use crate::job::{Analysis, Job, JobKind, MoveMark, Progress, SearchDone};
use crate::seat::AnyMove;
use search::{Enhancements, Limits, Report};

/// How long V's proof of one move may take, where the computer plays proven moves: its search
/// of the position the move leads to stops there and keeps the depth it reached.
pub const PROOF_PER_MOVE: std::time::Duration = std::time::Duration::from_secs(1);
use log::info;

impl Session {
    /// What the view of this name keeps in the session, once it has kept anything of this type.
    #[must_use]
    pub fn view_state<T: std::any::Any>(&self, name: &str) -> Option<&T> {
        let (_, state) = self.watch.slots.0.iter().find(|(n, _)| *n == name)?;
        state.downcast_ref()
    }
    /// What the view of this name keeps in the session, to change (its default at first).
    pub fn view_state_mut<T: std::any::Any + Send + Default>(
        &mut self,
        name: &'static str,
    ) -> &mut T {
        let slots = &mut self.watch.slots.0;
        let i = match slots.iter().position(|(n, s)| *n == name && s.is::<T>()) {
            Some(i) => i,
            None => {
                slots.retain(|(n, _)| *n != name);
                slots.push((name, Box::new(T::default())));
                slots.len() - 1
            }
        };
        slots[i]
            .1
            .downcast_mut()
            .expect("the slot holds this type: it was just checked or made")
    }
    /// Which recorded search the panel shows: a number that changes with each search recorded,
    /// so that what a view keeps of one search can tell it is stale.
    #[must_use]
    pub fn tree_serial(&self) -> u64 {
        self.watch.tree_serial
    }
    /// How often the replay has started or moved: a number that changes at each, so that what
    /// a view keeps of one moment of the replay (where the code was scrolled) can tell it is
    /// stale.
    #[must_use]
    pub fn replay_moves(&self) -> u64 {
        self.watch.replay_moves
    }
    /// True while the view of this name is open.
    #[must_use]
    pub fn view_open(&self, name: &str) -> bool {
        self.watch.is_open(name)
    }
    /// Opens the view of this name, which asks for analyses of `job` while open, or closes it;
    /// true (something visible changed). A search the person stopped stays stopped, but an
    /// analysis asks again (the view opened or closed says they want it).
    pub fn flip_view(&mut self, name: &'static str, job: Option<JobKind>) -> bool {
        if self.stopped != Some(JobKind::Move) {
            self.stopped = None;
        }
        if self.watch.is_open(name) {
            self.watch.open.retain(|v| v.name != name);
        } else {
            self.watch.open.push(OpenView { name, job });
        }
        true
    }
    /// The nodes of each deepening pass of each algorithm of the finished comparison (key K), in
    /// the order of [`Session::comparison`].
    #[must_use]
    pub fn comparison_passes(&self) -> Option<&[Passes]> {
        match self.watch.for_key(JobKind::Compare, self.key()) {
            Some(Analysis::Compare(_, p)) => Some(p),
            _ => None,
        }
    }
    /// True while an open view shows the recorded search (the tree panel, the code trace): the
    /// computer's own search is then recorded, and S steps through it.
    #[must_use]
    pub fn tree_wanted(&self) -> bool {
        self.watch.open(JobKind::Tree)
    }
    /// The kind of analysis being computed now, and its progress so far.
    #[must_use]
    pub fn analysing(&self) -> Option<(JobKind, Option<&Progress>)> {
        self.watch
            .pending
            .map(|(_, kind, _)| (kind, self.watch.progress.as_ref()))
    }
    /// Each legal move's value in the position on the board, once computed (key V); while V
    /// proves them one move after another, those valued so far.
    #[must_use]
    pub fn move_marks(&self) -> Option<&[MoveMark]> {
        let now = self.key_for(JobKind::Values);
        if let Some(Analysis::Values(v)) = self.watch.for_key(JobKind::Values, now) {
            return Some(v);
        }
        match (&self.watch.pending, &self.watch.progress) {
            (Some((_, JobKind::Values, key)), Some(p)) if *key == now => Some(&p.valued),
            _ => None,
        }
    }
    /// The line the computer expects from the position on the board: live from its search while
    /// it thinks, else from the analysis (key P).
    #[must_use]
    pub fn expected_line(&self) -> Option<&[AnyMove]> {
        if let Some(p) = self.search_progress() {
            return Some(&p.pv);
        }
        if let Some(Analysis::Line(l)) = self
            .watch
            .for_key(JobKind::Line, self.key_for(JobKind::Line))
        {
            return Some(l);
        }
        match self.analysing() {
            Some((JobKind::Line, Some(p))) => Some(&p.pv),
            _ => None,
        }
    }
    /// Every algorithm's report on the position on the board (key K): the finished comparison,
    /// or the reports so far while it runs (then `false`).
    #[must_use]
    pub fn comparison(&self) -> Option<(&[Report<AnyMove>], bool)> {
        if let Some(Analysis::Compare(c, _)) = self.watch.for_key(JobKind::Compare, self.key()) {
            return Some((c, true));
        }
        match self.analysing() {
            Some((JobKind::Compare, Some(p))) => Some((&p.compared, false)),
            Some((JobKind::Compare, None)) => Some((&[], false)),
            _ => None,
        }
    }
    /// What an analysis of the position on the board would be computed for now.
    pub(super) fn key(&self) -> Key {
        Key {
            position: self.position,
            algorithm: self.algorithm,
            depth: self.depth_limit(),
            budget: None,
            enhance: None,
        }
    }
    /// What the recorded search (keys T, S, X) is computed for: the position's key, with the
    /// algorithm's own small budget while its search is stepped through, if it has one.
    pub(super) fn tree_key(&self) -> Key {
        Key {
            budget: self.step_budget(),
            ..self.key()
        }
    }
    /// What an analysis of this kind is computed for now: the recorded search's with its
    /// step-through budget; V's proven values (where the computer plays proven moves) whatever
    /// the depth limit; P's line, the computer's own search, with its enhancements (and where
    /// it plays proven moves, whatever the depth limit).
    pub(super) fn key_for(&self, kind: JobKind) -> Key {
        let proven = self.proven_play();
        match kind {
            JobKind::Tree => self.tree_key(),
            JobKind::Values if proven => Key {
                depth: None,
                ..self.key()
            },
            JobKind::Line => Key {
                depth: if proven { None } else { self.depth_limit() },
                enhance: self.enhancements(),
                ..self.key()
            },
            _ => self.key(),
        }
    }
    /// The iterations the recorded search has while it is stepped through (keys S, X): the
    /// algorithm's own small budget for the step-through, if it has one (a sampling search's:
    /// its window budget is thousands of iterations).
    #[must_use]
    pub fn step_budget(&self) -> Option<u64> {
        let stepping = self.watch.step.is_some() || self.watch.step_wanted;
        stepping.then(|| self.algorithm.step_budget()).flatten()
    }
    /// The next analysis the person watches that is missing for the position on the board, to
    /// run while the computer is not about to move.
    pub(super) fn analysis_step(&mut self) -> Option<Job> {
        if self.pending.is_some()
            || self.watch.pending.is_some()
            || self.stopped.is_some()
            || self.computer_to_move()
            || self.position.is_over()
        {
            return None;
        }
        let tree_there = self.search_tree().is_some();
        // The open views' analyses, first things first (values, line, comparison, tree).
        let mut wanted: Vec<JobKind> = self.watch.open.iter().filter_map(|v| v.job).collect();
        wanted.sort();
        let kind = wanted.into_iter().find(|&k| {
            let key = self.key_for(k);
            self.watch.found(k) != Some(key)
                && !(k == JobKind::Tree && (tree_there || self.watch.tree_failed == Some(key)))
        })?;
        let key = self.key_for(kind);
        let id = self.next_id;
        self.next_id += 1;
        self.watch.pending = Some((id, kind, key));
        self.watch.progress = None;
        let limits = match kind {
            // Where the computer plays proven moves, its proving search on each move;
            // else exact values where the game is searched to the end, or to the depth limit.
            JobKind::Values if self.proven_play() => Limits {
                enhance: Enhancements::ALL,
                time: Some(PROOF_PER_MOVE),
                ..Limits::default()
            },
            JobKind::Values => Limits {
                depth: key.depth,
                ..Limits::default()
            },
            // The computer's own search, as it would move here (the book first where it plays
            // proven moves), with the seed of its move: the line's first move is its move.
            JobKind::Line => self.move_limits(),
            // The step-through's own small budget, with the enhancements the window gives.
            JobKind::Tree if key.budget.is_some() => Limits {
                nodes: key.budget,
                enhance: self.enhancements().unwrap_or_default(),
                ..Limits::default()
            },
            _ => self.computer_limits(),
        };
        Some(Job {
            kind,
            id,
            position: self.position,
            algorithm: self.algorithm,
            limits,
            seed: Some(if kind == JobKind::Line {
                self.move_seed()
            } else {
                self.seed.unwrap_or(1)
            }),
            record: kind == JobKind::Tree,
            engine: None,
        })
    }
    /// Keeps what the finished analysis in flight found.
    pub(super) fn apply_analysis(&mut self, done: SearchDone, key: Key) {
        self.watch.pending = None;
        self.watch.progress = None;
        match done.tree {
            Some(tree) => self.keep_tree(key, tree),
            None if done.analysis.is_none() => self.watch.tree_failed = Some(key),
            None => {}
        }
        if let Some(analysis) = done.analysis {
            info!("{analysis}");
            self.watch.keep(key, analysis);
        }
    }
}
