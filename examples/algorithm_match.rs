//! Two algorithms against each other at equal time per move, on any game: e.g. Monte Carlo tree
//! search against alpha-beta (`docs/mcts.md`). The games are `gametree match`'s
//! (`gametree::matches`); what this adds is each side's playout cap and its nodes per move.
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
use gametree::app::seat::{AnyPosition, Listed};
use gametree::arena::{Effort, MatchArgs, fail};
use gametree::game::blobwar::BlobWar;
use gametree::game::connect4::Connect4;
use gametree::game::mnk::Mnk;
use gametree::game::senet::Senet;
use gametree::host::Timeouts;
use gametree::matches::{self, Builtin, Player, TimeControl};
use gametree::search::{Algorithm, Enhancements};

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
    let cycle = Enhancements::parse(&args.enhance).unwrap_or_else(|e| fail(e));
    let builtin = |name: &str, cap: Option<u32>| {
        let algorithm = algo(name);
        Builtin {
            algorithm,
            enhance: Some(
                algorithm
                    .window_enhancements(cycle)
                    .unwrap_or(Enhancements::NONE),
            ),
            playout_cap: cap,
        }
    };
    let sides = [
        builtin(&args.candidate, args.candidate_cap),
        builtin(&args.baseline, args.baseline_cap),
    ];
    match args.game.as_str() {
        "tictactoe" => run(&args, "tictactoe", Mnk::tictactoe(), sides),
        "5x5k4" => run(&args, "mnk:5x5:4", Mnk::new(5, 5, 4).unwrap(), sides),
        "c4" => run(&args, "connect4", Connect4::new(7, 6).unwrap(), sides),
        "blobwar" => run(&args, "blobwar", BlobWar::new(7, 7).unwrap(), sides),
        "senet" => run(&args, "senet", Senet::start(), sides),
        other => fail(format!(
            "unknown game '{other}' (expected tictactoe, 5x5k4, c4, blobwar or senet)"
        )),
    }
}

/// Plays the match on `start`'s game (`variant` by name) and prints its report.
fn run<G: Listed>(args: &Args, variant: &str, start: G, sides: [Builtin; 2]) {
    let openings: Vec<AnyPosition> = args
        .common
        .openings(&start)
        .into_iter()
        .map(Listed::into_any)
        .collect();
    let settings = matches::Settings {
        variant: variant.parse().unwrap_or_else(|e| fail(e)),
        players: sides.map(Player::Algo).to_vec(),
        gauntlet: false,
        games: 2 * openings.len() as u32,
        openings,
        tc: TimeControl::MoveTime(Duration::from_millis(args.ms)),
        concurrency: 1,
        seed: args.common.seed,
        sprt: None,
        // Built-ins on a shared machine: a slow move is measured, not forfeited.
        timeouts: Timeouts {
            margin: Duration::from_secs(3600),
            ..Timeouts::default()
        },
    };
    let mut effort = [Effort::default(); 2];
    let summary = matches::run(&settings, |r, _| {
        for (colour, &player) in r.seats.iter().enumerate() {
            effort[player] += r.effort[colour];
        }
        if args.common.verbose {
            let result = match r.winner() {
                None => "draw",
                Some(0) => "win",
                Some(_) => "loss",
            };
            println!("game {}: {result} from {}", r.number, r.opening);
        }
    });
    let tally = summary.standings.pairings[0].1;
    println!(
        "{} (cap {:?}) vs {} (cap {:?}) on {}, {} ms a move, {} games, seed {}\n\
         candidate W/D/L {}  {}\n{}\n{}",
        sides[0].algorithm,
        sides[0].playout_cap,
        sides[1].algorithm,
        sides[1].playout_cap,
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
