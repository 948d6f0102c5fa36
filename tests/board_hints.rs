//! What the board says besides the pieces (issue 20, item 13): in Senet, where the piece under
//! the mouse would land, which way each row runs, and the last throw until the next; in Blob
//! War, which colour each side plays.

mod common;
use common::texts;

use std::time::Instant;

use gametree::app::input::Action;
use gametree::app::layout::Layout;
use gametree::app::seat::senet::{cell_of, colors};
use gametree::app::session::{Mode, Session, Settings};
use gametree::app::view::{board_size, scene};
use gametree::render::scene::{Scene, Shape};

fn two_people(game: &str, position: &str) -> Session {
    let settings = Settings {
        variant: game.parse().unwrap(),
        mode: Mode::HumanHuman,
        seed: Some(1),
        ..Settings::default()
    };
    let v: gametree::app::seat::Variant = game.parse().unwrap();
    Session::at_position(&settings, v.parse_position(position).unwrap()).unwrap()
}

#[test]
fn senet_rings_where_the_hovered_piece_would_land_and_keeps_the_last_throw() {
    // Black threw 2: its pieces on 23 and 24 may move, to 25 and 26.
    let mut s = two_people("senet", "....................w.bb...... b 2");
    let (cols, rows) = board_size(s.position());
    let l = Layout::new(640, 640, 1.0, cols, rows);
    let at = |sq: u8| {
        let (f, r) = cell_of(sq);
        l.cell_rect(f, r).center()
    };
    let landing = |sc: &Scene| -> Vec<[f32; 2]> {
        sc.shapes
            .iter()
            .filter_map(|sh| match sh {
                Shape::Ring { center, color, .. } if *color == colors::LANDING => Some(*center),
                _ => None,
            })
            .collect()
    };
    assert_eq!(landing(&scene(&s, &l, Some(at(23)))), vec![at(25)]);
    assert_eq!(landing(&scene(&s, &l, Some(at(24)))), vec![at(26)]);
    assert!(landing(&scene(&s, &l, Some(at(21)))).is_empty(), "white's");
    assert!(landing(&scene(&s, &l, None)).is_empty());
    // Three arrows, one per row, each two strokes, the middle row's pointing left.
    let arrows: Vec<([f32; 2], [f32; 2])> = scene(&s, &l, None)
        .shapes
        .iter()
        .filter_map(|sh| match sh {
            Shape::Line {
                from, to, color, ..
            } if *color == colors::ARROW => Some((*from, *to)),
            _ => None,
        })
        .collect();
    assert_eq!(arrows.len(), 6);
    let rightwards = arrows.iter().filter(|(f, t)| t[0] > f[0]).count();
    assert_eq!(rightwards, 4, "rows 1 and 3 run right, row 2 left");
    // After the move the throw is spent; the sticks' words keep it until the next.
    let (f, r) = cell_of(23);
    let _ = s.handle(Action::Cell(f, r), Instant::now());
    assert_eq!(
        s.position().to_string().split(' ').nth(1),
        Some("w"),
        "white's turn"
    );
    let words = texts(&scene(&s, &l, None));
    assert!(
        words.iter().any(|t| t.starts_with("black threw 2")),
        "{words:?}"
    );
}
