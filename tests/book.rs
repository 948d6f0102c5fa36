//! Opening books: every shipped book reads back for its game, and a seeded sample of its entries
//! is solved again here (the value, and that the book's move keeps it); a damaged, cut or
//! wrong-game book is a one-line error; the command line writes a book that reads back; and in
//! the window the computer's move from a book position is reported as proven.

mod common;

use common::gametree;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use gametree::app::seat::{Listed, PositionVisitor, Variant};
use gametree::app::session::{Mode, Session, Settings};
use gametree::app::worker::run_job;
use gametree::book::{self, Book, Shape};
use gametree::game::Side;
use gametree::game::mnk::Mnk;
use gametree::game::{Game, Outcome, SearchHints};
use gametree::search::{self, Algorithm, Enhancements, KeptTable, Limits, Verdict};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

/// The proven value of `g` for its side to move, by one search to the end.
fn solve<G: SearchHints>(g: &G) -> Verdict {
    solve_in(g, &mut KeptTable::default())
}

/// As [`solve`], with a table kept from an earlier search (a position, then its child).
fn solve_in<G: SearchHints>(g: &G, kept: &mut KeptTable<G>) -> Verdict {
    let limits = Limits {
        enhance: Enhancements::ALL,
        ..Limits::default()
    };
    let mut rng = StdRng::seed_from_u64(3);
    search::search_keeping(Algorithm::NegamaxAb, g, &limits, &mut rng, kept)
        .expect("a position with moves")
        .verdict
}

/// What `mv` must leave for the opponent if the mover's value is `v`.
fn after(v: Verdict) -> Verdict {
    match v {
        Verdict::Win(n) => Verdict::Loss(n - 1),
        Verdict::Loss(n) => Verdict::Win(n - 1),
        other => other,
    }
}

/// Re-solves `sample` entries of a book (chosen with a seeded generator) and checks each
/// entry's value and that its move keeps that value; every entry's text is the position its key
/// names.
struct Resolve<'a> {
    book: &'a Book,
    variant: Variant,
    sample: usize,
}

impl PositionVisitor for Resolve<'_> {
    type Out = usize;
    fn visit<G: Listed>(self, start: &G) -> usize {
        let game = self.variant.to_string();
        self.book
            .check(&game, start)
            .expect("the book fits its game");
        let mut rng = StdRng::seed_from_u64(2024);
        // The two deepest plies (on a line, both sides' positions): the others take up to
        // seconds each (5x5 k=4 from one stone: 1–17 s).
        let entries: Vec<_> = self
            .book
            .entries()
            .iter()
            .filter(|e| e.ply + 1 >= self.book.line)
            .collect();
        let mut checked = 0;
        for _ in 0..self.sample {
            let e = entries[rng.random_range(0..entries.len())];
            let any = self
                .variant
                .parse_position(&e.position)
                .expect("the entry's position reads");
            let g = *any.get::<G>().expect("a position of the book's game");
            let (mv, verdict) = self
                .book
                .lookup(&g)
                .expect("the entry is found by its text");
            assert_eq!(verdict, e.verdict, "{}", e.position);
            assert_eq!(mv.to_string(), e.mv, "{}", e.position);
            let mut kept = KeptTable::default();
            assert_eq!(
                solve_in(&g, &mut kept),
                e.verdict,
                "the value of {}",
                e.position
            );
            let child = g.play(mv);
            match child.outcome() {
                Some(Outcome::Win(s)) => {
                    assert_eq!(s, g.side_to_move());
                    assert_eq!(e.verdict, Verdict::Win(1), "{}", e.position);
                }
                Some(Outcome::Draw) => assert_eq!(e.verdict, Verdict::Draw),
                None => assert_eq!(
                    solve_in(&child, &mut kept),
                    after(e.verdict),
                    "{} then {mv}",
                    e.position
                ),
            }
            checked += 1;
        }
        checked
    }
}

#[test]
fn every_shipped_book_reads_back_and_its_sampled_entries_solve_to_the_same_values() {
    assert!(!book::shipped_texts().is_empty());
    for text in book::shipped_texts() {
        let b = Book::parse(text.as_bytes()).expect("a shipped book reads");
        let variant: Variant = b.game.parse().expect("a game the program knows");
        assert_eq!(book::shipped(&b.game), Some(&b));
        assert_eq!(b.to_text(), *text, "written as it is read");
        // Connect Four's entries take a minute or more each to solve again: its values are
        // checked against the game's known facts, Pons' solver and each other instead
        // (`tests/connect4_book.rs`, `docs/performance.md`).
        let sample = if b.game == "connect4" { 0 } else { 4 };
        let checked = variant.start().visit(Resolve {
            book: &b,
            variant,
            sample,
        });
        assert_eq!(checked, sample);
    }
}

/// The tic-tac-toe book within 3 plies, made here.
fn small_book() -> (Book, String) {
    let shape = Shape { plies: 3, line: 3 };
    let b = book::build(
        &Mnk::tictactoe(),
        "tictactoe",
        shape,
        1,
        None,
        None,
        &mut |_, _| {},
    )
    .expect("built");
    let text = b.to_text();
    (b, text)
}

#[test]
fn a_built_book_holds_every_position_within_its_plies_with_its_solved_value() {
    let (b, text) = small_book();
    // Up to symmetry: 1 empty board, 3 first moves, 12 replies, 38 third moves.
    assert_eq!(b.entries().len(), 1 + 3 + 12 + 38);
    let start = Mnk::tictactoe();
    assert_eq!(
        Book::load(text.as_bytes(), "tictactoe", &start),
        Ok(b.clone())
    );
    assert_eq!(b.lookup(&start).map(|(_, v)| v), Some(Verdict::Draw));
    // Every position within 3 plies, in any of its images, is found with its solved value.
    let mut layer = vec![start];
    for _ in 0..=3 {
        let mut next = Vec::new();
        for g in layer.iter().filter(|g| g.outcome().is_none()) {
            let (mv, v) = b.lookup(g).expect("in the book");
            assert_eq!(v, solve(g), "{g}");
            match g.play(mv).outcome() {
                Some(_) => {}
                None => assert_eq!(solve(&g.play(mv)), after(v), "{g} then {mv}"),
            }
            let mut moves = Vec::new();
            g.legal_moves(&mut moves);
            next.extend(moves.iter().map(|&m| g.play(m)));
        }
        layer = next;
    }
    // Past the book's plies: not in it.
    let deep = Mnk::parse(3, 3, 3, "xo./.x./o.. x").expect("a position");
    assert_eq!(b.lookup(&deep), None);
}

/// Walks every position `follower` meets playing the book's moves, within `line` plies
/// (whatever the replies), and calls `each` on those where it moves.
fn walk_line(b: &Book, start: Mnk, follower: Side, line: u32, each: &mut dyn FnMut(&Mnk)) {
    let mut layer = vec![start];
    for ply in 0..=line {
        let mut next = Vec::new();
        for g in layer.iter().filter(|g| g.outcome().is_none()) {
            if g.side_to_move() == follower {
                each(g);
                let (mv, _) = b.lookup(g).expect("on the line: in the book");
                next.push(g.play(mv));
            } else if ply < line {
                let mut moves = Vec::new();
                g.legal_moves(&mut moves);
                next.extend(moves.iter().map(|&m| g.play(m)));
            }
        }
        layer = next;
    }
}

#[test]
fn a_book_follows_its_own_line_for_either_side_past_its_plies() {
    let start = Mnk::tictactoe();
    let shape = Shape { plies: 1, line: 6 };
    let b = book::build(&start, "tictactoe", shape, 1, None, None, &mut |_, _| {}).expect("built");
    assert_eq!((b.plies, b.line), (1, 6));
    assert_eq!(
        Book::load(b.to_text().as_bytes(), "tictactoe", &start),
        Ok(b.clone())
    );
    // Every position either side meets on the line is in it, with its solved value.
    let mut met = 0;
    for follower in [Side::First, Side::Second] {
        walk_line(&b, start, follower, 6, &mut |g| {
            let (_, v) = b.lookup(g).expect("in the book");
            assert_eq!(v, solve(g), "{g}");
            met += 1;
        });
    }
    assert!(met > 50, "{met}");
    // Off the line past its plies: after a first move that is not the book's, the first
    // player's next positions are not in the book.
    let (first, _) = b.lookup(&start).expect("the start is in the book");
    let mut moves = Vec::new();
    start.legal_moves(&mut moves);
    let (mut off, mut absent) = (0, 0);
    for g in moves
        .iter()
        .filter(|&&m| m != first)
        .map(|&m| start.play(m))
    {
        let mut replies = Vec::new();
        g.legal_moves(&mut replies);
        for r in replies {
            off += 1;
            absent += usize::from(b.lookup(&g.play(r)).is_none());
        }
    }
    assert_eq!(off, 8 * 8);
    assert!(absent > 0);
    // Made again from the first book: the same book, every entry taken, none solved.
    let mut solved = 0;
    let again = book::build(
        &start,
        "tictactoe",
        shape,
        1,
        None,
        Some(&b),
        &mut |_, _| solved += 1,
    )
    .expect("built");
    assert_eq!(again, b);
    // A shape past its limits, or an earlier book of another game: one-line errors.
    for (shape, says) in [
        (Shape { plies: 3, line: 2 }, "line goes from its plies (3)"),
        (Shape { plies: 1, line: 25 }, "to 24 plies"),
        (
            Shape {
                plies: 13,
                line: 13,
            },
            "at most 12 plies",
        ),
    ] {
        let e = book::build(&start, "tictactoe", shape, 1, None, None, &mut |_, _| {}).unwrap_err();
        assert!(e.to_string().contains(says), "{e}");
    }
    let four = Mnk::new(4, 4, 3).expect("4x4");
    let e = book::build(&four, "mnk:4x4:3", shape, 1, None, Some(&b), &mut |_, _| {}).unwrap_err();
    assert_eq!(
        e.to_string(),
        "the book is for 'tictactoe', not 'mnk:4x4:3'"
    );
}

#[test]
fn the_shipped_5x5_k4_book_holds_every_position_the_computer_meets_on_its_line() {
    let b = book::shipped("mnk:5x5:4").expect("a shipped book");
    assert_eq!((b.plies, b.line), (2, 6));
    let start = Mnk::new(5, 5, 4).expect("5x5 k=4");
    // Every reply of the person, the computer playing the book's moves: 5,622 positions met
    // moving first and 5,853 moving second (counted with their images), every one a draw or
    // better for the computer, since the empty board is a draw.
    for (follower, met) in [(Side::First, 5_622), (Side::Second, 5_853)] {
        let mut seen = std::collections::HashSet::new();
        walk_line(b, start, follower, 6, &mut |g| {
            let (_, v) = b.lookup(g).expect("walk_line finds it");
            assert!(!matches!(v, Verdict::Loss(_)), "{g}: {v}");
            seen.insert(g.to_string());
        });
        assert_eq!(seen.len(), met, "{follower:?}");
    }
}

#[test]
fn a_damaged_cut_or_wrong_game_book_is_a_one_line_error() {
    let (_, text) = small_book();
    let start = Mnk::tictactoe();
    let lines: Vec<&str> = text.lines().collect();
    let without = |i: usize| {
        let mut l = lines.clone();
        l.remove(i);
        l.join("\n")
    };
    let replaced = |i: usize, with: &str| {
        let mut l = lines.clone();
        l[i] = with;
        l.join("\n")
    };
    let mut swapped = lines.clone();
    swapped.swap(6, 7);
    let mut wrong_code: Vec<&str> = lines[6].split(' ').collect();
    wrong_code[3] = "64";
    let wrong_code = wrong_code.join(" ");
    let cases: Vec<(String, &str)> = vec![
        (String::new(), "not a gametree book"),
        ("PNG\u{1a}\n".into(), "not a gametree book"),
        (
            text.replace("gametree-book 2", "gametree-book 3"),
            "version '3'",
        ),
        (text[..text.len() / 2].to_owned(), ""),
        (without(lines.len() - 1), "says 54 entries but holds 53"),
        (lines[..3].join("\n"), "ends before its 'plies' line"),
        (replaced(1, "game"), "expected 'game …'"),
        (replaced(2, "keys sym 12"), "16 hex digits"),
        (replaced(3, "plies 99"), "expected plies from 0 to 12"),
        (replaced(4, "line 2"), "expected a line from 3 to 24 plies"),
        (without(4), "expected 'line …'"),
        (replaced(5, "entries -1"), "the number of entries"),
        (replaced(6, "0123 1 d 4 b2 x"), "a key of 16 hex digits"),
        (
            replaced(6, "00000000000000ff 9 d 4 b2 x"),
            "a ply within the book's line",
        ),
        (
            replaced(6, "00000000000000ff 1 q 4 b2 x"),
            "expected a value",
        ),
        (
            replaced(6, "00000000000000ff 1 d 99999 b2 x"),
            "expected a move key",
        ),
        (replaced(6, "00000000000000ff 1 d 4"), "expected a move"),
        (swapped.join("\n"), "increasing order"),
        (
            replaced(6, &wrong_code),
            "move key 64 is not a move of tictactoe",
        ),
    ];
    for (bad, says) in cases {
        let e = Book::load(bad.as_bytes(), "tictactoe", &start).unwrap_err();
        let msg = e.to_string();
        assert!(msg.contains(says), "{msg:?} should say {says:?}");
        assert!(!msg.contains('\n'), "{msg:?}");
    }
    let bytes = [
        &text.as_bytes()[..20],
        &[0xff, 0xfe],
        &text.as_bytes()[20..],
    ]
    .concat();
    let e = Book::load(&bytes, "tictactoe", &start).unwrap_err();
    assert!(e.to_string().contains("not text"), "{e}");
    // A version 1 book (no line) still reads: its line ends with its plies.
    let one = text
        .replacen("gametree-book 2", "gametree-book 1", 1)
        .replacen("line 3\n", "", 1);
    let b = Book::load(one.as_bytes(), "tictactoe", &start).expect("version 1 reads");
    assert_eq!((b.plies, b.line, b.entries().len()), (3, 3, 54));
    let huge = vec![b' '; book::MAX_BYTES + 1];
    assert!(
        Book::parse(&huge)
            .unwrap_err()
            .to_string()
            .contains("more than")
    );
    // Another game, and the keys of another board.
    let four = Mnk::new(4, 4, 3).expect("4x4");
    let e = Book::load(text.as_bytes(), "mnk:4x4:3", &four).unwrap_err();
    assert_eq!(
        e.to_string(),
        "the book is for 'tictactoe', not 'mnk:4x4:3'"
    );
    let e = Book::load(text.as_bytes(), "tictactoe", &four).unwrap_err();
    assert!(e.to_string().contains("position keys are not"), "{e}");
    let fake = text.replacen("keys sym ", "keys plain ", 1);
    let e = Book::load(fake.as_bytes(), "tictactoe", &start).unwrap_err();
    assert!(e.to_string().contains("position keys are not"), "{e}");
}

#[test]
fn the_book_command_writes_a_book_that_reads_back_and_refuses_bad_requests() {
    let dir = std::env::temp_dir().join(format!("gametree-book-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let out = dir.join("t.book");
    let path = out.to_str().expect("a path");
    let r = gametree(&["book", "--game", "mnk:4x4:3", "--plies", "2", "--out", path]);
    assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
    assert!(String::from_utf8_lossy(&r.stdout).contains("positions within 2 plies"));
    let bytes = std::fs::read(&out).expect("written");
    let four = Mnk::new(4, 4, 3).expect("4x4 k=3");
    let b = Book::load(&bytes, "mnk:4x4:3", &four).expect("reads back");
    assert_eq!(b.lookup(&four).map(|(_, v)| v), Some(Verdict::Win(5)));
    // Not on a terminal: how far it got, in a line every 30 s and when the last is solved.
    let err = String::from_utf8_lossy(&r.stderr);
    let n = b.entries().len();
    assert!(
        err.starts_with(&format!("{n} of {n} positions solved, ")),
        "{err}"
    );
    // Extended along its line from the first book.
    let longer = dir.join("l.book");
    let longer = longer.to_str().expect("a path");
    let r = gametree(&[
        "book",
        "--game",
        "mnk:4x4:3",
        "--plies",
        "2",
        "--line",
        "4",
        "--from",
        path,
        "--out",
        longer,
    ]);
    assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
    assert!(String::from_utf8_lossy(&r.stdout).contains("on its line to 4"));
    let l = Book::load(&std::fs::read(longer).expect("written"), "mnk:4x4:3", &four)
        .expect("reads back");
    assert_eq!((l.plies, l.line), (2, 4));
    assert!(l.entries().len() > b.entries().len());
    // Connect Four keys its positions too: 4x4 is a draw.
    let c4 = dir.join("c4.book");
    let c4 = c4.to_str().expect("a path");
    let r = gametree(&[
        "book",
        "--game",
        "connect4:4x4",
        "--plies",
        "2",
        "--line",
        "4",
        "--out",
        c4,
    ]);
    assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
    let text = std::fs::read_to_string(c4).expect("written");
    let start = text
        .lines()
        .find(|l| l.ends_with(" ..../..../..../.... x"))
        .expect("the empty board is in the book");
    assert_eq!(start.split(' ').nth(2), Some("d"), "{start}");
    for bad in [
        "--game blobwar --plies 1",
        "--game senet --plies 1",
        "--game tictactoe --plies 13",
        "--game nope --plies 1",
        "--game tictactoe --plies 3 --line 2",
        "--game tictactoe --plies 1 --line 25",
        "--game tictactoe --plies 1 --from /nonexistent",
        &format!("--game tictactoe --plies 1 --from {longer}"),
    ]
    .iter()
    .map(|args| {
        let mut a: Vec<&str> = vec!["book"];
        a.extend(args.split(' '));
        a.extend(["--out", path]);
        a
    })
    .chain([vec![
        "book",
        "--game",
        "tictactoe",
        "--plies",
        "1",
        "--out",
        "/nonexistent/dir/x.book",
    ]]) {
        let r = gametree(&bad);
        assert_eq!(r.status.code(), Some(2), "{bad:?}");
        let err = String::from_utf8_lossy(&r.stderr);
        assert_eq!(err.trim().lines().count(), 1, "{err}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn in_the_window_the_computers_move_from_the_book_is_reported_proven() {
    let b = Book::parse(book::shipped_texts()[0].as_bytes()).expect("a shipped book");
    let variant: Variant = b.game.parse().expect("its game");
    let settings = Settings {
        variant,
        mode: Mode::HumanComputer,
        computer_first: true,
        enhance: Enhancements::ALL,
        seed: Some(5),
        ..Settings::default()
    };
    let mut s = Session::new(&settings).expect("a session");
    assert!(s.proven_play());
    let now = Instant::now();
    let job = s.tick(now).start.expect("the computer moves first");
    assert_eq!(
        (job.limits.depth, job.limits.enhance),
        (None, Enhancements::ALL)
    );
    let done = run_job(&job, Arc::new(AtomicBool::new(false)));
    let r = &done.report;
    let entry = b
        .entries()
        .iter()
        .find(|e| e.position == variant.start().to_string());
    assert_eq!(Some(r.verdict), entry.map(|e| e.verdict));
    assert_ne!(r.verdict, Verdict::Unknown);
    assert!(r.complete && r.nodes == 0, "{r:?}");
    assert!(
        done.summary
            .as_ref()
            .is_some_and(|l| l.words().contains("opening book"))
    );
    let _ = s.finish(done, now);
    assert_eq!(s.last_report().map(|r| r.verdict), entry.map(|e| e.verdict));
    // The HUD says where the move came from, not a depth no search reached.
    let (cols, rows) = gametree::app::view::board_size(s.position());
    let l = gametree::app::layout::Layout::new(1280, 900, 1.0, cols, rows);
    let sc = gametree::app::view::scene(&s, &l, None);
    let report = sc
        .shapes
        .iter()
        .find_map(|sh| match sh {
            gametree::render::scene::Shape::Text { text, .. } if text.contains(" played ") => {
                Some(text.clone())
            }
            _ => None,
        })
        .expect("the HUD reports the computer's move");
    assert!(
        report.contains("from the book") && !report.contains("depth"),
        "{report}"
    );
    // With fewer enhancements the computer searches to its depth limit, without the book.
    let mut s = Session::new(&Settings {
        enhance: Enhancements::TT,
        ..settings
    })
    .expect("a session");
    assert!(!s.proven_play());
    let job = s
        .tick(Instant::now())
        .start
        .expect("the computer moves first");
    assert!(job.limits.depth.is_some());
}

/// Issue 31, item 19: `book --plies 1` on Connect Four or 8x8 k=5 (solving the game) ran without
/// end or a word. `--time` bounds each position: the book ends with an error naming the
/// position it could not prove, and leaves no file. Progress is heard before the first solve.
#[test]
fn a_book_beyond_reach_ends_within_its_time_bound() {
    let out = std::env::temp_dir().join(format!("gametree-reach-{}.book", std::process::id()));
    let out_text = out.to_str().unwrap();
    for (game, start) in [
        (
            "connect4",
            "......./......./......./......./......./.......",
        ),
        (
            "mnk:8x8:5",
            "......../......../......../......../......../......../......../........",
        ),
    ] {
        let err = common::fails_with(
            &[
                "book", "--game", game, "--plies", "1", "--time", "300", "--out", out_text,
            ],
            &format!("{game}: the search did not prove '"),
        );
        assert!(err.contains(" within 0.3 s"), "{err}");
        assert!(
            !err.contains(start),
            "a position one ply on comes first: {err}"
        );
        assert!(!out.exists(), "no file is left behind");
    }
    let mut heard = Vec::new();
    let shape = Shape { plies: 1, line: 1 };
    book::build(
        &Mnk::tictactoe(),
        "tictactoe",
        shape,
        1,
        None,
        None,
        &mut |done, all| heard.push((done, all)),
    )
    .expect("built");
    // The start and its three kinds of first move (corner, edge, centre; symmetries fold).
    assert_eq!(heard[..2], [(0, 4), (1, 4)]);
}
