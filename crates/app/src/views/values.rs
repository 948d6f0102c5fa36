//! Key V: each legal move's value on the board — win, draw or loss in so many plies where the
//! game is searched to the end, or where the computer plays proven moves (each move then valued
//! by its own proving search, within a budget: a move it did not prove shows the depth reached),
//! else the heuristic value on a pale red–grey–green scale; for a sampling search (MCTS), each
//! move's visits and win rate as a disc (`visits.rs`).

use super::View;
use crate::action::{Action, Binding, Key, bind};
use crate::draw::palette;
use crate::job::{JobKind, MoveMark, Progress};
use crate::layout::Layout;
use crate::session::{PROOF_PER_MOVE, Session};
use game::Side;
use scene::text::{line_metrics, measure};
use scene::{Align, Color, Rect, Scene, Shape};
use search::{Verdict, value_text};

/// The view.
pub struct Values;

/// Its name.
pub const NAME: &str = "values";

impl View for Values {
    fn name(&self) -> &'static str {
        NAME
    }
    fn keys(&self) -> &'static [Binding] {
        const KEYS: &[Binding] = &[bind(
            Key::Char('v'),
            Action::toggle(NAME),
            "V",
            "each move's value on the board (W win, D draw, L loss)",
        )];
        KEYS
    }
    fn hint(&self) -> Option<&'static str> {
        Some("V values")
    }
    fn job(&self) -> Option<JobKind> {
        Some(JobKind::Values)
    }
    fn busy(&self, progress: Option<&Progress>) -> Option<String> {
        Some(match progress.map(|p| p.valued.len()) {
            Some(n) if n > 0 => {
                i18n::tr!("values-proving", n = n, budget = PROOF_PER_MOVE.as_secs())
            }
            _ => i18n::tr!("values-valuing"),
        })
    }
    /// What the values are: searched to the end, to the depth limit, or proven move by move by
    /// the computer's own search where it plays proven moves (then how many the budget proved).
    fn hud(&self, session: &Session) -> Option<String> {
        if session.position().is_over() {
            return Some(i18n::tr!("values-over"));
        }
        let marks = session.move_marks()?;
        // A sampling search's values are win rates from its visits, whatever the board. They
        // come from the computer's search, with the solver, which stops once the root is
        // proven (a proven win, or every move proven); T's tree is the textbook's, without it.
        let visits: u64 = marks.iter().filter_map(|m| m.visits).sum();
        if marks.iter().any(|m| m.visits.is_some()) {
            let proven = marks.iter().any(|m| matches!(m.verdict, Verdict::Win(_)))
                || marks.iter().all(|m| m.verdict != Verdict::Unknown);
            let visits = crate::words::count_arg(visits);
            return Some(if proven {
                i18n::tr!("values-solver-proved", visits = visits)
            } else {
                i18n::tr!("values-rates", visits = visits)
            });
        }
        if session.proven_play() {
            let open = marks.iter().filter(|m| m.depth.is_some()).count();
            let budget = PROOF_PER_MOVE.as_secs();
            return Some(match open {
                0 => i18n::tr!("values-proven", budget = budget),
                n => i18n::tr!("values-proven-some", budget = budget, n = n),
            });
        }
        // Before a throw the moves are the throw's outcomes, which have no cell: the tiles come
        // once the throw has been made (Senet), and V pressed now would otherwise show nothing.
        if session.position().is_chance() {
            return Some(match session.depth_limit() {
                None => i18n::tr!("values-once-thrown"),
                Some(d) => i18n::tr!("values-once-thrown-depth", depth = d),
            });
        }
        Some(match session.depth_limit() {
            None => i18n::tr!("values-exact"),
            // Every move below 0 at an even depth is the horizon's doing, not the position's:
            // the last ply searched is the other side's, and nothing answers it (issue 31,
            // item 15: both sides' values negative in Connect Four at depth 12).
            Some(d) if d % 2 == 0 && all_below_zero(marks) => {
                i18n::tr!("values-depth-below", depth = d, zero = 0, next = d + 1)
            }
            Some(d) => i18n::tr!("values-depth", depth = d),
        })
    }
    fn draw(&self, s: &mut Scene, session: &Session, l: &Layout) {
        values(s, session, l);
    }
}

/// True when every move has a heuristic value, each below 0.
fn all_below_zero(marks: &[MoveMark]) -> bool {
    !marks.is_empty()
        && marks
            .iter()
            .all(|m| m.verdict == Verdict::Unknown && m.value < 0.0)
}

/// The colour of a move's value tile: green for a win, grey for a draw, red for a loss; a
/// heuristic value on a paler scale from red through grey to green, relative to `scale` (the
/// largest heuristic value on the board).
#[must_use]
pub fn value_color(verdict: Verdict, value: f64, scale: f64) -> Color {
    let mix = |a: Color, b: Color, t: f32| -> Color {
        [
            a[0] + (b[0] - a[0]) * t,
            a[1] + (b[1] - a[1]) * t,
            a[2] + (b[2] - a[2]) * t,
            1.0,
        ]
    };
    match verdict {
        Verdict::Win(_) => palette::VALUE_WIN,
        Verdict::Draw => palette::VALUE_DRAW,
        Verdict::Loss(_) => palette::VALUE_LOSS,
        Verdict::Unknown => {
            let t = if scale > 0.0 {
                (value / scale).clamp(-1.0, 1.0) as f32
            } else {
                0.0
            };
            if t >= 0.0 {
                mix(palette::VALUE_EVEN, palette::VALUE_GOOD, t)
            } else {
                mix(palette::VALUE_EVEN, palette::VALUE_BAD, -t)
            }
        }
    }
}

/// The tiles shown on the board for each move's value: one per cell (the best move of the cell),
/// with its colour and label, as (file, rank, mark).
#[must_use]
pub fn value_tiles(session: &Session) -> Vec<(u8, u8, MoveMark)> {
    let Some(marks) = session.move_marks() else {
        return Vec::new();
    };
    let p = session.position();
    let seat = session.seat();
    let mut tiles: Vec<(u8, u8, MoveMark)> = Vec::new();
    for m in marks {
        let Some((f, r)) = seat.move_cell(p, m.mv, session.interaction()) else {
            continue;
        };
        match tiles.iter_mut().find(|t| (t.0, t.1) == (f, r)) {
            Some(t) if m.value > t.2.value => t.2 = *m,
            Some(_) => {}
            None => tiles.push((f, r, *m)),
        }
    }
    tiles
}

/// Each move's value on the board (key V); a sampling search's visits and win rates as discs
/// (`visits.rs`).
fn values(s: &mut Scene, session: &Session, l: &Layout) {
    let tiles = value_tiles(session);
    if tiles.iter().any(|t| t.2.visits.is_some()) {
        let marks: Vec<_> = tiles
            .iter()
            .map(|&(f, r, m)| (session.seat().value_rect(l, f, r), m))
            .collect();
        super::visits::discs(s, &marks);
        return;
    }
    let scale = tiles
        .iter()
        .filter(|t| t.2.verdict == Verdict::Unknown)
        .map(|t| t.2.value.abs())
        .fold(0.0, f64::max);
    let ghosts = super::line::ghost_movers(session);
    let to_move = session.position().side_to_move();
    for (f, r, m) in tiles {
        let rect = session.seat().value_rect(l, f, r);
        let fill = value_color(m.verdict, m.value, scale);
        let text = value_text::short(m.verdict, m.value);
        let color = if m.verdict == Verdict::Unknown {
            palette::VALUE_TEXT_DARK
        } else {
            palette::VALUE_TEXT
        };
        s.push(Shape::Quad { rect, color: fill });
        let movers: Vec<Side> = ghosts
            .iter()
            .filter(|(c, _)| *c == (f, r))
            .map(|&(_, side)| side)
            .collect();
        if !movers.is_empty() {
            let text = match m.depth {
                Some(d) => format!("{text} d{d}"),
                None => text,
            };
            // The value is the side to move's: beside the other side's ghost it says so, not
            // to be read as that ghost's (issue 31, item 15).
            let text = if movers.contains(&to_move) {
                text
            } else {
                format!("{} {text}", session.side_name(to_move))
            };
            corner_label(s, l, l.cell_rect(f, r), &text, (fill, color));
            continue;
        }
        // A value the budget did not prove says how deep it was searched, under it.
        let (rect, depth) = match m.depth {
            Some(d) => {
                let small = (rect.h * 0.2).max(l.min_text());
                let under = Rect {
                    y: rect.y + rect.h - small * 1.3,
                    h: small * 1.2,
                    ..rect
                };
                let above = Rect {
                    h: rect.h - small * 1.3,
                    ..rect
                };
                (
                    above,
                    Some((under, small, i18n::tr!("live-depth", depth = d))),
                )
            }
            None => (rect, None),
        };
        let mut size = (rect.h * 0.5).min(l.cell * 0.3);
        let w = measure(&text, size);
        if w > rect.w * 0.9 && w > 0.0 {
            size *= rect.w * 0.9 / w;
        }
        label(s, rect, &text, size, color);
        if let Some((under, mut small, words)) = depth {
            let w = measure(&words, small);
            // Narrower than the value: clear of a cell name in the tile's corner.
            if w > under.w * 0.72 && w > 0.0 {
                small = (small * under.w * 0.72 / w).max(l.min_text());
            }
            label(s, under, &words, small, color);
        }
    }
}

/// A value written in the bottom-left corner of its cell on a chip of its tile's colour, where
/// the plate of a ghost of the expected line (key P) leaves the cell clear: the ghost in the
/// middle, its number top right, the value bottom left (clear of the cells' names, which the
/// bottom row carries bottom right and the left column top left).
fn corner_label(s: &mut Scene, l: &Layout, cell: Rect, text: &str, colors: (Color, Color)) {
    let size = (l.cell * 0.15).max(l.min_text());
    // Figures stand on the baseline and rise about 0.72 of the size.
    let (w, h) = (measure(text, size), size * 0.72);
    let pad = size * 0.18;
    let chip = Rect {
        x: cell.x + cell.w * 0.04,
        y: cell.y + cell.h * 0.96 - h - 2.0 * pad,
        w: w + 2.0 * pad,
        h: h + 2.0 * pad,
    };
    s.push(Shape::Quad {
        rect: chip,
        color: colors.0,
    });
    s.push(Shape::Text {
        pos: [chip.x + pad, chip.y + pad + h],
        size,
        color: colors.1,
        align: Align::Left,
        text: text.into(),
    });
}

/// Text centred in `rect` (placed by its left end, so it is not taken for a HUD line).
fn label(s: &mut Scene, rect: Rect, text: &str, size: f32, color: Color) {
    let (ascent, descent) = line_metrics(size);
    let w = measure(text, size);
    let [cx, cy] = rect.center();
    s.push(Shape::Text {
        pos: [cx - w / 2.0, cy + (ascent + descent) / 2.0],
        size,
        color,
        align: Align::Left,
        text: text.into(),
    });
}
