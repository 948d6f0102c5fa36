//! Connect Four: perft from the standard start and on other boards against a plain array
//! implementation written here, both position notations (round trips, every rejection, no panic on
//! any string), and exact values of end-game positions against an independent solver.

use gametree::game::connect4::{C4Move, Connect4, MAX_TEXT};
use gametree::game::{Game, Outcome, SearchHints, Side};
use gametree::search::{self, Algorithm, Limits, Verdict, WIN};
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

/// A Connect Four board the plain way: a column-major array of cells, make/unmake, and a win
/// found by counting along the four directions through the last disc. No bitboards, nothing
/// shared with the crate.
#[derive(Clone, Debug)]
struct Plain {
    w: usize,
    h: usize,
    /// `cells[col][row]`, row 0 at the bottom: 0 empty, 1 x, 2 o.
    cells: Vec<Vec<u8>>,
    heights: Vec<usize>,
    moves: usize,
    won: bool,
}

impl Plain {
    fn new(w: usize, h: usize) -> Plain {
        Plain {
            w,
            h,
            cells: vec![vec![0; h]; w],
            heights: vec![0; w],
            moves: 0,
            won: false,
        }
    }

    fn to_move(&self) -> u8 {
        if self.moves.is_multiple_of(2) { 1 } else { 2 }
    }

    fn over(&self) -> bool {
        self.won || self.moves == self.w * self.h
    }

    fn can_drop(&self, col: usize) -> bool {
        self.heights[col] < self.h
    }

    /// Drops a disc of the side to move; true when it makes four.
    fn drop(&mut self, col: usize) -> bool {
        let me = self.to_move();
        let row = self.heights[col];
        self.cells[col][row] = me;
        self.heights[col] += 1;
        self.moves += 1;
        let (c, r) = (col as i64, row as i64);
        let mine = |c: i64, r: i64| {
            c >= 0
                && r >= 0
                && (c as usize) < self.w
                && (r as usize) < self.h
                && self.cells[c as usize][r as usize] == me
        };
        for (dc, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
            let mut n = 1;
            for sign in [1, -1] {
                let mut k = 1;
                while mine(c + sign * k * dc, r + sign * k * dr) {
                    n += 1;
                    k += 1;
                }
            }
            if n >= 4 {
                self.won = true;
            }
        }
        self.won
    }

    fn undo(&mut self, col: usize) {
        self.heights[col] -= 1;
        self.cells[col][self.heights[col]] = 0;
        self.moves -= 1;
        self.won = false;
    }

    fn perft(&mut self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.over() {
            return 0;
        }
        let mut n = 0;
        for col in 0..self.w {
            if self.can_drop(col) {
                self.drop(col);
                n += self.perft(depth - 1);
                self.undo(col);
            }
        }
        n
    }

    /// The board text, written from the cells.
    fn text(&self) -> String {
        let rows: Vec<String> = (0..self.h)
            .rev()
            .map(|r| {
                (0..self.w)
                    .map(|c| ['.', 'x', 'o'][self.cells[c][r] as usize])
                    .collect()
            })
            .collect();
        format!("{} {}", rows.join("/"), ['x', 'o'][self.moves % 2])
    }

    /// The exact value for the side to move (which must have a move): a win on ply `n` counted
    /// from here is `WIN − n`, a loss `−(WIN − n)`, a draw 0. Negamax with alpha-beta, columns
    /// from the centre out.
    fn solve(&mut self, ply: i64, mut alpha: i64, beta: i64) -> i64 {
        let win = WIN as i64;
        let mut order: Vec<usize> = (0..self.w).collect();
        order.sort_by_key(|&c| (2 * c as i64 - (self.w as i64 - 1)).abs());
        let mut best = i64::MIN;
        for col in order {
            if !self.can_drop(col) {
                continue;
            }
            let v = if self.drop(col) {
                win - (ply + 1)
            } else if self.over() {
                0
            } else {
                -self.solve(ply + 1, -beta, -alpha)
            };
            self.undo(col);
            best = best.max(v);
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        best
    }
}

fn seq(w: u8, h: u8, s: &str) -> Connect4 {
    Connect4::parse(w, h, s).unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn board(s: &str) -> Connect4 {
    Connect4::from_board(s).unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn err(r: Result<Connect4, gametree::game::ParseError>) -> String {
    match r {
        Ok(p) => panic!("accepted: {p}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn perft_from_the_standard_start_to_depth_9() {
    let p = Connect4::standard();
    let want = [
        7, 49, 343, 2401, 16807, 117_649, 823_536, 5_673_234, 39_394_572,
    ];
    let got: Vec<u64> = (1..=9).map(|d| p.perft(d)).collect();
    assert_eq!(got, want);
    assert_eq!(p.perft(0), 1);
    // The generic counter agrees where it is quick.
    for d in 0..=6 {
        assert_eq!(
            gametree::game::generic_perft(&p, d),
            p.perft(d),
            "depth {d}"
        );
    }
}

#[test]
fn perft_on_other_boards_matches_the_plain_implementation() {
    for (w, h, depth) in [
        (4, 4, 10),
        (5, 4, 8),
        (6, 5, 7),
        (8, 7, 6),
        (9, 6, 6),
        (12, 4, 5),
        (4, 12, 9),
        (7, 6, 7),
    ] {
        let p = Connect4::new(w, h).unwrap();
        let mut plain = Plain::new(w as usize, h as usize);
        for d in 1..=depth {
            assert_eq!(p.perft(d), plain.perft(d), "{w}x{h} depth {d}");
        }
    }
}

#[test]
fn board_sizes_are_checked() {
    for (w, h) in [
        (7, 6),
        (4, 4),
        (6, 5),
        (8, 7),
        (9, 6),
        (12, 4),
        (4, 12),
        (10, 5),
    ] {
        assert_eq!(Connect4::new(w, h).unwrap().geometry(), (w, h));
    }
    for (w, h) in [(3, 6), (7, 3), (8, 8), (13, 4), (4, 16), (0, 0), (255, 255)] {
        let e = Connect4::new(w, h).unwrap_err().to_string();
        assert!(e.contains(&format!("{w}x{h}")), "{e}");
    }
}

#[test]
fn move_sequences_play_the_columns_in_order() {
    let p = seq(7, 6, "4453");
    assert_eq!(
        p.to_string(),
        "......./......./......./......./...o.../..oxx.. x"
    );
    assert_eq!(p.moves_played(), 4);
    assert_eq!(p.side_to_move(), Side::First);
    assert_eq!(p.at(3, 0), Some(Side::First));
    assert_eq!(p.at(3, 1), Some(Side::Second));
    assert_eq!(p.at(4, 0), Some(Side::First));
    assert_eq!(p.at(2, 0), Some(Side::Second));
    assert_eq!(p.at(3, 2), None);
    assert_eq!(p.at(7, 0), None);
    assert_eq!(p.at(0, 6), None);
    assert_eq!(p.height_of(3), 2);
    assert_eq!(p.height_of(9), 0);
    assert_eq!(p.landing_row(3), Some(2));
    assert_eq!("4453".parse::<Connect4>().unwrap(), p);
    assert_eq!(seq(7, 6, " 4 4,5 3 "), p);
    for start in ["", "start", " START "] {
        assert_eq!(seq(7, 6, start), Connect4::standard());
    }
    // The first position of Pons' "end-easy" test set.
    let p = seq(7, 6, "2252576253462244111563365343671351441");
    assert_eq!(p.moves_played(), 37);
    assert_eq!(p.outcome(), None);
    // Continuing a position.
    assert_eq!(
        seq(7, 6, "44").play_sequence("53").unwrap(),
        seq(7, 6, "4453")
    );
    // Wide boards separate the columns.
    let p = seq(10, 5, "10 1 10");
    assert_eq!(p.height_of(9), 2);
    assert_eq!(p.height_of(0), 1);
    assert_eq!(
        seq(10, 5, "10"),
        Connect4::new(10, 5).unwrap().play(C4Move(9))
    );
}

#[test]
fn bad_sequences_name_the_ply() {
    let e = err(Connect4::parse(7, 6, "4444444"));
    assert_eq!(e, "ply 7: column 4 is full");
    let e = err(Connect4::parse(7, 6, "448"));
    assert_eq!(e, "ply 3: '8' is not a column (expected 1 to 7)");
    let e = err(Connect4::parse(7, 6, "440"));
    assert!(e.starts_with("ply 3: '0'"), "{e}");
    let e = err(Connect4::parse(7, 6, "12a"));
    assert!(e.starts_with("ply 3: 'a'"), "{e}");
    // x wins vertically on ply 7; the eighth disc is too many.
    let e = err(Connect4::parse(7, 6, "12121213"));
    assert_eq!(
        e,
        "ply 8: column 3 is played after the end of the game (x has won)"
    );
    assert_eq!(
        seq(7, 6, "1212121").outcome(),
        Some(Outcome::Win(Side::First))
    );
    let e = err(Connect4::parse(7, 6, "1 2 300"));
    assert!(e.starts_with("ply 3: '300'"), "{e}");
    let e = err(Connect4::parse(10, 5, "1011"));
    assert!(e.starts_with("ply 1: '1011'"), "{e}");
    // A full 4x4 board, then one more.
    let full = "1234123421433412";
    let p = seq(4, 4, full);
    assert_eq!(p.outcome(), Some(Outcome::Draw), "{p}");
    assert_eq!((p.perft(1), p.perft(2)), (0, 0));
    let e = err(Connect4::parse(4, 4, &format!("{full}1")));
    assert!(
        e.contains("ply 17") && e.contains("the board is full"),
        "{e}"
    );
    let e = err(Connect4::parse(7, 6, &"4".repeat(MAX_TEXT + 1)));
    assert!(e.contains("too long"), "{e}");
}

#[test]
fn board_texts_round_trip_and_give_the_side_to_move() {
    let text = "......./......./......./......./...o.../..oxx.. x";
    let p = board(text);
    assert_eq!(p.to_string(), text);
    assert_eq!(board("......./......./......./......./...o.../..oxx.."), p);
    assert_eq!(
        board("......./......./......./......./...O.../..OXX.. X"),
        p
    );
    assert_eq!(Connect4::parse(7, 6, text).unwrap(), p);
    let q = board("..../..../..../x... o");
    assert_eq!(q.geometry(), (4, 4));
    assert_eq!(q.side_to_move(), Side::Second);
    assert_eq!(q, seq(4, 4, "1"));
}

#[test]
fn unreachable_boards_are_rejected() {
    let cases = [
        (
            "......./......./......./......./...x.../....... o",
            "floats in column 4",
        ),
        (
            "......./......./......./......./......./xx..... o",
            "impossible disc counts",
        ),
        (
            "......./......./......./......./......./o...... x",
            "impossible disc counts",
        ),
        (
            "......./......./......./......./......./x...... x",
            "contradicts",
        ),
        (
            "......./......./......./......./......./x...... z",
            "unknown side",
        ),
        (
            "......./......./......./......./......./x...... o extra",
            "unexpected",
        ),
        (
            "......./......./......./......./......./x..q... o",
            "unknown cell 'q'",
        ),
        ("......./......./x......", "not supported"),
        ("......./......./......./......./......./x.....", "row 6"),
        (
            "......./......./......./......./ooo..../xxxx.o.",
            "yet the game went on",
        ),
        (
            "......./......./......./......./oooo.../xxxx...",
            "both sides",
        ),
        ("", "empty position"),
        ("   ", "empty position"),
        ("/", "not supported"),
    ];
    for (text, want) in cases {
        let e = err(Connect4::from_board(text));
        assert!(e.contains(want), "{text}: {e}");
        assert!(!e.contains('\n'), "{e}");
    }
    // A four with discs on top of all its cells was not made by the last disc.
    let e = err(Connect4::from_board(
        "......./......./......./......./ooxoxx./xxxxooo o",
    ));
    assert!(e.contains("no single last disc"), "{e}");
    // With one of them uncovered, it was.
    let p = board("......./......./......./......./o..oxx./xxxxooo o");
    assert_eq!(p.outcome(), Some(Outcome::Win(Side::First)));
    // Wrong size for the given board.
    let e = err(Connect4::parse(
        6,
        5,
        "......./......./......./......./......./.......",
    ));
    assert_eq!(e, "6 rows given, expected 5 for a 6x5 board");
    let e = err(Connect4::parse(
        6,
        5,
        "......./......./......./......./.......",
    ));
    assert_eq!(e, "row 1 ('.......') has 7 cells, expected 6");
}

#[test]
fn a_win_ends_the_game_and_its_line_is_found() {
    // Horizontal: x plays 1 2 3 4 on the bottom row, o on top of them.
    let p = seq(7, 6, "1122334");
    assert_eq!(p.outcome(), Some(Outcome::Win(Side::First)));
    assert_eq!(p.winning_line(), Some([(0, 0), (1, 0), (2, 0), (3, 0)]));
    assert_eq!(p.perft(1), 0);
    assert_eq!(Connect4::from_board(&p.to_string()).unwrap(), p);
    let mut moves = Vec::new();
    p.legal_moves(&mut moves);
    assert!(moves.is_empty());
    assert!(p.try_play(C4Move(5)).is_err());
    // Vertical for o.
    assert_eq!(seq(7, 6, "1212123").outcome(), None);
    let p = seq(7, 6, "12123252");
    assert_eq!(p.outcome(), Some(Outcome::Win(Side::Second)));
    assert_eq!(p.winning_line(), Some([(1, 0), (1, 1), (1, 2), (1, 3)]));
    // Both diagonals.
    assert_eq!(seq(7, 6, "1223343454").outcome(), None);
    let p = seq(7, 6, "12233434544");
    assert_eq!(p.outcome(), Some(Outcome::Win(Side::First)), "{p}");
    assert_eq!(p.winning_line(), Some([(0, 0), (1, 1), (2, 2), (3, 3)]));
    let p = seq(7, 6, "76655454344");
    assert_eq!(p.outcome(), Some(Outcome::Win(Side::First)), "{p}");
    assert_eq!(p.winning_line(), Some([(3, 3), (4, 2), (5, 1), (6, 0)]));
    assert_eq!(seq(7, 6, "44").winning_line(), None);
}

#[test]
fn moves_are_column_numbers() {
    let p = seq(7, 6, "444444");
    assert_eq!(C4Move(0).to_string(), "1");
    assert_eq!(p.parse_move(" 7 "), Ok(C4Move(6)));
    assert_eq!(
        p.parse_move("4").unwrap_err().to_string(),
        "column 4 is full"
    );
    assert!(
        p.parse_move("8")
            .unwrap_err()
            .to_string()
            .contains("expected 1 to 7")
    );
    assert!(p.parse_move("").is_err());
    assert!(
        p.parse_move(&"9".repeat(100_000))
            .unwrap_err()
            .to_string()
            .len()
            < 100
    );
    let mut moves = Vec::new();
    p.legal_moves(&mut moves);
    assert_eq!(moves, [0, 1, 2, 4, 5, 6].map(C4Move));
    let won = seq(7, 6, "1212121");
    assert_eq!(
        won.parse_move("3").unwrap_err().to_string(),
        "the game is over"
    );
}

/// Random play from `start` that never completes four, until `discs` are on the board (retrying
/// when a side has only winning moves left): end-game positions full of threats.
fn endgame(w: u8, h: u8, discs: u32, rng: &mut StdRng) -> Connect4 {
    'retry: loop {
        let mut p = Connect4::new(w, h).unwrap();
        while p.moves_played() < discs {
            let mut moves = Vec::new();
            p.legal_moves(&mut moves);
            moves.retain(|&m| p.play(m).outcome().is_none());
            if moves.is_empty() {
                continue 'retry;
            }
            p = p.play(moves[rng.random_range(0..moves.len())]);
        }
        return p;
    }
}

/// The plain board of a position, rebuilt from its text.
fn plain_of(p: &Connect4) -> Plain {
    let (w, h) = p.geometry();
    let text = p.to_string();
    let rows: Vec<&str> = text.split(' ').next().unwrap().split('/').collect();
    let mut plain = Plain::new(w.into(), h.into());
    for (i, row) in rows.iter().enumerate() {
        let r = h as usize - 1 - i;
        for (c, ch) in row.chars().enumerate() {
            plain.cells[c][r] = match ch {
                'x' => 1,
                'o' => 2,
                _ => 0,
            };
            if ch != '.' {
                plain.heights[c] += 1;
                plain.moves += 1;
            }
        }
    }
    assert_eq!(plain.text(), text);
    plain
}

fn verdict_of(value: i64) -> Verdict {
    let win = WIN as i64;
    if value > win / 2 {
        Verdict::Win((win - value) as u32)
    } else if value < -win / 2 {
        Verdict::Loss((win + value) as u32)
    } else {
        Verdict::Draw
    }
}

#[test]
fn negamax_ab_solves_endgames_exactly() {
    let mut rng = StdRng::seed_from_u64(4);
    let mut seen = [0; 3];
    for i in 0..48 {
        let discs = 24 + (i % 13);
        let p = endgame(7, 6, discs, &mut rng);
        let want = plain_of(&p).solve(0, i64::MIN + 1, i64::MAX);
        let r = search::search(Algorithm::NegamaxAb, &p, &Limits::unlimited(), &mut rng).unwrap();
        assert!(r.complete, "{p}");
        assert_eq!(r.value as i64, want, "{p}");
        assert_eq!(r.verdict, verdict_of(want), "{p}");
        // The chosen move keeps the value.
        let best = r.best.unwrap();
        let after = p.play(best);
        let v = match after.outcome() {
            Some(Outcome::Win(_)) => WIN as i64 - 1,
            Some(Outcome::Draw) => 0,
            None => {
                let v = plain_of(&after).solve(0, i64::MIN + 1, i64::MAX);
                // One ply further from the root, the other side's view.
                -(v - v.signum())
            }
        };
        assert_eq!(v, want, "{p}: {best}");
        seen[match r.verdict {
            Verdict::Win(_) => 0,
            Verdict::Draw => 1,
            _ => 2,
        }] += 1;
    }
    // The set holds wins, draws and losses.
    assert!(seen.iter().all(|&n| n > 0), "{seen:?}");
}

/// Pascal Pons' test set `Test_L3_R1` ("end-easy"), its first 21 lines: a move sequence and
/// its score, positive when the side to move wins, `(44 − N) / 2` rounded down for a win on ply
/// N of the game (the sooner, the higher), 0 for a draw.
const PONS_END_EASY: [(&str, i32); 21] = [
    ("2252576253462244111563365343671351441", -1),
    ("7422341735647741166133573473242566", 1),
    ("23163416124767223154467471272416755633", 0),
    ("71255763773133525731261364622167124446454", 0),
    ("65214673556155731566316327373221417", -1),
    ("52677675164321472411331752454", 0),
    ("3135151421347443544172316522225776773566", 0),
    ("562154564361751726662253737734213275114", 0),
    ("233377345754465174223731671122611552", 1),
    ("6763525635134453444361412671365712", -1),
    ("211376455663355325112113664364524722", 0),
    ("3146762114467714356347741621375222", -1),
    ("67152117737262713366376314254", 6),
    ("2762751722231276466633475674533", 5),
    ("3642756176227637211322113551637574556", 2),
    ("22647455554314246733661634615122372377511", 0),
    ("427566236745127177115664464254", 2),
    ("7172212567451542223676134464437761515", 0),
    ("641154574541323641152467137655232232366", 0),
    ("5775265212657176476365522624313714333", 2),
    ("3575316255751336464276636772271112", -3),
];

#[test]
fn negamax_ab_gives_the_published_scores_of_pons_end_easy_set() {
    let mut rng = StdRng::seed_from_u64(6);
    for (s, score) in PONS_END_EASY {
        let p = seq(7, 6, s);
        let n = p.moves_played() as i32;
        // The winner's disc lands on an odd ply for x, an even one for o.
        let x_to_move = n % 2 == 0;
        let want = match score {
            0 => Verdict::Draw,
            s => {
                let x_wins = (s > 0) == x_to_move;
                let ply = if x_wins { 43 } else { 44 } - 2 * s.abs();
                let k = (ply - n) as u32;
                if s > 0 {
                    Verdict::Win(k)
                } else {
                    Verdict::Loss(k)
                }
            }
        };
        let r = search::search(Algorithm::NegamaxAb, &p, &Limits::unlimited(), &mut rng).unwrap();
        assert_eq!(r.verdict, want, "{s}");
        assert_eq!(
            r.value as i64,
            plain_of(&p).solve(0, i64::MIN + 1, i64::MAX),
            "{s}"
        );
    }
}

#[test]
fn all_five_algorithms_agree_on_small_endgames() {
    let mut rng = StdRng::seed_from_u64(5);
    for i in 0..8 {
        let p = endgame(7, 6, 34 + (i % 3), &mut rng);
        let want = plain_of(&p).solve(0, i64::MIN + 1, i64::MAX);
        for algo in Algorithm::ALL {
            let r = search::search(algo, &p, &Limits::unlimited(), &mut rng).unwrap();
            assert_eq!(r.value as i64, want, "{algo} on {p}");
            assert_eq!(r.verdict, verdict_of(want), "{algo} on {p}");
        }
    }
    // And on a small board, from a few plies in.
    for s in ["1234", "2323", "1441", "22"] {
        let p = seq(5, 4, s);
        let want = plain_of(&p).solve(0, i64::MIN + 1, i64::MAX);
        for algo in [Algorithm::AlphaBeta, Algorithm::NegamaxAb] {
            let r = search::search(algo, &p, &Limits::unlimited(), &mut rng).unwrap();
            assert_eq!(r.value as i64, want, "{algo} on {p}");
        }
    }
}

#[test]
fn the_empty_4x4_board_is_a_draw() {
    let p = Connect4::new(4, 4).unwrap();
    let mut rng = StdRng::seed_from_u64(1);
    let r = search::search(Algorithm::NegamaxAb, &p, &Limits::unlimited(), &mut rng).unwrap();
    assert_eq!(r.verdict, Verdict::Draw);
    assert_eq!(r.value, 0.0);
    assert_eq!(plain_of(&p).solve(0, i64::MIN + 1, i64::MAX), 0);
}

#[test]
fn a_depth_limited_search_takes_a_win_and_blocks_a_threat() {
    let mut rng = StdRng::seed_from_u64(2);
    // x has three on the bottom row: it wins at once.
    let p = seq(7, 6, "112233");
    let r = search::search(Algorithm::NegamaxAb, &p, &Limits::depth(4), &mut rng).unwrap();
    assert_eq!(r.best, Some(C4Move(3)));
    assert_eq!(r.verdict, Verdict::Win(1));
    // o to move must block the fourth.
    let p = seq(7, 6, "15253");
    let r = search::search(Algorithm::NegamaxAb, &p, &Limits::depth(4), &mut rng).unwrap();
    assert_eq!(r.best, Some(C4Move(3)), "{p}");
}

/// Legal random games as column lists: each number picks among the columns still open.
fn games() -> impl Strategy<Value = (u8, u8, Vec<usize>)> {
    prop_oneof![
        Just((7u8, 6u8)),
        Just((4, 4)),
        Just((6, 5)),
        Just((9, 6)),
        Just((12, 4)),
        Just((4, 12))
    ]
    .prop_flat_map(|(w, h)| (Just(w), Just(h), prop::collection::vec(0usize..64, 0..64)))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn no_string_makes_a_parser_panic(s in "\\PC{0,80}") {
        let _ = s.parse::<Connect4>();
        let _ = Connect4::parse(6, 5, &s);
        let _ = Connect4::from_board(&s);
        let _ = Connect4::standard().parse_move(&s);
        let _ = Connect4::new(10, 5).unwrap().play_sequence(&s);
    }

    #[test]
    fn near_miss_strings_are_read_or_rejected_in_one_line(
        s in "[xoXO./1-9, ]{0,70}( [xo])?",
    ) {
        for r in [s.parse::<Connect4>(), Connect4::parse(4, 4, &s), Connect4::parse(9, 6, &s)] {
            match r {
                Ok(p) => {
                    // What was read prints back to itself.
                    let again: Connect4 = p.to_string().parse().unwrap();
                    prop_assert_eq!(again, p);
                    prop_assert_eq!(again.outcome(), p.outcome());
                }
                Err(e) => {
                    let e = e.to_string();
                    prop_assert!(!e.contains('\n') && e.len() < 200, "{}", e);
                }
            }
        }
    }

    #[test]
    fn long_input_is_rejected_early(n in (MAX_TEXT + 1)..100_000usize) {
        let s = "4".repeat(n);
        prop_assert!(s.parse::<Connect4>().unwrap_err().to_string().contains("too long"));
        let b = "./".repeat(n / 2 + 1);
        prop_assert!(Connect4::from_board(&b).unwrap_err().to_string().contains("too long"));
    }

    #[test]
    fn random_games_agree_with_the_plain_board((w, h, picks) in games()) {
        let mut p = Connect4::new(w, h).unwrap();
        let mut plain = Plain::new(w.into(), h.into());
        let mut played = String::new();
        for pick in picks {
            if p.outcome().is_some() {
                break;
            }
            let mut moves = Vec::new();
            p.legal_moves(&mut moves);
            let open: Vec<usize> = (0..plain.w).filter(|&c| plain.can_drop(c)).collect();
            prop_assert_eq!(moves.iter().map(|m| usize::from(m.0)).collect::<Vec<_>>(), open);
            let m = moves[pick % moves.len()];
            p = p.play(m);
            plain.drop(m.0.into());
            played.push_str(&format!("{} ", m));
            prop_assert_eq!(p.to_string(), plain.text());
            prop_assert_eq!(p.outcome().is_some(), plain.over());
            prop_assert_eq!(p.moves_played() as usize, plain.moves);
        }
        for c in 0..w {
            prop_assert_eq!(usize::from(p.height_of(c)), plain.heights[c as usize]);
        }
        // Both notations read back the same position.
        prop_assert_eq!(Connect4::from_board(&p.to_string()).unwrap(), p);
        let again = Connect4::parse(w, h, &played).unwrap();
        prop_assert_eq!(again, p);
        prop_assert_eq!(again.outcome(), p.outcome());
        if let Some(Outcome::Win(s)) = p.outcome() {
            let line = p.winning_line().unwrap();
            prop_assert!(line.iter().all(|&(c, r)| p.at(c, r) == Some(s)));
            let (dc, dr) = (
                i32::from(line[1].0) - i32::from(line[0].0),
                i32::from(line[1].1) - i32::from(line[0].1),
            );
            for k in 1..4 {
                prop_assert_eq!(i32::from(line[k].0) - i32::from(line[k - 1].0), dc);
                prop_assert_eq!(i32::from(line[k].1) - i32::from(line[k - 1].1), dr);
            }
        } else {
            prop_assert_eq!(p.winning_line(), None);
        }
    }
}

#[test]
fn a_column_outside_the_board_is_never_playable() {
    let p = Connect4::standard();
    for col in [7, 8, 15, 16, 200, 255] {
        assert!(!p.can_play(col));
        assert_eq!(p.landing_row(col), None);
        assert_eq!(p.height_of(col), 0);
        assert!(p.try_play(C4Move(col)).is_err());
        // Ordering an impossible move is harmless too.
        let _ = p.order_hint(C4Move(col));
    }
}
