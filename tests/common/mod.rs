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
