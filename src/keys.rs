//! winit's keys in our own terms ([`Key`]), for the desktop window and the browser page alike.

use winit::keyboard::{Key as WinitKey, NamedKey};

use crate::app::input::Key;

/// Our key for a winit key pressed with Ctrl held: a letter is [`Key::Ctrl`]; `None` otherwise.
#[must_use]
pub fn ctrl_key_of(key: &WinitKey) -> Option<Key> {
    match key {
        WinitKey::Character(s) => s
            .chars()
            .next()
            .filter(char::is_ascii_alphabetic)
            .map(|c| Key::Ctrl(c.to_ascii_lowercase())),
        _ => None,
    }
}

/// Our key for a winit key, if we have one.
#[must_use]
pub fn key_of(key: &WinitKey) -> Option<Key> {
    match key {
        WinitKey::Named(NamedKey::Escape) => Some(Key::Escape),
        WinitKey::Named(NamedKey::F1) => Some(Key::F1),
        WinitKey::Named(NamedKey::F2) => Some(Key::F2),
        WinitKey::Named(NamedKey::Space) => Some(Key::Space),
        WinitKey::Named(NamedKey::Backspace) => Some(Key::Backspace),
        WinitKey::Named(NamedKey::ArrowLeft) => Some(Key::Left),
        WinitKey::Named(NamedKey::ArrowRight) => Some(Key::Right),
        WinitKey::Named(NamedKey::PageUp) => Some(Key::PageUp),
        WinitKey::Named(NamedKey::PageDown) => Some(Key::PageDown),
        WinitKey::Character(s) => s.chars().next().map(|c| Key::Char(c.to_ascii_lowercase())),
        _ => None,
    }
}
