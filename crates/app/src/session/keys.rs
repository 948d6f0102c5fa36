//! The settings the keys change: the algorithm (1–7), who moves first (C), the mode (M), the
//! board (G), the depth limit (+, −), the pause (Space) and the enhancements (E). Each says
//! whether anything visible changed, and answers in the HUD when it will not change.

use search::time::Instant;

use super::mode::Mode;
use super::{DEPTH_RANGE, Session};
use crate::seat::Variant;
use search::{Algorithm, Enhancements};

impl Session {
    /// Chooses the algorithm at index `i` of [`Algorithm::EVERY`].
    pub(super) fn choose_algorithm(&mut self, i: usize) -> bool {
        let Some(&a) = Algorithm::EVERY.get(i) else {
            return false;
        };
        // Star2 differs from negamax alpha-beta only at chance nodes: without chance it
        // would be the same search under another name (and without its enhancements).
        if a.info().chance_only && !self.variant.has_chance() {
            self.answer(i18n::tr!(
                "notice-chance-only",
                algorithm = a.display_name(false)
            ));
            return true;
        }
        self.algorithm = a;
        true
    }
    /// C: the computer moves first in the next game.
    pub(super) fn toggle_computer_first(&mut self, now: Instant) -> bool {
        self.computer_first = !self.computer_first;
        // At once only where nothing is lost: the start, unplayed (a pasted position
        // is kept, and the setting waits for the next game, as the HUD says).
        if self.history.is_empty() && self.position == self.variant.start() {
            self.restart(now);
        }
        true
    }
    /// M: the next mode.
    pub(super) fn cycle_mode(&mut self, now: Instant) -> bool {
        self.cancel();
        self.mode = self.mode.next();
        // Between two people the computer's last report (and its summary) speaks of
        // play that has stopped: it would stay above their moves, and come back with
        // the computer, stale.
        if self.mode == Mode::HumanHuman {
            self.last_report = None;
        }
        self.paused = false;
        self.schedule(now);
        true
    }
    /// G: the next board.
    pub(super) fn cycle_board(&mut self, now: Instant) -> bool {
        let boards = Variant::presets();
        let i = boards.iter().position(|&b| b == self.variant);
        let next = boards[i.map_or(0, |i| (i + 1) % boards.len())];
        self.switch_game(next, now);
        true
    }
    /// + and −: one ply deeper or shallower, where the board has a depth limit.
    pub(super) fn change_depth(&mut self, deeper: bool) -> bool {
        if self.searchable_to_end() {
            self.answer(i18n::tr!(
                "notice-no-depth-limit",
                board = self.seat().board_label(&self.variant.start())
            ));
            return true;
        }
        let d = if deeper {
            self.depth + 1
        } else {
            self.depth.saturating_sub(1)
        };
        self.depth = d.clamp(*DEPTH_RANGE.start(), *DEPTH_RANGE.end());
        true
    }
    /// Space: a person's throw; else computer-against-computer play paused or resumed (at the
    /// computer's own throw too).
    pub(super) fn toggle_pause(&mut self, now: Instant) -> bool {
        if self.position.is_chance() && self.person_may_move() {
            return self.throw_for_person(now);
        }
        if self.mode != Mode::ComputerComputer {
            return false;
        }
        self.paused = !self.paused;
        self.schedule(now);
        true
    }
    /// E: the alpha-beta forms' next set of enhancements.
    pub(super) fn cycle_enhance(&mut self) -> bool {
        let Some(on) = self.enhancements() else {
            return false;
        };
        // An algorithm with a set of its own (MCTS's solver) is not in the cycle, which
        // is the alpha-beta forms': changing it unseen would surprise on return.
        if !self.algorithm.takes(Enhancements::ALL) {
            self.answer(i18n::tr!(
                "notice-own-enhancements",
                algorithm = self.algorithm.display_name(self.variant.has_chance()),
                set = on.to_string()
            ));
            return true;
        }
        self.enhance = self.enhance.next_in_cycle();
        true
    }
}
