//! Key T: the search tree panel beside the board — the node shown as a small board with its
//! value, nodes and window, and each of its children below it; while stepping (key S, see
//! [`super::step`]) the replay of the recorded search.

use super::{Layer, View};
use crate::app::draw::{Line, lines_in, palette, thousands};
use crate::app::input::{Action, Binding, Key, bind};
use crate::app::layout::Layout;
use crate::app::seat::BoardView;
use crate::app::session::Session;
use crate::app::tree::{NodeKind, Replay, SearchTree, StepKind, TreeNode};
use crate::app::worker::{JobKind, Progress};
use crate::render::scene::{Rect, Scene, Shape};
use crate::search::value_text;

/// The view.
pub struct Tree;

/// Its name.
pub const NAME: &str = "tree";

impl View for Tree {
    fn name(&self) -> &'static str {
        NAME
    }
    fn keys(&self) -> &'static [Binding] {
        const KEYS: &[Binding] = &[
            bind(
                Key::Char('t'),
                Action::ToggleView(NAME),
                "T",
                "the search tree beside the board (click a child: descend)",
            ),
            bind(
                Key::Backspace,
                Action::TreeUp,
                "Backspace",
                "tree: back up to the parent",
            ),
        ];
        KEYS
    }
    fn hint(&self) -> Option<&'static str> {
        Some("T tree")
    }
    fn job(&self) -> Option<JobKind> {
        Some(JobKind::Tree)
    }
    fn layer(&self) -> Layer {
        Layer::Panel
    }
    fn toggle(&self, session: &mut Session) -> bool {
        session.flip_view(NAME);
        if !session.view_open(NAME) {
            session.stop_stepping();
        }
        true
    }
    fn busy(&self, _progress: Option<&Progress>) -> Option<String> {
        Some("recording the search tree…".into())
    }
    fn draw(&self, s: &mut Scene, session: &Session, l: &Layout) {
        tree_panel(s, session, l);
    }
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
            value_text::signed(a, tree.win),
            value_text::signed(b, tree.win)
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
        } else if matches!(session.analysing(), Some((JobKind::Tree, _))) {
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
            thousands(tree.visited),
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
                value_text::signed(r.alpha, tree.win),
                value_text::signed(r.beta, tree.win)
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
                thousands(node.nodes),
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
                        n => format!("{} nodes", thousands(n)),
                    },
                    size,
                    palette::DIM,
                ));
            }
            if reached && c.window.is_some() {
                lines.push(Line::new(window_text(tree, c.window), size, palette::DIM));
            }
        }
        // A card's lines are shown whole in the header once it is clicked.
        let lines = lines.into_iter().map(Line::shown_elsewhere).collect();
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
pub(crate) fn step_text(
    tree: &SearchTree,
    r: &Replay,
    auto: Option<std::time::Duration>,
) -> String {
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
