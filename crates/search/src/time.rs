//! The clock: std's on the desktop; in the browser (wasm32), where std's `Instant::now` panics,
//! the page's `performance.now()` through `web-time`, which has the same API.

#[cfg(not(target_arch = "wasm32"))]
pub use std::time::Instant;
#[cfg(target_arch = "wasm32")]
pub use web_time::Instant;
