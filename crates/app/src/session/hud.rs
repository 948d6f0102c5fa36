//! The HUD's words: the title, the status line, how the game names sides and the algorithm, and
//! the short forms of counts, values and a running search's progress.

use super::{Mode, Session};
use crate::job::{JobKind, Progress};
use crate::words::{rate_words, time_words};
use game::{Outcome, Side};
use search::{Verdict, value_text};

impl Session {
    /// The window title: `gametree — <board> — <algorithm>`.
    #[must_use]
    pub fn title(&self) -> String {
        i18n::tr!(
            "window-title",
            board = self.seat().board_title(&self.variant.start()),
            algorithm = self.player_label()
        )
    }
    /// Who the computer is: its algorithm, or the engine in its seat; in computer-computer
    /// mode, the computer's side's player against the other side's (each an engine or the
    /// algorithm).
    #[must_use]
    pub fn player_label(&self) -> String {
        let side = self.computer_side();
        match self.mode {
            Mode::ComputerComputer if self.playing_engines().is_empty() => {
                self.algorithm_label().to_owned()
            }
            Mode::ComputerComputer => i18n::tr!(
                "engine-against",
                engine = self.side_player(side),
                algorithm = self.side_player(side.other())
            ),
            _ => self.side_player(side),
        }
    }
    /// Who plays `side` for the computer: the engine there, else the algorithm.
    fn side_player(&self, side: Side) -> String {
        match self.engine_for(side) {
            Some(name) => i18n::tr!("engine-player", name = name, side = self.side_name(side)),
            None => self.algorithm_label().to_owned(),
        }
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
    /// How the game calls a side, in the thread's language (`X` stays `X`; blue is أزرق).
    #[must_use]
    pub fn side_name(&self, side: Side) -> String {
        crate::seat::side_name(self.seat().side_label(side))
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
        let who = self.side_name(side);
        let value = match r.verdict {
            Verdict::Unknown if sampling => {
                i18n::tr!("report-rate-for", rate = rate_words(r.value), side = &who)
            }
            Verdict::Unknown => i18n::tr!(
                "report-value-for",
                value = value_words(r.verdict, r.value),
                side = &who
            ),
            _ => value_words(r.verdict, r.value),
        };
        // A move with no node searched came from the opening book: no depth to speak of.
        let how = if r.nodes == 0 {
            i18n::tr!("report-book")
        } else if sampling {
            i18n::tr!("iterations", count = count_arg(r.nodes))
        } else {
            i18n::tr!("report-nodes", nodes = count_arg(r.nodes), depth = r.depth)
        };
        Some(i18n::tr!(
            "report",
            side = who,
            move = mv,
            value = value,
            how = how,
            time = time_words(r.elapsed)
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
        if let Some(why) = &self.forfeit {
            return why.words();
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
            // Playing itself, the computer says which side is thinking; an engine, its name.
            let side = self.position.side_to_move();
            let who = if let Some(name) = self.engine_for(side) {
                i18n::tr!("status-engine-thinking", name = name)
            } else if self.mode == Mode::ComputerComputer {
                i18n::tr!(
                    "status-thinking-side",
                    side = self.side_name(self.position.side_to_move())
                )
            } else {
                i18n::tr!("status-thinking")
            };
            return match &self.progress {
                Some(p) if self.thinking() => format!("{who} {}", progress_text(p)),
                _ => who,
            };
        }
        let side = self.side_name(self.position.side_to_move());
        let id = match self.mode {
            Mode::HumanComputer if self.human_to_move() => "status-your-move",
            Mode::HumanHuman => "status-to-move",
            // While stepping, Space steps the replay: S ends it first.
            _ if self.paused && self.stepping() => "status-paused-stepping",
            _ if self.paused => "status-paused",
            _ => "status-computer-to-move",
        };
        i18n::tr!(id, side = side)
    }
    /// The status while the computer's move is stopped (Esc on the page): what happened and
    /// how to go on.
    fn stopped_text(&self) -> String {
        // U takes back the person's last move (see `undo`), where they have made one.
        if self.mode == Mode::HumanComputer && !self.history.is_empty() {
            i18n::tr!("status-stopped-undo")
        } else {
            i18n::tr!("status-stopped")
        }
    }
}

/// A node count the way people read it: `950`, `12.3k`, `1.23M` (the one rule for counts).
pub use search::value_text::count as short_count;

pub use crate::words::count_arg;

/// The live line of a search: `depth 6 · 1.23M nodes · best c3 +12 · 812 ms`; for a sampling
/// search (whose progress carries the best move's visits), `12.3k iterations · best c3 1,234
/// visits, 61% won · 812 ms`.
#[must_use]
pub fn progress_text(p: &Progress) -> String {
    let mut parts = Vec::new();
    let best = |mv: &dyn std::fmt::Display, value, verdict| {
        i18n::tr!(
            "live-best",
            move = mv.to_string(),
            value = value_text::short(verdict, value)
        )
    };
    if let Some(visits) = p.visits {
        parts.push(i18n::tr!("iterations", count = count_arg(p.nodes)));
        if let Some((mv, value, verdict)) = p.best {
            parts.push(match verdict {
                Verdict::Unknown => i18n::tr!(
                    "live-best-visits",
                    move = mv.to_string(),
                    visits = count_arg(visits),
                    rate = rate_words(value)
                ),
                _ => best(&mv, value, verdict),
            });
        }
    } else {
        if p.depth > 0 {
            parts.push(i18n::tr!("live-depth", depth = p.depth));
            parts.push(i18n::tr!("live-nodes", nodes = count_arg(p.nodes)));
        }
        if let Some((mv, value, verdict)) = p.best {
            parts.push(best(&mv, value, verdict));
        }
    }
    parts.push(time_words(p.elapsed));
    parts.join(i18n::separator())
}

pub use crate::words::verdict_words;

/// `value_text::words` in the thread's language: the verdict, else `value +12` (the number as
/// `value_text::signed` writes it).
#[must_use]
pub fn value_words(verdict: Verdict, value: search::Value) -> String {
    match verdict {
        Verdict::Unknown => i18n::tr!("verdict-value", value = value_text::signed(value, 0.0)),
        v => verdict_words(v),
    }
}

/// Groups digits by thousands: 549946 → "549,946".
pub use search::value_text::thousands;
