//! The code trace (key X): the algorithm's pseudocode beside the board with the line the
//! recorded search stands on highlighted, and the call stack, as the replay steps forward and
//! back; drawn headless with `render --view trace --step N`.

mod common;
use common::{texts, texts_in};

use std::time::Instant;

use gametree::app::draw::palette;
use gametree::app::input::{Action, Key, ViewAct, action_for};

use gametree::app::session::{Mode, Session, Settings};
use gametree::app::tree::StepKind;
use gametree::app::view::{layout, scene};
use gametree::app::views;
use gametree::app::views::trace::{self, Frame, code_lines, current_line, frames};
use gametree::app::views::tree;
use gametree::render::scene::{Rect, Scene, Shape};
use gametree::search::{Algorithm, WIN};

/// Two people at `text` with `algorithm` and the trace open (stepping from the start).
fn traced(text: &str, algorithm: Algorithm) -> Session {
    let settings = Settings {
        variant: common::variant("tictactoe"),
        mode: Mode::HumanHuman,
        algorithm,
        seed: Some(1),
        ..Settings::default()
    };
    let pos = settings.variant.parse_position(text).unwrap();
    let mut s = Session::at_position(&settings, pos).unwrap();
    let now = Instant::now();
    let e = s.handle(Action::toggle(trace::NAME), now);
    gametree::app::worker::run_until_idle(&mut s, e, now);
    assert!(
        s.stepping(),
        "X starts stepping once the search is recorded"
    );
    s
}

fn step(s: &mut Session, action: Action, times: usize) {
    for _ in 0..times {
        let _ = s.handle(action, Instant::now());
    }
}

/// The text of the code line drawn over a quad of `color` (the highlighted line), if any.
fn highlighted(sc: &Scene, color: [f32; 4]) -> Option<String> {
    let band = sc.shapes.iter().find_map(|sh| match sh {
        Shape::Quad { rect, color: c } if *c == color && rect.h < 40.0 && rect.w > 100.0 => {
            Some(*rect)
        }
        _ => None,
    })?;
    sc.shapes.iter().find_map(|sh| match sh {
        Shape::Text { pos, text, .. } if band.contains(*pos) => Some(text.clone()),
        _ => None,
    })
}

#[test]
fn x_is_the_key_and_every_algorithm_has_its_code_with_every_step_on_a_line() {
    assert_eq!(
        action_for(Key::Char('x')),
        Some(Action::toggle(trace::NAME))
    );
    for a in Algorithm::ALL {
        let code = a.pseudocode(false);
        let lines = code_lines(code);
        assert!(
            (8..=30).contains(&lines.len()),
            "{a}: {} lines",
            lines.len()
        );
        assert!(
            lines.iter().all(|(l, _)| !l.contains('@')),
            "{a}: tags shown"
        );
        let s = traced("o.x/x../.o. x", a);
        let tree = s.search_tree().unwrap();
        for i in 1..=tree.steps.len() {
            let r = tree.replay(i);
            let (line, cut) = current_line(code, tree, &r)
                .unwrap_or_else(|| panic!("{a}: step {i} ({:?}) on no line", r.kind));
            assert_eq!(cut, r.kind == Some(StepKind::Cut), "{a} step {i}");
            let text = &lines[line].0;
            match r.kind {
                Some(StepKind::Cut) => assert!(text.contains("α ≥ β"), "{a} {i}: {text}"),
                Some(StepKind::Leave) => assert!(text.contains('='), "{a} {i}: {text}"),
                _ => {}
            }
        }
    }
    // The chance forms too.
    for a in Algorithm::WITH_STAR2 {
        assert!(code_lines(a.pseudocode(true)).len() >= 8, "{a} with chance");
    }
}

#[test]
fn alpha_betas_cut_off_at_step_26_highlights_the_cut_off_line_and_the_stack_shows_why() {
    let mut s = traced("o.x/x../.o. x", Algorithm::AlphaBeta);
    step(&mut s, views::step::FORWARD, 26);
    let tree = s.search_tree().unwrap();
    let r = s.replay().unwrap();
    assert_eq!(r.index, 26);
    assert_eq!(r.kind, Some(StepKind::Cut));
    let (sc, _) = common::frame(&s, 900, 640);
    assert_eq!(
        highlighted(&sc, palette::CUT_TEXT).as_deref(),
        Some("      if α ≥ β: break   (β cut-off)"),
        "the cut-off line, on orange"
    );
    assert_eq!(highlighted(&sc, palette::VISITING), None);
    // Below X's b2 and O's c1, X's a1 won at once: +W3 ≥ β = +W3.
    let f = frames(tree, &r);
    let moves: Vec<String> = f
        .iter()
        .map(|f| {
            tree.nodes[f.node]
                .mv
                .map_or("root".into(), |m| m.to_string())
        })
        .collect();
    assert_eq!(moves, ["root", "b2", "c1"]);
    let w3 = WIN - 3.0;
    assert_eq!(f[2].window, Some((w3, w3)));
    assert_eq!(f[2].value, Some(w3));
    assert_eq!(
        f[2].best
            .and_then(|c| tree.nodes[c].mv)
            .map(|m| m.to_string()),
        Some("a1".into())
    );
    assert_eq!(f[0].window, Some((f64::NEG_INFINITY, f64::INFINITY)));
    assert_eq!(f[0].value, None, "nothing has risen to the root yet");
    let texts = texts(&sc);
    for want in ["ply 2 · c1 · max", "α = +W3 · β = +W3", "so far +W3 (a1)"] {
        assert!(texts.iter().any(|t| t == want), "{want} in {texts:?}");
    }
}

#[test]
fn stepping_back_restores_the_line_and_the_frames() {
    let mut s = traced("o.x/x../.o. x", Algorithm::AlphaBeta);
    step(&mut s, views::step::FORWARD, 10);
    let before: Vec<Frame> = frames(s.search_tree().unwrap(), &s.replay().unwrap());
    let (scene_before, _) = common::frame(&s, 900, 640);
    step(&mut s, views::step::FORWARD, 3);
    let after: Vec<Frame> = frames(s.search_tree().unwrap(), &s.replay().unwrap());
    assert_ne!(before, after, "three steps change the stack");
    assert_ne!(scene_before, common::frame(&s, 900, 640).0);
    step(&mut s, views::step::BACK, 3);
    assert_eq!(
        before,
        frames(s.search_tree().unwrap(), &s.replay().unwrap())
    );
    assert_eq!(
        scene_before,
        common::frame(&s, 900, 640).0,
        "the same picture again"
    );
}

#[test]
fn x_again_closes_the_trace_and_the_panel() {
    let mut s = traced("o.x/x../.o. x", Algorithm::NegamaxAb);
    let open = common::frame(&s, 900, 640).1;
    assert!(open.panel.is_some());
    let _ = s.handle(Action::toggle(trace::NAME), Instant::now());
    assert!(!s.stepping());
    assert!(
        common::frame(&s, 900, 640).1.panel.is_none(),
        "the board has the window again"
    );
}

#[test]
fn render_draws_the_trace_at_a_step() {
    let out = std::env::temp_dir().join(format!("gametree-trace-{}.png", std::process::id()));
    let path = out.to_str().unwrap();
    let ok = common::gametree(&[
        "render",
        "--position",
        "o.x/x../.o. x",
        "--algo",
        "alphabeta",
        "--size",
        "900x640",
        "--view",
        "trace",
        "--step",
        "26",
        "--out",
        path,
    ]);
    assert!(
        ok.status.success(),
        "{}",
        String::from_utf8_lossy(&ok.stderr)
    );
    assert!(std::fs::metadata(&out).unwrap().len() > 1000);
    std::fs::remove_file(&out).unwrap();
    common::fails_with(
        &["render", "--view", "values", "--step", "3", "--out", path],
        "need --view tree",
    );
}

#[test]
fn compare_draws_nodes_by_depth_where_the_algorithms_deepen_and_not_on_3x3() {
    let compared = |game: &str, depth: Option<u32>| {
        let settings = Settings {
            variant: common::variant(game),
            mode: Mode::HumanHuman,
            depth,
            seed: Some(1),
            ..Settings::default()
        };
        let mut s = Session::new(&settings).unwrap();
        let now = Instant::now();
        let e = s.handle(Action::toggle("compare"), now);
        gametree::app::worker::run_until_idle(&mut s, e, now);
        s
    };
    let s = compared("mnk:4x4:3", Some(3));
    let (reports, done) = s.comparison().unwrap();
    assert!(done);
    let passes = s.comparison_passes().unwrap();
    assert_eq!(passes.len(), reports.len());
    for (r, p) in reports.iter().zip(passes) {
        let depths: Vec<u32> = p.iter().map(|&(d, _)| d).collect();
        assert_eq!(depths, [1, 2, 3], "{}", r.algorithm);
        assert_eq!(
            p.iter().map(|&(_, n)| n).sum::<u64>(),
            r.nodes,
            "{}",
            r.algorithm
        );
    }
    // Minimax's passes on the empty 4x4 board: 16 + 16·15 + 16·15·14 positions and the root.
    assert_eq!(passes[0], [(1, 17), (2, 257), (3, 3617)]);
    let chart = "nodes by depth (log scale) · guides b^d and b^(d/2), b = 16";
    assert!(
        texts(&common::frame(&s, 900, 640).0)
            .iter()
            .any(|t| t == chart)
    );
    let lines = |sc: &Scene| {
        sc.shapes
            .iter()
            .filter(|sh| matches!(sh, Shape::Line { .. }))
            .count()
    };
    // Two axes, two guides of two segments, five algorithms of two segments.
    assert_eq!(lines(&common::frame(&s, 900, 640).0), 2 + 2 * 2 + 5 * 2);
    // The empty 3x3 board is searched to the end in one pass: the table alone, as before.
    let s = compared("tictactoe", None);
    assert!(
        !texts(&common::frame(&s, 900, 640).0)
            .iter()
            .any(|t| t.starts_with("nodes by depth"))
    );
    assert_eq!(lines(&common::frame(&s, 900, 640).0), 0);
}

/// Whether two rectangles share any area (touching edges do not count).
fn overlap(a: Rect, b: Rect) -> bool {
    a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h
}

#[test]
fn the_trace_and_the_tree_panel_share_the_panel_at_every_size() {
    let mut s = traced("o.x/x../.o. x", Algorithm::AlphaBeta);
    let _ = s.handle(Action::toggle(tree::NAME), Instant::now());
    assert!(s.view_open(tree::NAME) && s.view_open(trace::NAME));
    // The window's smallest size, the README's, tall and narrow, and wide.
    for (w, h) in [(400, 400), (640, 640), (900, 640), (500, 1000), (1600, 700)] {
        let l = layout(&s, w, h, 1.0);
        let sc = scene(&s, &l, None);
        let panels: Vec<Rect> = sc
            .shapes
            .iter()
            .filter_map(|sh| match sh {
                Shape::Quad { rect, color } if *color == palette::PANEL => Some(*rect),
                _ => None,
            })
            .collect();
        assert_eq!(panels.len(), 2, "{w}x{h}: the tree's and the trace's");
        let (tree_part, code_part) = (panels[0], panels[1]);
        assert!(!overlap(tree_part, code_part), "{w}x{h}: {panels:?}");
        let window = Rect {
            x: 0.0,
            y: 0.0,
            w: w as f32,
            h: h as f32,
        };
        for p in &panels {
            assert!(!overlap(*p, l.board), "{w}x{h}: {p:?} covers the board");
            assert!(p.w > 0.0 && p.h > 0.0, "{w}x{h}: {p:?}");
            assert!(
                p.x >= 0.0 && p.y >= 0.0 && p.x + p.w <= window.w && p.y + p.h <= window.h,
                "{w}x{h}: {p:?} leaves the window"
            );
        }
        // The tree's children are in its part and are what a click hits.
        let boxes = l.tree_boxes().expect("the tree panel is open");
        assert!(!boxes.slots.is_empty(), "{w}x{h}");
        for (i, slot) in boxes.slots.iter().enumerate() {
            assert!(!overlap(slot.rect, code_part), "{w}x{h}: slot {i}");
            assert!(overlap(slot.rect, tree_part), "{w}x{h}: slot {i}");
            assert_eq!(l.slot_at(slot.rect.center()), Some(i), "{w}x{h}");
        }
        // The code's lines are drawn in the trace's part, clear of the tree's (the rows shown
        // follow the replay where not all fit, and a long line is wrapped: a line's first row
        // is its beginning).
        let code = code_lines(Algorithm::AlphaBeta.pseudocode(false));
        let at = sc
            .shapes
            .iter()
            .find_map(|sh| match sh {
                Shape::Text { pos, text, .. }
                    if text.len() > 3 && code.iter().any(|c| c.0.starts_with(text.as_str())) =>
                {
                    Some(*pos)
                }
                _ => None,
            })
            .unwrap_or_else(|| panic!("{w}x{h}: a line of the code is drawn"));
        assert!(code_part.contains(at), "{w}x{h}: {at:?} in {code_part:?}");
    }
    // Closing the tree gives the trace the whole panel again.
    let _ = s.handle(Action::toggle(tree::NAME), Instant::now());
    let l = layout(&s, 900, 640, 1.0);
    assert_eq!(l.panel_part(0), l.panel);
    assert!(l.tree_boxes().is_none_or(|b| b.slots.is_empty()));
}

#[test]
fn the_wheel_scrolls_code_that_does_not_fit_through_all_of_it_and_a_step_follows_the_replay() {
    // The smallest window with the tree and the trace sharing the panel: the pseudocode has
    // more rows than its pane (the frame recorded the rest as cut, out of reach).
    let mut s = traced("o.x/x../.o. x", Algorithm::NegamaxAb);
    let _ = s.handle(Action::toggle(tree::NAME), Instant::now());
    step(&mut s, views::step::FORWARD, 12);
    let code = code_lines(Algorithm::NegamaxAb.pseudocode(false));
    let mut seen = vec![false; code.len()];
    let (w, h) = (400, 400);
    let l = layout(&s, w, h, 1.0);
    let rows = l.code.expect("the code has more rows than its pane");
    assert!(rows.fit > 0 && rows.fit < rows.rows, "{rows:?}");
    assert!(scene(&s, &l, None).cut.is_empty(), "the rest is reachable");
    let following = rows.first;
    // Up to the top, then down to the bottom, a turn of the wheel at a time.
    let centre = rows.area.center();
    let mut turns = 0;
    for dir in [-1, 1] {
        loop {
            let l = layout(&s, w, h, 1.0);
            let sc = scene(&s, &l, None);
            for text in texts_in(&sc, l.code.unwrap().area) {
                for (i, (line, _)) in code.iter().enumerate() {
                    if !text.trim().is_empty() && line.starts_with(text.as_str()) {
                        seen[i] = true;
                    }
                }
            }
            let Some(a) = gametree::app::input::wheel_action(&l, centre, dir) else {
                break;
            };
            assert!(
                matches!(a, Action::View("trace", ViewAct::From(_))),
                "{a:?}"
            );
            assert!(s.handle(a, Instant::now()).redraw);
            turns += 1;
            assert!(turns < 100);
        }
    }
    let missing: Vec<&str> = code
        .iter()
        .zip(&seen)
        .filter(|((line, _), seen)| !**seen && !line.trim().is_empty())
        .map(|((line, _), _)| line.as_str())
        .collect();
    assert!(missing.is_empty(), "never shown: {missing:?}");
    let l = layout(&s, w, h, 1.0);
    assert_eq!(l.code.unwrap().first, rows.rows - rows.fit, "at the bottom");
    // A step brings the line being run back into view.
    step(&mut s, views::step::BACK, 1);
    step(&mut s, views::step::FORWARD, 1);
    assert_eq!(layout(&s, w, h, 1.0).code.unwrap().first, following);
}

#[test]
fn with_no_replay_the_trace_shows_the_code_and_says_why_truthfully() {
    // S turned off under X: the search is small, and the pane said it was too big (and showed
    // no code).
    let mut s = traced("o.x/x../.o. x", Algorithm::NegamaxAb);
    let _ = s.handle(Action::toggle("step"), Instant::now());
    assert!(!s.stepping() && s.view_open(trace::NAME));
    let all = texts(&common::frame(&s, 900, 640).0);
    assert!(
        all.iter()
            .any(|t| t.contains("S steps through this search")),
        "{all:?}"
    );
    assert!(!all.iter().any(|t| t.contains("too big")), "{all:?}");
    let code = code_lines(Algorithm::NegamaxAb.pseudocode(false));
    assert!(
        all.iter().any(|t| *t == code[0].0),
        "the code is shown: {all:?}"
    );
}

#[test]
fn the_call_stacks_boards_of_a_wide_game_are_readable() {
    // Senet's board is 10 squares wide: in a square box its pieces were specks of 1 px.
    let settings = Settings {
        variant: common::variant("senet"),
        mode: Mode::HumanHuman,
        depth: Some(2),
        seed: Some(1),
        ..Settings::default()
    };
    let pos = settings
        .variant
        .parse_position("..w.bwb.w..b...wb..b...w...... w 3")
        .unwrap();
    let mut s = Session::at_position(&settings, pos).unwrap();
    let now = Instant::now();
    let e = s.handle(Action::toggle(trace::NAME), now);
    gametree::app::worker::run_until_idle(&mut s, e, now);
    assert!(s.stepping());
    step(&mut s, views::step::FORWARD, 3);
    let l = layout(&s, 640, 640, 1.0);
    let panel = l.panel.unwrap();
    let biggest = scene(&s, &l, None)
        .shapes
        .iter()
        .filter_map(|sh| match sh {
            Shape::Disc { center, radius, .. } if panel.contains(*center) => Some(*radius),
            _ => None,
        })
        .fold(0.0, f32::max);
    assert!(biggest >= 2.5, "pieces of {biggest} px in the call stack");
}

/// A person against a person at the start of `game`, X pressed and its search run.
fn x_at_the_start(game: &str) -> Session {
    let settings = Settings {
        variant: common::variant(game),
        mode: Mode::HumanHuman,
        seed: Some(1),
        ..Settings::default()
    };
    let mut s = Session::new(&settings).unwrap();
    let now = Instant::now();
    let e = s.handle(Action::toggle(trace::NAME), now);
    gametree::app::worker::run_until_idle(&mut s, e, now);
    s
}

#[test]
fn x_on_a_search_too_big_to_step_says_why_in_its_pane_alone() {
    // Connect Four at depth 6: thousands of nodes. The pane says the rule and the search's
    // size; the HUD under the board does not say it a second time.
    let s = x_at_the_start("connect4");
    assert!(s.search_tree().is_some() && !s.stepping());
    assert_eq!(s.notice(), None);
    let (sc, l) = common::frame(&s, 900, 640);
    let panel = l.panel.unwrap();
    let words = common::texts_in(&sc, panel).join(" ");
    assert!(
        words.contains("small searches only") && words.contains("this one has"),
        "{words}"
    );
    let elsewhere = common::texts(&sc).join(" ");
    assert_eq!(elsewhere.matches("small searches only").count(), 1);
    // S with the trace closed still answers in the HUD (tests/views.rs).
}

/// Issue 31, item 14: laid in two columns, the whole code fits its pane, yet the pane counted
/// one column's rows as all it held: it drew a scroll bar and scrolled (the wheel, a step
/// following the replay) what needs no scrolling. A pane that scrolls has one column.
#[test]
fn code_in_columns_does_not_scroll() {
    let s = x_at_the_start("senet");
    let mut columned = 0;
    for (w, h) in [(1280, 900), (1400, 1000), (1900, 1300)] {
        let l = layout(&s, w, h, 1.0);
        let sc = scene(&s, &l, None);
        let x_of = |start: &str| {
            sc.shapes.iter().find_map(|sh| match sh {
                Shape::Text { pos, text, .. } if text.trim_start().starts_with(start) => {
                    Some(pos[0])
                }
                _ => None,
            })
        };
        if let (Some(first), Some(last)) = (x_of("Star("), x_of("return best")) {
            if last > first + 100.0 {
                columned += 1;
                assert!(l.code.is_none(), "{w}x{h}: {:?}", l.code);
            }
        }
    }
    assert!(columned > 0, "no size laid the code in columns");
}
