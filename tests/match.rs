//! `gametree match` through the real binary: reproducible between built-ins with a seed, every
//! game's moves legal and its result the rules', the SPRT stopping where its bound is crossed,
//! forfeits of the fake engines (`tests/engines/fake.py`) with their reasons and no process left
//! behind, and bad arguments refused in one line.

mod common;

use std::path::Path;
use std::time::{Duration, Instant};

use gametree::app::seat::Variant;
use gametree::game::{Outcome, Side};
use serde_json::Value;

/// The words of `text`.
fn words(text: &str) -> Vec<&str> {
    text.split_whitespace().collect()
}

/// Runs `gametree match ARGS --json` and reads its JSON.
fn run_match(args: &[&str]) -> Value {
    let mut all = vec!["match"];
    all.extend_from_slice(args);
    all.push("--json");
    let out = common::gametree(&all);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("JSON")
}

/// Replays every game of `m` by the rules of `game`: each move legal, and a game that ended by
/// the rules ends there with the result it states.
fn check_games(m: &Value, game: &str) {
    let variant: Variant = game.parse().unwrap();
    for g in m["games"].as_array().unwrap() {
        let mut pos = variant
            .parse_position(g["opening"].as_str().unwrap())
            .unwrap();
        for mv in g["moves"].as_array().unwrap() {
            let mv = pos.parse_move(mv.as_str().unwrap()).unwrap();
            pos = pos.play(mv).unwrap();
        }
        let result = g["result"].as_str().unwrap();
        if g["reason"] == "rules" {
            let expected = match pos.outcome() {
                Some(Outcome::Win(Side::First)) => "1-0",
                Some(Outcome::Win(Side::Second)) => "0-1",
                Some(Outcome::Draw) => "1/2-1/2",
                None => panic!("game {} is not over: {pos}", g["number"]),
            };
            assert_eq!(result, expected, "{g}");
        } else {
            assert!(pos.outcome().is_none(), "{g}");
        }
    }
}

/// The (wins, draws, losses) of `name` in `games`.
fn tally(games: &[Value], name: &str) -> (u32, u32, u32) {
    let mut t = (0, 0, 0);
    for g in games {
        match g["winner"].as_str() {
            None => t.1 += 1,
            Some(w) if w == name => t.0 += 1,
            Some(_) => t.2 += 1,
        }
    }
    t
}

/// A round robin of three built-ins in Connect Four at depth 2, seeded with `seed`.
fn round_robin(seed: &str) -> Vec<&str> {
    let mut args = words(
        "--game connect4 --algo negamax-ab --algo mcts --algo alphabeta --games 4 --depth 2 --seed",
    );
    args.push(seed);
    args
}

#[test]
fn a_seeded_match_between_built_ins_is_reproducible_and_follows_the_rules() {
    let args = round_robin("11");
    let one = run_match(&args);
    let mut two_at_once = args.clone();
    two_at_once.extend(["--concurrency", "2"]);
    let two = run_match(&two_at_once);
    assert_eq!(one, two);
    let games = one["games"].as_array().unwrap();
    // Round robin: 3 pairings of 4 games, colours swapped on each opening.
    assert_eq!(games.len(), 12);
    assert_eq!(games[0]["p1"], "negamax-ab");
    assert_eq!(games[0]["p2"], "mcts");
    assert_eq!(games[1]["p1"], "mcts");
    assert_eq!(games[0]["opening"], games[1]["opening"]);
    check_games(&one, "connect4");
    for p in one["players"].as_array().unwrap() {
        let name = p["name"].as_str().unwrap();
        let mine: Vec<Value> = games
            .iter()
            .filter(|g| g["p1"] == name || g["p2"] == name)
            .cloned()
            .collect();
        let (w, d, l) = tally(&mine, name);
        assert_eq!(
            (
                p["wins"].as_u64(),
                p["draws"].as_u64(),
                p["losses"].as_u64()
            ),
            (Some(w.into()), Some(d.into()), Some(l.into())),
            "{name}"
        );
    }
    // Another seed, other openings.
    let other = run_match(&round_robin("12"));
    assert_ne!(one["games"], other["games"]);
}

/// The trinomial logistic LLR, computed here from its formula.
fn llr(w: u32, d: u32, l: u32, elo0: f64, elo1: f64) -> f64 {
    let n = f64::from(w + d + l);
    let (w, d, l) = (f64::from(w) / n, f64::from(d) / n, f64::from(l) / n);
    let s = w + d / 2.0;
    let var = w * (1.0 - s).powi(2) + d * (0.5 - s).powi(2) + l * s * s;
    if var == 0.0 {
        // All games alike: no variance, no evidence yet.
        return 0.0;
    }
    let score = |e: f64| 1.0 / (1.0 + 10f64.powf(-e / 400.0));
    let (s0, s1) = (score(elo0), score(elo1));
    (s1 - s0) * (2.0 * s - s0 - s1) / (2.0 * var / n)
}

#[test]
fn the_sprt_stops_the_match_at_the_game_that_crosses_its_bound() {
    let m = run_match(&words(
        "--game connect4 --algo negamax-ab --algo mcts --games 40 --depth 2 --sprt 0,100",
    ));
    let games = m["games"].as_array().unwrap();
    let played = games.len();
    assert_eq!(m["skipped"].as_u64().unwrap() as usize, 40 - played);
    assert!(played < 40);
    let bound = (0.95f64 / 0.05).ln();
    // The first game (one at a time, so by number) whose tally crosses a bound decides.
    let crossed = (1..=played)
        .find(|&n| {
            let (w, d, l) = tally(&games[..n], "negamax-ab");
            llr(w, d, l, 0.0, 100.0).abs() >= bound
        })
        .expect("a bound was crossed");
    // It stopped there, or one game later (the next game starts while the last one's result is
    // counted); that game counts in the W/D/L but not in the test, which has decided.
    assert!(
        played == crossed || played == crossed + 1,
        "{crossed} {played}"
    );
    let (w, d, l) = tally(&games[..crossed], "negamax-ab");
    let decided = llr(w, d, l, 0.0, 100.0);
    assert!((m["sprt"]["llr"].as_f64().unwrap() - decided).abs() < 1e-9);
    assert_eq!(m["sprt"]["games"].as_u64().unwrap() as usize, crossed);
    assert_eq!(
        m["sprt"]["verdict"],
        if decided > 0.0 { "H1" } else { "H0" }
    );
    let (w, d, l) = tally(games, "negamax-ab");
    let p = &m["pairings"][0];
    assert_eq!(
        (
            p["wins"].as_u64(),
            p["draws"].as_u64(),
            p["losses"].as_u64()
        ),
        (Some(w.into()), Some(d.into()), Some(l.into()))
    );
}

/// The fake engine in `mode`, as `--engine` names it, with `marker` as an extra argument by
/// which its processes can be found.
fn fake(mode: &str, marker: &str) -> String {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/engines/fake.py");
    format!("{mode}=python3 '{}' {mode} {marker}", script.display())
}

/// The processes whose command line holds `marker`.
fn processes_with(marker: &str) -> Vec<String> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir("/proc").unwrap().flatten() {
        if let Ok(cmd) = std::fs::read(entry.path().join("cmdline")) {
            let cmd = String::from_utf8_lossy(&cmd).replace('\0', " ");
            if cmd.contains(marker) {
                found.push(cmd);
            }
        }
    }
    found
}

#[test]
fn misbehaving_engines_forfeit_with_their_reasons_and_leave_no_process() {
    let marker = format!("match-test-{}", std::process::id());
    let modes = [
        "correct", "crash", "mute", "nostop", "illegal", "garbage", "flood",
    ];
    let engines: Vec<String> = modes.iter().map(|m| fake(m, &marker)).collect();
    let mut args = vec![
        "--algo",
        "negamax-ab",
        "--gauntlet",
        "--games",
        "2",
        "--movetime",
        "100",
        "--margin",
        "100",
        "--min-plies",
        "0",
        "--max-plies",
        "0",
        "--concurrency",
        "2",
    ];
    for e in &engines {
        args.extend(["--engine", e.as_str()]);
    }
    let begun = Instant::now();
    let m = run_match(&args);
    assert!(
        begun.elapsed() < Duration::from_secs(60),
        "{:?}",
        begun.elapsed()
    );
    assert_eq!(processes_with(&marker), Vec::<String>::new());
    check_games(&m, "tictactoe");
    let games = m["games"].as_array().unwrap();
    assert_eq!(games.len(), 14);
    for g in games {
        let fake = if g["p1"] == "negamax-ab" {
            &g["p2"]
        } else {
            &g["p1"]
        };
        let fake = fake.as_str().unwrap();
        let reason = g["reason"].as_str().unwrap();
        let expected = match fake {
            "correct" => "rules",
            "crash" => "forfeit: crashed",
            "mute" | "nostop" => "forfeit: time",
            "illegal" => "forfeit: illegal move ",
            "garbage" => "forfeit: garbage",
            "flood" => "forfeit: line too long",
            other => panic!("{other}"),
        };
        assert!(reason.starts_with(expected), "{fake}: {g}");
        if reason.starts_with("forfeit") {
            assert_eq!(g["winner"], "negamax-ab", "{g}");
            let notice = g["notice"].as_str().unwrap();
            assert!(
                notice.starts_with(&format!("game {}: {fake} ", g["number"])),
                "{notice}"
            );
        }
        if fake == "illegal" {
            // It plays the move just played: the last of the list, quoted in the reason.
            let last = g["moves"].as_array().unwrap().last().unwrap();
            assert_eq!(
                reason,
                format!("forfeit: illegal move {}", last.as_str().unwrap())
            );
        }
    }
    let crash = games.iter().find(|g| g["p1"] == "crash").unwrap();
    assert_eq!(
        crash["notice"],
        format!(
            "game {}: crash crashed: exited with status 3",
            crash["number"]
        )
    );
    let nostop = games.iter().find(|g| g["p2"] == "nostop").unwrap();
    assert!(
        nostop["notice"].as_str().unwrap().ends_with(
            "no bestmove within 100 ms (+100 ms margin); no answer to stop within 500 ms; killed"
        ),
        "{nostop}"
    );
    let negamax = &m["players"][0];
    assert_eq!(
        (negamax["name"].as_str(), negamax["losses"].as_u64()),
        (Some("negamax-ab"), Some(0))
    );
}

#[test]
fn the_records_file_holds_each_game_with_its_opening_moves_and_reason() {
    let dir = std::env::temp_dir().join(format!("gametree-match-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("games.txt");
    let log = dir.join("traffic.txt");
    let crash = fake("crash", "records");
    let out = common::gametree(&[
        "match",
        "--algo",
        "negamax-ab",
        "--engine",
        &crash,
        "--games",
        "2",
        "--movetime",
        "100",
        "--min-plies",
        "0",
        "--max-plies",
        "0",
        "--out",
        file.to_str().unwrap(),
        "--log",
        log.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(&file).unwrap();
    let traffic = std::fs::read_to_string(&log).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    // Game 1's traffic: the handshake, then the engine's first answer; its second go is its
    // last line (it crashed there).
    let game1: Vec<&str> = traffic
        .split("# game 2: crash\n")
        .next()
        .unwrap()
        .lines()
        .map(|l| l.trim_start().split_once(' ').map_or(l, |(_, t)| t))
        .collect();
    assert!(traffic.starts_with("# game 1: crash\n"), "{traffic}");
    assert_eq!(game1[1..4], ["> ugi", "< id name fake-crash", "< ugiok"]);
    assert_eq!(game1[game1.len() - 1], "> go movetime 100");
    assert!(game1.contains(&"< bestmove a1"), "{game1:?}");
    let first = text.split("\n\n").take(2).collect::<Vec<_>>().join("\n\n");
    assert_eq!(
        first,
        "[Event \"gametree match\"]\n[Game \"tictactoe\"]\n[Round \"1\"]\n[P1 \"negamax-ab\"]\n\
         [P2 \"crash\"]\n[TimeControl \"movetime 100 ms\"]\n[Opening \".../.../... x\"]\n\
         [Result \"1-0\"]\n[Termination \"forfeit: crashed\"]\n\n"
            .to_owned()
            + &first[first.find("\n\n").unwrap() + 2..]
    );
    let moves = first.lines().last().unwrap();
    assert!(
        moves.ends_with("{game 1: crash crashed: exited with status 3} 1-0"),
        "{moves}"
    );
    // The stderr says the forfeit too, in one line.
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("game 1: crash crashed: exited with status 3"),
        "{err}"
    );
}

#[test]
fn bad_arguments_are_one_line_and_exit_2() {
    let py = fake("correct", "bad");
    for (args, says) in [
        (
            vec!["--algo", "negamax-ab"],
            "a match needs two players or more",
        ),
        (vec!["--algo", "nosuch", "--algo", "mcts"], "nosuch"),
        (
            vec!["--algo", "mcts", "--algo", "mcts"],
            "two players are named 'mcts'",
        ),
        (
            vec![
                "--algo",
                "mcts",
                "--engine",
                &py,
                "--option",
                "nosuch:hash=1",
            ],
            "no engine is named 'nosuch'",
        ),
        (
            vec!["--algo", "mcts", "--engine", &py, "--option", "fk=1"],
            "is not NAME:KEY=VALUE",
        ),
        (
            vec!["--algo", "mcts", "--engine", "python3 x.py"],
            "is not NAME=COMMAND",
        ),
        (
            vec!["--algo", "mcts", "--engine", "t=uai:tiktaxx"],
            "speaks UAI, which plays Blob War on 7x7 only",
        ),
        (
            vec!["--algo", "mcts", "--algo", "minimax", "--tc", "10"],
            "is not a clock",
        ),
        (
            vec![
                "--algo",
                "mcts",
                "--algo",
                "minimax",
                "--tc",
                "1+1",
                "--movetime",
                "5",
            ],
            "cannot be used with",
        ),
        (
            vec!["--algo", "mcts", "--algo", "minimax", "--games", "0"],
            "expected number of games from 1",
        ),
        (
            vec!["--algo", "mcts", "--algo", "minimax", "--sprt", "5,0"],
            "is not an SPRT",
        ),
        (
            vec![
                "--algo", "mcts", "--algo", "minimax", "--engine", &py, "--sprt", "0,5",
            ],
            "--sprt tests two players",
        ),
        (
            vec![
                "--algo",
                "mcts",
                "--algo",
                "minimax",
                "--openings",
                "/no/such/file",
            ],
            "cannot read '/no/such/file'",
        ),
        (
            vec![
                "--algo",
                "mcts",
                "--algo",
                "minimax",
                "--out",
                "/no/such/dir/x",
            ],
            "cannot write",
        ),
        (
            vec!["--game", "chess", "--algo", "mcts", "--algo", "minimax"],
            "chess",
        ),
    ] {
        let mut all = vec!["match"];
        all.extend(args);
        common::fails_with(&all, says);
    }
}

#[test]
fn an_openings_file_is_read_line_by_line_and_a_bad_line_named() {
    let dir = std::env::temp_dir().join(format!("gametree-openings-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = dir.join("good.txt");
    std::fs::write(&good, "# two openings\nx../.../... o\n\n.../.x./... o\n").unwrap();
    let bad = dir.join("bad.txt");
    std::fs::write(&bad, "x../.../... o\nxx/ o\n").unwrap();
    let m = run_match(&[
        "--algo",
        "negamax-ab",
        "--algo",
        "minimax",
        "--games",
        "4",
        "--depth",
        "9",
        "--openings",
        good.to_str().unwrap(),
    ]);
    let openings: Vec<&str> = m["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["opening"].as_str().unwrap())
        .collect();
    assert_eq!(
        openings,
        [
            "x../.../... o",
            "x../.../... o",
            ".../.x./... o",
            ".../.x./... o"
        ]
    );
    // Perfect play from there: every game a draw.
    assert!(
        m["games"]
            .as_array()
            .unwrap()
            .iter()
            .all(|g| g["result"] == "1/2-1/2")
    );
    let err = common::fails_with(
        &[
            "match",
            "--algo",
            "mcts",
            "--algo",
            "minimax",
            "--openings",
            bad.to_str().unwrap(),
        ],
        "line 2: bad position 'xx/ o' for tictactoe",
    );
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(err.contains("bad.txt"), "{err}");
}

/// The example engine of `examples/engines/`, as `--engine` names it.
fn oneply() -> String {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/engines/oneply.py");
    format!("oneply=python3 '{}'", script.display())
}

#[test]
fn the_example_engine_plays_tictactoe_and_connect_four_as_it_is() {
    let engine = oneply();
    for game in ["tictactoe", "connect4"] {
        let mut args =
            words("--algo negamax-ab --games 4 --movetime 100 --min-plies 0 --max-plies 0");
        args.extend(["--game", game, "--engine", &engine]);
        let m = run_match(&args);
        check_games(&m, game);
        let games = m["games"].as_array().unwrap();
        assert_eq!(games.len(), 4);
        assert!(games.iter().all(|g| g["reason"] == "rules"), "{m}");
        // From the start, a one-ply player never beats negamax-ab.
        assert_eq!(m["players"][0]["losses"], 0, "{m}");
    }
    // One ply: it takes a win, else blocks one.
    for (game, position, expected) in [
        ("tictactoe", "oo./xx./... x", "c2"),
        ("tictactoe", "oo./x../x.. x", "c3"),
        (
            "connect4",
            "......./......./......./x....../x....../x.ooo.. x",
            "1",
        ),
        (
            "connect4",
            "......./......./......./......./......x/.ooo.xx x",
            "5",
        ),
    ] {
        let rows = compare_depth_1(&engine, game, position, "minimax");
        assert_eq!(rows[1]["move"], expected, "{game} {position}");
    }
}

/// `compare`'s rows (the algorithm's, then the engine's) at `position`, `algo` at depth 1.
fn compare_depth_1(engine: &str, game: &str, position: &str, algo: &str) -> Value {
    let out = common::gametree(&[
        "compare",
        "--game",
        game,
        "--position",
        position,
        "--algo",
        algo,
        "--depth",
        "1",
        "--engine",
        engine,
        "--json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

#[test]
fn the_senet_example_engine_plays_whole_games_and_its_one_ply_choice() {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/engines/senet.py");
    let engine = format!("py=python3 '{}'", script.display());
    // Its own copy of the rules follows the referee's through whole games: every move it plays
    // after the throws it is told is legal, and each game ends by the rules.
    let mut args = words("--game senet --algo star2 --games 6 --movetime 10 --seed 2");
    args.extend(["--engine", &engine]);
    let m = run_match(&args);
    check_games(&m, "senet");
    let games = m["games"].as_array().unwrap();
    assert_eq!(games.len(), 6);
    assert!(games.iter().all(|g| g["reason"] == "rules"), "{m}");
    // One ply: furthest ahead after its move. A 2 bears off from 30 (+10) rather than 5 to 7
    // (+2); takes the lone piece on 11 (+4: the two swap) rather than 3 to 5; but not when 12
    // protects it.
    for (position, expected) in [
        ("....w.....b........b.........w w 2", "30"),
        ("..w.....w.b........b.......... w 2", "9"),
        ("..w.....w.bb.......b.......... w 2", "3"),
    ] {
        let rows = compare_depth_1(&engine, "senet", position, "star2");
        assert_eq!(rows[1]["move"], expected, "{position}");
    }
}

#[test]
fn gametree_hosts_itself_in_senet_over_ugi_and_in_blob_war_over_uai() {
    let bin = env!("CARGO_BIN_EXE_gametree");
    for (game, engine) in [
        ("senet", format!("self='{bin}' ugi")),
        ("blobwar", format!("self=uai:'{bin}' uai")),
    ] {
        let mut args = words("--algo star2 --games 2 --depth 1");
        args.extend(["--game", game, "--engine", &engine]);
        let m = run_match(&args);
        check_games(&m, game);
        let games = m["games"].as_array().unwrap();
        assert!(games.iter().all(|g| g["reason"] == "rules"), "{m}");
        if game == "senet" {
            // The referee throws: the throws are in the move list the engine was sent.
            let moves = games[0]["moves"].as_array().unwrap();
            assert!(
                moves.iter().any(|m| m == "t1" || m == "t2" || m == "t3"),
                "{m}"
            );
        }
    }
}

#[test]
fn without_a_terminal_each_game_is_a_line_on_stderr_and_the_sprt_says_when_it_decided() {
    // stderr is a pipe here, so no bar: a line per game, numbered, with the tally so far.
    let out = common::gametree(&words(
        "match --game connect4 --algo negamax-ab --algo mcts --games 40 --depth 2 --sprt 0,100",
    ));
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    let lines: Vec<&str> = err.lines().filter(|l| l.starts_with("game ")).collect();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let played = lines.len();
    assert!((1..40).contains(&played), "{err}");
    for (i, line) in lines.iter().enumerate() {
        assert!(
            line.starts_with(&format!("game {} of 40: ", i + 1)),
            "{line}"
        );
        assert!(
            line.contains(" (rules); negamax-ab vs mcts W/D/L "),
            "{line}"
        );
    }
    // The last line's tally is the standings', and the report says after how many games the
    // test decided (the last, or the one before while the last was under way).
    let wdl = lines[played - 1].rsplit(' ').next().unwrap();
    assert!(
        stdout.contains(&format!("negamax-ab vs mcts: W/D/L {wdl} ")),
        "{stdout}"
    );
    assert!(
        [played, played - 1]
            .iter()
            .any(|k| stdout.contains(&format!(
                "the SPRT decided after {k} games; {} not played",
                40 - played
            ))),
        "{stdout}"
    );
}
