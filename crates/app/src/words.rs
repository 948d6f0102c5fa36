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
