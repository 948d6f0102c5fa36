//! Connect Four evaluation match: a candidate evaluation against a simple one.
//!
//! Both sides search with negamax alpha-beta at the same fixed depth and the same move ordering;
//! only the evaluation at the horizon differs. Every opening (a few random plies from the start,
//! seeded, all distinct) is played twice with the colours swapped. It prints the candidate's wins,
//! draws and losses, its score, an Elo estimate with an approximate 95% interval, and each side's
//! nodes and time per move. The method is the Blob War one (`docs/blobwar-eval.md`); the results
//! are in `docs/connect4-eval.md`.
//!
//! ```text
//! cargo run --release --example connect4_match -- --games 200 --depth 4 --seed 1
//! cargo run --release --example connect4_match -- --candidate threats=3+centre=1 --baseline cells=1
//! ```
//!
//! An evaluation is `default` (`Connect4::evaluate`) or weighted terms `NAME=W[+NAME=W...]` over
//! `Connect4::features` (each "mine − theirs" from the side to move's view): centre, cells, good,
//! other, threats (good and other with one weight), twos, and forced (any weight: a win on the
//! next move or an unstoppable loss scores ±`SURE_WIN`).

use std::collections::HashSet;
use std::fmt;
use std::time::Duration;

use clap::Parser;
use gametree::game::connect4::{C4Move, Connect4, SURE_WIN};
use gametree::game::{EVAL_LIMIT, Game, Outcome, Side};
use gametree::search::{self, Algorithm, Limits};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

/// The match's options.
#[derive(Parser, Debug)]
#[command(about = "Connect Four: a candidate evaluation against a baseline")]
struct Args {
    /// Games to play (rounded up to an even number: each opening is played with both colours).
    #[arg(long, default_value_t = 100)]
    games: u32,
    /// Fixed search depth of both sides (negamax alpha-beta).
    #[arg(long, default_value_t = 4)]
    depth: u32,
    /// Seed of the openings and of the root tie-breaking.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Board size, WxH.
    #[arg(long, default_value = "7x6")]
    size: String,
    /// Random plies of each opening: at least this many ...
    #[arg(long, default_value_t = 2)]
    min_plies: u32,
    /// ... and at most this many.
    #[arg(long, default_value_t = 4)]
    max_plies: u32,
    /// The candidate evaluation: `default` or `NAME=W[+NAME=W...]`.
    #[arg(long, default_value = "default")]
    candidate: String,
    /// The baseline evaluation, in the same notation.
    #[arg(long, default_value = "centre=1")]
    baseline: String,
    /// Print one line per game.
    #[arg(long)]
    verbose: bool,
}

/// The terms, in the order of [`Eval::Terms`]' weights.
const TERMS: [&str; 6] = ["centre", "cells", "good", "other", "twos", "forced"];

/// Which evaluation a side uses: `Copy`, so that it can ride along inside the game state.
#[derive(Copy, Clone, Debug, PartialEq)]
enum Eval {
    /// `Connect4::evaluate`.
    Default,
    /// Weighted features, in the order of [`TERMS`].
    Terms([f64; 6]),
}

impl Eval {
    fn parse(s: &str) -> Result<Eval, String> {
        if s == "default" {
            return Ok(Eval::Default);
        }
        let mut w = [0.0; 6];
        for term in s.split('+') {
            let (name, weight) = term
                .split_once('=')
                .ok_or_else(|| format!("bad term '{term}' (expected NAME=WEIGHT)"))?;
            let weight = weight
                .parse::<f64>()
                .map_err(|_| format!("bad weight '{weight}' (expected a number)"))?;
            match name {
                "threats" => {
                    w[2] += weight;
                    w[3] += weight;
                }
                _ => match TERMS.iter().position(|&t| t == name) {
                    Some(i) => w[i] += weight,
                    None => {
                        return Err(format!(
                            "unknown term '{name}' (expected default, or terms among {}, threats)",
                            TERMS.join(", ")
                        ));
                    }
                },
            }
        }
        Ok(Eval::Terms(w))
    }

    fn value(self, p: &Connect4) -> f64 {
        let w = match self {
            Eval::Default => return p.evaluate(),
            Eval::Terms(w) => w,
        };
        let f = p.features();
        if w[5] != 0.0 {
            if f.win_now {
                return SURE_WIN;
            }
            if f.lost {
                return -SURE_WIN;
            }
        }
        let d = |t: [i32; 2]| f64::from(t[0] - t[1]);
        let v = w[0] * d(f.centre)
            + w[1] * d(f.cells)
            + w[2] * d(f.good_threats)
            + w[3] * d(f.other_threats)
            + w[4] * d(f.twos);
        v.clamp(-EVAL_LIMIT, EVAL_LIMIT)
    }
}

impl fmt::Display for Eval {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Eval::Default => f.write_str("default"),
            Eval::Terms(w) => {
                let terms: Vec<String> = w
                    .iter()
                    .zip(TERMS)
                    .filter(|(w, _)| **w != 0.0)
                    .map(|(w, t)| format!("{t}={w}"))
                    .collect();
                f.write_str(&terms.join("+"))
            }
        }
    }
}

/// A Connect Four position searched with a chosen evaluation; every rule is `Connect4`'s own.
#[derive(Copy, Clone, Debug)]
struct Scored {
    pos: Connect4,
    eval: Eval,
}

impl fmt::Display for Scored {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.pos, f)
    }
}

impl Game for Scored {
    type Move = C4Move;

    fn side_to_move(&self) -> Side {
        self.pos.side_to_move()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.pos.outcome()
    }

    fn legal_moves(&self, out: &mut Vec<C4Move>) {
        self.pos.legal_moves(out);
    }

    fn play(&self, mv: C4Move) -> Scored {
        Scored {
            pos: self.pos.play(mv),
            eval: self.eval,
        }
    }

    fn evaluate(&self) -> f64 {
        self.eval.value(&self.pos)
    }

    fn order_hint(&self, mv: C4Move) -> i32 {
        self.pos.order_hint(mv)
    }
}

/// One side's search totals.
#[derive(Default)]
struct Effort {
    moves: u64,
    nodes: u64,
    time: Duration,
}

impl Effort {
    fn line(&self, name: &str) -> String {
        let n = self.moves.max(1) as f64;
        format!(
            "{name:<10} {:>8} moves  {:>10.0} nodes/move  {:>9.3} ms/move",
            self.moves,
            self.nodes as f64 / n,
            self.time.as_secs_f64() * 1000.0 / n
        )
    }
}

/// Distinct random openings: `min..=max` random plies from `start`, none already over.
fn openings(start: &Connect4, n: usize, min: u32, max: u32, rng: &mut StdRng) -> Vec<Connect4> {
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    let mut moves = Vec::new();
    let mut tries = 0;
    while out.len() < n {
        tries += 1;
        assert!(
            tries < 1000 * n + 1000,
            "could not find {n} distinct openings"
        );
        let plies = rng.random_range(min..=max);
        let mut p = *start;
        for _ in 0..plies {
            moves.clear();
            p.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            p = p.play(moves[rng.random_range(0..moves.len())]);
        }
        if p.outcome().is_none() && seen.insert(p.to_string()) {
            out.push(p);
        }
    }
    out
}

/// Plays one game; returns the final position, with `x` and `o` the evaluations of each colour.
fn play_game(
    start: Connect4,
    evals: [Eval; 2],
    depth: u32,
    rng: &mut StdRng,
    effort: &mut [Effort; 2],
    who: [usize; 2],
) -> Connect4 {
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
        let e = &mut effort[who[side.index()]];
        e.moves += 1;
        e.nodes += r.nodes;
        e.time += r.elapsed;
        p = p.play(r.best.expect("a move"));
    }
    p
}

/// Elo difference of a score fraction.
fn elo(score: f64) -> f64 {
    let s = score.clamp(1e-6, 1.0 - 1e-6);
    -400.0 * (1.0 / s - 1.0).log10()
}

fn fail(e: impl fmt::Display) -> ! {
    eprintln!("error: {e}");
    std::process::exit(2);
}

fn main() {
    let args = Args::parse();
    let [candidate, baseline] =
        [&args.candidate, &args.baseline].map(|s| Eval::parse(s).unwrap_or_else(|e| fail(e)));
    let (w, h) = args
        .size
        .split_once('x')
        .and_then(|(w, h)| Some((w.parse::<u8>().ok()?, h.parse::<u8>().ok()?)))
        .unwrap_or_else(|| fail(format!("bad size '{}' (expected e.g. 7x6)", args.size)));
    let start = Connect4::new(w, h).unwrap_or_else(|e| fail(e));
    let min = args.min_plies.min(args.max_plies);
    let pairs = args.games.div_ceil(2).max(1) as usize;
    let mut rng = StdRng::seed_from_u64(args.seed);
    let book = openings(&start, pairs, min, args.max_plies, &mut rng);

    // Index 0: the candidate, 1: the baseline.
    let mut effort = [Effort::default(), Effort::default()];
    let (mut wins, mut draws, mut losses) = (0u32, 0u32, 0u32);
    let mut x_wins = 0u32;
    for (i, opening) in book.iter().enumerate() {
        for swap in [false, true] {
            let (evals, who) = if swap {
                ([baseline, candidate], [1, 0])
            } else {
                ([candidate, baseline], [0, 1])
            };
            let cand_side = if swap { Side::Second } else { Side::First };
            let game_no = 2 * i as u64 + u64::from(swap);
            let mut game_rng = StdRng::seed_from_u64(args.seed.wrapping_mul(1_000_003) + game_no);
            let end = play_game(*opening, evals, args.depth, &mut game_rng, &mut effort, who);
            let word = match end.outcome() {
                Some(Outcome::Win(s)) => {
                    x_wins += u32::from(s == Side::First);
                    if s == cand_side {
                        wins += 1;
                        "win"
                    } else {
                        losses += 1;
                        "loss"
                    }
                }
                _ => {
                    draws += 1;
                    "draw"
                }
            };
            if args.verbose {
                println!(
                    "game {:>4}: opening {opening}, candidate plays {}: {word} in {} plies ({end})",
                    game_no + 1,
                    if swap { "o" } else { "x" },
                    end.moves_played()
                );
            }
        }
    }
    let n = f64::from(wins + draws + losses);
    let score = (f64::from(wins) + 0.5 * f64::from(draws)) / n;
    // Per-game variance of the score (trinomial), its standard error and a 95% interval.
    let var = (f64::from(wins) * (1.0 - score).powi(2)
        + f64::from(draws) * (0.5 - score).powi(2)
        + f64::from(losses) * score.powi(2))
        / n;
    let se = (var / n).sqrt();
    let (lo, hi) = (score - 1.96 * se, score + 1.96 * se);
    println!(
        "{candidate} vs {baseline}, negamax-ab depth {}, {} games ({} openings x 2 colours), \
         {w}x{h}, seed {}",
        args.depth,
        wins + draws + losses,
        book.len(),
        args.seed
    );
    println!(
        "candidate W/D/L {wins}/{draws}/{losses}  score {:.1}% [{:.1}%, {:.1}%]  \
         Elo {:+.0} [{:+.0}, {:+.0}]  (x won {x_wins})",
        100.0 * score,
        100.0 * lo.max(0.0),
        100.0 * hi.min(1.0),
        elo(score),
        elo(lo),
        elo(hi)
    );
    println!("{}", effort[0].line("candidate"));
    println!("{}", effort[1].line("baseline"));
}
