//! What the person watches: the open views (by name, see [`views::VIEWS`]) and the analyses
//! they asked for — each computed off-thread for the position on the board, only while the
//! computer is not about to move, one job at a time, and kept with what it was computed for so
//! that any change makes it stale.

use super::Session;
use super::explore::Stepping;
use crate::job::Passes;
use crate::seat::{AnyMove, AnyPosition};
use crate::tree::SearchTree;
use crate::views;
use crate::worker::{Analysis, Job, JobKind, MoveMark, Progress, SearchDone};
use search::{Algorithm, Enhancements, Limits, Report};

/// How long V's proof of one move may take, where the computer plays proven moves: its search
/// of the position the move leads to stops there and keeps the depth it reached.
pub const PROOF_PER_MOVE: std::time::Duration = std::time::Duration::from_secs(1);
use log::info;
use std::sync::Arc;

/// What an analysis was computed for: it is shown only while all three still hold.
#[derive(Copy, Clone, Debug, PartialEq)]
pub(super) struct Key {
    pub(super) position: AnyPosition,
    pub(super) algorithm: Algorithm,
    pub(super) depth: Option<u32>,
    /// The iterations a sampling search was recorded with for the step-through (keys S, X),
    /// when its own small budget ([`Algorithm::step_budget`]) and not the window's.
    pub(super) budget: Option<u64>,
    /// The enhancements of the computer's own search, for P's line, which repeats that search
    /// (`None` for the other analyses).
    pub(super) enhance: Option<Enhancements>,
}

/// What the person watches: the open views and the analyses they asked for.
#[derive(Clone, Debug, Default)]
pub(super) struct Watch {
    /// The open views, by name (see [`views::VIEWS`]).
    pub(super) open: Vec<&'static str>,
    /// The analysis job in flight: its id, kind and key.
    pub(super) pending: Option<(u64, JobKind, Key)>,
    /// The job's latest progress.
    pub(super) progress: Option<Progress>,
    /// What each kind of analysis found last, and for what.
    pub(super) found: Vec<(Key, Analysis)>,
    /// The last recorded search and what it searched.
    pub(super) found_tree: Option<(Key, Arc<SearchTree>)>,
    /// The node the panel shows, by its path from the root (root first).
    pub(super) tree_path: Vec<usize>,
    /// The first of the shown node's children the panel shows (in the order it lists them).
    pub(super) tree_first: usize,
    /// The panel lists children best first instead of in search order (key O).
    pub(super) tree_by_value: bool,
    /// The panel writes every value for the root's side to move instead of each node's own
    /// (key W).
    pub(super) tree_one_side: bool,
    /// The replay, while stepping (key S).
    pub(super) step: Option<Stepping>,
    /// S was pressed before the tree was there: start the replay when it comes.
    pub(super) step_wanted: bool,
    /// The first row of the code trace's pseudocode shown, where the person scrolled it with
    /// the wheel; `None` follows the replay (the next step does again).
    pub(super) code_first: Option<usize>,
    /// A recording that came back without a tree (a search that could not start), so that it is
    /// not asked for again and again.
    pub(super) tree_failed: Option<Key>,
}

impl Watch {
    pub(super) fn is_open(&self, name: &str) -> bool {
        self.open.contains(&name)
    }

    /// True while an open view asks for this kind of analysis.
    pub(super) fn open(&self, kind: JobKind) -> bool {
        views::VIEWS
            .iter()
            .any(|v| v.job() == Some(kind) && self.is_open(v.name()))
    }

    /// What the last analysis of this kind was computed for.
    pub(super) fn found(&self, kind: JobKind) -> Option<Key> {
        match kind {
            JobKind::Tree => self.found_tree.as_ref().map(|f| f.0),
            _ => self.analysis(kind).map(|f| f.0),
        }
    }

    pub(super) fn analysis(&self, kind: JobKind) -> Option<&(Key, Analysis)> {
        self.found.iter().find(|(_, a)| a.kind() == kind)
    }

    /// Keeps what an analysis found, in place of the last of its kind.
    pub(super) fn keep(&mut self, key: Key, analysis: Analysis) {
        self.found.retain(|(_, a)| a.kind() != analysis.kind());
        self.found.push((key, analysis));
    }

    /// The analysis of this kind, if it was computed for `key`.
    pub(super) fn for_key(&self, kind: JobKind, key: Key) -> Option<&Analysis> {
        self.analysis(kind).filter(|f| f.0 == key).map(|f| &f.1)
    }
}

impl Session {
    /// True while the view of this name is open (see [`views::VIEWS`]).
    #[must_use]
    pub fn view_open(&self, name: &str) -> bool {
        self.watch.is_open(name)
    }
    /// Opens the view of this name, or closes it; true (something visible changed).
    pub fn flip_view(&mut self, name: &'static str) -> bool {
        if self.watch.is_open(name) {
            self.watch.open.retain(|&n| n != name);
        } else {
            self.watch.open.push(name);
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
    /// True while each move's value is shown (key V).
    #[must_use]
    pub fn values_shown(&self) -> bool {
        self.view_open(views::values::NAME)
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
        // The open views' analyses in the registry's order.
        let kind = views::VIEWS
            .iter()
            .filter(|v| self.watch.is_open(v.name()))
            .filter_map(|v| v.job())
            .find(|&k| {
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
