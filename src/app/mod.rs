//! What the person sees and does, independent of winit and GL: the session (turns, history,
//! modes), the key table, the search worker, and the layout and scene of a frame.

pub mod input;
pub mod layout;
pub mod seat;
pub mod session;
pub mod view;
pub mod worker;
