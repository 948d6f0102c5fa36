//! Numbers as the program writes them, in one place for the HUD, the views, the command line's
//! summaries and the DOT export, so that one quantity reads the same everywhere (issue 31, item
//! 10). One rule for each kind:
//! - a value: `+12`, `−0.75`, `0` (a true minus, at most two decimals, never `−0.00` or
//!   `+11.00`), `+W3`/`W3` for a win in 3 plies, `±∞` for an open bound; [`signed`], [`short`],
//!   [`words`], and a null window's hair-wide bound as `+3−ε` ([`bounds`]);
//! - a rate (a sampling search's share of wins): `61%` ([`rate`]);
//! - a time: three significant digits in µs, ms or s: `140 µs`, `26.0 ms`, `5.00 s` ([`time`]);
//! - a count: exact to 9,999, then three significant digits: `8,350`, `19.5k`, `1.23M`
//!   ([`count`]).

use std::time::Duration;

use super::value::{Value, Verdict};

/// A number without trailing noise: integers plainly (`12`, never `-0`), others with `decimals`
/// decimals, trimmed of trailing zeros when `trim`; `sign` writes `+` before a positive one.
fn number(v: Value, decimals: usize, trim: bool, sign: bool) -> String {
    let v = v + 0.0; // -0 is 0
    let text = if v.fract() == 0.0 {
        format!("{v:.0}")
    } else if trim {
        // Halves away from zero, as people round (`6.625` → `6.63`), not to even.
        let scale = 10f64.powi(decimals as i32);
        let v = (v * scale).round() / scale;
        let s = format!("{v:.decimals$}");
        s.trim_end_matches('0').trim_end_matches('.').to_owned()
    } else {
        format!("{v:.decimals$}")
    };
    if sign && v > 0.0 {
        format!("+{text}")
    } else {
        text
    }
}

/// The board's labels and tables: `W3`, `D`, `L2` when proven, else the value as [`signed`]
/// writes it: `+12`, `−4`, `+3.5`, `−0.25`.
#[must_use]
pub fn short(verdict: Verdict, value: Value) -> String {
    match verdict {
        Verdict::Win(n) => format!("W{n}"),
        Verdict::Loss(n) => format!("L{n}"),
        Verdict::Draw => "D".into(),
        Verdict::Unknown => signed(value, 0.0),
    }
}

/// A move's report in words: `win in 3`, `draw`, `loss in 2`, or `value +12`, `value −1.25`
/// (the number as [`signed`] writes it).
#[must_use]
pub fn words(verdict: Verdict, value: Value) -> String {
    match verdict {
        Verdict::Unknown => format!("value {}", signed(value, 0.0)),
        v => v.to_string(),
    }
}

/// The value: a value or a bound of a window in a game where a win in `n` plies is worth
/// `win - n` (`win` 0: no such values): `+W3` and `−W4` for wins and losses, `+∞` and `−∞` for
/// open bounds, else the number with its sign and at most two decimals (`0`, `+12`, `−0.5`,
/// `+6.04`), with a true minus sign; what rounds to zero is `0`.
#[must_use]
pub fn signed(v: Value, win: Value) -> String {
    if v == Value::INFINITY {
        return "+∞".into();
    }
    if v == Value::NEG_INFINITY {
        return "−∞".into();
    }
    let sign = if v < 0.0 { "−" } else { "+" };
    let a = v.abs();
    if win > 0.0 && a >= win * 0.99 && a <= win {
        return format!("{sign}W{}", (win - a).round());
    }
    let text = number(a, 2, true, false);
    if text == "0" {
        return text;
    }
    format!("{sign}{text}")
}

/// A window's two bounds as [`signed`] writes them, a bound at ±`win` open (`∞`); a null window (the bounds a hair apart, as
/// principal variation search asks whether a move beats `α`) writes the hair as ε: `(+3, +3+ε)`
/// and, seen from the other side, `(−3−ε, −3)` — not two equal numbers, nor `−0.00`.
#[must_use]
pub fn bounds(a: Value, b: Value, win: Value) -> [String; 2] {
    // A bound at the game's own ±WIN (a chance outcome's window) is no bound: it reads as open.
    let open = |x: Value| {
        if win > 0.0 && x.abs() >= win {
            x.signum() * f64::INFINITY
        } else {
            x
        }
    };
    let (a, b) = (open(a), open(b));
    let hair = |x: Value, y: Value| x < y && y - x <= 4.0 * (x.abs().max(1.0) * f64::EPSILON);
    if a.is_finite() && b.is_finite() && hair(a, b) && signed(a, win) == signed(b, win) {
        let around = |x: Value, dir: &str| match signed(x, win).as_str() {
            "0" => format!("{dir}ε"),
            s => format!("{s}{dir}ε"),
        };
        // The bound nearer a round number keeps the plain spelling.
        return if (a - a.round()).abs() <= (b - b.round()).abs() {
            [signed(a, win), around(a, "+")]
        } else {
            [around(b, "−"), signed(b, win)]
        };
    }
    [signed(a, win), signed(b, win)]
}

/// A rate, a sampling search's share of wins (0 to 1): `61%`.
#[must_use]
pub fn rate(r: f64) -> String {
    format!("{:.0}%", r * 100.0)
}

/// A time in three significant digits, in the unit that keeps it short: `140 µs`, `2.50 ms`,
/// `26.0 ms`, `5.00 s`, `125 s` (never `0.00 ms` nor `5000.10 ms`).
#[must_use]
pub fn time(d: Duration) -> String {
    let (x, unit) = time_parts(d);
    format!("{x} {}", unit.symbol())
}

/// The unit [`time`] writes a time in.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TimeUnit {
    Micros,
    Millis,
    Secs,
}

impl TimeUnit {
    /// Its SI symbol: `µs`, `ms`, `s`.
    #[must_use]
    pub fn symbol(self) -> &'static str {
        match self {
            TimeUnit::Micros => "µs",
            TimeUnit::Millis => "ms",
            TimeUnit::Secs => "s",
        }
    }
}

/// [`time`]'s number and unit apart, for a screen that writes the unit in its own language.
#[must_use]
pub fn time_parts(d: Duration) -> (String, TimeUnit) {
    let us = d.as_secs_f64() * 1e6;
    let (x, unit) = if us < 999.5 {
        (us, TimeUnit::Micros)
    } else if us < 999_500.0 {
        (us / 1e3, TimeUnit::Millis)
    } else {
        (us / 1e6, TimeUnit::Secs)
    };
    (significant(x), unit)
}

/// A count: exact up to 9,999 (`950`, `8,350`), then in three significant digits: `19.5k`,
/// `550k`, `1.23M`.
#[must_use]
pub fn count(n: u64) -> String {
    if n < 10_000 {
        return thousands(n);
    }
    let x = n as f64;
    if x < 999_500.0 {
        format!("{}k", significant(x / 1e3))
    } else {
        format!("{}M", significant(x / 1e6))
    }
}

/// Digits grouped by thousands, for counts that must stay exact (a table's): 549946 →
/// `549,946`.
#[must_use]
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// `x` (0 ≤ x < 1000) in three significant digits: `0.140`, `2.50`, `26.0`, `140`; below 0.001,
/// `0`.
fn significant(x: f64) -> String {
    let decimals = if x < 0.0005 {
        0
    } else if x < 9.995 {
        2 + usize::from(x < 0.9995)
    } else if x < 99.95 {
        1
    } else {
        0
    };
    format!("{x:.decimals$}")
}

/// A plain number for labels: `12`, `0.333` (up to three decimals), `∞` and `-∞`.
#[must_use]
pub fn plain(v: Value) -> String {
    if v == Value::INFINITY {
        "∞".to_owned()
    } else if v == Value::NEG_INFINITY {
        "-∞".to_owned()
    } else {
        number(v, 3, true, false)
    }
}

/// A number for a table column: `12`, `0.500` (three decimals kept, so that they line up).
#[must_use]
pub fn column(v: Value) -> String {
    number(v, 3, false, false)
}

/// A value for JSON: integral values as integers, other finite ones as floats, ±∞ as the
/// strings `"inf"` and `"-inf"` (JSON has no infinity).
#[must_use]
pub fn json(v: Value) -> serde_json::Value {
    if v == Value::INFINITY {
        serde_json::json!("inf")
    } else if v == Value::NEG_INFINITY {
        serde_json::json!("-inf")
    } else if v.fract() == 0.0 && v.abs() < 1e15 {
        serde_json::json!(v as i64)
    } else {
        serde_json::json!(v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_form() {
        assert_eq!(short(Verdict::Win(3), 997.0), "W3");
        assert_eq!(short(Verdict::Unknown, 12.0), "+12");
        assert_eq!(short(Verdict::Unknown, -3.25), "−3.25");
        assert_eq!(short(Verdict::Unknown, -0.25), "−0.25");
        assert_eq!(short(Verdict::Unknown, 6.035_001), "+6.04");
        assert_eq!(short(Verdict::Unknown, -4.0), "−4");
        assert_eq!(short(Verdict::Unknown, 0.0), "0");
        assert_eq!(words(Verdict::Unknown, -1.25), "value −1.25");
        assert_eq!(words(Verdict::Unknown, 12.0), "value +12");
        assert_eq!(words(Verdict::Loss(2), -998.0), "loss in 2");
        assert_eq!(words(Verdict::Unknown, 0.126), "value +0.13");
        assert_eq!(words(Verdict::Unknown, 6.625), "value +6.63");
        assert_eq!(signed(997.0, 1000.0), "+W3");
        assert_eq!(signed(-0.001, 1000.0), "0");
        assert_eq!(signed(11.0_f64.next_down(), 1000.0), "+11");
        assert_eq!(signed(-996.0, 1000.0), "−W4");
        assert_eq!(signed(-0.5, 1000.0), "−0.5");
        assert_eq!(signed(-0.75, 1000.0), "−0.75");
        assert_eq!(signed(-0.0, 1000.0), "0");
        assert_eq!(signed(Value::NEG_INFINITY, 1000.0), "−∞");
        assert_eq!(plain(1.0 / 3.0), "0.333");
        assert_eq!(plain(-0.0), "0");
        assert_eq!(plain(0.25), "0.25");
        assert_eq!(column(0.5), "0.500");
        assert_eq!(column(-7.0), "-7");
        assert_eq!(json(Value::INFINITY), serde_json::json!("inf"));
        assert_eq!(json(4.0), serde_json::json!(4));
    }

    /// A null window (the bounds an ulp apart) reads as one number and ε, seen from either side:
    /// `tree --enhance all` wrote `α = −0.00, β = 0` and `α = +11.00, β = +11`.
    #[test]
    fn null_windows() {
        let w = 1000.0;
        assert_eq!(bounds(0.0, 0.0_f64.next_up(), w), ["0", "+ε"]);
        assert_eq!(bounds(-(0.0_f64.next_up()), -0.0, w), ["−ε", "0"]);
        assert_eq!(bounds(11.0, 11.0_f64.next_up(), w), ["+11", "+11+ε"]);
        assert_eq!(bounds(-(11.0_f64.next_up()), -11.0, w), ["−11−ε", "−11"]);
        assert_eq!(bounds(-11.0, 11.0, w), ["−11", "+11"]);
        assert_eq!(bounds(Value::NEG_INFINITY, 0.25, w), ["−∞", "+0.25"]);
    }

    #[test]
    fn rates_times_and_counts() {
        assert_eq!(rate(0.6149), "61%");
        assert_eq!(rate(0.504), "50%");
        assert_eq!(time(Duration::from_nanos(1_400)), "1.40 µs");
        assert_eq!(time(Duration::from_micros(140)), "140 µs");
        assert_eq!(time(Duration::from_nanos(0)), "0 µs");
        assert_eq!(time(Duration::from_micros(2_500)), "2.50 ms");
        assert_eq!(time(Duration::from_micros(26_030)), "26.0 ms");
        assert_eq!(time(Duration::from_micros(999_900)), "1.00 s");
        assert_eq!(time(Duration::from_micros(5_000_100)), "5.00 s");
        assert_eq!(time(Duration::from_secs(125)), "125 s");
        assert_eq!(count(950), "950");
        assert_eq!(count(8_350), "8,350");
        assert_eq!(count(19_496), "19.5k");
        assert_eq!(count(549_946), "550k");
        assert_eq!(count(999_999), "1.00M");
        assert_eq!(count(1_234_567), "1.23M");
        assert_eq!(thousands(549_946), "549,946");
    }
}
