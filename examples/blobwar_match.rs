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

use std::fmt;

use clap::Parser;
use gametree::arena::{Evaluation, GameResult, MatchArgs, fail, parse_weights, setup, terms_text};
use gametree::game::blobwar::{BlobWar, CLOCK_LIMIT, Cell};
use gametree::game::{EVAL_LIMIT, Game};

/// The match's options.
#[derive(Parser, Debug)]
#[command(about = "Blob War: the seed's blob difference against a candidate evaluation")]
struct Args {
    #[command(flatten)]
    common: MatchArgs,
    /// Fixed search depth of both sides (negamax alpha-beta).
    #[arg(long, default_value_t = 2)]
    depth: u32,
    /// Board size, ROWSxCOLS.
    #[arg(long, default_value = "7x7")]
    size: String,
    /// The evaluation playing the seed's: `default` (`BlobWar::evaluate`), `material`, or
    /// material plus terms `NAME=WEIGHT[+NAME=WEIGHT...]`, NAME among mobility, exposed, safe,
    /// territory, gain, oppgain, threat (gain and oppgain together).
    #[arg(long, default_value = "default")]
    candidate: String,
    /// The opponent's evaluation, in the same notation (the seed's `material` unless told).
    #[arg(long, default_value = "material")]
    baseline: String,
}

/// The terms a candidate may add to the material, by name; see [`Eval::Terms`].
const TERMS: [&str; 6] = [
    "mobility",
    "exposed",
    "safe",
    "territory",
    "gain",
    "oppgain",
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
        let expected = format!(
            "default, material, or terms among {}, threat",
            TERMS.join(", ")
        );
        let w = parse_weights(s, &TERMS, &[("threat", &[4, 5])], &expected)?;
        Ok(Eval::Terms(w))
    }
}

impl Evaluation<BlobWar> for Eval {
    fn value(&self, p: &BlobWar) -> f64 {
        let v = match *self {
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
            Eval::Terms(w) => f.write_str(&terms_text(w, &TERMS)),
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

fn main() {
    let args = Args::parse();
    let m = &args.common;
    let s = setup(
        [&args.candidate, &args.baseline],
        Eval::parse,
        &args.size,
        "7x7",
        BlobWar::new,
    )
    .unwrap_or_else(|e| fail(e));
    let book = m.openings(&s.start);
    let mut clock_draws = 0u32;
    let sum = m.play(&book, s.evals, args.depth, |g| {
        if g.result == GameResult::Draw && g.end.halfmoves() >= CLOCK_LIMIT {
            clock_draws += 1;
        }
        if m.verbose {
            println!("{}", g.line(""));
        }
    });
    let note = format!(" (draws by the clock: {clock_draws})");
    println!(
        "{}",
        m.report(&s.evals, args.depth, &sum, book.len(), &s.size, [&note, ""])
    );
}
