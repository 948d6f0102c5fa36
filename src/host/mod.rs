//! Hosting an outside engine: a program that speaks UGI (any game) or UAI (Blob War), started
//! without a shell, driven over its stdin and read from its stdout, never trusted to answer.
//!
//! Every wait has a deadline: the handshake ([`Timeouts::handshake`]), each move (its clock or
//! `movetime` plus [`Timeouts::margin`], after which it is sent `stop`, given
//! [`Timeouts::grace`] and killed). A line is read up to [`MAX_LINE`] bytes and no further, and
//! the lines wait in a bounded queue, so no output can make the host hold more. Whatever goes
//! wrong becomes a [`Failure`] that quotes what the engine did; the game's referee turns it into
//! a forfeit. The process is killed and waited for when its [`Engine`] is dropped.
//!
//! The host knows the games only through [`AnyPosition`]: the positions it sends are each game's
//! text form, and the move it gets back is read and checked by the game's own rules.

mod info;
mod process;
pub mod seat;

/// How often a cancellable move ([`Engine::go_until`]) looks at its flag and reports.
pub const POLL: Duration = Duration::from_millis(100);

use crate::app::forfeit::{AfterStop, Particulars};
use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

pub use info::Info;
pub use process::{Direction, Log, MAX_LINE};

use crate::app::seat::{AnyMove, AnyPosition, Variant};
use crate::game::quote;
use process::{Child, Event};

/// The protocol an engine speaks.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Protocol {
    /// The Universal Game Interface: every game (`setoption name game value …` names it).
    Ugi,
    /// The Universal Ataxx Interface: Blob War on 7x7 only.
    Uai,
}

impl Protocol {
    /// The handshake word; the engine answers it with the word and `ok`.
    fn hello(self) -> &'static str {
        match self {
            Protocol::Ugi => "ugi",
            Protocol::Uai => "uai",
        }
    }

    /// The `go` words of the first player's clock, the second's, and their increments.
    fn clocks(self) -> [&'static str; 4] {
        match self {
            Protocol::Ugi => crate::ugi::CLOCKS,
            Protocol::Uai => crate::uai::CLOCKS,
        }
    }
}

/// An engine as the command line names it: `NAME=COMMAND`, `NAME=uai:COMMAND` for a UAI engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineSpec {
    /// The name results and notices call it by.
    pub name: String,
    /// The program and its arguments (no shell: split on spaces, quotes group).
    pub argv: Vec<String>,
    /// Its protocol.
    pub protocol: Protocol,
    /// Options sent as `setoption name KEY value VALUE` after the handshake, in this order.
    pub options: Vec<(String, String)>,
}

impl EngineSpec {
    /// Reads `NAME=COMMAND` (`NAME=uai:COMMAND` for UAI; `ugi:` may be said too).
    ///
    /// # Errors
    /// No `=`, an empty name or command, or an unclosed quote.
    pub fn parse(text: &str) -> Result<EngineSpec, String> {
        let (name, command) = text.split_once('=').ok_or_else(|| {
            format!(
                "engine {} is not NAME=COMMAND (e.g. mine=python3 engine.py)",
                quote(text)
            )
        })?;
        let name = name.trim();
        if name.is_empty() || name.chars().any(char::is_whitespace) {
            return Err(format!(
                "engine {}: the name before '=' must be one word",
                quote(text)
            ));
        }
        let (protocol, command) = match command.trim_start().split_once(':') {
            Some(("uai", rest)) => (Protocol::Uai, rest),
            Some(("ugi", rest)) => (Protocol::Ugi, rest),
            _ => (Protocol::Ugi, command),
        };
        let argv = split_command(command).map_err(|e| format!("engine {}: {e}", quote(text)))?;
        if argv.is_empty() {
            return Err(format!("engine {}: no command after '='", quote(text)));
        }
        Ok(EngineSpec {
            name: name.to_owned(),
            argv,
            protocol,
            options: Vec::new(),
        })
    }

    /// Reads `NAME:KEY=VALUE` (`--option`, and a line of the engines file) and adds it to the
    /// engine of that name in `specs`.
    ///
    /// # Errors
    /// Not of that form, or no engine of that name.
    pub fn add_option(specs: &mut [EngineSpec], text: &str) -> Result<(), String> {
        let bad = || {
            format!(
                "option {} is not NAME:KEY=VALUE (e.g. mine:hash=16)",
                quote(text)
            )
        };
        let (name, setting) = text.split_once(':').ok_or_else(bad)?;
        let (key, value) = setting.split_once('=').ok_or_else(bad)?;
        // Spaces around the key are the engines file's `NAME:KEY = VALUE`; inside it, none.
        let (name, key) = (name.trim(), key.trim());
        if key.is_empty() || key.contains(char::is_whitespace) {
            return Err(bad());
        }
        let spec = specs
            .iter_mut()
            .find(|s| s.name == name)
            .ok_or_else(|| format!("option {}: no engine is named {}", quote(text), quote(name)))?;
        spec.options.push((key.to_owned(), value.trim().to_owned()));
        Ok(())
    }

    /// Whether it can play `variant`: UAI is Blob War on 7x7.
    ///
    /// # Errors
    /// A UAI engine asked to play anything else.
    pub fn check(&self, variant: Variant) -> Result<(), String> {
        self.offer().refusal(variant).map_or(Ok(()), Err)
    }

    /// What the window's session knows of it: its name, and for UAI the one game it plays.
    #[must_use]
    pub fn offer(&self) -> crate::app::session::EngineOffer {
        let mut offer = crate::app::session::EngineOffer::named(&self.name);
        if self.protocol == Protocol::Uai {
            let blobwar = "blobwar".parse().expect("Blob War is a game");
            offer.only = Some((blobwar, "engine-uai-only".to_owned()));
        }
        offer
    }
}

/// A command split into words the way a shell would for the simplest cases: on spaces, with
/// `'…'` and `"…"` keeping spaces inside a word. Nothing else is interpreted.
///
/// # Errors
/// An unclosed quote.
pub fn split_command(command: &str) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut quote_char = None;
    for c in command.chars() {
        match (quote_char, c) {
            (Some(q), c) if c == q => quote_char = None,
            (Some(_), c) => word.push(c),
            (None, '\'' | '"') => {
                quote_char = Some(c);
                in_word = true;
            }
            (None, c) if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            (None, c) => {
                word.push(c);
                in_word = true;
            }
        }
    }
    if quote_char.is_some() {
        return Err("a quote is not closed".into());
    }
    if in_word {
        words.push(word);
    }
    Ok(words)
}

/// How long the host waits.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Timeouts {
    /// For `…ok` after the hello and for each `readyok`.
    pub handshake: Duration,
    /// Past the engine's time for a move (its clock or `movetime`) before it is sent `stop`.
    pub margin: Duration,
    /// After `stop`, before it is killed.
    pub grace: Duration,
}

impl Default for Timeouts {
    fn default() -> Timeouts {
        Timeouts {
            handshake: Duration::from_secs(10),
            margin: Duration::from_millis(200),
            grace: Duration::from_millis(500),
        }
    }
}

/// What an engine is told to search with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Budget {
    /// `go movetime MS`.
    MoveTime(Duration),
    /// `go p1time … p2time … p1inc … p2inc …`: both clocks and increments.
    Clock {
        /// What is left on each clock, the first player's first.
        left: [Duration; 2],
        /// Each side's increment.
        inc: [Duration; 2],
    },
    /// `go depth N`: no time limit but the host's patience ([`Budget::DEPTH_PATIENCE`]).
    Depth(u32),
}

impl Budget {
    /// How long a `go depth` may take before the engine is stopped.
    pub const DEPTH_PATIENCE: Duration = Duration::from_secs(60);

    /// The words after `go`.
    fn go_words(&self, protocol: Protocol) -> String {
        match self {
            Budget::MoveTime(t) => format!("movetime {}", t.as_millis()),
            Budget::Clock { left, inc } => {
                let [p1, p2, i1, i2] = protocol.clocks();
                format!(
                    "{p1} {} {p2} {} {i1} {} {i2} {}",
                    left[0].as_millis(),
                    left[1].as_millis(),
                    inc[0].as_millis(),
                    inc[1].as_millis()
                )
            }
            Budget::Depth(d) => format!("depth {d}"),
        }
    }

    /// The time the side `to_move` has for this move.
    #[must_use]
    pub fn allowed(&self, to_move: usize) -> Duration {
        match self {
            Budget::MoveTime(t) => *t,
            Budget::Clock { left, .. } => left[to_move],
            Budget::Depth(_) => Budget::DEPTH_PATIENCE,
        }
    }
}

/// Why an engine lost by forfeit, with what it did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// It could not be started.
    Start(String),
    /// No `…ok` or `readyok` in time, or its output ended first.
    Handshake(Particulars),
    /// Its output ended (it exited or closed stdout); the exit status if it is known.
    Crashed(Particulars),
    /// No `bestmove` within its time; what happened after `stop`.
    Time(Particulars),
    /// A `bestmove` the game cannot read, or one that is not legal here.
    Illegal {
        /// The move as it wrote it.
        text: String,
        /// Why it cannot be played.
        why: crate::game::ParseError,
    },
    /// `bestmove` with no move.
    NoMove(String),
    /// A line longer than [`MAX_LINE`].
    LineTooLong,
    /// Bytes that are not UTF-8 text.
    Garbage(String),
    /// The host called the move off (the person pressed Esc, N or U): the engine was killed.
    Cancelled,
}

impl Failure {
    /// The short reason records and `--json` give, after `forfeit: `: `crashed`, `time`,
    /// `illegal move b2`, …
    #[must_use]
    pub fn short(&self) -> String {
        match self {
            Failure::Start(_) => "did not start".into(),
            Failure::Handshake(_) => "handshake".into(),
            Failure::Crashed(_) => "crashed".into(),
            Failure::Time(_) => "time".into(),
            Failure::Illegal { text, .. } => format!("illegal move {}", process::clip(text, 32)),
            Failure::NoMove(_) => "no move".into(),
            Failure::LineTooLong => "line too long".into(),
            Failure::Garbage(_) => "garbage".into(),
            Failure::Cancelled => "cancelled".into(),
        }
    }
}

impl Failure {
    /// The window's forfeit of `engine` for this failure: its kind, and its particulars as
    /// [`Display`](fmt::Display) gives them, to be worded in the reader's language.
    #[must_use]
    pub fn forfeit(&self, engine: &str) -> crate::app::forfeit::Forfeit {
        use crate::app::forfeit::{Forfeit, ForfeitKind as K};
        let quoted = |text: String| Particulars::Quoted(text);
        let (kind, detail) = match self {
            Failure::Handshake(p) => (K::Handshake, p.clone()),
            Failure::Crashed(p) => (K::Crashed, p.clone()),
            Failure::Time(p) => (K::Time, p.clone()),
            Failure::Start(e) => (K::Start, quoted(e.clone())),
            Failure::Illegal { text, why } => (
                K::Illegal,
                Particulars::Illegal {
                    text: text.clone(),
                    english: why.to_string(),
                    why: Some(why.clone()),
                },
            ),
            Failure::NoMove(line) => (K::NoMove, quoted(quote(line))),
            Failure::LineTooLong => (K::LineTooLong, Particulars::Number(MAX_LINE as u64)),
            Failure::Garbage(e) => (K::Garbage, quoted(e.clone())),
            Failure::Cancelled => (K::Stopped, quoted(String::new())),
        };
        Forfeit::with(engine, kind, detail)
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Start(e) => write!(f, "could not be started: {e}"),
            Failure::Handshake(e) => write!(f, "failed the handshake: {e}"),
            Failure::Crashed(e) => write!(f, "crashed: {e}"),
            Failure::Time(e) => write!(f, "lost on time: {e}"),
            Failure::Illegal { text, why } => write!(f, "played {}: {why}", quote(text)),
            Failure::NoMove(line) => write!(f, "answered {} with no move", quote(line)),
            Failure::LineTooLong => write!(f, "wrote a line longer than {MAX_LINE} bytes"),
            Failure::Garbage(e) => write!(f, "wrote bytes that are not text: {e}"),
            Failure::Cancelled => write!(f, "was stopped by the host"),
        }
    }
}

/// A move an engine chose, with what it said about it.
#[derive(Clone, Debug)]
pub struct Answer {
    /// The move, read and found legal.
    pub mv: AnyMove,
    /// From sending `go` to reading `bestmove`.
    pub elapsed: Duration,
    /// The last `info` line's figures.
    pub info: Info,
}

/// A running engine, ready for a game of one variant.
pub struct Engine {
    name: String,
    protocol: Protocol,
    variant: Variant,
    timeouts: Timeouts,
    child: Child,
    /// The name the engine gave in `id name`.
    pub id_name: Option<String>,
    /// A `bestmove` that answers `stop` after the deadline is played, not a loss on time (see
    /// [`Engine::answer_after_stop`]).
    after_stop: bool,
}

impl Engine {
    /// Starts `spec`'s program and shakes hands: the hello, UGI's `setoption name game value …`,
    /// `isready`.
    ///
    /// # Errors
    /// It cannot be started, or does not answer in time.
    pub fn start(
        spec: &EngineSpec,
        variant: Variant,
        timeouts: Timeouts,
    ) -> Result<Engine, Failure> {
        let child = Child::spawn(&spec.argv).map_err(Failure::Start)?;
        let mut engine = Engine {
            name: spec.name.clone(),
            protocol: spec.protocol,
            variant,
            timeouts,
            child,
            id_name: None,
            after_stop: false,
        };
        let hello = spec.protocol.hello();
        engine.send(hello)?;
        let ok = format!("{hello}ok");
        let deadline = Instant::now() + timeouts.handshake;
        let mut id_name = None;
        engine.wait_for(deadline, &ok, |line| {
            if let Some(n) = line.strip_prefix("id name ") {
                id_name = Some(n.trim().to_owned());
            }
        })?;
        engine.id_name = id_name;
        if spec.protocol == Protocol::Ugi {
            engine.send(&format!("setoption name game value {variant}"))?;
        }
        for (key, value) in &spec.options {
            engine.send(&format!("setoption name {key} value {value}"))?;
        }
        engine.ready()?;
        Ok(engine)
    }

    /// From now on a move that comes only after `stop` (sent at the deadline) is played rather
    /// than lost on time: where no clock is at stake (a person watching in the window), `stop`
    /// means "your move now", as UCI has it. A tournament keeps the strict rule.
    pub fn answer_after_stop(&mut self) {
        self.after_stop = true;
    }

    /// The name results call it by.
    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Everything said both ways, with times, and its stderr.
    #[must_use]
    pub fn log(&self) -> &Log {
        self.child.log()
    }

    /// The operating system's id of its process.
    #[must_use]
    pub fn pid(&self) -> u32 {
        self.child.pid()
    }

    /// `…newgame`, then `isready`.
    ///
    /// # Errors
    /// No `readyok` in time.
    pub fn new_game(&mut self) -> Result<(), Failure> {
        self.send(&format!("{}newgame", self.protocol.hello()))?;
        self.ready()
    }

    fn ready(&mut self) -> Result<(), Failure> {
        self.send("isready")?;
        let deadline = Instant::now() + self.timeouts.handshake;
        self.wait_for(deadline, "readyok", |_| {})
    }

    fn send(&mut self, line: &str) -> Result<(), Failure> {
        self.child
            .send(line)
            .map_err(|e| Failure::Crashed(Particulars::InputClosed(e.to_string())))
    }

    /// Reads lines until one equals `word`, each other one shown to `seen`.
    fn wait_for(
        &mut self,
        deadline: Instant,
        word: &str,
        mut seen: impl FnMut(&str),
    ) -> Result<(), Failure> {
        loop {
            match self.child.next(deadline) {
                Some(Event::Line(l)) if l.trim_end() == word => return Ok(()),
                Some(Event::Line(l)) => seen(&l),
                Some(Event::End) => return Err(Failure::Handshake(self.child.ended())),
                Some(Event::TooLong) => return Err(Failure::LineTooLong),
                Some(Event::NotText(b)) => return Err(Failure::Garbage(b)),
                None => {
                    return Err(Failure::Handshake(Particulars::Silent {
                        word: word.to_owned(),
                        ms: millis(self.timeouts.handshake),
                    }));
                }
            }
        }
    }

    /// Asks for a move at `position`, reached from `start` by `moves` (UGI gets the start and
    /// the move list, UAI the position's FEN alone, as cuteataxx sends it), searched under
    /// `budget`. Each `info` line is shown to `progress`. The move is read and checked by the
    /// game's rules.
    ///
    /// # Errors
    /// No legal move in time: see [`Failure`].
    pub fn go(
        &mut self,
        start: &AnyPosition,
        moves: &[AnyMove],
        position: &AnyPosition,
        budget: &Budget,
        progress: &mut dyn FnMut(&Info),
    ) -> Result<Answer, Failure> {
        self.go_until(start, moves, position, budget, None, progress)
    }

    /// As [`Engine::go`]; with `cancel`, it is also shown to `progress` every [`POLL`] (so a
    /// live display ticks between `info` lines), and once `cancel` is raised the engine is
    /// killed at once and the answer is [`Failure::Cancelled`].
    ///
    /// # Errors
    /// As [`Engine::go`].
    pub fn go_until(
        &mut self,
        start: &AnyPosition,
        moves: &[AnyMove],
        position: &AnyPosition,
        budget: &Budget,
        cancel: Option<&AtomicBool>,
        progress: &mut dyn FnMut(&Info),
    ) -> Result<Answer, Failure> {
        // Lines left over from before (a late `info`) belong to no move.
        self.child.drain();
        let setup = match self.protocol {
            Protocol::Uai => format!("position fen {position}"),
            Protocol::Ugi if moves.is_empty() => format!("position fen {start}"),
            Protocol::Ugi => {
                let list: Vec<String> = moves.iter().map(ToString::to_string).collect();
                format!("position fen {start} moves {}", list.join(" "))
            }
        };
        self.send(&setup)?;
        let to_move = position.side_to_move().index();
        let allowed = budget.allowed(to_move);
        self.send(&format!("go {}", budget.go_words(self.protocol)))?;
        let sent = Instant::now();
        let deadline = sent + allowed + self.timeouts.margin;
        let mut info = Info::default();
        let text = loop {
            if cancel.is_some_and(|c| c.load(Ordering::Relaxed)) {
                self.child.kill();
                return Err(Failure::Cancelled);
            }
            let wake = match cancel {
                Some(_) => deadline.min(Instant::now() + POLL),
                None => deadline,
            };
            match self.child.next(wake) {
                Some(Event::Line(l)) => {
                    let mut words = l.split_whitespace();
                    match words.next() {
                        Some("info") if info.read(&l) => progress(&info),
                        Some("bestmove") => match words.next() {
                            Some(m) => break m.to_owned(),
                            None => return Err(Failure::NoMove(l)),
                        },
                        _ => {}
                    }
                }
                Some(Event::End) => return Err(Failure::Crashed(self.child.ended())),
                Some(Event::TooLong) => return Err(Failure::LineTooLong),
                Some(Event::NotText(b)) => return Err(Failure::Garbage(b)),
                None if Instant::now() < deadline => progress(&info),
                None => match self.out_of_time(allowed) {
                    Ok(m) => break m,
                    Err(f) => return Err(f),
                },
            }
        };
        let elapsed = sent.elapsed();
        let mv = position
            .parse_move(&text)
            .and_then(|mv| position.play(mv).map(|_| mv))
            .map_err(|why| Failure::Illegal {
                text: text.clone(),
                why,
            })?;
        Ok(Answer { mv, elapsed, info })
    }

    /// Past the deadline: `stop`, a grace, and a kill if it does not answer even then.
    fn out_of_time(&mut self, allowed: Duration) -> Result<String, Failure> {
        let _ = self.send("stop");
        let grace = Instant::now() + self.timeouts.grace;
        let after = loop {
            match self.child.next(grace) {
                Some(Event::Line(l)) if l.starts_with("bestmove") => {
                    if self.after_stop
                        && let Some(m) = l.split_whitespace().nth(1)
                    {
                        return Ok(m.to_owned());
                    }
                    break AfterStop::Late(l.trim_end().to_owned());
                }
                Some(Event::Line(_)) => {}
                Some(_) => break AfterStop::Ended,
                None => {
                    self.child.kill();
                    break AfterStop::Killed {
                        grace_ms: millis(self.timeouts.grace),
                    };
                }
            }
        };
        Err(Failure::Time(Particulars::NoBestmove {
            allowed_ms: millis(allowed),
            margin_ms: millis(self.timeouts.margin),
            after,
        }))
    }

    /// The game it plays.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.variant
    }
}

/// A duration in whole milliseconds (the particulars of a failure, the match's clocks).
pub(crate) fn millis(d: Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The window's forfeit notice in English is the command line's words for the same failure
    /// (`match --log`, the records), so the two never drift apart.
    #[test]
    fn a_forfeit_in_english_reads_as_the_failure_does() {
        use crate::app::forfeit::Ending;
        crate::i18n::set(crate::i18n::Locale::ENGLISH);
        for f in [
            Failure::Start("No such file or directory (os error 2)".into()),
            Failure::Handshake(Particulars::Silent {
                word: "ugiok".into(),
                ms: 5000,
            }),
            Failure::Handshake(Particulars::Ended {
                how: Ending::ClosedOutput,
                stderr: None,
            }),
            Failure::Crashed(Particulars::Ended {
                how: Ending::Status(3),
                stderr: Some("out of ideas".into()),
            }),
            Failure::Crashed(Particulars::Ended {
                how: Ending::Signal(9),
                stderr: None,
            }),
            Failure::Crashed(Particulars::Ended {
                how: Ending::Exited,
                stderr: None,
            }),
            Failure::Crashed(Particulars::InputClosed("Broken pipe (os error 32)".into())),
            Failure::Time(Particulars::NoBestmove {
                allowed_ms: 100,
                margin_ms: 2000,
                after: AfterStop::Ended,
            }),
            Failure::Time(Particulars::NoBestmove {
                allowed_ms: 1000,
                margin_ms: 2000,
                after: AfterStop::Killed { grace_ms: 500 },
            }),
            Failure::Time(Particulars::NoBestmove {
                allowed_ms: 100,
                margin_ms: 100,
                after: AfterStop::Late("bestmove a1".into()),
            }),
            Failure::Time(Particulars::Overran {
                took_ms: 130,
                allowed_ms: 100,
                margin_ms: 20,
            }),
            Failure::Illegal {
                text: "z9".into(),
                why: crate::game::ParseError::Illegal { mv: "z9".into() },
            },
            Failure::NoMove("bestmove".into()),
            Failure::LineTooLong,
            Failure::Garbage("\\xff\\xfe".into()),
            Failure::Cancelled,
        ] {
            assert_eq!(
                f.forfeit("mine").words(),
                format!("engine 'mine' forfeits: it {f}"),
                "{f:?}"
            );
        }
    }

    #[test]
    fn an_engine_is_named_and_split_without_a_shell() {
        let e = EngineSpec::parse("me=python3 'my engine.py' --x \"a b\" $HOME;rm").unwrap();
        assert_eq!(e.name, "me");
        assert_eq!(e.protocol, Protocol::Ugi);
        assert_eq!(
            e.argv,
            ["python3", "my engine.py", "--x", "a b", "$HOME;rm"]
        );
        let e = EngineSpec::parse("tik=uai:/opt/tiktaxx").unwrap();
        assert_eq!(
            (e.protocol, &e.argv[..]),
            (Protocol::Uai, &["/opt/tiktaxx".to_owned()][..])
        );
        assert!(e.check("blobwar".parse().unwrap()).is_ok());
        assert_eq!(
            e.check("connect4".parse().unwrap()).unwrap_err(),
            "engine 'tik' speaks UAI, which plays Blob War on 7x7 only, not connect4"
        );
        for (bad, says) in [
            ("python3 x.py", "is not NAME=COMMAND"),
            ("=x", "the name before '=' must be one word"),
            ("a b=x", "the name before '=' must be one word"),
            ("me=", "no command after '='"),
            ("me=uai:", "no command after '='"),
            ("me=run 'x", "a quote is not closed"),
        ] {
            let e = EngineSpec::parse(bad).unwrap_err();
            assert!(e.contains(says), "{bad}: {e}");
        }
    }

    #[test]
    fn the_clock_goes_in_each_protocols_words() {
        let b = Budget::Clock {
            left: [Duration::from_millis(1500), Duration::from_millis(900)],
            inc: [Duration::from_millis(100), Duration::ZERO],
        };
        assert_eq!(
            b.go_words(Protocol::Ugi),
            "p1time 1500 p2time 900 p1inc 100 p2inc 0"
        );
        assert_eq!(
            b.go_words(Protocol::Uai),
            "btime 1500 wtime 900 binc 100 winc 0"
        );
        assert_eq!(b.allowed(1), Duration::from_millis(900));
        let m = Budget::MoveTime(Duration::from_millis(250));
        assert_eq!(
            (m.go_words(Protocol::Ugi), m.allowed(0)),
            ("movetime 250".into(), Duration::from_millis(250))
        );
        assert_eq!(Budget::Depth(4).go_words(Protocol::Uai), "depth 4");
    }
}
