//! The command line: argument types (clap) and the headless subcommands.
//!
//! `main.rs` only parses and dispatches; every subcommand is one function here that returns
//! `anyhow::Result`, so errors are printed once, as one line, with exit status 2.

use std::ffi::OsString;
use std::io::IsTerminal;
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use anyhow::{Context, Result, anyhow, bail};
use clap::error::{ContextValue, ErrorKind};
use clap::parser::ValueSource;
use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand};
use indicatif::{ProgressBar, ProgressStyle};
use rand::SeedableRng;
use rand::rngs::StdRng;
use serde_json::json;

use crate::app::seat::{AnyMove, AnyPosition, Listed, PositionVisitor, Reach, Variant};
use crate::app::session::{DEPTH_RANGE, Mode, Session, Settings, THINK_BUDGET};
use crate::app::view;
use crate::game::{SearchHints, quote};
use crate::i18n::Locale;
use crate::protocol::{hash_size, thread_count};
use crate::render::offscreen;
use crate::search::{self, Algorithm, Enhancements, Limits, MAX_DEPTH, Report};
use crate::searching::SearchWithProgress;

/// The games as `--help` lists them, from the games' seats.
fn game_help() -> String {
    format!("Game: {}", Variant::expected())
}

/// The algorithms as `--help` lists them, from the registry.
fn algo_help() -> String {
    format!("Algorithm: {}", Algorithm::expected())
}

/// The closing lines of `--help`.
fn after_help() -> String {
    format!(
        "Games: {}.\nAlgorithms: {}.\n\
         Window options go before any subcommand; a subcommand's options after it.",
        Variant::expected(),
        Algorithm::expected()
    )
}

/// The longest `--time` taken, in milliseconds: a week.
pub const MAX_TIME_MS: u64 = 7 * 24 * 3600 * 1000;

/// How long `compare` searches each algorithm when neither `--depth` nor `--time` is given and
/// the position is too big to search to the end: the window's thinking budget.
pub const COMPARE_BUDGET: Duration = THINK_BUDGET;

/// How long a search runs before `compare` shows its progress on stderr.
const PROGRESS_AFTER: Duration = Duration::from_secs(1);

pub use crate::searching::SEARCH_STACK;

/// gametree: play classic board games against classic game-tree search algorithms.
#[derive(Parser, Debug)]
#[command(name = "gametree", version, about, long_about = None)]
#[command(after_help = after_help())]
pub struct Cli {
    /// A headless subcommand; with none, the window opens.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Options of the window.
    #[command(flatten)]
    pub play: PlayArgs,
    /// The window's options given on the command line (by id: `game`, `algo`, …), which
    /// come before what the settings file remembers.
    #[arg(skip)]
    pub given: Vec<String>,
}

/// The window's options.
#[derive(Args, Debug, Clone)]
pub struct PlayArgs {
    /// Game to start with: tictactoe, mnk:WxH:K, blobwar[:RxC] or senet.
    #[arg(long, value_name = "G", default_value = "tictactoe", help = game_help())]
    pub game: String,
    /// Algorithm the computer uses.
    #[arg(long, value_name = "A", default_value = "negamax-ab", help = algo_help())]
    pub algo: String,
    /// Search depth limit on boards too large to search fully, 1 to 12.
    #[arg(long, value_name = "D", value_parser = window_depth)]
    pub depth: Option<u32>,
    /// The computer plays first.
    #[arg(long)]
    pub computer_first: bool,
    /// human-computer, computer-computer or human-human.
    #[arg(long, value_name = "MODE", default_value = "human-computer")]
    pub mode: String,
    /// Seed for the random tie-breaks (reproducible games).
    #[arg(long, value_name = "S", value_parser = seed)]
    pub seed: Option<u64>,
    /// Language of the window: en, ar or fa (default: the system's; F2 switches).
    #[arg(long, value_name = "L", value_parser = lang)]
    pub lang: Option<Locale>,
    /// An outside engine the 8 key seats, NAME=COMMAND (UGI; NAME=uai:COMMAND for UAI, Blob
    /// War only); repeat for more. Besides those of the engines file, which it overrides.
    #[arg(long = "engine", value_name = "NAME=COMMAND", value_parser = engine_spec)]
    pub engines: Vec<crate::host::EngineSpec>,
    /// An option of an engine (of --engine or the engines file), sent as `setoption name KEY
    /// value VALUE` after its handshake: NAME:KEY=VALUE (e.g. mine:hash=16). Repeat for several.
    #[arg(long = "option", value_name = "NAME:KEY=VALUE")]
    pub options: Vec<String>,
}

/// The headless subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Run algorithms side by side on one position.
    Compare(CompareArgs),
    /// Count the leaf paths of a given depth (move-generator check).
    Perft(PerftArgs),
    /// Draw a position offscreen (no display needed) into a PNG file.
    Render(RenderArgs),
    /// Play Blob War as an engine speaking the Universal Ataxx Interface on stdin/stdout.
    Uai,
    /// Play any game as an engine speaking the Universal Game Interface on stdin/stdout.
    Ugi,
    /// Record one algorithm's search tree and write it as Graphviz DOT or JSON.
    Tree(TreeArgs),
    /// Solve every position a few plies from the start and write them as an opening book.
    Book(BookArgs),
    /// Play a tournament between built-in algorithms and outside engines (UGI, or UAI).
    #[command(name = "match")]
    Match(TournamentArgs),
}

/// `gametree match`.
#[derive(Args, Debug)]
pub struct TournamentArgs {
    /// Game.
    #[arg(long, value_name = "G", default_value = "tictactoe", help = game_help())]
    pub game: String,
    /// A built-in player; repeat for several.
    #[arg(long = "algo", value_name = "A", help = algo_help())]
    pub algos: Vec<String>,
    /// An outside engine, NAME=COMMAND (UGI; NAME=uai:COMMAND for a UAI engine, Blob War only);
    /// the command is split on spaces, quotes group, no shell. Repeat for several.
    #[arg(long = "engine", value_name = "NAME=COMMAND", value_parser = engine_spec)]
    pub engines: Vec<crate::host::EngineSpec>,
    /// An option of an engine, sent as `setoption name KEY value VALUE` after its handshake:
    /// NAME:KEY=VALUE (e.g. mine:hash=16). Repeat for several.
    #[arg(long = "option", value_name = "NAME:KEY=VALUE")]
    pub options: Vec<String>,
    /// The first player (the first --algo, else the first --engine) against each other, instead
    /// of everyone against everyone.
    #[arg(long)]
    pub gauntlet: bool,
    /// Games per pairing, 1 to 100000: each opening twice, the colours swapped.
    #[arg(long, value_name = "N", default_value_t = 10, value_parser = match_games)]
    pub games: u32,
    /// Seed of the openings and of each game's throws and tie-breaks.
    #[arg(long, value_name = "S", default_value_t = 1, value_parser = seed)]
    pub seed: u64,
    /// A file of openings, one position a line in the game's text form (instead of random ones).
    #[arg(long, value_name = "FILE")]
    pub openings: Option<std::path::PathBuf>,
    /// Random plies of each generated opening: at least this many ...
    #[arg(long, value_name = "N", default_value_t = 2, value_parser = opening_plies)]
    pub min_plies: u32,
    /// ... and at most this many.
    #[arg(long, value_name = "N", default_value_t = 4, value_parser = opening_plies)]
    pub max_plies: u32,
    /// Time per move in milliseconds (the default: 100).
    #[arg(long, value_name = "MS", value_parser = millis, conflicts_with_all = ["tc", "depth"])]
    pub movetime: Option<u64>,
    /// A clock: SECONDS+INCREMENT per game, e.g. 10+0.1.
    #[arg(long, value_name = "S+I", value_parser = clock, conflicts_with = "depth")]
    pub tc: Option<(Duration, Duration)>,
    /// A search depth per move instead of a time (reproducible between built-ins).
    #[arg(long, value_name = "D", value_parser = search_depth)]
    pub depth: Option<u32>,
    /// Milliseconds past its time before an engine is stopped and forfeits, 0 to 60000.
    #[arg(long, value_name = "MS", default_value_t = 200, value_parser = margin)]
    pub margin: u64,
    /// Games played at once, 1 to 64.
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = concurrency)]
    pub concurrency: usize,
    /// Stop once an SPRT between two Elo hypotheses decides (two players only), e.g. 0,10;
    /// alpha = beta = 0.05.
    #[arg(long, value_name = "ELO0,ELO1", value_parser = sprt)]
    pub sprt: Option<crate::matches::sprt::Sprt>,
    /// Write every game (opening, moves, result and why) to this file.
    #[arg(long, value_name = "FILE")]
    pub out: Option<std::path::PathBuf>,
    /// Write every engine's traffic with the host, game by game, to this file: the time in ms,
    /// `>` sent, `<` read, `!` its stderr.
    #[arg(long, value_name = "FILE")]
    pub log: Option<std::path::PathBuf>,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
}

/// Reads `--engine`.
fn engine_spec(s: &str) -> Result<crate::host::EngineSpec, String> {
    crate::host::EngineSpec::parse(s)
}

/// Reads `--sprt`.
fn sprt(s: &str) -> Result<crate::matches::sprt::Sprt, String> {
    crate::matches::sprt::Sprt::parse(s)
}

/// Reads `--games` of `match`.
fn match_games(s: &str) -> Result<u32, String> {
    number_in(s, 1..=100_000, "number of games").map(|n| n as u32)
}

/// Reads `--min-plies` and `--max-plies`.
fn opening_plies(s: &str) -> Result<u32, String> {
    number_in(s, 0..=60, "number of plies").map(|n| n as u32)
}

/// Reads `--margin`.
fn margin(s: &str) -> Result<u64, String> {
    number_in(s, 0..=60_000, "margin in milliseconds")
}

/// Reads `--concurrency`.
fn concurrency(s: &str) -> Result<usize, String> {
    number_in(s, 1..=64, "number of games at once").map(|n| n as usize)
}

/// Reads `--tc SECONDS+INCREMENT`: a clock of more than 0 s and at most a week, an increment
/// of 0 s or more, at most an hour.
fn clock(s: &str) -> Result<(Duration, Duration), String> {
    let bad = || {
        format!(
            "{} is not a clock (expected SECONDS+INCREMENT, e.g. 10+0.1)",
            quote(s)
        )
    };
    let (base, inc) = s.split_once('+').ok_or_else(bad)?;
    let read = |t: &str, max: f64, zero: bool| {
        t.trim()
            .parse::<f64>()
            .ok()
            .filter(|v| v.is_finite() && *v <= max && (*v > 0.0 || (zero && *v == 0.0)))
            .map(Duration::from_secs_f64)
    };
    Ok((
        read(base, (MAX_TIME_MS / 1000) as f64, false).ok_or_else(bad)?,
        read(inc, 3600.0, true).ok_or_else(bad)?,
    ))
}

/// `gametree tree`.
#[derive(Args, Debug)]
pub struct TreeArgs {
    /// Game.
    #[arg(long, value_name = "G", default_value = "tictactoe", help = game_help())]
    pub game: String,
    /// Position in the game's text form (default: the start); it may start with '-'.
    #[arg(long, value_name = "P", allow_hyphen_values = true)]
    pub position: Option<String>,
    /// Algorithm whose search is recorded (its textbook form: no enhancements).
    #[arg(long = "algo", value_name = "A", default_value = "alphabeta", help = algo_help())]
    pub algo: String,
    /// Depth limit, 1 to 500 (default: as compare: to the end where the board is as small as
    /// 3x3, else iterative deepening for 5 s, of which the tree holds the last pass).
    #[arg(long, value_name = "D", value_parser = search_depth)]
    pub depth: Option<u32>,
    /// dot (Graphviz) or json.
    #[arg(long, value_name = "F", default_value = "dot", value_parser = tree_format)]
    pub format: TreeFormat,
    /// Most nodes written, pruned moves' stubs counted, 1 to 1,000,000 (default: 1,000 for
    /// dot, which Graphviz draws in about a second; 200,000 for json); past it the search goes
    /// on unrecorded (the first two plies are always recorded) and the tree says it was capped.
    #[arg(long, value_name = "N", value_parser = max_nodes)]
    pub max_nodes: Option<usize>,
    /// Seed for the random tie-breaks at the root (as compare's).
    #[arg(long, value_name = "S", default_value_t = 1, value_parser = seed)]
    pub seed: u64,
    /// Enhancements to record (as compare's): each leaves a note on the nodes it touched (a
    /// table hit, the table's move first, a null window and its re-search, a reduction, a
    /// forced move).
    #[arg(long, value_name = "E", default_value = "none", value_parser = enhancements)]
    pub enhance: Enhancements,
    /// Write to this file instead of stdout.
    #[arg(long, value_name = "FILE")]
    pub out: Option<std::path::PathBuf>,
}

/// How `gametree tree` writes the tree.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TreeFormat {
    /// Graphviz DOT.
    Dot,
    /// JSON.
    Json,
}

/// The most nodes `tree --max-nodes` takes: each recorded node costs some 200 bytes.
pub const MAX_TREE_NODES: usize = 1_000_000;

/// `tree`'s cap for DOT: Graphviz lays out 1,000 boxes in about a second (3x3 alpha-beta:
/// 1,000 take 0.6 s, 2,000 take 3.2 s, and 200,000 do not finish).
pub const DOT_MAX_NODES: usize = 1_000;

/// Reads `tree --format`.
fn tree_format(s: &str) -> Result<TreeFormat, String> {
    match s.trim().to_ascii_lowercase().as_str() {
        "dot" => Ok(TreeFormat::Dot),
        "json" => Ok(TreeFormat::Json),
        _ => Err(format!(
            "{} is not a format (expected dot or json)",
            quote(s)
        )),
    }
}

/// Reads `tree --max-nodes`: 1 to [`MAX_TREE_NODES`].
fn max_nodes(s: &str) -> Result<usize, String> {
    number_in(s, 1..=MAX_TREE_NODES as u64, "a node count").map(|n| n as usize)
}

/// `gametree book`.
#[derive(Args, Debug)]
pub struct BookArgs {
    /// Game (one whose positions have keys and whose games end soon: m,n,k and Connect Four).
    #[arg(long, value_name = "G", help = game_help())]
    pub game: String,
    /// Solve every position within this many plies of the start, 0 to 12. A book holds at
    /// most 262,144 positions (16 MB): more within the plies are refused before any is solved,
    /// more along the line as soon as they are met; so making one takes the table (--hash) and
    /// about 150 MB at most besides.
    #[arg(long, value_name = "N", value_parser = book_plies)]
    pub plies: u32,
    /// Past those plies, follow the book's own line to this ply (up to 24): every position met
    /// playing the book's moves, as either side, whatever the replies. Default: the plies.
    #[arg(long, value_name = "M", value_parser = book_line)]
    pub line: Option<u32>,
    /// An earlier book of the same game: its positions are taken from it, not solved again.
    #[arg(long, value_name = "FILE")]
    pub from: Option<std::path::PathBuf>,
    /// The book file to write.
    #[arg(long, value_name = "FILE")]
    pub out: std::path::PathBuf,
    /// Transposition table size in MB, 1 to 4096 (kept from one position to the next).
    #[arg(long = "hash", value_name = "MB", default_value_t = 256, value_parser = hash_size)]
    pub hash_mb: usize,
    /// The most each position's search may take, in milliseconds, 1 or more (default: no bound
    /// to speak of); a position not proven within it ends the book with an error.
    #[arg(long, value_name = "MS", value_parser = millis)]
    pub time: Option<u64>,
}

/// `book --plies`: 0 to [`crate::book::MAX_PLIES`].
fn book_plies(s: &str) -> Result<u32, String> {
    number_in(s, 0..=u64::from(crate::book::MAX_PLIES), "plies").map(|d| d as u32)
}

/// `book --line`: 0 to [`crate::book::MAX_LINE`].
fn book_line(s: &str) -> Result<u32, String> {
    number_in(s, 0..=u64::from(crate::book::MAX_LINE), "a line").map(|d| d as u32)
}

/// How often `book` says how far it got when stderr is not a terminal.
const BOOK_LINES: Duration = Duration::from_secs(30);

/// `gametree book`: solves, writes the file, and says how many positions it holds and how long
/// it took.
///
/// # Errors
/// Bad game, a game without keys, a file that cannot be written.
pub fn book(args: &BookArgs) -> Result<()> {
    struct Build<'a>(&'a BookArgs, String, Option<crate::book::Book>);
    impl PositionVisitor for Build<'_> {
        type Out = Result<crate::book::Book, crate::book::BookError>;
        fn visit<G: crate::app::seat::Listed>(self, g: &G) -> Self::Out {
            let bar = ProgressBar::new(0);
            // Without a terminal (a log file, a pipe), a line now and then instead of the bar:
            // a book can take hours, and a run stopped half-way should say how far it got.
            let lines = !std::io::stderr().is_terminal();
            if lines {
                bar.set_draw_target(indicatif::ProgressDrawTarget::hidden());
            } else {
                bar.set_style(
                    ProgressStyle::with_template("{pos}/{len} positions {elapsed} (eta {eta})")
                        .unwrap_or_else(|_| ProgressStyle::default_bar()),
                );
            }
            let start = Instant::now();
            let mut said: Option<Instant> = None;
            let shape = crate::book::Shape {
                plies: self.0.plies,
                line: self.0.line.unwrap_or(self.0.plies),
            };
            let book = crate::book::build(
                g,
                &self.1,
                shape,
                self.0.hash_mb,
                self.0.time.map(Duration::from_millis),
                self.2.as_ref(),
                &mut |done, total| {
                    bar.set_length(total as u64);
                    bar.set_position(done as u64);
                    let due = said.unwrap_or(start).elapsed() >= BOOK_LINES;
                    if lines && done > 0 && (done == total || due) {
                        eprintln!(
                            "{done} of {total} positions solved, {:.0} s",
                            start.elapsed().as_secs_f64()
                        );
                        said = Some(Instant::now());
                    }
                },
            );
            bar.finish_and_clear();
            book
        }
    }
    let (variant, pos) = position_of(&args.game, None)?;
    let earlier = match &args.from {
        Some(path) => {
            let mut bytes = Vec::new();
            std::fs::File::open(path)
                .and_then(|f| {
                    // One byte past the limit, so that a bigger file is refused by `parse`.
                    use std::io::Read as _;
                    f.take(crate::book::MAX_BYTES as u64 + 1)
                        .read_to_end(&mut bytes)
                })
                .with_context(|| format!("cannot read {}", path_text(path)))?;
            Some(crate::book::Book::parse(&bytes).with_context(|| path_text(path))?)
        }
        None => None,
    };
    // After reading --from (it may be the same file), before solving.
    let out = Output::check(&args.out)?;
    let start = Instant::now();
    let book = pos.visit(Build(args, variant.to_string(), earlier))?;
    let text = book.to_text();
    out.write(text.as_bytes())?;
    println!(
        "{}: {} positions within {} plies{}, {} bytes, {:.1} s",
        args.out.display(),
        book.entries().len(),
        book.plies,
        if book.line > book.plies {
            format!(" and on its line to {}", book.line)
        } else {
            String::new()
        },
        text.len(),
        start.elapsed().as_secs_f64()
    );
    Ok(())
}

/// `gametree render`.
#[derive(Args, Debug)]
pub struct RenderArgs {
    /// Game.
    #[arg(long, value_name = "G", default_value = "tictactoe", help = game_help())]
    pub game: String,
    /// Position in the game's text form (default: the start); it may start with '-'.
    #[arg(long, value_name = "P", allow_hyphen_values = true)]
    pub position: Option<String>,
    /// Output PNG file.
    #[arg(long, value_name = "FILE.png")]
    pub out: std::path::PathBuf,
    /// Image size in pixels.
    #[arg(long, value_name = "WxH", default_value = "640x640")]
    pub size: String,
    /// What to show over the board: `values` (each move's value, key V), `line` (the expected
    /// line, key P), `compare` (all algorithms, key K), `tree` (the search tree panel, key T) or
    /// `trace` (the algorithm's code line by line, key X); computed before drawing.
    #[arg(long, value_name = "VIEW")]
    pub view: Option<String>,
    /// With `--view tree` or `trace`: replay the recorded search this many steps (key S, then Right).
    #[arg(long, value_name = "N", value_parser = steps)]
    pub step: Option<usize>,
    /// With `--view tree`: show the node these moves lead to from the root (comma-separated,
    /// e.g. `b2,a1`), as clicks on the children would.
    #[arg(long, value_name = "MOVES")]
    pub path: Option<String>,
    /// Algorithm of the views (each move's value, the line).
    #[arg(long, value_name = "A", default_value = "negamax-ab")]
    pub algo: String,
    /// Depth limit of the views on boards too big to search to the end, 1 to 12 (as the
    /// window's).
    #[arg(long, value_name = "D", value_parser = window_depth)]
    pub depth: Option<u32>,
    /// Language of the picture: en, ar or fa, as the window would draw it (default: en).
    #[arg(long, value_name = "L", value_parser = lang)]
    pub lang: Option<Locale>,
}

/// `gametree compare`.
#[derive(Args, Debug)]
pub struct CompareArgs {
    /// Game.
    #[arg(long, value_name = "G", default_value = "tictactoe", help = game_help())]
    pub game: String,
    /// Position in the game's text form (default: the start); it may start with '-'.
    #[arg(long, value_name = "P", allow_hyphen_values = true)]
    pub position: Option<String>,
    /// Depth limit, 1 to 500 (default: to the end where the board is as small as 3x3, else
    /// iterative deepening for 5 s per algorithm).
    #[arg(long, value_name = "D", value_parser = search_depth)]
    pub depth: Option<u32>,
    /// Time budget per algorithm in milliseconds, 1 or more (iterative deepening); the summary
    /// of each move after the table is held to it too.
    #[arg(long, value_name = "MS", value_parser = millis)]
    pub time: Option<u64>,
    /// Algorithm to run, repeat for several (default: the first five, and star2 too in Senet).
    #[arg(long = "algo", value_name = "A", help = algo_help())]
    pub algos: Vec<String>,
    /// Iterations of a sampling search (Monte Carlo; default 20,000 when no --time is given).
    #[arg(long, value_name = "N", value_parser = iterations)]
    pub iterations: Option<u64>,
    /// The exploration constant of Monte Carlo tree search's UCB1 (default √2), from 0 to 100.
    #[arg(long = "mcts-c", value_name = "C", value_parser = exploration)]
    pub exploration: Option<f64>,
    /// Seed for the random tie-breaks at the root.
    #[arg(long, value_name = "S", default_value_t = 1, value_parser = seed)]
    pub seed: u64,
    /// Enhancements of alphabeta and negamax-ab: a comma-separated list of tt, order, pvs, sym,
    /// threats, or all, or none (the textbook search); of Monte Carlo tree search: solver. The other algorithms
    /// always run textbook (asking one of them for enhancements by name with --algo is an error).
    #[arg(long, value_name = "E", default_value = "none", value_parser = enhancements)]
    pub enhance: Enhancements,
    /// Transposition table size in MB, 1 to 4096.
    #[arg(long = "hash", value_name = "MB", default_value_t = search::DEFAULT_HASH_MB,
          value_parser = hash_size)]
    pub hash_mb: usize,
    /// Threads each enhanced search with a table runs on (lazy SMP, sharing the table), 1 to
    /// 256; its nodes are every thread's.
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = thread_count)]
    pub threads: usize,
    /// Print a JSON array instead of a table.
    #[arg(long)]
    pub json: bool,
    /// An outside engine as one more row, NAME=COMMAND (UGI; NAME=uai:COMMAND for UAI, Blob War
    /// only): told `go depth D` with --depth, else `go movetime` of --time or the budget.
    #[arg(long = "engine", value_name = "NAME=COMMAND", value_parser = engine_spec)]
    pub engines: Vec<crate::host::EngineSpec>,
    /// An option of an engine, sent as `setoption name KEY value VALUE` before `isready`:
    /// NAME:KEY=VALUE (e.g. mine:hash=16). Repeat for several.
    #[arg(long = "option", value_name = "NAME:KEY=VALUE")]
    pub options: Vec<String>,
}

/// `engines` with each `--option NAME:KEY=VALUE` added to the engine it names.
///
/// # Errors
/// An option not of that form, or naming no engine.
pub fn with_options(
    engines: &[crate::host::EngineSpec],
    options: &[String],
) -> Result<Vec<crate::host::EngineSpec>> {
    let mut engines = engines.to_vec();
    for option in options {
        crate::host::EngineSpec::add_option(&mut engines, option).map_err(|e| anyhow!(e))?;
    }
    Ok(engines)
}

/// Reads `--iterations`: 1 to a billion.
fn iterations(text: &str) -> Result<u64, String> {
    text.trim()
        .parse()
        .ok()
        .filter(|n| (1..=1_000_000_000).contains(n))
        .ok_or_else(|| {
            format!(
                "{} is not a number of iterations (expected 1 to 1000000000)",
                quote(text)
            )
        })
}

/// Reads `--mcts-c`: a finite number from 0 to 100.
fn exploration(text: &str) -> Result<f64, String> {
    text.trim()
        .parse::<f64>()
        .ok()
        .filter(|c| (0.0..=100.0).contains(c))
        .ok_or_else(|| {
            format!(
                "{} is not an exploration constant (expected 0 to 100)",
                quote(text)
            )
        })
}

/// Reads `--enhance`.
fn enhancements(text: &str) -> Result<Enhancements, String> {
    Enhancements::parse(text).map_err(|e| e.to_string())
}

/// `gametree perft`.
#[derive(Args, Debug)]
pub struct PerftArgs {
    /// Game.
    #[arg(long, value_name = "G", default_value = "tictactoe", help = game_help())]
    pub game: String,
    /// Position in the game's text form (default: the start); it may start with '-'.
    #[arg(long, value_name = "P", allow_hyphen_values = true)]
    pub position: Option<String>,
    /// Depth, 0 to 500.
    #[arg(long, value_name = "N", value_parser = perft_depth)]
    pub depth: u32,
    /// Print `{"depth":N,"nodes":…,"micros":…}`.
    #[arg(long)]
    pub json: bool,
}

/// Reads a number in `range` for a clap argument, or says which range was expected.
fn number_in(s: &str, range: std::ops::RangeInclusive<u64>, what: &str) -> Result<u64, String> {
    s.trim()
        .parse::<u64>()
        .ok()
        .filter(|n| range.contains(n))
        .ok_or_else(|| format!("expected {what} from {} to {}", range.start(), range.end()))
}

/// `--lang`: `en`, `ar` or `fa`, or a locale of one (`ar-DZ` writes Latin digits).
fn lang(s: &str) -> Result<Locale, String> {
    Locale::parse(s).ok_or_else(|| format!("unknown language {} (expected en, ar or fa)", quote(s)))
}

/// The window's language: `--lang`, else the system's first language gametree speaks, else
/// English (a bare Linux says `C`).
#[must_use]
pub fn language(arg: Option<Locale>) -> Locale {
    arg.unwrap_or_else(|| {
        let tags = sys_locale::get_locales().collect::<Vec<_>>();
        Locale::negotiate(tags.iter().map(String::as_str))
    })
}

/// `--seed`: any 64-bit number.
fn seed(s: &str) -> Result<u64, String> {
    number_in(s, 0..=u64::MAX, "a seed")
}

/// `render --step`: any number (a replay stops at the end of the recorded search).
fn steps(s: &str) -> Result<usize, String> {
    number_in(s, 0..=u64::MAX, "a number of steps")
        .map(|n| usize::try_from(n).unwrap_or(usize::MAX))
}

/// The window's `--depth`: [`DEPTH_RANGE`], the range its `+`/`-` keys move in.
fn window_depth(s: &str) -> Result<u32, String> {
    let range = u64::from(*DEPTH_RANGE.start())..=u64::from(*DEPTH_RANGE.end());
    number_in(s, range, "a depth").map(|d| d as u32)
}

/// `compare --depth`: 1 to [`MAX_DEPTH`].
fn search_depth(s: &str) -> Result<u32, String> {
    number_in(s, 1..=u64::from(MAX_DEPTH), "a depth").map(|d| d as u32)
}

/// `perft --depth`: 0 to [`MAX_DEPTH`].
fn perft_depth(s: &str) -> Result<u32, String> {
    number_in(s, 0..=u64::from(MAX_DEPTH), "a depth").map(|d| d as u32)
}

/// `--time`: 1 to [`MAX_TIME_MS`] (no time at all would still search the first depth).
fn millis(s: &str) -> Result<u64, String> {
    number_in(s, 1..=MAX_TIME_MS, "milliseconds")
}

/// Reads the command line. `--help` and `--version` are printed as clap prints them (and the
/// process ends there); every error becomes one line (see [`one_line`]) for `main` to print with
/// exit status 2. Window options given before a subcommand are an error: they would be ignored.
///
/// # Errors
/// Unknown or malformed arguments, or window options before a subcommand.
pub fn parse_from<I, T>(args: I) -> Result<Cli>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let matches = match Cli::command().try_get_matches_from(args) {
        Ok(m) => m,
        Err(e)
            if matches!(
                e.kind(),
                ErrorKind::DisplayHelp
                    | ErrorKind::DisplayVersion
                    | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
            ) =>
        {
            e.exit()
        }
        Err(e) => bail!(one_line(&e)),
    };
    let mut cli = Cli::from_arg_matches(&matches).map_err(|e| anyhow!(one_line(&e)))?;
    cli.given = Cli::command()
        .get_arguments()
        .filter(|a| matches.value_source(a.get_id().as_str()) == Some(ValueSource::CommandLine))
        .map(|a| a.get_id().to_string())
        .collect();
    if let Some((name, _)) = matches.subcommand() {
        let given: Vec<String> = Cli::command()
            .get_arguments()
            .filter(|a| matches.value_source(a.get_id().as_str()) == Some(ValueSource::CommandLine))
            .filter_map(|a| a.get_long().map(|l| format!("--{l}")))
            .collect();
        if let Some(first) = given.first() {
            bail!(
                "{} before '{name}' is an option of the window, which '{name}' does not open \
                 (a subcommand's options go after it: gametree {name} {first} …)",
                given.join(", ")
            );
        }
    }
    Ok(cli)
}

/// A clap error as one line: the message without "error:", usage and tips, with the user's
/// values quoted by [`quote`] (escaped, and cut when long) and " (try --help)" after it.
#[must_use]
pub fn one_line(e: &clap::Error) -> String {
    let mut text = e.to_string();
    for (_, value) in e.context() {
        if let ContextValue::String(v) = value {
            text = text.replace(&format!("'{v}'"), &quote(v));
        }
    }
    if let Some(end) = text.find("\n\n") {
        text.truncate(end);
    }
    // clap breaks its own lines too ("were not provided:\n  --out <FILE>"): the user's values
    // are quoted by now, so every line break left is clap's, and becomes a space (a comma
    // between the arguments it lists).
    let mut lines = text.lines().map(str::trim).filter(|l| !l.is_empty());
    let first = lines.next().unwrap_or_default().to_owned();
    let rest: Vec<&str> = lines.collect();
    let text = if rest.is_empty() {
        first
    } else {
        format!("{first} {}", rest.join(", "))
    };
    let text = text.strip_prefix("error: ").unwrap_or(&text);
    let mut line: String = text
        .chars()
        .flat_map(|c| {
            let escaped: Vec<char> = if c.is_control() {
                c.escape_debug().collect()
            } else {
                vec![c]
            };
            escaped
        })
        .collect();
    line.push_str(" (try --help)");
    line
}

/// Reads a game name and an optional position into a position.
///
/// # Errors
/// Unknown game or malformed position; the message says what was expected.
pub fn position_of(game: &str, position: Option<&str>) -> Result<(Variant, AnyPosition)> {
    let variant: Variant = game.parse()?;
    let pos = match position {
        Some(text) => variant
            .parse_position(text)
            .with_context(|| format!("bad position {} for {variant}", quote(text)))?,
        None => variant.start(),
    };
    Ok((variant, pos))
}

/// A path as error messages show it: quoted, escaped and cut like every other input.
fn path_text(path: &Path) -> String {
    quote(&path.to_string_lossy())
}

/// An output file, checked before the work that fills it: opened for writing at once (not
/// truncated), so a path that cannot be written is refused before a long search or solve; a
/// file it had to create is removed again when the work fails.
struct Output<'a> {
    path: &'a Path,
    created: bool,
    written: bool,
}

impl<'a> Output<'a> {
    /// Checks that `path` can be written.
    ///
    /// # Errors
    /// It cannot be opened for writing (a missing folder, no permission, a folder).
    fn check(path: &'a Path) -> Result<Output<'a>> {
        let created = !path.exists();
        std::fs::OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(false)
            .open(path)
            .with_context(|| format!("cannot write {}", path_text(path)))?;
        Ok(Output {
            path,
            created,
            written: false,
        })
    }

    /// Writes the whole file.
    ///
    /// # Errors
    /// The write failed.
    fn write(self, bytes: &[u8]) -> Result<()> {
        self.write_with(|w| w.write_all(bytes))
    }

    /// Writes the whole file with `fill`, through a buffer (a big output is never held whole).
    ///
    /// # Errors
    /// The write failed.
    fn write_with(
        mut self,
        fill: impl FnOnce(&mut dyn std::io::Write) -> std::io::Result<()>,
    ) -> Result<()> {
        use std::io::Write as _;
        std::fs::File::create(self.path)
            .and_then(|f| {
                let mut w = std::io::BufWriter::new(f);
                fill(&mut w)?;
                w.flush()
            })
            .with_context(|| format!("cannot write {}", path_text(self.path)))?;
        self.written = true;
        Ok(())
    }
}

impl Drop for Output<'_> {
    fn drop(&mut self) {
        if self.created && !self.written {
            let _ = std::fs::remove_file(self.path);
        }
    }
}

/// Reads algorithm names (when none is given: the first five, and Star2 too in a chance game).
///
/// # Errors
/// An unknown name.
pub fn algorithms(names: &[String], chance: bool) -> Result<Vec<Algorithm>> {
    if names.is_empty() {
        return Ok(Algorithm::defaults(chance).to_vec());
    }
    Ok(names
        .iter()
        .map(|n| Algorithm::from_name(n))
        .collect::<Result<_, _>>()?)
}

/// True when every algorithm searches `pos` to the end in well under a second, so `compare`
/// does so by default (the game's seat knows: e.g. an m,n,k position with at most 9 empty
/// squares). Anything bigger gets [`COMPARE_BUDGET`].
fn small_enough(pos: &AnyPosition) -> bool {
    pos.seat().reach(pos) == Reach::End
}

/// The limits of `compare`: `--depth` and `--time` as given; with neither, to the end on a
/// small board and iterative deepening under [`COMPARE_BUDGET`] on any other.
fn compare_limits(args: &CompareArgs, pos: &AnyPosition) -> Limits {
    let time = match (args.time, args.depth) {
        (Some(ms), _) => Some(Duration::from_millis(ms)),
        (None, Some(_)) => None,
        (None, None) if small_enough(pos) => None,
        (None, None) => Some(COMPARE_BUDGET),
    };
    Limits {
        depth: args.depth,
        time,
        nodes: args.iterations,
        exploration: args.exploration,
        ..Limits::default()
    }
}

/// The time `compare` and `tree` give `algorithm`, of `time` (theirs): a sampling search runs
/// its iterations (`--iterations`, else its default 20,000), not the budget an exact one deepens
/// under, unless `--time` was `given` (Senet's MCTS ran 5 s, 2.2 M iterations).
fn time_for(algorithm: Algorithm, time: Option<Duration>, given: bool) -> Option<Duration> {
    time.filter(|_| given || algorithm.info().exact)
}

/// The chosen move as the table and JSON show it (`-` for none).
fn move_text(r: &Report<AnyMove>) -> String {
    r.best.map_or_else(|| "-".to_owned(), |m| m.to_string())
}

/// `gametree compare`: every chosen algorithm on one position, one row each.
///
/// # Errors
/// Bad game, position or algorithm name; a finished position.
pub fn compare(args: &CompareArgs) -> Result<()> {
    let (variant, pos) = position_of(&args.game, args.position.as_deref())?;
    let algos = algorithms(&args.algos, variant.has_chance())?;
    if pos.is_over() {
        bail!(search::SearchError::GameOver);
    }
    let engines = with_options(&args.engines, &args.options)?;
    for e in &engines {
        e.check(variant).map_err(|e| anyhow!(e))?;
    }
    let limits = compare_limits(args, &pos);
    let mut rows = Vec::new();
    for &a in &algos {
        // Unasked-for algorithms that take no enhancements run textbook beside the others.
        let takes = a.takes(args.enhance);
        let limits = Limits {
            enhance: if takes || !args.algos.is_empty() {
                args.enhance
            } else {
                Enhancements::NONE
            },
            hash_mb: Some(args.hash_mb),
            threads: Some(args.threads),
            time: time_for(a, limits.time, args.time.is_some()),
            ..limits.clone()
        };
        let (r, passes) = search_showing_progress(a, pos, &limits, args.seed)?;
        rows.push(Row::of_report(&r, passes));
    }
    for spec in &engines {
        let budget = match (args.depth, args.time) {
            (Some(d), None) => crate::host::Budget::Depth(d),
            (_, Some(ms)) => crate::host::Budget::MoveTime(Duration::from_millis(ms)),
            (None, None) => crate::host::Budget::MoveTime(COMPARE_BUDGET),
        };
        rows.push(engine_row(spec, variant, &pos, &budget)?);
    }
    if args.json {
        let arr: Vec<_> = rows.iter().map(Row::json).collect();
        println!("{}", serde_json::Value::Array(arr));
    } else {
        println!("position: {pos}");
        println!(
            "{:<12} {:>6} {:>12} {:<12} {:>12} {:>6} {:>12}",
            "algorithm", "move", "value", "outcome", "nodes", "depth", "time"
        );
        for r in &rows {
            println!(
                "{:<12} {:>6} {:>12} {:<12} {:>12} {:>6} {:>9.3} ms",
                r.name,
                r.mv,
                r.value
                    .map_or_else(|| "-".to_owned(), search::value_text::column),
                r.verdict.to_string(),
                r.nodes,
                r.depth,
                r.elapsed.as_secs_f64() * 1000.0
            );
        }
        // The summary is each move's exact value to a depth: a sampling search has none.
        if let Some(&first) = algos.first().filter(|a| a.info().exact) {
            let depth = args.depth.unwrap_or(3);
            let budget = args.time.map(Duration::from_millis);
            on_search_stack(
                move || print_summary(&pos, first, depth, budget),
                |t| format!("valuing each move, {:.1} s", t.as_secs_f64()),
            )?;
        }
    }
    Ok(())
}

/// One row of `compare`: an algorithm's search or an engine's answer.
struct Row {
    name: String,
    mv: String,
    /// None: an engine that gave no score.
    value: Option<search::Value>,
    verdict: search::Verdict,
    nodes: u64,
    depth: u32,
    elapsed: Duration,
    nodes_by_depth: crate::app::job::Passes,
}

impl Row {
    fn of_report(r: &Report<AnyMove>, nodes_by_depth: crate::app::job::Passes) -> Row {
        Row {
            name: r.algorithm.name().to_owned(),
            mv: move_text(r),
            value: Some(r.value),
            verdict: r.verdict,
            nodes: r.nodes,
            depth: r.depth,
            elapsed: r.elapsed,
            nodes_by_depth,
        }
    }

    fn json(&self) -> serde_json::Value {
        json!({
            "nodes_by_depth": self
                .nodes_by_depth
                .iter()
                .map(|&(depth, nodes)| json!({"depth": depth, "nodes": nodes}))
                .collect::<Vec<_>>(),
            "algorithm": self.name,
            "move": self.mv,
            "value": self.value.map(search::value_text::json),
            "outcome": self.verdict.word(),
            "nodes": self.nodes,
            "depth": self.depth,
            "micros": self.elapsed.as_micros(),
        })
    }
}

/// An engine's answer at `pos` as a row of `compare`: its move, and the figures of its last
/// `info` line (its score in the game's units, a mate as a win or loss in that many moves).
///
/// # Errors
/// The engine fails (see [`crate::host::Failure`]), named.
fn engine_row(
    spec: &crate::host::EngineSpec,
    variant: Variant,
    pos: &AnyPosition,
    budget: &crate::host::Budget,
) -> Result<Row> {
    let named = |f: crate::host::Failure| anyhow!("engine '{}' {f}", spec.name);
    let mut engine = crate::host::Engine::start(spec, variant, crate::host::Timeouts::default())
        .map_err(named)?;
    engine.new_game().map_err(named)?;
    let a = engine
        .go(pos, &[], pos, budget, &mut |_| {})
        .map_err(named)?;
    let verdict = match a.info.mate {
        Some(m) if m > 0 => search::Verdict::Win(u32::try_from(2 * m - 1).unwrap_or(u32::MAX)),
        Some(m) => search::Verdict::Loss(u32::try_from(-2 * m).unwrap_or(u32::MAX)),
        None => search::Verdict::Unknown,
    };
    Ok(Row {
        name: spec.name.clone(),
        mv: a.mv.to_string(),
        value: a.info.cp.map(|cp| cp as f64 / 100.0),
        verdict,
        nodes: a.info.nodes.unwrap_or(0),
        depth: a.info.depth.unwrap_or(0),
        elapsed: a.elapsed,
        nodes_by_depth: Vec::new(),
    })
}

/// Runs `work` on a thread with a [`SEARCH_STACK`]-sized stack and waits for it. When it takes
/// more than [`PROGRESS_AFTER`] and stderr is a terminal, a spinner there shows `message` (given
/// the time so far) until it ends.
fn on_search_stack<T: Send>(
    work: impl FnOnce() -> T + Send,
    message: impl Fn(Duration) -> String,
) -> Result<T> {
    let (tx, rx) = mpsc::channel();
    std::thread::scope(|s| {
        std::thread::Builder::new()
            .name("search".into())
            .stack_size(SEARCH_STACK)
            .spawn_scoped(s, move || {
                let _ = tx.send(work());
            })
            .context("cannot start the search thread")?;
        let start = Instant::now();
        let mut bar: Option<ProgressBar> = None;
        loop {
            match rx.recv_timeout(Duration::from_millis(100)) {
                Ok(done) => {
                    if let Some(b) = bar {
                        b.finish_and_clear();
                    }
                    return Ok(done);
                }
                Err(mpsc::RecvTimeoutError::Timeout) => {}
                Err(mpsc::RecvTimeoutError::Disconnected) => {
                    bail!("the search thread stopped without an answer")
                }
            }
            if bar.is_none() && start.elapsed() >= PROGRESS_AFTER && std::io::stderr().is_terminal()
            {
                let b = ProgressBar::new_spinner();
                if let Ok(style) = ProgressStyle::with_template("{spinner} {msg}") {
                    b.set_style(style);
                }
                b.enable_steady_tick(Duration::from_millis(120));
                bar = Some(b);
            }
            if let Some(b) = &bar {
                b.set_message(message(start.elapsed()));
            }
        }
    })
}

/// One algorithm's search of `pos` on a search thread, showing the last finished depth, the
/// nodes so far and the time while it runs (see [`on_search_stack`]).
fn search_showing_progress(
    algorithm: Algorithm,
    pos: AnyPosition,
    limits: &Limits,
    seed: u64,
) -> Result<(Report<AnyMove>, crate::app::job::Passes)> {
    let depth = AtomicU32::new(0);
    let nodes = AtomicU64::new(0);
    let (d, n) = (&depth, &nodes);
    let row = on_search_stack(
        move || {
            let mut rng = StdRng::seed_from_u64(seed);
            let mut passes = Vec::new();
            let report = pos.visit(SearchWithProgress {
                algorithm,
                limits,
                rng: &mut rng,
                progress: &mut |depth, nodes| {
                    d.store(depth, Ordering::Relaxed);
                    n.store(nodes, Ordering::Relaxed);
                    passes.push((depth, nodes));
                },
            });
            report.map(|r| {
                let by_depth = crate::app::job::nodes_by_depth(&passes, &r);
                (r, by_depth)
            })
        },
        |elapsed| {
            let secs = elapsed.as_secs_f64();
            match d.load(Ordering::Relaxed) {
                0 => format!("{algorithm}: searching the first depth, {secs:.1} s"),
                done => format!(
                    "{algorithm}: depth {done} done, {} nodes, {secs:.1} s",
                    n.load(Ordering::Relaxed)
                ),
            }
        },
    )?;
    Ok(row?)
}

/// The command line's dispatch point for `tree`: records `algorithm`'s search of whichever game
/// a position holds, its moves turned into the registry's.
struct RecordTree<'a> {
    algorithm: Algorithm,
    limits: &'a Limits,
    seed: u64,
    max_nodes: usize,
}

impl PositionVisitor for RecordTree<'_> {
    type Out = Result<search::Recorded<AnyMove>, search::SearchError>;
    fn visit<G: Listed>(self, p: &G) -> Self::Out {
        let mut rng = StdRng::seed_from_u64(self.seed);
        search::search_recorded(self.algorithm, p, self.limits, &mut rng, self.max_nodes)
            .map(|(r, t)| (G::report_into_any(r), t.map_moves(G::move_into_any)))
    }
}

/// `gametree tree`: one algorithm's search of one position, recorded and written as DOT or JSON.
/// The limits are `compare`'s for the same `--depth` (to the end on a small board, else 5 s of
/// iterative deepening), so the node count is the one `compare` reports.
///
/// # Errors
/// Bad game, position or algorithm name; a finished position; the file cannot be written.
pub fn tree(args: &TreeArgs) -> Result<()> {
    let (_, pos) = position_of(&args.game, args.position.as_deref())?;
    let algorithm = Algorithm::from_name(&args.algo)?;
    if pos.is_over() {
        bail!(search::SearchError::GameOver);
    }
    if !algorithm.takes(args.enhance) {
        bail!(search::SearchError::NoEnhancements(algorithm, args.enhance));
    }
    let limits = Limits {
        depth: args.depth,
        time: time_for(
            algorithm,
            (args.depth.is_none() && !small_enough(&pos)).then_some(COMPARE_BUDGET),
            false,
        ),
        enhance: args.enhance,
        ..Limits::default()
    };
    let default_cap = match args.format {
        TreeFormat::Dot => DOT_MAX_NODES,
        TreeFormat::Json => search::DEFAULT_MAX_NODES,
    };
    let (seed, max_nodes) = (args.seed, args.max_nodes.unwrap_or(default_cap));
    let out = args.out.as_deref().map(Output::check).transpose()?;
    let (report, tree) = on_search_stack(
        move || {
            pos.visit(RecordTree {
                algorithm,
                limits: &limits,
                seed,
                max_nodes,
            })
        },
        |t| format!("{algorithm}: recording the tree, {:.1} s", t.as_secs_f64()),
    )??;
    // JSON is written as it is made: held whole, a tree of a million nodes took over 7 GB.
    let fill = |w: &mut dyn std::io::Write| match args.format {
        TreeFormat::Dot => w.write_all(tree.to_dot().as_bytes()),
        TreeFormat::Json => {
            let facts = json!({
                "algorithm": algorithm.name(),
                "move": move_text(&report),
                "value": search::value_text::json(report.value),
                "outcome": report.verdict.word(),
                "nodes": report.nodes,
                "depth": report.depth,
                "pv": report.pv.iter().map(ToString::to_string).collect::<Vec<_>>(),
            });
            search::write_open(w, &facts)?;
            w.write_all(b",\"tree\":")?;
            tree.write_json(w)?;
            w.write_all(b"}\n")
        }
    };
    match out {
        Some(out) => out.write_with(fill)?,
        None => {
            use std::io::Write as _;
            let mut out = std::io::BufWriter::new(std::io::stdout().lock());
            // A closed pipe (`| head`) is not an error worth a message.
            let _ = fill(&mut out).and_then(|()| out.flush());
        }
    }
    Ok(())
}

/// The game's summary of the decision, if it has one (seed 002's for a Senet throw: each movable
/// piece, the expected value of moving it, the nodes it took, and the choice), held to `budget`
/// (compare's `--time`) like the table's searches.
fn print_summary(p: &AnyPosition, algorithm: Algorithm, depth: u32, budget: Option<Duration>) {
    let cancel = Arc::new(AtomicBool::new(false));
    let summary = std::thread::scope(|s| {
        let (finished, wait) = mpsc::channel::<()>();
        if let Some(budget) = budget {
            let cancel = cancel.clone();
            s.spawn(move || {
                if wait.recv_timeout(budget) == Err(mpsc::RecvTimeoutError::Timeout) {
                    cancel.store(true, Ordering::Relaxed);
                }
            });
        }
        let summary = p
            .seat()
            .chance()
            .and_then(|c| c.summary(p, algorithm, depth, Some(cancel.clone())));
        drop(finished); // ends the timer
        summary
    });
    let Some(summary) = summary else {
        return;
    };
    if cancel.load(Ordering::Relaxed) {
        println!();
        println!("{}", summary.title);
        println!(
            "  not finished within --time {} ms (each move to depth {depth})",
            budget.unwrap_or_default().as_millis()
        );
        return;
    }
    let best = summary
        .rows
        .iter()
        .enumerate()
        .max_by(|a, b| a.1.2.total_cmp(&b.1.2))
        .map(|(i, _)| i);
    println!();
    println!("{}", summary.title);
    for (i, (name, _, value, nodes)) in summary.rows.iter().enumerate() {
        println!(
            "  {name:<14} {:>10} {:>10} nodes{}",
            search::value_text::column(*value),
            nodes,
            if best == Some(i) { "  <- choice" } else { "" }
        );
    }
}

/// `gametree perft`.
///
/// # Errors
/// Bad game or position (the depth, 0 to [`MAX_DEPTH`], is checked by clap).
pub fn perft(args: &PerftArgs) -> Result<()> {
    let (_, pos) = position_of(&args.game, args.position.as_deref())?;
    let depth = args.depth;
    let (nodes, micros) = on_search_stack(
        move || {
            let start = Instant::now();
            let nodes = pos.perft(depth);
            (nodes, start.elapsed().as_micros())
        },
        |t| format!("perft {depth}: {:.1} s", t.as_secs_f64()),
    )?;
    if args.json {
        println!(
            "{}",
            json!({"depth": args.depth, "nodes": nodes, "micros": micros})
        );
    } else {
        println!(
            "perft {}: {nodes} ({:.3} ms)",
            args.depth,
            micros as f64 / 1000.0
        );
    }
    Ok(())
}

/// The window's settings from the command line.
///
/// # Errors
/// Unknown game, algorithm or mode.
pub fn settings(args: &PlayArgs) -> Result<Settings> {
    Ok(Settings {
        variant: args.game.parse()?,
        algorithm: Algorithm::from_name(&args.algo)?,
        depth: args.depth,
        computer_first: args.computer_first,
        mode: Mode::from_name(&args.mode).map_err(|_| {
            anyhow!(
                "unknown mode {} (expected human-computer, computer-computer or human-human)",
                quote(&args.mode)
            )
        })?,
        seed: args.seed,
        reply_pause: crate::app::session::REPLY_PAUSE,
        // The window plays as well as it can; the E key takes the enhancements off one by one.
        enhance: search::Enhancements::ALL,
        engines: args
            .engines
            .iter()
            .map(crate::host::EngineSpec::offer)
            .collect(),
    })
}

/// Reads `render --size`: `WxH`, each 1 to 8192 pixels.
///
/// # Errors
/// Anything else, quoted, with what was expected.
pub fn parse_size(size: &str) -> Result<(u32, u32)> {
    crate::game::parse_size::<u32>(size, 9)
        .filter(|&(w, h)| (1..=8192).contains(&w) && (1..=8192).contains(&h))
        .with_context(|| {
            format!(
                "bad size {} (expected WxH, e.g. 640x640, each 1 to 8192)",
                quote(size)
            )
        })
}

/// `gametree render`: the window's picture of a position, drawn offscreen into a PNG.
///
/// # Errors
/// Bad game, position or size; no EGL device; the file cannot be written.
pub fn render(args: &RenderArgs) -> Result<()> {
    crate::i18n::set(args.lang.unwrap_or(Locale::ENGLISH));
    let (variant, pos) = position_of(&args.game, args.position.as_deref())?;
    let (w, h) = parse_size(&args.size)?;
    let mut out = Output::check(&args.out)?;
    let view = match args.view.as_deref() {
        None => None,
        Some(v) => Some(
            crate::app::views::by_name(v)
                .filter(|v| v.renders())
                .with_context(|| {
                    format!(
                        "unknown view {} (expected {})",
                        quote(v),
                        crate::app::views::render_names()
                    )
                })?
                .name(),
        ),
    };
    let settings = Settings {
        variant,
        mode: Mode::HumanHuman,
        algorithm: Algorithm::from_name(&args.algo)?,
        depth: args.depth,
        seed: Some(1),
        ..Settings::default()
    };
    let mut session = Session::at_position(&settings, pos).map_err(anyhow::Error::msg)?;
    if let Some(action) = view {
        // The window's part, played synchronously: run each job the session asks for.
        let now = std::time::Instant::now();
        let effects = session.handle(crate::app::input::Action::toggle(action), now);
        crate::app::worker::run_until_idle(&mut session, effects, now);
    }
    let on_tree = view == Some(crate::app::views::tree::NAME);
    let traced = on_tree || view == Some(crate::app::views::trace::NAME);
    if args.path.is_some() && !on_tree || args.step.is_some() && !traced {
        bail!(
            "--step and --path are about the search tree: they need --view tree (--step: or trace)"
        );
    }
    for mv in args.path.iter().flat_map(|p| p.split(',')) {
        let tree = session
            .search_tree()
            .context("no search tree was recorded here")?;
        let node = crate::app::views::tree::shown_node(&session).unwrap_or(0);
        let i = tree.nodes[node]
            .children
            .iter()
            .position(|&c| {
                tree.nodes[c as usize]
                    .mv
                    .is_some_and(|m| m.to_string() == mv.trim())
            })
            .with_context(|| format!("no move {} below this node of the tree", quote(mv)))?;
        let _ = session.handle(crate::app::views::tree::child(i), std::time::Instant::now());
        if crate::app::views::tree::shown_node(&session) == Some(node) {
            bail!("{} was cut off: there is nothing below it", quote(mv));
        }
    }
    if let Some(n) = args.step {
        let now = std::time::Instant::now();
        if !session.stepping() {
            // The trace starts stepping by itself; the tree panel starts when S is pressed (a
            // sampling search is recorded again then, with its own small budget).
            let effects = session.handle(
                crate::app::input::Action::toggle(crate::app::views::step::NAME),
                now,
            );
            crate::app::worker::run_until_idle(&mut session, effects, now);
        }
        if !session.stepping() {
            // Why not: the rule and this search's size (the trace's pane says it, not a notice).
            let why = session
                .search_tree()
                .and_then(crate::app::session::step_refusal);
            bail!(
                "{}",
                why.as_deref()
                    .or(session.notice())
                    .unwrap_or("this search cannot be replayed step by step")
            );
        }
        // Past the end of the recorded search a step changes nothing: stop there.
        for _ in 0..n {
            if !session.handle(crate::app::views::step::FORWARD, now).redraw {
                break;
            }
        }
    }
    let layout = view::layout(&session, w, h, 1.0);
    let scene = view::scene(&session, &layout, None);
    let image = offscreen::render_rgba(&scene)?;
    offscreen::save_png(&image, &args.out)
        .map_err(|e| anyhow!("cannot write {}: {}", path_text(&args.out), e.0))?;
    out.written = true;
    Ok(())
}

/// Checks that a position still has a move for the side to move, for subcommands that need one.
#[must_use]
pub fn has_moves<G: SearchHints>(g: &G) -> bool {
    let mut v = Vec::new();
    g.legal_moves(&mut v);
    !v.is_empty()
}

/// Draws random openings of whichever game a position holds (see
/// [`crate::arena::openings_up_to`]).
struct Openings {
    n: usize,
    min: u32,
    max: u32,
    seed: u64,
}

impl PositionVisitor for Openings {
    type Out = Vec<AnyPosition>;
    fn visit<G: Listed>(self, start: &G) -> Vec<AnyPosition> {
        let mut rng = StdRng::seed_from_u64(self.seed);
        crate::arena::openings_up_to(start, self.n, self.min, self.max, &mut rng)
            .into_iter()
            .map(Listed::into_any)
            .collect()
    }
}

/// The largest openings file read.
const MAX_OPENINGS_FILE: u64 = 16 << 20;

/// Reads an openings file: one position a line in `variant`'s text form; blank lines and lines
/// starting with `#` are skipped.
///
/// # Errors
/// It cannot be read, is too big, holds no position, or a line is not a position of the game
/// that is still to be played (the line is named).
fn openings_file(path: &Path, variant: Variant) -> Result<Vec<AnyPosition>> {
    let size = std::fs::metadata(path)
        .with_context(|| format!("cannot read {}", path_text(path)))?
        .len();
    if size > MAX_OPENINGS_FILE {
        bail!(
            "{} is {size} bytes; an openings file is at most {MAX_OPENINGS_FILE}",
            path_text(path)
        );
    }
    let text = std::fs::read_to_string(path)
        .with_context(|| format!("cannot read {}", path_text(path)))?;
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let pos = variant.parse_position(line).with_context(|| {
            format!(
                "{} line {}: bad position {} for {variant}",
                path_text(path),
                i + 1,
                quote(line)
            )
        })?;
        if pos.is_over() {
            bail!(
                "{} line {}: the game is over in {}",
                path_text(path),
                i + 1,
                quote(line)
            );
        }
        out.push(pos);
    }
    if out.is_empty() {
        bail!("{} holds no position", path_text(path));
    }
    Ok(out)
}

/// `gametree match`: a tournament between built-in algorithms and outside engines.
///
/// # Errors
/// Bad arguments (a game, an algorithm, an engine for another game, fewer than two players, a
/// name twice, an SPRT between more than two, an openings file, an output that cannot be
/// written); the games themselves never fail: an engine that misbehaves forfeits.
pub fn tournament(args: &TournamentArgs) -> Result<()> {
    use crate::matches::{self, TimeControl};
    let variant: Variant = args.game.parse()?;
    let players = match_players(args, variant)?;
    let names: Vec<String> = players.iter().map(matches::Player::name).collect();
    let tc = match (args.movetime, args.tc, args.depth) {
        (_, _, Some(d)) => TimeControl::Depth(d),
        (_, Some((base, inc)), None) => TimeControl::Clock { base, inc },
        (ms, None, None) => TimeControl::MoveTime(Duration::from_millis(ms.unwrap_or(100))),
    };
    let settings = matches::Settings {
        variant,
        players,
        gauntlet: args.gauntlet,
        games: args.games,
        openings: match_openings(args, variant)?,
        tc,
        concurrency: args.concurrency,
        seed: args.seed,
        sprt: args.sprt,
        timeouts: crate::host::Timeouts {
            margin: Duration::from_millis(args.margin),
            ..crate::host::Timeouts::default()
        },
    };
    if settings.sprt.is_some() && settings.pairings().len() != 1 {
        bail!("--sprt tests two players against each other; this match has more pairings");
    }
    let out = args.out.as_deref().map(Output::check).transpose()?;
    let log = args.log.as_deref().map(Output::check).transpose()?;
    let total = settings.fixtures().len();
    let bar = progress_bar(total as u64);
    // Without a terminal (a log file, a pipe) each game gets a line instead of the bar, so a run
    // stopped half-way still says what it played.
    let lines = bar.is_hidden();
    let summary = matches::run(&settings, |record, standings| {
        bar.inc(1);
        if let [([a, b], t)] = &standings.pairings[..] {
            bar.set_message(format!("{} vs {} {}", names[*a], names[*b], t.wdl()));
        }
        if let Some(n) = &record.ending.notice {
            bar.suspend(|| eprintln!("{n}"));
        }
        if lines {
            eprintln!("{}", matches::game_line(record, standings, &names, total));
        }
    });
    bar.finish_and_clear();
    if let Some(out) = out {
        out.write(matches::records_text(&settings, &summary).as_bytes())?;
    }
    if let Some(log) = log {
        write_engine_logs(log, &summary)?;
    }
    if args.json {
        println!("{}", matches::json(&settings, &summary));
    } else {
        print_standings(&settings, &summary, &names);
    }
    Ok(())
}

/// `match`'s players: the built-in algorithms, then the engines, each checked for the game,
/// with no two of the same name.
fn match_players(args: &TournamentArgs, variant: Variant) -> Result<Vec<crate::matches::Player>> {
    use crate::matches::{self, Player};
    let mut players = Vec::new();
    for name in &args.algos {
        players.push(Player::Algo(matches::Builtin::new(Algorithm::from_name(
            name,
        )?)));
    }
    for spec in with_options(&args.engines, &args.options)? {
        spec.check(variant).map_err(|e| anyhow!(e))?;
        players.push(Player::Engine(spec));
    }
    if players.len() < 2 {
        bail!("a match needs two players or more (--algo A, --engine NAME=COMMAND)");
    }
    let names: Vec<String> = players.iter().map(Player::name).collect();
    if let Some((_, n)) = names
        .iter()
        .enumerate()
        .find(|(i, n)| names[..*i].contains(n))
    {
        bail!(
            "two players are named {} (name engines apart: NAME=COMMAND)",
            quote(n)
        );
    }
    Ok(players)
}

/// `match`'s openings: the file's, or balanced random ones of the asked length, one for each
/// pair of games.
fn match_openings(args: &TournamentArgs, variant: Variant) -> Result<Vec<AnyPosition>> {
    if let Some(path) = &args.openings {
        return openings_file(path, variant);
    }
    let found = variant.start().visit(Openings {
        n: args.games.div_ceil(2) as usize,
        min: args.min_plies.min(args.max_plies),
        max: args.max_plies,
        seed: args.seed,
    });
    if found.is_empty() {
        bail!(
            "no opening of {} to {} plies is still to be played in {variant}",
            args.min_plies,
            args.max_plies
        );
    }
    Ok(found)
}

/// A progress bar on a terminal; nothing when stderr is a file or a pipe.
fn progress_bar(total: u64) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(total);
    bar.set_style(
        ProgressStyle::with_template("{bar:30} {pos}/{len} games  {elapsed}  {msg}")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    bar
}

/// `match --log`: every engine's lines, game by game.
fn write_engine_logs(log: Output, summary: &crate::matches::Summary) -> Result<()> {
    log.write_with(|w| {
        for r in &summary.records {
            for (name, lines) in &r.logs {
                writeln!(w, "# game {}: {name}", r.number)?;
                for line in lines {
                    writeln!(w, "{line}")?;
                }
            }
        }
        Ok(())
    })
}

/// `match`'s report as text: the settings, each pairing's score and Elo, each player's W-L-D,
/// and the SPRT's verdict.
fn print_standings(
    settings: &crate::matches::Settings,
    summary: &crate::matches::Summary,
    names: &[String],
) {
    println!(
        "{}, {} games, {}, seed {}",
        settings.variant,
        summary.records.len(),
        settings.tc,
        settings.seed
    );
    for ([a, b], t) in &summary.standings.pairings {
        println!(
            "{}",
            crate::matches::pairing_line([&names[*a], &names[*b]], t)
        );
    }
    for (n, t) in names.iter().zip(&summary.standings.players) {
        println!("{n:<16} W-L-D {}-{}-{}", t.wins, t.losses, t.draws);
    }
    if let (Some(s), Some(t)) = (&settings.sprt, summary.sprt_tally()) {
        println!("{}", s.line(&t));
        if summary.decision.is_some() {
            println!(
                "the SPRT decided after {} games; {} not played",
                t.games(),
                summary.skipped
            );
        }
    }
}
