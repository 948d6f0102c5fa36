//! One game of a match: two players (built-in algorithms or hosted engines) from an opening to
//! the end the rules say, or to a forfeit. The referee owns the clocks and the dice: it throws
//! the sticks itself where the game has chance and sends the throw in the move list.

use crate::host::millis;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::app::seat::{AnyMove, AnyPosition, Variant};
use crate::arena::Effort;
use crate::game::{Outcome, Side};
use crate::host::{Budget, Engine, EngineSpec, Failure, Timeouts};
use crate::protocol::Go;
use crate::search::{self, Algorithm, Enhancements};
use crate::searching::SearchWithProgress;

/// A player of a match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Player {
    /// One of gametree's algorithms.
    Algo(Builtin),
    /// An outside program.
    Engine(EngineSpec),
}

/// A built-in algorithm and how it searches.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Builtin {
    /// The algorithm.
    pub algorithm: Algorithm,
    /// Its enhancements: `None` for the engine's (`strong`, or the algorithm's own set).
    pub enhance: Option<Enhancements>,
    /// A sampling search's playout cap (`None`: the search's choice for the game).
    pub playout_cap: Option<u32>,
}

impl Builtin {
    /// `algorithm` as `gametree ugi` plays it.
    #[must_use]
    pub fn new(algorithm: Algorithm) -> Builtin {
        Builtin {
            algorithm,
            enhance: None,
            playout_cap: None,
        }
    }
}

impl Player {
    /// The name results call it by.
    #[must_use]
    pub fn name(&self) -> String {
        match self {
            Player::Algo(b) => b.algorithm.name().to_owned(),
            Player::Engine(e) => e.name.clone(),
        }
    }
}

/// The time control, the same for both sides.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TimeControl {
    /// A fixed time per move.
    MoveTime(Duration),
    /// A clock for the game, and an increment after each move.
    Clock {
        /// Each side's time at the start.
        base: Duration,
        /// Added after each move.
        inc: Duration,
    },
    /// A search depth per move (time is no object, up to [`Budget::DEPTH_PATIENCE`]).
    Depth(u32),
}

impl std::fmt::Display for TimeControl {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TimeControl::MoveTime(t) => write!(f, "movetime {} ms", t.as_millis()),
            TimeControl::Clock { base, inc } => {
                write!(f, "tc {}+{}", base.as_secs_f64(), inc.as_secs_f64())
            }
            TimeControl::Depth(d) => write!(f, "depth {d}"),
        }
    }
}

/// How a game ended and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ending {
    /// The result.
    pub outcome: Outcome,
    /// `rules`, or `forfeit: …` (see [`Failure::short`]).
    pub reason: String,
    /// A forfeit's whole notice: who, and what it did.
    pub notice: Option<String>,
}

/// A finished game.
#[derive(Clone, Debug)]
pub struct Record {
    /// Its number in the match, from 1.
    pub number: u64,
    /// The players' indices in the match's list: the first player's, then the second's.
    pub seats: [usize; 2],
    /// Their names, in the same order.
    pub names: [String; 2],
    /// Where it started.
    pub opening: AnyPosition,
    /// Every move from there (throws too), as played.
    pub moves: Vec<AnyMove>,
    /// How it ended.
    pub ending: Ending,
    /// Each colour's moves, nodes (an engine's from its last `info` line) and time.
    pub effort: [Effort; 2],
    /// Each engine's name and its traffic with the host (see [`crate::host::Log`]).
    pub logs: Vec<(String, Vec<String>)>,
}

impl Record {
    /// `1-0`, `0-1` or `1/2-1/2`.
    #[must_use]
    pub fn result_text(&self) -> &'static str {
        match self.ending.outcome {
            Outcome::Win(Side::First) => "1-0",
            Outcome::Win(Side::Second) => "0-1",
            Outcome::Draw => "1/2-1/2",
        }
    }

    /// The winner's index in the match's list, if any.
    #[must_use]
    pub fn winner(&self) -> Option<usize> {
        match self.ending.outcome {
            Outcome::Win(s) => Some(self.seats[s.index()]),
            Outcome::Draw => None,
        }
    }
}

/// What one game needs to know.
pub struct Table<'a> {
    /// The game.
    pub variant: Variant,
    /// The time control.
    pub tc: TimeControl,
    /// The host's waits.
    pub timeouts: Timeouts,
    /// Every player of the match.
    pub players: &'a [Player],
}

/// A player seated for one game.
enum Seated {
    Algo(Builtin),
    Engine(Box<Engine>),
}

/// Plays game `number` between `seats` (first player first) from `opening`; `seed` drives the
/// throws and the algorithms' random tie-breaks. Every engine is started for the game and gone
/// when it ends.
pub fn play(
    table: &Table<'_>,
    number: u64,
    seats: [usize; 2],
    opening: AnyPosition,
    seed: u64,
) -> Record {
    let names = seats.map(|i| table.players[i].name());
    let mut record = Record {
        number,
        seats,
        names: names.clone(),
        opening,
        moves: Vec::new(),
        ending: Ending {
            outcome: Outcome::Draw,
            reason: String::new(),
            notice: None,
        },
        logs: Vec::new(),
        effort: [Effort::default(); 2],
    };
    let forfeit = |side: Side, f: &Failure| Ending {
        outcome: Outcome::Win(side.other()),
        reason: format!("forfeit: {}", f.short()),
        notice: Some(format!("game {number}: {} {f}", names[side.index()])),
    };
    let mut seated = Vec::new();
    record.ending = contest(table, &mut seated, &mut record, seed, &forfeit);
    // The traffic of each engine that started, the game's forfeit included.
    record.logs = seated
        .iter()
        .zip(&names)
        .filter_map(|(s, name)| match s {
            Seated::Engine(e) => Some((name.clone(), e.log().lines())),
            Seated::Algo(_) => None,
        })
        .collect();
    record
}

/// Seats the players in `seated` and plays the game, its moves into `record`, to its end.
fn contest(
    table: &Table<'_>,
    seated: &mut Vec<Seated>,
    record: &mut Record,
    seed: u64,
    forfeit: &dyn Fn(Side, &Failure) -> Ending,
) -> Ending {
    for (i, side) in [Side::First, Side::Second].into_iter().enumerate() {
        match seat(table, record.seats[i]) {
            Ok(s) => seated.push(s),
            Err(f) => return forfeit(side, &f),
        }
    }
    let mut rng = StdRng::seed_from_u64(seed);
    let (mut left, inc) = match table.tc {
        TimeControl::Clock { base, inc } => ([base; 2], inc),
        _ => ([Duration::ZERO; 2], Duration::ZERO),
    };
    let opening = record.opening;
    let mut pos = opening;
    loop {
        if let Some(outcome) = pos.outcome() {
            return Ending {
                outcome,
                reason: "rules".into(),
                notice: None,
            };
        }
        let mv = if pos.is_chance() {
            throw(&pos, &mut rng)
        } else {
            let side = pos.side_to_move();
            let budget = match table.tc {
                TimeControl::MoveTime(t) => Budget::MoveTime(t),
                TimeControl::Clock { .. } => Budget::Clock {
                    left,
                    inc: [inc; 2],
                },
                TimeControl::Depth(d) => Budget::Depth(d),
            };
            let chosen = match &mut seated[side.index()] {
                Seated::Engine(e) => e
                    .go(&opening, &record.moves, &pos, &budget, &mut |_| {})
                    .map(|a| (a.mv, a.info.nodes.unwrap_or(0), a.elapsed)),
                Seated::Algo(b) => think(*b, &pos, &budget, &mut rng, table.timeouts.margin),
            };
            match chosen {
                Ok((mv, nodes, elapsed)) => {
                    let i = side.index();
                    left[i] = left[i].saturating_sub(elapsed) + inc;
                    record.effort[i] += Effort {
                        moves: 1,
                        nodes,
                        time: elapsed,
                    };
                    mv
                }
                Err(f) => return forfeit(side, &f),
            }
        };
        record.moves.push(mv);
        pos = pos
            .play(mv)
            .unwrap_or_else(|_| unreachable!("the move was checked"));
    }
}

/// Starts a player for a game.
fn seat(table: &Table<'_>, index: usize) -> Result<Seated, Failure> {
    match &table.players[index] {
        Player::Algo(b) => Ok(Seated::Algo(*b)),
        Player::Engine(spec) => {
            let mut e = Engine::start(spec, table.variant, table.timeouts)?;
            e.new_game()?;
            Ok(Seated::Engine(Box::new(e)))
        }
    }
}

/// A throw of the sticks (any chance outcome) at the rules' odds.
fn throw(pos: &AnyPosition, rng: &mut StdRng) -> AnyMove {
    let moves = pos.legal_moves();
    search::draw(moves.iter().copied(), |m| pos.probability(m), rng)
        .unwrap_or_else(|| unreachable!("a chance position has outcomes"))
}

/// A built-in algorithm's move under `budget`, its time managed as `gametree ugi` manages it,
/// and held to the same deadline as an engine's (its time plus `margin`); with its nodes and time.
fn think(
    builtin: Builtin,
    pos: &AnyPosition,
    budget: &Budget,
    rng: &mut StdRng,
    margin: Duration,
) -> Result<(AnyMove, u64, Duration), Failure> {
    let algorithm = builtin.algorithm;
    let to_move = pos.side_to_move().index();
    let mut go = Go::default();
    match budget {
        Budget::MoveTime(t) => go.movetime = Some(millis(*t)),
        Budget::Clock { left, inc } => {
            go.clocks = left.map(|t| Some(millis(t)));
            go.increments = inc.map(|t| Some(millis(t)));
        }
        Budget::Depth(d) => go.depth = Some(*d),
    }
    let limits = search::Limits {
        enhance: builtin.enhance.unwrap_or_else(|| {
            algorithm
                .window_enhancements(Enhancements::STRONG)
                .unwrap_or(Enhancements::NONE)
        }),
        playout_cap: builtin.playout_cap,
        ..go.limits(
            to_move,
            algorithm.info().exact,
            Arc::new(AtomicBool::new(false)),
        )
    };
    let begun = Instant::now();
    let report = pos.visit(SearchWithProgress {
        algorithm,
        limits: &limits,
        rng,
        progress: &mut |_, _| {},
    });
    let elapsed = begun.elapsed();
    let allowed = budget.allowed(to_move);
    if elapsed > allowed + margin {
        return Err(Failure::Time(crate::app::forfeit::Particulars::Overran {
            took_ms: millis(elapsed),
            allowed_ms: millis(allowed),
            margin_ms: millis(margin),
        }));
    }
    match report.map(|r| (r.best, r.nodes)) {
        Ok((Some(mv), nodes)) => Ok((mv, nodes, elapsed)),
        Ok((None, _)) => Err(Failure::NoMove(format!("{algorithm} found no move"))),
        Err(e) => Err(Failure::NoMove(e.to_string())),
    }
}
