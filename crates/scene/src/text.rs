//! Text: the shipped font (DejaVu Sans with its Arabic, licence in `assets/`), shaped by
//! harfrust (HarfBuzz's Rust port: Arabic letters join, marks sit on their letters), put in
//! reading order by the Unicode bidi algorithm (a right-to-left line keeps its `b2`, `+0.25` and
//! (α, β) whole, left to right), measured on the CPU and rasterised by fontdue into a glyph
//! atlas, keyed by glyph id, that the painter uploads as one R8 texture.
//!
//! Measuring needs no GL, so scene builders can centre and fit text in unit tests. A line is
//! shaped once, in font units, and kept: the HUD repeats its words every frame and the fitting
//! measures a line at several sizes.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use std::sync::OnceLock;

use fontdue::{Font, FontSettings};
use harfrust::{Buffer, Direction, ShapeOptions, ShapePlan, ShaperFont};
use unicode_bidi::ParagraphBidiInfo;

use crate::Align;

/// The font file, embedded so the binary runs from anywhere.
const FONT_BYTES: &[u8] = include_bytes!("../../../assets/DejaVuSans-subset.ttf");

/// The parsed font, shared; `None` only if the embedded file were corrupt.
fn font() -> Option<&'static Font> {
    static FONT: OnceLock<Option<Font>> = OnceLock::new();
    FONT.get_or_init(|| Font::from_bytes(FONT_BYTES, FontSettings::default()).ok())
        .as_ref()
}

/// The same font as the shaper reads it.
fn shaping_font() -> Option<&'static harfrust::Font> {
    static FONT: OnceLock<Option<harfrust::Font>> = OnceLock::new();
    FONT.get_or_init(|| harfrust::Font::new(FONT_BYTES, 0))
        .as_ref()
}

/// Sizes are rounded to whole pixels so that glyphs can be cached and shared.
fn quantise(size: f32) -> f32 {
    size.round().clamp(4.0, 256.0)
}

/// One glyph of a shaped line, in font units, left to right as it is seen.
#[derive(Copy, Clone, Debug)]
struct Placed {
    glyph: u16,
    /// The pen's position before it.
    x: f32,
    /// Its own offset from the pen (a mark over its letter).
    offset: [f32; 2],
}

/// A line shaped and in visual order, in font units.
#[derive(Debug, Default)]
struct Shaped {
    glyphs: Vec<Placed>,
    width: f32,
}

/// The lines shaped so far on this thread, at most [`SHAPED_KEPT`] (then it starts over).
struct Shaper {
    font: ShaperFont<'static, 'static>,
    plans: HashMap<(Direction, Option<harfrust::Script>), ShapePlan>,
    lines: HashMap<String, Rc<Shaped>>,
    buffer: Option<Buffer>,
}

/// Lines kept shaped: a few frames of every view's words.
const SHAPED_KEPT: usize = 4096;

thread_local! {
    static SHAPER: RefCell<Option<Shaper>> = RefCell::new(
        shaping_font().map(|f| Shaper {
            font: ShaperFont::new(f),
            plans: HashMap::new(),
            lines: HashMap::new(),
            buffer: Some(Buffer::new()),
        })
    );
}

/// Whether `c` is written right to left (Hebrew, Arabic and their presentation forms).
fn right_to_left(c: char) -> bool {
    matches!(c, '\u{590}'..='\u{8FF}' | '\u{FB1D}'..='\u{FDFF}' | '\u{FE70}'..='\u{FEFF}')
}

impl Shaper {
    /// `text` shaped, from the cache or now.
    fn line(&mut self, text: &str) -> Rc<Shaped> {
        if let Some(s) = self.lines.get(text) {
            return Rc::clone(s);
        }
        let shaped = Rc::new(self.shape(text));
        if self.lines.len() >= SHAPED_KEPT {
            self.lines.clear();
        }
        self.lines.insert(text.to_owned(), Rc::clone(&shaped));
        shaped
    }

    /// Shapes `text` as one line: a line with any right-to-left letter is a right-to-left
    /// paragraph, reordered by the bidi algorithm into runs, each shaped in its direction.
    fn shape(&mut self, text: &str) -> Shaped {
        let mut out = Shaped::default();
        if text.chars().any(right_to_left) {
            let bidi = ParagraphBidiInfo::new(text, Some(unicode_bidi::Level::rtl()));
            let (levels, runs) = bidi.visual_runs(0..text.len());
            for run in runs {
                let rtl = levels[run.start].is_rtl();
                self.run(text, run, rtl, &mut out);
            }
        } else {
            self.run(text, 0..text.len(), false, &mut out);
        }
        out
    }

    /// Shapes `text[range]` in one direction and appends its glyphs, left to right.
    fn run(&mut self, text: &str, range: std::ops::Range<usize>, rtl: bool, out: &mut Shaped) {
        let mut buffer = self.buffer.take().unwrap_or_default();
        buffer.clear();
        buffer.push_str(&text[range.clone()]);
        buffer.set_pre_context(&text[..range.start]);
        buffer.set_post_context(&text[range.end..]);
        buffer.guess_segment_properties();
        buffer.set_direction(if rtl {
            Direction::RightToLeft
        } else {
            Direction::LeftToRight
        });
        let key = (buffer.direction(), buffer.script());
        let font = &self.font;
        let plan = self.plans.entry(key).or_insert_with(|| {
            ShapePlan::new(
                shaping_font().expect("the shaper exists only with its font"),
                key.0,
                key.1,
                None,
                &[],
            )
        });
        let shaped = harfrust::shape(font, &mut buffer, ShapeOptions::new().plan(Some(plan)));
        if shaped.is_ok() {
            for (info, pos) in buffer.glyph_infos().iter().zip(buffer.glyph_positions()) {
                out.glyphs.push(Placed {
                    glyph: u16::try_from(info.glyph_id).unwrap_or(0),
                    x: out.width,
                    offset: [pos.x_offset as f32, pos.y_offset as f32],
                });
                out.width += pos.x_advance as f32;
            }
        }
        self.buffer = Some(buffer);
    }
}

/// `text` shaped (empty if the font were missing), and the scale from its units to `px`.
fn shaped(text: &str, px: f32) -> (Rc<Shaped>, f32) {
    let line = SHAPER.with(|s| {
        s.borrow_mut()
            .as_mut()
            .map_or_else(Rc::default, |s| s.line(text))
    });
    let scale = font().map_or(0.0, |f| px / f.units_per_em());
    (line, scale)
}

/// The advance width of `text` at `size` pixels, shaped (kerning and joining included).
#[must_use]
pub fn measure(text: &str, size: f32) -> f32 {
    if text.is_empty() {
        return 0.0;
    }
    let (line, scale) = shaped(text, quantise(size));
    line.width * scale
}

/// Ascent and descent (negative) of a line at `size` pixels.
#[must_use]
pub fn line_metrics(size: f32) -> (f32, f32) {
    let px = quantise(size);
    font()
        .and_then(|f| f.horizontal_line_metrics(px))
        .map_or((px * 0.76, -px * 0.24), |m| (m.ascent, m.descent))
}

/// Where one glyph of the atlas lies, and how to place it.
#[derive(Copy, Clone, Debug)]
struct Glyph {
    /// Atlas texel rectangle: x, y, width, height.
    texels: [u32; 4],
    /// Offset of the bitmap's left edge from the pen position.
    xmin: f32,
    /// Offset of the bitmap's bottom edge above the baseline.
    ymin: f32,
}

/// One glyph placed on screen: pixel rectangle and atlas uv rectangle.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct GlyphQuad {
    /// Left, top, right, bottom in pixels.
    pub rect: [f32; 4],
    /// Left, top, right, bottom in atlas uv (0..1).
    pub uv: [f32; 4],
}

/// A CPU-side glyph atlas: glyphs are rasterised on first use and packed in shelves.
pub struct Atlas {
    /// Side of the square atlas in texels.
    pub size: u32,
    /// Coverage, one byte per texel, rows top-down.
    pub pixels: Vec<u8>,
    /// True when `pixels` changed since the painter last uploaded them.
    pub dirty: bool,
    glyphs: HashMap<(u16, u32), Option<Glyph>>,
    shelf_x: u32,
    shelf_y: u32,
    shelf_h: u32,
}

impl Default for Atlas {
    fn default() -> Self {
        Atlas::new(1024)
    }
}

impl Atlas {
    /// An empty atlas of `size`×`size` texels.
    #[must_use]
    pub fn new(size: u32) -> Atlas {
        Atlas {
            size,
            pixels: vec![0; (size * size) as usize],
            dirty: true,
            glyphs: HashMap::new(),
            shelf_x: 1,
            shelf_y: 1,
            shelf_h: 0,
        }
    }

    fn clear(&mut self) {
        self.pixels.fill(0);
        self.glyphs.clear();
        self.shelf_x = 1;
        self.shelf_y = 1;
        self.shelf_h = 0;
        self.dirty = true;
    }

    /// Glyph `id` at `px`, rasterised into the atlas if new (`None`: blank glyph).
    fn glyph(&mut self, id: u16, px: f32) -> Option<Glyph> {
        let key = (id, px as u32);
        if let Some(g) = self.glyphs.get(&key) {
            return *g;
        }
        let f = font()?;
        let (m, bitmap) = f.rasterize_indexed(id, px);
        let (w, h) = (m.width as u32, m.height as u32);
        let g = if w == 0 || h == 0 {
            None
        } else {
            if self.shelf_x + w + 1 > self.size {
                self.shelf_x = 1;
                self.shelf_y += self.shelf_h + 1;
                self.shelf_h = 0;
            }
            if self.shelf_y + h + 1 > self.size {
                // Full: start over (the glyphs of the current frame are re-added on demand).
                self.clear();
                if w + 2 > self.size || h + 2 > self.size {
                    return None;
                }
            }
            let (x0, y0) = (self.shelf_x, self.shelf_y);
            for row in 0..h {
                let src = (row * w) as usize;
                let dst = ((y0 + row) * self.size + x0) as usize;
                self.pixels[dst..dst + w as usize].copy_from_slice(&bitmap[src..src + w as usize]);
            }
            self.shelf_x += w + 1;
            self.shelf_h = self.shelf_h.max(h);
            self.dirty = true;
            Some(Glyph {
                texels: [x0, y0, w, h],
                xmin: m.xmin as f32,
                ymin: m.ymin as f32,
            })
        };
        self.glyphs.insert(key, g);
        g
    }

    /// Lays out one line of text with its baseline anchor at `pos`, appending a quad per visible
    /// glyph to `out`.
    pub fn layout(
        &mut self,
        text: &str,
        size: f32,
        pos: [f32; 2],
        align: Align,
        out: &mut Vec<GlyphQuad>,
    ) {
        let px = quantise(size);
        let (line, scale) = shaped(text, px);
        let width = line.width * scale;
        let x0 = match align {
            Align::Left => pos[0],
            Align::Center => pos[0] - width / 2.0,
            Align::Right => pos[0] - width,
        }
        .round();
        let base = pos[1].round();
        let s = self.size as f32;
        for p in &line.glyphs {
            if let Some(g) = self.glyph(p.glyph, px) {
                let [tx, ty, tw, th] = g.texels.map(|v| v as f32);
                let left = (x0 + (p.x + p.offset[0]) * scale + g.xmin).round();
                let bottom = base - g.ymin - (p.offset[1] * scale).round();
                out.push(GlyphQuad {
                    rect: [left, bottom - th, left + tw, bottom],
                    uv: [tx / s, ty / s, (tx + tw) / s, (ty + th) / s],
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_font_has_every_character_the_program_writes() {
        // The font is a subset (assets/README.md): each character in the sources must survive.
        let font = font().expect("the embedded font parses");
        let mut files = vec![std::path::PathBuf::from("src")];
        let mut missing = std::collections::BTreeSet::new();
        while let Some(path) = files.pop() {
            if path.is_dir() {
                files.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                for c in text.chars().filter(|c| !c.is_control()) {
                    if font.lookup_glyph_index(c) == 0 {
                        missing.insert(c);
                    }
                }
            }
        }
        assert!(missing.is_empty(), "no glyph for {missing:?}");
    }

    #[test]
    fn the_shipped_font_has_every_character_of_every_language() {
        let font = font().expect("the embedded font parses");
        let mut missing = std::collections::BTreeSet::new();
        for lang in ["en", "ar", "fa"] {
            let text = std::fs::read_to_string(format!("../i18n/ftl/{lang}.ftl")).unwrap();
            // The bidi controls and the ZWNJ are no glyphs: the shaper makes them invisible.
            let controls = ['\u{200C}', '\u{200E}', '\u{2066}', '\u{2068}', '\u{2069}'];
            for c in text
                .chars()
                .filter(|c| !c.is_control() && !controls.contains(c))
            {
                if font.lookup_glyph_index(c) == 0 {
                    missing.insert(c);
                }
            }
        }
        assert!(missing.is_empty(), "no glyph for {missing:?}");
    }

    #[test]
    fn a_shaped_line_is_kept_and_right_to_left_runs_are_reordered() {
        // Arabic joins: the word is narrower than its letters apart, and is shaped once.
        assert!(
            measure("حكم", 20.0) < measure("ح", 20.0) + measure("ك", 20.0) + measure("م", 20.0)
        );
        let a = shaped("حكم b2", 20.0).0;
        assert!(
            Rc::ptr_eq(&a, &shaped("حكم b2", 30.0).0),
            "one shaping for every size"
        );
        // In a right-to-left line the Latin run "b2" comes first from the left, in its order.
        let font = font().unwrap();
        let first: Vec<u16> = a.glyphs.iter().take(2).map(|p| p.glyph).collect();
        assert_eq!(
            first,
            [font.lookup_glyph_index('b'), font.lookup_glyph_index('2')]
        );
    }

    #[test]
    fn longer_text_measures_wider_and_empty_is_zero() {
        assert_eq!(measure("", 20.0), 0.0);
        let a = measure("X won!", 20.0);
        assert!(a > 30.0 && a < 120.0, "{a}");
        assert!(measure("X won! Draw.", 20.0) > a);
        assert!(measure("X won!", 40.0) > 1.8 * a);
    }

    #[test]
    fn layout_places_glyphs_by_alignment() {
        let mut atlas = Atlas::new(256);
        let mut left = Vec::new();
        atlas.layout("Draw.", 20.0, [100.0, 50.0], Align::Left, &mut left);
        assert_eq!(left.len(), 5);
        assert!(left[0].rect[0] >= 99.0 && left[0].rect[3] <= 51.0);
        let mut centred = Vec::new();
        atlas.layout("Draw.", 20.0, [100.0, 50.0], Align::Center, &mut centred);
        assert!(centred[0].rect[0] < left[0].rect[0]);
        let mut spaces = Vec::new();
        atlas.layout("   ", 20.0, [0.0, 0.0], Align::Left, &mut spaces);
        assert!(spaces.is_empty(), "spaces have no bitmap");
    }

    #[test]
    fn special_characters_have_glyphs() {
        let mut atlas = Atlas::new(256);
        let mut q = Vec::new();
        atlas.layout("—…–±×·", 16.0, [0.0, 20.0], Align::Left, &mut q);
        assert_eq!(q.len(), 6);
    }
}
