//! Key T: the search tree panel beside the board — the node shown as a small board with its
//! value, nodes and window, and each of its children below it; while stepping (key S, see
//! [`super::step`]) the replay of the recorded search.

use super::{Layer, View};
use crate::action::{Action, Binding, Key, ViewAct, bind};
use crate::draw::{Line, lines_in, palette};
use crate::job::{JobKind, Progress};
use crate::layout::{Layout, Slot, TreeBoxes, slot_inset};
use crate::seat::{BoardView, Interaction};
use crate::session::{Session, count_arg};
use crate::tree::{NodeKind, Phase, Replay, SearchTree, StepKind, TreeNode};
use game::Side;
use scene::{Point, Rect, Scene, Shape};
use search::time::Instant;
use search::{self, value_text};

/// The view.
pub struct Tree;

/// Its name.
pub const NAME: &str = "tree";

/// Back up to the parent of the node the panel shows.
pub const UP: Action = Action::View(NAME, ViewAct::Up);
/// Every value for the root's side to move, or each for its node's side to move.
pub const SIDE: Action = Action::View(NAME, ViewAct::Side);
/// The children best first, or in search order again.
pub const ORDER: Action = Action::View(NAME, ViewAct::Order);

/// Descend into the child of the shown node in this slot of the panel.
#[must_use]
pub const fn child(slot: usize) -> Action {
    Action::View(NAME, ViewAct::Pick(slot))
}

/// The next (+1) or previous (−1) page of the shown node's children.
#[must_use]
pub const fn page(dir: i8) -> Action {
    Action::View(NAME, ViewAct::Page(dir))
}

/// List the shown node's children from this one on.
#[must_use]
pub const fn from(first: usize) -> Action {
    Action::View(NAME, ViewAct::From(first))
}

impl View for Tree {
    fn name(&self) -> &'static str {
        NAME
    }
    fn keys(&self) -> &'static [Binding] {
        const KEYS: &[Binding] = &[
            bind(
                Key::Char('t'),
                Action::toggle(NAME),
                "T",
                "the search tree beside the board (click a child: descend)",
            ),
            bind(
                Key::Backspace,
                UP,
                "Backspace",
                "tree: back up to the parent",
            ),
            bind(
                Key::Char('w'),
                SIDE,
                "W",
                "tree: values for the root's side, or each node's mover",
            ),
            bind(
                Key::Char('o'),
                ORDER,
                "O",
                "tree: best first, or search order",
            ),
            bind(
                Key::PageDown,
                page(1),
                "PgDn",
                "tree: next page (the wheel too)",
            ),
            bind(Key::Char(']'), page(1), "]", "tree: next page"),
            bind(Key::PageUp, page(-1), "PgUp", "tree: previous page"),
            bind(Key::Char('['), page(-1), "[", "tree: previous page"),
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
        session.flip_view(NAME, self.job());
        if !session.view_open(NAME) {
            session.stop_stepping();
        }
        true
    }
    fn act(&self, session: &mut Session, act: ViewAct, _now: Instant) -> bool {
        match act {
            ViewAct::Toggle => self.toggle(session),
            ViewAct::Up => up(session),
            ViewAct::Pick(slot) => descend(session, slot),
            ViewAct::From(first) => show_from(session, first),
            // A shell that did not resolve the page (see `resolve`) pages by the most the
            // panel ever shows.
            ViewAct::Page(dir) => {
                let first = first_shown(session);
                let page = crate::layout::MAX_SLOTS;
                let from = if dir >= 0 {
                    first + page
                } else {
                    first.saturating_sub(page)
                };
                from < child_count(session) && show_from(session, from)
            }
            ViewAct::Order => toggle_order(session),
            ViewAct::Side => toggle_side(session),
            ViewAct::Step(_) | ViewAct::Auto => false,
        }
    }
    fn lay_out(&self, session: &Session, l: &mut Layout, _part: usize) {
        l.children = child_count(session);
        l.first_child = first_shown(session);
    }
    fn click(&self, l: &Layout, p: Point) -> Option<ViewAct> {
        l.slot_at(p).map(ViewAct::Pick)
    }
    /// Over the panel, its children scroll by a row of cards.
    fn wheel(&self, l: &Layout, p: Point, rows: i32) -> Option<ViewAct> {
        let panel = l.panel?;
        let boxes = l.tree_boxes()?;
        if !panel.contains(p) || rows == 0 || boxes.slots.len() >= l.children {
            return None;
        }
        let columns = boxes.columns.max(1);
        let by = columns * rows.unsigned_abs() as usize;
        let last = l.children.saturating_sub(boxes.slots.len());
        let from = if rows > 0 {
            (l.first_child + by).min(last.div_ceil(columns) * columns)
        } else {
            l.first_child.saturating_sub(by)
        };
        (from != l.first_child).then_some(ViewAct::From(from))
    }
    /// A page becomes the child it starts from, by the page the layout shows.
    fn resolve(&self, act: ViewAct, l: &Layout) -> ViewAct {
        let (ViewAct::Page(dir), Some(boxes)) = (act, l.tree_boxes()) else {
            return act;
        };
        let page = boxes.slots.len().max(1);
        let from = if dir >= 0 {
            l.first_child + page
        } else {
            l.first_child.saturating_sub(page)
        };
        ViewAct::From(if from < l.children {
            from
        } else {
            l.first_child
        })
    }
    fn busy(&self, _progress: Option<&Progress>) -> Option<String> {
        Some(i18n::tr!("tree-recording-tree"))
    }
    fn draw(&self, s: &mut Scene, session: &Session, l: &Layout) {
        tree_panel(s, session, l);
    }
}

/// What the panel keeps of its own, in the slot the session keeps for it: the node it shows
/// and its first card, which belong to one recorded search (a new one starts at its root), and
/// how it lists and values children, which hold from search to search.
#[derive(Clone, Debug, Default)]
struct Browse {
    /// The recorded search `path` and `first` belong to ([`Session::tree_serial`]).
    serial: u64,
    /// The node shown, by its path from the root (root first).
    path: Vec<usize>,
    /// The first of its children shown, in the order they are listed.
    first: usize,
    /// Children best first instead of in search order (key O).
    by_value: bool,
    /// Every value for the root's side to move instead of each node's own (key W).
    one_side: bool,
}

impl Browse {
    /// At the root of the recorded search numbered `serial`, if it was kept for another one.
    fn for_search(&mut self, serial: u64) -> &mut Browse {
        if self.serial != serial {
            self.serial = serial;
            self.path = vec![0];
            self.first = 0;
        }
        self
    }
}

/// What the panel keeps, as it stands for the recorded search shown now.
fn browse(session: &Session) -> Browse {
    let mut b = session
        .view_state::<Browse>(NAME)
        .cloned()
        .unwrap_or_default();
    b.for_search(session.tree_serial());
    b
}

/// What the panel keeps, to change.
fn browse_mut(session: &mut Session) -> &mut Browse {
    let serial = session.tree_serial();
    session.view_state_mut::<Browse>(NAME).for_search(serial)
}

/// The node the panel shows, by its path from the root (root first); while stepping, the node
/// whose children are being searched.
#[must_use]
pub fn shown_path(session: &Session) -> Vec<usize> {
    let Some(tree) = session.search_tree() else {
        return Vec::new();
    };
    match session.replay() {
        Some(r) => tree.path_to(tree.replay_parent(&r)),
        None => browse(session).path,
    }
}

/// The node the panel shows.
#[must_use]
pub fn shown_node(session: &Session) -> Option<usize> {
    shown_path(session).last().copied()
}

/// How many children the node the panel shows has (the layout makes room for them).
#[must_use]
pub fn child_count(session: &Session) -> usize {
    match (session.search_tree(), shown_node(session)) {
        (Some(t), Some(n)) => t.nodes.get(n).map_or(0, |n| n.children.len()),
        _ => 0,
    }
}

/// The first of the shown node's children the panel lists (a later page).
#[must_use]
pub fn first_shown(session: &Session) -> usize {
    browse(session)
        .first
        .min(child_count(session).saturating_sub(1))
}

/// True when the panel lists children best first (key O); never while stepping, whose replay
/// shows them in the order they are searched.
#[must_use]
pub fn by_value(session: &Session) -> bool {
    browse(session).by_value && !session.stepping()
}

/// The side every value in the panel is written for (key W), or `None`: each node's value for
/// its own side to move, as the negamax forms compute them.
#[must_use]
pub fn value_side(session: &Session) -> Option<Side> {
    let tree = session.search_tree()?;
    (browse(session).one_side && tree.views_differ()).then_some(tree.root_side)
}

/// The shown node's children in the order the panel lists them.
#[must_use]
pub fn listed(session: &Session) -> Vec<usize> {
    match (session.search_tree(), shown_node(session)) {
        (Some(t), Some(n)) => t.children_in_order(n, by_value(session)),
        _ => Vec::new(),
    }
}

/// The panel lists the children from the `first` on (clamped to the last one).
fn show_from(session: &mut Session, first: usize) -> bool {
    let first = first.min(child_count(session).saturating_sub(1));
    let changed = first != first_shown(session);
    browse_mut(session).first = first;
    changed
}

/// Backspace: back up to the parent of the node shown (not while stepping: the replay decides
/// what is shown).
fn up(session: &mut Session) -> bool {
    if session.stepping() || session.search_tree().is_none() {
        return false;
    }
    let b = browse_mut(session);
    if b.path.len() <= 1 {
        return false;
    }
    b.path.pop();
    b.first = 0;
    true
}

/// A click on the card in slot `i` (of the page shown, in the order listed): descends into that
/// child — not while stepping, and not into a move cut off or unfinished, which has nothing
/// below it (the HUD says so).
fn descend(session: &mut Session, i: usize) -> bool {
    if session.stepping() {
        return false;
    }
    let Some(&child) = listed(session).get(first_shown(session) + i) else {
        return false;
    };
    let Some(tree) = session.search_tree() else {
        return false;
    };
    let c = &tree.nodes[child];
    let mv = c.mv.map_or_else(String::new, |m| m.to_string());
    if let Some(why) = tree.cut_for(c, value_side(session)) {
        session.answer(i18n::tr!("tree-never-searched", move = mv, why = why));
        return true;
    }
    if c.result().is_none() {
        session.answer(i18n::tr!("tree-unfinished", move = mv));
        return true;
    }
    log::info!("tree: into {mv}");
    let b = browse_mut(session);
    b.path.push(child);
    b.first = 0;
    true
}

/// O: the children best first, or in search order again (from the first page).
fn toggle_order(session: &mut Session) -> bool {
    if session.stepping() {
        session.answer(i18n::tr!("tree-replay-order"));
        return true;
    }
    let b = browse_mut(session);
    b.by_value = !b.by_value;
    b.first = 0;
    true
}

/// W: every value for the root's side to move, or each for its own node's side to move.
fn toggle_side(session: &mut Session) -> bool {
    if let Some(tree) = session.search_tree()
        && !tree.views_differ()
    {
        let name = tree.algorithm.display_name(session.variant().has_chance());
        let why = if tree.algorithm.info().exact {
            i18n::tr!(
                "tree-one-side",
                algorithm = name,
                side = session.side_name(tree.root_side)
            )
        } else {
            i18n::tr!("tree-rates-stay", algorithm = name)
        };
        session.answer(why);
        return true;
    }
    let b = browse_mut(session);
    b.one_side = !b.one_side;
    true
}

/// Why there is no recorded search to show yet, for the panels that show one (T, X): each
/// state says what comes, or that nothing will and how to go on.
#[must_use]
pub fn waiting(session: &Session) -> String {
    let id = if matches!(session.analysing(), Some((JobKind::Tree, _))) {
        "tree-recording"
    } else if session.stopped().is_some() {
        "view-stopped"
    } else if session.position().is_over() {
        "tree-over"
    } else if session.thinking() || !session.human_to_move() {
        "tree-waiting"
    } else {
        "tree-recording"
    };
    i18n::tr!(id)
}

/// What the recorded search is where it is not the one the computer plays by: the chosen
/// algorithm's textbook search of the position, recorded for the panel, where the computer proves
/// its moves (the book, then every enhancement to the end) or uses its enhancements.
fn textbook_note(session: &Session, tree: &SearchTree) -> Option<String> {
    if session.tree_is_computers() || tree.sampling.is_some() {
        return None;
    }
    if session.proven_play() {
        return Some(match tree.depth {
            Some(d) => i18n::tr!("tree-textbook-depth", depth = d),
            None => i18n::tr!("tree-textbook"),
        });
    }
    // An algorithm with a set of its own (MCTS's solver) names it, in a line the header has
    // room for.
    let own = !tree.algorithm.takes(search::Enhancements::ALL);
    session.enhancements().filter(|e| !e.is_empty()).map(|e| {
        if own {
            i18n::tr!("tree-textbook-without", set = e.to_string())
        } else {
            i18n::tr!("tree-textbook-enhanced")
        }
    })
}

/// How the panel names a node's value: `+3`, `−W5` (a loss in 5 plies), `E +1.25` at a chance
/// node; for `side` (`None`: for the side whose point of view the search gave it in).
/// A sampling search's values are win rates, written as rates (`36%`) like V's.
fn node_value(tree: &SearchTree, n: &TreeNode, side: Option<Side>) -> String {
    match n.result() {
        Some(v) if !tree.algorithm.info().exact && (0.0..=1.0).contains(&v) => {
            crate::words::rate_words(v)
        }
        _ => n.value_text_for(tree.win, side),
    }
}

/// Whose point of view the panel's values are in, and the key that changes it: the negamax
/// forms value each node for its side to move, so a reply that loses for the root's side reads
/// as a win there.
fn point_of_view(session: &Session, tree: &SearchTree, side: Option<Side>) -> Option<String> {
    let root = session.side_name(tree.root_side);
    if !tree.algorithm.info().exact {
        return None;
    }
    Some(match side {
        Some(s) => i18n::tr!("tree-pov-one", side = session.side_name(s)),
        None if tree.views_differ() => i18n::tr!("tree-pov-each", side = root),
        None => i18n::tr!("tree-pov-minimax", side = root),
    })
}

/// The (α, β) window a node was entered with: `(α, β) = (−∞, +3)`; "no window" for the
/// full-width algorithms.
#[must_use]
pub fn window_text(tree: &SearchTree, window: Option<(f64, f64)>) -> String {
    match window {
        Some((a, b)) => {
            let [a, b] = value_text::bounds(a, b, tree.win);
            format!("(α, β) = ({a}, {b})")
        }
        None => i18n::tr!("tree-no-window"),
    }
}

/// The window at the node being searched: `α = −∞ · β = +3` (a bound at the game's own ±WIN,
/// where Star1 clamps an outcome's window, is open too; a null window reads with ε).
pub(crate) fn alpha_beta_text(alpha: f64, beta: f64, win: f64) -> String {
    let [a, b] = value_text::bounds(alpha, beta, win);
    format!("α = {a}{}β = {b}", i18n::separator())
}

/// The path to a node as moves: `root › b2 › a1`.
fn path_text(tree: &SearchTree, path: &[usize]) -> String {
    let mut parts = vec![i18n::tr!("tree-root")];
    for &i in path.iter().skip(1) {
        if let Some(m) = tree.nodes.get(i).and_then(|n| n.mv) {
            parts.push(m.to_string());
        }
    }
    // Right to left, each move stands between right-to-left marks, so that the moves read from
    // the root on the right, one by one, not as one left-to-right run of Latin moves; the arrow
    // points the way the eye goes (an arrow, which no mirroring turns round).
    if i18n::current().lang.rtl() {
        parts.join("\u{200f} ← \u{200f}")
    } else {
        parts.join(" › ")
    }
}

/// A node's move, or "root" for the root.
pub(crate) fn move_or_root(mv: Option<crate::seat::AnyMove>) -> String {
    mv.map_or_else(|| i18n::tr!("tree-root"), |m| m.to_string())
}

/// What an enhancement did at a node, as the panel and the step-through write it, in the
/// thread's language (`TT: exact 0`, `PVS null window`); `win` is the game's.
pub fn note_words(note: &search::Note, win: search::Value) -> String {
    use search::{Note, TableBound};
    let v = |x| Note::value_words(x, win);
    match *note {
        Note::TableHit { bound, value } => i18n::tr!(
            match bound {
                TableBound::Exact => "tree-note-tt-exact",
                TableBound::Lower => "tree-note-tt-lower",
                TableBound::Upper => "tree-note-tt-upper",
            },
            value = v(value)
        ),
        Note::TableMove => i18n::tr!("tree-note-tt-move"),
        Note::NullWindow => i18n::tr!("tree-note-null-window"),
        Note::ReSearch => i18n::tr!("tree-note-re-search"),
        Note::Reduced { plies } => i18n::tr!("tree-note-reduced", plies = plies),
        Note::ForcedWin => i18n::tr!("tree-note-forced-win"),
        Note::ForcedBlock => i18n::tr!("tree-note-forced-block"),
        Note::ForcedLoss => i18n::tr!("tree-note-forced-loss"),
        Note::MateDistance => i18n::tr!("tree-note-mate-distance"),
        Note::NullMove => i18n::tr!("tree-note-null-move", plies = Note::NULL_MOVE_PLIES),
        Note::NullMoveCut { value } => i18n::tr!("tree-note-null-move-cut", value = v(value)),
        Note::Futility { value, margin } => {
            i18n::tr!("tree-note-futility", value = v(value), margin = v(margin))
        }
        Note::FutilityLow { value, margin } => {
            i18n::tr!(
                "tree-note-futility-low",
                value = v(value),
                margin = v(margin)
            )
        }
        Note::LateMovesPruned { moves } => i18n::tr!("tree-note-late-moves", moves = moves),
        Note::DominatedLeftOut { moves } => i18n::tr!("tree-note-dominated", moves = moves),
    }
}

/// Why the next iteration goes to `mv`, in the thread's language: a proven win, or its UCB1
/// score as its parts add up (in the thread's digits).
fn next_words(mv: crate::seat::AnyMove, why: search::Next) -> String {
    match why.formula() {
        Some(formula) => {
            let formula = i18n::decimal(&formula);
            i18n::tr!("tree-next-ucb", move = mv.to_string(), formula = formula)
        }
        None => i18n::tr!("tree-next-proven", move = mv.to_string()),
    }
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
    let Some(tree) = session.search_tree() else {
        waiting_header(s, session, &boxes);
        return;
    };
    let path = shown_path(session);
    let Some(&shown) = path.last() else { return };
    let Some(node) = tree.nodes.get(shown) else {
        return;
    };
    let v = Shown {
        session,
        tree,
        replay: session.replay(),
        side: value_side(session),
        path,
        shown,
        node,
        t: boxes.text,
    };
    shown_board(s, &v, l, &boxes);
    lines_in(s, boxes.header, header_lines(&v));
    // The children, from the first the page shows; while stepping, the page that holds the
    // child being visited.
    let order = listed(session);
    let per_page = boxes.slots.len().max(1);
    let first = match &v.replay {
        Some(r) => order
            .iter()
            .position(|&c| match r.kind {
                // A cut-off shows the moves it left unsearched.
                Some(StepKind::Cut) => v.tree.nodes[c].is_pruned(),
                _ => c == r.focus,
            })
            .map_or(0, |k| k / per_page * per_page),
        None => first_shown(session),
    };
    for (i, slot) in boxes.slots.iter().enumerate() {
        let Some((index, c)) = order
            .get(first + i)
            .and_then(|&c| tree.nodes.get(c).map(|n| (c, n)))
        else {
            break;
        };
        card(s, &v, l, slot, index, c);
    }
    page_row(s, &v, &boxes, first, order.len());
}

/// What the panel's parts share: the recorded search, the node shown and whose point of view
/// its values are written in.
struct Shown<'a> {
    session: &'a Session,
    tree: &'a SearchTree,
    replay: Option<Replay>,
    side: Option<Side>,
    path: Vec<usize>,
    shown: usize,
    node: &'a TreeNode,
    /// The panel's text size.
    t: f32,
}

/// The panel before a search is recorded: its title, why it waits, and how to close it.
fn waiting_header(s: &mut Scene, session: &Session, boxes: &TreeBoxes) {
    let t = boxes.text;
    let header_area = Rect {
        x: boxes.root.x,
        w: boxes.root.w + (boxes.header.x - boxes.root.x - boxes.root.w) + boxes.header.w,
        ..boxes.header
    };
    lines_in(
        s,
        header_area,
        vec![
            Line::new(i18n::tr!("tree-title"), t * 1.15, palette::TEXT),
            Line::new(waiting(session), t, palette::DIM),
            Line::new(i18n::tr!("tree-closes"), t, palette::DIM),
        ],
    );
}

/// The shown node's small board (none in a narrow panel).
fn shown_board(s: &mut Scene, v: &Shown, l: &Layout, boxes: &TreeBoxes) {
    let parent_pos = v.tree.parent(v.shown).map(|p| &v.tree.positions[p]);
    let small = l.small_board(boxes.root);
    if boxes.root.w >= 1.0 {
        v.session.seat().draw(
            s,
            &BoardView {
                position: &v.tree.positions[v.shown],
                last: parent_pos.zip(v.node.mv),
                interaction: Interaction::NONE,
                hover: None,
                clickable: false,
                layout: &small,
                motion: 1.0,
            },
        );
    }
}

/// The shown node's text: what searched, where we are, then the replay's step and window or
/// the node's value and window, and how to move about.
fn header_lines(v: &Shown) -> Vec<Line> {
    let Shown {
        session,
        tree,
        ref replay,
        ref path,
        t,
        ..
    } = *v;
    let chance = session.variant().has_chance();
    // A sampling search says its iterations: the step-through's own small budget, if so.
    let mut title = vec![tree.algorithm.display_name(chance).to_owned()];
    if let Some(sm) = &tree.sampling {
        let count = count_arg(sm.playouts.len() as u64);
        title.push(if session.step_budget().is_some() {
            i18n::tr!("tree-iterations-to-step", count = count)
        } else {
            i18n::tr!("iterations", count = count)
        });
    }
    title.push(if tree.truncated {
        i18n::tr!("tree-nodes-capped", nodes = count_arg(tree.visited))
    } else {
        i18n::tr!("live-nodes", nodes = count_arg(tree.visited))
    });
    let mut header = vec![Line::new(
        title.join(i18n::separator()),
        t * 1.05,
        palette::TEXT,
    )];
    if let Some(note) = textbook_note(session, tree) {
        header.push(Line::new(note, t * 0.9, palette::DIM));
    }
    header.push(Line::new(path_text(tree, path), t, palette::TEXT));
    match replay {
        Some(r) => header.extend(replay_lines(v, r)),
        None => header.extend(node_lines(v)),
    }
    header
}

/// While stepping: the step, the window (or a sampling search's counts) at the node being
/// searched, and whose point of view.
fn replay_lines(v: &Shown, r: &Replay) -> Vec<Line> {
    let Shown {
        session,
        tree,
        side,
        t,
        ..
    } = *v;
    let mut header = Vec::new();
    header.push(Line::new(
        step_text_for(session, tree, r, side),
        t,
        palette::VISITING,
    ));
    // A sampling search has no window: the counts of the node it is at instead.
    if let Some(c) = tree.counts(r, r.at) {
        let mv = move_or_root(tree.nodes[r.at].mv);
        let mut words = format!("{mv}: {}", c.label());
        for more in [
            c.ucb_label(),
            c.proven_label(tree.win, |s| session.side_name(s)),
        ]
        .into_iter()
        .flatten()
        {
            words.push_str(i18n::separator());
            words.push_str(&more);
        }
        header.push(Line::new(words, t, palette::TEXT));
    } else {
        // The window at the node being searched, for the side the values are written for.
        let at = tree.nodes.get(r.at);
        let (alpha, beta) = match (side, at) {
            (Some(s), Some(n)) if n.view != s => (-r.beta, -r.alpha),
            _ => (r.alpha, r.beta),
        };
        header.push(Line::new(
            alpha_beta_text(alpha, beta, tree.win),
            t,
            palette::TEXT,
        ));
    }
    if let Some(pov) = point_of_view(session, tree, side) {
        header.push(Line::new(pov, t * 0.9, palette::DIM));
    }
    header
}

/// The node shown: its kind, value, nodes and window, whose point of view, where a sampling
/// search goes next, and how to move about.
fn node_lines(v: &Shown) -> Vec<Line> {
    let Shown {
        session,
        tree,
        side,
        ref path,
        node,
        t,
        ..
    } = *v;
    let mut header = Vec::new();
    // A sampling search neither maximises nor minimises (each side picks by UCB1 for
    // itself, as the board shows whose move it is): no kind is named for its nodes.
    let kind = match node.kind {
        NodeKind::Max | NodeKind::Min if !tree.algorithm.info().exact => None,
        NodeKind::Max => Some("max".to_owned()),
        NodeKind::Min => Some("min".to_owned()),
        NodeKind::Chance => Some(i18n::tr!("tree-kind-chance")),
        NodeKind::Terminal | NodeKind::Horizon => Some(i18n::tr!("tree-kind-leaf")),
    };
    let words: Vec<String> = kind
        .into_iter()
        .chain([
            i18n::tr!("verdict-value", value = node_value(tree, node, side)),
            i18n::tr!("live-nodes", nodes = count_arg(node.nodes)),
        ])
        .collect();
    header.push(Line::new(words.join(i18n::separator()), t, palette::TEXT));
    if node.window.is_some() {
        header.push(Line::new(
            window_text(tree, node.window_for(side)),
            t,
            palette::TEXT,
        ));
    }
    if let Some(pov) = point_of_view(session, tree, side) {
        header.push(Line::new(pov, t * 0.9, palette::DIM));
    }
    // A sampling search: which child the next iteration through here goes to, and why.
    let next = node
        .children
        .iter()
        .filter_map(|&c| tree.nodes.get(c as usize))
        .find_map(|c| Some((c.mv?, c.visits?.why_next()?)));
    if let Some((mv, why)) = next {
        header.push(Line::new(next_words(mv, why), t, palette::VISITING));
    }
    // S is offered only where it steps (a bigger search gets S's notice instead).
    let help = if path.len() > 1 {
        "tree-help-up"
    } else if session.s_steps() {
        "tree-help-step"
    } else {
        "tree-help"
    };
    header.push(Line::new(i18n::tr!(help), t * 0.9, palette::DIM));
    header
}

/// One child's card: its frame (gold on the principal variation, blue while visited), its small
/// board (greyed when cut off, veiled until the replay reaches it) and its lines.
fn card(s: &mut Scene, v: &Shown, l: &Layout, slot: &Slot, index: usize, c: &TreeNode) {
    let Shown {
        session,
        tree,
        ref replay,
        shown,
        ..
    } = *v;
    let seat = session.seat();
    let cut_shown = c.is_pruned() && replay.as_ref().is_none_or(|r| r.cut[shown]);
    let reached = cut_shown || replay.as_ref().is_none_or(|r| r.entered[index]);
    let valued = c.result().is_some() && replay.as_ref().is_none_or(|r| r.left[index]);
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
    let inner = slot.board.inset(slot_inset(slot.size));
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
            position: &tree.positions[index],
            last: c.mv.map(|m| (&tree.positions[shown], m)),
            interaction: Interaction::NONE,
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
    let lines = card_lines(v, (index, c), slot.size, [cut_shown, reached, valued]);
    // A card's lines are shown whole in the header once it is clicked.
    let lines = lines.into_iter().map(Line::shown_elsewhere).collect();
    lines_in(s, slot.text, lines);
}

/// A card's lines: the move and its value (or why it was cut off, or a sampling search's
/// counts at the step), the search's notes, its nodes and the window it was entered with; the
/// child as its index and node, and whether it is shown cut off, reached and valued so far.
fn card_lines(
    v: &Shown,
    (index, c): (usize, &TreeNode),
    size: f32,
    [cut_shown, reached, valued]: [bool; 3],
) -> Vec<Line> {
    let Shown {
        session,
        tree,
        ref replay,
        side,
        ..
    } = *v;
    let mv = c.mv.map_or_else(String::new, |m| m.to_string());
    let mut lines = Vec::new();
    if cut_shown {
        lines.push(Line::new(
            i18n::tr!("tree-cut-off", move = mv),
            size,
            palette::DIM,
        ));
        lines.push(Line::new(
            tree.cut_for(c, side).unwrap_or_default(),
            size,
            palette::CUT_TEXT,
        ));
    } else if let Some(counts) = replay.as_ref().and_then(|r| tree.counts(r, index)) {
        // A sampling search's replay: the child's counts at the step, a proof in words.
        let first = match counts.proven_label(tree.win, |s| session.side_name(s)) {
            Some(p) => format!("{mv} {p}"),
            None => mv,
        };
        lines.push(Line::new(first, size, palette::TEXT));
        lines.push(Line::new(counts.label(), size, palette::DIM));
        if let Some(u) = counts.ucb_label() {
            lines.push(Line::new(u, size, palette::DIM));
        }
    } else {
        lines = searched_lines(v, c, size, reached, valued);
    }
    lines
}

/// A searched child's lines: the move, its probability at a chance node and its value (gold on
/// the principal variation), the search's notes, its nodes and the window it was entered with.
fn searched_lines(v: &Shown, c: &TreeNode, size: f32, reached: bool, valued: bool) -> Vec<Line> {
    let (tree, side) = (v.tree, v.side);
    let mv = c.mv.map_or_else(String::new, |m| m.to_string());
    let mut lines = Vec::new();
    let value = if valued {
        node_value(tree, c, side)
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
    // What the search says of it (an enhancement's notes; a sampling search's N, W/N,
    // UCB, and whether the next iteration comes here).
    if valued {
        for note in &c.notes {
            lines.push(Line::new(note_words(note, tree.win), size, palette::DIM));
        }
        // Where the next iteration goes: a word that fits the narrowest card (its UCB score
        // is a line of its own); why is in the header above the cards. "next" comes right
        // under the move, before the counts that may find no room on the card.
        if c.visits.and_then(|m| m.why_next()).is_some() {
            lines.insert(
                1,
                Line::new(i18n::tr!("tree-next"), size, palette::VISITING),
            );
        }
        for label in c.visits.iter().flat_map(crate::words::visit_labels) {
            lines.push(Line::new(label, size, palette::DIM));
        }
    }
    if valued {
        lines.push(Line::new(
            i18n::tr!("live-nodes", nodes = count_arg(c.nodes)),
            size,
            palette::DIM,
        ));
    }
    if reached && c.window.is_some() {
        lines.push(Line::new(
            window_text(tree, c.window_for(side)),
            size,
            palette::DIM,
        ));
    }
    lines
}

/// Under the cards: which of the children are shown, in what order, and how to page.
fn page_row(s: &mut Scene, v: &Shown, boxes: &TreeBoxes, first: usize, total: usize) {
    let (session, t, replay) = (v.session, v.t, &v.replay);
    if total > boxes.slots.len() {
        let last = (first + boxes.slots.len()).min(total);
        let how = i18n::tr!(if replay.is_some() {
            "tree-page-follows"
        } else {
            "tree-page-keys"
        });
        let order_words = i18n::tr!(if by_value(session) {
            "tree-best-first"
        } else {
            "tree-search-order"
        });
        // How to page is in the help overlay (H) too: left out where the row is short.
        lines_in(
            s,
            boxes.more,
            vec![
                Line::new(
                    i18n::tr!(
                        "tree-page",
                        first = (first + 1).min(last),
                        last = last,
                        total = total,
                        order = order_words
                    ),
                    t * 0.9,
                    palette::DIM,
                ),
                Line::new(how, t * 0.9, palette::DIM).shown_elsewhere(),
            ],
        );
    } else if by_value(session) {
        lines_in(
            s,
            boxes.more,
            vec![Line::new(
                i18n::tr!("tree-best-first-o"),
                t * 0.9,
                palette::DIM,
            )],
        );
    }
}

/// The replay's line: `step 12/240 · enter b2 · auto 400 ms`.
pub(crate) fn step_text(session: &Session, tree: &SearchTree, r: &Replay) -> String {
    step_text_for(session, tree, r, None)
}

/// As [`step_text`], with values for `side` (`None`: each node's own).
pub(crate) fn step_text_for(
    session: &Session,
    tree: &SearchTree,
    r: &Replay,
    side: Option<Side>,
) -> String {
    let what = match (r.kind, tree.nodes.get(r.focus)) {
        (None, _) | (_, None) => i18n::tr!("step-start"),
        (Some(_), Some(_)) if r.sampled.is_some() => sampled_step(session, tree, r),
        (Some(k), Some(n)) => {
            let mv = move_or_root(n.mv);
            match k {
                StepKind::Enter if n.notes.is_empty() => i18n::tr!("step-visit", move = mv),
                StepKind::Enter => {
                    let notes: Vec<String> =
                        n.notes.iter().map(|x| note_words(x, tree.win)).collect();
                    i18n::tr!("step-visit-notes", move = mv, notes = notes.join(i18n::comma()))
                }
                // One run of notation, kept whole in a right-to-left sentence.
                StepKind::Leave => i18n::tr!(
                    "step-rises",
                    formula = format!("{mv} = {}", node_value(tree, n, side))
                ),
                StepKind::Cut => i18n::tr!(
                    "step-cut",
                    move = mv,
                    why = tree.cutoff_for(n, side).unwrap_or_default()
                ),
                StepKind::Expand | StepKind::Playout => mv,
            }
        }
    };
    let mut parts = vec![
        i18n::tr!(
            "step-count",
            step = i18n::digits(&r.index.to_string()),
            steps = i18n::digits(&tree.steps.len().to_string())
        ),
        what,
    ];
    if let Some(d) = session.auto_step() {
        parts.push(i18n::tr!(
            "step-auto",
            ms = i18n::digits(&d.as_millis().to_string())
        ));
    }
    parts.join(i18n::separator())
}

/// A sampling search's step in its phase's words: `iteration 3 of 50 · selection: b2, UCB 1.18`,
/// `expansion: b2 gets its 7 children`, `simulation: 5 random moves from a1: X won`,
/// `backpropagation: b2 now N 3 · W/N 67%`.
fn sampled_step(session: &Session, tree: &SearchTree, r: &Replay) -> String {
    let Some(sm) = &r.sampled else {
        return String::new();
    };
    let Some(n) = tree.nodes.get(r.focus) else {
        return String::new();
    };
    let total = tree.sampling.as_ref().map_or(0, |s| s.playouts.len());
    let mv =
        n.mv.map_or_else(|| i18n::tr!("mcts-the-root"), |m| m.to_string());
    let counts = tree.counts(r, r.focus);
    let Some(phase) = sm.phase else {
        return i18n::tr!("mcts-ends", count = total);
    };
    let what = match (r.kind, phase) {
        (Some(StepKind::Enter), Phase::Selection) if n.parent.is_none() => {
            i18n::tr!("mcts-from-root")
        }
        (Some(StepKind::Enter), Phase::Selection) => {
            let chance = tree
                .parent(r.focus)
                .is_some_and(|p| tree.nodes[p].kind == NodeKind::Chance);
            match counts {
                _ if chance => i18n::tr!("mcts-drawn", move = mv),
                Some(c) if c.proven.is_some_and(|p| p > 0.0) => {
                    i18n::tr!("mcts-proven-win", move = mv)
                }
                Some(c) => match c.ucb_label() {
                    Some(u) => i18n::tr!("mcts-best-ucb", move = mv, ucb = u),
                    None => i18n::tr!("mcts-unvisited", move = mv),
                },
                None => mv,
            }
        }
        (Some(StepKind::Expand), _) => {
            let k = tree.positions[r.focus].legal_moves().len();
            i18n::tr!("mcts-expands", move = mv, children = k)
        }
        (Some(StepKind::Enter), _) => i18n::tr!("mcts-new-child", move = mv),
        (Some(StepKind::Playout), _) => {
            let p = sm
                .playout
                .and_then(|i| tree.sampling.as_ref()?.playouts.get(i));
            let result = p.map_or_else(String::new, |p| {
                if p.reward > 0.75 {
                    i18n::tr!("mcts-won", side = session.side_name(Side::First))
                } else if p.reward < 0.25 {
                    i18n::tr!("mcts-won", side = session.side_name(Side::Second))
                } else {
                    i18n::tr!("mcts-draw")
                }
            });
            let moves = p.map_or(0, |p| p.moves.len());
            if moves > 0 {
                i18n::tr!("mcts-playout", moves = moves, move = mv, result = result)
            } else if tree.positions[r.focus].is_over() {
                i18n::tr!("mcts-finished", move = mv, result = result)
            } else if counts.is_some_and(|c| c.proven.is_some()) {
                i18n::tr!("mcts-proven", move = mv, result = result)
            } else {
                i18n::tr!("mcts-evaluation", move = mv, result = result)
            }
        }
        _ => match counts {
            Some(c) => i18n::tr!("mcts-now", move = mv, counts = c.label()),
            None => mv,
        },
    };
    i18n::tr!(
        "mcts-iteration",
        iteration = sm.iteration,
        total = total,
        phase = phase.words(),
        what = what
    )
}
