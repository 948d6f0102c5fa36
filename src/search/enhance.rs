//! The switchable enhancements of the alpha-beta forms ([`Enhancements`]): which of the classic
//! speed-ups a search uses, their names on the command line, and the order the window cycles them.

use std::fmt;

use crate::game::ParseError;

/// A set of search enhancements. The empty set is the textbook algorithm, node for node.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Enhancements(u8);

impl Enhancements {
    /// None: the textbook search.
    pub const NONE: Enhancements = Enhancements(0);
    /// A transposition table: positions met again (by another move order) are not searched
    /// again, and proven results are kept.
    pub const TT: Enhancements = Enhancements(1);
    /// Move ordering: the table's best move first, then the game's finer guess, killer moves and
    /// the history heuristic.
    pub const ORDER: Enhancements = Enhancements(2);
    /// Principal variation search (null windows after the first move) and aspiration windows at
    /// the root.
    pub const PVS: Enhancements = Enhancements(4);
    /// Board symmetries folded into the table's key.
    pub const SYM: Enhancements = Enhancements(8);
    /// Forced moves from the rules: win at once, block a single threat, two threats lose.
    pub const THREATS: Enhancements = Enhancements(16);
    /// Every enhancement.
    pub const ALL: Enhancements = Enhancements(31);

    /// Each enhancement with its name, in the order they are written.
    pub const NAMED: [(Enhancements, &'static str); 5] = [
        (Enhancements::TT, "tt"),
        (Enhancements::ORDER, "order"),
        (Enhancements::PVS, "pvs"),
        (Enhancements::SYM, "sym"),
        (Enhancements::THREATS, "threats"),
    ];

    /// The window's cycle (key E): none → tt → tt+order → all → none.
    pub const CYCLE: [Enhancements; 4] = [
        Enhancements::NONE,
        Enhancements::TT,
        Enhancements(Enhancements::TT.0 | Enhancements::ORDER.0),
        Enhancements::ALL,
    ];

    /// What the command line accepts, for error messages.
    pub const EXPECTED: &'static str =
        "a comma-separated list of tt, order, pvs, sym, threats, or all, or none";

    /// True when every enhancement of `other` is on.
    #[must_use]
    pub const fn contains(self, other: Enhancements) -> bool {
        self.0 & other.0 == other.0
    }

    /// True when no enhancement is on.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// True when the sets share an enhancement.
    #[must_use]
    pub const fn intersects(self, other: Enhancements) -> bool {
        self.0 & other.0 != 0
    }

    /// Both sets together.
    #[must_use]
    pub const fn union(self, other: Enhancements) -> Enhancements {
        Enhancements(self.0 | other.0)
    }

    /// Every one of the 32 sets, the empty one first (for tests).
    pub fn every_set() -> impl Iterator<Item = Enhancements> {
        (0..32).map(Enhancements)
    }

    /// The set after this one in [`CYCLE`](Enhancements::CYCLE); a set off the cycle goes to
    /// none.
    #[must_use]
    pub fn next_in_cycle(self) -> Enhancements {
        let i = Enhancements::CYCLE.iter().position(|&e| e == self);
        i.map_or(Enhancements::NONE, |i| {
            Enhancements::CYCLE[(i + 1) % Enhancements::CYCLE.len()]
        })
    }

    /// Reads `tt,order,pvs,sym,threats` (any subset, any order), `all` or `none`.
    ///
    /// # Errors
    /// An unknown or empty name; the message lists the known ones.
    pub fn parse(text: &str) -> Result<Enhancements, ParseError> {
        let t = text.trim().to_ascii_lowercase();
        match t.as_str() {
            "all" => return Ok(Enhancements::ALL),
            "none" => return Ok(Enhancements::NONE),
            _ => {}
        }
        t.split(',').try_fold(Enhancements::NONE, |set, word| {
            let word = word.trim();
            Enhancements::NAMED
                .iter()
                .find(|(_, name)| *name == word)
                .map(|&(e, _)| set.union(e))
                .ok_or_else(|| {
                    ParseError(format!(
                        "unknown enhancement '{word}' in '{}' (expected {})",
                        text.trim(),
                        Enhancements::EXPECTED
                    ))
                })
        })
    }
}

impl fmt::Display for Enhancements {
    /// `none`, `all`, or the names joined by commas (`tt,order`): what [`parse`] reads back.
    ///
    /// [`parse`]: Enhancements::parse
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Enhancements::NONE => f.write_str("none"),
            Enhancements::ALL => f.write_str("all"),
            set => {
                let names: Vec<&str> = Enhancements::NAMED
                    .iter()
                    .filter(|(e, _)| set.contains(*e))
                    .map(|&(_, n)| n)
                    .collect();
                f.write_str(&names.join(","))
            }
        }
    }
}

impl std::str::FromStr for Enhancements {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Enhancements::parse(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_set_prints_what_parse_reads_back() {
        for e in Enhancements::every_set() {
            assert_eq!(Enhancements::parse(&e.to_string()), Ok(e), "{e}");
        }
        assert_eq!(
            Enhancements::TT.union(Enhancements::PVS).to_string(),
            "tt,pvs"
        );
        assert_eq!(
            Enhancements::parse(" Threats, tt ").unwrap(),
            Enhancements::TT.union(Enhancements::THREATS)
        );
        assert_eq!(
            Enhancements::parse("tt,order,pvs,sym,threats"),
            Ok(Enhancements::ALL)
        );
        for bad in ["", "tt,", "ttt", "all,tt", "tt;order"] {
            let e = Enhancements::parse(bad).unwrap_err();
            assert!(e.0.contains("expected"), "{bad}: {e}");
        }
    }

    #[test]
    fn the_cycle_goes_none_tt_tt_order_all_and_back() {
        let mut e = Enhancements::NONE;
        let mut seen = Vec::new();
        for _ in 0..4 {
            e = e.next_in_cycle();
            seen.push(e.to_string());
        }
        assert_eq!(seen, ["tt", "tt,order", "all", "none"]);
        assert_eq!(Enhancements::PVS.next_in_cycle(), Enhancements::NONE);
    }
}
