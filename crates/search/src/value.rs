//! What a search computes: a position's [`Value`], how a finished game is scored, and the
//! [`Verdict`] a root value proves.
//!
//! Conventions: a win is worth `WIN - plies`, a loss `-(WIN - plies)`, a draw 0, so a
//! faster win and a slower loss score better; heuristic values stay within
//! ±[`EVAL_LIMIT`](game::EVAL_LIMIT), far from any win.

use std::fmt;

use game::{Outcome, Side};

/// A position's value; `f64` so that chance nodes can average exactly.
pub type Value = f64;

/// The value of a win at the root in games that keep the default [`Game::WIN`]; a win in `n`
/// plies is worth `WIN - n`.
///
/// [`Game::WIN`]: game::Game::WIN
pub const WIN: Value = 1_000_000.0;

/// Values within `WIN / MATE_FRACTION` of ±WIN are proven wins or losses.
pub(crate) const MATE_FRACTION: Value = 100.0;

/// The value of a finished game for `perspective`, `ply` plies from the root, in a game whose
/// win is worth `win`.
///
/// Worked out in whole numbers (every game's win is one) and converted once: a search loop then
/// prepares two integers for its children, not two floating-point values.
#[inline]
pub(crate) fn terminal_value(win: Value, outcome: Outcome, perspective: Side, ply: u32) -> Value {
    let win = win as i64 - i64::from(ply);
    (match outcome {
        Outcome::Draw => 0,
        Outcome::Win(s) if s == perspective => win,
        Outcome::Win(_) => -win,
    }) as Value
}

/// What a search proved about the side to move at the root.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Verdict {
    /// The side to move wins with best play, in this many plies.
    Win(u32),
    /// Best play draws.
    Draw,
    /// The side to move loses with best play, in this many plies.
    Loss(u32),
    /// Not proven (a depth limit was reached, or chance is involved).
    Unknown,
}

impl Verdict {
    /// What a root value proves, in a game whose win is worth `win`: a value near ±`win` is a
    /// forced win or loss; 0 is a draw only when the search reached the end of every line
    /// (`complete`) and no chance node averaged it.
    pub fn of(win: Value, value: Value, complete: bool, chance: bool) -> Verdict {
        let mate_range = win / MATE_FRACTION;
        if value >= win - mate_range {
            Verdict::Win((win - value).round() as u32)
        } else if value <= -(win - mate_range) {
            Verdict::Loss((win + value).round() as u32)
        } else if complete && !chance && value == 0.0 {
            Verdict::Draw
        } else {
            Verdict::Unknown
        }
    }

    /// `win`, `draw`, `loss` or `unknown`: the word of the CLI's JSON.
    #[must_use]
    pub fn word(self) -> &'static str {
        match self {
            Verdict::Win(_) => "win",
            Verdict::Draw => "draw",
            Verdict::Loss(_) => "loss",
            Verdict::Unknown => "unknown",
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verdict::Win(n) => write!(f, "win in {n}"),
            Verdict::Loss(n) => write!(f, "loss in {n}"),
            Verdict::Draw => f.write_str("draw"),
            Verdict::Unknown => f.write_str("unknown"),
        }
    }
}
