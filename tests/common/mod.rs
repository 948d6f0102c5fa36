//! Helpers the tests share: running the program or a command, its refusals, polling until
//! something happens, games by name, palette colours as pixels, tic-tac-toe's positions, a
//! session with its jobs run and the texts of its scene.
#![allow(dead_code)] // each test file uses its own share of them

pub mod engine;
pub mod mnk_solver;

use std::process::{Child, Command, Output};
use std::thread::sleep;
use std::time::{Duration, Instant};

/// Starts `cmd`, trying again a few times when the system itself fails to create the process:
/// Wine, which runs the Windows suite in CI, now and then answers CreateProcess with
/// ERROR_INTERNAL_ERROR (1359) under load before the program has run a single instruction.
/// Nothing the program does is retried: any other error, and every exit status, is final.
/// Each run has a config folder of its own, empty: a window remembers its last game, algorithm
/// and language there, which must not leak from one run into the next (tests run side by side),
/// nor into the person's own folder.
pub fn spawn(cmd: &mut Command) -> std::io::Result<Child> {
    const WINE_INTERNAL_ERROR: i32 = 1359;
    static RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let run = RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let config =
        std::env::temp_dir().join(format!("gametree-test-config-{}-{run}", std::process::id()));
    cmd.env("XDG_CONFIG_HOME", &config).env("APPDATA", &config);
    let mut tries = 0;
    loop {
        match cmd.spawn() {
            Err(e)
                if cfg!(windows) && e.raw_os_error() == Some(WINE_INTERNAL_ERROR) && tries < 5 =>
            {
                tries += 1;
                sleep(Duration::from_millis(200 * tries));
            }
            started => return started,
        }
    }
}

/// Runs `cmd` to its end with its output captured, started through [`spawn`].
pub fn output(cmd: &mut Command) -> std::io::Result<Output> {
    use std::process::Stdio;
    spawn(
        cmd.stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped()),
    )?
    .wait_with_output()
}

/// Runs a command and returns its stdout, or panics with what went wrong.
pub fn run(cmd: &str, args: &[&str]) -> String {
    let out =
        output(Command::new(cmd).args(args)).unwrap_or_else(|e| panic!("{cmd} could not run: {e}"));
    assert!(
        out.status.success(),
        "{cmd} {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// How long a test that drives the real program (a window, a compositor, a child process)
/// waits for what it expects before failing. Long, because a loaded machine (CI shares its
/// cores; a load of 9 on 2 cores has been seen) runs the program many times slower than an idle
/// one; and free when all is well, because every wait returns as soon as its condition holds.
pub const PATIENCE: Duration = Duration::from_secs(60);

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

/// Runs the program with `args` and waits for it.
pub fn gametree(args: &[&str]) -> std::process::Output {
    output(Command::new(env!("CARGO_BIN_EXE_gametree")).args(args)).expect("the binary runs")
}

/// How long a command that must answer at once (a refusal, a small run) may take before it
/// counts as hung: a guard, not a measurement.
pub const HANG: Duration = Duration::from_secs(60);

/// Runs the program with `args` and checks that it refuses them: status 2, nothing on stdout,
/// one line on stderr that contains `expected`, and no hang ([`HANG`]). Returns that line.
pub fn fails_with(args: &[&str], expected: &str) -> String {
    let out = gametree_within(args, HANG);
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert!(out.stdout.is_empty(), "{args:?} printed to stdout");
    assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    assert!(err.contains(expected), "{args:?}: {err}");
    err
}

/// A game by its command-line name.
pub fn variant(name: &str) -> gametree::app::seat::Variant {
    name.parse().unwrap()
}

/// The computer's move (minimax, depth 2) in a Senet position after a throw of 3 with seven
/// pieces to move, run on this thread: its report carries seed 002's summary of the pieces.
pub fn senet_move() -> gametree::app::worker::SearchDone {
    use gametree::app::worker::{Job, JobKind, run_job};
    use gametree::search::{Algorithm, Limits};
    let position = variant("senet")
        .parse_position("wbwbwbwb.b.w.b.......w...b...w b 3")
        .unwrap();
    let job = Job {
        kind: JobKind::Move,
        id: 1,
        position,
        algorithm: Algorithm::Minimax,
        limits: Limits::depth(2),
        seed: Some(1),
        record: false,
        engine: None,
    };
    run_job(&job, std::sync::Arc::default())
}

/// A colour of the palette as the 8-bit RGB a frame holds.
pub fn rgb(c: [f32; 4]) -> [u8; 3] {
    [c[0], c[1], c[2]].map(|v| (v * 255.0).round() as u8)
}

/// Every tic-tac-toe position reachable from the start (5,478), finished ones included.
pub fn tictactoe_positions() -> std::collections::HashSet<gametree::game::mnk::Mnk> {
    use gametree::game::Game;
    let mut seen = std::collections::HashSet::new();
    let mut stack = vec![gametree::game::mnk::Mnk::tictactoe()];
    let mut moves = Vec::new();
    while let Some(g) = stack.pop() {
        if seen.insert(g) {
            moves.clear();
            g.legal_moves(&mut moves);
            stack.extend(moves.iter().map(|&m| g.play(m)));
        }
    }
    seen
}

/// Runs the program with `args`, killing it (and failing) past `limit`: a hang fails the test
/// instead of hanging it (the limit is a guard, not a measurement).
pub fn gametree_within(args: &[&str], limit: Duration) -> std::process::Output {
    use std::process::Stdio;
    let mut child = spawn(
        Command::new(env!("CARGO_BIN_EXE_gametree"))
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped()),
    )
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

/// A position of `game` (a preset's name) from its text, as `--position` reads it.
pub fn position(game: &str, text: &str) -> gametree::app::seat::AnyPosition {
    variant(game).parse_position(text).unwrap()
}

/// Runs every job the session asks for, as the window's worker would, until it asks for none.
pub fn run_all(
    s: &mut gametree::app::session::Session,
    e: gametree::app::session::Effects,
    now: std::time::Instant,
) -> usize {
    gametree::app::worker::run_until_idle(s, e, now)
}

/// Two people at `text` (so nobody's search comes first), with the given actions taken and
/// every job they ask for run.
pub fn watched(
    game: &str,
    text: &str,
    actions: &[gametree::app::input::Action],
) -> gametree::app::session::Session {
    use gametree::app::session::{Mode, Session, Settings};
    let settings = Settings {
        variant: variant(game),
        mode: Mode::HumanHuman,
        seed: Some(1),
        ..Settings::default()
    };
    let mut s = Session::at_position(&settings, position(game, text)).unwrap();
    let now = Instant::now();
    for &a in actions {
        let e = s.handle(a, now);
        run_all(&mut s, e, now);
    }
    s
}

/// The texts drawn inside `r`.
pub fn texts_in(
    sc: &gametree::render::scene::Scene,
    r: gametree::render::scene::Rect,
) -> Vec<String> {
    use gametree::render::scene::Shape;
    sc.shapes
        .iter()
        .filter_map(|sh| match sh {
            Shape::Text { pos, text, .. } if r.contains(*pos) => Some(text.clone()),
            _ => None,
        })
        .collect()
}

/// Every text in the scene.
pub fn texts(sc: &gametree::render::scene::Scene) -> Vec<String> {
    sc.texts().map(str::to_owned).collect()
}

/// A frame of `s` in a `w`×`h` window, laid out as the window lays it out: its scene and
/// layout.
pub fn frame(
    s: &gametree::app::session::Session,
    w: u32,
    h: u32,
) -> (scene::Scene, gametree::app::layout::Layout) {
    let l = gametree::app::view::layout(s, w, h, 1.0);
    (gametree::app::view::scene(s, &l, None), l)
}

/// What one action did: whether anything visible changed, and how many jobs it set off.
#[derive(Copy, Clone, Debug)]
pub struct Acted {
    /// Something visible changed.
    pub redraw: bool,
    /// The jobs the session asked for, run to the end.
    pub jobs: usize,
}

/// Takes one action as the window would, and runs every job it asks for.
pub fn act(s: &mut gametree::app::session::Session, a: gametree::app::input::Action) -> Acted {
    let now = Instant::now();
    let e = s.handle(a, now);
    let redraw = e.redraw;
    Acted {
        redraw,
        jobs: run_all(s, e, now),
    }
}

/// A session for a test, from the default settings: `sitting().game("connect4").seed(3).start()`.
#[derive(Clone, Debug, Default)]
pub struct Sitting(gametree::app::session::Settings);

/// The default settings, to change and start: see [`Sitting`].
pub fn sitting() -> Sitting {
    Sitting::default()
}

impl Sitting {
    /// The game, by its command-line name.
    pub fn game(mut self, name: &str) -> Sitting {
        self.0.variant = variant(name);
        self
    }
    /// The game.
    pub fn variant(mut self, v: gametree::app::seat::Variant) -> Sitting {
        self.0.variant = v;
        self
    }
    /// A seed for the computer's tie-breaks and the sticks.
    pub fn seed(mut self, seed: u64) -> Sitting {
        self.0.seed = Some(seed);
        self
    }
    /// The computer's algorithm.
    pub fn algorithm(mut self, a: gametree::search::Algorithm) -> Sitting {
        self.0.algorithm = a;
        self
    }
    /// The depth limit.
    pub fn depth(mut self, depth: u32) -> Sitting {
        self.0.depth = Some(depth);
        self
    }
    /// Who plays.
    pub fn mode(mut self, mode: gametree::app::session::Mode) -> Sitting {
        self.0.mode = mode;
        self
    }
    /// The computer moves first.
    pub fn computer_first(mut self) -> Sitting {
        self.0.computer_first = true;
        self
    }
    /// The alpha-beta forms' enhancements.
    pub fn enhance(mut self, e: gametree::search::Enhancements) -> Sitting {
        self.0.enhance = e;
        self
    }
    /// The pause before a fast reply.
    pub fn reply_pause(mut self, pause: Duration) -> Sitting {
        self.0.reply_pause = pause;
        self
    }
    /// The settings as they stand.
    pub fn settings(&self) -> gametree::app::session::Settings {
        self.0.clone()
    }
    /// The session at the game's start.
    pub fn start(self) -> gametree::app::session::Session {
        gametree::app::session::Session::new(&self.0).expect("the settings are sound")
    }
    /// The session at the position of this text (as `--position` reads it).
    pub fn at(self, text: &str) -> gametree::app::session::Session {
        let p = self
            .0
            .variant
            .parse_position(text)
            .expect("the position is sound");
        gametree::app::session::Session::at_position(&self.0, p).expect("the settings are sound")
    }
}
