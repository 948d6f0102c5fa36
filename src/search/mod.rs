//! Pluggable game-tree search: the algorithm registry, limits, reports and the shared driver.
//!
//! Each algorithm lives in its own file as the textbook recursion and exposes one function,
//! `value(ctx, state, depth, ply, alpha, beta)`, giving a state's value from the **root side's**
//! point of view. Everything around it — root move ordering and random tie-breaking, iterative
//! deepening, time and node limits, cancellation, node counting, principal variation, turning a
//! value into a proven outcome — is here, shared, so the five algorithms differ only where the
//! textbook says they do.
//!
//! Conventions (DESIGN §2): a win is worth `WIN - plies`, a loss `-(WIN - plies)`, a draw 0;
//! heuristic values stay within ±[`EVAL_LIMIT`](crate::game::EVAL_LIMIT). Nodes are positions
//! visited, the root included. Depth counts decisions: a chance node (a throw) uses no depth, so in
//! Senet a depth of 3 is three turns.

mod alphabeta;
mod ctx;
mod minimax;
mod minimax2;
mod negamax;
mod negamax_ab;

use std::fmt;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use rand::Rng;
use rand::seq::SliceRandom;

pub use ctx::Ctx;

use crate::game::{Game, ParseError, quote};

/// A position's value; `f64` so that chance nodes can average exactly.
pub type Value = f64;

/// The value of a win at the root in games that keep the default [`Game::WIN`]; a win in `n`
/// plies is worth `WIN - n`.
pub const WIN: Value = 1_000_000.0;

/// Values within `WIN / MATE_FRACTION` of ±WIN are proven wins or losses.
const MATE_FRACTION: Value = 100.0;

/// The deepest any search goes, in decisions (and the deepest `perft` the command line takes):
/// far past the end of every m,n,k game (at most 64 plies) and of any line a search can finish
/// in Blob War or Senet, whose games can in principle go on for thousands of moves. Bounding the
/// recursion keeps it inside a thread's stack: a Senet search this deep (a decision and a chance
/// node per turn) uses about 0.6 MB of stack in a release build.
pub const MAX_DEPTH: u32 = 500;

/// "No depth limit": search until every line ends, but never deeper than [`MAX_DEPTH`] (a line
/// still going on there is valued by the evaluation, as at any depth limit).
pub const UNLIMITED_DEPTH: u32 = MAX_DEPTH;

/// How far and how long a search may go.
#[derive(Clone, Debug, Default)]
pub struct Limits {
    /// Maximum depth in decisions (`None`: search to the end of the game); never more than
    /// [`MAX_DEPTH`].
    pub depth: Option<u32>,
    /// Time budget; with one, the search deepens iteratively and keeps the last finished depth.
    pub time: Option<Duration>,
    /// Node budget (UAI `go nodes`); like a time budget it makes the search iterative.
    pub nodes: Option<u64>,
    /// Set from another thread to stop the search as soon as possible.
    pub cancel: Option<Arc<AtomicBool>>,
}

impl Limits {
    /// Full-depth search with no budget.
    #[must_use]
    pub fn unlimited() -> Limits {
        Limits::default()
    }

    /// A fixed depth with no budget.
    #[must_use]
    pub fn depth(d: u32) -> Limits {
        Limits {
            depth: Some(d),
            ..Limits::default()
        }
    }
}

/// What a search proved about the side to move at the root.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The side to move wins with best play, in this many plies.
    Win(u32),
    /// Best play draws.
    Draw,
    /// The side to move loses with best play, in this many plies.
    Loss(u32),
    /// Not proven (a depth limit was reached, or chance is involved).
    Unknown,
}

impl Verdict {
    /// `win`, `draw`, `loss` or `unknown`: the word of the CLI's JSON.
    #[must_use]
    pub fn word(self) -> &'static str {
        match self {
            Verdict::Win(_) => "win",
            Verdict::Draw => "draw",
            Verdict::Loss(_) => "loss",
            Verdict::Unknown => "unknown",
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verdict::Win(n) => write!(f, "win in {n}"),
            Verdict::Loss(n) => write!(f, "loss in {n}"),
            Verdict::Draw => f.write_str("draw"),
            Verdict::Unknown => f.write_str("unknown"),
        }
    }
}

/// The result of one search.
#[derive(Clone, Debug)]
pub struct Report<M> {
    /// Which algorithm searched.
    pub algorithm: Algorithm,
    /// The chosen move (`None` at a chance node, or if cancelled before any move was searched).
    pub best: Option<M>,
    /// The value of the root for the side to move.
    pub value: Value,
    /// What the value proves.
    pub verdict: Verdict,
    /// Positions visited, the root included, over all iterations.
    pub nodes: u64,
    /// Depth of the last finished iteration (for a full search: the longest line searched).
    pub depth: u32,
    /// Wall time.
    pub elapsed: Duration,
    /// The principal variation, best move first.
    pub pv: Vec<M>,
    /// True when the search reached the end of the game on every line (the value is exact).
    pub complete: bool,
    /// True when the search was stopped (cancel flag) before finishing its first iteration.
    pub cancelled: bool,
}

/// The search algorithms, with their names on the command line and on screen.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Algorithm {
    /// Minimax as a pair of functions, MaxMove and MinMove (seed 000).
    Minimax,
    /// Minimax in one function with a player switch.
    Minimax2,
    /// Negamax: one function, values from the side to move.
    Negamax,
    /// Minimax with alpha-beta cut-offs (Star1 at chance nodes).
    AlphaBeta,
    /// Negamax with alpha-beta cut-offs (Star1 at chance nodes).
    NegamaxAb,
    /// Negamax alpha-beta with Ballard's Star2 at chance nodes: each outcome's first move is
    /// probed for a bound before the outcomes are searched in full. Without chance it is
    /// negamax alpha-beta.
    Star2,
}

/// The signature every algorithm's `value` function has.
pub(crate) type ValueFn<G> = fn(&mut Ctx<G>, &G, u32, u32, Value, Value) -> Value;

impl Algorithm {
    /// Every algorithm, in the order of the keys 1–5.
    pub const ALL: [Algorithm; 5] = [
        Algorithm::Minimax,
        Algorithm::Minimax2,
        Algorithm::Negamax,
        Algorithm::AlphaBeta,
        Algorithm::NegamaxAb,
    ];

    /// Every algorithm for a chance game: the five and Star2 (key 6).
    pub const WITH_STAR2: [Algorithm; 6] = [
        Algorithm::Minimax,
        Algorithm::Minimax2,
        Algorithm::Negamax,
        Algorithm::AlphaBeta,
        Algorithm::NegamaxAb,
        Algorithm::Star2,
    ];

    /// The algorithms `compare` runs by default: the five, and Star2 in a chance game.
    #[must_use]
    pub fn defaults(chance: bool) -> &'static [Algorithm] {
        if chance {
            &Algorithm::WITH_STAR2
        } else {
            &Algorithm::ALL
        }
    }

    /// What the command-line names look like, for error messages.
    pub const EXPECTED: &'static str = "minimax, minimax2, negamax, alphabeta, negamax-ab or star2";

    /// The command-line name.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Minimax => "minimax",
            Algorithm::Minimax2 => "minimax2",
            Algorithm::Negamax => "negamax",
            Algorithm::AlphaBeta => "alphabeta",
            Algorithm::NegamaxAb => "negamax-ab",
            Algorithm::Star2 => "star2",
        }
    }

    /// The name shown in the window title and the HUD; in a chance game, the chance-aware form.
    #[must_use]
    pub fn display_name(self, chance: bool) -> &'static str {
        match (self, chance) {
            (Algorithm::Minimax, false) => "minimax",
            (Algorithm::Minimax2, false) => "minimax2",
            (Algorithm::Negamax, false) => "negamax",
            (Algorithm::AlphaBeta, false) => "alpha-beta",
            (Algorithm::NegamaxAb, false) => "negamax alpha-beta",
            (Algorithm::Minimax, true) => "expectiminimax",
            (Algorithm::Minimax2, true) => "expectiminimax2",
            (Algorithm::Negamax, true) => "expectinegamax",
            (Algorithm::AlphaBeta, true) => "Star1 alpha-beta",
            (Algorithm::NegamaxAb, true) => "Star1 negamax",
            (Algorithm::Star2, _) => "Star2",
        }
    }

    /// Finds an algorithm by its command-line name.
    ///
    /// # Errors
    /// When the name is unknown; the message lists the known names.
    pub fn from_name(name: &str) -> Result<Algorithm, ParseError> {
        let n = name.trim().to_ascii_lowercase();
        Algorithm::WITH_STAR2
            .into_iter()
            .find(|a| a.name() == n || (n == "alpha-beta" && *a == Algorithm::AlphaBeta))
            .ok_or_else(|| {
                ParseError(format!(
                    "unknown algorithm {} (expected {})",
                    quote(name),
                    Algorithm::EXPECTED
                ))
            })
    }

    fn value_fn<G: Game>(self) -> ValueFn<G> {
        match self {
            Algorithm::Minimax => minimax::value::<G>,
            Algorithm::Minimax2 => minimax2::value::<G>,
            Algorithm::Negamax => negamax::value::<G>,
            Algorithm::AlphaBeta => alphabeta::value::<G>,
            Algorithm::NegamaxAb => negamax_ab::value::<G>,
            Algorithm::Star2 => negamax_ab::value_star2::<G>,
        }
    }
}

impl fmt::Display for Algorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a search could not start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SearchError {
    /// The position is already over: there is nothing to search.
    GameOver,
}

impl fmt::Display for SearchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SearchError::GameOver => {
                f.write_str("the game is already over (expected a position with a move to play)")
            }
        }
    }
}

impl std::error::Error for SearchError {}

/// One finished iteration of an iterative search, as a protocol's `info` line reports it.
#[derive(Clone, Debug)]
pub struct Iteration<'a, M> {
    /// The depth just finished.
    pub depth: u32,
    /// The root's value for the side to move.
    pub value: Value,
    /// What the value proves.
    pub verdict: Verdict,
    /// Positions visited so far, all iterations together.
    pub nodes: u64,
    /// Time since the search started.
    pub elapsed: Duration,
    /// The principal variation.
    pub pv: &'a [M],
}

/// Searches `root` with `algorithm` under `limits`; ties at the root are broken with `rng`.
///
/// # Errors
/// [`SearchError::GameOver`] when the position has no move to search.
pub fn search<G: Game, R: Rng + ?Sized>(
    algorithm: Algorithm,
    root: &G,
    limits: &Limits,
    rng: &mut R,
) -> Result<Report<G::Move>, SearchError> {
    search_with_progress(algorithm, root, limits, rng, &mut |_| {})
}

/// As [`search`], calling `progress` after every finished iteration (UAI's `info` lines).
///
/// # Errors
/// [`SearchError::GameOver`] when the position has no move to search.
pub fn search_with_progress<G: Game, R: Rng + ?Sized>(
    algorithm: Algorithm,
    root: &G,
    limits: &Limits,
    rng: &mut R,
    progress: &mut dyn FnMut(&Iteration<'_, G::Move>),
) -> Result<Report<G::Move>, SearchError> {
    if root.outcome().is_some() {
        return Err(SearchError::GameOver);
    }
    let start = Instant::now();
    let value_fn = algorithm.value_fn::<G>();
    let mut ctx = Ctx::new(root.side_to_move(), limits, start);
    let mut root_moves = Vec::new();
    if !root.is_chance() {
        root.legal_moves(&mut root_moves);
        root_moves.shuffle(rng);
        root_moves.sort_by_key(|&m| std::cmp::Reverse(root.order_hint(m)));
    }
    let max_depth = limits.depth.unwrap_or(UNLIMITED_DEPTH).clamp(1, MAX_DEPTH);
    let iterative = limits.time.is_some() || limits.nodes.is_some();
    let first_depth = if iterative { 1 } else { max_depth };

    let mut best: Option<Pass<G::Move>> = None;
    let mut cancelled = false;
    for depth in first_depth..=max_depth {
        let pass = ctx.root_pass(value_fn, root, &root_moves, depth);
        if ctx.aborted {
            if best.is_none() {
                cancelled = true;
                best = Some(pass); // the best of the unfinished pass: better than nothing
            }
            break;
        }
        let complete = pass.complete;
        if let Some(m) = pass.best
            && let Some(i) = root_moves.iter().position(|&x| x == m)
        {
            root_moves[..=i].rotate_right(1); // search the last best move first next time
        }
        progress(&Iteration {
            depth: pass.depth,
            value: pass.value + 0.0,
            verdict: verdict(G::WIN, pass.value, pass.complete, ctx.saw_chance),
            nodes: ctx.nodes,
            elapsed: start.elapsed(),
            pv: &pass.pv,
        });
        let proven = matches!(
            verdict(G::WIN, pass.value, pass.complete, ctx.saw_chance),
            Verdict::Win(_) | Verdict::Loss(_)
        );
        best = Some(pass);
        // A proven win or loss is final (a deeper pass finds the same), and with one legal move
        // there is nothing to choose: deepening further would only spend the budget.
        if complete || !iterative || proven || root_moves.len() == 1 {
            break;
        }
        // The next iteration takes several times as long as this one: when more than half the
        // budget is gone it would not finish, so keep the time.
        if let Some(t) = limits.time
            && start.elapsed() * 2 > t
        {
            break;
        }
    }
    let pass = best.unwrap_or_else(Pass::empty);
    let verdict = verdict(G::WIN, pass.value, pass.complete, ctx.saw_chance);
    Ok(Report {
        algorithm,
        best: pass.best.or_else(|| root_moves.first().copied()),
        value: pass.value + 0.0, // no "-0"
        verdict,
        nodes: ctx.nodes,
        depth: pass.depth,
        elapsed: start.elapsed(),
        pv: pass.pv,
        complete: pass.complete,
        cancelled,
    })
}

/// One root move's own value, for the seed's summary ("moving this piece is worth …").
#[derive(Clone, Debug, PartialEq)]
pub struct MoveValue<M> {
    /// The move.
    pub mv: M,
    /// Its exact value for the side to move at the root (at the given depth).
    pub value: Value,
    /// Positions visited to value it.
    pub nodes: u64,
}

/// The exact value of every legal move at a decision node, each searched `depth − 1` deeper with
/// `algorithm` and a full window (so the values are exact, unlike the bounds a pruning root pass
/// leaves on the moves it rejects). Empty at a chance node or a finished game.
#[must_use]
pub fn move_values<G: Game>(
    algorithm: Algorithm,
    root: &G,
    depth: u32,
    cancel: Option<Arc<AtomicBool>>,
) -> Vec<MoveValue<G::Move>> {
    if root.is_chance() || root.outcome().is_some() {
        return Vec::new();
    }
    let depth = depth.min(MAX_DEPTH);
    let limits = Limits {
        depth: Some(depth),
        cancel,
        ..Limits::default()
    };
    let value_fn = algorithm.value_fn::<G>();
    let mut moves = Vec::new();
    root.legal_moves(&mut moves);
    moves
        .into_iter()
        .map(|mv| {
            let mut ctx = Ctx::new(root.side_to_move(), &limits, Instant::now());
            let value = value_fn(
                &mut ctx,
                &root.play(mv),
                depth.max(1) - 1,
                1,
                f64::NEG_INFINITY,
                f64::INFINITY,
            );
            MoveValue {
                mv,
                value: value + 0.0,
                nodes: ctx.nodes,
            }
        })
        .collect()
}

/// The outcome of one root pass at one depth.
pub(crate) struct Pass<M> {
    pub best: Option<M>,
    pub value: Value,
    pub pv: Vec<M>,
    pub depth: u32,
    pub complete: bool,
}

impl<M> Pass<M> {
    fn empty() -> Self {
        Pass {
            best: None,
            value: 0.0,
            pv: Vec::new(),
            depth: 0,
            complete: false,
        }
    }
}

/// What a root value proves, in a game whose win is worth `win`.
fn verdict(win: Value, value: Value, complete: bool, chance: bool) -> Verdict {
    let mate_range = win / MATE_FRACTION;
    if value >= win - mate_range {
        Verdict::Win((win - value).round() as u32)
    } else if value <= -(win - mate_range) {
        Verdict::Loss((win + value).round() as u32)
    } else if complete && !chance && value == 0.0 {
        Verdict::Draw
    } else {
        Verdict::Unknown
    }
}

/// The value of a finished game for `perspective`, `ply` plies from the root, in a game whose
/// win is worth `win`.
#[inline]
pub(crate) fn terminal_value(
    win: Value,
    outcome: crate::game::Outcome,
    perspective: crate::game::Side,
    ply: u32,
) -> Value {
    match outcome {
        crate::game::Outcome::Draw => 0.0,
        crate::game::Outcome::Win(s) if s == perspective => win - f64::from(ply),
        crate::game::Outcome::Win(_) => -(win - f64::from(ply)),
    }
}
