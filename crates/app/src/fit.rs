//! Text that fits its room: the one rule every line of words on the screen follows (the HUD, the
//! key reminder, the panels, the help), so that no text is ever cut.
//!
//! 1. A line is drawn at its size when it fits its width.
//! 2. Else it is drawn smaller, down to [`SHRINK`] of its size and never below [`MIN_TEXT`].
//! 3. Else it is wrapped, at that size, onto more lines: between the parts that " · " joins
//!    first, then between words, and a word wider than the width between its characters.
//! 4. Lines that together are taller than their room are made smaller together (never below
//!    [`MIN_TEXT`]) and wrapped again; then neighbouring lines of one colour share rows, " · "
//!    between them, and at last neighbouring lines of any colour.
//! 5. What still finds no room is left out, the least important line first (they come most
//!    important first), and the scene records it in [`Scene::cut`]: a frame that had to leave
//!    text out is a defect, which the tests look for at every window size from the minimum up.

use scene::text::{line_metrics, measure};
use scene::{Align, Color, Rect, Scene, Shape};

/// The smallest text the rule draws (a line asked for smaller keeps its own size).
pub const MIN_TEXT: f32 = 9.0;
/// How much smaller than asked a line may be drawn before it is wrapped instead.
pub const SHRINK: f32 = 0.8;
/// A line's height as a multiple of its size.
const LEADING: f32 = 1.3;

/// One line of text, before it is fitted and placed.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    text: String,
    size: f32,
    color: Color,
    /// Its full text is shown elsewhere (see [`Line::shown_elsewhere`]).
    elsewhere: bool,
    /// The readable floor at the frame's scale (see [`Line::at_scale`]).
    min: f32,
}

impl Line {
    /// `text` at `size` pixels in `color`.
    pub fn new(text: impl Into<String>, size: f32, color: Color) -> Line {
        Line {
            text: text.into(),
            size,
            color,
            elsewhere: false,
            min: MIN_TEXT,
        }
    }

    /// The line's full text is reachable elsewhere (a tree card's lines, which the panel shows
    /// whole once the card is clicked): where it does not fit it is shortened with "…" instead
    /// of wrapped, and leaving it out is not a cut.
    #[must_use]
    pub fn shown_elsewhere(self) -> Line {
        Line {
            elsewhere: true,
            ..self
        }
    }

    /// The line in a frame drawn at HiDPI `scale`, whose readable floor is [`MIN_TEXT`] logical
    /// pixels: that many times as many of the frame's (issue 31, item 14: 5 px cards on a page
    /// at device pixel ratio 2).
    #[must_use]
    pub fn at_scale(self, scale: f32) -> Line {
        Line {
            min: MIN_TEXT * scale,
            ..self
        }
    }

    /// Its words.
    #[must_use]
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Its size in pixels.
    #[must_use]
    pub fn size(&self) -> f32 {
        self.size
    }

    /// The height it takes in its band.
    #[must_use]
    pub fn height(&self) -> f32 {
        self.size * LEADING
    }

    /// The smallest size the rule lets this line take: [`MIN_TEXT`], or its own size when it
    /// is smaller and shown elsewhere (a tree card's).
    fn floor(&self) -> f32 {
        if self.elsewhere {
            self.min.min(self.size)
        } else {
            self.min
        }
    }

    /// The line fitted to `width` by rules 1–3: one line, or several when it is wrapped. Never
    /// cut: the rows hold every character of the line (the " · " or space a row breaks at
    /// aside).
    #[must_use]
    pub fn fit(mut self, width: f32) -> Vec<Line> {
        self.size = self.size.max(self.floor());
        let w = measure(&self.text, self.size);
        if w <= width || self.text.is_empty() {
            return vec![self];
        }
        let smaller = (self.size * SHRINK).max(self.floor());
        // Glyphs are drawn at whole pixels, so the width is not quite proportional to the size:
        // step down until it fits.
        let mut shrunk = (self.size * width / w).floor();
        while shrunk >= smaller && measure(&self.text, shrunk) > width {
            shrunk -= 1.0;
        }
        if shrunk >= smaller {
            return vec![Line {
                size: shrunk,
                ..self
            }];
        }
        if self.elsewhere {
            return vec![self.shortened(width)];
        }
        wrap(&self.text, smaller, width)
            .into_iter()
            .map(|text| Line {
                text,
                size: smaller,
                ..self.clone()
            })
            .collect()
    }

    /// The line at its floor, shortened with "…" to fit `width` (a line shown elsewhere).
    fn shortened(mut self, width: f32) -> Line {
        self.size = self.floor();
        let mut kept: Vec<char> = self.text.chars().collect();
        while measure(&self.text, self.size) > width && !kept.is_empty() {
            kept.pop();
            self.text = kept.iter().collect::<String>() + "…";
        }
        self
    }

    /// Pushes the line with its top at `top`, centred on `cx`.
    pub fn push(self, s: &mut Scene, cx: f32, top: f32) {
        self.push_aligned(s, cx, top, Align::Center);
    }

    /// Pushes the line with its top at `top`, its right end at `x` (a right-to-left reader's
    /// left edge).
    pub fn push_right(self, s: &mut Scene, x: f32, top: f32) {
        self.push_aligned(s, x, top, Align::Right);
    }

    /// Pushes the line with its top at `top`, its left end at `x`.
    pub fn push_left(self, s: &mut Scene, x: f32, top: f32) {
        self.push_aligned(s, x, top, Align::Left);
    }

    fn push_aligned(self, s: &mut Scene, x: f32, top: f32, align: Align) {
        let (ascent, _) = line_metrics(self.size);
        s.push(Shape::Text {
            pos: [x, top + self.size * 0.15 + ascent],
            size: self.size,
            color: self.color,
            align,
            text: self.text,
        });
    }
}

/// `text` broken into rows no wider than `width` at `size` (rule 3).
#[must_use]
pub fn wrap(text: &str, size: f32, width: f32) -> Vec<String> {
    wrap_at(text, size, width, i18n::separator())
}

/// `text` broken into rows between words only (code, where " · " is a product, not a
/// separator); the first row keeps the text's indentation (a wrapped line of code stays under
/// the block it belongs to).
#[must_use]
pub fn wrap_words(text: &str, size: f32, width: f32) -> Vec<String> {
    let body = text.trim_start_matches(' ');
    let indent = &text[..text.len() - body.len()];
    let room = width - measure(indent, size);
    if indent.is_empty() || room < size * 4.0 {
        return wrap_at(text, size, width, "\n");
    }
    let mut rows = wrap_at(body, size, room, "\n");
    if let Some(first) = rows.first_mut() {
        first.insert_str(0, indent);
    }
    rows
}

/// `text` broken into rows at `separator` (which a break drops) first, then between words, then
/// between characters.
fn wrap_at(text: &str, size: f32, width: f32, separator: &str) -> Vec<String> {
    let fits = |s: &str| measure(s, size) <= width;
    let mut rows = Vec::new();
    let mut row = String::new();
    let add = |row: &mut String, piece: &str, joint: &str, rows: &mut Vec<String>| -> bool {
        let joined = if row.is_empty() {
            piece.to_owned()
        } else {
            format!("{row}{joint}{piece}")
        };
        if fits(&joined) {
            *row = joined;
            return true;
        }
        if !row.is_empty() {
            rows.push(std::mem::take(row));
        }
        if fits(piece) {
            *row = piece.to_owned();
            return true;
        }
        false
    };
    for part in text.split(separator) {
        if add(&mut row, part, separator, &mut rows) {
            continue;
        }
        for word in part.split(' ') {
            if add(&mut row, word, " ", &mut rows) {
                continue;
            }
            // A combining mark is shaped onto its letter with no advance of its own, so a
            // mark never overflows a row: a row never starts with a mark torn from its letter.
            for c in word.chars() {
                row.push(c);
                if !fits(&row) && row.chars().count() > 1 {
                    row.pop();
                    rows.push(std::mem::take(&mut row));
                    row.push(c);
                }
            }
        }
    }
    if !row.is_empty() {
        rows.push(row);
    }
    rows
}

/// Lines fitted together into a `width`×`height` room by rules 1–5: each line's rows (none for
/// a line left out), and the texts left out.
#[must_use]
pub fn fit_block(lines: Vec<Line>, width: f32, height: f32) -> (Vec<Vec<Line>>, Vec<String>) {
    // The last row's glyphs reach a little below its leading (0.15 + ascent + descent ≈ 1.32
    // of its size).
    let biggest = lines.iter().map(|l| l.size).fold(0.0, f32::max);
    let height = height - biggest * 0.03;
    let total = |rows: &[Vec<Line>]| -> f32 { rows.iter().flatten().map(Line::height).sum() };
    let fitted = |scale: f32| -> Vec<Vec<Line>> {
        lines
            .iter()
            .map(|l| {
                if l.text.is_empty() {
                    return Vec::new();
                }
                Line {
                    size: (l.size * scale).max(l.floor()),
                    ..l.clone()
                }
                .fit(width)
            })
            .collect()
    };
    let mut scale = 1.0;
    let mut rows = fitted(scale);
    // Smaller together until they fit or every line is at its floor.
    while total(&rows) > height + 0.01 {
        let at_floor = lines.iter().all(|l| l.size * scale <= l.floor());
        if at_floor {
            break;
        }
        scale *= (height / total(&rows)).clamp(0.5, 0.95);
        rows = fitted(scale);
    }
    // Lines of one colour share rows, " · " between them, when that saves room; then any
    // lines (in the first one's colour).
    for any_colour in [false, true] {
        if total(&rows) > height + 0.01 {
            let (merged, first) = merge_alike(&lines, any_colour);
            let shown = lines.iter().filter(|l| !l.text.is_empty()).count();
            if merged.len() < shown {
                let (merged_rows, left_out) = fit_block(merged, width, height);
                if left_out.is_empty() {
                    // Each joined line's rows stand in the place of its first line.
                    let mut rows = vec![Vec::new(); lines.len()];
                    for (i, r) in first.into_iter().zip(merged_rows) {
                        rows[i] = r;
                    }
                    return (rows, left_out);
                }
            }
        }
    }
    // What still finds no room is left out, the last (least important) first; so is a line
    // with a character wider than the room (a window far below the smallest).
    let mut too_wide = Vec::new();
    for (i, r) in rows.iter_mut().enumerate() {
        if r.iter().any(|l| measure(&l.text, l.size) > width + 0.5) {
            r.clear();
            if !lines[i].elsewhere {
                too_wide.push(lines[i].text.clone());
            }
        }
    }
    let mut left_out = Vec::new();
    for i in (0..rows.len()).rev() {
        if total(&rows) <= height + 0.01 {
            break;
        }
        if !rows[i].is_empty() {
            if !lines[i].elsewhere {
                left_out.push(lines[i].text.clone());
            }
            rows[i].clear();
        }
    }
    left_out.reverse();
    too_wide.extend(left_out);
    (rows, too_wide)
}

/// Neighbouring lines of the same colour (or of any, `any_colour`) joined into one (at the
/// smaller size), so that rule 3 packs them into shared rows; with each joined line, the index
/// of its first line.
fn merge_alike(lines: &[Line], any_colour: bool) -> (Vec<Line>, Vec<usize>) {
    let mut out: Vec<Line> = Vec::new();
    let mut first = Vec::new();
    for (i, l) in lines.iter().enumerate().filter(|(_, l)| !l.text.is_empty()) {
        match out.last_mut() {
            // Lines shown elsewhere are not joined: a joined one would be cut short with "…"
            // (issue 31, item 14); the last of them are left out whole instead.
            Some(last)
                if (any_colour || last.color == l.color) && !last.elsewhere && !l.elsewhere =>
            {
                last.text = [last.text.as_str(), &l.text].join(i18n::separator());
                last.size = last.size.min(l.size);
            }
            _ => {
                out.push(l.clone());
                first.push(i);
            }
        }
    }
    (out, first)
}

/// Lines placed from the top of `r` down, centred, fitted by the rule (what finds no room is
/// recorded in the scene as cut).
pub fn lines_in(s: &mut Scene, r: Rect, lines: Vec<Line>) {
    let lines = lines.into_iter().map(|l| l.at_scale(s.scale)).collect();
    let (rows, left_out) = fit_block(lines, r.w, r.h);
    s.cut.extend(left_out);
    let cx = r.x + r.w / 2.0;
    let mut top = r.y;
    for line in rows.into_iter().flatten() {
        let h = line.height();
        line.push(s, cx, top);
        top += h;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const WHITE: Color = [1.0; 4];

    fn joined(rows: &[Line]) -> String {
        rows.iter().map(Line::text).collect::<Vec<_>>().join(" ")
    }

    #[test]
    fn a_line_that_fits_is_left_alone() {
        let rows = Line::new("X to move", 20.0, WHITE).fit(400.0);
        assert_eq!(rows, vec![Line::new("X to move", 20.0, WHITE)]);
    }

    #[test]
    fn a_line_a_little_too_wide_is_drawn_smaller() {
        let text = "negamax alpha-beta · two players";
        let w = measure(text, 20.0);
        let rows = Line::new(text, 20.0, WHITE).fit(w * 0.9);
        assert_eq!(rows.len(), 1);
        assert!(
            rows[0].size >= 16.0 && rows[0].size < 20.0,
            "{}",
            rows[0].size
        );
        assert!(measure(rows[0].text(), rows[0].size) <= w * 0.9);
    }

    #[test]
    fn a_long_line_wraps_at_its_separators_and_keeps_every_word() {
        let text =
            "1–7 algorithm · N new · U undo · C computer first · M mode · G board · +/− depth";
        let rows = Line::new(text, 12.0, WHITE).fit(150.0);
        assert!(rows.len() >= 3, "{rows:?}");
        for r in &rows {
            assert!(measure(r.text(), r.size) <= 150.0, "{r:?}");
            assert!(r.size >= MIN_TEXT);
            assert!(!r.text().starts_with('·') && !r.text().ends_with('·'));
        }
        let bare = |t: &str| t.replace(['·', ' '], "");
        assert_eq!(bare(&joined(&rows)), bare(text));
    }

    #[test]
    fn a_word_wider_than_the_room_breaks_between_its_characters() {
        let rows = Line::new("αβγδεζηθικλμνξοπρστυφχψω", 12.0, WHITE).fit(40.0);
        assert!(rows.len() > 2);
        assert_eq!(joined(&rows).replace(' ', ""), "αβγδεζηθικλμνξοπρστυφχψω");
    }

    /// A combining mark or joiner, drawn on or against the letter before it.
    fn is_mark(c: char) -> bool {
        matches!(c,
            '\u{300}'..='\u{36F}'
            | '\u{610}'..='\u{61A}'
            | '\u{64B}'..='\u{65F}'
            | '\u{670}'
            | '\u{6D6}'..='\u{6DC}'
            | '\u{6DF}'..='\u{6E4}'
            | '\u{6E7}'..='\u{6E8}'
            | '\u{6EA}'..='\u{6ED}'
            | '\u{200C}'..='\u{200D}'
            | '\u{FE00}'..='\u{FE0F}'
            | '\u{FE20}'..='\u{FE2F}')
    }

    #[test]
    fn a_word_is_never_broken_between_a_letter_and_its_marks() {
        // بِسْمِ with its vowel signs, in a room a letter or two wide.
        let word = "بِسْمِ اللّٰهِ";
        let rows = wrap(word, 20.0, measure("بِ", 20.0) * 1.5);
        assert!(rows.len() > 2, "{rows:?}");
        for r in &rows {
            assert!(
                !r.starts_with(is_mark),
                "{r:?} starts with a mark, in {rows:?}"
            );
        }
        assert_eq!(rows.concat(), word.replace(' ', ""));
    }

    #[test]
    fn wrapped_code_keeps_its_indentation() {
        let line = "      v = −NegamaxAB(child, depth − 1, ply + 1, −β, −α)";
        let rows = wrap_words(line, 10.0, measure(line, 10.0) * 0.6);
        assert!(rows.len() >= 2, "{rows:?}");
        assert!(rows[0].starts_with("      v = "), "{rows:?}");
        for r in &rows {
            assert!(measure(r, 10.0) <= measure(line, 10.0) * 0.6, "{r:?}");
        }
        let words: Vec<&str> = rows.iter().flat_map(|r| r.split_whitespace()).collect();
        assert_eq!(words, line.split_whitespace().collect::<Vec<_>>());
    }

    #[test]
    fn a_block_too_tall_shrinks_together_then_leaves_out_the_last_lines() {
        let lines = vec![
            Line::new("first", 20.0, WHITE),
            Line::new("second", 20.0, WHITE),
            Line::new("third", 20.0, WHITE),
        ];
        let (rows, out) = fit_block(lines.clone(), 300.0, 60.0);
        assert!(out.is_empty());
        let h: f32 = rows.iter().flatten().map(Line::height).sum();
        assert!(h <= 60.0 && rows.iter().flatten().all(|l| l.size >= MIN_TEXT));
        let (rows, out) = fit_block(lines.clone(), 300.0, 25.0);
        assert!(out.is_empty(), "one colour: they share a row");
        assert_eq!(rows.concat()[0].text(), "first · second · third");
        let grey = [0.5, 0.5, 0.5, 1.0];
        let lines = vec![
            Line::new("first", 20.0, WHITE),
            Line::new("second", 20.0, grey),
            Line::new("third", 20.0, WHITE),
        ];
        let (rows, out) = fit_block(lines.clone(), 300.0, 13.0);
        assert!(out.is_empty(), "any colours share a row at last");
        assert_eq!(rows.concat()[0].text(), "first · second · third");
        let (rows, out) = fit_block(lines, 40.0, 13.0);
        assert_eq!(out, vec!["second".to_owned(), "third".to_owned()]);
        assert_eq!(rows[0].len(), 1);
    }

    #[test]
    fn lines_in_records_what_it_leaves_out() {
        let mut s = Scene::new(100, 100, WHITE);
        let r = Rect {
            x: 0.0,
            y: 0.0,
            w: 10.0,
            h: 12.0,
        };
        lines_in(
            &mut s,
            r,
            vec![Line::new("a", 9.0, WHITE), Line::new("b", 9.0, WHITE)],
        );
        assert_eq!(s.cut, vec!["b".to_owned()]);
    }
}
