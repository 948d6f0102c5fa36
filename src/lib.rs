//! gametree: classic board games against the classic game-tree search algorithms.
//!
//! Layers, data flowing one way: [`game`] holds the rules and nothing else; [`search`]
//! knows only the [`game::Game`] trait; [`book`] (opening books) only the trait and the search.

//!
//! The desktop build adds the window ([`window`]), the command line and the UAI engine; the
//! browser build (wasm32) has the same game, rules, search and drawing without them.

pub mod app;
#[cfg(not(target_arch = "wasm32"))]
pub mod arena;
pub mod book;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod events;
pub mod game;
pub mod keys;
pub mod render;
pub mod search;
pub mod time;
#[cfg(not(target_arch = "wasm32"))]
pub mod uai;
#[cfg(target_arch = "wasm32")]
pub mod web;
#[cfg(not(target_arch = "wasm32"))]
pub mod window;
