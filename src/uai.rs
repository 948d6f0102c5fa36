//! `gametree uai`: the Universal Ataxx Interface on stdin/stdout, so that tournament runners such
//! as cuteataxx can play our Blob War engine against others: the shared engine
//! ([`crate::protocol`]) with UAI's words, on the 7x7 board.
//!
//! Unknown commands are ignored, as the protocol asks; malformed ones are answered with
//! `info string …`.

use std::io::{self, BufRead, Write};

use crate::game::Game;
use crate::game::blobwar::BlobWar;
use crate::protocol::{self, Dialect};
use crate::search::{Algorithm, Enhancements, KeptTable, Limits};

pub use crate::protocol::{ENGINE_NAME, Go};

/// UAI's clock words: `b` is x, the first player.
pub const CLOCKS: [&str; 4] = ["btime", "wtime", "binc", "winc"];

/// Reads `position startpos|fen <fen> [moves …]` (the words after `position`). The engine plays
/// Blob War on the 7x7 board, so a FEN of another size is refused.
///
/// # Errors
/// A bad FEN or an illegal move, named.
pub fn parse_position(words: &[&str]) -> Result<BlobWar, String> {
    let moves_at = words.iter().position(|&w| w == "moves");
    let (setup, moves) = match moves_at {
        Some(i) => (&words[..i], &words[i + 1..]),
        None => (words, &[][..]),
    };
    let mut pos = match setup.split_first() {
        Some((&"startpos", [])) => BlobWar::from_fen("startpos").map_err(|e| e.to_string())?,
        Some((&"fen", fen)) if !fen.is_empty() => {
            let p = BlobWar::from_fen(&fen.join(" ")).map_err(|e| format!("bad FEN: {e}"))?;
            let g = p.geometry();
            if (g.rows, g.cols) != (7, 7) {
                return Err(format!(
                    "bad FEN: a {}x{} board, but this engine plays Blob War on 7x7",
                    g.rows, g.cols
                ));
            }
            p
        }
        _ => return Err("position: expected 'startpos' or 'fen <FEN>', then 'moves …'".into()),
    };
    for m in moves {
        let mv = pos
            .parse_move(m)
            .map_err(|e| format!("bad move list: {e}"))?;
        pos = pos.play(mv);
    }
    Ok(pos)
}

/// UAI: Blob War on 7x7, evaluated with the optional terms switched on (`tempo`, `safe`,
/// `tuned`, `tapered`).
struct Uai {
    terms: u8,
}

impl Default for Uai {
    /// The tapered evaluation: it beat seed 004's in self-play (`docs/blobwar-eval.md`).
    fn default() -> Uai {
        Uai {
            terms: BlobWar::TAPERED,
        }
    }
}

/// The evaluation's optional terms as options: their names and flags (`tuned` is the evaluation
/// fitted to self-play games, `tapered` the one with square classes and holes whose weights
/// move from the middle game's to the end game's, `docs/blobwar-eval.md`).
const TERMS: [(&str, u8); 4] = [
    ("tempo", BlobWar::TEMPO),
    ("safe", BlobWar::SAFE),
    ("tuned", BlobWar::TUNED),
    ("tapered", BlobWar::TAPERED),
];

impl Dialect for Uai {
    type Position = BlobWar;
    type Kept = KeptTable<BlobWar>;
    const HELLO: &'static str = "uai";
    const CLOCKS: [&'static str; 4] = CLOCKS;
    /// Blob War's engine set: `strong` and reverse futility pruning (`docs/blobwar-eval.md`).
    const PLAYS: Enhancements = Enhancements::ENGINE;

    fn start(&self) -> BlobWar {
        BlobWar::from_fen("startpos")
            .unwrap_or_else(|e| unreachable!("Blob War's start position reads: {e}"))
            .with_terms(self.terms)
    }

    fn parse_position(&self, words: &[&str]) -> Result<BlobWar, String> {
        parse_position(words).map(|p| p.with_terms(self.terms))
    }

    fn side_to_move(position: &BlobWar) -> usize {
        position.side_to_move().index()
    }

    fn option_lines(&self) -> Vec<String> {
        TERMS
            .iter()
            .map(|(name, t)| {
                format!(
                    "option name {name} type check default {}",
                    self.terms & t != 0
                )
            })
            .collect()
    }

    /// A term switched applies from the next `position` on.
    fn set_option(&mut self, name: &str, value: &str) -> Option<Result<bool, String>> {
        let &(name, t) = TERMS.iter().find(|(n, _)| name.eq_ignore_ascii_case(n))?;
        Some(match value.trim().to_ascii_lowercase().as_str() {
            "true" | "on" => {
                self.terms |= t;
                Ok(false)
            }
            "false" | "off" => {
                self.terms &= !t;
                Ok(false)
            }
            _ => Err(format!(
                "{name} {} is not a switch (expected true or false)",
                crate::game::quote(value)
            )),
        })
    }

    fn command(&self, _: &BlobWar, _: &str, _: &[&str]) -> Vec<String> {
        Vec::new() // unknown commands are ignored, as the protocol asks
    }

    fn search(
        position: &BlobWar,
        algorithm: Algorithm,
        limits: &Limits,
        seed: u64,
        kept: &mut KeptTable<BlobWar>,
        say: &mut dyn FnMut(&str),
    ) -> String {
        protocol::best_move(position, algorithm, limits, seed, kept, say)
    }

    fn settle(kept: &mut KeptTable<BlobWar>) {
        kept.settle();
    }
}

/// Speaks UAI on `input`/`output` until `quit` or the end of the input (see [`protocol::run`]).
///
/// # Errors
/// When reading the input fails.
pub fn run<R: BufRead, W: Write + Send + 'static>(input: R, output: W) -> io::Result<()> {
    protocol::run(Uai::default(), input, output)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;
    use std::time::Duration;

    #[test]
    fn go_reads_every_limit_and_rejects_bad_ones() {
        let g = Go::parse(
            &[
                "btime", "1000", "wtime", "1066", "binc", "100", "winc", "100",
            ],
            &CLOCKS,
        )
        .unwrap();
        assert_eq!(g.clocks, [Some(1000), Some(1066)]);
        assert_eq!(g.increments, [Some(100), Some(100)]);
        assert_eq!(Go::parse(&["depth", "3"], &CLOCKS).unwrap().depth, Some(3));
        assert!(Go::parse(&["depth"], &CLOCKS).is_err());
        assert!(Go::parse(&["depth", "x"], &CLOCKS).is_err());
        assert!(Go::parse(&["sideways", "3"], &CLOCKS).is_err());
    }

    #[test]
    fn clock_budgets_stay_well_inside_the_clock() {
        let cancel = Arc::new(AtomicBool::new(false));
        let g = Go::parse(
            &[
                "btime", "1000", "wtime", "1066", "binc", "100", "winc", "100",
            ],
            &CLOCKS,
        )
        .unwrap();
        let t = g.limits(0, true, Arc::clone(&cancel)).time.unwrap();
        assert!(
            t > Duration::from_millis(50) && t < Duration::from_millis(485),
            "{t:?}"
        );
        // 970 ms usable: a soft limit of 970/30 + 75 ms, a hard one three times that.
        let l = g.limits(0, true, Arc::clone(&cancel));
        assert_eq!(l.soft_time, Some(Duration::from_millis(107)));
        assert_eq!(l.time, Some(Duration::from_millis(321)));
        // A movetime is spent whole: its soft limit is its hard one.
        let mt = Go::parse(&["movetime", "100"], &CLOCKS).unwrap();
        let l = mt.limits(0, true, Arc::clone(&cancel));
        assert_eq!(
            (l.time, l.soft_time),
            (Some(Duration::from_millis(97)), l.time)
        );
        // A sampling search spends its time whole, so it gets the soft limit as its only one.
        let l = g.limits(0, false, Arc::clone(&cancel));
        assert_eq!(
            (l.time, l.soft_time),
            (Some(Duration::from_millis(107)), None)
        );
        let low = Go::parse(&["btime", "40", "wtime", "40"], &CLOCKS).unwrap();
        assert!(low.limits(0, true, cancel).time.unwrap() <= Duration::from_millis(20));
    }

    #[test]
    fn positions_with_moves_and_bad_ones() {
        let p = parse_position(&["startpos", "moves", "g2", "a1a3"]).unwrap();
        assert_eq!(p.to_string(), "x5o/7/7/7/o6/6x/6x x 1 2");
        let f = parse_position(&["fen", "x5o/7/7/7/7/7/o5x", "o", "3", "9"]).unwrap();
        assert_eq!(f.to_string(), "x5o/7/7/7/7/7/o5x o 3 9");
        assert!(parse_position(&["startpos", "moves", "d4"]).is_err());
        assert!(parse_position(&["fen"]).is_err());
        assert!(parse_position(&["fen", "x5o/7", "x"]).is_err());
        assert!(parse_position(&[]).is_err());
    }
}
