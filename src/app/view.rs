//! Builds the [`Scene`] of one frame from the session and the layout: the board, its marks and
//! highlights, and the HUD text. Plain data in, plain data out — unit-tested without GL.

use super::input::{HINT, KEY_BINDINGS};
use super::layout::Layout;
use super::session::{Mode, Session, senet_cell, senet_house, side_label};
use crate::game::blobwar::{BlobMove, BlobWar, Cell};
use crate::game::mnk::Mnk;
use crate::game::senet::{self, Senet, SenetMove};
use crate::game::{AnyMove, AnyPosition, Game, Outcome, Side};
use crate::render::scene::{Align, Color, Point, Rect, Scene, Shape};
use crate::render::text::measure;
use crate::search::Verdict;

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
    /// The help overlay's veil.
    pub const VEIL: Color = [0.05, 0.05, 0.08, 0.92];
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
    match p {
        AnyPosition::Mnk(m) => (m.geometry().width, m.geometry().height),
        AnyPosition::BlobWar(b) => (b.geometry().cols, b.geometry().rows),
        // Three rows of ten squares, and a row below for the sticks.
        AnyPosition::Senet(_) => (10, 4),
    }
}

/// The scene of one frame. `hover` is the mouse position, if it is over the window.
#[must_use]
pub fn scene(session: &Session, layout: &Layout, hover: Option<Point>) -> Scene {
    let mut s = Scene::new(
        layout.width as u32,
        layout.height as u32,
        palette::BACKGROUND,
    );
    match session.position() {
        AnyPosition::Mnk(p) => mnk_board(&mut s, session, p, layout, hover),
        AnyPosition::BlobWar(p) => blobwar_board(&mut s, session, p, layout, hover),
        AnyPosition::Senet(p) => senet_board(&mut s, session, p, layout),
    }
    hud(&mut s, session, layout);
    if session.help_shown() {
        help(&mut s, layout);
    }
    s
}

/// The board, cells, marks and highlights of an m,n,k game.
fn mnk_board(s: &mut Scene, session: &Session, p: &Mnk, l: &Layout, hover: Option<Point>) {
    let geo = p.geometry();
    s.push(Shape::Quad {
        rect: l.board,
        color: palette::BOARD,
    });
    // The cell under the mouse, where a click would play.
    let clickable = session.human_to_move() && !session.thinking() && !p_is_over(p);
    if let Some((f, r)) = hover.and_then(|h| l.cell_at(h))
        && clickable
        && p.at(f, r).is_none()
    {
        s.push(Shape::Quad {
            rect: l.cell_rect(f, r),
            color: palette::HOVER,
        });
    }
    if let Some(AnyMove::Mnk(m)) = session.last_move() {
        s.push(Shape::Quad {
            rect: l.cell_rect(m.file(), m.rank()).inset(l.cell * 0.04),
            color: palette::LAST_MOVE,
        });
    }
    grid_lines(s, l, l.board, geo.width, geo.height);
    let stroke = (l.cell * 0.09).max(2.0);
    for rank in 0..geo.height {
        for file in 0..geo.width {
            if let Some(side) = p.at(file, rank) {
                mark(s, side, l.cell_rect(file, rank), stroke);
            }
        }
    }
    if let Some(line) = p.winning_line() {
        let squares: Vec<u8> = (0..64u8).filter(|&q| line & (1u64 << q) != 0).collect();
        if let (Some(&a), Some(&b)) = (squares.first(), squares.last()) {
            let centre = |q: u8| l.cell_rect(q % 8, q / 8).center();
            s.push(Shape::Line {
                from: centre(a),
                to: centre(b),
                width: stroke * 0.8,
                color: palette::WIN,
            });
        }
    }
}

/// The board, gaps, blobs and highlights of a Blob War game.
fn blobwar_board(s: &mut Scene, session: &Session, p: &BlobWar, l: &Layout, hover: Option<Point>) {
    let geo = p.geometry();
    s.push(Shape::Quad {
        rect: l.board,
        color: palette::BOARD,
    });
    let cell_of = |sq: u8| l.cell_rect(sq % 8, sq / 8);
    if let Some(AnyMove::BlobWar(m)) = session.last_move() {
        if let BlobMove::Jump(from, _) = m {
            s.push(Shape::Quad {
                rect: cell_of(from).inset(l.cell * 0.30),
                color: palette::LAST_MOVE,
            });
        }
        if let Some(to) = m.to() {
            s.push(Shape::Quad {
                rect: cell_of(to).inset(l.cell * 0.04),
                color: palette::LAST_MOVE,
            });
        }
    }
    let clickable = session.human_to_move() && !session.thinking() && p.outcome().is_none();
    if clickable {
        if let Some(from) = session.selected() {
            s.push(Shape::Quad {
                rect: cell_of(from).inset(l.cell * 0.04),
                color: palette::SELECTED,
            });
            for m in p.moves_from(from) {
                let (to, color) = match m {
                    BlobMove::Clone(t) => (t, palette::CLONE_TARGET),
                    BlobMove::Jump(_, t) => (t, palette::JUMP_TARGET),
                    BlobMove::Pass => continue,
                };
                s.push(Shape::Quad {
                    rect: cell_of(to).inset(l.cell * 0.04),
                    color,
                });
            }
        }
        if let Some((f, r)) = hover.and_then(|h| l.cell_at(h))
            && p.cell(f, r) == Cell::Empty
        {
            s.push(Shape::Quad {
                rect: l.cell_rect(f, r).inset(l.cell * 0.16),
                color: palette::HOVER,
            });
        }
    }
    for rank in 0..geo.rows {
        for file in 0..geo.cols {
            let rect = l.cell_rect(file, rank);
            match p.cell(file, rank) {
                Cell::Gap => s.push(Shape::Quad {
                    rect,
                    color: palette::GAP,
                }),
                Cell::Blob(side) => s.push(Shape::Disc {
                    center: rect.center(),
                    radius: l.cell * 0.36,
                    color: side_color(side),
                }),
                Cell::Empty => {}
            }
        }
    }
    grid_lines(s, l, l.board, geo.cols, geo.rows);
}

/// The S-shaped Senet board (squares 1–10 on top, 11–20 back along the middle, 21–30 along the
/// bottom), its special houses, the pieces, the movable ones highlighted, and the sticks.
fn senet_board(s: &mut Scene, session: &Session, p: &Senet, l: &Layout) {
    let board = Rect {
        h: l.cell * 3.0,
        ..l.board
    };
    s.push(Shape::Quad {
        rect: board,
        color: palette::BOARD,
    });
    let rect_of = |sq: u8| {
        let (f, r) = senet_cell(sq);
        l.cell_rect(f, r)
    };
    for sq in 1..=senet::HORUS {
        if senet_house(sq) {
            let color = if sq == senet::WATER {
                palette::WATER
            } else {
                palette::HOUSE
            };
            s.push(Shape::Quad {
                rect: rect_of(sq),
                color,
            });
        }
    }
    if let Some(AnyMove::Senet(SenetMove::Move(from))) = session.last_move() {
        s.push(Shape::Quad {
            rect: rect_of(from).inset(l.cell * 0.04),
            color: palette::LAST_MOVE,
        });
    }
    let person = session.human_to_move() && !session.thinking();
    if person {
        for sq in p.movable() {
            s.push(Shape::Quad {
                rect: rect_of(sq).inset(l.cell * 0.04),
                color: palette::CLONE_TARGET,
            });
        }
    }
    // Grid of the three rows only (the sticks' row has none).
    grid_lines(s, l, board, 10, 3);
    // Square numbers of the houses, small in the corner.
    let label = (l.cell * 0.2).max(6.0);
    for sq in (1..=senet::HORUS).filter(|&q| senet_house(q) || q == 1) {
        let r = rect_of(sq);
        s.push(Shape::Text {
            pos: [r.x + r.w * 0.06, r.y + label * 1.05],
            size: label,
            color: palette::GRID,
            align: Align::Left,
            text: sq.to_string(),
        });
    }
    for sq in 1..=senet::HORUS {
        if let Some(side) = p.at(sq) {
            let r = rect_of(sq);
            let (fill, rim) = match side {
                Side::First => (palette::WHITE_PIECE, palette::BLACK_PIECE),
                Side::Second => (palette::BLACK_PIECE, palette::WHITE_PIECE),
            };
            s.push(Shape::Disc {
                center: r.center(),
                radius: l.cell * 0.33,
                color: fill,
            });
            s.push(Shape::Ring {
                center: r.center(),
                radius: l.cell * 0.33,
                width: (l.cell * 0.04).max(1.5),
                color: rim,
            });
        }
    }
    // The four sticks in the row below: as many dark faces up as the throw (none for a 5).
    let throw = p.throw();
    for i in 0..4u8 {
        let cell = l.cell_rect(3 + i, 0);
        let rect = Rect {
            x: cell.x + cell.w * 0.3,
            y: cell.y + cell.h * 0.08,
            w: cell.w * 0.4,
            h: cell.h * 0.84,
        };
        let color = match throw {
            None => palette::STICK_IDLE,
            Some(t) if t < 5 && i < t => palette::STICK_DARK,
            Some(_) => palette::STICK_LIGHT,
        };
        s.push(Shape::Quad { rect, color });
    }
    let words = match throw {
        None if person && p.outcome().is_none() => "Space: throw".to_owned(),
        None => String::new(),
        Some(t) => format!("throw {t}"),
    };
    let row = l.cell_rect(7, 0);
    s.push(Shape::Text {
        pos: [row.x + l.cell * 0.2, row.center()[1] + l.text * 0.35],
        size: l.text,
        color: palette::TEXT,
        align: Align::Left,
        text: words,
    });
}

/// The lines between the cells of a `cols`×`rows` grid filling `area` (quads, flush with its
/// edges).
fn grid_lines(s: &mut Scene, l: &Layout, area: Rect, cols: u8, rows: u8) {
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

fn p_is_over(p: &Mnk) -> bool {
    use crate::game::Game;
    p.outcome().is_some()
}

/// An X (two strokes) or an O (a ring) in a cell.
fn mark(s: &mut Scene, side: Side, cell: Rect, stroke: f32) {
    let color = side_color(side);
    match side {
        Side::First => {
            let r = cell.inset(cell.w * 0.24);
            s.push(Shape::Line {
                from: [r.x, r.y],
                to: [r.x + r.w, r.y + r.h],
                width: stroke,
                color,
            });
            s.push(Shape::Line {
                from: [r.x + r.w, r.y],
                to: [r.x, r.y + r.h],
                width: stroke,
                color,
            });
        }
        Side::Second => s.push(Shape::Ring {
            center: cell.center(),
            radius: cell.w * 0.29,
            width: stroke,
            color,
        }),
    }
}

/// "win in 3", "draw", "loss in 2" or a heuristic value, for the side that moved.
#[must_use]
pub fn value_text(verdict: Verdict, value: f64) -> String {
    match verdict {
        Verdict::Unknown if value.fract() == 0.0 => format!("value {value:+.0}"),
        Verdict::Unknown => format!("value {value:+.3}"),
        v => v.to_string(),
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

/// The text lines above and below the board.
fn hud(s: &mut Scene, session: &Session, l: &Layout) {
    let t = l.text;
    let cx = l.width / 2.0;
    let status_color = match session.position().outcome() {
        Some(Outcome::Win(side)) => side_color(side),
        _ => palette::TEXT,
    };
    let text = |s: &mut Scene, y: f32, size: f32, color: Color, text: String| {
        s.push(Shape::Text {
            pos: [cx, y],
            size,
            color,
            align: Align::Center,
            text,
        });
    };
    text(s, 1.45 * t, t * 1.3, status_color, session.status());
    let mut settings = format!("{} · {}", session.algorithm_label(), session.mode().label());
    if let Some(d) = session.depth_limit() {
        settings.push_str(&format!(" · depth {d}"));
    }
    if session.mode() == Mode::HumanComputer && session.computer_first() {
        settings.push_str(" · computer first");
    }
    text(s, 2.65 * t, t, palette::DIM, settings);
    if let Some(r) = session.last_report() {
        let line = format!(
            "{} played {}: {} · {} nodes · depth {} · {:.2} ms",
            side_label(session.variant(), r.side),
            r.mv,
            value_text(r.verdict, r.value),
            thousands(r.nodes),
            r.depth,
            r.elapsed.as_secs_f64() * 1000.0
        );
        text(s, 3.75 * t, t * 0.9, palette::TEXT, line);
    }
    let below = l.board.y + l.board.h + 1.35 * t;
    let mut lower = Vec::new();
    match session.position() {
        AnyPosition::BlobWar(p) => lower.push(format!(
            "x {} · o {}",
            p.count(Side::First),
            p.count(Side::Second)
        )),
        AnyPosition::Senet(p) => lower.push(format!(
            "borne off: white {} · black {}",
            p.borne_off(Side::First),
            p.borne_off(Side::Second)
        )),
        AnyPosition::Mnk(_) => {}
    }
    if let Some(n) = session.notice() {
        lower.push(n.to_owned());
    }
    if !lower.is_empty() {
        text(s, below, t, palette::TEXT, lower.join(" · "));
    }
    if let Some(summary) = session.last_report().and_then(|r| r.summary.clone()) {
        let size = (t * 0.8)
            .min(l.width / (summary.chars().count() as f32 * 0.55))
            .max(6.0);
        text(s, below + 1.2 * t, size, palette::DIM, summary);
    }
    let hint_size = (t * 0.75).min(l.width / 62.0).max(6.0);
    text(
        s,
        l.height - 1.0 * t,
        hint_size,
        palette::DIM,
        HINT.to_owned(),
    );
}

/// The help overlay: every key binding, generated from the key table.
fn help(s: &mut Scene, l: &Layout) {
    s.push(Shape::Quad {
        rect: Rect {
            x: 0.0,
            y: 0.0,
            w: l.width,
            h: l.height,
        },
        color: palette::VEIL,
    });
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
    for b in KEY_BINDINGS {
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
