//! The board text shared by the grid games (m,n,k and others): rows of `x`, `o`, `.` from the top separated
//! by `/`, then optionally a space and the side to move (`x` or `o`).
//!
//! Only the reading lives here; each game checks its own size and rules (its lines, how pieces
//! may stand).
//! Nothing here collects the text: rows are counted, measured and read in place, so no input,
//! however long, makes these functions allocate more than an error message.

use super::{Field, Form, Line, Outcome, ParseError, Place, Side, Stone};

/// A board text split into its rows and its optional side-to-move token.
pub(crate) struct BoardText<'a> {
    /// The rows, from the top, separated by `/`.
    pub rows: &'a str,
    /// The side-to-move token as written, if any.
    pub side: Option<&'a str>,
}

impl<'a> BoardText<'a> {
    /// Splits `text` at white space into the rows and at most one side-to-move token;
    /// `form` says what was expected when the text is empty.
    pub(crate) fn split(text: &'a str, form: Form) -> Result<BoardText<'a>, ParseError> {
        let mut parts = text.split_whitespace();
        let rows = parts.next().ok_or(ParseError::Empty(form))?;
        let side = parts.next();
        if let Some(extra) = parts.next() {
            return Err(ParseError::Extra {
                text: extra.to_owned(),
                after: Field::SideToMove,
            });
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
            Err(ParseError::RowCount {
                given: rows,
                expected: height,
                width,
            })
        }
    }

    /// Reads the `height` rows (the caller has checked that there are that many) of `width`
    /// cells each into one bitboard per side, with `bit(column, row from the bottom)` the bit of
    /// a cell. A row is read only once its length is right. `first` says that `width` is the
    /// first row's (the text sets the size), for the error of a row of another length.
    pub(crate) fn cells(
        &self,
        width: usize,
        height: usize,
        first: bool,
        bit: impl Fn(usize, usize) -> u64,
    ) -> Result<[u64; 2], ParseError> {
        let mut stones = [0u64; 2];
        for ((i, row), rank) in self.rows.split('/').enumerate().zip((0..height).rev()) {
            let n = row.chars().count();
            if n != width {
                return Err(ParseError::RowLength {
                    row: i + 1,
                    text: row.to_owned(),
                    cells: n,
                    expected: width,
                    first,
                });
            }
            for (file, c) in row.chars().enumerate() {
                match c {
                    'x' | 'X' => stones[0] |= bit(file, rank),
                    'o' | 'O' => stones[1] |= bit(file, rank),
                    '.' => {}
                    _ => {
                        return Err(ParseError::UnknownChar {
                            found: c,
                            place: Place::Row(i + 1),
                            allowed: &['x', 'o', '.'],
                            digits: false,
                        });
                    }
                }
            }
        }
        Ok(stones)
    }

    /// The side to move of a game in which x moves first and the sides alternate, from the
    /// counts of `stones` (one bitboard per side), checked against the side token if one was
    /// given. `stone` names the stones in the messages.
    pub(crate) fn side_to_move(&self, stones: [u64; 2], stone: Stone) -> Result<Side, ParseError> {
        let (nx, no) = (stones[0].count_ones(), stones[1].count_ones());
        let to_move = match nx.checked_sub(no) {
            Some(0) => Side::First,
            Some(1) => Side::Second,
            _ => {
                return Err(ParseError::Counts {
                    stone,
                    x: nx,
                    o: no,
                });
            }
        };
        if let Some(s) = self.side {
            let given = match s {
                "x" | "X" => Side::First,
                "o" | "O" => Side::Second,
                _ => {
                    return Err(ParseError::SideToMove {
                        text: s.to_owned(),
                        allowed: ['x', 'o'],
                    });
                }
            };
            if given != to_move {
                return Err(ParseError::Contradicts {
                    text: s.to_owned(),
                    stone,
                    x: nx,
                    o: no,
                });
            }
        }
        Ok(to_move)
    }
}

/// The outcome of a position read from text, with `stones` (one bitboard per side) and `to_move`
/// to move: a side with a line (`lined_up`) won, if it has just moved and one stone among
/// `last_moves(its stones)` lies in every line it has (the move that won); a `full` board with
/// no line is a draw. `line` is what the game calls its winning line, for the errors.
///
/// # Errors
/// Both sides with a line, or a winner that moved again or has lines no single move made.
pub(crate) fn outcome(
    stones: [u64; 2],
    to_move: Side,
    full: bool,
    lined_up: impl Fn(u64) -> bool,
    last_moves: impl Fn(u64) -> u64,
    line: Line,
) -> Result<Option<Outcome>, ParseError> {
    let (xl, ol) = (lined_up(stones[0]), lined_up(stones[1]));
    let winner = match (xl, ol) {
        (true, true) => return Err(ParseError::BothLines(line)),
        (false, false) => return Ok(full.then_some(Outcome::Draw)),
        (true, false) => Side::First,
        (false, true) => Side::Second,
    };
    let winner_char = match winner {
        Side::First => 'x',
        Side::Second => 'o',
    };
    if to_move != winner.other() {
        return Err(ParseError::MovedOn {
            winner: winner_char,
            line,
        });
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
        return Err(ParseError::NoLastMove {
            winner: winner_char,
            line,
        });
    }
    Ok(Some(Outcome::Win(winner)))
}

#[cfg(test)]
mod tests {
    use super::*;

    const ROWS: Form = Form::Rows("x../...");

    fn bit(col: usize, row: usize) -> u64 {
        1 << (row * 8 + col)
    }

    fn err<T>(r: Result<T, ParseError>) -> String {
        match r {
            Ok(_) => panic!("accepted"),
            Err(e) => e.to_string(),
        }
    }

    #[test]
    fn rows_are_read_from_the_top_with_the_side_token() {
        let t = BoardText::split("x../.o./..X o", ROWS).unwrap();
        assert_eq!((t.rows, t.side), ("x../.o./..X", Some("o")));
        assert_eq!(t.size(), (3, 3));
        let stones = t.cells(3, 3, false, bit).unwrap();
        // x at a3 and c1, o at b2.
        assert_eq!(stones, [bit(0, 2) | bit(2, 0), bit(1, 1)]);
        assert_eq!(t.side_to_move(stones, Stone::Piece), Ok(Side::Second));
        let t = BoardText::split("  ../..  ", ROWS).unwrap();
        assert_eq!((t.rows, t.side), ("../..", None));
        assert_eq!(t.side_to_move([0, 0], Stone::Piece), Ok(Side::First));
    }

    #[test]
    fn errors_name_the_bad_part_once_quoted() {
        assert_eq!(
            err(BoardText::split(" ", Form::Rows("x../..."))),
            "empty position (expected rows like 'x../...')"
        );
        assert_eq!(
            err(BoardText::split("../.. x y", ROWS)),
            "unexpected 'y' after the side to move"
        );
        let t = BoardText::split("x../.o/...", ROWS).unwrap();
        assert_eq!(
            err(t.cells(3, 3, false, bit)),
            "row 2 ('.o') has 2 cells, expected 3"
        );
        let t = BoardText::split("x../.é./...", ROWS).unwrap();
        assert_eq!(
            err(t.cells(3, 3, true, bit)),
            "unknown cell 'é' in row 2 (expected x, o or .)"
        );
        let t = BoardText::split("xx./.../... x", ROWS).unwrap();
        let stones = t.cells(3, 3, false, bit).unwrap();
        assert_eq!(
            err(t.side_to_move(stones, Stone::Disc)),
            "impossible disc counts: 2 x and 0 o (x moves first, so x = o or o + 1)"
        );
        let t = BoardText::split("x../.../... z", ROWS).unwrap();
        let stones = t.cells(3, 3, false, bit).unwrap();
        assert_eq!(
            err(t.side_to_move(stones, Stone::Piece)),
            "unknown side to move 'z' (expected x or o)"
        );
        let t = BoardText::split("x../.../... X", ROWS).unwrap();
        assert_eq!(
            err(t.side_to_move(stones, Stone::Piece)),
            "side to move 'X' contradicts the piece counts (1 x, 0 o)"
        );
    }
}
