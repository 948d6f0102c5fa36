//! What to draw, as plain data: the contract between the app (which builds scenes) and the GL
//! painter (which only draws them). No GL, no winit, no rules here — a scene can be built and
//! checked in a unit test.
//!
//! Coordinates are physical pixels with the origin at the **top-left** of the viewport, y down.

/// An RGBA colour, each channel 0..=1, not premultiplied.
pub type Color = [f32; 4];

/// A point in pixels.
pub type Point = [f32; 2];

/// An axis-aligned rectangle in pixels.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Rect {
    /// Left edge.
    pub x: f32,
    /// Top edge.
    pub y: f32,
    /// Width.
    pub w: f32,
    /// Height.
    pub h: f32,
}

impl Rect {
    /// The rectangle's centre.
    #[must_use]
    pub fn center(&self) -> Point {
        [self.x + self.w / 2.0, self.y + self.h / 2.0]
    }

    /// True when `p` lies inside (left/top edges included, right/bottom excluded).
    #[must_use]
    pub fn contains(&self, p: Point) -> bool {
        p[0] >= self.x && p[0] < self.x + self.w && p[1] >= self.y && p[1] < self.y + self.h
    }

    /// The rectangle shrunk by `d` on every side.
    #[must_use]
    pub fn inset(&self, d: f32) -> Rect {
        Rect {
            x: self.x + d,
            y: self.y + d,
            w: (self.w - 2.0 * d).max(0.0),
            h: (self.h - 2.0 * d).max(0.0),
        }
    }
}

/// How text is placed relative to its anchor point.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Align {
    /// The anchor is the left end of the baseline.
    Left,
    /// The anchor is the middle of the baseline.
    Center,
    /// The anchor is the right end of the baseline.
    Right,
}

/// One thing to draw. Every shape becomes quads (pairs of triangles) in the painter; thick lines
/// are quads too, because `glLineWidth` above 1 is not portable.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    /// A filled rectangle.
    Quad {
        /// Where.
        rect: Rect,
        /// Fill colour.
        color: Color,
    },
    /// A straight stroke of the given width with square ends.
    Line {
        /// Start point.
        from: Point,
        /// End point.
        to: Point,
        /// Stroke width in pixels.
        width: f32,
        /// Colour.
        color: Color,
    },
    /// A circle outline (an O): `radius` is the middle of the stroke.
    Ring {
        /// Centre.
        center: Point,
        /// Radius to the middle of the stroke.
        radius: f32,
        /// Stroke width.
        width: f32,
        /// Colour.
        color: Color,
    },
    /// A filled circle (a Blob War blob, a Senet piece).
    Disc {
        /// Centre.
        center: Point,
        /// Radius.
        radius: f32,
        /// Colour.
        color: Color,
    },
    /// A line of text in the shipped font.
    Text {
        /// Anchor on the baseline (see `align`).
        pos: Point,
        /// Font size in pixels (em size).
        size: f32,
        /// Colour.
        color: Color,
        /// Placement relative to `pos`.
        align: Align,
        /// The text (one line).
        text: String,
    },
}

/// Everything one frame shows, drawn in order (later shapes on top).
#[derive(Clone, Debug, PartialEq)]
pub struct Scene {
    /// Viewport width in pixels.
    pub width: u32,
    /// Viewport height in pixels.
    pub height: u32,
    /// Background colour.
    pub clear: Color,
    /// Shapes in drawing order.
    pub shapes: Vec<Shape>,
    /// Texts the frame had no room for (`app::fit`'s rule records them): a frame that is
    /// right has none. The painter ignores it; the tests read it.
    pub cut: Vec<String>,
}

impl Scene {
    /// An empty scene of the given size and background.
    #[must_use]
    pub fn new(width: u32, height: u32, clear: Color) -> Scene {
        Scene {
            width,
            height,
            clear,
            shapes: Vec::new(),
            cut: Vec::new(),
        }
    }

    /// Adds a shape on top of the others.
    pub fn push(&mut self, shape: Shape) {
        self.shapes.push(shape);
    }
}
