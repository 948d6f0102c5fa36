//! The window's computer on one board, measured: every position it can face within the book's
//! line (or more) (moving first and moving second, every reply of the person), and `sample` random games
//! beyond (random or strong replies, the computer's own moves), each searched exactly as the window's
//! worker does with every enhancement (the book first, then to the end under the 5 s budget),
//! or with `no-book` by the same search alone. Prints the worst and median move times and how
//! many moves were not proven.
//! `cargo run --release --example proven_play -- mnk:5x5:4 [sample] [book|no-book] [plies]
//! [random|strong]` (`plies`: enumerate every position at least this deep, book or not;
//! `strong`: beyond, half the person's replies are the computer's own best move, so that the
//! games stay long and close instead of ending at a blunder).

use std::collections::HashSet;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use gametree::app::seat::{AnyMove, AnyPosition, Variant};
use gametree::app::session::THINK_BUDGET;
use gametree::app::worker::{Job, JobKind, Search, run_job};
use gametree::game::Side;
use gametree::search::{Algorithm, Enhancements, Limits, Report, Verdict};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

/// The computer's move at `p` as the window asks for it: the worker's job (the book first,
/// then the search), or with `book` off the same search alone.
fn computer(p: AnyPosition, book: bool) -> (f64, Report<AnyMove>) {
    let limits = Limits {
        enhance: Enhancements::ALL,
        time: Some(THINK_BUDGET),
        ..Limits::default()
    };
    let t = Instant::now();
    let report = if book {
        let job = Job {
            kind: JobKind::Move,
            id: 1,
            position: p,
            algorithm: Algorithm::NegamaxAb,
            limits,
            seed: Some(1),
            record: false,
            engine: None,
        };
        run_job(&job, Arc::new(AtomicBool::new(false))).report
    } else {
        let mut rng = StdRng::seed_from_u64(1);
        p.visit(Search {
            algorithm: Algorithm::NegamaxAb,
            limits: &limits,
            rng: &mut rng,
        })
        .expect("a position with moves")
    };
    (t.elapsed().as_secs_f64(), report)
}

#[derive(Default)]
struct Tally {
    times: Vec<(f64, String)>,
    unproven: usize,
    from_book: usize,
    /// By ply: moves, unproven moves, worst time.
    by_ply: Vec<(usize, usize, f64)>,
}

impl Tally {
    fn add(&mut self, p: &AnyPosition, ply: usize, t: f64, report: &Report<AnyMove>) {
        self.times.push((t, p.to_string()));
        if self.by_ply.len() <= ply {
            self.by_ply.resize(ply + 1, (0, 0, 0.0));
        }
        let at = &mut self.by_ply[ply];
        at.0 += 1;
        at.2 = at.2.max(t);
        if report.verdict == Verdict::Unknown {
            self.unproven += 1;
            at.1 += 1;
        }
        if report.nodes == 0 {
            self.from_book += 1;
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let game = args.first().map_or("mnk:5x5:4", String::as_str);
    let sample: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(20);
    let use_book = args.get(2).map(String::as_str) != Some("no-book");
    let variant: Variant = game.parse().expect("a game");
    let at_least: usize = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(0);
    let strong = args.get(4).map(String::as_str) == Some("strong");
    let plies = gametree::book::shipped(&variant.to_string())
        .map_or(0, |b| b.line as usize)
        .max(at_least);
    let mut rng = StdRng::seed_from_u64(11);
    for computer_first in [true, false] {
        let me = if computer_first {
            Side::First
        } else {
            Side::Second
        };
        let mut tally = Tally::default();
        let mut seen = HashSet::new();
        let mut stack = vec![(variant.start(), 0usize)];
        let mut frontier = Vec::new();
        // Every position within the book's plies, the computer playing its own moves.
        while let Some((p, ply)) = stack.pop() {
            if p.is_over() || !seen.insert(p.to_string()) {
                continue;
            }
            if ply > plies {
                frontier.push((p, ply));
                continue;
            }
            if p.side_to_move() == me {
                let (t, report) = computer(p, use_book);
                tally.add(&p, ply, t, &report);
                let mv = report.best.expect("a move");
                stack.push((p.play(mv).expect("legal"), ply + 1));
            } else {
                for m in p.legal_moves() {
                    stack.push((p.play(m).expect("legal"), ply + 1));
                }
            }
        }
        let inside = tally.times.len();
        // A sample of games beyond: random replies, the computer's own moves.
        for _ in 0..sample {
            let Some(&(p0, ply0)) = frontier.get(rng.random_range(0..frontier.len().max(1))) else {
                break;
            };
            let mut p = p0;
            let mut ply = ply0;
            while !p.is_over() {
                let mv = if p.side_to_move() == me {
                    let (t, report) = computer(p, use_book);
                    tally.add(&p, ply, t, &report);
                    report.best.expect("a move")
                } else if strong && rng.random_bool(0.5) {
                    computer(p, use_book).1.best.expect("a move")
                } else {
                    let moves = p.legal_moves();
                    moves[rng.random_range(0..moves.len())]
                };
                p = p.play(mv).expect("legal");
                ply += 1;
            }
        }
        let mut times = tally.times;
        times.sort_by(|a, b| a.0.total_cmp(&b.0));
        let n = times.len();
        let worst = &times[n - 1];
        println!(
            "{game} computer {}: {n} moves ({inside} within {plies} plies, {} from the book), \
             unproven {}, median {:.1} ms, worst {:.1} ms at {}",
            if computer_first { "first" } else { "second" },
            tally.from_book,
            tally.unproven,
            times[n / 2].0 * 1e3,
            worst.0 * 1e3,
            worst.1
        );
        for (t, p) in times.iter().rev().take(3).skip(1) {
            println!("  {:.1} ms at {p}", t * 1e3);
        }
        let by_ply: Vec<String> = (tally.by_ply.iter().enumerate())
            .filter(|(_, at)| at.0 > 0)
            .map(|(ply, (n, u, w))| {
                format!("{ply}: {n} moves, {u} unproven, worst {:.0} ms", w * 1e3)
            })
            .collect();
        println!("  by ply: {}", by_ply.join("; "));
    }
}
