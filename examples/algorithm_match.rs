//! Two algorithms against each other at equal time per move, on any game: e.g. Monte Carlo tree
//! search against alpha-beta (`docs/mcts.md`).
//!
//! Every opening (a few random plies from the start, seeded, all distinct) is played twice, the
//! candidate playing x (the first side) in one game and o in the other. The candidate runs with its window enhancements (MCTS: the solver; the
//! alpha-beta forms: `--enhance`, `all` by default); it prints the candidate's wins, draws and
//! losses, its score and an Elo estimate with an approximate 95% interval, and each side's nodes
//! (MCTS: iterations) and time per move.
//!
//! ```text
//! cargo run --release --example algorithm_match -- --game blobwar --ms 100 --games 20
//! cargo run --release --example algorithm_match -- --game c4 --candidate mcts --baseline negamax-ab
//! ```

use std::time::Duration;

use clap::Parser;
use gametree::arena::{GameResult, MatchArgs, Tally, fail, game_seed, play_algorithms};
use gametree::game::blobwar::BlobWar;
use gametree::game::connect4::Connect4;
use gametree::game::mnk::Mnk;
use gametree::game::senet::Senet;
use gametree::game::{SearchHints, Side};
use gametree::search::{Algorithm, Enhancements, Limits};
use rand::SeedableRng;
use rand::rngs::StdRng;

/// The match's options.
#[derive(Parser, Debug)]
#[command(about = "Two algorithms against each other at equal time per move")]
struct Args {
    #[command(flatten)]
    common: MatchArgs,
    /// tictactoe, 5x5k4, c4 (Connect Four 7x6), blobwar (7x7) or senet.
    #[arg(long, default_value = "blobwar")]
    game: String,
    /// The candidate algorithm.
    #[arg(long, default_value = "mcts")]
    candidate: String,
    /// Its opponent.
    #[arg(long, default_value = "negamax-ab")]
    baseline: String,
    /// Milliseconds per move, both sides.
    #[arg(long, default_value_t = 100)]
    ms: u64,
    /// The alpha-beta forms' enhancements.
    #[arg(long, default_value = "all")]
    enhance: String,
    /// The candidate's playout cap, if it samples (default: the search's choice for the game).
    #[arg(long)]
    candidate_cap: Option<u32>,
    /// The baseline's playout cap, if it samples.
    #[arg(long)]
    baseline_cap: Option<u32>,
}

fn main() {
    let args = Args::parse();
    let algo = |name: &str| Algorithm::from_name(name).unwrap_or_else(|e| fail(e));
    let (candidate, baseline) = (algo(&args.candidate), algo(&args.baseline));
    let cycle = Enhancements::parse(&args.enhance).unwrap_or_else(|e| fail(e));
    let limits = |a: Algorithm, cap: Option<u32>| Limits {
        time: Some(Duration::from_millis(args.ms)),
        enhance: a.window_enhancements(cycle).unwrap_or(Enhancements::NONE),
        playout_cap: cap,
        ..Limits::default()
    };
    let sides = [
        limits(candidate, args.candidate_cap),
        limits(baseline, args.baseline_cap),
    ];
    let pair = [(candidate, &sides[0]), (baseline, &sides[1])];
    match args.game.as_str() {
        "tictactoe" => run(&args, Mnk::tictactoe(), pair),
        "5x5k4" => run(&args, Mnk::new(5, 5, 4).unwrap(), pair),
        "c4" => run(&args, Connect4::new(7, 6).unwrap(), pair),
        "blobwar" => run(&args, BlobWar::new(7, 7).unwrap(), pair),
        "senet" => run(&args, Senet::start(), pair),
        other => fail(format!(
            "unknown game '{other}' (expected tictactoe, 5x5k4, c4, blobwar or senet)"
        )),
    }
}

/// Plays the match on `start`'s game and prints its report.
fn run<G: SearchHints>(args: &Args, start: G, [cand, base]: [(Algorithm, &Limits); 2]) {
    let openings = args.common.openings(&start);
    let mut tally = Tally::default();
    let mut effort = [gametree::arena::Effort::default(); 2];
    let mut n = 0;
    for opening in &openings {
        for candidate_first in [true, false] {
            let sides = if candidate_first {
                [cand, base]
            } else {
                [base, cand]
            };
            let mut rng = StdRng::seed_from_u64(game_seed(args.common.seed, n));
            n += 1;
            let (end, e) = play_algorithms(*opening, sides, &mut rng);
            // `sides` is indexed by colour: x (first) plays `sides[0]`.
            let me = if candidate_first {
                Side::First
            } else {
                Side::Second
            };
            let result = GameResult::of(end.outcome().expect("a finished game"), me);
            tally.add(result);
            let (c, b) = if candidate_first { (0, 1) } else { (1, 0) };
            effort[0] += e[c];
            effort[1] += e[b];
            if args.common.verbose {
                println!("game {n}: {} from {opening}", result.word());
            }
        }
    }
    println!(
        "{} (cap {:?}) vs {} (cap {:?}) on {}, {} ms a move, {} games, seed {}\n\
         candidate W/D/L {}  {}\n{}\n{}",
        cand.0,
        cand.1.playout_cap,
        base.0,
        base.1.playout_cap,
        args.game,
        args.ms,
        tally.games(),
        args.common.seed,
        tally.wdl(),
        tally.score_line(),
        effort[0].line("candidate"),
        effort[1].line("baseline")
    );
}
