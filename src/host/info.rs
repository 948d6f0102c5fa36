//! An engine's `info` lines read into figures: what the HUD and `compare` show of its search.

/// The figures of the latest `info` lines of one search (each line updates what it names).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Info {
    /// `depth N`.
    pub depth: Option<u32>,
    /// `score cp N` in centipawns (hundredths of the game's unit).
    pub cp: Option<i64>,
    /// `score mate N`: moves to a win (negative: to a loss).
    pub mate: Option<i64>,
    /// `nodes N`.
    pub nodes: Option<u64>,
    /// `time MS`.
    pub time_ms: Option<u64>,
    /// `pv …`: the moves as the engine wrote them.
    pub pv: Vec<String>,
}

impl Info {
    /// Reads one `info …` line into these figures; true when it named any (an `info string`
    /// names none). Words it does not know are skipped with their value.
    pub fn read(&mut self, line: &str) -> bool {
        let words: Vec<&str> = line.split_whitespace().collect();
        let mut any = false;
        let mut i = 1;
        while i < words.len() {
            let value = words.get(i + 1).copied().unwrap_or("");
            match words[i] {
                "string" => return any,
                "pv" => {
                    self.pv = words[i + 1..].iter().map(|w| (*w).to_owned()).collect();
                    return true;
                }
                "depth" => any |= set(&mut self.depth, value),
                "nodes" => any |= set(&mut self.nodes, value),
                "time" => any |= set(&mut self.time_ms, value),
                "score" => {
                    let number = words.get(i + 2).copied().unwrap_or("");
                    match value {
                        // A score is one or the other: the new one replaces the old.
                        "cp" if set(&mut self.cp, number) => {
                            self.mate = None;
                            any = true;
                        }
                        "mate" if set(&mut self.mate, number) => {
                            self.cp = None;
                            any = true;
                        }
                        _ => {}
                    }
                    i += 1;
                }
                _ => {}
            }
            i += 2;
        }
        any
    }

    /// The score as the HUD says it: `+1.25`, `mate 3`, `mated 2`.
    #[must_use]
    pub fn score_text(&self) -> Option<String> {
        match (self.mate, self.cp) {
            (Some(m), _) if m < 0 => Some(format!("mated {}", -m)),
            (Some(m), _) => Some(format!("mate {m}")),
            (None, Some(cp)) => Some(format!("{:+.2}", cp as f64 / 100.0)),
            (None, None) => None,
        }
    }
}

/// Sets `slot` from `word` if it is a number; true if it was.
fn set<T: std::str::FromStr>(slot: &mut Option<T>, word: &str) -> bool {
    match word.parse() {
        Ok(v) => {
            *slot = Some(v);
            true
        }
        Err(_) => false,
    }
}

#[cfg(test)]
mod tests {
    use super::Info;

    #[test]
    fn an_info_line_is_read_into_its_figures() {
        let mut i = Info::default();
        assert!(i.read("info depth 5 seldepth 5 score cp -25 nodes 1664 time 3 nps 1 pv b1 f1 c1"));
        assert_eq!(
            i,
            Info {
                depth: Some(5),
                cp: Some(-25),
                mate: None,
                nodes: Some(1664),
                time_ms: Some(3),
                pv: vec!["b1".into(), "f1".into(), "c1".into()],
            }
        );
        assert_eq!(i.score_text().as_deref(), Some("-0.25"));
        assert!(i.read("info depth 6 score mate -2 nodes x"));
        assert_eq!(
            (i.depth, i.cp, i.mate, i.nodes),
            (Some(6), None, Some(-2), Some(1664))
        );
        assert_eq!(i.score_text().as_deref(), Some("mated 2"));
        assert!(!i.read("info string depth 9"));
        assert_eq!(i.depth, Some(6));
    }
}
