//! Fits the tuned Blob War evaluation's weights (`BlobWar::TUNED`) to the results of games:
//! Texel's method. Every position of every game (after its opening) is labelled with the
//! game's result from the side to move's view; the evaluation, squashed by a logistic curve,
//! should predict it. The scale of the curve is fitted first to the evaluation as it is, then
//! the weights (material held at one blob) by gradient descent on the mean squared error. One
//! game in ten is held out to check that the fit is not just memory.
//!
//! ```text
//! gametree match --game blobwar --algo alphabeta --algo negamax-ab --depth 2 --games 3000 \
//!     --min-plies 2 --max-plies 10 --seed 7 --out d2.txt
//! cargo run --release --example texel_blobwar -- d2.txt
//! ```
//!
//! The games are `gametree match`'s records (`--out`). Prints the errors before and after and
//! the weights as the Rust constant `TUNED_WEIGHTS` of `crates/game/src/blobwar.rs`.

use std::process::ExitCode;

use gametree::game::blobwar::{BlobWar, FEATURE_NAMES, FEATURES, TUNED_WEIGHTS};
use gametree::game::{Game, Side};

/// One labelled position: its features and the result for its side to move (1, ½ or 0).
struct Sample {
    features: [f64; FEATURES],
    result: f64,
}

/// The positions of the records in `text`, with the game's index (for the held-out tenth).
fn samples(text: &str) -> Result<Vec<(usize, Sample)>, String> {
    let mut out = Vec::new();
    let mut opening = None;
    let mut result = None;
    let mut game = 0;
    for line in text.lines() {
        let line = line.trim();
        if let Some(rest) = line.strip_prefix("[Opening \"") {
            opening = Some(rest.trim_end_matches("\"]").to_owned());
        } else if let Some(rest) = line.strip_prefix("[Result \"") {
            result = Some(match rest.trim_end_matches("\"]") {
                "1-0" => 1.0,
                "0-1" => 0.0,
                _ => 0.5,
            });
        } else if !line.is_empty() && !line.starts_with('[') {
            let (Some(fen), Some(r)) = (opening.take(), result.take()) else {
                return Err(format!("moves without an opening or a result: {line:.40}"));
            };
            let mut pos = BlobWar::from_fen(&fen).map_err(|e| e.to_string())?;
            for word in line.split_whitespace() {
                if matches!(word, "1-0" | "0-1" | "1/2-1/2" | "*") {
                    break;
                }
                let result = if pos.side_to_move() == Side::First {
                    r
                } else {
                    1.0 - r
                };
                out.push((
                    game,
                    Sample {
                        features: pos.features(),
                        result,
                    },
                ));
                let mv = pos.parse_move(word).map_err(|e| e.to_string())?;
                pos = pos.play(mv);
            }
            game += 1;
        }
    }
    Ok(out)
}

fn eval(w: &[f64; FEATURES], f: &[f64; FEATURES]) -> f64 {
    w.iter().zip(f).map(|(w, f)| w * f).sum()
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// The mean squared error of the prediction `sigmoid(k · eval)`.
fn error(samples: &[Sample], w: &[f64; FEATURES], k: f64) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|s| (s.result - sigmoid(k * eval(w, &s.features))).powi(2))
        .sum();
    sum / samples.len() as f64
}

/// The scale that fits the weights `w` best (golden-section search).
fn fit_scale(samples: &[Sample], w: &[f64; FEATURES]) -> f64 {
    let (mut a, mut b) = (0.01, 5.0);
    let g = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..60 {
        let (c, d) = (b - g * (b - a), a + g * (b - a));
        if error(samples, w, c) < error(samples, w, d) {
            b = d;
        } else {
            a = c;
        }
    }
    (a + b) / 2.0
}

/// Adam on the mean squared error, material's weight held.
fn fit_weights(
    samples: &[Sample],
    start: [f64; FEATURES],
    k: f64,
    rounds: usize,
) -> [f64; FEATURES] {
    let mut w = start;
    let (mut m, mut v) = ([0.0; FEATURES], [0.0; FEATURES]);
    let (rate, b1, b2) = (0.01, 0.9, 0.999);
    for t in 1..=rounds {
        let mut grad = [0.0; FEATURES];
        for s in samples {
            let p = sigmoid(k * eval(&w, &s.features));
            let d = -2.0 * (s.result - p) * p * (1.0 - p) * k;
            for (g, f) in grad.iter_mut().zip(&s.features) {
                *g += d * f;
            }
        }
        for j in 1..FEATURES {
            let g = grad[j] / samples.len() as f64;
            m[j] = b1 * m[j] + (1.0 - b1) * g;
            v[j] = b2 * v[j] + (1.0 - b2) * g * g;
            let mh = m[j] / (1.0 - b1.powi(t as i32));
            let vh = v[j] / (1.0 - b2.powi(t as i32));
            w[j] -= rate * mh / (vh.sqrt() + 1e-9);
        }
        if t % 200 == 0 {
            eprintln!("round {t}: error {:.6}", error(samples, &w, k));
        }
    }
    w
}

fn main() -> ExitCode {
    let files: Vec<String> = std::env::args().skip(1).collect();
    if files.is_empty() {
        eprintln!("usage: texel_blobwar RECORDS…  (gametree match --out files of Blob War games)");
        return ExitCode::from(2);
    }
    let (mut train, mut test) = (Vec::new(), Vec::new());
    for file in &files {
        let read = std::fs::read_to_string(file).map_err(|e| e.to_string());
        match read.and_then(|text| samples(&text)) {
            Ok(all) => {
                for (game, s) in all {
                    if game % 10 == 9 {
                        &mut test
                    } else {
                        &mut train
                    }
                    .push(s);
                }
            }
            Err(e) => {
                eprintln!("{file}: {e}");
                return ExitCode::from(2);
            }
        }
    }
    eprintln!("{} positions to fit, {} held out", train.len(), test.len());
    let seed: [f64; FEATURES] = [1.0, 0.75, 0.0, -0.25, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0];
    let k = fit_scale(&train, &seed);
    let before = (error(&train, &seed, k), error(&test, &seed, k));
    let now = (
        error(&train, &TUNED_WEIGHTS, k),
        error(&test, &TUNED_WEIGHTS, k),
    );
    let w = fit_weights(&train, seed, k, 2000);
    let k2 = fit_scale(&train, &w);
    let after = (error(&train, &w, k2), error(&test, &w, k2));
    println!("scale {k:.4} (then {k2:.4})");
    println!(
        "error, fitted / held out: seed 004's {:.6} / {:.6}",
        before.0, before.1
    );
    println!(
        "error, fitted / held out: TUNED_WEIGHTS {:.6} / {:.6}",
        now.0, now.1
    );
    println!(
        "error, fitted / held out: these weights {:.6} / {:.6}",
        after.0, after.1
    );
    for (name, w) in FEATURE_NAMES.iter().zip(w) {
        println!("  {name:>16} {w:+.3}");
    }
    let list: Vec<String> = w.iter().map(|w| format!("{w:.3}")).collect();
    println!(
        "pub const TUNED_WEIGHTS: [f64; FEATURES] = [{}];",
        list.join(", ")
    );
    ExitCode::SUCCESS
}
