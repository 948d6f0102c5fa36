//! Blob War (Ataxx): move generation against libataxx's perft suite, every end rule, FEN and
//! move notation, and the search algorithms on its positions.

use gametree::game::blobwar::{BlobMove, BlobWar, Cell};
use gametree::game::{Game, Outcome, Side};
use gametree::search::{self, Algorithm, Limits};
use rand::SeedableRng;
use rand::rngs::StdRng;

fn fen(s: &str) -> BlobWar {
    BlobWar::from_fen(s).unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn perfts(p: &BlobWar, upto: u32) -> Vec<u64> {
    (1..=upto).map(|d| p.perft(d)).collect()
}

fn moves(p: &BlobWar) -> Vec<BlobMove> {
    let mut v = Vec::new();
    p.legal_moves(&mut v);
    v
}

#[test]
fn perft_of_the_start_position_to_depth_5() {
    let p = fen("startpos");
    assert_eq!(perfts(&p, 5), [16, 256, 6460, 155_888, 4_752_668]);
    assert_eq!(p, fen("x5o/7/7/7/7/7/o5x x 0 1"));
}

#[test]
fn perft_of_libataxx_suite_positions() {
    let suite: [(&str, [u64; 5]); 3] = [
        (
            "x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1",
            [14, 196, 4184, 86528, 2_266_352],
        ),
        (
            "x5o/7/3-3/2-1-2/3-3/7/o5x x 0 1",
            [16, 256, 5948, 133_264, 3_639_856],
        ),
        (
            "7/7/7/7/ooooooo/ooooooo/xxxxxxx x 0 1",
            [1, 75, 249, 14270, 452_980],
        ),
    ];
    for (f, want) in suite {
        assert_eq!(perfts(&fen(f), 5), want, "{f}");
    }
}

#[test]
fn perft_is_zero_at_every_depth_once_the_clock_reached_100() {
    let p = fen("x5o/7/7/7/7/7/o5x x 100 1");
    assert_eq!(p.outcome(), Some(Outcome::Draw));
    assert_eq!(perfts(&p, 4), [0, 0, 0, 0]);
    assert_eq!(p.perft(0), 1);
}

#[test]
fn perft_counts_a_forced_pass_as_one_move() {
    // x's only blob is walled in by gaps; o can still move.
    let p = fen("x--4/---4/---4/7/7/7/6o x 0 1");
    assert_eq!(moves(&p), [BlobMove::Pass]);
    assert_eq!(p.perft(1), 1);
    let after = p.play(BlobMove::Pass);
    assert_eq!(after.side_to_move(), Side::Second);
    assert_eq!(p.perft(2), moves(&after).len() as u64);
}

#[test]
fn a_side_with_no_blobs_has_lost() {
    assert_eq!(
        fen("7/7/7/7/7/7/o6 x 0 1").outcome(),
        Some(Outcome::Win(Side::Second))
    );
    assert_eq!(
        fen("x6/7/7/7/7/7/7 o 0 1").outcome(),
        Some(Outcome::Win(Side::First))
    );
}

#[test]
fn capturing_the_last_enemy_blob_ends_the_game() {
    let p = fen("7/7/7/7/7/1o5/x6 x 0 1");
    let after = p.play(p.parse_move("b1").unwrap());
    assert_eq!(after.to_string(), "7/7/7/7/7/1x5/xx5 o 0 1");
    assert_eq!(after.outcome(), Some(Outcome::Win(Side::First)));
    assert!(moves(&after).is_empty());
}

#[test]
fn a_full_board_is_won_by_the_side_with_more_blobs_and_equal_is_a_draw() {
    let full = fen("xxx/xxo/ooo x 0 1");
    assert_eq!(full.outcome(), Some(Outcome::Win(Side::First)));
    let even = fen("xxoo/xxoo/xxoo/xxoo o 0 1");
    assert_eq!(even.outcome(), Some(Outcome::Draw));
    let more_o = fen("xoo/ooo/ooo x 0 1");
    assert_eq!(more_o.outcome(), Some(Outcome::Win(Side::Second)));
}

#[test]
fn no_empty_square_within_two_of_any_blob_ends_the_game() {
    // The empty corner a1 is three away from every blob: nobody can ever reach it.
    let p = fen("xxxxo/-----/-----/-----/4- x 5 20");
    assert!(moves(&p).is_empty());
    assert_eq!(p.outcome(), Some(Outcome::Win(Side::First)));
    // Reachable by a jump: not over.
    let q = fen("xxxxo/-----/5/5/5 x 5 20");
    assert_eq!(q.outcome(), None);
}

#[test]
fn the_clock_reaching_100_is_a_draw_whatever_the_counts() {
    let p = fen("xxxx3/7/7/7/7/7/6o o 100 60");
    assert_eq!(p.outcome(), Some(Outcome::Draw));
    let one_short = fen("xxxx3/7/7/7/7/7/6o x 99 60");
    assert_eq!(one_short.outcome(), None);
    let jump = one_short.play(one_short.parse_move("d7d5").unwrap());
    assert_eq!(jump.halfmoves(), 100);
    assert_eq!(jump.outcome(), Some(Outcome::Draw));
}

#[test]
fn a_clone_resets_the_clock_a_jump_and_a_pass_advance_it() {
    let p = fen("x5o/7/7/7/7/7/o5x x 7 3");
    assert_eq!(p.play(p.parse_move("b7").unwrap()).halfmoves(), 0);
    let j = p.play(p.parse_move("a7c5").unwrap());
    assert_eq!(j.halfmoves(), 8);
    assert_eq!(j.cell(0, 6), Cell::Empty, "a jump leaves its origin empty");
    assert_eq!(j.to_string(), "6o/7/2x4/7/7/7/o5x o 8 3");
    let pass = fen("x--4/---4/---4/7/7/7/6o x 7 3").play(BlobMove::Pass);
    assert_eq!(pass.halfmoves(), 8);
}

#[test]
fn landing_converts_all_eight_neighbours_and_nothing_further() {
    // A jump from c2 to c4 lands in the middle of eight o blobs.
    let p = fen("7/7/1ooo3/1o1o3/1ooo2o/2x4/7 x 0 1");
    let after = p.play(p.parse_move("c2c4").unwrap());
    assert_eq!(after.count(Side::First), 9);
    assert_eq!(after.count(Side::Second), 1, "g3 is too far to convert");
    assert_eq!(after.to_string(), "7/7/1xxx3/1xxx3/1xxx2o/7/7 o 1 1");
}

#[test]
fn passing_while_a_move_exists_is_illegal() {
    let p = fen("startpos");
    assert!(p.try_play(BlobMove::Pass).is_err());
    assert!(p.parse_move("0000").is_err());
    let stuck = fen("x--4/---4/---4/7/7/7/6o x 0 1");
    assert_eq!(stuck.parse_move("0000"), Ok(BlobMove::Pass));
}

#[test]
fn moves_are_read_and_written_in_ataxx_notation() {
    let p = fen("startpos");
    let ms = moves(&p);
    assert_eq!(ms.len(), 16);
    for m in &ms {
        assert_eq!(p.parse_move(&m.to_string()), Ok(*m));
    }
    assert_eq!(p.parse_move("b6"), Ok(BlobMove::Clone(5 * 8 + 1)));
    assert_eq!(p.parse_move("a7c5"), Ok(BlobMove::Jump(6 * 8, 4 * 8 + 2)));
    for bad in ["a7a7", "a7d4", "h9", "zz", "", "a1c3", "g1e3x"] {
        let e = p.parse_move(bad).unwrap_err();
        assert!(e.to_string().contains("not a legal move"), "{bad}: {e}");
    }
}

#[test]
fn fen_round_trips_on_every_size_and_with_gaps() {
    for f in [
        "x5o/7/7/7/7/7/o5x x 0 1",
        "x1o/3/o1x o 3 9",
        "x6o/8/2-2-2/8/8/2-2-2/8/o6x x 0 1",
        "x2o/-2-/4/o1-x o 12 40",
        "xxxxxxxx/oooooooo/8/8/8/8/8/8 x 0 1",
    ] {
        assert_eq!(fen(f).to_string(), f);
    }
    // The clocks may be left out.
    assert_eq!(fen("x1o/3/o1x o").to_string(), "x1o/3/o1x o 0 1");
    for (rows, cols) in [(3u8, 3u8), (5, 5), (7, 7), (8, 8), (3, 8)] {
        let p = BlobWar::new(rows, cols).unwrap();
        assert_eq!(fen(&p.to_string()), p);
    }
}

#[test]
fn bad_fen_is_rejected_with_a_message_naming_the_problem() {
    for (bad, says) in [
        ("", "empty FEN"),
        ("x5o/7/7/7/7/7/o4x x 0 1", "row 7 has 6 squares"),
        ("x5o/7/7/7/7/7/o5q x 0 1", "unknown character 'q'"),
        ("x5o/7/7/7/7/7/o5x z 0 1", "unknown side"),
        ("x5o/7/7/7/7/7/o5x x -3 1", "half-move clock"),
        ("x5o/7/7/7/7/7/o5x x 0 y", "move number"),
        ("x5o/7/7/7/7/7/o5x x 0 1 extra", "unexpected"),
        ("xo/o1 x 0 1", "not supported"),
        ("9/9/9/9/9/9/9/9/9 x 0 1", "not supported"),
        ("x7o/9/9/9/9/9/9/o7x x 0 1", "not supported"),
    ] {
        let e = BlobWar::from_fen(bad).expect_err(bad);
        assert!(e.to_string().contains(says), "{bad}: {e}");
    }
}

#[test]
fn moves_from_a_blob_are_its_clones_and_jumps() {
    let p = fen("startpos");
    let from_a7 = p.moves_from(6 * 8);
    let clones = from_a7
        .iter()
        .filter(|m| matches!(m, BlobMove::Clone(_)))
        .count();
    let jumps = from_a7
        .iter()
        .filter(|m| matches!(m, BlobMove::Jump(..)))
        .count();
    assert_eq!((clones, jumps), (3, 5));
    assert!(p.moves_from(6 * 8 + 6).is_empty(), "g7 holds an o blob");
}

fn agree(p: &BlobWar, depth: u32) {
    let mut values = Vec::new();
    for a in Algorithm::ALL {
        let mut rng = StdRng::seed_from_u64(7);
        let r = search::search(a, p, &Limits::depth(depth), &mut rng).unwrap();
        let mv = r.best.expect("a move");
        assert!(moves(p).contains(&mv), "{a:?} plays an illegal {mv}");
        values.push(r.value);
    }
    assert!(
        values.iter().all(|&v| (v - values[0]).abs() < 1e-9),
        "{p}: depth {depth}: {values:?}"
    );
}

#[test]
fn all_five_algorithms_agree_on_blob_war_values() {
    for f in [
        "startpos",
        "x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1",
        "x2o/4/4/o2x x 0 1",
        "xxo/o1o/x1x o 0 1",
        "x--4/---4/---4/7/7/7/6o x 0 1",
    ] {
        for depth in 1..=3 {
            agree(&fen(f), depth);
        }
    }
}

#[test]
fn the_search_finds_the_capture_that_wins_at_once() {
    let p = fen("7/7/7/7/7/1o5/x6 x 0 1");
    for a in Algorithm::ALL {
        let mut rng = StdRng::seed_from_u64(1);
        let r = search::search(a, &p, &Limits::depth(3), &mut rng).unwrap();
        let after = p.play(r.best.unwrap());
        assert_eq!(after.outcome(), Some(Outcome::Win(Side::First)), "{a:?}");
    }
}
