//! Which seat sits where: each game's seat found from its position, every seat in the `G`
//! key's order, and a game and board chosen by name ([`Variant`]).

use std::fmt;
use std::str::FromStr;

use super::Seat;
use super::any::AnyPosition;
use super::blobwar::BlobWarSeat;
use super::connect4::Connect4Seat;
use super::mnk::MnkSeat;
use super::senet::SenetSeat;
use game::{Named, ParseError};

/// Generates the seat lookup from the list of games.
macro_rules! seat_lookup {
    ($($arm:ident($game:ty, $mv:ty, $seat:ident);)*) => {
        impl AnyPosition {
            /// The seat of this position's game.
            #[must_use]
            pub fn seat(&self) -> &'static dyn Seat {
                match self {
                    $(AnyPosition::$arm(_) => &$seat,)*
                }
            }
        }

        /// Every game's seat, in the order the `G` key cycles through them.
        pub const SEATS: &[&dyn Seat] = &[$(&$seat),*];
    };
}

super::games::games!(seat_lookup);

/// A game and its board as chosen on the command line or with the `G` key: its seat and start.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Variant {
    start: AnyPosition,
}

impl Variant {
    /// The game's seat.
    #[must_use]
    pub fn seat(self) -> &'static dyn Seat {
        self.start.seat()
    }

    /// The starting position.
    #[must_use]
    pub fn start(self) -> AnyPosition {
        self.start
    }

    /// Reads a position of this game in its own text form.
    ///
    /// # Errors
    /// A message naming what is wrong with the text.
    pub fn parse_position(self, text: &str) -> Result<AnyPosition, ParseError> {
        self.seat().parse_position(&self.start, text)
    }

    /// The short board label of the window title and HUD: `3x3`, `5x5 k=3`.
    #[must_use]
    pub fn board_label(self) -> String {
        self.seat().board_label(&self.start)
    }

    /// True for games with chance nodes.
    #[must_use]
    pub fn has_chance(self) -> bool {
        self.seat().has_chance()
    }

    /// How the game names are spelled, for help texts and errors.
    #[must_use]
    pub fn expected() -> String {
        let names: Vec<&str> = SEATS.iter().map(|s| s.name_help()).collect();
        names.join(", ")
    }

    /// The boards the `G` key visits, in order.
    #[must_use]
    pub fn presets() -> Vec<Variant> {
        SEATS
            .iter()
            .flat_map(|s| s.presets())
            .filter_map(|name| name.parse().ok())
            .collect()
    }
}

/// The game a double-click opens: the first board of the first game in the registry
/// (tic-tac-toe).
impl Default for Variant {
    fn default() -> Self {
        Variant::presets()
            .into_iter()
            .next()
            .unwrap_or_else(|| unreachable!("the registry lists a game with a board"))
    }
}

impl FromStr for Variant {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Self, ParseError> {
        let lower = s.trim().to_ascii_lowercase();
        let found = SEATS.iter().find_map(|seat| seat.parse_name(&lower));
        match found {
            Some(Ok(start)) => Ok(Variant { start }),
            Some(Err(e)) => Err(ParseError::BadGame {
                text: s.to_owned(),
                why: Box::new(e),
            }),
            None => Err(ParseError::Unknown {
                what: Named::Game,
                text: s.to_owned(),
                expected: Variant::expected(),
            }),
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.seat().name(&self.start))
    }
}
