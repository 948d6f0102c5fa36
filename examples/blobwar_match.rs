//! Blob War evaluation match: a candidate evaluation against the seed's blob difference (or another).
//!
//! Both sides search with negamax alpha-beta at the same fixed depth; only the evaluation at the
//! horizon differs. Every opening (a few random plies from the start, seeded, all distinct) is
//! played twice with the colours swapped, and games end by the real rules (the 100-ply clock
//! included). It prints the candidate's wins, draws and losses, its score, an Elo estimate with an
//! approximate 95% interval, and each side's nodes and time per move.
//!
//! ```text
//! cargo run --release --example blobwar_match -- --games 200 --depth 2 --seed 1
//! cargo run --release --example blobwar_match -- --candidate mobility=0.1 --depth 3
//! ```
//!
//! `--candidate default` (the default) is `BlobWar`'s own [`Game::evaluate`]; the other names are
//! the candidates of the experiment in `docs/blobwar-eval.md`, rebuilt here from the public board
//! (so they are a little slower per node than they would be inside the crate).

use std::collections::HashSet;
use std::fmt;
use std::time::Duration;

use clap::Parser;
use gametree::game::blobwar::{BlobMove, BlobWar, Cell};
use gametree::game::{EVAL_LIMIT, Game, Outcome, Side};
use gametree::search::{self, Algorithm, Limits};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

/// The match's options.
#[derive(Parser, Debug)]
#[command(about = "Blob War: the seed's blob difference against a candidate evaluation")]
struct Args {
    /// Games to play (rounded up to an even number: each opening is played with both colours).
    #[arg(long, default_value_t = 100)]
    games: u32,
    /// Fixed search depth of both sides (negamax alpha-beta).
    #[arg(long, default_value_t = 2)]
    depth: u32,
    /// Seed of the openings and of the root tie-breaking.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Board size, ROWSxCOLS.
    #[arg(long, default_value = "7x7")]
    size: String,
    /// Random plies of each opening: at least this many ...
    #[arg(long, default_value_t = 2)]
    min_plies: u32,
    /// ... and at most this many.
    #[arg(long, default_value_t = 4)]
    max_plies: u32,
    /// The evaluation playing the seed's: `default` (`BlobWar::evaluate`), `material`, or
    /// material plus terms `NAME=WEIGHT[+NAME=WEIGHT...]`, NAME among mobility, exposed, safe,
    /// territory, gain, oppgain, threat (gain and oppgain together).
    #[arg(long, default_value = "default")]
    candidate: String,
    /// The opponent's evaluation, in the same notation (the seed's `material` unless told).
    #[arg(long, default_value = "material")]
    baseline: String,
    /// Print one line per game.
    #[arg(long)]
    verbose: bool,
}

/// The terms a candidate may add to the material, by name; see [`Eval::Terms`].
const TERMS: [&str; 7] = [
    "mobility",
    "exposed",
    "safe",
    "territory",
    "gain",
    "oppgain",
    "threat",
];

/// Which evaluation a side uses: `Copy`, so that it can ride along inside the game state.
#[derive(Copy, Clone, Debug, PartialEq)]
enum Eval {
    /// `BlobWar::evaluate`, the crate's default.
    Default,
    /// The seed's blob difference, `BlobWar::material`.
    Material,
    /// Material plus weighted terms, each "mine − theirs" from the side to move's view, weights
    /// in the order of [`TERMS`]:
    /// - mobility: squares I can move to;
    /// - exposed: minus my blobs next to a square the opponent can reach (blobs that could be
    ///   captured);
    /// - safe: my blobs with no empty neighbour (nobody can take them);
    /// - territory: empty squares next to mine and none of theirs;
    /// - gain: the side to move's best one-move gain (a clone's new blob plus the blobs it
    ///   converts), the capture it is about to make;
    /// - oppgain: minus the opponent's best one-move gain in the same position;
    /// - threat=w: gain=w and oppgain=w together.
    Terms([f64; 6]),
}

impl Eval {
    fn parse(s: &str) -> Result<Eval, String> {
        match s {
            "default" => return Ok(Eval::Default),
            "material" => return Ok(Eval::Material),
            _ => {}
        }
        let mut w = [0.0; 6];
        for term in s.split('+') {
            let (name, weight) = term
                .split_once('=')
                .ok_or_else(|| format!("bad term '{term}' (expected NAME=WEIGHT)"))?;
            let weight = weight
                .parse::<f64>()
                .map_err(|_| format!("bad weight '{weight}' (expected a number)"))?;
            match TERMS.iter().position(|&t| t == name) {
                Some(6) => {
                    w[4] += weight;
                    w[5] += weight;
                }
                Some(i) => w[i] += weight,
                None => {
                    return Err(format!(
                        "unknown term '{name}' (expected default, material, or terms among {})",
                        TERMS.join(", ")
                    ));
                }
            }
        }
        Ok(Eval::Terms(w))
    }

    fn value(self, p: &BlobWar) -> f64 {
        let v = match self {
            Eval::Default => p.evaluate(),
            Eval::Material => p.material(),
            Eval::Terms(w) => {
                let b = Boards::of(p);
                let diff = |a: u64, c: u64| f64::from(a.count_ones()) - f64::from(c.count_ones());
                let mut v = p.material();
                if w[0] != 0.0 {
                    let (mine, theirs) = (b.within_two(b.me), b.within_two(b.them));
                    v += w[0] * diff(mine & b.empty, theirs & b.empty);
                }
                if w[1] != 0.0 {
                    let their_reach = b.within_two(b.them) & b.empty;
                    let my_reach = b.within_two(b.me) & b.empty;
                    v -= w[1] * diff(b.singles(their_reach) & b.me, b.singles(my_reach) & b.them);
                }
                if w[2] != 0.0 {
                    let open = b.singles(b.empty);
                    v += w[2] * diff(b.me & !open, b.them & !open);
                }
                if w[3] != 0.0 {
                    let (mine, theirs) = (b.singles(b.me), b.singles(b.them));
                    v += w[3] * diff(mine & !theirs & b.empty, theirs & !mine & b.empty);
                }
                if w[4] != 0.0 {
                    v += w[4] * f64::from(b.best_gain(b.me, b.them));
                }
                if w[5] != 0.0 {
                    v -= w[5] * f64::from(b.best_gain(b.them, b.me));
                }
                v
            }
        };
        v.clamp(-EVAL_LIMIT, EVAL_LIMIT)
    }
}

impl fmt::Display for Eval {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Eval::Default => f.write_str("default"),
            Eval::Material => f.write_str("material"),
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

/// The board as bitboards from the side to move's view, rebuilt from the public `cell`.
struct Boards {
    full: u64,
    me: u64,
    them: u64,
    empty: u64,
}

impl Boards {
    fn of(p: &BlobWar) -> Boards {
        let g = p.geometry();
        let me = p.side_to_move();
        let (mut mine, mut theirs, mut empty) = (0u64, 0u64, 0u64);
        for rank in 0..g.rows {
            for file in 0..g.cols {
                let bit = 1u64 << (rank * 8 + file);
                match p.cell(file, rank) {
                    Cell::Blob(s) if s == me => mine |= bit,
                    Cell::Blob(_) => theirs |= bit,
                    Cell::Empty => empty |= bit,
                    Cell::Gap => {}
                }
            }
        }
        Boards {
            full: g.full,
            me: mine,
            them: theirs,
            empty,
        }
    }

    /// The squares next to `b` (not `b` itself), on the board.
    fn singles(&self, b: u64) -> u64 {
        const FILE_A: u64 = 0x0101_0101_0101_0101;
        const FILE_H: u64 = FILE_A << 7;
        let ew = ((b << 1) & !FILE_A) | ((b >> 1) & !FILE_H) | b;
        (ew | (ew << 8) | (ew >> 8)) & self.full & !b
    }

    fn within_two(&self, b: u64) -> u64 {
        let one = self.singles(b) | b;
        self.singles(one) | one
    }

    /// The most blobs `own` can gain in one move: a clone's new blob plus the converted ones.
    fn best_gain(&self, own: u64, other: u64) -> u32 {
        let clones = self.singles(own) & self.empty;
        let mut reach = self.within_two(own) & self.empty;
        let mut best = 0;
        while reach != 0 {
            let sq = reach & reach.wrapping_neg();
            reach &= reach - 1;
            let gain = (self.singles(sq) & other).count_ones() + u32::from(clones & sq != 0);
            best = best.max(gain);
        }
        best
    }
}

/// A Blob War position searched with a chosen evaluation; every rule is `BlobWar`'s own.
#[derive(Copy, Clone, Debug)]
struct Scored {
    pos: BlobWar,
    eval: Eval,
}

impl fmt::Display for Scored {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.pos, f)
    }
}

impl Game for Scored {
    type Move = BlobMove;

    fn side_to_move(&self) -> Side {
        self.pos.side_to_move()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.pos.outcome()
    }

    fn legal_moves(&self, out: &mut Vec<BlobMove>) {
        self.pos.legal_moves(out);
    }

    fn play(&self, mv: BlobMove) -> Scored {
        Scored {
            pos: self.pos.play(mv),
            eval: self.eval,
        }
    }

    fn evaluate(&self) -> f64 {
        self.eval.value(&self.pos)
    }

    fn order_hint(&self, mv: BlobMove) -> i32 {
        self.pos.order_hint(mv)
    }

    fn perft(&self, depth: u32) -> u64 {
        self.pos.perft(depth)
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
fn openings(start: &BlobWar, n: usize, min: u32, max: u32, rng: &mut StdRng) -> Vec<BlobWar> {
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

/// Plays one game; returns the outcome, with `x` and `o` the evaluations of each colour.
fn play_game(
    start: BlobWar,
    x: Eval,
    o: Eval,
    depth: u32,
    rng: &mut StdRng,
    effort: &mut [Effort; 2],
    who: [usize; 2],
) -> (Outcome, BlobWar) {
    let mut p = start;
    loop {
        if let Some(out) = p.outcome() {
            return (out, p);
        }
        let side = p.side_to_move();
        let eval = if side == Side::First { x } else { o };
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
}

/// Elo difference of a score fraction.
fn elo(score: f64) -> f64 {
    let s = score.clamp(1e-6, 1.0 - 1e-6);
    -400.0 * (1.0 / s - 1.0).log10()
}

fn main() {
    let args = Args::parse();
    let [candidate, baseline] = [&args.candidate, &args.baseline].map(|s| {
        Eval::parse(s).unwrap_or_else(|e| {
            eprintln!("error: {e}");
            std::process::exit(2);
        })
    });
    let (rows, cols) = args
        .size
        .split_once('x')
        .and_then(|(r, c)| Some((r.parse::<u8>().ok()?, c.parse::<u8>().ok()?)))
        .unwrap_or_else(|| {
            eprintln!("error: bad size '{}' (expected e.g. 7x7)", args.size);
            std::process::exit(2);
        });
    let start = BlobWar::new(rows, cols).unwrap_or_else(|e| {
        eprintln!("error: {e}");
        std::process::exit(2);
    });
    let min = args.min_plies.min(args.max_plies);
    let pairs = args.games.div_ceil(2).max(1) as usize;
    let mut rng = StdRng::seed_from_u64(args.seed);
    let book = openings(&start, pairs, min, args.max_plies, &mut rng);

    // Index 0: the candidate, 1: the baseline.
    let mut effort = [Effort::default(), Effort::default()];
    let (mut w, mut d, mut l) = (0u32, 0u32, 0u32);
    let mut clock_draws = 0u32;
    for (i, opening) in book.iter().enumerate() {
        for swap in [false, true] {
            let (x, o, who) = if swap {
                (baseline, candidate, [1, 0])
            } else {
                (candidate, baseline, [0, 1])
            };
            let cand_side = if swap { Side::Second } else { Side::First };
            let game_no = 2 * i as u64 + u64::from(swap);
            let mut game_rng = StdRng::seed_from_u64(args.seed.wrapping_mul(1_000_003) + game_no);
            let (out, end) = play_game(*opening, x, o, args.depth, &mut game_rng, &mut effort, who);
            let word = match out {
                Outcome::Win(s) if s == cand_side => {
                    w += 1;
                    "win"
                }
                Outcome::Win(_) => {
                    l += 1;
                    "loss"
                }
                Outcome::Draw => {
                    d += 1;
                    if end.halfmoves() >= gametree::game::blobwar::CLOCK_LIMIT {
                        clock_draws += 1;
                    }
                    "draw"
                }
            };
            if args.verbose {
                println!(
                    "game {:>4}: opening {opening}, candidate plays {}: {word} ({end})",
                    2 * i + usize::from(swap) + 1,
                    if swap { "o" } else { "x" }
                );
            }
        }
    }
    let n = f64::from(w + d + l);
    let score = (f64::from(w) + 0.5 * f64::from(d)) / n;
    // Per-game variance of the score (trinomial), its standard error and a 95% interval.
    let var = (f64::from(w) * (1.0 - score).powi(2)
        + f64::from(d) * (0.5 - score).powi(2)
        + f64::from(l) * score.powi(2))
        / n;
    let se = (var / n).sqrt();
    let (lo, hi) = (score - 1.96 * se, score + 1.96 * se);
    println!(
        "{candidate} vs {baseline}, negamax-ab depth {}, {} games ({} openings x 2 colours), \
         {rows}x{cols}, seed {}",
        args.depth,
        w + d + l,
        book.len(),
        args.seed
    );
    println!(
        "candidate W/D/L {w}/{d}/{l} (draws by the clock: {clock_draws})  score {:.1}% \
         [{:.1}%, {:.1}%]  Elo {:+.0} [{:+.0}, {:+.0}]",
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
