//! The one shell of the desktop window and the browser page: winit's application handler, which
//! turns events into the session's [`Action`]s, carries out the session's [`Effects`] and draws
//! its scene. Data flows one way through it: input → session → search (off-thread) → session →
//! scene → GPU.
//!
//! What differs between the two lives behind [`Platform`]: how the surface is made and shown
//! (a glutin context and a window; a WebGL2 canvas), where searches run (a thread; a Web
//! Worker), the clipboard, and whether the program may end itself (a page cannot). A new
//! [`Effects`] field is carried out here, once.

use log::info;
use winit::application::ApplicationHandler;
use winit::event::{StartCause, WindowEvent};
use winit::event_loop::{ActiveEventLoop, ControlFlow};
use winit::window::{Window, WindowId};

use crate::app::input::Action;
use crate::app::layout::Layout;
use crate::app::session::{Effects, Session};
use crate::app::view;
use crate::app::worker::{Job, WorkerEvent};
use crate::events::{self, Pointer, Response};
use crate::render::scene::Scene;
use crate::time::Instant;

/// What the desktop window and the page each do their own way.
pub trait Platform {
    /// The platform's messages to the event loop (its search worker's words).
    type Event: 'static;

    /// Opens the surface to draw on, titled `title`.
    ///
    /// # Errors
    /// No window, canvas or GL context: the reason in words.
    fn open(&mut self, event_loop: &ActiveEventLoop, title: &str) -> Result<(), String>;
    /// The surface could not be opened: the window ends the program with the reason, the page
    /// logs it.
    fn failed(&mut self, event_loop: &ActiveEventLoop, why: String);
    /// The open window, if the surface is open.
    fn window(&self) -> Option<&Window>;
    /// Paints `scene` and shows it.
    fn present(&mut self, scene: &Scene);
    /// The window changed size or scale: the surface follows.
    fn resized(&mut self);
    /// Starts `job`, cancelling the one before it.
    fn start(&mut self, job: Job);
    /// Cancels the job in flight, if any.
    fn cancel(&mut self);
    /// The worker's message as the session's event, if it still matters.
    fn receive(&mut self, event: Self::Event) -> Option<WorkerEvent>;
    /// The title changed (it names the game, the algorithm and the language).
    fn retitled(&mut self, title: &str, session: &Session);
    /// Ends the program after its search was cancelled; false where a program cannot end
    /// itself (a page: its Esc stops, and the session keeps it stopped).
    fn quit(&mut self, event_loop: &ActiveEventLoop) -> bool;
    /// Puts `text` on the clipboard.
    ///
    /// # Errors
    /// No clipboard, or it refused: what the person should know, in words.
    fn copy(&mut self, text: String) -> Result<(), String>;
    /// The clipboard's text.
    ///
    /// # Errors
    /// No clipboard, or no text on it, in words.
    fn paste(&mut self) -> Result<String, String>;
    /// The program ends: GL objects go while their context lives.
    fn close(&mut self);
}

/// The session and everything the shell keeps between events.
pub struct Shell<P> {
    /// The game, the views and the computer's turn.
    pub session: Session,
    /// The window's or the page's own part.
    pub platform: P,
    pointer: Pointer,
    started: Instant,
    first_frame: bool,
    /// Size in pixels and scale factor of the last frame drawn, to log each change once.
    drawn: Option<(u32, u32, f64)>,
    /// Frames follow one another until then: the last move is still moving.
    animate_until: Option<Instant>,
}

impl<P: Platform> Shell<P> {
    /// A shell for `session` on `platform`, started now.
    pub fn new(session: Session, platform: P) -> Shell<P> {
        Shell {
            session,
            platform,
            pointer: Pointer::default(),
            started: Instant::now(),
            first_frame: true,
            drawn: None,
            animate_until: None,
        }
    }

    fn layout(&self) -> Option<Layout> {
        Some(events::layout(&self.session, self.platform.window()?))
    }

    fn redraw(&self) {
        if let Some(w) = self.platform.window() {
            w.request_redraw();
        }
    }

    fn act(&mut self, event_loop: &ActiveEventLoop, action: Action) {
        log::debug!("action {action:?}");
        let effects = self.session.handle(action, Instant::now());
        self.carry_out(event_loop, effects);
    }

    /// Does what the session asked: cancel or start a search, quit, retitle, schedule the next
    /// wake-up, redraw, copy or paste.
    fn carry_out(&mut self, event_loop: &ActiveEventLoop, e: Effects) {
        if e.cancel || e.quit {
            self.platform.cancel();
        }
        if e.quit && self.platform.quit(event_loop) {
            return;
        }
        if let Some(job) = e.start {
            self.platform.start(job);
        }
        event_loop.set_control_flow(match e.wake_at {
            Some(t) => ControlFlow::WaitUntil(t),
            None => ControlFlow::Wait,
        });
        if let Some(title) = e.title {
            if let Some(w) = self.platform.window() {
                w.set_title(&title);
            }
            info!("title: {title}");
            self.platform.retitled(&title, &self.session);
        }
        if let Some(until) = e.animate_until {
            self.animate_until = Some(until);
        }
        if e.redraw {
            self.redraw();
        }
        // The clipboard last: what the session makes of it comes as effects of its own.
        if let Some(text) = e.copy
            && let Err(why) = self.platform.copy(text)
        {
            let e = self.session.copy_failed(&why);
            self.carry_out(event_loop, e);
        }
        if e.paste {
            let text = self.platform.paste();
            let e = self.session.pasted(text, Instant::now());
            self.carry_out(event_loop, e);
        }
    }

    fn draw(&mut self) {
        let Some(layout) = self.layout() else { return };
        if layout.width < 1.0 || layout.height < 1.0 {
            return; // minimised or resized to zero: nothing to draw
        }
        let t = Instant::now();
        let scene = view::scene_at(&self.session, &layout, self.pointer.at(), Some(t));
        // While the last move still moves (a falling disc), the next frame is wanted at once;
        // afterwards, none until something changes.
        let animating = self.animate_until.is_some_and(|until| t < until);
        if !animating {
            self.animate_until = None;
        }
        self.platform.present(&scene);
        log::debug!(
            "frame: presented after {:.3} ms",
            t.elapsed().as_secs_f64() * 1000.0
        );
        let Some(window) = self.platform.window() else {
            return;
        };
        if animating {
            window.request_redraw();
        }
        let (size, scale) = (window.inner_size(), window.scale_factor());
        if self.first_frame {
            self.first_frame = false;
            info!(
                "first frame {:.1} ms after start, {}x{} px at scale {scale}",
                self.started.elapsed().as_secs_f64() * 1000.0,
                size.width,
                size.height,
            );
        }
        let drawn = Some((size.width, size.height, scale));
        if drawn != self.drawn {
            self.drawn = drawn;
            info!(
                "frame drawn at {}x{} px, scale {scale}",
                size.width, size.height
            );
        }
    }
}

impl<P: Platform> ApplicationHandler<P::Event> for Shell<P> {
    fn resumed(&mut self, event_loop: &ActiveEventLoop) {
        if self.platform.window().is_some() {
            return;
        }
        match self.platform.open(event_loop, &self.session.title()) {
            Ok(()) => {
                let effects = self.session.tick(Instant::now());
                self.carry_out(event_loop, effects);
                self.redraw();
            }
            Err(why) => self.platform.failed(event_loop, why),
        }
    }

    fn new_events(&mut self, event_loop: &ActiveEventLoop, cause: StartCause) {
        if let StartCause::ResumeTimeReached { .. } = cause {
            let effects = self.session.tick(Instant::now());
            self.carry_out(event_loop, effects);
        }
    }

    fn user_event(&mut self, event_loop: &ActiveEventLoop, event: P::Event) {
        if let Some(event) = self.platform.receive(event) {
            let effects = self.session.receive(event, Instant::now());
            self.carry_out(event_loop, effects);
        }
    }

    fn window_event(&mut self, event_loop: &ActiveEventLoop, _id: WindowId, event: WindowEvent) {
        match event {
            // The window's close button quits whatever is shown (Esc closes the help first).
            WindowEvent::CloseRequested => {
                self.platform.cancel();
                self.platform.quit(event_loop);
            }
            // A new size, or a screen of another scale (winit resizes the window in physical
            // pixels): the surface follows, and the layout picks the new factor up from the
            // window at the next draw.
            WindowEvent::Resized(_) => {
                self.platform.resized();
                self.redraw();
            }
            WindowEvent::ScaleFactorChanged { scale_factor, .. } => {
                info!("scale factor now {scale_factor}");
                self.platform.resized();
                self.redraw();
            }
            WindowEvent::RedrawRequested => self.draw(),
            other => {
                let (session, platform) = (&self.session, &self.platform);
                let layout = || Some(events::layout(session, platform.window()?));
                match self.pointer.translate(&other, layout) {
                    Response::Act(a) => self.act(event_loop, a),
                    Response::Redraw => self.redraw(),
                    Response::None => {}
                }
            }
        }
    }

    fn exiting(&mut self, _event_loop: &ActiveEventLoop) {
        self.platform.cancel();
        self.platform.close();
    }
}
