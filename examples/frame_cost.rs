//! The CPU cost of a frame in each language: the scene built from the session and turned into
//! the painter's triangles and glyph quads (`Mesh::build`, which lays out every text, shaped),
//! the work a frame does before GL. `cargo run --release --example frame_cost -- [help]`
//! prints microseconds per frame for en, ar and fa (the best of five rounds of 300 frames, the
//! languages interleaved), and each one's ratio to English. `docs/performance.md` quotes it.

use std::time::{Duration, Instant};

use gametree::app::input::Action;
use gametree::app::session::{Session, Settings};
use gametree::app::view;
use gametree::i18n::{self, Locale};
use gametree::render::mesh::Mesh;
use gametree::render::text::Atlas;

fn frames(help: bool, n: usize) -> Duration {
    let mut s = Session::new(&Settings {
        seed: Some(1),
        ..Settings::default()
    })
    .expect("the default game");
    if help {
        let _ = s.handle(Action::ToggleHelp, Instant::now());
    }
    let layout = view::layout(&s, 1024, 768, 1.0);
    let mut atlas = Atlas::default();
    let mut mesh = Mesh::default();
    // The first frame rasterises the glyphs and shapes the lines: the frames after it are the
    // window's steady cost.
    mesh.build(&view::scene(&s, &layout, None), &mut atlas);
    let start = Instant::now();
    for _ in 0..n {
        mesh.build(&view::scene(&s, &layout, None), &mut atlas);
    }
    start.elapsed() / n as u32
}

fn main() {
    let help = std::env::args().any(|a| a == "help");
    let langs = ["en", "ar", "fa"];
    let mut best = [Duration::MAX; 3];
    for _ in 0..5 {
        for (i, l) in langs.iter().enumerate() {
            i18n::set(Locale::parse(l).unwrap());
            best[i] = best[i].min(frames(help, 300));
        }
    }
    for (i, l) in langs.iter().enumerate() {
        println!(
            "{l}{}: {:.1} µs a frame, {:.2}x English",
            if help { " with the help" } else { "" },
            best[i].as_secs_f64() * 1e6,
            best[i].as_secs_f64() / best[0].as_secs_f64()
        );
    }
}
