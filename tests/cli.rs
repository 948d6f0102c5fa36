//! The command line as a user meets it: output shape, and bad input → one line on stderr, exit 2.

mod common;

use common::{HANG, fails_with, gametree, gametree_within};
use std::process::Command;

#[test]
fn compare_json_shows_the_full_tree_for_three_and_a_draw_for_all_five() {
    let out = gametree(&["compare", "--game", "tictactoe", "--json"]);
    assert!(out.status.success());
    let rows: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let rows = rows.as_array().unwrap();
    assert_eq!(rows.len(), 5);
    for row in rows {
        let obj = row.as_object().unwrap();
        let mut keys: Vec<&str> = obj.keys().map(String::as_str).collect();
        keys.sort_unstable();
        assert_eq!(
            keys,
            [
                "algorithm",
                "depth",
                "micros",
                "move",
                "nodes",
                "nodes_by_depth",
                "outcome",
                "value"
            ]
        );
        assert_eq!(row["outcome"], "draw");
        assert_eq!(row["value"], 0);
        let nodes = row["nodes"].as_u64().unwrap();
        match row["algorithm"].as_str().unwrap() {
            "minimax" | "minimax2" | "negamax" => assert_eq!(nodes, 549_946),
            "alphabeta" | "negamax-ab" => assert!(nodes < 20_000),
            other => panic!("unexpected algorithm {other}"),
        }
    }
}

#[test]
fn compare_finds_the_immediate_win() {
    let out = gametree(&[
        "compare",
        "--position",
        "xx./oo./... x",
        "--algo",
        "minimax",
        "--json",
    ]);
    let rows: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(rows[0]["move"], "c3");
    assert_eq!(rows[0]["outcome"], "win");
    assert_eq!(rows[0]["value"], 999_999);
}

#[test]
fn compare_table_has_a_row_per_algorithm() {
    let out = gametree(&["compare", "--game", "mnk:4x4:4", "--depth", "2"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    for a in [
        "minimax ",
        "minimax2",
        "negamax ",
        "alphabeta",
        "negamax-ab",
    ] {
        assert!(text.contains(a), "{text}");
    }
}

#[test]
fn bad_input_exits_2_with_one_line_naming_what_was_expected() {
    fails_with(&["compare", "--game", "chess"], "expected tictactoe");
    fails_with(&["compare", "--algo", "bogo"], "expected minimax");
    fails_with(&["compare", "--position", "xx/..."], "bad position");
    fails_with(&["compare", "--position", "xxx/oo./... o"], "already over");
    fails_with(
        &["perft", "--game", "mnk:9x9:3", "--depth", "1"],
        "expected",
    );
}

#[test]
fn perft_json_has_depth_nodes_micros() {
    let out = gametree(&["perft", "--depth", "2", "--json"]);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["depth"], 2);
    assert_eq!(v["nodes"], 72);
    assert!(v["micros"].is_u64());
}

#[test]
fn the_window_without_a_display_is_one_line_and_exit_1() {
    let out = Command::new(env!("CARGO_BIN_EXE_gametree"))
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env_remove("WAYLAND_SOCKET")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    assert!(err.contains("no display"), "{err}");
}

#[test]
fn window_options_are_checked_before_opening_anything() {
    fails_with(&["--mode", "solo"], "expected human-computer");
    fails_with(&["--algo", "random"], "expected minimax");
    // An engine's option names an engine of --engine (or the engines file).
    fails_with(
        &["--option", "nobody:hash=16"],
        "option 'nobody:hash=16': no engine is named 'nobody'",
    );
    fails_with(
        &["--engine", "me=python3 me.py", "--option", "me:hash"],
        "option 'me:hash' is not NAME:KEY=VALUE",
    );
}

#[test]
fn render_writes_a_png_of_the_requested_size() {
    let path = std::env::temp_dir().join(format!("gametree-cli-{}.png", std::process::id()));
    let out = gametree(&[
        "render",
        "--position",
        "x../.o./... x",
        "--size",
        "320x200",
        "--out",
        path.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(&path).unwrap()));
    let reader = decoder.read_info().unwrap();
    assert_eq!((reader.info().width, reader.info().height), (320, 200));
    fails_with(
        &["render", "--out", "/tmp/x.png", "--size", "0x5"],
        "expected WxH",
    );
}

#[test]
fn blob_war_and_senet_on_the_command_line() {
    let perft = |args: &[&str]| -> u64 {
        let out = gametree(args);
        assert!(out.status.success(), "{args:?}");
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        v["nodes"].as_u64().unwrap()
    };
    assert_eq!(
        perft(&["perft", "--game", "blobwar", "--depth", "4", "--json"]),
        155_888
    );
    assert_eq!(
        perft(&[
            "perft",
            "--game",
            "blobwar",
            "--position",
            "x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1",
            "--depth",
            "3",
            "--json"
        ]),
        4184
    );
    assert_eq!(
        perft(&["perft", "--game", "senet", "--depth", "3", "--json"]),
        7363
    );
    // compare in Senet runs six algorithms that agree, and prints the seed's summary.
    let compare = [
        "compare",
        "--game",
        "senet",
        "--position",
        "wbwbwbwb.b.w.b.......w...b...w b 3",
        "--depth",
        "2",
    ];
    let out = gametree(&[&compare[..], &["--json"]].concat());
    let rows: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let rows = rows.as_array().unwrap();
    assert_eq!(rows.len(), 6);
    assert_eq!(rows[5]["algorithm"], "star2");
    assert!(rows.iter().all(|r| r["value"] == rows[0]["value"]));
    let table = gametree(&compare);
    let text = String::from_utf8_lossy(&table.stdout);
    assert!(text.contains("piece on 26"), "{text}");
    assert_eq!(text.matches("<- choice").count(), 1, "{text}");
    fails_with(
        &[
            "perft",
            "--game",
            "blobwar",
            "--position",
            "x5o/7/7 q",
            "--depth",
            "2",
        ],
        "unknown side",
    );
    fails_with(
        &["compare", "--game", "senet", "--position", "wb w -"],
        "expected 30",
    );
    fails_with(&["compare", "--game", "senet", "--algo", "star3"], "star2");
}

/// Runs the binary for `secs` seconds and checks it is still running (no abort, no early exit),
/// then kills it.
fn still_running_after(args: &[&str], secs: f64) {
    let mut child = common::spawn(
        Command::new(env!("CARGO_BIN_EXE_gametree"))
            .args(args)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped()),
    )
    .unwrap();
    std::thread::sleep(std::time::Duration::from_secs_f64(secs));
    let status = child.try_wait().unwrap();
    let _ = child.kill();
    let _ = child.wait();
    assert!(status.is_none(), "{args:?} ended with {status:?}");
}

#[test]
fn depths_past_the_maximum_are_refused_and_the_maximum_fits_the_stack() {
    // Issue 9, item 1: these aborted with a stack overflow (status 134).
    for algo in ["negamax-ab", "alphabeta", "star2"] {
        fails_with(
            &[
                "compare", "--game", "senet", "--algo", algo, "--depth", "10000",
            ],
            "expected a depth from 1 to 500",
        );
    }
    fails_with(
        &["perft", "--game", "senet", "--depth", "100000"],
        "expected a depth from 0 to 500",
    );
    fails_with(&["compare", "--depth", "501"], "from 1 to 500");
    fails_with(&["compare", "--depth", "0"], "from 1 to 500");
    // The deepest allowed search and perft go straight down a Senet game that has not ended,
    // 500 turns deep, within milliseconds; a second later they must still be running.
    still_running_after(
        &[
            "compare", "--game", "senet", "--algo", "star2", "--depth", "500",
        ],
        1.5,
    );
    still_running_after(&["perft", "--game", "senet", "--depth", "500"], 1.0);
}

#[test]
fn compare_without_a_depth_has_a_time_budget_in_senet() {
    // Issue 9, items 1 and 2: "to the end of the game" overflowed the stack; now iterative
    // deepening for 5 s at most, with no progress line when stderr is not a terminal.
    let out = gametree_within(
        &[
            "compare",
            "--game",
            "senet",
            "--algo",
            "negamax-ab",
            "--json",
        ],
        HANG,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let rows: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let row = &rows[0];
    assert_eq!(row["algorithm"], "negamax-ab");
    let micros = row["micros"].as_u64().unwrap();
    assert!(micros <= 5_500_000, "{row}");
    assert!(row["depth"].as_u64().unwrap() >= 2, "{row}");
}

/// Issue 31, item 18: in Senet `compare --algo mcts` ran compare's 5 s (2.2 M iterations), not the
/// 20,000 of its default, and the summary after the table said "MCTS, depth 3" with 20,000
/// nodes a move whatever `--iterations` said. A sampling search now runs its iterations, in
/// `tree` too, and the summary (each move's exact value to a depth) follows exact ones only.
#[test]
fn compare_and_tree_run_mcts_for_its_iterations_in_senet() {
    let throw = "....................w.b.....b. b 1";
    let json = |args: &[&str]| -> serde_json::Value {
        let out = gametree_within(args, HANG);
        assert!(out.status.success(), "{args:?}");
        serde_json::from_slice(&out.stdout).unwrap()
    };
    for position in ["wbwbwbwbwbwbwb................ w -", throw] {
        let rows = json(&[
            "compare",
            "--game",
            "senet",
            "--algo",
            "mcts",
            "--position",
            position,
            "--json",
        ]);
        assert_eq!(rows[0]["nodes"], 20_000, "{position}: {rows}");
    }
    // Megabytes of JSON: read as it comes (a full pipe would hold the program up).
    let out = gametree(&[
        "tree", "--game", "senet", "--algo", "mcts", "--format", "json",
    ]);
    let tree: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(tree["nodes"], 20_000);
    let out = gametree_within(
        &[
            "compare",
            "--game",
            "senet",
            "--algo",
            "mcts",
            "--algo",
            "alphabeta",
            "--iterations",
            "100",
            "--position",
            throw,
        ],
        HANG,
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains(" 100 "), "{text}");
    assert!(!text.contains("expected value of each move"), "{text}");
}

#[test]
fn compare_stops_once_the_root_is_proven() {
    // Issue 9, item 2: minimax visited 6.4 billion nodes here for ~6 minutes. x wins in 3:
    // iterative deepening proves it at depth 3 and stops.
    let out = gametree_within(
        &[
            "compare",
            "--game",
            "mnk:4x4:3",
            "--position",
            "..../.x../..o./.... x",
            "--json",
        ],
        HANG,
    );
    assert!(out.status.success());
    let rows: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let rows = rows.as_array().unwrap();
    assert_eq!(rows.len(), 5);
    for row in rows {
        assert_eq!(row["outcome"], "win", "{row}");
        assert_eq!(row["value"], 999_997, "{row}");
        assert_eq!(row["depth"], 3, "{row}");
    }
    let nodes = |a: &str| {
        rows.iter().find(|r| r["algorithm"] == a).unwrap()["nodes"]
            .as_u64()
            .unwrap()
    };
    // Depths 1, 2 and 3 of plain minimax from 14 empty squares: 1 + 14 + 14·13 + 14·13·12 + …
    // less the lines cut by x's win; the same for all three full-width algorithms.
    assert_eq!(nodes("minimax"), nodes("negamax"));
    assert_eq!(nodes("minimax"), nodes("minimax2"));
    assert!(nodes("minimax") < 5_000, "{rows:?}");
}

#[test]
fn compare_time_budget_is_kept_and_small_boards_still_go_to_the_end() {
    let out = gametree_within(
        &[
            "compare",
            "--game",
            "blobwar",
            "--algo",
            "negamax-ab",
            "--time",
            "300",
            "--json",
        ],
        HANG,
    );
    assert!(out.status.success());
    let rows: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(rows[0]["micros"].as_u64().unwrap() < 1_000_000, "{rows}");
    assert!(rows[0]["depth"].as_u64().unwrap() >= 2, "{rows}");
    fails_with(&["compare", "--time", "-5"], "'-5'");
    fails_with(
        &["compare", "--time", "18446744073709551615"],
        "expected milliseconds",
    );
    // A 5x5 board with 9 empty squares is as small as 3x3: searched to the end by default.
    let out = gametree(&[
        "compare",
        "--game",
        "mnk:5x5:4",
        "--position",
        "xxoo./ooxx./xxoo./ooxx./..... x",
        "--algo",
        "minimax",
        "--json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let rows: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_ne!(rows[0]["outcome"], "unknown", "{rows}");
}

#[test]
fn fen_digit_runs_are_bounded_in_every_subcommand() {
    // Issue 9, items 3 and 4: digit runs wrapped a 32-bit counter (x4294967302 read as x6), or
    // allocated gigabytes before failing.
    let long_ones = "1".repeat(100_000);
    let fens = [
        "x4294967302/7/7/7/7/7/o5x x",
        "4294967303/7/7/7/7/7/o5x x",
        "x4294967301o/7/7/7/7/7/o5x x",
        "x5o/4294967303/7/7/7/7/o5x x",
        "4000000000/7/7/7/7/7/7 x",
        &long_ones,
    ];
    let png = std::env::temp_dir().join(format!("gametree-fen-{}.png", std::process::id()));
    for fen in fens {
        for args in [
            vec![
                "perft",
                "--game",
                "blobwar",
                "--position",
                fen,
                "--depth",
                "1",
            ],
            vec![
                "compare",
                "--game",
                "blobwar",
                "--position",
                fen,
                "--depth",
                "1",
            ],
            vec![
                "render",
                "--game",
                "blobwar",
                "--position",
                fen,
                "--out",
                png.to_str().unwrap(),
            ],
        ] {
            // Under a 512 MB address-space limit: before the fix the 4e9 run aborted here.
            let out = Command::new("bash")
                .arg("-c")
                .arg("ulimit -v 524288; exec \"$0\" \"$@\"")
                .arg(env!("CARGO_BIN_EXE_gametree"))
                .args(&args)
                .output()
                .unwrap();
            assert_eq!(out.status.code(), Some(2), "{}", &fen[..fen.len().min(40)]);
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(err.trim_end().lines().count(), 1, "{err}");
            assert!(err.contains("more than 8 squares"), "{err}");
            assert!(err.len() < 300, "{err}");
        }
    }
}

#[test]
fn arguments_a_newcomer_gets_wrong() {
    // Issue 9, item 6. A FEN starting with a gap is a value, not an option.
    let out = gametree(&[
        "perft",
        "--game",
        "blobwar:4x4",
        "--position",
        "-2o/1ox1/4/x3 x",
        "--depth",
        "1",
        "--json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    // x's clones: b4 c4 d3 b2 c2 d2 (from c3), a2 b1 (from a1); jumps: a2 a3 b1 c1 d1 from c3,
    // a3 c1 c2 from a1 — 8 + 8 moves.
    assert_eq!(v["nodes"], 16);
    // Window options before a subcommand would be ignored: refused.
    fails_with(&["--game", "chess", "compare"], "option of the window");
    fails_with(
        &["--depth", "3", "perft", "--depth", "1"],
        "gametree perft --depth",
    );
    // Inputs are quoted with escapes, on one line, and long ones are cut.
    fails_with(&["compare", "--game", "a\nb"], r"unknown game 'a\nb'");
    fails_with(&["compare", "--depth", "1\n2"], r"'1\n2'");
    fails_with(&["compare", "--algo", "mini\rmax"], r"'mini\rmax'");
    fails_with(&["--mode", "so\nlo"], r"unknown mode 'so\nlo'");
    fails_with(
        &["compare", "--position", "xx\n./...\n/... x"],
        r"bad position 'xx\n./...\n/... x'",
    );
    let long = "y".repeat(1000);
    let out = gametree(&["compare", "--game", &long]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains(&format!("'{}…'", "y".repeat(60))), "{err}");
    assert!(err.len() < 300, "{err}");
    // The window's depth range is 1 to 12: outside it is an error, not a silent clamp.
    fails_with(&["--depth", "0"], "expected a depth from 1 to 12");
    fails_with(&["--depth", "99"], "expected a depth from 1 to 12");
    // clap's own errors are one line too.
    fails_with(&["compare", "--frobnicate"], "--frobnicate");
    fails_with(&["perft"], "--depth");
}

#[test]
fn help_lists_every_game_and_algorithm() {
    // Issue 9, item 13: --help named only tictactoe and mnk:WxH:K, and no algorithm.
    let text = String::from_utf8(gametree(&["--help"]).stdout).unwrap();
    for word in [
        "tictactoe",
        "mnk:WxH:K",
        "blobwar",
        "senet",
        "minimax2",
        "negamax-ab",
        "alphabeta",
        "star2",
    ] {
        assert!(text.contains(word), "{word} missing from --help:\n{text}");
    }
    let text = String::from_utf8(gametree(&["compare", "--help"]).stdout).unwrap();
    assert!(!text.contains("all five"), "{text}");
    for word in ["blobwar", "senet", "star2", "1 to 500", "5 s"] {
        assert!(
            text.contains(word),
            "{word} missing from compare --help:\n{text}"
        );
    }
}

#[test]
fn compare_json_counts_each_deepening_pass_and_each_matches_that_depth_searched_alone() {
    let rows = |args: &[&str]| -> Vec<serde_json::Value> {
        let out = gametree(args);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        serde_json::from_slice::<serde_json::Value>(&out.stdout)
            .unwrap()
            .as_array()
            .unwrap()
            .clone()
    };
    let base = ["compare", "--game", "mnk:4x4:3", "--json", "--depth"];
    // A budget that is never reached: iterative deepening to depth 5, every pass finished.
    let deepened = rows(&[&base[..], &["5", "--time", "600000"]].concat());
    for row in &deepened {
        let name = row["algorithm"].as_str().unwrap();
        let passes = row["nodes_by_depth"].as_array().unwrap();
        let depths: Vec<u64> = passes
            .iter()
            .map(|p| p["depth"].as_u64().unwrap())
            .collect();
        assert_eq!(depths, [1, 2, 3, 4, 5], "{name}");
        let sum: u64 = passes.iter().map(|p| p["nodes"].as_u64().unwrap()).sum();
        assert_eq!(
            sum,
            row["nodes"].as_u64().unwrap(),
            "{name}: the passes add up"
        );
        for p in passes {
            let d = p["depth"].as_u64().unwrap().to_string();
            let alone = rows(&[&base[..], &[d.as_str(), "--algo", name]].concat());
            assert_eq!(p["nodes"], alone[0]["nodes"], "{name} depth {d} alone");
        }
    }
    // Alpha-beta's passes grow far more slowly than minimax's: 4,575 against 571,457 at depth 5.
    let last = |i: usize| deepened[i]["nodes_by_depth"][4]["nodes"].as_u64().unwrap();
    assert_eq!((last(0), last(3)), (571_457, 4_575));
}
