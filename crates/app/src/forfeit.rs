//! Why an engine's move is none, so that it loses by forfeit: made where it happens (the host,
//! or the page's worker, which runs no engines) as data, and put in words where it is shown, in
//! the reader's language. What the engine wrote, or the system said of it (an exit status and
//! the end of its stderr, the move it wrote and why the rules refuse it), is quoted as it came.

use std::fmt;

use game::quote;
use serde::{Deserialize, Serialize};

use crate::words::plain as n;

/// What went wrong.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ForfeitKind {
    /// The move was asked of no engine.
    NoEngine,
    /// No engine has that name.
    Unknown,
    /// The engine cannot play this game (the detail says why).
    CannotPlay,
    /// This platform runs no engines (the page).
    NotHere,
    /// It could not be started.
    Start,
    /// No `…ok` or `readyok` in time, or its output ended during the handshake.
    Handshake,
    /// Its output ended mid-game.
    Crashed,
    /// No `bestmove` within its time.
    Time,
    /// A `bestmove` the game cannot read, or one not legal here.
    Illegal,
    /// `bestmove` with no move.
    NoMove,
    /// A line longer than the host reads (the detail is the limit in bytes).
    LineTooLong,
    /// Bytes that are not UTF-8 text.
    Garbage,
    /// The host stopped it (Esc, N or U).
    Stopped,
}

/// An engine's forfeit: which engine, what went wrong, and the particulars as they came.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Forfeit {
    /// The engine's name.
    pub engine: String,
    /// What went wrong.
    pub kind: ForfeitKind,
    /// The particulars (empty where there are none).
    pub detail: Particulars,
}

impl Forfeit {
    /// A forfeit of `engine` for `kind`, with particulars quoted as they came.
    #[must_use]
    pub fn new(engine: &str, kind: ForfeitKind, detail: impl Into<String>) -> Forfeit {
        Forfeit::with(engine, kind, Particulars::Quoted(detail.into()))
    }

    /// A forfeit of `engine` for `kind`, with its particulars.
    #[must_use]
    pub fn with(engine: &str, kind: ForfeitKind, detail: Particulars) -> Forfeit {
        Forfeit {
            engine: engine.to_owned(),
            kind,
            detail,
        }
    }

    /// The notice in the thread's language, naming the engine and quoting what it did:
    /// `engine 'crash' forfeits: it crashed: exited with status 3`.
    #[must_use]
    pub fn words(&self) -> String {
        let id = match self.kind {
            ForfeitKind::NoEngine => "forfeit-no-engine",
            ForfeitKind::Unknown => "forfeit-unknown",
            ForfeitKind::CannotPlay => "forfeit-cannot-play",
            ForfeitKind::NotHere => "forfeit-not-here",
            ForfeitKind::Start => "forfeit-start",
            ForfeitKind::Handshake => "forfeit-handshake",
            ForfeitKind::Crashed => "forfeit-crashed",
            ForfeitKind::Time => "forfeit-time",
            ForfeitKind::Illegal => "forfeit-illegal",
            ForfeitKind::NoMove => "forfeit-no-move",
            ForfeitKind::LineTooLong => "forfeit-line-too-long",
            ForfeitKind::Garbage => "forfeit-garbage",
            ForfeitKind::Stopped => "forfeit-stopped",
        };
        i18n::tr!(
            id,
            engine = self.engine.as_str(),
            detail = self.detail.words()
        )
    }
}

/// What gametree itself says of how an engine failed, as data, so that the window words it in
/// the reader's language; the command line's English is its [`Display`](fmt::Display). What
/// the engine wrote, or the system said, stays as it came.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Particulars {
    /// As it came: what the system said, the engine's own words or bytes, the rules' reason.
    Quoted(String),
    /// How its process ended, and the last line of its stderr (which often says why).
    Ended {
        /// How it ended.
        how: Ending,
        /// The last line of its stderr, clipped.
        stderr: Option<String>,
    },
    /// No `word` (`ugiok`, `readyok`) within `ms` milliseconds.
    Silent {
        /// The word awaited.
        word: String,
        /// The deadline.
        ms: u64,
    },
    /// Its input is closed (the system's error).
    InputClosed(String),
    /// A number of ours (the longest line read, in bytes), in the reader's digits.
    Number(u64),
    /// A move the rules refuse: the move as the engine wrote it, and the rules' reason, worded
    /// in the reader's language. The page has no engines, so no forfeit crosses to its worker;
    /// if one did, only the reason's English (`english`) would.
    Illegal {
        /// The move as it came.
        text: String,
        /// The rules' reason in English, as the command line prints it.
        english: String,
        /// The rules' reason as data.
        #[serde(skip)]
        why: Option<game::ParseError>,
    },
    /// No `bestmove` within `allowed_ms` (and `margin_ms` more), then `after`.
    NoBestmove {
        /// Its time.
        allowed_ms: u64,
        /// The host's margin beyond it.
        margin_ms: u64,
        /// What `stop` brought.
        after: AfterStop,
    },
    /// A built-in player took `took_ms` of `allowed_ms` (and `margin_ms` more).
    Overran {
        /// Its time.
        took_ms: u64,
        /// The time allowed.
        allowed_ms: u64,
        /// The margin beyond it.
        margin_ms: u64,
    },
}

/// How an engine's process ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    /// Its output closed and it had not exited within a second.
    ClosedOutput,
    /// Killed by this signal.
    Signal(i32),
    /// Exited with this status.
    Status(i32),
    /// Exited, with no status known.
    Exited,
}

/// What `stop` brought from an engine past its time.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AfterStop {
    /// This `bestmove` line, only after `stop`.
    Late(String),
    /// Its output ended.
    Ended,
    /// Nothing within `grace_ms`: it was killed.
    Killed {
        /// The grace it had.
        grace_ms: u64,
    },
}

impl Particulars {
    /// The particulars in the thread's language (what came from outside stays as it came).
    #[must_use]
    pub fn words(&self) -> String {
        match self {
            Particulars::Quoted(text) => text.clone(),
            Particulars::Number(x) => n(x),
            Particulars::Illegal { text, english, why } => i18n::tr!(
                "particulars-illegal",
                mv = quote(text),
                why = why
                    .as_ref()
                    .map_or_else(|| english.clone(), crate::reason::words)
            ),
            Particulars::Ended { how, stderr } => {
                let how = match how {
                    Ending::ClosedOutput => i18n::tr!("particulars-closed-output"),
                    Ending::Signal(s) => i18n::tr!("particulars-signal", signal = n(s)),
                    Ending::Status(s) => i18n::tr!("particulars-status", status = n(s)),
                    Ending::Exited => i18n::tr!("particulars-exited"),
                };
                match stderr {
                    Some(line) => i18n::tr!("particulars-stderr", how = how, line = line.as_str()),
                    None => how,
                }
            }
            Particulars::Silent { word, ms } => {
                i18n::tr!("particulars-silent", word = word.as_str(), ms = n(ms))
            }
            Particulars::InputClosed(e) => {
                i18n::tr!("particulars-input-closed", error = e.as_str())
            }
            Particulars::NoBestmove {
                allowed_ms,
                margin_ms,
                after,
            } => {
                let after = match after {
                    AfterStop::Late(line) => i18n::tr!("particulars-late", line = quote(line)),
                    AfterStop::Ended => i18n::tr!("particulars-ended-after-stop"),
                    AfterStop::Killed { grace_ms } => {
                        i18n::tr!("particulars-killed", grace = n(grace_ms))
                    }
                };
                i18n::tr!(
                    "particulars-no-bestmove",
                    allowed = n(allowed_ms),
                    margin = n(margin_ms),
                    after = after
                )
            }
            Particulars::Overran {
                took_ms,
                allowed_ms,
                margin_ms,
            } => i18n::tr!(
                "particulars-overran",
                took = n(took_ms),
                allowed = n(allowed_ms),
                margin = n(margin_ms)
            ),
        }
    }
}

/// The command line's English (its records, `match --log`).
impl fmt::Display for Particulars {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Particulars::Quoted(text) => f.write_str(text),
            Particulars::Number(x) => write!(f, "{x}"),
            Particulars::Illegal { text, english, .. } => write!(f, "{}: {english}", quote(text)),
            Particulars::InputClosed(e) => write!(f, "its input is closed ({e})"),
            Particulars::Ended { how, stderr } => {
                match how {
                    Ending::ClosedOutput => f.write_str("it closed its output")?,
                    Ending::Signal(s) => write!(f, "killed by signal {s}")?,
                    Ending::Status(s) => write!(f, "exited with status {s}")?,
                    Ending::Exited => f.write_str("exited")?,
                }
                match stderr {
                    Some(line) => write!(f, "; its stderr ends: {line}"),
                    None => Ok(()),
                }
            }
            Particulars::Silent { word, ms } => write!(f, "no '{word}' within {ms} ms"),
            Particulars::NoBestmove {
                allowed_ms,
                margin_ms,
                after,
            } => {
                write!(
                    f,
                    "no bestmove within {allowed_ms} ms (+{margin_ms} ms margin); "
                )?;
                match after {
                    AfterStop::Late(line) => write!(f, "answered {} only after stop", quote(line)),
                    AfterStop::Ended => f.write_str("ended after stop"),
                    AfterStop::Killed { grace_ms } => {
                        write!(f, "no answer to stop within {grace_ms} ms; killed")
                    }
                }
            }
            Particulars::Overran {
                took_ms,
                allowed_ms,
                margin_ms,
            } => write!(
                f,
                "took {took_ms} ms of {allowed_ms} ms (+{margin_ms} ms margin)"
            ),
        }
    }
}
