//! Pluggable game-tree search, one file per concept:
//!
//! - the vocabulary: `value.rs` ([`Value`], the score of a finished game, the [`Verdict`] a value
//!   proves), `limits.rs` ([`Limits`]), `report.rs` ([`Report`] and its parts);
//! - the algorithms, each the textbook recursion and nothing else: `minimax.rs` (the
//!   MaxMove/MinMove pair), `minimax2.rs` (one function with a player switch), `negamax.rs`,
//!   `alphabeta.rs`, `negamax_ab.rs` and `star2.rs` (Ballard's Star2); chance nodes
//!   (expectation, Star1, Star2's probing pass) in `chance.rs`;
//! - what they share: `ctx.rs` (the state one search carries: node counting, limits, move
//!   buffers, the principal variation), `depth_first.rs` (root move order and random
//!   tie-breaks, iterative deepening, the report; what runs below the root is a `Descent`),
//!   `driver.rs` ([`search`] and the other entry points, with their checks) and `registry.rs`
//!   with `algorithm.rs` (the one list of algorithms, which also declares their modules);
//! - the search tree recorder, `tree.rs` ([`search_recorded`], [`Tree`]): the algorithms are
//!   generic over a [`Recorder`] whose default records nothing and compiles away; `tree_export.rs`
//!   writes a tree as Graphviz DOT or JSON;
//! - the enhancements of the alpha-beta forms: `enhance.rs` (the switchable set
//!   [`Enhancements`]), `tt.rs` (the transposition table) and `enhanced.rs` (the alpha-beta that
//!   uses them: table, move ordering, null windows, forced moves), with a recursion of its own
//!   (`enhanced_recursion.rs`, negamax alpha-beta's shape with hooks for them), which owns what
//!   it keeps (`enhanced_state.rs`).
//!
//! Depth counts decisions: a chance node (a throw) uses no depth, so in Senet a depth of 3 is
//! three turns. Nodes are positions visited, the root included.

#[macro_use]
mod registry;

// Each algorithm's file, from the registry's list (`registry.rs`).
algorithms!(declare_modules);

mod algorithm;
mod chance;
mod ctx;
mod depth_first;
mod driver;
mod enhance;
mod enhanced;
mod enhanced_recursion;
mod enhanced_state;
mod lazy_smp;
mod limits;
mod move_pick;
mod record;
mod report;
mod searcher;
mod tree;
mod tree_export;
mod tt;
mod value;
pub mod value_text;

pub mod book;
pub mod time;

pub use algorithm::{Algorithm, Info};
pub use chance::draw;
pub use ctx::Ctx;
pub use driver::{
    KeptTable, Recorded, SearchError, move_values, search, search_keeping,
    search_keeping_with_progress, search_recorded, search_recorded_with_progress,
    search_with_progress,
};
pub use enhance::Enhancements;
pub use limits::{Limits, LiveNodes, MAX_DEPTH, MAX_THREADS, UNLIMITED_DEPTH};
pub use mcts::ucb1;
pub use record::{CutKind, CutRule, NoRecord, Note, Recorder, TableBound};
pub use report::{Iteration, MoveValue, Report};
pub use tree::{
    Cutoff, DEFAULT_MAX_NODES, Event, KEEP_PLY, NEXT_NOTE, Next, Node, NodeId, NodeKind, Playout,
    Sampling, Tree, VisitStats,
};
pub use tree_export::write_open;
pub use tt::{DEFAULT_HASH_MB, MAX_HASH_MB, table_bytes};
pub use value::{Value, Verdict, WIN};
