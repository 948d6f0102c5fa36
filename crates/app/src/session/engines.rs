//! Outside engines in the computer's seats (keys 8 and 9): which one plays, for which side, the task
//! its move is, a forfeit that ends the game, and the protocol traffic kept for its view.
//!
//! The engine of key 8 plays the computer's side (C chooses it): against the person in
//! person-computer mode; in computer-computer mode against the other side's player, the
//! algorithm (1–7) or the engine of key 9.
//! The session only names engines; the shell runs them (`EngineRunner`), off the UI thread.

use std::time::Duration;

use search::time::Instant;

use log::info;

use super::{Mode, Session, TRAFFIC_KEPT};
use crate::worker::EngineTask;
use game::Side;

/// An engine's time for each of its moves (`go movetime`).
pub const ENGINE_MOVETIME: Duration = Duration::from_secs(1);

impl Session {
    /// 8: the next engine in the computer's seat, after the last one the algorithm again.
    pub(super) fn cycle_engine(&mut self, now: Instant) -> bool {
        self.cycle_seat(false, now)
    }
    /// 9: the next engine for the other side, which plays it in computer-computer mode (the
    /// person's side otherwise: refused with a notice), after the last one the algorithm.
    pub(super) fn cycle_other_engine(&mut self, now: Instant) -> bool {
        if self.mode != Mode::ComputerComputer {
            self.answer(i18n::tr!("notice-9-needs-mode"));
            return true;
        }
        self.cycle_seat(true, now)
    }
    /// The next engine in one seat (the computer's, or the other side's).
    fn cycle_seat(&mut self, other: bool, now: Instant) -> bool {
        if self.engines.is_empty() {
            self.answer(i18n::tr!("notice-no-engines"));
            return true;
        }
        let was = if other {
            self.other_engine
        } else {
            self.engine
        };
        // The next engine that can play this game (those that cannot are named in one
        // notice), after the last one the algorithm.
        let mut next = was;
        let mut refused = Vec::new();
        loop {
            next = match next {
                None => Some(0),
                Some(i) if i + 1 < self.engines.len() => Some(i + 1),
                Some(_) => None,
            };
            match next.and_then(|i| self.engines[i].refusal_words(self.variant)) {
                Some(why) => refused.push(why),
                None => break,
            }
        }
        if !refused.is_empty() {
            self.answer(i18n::tr!(
                "notice-not-seated",
                refused = refused.join(i18n::list_separator())
            ));
        }
        if next == was {
            return true;
        }
        if other {
            self.other_engine = next;
        } else {
            self.engine = next;
        }
        // The seat changed hands: a search for it in flight is no longer wanted.
        self.cancel();
        self.schedule(now);
        true
    }
    /// The engine that plays `side` here, by name, if one does: the computer's seat's (key 8)
    /// in person-computer and computer-computer mode, the other seat's (key 9) in
    /// computer-computer mode.
    #[must_use]
    pub fn engine_for(&self, side: Side) -> Option<&str> {
        let seat = match self.mode {
            Mode::HumanHuman => None,
            _ if side == self.computer_side => self.engine,
            Mode::ComputerComputer => self.other_engine,
            Mode::HumanComputer => None,
        };
        seat.and_then(|i| self.engines.get(i))
            .map(|e| e.name.as_str())
    }
    /// The engine in the computer's seat (key 8), by name, if one is there.
    #[must_use]
    pub fn engine_name(&self) -> Option<&str> {
        self.engine
            .and_then(|i| self.engines.get(i))
            .map(|e| e.name.as_str())
    }
    /// The engines that play here, by side (the first side's first), each once.
    #[must_use]
    pub fn playing_engines(&self) -> Vec<&str> {
        let mut names: Vec<&str> = [Side::First, Side::Second]
            .into_iter()
            .filter_map(|side| self.engine_for(side))
            .collect();
        names.dedup();
        names
    }
    /// A new game's board: an engine seated that cannot play it leaves its seat, with a notice.
    pub(super) fn unseat_refused(&mut self) {
        let mut refused = Vec::new();
        for seat in [&mut self.engine, &mut self.other_engine] {
            if let Some(why) = seat.and_then(|i| self.engines[i].refusal_words(self.variant)) {
                refused.push(why);
                *seat = None;
            }
        }
        if !refused.is_empty() {
            self.answer(i18n::tr!(
                "notice-algorithm-plays",
                refused = refused.join(i18n::list_separator())
            ));
        }
    }
    /// The engine's task when its side is to move.
    pub(super) fn engine_task(&self) -> Option<EngineTask> {
        Some(EngineTask {
            name: self.engine_for(self.position.side_to_move())?.to_owned(),
            start: self.history.first().map_or(self.position, |h| h.0),
            moves: self.history.iter().map(|h| h.1).collect(),
            movetime: ENGINE_MOVETIME,
        })
    }
    /// The game ended by a forfeit: one notice that names the engine and quotes what it did.
    pub(super) fn forfeit_game(&mut self, why: crate::forfeit::Forfeit) {
        info!("{}", why.words());
        self.forfeit = Some(why);
        self.next_auto_move = None;
    }
    /// Why the game ended by forfeit, if it did, in the thread's language.
    #[must_use]
    pub fn forfeit(&self) -> Option<String> {
        self.forfeit.as_ref().map(crate::forfeit::Forfeit::words)
    }
    /// Keeps an engine's traffic for its view, the oldest dropped past [`TRAFFIC_KEPT`]; each
    /// move's traffic under a line that names the engine and its side (`— oneply (O) —`), so
    /// that with two engines one reads who said what.
    pub(super) fn keep_traffic(&mut self, lines: &[String]) {
        if lines.is_empty() {
            return;
        }
        if self.traffic_of != self.pending {
            self.traffic_of = self.pending;
            let side = self.position.side_to_move();
            if let Some(name) = self.engine_for(side) {
                let head = format!("— {name} ({}) —", self.side_name(side));
                self.push_traffic(head);
            }
        }
        for l in lines {
            self.push_traffic(l.clone());
        }
    }
    fn push_traffic(&mut self, line: String) {
        if self.traffic.len() == TRAFFIC_KEPT {
            self.traffic.pop_front();
        }
        self.traffic.push_back(line);
    }
    /// The engines' protocol traffic, oldest first.
    #[must_use]
    pub fn traffic(&self) -> &std::collections::VecDeque<String> {
        &self.traffic
    }
}
