//! The rules' reasons a text is not a position, a move or a name, pinned word for word: the
//! command line prints them as they are here (in English, whatever the window's language).

use gametree::app::reason;
use gametree::app::seat::{AnyMove, AnyPosition, Variant};
use gametree::game::blobwar::BlobWar;
use gametree::game::connect4::{C4Move, Connect4};
use gametree::game::mnk::Mnk;
use gametree::game::senet::Senet;
use gametree::game::{Game, ParseError};
use gametree::i18n::{self, Locale};
use gametree::search::{Algorithm, Enhancements};

/// The reason `r` was refused.
fn why<T: std::fmt::Debug>(r: Result<T, ParseError>) -> ParseError {
    match r {
        Ok(v) => panic!("accepted: {v:?}"),
        Err(e) => e,
    }
}

/// A reason from each kind of text refused, with the reason as the command line prints it.
fn cases() -> Vec<(ParseError, &'static str)> {
    let ttt = Mnk::tictactoe();
    let c4 = Connect4::standard();
    let c4p = |t: &str| why(Connect4::parse(7, 6, t));
    let mnk = |t: &str| why(Mnk::parse(3, 3, 3, t));
    let fen = |t: &str| why(BlobWar::from_fen(t));
    let senet = |t: &str| why(Senet::parse(t));
    vec![
        (
            mnk(" "),
            "empty position (expected rows like 'x../.o./...')",
        ),
        (mnk("../.. x y"), "unexpected 'y' after the side to move"),
        (mnk("x../..."), "2 rows given, expected 3 for a 3x3 board"),
        (mnk("x../.o/..."), "row 2 ('.o') has 2 cells, expected 3"),
        (
            mnk("x../.é./..."),
            "unknown cell 'é' in row 2 (expected x, o or .)",
        ),
        (
            mnk("xx./.../..."),
            "impossible piece counts: 2 x and 0 o (x moves first, so x = o or o + 1)",
        ),
        (
            mnk("x../.../... q"),
            "unknown side to move 'q' (expected x or o)",
        ),
        (
            mnk("x../.../... x"),
            "side to move 'x' contradicts the piece counts (1 x, 0 o)",
        ),
        (mnk("xxx/ooo/... x"), "both sides have a line"),
        (
            mnk("xxx/oo./o.."),
            "x has a line but has moved since it won",
        ),
        (
            why(Mnk::parse(4, 4, 3, "xxx./x.../oo../oo.. o")),
            "side to move 'o' contradicts the piece counts (4 x, 4 o)",
        ),
        (
            why(Mnk::new(9, 3, 3)),
            "board 9x3 is not supported (expected sides from 3 to 8)",
        ),
        (
            why(Mnk::new(4, 4, 5)),
            "k=5 does not fit a 4x4 board (expected 3 to 4)",
        ),
        (
            why(ttt.parse_square("z9")),
            "'z9' is not a square (expected a1..c3)",
        ),
        (
            why(ttt.parse_move("z9")),
            "'z9' is not a legal move here (expected one of: a1 b1 c1 a2 b2 c2 a3 b3 c3)",
        ),
        (
            why(Mnk::parse(3, 3, 3, "xxx/oo./... o")
                .unwrap()
                .parse_move("c1")),
            "'c1': the game is over",
        ),
        (c4p("8"), "ply 1: '8' is not a column (expected 1 to 7)"),
        (c4p("1111111"), "ply 7: column 1 is full"),
        (
            c4p("12121213"),
            "ply 8: column 3 is played after the end of the game (x has won)",
        ),
        (
            why(Connect4::parse(4, 4, "1111222233334444")),
            "ply 14: column 4 is played after the end of the game (x has won)",
        ),
        (
            why(Connect4::parse(4, 4, "12341234432143214")),
            "ply 17: column 4 is played after the end of the game (the board is full)",
        ),
        (
            why(Connect4::from_board("..../oo../oo../xxxx")),
            "x has four in a row, yet the game went on",
        ),
        (
            why(Connect4::from_board(
                "......./......./......./o....../xxxxooo/xxxxooo o",
            )),
            "x has fours that no single last disc could make",
        ),
        (
            why(c4.play_sequence("111111").unwrap().try_play(C4Move(0))),
            "1 is not a legal move here",
        ),
        (
            why(c4.play_sequence("1212121").unwrap().try_play(C4Move(2))),
            "the game is over",
        ),
        (
            c4p(&"1".repeat(300)),
            "position text too long (300 bytes; at most 256)",
        ),
        (
            why(Connect4::from_board("x../...")),
            "board 3x2 is not supported (expected at least 4x4 with width x (height + 1) at most 64, e.g. 7x6, 6x5, 8x7, 9x6)",
        ),
        (
            why(Connect4::from_board(" ")),
            "empty position (expected rows like '......./......./...' or moves like '4453')",
        ),
        (
            why(Connect4::from_board("..x./..../..../.... o")),
            "a disc floats in column 3 (row 1 from the bottom is empty under it)",
        ),
        (
            why(Connect4::from_board("..../..../..../..x. q")),
            "unknown side to move 'q' (expected x or o)",
        ),
        (
            why(Connect4::from_board("..../..../..../.xx. o")),
            "impossible disc counts: 2 x and 0 o (x moves first, so x = o or o + 1)",
        ),
        (
            why(Connect4::from_board("..../..../..../xoo. x")),
            "impossible disc counts: 1 x and 2 o (x moves first, so x = o or o + 1)",
        ),
        (
            why(Connect4::from_board("..../x.../xo../xoo. o")),
            "side to move 'o' contradicts the disc counts (3 x, 3 o)",
        ),
        (
            why(Connect4::from_board("..../..../..../.... o")),
            "side to move 'o' contradicts the disc counts (0 x, 0 o)",
        ),
        (
            why(c4.parse_move("0")),
            "'0' is not a column (expected 1 to 7)",
        ),
        (
            why(c4.play_sequence("111111").unwrap().parse_move("1")),
            "column 1 is full",
        ),
        (
            why(c4.play_sequence("1212121").unwrap().parse_move("3")),
            "the game is over",
        ),
        (
            fen(""),
            "empty FEN (expected e.g. 'x5o/7/7/7/7/7/o5x x 0 1')",
        ),
        (
            fen("x5o/7/7/7/7/7/o5x q"),
            "unknown side to move 'q' (expected x or o)",
        ),
        (
            fen("x5o/7/7/7/7/7/o5x x z"),
            "bad half-move clock 'z' (expected a number from 0 to 65535)",
        ),
        (
            fen("x5o/7/7/7/7/7/o5x x 0 0"),
            "bad move number '0' (expected a number from 1 to 65535)",
        ),
        (
            fen("x5o/7/7/7/7/7/o5x x 0 1 extra"),
            "unexpected 'extra' after the FEN",
        ),
        (
            fen("7/7/7/7/7/7/7/7/7"),
            "the FEN has more than 8 rows (boards over 8x8 are not supported)",
        ),
        (
            fen("9/7"),
            "FEN row 1 has more than 8 squares (boards over 8x8 are not supported)",
        ),
        (
            fen("x5q/7"),
            "unknown character 'q' in FEN row 1 (expected x, o, -, or a digit)",
        ),
        (fen("7/6"), "FEN row 2 has 6 squares but row 1 has 7"),
        (
            fen("2/2"),
            "board 2x2 is not supported (expected 3 to 8 rows and columns)",
        ),
        (
            senet("w b"),
            "position has 2 part(s), expected '<30 cells of w, b or .> <w or b> <1-5 or ->', e.g. 'wbwbwbwbwbwbwb................ w -'",
        ),
        (
            senet("wb w -"),
            "the board has 2 cells, expected 30 (squares 1 to 30)",
        ),
        (
            senet("wbwbwbwbwbwbwb..............q. w -"),
            "unknown cell 'q' on square 29 (expected w, b or .)",
        ),
        (
            senet("wwwwwwww...................... w -"),
            "8 white pieces on the board, at most 7",
        ),
        (
            senet("..........................w... w -"),
            "a piece on square 27 (the House of Water: no piece ever rests there)",
        ),
        (
            senet(".............................. w -"),
            "no piece of either side on the board (one side must still be playing)",
        ),
        (
            senet("wbwbwbwbwbwbwb................ x -"),
            "unknown side to move 'x' (expected w or b)",
        ),
        (
            senet("wbwbwbwbwbwbwb................ w 6"),
            "unknown throw '6' (expected 1 to 5, or - before the sticks are thrown)",
        ),
        (
            why("mnk:9".parse::<Variant>()),
            "bad game 'mnk:9': expected mnk:WxH:K",
        ),
        (
            why("connect4:3".parse::<Variant>()),
            "bad game 'connect4:3': expected connect4:WxH",
        ),
        (
            why("blobwar:x".parse::<Variant>()),
            "bad game 'blobwar:x': expected blobwar:RxC",
        ),
        (
            why("connect4:3x3".parse::<Variant>()),
            "bad game 'connect4:3x3': board 3x3 is not supported (expected at least 4x4 with width x (height + 1) at most 64, e.g. 7x6, 6x5, 8x7, 9x6)",
        ),
        (
            why("chess".parse::<Variant>()),
            "unknown game 'chess' (expected tictactoe, mnk:WxH:K (sides 3 to 8, e.g. mnk:5x5:3), blobwar (Ataxx, 7x7) or blobwar:RxC (3 to 8, e.g. blobwar:5x5), senet, connect4 (7x6) or connect4:WxH (W, H at least 4, W x (H+1) at most 64))",
        ),
        (
            why("blobwar:5x5"
                .parse::<Variant>()
                .unwrap()
                .parse_position("x5o/7/7/7/7/7/o5x x 0 1")),
            "the FEN is a 7x7 board but the game is 5x5 (use --game blobwar:7x7)",
        ),
        (
            why(Connect4::from_board("..../.../..../....")),
            "row 2 ('...') has 3 cells, but the first row has 4",
        ),
        (
            why(Connect4::from_board("..../..../oooo/xxxx")),
            "both sides have four in a row",
        ),
        (
            why(AnyPosition::Mnk(ttt).play(AnyMove::Connect4(C4Move(0)))),
            "1 is a move of another game",
        ),
        (
            why(Algorithm::from_name("dfs")),
            "unknown algorithm 'dfs' (expected minimax, minimax2, negamax, alphabeta, negamax-ab, star2 or mcts)",
        ),
        (
            why(Enhancements::parse("tt,foo")),
            "unknown enhancement 'foo' in 'tt,foo' (expected a comma-separated list of tt, order, pvs, sym, threats, lmr, deeper, nmp, rfp, lmp, lmr2, ext, lmrh, fp, skiptt, dom, probcut and the groups all (the first five), strong (the first seven) and prune (the first ten); or none; or solver (Monte Carlo tree search))",
        ),
    ]
}

#[test]
fn every_reason_reads_as_the_command_line_has_always_printed_it() {
    for (e, want) in cases() {
        assert_eq!(e.to_string(), want);
    }
}

/// The window words the same data in the reader's language; in English its words are the
/// command line's, byte for byte, for every reason (`app::reason` and `en.ftl` agree with
/// `Display`).
#[test]
fn in_english_the_window_words_each_reason_as_the_command_line_does() {
    i18n::set(Locale::ENGLISH);
    for (e, want) in cases() {
        assert_eq!(reason::words(&e), want, "{e:?}");
    }
}

/// Each reason reads differently in Arabic and Persian, and the text refused is quoted as it
/// came: `'é'` stays `'é'`.
#[test]
fn in_arabic_and_persian_each_reason_has_its_words() {
    for tag in ["ar", "fa"] {
        i18n::set(Locale::parse(tag).unwrap());
        for (e, english) in cases() {
            let words = reason::words(&e);
            assert_ne!(words, english);
            assert!(
                words.chars().any(|c| ('\u{600}'..='\u{6ff}').contains(&c)),
                "{tag}: {words}"
            );
        }
        let e = why(Mnk::parse(3, 3, 3, "x../.é./..."));
        assert!(reason::words(&e).contains("'é'"), "{e:?}");
    }
    i18n::set(Locale::ENGLISH);
}
