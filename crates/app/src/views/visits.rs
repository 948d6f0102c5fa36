//! How V shows a sampling search's moves (MCTS), as Go and Hex programs do: on each move a disc
//! whose size grows with the log of its visits and whose colour is its win rate (red lost,
//! grey even, green won), with the win rate and the visits written on it. A move the solver
//! proved reads as V's proven tiles do (`W3`, `D`, `L2` in their colours): its win rate counts
//! only the tries made before the proof.

use crate::draw::palette;
use crate::worker::MoveMark;
use scene::text::{line_metrics, measure};
use scene::{Align, Color, Rect, Scene, Shape};
use search::{Verdict, value_text};

/// The smallest and largest disc, as fractions of the cell's shorter side.
const RADIUS: (f32, f32) = (0.24, 0.46);

/// The radius of a move's disc in a cell of side `side`: from the smallest (one visit) to the
/// largest (the most visited move), by the log of its visits.
#[must_use]
pub fn disc_radius(visits: u64, most: u64, side: f32) -> f32 {
    let t = if most > 0 {
        ((1.0 + visits as f64).ln() / (1.0 + most as f64).ln()) as f32
    } else {
        0.0
    };
    side * (RADIUS.0 + (RADIUS.1 - RADIUS.0) * t.clamp(0.0, 1.0))
}

/// A win rate's colour: red at 0, grey at ½, green at 1.
#[must_use]
pub fn rate_color(rate: f64) -> Color {
    let mix = |a: Color, b: Color, t: f32| -> Color {
        [
            a[0] * (1.0 - t) + b[0] * t,
            a[1] * (1.0 - t) + b[1] * t,
            a[2] * (1.0 - t) + b[2] * t,
            1.0,
        ]
    };
    let t = ((rate - 0.5) * 2.0).clamp(-1.0, 1.0) as f32;
    if t >= 0.0 {
        mix(palette::VALUE_DRAW, palette::VALUE_WIN, t)
    } else {
        mix(palette::VALUE_DRAW, palette::VALUE_LOSS, -t)
    }
}

/// A move's disc colour: its proof's (green won, grey drawn, red lost), else its win rate's.
#[must_use]
pub fn disc_color(m: &MoveMark) -> Color {
    match m.verdict {
        Verdict::Win(_) => palette::VALUE_WIN,
        Verdict::Draw => palette::VALUE_DRAW,
        Verdict::Loss(_) => palette::VALUE_LOSS,
        Verdict::Unknown => rate_color(m.value),
    }
}

/// What a move's disc says above its visits: its proof (`W1`, `D`, `L2`), else its win rate.
#[must_use]
pub fn disc_text(m: &MoveMark) -> String {
    match m.verdict {
        Verdict::Unknown => crate::words::rate_words(m.value),
        v => value_text::short(v, m.value),
    }
}

/// Draws the discs of `marks`, each in its cell's rectangle.
pub fn discs(s: &mut Scene, marks: &[(Rect, MoveMark)]) {
    let most = marks
        .iter()
        .filter_map(|(_, m)| m.visits)
        .max()
        .unwrap_or(0);
    for (rect, m) in marks {
        let Some(visits) = m.visits else { continue };
        let side = rect.w.min(rect.h);
        let radius = disc_radius(visits, most, side);
        let center = rect.center();
        s.push(Shape::Disc {
            center,
            radius,
            color: disc_color(m),
        });
        // The rate above the middle, the visits below, both inside the smallest disc.
        let room = 2.0 * RADIUS.0 * side * 0.8;
        let rate = disc_text(m);
        let count = crate::words::count_words(visits);
        let big = fit(&rate, side * 0.17, room);
        let small = fit(&count, side * 0.12, room);
        let [cx, cy] = center;
        let (ascent, _) = line_metrics(small);
        text(s, [cx, cy - 0.03 * side], &rate, big, palette::VALUE_TEXT);
        text(
            s,
            [cx, cy + 0.03 * side + ascent],
            &count,
            small,
            palette::VALUE_TEXT,
        );
    }
}

/// The size at which `t` fits in `width`, at most `size`.
fn fit(t: &str, size: f32, width: f32) -> f32 {
    let w = measure(t, size);
    if w > width && w > 0.0 {
        size * width / w
    } else {
        size
    }
}

/// `t` centred on `x`, its baseline at `y` (placed by its left end, so it is not taken for a
/// HUD line).
fn text(s: &mut Scene, [x, y]: [f32; 2], t: &str, size: f32, color: Color) {
    let w = measure(t, size);
    s.push(Shape::Text {
        pos: [x - w / 2.0, y],
        size,
        color,
        align: Align::Left,
        text: t.into(),
    });
}
