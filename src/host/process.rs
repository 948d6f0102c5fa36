//! An engine's process: started without a shell, its stdout read line by line on a thread of its
//! own (each line at most [`MAX_LINE`] bytes, the lines in a bounded queue), its stderr kept in
//! the log with everything said both ways, and killed and waited for when dropped.

use crate::app::forfeit::{Ending, Particulars};
use std::collections::VecDeque;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::process::{ChildStdin, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, SyncSender};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use crate::game::quote;

/// The longest line read from an engine; a longer one is a forfeit, its bytes read and dropped.
pub const MAX_LINE: usize = 64 * 1024;

/// Lines read but not yet taken: the reader waits when the host does (and the engine, when its
/// pipe is full), so a flood of short lines holds no more than this many.
const QUEUE: usize = 1024;

/// Entries the log keeps: the newest, the oldest dropped first.
const LOG_ENTRIES: usize = 10_000;

/// How long a process that was told `quit` may take to end before it is killed.
const QUIT_WAIT: Duration = Duration::from_millis(200);

/// What the reader saw on the engine's stdout.
#[derive(Debug)]
pub enum Event {
    /// A line, without its end.
    Line(String),
    /// A line longer than [`MAX_LINE`] (reported as soon as it is).
    TooLong,
    /// A line that is not UTF-8: its first bytes, escaped.
    NotText(String),
    /// The end of its output.
    End,
}

/// Which way a line of the log went.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Direction {
    /// Sent to the engine (`>`).
    ToEngine,
    /// Read from its stdout (`<`).
    FromEngine,
    /// Read from its stderr (`!`).
    Stderr,
}

impl Direction {
    fn mark(self) -> char {
        match self {
            Direction::ToEngine => '>',
            Direction::FromEngine => '<',
            Direction::Stderr => '!',
        }
    }
}

/// Everything said both ways, time-stamped from the start: shared with the reader threads.
#[derive(Clone, Debug)]
pub struct Log {
    start: Instant,
    entries: Arc<Mutex<VecDeque<(Duration, Direction, String)>>>,
    /// Entries ever pushed (the oldest are dropped past [`LOG_ENTRIES`]).
    pushed: Arc<std::sync::atomic::AtomicUsize>,
}

impl Log {
    fn new() -> Log {
        Log {
            start: Instant::now(),
            entries: Arc::default(),
            pushed: Arc::default(),
        }
    }

    fn push(&self, dir: Direction, text: &str) {
        let mut e = self.entries.lock().unwrap_or_else(PoisonError::into_inner);
        if e.len() == LOG_ENTRIES {
            e.pop_front();
        }
        e.push_back((self.start.elapsed(), dir, text.to_owned()));
        self.pushed.fetch_add(1, Ordering::Release);
    }

    /// The entries pushed after the first `*seen` (as [`Log::lines`] writes them), at most
    /// `max` of them, the newest kept (a line says how many were left out); `*seen` moves on.
    pub fn lines_since(&self, seen: &mut usize, max: usize) -> Vec<String> {
        let e = self.entries.lock().unwrap_or_else(PoisonError::into_inner);
        let total = self.pushed.load(Ordering::Acquire);
        let first = total - e.len();
        let from = (*seen).max(first);
        let new = total - from;
        *seen = total;
        let take = new.min(max);
        let mut out = Vec::with_capacity(take + 1);
        if new > take {
            out.push(format!("… {} lines left out", new - take));
        }
        out.extend(e.iter().skip(e.len() - take).map(|(at, dir, text)| {
            format!(
                "{:>9.1} {} {}",
                at.as_secs_f64() * 1000.0,
                dir.mark(),
                clip(text, 200)
            )
        }));
        out
    }

    /// The last line that went `dir`.
    #[must_use]
    pub fn last(&self, dir: Direction) -> Option<String> {
        let e = self.entries.lock().unwrap_or_else(PoisonError::into_inner);
        e.iter()
            .rev()
            .find(|(_, d, _)| *d == dir)
            .map(|(_, _, t)| t.clone())
    }

    /// The entries as lines: milliseconds, `>` `<` or `!`, the text.
    #[must_use]
    pub fn lines(&self) -> Vec<String> {
        let e = self.entries.lock().unwrap_or_else(PoisonError::into_inner);
        e.iter()
            .map(|(at, dir, text)| {
                format!("{:>10.1} {} {text}", at.as_secs_f64() * 1000.0, dir.mark())
            })
            .collect()
    }
}

/// A started engine.
pub struct Child {
    process: std::process::Child,
    stdin: Option<ChildStdin>,
    events: Receiver<Event>,
    log: Log,
    status: Option<ExitStatus>,
    /// Set when its stderr has been read to the end.
    stderr_done: Arc<AtomicBool>,
}

impl Child {
    /// Starts `argv` (the program, then its arguments) with piped stdin, stdout and stderr.
    ///
    /// # Errors
    /// The program cannot be started: its name and the system's reason.
    pub fn spawn(argv: &[String]) -> Result<Child, String> {
        let (program, args) = argv.split_first().ok_or("no command")?;
        let mut process = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("{}: {e}", quote(program)))?;
        let log = Log::new();
        let (tx, events) = mpsc::sync_channel(QUEUE);
        let stdout = process.stdout.take().ok_or("no stdout")?;
        let stderr = process.stderr.take().ok_or("no stderr")?;
        let out_log = log.clone();
        std::thread::spawn(move || read_lines(stdout, &tx, &out_log));
        let err_log = log.clone();
        let stderr_done = Arc::new(AtomicBool::new(false));
        let done = Arc::clone(&stderr_done);
        std::thread::spawn(move || {
            keep_stderr(stderr, &err_log);
            done.store(true, Ordering::Release);
        });
        Ok(Child {
            stdin: process.stdin.take(),
            process,
            events,
            log,
            status: None,
            stderr_done,
        })
    }

    /// The log.
    pub fn log(&self) -> &Log {
        &self.log
    }

    /// The process id.
    pub fn pid(&self) -> u32 {
        self.process.id()
    }

    /// Writes one line to its stdin.
    ///
    /// # Errors
    /// Its stdin is closed (it has ended).
    pub fn send(&mut self, line: &str) -> io::Result<()> {
        self.log.push(Direction::ToEngine, line);
        let stdin = self
            .stdin
            .as_mut()
            .ok_or_else(|| io::Error::from(io::ErrorKind::BrokenPipe))?;
        stdin.write_all(line.as_bytes())?;
        stdin.write_all(b"\n")?;
        stdin.flush()
    }

    /// The next event, or `None` at `deadline`.
    pub fn next(&mut self, deadline: Instant) -> Option<Event> {
        let left = deadline.saturating_duration_since(Instant::now());
        match self.events.recv_timeout(left) {
            Ok(e) => Some(e),
            Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => Some(Event::End),
        }
    }

    /// Drops the lines already read.
    pub fn drain(&mut self) {
        while self.events.try_recv().is_ok() {}
    }

    /// After the end of its output: how it ended (its exit status, when it has exited within a
    /// second), and the last line of its stderr, which often says why.
    pub fn ended(&mut self) -> Particulars {
        let until = Instant::now() + Duration::from_secs(1);
        let mut how = Ending::ClosedOutput;
        while Instant::now() < until {
            if let Ok(Some(status)) = self.process.try_wait() {
                self.status = Some(status);
                how = describe(status);
                break;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        // Its stderr ends with it (unless a child of its own holds it open).
        let until = Instant::now() + Duration::from_millis(200);
        while !self.stderr_done.load(Ordering::Acquire) && Instant::now() < until {
            std::thread::sleep(Duration::from_millis(2));
        }
        let stderr = self
            .log
            .last(Direction::Stderr)
            .map(|line| clip(line.trim(), 200));
        Particulars::Ended { how, stderr }
    }

    /// Kills the process and waits for it.
    pub fn kill(&mut self) {
        if self.status.is_none() {
            let _ = self.process.kill();
            self.status = self.process.wait().ok();
        }
    }
}

/// At most `max` characters of what an engine wrote, control characters escaped, `…` where cut.
#[must_use]
pub fn clip(text: &str, max: usize) -> String {
    let mut out = String::new();
    for c in text.chars().take(max) {
        if c.is_control() {
            out.extend(c.escape_debug());
        } else {
            out.push(c);
        }
    }
    if text.chars().count() > max {
        out.push('…');
    }
    out
}

/// How a process ended, in words.
fn describe(status: ExitStatus) -> Ending {
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(signal) = status.signal() {
            return Ending::Signal(signal);
        }
    }
    status.code().map_or(Ending::Exited, Ending::Status)
}

impl Drop for Child {
    /// `quit`, its input closed, a moment to end, then a kill; always waited for, so no process
    /// is left behind.
    fn drop(&mut self) {
        if self.status.is_none() {
            let _ = self.send("quit");
            self.stdin = None;
            let until = Instant::now() + QUIT_WAIT;
            while Instant::now() < until {
                if let Ok(Some(status)) = self.process.try_wait() {
                    self.status = Some(status);
                    return;
                }
                std::thread::sleep(Duration::from_millis(2));
            }
        }
        self.kill();
    }
}

/// Reads `out` line by line into `tx` until its end or until nobody listens, logging each line.
fn read_lines(out: impl Read, tx: &SyncSender<Event>, log: &Log) {
    each_line(out, |event| {
        match &event {
            Event::Line(text) => log.push(Direction::FromEngine, text),
            Event::TooLong => log.push(Direction::FromEngine, "(a line longer than 64 KiB)"),
            Event::NotText(shown) => {
                log.push(Direction::FromEngine, &format!("(not text: {shown})"))
            }
            Event::End => {}
        }
        tx.send(event).is_ok()
    });
}

/// Keeps its stderr in the log, line by line.
fn keep_stderr(err: impl Read, log: &Log) {
    each_line(err, |event| {
        match event {
            Event::Line(text) => log.push(Direction::Stderr, &text),
            Event::TooLong => log.push(Direction::Stderr, "(a line longer than 64 KiB)"),
            Event::NotText(shown) => log.push(Direction::Stderr, &format!("(not text: {shown})")),
            Event::End => {}
        }
        true
    });
}

/// Reads `out` line by line, giving each to `on` until it returns false, then [`Event::End`]: a
/// line longer than [`MAX_LINE`] is reported at once and its bytes skipped to its end, so no
/// output makes this hold more than that.
fn each_line(out: impl Read, mut on: impl FnMut(Event) -> bool) {
    let mut reader = BufReader::with_capacity(16 * 1024, out);
    let mut line = Vec::new();
    let mut skipping = false;
    loop {
        let chunk = match reader.fill_buf() {
            Ok([]) | Err(_) => break,
            Ok(c) => c,
        };
        let (part, used) = match chunk.iter().position(|&b| b == b'\n') {
            Some(i) => (&chunk[..i], i + 1),
            None => (chunk, chunk.len()),
        };
        let ended = used > part.len();
        if !skipping {
            if line.len() + part.len() > MAX_LINE {
                skipping = true;
                line.clear();
                if !on(Event::TooLong) {
                    return;
                }
            } else {
                line.extend_from_slice(part);
            }
        }
        reader.consume(used);
        if ended {
            if !skipping {
                let event = match String::from_utf8(std::mem::take(&mut line)) {
                    Ok(mut text) => {
                        if text.ends_with('\r') {
                            text.pop();
                        }
                        Event::Line(text)
                    }
                    Err(e) => {
                        let bytes = e.into_bytes();
                        let shown = String::from_utf8_lossy(&bytes[..bytes.len().min(32)]);
                        Event::NotText(quote(&shown))
                    }
                };
                if !on(event) {
                    return;
                }
            }
            skipping = false;
        }
    }
    on(Event::End);
}
