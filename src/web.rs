//! The browser page (wasm32): winit's web back-end in the page's `<canvas id="gametree">`, glow
//! on WebGL2, and the same shell ([`crate::shell`]: session, keys, clicks, views and HUD) as the
//! desktop window.
//!
//! The computer's search runs in a Web Worker (`worker.js`): a second instance of the same
//! program, whose [`start`] finds no window and waits for jobs instead. A [`Job`] goes there and
//! each [`WorkerEvent`] comes back as a message of bytes (`app/job.rs`); the page never runs a
//! search itself, so it keeps answering while the computer thinks. A running search cannot read
//! messages, so cancelling it (Esc, N, U, a newer job) ends that worker and starts a fresh one.

use std::sync::Arc;

use js_sys::Uint8Array;
use log::info;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::{Closure, JsValue};
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent, WorkerOptions, WorkerType};
use winit::event_loop::{ActiveEventLoop, ControlFlow, EventLoop, EventLoopProxy};
use winit::platform::web::{EventLoopExtWebSys, WindowAttributesExtWebSys};
use winit::window::Window;

use crate::app::session::{REPLY_PAUSE, Session, Settings};
use crate::app::worker::{Job, WorkerEvent, run_job_watched};
use crate::render::gl::Painter;
use crate::render::scene::Scene;
use crate::search::Enhancements;
use crate::shell::{Platform, Shell};
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

/// What the search worker says once it has loaded and waits for jobs.
const READY: &str = "ready";

/// Messages to the event loop.
#[derive(Debug)]
enum UserEvent {
    /// The search worker of this generation has loaded.
    Ready(u64),
    /// The search worker of this generation sent an event (its bytes).
    Worker(u64, Vec<u8>),
}

/// The search worker, as the page sees it: it sends one job at a time and turns the answers into
/// events of the loop. Each worker has a generation, so that the late words of an ended one are
/// known and dropped.
struct Jobs {
    worker: Option<web_sys::Worker>,
    generation: u64,
    /// When the worker was started, for the log.
    spawned: Instant,
    /// The worker has loaded and waits for a job.
    ready: bool,
    /// The worker runs a job.
    busy: bool,
    /// The job to send once the worker is ready.
    waiting: Option<Job>,
    proxy: EventLoopProxy<UserEvent>,
    /// The worker's message handler, kept alive as long as the worker.
    on_message: Option<Closure<dyn FnMut(MessageEvent)>>,
}

impl Jobs {
    fn new(proxy: EventLoopProxy<UserEvent>) -> Jobs {
        let mut jobs = Jobs {
            worker: None,
            generation: 0,
            spawned: Instant::now(),
            ready: false,
            busy: false,
            waiting: None,
            proxy,
            on_message: None,
        };
        jobs.spawn();
        jobs
    }

    /// Starts a fresh worker; it loads while the person plays, so the first job need not wait.
    fn spawn(&mut self) {
        self.generation += 1;
        self.spawned = Instant::now();
        self.ready = false;
        self.busy = false;
        let options = WorkerOptions::new();
        options.set_type(WorkerType::Module);
        let worker = match web_sys::Worker::new_with_options("worker.js", &options) {
            Ok(w) => w,
            Err(e) => return log::error!("no search worker: {e:?}"),
        };
        let (proxy, generation) = (self.proxy.clone(), self.generation);
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |m: MessageEvent| {
            let data = m.data();
            // Sending fails only when the loop has ended.
            let _ = proxy.send_event(if data.as_string().as_deref() == Some(READY) {
                UserEvent::Ready(generation)
            } else {
                UserEvent::Worker(generation, Uint8Array::new(&data).to_vec())
            });
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        self.worker = Some(worker);
        self.on_message = Some(on_message);
    }

    /// Starts `job`, cancelling the one before it.
    fn start(&mut self, job: Job) {
        self.cancel();
        self.waiting = Some(job);
        self.send();
    }

    /// Cancels the job in flight, if any: a running search ends with its worker, and a fresh
    /// worker starts.
    fn cancel(&mut self) {
        if self.busy {
            if let Some(w) = self.worker.take() {
                w.terminate();
            }
            self.spawn();
            info!("search cancelled: its worker ended, a fresh one starts");
        } else if self.waiting.take().is_some() {
            info!("search cancelled before it started");
        }
    }

    /// Sends the waiting job if the worker is ready for it.
    fn send(&mut self) {
        let (Some(worker), true) = (&self.worker, self.ready && !self.busy) else {
            return;
        };
        let Some(job) = self.waiting.take() else {
            return;
        };
        let bytes = Uint8Array::from(&job.to_bytes()[..]);
        match worker.post_message(&bytes) {
            Ok(()) => self.busy = true,
            Err(e) => log::error!("cannot send the job to the search worker: {e:?}"),
        }
    }

    /// Takes the worker's message: the event it carries, if it comes from the current worker.
    fn receive(&mut self, event: UserEvent) -> Option<WorkerEvent> {
        match event {
            UserEvent::Ready(g) if g == self.generation => {
                info!(
                    "search worker ready {:.0} ms after it was started",
                    self.spawned.elapsed().as_secs_f64() * 1000.0
                );
                self.ready = true;
                self.send();
                None
            }
            UserEvent::Worker(g, bytes) if g == self.generation => {
                match WorkerEvent::from_bytes(&bytes) {
                    Ok(e) => {
                        if let WorkerEvent::Done(_) = e {
                            self.busy = false;
                        }
                        Some(e)
                    }
                    Err(e) => {
                        log::error!("{e}");
                        None
                    }
                }
            }
            _ => None, // from a worker that was ended
        }
    }
}

/// The search worker's side: waits for the page's jobs and runs each, posting its progress and
/// its result back.
fn serve_jobs() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(|m: MessageEvent| {
        match Job::from_bytes(&Uint8Array::new(&m.data()).to_vec()) {
            Ok(job) => {
                let progress = Arc::new(|p| post(&WorkerEvent::Progress(p)));
                // Nothing can raise the flag here: the page cancels by ending the worker.
                let done = run_job_watched(&job, Arc::default(), progress);
                post(&WorkerEvent::Done(done));
            }
            Err(e) => log::error!("{e}"),
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget(); // it serves as long as the worker lives
    if let Err(e) = scope.post_message(&JsValue::from_str(READY)) {
        log::error!("the search worker cannot talk to the page: {e:?}");
    }
}

/// Posts an event from the search worker to the page (its buffer moves, it is not copied).
fn post(event: &WorkerEvent) {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let bytes = Uint8Array::from(&event.to_bytes()[..]);
    let moved = js_sys::Array::of1(&bytes.buffer());
    if let Err(e) = scope.post_message_with_transfer(&bytes, &moved) {
        log::error!("the search worker cannot talk to the page: {e:?}");
    }
}

/// The page's canvas and its WebGL2 painter.
struct Canvas {
    painter: Painter,
    canvas: web_sys::HtmlCanvasElement,
    window: Window,
    /// The words of the frame last drawn, as the canvas's label says them.
    words: String,
}

impl Canvas {
    /// Labels the canvas with the words of the frame it shows (a canvas is pixels to a screen
    /// reader, and to a test that reads the page).
    fn say(&mut self, words: String) {
        if words != self.words {
            if let Err(e) = self.canvas.set_attribute("aria-label", &words) {
                log::error!("cannot label the canvas: {e:?}");
            }
            self.words = words;
        }
    }

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

/// The page's part of the shell: the canvas and the search worker. A page has no clipboard
/// and cannot close itself.
struct Page {
    canvas: Option<Canvas>,
    jobs: Jobs,
}

/// Starts the game in the page, or the search worker's loop in the worker: called once by the
/// generated JavaScript when the module loads.
pub fn start() {
    let _ = log::set_logger(&CONSOLE);
    log::set_max_level(log::LevelFilter::Info);
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&format!("gametree panicked: {info}").into());
    }));
    if web_sys::window().is_none() {
        return serve_jobs();
    }
    let event_loop = match EventLoop::<UserEvent>::with_user_event().build() {
        Ok(l) => l,
        Err(e) => return log::error!("no event loop: {e}"),
    };
    // The browser's languages, best first: the page speaks the first of them it can.
    let languages: Vec<String> = web_sys::window()
        .map(|w| {
            w.navigator()
                .languages()
                .iter()
                .filter_map(|l| l.as_string())
                .collect()
        })
        .unwrap_or_default();
    crate::i18n::set(crate::i18n::Locale::negotiate(
        languages.iter().map(String::as_str),
    ));
    let settings = Settings {
        reply_pause: REPLY_PAUSE,
        enhance: Enhancements::ALL,
        ..Settings::default()
    };
    let session = match Session::new(&settings) {
        Ok(s) => s,
        Err(e) => return log::error!("{e}"),
    };
    let page = Page {
        canvas: None,
        jobs: Jobs::new(event_loop.create_proxy()),
    };
    event_loop.set_control_flow(ControlFlow::Wait);
    event_loop.spawn_app(Shell::new(session, page));
}

/// The page's canvas and a WebGL2 context on it.
fn create_canvas(event_loop: &ActiveEventLoop, title: &str) -> Result<Canvas, String> {
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
    let canvas = Canvas {
        painter,
        canvas,
        window,
        words: String::new(),
    };
    canvas.fit();
    Ok(canvas)
}

impl Platform for Page {
    type Event = UserEvent;

    fn open(&mut self, event_loop: &ActiveEventLoop, title: &str) -> Result<(), String> {
        self.canvas = Some(create_canvas(event_loop, title)?);
        Ok(())
    }

    fn failed(&mut self, _event_loop: &ActiveEventLoop, why: String) {
        log::error!("{why}");
    }

    fn window(&self) -> Option<&Window> {
        Some(&self.canvas.as_ref()?.window)
    }

    fn present(&mut self, scene: &Scene) {
        let Some(canvas) = self.canvas.as_mut() else {
            return;
        };
        canvas.fit();
        canvas.painter.paint(scene);
        canvas.say(scene.words());
    }

    /// The canvas follows at the next frame ([`Canvas::fit`]).
    fn resized(&mut self) {}

    fn start(&mut self, job: Job) {
        self.jobs.start(job);
    }

    fn cancel(&mut self) {
        self.jobs.cancel();
    }

    fn receive(&mut self, event: UserEvent) -> Option<WorkerEvent> {
        self.jobs.receive(event)
    }

    fn retitled(&mut self, title: &str, _session: &Session) {
        if let Some(d) = web_sys::window().and_then(|w| w.document()) {
            d.set_title(title);
        }
    }

    /// A page cannot close itself: its Esc stops the search, and the session keeps it stopped.
    fn quit(&mut self, _event_loop: &ActiveEventLoop) -> bool {
        false
    }

    /// No clipboard here: the notice gives the position's text to copy by hand.
    fn copy(&mut self, text: String) -> Result<(), String> {
        Err(crate::i18n::tr!("notice-page-copy", position = text))
    }

    fn paste(&mut self) -> Result<String, String> {
        Err(crate::i18n::tr!("notice-page-paste"))
    }

    fn close(&mut self) {
        if let Some(canvas) = self.canvas.as_mut() {
            canvas.painter.destroy();
        }
        self.canvas = None;
    }
}
