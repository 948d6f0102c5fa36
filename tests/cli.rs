//! The command line as a user meets it: output shape, and bad input → one line on stderr, exit 2.

use std::process::{Command, Output};

fn gametree(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gametree"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn fails_with(args: &[&str], expected: &str) {
    let out = gametree(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    assert!(out.stdout.is_empty(), "{args:?} printed to stdout");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    assert!(err.contains(expected), "{args:?}: {err}");
}

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
