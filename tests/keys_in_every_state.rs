//! Every key in every state: the session is brought into a state (the person's turn, the
//! computer thinking, the computer moving first, the game over, stepping through a search, the
//! help open, computer against computer running or paused, two people), one key is pressed, and
//! then a person who does what the screen says (answering the window's timer, closing the help,
//! starting a new game after the end, resuming a paused game) must be able to get a move played.
//! Along the way the status may never claim "Computer thinking…" while no search runs and none
//! is due: that is the jam C once caused mid-game.

mod common;

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use gametree::app::input::{Action, KEY_BINDINGS};
use gametree::app::seat::Variant;
use gametree::app::session::{Effects, Mode, Session, Settings};
use gametree::app::views;
use gametree::app::worker::{Job, run_job};

/// A session with the window's part played by the test: it keeps the search the session asked
/// to start, as the window hands it to the worker, and the clock.
struct Table {
    s: Session,
    job: Option<Job>,
    now: Instant,
    /// Searches are cut to depth 2 (the test is about the session, not the search).
    small: bool,
}

impl Table {
    fn new(variant: Variant, mode: Mode, computer_first: bool) -> Table {
        let now = Instant::now();
        let mut t = Table {
            s: Session::new(&Settings {
                variant,
                mode,
                computer_first,
                seed: Some(5),
                ..Settings::default()
            })
            .unwrap(),
            job: None,
            now,
            small: true,
        };
        // The window's first tick: the computer may have the first move.
        t.tick();
        t
    }

    fn carry_out(&mut self, e: Effects) {
        if e.cancel {
            self.job = None;
        }
        if let Some(job) = e.start {
            self.job = Some(job);
        }
    }

    /// What the HUD's settings line says of who moves first, if anything.
    fn settings_line(&self) -> Option<&'static str> {
        let l = gametree::app::view::layout(&self.s, 1280, 900, 1.0);
        let texts = common::texts(&gametree::app::view::scene(&self.s, &l, None));
        let line = texts.iter().find(|t| t.contains("you vs computer"))?;
        [
            "computer first from the next game",
            "you first from the next game",
            "computer first",
        ]
        .into_iter()
        .find(|w| line.contains(w))
    }

    fn handle(&mut self, a: Action) {
        let e = self.s.handle(a, self.now);
        self.carry_out(e);
    }

    /// The window's timer: time passes to the moment the session asked to be woken.
    fn tick(&mut self) {
        if let Some(at) = self.s.wake_at() {
            self.now = self.now.max(at);
        }
        let e = self.s.tick(self.now);
        self.carry_out(e);
    }

    /// The worker answers the search in flight (kept small: the test is about the session).
    fn answer(&mut self) {
        let Some(mut job) = self.job.take() else {
            return;
        };
        if self.small {
            job.limits.depth = Some(job.limits.depth.map_or(2, |d| d.min(2)));
            job.limits.time = Some(Duration::from_millis(200));
        }
        let done = run_job(&job, Arc::new(AtomicBool::new(false)));
        self.now += Duration::from_millis(5);
        let e = self.s.finish(done, self.now);
        self.carry_out(e);
    }

    /// Answers searches and ticks until nothing more happens by itself.
    fn settle(&mut self) {
        for _ in 0..50 {
            if self.job.is_some() {
                self.answer();
            } else if self.s.wake_at().is_some() && !self.s.stepping() {
                self.tick();
            } else {
                return;
            }
        }
    }

    /// The person plays the first legal move (a throw of the sticks at their chance node).
    fn person_plays(&mut self) -> bool {
        let before = self.s.history().len();
        if self.s.position().is_chance() {
            self.handle(Action::Cell(0, 0)); // Senet's row of sticks
        } else if let Some(&mv) = self.s.position().legal_moves().first() {
            self.handle(Action::Play(mv));
        }
        self.s.history().len() > before
    }
}

/// True when a text of the frame says `words`.
fn screen_says(t: &Table, words: &str) -> bool {
    let l = gametree::app::view::layout(&t.s, 1280, 900, 1.0);
    common::texts(&gametree::app::view::scene(&t.s, &l, None))
        .iter()
        .any(|text| text.contains(words))
}

/// The status may say the computer is thinking only while a search runs or is due.
fn assert_no_jam(t: &Table, what: &str) {
    if t.s.status().starts_with("Computer") && t.s.status().contains("thinking…") {
        assert!(
            t.job.is_some() || t.s.wake_at().is_some(),
            "{what}: the status says {:?} but no search runs and none is due",
            t.s.status()
        );
    }
}

/// A person who does what the screen says gets a move played (theirs or the computer's).
fn assert_play_goes_on(t: &mut Table, what: &str) {
    for _ in 0..40 {
        assert_no_jam(t, what);
        let before = t.s.history().len();
        if t.job.is_some() {
            t.answer();
        } else if t.s.wake_at().is_some() && !t.s.stepping() {
            t.tick();
        } else if t.s.help_shown() {
            t.handle(Action::ToggleHelp);
            continue;
        } else if t.s.position().is_over() {
            t.handle(Action::NewGame);
            continue;
        } else if t.s.person_may_move() {
            assert!(
                t.person_plays(),
                "{what}: the person's move was refused ({:?})",
                t.s.status()
            );
            return;
        } else if screen_says(t, "press Space to") || t.s.status().contains("paused (Space)") {
            t.handle(Action::TogglePause);
            continue;
        } else if t.s.stepping() {
            // The replay's next step waits for the person; S ends the replay.
            t.handle(Action::toggle("step"));
            continue;
        } else {
            panic!(
                "{what}: nothing moves and nothing can be done ({:?}, {:?} mode)",
                t.s.status(),
                t.s.mode()
            );
        }
        if t.s.history().len() > before {
            return;
        }
    }
    panic!("{what}: no move was played ({:?})", t.s.status());
}

/// The states a key may find the session in, each built from the start.
const STATES: &[&str] = &[
    "your move",
    "thinking",
    "computer first, thinking",
    "game over",
    "stepping",
    "help open",
    "computer vs computer",
    "computer vs computer, paused",
    "two people",
];

/// Brings a new session of `variant` into `state`; `None` where the game cannot be in it.
fn bring(variant: Variant, state: &str) -> Option<Table> {
    let mut t = match state {
        "computer first, thinking" => Table::new(variant, Mode::HumanComputer, true),
        "computer vs computer" | "computer vs computer, paused" => {
            Table::new(variant, Mode::ComputerComputer, false)
        }
        "two people" => Table::new(variant, Mode::HumanHuman, false),
        _ => Table::new(variant, Mode::HumanComputer, false),
    };
    match state {
        "your move" | "help open" => {
            assert!(t.person_plays());
            t.settle();
            if state == "help open" {
                t.handle(Action::ToggleHelp);
                assert!(t.s.help_shown());
            }
        }
        "thinking" => {
            assert!(t.person_plays());
            // The person's throw in Senet comes before their move.
            while t.job.is_none() && t.s.person_may_move() {
                assert!(t.person_plays());
            }
            t.tick();
            assert!(t.s.thinking() || t.s.wake_at().is_some(), "{state}");
        }
        "computer first, thinking" | "computer vs computer" => {
            t.tick();
            assert!(t.job.is_some() || t.s.wake_at().is_some(), "{state}");
        }
        "computer vs computer, paused" => {
            t.handle(Action::TogglePause);
            t.settle(); // the search already under way still plays its move
            assert!(t.s.paused());
            assert!(t.job.is_none() && t.s.wake_at().is_none(), "{state}");
        }
        "game over" => {
            // Two people play it out, then the computer takes a side.
            t.handle(Action::CycleMode);
            t.handle(Action::CycleMode);
            assert_eq!(t.s.mode(), Mode::HumanHuman);
            for _ in 0..2000 {
                if t.s.position().is_over() {
                    break;
                }
                assert!(t.person_plays());
            }
            if !t.s.position().is_over() {
                return None;
            }
            t.handle(Action::CycleMode);
            assert_eq!(t.s.mode(), Mode::HumanComputer);
        }
        "stepping" => {
            t.handle(Action::toggle("tree"));
            assert!(t.person_plays());
            t.settle();
            t.handle(Action::toggle("step"));
            t.settle();
            if !t.s.stepping() {
                return None; // a search too big to replay (it says so)
            }
            t.handle(views::step::FORWARD);
        }
        "two people" => {
            assert!(t.person_plays());
        }
        _ => unreachable!("{state}"),
    }
    Some(t)
}

fn every_key_in_every_state(variant: Variant) {
    let mut covered = 0;
    for state in STATES {
        for b in KEY_BINDINGS.iter() {
            if b.action == Action::Quit {
                continue;
            }
            let Some(mut t) = bring(variant, state) else {
                continue;
            };
            let what = format!("{variant}, {state}, key {}", b.label);
            t.handle(b.action);
            assert_no_jam(&t, &what);
            assert_play_goes_on(&mut t, &what);
            covered += 1;
        }
    }
    let keys = KEY_BINDINGS.iter().filter(|b| b.action != Action::Quit);
    assert_eq!(
        covered,
        STATES.len() * keys.count(),
        "{variant}: a state not reached"
    );
}

/// Esc on the page (issue 31: it left "Computer thinking…" for good, the computer never moving
/// and clicks doing nothing): in every state, in every game, what it stops the screen says, and
/// a person who does what it says gets a move played.
#[test]
fn esc_on_the_page_in_every_state_leaves_a_move_playable() {
    let mut stopped = 0;
    for game in ["tictactoe", "connect4", "senet", "blobwar"] {
        let variant: Variant = game.parse().unwrap();
        for state in STATES {
            let Some(mut t) = bring(variant, state) else {
                continue;
            };
            let what = format!("{variant}, {state}, Esc on the page");
            t.handle(Action::Stop);
            assert_no_jam(&t, &what);
            if t.s.stopped().is_some() {
                stopped += 1;
                assert!(t.job.is_none() && t.s.wake_at().is_none(), "{what}");
                assert!(screen_says(&t, "press Space to"), "{what}");
            }
            assert_play_goes_on(&mut t, &what);
        }
    }
    // The computer's search or its due move, at least in each game's "thinking" states.
    assert!(stopped >= 8, "{stopped}");
}

#[test]
fn every_key_in_every_state_leaves_a_move_playable_on_3x3() {
    every_key_in_every_state("tictactoe".parse().unwrap());
}

#[test]
fn every_key_in_every_state_leaves_a_move_playable_in_connect_four() {
    every_key_in_every_state("connect4".parse().unwrap());
}

#[test]
fn every_key_in_every_state_leaves_a_move_playable_in_senet() {
    every_key_in_every_state("senet".parse().unwrap());
}

#[test]
fn every_key_in_every_state_leaves_a_move_playable_in_blob_war() {
    every_key_in_every_state("blobwar".parse().unwrap());
}

/// The jam as it was found: 3x3, the person plays the centre, the computer replies, C.
#[test]
fn c_mid_game_applies_to_the_next_game_only() {
    let mut t = Table::new("tictactoe".parse().unwrap(), Mode::HumanComputer, false);
    t.handle(Action::Cell(1, 1));
    t.settle();
    assert_eq!(t.s.status(), "Your move (X)");
    t.handle(Action::ToggleComputerFirst);
    assert_eq!(t.s.status(), "Your move (X)", "the game goes on as it was");
    assert!(
        t.s.computer_first(),
        "the setting is taken for the next game"
    );
    assert!(t.person_plays());
    // The HUD says when the setting takes effect (it said "computer first" over a game the
    // person had opened).
    assert_eq!(t.settings_line(), Some("computer first from the next game"));
    t.settle();
    assert_eq!(t.s.history().len(), 4, "the computer answered");
    t.handle(Action::NewGame);
    t.settle();
    assert_eq!(t.s.history().len(), 1, "the computer opens the next game");
    assert_eq!(t.s.status(), "Your move (O)");
    assert_eq!(t.settings_line(), Some("computer first"));
    t.handle(Action::ToggleComputerFirst);
    assert_eq!(t.settings_line(), Some("you first from the next game"));
}

/// The first number after `after` in `text` (its digits grouped by commas or not).
fn number_after(text: &str, after: &str) -> u64 {
    let rest = &text[text.find(after).unwrap_or_else(|| panic!("{text}")) + after.len()..];
    let digits: String = rest
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == ',')
        .filter(char::is_ascii_digit)
        .collect();
    digits.parse().unwrap_or_else(|_| panic!("{text}"))
}

/// S refused on the Connect Four start says a count over the limit it names (it once said
/// "2000 nodes or depth 3: this one has 1418 nodes"), and a later S that works clears it.
#[test]
fn s_refusal_names_a_count_over_its_limit_and_goes_when_s_works() {
    let mut t = Table::new("connect4".parse().unwrap(), Mode::HumanComputer, false);
    t.small = false;
    t.handle(Action::toggle("tree"));
    t.settle();
    t.handle(Action::toggle("step"));
    t.settle();
    assert!(!t.s.stepping());
    let notice = t.s.notice().expect("a refusal").to_owned();
    let limit = number_after(&notice, "small searches only (");
    let depth_limit = number_after(&notice, "or depth ");
    let size = number_after(&notice, "this one has ");
    let depth = number_after(&notice, "nodes, depth ");
    assert!(size > limit && depth > depth_limit, "{notice}");
    // Shallower, the search is stepped through, and the refusal goes.
    while t.s.depth_limit().unwrap() > 3 {
        t.handle(Action::DepthDown);
    }
    t.settle();
    t.handle(Action::toggle("step"));
    t.settle();
    assert!(t.s.stepping(), "{:?}", t.s.notice());
    assert_eq!(t.s.notice(), None);
    // A search to the end says so.
    let mut t = Table::new("tictactoe".parse().unwrap(), Mode::HumanComputer, false);
    t.small = false;
    t.handle(Action::Algorithm(0)); // minimax from the empty board: too big
    t.handle(Action::toggle("tree"));
    t.settle();
    t.handle(Action::toggle("step"));
    assert!(!t.s.stepping());
    let notice = t.s.notice().expect("a refusal").to_owned();
    assert!(
        notice.ends_with("this one has 549,946 nodes, to the end"),
        "{notice}"
    );
}
