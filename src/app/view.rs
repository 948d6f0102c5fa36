//! Builds the [`Scene`] of one frame from the session and the layout: the board (drawn by the
//! game's seat), what the person watches on it (each move's value, the expected line as ghost
//! pieces — placed by the seat), the HUD text around it, and the overlays (the comparison of all
//! algorithms, the help). Plain data in, plain data out — unit-tested without GL.
//!
//! Text never leaves the window or covers the board: each line shrinks to fit the width (down
//! to [`MIN_TEXT`], then it is cut with "…"), and lines that find no room in their band are
//! dropped, the least important first.

use super::input::{HINT, KEY_BINDINGS};
use super::layout::Layout;
use super::seat::{AnyMove, AnyPosition, BoardView};
use super::session::{Mode, Session, progress_text, short_value};
use super::tree::{NodeKind, Replay, SearchTree, StepKind, TreeNode, bound_text};
use super::worker::{JobKind, MoveMark};
use crate::game::{Outcome, Side};
use crate::render::scene::{Align, Color, Point, Rect, Scene, Shape};
use crate::render::text::{line_metrics, measure};
use crate::search::{Report, Verdict};

/// The colours of the program (X blue and O red as in seed 000; a light board on a dark ground).
pub mod palette {
    use crate::render::scene::Color;
    /// Window background.
    pub const BACKGROUND: Color = [0.11, 0.12, 0.15, 1.0];
    /// The board.
    pub const BOARD: Color = [0.93, 0.91, 0.86, 1.0];
    /// Grid lines.
    pub const GRID: Color = [0.28, 0.29, 0.33, 1.0];
    /// The first player (X, x, white's marks in the HUD).
    pub const FIRST: Color = [0.13, 0.35, 0.86, 1.0];
    /// The second player (O, o).
    pub const SECOND: Color = [0.86, 0.17, 0.17, 1.0];
    /// The cell under the mouse.
    pub const HOVER: Color = [0.80, 0.86, 0.96, 1.0];
    /// The computer's last move.
    pub const LAST_MOVE: Color = [0.98, 0.90, 0.55, 1.0];
    /// A winning line.
    pub const WIN: Color = [0.10, 0.65, 0.30, 0.85];
    /// HUD text.
    pub const TEXT: Color = [0.94, 0.94, 0.96, 1.0];
    /// Secondary HUD text.
    pub const DIM: Color = [0.62, 0.64, 0.70, 1.0];
    /// A Blob War gap: a square no blob may enter.
    pub const GAP: Color = [0.20, 0.21, 0.25, 1.0];
    /// The selected blob's square.
    pub const SELECTED: Color = [0.98, 0.80, 0.35, 1.0];
    /// Where the selected blob can clone to.
    pub const CLONE_TARGET: Color = [0.62, 0.88, 0.62, 1.0];
    /// Where the selected blob can jump to.
    pub const JUMP_TARGET: Color = [0.98, 0.74, 0.55, 1.0];
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
    /// The ring around blobs the last move converted.
    pub const CONVERTED: Color = [0.98, 0.62, 0.10, 1.0];
    /// The help overlay's veil.
    pub const VEIL: Color = [0.05, 0.05, 0.08, 0.92];
    /// A move that wins (proven).
    pub const VALUE_WIN: Color = [0.13, 0.62, 0.29, 1.0];
    /// A move that draws (proven).
    pub const VALUE_DRAW: Color = [0.50, 0.52, 0.56, 1.0];
    /// A move that loses (proven).
    pub const VALUE_LOSS: Color = [0.80, 0.20, 0.18, 1.0];
    /// The best heuristic value on the board (the graded scale's green end).
    pub const VALUE_GOOD: Color = [0.60, 0.86, 0.60, 1.0];
    /// A heuristic value of zero (the scale's middle).
    pub const VALUE_EVEN: Color = [0.84, 0.84, 0.80, 1.0];
    /// The worst heuristic value on the board (the scale's red end).
    pub const VALUE_BAD: Color = [0.95, 0.62, 0.58, 1.0];
    /// Text on a proven value's tile.
    pub const VALUE_TEXT: Color = [1.0, 1.0, 1.0, 1.0];
    /// Text on a heuristic value's tile.
    pub const VALUE_TEXT_DARK: Color = [0.12, 0.12, 0.14, 1.0];
    /// How opaque a ghost piece of the expected line is.
    pub const GHOST_ALPHA: f32 = 0.38;
    /// The comparison's bars.
    pub const BAR: Color = [0.36, 0.58, 0.92, 1.0];
    /// The computer's algorithm in the comparison.
    pub const BAR_CHOSEN: Color = [0.98, 0.80, 0.35, 1.0];
    /// The tree panel's ground.
    pub const PANEL: Color = [0.16, 0.17, 0.21, 1.0];
    /// A child's frame in the tree panel.
    pub const SLOT: Color = [0.24, 0.25, 0.30, 1.0];
    /// The frame of a child on the principal variation.
    pub const PV: Color = [0.98, 0.80, 0.35, 1.0];
    /// The frame of the node the replay is visiting.
    pub const VISITING: Color = [0.30, 0.78, 0.98, 1.0];
    /// The veil over a move that was cut off (greyed).
    pub const PRUNED: Color = [0.38, 0.38, 0.40, 0.80];
    /// The veil over a move the replay has not reached yet.
    pub const UNVISITED: Color = [0.16, 0.17, 0.21, 0.55];
    /// Text about a cut-off.
    pub const CUT_TEXT: Color = [0.98, 0.62, 0.45, 1.0];
}

/// The colour of a side's marks.
#[must_use]
pub fn side_color(s: Side) -> Color {
    match s {
        Side::First => palette::FIRST,
        Side::Second => palette::SECOND,
    }
}

/// The board's size in cells (columns, rows), which the layout needs.
#[must_use]
pub fn board_size(p: &AnyPosition) -> (u8, u8) {
    p.seat().grid(p)
}

/// The layout of a frame of `session` in a `width`×`height` window at HiDPI `scale`: the board
/// alone, or beside (or above) the tree panel when it is open.
#[must_use]
pub fn layout(session: &Session, width: u32, height: u32, scale: f64) -> Layout {
    let (cols, rows) = board_size(session.position());
    if session.tree_shown() {
        Layout::with_panel(width, height, scale, cols, rows, session.tree_children())
    } else {
        Layout::new(width, height, scale, cols, rows)
    }
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
    now: Option<std::time::Instant>,
) -> Scene {
    let mut s = Scene::new(
        layout.width as u32,
        layout.height as u32,
        palette::BACKGROUND,
    );
    session.seat().draw(
        &mut s,
        &BoardView {
            position: session.position(),
            last: session.last_step(),
            selected: session.selected(),
            hover,
            clickable: session.person_may_move(),
            layout,
            motion: session.motion(now),
        },
    );
    if session.values_shown() {
        values(&mut s, session, layout);
    }
    if session.line_shown() {
        line(&mut s, session, layout);
    }
    hud(&mut s, session, layout);
    if session.tree_shown() {
        tree_panel(&mut s, session, layout);
    }
    if session.compare_shown() {
        compare(&mut s, session, layout);
    }
    if session.help_shown() {
        help(&mut s, layout);
    }
    s
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
        let Some((f, r)) = seat.move_cell(p, m.mv, session.selected()) else {
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

/// Each move's value on the board (key V).
fn values(s: &mut Scene, session: &Session, l: &Layout) {
    let tiles = value_tiles(session);
    let scale = tiles
        .iter()
        .filter(|t| t.2.verdict == Verdict::Unknown)
        .map(|t| t.2.value.abs())
        .fold(0.0, f64::max);
    for (f, r, m) in tiles {
        let rect = session.seat().value_rect(l, f, r);
        s.push(Shape::Quad {
            rect,
            color: value_color(m.verdict, m.value, scale),
        });
        let text = short_value(m.verdict, m.value);
        let color = if m.verdict == Verdict::Unknown {
            palette::VALUE_TEXT_DARK
        } else {
            palette::VALUE_TEXT
        };
        let mut size = (rect.h * 0.5).min(l.cell * 0.3);
        let w = measure(&text, size);
        if w > rect.w * 0.9 && w > 0.0 {
            size *= rect.w * 0.9 / w;
        }
        label(s, rect, &text, size, color);
    }
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

/// A shape made translucent, for a ghost piece of the expected line.
#[must_use]
pub fn ghost(mut shape: Shape) -> Shape {
    match &mut shape {
        Shape::Quad { color, .. }
        | Shape::Line { color, .. }
        | Shape::Ring { color, .. }
        | Shape::Disc { color, .. }
        | Shape::Text { color, .. } => color[3] *= palette::GHOST_ALPHA,
    }
    shape
}

/// A ghost's number in the top-left corner of its cell.
pub fn ghost_number(s: &mut Scene, l: &Layout, cell: Rect, number: usize, color: Color) {
    let size = (l.cell * 0.26).max(8.0);
    let (ascent, _) = line_metrics(size);
    s.push(Shape::Text {
        pos: [cell.x + cell.w * 0.08, cell.y + cell.h * 0.06 + ascent],
        size,
        color,
        align: Align::Left,
        text: number.to_string(),
    });
}

/// The longest expected line drawn: enough to read, not so long that the ghosts pile up.
pub const LINE_MAX: usize = 9;

/// The expected line as numbered ghosts (key P), each move drawn by the seat in the position it
/// is played in; throws are played but not numbered.
fn line(s: &mut Scene, session: &Session, l: &Layout) {
    let Some(moves) = session.expected_line() else {
        return;
    };
    let seat = session.seat();
    let mut p = *session.position();
    let mut number = 0;
    for &mv in moves {
        if number >= LINE_MAX {
            break;
        }
        if !p.is_chance() {
            number += 1;
            seat.draw_ghost(s, l, &p, mv, number);
        }
        match p.play(mv) {
            Ok(next) => p = next,
            Err(_) => break,
        }
    }
}

/// The lines between the cells of a `cols`×`rows` grid filling `area` (quads, flush with its
/// edges).
pub fn grid_lines(s: &mut Scene, l: &Layout, area: Rect, cols: u8, rows: u8) {
    let w = (l.cell * 0.035).max(2.0);
    for i in 1..cols {
        let x = area.x + f32::from(i) * l.cell;
        s.push(Shape::Quad {
            rect: Rect {
                x: x - w / 2.0,
                y: area.y,
                w,
                h: area.h,
            },
            color: palette::GRID,
        });
    }
    for i in 1..rows {
        let y = area.y + f32::from(i) * l.cell;
        s.push(Shape::Quad {
            rect: Rect {
                x: area.x,
                y: y - w / 2.0,
                w: area.w,
                h: w,
            },
            color: palette::GRID,
        });
    }
}

/// "win in 3", "draw", "loss in 2" or a heuristic value, for the side that moved.
#[must_use]
pub fn value_text(verdict: Verdict, value: f64) -> String {
    match verdict {
        Verdict::Unknown if value.fract() == 0.0 => format!("value {value:+.0}"),
        Verdict::Unknown => format!("value {value:+.3}"),
        v => v.to_string(),
    }
}

/// Groups digits by thousands: 549946 → "549,946".
#[must_use]
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The smallest text drawn: below it a line is cut rather than shrunk further.
pub const MIN_TEXT: f32 = 9.0;

/// One line of HUD text before it is placed.
struct Line {
    text: String,
    size: f32,
    color: Color,
}

impl Line {
    fn new(text: impl Into<String>, size: f32, color: Color) -> Line {
        Line {
            text: text.into(),
            size,
            color,
        }
    }

    /// The line shrunk to fit `width` (not below [`MIN_TEXT`]), and cut with "…" if it still
    /// does not.
    fn fitted(mut self, width: f32) -> Line {
        let w = measure(&self.text, self.size);
        if w > width && w > 0.0 {
            self.size = (self.size * width / w).floor().max(MIN_TEXT.min(self.size));
        }
        if measure(&self.text, self.size) > width {
            let mut kept: Vec<char> = self.text.chars().collect();
            while !kept.is_empty() {
                kept.pop();
                let cut: String = kept.iter().collect::<String>() + "…";
                if measure(&cut, self.size) <= width {
                    self.text = cut;
                    return self;
                }
            }
            self.text = String::new();
        }
        self
    }

    /// The height the line takes in its band.
    fn height(&self) -> f32 {
        self.size * 1.3
    }

    /// Pushes the line with its top at `top`, centred on `cx`.
    fn push(self, s: &mut Scene, cx: f32, top: f32) {
        let (ascent, _) = line_metrics(self.size);
        s.push(Shape::Text {
            pos: [cx, top + self.size * 0.15 + ascent],
            size: self.size,
            color: self.color,
            align: Align::Center,
            text: self.text,
        });
    }
}

/// Places lines from the top of a band down, dropping every line from the first that does not
/// fit above `bottom`. Lines come most important first.
fn stack_down(s: &mut Scene, cx: f32, mut top: f32, bottom: f32, lines: Vec<Line>) -> f32 {
    for line in lines {
        if top + line.height() > bottom {
            break;
        }
        let h = line.height();
        line.push(s, cx, top);
        top += h;
    }
    top
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
    let mut settings = format!("{} · {}", session.algorithm_label(), session.mode().label());
    if let Some(e) = session.enhancements() {
        settings.push_str(&format!(" · enhancements {e}"));
    }
    if session.proven_play() {
        settings.push_str(" · proven play");
    } else if let Some(d) = session.depth_limit() {
        settings.push_str(&format!(" · depth {d}"));
    }
    if session.mode() == Mode::HumanComputer && session.computer_first() {
        settings.push_str(" · computer first");
    }
    let mut above = vec![
        Line::new(session.status(), t * 1.3, status_color),
        Line::new(settings, t, palette::DIM),
    ];
    if let (Some(r), Some(side)) = (session.last_report(), session.last_mover()) {
        let mv = r.best.map_or_else(|| "-".to_owned(), |m| m.to_string());
        above.push(Line::new(
            format!(
                "{} played {mv}: {} · {} nodes · depth {} · {:.2} ms",
                session.side_label(side),
                value_text(r.verdict, r.value),
                thousands(r.nodes),
                r.depth,
                r.elapsed.as_secs_f64() * 1000.0
            ),
            t * 0.9,
            palette::TEXT,
        ));
    }
    let above = above.into_iter().map(|line| line.fitted(width)).collect();
    let top = a.y + (t * 0.2).min((l.board.y - a.y) * 0.05);
    stack_down(s, cx, top, l.board.y, above);

    // Below the board: the game's own line and any notice, the key reminder at the bottom of
    // the window, and the decision summary between them if there is room.
    let below_board = l.board.y + l.board.h + t * 0.15;
    let hint_size = (t * 0.72).max(12.0_f32.min(t));
    let hints: Vec<Line> = HINT
        .iter()
        .map(|h| Line::new(*h, hint_size, palette::DIM).fitted(width))
        .collect();
    let hints_height: f32 = hints.iter().map(Line::height).sum();
    let mut game_line: Vec<String> = session
        .seat()
        .hud_line(session.position())
        .into_iter()
        .collect();
    if let Some(n) = session.notice() {
        game_line.push(n.to_owned());
    }
    if let Some(w) = watching(session) {
        game_line.push(w);
    }
    let mut lower = Vec::new();
    if !game_line.is_empty() {
        lower.push(Line::new(game_line.join(" · "), t, palette::TEXT).fitted(width));
    }
    let bottom = a.y + a.h;
    let hints_top = (bottom - hints_height - t * 0.2).max(below_board);
    let top = stack_down(s, cx, below_board, bottom, lower);
    if top <= hints_top {
        let mut y = hints_top;
        for h in hints {
            let height = h.height();
            if y + height > bottom {
                break;
            }
            h.push(s, cx, y);
            y += height;
        }
    }
    if let Some(summary) = session.last_summary() {
        let line = Line::new(summary, t * 0.8, palette::DIM).fitted(width);
        stack_down(s, cx, top, hints_top.max(top), vec![line]);
    }
}

/// What the HUD says of the views the person watches: which is being computed, or the line.
fn watching(session: &Session) -> Option<String> {
    match session.analysing() {
        Some((JobKind::Values, _)) => return Some("valuing each move…".into()),
        Some((JobKind::Line, p)) => {
            return Some(match p {
                Some(p) => format!("finding the line… {}", progress_text(p)),
                None => "finding the line…".into(),
            });
        }
        Some((JobKind::Tree, _)) if session.tree_shown() => {
            return Some("recording the search tree…".into());
        }
        Some((JobKind::Compare | JobKind::Move | JobKind::Tree, _)) | None => {}
    }
    if session.line_shown()
        && !session.thinking()
        && let Some(line) = session.expected_line()
        && !line.is_empty()
    {
        let moves: Vec<String> = line.iter().take(LINE_MAX).map(AnyMove::to_string).collect();
        return Some(format!("line: {}", moves.join(" ")));
    }
    None
}

/// One row of the comparison table, as texts per column.
fn compare_row(r: &Report<AnyMove>, chance: bool) -> [String; 6] {
    [
        r.algorithm.display_name(chance).to_owned(),
        r.best.map_or_else(|| "-".to_owned(), |m| m.to_string()),
        short_value(r.verdict, r.value),
        r.verdict.to_string(),
        thousands(r.nodes),
        format!("{:.2} ms", r.elapsed.as_secs_f64() * 1000.0),
    ]
}

/// The bar of `nodes` on a log scale up to `max` nodes, as a fraction of the full bar (at least
/// a sliver for a single node).
#[must_use]
pub fn log_bar(nodes: u64, max: u64) -> f32 {
    if max <= 1 {
        return 1.0;
    }
    let f = ((nodes.max(1) as f64).ln() + 1.0) / ((max as f64).ln() + 1.0);
    f.clamp(0.02, 1.0) as f32
}

/// The comparison of all algorithms on the position (key K): a table of move, value, outcome,
/// nodes and time, with each algorithm's nodes as a bar on a log scale. An overlay: its text is
/// placed by its left end and stays inside the window.
fn compare(s: &mut Scene, session: &Session, l: &Layout) {
    veil(s, l);
    let chance = session.variant().has_chance();
    let limits = session.limits();
    let budget = match (limits.depth, limits.time) {
        (Some(d), Some(t)) => format!("depth {d}, {} s each", t.as_secs()),
        (Some(d), None) => format!("depth {d}"),
        _ => "to the end".to_owned(),
    };
    let title = format!(
        "All algorithms on this position ({budget}) · {} to move",
        session.side_label(session.position().side_to_move())
    );
    let (rows, done): (&[Report<AnyMove>], bool) = session.comparison().unwrap_or((&[], true));
    let footer = if session.position().is_over() {
        "the game is over: nothing to compare · K closes".to_owned()
    } else if session.comparison().is_none() {
        "waiting for the computer's move… · K closes".to_owned()
    } else if !done {
        match session.analysing() {
            Some((_, Some(p))) => format!(
                "running {}… {:.1} s · K closes",
                p.algorithm.display_name(chance),
                p.elapsed.as_secs_f64()
            ),
            _ => "running…  · K closes".to_owned(),
        }
    } else {
        "bars: nodes on a log scale · K closes".to_owned()
    };
    let header = ["algorithm", "move", "value", "outcome", "nodes", "time"].map(str::to_owned);
    let table: Vec<[String; 6]> = std::iter::once(header)
        .chain(rows.iter().map(|r| compare_row(r, chance)))
        .collect();
    // Sizes at 10 px, then everything scaled to fit 94% of the width and the height.
    let gap = 1.2;
    let widths: Vec<f32> = (0..6)
        .map(|c| {
            table
                .iter()
                .map(|row| measure(&row[c], 10.0))
                .fold(0.0, f32::max)
        })
        .collect();
    let bar_w10 = 90.0;
    let table_w10: f32 = widths.iter().sum::<f32>() + gap * 10.0 * 6.0 + bar_w10;
    let text_w10 = measure(&title, 10.0).max(measure(&footer, 10.0));
    let lines = table.len() as f32 + 3.0;
    let size = (l.text * 0.9)
        .min(l.width * 0.94 / table_w10.max(text_w10) * 10.0)
        .min(l.height * 0.9 / (lines * 1.6))
        .max(1.0);
    let k = size / 10.0;
    let total_w = table_w10.max(text_w10) * k;
    let x0 = ((l.width - total_w) / 2.0).max(0.0);
    let row_h = size * 1.6;
    let mut y = ((l.height - lines * row_h) / 2.0).max(0.0) + row_h;
    s.push(Shape::Text {
        pos: [x0, y],
        size,
        color: palette::TEXT,
        align: Align::Left,
        text: title,
    });
    y += row_h * 1.5;
    let max_nodes = rows.iter().map(|r| r.nodes).max().unwrap_or(1);
    let (ascent, _) = line_metrics(size);
    for (i, row) in table.iter().enumerate() {
        let mut x = x0;
        let color = if i == 0 { palette::DIM } else { palette::TEXT };
        for (c, text) in row.iter().enumerate() {
            // Numbers are right-aligned in their column (placed by their left end).
            let right = c >= 2 && c != 3;
            let tx = if right {
                x + widths[c] * k - measure(text, size)
            } else {
                x
            };
            s.push(Shape::Text {
                pos: [tx, y],
                size,
                color,
                align: Align::Left,
                text: text.clone(),
            });
            x += widths[c] * k + gap * size;
        }
        if i > 0 {
            let r = &rows[i - 1];
            let chosen = r.algorithm == session.algorithm();
            s.push(Shape::Quad {
                rect: Rect {
                    x,
                    y: y - ascent,
                    w: bar_w10 * k * log_bar(r.nodes, max_nodes),
                    h: ascent,
                },
                color: if chosen {
                    palette::BAR_CHOSEN
                } else {
                    palette::BAR
                },
            });
        }
        y += row_h;
    }
    s.push(Shape::Text {
        pos: [x0, y + row_h * 0.5],
        size: size * 0.9,
        color: palette::DIM,
        align: Align::Left,
        text: footer,
    });
}

/// The dark veil an overlay (help, comparison) lies on, over the whole window.
fn veil(s: &mut Scene, l: &Layout) {
    s.push(Shape::Quad {
        rect: Rect {
            x: 0.0,
            y: 0.0,
            w: l.width,
            h: l.height,
        },
        color: palette::VEIL,
    });
}

/// The help overlay: every key binding, generated from the key table.
fn help(s: &mut Scene, l: &Layout) {
    veil(s, l);
    let rows = KEY_BINDINGS.len() as f32 + 2.0;
    // As large as fits: the rows in the height, the widest row in 90% of the width.
    let widest = KEY_BINDINGS
        .iter()
        .map(|b| measure(b.label, 10.0) + measure(b.help, 10.0))
        .fold(0.0, f32::max)
        + 12.0;
    let size = (l.height / (rows * 1.6))
        .min(l.text)
        .min(l.width * 0.9 / widest * 10.0)
        .max(6.0);
    let key_width = KEY_BINDINGS
        .iter()
        .map(|b| measure(b.label, size))
        .fold(0.0, f32::max);
    let row_width = key_width + size * 1.2 + widest / 10.0 * size - key_width;
    let key_x = (l.width - row_width) / 2.0 + key_width;
    let mut y = (l.height - rows * size * 1.5) / 2.0 + size * 1.5;
    s.push(Shape::Text {
        pos: [l.width / 2.0, y],
        size: size * 1.2,
        color: palette::TEXT,
        align: Align::Center,
        text: "Keys".into(),
    });
    y += size * 1.8;
    for b in KEY_BINDINGS {
        s.push(Shape::Text {
            pos: [key_x, y],
            size,
            color: palette::LAST_MOVE,
            align: Align::Right,
            text: b.label.into(),
        });
        s.push(Shape::Text {
            pos: [key_x + size * 1.2, y],
            size,
            color: palette::TEXT,
            align: Align::Left,
            text: b.help.into(),
        });
        y += size * 1.5;
    }
    s.push(Shape::Text {
        pos: [l.width / 2.0, y + size * 0.5],
        size: size * 0.9,
        color: palette::DIM,
        align: Align::Center,
        text: "Click a cell to play · F1 or H closes this help".into(),
    });
}

/// How the panel names a node's value: `+3`, `−W5` (a loss in 5 plies), `E +1.25` at a chance
/// node.
fn node_value(tree: &SearchTree, n: &TreeNode) -> String {
    n.value_text(tree.win)
}

/// The (α, β) window a node was entered with: `(α, β) = (−∞, +3)`; "no window" for the
/// full-width algorithms.
#[must_use]
pub fn window_text(tree: &SearchTree, window: Option<(f64, f64)>) -> String {
    match window {
        Some((a, b)) => format!(
            "(α, β) = ({}, {})",
            bound_text(a, tree.win),
            bound_text(b, tree.win)
        ),
        None => "no window".into(),
    }
}

/// The path to a node as moves: `root › b2 › a1`.
fn path_text(tree: &SearchTree, path: &[usize]) -> String {
    let mut parts = vec!["root".to_owned()];
    for &i in path.iter().skip(1) {
        if let Some(m) = tree.nodes.get(i).and_then(|n| n.mv) {
            parts.push(m.to_string());
        }
    }
    parts.join(" › ")
}

/// Lines of text placed from the top of `r` down, each fitted to its width, centred; lines
/// that find no room are dropped.
fn lines_in(s: &mut Scene, r: Rect, lines: Vec<Line>) {
    let lines = lines.into_iter().map(|l| l.fitted(r.w)).collect();
    stack_down(s, r.x + r.w / 2.0, r.y, r.y + r.h, lines);
}

/// The search tree panel (key T): the node shown (the root at first) as a small board with its
/// value, nodes and window, and each of its children as a small board drawn by the game's seat,
/// with value, nodes and the window it was entered with; the principal variation framed in
/// gold, moves cut off greyed with why, chance outcomes with their probability. While stepping
/// (key S), the child being visited is framed in blue, children not reached yet are veiled and
/// cut-offs appear as the replay reaches them.
fn tree_panel(s: &mut Scene, session: &Session, l: &Layout) {
    let (Some(panel), Some(boxes)) = (l.panel, l.tree_boxes()) else {
        return;
    };
    s.push(Shape::Quad {
        rect: panel,
        color: palette::PANEL,
    });
    let t = boxes.text;
    let header_area = Rect {
        x: boxes.root.x,
        w: boxes.root.w + (boxes.header.x - boxes.root.x - boxes.root.w) + boxes.header.w,
        ..boxes.header
    };
    let Some(tree) = session.search_tree() else {
        let why = if session.position().is_over() && session.last_report().is_none() {
            "the game is over: nothing to search"
        } else if matches!(session.analysing(), Some((super::worker::JobKind::Tree, _))) {
            "recording the search…"
        } else {
            "waiting for the computer's search…"
        };
        lines_in(
            s,
            header_area,
            vec![
                Line::new("Search tree", t * 1.15, palette::TEXT),
                Line::new(why, t, palette::DIM),
                Line::new("T closes", t, palette::DIM),
            ],
        );
        return;
    };
    let replay = session.replay();
    let path = session.tree_path();
    let Some(&shown) = path.last() else { return };
    let Some(node) = tree.nodes.get(shown) else {
        return;
    };
    let seat = session.seat();
    let parent_pos = node
        .parent
        .and_then(|p| tree.nodes.get(p))
        .map(|p| p.position);
    // The shown node's board.
    let small = l.small_board(boxes.root);
    seat.draw(
        s,
        &BoardView {
            position: &node.position,
            last: parent_pos.as_ref().zip(node.mv),
            selected: None,
            hover: None,
            clickable: false,
            layout: &small,
            motion: 1.0,
        },
    );
    // Its text: what searched, where we are, its value and window, how to move about.
    let chance = session.variant().has_chance();
    let mut header = vec![Line::new(
        format!(
            "{} · {} nodes{}",
            tree.algorithm.display_name(chance),
            super::view::thousands(tree.visited),
            if tree.truncated {
                " (first ones kept)"
            } else {
                ""
            }
        ),
        t * 1.05,
        palette::TEXT,
    )];
    header.push(Line::new(path_text(tree, &path), t, palette::TEXT));
    if let Some(r) = &replay {
        header.push(Line::new(
            step_text(tree, r, session.auto_step()),
            t,
            palette::VISITING,
        ));
        header.push(Line::new(
            format!(
                "α = {} · β = {}",
                bound_text(r.alpha, tree.win),
                bound_text(r.beta, tree.win)
            ),
            t,
            palette::TEXT,
        ));
    } else {
        let kind = match node.kind {
            NodeKind::Max => "max",
            NodeKind::Min => "min",
            NodeKind::Chance => "chance",
            NodeKind::Leaf => "leaf",
        };
        header.push(Line::new(
            format!(
                "{kind} · value {} · {} nodes",
                node_value(tree, node),
                super::view::thousands(node.nodes),
            ),
            t,
            palette::TEXT,
        ));
        if node.window.is_some() {
            header.push(Line::new(window_text(tree, node.window), t, palette::TEXT));
        }
        let help = if path.len() > 1 {
            "click a child to descend · Backspace: up"
        } else {
            "click a child to descend · S: step through"
        };
        header.push(Line::new(help, t * 0.9, palette::DIM));
    }
    lines_in(s, boxes.header, header);

    // The children.
    for (i, slot) in boxes.slots.iter().enumerate() {
        let Some(child) = node
            .children
            .get(i)
            .and_then(|&c| tree.nodes.get(c).map(|n| (c, n)))
        else {
            break;
        };
        let (index, c) = child;
        let cut_shown = c.cut.is_some() && replay.as_ref().is_none_or(|r| r.cut[shown]);
        let reached = cut_shown || replay.as_ref().is_none_or(|r| r.entered[index]);
        let valued = c.value.is_some() && replay.as_ref().is_none_or(|r| r.left[index]);
        let visiting = replay.as_ref().is_some_and(|r| r.focus == index);
        let frame = if visiting {
            palette::VISITING
        } else if c.pv && valued && replay.as_ref().is_none_or(|r| r.index >= tree.steps.len()) {
            palette::PV
        } else {
            palette::SLOT
        };
        // A coloured frame for the principal variation and the node being visited.
        s.push(Shape::Quad {
            rect: slot.rect,
            color: frame,
        });
        if frame != palette::SLOT {
            s.push(Shape::Quad {
                rect: slot.rect.inset((slot.size * 0.3).max(2.0)),
                color: palette::SLOT,
            });
        }
        // The board sits right above its text lines.
        let inner = slot.board.inset((slot.size * 0.25).max(1.5));
        let cell = (inner.w / f32::from(l.cols.max(1))).min(inner.h / f32::from(l.rows.max(1)));
        let bh = cell * f32::from(l.rows.max(1));
        let small = l.small_board(Rect {
            y: inner.y + inner.h - bh,
            h: bh,
            ..inner
        });
        seat.draw(
            s,
            &BoardView {
                position: &c.position,
                last: c.mv.map(|m| (&node.position, m)),
                selected: None,
                hover: None,
                clickable: false,
                layout: &small,
                motion: 1.0,
            },
        );
        if cut_shown {
            s.push(Shape::Quad {
                rect: small.board,
                color: palette::PRUNED,
            });
        } else if !reached {
            s.push(Shape::Quad {
                rect: small.board,
                color: palette::UNVISITED,
            });
        }
        let mv = c.mv.map_or_else(String::new, |m| m.to_string());
        let size = slot.size;
        let mut lines = Vec::new();
        if cut_shown {
            lines.push(Line::new(format!("{mv} cut off"), size, palette::DIM));
            lines.push(Line::new(
                c.cut.clone().unwrap_or_default(),
                size,
                palette::CUT_TEXT,
            ));
        } else {
            let value = if valued {
                node_value(tree, c)
            } else if reached {
                "…".into()
            } else {
                String::new()
            };
            let first = match c.probability {
                Some(p) => format!("{mv} p {p:.3} {value}"),
                None => format!("{mv} {value}"),
            };
            let color = if c.pv && valued {
                palette::PV
            } else {
                palette::TEXT
            };
            lines.push(Line::new(first.trim_end(), size, color));
            if valued {
                lines.push(Line::new(
                    match c.nodes {
                        1 => "1 node".to_owned(),
                        n => format!("{} nodes", super::view::thousands(n)),
                    },
                    size,
                    palette::DIM,
                ));
            }
            if reached && c.window.is_some() {
                lines.push(Line::new(window_text(tree, c.window), size, palette::DIM));
            }
        }
        lines_in(s, slot.text, lines);
    }
    let hidden = node.children.len().saturating_sub(boxes.slots.len());
    if hidden > 0 {
        lines_in(
            s,
            boxes.more,
            vec![Line::new(
                format!("+ {hidden} more moves (a bigger window shows them)"),
                t * 0.9,
                palette::DIM,
            )],
        );
    }
}

/// The replay's line: `step 12/240 · enter b2 · auto 400 ms`.
fn step_text(tree: &SearchTree, r: &Replay, auto: Option<std::time::Duration>) -> String {
    let what = match (r.kind, tree.nodes.get(r.focus)) {
        (None, _) | (_, None) => "start: Right or Space steps".to_owned(),
        (Some(k), Some(n)) => {
            let mv = n.mv.map_or_else(|| "root".to_owned(), |m| m.to_string());
            match k {
                StepKind::Enter if n.notes.is_empty() => format!("visit {mv}"),
                StepKind::Enter => format!("visit {mv} ({})", n.notes.join(", ")),
                StepKind::Leave => format!("{mv} = {} rises", node_value(tree, n)),
                StepKind::Cut => format!("at {mv}: {}", n.cutoff.clone().unwrap_or_default()),
            }
        }
    };
    let mut text = format!("step {}/{} · {what}", r.index, tree.steps.len());
    if let Some(d) = auto {
        text.push_str(&format!(" · auto {} ms", d.as_millis()));
    }
    text
}
