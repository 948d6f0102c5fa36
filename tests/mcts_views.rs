//! Monte Carlo tree search in the window's views: the HUD's live line (iterations, the best
//! move's visits and win rate), V's discs, T's "next:" explanation and S's four phases.

use std::time::{Duration, Instant};

mod common;

use gametree::app::input::Action;
use gametree::app::layout::Layout;
use gametree::app::session::{Mode, Session, Settings, progress_text};
use gametree::app::view::{layout, scene};
use gametree::app::views;
use gametree::app::views::visits::{disc_color, disc_radius, disc_text, rate_color};
use gametree::app::worker::{Progress, run_until_idle};
use gametree::game::Game;
use gametree::game::mnk::Mnk;
use gametree::render::scene::{Rect, Scene, Shape};
use gametree::search::{self, Algorithm, Limits, Verdict};
use rand::SeedableRng;
use rand::rngs::StdRng;

/// Two people at the 3x3 position `text` with MCTS, seeded, and the views `open` opened (their
/// analyses run).
fn watching(text: &str, open: &[&'static str]) -> Session {
    let settings = Settings {
        variant: common::variant("tictactoe"),
        mode: Mode::HumanHuman,
        algorithm: Algorithm::Mcts,
        seed: Some(1),
        ..Settings::default()
    };
    let pos = settings.variant.parse_position(text).unwrap();
    let mut s = Session::at_position(&settings, pos).unwrap();
    let now = Instant::now();
    for &name in open {
        let e = s.handle(Action::toggle(name), now);
        run_until_idle(&mut s, e, now);
    }
    s
}

/// The rectangle of the cell move `mv` is drawn on.
fn cell_of(s: &Session, l: &Layout, mv: gametree::app::seat::AnyMove) -> Rect {
    let (f, r) = s
        .seat()
        .move_cell(s.position(), mv, s.interaction())
        .unwrap();
    l.cell_rect(f, r)
}

/// A session on 3x3 with MCTS picked (key 7), seeded.
fn mcts_session(seed: u64) -> Session {
    let mut s = common::sitting().seed(seed).start();
    let _ = s.handle(Action::Algorithm(6), Instant::now());
    assert_eq!(s.algorithm(), Algorithm::Mcts);
    s
}

#[test]
fn mcts_tells_its_progress_with_the_best_moves_visits() {
    let g = Mnk::tictactoe();
    let limits = Limits {
        nodes: Some(4096),
        ..Limits::default()
    };
    let mut rng = StdRng::seed_from_u64(5);
    let mut seen = Vec::new();
    let (report, tree) = search::search_recorded_with_progress(
        Algorithm::Mcts,
        &g,
        &limits,
        &mut rng,
        1_000_000,
        &mut |it| seen.push((it.nodes, it.visits, it.pv.first().copied(), it.value)),
    )
    .unwrap();
    // Told as the iterations double: 1024, 2048 and 4096 (the last is the end; a slow machine
    // may add a report in between, every 100 ms).
    let counts: Vec<u64> = seen.iter().map(|s| s.0).collect();
    for n in [1024, 2048, 4096] {
        assert!(counts.contains(&n), "{counts:?}");
    }
    assert_eq!(counts.last(), Some(&4096));
    let (_, visits, first, value) = *seen.last().unwrap();
    let best = tree.node(tree.nodes[0].children[0]);
    assert_eq!(first, report.best);
    assert_eq!(best.mv, report.best);
    let stats = best.visits.unwrap();
    assert_eq!(visits, Some(stats.visits));
    assert!(
        (value - stats.mean).abs() < 1e-12,
        "the value is its win rate"
    );
    // A depth-first search has no visits to tell.
    let mut rng = StdRng::seed_from_u64(5);
    let mut depth_first = Vec::new();
    let _ = search::search_with_progress(
        Algorithm::NegamaxAb,
        &g,
        &Limits::default(),
        &mut rng,
        &mut |it| depth_first.push(it.visits),
    );
    assert!(!depth_first.is_empty() && depth_first.iter().all(Option::is_none));
}

#[test]
fn the_hud_shows_iterations_and_the_best_moves_visits_and_win_rate() {
    let mut s = mcts_session(1);
    let job = s.handle(Action::Cell(1, 1), Instant::now()).start;
    let job = match job {
        Some(j) => j,
        None => s
            .tick(Instant::now() + Duration::from_secs(1))
            .start
            .unwrap(),
    };
    let c3 = s.position().parse_move("c3").unwrap();
    let p = Progress {
        id: job.id,
        algorithm: Algorithm::Mcts,
        depth: 7,
        nodes: 12_345,
        best: Some((c3, 0.614, Verdict::Unknown)),
        pv: vec![c3],
        visits: Some(4_321),
        elapsed: Duration::from_millis(800),
        compared: Vec::new(),
        valued: Vec::new(),
        traffic: Vec::new(),
    };
    let line = "12.3k iterations · best c3 4,321 visits, 61% won · 800 ms";
    assert_eq!(progress_text(&p), line);
    assert!(s.progress(p).redraw);
    assert_eq!(s.status(), format!("Computer thinking… {line}"));
}

#[test]
fn v_with_mcts_draws_each_moves_visits_as_a_disc_coloured_by_its_win_rate() {
    // X to move, O threatens nothing yet: seven moves, none proven at once (the solver proves
    // some in the end: their discs say so, see below).
    let s = watching("x../.o./... x", &["values"]);
    let marks = s.move_marks().expect("V's analysis ran");
    assert_eq!(marks.len(), 7);
    let visits: Vec<u64> = marks.iter().map(|m| m.visits.unwrap()).collect();
    assert!(visits.iter().all(|&v| v > 0));
    // At most the default budget of 20,000 iterations (the solver stops sooner once it proves
    // the draw).
    let all: u64 = visits.iter().sum();
    assert!((1_000..=20_000).contains(&all), "{all}");
    assert!(marks.iter().all(|m| (0.0..=1.0).contains(&m.value)));
    // The same again: a fixed seed.
    let again = watching("x../.o./... x", &["values"]);
    assert_eq!(again.move_marks(), Some(marks));
    let (sc, l) = common::frame(&s, 640, 640);
    let discs: Vec<_> = sc
        .shapes
        .iter()
        .filter_map(|sh| match sh {
            Shape::Disc {
                center,
                radius,
                color,
            } => Some((*center, *radius, *color)),
            _ => None,
        })
        .collect();
    assert_eq!(discs.len(), 7, "one disc per empty cell");
    let most = *visits.iter().max().unwrap();
    let labels: Vec<String> = s
        .seat()
        .coordinates(s.position())
        .into_iter()
        .map(|c| c.text)
        .collect();
    for m in marks {
        let cell = cell_of(&s, &l, m.mv);
        let &(_, radius, color) = discs
            .iter()
            .find(|d| cell.contains(d.0))
            .unwrap_or_else(|| panic!("no disc on {}", m.mv));
        let v = m.visits.unwrap();
        let side = cell.w.min(cell.h) * 0.88;
        assert!(
            (radius - disc_radius(v, most, side)).abs() < 0.01,
            "{}",
            m.mv
        );
        assert_eq!(color, disc_color(m));
        // The win rate and the visits written on it.
        let words: Vec<String> = sc
            .shapes
            .iter()
            .filter_map(|sh| match sh {
                Shape::Text { pos, text, .. } if cell.contains(*pos) => Some(text.clone()),
                _ => None,
            })
            // The board's own coordinates (a, 1) share the edge cells.
            .filter(|w| !labels.contains(w))
            .collect();
        assert!(words.contains(&disc_text(m)), "{words:?}");
        if m.verdict == Verdict::Unknown {
            assert_eq!(disc_text(m), format!("{:.0}%", m.value * 100.0));
            assert_eq!(color, rate_color(m.value));
        }
        assert!(words.len() == 2, "{words:?}");
    }
    // The most visited move has the largest disc; a disc grows with the log of its visits.
    let biggest = discs.iter().map(|d| d.1).fold(0.0, f32::max);
    assert!((biggest - disc_radius(most, most, l.cell * 0.88)).abs() < 0.01);
    assert!(disc_radius(10, 10_000, 100.0) < disc_radius(100, 10_000, 100.0));
    assert!(
        (disc_radius(100, 10_000, 100.0)
            - disc_radius(10, 10_000, 100.0)
            - (disc_radius(1_000, 10_000, 100.0) - disc_radius(100, 10_000, 100.0)))
        .abs()
            < 0.2,
        "equal steps for each tenfold"
    );
    // Red for a loss, grey for even, green for a win.
    assert_eq!(rate_color(0.5), gametree::app::draw::palette::VALUE_DRAW);
    assert_eq!(rate_color(1.0), gametree::app::draw::palette::VALUE_WIN);
    assert_eq!(rate_color(0.0), gametree::app::draw::palette::VALUE_LOSS);
}

#[test]
fn t_marks_where_the_next_iteration_goes_at_each_level_and_why() {
    let g = Mnk::tictactoe();
    let limits = Limits {
        nodes: Some(500),
        ..Limits::default()
    };
    let mut rng = StdRng::seed_from_u64(7);
    let (_, tree) =
        search::search_recorded(Algorithm::Mcts, &g, &limits, &mut rng, 1_000_000).unwrap();
    let stats = |i: usize| tree.nodes[i].visits.unwrap();
    let mut levels = 0;
    for (i, n) in tree.nodes.iter().enumerate() {
        let kids: Vec<usize> = n.children.iter().map(|&c| c as usize).collect();
        let marked: Vec<usize> = kids.iter().copied().filter(|&c| stats(c).next).collect();
        // Every legal move visited (500 iterations on the first plies): the next iteration
        // through this node goes to the child with the best UCB1, and only there.
        let mut moves = Vec::new();
        let mut path = Vec::new();
        let mut at = i;
        while let Some(p) = tree.nodes[at].parent {
            path.push(tree.nodes[at].mv.unwrap());
            at = p as usize;
        }
        let pos = path.iter().rev().fold(g, |p, &m| p.play(m));
        if pos.outcome().is_some() {
            continue;
        }
        pos.legal_moves(&mut moves);
        if kids.is_empty() || kids.len() < moves.len() {
            assert!(marked.is_empty() || kids.len() < moves.len());
            continue;
        }
        levels += 1;
        assert_eq!(marked.len(), 1, "node {i}");
        let best = kids
            .iter()
            .copied()
            .max_by(|&a, &b| stats(a).ucb.unwrap().total_cmp(&stats(b).ucb.unwrap()))
            .unwrap();
        assert_eq!(stats(marked[0]).ucb, stats(best).ucb, "node {i}");
        let s = stats(marked[0]);
        let (ucb, mean) = (s.ucb.unwrap(), s.mean);
        assert_eq!(
            s.next_label().unwrap(),
            format!(
                "next: UCB {ucb:.3} = {mean:.3} + {:.3} exploration",
                ucb - mean
            )
        );
        for &c in &kids {
            assert_eq!(stats(c).next_label().is_some(), c == marked[0]);
        }
    }
    assert!(levels >= 3, "the root and some children below it: {levels}");
    // The same search again marks the same children.
    let mut rng = StdRng::seed_from_u64(7);
    let (_, again) =
        search::search_recorded(Algorithm::Mcts, &g, &limits, &mut rng, 1_000_000).unwrap();
    assert_eq!(again, tree);
}

#[test]
fn the_panel_says_where_the_next_iteration_goes() {
    let s = watching(".../.../... x", &["tree"]);
    let tree = s.search_tree().expect("T's tree");
    let root = &tree.nodes[0];
    let next: Vec<_> = root
        .children
        .iter()
        .map(|&c| &tree.nodes[c as usize])
        .filter(|c| c.visits.and_then(|v| v.why_next()?.formula()).is_some())
        .collect();
    assert_eq!(next.len(), 1, "one child marked");
    let label = next[0].visits.unwrap().next_label().unwrap();
    let why = label.trim_start_matches("next: ").to_owned();
    let l = layout(&s, 1000, 640, 1.0);
    let sc = scene(&s, &l, None);
    let header = format!("next: {} · {why}", next[0].mv.unwrap());

    assert!(
        sc.shapes
            .iter()
            .any(|sh| matches!(sh, Shape::Text { text, .. } if *text == header)),
        "{header}"
    );
}

#[test]
fn x_shows_the_four_phases_and_every_step_stands_on_one_of_them() {
    use gametree::app::tree::{Phase, StepKind};
    use gametree::app::views::trace::{code_lines, current_line};
    let code = Algorithm::Mcts.pseudocode(false);
    let lines = code_lines(code);
    assert!((15..=30).contains(&lines.len()), "{} lines", lines.len());
    for phase in ["selection", "expansion", "simulation", "backpropagation"] {
        assert!(
            lines.iter().any(|(l, _)| l.contains(phase)),
            "{phase} is named"
        );
    }
    assert!(lines.iter().all(|(l, _)| !l.contains('@')), "tags shown");
    // X steps through MCTS's own small budget (50 iterations at most: here the solver proves
    // the win in one at once), whatever the window's.
    let mut s = watching("xo./xo./... x", &["trace"]);
    assert!(s.stepping(), "X starts stepping");
    assert_eq!(s.step_budget(), Some(50));
    let tree = s.search_tree().unwrap();
    let played = tree.sampling.as_ref().unwrap().playouts.len();
    assert!((1..=50).contains(&played), "{played}");
    let text = |kind: Option<StepKind>, phase: Option<Phase>| match (kind, phase) {
        (Some(StepKind::Enter), Some(Phase::Selection)) => "UCB(c)",
        (Some(StepKind::Expand), _) => "add a child for every move",
        (Some(StepKind::Enter), Some(Phase::Expansion)) => "one of them, not yet visited",
        (Some(StepKind::Playout), _) => "random game",
        (Some(StepKind::Leave), None) => "return the child of root with the largest N",
        _ => "N(node) = N(node) + 1",
    };
    for i in 1..=tree.steps.len() {
        let r = tree.replay(i);
        let (line, cut) = current_line(code, tree, &r).expect("a line");
        assert!(!cut);
        let phase = r.sampled.as_ref().unwrap().phase;
        assert!(
            lines[line].0.contains(text(r.kind, phase)),
            "step {i}: {}",
            lines[line].0
        );
    }
    let _ = s.handle(views::step::FORWARD, Instant::now());
}

#[test]
fn a_small_recorded_search_is_replayed_iteration_by_iteration() {
    use gametree::search::Event;
    let g = Mnk::tictactoe();
    let limits = Limits {
        nodes: Some(50),
        ..Limits::default()
    };
    let mut rng = StdRng::seed_from_u64(3);
    let (report, tree) =
        search::search_recorded(Algorithm::Mcts, &g, &limits, &mut rng, 1_000_000).unwrap();
    assert_eq!(report.nodes, 50);
    assert_eq!(tree.events.first(), Some(&Event::Enter(0)));
    assert_eq!(tree.events.last(), Some(&Event::Leave(0)));
    // Each iteration goes down from the root (selection, expansion: each node entered is a
    // child of the one before) and back up (backpropagation: each node left is the last one
    // entered and not yet left).
    // Between them, each iteration's expansion (the node it is at gets its children) and its
    // simulation (a playout from the node it is at), once each at most and once exactly.
    let mut stack = vec![0];
    let mut iterations = 0;
    let mut longest = 0;
    let (mut expanded, mut played) = (0, 0);
    for e in &tree.events[1..tree.events.len() - 1] {
        match *e {
            Event::Enter(id) => {
                assert_eq!(tree.node(id).parent, stack.last().copied(), "{e:?}");
                if stack.len() == 1 {
                    iterations += 1;
                }
                stack.push(id);
                longest = longest.max(stack.len() - 1);
            }
            Event::Leave(id) => assert_eq!(stack.pop(), Some(id)),
            Event::Expand(id) => {
                assert_eq!(stack.last(), Some(&id), "{e:?}");
                expanded += 1;
            }
            Event::Playout(id) => {
                assert_eq!(stack.last(), Some(&id), "{e:?}");
                played += 1;
            }
            _ => panic!("{e:?}"),
        }
    }
    assert_eq!(stack, [0]);
    assert_eq!(iterations, 50, "one descent per iteration");
    assert_eq!(played, 50, "one simulation per iteration");
    assert!((10..=50).contains(&expanded), "{expanded} expansions");
    assert_eq!(tree.sampling.as_ref().unwrap().playouts.len(), 50);
    // The first nine iterations each try a new move of the root (an unvisited child first).
    let firsts: Vec<_> = tree
        .events
        .iter()
        .filter_map(|e| match *e {
            Event::Enter(id) if tree.node(id).parent == Some(0) => Some(id),
            _ => None,
        })
        .collect();
    let mut nine = firsts[..9].to_vec();
    nine.sort_unstable();
    nine.dedup();
    assert_eq!(nine.len(), 9);
    // Each node is entered as often as it was visited.
    for (i, n) in tree.nodes.iter().enumerate().skip(1) {
        let entered = tree
            .events
            .iter()
            .filter(|e| **e == Event::Enter(i as u32))
            .count() as u64;
        assert_eq!(entered, n.visits.unwrap().visits, "node {i}");
    }
    assert!(longest >= 2, "some iterations go below the root's children");
}

/// After MCTS's move the HUD reports what a sampling search counts: its iterations and the
/// chosen move's win rate (or the verdict it proved), not "nodes · depth" with a bare number.
#[test]
fn the_hud_reports_mcts_moves_in_iterations_and_win_rate() {
    use gametree::app::worker::run_job;
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;

    let mut s = common::sitting().seed(3).start();
    let now = Instant::now();
    let _ = s.handle(Action::Algorithm(6), now);
    assert_eq!(s.algorithm(), Algorithm::Mcts);
    // X takes a corner; MCTS answers (from an open position, where nothing is proven quickly).
    let mut effects = s.handle(Action::Cell(0, 0), now);
    if effects.start.is_none() {
        effects = s.tick(now);
    }
    let job = effects.start.expect("the computer searches");
    let done = run_job(&job, Arc::new(AtomicBool::new(false)));
    let _ = s.finish(done, now);
    let r = s.last_report().expect("the computer moved");
    let text = s.report_text().expect("a report line");
    assert!(text.starts_with("O played "), "{text}");
    assert!(
        text.contains(&format!(
            "{} iterations",
            gametree::app::session::short_count(r.nodes)
        )),
        "{text}"
    );
    assert!(!text.contains("depth"), "{text}");
    if r.verdict == Verdict::Unknown {
        assert!(
            text.contains(&format!("{:.0}% won for O", r.value * 100.0)),
            "{text}"
        );
    } else {
        assert!(!text.contains("% won"), "{text}");
    }
    // The exact searches keep their nodes and depth.
    let mut t = common::sitting().seed(3).start();
    let mut effects = t.handle(Action::Cell(0, 0), now);
    if effects.start.is_none() {
        effects = t.tick(now);
    }
    let done = run_job(&effects.start.unwrap(), Arc::new(AtomicBool::new(false)));
    let _ = t.finish(done, now);
    let text = t.report_text().unwrap();
    assert!(text.contains(" nodes · depth "), "{text}");
}

/// The order of the four phases within an iteration.
fn rank(p: gametree::app::tree::Phase) -> u8 {
    use gametree::app::tree::Phase;
    match p {
        Phase::Selection => 0,
        Phase::Expansion => 1,
        Phase::Simulation => 2,
        Phase::Backpropagation => 3,
    }
}

/// How many times each of the numbers 1 to `n` is written on the board.
fn numbers_on_board(sc: &Scene, l: &Layout, n: usize) -> Vec<usize> {
    let words = common::texts_in(sc, l.board);
    (1..=n)
        .map(|k| words.iter().filter(|w| **w == k.to_string()).count())
        .collect()
}

/// S on the empty 3x3 board with MCTS: the window's budget (20,000 iterations) is far too big to
/// step through, so S records MCTS again with its own 50 iterations and says so; every step is
/// in one of the four phases, in their order within each iteration, the iterations one after
/// another; at each simulation the playout is on the board as numbered ghosts, and it is a
/// real game whose end is the result counted; stepping back restores the frame.
#[test]
fn s_steps_through_fifty_iterations_of_mcts_phase_by_phase_with_the_playout_as_ghosts() {
    use gametree::app::tree::{Phase, StepKind};
    use gametree::game::{Outcome, Side};
    let mut s = watching(".../.../... x", &["step"]);
    assert!(s.stepping(), "{:?}", s.notice());
    assert_eq!(s.step_budget(), Some(50));
    let tree = s.search_tree().unwrap().clone();
    let playouts = &tree
        .sampling
        .as_ref()
        .expect("kept iteration by iteration")
        .playouts;
    assert_eq!(playouts.len(), 50);
    let wide = layout(&s, 1280, 900, 1.0);
    let header = format!(
        "MCTS · 50 iterations to step through · {} nodes",
        tree.visited
    );
    let words = common::texts(&scene(&s, &wide, None));
    assert!(words.contains(&header), "{header} in {words:?}");
    let (sc, l) = common::frame(&s, 640, 640);
    let empty_board = numbers_on_board(&sc, &l, 9);
    let now = Instant::now();
    let (mut iteration, mut last_rank) = (0, 0);
    let mut seen = [0usize; 4];
    let mut simulations = 0;
    let mut before = sc;
    for i in 1..=tree.steps.len() {
        assert!(s.handle(views::step::FORWARD, now).redraw, "step {i}");
        let r = s.replay().unwrap();
        assert_eq!(r.index, i);
        let sm = r.sampled.clone().unwrap();
        let (sc, l) = common::frame(&s, 640, 640);
        let Some(phase) = sm.phase else {
            assert_eq!(i, tree.steps.len(), "only the last step ends the search");
            assert_eq!(sm.iteration, 50);
            break;
        };
        seen[rank(phase) as usize] += 1;
        if sm.iteration == iteration {
            assert!(
                rank(phase) >= last_rank,
                "step {i}: {phase:?} after rank {last_rank}"
            );
        } else {
            assert_eq!(sm.iteration, iteration + 1, "step {i}");
            assert!(
                last_rank == 3 || iteration == 0,
                "step {i}: an iteration ends going up"
            );
            assert!(rank(phase) <= 1, "step {i}: an iteration starts going down");
        }
        (iteration, last_rank) = (sm.iteration, rank(phase));
        let line = tree.playout_line(&r);
        if phase == Phase::Simulation {
            simulations += 1;
            assert_eq!(r.kind, Some(StepKind::Playout));
            let line = line.expect("the playout");
            // The tree's moves and then the random ones make a whole game, whose end is the
            // result the iteration counts (3x3 is played out to the end).
            let p = &playouts[sm.playout.unwrap()];
            let reward = match common::position("tictactoe", &p_text(&s, &line)).outcome() {
                Some(Outcome::Win(Side::First)) => 1.0,
                Some(Outcome::Win(Side::Second)) => 0.0,
                Some(Outcome::Draw) => 0.5,
                None => panic!("step {i}: the playout ends before the game does"),
            };
            assert_eq!(p.reward, reward, "step {i}");
            // Each move numbered on the board, once more than before the step.
            let now_on = numbers_on_board(&sc, &l, line.len());
            for (k, (&a, &b)) in now_on.iter().zip(&empty_board).enumerate() {
                assert_eq!(a, b + 1, "step {i}: ghost {} on the board", k + 1);
            }
            // One step back is the frame before it again.
            assert!(s.handle(views::step::BACK, now).redraw);
            assert_eq!(
                common::frame(&s, 640, 640).0,
                before,
                "step {i}: back restores"
            );
            assert!(s.handle(views::step::FORWARD, now).redraw);
            assert_eq!(common::frame(&s, 640, 640).0, sc, "step {i}: forward again");
        } else if matches!(phase, Phase::Selection | Phase::Expansion) {
            assert!(line.is_none());
            assert_eq!(
                numbers_on_board(&sc, &l, 9),
                empty_board,
                "step {i}: no ghosts"
            );
        }
        before = sc;
    }
    assert_eq!(iteration, 50);
    assert_eq!(simulations, 50, "one simulation per iteration");
    assert!(
        seen.iter().all(|&n| n >= 50),
        "each phase steps at least 50 times: {seen:?}"
    );
    assert!(!s.handle(views::step::FORWARD, now).redraw, "the end");
}

/// The position `line` leads to from the session's, in the game's text form.
fn p_text(s: &Session, line: &[gametree::app::seat::AnyMove]) -> String {
    let mut p = *s.position();
    for &m in line {
        p = p.play(m).unwrap();
    }
    p.to_string()
}

/// The replay's counts at the last step are the search's own at its end (N, W/N, UCB1, what is
/// proven), node by node; and at every step the root has counted the iterations ended.
#[test]
fn the_replays_counts_end_where_the_search_ended() {
    use gametree::app::tree::convert;
    let g = Mnk::tictactoe();
    let limits = Limits {
        nodes: Some(50),
        enhance: gametree::search::Enhancements::SOLVER,
        ..Limits::default()
    };
    let mut rng = StdRng::seed_from_u64(11);
    let (_, tree) =
        search::search_recorded(Algorithm::Mcts, &g, &limits, &mut rng, 1_000_000).unwrap();
    let shown = convert(&g, &tree, None);
    let end = shown.replay(shown.steps.len());
    for (i, n) in tree.nodes.iter().enumerate() {
        let stats = n.visits.unwrap();
        let c = shown.counts(&end, i).unwrap();
        assert_eq!(u64::from(c.visits), stats.visits, "node {i}");
        assert!((c.mean - stats.mean).abs() < 1e-9, "node {i}");
        match (c.ucb, stats.ucb) {
            (Some(a), Some(b)) => assert!((a - b).abs() < 1e-9, "node {i}"),
            (a, b) => assert_eq!(a.is_some(), b.is_some(), "node {i}"),
        }
        assert_eq!(c.proven, stats.proven, "node {i}");
    }
    let mut ended = 0;
    for k in 1..=shown.steps.len() {
        let r = shown.replay(k);
        let step = shown.steps[k - 1];
        if step.kind == gametree::app::tree::StepKind::Leave
            && shown.nodes[step.node].parent == Some(0)
        {
            ended += 1;
        }
        assert_eq!(shown.counts(&r, 0).unwrap().visits, ended, "step {k}");
    }
    assert_eq!(ended, 50);
}

/// X with MCTS: the frames are the selection's path, each with its N, W/N and UCB at the step,
/// no window and no "so far" value; a proof is written as who wins, not as a number.
#[test]
fn x_frames_show_each_nodes_visits_win_rate_and_ucb_and_proofs_in_words() {
    use gametree::app::views::trace::frames;
    let mut s = watching(".../.../... x", &["trace"]);
    assert!(s.stepping());
    let now = Instant::now();
    let tree = s.search_tree().unwrap().clone();
    // Step to the first simulation two plies or more below the root.
    let mut deep = false;
    for _ in 0..tree.steps.len() {
        let _ = s.handle(views::step::FORWARD, now);
        let r = s.replay().unwrap();
        if r.kind == Some(gametree::app::tree::StepKind::Playout)
            && tree.path_to(r.focus).len() >= 3
        {
            deep = true;
            break;
        }
    }
    assert!(deep, "some iteration goes two plies down");
    let r = s.replay().unwrap();
    let f = frames(&tree, &r);
    assert!(f.len() >= 3);
    let words = common::texts(&common::frame(&s, 640, 640).0);
    for fr in &f {
        assert_eq!((fr.window, fr.value, fr.best), (None, None, None));
        let c = fr.counts.unwrap();
        assert_eq!(c, tree.counts(&r, fr.node).unwrap());
        let line = match c.ucb_label() {
            Some(u) => format!("{} · {u}", c.label()),
            None => c.label(),
        };
        assert!(words.contains(&line), "{line} in {words:?}");
    }
    // The frame the playout starts from has its counts before the playout is counted.
    assert!(words.iter().any(|w| w == "simulation"), "the phase on top");
    assert!(
        !words
            .iter()
            .any(|w| w.contains("so far") || w.contains("no window")),
        "{words:?}"
    );
    // Late in a game the solver proves: written as who wins.
    let mut s = watching("xo./xo./... x", &["trace"]);
    while s.handle(views::step::FORWARD, now).redraw {}
    let words = common::texts(&common::frame(&s, 640, 640).0);
    assert!(
        words.contains(&"proven: X wins in 1".to_owned()),
        "{words:?}"
    );
}

/// T on MCTS in narrow windows: the card of the child the next iteration goes to says so in a
/// word that fits it whole (its UCB score is a part of its own, which a wider card shows), and
/// the header says why.
#[test]
fn a_narrow_cards_next_line_is_whole() {
    use gametree::render::text::measure;
    let s = watching(".../.../... x", &["tree"]);
    for (w, h) in [(400, 400), (400, 640), (640, 640)] {
        let l = layout(&s, w, h, 1.0);
        let sc = scene(&s, &l, None);
        let boxes = l.tree_boxes().unwrap();
        let on_cards: Vec<_> = sc
            .shapes
            .iter()
            .filter_map(|sh| match sh {
                Shape::Text {
                    pos,
                    text,
                    size,
                    align,
                    ..
                } => Some((*pos, text.clone(), *size, *align)),
                _ => None,
            })
            .filter_map(|t| {
                let card = boxes.slots.iter().find(|sl| sl.rect.contains(t.0))?;
                Some((card.rect, t))
            })
            .collect();
        let next: Vec<_> = on_cards
            .iter()
            .filter(|(_, t)| t.1.starts_with("next"))
            .collect();
        assert_eq!(next.len(), 1, "{w}x{h}: {on_cards:?}");
        let (card, (pos, text, size, align)) = next[0];
        assert_eq!(text, "next", "{w}x{h}");
        let width = measure(text, *size);
        let left = match align {
            gametree::render::scene::Align::Left => pos[0],
            gametree::render::scene::Align::Center => pos[0] - width / 2.0,
            gametree::render::scene::Align::Right => pos[0] - width,
        };
        assert!(
            left >= card.x - 0.5 && left + width <= card.x + card.w + 0.5,
            "{w}x{h}: inside its card"
        );
    }
}

#[test]
fn the_hud_says_what_mcts_computed_and_gives_it_no_depth_limit() {
    // V's line named "exact values, searched to the end" over win rates from a few visits.
    let s = watching("x../.o./... x", &["values"]);
    let all: u64 = s
        .move_marks()
        .unwrap()
        .iter()
        .map(|m| m.visits.unwrap())
        .sum();
    let words = common::texts(&common::frame(&s, 640, 640).0).join("\n");
    assert!(!words.contains("exact values"), "{words}");
    // The solver proved the root there and stopped.
    assert!(
        words.contains(&format!(
            "V: the solver proved it in {} visits",
            gametree::app::session::thousands(all)
        )),
        "{words}"
    );
    // Blob War is searched to a depth limit, but not by MCTS: the settings line named one.
    let settings = Settings {
        variant: common::variant("blobwar"),
        algorithm: Algorithm::Mcts,
        ..Settings::default()
    };
    let s = Session::new(&settings).unwrap();
    assert!(s.depth_limit().is_some());
    let words = common::texts(&common::frame(&s, 640, 640).0).join("\n");
    assert!(words.contains("MCTS"), "{words}");
    assert!(!words.contains("· depth"), "{words}");
    let alpha_beta = Session::new(&Settings {
        algorithm: Algorithm::NegamaxAb,
        ..settings
    })
    .unwrap();
    let words = common::texts(&common::frame(&alpha_beta, 640, 640).0).join("\n");
    assert!(words.contains("· depth "), "{words}");
}

/// V on MCTS reads a proof as a proof: on `x../.o./.ox x` the solver proves b3 a draw and every
/// other move a loss in 2 (O plays b3), and stops there, so those discs say `D` and `L2` in the
/// proven colours, not win rates of the few tries made before the proof; the HUD says the
/// solver proved it and stopped, and that T's tree is searched without it.
#[test]
fn v_with_mcts_shows_the_solvers_proofs_as_proofs() {
    use gametree::app::draw::palette;
    let s = watching("x../.o./.ox x", &["values"]);
    let marks = s.move_marks().expect("V's analysis ran");
    let verdicts: Vec<(String, Verdict)> = marks
        .iter()
        .map(|m| (m.mv.to_string(), m.verdict))
        .collect();
    assert_eq!(marks.len(), 5, "{verdicts:?}");
    for (mv, v) in &verdicts {
        let want = if mv == "b3" {
            Verdict::Draw
        } else {
            Verdict::Loss(2)
        };
        assert_eq!(*v, want, "{mv}: {verdicts:?}");
    }
    let (sc, l) = common::frame(&s, 640, 640);
    for m in marks {
        let cell = cell_of(&s, &l, m.mv);
        let color = sc
            .shapes
            .iter()
            .find_map(|sh| match sh {
                Shape::Disc { center, color, .. } if cell.contains(*center) => Some(*color),
                _ => None,
            })
            .unwrap_or_else(|| panic!("no disc on {}", m.mv));
        let words: Vec<&str> = sc
            .shapes
            .iter()
            .filter_map(|sh| match sh {
                Shape::Text { pos, text, .. } if cell.contains(*pos) => Some(text.as_str()),
                _ => None,
            })
            .collect();
        let (want_color, want_word) = if m.mv.to_string() == "b3" {
            (palette::VALUE_DRAW, "D")
        } else {
            (palette::VALUE_LOSS, "L2")
        };
        assert_eq!(color, want_color, "{}", m.mv);
        assert!(words.contains(&want_word), "{}: {words:?}", m.mv);
        assert!(
            !words.iter().any(|w| w.ends_with('%')),
            "{}: {words:?}",
            m.mv
        );
    }
    let visits: u64 = marks.iter().map(|m| m.visits.unwrap()).sum();
    let words = common::texts(&sc).join("\n");
    assert!(
        words.contains(&format!(
            "V: the solver proved it in {visits} visits and stopped (T: without it)"
        )),
        "{words}"
    );
}

/// T on MCTS keeps the first two plies whole past the cap on recorded nodes, as the depth-first
/// recorder does (the README's "the first two plies always in full"): on Connect Four's empty
/// board with room for 100 nodes, all 7 root moves and every reply the search tried are on the
/// panel, not just the most visited move's subtree.
#[test]
fn a_capped_mcts_tree_keeps_every_root_move_and_reply() {
    use gametree::game::connect4::Connect4;
    let g = Connect4::standard();
    let limits = Limits {
        nodes: Some(3_000),
        ..Limits::default()
    };
    let (_, tree) = search::search_recorded(
        Algorithm::Mcts,
        &g,
        &limits,
        &mut StdRng::seed_from_u64(1),
        100,
    )
    .unwrap();
    assert!(tree.truncated);
    let root = &tree.nodes[0];
    assert_eq!(root.children.len(), 7);
    for &c in &root.children {
        let child = &tree.nodes[c as usize];
        // Every reply tried from there: three thousand iterations try all seven.
        assert_eq!(child.children.len(), 7, "{:?}", child.mv);
    }
    // Past the cap nothing deeper than the second ply was added.
    let deep = tree.nodes.iter().filter(|n| n.ply > 2).count();
    assert!(deep <= 100, "{deep}");
    assert!(tree.nodes.len() <= 100 + 7 * 8, "{}", tree.nodes.len());
}

/// With MCTS chosen: T's node is not called "max" (a sampling search maximises nothing), and
/// T says its search is without the solver; K's table, of the depth-first searches, says MCTS
/// is left out and where it runs; E says MCTS keeps its solver and leaves the alpha-beta forms'
/// setting as it was.
#[test]
fn t_k_and_e_say_what_they_do_with_mcts() {
    let s = watching("x../.o./... x", &["tree"]);
    let words = common::texts(&common::frame(&s, 640, 640).0);
    assert!(
        words
            .iter()
            .any(|w| w.starts_with("value ") && w.ends_with(" nodes")),
        "{words:?}"
    );
    assert!(
        words.contains(&"textbook: without the computer's solver".to_owned()),
        "{words:?}"
    );
    assert!(!words.iter().any(|w| w.starts_with("max")), "{words:?}");
    let s = watching("x../.o./... x", &["compare"]);
    let words = common::texts(&common::frame(&s, 640, 640).0).join(" ");
    assert!(
        words.contains("The depth-first algorithms on this position"),
        "{words}"
    );
    assert!(
        words.contains("MCTS is not compared (gametree compare --algo mcts runs it)"),
        "{words}"
    );
    let mut s = mcts_session(1);
    let now = Instant::now();
    let _ = s.handle(Action::Algorithm(4), now);
    let alpha_beta = s.enhancements();
    let _ = s.handle(Action::Algorithm(6), now);
    let before = s.enhancements();
    assert!(s.handle(Action::CycleEnhance, now).redraw);
    assert_eq!(s.enhancements(), before);
    assert_eq!(
        s.notice(),
        Some(
            "MCTS always searches with its solver here: E cycles the alpha-beta forms' enhancements"
        )
    );
    let _ = s.handle(Action::Algorithm(4), now);
    assert_eq!(s.algorithm(), Algorithm::NegamaxAb);
    assert_eq!(s.enhancements(), alpha_beta, "as it was before E");
}

/// Where the solver proves nothing in V's budget (Connect Four's start), V's HUD gives the win
/// rates' visits and says they come from a search with the solver, T's from one without.
#[test]
fn v_says_its_win_rates_come_from_a_search_with_the_solver() {
    let s = common::watched(
        "connect4",
        "......./......./......./......./......./....... x",
        &[Action::Algorithm(6), Action::toggle("values")],
    );
    let marks = s.move_marks().expect("V's analysis ran");
    assert_eq!(marks.len(), 7);
    assert!(marks.iter().all(|m| m.verdict == Verdict::Unknown));
    let all: u64 = marks.iter().map(|m| m.visits.unwrap()).sum();
    let words = common::texts(&common::frame(&s, 640, 640).0).join("\n");
    assert!(
        words.contains(&format!(
            "V: win rates from {} visits, with the solver (T: without it)",
            gametree::search::value_text::count(all)
        )),
        "{words}"
    );
}
