//! The drawing helpers seats and views share: the palette, a side's colour, ghost pieces, grid
//! lines; text that fits its room follows the rule of [`super::fit`]. It knows no session and no game, so that seats, views and the HUD all import it and
//! nothing imports them back.

use super::layout::Layout;
use game::Side;
use scene::text::{line_metrics, measure};
use scene::{Align, Color, Rect, Scene, Shape};

pub use super::fit::{Line, MIN_TEXT, lines_in};

/// The colours of the program (X blue and O red as in seed 000; a light board on a dark ground).
pub mod palette {
    use scene::Color;
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
    /// The pale plate under a ghost piece and its number (the board's colour, nearly opaque),
    /// so that the ghost reads on whatever colour a view painted its cell.
    pub const GHOST_PLATE: Color = [0.93, 0.91, 0.86, 0.92];
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

/// How far the plate under a ghost reaches from its cell's centre, in cells: over the piece,
/// clear of the cell's bottom-left corner, where V writes the value of a cell with a ghost.
pub const GHOST_PLATE_RADIUS: f32 = 0.37;

/// The pale plate a ghost piece lies on (drawn before it): a red ghost O stays visible on a
/// red "loss" tile of V's (issue 20).
pub fn ghost_plate(s: &mut Scene, l: &Layout, cell: Rect) {
    s.push(Shape::Disc {
        center: cell.center(),
        radius: l.cell * GHOST_PLATE_RADIUS,
        color: palette::GHOST_PLATE,
    });
}

/// A ghost's number in the top-right corner of its cell, clear of the piece, on a pale plate of
/// its own: the one corner no cell's name takes (ranks and Senet's squares are named top left,
/// files and columns bottom right).
pub fn ghost_number(s: &mut Scene, l: &Layout, cell: Rect, number: usize, color: Color) {
    let size = (l.cell * 0.22).max(8.0);
    let (ascent, descent) = line_metrics(size);
    let text = number.to_string();
    let pos = [cell.x + cell.w * 0.94, cell.y + cell.h * 0.04 + ascent];
    let pad = size * 0.12;
    let width = measure(&text, size);
    s.push(Shape::Quad {
        rect: Rect {
            x: pos[0] - width - pad,
            y: pos[1] - ascent - pad,
            w: width + 2.0 * pad,
            h: ascent - descent + 2.0 * pad,
        },
        color: palette::GHOST_PLATE,
    });
    s.push(Shape::Text {
        pos,
        size,
        color,
        align: Align::Right,
        text,
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

/// The dark veil an overlay (help, comparison) lies on, over the whole window.
pub fn veil(s: &mut Scene, l: &Layout) {
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
