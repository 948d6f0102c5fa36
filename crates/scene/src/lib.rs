//! What to draw, as plain data: the contract between the app (which builds scenes) and the GL
//! painter (which only draws them). No GL, no winit, no rules here — a scene can be built and
//! checked in a unit test.
//!
//! Coordinates are physical pixels with the origin at the **top-left** of the viewport, y down.

pub mod text;

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

impl Shape {
    /// Its colour.
    #[must_use]
    pub fn color(&self) -> Color {
        match *self {
            Shape::Quad { color, .. }
            | Shape::Line { color, .. }
            | Shape::Ring { color, .. }
            | Shape::Disc { color, .. }
            | Shape::Text { color, .. } => color,
        }
    }

    /// True when it paints the point `p`, as the painter draws it (a line with square ends). A
    /// text never counts: its strokes are too thin to be what lies under something.
    #[must_use]
    pub fn paints(&self, p: Point) -> bool {
        let dist = |a: Point, b: Point| (a[0] - b[0]).hypot(a[1] - b[1]);
        match *self {
            Shape::Quad { rect, .. } => rect.contains(p),
            Shape::Disc { center, radius, .. } => dist(center, p) <= radius,
            Shape::Ring {
                center,
                radius,
                width,
                ..
            } => (dist(center, p) - radius).abs() <= width / 2.0,
            Shape::Line {
                from, to, width, ..
            } => {
                let len = dist(from, to);
                if len == 0.0 {
                    return false;
                }
                let u = [(to[0] - from[0]) / len, (to[1] - from[1]) / len];
                let d = [p[0] - from[0], p[1] - from[1]];
                let along = d[0] * u[0] + d[1] * u[1];
                let across = (d[0] * u[1] - d[1] * u[0]).abs();
                (-width / 2.0..=len + width / 2.0).contains(&along) && across <= width / 2.0
            }
            Shape::Text { .. } => false,
        }
    }

    /// True when it may paint inside `area`: exactly for a quad, a disc or a ring, by its
    /// bounds for a line; never for a text (see [`Shape::paints`]).
    #[must_use]
    pub fn meets(&self, area: Rect) -> bool {
        let circle = |center: Point, radius: f32| {
            let nearest = [
                center[0].clamp(area.x, area.x + area.w),
                center[1].clamp(area.y, area.y + area.h),
            ];
            (nearest[0] - center[0]).hypot(nearest[1] - center[1]) <= radius
        };
        match *self {
            Shape::Disc { center, radius, .. } => circle(center, radius),
            Shape::Ring {
                center,
                radius,
                width,
                ..
            } => circle(center, radius + width / 2.0),
            _ => self.bounds().is_some_and(|b| {
                b.x < area.x + area.w
                    && area.x < b.x + b.w
                    && b.y < area.y + area.h
                    && area.y < b.y + b.h
            }),
        }
    }

    /// A rectangle it paints nothing outside of (none for a text, see [`Shape::paints`]).
    #[must_use]
    pub fn bounds(&self) -> Option<Rect> {
        let around = |c: Point, r: f32| Rect {
            x: c[0] - r,
            y: c[1] - r,
            w: 2.0 * r,
            h: 2.0 * r,
        };
        match *self {
            Shape::Quad { rect, .. } => Some(rect),
            Shape::Disc { center, radius, .. } => Some(around(center, radius)),
            Shape::Ring {
                center,
                radius,
                width,
                ..
            } => Some(around(center, radius + width / 2.0)),
            // Its square ends and its width reach at most `width` past its end points.
            Shape::Line {
                from, to, width, ..
            } => Some(Rect {
                x: from[0].min(to[0]) - width,
                y: from[1].min(to[1]) - width,
                w: (from[0] - to[0]).abs() + 2.0 * width,
                h: (from[1] - to[1]).abs() + 2.0 * width,
            }),
            Shape::Text { .. } => None,
        }
    }
}

/// `c` drawn with its alpha over the opaque colour `under`.
#[must_use]
pub fn blend(c: Color, under: [f32; 3]) -> [f32; 3] {
    [0, 1, 2].map(|i| under[i] * (1.0 - c[3]) + c[i] * c[3])
}

/// WCAG's contrast ratio of two opaque colours: 1 for the same, 21 for black on white; 4.5 is
/// the least it asks of small text.
#[must_use]
pub fn contrast(a: [f32; 3], b: [f32; 3]) -> f32 {
    let luminance = |c: [f32; 3]| {
        let linear = |v: f32| {
            if v <= 0.04045 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * linear(c[0]) + 0.7152 * linear(c[1]) + 0.0722 * linear(c[2])
    };
    let (x, y) = (luminance(a), luminance(b));
    (x.max(y) + 0.05) / (x.min(y) + 0.05)
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
    /// The HiDPI scale it is drawn at (device pixels a CSS or logical pixel): the fitting rule's
    /// readable floor is that many times its size in logical pixels.
    pub scale: f32,
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
            scale: 1.0,
            shapes: Vec::new(),
            cut: Vec::new(),
        }
    }

    /// Its texts, in drawing order.
    pub fn texts(&self) -> impl Iterator<Item = &str> {
        self.shapes.iter().filter_map(|s| match s {
            Shape::Text { text, .. } => Some(text.as_str()),
            _ => None,
        })
    }

    /// Its texts, one a line: what the frame says, for a reader that cannot see it (the page's
    /// canvas gives it to screen readers, and its test reads it).
    #[must_use]
    pub fn words(&self) -> String {
        self.texts().collect::<Vec<_>>().join("\n")
    }

    /// Adds a shape on top of the others.
    pub fn push(&mut self, shape: Shape) {
        self.shapes.push(shape);
    }

    /// The colour the shapes so far leave at `p`, each blended by its alpha over those before
    /// it (texts left out, see [`Shape::paints`]): what something drawn next lies on.
    #[must_use]
    pub fn color_at(&self, p: Point) -> [f32; 3] {
        self.under(self.shapes.iter(), p)
    }

    /// What the shapes so far leave in `area`, as a function of the point: [`Scene::color_at`]
    /// for many points of a small area, reading only the shapes that reach into it.
    pub fn colors_in(&self, area: Rect) -> impl Fn(Point) -> [f32; 3] {
        let near: Vec<&Shape> = self.shapes.iter().filter(|sh| sh.meets(area)).collect();
        move |p| self.under(near.iter().copied(), p)
    }

    /// The ground with `shapes` blended over it at `p`, in order.
    fn under<'a>(&self, shapes: impl Iterator<Item = &'a Shape>, p: Point) -> [f32; 3] {
        let ground = [self.clear[0], self.clear[1], self.clear[2]];
        shapes
            .filter(|sh| sh.paints(p))
            .fold(ground, |under, sh| blend(sh.color(), under))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contrast_runs_from_one_to_twenty_one() {
        assert!((contrast([0.0; 3], [1.0; 3]) - 21.0).abs() < 1e-3);
        assert!((contrast([0.3; 3], [0.3; 3]) - 1.0).abs() < 1e-6);
    }

    #[test]
    fn the_colour_at_a_point_blends_what_paints_it_in_order() {
        let mut s = Scene::new(10, 10, [0.0, 0.0, 0.0, 1.0]);
        let whole = Rect {
            x: 0.0,
            y: 0.0,
            w: 10.0,
            h: 10.0,
        };
        s.push(Shape::Quad {
            rect: whole,
            color: [1.0, 1.0, 1.0, 1.0],
        });
        s.push(Shape::Line {
            from: [2.0, 5.0],
            to: [8.0, 5.0],
            width: 2.0,
            color: [1.0, 0.0, 0.0, 0.5],
        });
        // Half red over white on the line, its square ends included; white beside it.
        assert_eq!(s.color_at([5.0, 5.5]), [1.0, 0.5, 0.5]);
        assert_eq!(s.color_at([1.2, 5.0]), [1.0, 0.5, 0.5]);
        assert_eq!(s.color_at([0.5, 5.0]), [1.0, 1.0, 1.0]);
        assert_eq!(s.color_at([5.0, 7.0]), [1.0, 1.0, 1.0]);
        // Outside every shape: the ground.
        assert_eq!(s.color_at([50.0, 50.0]), [0.0, 0.0, 0.0]);
        // Read through the shapes that reach into a small area, the same.
        let area = Rect {
            x: 0.0,
            y: 4.0,
            w: 3.0,
            h: 2.0,
        };
        let near = s.colors_in(area);
        for p in [[0.5, 5.0], [1.2, 5.0], [2.5, 4.5]] {
            assert_eq!(near(p), s.color_at(p), "{p:?}");
        }
    }

    #[test]
    fn a_disc_meets_a_rectangle_only_where_its_circle_reaches() {
        let disc = Shape::Disc {
            center: [0.0, 0.0],
            radius: 10.0,
            color: [0.0; 4],
        };
        let at = |x: f32, y: f32| Rect {
            x,
            y,
            w: 4.0,
            h: 4.0,
        };
        assert!(disc.meets(at(-2.0, -2.0)));
        assert!(disc.meets(at(6.0, 6.0)), "its corner (6, 6) is inside");
        assert!(
            !disc.meets(at(7.5, 7.5)),
            "inside its bounds, outside its circle"
        );
        assert!(!disc.meets(at(11.0, 0.0)));
    }
}
