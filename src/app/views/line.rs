//! Key P: the expected line — the principal variation of the computer's search (live while it
//! thinks) — drawn as numbered translucent pieces and listed under the board.

use super::View;
use crate::app::input::{Action, Binding, Key, bind};
use crate::app::layout::Layout;
use crate::app::seat::{AnyMove, AnyPosition, Interaction};
use crate::app::session::{Session, progress_text};
use crate::app::worker::{JobKind, Progress};
use crate::render::scene::Scene;

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
            Action::ToggleView(NAME),
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
            Some(p) => format!("finding the line… {}", progress_text(p)),
            None => "finding the line…".into(),
        })
    }
    fn hud(&self, session: &Session) -> Option<String> {
        let line = session
            .expected_line()
            .filter(|l| !l.is_empty() && !session.thinking())?;
        let moves: Vec<String> = line.iter().take(LINE_MAX).map(AnyMove::to_string).collect();
        Some(format!("line: {}", moves.join(" ")))
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
    let seat = session.seat();
    for (p, mv, number) in ghosts(session) {
        seat.draw_ghost(s, l, &p, mv, number);
    }
}

/// The ghosts of the expected line: each numbered move with the position it is played in.
fn ghosts(session: &Session) -> Vec<(AnyPosition, AnyMove, usize)> {
    let Some(moves) = session.expected_line() else {
        return Vec::new();
    };
    let mut p = *session.position();
    let mut out = Vec::new();
    for &mv in moves {
        if out.len() >= LINE_MAX {
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
    if !session.view_open(NAME) {
        return Vec::new();
    }
    let seat = session.seat();
    ghosts(session)
        .iter()
        .filter_map(|(p, mv, _)| seat.move_cell(p, *mv, Interaction::NONE))
        .collect()
}
