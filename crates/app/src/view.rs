//! Builds the [`Scene`] of one frame from the session and the layout: the board (drawn by the
//! game's seat), the open views in their layers (see [`super::views`]), the HUD text around the
//! board and the help overlay. Plain data in, plain data out — unit-tested without GL.
//!
//! Text never leaves the window or covers the board: it is fitted by [`super::draw`].

use super::draw::{Line, lines_in, side_color, veil};
pub use super::draw::{ghost, ghost_number, grid_lines, palette};
use super::fit::{fit_block, wrap};
use super::input::{KEY_BINDINGS, help_text, hint};
use super::layout::Layout;
use super::seat::{AnyPosition, BoardView};
pub use super::session::thousands;
use super::session::{Mode, Session};
use super::views::{self, Layer, View};
use game::{Outcome, Side};
use scene::text::{line_metrics, measure};
use scene::{Align, Point, Rect, Scene, Shape};

/// The board's size in cells (columns, rows), which the layout needs.
#[must_use]
pub fn board_size(p: &AnyPosition) -> (u8, u8) {
    p.seat().grid(p)
}

/// The layout of a frame of `session` in a `width`×`height` window at HiDPI `scale`: the board
/// alone, or beside (or above) the panel when a view that draws there is open (the tree, the
/// code trace: both open share it), with what each of those views tells the layout of itself.
#[must_use]
pub fn layout(session: &Session, width: u32, height: u32, scale: f64) -> Layout {
    let (cols, rows) = board_size(session.position());
    let in_panel: Vec<&dyn View> = views::open(session).filter(|v| v.panel()).collect();
    if in_panel.is_empty() {
        return Layout::new(width, height, scale, cols, rows);
    }
    let mut l = Layout::with_panel(width, height, scale, cols, rows, 0)
        .shared_by(u8::try_from(in_panel.len()).unwrap_or(u8::MAX));
    for (name, v) in l.panel_names.iter_mut().zip(&in_panel) {
        *name = v.name();
    }
    for (part, v) in in_panel.iter().enumerate() {
        v.lay_out(session, &mut l, part);
    }
    l
}

/// The scene of one frame. `hover` is the mouse position, if it is over the window.
#[must_use]
pub fn scene(session: &Session, layout: &Layout, hover: Option<Point>) -> Scene {
    scene_at(session, layout, hover, None)
}

/// The scene of one frame at `now`, with the last move's animation (a falling disc) as far as
/// it has come; `None` draws it settled, as a still picture.
#[must_use]
pub fn scene_at(
    session: &Session,
    layout: &Layout,
    hover: Option<Point>,
    now: Option<search::time::Instant>,
) -> Scene {
    let mut s = Scene::new(
        layout.width as u32,
        layout.height as u32,
        palette::BACKGROUND,
    );
    s.scale = layout.scale;
    session.seat().draw(
        &mut s,
        &BoardView {
            position: session.position(),
            last: session.last_step(),
            interaction: session.interaction(),
            hover,
            clickable: session.person_may_move(),
            layout,
            motion: session.motion(now),
        },
    );
    views::draw_layer(&mut s, session, layout, Layer::Board);
    // The cells' names, over any value tiles (in their corners, clear of the labels).
    super::coordinates::draw(
        &mut s,
        layout,
        &session.seat().coordinates(session.position()),
    );
    hud(&mut s, session, layout);
    views::draw_layer(&mut s, session, layout, Layer::Panel);
    views::draw_layer(&mut s, session, layout, Layer::Overlay);
    if session.help_shown() {
        help(&mut s, layout);
    }
    s
}

/// The text lines above and below the board.
fn hud(s: &mut Scene, session: &Session, l: &Layout) {
    let t = l.text;
    let a = l.area;
    let cx = a.x + a.w / 2.0;
    let width = (a.w - 2.0 * t.min(a.w * 0.05)).max(0.0);
    let status_color = match session.position().outcome() {
        Some(Outcome::Win(side)) => side_color(side),
        _ => palette::TEXT,
    };
    // Above the board: the status, the settings, and the last computer move's report.
    let mut settings = vec![session.player_label(), session.mode().label()];
    if let Some(e) = session.enhancements() {
        settings.push(i18n::tr!("hud-enhancements", set = e.to_string()));
    }
    if session.proven_play() {
        settings.push(i18n::tr!("hud-proven-play"));
    } else if let Some(d) = session.depth_limit()
        // A sampling search (not exact) has no depth limit to speak of.
        && session.algorithm().info().exact
    {
        settings.push(i18n::tr!("hud-depth", depth = d));
    }
    if session.mode() == Mode::HumanComputer {
        // C in the middle of a game is for the next one: say so while this one goes on.
        let this_game = session.computer_side() == Side::First;
        settings.extend(
            match (session.computer_first(), this_game) {
                (true, true) => Some("hud-computer-first"),
                (true, false) => Some("hud-computer-first-next"),
                (false, true) => Some("hud-you-first-next"),
                (false, false) => None,
            }
            .map(|id| i18n::tr!(id)),
        );
    }
    let settings = settings.join(i18n::separator());
    let mut above = vec![
        Line::new(session.status(), t * 1.3, status_color),
        Line::new(settings, t, palette::DIM),
    ];
    if let Some(report) = session.report_text() {
        above.push(Line::new(report, t * 0.9, palette::TEXT));
    }
    let top = a.y + (t * 0.2).min((l.board.y - a.y) * 0.05);
    let above = above.into_iter().map(|a| a.at_scale(l.scale)).collect();
    let (rows, left_out) = fit_block(above, width, l.board.y - top);
    s.cut.extend(left_out);
    stack(s, cx, top, rows.into_iter().flatten());

    // Below the board: the game's own line and any notice under it, the key reminder at the
    // bottom of the window, and the decision summary between them. Fitted together, the most
    // important first: the game's line, the keys, the summary.
    let below_board = l.board.y + l.board.h + t * 0.15;
    let bottom = a.y + a.h;
    let hint_size = (t * 0.72).max((12.0 * l.scale).min(t));
    // The key reminder's two lines at one size: the size at which the longer fits (the fitting
    // below would shrink it alone), not under the readable least.
    let hint = hint();
    let widest = hint
        .iter()
        .map(|h| measure(h, hint_size))
        .fold(0.0, f32::max);
    let hint_size = if widest > width && widest > 0.0 {
        (hint_size * width / widest).floor().max(l.min_text())
    } else {
        hint_size
    };
    let mut game_line: Vec<String> = session
        .seat()
        .hud_line(session.position())
        .into_iter()
        .collect();
    if let Some(n) = session.notice() {
        game_line.push(n.to_owned());
    }
    if let Some(w) = views::hud_words(session) {
        game_line.push(w);
    }
    let mut below = vec![
        Line::new(game_line.join(i18n::separator()), t, palette::TEXT),
        Line::new(hint[0].as_str(), hint_size, palette::DIM),
        Line::new(hint[1].as_str(), hint_size, palette::DIM),
    ];
    if let Some(summary) = session.last_summary() {
        below.push(Line::new(summary, t * 0.8, palette::DIM));
    }
    let room = (bottom - below_board - t * 0.2).max(0.0);
    let below = below.into_iter().map(|b| b.at_scale(l.scale)).collect();
    let (mut rows, left_out) = fit_block(below, width, room);
    s.cut.extend(left_out);
    let summary = rows.get_mut(3).map(std::mem::take).unwrap_or_default();
    let hints: Vec<Line> = rows.drain(1..3).flatten().collect();
    let hints_height: f32 = hints.iter().map(Line::height).sum();
    let top = stack(s, cx, below_board, rows.into_iter().flatten());
    let hints_top = (bottom - hints_height - t * 0.2).max(top);
    stack(s, cx, top, summary);
    stack(s, cx, hints_top, hints);
}

/// Pushes fitted lines one under the other from `top`, centred on `cx`; returns where they end.
fn stack(s: &mut Scene, cx: f32, mut top: f32, lines: impl IntoIterator<Item = Line>) -> f32 {
    for line in lines {
        let h = line.height();
        line.push(s, cx, top);
        top += h;
    }
    top
}

/// The help overlay: every key binding, generated from the key table, as large as fits (not
/// above the HUD's text size), in one column or more; each help text is fitted to its column by
/// the rule of `app::fit`.
fn help(s: &mut Scene, l: &Layout) {
    veil(s, l);
    let closing = i18n::tr!("help-closing");
    let closing = closing.as_str();
    let mut size = l.text;
    loop {
        // At the readable minimum, the rows may close up before the help gives up.
        let leadings: &[f32] = if size <= l.min_text() {
            &[HELP_LEADING, HELP_LEADING_TIGHT]
        } else {
            &[HELP_LEADING]
        };
        for &leading in leadings {
            for columns in 1..=3 {
                if let Some(page) = help_page(l, size, columns, leading) {
                    page.draw(s, l, closing);
                    return;
                }
            }
        }
        if size <= l.min_text() {
            break;
        }
        size = (size * 0.92).max(l.min_text());
    }
    // No room even at the smallest text: say so rather than draw it cut.
    s.cut.push("the help".into());
    lines_in(
        s,
        Rect {
            x: 0.0,
            y: 0.0,
            w: l.width,
            h: l.height,
        },
        vec![Line::new(closing, l.min_text(), palette::DIM)],
    );
}

/// The help's rows, as a multiple of its size.
const HELP_LEADING: f32 = 1.4;
/// The rows closed up, in the smallest windows (400x400 holds every key, the engine keys too).
const HELP_LEADING_TIGHT: f32 = 1.1;
/// The rows the title and the closing line take.
const HELP_EXTRA_ROWS: f32 = 2.8;

/// The help laid out at one size in so many columns: each binding's key and its help's rows.
struct HelpPage {
    size: f32,
    key_width: f32,
    column_width: f32,
    gap: f32,
    columns: Vec<Vec<(String, Vec<Line>)>>,
    rows: usize,
    /// Its rows' height, as a multiple of its size.
    leading: f32,
}

/// The help at `size` in `columns` columns, if it fits the window.
fn help_page(l: &Layout, size: f32, columns: usize, leading: f32) -> Option<HelpPage> {
    let gap = size * 1.5;
    let width = l.width * 0.94;
    let column_width = (width - gap * (columns as f32 - 1.0)) / columns as f32;
    // Keys that do the same share a row (F1 and H; + and =).
    let mut keys: Vec<(String, String)> = Vec::new();
    for (i, b) in KEY_BINDINGS.iter().enumerate() {
        match keys.last_mut() {
            Some(last) if i > 0 && KEY_BINDINGS[i - 1].action == b.action => {
                last.0 = format!("{} {}", last.0, b.label);
            }
            _ => keys.push((b.label.to_owned(), help_text(b))),
        }
    }
    let key_width = keys.iter().map(|k| measure(&k.0, size)).fold(0.0, f32::max);
    let help_width = column_width - key_width - size * 1.2;
    if help_width < size * 8.0 {
        return None;
    }
    let entries: Vec<(String, Vec<Line>)> = keys
        .into_iter()
        // Wrapped at the page's one size (the rule would draw a long one smaller).
        .map(|(label, help)| {
            let rows = wrap(&help, size, help_width);
            (
                label,
                rows.into_iter()
                    .map(|r| Line::new(r, size, palette::TEXT))
                    .collect(),
            )
        })
        .collect();
    let total: usize = entries.iter().map(|e| e.1.len()).sum();
    let per_column = total.div_ceil(columns);
    let mut cols: Vec<Vec<(String, Vec<Line>)>> = vec![Vec::new()];
    let mut in_column = 0;
    for e in entries {
        if in_column > 0 && in_column + e.1.len() > per_column && cols.len() < columns {
            cols.push(Vec::new());
            in_column = 0;
        }
        in_column += e.1.len();
        if let Some(c) = cols.last_mut() {
            c.push(e);
        }
    }
    let rows = cols
        .iter()
        .map(|c| c.iter().map(|e| e.1.len()).sum::<usize>())
        .max()
        .unwrap_or(0);
    // The rows, the title and the closing line.
    let height = (rows as f32 + HELP_EXTRA_ROWS) * size * leading;
    (height <= l.height * 0.98).then_some(HelpPage {
        size,
        key_width,
        column_width,
        gap,
        columns: cols,
        rows,
        leading,
    })
}

impl HelpPage {
    fn draw(self, s: &mut Scene, l: &Layout, closing: &str) {
        let size = self.size;
        let row_h = size * self.leading;
        let n = self.columns.len() as f32;
        let width = n * self.column_width + (n - 1.0) * self.gap;
        let x0 = (l.width - width) / 2.0;
        let mut y = (l.height - (self.rows as f32 + HELP_EXTRA_ROWS) * row_h) / 2.0 + row_h;
        s.push(Shape::Text {
            pos: [l.width / 2.0, y],
            size: size * 1.2,
            color: palette::TEXT,
            align: Align::Center,
            text: i18n::tr!("help-title"),
        });
        y += row_h * 1.2;
        let top = y;
        // Right to left, the page is mirrored: the first column at the right, each key at the
        // right of its help, which ends against it.
        let rtl = i18n::current().rtl();
        for (i, column) in self.columns.into_iter().enumerate() {
            let key_x = x0 + i as f32 * (self.column_width + self.gap) + self.key_width;
            let (key_x, key_align) = if rtl {
                (l.width - key_x, Align::Left)
            } else {
                (key_x, Align::Right)
            };
            let mut y = top;
            for (label, rows) in column {
                s.push(Shape::Text {
                    pos: [key_x, y],
                    size,
                    color: palette::LAST_MOVE,
                    align: key_align,
                    text: label,
                });
                for row in rows {
                    let (ascent, _) = line_metrics(row.size());
                    let row_top = y - ascent - row.size() * 0.15;
                    if rtl {
                        row.push_right(s, key_x - size * 1.2, row_top);
                    } else {
                        row.push_left(s, key_x + size * 1.2, row_top);
                    }
                    y += row_h;
                }
            }
        }
        s.push(Shape::Text {
            pos: [l.width / 2.0, top + self.rows as f32 * row_h + size * 0.6],
            size: (size * 0.9).max(l.min_text()),
            color: palette::DIM,
            align: Align::Center,
            text: closing.into(),
        });
    }
}
