//! `gametree uai`: the Universal Ataxx Interface on stdin/stdout, so that tournament runners such
//! as cuteataxx can play our Blob War engine against others.
//!
//! The main thread reads commands; a `go` starts the search on a worker thread, which prints
//! `info` lines after each finished depth and `bestmove` at the end, so `stop`, `isready` and
//! `quit` are answered while it thinks. Unknown commands are ignored; malformed ones are answered
//! with `info string …`. Nothing here panics on input.

use std::io::{self, BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::game::Game;
use crate::game::blobwar::{BlobMove, BlobWar};
use crate::search::{self, Algorithm, Iteration, Limits, Verdict};

/// The engine's name in `id name`.
pub const ENGINE_NAME: &str = concat!("gametree ", env!("CARGO_PKG_VERSION"));

/// A search with no limit at all (`go infinite`) still needs an end for the iterative driver.
const FOREVER: Duration = Duration::from_secs(7 * 24 * 3600);

/// Time kept back from a clock so that the answer arrives before the flag falls (ms).
const SAFETY_MS: u64 = 30;

/// How a `go` command limits the search.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Go {
    /// `depth N`.
    pub depth: Option<u32>,
    /// `movetime MS`.
    pub movetime: Option<u64>,
    /// `nodes N`.
    pub nodes: Option<u64>,
    /// `btime` (x, the first player's clock) and `wtime` (o's), in ms.
    pub clocks: [Option<u64>; 2],
    /// `binc` and `winc`, in ms.
    pub increments: [Option<u64>; 2],
    /// `infinite`.
    pub infinite: bool,
}

impl Go {
    /// Reads the words after `go`.
    ///
    /// # Errors
    /// A word that is not a known limit, or a limit without a number.
    pub fn parse(words: &[&str]) -> Result<Go, String> {
        let mut go = Go::default();
        let mut i = 0;
        while i < words.len() {
            let key = words[i];
            if key == "infinite" {
                go.infinite = true;
                i += 1;
                continue;
            }
            let value = words
                .get(i + 1)
                .and_then(|w| w.parse::<u64>().ok())
                .ok_or_else(|| format!("go {key}: expected a number after it"))?;
            match key {
                "depth" => go.depth = Some(u32::try_from(value).unwrap_or(u32::MAX)),
                "movetime" => go.movetime = Some(value),
                "nodes" => go.nodes = Some(value),
                "btime" => go.clocks[0] = Some(value),
                "wtime" => go.clocks[1] = Some(value),
                "binc" => go.increments[0] = Some(value),
                "winc" => go.increments[1] = Some(value),
                "movestogo" => {}
                _ => return Err(format!("go: unknown limit '{key}'")),
            }
            i += 2;
        }
        Ok(go)
    }

    /// The search limits for the side `to_move` (0 = x, 1 = o).
    #[must_use]
    pub fn limits(&self, to_move: usize, cancel: Arc<AtomicBool>) -> Limits {
        let clock_budget = self.clocks[to_move].map(|left| {
            let inc = self.increments[to_move].unwrap_or(0);
            let usable = left.saturating_sub(SAFETY_MS);
            // A thirtieth of the clock plus most of the increment, never more than half of it.
            (usable / 30 + inc * 3 / 4).min(usable / 2).max(1)
        });
        let time = match (self.movetime, clock_budget) {
            (Some(mt), _) => Some(Duration::from_millis(
                mt.saturating_sub(SAFETY_MS / 3).max(1),
            )),
            (None, Some(ms)) => Some(Duration::from_millis(ms)),
            (None, None) if self.depth.is_none() && self.nodes.is_none() => Some(FOREVER),
            (None, None) => None,
        };
        Limits {
            depth: self.depth,
            time,
            nodes: self.nodes,
            cancel: Some(cancel),
            ..Limits::default()
        }
    }
}

/// Reads `position startpos|fen <fen> [moves …]` (the words after `position`).
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
            BlobWar::from_fen(&fen.join(" ")).map_err(|e| format!("bad FEN: {e}"))?
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
    let mut line = format!(
        "info depth {} score {score} nodes {} time {}",
        it.depth,
        it.nodes,
        it.elapsed.as_millis()
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
                    "option name algorithm type combo default {} var minimax var minimax2 var negamax var alphabeta var negamax-ab",
                    self.algorithm.name()
                ));
                self.say("uaiok");
            }
            "isready" => self.say("readyok"),
            "uainewgame" => {
                self.stop();
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
                    Err(e) => self.say(&format!("info string {e}")),
                }
            }
            "go" => match Go::parse(args) {
                Ok(go) => {
                    self.stop();
                    self.go(&go);
                }
                Err(e) => self.say(&format!("info string {e}")),
            },
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
                Ok(a) => self.algorithm = a,
                Err(e) => self.say(&format!("info string {e}")),
            }
        } else {
            self.say(&format!("info string unknown option '{name}'"));
        }
    }

    fn go(&mut self, go: &Go) {
        let position = self.position;
        if position.outcome().is_some() {
            // Nothing to search; cuteataxx should not ask, but an answer keeps it going.
            self.say("info string the game is over");
            self.say("bestmove 0000");
            return;
        }
        let cancel = Arc::new(AtomicBool::new(false));
        let limits = go.limits(position.side_to_move().index(), Arc::clone(&cancel));
        let algorithm = self.algorithm;
        let out = Arc::clone(&self.out);
        let seed = self.games;
        let handle = std::thread::spawn(move || {
            let mut rng = StdRng::seed_from_u64(seed);
            let mut report = |it: &Iteration<'_, BlobMove>| say(&out, &info_line(it));
            let best = match search::search_with_progress(
                algorithm,
                &position,
                &limits,
                &mut rng,
                &mut report,
            ) {
                Ok(r) => r.best.unwrap_or(BlobMove::Pass),
                Err(_) => BlobMove::Pass,
            };
            say(&out, &format!("bestmove {best}"));
        });
        self.running = Some(Running { cancel, handle });
    }
}

fn say<W: Write>(out: &Mutex<W>, line: &str) {
    let mut w = out
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    // A closed pipe means the runner is gone: nothing useful to do about it here.
    let _ = writeln!(w, "{line}").and_then(|()| w.flush());
}

/// Speaks UAI on `input`/`output` until `quit` or the end of the input.
///
/// # Errors
/// When reading the input fails.
pub fn run<R: BufRead, W: Write + Send + 'static>(input: R, output: W) -> io::Result<()> {
    let mut engine = Engine {
        out: Arc::new(Mutex::new(output)),
        position: BlobWar::from_fen("startpos").map_err(|e| io::Error::other(e.0))?,
        algorithm: Algorithm::NegamaxAb,
        running: None,
        games: 0,
    };
    for line in input.lines() {
        if !engine.command(&line?) {
            return Ok(());
        }
    }
    // The input ended: finish the search in flight so its bestmove is not lost.
    if let Some(r) = engine.running.take() {
        let _ = r.handle.join();
    }
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
        let t = g.limits(0, Arc::clone(&cancel)).time.unwrap();
        assert!(
            t > Duration::from_millis(50) && t < Duration::from_millis(485),
            "{t:?}"
        );
        let low = Go::parse(&["btime", "40", "wtime", "40"]).unwrap();
        assert!(low.limits(0, cancel).time.unwrap() <= Duration::from_millis(20));
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
