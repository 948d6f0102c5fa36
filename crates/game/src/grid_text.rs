//! The board text shared by the grid games (m,n,k and others): rows of `x`, `o`, `.` from the top separated
//! by `/`, then optionally a space and the side to move (`x` or `o`).
//!
//! Only the reading lives here; each game checks its own size and rules (its lines, how pieces
//! may stand).
//! Nothing here collects the text: rows are counted, measured and read in place, so no input,
//! however long, makes these functions allocate more than an error message.

use super::{Outcome, ParseError, Side, quote};

/// A board text split into its rows and its optional side-to-move token.
pub(crate) struct BoardText<'a> {
    /// The rows, from the top, separated by `/`.
    pub rows: &'a str,
    /// The side-to-move token as written, if any.
    pub side: Option<&'a str>,
}

impl<'a> BoardText<'a> {
    /// Splits `text` at white space into the rows and at most one side-to-move token;
    /// `example` says what was expected when the text is empty.
    pub(crate) fn split(text: &'a str, example: &str) -> Result<BoardText<'a>, ParseError> {
        let mut parts = text.split_whitespace();
        let rows = parts
            .next()
            .ok_or_else(|| ParseError(format!("empty position (expected {example})")))?;
        let side = parts.next();
        if let Some(extra) = parts.next() {
            return Err(ParseError(format!(
                "unexpected {} after the side to move",
                quote(extra)
            )));
        }
        Ok(BoardText { rows, side })
    }

    /// How many rows there are, and how many cells the first has (without collecting them).
    pub(crate) fn size(&self) -> (usize, usize) {
        let height = self.rows.split('/').count();
        let width = self.rows.split('/').next().map_or(0, |r| r.chars().count());
        (height, width)
    }

    /// Checks that there are `height` rows, as a board of `width` x `height` has.
    ///
    /// # Errors
    /// Another number of rows, named.
    pub(crate) fn check_rows(&self, width: usize, height: usize) -> Result<(), ParseError> {
        let (rows, _) = self.size();
        if rows == height {
            Ok(())
        } else {
            Err(ParseError(format!(
                "{rows} rows given, expected {height} for a {width}x{height} board"
            )))
        }
    }

    /// Reads the `height` rows (the caller has checked that there are that many) of `width`
    /// cells each into one bitboard per side, with `bit(column, row from the bottom)` the bit of
    /// a cell. A row is read only once its length is right. `width_is` names where `width` came
    /// from in the error for a row of another length ("expected", "but the first row has").
    pub(crate) fn cells(
        &self,
        width: usize,
        height: usize,
        width_is: &str,
        bit: impl Fn(usize, usize) -> u64,
    ) -> Result<[u64; 2], ParseError> {
        let mut stones = [0u64; 2];
        for ((i, row), rank) in self.rows.split('/').enumerate().zip((0..height).rev()) {
            let n = row.chars().count();
            if n != width {
                return Err(ParseError(format!(
                    "row {} ({}) has {n} cells, {width_is} {width}",
                    i + 1,
                    quote(row)
                )));
            }
            for (file, c) in row.chars().enumerate() {
                match c {
                    'x' | 'X' => stones[0] |= bit(file, rank),
                    'o' | 'O' => stones[1] |= bit(file, rank),
                    '.' => {}
                    _ => {
                        return Err(ParseError(format!(
                            "unknown cell {} in row {} (expected x, o or .)",
                            quote(c.encode_utf8(&mut [0; 4])),
                            i + 1
                        )));
                    }
                }
            }
        }
        Ok(stones)
    }

    /// The side to move of a game in which x moves first and the sides alternate, from the
    /// counts of `stones` (one bitboard per side), checked against the side token if one was
    /// given. `noun` names the stones in the messages ("piece", "disc").
    pub(crate) fn side_to_move(&self, stones: [u64; 2], noun: &str) -> Result<Side, ParseError> {
        let (nx, no) = (stones[0].count_ones(), stones[1].count_ones());
        let to_move = match nx.checked_sub(no) {
            Some(0) => Side::First,
            Some(1) => Side::Second,
            _ => {
                return Err(ParseError(format!(
                    "impossible {noun} counts: {nx} x and {no} o (x moves first, so x = o or o + 1)"
                )));
            }
        };
        if let Some(s) = self.side {
            let given = match s {
                "x" | "X" => Side::First,
                "o" | "O" => Side::Second,
                _ => {
                    return Err(ParseError(format!(
                        "unknown side to move {} (expected x or o)",
                        quote(s)
                    )));
                }
            };
            if given != to_move {
                return Err(ParseError(format!(
                    "side to move {} contradicts the {noun} counts ({nx} x, {no} o)",
                    quote(s)
                )));
            }
        }
        Ok(to_move)
    }
}

/// How a game words [`outcome`]'s messages about its winning lines.
pub(crate) struct LineWords {
    /// One winning line ("a line", "four in a row").
    pub one: &'static str,
    /// Several ("lines", "fours").
    pub many: &'static str,
    /// Said of a winner that moved again (" but has moved since it won").
    pub moved_on: &'static str,
    /// The last stone played ("move", "disc").
    pub last: &'static str,
}

/// The outcome of a position read from text, with `stones` (one bitboard per side) and `to_move`
/// to move: a side with a line (`lined_up`) won, if it has just moved and one stone among
/// `last_moves(its stones)` lies in every line it has (the move that won); a `full` board with
/// no line is a draw.
///
/// # Errors
/// Both sides with a line, or a winner that moved again or has lines no single move made.
pub(crate) fn outcome(
    stones: [u64; 2],
    to_move: Side,
    full: bool,
    lined_up: impl Fn(u64) -> bool,
    last_moves: impl Fn(u64) -> u64,
    words: &LineWords,
) -> Result<Option<Outcome>, ParseError> {
    let (xl, ol) = (lined_up(stones[0]), lined_up(stones[1]));
    let winner = match (xl, ol) {
        (true, true) => return Err(format!("both sides have {}", words.one).into()),
        (false, false) => return Ok(full.then_some(Outcome::Draw)),
        (true, false) => Side::First,
        (false, true) => Side::Second,
    };
    let name = match winner {
        Side::First => 'x',
        Side::Second => 'o',
    };
    if to_move != winner.other() {
        return Err(format!("{name} has {}{}", words.one, words.moved_on).into());
    }
    let own = stones[winner.index()];
    let mut rest = last_moves(own);
    let mut one_move = false;
    while rest != 0 {
        let b = rest & rest.wrapping_neg();
        rest &= rest - 1;
        one_move |= !lined_up(own & !b);
    }
    if !one_move {
        return Err(format!(
            "{name} has {} that no single last {} could make",
            words.many, words.last
        )
        .into());
    }
    Ok(Some(Outcome::Win(winner)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bit(col: usize, row: usize) -> u64 {
        1 << (row * 8 + col)
    }

    fn err<T>(r: Result<T, ParseError>) -> String {
        match r {
            Ok(_) => panic!("accepted"),
            Err(e) => e.0,
        }
    }

    #[test]
    fn rows_are_read_from_the_top_with_the_side_token() {
        let t = BoardText::split("x../.o./..X o", "rows").unwrap();
        assert_eq!((t.rows, t.side), ("x../.o./..X", Some("o")));
        assert_eq!(t.size(), (3, 3));
        let stones = t.cells(3, 3, "expected", bit).unwrap();
        // x at a3 and c1, o at b2.
        assert_eq!(stones, [bit(0, 2) | bit(2, 0), bit(1, 1)]);
        assert_eq!(t.side_to_move(stones, "piece"), Ok(Side::Second));
        let t = BoardText::split("  ../..  ", "rows").unwrap();
        assert_eq!((t.rows, t.side), ("../..", None));
        assert_eq!(t.side_to_move([0, 0], "piece"), Ok(Side::First));
    }

    #[test]
    fn errors_name_the_bad_part_once_quoted() {
        assert_eq!(
            err(BoardText::split(" ", "rows like 'x../...'")),
            "empty position (expected rows like 'x../...')"
        );
        assert_eq!(
            err(BoardText::split("../.. x y", "rows")),
            "unexpected 'y' after the side to move"
        );
        let t = BoardText::split("x../.o/...", "rows").unwrap();
        assert_eq!(
            err(t.cells(3, 3, "expected", bit)),
            "row 2 ('.o') has 2 cells, expected 3"
        );
        let t = BoardText::split("x../.é./...", "rows").unwrap();
        assert_eq!(
            err(t.cells(3, 3, "but the first row has", bit)),
            "unknown cell 'é' in row 2 (expected x, o or .)"
        );
        let t = BoardText::split("xx./.../... x", "rows").unwrap();
        let stones = t.cells(3, 3, "expected", bit).unwrap();
        assert_eq!(
            err(t.side_to_move(stones, "disc")),
            "impossible disc counts: 2 x and 0 o (x moves first, so x = o or o + 1)"
        );
        let t = BoardText::split("x../.../... z", "rows").unwrap();
        let stones = t.cells(3, 3, "expected", bit).unwrap();
        assert_eq!(
            err(t.side_to_move(stones, "piece")),
            "unknown side to move 'z' (expected x or o)"
        );
        let t = BoardText::split("x../.../... X", "rows").unwrap();
        assert_eq!(
            err(t.side_to_move(stones, "piece")),
            "side to move 'X' contradicts the piece counts (1 x, 0 o)"
        );
    }
}
