//! The desktop window: winit's event loop and a glutin GL context, translating events into
//! [`Action`]s for the session and drawing the session's scene with the painter.
//!
//! On Linux and the BSDs the window opens on Wayland when `WAYLAND_DISPLAY` is set and on X11
//! otherwise (winit's choice); it carries the app id `gametree`, which names the desktop entry
//! whose icon Wayland compositors show, and the icon itself for X11 and Windows.
//!
//! What is the desktop's own lives here (the window, its GL context, the search thread, the
//! clipboard, the settings file); the events, the session's effects and the frames are the
//! shell's ([`crate::shell`]), shared with the page. The loop waits (`ControlFlow::Wait`) and
//! redraws only when something changed, so an idle window uses no CPU; the computer's search
//! runs on the worker thread and wakes the loop through an [`EventLoopProxy`] when it is done.

use std::num::NonZeroU32;
use std::sync::Arc;

use glutin::config::{Config, ConfigTemplateBuilder, GlConfig};
use glutin::context::{NotCurrentGlContext, PossiblyCurrentContext};
use glutin::display::{GetGlDisplay, GlDisplay};
use glutin::surface::{GlSurface, Surface, SwapInterval, WindowSurface};
use glutin_winit::{DisplayBuilder, GlWindow};
use log::{info, warn};
use raw_window_handle::{HasDisplayHandle, HasWindowHandle, RawDisplayHandle};
use winit::dpi::LogicalSize;
use winit::error::EventLoopError;
use winit::event_loop::{ActiveEventLoop, ControlFlow, EventLoop, EventLoopProxy};
use winit::window::{Icon, Window, WindowAttributes};

use crate::app::session::{Session, Settings};
use crate::app::worker::{EngineRunner, Job, Worker, WorkerEvent};
use crate::render::gl::Painter;
use crate::render::scene::Scene;
use crate::shell::{Platform, Shell};

/// Why the window could not run.
#[derive(Debug)]
pub struct WindowError(pub String);

impl std::fmt::Display for WindowError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for WindowError {}

/// The smallest window side in logical pixels: every HUD line stays readable above it.
const MIN_SIZE: f64 = 400.0;

/// Messages from other threads to the event loop.
#[derive(Debug)]
enum UserEvent {
    /// The worker finished a job or reports a search's progress.
    Worker(WorkerEvent),
}

/// Everything that exists only while the window does; dropped in field order (window last).
struct GlState {
    painter: Painter,
    surface: Surface<WindowSurface>,
    context: PossiblyCurrentContext,
    window: Window,
}

/// The desktop's part of the shell: a window with its GL context, the search thread, the
/// system clipboard and the settings file.
struct Desktop {
    worker: Worker,
    gl: Option<GlState>,
    /// The system clipboard, opened at the first copy or paste and kept (on X11 the copied
    /// text lives as long as its owner).
    clipboard: Option<arboard::Clipboard>,
    error: Option<WindowError>,
}

/// Opens the window and plays until the person quits.
///
/// # Errors
/// No display to open a window on, or no usable OpenGL.
pub fn run(settings: &Settings, engines: Arc<dyn EngineRunner>) -> Result<(), WindowError> {
    let event_loop = EventLoop::<UserEvent>::with_user_event()
        .build()
        .map_err(|e| open_error(&e))?;
    let session = Session::new(settings).map_err(WindowError)?;
    let proxy: EventLoopProxy<UserEvent> = event_loop.create_proxy();
    let proxy = std::sync::Mutex::new(proxy);
    let notify = move |event| {
        // Fails only when the loop has ended; the result is no longer wanted then.
        if let Ok(p) = proxy.lock() {
            let _ = p.send_event(UserEvent::Worker(event));
        }
    };
    let worker = Worker::spawn_with(notify, Some(engines));
    let desktop = Desktop {
        worker,
        gl: None,
        clipboard: None,
        error: None,
    };
    let mut shell = Shell::new(session, desktop);
    event_loop.set_control_flow(ControlFlow::Wait);
    event_loop
        .run_app(&mut shell)
        .map_err(|e| WindowError(format!("event loop failed: {e}")))?;
    match shell.platform.error.take() {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// The environment variables that name a display for winit on Linux and the BSDs.
const DISPLAY_VARS: [&str; 3] = ["WAYLAND_DISPLAY", "WAYLAND_SOCKET", "DISPLAY"];

/// A one-line reason why the event loop could not start. winit's own message starts with the
/// path of its source file inside the cargo registry, which means nothing to a player.
fn open_error(e: &EventLoopError) -> WindowError {
    let set: Vec<String> = DISPLAY_VARS
        .iter()
        .filter_map(|v| {
            let value = std::env::var_os(v)?;
            (!value.is_empty()).then(|| format!("{v}={:?}", value.to_string_lossy()))
        })
        .collect();
    let free_unix = cfg!(all(
        unix,
        not(target_os = "macos"),
        not(target_os = "ios"),
        not(target_os = "android")
    ));
    if free_unix && set.is_empty() {
        return WindowError(
            "no display to open the window on: run gametree in a desktop session, or set \
             DISPLAY (X11) or WAYLAND_DISPLAY (Wayland)"
                .into(),
        );
    }
    let text = e.to_string();
    // "os error at <file>:<line>: <message>"
    let message = match text.strip_prefix("os error at ") {
        Some(rest) => rest.split_once(": ").map_or(rest, |(_, m)| m),
        None => &text,
    };
    let message = message.trim_end_matches('.');
    if set.is_empty() {
        WindowError(format!("cannot open a window: {message}"))
    } else {
        WindowError(format!(
            "cannot open the display ({}): {message}",
            set.join(", ")
        ))
    }
}

/// The window icon: the 128-pixel PNG of `assets/icons`, decoded once at start-up (about a
/// millisecond). `None` if it cannot be decoded, which the tests rule out.
fn icon() -> Option<Icon> {
    let bytes: &[u8] = include_bytes!("../assets/icons/gametree-128.png");
    let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::normalize_to_color8());
    let mut reader = decoder.read_info().ok()?;
    let mut buf = vec![0; reader.output_buffer_size()?];
    let info = reader.next_frame(&mut buf).ok()?;
    if info.color_type != png::ColorType::Rgba {
        return None;
    }
    buf.truncate(info.buffer_size());
    Icon::from_rgba(buf, info.width, info.height).ok()
}

/// The window's attributes: size, title, icon and, on Linux and the BSDs, the application name
/// (Wayland app id and X11 `WM_CLASS`) that matches `gametree.desktop`.
fn window_attributes(title: &str) -> WindowAttributes {
    let attrs = Window::default_attributes()
        .with_title(title)
        .with_inner_size(LogicalSize::new(640.0, 640.0))
        .with_min_inner_size(LogicalSize::new(MIN_SIZE, MIN_SIZE))
        .with_window_icon(icon());
    #[cfg(all(
        unix,
        not(target_os = "macos"),
        not(target_os = "ios"),
        not(target_os = "android")
    ))]
    let attrs = winit::platform::wayland::WindowAttributesExtWayland::with_name(
        attrs, "gametree", "gametree",
    );
    attrs
}

/// The windowing system a window lives on, for the log.
fn backend_name(event_loop: &ActiveEventLoop) -> &'static str {
    match event_loop.display_handle().map(|h| h.as_raw()) {
        Ok(RawDisplayHandle::Wayland(_)) => "Wayland",
        Ok(RawDisplayHandle::Xlib(_) | RawDisplayHandle::Xcb(_)) => "X11",
        Ok(RawDisplayHandle::Windows(_)) => "Windows",
        Ok(RawDisplayHandle::AppKit(_)) => "macOS",
        _ => "an unknown windowing system",
    }
}

/// Picks the config with the fewest samples: multisampling costs memory and, on software
/// renderers, most of the frame time, and the board's shapes are axis-aligned or thick.
fn pick_config(configs: Box<dyn Iterator<Item = Config> + '_>) -> Config {
    configs
        .reduce(|best, c| {
            if c.num_samples() < best.num_samples() {
                c
            } else {
                best
            }
        })
        .expect("glutin offers at least one config before calling the picker")
}

fn create_gl(event_loop: &ActiveEventLoop, title: &str) -> Result<GlState, String> {
    let attrs = window_attributes(title);
    let template = ConfigTemplateBuilder::new().with_alpha_size(8);
    let (window, config) = DisplayBuilder::new()
        .with_window_attributes(Some(attrs.clone()))
        .build(event_loop, template, pick_config)
        .map_err(|e| format!("no OpenGL configuration: {e}"))?;
    let raw = window
        .as_ref()
        .and_then(|w| w.window_handle().ok())
        .map(|h| h.as_raw());
    let display = config.display();
    // SAFETY: the raw window handle comes from a live window (or none), as glutin requires.
    let not_current = unsafe { crate::render::context::create(&display, &config, raw) }
        .map_err(|e| format!("no OpenGL 3.3 or GLES 3.0 context: {e}"))?;
    let window = match window {
        Some(w) => w,
        None => glutin_winit::finalize_window(event_loop, attrs, &config)
            .map_err(|e| format!("cannot create the window: {e}"))?,
    };
    let surface_attrs = window
        .build_surface_attributes(Default::default())
        .map_err(|e| format!("no window surface: {e}"))?;
    // SAFETY: the surface attributes describe the live window above.
    let surface = unsafe { display.create_window_surface(&config, &surface_attrs) }
        .map_err(|e| format!("no window surface: {e}"))?;
    let context = not_current
        .make_current(&surface)
        .map_err(|e| format!("cannot make the GL context current: {e}"))?;
    if let Err(e) = surface.set_swap_interval(&context, SwapInterval::Wait(NonZeroU32::MIN)) {
        warn!("vsync unavailable: {e}");
    }
    // SAFETY: the context is current on this thread and the loader is the display's.
    let gl =
        unsafe { glow::Context::from_loader_function_cstr(|name| display.get_proc_address(name)) };
    let painter = Painter::new(Arc::new(gl)).map_err(|e| format!("GL setup failed: {e}"))?;
    let size = window.inner_size();
    info!(
        "window {}x{} px at scale {} on {} ({})",
        size.width,
        size.height,
        window.scale_factor(),
        backend_name(event_loop),
        display.version_string()
    );
    Ok(GlState {
        painter,
        surface,
        context,
        window,
    })
}

impl Desktop {
    /// The system clipboard, opened the first time it is needed.
    fn clipboard(&mut self) -> Result<&mut arboard::Clipboard, String> {
        match &mut self.clipboard {
            Some(c) => Ok(c),
            slot => Ok(slot.insert(arboard::Clipboard::new().map_err(text_of)?)),
        }
    }
}

impl Platform for Desktop {
    type Event = UserEvent;

    fn open(&mut self, event_loop: &ActiveEventLoop, title: &str) -> Result<(), String> {
        self.gl = Some(create_gl(event_loop, title)?);
        Ok(())
    }

    fn failed(&mut self, event_loop: &ActiveEventLoop, why: String) {
        self.error = Some(WindowError(why));
        event_loop.exit();
    }

    fn window(&self) -> Option<&Window> {
        Some(&self.gl.as_ref()?.window)
    }

    fn present(&mut self, scene: &Scene) {
        let Some(gl) = self.gl.as_mut() else { return };
        gl.painter.paint(scene);
        if let Err(e) = gl.surface.swap_buffers(&gl.context) {
            warn!("swap_buffers failed: {e}");
        }
    }

    fn resized(&mut self) {
        let Some(gl) = self.gl.as_ref() else { return };
        let size = gl.window.inner_size();
        if let (Some(w), Some(h)) = (NonZeroU32::new(size.width), NonZeroU32::new(size.height)) {
            gl.surface.resize(&gl.context, w, h);
        }
    }

    fn start(&mut self, job: Job) {
        self.worker.start(job);
    }

    fn cancel(&mut self) {
        self.worker.cancel();
    }

    fn receive(&mut self, event: UserEvent) -> Option<WorkerEvent> {
        let UserEvent::Worker(event) = event;
        Some(event)
    }

    /// Writes the game, the algorithm and the language to the settings file for the next run.
    fn retitled(&mut self, _title: &str, session: &Session) {
        let Some(path) = crate::settings::path() else {
            return;
        };
        let saved = crate::settings::Saved {
            lang: Some(crate::i18n::current()),
            game: Some(session.variant().to_string()),
            algo: Some(session.algorithm().name().to_owned()),
        };
        if let Err(e) = crate::settings::write(&path, &saved) {
            log::warn!("cannot write {}: {e}", path.display());
        }
    }

    fn quit(&mut self, event_loop: &ActiveEventLoop) -> bool {
        event_loop.exit();
        true
    }

    fn copy(&mut self, text: String) -> Result<(), String> {
        self.clipboard()?.set_text(text).map_err(text_of)
    }

    fn paste(&mut self) -> Result<String, String> {
        self.clipboard()?.get_text().map_err(text_of)
    }

    fn close(&mut self) {
        if let Some(gl) = self.gl.as_mut() {
            gl.painter.destroy();
        }
        self.gl = None;
    }
}

/// A clipboard error in words.
fn text_of(e: arboard::Error) -> String {
    e.to_string()
}
