//! Proven play beyond the booked boards, and what the views say of it: 4x4 k=4 (no book) is
//! proven play because the proving search settles it from the start (an m,n,k board's last 16
//! empty cells), and the computer there never loses, checked move by move against an independent
//! solver; P's line is the computer's own search (the book first), so its first move is the move
//! the computer plays; K and T say where they show the textbook search instead.

mod common;
use common::mnk_solver::Solver;
use common::{position, run_all, texts, variant};

use std::time::Instant;

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use gametree::app::input::Action;
use gametree::app::seat::{AnyMove, AnyPosition};
use gametree::app::session::{Mode, Session, Settings};
use gametree::app::view::{layout, scene};
use gametree::app::worker::{JobKind, run_job};
use gametree::game::mnk::Mnk;
use gametree::game::{Game, Outcome, Side};
use gametree::search::{Enhancements, Verdict};

/// A session on `game` at `text` with every enhancement on (as the window starts), no fixed seed
/// (the computer's tie-breaks are drawn as in the window).
fn session(game: &str, text: &str, mode: Mode, computer_first: bool) -> Session {
    let settings = Settings {
        variant: variant(game),
        mode,
        computer_first,
        enhance: Enhancements::ALL,
        ..Settings::default()
    };
    Session::at_position(&settings, position(game, text)).unwrap()
}

/// Every text of a frame of 900x700, with the panel when a view asks for it.
fn hud(s: &Session) -> String {
    texts(&scene(s, &layout(s, 900, 700, 1.0), None)).join(" · ")
}

fn mnk(p: &AnyPosition) -> Mnk {
    *p.get::<Mnk>().expect("an m,n,k position")
}

const EMPTY_4X4: &str = "..../..../..../.... x";

#[test]
fn four_by_four_k4_is_proven_play_from_its_start_and_bigger_boards_from_16_empty_cells() {
    let s = session("mnk:4x4:4", EMPTY_4X4, Mode::HumanHuman, false);
    assert!(s.proven_play());
    assert!(hud(&s).contains("proven play"), "{}", hud(&s));
    // Without the enhancements the computer plays its textbook search to the depth limit.
    let mut off = session("mnk:4x4:4", EMPTY_4X4, Mode::HumanHuman, false);
    while off.enhancements() != Some(Enhancements::NONE) {
        common::act(&mut off, Action::CycleEnhance);
    }
    assert!(!off.proven_play());
    // 5x5 k=5 has no book: its start (25 empty cells) is played to the depth limit, a position
    // with 16 empty cells is proven play.
    let five = session(
        "mnk:5x5:5",
        "...../...../...../...../..... x",
        Mode::HumanHuman,
        false,
    );
    assert!(!five.proven_play());
    let late = session(
        "mnk:5x5:5",
        "xo.../ox.../..x../..o../.xxo. o",
        Mode::HumanHuman,
        false,
    );
    assert_eq!(late.position().legal_moves().len(), 16);
    assert!(late.proven_play());
    // The computer's move there: to the end with every enhancement, whatever the depth limit.
    let mut c = session("mnk:4x4:4", EMPTY_4X4, Mode::HumanComputer, true);
    let job = c.tick(Instant::now()).start.expect("the computer's move");
    assert_eq!(job.kind, JobKind::Move);
    assert_eq!(job.limits.depth, None);
    assert_eq!(job.limits.enhance, Enhancements::ALL);
    let r = run_job(&job, Default::default()).report;
    assert_eq!(r.verdict, Verdict::Draw, "4x4 k=4 is a draw");
}

/// Plays one game on 4x4 k=4 in the session as the window does, the computer on one side and
/// `person` choosing the other side's moves; checks with the solver that every computer move
/// keeps the game value (a draw stays a draw, a win a win). Returns the outcome.
fn play_against(
    computer_first: bool,
    solver: &mut Solver,
    mut person: impl FnMut(&Mnk, &mut Solver) -> AnyMove,
) -> Option<Outcome> {
    let mut s = session("mnk:4x4:4", EMPTY_4X4, Mode::HumanComputer, computer_first);
    let now = Instant::now();
    let e = s.tick(now);
    run_all(&mut s, e, now);
    while !s.position().is_over() {
        assert!(s.human_to_move(), "the computer moved at once");
        assert!(s.proven_play(), "{}", s.position());
        let before = mnk(s.position());
        let mv = person(&before, solver);
        common::act(&mut s, Action::Play(mv));
        assert_ne!(mnk(s.position()), before, "{mv} was played");
    }
    let computer = person_side(computer_first).other();
    for (before, mv) in s.history() {
        let (before, AnyMove::Mnk(m)) = (mnk(before), *mv) else {
            unreachable!("m,n,k moves")
        };
        if before.side_to_move() == computer {
            let want = solver.value(&before);
            assert!(
                solver.keeps(&before, m, want),
                "{m} on {before} (value {want})"
            );
        }
    }
    mnk(s.position()).outcome()
}

#[test]
fn on_4x4_k4_the_computer_never_loses_against_scripted_and_perfect_replies() {
    let mut solver = Solver::default();
    let start = Mnk::new(4, 4, 4).unwrap();
    assert_eq!(solver.value(&start), 0, "a draw");
    let mut rng = StdRng::seed_from_u64(4);
    for computer_first in [true, false] {
        let lost = Some(Outcome::Win(person_side(computer_first)));
        // Scripted: the first empty cell in reading order; the last; the four centre cells
        // first, then reading order.
        let scripts: [fn(&Mnk) -> u8; 3] = [
            |g| first_empty(g, 0..16),
            |g| first_empty(g, (0..16).rev()),
            |g| first_empty(g, [5, 10, 6, 9].into_iter().chain(0..16)),
        ];
        for script in scripts {
            let outcome = play_against(computer_first, &mut solver, |g, _| {
                AnyMove::Mnk(cell(script(g)))
            });
            assert_ne!(outcome, lost);
        }
        // Perfect replies: each a random one of the moves that keep the game value.
        for _ in 0..3 {
            let outcome = play_against(computer_first, &mut solver, |g, solver| {
                let want = solver.value(g);
                let mut moves = Vec::new();
                g.legal_moves(&mut moves);
                moves.retain(|&m| solver.keeps(g, m, want));
                AnyMove::Mnk(moves[rng.random_range(0..moves.len())])
            });
            assert_eq!(outcome, Some(Outcome::Draw), "perfect play draws");
        }
    }
}

fn person_side(computer_first: bool) -> Side {
    if computer_first {
        Side::Second
    } else {
        Side::First
    }
}

/// Cell `c` of a 4x4 board, numbered in reading order from a1.
fn cell(c: u8) -> gametree::game::mnk::MnkMove {
    gametree::game::mnk::MnkMove((c / 4) * 8 + c % 4)
}

fn empty(g: &Mnk, c: u8) -> bool {
    g.at(c % 4, c / 4).is_none()
}

fn first_empty(g: &Mnk, mut cells: impl Iterator<Item = u8>) -> u8 {
    cells.find(|&c| empty(g, c)).expect("an empty cell")
}

/// On proven-play boards P's line is the computer's own search: its first move is the move the
/// computer then plays there, from the book (5x5 k=4's opening) or from its proof (4x4 k=4, 5x5
/// k=4 past its book), tie-breaks drawn as in the window.
#[test]
fn on_proven_play_boards_the_lines_first_move_is_the_computers_move() {
    for (game, text) in [
        ("mnk:4x4:4", "..../..../.x../.... o"),
        ("mnk:4x4:4", "..../.x../..o./x... o"),
        ("mnk:5x5:4", "...../...../..x../...../..... o"),
        ("mnk:5x5:4", "...../.x.o./..xo./..x../...xo o"),
        ("mnk:5x5:3", "...../...../...x./...../..... o"),
    ] {
        for _ in 0..3 {
            // Two people, P open: the line of the position, as the computer's search sees it.
            let mut s = session(game, text, Mode::HumanHuman, false);
            assert!(s.proven_play(), "{game} {text}");
            common::act(&mut s, Action::toggle("line"));
            let line = s.expected_line().expect("a line").to_vec();
            assert!(!line.is_empty(), "{game} {text}");
            let words = hud(&s);
            assert!(
                words.contains("the computer's proving search"),
                "{game}: {words}"
            );
            // The line is legal from the position, and ends the game or goes on past the book.
            let mut p = *s.position();
            for &mv in &line {
                p = p
                    .play(mv)
                    .unwrap_or_else(|e| panic!("{mv} in {line:?}: {e}"));
            }
            // Now the computer takes O: it moves at once, and plays the line's first move.
            let now = Instant::now();
            let e = s.handle(Action::CycleMode, now);
            let job = e
                .start
                .or_else(|| s.tick(now).start)
                .expect("the computer's move");
            assert_eq!(job.kind, JobKind::Move);
            let played = run_job(&job, Default::default()).report.best;
            assert_eq!(played, Some(line[0]), "{game} {text}: line {line:?}");
        }
    }
}

/// K and T on a proven-play board: they show textbook searches, and say they are not the
/// computer's proving search.
#[test]
fn k_and_t_say_they_are_not_the_computers_proving_search() {
    let mut s = session(
        "mnk:4x4:4",
        "..../.x../..o./.... x",
        Mode::HumanHuman,
        false,
    );
    let n = common::act(&mut s, Action::toggle("compare")).jobs;
    assert_eq!(n, 1, "the comparison ran");
    assert!(s.comparison().is_some_and(|(_, done)| done));
    let words = hud(&s);
    assert!(
        words.contains("textbook searches, not the computer's proving search"),
        "{words}"
    );
    fits(&s);
    common::act(&mut s, Action::toggle("compare"));
    common::act(&mut s, Action::toggle("tree"));
    assert!(s.search_tree().is_some());
    assert!(!s.tree_is_computers());
    let words = hud(&s);
    assert!(
        words.contains("not the computer's proving search"),
        "{words}"
    );
    fits(&s);
}

/// Nothing of the frame is cut, from the window's smallest size to a large one (the rule of
/// `app::fit`, as `tests/text_fits.rs` checks it for the window's start).
fn fits(s: &Session) {
    for (w, h) in [
        (400, 400),
        (640, 640),
        (420, 1000),
        (1400, 460),
        (1280, 900),
    ] {
        let sc = scene(s, &layout(s, w, h, 1.0), None);
        assert!(sc.cut.is_empty(), "{w}x{h}: {:?}", sc.cut);
    }
}
