//! The GL painter: owns every GL object (program, buffers, glyph texture) and draws scenes.
//!
//! One shader program (`shaders/painter.*`) draws everything in scene order in a single draw
//! call: plain shapes use their vertex colour, text samples the glyph atlas. The GLSL version
//! header is chosen at run time, so the same sources serve OpenGL 3.3 core and OpenGL ES 3.0.

use std::sync::Arc;

use glow::HasContext;
use log::warn;

use super::RenderError;
use super::mesh::{FLOATS_PER_VERTEX, Mesh, Vertex};
use scene::Scene;
use scene::text::Atlas;

const VERTEX_SHADER: &str = include_str!("../../../shaders/painter.vert");
const FRAGMENT_SHADER: &str = include_str!("../../../shaders/painter.frag");

/// Which GLSL dialect the context speaks; only the header of the shaders differs.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ShaderVersion {
    /// Desktop OpenGL 3.3 core.
    Gl330,
    /// OpenGL ES 3.0.
    Es300,
}

impl ShaderVersion {
    /// The dialect of a context, from its version.
    #[must_use]
    pub fn of(version: &glow::Version) -> ShaderVersion {
        if version.is_embedded {
            ShaderVersion::Es300
        } else {
            ShaderVersion::Gl330
        }
    }

    /// The lines put in front of every shader source.
    #[must_use]
    pub fn header(self) -> &'static str {
        match self {
            ShaderVersion::Gl330 => "#version 330 core\n",
            ShaderVersion::Es300 => "#version 300 es\nprecision mediump float;\n",
        }
    }
}

/// Draws scenes; create it with the context current, call [`destroy`](Painter::destroy) before
/// the context goes away.
pub struct Painter {
    gl: Arc<glow::Context>,
    program: glow::Program,
    u_size: Option<glow::UniformLocation>,
    vao: glow::VertexArray,
    vbo: glow::Buffer,
    texture: glow::Texture,
    atlas: Atlas,
    mesh: Mesh,
    destroyed: bool,
    version: ShaderVersion,
}

fn compile(
    gl: &glow::Context,
    kind: u32,
    version: ShaderVersion,
    source: &str,
) -> Result<glow::Shader, RenderError> {
    // SAFETY: plain GL calls on the current context with valid arguments.
    unsafe {
        let shader = gl.create_shader(kind).map_err(RenderError)?;
        gl.shader_source(shader, &format!("{}{source}", version.header()));
        gl.compile_shader(shader);
        if gl.get_shader_compile_status(shader) {
            Ok(shader)
        } else {
            let log = gl.get_shader_info_log(shader);
            gl.delete_shader(shader);
            Err(RenderError(format!("shader does not compile: {log}")))
        }
    }
}

fn link(gl: &glow::Context, version: ShaderVersion) -> Result<glow::Program, RenderError> {
    let vs = compile(gl, glow::VERTEX_SHADER, version, VERTEX_SHADER)?;
    let fs = compile(gl, glow::FRAGMENT_SHADER, version, FRAGMENT_SHADER)?;
    // SAFETY: plain GL calls on the current context; the shaders were just created.
    unsafe {
        let program = gl.create_program().map_err(RenderError)?;
        gl.attach_shader(program, vs);
        gl.attach_shader(program, fs);
        gl.link_program(program);
        let ok = gl.get_program_link_status(program);
        for s in [vs, fs] {
            gl.detach_shader(program, s);
            gl.delete_shader(s);
        }
        if ok {
            Ok(program)
        } else {
            let log = gl.get_program_info_log(program);
            gl.delete_program(program);
            Err(RenderError(format!("shaders do not link: {log}")))
        }
    }
}

impl Painter {
    /// Compiles the shaders and creates the buffers and the glyph texture.
    ///
    /// # Errors
    /// When the shaders do not compile or link, or a GL object cannot be created.
    pub fn new(gl: Arc<glow::Context>) -> Result<Painter, RenderError> {
        let version = ShaderVersion::of(gl.version());
        let program = link(&gl, version)?;
        // SAFETY: plain GL calls on the current context.
        unsafe {
            let u_size = gl.get_uniform_location(program, "u_size");
            let u_atlas = gl.get_uniform_location(program, "u_atlas");
            gl.use_program(Some(program));
            gl.uniform_1_i32(u_atlas.as_ref(), 0);
            let vao = gl.create_vertex_array().map_err(RenderError)?;
            let vbo = gl.create_buffer().map_err(RenderError)?;
            gl.bind_vertex_array(Some(vao));
            gl.bind_buffer(glow::ARRAY_BUFFER, Some(vbo));
            let stride = (FLOATS_PER_VERTEX * 4) as i32;
            for (index, size, offset) in [(0u32, 2i32, 0i32), (1, 2, 8), (2, 4, 16)] {
                gl.enable_vertex_attrib_array(index);
                gl.vertex_attrib_pointer_f32(index, size, glow::FLOAT, false, stride, offset);
            }
            let texture = gl.create_texture().map_err(RenderError)?;
            gl.bind_texture(glow::TEXTURE_2D, Some(texture));
            for (p, v) in [
                (glow::TEXTURE_MIN_FILTER, glow::LINEAR),
                (glow::TEXTURE_MAG_FILTER, glow::LINEAR),
                (glow::TEXTURE_WRAP_S, glow::CLAMP_TO_EDGE),
                (glow::TEXTURE_WRAP_T, glow::CLAMP_TO_EDGE),
            ] {
                gl.tex_parameter_i32(glow::TEXTURE_2D, p, v as i32);
            }
            Ok(Painter {
                gl,
                program,
                u_size,
                vao,
                vbo,
                texture,
                atlas: Atlas::default(),
                mesh: Mesh::default(),
                destroyed: false,
                version,
            })
        }
    }

    /// The GLSL dialect in use.
    #[must_use]
    pub fn version(&self) -> ShaderVersion {
        self.version
    }

    /// Draws `scene` into the bound framebuffer, which must be `scene.width`×`scene.height`.
    /// A zero-sized scene draws nothing.
    pub fn paint(&mut self, scene: &Scene) {
        if self.destroyed {
            warn!("paint after destroy ignored");
            return;
        }
        if scene.width == 0 || scene.height == 0 {
            return;
        }
        self.mesh.build(scene, &mut self.atlas);
        let gl = &self.gl;
        // SAFETY: GL calls on the current context with objects this painter owns; the vertex
        // bytes are a view of `Vertex` values, which are `repr(C)` plain f32s with no padding.
        unsafe {
            gl.viewport(0, 0, scene.width as i32, scene.height as i32);
            let [r, g, b, a] = scene.clear;
            gl.clear_color(r, g, b, a);
            gl.clear(glow::COLOR_BUFFER_BIT);
            gl.disable(glow::DEPTH_TEST);
            gl.disable(glow::CULL_FACE);
            gl.enable(glow::BLEND);
            gl.blend_func_separate(
                glow::SRC_ALPHA,
                glow::ONE_MINUS_SRC_ALPHA,
                glow::ONE,
                glow::ONE_MINUS_SRC_ALPHA,
            );
            gl.use_program(Some(self.program));
            gl.uniform_2_f32(
                self.u_size.as_ref(),
                scene.width as f32,
                scene.height as f32,
            );
            gl.active_texture(glow::TEXTURE0);
            gl.bind_texture(glow::TEXTURE_2D, Some(self.texture));
            if self.atlas.dirty {
                gl.pixel_store_i32(glow::UNPACK_ALIGNMENT, 1);
                let side = self.atlas.size as i32;
                gl.tex_image_2d(
                    glow::TEXTURE_2D,
                    0,
                    glow::R8 as i32,
                    side,
                    side,
                    0,
                    glow::RED,
                    glow::UNSIGNED_BYTE,
                    glow::PixelUnpackData::Slice(Some(&self.atlas.pixels)),
                );
                self.atlas.dirty = false;
            }
            let vertices = &self.mesh.vertices;
            let bytes = std::slice::from_raw_parts(
                vertices.as_ptr().cast::<u8>(),
                std::mem::size_of_val::<[Vertex]>(vertices),
            );
            gl.bind_vertex_array(Some(self.vao));
            gl.bind_buffer(glow::ARRAY_BUFFER, Some(self.vbo));
            gl.buffer_data_u8_slice(glow::ARRAY_BUFFER, bytes, glow::STREAM_DRAW);
            gl.draw_arrays(glow::TRIANGLES, 0, vertices.len() as i32);
        }
    }

    /// Deletes the GL objects; call with the context current. A second call does nothing.
    pub fn destroy(&mut self) {
        if self.destroyed {
            return;
        }
        self.destroyed = true;
        // SAFETY: deleting objects this painter created, on the current context.
        unsafe {
            self.gl.delete_program(self.program);
            self.gl.delete_vertex_array(self.vao);
            self.gl.delete_buffer(self.vbo);
            self.gl.delete_texture(self.texture);
        }
    }
}

impl Drop for Painter {
    fn drop(&mut self) {
        if !self.destroyed {
            warn!("Painter dropped without destroy(): GL objects leak until the context goes");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shader_headers_per_dialect() {
        assert_eq!(ShaderVersion::Gl330.header(), "#version 330 core\n");
        assert!(
            ShaderVersion::Es300
                .header()
                .starts_with("#version 300 es\n")
        );
        assert!(
            ShaderVersion::Es300
                .header()
                .contains("precision mediump float;")
        );
        let mut v = glow::Version {
            major: 3,
            minor: 0,
            is_embedded: true,
            revision: None,
            vendor_info: String::new(),
        };
        assert_eq!(ShaderVersion::of(&v), ShaderVersion::Es300);
        v.is_embedded = false;
        assert_eq!(ShaderVersion::of(&v), ShaderVersion::Gl330);
    }

    #[test]
    fn vertex_layout_matches_the_attribute_pointers() {
        assert_eq!(std::mem::size_of::<Vertex>(), FLOATS_PER_VERTEX * 4);
    }
}
