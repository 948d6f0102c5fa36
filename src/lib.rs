//! gametree: classic board games against the classic game-tree search algorithms.
//!
//! Layers, data flowing one way: [`game`] holds the rules and nothing else; [`search`]
//! knows only the [`game::Game`] trait; [`book`] (opening books) only the trait and the search.

pub mod app;
pub mod arena;
pub mod book;
pub mod cli;
pub mod game;
pub mod render;
pub mod search;
pub mod uai;
pub mod window;
