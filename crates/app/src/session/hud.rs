//! The HUD's words: the title, the status line, how the game names sides and the algorithm, and
//! the short forms of counts, values and a running search's progress.

use super::{Mode, Session};
use crate::worker::{JobKind, Progress};
use game::{Outcome, Side};
use search::{Verdict, value_text};

impl Session {
    /// The window title: `gametree — <board> — <algorithm>`.
    #[must_use]
    pub fn title(&self) -> String {
        format!(
            "gametree — {} — {}",
            self.variant.board_label(),
            self.algorithm_label()
        )
    }
    /// The algorithm's name as shown for this game.
    #[must_use]
    pub fn algorithm_label(&self) -> &'static str {
        self.algorithm.display_name(self.variant.has_chance())
    }
    /// How the game calls a side.
    #[must_use]
    pub fn side_label(&self, side: Side) -> &'static str {
        self.seat().side_label(side)
    }
    /// The last computer move's report: `O played c1: draw · 56 nodes · depth 8 · 140 µs`; a
    /// book move says so; a sampling search (not exact: MCTS) gives its iterations and the
    /// chosen move's win rate, unless it proved the move. The value is the mover's, who is no
    /// longer to move, so it says for whom.
    #[must_use]
    pub fn report_text(&self) -> Option<String> {
        let (r, side) = self.last_report().zip(self.last_mover())?;
        let mv = r.best.map_or_else(|| "-".to_owned(), |m| m.to_string());
        let sampling = !r.algorithm.info().exact;
        let who = self.side_label(side);
        let value = match r.verdict {
            Verdict::Unknown if sampling => format!("{} won for {who}", value_text::rate(r.value)),
            Verdict::Unknown => format!("{} for {who}", value_text::words(r.verdict, r.value)),
            _ => value_text::words(r.verdict, r.value),
        };
        // A move with no node searched came from the opening book: no depth to speak of.
        let how = if r.nodes == 0 {
            "from the book".to_owned()
        } else if sampling {
            format!("{} iterations", value_text::count(r.nodes))
        } else {
            format!("{} nodes · depth {}", value_text::count(r.nodes), r.depth)
        };
        Some(format!(
            "{who} played {mv}: {value} · {how} · {}",
            value_text::time(r.elapsed)
        ))
    }
    /// The result line: "X won!", "O won!", "Draw." in the seed's words, or the game's own.
    #[must_use]
    pub fn result_text(&self, o: Outcome) -> String {
        self.seat().result_text(&self.position, o)
    }
    /// The status line: whose turn, thinking, or the result.
    #[must_use]
    pub fn status(&self) -> String {
        if let Some(o) = self.position.outcome() {
            return self.result_text(o);
        }
        if self.stopped == Some(JobKind::Move) {
            return self.stopped_text();
        }
        if self.human_to_move()
            && let Some(prompt) = self.seat().chance().map(|c| c.turn_prompt(&self.position))
        {
            return prompt;
        }
        if self.thinking() || (self.mode == Mode::HumanComputer && !self.human_to_move()) {
            // Playing itself, the computer says which side is thinking.
            let who = if self.mode == Mode::ComputerComputer {
                format!(
                    "Computer ({}) thinking…",
                    self.side_label(self.position.side_to_move())
                )
            } else {
                "Computer thinking…".into()
            };
            return match &self.progress {
                Some(p) if self.thinking() => format!("{who} {}", progress_text(p)),
                _ => who,
            };
        }
        let side = self.side_label(self.position.side_to_move());
        match self.mode {
            Mode::HumanComputer if self.human_to_move() => format!("Your move ({side})"),
            Mode::HumanHuman => format!("{side} to move"),
            // While stepping, Space steps the replay: S ends it first.
            _ if self.paused && self.stepping() => {
                format!("{side} to move — paused (S, then Space)")
            }
            _ if self.paused => format!("{side} to move — paused (Space)"),
            _ => format!("{side} to move (computer)"),
        }
    }
    /// The status while the computer's move is stopped (Esc on the page): what happened and
    /// how to go on.
    fn stopped_text(&self) -> String {
        // U takes back the person's last move (see `undo`), where they have made one.
        if self.mode == Mode::HumanComputer && !self.history.is_empty() {
            "Stopped — press Space to let the computer move, U to take your move back".into()
        } else {
            "Stopped — press Space to let the computer move".into()
        }
    }
}

/// A node count the way people read it: `950`, `12.3k`, `1.23M` (the one rule for counts).
pub use search::value_text::count as short_count;

/// The live line of a search: `depth 6 · 1.23M nodes · best c3 +12 · 812 ms`; for a sampling
/// search (whose progress carries the best move's visits), `12.3k iterations · best c3 1,234
/// visits, 61% won · 812 ms`.
#[must_use]
pub fn progress_text(p: &Progress) -> String {
    let mut parts = Vec::new();
    if let Some(visits) = p.visits {
        parts.push(format!("{} iterations", short_count(p.nodes)));
        if let Some((mv, value, verdict)) = p.best {
            parts.push(match verdict {
                Verdict::Unknown => format!(
                    "best {mv} {} visits, {} won",
                    short_count(visits),
                    value_text::rate(value)
                ),
                _ => format!("best {mv} {}", value_text::short(verdict, value)),
            });
        }
    } else {
        if p.depth > 0 {
            parts.push(format!("depth {}", p.depth));
            parts.push(format!("{} nodes", short_count(p.nodes)));
        }
        if let Some((mv, value, verdict)) = p.best {
            parts.push(format!("best {mv} {}", value_text::short(verdict, value)));
        }
    }
    parts.push(value_text::time(p.elapsed));
    parts.join(" · ")
}

/// Groups digits by thousands: 549946 → "549,946".
pub use search::value_text::thousands;
