//! The `gametree` binary: parses the command line and hands over to the library. With no
//! subcommand it opens the window; errors are one line on stderr (exit 2 for bad input, 1 when
//! no window can be opened).
//!
//! On Windows the binary is a GUI program, so a double-click opens no console window; when it is
//! started from a console, it attaches to that console so the subcommands still print.

// Windows: the GUI subsystem, so that a double-click shows the game window alone.
#![cfg_attr(windows, windows_subsystem = "windows")]

#[cfg(not(target_arch = "wasm32"))]
use std::process::ExitCode;

#[cfg(not(target_arch = "wasm32"))]
use gametree::cli::{self, Command};

/// In the browser the page is the whole program: no command line, no exit status.
#[cfg(target_arch = "wasm32")]
fn main() {
    gametree::web::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> ExitCode {
    #[cfg(windows)]
    console::attach_to_parent();
    // sctk_adwaita::config: the Wayland title bar's colour-scheme query logs an ERROR on every
    // start where no XDG desktop portal answers (seen under Weston); it then uses the light theme.
    env_logger::Builder::from_env(
        env_logger::Env::default().default_filter_or("warn,sctk_adwaita::config=off"),
    )
    .format_timestamp_millis()
    .init();
    let cli = match cli::parse_from(std::env::args_os()) {
        Ok(cli) => cli,
        Err(e) => return fail(&e, 2),
    };
    let result = match &cli.command {
        Some(Command::Compare(args)) => cli::compare(args),
        Some(Command::Perft(args)) => cli::perft(args),
        Some(Command::Render(args)) => cli::render(args),
        Some(Command::Tree(args)) => cli::tree(args),
        Some(Command::Book(args)) => cli::book(args),
        Some(Command::Match(args)) => cli::tournament(args),
        Some(Command::Uai) => {
            gametree::uai::run(std::io::stdin().lock(), std::io::stdout()).map_err(Into::into)
        }
        Some(Command::Ugi) => {
            gametree::ugi::run(std::io::stdin().lock(), std::io::stdout()).map_err(Into::into)
        }
        None => {
            // What the last run remembered, where the command line does not say otherwise.
            let (saved, notice) = gametree::settings::path()
                .map(|p| gametree::settings::read(&p))
                .unwrap_or_default();
            if let Some(n) = notice {
                eprintln!("gametree: {n}");
            }
            let mut play = cli.play.clone();
            let given = |id: &str| cli.given.iter().any(|g| g == id);
            if let Some(game) = saved.game.filter(|_| !given("game")) {
                play.game = game;
            }
            if let Some(algo) = saved.algo.filter(|_| !given("algo")) {
                play.algo = algo;
            }
            // The engines file's engines (with their options), unless the command line names
            // one the same.
            let (filed, notices) = gametree::settings::engines_path()
                .map(|p| gametree::settings::read_engines(&p))
                .unwrap_or_default();
            for n in notices {
                eprintln!("gametree: {n}");
            }
            let mut engines: Vec<_> = filed
                .into_iter()
                .filter(|f| play.engines.iter().all(|e| e.name != f.name))
                .collect();
            engines.append(&mut play.engines);
            play.engines = match cli::with_options(&engines, &play.options) {
                Ok(e) => e,
                Err(e) => return fail(&e, 2),
            };
            let settings = match cli::settings(&play) {
                Ok(s) => s,
                Err(e) => return fail(&e, 2),
            };
            gametree::i18n::set(cli::language(cli.play.lang.or(saved.lang)));
            let runner = gametree::host::seat::Runner::new(play.engines.clone());
            return match gametree::window::run(&settings, std::sync::Arc::new(runner)) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => fail(&e.into(), 1),
            };
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(&e, 2),
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn fail(e: &anyhow::Error, code: u8) -> ExitCode {
    eprintln!("gametree: {e:#}");
    ExitCode::from(code)
}

/// Windows only: a GUI-subsystem program starts with no console. When it was started from one
/// (cmd, PowerShell) and its output is not redirected, it attaches to that console, so
/// `gametree compare`, `--help`, `--version` and error messages print there.
#[cfg(windows)]
mod console {
    use std::ffi::c_void;

    /// `(DWORD)-1`: the console of the parent process.
    const ATTACH_PARENT_PROCESS: u32 = u32::MAX;
    /// `(DWORD)-11`.
    const STD_OUTPUT_HANDLE: u32 = -11i32 as u32;

    #[link(name = "kernel32")]
    unsafe extern "system" {
        fn AttachConsole(process_id: u32) -> i32;
        fn GetStdHandle(which: u32) -> *mut c_void;
    }

    pub fn attach_to_parent() {
        // SAFETY: both calls take plain integers and only read or change this process's
        // console state; a failure (no parent console: started by a double-click) is harmless.
        unsafe {
            // A redirected stdout (a pipe or file from the parent) is kept as it is.
            if GetStdHandle(STD_OUTPUT_HANDLE).is_null() {
                AttachConsole(ATTACH_PARENT_PROCESS);
            }
        }
    }
}
