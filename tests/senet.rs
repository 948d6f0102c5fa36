//! Senet against `rules/senet.md`: one test per rule on hand-built positions (given as position
//! text), the exact position text after each move, the malformed texts, and perft of the start.

use gametree::game::senet::*;
use gametree::game::{Game, Outcome, Side};

/// Position text with white on `white`, black on `black`, `side` to move and `throw` (`-` for none).
fn text(white: &[u8], black: &[u8], side: char, throw: char) -> String {
    let mut cells = ['.'; 30];
    for &s in white {
        cells[usize::from(s) - 1] = 'w';
    }
    for &s in black {
        cells[usize::from(s) - 1] = 'b';
    }
    let board: String = cells.iter().collect();
    format!("{board} {side} {throw}")
}

fn pos(white: &[u8], black: &[u8], side: char, throw: char) -> Senet {
    let t = text(white, black, side, throw);
    Senet::parse(&t).unwrap_or_else(|e| panic!("'{t}' should parse: {e}"))
}

fn moves(g: &Senet) -> Vec<SenetMove> {
    let mut v = Vec::new();
    g.legal_moves(&mut v);
    v
}

/// Plays `mv`, which must be legal, and returns the position text after it.
fn after(g: &Senet, mv: SenetMove) -> String {
    g.try_play(mv)
        .unwrap_or_else(|e| panic!("{mv} in {g}: {e}"))
        .to_string()
}

// ---------------------------------------------------------------- position text

#[test]
fn start_position_text_round_trips() {
    let s = Senet::start();
    assert_eq!(s.to_string(), "wbwbwbwbwbwbwb................ w -");
    assert_eq!(
        Senet::parse("wbwbwbwbwbwbwb................ w -"),
        Ok(s),
        "parse of the start text"
    );
    for t in [
        "w............................b b 3",
        "....w.....bb.........w...w..bw w 5",
        ".............................w b -",
    ] {
        let p = Senet::parse(t).unwrap_or_else(|e| panic!("{t}: {e}"));
        assert_eq!(p.to_string(), t);
    }
}

#[test]
fn start_has_white_on_odd_and_black_on_even_squares_white_to_throw() {
    let s = Senet::start();
    for sq in 1..=14 {
        let expect = if sq % 2 == 1 {
            Side::First
        } else {
            Side::Second
        };
        assert_eq!(s.at(sq), Some(expect), "square {sq}");
    }
    for sq in 15..=30 {
        assert_eq!(s.at(sq), None, "square {sq}");
    }
    assert_eq!(s.at(0), None);
    assert_eq!(s.at(31), None);
    assert_eq!(s.side_to_move(), Side::First);
    assert!(s.is_chance());
    assert_eq!(s.throw(), None);
    assert_eq!(s.borne_off(Side::First), 0);
    assert_eq!(s.borne_off(Side::Second), 0);
}

#[test]
fn malformed_position_texts_are_rejected() {
    let good = "wbwbwbwbwbwbwb................ w -";
    assert!(Senet::parse(good).is_ok());
    for (bad, why) in [
        ("wbwbwbwbwbwbwb............... w -", "29 cells"),
        ("wbwbwbwbwbwbwb................. w -", "31 cells"),
        ("wbwbwbwbwbwbwx................ w -", "unknown letter"),
        ("WBwbwbwbwbwbwb................ w -", "upper-case letters"),
        ("wbwbwbwbwbwbwbw............... w -", "8 white pieces"),
        ("wbwbwbwbwbwbwb.b.............. w -", "8 black pieces"),
        ("w.........................w... b -", "a piece on 27"),
        ("..........................b... w 2", "a black piece on 27"),
        (
            ".............................. w -",
            "neither side on the board",
        ),
        ("wbwbwbwbwbwbwb................ x -", "bad side"),
        ("wbwbwbwbwbwbwb................ W -", "upper-case side"),
        ("wbwbwbwbwbwbwb................ w 0", "throw 0"),
        ("wbwbwbwbwbwbwb................ w 6", "throw 6"),
        ("wbwbwbwbwbwbwb................ w x", "throw x"),
        ("wbwbwbwbwbwbwb................ w", "missing throw"),
        ("wbwbwbwbwbwbwb................", "missing side and throw"),
        ("wbwbwbwbwbwbwb................ w - 3", "extra part"),
        ("", "empty text"),
    ] {
        let r = Senet::parse(bad);
        assert!(r.is_err(), "{why}: '{bad}' was accepted as {r:?}");
        let msg = r.err().map(|e| e.to_string()).unwrap_or_default();
        assert!(!msg.is_empty(), "{why}: empty message");
    }
}

#[test]
fn error_messages_name_the_problem() {
    let msg = |t: &str| {
        Senet::parse(t)
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default()
    };
    assert!(msg("wbwb w -").contains("4 cells"));
    assert!(msg("wbwbwbwbwbwbwx................ w -").contains("'x'"));
    assert!(msg("wbwbwbwbwbwbwbw............... w -").contains("8 white"));
    assert!(msg("w.........................w... b -").contains("27"));
    assert!(msg("wbwbwbwbwbwbwb................ q -").contains("'q'"));
    assert!(msg("wbwbwbwbwbwbwb................ w 9").contains("'9'"));
}

// ---------------------------------------------------------------- throws

#[test]
fn probabilities_sum_to_one_and_are_4_6_4_1_1_sixteenths() {
    let sum: f64 = PROBABILITIES.iter().sum();
    assert!((sum - 1.0).abs() < 1e-12);
    assert_eq!(
        PROBABILITIES,
        [4.0 / 16.0, 6.0 / 16.0, 4.0 / 16.0, 1.0 / 16.0, 1.0 / 16.0]
    );
    let s = Senet::start();
    let throws = moves(&s);
    assert_eq!(throws, (1..=5).map(SenetMove::Throw).collect::<Vec<_>>());
    let total: f64 = throws.iter().map(|&m| s.probability(m)).sum();
    assert!((total - 1.0).abs() < 1e-12);
    assert_eq!(s.probability(SenetMove::Throw(2)), 6.0 / 16.0);
    assert_eq!(s.probability(SenetMove::Throw(5)), 1.0 / 16.0);
}

#[test]
fn a_throw_keeps_the_side_and_makes_a_decision_node() {
    let s = Senet::start();
    assert_eq!(
        after(&s, SenetMove::Throw(3)),
        "wbwbwbwbwbwbwb................ w 3"
    );
    let d = s.play(SenetMove::Throw(3));
    assert!(!d.is_chance());
    assert_eq!(d.throw(), Some(3));
    assert_eq!(d.side_to_move(), Side::First);
    assert_eq!(d, s.with_throw(3));
}

#[test]
fn moves_and_throws_print_as_the_notation_and_parse_back() {
    assert_eq!(SenetMove::Throw(4).to_string(), "t4");
    assert_eq!(SenetMove::Move(12).to_string(), "12");
    assert_eq!(SenetMove::Pass.to_string(), "pass");
    let s = Senet::start();
    assert_eq!(s.parse_move("t2"), Ok(SenetMove::Throw(2)));
    assert!(s.parse_move("7").is_err(), "no move at a chance node");
    let d = s.with_throw(1);
    assert_eq!(d.parse_move("13"), Ok(SenetMove::Move(13)));
    assert!(d.parse_move("2").is_err(), "black's piece");
    assert!(d.parse_move("pass").is_err(), "moves exist");
}

#[test]
fn start_throws_give_7_1_7_2_7_moves() {
    let s = Senet::start();
    let counts: Vec<usize> = (1..=5).map(|t| s.with_throw(t).movable().len()).collect();
    assert_eq!(counts, [7, 1, 7, 2, 7]);
    assert_eq!(s.with_throw(2).movable(), [13]);
    assert_eq!(s.with_throw(4).movable(), [11, 13]);
}

// ---------------------------------------------------------------- own pieces and attacks

#[test]
fn a_piece_cannot_land_on_an_own_piece() {
    let g = pos(&[5, 8, 20], &[2], 'w', '3');
    assert_eq!(g.movable(), [8, 20]);
    assert_eq!(g.destination(5), None, "5 has no move");
}

#[test]
fn a_lone_enemy_piece_can_be_attacked() {
    let g = pos(&[5], &[8, 12], 'w', '3');
    assert_eq!(g.movable(), [5]);
    assert_eq!(g.destination(5), Some(8));
}

#[test]
fn a_protected_pair_cannot_be_attacked() {
    let g = pos(&[5, 20], &[8, 9], 'w', '3');
    assert_eq!(g.movable(), [20]);
    // Protected from behind as well: 10 with 9 next to it.
    let g = pos(&[7, 20], &[9, 10], 'w', '3');
    assert_eq!(g.movable(), [20]);
}

#[test]
fn swap_puts_enemy_on_attackers_square() {
    let g = pos(&[5], &[8, 12], 'w', '3');
    assert_eq!(
        after(&g, SenetMove::Move(5)),
        text(&[8], &[5, 12], 'b', '-')
    );
    assert_eq!(
        after(&g, SenetMove::Move(5)),
        "....b..w...b.................. b -"
    );
}

#[test]
fn a_swap_on_26_to_30_puts_the_enemy_on_the_attackers_square_not_on_15() {
    // Black on 28 is alone (27 is always empty): white from 26 with a 2 swaps it to 26.
    let g = pos(&[26], &[3, 28], 'w', '2');
    assert_eq!(g.movable(), [26]);
    assert_eq!(
        after(&g, SenetMove::Move(26)),
        text(&[28], &[3, 26], 'b', '-')
    );
    // Attacking 26 from 23 sends the black piece to 23.
    let g = pos(&[23], &[26, 3], 'w', '3');
    assert_eq!(
        after(&g, SenetMove::Move(23)),
        text(&[26], &[3, 23], 'b', '-')
    );
}

#[test]
fn neighbours_across_row_bends_protect() {
    // 10|11: black on 10 and 11 protect each other.
    let g = pos(&[7, 2], &[10, 11], 'w', '3');
    assert_eq!(g.movable(), [2], "10 is protected by 11");
    let g = pos(&[7, 2], &[10, 11], 'w', '4');
    assert_eq!(g.movable(), [2], "11 is protected by 10");
    // 20|21.
    let g = pos(&[17, 2], &[20, 21], 'w', '3');
    assert_eq!(g.movable(), [2], "20 is protected by 21");
    let g = pos(&[18, 2], &[20, 21], 'w', '3');
    assert_eq!(g.movable(), [2], "21 is protected by 20");
}

#[test]
fn square_26_is_protected_only_by_25_and_28_only_by_29() {
    // Black on 26 and 28 are two apart (27 between): neither protects the other.
    let g = pos(&[24], &[26, 28], 'w', '2');
    assert_eq!(g.movable(), [24]);
    assert_eq!(
        after(&g, SenetMove::Move(24)),
        text(&[26], &[24, 28], 'b', '-')
    );
    let g = pos(&[24], &[25, 26], 'w', '2');
    assert_eq!(g.movable(), Vec::<u8>::new(), "25 protects 26");
    let g = pos(&[26], &[28, 29], 'w', '2');
    assert_eq!(g.movable(), Vec::<u8>::new(), "29 protects 28");
}

#[test]
fn square_30_is_protected_only_by_29() {
    let g = pos(&[26], &[29, 30], 'w', '4');
    assert_eq!(g.movable(), Vec::<u8>::new());
    let g = pos(&[26], &[28, 30], 'w', '4');
    assert_eq!(g.movable(), [26]);
    assert_eq!(
        after(&g, SenetMove::Move(26)),
        text(&[30], &[26, 28], 'b', '-')
    );
}

// ---------------------------------------------------------------- blockade

#[test]
fn three_in_a_row_block_passing() {
    let g = pos(&[5, 20], &[6, 7, 8], 'w', '4');
    assert_eq!(g.movable(), [20], "5 may not pass 6-7-8 to 9");
    let g = pos(&[5, 20], &[6, 7, 8], 'w', '5');
    assert_eq!(g.movable(), [20], "5 may not pass 6-7-8 to 10");
    let g = pos(&[5, 20], &[6, 7, 8, 9], 'w', '5');
    assert_eq!(g.movable(), [20], "four in a row block too");
}

#[test]
fn two_in_a_row_do_not_block() {
    let g = pos(&[5], &[6, 7], 'w', '3');
    assert_eq!(g.movable(), [5]);
    assert_eq!(after(&g, SenetMove::Move(5)), text(&[8], &[6, 7], 'b', '-'));
    // Two pairs with a gap are no blockade either.
    let g = pos(&[5], &[6, 7, 9, 10], 'w', '5');
    assert_eq!(g.movable(), Vec::<u8>::new(), "10 is protected by 9");
    let g = pos(&[4], &[5, 6, 8, 9], 'w', '5');
    assert_eq!(g.movable(), Vec::<u8>::new(), "9 is protected by 8");
    let g = pos(&[4], &[5, 6, 8], 'w', '5');
    assert_eq!(g.movable(), [4], "5,6 and 8 are not three in a row");
}

#[test]
fn own_pieces_never_block() {
    let g = pos(&[5, 6, 7, 8], &[20], 'w', '4');
    assert_eq!(g.movable(), [5, 6, 7, 8]);
}

#[test]
fn a_blockade_does_not_stop_a_piece_moving_out_of_it_or_landing_behind_it() {
    // White's 6 is inside nothing; black 7,8,9 block only pieces passing over all three.
    let g = pos(&[6, 2], &[7, 8, 9], 'w', '1');
    assert_eq!(g.movable(), [2], "7 is protected");
    let g = pos(&[2], &[7, 8, 9], 'w', '4');
    assert_eq!(g.movable(), [2], "2 to 6 passes over none of them");
}

// ---------------------------------------------------------------- House of Happiness

#[test]
fn pieces_must_stop_on_26() {
    let g = pos(&[24], &[3], 'w', '3');
    assert_eq!(moves(&g), [SenetMove::Pass], "24 + 3 = 27 passes 26");
    let g = pos(&[24], &[3], 'w', '2');
    assert_eq!(g.movable(), [24]);
    assert_eq!(after(&g, SenetMove::Move(24)), text(&[26], &[3], 'b', '-'));
    let g = pos(&[22], &[3], 'w', '5');
    assert_eq!(moves(&g), [SenetMove::Pass]);
    let g = pos(&[25], &[3], 'w', '1');
    assert_eq!(g.destination(25), Some(26));
}

#[test]
fn from_26_a_one_falls_into_the_water_and_returns_to_15() {
    let g = pos(&[26], &[3], 'w', '1');
    assert_eq!(g.movable(), [26]);
    assert_eq!(g.destination(26), Some(WATER));
    assert_eq!(after(&g, SenetMove::Move(26)), text(&[15], &[3], 'b', '-'));
}

#[test]
fn the_water_move_is_chosen_freely_even_when_others_exist() {
    let g = pos(&[5, 26], &[3], 'w', '1');
    assert_eq!(g.movable(), [5, 26]);
    assert_eq!(
        after(&g, SenetMove::Move(26)),
        text(&[5, 15], &[3], 'b', '-')
    );
}

#[test]
fn water_return_takes_nearest_empty_square_before_15() {
    let g = pos(&[15, 26], &[14, 10], 'w', '1');
    assert_eq!(
        after(&g, SenetMove::Move(26)),
        text(&[13, 15], &[10, 14], 'b', '-')
    );
    // Skips squares of either colour.
    let g = pos(&[13, 15, 26], &[12, 14], 'w', '1');
    assert_eq!(
        after(&g, SenetMove::Move(26)),
        text(&[11, 13, 15], &[12, 14], 'b', '-')
    );
}

#[test]
fn from_26_a_two_three_four_land_on_28_29_30_and_a_five_bears_off() {
    let g = pos(&[26], &[3], 'w', '2');
    assert_eq!(g.destination(26), Some(28));
    let g = pos(&[26], &[3], 'w', '3');
    assert_eq!(g.destination(26), Some(29));
    let g = pos(&[26], &[3], 'w', '4');
    assert_eq!(g.destination(26), Some(30));
    let g = pos(&[26, 4], &[3], 'w', '5');
    assert_eq!(g.movable(), [4, 26]);
    assert_eq!(g.destination(26), None, "bears off");
    assert_eq!(after(&g, SenetMove::Move(26)), text(&[4], &[3], 'b', '-'));
    assert_eq!(g.play(SenetMove::Move(26)).borne_off(Side::First), 6);
}

#[test]
fn from_26_two_enemies_on_28_29_do_not_block_a_four() {
    let g = pos(&[26], &[28, 29], 'w', '4');
    assert_eq!(g.movable(), [26]);
    assert_eq!(
        after(&g, SenetMove::Move(26)),
        text(&[30], &[28, 29], 'b', '-')
    );
}

#[test]
fn bearing_off_from_26_with_5_blocked_by_three_on_28_30() {
    let g = pos(&[26], &[28, 29, 30], 'w', '5');
    assert_eq!(moves(&g), [SenetMove::Pass]);
    let g = pos(&[26], &[28, 30], 'w', '5');
    assert_eq!(g.movable(), [26], "28 and 30 are not three in a row");
    let g = pos(&[26], &[29, 30], 'w', '5');
    assert_eq!(g.movable(), [26]);
}

// ---------------------------------------------------------------- 28, 29, 30

/// The throws with which the white piece on `sq` (white also on 2, black on 3) may move.
fn throws_that_move(sq: u8) -> Vec<u8> {
    (1..=5)
        .filter(|&t| {
            let g = pos(&[2, sq], &[9], 'w', char::from(b'0' + t));
            g.movable().contains(&sq)
        })
        .collect()
}

#[test]
fn from_28_only_a_three_bears_off() {
    assert_eq!(throws_that_move(28), [3]);
    let g = pos(&[2, 28], &[9], 'w', '3');
    assert_eq!(g.destination(28), None);
    assert_eq!(after(&g, SenetMove::Move(28)), text(&[2], &[9], 'b', '-'));
}

#[test]
fn from_29_only_a_two() {
    assert_eq!(throws_that_move(29), [2]);
    let g = pos(&[2, 29], &[9], 'w', '2');
    assert_eq!(after(&g, SenetMove::Move(29)), text(&[2], &[9], 'b', '-'));
}

#[test]
fn from_30_any_throw() {
    assert_eq!(throws_that_move(30), [1, 2, 3, 4, 5]);
    let g = pos(&[2, 30], &[9], 'w', '4');
    assert_eq!(after(&g, SenetMove::Move(30)), text(&[2], &[9], 'b', '-'));
}

#[test]
fn no_piece_ever_moves_to_27_or_from_it() {
    for t in 1..=5 {
        assert_eq!(landing(27, t), None);
        for s in 1..=25 {
            assert_ne!(landing(s, t), Some(Landing::Square(WATER)));
        }
    }
}

#[test]
fn moves_from_28_to_30_are_never_blocked() {
    // Bearing off from 28-30 passes nothing; enemy pieces anywhere do not stop it.
    let g = pos(&[28], &[29, 30, 26], 'w', '3');
    assert_eq!(g.movable(), [28]);
}

#[test]
fn unmoved_pieces_on_28_to_30_go_back_to_15_at_end_of_turn() {
    let g = pos(&[5, 28], &[20], 'w', '1');
    assert_eq!(g.movable(), [5]);
    assert_eq!(
        after(&g, SenetMove::Move(5)),
        text(&[6, 15], &[20], 'b', '-')
    );
    // Several: 29 bears off with the 2; 28 goes to 15, then 30 to the nearest empty before it.
    let g = pos(&[5, 28, 29, 30], &[14, 20], 'w', '2');
    assert_eq!(g.movable(), [5, 29, 30]);
    assert_eq!(
        after(&g, SenetMove::Move(29)),
        text(&[5, 13, 15], &[14, 20], 'b', '-')
    );
    // Moving another piece: all three go back.
    assert_eq!(
        after(&g, SenetMove::Move(5)),
        text(&[7, 12, 13, 15], &[14, 20], 'b', '-')
    );
}

#[test]
fn returns_come_after_the_move_and_its_fall_into_the_water() {
    // 26 falls in and takes 15 first; then 28 goes back to 14.
    let g = pos(&[26, 28], &[3], 'w', '1');
    assert_eq!(g.movable(), [26]);
    assert_eq!(
        after(&g, SenetMove::Move(26)),
        text(&[14, 15], &[3], 'b', '-')
    );
}

#[test]
fn a_piece_arriving_on_28_stays_until_its_next_turn() {
    let g = pos(&[26, 4], &[9], 'w', '2');
    let g = g.play(SenetMove::Move(26));
    assert_eq!(g.to_string(), text(&[4, 28], &[9], 'b', '-'));
    // Black's turn does not touch it.
    let g = g.play(SenetMove::Throw(1)).play(SenetMove::Move(9));
    assert_eq!(g.to_string(), text(&[4, 28], &[10], 'w', '-'));
    // On white's next turn it must leave: with a 1 it cannot, so it goes back to 15.
    let g = g.play(SenetMove::Throw(1));
    assert_eq!(g.movable(), [4]);
    assert_eq!(
        after(&g, SenetMove::Move(4)),
        text(&[5, 15], &[10], 'b', '-')
    );
}

#[test]
fn a_piece_arriving_on_29_or_30_from_26_also_stays() {
    let g = pos(&[26, 30], &[9], 'w', '3');
    // The piece already on 30 goes back; the one arriving on 29 stays.
    assert_eq!(
        after(&g, SenetMove::Move(26)),
        text(&[15, 29], &[9], 'b', '-')
    );
}

#[test]
fn returns_also_happen_after_a_pass() {
    let g = pos(&[29], &[3], 'w', '1');
    assert_eq!(moves(&g), [SenetMove::Pass]);
    assert_eq!(after(&g, SenetMove::Pass), text(&[15], &[3], 'b', '-'));
    let g = pos(&[28, 29, 30], &[15], 'b', '1');
    assert_eq!(moves(&g), [SenetMove::Move(15)]);
    let g = pos(&[28, 29], &[15], 'w', '1');
    assert_eq!(moves(&g), [SenetMove::Pass]);
    assert_eq!(after(&g, SenetMove::Pass), text(&[13, 14], &[15], 'b', '-'));
}

#[test]
fn a_piece_swapped_off_28_by_the_opponent_is_free_again() {
    // White on 28 (arrived earlier); black attacks it from 26 with a 2.
    let g = pos(&[28, 2], &[26, 9], 'b', '2');
    assert_eq!(g.movable(), [9, 26]);
    let g = g.play(SenetMove::Move(26));
    assert_eq!(g.to_string(), text(&[2, 26], &[9, 28], 'w', '-'));
    // White's next turn: the piece now on 26 is an ordinary piece, nothing returns.
    let g = g.play(SenetMove::Throw(1));
    assert_eq!(
        after(&g, SenetMove::Move(2)),
        text(&[3, 26], &[9, 28], 'b', '-')
    );
}

#[test]
fn only_the_side_to_moves_pieces_on_28_to_30_go_back() {
    let g = pos(&[5], &[28, 9], 'w', '1');
    assert_eq!(
        after(&g, SenetMove::Move(5)),
        text(&[6], &[9, 28], 'b', '-')
    );
}

// ---------------------------------------------------------------- pass and the end

#[test]
fn pass_when_no_move() {
    // White's only piece is stuck behind three black pieces.
    let g = pos(&[5], &[6, 7, 8, 20], 'w', '4');
    assert_eq!(moves(&g), [SenetMove::Pass]);
    assert!(g.movable().is_empty());
    assert_eq!(
        after(&g, SenetMove::Pass),
        text(&[5], &[6, 7, 8, 20], 'b', '-')
    );
    assert_eq!(g.parse_move("pass"), Ok(SenetMove::Pass));
}

#[test]
fn bearing_off_the_last_piece_wins() {
    let g = pos(&[30], &[3], 'w', '1');
    let end = g.play(SenetMove::Move(30));
    assert_eq!(end.to_string(), text(&[], &[3], 'b', '-'));
    assert_eq!(end.outcome(), Some(Outcome::Win(Side::First)));
    assert_eq!(end.borne_off(Side::First), 7);
    assert!(!end.is_chance());
    assert!(moves(&end).is_empty());
}

#[test]
fn side_with_no_pieces_has_won() {
    for side in ['w', 'b'] {
        for throw in ['-', '3'] {
            let g = pos(&[], &[3, 20], side, throw);
            assert_eq!(g.outcome(), Some(Outcome::Win(Side::First)));
            assert!(!g.is_chance());
            assert!(moves(&g).is_empty());
            assert!(g.movable().is_empty());
            assert_eq!(g.perft(0), 1);
            assert_eq!(g.perft(1), 0);
            let g = pos(&[4], &[], side, throw);
            assert_eq!(g.outcome(), Some(Outcome::Win(Side::Second)));
            assert!(moves(&g).is_empty());
        }
    }
    assert!(Senet::start().outcome().is_none());
}

// ---------------------------------------------------------------- evaluation

#[test]
fn evaluation_is_seed_002_progress_from_the_side_to_moves_view() {
    // White 1+3+…+13 = 49, black 2+4+…+14 = 56.
    let s = Senet::start();
    assert_eq!(s.evaluate(), -7.0);
    assert_eq!(s.with_throw(2).evaluate(), -7.0);
    let b = Senet::parse("wbwbwbwbwbwbwb................ b -").ok();
    assert_eq!(b.map(|b| b.evaluate()), Some(7.0));
    // White with 6 borne off (240) and one on 20; black with 7 on 1..=7 (28).
    let g = pos(&[20], &[1, 2, 3, 4, 5, 6, 7], 'w', '-');
    assert_eq!(g.evaluate(), 260.0 - 28.0);
}

// ---------------------------------------------------------------- perft

#[test]
fn perft_counts_turns_from_the_start() {
    let s = Senet::start();
    assert_eq!(s.perft(0), 1);
    assert_eq!(s.perft(1), 24);
    assert_eq!(s.perft(2), 435);
    assert_eq!(s.perft(3), 7363);
}

#[test]
fn perft_4_of_the_start_is_123105() {
    assert_eq!(Senet::start().perft(4), 123_105);
}

#[test]
fn perft_from_a_known_throw_has_only_that_throw_first() {
    let s = Senet::start();
    let by_throw: u64 = (1..=5u8).map(|t| s.with_throw(t).perft(2)).sum();
    assert_eq!(by_throw, 435);
    assert_eq!(s.with_throw(2).perft(1), 1);
    assert_eq!(s.with_throw(5).perft(1), 7);
}

#[test]
fn perft_counts_passes_as_turns_and_games_ended_early_as_nothing() {
    // White's only piece on 5 behind black 6-7-8: 1, 2, 3 hit protected pieces, 4 and 5 would
    // pass the blockade. Five throws, five passes: five turns.
    let g = pos(&[5], &[6, 7, 8], 'w', '-');
    assert_eq!(g.perft(1), 5);
    // White bears off its last piece with any throw: the game ends after one turn.
    let g = pos(&[30], &[3], 'w', '-');
    assert_eq!(g.perft(1), 5);
    assert_eq!(g.perft(2), 0);
}
