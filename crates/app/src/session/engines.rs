//! Outside engines in the computer's seat (key 8): which one plays, for which side, the task
//! its move is, a forfeit that ends the game, and the protocol traffic kept for its view.
//!
//! The engine plays the computer's side (C chooses it): against the person in person-computer
//! mode, against the algorithm (1–7), which plays the other side, in computer-computer mode.
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
        if self.engines.is_empty() {
            self.answer(
                "no outside engines: name them in the engines file or with --engine \
                 NAME=COMMAND (the page runs none)",
            );
            return true;
        }
        self.engine = match self.engine {
            None => Some(0),
            Some(i) if i + 1 < self.engines.len() => Some(i + 1),
            Some(_) => None,
        };
        // The seat changed hands: a search for it in flight is no longer wanted.
        self.cancel();
        self.schedule(now);
        true
    }
    /// The engine in the computer's seat, by name, if one is there.
    #[must_use]
    pub fn engine_name(&self) -> Option<&str> {
        self.engine
            .and_then(|i| self.engines.get(i))
            .map(String::as_str)
    }
    /// The side an outside engine plays, if one plays in this mode.
    #[must_use]
    pub fn engine_side(&self) -> Option<Side> {
        (self.engine.is_some() && self.mode != Mode::HumanHuman).then_some(self.computer_side)
    }
    /// The engine's task when its side is to move.
    pub(super) fn engine_task(&self) -> Option<EngineTask> {
        if self.engine_side() != Some(self.position.side_to_move()) {
            return None;
        }
        Some(EngineTask {
            name: self.engine_name()?.to_owned(),
            start: self.history.first().map_or(self.position, |h| h.0),
            moves: self.history.iter().map(|h| h.1).collect(),
            movetime: ENGINE_MOVETIME,
        })
    }
    /// The game ended by a forfeit: one notice that names the engine and quotes what it did.
    pub(super) fn forfeit_game(&mut self, why: String) {
        info!("{why}");
        self.forfeit = Some(why);
        self.next_auto_move = None;
    }
    /// Why the game ended by forfeit, if it did.
    #[must_use]
    pub fn forfeit(&self) -> Option<&str> {
        self.forfeit.as_deref()
    }
    /// Keeps an engine's traffic for its view, the oldest dropped past [`TRAFFIC_KEPT`].
    pub(super) fn keep_traffic(&mut self, lines: &[String]) {
        for l in lines {
            if self.traffic.len() == TRAFFIC_KEPT {
                self.traffic.pop_front();
            }
            self.traffic.push_back(l.clone());
        }
    }
    /// The engines' protocol traffic, oldest first.
    #[must_use]
    pub fn traffic(&self) -> &std::collections::VecDeque<String> {
        &self.traffic
    }
}
