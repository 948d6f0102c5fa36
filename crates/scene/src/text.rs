//! Text: the shipped font (DejaVu Sans, licence in `assets/`), measured on the CPU and
//! rasterised by fontdue into a glyph atlas that the painter uploads as one R8 texture.
//!
//! Measuring needs no GL, so scene builders can centre and fit text in unit tests.

use std::collections::HashMap;
use std::sync::OnceLock;

use fontdue::{Font, FontSettings};

use crate::Align;

/// The font file, embedded so the binary runs from anywhere.
const FONT_BYTES: &[u8] = include_bytes!("../../../assets/DejaVuSans-subset.ttf");

/// The parsed font, shared; `None` only if the embedded file were corrupt.
fn font() -> Option<&'static Font> {
    static FONT: OnceLock<Option<Font>> = OnceLock::new();
    FONT.get_or_init(|| Font::from_bytes(FONT_BYTES, FontSettings::default()).ok())
        .as_ref()
}

/// Sizes are rounded to whole pixels so that glyphs can be cached and shared.
fn quantise(size: f32) -> f32 {
    size.round().clamp(4.0, 256.0)
}

/// The advance width of `text` at `size` pixels, kerning included.
#[must_use]
pub fn measure(text: &str, size: f32) -> f32 {
    let Some(f) = font() else { return 0.0 };
    let px = quantise(size);
    let mut width = 0.0;
    let mut prev = None;
    for c in text.chars() {
        if let Some(p) = prev {
            width += f.horizontal_kern(p, c, px).unwrap_or(0.0);
        }
        width += f.metrics(c, px).advance_width;
        prev = Some(c);
    }
    width
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
    glyphs: HashMap<(char, u32), Option<Glyph>>,
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

    /// The glyph for `c` at `px`, rasterised into the atlas if new (`None`: blank glyph).
    fn glyph(&mut self, c: char, px: f32) -> Option<Glyph> {
        let key = (c, px as u32);
        if let Some(g) = self.glyphs.get(&key) {
            return *g;
        }
        let f = font()?;
        let (m, bitmap) = f.rasterize(c, px);
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
        let Some(f) = font() else { return };
        let px = quantise(size);
        let width = measure(text, size);
        let mut x = match align {
            Align::Left => pos[0],
            Align::Center => pos[0] - width / 2.0,
            Align::Right => pos[0] - width,
        }
        .round();
        let base = pos[1].round();
        let mut prev = None;
        let s = self.size as f32;
        for c in text.chars() {
            if let Some(p) = prev {
                x += f.horizontal_kern(p, c, px).unwrap_or(0.0);
            }
            if let Some(g) = self.glyph(c, px) {
                let [tx, ty, tw, th] = g.texels.map(|v| v as f32);
                let left = (x + g.xmin).round();
                let bottom = base - g.ymin;
                out.push(GlyphQuad {
                    rect: [left, bottom - th, left + tw, bottom],
                    uv: [tx / s, ty / s, (tx + tw) / s, (ty + th) / s],
                });
            }
            x += f.metrics(c, px).advance_width;
            prev = Some(c);
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
