//! The key table (one place for keys, actions and their help text, the views' keys included),
//! and how a key, a click or the wheel becomes an [`Action`]. The window translates winit's keys
//! into [`Key`]s; nothing here knows winit.

use std::sync::LazyLock;

pub use super::action::{Action, Binding, Key, ViewAct, bind};
use search::Algorithm;

/// The keys of the game and its settings, listed after the algorithms' and before the views'.
const GAME_KEYS: &[Binding] = &[
    bind(
        Key::Char('8'),
        Action::CycleEngine,
        "8",
        "next engine as the computer",
    ),
    bind(
        Key::Char('9'),
        Action::CycleOtherEngine,
        "9",
        "next engine, other side (self-play)",
    ),
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
    bind(
        Key::F2,
        Action::CycleLanguage,
        "F2",
        "language: English, العربية, فارسی",
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
/// readable (12 px or more) in the default window; the second names each view. In the thread's
/// language (the key labels stay the keyboard's).
#[must_use]
pub fn hint() -> [String; 2] {
    let views: Vec<String> = super::views::VIEWS
        .iter()
        .filter_map(|v| v.hint())
        .map(|h| {
            let key = h.chars().next().unwrap_or(' ').to_ascii_lowercase();
            i18n::lookup(&format!("hint-{key}")).unwrap_or_else(|| h.to_owned())
        })
        .collect();
    let esc = if ESCAPE.0 == Action::Quit {
        "hint-esc-quit"
    } else {
        "hint-esc-stop"
    };
    [
        i18n::tr!("hint-game", keys = format!("1–{}", Algorithm::EVERY.len())),
        [views, vec![i18n::tr!("hint-help"), i18n::tr!(esc)]]
            .concat()
            .join(i18n::separator()),
    ]
}

/// A key's help in the thread's language: the message named after its label (`key-n`,
/// `key-ctrl-c`, `key-plus`), the binding's own words where there is none.
#[must_use]
pub fn help_text(b: &Binding) -> String {
    i18n::lookup(&key_id(b)).unwrap_or_else(|| b.help.to_owned())
}

/// The message id of a key's help.
fn key_id(b: &Binding) -> String {
    let name = match b.label {
        "+" => "plus".to_owned(),
        "=" => "equals".to_owned(),
        "-" => "minus".to_owned(),
        "]" => "bracket-right".to_owned(),
        "[" => "bracket-left".to_owned(),
        // The page's Esc stops the search: another help.
        "Esc" if b.action == Action::Stop => "esc-web".to_owned(),
        // The page has no clipboard: its Ctrl+C shows the text instead.
        "Ctrl+C" if cfg!(target_arch = "wasm32") => "ctrl-c-web".to_owned(),
        l => l.to_ascii_lowercase().replace('+', "-"),
    };
    format!("key-{name}")
}

/// What `action` means in a frame laid out as `layout`: a view's action as its view reads it
/// there (a page of the tree panel's children becomes the child it starts from); other actions
/// are themselves. The shells pass every key's action through it.
#[must_use]
pub fn resolve(action: Action, layout: Option<&super::layout::Layout>) -> Action {
    match (action, layout) {
        (Action::View(name, act), Some(l)) => match super::views::by_name(name) {
            Some(v) => Action::View(name, v.resolve(act, l)),
            None => action,
        },
        _ => action,
    }
}

/// The action of the mouse wheel turned `rows` rows (positive: towards the person, down the
/// list) at pixel `p`: the first view that scrolls there (the code trace's pseudocode, the tree
/// panel's cards).
#[must_use]
pub fn wheel_action(layout: &super::layout::Layout, p: scene::Point, rows: i32) -> Option<Action> {
    super::views::VIEWS
        .iter()
        .find_map(|v| v.wheel(layout, p, rows).map(|a| Action::View(v.name(), a)))
}

/// The action of a left click at pixel `p`: what a view shows there (a child in the tree
/// panel), else the board cell under it, or nothing. Whether anything may happen now is the
/// session's decision.
#[must_use]
pub fn click_action(layout: &super::layout::Layout, p: scene::Point) -> Option<Action> {
    let on_view = super::views::VIEWS
        .iter()
        .find_map(|v| v.click(layout, p).map(|a| Action::View(v.name(), a)));
    on_view.or_else(|| {
        layout
            .cell_at(p)
            .map(|(file, rank)| Action::Cell(file, rank))
    })
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
        let hint = hint();
        assert!(
            hint[0].starts_with(&format!("1–{last} algorithm")),
            "{}",
            hint[0]
        );
    }

    #[test]
    fn every_keys_help_is_in_the_english_resource_as_the_key_table_says_it() {
        for b in KEY_BINDINGS.iter() {
            assert_eq!(
                i18n::lookup(&key_id(b)).as_deref(),
                Some(b.help),
                "{}",
                b.label
            );
        }
        // The page's Esc, whose help the page's key table gives.
        let stop = bind(
            Key::Escape,
            Action::Stop,
            "Esc",
            "close the overlay or panel on top; else stop the computer's search",
        );
        assert_eq!(i18n::lookup(&key_id(&stop)).as_deref(), Some(stop.help));
    }

    #[test]
    fn f2_switches_the_language_and_the_help_follows() {
        let b = KEY_BINDINGS.iter().find(|b| b.key == Key::F1).unwrap();
        assert_eq!(action_for(Key::F2), Some(Action::CycleLanguage));
        i18n::set(i18n::Locale::parse("fa").unwrap());
        assert_eq!(help_text(b), "نمایش/پنهان کردن این راهنما");
        assert!(hint()[1].ends_with("Esc خروج"), "{}", hint()[1]);
        i18n::set(i18n::Locale::ENGLISH);
        assert_eq!(help_text(b), "show/hide this help");
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
