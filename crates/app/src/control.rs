//! Where every action goes: a view's own (its key, a click on its cards, the wheel over it) to
//! that view, which carries it out on the session; every other to the session. The session
//! names no view, and no view is a match arm of the session's: this module, above both, is the
//! one place that knows them both.

use super::action::{Action, ViewAct};
use super::session::{Effects, Session};
use super::views;
use search::time::Instant;

impl Session {
    /// Applies one action and says what the window must do.
    pub fn handle(&mut self, action: Action, now: Instant) -> Effects {
        // Esc closes the view on top (an overlay, else the panel's last part) before it quits
        // the window or stops the page's search, as it closes the help first (the session's).
        if matches!(action, Action::Quit | Action::Stop)
            && !self.help_shown()
            && let Some(view) = views::on_top(self)
        {
            return self.change(now, |s, _| view.toggle(s));
        }
        let Action::View(name, act) = action else {
            return self.handle_own(action, now);
        };
        let Some(view) = views::by_name(name) else {
            return Effects::default();
        };
        // While the help covers the board, a click only closes it, on the tree's cards too.
        if self.help_shown() && matches!(act, ViewAct::Pick(_)) {
            return self.handle_own(Action::ToggleHelp, now);
        }
        // A view that is not open answers only the key that opens it.
        if act != ViewAct::Toggle && !view.is_open(self) {
            return self.change(now, |_, _| false);
        }
        self.change(now, |s, now| view.act(s, act, now))
    }
}
