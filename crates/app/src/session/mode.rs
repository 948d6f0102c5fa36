//! Who plays whom: the modes the M key cycles through, and the side the computer takes.

use game::Side;

/// Who plays.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    /// A person against the computer.
    HumanComputer,
    /// The computer against itself, one move every [`AUTO_PLAY_PAUSE`](super::AUTO_PLAY_PAUSE).
    ComputerComputer,
    /// Two people at one board.
    HumanHuman,
}

impl Mode {
    /// The command-line name.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Mode::HumanComputer => "human-computer",
            Mode::ComputerComputer => "computer-computer",
            Mode::HumanHuman => "human-human",
        }
    }

    /// Reads a command-line name.
    ///
    /// # Errors
    /// An unknown name; the message lists the known ones.
    pub fn from_name(s: &str) -> Result<Mode, String> {
        [
            Mode::HumanComputer,
            Mode::ComputerComputer,
            Mode::HumanHuman,
        ]
        .into_iter()
        .find(|m| m.name() == s)
        .ok_or_else(|| {
            format!(
                "unknown mode '{s}' (expected human-computer, computer-computer or human-human)"
            )
        })
    }

    /// The next mode for the `M` key.
    #[must_use]
    pub fn next(self) -> Mode {
        match self {
            Mode::HumanComputer => Mode::ComputerComputer,
            Mode::ComputerComputer => Mode::HumanHuman,
            Mode::HumanHuman => Mode::HumanComputer,
        }
    }

    /// How the HUD says it.
    #[must_use]
    pub fn label(self) -> &'static str {
        match self {
            Mode::HumanComputer => "you vs computer",
            Mode::ComputerComputer => "computer vs computer",
            Mode::HumanHuman => "two players",
        }
    }
}

/// The side the computer plays when it moves first or not.
pub(super) fn side_for(computer_first: bool) -> Side {
    if computer_first {
        Side::First
    } else {
        Side::Second
    }
}
