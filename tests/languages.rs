//! Issue 28: the window in English, Arabic and Persian. F2 switches the language at any moment
//! and the next frame (and the title) speaks it; the help is mirrored right to left.

mod common;

use std::time::Instant;

use gametree::app::input::{Action, KEY_BINDINGS, help_text};
use gametree::app::layout::Layout;
use gametree::app::session::{EngineOffer, Mode, Session, Settings};
use gametree::app::view::scene;
use gametree::app::views::step;
use gametree::i18n::{self, Lang, Locale};
use gametree::render::scene::{Align, Shape};
use gametree::render::text::measure;
use gametree::search::{Algorithm, Enhancements};

fn session() -> Session {
    Session::new(&Settings {
        seed: Some(3),
        ..Settings::default()
    })
    .unwrap()
}

/// Each text of a frame: its words, left and right ends (laid out for the open views, as the
/// window lays them out: a bare layout has no panel, and T and X drew nothing).
fn placed(s: &Session, w: u32, h: u32) -> Vec<(String, f32, f32)> {
    let l = gametree::app::view::layout(s, w, h, 1.0);
    scene(s, &l, None)
        .shapes
        .iter()
        .filter_map(|sh| match sh {
            Shape::Text {
                text,
                pos,
                size,
                align,
                ..
            } => {
                let width = measure(text, *size);
                let left = match align {
                    Align::Left => pos[0],
                    Align::Center => pos[0] - width / 2.0,
                    Align::Right => pos[0] - width,
                };
                Some((text.clone(), left, left + width))
            }
            _ => None,
        })
        .collect()
}

#[test]
fn f2_switches_the_language_and_the_title_and_the_frame_follow() {
    i18n::set(Locale::ENGLISH);
    let mut s = session();
    let now = Instant::now();
    assert!(s.status().starts_with("Your move"), "{}", s.status());
    let e = s.handle(Action::CycleLanguage, now);
    assert!(e.redraw);
    assert_eq!(i18n::current().lang, Lang::Ar);
    assert_eq!(
        e.title.as_deref(),
        Some("gametree — \u{2068}3x3\u{2069} — \u{2068}negamax alpha-beta\u{2069}")
    );
    assert_eq!(s.status(), "دورك (\u{2068}X\u{2069})");
    let texts: Vec<String> = placed(&s, 640, 640).into_iter().map(|t| t.0).collect();
    assert!(texts.contains(&s.status()), "{texts:?}");
    let _ = s.handle(Action::CycleLanguage, now);
    assert_eq!(s.status(), "نوبت شما (\u{2068}X\u{2069})");
    let e = s.handle(Action::CycleLanguage, now);
    assert_eq!(i18n::current(), Locale::ENGLISH);
    assert_eq!(
        e.title.as_deref(),
        Some("gametree — 3x3 — negamax alpha-beta")
    );
}

#[test]
fn the_help_speaks_persian_and_reads_from_the_right() {
    i18n::set(Locale::parse("fa").unwrap());
    let mut s = session();
    let _ = s.handle(Action::ToggleHelp, Instant::now());
    let texts = placed(&s, 1024, 768);
    let find = |words: &str| {
        texts
            .iter()
            .find(|t| t.0 == words)
            .unwrap_or_else(|| panic!("{words} is not drawn whole: {texts:?}"))
            .clone()
    };
    assert!(texts.iter().any(|t| t.0 == "کلیدها"));
    // N's key stands at the right of its help, which ends against it.
    let n = KEY_BINDINGS.iter().find(|b| b.label == "N").unwrap();
    let key = find("N");
    let help = find(&help_text(n));
    assert_eq!(help.0, "بازی جدید");
    assert!(
        help.2 < key.1,
        "the help {help:?} should end left of the key {key:?}"
    );
    // The keys stand at the right of the page, the first column's rightmost.
    assert!(key.1 > 512.0, "{key:?}");
    i18n::set(Locale::ENGLISH);
}

#[test]
fn every_message_is_used_by_the_program() {
    // The ids the program names whole, in its sources; those it builds from a name: a key's
    // help (`key-n`, checked against the key table in app::input), a view's reminder (`hint-v`),
    // a side (`side-blue`) and a mode (`mode-two-players`).
    let mut sources = String::new();
    let mut dirs = vec![
        std::path::PathBuf::from("src"),
        std::path::PathBuf::from("crates/app/src"),
    ];
    while let Some(d) = dirs.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") {
                sources.push_str(&std::fs::read_to_string(&p).unwrap());
            }
        }
    }
    let built = ["key-", "hint-", "side-", "mode-"];
    let unused: Vec<String> = i18n::ids()
        .into_iter()
        .filter(|id| !sources.contains(&format!("\"{id}\"")))
        .filter(|id| !built.iter().any(|b| id.starts_with(b)))
        .collect();
    assert!(unused.is_empty(), "messages no code uses: {unused:?}");
}

#[test]
fn render_draws_the_language_it_is_given_and_refuses_another() {
    let dir = std::env::temp_dir().join(format!("gametree-lang-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut pictures = Vec::new();
    for lang in ["en", "fa"] {
        let out = dir.join(format!("{lang}.png"));
        let o = common::gametree(&[
            "render",
            "--lang",
            lang,
            "--size",
            "300x300",
            "--out",
            out.to_str().unwrap(),
        ]);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        pictures.push(std::fs::read(&out).unwrap());
    }
    assert_ne!(pictures[0], pictures[1], "Persian draws other words");
    common::fails_with(
        &["render", "--lang", "xx", "--out", "x.png"],
        "unknown language 'xx' (expected en, ar or fa)",
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The words of a frame `w`x`h` in language `tag` with `view` open, its analysis done.
fn view_words(tag: &str, view: &'static str, w: u32, h: u32) -> Vec<String> {
    i18n::set(Locale::parse(tag).unwrap());
    let mut s = session();
    let now = Instant::now();
    let e = s.handle(Action::toggle(view), now);
    gametree::app::worker::run_until_idle(&mut s, e, now);
    placed(&s, w, h).into_iter().map(|t| t.0).collect()
}

#[test]
fn the_values_view_speaks_arabic() {
    let texts = view_words("ar", "values", 800, 800);
    assert!(
        texts
            .iter()
            .any(|t| t.contains("V: قيم دقيقة، بالبحث حتى النهاية")),
        "{texts:?}"
    );
    i18n::set(Locale::ENGLISH);
}

/// Issue 28, item 5: MCTS's discs (V) count their visits and give their win rates in the
/// reader's digits, as the HUD counts its nodes: `۱٬۳۳۴` and `۵۰٪`, not `1,334` and `50%`.
#[test]
fn mcts_discs_count_in_persian_digits() {
    i18n::set(Locale::parse("fa").unwrap());
    let settings = Settings {
        algorithm: Algorithm::Mcts,
        seed: Some(3),
        ..Settings::default()
    };
    let p = common::position("tictactoe", "x../.o./...");
    let mut s = Session::at_position(&settings, p).unwrap();
    let now = Instant::now();
    let e = s.handle(Action::toggle("values"), now);
    gametree::app::worker::run_until_idle(&mut s, e, now);
    let texts: Vec<String> = placed(&s, 640, 640).into_iter().map(|t| t.0).collect();
    i18n::set(Locale::ENGLISH);
    let persian_count =
        |t: &String| !t.is_empty() && t.chars().all(|c| ('۰'..='۹').contains(&c) || c == '٬');
    assert!(
        texts.iter().filter(|t| persian_count(t)).count() >= 7,
        "{texts:?}"
    );
    // (The board's rank numbers are the diagram's notation, as `a1` is: one digit.)
    let latin_count = |t: &&String| {
        t.len() > 1
            && t.chars()
                .all(|c| c.is_ascii_digit() || c == ',' || c == '%')
    };
    assert_eq!(texts.iter().find(latin_count), None, "{texts:?}");
}

/// Issue 28: a sampling search's win rate is a share, so it is written in the reader's digits
/// and percent sign wherever the window shows it — the tree's header and cards (T), the moves so
/// far (L) — as the HUD and V write it: `۵۲٪`, never `52%`.
#[test]
fn an_mcts_win_rate_is_a_share_in_the_readers_digits_everywhere() {
    let latin_rate = |t: &str| {
        let t: Vec<char> = t.chars().collect();
        t.windows(2).any(|w| w[0].is_ascii_digit() && w[1] == '%')
    };
    // The tree of MCTS (T), and a game where MCTS has moved (L); searched once, read in each
    // language.
    let settings = Settings {
        variant: "mnk:4x4:4".parse().unwrap(),
        algorithm: Algorithm::Mcts,
        seed: Some(3),
        ..Settings::default()
    };
    let mut tree = Session::new(&settings).unwrap();
    let now = Instant::now();
    let e = tree.handle(Action::toggle("tree"), now);
    gametree::app::worker::run_until_idle(&mut tree, e, now);
    let mut played = common::sitting()
        .game("mnk:4x4:4")
        .algorithm(Algorithm::Mcts)
        .seed(1)
        .start();
    let e = played.handle(Action::Cell(1, 1), now);
    gametree::app::worker::run_until_idle(&mut played, e, now);
    for (tag, digits) in [("ar", '٠'..='٩'), ("fa", '۰'..='۹')] {
        i18n::set(Locale::parse(tag).unwrap());
        let rate = |t: &str| {
            let t: Vec<char> = t.chars().collect();
            t.windows(2).any(|w| digits.contains(&w[0]) && w[1] == '٪')
        };
        let texts: Vec<String> = placed(&tree, 1000, 700).into_iter().map(|t| t.0).collect();
        assert_eq!(
            texts.iter().find(|t| latin_rate(t)),
            None,
            "{tag}: {texts:?}"
        );
        // The header's value and each card's first line (`b2 ۵۲٪`) at least.
        assert!(
            texts.iter().filter(|t| rate(t)).count() >= 8,
            "{tag}: {texts:?}"
        );
        let list = played.move_list();
        let value = list.get(1).and_then(|m| m.2.clone()).unwrap_or_default();
        assert!(rate(&value) && !latin_rate(&value), "{tag}: {list:?}");
    }
    i18n::set(Locale::ENGLISH);
}

#[test]
fn the_comparison_speaks_persian() {
    let texts = view_words("fa", "compare", 1024, 768);
    for words in [
        "الگوریتم",
        "حرکت",
        "مقدار",
        "نتیجه",
        "گره‌ها",
        "زمان",
        "مساوی",
    ] {
        assert!(texts.iter().any(|t| t == words), "{words}: {texts:?}");
    }
    assert!(
        texts.iter().any(|t| t.contains("الگوریتم‌های عمق‌اول")),
        "{texts:?}"
    );
    i18n::set(Locale::ENGLISH);
}

/// The English words left in a frame: lower-case Latin words of four letters or more that are
/// not the field's terms (algorithm names, the enhancements, MCTS's counts) nor code; the units
/// of time (`µs`, `ms`, `s`); counts in Latin digits after a formula's symbol (`N 3`, `UCB 1.2`).
fn english_left(texts: &[String]) -> Vec<String> {
    const TERMS: &[&str] = &[
        "minimax", "minimax2", "negamax", "alpha", "beta", "star1", "star2", "mcts", "solver",
        "gametree", "order", "threats", "with", "probing",
    ];
    let mut out: Vec<String> = texts
        .iter()
        .flat_map(|t| {
            let words: Vec<&str> = t.split([' ', '\u{2068}', '\u{2069}']).collect();
            let mut found = Vec::new();
            for pair in words.windows(2) {
                let number = |w: &str| w.starts_with(|c: char| c.is_ascii_digit());
                let unit = ["µs", "ms", "s"].contains(&pair[1].trim_end_matches([',', ')']));
                let symbol = ["N", "W/N", "UCB"].contains(&pair[0]);
                if (unit && pair[0].chars().any(char::is_numeric)) || (symbol && number(pair[1])) {
                    found.push(format!("{:?} in {t:?}", pair.join(" ")));
                }
            }
            found
        })
        .collect();
    for t in texts {
        // A command to type is the command line's, which stays English.
        let t = t.replace("gametree compare --algo", "");
        for w in t.split(|c: char| !c.is_ascii_alphanumeric()) {
            let lower = w.to_ascii_lowercase();
            if w.len() >= 4
                && w.chars().all(|c| c.is_ascii_alphabetic())
                && w.chars().next().is_some_and(|c| c.is_ascii_lowercase())
                && !TERMS.contains(&lower.as_str())
            {
                out.push(format!("{w} in {t:?}"));
            }
        }
    }
    out
}

/// Issue 28, item 1: every view speaks Arabic and Persian — headers, cards, cut-offs, the
/// point of view, the step-through, MCTS's phases and the trace's prose (its code stays code:
/// lines of the pseudocode are left out) — at two window sizes; the HUD's report of the
/// computer's move too. And no line separates its parts with a middle dot, which reads as the
/// zero of Arabic and Persian digits (`۰`, `٠`).
#[test]
fn every_view_speaks_arabic_and_persian() {
    let openers: [&[Action]; 8] = [
        // The computer's answer to b1: the HUD's report, its nodes and time.
        &[Action::Cell(1, 0)],
        &[Action::toggle("values")],
        &[Action::toggle("line")],
        &[Action::toggle("compare")],
        &[Action::toggle("tree")],
        &[
            Action::toggle("tree"),
            Action::toggle("step"),
            step::FORWARD,
            step::FORWARD,
        ],
        &[
            Action::toggle("trace"),
            Action::toggle("step"),
            step::FORWARD,
        ],
        &[Action::toggle("moves")],
    ];
    let mut left = Vec::new();
    // The faults of a frame: English words left (the code's lines aside), and a middle dot or
    // a Latin comma in a line in Arabic script.
    let check = |s: &Session, code: &str, what: &str, left: &mut Vec<String>| {
        for (w, h) in [(1280, 900), (640, 640)] {
            let texts: Vec<String> = placed(s, w, h)
                .into_iter()
                .map(|t| t.0)
                .filter(|t| !code.contains(t.trim()))
                .collect();
            for e in english_left(&texts) {
                left.push(format!("{what} {w}x{h}: {e}"));
            }
            let arabic = |t: &&String| t.chars().any(|c| ('\u{600}'..='\u{6ff}').contains(&c));
            for t in texts.iter().filter(|t| t.contains('·')) {
                left.push(format!("{what} {w}x{h}: a dot in {t:?}"));
            }
            for t in texts.iter().filter(arabic).filter(|t| t.contains(", ")) {
                left.push(format!("{what} {w}x{h}: a Latin comma in {t:?}"));
            }
        }
    };
    for tag in ["ar", "fa"] {
        i18n::set(Locale::parse(tag).unwrap());
        for algorithm in [Algorithm::NegamaxAb, Algorithm::Mcts] {
            let code = algorithm.pseudocode(false);
            for opener in openers {
                let settings = Settings {
                    algorithm,
                    seed: Some(3),
                    ..Settings::default()
                };
                let p = common::position("tictactoe", "x../.o./...");
                let mut s = Session::at_position(&settings, p).unwrap();
                let now = Instant::now();
                for &a in opener {
                    let e = s.handle(a, now);
                    gametree::app::worker::run_until_idle(&mut s, e, now);
                }
                check(
                    &s,
                    code,
                    &format!("{tag} {algorithm:?} {opener:?}"),
                    &mut left,
                );
            }
        }
        // The computer's own search, enhanced (T shows it once the computer has answered): its
        // notes on the cards (a table hit, PVS's null window and re-search, a forced block),
        // and in the step-through at each node it visits.
        let settings = Settings {
            algorithm: Algorithm::NegamaxAb,
            enhance: Enhancements::ALL,
            seed: Some(3),
            ..Settings::default()
        };
        let p = common::position("tictactoe", "x../.o./...");
        let mut s = Session::at_position(&settings, p).unwrap();
        let now = Instant::now();
        for a in [Action::toggle("tree"), Action::Cell(2, 0)] {
            let e = s.handle(a, now);
            gametree::app::worker::run_until_idle(&mut s, e, now);
        }
        let tree = s.search_tree().expect("the computer's search");
        assert!(tree.nodes.iter().any(|n| !n.notes.is_empty()), "notes");
        check(&s, "", &format!("{tag} enhanced T"), &mut left);
        let e = s.handle(Action::toggle("step"), now);
        gametree::app::worker::run_until_idle(&mut s, e, now);
        for i in 0..12 {
            check(&s, "", &format!("{tag} enhanced S, step {i}"), &mut left);
            let e = s.handle(step::FORWARD, now);
            gametree::app::worker::run_until_idle(&mut s, e, now);
        }
    }
    i18n::set(Locale::ENGLISH);
    left.dedup();
    assert!(
        left.is_empty(),
        "{} faults:\n{}",
        left.len(),
        left.join("\n")
    );
}

/// Issue 28: the notices that answer a key speak Arabic and Persian too — copy and paste
/// (Ctrl+C, Ctrl+V, the clipboard's refusals), Star2 without chance (6), no depth limit (+),
/// MCTS's own enhancements (E), the engine keys (8 with none named, 9 outside
/// computer-against-computer mode, a UAI engine refused outside Blob War and unseated by G).
#[test]
fn every_notice_speaks_arabic_and_persian() {
    let uai = EngineOffer {
        name: "tik".into(),
        only: Some(("blobwar".parse().unwrap(), "engine-uai-only".into())),
    };
    let mut left = Vec::new();
    for tag in ["ar", "fa"] {
        i18n::set(Locale::parse(tag).unwrap());
        let now = Instant::now();
        let mut notices = Vec::new();
        let mut s = session();
        let mut note = |s: &Session| notices.push(s.notice().unwrap_or("(none)").to_owned());
        let _ = s.handle(Action::Copy, now);
        note(&s);
        let _ = s.copy_failed("x");
        note(&s);
        let _ = s.pasted(Err("x".into()), now);
        note(&s);
        let _ = s.pasted(Ok("hello".into()), now);
        note(&s);
        let _ = s.pasted(Ok("x".repeat(1_001)), now);
        note(&s);
        let _ = s.pasted(Ok("o.x/x../.o. x".into()), now);
        note(&s);
        for a in [
            Action::Algorithm(5),
            Action::DepthUp,
            Action::CycleEngine,
            Action::CycleOtherEngine,
        ] {
            let _ = s.handle(a, now);
            note(&s);
        }
        let _ = s.handle(Action::Algorithm(6), now);
        let _ = s.handle(Action::CycleEnhance, now);
        note(&s);
        let settings = |variant: &str| Settings {
            variant: variant.parse().unwrap(),
            engines: vec![uai.clone()],
            ..Settings::default()
        };
        let mut s = Session::new(&settings("tictactoe")).unwrap();
        let _ = s.handle(Action::CycleEngine, now);
        note(&s);
        let mut s = Session::new(&settings("blobwar")).unwrap();
        let _ = s.handle(Action::CycleEngine, now);
        let _ = s.handle(Action::CycleBoard, now);
        note(&s);
        let arabic = |t: &String| t.chars().any(|c| ('\u{600}'..='\u{6ff}').contains(&c));
        for n in &notices {
            // The text quoted stays as it came, and so does a command to type.
            let n = n.split('\'').step_by(2).collect::<String>();
            let n = n.replace("--engine NAME=COMMAND", "");
            if !arabic(&n) {
                left.push(format!("{tag}: not translated: {n:?}"));
            }
            for e in english_left(std::slice::from_ref(&n)) {
                left.push(format!("{tag}: {e}"));
            }
        }
    }
    i18n::set(Locale::ENGLISH);
    assert!(left.is_empty(), "{}", left.join("\n"));
}

/// Issue 28: a pasted text that is no position of the game on the board is refused with the
/// rules' reason in the reader's language, in every game: no English word is left outside the
/// texts quoted (what was pasted, the form expected), and the count in a reason is in the
/// reader's digits.
#[test]
fn a_damaged_position_is_refused_in_arabic_and_persian() {
    let pastes: [(&str, &[&str]); 4] = [
        (
            "tictactoe",
            &[
                "x../.é./...",
                "xx./.../...",
                "x../.../... q",
                "x../.../... x",
                "xxx/ooo/...",
                "xxx/oo./o..",
                "x../..",
                "x../.o/...",
                "x../.../... x y",
            ],
        ),
        (
            "connect4",
            &[
                "12121213",
                "1111111",
                "8",
                "..x..../......./......./......./......./.......",
                "......./....../......./......./......./.......",
                "......./......./......./......./oooo.../xxxx... x",
                "......./......./......./......./oo...../xxxx.oo x",
                "......./......./......./o....../xxxxooo/xxxxooo o",
                "......./......./......./.......",
            ],
        ),
        (
            "blobwar",
            &[
                "x5o/7/7/7/7/7/o5x q",
                "x5o/7/7/7/7/7/o5x x z",
                "x5o/7/7/7/7/7/o5x x 0 0",
                "x5o/7/7/7/7/7/o5x x 0 1 more",
                "x5q/7/7/7/7/7/7",
                "9/7",
                "7/7/7/7/7/7/7/7/7",
                "7/6/7/7/7/7/7",
                "x4o/6/6/6/6/o4x",
                "2/2",
            ],
        ),
        (
            "senet",
            &[
                "w b",
                "wb w -",
                "wbwbwbwbwbwbwb..............q. w -",
                "wwwwwwww...................... w -",
                "..........................w... w -",
                ".............................. w -",
                "wbwbwbwbwbwbwb................ x -",
                "wbwbwbwbwbwbwb................ w 6",
            ],
        ),
    ];
    let mut left = Vec::new();
    for tag in ["ar", "fa"] {
        i18n::set(Locale::parse(tag).unwrap());
        for (game, texts) in pastes {
            let mut s = Session::new(&Settings {
                variant: game.parse().unwrap(),
                ..Settings::default()
            })
            .unwrap();
            for text in texts {
                let _ = s.pasted(Ok((*text).to_owned()), Instant::now());
                let notice = s.notice().unwrap_or_default().to_owned();
                let unquoted = notice.split('\'').step_by(2).collect::<String>();
                for e in english_left(std::slice::from_ref(&unquoted)) {
                    left.push(format!("{tag} {game} {text:?}: {e}"));
                }
                if !unquoted.contains(['ل', 'ی']) {
                    left.push(format!("{tag} {game} {text:?}: not translated: {notice}"));
                }
            }
        }
        // "2 rows given, expected 3": the counts in the reader's digits.
        let mut s = session();
        let _ = s.pasted(Ok("x../..".into()), Instant::now());
        let notice = s.notice().unwrap_or_default();
        let (two, three) = if tag == "fa" {
            ('۲', '۳')
        } else {
            ('٢', '٣')
        };
        assert!(notice.contains(two) && notice.contains(three), "{notice}");
    }
    i18n::set(Locale::ENGLISH);
    assert!(left.is_empty(), "{}", left.join("\n"));
}

/// Issue 28: an engine's forfeit is worded in the reader's language; what the engine wrote or
/// the system said of it (the particulars) is quoted as it came, and a limit of ours is in the
/// reader's digits.
#[test]
fn a_forfeit_speaks_arabic_and_persian_and_quotes_the_engine() {
    use gametree::app::forfeit::{AfterStop, Ending, Forfeit, ForfeitKind as K, Particulars};
    let detail = "exited with status 3";
    let kinds = [
        K::NoEngine,
        K::Unknown,
        K::CannotPlay,
        K::NotHere,
        K::Start,
        K::Handshake,
        K::Crashed,
        K::Time,
        K::Illegal,
        K::NoMove,
        K::Garbage,
        K::Stopped,
    ];
    let mut left = Vec::new();
    for tag in ["ar", "fa"] {
        i18n::set(Locale::parse(tag).unwrap());
        for kind in kinds {
            let words = Forfeit::new("mine", kind, detail).words();
            let takes_detail = !matches!(kind, K::NoEngine | K::Unknown | K::NotHere | K::Stopped);
            assert_eq!(
                words.contains(detail),
                takes_detail,
                "{tag} {kind:?}: {words}"
            );
            let names = !matches!(kind, K::NoEngine);
            assert_eq!(words.contains("mine"), names, "{tag} {kind:?}: {words}");
            let rest = words.replace(detail, "").replace("mine", "");
            for e in english_left(std::slice::from_ref(&rest)) {
                left.push(format!("{tag} {kind:?}: {e}"));
            }
        }
        // gametree's own words of how it failed, its numbers in the reader's digits; the
        // protocol's words (bestmove, stop, stderr, ugiok) and what came from outside stay.
        for (kind, p) in [
            (
                K::Time,
                Particulars::NoBestmove {
                    allowed_ms: 1000,
                    margin_ms: 2000,
                    after: AfterStop::Killed { grace_ms: 500 },
                },
            ),
            (
                K::Time,
                Particulars::NoBestmove {
                    allowed_ms: 1000,
                    margin_ms: 2000,
                    after: AfterStop::Late("bestmove a1".into()),
                },
            ),
            (
                K::Time,
                Particulars::NoBestmove {
                    allowed_ms: 1000,
                    margin_ms: 2000,
                    after: AfterStop::Ended,
                },
            ),
            (
                K::Crashed,
                Particulars::Ended {
                    how: Ending::Status(3),
                    stderr: Some("out of ideas".into()),
                },
            ),
            (
                K::Crashed,
                Particulars::Ended {
                    how: Ending::Signal(9),
                    stderr: None,
                },
            ),
            (
                K::Handshake,
                Particulars::Ended {
                    how: Ending::ClosedOutput,
                    stderr: None,
                },
            ),
            (
                K::Handshake,
                Particulars::Silent {
                    word: "ugiok".into(),
                    ms: 1000,
                },
            ),
            (K::Crashed, Particulars::InputClosed("Broken pipe".into())),
            // The rules' reason an engine's move is refused is ours: worded, not quoted.
            (
                K::Illegal,
                Particulars::Illegal {
                    text: "a7c5".into(),
                    english: "a7c5 is not a legal move here".into(),
                    why: Some(gametree::game::ParseError::Illegal { mv: "a7c5".into() }),
                },
            ),
        ] {
            let words = Forfeit::with("mine", kind, p.clone()).words();
            let mut rest = words.clone();
            for outside in [
                "bestmove a1",
                "a7c5",
                "mine",
                "out of ideas",
                "Broken pipe",
                "bestmove",
                "stop",
                "stderr",
                "ugiok",
            ] {
                rest = rest.replace(outside, "");
            }
            for e in english_left(std::slice::from_ref(&rest)) {
                left.push(format!("{tag} {p:?}: {e}"));
            }
            if rest.chars().any(|c| c.is_ascii_digit()) {
                left.push(format!("{tag} {p:?}: Latin digits in {words:?}"));
            }
        }
        let long = Forfeit::with("mine", K::LineTooLong, Particulars::Number(65536)).words();
        let digits = if tag == "fa" {
            "۶۵۵۳۶"
        } else {
            "٦٥٥٣٦"
        };
        assert!(long.contains(digits), "{tag}: {long}");
    }
    i18n::set(Locale::ENGLISH);
    assert!(left.is_empty(), "{}", left.join("\n"));
}

/// Issue 28: the traffic view's title names two engines in the sentence's language (`tik و
/// oneply`), not joined by a `+` of the code's.
#[test]
fn the_traffic_title_joins_two_engines_in_the_language() {
    for (tag, joined) in [
        ("en", "Traffic with tik + oneply"),
        ("ar", "\u{2068}tik\u{2069} و\u{2068}oneply\u{2069}"),
        ("fa", "\u{2068}tik\u{2069} و \u{2068}oneply\u{2069}"),
    ] {
        i18n::set(Locale::parse(tag).unwrap());
        let mut s = Session::new(&Settings {
            mode: Mode::ComputerComputer,
            engines: vec![EngineOffer::named("oneply"), EngineOffer::named("tik")],
            seed: Some(3),
            ..Settings::default()
        })
        .unwrap();
        let now = Instant::now();
        for a in [
            Action::CycleEngine,
            Action::CycleOtherEngine,
            Action::CycleOtherEngine,
            Action::toggle("traffic"),
        ] {
            let _ = s.handle(a, now);
        }
        assert!(s.view_open("traffic"));
        let texts = common::texts(&common::frame(&s, 1280, 900).0);
        assert!(
            texts.iter().any(|t| t.contains(joined)),
            "{tag}: {joined:?} in {texts:?}"
        );
    }
    i18n::set(Locale::ENGLISH);
}

/// Issue 28: keys 8 and 9 speak as the notices do — of an outside engine (`خارجي`, `بیرونی`:
/// an engine alone is any machine's), 9 of the mode it works in, by the name the HUD gives
/// that mode.
#[test]
fn the_engine_keys_name_an_outside_engine_and_the_mode_of_9() {
    for (tag, outside, mode) in [("ar", "الخارجي", "نمط"), ("fa", "بیرونی", "حالت")]
    {
        i18n::set(Locale::parse(tag).unwrap());
        let both = i18n::lookup("mode-computer-computer").unwrap();
        for key in ["key-8", "key-9"] {
            let help = i18n::lookup(key).unwrap();
            assert!(help.contains(outside), "{tag} {key}: {help}");
        }
        let nine = i18n::lookup("key-9").unwrap();
        assert!(nine.contains(&format!("{mode} {both}")), "{tag}: {nine}");
    }
    i18n::set(Locale::ENGLISH);
}

/// Issue 28: Senet's summary of the pieces and a book move's line are put in words where they
/// are shown, in the screen's language, though the search thread made them (the page's worker is
/// another program, which speaks English).
#[test]
fn senet_summary_and_the_book_line_speak_the_screens_language() {
    use gametree::app::worker::Summary;
    use gametree::search::Verdict;
    i18n::set(Locale::ENGLISH);
    let pieces = common::senet_move().summary.expect("a summary");
    let book = Summary::Book {
        mv: "d4".into(),
        verdict: Verdict::Draw,
        positions: 1_234,
        ply: 8,
    };
    let mut left = Vec::new();
    for (tag, noun, thousand) in [("ar", "القطع", "١٬٢٣٤"), ("fa", "مهره‌ها", "۱٬۲۳۴")]
    {
        i18n::set(Locale::parse(tag).unwrap());
        let words = pieces.words();
        assert!(words.starts_with(noun), "{tag}: {words}");
        let line = book.words();
        assert!(line.contains(thousand), "{tag}: {line}");
        left.extend(english_left(&[words, line]));
    }
    i18n::set(Locale::ENGLISH);
    assert!(left.is_empty(), "{left:?}");
}

/// Issue 28, item 4: K's table is text, and mirrors right to left — the algorithms' column at
/// the right, the times' at the left of the cells, the bars left of them all — while English
/// reads it from the left.
#[test]
fn the_comparison_table_mirrors_right_to_left() {
    use gametree::app::view::palette;
    for tag in ["en", "ar", "fa"] {
        i18n::set(Locale::parse(tag).unwrap());
        let mut s = session();
        let now = Instant::now();
        let e = s.handle(Action::toggle("compare"), now);
        gametree::app::worker::run_until_idle(&mut s, e, now);
        let l = Layout::new(1024, 768, 1.0, 3, 3);
        let frame = scene(&s, &l, None);
        let texts = placed(&s, 1024, 768);
        let at = |id: &str| {
            let words = i18n::tr!(id);
            texts
                .iter()
                .find(|t| t.0 == words)
                .unwrap_or_else(|| panic!("{tag}: {words} is not drawn: {texts:?}"))
                .clone()
        };
        let (algorithm, time) = (at("compare-algorithm"), at("compare-time"));
        let bars: Vec<[f32; 2]> = frame
            .shapes
            .iter()
            .filter_map(|sh| match sh {
                Shape::Quad { rect, color }
                    if *color == palette::BAR || *color == palette::BAR_CHOSEN =>
                {
                    Some([rect.x, rect.x + rect.w])
                }
                _ => None,
            })
            .collect();
        assert_eq!(bars.len(), 5, "{tag}: a bar per algorithm");
        if tag == "en" {
            assert!(algorithm.2 < time.1, "{tag}: {algorithm:?} {time:?}");
            assert!(bars.iter().all(|b| b[0] > time.2), "{tag}: {bars:?}");
        } else {
            assert!(time.2 < algorithm.1, "{tag}: {algorithm:?} {time:?}");
            assert!(bars.iter().all(|b| b[1] < time.1), "{tag}: {bars:?}");
            // The bars grow leftwards from one right edge.
            assert!(bars.windows(2).all(|w| (w[0][1] - w[1][1]).abs() < 0.5));
        }
    }
    i18n::set(Locale::ENGLISH);
}

/// Issue 28: the move sheet (L) numbers its rows in the reader's digits; the moves, the sides'
/// letters and the values stay Latin.
#[test]
fn the_move_sheet_numbers_its_rows_in_the_readers_digits() {
    use gametree::app::views::moves::sheet_rows;
    for (tag, one) in [
        ("en", "1. X b2   O "),
        ("ar", "١. X b2   O "),
        ("fa", "۱. X b2   O "),
    ] {
        i18n::set(Locale::parse(tag).unwrap());
        let now = Instant::now();
        let mut s = common::sitting().seed(1).start();
        let e = s.handle(Action::Cell(1, 1), now);
        gametree::app::worker::run_until_idle(&mut s, e, now);
        let rows = sheet_rows(&s);
        assert!(
            rows.len() == 1 && rows[0].starts_with(one),
            "{tag}: {rows:?}"
        );
    }
    i18n::set(Locale::ENGLISH);
}
