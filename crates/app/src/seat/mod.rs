//! Where each game sits at the table: one [`Seat`] per game holds everything the program needs
//! to know about that game beyond its rules — its names on the command line, how its positions
//! are read, how its sides are called, its board's geometry, what a click on the board means, how
//! the board is drawn, and its lines in the HUD.
//!
//! The rules stay in [`game`]; a seat only reads them. Adding a game is its rules file, its
//! seat file here, and one line in `games.rs`: shared code (session, view, worker, CLI) never
//! matches on the game.

mod any;
pub mod blobwar;
pub mod connect4;
mod games;
pub mod mnk;
mod registry;
pub mod senet;

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use rand::rngs::StdRng;

pub use any::{AnyMove, AnyPosition, Listed, PositionVisitor};
pub use registry::{SEATS, Variant};

use super::layout::Layout;
use game::{Outcome, ParseError, Side};
use scene::{Point, Rect, Scene};
use search::{self, Algorithm, Enhancements};

/// What a click on a board cell means in the position at hand.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Click {
    /// Play this move.
    Play(AnyMove),
    /// Keep this unfinished move for the next click (a step towards a move: a blob picked up,
    /// or put down again).
    Keep(Interaction),
    /// Throw the sticks (a chance game's own step).
    Throw,
    /// Nothing: the click means nothing here.
    Nothing,
}

/// What a person has begun on the board and not finished, kept between clicks: the seat's own
/// state, which the session holds and hands back without reading it, and drops whenever the
/// position changes. Blob War keeps the blob picked up in it; the other games keep nothing.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Interaction {
    /// A square the seat keeps (private: only the seats, in this module's children, read it).
    square: Option<u8>,
}

impl Interaction {
    /// Nothing begun.
    pub const NONE: Interaction = Interaction { square: None };
}

/// How far the computer's search sees from a position, within about a second: what a seat says
/// about its game's tree there, which sets the computer's limits.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Reach {
    /// Only to a depth limit: the computer's move is a heuristic one.
    Depth,
    /// To the end with every enhancement on, in about a second at most: the computer proves its
    /// move whatever the depth limit, as on a board with a shipped opening book.
    Proof,
    /// To the end with every algorithm, in well under a second: no depth limit applies at all.
    End,
}

/// What a seat needs to draw its board: the position, how it came about, and what the person is
/// doing with the pointer.
#[derive(Copy, Clone, Debug)]
pub struct BoardView<'a> {
    /// The position on the board.
    pub position: &'a AnyPosition,
    /// The position before the last move, and that move (for last-move marks).
    pub last: Option<(&'a AnyPosition, AnyMove)>,
    /// What the person has begun on the board (a blob picked up).
    pub interaction: Interaction,
    /// The pointer, if it is over the window.
    pub hover: Option<Point>,
    /// True when a person may click a move now (their turn, nobody thinking, game not over).
    pub clickable: bool,
    /// Where the board goes.
    pub layout: &'a Layout,
    /// How far the last move's animation has come: 0 just played, 1 settled.
    pub motion: f32,
}

/// The seed's summary of a decision: each move with the value of playing it.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveSummary {
    /// What the summary is about, e.g. "throw 3: expected value of each move".
    pub title: String,
    /// The message that names the moves in the HUD's line: `summary-pieces` ("pieces: …").
    pub noun: &'static str,
    /// Each move as the game names it ("piece on 9"), its short form ("9"), its value and nodes.
    pub rows: Vec<(String, String, f64, u64)>,
}

impl MoveSummary {
    /// What the HUD's line says of it (`pieces: 9 +3.5 · 12 +1.0 (N nodes)`, best first), as
    /// data it puts in words.
    #[must_use]
    pub fn summary(&self) -> crate::summary::Summary {
        crate::summary::Summary::Choices {
            id: self.noun.to_owned(),
            rows: self.rows.iter().map(|r| (r.1.clone(), r.2, r.3)).collect(),
        }
    }
}

/// Everything the table needs to know about one game, besides its rules. Object-safe: the
/// program holds seats as `&'static dyn Seat`.
///
/// Positions handed to a seat's methods are always of its own game.
pub trait Seat: Sync {
    /// The game's start for a name given on the command line, or `None` when the name is not
    /// this game's (the name is trimmed and lower-case).
    fn parse_name(&self, name: &str) -> Option<Result<AnyPosition, ParseError>>;

    /// The name of the game whose start is `start`: `tictactoe`, `mnk:5x5:3`, `blobwar`.
    fn name(&self, start: &AnyPosition) -> String;

    /// How the names are spelled, for help texts and errors: `mnk:WxH:K (e.g. mnk:5x5:3)`.
    fn name_help(&self) -> &'static str;

    /// The boards the `G` key visits, by name.
    fn presets(&self) -> &'static [&'static str];

    /// The short board label of the title and HUD: `3x3`, `5x5 k=3`, `Senet`.
    fn board_label(&self, start: &AnyPosition) -> String;

    /// The board's name in the window's title, in the thread's language (the label itself
    /// where it has no words: `3x3`).
    fn board_title(&self, start: &AnyPosition) -> String {
        self.board_label(start)
    }

    /// Reads a position of the game whose start is `start`.
    ///
    /// # Errors
    /// A message naming what is wrong with the text.
    fn parse_position(&self, start: &AnyPosition, text: &str) -> Result<AnyPosition, ParseError>;

    /// How a side is called: X/O, x/o, white/black.
    fn side_label(&self, side: Side) -> &'static str;

    /// The game's chance part, for games with chance nodes (Senet's throws), or `None`.
    fn chance(&self) -> Option<&dyn Chance> {
        None
    }

    /// True for games with chance nodes, where the algorithms take their chance-aware names.
    fn has_chance(&self) -> bool {
        self.chance().is_some()
    }

    /// The depth limit a board starts with: deep enough to play well, shallow enough for minimax.
    fn default_depth(&self, start: &AnyPosition) -> u32;

    /// How far the computer's search sees from `p`: to a depth limit (the default), to a proof
    /// with every enhancement on, or to the end with every algorithm.
    fn reach(&self, _p: &AnyPosition) -> Reach {
        Reach::Depth
    }

    /// True when a shipped opening book makes the whole board proven play: past the book the
    /// rest is searched to the end within a second (the m,n,k books, the default). False where
    /// the book holds only its own first plies and the middle game beyond is out of that reach
    /// (Connect Four): there only the positions the book holds are proven.
    fn solved_past_its_book(&self) -> bool {
        true
    }

    /// The enhancements the computer plays its moves with under its think time, given those
    /// of the window's cycle (key E): the same by default.
    fn playing_enhancements(&self, cycle: Enhancements) -> Enhancements {
        cycle
    }

    /// The position as the computer searches it with `enhance` (the position is the same; a
    /// game may evaluate it its engine's way when it plays with its engine's set): unchanged
    /// by default.
    fn playing_position(&self, p: AnyPosition, _enhance: Enhancements) -> AnyPosition {
        p
    }

    /// The board's size in layout cells (columns, rows).
    fn grid(&self, p: &AnyPosition) -> (u8, u8);

    /// What a person's click on the cell at (file, rank from the bottom) means, given what they
    /// have begun (`begun`, as this seat kept it in a [`Click::Keep`]).
    fn click(&self, p: &AnyPosition, begun: Interaction, file: u8, rank: u8) -> Click;

    /// How long the last move takes to settle on the board, for a game whose moves move (a
    /// Connect Four disc falling into place), or `None`: moves appear at once.
    fn animation(&self) -> Option<std::time::Duration> {
        None
    }

    /// Draws the board, its pieces and highlights into `scene`.
    fn draw(&self, scene: &mut Scene, v: &BoardView<'_>);

    /// The names of the board's cells drawn on it, as the game writes its moves: letters along
    /// the bottom and numbers up the left by default.
    fn coordinates(&self, p: &AnyPosition) -> Vec<super::coordinates::CellLabel> {
        let (cols, rows) = self.grid(p);
        super::coordinates::files_and_ranks(cols, rows)
    }

    /// The cell (file, rank from the bottom) where the value of `mv` is shown on the board (key
    /// V), or `None` to leave it out. Several moves may share a cell; the best one is shown.
    /// `begun` is what the person has begun (a blob picked up): a game may then show only the
    /// moves that finish it.
    fn move_cell(&self, _p: &AnyPosition, _mv: AnyMove, _begun: Interaction) -> Option<(u8, u8)> {
        None
    }

    /// The tile of a move's value in its cell: the whole cell by default; a game whose pieces
    /// sit in the cells it marks (Senet) keeps them visible.
    fn value_rect(&self, layout: &Layout, file: u8, rank: u8) -> Rect {
        layout.cell_rect(file, rank).inset(layout.cell * 0.06)
    }

    /// Draws `mv`, played at `p`, as a translucent ghost numbered `number` (1 for the next move)
    /// for the expected line (key P); nothing by default.
    fn draw_ghost(
        &self,
        _scene: &mut Scene,
        _layout: &Layout,
        _p: &AnyPosition,
        _mv: AnyMove,
        _number: usize,
    ) {
    }

    /// The game's own HUD line under the board: blob counts, borne-off pieces, "3 in a row".
    fn hud_line(&self, p: &AnyPosition) -> Option<String>;

    /// The result line: the seed's "X won!", "O won!", "Draw." unless the game says more.
    fn result_text(&self, p: &AnyPosition, o: Outcome) -> String {
        let _ = p;
        match o {
            Outcome::Win(s) => i18n::tr!("result-won", side = side_name(self.side_label(s))),
            Outcome::Draw => i18n::tr!("result-draw"),
        }
    }
}

/// A side's label in the thread's language: a word (`blue`, `white`) has its message
/// (`side-blue`); a mark (`X`, `o`) stays as it is.
#[must_use]
pub fn side_name(label: &str) -> String {
    i18n::lookup(&format!("side-{label}")).unwrap_or_else(|| label.to_owned())
}

/// What only a game with chance nodes has to say: its throw, its prompts around it, and the
/// seed's summary of a decision after a throw. A seat opts in through [`Seat::chance`].
pub trait Chance: Sync {
    /// The outcome of the random event at a chance node, drawn with `rng`.
    fn outcome(&self, p: &AnyPosition, rng: &mut StdRng) -> Option<AnyMove>;

    /// How the log names a chance outcome: "3" for a throw of three.
    fn outcome_text(&self, mv: AnyMove) -> String;

    /// What a person is asked to do on their turn: "white: throw the sticks (Space)".
    fn turn_prompt(&self, p: &AnyPosition) -> String;

    /// Who passes and why, for the notice of a forced pass: "white threw 3 and".
    fn passer(&self, p: &AnyPosition) -> String;

    /// The seed's summary of the decision at `p` (each move's value), or `None`.
    fn summary(
        &self,
        p: &AnyPosition,
        algorithm: Algorithm,
        depth: u32,
        cancel: Option<Arc<AtomicBool>>,
    ) -> Option<MoveSummary>;
}

/// Each move's value at `p` with `algorithm` to `depth`, as a summary (for a seat's
/// [`Chance::summary`]); `name` says how the game calls a move.
#[allow(clippy::too_many_arguments)]
pub fn move_summary<G: Listed>(
    p: &G,
    algorithm: Algorithm,
    depth: u32,
    cancel: Option<Arc<AtomicBool>>,
    title: String,
    noun: &'static str,
    name: impl Fn(G::Move) -> String,
) -> MoveSummary {
    let rows = search::move_values(algorithm, p, depth, cancel)
        .into_iter()
        .map(|v| (name(v.mv), v.mv.to_string(), v.value, v.nodes))
        .collect();
    MoveSummary { title, noun, rows }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for name in [
            "tictactoe",
            "mnk:5x5:3",
            "mnk:4x4:4",
            "mnk:8x8:5",
            "blobwar",
            "blobwar:5x6",
            "senet",
        ] {
            assert_eq!(name.parse::<Variant>().unwrap().to_string(), name);
        }
        assert_eq!(
            "mnk:3x3:3".parse::<Variant>().unwrap(),
            "tictactoe".parse::<Variant>().unwrap()
        );
    }

    #[test]
    fn bad_names_say_what_was_expected() {
        for name in [
            "chess",
            "mnk:9x9:3",
            "mnk:5x5",
            "mnk:5x5:6",
            "mnk:axb:3",
            "",
        ] {
            let e = name.parse::<Variant>().unwrap_err();
            assert!(e.to_string().contains("expected"), "{name}: {e}");
        }
    }

    #[test]
    fn presets_start_with_the_seeds_boards_and_their_names_round_trip() {
        let presets = Variant::presets();
        for v in &presets {
            assert_eq!(v.to_string().parse::<Variant>().as_ref(), Ok(v));
        }
        let labels: Vec<String> = presets.iter().map(|v| v.board_label()).collect();
        assert_eq!(
            labels[..6],
            [
                "3x3",
                "4x4 k=3",
                "5x5 k=3",
                "5x5 k=4",
                "Blob War 7x7",
                "Senet"
            ]
        );
    }
}
