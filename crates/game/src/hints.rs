//! What a game may tell the search beyond its rules. Every hint has a default that is always
//! correct (no key, no order, nothing forced, every line as long as it may be), so a new game
//! writes its rules ([`Game`]) and an empty `impl SearchHints for MyGame {}`, then opts into the
//! hints it wants. The textbook searches ask only for the root moves' order guess and for what
//! makes them faster without changing what they compute (the game's length, the move set, a
//! cheaper move where nothing is evaluated); the enhanced search and MCTS use the rest.

use super::{Forced, Game};

/// Hints for the search, each with a correct default; see the module's doc.
pub trait SearchHints: Game {
    /// The most plies the game can still last from here (`u32::MAX` when the game does not
    /// bound it): a search at least this deep reaches the end of every line and never calls
    /// [`evaluate`](Game::evaluate).
    fn plies_left(&self) -> u32 {
        u32::MAX
    }

    /// This position for a search that will never [`evaluate`](Game::evaluate) it or any position
    /// played from it (one at least [`plies_left`](SearchHints::plies_left) deep): a game may stop
    /// keeping what only its evaluation needs (m,n,k: the line balance, updated at every move).
    /// Rules, hashes and everything else stay as they are. By default the position itself.
    #[must_use]
    fn unevaluated(&self) -> Self {
        *self
    }

    /// [`play`](Game::play) in a search that reaches the end of every line and evaluates
    /// nothing, from an [`unevaluated`](SearchHints::unevaluated) position: a game may skip what
    /// only its evaluation needs, and the textbook searches then run a move with no test for it.
    /// By default `play`.
    #[must_use]
    fn play_to_end(&self, mv: Self::Move) -> Self {
        self.play(mv)
    }

    /// Bounds, from the side to move's view, on every value a search `depth` decisions deep from
    /// here can meet (the evaluations at that depth, or a finished game's value). Star1/Star2
    /// prune by the bounds of their chance nodes' outcomes, and a game that knows how far a few
    /// moves can shift its evaluation gives far tighter bounds than ±[`WIN`](Game::WIN) near the
    /// horizon. They must hold for every chance outcome and every move.
    fn value_bounds(&self, _depth: u32) -> (f64, f64) {
        (-Self::WIN, Self::WIN)
    }

    /// A static guess of how good `mv` is (higher first), used to order the root moves before
    /// searching; equal guesses keep their random order, so ties are still broken at random.
    fn order_hint(&self, _mv: Self::Move) -> i32 {
        0
    }

    /// A 64-bit key of this position (Zobrist, kept move by move), or `None` when the game keeps
    /// none: the transposition table is then simply not used. Equal positions have equal keys.
    fn hash(&self) -> Option<u64> {
        None
    }

    /// A key shared by every position equal to this one under the board's symmetries, and the
    /// symmetry (the game's own numbering) that maps this position onto the one the key names;
    /// `None` when the game folds no symmetries (then [`hash`](SearchHints::hash) is used).
    fn sym_hash(&self) -> Option<(u64, u8)> {
        None
    }

    /// `mv` carried by the symmetry `sym` of [`sym_hash`](SearchHints::sym_hash) onto the canonical
    /// position, so that a best move stored under the shared key means the same in every image.
    fn map_move(&self, mv: Self::Move, _sym: u8) -> Self::Move {
        mv
    }

    /// How many distinct [`move_key`](SearchHints::move_key)s there are; 0 when the game names none
    /// (then the history heuristic is off and a stored move is its place in the move list).
    const MOVE_KEYS: usize = 0;

    /// A small number (below [`MOVE_KEYS`](SearchHints::MOVE_KEYS)) naming `mv` the same way in
    /// every position: the history heuristic and the transposition table remember moves by it.
    fn move_key(&self, _mv: Self::Move) -> usize {
        0
    }

    /// The legal moves as a set of [`move_key`](SearchHints::move_key)s, bit `k` for key `k`, in a
    /// game whose keys are all below 64 and whose [`legal_moves`](Game::legal_moves) lists them in
    /// increasing key order (m,n,k: the empty squares). The full-width searches then walk the set's
    /// bits instead of filling a list. `None`, the default: they use the list.
    fn move_set(&self) -> Option<u64> {
        None
    }

    /// The move whose [`move_key`](SearchHints::move_key) is `key`; asked only of a game that has a
    /// [`move_set`](SearchHints::move_set).
    fn move_of_key(&self, key: u32) -> Self::Move {
        unreachable!("move_of_key({key}) asked of a game without a move_set")
    }

    /// What the rules force one or two plies ahead (a win at once, a single threat to block, two
    /// threats), for the `threats` enhancement; `None` when nothing is forced or the game does
    /// not say. It must be exact: the search trusts it instead of searching.
    fn forced(&self) -> Option<Forced<Self::Move>> {
        None
    }

    /// Where [`forced`](SearchHints::forced) says nothing is forced, how many plies from here the
    /// game can end at the soonest in a win for the side to move and in a loss (with the moves
    /// [`loses_at_once`](SearchHints::loses_at_once) names skipped); (1, 1), true of every game,
    /// when the game does not say. The `threats` enhancement cuts off windows beyond them.
    const SOONEST_ENDS: (u32, u32) = (1, 1);

    /// True when `mv` lets the opponent win at once though another move would not (Connect
    /// Four: a drop right under the opponent's winning cell). Asked only where
    /// [`forced`](SearchHints::forced) says nothing is forced, which promises that some move is not
    /// such; the `threats` enhancement then skips these moves, with two plies left, where the
    /// textbook search would see the opponent's win too. It must be exact.
    fn loses_at_once(&self, _mv: Self::Move) -> bool {
        false
    }

    /// Appends to `out` the legal moves but those [`loses_at_once`](SearchHints::loses_at_once)
    /// names, in [`legal_moves`](Game::legal_moves)' order; true when it left some out. Asked
    /// where [`forced`](SearchHints::forced) says nothing is forced. By default the list
    /// filtered move by move; a game may do it in one step (Connect Four: a set of cells).
    fn moves_not_losing_at_once(&self, out: &mut Vec<Self::Move>) -> bool {
        let start = out.len();
        self.legal_moves(out);
        let listed = out.len();
        let mut kept = start;
        for i in start..listed {
            if !self.loses_at_once(out[i]) {
                out[kept] = out[i];
                kept += 1;
            }
        }
        out.truncate(kept);
        kept < listed
    }

    /// A finer static guess than [`order_hint`](SearchHints::order_hint) for the `order`
    /// enhancement (m,n,k: wins, blocks and threats first); it costs more, so the textbook forms
    /// keep `order_hint`.
    fn move_score(&self, mv: Self::Move) -> i32 {
        self.order_hint(mv)
    }

    /// Appends to `out` the legal moves whose [`move_score`](SearchHints::move_score) is the
    /// highest, in the order [`legal_moves`](Game::legal_moves) lists them, and returns true;
    /// or returns false (the default) where the game finds them no faster than scoring each
    /// move. The `order` enhancement's first pick a ply from the horizon then looks at these
    /// alone (Blob War: from bitboards, without a look at each of fifty moves).
    fn top_scored_moves(&self, _out: &mut Vec<Self::Move>) -> bool {
        false
    }

    /// Leaves out of `moves` (this position's legal moves) those another legal move beats in
    /// nearly every position, for the search's `dom` enhancement, and says how many it left
    /// out; at least one move always stays. By default none (0).
    fn drop_dominated(&self, _moves: &mut Vec<Self::Move>) -> u32 {
        0
    }

    /// [`move_score`](SearchHints::move_score), and what finding it computed that playing the
    /// move would compute again, for [`play_scored`](SearchHints::play_scored) (Connect Four:
    /// the cells where the mover would then complete four); by default nothing (0).
    fn move_score_kept(&self, mv: Self::Move) -> (i32, u64) {
        (self.move_score(mv), 0)
    }

    /// [`play`](Game::play) of a move [`move_score_kept`](SearchHints::move_score_kept) scored,
    /// given what it kept: the same position, for less work. By default `play`.
    #[must_use]
    fn play_scored(&self, mv: Self::Move, _kept: u64) -> Self {
        self.play(mv)
    }

    /// The null move for null-move pruning: the move that names it in a recorded tree and the
    /// position with the turn handed over and nothing else changed; `None` (the default) where
    /// the game has none, or where passing could be the best move (zugzwang), which would make
    /// the pruning cut good lines.
    fn null_move(&self) -> Option<(Self::Move, Self)> {
        None
    }

    /// True when the position is worth a ply more at the search's horizon (the `ext`
    /// enhancement). None is by default.
    fn extends(&self) -> bool {
        false
    }

    /// True when `mv` changes little (Blob War: converts nothing): late move pruning may leave
    /// it unsearched. None is by default.
    fn is_quiet(&self, _mv: Self::Move) -> bool {
        false
    }

    /// Half-width of the root's aspiration window under the `pvs` enhancement, in evaluation
    /// units; 0 turns it off (games whose evaluations jump in large steps).
    const ASPIRATION: f64 = 0.0;

    /// How far past β (in evaluation units) a search four plies shallower must reach for the
    /// `probcut` enhancement to cut a node off: a few standard deviations of the difference
    /// between the game's shallow and deep values. 0 (the default): no ProbCut in this game.
    const PROBCUT_MARGIN: f64 = 0.0;

    /// True when every line of the game ends within a few dozen plies (m,n,k, Connect Four):
    /// a search under a budget then tries, between its deepening passes, to prove the root
    /// outright, which in a long game would only spend the budget.
    const SHORT: bool = false;

    /// True when a search to the end of every line (with the table and `pvs`) proves its value
    /// with null windows narrowing the range of results, as Pascal Pons' Connect Four solver
    /// does ("is it a win?", then how soon), instead of one pass with a full window, which proves
    /// the exact value of the first move it meets even when another wins sooner.
    const NARROWS: bool = false;
}
