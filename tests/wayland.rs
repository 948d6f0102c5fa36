//! The real program as a native Wayland client under Weston, the reference compositor, with no
//! X11 for the program (`DISPLAY` unset): it must open its window on Wayland, honour the
//! compositor's scale factor of 2, draw, take a click and a key, and quit.
//!
//! Weston's headless back-end has no input devices (its test plugin, which fakes them, is not in
//! Debian's package), so the click test runs Weston's X11 back-end inside Xvfb instead: xdotool's
//! clicks and keys reach Weston as X input, and Weston hands them to the program as Wayland
//! pointer and keyboard events. Run by `.ci/run`, which installs Weston.
#![cfg(target_os = "linux")]

mod common;
use common::{PATIENCE, run, wait_for};

use std::fs::{DirBuilder, File};
use std::os::unix::fs::DirBuilderExt;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::thread::sleep;
use std::time::Duration;

use gametree::app::layout::Layout;

/// A Weston compositor with its own runtime directory and socket, stopped on drop.
struct Weston {
    child: Child,
    runtime: PathBuf,
    socket: String,
    log: PathBuf,
}

impl Weston {
    fn start(name: &str, args: &[&str]) -> Weston {
        let runtime =
            std::env::temp_dir().join(format!("gametree-weston-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&runtime);
        // Wayland libraries refuse a runtime directory others can read.
        DirBuilder::new()
            .mode(0o700)
            .create(&runtime)
            .expect("runtime directory");
        let socket = format!("gametree-{name}");
        let log = runtime.join("weston.log");
        let child = Command::new("weston")
            .args(args)
            .arg(format!("--socket={socket}"))
            .arg(format!("--log={}", log.display()))
            .env("XDG_RUNTIME_DIR", &runtime)
            .env_remove("WAYLAND_DISPLAY")
            .env_remove("WAYLAND_SOCKET")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("weston starts (apt-get install weston; .ci/run does)");
        let mut w = Weston {
            child,
            runtime,
            socket,
            log,
        };
        let path = w.runtime.join(&w.socket);
        wait_for(PATIENCE, "Weston's socket", || {
            if let Ok(Some(status)) = w.child.try_wait() {
                panic!("weston exited with {status}: {}", w.log_text());
            }
            path.exists().then_some(())
        });
        w
    }

    fn log_text(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// Starts the program on this compositor only: no `DISPLAY`, so no X11 fallback.
    fn launch(&self, args: &[&str]) -> Game {
        let log = self.runtime.join("gametree.log");
        let child = common::spawn(
            Command::new(env!("CARGO_BIN_EXE_gametree"))
                .args(args)
                .env_remove("DISPLAY")
                .env_remove("WAYLAND_SOCKET")
                .env("WAYLAND_DISPLAY", &self.socket)
                .env("XDG_RUNTIME_DIR", &self.runtime)
                .env("RUST_LOG", "info")
                .stdout(Stdio::null())
                .stderr(Stdio::from(File::create(&log).unwrap())),
        )
        .expect("the binary starts");
        Game { child, log }
    }
}

impl Drop for Weston {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.runtime);
    }
}

struct Game {
    child: Child,
    log: PathBuf,
}

impl Game {
    fn log_text(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// Waits until the log has a line containing `what`; fails with the log if the program
    /// ends first or [`PATIENCE`] runs out.
    fn wait_log(&mut self, what: &str) {
        let start = std::time::Instant::now();
        while !self.log_text().contains(what) {
            if let Ok(Some(status)) = self.child.try_wait() {
                panic!(
                    "the program exited ({status}) before logging {what:?}:\n{}",
                    self.log_text()
                );
            }
            assert!(
                start.elapsed() < PATIENCE,
                "timed out waiting for {what:?}; the program's log:\n{}",
                self.log_text()
            );
            sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Game {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[test]
#[ignore = "needs weston (a headless Wayland compositor; run by .ci/run)"]
fn the_window_opens_on_headless_weston_at_scale_2_and_draws() {
    // Weston's default desktop shell: the window is a normal one, with the title bar the program
    // draws itself (as under GNOME). The output is 1024x768 logical pixels at scale 2 (Weston's
    // sizes are logical: 2048x1536 device pixels).
    let weston = Weston::start(
        "headless",
        &[
            "--backend=headless-backend.so",
            "--width=1024",
            "--height=768",
            "--scale=2",
        ],
    );
    let mut game = weston.launch(&["--seed", "1"]);
    game.wait_log("first frame");
    // The surface learns its output's scale once it is shown; the next frame is drawn at twice
    // the 640x640 logical size.
    game.wait_log("frame drawn at 1280x1280 px, scale 2");
    let log = game.log_text();
    assert!(log.contains(" on Wayland (EGL "), "{log}");
    assert!(!log.contains(" on X11 "), "{log}");
    assert!(!log.contains("panicked"), "{log}");
    assert!(
        game.child.try_wait().unwrap().is_none(),
        "the program keeps running: {log}"
    );
}

#[test]
#[ignore = "needs weston and an X display (Weston's X11 back-end under Xvfb carries the clicks; run by .ci/run)"]
fn a_click_and_a_key_reach_the_game_through_weston_at_scale_2() {
    assert!(
        std::env::var_os("DISPLAY").is_some(),
        "this test needs an X display for Weston's window: run it under Xvfb (see .ci/run)"
    );
    // Weston's X11 back-end follows the pointer by the moves X reports, from where the pointer
    // entered its window. A window that opens under the pointer sometimes misses that entry
    // (on a loaded machine, about one run in ten): the program then sees the pointer enter at
    // its corner and the click land there. So the pointer waits in the screen's far corner,
    // outside the window, and enters it at the click.
    let screen = run("xdotool", &["getdisplaygeometry"]);
    let corner: Vec<String> = screen
        .split_whitespace()
        .map(|v| (v.parse::<i32>().unwrap() - 1).to_string())
        .collect();
    run("xdotool", &["mousemove", &corner[0], &corner[1]]);
    // Kiosk shell: the program fills Weston's only output, a 640x640 X window showing 320x320
    // logical pixels at scale 2, so the game's window is 640x640 physical pixels at (0, 0).
    let weston = Weston::start(
        "x11",
        &[
            "--backend=x11-backend.so",
            "--shell=kiosk-shell.so",
            "--width=320",
            "--height=320",
            "--scale=2",
        ],
    );
    // Weston names its window only in _NET_WM_NAME, which `xdotool search --name` does not
    // read; its X class is "Weston Compositor". Only a visible (mapped) window can take the
    // focus.
    let window = wait_for(PATIENCE, "Weston's X window", || {
        let out = Command::new("xdotool")
            .args(["search", "--onlyvisible", "--class", "^Weston Compositor$"])
            .output()
            .ok()?;
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .next()
            .map(str::to_owned)
    });
    // Keys go to the X window with the focus; Weston then gives them to the program. Weston's
    // window gets the X focus now, before the program has a surface: moving the X focus takes
    // Weston's keyboard focus away and gives it back, and Weston 10 sometimes does not give it
    // back (the program sees wl_keyboard.leave and no enter, and every key after it is lost;
    // it happened in about one run in three on a loaded machine, and a second focus to the
    // same window cannot repair it). Taken before the program exists, there is nothing to
    // lose; the program's surface gets the keyboard when Weston shows it, and the focus never
    // moves again.
    run("xdotool", &["windowfocus", "--sync", &window]);
    let mut game = weston.launch(&["--seed", "1"]);
    game.wait_log("frame drawn at 640x640 px, scale 2");

    // The centre cell of the 3x3 board, in physical pixels as the layout places it at scale 2.
    let layout = Layout::new(640, 640, 2.0, 3, 3);
    let [x, y] = layout.cell_rect(1, 1).center();
    let (x, y) = (format!("{}", x as i32), format!("{}", y as i32));
    run("xdotool", &["mousemove", "--window", &window, &x, &y]);
    sleep(Duration::from_millis(100));
    run("xdotool", &["click", "1"]);
    game.wait_log("X plays b2");
    game.wait_log("O plays ");

    // One Escape quits.
    run("xdotool", &["key", "Escape"]);
    let pressed = std::time::Instant::now();
    let status = loop {
        if let Some(status) = game.child.try_wait().unwrap() {
            break status;
        }
        assert!(
            pressed.elapsed() < PATIENCE,
            "the program did not quit after Escape\n{}",
            game.log_text()
        );
        sleep(Duration::from_millis(20));
    };
    assert_eq!(status.code(), Some(0), "{}", game.log_text());
    let log = game.log_text();
    assert!(log.contains(" on Wayland (EGL "), "{log}");
    assert!(!log.contains("panicked"), "{log}");
}
