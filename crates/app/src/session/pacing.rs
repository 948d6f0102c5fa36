//! The computer's pacing: when its search starts, the pause before a fast reply is shown (the
//! held reply), the paced moves of computer against computer, and the limits it searches with.

use std::time::Duration;

use search::time::Instant;

use log::info;

use super::parts::ComputerMove;
use super::{Mode, Session};
use crate::job::{Analysis, Job, JobKind, Progress, SearchDone, Summary};
use crate::seat::{AnyMove, Reach};
use game::Side;
use search::{Enhancements, Limits, Report};

/// The pause between two computer moves when the computer plays itself (readable pace).
pub const AUTO_PLAY_PAUSE: Duration = Duration::from_millis(500);

/// In Senet, how long the computer's throw stays on screen before it moves.
pub const THROW_PAUSE: Duration = Duration::from_millis(700);

/// How long the computer may think on a depth-limited board before it plays its best so far.
pub const THINK_BUDGET: Duration = Duration::from_secs(5);

/// How long a fast reply waits after the person's move, so they see their own move first.
pub const REPLY_PAUSE: Duration = Duration::from_millis(300);

impl Session {
    /// True while the computer is searching.
    #[must_use]
    pub fn thinking(&self) -> bool {
        self.pending.is_some()
    }
    /// The report of the last computer move's search.
    #[must_use]
    pub fn last_report(&self) -> Option<&Report<AnyMove>> {
        self.last_report.as_ref().map(|c| &c.report)
    }
    /// Who made the last computer move.
    #[must_use]
    pub fn last_mover(&self) -> Option<Side> {
        self.last_report.as_ref().map(|c| c.side)
    }
    /// The game's summary of the last computer decision (Senet's pieces), if any.
    #[must_use]
    pub fn last_summary(&self) -> Option<String> {
        self.last_report
            .as_ref()?
            .summary
            .as_ref()
            .map(Summary::words)
    }
    /// The computer's search's latest progress, while it thinks.
    #[must_use]
    pub fn search_progress(&self) -> Option<&Progress> {
        self.progress.as_ref().filter(|_| self.thinking())
    }
    /// The limits the computer searches with here (and the comparison uses).
    #[must_use]
    pub fn limits(&self) -> Limits {
        self.computer_limits()
    }
    /// Forgets the search in flight ([`Effects::cancel`] tells the window).
    pub(super) fn cancel(&mut self) {
        self.pending = None;
        self.next_auto_move = None;
        self.held = None;
        self.progress = None;
        self.started_at = None;
        self.watch.pending = None;
        self.watch.progress = None;
    }
    /// What the person stopped (Esc on the page), while it stays stopped: the computer's move
    /// ([`JobKind::Move`]) or an analysis.
    #[must_use]
    pub fn stopped(&self) -> Option<JobKind> {
        self.stopped
    }
    /// Esc on the page: stops the computer's move (searching, held or due) or the analysis in
    /// flight, and keeps it stopped, so that the screen says so and how to go on; false when
    /// nothing runs or is due.
    pub(super) fn stop(&mut self) -> bool {
        let computer = self.pending.is_some()
            || self.held.is_some()
            || self.next_auto_move.is_some() && self.computer_to_move();
        let what = if computer {
            JobKind::Move
        } else if let Some((_, kind, _)) = self.watch.pending {
            kind
        } else {
            return false;
        };
        info!("stopped: {what:?}");
        self.cancel();
        self.stopped = Some(what);
        true
    }
    /// Decides when the computer may move next (and lets it go on after a stop: whatever calls
    /// this is the person's say-so, a move, undo, a new game, Space).
    pub(super) fn schedule(&mut self, now: Instant) {
        self.stopped = None;
        self.next_auto_move = if self.computer_to_move() {
            Some(match self.mode {
                Mode::ComputerComputer if !self.history.is_empty() => now + AUTO_PLAY_PAUSE,
                _ => now,
            })
        } else {
            None
        };
    }
    pub(super) fn computer_to_move(&self) -> bool {
        let paused = self.mode == Mode::ComputerComputer && self.paused;
        !(self.human_to_move() || self.position.is_over() || paused || self.forfeit.is_some())
    }
    /// When the computer's next step is due, if it is waiting for one.
    #[must_use]
    pub fn wake_at(&self) -> Option<Instant> {
        let computer = if let Some((_, due)) = &self.held {
            Some(*due)
        } else if self.pending.is_some() {
            None
        } else {
            self.next_auto_move
        };
        // The replay's next step when it plays by itself.
        let step = self.watch.step.as_ref().and_then(|s| s.next_at);
        match (computer, step) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }
    /// The computer's step when it is due: at a chance node it throws (and moves after a pause
    /// to read the throw); otherwise the search to start, whose result the session then awaits.
    pub(super) fn computer_step(&mut self, now: Instant) -> Option<Job> {
        if self.pending.is_some() || !self.computer_to_move() {
            return None;
        }
        match self.next_auto_move {
            Some(t) if t <= now => {}
            _ => return None,
        }
        if self.position.is_chance() {
            self.play_chance(now);
            if self.computer_to_move() {
                self.next_auto_move = Some(now + THROW_PAUSE);
            }
            return None;
        }
        let id = self.next_id;
        self.next_id += 1;
        self.pending = Some(id);
        self.started_at = Some(now);
        self.progress = None;
        self.next_auto_move = None;
        let engine = self.engine_task();
        Some(Job {
            kind: JobKind::Move,
            id,
            position: self.position,
            algorithm: self.algorithm,
            limits: self.move_limits(),
            seed: Some(self.move_seed()),
            record: engine.is_none() && self.tree_wanted(),
            engine,
        })
    }
    /// The limits of the computer's own search from the position on the board (its move, and
    /// the line P shows): where it plays proven moves, to the end with every enhancement under
    /// the think budget (the worker asks the book first, and the search stops once proven), on
    /// one thread, so that the line P shows is the move it plays; else its limits with the
    /// enhancements it uses, on every core.
    pub(super) fn move_limits(&self) -> Limits {
        if self.proven_play() {
            Limits {
                enhance: Enhancements::ALL,
                time: Some(THINK_BUDGET),
                ..Limits::default()
            }
        } else {
            let limits = self.computer_limits();
            let set = self.enhancements().unwrap_or(Enhancements::NONE);
            // Under its think time, the game's own set for playing (Blob War: the engine's).
            let enhance = if limits.time.is_some() {
                self.seat().playing_enhancements(set)
            } else {
                set
            };
            Limits {
                enhance,
                threads: Some(cores()),
                ..limits
            }
        }
    }
    /// The root tie-breaks of the computer's search from the position on the board: the game's
    /// seed, moved on by the moves played.
    pub(super) fn move_seed(&self) -> u64 {
        self.game_seed.wrapping_add(self.history.len() as u64)
    }
    /// The enhancements the computer's search uses, or `None` where its algorithm takes none
    /// (the full-width textbook forms, and chance games).
    #[must_use]
    pub fn enhancements(&self) -> Option<Enhancements> {
        // The alpha-beta forms' enhancements are not made for chance.
        if self.variant.has_chance() && self.algorithm.takes(Enhancements::ALL) {
            return None;
        }
        self.algorithm.window_enhancements(self.enhance)
    }
    /// True when the computer plays proven moves here whatever the depth limit: every
    /// enhancement is on, and the program ships an opening book for the board (a board it
    /// solves: the opening from the book, the rest searched to the end within a second; on
    /// Connect Four, whose book holds only its line's first plies, a position in the book) or the
    /// game's seat says its search reaches a proof from this position (an m,n,k board's last 16
    /// empty cells, 4x4 from the start; Connect Four's last 26).
    ///
    /// It stays proven play to the end once there: in the last cells, which every search can
    /// search to the end, too (not on a board searched to the end from its start, 3x3, which
    /// every algorithm plays to the end with no enhancement needed).
    #[must_use]
    pub fn proven_play(&self) -> bool {
        let reach = self.seat().reach(&self.position);
        let game = self.variant.to_string();
        let booked = search::book::shipped(&game).is_some()
            && (self.seat().solved_past_its_book()
                || crate::worker::book_holds(&self.position, &game));
        self.enhancements() == Some(Enhancements::ALL)
            && (booked
                || reach == Reach::Proof
                || reach == Reach::End && self.seat().reach(&self.variant.start()) != Reach::End)
    }
    /// The computer's limits here: to the end on small boards, else its depth and time budget.
    pub(super) fn computer_limits(&self) -> Limits {
        let to_end = self.searchable_to_end();
        Limits {
            depth: (!to_end).then_some(self.depth),
            time: (!to_end).then_some(THINK_BUDGET),
            ..Limits::default()
        }
    }
    /// Plays the move a finished search chose (after the reply pause, if it came fast); false
    /// for a stale result.
    pub(super) fn apply_search(&mut self, mut done: SearchDone, now: Instant) -> bool {
        if let Some((id, _, key)) = self.watch.pending
            && id == done.id
        {
            self.apply_analysis(done, key);
            return true;
        }
        if self.pending != Some(done.id) || self.held.is_some() {
            return false;
        }
        self.keep_traffic(&std::mem::take(&mut done.traffic));
        if let Some(why) = done.forfeit.take() {
            self.pending = None;
            self.started_at = None;
            self.progress = None;
            self.forfeit_game(why);
            return true;
        }
        let due = self.started_at.map_or(now, |t| t + self.reply_pause);
        if now < due {
            self.held = Some((done, due));
            return false;
        }
        self.play_search(done, now)
    }
    /// Plays the move of the search in flight.
    pub(super) fn play_search(&mut self, done: SearchDone, now: Instant) -> bool {
        self.pending = None;
        self.started_at = None;
        self.progress = None;
        let Some(mv) = done.report.best else {
            return true;
        };
        let side = self.position.side_to_move();
        let Ok(next) = self.position.play(mv) else {
            return true;
        };
        if let Some(tree) = done.tree.clone() {
            self.keep_tree(self.key(), tree);
        }
        let r = &done.report;
        // A move with no node searched came from the opening book: no depth to speak of.
        let how = if r.nodes == 0 {
            "from the book".to_owned()
        } else {
            format!("{} nodes, depth {}", r.nodes, r.depth)
        };
        let by = match self.engine_for(side) {
            Some(name) => format!("engine {name}"),
            None => self.algorithm_label().to_owned(),
        };
        info!(
            "{} plays {mv} ({by}: {}, {how}, {})",
            self.side_label(side),
            search::value_text::words(r.verdict, r.value),
            search::value_text::time(r.elapsed)
        );
        // The rest of the computer's line is the line expected from here: no search needed.
        let rest: Vec<AnyMove> = done.report.pv.iter().skip(1).copied().collect();
        let followed = done.report.pv.first() == Some(&mv) && !rest.is_empty();
        self.move_values.push((
            self.history.len(),
            !r.algorithm.info().exact,
            r.verdict,
            r.value,
        ));
        self.last_report = Some(ComputerMove {
            side,
            report: done.report,
            summary: done.summary,
        });
        self.push(next, mv, now);
        if followed && self.position == next {
            self.watch
                .keep(self.key_for(JobKind::Line), Analysis::Line(rest));
        }
        true
    }
}

/// The threads the computer's own search runs on: every core of the machine (one in the
/// browser, whose worker is one thread).
fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, std::num::NonZero::get)
}
