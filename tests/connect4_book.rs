//! The shipped Connect Four book (issue 30): it holds the game's known facts — the first player
//! wins by the centre column, the columns beside it draw and the others lose (Allis 1988,
//! Tromp's database), with the distances Pons' solver gives (`docs/performance.md`) — its
//! entries agree with each other, it holds every position its own line meets within its plies,
//! and in the window the computer plays those positions from it, proven, and past them searches
//! to its depth limit as before.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use gametree::app::seat::Variant;
use gametree::app::session::{Mode, Session, Settings};
use gametree::app::worker::run_job;
use gametree::book;
use gametree::game::connect4::Connect4;
use gametree::game::{Game, Side};
use gametree::search::{Enhancements, Verdict};

fn the_book() -> &'static book::Book {
    book::shipped("connect4").expect("a Connect Four book ships")
}

/// What `mv` must leave for the opponent if the mover's value is `v`.
fn after(v: Verdict) -> Verdict {
    match v {
        Verdict::Win(n) => Verdict::Loss(n - 1),
        Verdict::Loss(n) => Verdict::Win(n - 1),
        other => other,
    }
}

#[test]
fn the_book_holds_the_games_known_values() {
    let b = the_book();
    let start = Connect4::standard();
    let (mv, v) = b.lookup(&start).expect("the start");
    // The first player wins with the 41st disc, by the centre column (Pons: score +1).
    assert_eq!((mv.to_string(), v), ("4".to_owned(), Verdict::Win(41)));
    // After each first move, the second player's value: a loss after the centre, a draw after
    // the columns beside it, a win after the others (Pons' scores −1, 0, 0, +1, +1 and +2).
    let expected = [
        Verdict::Win(39),
        Verdict::Win(41),
        Verdict::Draw,
        Verdict::Loss(40),
        Verdict::Draw,
        Verdict::Win(41),
        Verdict::Win(39),
    ];
    for (col, want) in (1..=7).zip(expected) {
        let g = start.play_sequence(&col.to_string()).expect("a first move");
        assert_eq!(b.lookup(&g).map(|(_, v)| v), Some(want), "after {col}");
    }
}

#[test]
fn the_book_holds_every_position_its_line_meets_and_its_values_agree() {
    let b = the_book();
    let start = Connect4::standard();
    let mut checked = 0;
    for follower in [Side::First, Side::Second] {
        let mut layer = vec![start];
        for _ in 0..=b.line {
            let mut next = Vec::new();
            for g in layer.iter().filter(|g| g.outcome().is_none()) {
                let mut moves = Vec::new();
                if g.side_to_move() == follower {
                    let (mv, v) = b.lookup(g).unwrap_or_else(|| panic!("{g} is in the book"));
                    assert_ne!(v, Verdict::Unknown);
                    let child = g.play(mv);
                    // The book's move keeps its value wherever the book holds the child too.
                    match child.outcome() {
                        Some(_) => assert_eq!(v, Verdict::Win(1), "{g}"),
                        None => {
                            if let Some((_, w)) = b.lookup(&child) {
                                assert_eq!(w, after(v), "{g} then {mv}");
                            }
                        }
                    }
                    // No other move the book knows the value of does better than its own.
                    g.legal_moves(&mut moves);
                    for &m in &moves {
                        if let Some((_, w)) = b.lookup(&g.play(m)) {
                            assert!(rank(before(w)) <= rank(v), "{g}: {m} beats {mv}");
                        }
                    }
                    moves = vec![mv];
                    checked += 1;
                } else {
                    g.legal_moves(&mut moves);
                }
                next.extend(moves.iter().map(|&m| g.play(m)));
            }
            layer = next;
        }
    }
    assert!(checked >= b.entries().len(), "{checked}");
}

/// The mover's value of a move that leaves the opponent `w`.
fn before(w: Verdict) -> Verdict {
    match w {
        Verdict::Win(n) => Verdict::Loss(n + 1),
        Verdict::Loss(n) => Verdict::Win(n + 1),
        other => other,
    }
}

/// Orders values for the mover: losses (sooner worse), draws, wins (sooner better).
fn rank(v: Verdict) -> i64 {
    match v {
        Verdict::Loss(n) => -1000 + i64::from(n),
        Verdict::Draw | Verdict::Unknown => 0,
        Verdict::Win(n) => 1000 - i64::from(n),
    }
}

#[test]
fn in_the_window_the_book_plays_the_opening_proven_and_past_it_the_depth_limit_holds() {
    let variant: Variant = "connect4".parse().expect("Connect Four");
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
    assert_eq!(job.limits.depth, None);
    let done = run_job(&job, Arc::new(AtomicBool::new(false)));
    let r = &done.report;
    assert_eq!(
        (r.best.map(|m| m.to_string()), r.verdict, r.nodes),
        (Some("4".to_owned()), Verdict::Win(41), 0)
    );
    // Past the book's line, with fewer than 16 discs: the depth limit, as without a book.
    let beyond = variant
        .parse_position("444444333")
        .expect("a position nine plies on");
    assert!(
        beyond
            .get::<Connect4>()
            .is_some_and(|g| the_book().lookup(g).is_none())
    );
    let mut s = Session::at_position(
        &Settings {
            computer_first: false,
            ..settings
        },
        beyond,
    )
    .expect("a session");
    assert!(!s.proven_play());
    let job = s.tick(Instant::now()).start.expect("the computer moves");
    assert!(job.limits.depth.is_some());
}
