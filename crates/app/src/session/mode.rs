//! Who plays whom: the modes the M key cycles through, the side the computer takes, and the
//! outside engines that may take a seat.

use crate::seat::Variant;
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

    /// How the HUD says it, in the thread's language.
    #[must_use]
    pub fn label(self) -> String {
        i18n::tr!(&format!("mode-{}", self.name()))
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

/// An outside engine the shell can run, as the session knows it: its name, and the one game it
/// plays when it cannot play every one, with why (a UAI engine: Blob War on 7x7), so that the
/// key refuses it where it cannot play rather than let it forfeit at its first move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineOffer {
    /// The name notices and the title call it by.
    pub name: String,
    /// The only game it plays, and the message that says why (`engine-uai-only`: "speaks UAI,
    /// which plays Blob War on 7x7 only").
    pub only: Option<(Variant, String)>,
}

impl EngineOffer {
    /// An engine that plays every game.
    #[must_use]
    pub fn named(name: impl Into<String>) -> EngineOffer {
        EngineOffer {
            name: name.into(),
            only: None,
        }
    }
    /// Why it cannot play `variant`, if it cannot: `engine 'tik' speaks UAI, which plays Blob
    /// War on 7x7 only, not tictactoe` (the game by its command-line name: the host's check).
    #[must_use]
    pub fn refusal(&self, variant: Variant) -> Option<String> {
        let (only, why) = self.only.as_ref()?;
        (*only != variant)
            .then(|| format!("engine '{}' {}, not {variant}", self.name, i18n::tr!(why)))
    }
    /// [`EngineOffer::refusal`] in the thread's language, the game by its board's name, for the
    /// window's notice: `engine 'tik' speaks UAI, which plays Blob War on 7x7 only, not 3x3`.
    #[must_use]
    pub fn refusal_words(&self, variant: Variant) -> Option<String> {
        let (only, why) = self.only.as_ref()?;
        (*only != variant).then(|| {
            i18n::tr!(
                "engine-refused",
                name = &self.name,
                why = i18n::tr!(why),
                game = variant.seat().board_title(&variant.start())
            )
        })
    }
}
