//! gametree: classic board games against the classic game-tree search algorithms.
//!
//! Layers, data flowing one way (DESIGN §2): [`game`] holds the rules and nothing else; [`search`]
//! knows only the [`game::Game`] trait.

pub mod app;
pub mod arena;
pub mod cli;
pub mod game;
pub mod render;
pub mod search;
pub mod uai;
pub mod window;
