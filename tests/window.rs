//! The real program in a real window, driven like a person would: under Xvfb, clicked and keyed
//! with xdotool, photographed with ImageMagick's `import`. Run by `.ci/run` (which starts Xvfb);
//! plain `cargo test` skips it because it needs an X display.

mod common;
use common::{PATIENCE, run, wait_for};

use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

use gametree::app::layout::Layout;

/// One window at a time: both tests share the display, and windows open at the same place.
static DISPLAY: std::sync::Mutex<()> = std::sync::Mutex::new(());

struct Game {
    _display: std::sync::MutexGuard<'static, ()>,
    child: Child,
    log: PathBuf,
    window: String,
    started: Instant,
}

impl Game {
    fn launch(name: &str, args: &[&str]) -> Game {
        assert!(
            std::env::var_os("DISPLAY").is_some(),
            "this test needs an X display: run it under Xvfb (see .ci/run)"
        );
        let display = DISPLAY
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let log =
            std::env::temp_dir().join(format!("gametree-window-{name}-{}.log", std::process::id()));
        let started = Instant::now();
        let child = common::spawn(
            Command::new(env!("CARGO_BIN_EXE_gametree"))
                .args(args)
                .env("RUST_LOG", "info")
                .stdout(Stdio::null())
                .stderr(Stdio::from(File::create(&log).unwrap())),
        )
        .expect("the binary starts");
        let window = wait_for(PATIENCE, "the window", || {
            let out = Command::new("xdotool")
                .args(["search", "--onlyvisible", "--name", "^gametree"])
                .output()
                .ok()?;
            String::from_utf8_lossy(&out.stdout)
                .lines()
                .next()
                .map(str::to_owned)
        });
        let g = Game {
            _display: display,
            child,
            log,
            window,
            started,
        };
        wait_for(PATIENCE, "the first frame", || {
            g.log_text().contains("first frame").then_some(())
        });
        g
    }

    fn log_text(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// Clicks X b2, O a1 and X c3 on a 3x3 board between two people, each once the last was
    /// played: six empty cells, small enough to step through.
    fn play_three_moves(&self, layout: &Layout) {
        for ((f, r), played) in [
            ((1, 1), "X plays b2"),
            ((0, 0), "O plays a1"),
            ((2, 2), "X plays c3"),
        ] {
            let c = layout.cell_rect(f, r).center();
            self.click(c[0], c[1]);
            self.wait_log(played);
        }
    }

    /// Waits until the log has a line containing `what`.
    fn wait_log(&self, what: &str) {
        wait_for(PATIENCE, what, || {
            self.log_text().contains(what).then_some(())
        });
    }

    /// Waits until the program has used no CPU for 300 ms: whatever it was computing or
    /// drawing is done and its last frame is on the screen. A program that never rests fails
    /// here (after [`PATIENCE`]).
    fn wait_rest(&self) {
        let pid = self.child.id();
        wait_for(PATIENCE, "the program to rest", || {
            let before = cpu_ticks(pid);
            sleep(Duration::from_millis(300));
            (cpu_ticks(pid) == before).then_some(())
        });
    }

    /// Screenshots the window until `done` holds of the picture, for at most [`PATIENCE`] (a
    /// frame reaches the screen some time after the log says what it shows, later the more
    /// loaded the machine is). Returns the last picture either way: the test's own assertions
    /// then say what is wrong with it.
    fn screenshot_until(&self, path: &Path, done: impl Fn(&Image) -> bool) -> Image {
        let start = Instant::now();
        loop {
            let img = self.screenshot(path);
            if done(&img) || start.elapsed() > PATIENCE {
                return img;
            }
            sleep(Duration::from_millis(50));
        }
    }

    fn size(&self) -> (u32, u32) {
        let geo = run("xdotool", &["getwindowgeometry", "--shell", &self.window]);
        let field = |k: &str| {
            geo.lines()
                .find_map(|l| l.strip_prefix(k))
                .and_then(|v| v.parse().ok())
                .unwrap()
        };
        (field("WIDTH="), field("HEIGHT="))
    }

    fn click(&self, x: f32, y: f32) {
        let (x, y) = (format!("{}", x as i32), format!("{}", y as i32));
        run("xdotool", &["mousemove", "--window", &self.window, &x, &y]);
        sleep(Duration::from_millis(50));
        run("xdotool", &["click", "1"]);
    }

    fn key(&self, key: &str) {
        run(
            "xdotool",
            &["windowfocus", "--sync", &self.window, "key", key],
        );
    }

    fn title(&self) -> String {
        run("xdotool", &["getwindowname", &self.window])
            .trim()
            .to_owned()
    }

    fn screenshot(&self, path: &Path) -> Image {
        run(
            "import",
            &["-window", &self.window, &format!("png:{}", path.display())],
        );
        Image::read(path)
    }

    /// Waits for the process to end; returns its exit code and the time since `t`.
    fn wait_exit(&mut self, t: Instant) -> (Option<i32>, Duration) {
        let status = wait_for(PATIENCE, "the process to exit", || {
            self.child.try_wait().ok()?
        });
        (status.code(), t.elapsed())
    }
}

impl Drop for Game {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

struct Image {
    width: u32,
    pixels: Vec<u8>,
    channels: usize,
}

impl Image {
    fn read(path: &Path) -> Image {
        let decoder = png::Decoder::new(std::io::BufReader::new(File::open(path).unwrap()));
        let mut reader = decoder.read_info().unwrap();
        let mut buf = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut buf).unwrap();
        assert_eq!(info.bit_depth, png::BitDepth::Eight);
        let channels = match info.color_type {
            png::ColorType::Rgb => 3,
            png::ColorType::Rgba => 4,
            other => panic!("unexpected PNG colour type {other:?}"),
        };
        buf.truncate(info.buffer_size());
        Image {
            width: info.width,
            pixels: buf,
            channels,
        }
    }

    fn rgb(&self, x: f32, y: f32) -> [u8; 3] {
        let i = (y as usize * self.width as usize + x as usize) * self.channels;
        [self.pixels[i], self.pixels[i + 1], self.pixels[i + 2]]
    }

    /// The share of a 12x12 grid of points inside `r` (its middle 80%) that satisfy `f`: a
    /// measure of a whole cell that text drawn over it cannot fool.
    fn share(&self, r: gametree::render::scene::Rect, f: impl Fn([u8; 3]) -> bool) -> f32 {
        let n = 12;
        let hits = (0..n)
            .flat_map(|i| (0..n).map(move |j| (i, j)))
            .filter(|&(i, j)| {
                let x = r.x + r.w * (0.1 + 0.8 * i as f32 / (n - 1) as f32);
                let y = r.y + r.h * (0.1 + 0.8 * j as f32 / (n - 1) as f32);
                f(self.rgb(x, y))
            })
            .count();
        hits as f32 / (n * n) as f32
    }

    /// True if any pixel within ±1 px of (x, y) satisfies `f`.
    fn near(&self, x: f32, y: f32, f: impl Fn([u8; 3]) -> bool) -> bool {
        (-1..=1).any(|dx| (-1..=1).any(|dy| f(self.rgb(x + dx as f32, y + dy as f32))))
    }
}

fn blue(p: [u8; 3]) -> bool {
    p[2] > 150 && p[0] < 90 && p[1] < 130
}

fn red(p: [u8; 3]) -> bool {
    p[0] > 150 && p[1] < 90 && p[2] < 90
}

#[test]
#[ignore = "needs an X display (run under Xvfb by .ci/run)"]
fn a_person_plays_the_centre_the_computer_takes_a_corner_keys_work_and_esc_quits() {
    let mut g = Game::launch("play", &["--seed", "1"]);
    let first_frame = g.started.elapsed();
    let (w, h) = g.size();
    let layout = Layout::new(w, h, 1.0, 3, 3);
    assert_eq!(g.title(), "gametree — 3x3 — negamax alpha-beta");

    // A click outside the board does nothing.
    g.click(2.0, 2.0);
    // Click the centre of the window: the centre cell.
    let c = layout.center();
    g.click(c[0], c[1]);
    let reply = wait_for(PATIENCE, "the computer's reply", || {
        let log = g.log_text();
        assert!(log.contains("X plays b2"), "log: {log}");
        log.lines()
            .find_map(|l| l.split("O plays ").nth(1))
            .map(|rest| rest[..2].to_owned())
    });
    assert!(
        ["a1", "a3", "c1", "c3"].contains(&reply.as_str()),
        "reply {reply}"
    );
    // The log's report says what the search proved: a draw (a value only when it proved nothing).
    assert!(g.log_text().contains("negamax alpha-beta: draw, "));

    let shot = std::env::temp_dir().join("gametree-window-play.png");
    let centre = layout.cell_rect(1, 1).center();
    let b = reply.as_bytes();
    let corner = layout.cell_rect(b[0] - b'a', b[1] - b'1');
    let ring = [corner.center()[0] + corner.w * 0.29, corner.center()[1]];
    let img = g.screenshot_until(&shot, |img| {
        img.near(centre[0], centre[1], blue) && img.near(ring[0], ring[1], red)
    });
    assert!(
        img.near(centre[0], centre[1], blue),
        "blue X at b2: {:?}",
        img.rgb(centre[0], centre[1])
    );
    assert!(
        img.near(ring[0], ring[1], red),
        "red O at {reply}: {:?}",
        img.rgb(ring[0], ring[1])
    );
    let inside = corner.center();
    assert!(
        !img.near(inside[0], inside[1], red),
        "an O is a ring, hollow"
    );

    // H shows the help overlay over the board, and H again hides it (one press, one toggle).
    let c1 = layout.cell_rect(1, 0).center(); // b1: an edge, empty after a corner reply
    let board = |p: [u8; 3]| p[0] > 200 && p[1] > 200 && p[2] > 190;
    assert!(img.near(c1[0], c1[1], board), "empty b1 shows the board");
    // Each toggle is waited for (a loaded machine may take many frames to redraw). The
    // help's text runs over the cell, so the whole cell is measured: veiled, at most a few of
    // its points (the letters) are still as light as the board.
    let b1 = layout.cell_rect(1, 0);
    assert!(img.share(b1, board) > 0.95, "empty b1 shows the board");
    g.key("h");
    wait_for(PATIENCE, "help to veil the board", || {
        let img = g.screenshot(&shot);
        (img.share(b1, board) < 0.3).then_some(())
    });
    g.key("h");
    wait_for(PATIENCE, "help to be hidden again", || {
        let img = g.screenshot(&shot);
        (img.share(b1, board) > 0.95).then_some(())
    });

    g.key("3");
    wait_for(PATIENCE, "the title to change", || {
        (g.title() == "gametree — 3x3 — negamax").then_some(())
    });
    let t = Instant::now();
    g.key("Escape");
    let (code, took) = g.wait_exit(t);
    assert_eq!(code, Some(0));
    eprintln!(
        "window: first frame {:.0} ms after launch; exit {:.0} ms after Esc",
        first_frame.as_secs_f64() * 1000.0,
        took.as_secs_f64() * 1000.0
    );
}

#[test]
#[ignore = "needs an X display (run under Xvfb by .ci/run)"]
fn esc_quits_at_once_while_the_computer_is_thinking() {
    let mut g = Game::launch(
        "think",
        &[
            "--game",
            "mnk:8x8:5",
            "--algo",
            "minimax",
            "--depth",
            "12",
            "--computer-first",
        ],
    );
    assert_eq!(g.title(), "gametree — 8x8 k=5 — minimax");
    // The search is under way once the program has spent a tenth of a second of CPU after its
    // first frame (the window alone spends none while it waits).
    let pid = g.child.id();
    let at_first_frame = cpu_ticks(pid);
    wait_for(PATIENCE, "the search to be under way", || {
        (cpu_ticks(pid) >= at_first_frame + 10).then_some(())
    });
    assert!(g.child.try_wait().unwrap().is_none(), "still thinking");
    assert!(
        !g.log_text().contains("X plays"),
        "a depth-12 minimax cannot have finished"
    );
    let t = Instant::now();
    g.key("Escape");
    let (code, took) = g.wait_exit(t);
    assert_eq!(code, Some(0));
    eprintln!(
        "Esc mid-search: exited {:.0} ms after the key",
        took.as_secs_f64() * 1000.0
    );
    assert!(took < Duration::from_secs(2), "exit took {took:?}");
}

#[test]
#[ignore = "needs an X display (run under Xvfb by .ci/run)"]
fn blob_war_select_and_jump_then_a_computer_game_runs_to_its_end() {
    let mut g = Game::launch("blobwar", &["--game", "blobwar", "--seed", "4"]);
    assert_eq!(g.title(), "gametree — Blob War 7x7 — negamax alpha-beta");
    let (w, h) = g.size();
    let layout = Layout::new(w, h, 1.0, 7, 7);
    // Select the x blob on a7, then jump to c5.
    let a7 = layout.cell_rect(0, 6).center();
    g.click(a7[0], a7[1]);
    let c5 = layout.cell_rect(2, 4).center();
    g.click(c5[0], c5[1]);
    let reply = wait_for(PATIENCE, "the computer's reply", || {
        let log = g.log_text();
        assert!(log.contains("x plays a7c5"), "log: {log}");
        log.lines()
            .find_map(|l| l.split("o plays ").nth(1))
            .map(|rest| rest.split_whitespace().next().unwrap_or("").to_owned())
    });
    let g7 = layout.cell_rect(6, 6).center();
    // The reply may convert c5, but a jump leaves a7 empty unless the reply cloned there.
    let img = g.screenshot_until(
        &std::env::temp_dir().join("gametree-window-blobwar.png"),
        |img| {
            (img.near(c5[0], c5[1], blue) || img.near(c5[0], c5[1], red))
                && !img.near(a7[0], a7[1], blue)
                && img.near(g7[0], g7[1], red)
        },
    );
    assert!(
        img.near(c5[0], c5[1], blue) || img.near(c5[0], c5[1], red),
        "a blob on c5: {:?} (reply {reply})",
        img.rgb(c5[0], c5[1])
    );
    assert!(!img.near(a7[0], a7[1], blue), "a7 was left by the jump");
    assert!(img.near(g7[0], g7[1], red), "o's blob on g7");
    g.key("Escape");
    let (code, _) = g.wait_exit(Instant::now());
    assert_eq!(code, Some(0));
    drop(g);

    // The computer plays itself on a small board until the game ends, announced with the counts.
    let mut g = Game::launch(
        "blobwar-auto",
        &[
            "--game",
            "blobwar:4x4",
            "--mode",
            "computer-computer",
            "--depth",
            "2",
            "--seed",
            "2",
        ],
    );
    let result = wait_for(5 * PATIENCE, "the end of the game", || {
        g.log_text()
            .lines()
            .find(|l| l.contains(" won ") || l.ends_with("Draw"))
            .map(str::to_owned)
    });
    eprintln!("Blob War 4x4, computer vs computer: {result}");
    g.key("Escape");
    let (code, _) = g.wait_exit(Instant::now());
    assert_eq!(code, Some(0));
}

#[test]
#[ignore = "needs an X display (run under Xvfb by .ci/run)"]
fn senet_a_person_throws_and_moves_then_the_computer_plays_its_turn() {
    use gametree::app::seat::senet::cell_of as senet_cell;
    use gametree::game::senet::Senet;
    let mut g = Game::launch("senet", &["--game", "senet", "--seed", "3"]);
    assert_eq!(g.title(), "gametree — Senet — Star1 negamax");
    let (w, h) = g.size();
    let layout = Layout::new(w, h, 1.0, 10, 4);
    g.key("space");
    let t: u8 = wait_for(PATIENCE, "the throw", || {
        g.log_text()
            .lines()
            .find_map(|l| l.split("white throws ").nth(1))
            .and_then(|t| t.trim().trim_start_matches('t').parse().ok())
    });
    let from = Senet::start().with_throw(t).movable()[0];
    let (f, r) = senet_cell(from);
    let c = layout.cell_rect(f, r).center();
    g.click(c[0], c[1]);
    wait_for(PATIENCE, "the computer's turn", || {
        let log = g.log_text();
        assert!(log.contains(&format!("white plays {from}")), "log: {log}");
        (log.contains("black throws") && log.contains("black plays")).then_some(())
    });
    g.key("Escape");
    let (code, _) = g.wait_exit(Instant::now());
    assert_eq!(code, Some(0));
}

#[test]
#[ignore = "needs an X display (run under Xvfb by .ci/run)"]
fn connect_four_a_person_drops_a_disc_and_the_computer_drops_one_in_reply() {
    let mut g = Game::launch("connect4", &["--game", "connect4", "--seed", "2"]);
    assert_eq!(
        g.title(),
        "gametree — Connect Four 7x6 — negamax alpha-beta"
    );
    let (w, h) = g.size();
    let layout = Layout::new(w, h, 1.0, 7, 6);
    // A click high up in column 4 drops the disc to the bottom.
    let top = layout.cell_rect(3, 5).center();
    g.click(top[0], top[1]);
    let reply: u8 = wait_for(PATIENCE, "the computer's reply", || {
        let log = g.log_text();
        assert!(log.contains("blue plays 4"), "log: {log}");
        log.lines()
            .find_map(|l| l.split("red plays ").nth(1))
            .and_then(|rest| rest.split_whitespace().next()?.parse().ok())
    });
    let d1 = layout.cell_rect(3, 0).center();
    // Red's disc lands on the bottom of its column, or on top of blue's in column 4, once it
    // has fallen (a quarter of a second, more frames apart on a loaded machine).
    let row = u8::from(reply == 4);
    let red_at = layout.cell_rect(reply - 1, row).center();
    let img = g.screenshot_until(
        &std::env::temp_dir().join("gametree-window-connect4.png"),
        |img| img.near(d1[0], d1[1], blue) && img.near(red_at[0], red_at[1], red),
    );
    assert!(
        img.near(d1[0], d1[1], blue),
        "blue disc on d1: {:?}",
        img.rgb(d1[0], d1[1])
    );
    assert!(
        img.near(red_at[0], red_at[1], red),
        "red disc in column {reply}: {:?}",
        img.rgb(red_at[0], red_at[1])
    );
    // The discs have fallen: the window sleeps again.
    g.wait_rest();
    let pid = g.child.id();
    let before = cpu_ticks(pid);
    sleep(Duration::from_secs(2));
    let idle = cpu_ticks(pid) - before;
    assert!(idle <= 2, "{idle} ticks of CPU in 2 s idle after the drops");
    g.key("Escape");
    let (code, _) = g.wait_exit(Instant::now());
    assert_eq!(code, Some(0));
}

/// CPU time (user + system, in clock ticks) the process has used so far.
fn cpu_ticks(pid: u32) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap();
    // Fields after the command name (which is in parentheses): utime and stime are 14 and 15.
    let rest = &stat[stat.rfind(')').unwrap() + 2..];
    let f: Vec<&str> = rest.split_whitespace().collect();
    f[11].parse::<u64>().unwrap() + f[12].parse::<u64>().unwrap()
}

#[test]
#[ignore = "needs an X display (run under Xvfb by .ci/run)"]
fn values_and_compare_open_in_the_window_and_it_still_sleeps() {
    let mut g = Game::launch("watch", &["--seed", "1", "--mode", "human-human"]);
    let (w, h) = g.size();
    let layout = Layout::new(w, h, 1.0, 3, 3);
    let shot = std::env::temp_dir().join("gametree-window-watch.png");
    // A tile's top-right area: off its label and the cell's name (top left, on a plate).
    let corner = |f: u8, r: u8| {
        let c = layout.cell_rect(f, r);
        (c.x + c.w * 0.8, c.y + c.h * 0.2)
    };
    let grey = |p: [u8; 3]| p.iter().all(|&v| (115..=150).contains(&v));
    let red = |p: [u8; 3]| p[0] > 180 && p[1] < 80 && p[2] < 80;
    let green = |p: [u8; 3]| p[1] > 130 && p[0] < 60 && p[2] < 100;

    // V on the empty board: every move draws, every cell grey.
    g.key("v");
    g.wait_log("values: ");
    let cells = [(0, 0), (1, 1), (2, 2)];
    let img = g.screenshot_until(&shot, |img| {
        cells.iter().all(|&(f, r)| {
            let (x, y) = corner(f, r);
            img.near(x, y, grey)
        })
    });
    for (f, r) in cells {
        let (x, y) = corner(f, r);
        assert!(img.near(x, y, grey), "{f},{r} draws: {:?}", img.rgb(x, y));
    }
    // X takes the centre: O's corners draw, O's edges lose; the values follow the move.
    let c = layout.center();
    g.click(c[0], c[1]);
    wait_for(PATIENCE, "the values after b2", || {
        (g.log_text().matches("values: ").count() >= 2).then_some(())
    });
    let img = g.screenshot_until(&shot, |img| {
        let (a1, b1) = (corner(0, 0), corner(1, 0));
        img.near(a1.0, a1.1, grey) && img.near(b1.0, b1.1, red) && !img.near(b1.0, b1.1, green)
    });
    let (x, y) = corner(0, 0);
    assert!(img.near(x, y, grey), "a1 draws: {:?}", img.rgb(x, y));
    let (x, y) = corner(1, 0);
    assert!(img.near(x, y, red), "b1 loses: {:?}", img.rgb(x, y));
    assert!(!img.near(x, y, green));

    // Idle with the values shown: no CPU spent.
    g.wait_rest();
    let pid = g.child.id();
    let before = cpu_ticks(pid);
    sleep(Duration::from_secs(2));
    let idle = cpu_ticks(pid) - before;
    assert!(idle <= 2, "{idle} ticks of CPU in 2 s idle");

    // K: the comparison runs and veils the board.
    g.key("k");
    let line = wait_for(PATIENCE, "the comparison", || {
        g.log_text()
            .lines()
            .find(|l| l.contains("compare: "))
            .map(str::to_owned)
    });
    for a in ["minimax", "minimax2", "negamax", "alphabeta", "negamax-ab"] {
        assert!(line.contains(&format!("{a} ")), "{line}");
    }
    let dark = |p: [u8; 3]| p.iter().all(|&v| v < 90);
    let (x, y) = corner(1, 0);
    let img = g.screenshot_until(&shot, |img| img.near(x, y, dark));
    assert!(
        img.near(x, y, dark),
        "the panel veils the board: {:?}",
        img.rgb(x, y)
    );
    // Esc closes the comparison over the board first (issue 31, item 12), then quits.
    // (A quit comes well within a second: see the first test.)
    g.key("Escape");
    sleep(Duration::from_secs(1));
    assert!(
        g.child.try_wait().unwrap().is_none(),
        "Esc quit with K open"
    );
    let img = g.screenshot_until(&shot, |img| !img.near(x, y, dark));
    assert!(
        !img.near(x, y, dark),
        "Esc closes the comparison: {:?}",
        img.rgb(x, y)
    );
    let t = Instant::now();
    g.key("Escape");
    let (code, _) = g.wait_exit(t);
    assert_eq!(code, Some(0));
    eprintln!("window: {idle} CPU ticks in 2 s idle with the values shown");
}

#[test]
#[ignore = "needs an X display (run under Xvfb by .ci/run)"]
fn values_tree_step_and_compare_open_in_the_window() {
    let mut g = Game::launch("tree", &["--seed", "1", "--mode", "human-human"]);
    let (w, h) = g.size();
    let layout = Layout::new(w, h, 1.0, 3, 3);
    let shot = std::env::temp_dir().join("gametree-window-tree.png");
    g.play_three_moves(&layout);

    // V: each move's value.
    g.key("v");
    g.wait_log("values: ");

    // T: the tree of a search of this position, beside the board; the board shrinks.
    g.key("t");
    let children: usize = wait_for(PATIENCE, "the recorded tree", || {
        g.log_text()
            .lines()
            .find_map(|l| l.split("steps, ").nth(1))
            .and_then(|rest| rest.split_whitespace().next()?.parse().ok())
    });
    assert_eq!(children, 6, "O has six moves");
    let with_panel = Layout::with_panel(w, h, 1.0, 3, 3, children);
    let panel = with_panel.panel.unwrap();
    assert!(with_panel.board.w < layout.board.w, "the board shrank");
    // The panel's ground right of the board, where the board used to be nothing but background.
    let boxes = with_panel.tree_boxes().unwrap();
    let inside_panel = [panel.x + 3.0, panel.y + panel.h - 3.0];
    let panel_ground = |p: [u8; 3]| (36..=46).contains(&p[0]) && (38..=48).contains(&p[1]);
    // Each child is a small board (the board's light colour in its slot).
    let board = |p: [u8; 3]| p[0] > 200 && p[1] > 200 && p[2] > 190;
    let small_board = |p: [u8; 3]| board(p) || p[2] > 150;
    let probes: Vec<[f32; 2]> = boxes
        .slots
        .iter()
        .map(|s| {
            let b = with_panel.small_board(s.board.inset((s.size * 0.25).max(1.5)));
            let inner = b.cell_rect(1, 1);
            [inner.x + inner.w * 0.1, inner.y + inner.h * 0.1]
        })
        .collect();
    let img = g.screenshot_until(&shot, |img| {
        img.near(inside_panel[0], inside_panel[1], panel_ground)
            && probes.iter().all(|p| img.near(p[0], p[1], small_board))
    });
    assert!(
        img.near(inside_panel[0], inside_panel[1], panel_ground),
        "the panel's ground: {:?}",
        img.rgb(inside_panel[0], inside_panel[1])
    );
    assert_eq!(boxes.slots.len(), 6);
    for (s, probe) in boxes.slots.iter().zip(&probes) {
        assert!(
            img.near(probe[0], probe[1], small_board),
            "a small board in slot {:?}: {:?}",
            s.rect,
            img.rgb(probe[0], probe[1])
        );
    }
    // A click on the first child descends into it; Backspace comes back. Each picture is
    // taken once the header has changed from the one before.
    let differs = |a: &Image, b: &Image| {
        let (x0, y0) = (boxes.header.x as usize, boxes.header.y as usize);
        (y0..y0 + boxes.header.h as usize).step_by(2).any(|y| {
            (x0..x0 + boxes.header.w as usize)
                .any(|x| a.rgb(x as f32, y as f32) != b.rgb(x as f32, y as f32))
        })
    };
    let first = boxes.slots[0].board.center();
    g.click(first[0], first[1]);
    g.wait_log("tree: into ");
    let inner = g.screenshot_until(
        &std::env::temp_dir().join("gametree-window-tree-child.png"),
        |inner| differs(&img, inner),
    );
    g.key("BackSpace");
    let back = g.screenshot_until(&shot, |back| differs(&inner, back));
    assert!(
        differs(&inner, &back),
        "the header names the child, then the root again"
    );

    // S: step through the search; Right three times.
    g.key("s");
    g.wait_log("step: ");
    for step in 1..=3 {
        g.key("Right");
        g.wait_log(&format!("step {step}/"));
    }
    let third = wait_for(PATIENCE, "three steps", || {
        g.log_text()
            .lines()
            .find(|l| l.contains("step 3/"))
            .map(str::to_owned)
    });
    assert!(g.log_text().contains("step 1/") && g.log_text().contains("step 2/"));
    assert!(third.contains(" α ") && third.contains(" β "), "{third}");
    g.key("Left");
    wait_for(PATIENCE, "a step back", || {
        (g.log_text().matches("step 2/").count() >= 2).then_some(())
    });
    g.wait_rest();
    g.screenshot(&std::env::temp_dir().join("gametree-window-step.png"));

    // Idle with the panel and the values shown, stepping by hand: no CPU spent.
    g.wait_rest();
    let pid = g.child.id();
    let before = cpu_ticks(pid);
    sleep(Duration::from_secs(2));
    let idle = cpu_ticks(pid) - before;
    assert!(
        idle <= 2,
        "{idle} ticks of CPU in 2 s idle with the tree shown"
    );

    // K: the comparison.
    g.key("k");
    let line = wait_for(PATIENCE, "the comparison", || {
        g.log_text()
            .lines()
            .find(|l| l.contains("compare: "))
            .map(str::to_owned)
    });
    assert!(
        line.contains("minimax ") && line.contains("negamax-ab "),
        "{line}"
    );
    // Esc closes K's comparison, then T's panel, then quits.
    g.key("Escape");
    g.key("Escape");
    let t = Instant::now();
    g.key("Escape");
    let (code, _) = g.wait_exit(t);
    assert_eq!(code, Some(0));
    eprintln!("window: tree of {children} children, {idle} CPU ticks in 2 s idle with it shown");
}

#[test]
#[ignore = "needs an X display (run under Xvfb by .ci/run)"]
fn the_code_trace_opens_steps_three_times_and_back_and_closes() {
    let mut g = Game::launch("trace", &["--seed", "1", "--mode", "human-human"]);
    let (w, h) = g.size();
    let layout = Layout::new(w, h, 1.0, 3, 3);
    let shot = |name: &str| std::env::temp_dir().join(format!("gametree-window-trace-{name}.png"));
    g.play_three_moves(&layout);
    // X: the code and the stack beside the board, stepping from the start.
    g.key("x");
    g.wait_log("step: ");
    let panel = Layout::with_panel(w, h, 1.0, 3, 3, 6).panel.unwrap();
    let ground = |p: [u8; 3]| (36..=46).contains(&p[0]) && (38..=48).contains(&p[1]);
    let has_panel = |img: &Image| img.near(panel.x + 3.0, panel.y + panel.h - 3.0, ground);
    // The pictures are compared with each other, so each is taken once the program has drawn
    // all there is to draw (it rests).
    g.wait_rest();
    let start = g.screenshot_until(&shot("start"), has_panel);
    assert!(
        has_panel(&start),
        "the panel's ground: {:?}",
        start.rgb(panel.x + 3.0, panel.y + panel.h - 3.0)
    );
    // The panel's pixels, to compare pictures of it.
    let pixels = |img: &Image| -> Vec<[u8; 3]> {
        let (x0, y0) = (panel.x as usize, panel.y as usize);
        (y0..y0 + panel.h as usize - 1)
            .step_by(2)
            .flat_map(|y| (x0..x0 + panel.w as usize - 1).map(move |x| (x, y)))
            .map(|(x, y)| img.rgb(x as f32, y as f32))
            .collect()
    };
    for step in 1..=3 {
        g.key("Right");
        g.wait_log(&format!("step {step}/"));
    }
    g.wait_rest();
    let third = g.screenshot_until(&shot("third"), |img| pixels(img) != pixels(&start));
    assert_ne!(
        pixels(&start),
        pixels(&third),
        "the line and the stack moved"
    );
    // Back to step 2, to step 1, and to the start before the first step, which the log does
    // not name: the picture says when it is there.
    for _ in 0..3 {
        g.key("Left");
    }
    wait_for(PATIENCE, "three steps back", || {
        (g.log_text().matches("step 1/").count() >= 2).then_some(())
    });
    g.wait_rest();
    let back = g.screenshot_until(&shot("back"), |img| pixels(img) == pixels(&start));
    assert_eq!(
        pixels(&start),
        pixels(&back),
        "back at the start, the same picture"
    );
    // X again: the board has the window to itself.
    g.key("x");
    let closed = g.screenshot_until(&shot("closed"), |img| !has_panel(img));
    assert!(!has_panel(&closed), "no panel any more");
    let t = Instant::now();
    g.key("Escape");
    let (code, _) = g.wait_exit(t);
    assert_eq!(code, Some(0));
}

#[test]
#[ignore = "needs an X display (run under Xvfb by .ci/run)"]
fn mcts_picked_with_7_replies_and_its_values_and_tree_open() {
    let mut g = Game::launch("mcts", &["--seed", "1"]);
    let (w, h) = g.size();
    let layout = Layout::new(w, h, 1.0, 3, 3);
    let shot = std::env::temp_dir().join("gametree-window-mcts.png");
    g.key("7");
    wait_for(PATIENCE, "the title to change", || {
        (g.title() == "gametree — 3x3 — MCTS").then_some(())
    });
    // X takes the centre; MCTS replies in a corner (an edge loses) and the log has its report.
    let c = layout.center();
    g.click(c[0], c[1]);
    let report = wait_for(PATIENCE, "MCTS's reply", || {
        g.log_text()
            .lines()
            .find(|l| l.contains("O plays ") && l.contains("(MCTS: "))
            .map(str::to_owned)
    });
    let reply = &report.split("O plays ").nth(1).unwrap()[..2];
    assert!(["a1", "a3", "c1", "c3"].contains(&reply), "{report}");
    // V: each move's visits and win rate, as discs over the seven empty cells.
    g.key("v");
    let values = wait_for(PATIENCE, "the values", || {
        g.log_text()
            .lines()
            .find(|l| l.contains("values: "))
            .map(str::to_owned)
    });
    assert_eq!(values.matches("% of ").count(), 7, "{values}");
    let board = |p: [u8; 3]| p[0] > 200 && p[1] > 200 && p[2] > 190;
    let b = reply.as_bytes();
    let taken = [(1, 1), (b[0] - b'a', b[1] - b'1')];
    let empty: Vec<(u8, u8)> = (0..3u8)
        .flat_map(|f| (0..3u8).map(move |r| (f, r)))
        .filter(|cell| !taken.contains(cell))
        .collect();
    let probe = |img: &Image, (f, r): (u8, u8)| {
        let mid = layout.cell_rect(f, r).center();
        img.rgb(mid[0], mid[1] - layout.cell * 0.15)
    };
    let img = g.screenshot_until(&shot, |img| {
        empty.iter().all(|&cell| !board(probe(img, cell)))
    });
    for &(f, r) in &empty {
        let p = probe(&img, (f, r));
        assert!(!board(p), "a disc covers the middle of {f},{r}: {p:?}");
    }
    // T: the recorded search beside the board, one child per move.
    g.key("t");
    let tree = wait_for(PATIENCE, "the recorded tree", || {
        g.log_text()
            .lines()
            .find(|l| l.contains("tree: ") && l.contains(" children at the root"))
            .map(str::to_owned)
    });
    assert!(tree.contains(" 7 children at the root"), "{tree}");
    g.wait_rest();
    g.screenshot(&std::env::temp_dir().join("gametree-window-mcts-tree.png"));
    g.key("Escape"); // closes T's panel
    let t = Instant::now();
    g.key("Escape");
    let (code, _) = g.wait_exit(t);
    assert_eq!(code, Some(0));
    eprintln!("window: {report}");
}

#[test]
#[ignore = "needs an X display (run under Xvfb by .ci/run)"]
fn ctrl_c_copies_the_position_and_ctrl_v_sets_it_up_again() {
    let mut g = Game::launch("clipboard", &["--seed", "1"]);
    let (w, h) = g.size();
    let c = Layout::new(w, h, 1.0, 3, 3).center();
    g.click(c[0], c[1]);
    g.wait_log("O plays ");
    // Ctrl+C: the position's text on the clipboard.
    g.key("ctrl+c");
    let copied = wait_for(PATIENCE, "the copy", || {
        g.log_text()
            .lines()
            .find_map(|l| l.split("copy: ").nth(1))
            .map(str::to_owned)
    });
    assert!(
        copied.ends_with(" x"),
        "X to move after two moves: {copied}"
    );
    // A new game, then Ctrl+V: the clipboard's position is set up again. (The window takes
    // its keys in the order they were pressed: no need to wait between them.)
    g.key("n");
    g.key("ctrl+v");
    g.wait_log(&format!("paste: tictactoe at {copied}"));
    let t = Instant::now();
    g.key("Escape");
    let (code, _) = g.wait_exit(t);
    assert_eq!(code, Some(0));
}

/// The processes whose command line holds `marker` (this test's engine carries it).
fn processes_with(marker: &str) -> Vec<String> {
    std::fs::read_dir("/proc")
        .unwrap()
        .flatten()
        .filter_map(|e| std::fs::read(e.path().join("cmdline")).ok())
        .map(|c| String::from_utf8_lossy(&c).replace('\0', " "))
        .filter(|c| c.starts_with("python3") && c.contains(marker))
        .collect()
}

#[test]
#[ignore = "needs an X display (run under Xvfb by .ci/run)"]
fn the_example_engine_picked_with_8_plays_a_game_against_a_persons_clicks() {
    let marker = format!("window-{}", std::process::id());
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/engines/oneply.py");
    let engine = format!("oneply=python3 '{}' {marker}", script.display());
    let mut g = Game::launch("engine", &["--seed", "1", "--engine", &engine]);
    let (w, h) = g.size();
    let layout = Layout::new(w, h, 1.0, 3, 3);
    g.key("8");
    wait_for(PATIENCE, "the title to name the engine", || {
        (g.title() == "gametree — 3x3 — engine oneply (O)").then_some(())
    });
    // X clicks; oneply (wins, else blocks, else nearest the centre) answers each, and wins.
    for ((f, r), person, reply) in [
        ((1, 1), "X plays b2", "O plays b1 (engine oneply"),
        ((0, 0), "X plays a1", "O plays c3 (engine oneply"),
        ((2, 0), "X plays c1", "O plays a3 (engine oneply"),
        ((0, 1), "X plays a2", "O plays b3 (engine oneply"),
    ] {
        let c = layout.cell_rect(f, r).center();
        g.click(c[0], c[1]);
        g.wait_log(person);
        g.wait_log(reply);
    }
    g.wait_log("O won!");
    // The engine's last stone is on the board: a red ring at b3 (its top: the winning row's
    // line runs through its middle).
    let b3 = layout.cell_rect(1, 2);
    let ring = [b3.center()[0], b3.center()[1] - b3.h * 0.29];
    let shot = std::env::temp_dir().join("gametree-window-engine.png");
    let img = g.screenshot_until(&shot, |img| img.near(ring[0], ring[1], red));
    assert!(
        img.near(ring[0], ring[1], red),
        "{:?}",
        img.rgb(ring[0], ring[1])
    );
    // One process per move, each ended after it: none is left once the game is over.
    assert_eq!(processes_with(&marker), Vec::<String>::new());
    g.wait_rest();
    let t = Instant::now();
    g.key("Escape");
    assert_eq!(g.wait_exit(t).0, Some(0));
    assert_eq!(processes_with(&marker), Vec::<String>::new());
}

/// The processes the program started itself (its children), with their command lines.
fn children_of(pid: u32) -> Vec<String> {
    std::fs::read_dir("/proc")
        .unwrap()
        .flatten()
        .filter(|e| {
            let stat = std::fs::read_to_string(e.path().join("stat")).unwrap_or_default();
            // The parent's id is the second field after the command name (in parentheses).
            stat.rfind(')')
                .and_then(|i| stat[i + 2..].split_whitespace().nth(1)?.parse().ok())
                == Some(pid)
        })
        .filter_map(|e| std::fs::read(e.path().join("cmdline")).ok())
        .map(|c| String::from_utf8_lossy(&c).replace('\0', " "))
        .collect()
}

#[test]
#[ignore = "needs an X display (run under Xvfb by .ci/run)"]
fn an_engine_plays_senet_in_the_window_the_sticks_thrown_for_it() {
    use gametree::app::seat::senet::cell_of as senet_cell;
    use gametree::game::senet::Senet;
    use gametree::game::{Game as _, Side};
    // gametree's own UGI engine plays black against the built-in algorithm, computer against
    // computer; the window throws the sticks for both and tells the engine each throw.
    let engine = format!("me={} ugi", env!("CARGO_BIN_EXE_gametree"));
    let mut g = Game::launch(
        "senet-engine",
        &[
            "--game",
            "senet",
            "--mode",
            "computer-computer",
            "--seed",
            "4",
            "--engine",
            &engine,
        ],
    );
    g.key("8");
    wait_for(PATIENCE, "the title to name the engine", || {
        g.title()
            .contains("engine me (black) against")
            .then_some(())
    });
    wait_for(PATIENCE, "three of the engine's moves", || {
        let log = g.log_text();
        assert!(!log.contains("forfeit"), "log: {log}");
        (log.matches("(engine me: ").count() >= 3).then_some(())
    });
    // M: between two people, so the board stands still (the move in flight is called off).
    g.key("m");
    g.wait_rest();
    // The board the log's throws and moves make, each checked by the rules.
    let log = g.log_text();
    assert!(!log.contains("forfeit"), "log: {log}");
    let mut senet = Senet::start();
    let mut engine_moves = 0;
    for line in log
        .lines()
        .filter(|l| l.contains("gametree_app::session::"))
    {
        let said = line.rsplit("] ").next().unwrap();
        let (side, mv) = if let Some((side, t)) = said.split_once(" throws ") {
            (side, format!("t{t}"))
        } else if let Some((side, rest)) = said.split_once(" plays ") {
            let by_engine = rest.contains("(engine me: ");
            assert!(!by_engine || side == "black", "{line}");
            engine_moves += usize::from(by_engine);
            (side, rest.split_whitespace().next().unwrap().to_owned())
        } else {
            continue;
        };
        let to_move = if senet.side_to_move() == Side::First {
            "white"
        } else {
            "black"
        };
        assert_eq!(side, to_move, "{line}");
        let m = senet.parse_move(&mv).unwrap();
        senet = senet.try_play(m).unwrap_or_else(|e| panic!("{line}: {e}"));
    }
    assert!(engine_moves >= 3, "{engine_moves} engine moves: {log}");
    // Each of black's pieces, the engine's, stands where the rules put it, and no other.
    let (w, h) = g.size();
    let layout = Layout::new(w, h, 1.0, 10, 4);
    let dark = |p: [u8; 3]| p.iter().all(|&c| c < 70);
    let expected: Vec<u8> = (1..=30)
        .filter(|&sq| senet.at(sq) == Some(Side::Second))
        .collect();
    let shot = std::env::temp_dir().join("gametree-window-senet-engine.png");
    let black_at = |img: &Image| -> Vec<u8> {
        (1..=30)
            .filter(|&sq| {
                let (f, r) = senet_cell(sq);
                let c = layout.cell_rect(f, r).center();
                img.near(c[0], c[1], dark)
            })
            .collect()
    };
    let img = g.screenshot_until(&shot, |img| black_at(img) == expected);
    assert_eq!(black_at(&img), expected, "black's pieces ({senet})");
    // The engine was started for each move and ended after it: none is left.
    assert_eq!(children_of(g.child.id()), Vec::<String>::new());
    let t = Instant::now();
    g.key("Escape");
    assert_eq!(g.wait_exit(t).0, Some(0));
}
