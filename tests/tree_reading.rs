//! Reading the search tree panel (key T): whose point of view its values are in (key W), wide
//! nodes paged through (PgDn/PgUp, the wheel) and ordered by value (key O), and cards without an
//! empty band above their boards.

mod common;
use common::{run_all, texts_in, watched};

use std::time::Instant;

use gametree::app::input::{Action, Key, action_for, resolve, wheel_action};
use gametree::app::layout::Layout;
use gametree::app::seat::Variant;
use gametree::app::session::Session;
use gametree::app::view::{layout, scene};
use gametree::app::views;

/// The first text line of each child's card, in slot order.
fn card_titles(s: &Session, l: &Layout) -> Vec<String> {
    let sc = scene(s, l, None);
    l.tree_boxes()
        .unwrap()
        .slots
        .iter()
        .filter_map(|slot| texts_in(&sc, slot.text).into_iter().next())
        .collect()
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v
}

/// X to move in o.x/x../.o.: b2 and c2 win in 3 plies, c1 draws, b3 and a1 lose in 4.
const TTT: &str = "o.x/x../.o. x";

#[test]
fn negamax_says_whose_values_and_w_turns_them_all_to_the_root_side() {
    // Negamax (key 3) values each child for O, who moves there: X's wins read as losses.
    let mut s = watched(
        "tictactoe",
        TTT,
        &[Action::Algorithm(2), Action::toggle("tree")],
    );
    let l = layout(&s, 900, 640, 1.0);
    let header = texts_in(&scene(&s, &l, None), l.tree_boxes().unwrap().header).join(" · ");
    assert!(
        header.contains("values for the side to move at each node · W: all for X"),
        "{header}"
    );
    assert_eq!(
        sorted(card_titles(&s, &l)),
        ["a1 +W4", "b2 −W3", "b3 +W4", "c1 0", "c2 −W3"]
    );
    // W is a key of the table, and every value is then X's.
    assert_eq!(action_for(Key::Char('w')), Some(views::tree::SIDE));
    assert!(common::act(&mut s, views::tree::SIDE).redraw);
    assert_eq!(
        sorted(card_titles(&s, &l)),
        ["a1 −W4", "b2 +W3", "b3 −W4", "c1 0", "c2 +W3"]
    );
    let header = texts_in(&scene(&s, &l, None), l.tree_boxes().unwrap().header).join(" · ");
    assert!(
        header.contains("all values for X · W: each for its side to move"),
        "{header}"
    );
    // Descending into b2 (O to move there), its value is X's too.
    let b2 = card_titles(&s, &l)
        .iter()
        .position(|t| t.starts_with("b2"))
        .unwrap();
    assert!(common::act(&mut s, views::tree::child(b2)).redraw);
    let header = texts_in(&scene(&s, &l, None), l.tree_boxes().unwrap().header).join(" · ");
    assert!(header.contains("value +W3"), "{header}");
    assert!(common::act(&mut s, views::tree::SIDE).redraw);
    let header = texts_in(&scene(&s, &l, None), l.tree_boxes().unwrap().header).join(" · ");
    assert!(header.contains("value −W3"), "{header}");
}

#[test]
fn alpha_beta_windows_and_the_replay_turn_with_the_point_of_view() {
    // Negamax alpha-beta (key 5): the children's windows are O's, (−β, −α) of X's.
    let mut s = watched(
        "tictactoe",
        TTT,
        &[Action::Algorithm(4), Action::toggle("tree")],
    );
    let l = layout(&s, 900, 640, 1.0);
    let sc = scene(&s, &l, None);
    let own: Vec<String> = l
        .tree_boxes()
        .unwrap()
        .slots
        .iter()
        .flat_map(|slot| texts_in(&sc, slot.text))
        .filter(|t| t.starts_with("(α, β)"))
        .collect();
    assert!(common::act(&mut s, views::tree::SIDE).redraw);
    let sc = scene(&s, &l, None);
    let x: Vec<String> = l
        .tree_boxes()
        .unwrap()
        .slots
        .iter()
        .flat_map(|slot| texts_in(&sc, slot.text))
        .filter(|t| t.starts_with("(α, β)"))
        .collect();
    assert_eq!(own.len(), x.len());
    assert!(own.iter().any(|w| w == "(α, β) = (−∞, −W3)"), "{own:?}");
    assert!(x.iter().any(|w| w == "(α, β) = (+W3, +∞)"), "{x:?}");
    // Stepping: the value rising from a child of the root is X's.
    assert!(common::act(&mut s, Action::toggle("step")).redraw);
    let mut rose = None;
    for _ in 0..400 {
        common::act(&mut s, views::step::FORWARD);
        let header = texts_in(&scene(&s, &l, None), l.tree_boxes().unwrap().header).join(" · ");
        if header.contains("b2 = ") {
            rose = Some(header);
            break;
        }
    }
    let rose = rose.expect("b2's value rises in the replay");
    assert!(rose.contains("b2 = +W3 rises"), "{rose}");
}

/// The texts of the cards of moves cut off, in slot order (the reason is each one's second line).
fn cut_cards(s: &Session, l: &Layout) -> Vec<String> {
    let sc = scene(s, l, None);
    l.tree_boxes()
        .unwrap()
        .slots
        .iter()
        .map(|slot| texts_in(&sc, slot.text))
        .filter(|t| t.first().is_some_and(|t| t.ends_with(" cut off")))
        .map(|t| t[1].clone())
        .collect()
}

#[test]
fn w_turns_the_cut_off_words_with_the_values() {
    // Negamax alpha-beta: below b3 (O to move) O's reply cuts off the rest, `v ≥ β` for O;
    // from X's side that is a minimising node's `−v ≤ α` in the window (−β, −α) shown.
    let mut s = watched(
        "tictactoe",
        TTT,
        &[Action::Algorithm(4), Action::toggle("tree")],
    );
    let l = layout(&s, 900, 640, 1.0);
    let tree = s.search_tree().unwrap().clone();
    let b3 = tree.nodes[0]
        .children
        .iter()
        .position(|&c| tree.nodes[c as usize].mv.unwrap().to_string() == "b3")
        .unwrap();
    assert!(common::act(&mut s, views::tree::child(b3)).redraw);
    let own = cut_cards(&s, &l);
    assert!(!own.is_empty(), "b3's reply cuts off the other moves");
    assert!(
        own.iter().all(|w| w == "β cut-off: −W5 ≥ β = −W3"),
        "{own:?}"
    );
    assert!(common::act(&mut s, views::tree::SIDE).redraw);
    let x = cut_cards(&s, &l);
    assert!(x.iter().all(|w| w == "α cut-off: +W5 ≤ α = +W3"), "{x:?}");
    let header = texts_in(&scene(&s, &l, None), l.tree_boxes().unwrap().header).join(" · ");
    assert!(header.contains("(α, β) = (+W3, +∞)"), "{header}");
    // The notice of a click on such a card says it the same way.
    let sc = scene(&s, &l, None);
    let slot = l
        .tree_boxes()
        .unwrap()
        .slots
        .iter()
        .position(|slot| {
            texts_in(&sc, slot.text)
                .first()
                .is_some_and(|t| t.ends_with(" cut off"))
        })
        .unwrap();
    assert!(common::act(&mut s, views::tree::child(slot)).redraw);
    let notice = s.notice().unwrap_or_default();
    assert!(notice.contains("(α cut-off: +W5 ≤ α = +W3)"), "{notice}");
}

#[test]
fn minimax_gives_every_value_for_one_side_and_w_says_so() {
    let mut s = watched(
        "tictactoe",
        TTT,
        &[Action::Algorithm(0), Action::toggle("tree")],
    );
    let l = layout(&s, 900, 640, 1.0);
    let header = texts_in(&scene(&s, &l, None), l.tree_boxes().unwrap().header).join(" · ");
    assert!(
        header.contains("all values for X, as minimax gives them"),
        "{header}"
    );
    let before = card_titles(&s, &l);
    assert!(common::act(&mut s, views::tree::SIDE).redraw);
    assert_eq!(card_titles(&s, &l), before);
    assert_eq!(s.notice(), Some("minimax gives every value for X already"));
}

#[test]
fn o_lists_the_children_best_first_for_the_side_choosing() {
    let mut s = watched(
        "tictactoe",
        TTT,
        &[Action::Algorithm(0), Action::toggle("tree")],
    );
    let l = layout(&s, 900, 640, 1.0);
    assert_eq!(action_for(Key::Char('o')), Some(views::tree::ORDER));
    assert!(common::act(&mut s, views::tree::ORDER).redraw);
    let titles = card_titles(&s, &l);
    let values: Vec<&str> = titles
        .iter()
        .map(|t| t.split(' ').nth(1).unwrap())
        .collect();
    assert_eq!(values, ["+W3", "+W3", "0", "−W4", "−W4"], "{titles:?}");
    // A click on the first card descends into a winning move, whatever its search order.
    assert!(common::act(&mut s, views::tree::child(0)).redraw);
    let path = views::tree::shown_path(&s);
    let tree = s.search_tree().unwrap();
    let mv = tree.nodes[path[1]].mv.unwrap().to_string();
    assert!(mv == "b2" || mv == "c2", "{mv}");
    // Below b2 O chooses (a minimising node in minimax): the best for O comes first.
    let titles = card_titles(&s, &l);
    assert!(titles[0].ends_with("+W3"), "{titles:?}");
    // O again: search order.
    assert!(common::act(&mut s, views::tree::UP).redraw);
    assert!(common::act(&mut s, views::tree::ORDER).redraw);
    let tree = s.search_tree().unwrap();
    let in_search: Vec<String> = tree.nodes[0]
        .children
        .iter()
        .map(|&c| tree.nodes[c as usize].mv.unwrap().to_string())
        .collect();
    let shown: Vec<String> = card_titles(&s, &l)
        .iter()
        .map(|t| t.split(' ').next().unwrap().to_owned())
        .collect();
    assert_eq!(shown, in_search);
}

/// The start of `game` in its position text.
fn start(game: &str) -> String {
    game.parse::<Variant>().unwrap().start().to_string()
}

/// A Blob War middle game at its default depth: 66 moves at the root.
const WIDE: &str = "x5o/7/2x1o2/3x3/2o1x2/7/o5x x";

/// The tree of [`WIDE`].
fn wide() -> Session {
    watched("blobwar", WIDE, &[Action::toggle("tree")])
}

#[test]
fn wide_nodes_page_through_every_child_by_keys_and_wheel() {
    for (w, h) in [(1280, 900), (640, 640), (400, 400), (500, 1000)] {
        let mut s = wide();
        let total = views::tree::child_count(&s);
        let l = layout(&s, w, h, 1.0);
        let page = l.tree_boxes().unwrap().slots.len();
        assert!(page > 0 && page < total, "{w}x{h}: {page} of {total}");
        // PgDn until the end: every child shown once, in search order.
        let tree = s.search_tree().unwrap();
        let all: Vec<String> = tree.nodes[0]
            .children
            .iter()
            .map(|&c| tree.nodes[c as usize].mv.unwrap().to_string())
            .collect();
        let mut seen = Vec::new();
        loop {
            let l = layout(&s, w, h, 1.0);
            let sc = scene(&s, &l, None);
            let more = texts_in(&sc, l.tree_boxes().unwrap().more).join(" ");
            assert!(more.contains(&format!("of {total}")), "{w}x{h}: {more}");
            seen.extend(
                card_titles(&s, &l)
                    .iter()
                    .map(|t| t.split(' ').next().unwrap().to_owned()),
            );
            let a = resolve(action_for(Key::PageDown).unwrap(), Some(&l));
            if !common::act(&mut s, a).redraw {
                break;
            }
        }
        assert_eq!(seen, all, "{w}x{h}");
        // PgUp goes back to the start.
        for _ in 0..total {
            let l = layout(&s, w, h, 1.0);
            let a = resolve(action_for(Key::PageUp).unwrap(), Some(&l));
            if !common::act(&mut s, a).redraw {
                break;
            }
        }
        assert_eq!(views::tree::first_shown(&s), 0, "{w}x{h}");
        // The wheel, over the panel, scrolls a row of cards at a time, and back.
        let l = layout(&s, w, h, 1.0);
        let boxes = l.tree_boxes().unwrap();
        let over = boxes.slots[0].rect.center();
        assert_eq!(
            wheel_action(&l, l.board.center(), 1),
            None,
            "not over the board"
        );
        let a = wheel_action(&l, over, 1).expect("the wheel scrolls");
        assert_eq!(a, views::tree::from(boxes.columns));
        assert!(common::act(&mut s, a).redraw);
        let l = layout(&s, w, h, 1.0);
        assert_eq!(
            card_titles(&s, &l)[0].split(' ').next().unwrap(),
            all[boxes.columns]
        );
        // A click on a card of the later page descends into that child.
        let second = all[boxes.columns].clone();
        assert!(common::act(&mut s, views::tree::child(0)).redraw);
        let tree = s.search_tree().unwrap();
        let path = views::tree::shown_path(&s);
        assert_eq!(tree.nodes[path[1]].mv.unwrap().to_string(), second);
        assert_eq!(
            views::tree::first_shown(&s),
            0,
            "a new node starts at its first child"
        );
    }
}

#[test]
fn a_card_has_no_empty_band_above_its_board() {
    // A tall window puts the panel below the board with wide, short cards, and a narrow one
    // beside it with tall cards: either way the card is as tall as its board and text need.
    for (game, text) in [
        ("tictactoe", TTT.to_owned()),
        ("connect4", start("connect4")),
    ] {
        let s = watched(game, &text, &[Action::toggle("tree")]);
        for (w, h) in [(500, 900), (640, 640), (1280, 900), (1000, 500), (400, 400)] {
            let l = layout(&s, w, h, 1.0);
            for slot in l.tree_boxes().unwrap().slots {
                let inner = slot
                    .board
                    .inset(gametree::app::layout::slot_inset(slot.size));
                let cell = (inner.w / f32::from(l.cols)).min(inner.h / f32::from(l.rows));
                let band = inner.h - cell * f32::from(l.rows);
                assert!(
                    band <= 1.0,
                    "{game} {w}x{h}: {band} px empty above the board of a card"
                );
            }
        }
    }
}

/// Senet's T follows the throw: after the computer's move, the panel opened before the
/// person's throw shows the chance node (the throw's outcomes); once thrown it shows a search
/// of the position on the board, not the chance node from before taken for the computer's
/// last search.
#[test]
fn senets_tree_follows_the_throw() {
    use gametree::app::seat::AnyPosition;
    use gametree::app::session::THROW_PAUSE;
    use gametree::app::tree::NodeKind;
    let mut s = common::sitting()
        .variant(common::variant("senet"))
        .seed(11)
        .start();
    assert!(
        common::act(&mut s, Action::TogglePause).redraw,
        "white throws"
    );
    let AnyPosition::Senet(p) = *s.position() else {
        panic!()
    };
    let (f, r) = gametree::app::seat::senet::cell_of(p.movable()[0]);
    assert!(common::act(&mut s, Action::Cell(f, r)).redraw);
    // The computer throws, and moves after the pause.
    let later = Instant::now() + THROW_PAUSE;
    let e = s.tick(later);
    assert_eq!(run_all(&mut s, e, later), 1, "black's move");
    assert!(s.last_report().is_some());
    assert!(s.position().is_chance(), "white to throw");
    assert!(common::act(&mut s, Action::toggle("tree")).redraw);
    let tree = s.search_tree().expect("recorded");
    assert_eq!(tree.positions[0], *s.position());
    assert_eq!(tree.nodes[0].kind, NodeKind::Chance);
    assert!(
        common::act(&mut s, Action::TogglePause).redraw,
        "white throws"
    );
    assert!(!s.position().is_chance());
    let tree = s.search_tree().expect("recorded again after the throw");
    assert_eq!(tree.positions[0], *s.position());
    assert_ne!(tree.nodes[0].kind, NodeKind::Chance);
}

/// Star1 enters each outcome of a throw with its window clamped to the values Senet can take,
/// ±W0: that bounds nothing, so the cards say it is open, `(−∞, +∞)`, and nothing on the panel
/// speaks of a win in 0 plies.
#[test]
fn an_outcomes_window_at_the_games_bounds_reads_as_open() {
    let s = watched(
        "senet",
        "wbwbwbwb.b.w.b.......w...b...w b -",
        &[Action::toggle("tree")],
    );
    let l = layout(&s, 1000, 700, 1.0);
    let sc = scene(&s, &l, None);
    let cards: Vec<String> = l
        .tree_boxes()
        .unwrap()
        .slots
        .iter()
        .flat_map(|slot| texts_in(&sc, slot.text))
        .collect();
    let open = cards.iter().filter(|t| *t == "(α, β) = (−∞, +∞)").count();
    assert_eq!(open, 5, "{cards:?}");
    let all = common::texts(&sc);
    assert!(!all.iter().any(|t| t.contains("W0")), "{all:?}");
}
