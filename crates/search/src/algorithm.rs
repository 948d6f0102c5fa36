//! What the rest of the program knows of an algorithm: the [`Algorithm`] a person picks (one
//! variant per line of the registry, `registry.rs`) and the [`Info`] each algorithm's file gives
//! about itself (its names, help, key and enhancements). This file names no algorithm: the enum
//! is declared from the registry's list, and its methods live with the registry.

use super::Enhancements;

/// What an algorithm says about itself, in its own file; the command line, the window's keys and
/// help, `compare`'s default set and every error message are made from these.
#[derive(Copy, Clone, Debug)]
pub struct Info {
    /// The command-line name (`--algo`, UAI's `setoption name algorithm`).
    pub name: &'static str,
    /// Another name the command line accepts (`alpha-beta`), if any.
    pub alias: Option<&'static str>,
    /// The name on screen (window title, HUD, compare's panel).
    pub display: &'static str,
    /// The name on screen in a game with chance (expectiminimax, Star1 alpha-beta).
    pub chance_display: &'static str,
    /// One line of help: the key table's and `--help`'s.
    pub help: &'static str,
    /// The key that picks it in the window (a digit).
    pub key: char,
    /// True for the exact depth-first searches: their values at a depth are the textbook ones,
    /// and `compare` runs them by default.
    pub exact: bool,
    /// True for an algorithm that differs from another only at chance nodes (Star2): `compare`
    /// runs it by default only in a game with chance.
    pub chance_only: bool,
    /// Every enhancement it takes (none for the textbook forms).
    pub enhancements: Enhancements,
    /// The enhancements the window always gives it (a sampling search's solver); the alpha-beta
    /// forms take
    /// the window's cycle (key E) instead.
    pub window_enhancements: Enhancements,
    /// Its textbook pseudocode, as its own file writes it, without chance and with (the chance
    /// node's rule), for the code trace (key X); empty when it has none.
    pub pseudocode: (&'static str, &'static str),
}

/// Declares the [`Algorithm`] enum from the registry's list (see `registry.rs`).
macro_rules! declare_algorithm_enum {
    ($($module:ident { $($(#[$doc:meta])* $variant:ident: $ty:ident,)+ })*) => {
        /// The search algorithms, one per line of the registry (`search/registry.rs`); their
        /// names, help and keys come from each one's [`Info`].
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
        pub enum Algorithm {
            $($($(#[$doc])* $variant,)+)*
        }

        impl Algorithm {
            /// Every algorithm, in the registry's order (the order of the window's keys).
            pub const EVERY: [Algorithm; [$($(Algorithm::$variant,)+)*].len()] =
                [$($(Algorithm::$variant,)+)*];
        }
    };
}

algorithms!(declare_algorithm_enum);

impl Info {
    /// An exact depth-first search that takes no enhancements, picked by `key`.
    #[must_use]
    pub const fn textbook(
        name: &'static str,
        (display, chance_display): (&'static str, &'static str),
        key: char,
        help: &'static str,
    ) -> Info {
        Info {
            name,
            alias: None,
            display,
            chance_display,
            help,
            key,
            exact: true,
            chance_only: false,
            enhancements: Enhancements::NONE,
            window_enhancements: Enhancements::NONE,
            pseudocode: ("", ""),
        }
    }
}
