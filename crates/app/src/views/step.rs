//! Key S: the recorded search replayed one node at a time in the tree panel (which it opens), by
//! hand (Right, Space, Left) or by itself (A, with + and − for speed). The panel draws the
//! replay; this view owns the keys and starting and ending it, and draws on the board a
//! sampling search's playout (its simulation) as numbered ghost pieces, as P draws its line.
//!
//! A sampling search is stepped through with its own small budget (see
//! [`Session::step_budget`]), which the panel's header says.

use super::View;
use crate::action::{Action, Binding, Key, ViewAct, bind};
use crate::layout::Layout;
use crate::session::Session;
use scene::Scene;
use search::time::Instant;

/// The view.
pub struct Step;

/// Its name.
pub const NAME: &str = "step";

/// One step forward in the replay (Right; Space too while stepping).
pub const FORWARD: Action = Action::View(NAME, ViewAct::Step(1));
/// One step back.
pub const BACK: Action = Action::View(NAME, ViewAct::Step(-1));
/// Start or stop playing the steps by themselves.
pub const AUTO: Action = Action::View(NAME, ViewAct::Auto);

impl View for Step {
    fn name(&self) -> &'static str {
        NAME
    }
    fn keys(&self) -> &'static [Binding] {
        const KEYS: &[Binding] = &[
            bind(
                Key::Char('s'),
                Action::toggle(NAME),
                "S",
                "step through a small search one node at a time",
            ),
            bind(
                Key::Right,
                FORWARD,
                "Right",
                "step forward (Space too while stepping)",
            ),
            bind(Key::Left, BACK, "Left", "step back"),
            bind(
                Key::Char('a'),
                AUTO,
                "A",
                "play the steps by themselves (+/− speed while stepping)",
            ),
        ];
        KEYS
    }
    fn hint(&self) -> Option<&'static str> {
        Some("S step")
    }
    fn renders(&self) -> bool {
        false
    }
    fn is_open(&self, session: &Session) -> bool {
        session.stepping()
    }
    fn toggle(&self, session: &mut Session) -> bool {
        // With the code trace open, its pane says why a search is too big to step through.
        let quiet = session.view_open(super::trace::NAME);
        session.toggle_step(super::tree::NAME, quiet)
    }
    fn act(&self, session: &mut Session, act: ViewAct, now: Instant) -> bool {
        match act {
            ViewAct::Toggle => self.toggle(session),
            ViewAct::Step(by) => session.step_by(by.into(), now),
            ViewAct::Auto => session.toggle_auto_step(now),
            _ => false,
        }
    }
    fn draw(&self, s: &mut Scene, session: &Session, l: &Layout) {
        playout(s, session, l);
    }
}

/// The playout of the iteration the replay is in, from its simulation to the end of its
/// backpropagation: the moves from the root down the tree and then the random ones, numbered
/// (throws played but not numbered), on the board when the search was of the board's position.
fn playout(s: &mut Scene, session: &Session, l: &Layout) {
    let (Some(tree), Some(r)) = (session.search_tree(), session.replay()) else {
        return;
    };
    let Some(line) = tree.playout_line(&r) else {
        return;
    };
    if tree
        .positions
        .first()
        .is_none_or(|root| root != session.position())
    {
        return;
    }
    // The whole game, however long (each move on a cell of its own).
    super::line::ghosts(s, session, l, &line, usize::MAX);
}
