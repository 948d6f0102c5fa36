//! The seat of Blob War (Ataxx): blobs as discs, gaps dark; a click selects an own blob and a
//! second click moves it (or clones next to any blob); the last move's squares and the blobs it
//! converted are marked, so a player sees what they lost.

use super::any::{AnyMove, AnyPosition};
use super::{BoardView, Click, Interaction, Seat};
use crate::draw::{ghost, ghost_number, ghost_plate, grid_lines, palette, side_color};
use crate::layout::Layout;
use game::blobwar::{BlobMove, BlobWar, Cell};
use game::parse_size;
use game::{Game, Outcome, ParseError, Side};
use scene::{Rect, Scene, Shape};
use search::Enhancements;

/// Blob War's own colours (its blobs are the sides' colours).
pub mod colors {
    use scene::Color;
    /// A Blob War gap: a square no blob may enter.
    pub const GAP: Color = [0.20, 0.21, 0.25, 1.0];
    /// The selected blob's square.
    pub const SELECTED: Color = [0.98, 0.80, 0.35, 1.0];
    /// Where the selected blob can clone to.
    pub const CLONE_TARGET: Color = [0.62, 0.88, 0.62, 1.0];
    /// Where the selected blob can jump to.
    pub const JUMP_TARGET: Color = [0.98, 0.74, 0.55, 1.0];
    /// The ring around blobs the last move converted.
    pub const CONVERTED: Color = [0.98, 0.62, 0.10, 1.0];
}

/// Blob War's seat.
pub struct BlobWarSeat;

impl BlobWarSeat {
    /// The square of the blob a person picked up, in what they have begun.
    #[must_use]
    pub fn selected(begun: Interaction) -> Option<u8> {
        begun.square
    }

    /// What a person has begun when they pick up the blob on `square` (or put it down: `None`).
    fn select(square: Option<u8>) -> Interaction {
        Interaction { square }
    }
}

fn blobwar(p: &AnyPosition) -> &BlobWar {
    p.get::<BlobWar>()
        .unwrap_or_else(|| unreachable!("the Blob War seat is only handed Blob War positions"))
}

/// (rows, cols) of a position's board.
fn shape(p: &AnyPosition) -> (u8, u8) {
    let g = blobwar(p).geometry();
    (g.rows, g.cols)
}

impl Seat for BlobWarSeat {
    fn parse_name(&self, name: &str) -> Option<Result<AnyPosition, ParseError>> {
        if name == "blobwar" || name == "ataxx" {
            return Some(BlobWar::new(7, 7).map(AnyPosition::BlobWar));
        }
        let size = name
            .strip_prefix("blobwar:")
            .or_else(|| name.strip_prefix("ataxx:"))?;
        Some(
            parse_size(size, 3)
                .ok_or(ParseError::Expected("blobwar:RxC"))
                .and_then(|(r, c)| BlobWar::new(r, c))
                .map(AnyPosition::BlobWar),
        )
    }

    fn name(&self, p: &AnyPosition) -> String {
        match shape(p) {
            (7, 7) => "blobwar".into(),
            (r, c) => format!("blobwar:{r}x{c}"),
        }
    }

    fn name_help(&self) -> &'static str {
        "blobwar (Ataxx, 7x7) or blobwar:RxC (3 to 8, e.g. blobwar:5x5)"
    }

    fn presets(&self) -> &'static [&'static str] {
        &["blobwar"]
    }

    fn board_label(&self, p: &AnyPosition) -> String {
        let (r, c) = shape(p);
        format!("Blob War {r}x{c}")
    }

    fn board_title(&self, p: &AnyPosition) -> String {
        let (r, c) = shape(p);
        i18n::tr!("game-blobwar", size = format!("{r}x{c}"))
    }

    fn parse_position(&self, start: &AnyPosition, text: &str) -> Result<AnyPosition, ParseError> {
        let p = BlobWar::from_fen(text)?;
        let g = p.geometry();
        let (rows, cols) = shape(start);
        if (g.rows, g.cols) != (rows, cols) {
            return Err(ParseError::OtherSize {
                found: (g.rows, g.cols),
                game: (rows, cols),
                name: format!("blobwar:{}x{}", g.rows, g.cols),
            });
        }
        Ok(AnyPosition::BlobWar(p))
    }

    fn side_label(&self, side: Side) -> &'static str {
        match side {
            Side::First => "x",
            Side::Second => "o",
        }
    }

    fn default_depth(&self, _p: &AnyPosition) -> u32 {
        3
    }

    /// With every exact enhancement on, the engine's own set (`gametree uai`'s, with its
    /// selective pruning): a Blob War board is never searched to a proof.
    fn playing_enhancements(&self, cycle: Enhancements) -> Enhancements {
        if cycle == Enhancements::ALL {
            Enhancements::ENGINE
        } else {
            cycle
        }
    }

    /// With the engine's set, the engine's evaluation too (`gametree uai`'s: the tapered one,
    /// `docs/blobwar-eval.md`), so that the window's computer at its think time is the engine.
    fn playing_position(&self, p: AnyPosition, enhance: Enhancements) -> AnyPosition {
        match p {
            AnyPosition::BlobWar(b) if enhance == Enhancements::ENGINE => {
                AnyPosition::BlobWar(b.with_terms(b.terms() | BlobWar::TAPERED))
            }
            other => other,
        }
    }

    fn grid(&self, p: &AnyPosition) -> (u8, u8) {
        let (r, c) = shape(p);
        (c, r)
    }

    /// An own blob selects (or unselects) it; an empty square plays the selected blob's move
    /// there, else a clone from any blob next to it; anything else drops the selection.
    fn click(&self, p: &AnyPosition, begun: Interaction, file: u8, rank: u8) -> Click {
        let b = blobwar(p);
        let selected = Self::selected(begun);
        let (rows, cols) = shape(p);
        if file >= cols || rank >= rows {
            return Click::Nothing;
        }
        let sq = rank * 8 + file;
        match b.cell(file, rank) {
            Cell::Blob(s) if s == b.side_to_move() => {
                Click::Keep(Self::select((selected != Some(sq)).then_some(sq)))
            }
            Cell::Empty => {
                let from_selected = selected
                    .and_then(|from| b.moves_from(from).into_iter().find(|m| m.to() == Some(sq)));
                Click::Play(AnyMove::BlobWar(
                    from_selected.unwrap_or(BlobMove::Clone(sq)),
                ))
            }
            _ => Click::Keep(Interaction::NONE),
        }
    }

    fn draw(&self, s: &mut Scene, v: &BoardView<'_>) {
        let p = blobwar(v.position);
        let l = v.layout;
        let geo = p.geometry();
        s.push(Shape::Quad {
            rect: l.board,
            color: palette::BOARD,
        });
        let cell_of = |sq: u8| l.cell_rect(sq % 8, sq / 8);
        if let Some((_, AnyMove::BlobWar(m))) = v.last {
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
        if v.clickable {
            if let Some(from) = Self::selected(v.interaction) {
                s.push(Shape::Quad {
                    rect: cell_of(from).inset(l.cell * 0.04),
                    color: colors::SELECTED,
                });
                for m in p.moves_from(from) {
                    let (to, color) = match m {
                        BlobMove::Clone(t) => (t, colors::CLONE_TARGET),
                        BlobMove::Jump(_, t) => (t, colors::JUMP_TARGET),
                        BlobMove::Pass => continue,
                    };
                    s.push(Shape::Quad {
                        rect: cell_of(to).inset(l.cell * 0.04),
                        color,
                    });
                }
            }
            if let Some((f, r)) = v.hover.and_then(|h| l.cell_at(h))
                && p.cell(f, r) == Cell::Empty
            {
                s.push(Shape::Quad {
                    rect: l.cell_rect(f, r).inset(l.cell * 0.16),
                    color: palette::HOVER,
                });
            }
        }
        let before = v.last.and_then(|(b, _)| b.get::<BlobWar>());
        for rank in 0..geo.rows {
            for file in 0..geo.cols {
                let rect = l.cell_rect(file, rank);
                match p.cell(file, rank) {
                    Cell::Gap => s.push(Shape::Quad {
                        rect,
                        color: colors::GAP,
                    }),
                    Cell::Blob(side) => {
                        s.push(Shape::Disc {
                            center: rect.center(),
                            radius: l.cell * 0.36,
                            color: side_color(side),
                        });
                        // A blob the last move converted wears a ring in the converter's colour
                        // of last-move marks.
                        if before.is_some_and(|b| b.cell(file, rank) == Cell::Blob(side.other())) {
                            s.push(Shape::Ring {
                                center: rect.center(),
                                radius: l.cell * 0.40,
                                width: (l.cell * 0.06).max(2.0),
                                color: colors::CONVERTED,
                            });
                        }
                    }
                    Cell::Empty => {}
                }
            }
        }
        grid_lines(s, l, l.board, geo.cols, geo.rows);
    }

    /// The count of each side's blobs, with the colour each side plays (issue 20, item 13).
    fn hud_line(&self, p: &AnyPosition) -> Option<String> {
        let b = blobwar(p);
        Some(i18n::tr!(
            "blobwar-counts",
            x = b.count(Side::First),
            o = b.count(Side::Second)
        ))
    }

    /// On the destination; once a blob is selected, only its own moves.
    fn move_cell(&self, p: &AnyPosition, mv: AnyMove, begun: Interaction) -> Option<(u8, u8)> {
        let AnyMove::BlobWar(m) = mv else { return None };
        let to = m.to()?;
        if let Some(from) = Self::selected(begun)
            && !blobwar(p).moves_from(from).contains(&m)
        {
            return None;
        }
        Some((to % 8, to / 8))
    }

    /// Inside a wide border, so that the clone and jump colours of a picked-up blob's targets
    /// stay clear around V's tiles.
    fn value_rect(&self, l: &Layout, file: u8, rank: u8) -> Rect {
        l.cell_rect(file, rank).inset(l.cell * 0.15)
    }

    /// A pale blob on the destination (and a line from a jump's origin), numbered.
    fn draw_ghost(&self, s: &mut Scene, l: &Layout, p: &AnyPosition, mv: AnyMove, number: usize) {
        let AnyMove::BlobWar(m) = mv else { return };
        let Some(to) = m.to() else { return };
        let side = blobwar(p).side_to_move();
        let cell = l.cell_rect(to % 8, to / 8);
        ghost_plate(s, l, cell);
        if let BlobMove::Jump(from, _) = m {
            // Thin: it may cross V's value of a cell on the way (`+0.25`), and reads
            // through it.
            s.push(ghost(Shape::Line {
                from: l.cell_rect(from % 8, from / 8).center(),
                to: cell.center(),
                width: (l.cell * 0.045).max(2.0),
                color: side_color(side),
            }));
        }
        s.push(ghost(Shape::Disc {
            center: cell.center(),
            radius: l.cell * 0.36,
            color: side_color(side),
        }));
        ghost_number(s, l, cell, number, side_color(side));
    }

    /// "x won 30–19" or "Draw": the blob counts say by how much.
    fn result_text(&self, p: &AnyPosition, o: Outcome) -> String {
        let b = blobwar(p);
        let (x, y) = (b.count(Side::First), b.count(Side::Second));
        match o {
            Outcome::Win(s) => {
                let (w, l) = if s == Side::First { (x, y) } else { (y, x) };
                i18n::tr!(
                    "result-won-by",
                    side = self.side_label(s),
                    score = format!("{w}–{l}")
                )
            }
            Outcome::Draw => i18n::tr!("result-draw-even"),
        }
    }
}
