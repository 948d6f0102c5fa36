//! Solves or searches one position with a chosen set of enhancements and prints what it cost:
//! `cargo run --release --example solve -- mnk:5x5:3 all [depth|-] [time-ms] [hash-mb]`
//! (`blobwar` for the 7x7 start; `c4:4453` for a Connect Four 7x6 position given by its moves,
//! `c4:` for the empty board). The numbers of `docs/performance.md` come from it.
//!
//! `c4file:PATH` solves every line of a file in Pascal Pons' test-set form (`moves score`, the
//! score optional) to the end, one search each, and prints per line the proven result as
//! Pons scores it, whether it equals the file's score, nodes and time, then the means and
//! medians. As in Pons' benchmark, one table serves every line and is emptied before each
//! search, outside the time (the first search makes it).

use std::time::Duration;

use gametree::game::SearchHints;
use gametree::game::blobwar::BlobWar;
use gametree::game::connect4::Connect4;
use gametree::game::mnk::Mnk;
use gametree::search::{
    Algorithm, Enhancements, KeptTable, Limits, Report, Verdict, search_keeping,
    search_with_progress,
};
use rand::SeedableRng;
use rand::rngs::StdRng;

fn search<G: SearchHints>(g: &G, limits: &Limits, verbose: bool) -> Option<Report<G::Move>> {
    let mut rng = StdRng::seed_from_u64(1);
    let r = search_with_progress(Algorithm::NegamaxAb, g, limits, &mut rng, &mut |it| {
        if verbose {
            println!(
                "  depth {} value {} nodes {} {:.3}s",
                it.depth,
                it.value,
                it.nodes,
                it.elapsed.as_secs_f64()
            );
        }
    });
    match r {
        Ok(r) => Some(r),
        Err(e) => {
            println!("error: {e}");
            None
        }
    }
}

fn run<G: SearchHints>(g: &G, limits: &Limits, verbose: bool) {
    if let Some(r) = search(g, limits, verbose) {
        let pv: Vec<String> = r.pv.iter().map(ToString::to_string).collect();
        println!(
            "{} enhance={} value={} verdict={} nodes={} depth={} time={:.4}s pv={}",
            g,
            limits.enhance,
            r.value,
            r.verdict,
            r.nodes,
            r.depth,
            r.elapsed.as_secs_f64(),
            pv.join(" ")
        );
    }
}

/// Pons' score of a proven 7x6 result with `discs` on the board: positive when the side to move
/// wins, 22 minus the winner's discs at the end of the game; `None` when not proven.
fn pons_score(verdict: Verdict, discs: u32) -> Option<i32> {
    let score = |plies: u32| 22 - (discs + plies).div_ceil(2) as i32;
    match verdict {
        Verdict::Win(k) => Some(score(k)),
        Verdict::Loss(k) => Some(-score(k)),
        Verdict::Draw => Some(0),
        Verdict::Unknown => None,
    }
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    match v.len() {
        0 => 0.0,
        n if n % 2 == 1 => v[n / 2],
        n => (v[n / 2 - 1] + v[n / 2]) / 2.0,
    }
}

/// Every line of a Pons-style test file, solved to the end.
fn run_file(path: &str, limits: &Limits) {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let (mut times, mut nodes, mut wrong, mut unproven) = (Vec::new(), Vec::new(), 0, 0);
    let mut kept = KeptTable::default();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let mut words = line.split_whitespace();
        let moves = words.next().unwrap_or("");
        let want: Option<i32> = words.next().and_then(|w| w.parse().ok());
        let g: Connect4 = moves.parse().unwrap_or_else(|e| panic!("{moves}: {e}"));
        kept.clear();
        let mut rng = StdRng::seed_from_u64(1);
        let r = match search_keeping(Algorithm::NegamaxAb, &g, limits, &mut rng, &mut kept) {
            Ok(r) => r,
            Err(e) => {
                println!("{moves}: error: {e}");
                continue;
            }
        };
        let got = pons_score(r.verdict, g.moves_played());
        let ok = match (got, want) {
            (None, _) => {
                unproven += 1;
                "unproven"
            }
            (Some(a), Some(b)) if a != b => {
                wrong += 1;
                "WRONG"
            }
            (Some(_), Some(_)) => "ok",
            (Some(_), None) => "-",
        };
        let t = r.elapsed.as_secs_f64();
        println!(
            "{moves} {} {ok} nodes={} time={:.6}s",
            got.map_or_else(|| "?".to_owned(), |s| s.to_string()),
            r.nodes,
            t
        );
        times.push(t);
        nodes.push(r.nodes as f64);
    }
    let n = times.len().max(1) as f64;
    let (mean_t, mean_n) = (times.iter().sum::<f64>() / n, nodes.iter().sum::<f64>() / n);
    println!(
        "positions={} enhance={} wrong={wrong} unproven={unproven} mean_time={:.6}s \
         median_time={:.6}s mean_nodes={:.0} median_nodes={:.0}",
        times.len(),
        limits.enhance,
        mean_t,
        median(&mut times),
        mean_n,
        median(&mut nodes)
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let game = args.first().map_or("mnk:5x5:3", String::as_str);
    let enhance = Enhancements::parse(args.get(1).map_or("all", String::as_str))
        .unwrap_or_else(|e| panic!("{e}"));
    let depth = args.get(2).and_then(|d| d.parse().ok());
    let time = args
        .get(3)
        .and_then(|t| t.parse().ok())
        .map(Duration::from_millis);
    let hash_mb = args.get(4).and_then(|t| t.parse().ok());
    let limits = Limits {
        depth,
        time,
        enhance,
        hash_mb,
        ..Limits::default()
    };
    let verbose = std::env::var_os("VERBOSE").is_some();
    if game == "blobwar" {
        run(&BlobWar::new(7, 7).expect("7x7"), &limits, verbose);
    } else if let Some(moves) = game.strip_prefix("c4:") {
        let g: Connect4 = moves.parse().unwrap_or_else(|e| panic!("{e}"));
        run(&g, &limits, verbose);
    } else if let Some(path) = game.strip_prefix("c4file:") {
        run_file(path, &limits);
    } else {
        let dims: Vec<u8> = game
            .trim_start_matches("mnk:")
            .split([':', 'x'])
            .filter_map(|p| p.parse::<u8>().ok())
            .collect();
        let g = Mnk::new(dims[0], dims[1], dims[2]).expect("a valid board");
        run(&g, &limits, verbose);
    }
}
