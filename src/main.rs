//! The `gametree` binary: parses the command line and hands over to the library. With no
//! subcommand it opens the window; errors are one line on stderr (exit 2 for bad input, 1 when
//! no window can be opened).

use std::process::ExitCode;

use gametree::cli::{self, Command};

fn main() -> ExitCode {
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("warn"))
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
        Some(Command::Uai) => {
            gametree::uai::run(std::io::stdin().lock(), std::io::stdout()).map_err(Into::into)
        }
        None => {
            let settings = match cli::settings(&cli.play) {
                Ok(s) => s,
                Err(e) => return fail(&e, 2),
            };
            return match gametree::window::run(&settings) {
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

fn fail(e: &anyhow::Error, code: u8) -> ExitCode {
    eprintln!("gametree: {e:#}");
    ExitCode::from(code)
}
