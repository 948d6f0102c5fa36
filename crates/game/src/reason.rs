//! Why a text is not a position, a move or a name, as data: what is wrong and its particulars
//! (numbers, the character or text refused, the form expected). The command line prints the
//! English of [`Display`](fmt::Display); the window words the same data in the reader's language
//! (`app::reason`). The rules know no language: nothing here is looked up.

use std::fmt;

/// Why a position or move text (or a name) was refused; each reason names the bad part.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseError {
    /// Longer than any position: `bytes` bytes, at most `max`.
    TooLong {
        /// The text's length.
        bytes: usize,
        /// The most read.
        max: usize,
    },
    /// Nothing but white space where a position of this form was expected.
    Empty(Form),
    /// `count` parts where a position has three, of `form`, like `example`.
    Parts {
        /// The parts given.
        count: usize,
        /// The three parts, as the command line describes them.
        form: &'static str,
        /// A whole position.
        example: &'static str,
    },
    /// `text` after the last field.
    Extra {
        /// What followed, as given.
        text: String,
        /// The field it followed.
        after: Field,
    },
    /// A board of `size` that the game does not play.
    Size {
        /// The size given (`9x3`).
        size: (u8, u8),
        /// The sizes it plays.
        rule: SizeRule,
    },
    /// k in a row on a board too small for it (k goes from 3 to the longer side).
    K {
        /// The k given.
        k: u8,
        /// The board's width.
        width: u8,
        /// The board's height.
        height: u8,
    },
    /// Another number of rows than the board has.
    RowCount {
        /// The rows given.
        given: usize,
        /// The board's rows.
        expected: usize,
        /// The board's width.
        width: usize,
    },
    /// A row (numbered from 1 at the top) of another length than `expected`.
    RowLength {
        /// Its number.
        row: usize,
        /// The row as given.
        text: String,
        /// Its cells.
        cells: usize,
        /// The cells expected.
        expected: usize,
        /// True when `expected` is the first row's length (the size comes from the text).
        first: bool,
    },
    /// A board of `cells` cells where it has `expected`, numbered 1 to `expected`.
    CellCount {
        /// The cells given.
        cells: usize,
        /// The board's cells.
        expected: usize,
    },
    /// More rows than the largest board has.
    TooManyRows {
        /// The largest board's side.
        max: usize,
    },
    /// A row longer than the largest board's.
    RowTooLong {
        /// Its number.
        row: usize,
        /// The largest board's side.
        max: usize,
    },
    /// A row of `squares` squares where the first has `first`.
    RowWidths {
        /// Its number.
        row: usize,
        /// Its squares.
        squares: usize,
        /// The first row's.
        first: usize,
    },
    /// A board of `found` where the game's is `game`; `name` is the game that plays it.
    OtherSize {
        /// The text's board (rows x columns).
        found: (u8, u8),
        /// The game's board.
        game: (u8, u8),
        /// The game that has the text's board (`blobwar:7x7`).
        name: String,
    },
    /// A character that may not stand at `place`; `allowed` may (and a digit, if `digits`).
    UnknownChar {
        /// The character.
        found: char,
        /// Where it stands.
        place: Place,
        /// The characters allowed there.
        allowed: &'static [char],
        /// Whether a digit is allowed too.
        digits: bool,
    },
    /// A side to move other than the two `allowed`.
    SideToMove {
        /// The side as given.
        text: String,
        /// The two sides' letters.
        allowed: [char; 2],
    },
    /// A throw other than 1 to 5 or `-` (not yet thrown).
    Throw {
        /// The throw as given.
        text: String,
    },
    /// A number field that is no number in its range.
    Number {
        /// The field as given.
        text: String,
        /// Which field.
        field: NumberField,
    },
    /// Counts that alternate turns from x cannot make.
    Counts {
        /// What the stones are.
        stone: Stone,
        /// x's.
        x: u32,
        /// o's.
        o: u32,
    },
    /// A side to move `text` that the counts contradict.
    Contradicts {
        /// The side as given.
        text: String,
        /// What the stones are.
        stone: Stone,
        /// x's.
        x: u32,
        /// o's.
        o: u32,
    },
    /// More of a side's pieces than it has.
    TooManyPieces {
        /// The pieces on the board.
        count: u32,
        /// The side, as the game names it (`white`).
        side: &'static str,
        /// The most it has.
        max: u32,
    },
    /// A piece on the square where none ever rests (Senet's House of Water).
    Water {
        /// The square.
        square: u8,
    },
    /// No piece of either side: nobody is still playing.
    NoPieces,
    /// A disc over an empty cell.
    Floats {
        /// Its column, from 1.
        column: u8,
        /// The empty row under it, from 1 at the bottom.
        row: u32,
    },
    /// Both sides have a line.
    BothLines(Line),
    /// `winner` has a line but did not just move.
    MovedOn {
        /// The side's letter.
        winner: char,
        /// Its line.
        line: Line,
    },
    /// `winner` has lines that no one last stone made.
    NoLastMove {
        /// The side's letter.
        winner: char,
        /// Its lines.
        line: Line,
    },
    /// The `ply`th move of a sequence (from 1) is refused, for `why`.
    AtPly {
        /// The move's number.
        ply: u32,
        /// Why.
        why: Box<ParseError>,
    },
    /// No column from 1 to `max`.
    NotAColumn {
        /// The move as given.
        text: String,
        /// The board's last column.
        max: u8,
    },
    /// A full column.
    ColumnFull {
        /// The column, from 1.
        column: u8,
    },
    /// A move after the game was won by `winner` (or after the board filled).
    AfterEnd {
        /// The column, from 1.
        column: u8,
        /// The winner's letter; none when the board is full.
        winner: Option<char>,
    },
    /// A move after the game ended (the move as given, if there was a text).
    GameOver {
        /// The move as given.
        text: Option<String>,
    },
    /// A move text that names none of the `legal` moves here.
    NotLegal {
        /// The move as given.
        text: String,
        /// The legal moves.
        legal: Vec<String>,
    },
    /// A move that is not legal here.
    Illegal {
        /// The move.
        mv: String,
    },
    /// No square of the board from a1 to `last`.
    NotASquare {
        /// The square as given.
        text: String,
        /// The board's last square (`c3`).
        last: String,
    },
    /// A move of another game.
    OtherGame {
        /// The move.
        mv: String,
    },
    /// A name that is not of the `form` expected (`mnk:WxH:K`).
    Expected(&'static str),
    /// A game's name that names a board it cannot have, for `why`.
    BadGame {
        /// The name as given.
        text: String,
        /// Why.
        why: Box<ParseError>,
    },
    /// A name of no `what`; `expected` lists the names.
    Unknown {
        /// What was named.
        what: Named,
        /// The name as given.
        text: String,
        /// The names there are.
        expected: String,
    },
    /// A word of a list (`text`) that names no enhancement; `expected` says what does.
    UnknownEnhancement {
        /// The word.
        word: String,
        /// The list as given.
        text: String,
        /// The names there are.
        expected: &'static str,
    },
}

/// The form of a position, as an empty text is told it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Form {
    /// Rows like this.
    Rows(&'static str),
    /// Rows like the first, or moves like the second.
    RowsOrMoves(&'static str, &'static str),
    /// A FEN like this.
    Fen(&'static str),
}

/// The last field of a position, after which nothing may follow.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Field {
    /// The side to move.
    SideToMove,
    /// The FEN's.
    Fen,
}

/// The sizes a game plays.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SizeRule {
    /// Each side from `min` to `max`.
    Sides {
        /// The shortest.
        min: u8,
        /// The longest.
        max: u8,
    },
    /// From `min` to `max` rows and columns.
    RowsAndColumns {
        /// The fewest.
        min: u8,
        /// The most.
        max: u8,
    },
    /// At least `min`x`min`, with width x (height + 1) at most `cells`, like `examples`.
    Fits {
        /// The shortest side.
        min: u8,
        /// The most cells with a guard row.
        cells: u8,
        /// Some sizes that fit.
        examples: &'static str,
    },
}

/// Where a character stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Place {
    /// A board text's row, from 1 at the top.
    Row(usize),
    /// A square of a board numbered along its path.
    Square(usize),
    /// A FEN's row, from 1 at the top.
    FenRow(usize),
}

/// A number field of a FEN.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NumberField {
    /// The half-move clock (0 to 65535).
    HalfMoves,
    /// The move number (1 to 65535).
    MoveNumber,
}

/// What a game's stones are called.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Stone {
    /// Marks placed anywhere (m,n,k).
    Piece,
    /// Discs dropped into columns (Connect Four).
    Disc,
}

/// What a game's winning line is called.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Line {
    /// k in a row, made by a move.
    Line,
    /// Four in a row, made by a disc.
    Four,
}

/// What a name names.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Named {
    /// A game.
    Game,
    /// A search algorithm.
    Algorithm,
}

impl fmt::Display for Form {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Form::Rows(rows) => write!(f, "rows like '{rows}'"),
            Form::RowsOrMoves(rows, moves) => {
                write!(f, "rows like '{rows}' or moves like '{moves}'")
            }
            Form::Fen(fen) => write!(f, "e.g. '{fen}'"),
        }
    }
}

impl fmt::Display for SizeRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SizeRule::Sides { min, max } => write!(f, "sides from {min} to {max}"),
            SizeRule::RowsAndColumns { min, max } => write!(f, "{min} to {max} rows and columns"),
            SizeRule::Fits {
                min,
                cells,
                examples,
            } => write!(
                f,
                "at least {min}x{min} with width x (height + 1) at most {cells}, e.g. {examples}"
            ),
        }
    }
}

impl Stone {
    /// Its English name.
    fn noun(self) -> &'static str {
        match self {
            Stone::Piece => "piece",
            Stone::Disc => "disc",
        }
    }
}

/// The English list `a, b or c` (`a, b, c, or a digit` when a digit may stand there too).
fn or_list(chars: &[char], digits: bool) -> String {
    let names: Vec<String> = chars.iter().map(char::to_string).collect();
    match names.split_last() {
        _ if digits => format!("{}, or a digit", names.join(", ")),
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => names.join(""),
    }
}

impl fmt::Display for ParseError {
    /// The command line's English.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::TooLong { bytes, max } => {
                write!(f, "position text too long ({bytes} bytes; at most {max})")
            }
            ParseError::Empty(form @ Form::Fen(_)) => write!(f, "empty FEN (expected {form})"),
            ParseError::Empty(form) => write!(f, "empty position (expected {form})"),
            ParseError::Parts {
                count,
                form,
                example,
            } => write!(
                f,
                "position has {count} part(s), expected '{form}', e.g. '{example}'"
            ),
            ParseError::Extra { text, after } => {
                let after = match after {
                    Field::SideToMove => "the side to move",
                    Field::Fen => "the FEN",
                };
                write!(f, "unexpected {} after {after}", quote(text))
            }
            ParseError::Size { size: (a, b), rule } => {
                write!(f, "board {a}x{b} is not supported (expected {rule})")
            }
            ParseError::K { k, width, height } => write!(
                f,
                "k={k} does not fit a {width}x{height} board (expected 3 to {})",
                width.max(height)
            ),
            ParseError::RowCount {
                given,
                expected,
                width,
            } => write!(
                f,
                "{given} rows given, expected {expected} for a {width}x{expected} board"
            ),
            ParseError::RowLength {
                row,
                text,
                cells,
                expected,
                first,
            } => {
                let is = if *first {
                    "but the first row has"
                } else {
                    "expected"
                };
                write!(
                    f,
                    "row {row} ({}) has {cells} cells, {is} {expected}",
                    quote(text)
                )
            }
            ParseError::CellCount { cells, expected } => write!(
                f,
                "the board has {cells} cells, expected {expected} (squares 1 to {expected})"
            ),
            ParseError::TooManyRows { max } => write!(
                f,
                "the FEN has more than {max} rows (boards over {max}x{max} are not supported)"
            ),
            ParseError::RowTooLong { row, max } => write!(
                f,
                "FEN row {row} has more than {max} squares (boards over {max}x{max} are not \
                 supported)"
            ),
            ParseError::RowWidths {
                row,
                squares,
                first,
            } => write!(
                f,
                "FEN row {row} has {squares} squares but row 1 has {first}"
            ),
            ParseError::OtherSize {
                found: (r, c),
                game: (rows, cols),
                name,
            } => write!(
                f,
                "the FEN is a {r}x{c} board but the game is {rows}x{cols} (use --game {name})"
            ),
            ParseError::UnknownChar {
                found,
                place,
                allowed,
                digits,
            } => {
                let found = quote(found.encode_utf8(&mut [0; 4]));
                let (what, at) = match place {
                    Place::Row(n) => ("cell", format!("in row {n}")),
                    Place::Square(n) => ("cell", format!("on square {n}")),
                    Place::FenRow(n) => ("character", format!("in FEN row {n}")),
                };
                let allowed = or_list(allowed, *digits);
                write!(f, "unknown {what} {found} {at} (expected {allowed})")
            }
            ParseError::SideToMove { text, allowed } => write!(
                f,
                "unknown side to move {} (expected {} or {})",
                quote(text),
                allowed[0],
                allowed[1]
            ),
            ParseError::Throw { text } => write!(
                f,
                "unknown throw {} (expected 1 to 5, or - before the sticks are thrown)",
                quote(text)
            ),
            ParseError::Number { text, field } => {
                let (name, min) = match field {
                    NumberField::HalfMoves => ("half-move clock", 0),
                    NumberField::MoveNumber => ("move number", 1),
                };
                write!(
                    f,
                    "bad {name} {} (expected a number from {min} to 65535)",
                    quote(text)
                )
            }
            ParseError::Counts { stone, x, o } => write!(
                f,
                "impossible {} counts: {x} x and {o} o (x moves first, so x = o or o + 1)",
                stone.noun()
            ),
            ParseError::Contradicts { text, stone, x, o } => write!(
                f,
                "side to move {} contradicts the {} counts ({x} x, {o} o)",
                quote(text),
                stone.noun()
            ),
            ParseError::TooManyPieces { count, side, max } => {
                write!(f, "{count} {side} pieces on the board, at most {max}")
            }
            ParseError::Water { square } => write!(
                f,
                "a piece on square {square} (the House of Water: no piece ever rests there)"
            ),
            ParseError::NoPieces => {
                f.write_str("no piece of either side on the board (one side must still be playing)")
            }
            ParseError::Floats { column, row } => write!(
                f,
                "a disc floats in column {column} (row {row} from the bottom is empty under it)"
            ),
            ParseError::BothLines(line) => {
                let one = match line {
                    Line::Line => "a line",
                    Line::Four => "four in a row",
                };
                write!(f, "both sides have {one}")
            }
            ParseError::MovedOn { winner, line } => match line {
                Line::Line => write!(f, "{winner} has a line but has moved since it won"),
                Line::Four => write!(f, "{winner} has four in a row, yet the game went on"),
            },
            ParseError::NoLastMove { winner, line } => {
                let (many, last) = match line {
                    Line::Line => ("lines", "move"),
                    Line::Four => ("fours", "disc"),
                };
                write!(
                    f,
                    "{winner} has {many} that no single last {last} could make"
                )
            }
            ParseError::AtPly { ply, why } => write!(f, "ply {ply}: {why}"),
            ParseError::NotAColumn { text, max } => {
                write!(f, "{} is not a column (expected 1 to {max})", quote(text))
            }
            ParseError::ColumnFull { column } => write!(f, "column {column} is full"),
            ParseError::AfterEnd { column, winner } => {
                write!(f, "column {column} is played after the end of the game (")?;
                match winner {
                    Some(w) => write!(f, "{w} has won)"),
                    None => f.write_str("the board is full)"),
                }
            }
            ParseError::GameOver { text: Some(text) } => {
                write!(f, "{}: the game is over", quote(text))
            }
            ParseError::GameOver { text: None } => f.write_str("the game is over"),
            ParseError::NotLegal { text, legal } => write!(
                f,
                "{} is not a legal move here (expected one of: {})",
                quote(text),
                legal.join(" ")
            ),
            ParseError::Illegal { mv } => write!(f, "{mv} is not a legal move here"),
            ParseError::NotASquare { text, last } => {
                write!(f, "{} is not a square (expected a1..{last})", quote(text))
            }
            ParseError::OtherGame { mv } => write!(f, "{mv} is a move of another game"),
            ParseError::Expected(form) => write!(f, "expected {form}"),
            ParseError::BadGame { text, why } => write!(f, "bad game {}: {why}", quote(text)),
            ParseError::Unknown {
                what,
                text,
                expected,
            } => {
                let what = match what {
                    Named::Game => "game",
                    Named::Algorithm => "algorithm",
                };
                write!(f, "unknown {what} {} (expected {expected})", quote(text))
            }
            ParseError::UnknownEnhancement {
                word,
                text,
                expected,
            } => write!(
                f,
                "unknown enhancement '{word}' in '{text}' (expected {expected})"
            ),
        }
    }
}

impl std::error::Error for ParseError {}

/// How an error message shows a piece of user input: in single quotes, with control characters
/// and quotes escaped as Rust's `{:?}` does (so a message stays on one line), and cut to
/// [`QUOTE_MAX`] characters plus `…` (so a megabyte of input makes a short message).
#[must_use]
pub fn quote(text: &str) -> String {
    let mut out = String::from("'");
    for (i, c) in text.chars().enumerate() {
        if i == QUOTE_MAX {
            out.push('…');
            break;
        }
        out.extend(c.escape_debug());
    }
    out.push('\'');
    out
}

/// The most characters of user input an error message repeats.
pub const QUOTE_MAX: usize = 60;
