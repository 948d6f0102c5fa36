//! Issue 30's one-empty-square extension (`ext`): a horizon node with one empty square left is
//! searched a ply deeper, which sees a reply into the last hole that the plain search misses.

use gametree::game::Game;
use gametree::game::blobwar::{BlobMove, BlobWar};
use gametree::search::{self, Algorithm, Enhancements, Limits, Report};
use rand::SeedableRng;
use rand::rngs::StdRng;

/// The value and move of `g` under `enhance`, to `depth` (`None`: to the end of the game).
fn at(g: &BlobWar, depth: Option<u32>, enhance: Enhancements) -> Report<BlobMove> {
    let limits = Limits {
        depth,
        enhance,
        ..Limits::default()
    };
    let mut rng = StdRng::seed_from_u64(5);
    search::search(Algorithm::NegamaxAb, g, &limits, &mut rng).unwrap()
}

#[test]
fn the_extension_finds_the_draw_where_the_plain_search_walks_into_a_loss() {
    // Two empty squares, b7 and b5 (found by random play to two empties): cloning into b5 loses
    // and the jump a7b5 draws, but at depth 2 only the extended search sees o's answer.
    let g = BlobWar::from_fen("x1xxxoo/xxxxxoo/o1xxxoo/oxxxxoo/ooooooo/xoooooo/oooooox x 0 78")
        .unwrap();
    let plain = at(&g, Some(2), Enhancements::STRONG);
    assert_eq!(plain.best, Some(g.parse_move("b5").unwrap()));
    let ext = at(&g, Some(2), Enhancements::STRONG.union(Enhancements::EXT));
    assert_eq!(ext.best, Some(g.parse_move("a7b5").unwrap()));
    // The exact values, to the end of the game: b5 loses, a7b5 draws.
    let exact = |m: &str| -at(&g.play(g.parse_move(m).unwrap()), None, Enhancements::ALL).value;
    assert!(exact("b5") < -1000.0, "{}", exact("b5"));
    assert_eq!(exact("a7b5"), 0.0);
}
