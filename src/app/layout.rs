//! Where things go in a window of a given size: the board square, its cells, the text bands.
//!
//! The board is centred on the window's centre (so with an odd number of cells the window's centre
//! lies in the middle cell), its cells are square, and it scales with the window and the HiDPI
//! scale factor. Pure arithmetic, shared by the scene (drawing) and input (clicks), so what is
//! drawn is exactly what is clicked.

use crate::render::scene::{Point, Rect};

/// The geometry of one frame.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Layout {
    /// Viewport width in physical pixels.
    pub width: f32,
    /// Viewport height in physical pixels.
    pub height: f32,
    /// The board's rectangle (cells only).
    pub board: Rect,
    /// Columns of cells.
    pub cols: u8,
    /// Rows of cells.
    pub rows: u8,
    /// Side of one square cell.
    pub cell: f32,
    /// Base text size in pixels.
    pub text: f32,
}

impl Layout {
    /// The layout of a `cols`×`rows` board in a `width`×`height` viewport at HiDPI `scale`.
    #[must_use]
    pub fn new(width: u32, height: u32, scale: f64, cols: u8, rows: u8) -> Layout {
        let (w, h) = (width as f32, height as f32);
        let scale = (scale as f32).clamp(0.5, 4.0);
        let text = (w.min(h) * 0.032).clamp(11.0 * scale, 24.0 * scale);
        // Room for three lines of HUD above the board and two below, kept symmetric so the
        // board stays centred.
        let band = 4.6 * text;
        let avail_w = (w - 2.0 * text).max(0.0);
        let avail_h = (h - 2.0 * band).max(0.0);
        let (c, r) = (f32::from(cols.max(1)), f32::from(rows.max(1)));
        let cell = (avail_w / c).min(avail_h / r).max(0.0);
        let (bw, bh) = (cell * c, cell * r);
        let board = Rect {
            x: (w - bw) / 2.0,
            y: (h - bh) / 2.0,
            w: bw,
            h: bh,
        };
        Layout {
            width: w,
            height: h,
            board,
            cols,
            rows,
            cell,
            text,
        }
    }

    /// The rectangle of the cell at `file` (from the left) and `rank` (from the **bottom**).
    #[must_use]
    pub fn cell_rect(&self, file: u8, rank: u8) -> Rect {
        let row_from_top = f32::from(self.rows - 1 - rank.min(self.rows - 1));
        Rect {
            x: self.board.x + f32::from(file) * self.cell,
            y: self.board.y + row_from_top * self.cell,
            w: self.cell,
            h: self.cell,
        }
    }

    /// The cell under a pixel, as (file, rank), or `None` outside the board.
    #[must_use]
    pub fn cell_at(&self, p: Point) -> Option<(u8, u8)> {
        if self.cell <= 0.0 || !self.board.contains(p) {
            return None;
        }
        let file = ((p[0] - self.board.x) / self.cell) as u8;
        let row_from_top = ((p[1] - self.board.y) / self.cell) as u8;
        if file >= self.cols || row_from_top >= self.rows {
            return None;
        }
        Some((file, self.rows - 1 - row_from_top))
    }

    /// The window's centre.
    #[must_use]
    pub fn center(&self) -> Point {
        [self.width / 2.0, self.height / 2.0]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn window_centre_lies_in_the_centre_cell_at_any_size() {
        for (w, h) in [(640, 480), (480, 640), (301, 199), (1920, 1080), (200, 900)] {
            for n in [3u8, 5, 7] {
                let l = Layout::new(w, h, 1.0, n, n);
                assert_eq!(
                    l.cell_at(l.center()),
                    Some((n / 2, n / 2)),
                    "{w}x{h} {n}x{n}"
                );
            }
        }
    }

    #[test]
    fn cells_are_square_and_the_board_fits() {
        let l = Layout::new(800, 600, 1.0, 3, 3);
        assert!(l.board.w > 300.0 && l.board.h <= 600.0);
        assert_eq!(l.board.w, l.board.h);
        let r = l.cell_rect(0, 0);
        assert_eq!(r.w, r.h);
        // a1 is bottom-left.
        assert_eq!(l.cell_at(r.center()), Some((0, 0)));
        assert!(r.y > l.cell_rect(0, 2).y);
    }

    #[test]
    fn zero_sized_window_has_no_cells() {
        let l = Layout::new(0, 0, 1.0, 3, 3);
        assert_eq!(l.cell_at([0.0, 0.0]), None);
        assert_eq!(l.board.w, 0.0);
    }

    #[test]
    fn clicks_outside_the_board_hit_nothing() {
        let l = Layout::new(640, 480, 1.0, 3, 3);
        assert_eq!(l.cell_at([1.0, 1.0]), None);
        assert_eq!(l.cell_at([l.board.x - 1.0, l.board.y + 5.0]), None);
        assert_eq!(l.cell_at([l.board.x + l.board.w, l.board.y + 5.0]), None);
    }
}
