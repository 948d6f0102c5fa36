//! The seat of Connect Four: a frame with round holes, blue and red discs, a ghost disc where a
//! drop in the hovered column would land, a click anywhere in a column drops there, and the
//! winning four ringed.

use super::any::{AnyMove, AnyPosition};
use super::{BoardView, Click, Interaction, Reach, Seat};
use crate::coordinates::{CellLabel, Corner};
use crate::draw::{ghost, ghost_number, ghost_plate, palette, side_color};
use crate::layout::Layout;
use game::connect4::{C4Move, Connect4};
use game::parse_size;
use game::{ParseError, Side};
use scene::{Color, Scene, Shape};

/// Connect Four's seat.
pub struct Connect4Seat;

/// The computer proves its moves once this few cells are empty (see `Reach::Proof`).
const PROVEN_WHEN_EMPTY: u32 = 26;

/// How long a dropped disc takes to fall into place.
const FALL: std::time::Duration = std::time::Duration::from_millis(240);

/// The frame: a warm yellow that stands apart from both the blue and the red discs.
const FRAME: Color = [0.93, 0.72, 0.16, 1.0];

fn connect4(p: &AnyPosition) -> &Connect4 {
    p.get::<Connect4>()
        .unwrap_or_else(|| unreachable!("the Connect Four seat is only handed its positions"))
}

impl Seat for Connect4Seat {
    fn parse_name(&self, name: &str) -> Option<Result<AnyPosition, ParseError>> {
        if name == "connect4" || name == "connect-four" {
            return Some(Ok(AnyPosition::Connect4(Connect4::standard())));
        }
        let size = name.strip_prefix("connect4:")?;
        Some(
            parse_size(size, 3)
                .ok_or(ParseError::Expected("connect4:WxH"))
                .and_then(|(w, h)| Connect4::new(w, h))
                .map(AnyPosition::Connect4),
        )
    }

    fn name(&self, p: &AnyPosition) -> String {
        match connect4(p).geometry() {
            (7, 6) => "connect4".into(),
            (w, h) => format!("connect4:{w}x{h}"),
        }
    }

    fn name_help(&self) -> &'static str {
        "connect4 (7x6) or connect4:WxH (W, H at least 4, W x (H+1) at most 64)"
    }

    fn presets(&self) -> &'static [&'static str] {
        &["connect4"]
    }

    fn board_label(&self, p: &AnyPosition) -> String {
        let (w, h) = connect4(p).geometry();
        format!("Connect Four {w}x{h}")
    }

    fn board_title(&self, p: &AnyPosition) -> String {
        let (w, h) = connect4(p).geometry();
        i18n::tr!("game-connect4", size = format!("{w}x{h}"))
    }

    fn parse_position(&self, start: &AnyPosition, text: &str) -> Result<AnyPosition, ParseError> {
        let (w, h) = connect4(start).geometry();
        Ok(AnyPosition::Connect4(Connect4::parse(w, h, text)?))
    }

    fn side_label(&self, side: Side) -> &'static str {
        match side {
            Side::First => "blue",
            Side::Second => "red",
        }
    }

    fn default_depth(&self, _p: &AnyPosition) -> u32 {
        6
    }

    /// Once at most 26 cells are empty (16 discs on 7x6, the middle game): from there every
    /// proof measured took at most 0.1 s, where with 13 to 15 discs some took 1.4–3.9 s and
    /// with fewer some stayed unproven (`docs/performance.md`, "Proven play in the window").
    fn reach(&self, p: &AnyPosition) -> Reach {
        let c = connect4(p);
        let (w, h) = c.geometry();
        if u32::from(w) * u32::from(h) - c.moves_played() <= PROVEN_WHEN_EMPTY {
            Reach::Proof
        } else {
            Reach::Depth
        }
    }

    /// The book (`assets/books/connect4.book`) holds the first plies of its own line; between
    /// it and the last 26 empty cells proofs take seconds to minutes.
    fn solved_past_its_book(&self) -> bool {
        false
    }

    fn animation(&self) -> Option<std::time::Duration> {
        Some(FALL)
    }

    fn grid(&self, p: &AnyPosition) -> (u8, u8) {
        connect4(p).geometry()
    }

    /// A move is its column's number, written under the column.
    fn coordinates(&self, p: &AnyPosition) -> Vec<CellLabel> {
        let (cols, _) = connect4(p).geometry();
        (0..cols)
            .map(|file| CellLabel {
                file,
                rank: 0,
                text: (u32::from(file) + 1).to_string(),
                corner: Corner::BottomRight,
            })
            .collect()
    }

    /// A click anywhere in a column drops a disc there.
    fn click(&self, p: &AnyPosition, _begun: Interaction, file: u8, _rank: u8) -> Click {
        if connect4(p).can_play(file) {
            Click::Play(AnyMove::Connect4(C4Move(file)))
        } else {
            Click::Nothing
        }
    }

    fn draw(&self, s: &mut Scene, v: &BoardView<'_>) {
        let p = connect4(v.position);
        let l = v.layout;
        let (w, h) = p.geometry();
        s.push(Shape::Quad {
            rect: l.board,
            color: FRAME,
        });
        let radius = l.cell * 0.40;
        // The last disc, while it still falls: its cell shows the hole, the disc is drawn above.
        let falling = match v.last {
            Some((_, AnyMove::Connect4(C4Move(col)))) if v.motion < 1.0 => {
                p.height_of(col).checked_sub(1).map(|row| (col, row))
            }
            _ => None,
        };
        for col in 0..w {
            for row in 0..h {
                let disc = p.at(col, row).filter(|_| falling != Some((col, row)));
                s.push(Shape::Disc {
                    center: l.cell_rect(col, row).center(),
                    radius,
                    color: disc.map_or(palette::BOARD, side_color),
                });
            }
        }
        if let Some((col, row)) = falling
            && let Some(side) = p.at(col, row)
        {
            // From just above the board, accelerating as it falls.
            let to = l.cell_rect(col, row).center();
            let from_y = l.board.y - l.cell * 0.5;
            let t = v.motion * v.motion;
            s.push(Shape::Disc {
                center: [to[0], from_y + (to[1] - from_y) * t],
                radius,
                color: side_color(side),
            });
        }
        // Where a drop in the hovered column would land, in the mover's colour, faint.
        if v.clickable
            && let Some((col, _)) = v.hover.and_then(|pt| l.cell_at(pt))
            && let Some(row) = p.landing_row(col)
        {
            let [r, g, b, _] = side_color(v.position.side_to_move());
            s.push(Shape::Disc {
                center: l.cell_rect(col, row).center(),
                radius,
                color: [r, g, b, 0.35],
            });
        }
        let ring = (l.cell * 0.07).max(2.0);
        if let Some((_, AnyMove::Connect4(C4Move(col)))) = v.last
            && let Some(top) = p.height_of(col).checked_sub(1)
        {
            s.push(Shape::Ring {
                center: l.cell_rect(col, top).center(),
                radius: radius * 0.55,
                width: ring,
                color: palette::LAST_MOVE,
            });
        }
        if let Some(four) = p.winning_line() {
            let centre = |(c, r): (u8, u8)| l.cell_rect(c, r).center();
            for cell in four {
                s.push(Shape::Ring {
                    center: centre(cell),
                    radius: radius + ring * 0.5,
                    width: ring,
                    color: palette::WIN,
                });
            }
            s.push(Shape::Line {
                from: centre(four[0]),
                to: centre(four[3]),
                width: ring,
                color: palette::WIN,
            });
        }
    }

    /// A column's value sits in the cell its disc would land on.
    fn move_cell(&self, p: &AnyPosition, mv: AnyMove, _begun: Interaction) -> Option<(u8, u8)> {
        let AnyMove::Connect4(C4Move(col)) = mv else {
            return None;
        };
        Some((col, connect4(p).landing_row(col)?))
    }

    /// A pale disc of the side to move where the drop lands, numbered.
    fn draw_ghost(&self, s: &mut Scene, l: &Layout, p: &AnyPosition, mv: AnyMove, number: usize) {
        let Some((col, row)) = self.move_cell(p, mv, Interaction::NONE) else {
            return;
        };
        let cell = l.cell_rect(col, row);
        let color = side_color(p.side_to_move());
        ghost_plate(s, l, cell);
        s.push(ghost(Shape::Disc {
            center: cell.center(),
            radius: l.cell * 0.40,
            color,
        }));
        ghost_number(s, l, cell, number, color);
    }

    fn hud_line(&self, _p: &AnyPosition) -> Option<String> {
        Some(i18n::tr!("connect4-rule", k = 4))
    }
}
