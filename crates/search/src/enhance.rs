//! The switchable enhancements of the alpha-beta forms ([`Enhancements`]): which of the classic
//! speed-ups a search uses, their names on the command line, and the order the window cycles them.
//!
//! Two kinds:
//! - **exact** (`tt`, `order`, `pvs`, `sym`, `threats`; together `all`): every value at a fixed
//!   depth is the textbook one, only found with fewer nodes; the tests check all 32 sets;
//! - **selective** (`lmr`, `deeper`; with `all`, the set `strong`): a fixed-depth value may differ
//!   from the textbook one, because some moves are searched less deeply (`lmr`) or a table entry
//!   searched deeper stands in for a shallower search (`deeper`). Proven wins, losses and draws
//!   stay exact: a line that reaches the end of the game within its (reduced) depth is exact, and
//!   one that does not marks the pass as unproven. They buy depth under a time budget, which is
//!   what Blob War needs (`docs/performance.md`). `all` stays the exact set, so that `compare`,
//!   the solver and the window's proofs on m,n,k and Connect Four are unchanged; `gametree uai`
//!   (Blob War only) plays with `strong`.

use std::fmt;

use game::ParseError;

/// A set of search enhancements. The empty set is the textbook algorithm, node for node.
#[derive(
    Copy, Clone, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub struct Enhancements(u32);

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
    /// Every exact enhancement (the fixed-depth values stay the textbook ones).
    pub const ALL: Enhancements = Enhancements(31);
    /// Late move reductions: after the first two moves, a move is first searched less deeply
    /// with a null window, and again at the full depth only if it beats the best so far. Changes
    /// fixed-depth values (selective).
    pub const LMR: Enhancements = Enhancements(32);
    /// A table entry searched deeper than asked cuts off a shallower search too (selective: its
    /// value is not the one a search of the asked depth would find).
    pub const DEEPER: Enhancements = Enhancements(64);
    /// Every enhancement of the alpha-beta forms, exact and selective: what `gametree uai` plays
    /// with.
    pub const STRONG: Enhancements = Enhancements(127);
    /// The Monte Carlo tree search's own: the solver of Winands et al., proven wins and losses
    /// propagated up the tree, so that a proven move is played and a proven loss never chosen.
    pub const SOLVER: Enhancements = Enhancements(128);
    /// Null-move pruning: the side to move passes and the opponent searches 3 plies less with
    /// a null window at β; if even then the node reaches β, it is cut off. Only where the game
    /// allows a null move ([`SearchHints::null_move`](game::SearchHints::null_move)).
    pub const NMP: Enhancements = Enhancements(256);
    /// Reverse futility pruning: near the horizon, a node whose static evaluation stands above
    /// β by a margin that grows with the depth is cut off without searching its moves.
    pub const RFP: Enhancements = Enhancements(512);
    /// Late move pruning: in a node with a capture, the quiet moves
    /// ([`SearchHints::is_quiet`](game::SearchHints::is_quiet)) after the first
    /// 28 are not searched (autaxx's rule).
    pub const LMP: Enhancements = Enhancements(1024);
    /// Late move reductions on autaxx's steeper schedule (every move after the first 2 plies
    /// less, from the tenth 3, at any depth) in place of `lmr`'s.
    pub const LMR2: Enhancements = Enhancements(2048);
    /// The one-empty-square extension: a node at the horizon that the game marks as worth a ply
    /// more ([`SearchHints::extends`](game::SearchHints::extends); Blob War: one empty square
    /// left) is searched one ply deeper, its own moves then valued at the horizon (one ply per
    /// line, so a chain of jumps into the last hole cannot go on).
    pub const EXT: Enhancements = Enhancements(4096);
    /// Late move reductions two plies from the horizon too (`lmr` stops at three): there the
    /// moves after the first two are first searched to the horizon alone, their value the
    /// evaluation's, and again a ply deeper only if that beats the best so far. Blob War's
    /// nodes two plies from the horizon that try every move were most of its search
    /// (`docs/blobwar-eval.md`). Needs `lmr`.
    pub const LMRH: Enhancements = Enhancements(8192);
    /// Futility pruning, the side reverse futility leaves (autaxx's `tryhard` prunes only this
    /// side and calls it reverse futility): near the horizon, a node whose static evaluation
    /// plus the margin by depth is still at most α fails low without searching its moves.
    pub const FP: Enhancements = Enhancements(16384);
    /// The table left out a ply from the horizon: those nodes neither probe it nor store in
    /// it. They are most of the nodes a table would look up, and their children are leaves, so
    /// a hit saves little while every probe is a miss in memory (Blob War: a fifth of the
    /// search's time, `docs/blobwar-eval.md`). Values stay exact; more nodes, each cheaper.
    pub const SKIPTT: Enhancements = Enhancements(32768);
    /// Dominated moves left out below the root: the moves the game marks as beaten by another
    /// legal move in nearly every position ([`SearchHints::drop_dominated`](game::SearchHints::drop_dominated);
    /// Blob War: a jump onto a square the mover could clone to, before the board is 60% full)
    /// are not searched. The root still weighs every move.
    pub const DOM: Enhancements = Enhancements(65536);
    /// ProbCut (Buro's, from Othello): far from the horizon, off the principal variation, a
    /// search of the node four plies shallower that reaches β by the game's margin
    /// ([`SearchHints::PROBCUT_MARGIN`](game::SearchHints::PROBCUT_MARGIN)) cuts it off; a
    /// shallow value is a close guess of the deep one where the evaluation is steady. Only
    /// where the game gives a margin, and not under a recorder (the probe searches the node
    /// itself, which a tree of moves cannot show).
    pub const PROBCUT: Enhancements = Enhancements(131072);
    /// `strong` with every pruning.
    pub const PRUNE: Enhancements = Enhancements(127 | 256 | 512 | 1024);
    /// Every enhancement of the alpha-beta forms: what they take.
    pub const ALPHA_BETA: Enhancements =
        Enhancements(Enhancements::PRUNE.0 | 2048 | 4096 | 8192 | 16384 | 32768 | 65536 | 131072);
    /// What the engine plays with under a time budget: `strong` and what self-play and autaxx
    /// measured to help (`rfp`, `skiptt`, `probcut`; `nmp`, `lmp` and the others did not,
    /// `docs/blobwar-eval.md`). `gametree uai`'s default and the window's Blob War computer.
    pub const ENGINE: Enhancements = Enhancements(127 | 512 | 32768 | 131072);

    /// Each enhancement with its name, in the order they are written.
    pub const NAMED: [(Enhancements, &'static str); 18] = [
        (Enhancements::TT, "tt"),
        (Enhancements::ORDER, "order"),
        (Enhancements::PVS, "pvs"),
        (Enhancements::SYM, "sym"),
        (Enhancements::THREATS, "threats"),
        (Enhancements::LMR, "lmr"),
        (Enhancements::DEEPER, "deeper"),
        (Enhancements::SOLVER, "solver"),
        (Enhancements::NMP, "nmp"),
        (Enhancements::RFP, "rfp"),
        (Enhancements::LMP, "lmp"),
        (Enhancements::LMR2, "lmr2"),
        (Enhancements::EXT, "ext"),
        (Enhancements::LMRH, "lmrh"),
        (Enhancements::FP, "fp"),
        (Enhancements::SKIPTT, "skiptt"),
        (Enhancements::DOM, "dom"),
        (Enhancements::PROBCUT, "probcut"),
    ];

    /// The window's cycle (key E): none → tt → tt+order → all → none.
    pub const CYCLE: [Enhancements; 4] = [
        Enhancements::NONE,
        Enhancements::TT,
        Enhancements(Enhancements::TT.0 | Enhancements::ORDER.0),
        Enhancements::ALL,
    ];

    /// What the command line accepts, for error messages.
    pub const EXPECTED: &'static str = "a comma-separated list of tt, order, pvs, sym, threats, lmr, deeper, nmp, rfp, lmp, lmr2, ext, lmrh, fp, skiptt, dom, probcut and the groups all (the first five), strong (the first seven) and prune (the first ten); or none; or solver (Monte Carlo tree search)";

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

    /// This set without the enhancements of `other`.
    #[must_use]
    pub const fn without(self, other: Enhancements) -> Enhancements {
        Enhancements(self.0 & !other.0)
    }

    /// Both sets together.
    #[must_use]
    pub const fn union(self, other: Enhancements) -> Enhancements {
        Enhancements(self.0 | other.0)
    }

    /// Every one of the 32 exact sets (no selective enhancement), the empty one first: those
    /// whose fixed-depth values the tests compare with the textbook ones.
    pub fn every_set() -> impl Iterator<Item = Enhancements> {
        (0..32).map(Enhancements)
    }

    /// True when the set has a selective enhancement (`lmr`, `deeper`, `nmp`, `rfp`, `lmp`,
    /// `lmr2`, `lmrh`, `fp`, `dom`, `probcut`): its fixed-depth values may differ from the
    /// textbook ones.
    #[must_use]
    pub const fn is_selective(self) -> bool {
        self.intersects(Enhancements(
            Enhancements::LMR.0
                | Enhancements::DEEPER.0
                | Enhancements::NMP.0
                | Enhancements::RFP.0
                | Enhancements::LMP.0
                | Enhancements::LMR2.0
                | Enhancements::LMRH.0
                | Enhancements::FP.0
                | Enhancements::DOM.0
                | Enhancements::PROBCUT.0,
        ))
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

    /// What a setting of `--enhance` may name when an algorithm takes this set: each
    /// enhancement in it, the groups it holds (`all`, `strong`) and `none`, as an error message
    /// lists them (`tt, order, …, strong or none`), so that it never names a group alone.
    #[must_use]
    pub fn choices(self) -> String {
        let mut names: Vec<&str> = Enhancements::NAMED
            .iter()
            .chain(&Enhancements::GROUPS)
            .filter(|(e, _)| self.contains(*e))
            .map(|&(_, n)| n)
            .collect();
        names.push("none");
        let last = names.pop().unwrap_or_default();
        if names.is_empty() {
            last.to_owned()
        } else {
            format!("{} or {last}", names.join(", "))
        }
    }

    /// The groups a list may name for their members (`strong,nmp`); [`Display`] prints a set
    /// that is exactly one of them by its name.
    ///
    /// [`Display`]: fmt::Display
    const GROUPS: [(Enhancements, &'static str); 3] = [
        (Enhancements::ALL, "all"),
        (Enhancements::STRONG, "strong"),
        (Enhancements::PRUNE, "prune"),
    ];

    /// Reads a comma-separated list of the names in [`NAMED`](Enhancements::NAMED) and the
    /// groups `all`, `strong` and `prune` (any subset, any order: `strong,nmp`), or `none`.
    ///
    /// # Errors
    /// An unknown or empty name; the message lists the known ones.
    pub fn parse(text: &str) -> Result<Enhancements, ParseError> {
        let t = text.trim().to_ascii_lowercase();
        if t == "none" {
            return Ok(Enhancements::NONE);
        }
        t.split(',').try_fold(Enhancements::NONE, |set, word| {
            let word = word.trim();
            Enhancements::NAMED
                .iter()
                .chain(&Enhancements::GROUPS)
                .find(|(_, name)| *name == word)
                .map(|&(e, _)| set.union(e))
                .ok_or_else(|| ParseError::UnknownEnhancement {
                    word: word.to_owned(),
                    text: text.trim().to_owned(),
                    expected: Enhancements::EXPECTED,
                })
        })
    }
}

impl fmt::Display for Enhancements {
    /// `none`, `all`, `strong`, `prune`, or the names joined by commas (`tt,order`): what
    /// [`parse`] reads back.
    ///
    /// [`parse`]: Enhancements::parse
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let set = *self;
        if set == Enhancements::NONE {
            return f.write_str("none");
        }
        if let Some((_, group)) = Enhancements::GROUPS.iter().find(|(g, _)| *g == set) {
            return f.write_str(group);
        }
        let names: Vec<&str> = Enhancements::NAMED
            .iter()
            .filter(|(e, _)| set.contains(*e))
            .map(|&(_, n)| n)
            .collect();
        f.write_str(&names.join(","))
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
        for e in (0..4096).map(Enhancements) {
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
        assert_eq!(
            Enhancements::parse("all,lmr"),
            Ok(Enhancements::ALL.union(Enhancements::LMR))
        );
        assert_eq!(
            Enhancements::parse("strong, rfp,skiptt,probcut"),
            Ok(Enhancements::ENGINE)
        );
        assert_eq!(Enhancements::parse("prune,strong"), Ok(Enhancements::PRUNE));
        assert_eq!(
            Enhancements::parse("none,tt"),
            Err(ParseError::UnknownEnhancement {
                word: "none".into(),
                text: "none,tt".into(),
                expected: Enhancements::EXPECTED,
            })
        );
        assert_eq!(
            Enhancements::parse("tt,order,pvs,sym,threats,lmr,deeper"),
            Ok(Enhancements::STRONG)
        );
        assert_eq!(Enhancements::STRONG.to_string(), "strong");
        assert_eq!(
            Enhancements::STRONG.choices(),
            "tt, order, pvs, sym, threats, lmr, deeper, all, strong or none"
        );
        assert_eq!(
            Enhancements::PRUNE.choices(),
            "tt, order, pvs, sym, threats, lmr, deeper, nmp, rfp, lmp, all, strong, prune or none"
        );
        assert_eq!(
            Enhancements::parse("tt,order,pvs,sym,threats,lmr,deeper,nmp,rfp,lmp"),
            Ok(Enhancements::PRUNE)
        );
        assert_eq!(Enhancements::PRUNE.to_string(), "prune");
        assert_eq!(
            Enhancements::STRONG.union(Enhancements::NMP).to_string(),
            "tt,order,pvs,sym,threats,lmr,deeper,nmp"
        );
        for e in [Enhancements::NMP, Enhancements::RFP, Enhancements::LMP] {
            assert!(
                e.is_selective() && !Enhancements::STRONG.intersects(e),
                "{e}"
            );
        }
        assert_eq!(Enhancements::SOLVER.choices(), "solver or none");
        assert_eq!(Enhancements::NONE.choices(), "none");
        assert_eq!(
            Enhancements::ALL.union(Enhancements::LMR).to_string(),
            "tt,order,pvs,sym,threats,lmr"
        );
        assert!(Enhancements::every_set().all(|e| !e.is_selective()));
        assert!(Enhancements::LMR.is_selective() && Enhancements::DEEPER.is_selective());
        assert!(Enhancements::STRONG.contains(Enhancements::ALL));
        for bad in ["", "tt,", "ttt", "none,tt", "strong,", "tt;order", "lmrr"] {
            let e = Enhancements::parse(bad).unwrap_err();
            assert!(e.to_string().contains("expected"), "{bad}: {e}");
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
