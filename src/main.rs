//! The `gametree` binary: parses the command line and hands over to the library.

use std::process::ExitCode;

use clap::Parser;
use gametree::cli::{self, Cli, Command};

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match &cli.command {
        Some(Command::Compare(args)) => cli::compare(args),
        Some(Command::Perft(args)) => cli::perft(args),
        None => Err(anyhow::anyhow!("the window is not built yet")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("gametree: {e:#}");
            ExitCode::from(2)
        }
    }
}
