//! A decision's summary under the HUD (Senet's pieces, a book move), as data the search thread
//! sends and the screen puts in words: below the seats, which make it, and the jobs.

use serde::{Deserialize, Serialize};

use search::Verdict;

/// A decision's summary under the HUD, as data: the search thread does not speak the screen's
/// language (the page's is another program), so it is put in words where it is shown.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Summary {
    /// Each choice's short name (`9`), value and nodes, under the message `id` that names them
    /// (`summary-pieces`: seed 002's pieces in Senet).
    Choices {
        id: String,
        rows: Vec<(String, f64, u64)>,
    },
    /// The move came from the opening book: the move, its verdict, the book's positions and the
    /// ply it is made to.
    Book {
        mv: String,
        verdict: Verdict,
        positions: usize,
        ply: usize,
    },
}

impl Summary {
    /// In the thread's language: `pieces: 9 +3.5 · 12 +1.0 (56 nodes)`, best first; `from the
    /// opening book: d4 draw (1,234 positions, to ply 8)`.
    #[must_use]
    pub fn words(&self) -> String {
        match self {
            Summary::Choices { id, rows } => {
                let mut rows = rows.clone();
                rows.sort_by(|a, b| b.1.total_cmp(&a.1));
                let nodes: u64 = rows.iter().map(|r| r.2).sum();
                let moves: Vec<String> = rows
                    .iter()
                    .map(|r| format!("{} {}", r.0, search::value_text::signed(r.1, 0.0)))
                    .collect();
                i18n::tr!(
                    id,
                    moves = moves.join(i18n::separator()),
                    nodes = i18n::tr!("live-nodes", nodes = crate::words::count_arg(nodes))
                )
            }
            Summary::Book {
                mv,
                verdict,
                positions,
                ply,
            } => i18n::tr!(
                "summary-book",
                move = mv,
                verdict = crate::words::verdict_words(*verdict),
                positions = *positions,
                ply = *ply
            ),
        }
    }
}
