//! Key L: the moves of the game so far, over the board, in numbered pairs as a score sheet
//! writes them, with the computer's value of each of its own moves (its search's, for the side
//! that moved: `W3` a win in 3 plies, `D` a draw, `+0.5`).

use super::{Layer, View};
use crate::action::{Action, Binding, Key, bind};
use crate::draw::{Line, lines_in, palette, veil};
use crate::layout::Layout;
use crate::session::Session;
use scene::{Rect, Scene};

/// The view.
pub struct Moves;

/// Its name.
pub const NAME: &str = "moves";

impl View for Moves {
    fn name(&self) -> &'static str {
        NAME
    }
    fn keys(&self) -> &'static [Binding] {
        const KEYS: &[Binding] = &[bind(
            Key::Char('l'),
            Action::toggle(NAME),
            "L",
            "the moves so far, with the computer's values",
        )];
        KEYS
    }
    /// `render` draws a position, which has no game behind it to list.
    fn renders(&self) -> bool {
        false
    }
    fn layer(&self) -> Layer {
        Layer::Overlay
    }
    fn draw(&self, s: &mut Scene, session: &Session, l: &Layout) {
        move_sheet(s, session, l);
    }
}

/// The rows of the sheet: `3. b2 (W3)   a1`, one per move pair (the first side's move, then
/// the second's), numbered from 1.
#[must_use]
pub fn sheet_rows(session: &Session) -> Vec<String> {
    let one = |(side, mv, value): &(game::Side, String, Option<String>)| {
        let who = session.side_label(*side);
        match value {
            Some(v) => format!("{who} {mv} ({v})"),
            None => format!("{who} {mv}"),
        }
    };
    let moves = session.move_list();
    let mut rows = Vec::new();
    let mut i = 0;
    while i < moves.len() {
        // The row's number is a count: in the reader's digits (moves and values stay Latin).
        let n = crate::words::plain(rows.len() + 1);
        // A pair is two moves of different sides (a forced pass or a throw may break it).
        let pair = moves.get(i + 1).filter(|m| m.0 != moves[i].0);
        match pair {
            Some(second) => {
                rows.push(format!("{n}. {}   {}", one(&moves[i]), one(second)));
                i += 2;
            }
            None => {
                rows.push(format!("{n}. {}", one(&moves[i])));
                i += 1;
            }
        }
    }
    rows
}

/// The sheet over a veil: a title, then the rows that fit, the latest kept when not all do.
fn move_sheet(s: &mut Scene, session: &Session, l: &Layout) {
    veil(s, l);
    let t = l.text;
    let width = l.width * 0.9;
    let rows = sheet_rows(session);
    let title = if rows.is_empty() {
        i18n::tr!("moves-none")
    } else {
        i18n::tr!("moves-title", plies = session.history().len())
    };
    let row_h = Line::new("", t, palette::TEXT).height();
    let room = ((l.height - t * 4.0) / row_h).floor().max(1.0) as usize;
    // When not all fit, a line says how many earlier ones are left out.
    let from = if rows.len() > room {
        rows.len() - room.saturating_sub(1)
    } else {
        0
    };
    let mut lines = vec![Line::new(title, t * 1.15, palette::TEXT)];
    if from > 0 {
        lines.push(Line::new(
            i18n::tr!("moves-earlier", pairs = from),
            t,
            palette::DIM,
        ));
    }
    lines.extend(
        rows[from..]
            .iter()
            .map(|r| Line::new(r.as_str(), t, palette::TEXT)),
    );
    let area = Rect {
        x: (l.width - width) / 2.0,
        y: t * 0.8,
        w: width,
        h: l.height - t * 0.8,
    };
    lines_in(s, area, lines);
}
