//! Chance nodes (a throw of the sticks in Senet): what every algorithm does where chance, not a
//! player, picks the next state.
//!
//! - [`expectation`](Ctx::expectation), expectiminimax (seed 002): the probability-weighted
//!   average of the outcomes' values. Minimax, minimax2 and negamax use it.
//! - [`star1`](Ctx::star1), Ballard's Star1: every value lies in [L, U] (±WIN, or the game's
//!   tighter [`SearchHints::value_bounds`]), so the outcomes searched so far can prove the average lies
//!   outside (alpha, beta) before the others are searched. The alpha-beta family uses it.
//! - [`star2`](Ctx::star2), Ballard's Star2: first a cheap probe of one move after each outcome
//!   raises L for that outcome; if the raised bounds already reach beta the node is cut off,
//!   otherwise Star1 runs with them.
//!
//! Each takes the caller's recursion as a closure that searches one outcome, so one chance rule
//! serves every algorithm of its kind. Where chance is played rather than searched (a sampling
//! search's iterations, a game between engines), [`draw`] draws the outcome.

use super::ctx::OutcomeBound;
use super::record::{CutKind, CutRule, Recorder};
use super::{Ctx, Value};
use game::{SearchHints, Side};

/// Draws one of `outcomes` by its probability (they sum to 1): the first at which the running
/// sum passes a uniform number in [0, 1), or the last where rounding leaves the number past
/// them all; `None` only when there are none. One number is drawn from `rng`, whatever the
/// outcome, so that a seeded game or search replays the same throws.
pub fn draw<T: Copy, R: rand::Rng + ?Sized>(
    outcomes: impl IntoIterator<Item = T>,
    probability: impl Fn(T) -> f64,
    rng: &mut R,
) -> Option<T> {
    let mut left: f64 = rand::RngExt::random(rng);
    let mut last = None;
    for o in outcomes {
        left -= probability(o);
        if left < 0.0 {
            return Some(o);
        }
        last = Some(o);
    }
    last
}

/// A chance node being searched by Star1/Star2: its outcomes and what is known of each.
struct ChanceNode<M> {
    outcomes: Vec<M>,
    bounds: Vec<OutcomeBound>,
    /// Every outcome's value lies in [lo, hi].
    lo: Value,
    hi: Value,
}

impl<G: SearchHints, R: Recorder<G>> Ctx<G, R> {
    /// The value of a chance node as the probability-weighted average of its outcomes, each
    /// valued by `child` (expectiminimax).
    #[inline]
    pub fn expectation(&mut self, g: &G, mut child: impl FnMut(&mut Self, &G) -> Value) -> Value {
        self.saw_chance = true;
        let outcomes = self.moves(g);
        let mut sum = 0.0;
        for &o in &outcomes {
            if R::ON {
                self.rec.edge(o, Some(g.probability(o)));
            }
            sum += g.probability(o) * child(self, &g.play(o));
            if self.aborted {
                break;
            }
        }
        self.recycle(outcomes);
        sum
    }

    /// Where every outcome's value of the chance node `g` lies, from `view`'s side: the game's
    /// [`SearchHints::value_bounds`] for the depth left (±WIN unless the game knows better).
    fn outcome_bounds(g: &G, depth: u32, view: Side) -> (Value, Value) {
        let (lo, hi) = g.value_bounds(depth);
        if view == g.side_to_move() {
            (lo, hi)
        } else {
            (-hi, -lo)
        }
    }

    /// The value of a chance node under Ballard's Star1 pruning: with every outcome's value known
    /// to lie in [L, U] (±[`Game::WIN`], or tighter next to the horizon), the outcomes seen so
    /// far can prove the average falls outside (`alpha`, `beta`) before the rest are searched.
    /// `child(ctx, state, a, b)` searches one outcome within the window (a, b), from `view`'s
    /// side like `alpha` and `beta`. Fail-soft: a result ≤ alpha is an upper bound, ≥ beta a
    /// lower bound, and in between exact.
    pub fn star1(
        &mut self,
        g: &G,
        (depth, view): (u32, Side),
        (alpha, beta): (Value, Value),
        mut child: impl FnMut(&mut Self, &G, Value, Value) -> Value,
    ) -> Value {
        let node = match self.enter_chance(g, depth, view, (alpha, beta)) {
            Ok(node) => node,
            Err(v) => return v,
        };
        let v = self.star_search(
            g,
            &node.outcomes,
            &node.bounds,
            (alpha, beta),
            node.hi,
            |ctx, c, a, b, _| child(ctx, c, a, b),
        );
        self.leave_chance(node);
        v
    }

    /// Enters a chance node for Star1/Star2: when the bounds of its outcomes (from `view`'s
    /// side) already lie outside (alpha, beta), `Err` with the value at once; otherwise the
    /// node's outcomes, most probable first, with their bounds. Give it back with
    /// [`leave_chance`](Ctx::leave_chance).
    fn enter_chance(
        &mut self,
        g: &G,
        depth: u32,
        view: Side,
        (alpha, beta): (Value, Value),
    ) -> Result<ChanceNode<G::Move>, Value> {
        self.saw_chance = true;
        let (lo, hi) = Self::outcome_bounds(g, depth, view);
        if hi <= alpha || lo >= beta {
            let (kind, value, bound) = if hi <= alpha {
                (CutKind::Alpha, hi, alpha)
            } else {
                (CutKind::Beta, lo, beta)
            };
            if R::ON {
                let mut all = Vec::new();
                g.legal_moves(&mut all);
                self.rec
                    .cutoff(kind, CutRule::Bounds, value, bound, &all, 0);
            }
            return Err(value);
        }
        let outcomes = self.ordered_moves(g);
        let mut bounds = self.bound_pool.pop().unwrap_or_default();
        bounds.clear();
        bounds.resize(outcomes.len(), OutcomeBound::unknown(lo));
        Ok(ChanceNode {
            outcomes,
            bounds,
            lo,
            hi,
        })
    }

    /// Returns the buffers of [`enter_chance`](Ctx::enter_chance) to their pools.
    fn leave_chance(&mut self, node: ChanceNode<G::Move>) {
        self.recycle(node.outcomes);
        self.bound_pool.push(node.bounds);
    }

    /// The value of a chance node under Ballard's Star2: first a probing pass searches only the
    /// first (best-ordered) move after each outcome where the same side then moves, which bounds
    /// that outcome's value from below; if those bounds already reach `beta` the node is cut off
    /// unsearched. Otherwise the Star1 pass follows, using the probed bounds instead of −WIN for
    /// the outcomes not yet searched, and handing each probed value to `child` so the probed move
    /// is not searched twice. `probe(ctx, state, a, b)` searches the position after one move;
    /// `child(ctx, state, a, b, first)` searches a whole outcome, both from the chance node's
    /// side's view, within the window (a, b); `first` is the exact value of the outcome's first
    /// ordered move when the probe already found it.
    pub fn star2(
        &mut self,
        g: &G,
        depth: u32,
        ply: u32,
        (alpha, beta): (Value, Value),
        mut probe: impl FnMut(&mut Self, &G, Value, Value) -> Value,
        child: impl FnMut(&mut Self, &G, Value, Value, Option<Value>) -> Value,
    ) -> Value {
        let me = g.side_to_move();
        let mut node = match self.enter_chance(g, depth, me, (alpha, beta)) {
            Ok(node) => node,
            Err(v) => return v,
        };
        let (lo, hi) = (node.lo, node.hi);
        let mut known = 0.0; // Σ p·L over the outcomes probed
        let mut unprobed = 1.0; // probability of the outcomes not yet probed
        let mut probed = 0; // how many outcomes were probed
        for (i, &o) in node.outcomes.iter().enumerate() {
            let p = g.probability(o);
            let c = g.play(o);
            if c.side_to_move() != me || c.is_chance() {
                break; // a bound from one move needs the same side to move next
            }
            // What this outcome must reach for a cut-off to stay possible.
            let a = (beta - known - (unprobed - p) * hi) / p;
            self.rec.edge(o, Some(p));
            self.rec.probe();
            let bound = if let Some(v) = self.leaf(&c, depth, ply + 1, me) {
                OutcomeBound::unknown(v)
            } else {
                let moves = self.ordered_moves(&c);
                let v = moves.first().map(|&m| {
                    self.rec.edge(m, None);
                    probe(self, &c.play(m), a.max(lo), hi)
                });
                self.recycle(moves);
                // The outcome is left with what the probe proved; it is resumed if searched.
                self.rec.leave(v.map_or(lo, |v| v.max(lo)));
                match v {
                    // Above the window's lower edge, exact: its upper edge is `hi`, which no
                    // value in this subtree exceeds, so a fail-high there would equal `hi`.
                    Some(v) if v > a.max(lo) => OutcomeBound {
                        lower: v,
                        probed: true,
                    },
                    _ => break, // no cut-off is possible any more
                }
            };
            if self.aborted {
                break;
            }
            node.bounds[i] = bound;
            probed = i + 1;
            known += p * bound.lower;
            unprobed -= p;
        }
        let bound = known + unprobed * lo;
        let v = if bound >= beta && !self.aborted {
            let (outcomes, rule) = (&node.outcomes, CutRule::Star2Probe);
            self.rec
                .cutoff(CutKind::Beta, rule, bound, beta, outcomes, probed);
            bound
        } else {
            self.star_search(g, &node.outcomes, &node.bounds, (alpha, beta), hi, child)
        };
        self.leave_chance(node);
        v
    }

    /// Star1's pass over the outcomes, each outcome's value known to lie in
    /// [`bounds[i].lower`, `hi`].
    fn star_search(
        &mut self,
        g: &G,
        outcomes: &[G::Move],
        bounds: &[OutcomeBound],
        (alpha, beta): (Value, Value),
        hi: Value,
        mut child: impl FnMut(&mut Self, &G, Value, Value, Option<Value>) -> Value,
    ) -> Value {
        let mut sum = 0.0; // Σ p·v over the outcomes searched
        let mut rest = 1.0; // probability of the outcomes not yet searched
        let mut rest_lower: Value = outcomes
            .iter()
            .zip(bounds)
            .map(|(&o, b)| g.probability(o) * b.lower)
            .sum(); // Σ p·L over the outcomes not yet searched
        for (i, (&o, b)) in outcomes.iter().zip(bounds).enumerate() {
            let p = g.probability(o);
            rest -= p;
            rest_lower -= p * b.lower;
            let a = (alpha - sum - rest * hi) / p;
            let bb = (beta - sum - rest_lower) / p;
            self.rec.edge(o, Some(p));
            let v = child(
                self,
                &g.play(o),
                a.max(b.lower),
                bb.min(hi),
                b.probed.then_some(b.lower),
            );
            if self.aborted {
                return sum + p * v + rest_lower;
            }
            if v <= a {
                let bound = sum + p * v + rest * hi;
                self.rec.cutoff(
                    CutKind::Alpha,
                    CutRule::Star1,
                    bound,
                    alpha,
                    outcomes,
                    i + 1,
                );
                return bound;
            }
            if v >= bb {
                let bound = sum + p * v + rest_lower;
                self.rec
                    .cutoff(CutKind::Beta, CutRule::Star1, bound, beta, outcomes, i + 1);
                return bound;
            }
            sum += p * v;
        }
        sum
    }
}

/// The chance node of expectiminimax, for the code trace (key X); the player's nodes are the
/// algorithm's own (see `app::views::trace`).
pub const EXPECTIMINIMAX_PSEUDOCODE: &str = "\
Expectiminimax(position, depth, ply):  @call
  if game over or depth = 0:  @leaf
    return ±(WIN − ply) if won or lost, 0 if drawn,
      else evaluate(position)
  if a throw is next:  @call.chance
    sum = 0
    for each outcome o, with probability p:
      (a throw is no decision: the depth stays)
      v = Expectiminimax(play(o), depth, ply + 1)
      sum = sum + p · v  @update.chance
    return sum
  best = −∞ if maximising else +∞
  for each move m:
    v = Expectiminimax(play(m), depth − 1, ply + 1)
    best = max(best, v) if maximising else min(best, v)  @update
  return best";

/// Ballard's Star1 and Star2 at a chance node, for the code trace (key X).
pub const STAR_PSEUDOCODE: &str = "\
Star(position, depth, α, β):  @call
  if game over or depth = 0:  @leaf
    return evaluate(position) for the side to move
  if a throw is next:  @call.chance
    L, U = the lowest and highest value any outcome can have
    Star2 only: probe one move after each outcome to raise its L
    sum = 0; left = 1
    for each outcome o, with probability p:
      v = Star(play(o), depth, …)   (the depth stays)
      sum = sum + p · v; left = left − p  @update.chance
      if sum + left · U ≤ α: break   (α cut-off)  @cut.chance
      if sum + left · L ≥ β: break   (β cut-off)
    return sum
  best = −∞
  for each move m:
    v = −Star(play(m), depth − 1, −β, −α)
    best = max(best, v); α = max(α, v)  @update
    if α ≥ β: break   (cut-off)  @cut
  return best";

#[cfg(test)]
mod tests {
    use super::draw;
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    #[test]
    fn outcomes_are_drawn_by_their_probabilities_and_each_draw_takes_one_number() {
        // Senet's throws: 1..=5 with 4, 6, 4, 1 and 1 in 16 (five is no dark side up).
        let p = |t: u8| f64::from([0, 4, 6, 4, 1, 1][usize::from(t)]) / 16.0;
        let mut rng = StdRng::seed_from_u64(7);
        let mut seen = [0u32; 6];
        for _ in 0..16_000 {
            seen[usize::from(draw(1..=5u8, p, &mut rng).unwrap())] += 1;
        }
        for t in 1..=5u8 {
            let expected = p(t) * 16_000.0;
            let off = (f64::from(seen[usize::from(t)]) - expected).abs();
            assert!(off < 4.0 * expected.sqrt() + 1.0, "{t}: {seen:?}");
        }
        // Rounding that leaves the number past every outcome gives the last; none gives none.
        assert_eq!(draw([1u8, 2], |_| 0.0, &mut rng), Some(2));
        assert_eq!(draw(std::iter::empty::<u8>(), |_| 1.0, &mut rng), None);
        // One number a draw: two seeded streams stay in step whatever was drawn.
        let (mut a, mut b) = (StdRng::seed_from_u64(3), StdRng::seed_from_u64(3));
        let _ = draw([1u8], |_| 1.0, &mut a);
        let _ = draw([1u8, 2, 3, 4], |_| 0.25, &mut b);
        assert_eq!(draw(1..=5u8, p, &mut a), draw(1..=5u8, p, &mut b));
    }
}
