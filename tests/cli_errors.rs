//! What fuzzing the command line found (issue 20, items 14 and 16-20): every error one line with
//! the user's text quoted and cut, paths too; out-of-range numbers refused as the window refuses
//! them; outputs checked before the work; every search and the book held to their budgets; the
//! tree's words the window's.

mod common;
use common::{HANG, fails_with, gametree_within};

#[test]
fn missing_required_arguments_are_named_on_one_line() {
    fails_with(
        &["render"],
        "the following required arguments were not provided: --out <FILE.png> (try --help)",
    );
    fails_with(&["perft"], "were not provided: --depth <N>");
    fails_with(
        &["book"],
        "were not provided: --game <G>, --plies <N>, --out <FILE>",
    );
}

#[test]
fn paths_in_errors_are_quoted_and_cut_and_said_once() {
    let err = fails_with(
        &["render", "--out", "/nonexistent/a\nb.png"],
        "cannot write '/nonexistent/a\\nb.png': ",
    );
    assert_eq!(err.matches("nonexistent").count(), 1, "{err}");
    let long = format!("/nonexistent/{}.png", "x".repeat(6000));
    for args in [
        vec!["render", "--out", &long],
        vec!["tree", "--out", &long],
        vec![
            "book",
            "--game",
            "tictactoe",
            "--plies",
            "1",
            "--out",
            &long,
        ],
        vec![
            "book",
            "--game",
            "tictactoe",
            "--plies",
            "1",
            "--from",
            &long,
            "--out",
            "x",
        ],
    ] {
        let err = fails_with(&args, "'/nonexistent/xxx");
        assert!(err.len() < 200, "{args:?}: {} characters", err.len());
        assert!(err.contains("x…'"), "{err}");
    }
    fails_with(
        &[
            "book",
            "--game",
            "tictactoe",
            "--plies",
            "1",
            "--from",
            "/no/\u{1}",
            "--out",
            "x",
        ],
        "cannot read '/no/\\u{1}'",
    );
}

#[test]
fn numbers_out_of_range_are_refused() {
    fails_with(
        &["compare", "--time", "0"],
        "expected milliseconds from 1 to",
    );
    for depth in ["0", "13", "4294967295"] {
        fails_with(
            &["render", "--depth", depth, "--out", "/tmp/never.png"],
            "expected a depth from 1 to 12",
        );
    }
}

/// Issue 31, item 16: `--seed` and `--step` printed Rust's own words ("invalid digit found in
/// string", "cannot parse integer from empty string").
#[test]
fn seeds_and_steps_name_their_range() {
    for args in [
        vec!["compare", "--seed", "x"],
        vec!["tree", "--seed=-1"],
        vec!["--seed", "18446744073709551616"],
    ] {
        fails_with(&args, "expected a seed from 0 to 18446744073709551615");
    }
    for step in ["", "1.5"] {
        fails_with(
            &["render", "--out", "/tmp/never.png", "--step", step],
            "expected a number of steps from 0 to 18446744073709551615",
        );
    }
}

/// The output file is checked before the work: this book would take minutes to solve.
#[test]
fn an_unwritable_output_is_refused_before_any_work() {
    fails_with(
        &[
            "book",
            "--game",
            "mnk:5x5:4",
            "--plies",
            "4",
            "--out",
            "/nonexistent/x.book",
        ],
        "cannot write '/nonexistent/x.book'",
    );
    fails_with(
        &["tree", "--game", "blobwar", "--out", "/nonexistent/x.dot"],
        "cannot write '/nonexistent/x.dot'",
    );
    fails_with(&["render", "--out", "/"], "cannot write '/'");
}

/// A book that would not fit a book file (16 MB) is refused as its positions are counted,
/// before its memory grows (5x5 k=4 to 12 plies once grew past 3 GB).
#[test]
fn a_book_too_big_for_a_book_file_is_refused_at_once() {
    let dir = std::env::temp_dir();
    for game in ["mnk:5x5:4", "connect4"] {
        let out = dir.join(format!(
            "gametree-too-big-{}-{game}.book",
            std::process::id()
        ));
        let out = out.to_str().unwrap();
        fails_with(
            &[
                "book", "--game", game, "--plies", "12", "--hash", "1", "--out", out,
            ],
            "holds more than 262144 positions",
        );
        assert!(
            !std::path::Path::new(out).exists(),
            "no file is left behind"
        );
    }
}

#[test]
fn render_step_stops_at_the_end_of_the_recorded_search() {
    let png = std::env::temp_dir().join(format!("gametree-step-{}.png", std::process::id()));
    let out = gametree_within(
        &[
            "render",
            "--position",
            "o.x/x../.o. x",
            "--view",
            "tree",
            "--step",
            "18446744073709551615",
            "--out",
            png.to_str().unwrap(),
        ],
        HANG,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(std::fs::metadata(&png).unwrap().len() > 1000);
    let _ = std::fs::remove_file(&png);
}

/// Senet's summary after the table searched each move to `--depth` with no regard for `--time`
/// (depth 500: for ever).
#[test]
fn senet_compare_holds_its_summary_to_the_time_budget() {
    let out = gametree_within(
        &[
            "compare",
            "--game",
            "senet",
            "--position",
            "....................w.b.....b. b 1",
            "--depth",
            "500",
            "--time",
            "300",
        ],
        HANG,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("not finished within --time 300 ms"), "{text}");
}

/// The tree's DOT writes values in the window's words: `+W3`, not `999997 (win at ply 3)`.
#[test]
fn dot_labels_use_the_windows_value_words() {
    let out = gametree_within(&["tree", "--position", "xx./oo./... x"], HANG);
    assert!(out.status.success());
    let dot = String::from_utf8_lossy(&out.stdout);
    assert!(dot.contains("MAX · value +W1"), "{dot}");
    assert!(dot.contains("α cut-off: 0 ≤ α = +W3"), "{dot}");
    assert!(!dot.contains("at ply"), "{dot}");
    assert!(!dot.contains("99999"), "{dot}");
}

/// Issue 31, item 17: the refusal named a group alone ("alphabeta takes only strong").
#[test]
fn an_enhancement_refused_names_every_one_the_algorithm_takes() {
    fails_with(
        &["compare", "--algo", "alphabeta", "--enhance", "solver"],
        "gametree: alphabeta takes tt, order, pvs, sym, threats, lmr, deeper, nmp, rfp, lmp, lmr2, \
         ext, lmrh, fp, skiptt, dom, probcut, all, strong, prune or none (asked for solver)",
    );
    fails_with(
        &["compare", "--algo", "mcts", "--enhance", "tt"],
        "gametree: mcts takes solver or none (asked for tt)",
    );
}
