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
//!
//! `--tapered` fits the tapered evaluation (`BlobWar::TAPERED`) instead: each of
//! `BlobWar::tapered_features` twice, times (1 − fill) and times fill, so that the middle
//! game's and the end game's weights come out of one linear fit. A lead of a blob says less
//! about the result early than late, so the curve's scale is tapered too (k₀ on an empty
//! board, k₁ on a full one, refitted as the weights move) and a blob stays a blob in each
//! phase: the square classes' weights, averaged over the 7x7 board's squares, are held at 1.
//! Prints `TAPERED_WEIGHTS`.
//!
//! `--score D` labels each position with its game's result and its value by a search at depth
//! D (seed 004's evaluation, the engine's enhancements) half and half (`--lambda L`: the
//! result's share): a deeper search's view of the position is a label with far less noise than
//! a result decided many moves later, above all early in the game. The curve's scale is then
//! the one fitted to seed 004's evaluation, in every phase, and holds the weights in blobs.
//! `--by-tapered` makes that search the engine's own (the tapered evaluation), its values put
//! on the scale of results fitted to the shipped tapered weights. `--ridge R` pulls the weights
//! towards the shipped ones (R × their squared distance added to the error). `--leaves D`
//! labels, in place of each position of the games, the last position of its principal
//! variation at depth D (the seed's evaluation, alpha-beta): a position the search would value
//! by its evaluation, with the exchanges of the next plies played out.

use std::process::ExitCode;

use gametree::game::blobwar::{
    BlobWar, FEATURE_NAMES, TAPERED_FEATURES, TAPERED_NAMES, TAPERED_WEIGHTS, TUNED_WEIGHTS,
};
use gametree::game::{Game, Side};
use gametree::search::{Algorithm, Enhancements, Limits, search};
use rand::SeedableRng;
use rand::rngs::StdRng;

/// One labelled position: its features and the result for its side to move (1, ½ or 0).
struct Sample {
    features: Vec<f64>,
    result: f64,
    /// The value of a search of the position (`--score`), in blobs.
    value: f64,
    /// The board's fill, which tapers the curve's scale (0 in the untapered fit).
    phase: f64,
}

/// The curve's scale on an empty board and on a full one: the prediction is
/// `sigmoid(k · eval)` with k between them by the fill.
type Scale = (f64, f64);

fn scale_at(k: Scale, phase: f64) -> f64 {
    k.0 + (k.1 - k.0) * phase
}

/// Which evaluation is fitted, and to which positions.
#[derive(Clone, Copy)]
struct Fit {
    tapered: bool,
    /// The depth of the search whose principal variation's end is labelled (0: the position).
    leaves: u32,
    /// The depth of the search whose value labels a position with its result (0: the result
    /// alone).
    score: u32,
    /// The result's share of the label when `score` is set.
    lambda: f64,
    /// The evaluation `score`'s search uses (`BlobWar::with_terms`): 0, seed 004's; or
    /// `BlobWar::TAPERED` (`--by-tapered`), the engine's own.
    score_terms: u8,
    /// `--ridge R`: the error gets R × the squared distance of the weights from the shipped
    /// ones, so that a fit on few games moves only the weights its data speaks for (0: none).
    ridge: f64,
}

impl Fit {
    /// The features of `pos` for this fit.
    fn features(self, pos: &BlobWar) -> Vec<f64> {
        if !self.tapered {
            return pos.features().to_vec();
        }
        let (f, fill) = pos.tapered_features();
        let mg = f.iter().map(|&f| f64::from(f) * (1.0 - fill));
        let eg = f.iter().map(|&f| f64::from(f) * fill);
        mg.chain(eg).collect()
    }

    /// The position labelled for `pos`, and whose side to move it is.
    fn labelled(self, pos: &BlobWar, rng: &mut StdRng) -> BlobWar {
        if self.leaves == 0 || pos.outcome().is_some() {
            return *pos;
        }
        let report = search(Algorithm::NegamaxAb, pos, &Limits::depth(self.leaves), rng);
        let mut leaf = *pos;
        for &mv in report.map(|r| r.pv).unwrap_or_default().iter() {
            leaf = leaf.play(mv);
        }
        leaf
    }

    /// Seed 004's evaluation as weights of these features.
    fn seed(self) -> Vec<f64> {
        if !self.tapered {
            return vec![1.0, 0.75, 0.0, -0.25, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0];
        }
        let mut phase = [0.0; TAPERED_FEATURES];
        phase[..10].fill(1.0);
        (phase[10], phase[12]) = (0.75, -0.25);
        [phase, phase].concat()
    }

    /// The value of a search of `pos` at `score`'s depth, in blobs (0 without one).
    fn value(self, pos: &BlobWar, rng: &mut StdRng) -> f64 {
        if self.score == 0 || pos.outcome().is_some() {
            return 0.0;
        }
        let limits = Limits {
            enhance: Enhancements::ENGINE,
            hash_mb: Some(1),
            ..Limits::depth(self.score)
        };
        let pos = pos.with_terms(self.score_terms);
        search(Algorithm::NegamaxAb, &pos, &limits, rng).map_or(0.0, |r| r.value)
    }

    /// The weights in use now (`TUNED_WEIGHTS` or `TAPERED_WEIGHTS`).
    fn current(self) -> Vec<f64> {
        if self.tapered {
            TAPERED_WEIGHTS.concat()
        } else {
            TUNED_WEIGHTS.to_vec()
        }
    }

    /// The weights fitted: all but material's in the untapered fit.
    fn first_fitted(self) -> usize {
        usize::from(!self.tapered)
    }

    /// The board's fill as the fit sees it: 0 when it is not tapered.
    fn phase(self, pos: &BlobWar) -> f64 {
        if self.tapered {
            pos.tapered_features().1
        } else {
            0.0
        }
    }

    /// Holds a blob at a blob in each phase: moves the square classes' weights so that their
    /// mean over the 7x7 board's squares is 1 (a board full of the mover's blobs counts the
    /// squares of each class).
    fn hold_material(self, w: &mut [f64]) {
        if !self.tapered || self.score > 0 {
            return;
        }
        let full = BlobWar::from_fen("xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx x")
            .unwrap_or_else(|e| unreachable!("a full board reads: {e}"));
        let sizes = full.tapered_features().0.map(f64::from);
        for phase in w.chunks_mut(TAPERED_FEATURES) {
            let classes = &mut phase[..10];
            let mean: f64 = classes.iter().zip(&sizes).map(|(w, n)| w * n).sum::<f64>() / 49.0;
            classes.iter_mut().for_each(|w| *w += 1.0 - mean);
        }
    }
}

/// The positions of the records in `text`, with the game's index (for the held-out tenth).
fn samples(text: &str, fit: Fit) -> Result<Vec<(usize, Sample)>, String> {
    let mut rng = StdRng::seed_from_u64(1);
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
            if line.contains('{') {
                // A comment says why the game ended (lost on time): its result is not the
                // board's, so none of its positions is labelled.
                continue;
            }
            let mut pos = BlobWar::from_fen(&fen).map_err(|e| e.to_string())?;
            for word in line.split_whitespace() {
                if matches!(word, "1-0" | "0-1" | "1/2-1/2" | "*") {
                    break;
                }
                let labelled = fit.labelled(&pos, &mut rng);
                let result = if labelled.side_to_move() == Side::First {
                    r
                } else {
                    1.0 - r
                };
                out.push((
                    game,
                    Sample {
                        features: fit.features(&labelled),
                        result,
                        value: fit.value(&labelled, &mut rng),
                        phase: fit.phase(&labelled),
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

fn eval(w: &[f64], f: &[f64]) -> f64 {
    w.iter().zip(f).map(|(w, f)| w * f).sum()
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// The mean squared error of the prediction `sigmoid(k · eval)`.
fn error(samples: &[Sample], w: &[f64], k: Scale) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|s| (s.result - sigmoid(scale_at(k, s.phase) * eval(w, &s.features))).powi(2))
        .sum();
    sum / samples.len() as f64
}

/// The scale that fits the weights `w` best (golden-section search): one for every phase, or
/// with `tapered` the two ends' in turn, from `k`.
fn fit_scale(samples: &[Sample], w: &[f64], k: Scale, tapered: bool) -> Scale {
    let golden = |err: &dyn Fn(f64) -> f64| {
        let (mut a, mut b) = (0.01, 5.0);
        let g = (5f64.sqrt() - 1.0) / 2.0;
        for _ in 0..60 {
            let (c, d) = (b - g * (b - a), a + g * (b - a));
            if err(c) < err(d) {
                b = d;
            } else {
                a = c;
            }
        }
        (a + b) / 2.0
    };
    if !tapered {
        let k = golden(&|k| error(samples, w, (k, k)));
        return (k, k);
    }
    let mut k = k;
    for _ in 0..2 {
        k.0 = golden(&|k0| error(samples, w, (k0, k.1)));
        k.1 = golden(&|k1| error(samples, w, (k.0, k1)));
    }
    k
}

/// Adam on the mean squared error, the weights before `first` held; the tapered fit refits
/// its scale every 500 rounds. The weights and the scale they were fitted with.
fn fit_weights(
    samples: &[Sample],
    start: Vec<f64>,
    fit: Fit,
    k: Scale,
    rounds: usize,
) -> (Vec<f64>, Scale) {
    let mut k = k;
    let first = fit.first_fitted();
    let shipped = fit.current();
    let n = start.len();
    let mut w = start;
    let (mut m, mut v) = (vec![0.0; n], vec![0.0; n]);
    let (rate, b1, b2) = (0.01, 0.9, 0.999);
    for t in 1..=rounds {
        let mut grad = vec![0.0; n];
        for s in samples {
            let ks = scale_at(k, s.phase);
            let p = sigmoid(ks * eval(&w, &s.features));
            let d = -2.0 * (s.result - p) * p * (1.0 - p) * ks;
            for (g, f) in grad.iter_mut().zip(&s.features) {
                *g += d * f;
            }
        }
        for j in first..n {
            let g = grad[j] / samples.len() as f64 + 2.0 * fit.ridge * (w[j] - shipped[j]);
            m[j] = b1 * m[j] + (1.0 - b1) * g;
            v[j] = b2 * v[j] + (1.0 - b2) * g * g;
            let mh = m[j] / (1.0 - b1.powi(t as i32));
            let vh = v[j] / (1.0 - b2.powi(t as i32));
            w[j] -= rate * mh / (vh.sqrt() + 1e-9);
        }
        fit.hold_material(&mut w);
        if fit.tapered && fit.score == 0 && t % 500 == 0 {
            k = fit_scale(samples, &w, k, true);
        }
        if t % 200 == 0 {
            eprintln!("round {t}: error {:.6}", error(samples, &w, k));
        }
    }
    (w, k)
}

fn main() -> ExitCode {
    let mut fit = Fit {
        tapered: false,
        leaves: 0,
        score: 0,
        lambda: 0.5,
        score_terms: 0,
        ridge: 0.0,
    };
    let mut files = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--tapered" => fit.tapered = true,
            "--by-tapered" => fit.score_terms = BlobWar::TAPERED,
            "--leaves" | "--score" | "--lambda" | "--ridge" => {
                let Some(n) = args.next().and_then(|d| d.parse::<f64>().ok()) else {
                    eprintln!("{arg} needs a number");
                    return ExitCode::from(2);
                };
                match arg.as_str() {
                    "--leaves" => fit.leaves = n as u32,
                    "--score" => fit.score = n as u32,
                    "--ridge" => fit.ridge = n,
                    _ => fit.lambda = n,
                }
            }
            _ => files.push(arg),
        }
    }
    if fit.score_terms != 0 && !fit.tapered {
        eprintln!("--by-tapered labels with the tapered evaluation: it needs --tapered");
        return ExitCode::from(2);
    }
    if files.is_empty() {
        eprintln!(
            "usage: texel_blobwar [--tapered] [--leaves DEPTH] [--score DEPTH [--lambda L] [--by-tapered]] [--ridge R] RECORDS…  (gametree match --out files of Blob War games)"
        );
        return ExitCode::from(2);
    }
    let (mut train, mut test) = (Vec::new(), Vec::new());
    for file in &files {
        let read = std::fs::read_to_string(file).map_err(|e| e.to_string());
        match read.and_then(|text| samples(&text, fit)) {
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
    let seed = fit.seed();
    if fit.score > 0 {
        // The search's values on its evaluation's scale of results, blended with the results.
        let labeller = if fit.score_terms == 0 {
            seed.clone()
        } else {
            fit.current()
        };
        let k = fit_scale(&train, &labeller, (1.0, 1.0), false);
        for s in train.iter_mut().chain(&mut test) {
            s.result = fit.lambda * s.result + (1.0 - fit.lambda) * sigmoid(k.0 * s.value);
        }
    }
    let tapered_scale = fit.tapered && fit.score == 0;
    let k = fit_scale(&train, &seed, (1.0, 1.0), tapered_scale);
    let before = (error(&train, &seed, k), error(&test, &seed, k));
    let current = fit.current();
    let kc = fit_scale(&train, &current, k, tapered_scale);
    let now = (error(&train, &current, kc), error(&test, &current, kc));
    let (w, kw) = fit_weights(&train, seed, fit, k, 2000);
    let k2 = fit_scale(&train, &w, kw, tapered_scale);
    let after = (error(&train, &w, k2), error(&test, &w, k2));
    println!(
        "scale {:.4}..{:.4} (then {:.4}..{:.4})",
        k.0, k.1, k2.0, k2.1
    );
    println!(
        "error, fitted / held out: seed 004's {:.6} / {:.6}",
        before.0, before.1
    );
    let name = if fit.tapered {
        "TAPERED_WEIGHTS"
    } else {
        "TUNED_WEIGHTS"
    };
    println!(
        "error, fitted / held out: {name} {:.6} / {:.6}",
        now.0, now.1
    );
    println!(
        "error, fitted / held out: these weights {:.6} / {:.6}",
        after.0, after.1
    );
    let list = |w: &[f64]| {
        let w: Vec<String> = w.iter().map(|w| format!("{w:.3}")).collect();
        w.join(", ")
    };
    if fit.tapered {
        let (mg, eg) = w.split_at(TAPERED_FEATURES);
        for ((name, mg), eg) in TAPERED_NAMES.iter().zip(mg).zip(eg) {
            println!("  {name:>16} {mg:+.3} {eg:+.3}");
        }
        println!(
            "pub const TAPERED_WEIGHTS: [[f64; TAPERED_FEATURES]; 2] = [[{}], [{}]];",
            list(mg),
            list(eg)
        );
    } else {
        for (name, w) in FEATURE_NAMES.iter().zip(&w) {
            println!("  {name:>16} {w:+.3}");
        }
        println!("pub const TUNED_WEIGHTS: [f64; FEATURES] = [{}];", list(&w));
    }
    ExitCode::SUCCESS
}
