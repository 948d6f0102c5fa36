//! Key S: the recorded search replayed one node at a time in the tree panel (which it opens), by
//! hand (Right, Space, Left) or by itself (A, with + and − for speed). The panel draws the
//! replay; this view owns the keys and starting and ending it.

use super::View;
use crate::app::input::{Action, Binding, Key, bind};
use crate::app::session::Session;

/// The view.
pub struct Step;

/// Its name.
pub const NAME: &str = "step";

impl View for Step {
    fn name(&self) -> &'static str {
        NAME
    }
    fn keys(&self) -> &'static [Binding] {
        const KEYS: &[Binding] = &[
            bind(
                Key::Char('s'),
                Action::ToggleView(NAME),
                "S",
                "step through a small search one node at a time",
            ),
            bind(
                Key::Right,
                Action::StepForward,
                "Right",
                "step forward (Space too while stepping)",
            ),
            bind(Key::Left, Action::StepBack, "Left", "step back"),
            bind(
                Key::Char('a'),
                Action::ToggleAutoStep,
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
        session.toggle_step()
    }
}
