//! What the desktop window ([`crate::window`]) and the browser page (`web.rs`) share: winit's
//! pointer and key events turned into the session's [`Action`]s, and the layout of a winit
//! window. Each shell keeps only what is its own (GL context or canvas, the worker, quitting).

use winit::dpi::PhysicalPosition;
use winit::event::{ElementState, MouseButton, MouseScrollDelta, WindowEvent};
use winit::window::Window;

use crate::app::input::{Action, action_for, click_action, resolve, wheel_action};
use crate::app::layout::Layout;
use crate::app::session::Session;
use crate::app::view;
use crate::keys::{ctrl_key_of, key_of};

/// What an event asks of the shell.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Response {
    /// Nothing.
    None,
    /// Draw a new frame (the hovered cell changed).
    Redraw,
    /// Hand the action to the session.
    Act(Action),
}

/// The pointer as the shells follow it: where it is, and the cell under it (to redraw only when
/// that changes).
#[derive(Debug, Default)]
pub struct Pointer {
    cursor: Option<PhysicalPosition<f64>>,
    hovered: Option<(u8, u8)>,
    /// A touchpad's scrolling in pixels not yet a whole row of the tree panel's cards.
    wheel: f64,
    /// Ctrl (Cmd on macOS) is held: a letter is a shortcut (Ctrl+C copies the position).
    ctrl: bool,
}

impl Pointer {
    /// The pointer's pixel, if it is over the window.
    #[must_use]
    pub fn at(&self) -> Option<[f32; 2]> {
        self.cursor.map(|p| [p.x as f32, p.y as f32])
    }

    /// Translates a pointer or key event; `layout` gives the window's layout when the event needs
    /// it (none before the window is drawn). Every other event is [`Response::None`].
    pub fn translate(
        &mut self,
        event: &WindowEvent,
        layout: impl FnOnce() -> Option<Layout>,
    ) -> Response {
        match event {
            WindowEvent::CursorMoved { position, .. } => {
                self.cursor = Some(*position);
                let cell = layout().and_then(|l| l.cell_at([position.x as f32, position.y as f32]));
                if cell == self.hovered {
                    return Response::None;
                }
                self.hovered = cell;
                Response::Redraw
            }
            WindowEvent::CursorLeft { .. } => {
                self.cursor = None;
                self.hovered = None;
                Response::Redraw
            }
            WindowEvent::MouseInput {
                state: ElementState::Pressed,
                button: MouseButton::Left,
                ..
            } => self
                .at()
                .zip(layout())
                .and_then(|(p, l)| click_action(&l, p))
                .map_or(Response::None, Response::Act),
            WindowEvent::ModifiersChanged(m) => {
                let m = m.state();
                self.ctrl = m.control_key() || (cfg!(target_os = "macos") && m.super_key());
                Response::None
            }
            WindowEvent::MouseWheel { delta, .. } => {
                // Upwards (positive) scrolls back up the list of the tree panel's children.
                let rows = match delta {
                    MouseScrollDelta::LineDelta(_, y) => -f64::from(*y),
                    MouseScrollDelta::PixelDelta(p) => -p.y / 40.0,
                };
                self.wheel += rows;
                let whole = self.wheel.trunc();
                self.wheel -= whole;
                self.at()
                    .zip(layout())
                    .and_then(|(p, l)| wheel_action(&l, p, whole as i32))
                    .map_or(Response::None, Response::Act)
            }
            // Synthetic presses stand for keys already held when the window gained focus: they
            // were meant for another window, so they must not act here.
            WindowEvent::KeyboardInput {
                event,
                is_synthetic: false,
                ..
            } if event.state == ElementState::Pressed && !event.repeat => {
                let key = if self.ctrl {
                    ctrl_key_of(&event.logical_key)
                } else {
                    key_of(&event.logical_key)
                };
                key.and_then(action_for).map_or(Response::None, |a| {
                    Response::Act(resolve(a, layout().as_ref()))
                })
            }
            _ => Response::None,
        }
    }
}

/// The layout of the session's screen in `window`, at its size and scale.
#[must_use]
pub fn layout(session: &Session, window: &Window) -> Layout {
    let size = window.inner_size();
    view::layout(session, size.width, size.height, window.scale_factor())
}
