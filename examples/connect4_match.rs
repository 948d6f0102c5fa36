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

use std::fmt;

use clap::Parser;
use gametree::arena::{Evaluation, MatchArgs, fail, parse_weights, setup, terms_text};
use gametree::game::connect4::{Connect4, SURE_WIN};
use gametree::game::{EVAL_LIMIT, Game, Outcome, Side};

/// The match's options.
#[derive(Parser, Debug)]
#[command(about = "Connect Four: a candidate evaluation against a baseline")]
struct Args {
    #[command(flatten)]
    common: MatchArgs,
    /// Fixed search depth of both sides (negamax alpha-beta).
    #[arg(long, default_value_t = 4)]
    depth: u32,
    /// Board size, WxH.
    #[arg(long, default_value = "7x6")]
    size: String,
    /// The candidate evaluation: `default` or `NAME=W[+NAME=W...]`.
    #[arg(long, default_value = "default")]
    candidate: String,
    /// The baseline evaluation, in the same notation.
    #[arg(long, default_value = "centre=1")]
    baseline: String,
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
        let expected = format!("default, or terms among {}, threats", TERMS.join(", "));
        let w = parse_weights(s, &TERMS, &[("threats", &[2, 3])], &expected)?;
        Ok(Eval::Terms(w))
    }
}

impl Evaluation<Connect4> for Eval {
    fn value(&self, p: &Connect4) -> f64 {
        let w = match *self {
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
            Eval::Terms(w) => f.write_str(&terms_text(w, &TERMS)),
        }
    }
}

fn main() {
    let args = Args::parse();
    let m = &args.common;
    let s = setup(
        [&args.candidate, &args.baseline],
        Eval::parse,
        &args.size,
        "7x6",
        Connect4::new,
    )
    .unwrap_or_else(|e| fail(e));
    let book = m.openings(&s.start);
    let mut x_wins = 0u32;
    let sum = m.play(&book, s.evals, args.depth, |g| {
        x_wins += u32::from(g.end.outcome() == Some(Outcome::Win(Side::First)));
        if m.verbose {
            println!("{}", g.line(&format!(" in {} plies", g.end.moves_played())));
        }
    });
    let note = format!("  (x won {x_wins})");
    println!(
        "{}",
        m.report(&s.evals, args.depth, &sum, book.len(), &s.size, ["", &note])
    );
}
