//! `gametree ugi`: the Universal Game Interface (kz04px's cutegames runner) on stdin/stdout, for
//! every game: the shared engine ([`crate::protocol`]) with UGI's words, the game chosen with
//! `setoption name game value …` (tic-tac-toe until then), and the queries with which the engine
//! referees games its runner does not know (`query gameover|p1turn|result`).
//!
//! Senet has chance, which UGI has not: the throw of the sticks is a move of the move list like
//! any other (`t1` … `t5`), `query chance` says whether the sticks are to be thrown, and a `go`
//! there answers a throw at the rules' odds (`docs/engines.md`). Unknown commands and bad input
//! are answered with one `info string …` line and change nothing.

use std::any::Any;
use std::io::{self, BufRead, Write};

use crate::app::seat::{AnyPosition, Listed, PositionVisitor, Variant};
use crate::game::{Outcome, Side, quote};
use crate::protocol::{self, Dialect};
use crate::search::{Algorithm, KeptTable, Limits};

/// UGI's clock words: `p1` is the first player.
pub const CLOCKS: [&str; 4] = ["p1time", "p2time", "p1inc", "p2inc"];

/// UGI: any game of the registry.
struct Ugi {
    variant: Variant,
}

/// What the search keeps between moves: the kept table of whichever game is played.
#[derive(Default)]
struct AnyKept(Option<Box<dyn Settles>>);

/// A game's kept table, whatever the game.
trait Settles: Any + Send {
    /// [`KeptTable::settle`].
    fn settle(&mut self);
}

impl<G: Listed> Settles for KeptTable<G> {
    fn settle(&mut self) {
        KeptTable::settle(self);
    }
}

impl AnyKept {
    /// This game's kept table, a new one if the last was another game's.
    fn of<G: Listed>(&mut self) -> &mut KeptTable<G> {
        let kept = self
            .0
            .get_or_insert_with(|| Box::new(KeptTable::<G>::default()));
        if !(kept.as_ref() as &dyn Any).is::<KeptTable<G>>() {
            *kept = Box::new(KeptTable::<G>::default());
        }
        (kept.as_mut() as &mut dyn Any)
            .downcast_mut()
            .unwrap_or_else(|| unreachable!("the table was just made for this game"))
    }
}

/// Reads `position startpos|fen <text> [moves …]` (the words after `position`) for `variant`:
/// the text is the game's own (as `--position` takes it), the moves its notation.
///
/// # Errors
/// A bad position or an illegal move, named.
pub fn parse_position(variant: Variant, words: &[&str]) -> Result<AnyPosition, String> {
    let moves_at = words.iter().position(|&w| w == "moves");
    let (setup, moves) = match moves_at {
        Some(i) => (&words[..i], &words[i + 1..]),
        None => (words, &[][..]),
    };
    let mut pos = match setup.split_first() {
        Some((&"startpos", [])) => variant.start(),
        Some((&"fen", text)) if !text.is_empty() => variant
            .parse_position(&text.join(" "))
            .map_err(|e| format!("bad fen for {variant}: {e}"))?,
        _ => return Err("position: expected 'startpos' or 'fen <text>', then 'moves …'".into()),
    };
    for m in moves {
        pos = pos
            .parse_move(m)
            .and_then(|mv| pos.play(mv))
            .map_err(|e| format!("bad move list: {e}"))?;
    }
    Ok(pos)
}

/// The answer to `query <what>`, or why there is none.
fn query(position: &AnyPosition, what: &str) -> Result<String, String> {
    let answer = match what {
        "gameover" => position.is_over().to_string(),
        "p1turn" => (position.side_to_move() == Side::First).to_string(),
        "chance" => (!position.is_over() && position.is_chance()).to_string(),
        "result" => match position.outcome() {
            None => "none",
            Some(Outcome::Draw) => "draw",
            Some(Outcome::Win(Side::First)) => "p1win",
            Some(Outcome::Win(Side::Second)) => "p2win",
        }
        .to_owned(),
        _ => {
            return Err(format!(
                "query {}: expected gameover, p1turn, result or chance",
                quote(what)
            ));
        }
    };
    Ok(format!("response {answer}"))
}

/// The search of whichever game a position holds.
struct Search<'a> {
    algorithm: Algorithm,
    limits: &'a Limits,
    seed: u64,
    kept: &'a mut AnyKept,
    say: &'a mut dyn FnMut(&str),
}

impl PositionVisitor for Search<'_> {
    type Out = String;
    fn visit<G: Listed>(self, p: &G) -> String {
        let kept = self.kept.of::<G>();
        protocol::best_move(p, self.algorithm, self.limits, self.seed, kept, self.say)
    }
}

impl Dialect for Ugi {
    type Position = AnyPosition;
    type Kept = AnyKept;
    const HELLO: &'static str = "ugi";
    const CLOCKS: [&'static str; 4] = CLOCKS;

    fn start(&self) -> AnyPosition {
        self.variant.start()
    }

    fn parse_position(&self, words: &[&str]) -> Result<AnyPosition, String> {
        parse_position(self.variant, words)
    }

    fn side_to_move(position: &AnyPosition) -> usize {
        position.side_to_move().index()
    }

    fn option_lines(&self) -> Vec<String> {
        vec![format!(
            "option name game type string default {}",
            self.variant
        )]
    }

    fn set_option(&mut self, name: &str, value: &str) -> Option<Result<bool, String>> {
        if !name.eq_ignore_ascii_case("game") {
            return None;
        }
        Some(match value.parse::<Variant>() {
            Ok(v) => {
                self.variant = v;
                Ok(true)
            }
            Err(e) => Err(e.to_string()),
        })
    }

    fn command(&self, position: &AnyPosition, command: &str, args: &[&str]) -> Vec<String> {
        let line = match (command, args) {
            ("query", [what]) => {
                query(position, what).unwrap_or_else(|e| format!("info string {e}"))
            }
            ("query", _) => {
                "info string query: expected 'query gameover|p1turn|result|chance'".into()
            }
            _ => format!("info string unknown command {}", quote(command)),
        };
        vec![line]
    }

    fn search(
        position: &AnyPosition,
        algorithm: Algorithm,
        limits: &Limits,
        seed: u64,
        kept: &mut AnyKept,
        say: &mut dyn FnMut(&str),
    ) -> String {
        position.visit(Search {
            algorithm,
            limits,
            seed,
            kept,
            say,
        })
    }

    fn settle(kept: &mut AnyKept) {
        if let Some(k) = kept.0.as_mut() {
            k.settle();
        }
    }
}

/// Speaks UGI on `input`/`output` until `quit` or the end of the input (see [`protocol::run`]).
///
/// # Errors
/// When reading the input fails.
pub fn run<R: BufRead, W: Write + Send + 'static>(input: R, output: W) -> io::Result<()> {
    let variant = Variant::default();
    protocol::run(Ugi { variant }, input, output)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_of_each_game_and_bad_ones() {
        let ttt: Variant = "tictactoe".parse().unwrap();
        let p = parse_position(ttt, &["startpos", "moves", "b2", "a1"]).unwrap();
        assert_eq!(query(&p, "p1turn").unwrap(), "response true");
        assert!(parse_position(ttt, &["startpos", "moves", "b2", "b2"]).is_err());
        assert!(parse_position(ttt, &["fen"]).is_err());
        assert!(parse_position(ttt, &[]).is_err());
        let c4: Variant = "connect4".parse().unwrap();
        let p = parse_position(c4, &["startpos", "moves", "4"]).unwrap();
        assert_eq!(query(&p, "p1turn").unwrap(), "response false");
        assert!(query(&p, "sideways").is_err());
    }
}
