//! One sitting at the board: the game, whose turn it is, who is a person and who the computer,
//! the history for undo, the settings the keys change, and what the last computer move reported.
//!
//! Plain Rust with no winit or GL, and no game knowledge: what is special about a game comes
//! from its [`Seat`]. The window feeds the session [`Action`]s, timer ticks and finished
//! searches, and each answer is the [`Effects`] the window must carry out (start or cancel a
//! search, wake up later, retitle, quit); tests drive it the same way. Time comes in as an
//! argument (`now`) so pacing is testable.
//!
//! The session is in parts, one file each, all of them `impl Session` over the state here:
//! - `play`: turns, the moves people make, history and undo, new games, modes;
//! - `pacing`: when the computer's search starts, the reply pause and the held reply, its
//!   limits, and playing the move it found;
//! - `watch`: the open views (keys V, P, K, T, S; held as data: a name and the analysis each
//!   asks for, never named here) and the analyses they ask the worker for, kept with what they were computed for;
//! - `explore`: the recorded search tree — the node the panel shows, and the replay step by
//!   step;
//! - `hud`: the words the HUD and the title say.
//!
//! This file holds the state, the settings and the entry points (`handle`, `tick`, `finish`,
//! `progress`) that turn every input into [`Effects`].

mod clipboard;
mod engines;
mod explore;
mod hud;
mod keys;
mod mode;
mod pacing;
mod parts;
mod play;
mod watch;

pub use engines::ENGINE_MOVETIME;
pub use explore::{STEP_MAX_DEPTH, STEP_MAX_NODES, STEP_SPEED_DEFAULT, STEP_SPEEDS, step_refusal};
pub use hud::{count_arg, progress_text, short_count, thousands, value_words, verdict_words};
pub use mode::{EngineOffer, Mode};
pub use pacing::{AUTO_PLAY_PAUSE, REPLY_PAUSE, THINK_BUDGET, THROW_PAUSE};
pub use search::value_text::short as short_value;
pub use watch::PROOF_PER_MOVE;

use std::time::Duration;

use search::time::Instant;

use rand::SeedableRng;
use rand::rngs::StdRng;

use super::action::Action;
use super::job::{Job, JobKind, Progress, SearchDone, WorkerEvent};
use super::seat::{AnyMove, AnyPosition, Interaction, Reach, Seat, Variant};
use game::Side;
use parts::{ComputerMove, Watch};
use search::{Algorithm, Enhancements};

/// Depth limits the `+`/`-` keys move between.
pub const DEPTH_RANGE: std::ops::RangeInclusive<u32> = 1..=12;

/// What the shell (the window) must do after the session handled something: the session decides,
/// the shell only carries it out.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct Effects {
    /// Something visible changed: draw a new frame.
    pub redraw: bool,
    /// Cancel the search in flight (its result is no longer wanted).
    pub cancel: bool,
    /// Start this search on the worker.
    pub start: Option<Job>,
    /// Call [`Session::tick`] at this moment (a paced computer move), unless something else
    /// happens first.
    pub wake_at: Option<Instant>,
    /// The window's new title.
    pub title: Option<String>,
    /// Close the window and end the program.
    pub quit: bool,
    /// The last move is still moving on the board (a falling disc) until then: draw frame after
    /// frame until that moment, and only until then.
    pub animate_until: Option<Instant>,
    /// Put this text on the clipboard (Ctrl+C: the position).
    pub copy: Option<String>,
    /// Read the clipboard and hand its text to [`Session::pasted`] (Ctrl+V).
    pub paste: bool,
}

/// The state of one sitting.
#[derive(Debug)]
pub struct Session {
    variant: Variant,
    position: AnyPosition,
    /// Positions before each move played, with that move.
    history: Vec<(AnyPosition, AnyMove)>,
    mode: Mode,
    algorithm: Algorithm,
    /// The depth limit on boards too big to search to the end.
    depth: u32,
    /// The computer moves first in new games (key C: the game in play keeps its sides).
    computer_first: bool,
    /// The side the computer plays in the game in play.
    computer_side: Side,
    paused: bool,
    help: bool,
    /// The search in flight, by id.
    pending: Option<u64>,
    next_id: u64,
    /// When the computer's next step (a move or a throw) may start, if it is waiting for one.
    next_auto_move: Option<Instant>,
    last_report: Option<ComputerMove>,
    /// What a person has begun on the board, as the seat keeps it.
    interaction: Interaction,
    /// A one-off message for the HUD: a refusal, a forced pass.
    notice: Option<Notice>,
    seed: Option<u64>,
    /// The root tie-breaks of this game's computer moves, and of P's line, which repeats the
    /// computer's search: the settings' seed, else drawn afresh for each game (so that games
    /// differ, while P shows the very move the computer will play).
    game_seed: u64,
    /// Chance events (Senet's sticks).
    rng: StdRng,
    /// The title the window shows, to tell it only of changes.
    shown_title: String,
    /// When the last move was played, for the game's move animation.
    last_move_at: Option<Instant>,
    /// The pause before a fast reply is shown.
    reply_pause: Duration,
    /// The enhancements of the alpha-beta forms (key E).
    enhance: Enhancements,
    /// When the computer's search in flight started.
    started_at: Option<Instant>,
    /// A finished computer move held back until its moment (the reply pause).
    held: Option<(SearchDone, Instant)>,
    /// The computer's search's latest progress.
    progress: Option<Progress>,
    /// What the person watches.
    watch: Watch,
    /// The computer's value of each of its moves, by the move's index in `history`: whether a
    /// sampling search gave it, its verdict and value (worded when shown, in the language then).
    move_values: Vec<(usize, bool, search::Verdict, search::Value)>,
    /// What the person stopped (Esc on the page): nothing starts by itself until they say so
    /// (Space, a move, undo, a new game; a view opened or closed asks for its analysis again).
    stopped: Option<JobKind>,
    /// The outside engines the shell can run (none on the page).
    engines: Vec<EngineOffer>,
    /// The engine in the computer's seat (key 8), by index into `engines`: it plays the
    /// computer's side.
    engine: Option<usize>,
    /// The engine on the other side (key 9), by index into `engines`: it plays that side in
    /// computer-computer mode (else the algorithm does).
    other_engine: Option<usize>,
    /// The game ended by an engine's forfeit: what it did.
    forfeit: Option<crate::forfeit::Forfeit>,
    /// The engines' protocol traffic, oldest first, at most [`TRAFFIC_KEPT`] lines.
    traffic: std::collections::VecDeque<String>,
    /// The job whose traffic was kept last, to head each move's traffic with its engine.
    traffic_of: Option<u64>,
}

/// How many lines of engine traffic the session keeps for its view.
pub const TRAFFIC_KEPT: usize = 2000;

/// A one-off message for the HUD. It holds as long as what it speaks of: the answer to what the
/// person just did (a key refused, a position copied) goes with the next thing they do that
/// changes anything (see [`Session::handle`]); a forced pass holds until the next move.
#[derive(Clone, Debug)]
struct Notice {
    text: String,
    /// It speaks of the last move (a forced pass), not of the person's last key.
    of_the_move: bool,
}

/// The settings a session starts with (from the command line).
#[derive(Clone, Debug)]
pub struct Settings {
    /// The game.
    pub variant: Variant,
    /// The computer's algorithm.
    pub algorithm: Algorithm,
    /// Depth limit for big boards (`None`: the board's default).
    pub depth: Option<u32>,
    /// The computer moves first.
    pub computer_first: bool,
    /// Who plays.
    pub mode: Mode,
    /// Seed for reproducible tie-breaks.
    pub seed: Option<u64>,
    /// How long a fast reply waits after the person's move ([`REPLY_PAUSE`] in the window;
    /// zero by default, so a test sees the reply at once).
    pub reply_pause: Duration,
    /// The enhancements the alpha-beta forms search with (key E).
    pub enhance: Enhancements,
    /// The outside engines the shell can run (keys 8 and 9 seat them).
    pub engines: Vec<EngineOffer>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            variant: Variant::default(),
            algorithm: Algorithm::NegamaxAb,
            depth: None,
            computer_first: false,
            mode: Mode::HumanComputer,
            seed: None,
            reply_pause: Duration::ZERO,
            enhance: Enhancements::NONE,
            engines: Vec::new(),
        }
    }
}

impl Session {
    /// A new session at the start of `settings.variant`.
    ///
    /// # Errors
    /// Never today (every variant has a start); kept for settings that may be refused.
    pub fn new(settings: &Settings) -> Result<Session, String> {
        let v = settings.variant;
        let mut s = Session {
            variant: v,
            position: v.start(),
            history: Vec::new(),
            mode: settings.mode,
            algorithm: settings.algorithm,
            depth: settings
                .depth
                .unwrap_or_else(|| v.seat().default_depth(&v.start()))
                .clamp(*DEPTH_RANGE.start(), *DEPTH_RANGE.end()),
            computer_first: settings.computer_first,
            computer_side: mode::side_for(settings.computer_first),
            paused: false,
            help: false,
            pending: None,
            next_id: 1,
            next_auto_move: None,
            last_report: None,
            interaction: Interaction::NONE,
            notice: None,
            seed: settings.seed,
            game_seed: settings.seed.unwrap_or_else(rand::random),
            rng: StdRng::seed_from_u64(settings.seed.unwrap_or_else(rand::random)),
            shown_title: String::new(),
            last_move_at: None,
            reply_pause: settings.reply_pause,
            enhance: settings.enhance,
            started_at: None,
            held: None,
            progress: None,
            watch: Watch::default(),
            move_values: Vec::new(),
            stopped: None,
            engines: settings.engines.clone(),
            engine: None,
            other_engine: None,
            forfeit: None,
            traffic: std::collections::VecDeque::new(),
            traffic_of: None,
        };
        s.shown_title = s.title();
        // The computer may have the first move (computer first, or computer vs computer).
        s.schedule(Instant::now());
        Ok(s)
    }
    /// A session that starts from `position` instead of the start (for `gametree render`).
    ///
    /// # Errors
    /// As [`Session::new`].
    pub fn at_position(settings: &Settings, position: AnyPosition) -> Result<Session, String> {
        let mut s = Session::new(settings)?;
        s.position = position;
        s.schedule(Instant::now());
        Ok(s)
    }
    /// The game being played.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.variant
    }
    /// The game's seat.
    #[must_use]
    pub fn seat(&self) -> &'static dyn Seat {
        self.variant.seat()
    }
    /// The current position.
    #[must_use]
    pub fn position(&self) -> &AnyPosition {
        &self.position
    }
    /// The computer's algorithm.
    #[must_use]
    pub fn algorithm(&self) -> Algorithm {
        self.algorithm
    }
    /// The depth limit, or `None` where the board is searched to the end.
    #[must_use]
    pub fn depth_limit(&self) -> Option<u32> {
        (!self.searchable_to_end()).then_some(self.depth)
    }
    fn searchable_to_end(&self) -> bool {
        self.seat().reach(&self.position) == Reach::End
    }
    /// True while computer-vs-computer play is paused.
    #[must_use]
    pub fn paused(&self) -> bool {
        self.paused
    }
    /// True while the help overlay is shown.
    #[must_use]
    pub fn help_shown(&self) -> bool {
        self.help
    }
    /// Applies one of the session's own actions (not a view's: `Session::handle`, in
    /// `control.rs`, routes those to their view) and says what the window must do.
    pub(crate) fn handle_own(&mut self, action: Action, now: Instant) -> Effects {
        if action == Action::Quit && !self.help {
            let pending = self.in_flight();
            self.cancel();
            return Effects {
                cancel: pending.is_some(),
                quit: true,
                ..Effects::default()
            };
        }
        let mut e = self.change(now, |s, now| s.apply(action, now));
        match action {
            Action::Copy => e = self.copy_position(e),
            Action::Paste => e.paste = true,
            _ => {}
        }
        e
    }
    /// Makes one change the person asked for (`change` says whether anything visible changed)
    /// and says what the window must do.
    pub(crate) fn change(
        &mut self,
        now: Instant,
        change: impl FnOnce(&mut Session, Instant) -> bool,
    ) -> Effects {
        let pending = self.in_flight();
        // The answer to the last key speaks of a state this action may leave behind (Star2
        // refused, then E pressed): it goes once anything changes, unless a new one replaces it.
        let answer = self.notice.take_if(|n| !n.of_the_move);
        let changed = change(self, now);
        if !changed && self.notice.is_none() {
            self.notice = answer;
        }
        self.settle(changed, pending, now)
    }
    /// Says `text` in the HUD as the answer to what the person just did.
    pub fn answer(&mut self, text: impl Into<String>) {
        self.notice = Some(Notice {
            text: text.into(),
            of_the_move: false,
        });
    }
    /// The moment [`Effects::wake_at`] asked for has come: the computer's paced step is due (or
    /// its held reply).
    pub fn tick(&mut self, now: Instant) -> Effects {
        let pending = self.in_flight();
        if let Some(step) = &self.watch.step
            && step.auto
            && step.next_at.is_some_and(|t| t <= now)
        {
            self.step_by(1, now);
        }
        if self.held.as_ref().is_some_and(|h| now >= h.1)
            && let Some((done, _)) = self.held.take()
        {
            self.play_search(done, now);
        }
        self.settle(true, pending, now)
    }
    /// Applies a finished search. Results of searches that were cancelled are ignored (nothing
    /// to redraw).
    pub fn finish(&mut self, done: SearchDone, now: Instant) -> Effects {
        let pending = self.in_flight();
        let changed = self.apply_search(done, now);
        self.settle(changed, pending, now)
    }
    /// Takes the worker's progress report: the HUD redraws if it is about a job in flight.
    pub fn progress(&mut self, p: Progress) -> Effects {
        let mut e = Effects {
            wake_at: self.wake_at(),
            ..Effects::default()
        };
        if self.pending == Some(p.id) && self.held.is_none() {
            self.keep_traffic(&p.traffic);
            self.progress = Some(p);
            e.redraw = true;
        } else if self.watch.pending.is_some_and(|w| w.0 == p.id) {
            self.watch.progress = Some(p);
            e.redraw = true;
        }
        e
    }
    /// Takes whatever the worker says.
    pub fn receive(&mut self, event: WorkerEvent, now: Instant) -> Effects {
        match event {
            WorkerEvent::Done(done) => self.finish(done, now),
            WorkerEvent::Progress(p) => self.progress(p),
        }
    }
    /// The job the worker should be running, by id.
    fn in_flight(&self) -> Option<u64> {
        self.pending.or(self.watch.pending.map(|w| w.0))
    }
    /// Turns a change into the window's to-do list: a search that lost its reason is cancelled,
    /// the computer's step is started when due (else an analysis the person watches), the title
    /// and the next wake-up follow.
    fn settle(&mut self, changed: bool, in_flight_before: Option<u64>, now: Instant) -> Effects {
        let mut e = Effects::default();
        if changed {
            e.redraw = true;
            // A replay of a tree that no longer belongs to the board (another algorithm, another
            // position) starts again on the new search once it is recorded: press 1, then 4,
            // and step through minimax and then alpha-beta on the same position.
            if self.watch.step.is_some() && self.search_tree().is_none() {
                self.watch.step = None;
                self.watch.step_wanted = true;
            }
            // An analysis of another position, or of one the person no longer watches, stops.
            if let Some((_, kind, k)) = self.watch.pending
                && (k != self.key_for(kind) || !self.watch.open(kind))
            {
                self.watch.pending = None;
                self.watch.progress = None;
            }
            e.start = self.computer_step(now);
            if e.start.is_some() {
                self.watch.pending = None; // the computer's move comes first
                self.watch.progress = None;
            } else {
                e.start = self.analysis_step();
            }
        }
        e.cancel = in_flight_before.is_some() && self.in_flight() != in_flight_before;
        e.wake_at = self.wake_at();
        if !changed {
            return e;
        }
        e.animate_until = self
            .last_move_at
            .zip(self.seat().animation())
            .map(|(t, length)| t + length)
            .filter(|&end| end > now);
        let title = self.title();
        if title != self.shown_title {
            e.title = Some(title.clone());
            self.shown_title = title;
        }
        e
    }
    /// Changes the state for one action; true when anything visible changed.
    fn apply(&mut self, action: Action, now: Instant) -> bool {
        // While the help covers the board, a click only closes it: no move is played unseen.
        // Esc closes it too, as it closes an overlay or the panel (`control.rs`): it quits or
        // stops only from the bare game.
        if self.help
            && matches!(
                action,
                Action::Cell(..) | Action::Play(_) | Action::Quit | Action::Stop
            )
        {
            self.help = false;
            return true;
        }
        match action {
            Action::Quit | Action::Paste => false, // handled by `handle`
            Action::Stop => self.stop(),
            Action::Copy => true, // a notice: see `handle`
            Action::Algorithm(i) => self.choose_algorithm(i),
            Action::CycleEngine => self.cycle_engine(now),
            Action::CycleOtherEngine => self.cycle_other_engine(now),
            Action::NewGame => {
                self.restart(now);
                true
            }
            Action::Undo => self.undo(now),
            Action::ToggleComputerFirst => self.toggle_computer_first(now),
            Action::CycleMode => self.cycle_mode(now),
            Action::CycleBoard => self.cycle_board(now),
            Action::DepthUp | Action::DepthDown if self.stepping() => {
                self.step_speed(action == Action::DepthUp)
            }
            // After a stop, Space lets the computer go on.
            Action::TogglePause if self.stopped.is_some() => {
                self.schedule(now);
                true
            }
            Action::TogglePause if self.stepping() => self.step_by(1, now),
            Action::DepthUp | Action::DepthDown => self.change_depth(action == Action::DepthUp),
            Action::TogglePause => self.toggle_pause(now),
            Action::ToggleHelp => {
                self.help = !self.help;
                true
            }
            Action::CycleLanguage => {
                i18n::set(i18n::current().next());
                true
            }
            Action::CycleEnhance => self.cycle_enhance(),
            // A view's own action reaches the view (see `control.rs`), never the session.
            Action::View(..) => false,
            Action::Play(mv) => self.play_human(mv, now),
            Action::Cell(file, rank) => self.click(file, rank, now),
        }
    }
}
