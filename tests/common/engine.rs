//! A scripted client of `gametree uai` and `gametree ugi`: the real binary on pipes, its lines
//! read on a thread so that every wait has a deadline.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::{Duration, Instant};

use super::PATIENCE;

/// The engine's process and its output, line by line.
pub struct Engine {
    pub child: Child,
    pub stdin: ChildStdin,
    lines: mpsc::Receiver<String>,
}

impl Engine {
    /// Starts `gametree <protocol>` (`uai`, `ugi`).
    pub fn start(protocol: &str) -> Engine {
        Engine::start_with(protocol, &[])
    }

    /// Starts `gametree <protocol>` with the environment variables `env` set.
    pub fn start_with(protocol: &str, env: &[(&str, &str)]) -> Engine {
        let mut child = super::spawn(
            Command::new(env!("CARGO_BIN_EXE_gametree"))
                .arg(protocol)
                .envs(env.iter().copied())
                .stdin(Stdio::piped())
                .stdout(Stdio::piped()),
        )
        .expect("the binary starts");
        let stdin = child.stdin.take().unwrap();
        let stdout: ChildStdout = child.stdout.take().unwrap();
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Engine {
            child,
            stdin,
            lines,
        }
    }

    /// Sends one line.
    pub fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
    }

    /// Reads lines until one starts with `prefix`; returns all of them, that one last. Fails if
    /// the engine ends first, or says nothing of the kind within [`PATIENCE`] (a guard against
    /// a hang: an answer the engine owes at once is back in milliseconds).
    pub fn until(&mut self, prefix: &str) -> Vec<String> {
        let within = PATIENCE;
        let deadline = Instant::now() + within;
        let mut seen = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(l) => {
                    let done = l.starts_with(prefix);
                    seen.push(l);
                    if done {
                        return seen;
                    }
                }
                Err(_) => panic!("no '{prefix}' within {within:?}; got {seen:?}"),
            }
        }
    }

    /// Reads until `bestmove`: the move and every line up to it.
    pub fn bestmove(&mut self) -> (String, Vec<String>) {
        let lines = self.until("bestmove");
        let best = lines.last().unwrap().split_whitespace().nth(1).unwrap();
        (best.to_owned(), lines)
    }
}

impl Engine {
    /// How long an `isready` takes to come back as `readyok`: what the pipes and the
    /// scheduler cost a line right now, whatever the engine's search.
    pub fn round_trip(&mut self) -> Duration {
        let start = Instant::now();
        self.send("isready");
        self.until("readyok");
        start.elapsed()
    }

    /// Sends `isready` and waits for it, then sends `go`: its bestmove, every line up to it,
    /// and how long it took from the `go` (as a runner's clock counts).
    pub fn timed_go(&mut self, go: &str) -> (String, Vec<String>, Duration) {
        self.send("isready");
        self.until("readyok");
        let start = Instant::now();
        self.send(go);
        let (best, lines) = self.bestmove();
        (best, lines, start.elapsed())
    }

    /// Closes the engine's input and collects what it prints until it exits; fails if it has
    /// not exited within [`PATIENCE`]. Returns its status and its remaining lines.
    pub fn close(self) -> (std::process::ExitStatus, Vec<String>) {
        let within = PATIENCE;
        let Engine {
            mut child,
            stdin,
            lines,
        } = self;
        drop(stdin);
        let deadline = Instant::now() + within;
        let mut seen = Vec::new();
        loop {
            if let Some(status) = child.try_wait().unwrap() {
                // The reader thread hands over the last lines, then ends at the end of the
                // output (which the exit has closed).
                loop {
                    match lines.recv_timeout(within) {
                        Ok(l) => seen.push(l),
                        Err(RecvTimeoutError::Disconnected) => return (status, seen),
                        Err(RecvTimeoutError::Timeout) => {
                            panic!("the engine's output did not end after its exit; {seen:?}")
                        }
                    }
                }
            }
            seen.extend(lines.try_iter());
            if Instant::now() > deadline {
                let _ = child.kill();
                panic!(
                    "the engine did not exit within {within:?} of the end of its input; {seen:?}"
                );
            }
            std::thread::sleep(Duration::from_millis(10));
        }
    }
}
