//! Why an engine's move is none, so that it loses by forfeit: made where it happens (the host,
//! or the page's worker, which runs no engines) as data, and put in words where it is shown, in
//! the reader's language. What the engine wrote, or the system said of it (an exit status and
//! the end of its stderr, the move it wrote and why the rules refuse it), is quoted as it came.

use serde::{Deserialize, Serialize};

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
    /// The particulars (empty where there are none): quoted, never translated.
    pub detail: String,
}

impl Forfeit {
    /// A forfeit of `engine` for `kind`, with its particulars.
    #[must_use]
    pub fn new(engine: &str, kind: ForfeitKind, detail: impl Into<String>) -> Forfeit {
        Forfeit {
            engine: engine.to_owned(),
            kind,
            detail: detail.into(),
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
        // A limit in bytes is a number of ours: in the reader's digits.
        let detail = if self.kind == ForfeitKind::LineTooLong {
            i18n::digits(&self.detail)
        } else {
            self.detail.clone()
        };
        i18n::tr!(id, engine = self.engine.as_str(), detail = detail)
    }
}
