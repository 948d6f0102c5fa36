//! One sitting at the board: the game, whose turn it is, who is a person and who the computer,
//! the history for undo, the settings the keys change, and what the last computer move reported.
//!
//! Plain Rust with no winit or GL, and no game knowledge: what is special about a game comes
//! from its [`Seat`]. The window feeds the session [`Action`]s, timer ticks and finished
//! searches, and each answer is the [`Effects`] the window must carry out (start or cancel a
//! search, wake up later, retitle, quit); tests drive it the same way. Time comes in as an
//! argument (`now`) so pacing is testable.
//!
//! The session also keeps what the person asked to watch (keys V, P, K, T): each move's value, the
//! expected line, all algorithms compared and the search tree. Each is computed off-thread for
//! the position on the board, only while the computer is not about to move, one job at a time;
//! any change makes it stale and it is recomputed. The tree is the computer's last search when
//! it was recorded (the computer records while the panel is open), else a recorded search of the
//! position on the board; the panel shows one node of it (a click descends, Backspace goes up),
//! or replays it step by step (key S) by hand or by itself at a chosen speed.

use std::sync::Arc;
use std::time::{Duration, Instant};

use log::info;
use rand::SeedableRng;
use rand::rngs::StdRng;

use super::input::Action;
use super::seat::{AnyMove, AnyPosition, Click, Seat, Variant};
use super::tree::{Replay, SearchTree};
use super::views;
use super::worker::{Analysis, Job, JobKind, MoveMark, Progress, SearchDone, WorkerEvent};
use crate::game::{Outcome, Side};
use crate::search::{Algorithm, Enhancements, Limits, Report};

/// Who plays.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    /// A person against the computer.
    HumanComputer,
    /// The computer against itself, one move every [`AUTO_PLAY_PAUSE`].
    ComputerComputer,
    /// Two people at one board.
    HumanHuman,
}

impl Mode {
    /// The command-line name.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Mode::HumanComputer => "human-computer",
            Mode::ComputerComputer => "computer-computer",
            Mode::HumanHuman => "human-human",
        }
    }

    /// Reads a command-line name.
    ///
    /// # Errors
    /// An unknown name; the message lists the known ones.
    pub fn from_name(s: &str) -> Result<Mode, String> {
        [
            Mode::HumanComputer,
            Mode::ComputerComputer,
            Mode::HumanHuman,
        ]
        .into_iter()
        .find(|m| m.name() == s)
        .ok_or_else(|| {
            format!(
                "unknown mode '{s}' (expected human-computer, computer-computer or human-human)"
            )
        })
    }

    /// The next mode for the `M` key.
    #[must_use]
    pub fn next(self) -> Mode {
        match self {
            Mode::HumanComputer => Mode::ComputerComputer,
            Mode::ComputerComputer => Mode::HumanHuman,
            Mode::HumanHuman => Mode::HumanComputer,
        }
    }

    /// How the HUD says it.
    #[must_use]
    pub fn label(self) -> &'static str {
        match self {
            Mode::HumanComputer => "you vs computer",
            Mode::ComputerComputer => "computer vs computer",
            Mode::HumanHuman => "two players",
        }
    }
}

/// The pause between two computer moves when the computer plays itself (readable pace).
pub const AUTO_PLAY_PAUSE: Duration = Duration::from_millis(500);

/// In Senet, how long the computer's throw stays on screen before it moves.
pub const THROW_PAUSE: Duration = Duration::from_millis(700);

/// Depth limits the `+`/`-` keys move between.
pub const DEPTH_RANGE: std::ops::RangeInclusive<u32> = 1..=12;

/// How long the computer may think on a depth-limited board before it plays its best so far.
pub const THINK_BUDGET: Duration = Duration::from_secs(5);

/// How long a fast reply waits after the person's move, so they see their own move first.
pub const REPLY_PAUSE: Duration = Duration::from_millis(300);

/// The pauses between two steps of the replay's auto-play, slowest first (keys + and −).
pub const STEP_SPEEDS: [Duration; 6] = [
    Duration::from_millis(1500),
    Duration::from_millis(800),
    Duration::from_millis(400),
    Duration::from_millis(200),
    Duration::from_millis(100),
    Duration::from_millis(40),
];

/// The speed auto-play starts at (an index into [`STEP_SPEEDS`]).
pub const STEP_SPEED_DEFAULT: usize = 2;

/// The biggest recorded search the replay (key S) takes at any depth; any search of depth 3 or
/// less is taken too. A 3x3 board with six empty cells is at most 1,957 positions.
pub const STEP_MAX_NODES: usize = 2_000;

/// The deepest search the replay takes whatever its size.
pub const STEP_MAX_DEPTH: u32 = 3;

/// The replay of the recorded search (key S).
#[derive(Clone, Debug)]
struct Stepping {
    /// Steps taken.
    index: usize,
    /// Playing by itself.
    auto: bool,
    /// Index into [`STEP_SPEEDS`].
    speed: usize,
    /// When auto-play takes the next step.
    next_at: Option<Instant>,
}

/// What an analysis was computed for: it is shown only while all three still hold.
#[derive(Copy, Clone, Debug, PartialEq)]
struct Key {
    position: AnyPosition,
    algorithm: Algorithm,
    depth: Option<u32>,
}

/// What the person watches: the open views and the analyses they asked for.
#[derive(Clone, Debug, Default)]
struct Watch {
    /// The open views, by name (see [`views::VIEWS`]).
    open: Vec<&'static str>,
    /// The analysis job in flight: its id, kind and key.
    pending: Option<(u64, JobKind, Key)>,
    /// The job's latest progress.
    progress: Option<Progress>,
    /// What each kind of analysis found last, and for what.
    found: Vec<(Key, Analysis)>,
    /// The last recorded search and what it searched.
    found_tree: Option<(Key, Arc<SearchTree>)>,
    /// The node the panel shows, by its path from the root (root first).
    tree_path: Vec<usize>,
    /// The replay, while stepping (key S).
    step: Option<Stepping>,
    /// S was pressed before the tree was there: start the replay when it comes.
    step_wanted: bool,
    /// A recording that came back without a tree (a search that could not start), so that it is
    /// not asked for again and again.
    tree_failed: Option<Key>,
}

impl Watch {
    fn is_open(&self, name: &str) -> bool {
        self.open.contains(&name)
    }

    /// True while an open view asks for this kind of analysis.
    fn open(&self, kind: JobKind) -> bool {
        views::VIEWS
            .iter()
            .any(|v| v.job() == Some(kind) && self.is_open(v.name()))
    }

    /// What the last analysis of this kind was computed for.
    fn found(&self, kind: JobKind) -> Option<Key> {
        match kind {
            JobKind::Tree => self.found_tree.as_ref().map(|f| f.0),
            _ => self.analysis(kind).map(|f| f.0),
        }
    }

    fn analysis(&self, kind: JobKind) -> Option<&(Key, Analysis)> {
        self.found.iter().find(|(_, a)| a.kind() == kind)
    }

    /// Keeps what an analysis found, in place of the last of its kind.
    fn keep(&mut self, key: Key, analysis: Analysis) {
        self.found.retain(|(_, a)| a.kind() != analysis.kind());
        self.found.push((key, analysis));
    }

    /// The analysis of this kind, if it was computed for `key`.
    fn for_key(&self, kind: JobKind, key: Key) -> Option<&Analysis> {
        self.analysis(kind).filter(|f| f.0 == key).map(|f| &f.1)
    }
}

/// What the last computer move found, for the HUD and the log: the search's own report.
#[derive(Clone, Debug)]
struct ComputerMove {
    /// Who moved.
    side: Side,
    /// The search's report.
    report: Report<AnyMove>,
    /// The game's summary of the decision (Senet's pieces), if it has one.
    summary: Option<String>,
}

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
    computer_first: bool,
    paused: bool,
    help: bool,
    /// The search in flight, by id.
    pending: Option<u64>,
    next_id: u64,
    /// When the computer's next step (a move or a throw) may start, if it is waiting for one.
    next_auto_move: Option<Instant>,
    last_report: Option<ComputerMove>,
    /// The square a person picked up (a Blob War blob).
    selected: Option<u8>,
    /// A one-off message for the HUD (a forced pass).
    notice: Option<String>,
    seed: Option<u64>,
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
            paused: false,
            help: false,
            pending: None,
            next_id: 1,
            next_auto_move: None,
            last_report: None,
            selected: None,
            notice: None,
            seed: settings.seed,
            rng: StdRng::seed_from_u64(settings.seed.unwrap_or_else(rand::random)),
            shown_title: String::new(),
            last_move_at: None,
            reply_pause: settings.reply_pause,
            enhance: settings.enhance,
            started_at: None,
            held: None,
            progress: None,
            watch: Watch::default(),
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
    /// The last move played, if any.
    #[must_use]
    pub fn last_move(&self) -> Option<AnyMove> {
        self.history.last().map(|&(_, m)| m)
    }
    /// Every move played so far, each with the position before it (oldest first).
    #[must_use]
    pub fn history(&self) -> &[(AnyPosition, AnyMove)] {
        &self.history
    }
    /// How far the last move's animation has come at `now`, from 0 (just played) to 1 (settled);
    /// 1 when there is none (the game has no animation, or `now` is `None`: a still picture).
    #[must_use]
    pub fn motion(&self, now: Option<Instant>) -> f32 {
        let length = self.seat().animation();
        match (self.last_move_at, now) {
            (Some(t), Some(now)) if !length.is_zero() => {
                (now.saturating_duration_since(t).as_secs_f32() / length.as_secs_f32()).min(1.0)
            }
            _ => 1.0,
        }
    }
    /// The position before the last move, and that move.
    #[must_use]
    pub fn last_step(&self) -> Option<(&AnyPosition, AnyMove)> {
        self.history.last().map(|(p, m)| (p, *m))
    }
    /// Who plays.
    #[must_use]
    pub fn mode(&self) -> Mode {
        self.mode
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
        self.seat().searchable_to_end(&self.position)
    }
    /// True when the computer moves first in new games.
    #[must_use]
    pub fn computer_first(&self) -> bool {
        self.computer_first
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
    /// True while the computer is searching.
    #[must_use]
    pub fn thinking(&self) -> bool {
        self.pending.is_some()
    }
    /// The report of the last computer move's search.
    #[must_use]
    pub fn last_report(&self) -> Option<&Report<AnyMove>> {
        self.last_report.as_ref().map(|c| &c.report)
    }
    /// Who made the last computer move.
    #[must_use]
    pub fn last_mover(&self) -> Option<Side> {
        self.last_report.as_ref().map(|c| c.side)
    }
    /// The game's summary of the last computer decision (Senet's pieces), if any.
    #[must_use]
    pub fn last_summary(&self) -> Option<&str> {
        self.last_report.as_ref().and_then(|c| c.summary.as_deref())
    }
    /// The square a person selected (a Blob War blob).
    #[must_use]
    pub fn selected(&self) -> Option<u8> {
        self.selected
    }
    /// The computer's search's latest progress, while it thinks.
    #[must_use]
    pub fn search_progress(&self) -> Option<&Progress> {
        self.progress.as_ref().filter(|_| self.thinking())
    }
    /// True while the view of this name is open (see [`views::VIEWS`]).
    #[must_use]
    pub fn view_open(&self, name: &str) -> bool {
        self.watch.is_open(name)
    }
    /// Opens the view of this name, or closes it; true (something visible changed).
    pub fn flip_view(&mut self, name: &'static str) -> bool {
        if self.watch.is_open(name) {
            self.watch.open.retain(|&n| n != name);
        } else {
            self.watch.open.push(name);
        }
        true
    }
    /// True while each move's value is shown (key V).
    #[must_use]
    pub fn values_shown(&self) -> bool {
        self.view_open(views::values::NAME)
    }
    /// The kind of analysis being computed now, and its progress so far.
    #[must_use]
    pub fn analysing(&self) -> Option<(JobKind, Option<&Progress>)> {
        self.watch
            .pending
            .map(|(_, kind, _)| (kind, self.watch.progress.as_ref()))
    }
    /// Each legal move's value in the position on the board, once computed (key V).
    #[must_use]
    pub fn move_marks(&self) -> Option<&[MoveMark]> {
        match self.watch.for_key(JobKind::Values, self.key()) {
            Some(Analysis::Values(v)) => Some(v),
            _ => None,
        }
    }
    /// The line the computer expects from the position on the board: live from its search while
    /// it thinks, else from the analysis (key P).
    #[must_use]
    pub fn expected_line(&self) -> Option<&[AnyMove]> {
        if let Some(p) = self.search_progress() {
            return Some(&p.pv);
        }
        if let Some(Analysis::Line(l)) = self.watch.for_key(JobKind::Line, self.key()) {
            return Some(l);
        }
        match self.analysing() {
            Some((JobKind::Line, Some(p))) => Some(&p.pv),
            _ => None,
        }
    }
    /// Every algorithm's report on the position on the board (key K): the finished comparison,
    /// or the reports so far while it runs (then `false`).
    #[must_use]
    pub fn comparison(&self) -> Option<(&[Report<AnyMove>], bool)> {
        if let Some(Analysis::Compare(c)) = self.watch.for_key(JobKind::Compare, self.key()) {
            return Some((c, true));
        }
        match self.analysing() {
            Some((JobKind::Compare, Some(p))) => Some((&p.compared, false)),
            Some((JobKind::Compare, None)) => Some((&[], false)),
            _ => None,
        }
    }
    /// True while the search tree panel is open (key T).
    #[must_use]
    pub fn tree_shown(&self) -> bool {
        self.view_open(views::tree::NAME)
    }
    /// The recorded search the panel shows: the computer's last search if it was recorded and
    /// led to the position on the board, else the recorded search of this position, once there.
    #[must_use]
    pub fn search_tree(&self) -> Option<&SearchTree> {
        let (k, tree) = self.watch.found_tree.as_ref()?;
        (*k == self.key() || self.is_last_search(k)).then_some(tree.as_ref())
    }
    /// True when `k` is what the computer's last move searched (its position is the one before
    /// the last move, which the computer played).
    fn is_last_search(&self, k: &Key) -> bool {
        self.last_report.is_some()
            && self
                .history
                .last()
                .is_some_and(|(before, _)| *before == k.position)
            && k.algorithm == self.algorithm
    }
    /// The node the panel shows, by its path from the root (root first); while stepping, the
    /// node whose children are being searched.
    #[must_use]
    pub fn tree_path(&self) -> Vec<usize> {
        let Some(tree) = self.search_tree() else {
            return Vec::new();
        };
        match self.replay() {
            Some(r) => tree.path_to(tree.replay_parent(&r)),
            None => self.watch.tree_path.clone(),
        }
    }
    /// The node the panel shows.
    #[must_use]
    pub fn tree_node(&self) -> Option<usize> {
        self.tree_path().last().copied()
    }
    /// How many children the node the panel shows has (the layout makes room for them).
    #[must_use]
    pub fn tree_children(&self) -> usize {
        match (self.search_tree(), self.tree_node()) {
            (Some(t), Some(n)) => t.nodes.get(n).map_or(0, |n| n.children.len()),
            _ => 0,
        }
    }
    /// True while the recorded search is replayed step by step (key S).
    #[must_use]
    pub fn stepping(&self) -> bool {
        self.watch.step.is_some()
    }
    /// Where the replay stands, while stepping and once the tree is there.
    #[must_use]
    pub fn replay(&self) -> Option<Replay> {
        let step = self.watch.step.as_ref()?;
        let (k, tree) = self.watch.found_tree.as_ref()?;
        (*k == self.key() || self.is_last_search(k)).then(|| tree.replay(step.index))
    }
    /// True while the replay plays by itself, and its pause between steps.
    #[must_use]
    pub fn auto_step(&self) -> Option<Duration> {
        self.watch
            .step
            .as_ref()
            .filter(|s| s.auto)
            .map(|s| STEP_SPEEDS[s.speed])
    }
    /// The limits the computer searches with here (and the comparison uses).
    #[must_use]
    pub fn limits(&self) -> Limits {
        self.computer_limits()
    }
    /// A message about the last move that is not in the status line (a forced pass).
    #[must_use]
    pub fn notice(&self) -> Option<&str> {
        self.notice.as_deref()
    }

    /// The window title: `gametree — <board> — <algorithm>`.
    #[must_use]
    pub fn title(&self) -> String {
        format!(
            "gametree — {} — {}",
            self.variant.board_label(),
            self.algorithm_label()
        )
    }

    /// The algorithm's name as shown for this game.
    #[must_use]
    pub fn algorithm_label(&self) -> &'static str {
        self.algorithm.display_name(self.variant.has_chance())
    }

    /// How the game calls a side.
    #[must_use]
    pub fn side_label(&self, side: Side) -> &'static str {
        self.seat().side_label(side)
    }

    /// The side the computer plays in person-vs-computer mode.
    #[must_use]
    pub fn computer_side(&self) -> Side {
        if self.computer_first {
            Side::First
        } else {
            Side::Second
        }
    }

    /// True when the side to move is played by a person.
    #[must_use]
    pub fn human_to_move(&self) -> bool {
        match self.mode {
            Mode::HumanHuman => true,
            Mode::ComputerComputer => false,
            Mode::HumanComputer => self.position.side_to_move() != self.computer_side(),
        }
    }

    /// True when a person may make a move on the board now.
    #[must_use]
    pub fn person_may_move(&self) -> bool {
        self.human_to_move() && !self.thinking() && !self.position.is_over()
    }

    /// Applies one action and says what the window must do.
    pub fn handle(&mut self, action: Action, now: Instant) -> Effects {
        let pending = self.in_flight();
        if action == Action::Quit {
            self.cancel();
            return Effects {
                cancel: pending.is_some(),
                quit: true,
                ..Effects::default()
            };
        }
        let changed = self.apply(action, now);
        self.settle(changed, pending, now)
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
            let key = self.key();
            if let Some((_, kind, k)) = self.watch.pending
                && (k != key || !self.watch.open(kind))
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
            .map(|t| t + self.seat().animation())
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
        if self.help
            && matches!(
                action,
                Action::Cell(..) | Action::Play(_) | Action::TreeChild(_)
            )
        {
            self.help = false;
            return true;
        }
        match action {
            Action::Quit => return false, // handled by `handle`
            Action::Algorithm(i) => {
                let Some(&a) = Algorithm::WITH_STAR2.get(i) else {
                    return false;
                };
                self.algorithm = a;
            }
            Action::NewGame => self.restart(now),
            Action::Undo => return self.undo(now),
            Action::ToggleComputerFirst => {
                self.computer_first = !self.computer_first;
                if self.history.is_empty() {
                    self.restart(now);
                }
            }
            Action::CycleMode => {
                self.cancel();
                self.mode = self.mode.next();
                self.paused = false;
                self.schedule(now);
            }
            Action::CycleBoard => {
                let boards = Variant::presets();
                let i = boards.iter().position(|&b| b == self.variant);
                let next = boards[i.map_or(0, |i| (i + 1) % boards.len())];
                self.switch_game(next, now);
            }
            Action::DepthUp | Action::DepthDown if self.stepping() => {
                return self.step_speed(action == Action::DepthUp);
            }
            Action::TogglePause if self.stepping() => return self.step_by(1, now),
            Action::DepthUp | Action::DepthDown => {
                if self.searchable_to_end() {
                    return false;
                }
                let d = if action == Action::DepthUp {
                    self.depth + 1
                } else {
                    self.depth.saturating_sub(1)
                };
                self.depth = d.clamp(*DEPTH_RANGE.start(), *DEPTH_RANGE.end());
            }
            Action::TogglePause => {
                if self.position.is_chance() {
                    return self.throw_for_person(now);
                }
                if self.mode != Mode::ComputerComputer {
                    return false;
                }
                self.paused = !self.paused;
                self.schedule(now);
            }
            Action::ToggleHelp => self.help = !self.help,
            Action::CycleEnhance => {
                if self.enhancements().is_none() {
                    return false;
                }
                self.enhance = self.enhance.next_in_cycle();
            }
            Action::ToggleView(name) => {
                return views::by_name(name).is_some_and(|v| v.toggle(self));
            }
            Action::StepForward => return self.step_by(1, now),
            Action::StepBack => return self.step_by(-1, now),
            Action::ToggleAutoStep => {
                let Some(step) = self.watch.step.as_mut() else {
                    return false;
                };
                step.auto = !step.auto;
                step.next_at = step.auto.then(|| now + STEP_SPEEDS[step.speed]);
            }
            Action::TreeUp => {
                if self.stepping() || self.watch.tree_path.len() <= 1 {
                    return false;
                }
                self.watch.tree_path.pop();
            }
            Action::TreeChild(i) => return self.descend(i),
            Action::Play(mv) => return self.play_human(mv, now),
            Action::Cell(file, rank) => return self.click(file, rank, now),
        }
        true
    }

    /// Descends into the `i`-th child of the node the panel shows (not while stepping, and not
    /// into a move that was cut off: it has nothing to show).
    fn descend(&mut self, i: usize) -> bool {
        if self.stepping() || !self.tree_shown() {
            return false;
        }
        let Some(tree) = self.search_tree() else {
            return false;
        };
        let Some(&child) = self
            .watch
            .tree_path
            .last()
            .and_then(|&n| tree.nodes.get(n))
            .and_then(|n| n.children.get(i))
        else {
            return false;
        };
        if tree.nodes[child].cut.is_some() || tree.nodes[child].value.is_none() {
            return false;
        }
        info!(
            "tree: into {}",
            tree.nodes[child]
                .mv
                .map_or_else(String::new, |m| m.to_string())
        );
        self.watch.tree_path.push(child);
        true
    }

    /// Ends the replay (the tree panel closed).
    pub fn stop_stepping(&mut self) {
        self.watch.step = None;
        self.watch.step_wanted = false;
    }

    /// S: starts the replay of the recorded search (opening the panel), or ends it. Only a
    /// small search is replayed; a bigger one leaves a notice saying why.
    pub fn toggle_step(&mut self) -> bool {
        if self.watch.step.take().is_some() || self.watch.step_wanted {
            self.watch.step_wanted = false;
            return true;
        }
        if !self.tree_shown() {
            self.flip_view(views::tree::NAME);
        }
        if self.search_tree().is_none() {
            // It starts once the recorded search is there.
            self.watch.step_wanted = true;
            return true;
        }
        self.start_step();
        true
    }

    /// Starts the replay of the tree that is there, if it is small enough.
    fn start_step(&mut self) {
        self.watch.step_wanted = false;
        let Some(tree) = self.search_tree() else {
            return;
        };
        let shallow = tree.depth.is_some_and(|d| d <= STEP_MAX_DEPTH);
        if tree.nodes.len() > STEP_MAX_NODES && !shallow || tree.truncated {
            self.notice = Some(format!(
                "S steps through small searches only ({STEP_MAX_NODES} nodes or depth \
                 {STEP_MAX_DEPTH}): this one has {} nodes",
                tree.visited
            ));
            return;
        }
        info!(
            "step: {} steps over {} nodes",
            tree.steps.len(),
            tree.nodes.len()
        );
        self.watch.step = Some(Stepping {
            index: 0,
            auto: false,
            speed: STEP_SPEED_DEFAULT,
            next_at: None,
        });
    }

    /// Moves the replay `by` steps (forward or back); false at either end.
    fn step_by(&mut self, by: isize, now: Instant) -> bool {
        let total = self.search_tree().map_or(0, |t| t.steps.len());
        let Some(step) = self.watch.step.as_mut() else {
            return false;
        };
        let next = step.index.saturating_add_signed(by).min(total);
        if next == step.index {
            return false;
        }
        step.index = next;
        if step.auto {
            step.next_at = (next < total).then(|| now + STEP_SPEEDS[step.speed]);
            step.auto = step.next_at.is_some();
        }
        if let Some(r) = self.replay()
            && let Some(tree) = self.search_tree()
            && let Some(kind) = r.kind
        {
            let n = &tree.nodes[r.focus];
            info!(
                "step {}/{}: {kind:?} {} α {} β {}",
                r.index,
                total,
                n.mv.map_or_else(|| "root".to_owned(), |m| m.to_string()),
                r.alpha,
                r.beta
            );
        }
        true
    }

    /// + and − while stepping: auto-play faster or slower.
    fn step_speed(&mut self, faster: bool) -> bool {
        let Some(step) = self.watch.step.as_mut() else {
            return false;
        };
        let next = if faster {
            (step.speed + 1).min(STEP_SPEEDS.len() - 1)
        } else {
            step.speed.saturating_sub(1)
        };
        let changed = next != step.speed;
        step.speed = next;
        changed
    }

    /// A person's click on a board cell: the game's seat says what it means.
    fn click(&mut self, file: u8, rank: u8, now: Instant) -> bool {
        if !self.person_may_move() {
            return false;
        }
        match self.seat().click(&self.position, self.selected, file, rank) {
            Click::Play(mv) => {
                let played = self.play_human(mv, now);
                // An illegal target drops the selection: visible.
                played || self.selected.take().is_some()
            }
            Click::Select(square) => {
                let changed = self.selected != square;
                self.selected = square;
                changed
            }
            Click::Throw => self.throw_for_person(now),
            Click::Nothing => false,
        }
    }

    /// Plays a person's move. Refused (returns false, nothing changes) when it is not a person's
    /// turn, the computer is thinking, the game is over, or the move is illegal.
    fn play_human(&mut self, mv: AnyMove, now: Instant) -> bool {
        if !self.person_may_move() {
            return false;
        }
        let side = self.position.side_to_move();
        match self.position.play(mv) {
            Ok(next) => {
                info!("{} plays {mv}", self.side_label(side));
                self.push(next, mv, now);
                true
            }
            Err(_) => false,
        }
    }

    fn push(&mut self, next: AnyPosition, mv: AnyMove, now: Instant) {
        self.last_move_at = Some(now);
        self.history.push((self.position, mv));
        self.position = next;
        self.selected = None;
        self.notice = None;
        if let Some(o) = self.position.outcome() {
            info!("{}", self.result_text(o));
        }
        self.pass_for_person(now);
        self.schedule(now);
    }

    /// Plays a person's forced pass for them, saying so: there is nothing to choose.
    fn pass_for_person(&mut self, now: Instant) {
        let forced = match self.position.legal_moves()[..] {
            [m] if self.position.is_pass(m) => m,
            _ => return,
        };
        if !self.human_to_move() {
            return;
        }
        let passer = self.seat().passer(&self.position);
        if let Ok(next) = self.position.play(forced) {
            info!("{passer} has no move and passes");
            self.history.push((self.position, forced));
            self.position = next;
            self.schedule(now);
            self.notice = Some(format!("{passer} had no move and passed"));
        }
    }

    /// Plays the random event at a chance node (a throw of the sticks) and logs it.
    fn play_chance(&mut self, now: Instant) -> bool {
        let Some(mv) = self.seat().chance_outcome(&self.position, &mut self.rng) else {
            return false;
        };
        let side = self.side_label(self.position.side_to_move());
        match self.position.play(mv) {
            Ok(next) => {
                info!("{side} throws {}", self.seat().chance_text(mv));
                self.push(next, mv, now);
                true
            }
            Err(_) => false,
        }
    }

    /// A person's throw (Space or a click on the sticks): only at their own chance node.
    fn throw_for_person(&mut self, now: Instant) -> bool {
        if !self.person_may_move() || !self.position.is_chance() {
            return false;
        }
        self.play_chance(now)
    }

    fn restart(&mut self, now: Instant) {
        self.cancel();
        self.selected = None;
        self.notice = None;
        self.position = self.variant.start();
        self.history.clear();
        self.last_move_at = None;
        self.last_report = None;
        self.schedule(now);
    }

    fn switch_game(&mut self, v: Variant, now: Instant) {
        self.variant = v;
        self.depth = v.seat().default_depth(&v.start());
        self.restart(now);
    }

    /// Takes back the last full move pair (a person's move and the computer's answer), or one
    /// move when people play each other; cancels any search.
    fn undo(&mut self, now: Instant) -> bool {
        let was_thinking = self.thinking();
        self.cancel();
        let plies = match self.mode {
            Mode::HumanHuman => 1,
            Mode::ComputerComputer => 2,
            // Undo while the computer thinks takes back only the person's move.
            _ if was_thinking => 1,
            _ => {
                // Back to the person's previous turn.
                let mut n = 0;
                let mut i = self.history.len();
                while i > 0 {
                    i -= 1;
                    n += 1;
                    let (before, _) = &self.history[i];
                    if before.side_to_move() != self.computer_side() {
                        break;
                    }
                }
                n
            }
        };
        if self.history.is_empty() {
            self.schedule(now);
            return was_thinking;
        }
        for _ in 0..plies {
            if let Some((before, _)) = self.history.pop() {
                self.position = before;
            }
        }
        self.last_report = None;
        self.last_move_at = None;
        self.selected = None;
        self.notice = None;
        if self.mode == Mode::ComputerComputer {
            self.paused = true; // let the person look at the position they went back to
        }
        self.schedule(now);
        true
    }

    /// Forgets the search in flight ([`Effects::cancel`] tells the window).
    fn cancel(&mut self) {
        self.pending = None;
        self.next_auto_move = None;
        self.held = None;
        self.progress = None;
        self.started_at = None;
        self.watch.pending = None;
        self.watch.progress = None;
    }

    /// Decides when the computer may move next.
    fn schedule(&mut self, now: Instant) {
        self.next_auto_move = if self.computer_to_move() {
            Some(match self.mode {
                Mode::ComputerComputer if !self.history.is_empty() => now + AUTO_PLAY_PAUSE,
                _ => now,
            })
        } else {
            None
        };
    }

    fn computer_to_move(&self) -> bool {
        let paused = self.mode == Mode::ComputerComputer && self.paused;
        !(self.human_to_move() || self.position.is_over() || paused)
    }

    /// When the computer's next step is due, if it is waiting for one.
    #[must_use]
    pub fn wake_at(&self) -> Option<Instant> {
        let computer = if let Some((_, due)) = &self.held {
            Some(*due)
        } else if self.pending.is_some() {
            None
        } else {
            self.next_auto_move
        };
        // The replay's next step when it plays by itself.
        let step = self.watch.step.as_ref().and_then(|s| s.next_at);
        match (computer, step) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// The computer's step when it is due: at a chance node it throws (and moves after a pause
    /// to read the throw); otherwise the search to start, whose result the session then awaits.
    fn computer_step(&mut self, now: Instant) -> Option<Job> {
        if self.pending.is_some() || !self.computer_to_move() {
            return None;
        }
        match self.next_auto_move {
            Some(t) if t <= now => {}
            _ => return None,
        }
        if self.position.is_chance() {
            self.play_chance(now);
            if self.computer_to_move() {
                self.next_auto_move = Some(now + THROW_PAUSE);
            }
            return None;
        }
        let id = self.next_id;
        self.next_id += 1;
        self.pending = Some(id);
        self.started_at = Some(now);
        self.progress = None;
        self.next_auto_move = None;
        Some(Job {
            kind: JobKind::Move,
            id,
            position: self.position,
            algorithm: self.algorithm,
            limits: if self.proven_play() {
                // To the end: the worker asks the book first, and the search stops once proven.
                Limits {
                    enhance: Enhancements::ALL,
                    time: Some(THINK_BUDGET),
                    ..Limits::default()
                }
            } else {
                Limits {
                    enhance: self.enhancements().unwrap_or(Enhancements::NONE),
                    ..self.computer_limits()
                }
            },
            seed: self.seed.map(|s| s.wrapping_add(self.history.len() as u64)),
            record: self.tree_shown(),
        })
    }

    /// The enhancements the computer's search uses, or `None` where its algorithm takes none
    /// (the full-width textbook forms, and chance games).
    #[must_use]
    pub fn enhancements(&self) -> Option<Enhancements> {
        let alpha_beta = matches!(self.algorithm, Algorithm::AlphaBeta | Algorithm::NegamaxAb);
        (alpha_beta && !self.variant.has_chance()).then_some(self.enhance)
    }

    /// True when the computer plays proven moves here whatever the depth limit: every
    /// enhancement is on, and the program ships an opening book for the board (a board it
    /// solves: the opening from the book, the rest searched to the end within a second) or the
    /// game says its search proves this position without one (Connect Four's last 26 cells).
    #[must_use]
    pub fn proven_play(&self) -> bool {
        self.enhancements() == Some(Enhancements::ALL)
            && (crate::book::shipped(&self.variant.to_string()).is_some()
                || self.seat().proves_without_book(&self.position))
    }

    /// The computer's limits here: to the end on small boards, else its depth and time budget.
    fn computer_limits(&self) -> Limits {
        let to_end = self.searchable_to_end();
        Limits {
            depth: (!to_end).then_some(self.depth),
            time: (!to_end).then_some(THINK_BUDGET),
            ..Limits::default()
        }
    }

    /// What an analysis of the position on the board would be computed for now.
    fn key(&self) -> Key {
        Key {
            position: self.position,
            algorithm: self.algorithm,
            depth: self.depth_limit(),
        }
    }

    /// The next analysis the person watches that is missing for the position on the board, to
    /// run while the computer is not about to move.
    fn analysis_step(&mut self) -> Option<Job> {
        if self.pending.is_some()
            || self.watch.pending.is_some()
            || self.computer_to_move()
            || self.position.is_over()
        {
            return None;
        }
        let key = self.key();
        let tree_there = self.search_tree().is_some();
        // The open views' analyses in the registry's order.
        let kind = views::VIEWS
            .iter()
            .filter(|v| self.watch.is_open(v.name()))
            .filter_map(|v| v.job())
            .find(|&k| {
                self.watch.found(k) != Some(key)
                    && !(k == JobKind::Tree && (tree_there || self.watch.tree_failed == Some(key)))
            })?;
        let id = self.next_id;
        self.next_id += 1;
        self.watch.pending = Some((id, kind, key));
        self.watch.progress = None;
        let limits = match kind {
            // Exact values where the game is searched to the end, else to the depth limit.
            JobKind::Values => Limits {
                depth: key.depth,
                ..Limits::default()
            },
            _ => self.computer_limits(),
        };
        Some(Job {
            kind,
            id,
            position: self.position,
            algorithm: self.algorithm,
            limits,
            seed: Some(self.seed.unwrap_or(1)),
            record: kind == JobKind::Tree,
        })
    }

    /// Keeps what the finished analysis in flight found.
    fn apply_analysis(&mut self, done: SearchDone, key: Key) {
        self.watch.pending = None;
        self.watch.progress = None;
        match done.tree {
            Some(tree) => self.keep_tree(key, tree),
            None if done.analysis.is_none() => self.watch.tree_failed = Some(key),
            None => {}
        }
        if let Some(analysis) = done.analysis {
            info!("{analysis}");
            self.watch.keep(key, analysis);
        }
    }

    /// Plays the move a finished search chose (after the reply pause, if it came fast); false
    /// for a stale result.
    fn apply_search(&mut self, done: SearchDone, now: Instant) -> bool {
        if let Some((id, _, key)) = self.watch.pending
            && id == done.id
        {
            self.apply_analysis(done, key);
            return true;
        }
        if self.pending != Some(done.id) || self.held.is_some() {
            return false;
        }
        let due = self.started_at.map_or(now, |t| t + self.reply_pause);
        if now < due {
            self.held = Some((done, due));
            return false;
        }
        self.play_search(done, now)
    }

    /// Keeps a recorded search for the panel: shown from its root, replayed if S asked for it.
    fn keep_tree(&mut self, key: Key, tree: Arc<SearchTree>) {
        info!(
            "tree: {} nodes recorded of {} visited, {} steps, {} children at the root{}",
            tree.nodes.len(),
            tree.visited,
            tree.steps.len(),
            tree.nodes.first().map_or(0, |r| r.children.len()),
            if tree.truncated { " (capped)" } else { "" }
        );
        self.watch.found_tree = Some((key, tree));
        self.watch.tree_path = vec![0];
        self.watch.step = None;
        if self.watch.step_wanted {
            self.start_step();
        }
    }

    /// Plays the move of the search in flight.
    fn play_search(&mut self, done: SearchDone, now: Instant) -> bool {
        self.pending = None;
        self.started_at = None;
        self.progress = None;
        let Some(mv) = done.report.best else {
            return true;
        };
        let side = self.position.side_to_move();
        let Ok(next) = self.position.play(mv) else {
            return true;
        };
        if let Some(tree) = done.tree.clone() {
            self.keep_tree(self.key(), tree);
        }
        let r = &done.report;
        info!(
            "{} plays {mv} ({}: value {}, {}, {} nodes, depth {}, {:.3} ms)",
            self.side_label(side),
            self.algorithm_label(),
            r.value,
            r.verdict,
            r.nodes,
            r.depth,
            r.elapsed.as_secs_f64() * 1000.0
        );
        // The rest of the computer's line is the line expected from here: no search needed.
        let rest: Vec<AnyMove> = done.report.pv.iter().skip(1).copied().collect();
        let followed = done.report.pv.first() == Some(&mv) && !rest.is_empty();
        self.last_report = Some(ComputerMove {
            side,
            report: done.report,
            summary: done.summary,
        });
        self.push(next, mv, now);
        if followed && self.position == next {
            self.watch.keep(self.key(), Analysis::Line(rest));
        }
        true
    }

    /// The result line: "X won!", "O won!", "Draw." in the seed's words, or the game's own.
    #[must_use]
    pub fn result_text(&self, o: Outcome) -> String {
        self.seat().result_text(&self.position, o)
    }

    /// The status line: whose turn, thinking, or the result.
    #[must_use]
    pub fn status(&self) -> String {
        if let Some(o) = self.position.outcome() {
            return self.result_text(o);
        }
        if self.human_to_move()
            && let Some(prompt) = self.seat().turn_prompt(&self.position)
        {
            return prompt;
        }
        if self.thinking() || (self.mode == Mode::HumanComputer && !self.human_to_move()) {
            return match &self.progress {
                Some(p) if self.thinking() => format!("Computer thinking… {}", progress_text(p)),
                _ => "Computer thinking…".into(),
            };
        }
        let side = self.side_label(self.position.side_to_move());
        match self.mode {
            Mode::HumanComputer if self.human_to_move() => format!("Your move ({side})"),
            Mode::HumanHuman => format!("{side} to move"),
            _ if self.paused => format!("{side} to move — paused (Space)"),
            _ => format!("{side} to move (computer)"),
        }
    }
}

/// A node count the way people read it: `950`, `12.3 k`, `1.2 M`.
#[must_use]
pub fn short_count(n: u64) -> String {
    match n {
        0..10_000 => n.to_string(),
        10_000..1_000_000 => format!("{:.1} k", n as f64 / 1e3),
        _ => format!("{:.1} M", n as f64 / 1e6),
    }
}

/// A value as the board's labels say it: `W3`, `D`, `L2` when proven, else `+12` (a heuristic)
/// or `+3.5` (an expectation).
#[must_use]
pub fn short_value(verdict: crate::search::Verdict, value: f64) -> String {
    use crate::search::Verdict;
    match verdict {
        Verdict::Win(n) => format!("W{n}"),
        Verdict::Loss(n) => format!("L{n}"),
        Verdict::Draw => "D".into(),
        Verdict::Unknown if value.fract() == 0.0 => format!("{value:+.0}"),
        Verdict::Unknown => format!("{value:+.1}"),
    }
}

/// The live line of a search: `depth 6 · 1.2 M nodes · best c3 +12 · 0.8 s`.
#[must_use]
pub fn progress_text(p: &Progress) -> String {
    let mut parts = Vec::new();
    if p.depth > 0 {
        parts.push(format!("depth {}", p.depth));
        parts.push(format!("{} nodes", short_count(p.nodes)));
    }
    if let Some((mv, value, verdict)) = p.best {
        parts.push(format!("best {mv} {}", short_value(verdict, value)));
    }
    parts.push(format!("{:.1} s", p.elapsed.as_secs_f64()));
    parts.join(" · ")
}
