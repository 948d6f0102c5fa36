//! Play: whose turn it is, the moves people make (a click, a throw, a forced pass), the history
//! and undo, new games and boards, and who plays whom.

use search::time::Instant;

use log::info;

use super::mode::side_for;
use super::{Mode, Notice, Session};
use crate::seat::{AnyMove, AnyPosition, Click, Interaction, Variant};
use game::Side;

impl Session {
    /// The last move played, if any.
    #[must_use]
    pub fn last_move(&self) -> Option<AnyMove> {
        self.history.last().map(|&(_, m)| m)
    }
    /// Every move played so far, each with the position before it (oldest first).
    #[must_use]
    pub fn history(&self) -> &[(AnyPosition, AnyMove)] {
        &self.history
    }
    /// The moves of the game so far, oldest first: who played, the move, and for a computer's
    /// move its value as its search gave it (`W3`, `D`, `+0.5`, MCTS's `52%`), in the thread's
    /// language.
    #[must_use]
    pub fn move_list(&self) -> Vec<(Side, String, Option<String>)> {
        self.history
            .iter()
            .enumerate()
            .map(|(i, (before, mv))| {
                let value = self.move_values.iter().find(|v| v.0 == i).map(
                    |&(_, sampling, verdict, value)| {
                        crate::words::search_value_words(sampling, verdict, value)
                    },
                );
                (before.side_to_move(), mv.to_string(), value)
            })
            .collect()
    }
    /// How far the last move's animation has come at `now`, from 0 (just played) to 1 (settled);
    /// 1 when there is none (the game has no animation, or `now` is `None`: a still picture).
    #[must_use]
    pub fn motion(&self, now: Option<Instant>) -> f32 {
        match (self.last_move_at, now, self.seat().animation()) {
            (Some(t), Some(now), Some(length)) if !length.is_zero() => {
                (now.saturating_duration_since(t).as_secs_f32() / length.as_secs_f32()).min(1.0)
            }
            _ => 1.0,
        }
    }
    /// The position before the last move, and that move.
    #[must_use]
    pub fn last_step(&self) -> Option<(&AnyPosition, AnyMove)> {
        self.history.last().map(|(p, m)| (p, *m))
    }
    /// Who plays.
    #[must_use]
    pub fn mode(&self) -> Mode {
        self.mode
    }
    /// True when the computer moves first in new games.
    #[must_use]
    pub fn computer_first(&self) -> bool {
        self.computer_first
    }
    /// What a person has begun on the board (the seat's own state between clicks).
    #[must_use]
    pub fn interaction(&self) -> Interaction {
        self.interaction
    }
    /// The HUD's one-off message: the answer to the last key (a refusal, a copy) or a forced
    /// pass, while it still holds.
    #[must_use]
    pub fn notice(&self) -> Option<&str> {
        self.notice.as_ref().map(|n| n.text.as_str())
    }
    /// The side the computer plays in person-vs-computer mode.
    #[must_use]
    pub fn computer_side(&self) -> Side {
        self.computer_side
    }
    /// True when the side to move is played by a person.
    #[must_use]
    pub fn human_to_move(&self) -> bool {
        match self.mode {
            Mode::HumanHuman => true,
            Mode::ComputerComputer => false,
            Mode::HumanComputer => self.position.side_to_move() != self.computer_side(),
        }
    }
    /// True when a person may make a move on the board now.
    #[must_use]
    pub fn person_may_move(&self) -> bool {
        self.human_to_move()
            && !self.thinking()
            && !self.position.is_over()
            && self.forfeit.is_none()
    }
    /// A person's click on a board cell: the game's seat says what it means.
    pub(super) fn click(&mut self, file: u8, rank: u8, now: Instant) -> bool {
        if !self.person_may_move() {
            return false;
        }
        match self
            .seat()
            .click(&self.position, self.interaction, file, rank)
        {
            Click::Play(mv) => {
                let played = self.play_human(mv, now);
                // An illegal target drops what was begun: visible.
                played || std::mem::take(&mut self.interaction) != Interaction::NONE
            }
            Click::Keep(begun) => {
                let changed = self.interaction != begun;
                self.interaction = begun;
                changed
            }
            Click::Throw => self.throw_for_person(now),
            Click::Nothing => false,
        }
    }
    /// Plays a person's move. Refused (returns false, nothing changes) when it is not a person's
    /// turn, the computer is thinking, the game is over, or the move is illegal.
    pub(super) fn play_human(&mut self, mv: AnyMove, now: Instant) -> bool {
        if !self.person_may_move() {
            return false;
        }
        let side = self.position.side_to_move();
        match self.position.play(mv) {
            Ok(next) => {
                info!("{} plays {mv}", self.side_label(side));
                self.push(next, mv, now);
                true
            }
            Err(_) => false,
        }
    }
    pub(super) fn push(&mut self, next: AnyPosition, mv: AnyMove, now: Instant) {
        self.last_move_at = Some(now);
        self.history.push((self.position, mv));
        self.position = next;
        self.interaction = Interaction::NONE;
        self.notice = None;
        if let Some(o) = self.position.outcome() {
            info!("{}", self.result_text(o));
        }
        self.pass_for_person(now);
        self.schedule(now);
    }
    /// Plays a person's forced pass for them, saying so: there is nothing to choose.
    pub(super) fn pass_for_person(&mut self, now: Instant) {
        let forced = match self.position.legal_moves()[..] {
            [m] if self.position.is_pass(m) => m,
            _ => return,
        };
        if !self.human_to_move() {
            return;
        }
        let passer = match self.seat().chance() {
            Some(c) => c.passer(&self.position),
            None => self.side_name(self.position.side_to_move()),
        };
        if let Ok(next) = self.position.play(forced) {
            info!("{passer} has no move and passes");
            self.history.push((self.position, forced));
            self.position = next;
            self.schedule(now);
            self.notice = Some(Notice {
                text: i18n::tr!("notice-passed", side = passer),
                of_the_move: true,
            });
        }
    }
    /// Plays the random event at a chance node (a throw of the sticks) and logs it.
    pub(super) fn play_chance(&mut self, now: Instant) -> bool {
        let Some(chance) = self.seat().chance() else {
            return false;
        };
        let Some(mv) = chance.outcome(&self.position, &mut self.rng) else {
            return false;
        };
        let side = self.side_label(self.position.side_to_move());
        match self.position.play(mv) {
            Ok(next) => {
                info!("{side} throws {}", chance.outcome_text(mv));
                self.push(next, mv, now);
                true
            }
            Err(_) => false,
        }
    }
    /// A person's throw (Space or a click on the sticks): only at their own chance node.
    pub(super) fn throw_for_person(&mut self, now: Instant) -> bool {
        if !self.person_may_move() || !self.position.is_chance() {
            return false;
        }
        self.play_chance(now)
    }
    pub(super) fn restart(&mut self, now: Instant) {
        self.cancel();
        self.forfeit = None;
        self.interaction = Interaction::NONE;
        self.notice = None;
        self.position = self.variant.start();
        self.computer_side = side_for(self.computer_first);
        self.history.clear();
        self.move_values.clear();
        if self.seed.is_none() {
            self.game_seed = rand::random();
        }
        self.last_move_at = None;
        self.last_report = None;
        self.schedule(now);
    }
    pub(super) fn switch_game(&mut self, v: Variant, now: Instant) {
        self.variant = v;
        self.depth = v.seat().default_depth(&v.start());
        self.restart(now);
        // After the restart, which clears the notices: this one speaks of the new game.
        self.unseat_refused();
    }
    /// Takes back the last full move pair (a person's move and the computer's answer), or one
    /// move when people play each other; cancels any search.
    pub(super) fn undo(&mut self, now: Instant) -> bool {
        let was_thinking = self.thinking();
        self.cancel();
        self.forfeit = None;
        let plies = match self.mode {
            Mode::HumanHuman => 1,
            Mode::ComputerComputer => 2,
            // Undo while the computer thinks takes back only the person's move.
            _ if was_thinking => 1,
            _ => {
                // Back to the person's previous turn.
                let mut n = 0;
                let mut i = self.history.len();
                while i > 0 {
                    i -= 1;
                    n += 1;
                    let (before, _) = &self.history[i];
                    if before.side_to_move() != self.computer_side() {
                        break;
                    }
                }
                n
            }
        };
        if self.history.is_empty() {
            self.schedule(now);
            return was_thinking;
        }
        for _ in 0..plies {
            if let Some((before, _)) = self.history.pop() {
                self.position = before;
            }
        }
        let played = self.history.len();
        self.move_values.retain(|v| v.0 < played);
        self.last_report = None;
        self.last_move_at = None;
        self.interaction = Interaction::NONE;
        self.notice = None;
        if self.mode == Mode::ComputerComputer {
            self.paused = true; // let the person look at the position they went back to
        }
        self.schedule(now);
        true
    }
}
