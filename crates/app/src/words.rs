//! Numbers as a person reads them in the thread's language: counts, times with their units and
//! shares, in the locale's digits. Below the session and the views, which both show them.

use std::time::Duration;

use search::Verdict;
use search::value_text::{self, TimeUnit};

/// A count given to a message: while [`value_text::count`] writes it exactly (to 9,999) the
/// number itself (in the locale's digits and separators, choosing the plural form), above it its
/// short form (`12.3k`), written as the field writes it.
#[must_use]
pub fn count_arg(n: u64) -> i18n::Arg {
    if n < 10_000 {
        i18n::Arg::from(n)
    } else {
        i18n::Arg::from(value_text::count(n))
    }
}

/// A count as a person reads it in the thread's digits and separators: exactly to 9,999
/// (`1,334`, `۱٬۳۳۴`), above it in its short form (`12.3k`).
#[must_use]
pub fn count_words(n: u64) -> String {
    if n < 10_000 {
        i18n::number(n)
    } else {
        i18n::decimal(&value_text::count(n))
    }
}

/// A number of ours as it is, no grouping (a limit, a row's number), in the thread's digits.
#[must_use]
pub fn plain(x: impl std::fmt::Display) -> String {
    i18n::digits(&x.to_string())
}

/// A time in three significant digits and the unit that keeps it short, in the thread's
/// language: `140 µs`, `2.50 ms`, `5.00 s`; `۲٫۵۰ میلی‌ثانیه` in Persian.
#[must_use]
pub fn time_words(d: Duration) -> String {
    let (number, unit) = value_text::time_parts(d);
    let id = match unit {
        TimeUnit::Micros => "time-us",
        TimeUnit::Millis => "time-ms",
        TimeUnit::Secs => "time-s",
    };
    i18n::tr!(id, time = i18n::decimal(&number))
}

/// A sampling search's share of wins (0 to 1) in the thread's digits: `61%`, `۶۱٪`.
#[must_use]
pub fn rate_words(r: f64) -> String {
    i18n::percent(&value_text::rate(r))
}

/// A search's value as the window words it: a sampling search's (MCTS's) unproven value is its
/// win rate, a share, in the thread's digits and percent sign (`61%`, `۶۱٪`), as V and the HUD
/// write it; any other is the field's notation, in Latin (`+12`, `W3`, `D`), as moves are.
#[must_use]
pub fn search_value_words(sampling: bool, verdict: Verdict, value: search::Value) -> String {
    if sampling && verdict == Verdict::Unknown {
        rate_words(value)
    } else {
        value_text::short(verdict, value)
    }
}

/// A sampled node's counts as the tree's cards show them, in short parts that each fit a narrow
/// card (the fit rule joins neighbours on a row where there is room), in the thread's digits:
/// `N 120`, `W/N 61%`, `UCB 0.83`. N, W/N and UCB are the UCB1 formula's symbols, as the code
/// (X) prints them, so they stay in every language.
#[must_use]
pub fn visit_labels(v: &search::VisitStats) -> Vec<String> {
    let mut parts = vec![
        i18n::tr!("mcts-visits", visits = count_arg(v.visits)),
        i18n::tr!("mcts-rate", rate = rate_words(v.mean)),
    ];
    if let Some(u) = v.ucb {
        let score = i18n::decimal(&value_text::plain(u));
        parts.push(i18n::tr!("mcts-ucb", score = score));
    }
    parts
}

/// A verdict in the thread's language: `win in 3`, `draw`, `loss in 2`, `unknown` (the search's
/// own `Display` stays English, the command line's).
#[must_use]
pub fn verdict_words(verdict: Verdict) -> String {
    match verdict {
        Verdict::Win(n) => i18n::tr!("verdict-win", plies = n),
        Verdict::Loss(n) => i18n::tr!("verdict-loss", plies = n),
        Verdict::Draw => i18n::tr!("verdict-draw"),
        Verdict::Unknown => i18n::tr!("verdict-unknown"),
    }
}
