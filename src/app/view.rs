//! Builds the [`Scene`] of one frame from the session and the layout: the board (drawn by the
//! game's seat), what the person watches on it (each move's value, the expected line as ghost
//! pieces — placed by the seat), the HUD text around it, and the overlays (the comparison of all
//! algorithms, the help). Plain data in, plain data out — unit-tested without GL.
//!
//! Text never leaves the window or covers the board: each line shrinks to fit the width (down
//! to [`MIN_TEXT`], then it is cut with "…"), and lines that find no room in their band are
//! dropped, the least important first.

use super::input::{HINT, KEY_BINDINGS};
use super::layout::Layout;
use super::seat::{AnyPosition, BoardView};
use super::session::{Mode, Session};
use super::views::{self, Layer};
use crate::game::{Outcome, Side};
use crate::render::scene::{Align, Color, Point, Rect, Scene, Shape};
use crate::render::text::{line_metrics, measure};
use crate::search::value_text;

/// The colours of the program (X blue and O red as in seed 000; a light board on a dark ground).
pub mod palette {
    use crate::render::scene::Color;
    /// Window background.
    pub const BACKGROUND: Color = [0.11, 0.12, 0.15, 1.0];
    /// The board.
    pub const BOARD: Color = [0.93, 0.91, 0.86, 1.0];
    /// Grid lines.
    pub const GRID: Color = [0.28, 0.29, 0.33, 1.0];
    /// The first player (X, x, white's marks in the HUD).
    pub const FIRST: Color = [0.13, 0.35, 0.86, 1.0];
    /// The second player (O, o).
    pub const SECOND: Color = [0.86, 0.17, 0.17, 1.0];
    /// The cell under the mouse.
    pub const HOVER: Color = [0.80, 0.86, 0.96, 1.0];
    /// The computer's last move.
    pub const LAST_MOVE: Color = [0.98, 0.90, 0.55, 1.0];
    /// A winning line.
    pub const WIN: Color = [0.10, 0.65, 0.30, 0.85];
    /// HUD text.
    pub const TEXT: Color = [0.94, 0.94, 0.96, 1.0];
    /// Secondary HUD text.
    pub const DIM: Color = [0.62, 0.64, 0.70, 1.0];
    /// A Blob War gap: a square no blob may enter.
    pub const GAP: Color = [0.20, 0.21, 0.25, 1.0];
    /// The selected blob's square.
    pub const SELECTED: Color = [0.98, 0.80, 0.35, 1.0];
    /// Where the selected blob can clone to.
    pub const CLONE_TARGET: Color = [0.62, 0.88, 0.62, 1.0];
    /// Where the selected blob can jump to.
    pub const JUMP_TARGET: Color = [0.98, 0.74, 0.55, 1.0];
    /// A Senet special house.
    pub const HOUSE: Color = [0.86, 0.80, 0.66, 1.0];
    /// The House of Water (27).
    pub const WATER: Color = [0.55, 0.75, 0.92, 1.0];
    /// Senet's white pieces.
    pub const WHITE_PIECE: Color = [0.98, 0.98, 0.96, 1.0];
    /// Senet's black pieces.
    pub const BLACK_PIECE: Color = [0.08, 0.08, 0.10, 1.0];
    /// A stick's light face.
    pub const STICK_LIGHT: Color = [0.93, 0.86, 0.66, 1.0];
    /// A stick's dark face.
    pub const STICK_DARK: Color = [0.36, 0.22, 0.12, 1.0];
    /// Sticks not yet thrown.
    pub const STICK_IDLE: Color = [0.45, 0.46, 0.50, 1.0];
    /// The ring around blobs the last move converted.
    pub const CONVERTED: Color = [0.98, 0.62, 0.10, 1.0];
    /// The help overlay's veil.
    pub const VEIL: Color = [0.05, 0.05, 0.08, 0.92];
    /// A move that wins (proven).
    pub const VALUE_WIN: Color = [0.13, 0.62, 0.29, 1.0];
    /// A move that draws (proven).
    pub const VALUE_DRAW: Color = [0.50, 0.52, 0.56, 1.0];
    /// A move that loses (proven).
    pub const VALUE_LOSS: Color = [0.80, 0.20, 0.18, 1.0];
    /// The best heuristic value on the board (the graded scale's green end).
    pub const VALUE_GOOD: Color = [0.60, 0.86, 0.60, 1.0];
    /// A heuristic value of zero (the scale's middle).
    pub const VALUE_EVEN: Color = [0.84, 0.84, 0.80, 1.0];
    /// The worst heuristic value on the board (the scale's red end).
    pub const VALUE_BAD: Color = [0.95, 0.62, 0.58, 1.0];
    /// Text on a proven value's tile.
    pub const VALUE_TEXT: Color = [1.0, 1.0, 1.0, 1.0];
    /// Text on a heuristic value's tile.
    pub const VALUE_TEXT_DARK: Color = [0.12, 0.12, 0.14, 1.0];
    /// How opaque a ghost piece of the expected line is.
    pub const GHOST_ALPHA: f32 = 0.38;
    /// The comparison's bars.
    pub const BAR: Color = [0.36, 0.58, 0.92, 1.0];
    /// The computer's algorithm in the comparison.
    pub const BAR_CHOSEN: Color = [0.98, 0.80, 0.35, 1.0];
    /// The tree panel's ground.
    pub const PANEL: Color = [0.16, 0.17, 0.21, 1.0];
    /// A child's frame in the tree panel.
    pub const SLOT: Color = [0.24, 0.25, 0.30, 1.0];
    /// The frame of a child on the principal variation.
    pub const PV: Color = [0.98, 0.80, 0.35, 1.0];
    /// The frame of the node the replay is visiting.
    pub const VISITING: Color = [0.30, 0.78, 0.98, 1.0];
    /// The veil over a move that was cut off (greyed).
    pub const PRUNED: Color = [0.38, 0.38, 0.40, 0.80];
    /// The veil over a move the replay has not reached yet.
    pub const UNVISITED: Color = [0.16, 0.17, 0.21, 0.55];
    /// Text about a cut-off.
    pub const CUT_TEXT: Color = [0.98, 0.62, 0.45, 1.0];
}

/// The colour of a side's marks.
#[must_use]
pub fn side_color(s: Side) -> Color {
    match s {
        Side::First => palette::FIRST,
        Side::Second => palette::SECOND,
    }
}

/// The board's size in cells (columns, rows), which the layout needs.
#[must_use]
pub fn board_size(p: &AnyPosition) -> (u8, u8) {
    p.seat().grid(p)
}

/// The layout of a frame of `session` in a `width`×`height` window at HiDPI `scale`: the board
/// alone, or beside (or above) the tree panel when it is open.
#[must_use]
pub fn layout(session: &Session, width: u32, height: u32, scale: f64) -> Layout {
    let (cols, rows) = board_size(session.position());
    if views::open(session).any(|v| v.panel()) {
        Layout::with_panel(width, height, scale, cols, rows, session.tree_children())
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
    now: Option<std::time::Instant>,
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
            selected: session.selected(),
            hover,
            clickable: session.person_may_move(),
            layout,
            motion: session.motion(now),
        },
    );
    views::draw_layer(&mut s, session, layout, Layer::Board);
    hud(&mut s, session, layout);
    views::draw_layer(&mut s, session, layout, Layer::Panel);
    views::draw_layer(&mut s, session, layout, Layer::Overlay);
    if session.help_shown() {
        help(&mut s, layout);
    }
    s
}

/// A shape made translucent, for a ghost piece of the expected line.
#[must_use]
pub fn ghost(mut shape: Shape) -> Shape {
    match &mut shape {
        Shape::Quad { color, .. }
        | Shape::Line { color, .. }
        | Shape::Ring { color, .. }
        | Shape::Disc { color, .. }
        | Shape::Text { color, .. } => color[3] *= palette::GHOST_ALPHA,
    }
    shape
}

/// A ghost's number in the top-left corner of its cell.
pub fn ghost_number(s: &mut Scene, l: &Layout, cell: Rect, number: usize, color: Color) {
    let size = (l.cell * 0.26).max(8.0);
    let (ascent, _) = line_metrics(size);
    s.push(Shape::Text {
        pos: [cell.x + cell.w * 0.08, cell.y + cell.h * 0.06 + ascent],
        size,
        color,
        align: Align::Left,
        text: number.to_string(),
    });
}

/// The lines between the cells of a `cols`×`rows` grid filling `area` (quads, flush with its
/// edges).
pub fn grid_lines(s: &mut Scene, l: &Layout, area: Rect, cols: u8, rows: u8) {
    let w = (l.cell * 0.035).max(2.0);
    for i in 1..cols {
        let x = area.x + f32::from(i) * l.cell;
        s.push(Shape::Quad {
            rect: Rect {
                x: x - w / 2.0,
                y: area.y,
                w,
                h: area.h,
            },
            color: palette::GRID,
        });
    }
    for i in 1..rows {
        let y = area.y + f32::from(i) * l.cell;
        s.push(Shape::Quad {
            rect: Rect {
                x: area.x,
                y: y - w / 2.0,
                w: area.w,
                h: w,
            },
            color: palette::GRID,
        });
    }
}

/// Groups digits by thousands: 549946 → "549,946".
#[must_use]
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The smallest text drawn: below it a line is cut rather than shrunk further.
pub const MIN_TEXT: f32 = 9.0;

/// One line of HUD text before it is placed.
pub(crate) struct Line {
    text: String,
    size: f32,
    color: Color,
}

impl Line {
    pub(crate) fn new(text: impl Into<String>, size: f32, color: Color) -> Line {
        Line {
            text: text.into(),
            size,
            color,
        }
    }

    /// The line shrunk to fit `width` (not below [`MIN_TEXT`]), and cut with "…" if it still
    /// does not.
    fn fitted(mut self, width: f32) -> Line {
        let w = measure(&self.text, self.size);
        if w > width && w > 0.0 {
            self.size = (self.size * width / w).floor().max(MIN_TEXT.min(self.size));
        }
        if measure(&self.text, self.size) > width {
            let mut kept: Vec<char> = self.text.chars().collect();
            while !kept.is_empty() {
                kept.pop();
                let cut: String = kept.iter().collect::<String>() + "…";
                if measure(&cut, self.size) <= width {
                    self.text = cut;
                    return self;
                }
            }
            self.text = String::new();
        }
        self
    }

    /// The height the line takes in its band.
    fn height(&self) -> f32 {
        self.size * 1.3
    }

    /// Pushes the line with its top at `top`, centred on `cx`.
    fn push(self, s: &mut Scene, cx: f32, top: f32) {
        let (ascent, _) = line_metrics(self.size);
        s.push(Shape::Text {
            pos: [cx, top + self.size * 0.15 + ascent],
            size: self.size,
            color: self.color,
            align: Align::Center,
            text: self.text,
        });
    }
}

/// Places lines from the top of a band down, dropping every line from the first that does not
/// fit above `bottom`. Lines come most important first.
fn stack_down(s: &mut Scene, cx: f32, mut top: f32, bottom: f32, lines: Vec<Line>) -> f32 {
    for line in lines {
        if top + line.height() > bottom {
            break;
        }
        let h = line.height();
        line.push(s, cx, top);
        top += h;
    }
    top
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
        above.push(Line::new(
            format!(
                "{} played {mv}: {} · {} nodes · depth {} · {:.2} ms",
                session.side_label(side),
                value_text::words(r.verdict, r.value),
                thousands(r.nodes),
                r.depth,
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

/// The dark veil an overlay (help, comparison) lies on, over the whole window.
pub(crate) fn veil(s: &mut Scene, l: &Layout) {
    s.push(Shape::Quad {
        rect: Rect {
            x: 0.0,
            y: 0.0,
            w: l.width,
            h: l.height,
        },
        color: palette::VEIL,
    });
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
        text: "Click a cell to play · F1 or H closes this help".into(),
    });
}

/// Lines of text placed from the top of `r` down, each fitted to its width, centred; lines
/// that find no room are dropped.
pub(crate) fn lines_in(s: &mut Scene, r: Rect, lines: Vec<Line>) {
    let lines = lines.into_iter().map(|l| l.fitted(r.w)).collect();
    stack_down(s, r.x + r.w / 2.0, r.y, r.y + r.h, lines);
}
