//! Helpers the real-window tests share: running a command, and polling until something happens.
#![allow(dead_code)] // each test file uses its own share of them

use std::process::Command;
use std::thread::sleep;
use std::time::{Duration, Instant};

/// Runs a command and returns its stdout, or panics with what went wrong.
pub fn run(cmd: &str, args: &[&str]) -> String {
    let out = Command::new(cmd)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("{cmd} could not run: {e}"));
    assert!(
        out.status.success(),
        "{cmd} {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Polls `f` every 20 ms until it returns `Some`, for at most `limit`.
pub fn wait_for<T>(limit: Duration, what: &str, mut f: impl FnMut() -> Option<T>) -> T {
    let start = Instant::now();
    loop {
        if let Some(v) = f() {
            return v;
        }
        assert!(start.elapsed() < limit, "timed out waiting for {what}");
        sleep(Duration::from_millis(20));
    }
}

/// Runs the program with `args`, killing it (and failing) past `limit`: a hang fails the test
/// instead of hanging it (the limit is a guard, not a measurement).
pub fn gametree_within(args: &[&str], limit: Duration) -> std::process::Output {
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_gametree"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > limit {
            child.kill().unwrap();
            let _ = child.wait();
            panic!("{args:?} still running after {limit:?}");
        }
        sleep(Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}
