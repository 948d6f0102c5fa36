//! The registry of algorithms: the one list of them, and what is made from it — each
//! [`Algorithm`]'s [`Info`] and search, its names (and their chance-aware forms), the sets
//! `compare` and the tests run, and the list of names an error message gives.
//!
//! Adding an algorithm is its file (a unit type implementing [`Searcher`]: its `Info` and its
//! search from the root; a depth-first one implements `DepthFirst` and hands its recursion to the
//! shared adapter, `depth_first.rs`) and one line below, which also declares the file's module.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use rand::Rng;

use super::algorithm::{Algorithm, Info};
use super::depth_first::{self, DepthFirst};
use super::enhanced;
use super::searcher::{Run, Searched, Searcher};
use super::{
    Enhancements, MoveValue, alphabeta, mcts, minimax, minimax2, negamax, negamax_ab, star2,
};
use game::{Named, ParseError, SearchHints};

/// The list of algorithms, grouped by the file (module) that holds them, each as `Variant: Type`
/// (with its doc comment); `$then` is the macro that makes something of the list: the `mod`
/// lines (`search/mod.rs`), the enum (`algorithm.rs`), the dispatch here. An algorithm in a file
/// of its own is one line: `file { Variant: Type, }`.
macro_rules! algorithms {
    ($then:ident) => {
        $then! {
            minimax {
                /// Minimax as a pair of functions, MaxMove and MinMove (seed 000).
                Minimax: Minimax,
            }
            minimax2 {
                /// Minimax in one function with a player switch.
                Minimax2: Minimax2,
            }
            negamax {
                /// Negamax: one function, values from the side to move.
                Negamax: Negamax,
            }
            alphabeta {
                /// Minimax with alpha-beta cut-offs (Star1 at chance nodes).
                AlphaBeta: AlphaBeta,
            }
            negamax_ab {
                /// Negamax with alpha-beta cut-offs (Star1 at chance nodes).
                NegamaxAb: NegamaxAb,
            }
            star2 {
                /// Negamax alpha-beta with Ballard's Star2 at chance nodes.
                Star2: Star2,
            }
            mcts {
                /// Monte Carlo tree search (UCT), with the MCTS-Solver as its enhancement.
                Mcts: Mcts,
            }
        }
    };
}

/// Declares each file of the registry's list as a module of `search` (used in `search/mod.rs`).
macro_rules! declare_modules {
    ($($module:ident { $($list:tt)* })*) => {
        $(mod $module;)*
    };
}

/// Makes each algorithm's [`Info`] and search reachable from its [`Algorithm`].
macro_rules! dispatch {
    ($($module:ident { $($(#[$doc:meta])* $variant:ident: $ty:ident,)+ })*) => {
        impl Algorithm {
            /// What the algorithm says about itself.
            #[must_use]
            pub const fn info(self) -> &'static Info {
                match self {
                    $($(Algorithm::$variant => &<$module::$ty as Searcher>::INFO,)+)*
                }
            }

            /// The budget it is recorded with for the step-through, if it has one of its own
            /// (see [`Searcher::STEP_BUDGET`]).
            #[must_use]
            pub const fn step_budget(self) -> Option<u64> {
                match self {
                    $($(Algorithm::$variant => <$module::$ty as Searcher>::STEP_BUDGET,)+)*
                }
            }

            /// Runs the algorithm's own search from the root.
            pub(crate) fn run<G: SearchHints, R: Rng + ?Sized>(
                self,
                run: Run<'_, G, R>,
            ) -> Searched<G::Move> {
                match self {
                    $($(Algorithm::$variant => <$module::$ty as Searcher>::search(run),)+)*
                }
            }

            /// The exact value of each legal move (see [`move_values`](super::move_values)).
            pub(crate) fn move_values<G: SearchHints>(
                self,
                root: &G,
                depth: u32,
                cancel: Option<Arc<AtomicBool>>,
            ) -> Vec<MoveValue<G::Move>> {
                match self {
                    $($(Algorithm::$variant => {
                        <$module::$ty as Searcher>::move_values(root, depth, cancel)
                    })+)*
                }
            }
        }
    };
}

algorithms!(dispatch);

/// A depth-first algorithm searches through the shared adapter (`depth_first.rs`), or, asked for
/// enhancements it takes, through the enhanced search.
impl<T: DepthFirst> Searcher for T {
    const INFO: Info = T::INFO;

    fn search<G: SearchHints, R: Rng + ?Sized>(run: Run<'_, G, R>) -> Searched<G::Move> {
        if T::ENHANCED && !run.limits.enhance.is_empty() {
            enhanced::search(run)
        } else {
            depth_first::search::<T, G, R>(run)
        }
    }

    fn move_values<G: SearchHints>(
        root: &G,
        depth: u32,
        cancel: Option<Arc<AtomicBool>>,
    ) -> Vec<MoveValue<G::Move>> {
        depth_first::move_values::<T, G>(root, depth, cancel)
    }
}

/// The first `N` algorithms of the registry for which `keep` holds (a compile-time error when
/// there are not exactly `N`).
const fn pick<const N: usize>(exact: bool, chance_only: Option<bool>) -> [Algorithm; N] {
    let mut out = [Algorithm::Minimax; N];
    let (mut i, mut n) = (0, 0);
    while i < Algorithm::EVERY.len() {
        let info = Algorithm::EVERY[i].info();
        let chance_ok = match chance_only {
            Some(c) => info.chance_only == c,
            None => true,
        };
        if info.exact == exact && chance_ok {
            out[n] = Algorithm::EVERY[i];
            n += 1;
        }
        i += 1;
    }
    assert!(n == N, "the registry's count changed");
    out
}

impl Algorithm {
    /// The exact depth-first searches that apply to every game (keys 1–5): the textbook set the
    /// tests compare, and `compare`'s default.
    pub const ALL: [Algorithm; 5] = pick(true, Some(false));

    /// The exact depth-first searches of a chance game: the five and Star2.
    pub const WITH_STAR2: [Algorithm; 6] = pick(true, None);

    /// The algorithms `compare` runs by default: the exact ones, and those made for chance
    /// (Star2) only in a chance game.
    #[must_use]
    pub fn defaults(chance: bool) -> &'static [Algorithm] {
        if chance {
            &Algorithm::WITH_STAR2
        } else {
            &Algorithm::ALL
        }
    }

    /// The command-line name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        self.info().name
    }

    /// The name shown in the window title and the HUD; in a chance game, the chance-aware form.
    #[must_use]
    pub const fn display_name(self, chance: bool) -> &'static str {
        if chance {
            self.info().chance_display
        } else {
            self.info().display
        }
    }

    /// The algorithm's textbook pseudocode, as its own file writes it (the chance node's rule in
    /// a game with chance), for the code trace (key X); empty when it has none.
    #[must_use]
    pub const fn pseudocode(self, chance: bool) -> &'static str {
        if chance {
            self.info().pseudocode.1
        } else {
            self.info().pseudocode.0
        }
    }

    /// One line of help (the window's key table, `--help`).
    #[must_use]
    pub const fn help(self) -> &'static str {
        self.info().help
    }

    /// The key that picks it in the window.
    #[must_use]
    pub const fn key(self) -> char {
        self.info().key
    }

    /// Where it is in [`EVERY`](Algorithm::EVERY) (the window's key order).
    #[must_use]
    pub fn index(self) -> usize {
        Algorithm::EVERY
            .iter()
            .position(|&a| a == self)
            .unwrap_or_default()
    }

    /// True when it takes every enhancement of `set`.
    #[must_use]
    pub const fn takes(self, set: Enhancements) -> bool {
        self.info().enhancements.contains(set)
    }

    /// The enhancements the window searches with, given the window's cycle (key E): the cycle
    /// for the alpha-beta forms, the algorithm's own set for one that has one (MCTS's solver),
    /// `None` for one that takes none.
    #[must_use]
    pub fn window_enhancements(self, cycle: Enhancements) -> Option<Enhancements> {
        let info = self.info();
        if info.enhancements.contains(Enhancements::ALL) {
            Some(cycle)
        } else if info.window_enhancements.is_empty() {
            None
        } else {
            Some(info.window_enhancements)
        }
    }

    /// The command-line names, for error messages and help: `minimax, …, star2 or mcts`.
    #[must_use]
    pub fn expected() -> String {
        let names: Vec<&str> = Algorithm::EVERY.iter().map(|a| a.name()).collect();
        match names.split_last() {
            Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
            _ => names.join(""),
        }
    }

    /// Finds an algorithm by its command-line name (or alias), in any case.
    ///
    /// # Errors
    /// When the name is unknown; the message lists the known names.
    pub fn from_name(name: &str) -> Result<Algorithm, ParseError> {
        let n = name.trim().to_ascii_lowercase();
        Algorithm::EVERY
            .into_iter()
            .find(|a| a.name() == n || a.info().alias == Some(n.as_str()))
            .ok_or_else(|| ParseError::Unknown {
                what: Named::Algorithm,
                text: name.to_owned(),
                expected: Algorithm::expected(),
            })
    }
}

impl std::fmt::Display for Algorithm {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_algorithm_has_a_unique_name_key_and_help() {
        let every = Algorithm::EVERY;
        for (i, a) in every.iter().enumerate() {
            assert!(
                !a.help().is_empty() && !a.display_name(false).is_empty(),
                "{a}"
            );
            assert!(a.key().is_ascii_digit(), "{a}");
            assert_eq!(a.index(), i);
            assert_eq!(Algorithm::from_name(a.name()), Ok(*a));
            assert_eq!(Algorithm::from_name(&a.name().to_uppercase()), Ok(*a));
            for b in &every[i + 1..] {
                assert_ne!(a.name(), b.name());
                assert_ne!(a.key(), b.key(), "{a} and {b} share a key");
                assert_ne!(a.help(), b.help());
                assert_ne!(a.display_name(false), b.display_name(false));
                assert_ne!(a.display_name(true), b.display_name(true));
            }
        }
        assert_eq!(Algorithm::from_name("alpha-beta"), Ok(Algorithm::AlphaBeta));
    }

    #[test]
    fn an_unknown_name_lists_every_algorithm() {
        let e = Algorithm::from_name("bogo").unwrap_err().to_string();
        assert_eq!(
            e,
            "unknown algorithm 'bogo' (expected minimax, minimax2, negamax, alphabeta, \
             negamax-ab, star2 or mcts)"
        );
        for a in Algorithm::EVERY {
            assert!(e.contains(a.name()), "{a}");
        }
    }

    #[test]
    fn the_sets_are_made_from_the_registry() {
        assert_eq!(Algorithm::ALL, Algorithm::EVERY[..5]);
        assert_eq!(Algorithm::WITH_STAR2, Algorithm::EVERY[..6]);
        assert!(!Algorithm::defaults(true).contains(&Algorithm::Mcts));
        assert!(Algorithm::AlphaBeta.takes(Enhancements::STRONG));
        assert!(!Algorithm::Minimax.takes(Enhancements::TT));
        assert_eq!(
            Algorithm::Mcts.window_enhancements(Enhancements::NONE),
            Some(Enhancements::SOLVER)
        );
        assert_eq!(
            Algorithm::Negamax.window_enhancements(Enhancements::ALL),
            None
        );
        assert_eq!(
            Algorithm::NegamaxAb.window_enhancements(Enhancements::TT),
            Some(Enhancements::TT)
        );
    }
}
