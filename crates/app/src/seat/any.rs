//! A position and a move of any game, for code that chooses the game at run time: the list of
//! games (`games.rs`) made into [`AnyPosition`] and [`AnyMove`].
//!
//! Everything else reaches a game through its [`Seat`](super::Seat) (names, drawing, clicks,
//! texts) or through a [`PositionVisitor`] (generic code such as the search, monomorphised per
//! game).

use std::any::Any;
use std::fmt;

use game::{Game, Outcome, ParseError, SearchHints, Side};
use search::Report;

/// A game that the registry lists: conversions between its own types and the run-time ones.
pub trait Listed: SearchHints {
    /// This position as a position of any game.
    fn into_any(self) -> AnyPosition;
    /// This game's move as a move of any game.
    fn move_into_any(mv: Self::Move) -> AnyMove;
    /// The move of this game inside `mv`, if it is one.
    fn move_from_any(mv: AnyMove) -> Option<Self::Move>;

    /// A search's report on this game in run-time moves: the one report type travels from the
    /// search to the screen and the command line.
    fn report_into_any(r: Report<Self::Move>) -> Report<AnyMove> {
        Report {
            algorithm: r.algorithm,
            best: r.best.map(Self::move_into_any),
            value: r.value,
            verdict: r.verdict,
            nodes: r.nodes,
            depth: r.depth,
            elapsed: r.elapsed,
            pv: r.pv.into_iter().map(Self::move_into_any).collect(),
            complete: r.complete,
            cancelled: r.cancelled,
        }
    }
}

/// Generic code run on whichever game a position holds: the one way from a run-time choice of
/// game to a monomorphised call (the search, perft).
pub trait PositionVisitor {
    /// What the visit returns.
    type Out;
    /// Runs on the concrete position.
    fn visit<G: Listed>(self, position: &G) -> Self::Out;
}

/// Generates the run-time position and move types from the list of games.
macro_rules! any_types {
    ($($arm:ident($game:ty, $mv:ty, $seat:ident);)*) => {
        /// A position of any game, for code that chooses the game at run time.
        #[derive(Copy, Clone, Debug, PartialEq, Eq)]
        pub enum AnyPosition {
            $(
                #[allow(missing_docs)]
                $arm($game),
            )*
        }

        /// A move of any game, paired with [`AnyPosition`].
        #[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
        pub enum AnyMove {
            $(
                #[allow(missing_docs)]
                $arm($mv),
            )*
        }

        $(
            impl Listed for $game {
                fn into_any(self) -> AnyPosition {
                    AnyPosition::$arm(self)
                }
                fn move_into_any(mv: $mv) -> AnyMove {
                    AnyMove::$arm(mv)
                }
                fn move_from_any(mv: AnyMove) -> Option<$mv> {
                    match mv {
                        AnyMove::$arm(m) => Some(m),
                        #[allow(unreachable_patterns)]
                        _ => None,
                    }
                }
            }
        )*

        impl AnyPosition {
            /// Runs generic code on the concrete position.
            pub fn visit<V: PositionVisitor>(&self, v: V) -> V::Out {
                match self {
                    $(AnyPosition::$arm(p) => v.visit(p),)*
                }
            }

            fn as_any(&self) -> &dyn Any {
                match self {
                    $(AnyPosition::$arm(p) => p,)*
                }
            }

            /// How the game ended, if it did.
            #[must_use]
            pub fn outcome(&self) -> Option<Outcome> {
                match self {
                    $(AnyPosition::$arm(p) => p.outcome(),)*
                }
            }

            /// Whose turn it is.
            #[must_use]
            pub fn side_to_move(&self) -> Side {
                match self {
                    $(AnyPosition::$arm(p) => p.side_to_move(),)*
                }
            }

            /// True before a random event (a throw).
            #[must_use]
            pub fn is_chance(&self) -> bool {
                match self {
                    $(AnyPosition::$arm(p) => p.is_chance(),)*
                }
            }
        }

        impl fmt::Display for AnyMove {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self {
                    $(AnyMove::$arm(m) => fmt::Display::fmt(m, f),)*
                }
            }
        }
    };
}

super::games::games!(any_types);

impl AnyPosition {
    /// The concrete position if it is a `G` (a seat reading its own game).
    #[must_use]
    pub fn get<G: Listed>(&self) -> Option<&G> {
        self.as_any().downcast_ref::<G>()
    }

    /// True once the game is over.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// Every legal move (or chance outcome).
    #[must_use]
    pub fn legal_moves(&self) -> Vec<AnyMove> {
        struct Moves;
        impl PositionVisitor for Moves {
            type Out = Vec<AnyMove>;
            fn visit<G: Listed>(self, g: &G) -> Vec<AnyMove> {
                let mut v = Vec::new();
                g.legal_moves(&mut v);
                v.into_iter().map(G::move_into_any).collect()
            }
        }
        self.visit(Moves)
    }

    /// True when `mv` is a pass (a move that changes nothing on the board).
    #[must_use]
    pub fn is_pass(&self, mv: AnyMove) -> bool {
        struct IsPass(AnyMove);
        impl PositionVisitor for IsPass {
            type Out = bool;
            fn visit<G: Listed>(self, g: &G) -> bool {
                G::move_from_any(self.0).is_some_and(|m| g.is_pass(m))
            }
        }
        self.visit(IsPass(mv))
    }

    /// The probability of the chance outcome `mv` (1 for an ordinary move).
    #[must_use]
    pub fn probability(&self, mv: AnyMove) -> f64 {
        struct Probability(AnyMove);
        impl PositionVisitor for Probability {
            type Out = f64;
            fn visit<G: Listed>(self, g: &G) -> f64 {
                G::move_from_any(self.0).map_or(0.0, |m| g.probability(m))
            }
        }
        self.visit(Probability(mv))
    }

    /// The position after `mv`, or why `mv` cannot be played here (the position is unchanged).
    ///
    /// # Errors
    /// A move of another game, or an illegal one.
    pub fn play(&self, mv: AnyMove) -> Result<AnyPosition, ParseError> {
        struct Play(AnyMove);
        impl PositionVisitor for Play {
            type Out = Result<AnyPosition, ParseError>;
            fn visit<G: Listed>(self, g: &G) -> Self::Out {
                let m = G::move_from_any(self.0).ok_or_else(|| ParseError::OtherGame {
                    mv: self.0.to_string(),
                })?;
                Ok(g.try_play(m)?.into_any())
            }
        }
        self.visit(Play(mv))
    }

    /// Reads a move in this game's notation, checking that it is legal here.
    ///
    /// # Errors
    /// When the text is no legal move here.
    pub fn parse_move(&self, text: &str) -> Result<AnyMove, ParseError> {
        struct ParseMove<'a>(&'a str);
        impl PositionVisitor for ParseMove<'_> {
            type Out = Result<AnyMove, ParseError>;
            fn visit<G: Listed>(self, g: &G) -> Self::Out {
                g.parse_move(self.0).map(G::move_into_any)
            }
        }
        self.visit(ParseMove(text))
    }

    /// The number of leaf paths `depth` steps deep (the game's own perft).
    #[must_use]
    pub fn perft(&self, depth: u32) -> u64 {
        struct Perft(u32);
        impl PositionVisitor for Perft {
            type Out = u64;
            fn visit<G: Listed>(self, g: &G) -> u64 {
                g.perft(self.0)
            }
        }
        self.visit(Perft(depth))
    }
}

impl fmt::Display for AnyPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        struct Show<'a, 'b>(&'a mut fmt::Formatter<'b>);
        impl PositionVisitor for Show<'_, '_> {
            type Out = fmt::Result;
            fn visit<G: Listed>(self, g: &G) -> fmt::Result {
                fmt::Display::fmt(g, self.0)
            }
        }
        self.visit(Show(f))
    }
}
