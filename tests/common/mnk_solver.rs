//! An independent solver of m,n,k positions for the tests that check the engine's proofs
//! against it (no search code of the engine is used).

use std::collections::HashMap;

use gametree::game::mnk::Mnk;
use gametree::game::{Game, Outcome};

/// An independent solver of the game-theoretic value (win, draw or loss for the side to move):
/// two memoised boolean searches, "can the side to move force a win?" and "must it lose?", each
/// stopping at the first move that settles it. No search code of the engine is used.
#[derive(Default)]
pub struct Solver {
    wins: HashMap<Mnk, bool>,
    loses: HashMap<Mnk, bool>,
}

/// The legal moves of `g`, nearest the centre first (the solver finds wins sooner that way).
fn centre_first(g: &Mnk) -> Vec<<Mnk as Game>::Move> {
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    let geo = g.geometry();
    let (cf, cr) = (i32::from(geo.width) - 1, i32::from(geo.height) - 1);
    moves.sort_by_key(|m| {
        (2 * i32::from(m.file()) - cf).abs() + (2 * i32::from(m.rank()) - cr).abs()
    });
    moves
}

impl Solver {
    /// True when the side to move can force a win.
    pub fn wins(&mut self, g: &Mnk) -> bool {
        if let Some(&w) = self.wins.get(g) {
            return w;
        }
        let moves = centre_first(g);
        let me = g.side_to_move();
        let w = moves.iter().any(|&m| {
            let c = g.play(m);
            match c.outcome() {
                Some(o) => o == Outcome::Win(me),
                None => self.loses(&c),
            }
        });
        self.wins.insert(*g, w);
        w
    }

    /// True when the side to move loses whatever it does.
    pub fn loses(&mut self, g: &Mnk) -> bool {
        if let Some(&l) = self.loses.get(g) {
            return l;
        }
        let moves = centre_first(g);
        let l = moves.iter().all(|&m| {
            let c = g.play(m);
            c.outcome().is_none() && self.wins(&c)
        });
        self.loses.insert(*g, l);
        l
    }

    /// +1, 0 or −1: the game value for the side to move at a position not over.
    pub fn value(&mut self, g: &Mnk) -> i32 {
        if self.wins(g) {
            1
        } else if self.loses(g) {
            -1
        } else {
            0
        }
    }

    /// True when `mv` keeps the value `want` (+1, 0, −1) of `g` for its side to move: asked as
    /// the one question that settles it, so that a won position needs only the proof tree.
    pub fn keeps(&mut self, g: &Mnk, mv: <Mnk as Game>::Move, want: i32) -> bool {
        let c = g.play(mv);
        match (c.outcome(), want) {
            (_, -1) => true,
            (Some(o), 1) => o == Outcome::Win(g.side_to_move()),
            (Some(o), _) => o != Outcome::Win(c.side_to_move()),
            (None, 1) => self.loses(&c),
            (None, _) => !self.wins(&c),
        }
    }
}
