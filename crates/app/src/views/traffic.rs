//! Key I: the outside engine's protocol traffic as it happens — both directions and its stderr,
//! each line with its time in milliseconds from the engine's start — in the panel beside the
//! board, the newest at the bottom; the wheel scrolls back through what the session keeps.
//! It teaches the protocol itself: the handshake, `position`, `go`, the `info` lines, `bestmove`.

use super::{Layer, View};
use crate::action::{Action, Binding, Key, ViewAct, bind};
use crate::draw::palette;
use crate::fit::Line;
use crate::layout::Layout;
use crate::session::Session;
use scene::{Point, Scene, Shape};
use search::time::Instant;

/// The view.
pub struct Traffic;

/// Its name.
pub const NAME: &str = "traffic";

/// Rows one turn of the wheel scrolls.
const WHEEL_ROWS: usize = 3;

/// How far the view is scrolled back: rows above the newest (0: it follows the newest).
#[derive(Default)]
struct Back(usize);

impl View for Traffic {
    fn name(&self) -> &'static str {
        NAME
    }
    fn keys(&self) -> &'static [Binding] {
        const KEYS: &[Binding] = &[bind(
            Key::Char('i'),
            Action::toggle(NAME),
            "I",
            "engine traffic",
        )];
        KEYS
    }
    /// `render` draws a position, with no engine behind it.
    fn renders(&self) -> bool {
        false
    }
    fn layer(&self) -> Layer {
        Layer::Panel
    }
    fn act(&self, session: &mut Session, act: ViewAct, _now: Instant) -> bool {
        match act {
            ViewAct::Toggle => self.toggle(session),
            // Up the list (a negative step) goes back in time.
            ViewAct::Step(rows) => {
                let kept = session.traffic().len();
                let back = session.view_state::<Back>(NAME).map_or(0, |b| b.0);
                let by = WHEEL_ROWS * usize::from(rows.unsigned_abs());
                let to = if rows < 0 {
                    (back + by).min(kept.saturating_sub(1))
                } else {
                    back.saturating_sub(by)
                };
                session.view_state_mut::<Back>(NAME).0 = to;
                to != back
            }
            _ => false,
        }
    }
    fn wheel(&self, l: &Layout, p: Point, rows: i32) -> Option<ViewAct> {
        // Its own part of the panel, and only while it is open there.
        l.part_of(NAME).filter(|r| r.contains(p))?;
        Some(ViewAct::Step(rows.clamp(-100, 100) as i8))
    }
    fn draw(&self, s: &mut Scene, session: &Session, l: &Layout) {
        let Some(panel) = l.panel else { return };
        s.push(Shape::Quad {
            rect: panel,
            color: palette::PANEL,
        });
        let t = l.text * 0.8;
        let pad = t * 0.6;
        let x = panel.x + pad;
        let width = panel.w - 2.0 * pad;
        let playing = session.playing_engines();
        let names = if playing.is_empty() {
            session.engine_name().map(str::to_owned)
        } else {
            names(&playing)
        };
        let title = match names {
            // The markers go in as values: isolated, they read as the lines below show them.
            Some(name) => i18n::tr!(
                "traffic-title",
                name = name,
                sent = ">",
                read = "<",
                stderr = "!"
            ),
            None => i18n::tr!("traffic-title-none"),
        };
        let row_h = Line::new("", t, palette::TEXT).height();
        if let Some(head) = row(title, t, palette::TEXT, width, s.scale) {
            head.push_left(s, x, panel.y + pad);
        }
        let top = panel.y + pad + row_h * 1.4;
        let room = ((panel.y + panel.h - pad - top) / row_h).floor().max(0.0) as usize;
        let traffic = session.traffic();
        if traffic.is_empty() {
            Line::new(i18n::tr!("traffic-empty"), t, palette::DIM).push_left(s, x, top);
            return;
        }
        let back = session
            .view_state::<Back>(NAME)
            .map_or(0, |b| b.0)
            .min(traffic.len() - 1);
        let end = traffic.len() - back;
        let from = end.saturating_sub(room);
        for (i, line) in traffic.range(from..end).enumerate() {
            let color = match line.trim_start().split(' ').nth(1) {
                Some(">") => palette::TEXT,
                Some("!") => palette::SECOND,
                // The line that names the engine whose move follows.
                _ if line.starts_with('—') => palette::DIM,
                _ => palette::LAST_MOVE,
            };
            if let Some(r) = row(line.as_str(), t, color, width, s.scale) {
                r.push_left(s, x, top + i as f32 * row_h);
            }
        }
    }
}

/// One row of text, shortened with "…" to `width` where it is longer (the log keeps it whole).
fn row(
    text: impl Into<String>,
    size: f32,
    color: scene::Color,
    width: f32,
    scale: f32,
) -> Option<Line> {
    Line::new(text, size, color)
        .shown_elsewhere()
        .at_scale(scale)
        .fit(width)
        .into_iter()
        .next()
}

/// Several engines' names as one, in the thread's language (`oneply + tik`, `oneply و tik`).
fn names(engines: &[&str]) -> Option<String> {
    let (first, rest) = engines.split_first()?;
    Some(rest.iter().fold((*first).to_owned(), |all, next| {
        i18n::tr!("traffic-names", first = all, next = *next)
    }))
}
