//! What `gametree uai` and `gametree ugi` share: the two protocols are UCI's shape with other
//! words, so one engine speaks both, and each protocol is a [`Dialect`]: its handshake word, its
//! clock names, its positions and the commands and options of its own.
//!
//! The main thread reads commands; a `go` starts the search on a worker thread, which prints
//! `info` lines after each finished depth and `bestmove` at the end, so `stop`, `isready` and
//! `quit` are answered while it thinks. Nothing here panics on input, and every `go` ends in a
//! legal `bestmove`: a missing or negative clock counts as little time, a `go` it cannot read is
//! answered at once (depth 1), and only `go infinite` waits for `stop`. The end of the input is
//! `stop` and `quit`.
//!
//! The engine plays with every enhancement, the selective ones too (`strong`: late move
//! reductions and deeper table entries; under UAI also reverse futility pruning, measured on
//! Blob War; `setoption name enhance value …` changes it). A time
//! budget is wall-clock time unless `setoption name clock value cpu` asks for the search thread's
//! CPU time, the way tiktaxx counts its `movetime` (C's `clock()`): on a machine shared with other
//! jobs that is the fair way to match the two (`docs/performance.md`).

use std::fmt;
use std::io::{self, BufRead, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::game::{SearchHints, quote};
use crate::search::{
    self, Algorithm, Enhancements, Iteration, KeptTable, Limits, SearchError, Verdict,
};

/// The engine's name in `id name`.
pub const ENGINE_NAME: &str = concat!("gametree ", env!("CARGO_PKG_VERSION"));

/// One protocol: what differs between UAI and UGI.
pub trait Dialect: Send + 'static {
    /// A position of the game(s) it plays.
    type Position: Copy + Send + fmt::Display + 'static;
    /// What the search keeps from one move to the next (the transposition table).
    type Kept: Default + Send + 'static;
    /// The handshake word (`uai`, `ugi`); the engine answers `…ok` and takes `…newgame`.
    const HELLO: &'static str;
    /// The `go` words of the first player's clock, the second's, and their increments.
    const CLOCKS: [&'static str; 4];
    /// The enhancements the alpha-beta forms play with unless told otherwise: `strong`, measured
    /// on every game.
    const PLAYS: Enhancements = Enhancements::STRONG;

    /// The position a new game starts from.
    fn start(&self) -> Self::Position;
    /// Reads the words after `position`.
    ///
    /// # Errors
    /// A bad position or an illegal move, named.
    fn parse_position(&self, words: &[&str]) -> Result<Self::Position, String>;
    /// Whose turn it is: 0 for the first player.
    fn side_to_move(position: &Self::Position) -> usize;
    /// The `option` lines of its own options, said before the shared ones.
    fn option_lines(&self) -> Vec<String>;
    /// Sets an option of its own: `None` when `name` is not one, `Some(Ok(true))` when the
    /// change starts a new game (another game or board).
    fn set_option(&mut self, name: &str, value: &str) -> Option<Result<bool, String>>;
    /// A command the shared engine does not know: the lines to say (none: ignored).
    fn command(&self, position: &Self::Position, command: &str, args: &[&str]) -> Vec<String>;
    /// Searches `position` (see [`best_move`]) and returns the move's text.
    fn search(
        position: &Self::Position,
        algorithm: Algorithm,
        limits: &Limits,
        seed: u64,
        kept: &mut Self::Kept,
        say: &mut dyn FnMut(&str),
    ) -> String;
    /// Waits for what the last search left stopping (its helper threads) to end.
    fn settle(kept: &mut Self::Kept);
}

/// How long `go infinite` may run: until `stop`, in practice (and never so long that adding it
/// to a clock overflows).
const FOREVER: Duration = Duration::from_secs(7 * 24 * 3600);

/// The budget of a `go` that gives no limit at all (a bare `go`, or `go ponder`): one second, so
/// that every `go` except `go infinite` ends with a `bestmove` of its own accord.
const NO_LIMIT: Duration = Duration::from_secs(1);

/// The enhancements that are options of their own (`setoption name nmp value false`): those of
/// the alpha-beta forms.
fn switches() -> impl Iterator<Item = &'static (Enhancements, &'static str)> {
    Enhancements::NAMED
        .iter()
        .filter(|(e, _)| *e != Enhancements::SOLVER)
}

/// Time kept back from a clock so that the answer arrives before the flag falls (ms).
const SAFETY_MS: u64 = 30;

/// Time kept back from a `go movetime` (ms): the answer's own way out (`bestmove` arrives 0.4 ms
/// past the search's budget at the median, 3.5 ms at the 90th percentile on two loaded cores,
/// `docs/blobwar-eval.md`). At 100 ms a move every millisecond kept back is one percent of the
/// search thrown away.
const MOVETIME_SAFETY_MS: u64 = 3;

/// The longest command line read; the rest of a longer one is skipped and reported.
const MAX_LINE: usize = 64 * 1024;

/// How a `go` command limits the search.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Go {
    /// `depth N` (or `mate N`, read as depth 2N − 1), in plies.
    pub depth: Option<u32>,
    /// `movetime MS`.
    pub movetime: Option<u64>,
    /// `nodes N`.
    pub nodes: Option<u64>,
    /// The first player's clock and the second's (UAI's `btime` and `wtime`, UGI's `p1time` and
    /// `p2time`), in ms; a negative clock reads 0.
    pub clocks: [Option<u64>; 2],
    /// Their increments (`binc` and `winc`, `p1inc` and `p2inc`), in ms.
    pub increments: [Option<u64>; 2],
    /// `movestogo N`: moves until the clocks get more time.
    pub movestogo: Option<u64>,
    /// `infinite`.
    pub infinite: bool,
    /// `ponder`: this engine does not ponder, so it searches as if told to move.
    pub ponder: bool,
}

impl Go {
    /// Reads the words after `go`, the clocks named by `clocks` (the first player's time, the
    /// second's, then their increments). Negative numbers (a clock already below zero) read as 0.
    ///
    /// # Errors
    /// A word that is not a known limit, or a limit without a number.
    pub fn parse(words: &[&str], clocks: &[&str; 4]) -> Result<Go, String> {
        let mut go = Go::default();
        let mut i = 0;
        while i < words.len() {
            let key = words[i];
            match key {
                "infinite" => go.infinite = true,
                "ponder" => go.ponder = true,
                _ => {}
            }
            if matches!(key, "infinite" | "ponder") {
                i += 1;
                continue;
            }
            const KEYS: [&str; 5] = ["depth", "mate", "movetime", "nodes", "movestogo"];
            let clock = clocks.iter().position(|&c| c == key);
            if !KEYS.contains(&key) && clock.is_none() {
                return Err(format!("go: unknown limit {}", quote(key)));
            }
            let value = words
                .get(i + 1)
                .and_then(|w| read_number(w))
                .ok_or_else(|| format!("go {}: expected a number after it", quote(key)))?;
            match (key, clock) {
                (_, Some(0)) => go.clocks[0] = Some(value),
                (_, Some(1)) => go.clocks[1] = Some(value),
                (_, Some(2)) => go.increments[0] = Some(value),
                (_, Some(_)) => go.increments[1] = Some(value),
                ("depth", _) => go.depth = Some(u32::try_from(value).unwrap_or(u32::MAX)),
                ("mate", _) => {
                    let plies = value.saturating_mul(2).saturating_sub(1);
                    go.depth = Some(u32::try_from(plies).unwrap_or(u32::MAX));
                }
                ("movetime", _) => go.movetime = Some(value),
                ("nodes", _) => go.nodes = Some(value),
                _ => go.movestogo = Some(value),
            }
            i += 2;
        }
        Ok(go)
    }

    /// True when the `go` says something about the clocks: then a missing clock of the side to
    /// move counts as an empty one (a little time), never as no limit.
    fn timed(&self) -> bool {
        self.clocks
            .iter()
            .chain(&self.increments)
            .any(Option::is_some)
            || self.movestogo.is_some()
    }

    /// True when the only limit is a depth (`go depth N`, `go mate N`): an algorithm that does
    /// not search by depth (a sampling one) runs its own default budget instead.
    #[must_use]
    pub fn depth_only(&self) -> bool {
        self.depth.is_some()
            && self.movetime.is_none()
            && self.nodes.is_none()
            && !self.infinite
            && !self.timed()
    }

    /// The search limits for the side `to_move` (0 = the first player). Every search is iterative, so
    /// that `info` comes after each depth and a proven result ends it early; only `infinite`
    /// searches until `stop`. `by_depth` is false for an algorithm a depth does not stop (a
    /// sampling one): a depth-only `go` then sets no time, so that its default budget ends it.
    #[must_use]
    pub fn limits(&self, to_move: usize, by_depth: bool, cancel: Arc<AtomicBool>) -> Limits {
        // From a clock: a soft limit of a share of the clock plus most of the increment (no
        // pass starts after it), and a hard one of three times that (a pass cut short there
        // still counts for what it finished), never more than half the clock.
        let clock_budget = self.timed().then(|| {
            let left = self.clocks[to_move].unwrap_or(0);
            let inc = self.increments[to_move].unwrap_or(0);
            let usable = left.saturating_sub(SAFETY_MS);
            let moves = self.movestogo.map_or(30, |m| m.clamp(1, 30));
            let most = (usable / 2).max(1);
            let soft = (usable / moves)
                .saturating_add(inc.saturating_mul(3) / 4)
                .clamp(1, most);
            (soft, soft.saturating_mul(3).min(most))
        });
        let (time, soft) = match (self.movetime, clock_budget) {
            _ if self.infinite => (FOREVER, None),
            // A fixed time a move is spent whole: time not used is lost.
            (Some(mt), _) => {
                let t = Duration::from_millis(mt.saturating_sub(MOVETIME_SAFETY_MS).max(1));
                (t, Some(t))
            }
            (None, Some((soft, hard))) => (
                Duration::from_millis(hard),
                Some(Duration::from_millis(soft)),
            ),
            (None, None) if self.depth.is_some() || self.nodes.is_some() => (FOREVER, None),
            (None, None) => (NO_LIMIT, None),
        };
        // A sampling search knows no soft limit: it spends its whole time, so that is the soft.
        let (time, soft) = match soft {
            Some(s) if !by_depth => (s, None),
            _ => (time, soft),
        };
        let time = (by_depth || !self.depth_only()).then(|| time.min(FOREVER));
        Limits {
            depth: self.depth.map(|d| d.min(search::MAX_DEPTH)),
            soft_time: soft.filter(|_| time.is_some()),
            time,
            // The search stops at exactly this many nodes.
            nodes: self.nodes.map(|n| n.max(1)),
            cancel: Some(cancel),
            ..Limits::default()
        }
    }
}

/// Reads a table size in MB, 1 to [`search::MAX_HASH_MB`] (`--hash`, `setoption name hash`).
///
/// # Errors
/// Not a whole number in that range.
pub fn hash_size(text: &str) -> Result<usize, String> {
    in_range(text, 1, search::MAX_HASH_MB).ok_or_else(|| {
        format!(
            "{} is not a table size (expected 1 to {} MB)",
            quote(text),
            search::MAX_HASH_MB
        )
    })
}

/// Reads a thread count, 1 to [`search::MAX_THREADS`] (`--threads`, `setoption name threads`).
///
/// # Errors
/// Not a whole number in that range.
pub fn thread_count(text: &str) -> Result<usize, String> {
    in_range(text, 1, search::MAX_THREADS).ok_or_else(|| {
        format!(
            "{} is not a thread count (expected 1 to {})",
            quote(text),
            search::MAX_THREADS
        )
    })
}

/// `value` read as a whole number from `low` to `high`, or `None`.
fn in_range<T: std::str::FromStr + PartialOrd>(value: &str, low: T, high: T) -> Option<T> {
    value
        .trim()
        .parse()
        .ok()
        .filter(|n| (low..=high).contains(n))
}

/// A number of a `go` command; a negative one (a clock past zero) reads as 0.
fn read_number(word: &str) -> Option<u64> {
    match word.strip_prefix('-') {
        Some(digits) => digits.parse::<u64>().ok().map(|_| 0),
        None => word.parse().ok(),
    }
}

/// The `info` line of one finished iteration.
fn info_line<M: fmt::Display>(it: &Iteration<'_, M>) -> String {
    let score = match it.verdict {
        Verdict::Win(plies) => format!("mate {}", plies.div_ceil(2)),
        Verdict::Loss(plies) => format!("mate -{}", plies.div_ceil(2)),
        _ => format!("cp {}", (it.value * 100.0).round() as i64),
    };
    let pv: Vec<String> = it.pv.iter().map(ToString::to_string).collect();
    let ms = it.elapsed.as_millis();
    let nps = u128::from(it.nodes) * 1_000_000 / it.elapsed.as_micros().max(1);
    // The search has no extensions, and late move reductions never shorten the first two moves
    // of a node, so the deepest ply a finished depth reached is that depth (for a pass that
    // reached the end of every line, the driver reports the longest line).
    let mut line = format!(
        "info depth {} seldepth {} score {score} nodes {} time {ms} nps {nps}",
        it.depth, it.depth, it.nodes
    );
    if !pv.is_empty() {
        line.push_str(" pv ");
        line.push_str(&pv.join(" "));
    }
    line
}

/// A search running on its worker thread.
struct Running {
    cancel: Arc<AtomicBool>,
    handle: JoinHandle<()>,
}

impl Running {
    /// Stops the search; its thread prints `bestmove` before it ends.
    fn stop(self) {
        self.cancel.store(true, Ordering::Relaxed);
        let _ = self.handle.join();
    }
}

/// The engine's state between commands.
struct Engine<D: Dialect, W: Write + Send + 'static> {
    dialect: D,
    out: Arc<Mutex<W>>,
    position: D::Position,
    algorithm: Algorithm,
    /// The enhancements asked for with `setoption name enhance`, kept only while the algorithm
    /// takes them; `None`: the algorithm's own (the dialect's [`PLAYS`](Dialect::PLAYS) for the
    /// alpha-beta forms).
    enhance: Option<Enhancements>,
    /// Whether time budgets count CPU time (`setoption name clock value cpu`) or wall time.
    cpu_clock: bool,
    /// The table size in MB (`setoption name hash`).
    hash_mb: usize,
    /// The deepest any search goes (`setoption name depth`); 0: no cap of its own.
    depth_cap: u32,
    /// Threads a search runs on (`setoption name threads`; 1 by default, as runners expect).
    threads: usize,
    /// The transposition table, kept from one move to the next within a game (what the last
    /// search learnt about the lines two plies on is most of the next one's tree); cleared by
    /// a new game and a new table size.
    kept: Arc<Mutex<D::Kept>>,
    running: Option<Running>,
    games: u64,
}

impl<D: Dialect, W: Write + Send + 'static> Engine<D, W> {
    fn say(&self, line: &str) {
        say(&self.out, line);
    }

    /// The enhancements a search runs with: those asked for, or the algorithm's own.
    fn enhancements(&self) -> Enhancements {
        self.enhance.unwrap_or_else(|| {
            self.algorithm
                .window_enhancements(D::PLAYS)
                .unwrap_or(Enhancements::NONE)
        })
    }

    fn stop(&mut self) {
        if let Some(r) = self.running.take() {
            r.stop();
        }
    }

    /// Drops the kept table (a new game, another size); the search is stopped first, so the
    /// lock is free.
    fn forget(&mut self) {
        *self
            .kept
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner) = D::Kept::default();
    }

    /// Handles one command line; false on `quit`.
    fn command(&mut self, line: &str) -> bool {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&cmd, args)) = words.split_first() else {
            return true;
        };
        match cmd {
            _ if cmd == D::HELLO => {
                self.say(&format!("id name {ENGINE_NAME}"));
                self.say("id author the gametree authors");
                for line in self.dialect.option_lines() {
                    self.say(&line);
                }
                self.say(&format!(
                    "option name algorithm type combo default {}{}",
                    self.algorithm.name(),
                    Algorithm::EVERY
                        .iter()
                        .map(|a| format!(" var {a}"))
                        .collect::<String>()
                ));
                self.say(&format!(
                    "option name enhance type string default {}",
                    self.enhancements()
                ));
                // Each enhancement of the alpha-beta forms as a switch of its own.
                for &(e, name) in switches() {
                    self.say(&format!(
                        "option name {name} type check default {}",
                        self.enhancements().contains(e)
                    ));
                }
                self.say(&format!(
                    "option name depth type spin default 0 min 0 max {}",
                    search::MAX_DEPTH
                ));
                self.say("option name clock type combo default wall var wall var cpu");
                self.say(&format!(
                    "option name hash type spin default {} min 1 max {}",
                    search::DEFAULT_HASH_MB,
                    search::MAX_HASH_MB
                ));
                self.say(&format!(
                    "option name threads type spin default 1 min 1 max {}",
                    search::MAX_THREADS
                ));
                self.say(&format!("{}ok", D::HELLO));
            }
            "isready" => self.say("readyok"),
            _ if cmd.strip_prefix(D::HELLO) == Some("newgame") => self.new_game(),
            "setoption" => self.set_option(args),
            "position" => {
                self.stop();
                match self.dialect.parse_position(args) {
                    Ok(p) => self.position = p,
                    Err(e) => self.say(&format!(
                        "info string {e} (position unchanged: go will search {})",
                        self.position
                    )),
                }
            }
            "go" => {
                self.stop();
                match Go::parse(args, &D::CLOCKS) {
                    Ok(go) => self.go(&go),
                    Err(e) => {
                        // A runner waits for a bestmove after every go: give one at once.
                        self.say(&format!("info string {e}; answering at once, at depth 1"));
                        self.answer_now();
                    }
                }
            }
            "stop" => self.stop(),
            "quit" => {
                self.stop();
                return false;
            }
            // Answered while a search runs, as `isready` is (a query reads the position only).
            _ => {
                for line in self.dialect.command(&self.position, cmd, args) {
                    self.say(&line);
                }
            }
        }
        true
    }

    /// A new game: the start position, an empty table.
    fn new_game(&mut self) {
        self.stop();
        self.forget();
        self.games += 1;
        self.position = self.dialect.start();
    }

    /// Answers with a depth-1 search on this thread (a `go` that cannot be read or run).
    fn answer_now(&self) {
        answer::<D, W>(
            &self.out,
            &Mutex::default(),
            self.algorithm,
            &self.position,
            &Limits::depth(1),
            self.games,
        );
    }

    fn set_option(&mut self, args: &[&str]) {
        // setoption name <name> value <value>
        let name_at = args.iter().position(|&w| w == "name");
        let value_at = args.iter().position(|&w| w == "value");
        let (Some(n), Some(v)) = (name_at, value_at) else {
            self.say("info string setoption: expected 'setoption name <name> value <value>'");
            return;
        };
        let name = args.get(n + 1..v).unwrap_or_default().join(" ");
        let value = args.get(v + 1..).unwrap_or_default().join(" ");
        let done = match self.dialect.set_option(&name, &value) {
            Some(Ok(true)) => {
                self.new_game();
                Ok(())
            }
            Some(Ok(false)) => Ok(()),
            Some(Err(e)) => Err(e),
            None => self.apply_option(&name, &value),
        };
        if let Err(e) = done {
            self.say(&format!("info string {e}"));
        }
    }

    /// Sets one of the options every dialect shares; the error is the `info string` to say.
    fn apply_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        let lower = name.to_ascii_lowercase();
        match lower.as_str() {
            "algorithm" => self.set_algorithm(value),
            "enhance" => self.set_enhance(value),
            "clock" => {
                self.cpu_clock = match value.trim().to_ascii_lowercase().as_str() {
                    "wall" => false,
                    "cpu" => true,
                    _ => {
                        return Err(format!(
                            "clock {} is not a clock (expected wall or cpu)",
                            quote(value)
                        ));
                    }
                };
                Ok(())
            }
            "hash" => {
                let mb = hash_size(value).map_err(|e| format!("hash {e}"))?;
                self.stop();
                self.forget();
                self.hash_mb = mb;
                Ok(())
            }
            "depth" => {
                let cap = in_range(value, 0, search::MAX_DEPTH).ok_or_else(|| {
                    format!(
                        "depth {} is not a depth (expected 0, no cap, to {})",
                        quote(value),
                        search::MAX_DEPTH
                    )
                })?;
                self.depth_cap = cap;
                Ok(())
            }
            "threads" => {
                self.threads = thread_count(value).map_err(|e| format!("threads {e}"))?;
                Ok(())
            }
            _ => match switches().find(|(_, n)| lower.eq_ignore_ascii_case(n)) {
                Some(&(e, n)) => self.set_switch(e, n, value),
                None => Err(format!("unknown option {}", quote(name))),
            },
        }
    }

    /// `setoption name algorithm`: an enhancement set the new algorithm cannot take is dropped,
    /// and said so.
    fn set_algorithm(&mut self, value: &str) -> Result<(), String> {
        let a = Algorithm::from_name(value).map_err(|e| e.to_string())?;
        self.algorithm = a;
        if let Some(e) = self.enhance.filter(|&e| !a.takes(e)) {
            self.enhance = None;
            self.say(&format!(
                "info string {}; enhance {e} is dropped, {a} plays with its own",
                SearchError::NoEnhancements(a, e)
            ));
        }
        Ok(())
    }

    /// `setoption name enhance`: a set the algorithm cannot take is refused here, since searching
    /// with it is an error, and no error may become a move.
    fn set_enhance(&mut self, value: &str) -> Result<(), String> {
        let e = Enhancements::parse(value).map_err(|e| e.to_string())?;
        self.take_enhancements(e)
    }

    /// Plays with `set` from now on, if the algorithm takes it.
    fn take_enhancements(&mut self, set: Enhancements) -> Result<(), String> {
        if !self.algorithm.takes(set) {
            return Err(format!(
                "{}; ignored",
                SearchError::NoEnhancements(self.algorithm, set)
            ));
        }
        self.enhance = Some(set);
        Ok(())
    }

    /// One enhancement as a switch of its own (`setoption name nmp value false`).
    fn set_switch(&mut self, e: Enhancements, name: &str, value: &str) -> Result<(), String> {
        let on = match value.trim().to_ascii_lowercase().as_str() {
            "true" | "on" => true,
            "false" | "off" => false,
            _ => {
                return Err(format!(
                    "{name} {} is not a switch (expected true or false)",
                    quote(value)
                ));
            }
        };
        let now = self.enhancements();
        self.take_enhancements(if on { now.union(e) } else { now.without(e) })
    }

    fn go(&mut self, go: &Go) {
        let position = self.position;
        if let Some(d) = go.depth.filter(|&d| d > search::MAX_DEPTH) {
            self.say(&format!(
                "info string go depth {d}: searching at most {} plies deep",
                search::MAX_DEPTH
            ));
        }
        // A sampling search is not stopped by a depth.
        let by_depth = self.algorithm.info().exact;
        if !by_depth && go.depth_only() {
            self.say(&format!(
                "info string {} does not search by depth: go runs its default budget",
                self.algorithm
            ));
        }
        let cancel = Arc::new(AtomicBool::new(false));
        let mut limits = Limits {
            // The set asked for, or each algorithm's own; the full-width ones stay textbook.
            enhance: self.enhancements(),
            hash_mb: Some(self.hash_mb),
            threads: Some(self.threads),
            ..go.limits(D::side_to_move(&position), by_depth, Arc::clone(&cancel))
        };
        if self.depth_cap > 0 {
            limits.depth = Some(
                limits
                    .depth
                    .map_or(self.depth_cap, |d| d.min(self.depth_cap)),
            );
        }
        // Under the CPU clock a watchdog stops the search; the wall clock only guards against a
        // search that gets no CPU at all.
        let cpu_budget = limits
            .time
            .filter(|&t| self.cpu_clock && !go.infinite && t < FOREVER);
        if let Some(t) = cpu_budget {
            limits.time = Some(t.saturating_mul(CPU_WALL_GUARD));
        }
        let algorithm = self.algorithm;
        let out = Arc::clone(&self.out);
        let kept = Arc::clone(&self.kept);
        let seed = self.games;
        let watch_cancel = Arc::clone(&cancel);
        let spawned = std::thread::Builder::new()
            .name("search".into())
            .stack_size(crate::searching::SEARCH_STACK)
            .spawn(move || {
                let watch = cpu_budget.and_then(|t| CpuWatch::start(t, watch_cancel));
                answer::<D, W>(&out, &kept, algorithm, &position, &limits, seed);
                if let Some(w) = watch {
                    w.finish();
                }
            });
        match spawned {
            Ok(handle) => self.running = Some(Running { cancel, handle }),
            Err(e) => {
                self.say(&format!(
                    "info string cannot start a search thread ({e}); answering at once, at depth 1"
                ));
                self.answer_now();
            }
        }
    }
}

/// Under the CPU clock, how many times the budget the wall clock may run before the search stops
/// anyway.
const CPU_WALL_GUARD: u32 = 10;

/// How often the CPU watchdog looks at the search thread's CPU time.
const CPU_POLL: Duration = Duration::from_millis(2);

/// Linux counts a thread's CPU time in `/proc` in ticks of 1/100 s (`USER_HZ`).
const TICK: Duration = Duration::from_millis(10);

/// Stops the search on the calling thread once that thread has used `budget` of CPU time: a
/// watchdog thread reads the caller's CPU time from `/proc` (Linux; elsewhere there is no
/// watchdog and the wall clock rules).
struct CpuWatch {
    done: Arc<AtomicBool>,
    handle: JoinHandle<()>,
}

impl CpuWatch {
    /// Starts watching the calling thread; `None` when its CPU time cannot be read.
    fn start(budget: Duration, cancel: Arc<AtomicBool>) -> Option<CpuWatch> {
        let stat = PathBuf::from("/proc")
            .join(std::fs::read_link("/proc/thread-self").ok()?)
            .join("stat");
        let start = cpu_ticks(&stat)?;
        let done = Arc::new(AtomicBool::new(false));
        let stop = Arc::clone(&done);
        let handle = std::thread::Builder::new()
            .name("cpu-watch".into())
            .spawn(move || {
                while !stop.load(Ordering::Relaxed) && !cancel.load(Ordering::Relaxed) {
                    std::thread::sleep(CPU_POLL);
                    let used = cpu_ticks(&stat).map_or(u32::MAX, |t| t.saturating_sub(start));
                    if TICK.saturating_mul(used) >= budget {
                        cancel.store(true, Ordering::Relaxed);
                    }
                }
            })
            .ok()?;
        Some(CpuWatch { done, handle })
    }

    /// Ends the watch (the search is over).
    fn finish(self) {
        self.done.store(true, Ordering::Relaxed);
        let _ = self.handle.join();
    }
}

/// User plus system CPU time of a thread, in ticks, from its `/proc/…/stat`.
fn cpu_ticks(stat: &Path) -> Option<u32> {
    let text = std::fs::read_to_string(stat).ok()?;
    // The command name (field 2) may hold spaces; the fields after it are plain numbers.
    let rest = &text[text.rfind(')')? + 1..];
    let mut fields = rest.split_whitespace().skip(11); // fields 3..=13
    let user: u32 = fields.next()?.parse().ok()?;
    let system: u32 = fields.next()?.parse().ok()?;
    Some(user.saturating_add(system))
}

/// Searches `position` under `limits` on the calling thread, printing an `info` line per
/// finished depth, then the `bestmove`.
fn answer<D: Dialect, W: Write>(
    out: &Mutex<W>,
    kept: &Mutex<D::Kept>,
    algorithm: Algorithm,
    position: &D::Position,
    limits: &Limits,
    seed: u64,
) {
    let mut kept = kept
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let best = D::search(position, algorithm, limits, seed, &mut kept, &mut |line| {
        say(out, line);
    });
    say(out, &format!("bestmove {best}"));
    // The answer is out: now the search's helper threads may take their time to end.
    D::settle(&mut kept);
}

/// The text of the move to play at `position`, the search's `info` lines said on the way:
/// `0000` only when the game is over or passing is the one legal move. Where the sticks are to
/// be thrown (a chance position) it throws them, at the rules' odds. A search that fails, or
/// finds no move, is said with `info string` and answered with the first legal move, so that no
/// error becomes a pass (an illegal move while moves exist).
pub fn best_move<G: SearchHints>(
    position: &G,
    algorithm: Algorithm,
    limits: &Limits,
    seed: u64,
    kept: &mut KeptTable<G>,
    say: &mut dyn FnMut(&str),
) -> String {
    if position.outcome().is_some() {
        // Nothing to search; a runner should not ask, but an answer keeps it going.
        say("info string the game is over");
        return "0000".into();
    }
    let mut rng = StdRng::seed_from_u64(seed);
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    if position.is_chance() {
        let thrown = search::draw(moves.iter().copied(), |m| position.probability(m), &mut rng);
        if let Some(m) = thrown {
            say(&format!("info string the sticks are thrown: {m}"));
            return m.to_string();
        }
    }
    let searched = search::search_keeping_with_progress(
        algorithm,
        position,
        limits,
        &mut rng,
        kept,
        &mut |it: &Iteration<'_, G::Move>| say(&info_line(it)),
    );
    let best = match searched {
        Ok(r) => r.best.ok_or_else(|| "the search found no move".to_owned()),
        Err(e) => Err(e.to_string()),
    };
    best.map_or_else(
        |why| {
            say(&format!("info string {why}; playing the first legal move"));
            moves
                .first()
                .map_or_else(|| "0000".into(), ToString::to_string)
        },
        |m| m.to_string(),
    )
}

fn say<W: Write>(out: &Mutex<W>, line: &str) {
    let mut w = out
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    // A closed pipe means the runner is gone: nothing useful to do about it here.
    let _ = writeln!(w, "{line}").and_then(|()| w.flush());
}

/// What [`read_line`] found.
enum Line {
    /// A whole line (without its end), at most [`MAX_LINE`] bytes.
    Text(Vec<u8>),
    /// A line longer than [`MAX_LINE`]; its bytes were skipped.
    TooLong,
    /// The end of the input.
    End,
}

/// Reads one line of at most [`MAX_LINE`] bytes into `buf`, skipping the rest of a longer one, so
/// that no input makes the engine hold more than that.
fn read_line<R: BufRead>(input: &mut R, buf: &mut Vec<u8>) -> io::Result<Line> {
    buf.clear();
    let mut too_long = false;
    loop {
        let chunk = match input.fill_buf() {
            Ok(c) => c,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if chunk.is_empty() {
            return Ok(match (too_long, buf.is_empty()) {
                (true, _) => Line::TooLong,
                (false, true) => Line::End,
                (false, false) => Line::Text(std::mem::take(buf)),
            });
        }
        let (part, done) = match chunk.iter().position(|&b| b == b'\n') {
            Some(i) => (&chunk[..i], i + 1),
            None => (chunk, chunk.len()),
        };
        if !too_long {
            if buf.len() + part.len() > MAX_LINE {
                too_long = true;
                buf.clear();
            } else {
                buf.extend_from_slice(part);
            }
        }
        let ended = done > part.len();
        input.consume(done);
        if ended {
            return Ok(if too_long {
                Line::TooLong
            } else {
                Line::Text(std::mem::take(buf))
            });
        }
    }
}

/// Speaks `dialect` on `input`/`output` until `quit` or the end of the input. The end of the
/// input acts as `stop` and `quit`: a search in flight stops and prints its `bestmove` first. A
/// line that is not UTF-8 text, or is longer than 64 KiB, is reported with `info string` and
/// skipped.
///
/// # Errors
/// When reading the input fails.
pub fn run<D: Dialect, R: BufRead, W: Write + Send + 'static>(
    dialect: D,
    mut input: R,
    output: W,
) -> io::Result<()> {
    let mut engine = Engine {
        position: dialect.start(),
        dialect,
        out: Arc::new(Mutex::new(output)),
        algorithm: Algorithm::NegamaxAb,
        enhance: None,
        cpu_clock: false,
        hash_mb: search::DEFAULT_HASH_MB,
        depth_cap: 0,
        threads: 1,
        kept: Arc::default(),
        running: None,
        games: 0,
    };
    let mut buf = Vec::new();
    let mut number = 0u64;
    loop {
        number += 1;
        match read_line(&mut input, &mut buf)? {
            Line::End => break,
            Line::TooLong => engine.say(&format!(
                "info string input line {number} is longer than {MAX_LINE} bytes; ignored"
            )),
            Line::Text(bytes) => match std::str::from_utf8(&bytes) {
                Ok(line) => {
                    if !engine.command(line.trim_end_matches('\r')) {
                        return Ok(());
                    }
                }
                Err(_) => engine.say(&format!(
                    "info string input line {number} is not UTF-8 text; ignored"
                )),
            },
        }
    }
    engine.stop();
    Ok(())
}
