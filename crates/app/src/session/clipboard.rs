//! Copy and paste of positions (Ctrl+C, Ctrl+V): the position on the board as the text
//! `--position` reads, and a pasted text set up as the position to play from. The session only
//! says what to copy and asks for what to paste ([`Effects::copy`], [`Effects::paste`]); the
//! shell (the window) owns the clipboard.

use log::info;

use super::{Effects, Session};
use crate::seat::Variant;
use game::quote;
use search::time::Instant;

/// The longest text read as a position (the longest position text is well under it).
const MAX_PASTE: usize = 1_000;

impl Session {
    /// The position on the board in its text form, exactly as `--position` reads it.
    #[must_use]
    pub fn position_text(&self) -> String {
        self.position.to_string()
    }

    /// Ctrl+C: the position's text added to `e` for the shell to put on the clipboard, and a
    /// notice saying so.
    pub(super) fn copy_position(&mut self, mut e: Effects) -> Effects {
        let text = self.position_text();
        info!("copy: {text}");
        self.answer(i18n::tr!("notice-copied", position = &text));
        e.copy = Some(text);
        e.redraw = true;
        e
    }

    /// The shell could not put the copied text on the clipboard: say why.
    pub fn copy_failed(&mut self, why: &str) -> Effects {
        self.answer(i18n::tr!("notice-copy-failed", why = why));
        Effects {
            redraw: true,
            wake_at: self.wake_at(),
            ..Effects::default()
        }
    }

    /// What the shell read from the clipboard after [`Effects::paste`] (or why it could not):
    /// a position of the game on the board, or of another of the `G` key's games, is set up to
    /// play from; anything else leaves a notice and changes nothing.
    pub fn pasted(&mut self, text: Result<String, String>, now: Instant) -> Effects {
        let pending = self.in_flight();
        let changed = match text {
            Err(why) => {
                self.answer(i18n::tr!("notice-paste-failed", why = why));
                true
            }
            Ok(text) => self.set_up(text.trim(), now),
        };
        self.settle(changed, pending, now)
    }

    /// Sets up `text` as the position to play from, in this game or else in the first of the
    /// `G` key's games that reads it.
    fn set_up(&mut self, text: &str, now: Instant) -> bool {
        if text.len() > MAX_PASTE {
            self.answer(i18n::tr!(
                "notice-paste-too-long",
                count = text.chars().count()
            ));
            return true;
        }
        let games = std::iter::once(self.variant).chain(Variant::presets());
        let found = games
            .filter_map(|v| v.parse_position(text).ok().map(|p| (v, p)))
            .next();
        let Some((variant, position)) = found else {
            // The rules' reason in the reader's language; the text quoted as it came.
            let board = self.seat().board_title(&self.variant.start());
            self.answer(match self.variant.parse_position(text).err() {
                Some(e) => i18n::tr!(
                    "notice-paste-not-position-why",
                    board = board,
                    text = quote(text),
                    why = crate::reason::words(&e)
                ),
                None => i18n::tr!(
                    "notice-paste-not-position",
                    board = board,
                    text = quote(text)
                ),
            });
            return true;
        };
        if variant != self.variant {
            self.switch_game(variant, now);
        } else {
            self.restart(now);
        }
        self.cancel();
        self.position = position;
        info!("paste: {variant} at {position}");
        self.answer(i18n::tr!("notice-pasted", position = position.to_string()));
        self.schedule(now);
        true
    }
}
