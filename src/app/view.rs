//! Builds the [`Scene`] of one frame from the session and the layout: the board (drawn by the
//! game's seat), the open views in their layers (see [`super::views`]), the HUD text around the
//! board and the help overlay. Plain data in, plain data out — unit-tested without GL.
//!
//! Text never leaves the window or covers the board: it is fitted by [`super::draw`].

use super::draw::{Line, side_color, stack_down, veil};
pub use super::draw::{ghost, ghost_number, grid_lines, palette, thousands};
use super::input::{HINT, KEY_BINDINGS};
use super::layout::Layout;
use super::seat::{AnyPosition, BoardView};
use super::session::{Mode, Session};
use super::views::{self, Layer, View};
use crate::game::Outcome;
use crate::render::scene::{Align, Point, Scene, Shape};
use crate::render::text::measure;
use crate::search::value_text;

/// The board's size in cells (columns, rows), which the layout needs.
#[must_use]
pub fn board_size(p: &AnyPosition) -> (u8, u8) {
    p.seat().grid(p)
}

/// The layout of a frame of `session` in a `width`×`height` window at HiDPI `scale`: the board
/// alone, or beside (or above) the panel when a view that draws there is open (the tree, the
/// code trace: both open share it).
#[must_use]
pub fn layout(session: &Session, width: u32, height: u32, scale: f64) -> Layout {
    let (cols, rows) = board_size(session.position());
    let in_panel = views::open(session).filter(|v| v.panel()).count();
    if in_panel > 0 {
        // The tree's slots only where the tree panel is open (not under the trace).
        let children = if views::tree::Tree.is_open(session) {
            session.tree_children()
        } else {
            0
        };
        let mut l = Layout::with_panel(width, height, scale, cols, rows, children)
            .shared_by(u8::try_from(in_panel).unwrap_or(u8::MAX));
        l.first_child = session.tree_first();
        l
    } else {
        Layout::new(width, height, scale, cols, rows)
    }
}

/// The scene of one frame. `hover` is the mouse position, if it is over the window.
#[must_use]
pub fn scene(session: &Session, layout: &Layout, hover: Option<Point>) -> Scene {
    scene_at(session, layout, hover, None)
}

/// The scene of one frame at `now`, with the last move's animation (a falling disc) as far as
/// it has come; `None` draws it settled, as a still picture.
#[must_use]
pub fn scene_at(
    session: &Session,
    layout: &Layout,
    hover: Option<Point>,
    now: Option<crate::time::Instant>,
) -> Scene {
    let mut s = Scene::new(
        layout.width as u32,
        layout.height as u32,
        palette::BACKGROUND,
    );
    session.seat().draw(
        &mut s,
        &BoardView {
            position: session.position(),
            last: session.last_step(),
            interaction: session.interaction(),
            hover,
            clickable: session.person_may_move(),
            layout,
            motion: session.motion(now),
        },
    );
    views::draw_layer(&mut s, session, layout, Layer::Board);
    // The cells' names, over any value tiles (in their corners, clear of the labels).
    super::coordinates::draw(
        &mut s,
        layout,
        &session.seat().coordinates(session.position()),
    );
    hud(&mut s, session, layout);
    views::draw_layer(&mut s, session, layout, Layer::Panel);
    views::draw_layer(&mut s, session, layout, Layer::Overlay);
    if session.help_shown() {
        help(&mut s, layout);
    }
    s
}

/// The text lines above and below the board.
fn hud(s: &mut Scene, session: &Session, l: &Layout) {
    let t = l.text;
    let a = l.area;
    let cx = a.x + a.w / 2.0;
    let width = (a.w - 2.0 * t.min(a.w * 0.05)).max(0.0);
    let status_color = match session.position().outcome() {
        Some(Outcome::Win(side)) => side_color(side),
        _ => palette::TEXT,
    };
    // Above the board: the status, the settings, and the last computer move's report.
    let mut settings = format!("{} · {}", session.algorithm_label(), session.mode().label());
    if let Some(e) = session.enhancements() {
        settings.push_str(&format!(" · enhancements {e}"));
    }
    if session.proven_play() {
        settings.push_str(" · proven play");
    } else if let Some(d) = session.depth_limit() {
        settings.push_str(&format!(" · depth {d}"));
    }
    if session.mode() == Mode::HumanComputer && session.computer_first() {
        settings.push_str(" · computer first");
    }
    let mut above = vec![
        Line::new(session.status(), t * 1.3, status_color),
        Line::new(settings, t, palette::DIM),
    ];
    if let (Some(r), Some(side)) = (session.last_report(), session.last_mover()) {
        let mv = r.best.map_or_else(|| "-".to_owned(), |m| m.to_string());
        // A move with no node searched came from the opening book: no depth to speak of.
        let how = if r.nodes == 0 {
            "from the book".to_owned()
        } else {
            format!("{} nodes · depth {}", thousands(r.nodes), r.depth)
        };
        above.push(Line::new(
            format!(
                "{} played {mv}: {} · {how} · {:.2} ms",
                session.side_label(side),
                value_text::words(r.verdict, r.value),
                r.elapsed.as_secs_f64() * 1000.0
            ),
            t * 0.9,
            palette::TEXT,
        ));
    }
    let above = above.into_iter().map(|line| line.fitted(width)).collect();
    let top = a.y + (t * 0.2).min((l.board.y - a.y) * 0.05);
    stack_down(s, cx, top, l.board.y, above);

    // Below the board: the game's own line and any notice, the key reminder at the bottom of
    // the window, and the decision summary between them if there is room.
    let below_board = l.board.y + l.board.h + t * 0.15;
    let hint_size = (t * 0.72).max(12.0_f32.min(t));
    let hints: Vec<Line> = HINT
        .iter()
        .map(|h| Line::new(h.as_str(), hint_size, palette::DIM).fitted(width))
        .collect();
    let hints_height: f32 = hints.iter().map(Line::height).sum();
    let mut game_line: Vec<String> = session
        .seat()
        .hud_line(session.position())
        .into_iter()
        .collect();
    if let Some(n) = session.notice() {
        game_line.push(n.to_owned());
    }
    if let Some(w) = views::hud_words(session) {
        game_line.push(w);
    }
    let mut lower = Vec::new();
    if !game_line.is_empty() {
        lower.push(Line::new(game_line.join(" · "), t, palette::TEXT).fitted(width));
    }
    let bottom = a.y + a.h;
    let hints_top = (bottom - hints_height - t * 0.2).max(below_board);
    let top = stack_down(s, cx, below_board, bottom, lower);
    if top <= hints_top {
        let mut y = hints_top;
        for h in hints {
            let height = h.height();
            if y + height > bottom {
                break;
            }
            h.push(s, cx, y);
            y += height;
        }
    }
    if let Some(summary) = session.last_summary() {
        let line = Line::new(summary, t * 0.8, palette::DIM).fitted(width);
        stack_down(s, cx, top, hints_top.max(top), vec![line]);
    }
}

/// The help overlay: every key binding, generated from the key table.
fn help(s: &mut Scene, l: &Layout) {
    veil(s, l);
    let rows = KEY_BINDINGS.len() as f32 + 2.0;
    // As large as fits: the rows in the height, the widest row in 90% of the width.
    let widest = KEY_BINDINGS
        .iter()
        .map(|b| measure(b.label, 10.0) + measure(b.help, 10.0))
        .fold(0.0, f32::max)
        + 12.0;
    let size = (l.height / (rows * 1.6))
        .min(l.text)
        .min(l.width * 0.9 / widest * 10.0)
        .max(6.0);
    let key_width = KEY_BINDINGS
        .iter()
        .map(|b| measure(b.label, size))
        .fold(0.0, f32::max);
    let row_width = key_width + size * 1.2 + widest / 10.0 * size - key_width;
    let key_x = (l.width - row_width) / 2.0 + key_width;
    let mut y = (l.height - rows * size * 1.5) / 2.0 + size * 1.5;
    s.push(Shape::Text {
        pos: [l.width / 2.0, y],
        size: size * 1.2,
        color: palette::TEXT,
        align: Align::Center,
        text: "Keys".into(),
    });
    y += size * 1.8;
    for b in KEY_BINDINGS.iter() {
        s.push(Shape::Text {
            pos: [key_x, y],
            size,
            color: palette::LAST_MOVE,
            align: Align::Right,
            text: b.label.into(),
        });
        s.push(Shape::Text {
            pos: [key_x + size * 1.2, y],
            size,
            color: palette::TEXT,
            align: Align::Left,
            text: b.help.into(),
        });
        y += size * 1.5;
    }
    s.push(Shape::Text {
        pos: [l.width / 2.0, y + size * 0.5],
        size: size * 0.9,
        color: palette::DIM,
        align: Align::Center,
        text: "F1, H or a click closes this help".into(),
    });
}
