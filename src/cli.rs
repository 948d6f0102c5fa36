//! The command line: argument types (clap) and the headless subcommands.
//!
//! `main.rs` only parses and dispatches; every subcommand is one function here that returns
//! `anyhow::Result`, so errors are printed once, as one line, with exit status 2.

use std::time::Duration;

use anyhow::{Context, Result, bail};
use clap::{Args, Parser, Subcommand};
use rand::SeedableRng;
use rand::rngs::StdRng;
use serde_json::json;

use crate::app::layout::Layout;
use crate::app::seat::{AnyMove, AnyPosition, Variant};
use crate::app::session::{Mode, Session, Settings};
use crate::app::view;
use crate::app::worker::Search;
use crate::game::Game;
use crate::render::offscreen;
use crate::search::{self, Algorithm, Limits, Report};

/// gametree: play classic board games against classic game-tree search algorithms.
#[derive(Parser, Debug)]
#[command(name = "gametree", version, about, long_about = None)]
pub struct Cli {
    /// A headless subcommand; with none, the window opens.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Options of the window.
    #[command(flatten)]
    pub play: PlayArgs,
}

/// The window's options.
#[derive(Args, Debug, Clone)]
pub struct PlayArgs {
    /// Game to start with: tictactoe, mnk:WxH:K.
    #[arg(long, value_name = "G", default_value = "tictactoe")]
    pub game: String,
    /// Algorithm the computer uses.
    #[arg(long, value_name = "A", default_value = "negamax-ab")]
    pub algo: String,
    /// Search depth limit on boards too large to search fully.
    #[arg(long, value_name = "D")]
    pub depth: Option<u32>,
    /// The computer plays first.
    #[arg(long)]
    pub computer_first: bool,
    /// human-computer, computer-computer or human-human.
    #[arg(long, value_name = "MODE", default_value = "human-computer")]
    pub mode: String,
    /// Seed for the random tie-breaks (reproducible games).
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
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
}

/// `gametree render`.
#[derive(Args, Debug)]
pub struct RenderArgs {
    /// Game.
    #[arg(long, value_name = "G", default_value = "tictactoe")]
    pub game: String,
    /// Position in the game's text form (default: the start).
    #[arg(long, value_name = "P")]
    pub position: Option<String>,
    /// Output PNG file.
    #[arg(long, value_name = "FILE.png")]
    pub out: std::path::PathBuf,
    /// Image size in pixels.
    #[arg(long, value_name = "WxH", default_value = "640x640")]
    pub size: String,
    /// What to show over the board: `values` (each move's value, key V), `line` (the expected
    /// line, key P) or `compare` (all algorithms, key K); computed before drawing.
    #[arg(long, value_name = "VIEW")]
    pub view: Option<String>,
    /// Algorithm of the views (each move's value, the line).
    #[arg(long, value_name = "A", default_value = "negamax-ab")]
    pub algo: String,
    /// Depth limit of the views on boards too big to search to the end.
    #[arg(long, value_name = "D")]
    pub depth: Option<u32>,
}

/// `gametree compare`.
#[derive(Args, Debug)]
pub struct CompareArgs {
    /// Game: tictactoe, mnk:WxH:K.
    #[arg(long, value_name = "G", default_value = "tictactoe")]
    pub game: String,
    /// Position in the game's text form (default: the start).
    #[arg(long, value_name = "P")]
    pub position: Option<String>,
    /// Depth limit (default: to the end of the game).
    #[arg(long, value_name = "D")]
    pub depth: Option<u32>,
    /// Time budget per algorithm in milliseconds (iterative deepening).
    #[arg(long, value_name = "MS")]
    pub time: Option<u64>,
    /// Algorithm to run; repeat for several (default: all five).
    #[arg(long = "algo", value_name = "A")]
    pub algos: Vec<String>,
    /// Seed for the random tie-breaks at the root.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Print a JSON array instead of a table.
    #[arg(long)]
    pub json: bool,
}

/// `gametree perft`.
#[derive(Args, Debug)]
pub struct PerftArgs {
    /// Game.
    #[arg(long, value_name = "G", default_value = "tictactoe")]
    pub game: String,
    /// Position in the game's text form (default: the start).
    #[arg(long, value_name = "P")]
    pub position: Option<String>,
    /// Depth.
    #[arg(long, value_name = "N")]
    pub depth: u32,
    /// Print `{"depth":N,"nodes":…,"micros":…}`.
    #[arg(long)]
    pub json: bool,
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
            .with_context(|| format!("bad position '{text}' for {variant}"))?,
        None => variant.start(),
    };
    Ok((variant, pos))
}

/// Reads algorithm names (when none is given: all five, and Star2 in a chance game).
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

/// A value for JSON: integral values as integers, others as floats.
fn json_value(v: f64) -> serde_json::Value {
    if v.fract() == 0.0 && v.abs() < 1e15 {
        json!(v as i64)
    } else {
        json!(v)
    }
}

/// One printed row of `compare`.
struct Row {
    algorithm: Algorithm,
    mv: String,
    value: f64,
    verdict: search::Verdict,
    nodes: u64,
    depth: u32,
    micros: u128,
}

impl Row {
    fn of(r: &Report<AnyMove>) -> Row {
        Row {
            algorithm: r.algorithm,
            mv: r
                .best
                .as_ref()
                .map_or_else(|| "-".to_owned(), ToString::to_string),
            value: r.value,
            verdict: r.verdict,
            nodes: r.nodes,
            depth: r.depth,
            micros: r.elapsed.as_micros(),
        }
    }
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
    let limits = Limits {
        depth: args.depth,
        time: args.time.map(Duration::from_millis),
        ..Limits::default()
    };
    let mut rows = Vec::new();
    for &a in &algos {
        let mut rng = StdRng::seed_from_u64(args.seed);
        let row = Row::of(&pos.visit(Search {
            algorithm: a,
            limits: &limits,
            rng: &mut rng,
        })?);
        rows.push(row);
    }
    if args.json {
        let arr: Vec<_> = rows
            .iter()
            .map(|r| {
                json!({
                    "algorithm": r.algorithm.name(),
                    "move": r.mv,
                    "value": json_value(r.value),
                    "outcome": r.verdict.word(),
                    "nodes": r.nodes,
                    "depth": r.depth,
                    "micros": r.micros,
                })
            })
            .collect();
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
                r.algorithm.name(),
                r.mv,
                format_value(r.value),
                r.verdict.to_string(),
                r.nodes,
                r.depth,
                r.micros as f64 / 1000.0
            );
        }
        if let Some(&first) = algos.first() {
            print_summary(&pos, first, args.depth.unwrap_or(3));
        }
    }
    Ok(())
}

/// The game's summary of the decision, if it has one (seed 002's for a Senet throw: each movable
/// piece, the expected value of moving it, the nodes it took, and the choice).
fn print_summary(p: &AnyPosition, algorithm: Algorithm, depth: u32) {
    let Some(summary) = p.seat().summary(p, algorithm, depth, None) else {
        return;
    };
    let best = summary
        .rows
        .iter()
        .enumerate()
        .max_by(|a, b| a.1.2.total_cmp(&b.1.2))
        .map(|(i, _)| i);
    println!();
    println!("{}", summary.title);
    for (i, (name, _, value, nodes)) in summary.rows.iter().enumerate() {
        let choice = best == Some(i);
        println!(
            "  {name:<14} {:>10} {:>10} nodes{}",
            format_value(*value),
            nodes,
            if choice { "  <- choice" } else { "" }
        );
    }
}

/// A value for a table: integers plainly, expectations with three decimals.
fn format_value(v: f64) -> String {
    if v.fract() == 0.0 {
        format!("{v:.0}")
    } else {
        format!("{v:.3}")
    }
}

/// `gametree perft`.
///
/// # Errors
/// Bad game or position.
pub fn perft(args: &PerftArgs) -> Result<()> {
    let (_, pos) = position_of(&args.game, args.position.as_deref())?;
    let start = std::time::Instant::now();
    let nodes = pos.perft(args.depth);
    let micros = start.elapsed().as_micros();
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
        mode: Mode::from_name(&args.mode).map_err(anyhow::Error::msg)?,
        seed: args.seed,
        reply_pause: crate::app::session::REPLY_PAUSE,
    })
}

/// `gametree render`: the window's picture of a position, drawn offscreen into a PNG.
///
/// # Errors
/// Bad game, position or size; no EGL device; the file cannot be written.
pub fn render(args: &RenderArgs) -> Result<()> {
    let (variant, pos) = position_of(&args.game, args.position.as_deref())?;
    let (w, h) = args
        .size
        .split_once('x')
        .and_then(|(w, h)| Some((w.parse::<u32>().ok()?, h.parse::<u32>().ok()?)))
        .filter(|&(w, h)| (1..=8192).contains(&w) && (1..=8192).contains(&h))
        .with_context(|| {
            format!(
                "bad size '{}' (expected WxH, e.g. 640x640, each 1 to 8192)",
                args.size
            )
        })?;
    let view = match args.view.as_deref() {
        None => None,
        Some("values") => Some(crate::app::input::Action::ToggleValues),
        Some("line") => Some(crate::app::input::Action::ToggleLine),
        Some("compare") => Some(crate::app::input::Action::ToggleCompare),
        Some(v) => bail!("unknown view '{v}' (expected values, line or compare)"),
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
        let mut effects = session.handle(action, now);
        while let Some(job) = effects.start.take() {
            let done = crate::app::worker::run_job(&job, Default::default());
            effects = session.finish(done, now);
        }
    }
    let (cols, rows) = view::board_size(session.position());
    let layout = Layout::new(w, h, 1.0, cols, rows);
    let scene = view::scene(&session, &layout, None);
    let image = offscreen::render_rgba(&scene)?;
    offscreen::save_png(&image, &args.out)
        .with_context(|| format!("cannot write {}", args.out.display()))?;
    Ok(())
}

/// Checks that a position still has a move for the side to move, for subcommands that need one.
#[must_use]
pub fn has_moves<G: Game>(g: &G) -> bool {
    let mut v = Vec::new();
    g.legal_moves(&mut v);
    !v.is_empty()
}
