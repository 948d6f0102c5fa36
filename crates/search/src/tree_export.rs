//! A recorded [`Tree`] written out for reports and slides: Graphviz DOT ([`Tree::to_dot`]) with
//! the principal variation bold and each move a cut-off left unsearched as a dashed edge to a
//! small "pruned" node saying why, and JSON ([`Tree::write_json`]) with every field of every node
//! and the event list. Moves are written with their game's own `Display`.

use std::fmt::{Display, Write};
use std::io;

use serde_json::{Value as Json, json};

use super::UNLIMITED_DEPTH;
use super::record::Note;
use super::tree::{Node, NodeKind, Tree, show, value_words};
use game::Side;

/// `first` or `second`.
fn side_word(s: Side) -> &'static str {
    match s {
        Side::First => "first",
        Side::Second => "second",
    }
}

/// What a node is, in a label.
fn kind_word(k: NodeKind) -> &'static str {
    match k {
        NodeKind::Max => "MAX",
        NodeKind::Min => "MIN",
        NodeKind::Chance => "chance",
        NodeKind::Terminal => "game over",
        NodeKind::Horizon => "horizon",
    }
}

/// Text inside a DOT double-quoted string.
fn dot_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

/// A note as the JSON names it, its kind inside: `{"note": "table-hit", "bound": "exact",
/// "value": 0.0}` (serde tags it outside, `{"table-hit": {…}}`, which postcard can read back).
fn note_json(note: &Note) -> Json {
    match serde_json::to_value(note) {
        Ok(Json::Object(outer)) => {
            let mut fields = serde_json::Map::new();
            for (name, inner) in outer {
                if let Json::Object(inner) = inner {
                    fields.extend(inner);
                }
                fields.insert("note".to_owned(), Json::String(name));
            }
            Json::Object(fields)
        }
        Ok(name) => json!({ "note": name }),
        Err(_) => Json::Null,
    }
}

/// Writes the JSON object `facts` without its closing brace, so that more fields can be written
/// after it one piece at a time (a big array streamed rather than held as a JSON value).
///
/// # Errors
/// Writing to `out` failed.
pub fn write_open<W: io::Write + ?Sized>(out: &mut W, facts: &Json) -> io::Result<()> {
    let text = facts.to_string();
    out.write_all(text.strip_suffix('}').unwrap_or(&text).as_bytes())
}

impl<M: Copy + PartialEq + Display> Tree<M> {
    /// The tree as a Graphviz digraph: one box per recorded node (its kind, value, the (α, β)
    /// window it was entered with, its subtree's node count, and the cut-off that stopped it),
    /// an edge per move labelled with the move (and the probability of a chance outcome), the
    /// principal variation bold, and each pruned move a dashed edge to a small grey "pruned"
    /// node giving the reason.
    #[must_use]
    pub fn to_dot(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "digraph tree {{");
        let _ = writeln!(
            out,
            "  graph [label=\"{}\", labelloc=t, fontname=\"sans\"];",
            dot_escape(&self.title())
        );
        let _ = writeln!(out, "  node [shape=box, fontname=\"sans\", fontsize=10];");
        let _ = writeln!(out, "  edge [fontname=\"sans\", fontsize=9];");
        self.dot_nodes(&mut out);
        // After every searched edge, so that Graphviz draws the pruned moves to the right.
        self.dot_pruned(&mut out);
        out.push_str("}\n");
        out
    }

    /// The drawing's title: the algorithm, its depth and nodes, and whether the recording was
    /// capped or a limit stopped it.
    fn title(&self) -> String {
        let depth = if self.depth >= UNLIMITED_DEPTH {
            "no depth limit".to_owned()
        } else {
            format!("depth {}", self.depth)
        };
        let mut title = format!(
            "{}: {depth}, {} nodes",
            self.algorithm,
            self.visited + self.earlier
        );
        if self.earlier > 0 {
            let _ = write!(title, " ({} in earlier passes)", self.earlier);
        }
        if self.truncated {
            let _ = write!(title, ", {} recorded (capped)", self.nodes.len());
        }
        if self.stopped {
            title.push_str(", stopped by a limit");
        }
        title
    }

    /// One box per recorded node, and the edge from its parent labelled with its move (the
    /// probability of a chance outcome, a Star2 probe); the principal variation bold.
    fn dot_nodes(&self, out: &mut String) {
        for (i, n) in self.nodes.iter().enumerate() {
            let style = if n.pv { ", style=bold, penwidth=2" } else { "" };
            let shape = match n.kind {
                NodeKind::Chance => ", shape=ellipse",
                NodeKind::Terminal | NodeKind::Horizon => ", shape=plaintext",
                _ => "",
            };
            let _ = writeln!(
                out,
                "  n{i} [label=\"{}\"{shape}{style}];",
                dot_escape(&self.label(n))
            );
            if let Some(p) = n.parent {
                let mut edge = n.mv.map(|m| m.to_string()).unwrap_or_default();
                if let Some(prob) = n.probability {
                    let _ = write!(edge, " (p = {})", show(prob));
                }
                if n.probe {
                    edge.push_str(" probe");
                }
                let _ = writeln!(
                    out,
                    "  n{p} -> n{i} [label=\"{}\"{style}];",
                    dot_escape(&edge)
                );
            }
        }
    }

    /// Each move a cut-off left unsearched: a dashed edge to a small grey "pruned" node giving
    /// the reason.
    fn dot_pruned(&self, out: &mut String) {
        for (i, n) in self.nodes.iter().enumerate() {
            let Some(cut) = &n.cutoff else { continue };
            let reason = dot_escape(&cut.label(self.win));
            for (j, m) in cut.pruned.iter().enumerate() {
                let _ = writeln!(
                    out,
                    "  n{i}p{j} [label=\"pruned\\n{reason}\", shape=box, style=\"dashed,rounded\", \
                     color=gray50, fontcolor=gray40, fontsize=8];"
                );
                let _ = writeln!(
                    out,
                    "  n{i} -> n{i}p{j} [label=\"{}\", style=dashed, color=gray50, \
                     fontcolor=gray40];",
                    dot_escape(&m.to_string())
                );
            }
        }
    }

    /// A node's label: what it is, its value (and what the algorithm returned when that is seen
    /// from the other side), its window, its subtree's nodes, and its cut-off.
    fn label(&self, n: &Node<M>) -> String {
        let words = |v| value_words(v, self.win);
        let mut s = format!("{} · value {}", kind_word(n.kind), words(n.value));
        if n.view != self.root_side {
            let _ = write!(s, "\nreturned {} (side to move)", words(n.returned));
        }
        if let Some((a, b)) = n.window {
            let [a, b] = super::value_text::bounds(a, b, self.win);
            let _ = write!(s, "\nα = {a}, β = {b}");
        }
        let _ = write!(
            s,
            "\n{} node{}",
            n.nodes,
            if n.nodes == 1 { "" } else { "s" }
        );
        if let Some(cut) = &n.cutoff {
            let _ = write!(s, "\n{}", cut.label(self.win));
            if cut.unlisted > 0 {
                let _ = write!(s, "\n{} more pruned (past the cap)", cut.unlisted);
            }
        }
        for note in &n.notes {
            let _ = write!(s, "\n{}", note.label(self.win));
        }
        if let Some(m) = n.visits {
            let _ = write!(s, "\n{}", m.label());
            if let Some(next) = m.next_label() {
                let _ = write!(s, "\n{next}");
            }
        }
        if !n.done {
            s.push_str("\n(stopped)");
        }
        s
    }

    /// Writes the tree as one JSON object: the search's facts (`algorithm`, `root_side`, `win`,
    /// `depth`, `visited`, `earlier`, `recorded`, `max_nodes`, `truncated`, `stopped`), `nodes`
    /// (an array indexed by node id, each with every [`Node`] field, moves as text, ±∞ as
    /// `"inf"`/`"-inf"`; a Monte Carlo tree search's nodes have `visits`: visits, wins, mean,
    /// ucb, proven, next) and `events` (`{"event": "enter"|"leave"|"cutoff"|"resume"|"expand"|
    /// "playout", "node": id}`; the last two only for a Monte Carlo tree search kept iteration by
    /// iteration). It is written a node and an event at a time: a JSON value of the whole tree
    /// took some 50 times the tree's memory (a million nodes grew past 7 GB).
    ///
    /// # Errors
    /// Writing to `out` failed.
    pub fn write_json<W: io::Write + ?Sized>(&self, out: &mut W) -> io::Result<()> {
        let facts = json!({
            "algorithm": self.algorithm.name(),
            "root_side": side_word(self.root_side),
            "win": super::value_text::json(self.win),
            "depth": self.depth,
            "visited": self.visited,
            "earlier": self.earlier,
            "recorded": self.nodes.len(),
            "max_nodes": self.max_nodes,
            "truncated": self.truncated,
            "stopped": self.stopped,
        });
        write_open(out, &facts)?;
        out.write_all(b",\"nodes\":[")?;
        for (i, n) in self.nodes.iter().enumerate() {
            if i > 0 {
                out.write_all(b",")?;
            }
            serde_json::to_writer(&mut *out, &self.node_json(n))?;
        }
        out.write_all(b"],\"events\":[")?;
        for (i, e) in self.events.iter().enumerate() {
            if i > 0 {
                out.write_all(b",")?;
            }
            serde_json::to_writer(&mut *out, e)?;
        }
        out.write_all(b"]}")
    }

    /// One node as JSON (see [`write_json`](Tree::write_json)).
    fn node_json(&self, n: &Node<M>) -> Json {
        let mut node = json!({
            "parent": n.parent,
            "children": n.children,
            "move": n.mv.map(|m| m.to_string()),
            "probability": n.probability,
            "ply": n.ply,
            "kind": n.kind,
            "side": side_word(n.side),
            "view": side_word(n.view),
            "window": n.window.map(|(a, b)| [super::value_text::json(a), super::value_text::json(b)]),
            "returned": super::value_text::json(n.returned),
            "value": super::value_text::json(n.value),
            "nodes": n.nodes,
            "pv": n.pv,
            "probe": n.probe,
            "done": n.done,
            "cutoff": n.cutoff.as_ref().map(|c| json!({
                "kind": c.kind,
                "rule": c.rule,
                "value": super::value_text::json(c.value),
                "bound": super::value_text::json(c.bound),
                "after": c.after,
                "pruned": c.pruned.iter().map(ToString::to_string).collect::<Vec<_>>(),
                "unlisted": c.unlisted,
                "label": c.label(self.win),
            })),
        });
        if !n.notes.is_empty() {
            node["notes"] = n
                .notes
                .iter()
                .map(|note| json!({"note": note_json(note), "label": note.label(self.win)}))
                .collect();
        }
        if let Some(m) = n.visits {
            node["visits"] = json!({
                "visits": m.visits,
                "wins": m.wins,
                "mean": m.mean,
                "ucb": m.ucb,
                "proven": m.proven.map(super::value_text::json),
                "next": m.next,
            });
        }
        node
    }
}
