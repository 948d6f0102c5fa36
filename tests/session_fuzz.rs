//! Random action sequences on the session, seeded: clicks anywhere, every key, window sizes,
//! undo past the start, mode and game switches while the computer thinks, and search results
//! delivered late. Nothing may panic, and after every step:
//! - the position is the start of its game followed by the recorded moves, each legal;
//! - an undo between two people restores exactly the position before the last move (its own
//!   test, with every preset);
//! - a search result is applied only to the position it was asked for (stale ones are ignored);
//! - every HUD line of the frame lies inside the window and off the board.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use gametree::app::input::{Action, KEY_BINDINGS};
use gametree::app::layout::Layout;
use gametree::app::seat::{AnyPosition, Variant};
use gametree::app::session::{Mode, Session, Settings};
use gametree::app::view::{board_size, scene};
use gametree::app::worker::{Job, run_job};
use gametree::render::scene::{Align, Shape};
use gametree::render::text::{line_metrics, measure};

/// Checks that the history replays from the game's start to the current position.
fn assert_history_replays(s: &Session, start: &AnyPosition) {
    let mut p = *start;
    for (i, (before, mv)) in s.history().iter().enumerate() {
        assert_eq!(
            *before, p,
            "history step {i} does not follow from the one before"
        );
        p = p
            .play(*mv)
            .unwrap_or_else(|e| panic!("history step {i}: {mv} is illegal: {e}"));
    }
    assert_eq!(*s.position(), p, "the position is not the history's end");
}

/// Checks that the HUD's lines (centred text) stay inside the window and off the board.
fn assert_text_fits(s: &Session, w: u32, h: u32) {
    let (cols, rows) = board_size(s.position());
    let l = Layout::new(w, h, 1.0, cols, rows);
    let sc = scene(s, &l, None);
    // The help and the move list (key L) cover everything on purpose.
    if s.help_shown() || s.view_open(gametree::app::views::moves::NAME) {
        return;
    }
    for sh in &sc.shapes {
        let Shape::Text {
            pos,
            size,
            align: Align::Center,
            text,
            ..
        } = sh
        else {
            continue;
        };
        if text.is_empty() {
            continue;
        }
        let half = measure(text, *size) / 2.0;
        let (ascent, descent) = line_metrics(*size);
        let (x0, x1, y0, y1) = (
            pos[0] - half,
            pos[0] + half,
            pos[1] - ascent,
            pos[1] - descent,
        );
        assert!(
            x0 >= -0.5 && x1 <= w as f32 + 0.5 && y0 >= -0.5 && y1 <= h as f32 + 0.5,
            "{text:?} at {size} px leaves the {w}x{h} window"
        );
        let b = l.board;
        let overlaps = x0 < b.x + b.w && x1 > b.x && y0 < b.y + b.h && y1 > b.y;
        assert!(
            !overlaps || b.w < 1.0,
            "{text:?} covers the board in a {w}x{h} window"
        );
    }
}

/// One random sitting of `steps` actions.
fn sitting(seed: u64, steps: usize) {
    let mut rng = StdRng::seed_from_u64(seed);
    let presets = Variant::presets();
    let variant = presets[rng.random_range(0..presets.len())];
    let mut s = Session::new(&Settings {
        variant,
        mode: [
            Mode::HumanComputer,
            Mode::HumanHuman,
            Mode::ComputerComputer,
        ][rng.random_range(0..3)],
        seed: Some(seed),
        depth: Some(1),
        ..Settings::default()
    })
    .unwrap();
    let mut now = Instant::now();
    // The searches the session asked for, not yet answered (answered late, maybe stale).
    let mut asked: Vec<Job> = Vec::new();
    for _ in 0..steps {
        let before = *s.position();
        let moves_before = s.history().len();
        let r = rng.random_range(0..100);
        let effects = if r < 45 {
            s.handle(
                Action::Cell(rng.random_range(0..9), rng.random_range(0..9)),
                now,
            )
        } else if r < 75 {
            let b = KEY_BINDINGS[rng.random_range(0..KEY_BINDINGS.len())];
            if b.action == Action::Quit {
                continue;
            }
            s.handle(b.action, now)
        } else if r < 85 {
            now += Duration::from_millis(rng.random_range(0..1500));
            s.tick(now)
        } else if let Some(mut job) = (!asked.is_empty()).then(|| asked.remove(0)) {
            // Keep the search tiny; the session only sees its result.
            job.limits.depth = Some(1);
            job.limits.time = Some(Duration::from_millis(20));
            let asked_for = job.position;
            let done = run_job(&job, Arc::new(AtomicBool::new(false)));
            let e = s.finish(done, now);
            if s.history().len() > moves_before {
                assert_eq!(
                    before, asked_for,
                    "a result was applied to another position than it was asked for"
                );
            }
            e
        } else {
            continue;
        };
        if let Some(job) = effects.start {
            asked.push(job);
        }
        // Every game, new or switched to, starts at its start.
        assert_history_replays(&s, &s.variant().start());
        if rng.random_range(0..10) == 0 {
            let (w, h) = (rng.random_range(1..1400), rng.random_range(1..1000));
            assert_text_fits(&s, w, h);
        }
    }
}

#[test]
fn random_sittings_keep_the_invariants() {
    for seed in 0..150 {
        sitting(seed, 80);
    }
}

#[test]
fn undo_between_two_people_restores_the_position_exactly() {
    let mut rng = StdRng::seed_from_u64(7);
    for variant in Variant::presets() {
        let mut s = Session::new(&Settings {
            variant,
            mode: Mode::HumanHuman,
            seed: Some(1),
            ..Settings::default()
        })
        .unwrap();
        let now = Instant::now();
        let mut seen = vec![*s.position()];
        for _ in 0..12 {
            let moves = s.position().legal_moves();
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.random_range(0..moves.len())];
            let _ = s.handle(Action::Play(mv), now);
            seen.push(*s.position());
            let _ = s.handle(Action::TogglePause, now); // throws in Senet
            seen.push(*s.position());
        }
        while !s.history().is_empty() {
            let n = s.history().len();
            let _ = s.handle(Action::Undo, now);
            assert_eq!(s.history().len(), n - 1, "{variant}: one move per undo");
            assert!(
                seen.contains(s.position()),
                "{variant}: undo reached an unseen position"
            );
        }
        assert_eq!(
            *s.position(),
            variant.start(),
            "{variant}: undo to the start"
        );
        // Undo past the start changes nothing.
        let e = s.handle(Action::Undo, now);
        assert!(!e.redraw);
        assert_eq!(*s.position(), variant.start());
    }
}

#[test]
fn hud_text_fits_every_window_size_on_every_board() {
    for variant in Variant::presets() {
        let s = Session::new(&Settings {
            variant,
            mode: Mode::HumanHuman,
            ..Settings::default()
        })
        .unwrap();
        for (w, h) in [
            (640, 640),
            (400, 400),
            (300, 260),
            (90, 90),
            (60, 40),
            (1, 1),
            (1920, 300),
            (250, 1000),
        ] {
            assert_text_fits(&s, w, h);
        }
    }
}
