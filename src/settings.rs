//! What the window remembers between runs: the language, the last game and the last algorithm,
//! in a small text file in the platform's config folder (`$XDG_CONFIG_HOME/gametree/settings`
//! or `~/.config/…` on Linux, `%APPDATA%\gametree\settings` on Windows, `~/Library/Application
//! Support/gametree/settings` on macOS), one `name = value` a line. The command line's options
//! come first; a damaged file is reported in one line and ignored.

use std::path::{Path, PathBuf};

use crate::i18n::Locale;

/// The remembered choices.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Saved {
    pub lang: Option<Locale>,
    pub game: Option<String>,
    pub algo: Option<String>,
}

/// The settings file's place, if the platform names a config folder.
#[must_use]
pub fn path() -> Option<PathBuf> {
    let var = |name: &str| {
        std::env::var_os(name)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    let folder = if cfg!(windows) {
        var("APPDATA")
    } else if cfg!(target_os = "macos") {
        var("HOME").map(|h| h.join("Library/Application Support"))
    } else {
        var("XDG_CONFIG_HOME").or_else(|| var("HOME").map(|h| h.join(".config")))
    };
    folder.map(|f| f.join("gametree").join("settings"))
}

/// Reads the file at `path`: the choices it holds (none if it is missing), or, if it is
/// damaged, none and the one line that says so.
#[must_use]
pub fn read(path: &Path) -> (Saved, Option<String>) {
    let Ok(text) = std::fs::read_to_string(path) else {
        return (Saved::default(), None);
    };
    match parse(&text) {
        Ok(saved) => (saved, None),
        Err(why) => (
            Saved::default(),
            Some(format!(
                "the settings file {} is damaged ({why}): ignored",
                path.display()
            )),
        ),
    }
}

/// The choices a file's text holds, or what is wrong with it.
fn parse(text: &str) -> Result<Saved, String> {
    let mut saved = Saved::default();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let bad = || format!("line {}", i + 1);
        let (name, value) = line.split_once('=').ok_or_else(bad)?;
        let value = value.trim().to_owned();
        match name.trim() {
            "lang" => saved.lang = Some(Locale::parse(&value).ok_or_else(bad)?),
            "game" if value.parse::<crate::app::seat::Variant>().is_ok() => {
                saved.game = Some(value)
            }
            "algo" if search::Algorithm::from_name(&value).is_ok() => saved.algo = Some(value),
            _ => return Err(bad()),
        }
    }
    Ok(saved)
}

/// The engines file's place: `engines` beside the settings file.
#[must_use]
pub fn engines_path() -> Option<PathBuf> {
    path().map(|p| p.with_file_name("engines"))
}

/// Reads the engines file at `path`: one `NAME = COMMAND` a line (`NAME = uai:COMMAND` for a
/// UAI engine), `NAME:KEY = VALUE` an option sent to that engine as `setoption name KEY value
/// VALUE` after the handshake (the form of `--option`; an engine's options in the order of their
/// lines, wherever its own line is), `#` a comment. Returns the engines it names (none if it is
/// missing) and one line for each damaged line, which is ignored: a person's other engines
/// still play.
#[must_use]
pub fn read_engines(path: &Path) -> (Vec<crate::host::EngineSpec>, Vec<String>) {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return (Vec::new(), Vec::new()),
        Err(e) => {
            let why = format!(
                "the engines file {} cannot be read ({e}): ignored",
                path.display()
            );
            return (Vec::new(), vec![why]);
        }
    };
    let damaged = |n: usize, why: &String| {
        format!(
            "the engines file {} is damaged at line {n} ({why}): that line is ignored",
            path.display()
        )
    };
    let mut engines: Vec<crate::host::EngineSpec> = Vec::new();
    let mut options = Vec::new();
    let mut notices = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        // An option's first word is `NAME:KEY`; an engine's name has no ':'.
        let head = line
            .split(|c: char| c == '=' || c.is_whitespace())
            .next()
            .unwrap_or_default();
        if head.contains(':') {
            options.push((i + 1, line));
            continue;
        }
        match crate::host::EngineSpec::parse(line) {
            Ok(e) if engines.iter().all(|o| o.name != e.name) => engines.push(e),
            Ok(e) => notices.push((i + 1, format!("'{}' is named twice", e.name))),
            Err(why) => notices.push((i + 1, why)),
        }
    }
    for (n, line) in options {
        if let Err(why) = crate::host::EngineSpec::add_option(&mut engines, line) {
            notices.push((n, why));
        }
    }
    notices.sort_by_key(|&(n, _)| n);
    let notices = notices.iter().map(|(n, why)| damaged(*n, why)).collect();
    (engines, notices)
}

/// Writes `saved` to `path`, making its folder.
///
/// # Errors
/// The folder or the file cannot be written.
pub fn write(path: &Path, saved: &Saved) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let mut text = String::from("# gametree's choices, remembered between runs\n");
    if let Some(l) = saved.lang {
        text.push_str(&format!("lang = {}\n", l.tag()));
    }
    for (name, value) in [("game", &saved.game), ("algo", &saved.algo)] {
        if let Some(v) = value {
            text.push_str(&format!("{name} = {v}\n"));
        }
    }
    std::fs::write(path, text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_are_written_and_read_back_and_a_damaged_file_is_ignored_with_a_notice() {
        let dir = std::env::temp_dir().join(format!("gametree-settings-{}", std::process::id()));
        let file = dir.join("gametree").join("settings");
        assert_eq!(
            read(&file),
            (Saved::default(), None),
            "no file: nothing remembered"
        );
        let saved = Saved {
            lang: Locale::parse("ar-DZ"),
            game: Some("senet".into()),
            algo: Some("star2".into()),
        };
        write(&file, &saved).unwrap();
        assert_eq!(read(&file), (saved, None));
        for damaged in [
            "lang = klingon\n",
            "game = chess\n",
            "algo: minimax\n",
            "\u{0}\u{1}",
        ] {
            std::fs::write(&file, damaged).unwrap();
            let (got, notice) = read(&file);
            assert_eq!(got, Saved::default(), "{damaged:?}");
            let notice = notice.expect("a notice");
            assert!(notice.contains("damaged (line 1): ignored"), "{notice}");
            assert!(!notice.contains('\n'), "{notice}");
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn engines_and_their_options_are_read_from_their_file_and_a_damaged_line_is_ignored_alone() {
        let dir = std::env::temp_dir().join(format!("gametree-engines-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("engines");
        assert_eq!(read_engines(&file), (Vec::new(), Vec::new()), "no file");
        // Bytes that are not text: the file is one notice, not silently nothing.
        std::fs::write(&file, b"one = x\n\xff\xfe\n").unwrap();
        let (got, notices) = read_engines(&file);
        assert!(got.is_empty());
        let [notice] = &notices[..] else {
            panic!("one notice: {notices:?}")
        };
        assert!(
            notice.contains("cannot be read (stream did not contain valid UTF-8): ignored"),
            "{notice}"
        );
        std::fs::write(
            &file,
            "# mine\n one = python3 'my engine.py'\n\ntik:hash = 16\ntik = uai:/opt/tiktaxx\n\
             tik:nnue-path = /opt/w=1.nnue\none:depth=3\n",
        )
        .unwrap();
        let (engines, notices) = read_engines(&file);
        assert_eq!(notices, Vec::<String>::new());
        let names: Vec<_> = engines
            .iter()
            .map(|e| (e.name.as_str(), e.argv.clone(), e.options.clone()))
            .collect();
        let pair = |k: &str, v: &str| (k.to_owned(), v.to_owned());
        assert_eq!(
            names,
            [
                (
                    "one",
                    vec!["python3".to_owned(), "my engine.py".to_owned()],
                    vec![pair("depth", "3")]
                ),
                (
                    "tik",
                    vec!["/opt/tiktaxx".to_owned()],
                    vec![pair("hash", "16"), pair("nnue-path", "/opt/w=1.nnue")]
                )
            ]
        );
        assert_eq!(engines[1].protocol, crate::host::Protocol::Uai);
        // Each damaged line is one notice and is ignored; the other lines still count.
        for (damaged, says) in [
            (
                "one = x\npython3 engine.py\n",
                "line 2 (engine 'python3 engine.py' is not NAME=COMMAND",
            ),
            ("one = x\none = y\n", "line 2 ('one' is named twice)"),
            (
                "one = x\ntwo = 'x\n",
                "line 2 (engine 'two = \\'x': a quote is not closed)",
            ),
            (
                "one = x\nnone:hash = 16\n",
                "line 2 (option 'none:hash = 16': no engine is named 'none')",
            ),
            (
                "one = x\none:hash 16\n",
                "line 2 (option 'one:hash 16' is not NAME:KEY=VALUE",
            ),
            (
                "one = x\none:hash size = 16\n",
                "line 2 (option 'one:hash size = 16' is not NAME:KEY=VALUE",
            ),
        ] {
            std::fs::write(&file, damaged).unwrap();
            let (got, notices) = read_engines(&file);
            let got: Vec<_> = got
                .iter()
                .map(|e| (e.name.as_str(), e.options.len()))
                .collect();
            assert_eq!(got, [("one", 0)], "{damaged:?}");
            let [notice] = &notices[..] else {
                panic!("one notice: {notices:?}")
            };
            assert!(
                notice.contains(says) && notice.ends_with("): that line is ignored"),
                "{notice}"
            );
            assert!(!notice.contains('\n'), "{notice}");
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
