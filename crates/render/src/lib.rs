//! Drawing: scenes as plain data, their triangles, the text atlas, and the GL painter that turns
//! them into pixels in a window or offscreen. Nothing here knows the rules of any game.

#[cfg(not(target_arch = "wasm32"))]
pub mod context;
pub mod gl;
pub mod mesh;
#[cfg(not(target_arch = "wasm32"))]
pub mod offscreen;
/// The scenes this crate draws, re-exported so a painter's user names one crate.
pub use scene;
pub use scene::text;

use std::fmt;

/// Why drawing could not be set up or done; carries GL's or EGL's own message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RenderError(pub String);

impl fmt::Display for RenderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for RenderError {}

impl From<String> for RenderError {
    fn from(s: String) -> Self {
        RenderError(s)
    }
}
