//! Key P: the expected line — the principal variation of the computer's own search (live while
//! it thinks; else the same search, with the same limits and tie-breaks, from the position on
//! the board, so its first move is the computer's move there; where it plays proven moves, the
//! book's moves first, then its proof's line) — drawn as numbered translucent pieces and listed
//! under the board.

use super::View;
use crate::action::{Action, Binding, Key, bind};
use crate::job::{JobKind, Progress};
use crate::layout::Layout;
use crate::seat::{AnyMove, AnyPosition, Interaction};
use crate::session::{Session, progress_text};
use game::Side;
use scene::Scene;

/// The view.
pub struct Line;

/// Its name.
pub const NAME: &str = "line";

impl View for Line {
    fn name(&self) -> &'static str {
        NAME
    }
    fn keys(&self) -> &'static [Binding] {
        const KEYS: &[Binding] = &[bind(
            Key::Char('p'),
            Action::toggle(NAME),
            "P",
            "the expected line as numbered ghost pieces",
        )];
        KEYS
    }
    fn hint(&self) -> Option<&'static str> {
        Some("P line")
    }
    fn job(&self) -> Option<JobKind> {
        Some(JobKind::Line)
    }
    fn busy(&self, progress: Option<&Progress>) -> Option<String> {
        Some(match progress {
            Some(p) => i18n::tr!("line-finding-progress", progress = progress_text(p)),
            None => i18n::tr!("line-finding"),
        })
    }
    fn hud(&self, session: &Session) -> Option<String> {
        if session.position().is_over() {
            return Some(i18n::tr!("line-over"));
        }
        let line = session
            .expected_line()
            .filter(|l| !l.is_empty() && !session.thinking())?;
        let moves: Vec<String> = line.iter().take(LINE_MAX).map(AnyMove::to_string).collect();
        // Where the computer proves its moves, the line is its proof's (the book's first).
        let moves = moves.join(" ");
        Some(if session.proven_play() {
            i18n::tr!("line-moves-proving", moves = moves)
        } else {
            i18n::tr!("line-moves", moves = moves)
        })
    }
    fn draw(&self, s: &mut Scene, session: &Session, l: &Layout) {
        line(s, session, l);
    }
}

/// The longest expected line drawn: enough to read, not so long that the ghosts pile up.
pub const LINE_MAX: usize = 9;

/// The expected line as numbered ghosts (key P), each move drawn by the seat in the position it
/// is played in; throws are played but not numbered.
fn line(s: &mut Scene, session: &Session, l: &Layout) {
    let Some(moves) = session.expected_line() else {
        return;
    };
    ghosts(s, session, l, moves, LINE_MAX);
}

/// `moves` from the position on the board as numbered ghosts, at most `max` of them numbered:
/// each drawn by the seat in the position it is played in; throws are played but not numbered.
pub(super) fn ghosts(s: &mut Scene, session: &Session, l: &Layout, moves: &[AnyMove], max: usize) {
    let seat = session.seat();
    for (p, mv, number) in placed(session, moves, max) {
        seat.draw_ghost(s, l, &p, mv, number);
    }
}

/// `moves` from the position on the board, at most `max` of them numbered: each numbered move
/// with its number and the position it is played in.
fn placed(session: &Session, moves: &[AnyMove], max: usize) -> Vec<(AnyPosition, AnyMove, usize)> {
    let mut p = *session.position();
    let mut out = Vec::new();
    for &mv in moves {
        if out.len() >= max {
            break;
        }
        if !p.is_chance() {
            out.push((p, mv, out.len() + 1));
        }
        match p.play(mv) {
            Ok(next) => p = next,
            Err(_) => break,
        }
    }
    out
}

/// The cells the line's ghosts stand on while the line is shown (key P), as the seat places
/// each move's value (V moves its label aside there).
#[must_use]
pub fn ghost_cells(session: &Session) -> Vec<(u8, u8)> {
    ghost_movers(session).into_iter().map(|(c, _)| c).collect()
}

/// As [`ghost_cells`], each with the side whose move the ghost is.
#[must_use]
pub fn ghost_movers(session: &Session) -> Vec<((u8, u8), Side)> {
    if !session.view_open(NAME) {
        return Vec::new();
    }
    let Some(moves) = session.expected_line() else {
        return Vec::new();
    };
    let seat = session.seat();
    placed(session, moves, LINE_MAX)
        .iter()
        .filter_map(|(p, mv, _)| {
            let cell = seat.move_cell(p, *mv, Interaction::NONE)?;
            Some((cell, p.side_to_move()))
        })
        .collect()
}
