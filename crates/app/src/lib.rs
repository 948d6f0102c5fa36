//! What the person sees and does, independent of winit and GL: the session (turns, history,
//! modes), the key table, the search worker, the recorded search tree, and the layout and scene of a
//! frame.

pub mod action;
mod control;
pub mod coordinates;
pub mod draw;
pub mod fit;
pub mod forfeit;
pub mod input;
pub mod job;
pub mod layout;
pub mod reason;
mod sampled;
pub mod sampling;
pub mod seat;
pub mod session;
pub mod summary;
pub mod tree;
pub mod view;
pub mod views;
pub mod words;
pub mod worker;
