//! `gametree match`: a tournament between any mix of built-in algorithms and hosted engines —
//! round robin or gauntlet, each opening played twice with the colours swapped, games in
//! parallel, each player's and each pairing's tally with its Elo, and an SPRT that stops a
//! two-player match once it has decided.
//!
//! The games are independent: each starts its engines afresh ([`referee::play`]) and is seeded
//! by its number alone, so a match between built-ins at a fixed depth is the same whatever the
//! concurrency.

pub mod referee;
pub mod sprt;

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;

use serde_json::{Value, json};

use crate::app::seat::{AnyPosition, Variant};
use crate::arena::{GameResult, Tally, elo, game_seed};
use crate::game::Side;
use crate::host::Timeouts;
pub use referee::{Builtin, Player, Record, TimeControl};
use sprt::{Sprt, Verdict};

/// A match as the command line sets it.
pub struct Settings {
    /// The game.
    pub variant: Variant,
    /// The players, in the order given.
    pub players: Vec<Player>,
    /// The first player against each other, instead of everyone against everyone.
    pub gauntlet: bool,
    /// Games per pairing (an odd number still plays its last opening once).
    pub games: u32,
    /// The openings, used in turn, each for two games (one with each colour).
    pub openings: Vec<AnyPosition>,
    /// The time control.
    pub tc: TimeControl,
    /// Games played at once.
    pub concurrency: usize,
    /// The seed of the games (their throws and tie-breaks).
    pub seed: u64,
    /// Stops a two-player match once decided.
    pub sprt: Option<Sprt>,
    /// The host's waits.
    pub timeouts: Timeouts,
}

/// One game to play: its number from 1, the players (first player first), its opening.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Fixture {
    /// From 1.
    pub number: u64,
    /// Indices in [`Settings::players`]: the first player's, then the second's.
    pub seats: [usize; 2],
    /// An index in [`Settings::openings`].
    pub opening: usize,
}

impl Settings {
    /// The pairings: every two players (round robin) or the first with each other (gauntlet).
    #[must_use]
    pub fn pairings(&self) -> Vec<[usize; 2]> {
        let n = self.players.len();
        if self.gauntlet {
            (1..n).map(|j| [0, j]).collect()
        } else {
            (0..n)
                .flat_map(|i| (i + 1..n).map(move |j| [i, j]))
                .collect()
        }
    }

    /// Every game in the order they start: round by round (one opening a round), each pairing
    /// playing the round's opening twice, first with its first-named player moving first.
    #[must_use]
    pub fn fixtures(&self) -> Vec<Fixture> {
        let pairings = self.pairings();
        let mut out = Vec::new();
        let rounds = self.games.div_ceil(2) as usize;
        for round in 0..rounds {
            for &[a, b] in &pairings {
                for (k, seats) in [[a, b], [b, a]].into_iter().enumerate() {
                    if 2 * round + k < self.games as usize {
                        out.push(Fixture {
                            number: out.len() as u64 + 1,
                            seats,
                            opening: round % self.openings.len().max(1),
                        });
                    }
                }
            }
        }
        out
    }
}

/// The tallies so far: each player's, and each pairing's from its first-named player's side.
#[derive(Clone, Debug, Default)]
pub struct Standings {
    /// Per player, in [`Settings::players`]' order.
    pub players: Vec<Tally>,
    /// Per pairing, in [`Settings::pairings`]' order.
    pub pairings: Vec<([usize; 2], Tally)>,
}

impl Standings {
    fn new(settings: &Settings) -> Standings {
        Standings {
            players: vec![Tally::default(); settings.players.len()],
            pairings: settings
                .pairings()
                .into_iter()
                .map(|p| (p, Tally::default()))
                .collect(),
        }
    }

    /// Counts a finished game.
    pub fn add(&mut self, r: &Record) {
        for (i, side) in [Side::First, Side::Second].into_iter().enumerate() {
            self.players[r.seats[i]].add(GameResult::of(r.ending.outcome, side));
        }
        for (pair, tally) in &mut self.pairings {
            if let Some(i) = r.seats.iter().position(|&s| s == pair[0])
                && r.seats.contains(&pair[1])
            {
                let side = if i == 0 { Side::First } else { Side::Second };
                tally.add(GameResult::of(r.ending.outcome, side));
            }
        }
    }
}

/// A finished match.
pub struct Summary {
    /// Every game played, by number.
    pub records: Vec<Record>,
    /// The tallies.
    pub standings: Standings,
    /// Games not played because the SPRT had decided.
    pub skipped: usize,
    /// The SPRT's decision, if it came.
    pub decision: Option<Decision>,
}

/// The SPRT's verdict and the tally it was reached on. Games already under way when it came are
/// played to the end and recorded, but they do not reopen a test that has stopped.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    /// H0 or H1.
    pub verdict: Verdict,
    /// The two-player pairing's tally when the test stopped.
    pub tally: Tally,
}

impl Summary {
    /// The tally the SPRT judges: the one it stopped on, or every game if it never stopped.
    #[must_use]
    pub fn sprt_tally(&self) -> Option<Tally> {
        match (&self.decision, &self.standings.pairings[..]) {
            (Some(d), _) => Some(d.tally),
            (None, [(_, t)]) => Some(*t),
            _ => None,
        }
    }
}

/// The decision on `standings`, the first time its only pairing's tally crosses a bound; a
/// decision already made stands.
fn decide(sprt: Option<&Sprt>, standings: &Standings, made: Option<Decision>) -> Option<Decision> {
    made.or_else(|| match (sprt, &standings.pairings[..]) {
        (Some(sprt), [(_, tally)]) => match sprt.verdict(tally) {
            Verdict::Continue => None,
            verdict => Some(Decision {
                verdict,
                tally: *tally,
            }),
        },
        _ => None,
    })
}

/// Plays the match, `settings.concurrency` games at a time; `each` sees every game as it ends
/// with the standings after it.
pub fn run(settings: &Settings, mut each: impl FnMut(&Record, &Standings)) -> Summary {
    let fixtures = settings.fixtures();
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let table = referee::Table {
        variant: settings.variant,
        tc: settings.tc,
        timeouts: settings.timeouts,
        players: &settings.players,
    };
    let mut standings = Standings::new(settings);
    let mut records = Vec::new();
    let mut decision = None;
    let (tx, rx) = mpsc::channel();
    std::thread::scope(|scope| {
        for _ in 0..settings.concurrency.clamp(1, fixtures.len().max(1)) {
            let tx = tx.clone();
            let (fixtures, next, stop, table) = (&fixtures, &next, &stop, &table);
            std::thread::Builder::new()
                .stack_size(crate::searching::SEARCH_STACK)
                .spawn_scoped(scope, move || {
                    while !stop.load(Ordering::Relaxed) {
                        let Some(f) = fixtures.get(next.fetch_add(1, Ordering::Relaxed)) else {
                            break;
                        };
                        let opening = settings.openings[f.opening];
                        let seed = game_seed(settings.seed, f.number);
                        let record = referee::play(table, f.number, f.seats, opening, seed);
                        if tx.send(record).is_err() {
                            break;
                        }
                    }
                })
                .expect("a thread for the games");
        }
        drop(tx);
        for record in rx {
            standings.add(&record);
            each(&record, &standings);
            records.push(record);
            decision = decide(settings.sprt.as_ref(), &standings, decision);
            if decision.is_some() {
                stop.store(true, Ordering::Relaxed);
            }
        }
    });
    records.sort_by_key(|r| r.number);
    Summary {
        skipped: fixtures.len() - records.len(),
        records,
        standings,
        decision,
    }
}

/// A finished game's line for a log: `game 3 of 40: a vs b 1-0 (rules)`, and the pairing's
/// tally so far when the match has one pairing.
#[must_use]
pub fn game_line(record: &Record, standings: &Standings, names: &[String], total: usize) -> String {
    let mut line = format!(
        "game {} of {total}: {} vs {} {} ({})",
        record.number,
        record.names[0],
        record.names[1],
        record.result_text(),
        record.ending.reason
    );
    if let [([a, b], t)] = &standings.pairings[..] {
        line += &format!("; {} vs {} W/D/L {}", names[*a], names[*b], t.wdl());
    }
    line
}

/// A pairing's line: `a vs b: W/D/L 3/4/1  score …  Elo …` from `a`'s side.
#[must_use]
pub fn pairing_line(names: [&str; 2], t: &Tally) -> String {
    if t.games() == 0 {
        return format!("{} vs {}: no games", names[0], names[1]);
    }
    format!(
        "{} vs {}: W/D/L {}  {}",
        names[0],
        names[1],
        t.wdl(),
        t.score_line()
    )
}

/// The match as JSON: the games (players, result, reason, opening, moves), each player's
/// W-L-D, each pairing's tally and Elo, the SPRT.
#[must_use]
pub fn json(settings: &Settings, summary: &Summary) -> Value {
    let names: Vec<String> = settings.players.iter().map(Player::name).collect();
    let games: Vec<Value> = summary
        .records
        .iter()
        .map(|r| {
            json!({
                "number": r.number,
                "p1": r.names[0],
                "p2": r.names[1],
                "opening": r.opening.to_string(),
                "moves": r.moves.iter().map(ToString::to_string).collect::<Vec<_>>(),
                "result": r.result_text(),
                "winner": r.winner().map(|w| names[w].clone()),
                "reason": r.ending.reason,
                "notice": r.ending.notice,
            })
        })
        .collect();
    let players: Vec<Value> = names
        .iter()
        .zip(&summary.standings.players)
        .map(|(n, t)| json!({"name": n, "wins": t.wins, "losses": t.losses, "draws": t.draws}))
        .collect();
    let pairings: Vec<Value> = summary
        .standings
        .pairings
        .iter()
        .map(|([a, b], t)| {
            let (score, (lo, hi)) = if t.games() > 0 {
                (t.score(), t.interval())
            } else {
                (0.5, (0.0, 1.0))
            };
            json!({
                "players": [names[*a], names[*b]],
                "wins": t.wins, "draws": t.draws, "losses": t.losses,
                "score": score,
                "elo": elo(score), "elo_low": elo(lo), "elo_high": elo(hi),
            })
        })
        .collect();
    let sprt = match (&settings.sprt, summary.sprt_tally()) {
        (Some(s), Some(t)) => {
            let (lower, upper) = s.bounds();
            json!({
                "elo0": s.elo0, "elo1": s.elo1, "alpha": s.alpha, "beta": s.beta,
                "model": "trinomial, logistic",
                "llr": s.llr(&t), "lower": lower, "upper": upper,
                "games": t.games(),
                "verdict": match s.verdict(&t) {
                    Verdict::H0 => "H0",
                    Verdict::H1 => "H1",
                    Verdict::Continue => "continue",
                },
            })
        }
        _ => Value::Null,
    };
    json!({
        "game": settings.variant.to_string(),
        "time_control": settings.tc.to_string(),
        "seed": settings.seed,
        "games": games,
        "players": players,
        "pairings": pairings,
        "sprt": sprt,
        "skipped": summary.skipped,
    })
}

/// Every game as a record of tags and moves, PGN's shape: the opening, the players, the moves,
/// the result and why (a forfeit's notice as a comment).
#[must_use]
pub fn records_text(settings: &Settings, summary: &Summary) -> String {
    use std::fmt::Write as _;
    let mut out = String::new();
    for r in &summary.records {
        let tags = [
            ("Event", "gametree match".to_owned()),
            ("Game", settings.variant.to_string()),
            ("Round", r.number.to_string()),
            ("P1", r.names[0].clone()),
            ("P2", r.names[1].clone()),
            ("TimeControl", settings.tc.to_string()),
            ("Opening", r.opening.to_string()),
            ("Result", r.result_text().to_owned()),
            ("Termination", r.ending.reason.clone()),
        ];
        for (k, v) in tags {
            let _ = writeln!(
                out,
                "[{k} \"{}\"]",
                v.replace('\\', "\\\\").replace('"', "\\\"")
            );
        }
        let moves: Vec<String> = r.moves.iter().map(ToString::to_string).collect();
        let _ = writeln!(out);
        if !moves.is_empty() {
            let _ = write!(out, "{} ", moves.join(" "));
        }
        if let Some(n) = &r.ending.notice {
            let _ = write!(out, "{{{}}} ", n.replace('}', ")"));
        }
        let _ = writeln!(out, "{}\n", r.result_text());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(players: usize, gauntlet: bool, games: u32) -> Settings {
        let variant: Variant = "tictactoe".parse().unwrap();
        Settings {
            variant,
            players: vec![
                Player::Algo(referee::Builtin::new(crate::search::Algorithm::Minimax));
                players
            ],
            gauntlet,
            games,
            openings: vec![variant.start(); 2],
            tc: TimeControl::Depth(1),
            concurrency: 1,
            seed: 1,
            sprt: None,
            timeouts: Timeouts::default(),
        }
    }

    #[test]
    fn each_opening_is_played_twice_with_the_colours_swapped() {
        let s = settings(3, false, 3);
        assert_eq!(s.pairings(), [[0, 1], [0, 2], [1, 2]]);
        assert_eq!(settings(3, true, 3).pairings(), [[0, 1], [0, 2]]);
        let f: Vec<([usize; 2], usize)> =
            s.fixtures().iter().map(|f| (f.seats, f.opening)).collect();
        assert_eq!(
            f,
            [
                ([0, 1], 0),
                ([1, 0], 0),
                ([0, 2], 0),
                ([2, 0], 0),
                ([1, 2], 0),
                ([2, 1], 0),
                // The third game of each pairing: the second opening, once.
                ([0, 1], 1),
                ([0, 2], 1),
                ([1, 2], 1),
            ]
        );
        assert_eq!(s.fixtures()[8].number, 9);
    }

    #[test]
    fn a_decision_stands_whatever_the_games_still_under_way_score() {
        let sprt = Sprt::parse("0,100").unwrap();
        let mut standings = Standings::new(&settings(2, false, 100));
        let tally = |w, d, l| Tally {
            wins: w,
            draws: d,
            losses: l,
        };
        standings.pairings[0].1 = tally(20, 2, 8);
        assert_eq!(decide(Some(&sprt), &standings, None), None);
        standings.pairings[0].1 = tally(21, 2, 8);
        let made = decide(Some(&sprt), &standings, None);
        assert_eq!(
            made,
            Some(Decision {
                verdict: Verdict::H1,
                tally: tally(21, 2, 8)
            })
        );
        // A game under way when the test stopped is lost: alone the tally would say continue,
        // but the decision already made is the one reported.
        standings.pairings[0].1 = tally(21, 2, 9);
        assert_eq!(sprt.verdict(&standings.pairings[0].1), Verdict::Continue);
        assert_eq!(decide(Some(&sprt), &standings, made), made);
        assert_eq!(decide(None, &standings, None), None);
    }

    #[test]
    fn the_elo_and_its_interval_agree_with_a_hand_computation() {
        // 60/30/10: score 0.75, per-game variance 0.1125, se = √(0.1125/100) = 0.03354;
        // 0.75 ± 1.96 se = [0.68426, 0.81574]; Elo −400 log10(1/s − 1): 190.8 [134.4, 258.4].
        let t = Tally {
            wins: 60,
            draws: 30,
            losses: 10,
        };
        assert_eq!(
            pairing_line(["a", "b"], &t),
            "a vs b: W/D/L 60/30/10  score 75.0% [68.4%, 81.6%]  Elo +191 [+134, +258]"
        );
        assert_eq!(
            pairing_line(["a", "b"], &Tally::default()),
            "a vs b: no games"
        );
    }
}
