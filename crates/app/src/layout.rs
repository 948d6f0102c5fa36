//! Where things go in a window of a given size: the board square, its cells, the text bands, and
//! the search tree panel (key T) with its boxes.
//!
//! The board is centred in its area — the whole window, or the part the tree panel leaves — (so
//! with an odd number of cells the area's centre lies in the middle cell), its cells are square,
//! and it scales with the window and the HiDPI scale factor. With the panel open the window is
//! split beside or below, whichever leaves the bigger board: the panel goes below in narrow, tall
//! windows. Views open in the panel together (the tree and the code trace) share it, side by side
//! in a wide panel and one above the other in a tall one. Pure arithmetic, shared by the scene
//! (drawing) and input (clicks), so what is drawn is exactly what is clicked.

use crate::fit::{MIN_TEXT, SHRINK};
use scene::text::measure;
use scene::{Point, Rect};

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
    /// The HiDPI scale (device pixels a logical one), which the readable floor follows.
    pub scale: f32,
    /// The part of the window the board and its HUD lines share: all of it unless the tree
    /// panel is open.
    pub area: Rect,
    /// The panel beside the board, when a view that draws there is open (the tree, the code
    /// trace); views open there together share it (see [`Layout::panel_part`]).
    pub panel: Option<Rect>,
    /// How many views share the panel, in the order of the views' list: each has its part.
    pub panel_views: u8,
    /// The names of the views open in the panel, in their parts' order (the first
    /// `panel_views`; see [`Layout::part_of`]).
    pub panel_names: [&'static str; MAX_PANEL_VIEWS],
    /// How many children the tree panel has to show (its slots follow from this and its size).
    pub children: usize,
    /// The first of them it shows (a later page, or scrolled with the wheel).
    pub first_child: usize,
    /// The code trace's pseudocode, where it has more rows than its pane shows (the wheel
    /// scrolls it).
    pub code: Option<CodeRows>,
}

/// The rows of the code trace's pseudocode against its pane: where the pane is, how many rows
/// the code has, how many the pane shows, and the first it shows.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct CodeRows {
    /// The pane the code is drawn in.
    pub area: Rect,
    /// Rows of the code, its wrapped lines counted.
    pub rows: usize,
    /// Rows the pane shows.
    pub fit: usize,
    /// The first row it shows.
    pub first: usize,
}

/// The most views the panel is shared by (each view that draws there, open at once).
pub const MAX_PANEL_VIEWS: usize = 8;

/// The share of the window the tree panel takes (of the width beside, of the height below).
pub const PANEL_SHARE: f32 = 0.46;

/// Where the tree panel's parts go: the shown node's board and text beside it, then one slot per
/// child shown.
#[derive(Clone, Debug, PartialEq)]
pub struct TreeBoxes {
    /// The shown node's small board.
    pub root: Rect,
    /// The text lines about the shown node (right of its board).
    pub header: Rect,
    /// Size of the panel's text.
    pub text: f32,
    /// One slot per child shown, in order; fewer than the children when they do not all fit.
    pub slots: Vec<Slot>,
    /// Where "+ N more" goes when not every child fits.
    pub more: Rect,
    /// The slots per row.
    pub columns: usize,
}

/// One child's place in the tree panel.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Slot {
    /// The whole slot (what a click hits).
    pub rect: Rect,
    /// Its small board.
    pub board: Rect,
    /// Its text lines, under the board.
    pub text: Rect,
    /// Size of its text.
    pub size: f32,
}

/// The most children the panel shows at once (the rest are counted).
pub const MAX_SLOTS: usize = 48;
/// Text lines under each child's small board.
pub const SLOT_LINES: f32 = 3.0;
/// The room under a slot's text lines, in text sizes (the frame of a highlighted slot).
const SLOT_FOOT: f32 = 0.4;
/// The smallest cell of a child's board worth drawing: below it fewer children are shown.
pub const MIN_SLOT_CELL: f32 = 3.0;

impl Layout {
    /// The layout of a `cols`×`rows` board in a `width`×`height` viewport at HiDPI `scale`.
    #[must_use]
    pub fn new(width: u32, height: u32, scale: f64, cols: u8, rows: u8) -> Layout {
        let (w, h) = (width as f32, height as f32);
        let area = Rect {
            x: 0.0,
            y: 0.0,
            w,
            h,
        };
        Layout::in_area(w, h, scale, cols, rows, area)
    }

    /// As [`Layout::new`] with the tree panel open, showing a node with `children` children:
    /// the panel beside the board or below it, whichever leaves the bigger board.
    #[must_use]
    pub fn with_panel(
        width: u32,
        height: u32,
        scale: f64,
        cols: u8,
        rows: u8,
        children: usize,
    ) -> Layout {
        let (w, h) = (width as f32, height as f32);
        let keep_w = (w * (1.0 - PANEL_SHARE)).floor();
        let keep_h = (h * (1.0 - PANEL_SHARE)).floor();
        let board_in = |w_kept, h_kept| {
            let area = Rect {
                x: 0.0,
                y: 0.0,
                w: w_kept,
                h: h_kept,
            };
            Layout::in_area(w, h, scale, cols, rows, area)
        };
        let beside = board_in(keep_w, h);
        let below = board_in(w, keep_h);
        let (mut l, panel) = if beside.cell >= below.cell {
            let panel = Rect {
                x: keep_w,
                y: 0.0,
                w: w - keep_w,
                h,
            };
            (beside, panel)
        } else {
            let panel = Rect {
                x: 0.0,
                y: keep_h,
                w,
                h: h - keep_h,
            };
            (below, panel)
        };
        l.panel = Some(panel);
        l.panel_views = 1;
        l.children = children;
        l
    }

    /// This layout with its panel shared by `views` views (at least one): each gets a part,
    /// side by side in a panel wider than tall, else one above the other.
    #[must_use]
    pub fn shared_by(self, views: u8) -> Layout {
        Layout {
            panel_views: views.max(1),
            ..self
        }
    }

    /// The part of the panel of the view named `name`, if it is open there.
    #[must_use]
    pub fn part_of(&self, name: &str) -> Option<Rect> {
        let open = &self.panel_names[..usize::from(self.panel_views).min(MAX_PANEL_VIEWS)];
        let i = open.iter().position(|&n| n == name)?;
        self.panel_part(i)
    }

    /// The part of the panel of the `i`-th view open there (0 first), or `None` when the panel
    /// is closed. Parts are equal, with a gap between them where the background shows.
    #[must_use]
    pub fn panel_part(&self, i: usize) -> Option<Rect> {
        let p = self.panel?;
        let n = f32::from(self.panel_views.max(1));
        let i = (i as f32).min(n - 1.0);
        let gap = if n > 1.0 {
            (self.text * 0.3).max(2.0)
        } else {
            0.0
        };
        Some(if p.w > p.h {
            let w = (p.w - gap * (n - 1.0)) / n;
            Rect {
                x: p.x + i * (w + gap),
                w,
                ..p
            }
        } else {
            let h = (p.h - gap * (n - 1.0)) / n;
            Rect {
                y: p.y + i * (h + gap),
                h,
                ..p
            }
        })
    }

    /// The layout the `i`-th view open in the panel draws in: its part is its whole panel.
    #[must_use]
    pub fn for_panel_view(&self, i: usize) -> Layout {
        Layout {
            panel: self.panel_part(i),
            panel_views: self.panel.map_or(0, |_| 1),
            ..*self
        }
    }

    /// The board centred in `area` of a `w`×`h` window, with room for the HUD lines.
    fn in_area(w: f32, h: f32, scale: f64, cols: u8, rows: u8, area: Rect) -> Layout {
        let scale = (scale as f32).clamp(0.5, 4.0);
        let text = (w.min(h) * 0.032).clamp(11.0 * scale, 24.0 * scale);
        // Room for three lines of HUD above the board and two below, kept symmetric so the
        // board stays centred.
        let band = 4.6 * text;
        let avail_w = (area.w - 2.0 * text).max(0.0);
        let avail_h = (area.h - 2.0 * band).max(0.0);
        let (c, r) = (f32::from(cols.max(1)), f32::from(rows.max(1)));
        let cell = (avail_w / c).min(avail_h / r).max(0.0);
        let (bw, bh) = (cell * c, cell * r);
        let board = Rect {
            x: area.x + (area.w - bw) / 2.0,
            y: area.y + (area.h - bh) / 2.0,
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
            scale,
            area,
            panel: None,
            panel_views: 0,
            panel_names: [""; MAX_PANEL_VIEWS],
            children: 0,
            first_child: 0,
            code: None,
        }
    }

    /// The smallest readable text at this layout's scale: [`MIN_TEXT`] logical pixels.
    #[must_use]
    pub fn min_text(&self) -> f32 {
        MIN_TEXT * self.scale
    }

    /// A small board of the same game fitted and centred in `rect` (a node in the tree panel),
    /// for a seat to draw into; text on it is sized to its cells.
    #[must_use]
    pub fn small_board(&self, rect: Rect) -> Layout {
        let (c, r) = (f32::from(self.cols.max(1)), f32::from(self.rows.max(1)));
        let cell = (rect.w / c).min(rect.h / r).max(0.0);
        let (bw, bh) = (cell * c, cell * r);
        Layout {
            board: Rect {
                x: rect.x + (rect.w - bw) / 2.0,
                y: rect.y + (rect.h - bh) / 2.0,
                w: bw,
                h: bh,
            },
            cell,
            text: (cell * 0.45).max(4.0),
            area: rect,
            panel: None,
            panel_views: 0,
            panel_names: [""; MAX_PANEL_VIEWS],
            children: 0,
            first_child: 0,
            code: None,
            ..*self
        }
    }

    /// The boxes of the tree panel (none when it is closed): the same arithmetic for drawing
    /// and for clicks. The tree comes first in the views' list, so with the code trace beside
    /// it, it has the panel's first part.
    #[must_use]
    pub fn tree_boxes(&self) -> Option<TreeBoxes> {
        let p = self.panel_part(0)?;
        let pad = (self.text * 0.4).max(2.0);
        let inner = p.inset(pad);
        let text = (self.text * 0.72).max(self.min_text());
        let line = text * 1.3;
        // The shown node: a small board on the left of its text lines, except in a narrow panel,
        // where its lines take the whole width (and more rows) so that they fit unwrapped.
        // Room for six lines of text at least at the readable size (`app::fit`).
        let narrow = inner.w < text * 26.0;
        let rows = if narrow { 8.6 } else { 6.6 };
        let top_h = (line.max(self.min_text() * 1.3) * rows)
            .min(inner.h * if narrow { 0.45 } else { 0.34 })
            .max(0.0);
        let aspect = f32::from(self.cols.max(1)) / f32::from(self.rows.max(1));
        let root_w = if narrow {
            0.0
        } else {
            (top_h * aspect).min(inner.w * 0.3)
        };
        let root = Rect {
            x: inner.x,
            y: inner.y,
            w: root_w,
            h: top_h,
        };
        let gap = if narrow { 0.0 } else { pad };
        let header = Rect {
            x: inner.x + root_w + gap,
            y: inner.y,
            w: (inner.w - root_w - gap).max(0.0),
            h: top_h,
        };
        let more_h = line;
        let grid = Rect {
            x: inner.x,
            y: inner.y + top_h + pad,
            w: inner.w,
            h: (inner.h - top_h - pad - more_h).max(0.0),
        };
        let more = Rect {
            x: inner.x,
            y: grid.y + grid.h,
            w: inner.w,
            h: more_h,
        };
        let (slots, columns) = self.slots_in(grid, text);
        Some(TreeBoxes {
            root,
            header,
            text,
            slots,
            more,
            columns,
        })
    }

    /// As many children's slots as fit `grid` with boards of at least [`MIN_SLOT_CELL`], in the
    /// arrangement (columns × rows) that gives the biggest boards, and the columns. Each slot is
    /// only as tall as its board and text need: a board narrower than its row is tall leaves no
    /// empty band above it, and the rows close up.
    fn slots_in(&self, grid: Rect, text: f32) -> (Vec<Slot>, usize) {
        let (c, r) = (f32::from(self.cols.max(1)), f32::from(self.rows.max(1)));
        let gap = (text * 0.5).max(2.0);
        let board_cell = |n: usize, cols: usize| -> (f32, f32, f32) {
            let rows = n.div_ceil(cols);
            let sw = (grid.w - gap * (cols as f32 - 1.0)) / cols as f32;
            let sh = (grid.h - gap * (rows as f32 - 1.0)) / rows as f32;
            let size = (sw * 0.1).clamp(self.min_text(), text);
            let bh = sh - size * (1.35 * SLOT_LINES + SLOT_FOOT);
            ((sw / c).min(bh / r), size, sw)
        };
        // A card as wide as its widest line at the smallest size the fitting rule gives it, so
        // that no line is cut short with "…" (issue 31, item 14).
        // (Measured once at 10 px, and in proportion with a margin for the glyphs' rounding.)
        let widest = WIDEST_CARD_LINES
            .iter()
            .map(|line| measure(line, 10.0))
            .fold(0.0, f32::max);
        let wide_enough = |sw: f32, size: f32| {
            let floor = (size * SHRINK).max(self.min_text());
            widest * floor / 10.0 * 1.05 <= sw
        };
        // The most cards whose text stays readable and whole (the rest are a page away), else
        // the most that fit at all.
        let arrangement = |n: usize, (min_cell, min_size, whole): (f32, f32, bool)| {
            (1..=n)
                .map(|cols| (cols, board_cell(n, cols)))
                .filter(|(_, (cell, size, sw))| {
                    *cell >= min_cell && *size >= min_size && (!whole || wide_enough(*sw, *size))
                })
                .max_by(|a, b| a.1.0.total_cmp(&b.1.0))
                .map(|(cols, (_, size, _))| (n, cols, size))
        };
        // A few children all on one page, with small boards; else as many as fit with boards
        // one can read (the rest a page away); else the most that fit at all.
        let one_page = self.children <= ONE_PAGE;
        let mut found = None;
        if one_page {
            found = arrangement(self.children, (MIN_SLOT_CELL * self.scale, 0.0, true));
        }
        let paged_text = if one_page {
            0.0
        } else {
            (MIN_PAGED_TEXT * self.scale).min(text)
        };
        for least in [
            (MIN_PAGED_CELL * self.scale, paged_text, true),
            (MIN_SLOT_CELL * self.scale, 0.0, false),
        ] {
            let mut n = self.children.min(MAX_SLOTS);
            while n > 0 && found.is_none() {
                found = arrangement(n, least);
                n = (n * 3 / 4).min(n - 1);
            }
        }
        let Some((n, cols, size)) = found else {
            return (Vec::new(), 1);
        };
        let rows = n.div_ceil(cols);
        // The last row full: its cards are the same size.
        let n = (rows * cols).min(self.children).min(MAX_SLOTS);
        let sw = (grid.w - gap * (cols as f32 - 1.0)) / cols as f32;
        let sh = (grid.h - gap * (rows as f32 - 1.0)) / rows as f32;
        // The board's own height at the width's cell, with the card's inset round it.
        let inset = slot_inset(size);
        let text_h = size * 1.35 * SLOT_LINES;
        let foot = size * SLOT_FOOT;
        let board_h = ((sw - 2.0 * inset) / c * r + 2.0 * inset).max(0.0);
        // One column of cards too short for a board above their lines (a small window): the
        // board beside the lines instead, where it is the bigger and the lines fit beside it.
        let above = ((sw - 2.0 * inset) / c)
            .min((sh.min(board_h + text_h + foot) - text_h - foot - 2.0 * inset) / r);
        let beside = (sh - foot - 2.0 * inset) / r;
        let beside_w = (beside * c + 2.0 * inset).min(sw * 0.4);
        if cols == 1 && beside > above && wide_enough(sw - beside_w, size) {
            return (
                self.cards_beside(grid, (n, sw, sh, gap), beside_w, size),
                cols,
            );
        }
        let sh = sh.min(board_h + text_h + foot);
        let lines = (text_h, foot, size);
        (self.cards_above(grid, (n, cols, sw, sh, gap), lines), cols)
    }

    /// `n` cards `sw` × `sh` in `cols` columns, `gap` apart, each with its board above its
    /// lines (`text_h` tall at `size`, clear of the frame's `foot` at the bottom).
    fn cards_above(
        &self,
        grid: Rect,
        (n, cols, sw, sh, gap): (usize, usize, f32, f32, f32),
        (text_h, foot, size): (f32, f32, f32),
    ) -> Vec<Slot> {
        (0..n)
            .map(|i| {
                let rect = Rect {
                    x: grid.x + (i % cols) as f32 * (sw + gap),
                    y: grid.y + (i / cols) as f32 * (sh + gap),
                    w: sw,
                    h: sh,
                };
                Slot {
                    rect,
                    board: Rect {
                        h: sh - text_h - foot,
                        ..rect
                    },
                    text: Rect {
                        y: rect.y + sh - text_h - foot,
                        h: text_h,
                        ..rect
                    },
                    size,
                }
            })
            .collect()
    }

    /// `n` cards `sw` × `sh` in one column, `gap` apart, each with its board `board_w` wide on
    /// its left and its lines beside it.
    fn cards_beside(
        &self,
        grid: Rect,
        (n, sw, sh, gap): (usize, f32, f32, f32),
        board_w: f32,
        size: f32,
    ) -> Vec<Slot> {
        let text_h = size * 1.35 * SLOT_LINES;
        let foot = size * SLOT_FOOT;
        (0..n)
            .map(|i| {
                let rect = Rect {
                    x: grid.x,
                    y: grid.y + i as f32 * (sh + gap),
                    w: sw,
                    h: sh,
                };
                Slot {
                    rect,
                    board: Rect {
                        w: board_w,
                        h: sh - foot,
                        ..rect
                    },
                    text: Rect {
                        x: rect.x + board_w,
                        w: sw - board_w,
                        y: rect.y + ((sh - foot - text_h) / 2.0).max(0.0),
                        h: text_h,
                    },
                    size,
                }
            })
            .collect()
    }

    /// The child slot of the tree panel under a pixel, if any.
    #[must_use]
    pub fn slot_at(&self, p: Point) -> Option<usize> {
        self.tree_boxes()?
            .slots
            .iter()
            .position(|s| s.rect.contains(p))
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

/// The margin between a child's card and its small board.
#[must_use]
pub fn slot_inset(size: f32) -> f32 {
    (size * 0.25).max(1.5)
}

/// The widest lines a child's card writes under its board (the tree view's window and a
/// sampling search's counts), which a card is made wide enough for.
const WIDEST_CARD_LINES: [&str; 2] = ["(α, β) = (−10.5, +10.5)", "N 99.9k · W/N 100%"];

/// The smallest text under a child's board when not every child is on one page.
const MIN_PAGED_TEXT: f32 = 9.5;
/// Up to this many children (every first move on 3x3) are shown on one page whenever they fit.
const ONE_PAGE: usize = 9;
/// The smallest cell of a child's board when not every child is on one page.
const MIN_PAGED_CELL: f32 = 6.0;

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
