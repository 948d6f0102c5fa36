//! Turns a [`Scene`] into triangles: every shape becomes quads (thick lines included, since
//! `glLineWidth` above 1 is not portable), rings and discs become fans of thin quads, text becomes
//! textured quads from the glyph atlas. Pure CPU work, reusing its buffer frame after frame.

use std::f32::consts::TAU;

use scene::text::{Atlas, GlyphQuad};
use scene::{Color, Point, Scene, Shape};

/// One vertex: position in pixels, atlas uv (negative: untextured), RGBA colour.
#[derive(Copy, Clone, Debug, PartialEq)]
#[repr(C)]
pub struct Vertex {
    /// Position in pixels, origin top-left.
    pub pos: [f32; 2],
    /// Atlas coordinates, or `[-1, -1]` for a plain shape.
    pub uv: [f32; 2],
    /// Colour.
    pub color: Color,
}

/// Floats per vertex, for the GL attribute layout.
pub const FLOATS_PER_VERTEX: usize = 8;

const NO_UV: [f32; 2] = [-1.0, -1.0];

/// The triangles of a scene, in drawing order.
#[derive(Default)]
pub struct Mesh {
    /// Three vertices per triangle.
    pub vertices: Vec<Vertex>,
    glyphs: Vec<GlyphQuad>,
}

impl Mesh {
    /// Rebuilds the mesh for `scene`, adding any new glyphs to `atlas`.
    pub fn build(&mut self, scene: &Scene, atlas: &mut Atlas) {
        self.vertices.clear();
        for shape in &scene.shapes {
            match shape {
                Shape::Quad { rect, color } => {
                    let (l, t, r, b) = (rect.x, rect.y, rect.x + rect.w, rect.y + rect.h);
                    self.quad([[l, t], [r, t], [r, b], [l, b]], *color);
                }
                Shape::Line {
                    from,
                    to,
                    width,
                    color,
                } => self.line(*from, *to, *width, *color),
                Shape::Ring {
                    center,
                    radius,
                    width,
                    color,
                } => self.ring(*center, *radius, *width, *color),
                Shape::Disc {
                    center,
                    radius,
                    color,
                } => self.disc(*center, *radius, *color),
                Shape::Text {
                    pos,
                    size,
                    color,
                    align,
                    text,
                } => {
                    self.glyphs.clear();
                    atlas.layout(text, *size, *pos, *align, &mut self.glyphs);
                    for i in 0..self.glyphs.len() {
                        let g = self.glyphs[i];
                        let [l, t, r, b] = g.rect;
                        let [u0, v0, u1, v1] = g.uv;
                        let v = |p: [f32; 2], uv: [f32; 2]| Vertex {
                            pos: p,
                            uv,
                            color: *color,
                        };
                        self.vertices.extend([
                            v([l, t], [u0, v0]),
                            v([r, t], [u1, v0]),
                            v([r, b], [u1, v1]),
                            v([l, t], [u0, v0]),
                            v([r, b], [u1, v1]),
                            v([l, b], [u0, v1]),
                        ]);
                    }
                }
            }
        }
    }

    /// Two triangles over four corners given in order around the quad.
    fn quad(&mut self, c: [Point; 4], color: Color) {
        let v = |pos| Vertex {
            pos,
            uv: NO_UV,
            color,
        };
        self.vertices
            .extend([v(c[0]), v(c[1]), v(c[2]), v(c[0]), v(c[2]), v(c[3])]);
    }

    /// A stroke with square ends: a quad along the segment, extended by half the width.
    fn line(&mut self, a: Point, b: Point, width: f32, color: Color) {
        let (dx, dy) = (b[0] - a[0], b[1] - a[1]);
        let len = (dx * dx + dy * dy).sqrt();
        if len == 0.0 || width <= 0.0 {
            return;
        }
        let h = width / 2.0;
        let (ux, uy) = (dx / len * h, dy / len * h); // along, half width
        let (nx, ny) = (-uy, ux); // across, half width
        let (a, b) = ([a[0] - ux, a[1] - uy], [b[0] + ux, b[1] + uy]);
        self.quad(
            [
                [a[0] + nx, a[1] + ny],
                [b[0] + nx, b[1] + ny],
                [b[0] - nx, b[1] - ny],
                [a[0] - nx, a[1] - ny],
            ],
            color,
        );
    }

    /// Enough segments for a circle of this radius to look round.
    fn segments(radius: f32) -> usize {
        ((radius * 0.6) as usize).clamp(24, 160)
    }

    fn ring(&mut self, c: Point, radius: f32, width: f32, color: Color) {
        let (r0, r1) = ((radius - width / 2.0).max(0.0), radius + width / 2.0);
        let n = Self::segments(r1);
        let at = |r: f32, i: usize| {
            let a = TAU * i as f32 / n as f32;
            [c[0] + r * a.cos(), c[1] + r * a.sin()]
        };
        for i in 0..n {
            self.quad([at(r0, i), at(r1, i), at(r1, i + 1), at(r0, i + 1)], color);
        }
    }

    fn disc(&mut self, c: Point, radius: f32, color: Color) {
        let n = Self::segments(radius);
        let at = |i: usize| {
            let a = TAU * i as f32 / n as f32;
            [c[0] + radius * a.cos(), c[1] + radius * a.sin()]
        };
        let v = |pos| Vertex {
            pos,
            uv: NO_UV,
            color,
        };
        for i in 0..n {
            self.vertices.extend([v(c), v(at(i)), v(at(i + 1))]);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scene::{Align, Rect};

    #[test]
    fn shapes_become_triangles_in_order() {
        let mut s = Scene::new(100, 100, [0.0; 4]);
        s.push(Shape::Quad {
            rect: Rect {
                x: 0.0,
                y: 0.0,
                w: 10.0,
                h: 10.0,
            },
            color: [1.0; 4],
        });
        s.push(Shape::Line {
            from: [0.0, 0.0],
            to: [10.0, 0.0],
            width: 2.0,
            color: [1.0; 4],
        });
        s.push(Shape::Text {
            pos: [5.0, 50.0],
            size: 12.0,
            color: [1.0; 4],
            align: Align::Left,
            text: "ab".into(),
        });
        let mut m = Mesh::default();
        let mut atlas = Atlas::new(256);
        m.build(&s, &mut atlas);
        assert_eq!(m.vertices.len(), 6 + 6 + 12);
        assert!(m.vertices[..12].iter().all(|v| v.uv == NO_UV));
        assert!(m.vertices[12..].iter().all(|v| v.uv[0] >= 0.0));
        // The line is 2 px thick with square ends: from x=-1 to x=11.
        let xs: Vec<f32> = m.vertices[6..12].iter().map(|v| v.pos[0]).collect();
        assert_eq!(xs.iter().cloned().fold(f32::MAX, f32::min), -1.0);
        assert_eq!(xs.iter().cloned().fold(f32::MIN, f32::max), 11.0);
    }

    #[test]
    fn degenerate_shapes_draw_nothing() {
        let mut s = Scene::new(10, 10, [0.0; 4]);
        s.push(Shape::Line {
            from: [1.0, 1.0],
            to: [1.0, 1.0],
            width: 3.0,
            color: [1.0; 4],
        });
        let mut m = Mesh::default();
        m.build(&s, &mut Atlas::new(64));
        assert!(m.vertices.is_empty());
    }
}
