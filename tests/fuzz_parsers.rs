//! Every text parser fuzzed as ordinary, seeded property tests (issue 9): m,n,k positions, Ataxx
//! FEN, Senet positions, move strings, game, algorithm and mode names, `render --size`, the
//! engine's `go` and `position`, and whole command lines. Inputs are arbitrary strings and
//! near-miss mutations of valid texts (a character inserted, deleted or replaced, huge digit
//! runs, non-ASCII, newlines and other control characters, a part repeated).
//!
//! Properties: nothing panics; an accepted text round-trips (reading what was printed gives the
//! same thing back); a rejection is one line of bounded length. Each property runs a fixed number
//! of cases from a fixed seed, in well under a few seconds in a release build.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use gametree::app::seat::Variant;
use gametree::cli;
use gametree::game::blobwar::BlobWar;
use gametree::game::mnk::Mnk;
use gametree::game::senet::Senet;
use gametree::game::{Game, SearchHints};
use gametree::search::Algorithm;
use gametree::uai;
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::test_runner::RngSeed;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

/// Cases per property; the cheap parsers get more.
const CASES: u32 = 5000;

fn config(cases: u32, seed: u64) -> ProptestConfig {
    ProptestConfig {
        cases,
        rng_seed: RngSeed::Fixed(seed),
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// The longest error message accepted (a move list in Blob War makes the longest).
const MAX_ERROR: usize = 400;

/// A rejection must be one line and short, whatever the input.
fn one_line(e: &str, max: usize) -> Result<(), TestCaseError> {
    prop_assert!(
        !e.contains(['\n', '\r']),
        "a message of several lines: {e:?}"
    );
    prop_assert!(
        e.chars().count() <= max,
        "a message of {} chars: {e:?}",
        e.len()
    );
    prop_assert!(!e.is_empty());
    Ok(())
}

/// Characters a mutation inserts or replaces with: every notation's alphabet, separators,
/// whitespace, control characters and non-ASCII.
const CHARS: &[char] = &[
    'x', 'o', 'X', 'O', '.', '-', '/', ' ', '0', '1', '3', '7', '8', '9', 'w', 'b', 't', 'a', 'h',
    'k', ':', '\n', '\r', '\t', '\0', '\u{7}', '\u{1b}', 'é', '…', '🂡', '\u{200b}',
];

/// Strings a mutation inserts: digit runs that wrap 32 and 64 bits or are merely long, separators.
const INSERTS: &[&str] = &[
    "4294967302",
    "4294967296",
    "18446744073709551616",
    "99999999999999999999999999",
    "0000000000",
    "11111111111111111111111111111111111111111111111111",
    "/7",
    "//",
    "  ",
    "\n",
    "startpos",
    "-1",
];

/// One near-miss edit; positions are taken modulo the text's length.
#[derive(Clone, Debug)]
enum Edit {
    Insert(usize, char),
    InsertStr(usize, usize),
    Delete(usize),
    Replace(usize, char),
    /// The text twice, joined by a space or a slash.
    Double(bool),
}

fn edit() -> impl Strategy<Value = Edit> {
    let ch = proptest::sample::select(CHARS);
    prop_oneof![
        (any::<usize>(), ch.clone()).prop_map(|(i, c)| Edit::Insert(i, c)),
        (any::<usize>(), 0..INSERTS.len()).prop_map(|(i, s)| Edit::InsertStr(i, s)),
        any::<usize>().prop_map(Edit::Delete),
        (any::<usize>(), ch).prop_map(|(i, c)| Edit::Replace(i, c)),
        any::<bool>().prop_map(Edit::Double),
    ]
}

fn apply(text: &str, edits: &[Edit]) -> String {
    let mut cs: Vec<char> = text.chars().collect();
    for e in edits {
        match *e {
            Edit::Insert(i, c) => cs.insert(i % (cs.len() + 1), c),
            Edit::InsertStr(i, s) => {
                let at = i % (cs.len() + 1);
                cs.splice(at..at, INSERTS[s].chars());
            }
            Edit::Delete(i) if !cs.is_empty() => {
                cs.remove(i % cs.len());
            }
            Edit::Delete(_) => {}
            Edit::Replace(i, c) if !cs.is_empty() => {
                let n = cs.len();
                cs[i % n] = c;
            }
            Edit::Replace(_, c) => cs.push(c),
            Edit::Double(slash) => {
                let copy = cs.clone();
                cs.push(if slash { '/' } else { ' ' });
                cs.extend(copy);
            }
        }
    }
    cs.into_iter().collect()
}

/// Texts for a parser: arbitrary strings, strings over the notations' alphabet, and near misses
/// of the valid texts `valid` makes from a seed.
fn texts(valid: fn(u64) -> String) -> impl Strategy<Value = String> {
    prop_oneof![
        1 => any::<String>(),
        1 => "[xXoO.\\-/0-9 wbt:\n]{0,90}",
        3 => (any::<u64>(), vec(edit(), 1..4)).prop_map(move |(s, e)| apply(&valid(s), &e)),
        1 => any::<u64>().prop_map(valid),
    ]
}

/// A position reached by up to 80 random plies from `start` (the seed picks how many and which).
fn playout<G: SearchHints>(start: G, seed: u64) -> G {
    let mut rng = StdRng::seed_from_u64(seed);
    let plies = rng.random_range(0..80);
    let mut g = start;
    let mut moves = Vec::new();
    for _ in 0..plies {
        moves.clear();
        g.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        g = g.play(moves[rng.random_range(0..moves.len())]);
    }
    g
}

/// The m,n,k boards fuzzed: 3x3, a non-square one, the biggest.
const MNK: [(u8, u8, u8); 4] = [(3, 3, 3), (4, 3, 3), (5, 5, 4), (8, 8, 5)];

fn mnk_text(seed: u64) -> String {
    let (w, h, k) = MNK[(seed % 4) as usize];
    playout(Mnk::new(w, h, k).unwrap(), seed).to_string()
}

fn blobwar_start(seed: u64) -> BlobWar {
    let (r, c) = (3 + (seed % 6) as u8, 3 + (seed / 6 % 6) as u8);
    BlobWar::new(r, c).unwrap()
}

fn blobwar_text(seed: u64) -> String {
    let mut text = playout(blobwar_start(seed), seed).to_string();
    if seed.is_multiple_of(3) {
        // Without the clocks, which may be left out.
        text.truncate(text.find(' ').unwrap_or(text.len()));
    }
    text
}

/// The width of each row of a FEN's board, digit runs read as whole numbers (`None` past
/// `u128`).
fn fen_row_widths(fen: &str) -> Vec<Option<u128>> {
    let board = fen.split_whitespace().next().unwrap_or("");
    board
        .split('/')
        .map(|row| {
            let (mut width, mut run) = (Some(0u128), Some(0u128));
            for c in row.chars() {
                if let Some(d) = c.to_digit(10) {
                    run = run.and_then(|r| r.checked_mul(10)?.checked_add(u128::from(d)));
                } else {
                    width = width.zip(run).and_then(|(w, r)| w.checked_add(r + 1));
                    run = Some(0);
                }
            }
            width.zip(run).and_then(|(w, r)| w.checked_add(r))
        })
        .collect()
}

fn senet_text(seed: u64) -> String {
    playout(Senet::start(), seed).to_string()
}

proptest! {
    #![proptest_config(config(CASES, 0x6d6e_6b01))]

    #[test]
    fn mnk_positions(text in texts(mnk_text), board in 0..MNK.len()) {
        let (w, h, k) = MNK[board];
        match Mnk::parse(w, h, k, &text) {
            Ok(p) => prop_assert_eq!(Mnk::parse(w, h, k, &p.to_string()), Ok(p)),
            Err(e) => one_line(&e.to_string(), MAX_ERROR)?,
        }
    }
}

proptest! {
    #![proptest_config(config(CASES, 0xb10b_0002))]

    #[test]
    fn ataxx_fens(text in texts(blobwar_text)) {
        match BlobWar::from_fen(&text) {
            Ok(p) => {
                prop_assert_eq!(BlobWar::from_fen(&p.to_string()), Ok(p));
                let g = p.geometry();
                // Read independently, with no overflow: every row is as wide as the board (a
                // digit run that wrapped a counter would not be).
                for w in fen_row_widths(&text) {
                    prop_assert_eq!(w, Some(u128::from(g.cols)), "{:?}", text);
                }
                let v: Variant = format!("blobwar:{}x{}", g.rows, g.cols).parse().unwrap();
                prop_assert!(v.parse_position(&text).is_ok());
            }
            Err(e) => one_line(&e.to_string(), MAX_ERROR)?,
        }
        if let Err(e) = "blobwar".parse::<Variant>().unwrap().parse_position(&text) {
            one_line(&e.to_string(), MAX_ERROR)?;
        }
    }
}

proptest! {
    #![proptest_config(config(CASES, 0x5e7e_0003))]

    #[test]
    fn senet_positions(text in texts(senet_text)) {
        match Senet::parse(&text) {
            Ok(p) => prop_assert_eq!(Senet::parse(&p.to_string()), Ok(p)),
            Err(e) => one_line(&e.to_string(), MAX_ERROR)?,
        }
    }
}

/// Checks `parse_move` on one position with one text: an accepted move is legal and reads back
/// from its own name; a rejection is one line.
fn check_move<G: SearchHints>(g: &G, text: &str) -> Result<(), TestCaseError> {
    match g.parse_move(text) {
        Ok(m) => {
            let mut legal = Vec::new();
            g.legal_moves(&mut legal);
            prop_assert!(legal.contains(&m));
            prop_assert_eq!(g.parse_move(&m.to_string()), Ok(m));
        }
        // The message lists the legal moves: Blob War has a few hundred at most.
        Err(e) => one_line(&e.to_string(), 4000)?,
    }
    Ok(())
}

/// A legal move's name, or a square name, for a near miss.
fn move_text(seed: u64) -> String {
    let g = playout(BlobWar::new(7, 7).unwrap(), seed);
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    moves
        .get(seed as usize % moves.len().max(1))
        .map_or_else(|| "a1".to_owned(), ToString::to_string)
}

proptest! {
    #![proptest_config(config(CASES, 0x6d0e_0004))]

    #[test]
    fn move_strings(text in texts(move_text), seed in any::<u64>()) {
        check_move(&playout(Mnk::new(3, 3, 3).unwrap(), seed), &text)?;
        check_move(&playout(Mnk::new(8, 8, 5).unwrap(), seed), &text)?;
        check_move(&playout(blobwar_start(seed), seed), &text)?;
        check_move(&playout(Senet::start(), seed), &text)?;
        let mnk = playout(Mnk::new(5, 5, 4).unwrap(), seed);
        if let Err(e) = mnk.parse_square(&text) {
            one_line(&e.to_string(), MAX_ERROR)?;
        }
    }
}

/// The names a user types: games, algorithms, modes.
const NAMES: &[&str] = &[
    "tictactoe",
    "tic-tac-toe",
    "mnk:5x5:3",
    "mnk:8x8:5",
    "mnk:3x8:3",
    "blobwar",
    "blobwar:5x6",
    "ataxx:8x8",
    "senet",
    "minimax",
    "minimax2",
    "negamax",
    "alphabeta",
    "alpha-beta",
    "negamax-ab",
    "star2",
    "human-computer",
    "computer-computer",
    "human-human",
];

fn name_text(seed: u64) -> String {
    NAMES[seed as usize % NAMES.len()].to_owned()
}

fn size_text(seed: u64) -> String {
    format!("{}x{}", seed % 9000, seed / 9000 % 9000)
}

proptest! {
    #![proptest_config(config(CASES, 0x6a3e_0005))]

    #[test]
    fn game_algorithm_and_mode_names(text in texts(name_text)) {
        match text.parse::<Variant>() {
            Ok(v) => prop_assert_eq!(v.to_string().parse::<Variant>(), Ok(v)),
            Err(e) => one_line(&e.to_string(), MAX_ERROR)?,
        }
        match Algorithm::from_name(&text) {
            Ok(a) => prop_assert_eq!(Algorithm::from_name(a.name()), Ok(a)),
            Err(e) => one_line(&e.to_string(), MAX_ERROR)?,
        }
        let args = cli::PlayArgs {
            game: text.clone(),
            algo: text.clone(),
            depth: None,
            computer_first: false,
            mode: text.clone(),
            seed: None,
            lang: None,
            engines: Vec::new(),
            options: Vec::new(),
        };
        if let Err(e) = cli::settings(&args) {
            one_line(&format!("{e:#}"), MAX_ERROR)?;
        }
        let mode_only = cli::PlayArgs {
            game: "tictactoe".into(),
            algo: "minimax".into(),
            mode: text,
            ..args
        };
        if let Err(e) = cli::settings(&mode_only) {
            one_line(&format!("{e:#}"), MAX_ERROR)?;
        }
    }

    #[test]
    fn render_sizes(text in texts(size_text)) {
        match cli::parse_size(&text) {
            Ok((w, h)) => {
                prop_assert!((1..=8192).contains(&w) && (1..=8192).contains(&h));
                prop_assert_eq!(cli::parse_size(&format!("{w}x{h}")).unwrap(), (w, h));
            }
            Err(e) => one_line(&format!("{e:#}"), MAX_ERROR)?,
        }
    }
}

/// `go` and `position` commands as the engine splits them into words.
fn go_text(seed: u64) -> String {
    const GOS: &[&str] = &[
        "depth 3",
        "movetime 100",
        "nodes 5000",
        "btime 1000 wtime 1066 binc 100 winc 100",
        "btime -76 wtime 1061 binc 100 winc 100",
        "infinite",
        "ponder wtime 10 btime 10",
        "mate 3",
        "movestogo 10 btime 500",
    ];
    GOS[seed as usize % GOS.len()].to_owned()
}

fn position_text(seed: u64) -> String {
    let p = playout(BlobWar::new(7, 7).unwrap(), seed);
    match seed % 3 {
        0 => format!("fen {p}"),
        1 => "startpos moves g2 a1a3".to_owned(),
        _ => format!("fen {p} moves 0000"),
    }
}

proptest! {
    #![proptest_config(config(CASES, 0x0a10_0006))]

    #[test]
    fn engine_go_and_position(go in texts(go_text), position in texts(position_text)) {
        let words: Vec<&str> = go.split_whitespace().collect();
        match uai::Go::parse(&words, &uai::CLOCKS) {
            Ok(g) => {
                // The limits of every go that reads, for either side, are within a week; for
                // an algorithm a depth does not stop, a depth-only go sets no time (its default
                // budget ends it).
                for (side, by_depth) in [(0, true), (1, true), (0, false), (1, false)] {
                    let l = g.limits(side, by_depth, Arc::new(AtomicBool::new(false)));
                    match l.time {
                        Some(t) => prop_assert!(t.as_secs() <= 7 * 24 * 3600),
                        None => prop_assert!(!by_depth && g.depth_only() && l.nodes.is_none()),
                    }
                    prop_assert!(l.depth.is_none_or(|d| d <= gametree::search::MAX_DEPTH));
                }
            }
            Err(e) => one_line(&e, MAX_ERROR)?,
        }
        let words: Vec<&str> = position.split_whitespace().collect();
        match uai::parse_position(&words) {
            Ok(p) => {
                let g = p.geometry();
                prop_assert_eq!((g.rows, g.cols), (7, 7));
                prop_assert_eq!(BlobWar::from_fen(&p.to_string()), Ok(p));
            }
            Err(e) => one_line(&e, 4000)?,
        }
    }
}

/// The words of command lines: subcommands, options, and values valid and not.
const WORDS: &[&str] = &[
    "compare",
    "perft",
    "render",
    "uai",
    "--game",
    "--position",
    "--depth",
    "--time",
    "--algo",
    "--seed",
    "--json",
    "--out",
    "--size",
    "--mode",
    "--computer-first",
    "senet",
    "blobwar",
    "mnk:5x5:3",
    "x../.o./... x",
    "-2o/1ox1/4/x3 x",
    "3",
    "0",
    "500",
    "501",
    "10000",
    "-1",
    "18446744073709551616",
    "star2",
    "human-human",
    "640x640",
    "/tmp/fuzz.png",
];

/// Whether a word would make clap print help or the version and end the process.
fn prints_and_exits(word: &str) -> bool {
    matches!(word, "help" | "--help" | "--version")
        || (word.starts_with('-') && !word.starts_with("--") && word.contains(['h', 'V']))
}

fn word() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => proptest::sample::select(WORDS).prop_map(str::to_owned),
        2 => (proptest::sample::select(WORDS), vec(edit(), 1..3))
            .prop_map(|(w, e)| apply(w, &e)),
        1 => any::<String>(),
    ]
}

proptest! {
    #![proptest_config(config(1500, 0xc11_0007))]

    #[test]
    fn command_lines(words in vec(word(), 0..7)) {
        prop_assume!(!words.iter().any(|w| prints_and_exits(w)));
        let args = std::iter::once("gametree".to_owned()).chain(words.iter().cloned());
        if let Err(e) = cli::parse_from(args) {
            one_line(&format!("{e:#}"), MAX_ERROR)?;
        }
    }
}

/// Issue 31, item 19: a Connect Four board text with the wrong rows or cells was reported as an
/// unsupported board size ("board 0x2 is not supported"); Blob War took move number 0, and
/// 65535 wrapped to 0 after o's move (which no FEN may then say).
#[test]
fn board_texts_are_refused_for_what_is_wrong_and_move_numbers_stay_in_range() {
    let c4: Variant = "connect4".parse().unwrap();
    for (text, error) in [
        ("/", "2 rows given, expected 6 for a 7x6 board"),
        ("x/o", "2 rows given, expected 6 for a 7x6 board"),
        (
            "abcdefg/......./......./......./......./.......",
            "unknown cell 'a' in row 1 (expected x, o or .)",
        ),
        (
            "...../......./......./......./......./.......",
            "row 1 ('.....') has 5 cells, expected 7",
        ),
    ] {
        assert_eq!(c4.parse_position(text).unwrap_err().to_string(), error);
    }
    assert_eq!(
        BlobWar::from_fen("x5o/7/7/7/7/7/o5x x 0 0")
            .unwrap_err()
            .to_string(),
        "bad move number '0' (expected a number from 1 to 65535)"
    );
    let last = BlobWar::from_fen("x5o/7/7/7/7/7/o5x o 0 65535").unwrap();
    let next = last.play(last.parse_move("a2").unwrap());
    assert_eq!(next.to_string(), "x5o/7/7/7/7/o6/o5x x 0 65535");
    assert_eq!(BlobWar::from_fen(&next.to_string()), Ok(next));
}
