//! The names of the games (`tictactoe`, `mnk:5x5:3`, …) and a position of any of them.
//!
//! The CLI and the app pick a game at run time; the search is generic and monomorphised per game.
//! [`AnyPosition`] bridges the two: one enum arm per game, and [`with_position!`](crate::with_position)
//! to run generic code on whichever game it holds.

use std::fmt;
use std::str::FromStr;

use super::blobwar::{BlobMove, BlobWar};
use super::mnk::{Mnk, MnkMove};
use super::senet::{Senet, SenetMove};
use super::{Game, Outcome, ParseError, Side, quote};

/// A game and its board, as named on the command line.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// m,n,k: a `width`×`height` board, `k` in a row wins (`tictactoe` is 3x3 k=3).
    Mnk {
        /// Columns.
        width: u8,
        /// Rows.
        height: u8,
        /// Marks in a row to win.
        k: u8,
    },
    /// Blob War (Ataxx) on a `rows`×`cols` board (`blobwar` is 7x7).
    BlobWar {
        /// Rows.
        rows: u8,
        /// Columns.
        cols: u8,
    },
    /// Senet, the race game with throwing sticks (seed 002).
    Senet,
}

impl Variant {
    /// Plain 3x3 tic-tac-toe.
    pub const TICTACTOE: Variant = Variant::Mnk {
        width: 3,
        height: 3,
        k: 3,
    };

    /// What the names look like, for error messages.
    pub const EXPECTED: &'static str = "tictactoe, mnk:WxH:K (e.g. mnk:5x5:3), blobwar or blobwar:RxC (e.g. blobwar:5x5), or senet";

    /// Blob War on the standard 7x7 board.
    pub const BLOBWAR: Variant = Variant::BlobWar { rows: 7, cols: 7 };

    /// True for games with chance nodes (Senet), where the algorithms take their chance-aware
    /// names.
    #[must_use]
    pub fn has_chance(self) -> bool {
        self == Variant::Senet
    }

    /// The starting position.
    ///
    /// # Errors
    /// When the board shape is not supported.
    pub fn start(self) -> Result<AnyPosition, ParseError> {
        match self {
            Variant::Mnk { width, height, k } => Ok(AnyPosition::Mnk(Mnk::new(width, height, k)?)),
            Variant::BlobWar { rows, cols } => Ok(AnyPosition::BlobWar(BlobWar::new(rows, cols)?)),
            Variant::Senet => Ok(AnyPosition::Senet(Senet::start())),
        }
    }

    /// Reads a position of this game in its own text form.
    ///
    /// # Errors
    /// A message naming what is wrong with the text.
    pub fn parse_position(self, text: &str) -> Result<AnyPosition, ParseError> {
        match self {
            Variant::Mnk { width, height, k } => {
                Ok(AnyPosition::Mnk(Mnk::parse(width, height, k, text)?))
            }
            Variant::BlobWar { rows, cols } => {
                let p = BlobWar::from_fen(text)?;
                let g = p.geometry();
                if (g.rows, g.cols) != (rows, cols) {
                    return Err(ParseError(format!(
                        "the FEN is a {}x{} board but the game is {rows}x{cols} (use --game blobwar:{}x{})",
                        g.rows, g.cols, g.rows, g.cols
                    )));
                }
                Ok(AnyPosition::BlobWar(p))
            }
            Variant::Senet => Ok(AnyPosition::Senet(Senet::parse(text)?)),
        }
    }

    /// The short board label of the window title and HUD: `3x3`, `5x5 k=3`.
    #[must_use]
    pub fn board_label(self) -> String {
        match self {
            Variant::Mnk {
                width: 3,
                height: 3,
                k: 3,
            } => "3x3".into(),
            Variant::Mnk { width, height, k } => format!("{width}x{height} k={k}"),
            Variant::BlobWar { rows, cols } => format!("Blob War {rows}x{cols}"),
            Variant::Senet => "Senet".into(),
        }
    }
}

impl FromStr for Variant {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Self, ParseError> {
        let bad = || {
            ParseError(format!(
                "unknown game {} (expected {})",
                quote(s),
                Variant::EXPECTED
            ))
        };
        let lower = s.trim().to_ascii_lowercase();
        if lower == "tictactoe" || lower == "tic-tac-toe" {
            return Ok(Variant::TICTACTOE);
        }
        if lower == "blobwar" || lower == "ataxx" {
            return Ok(Variant::BLOBWAR);
        }
        if lower == "senet" {
            return Ok(Variant::Senet);
        }
        let mut parts = lower.split(':');
        let (Some(name), Some(size)) = (parts.next(), parts.next()) else {
            return Err(bad());
        };
        let (w, h) = parse_size(size).ok_or_else(bad)?;
        match name {
            "mnk" => {
                let k: u8 = parts.next().and_then(|k| k.parse().ok()).ok_or_else(bad)?;
                if parts.next().is_some() {
                    return Err(bad());
                }
                let v = Variant::Mnk {
                    width: w,
                    height: h,
                    k,
                };
                v.start()?;
                Ok(v)
            }
            "blobwar" | "ataxx" => {
                if parts.next().is_some() {
                    return Err(bad());
                }
                let v = Variant::BlobWar { rows: w, cols: h };
                v.start()?;
                Ok(v)
            }
            _ => Err(bad()),
        }
    }
}

/// Reads `WxH`.
fn parse_size(s: &str) -> Option<(u8, u8)> {
    let (a, b) = s.split_once('x')?;
    Some((a.parse().ok()?, b.parse().ok()?))
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Variant::TICTACTOE => f.write_str("tictactoe"),
            Variant::Mnk { width, height, k } => write!(f, "mnk:{width}x{height}:{k}"),
            Variant::BLOBWAR => f.write_str("blobwar"),
            Variant::BlobWar { rows, cols } => write!(f, "blobwar:{rows}x{cols}"),
            Variant::Senet => f.write_str("senet"),
        }
    }
}

/// A position of any game, for code that chooses the game at run time.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AnyPosition {
    /// An m,n,k position.
    Mnk(Mnk),
    /// A Blob War position.
    BlobWar(BlobWar),
    /// A Senet position.
    Senet(Senet),
}

/// A move of any game, paired with [`AnyPosition`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AnyMove {
    /// An m,n,k move.
    Mnk(MnkMove),
    /// A Blob War move.
    BlobWar(BlobMove),
    /// A Senet throw, move or pass.
    Senet(SenetMove),
}

impl fmt::Display for AnyMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnyMove::Mnk(m) => fmt::Display::fmt(m, f),
            AnyMove::BlobWar(m) => fmt::Display::fmt(m, f),
            AnyMove::Senet(m) => fmt::Display::fmt(m, f),
        }
    }
}

impl From<MnkMove> for AnyMove {
    fn from(m: MnkMove) -> Self {
        AnyMove::Mnk(m)
    }
}

impl From<BlobMove> for AnyMove {
    fn from(m: BlobMove) -> Self {
        AnyMove::BlobWar(m)
    }
}

impl From<SenetMove> for AnyMove {
    fn from(m: SenetMove) -> Self {
        AnyMove::Senet(m)
    }
}

/// Runs a block with `$p` bound to the concrete position inside an [`AnyPosition`].
#[macro_export]
macro_rules! with_position {
    ($any:expr, $p:ident => $body:expr) => {
        match $any {
            $crate::game::AnyPosition::Mnk($p) => $body,
            $crate::game::AnyPosition::BlobWar($p) => $body,
            $crate::game::AnyPosition::Senet($p) => $body,
        }
    };
}

impl fmt::Display for AnyPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::with_position!(self, p => fmt::Display::fmt(p, f))
    }
}

impl AnyPosition {
    /// True once the game is over.
    #[must_use]
    pub fn is_over(&self) -> bool {
        crate::with_position!(self, p => p.outcome().is_some())
    }

    /// How the game ended, if it did.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        crate::with_position!(self, p => p.outcome())
    }

    /// Whose turn it is.
    #[must_use]
    pub fn side_to_move(&self) -> Side {
        crate::with_position!(self, p => p.side_to_move())
    }

    /// True before a random event (a throw).
    #[must_use]
    pub fn is_chance(&self) -> bool {
        crate::with_position!(self, p => p.is_chance())
    }

    /// Every legal move (or chance outcome).
    #[must_use]
    pub fn legal_moves(&self) -> Vec<AnyMove> {
        crate::with_position!(self, p => {
            let mut v = Vec::new();
            p.legal_moves(&mut v);
            v.into_iter().map(AnyMove::from).collect()
        })
    }

    /// The position after `mv`, or why `mv` cannot be played here (the position is unchanged).
    ///
    /// # Errors
    /// A move of another game, or an illegal one.
    pub fn play(&self, mv: AnyMove) -> Result<AnyPosition, ParseError> {
        match (self, mv) {
            (AnyPosition::Mnk(p), AnyMove::Mnk(m)) => Ok(AnyPosition::Mnk(p.try_play(m)?)),
            (AnyPosition::BlobWar(p), AnyMove::BlobWar(m)) => {
                Ok(AnyPosition::BlobWar(p.try_play(m)?))
            }
            (AnyPosition::Senet(p), AnyMove::Senet(m)) => Ok(AnyPosition::Senet(p.try_play(m)?)),
            _ => Err(ParseError(format!("{mv} is a move of another game"))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for name in [
            "tictactoe",
            "mnk:5x5:3",
            "mnk:4x4:4",
            "mnk:8x8:5",
            "blobwar",
            "blobwar:5x6",
            "senet",
        ] {
            assert_eq!(name.parse::<Variant>().unwrap().to_string(), name);
        }
        assert_eq!("mnk:3x3:3".parse::<Variant>().unwrap(), Variant::TICTACTOE);
    }

    #[test]
    fn bad_names_say_what_was_expected() {
        for name in [
            "chess",
            "mnk:9x9:3",
            "mnk:5x5",
            "mnk:5x5:6",
            "mnk:axb:3",
            "",
        ] {
            let e = name.parse::<Variant>().unwrap_err();
            assert!(e.0.contains("expected"), "{name}: {e}");
        }
    }
}
