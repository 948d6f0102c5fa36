//! The sequential probability ratio test that stops a match once it has decided between two
//! Elo hypotheses: trinomial (each game a win, draw or loss), the log-likelihood ratio in the
//! form fastchess computes for its logistic model,
//! `LLR = (s1 − s0)(2s − s0 − s1) / (2 σ² / N)`, where `s` is the score so far, `σ²` the variance
//! of one game's score, `N` the games and `s0`, `s1` the scores of the two hypotheses' Elo.

use crate::arena::Tally;

/// An SPRT between `elo0` (H0) and `elo1` (H1).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Sprt {
    /// The Elo of H0.
    pub elo0: f64,
    /// The Elo of H1.
    pub elo1: f64,
    /// The chance of accepting H1 when H0 is true.
    pub alpha: f64,
    /// The chance of accepting H0 when H1 is true.
    pub beta: f64,
}

/// What the test says so far.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// H0 accepted: not as strong as `elo1`.
    H0,
    /// H1 accepted: stronger than `elo0`.
    H1,
    /// Keep playing.
    Continue,
}

/// The score of an Elo difference, from 0 to 1.
#[must_use]
pub fn score_of(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

impl Sprt {
    /// Reads `elo0,elo1` (alpha = beta = 0.05).
    ///
    /// # Errors
    /// Not two numbers, or `elo0` not below `elo1`.
    pub fn parse(text: &str) -> Result<Sprt, String> {
        let bad = || {
            format!(
                "{} is not an SPRT (expected elo0,elo1 with elo0 < elo1, e.g. 0,10)",
                crate::game::quote(text)
            )
        };
        let (a, b) = text.split_once(',').ok_or_else(bad)?;
        let (elo0, elo1): (f64, f64) = (
            a.trim().parse().map_err(|_| bad())?,
            b.trim().parse().map_err(|_| bad())?,
        );
        if !(elo0.is_finite() && elo1.is_finite() && elo0 < elo1) {
            return Err(bad());
        }
        Ok(Sprt {
            elo0,
            elo1,
            alpha: 0.05,
            beta: 0.05,
        })
    }

    /// The bounds of the LLR: `ln(β / (1 − α))` and `ln((1 − β) / α)`.
    #[must_use]
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// The log-likelihood ratio of `t` (0 before any game, or while every game has had the same
    /// result: no variance yet).
    #[must_use]
    pub fn llr(&self, t: &Tally) -> f64 {
        let n = f64::from(t.games());
        if n == 0.0 {
            return 0.0;
        }
        let (w, d, l) = (
            f64::from(t.wins) / n,
            f64::from(t.draws) / n,
            f64::from(t.losses) / n,
        );
        let s = w + 0.5 * d;
        let var = w * (1.0 - s).powi(2) + d * (0.5 - s).powi(2) + l * s.powi(2);
        if var == 0.0 {
            return 0.0;
        }
        let (s0, s1) = (score_of(self.elo0), score_of(self.elo1));
        (s1 - s0) * (2.0 * s - s0 - s1) / (2.0 * var / n)
    }

    /// The verdict on `t`.
    #[must_use]
    pub fn verdict(&self, t: &Tally) -> Verdict {
        let llr = self.llr(t);
        let (lower, upper) = self.bounds();
        if llr >= upper {
            Verdict::H1
        } else if llr <= lower {
            Verdict::H0
        } else {
            Verdict::Continue
        }
    }

    /// One line: `SPRT [0, 10] (trinomial, logistic): LLR 1.23 (-2.94, 2.94) continue`.
    #[must_use]
    pub fn line(&self, t: &Tally) -> String {
        let (lower, upper) = self.bounds();
        let verdict = match self.verdict(t) {
            Verdict::H0 => "H0 accepted",
            Verdict::H1 => "H1 accepted",
            Verdict::Continue => "continue",
        };
        format!(
            "SPRT [{}, {}] (trinomial, logistic Elo, alpha = beta = {}): LLR {:.2} ({lower:.2}, {upper:.2}) {verdict}",
            self.elo0,
            self.elo1,
            self.alpha,
            self.llr(t)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_llr_agrees_with_a_hand_computation() {
        let sprt = Sprt::parse("0,10").unwrap();
        // 60 wins, 30 draws, 10 losses: s = 0.75, σ² = (60·0.0625 + 30·0.0625 + 10·0.5625)/100
        // = 0.1125, s0 = 0.5, s1 = 1/(1 + 10^(−1/40)) = 0.514387184…
        let t = Tally {
            wins: 60,
            draws: 30,
            losses: 10,
        };
        let s1 = 1.0 / (1.0 + 10f64.powf(-0.025));
        assert!((s1 - 0.514_387_184).abs() < 1e-9);
        let hand = (s1 - 0.5) * (1.5 - 0.5 - s1) / (2.0 * 0.1125 / 100.0);
        assert!((hand - 3.105_156).abs() < 1e-6, "{hand}");
        assert!((sprt.llr(&t) - hand).abs() < 1e-12);
        let (lo, hi) = sprt.bounds();
        assert!((lo - (0.05f64 / 0.95).ln()).abs() < 1e-15);
        assert!((hi - 2.944_438_979).abs() < 1e-9);
        assert_eq!(sprt.verdict(&t), Verdict::H1);
        assert_eq!(
            sprt.line(&t),
            "SPRT [0, 10] (trinomial, logistic Elo, alpha = beta = 0.05): LLR 3.11 (-2.94, 2.94) H1 accepted"
        );
        // An even score is evidence against H1 only: 10/10/10 gives
        // (s1 − 0.5)(1 − 0.5 − s1)/(2·(1/6)/30) = −0.0621…
        let even = Tally {
            wins: 10,
            draws: 10,
            losses: 10,
        };
        let hand = (s1 - 0.5) * (0.5 - s1) / (2.0 * (1.0 / 6.0) / 30.0);
        assert!((sprt.llr(&even) - hand).abs() < 1e-12);
        assert_eq!(sprt.verdict(&even), Verdict::Continue);
        let lost = Tally {
            wins: 0,
            draws: 40,
            losses: 60,
        };
        assert_eq!(sprt.verdict(&lost), Verdict::H0);
        assert_eq!(sprt.llr(&Tally::default()), 0.0);
        assert_eq!(
            sprt.llr(&Tally {
                wins: 5,
                draws: 0,
                losses: 0
            }),
            0.0
        );
    }

    #[test]
    fn an_sprt_is_two_increasing_numbers() {
        assert_eq!(Sprt::parse(" -5, 5").unwrap().elo0, -5.0);
        for bad in ["5", "5,0", "0,x", "0,inf", ""] {
            assert!(
                Sprt::parse(bad).unwrap_err().contains("is not an SPRT"),
                "{bad}"
            );
        }
    }
}
