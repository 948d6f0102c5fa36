use super::*;

/// Each message's variables in a resource: id → the names after `$`, as written.
fn variables(
    source: &str,
) -> std::collections::BTreeMap<String, std::collections::BTreeSet<String>> {
    let mut out = std::collections::BTreeMap::new();
    let mut id = String::new();
    for line in source.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        if !line.starts_with(' ')
            && let Some((name, _)) = line.split_once(" = ")
        {
            id = name.to_owned();
            out.insert(id.clone(), std::collections::BTreeSet::new());
        }
        let mut rest = line;
        while let Some(i) = rest.find('$') {
            rest = &rest[i + 1..];
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                .collect();
            out.get_mut(&id).expect("a message").insert(name);
        }
    }
    out
}

#[test]
fn every_message_exists_in_all_three_languages_and_no_other() {
    for (i, source) in SOURCES.iter().enumerate().skip(1) {
        assert_eq!(
            missing(SOURCES[0], source),
            Vec::<String>::new(),
            "{:?} lacks",
            Lang::ALL[i]
        );
        assert_eq!(
            missing(source, SOURCES[0]),
            Vec::<String>::new(),
            "{:?} has more",
            Lang::ALL[i]
        );
    }
    for source in SOURCES {
        let r = FluentResource::try_new(source.to_owned());
        assert!(
            r.is_ok(),
            "a resource does not parse: {:?}",
            r.err().map(|e| e.1)
        );
    }
}

#[test]
fn the_completeness_check_fails_on_a_missing_translation_and_english_fills_it() {
    let other = SOURCES[1].replace("help-title = ", "help-titel = ");
    assert_eq!(missing(SOURCES[0], &other), vec!["help-title".to_owned()]);
    // The lookup falls back to English for an id a language lacks.
    set(Locale::of(Lang::Fa));
    assert_eq!(format_in(Lang::Fa, "no-such-id", &[]), None);
    assert_eq!(tr!("no-such-id"), "no-such-id");
    set(Locale::ENGLISH);
}

#[test]
fn every_variable_a_translation_uses_is_one_english_gives() {
    let english = variables(SOURCES[0]);
    for (i, source) in SOURCES.iter().enumerate() {
        for (id, names) in variables(source) {
            let given = &english[&id];
            assert!(
                names.is_subset(given),
                "{:?} {id} uses {names:?}, English gives {given:?}",
                Lang::ALL[i]
            );
            // Formatted with the variables English gives, it meets no error.
            let args: Vec<(&str, Arg)> = given
                .iter()
                .map(|n| (n.as_str(), Arg::Number(3.0)))
                .collect();
            let (text, errors) = format_in(Lang::ALL[i], &id, &args).expect("the message");
            assert!(!errors, "{:?} {id}: {text}", Lang::ALL[i]);
        }
    }
}

#[test]
fn a_missing_variable_is_an_error() {
    let (_, errors) = format_in(Lang::En, "status-to-move", &[]).unwrap();
    assert!(errors);
}

#[test]
fn arabic_has_six_plural_forms_and_persian_digits_are_persian() {
    set(Locale::of(Lang::Ar));
    let forms: Vec<String> = [0, 1, 2, 3, 11, 100]
        .into_iter()
        .map(|n| tr!("live-nodes", nodes = n as u64))
        .collect();
    assert_eq!(
        forms,
        [
            "لا عقد",
            "عقدة واحدة",
            "عقدتان",
            "\u{2068}٣\u{2069} عقد",
            "\u{2068}١١\u{2069} عقدة",
            "\u{2068}١٠٠\u{2069} عقدة"
        ]
    );
    set(Locale::of(Lang::Fa));
    assert_eq!(tr!("live-depth", depth = 12u32), "عمق \u{2068}۱۲\u{2069}");
    // Text values (moves, values) are inserted as they are, isolated.
    assert_eq!(
        tr!("live-best", move = "b2", value = "+0.25"),
        "بهترین \u{2068}b2\u{2069} \u{2068}+0.25\u{2069}"
    );
    set(Locale::ENGLISH);
    assert_eq!(tr!("live-nodes", nodes = 1u64), "1 node");
    assert_eq!(tr!("live-nodes", nodes = 12345u64), "12,345 nodes");
}

#[test]
fn numbers_take_each_locales_digits_and_separators() {
    let cases = [
        ("en", "1,234,567"),
        ("ar", "١٬٢٣٤٬٥٦٧"),
        ("ar-DZ", "1.234.567"),
        ("fa-IR", "۱٬۲۳۴٬۵۶۷"),
    ];
    for (tag, want) in cases {
        set(Locale::parse(tag).unwrap());
        assert_eq!(number(1_234_567), want, "{tag}");
    }
    set(Locale::parse("fa").unwrap());
    assert_eq!(number(0), "۰");
    assert_eq!(tr!("live-depth", depth = 2.5), "عمق \u{2068}۲٫۵\u{2069}");
    set(Locale::ENGLISH);
    assert_eq!(number(999), "999");
}

#[test]
fn locales_are_read_from_system_and_browser_tags() {
    assert_eq!(Locale::parse("fa_IR.UTF-8"), Some(Locale::of(Lang::Fa)));
    assert_eq!(Locale::parse("ar_EG.UTF-8"), Some(Locale::of(Lang::Ar)));
    assert_eq!(Locale::parse("ar-MA").unwrap().digits, Digits::Latin);
    assert_eq!(Locale::parse("C"), None);
    assert_eq!(Locale::parse("de-DE"), None);
    assert_eq!(Locale::negotiate(["C", "fr", "fa"]), Locale::of(Lang::Fa));
    assert_eq!(Locale::negotiate(["POSIX"]), Locale::ENGLISH);
    assert_eq!(Locale::ENGLISH.next().next().next(), Locale::ENGLISH);
    for tag in ["en", "ar", "ar-DZ", "fa"] {
        let l = Locale::parse(tag).unwrap();
        assert_eq!(Locale::parse(l.tag()), Some(l), "{tag}");
    }
}

#[test]
fn arabic_and_persian_separate_with_a_comma_not_a_dot_that_reads_as_zero() {
    for (i, source) in SOURCES.iter().enumerate().skip(1) {
        let dotted: Vec<&str> = source.lines().filter(|l| l.contains('·')).collect();
        assert!(dotted.is_empty(), "{:?}: {dotted:?}", Lang::ALL[i]);
    }
    set(Locale::of(Lang::Fa));
    assert_eq!(separator(), "، ");
    set(Locale::ENGLISH);
    assert_eq!(separator(), " · ");
}

/// A share in the reader's digits shows its sign on the same side of the number alone (a
/// message's value, in its isolate) as inside a sentence: before the Arabic letter mark an
/// Arabic share alone put its sign at the right, and in a card's line at the left.
#[test]
fn a_share_reads_the_same_alone_and_in_a_sentence() {
    use unicode_bidi::{BidiInfo, Level};
    let visual = |text: &str| -> Vec<char> {
        let info = BidiInfo::new(text, Some(Level::rtl()));
        let para = &info.paragraphs[0];
        info.reorder_line(para, para.range.clone())
            .chars()
            .collect()
    };
    let sign_left = |v: &[char]| {
        let sign = v.iter().position(|&c| c == '\u{66A}').expect("the sign");
        let digit = v
            .iter()
            .position(|&c| {
                ('\u{660}'..='\u{669}').contains(&c) || ('\u{6F0}'..='\u{6F9}').contains(&c)
            })
            .expect("a digit");
        sign < digit
    };
    for (tag, left) in [("ar", true), ("fa", false)] {
        set(Locale::parse(tag).unwrap());
        let share = percent("52%");
        let alone = visual(&format!("\u{2068}{share}\u{2069}"));
        let in_line = visual(&format!("b3 {share}"));
        assert_eq!(
            (sign_left(&alone), sign_left(&in_line)),
            (left, left),
            "{tag}: {alone:?} / {in_line:?}"
        );
    }
    set(Locale::ENGLISH);
}
