//! Connect Four at the table: its names, clicks anywhere in a column, the ghost disc, the
//! winning four, the `G` key reaching it, a headless GL frame of `4453`, and the command line.

mod common;

use common::{rgb, variant};
use std::process::Command;
use std::time::Instant;

use gametree::app::input::Action;
use gametree::app::layout::Layout;
use gametree::app::seat::{AnyPosition, Variant};
use gametree::app::session::{Mode, Session, Settings};
use gametree::app::view::{self, palette};
use gametree::render::offscreen::{Image, render_rgba};
use gametree::render::scene::Shape;

fn two_players(name: &str) -> Session {
    common::sitting().game(name).mode(Mode::HumanHuman).start()
}

#[test]
fn names_sizes_and_positions() {
    for name in ["connect4", "connect4:8x7", "connect4:6x5", "connect4:4x4"] {
        assert_eq!(variant(name).to_string(), name);
    }
    assert_eq!(variant("connect4").board_label(), "Connect Four 7x6");
    for bad in ["connect4:3x6", "connect4:9x7", "connect4:7", "connect4:axb"] {
        let e = bad.parse::<Variant>().unwrap_err().to_string();
        assert!(!e.contains('\n') && e.contains("connect4"), "{bad}: {e}");
    }
    let p = variant("connect4").parse_position("4453").unwrap();
    assert_eq!(
        p.to_string(),
        variant("connect4")
            .parse_position(&p.to_string())
            .unwrap()
            .to_string()
    );
    assert!(variant("connect4").parse_position("4444444").is_err());
}

#[test]
fn the_g_key_reaches_connect_four_after_senet() {
    let mut s = Session::new(&Settings::default()).unwrap();
    let now = Instant::now();
    let titles: Vec<String> = (0..Variant::presets().len())
        .map(|_| {
            let _ = s.handle(Action::CycleBoard, now);
            s.title()
        })
        .collect();
    let senet = titles.iter().position(|t| t.contains("Senet")).unwrap();
    assert_eq!(
        titles[senet + 1],
        "gametree — Connect Four 7x6 — negamax alpha-beta"
    );
}

#[test]
fn a_click_anywhere_in_a_column_drops_a_disc_to_the_bottom() {
    let mut s = two_players("connect4");
    let now = Instant::now();
    // The top cell of column 4, then the middle of column 4, then column 5's top.
    assert!(s.handle(Action::Cell(3, 5), now).redraw);
    assert!(s.handle(Action::Cell(3, 2), now).redraw);
    assert!(s.handle(Action::Cell(4, 5), now).redraw);
    assert_eq!(
        *s.position(),
        variant("connect4").parse_position("445").unwrap()
    );
    assert_eq!(s.status(), "red to move");
    // A full column takes no more discs.
    let mut s = two_players("connect4");
    for _ in 0..6 {
        let _ = s.handle(Action::Cell(0, 0), now);
    }
    let before = *s.position();
    assert!(!s.handle(Action::Cell(0, 0), now).redraw);
    assert_eq!(*s.position(), before);
}

#[test]
fn hovering_shows_a_ghost_disc_where_the_drop_would_land() {
    let mut s = two_players("connect4");
    let now = Instant::now();
    let _ = s.handle(Action::Cell(3, 0), now); // blue on d1
    let l = Layout::new(700, 700, 1.0, 7, 6);
    let hover = l.cell_rect(3, 5).center(); // the top of column 4
    let sc = view::scene(&s, &l, Some(hover));
    let ghosts: Vec<[f32; 2]> = sc
        .shapes
        .iter()
        .filter_map(|sh| match sh {
            Shape::Disc { center, color, .. } if color[3] < 1.0 => Some(*center),
            _ => None,
        })
        .collect();
    assert_eq!(ghosts.len(), 1, "{ghosts:?}");
    assert!(l.cell_rect(3, 1).contains(ghosts[0]), "lands on row 2");
    // Red is to move: the ghost is red, faint.
    assert!(sc.shapes.iter().any(|sh| matches!(sh,
        Shape::Disc { color, .. } if color[3] < 1.0 && color[..3] == palette::SECOND[..3])));
}

#[test]
fn the_winning_four_is_ringed_and_the_result_named() {
    let mut s = two_players("connect4");
    let now = Instant::now();
    for col in [0, 0, 1, 1, 2, 2, 3] {
        let _ = s.handle(Action::Cell(col, 0), now);
    }
    assert_eq!(s.status(), "blue won!");
    let l = Layout::new(700, 700, 1.0, 7, 6);
    let sc = view::scene(&s, &l, None);
    let rings: Vec<[f32; 2]> = sc
        .shapes
        .iter()
        .filter_map(|sh| match sh {
            Shape::Ring { center, color, .. } if *color == palette::WIN => Some(*center),
            _ => None,
        })
        .collect();
    assert_eq!(rings.len(), 4);
    for col in 0..4 {
        assert!(rings.iter().any(|&c| l.cell_rect(col, 0).contains(c)));
    }
}

/// The colour within ±1 px of (x, y) closest to `want` equals it (±2 per channel).
fn near(img: &Image, p: [f32; 2], want: [u8; 3]) -> bool {
    (-1..=1).any(|dx| {
        (-1..=1).any(|dy| {
            let px = img
                .pixel((p[0] as i32 + dx) as u32, (p[1] as i32 + dy) as u32)
                .expect("inside the image");
            px.iter().zip(want).all(|(a, b)| a.abs_diff(b) <= 2)
        })
    })
}

#[test]
fn a_frame_of_4453_has_blue_and_red_discs_in_a_yellow_frame() {
    let pos = variant("connect4").parse_position("4453").unwrap();
    let s = Session::at_position(
        &Settings {
            variant: variant("connect4"),
            mode: Mode::HumanHuman,
            ..Settings::default()
        },
        pos,
    )
    .unwrap();
    let l = Layout::new(700, 640, 1.0, 7, 6);
    let img = render_rgba(&view::scene(&s, &l, None)).unwrap();
    let at = |c: u8, r: u8| l.cell_rect(c, r).center();
    let (blue, red, hole) = (
        rgb(palette::FIRST),
        rgb(palette::SECOND),
        rgb(palette::BOARD),
    );
    assert!(near(&img, at(3, 0), blue), "d1 blue");
    assert!(near(&img, at(3, 1), red), "d2 red");
    assert!(near(&img, at(4, 0), blue), "e1 blue");
    assert!(near(&img, at(2, 0), red), "c1 red");
    assert!(near(&img, at(0, 0), hole), "a1 an empty hole");
    assert!(near(&img, at(3, 5), hole), "d6 an empty hole");
    // Between holes, the frame: yellow (much red and green, little blue).
    let corner = l.cell_rect(0, 5);
    let p = img.pixel(corner.x as u32 + 2, corner.y as u32 + 2).unwrap();
    assert!(p[0] > 200 && p[1] > 150 && p[2] < 90, "frame {p:?}");
    assert!(matches!(s.position(), AnyPosition::Connect4(_)));
}

#[test]
fn the_command_line_renders_perfts_and_solves_connect_four() {
    let bin = env!("CARGO_BIN_EXE_gametree");
    let out = std::env::temp_dir().join(format!("c4-{}.png", std::process::id()));
    let status = Command::new(bin)
        .args([
            "render",
            "--game",
            "connect4",
            "--position",
            "4453",
            "--out",
        ])
        .arg(&out)
        .status()
        .unwrap();
    assert!(status.success());
    assert!(std::fs::metadata(&out).unwrap().len() > 1000);
    let perft = Command::new(bin)
        .args(["perft", "--game", "connect4", "--depth", "6", "--json"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&perft.stdout);
    assert!(text.contains("\"nodes\":117649"), "{text}");
    // An end game solved to the end: x (blue) to move wins at once in column 4.
    let solve = Command::new(bin)
        .args([
            "compare",
            "--game",
            "connect4",
            "--position",
            "445566",
            "--algo",
            "negamax-ab",
            "--json",
        ])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&solve.stdout);
    assert!(text.contains("\"outcome\":\"win\""), "{text}");
    assert!(
        text.contains("\"move\":\"7\"") || text.contains("\"move\":\"3\""),
        "{text}"
    );
}

#[test]
fn a_dropped_disc_falls_into_place_and_then_the_window_may_sleep() {
    let mut s = two_players("connect4");
    let now = Instant::now();
    let e = s.handle(Action::Cell(3, 4), now);
    let until = e.animate_until.expect("the disc falls");
    assert!(until > now && until <= now + std::time::Duration::from_millis(500));
    let l = Layout::new(700, 700, 1.0, 7, 6);
    let blue_disc = |sc: &gametree::render::scene::Scene| {
        sc.shapes.iter().find_map(|sh| match sh {
            Shape::Disc { center, color, .. } if *color == palette::FIRST => Some(*center),
            _ => None,
        })
    };
    let d1 = l.cell_rect(3, 0);
    // Just played: above the board; half-way through: between; afterwards and in a still
    // picture: on d1.
    let start = blue_disc(&view::scene_at(&s, &l, None, Some(now))).unwrap();
    assert!(start[1] < l.board.y, "{start:?}");
    let mid = now + (until - now) / 2;
    let middle = blue_disc(&view::scene_at(&s, &l, None, Some(mid))).unwrap();
    assert!(
        middle[1] > start[1] && middle[1] < d1.center()[1],
        "{middle:?}"
    );
    for sc in [
        view::scene_at(&s, &l, None, Some(until)),
        view::scene(&s, &l, None),
    ] {
        assert!(d1.contains(blue_disc(&sc).unwrap()));
    }
    // Games without an animation ask for no extra frames.
    let mut t = two_players("tictactoe");
    assert!(t.handle(Action::Cell(1, 1), now).animate_until.is_none());
}

#[test]
fn with_every_enhancement_the_computer_proves_its_moves_once_26_cells_are_empty() {
    use gametree::app::worker::run_job;
    use gametree::search::{Enhancements, Verdict};
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;

    // (moves, computer first, proven play): 15 discs leave 27 cells empty, 16 leave 26.
    for (moves, first, proven) in [
        ("444444333333222", false, false),
        ("4444443333332222", true, true),
        ("5777317611714143426334143564", true, true),
    ] {
        let settings = Settings {
            variant: variant("connect4"),
            mode: Mode::HumanComputer,
            computer_first: first,
            enhance: Enhancements::ALL,
            seed: Some(4),
            ..Settings::default()
        };
        let p = AnyPosition::Connect4(moves.parse().expect("a move sequence"));
        let mut s = Session::at_position(&settings, p).expect("a session");
        assert_eq!(s.proven_play(), proven, "{moves}");
        let job = s.tick(Instant::now()).start.expect("the computer moves");
        assert_eq!(job.limits.enhance, Enhancements::ALL);
        if !proven {
            assert_eq!(job.limits.depth, Some(6), "{moves}");
            continue;
        }
        assert_eq!(job.limits.depth, None, "{moves}");
        if moves.len() == 28 {
            // To the end: Pascal Pons' solver scores this position 0, a draw.
            let done = run_job(&job, Arc::new(AtomicBool::new(false)));
            assert_eq!(done.report.verdict, Verdict::Draw);
        }
    }
    // With fewer enhancements the depth limit holds wherever the game stands.
    let settings = Settings {
        variant: variant("connect4"),
        mode: Mode::HumanComputer,
        computer_first: true,
        enhance: Enhancements::TT,
        ..Settings::default()
    };
    let p = AnyPosition::Connect4("5777317611714143426334143564".parse().expect("moves"));
    let s = Session::at_position(&settings, p).expect("a session");
    assert!(!s.proven_play());
}
