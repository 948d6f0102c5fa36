//! Values as the program writes them, in one place for the HUD, the panel, the command line and
//! the DOT export: a proven value as a win, draw or loss in so many plies, anything else as the
//! heuristic number — in the few forms the places need.

use super::value::{Value, Verdict};

/// A number without trailing noise: integers plainly (`12`, never `-0`), others with `decimals`
/// decimals, trimmed of trailing zeros when `trim`; `sign` writes `+` before a positive one.
fn number(v: Value, decimals: usize, trim: bool, sign: bool) -> String {
    let v = v + 0.0; // -0 is 0
    let text = if v.fract() == 0.0 {
        format!("{v:.0}")
    } else if trim {
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

/// The board's labels and tables: `W3`, `D`, `L2` when proven, else `+12` or `−4` (a heuristic)
/// or `+3.5` (an expectation), with a true minus sign.
#[must_use]
pub fn short(verdict: Verdict, value: Value) -> String {
    match verdict {
        Verdict::Win(n) => format!("W{n}"),
        Verdict::Loss(n) => format!("L{n}"),
        Verdict::Draw => "D".into(),
        Verdict::Unknown => minus(&number(value, 1, false, true)),
    }
}

/// `text` with a true minus sign, as the tree and the trace write one (not a hyphen).
fn minus(text: &str) -> String {
    text.replacen('-', "−", 1)
}

/// A move's report in words: `win in 3`, `draw`, `loss in 2`, or `value +12`, `value −1.25`
/// (up to three decimals, no trailing zeros).
#[must_use]
pub fn words(verdict: Verdict, value: Value) -> String {
    match verdict {
        Verdict::Unknown => format!("value {}", minus(&number(value, 3, true, true))),
        v => v.to_string(),
    }
}

/// A value or a bound of a window in a game where a win in `n` plies is worth `win - n`: `+W3`
/// and `−W4` for wins and losses, `+∞` and `−∞` for open bounds, else the number with its sign
/// (`0`, `+12`, `−0.50`), with a true minus sign.
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
    if a == 0.0 {
        return "0".into();
    }
    format!("{sign}{}", number(a, 2, false, false))
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
        assert_eq!(short(Verdict::Unknown, -3.25), "−3.2");
        assert_eq!(short(Verdict::Unknown, -4.0), "−4");
        assert_eq!(short(Verdict::Unknown, 0.0), "0");
        assert_eq!(words(Verdict::Unknown, -1.25), "value −1.25");
        assert_eq!(words(Verdict::Unknown, 12.0), "value +12");
        assert_eq!(words(Verdict::Loss(2), -998.0), "loss in 2");
        assert_eq!(words(Verdict::Unknown, 0.125), "value +0.125");
        assert_eq!(signed(997.0, 1000.0), "+W3");
        assert_eq!(signed(-996.0, 1000.0), "−W4");
        assert_eq!(signed(-0.5, 1000.0), "−0.50");
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
}
