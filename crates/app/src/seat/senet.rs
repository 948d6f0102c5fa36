//! The seat of Senet: the S-shaped board (squares 1–10 along the top, 11–20 back along the
//! middle, 21–30 along the bottom) with its special houses, the pieces, and the four throwing
//! sticks in a row below. A click on the sticks throws, a click on a movable piece moves it.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// Senet's own colours: its houses, pieces and sticks.
pub mod colors {
    use scene::Color;
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
    /// A square a hovered piece can move to.
    pub const TARGET: Color = [0.62, 0.88, 0.62, 1.0];
    /// The ring where the piece under the mouse would land.
    pub const LANDING: Color = [0.13, 0.55, 0.25, 1.0];
    /// The arrows saying which way each row runs.
    pub const ARROW: Color = [0.62, 0.64, 0.70, 1.0];
}

use rand::RngExt;
use rand::rngs::StdRng;

use super::any::{AnyMove, AnyPosition};
use super::{BoardView, Chance, Click, Interaction, MoveSummary, Seat, move_summary, side_name};
use crate::coordinates::{CellLabel, Corner};
use crate::draw::{Line, ghost, ghost_number, grid_lines, palette};
use crate::fit::fit_block;
use crate::layout::Layout;
use game::senet::{self, Senet, SenetMove};
use game::{Game, ParseError, Side};
use scene::{Align, Rect, Scene, Shape};
use search::Algorithm;

/// Senet's seat.
pub struct SenetSeat;

fn senet(p: &AnyPosition) -> &Senet {
    p.get::<Senet>()
        .unwrap_or_else(|| unreachable!("the Senet seat is only handed Senet positions"))
}

/// The Senet square drawn at (file, rank) of the layout: the path runs 1→10 on the top row
/// (rank 3), 11→20 right to left on the middle row, 21→30 on the bottom row; rank 0 holds the
/// sticks (`None`).
#[must_use]
pub fn square_at(file: u8, rank: u8) -> Option<u8> {
    match rank {
        3 => Some(file + 1),
        2 => Some(20 - file),
        1 => Some(21 + file),
        _ => None,
    }
}

/// Where Senet square `sq` (1..=30) is drawn, as (file, rank) of the layout.
#[must_use]
pub fn cell_of(sq: u8) -> (u8, u8) {
    match sq {
        1..=10 => (sq - 1, 3),
        11..=20 => (20 - sq, 2),
        _ => (sq.saturating_sub(21).min(9), 1),
    }
}

/// True when `sq` is one of Senet's special houses (marked on the board).
#[must_use]
pub fn is_house(sq: u8) -> bool {
    matches!(sq, senet::REBIRTH | senet::HAPPINESS..=senet::HORUS)
}

/// Where the mover's piece stands after a move from `before` to `after`: the one square it holds
/// now and did not before (`None` when it was borne off).
fn landing_square(before: &Senet, after: &Senet, mover: Side) -> Option<u8> {
    (1..=senet::HORUS).find(|&q| after.at(q) == Some(mover) && before.at(q) != Some(mover))
}

/// A small arrow beside the end of each row, pointing the way the pieces run through it (the
/// rows turn like a snake: 1–10 to the right, 11–20 to the left, 21–30 to the right).
fn row_arrows(s: &mut Scene, l: &Layout) {
    let size = (l.text * 0.45).min(l.cell * 0.3);
    for row in 0..3u8 {
        let (first, last) = (cell_of(row * 10 + 1), cell_of(row * 10 + 10));
        let dir = if last.0 > first.0 { 1.0 } else { -1.0 };
        let end = l.cell_rect(last.0, last.1);
        let [_, cy] = end.center();
        let x = if dir > 0.0 {
            end.x + end.w + size * 0.4
        } else {
            end.x - size * 0.4
        };
        let tip = [x + dir * size, cy];
        for dy in [-size, size] {
            s.push(Shape::Line {
                from: [x, cy + dy],
                to: tip,
                width: (size * 0.25).max(1.5),
                color: colors::ARROW,
            });
        }
    }
}

/// The houses (the water in its colour), the last move (where the piece came from, small, and
/// where it landed) and, on the person's turn, the pieces that may move.
fn draw_squares(s: &mut Scene, v: &BoardView<'_>, p: &Senet) {
    let l = v.layout;
    let rect_of = |sq: u8| {
        let (f, r) = cell_of(sq);
        l.cell_rect(f, r)
    };
    for sq in (1..=senet::HORUS).filter(|&q| is_house(q)) {
        let color = if sq == senet::WATER {
            colors::WATER
        } else {
            colors::HOUSE
        };
        s.push(Shape::Quad {
            rect: rect_of(sq),
            color,
        });
    }
    // The last move: where the piece came from (small) and where it landed.
    if let Some((before, AnyMove::Senet(SenetMove::Move(from)))) = v.last
        && let Some(before) = before.get::<Senet>()
    {
        s.push(Shape::Quad {
            rect: rect_of(from).inset(l.cell * 0.30),
            color: palette::LAST_MOVE,
        });
        if let Some(to) = landing_square(before, p, before.side_to_move()) {
            s.push(Shape::Quad {
                rect: rect_of(to).inset(l.cell * 0.04),
                color: palette::LAST_MOVE,
            });
        }
    }
    if v.clickable {
        for sq in p.movable() {
            s.push(Shape::Quad {
                rect: rect_of(sq).inset(l.cell * 0.04),
                color: colors::TARGET,
            });
        }
    }
}

/// The houses' numbers small in their corner (the other squares are named by the cells'
/// names, see `coordinates`), and the pieces.
fn draw_pieces(s: &mut Scene, v: &BoardView<'_>, p: &Senet) {
    let l = v.layout;
    let rect_of = |sq: u8| {
        let (f, r) = cell_of(sq);
        l.cell_rect(f, r)
    };
    // Square numbers of the houses, small in the corner (the others are the cells' names,
    // see `coordinates`).
    let label = (l.cell * 0.2).max(6.0);
    for sq in (1..=senet::HORUS).filter(|&q| is_house(q)) {
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
                Side::First => (colors::WHITE_PIECE, colors::BLACK_PIECE),
                Side::Second => (colors::BLACK_PIECE, colors::WHITE_PIECE),
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
}

/// Where the piece under the mouse would land with this throw (issue 20, item 13).
fn draw_landing(s: &mut Scene, v: &BoardView<'_>, p: &Senet) {
    let l = v.layout;
    let rect_of = |sq: u8| {
        let (f, r) = cell_of(sq);
        l.cell_rect(f, r)
    };
    if v.clickable
        && let Some(sq) = v
            .hover
            .and_then(|h| l.cell_at(h))
            .and_then(|(f, r)| square_at(f, r))
        && let Some(t) = p.throw()
        && let Some(landing) = p.legal_landing(sq, t)
    {
        // Into the water shows the water; bearing off shows nothing on the board.
        let to = match landing {
            senet::Landing::Square(q) => q,
            senet::Landing::Water => senet::WATER,
            senet::Landing::Off => 0,
        };
        if to > 0 {
            s.push(Shape::Ring {
                center: rect_of(to).center(),
                radius: l.cell * 0.42,
                width: (l.cell * 0.07).max(2.0),
                color: colors::LANDING,
            });
        }
    }
}
impl SenetSeat {
    /// The four sticks in the row below the board, and the throw in words beside them.
    fn draw_sticks(&self, s: &mut Scene, v: &BoardView<'_>, p: &Senet) {
        let l = v.layout;
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
                None => colors::STICK_IDLE,
                Some(t) if t < 5 && i < t => colors::STICK_DARK,
                Some(_) => colors::STICK_LIGHT,
            };
            s.push(Shape::Quad { rect, color });
        }
        // Until the next throw, the last one stays in words (the computer's, after its move).
        let last = v
            .last
            .and_then(|(before, _)| before.get::<Senet>())
            .and_then(|b| b.throw().map(|t| (b.side_to_move(), t)));
        let threw = |side, t: u8| {
            i18n::tr!(
                "senet-threw",
                side = side_name(self.side_label(side)),
                throw = t
            )
        };
        let words = match (throw, last) {
            (Some(t), _) => i18n::tr!("senet-throw", throw = t),
            (None, Some((side, t))) if v.clickable => {
                format!(
                    "{}{}{}",
                    threw(side, t),
                    i18n::separator(),
                    i18n::tr!("senet-space-throw")
                )
            }
            (None, Some((side, t))) => threw(side, t),
            (None, None) if v.clickable => i18n::tr!("senet-space-throw"),
            (None, None) => String::new(),
        };
        // Beside the sticks, fitted to the three cells there by the rule of `app::fit`.
        let row = l.cell_rect(7, 0);
        let room = Rect {
            x: row.x + l.cell * 0.2,
            w: l.cell * 2.8,
            ..row
        };
        let line = Line::new(words, l.text, palette::TEXT);
        // On a small board of the tree panel, the card's own line says the throw.
        let line = if l.text < l.min_text() {
            line.shown_elsewhere()
        } else {
            line
        };
        let (rows, left_out) = fit_block(vec![line.at_scale(l.scale)], room.w, room.h);
        s.cut.extend(left_out);
        let rows: Vec<Line> = rows.into_iter().flatten().collect();
        let mut top = room.y + (room.h - rows.iter().map(Line::height).sum::<f32>()) / 2.0;
        for line in rows {
            let h = line.height();
            line.push_left(s, room.x, top);
            top += h;
        }
    }
}

impl Seat for SenetSeat {
    fn parse_name(&self, name: &str) -> Option<Result<AnyPosition, ParseError>> {
        (name == "senet").then(|| Ok(AnyPosition::Senet(Senet::start())))
    }

    fn name(&self, _p: &AnyPosition) -> String {
        "senet".into()
    }

    fn name_help(&self) -> &'static str {
        "senet"
    }

    fn presets(&self) -> &'static [&'static str] {
        &["senet"]
    }

    fn board_label(&self, _p: &AnyPosition) -> String {
        "Senet".into()
    }

    fn board_title(&self, _p: &AnyPosition) -> String {
        i18n::tr!("game-senet")
    }

    fn parse_position(&self, _start: &AnyPosition, text: &str) -> Result<AnyPosition, ParseError> {
        Ok(AnyPosition::Senet(Senet::parse(text)?))
    }

    fn side_label(&self, side: Side) -> &'static str {
        match side {
            Side::First => "white",
            Side::Second => "black",
        }
    }

    fn chance(&self) -> Option<&dyn Chance> {
        Some(self)
    }

    fn default_depth(&self, _p: &AnyPosition) -> u32 {
        3
    }

    /// Three rows of ten squares, and a row below for the sticks.
    /// A move is the number of the square its piece stands on, written in each square (the
    /// houses carry theirs already).
    fn coordinates(&self, _p: &AnyPosition) -> Vec<CellLabel> {
        (1..=senet::SQUARES)
            .filter(|&sq| !is_house(sq))
            .map(|sq| {
                let (file, rank) = cell_of(sq);
                CellLabel {
                    file,
                    rank,
                    text: sq.to_string(),
                    corner: Corner::TopLeft,
                }
            })
            .collect()
    }

    fn grid(&self, _p: &AnyPosition) -> (u8, u8) {
        (10, 4)
    }

    fn click(&self, p: &AnyPosition, _begun: Interaction, file: u8, rank: u8) -> Click {
        match square_at(file, rank) {
            None => Click::Throw, // the row of the sticks
            Some(sq) if senet(p).movable().contains(&sq) => {
                Click::Play(AnyMove::Senet(SenetMove::Move(sq)))
            }
            Some(_) => Click::Nothing,
        }
    }

    fn draw(&self, s: &mut Scene, v: &BoardView<'_>) {
        let p = senet(v.position);
        let l = v.layout;
        let board = Rect {
            h: l.cell * 3.0,
            ..l.board
        };
        s.push(Shape::Quad {
            rect: board,
            color: palette::BOARD,
        });
        draw_squares(s, v, p);
        // Grid of the three rows only (the sticks' row has none).
        grid_lines(s, l, board, 10, 3);
        draw_pieces(s, v, p);
        draw_landing(s, v, p);
        row_arrows(s, l);
        self.draw_sticks(s, v, p);
    }

    fn hud_line(&self, p: &AnyPosition) -> Option<String> {
        let p = senet(p);
        Some(i18n::tr!(
            "senet-borne-off",
            white = p.borne_off(Side::First),
            black = p.borne_off(Side::Second)
        ))
    }

    /// On the piece that moves.
    fn move_cell(&self, _p: &AnyPosition, mv: AnyMove, _begun: Interaction) -> Option<(u8, u8)> {
        match mv {
            AnyMove::Senet(SenetMove::Move(sq)) => Some(cell_of(sq)),
            _ => None,
        }
    }

    /// A band across the bottom of the cell, so the piece above it stays visible.
    fn value_rect(&self, l: &Layout, file: u8, rank: u8) -> Rect {
        let r = l.cell_rect(file, rank);
        Rect {
            x: r.x + r.w * 0.06,
            y: r.y + r.h * 0.60,
            w: r.w * 0.88,
            h: r.h * 0.34,
        }
    }

    /// A pale piece where the moving piece lands, numbered (throws are not drawn).
    fn draw_ghost(&self, s: &mut Scene, l: &Layout, p: &AnyPosition, mv: AnyMove, number: usize) {
        let AnyMove::Senet(m @ SenetMove::Move(_)) = mv else {
            return;
        };
        let before = senet(p);
        let side = before.side_to_move();
        let Some(to) = before
            .try_play(m)
            .ok()
            .and_then(|after| landing_square(before, &after, side))
        else {
            return;
        };
        let (f, r) = cell_of(to);
        let cell = l.cell_rect(f, r);
        let (fill, rim) = match side {
            Side::First => (colors::WHITE_PIECE, colors::BLACK_PIECE),
            Side::Second => (colors::BLACK_PIECE, colors::WHITE_PIECE),
        };
        s.push(ghost(Shape::Disc {
            center: cell.center(),
            radius: l.cell * 0.33,
            color: fill,
        }));
        s.push(ghost(Shape::Ring {
            center: cell.center(),
            radius: l.cell * 0.33,
            width: (l.cell * 0.04).max(1.5),
            color: rim,
        }));
        ghost_number(s, l, cell, number, palette::GRID);
    }
}

impl Chance for SenetSeat {
    /// Four two-sided sticks: the number of dark faces up, none counting 5.
    fn outcome(&self, _p: &AnyPosition, rng: &mut StdRng) -> Option<AnyMove> {
        let dark = (0..4).filter(|_| rng.random_bool(0.5)).count() as u8;
        Some(AnyMove::Senet(SenetMove::Throw(if dark == 0 {
            5
        } else {
            dark
        })))
    }
    fn outcome_text(&self, mv: AnyMove) -> String {
        match mv {
            AnyMove::Senet(SenetMove::Throw(t)) => t.to_string(),
            other => other.to_string(),
        }
    }
    fn turn_prompt(&self, p: &AnyPosition) -> String {
        let p = senet(p);
        let side = side_name(self.side_label(p.side_to_move()));
        match p.throw() {
            None => i18n::tr!("senet-throw-prompt", side = side),
            Some(t) => i18n::tr!("senet-threw-move", side = side, throw = t),
        }
    }
    fn passer(&self, p: &AnyPosition) -> String {
        let p = senet(p);
        let side = side_name(self.side_label(p.side_to_move()));
        match p.throw() {
            Some(t) => i18n::tr!("senet-threw-and", side = side, throw = t),
            None => side,
        }
    }
    /// Seed 002's summary: each movable piece with the expected value of moving it.
    fn summary(
        &self,
        p: &AnyPosition,
        algorithm: Algorithm,
        depth: u32,
        cancel: Option<Arc<AtomicBool>>,
    ) -> Option<MoveSummary> {
        let p = senet(p);
        let title = format!(
            "throw {}: expected value of each move ({}, depth {depth})",
            p.throw().unwrap_or(0),
            algorithm.display_name(true)
        );
        let summary = move_summary(
            p,
            algorithm,
            depth,
            cancel,
            title,
            "summary-pieces",
            |m| match m {
                SenetMove::Move(sq) => format!("piece on {sq}"),
                other => other.to_string(),
            },
        );
        (!summary.rows.is_empty()).then_some(summary)
    }
}
