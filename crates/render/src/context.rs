//! The GL context gametree asks for, written once for the window and the offscreen renderer:
//! OpenGL 3.3 core, or OpenGL ES 3.0 where desktop GL is missing (the painter's shaders are
//! written for both).

use glutin::context::{ContextApi, ContextAttributesBuilder, GlProfile, Version};
use glutin::display::GlDisplay;
use raw_window_handle::RawWindowHandle;

/// A context of `display` for `config`: OpenGL 3.3 core if the driver has it, else GLES 3.0.
///
/// # Errors
/// Neither is available: the second attempt's error.
///
/// # Safety
/// `window`, if given, is the handle of a live window, as glutin's `create_context` requires.
pub unsafe fn create<D: GlDisplay>(
    display: &D,
    config: &D::Config,
    window: Option<RawWindowHandle>,
) -> Result<D::NotCurrentContext, glutin::error::Error> {
    let desktop = ContextAttributesBuilder::new()
        .with_context_api(ContextApi::OpenGl(Some(Version::new(3, 3))))
        .with_profile(GlProfile::Core)
        .build(window);
    let es = ContextAttributesBuilder::new()
        .with_context_api(ContextApi::Gles(Some(Version::new(3, 0))))
        .build(window);
    // SAFETY: the caller vouches for the window handle; the config is the display's.
    unsafe {
        display
            .create_context(config, &desktop)
            .or_else(|_| display.create_context(config, &es))
    }
}
