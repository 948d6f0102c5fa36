//! Each move's value (V) and the expected line (P) open together, and V over Blob War's picked-up
//! blob: everything each draws stays readable on whatever the other drew (issue 20, item 4). The
//! scene a frame would draw is composited at chosen points (shapes in order, each blended by its
//! alpha) and colours are compared by their contrast ratio (WCAG's relative luminance).

mod common;
use common::watched;

use gametree::app::coordinates::Corner;
use gametree::app::input::Action;
use gametree::app::layout::Layout;
use gametree::app::seat::blobwar::colors;
use gametree::app::session::Session;
use gametree::app::view::scene;
use gametree::app::views::line::ghost_cells;
use gametree::app::views::values::value_tiles;
use gametree::render::scene::{Align, Color, Point, Rect, Scene, Shape};
use gametree::render::text::measure;
use gametree::search::value_text;

/// True when `shape` paints the point `p` (text never counts: it covers too little).
fn paints(shape: &Shape, p: Point) -> bool {
    let dist = |a: Point, b: Point| ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2)).sqrt();
    match *shape {
        Shape::Quad { rect, .. } => rect.contains(p),
        Shape::Disc { center, radius, .. } => dist(center, p) <= radius,
        Shape::Ring {
            center,
            radius,
            width,
            ..
        } => (dist(center, p) - radius).abs() <= width / 2.0,
        Shape::Line {
            from, to, width, ..
        } => {
            let d = [to[0] - from[0], to[1] - from[1]];
            let len2 = d[0] * d[0] + d[1] * d[1];
            let t = if len2 > 0.0 {
                (((p[0] - from[0]) * d[0] + (p[1] - from[1]) * d[1]) / len2).clamp(0.0, 1.0)
            } else {
                0.0
            };
            dist(p, [from[0] + t * d[0], from[1] + t * d[1]]) <= width / 2.0
        }
        Shape::Text { .. } => false,
    }
}

fn color_of(shape: &Shape) -> Color {
    match *shape {
        Shape::Quad { color, .. }
        | Shape::Disc { color, .. }
        | Shape::Ring { color, .. }
        | Shape::Line { color, .. }
        | Shape::Text { color, .. } => color,
    }
}

/// The colour at `p` once the first `upto` shapes are drawn.
fn composite(sc: &Scene, upto: usize, p: Point) -> [f32; 3] {
    composite_where(sc, upto, p, |_| true)
}

/// As [`composite`], drawing only the shapes `keep` keeps.
fn composite_where(sc: &Scene, upto: usize, p: Point, keep: impl Fn(&Shape) -> bool) -> [f32; 3] {
    let mut c = [sc.clear[0], sc.clear[1], sc.clear[2]];
    for sh in &sc.shapes[..upto] {
        if paints(sh, p) && keep(sh) {
            let col = color_of(sh);
            for i in 0..3 {
                c[i] = c[i] * (1.0 - col[3]) + col[i] * col[3];
            }
        }
    }
    c
}

/// `a` drawn with its alpha over `under`.
fn over(a: Color, under: [f32; 3]) -> [f32; 3] {
    [0, 1, 2].map(|i| under[i] * (1.0 - a[3]) + a[i] * a[3])
}

/// WCAG's contrast ratio of two colours (1 the same, 21 black on white).
fn contrast(a: [f32; 3], b: [f32; 3]) -> f32 {
    let lum = |c: [f32; 3]| {
        let lin = |v: f32| {
            if v <= 0.04045 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2])
    };
    let (x, y) = (lum(a), lum(b));
    (x.max(y) + 0.05) / (x.min(y) + 0.05)
}

/// The middle of a text shape's line (its box from the baseline up by about its cap height).
fn text_middle(sh: &Shape) -> Option<Point> {
    match sh {
        Shape::Text {
            pos,
            size,
            text,
            align,
            ..
        } => {
            let w = measure(text, *size);
            let left = match align {
                Align::Left => pos[0],
                Align::Center => pos[0] - w / 2.0,
                Align::Right => pos[0] - w,
            };
            Some([left + w / 2.0, pos[1] - size * 0.35])
        }
        _ => None,
    }
}

/// Checks the text at index `i` of the scene: nothing drawn after it covers its middle (a thin
/// stroke, under a quarter of the text's size, crossing it does not hide it), and returns its
/// contrast with what lies under it.
fn readable(sc: &Scene, i: usize, what: &str) -> f32 {
    let sh = &sc.shapes[i];
    let Shape::Text { size, .. } = *sh else {
        unreachable!()
    };
    let p = text_middle(sh).unwrap();
    let covered = sc.shapes[i + 1..].iter().find(|later| {
        let thin = matches!(later, Shape::Line { width, .. } if *width < size / 4.0);
        paints(later, p) && color_of(later)[3] > 0.3 && !thin
    });
    assert!(
        covered.is_none(),
        "{what} is covered by a shape drawn over it: {covered:?}"
    );
    let under = composite(sc, i, p);
    contrast(over(color_of(sh), under), under)
}

/// X to move in o.x/x../.o.: b2 and c2 win, c1 draws, b3 and a1 lose; the line is b2, then O's
/// reply (on a tile of X's values), then X's win.
const TTT: &str = "o.x/x../.o. x";

#[test]
fn ghosts_and_values_stay_readable_on_each_other() {
    for (game, text) in [
        ("tictactoe", TTT),
        ("mnk:5x5:3", "...../...../..x../..o../..... x"),
        ("blobwar", "x5o/7/7/3x3/7/7/o5x x 0 1"),
    ] {
        let s = watched(
            game,
            text,
            &[Action::toggle("values"), Action::toggle("line")],
        );
        let (sc, l) = common::frame(&s, 640, 640);
        let tiles = value_tiles(&s);
        assert!(!tiles.is_empty(), "{game}: values shown");
        let line = s.expected_line().unwrap().to_vec();
        assert!(line.len() >= 2, "{game}: {line:?}");
        // Every value label: not covered, readable.
        let mut labels = 0;
        for (f, r, m) in &tiles {
            let cell = l.cell_rect(*f, *r);
            let label = value_text::short(m.verdict, m.value);
            let i = sc
                .shapes
                .iter()
                .position(|sh| {
                    // Beside the other side's ghost the value says whose it is: `X D`.
                    matches!(sh, Shape::Text { text, .. }
                        if *text == label || text.ends_with(&format!(" {label}")))
                        && text_middle(sh).is_some_and(|p| cell.contains(p))
                })
                .unwrap_or_else(|| panic!("{game}: label {label} in its cell"));
            let c = readable(&sc, i, &format!("{game}: label {label}"));
            assert!(c >= 3.0, "{game}: label {label} contrast {c:.2}");
            labels += 1;
        }
        assert_eq!(labels, tiles.len());
        // Every ghost's number: not covered, readable; and its piece stands out from what it
        // is drawn on, at the piece's own pixels.
        let cells = ghost_cells(&s);
        assert!(cells.len() >= 2, "{game}: {cells:?}");
        for (n, &(f, r)) in cells.iter().enumerate().take(3) {
            let n = n + 1;
            let cell = l.cell_rect(f, r);
            let i = sc
                .shapes
                .iter()
                .rposition(|sh| {
                    matches!(sh, Shape::Text { text, .. } if *text == n.to_string())
                        && text_middle(sh).is_some_and(|p| cell.contains(p))
                })
                .unwrap_or_else(|| panic!("{game}: ghost {n}"));
            let c = readable(&sc, i, &format!("{game}: ghost {n}'s number"));
            assert!(c >= 3.0, "{game}: ghost {n}'s number contrast {c:.2}");
        }
        let ghosts: Vec<usize> = (0..sc.shapes.len())
            .filter(|&i| {
                matches!(
                    sc.shapes[i],
                    Shape::Disc { .. } | Shape::Ring { .. } | Shape::Line { .. }
                ) && color_of(&sc.shapes[i])[3] < 0.5
            })
            .collect();
        assert!(!ghosts.is_empty(), "{game}: ghost pieces");
        for i in ghosts {
            let p = match sc.shapes[i] {
                Shape::Disc { center, .. } => center,
                Shape::Ring { center, radius, .. } => [center[0] + radius, center[1]],
                // Near its end, in the ghost's own cell (a jump's line starts on a blob).
                Shape::Line { from, to, .. } => [
                    from[0] + (to[0] - from[0]) * 0.85,
                    from[1] + (to[1] - from[1]) * 0.85,
                ],
                _ => unreachable!(),
            };
            // What it lies on (other ghosts' strokes aside), and that with it drawn over.
            let before = composite_where(&sc, i, p, |sh| color_of(sh)[3] >= 0.5);
            let after = over(color_of(&sc.shapes[i]), before);
            let c = contrast(before, after);
            assert!(
                c >= 1.5,
                "{game}: a ghost piece at {p:?} barely shows ({c:.2}): {before:?} → {after:?}"
            );
        }
    }
}

#[test]
fn blob_war_clone_and_jump_targets_stay_clear_under_the_values() {
    // x's blob on d4 picked up: its clone and jump targets keep their colours around V's tiles.
    let s = watched(
        "blobwar",
        "x5o/7/7/3x3/7/7/o5x x 0 1",
        &[Action::toggle("values"), Action::Cell(3, 3)],
    );
    let (sc, l) = common::frame(&s, 640, 640);
    assert!(!value_tiles(&s).is_empty(), "values shown");
    for (target, color) in [
        ((4u8, 4u8), colors::CLONE_TARGET),
        ((5, 5), colors::JUMP_TARGET),
    ] {
        let cell: Rect = l.cell_rect(target.0, target.1);
        // The share of the cell where the target's colour is what shows, on a 40x40 grid.
        let mut showing = 0;
        let steps = 40;
        for a in 0..steps {
            for b in 0..steps {
                let p = [
                    cell.x + cell.w * (a as f32 + 0.5) / steps as f32,
                    cell.y + cell.h * (b as f32 + 0.5) / steps as f32,
                ];
                let top = sc
                    .shapes
                    .iter()
                    .rev()
                    .find(|sh| paints(sh, p) && color_of(sh)[3] > 0.5);
                if top.is_some_and(|sh| color_of(sh) == color) {
                    showing += 1;
                }
            }
        }
        let share = showing as f32 / (steps * steps) as f32;
        assert!(
            share >= 0.25,
            "target {target:?}: its colour shows on {:.0}% of the cell",
            share * 100.0
        );
    }
}

/// Each cell's name the seat gives and where the scene draws it (its index among the shapes).
fn names(s: &Session, sc: &Scene, l: &Layout) -> Vec<(String, usize)> {
    let names = s.seat().coordinates(s.position());
    assert!(!names.is_empty());
    names
        .into_iter()
        .map(|name| {
            let cell = l.cell_rect(name.file, name.rank);
            // The name's own corner of its cell (a value's label sits in the middle, a ghost's
            // number top right).
            let in_corner = |p: Point| match name.corner {
                Corner::TopLeft => p[0] < cell.x + cell.w * 0.3 && p[1] < cell.y + cell.h * 0.35,
                Corner::BottomRight => {
                    p[0] > cell.x + cell.w * 0.5 && p[1] > cell.y + cell.h * 0.75
                }
            };
            let i = sc
                .shapes
                .iter()
                .position(|sh| {
                    matches!(sh, Shape::Text { text, pos, .. }
                        if *text == name.text && cell.contains(*pos) && in_corner(*pos))
                })
                .unwrap_or_else(|| panic!("the name {} in its cell", name.text));
            (name.text, i)
        })
        .collect()
}

/// The least contrast a cell's name keeps with what lies under it, over its ink's box (a 4x3
/// grid of points from its baseline up by its cap height), checking that nothing drawn after it
/// covers it.
fn name_contrast(sc: &Scene, i: usize, what: &str) -> f32 {
    readable(sc, i, what);
    let Shape::Text {
        pos,
        size,
        color,
        ref text,
        ..
    } = sc.shapes[i]
    else {
        unreachable!()
    };
    let w = measure(text, size);
    let h = size * 0.7;
    let mut least = f32::INFINITY;
    for a in 0..4 {
        for b in 0..3 {
            let p = [
                pos[0] + w * (a as f32 + 0.5) / 4.0,
                pos[1] - h * (b as f32 + 0.5) / 3.0,
            ];
            let under = composite(sc, i, p);
            least = least.min(contrast(over(color, under), under));
        }
    }
    least
}

#[test]
fn the_cells_names_stay_readable_on_the_value_tiles() {
    // Names on a red "loss", a grey "draw" and a pale heuristic tile, on Connect Four's frame
    // and on the plain boards, with the line's ghosts or without.
    let cases: [(&str, &str, &[Action]); 8] = [
        ("tictactoe", TTT, &[Action::toggle("values")]),
        (
            "tictactoe",
            TTT,
            &[Action::toggle("values"), Action::toggle("line")],
        ),
        ("tictactoe", "x../.o./..x o", &[Action::toggle("values")]),
        (
            "mnk:5x5:3",
            "...../...../..x../..o../..... x",
            &[Action::toggle("values")],
        ),
        (
            "connect4",
            "......./......./......./......./...o.../..oxx.. x",
            &[Action::toggle("values")],
        ),
        (
            "connect4",
            "......./......./......./......./...o.../..oxx.. x",
            &[],
        ),
        (
            "blobwar",
            "x5o/7/7/3x3/7/7/o5x x 0 1",
            &[Action::toggle("values")],
        ),
        (
            "senet",
            "..w.bwb.w..b...wb..b...w...... w 3",
            &[Action::toggle("values")],
        ),
    ];
    for (game, text, actions) in cases {
        let s = watched(game, text, actions);
        let (sc, l) = common::frame(&s, 640, 640);
        if !actions.is_empty() {
            assert!(!value_tiles(&s).is_empty(), "{game} {text}: values shown");
        }
        for (name, i) in names(&s, &sc, &l) {
            let what = format!("{game} {text}: the name {name}");
            let c = name_contrast(&sc, i, &what);
            assert!(c >= 4.5, "{what}: contrast {c:.2}");
        }
    }
}

#[test]
fn the_names_plates_cut_into_no_piece() {
    // Small boards beside the tree panel, where a name reaches into a piece: a plate under it
    // would cut a notch out of the piece (17% of the plate on Senet's pieces at 640x640, 10%
    // at 900x600). Where a name does get a plate (over a tile, a frame), it may shave the edge
    // of a piece, no more.
    let cases: [(&str, &str); 4] = [
        ("senet", "..w.bwb.w..b...wb..b...w...... w 3"),
        ("blobwar", "x5o/x6/7/7/7/7/o5x o 0 1"),
        ("tictactoe", TTT),
        (
            "connect4",
            "......./......./......./......./...o.../..oxx.. x",
        ),
    ];
    let mut plates = 0;
    let mut worst = 0;
    for (game, text) in cases {
        let s = watched(
            game,
            text,
            &[
                Action::toggle("values"),
                Action::toggle("line"),
                Action::toggle("tree"),
            ],
        );
        for (w, h) in [(640, 640), (900, 600), (1280, 900)] {
            let l = gametree::app::view::layout(&s, w, h, 1.0);
            let sc = scene(&s, &l, None);
            for (name, i) in names(&s, &sc, &l) {
                let Some(Shape::Quad { rect, color }) = i.checked_sub(1).map(|j| &sc.shapes[j])
                else {
                    continue;
                };
                if *color != gametree::app::view::palette::BOARD
                    || !text_middle(&sc.shapes[i]).is_some_and(|p| rect.contains(p))
                {
                    continue;
                }
                plates += 1;
                // The share of the plate that lies on a piece, mark or ghost drawn before it.
                let mut on = 0;
                for a in 0..10 {
                    for b in 0..10 {
                        let p = [
                            rect.x + rect.w * (a as f32 + 0.5) / 10.0,
                            rect.y + rect.h * (b as f32 + 0.5) / 10.0,
                        ];
                        if sc.shapes[..i - 1]
                            .iter()
                            .any(|sh| !matches!(sh, Shape::Quad { .. }) && paints(sh, p))
                        {
                            on += 1;
                        }
                    }
                }
                assert!(
                    on <= 8,
                    "{game} at {w}x{h}: the plate of {name} lies {on}% on a piece"
                );
                worst = worst.max(on);
            }
        }
    }
    assert!(plates > 0, "some names have plates");
    // Connect Four's plates graze the edge of a hole (6%): no more.
    assert!(worst > 0, "a plate grazes a piece somewhere");
}
