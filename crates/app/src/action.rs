//! What the person can do, in the program's own terms: keys ([`Key`]), the actions they stand
//! for ([`Action`]) and a row of the key table ([`Binding`]). The session carries out actions and
//! the views bind their keys to them; the table itself (`input.rs`) is built above both.

use super::seat::AnyMove;

/// A key the program reacts to, independent of the windowing library.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Key {
    /// A printable character, lower-case.
    Char(char),
    /// Escape.
    Escape,
    /// F1.
    F1,
    /// F2: a key every keyboard layout has, for the language (an Arabic layout's letter keys
    /// type Arabic letters).
    F2,
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
    /// [`Algorithm::EVERY`](search::Algorithm::EVERY).
    Algorithm(usize),
    /// The next outside engine in the computer's seat (none: back to the algorithm).
    CycleEngine,
    /// The next outside engine on the other side, which it plays in computer-computer mode
    /// (none: back to the algorithm).
    CycleOtherEngine,
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
    /// Speak the next language (English, Arabic, Persian).
    CycleLanguage,
    /// Something for the view of this name (see [`super::views::VIEWS`]): open or close it, or
    /// one of its own keys, clicks or wheel turns. The view gives it its meaning; the session
    /// never sees it (`control.rs` routes it to the view).
    View(&'static str, ViewAct),
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

impl Action {
    /// Open or close the view of this name.
    #[must_use]
    pub const fn toggle(view: &'static str) -> Action {
        Action::View(view, ViewAct::Toggle)
    }
}

/// What a key, a click or the wheel asks of a view: a small vocabulary each view gives its own
/// meaning (the tree's `Pick` descends into a child, its `From` scrolls its cards; the code
/// trace's `From` scrolls its pseudocode), so that a new view needs no new variant here.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ViewAct {
    /// Open or close it.
    Toggle,
    /// One step forward (+1) or back (−1).
    Step(i8),
    /// Start or stop going on by itself.
    Auto,
    /// Back up one level.
    Up,
    /// The item in this slot of what it shows (a click).
    Pick(usize),
    /// The next (+1) or previous (−1) page; the shell turns it into [`ViewAct::From`] with the
    /// page its layout shows (see [`super::input::resolve`]).
    Page(i8),
    /// Show from this item or row on (a page, the wheel).
    From(usize),
    /// List in the other order.
    Order,
    /// Speak from the other point of view.
    Side,
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
