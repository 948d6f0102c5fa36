//! Key X: the code trace — the chosen algorithm's textbook pseudocode (written beside the
//! algorithm in `crates/search/src/`, see [`Algorithm::pseudocode`](search::Algorithm::pseudocode))
//! in the panel beside the board, with the line the recorded search stands on highlighted as it
//! is replayed step by step, and below it the call stack: a frame per recursion from the root
//! down, each with its position as a small board, its ply, its (α, β) window now, and the value
//! and best move it has found so far. Stepping back restores all of it, since everything here
//! is read from the replay at its step.
//!
//! The pseudocode marks the lines a step stands on with `@tag`s at their ends: `@call` where a
//! node is entered, `@leaf` where a finished game or the depth limit returns its value (a
//! sampling search's playout), `@update` where a child's value rises into its parent, `@cut` at
//! the cut-off test; a sampling search's `@expand` where a node gets its children and `@child`
//! where the iteration enters one of them, `@done` where it returns its move. A tag may name
//! the kind of node (`@update.max`, `@call.chance`); the untagged form serves every kind.
//!
//! A sampling search has no window and no value rising: its frames are the selection's
//! path, each with its visits, win rate and UCB1 score at the step (a proof in words), and the
//! phase the iteration is in.

use super::{Layer, View};
use crate::action::{Action, Binding, Key, ViewAct, bind};
use crate::draw::{Line, lines_in, palette};
use crate::fit::{fit_block, wrap_words};
use crate::layout::{CodeRows, Layout};
use crate::seat::{BoardView, Interaction};
use crate::session::{Session, step_refusal};
use crate::tree::{Counts, NodeKind, Phase, Replay, SearchTree, StepKind, TreeNode};
use crate::worker::JobKind;
use scene::text::{line_metrics, measure};
use scene::{Align, Point, Rect, Scene, Shape};
use search::time::Instant;
use search::{Value, value_text};

/// The view.
pub struct Trace;

/// Its name.
pub const NAME: &str = "trace";

/// Show the pseudocode from this row on.
#[must_use]
pub const fn code_from(first: usize) -> Action {
    Action::View(NAME, ViewAct::From(first))
}

impl View for Trace {
    fn name(&self) -> &'static str {
        NAME
    }
    fn keys(&self) -> &'static [Binding] {
        const KEYS: &[Binding] = &[bind(
            Key::Char('x'),
            Action::toggle(NAME),
            "X",
            "code and call stack, traced step by step; the wheel scrolls",
        )];
        KEYS
    }
    fn job(&self) -> Option<JobKind> {
        Some(JobKind::Tree)
    }
    fn layer(&self) -> Layer {
        Layer::Panel
    }
    fn toggle(&self, session: &mut Session) -> bool {
        session.flip_view(NAME, self.job());
        if session.view_open(NAME) {
            if !session.stepping() {
                // Its pane says in its own words why a search is too big to step through.
                session.toggle_step(super::tree::NAME, true);
            }
        } else {
            session.stop_stepping();
        }
        true
    }
    fn act(&self, session: &mut Session, act: ViewAct, _now: Instant) -> bool {
        match act {
            ViewAct::Toggle => self.toggle(session),
            ViewAct::From(first) => scroll_to(session, first),
            _ => false,
        }
    }
    fn lay_out(&self, session: &Session, l: &mut Layout, part: usize) {
        l.code = code_scroll(session, &l.for_panel_view(part));
    }
    /// Over the pseudocode, where not all of it fits, the wheel scrolls three rows at a time.
    fn wheel(&self, l: &Layout, p: Point, rows: i32) -> Option<ViewAct> {
        let code = l.code.filter(|c| c.area.contains(p))?;
        let last = code.rows.saturating_sub(code.fit);
        let by = 3 * rows.unsigned_abs() as usize;
        let from = if rows > 0 {
            (code.first + by).min(last)
        } else {
            code.first.saturating_sub(by)
        };
        (from != code.first).then_some(ViewAct::From(from))
    }
    fn draw(&self, s: &mut Scene, session: &Session, l: &Layout) {
        trace_pane(s, session, l);
    }
}

/// The pseudocode's lines as shown (tags taken off), each with its tags.
#[must_use]
pub fn code_lines(code: &str) -> Vec<(String, Vec<&str>)> {
    code.lines()
        .map(|line| {
            let (text, tags) = match line.find("  @") {
                Some(i) => (&line[..i], line[i..].split_whitespace().collect()),
                None => (line, Vec::new()),
            };
            let tags = tags
                .iter()
                .map(|t: &&str| t.trim_start_matches('@'))
                .collect();
            (text.trim_end().to_owned(), tags)
        })
        .collect()
}

/// How a tag names a node's kind: the function (or branch) the node is searched in.
fn kind_word(n: &TreeNode) -> &'static str {
    match n.kind {
        NodeKind::Chance => "chance",
        _ if n.maximises() => "max",
        _ => "min",
    }
}

/// The node whose frame is on top of the stack at `r`: the node entered or cut off, or, once a
/// node is left, its parent (which takes the value).
#[must_use]
pub fn top_frame(tree: &SearchTree, r: &Replay) -> usize {
    match r.kind {
        None => 0,
        Some(StepKind::Enter | StepKind::Cut | StepKind::Expand | StepKind::Playout) => r.focus,
        Some(StepKind::Leave) => tree.parent(r.focus).unwrap_or(0),
    }
}

/// The line of `code` the replay stands on at `r`, and whether it is a cut-off.
#[must_use]
pub fn current_line(code: &str, tree: &SearchTree, r: &Replay) -> Option<(usize, bool)> {
    let kind = r.kind?;
    let phase = r.sampled.as_ref().and_then(|sm| sm.phase);
    let tag = match kind {
        // A sampling search enters nodes by selection, or one new child after expanding.
        StepKind::Enter if phase == Some(Phase::Expansion) => "child",
        StepKind::Enter if phase.is_some() => "call",
        StepKind::Enter if tree.nodes.get(r.focus)?.kind.is_leaf() => "leaf",
        StepKind::Enter => "call",
        // A sampling search's last step leaves the root: its move is chosen.
        StepKind::Leave if r.sampled.is_some() && phase.is_none() => "done",
        StepKind::Leave => "update",
        StepKind::Cut => "cut",
        StepKind::Expand => "expand",
        StepKind::Playout => "leaf",
    };
    let node = tree.nodes.get(top_frame(tree, r))?;
    let lines = code_lines(code);
    let qualified = format!("{tag}.{}", kind_word(node));
    let find = |want: &str| lines.iter().position(|(_, tags)| tags.contains(&want));
    let line = find(&qualified).or_else(|| find(tag))?;
    Some((line, kind == StepKind::Cut))
}

/// One frame of the call stack at a step of the replay.
#[derive(Clone, Debug, PartialEq)]
pub struct Frame {
    /// The node.
    pub node: usize,
    /// Plies from the root.
    pub ply: usize,
    /// Its (α, β) window now (`None` for the full-width algorithms).
    pub window: Option<(Value, Value)>,
    /// The value it has so far from the children whose values have risen, as it sees them (a
    /// chance node's probability-weighted sum so far).
    pub value: Option<Value>,
    /// The child that gave that value (not at a chance node).
    pub best: Option<usize>,
    /// A sampling search's counts of the node at the step (N, W/N, UCB1, a proof); it then has
    /// no window and no value so far.
    pub counts: Option<Counts>,
}

/// The call stack at `r`, the root first: every node from the root to the one on top.
#[must_use]
pub fn frames(tree: &SearchTree, r: &Replay) -> Vec<Frame> {
    let top = top_frame(tree, r);
    let path = tree.path_to(top);
    path.iter()
        .enumerate()
        .map(|(ply, &id)| {
            let n = &tree.nodes[id];
            if let Some(counts) = tree.counts(r, id) {
                return Frame {
                    node: id,
                    ply,
                    window: None,
                    value: None,
                    best: None,
                    counts: Some(counts),
                };
            }
            let risen = n
                .children
                .iter()
                .map(|&c| c as usize)
                .filter(|&c| r.left.get(c).copied().unwrap_or(false))
                .filter_map(|c| tree.for_parent(c).map(|v| (c, v)));
            let (mut value, mut best) = (None::<Value>, None);
            for (c, v) in risen {
                if n.kind == NodeKind::Chance {
                    let p = tree.nodes[c].probability.unwrap_or(0.0);
                    value = Some(value.unwrap_or(0.0) + p * v);
                    continue;
                }
                let better = value.is_none_or(|b| if n.maximises() { v > b } else { v < b });
                if better {
                    value = Some(v);
                    best = Some(c);
                }
            }
            let window = if id == top && r.kind.is_some() {
                n.window.map(|_| (r.alpha, r.beta))
            } else {
                n.window.map(|(a, b)| match (n.kind, value) {
                    (NodeKind::Chance, _) | (_, None) => (a, b),
                    (_, Some(v)) if n.maximises() => (a.max(v), b),
                    (_, Some(v)) => (a, b.min(v)),
                })
            };
            Frame {
                node: id,
                ply,
                window,
                value,
                best,
                counts: None,
            }
        })
        .collect()
}

/// Where the trace pane's parts go, and which rows of the code it shows.
struct Parts {
    /// The header: the algorithm's name, and where the replay stands (or why there is none).
    header: Rect,
    header_lines: Vec<Line>,
    /// The code laid out, its pane, the line the replay stands on.
    code: Code,
    code_area: Rect,
    current: Option<(usize, bool)>,
    /// The first row shown and how many rows the pane shows.
    first: usize,
    fit: usize,
    /// The call stack's room (while stepping).
    stack: Option<Rect>,
}

/// The pane's parts in the panel part `l` gives it: the code takes the room it needs (at
/// least the readable size, wrapped if need be), the call stack the rest, at least one frame.
/// Where the code still has more rows than its pane, the rows shown follow the replay until
/// the person scrolls them with the wheel (see [`code_scroll`]).
fn parts(session: &Session, l: &Layout) -> Option<Parts> {
    let panel = l.panel?;
    let t = l.text;
    let pad = (t * 0.6).min(panel.w * 0.03);
    let inner = panel.inset(pad);
    let chance = session.variant().has_chance();
    let tree = session.search_tree();
    let replay = tree.zip(session.replay());
    let algorithm = tree.map_or(session.algorithm(), |t| t.algorithm);
    let code = algorithm.pseudocode(chance);
    let status = match &replay {
        Some((tree, r)) => Line::new(
            super::tree::step_text(session, tree, r),
            t * 0.9,
            palette::VISITING,
        ),
        None => {
            let why: String = match tree {
                None => super::tree::waiting(session),
                Some(_) if session.s_steps() => i18n::tr!("trace-s-steps"),
                // Too big: the rule, and this search's size against it.
                Some(tree) => step_refusal(tree).unwrap_or_else(|| i18n::tr!("trace-too-big")),
            };
            Line::new(why, t * 0.9, palette::DIM)
        }
    };
    let header_lines = vec![
        Line::new(
            i18n::tr!("trace-title", algorithm = algorithm.display_name(chance)),
            t * 1.05,
            palette::TEXT,
        ),
        status,
    ];
    let scaled = header_lines
        .iter()
        .map(|h| h.clone().at_scale(l.scale))
        .collect();
    let (rows, _) = fit_block(scaled, inner.w, inner.h * 0.4);
    let needed: f32 = rows.iter().flatten().map(Line::height).sum();
    let header = Rect {
        h: needed.max(t * 2.8).min(inner.h),
        ..inner
    };
    let stack_room = if replay.is_some() { pad + t * 2.2 } else { 0.0 };
    let room = (inner.h - header.h - stack_room).max(0.0);
    let laid = code_layout(&code_lines(code), inner.w, room, t, l.min_text());
    let code_area = Rect {
        y: header.y + header.h,
        h: laid.height().min(room),
        ..inner
    };
    let current = replay
        .as_ref()
        .and_then(|(tree, r)| current_line(code, tree, r));
    // Laid in columns, the code fits whole (see `code_layout`): nothing to scroll.
    let fit = if laid.columns > 1 {
        laid.rows.len()
    } else {
        ((code_area.h + 0.01) / (laid.size * 1.35)).floor() as usize
    };
    let last = laid.rows.len().saturating_sub(fit);
    let follow = current.map_or(0, |(line, _)| {
        laid.rows
            .iter()
            .position(|r| r.0 == line)
            .unwrap_or(0)
            .saturating_sub(fit / 2)
    });
    let first = code_first(session).unwrap_or(follow).min(last);
    let stack = replay.map(|_| Rect {
        y: code_area.y + code_area.h + pad,
        h: inner.y + inner.h - (code_area.y + code_area.h + pad),
        ..inner
    });
    Some(Parts {
        header,
        header_lines,
        code: laid,
        code_area,
        current,
        first,
        fit,
        stack,
    })
}

/// What the code pane keeps of its own, in the slot the session keeps for it: the row the
/// person scrolled the pseudocode to with the wheel, and where the replay stood then (the next
/// step follows the replay again).
#[derive(Clone, Copy, Debug, Default)]
struct Scroll {
    /// The recorded search and the moment of the replay when it was scrolled.
    at: Option<(u64, u64)>,
    /// The first row shown.
    first: usize,
}

/// Where the replay stands: the recorded search, and the moment of its replay.
fn replay_at(session: &Session) -> (u64, u64) {
    (session.tree_serial(), session.replay_moves())
}

/// The first row of the pseudocode shown, where the person scrolled it at this very step (else
/// the rows shown follow the replay).
#[must_use]
pub fn code_first(session: &Session) -> Option<usize> {
    let s = session.view_state::<Scroll>(NAME)?;
    (s.at == Some(replay_at(session))).then_some(s.first)
}

/// The wheel: the pseudocode from row `first` on, until the replay moves on.
fn scroll_to(session: &mut Session, first: usize) -> bool {
    let changed = code_first(session) != Some(first);
    let at = Some(replay_at(session));
    *session.view_state_mut::<Scroll>(NAME) = Scroll { at, first };
    changed
}

/// The code's rows against its pane, in the panel part `l` gives the trace, where not all of
/// them fit (the layout keeps it for the wheel).
#[must_use]
pub fn code_scroll(session: &Session, l: &Layout) -> Option<CodeRows> {
    let p = parts(session, l)?;
    (p.code.rows.len() > p.fit).then_some(CodeRows {
        area: p.code_area,
        rows: p.code.rows.len(),
        fit: p.fit,
        first: p.first,
    })
}

/// The code pane and the call stack in the panel.
fn trace_pane(s: &mut Scene, session: &Session, l: &Layout) {
    let Some(panel) = l.panel else { return };
    s.push(Shape::Quad {
        rect: panel,
        color: palette::PANEL,
    });
    let Some(p) = parts(session, l) else { return };
    lines_in(s, p.header, p.header_lines);
    if p.fit == 0 && !p.code.rows.is_empty() {
        s.cut.push("the code".to_owned());
    }
    code_pane(s, p.code_area, &p.code, p.current, p.first);
    if p.code.rows.len() > p.fit {
        scroll_bar(s, p.code_area, p.code.rows.len(), p.fit, p.first);
    }
    if let (Some(area), Some(tree), Some(r)) = (p.stack, session.search_tree(), session.replay()) {
        call_stack(s, session, l, tree, &r, &frames(tree, &r), area);
    }
}

/// A thin bar at the right of the code's pane where not all of it shows: the part shown, of
/// the whole (the wheel scrolls it).
fn scroll_bar(s: &mut Scene, area: Rect, rows: usize, fit: usize, first: usize) {
    let track = Rect {
        x: area.x + area.w - 3.0,
        w: 3.0,
        ..area
    };
    s.push(Shape::Quad {
        rect: track,
        color: palette::SLOT,
    });
    let share = |n: usize| area.h * n as f32 / rows.max(1) as f32;
    s.push(Shape::Quad {
        rect: Rect {
            y: area.y + share(first),
            h: share(fit),
            ..track
        },
        color: palette::DIM,
    });
}

/// The pseudocode laid out: its size, its columns (side by side when the pane is wide), and
/// its rows, each with the code line it belongs to.
struct Code {
    size: f32,
    columns: usize,
    rows: Vec<(usize, String)>,
}

impl Code {
    /// The first row of each column: about an equal share each, but never a break inside one
    /// line's rows (issue 31, item 14: a statement split across the two columns), the break
    /// moved before or after the line, whichever leaves the tallest column shorter.
    fn starts(&self) -> Vec<usize> {
        let n = self.rows.len();
        let share = n.div_ceil(self.columns.max(1));
        let inside = |b: usize| b > 0 && b < n && self.rows[b].0 == self.rows[b - 1].0;
        let mut starts = vec![0];
        for c in 1..self.columns {
            let from = *starts.last().unwrap_or(&0);
            let b = (from + share).min(n);
            let (mut back, mut on) = (b, b);
            while inside(back) && back > from + 1 {
                back -= 1;
            }
            while inside(on) {
                on += 1;
            }
            // The rest shared by the columns left: the later break makes them shorter.
            let left = (self.columns - c) as f32;
            let tallest = |x: usize| ((x - from) as f32).max((n - x) as f32 / left);
            starts.push(if inside(back) || tallest(on) <= tallest(back) {
                on
            } else {
                back
            });
        }
        starts
    }
    /// Rows in the tallest column.
    fn rows_per_column(&self) -> usize {
        let starts = self.starts();
        let ends = starts.iter().skip(1).copied().chain([self.rows.len()]);
        starts
            .iter()
            .zip(ends)
            .map(|(a, b)| b - a)
            .max()
            .unwrap_or(0)
    }
    /// The column of row `i` and its row in that column.
    fn place(&self, i: usize) -> (usize, usize) {
        let starts = self.starts();
        let column = starts.iter().rposition(|&s| s <= i).unwrap_or(0);
        (column, i - starts[column])
    }
    /// The height the code takes.
    fn height(&self) -> f32 {
        self.rows_per_column() as f32 * self.size * 1.35
    }
}

/// The pseudocode at the largest size (up to the HUD's) at which it fits `room` in `width`, in
/// one column or more, never below the readable minimum: a line too wide is wrapped by the rule
/// of `app::fit`, its further rows indented under it.
fn code_layout(lines: &[(String, Vec<&str>)], width: f32, room: f32, t: f32, min: f32) -> Code {
    let widest = lines
        .iter()
        .map(|(text, _)| measure(text, 10.0))
        .fold(1.0, f32::max);
    let mut size = ((width - 6.0) / widest * 10.0).min(t * 0.95).max(min);
    loop {
        for columns in 1..=3 {
            let gap = size * 1.5;
            let column = (width - gap * (columns as f32 - 1.0)) / columns as f32 - size * 0.6;
            if column < size * 12.0 {
                break;
            }
            let code = Code {
                size,
                columns,
                rows: code_rows(lines, size, column),
            };
            if code.height() <= room {
                return code;
            }
        }
        if size <= min {
            return Code {
                size,
                columns: 1,
                rows: code_rows(lines, size, width - size * 0.6),
            };
        }
        size = (size * 0.92).max(min);
    }
}

/// The pseudocode's rows at `size` in `width`, each with the code line it belongs to.
fn code_rows(lines: &[(String, Vec<&str>)], size: f32, width: f32) -> Vec<(usize, String)> {
    let mut rows = Vec::new();
    for (i, (text, _)) in lines.iter().enumerate() {
        let indent: String = text.chars().take_while(|c| *c == ' ').collect();
        let more = format!("{indent}    ");
        let mut first = wrap_words(text, size, width).into_iter();
        rows.push((i, first.next().unwrap_or_default()));
        // The rest is wrapped again under a deeper indent, which takes room.
        let tail = first.collect::<Vec<_>>().join(" ");
        if !tail.is_empty() {
            let w = width - measure(&more, size);
            rows.extend(
                wrap_words(&tail, size, w)
                    .into_iter()
                    .map(|r| (i, format!("{more}{r}"))),
            );
        }
    }
    rows
}

/// The pseudocode's rows in their columns, with the current line on a band (orange for a
/// cut-off).
fn code_pane(s: &mut Scene, area: Rect, code: &Code, current: Option<(usize, bool)>, first: usize) {
    let size = code.size;
    let row_h = size * 1.35;
    let gap = size * 1.5;
    let column_w = (area.w - gap * (code.columns as f32 - 1.0)) / code.columns as f32;
    let (ascent, _) = line_metrics(size);
    for (i, (line, text)) in code.rows.iter().enumerate().skip(first) {
        // Scrolled (one column), the rows from `first` on; else each in its column.
        let (column, row) = if first > 0 {
            (0, i - first)
        } else {
            code.place(i)
        };
        let x = area.x + column as f32 * (column_w + gap);
        let top = area.y + row as f32 * row_h;
        if top + row_h > area.y + area.h + 0.01 {
            continue;
        }
        let on = current.filter(|&(l, _)| l == *line);
        if let Some((_, cut)) = on {
            s.push(Shape::Quad {
                rect: Rect {
                    x,
                    y: top,
                    w: column_w,
                    h: row_h,
                },
                color: if cut {
                    palette::CUT_TEXT
                } else {
                    palette::VISITING
                },
            });
        }
        s.push(Shape::Text {
            pos: [x + size * 0.3, top + (row_h - size) / 2.0 + ascent * 0.95],
            size,
            color: if on.is_some() {
                palette::BACKGROUND
            } else {
                palette::TEXT
            },
            align: Align::Left,
            text: text.clone(),
        });
    }
}

/// A sampling search's frame in three lines: where it is, its counts at the step (N, W/N, UCB1),
/// and what was proven of it, or, on top, the phase the iteration is in and, below, the child
/// the selection took (`next`).
fn sampled_frame(
    session: &Session,
    tree: &SearchTree,
    r: &Replay,
    f: &Frame,
    c: &Counts,
    next: Option<crate::seat::AnyMove>,
    size: f32,
) -> Vec<Line> {
    let mv = super::tree::move_or_root(tree.nodes[f.node].mv);
    let mut counts = c.label();
    if let Some(u) = c.ucb_label() {
        counts.push_str(&format!("{}{u}", i18n::separator()));
    }
    let last = match (c.proven_label(tree.win, |s| session.side_name(s)), next) {
        (Some(p), _) => p,
        (None, Some(m)) => i18n::tr!("trace-selected", move = m.to_string()),
        (None, None) => r
            .sampled
            .as_ref()
            .and_then(|sm| sm.phase)
            .map_or_else(|| i18n::tr!("trace-ended"), |p| p.words()),
    };
    vec![
        Line::new(
            [i18n::tr!("trace-ply", ply = f.ply), mv].join(i18n::separator()),
            size,
            palette::TEXT,
        ),
        Line::new(counts, size, palette::DIM),
        Line::new(last, size, palette::PV),
    ]
}

/// The frames from the root down (the deepest last), each a small board and three lines; when
/// they do not all fit, the deepest are kept.
fn call_stack(
    s: &mut Scene,
    session: &Session,
    l: &Layout,
    tree: &SearchTree,
    r: &Replay,
    frames: &[Frame],
    area: Rect,
) {
    if frames.is_empty() || area.h <= 0.0 {
        return;
    }
    let t = l.text;
    let frame_h = (t * 3.4).min(area.h / frames.len() as f32).max(t * 2.2);
    let fit = ((area.h / frame_h).floor() as usize).max(1);
    let shown = &frames[frames.len().saturating_sub(fit)..];
    let size = (frame_h / 4.3).min(t * 0.8);
    for (i, f) in shown.iter().enumerate() {
        let row = Rect {
            x: area.x,
            y: area.y + i as f32 * frame_h,
            w: area.w,
            h: frame_h * 0.94,
        };
        let top = i + 1 == shown.len();
        let text = frame_row(s, session, l, tree, f, (row, top), size);
        let lines = match &f.counts {
            Some(c) => {
                let next = shown.get(i + 1).and_then(|f| tree.nodes[f.node].mv);
                sampled_frame(session, tree, r, f, c, next, size)
            }
            None => frame_lines(tree, f, size),
        };
        lines_in(s, text, lines);
    }
}

/// A frame's row: its frame (blue on top of the stack) and its node's small board, as wide as
/// the game's board is; where its text goes.
fn frame_row(
    s: &mut Scene,
    session: &Session,
    l: &Layout,
    tree: &SearchTree,
    f: &Frame,
    (row, top): (Rect, bool),
    size: f32,
) -> Rect {
    s.push(Shape::Quad {
        rect: row,
        color: if top {
            palette::VISITING
        } else {
            palette::SLOT
        },
    });
    if top {
        s.push(Shape::Quad {
            rect: row.inset(2.0),
            color: palette::SLOT,
        });
    }
    // As wide as the game's board is (Senet's 10x3 squeezed into a square was specks),
    // up to a quarter of the row (the rest is its text).
    let side = row.h - 6.0;
    let aspect = f32::from(l.cols.max(1)) / f32::from(l.rows.max(1));
    let board = Rect {
        x: row.x + 3.0,
        y: row.y + 3.0,
        w: (side * aspect.max(1.0)).min((row.w * 0.25).max(side)),
        h: side,
    };
    let small = l.small_board(board);
    let parent = tree.parent(f.node).map(|p| &tree.positions[p]);
    session.seat().draw(
        s,
        &BoardView {
            position: &tree.positions[f.node],
            last: parent.zip(tree.nodes[f.node].mv),
            interaction: Interaction::NONE,
            hover: None,
            clickable: false,
            layout: &small,
            motion: 1.0,
        },
    );
    Rect {
        x: board.x + board.w + size * 0.6,
        w: (row.x + row.w - (board.x + board.w + size * 0.6)).max(0.0),
        y: row.y + size * 0.1,
        h: row.h,
    }
}

/// A depth-first search's frame in three lines: its ply, move and kind (the pseudocode's word,
/// max or min; a chance node's in the reader's words), its window, and the best so far.
fn frame_lines(tree: &SearchTree, f: &Frame, size: f32) -> Vec<Line> {
    let n = &tree.nodes[f.node];
    let win = tree.win;
    let window = match f.window {
        Some((a, b)) => super::tree::alpha_beta_text(a, b, win),
        None => i18n::tr!("tree-no-window"),
    };
    let so_far = match (f.value, f.best.and_then(|c| tree.nodes[c].mv)) {
        (Some(v), Some(m)) => i18n::tr!(
            "trace-so-far-move",
            value = value_text::signed(v, win),
            move = m.to_string()
        ),
        (Some(v), None) => i18n::tr!("trace-so-far", value = value_text::signed(v, win)),
        (None, _) => i18n::tr!("trace-so-far-none"),
    };
    let kind = match n.kind {
        NodeKind::Chance => i18n::tr!("tree-kind-chance"),
        _ => kind_word(n).to_owned(),
    };
    let mv = super::tree::move_or_root(n.mv);
    vec![
        Line::new(
            [i18n::tr!("trace-ply", ply = f.ply), mv, kind].join(i18n::separator()),
            size,
            palette::TEXT,
        ),
        Line::new(window, size, palette::DIM),
        Line::new(so_far, size, palette::PV),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fit::MIN_TEXT;
    use search::Algorithm;

    /// Issue 31, item 14: the code pane split a statement (one line of the pseudocode, wrapped
    /// onto rows) across its columns. At every pane width, every algorithm's code, with and
    /// without chance, breaks its columns between lines only, and every row is placed once.
    #[test]
    fn no_line_of_code_is_split_across_columns() {
        let mut split = Vec::new();
        let mut columned = 0;
        for a in Algorithm::EVERY {
            for chance in [false, true] {
                let lines = code_lines(a.pseudocode(chance));
                for width in (200..1400).step_by(9) {
                    for room in [150.0, 300.0, 600.0] {
                        let code = code_layout(&lines, width as f32, room, 20.0, MIN_TEXT);
                        if code.columns > 1 {
                            columned += 1;
                        }
                        let mut seen = vec![0; code.columns];
                        for i in 0..code.rows.len() {
                            let (c, r) = code.place(i);
                            assert!(r < code.rows_per_column());
                            seen[c] += 1;
                        }
                        assert_eq!(seen.iter().sum::<usize>(), code.rows.len());
                        for &b in &code.starts()[1..] {
                            if b > 0 && b < code.rows.len() && code.rows[b].0 == code.rows[b - 1].0
                            {
                                split.push(format!("{a:?} {chance} {width} {room}: row {b}"));
                            }
                        }
                    }
                }
            }
        }
        assert!(columned > 0, "no layout in columns was tried");
        assert!(
            split.is_empty(),
            "{} splits: {:?}",
            split.len(),
            &split[..split.len().min(5)]
        );
    }
}
