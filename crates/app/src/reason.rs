//! The rules' reason a text is not a position, a move or a name ([`game::ParseError`], data the
//! rules make and the command line prints in English) in the reader's language, where the window
//! shows it (a pasted text that is no position). What the person typed stays as it came, quoted;
//! moves, columns, squares, sizes and what may be typed stay Latin; counts and row numbers are in
//! the reader's digits. In English the words are the command line's, byte for byte (a test).

use game::{Field, Form, Line, NumberField, ParseError, Place, SizeRule, Stone, quote};

use crate::words::plain as n;

/// `size` as a board's name: `7x6`.
fn size((a, b): (u8, u8)) -> String {
    format!("{a}x{b}")
}

/// The words of `form`.
fn form_words(form: Form) -> String {
    match form {
        Form::Rows(rows) => i18n::tr!("reason-form-rows", rows = format!("'{rows}'")),
        Form::RowsOrMoves(rows, moves) => i18n::tr!(
            "reason-form-rows-or-moves",
            rows = format!("'{rows}'"),
            moves = format!("'{moves}'")
        ),
        Form::Fen(fen) => i18n::tr!("reason-form-fen", example = format!("'{fen}'")),
    }
}

/// The sizes `rule` allows, in words.
fn rule_words(rule: SizeRule) -> String {
    match rule {
        SizeRule::Sides { min, max } => {
            i18n::tr!("reason-rule-sides", min = n(min), max = n(max))
        }
        SizeRule::RowsAndColumns { min, max } => {
            i18n::tr!("reason-rule-rows-and-columns", min = n(min), max = n(max))
        }
        SizeRule::Fits {
            min,
            cells,
            examples,
        } => i18n::tr!(
            "reason-rule-fits",
            min = size((min, min)),
            cells = n(cells),
            examples = examples
        ),
    }
}

/// The characters `allowed` (and a digit, if `digits`) as a list to choose from: `x, o or .`.
fn allowed_words(allowed: &[char], digits: bool) -> String {
    let names: Vec<String> = allowed.iter().map(char::to_string).collect();
    let comma = i18n::comma();
    match names.split_last() {
        _ if digits => i18n::tr!("reason-or-digit", list = names.join(comma)),
        Some((last, rest)) if !rest.is_empty() => {
            i18n::tr!("reason-or", list = rest.join(comma), last = last.as_str())
        }
        _ => names.concat(),
    }
}

/// What a game calls its stones, as a message's selector.
fn stone(s: Stone) -> &'static str {
    match s {
        Stone::Piece => "piece",
        Stone::Disc => "disc",
    }
}

/// What a game calls its line, as a message's selector.
fn line(l: Line) -> &'static str {
    match l {
        Line::Line => "line",
        Line::Four => "four",
    }
}

/// The reason in the thread's language.
#[must_use]
pub fn words(e: &ParseError) -> String {
    match e {
        ParseError::TooLong { bytes, max } => {
            i18n::tr!("reason-too-long", bytes = n(bytes), max = n(max))
        }
        ParseError::Empty(form @ Form::Fen(_)) => {
            i18n::tr!("reason-empty-fen", form = form_words(*form))
        }
        ParseError::Empty(form) => i18n::tr!("reason-empty", form = form_words(*form)),
        ParseError::Parts {
            count,
            form,
            example,
        } => i18n::tr!(
            "reason-parts",
            count = n(count),
            form = format!("'{form}'"),
            example = format!("'{example}'")
        ),
        ParseError::Extra { text, after } => {
            let id = match after {
                Field::SideToMove => "reason-extra-side",
                Field::Fen => "reason-extra-fen",
            };
            i18n::tr!(id, text = quote(text))
        }
        ParseError::Size { size: s, rule } => {
            i18n::tr!("reason-size", size = size(*s), rule = rule_words(*rule))
        }
        ParseError::K { k, width, height } => i18n::tr!(
            "reason-k",
            k = k.to_string(),
            size = size((*width, *height)),
            min = n(3),
            max = n(width.max(height))
        ),
        ParseError::RowCount {
            given,
            expected,
            width,
        } => i18n::tr!(
            "reason-row-count",
            given = n(given),
            expected = n(expected),
            size = format!("{width}x{expected}")
        ),
        ParseError::RowLength {
            row,
            text,
            cells,
            expected,
            first,
        } => i18n::tr!(
            if *first {
                "reason-row-length-first"
            } else {
                "reason-row-length"
            },
            row = n(row),
            text = quote(text),
            cells = n(cells),
            expected = n(expected)
        ),
        ParseError::CellCount { cells, expected } => i18n::tr!(
            "reason-cell-count",
            cells = n(cells),
            expected = n(expected),
            one = n(1)
        ),
        ParseError::TooManyRows { max } => i18n::tr!(
            "reason-too-many-rows",
            max = n(max),
            size = format!("{max}x{max}")
        ),
        ParseError::RowTooLong { row, max } => i18n::tr!(
            "reason-row-too-long",
            row = n(row),
            max = n(max),
            size = format!("{max}x{max}")
        ),
        ParseError::RowWidths {
            row,
            squares,
            first,
        } => i18n::tr!(
            "reason-row-widths",
            row = n(row),
            squares = n(squares),
            first = n(first),
            one = n(1)
        ),
        ParseError::OtherSize { found, game, name } => i18n::tr!(
            "reason-other-size",
            found = size(*found),
            game = size(*game),
            name = name.as_str()
        ),
        ParseError::UnknownChar {
            found,
            place,
            allowed,
            digits,
        } => {
            let found = quote(found.encode_utf8(&mut [0; 4]));
            let allowed = allowed_words(allowed, *digits);
            match place {
                Place::Row(r) => {
                    i18n::tr!(
                        "reason-unknown-in-row",
                        char = found,
                        row = n(r),
                        allowed = allowed
                    )
                }
                // A square's number is the board's notation (Senet's 27), as the board shows it.
                Place::Square(s) => i18n::tr!(
                    "reason-unknown-on-square",
                    char = found,
                    square = s.to_string(),
                    allowed = allowed
                ),
                Place::FenRow(r) => i18n::tr!(
                    "reason-unknown-in-fen-row",
                    char = found,
                    row = n(r),
                    allowed = allowed
                ),
            }
        }
        ParseError::SideToMove { text, allowed } => i18n::tr!(
            "reason-side-to-move",
            text = quote(text),
            first = allowed[0].to_string(),
            second = allowed[1].to_string()
        ),
        ParseError::Throw { text } => i18n::tr!("reason-throw", text = quote(text)),
        ParseError::Number { text, field } => {
            let id = match field {
                NumberField::HalfMoves => "reason-half-moves",
                NumberField::MoveNumber => "reason-move-number",
            };
            i18n::tr!(id, text = quote(text))
        }
        ParseError::Counts { stone: s, x, o } => {
            i18n::tr!("reason-counts", stone = stone(*s), x = n(x), o = n(o))
        }
        ParseError::Contradicts {
            text,
            stone: s,
            x,
            o,
        } => i18n::tr!(
            "reason-contradicts",
            text = quote(text),
            stone = stone(*s),
            x = n(x),
            o = n(o)
        ),
        ParseError::TooManyPieces { count, side, max } => i18n::tr!(
            "reason-too-many-pieces",
            count = n(count),
            side = *side,
            max = n(max)
        ),
        ParseError::Water { square } => i18n::tr!("reason-water", square = square.to_string()),
        ParseError::NoPieces => i18n::tr!("reason-no-pieces"),
        ParseError::Floats { column, row } => {
            i18n::tr!("reason-floats", column = column.to_string(), row = n(row))
        }
        ParseError::BothLines(l) => i18n::tr!("reason-both-lines", line = line(*l)),
        ParseError::MovedOn { winner, line: l } => i18n::tr!(
            "reason-moved-on",
            winner = winner.to_string(),
            line = line(*l)
        ),
        ParseError::NoLastMove { winner, line: l } => i18n::tr!(
            "reason-no-last-move",
            winner = winner.to_string(),
            line = line(*l)
        ),
        ParseError::AtPly { ply, why } => {
            i18n::tr!("reason-at-ply", ply = n(ply), why = words(why))
        }
        ParseError::NotAColumn { text, max } => i18n::tr!(
            "reason-not-a-column",
            text = quote(text),
            max = max.to_string()
        ),
        ParseError::ColumnFull { column } => {
            i18n::tr!("reason-column-full", column = column.to_string())
        }
        ParseError::AfterEnd {
            column,
            winner: Some(w),
        } => i18n::tr!(
            "reason-after-end-won",
            column = column.to_string(),
            winner = w.to_string()
        ),
        ParseError::AfterEnd {
            column,
            winner: None,
        } => i18n::tr!("reason-after-end-full", column = column.to_string()),
        ParseError::GameOver { text: Some(text) } => {
            i18n::tr!("reason-game-over-move", text = quote(text))
        }
        ParseError::GameOver { text: None } => i18n::tr!("reason-game-over"),
        ParseError::NotLegal { text, legal } => i18n::tr!(
            "reason-not-legal",
            text = quote(text),
            legal = legal.join(" ")
        ),
        ParseError::Illegal { mv } => i18n::tr!("reason-illegal", mv = mv.as_str()),
        ParseError::NotASquare { text, last } => i18n::tr!(
            "reason-not-a-square",
            text = quote(text),
            last = last.as_str()
        ),
        ParseError::OtherGame { mv } => i18n::tr!("reason-other-game", mv = mv.as_str()),
        ParseError::Expected(form) => i18n::tr!("reason-expected", form = *form),
        ParseError::BadGame { text, why } => {
            i18n::tr!("reason-bad-game", text = quote(text), why = words(why))
        }
        ParseError::Unknown {
            what,
            text,
            expected,
        } => i18n::tr!(
            match what {
                game::Named::Game => "reason-unknown-game",
                game::Named::Algorithm => "reason-unknown-algorithm",
            },
            text = quote(text),
            expected = expected.as_str()
        ),
        ParseError::UnknownEnhancement {
            word,
            text,
            expected,
        } => i18n::tr!(
            "reason-unknown-enhancement",
            word = format!("'{word}'"),
            text = format!("'{text}'"),
            expected = *expected
        ),
    }
}
