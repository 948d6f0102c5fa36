//! How the enhanced search (`enhanced.rs`) takes its scored moves one at a time: the best first
//! (most nodes cut off after one or two), the order of a stable sort by descending score.
//!
//! Each move keeps where it was listed, so no two compare equal (the higher score, then the
//! earlier listed): the next best can be swapped into its place instead of the ones before it
//! being shifted on, and once a node has picked [`SORT_AFTER`] moves (it is not cutting off
//! early) the rest is sorted once. Both give the very order picking in turn from the list gave,
//! so node counts do not move.

use std::cmp::Ordering;

/// A move with its ordering score, where it was listed, and what scoring it kept for its play
/// ([`SearchHints::move_score_kept`](game::SearchHints::move_score_kept)).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Scored<M> {
    /// Best guess highest.
    pub(crate) score: i64,
    /// Its place in the listed moves: the earlier of equal scores comes first.
    pub(crate) listed: u32,
    pub(crate) mv: M,
    pub(crate) kept: u64,
}

impl<M> Scored<M> {
    /// Which of two comes first: the higher score, then the earlier listed.
    #[inline]
    fn before(&self, other: &Self) -> bool {
        self.score > other.score || (self.score == other.score && self.listed < other.listed)
    }

    /// [`Scored::before`] as an ordering: the first to search is the least.
    fn search_order(&self, other: &Self) -> Ordering {
        other
            .score
            .cmp(&self.score)
            .then(self.listed.cmp(&other.listed))
    }
}

/// After this many picks the rest of a node's moves is sorted at once: a node that has not cut
/// off by then usually searches them all, and picking each in turn is a scan of the rest.
pub(crate) const SORT_AFTER: usize = 3;

/// Puts the best of `sc[i..]` at `i` (swapped with what was there) and returns it.
#[inline]
pub(crate) fn next_best<M: Copy>(sc: &mut [Scored<M>], i: usize) -> Scored<M> {
    let mut j = i;
    for k in i + 1..sc.len() {
        if sc[k].before(&sc[j]) {
            j = k;
        }
    }
    sc.swap(i, j);
    sc[i]
}

/// Sorts `sc[i..]` into the order the picks would take.
pub(crate) fn sort_rest<M>(sc: &mut [Scored<M>], i: usize) {
    sc[i..].sort_unstable_by(Scored::search_order);
}

/// The moves not yet picked (`sc[picked..]`) back in the order they were listed: what the
/// recorder shows as the moves a cut-off left.
pub(crate) fn unpicked_as_listed<M: Copy>(sc: &[Scored<M>], picked: usize) -> Vec<M> {
    let mut rest = sc[picked..].to_vec();
    rest.sort_unstable_by_key(|s| s.listed);
    rest.iter().map(|s| s.mv).collect()
}

#[cfg(test)]
mod tests {
    use super::{Scored, next_best, sort_rest, unpicked_as_listed};

    const SCORES: [i64; 8] = [3, 7, 3, 9, 7, 0, 9, 3];

    fn listed() -> Vec<Scored<usize>> {
        (0..SCORES.len())
            .map(|i| Scored {
                score: SCORES[i],
                listed: i as u32,
                mv: i,
                kept: 0,
            })
            .collect()
    }

    /// Picking the best one at a time gives the order of a stable sort by descending score
    /// (equals keep their listed order).
    #[test]
    fn picking_the_best_in_turn_is_a_stable_sort() {
        let mut sc = listed();
        let picked: Vec<usize> = (0..sc.len()).map(|i| next_best(&mut sc, i).mv).collect();
        let mut sorted = listed();
        sorted.sort_by_key(|s| std::cmp::Reverse(s.score));
        assert_eq!(picked, sorted.iter().map(|s| s.mv).collect::<Vec<_>>());
        assert_eq!(picked, [3, 6, 1, 4, 0, 2, 7, 5]);
    }

    /// Sorting the rest after some picks, at any point, gives the same order; and the moves
    /// left are named in their listed order.
    #[test]
    fn sorting_the_rest_at_any_pick_keeps_the_order() {
        for after in 0..SCORES.len() {
            let mut sc = listed();
            let mut picked: Vec<usize> = (0..after).map(|i| next_best(&mut sc, i).mv).collect();
            assert_eq!(
                unpicked_as_listed(&sc, after),
                (0..8).filter(|m| !picked.contains(m)).collect::<Vec<_>>()
            );
            sort_rest(&mut sc, after);
            picked.extend(sc[after..].iter().map(|s| s.mv));
            assert_eq!(picked, [3, 6, 1, 4, 0, 2, 7, 5], "sorted after {after}");
        }
    }

    /// The first pick taken where scoring found it, then swapped to the front for the second:
    /// the same order as picking each in turn.
    #[test]
    fn a_first_pick_in_place_keeps_the_order() {
        let mut sc = listed();
        // Where `score_moves` finds the best: the first of the equal nines.
        let first = 3;
        let mut picked = vec![sc[first].mv];
        sc.swap(0, first);
        picked.extend((1..sc.len()).map(|i| next_best(&mut sc, i).mv));
        assert_eq!(picked, [3, 6, 1, 4, 0, 2, 7, 5]);
    }
}
