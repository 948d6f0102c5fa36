//! The registry of algorithms: their names on the command line and on screen, and which file's
//! recursion each one runs.

use std::fmt;

use super::tree::{NoRecord, Recorder};
use super::{Ctx, Value, alphabeta, minimax, minimax2, negamax, negamax_ab};
use crate::game::{Game, ParseError, quote};

/// The search algorithms, with their names on the command line and on screen.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Algorithm {
    /// Minimax as a pair of functions, MaxMove and MinMove (seed 000).
    Minimax,
    /// Minimax in one function with a player switch.
    Minimax2,
    /// Negamax: one function, values from the side to move.
    Negamax,
    /// Minimax with alpha-beta cut-offs (Star1 at chance nodes).
    AlphaBeta,
    /// Negamax with alpha-beta cut-offs (Star1 at chance nodes).
    NegamaxAb,
    /// Negamax alpha-beta with Ballard's Star2 at chance nodes: each outcome's first move is
    /// probed for a bound before the outcomes are searched in full. Without chance it is
    /// negamax alpha-beta.
    Star2,
}

impl Algorithm {
    /// Every algorithm, in the order of the keys 1–5.
    pub const ALL: [Algorithm; 5] = [
        Algorithm::Minimax,
        Algorithm::Minimax2,
        Algorithm::Negamax,
        Algorithm::AlphaBeta,
        Algorithm::NegamaxAb,
    ];

    /// Every algorithm for a chance game: the five and Star2 (key 6).
    pub const WITH_STAR2: [Algorithm; 6] = [
        Algorithm::Minimax,
        Algorithm::Minimax2,
        Algorithm::Negamax,
        Algorithm::AlphaBeta,
        Algorithm::NegamaxAb,
        Algorithm::Star2,
    ];

    /// The algorithms `compare` runs by default: the five, and Star2 in a chance game.
    #[must_use]
    pub fn defaults(chance: bool) -> &'static [Algorithm] {
        if chance {
            &Algorithm::WITH_STAR2
        } else {
            &Algorithm::ALL
        }
    }

    /// What the command-line names look like, for error messages.
    pub const EXPECTED: &'static str = "minimax, minimax2, negamax, alphabeta, negamax-ab or star2";

    /// The command-line name.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Minimax => "minimax",
            Algorithm::Minimax2 => "minimax2",
            Algorithm::Negamax => "negamax",
            Algorithm::AlphaBeta => "alphabeta",
            Algorithm::NegamaxAb => "negamax-ab",
            Algorithm::Star2 => "star2",
        }
    }

    /// The name shown in the window title and the HUD; in a chance game, the chance-aware form.
    #[must_use]
    pub fn display_name(self, chance: bool) -> &'static str {
        match (self, chance) {
            (Algorithm::Minimax, false) => "minimax",
            (Algorithm::Minimax2, false) => "minimax2",
            (Algorithm::Negamax, false) => "negamax",
            (Algorithm::AlphaBeta, false) => "alpha-beta",
            (Algorithm::NegamaxAb, false) => "negamax alpha-beta",
            (Algorithm::Minimax, true) => "expectiminimax",
            (Algorithm::Minimax2, true) => "expectiminimax2",
            (Algorithm::Negamax, true) => "expectinegamax",
            (Algorithm::AlphaBeta, true) => "Star1 alpha-beta",
            (Algorithm::NegamaxAb, true) => "Star1 negamax",
            (Algorithm::Star2, _) => "Star2",
        }
    }

    /// The algorithm's textbook pseudocode, as its own file writes it (the chance node's rule in
    /// a game with chance), for the code trace (key X).
    #[must_use]
    pub fn pseudocode(self, chance: bool) -> &'static str {
        match (self, chance) {
            (Algorithm::Minimax, false) => super::minimax::PSEUDOCODE,
            (Algorithm::Minimax2, false) => super::minimax2::PSEUDOCODE,
            (Algorithm::Negamax, false) => super::negamax::PSEUDOCODE,
            (Algorithm::AlphaBeta, false) => super::alphabeta::PSEUDOCODE,
            (Algorithm::NegamaxAb | Algorithm::Star2, false) => super::negamax_ab::PSEUDOCODE,
            (Algorithm::Minimax | Algorithm::Minimax2 | Algorithm::Negamax, true) => {
                super::chance::EXPECTIMINIMAX_PSEUDOCODE
            }
            (Algorithm::AlphaBeta | Algorithm::NegamaxAb | Algorithm::Star2, true) => {
                super::chance::STAR_PSEUDOCODE
            }
        }
    }

    /// Finds an algorithm by its command-line name.
    ///
    /// # Errors
    /// When the name is unknown; the message lists the known names.
    pub fn from_name(name: &str) -> Result<Algorithm, ParseError> {
        let n = name.trim().to_ascii_lowercase();
        Algorithm::WITH_STAR2
            .into_iter()
            .find(|a| a.name() == n || (n == "alpha-beta" && *a == Algorithm::AlphaBeta))
            .ok_or_else(|| {
                ParseError(format!(
                    "unknown algorithm {} (expected {})",
                    quote(name),
                    Algorithm::EXPECTED
                ))
            })
    }

    /// The recursion this algorithm runs below the root.
    pub(crate) fn recursion<G: Game, R: Recorder<G>>(self) -> Recursion<G, R> {
        match self {
            Algorithm::Minimax => Recursion::Full(minimax::value::<G, R>),
            Algorithm::Minimax2 => Recursion::Full(minimax2::value::<G, R>),
            Algorithm::Negamax => Recursion::Full(negamax::value::<G, R>),
            Algorithm::AlphaBeta => Recursion::Windowed(alphabeta::value::<G, R>),
            Algorithm::NegamaxAb => Recursion::Windowed(negamax_ab::value::<G, R>),
            Algorithm::Star2 => Recursion::Windowed(negamax_ab::value_star2::<G, R>),
        }
    }
}

impl fmt::Display for Algorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An algorithm's recursion as the driver calls it: `(ctx, state, depth, ply, …)` gives the
/// state's value from the root side's point of view, `depth` decisions left and `ply` plies from
/// the root. `R` is the tree recorder the recursion calls (none by default).
pub(crate) enum Recursion<G: Game, R: Recorder<G> = NoRecord> {
    /// Searches every child (minimax, minimax2, negamax): it takes no window.
    Full(FullFn<G, R>),
    /// Prunes with a window (the alpha-beta family): the value is exact when it lies inside
    /// (alpha, beta), and a bound on the side it fails otherwise.
    Windowed(WindowedFn<G, R>),
}

/// A full-width recursion: `(ctx, state, depth, ply)`.
pub(crate) type FullFn<G, R> = fn(&mut Ctx<G, R>, &G, u32, u32) -> Value;

/// A windowed recursion: `(ctx, state, depth, ply, alpha, beta)`.
pub(crate) type WindowedFn<G, R> = fn(&mut Ctx<G, R>, &G, u32, u32, Value, Value) -> Value;

impl<G: Game, R: Recorder<G>> Recursion<G, R> {
    /// The value of `g` for the root side, `depth` decisions deep, `ply` plies from the root; a
    /// windowed recursion gets (alpha, beta), a full one has no use for it.
    pub(crate) fn value(
        &self,
        ctx: &mut Ctx<G, R>,
        g: &G,
        depth: u32,
        ply: u32,
        (alpha, beta): (Value, Value),
    ) -> Value {
        match self {
            Recursion::Full(value) => value(ctx, g, depth, ply),
            Recursion::Windowed(value) => value(ctx, g, depth, ply, alpha, beta),
        }
    }
}
