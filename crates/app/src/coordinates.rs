//! The names of the board's cells drawn on the board itself, as the reports write moves: `a`–`c`
//! along the bottom and `1`–`3` up the left of an m,n,k or Blob War board, a column number under
//! each Connect Four column, a Senet square's number in its corner. Each seat says which cells
//! carry which name ([`Seat::coordinates`](super::seat::Seat::coordinates)); this draws them, small
//! and in a corner of the cell, clear of the pieces, and readable on whatever lies under them (a
//! pale plate where a view's tile would swallow them).

use super::draw::palette;
use super::layout::Layout;
use scene::text::{line_metrics, measure};
use scene::{Align, Color, Rect, Scene, Shape, blend, contrast};

/// Which corner of its cell a name sits in.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Corner {
    /// A rank's number, in the left column's cells.
    TopLeft,
    /// A file's letter, in the bottom row's cells.
    BottomRight,
}

/// One cell's name on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CellLabel {
    /// The cell, from the left.
    pub file: u8,
    /// The cell, from the bottom.
    pub rank: u8,
    /// Its name: `a`, `3`, `17`.
    pub text: String,
    /// Where in the cell.
    pub corner: Corner,
}

/// The usual names of a `cols`×`rows` grid: letters along the bottom row, numbers up the left
/// column (`b2` is the second file, second rank from the bottom).
#[must_use]
pub fn files_and_ranks(cols: u8, rows: u8) -> Vec<CellLabel> {
    let files = (0..cols.min(26)).map(|f| CellLabel {
        file: f,
        rank: 0,
        text: char::from(b'a' + f).to_string(),
        corner: Corner::BottomRight,
    });
    let ranks = (0..rows).map(|r| CellLabel {
        file: 0,
        rank: r,
        text: (u32::from(r) + 1).to_string(),
        corner: Corner::TopLeft,
    });
    files.chain(ranks).collect()
}

/// The smallest cell that carries names: below it they would be unreadable specks.
const MIN_CELL: f32 = 28.0;

/// The least contrast a name keeps with what lies under it (WCAG's for small text); below it,
/// the name gets a plate.
pub const MIN_CONTRAST: f32 = 4.5;

/// Draws the names in their cells' corners (nothing on a board too small to read them). A name
/// that would not stand out from what is drawn under it so far (a value tile of V's, red, green
/// or grey) is drawn on a small plate of the board's colour, as the ghosts' numbers are, unless
/// the plate would cut into a piece.
pub fn draw(s: &mut Scene, l: &Layout, labels: &[CellLabel]) {
    if l.cell < MIN_CELL {
        return;
    }
    let size = (l.cell * 0.17).clamp(9.0, 16.0);
    let (ascent, descent) = line_metrics(size);
    let pad = l.cell * 0.05;
    let mut color = palette::GRID;
    color[3] = 0.85;
    for c in labels {
        let cell = l.cell_rect(c.file, c.rank);
        let width = measure(&c.text, size);
        let pos = match c.corner {
            Corner::TopLeft => [cell.x + pad, cell.y + pad + ascent],
            Corner::BottomRight => [
                cell.x + cell.w - pad - width,
                cell.y + cell.h - pad - descent.abs(),
            ],
        };
        let margin = size * 0.12;
        let plate = Rect {
            x: pos[0] - margin,
            y: pos[1] - ascent - margin,
            w: width + 2.0 * margin,
            h: ascent - descent + 2.0 * margin,
        };
        if !stands_out(s, plate, color) && !hides_a_piece(s, plate) {
            s.push(Shape::Quad {
                rect: plate,
                color: palette::BOARD,
            });
        }
        s.push(Shape::Text {
            pos,
            size,
            color,
            align: Align::Left,
            text: c.text.clone(),
        });
    }
}

/// The most of a plate's area that may lie on pieces: a plate may shave the edge of a piece
/// the name grazes, never cut a notch out of one.
const MAX_ON_PIECES: f32 = 0.1;

/// True when a plate over `area` would hide a piece, a mark or a ghost (anything but a flat
/// patch of colour: a tile, a frame, a highlight) on more than [`MAX_ON_PIECES`] of its area
/// (tried on a 5x5 grid of points). On a small board a name may reach into a piece, and a notch
/// cut out of the piece would be worse than the name on it.
fn hides_a_piece(s: &Scene, area: Rect) -> bool {
    let pieces: Vec<&Shape> = s
        .shapes
        .iter()
        .filter(|sh| !matches!(sh, Shape::Quad { .. }) && sh.meets(area))
        .collect();
    if pieces.is_empty() {
        return false;
    }
    let on = grid(area)
        .filter(|&p| pieces.iter().any(|sh| sh.paints(p)))
        .count();
    on as f32 > MAX_ON_PIECES * f32::from(STEPS * STEPS)
}

/// The points each side of a plate is tried at.
const STEPS: u8 = 5;

/// A `STEPS`×`STEPS` grid of points over `area`, each in the middle of its part.
fn grid(area: Rect) -> impl Iterator<Item = [f32; 2]> {
    let at =
        |k: u8, from: f32, length: f32| from + length * (f32::from(k) + 0.5) / f32::from(STEPS);
    (0..STEPS)
        .flat_map(move |i| (0..STEPS).map(move |j| [at(i, area.x, area.w), at(j, area.y, area.h)]))
}

/// True when text of `color` keeps [`MIN_CONTRAST`] with what the scene so far draws
/// everywhere in `area` (tried on a grid of points over it; each colour found there is judged
/// once).
fn stands_out(s: &Scene, area: Rect, color: Color) -> bool {
    let color_at = s.colors_in(area);
    let mut judged: Vec<[f32; 3]> = Vec::new();
    grid(area).all(|p| {
        let under = color_at(p);
        if judged.contains(&under) {
            return true;
        }
        judged.push(under);
        contrast(blend(color, under), under) >= MIN_CONTRAST
    })
}
