//! Key K: every algorithm on the position with the computer's limits, run on the search thread —
//! move, value, outcome, nodes and time, and the nodes as bars on a log scale.

use super::{Layer, View};
use crate::action::{Action, Binding, Key, bind};
use crate::draw::{Line as FitLine, palette, veil};
use crate::layout::Layout;
use crate::seat::AnyMove;
use crate::session::{Session, verdict_words};
use crate::words::time_words;
use crate::worker::JobKind;
use scene::text::{line_metrics, measure};
use scene::{Align, Color, Rect, Scene, Shape};
use search::{Algorithm, Report, value_text};

/// The view.
pub struct Compare;

/// Its name.
pub const NAME: &str = "compare";

impl View for Compare {
    fn name(&self) -> &'static str {
        NAME
    }
    fn keys(&self) -> &'static [Binding] {
        const KEYS: &[Binding] = &[bind(
            Key::Char('k'),
            Action::toggle(NAME),
            "K",
            "compare the depth-first algorithms on this position",
        )];
        KEYS
    }
    fn hint(&self) -> Option<&'static str> {
        Some("K compare")
    }
    fn job(&self) -> Option<JobKind> {
        Some(JobKind::Compare)
    }
    fn layer(&self) -> Layer {
        Layer::Overlay
    }
    fn draw(&self, s: &mut Scene, session: &Session, l: &Layout) {
        compare(s, session, l);
    }
}

/// One row of the comparison table, as texts per column.
fn compare_row(r: &Report<AnyMove>, chance: bool) -> [String; 6] {
    [
        r.algorithm.display_name(chance).to_owned(),
        r.best.map_or_else(|| "-".to_owned(), |m| m.to_string()),
        value_text::short(r.verdict, r.value),
        verdict_words(r.verdict),
        i18n::number(r.nodes),
        time_words(r.elapsed),
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
    let title = title(session);
    let (rows, done): (&[Report<AnyMove>], bool) = session.comparison().unwrap_or((&[], true));
    let footer = footer(session, chance, done);
    let table = table_text(rows, chance);
    // Sizes at 10 px, then everything scaled to fit 94% of the width and the height.
    let gap = 1.2;
    let (widths, bar_w10) = widths_at_10px(&table, gap, l);
    let table_w10 = widths.iter().sum::<f32>() + gap * 10.0 * 6.0 + bar_w10;
    // The passes of iterative deepening, drawn under the table when there are several.
    let passes = session
        .comparison_passes()
        .filter(|p| done && p.iter().any(|a| a.len() >= 2));
    let chart_rows = if passes.is_some() { CHART_ROWS } else { 0.0 };
    // As large as fits: the table in 94% of the width, everything in 90% of the height; the
    // title and the footer are fitted to the table's width by the rule of `app::fit`.
    let (size, title_rows, footer_rows) = fitted(
        l,
        [title, footer],
        table_w10,
        table.len() as f32 + chart_rows,
    );
    let lines =
        table.len() as f32 + (title_rows.len() + footer_rows.len()) as f32 + 1.0 + chart_rows;
    let k = size / 10.0;
    let total_w = table_w10 * k;
    let x0 = ((l.width - total_w) / 2.0).max(0.0);
    let row_h = size * 1.6;
    let mut y = ((l.height - lines * row_h) / 2.0).max(0.0) + row_h;
    let (ascent, _) = line_metrics(size);
    // Right to left the table is text, and mirrors: the title and footer start at its right,
    // the algorithms' column is the rightmost, the bars grow leftwards (the depth chart below
    // is a diagram, and stays).
    let rtl = i18n::current().rtl();
    let push = |line: FitLine, s: &mut Scene, y: f32| {
        let top = y - ascent - size * 0.15;
        if rtl {
            line.push_right(s, x0 + total_w, top);
        } else {
            line.push_left(s, x0, top);
        }
    };
    for line in title_rows {
        push(line, s, y);
        y += row_h;
    }
    y += row_h * 0.5;
    let max_nodes = rows.iter().map(|r| r.nodes).max().unwrap_or(1);
    let columns = Columns {
        x0,
        k,
        size,
        gap,
        widths: &widths,
        bar_w10,
        ascent,
        max_nodes,
        mirror: rtl.then_some(x0 + total_w / 2.0),
    };
    for (i, row) in table.iter().enumerate() {
        table_row(s, session, &columns, row, (i > 0).then(|| &rows[i - 1]), y);
        y += row_h;
    }
    y += row_h * 0.5;
    for line in footer_rows {
        push(line, s, y);
        y += row_h;
    }
    if let Some(passes) = passes {
        let area = Rect {
            x: x0,
            y: y - row_h * 0.3,
            w: total_w,
            h: row_h * (chart_rows - 0.6),
        };
        // The guides assume a fixed branching; a game of chance has throws between the moves.
        let branching = (!chance).then(|| session.position().legal_moves().len().max(2));
        let chosen: Vec<bool> = rows
            .iter()
            .map(|r| r.algorithm == session.algorithm())
            .collect();
        depth_chart(
            s,
            area,
            passes,
            &chosen,
            branching,
            (size * 0.8).max(l.min_text()),
        );
    }
}

/// The columns' widths and the bars' at 10 px, cells `gap` sizes apart: the bars take less room
/// in a narrow window, so that the table keeps readable text.
fn widths_at_10px(table: &[[String; 6]], gap: f32, l: &Layout) -> (Vec<f32>, f32) {
    let widths: Vec<f32> = (0..6)
        .map(|c| {
            table
                .iter()
                .map(|row| measure(&row[c], 10.0))
                .fold(0.0, f32::max)
        })
        .collect();
    let cols_w10: f32 = widths.iter().sum::<f32>() + gap * 10.0 * 6.0;
    let bar_w10 = if l.width * 0.94 / (cols_w10 + 90.0) * 10.0 >= l.min_text() + 1.0 {
        90.0
    } else {
        40.0
    };
    (widths, bar_w10)
}

/// The table's text: its header, then one row per algorithm.
fn table_text(rows: &[Report<AnyMove>], chance: bool) -> Vec<[String; 6]> {
    let header = [
        "compare-algorithm",
        "compare-move",
        "compare-value",
        "compare-outcome",
        "compare-nodes",
        "compare-time",
    ]
    .map(|id| i18n::tr!(id));
    std::iter::once(header)
        .chain(rows.iter().map(|r| compare_row(r, chance)))
        .collect()
}

/// The largest text size at which the title and the footer, fitted to the table's width
/// (`table_w10` at 10 px) by the rule of `app::fit`, and `rows` more rows fit in 90% of the
/// height; with the title's and the footer's rows at that size.
fn fitted(
    l: &Layout,
    [title, footer]: [String; 2],
    table_w10: f32,
    rows: f32,
) -> (f32, Vec<FitLine>, Vec<FitLine>) {
    let mut size = (l.text * 0.9)
        .min(l.width * 0.94 / table_w10 * 10.0)
        .max(l.min_text());
    loop {
        let w = table_w10 * size / 10.0;
        let title_rows = FitLine::new(title.clone(), size, palette::TEXT)
            .at_scale(l.scale)
            .fit(w);
        let footer_rows =
            FitLine::new(footer.clone(), (size * 0.9).max(l.min_text()), palette::DIM)
                .at_scale(l.scale)
                .fit(w);
        let lines = rows + (title_rows.len() + footer_rows.len()) as f32 + 1.0;
        let fits = lines * size * 1.6 <= l.height * 0.9;
        if fits || size <= l.min_text() {
            return (size, title_rows, footer_rows);
        }
        size = (size * 0.9).max(l.min_text());
    }
}

/// The overlay's title: the algorithms, the budget and the side to move.
fn title(session: &Session) -> String {
    let limits = session.limits();
    let budget = match (limits.depth, limits.time) {
        (Some(d), Some(t)) => i18n::tr!("compare-depth-time", depth = d, seconds = t.as_secs()),
        (Some(d), None) => i18n::tr!("live-depth", depth = d),
        _ => i18n::tr!("compare-to-end"),
    };
    // A finished game has no side to move: the footer says it is over.
    if session.position().is_over() {
        i18n::tr!("compare-title", budget = budget)
    } else {
        i18n::tr!(
            "compare-title-to-move",
            budget = budget,
            side = session.side_name(session.position().side_to_move())
        )
    }
}

/// The overlay's footer: what is left out, and where the comparison stands or how to read it.
fn footer(session: &Session, chance: bool, done: bool) -> String {
    // A sampling search (MCTS) is not in the table: it counts iterations, not nodes, and its
    // budget is time. Chosen, it is named as left out.
    let chosen = session.algorithm();
    let left_out = (!Algorithm::defaults(chance).contains(&chosen)).then(|| {
        i18n::tr!(
            "compare-left-out",
            algorithm = chosen.display_name(chance),
            command = format!("gametree compare --algo {}", chosen.name())
        )
    });
    let footer = if session.position().is_over() {
        i18n::tr!("compare-over")
    } else if session.comparison().is_none() && session.stopped().is_some() {
        i18n::tr!("compare-stopped")
    } else if session.comparison().is_none() {
        i18n::tr!("compare-waiting")
    } else if !done {
        match session.analysing() {
            Some((_, Some(p))) => i18n::tr!(
                "compare-running-one",
                algorithm = p.algorithm.display_name(chance),
                time = time_words(p.elapsed)
            ),
            _ => i18n::tr!("compare-running"),
        }
    } else if session.proven_play() {
        // The computer's own moves here come from the book and its proving search.
        i18n::tr!("compare-not-proving")
    } else if session.enhancements().is_some_and(|e| !e.is_empty()) {
        // The table shows the textbook searches; the computer's own moves use its enhancements.
        i18n::tr!("compare-not-enhanced")
    } else {
        i18n::tr!("compare-bars")
    };
    match left_out {
        Some(left_out) => [left_out, footer].join(i18n::separator()),
        None => footer,
    }
}

/// Where the table's columns and bars go, at the size it is drawn.
struct Columns<'a> {
    x0: f32,
    /// The scale from the 10 px the widths were measured at.
    k: f32,
    size: f32,
    gap: f32,
    widths: &'a [f32],
    bar_w10: f32,
    ascent: f32,
    max_nodes: u64,
    /// Right to left: the axis the row is mirrored about.
    mirror: Option<f32>,
}

/// One row of the table at baseline `y`: its cells (numbers right-aligned) and, for an
/// algorithm's row (`report`), its nodes as a bar on a log scale, the computer's in yellow.
fn table_row(
    s: &mut Scene,
    session: &Session,
    columns: &Columns,
    row: &[String; 6],
    report: Option<&Report<AnyMove>>,
    y: f32,
) {
    let Columns {
        x0,
        k,
        size,
        gap,
        widths,
        bar_w10,
        ascent,
        max_nodes,
        mirror,
    } = *columns;
    // From the left edge and width of a cell or bar, its left edge as drawn.
    let place = |x: f32, w: f32| mirror.map_or(x, |axis| 2.0 * axis - x - w);
    let mut x = x0;
    let color = if report.is_none() {
        palette::DIM
    } else {
        palette::TEXT
    };
    for (c, text) in row.iter().enumerate() {
        // Numbers are right-aligned in their column (placed by their left end), and so is every
        // cell right to left.
        let right = (c >= 2 && c != 3) || mirror.is_some();
        let w = widths[c] * k;
        let tx = if right {
            place(x, w) + w - measure(text, size)
        } else {
            place(x, w)
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
    if let Some(r) = report {
        let chosen = r.algorithm == session.algorithm();
        let w = bar_w10 * k * log_bar(r.nodes, max_nodes);
        s.push(Shape::Quad {
            rect: Rect {
                x: place(x, w),
                y: y - ascent,
                w,
                h: ascent,
            },
            color: if chosen {
                palette::BAR_CHOSEN
            } else {
                palette::BAR
            },
        });
    }
}

/// The rows of the table's text the nodes-by-depth chart takes.
const CHART_ROWS: f32 = 9.0;

/// Nodes by depth (key K, when the algorithms deepened): each algorithm's nodes per deepening
/// pass on a log scale, the computer's algorithm in yellow, and faint guides b^d and b^(d/2) —
/// the full tree and alpha-beta's best case, b the position's branching — so that "alpha-beta
/// searches twice as deep" is a picture.
fn depth_chart(
    s: &mut Scene,
    area: Rect,
    passes: &[crate::job::Passes],
    chosen: &[bool],
    branching: Option<usize>,
    size: f32,
) {
    // The deepest pass and the most nodes of any, each at least 2 (the scales' ends).
    let (deepest, most) = passes
        .iter()
        .flatten()
        .fold((2, 2), |(d, n), &(pd, pn)| (d.max(pd), n.max(pn)));
    let (ascent, _) = line_metrics(size);
    s.push(Shape::Text {
        pos: [area.x, area.y + ascent],
        size,
        color: palette::DIM,
        align: Align::Left,
        text: match branching {
            Some(b) => i18n::tr!("compare-chart-guides", branching = b),
            None => i18n::tr!("compare-chart"),
        },
    });
    let plot = Rect {
        x: area.x + size * 0.5,
        y: area.y + size * 2.0,
        w: area.w * 0.82,
        h: (area.h - size * 2.5).max(1.0),
    };
    let top = (most as f64).ln().max(1.0);
    let at = |depth: f64, ln_nodes: f64| -> [f32; 2] {
        let fx = (depth - 1.0) / f64::from(deepest - 1);
        let fy = (ln_nodes / top).clamp(0.0, 1.0);
        [
            plot.x + plot.w * fx as f32,
            plot.y + plot.h * (1.0 - fy as f32),
        ]
    };
    axes(s, plot, deepest, size, &at);
    guides(s, branching, deepest, size, &at);
    for (i, p) in passes.iter().enumerate() {
        let color = if chosen.get(i).copied().unwrap_or(false) {
            palette::BAR_CHOSEN
        } else {
            palette::BAR
        };
        let points: Vec<[f32; 2]> = p
            .iter()
            .map(|&(d, n)| at(f64::from(d), (n.max(1) as f64).ln()))
            .collect();
        polyline(s, &points, 2.0, color);
        for &c in &points {
            s.push(Shape::Disc {
                center: c,
                radius: 2.5,
                color,
            });
        }
    }
}

/// The chart's axes, and the depths along the bottom; `at` places a depth and a log of nodes.
fn axes(s: &mut Scene, plot: Rect, deepest: u32, size: f32, at: &dyn Fn(f64, f64) -> [f32; 2]) {
    let (ascent, _) = line_metrics(size);
    for (from, to) in [
        (
            [plot.x, plot.y + plot.h],
            [plot.x + plot.w, plot.y + plot.h],
        ),
        ([plot.x, plot.y], [plot.x, plot.y + plot.h]),
    ] {
        s.push(Shape::Line {
            from,
            to,
            width: 1.0,
            color: palette::DIM,
        });
    }
    for d in 1..=deepest {
        let [x, y] = at(f64::from(d), 0.0);
        s.push(Shape::Text {
            pos: [x - measure(&d.to_string(), size) / 2.0, y + ascent * 1.3],
            size,
            color: palette::DIM,
            align: Align::Left,
            text: d.to_string(),
        });
    }
}

/// The faint guides b^d and b^(d/2) (the full tree and alpha-beta's best case) for the
/// position's `branching`, each named at its end.
fn guides(
    s: &mut Scene,
    branching: Option<usize>,
    deepest: u32,
    size: f32,
    at: &dyn Fn(f64, f64) -> [f32; 2],
) {
    let (ascent, _) = line_metrics(size);
    let faint = [palette::DIM[0], palette::DIM[1], palette::DIM[2], 0.45];
    let guides = branching.map_or(Vec::new(), |b| {
        let ln_b = (b as f64).ln();
        vec![("b^d", ln_b), ("b^(d/2)", ln_b / 2.0)]
    });
    for (label, per_depth) in guides {
        let points: Vec<[f32; 2]> = (1..=deepest)
            .map(|d| at(f64::from(d), per_depth * f64::from(d)))
            .collect();
        polyline(s, &points, 1.0, faint);
        let end = at(f64::from(deepest), per_depth * f64::from(deepest));
        s.push(Shape::Text {
            pos: [end[0] + size * 0.4, end[1] + ascent / 2.0],
            size,
            color: faint,
            align: Align::Left,
            text: label.into(),
        });
    }
}

/// A line through `points`, one segment between each two.
fn polyline(s: &mut Scene, points: &[[f32; 2]], width: f32, color: Color) {
    for w in points.windows(2) {
        s.push(Shape::Line {
            from: w[0],
            to: w[1],
            width,
            color,
        });
    }
}
