//! The browser page (wasm32): winit's web back-end in the page's `<canvas id="gametree">`, glow
//! on WebGL2, and the same session, keys, clicks, views and HUD as the desktop window.
//!
//! Work in progress (issue 21): the computer's search still runs on the page's own thread,
//! between two events (`Jobs`), so a long search holds the page until it ends and Esc/N/U cannot
//! cancel it. The Web Worker that will run it instead needs the jobs and their results to cross
//! to another wasm instance as messages; see docs/architecture.md, "The browser build".

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use log::info;
use wasm_bindgen::JsCast;
use winit::application::ApplicationHandler;
use winit::dpi::PhysicalPosition;
use winit::event::{ElementState, MouseButton, StartCause, WindowEvent};
use winit::event_loop::{ActiveEventLoop, ControlFlow, EventLoop, EventLoopProxy};
use winit::platform::web::{EventLoopExtWebSys, WindowAttributesExtWebSys};
use winit::window::{Window, WindowId};

use crate::app::input::{Action, action_for, click_action, resolve};
use crate::app::layout::Layout;
use crate::app::session::{Effects, REPLY_PAUSE, Session, Settings};
use crate::app::view;
use crate::app::worker::{Job, WorkerEvent, run_job};
use crate::keys::key_of;
use crate::render::gl::Painter;
use crate::search::Enhancements;
use crate::time::Instant;

/// The page's log: the browser's console.
struct Console;

impl log::Log for Console {
    fn enabled(&self, metadata: &log::Metadata<'_>) -> bool {
        metadata.level() <= log::Level::Info
    }

    fn log(&self, record: &log::Record<'_>) {
        if !self.enabled(record.metadata()) {
            return;
        }
        let text = format!("{} {}: {}", record.level(), record.target(), record.args()).into();
        match record.level() {
            log::Level::Error => web_sys::console::error_1(&text),
            log::Level::Warn => web_sys::console::warn_1(&text),
            _ => web_sys::console::log_1(&text),
        }
    }

    fn flush(&self) {}
}

static CONSOLE: Console = Console;

/// Messages to the event loop.
#[derive(Debug)]
enum UserEvent {
    /// Run the pending job now (after the frame that shows the computer thinking).
    RunJob,
}

/// Where the computer's jobs run: for now on the page's thread, one event after they are asked
/// for (see the module's documentation).
struct Jobs {
    pending: Option<Job>,
    proxy: EventLoopProxy<UserEvent>,
}

impl Jobs {
    fn start(&mut self, job: Job) {
        self.pending = Some(job);
        // Fails only when the loop has ended.
        let _ = self.proxy.send_event(UserEvent::RunJob);
    }

    fn cancel(&mut self) {
        self.pending = None;
    }
}

struct Page {
    painter: Painter,
    canvas: web_sys::HtmlCanvasElement,
    window: Window,
}

impl Page {
    /// Gives the canvas's drawing buffer the size winit reports: the CSS size times the device
    /// pixel ratio, so the board is drawn at the screen's own resolution.
    fn fit(&self) {
        let size = self.window.inner_size();
        if self.canvas.width() != size.width || self.canvas.height() != size.height {
            self.canvas.set_width(size.width);
            self.canvas.set_height(size.height);
            info!(
                "canvas {}x{} px at scale {}",
                size.width,
                size.height,
                self.window.scale_factor()
            );
        }
    }
}

struct App {
    session: Session,
    jobs: Jobs,
    page: Option<Page>,
    cursor: Option<PhysicalPosition<f64>>,
    hovered: Option<(u8, u8)>,
    started: Instant,
    first_frame: bool,
    animate_until: Option<Instant>,
}

/// Starts the game in the page: called once by the generated JavaScript when the module loads.
pub fn start() {
    let _ = log::set_logger(&CONSOLE);
    log::set_max_level(log::LevelFilter::Info);
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&format!("gametree panicked: {info}").into());
    }));
    let event_loop = match EventLoop::<UserEvent>::with_user_event().build() {
        Ok(l) => l,
        Err(e) => return log::error!("no event loop: {e}"),
    };
    let settings = Settings {
        reply_pause: REPLY_PAUSE,
        enhance: Enhancements::ALL,
        ..Settings::default()
    };
    let session = match Session::new(&settings) {
        Ok(s) => s,
        Err(e) => return log::error!("{e}"),
    };
    let jobs = Jobs {
        pending: None,
        proxy: event_loop.create_proxy(),
    };
    event_loop.set_control_flow(ControlFlow::Wait);
    event_loop.spawn_app(App {
        session,
        jobs,
        page: None,
        cursor: None,
        hovered: None,
        started: Instant::now(),
        first_frame: true,
        animate_until: None,
    });
}

/// The page's canvas and a WebGL2 context on it.
fn create_page(event_loop: &ActiveEventLoop, title: &str) -> Result<Page, String> {
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or("no document")?;
    let canvas: web_sys::HtmlCanvasElement = document
        .get_element_by_id("gametree")
        .ok_or("no <canvas id=\"gametree\"> in the page")?
        .dyn_into()
        .map_err(|_| "the element gametree is not a canvas")?;
    document.set_title(title);
    let attrs = Window::default_attributes()
        .with_title(title)
        .with_canvas(Some(canvas.clone()))
        .with_prevent_default(true)
        .with_focusable(true);
    let window = event_loop
        .create_window(attrs)
        .map_err(|e| format!("cannot use the canvas: {e}"))?;
    let context: web_sys::WebGl2RenderingContext = canvas
        .get_context("webgl2")
        .map_err(|_| "WebGL2 failed")?
        .ok_or("this browser has no WebGL2")?
        .dyn_into()
        .map_err(|_| "not a WebGL2 context")?;
    let gl = glow::Context::from_webgl2_context(context);
    // The painter takes its context in an Arc, as on the desktop; a page has one thread.
    #[allow(clippy::arc_with_non_send_sync)]
    let painter = Painter::new(Arc::new(gl)).map_err(|e| format!("WebGL setup failed: {e}"))?;
    let _ = canvas.focus();
    let page = Page {
        painter,
        canvas,
        window,
    };
    page.fit();
    Ok(page)
}

impl App {
    fn layout(&self) -> Option<Layout> {
        let page = self.page.as_ref()?;
        let size = page.window.inner_size();
        Some(view::layout(
            &self.session,
            size.width,
            size.height,
            page.window.scale_factor(),
        ))
    }

    fn redraw(&self) {
        if let Some(page) = &self.page {
            page.window.request_redraw();
        }
    }

    fn act(&mut self, event_loop: &ActiveEventLoop, action: Action) {
        let effects = self.session.handle(action, Instant::now());
        self.carry_out(event_loop, effects);
    }

    /// Does what the session asked, as the desktop window does (a page is never quit).
    fn carry_out(&mut self, event_loop: &ActiveEventLoop, e: Effects) {
        if e.cancel || e.quit {
            self.jobs.cancel();
        }
        if let Some(job) = e.start {
            self.jobs.start(job);
        }
        event_loop.set_control_flow(match e.wake_at {
            Some(t) => ControlFlow::WaitUntil(t),
            None => ControlFlow::Wait,
        });
        if let Some(title) = e.title {
            if let Some(page) = &self.page {
                page.window.set_title(&title);
            }
            if let Some(d) = web_sys::window().and_then(|w| w.document()) {
                d.set_title(&title);
            }
            info!("title: {title}");
        }
        if let Some(until) = e.animate_until {
            self.animate_until = Some(until);
        }
        if e.redraw {
            self.redraw();
        }
    }

    fn draw(&mut self) {
        let Some(layout) = self.layout() else { return };
        if layout.width < 1.0 || layout.height < 1.0 {
            return;
        }
        let t = Instant::now();
        let hover = self.cursor.map(|p| [p.x as f32, p.y as f32]);
        let scene = view::scene_at(&self.session, &layout, hover, Some(t));
        let animating = self.animate_until.is_some_and(|until| t < until);
        if !animating {
            self.animate_until = None;
        }
        let Some(page) = self.page.as_mut() else {
            return;
        };
        page.fit();
        page.painter.paint(&scene);
        if animating {
            page.window.request_redraw();
        }
        if self.first_frame {
            self.first_frame = false;
            info!(
                "first frame {:.1} ms after start, {}x{} px at scale {}",
                self.started.elapsed().as_secs_f64() * 1000.0,
                layout.width,
                layout.height,
                page.window.scale_factor()
            );
        }
    }
}

impl ApplicationHandler<UserEvent> for App {
    fn resumed(&mut self, event_loop: &ActiveEventLoop) {
        if self.page.is_some() {
            return;
        }
        match create_page(event_loop, &self.session.title()) {
            Ok(page) => {
                self.page = Some(page);
                let effects = self.session.tick(Instant::now());
                self.carry_out(event_loop, effects);
                self.redraw();
            }
            Err(e) => log::error!("{e}"),
        }
    }

    fn new_events(&mut self, event_loop: &ActiveEventLoop, cause: StartCause) {
        if let StartCause::ResumeTimeReached { .. } = cause {
            let effects = self.session.tick(Instant::now());
            self.carry_out(event_loop, effects);
        }
    }

    fn user_event(&mut self, event_loop: &ActiveEventLoop, event: UserEvent) {
        match event {
            UserEvent::RunJob => {
                let Some(job) = self.jobs.pending.take() else {
                    return;
                };
                let done = run_job(&job, Arc::new(AtomicBool::new(false)));
                let effects = self
                    .session
                    .receive(WorkerEvent::Done(done), Instant::now());
                self.carry_out(event_loop, effects);
            }
        }
    }

    fn window_event(&mut self, event_loop: &ActiveEventLoop, _id: WindowId, event: WindowEvent) {
        match event {
            WindowEvent::Resized(_) | WindowEvent::ScaleFactorChanged { .. } => self.redraw(),
            WindowEvent::CursorMoved { position, .. } => {
                self.cursor = Some(position);
                let cell = self
                    .layout()
                    .and_then(|l| l.cell_at([position.x as f32, position.y as f32]));
                if cell != self.hovered {
                    self.hovered = cell;
                    self.redraw();
                }
            }
            WindowEvent::CursorLeft { .. } => {
                self.cursor = None;
                self.hovered = None;
                self.redraw();
            }
            WindowEvent::MouseInput {
                state: ElementState::Pressed,
                button: MouseButton::Left,
                ..
            } => {
                let action = self
                    .cursor
                    .zip(self.layout())
                    .and_then(|(p, l)| click_action(&l, [p.x as f32, p.y as f32]));
                if let Some(a) = action {
                    self.act(event_loop, a);
                }
            }
            WindowEvent::KeyboardInput { event, .. }
                if event.state == ElementState::Pressed && !event.repeat =>
            {
                match key_of(&event.logical_key).and_then(action_for) {
                    // Esc cannot close a page: it only cancels (below, through the session).
                    Some(Action::Quit) => self.jobs.cancel(),
                    Some(a) => {
                        let a = resolve(a, self.layout().as_ref());
                        self.act(event_loop, a);
                    }
                    None => {}
                }
            }
            WindowEvent::RedrawRequested => self.draw(),
            _ => {}
        }
    }
}
