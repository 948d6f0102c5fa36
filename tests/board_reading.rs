//! What every board-game program has: the cells' names on the board, as the reports write moves.

mod common;
use common::texts_in;

use gametree::app::input::Action;
use gametree::app::layout::Layout;
use gametree::app::seat::Variant;
use gametree::app::session::{Mode, Session, Settings};
use gametree::app::view::{board_size, layout, scene};
use gametree::app::worker::run_until_idle;
use gametree::render::scene::{Align, Rect, Shape};
use gametree::render::text::{line_metrics, measure};

/// The texts drawn inside the cell at (file, rank) of `game`'s start, in a 640x640 window.
fn names(game: &str) -> (Vec<Vec<String>>, Layout) {
    let settings = Settings {
        variant: game.parse::<Variant>().unwrap(),
        mode: Mode::HumanHuman,
        ..Settings::default()
    };
    let s = Session::new(&settings).unwrap();
    let (cols, rows) = board_size(s.position());
    let l = Layout::new(640, 640, 1.0, cols, rows);
    let sc = scene(&s, &l, None);
    let mut cells = Vec::new();
    for rank in 0..rows {
        for file in 0..cols {
            cells.push(texts_in(&sc, l.cell_rect(file, rank)));
        }
    }
    (cells, l)
}

#[test]
fn the_board_names_its_files_and_ranks_as_moves_are_written() {
    // 3x3: a–c along the bottom, 1–3 up the left (b2 is the centre).
    let (cells, _) = names("tictactoe");
    assert_eq!(cells[0], ["a", "1"]);
    assert_eq!(cells[1], ["b"]);
    assert_eq!(cells[2], ["c"]);
    assert_eq!(cells[3], ["2"]);
    assert_eq!(cells[6], ["3"]);
    assert!(cells[4].is_empty(), "{:?}", cells[4]);
    // Blob War: a–g, 1–7.
    let (cells, _) = names("blobwar");
    assert_eq!(cells[6], ["g"]);
    assert_eq!(cells[42], ["7"]);
    // Connect Four: a move is a column's number, under the column.
    let (cells, l) = names("connect4");
    for (file, cell) in cells.iter().take(7).enumerate() {
        assert_eq!(*cell, [(file + 1).to_string()]);
    }
    assert!(cells[7..].iter().all(Vec::is_empty));
    assert_eq!(l.cols, 7);
    // Senet: each square's number (the houses carry theirs in their own drawing).
    let (cells, l) = names("senet");
    let at = |sq: u8| {
        let (f, r) = gametree::app::seat::senet::cell_of(sq);
        cells[usize::from(r) * usize::from(l.cols) + usize::from(f)].clone()
    };
    assert_eq!(at(1), ["1"], "square 1 is named once");
    assert!(at(11).contains(&"11".to_owned()), "{:?}", at(11));
    assert!(at(21).contains(&"21".to_owned()), "{:?}", at(21));
}

/// The box a text of the scene covers (its ink, roughly: from the ascent to the baseline).
fn text_box(sh: &Shape) -> Option<(String, Rect)> {
    let Shape::Text {
        pos,
        size,
        align,
        text,
        ..
    } = sh
    else {
        return None;
    };
    let w = measure(text, *size);
    let x = match align {
        Align::Left => pos[0],
        Align::Center => pos[0] - w / 2.0,
        Align::Right => pos[0] - w,
    };
    let (ascent, _) = line_metrics(*size);
    Some((
        text.clone(),
        Rect {
            x,
            y: pos[1] - ascent * 0.75,
            w,
            h: ascent * 0.75,
        },
    ))
}

#[test]
fn the_expected_lines_numbers_clear_the_cells_names() {
    // Lines that pass through named cells: a1, d1, a4, a2 on 4x4; square 12 in Senet; a1 on 3x3.
    let cases = [
        ("mnk:4x4:4", "..../.xo./.ox./.... x", "negamax-ab"),
        ("senet", "..w.bwb.w..b...wb..b...w...... w 3", "negamax-ab"),
        ("tictactoe", "o.x/x../.o. x", "alphabeta"),
    ];
    for (game, text, algo) in cases {
        let settings = Settings {
            variant: game.parse::<Variant>().unwrap(),
            mode: Mode::HumanHuman,
            algorithm: gametree::search::Algorithm::from_name(algo).unwrap(),
            seed: Some(1),
            ..Settings::default()
        };
        let p = settings.variant.parse_position(text).unwrap();
        let mut s = Session::at_position(&settings, p).unwrap();
        let now = std::time::Instant::now();
        let e = s.handle(Action::toggle("line"), now);
        run_until_idle(&mut s, e, now);
        assert!(s.expected_line().is_some_and(|l| !l.is_empty()), "{game}");
        for (w, h) in [(400, 400), (640, 640), (1280, 900)] {
            let l = layout(&s, w, h, 1.0);
            let sc = scene(&s, &l, None);
            let on_board: Vec<(String, Rect)> = sc
                .shapes
                .iter()
                .filter_map(text_box)
                .filter(|(_, r)| l.board.contains(r.center()))
                .collect();
            for (i, (a, ra)) in on_board.iter().enumerate() {
                for (b, rb) in &on_board[i + 1..] {
                    let overlap = ra.x < rb.x + rb.w
                        && rb.x < ra.x + ra.w
                        && ra.y < rb.y + rb.h
                        && rb.y < ra.y + ra.h;
                    assert!(!overlap, "{game} {w}x{h}: {a:?} {ra:?} over {b:?} {rb:?}");
                }
            }
        }
    }
}

mod clipboard {
    use std::time::Instant;

    use gametree::app::input::{Action, Key, action_for};
    use gametree::app::seat::Variant;
    use gametree::app::session::{Mode, Session};

    fn two_people(game: &str) -> Session {
        crate::common::sitting()
            .variant(game.parse::<Variant>().unwrap())
            .mode(Mode::HumanHuman)
            .start()
    }

    #[test]
    fn ctrl_c_gives_the_position_as_position_reads_it() {
        assert_eq!(action_for(Key::Ctrl('c')), Some(Action::Copy));
        assert_eq!(action_for(Key::Ctrl('v')), Some(Action::Paste));
        let now = Instant::now();
        let mut s = two_people("tictactoe");
        let _ = s.handle(Action::Cell(1, 1), now);
        let _ = s.handle(Action::Cell(0, 0), now);
        let e = s.handle(Action::Copy, now);
        assert_eq!(e.copy.as_deref(), Some(".../.x./o.. x"));
        assert!(!e.paste);
        assert_eq!(s.notice(), Some("copied the position: .../.x./o.. x"));
        // The text is what `--position` reads: the same position.
        let v: Variant = "tictactoe".parse().unwrap();
        assert_eq!(
            v.parse_position(e.copy.as_deref().unwrap()).unwrap(),
            *s.position()
        );
    }

    #[test]
    fn ctrl_v_sets_up_a_pasted_position_or_says_why_not() {
        let now = Instant::now();
        let mut s = two_people("tictactoe");
        let e = s.handle(Action::Paste, now);
        assert!(e.paste, "the shell is asked for the clipboard's text");
        // A position of this game: play goes on from it, with nothing to undo.
        let _ = s.pasted(Ok("o.x/x../.o. x\n".into()), now);
        assert_eq!(s.position().to_string(), "o.x/x../.o. x");
        assert!(s.history().is_empty());
        assert_eq!(s.notice(), Some("pasted the position: o.x/x../.o. x"));
        let _ = s.handle(Action::Cell(1, 1), now);
        assert_eq!(s.position().to_string(), "o.x/xx./.o. o");
        // Not a position: a notice, and nothing changes.
        let before = *s.position();
        let _ = s.pasted(Ok("hello".into()), now);
        assert_eq!(*s.position(), before);
        let notice = s.notice().unwrap().to_owned();
        assert!(
            notice.starts_with("the clipboard holds no position of 3x3: 'hello'"),
            "{notice}"
        );
        let _ = s.pasted(Ok("x".repeat(100_000)), now);
        assert_eq!(*s.position(), before);
        assert!(s.notice().unwrap().contains("100,000 characters"));
        let _ = s.pasted(Err("no clipboard".into()), now);
        assert_eq!(s.notice(), Some("nothing pasted: no clipboard"));
        // A Connect Four position pasted on 3x3 switches the game.
        let c4 = "......./......./......./......./......./...x... o";
        let _ = s.pasted(Ok(c4.into()), now);
        assert_eq!(s.variant().to_string(), "connect4");
        assert_eq!(s.position().to_string(), c4);
    }
}

mod move_list {
    use std::time::Instant;

    use gametree::app::input::{Action, Key, action_for};
    use gametree::app::layout::Layout;

    use gametree::app::view::scene;
    use gametree::app::views::moves::sheet_rows;

    #[test]
    fn l_lists_the_moves_with_the_computers_value_of_each_of_its_own() {
        assert_eq!(action_for(Key::Char('l')), Some(Action::toggle("moves")));
        let now = Instant::now();
        let mut s = crate::common::sitting().seed(1).start();
        // The person takes the centre, the computer a corner: a draw, as it says.
        let e = s.handle(Action::Cell(1, 1), now);
        gametree::app::worker::run_until_idle(&mut s, e, now);
        let list = s.move_list();
        assert_eq!(list.len(), 2);
        assert_eq!((list[0].1.as_str(), list[0].2.as_deref()), ("b2", None));
        assert_eq!(list[1].2.as_deref(), Some("D"), "{list:?}");
        let reply = list[1].1.clone();
        assert_eq!(sheet_rows(&s), [format!("1. X b2   O {reply} (D)")]);
        // Drawn over the board when L is on.
        let e = s.handle(Action::toggle("moves"), now);
        gametree::app::worker::run_until_idle(&mut s, e, now);
        let sc = scene(&s, &Layout::new(640, 640, 1.0, 3, 3), None);
        let owned = crate::common::texts(&sc);
        let texts: Vec<&str> = owned.iter().map(String::as_str).collect();
        assert!(texts.contains(&"Moves (2 plies) · L closes"), "{texts:?}");
        assert!(texts.contains(&format!("1. X b2   O {reply} (D)").as_str()));
        // Undo takes the pair back, with its value.
        let e = s.handle(Action::Undo, now);
        gametree::app::worker::run_until_idle(&mut s, e, now);
        assert!(s.move_list().is_empty());
        assert!(sheet_rows(&s).is_empty());
    }
}

mod depth_words {
    use std::time::Instant;

    use gametree::app::input::Action;
    use gametree::app::seat::Variant;
    use gametree::app::session::{Mode, Session};
    use gametree::app::views::hud_words;
    use gametree::search::Enhancements;

    fn watched(game: &str, enhance: Enhancements) -> Session {
        let now = Instant::now();
        let mut s = crate::common::sitting()
            .variant(game.parse::<Variant>().unwrap())
            .mode(Mode::HumanHuman)
            .seed(1)
            .enhance(enhance)
            .start();
        let e = s.handle(Action::toggle("values"), now);
        gametree::app::worker::run_until_idle(&mut s, e, now);
        s
    }

    #[test]
    fn plus_on_a_board_searched_to_the_end_says_why_it_does_nothing() {
        let mut s = watched("tictactoe", Enhancements::NONE);
        let e = s.handle(Action::DepthUp, Instant::now());
        assert!(e.redraw);
        assert_eq!(
            s.notice(),
            Some("3x3 is searched to the end: there is no depth limit to change")
        );
        assert_eq!(
            hud_words(&s).as_deref(),
            Some("V: exact values, searched to the end")
        );
    }

    #[test]
    fn v_says_the_depth_its_values_are_at_or_that_they_are_the_computers_proofs() {
        // Where the computer plays proven moves, V's values are its proofs (the book's here).
        let s = watched("mnk:5x5:3", Enhancements::ALL);
        assert!(s.proven_play());
        assert_eq!(
            hud_words(&s).as_deref(),
            Some("V: proven values, the computer's search (1 s at most a move)")
        );
        let s = watched("connect4", Enhancements::NONE);
        let d = s.depth_limit().unwrap();
        assert_eq!(hud_words(&s), Some(format!("V: values at depth {d}")));
    }

    #[test]
    fn v_before_a_throw_says_its_tiles_come_once_thrown() {
        // Senet's start: white throws first; no move has a square yet, so no tile is drawn.
        let now = Instant::now();
        let mut s = watched("senet", Enhancements::NONE);
        assert!(s.position().is_chance());
        assert!(gametree::app::views::values::value_tiles(&s).is_empty());
        let d = s.depth_limit().unwrap();
        assert_eq!(
            hud_words(&s),
            Some(format!("V: each move's value once thrown (depth {d})"))
        );
        // Thrown: the tiles, and the usual words.
        let e = s.handle(Action::TogglePause, now);
        gametree::app::worker::run_until_idle(&mut s, e, now);
        assert!(!s.position().is_chance());
        assert!(!gametree::app::views::values::value_tiles(&s).is_empty());
        assert_eq!(hud_words(&s), Some(format!("V: values at depth {d}")));
    }
}
