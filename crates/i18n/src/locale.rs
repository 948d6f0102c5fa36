//! Which language, and which digits: from a `--lang` name, the system's locale (`fa_IR.UTF-8`,
//! `ar-DZ`, `C`) or the browser's.

/// A language gametree speaks.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    En = 0,
    Ar = 1,
    Fa = 2,
}

impl Lang {
    /// Every language, in the order the language key cycles them.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Ar, Lang::Fa];

    /// Its BCP 47 tag, as `--lang` takes it.
    #[must_use]
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ar => "ar",
            Lang::Fa => "fa",
        }
    }

    /// Written right to left.
    #[must_use]
    pub fn rtl(self) -> bool {
        self != Lang::En
    }
}

/// The digits a locale writes numbers with.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Digits {
    /// 0–9.
    Latin,
    /// ٠–٩ (U+0660…), Arabic's default in CLDR.
    ArabicIndic,
    /// ۰–۹ (U+06F0…), Persian's.
    Persian,
}

impl Digits {
    /// Its zero, from which the other nine follow.
    #[must_use]
    pub fn zero(self) -> char {
        match self {
            Digits::Latin => '0',
            Digits::ArabicIndic => '\u{660}',
            Digits::Persian => '\u{6F0}',
        }
    }
}

/// A language and its digits.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Locale {
    pub lang: Lang,
    pub digits: Digits,
}

/// The Arabic locales whose CLDR numbering system is Latin: the Maghreb's.
const LATIN_ARABIC: [&str; 6] = ["dz", "eh", "ly", "ma", "mr", "tn"];

impl Locale {
    pub const ENGLISH: Locale = Locale {
        lang: Lang::En,
        digits: Digits::Latin,
    };

    /// The language's default locale (Arabic with Arabic-Indic digits).
    #[must_use]
    pub fn of(lang: Lang) -> Locale {
        let digits = match lang {
            Lang::En => Digits::Latin,
            Lang::Ar => Digits::ArabicIndic,
            Lang::Fa => Digits::Persian,
        };
        Locale { lang, digits }
    }

    /// The locale a tag names — `en`, `ar`, `fa`, `fa-IR`, `ar_DZ.UTF-8`, `ar-Latn` — or `None`
    /// for any other language (and for `C` and `POSIX`).
    #[must_use]
    pub fn parse(tag: &str) -> Option<Locale> {
        let tag = tag
            .split(['.', '@'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        let mut parts = tag.split(['-', '_']);
        let lang = match parts.next()? {
            "en" => Lang::En,
            "ar" => Lang::Ar,
            "fa" | "per" | "fas" => Lang::Fa,
            _ => return None,
        };
        let mut locale = Locale::of(lang);
        if lang == Lang::Ar && parts.any(|p| p == "latn" || LATIN_ARABIC.contains(&p)) {
            locale.digits = Digits::Latin;
        }
        Some(locale)
    }

    /// The locale for the system's (or browser's) preferred tags, best first: the first that
    /// gametree speaks, else English.
    #[must_use]
    pub fn negotiate<'a>(tags: impl IntoIterator<Item = &'a str>) -> Locale {
        tags.into_iter()
            .find_map(Locale::parse)
            .unwrap_or(Locale::ENGLISH)
    }

    /// The next language, for the key that switches at any moment.
    #[must_use]
    pub fn next(self) -> Locale {
        Locale::of(Lang::ALL[(self.lang as usize + 1) % Lang::ALL.len()])
    }

    /// Written right to left.
    #[must_use]
    pub fn rtl(self) -> bool {
        self.lang.rtl()
    }

    /// A tag [`Locale::parse`] reads back as this locale: `fa`, `ar`, `ar-Latn` (Arabic with
    /// Latin digits).
    #[must_use]
    pub fn tag(self) -> &'static str {
        match (self.lang, self.digits) {
            (Lang::Ar, Digits::Latin) => "ar-Latn",
            (lang, _) => lang.tag(),
        }
    }

    /// The decimal and thousands separators of its numbers.
    #[must_use]
    pub fn separators(self) -> (char, char) {
        match (self.lang, self.digits) {
            (Lang::Ar, Digits::Latin) => (',', '.'),
            (_, Digits::Latin) => ('.', ','),
            _ => ('\u{66B}', '\u{66C}'),
        }
    }
}
