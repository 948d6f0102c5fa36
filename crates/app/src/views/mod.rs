//! What the person can open to watch the search (keys V, P, K, T, S), one file per view behind
//! one small trait, and the one list of them ([`VIEWS`]).
//!
//! A view says which keys it answers (they join the key table and the help overlay) and what
//! they do ([`View::act`]), what a click or the wheel over its part of the frame asks of it,
//! which analysis it asks the worker for (the session runs it for the position on the board
//! while the view is open and keeps its result), how it draws into the [`Scene`], what the HUD
//! says of it, and its `render --view` name. The session holds the open views as data (a name
//! and the analysis each asks for) and names none of them: their actions reach them through
//! `control.rs`. Adding a view is its file and one line in [`VIEWS`].

pub mod compare;
pub mod line;
pub mod moves;
pub mod step;
pub mod trace;
pub mod traffic;
pub mod tree;
pub mod values;
pub mod visits;

use super::action::{Binding, ViewAct};
use super::job::{JobKind, Progress};
use super::layout::Layout;
use super::session::Session;
use scene::{Point, Scene};
use search::time::Instant;

/// Where a view draws, which decides what covers what.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Layer {
    /// On the board, under the HUD text (values, ghost pieces).
    Board,
    /// In the panel beside the board (the tree, the code trace), each open one in its part.
    Panel,
    /// Over everything but the help (the comparison).
    Overlay,
}

/// One view.
pub trait View: Sync {
    /// Its name: `render --view NAME`, the log, and the session's list of open views.
    fn name(&self) -> &'static str;
    /// Its keys, the one that opens and closes it first; the help overlay lists them in order.
    fn keys(&self) -> &'static [Binding];
    /// Its word in the key reminder under the board (`V values`), if it has one.
    fn hint(&self) -> Option<&'static str> {
        None
    }
    /// True when `render --view NAME` draws it.
    fn renders(&self) -> bool {
        true
    }
    /// The analysis the worker computes for it, for the position on the board, while it is open.
    fn job(&self) -> Option<JobKind> {
        None
    }
    /// Where it draws.
    fn layer(&self) -> Layer {
        Layer::Board
    }
    /// True when it needs the panel beside the board (a view of the panel layer does).
    fn panel(&self) -> bool {
        self.layer() == Layer::Panel
    }
    /// True while it is open.
    fn is_open(&self, session: &Session) -> bool {
        session.view_open(self.name())
    }
    /// Its key was pressed: open or close it. True when anything visible changed.
    fn toggle(&self, session: &mut Session) -> bool {
        session.flip_view(self.name(), self.job())
    }
    /// Carries out one of its actions (only [`ViewAct::Toggle`] reaches a view that is not
    /// open). True when anything visible changed.
    fn act(&self, session: &mut Session, act: ViewAct, _now: Instant) -> bool {
        act == ViewAct::Toggle && self.toggle(session)
    }
    /// Fills in what the layout needs to know of it while it is open in the panel, in its
    /// `part` (the tree's children for its slots, the code trace's rows for the wheel).
    fn lay_out(&self, _session: &Session, _l: &mut Layout, _part: usize) {}
    /// What a left click at `p` asks of it, where the frame laid out as `l` shows it there.
    fn click(&self, _l: &Layout, _p: Point) -> Option<ViewAct> {
        None
    }
    /// What the wheel turned `rows` rows (positive: down the list) at `p` asks of it.
    fn wheel(&self, _l: &Layout, _p: Point, _rows: i32) -> Option<ViewAct> {
        None
    }
    /// What `act` means in the frame laid out as `l` (a page becomes the item it starts from).
    fn resolve(&self, act: ViewAct, _l: &Layout) -> ViewAct {
        act
    }
    /// What the HUD says while its analysis runs, given the analysis's progress so far.
    fn busy(&self, _progress: Option<&Progress>) -> Option<String> {
        None
    }
    /// What the HUD says of it otherwise (a view that shows its result in words).
    fn hud(&self, _session: &Session) -> Option<String> {
        None
    }
    /// Draws it (only while it is open).
    fn draw(&self, _s: &mut Scene, _session: &Session, _l: &Layout) {}
}

/// Every view, in the order their analyses run and their keys are listed.
pub static VIEWS: &[&dyn View] = &[
    &values::Values,
    &line::Line,
    &compare::Compare,
    &tree::Tree,
    &step::Step,
    &trace::Trace,
    &moves::Moves,
    &traffic::Traffic,
];

/// The view of this name.
#[must_use]
pub fn by_name(name: &str) -> Option<&'static dyn View> {
    VIEWS.iter().copied().find(|v| v.name() == name)
}

/// The views `render --view` draws, by name, as an error message lists them: `a, b or c`.
#[must_use]
pub fn render_names() -> String {
    let names: Vec<&str> = VIEWS
        .iter()
        .filter(|v| v.renders())
        .map(|v| v.name())
        .collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        Some((last, _)) => (*last).to_owned(),
        None => String::new(),
    }
}

/// The open views of `session`, in registry order.
pub fn open(session: &Session) -> impl Iterator<Item = &'static dyn View> + '_ {
    VIEWS.iter().copied().filter(|v| v.is_open(session))
}

/// The open view Esc closes before it quits or stops, as it closes the help: the one drawn on
/// top (an overlay, else the panel's last part). A view on the board covers nothing and stays.
#[must_use]
pub fn on_top(session: &Session) -> Option<&'static dyn View> {
    open(session)
        .filter(|v| v.layer() != Layer::Board)
        .max_by_key(|v| v.layer())
}

/// Draws the open views of one layer; those in the panel each in their part of it.
pub fn draw_layer(s: &mut Scene, session: &Session, l: &Layout, layer: Layer) {
    for (i, v) in open(session).filter(|v| v.layer() == layer).enumerate() {
        if v.panel() {
            v.draw(s, session, &l.for_panel_view(i));
        } else {
            v.draw(s, session, l);
        }
    }
}

/// What the HUD says of the open views: the words of the analysis running, else the first
/// view's own words.
#[must_use]
pub fn hud_words(session: &Session) -> Option<String> {
    // An analysis the person stopped (Esc on the page) says so, and how to go on.
    if let Some(kind) = session.stopped()
        && let Some(v) = open(session).find(|v| v.job() == Some(kind))
    {
        return Some(match v.busy(None) {
            Some(busy) => i18n::tr!("view-stopped-doing", doing = busy.trim_end_matches('…')),
            None => i18n::tr!("view-stopped"),
        });
    }
    if let Some((kind, progress)) = session.analysing()
        && let Some(words) = open(session)
            .filter(|v| v.job() == Some(kind))
            .find_map(|v| v.busy(progress))
    {
        return Some(words);
    }
    open(session).find_map(|v| v.hud(session))
}
