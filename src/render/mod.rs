//! Drawing: scenes as plain data, and the GL painter that turns them into pixels.

pub mod scene;
