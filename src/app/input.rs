//! What the person can do: the key table (one place for keys, actions and their help text) and
//! the actions themselves. The window translates winit's keys into [`Key`]s; nothing here knows
//! winit.

use std::sync::LazyLock;

use super::seat::AnyMove;
use crate::search::Algorithm;

/// A key the program reacts to, independent of the windowing library.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Key {
    /// A printable character, lower-case.
    Char(char),
    /// Escape.
    Escape,
    /// F1.
    F1,
    /// The space bar.
    Space,
    /// Backspace.
    Backspace,
    /// The left arrow.
    Left,
    /// The right arrow.
    Right,
    /// A letter with Ctrl held, lower-case.
    Ctrl(char),
    /// Page Up.
    PageUp,
    /// Page Down.
    PageDown,
}

/// Something the person asked for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Choose the algorithm at this index of
    /// [`Algorithm::EVERY`](crate::search::Algorithm::EVERY).
    Algorithm(usize),
    /// Start a new game.
    NewGame,
    /// Take back the last full move pair.
    Undo,
    /// The computer plays first in the next game.
    ToggleComputerFirst,
    /// Next mode: person–computer, computer–computer, person–person.
    CycleMode,
    /// Next board.
    CycleBoard,
    /// The alpha-beta forms' next set of enhancements: none → tt → tt,order → all.
    CycleEnhance,
    /// Search one ply deeper.
    DepthUp,
    /// Search one ply shallower.
    DepthDown,
    /// Pause or resume computer-vs-computer play.
    TogglePause,
    /// Show or hide the help overlay.
    ToggleHelp,
    /// Open or close the view of this name (see [`super::views::VIEWS`]).
    ToggleView(&'static str),
    /// One step forward in the recorded search (Space does the same while stepping).
    StepForward,
    /// One step back in the recorded search.
    StepBack,
    /// Start or stop playing the steps by themselves.
    ToggleAutoStep,
    /// Back up to the parent of the node the tree panel shows.
    TreeUp,
    /// Descend into the child of the shown node in this slot of the tree panel.
    TreeChild(usize),
    /// The tree panel's next (+1) or previous (−1) page of children; the shell turns it into
    /// [`Action::TreeFrom`] with the page its layout shows (see [`resolve`]).
    TreePage(i8),
    /// The tree panel lists the shown node's children from this one on (a page, the wheel).
    TreeFrom(usize),
    /// The tree panel lists children best first, or in search order again.
    TreeOrder,
    /// The tree panel writes every value for one side, or each for its node's side to move.
    TreeView,
    /// The code trace shows its pseudocode from this row on (the wheel, where not all fits).
    CodeFrom(usize),
    /// Put the position's text on the clipboard.
    Copy,
    /// Set up the position whose text is on the clipboard.
    Paste,
    /// Quit at once, cancelling any search (Esc in the window: with the help open, it closes
    /// the help instead).
    Quit,
    /// Stop the computer's move or the analysis in flight and keep it stopped until the person
    /// says so (Esc on the page, which cannot quit; with the help open, it closes the help).
    Stop,
    /// A person's move, given whole.
    Play(AnyMove),
    /// A click on the board's cell at (file, rank from the bottom); the session decides what it
    /// means in the game at hand (place a mark, select a blob, move a piece).
    Cell(u8, u8),
}

/// One row of the key table.
#[derive(Copy, Clone, Debug)]
pub struct Binding {
    /// The key.
    pub key: Key,
    /// What it does.
    pub action: Action,
    /// How the help overlay names the key.
    pub label: &'static str,
    /// How the help overlay explains it.
    pub help: &'static str,
}

/// A row of the key table.
#[must_use]
pub const fn bind(key: Key, action: Action, label: &'static str, help: &'static str) -> Binding {
    Binding {
        key,
        action,
        label,
        help,
    }
}

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

/// What Esc does, and how the help and the key reminder say it: the window quits; a browser page
/// cannot close itself, so there Esc stops the computer's search (and the screen says so).
const ESCAPE: (Action, &str, &str) = if cfg!(target_arch = "wasm32") {
    (Action::Stop, "stop the computer's search", "Esc stop")
} else {
    (Action::Quit, "quit", "Esc quit")
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
#[cfg(target_arch = "wasm32")]
const CLIPBOARD_KEYS: &[Binding] = &[];

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
pub fn wheel_action(
    layout: &super::layout::Layout,
    p: crate::render::scene::Point,
    rows: i32,
) -> Option<Action> {
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
pub fn click_action(
    layout: &super::layout::Layout,
    p: crate::render::scene::Point,
) -> Option<Action> {
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
