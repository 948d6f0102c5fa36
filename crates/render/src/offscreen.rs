//! Headless rendering: a scene drawn into an offscreen framebuffer through EGL's software device
//! (Mesa llvmpipe), with no X server or window, then read back and saved as PNG. Used by
//! `gametree render` and by the pixel tests. macOS has no EGL: there it reports an error.
#![cfg_attr(target_os = "macos", allow(unused_imports))]

use std::ffi::CString;
use std::path::Path;
use std::sync::Arc;

use glow::HasContext;
#[cfg(not(target_os = "macos"))]
use glutin::api::egl::device::Device;
#[cfg(not(target_os = "macos"))]
use glutin::api::egl::display::Display;
use glutin::config::{ConfigSurfaceTypes, ConfigTemplateBuilder};
use glutin::display::GlDisplay;

use super::RenderError;
use super::gl::Painter;
use scene::Scene;

/// An RGBA8 picture, rows top-down.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Image {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// RGBA bytes, row by row from the top.
    pub pixels: Vec<u8>,
}

impl Image {
    /// The RGBA of the pixel at (x, y), `None` outside.
    #[must_use]
    pub fn pixel(&self, x: u32, y: u32) -> Option<[u8; 4]> {
        if x >= self.width || y >= self.height {
            return None;
        }
        let i = ((y * self.width + x) * 4) as usize;
        Some([
            self.pixels[i],
            self.pixels[i + 1],
            self.pixels[i + 2],
            self.pixels[i + 3],
        ])
    }
}

#[cfg(not(target_os = "macos"))]
fn err(what: &str) -> impl Fn(glutin::error::Error) -> RenderError + '_ {
    move |e| RenderError(format!("{what}: {e}"))
}

/// Draws `scene` offscreen and returns its pixels.
///
/// # Errors
/// Always: macOS has no EGL, the only offscreen path here.
#[cfg(target_os = "macos")]
pub fn render_rgba(_scene: &Scene) -> Result<Image, RenderError> {
    Err(RenderError(
        "offscreen rendering needs EGL, which macOS does not have".into(),
    ))
}

/// Draws `scene` offscreen and returns its pixels.
///
/// # Errors
/// No EGL software device (Mesa's EGL is needed), no GL 3.3 or GLES 3.0 context, or a GL error.
#[cfg(not(target_os = "macos"))]
pub fn render_rgba(scene: &Scene) -> Result<Image, RenderError> {
    let (w, h) = (scene.width, scene.height);
    if w == 0 || h == 0 {
        return Ok(Image {
            width: w,
            height: h,
            pixels: Vec::new(),
        });
    }
    let devices = Device::query_devices().map_err(err("no EGL devices"))?;
    let mut devices: Vec<Device> = devices.collect();
    // Prefer Mesa's software device: always present with Mesa, and needs no GPU or display.
    devices.sort_by_key(|d| !d.extensions().contains("EGL_MESA_device_software"));
    let device = devices
        .first()
        .ok_or_else(|| RenderError("no EGL device found (install Mesa's libegl-mesa0)".into()))?;
    // SAFETY: the device comes from EGL's own list; no native display is involved.
    let display = unsafe { Display::with_device(device, None) }.map_err(err("EGL display"))?;
    let template = ConfigTemplateBuilder::new()
        .with_alpha_size(8)
        .with_surface_type(ConfigSurfaceTypes::empty())
        .build();
    // SAFETY: querying configs of a live display.
    let config = unsafe { display.find_configs(template) }
        .map_err(err("EGL configs"))?
        .next()
        .ok_or_else(|| RenderError("no surfaceless EGL config".into()))?;
    // SAFETY: no window handle is passed; the config belongs to this display.
    let context = unsafe { crate::context::create(&display, &config, None) }
        .map_err(err("no GL 3.3 or GLES 3.0 context"))?
        .make_current_surfaceless()
        .map_err(err("make current"))?;
    // SAFETY: the context is current on this thread; symbols come from the same display.
    let gl = Arc::new(unsafe {
        glow::Context::from_loader_function(|s| {
            CString::new(s).map_or(std::ptr::null(), |c| display.get_proc_address(&c))
        })
    });
    let mut painter = Painter::new(gl.clone())?;
    let mut pixels = vec![0u8; (w * h * 4) as usize];
    // SAFETY: GL calls on the current context with objects created here.
    let result = unsafe {
        let fbo = gl.create_framebuffer().map_err(RenderError)?;
        let rbo = gl.create_renderbuffer().map_err(RenderError)?;
        gl.bind_renderbuffer(glow::RENDERBUFFER, Some(rbo));
        gl.renderbuffer_storage(glow::RENDERBUFFER, glow::RGBA8, w as i32, h as i32);
        gl.bind_framebuffer(glow::FRAMEBUFFER, Some(fbo));
        gl.framebuffer_renderbuffer(
            glow::FRAMEBUFFER,
            glow::COLOR_ATTACHMENT0,
            glow::RENDERBUFFER,
            Some(rbo),
        );
        let status = gl.check_framebuffer_status(glow::FRAMEBUFFER);
        let result = if status == glow::FRAMEBUFFER_COMPLETE {
            painter.paint(scene);
            gl.finish();
            gl.pixel_store_i32(glow::PACK_ALIGNMENT, 1);
            gl.read_pixels(
                0,
                0,
                w as i32,
                h as i32,
                glow::RGBA,
                glow::UNSIGNED_BYTE,
                glow::PixelPackData::Slice(Some(&mut pixels)),
            );
            Ok(())
        } else {
            Err(RenderError(format!("framebuffer incomplete: {status:#x}")))
        };
        painter.destroy();
        gl.delete_framebuffer(fbo);
        gl.delete_renderbuffer(rbo);
        result
    };
    drop(context);
    result?;
    // GL rows run bottom-up; images top-down.
    let row = (w * 4) as usize;
    let flipped: Vec<u8> = pixels.chunks_exact(row).rev().flatten().copied().collect();
    Ok(Image {
        width: w,
        height: h,
        pixels: flipped,
    })
}

/// Writes an image as an 8-bit RGBA PNG.
///
/// # Errors
/// When the file cannot be created or written.
pub fn save_png(image: &Image, path: &Path) -> Result<(), RenderError> {
    // The caller names the file; the reason alone here.
    let file = std::fs::File::create(path).map_err(|e| RenderError(e.to_string()))?;
    let mut enc = png::Encoder::new(std::io::BufWriter::new(file), image.width, image.height);
    enc.set_color(png::ColorType::Rgba);
    enc.set_depth(png::BitDepth::Eight);
    let mut writer = enc
        .write_header()
        .map_err(|e| RenderError(format!("PNG header: {e}")))?;
    writer
        .write_image_data(&image.pixels)
        .map_err(|e| RenderError(format!("PNG data: {e}")))?;
    writer
        .finish()
        .map_err(|e| RenderError(format!("PNG end: {e}")))
}
