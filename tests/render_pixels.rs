//! Headless GL pixel tests: scenes and whole board frames drawn offscreen through EGL (no X
//! server), read back and checked pixel by pixel with ±1 px tolerance.

mod common;

use common::rgb;
use gametree::app::layout::Layout;
use gametree::app::seat::Variant;
use gametree::app::session::{Mode, Session, Settings};
use gametree::app::view::{self, palette};
use gametree::render::offscreen::{Image, render_rgba};
use gametree::render::scene::{Align, Rect, Scene, Shape};
use gametree::render::text::measure;

fn px(img: &Image, x: f32, y: f32) -> [u8; 3] {
    let p = img.pixel(x as u32, y as u32).expect("inside the image");
    [p[0], p[1], p[2]]
}

/// The colour within ±1 px of (x, y) closest to `want` equals it (±2 per channel).
fn near(img: &Image, x: f32, y: f32, want: [u8; 3]) -> bool {
    (-1..=1).any(|dx| {
        (-1..=1).any(|dy| {
            let p = px(img, x + dx as f32, y + dy as f32);
            p.iter().zip(want).all(|(a, b)| a.abs_diff(b) <= 2)
        })
    })
}

const BG: [f32; 4] = [0.2, 0.4, 0.6, 1.0];
const RED: [f32; 4] = [1.0, 0.0, 0.0, 1.0];
const WHITE: [f32; 4] = [1.0, 1.0, 1.0, 1.0];

#[test]
fn primitives_land_on_the_expected_pixels() {
    let mut s = Scene::new(301, 199, BG);
    s.push(Shape::Quad {
        rect: Rect {
            x: 10.0,
            y: 10.0,
            w: 40.0,
            h: 30.0,
        },
        color: RED,
    });
    s.push(Shape::Line {
        from: [100.0, 20.0],
        to: [180.0, 100.0],
        width: 8.0,
        color: WHITE,
    });
    s.push(Shape::Ring {
        center: [240.0, 60.0],
        radius: 30.0,
        width: 6.0,
        color: RED,
    });
    s.push(Shape::Disc {
        center: [60.0, 150.0],
        radius: 20.0,
        color: WHITE,
    });
    let img = render_rgba(&s).unwrap();
    assert_eq!((img.width, img.height), (301, 199));
    assert_eq!(
        px(&img, 0.0, 0.0),
        [51, 102, 153],
        "the clear colour, exactly"
    );
    assert_eq!(px(&img, 30.0, 25.0), [255, 0, 0], "inside the quad");
    assert_eq!(px(&img, 5.0, 25.0), [51, 102, 153], "left of the quad");
    assert!(
        near(&img, 140.0, 60.0, [255, 255, 255]),
        "the line's middle"
    );
    assert_eq!(px(&img, 150.0, 40.0), [51, 102, 153], "off the line");
    assert!(near(&img, 270.0, 60.0, [255, 0, 0]), "the ring's stroke");
    assert_eq!(
        px(&img, 240.0, 60.0),
        [51, 102, 153],
        "the ring's hollow centre"
    );
    assert_eq!(px(&img, 60.0, 150.0), [255, 255, 255], "the disc's centre");
}

#[test]
fn text_is_drawn_inside_its_measured_box_and_scene_order_holds() {
    let mut s = Scene::new(200, 80, BG);
    s.push(Shape::Text {
        pos: [20.0, 50.0],
        size: 32.0,
        color: WHITE,
        align: Align::Left,
        text: "Draw.".into(),
    });
    let img = render_rgba(&s).unwrap();
    let width = measure("Draw.", 32.0);
    let lit = |img: &Image, x0: u32, x1: u32, y0: u32, y1: u32| {
        (x0..x1)
            .flat_map(|x| (y0..y1).map(move |y| (x, y)))
            .filter(|&(x, y)| img.pixel(x, y).unwrap()[0] > 200)
            .count()
    };
    let inside = lit(&img, 18, (22.0 + width) as u32, 20, 53);
    assert!(inside > 100, "{inside} text pixels");
    assert_eq!(
        lit(&img, (26.0 + width) as u32, 200, 0, 80),
        0,
        "nothing right of the text"
    );
    assert_eq!(
        lit(&img, 0, 200, 56, 80),
        0,
        "nothing below the baseline (no descenders)"
    );
    // A quad drawn after the text covers it.
    s.push(Shape::Quad {
        rect: Rect {
            x: 0.0,
            y: 0.0,
            w: 200.0,
            h: 80.0,
        },
        color: RED,
    });
    let covered = render_rgba(&s).unwrap();
    assert_eq!(
        lit(&covered, 0, 200, 0, 80),
        200 * 80,
        "all red, no text on top"
    );
    assert_eq!(px(&covered, 40.0, 40.0), [255, 0, 0]);
}

#[test]
fn tiny_and_empty_scenes() {
    let img = render_rgba(&Scene::new(1, 1, BG)).unwrap();
    assert_eq!(px(&img, 0.0, 0.0), [51, 102, 153]);
    let empty = render_rgba(&Scene::new(0, 0, BG)).unwrap();
    assert!(empty.pixels.is_empty());
}

/// A frame of the game as the window would draw it for `position` on a `w`×`h` viewport.
fn frame(position: &str, w: u32, h: u32) -> (Image, Layout) {
    let settings = Settings {
        mode: Mode::HumanHuman,
        ..Settings::default()
    };
    let pos = "tictactoe"
        .parse::<Variant>()
        .unwrap()
        .parse_position(position)
        .unwrap();
    let session = Session::at_position(&settings, pos).unwrap();
    let layout = Layout::new(w, h, 1.0, 3, 3);
    let img = render_rgba(&view::scene(&session, &layout, None)).unwrap();
    (img, layout)
}

#[test]
fn board_frame_has_blue_x_red_o_grid_and_light_board() {
    for (w, h) in [(640, 640), (800, 500), (333, 517)] {
        let (img, l) = frame("x../.o./... x", w, h);
        let blue = rgb(palette::FIRST);
        let red = rgb(palette::SECOND);
        // X at a3 (top-left): its strokes cross at the cell centre.
        let a3 = l.cell_rect(0, 2);
        assert!(
            near(&img, a3.center()[0], a3.center()[1], blue),
            "{w}x{h}: X at a3"
        );
        // O at b2: a ring, red on its stroke, board colour in its middle.
        let b2 = l.cell_rect(1, 1);
        let [cx, cy] = b2.center();
        assert!(
            near(&img, cx + b2.w * 0.29, cy, red),
            "{w}x{h}: O ring at b2"
        );
        assert!(
            near(&img, cx, cy, rgb(palette::BOARD)),
            "{w}x{h}: O is hollow"
        );
        // Empty c1 is board-coloured; grid lines between cells.
        let c1 = l.cell_rect(2, 0);
        assert!(near(
            &img,
            c1.center()[0],
            c1.center()[1],
            rgb(palette::BOARD)
        ));
        assert!(
            near(&img, b2.x, cy + b2.h * 0.4, rgb(palette::GRID)),
            "{w}x{h}: grid line"
        );
        // The background outside the board.
        assert!(near(&img, 2.0, l.height / 2.0, rgb(palette::BACKGROUND)));
    }
}

#[test]
fn blob_war_frame_has_blue_and_red_discs_and_dark_gaps() {
    let settings = Settings {
        variant: "blobwar".parse().unwrap(),
        mode: Mode::HumanHuman,
        ..Settings::default()
    };
    let pos = "blobwar"
        .parse::<Variant>()
        .unwrap()
        .parse_position("x5o/7/2-1-2/2xo3/2-1-2/7/o5x o 0 1")
        .unwrap();
    let session = Session::at_position(&settings, pos).unwrap();
    for (w, h) in [(700, 700), (900, 560)] {
        let layout = Layout::new(w, h, 1.0, 7, 7);
        let img = render_rgba(&view::scene(&session, &layout, None)).unwrap();
        let at = |f: u8, r: u8| layout.cell_rect(f, r).center();
        let blue = rgb(palette::FIRST);
        let red = rgb(palette::SECOND);
        for (f, r, want, what) in [
            (0, 6, blue, "x at a7"),
            (6, 0, blue, "x at g1"),
            (2, 3, blue, "x at c4"),
            (6, 6, red, "o at g7"),
            (0, 0, red, "o at a1"),
            (3, 3, red, "o at d4"),
            (
                2,
                4,
                rgb(gametree::app::seat::blobwar::colors::GAP),
                "gap at c5",
            ),
            (
                4,
                2,
                rgb(gametree::app::seat::blobwar::colors::GAP),
                "gap at e3",
            ),
            (3, 4, rgb(palette::BOARD), "empty d5"),
        ] {
            let [x, y] = at(f, r);
            assert!(near(&img, x, y, want), "{w}x{h}: {what}");
        }
        // A disc is round: the cell's corner stays board-coloured.
        let a7 = layout.cell_rect(0, 6);
        assert!(near(&img, a7.x + 4.0, a7.y + 4.0, rgb(palette::BOARD)));
    }
}

#[test]
fn senet_frame_has_white_and_black_pieces_houses_and_sticks() {
    use gametree::app::seat::senet::cell_of as senet_cell;
    let settings = Settings {
        variant: "senet".parse().unwrap(),
        mode: Mode::HumanHuman,
        ..Settings::default()
    };
    let pos = "senet"
        .parse::<Variant>()
        .unwrap()
        .parse_position("wbwbwbwb.b.w.b.......w...b...w b 3")
        .unwrap();
    let session = Session::at_position(&settings, pos).unwrap();
    let layout = Layout::new(900, 560, 1.0, 10, 4);
    let img = render_rgba(&view::scene(&session, &layout, None)).unwrap();
    let centre = |sq: u8| {
        let (f, r) = senet_cell(sq);
        layout.cell_rect(f, r).center()
    };
    for (sq, want, what) in [
        (
            1,
            rgb(gametree::app::seat::senet::colors::WHITE_PIECE),
            "white on 1",
        ),
        (
            22,
            rgb(gametree::app::seat::senet::colors::WHITE_PIECE),
            "white on 22 (bottom row, second from the left)",
        ),
        (
            30,
            rgb(gametree::app::seat::senet::colors::WHITE_PIECE),
            "white on 30",
        ),
        (
            2,
            rgb(gametree::app::seat::senet::colors::BLACK_PIECE),
            "black on 2",
        ),
        (
            14,
            rgb(gametree::app::seat::senet::colors::BLACK_PIECE),
            "black on 14 (middle row, runs right to left)",
        ),
        (
            27,
            rgb(gametree::app::seat::senet::colors::WATER),
            "the House of Water",
        ),
        (
            28,
            rgb(gametree::app::seat::senet::colors::HOUSE),
            "the House of the Three Truths",
        ),
        (21, rgb(palette::BOARD), "an empty square"),
    ] {
        let [x, y] = centre(sq);
        assert!(near(&img, x, y, want), "{what}: {:?}", px(&img, x, y));
    }
    // The middle row runs right to left: 14 lies between 15 (left of it) and 13.
    assert!(centre(14)[0] > centre(15)[0] && centre(14)[0] < centre(13)[0]);
    // The throw of 3: three dark sticks and one light, in the row below.
    let stick = |i: u8| layout.cell_rect(3 + i, 0).center();
    for i in 0..3 {
        let [x, y] = stick(i);
        assert!(
            near(
                &img,
                x,
                y,
                rgb(gametree::app::seat::senet::colors::STICK_DARK)
            ),
            "stick {i} dark"
        );
    }
    let [x, y] = stick(3);
    assert!(
        near(
            &img,
            x,
            y,
            rgb(gametree::app::seat::senet::colors::STICK_LIGHT)
        ),
        "stick 3 light"
    );
}

/// Tic-tac-toe at `position`, two people playing, with `view` open (its analysis run by
/// `algorithm`).
fn viewing(view: &'static str, position: &str, algorithm: gametree::search::Algorithm) -> Session {
    use gametree::app::input::Action;
    let settings = Settings {
        mode: Mode::HumanHuman,
        seed: Some(1),
        algorithm,
        ..Settings::default()
    };
    let pos = "tictactoe"
        .parse::<Variant>()
        .unwrap()
        .parse_position(position)
        .unwrap();
    let mut session = Session::at_position(&settings, pos).unwrap();
    let now = std::time::Instant::now();
    let e = session.handle(Action::toggle(view), now);
    gametree::app::worker::run_until_idle(&mut session, e, now);
    session
}

/// The frame `gametree render --view values` draws of a 3x3 position, at `w`×`h`.
fn values_frame(position: &str, w: u32, h: u32) -> (Image, Layout) {
    let session = viewing("values", position, Settings::default().algorithm);
    let layout = Layout::new(w, h, 1.0, 3, 3);
    let img = render_rgba(&view::scene(&session, &layout, None)).unwrap();
    (img, layout)
}

#[test]
fn values_view_colours_winning_drawing_and_losing_cells() {
    // X to move: b2 and c2 win, c1 draws, b3 and a1 lose.
    for (w, h) in [(640, 640), (800, 500), (333, 517)] {
        let (img, l) = values_frame("o.x/x../.o. x", w, h);
        for (f, r, want, what) in [
            (1, 1, palette::VALUE_WIN, "b2 wins"),
            (2, 1, palette::VALUE_WIN, "c2 wins"),
            (2, 0, palette::VALUE_DRAW, "c1 draws"),
            (1, 2, palette::VALUE_LOSS, "b3 loses"),
            (0, 0, palette::VALUE_LOSS, "a1 loses"),
            (0, 2, palette::BOARD, "a3 holds an O: no tile"),
        ] {
            let c = l.cell_rect(f, r);
            // Off the label in the middle and the cell's name (top left, on a plate over a
            // tile): the tile's top-right area.
            let (x, y) = (c.x + c.w * 0.8, c.y + c.h * 0.2);
            assert!(
                near(&img, x, y, rgb(want)),
                "{w}x{h}: {what}: {:?}",
                px(&img, x, y)
            );
        }
        // The label is drawn in the middle of the tile: white pixels there.
        let b2 = l.cell_rect(1, 1);
        let white = (0..b2.w as u32 / 2)
            .flat_map(|dx| (0..b2.h as u32 / 4).map(move |dy| (dx, dy)))
            .filter(|&(dx, dy)| {
                let p = px(
                    &img,
                    b2.x + b2.w / 4.0 + dx as f32,
                    b2.y + b2.h * 3.0 / 8.0 + dy as f32,
                );
                p.iter().all(|&v| v > 230)
            })
            .count();
        assert!(white > 20, "{w}x{h}: the W label: {white} white pixels");
    }
}

/// Issue 31: at 400x400 the tree panel's cards stand in one column too short for a board above
/// their lines, and showed text only (a board of 3-pixel cells): each card's small board is
/// drawn beside its lines instead, big enough to read (cells of 10 pixels and more).
#[test]
fn a_tree_card_shows_its_small_board_at_400x400() {
    let s = viewing(
        "tree",
        "o.x/x../.o. x",
        gametree::search::Algorithm::AlphaBeta,
    );
    let l = view::layout(&s, 400, 400, 1.0);
    let img = render_rgba(&view::scene(&s, &l, None)).unwrap();
    let boxes = l.tree_boxes().expect("the panel is open");
    assert!(boxes.slots.len() >= 3, "{} cards", boxes.slots.len());
    let board = rgb(palette::BOARD);
    for (i, slot) in boxes.slots.iter().enumerate() {
        let r = slot.rect;
        let lit = (r.y as u32..(r.y + r.h) as u32)
            .flat_map(|y| (r.x as u32..(r.x + r.w) as u32).map(move |x| (x, y)))
            .filter(|&(x, y)| near(&img, x as f32, y as f32, board))
            .count();
        // Nine cells of 10 px and more, less the grid and the marks: some 600 pixels at least
        // (the board of 3-pixel cells had under 80).
        assert!(lit >= 600, "card {i}: {lit} pixels of board");
    }
}
