//! The key table (one place for keys, actions and their help text, the views' keys included),
//! and how a key, a click or the wheel becomes an [`Action`]. The window translates winit's keys
//! into [`Key`]s; nothing here knows winit.

use std::sync::LazyLock;

pub use super::action::{Action, Binding, Key, bind};
use search::Algorithm;

/// The keys of the game and its settings, listed after the algorithms' and before the views'.
const GAME_KEYS: &[Binding] = &[
    bind(Key::Char('n'), Action::NewGame, "N", "new game"),
    bind(Key::Char('u'), Action::Undo, "U", "undo the last move pair"),
    bind(
        Key::Char('c'),
        Action::ToggleComputerFirst,
        "C",
        "computer plays first (toggle)",
    ),
    bind(
        Key::Char('m'),
        Action::CycleMode,
        "M",
        "next mode: vs computer, self-play, two players",
    ),
    bind(Key::Char('g'), Action::CycleBoard, "G", "next board"),
    bind(
        Key::Char('e'),
        Action::CycleEnhance,
        "E",
        "alpha-beta enhancements: none, tt, tt+order, all",
    ),
    bind(
        Key::Char('+'),
        Action::DepthUp,
        "+",
        "search deeper (big boards)",
    ),
    bind(
        Key::Char('='),
        Action::DepthUp,
        "=",
        "search deeper (same as +)",
    ),
    bind(
        Key::Char('-'),
        Action::DepthDown,
        "-",
        "search shallower (big boards)",
    ),
    bind(
        Key::Space,
        Action::TogglePause,
        "Space",
        "throw the sticks (Senet); pause/resume computer vs computer",
    ),
];

/// What Esc does once no overlay or panel is open (it closes them first, as it closes the help),
/// and how the help and the key reminder say it: the window quits; a browser page
/// cannot close itself, so there Esc stops the computer's search (and the screen says so).
const ESCAPE: (Action, &str, &str) = if cfg!(target_arch = "wasm32") {
    (
        Action::Stop,
        "close the overlay or panel on top; else stop the computer's search",
        "Esc stop",
    )
} else {
    (
        Action::Quit,
        "close the overlay or panel on top; else quit",
        "Esc quit",
    )
};

/// Copy and paste of positions, where the shell owns a clipboard (not the web page).
#[cfg(not(target_arch = "wasm32"))]
const CLIPBOARD_KEYS: &[Binding] = &[
    bind(
        Key::Ctrl('c'),
        Action::Copy,
        "Ctrl+C",
        "copy the position (as --position reads it)",
    ),
    bind(
        Key::Ctrl('v'),
        Action::Paste,
        "Ctrl+V",
        "paste a position, play from it",
    ),
];
/// The page has no clipboard to paste from; Ctrl+C says the position's text on screen instead,
/// for the desktop program's Ctrl+V or `--position` (issue 31, item 15).
#[cfg(target_arch = "wasm32")]
const CLIPBOARD_KEYS: &[Binding] = &[bind(
    Key::Ctrl('c'),
    Action::Copy,
    "Ctrl+C",
    "show the position's text, for the desktop program (a page has no clipboard)",
)];

/// The keys listed after the views' keys.
const LAST_KEYS: &[Binding] = &[
    bind(Key::F1, Action::ToggleHelp, "F1", "show/hide this help"),
    bind(
        Key::Char('h'),
        Action::ToggleHelp,
        "H",
        "show/hide this help",
    ),
    bind(Key::Escape, ESCAPE.0, "Esc", ESCAPE.1),
];

/// Every key binding: the algorithms' (one per line of the registry, in its order), the game's,
/// each view's (from [`super::views::VIEWS`]) and the last ones; the help overlay and the README
/// table are generated from this.
pub static KEY_BINDINGS: LazyLock<Vec<Binding>> = LazyLock::new(|| {
    const DIGITS: [&str; 10] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"];
    let algorithms = Algorithm::EVERY.iter().enumerate().map(|(i, a)| {
        let label = DIGITS[(a.key() as u8 - b'0') as usize % 10];
        bind(Key::Char(a.key()), Action::Algorithm(i), label, a.help())
    });
    let views = super::views::VIEWS.iter().flat_map(|v| v.keys());
    algorithms
        .chain(GAME_KEYS.iter().copied())
        .chain(views.copied())
        .chain(CLIPBOARD_KEYS.iter().copied())
        .chain(LAST_KEYS.iter().copied())
        .collect()
});

/// The action bound to `key`, if any.
#[must_use]
pub fn action_for(key: Key) -> Option<Action> {
    KEY_BINDINGS
        .iter()
        .find_map(|b| (b.key == key).then_some(b.action))
}

/// The reminder of the main keys shown at the bottom of the window, in two lines so that it stays
/// readable (12 px or more) in the default window; the second names each view.
pub static HINT: LazyLock<[String; 2]> = LazyLock::new(|| {
    let views: Vec<&str> = super::views::VIEWS
        .iter()
        .filter_map(|v| v.hint())
        .collect();
    [
        format!(
            "1–{} algorithm · N new · U undo · C computer first · M mode · G board · +/− depth",
            Algorithm::EVERY.len()
        ),
        format!("{} · H help · {}", views.join(" · "), ESCAPE.2),
    ]
});

/// What `action` means in a frame laid out as `layout`: a page of the tree panel's children
/// becomes the child it starts from ([`Action::TreeFrom`]); other actions are themselves. The
/// shells pass every key's action through it.
#[must_use]
pub fn resolve(action: Action, layout: Option<&super::layout::Layout>) -> Action {
    match (action, layout.and_then(|l| l.tree_boxes().map(|b| (l, b)))) {
        (Action::TreePage(dir), Some((l, boxes))) => {
            let page = boxes.slots.len().max(1);
            let from = if dir >= 0 {
                l.first_child + page
            } else {
                l.first_child.saturating_sub(page)
            };
            Action::TreeFrom(if from < l.children {
                from
            } else {
                l.first_child
            })
        }
        _ => action,
    }
}

/// The action of the mouse wheel turned `rows` rows (positive: towards the person, down the
/// list) at pixel `p`: over the code trace's pseudocode, where not all of it fits, it scrolls
/// by three rows at a time; over the tree panel, its children scroll by a row of cards.
#[must_use]
pub fn wheel_action(layout: &super::layout::Layout, p: scene::Point, rows: i32) -> Option<Action> {
    if let Some(code) = layout.code.filter(|c| c.area.contains(p)) {
        let last = code.rows.saturating_sub(code.fit);
        let by = 3 * rows.unsigned_abs() as usize;
        let from = if rows > 0 {
            (code.first + by).min(last)
        } else {
            code.first.saturating_sub(by)
        };
        return (from != code.first).then_some(Action::CodeFrom(from));
    }
    let panel = layout.panel?;
    let boxes = layout.tree_boxes()?;
    if !panel.contains(p) || rows == 0 || boxes.slots.len() >= layout.children {
        return None;
    }
    let by = boxes.columns.max(1) * rows.unsigned_abs() as usize;
    let last = layout.children.saturating_sub(boxes.slots.len());
    let from = if rows > 0 {
        (layout.first_child + by).min(last.div_ceil(boxes.columns.max(1)) * boxes.columns.max(1))
    } else {
        layout.first_child.saturating_sub(by)
    };
    (from != layout.first_child).then_some(Action::TreeFrom(from))
}

/// The action of a left click at pixel `p`: the board cell under it, a child in the tree panel,
/// or nothing. Whether anything may happen now is the session's decision.
#[must_use]
pub fn click_action(layout: &super::layout::Layout, p: scene::Point) -> Option<Action> {
    if let Some(slot) = layout.slot_at(p) {
        return Some(Action::TreeChild(slot));
    }
    layout
        .cell_at(p)
        .map(|(file, rank)| Action::Cell(file, rank))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_is_bound_once() {
        for (i, a) in KEY_BINDINGS.iter().enumerate() {
            for b in &KEY_BINDINGS[i + 1..] {
                assert_ne!(a.key, b.key, "{} bound twice", a.label);
            }
        }
    }

    #[test]
    fn the_hint_names_every_algorithm_key() {
        let last = Algorithm::EVERY.len();
        assert!(
            HINT[0].starts_with(&format!("1–{last} algorithm")),
            "{}",
            HINT[0]
        );
    }

    #[test]
    fn digits_pick_the_five_algorithms_in_order() {
        for (i, c) in ['1', '2', '3', '4', '5'].into_iter().enumerate() {
            assert_eq!(action_for(Key::Char(c)), Some(Action::Algorithm(i)));
        }
        assert_eq!(action_for(Key::Escape), Some(Action::Quit));
        assert_eq!(action_for(Key::Char('z')), None);
    }
}
