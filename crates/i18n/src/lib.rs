//! The words a person reads, in English, Arabic and Persian: one Fluent resource per language
//! (`ftl/*.ftl`, embedded), looked up by message id with English as the fallback, and numbers
//! written with each locale's digits and separators.
//!
//! The language is the calling thread's ([`set`], [`current`]): the window and the page draw on
//! one thread, and tests that run side by side each keep their own. Knows no screen and no rules.

use std::cell::Cell;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

mod locale;
pub use locale::{Digits, Lang, Locale};

/// The resources, in [`Lang`]'s order.
const SOURCES: [&str; 3] = [
    include_str!("../ftl/en.ftl"),
    include_str!("../ftl/ar.ftl"),
    include_str!("../ftl/fa.ftl"),
];

thread_local! {
    static CURRENT: Cell<Locale> = const { Cell::new(Locale::ENGLISH) };
}

/// Makes `locale` the calling thread's language.
pub fn set(locale: Locale) {
    CURRENT.with(|c| c.set(locale));
}

/// The calling thread's language (English until [`set`]).
#[must_use]
pub fn current() -> Locale {
    CURRENT.with(Cell::get)
}

/// A value given to a message: text (a move, a value, a name) is inserted as it is; a number is
/// written in the locale's digits and chooses the plural form.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Text(String),
    Number(f64),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_owned())
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}
impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Text(s.clone())
    }
}
macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            #[allow(clippy::cast_precision_loss, clippy::cast_lossless)]
            fn from(n: $t) -> Arg {
                Arg::Number(n as f64)
            }
        }
    )*};
}
number_arg!(u8, u16, u32, u64, usize, i32, i64, f64);

/// The message `id` with its variables, in the calling thread's language: `tr!("hud-your-move",
/// side = "X")`.
#[macro_export]
macro_rules! tr {
    ($id:expr) => { $crate::tr($id, &[]) };
    ($id:expr, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::tr($id, &[$((stringify!($name), $crate::Arg::from($value))),+])
    };
}

/// One language's bundle: the resource parsed, numbers formatted by [`format_number`].
fn bundle(lang: Lang) -> &'static FluentBundle<FluentResource> {
    static BUNDLES: OnceLock<Vec<FluentBundle<FluentResource>>> = OnceLock::new();
    &BUNDLES.get_or_init(|| {
        Lang::ALL
            .iter()
            .map(|&l| {
                let mut b = FluentBundle::new_concurrent(vec![l.tag().parse().unwrap_or_default()]);
                let resource = FluentResource::try_new(SOURCES[l as usize].to_owned())
                    .unwrap_or_else(|(r, _)| r);
                // A duplicate id keeps its first message; the tests forbid both.
                let _ = b.add_resource(resource);
                // English needs no isolation marks: its inserted values run in its direction.
                b.set_use_isolating(l.rtl());
                b.set_formatter(Some(format_number));
                b
            })
            .collect()
    })[lang as usize]
}

/// Fluent's numbers in the calling thread's digits and separators.
fn format_number<M>(value: &FluentValue, _: &M) -> Option<String> {
    match value {
        FluentValue::Number(n) => Some(number_f(n.value)),
        _ => None,
    }
}

/// The message `id` in the calling thread's language, with `args`; English where the language
/// lacks it, the id itself where English does too.
#[must_use]
pub fn tr(id: &str, args: &[(&str, Arg)]) -> String {
    let lang = current().lang;
    format_in(lang, id, args)
        .or_else(|| format_in(Lang::En, id, args))
        .map_or_else(|| id.to_owned(), |(text, _)| text)
}

/// The message `id` (one without variables) in the calling thread's language or English, or
/// `None` where no resource has it: for words chosen by name (a side, a key's help).
#[must_use]
pub fn lookup(id: &str) -> Option<String> {
    format_in(current().lang, id, &[])
        .or_else(|| format_in(Lang::En, id, &[]))
        .map(|(text, _)| text)
}

/// The message `id` formatted in `lang`, and whether formatting met errors (a missing variable).
fn format_in(lang: Lang, id: &str, args: &[(&str, Arg)]) -> Option<(String, bool)> {
    let b = bundle(lang);
    let pattern = b.get_message(id)?.value()?;
    let mut fluent = FluentArgs::new();
    for (name, value) in args {
        match value {
            Arg::Text(s) => fluent.set(*name, FluentValue::from(s.as_str())),
            Arg::Number(n) => fluent.set(*name, FluentValue::from(*n)),
        }
    }
    let mut errors = Vec::new();
    let text = b.format_pattern(pattern, Some(&fluent), &mut errors);
    Some((text.into_owned(), !errors.is_empty()))
}

/// `n` written whole in the calling thread's locale: digits and thousands separators
/// (`12,345`, `١٢٬٣٤٥`, `۱۲٬۳۴۵`, `12.345` in the Maghreb).
#[must_use]
pub fn number(n: u64) -> String {
    let plain = n.to_string();
    let (_, group) = current().separators();
    let mut out = String::new();
    for (i, c) in plain.chars().enumerate() {
        if i > 0 && (plain.len() - i).is_multiple_of(3) {
            out.push(group);
        }
        out.push(c);
    }
    digits(&out)
}

/// A number Fluent was given: whole ones grouped, others with their decimals.
fn number_f(x: f64) -> String {
    if x.fract() == 0.0 && x.abs() < 1e15 {
        let whole = number(x.abs() as u64);
        return if x < 0.0 { format!("-{whole}") } else { whole };
    }
    decimal(&x.to_string())
}

/// A number already written with a `.` before its decimals, as it is to be shown (`2.50` keeps
/// its zero), in the calling thread's digits and decimal separator (`٢٫٥٠`, `۲٫۵۰`).
#[must_use]
pub fn decimal(text: &str) -> String {
    let (decimal, _) = current().separators();
    digits(&text.replace('.', &decimal.to_string()))
}

/// A share written `61%` in the calling thread's digits and percent sign: `٦١٪`, `۶۱٪` (the
/// Arabic percent sign goes with Arabic digits; Latin digits keep `%`). After Arabic-Indic
/// digits the sign carries CLDR's Arabic letter mark (U+061C, unseen): those digits are not
/// strong in the bidi algorithm, and without it a share alone in an isolate (a message's
/// value) read left to right, its sign at the right, while the same share in a sentence put it
/// at the left. Persian's digits join the sign either way.
#[must_use]
pub fn percent(text: &str) -> String {
    let text = decimal(text);
    match current().digits {
        Digits::Latin => text,
        Digits::ArabicIndic => text.replace('%', "\u{66A}\u{61C}"),
        Digits::Persian => text.replace('%', "\u{66A}"),
    }
}

/// What stands between the parts of a line in the calling thread's language: ` · ` in English;
/// in Arabic and Persian the comma `، `, as a middle dot there reads as their zero (`٠`, `۰`).
#[must_use]
pub fn separator() -> &'static str {
    if current().rtl() { "، " } else { " · " }
}

/// What stands between the items of a list in the calling thread's language: `, `; in Arabic
/// and Persian their comma `، `.
#[must_use]
pub fn comma() -> &'static str {
    if current().rtl() { "، " } else { ", " }
}

/// What stands between sentences of a list (two engines' refusals): `; `, and the Arabic
/// semicolon `؛ ` in Arabic and Persian.
#[must_use]
pub fn list_separator() -> &'static str {
    if current().rtl() { "؛ " } else { "; " }
}

/// `text` with its ASCII digits written in the calling thread's digits (moves such as `b2`
/// should not pass here: they are the field's notation, written in Latin letters and digits).
#[must_use]
pub fn digits(text: &str) -> String {
    let zero = current().digits.zero();
    if zero == '0' {
        return text.to_owned();
    }
    text.chars()
        .map(|c| match c.to_digit(10) {
            Some(d) if c.is_ascii_digit() => char::from_u32(zero as u32 + d).unwrap_or(c),
            _ => c,
        })
        .collect()
}

/// The ids of `reference`'s messages that `other` lacks: a translation that would fall back to
/// English (the completeness test fails on any).
#[must_use]
pub fn missing(reference: &str, other: &str) -> Vec<String> {
    let ids = |s: &str| -> Vec<String> {
        let r = FluentResource::try_new(s.to_owned()).unwrap_or_else(|(r, _)| r);
        r.entries()
            .filter_map(|e| match e {
                fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_owned()),
                _ => None,
            })
            .collect()
    };
    let have = ids(other);
    ids(reference)
        .into_iter()
        .filter(|id| !have.contains(id))
        .collect()
}

/// Every message id, in the English resource's order.
#[must_use]
pub fn ids() -> Vec<String> {
    missing(SOURCES[0], "")
}

#[cfg(test)]
mod tests;
