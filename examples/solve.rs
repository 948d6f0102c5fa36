//! Solves or searches one position with a chosen set of enhancements and prints what it cost:
//! `cargo run --release --example solve -- mnk:5x5:3 all [depth|-] [time-ms] [hash-mb]`
//! (`blobwar` for the 7x7 start). The numbers of `docs/performance.md` come from it.

use std::time::Duration;

use gametree::game::Game;
use gametree::game::blobwar::BlobWar;
use gametree::game::mnk::Mnk;
use gametree::search::{Algorithm, Enhancements, Limits, search_with_progress};
use rand::SeedableRng;
use rand::rngs::StdRng;

fn run<G: Game>(g: &G, limits: &Limits, verbose: bool) {
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
        Ok(r) => {
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
        Err(e) => println!("error: {e}"),
    }
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
    } else {
        let dims: Vec<u8> = game
            .trim_start_matches("mnk:")
            .split([':', 'x'])
            .filter_map(|p| p.parse().ok())
            .collect();
        let g = Mnk::new(dims[0], dims[1], dims[2]).expect("a valid board");
        run(&g, &limits, verbose);
    }
}
