//! `gametree uai`: the Universal Ataxx Interface on stdin/stdout, so that tournament runners such
//! as cuteataxx can play our Blob War engine against others.
//!
//! The main thread reads commands; a `go` starts the search on a worker thread, which prints
//! `info` lines after each finished depth and `bestmove` at the end, so `stop`, `isready` and
//! `quit` are answered while it thinks. Unknown commands are ignored; malformed ones are answered
//! with `info string …`. Nothing here panics on input, and every `go` ends in a legal `bestmove`:
//! a missing or negative clock counts as little time, a `go` it cannot read is answered at once
//! (depth 1), and only `go infinite` waits for `stop`. The end of the input is `stop` and `quit`.
//!
//! The engine plays with every enhancement, the selective ones too (`strong`: late move
//! reductions and deeper table entries; `setoption name enhance value …` changes it). A time
//! budget is wall-clock time unless `setoption name clock value cpu` asks for the search thread's
//! CPU time, the way tiktaxx counts its `movetime` (C's `clock()`): on a machine shared with other
//! jobs that is the fair way to match the two (`docs/performance.md`).

use std::io::{self, BufRead, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::game::blobwar::{BlobMove, BlobWar};
use crate::game::{Game, quote};
use crate::search::{
    self, Algorithm, Enhancements, Iteration, KeptTable, Limits, SearchError, Verdict,
};

/// The engine's name in `id name`.
pub const ENGINE_NAME: &str = concat!("gametree ", env!("CARGO_PKG_VERSION"));

/// How long `go infinite` may run: until `stop`, in practice (and never so long that adding it
/// to a clock overflows).
const FOREVER: Duration = Duration::from_secs(7 * 24 * 3600);

/// The budget of a `go` that gives no limit at all (a bare `go`, or `go ponder`): one second, so
/// that every `go` except `go infinite` ends with a `bestmove` of its own accord.
const NO_LIMIT: Duration = Duration::from_secs(1);

/// Time kept back from a clock so that the answer arrives before the flag falls (ms).
const SAFETY_MS: u64 = 30;

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
    /// `btime` (x, the first player's clock) and `wtime` (o's), in ms; a negative clock reads 0.
    pub clocks: [Option<u64>; 2],
    /// `binc` and `winc`, in ms.
    pub increments: [Option<u64>; 2],
    /// `movestogo N`: moves until the clocks get more time.
    pub movestogo: Option<u64>,
    /// `infinite`.
    pub infinite: bool,
    /// `ponder`: this engine does not ponder, so it searches as if told to move.
    pub ponder: bool,
}

impl Go {
    /// Reads the words after `go`. Negative numbers (a clock already below zero) read as 0.
    ///
    /// # Errors
    /// A word that is not a known limit, or a limit without a number.
    pub fn parse(words: &[&str]) -> Result<Go, String> {
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
            const KEYS: [&str; 9] = [
                "depth",
                "mate",
                "movetime",
                "nodes",
                "btime",
                "wtime",
                "binc",
                "winc",
                "movestogo",
            ];
            if !KEYS.contains(&key) {
                return Err(format!("go: unknown limit {}", quote(key)));
            }
            let value = words
                .get(i + 1)
                .and_then(|w| read_number(w))
                .ok_or_else(|| format!("go {}: expected a number after it", quote(key)))?;
            match key {
                "depth" => go.depth = Some(u32::try_from(value).unwrap_or(u32::MAX)),
                "mate" => {
                    let plies = value.saturating_mul(2).saturating_sub(1);
                    go.depth = Some(u32::try_from(plies).unwrap_or(u32::MAX));
                }
                "movetime" => go.movetime = Some(value),
                "nodes" => go.nodes = Some(value),
                "btime" => go.clocks[0] = Some(value),
                "wtime" => go.clocks[1] = Some(value),
                "binc" => go.increments[0] = Some(value),
                "winc" => go.increments[1] = Some(value),
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

    /// The search limits for the side `to_move` (0 = x, 1 = o). Every search is iterative, so
    /// that `info` comes after each depth and a proven result ends it early; only `infinite`
    /// searches until `stop`. `by_depth` is false for an algorithm a depth does not stop (a
    /// sampling one): a depth-only `go` then sets no time, so that its default budget ends it.
    #[must_use]
    pub fn limits(&self, to_move: usize, by_depth: bool, cancel: Arc<AtomicBool>) -> Limits {
        let clock_budget = self.timed().then(|| {
            let left = self.clocks[to_move].unwrap_or(0);
            let inc = self.increments[to_move].unwrap_or(0);
            let usable = left.saturating_sub(SAFETY_MS);
            let moves = self.movestogo.map_or(30, |m| m.clamp(1, 30));
            // A share of the clock plus most of the increment, never more than half of it.
            (usable / moves)
                .saturating_add(inc.saturating_mul(3) / 4)
                .min(usable / 2)
                .max(1)
        });
        let time = match (self.movetime, clock_budget) {
            _ if self.infinite => FOREVER,
            (Some(mt), _) => Duration::from_millis(mt.saturating_sub(SAFETY_MS / 3).max(1)),
            (None, Some(ms)) => Duration::from_millis(ms),
            (None, None) if self.depth.is_some() || self.nodes.is_some() => FOREVER,
            (None, None) => NO_LIMIT,
        };
        Limits {
            depth: self.depth.map(|d| d.min(search::MAX_DEPTH)),
            time: (by_depth || !self.depth_only()).then(|| time.min(FOREVER)),
            // The search stops at exactly this many nodes.
            nodes: self.nodes.map(|n| n.max(1)),
            cancel: Some(cancel),
            ..Limits::default()
        }
    }
}

/// A number of a `go` command; a negative one (a clock past zero) reads as 0.
fn read_number(word: &str) -> Option<u64> {
    match word.strip_prefix('-') {
        Some(digits) => digits.parse::<u64>().ok().map(|_| 0),
        None => word.parse().ok(),
    }
}

/// Reads `position startpos|fen <fen> [moves …]` (the words after `position`). The engine plays
/// Blob War on the 7x7 board, so a FEN of another size is refused.
///
/// # Errors
/// A bad FEN or an illegal move, named.
pub fn parse_position(words: &[&str]) -> Result<BlobWar, String> {
    let moves_at = words.iter().position(|&w| w == "moves");
    let (setup, moves) = match moves_at {
        Some(i) => (&words[..i], &words[i + 1..]),
        None => (words, &[][..]),
    };
    let mut pos = match setup.split_first() {
        Some((&"startpos", [])) => BlobWar::from_fen("startpos").map_err(|e| e.to_string())?,
        Some((&"fen", fen)) if !fen.is_empty() => {
            let p = BlobWar::from_fen(&fen.join(" ")).map_err(|e| format!("bad FEN: {e}"))?;
            let g = p.geometry();
            if (g.rows, g.cols) != (7, 7) {
                return Err(format!(
                    "bad FEN: a {}x{} board, but this engine plays Blob War on 7x7",
                    g.rows, g.cols
                ));
            }
            p
        }
        _ => return Err("position: expected 'startpos' or 'fen <FEN>', then 'moves …'".into()),
    };
    for m in moves {
        let mv = pos
            .parse_move(m)
            .map_err(|e| format!("bad move list: {e}"))?;
        pos = pos.play(mv);
    }
    Ok(pos)
}

/// The `info` line of one finished iteration.
fn info_line(it: &Iteration<'_, BlobMove>) -> String {
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
struct Engine<W: Write + Send + 'static> {
    out: Arc<Mutex<W>>,
    position: BlobWar,
    algorithm: Algorithm,
    /// The enhancements asked for with `setoption name enhance`, kept only while the algorithm
    /// takes them; `None`: the algorithm's own (`strong` for the alpha-beta forms).
    enhance: Option<Enhancements>,
    /// Whether time budgets count CPU time (`setoption name clock value cpu`) or wall time.
    cpu_clock: bool,
    /// The table size in MB (`setoption name hash`).
    hash_mb: usize,
    /// The transposition table, kept from one move to the next within a game (what the last
    /// search learnt about the lines two plies on is most of the next one's tree); cleared by
    /// `uainewgame` and a new table size.
    kept: Arc<Mutex<KeptTable<BlobWar>>>,
    running: Option<Running>,
    games: u64,
}

impl<W: Write + Send + 'static> Engine<W> {
    fn say(&self, line: &str) {
        say(&self.out, line);
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
            .unwrap_or_else(std::sync::PoisonError::into_inner) = KeptTable::default();
    }

    /// Handles one command line; false on `quit`.
    fn command(&mut self, line: &str) -> bool {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&cmd, args)) = words.split_first() else {
            return true;
        };
        match cmd {
            "uai" => {
                self.say(&format!("id name {ENGINE_NAME}"));
                self.say("id author the gametree authors");
                self.say(&format!(
                    "option name algorithm type combo default {}{}",
                    self.algorithm.name(),
                    Algorithm::EVERY
                        .iter()
                        .map(|a| format!(" var {a}"))
                        .collect::<String>()
                ));
                self.say("option name enhance type string default strong");
                self.say("option name clock type combo default wall var wall var cpu");
                self.say(&format!(
                    "option name hash type spin default {} min 1 max {}",
                    search::DEFAULT_HASH_MB,
                    search::MAX_HASH_MB
                ));
                self.say("uaiok");
            }
            "isready" => self.say("readyok"),
            "uainewgame" => {
                self.stop();
                self.forget();
                self.games += 1;
                if let Ok(p) = BlobWar::from_fen("startpos") {
                    self.position = p;
                }
            }
            "setoption" => self.set_option(args),
            "position" => {
                self.stop();
                match parse_position(args) {
                    Ok(p) => self.position = p,
                    Err(e) => self.say(&format!(
                        "info string {e} (position unchanged: go will search {})",
                        self.position
                    )),
                }
            }
            "go" => {
                self.stop();
                match Go::parse(args) {
                    Ok(go) => self.go(&go),
                    Err(e) => {
                        // A runner waits for a bestmove after every go: give one at once.
                        self.say(&format!("info string {e}; answering at once, at depth 1"));
                        let limits = Limits::depth(1);
                        answer(
                            &self.out,
                            &Mutex::default(),
                            self.algorithm,
                            &self.position,
                            &limits,
                            self.games,
                        );
                    }
                }
            }
            "stop" => self.stop(),
            "quit" => {
                self.stop();
                return false;
            }
            _ => {} // unknown commands are ignored, as the protocol asks
        }
        true
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
        if name.eq_ignore_ascii_case("algorithm") {
            match Algorithm::from_name(&value) {
                Ok(a) => {
                    self.algorithm = a;
                    if let Some(e) = self.enhance.filter(|&e| !a.takes(e)) {
                        self.enhance = None;
                        self.say(&format!(
                            "info string {}; enhance {e} is dropped, {a} plays with its own",
                            SearchError::NoEnhancements(a, e)
                        ));
                    }
                }
                Err(e) => self.say(&format!("info string {e}")),
            }
        } else if name.eq_ignore_ascii_case("enhance") {
            // A set the algorithm cannot take is refused here: searching with it is an error,
            // and no error may become a move.
            match Enhancements::parse(&value) {
                Ok(e) if self.algorithm.takes(e) => self.enhance = Some(e),
                Ok(e) => self.say(&format!(
                    "info string {}; ignored",
                    SearchError::NoEnhancements(self.algorithm, e)
                )),
                Err(e) => self.say(&format!("info string {e}")),
            }
        } else if name.eq_ignore_ascii_case("clock") {
            match value.trim().to_ascii_lowercase().as_str() {
                "wall" => self.cpu_clock = false,
                "cpu" => self.cpu_clock = true,
                _ => self.say(&format!(
                    "info string clock {} is not a clock (expected wall or cpu)",
                    quote(&value)
                )),
            }
        } else if name.eq_ignore_ascii_case("hash") {
            match value.trim().parse::<usize>() {
                Ok(mb) if (1..=search::MAX_HASH_MB).contains(&mb) => {
                    self.stop();
                    self.forget();
                    self.hash_mb = mb;
                }
                _ => self.say(&format!(
                    "info string hash {} is not a table size (expected 1 to {} MB)",
                    quote(&value),
                    search::MAX_HASH_MB
                )),
            }
        } else {
            self.say(&format!("info string unknown option {}", quote(&name)));
        }
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
            enhance: self.enhance.unwrap_or_else(|| {
                self.algorithm
                    .window_enhancements(Enhancements::STRONG)
                    .unwrap_or(Enhancements::NONE)
            }),
            hash_mb: Some(self.hash_mb),
            ..go.limits(
                position.side_to_move().index(),
                by_depth,
                Arc::clone(&cancel),
            )
        };
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
            .stack_size(crate::cli::SEARCH_STACK)
            .spawn(move || {
                let watch = cpu_budget.and_then(|t| CpuWatch::start(t, watch_cancel));
                answer(&out, &kept, algorithm, &position, &limits, seed);
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
                answer(
                    &self.out,
                    &Mutex::default(),
                    algorithm,
                    &position,
                    &Limits::depth(1),
                    self.games,
                );
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

/// Searches `position` under `limits`, printing an `info` line per finished depth, then the
/// `bestmove`: `0000` only when the game is over or passing is the one legal move. A search that
/// fails, or finds no move, is said with `info string` and answered with the first legal move, so
/// that no error becomes a pass (an illegal move while moves exist).
fn answer<W: Write>(
    out: &Mutex<W>,
    kept: &Mutex<KeptTable<BlobWar>>,
    algorithm: Algorithm,
    position: &BlobWar,
    limits: &Limits,
    seed: u64,
) {
    if position.outcome().is_some() {
        // Nothing to search; cuteataxx should not ask, but an answer keeps it going.
        say(out, "info string the game is over");
        say(out, "bestmove 0000");
        return;
    }
    let mut rng = StdRng::seed_from_u64(seed);
    let mut report = |it: &Iteration<'_, BlobMove>| say(out, &info_line(it));
    let mut kept = kept
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let searched = search::search_keeping_with_progress(
        algorithm,
        position,
        limits,
        &mut rng,
        &mut kept,
        &mut report,
    );
    let best = match searched {
        Ok(r) => r.best.ok_or_else(|| "the search found no move".to_owned()),
        Err(e) => Err(e.to_string()),
    };
    let best = best.unwrap_or_else(|why| {
        say(
            out,
            &format!("info string {why}; playing the first legal move"),
        );
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        moves.first().copied().unwrap_or(BlobMove::Pass)
    });
    say(out, &format!("bestmove {best}"));
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

/// Speaks UAI on `input`/`output` until `quit` or the end of the input. The end of the input
/// acts as `stop` and `quit`: a search in flight stops and prints its `bestmove` first. A line
/// that is not UTF-8 text, or is longer than 64 KiB, is reported with `info string` and skipped.
///
/// # Errors
/// When reading the input fails.
pub fn run<R: BufRead, W: Write + Send + 'static>(mut input: R, output: W) -> io::Result<()> {
    let mut engine = Engine {
        out: Arc::new(Mutex::new(output)),
        position: BlobWar::from_fen("startpos").map_err(|e| io::Error::other(e.0))?,
        algorithm: Algorithm::NegamaxAb,
        enhance: None,
        cpu_clock: false,
        hash_mb: search::DEFAULT_HASH_MB,
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn go_reads_every_limit_and_rejects_bad_ones() {
        let g = Go::parse(&[
            "btime", "1000", "wtime", "1066", "binc", "100", "winc", "100",
        ])
        .unwrap();
        assert_eq!(g.clocks, [Some(1000), Some(1066)]);
        assert_eq!(g.increments, [Some(100), Some(100)]);
        assert_eq!(Go::parse(&["depth", "3"]).unwrap().depth, Some(3));
        assert!(Go::parse(&["depth"]).is_err());
        assert!(Go::parse(&["depth", "x"]).is_err());
        assert!(Go::parse(&["sideways", "3"]).is_err());
    }

    #[test]
    fn clock_budgets_stay_well_inside_the_clock() {
        let cancel = Arc::new(AtomicBool::new(false));
        let g = Go::parse(&[
            "btime", "1000", "wtime", "1066", "binc", "100", "winc", "100",
        ])
        .unwrap();
        let t = g.limits(0, true, Arc::clone(&cancel)).time.unwrap();
        assert!(
            t > Duration::from_millis(50) && t < Duration::from_millis(485),
            "{t:?}"
        );
        let low = Go::parse(&["btime", "40", "wtime", "40"]).unwrap();
        assert!(low.limits(0, true, cancel).time.unwrap() <= Duration::from_millis(20));
    }

    #[test]
    fn positions_with_moves_and_bad_ones() {
        let p = parse_position(&["startpos", "moves", "g2", "a1a3"]).unwrap();
        assert_eq!(p.to_string(), "x5o/7/7/7/o6/6x/6x x 1 2");
        let f = parse_position(&["fen", "x5o/7/7/7/7/7/o5x", "o", "3", "9"]).unwrap();
        assert_eq!(f.to_string(), "x5o/7/7/7/7/7/o5x o 3 9");
        assert!(parse_position(&["startpos", "moves", "d4"]).is_err());
        assert!(parse_position(&["fen"]).is_err());
        assert!(parse_position(&["fen", "x5o/7", "x"]).is_err());
        assert!(parse_position(&[]).is_err());
    }
}
