//! gametree: classic board games against the classic game-tree search algorithms.
//!
//! The program is a Cargo workspace whose crates are its layers, data flowing one way (the
//! compiler forbids an arrow back up, since a crate can name only what it depends on):
//!
//! - [`game`] (`crates/game`): the rules and nothing else;
//! - [`search`] (`crates/search`): the algorithms, knowing only the [`game::Game`] trait, with
//!   the opening books ([`book`]) and the clock ([`time`]);
//! - `scene` (`crates/scene`): what to draw, as plain data, and the font's measures;
//! - [`app`] (`crates/app`): the session, seats, views and layout that build scenes — no winit,
//!   no GL;
//! - [`i18n`] (`crates/i18n`): the words in English, Arabic and Persian, and numbers in each;
//! - [`render`] (`crates/render`): the GL painter, which draws scenes and knows no rules;
//! - this crate, the binary's own: the window ([`window`]) and the page (`web`), the command
//!   line and the UAI and UGI engines.
//!
//! The browser build (wasm32) has the same game, rules, search and drawing without the command
//! line, the engines and offscreen drawing.

pub use app;
pub use game;
pub use i18n;
pub use render;
pub use search;
pub use search::{book, time};

#[cfg(not(target_arch = "wasm32"))]
pub mod arena;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod events;
#[cfg(not(target_arch = "wasm32"))]
pub mod host;
pub mod keys;
#[cfg(not(target_arch = "wasm32"))]
pub mod matches;
#[cfg(not(target_arch = "wasm32"))]
pub mod protocol;
pub mod searching;
#[cfg(not(target_arch = "wasm32"))]
pub mod settings;
pub mod shell;
#[cfg(not(target_arch = "wasm32"))]
pub mod uai;
#[cfg(not(target_arch = "wasm32"))]
pub mod ugi;
#[cfg(target_arch = "wasm32")]
pub mod web;
#[cfg(not(target_arch = "wasm32"))]
pub mod window;
