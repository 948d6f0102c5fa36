//! How long the window's proving search (every enhancement, to the end, the 5 s budget, no
//! book) takes on m,n,k positions with at most `empty` cells left, on every board shape: the
//! measurement behind `MnkSeat::reach` (`docs/performance.md`, "Proven play in the window").
//! For each shape (width ≥ height; the transposed board is the same game) and k: its start when
//! it has at most `empty` cells, and `sample` positions with exactly `empty` empty cells reached
//! by play in which each move is, at random, a depth-2 search's best (so the positions stay
//! close) or a random move. Prints per board the positions, the median and worst times, the
//! worst's nodes and how many were not proven.
//! `cargo run --release --example proof_reach -- [empty] [sample] [only-board]`

use std::time::Instant;

use gametree::app::seat::{AnyMove, AnyPosition, Variant};
use gametree::app::session::THINK_BUDGET;
use gametree::app::worker::Search;
use gametree::search::{Algorithm, Enhancements, Limits, Report, Verdict};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

/// The computer's proving search at `p`, as the window's worker runs it past the book.
fn prove(p: &AnyPosition) -> (f64, Report<AnyMove>) {
    let limits = Limits {
        enhance: Enhancements::ALL,
        time: Some(THINK_BUDGET),
        ..Limits::default()
    };
    let mut rng = StdRng::seed_from_u64(1);
    let t = Instant::now();
    let r = p
        .visit(Search {
            algorithm: Algorithm::NegamaxAb,
            limits: &limits,
            rng: &mut rng,
        })
        .expect("a position with moves");
    (t.elapsed().as_secs_f64(), r)
}

/// A position of `start`'s board with `empty` empty cells, not over, or `None` after 50 tries.
fn position_with(start: AnyPosition, empty: usize, rng: &mut StdRng) -> Option<AnyPosition> {
    let shallow = Limits {
        depth: Some(2),
        enhance: Enhancements::ALL,
        ..Limits::default()
    };
    for _ in 0..50 {
        let mut p = start;
        while !p.is_over() && p.legal_moves().len() > empty {
            let moves = p.legal_moves();
            let mv = if rng.random_bool(0.6) {
                p.visit(Search {
                    algorithm: Algorithm::NegamaxAb,
                    limits: &shallow,
                    rng,
                })
                .ok()
                .and_then(|r| r.best)
                .unwrap_or(moves[0])
            } else {
                moves[rng.random_range(0..moves.len())]
            };
            p = p.play(mv).expect("legal");
        }
        if !p.is_over() {
            return Some(p);
        }
    }
    None
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let empty: usize = args.first().and_then(|s| s.parse().ok()).unwrap_or(16);
    let sample: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(6);
    let only = args.get(2);
    let mut rng = StdRng::seed_from_u64(16);
    let mut all = Vec::new();
    for w in 3u8..=8 {
        for h in 3u8..=w {
            for k in 3u8..=w {
                let name = format!("mnk:{w}x{h}:{k}");
                if only.is_some_and(|o| *o != name) {
                    continue;
                }
                let variant: Variant = name.parse().expect("a board");
                let start = variant.start();
                let mut positions = Vec::new();
                if usize::from(w) * usize::from(h) <= empty {
                    positions.push(start);
                }
                for _ in 0..sample {
                    positions.extend(position_with(start, empty, &mut rng));
                }
                let mut times = Vec::new();
                let mut unproven = 0;
                let mut worst = (0.0, 0, String::new());
                let mut start_time = None;
                for p in &positions {
                    let (t, r) = prove(p);
                    if r.verdict == Verdict::Unknown {
                        unproven += 1;
                    }
                    if *p == start {
                        start_time = Some((t, r.nodes, r.verdict));
                    }
                    if t > worst.0 {
                        worst = (t, r.nodes, p.to_string());
                    }
                    times.push(t);
                    all.push(t);
                }
                if times.is_empty() {
                    println!("{name}: no position with {empty} empty cells found");
                    continue;
                }
                times.sort_by(f64::total_cmp);
                let start_text = start_time.map_or(String::new(), |(t, n, v)| {
                    format!(", start {v} {:.1} ms {n} nodes", t * 1e3)
                });
                println!(
                    "{name}: {} positions, median {:.1} ms, worst {:.1} ms ({} nodes) at {}, \
                     unproven {unproven}{start_text}",
                    times.len(),
                    times[times.len() / 2] * 1e3,
                    worst.0 * 1e3,
                    worst.1,
                    worst.2
                );
            }
        }
    }
    all.sort_by(f64::total_cmp);
    if let Some(&w) = all.last() {
        println!(
            "all: {} positions, median {:.1} ms, worst {:.1} ms",
            all.len(),
            all[all.len() / 2] * 1e3,
            w * 1e3
        );
    }
}
