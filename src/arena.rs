//! Matches between two evaluations of a game: random openings, games in which both sides search
//! with negamax alpha-beta to the same depth and only the evaluation at the horizon differs, the
//! candidate's wins, draws and losses, and its score as an Elo estimate with a 95% interval.
//!
//! This is the harness behind the evaluation match examples (`examples/blobwar_match.rs`,
//! `examples/connect4_match.rs`) and the small seeded matches of the evaluation tests; the method
//! is described in `docs/blobwar-eval.md`. Its tally, Elo and openings are also what
//! `gametree match` ([`crate::matches`]) reports and plays from, and `examples/algorithm_match.rs`
//! is built on that command's games. It knows only the [`Game`] trait and [`search`].

use std::collections::HashSet;
use std::fmt;
use std::ops::AddAssign;
use std::time::Duration;

use rand::rngs::StdRng;
use rand::{Rng, RngExt, SeedableRng};

use crate::game::{Game, Outcome, SearchHints, Side};
use crate::search::{self, Algorithm, Limits};

/// An evaluation a side searches with. It is `Copy` so that it can ride along inside the
/// position ([`Scored`]); its values must stay within ±[`EVAL_LIMIT`](crate::game::EVAL_LIMIT).
pub trait Evaluation<G>: Copy + Send + Sync + fmt::Debug + 'static {
    /// The value of the unfinished position `pos` for its side to move.
    fn value(&self, pos: &G) -> f64;
}

/// The game `G` searched with the evaluation `E`: every rule is `G`'s own.
///
/// [`SearchHints::value_bounds`] is left at its default (±WIN): a game's own bounds hold for its own
/// evaluation, not for another.
#[derive(Copy, Clone, Debug)]
pub struct Scored<G, E> {
    /// The position.
    pub pos: G,
    /// The evaluation at the horizon.
    pub eval: E,
}

impl<G: SearchHints, E> fmt::Display for Scored<G, E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.pos, f)
    }
}

impl<G: SearchHints, E: Evaluation<G>> Game for Scored<G, E> {
    type Move = G::Move;
    const WIN: f64 = G::WIN;

    fn side_to_move(&self) -> Side {
        self.pos.side_to_move()
    }

    fn is_chance(&self) -> bool {
        self.pos.is_chance()
    }

    fn probability(&self, mv: G::Move) -> f64 {
        self.pos.probability(mv)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.pos.outcome()
    }

    fn legal_moves(&self, out: &mut Vec<G::Move>) {
        self.pos.legal_moves(out);
    }

    fn play(&self, mv: G::Move) -> Self {
        Scored {
            pos: self.pos.play(mv),
            eval: self.eval,
        }
    }

    fn evaluate(&self) -> f64 {
        self.eval.value(&self.pos)
    }

    fn is_pass(&self, mv: G::Move) -> bool {
        self.pos.is_pass(mv)
    }

    fn perft(&self, depth: u32) -> u64 {
        self.pos.perft(depth)
    }
}

/// The position's own move order; no other hint (a match compares evaluations, not keys).
impl<G: SearchHints, E: Evaluation<G>> SearchHints for Scored<G, E> {
    fn order_hint(&self, mv: G::Move) -> i32 {
        self.pos.order_hint(mv)
    }
}

/// `start` after up to `plies` random moves (fewer if the game ends first).
pub fn random_line<G: SearchHints, R: Rng + ?Sized>(start: &G, plies: u32, rng: &mut R) -> G {
    let mut p = *start;
    let mut moves = Vec::new();
    for _ in 0..plies {
        moves.clear();
        p.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        p = p.play(moves[rng.random_range(0..moves.len())]);
    }
    p
}

/// `n` distinct random openings: `min..=max` random plies from `start`, none already over.
///
/// # Panics
/// When `n` distinct openings cannot be found in `1000 n + 1000` tries.
pub fn openings<G: SearchHints, R: Rng + ?Sized>(
    start: &G,
    n: usize,
    min: u32,
    max: u32,
    rng: &mut R,
) -> Vec<G> {
    let out = openings_up_to(start, n, min, max, rng);
    assert!(out.len() == n, "could not find {n} distinct openings");
    out
}

/// Up to `n` distinct random openings as [`openings`] draws them: fewer when `1000 n + 1000`
/// tries find no more (a small game has only so many).
pub fn openings_up_to<G: SearchHints, R: Rng + ?Sized>(
    start: &G,
    n: usize,
    min: u32,
    max: u32,
    rng: &mut R,
) -> Vec<G> {
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    let mut tries = 0;
    while out.len() < n && tries < 1000 * n + 1000 {
        tries += 1;
        let plies = rng.random_range(min..=max);
        let p = random_line(start, plies, rng);
        if p.outcome().is_none() && seen.insert(p.to_string()) {
            out.push(p);
        }
    }
    out
}

/// One side's search totals.
#[derive(Copy, Clone, Debug, Default)]
pub struct Effort {
    /// Moves searched.
    pub moves: u64,
    /// Positions visited.
    pub nodes: u64,
    /// Wall time.
    pub time: Duration,
}

impl AddAssign for Effort {
    fn add_assign(&mut self, other: Effort) {
        self.moves += other.moves;
        self.nodes += other.nodes;
        self.time += other.time;
    }
}

impl Effort {
    /// One line: moves, nodes per move and milliseconds per move, after `name`.
    #[must_use]
    pub fn line(&self, name: &str) -> String {
        let n = self.moves.max(1) as f64;
        format!(
            "{name:<10} {:>8} moves  {:>10.0} nodes/move  {:>9.3} ms/move",
            self.moves,
            self.nodes as f64 / n,
            self.time.as_secs_f64() * 1000.0 / n
        )
    }
}

/// Plays one game from `start` to its end, the side `i` searching with `evals[i]` (x first) by
/// negamax alpha-beta to `depth`, root ties broken by `rng`. Returns the final position and each
/// colour's effort.
///
/// # Panics
/// Only if the search fails to give a move in an unfinished position.
pub fn play_game<G: SearchHints, E: Evaluation<G>>(
    start: G,
    evals: [E; 2],
    depth: u32,
    rng: &mut StdRng,
) -> (G, [Effort; 2]) {
    let mut effort = [Effort::default(); 2];
    let mut p = start;
    while p.outcome().is_none() {
        let side = p.side_to_move();
        let eval = evals[side.index()];
        let r = search::search(
            Algorithm::NegamaxAb,
            &Scored { pos: p, eval },
            &Limits::depth(depth),
            rng,
        )
        .expect("the game is not over");
        p = play_searched(p, &r, &mut effort[side.index()]);
    }
    (p, effort)
}

/// Plays the move a search chose at `p`, adding the search to its side's `effort`.
fn play_searched<G: SearchHints>(p: G, r: &search::Report<G::Move>, effort: &mut Effort) -> G {
    *effort += Effort {
        moves: 1,
        nodes: r.nodes,
        time: r.elapsed,
    };
    p.play(r.best.expect("a move"))
}

/// How a game ended for the candidate.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GameResult {
    /// The candidate won.
    Win,
    /// Nobody won.
    Draw,
    /// The candidate lost.
    Loss,
}

impl GameResult {
    /// The result for `side` of a game that ended with `outcome`.
    #[must_use]
    pub fn of(outcome: Outcome, side: Side) -> GameResult {
        match outcome {
            Outcome::Win(s) if s == side => GameResult::Win,
            Outcome::Win(_) => GameResult::Loss,
            Outcome::Draw => GameResult::Draw,
        }
    }

    /// "win", "draw" or "loss".
    #[must_use]
    pub fn word(self) -> &'static str {
        match self {
            GameResult::Win => "win",
            GameResult::Draw => "draw",
            GameResult::Loss => "loss",
        }
    }
}

/// The candidate's wins, draws and losses.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games won.
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games lost.
    pub losses: u32,
}

impl Tally {
    /// Counts one game.
    pub fn add(&mut self, r: GameResult) {
        match r {
            GameResult::Win => self.wins += 1,
            GameResult::Draw => self.draws += 1,
            GameResult::Loss => self.losses += 1,
        }
    }

    /// Games counted.
    #[must_use]
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Points: a win is 1, a draw ½.
    #[must_use]
    pub fn points(&self) -> f64 {
        f64::from(self.wins) + 0.5 * f64::from(self.draws)
    }

    /// Points per game, from 0 to 1.
    #[must_use]
    pub fn score(&self) -> f64 {
        self.points() / f64::from(self.games())
    }

    /// An approximate 95% interval of the score: ± 1.96 standard errors of the per-game score
    /// (trinomial; the colour-swapped pairs are not exploited). It may reach past 0 or 1.
    #[must_use]
    pub fn interval(&self) -> (f64, f64) {
        let n = f64::from(self.games());
        let score = self.score();
        let var = (f64::from(self.wins) * (1.0 - score).powi(2)
            + f64::from(self.draws) * (0.5 - score).powi(2)
            + f64::from(self.losses) * score.powi(2))
            / n;
        let se = (var / n).sqrt();
        (score - 1.96 * se, score + 1.96 * se)
    }

    /// `W/D/L`, e.g. `30/0/10`.
    #[must_use]
    pub fn wdl(&self) -> String {
        format!("{}/{}/{}", self.wins, self.draws, self.losses)
    }

    /// The score and the Elo difference, each with its 95% interval, e.g.
    /// `score 75.0% [61.6%, 88.4%]  Elo +191 [+82, +353]`.
    #[must_use]
    pub fn score_line(&self) -> String {
        let score = self.score();
        let (lo, hi) = self.interval();
        format!(
            "score {:.1}% [{:.1}%, {:.1}%]  Elo {:+.0} [{:+.0}, {:+.0}]",
            100.0 * score,
            100.0 * lo.max(0.0),
            100.0 * hi.min(1.0),
            elo(score),
            elo(lo),
            elo(hi)
        )
    }
}

/// The Elo difference of a score fraction (clamped away from 0 and 1).
#[must_use]
pub fn elo(score: f64) -> f64 {
    let s = score.clamp(1e-6, 1.0 - 1e-6);
    // + 0.0 turns an even score's −0 into 0, which prints as "+0", not "-0".
    -400.0 * (1.0 / s - 1.0).log10() + 0.0
}

/// One finished game of a match.
#[derive(Copy, Clone, Debug)]
pub struct Played<G> {
    /// The game's number, from 0: opening `number / 2`, the candidate x in even games.
    pub number: u64,
    /// The opening it started from.
    pub opening: G,
    /// The candidate's colour.
    pub candidate: Side,
    /// The final position.
    pub end: G,
    /// The result for the candidate.
    pub result: GameResult,
}

impl<G: SearchHints> Played<G> {
    /// One line about the game: its number from 1, the opening, the candidate's colour and
    /// result, then `note` and the final position.
    #[must_use]
    pub fn line(&self, note: &str) -> String {
        format!(
            "game {:>4}: opening {}, candidate plays {}: {}{note} ({})",
            self.number + 1,
            self.opening,
            if self.candidate == Side::First {
                "x"
            } else {
                "o"
            },
            self.result.word(),
            self.end
        )
    }
}

/// A finished match: the candidate's tally and the effort of the candidate (0) and the
/// baseline (1).
#[derive(Copy, Clone, Debug, Default)]
pub struct Summary {
    /// The candidate's wins, draws and losses.
    pub tally: Tally,
    /// Search totals: the candidate's, then the baseline's.
    pub effort: [Effort; 2],
}

/// Plays every opening twice, the candidate with x and then with o, both sides at `depth`; game
/// `n` (from 0) breaks root ties with an rng seeded with `seed_of(n)`. `each` sees every game as
/// it ends.
pub fn play_match<G: SearchHints, E: Evaluation<G>>(
    openings: &[G],
    [candidate, baseline]: [E; 2],
    depth: u32,
    seed_of: impl Fn(u64) -> u64,
    mut each: impl FnMut(&Played<G>),
) -> Summary {
    let mut sum = Summary::default();
    for (i, &opening) in openings.iter().enumerate() {
        for side in [Side::First, Side::Second] {
            let number = 2 * i as u64 + side.index() as u64;
            let evals = match side {
                Side::First => [candidate, baseline],
                Side::Second => [baseline, candidate],
            };
            let mut rng = StdRng::seed_from_u64(seed_of(number));
            let (end, effort) = play_game(opening, evals, depth, &mut rng);
            sum.effort[0] += effort[side.index()];
            sum.effort[1] += effort[side.other().index()];
            let result = GameResult::of(end.outcome().expect("the game is over"), side);
            sum.tally.add(result);
            each(&Played {
                number,
                opening,
                candidate: side,
                end,
                result,
            });
        }
    }
    sum
}

/// The seed of game `n` of a match seeded with `seed`, as the match examples draw it.
#[must_use]
pub fn game_seed(seed: u64, n: u64) -> u64 {
    seed.wrapping_mul(1_000_003) + n
}

/// Reads weighted terms `NAME=WEIGHT[+NAME=WEIGHT...]` into one weight per name of `names`
/// (repeated names add up); a name of `groups` gives its weight to each term it lists by index.
/// `expected` is what the error for an unknown name says was expected.
///
/// # Errors
/// A term without `=`, a weight that is not a number, or an unknown name.
pub fn parse_weights<const N: usize>(
    text: &str,
    names: &[&str; N],
    groups: &[(&str, &[usize])],
    expected: &str,
) -> Result<[f64; N], String> {
    let mut w = [0.0; N];
    for term in text.split('+') {
        let (name, weight) = term
            .split_once('=')
            .ok_or_else(|| format!("bad term '{term}' (expected NAME=WEIGHT)"))?;
        let weight = weight
            .parse::<f64>()
            .map_err(|_| format!("bad weight '{weight}' (expected a number)"))?;
        if let Some(i) = names.iter().position(|&t| t == name) {
            w[i] += weight;
        } else if let Some((_, terms)) = groups.iter().find(|(g, _)| *g == name) {
            for &i in *terms {
                w[i] += weight;
            }
        } else {
            return Err(format!("unknown term '{name}' (expected {expected})"));
        }
    }
    Ok(w)
}

/// Weighted terms written back as `NAME=WEIGHT+...`, the terms of weight 0 left out.
#[must_use]
pub fn terms_text(weights: &[f64], names: &[&str]) -> String {
    let terms: Vec<String> = weights
        .iter()
        .zip(names)
        .filter(|(w, _)| **w != 0.0)
        .map(|(w, t)| format!("{t}={w}"))
        .collect();
    terms.join("+")
}

/// Reads a match's two evaluations (candidate, baseline) with `parse` and its board size `AxB`
/// (`example` shows one in the error), and makes the starting position with `new`.
///
/// # Errors
/// The first of: an evaluation `parse` rejects, a size that is not two numbers, a size `new`
/// rejects.
pub fn setup<G, E, P: fmt::Display>(
    evals: [&str; 2],
    parse: impl Fn(&str) -> Result<E, String>,
    size: &str,
    example: &str,
    new: impl Fn(u8, u8) -> Result<G, P>,
) -> Result<Setup<G, E>, String> {
    let [candidate, baseline] = evals;
    let evals = [parse(candidate)?, parse(baseline)?];
    let (a, b) = crate::game::parse_size(size, 3)
        .ok_or_else(|| format!("bad size '{size}' (expected e.g. {example})"))?;
    let start = new(a, b).map_err(|e| e.to_string())?;
    Ok(Setup {
        evals,
        start,
        size: format!("{a}x{b}"),
    })
}

/// Ends a match example that cannot start: the error on stderr, exit status 2 (bad input).
pub fn fail(e: impl fmt::Display) -> ! {
    eprintln!("error: {e}");
    std::process::exit(2);
}

/// What [`setup`] read.
#[derive(Clone, Debug)]
pub struct Setup<G, E> {
    /// The candidate's and the baseline's evaluations.
    pub evals: [E; 2],
    /// The starting position.
    pub start: G,
    /// The board size as the report shows it, e.g. `7x6`.
    pub size: String,
}

/// The match options both examples share (clap flattens them into each example's own).
#[derive(clap::Args, Debug)]
pub struct MatchArgs {
    /// Games to play (rounded up to an even number: each opening is played with both colours).
    #[arg(long, default_value_t = 100)]
    pub games: u32,
    /// Seed of the openings and of the root tie-breaking.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Random plies of each opening: at least this many ...
    #[arg(long, default_value_t = 2)]
    pub min_plies: u32,
    /// ... and at most this many.
    #[arg(long, default_value_t = 4)]
    pub max_plies: u32,
    /// Print one line per game.
    #[arg(long)]
    pub verbose: bool,
}

impl MatchArgs {
    /// The openings of the match from `start`, drawn from the rng seeded with `seed`: half the
    /// games (at least one), each of `min_plies..=max_plies` random plies.
    #[must_use]
    pub fn openings<G: SearchHints>(&self, start: &G) -> Vec<G> {
        let min = self.min_plies.min(self.max_plies);
        let pairs = self.games.div_ceil(2).max(1) as usize;
        let mut rng = StdRng::seed_from_u64(self.seed);
        openings(start, pairs, min, self.max_plies, &mut rng)
    }

    /// Plays the match of `evals` (candidate, baseline) over `openings` at `depth`, the games
    /// seeded by [`game_seed`].
    pub fn play<G: SearchHints, E: Evaluation<G>>(
        &self,
        openings: &[G],
        evals: [E; 2],
        depth: u32,
        each: impl FnMut(&Played<G>),
    ) -> Summary {
        play_match(openings, evals, depth, |n| game_seed(self.seed, n), each)
    }

    /// The match's report: who played, how and on what (`size`); the candidate's W/D/L, then
    /// `notes[0]`, its score and Elo, then `notes[1]`; each side's effort.
    #[must_use]
    pub fn report<E: fmt::Display>(
        &self,
        evals: &[E; 2],
        depth: u32,
        summary: &Summary,
        openings: usize,
        size: &str,
        notes: [&str; 2],
    ) -> String {
        let t = &summary.tally;
        format!(
            "{} vs {}, negamax-ab depth {depth}, {} games ({openings} openings x 2 colours), \
             {size}, seed {}\ncandidate W/D/L {}{}  {}{}\n{}\n{}",
            evals[0],
            evals[1],
            t.games(),
            self.seed,
            t.wdl(),
            notes[0],
            t.score_line(),
            notes[1],
            summary.effort[0].line("candidate"),
            summary.effort[1].line("baseline")
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_score_and_its_interval_follow_the_trinomial_formula() {
        let t = Tally {
            wins: 30,
            draws: 0,
            losses: 10,
        };
        assert_eq!((t.games(), t.points(), t.score()), (40, 30.0, 0.75));
        // var = (30·0.25² + 10·0.75²) / 40 = 0.1875; se = √(0.1875 / 40).
        let se = (0.1875f64 / 40.0).sqrt();
        assert_eq!(t.interval(), (0.75 - 1.96 * se, 0.75 + 1.96 * se));
        assert_eq!(
            t.score_line(),
            "score 75.0% [61.6%, 88.4%]  Elo +191 [+82, +353]"
        );
        assert_eq!(t.wdl(), "30/0/10");
        let mut t = Tally::default();
        for out in [
            Outcome::Win(Side::Second),
            Outcome::Draw,
            Outcome::Win(Side::First),
        ] {
            t.add(GameResult::of(out, Side::Second));
        }
        assert_eq!(t.wdl(), "1/1/1");
    }

    #[test]
    fn elo_is_zero_at_even_and_symmetric() {
        assert_eq!(elo(0.5), 0.0);
        assert!(elo(0.5).is_sign_positive());
        let even = Tally {
            wins: 1,
            draws: 2,
            losses: 1,
        };
        assert!(
            even.score_line().contains("Elo +0 ["),
            "{}",
            even.score_line()
        );
        // 10:1 odds are 400 points.
        assert!((elo(10.0 / 11.0) - 400.0).abs() < 1e-9);
        assert!((elo(0.25) + elo(0.75)).abs() < 1e-9);
        assert!(elo(1.0).is_finite() && elo(0.0).is_finite());
    }

    #[test]
    fn terms_and_sizes_are_read_with_clear_errors() {
        let names = ["a", "b", "c"];
        let groups: &[(&str, &[usize])] = &[("bc", &[1, 2])];
        let read = |text| parse_weights(text, &names, groups, "a, b, c or bc");
        assert_eq!(read("a=1+bc=0.5+c=-2+a=1"), Ok([2.0, 0.5, -1.5]));
        assert_eq!(
            read("a"),
            Err("bad term 'a' (expected NAME=WEIGHT)".to_owned())
        );
        assert_eq!(
            read("a=1+b=x"),
            Err("bad weight 'x' (expected a number)".to_owned())
        );
        assert_eq!(
            read("d=1"),
            Err("unknown term 'd' (expected a, b, c or bc)".to_owned())
        );
        assert_eq!(
            terms_text(&[1.0, 0.0, -0.5], &["a", "b", "c"]),
            "a=1+c=-0.5"
        );
        assert_eq!(crate::game::parse_size("7x6", 3), Some((7u8, 6u8)));
        assert_eq!(crate::game::parse_size::<u8>("7y6", 3), None);
        assert_eq!(crate::game::parse_size::<u8>("300x6", 3), None);
        assert_eq!(game_seed(4, 3), 4_000_015);
    }
}
