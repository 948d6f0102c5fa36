//! The seat of the m,n,k games (tic-tac-toe and its bigger cousins): X and O on a grid, a click
//! on an empty cell marks it, the last mark and a winning line highlighted.

use super::any::{AnyMove, AnyPosition};
use super::{BoardView, Click, Interaction, Reach, Seat};
use crate::draw::{ghost, ghost_number, ghost_plate, grid_lines, palette, side_color};
use crate::layout::Layout;
use game::mnk::{Mnk, MnkMove};
use game::parse_size;
use game::{ParseError, Side};
use scene::{Rect, Scene, Shape};

/// The m,n,k games' seat.
pub struct MnkSeat;

/// The computer proves its moves once this few cells are empty (see `Reach::Proof`).
pub const PROVEN_WHEN_EMPTY: usize = 16;

fn mnk(p: &AnyPosition) -> &Mnk {
    p.get::<Mnk>()
        .unwrap_or_else(|| unreachable!("the m,n,k seat is only handed m,n,k positions"))
}

/// (width, height, k) of a position's board.
fn shape(p: &AnyPosition) -> (u8, u8, u8) {
    let g = mnk(p).geometry();
    (g.width, g.height, g.k)
}

impl Seat for MnkSeat {
    fn parse_name(&self, name: &str) -> Option<Result<AnyPosition, ParseError>> {
        if name == "tictactoe" || name == "tic-tac-toe" {
            return Some(Ok(AnyPosition::Mnk(Mnk::tictactoe())));
        }
        let rest = name.strip_prefix("mnk:")?;
        let bad = || ParseError::Expected("mnk:WxH:K");
        let parsed = rest
            .split_once(':')
            .and_then(|(size, k)| Some((parse_size(size, 3)?, k.parse::<u8>().ok()?)))
            .ok_or_else(bad)
            .and_then(|((w, h), k)| Mnk::new(w, h, k))
            .map(AnyPosition::Mnk);
        Some(parsed)
    }

    fn name(&self, p: &AnyPosition) -> String {
        match shape(p) {
            (3, 3, 3) => "tictactoe".into(),
            (w, h, k) => format!("mnk:{w}x{h}:{k}"),
        }
    }

    fn name_help(&self) -> &'static str {
        "tictactoe, mnk:WxH:K (sides 3 to 8, e.g. mnk:5x5:3)"
    }

    fn presets(&self) -> &'static [&'static str] {
        &["tictactoe", "mnk:4x4:3", "mnk:5x5:3", "mnk:5x5:4"]
    }

    fn board_label(&self, p: &AnyPosition) -> String {
        match shape(p) {
            (3, 3, 3) => "3x3".into(),
            (w, h, k) => format!("{w}x{h} k={k}"),
        }
    }

    fn parse_position(&self, start: &AnyPosition, text: &str) -> Result<AnyPosition, ParseError> {
        let (w, h, k) = shape(start);
        Ok(AnyPosition::Mnk(Mnk::parse(w, h, k, text)?))
    }

    fn side_label(&self, side: Side) -> &'static str {
        match side {
            Side::First => "X",
            Side::Second => "O",
        }
    }

    fn default_depth(&self, p: &AnyPosition) -> u32 {
        match shape(p) {
            (4, 4, _) => 5,
            _ => 4,
        }
    }

    /// To the end with at most nine empty cells: 3x3 tic-tac-toe's tree (549,946 nodes for plain
    /// minimax) is the largest such. To a proof with at most 16 (4x4 from its start): on every
    /// board shape and k, the start of the boards with at most 16 cells and six positions with 16
    /// empty cells were each proven within 0.2 s, where with 20 empty cells some took seconds
    /// or stayed unproven (`docs/performance.md`, "Proven play in the window").
    fn reach(&self, p: &AnyPosition) -> Reach {
        match p.legal_moves().len() {
            0..=9 => Reach::End,
            10..=PROVEN_WHEN_EMPTY => Reach::Proof,
            _ => Reach::Depth,
        }
    }

    fn grid(&self, p: &AnyPosition) -> (u8, u8) {
        let (w, h, _) = shape(p);
        (w, h)
    }

    fn click(&self, _p: &AnyPosition, _begun: Interaction, file: u8, rank: u8) -> Click {
        Click::Play(AnyMove::Mnk(MnkMove(rank * 8 + file)))
    }

    fn draw(&self, s: &mut Scene, v: &BoardView<'_>) {
        let p = mnk(v.position);
        let l = v.layout;
        let geo = p.geometry();
        s.push(Shape::Quad {
            rect: l.board,
            color: palette::BOARD,
        });
        // The cell under the mouse, where a click would play.
        if let Some((f, r)) = v.hover.and_then(|h| l.cell_at(h))
            && v.clickable
            && p.at(f, r).is_none()
        {
            s.push(Shape::Quad {
                rect: l.cell_rect(f, r),
                color: palette::HOVER,
            });
        }
        if let Some((_, AnyMove::Mnk(m))) = v.last {
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

    fn hud_line(&self, p: &AnyPosition) -> Option<String> {
        Some(i18n::tr!("mnk-rule", k = shape(p).2))
    }

    /// On the empty cell the move marks.
    fn move_cell(&self, _p: &AnyPosition, mv: AnyMove, _begun: Interaction) -> Option<(u8, u8)> {
        match mv {
            AnyMove::Mnk(m) => Some((m.file(), m.rank())),
            _ => None,
        }
    }

    /// A pale mark of the side to move, numbered.
    fn draw_ghost(&self, s: &mut Scene, l: &Layout, p: &AnyPosition, mv: AnyMove, number: usize) {
        let AnyMove::Mnk(m) = mv else { return };
        let side = p.side_to_move();
        let cell = l.cell_rect(m.file(), m.rank());
        ghost_plate(s, l, cell);
        let mut marks = Scene::new(0, 0, palette::BACKGROUND);
        mark(&mut marks, side, cell, (l.cell * 0.09).max(2.0));
        for shape in marks.shapes {
            s.push(ghost(shape));
        }
        ghost_number(s, l, cell, number, side_color(side));
    }
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
