//! The binary's dispatch from a run-time game to a search, which the command line and the
//! matches share.

use rand::rngs::StdRng;

use crate::app::seat::{AnyMove, Listed, PositionVisitor};
use crate::search::{self, Algorithm, Iteration, Limits, Report};

/// The stack of the thread a search or perft runs on: room for [`MAX_DEPTH`](search::MAX_DEPTH) with a wide margin
/// (a Senet search that deep needs well under a megabyte in a release build; debug builds need
/// several times that). Only the pages used are ever touched.
pub const SEARCH_STACK: usize = 64 << 20;

/// The one dispatch point of the command line and the matches from a run-time game to a
/// monomorphised search: runs `algorithm` on whichever game a position holds, telling
/// `progress` each finished depth and the nodes so far.
pub struct SearchWithProgress<'a> {
    /// The algorithm.
    pub algorithm: Algorithm,
    /// Its limits.
    pub limits: &'a Limits,
    /// Its random tie-breaks.
    pub rng: &'a mut StdRng,
    /// Told the depth finished and the nodes so far.
    pub progress: &'a mut dyn FnMut(u32, u64),
}

impl PositionVisitor for SearchWithProgress<'_> {
    type Out = Result<Report<AnyMove>, search::SearchError>;
    fn visit<G: Listed>(self, p: &G) -> Self::Out {
        let progress = self.progress;
        search::search_with_progress(
            self.algorithm,
            p,
            self.limits,
            self.rng,
            &mut |it: &Iteration<'_, G::Move>| progress(it.depth, it.nodes),
        )
        .map(G::report_into_any)
    }
}
