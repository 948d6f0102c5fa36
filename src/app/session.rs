//! One sitting at the board: the game, whose turn it is, who is a person and who the computer,
//! the history for undo, the settings the keys change, and what the last computer move reported.
//!
//! Plain Rust with no winit or GL: the window feeds it [`Action`]s and asks it for search jobs,
//! and tests drive it the same way. Time comes in as an argument (`now`) so pacing is testable.

use std::time::{Duration, Instant};

use log::info;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use super::input::Action;
use super::worker::{Job, SearchDone};
use crate::game::blobwar::{BlobMove, Cell};
use crate::game::mnk::MnkMove;
use crate::game::senet::{self, SenetMove};
use crate::game::{AnyMove, AnyPosition, Game, Outcome, Side, Variant};
use crate::search::{Algorithm, Limits, Verdict};

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

/// The boards the `G` key cycles through, in order.
pub const BOARDS: [Variant; 6] = [
    Variant::TICTACTOE,
    Variant::Mnk {
        width: 4,
        height: 4,
        k: 3,
    },
    Variant::Mnk {
        width: 5,
        height: 5,
        k: 3,
    },
    Variant::Mnk {
        width: 5,
        height: 5,
        k: 4,
    },
    Variant::BLOBWAR,
    Variant::Senet,
];

/// In Senet, how long the computer's throw stays on screen before it moves.
pub const THROW_PAUSE: Duration = Duration::from_millis(700);

/// Depth limits the `+`/`-` keys move between.
pub const DEPTH_RANGE: std::ops::RangeInclusive<u32> = 1..=12;

/// How long the computer may think on a depth-limited board before it plays its best so far.
pub const THINK_BUDGET: Duration = Duration::from_secs(5);

/// What the last computer move found, for the HUD and the log.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveReport {
    /// Who moved.
    pub side: Side,
    /// The move, in the game's notation.
    pub mv: String,
    /// The algorithm's display name.
    pub algorithm: String,
    /// The value for the side that moved.
    pub value: f64,
    /// What the value proves.
    pub verdict: Verdict,
    /// Positions searched.
    pub nodes: u64,
    /// Depth reached.
    pub depth: u32,
    /// Thinking time.
    pub elapsed: Duration,
    /// Senet: each movable piece's expected value (the seed's summary).
    pub summary: Option<String>,
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
    /// In computer-vs-computer mode, when the next computer move may start.
    next_auto_move: Option<Instant>,
    last_report: Option<MoveReport>,
    /// The blob a person picked up (Blob War), as a square.
    selected: Option<u8>,
    /// A one-off message for the HUD (a forced pass).
    notice: Option<String>,
    seed: Option<u64>,
    /// The sticks (Senet's throws).
    rng: StdRng,
    quit: bool,
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
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            variant: Variant::TICTACTOE,
            algorithm: Algorithm::NegamaxAb,
            depth: None,
            computer_first: false,
            mode: Mode::HumanComputer,
            seed: None,
        }
    }
}

/// The depth a board starts with: deep enough to play well, shallow enough for minimax.
fn default_depth(v: Variant) -> u32 {
    match v {
        Variant::BlobWar { .. } | Variant::Senet => 3,
        Variant::Mnk {
            width: 4,
            height: 4,
            ..
        } => 5,
        _ => 4,
    }
}

/// True when a board is small enough for every algorithm to search to the end.
fn fully_searchable(v: Variant) -> bool {
    v == Variant::TICTACTOE
}

impl Session {
    /// A new session at the start of `settings.variant`.
    ///
    /// # Errors
    /// When the variant's board cannot be set up.
    pub fn new(settings: &Settings) -> Result<Session, String> {
        let position = settings.variant.start().map_err(|e| e.to_string())?;
        let mut s = Session {
            variant: settings.variant,
            position,
            history: Vec::new(),
            mode: settings.mode,
            algorithm: settings.algorithm,
            depth: settings
                .depth
                .unwrap_or_else(|| default_depth(settings.variant))
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
            quit: false,
        };
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
        (!fully_searchable(self.variant)).then_some(self.depth)
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
    /// The id of the search in flight.
    #[must_use]
    pub fn pending(&self) -> Option<u64> {
        self.pending
    }
    /// What the last computer move reported.
    #[must_use]
    pub fn last_report(&self) -> Option<&MoveReport> {
        self.last_report.as_ref()
    }
    /// The square of the blob a person selected (Blob War).
    #[must_use]
    pub fn selected(&self) -> Option<u8> {
        self.selected
    }
    /// A message about the last move that is not in the status line (a forced pass).
    #[must_use]
    pub fn notice(&self) -> Option<&str> {
        self.notice.as_deref()
    }
    /// True once the person asked to quit.
    #[must_use]
    pub fn quit_requested(&self) -> bool {
        self.quit
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

    /// Applies one action. Returns true when anything visible changed.
    pub fn handle(&mut self, action: Action, now: Instant) -> bool {
        match action {
            Action::Quit => {
                self.cancel();
                self.quit = true;
            }
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
                let i = BOARDS.iter().position(|&b| b == self.variant);
                let next = BOARDS[i.map_or(0, |i| (i + 1) % BOARDS.len())];
                return self.switch_game(next, now);
            }
            Action::DepthUp | Action::DepthDown => {
                if fully_searchable(self.variant) {
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
            Action::Play(mv) => return self.play_human(mv, now),
            Action::Cell(file, rank) => return self.click(file, rank, now),
        }
        true
    }

    /// A person's click on a board cell: a mark in m,n,k; in Blob War, selecting an own blob or
    /// moving to an empty square (the selected blob's move there, else a clone from any blob next
    /// to it). Anything else does nothing.
    fn click(&mut self, file: u8, rank: u8, now: Instant) -> bool {
        if !self.human_to_move() || self.thinking() || self.position.is_over() {
            return false;
        }
        let sq = rank * 8 + file;
        match self.position {
            AnyPosition::Mnk(_) => self.play_human(AnyMove::Mnk(MnkMove(sq)), now),
            AnyPosition::Senet(p) => match senet_square(file, rank) {
                None => self.throw_for_person(now), // the row of the sticks
                Some(sq) if p.movable().contains(&sq) => {
                    self.play_human(AnyMove::Senet(SenetMove::Move(sq)), now)
                }
                Some(_) => false,
            },
            AnyPosition::BlobWar(p) => {
                let (rows, cols) = (p.geometry().rows, p.geometry().cols);
                if file >= cols || rank >= rows {
                    return false;
                }
                match p.cell(file, rank) {
                    Cell::Blob(s) if s == p.side_to_move() => {
                        self.selected = (self.selected != Some(sq)).then_some(sq);
                        true
                    }
                    Cell::Empty => {
                        let from_selected = self.selected.and_then(|from| {
                            p.moves_from(from).into_iter().find(|m| m.to() == Some(sq))
                        });
                        let mv = from_selected.unwrap_or(BlobMove::Clone(sq));
                        let played = self.play_human(AnyMove::BlobWar(mv), now);
                        if !played && self.selected.take().is_some() {
                            return true; // the selection was dropped: visible
                        }
                        played
                    }
                    _ => self.selected.take().is_some(),
                }
            }
        }
    }

    /// Plays a person's move. Refused (returns false, nothing changes) when it is not a person's
    /// turn, the computer is thinking, the game is over, or the move is illegal.
    fn play_human(&mut self, mv: AnyMove, now: Instant) -> bool {
        if !self.human_to_move() || self.thinking() || self.position.is_over() {
            return false;
        }
        let side = self.position.side_to_move();
        match self.position.play(mv) {
            Ok(next) => {
                info!("{} plays {mv}", side_label(self.variant, side));
                self.push(next, mv, now);
                true
            }
            Err(_) => false,
        }
    }

    fn push(&mut self, next: AnyPosition, mv: AnyMove, now: Instant) {
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

    /// Plays a person's forced pass for them (Blob War, Senet), saying so: there is nothing to
    /// choose.
    fn pass_for_person(&mut self, now: Instant) {
        let moves = self.position.legal_moves();
        let forced = match moves[..] {
            [m @ (AnyMove::BlobWar(BlobMove::Pass) | AnyMove::Senet(SenetMove::Pass))] => m,
            _ => return,
        };
        if !self.human_to_move() {
            return;
        }
        let side = side_label(self.variant, self.position.side_to_move());
        let threw = match self.position {
            AnyPosition::Senet(p) => p.throw().map(|t| format!(" threw {t} and")),
            _ => None,
        }
        .unwrap_or_default();
        if let Ok(next) = self.position.play(forced) {
            info!("{side}{threw} has no move and passes");
            self.history.push((self.position, forced));
            self.position = next;
            self.schedule(now);
            self.notice = Some(format!("{side}{threw} had no move and passed"));
        }
    }

    /// Throws the sticks: four two-sided sticks, the number of dark faces up, none counting 5.
    fn throw_sticks(&mut self) -> u8 {
        let dark = (0..4).filter(|_| self.rng.random_bool(0.5)).count() as u8;
        if dark == 0 { 5 } else { dark }
    }

    /// Plays the throw at a chance node and logs it.
    fn play_throw(&mut self, now: Instant) -> bool {
        let t = self.throw_sticks();
        let mv = AnyMove::Senet(SenetMove::Throw(t));
        let side = side_label(self.variant, self.position.side_to_move());
        match self.position.play(mv) {
            Ok(next) => {
                info!("{side} throws {t}");
                self.push(next, mv, now);
                true
            }
            Err(_) => false,
        }
    }

    /// A person's throw (Space or a click on the sticks): only at their own chance node.
    fn throw_for_person(&mut self, now: Instant) -> bool {
        if !self.human_to_move()
            || self.thinking()
            || self.position.is_over()
            || !self.position.is_chance()
        {
            return false;
        }
        self.play_throw(now)
    }

    fn restart(&mut self, now: Instant) {
        self.cancel();
        self.selected = None;
        self.notice = None;
        if let Ok(p) = self.variant.start() {
            self.position = p;
        }
        self.history.clear();
        self.last_report = None;
        self.schedule(now);
    }

    fn switch_game(&mut self, v: Variant, now: Instant) -> bool {
        if v.start().is_err() {
            return false;
        }
        self.variant = v;
        self.depth = default_depth(v);
        self.restart(now);
        true
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
        self.selected = None;
        self.notice = None;
        if self.mode == Mode::ComputerComputer {
            self.paused = true; // let the person look at the position they went back to
        }
        self.schedule(now);
        true
    }

    /// Forgets the search in flight (the window cancels the worker when `pending` changes).
    fn cancel(&mut self) {
        self.pending = None;
        self.next_auto_move = None;
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

    /// When the window should wake up to start the next computer move, if it is waiting for one.
    #[must_use]
    pub fn wake_at(&self) -> Option<Instant> {
        if self.pending.is_some() {
            None
        } else {
            self.next_auto_move
        }
    }

    /// The search the computer should start now, if any; the session then waits for its result.
    pub fn take_job(&mut self, now: Instant) -> Option<Job> {
        if self.pending.is_some() || !self.computer_to_move() {
            return None;
        }
        match self.next_auto_move {
            Some(t) if t <= now => {}
            _ => return None,
        }
        if self.position.is_chance() {
            // The computer throws the sticks itself, then moves after a pause to read the throw.
            self.play_throw(now);
            if self.computer_to_move() {
                self.next_auto_move = Some(now + THROW_PAUSE);
            }
            return None;
        }
        let id = self.next_id;
        self.next_id += 1;
        self.pending = Some(id);
        self.next_auto_move = None;
        let fully = fully_searchable(self.variant);
        Some(Job {
            id,
            position: self.position,
            algorithm: self.algorithm,
            limits: Limits {
                depth: (!fully).then_some(self.depth),
                time: (!fully).then_some(THINK_BUDGET),
                ..Limits::default()
            },
            seed: self.seed.map(|s| s.wrapping_add(self.history.len() as u64)),
        })
    }

    /// Applies a finished search. Results of searches that were cancelled are ignored (false).
    pub fn finish(&mut self, done: SearchDone, now: Instant) -> bool {
        if self.pending != Some(done.id) {
            return false;
        }
        self.pending = None;
        let Some(mv) = done.best else {
            return true;
        };
        let side = self.position.side_to_move();
        let Ok(next) = self.position.play(mv) else {
            return true;
        };
        let report = MoveReport {
            side,
            mv: mv.to_string(),
            algorithm: self.algorithm_label().to_owned(),
            value: done.value,
            verdict: done.verdict,
            nodes: done.nodes,
            depth: done.depth,
            elapsed: done.elapsed,
            summary: done.summary.clone(),
        };
        info!(
            "{} plays {} ({}: value {}, {}, {} nodes, depth {}, {:.3} ms)",
            side_label(self.variant, side),
            report.mv,
            report.algorithm,
            report.value,
            report.verdict,
            report.nodes,
            report.depth,
            report.elapsed.as_secs_f64() * 1000.0
        );
        self.last_report = Some(report);
        self.push(next, mv, now);
        true
    }

    /// The result line in the seed's words: "X won!", "O won!", "Draw." — and in Blob War with
    /// the blob counts, "x won 30–19" or "Draw".
    #[must_use]
    pub fn result_text(&self, o: Outcome) -> String {
        if let AnyPosition::BlobWar(p) = &self.position {
            let (x, y) = (p.count(Side::First), p.count(Side::Second));
            return match o {
                Outcome::Win(s) => {
                    let (w, l) = if s == Side::First { (x, y) } else { (y, x) };
                    format!("{} won {w}–{l}", side_label(self.variant, s))
                }
                Outcome::Draw => "Draw".into(),
            };
        }
        match o {
            Outcome::Win(s) => format!("{} won!", side_label(self.variant, s)),
            Outcome::Draw => "Draw.".into(),
        }
    }

    /// The status line: whose turn, thinking, or the result.
    #[must_use]
    pub fn status(&self) -> String {
        if let Some(o) = self.position.outcome() {
            return self.result_text(o);
        }
        if let AnyPosition::Senet(p) = &self.position
            && self.human_to_move()
        {
            let side = side_label(self.variant, p.side_to_move());
            return match p.throw() {
                None => format!("{side}: throw the sticks (Space)"),
                Some(t) => format!("{side} threw {t}: move a piece"),
            };
        }
        if self.thinking() || (self.mode == Mode::HumanComputer && !self.human_to_move()) {
            return "Computer thinking…".into();
        }
        let side = side_label(self.variant, self.position.side_to_move());
        match self.mode {
            Mode::HumanComputer if self.human_to_move() => format!("Your move ({side})"),
            Mode::HumanHuman => format!("{side} to move"),
            _ if self.paused => format!("{side} to move — paused (Space)"),
            _ => format!("{side} to move (computer)"),
        }
    }
}

/// How a side is called in a game: X/O in m,n,k.
#[must_use]
pub fn side_label(v: Variant, s: Side) -> &'static str {
    match (v, s) {
        (Variant::Mnk { .. }, Side::First) => "X",
        (Variant::Mnk { .. }, Side::Second) => "O",
        (Variant::BlobWar { .. }, Side::First) => "x",
        (Variant::BlobWar { .. }, Side::Second) => "o",
        (Variant::Senet, Side::First) => "white",
        (Variant::Senet, Side::Second) => "black",
    }
}

/// The Senet square drawn at (file, rank) of the layout: the path runs 1→10 on the top row
/// (rank 3), 11→20 right to left on the middle row, 21→30 on the bottom row; rank 0 holds the
/// sticks (`None`).
#[must_use]
pub fn senet_square(file: u8, rank: u8) -> Option<u8> {
    match rank {
        3 => Some(file + 1),
        2 => Some(20 - file),
        1 => Some(21 + file),
        _ => None,
    }
}

/// Where Senet square `sq` (1..=30) is drawn, as (file, rank) of the layout.
#[must_use]
pub fn senet_cell(sq: u8) -> (u8, u8) {
    match sq {
        1..=10 => (sq - 1, 3),
        11..=20 => (20 - sq, 2),
        _ => (sq.saturating_sub(21).min(9), 1),
    }
}

/// True when `sq` is one of Senet's special houses (marked on the board).
#[must_use]
pub fn senet_house(sq: u8) -> bool {
    matches!(sq, senet::REBIRTH | senet::HAPPINESS..=senet::HORUS)
}
