//! Monte Carlo tree search with UCT (Kocsis and Szepesvári), and the MCTS-Solver (Winands,
//! Björnsson and Saito) as its one enhancement (`solver`).
//!
//! Where the depth-first searches visit every line to a depth, MCTS grows a tree one iteration
//! at a time, each in four phases:
//! 1. **selection**: from the root, take the child with the best UCB1 score, `W/N + c·√(ln P / N)`
//!    (its win rate for the side choosing it, plus an exploration bonus that shrinks as it is
//!    visited; P counts the parent's visits), until a node not yet expanded; an unvisited child
//!    goes first. At a chance node (a throw) the outcome is drawn by its probability instead;
//! 2. **expansion**: that node gets all its children;
//! 3. **simulation**: from one of them, a random game (a playout) is played to the end, or to
//!    [`playout_cap`] plies (none in the long games), where the side the game's evaluation
//!    favours counts as the winner;
//! 4. **backpropagation**: each node on the way back counts the visit and, for the side that
//!    moved into it, the win (1), draw (½) or loss (0).
//!
//! The move played is the most visited, its win rate the report's value, and the line the most
//! visited one. Under `solver`, a finished game is a proof, and proofs go up the tree: a node is
//! won for the side to move when one child is, lost when every child is, and drawn when every
//! child is proven and the best is a draw. A proven-lost child is never selected again, a proven
//! win is played at once, and a proven root ends the search. Without it the statistics decide
//! everything, as in the textbook.

use crate::time::Instant;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, RngExt};

use super::algorithm::Info;
use super::enhance::Enhancements;
use super::report::{Iteration, MoveValue, Report};
use super::searcher::{Run, Searched, Searcher};
use super::tree::{
    Event, KEEP_PLY, Node as TreeNode, NodeKind, Playout, Sampling, Tree, VisitStats,
};
use super::value::{Value, Verdict};
use game::{Outcome, SearchHints, Side};

/// UCB1 (Auer, Cesa-Bianchi and Fischer, 2002), the rule selection follows: a child's mean
/// reward plus `c·√(ln N(parent) / N)`, for a child visited `visits` times (at least once)
/// whose parent was visited e^`ln_parent` times. The replay's counts (the app) use it too.
#[must_use]
pub fn ucb1(mean: f64, visits: u32, ln_parent: f64, c: f64) -> f64 {
    mean + c * (ln_parent / f64::from(visits)).sqrt()
}

/// The exploration constant of UCB1 by default: √2, the textbook's for rewards in [0, 1].
pub const DEFAULT_C: f64 = std::f64::consts::SQRT_2;

/// Iterations when neither a time nor a node budget is given (on 3x3, about 30 ms).
pub const DEFAULT_ITERATIONS: u64 = 20_000;

/// The most nodes the tree grows to (about 40 bytes each); past it, iterations go on from the
/// leaves without expanding them.
const MAX_TREE: usize = 2_000_000;

/// How often (in iterations) the clock and the cancel flag are looked at.
const CHECK_EVERY: u64 = 64;

/// How often, at least, a long search tells its progress after the first doublings.
const PROGRESS_EVERY: std::time::Duration = std::time::Duration::from_millis(100);

/// The iterations the step-through (keys S, X) records MCTS with.
pub const STEP_ITERATIONS: u64 = 50;

/// The most iterations a recorded search keeps one by one for the replay (key S); a longer
/// one is replayed as a walk over its final tree.
const MAX_STEPPED: usize = 5_000;

/// "No node here".
const NONE: u32 = u32::MAX;

/// How many plies a playout goes before the evaluation decides it. Games whose every line ends
/// soon (m,n,k, Connect Four: `SearchHints::SHORT`) are played out to the end. The others (Blob War,
/// Senet) are not played out at all: the evaluation of the node just expanded decides. Measured
/// (`docs/mcts.md`), in Blob War at equal time, no random plies beat 4 (5/1), 10 and 40 (10/0
/// each), and 40 beat playouts to the end (7/3): random plies cost iterations and blur the
/// evaluation's verdict. In Senet none beat 40 head to head (4/2), yet 40 did better against
/// alpha-beta (5/5 against 1/9): too few games to settle it.
fn playout_cap<G: SearchHints>() -> u32 {
    if G::SHORT { u32::MAX } else { 0 }
}

/// The four phases as the textbook writes them, for the code trace (key X): a step of the
/// recorded search entering a node by selection stands on the selection line, its expansion on
/// the expansion's lines, its playout on the simulation line, and one leaving a node on the
/// backpropagation line (tags as in `app::views::trace`). A chance node draws its outcome by its
/// probability instead of UCB, which the comment says.
pub const PSEUDOCODE: &str = "\
MCTS(root, budget):
  repeat budget times:
    node = root
    // 1. selection (a throw: drawn by its probability)
    while node is expanded and not a finished game:
      node = the child c with the largest UCB(c)  @call
    // 2. expansion
    if node is not a finished game:
      add a child for every move of node  @expand
      node = one of them, not yet visited  @child
    // 3. simulation
    result = a random game played from node to its end  @leaf
    // 4. backpropagation
    for node and every node above it, up to root:
      N(node) = N(node) + 1  @update
      W(node) = W(node) + result for the side that moved
  return the child of root with the largest N  @done
UCB(c) = W(c)/N(c) + C·√(ln N(parent) / N(c))";

/// MCTS in the registry (`registry.rs`).
pub(crate) struct Mcts;

impl Searcher for Mcts {
    const INFO: Info = Info {
        name: "mcts",
        alias: None,
        display: "MCTS",
        chance_display: "MCTS",
        help: "Monte Carlo tree search (UCT, with the solver)",
        key: '7',
        exact: false,
        chance_only: false,
        enhancements: Enhancements::SOLVER,
        window_enhancements: Enhancements::SOLVER,
        pseudocode: (PSEUDOCODE, PSEUDOCODE),
    };

    /// Fifty iterations: on the empty 3x3 board every move is tried, a few are tried again
    /// and some iterations go three plies deep, in a few hundred steps.
    const STEP_BUDGET: Option<u64> = Some(STEP_ITERATIONS);

    fn search<G: SearchHints, R: Rng + ?Sized>(run: Run<'_, G, R>) -> Searched<G::Move> {
        let mut search = Search::new(run.root, run.limits, run.start);
        if run.record.is_some() {
            search.stepped = Some(Vec::new());
        }
        search.run(run.root, run.rng, run.progress);
        let report = search.report(run.algorithm, run.root);
        let tree = run
            .record
            .map(|max| search.tree(run.algorithm, run.root, &report.pv, max));
        (report, tree)
    }

    /// No exact values either: each root move's win rate and visits after a search of the
    /// default budget (at most [`VALUES_TIME`]), with the solver and a fixed seed, so the same
    /// position shows the same discs (key V). `depth` means nothing to a sampling search.
    fn move_values<G: SearchHints>(
        root: &G,
        _depth: u32,
        cancel: Option<Arc<AtomicBool>>,
    ) -> Vec<MoveValue<G::Move>> {
        if root.is_chance() || root.outcome().is_some() {
            return Vec::new();
        }
        let limits = super::Limits {
            nodes: Some(DEFAULT_ITERATIONS),
            time: Some(VALUES_TIME),
            cancel,
            enhance: Enhancements::SOLVER,
            ..super::Limits::default()
        };
        let mut search = Search::new(root, &limits, Instant::now());
        search.run(root, &mut StdRng::seed_from_u64(VALUES_SEED), &mut |_| {});
        search.move_values()
    }
}

/// The longest the values of key V search.
const VALUES_TIME: std::time::Duration = std::time::Duration::from_secs(2);

/// The seed of the values' search: the same position shows the same values.
const VALUES_SEED: u64 = 1;

/// One node of the search tree.
#[derive(Clone, Debug)]
struct Node<M> {
    /// The move (or chance outcome) that led here; `None` at the root.
    mv: Option<M>,
    parent: u32,
    /// The children are `first..first + count` (made together when the node is expanded).
    first: u32,
    count: u32,
    /// The side to move (or to throw) here.
    side: Side,
    /// True at a chance node.
    chance: bool,
    /// The probability of this outcome at a chance node's child.
    probability: f64,
    visits: u32,
    /// Wins of the side that moved into this node (a draw counts a half).
    wins: f64,
    /// Under `solver`, the proven value for the side that moved into this node, counted from
    /// here (±WIN at a finished game, one ply less per ply up); `None` while unproven.
    proof: Option<Value>,
    expanded: bool,
}

/// One iteration kept for the replay (key S).
struct Stepped<M> {
    /// The nodes it went through below the root.
    path: Vec<u32>,
    /// True when it expanded the parent of the path's last node (the root's child's parent:
    /// the root).
    expanded: bool,
    /// Its simulation, the nodes it proved by their index in the search.
    playout: Playout<M>,
}

/// One MCTS search: its tree, budget and counters.
struct Search<G: SearchHints> {
    nodes: Vec<Node<G::Move>>,
    c: f64,
    solver: bool,
    cap: u32,
    iterations: u64,
    budget: Option<u64>,
    deadline: Option<Instant>,
    cancel: Option<Arc<AtomicBool>>,
    live: Option<Arc<dyn super::LiveNodes>>,
    start: Instant,
    /// Deepest ply the tree reached.
    depth: u32,
    /// The nodes the iteration under way went through, below the root.
    path: Vec<u32>,
    /// When recording: each iteration, for the replay (key S); dropped past [`MAX_STEPPED`]
    /// iterations.
    stepped: Option<Vec<Stepped<G::Move>>>,
    /// When recording: the moves of the playout under way.
    played: Vec<G::Move>,
    /// When recording: the nodes the iteration under way proved.
    proved: Vec<u32>,
    buf: Vec<G::Move>,
}

/// A finished game's reward for `side`: 1 won, ½ drawn, 0 lost.
fn reward_for(o: Outcome, side: Side) -> f64 {
    match o {
        Outcome::Draw => 0.5,
        Outcome::Win(s) if s == side => 1.0,
        Outcome::Win(_) => 0.0,
    }
}

/// What a proven value is: 1 a win, 0 a draw, −1 a loss.
fn kind(v: Value) -> i8 {
    if v > 0.0 {
        1
    } else if v < 0.0 {
        -1
    } else {
        0
    }
}

/// A proven value one ply further up: a win or loss one ply further away.
fn one_up(v: Value) -> Value {
    if v > 0.0 {
        v - 1.0
    } else if v < 0.0 {
        v + 1.0
    } else {
        0.0
    }
}

impl<G: SearchHints> Search<G> {
    fn new(root: &G, limits: &super::Limits, start: Instant) -> Search<G> {
        let budget = match (limits.nodes, limits.time) {
            (Some(n), _) => Some(n),
            (None, Some(_)) => None,
            (None, None) => Some(DEFAULT_ITERATIONS),
        };
        let mut s = Search {
            nodes: Vec::new(),
            c: limits.exploration.unwrap_or(DEFAULT_C),
            solver: limits.enhance.contains(Enhancements::SOLVER),
            cap: limits.playout_cap.unwrap_or_else(playout_cap::<G>),
            iterations: 0,
            budget,
            deadline: limits.time.map(|t| start + t),
            cancel: limits.cancel.clone(),
            live: limits.live_nodes.clone(),
            start,
            depth: 0,
            path: Vec::new(),
            stepped: None,
            played: Vec::new(),
            proved: Vec::new(),
            buf: Vec::new(),
        };
        s.nodes.push(Node {
            mv: None,
            parent: NONE,
            first: NONE,
            count: 0,
            side: root.side_to_move(),
            chance: root.is_chance(),
            probability: 1.0,
            visits: 0,
            wins: 0.0,
            proof: None,
            expanded: false,
        });
        s
    }

    /// True when the budget is spent, the time is up or the search was cancelled; never before
    /// every root move was tried once (as a depth-first search finishes its first depth), so
    /// that even a search stopped at once has a move to give.
    fn stop(&mut self) -> bool {
        if self.budget.is_some_and(|b| self.iterations >= b) {
            return true;
        }
        let root = &self.nodes[0];
        if !self.iterations.is_multiple_of(CHECK_EVERY)
            || self.iterations <= u64::from(root.count)
            || !root.expanded
        {
            return false;
        }
        if let Some(live) = &self.live {
            live.post(self.iterations);
        }
        let cancelled = self
            .cancel
            .as_ref()
            .is_some_and(|c| c.load(Ordering::Relaxed));
        let late = self.deadline.is_some_and(|d| Instant::now() >= d);
        cancelled || late
    }

    /// Iterates until the budget, the clock or a proof at the root stops it, telling `progress`
    /// each time the iterations double, and at least every [`PROGRESS_EVERY`] after that (the
    /// window's live line: iterations, the best move's visits and win rate).
    fn run<R: Rng + ?Sized>(
        &mut self,
        root: &G,
        rng: &mut R,
        progress: &mut dyn FnMut(&Iteration<'_, G::Move>),
    ) {
        let mut next_report = 1024;
        let mut last_report = self.start;
        while !self.stop() && self.nodes[0].proof.is_none() {
            self.iterate(root, rng);
            self.iterations += 1;
            let due = if self.iterations == next_report {
                next_report *= 2;
                true
            } else {
                self.iterations > 1024
                    && self.iterations.is_multiple_of(CHECK_EVERY)
                    && last_report.elapsed() >= PROGRESS_EVERY
            };
            if due {
                last_report = Instant::now();
                self.announce(root, progress);
            }
        }
    }

    /// Tells `progress` where the search stands: the root's value, the most visited line and the
    /// visits of its first move.
    fn announce(&self, root: &G, progress: &mut dyn FnMut(&Iteration<'_, G::Move>)) {
        let (value, verdict) = self.root_value(root);
        let pv = self.line(root);
        progress(&Iteration {
            depth: self.depth,
            value,
            verdict,
            nodes: self.iterations,
            elapsed: self.start.elapsed(),
            pv: &pv,
            visits: self.best_child(0).map(|c| u64::from(self.nodes[c].visits)),
        });
    }

    /// One iteration: selection, expansion, simulation, backpropagation.
    fn iterate<R: Rng + ?Sized>(&mut self, root: &G, rng: &mut R) {
        let mut g = *root;
        let mut at = 0usize;
        let mut ply = 0;
        // Selection: down through expanded nodes.
        while self.nodes[at].expanded && self.nodes[at].count > 0 && self.nodes[at].proof.is_none()
        {
            at = self.select(at, rng);
            g = self.reach(at, &g);
            ply += 1;
            self.path.push(at as u32);
        }
        // Expansion: a node not expanded (and not a finished game, nor proven) gets its
        // children, and the iteration goes on to one of them.
        let mut expanded = false;
        if g.outcome().is_none()
            && self.nodes[at].proof.is_none()
            && !self.nodes[at].expanded
            && self.nodes.len() < MAX_TREE
        {
            self.expand(at, &g, rng);
            if self.nodes[at].count > 0 {
                expanded = true;
                at = self.select(at, rng);
                g = self.reach(at, &g);
                ply += 1;
                self.path.push(at as u32);
            }
        }
        // Simulation.
        let reward = self.simulate(at, g, rng);
        self.depth = self.depth.max(ply);
        self.backpropagate(at, reward);
        if let Some(stepped) = &mut self.stepped {
            if stepped.len() < MAX_STEPPED {
                stepped.push(Stepped {
                    path: self.path.clone(),
                    expanded,
                    playout: Playout {
                        moves: std::mem::take(&mut self.played),
                        reward,
                        proved: std::mem::take(&mut self.proved),
                    },
                });
            } else {
                self.stepped = None; // too long a search to step through
            }
        }
        self.path.clear();
    }

    /// The position of child `at` of the node at `g`, its side and kind noted on the way.
    fn reach(&mut self, at: usize, g: &G) -> G {
        let c = g.play(self.nodes[at].mv.expect("a child has a move"));
        let n = &mut self.nodes[at];
        n.side = c.side_to_move();
        n.chance = c.is_chance();
        c
    }

    /// The side that moved into node `at` (the parent's side to move; at the root, the side
    /// that moved last).
    fn mover(&self, at: usize) -> Side {
        let p = self.nodes[at].parent;
        if p == NONE {
            self.nodes[at].side.other()
        } else {
            self.nodes[p as usize].side
        }
    }

    /// Makes every child of `at` (position `g`), in a random order (so ties among unvisited
    /// children are broken at random).
    fn expand<R: Rng + ?Sized>(&mut self, at: usize, g: &G, rng: &mut R) {
        let mut moves = std::mem::take(&mut self.buf);
        moves.clear();
        g.legal_moves(&mut moves);
        if !g.is_chance() {
            moves.shuffle(rng);
        }
        let first = self.nodes.len() as u32;
        for &m in &moves {
            // The child's side and kind are learnt when it is first reached (`reach`): playing
            // every move here was most of an expansion's cost in Blob War.
            self.nodes.push(Node {
                mv: Some(m),
                parent: at as u32,
                first: NONE,
                count: 0,
                side: g.side_to_move(),
                chance: false,
                probability: if g.is_chance() { g.probability(m) } else { 1.0 },
                visits: 0,
                wins: 0.0,
                proof: None,
                expanded: false,
            });
        }
        let n = &mut self.nodes[at];
        n.first = first;
        n.count = moves.len() as u32;
        n.expanded = true;
        self.buf = moves;
    }

    /// The child of the expanded node `at` the next iteration goes to: an outcome drawn by its
    /// probability at a chance node; else the first unvisited child, or the best UCB1 score
    /// (under `solver`, never a child proven lost, and a proven win at once).
    fn select<R: Rng + ?Sized>(&self, at: usize, rng: &mut R) -> usize {
        let n = &self.nodes[at];
        let children = n.first as usize..(n.first + n.count) as usize;
        if n.chance {
            return super::chance::draw(children.clone(), |i| self.nodes[i].probability, rng)
                .unwrap_or(children.end - 1);
        }
        self.best_ucb(at)
    }

    /// The child of the expanded decision node `at` with the best UCB1 score (an unvisited child
    /// first; under `solver` a proven win at once, a proven loss never): where the next iteration
    /// through `at` goes.
    fn best_ucb(&self, at: usize) -> usize {
        let n = &self.nodes[at];
        let children = n.first as usize..(n.first + n.count) as usize;
        let ln_n = f64::from(n.visits.max(1)).ln();
        let mut best = children.start;
        let mut best_score = f64::NEG_INFINITY;
        for i in children {
            let c = &self.nodes[i];
            let score = match c.proof {
                Some(p) if p > 0.0 => f64::INFINITY,
                Some(p) if p < 0.0 => f64::NEG_INFINITY,
                _ if c.visits == 0 => f64::MAX,
                _ => self.ucb(c, ln_n),
            };
            if score > best_score {
                best_score = score;
                best = i;
            }
        }
        best
    }

    /// UCB1 of a visited child whose parent was visited e^`ln_n` times.
    fn ucb(&self, c: &Node<G::Move>, ln_n: f64) -> f64 {
        ucb1(c.wins / f64::from(c.visits), c.visits, ln_n, self.c)
    }

    /// The reward (for the first side) of the iteration that ends at node `at` (position `g`):
    /// a finished game's result (under `solver`, also its proof), a proven node's proof, else a
    /// random playout's.
    fn simulate<R: Rng + ?Sized>(&mut self, at: usize, g: G, rng: &mut R) -> f64 {
        if let Some(o) = g.outcome() {
            if self.solver {
                let mover = self.mover(at);
                self.nodes[at].proof = Some(match o {
                    Outcome::Draw => 0.0,
                    Outcome::Win(s) if s == mover => G::WIN,
                    Outcome::Win(_) => -G::WIN,
                });
                self.note_proof(at);
            }
            return reward_for(o, Side::First);
        }
        if let Some(p) = self.nodes[at].proof {
            // A proven node (below a root not yet proven): its proof is its reward.
            let r = match kind(p) {
                1 => 1.0,
                -1 => 0.0,
                _ => 0.5,
            };
            return if self.mover(at) == Side::First {
                r
            } else {
                1.0 - r
            };
        }
        self.playout(g, rng)
    }

    /// A random game from `g` to its end or the cap; the reward for the first side.
    fn playout<R: Rng + ?Sized>(&mut self, mut g: G, rng: &mut R) -> f64 {
        let mut moves = std::mem::take(&mut self.buf);
        let cap = self.cap;
        let mut plies = 0;
        let reward = loop {
            if let Some(o) = g.outcome() {
                break reward_for(o, Side::First);
            }
            if plies >= cap {
                // The side the evaluation favours counts as the winner.
                let e = g.evaluate();
                let first = if g.side_to_move() == Side::First {
                    e
                } else {
                    -e
                };
                break if first > 0.0 {
                    1.0
                } else if first < 0.0 {
                    0.0
                } else {
                    0.5
                };
            }
            moves.clear();
            g.legal_moves(&mut moves);
            let m = if g.is_chance() {
                let drawn = super::chance::draw(moves.iter().copied(), |o| g.probability(o), rng);
                drawn.unwrap_or(moves[moves.len() - 1])
            } else {
                moves[rng.random_range(0..moves.len())]
            };
            if self.stepped.is_some() {
                self.played.push(m);
            }
            g = g.play(m);
            plies += 1;
        };
        self.buf = moves;
        reward
    }

    /// Counts the visit and the reward (for the first side) on every node from `at` up, and
    /// under `solver` carries proofs up while they hold.
    fn backpropagate(&mut self, mut at: usize, reward: f64) {
        let mut proving = self.solver;
        loop {
            let mover = self.mover(at);
            let n = &mut self.nodes[at];
            n.visits += 1;
            n.wins += if mover == Side::First {
                reward
            } else {
                1.0 - reward
            };
            if proving && n.proof.is_none() {
                self.prove(at);
                proving = self.nodes[at].proof.is_some();
                if proving {
                    self.note_proof(at);
                }
            }
            let p = self.nodes[at].parent;
            if p == NONE {
                break;
            }
            at = p as usize;
        }
    }

    /// Notes, when recording, that the iteration under way proved node `at`.
    fn note_proof(&mut self, at: usize) {
        if self.stepped.is_some() {
            self.proved.push(at as u32);
        }
    }

    /// Proves the expanded node `at` from its children's proofs when they suffice.
    fn prove(&mut self, at: usize) {
        let n = &self.nodes[at];
        if !n.expanded || n.count == 0 {
            return;
        }
        let children = n.first as usize..(n.first + n.count) as usize;
        let side = n.side;
        // Values of the children for `side` (who moved into each of them), one ply up.
        let value = if n.chance {
            // Every outcome proven the same way: a win (slowest), loss (slowest) or draw.
            let mut all: Option<Value> = None;
            for i in children {
                let Some(p) = self.nodes[i].proof else { return };
                let v = one_up(p);
                all = match all {
                    None => Some(v),
                    Some(a) if kind(a) == kind(v) => Some(if v.abs() < a.abs() { v } else { a }),
                    Some(_) => return,
                };
            }
            let Some(v) = all else { return };
            v
        } else {
            let mut best = f64::NEG_INFINITY;
            let mut unknown = false;
            for i in children {
                match self.nodes[i].proof {
                    Some(p) => best = best.max(one_up(p)),
                    None => unknown = true,
                }
            }
            if unknown && best <= 0.0 {
                return; // an unproven child may still be better than every proven one
            }
            best
        };
        let mover = self.mover(at);
        self.nodes[at].proof = Some(if mover == side { value } else { -value });
    }

    /// The search's steps iteration by iteration, for the replay (key S), and each iteration's
    /// simulation: each iteration enters the nodes it selects (selection), makes the children
    /// of a node and enters one (expansion), plays a game out from there (simulation), then
    /// leaves the nodes back up to the root (backpropagation). `None` when the iterations were
    /// not kept or a node they went through was not recorded.
    fn iteration_events(&self, ids: &[u32]) -> Option<(Vec<Event>, Sampling<G::Move>)> {
        let stepped = self.stepped.as_ref()?;
        let id = |n: u32| ids.get(n as usize).copied().filter(|&i| i != NONE);
        let mut events = vec![Event::Enter(0)];
        let mut playouts = Vec::with_capacity(stepped.len());
        for it in stepped {
            for (k, &n) in it.path.iter().enumerate() {
                if it.expanded && k + 1 == it.path.len() {
                    events.push(Event::Expand(id(self.nodes[n as usize].parent)?));
                }
                events.push(Event::Enter(id(n)?));
            }
            events.push(Event::Playout(it.path.last().map_or(Some(0), |&n| id(n))?));
            for &n in it.path.iter().rev() {
                events.push(Event::Leave(id(n)?));
            }
            playouts.push(Playout {
                moves: it.playout.moves.clone(),
                reward: it.playout.reward,
                proved: it.playout.proved.iter().filter_map(|&n| id(n)).collect(),
            });
        }
        events.push(Event::Leave(0));
        let sampling = Sampling {
            exploration: self.c,
            playouts,
        };
        Some((events, sampling))
    }

    /// Where the next iteration through the node `at` would go: the child with the best UCB1
    /// score; `None` at a chance node (a draw decides), a node not expanded, or a proven one
    /// (iterations stop above it).
    fn next_from(&self, at: usize) -> Option<usize> {
        let n = &self.nodes[at];
        (n.expanded && !n.chance && n.count > 0 && n.proof.is_none()).then(|| self.best_ucb(at))
    }

    /// The root's children, most visited first among those not proven lost (a proven win first
    /// of all).
    fn best_child(&self, at: usize) -> Option<usize> {
        let n = &self.nodes[at];
        if !n.expanded || n.chance || n.count == 0 {
            return None;
        }
        let children = n.first as usize..(n.first + n.count) as usize;
        children.max_by(|&a, &b| self.rank(a).total_cmp(&self.rank(b)))
    }

    /// How good child `i` is to play: a proven win by its speed, then visits, a proven loss last
    /// (by its slowness).
    fn rank(&self, i: usize) -> f64 {
        let c = &self.nodes[i];
        match c.proof {
            Some(p) if p > 0.0 => 1e12 + p,
            Some(p) if p < 0.0 => -1e12 + p,
            _ => f64::from(c.visits),
        }
    }

    /// The most visited line from the root (to the first chance node or unvisited node).
    fn line(&self, root: &G) -> Vec<G::Move> {
        let mut pv = Vec::new();
        let mut at = 0;
        let mut g = *root;
        while let Some(c) = self.best_child(at) {
            if self.nodes[c].visits == 0 && self.nodes[c].proof.is_none() {
                break;
            }
            let m = self.nodes[c].mv.expect("a child has a move");
            pv.push(m);
            g = g.play(m);
            at = c;
        }
        pv
    }

    /// The root's value for its side to move (the best child's win rate, or a proof) and what it
    /// proves.
    fn root_value(&self, root: &G) -> (Value, Verdict) {
        let side = root.side_to_move();
        if let Some(p) = self.nodes[0].proof {
            let v = if self.mover(0) == side { p } else { -p };
            // The proof counts from the root; a finished line of n plies is worth WIN − n.
            return (v, Verdict::of(G::WIN, v, true, false));
        }
        let r = &self.nodes[0];
        let rate = match self.best_child(0) {
            Some(c) if self.nodes[c].visits > 0 => {
                self.nodes[c].wins / f64::from(self.nodes[c].visits)
            }
            _ if r.visits > 0 => {
                // A chance root: its own mean for the side to move.
                let w = r.wins / f64::from(r.visits);
                if self.mover(0) == side { w } else { 1.0 - w }
            }
            _ => 0.5,
        };
        (rate, Verdict::Unknown)
    }

    /// Each root move's win rate (for the side to move at the root) and visits, the iterations
    /// through it as its node count.
    fn move_values(&self) -> Vec<MoveValue<G::Move>> {
        let r = &self.nodes[0];
        if !r.expanded {
            return Vec::new();
        }
        (r.first..r.first + r.count)
            .map(|i| {
                let c = &self.nodes[i as usize];
                MoveValue {
                    mv: c.mv.expect("a child has a move"),
                    value: if c.visits > 0 {
                        c.wins / f64::from(c.visits)
                    } else {
                        0.5
                    },
                    nodes: u64::from(c.visits),
                    visits: Some(u64::from(c.visits)),
                    // The child's proof counts from the child: one ply more from the root.
                    proven: c.proof.map_or(Verdict::Unknown, |p| {
                        Verdict::of(G::WIN, one_up(p), true, false)
                    }),
                }
            })
            .collect()
    }

    fn report(&self, algorithm: super::Algorithm, root: &G) -> Report<G::Move> {
        let (value, verdict) = self.root_value(root);
        let best = self.best_child(0).and_then(|c| self.nodes[c].mv);
        Report {
            algorithm,
            best,
            value: value + 0.0,
            verdict,
            nodes: self.iterations,
            depth: self.depth,
            elapsed: self.start.elapsed(),
            pv: self.line(root),
            complete: self.nodes[0].proof.is_some(),
            cancelled: false,
        }
    }

    /// The search node `at`, reached at `ply` from the recorded `parent` in position `g`, as the
    /// recorder keeps a node: its kind, its win rate (or proof) for the side that moved into
    /// it and for the root's side, and its visits, wins and UCB1 score.
    fn recorded_node(
        &self,
        at: usize,
        parent: Option<u32>,
        g: &G,
        ply: u32,
        root_side: Side,
    ) -> TreeNode<G::Move> {
        let n = &self.nodes[at];
        let mover = self.mover(at);
        let mean = if n.visits > 0 {
            n.wins / f64::from(n.visits)
        } else {
            0.5
        };
        let ucb = if n.parent != NONE && n.visits > 0 {
            let pn = f64::from(self.nodes[n.parent as usize].visits.max(1)).ln();
            Some(self.ucb(n, pn))
        } else {
            None
        };
        let kind = if g.outcome().is_some() {
            NodeKind::Terminal
        } else if n.chance {
            NodeKind::Chance
        } else if !n.expanded {
            NodeKind::Horizon
        } else if n.side == root_side {
            NodeKind::Max
        } else {
            NodeKind::Min
        };
        // A win rate seen by the other side is 1 − W/N; a proof is negated.
        let (value, for_root) = match n.proof {
            Some(p) => (p, if mover == root_side { p } else { -p }),
            None => (mean, if mover == root_side { mean } else { 1.0 - mean }),
        };
        TreeNode {
            parent,
            children: Vec::new(),
            mv: n.mv,
            probability: (parent.is_some() && self.nodes[n.parent as usize].chance)
                .then_some(n.probability),
            ply,
            kind,
            side: n.side,
            view: mover,
            window: None,
            returned: value + 0.0,
            value: for_root + 0.0,
            nodes: 1,
            pv: false,
            cutoff: None,
            done: true,
            probe: false,
            notes: Vec::new(),
            visits: Some(VisitStats {
                visits: u64::from(n.visits),
                wins: n.wins,
                mean,
                ucb,
                proven: n.proof,
                next: n.parent != NONE && self.next_from(n.parent as usize) == Some(at),
            }),
        }
    }

    /// The search tree as the recorder's [`Tree`]: the visited nodes in pre-order, at most
    /// `max` of them (the most visited children first) and those within [`KEEP_PLY`] plies of
    /// the root, each with its visits, wins and UCB1 score at the end.
    fn tree(
        &self,
        algorithm: super::Algorithm,
        root: &G,
        pv: &[G::Move],
        max: usize,
    ) -> Tree<G::Move> {
        let root_side = root.side_to_move();
        let mut tree = Tree {
            algorithm,
            root_side,
            win: G::WIN,
            nodes: Vec::new(),
            events: Vec::new(),
            depth: self.depth,
            visited: 0,
            earlier: 0,
            max_nodes: max,
            truncated: false,
            stopped: false,
            sampling: None,
        };
        // Each search node's recorded id.
        let mut ids = vec![NONE; self.nodes.len()];
        // (mcts node, recorded parent, position, ply)
        let mut stack = vec![(0usize, None::<u32>, *root, 0u32)];
        while let Some((at, parent, g, ply)) = stack.pop() {
            // Past the cap, only the first plies are still recorded, as the depth-first
            // searches' recorder keeps them: every root move and every reply is on the panel.
            if tree.nodes.len() >= max {
                tree.truncated = true;
                if ply > KEEP_PLY {
                    continue;
                }
            }
            let n = &self.nodes[at];
            let id = tree.nodes.len() as u32;
            ids[at] = id;
            if let Some(p) = parent {
                tree.nodes[p as usize].children.push(id);
            }
            tree.nodes.push(self.recorded_node(at, parent, &g, ply, root_side));
            tree.events.push(Event::Enter(id));
            tree.events.push(Event::Leave(id));
            if n.expanded {
                let mut kids: Vec<usize> = (n.first as usize..(n.first + n.count) as usize)
                    .filter(|&i| self.nodes[i].visits > 0)
                    .collect();
                // Pushed least visited first, so the most visited is recorded first.
                kids.sort_by_key(|&i| self.nodes[i].visits);
                for i in kids {
                    let m = self.nodes[i].mv.expect("a child has a move");
                    stack.push((i, Some(id), g.play(m), ply + 1));
                }
            }
        }
        // Subtree sizes, children after parents.
        for i in (1..tree.nodes.len()).rev() {
            if let Some(p) = tree.nodes[i].parent {
                tree.nodes[p as usize].nodes += tree.nodes[i].nodes;
            }
        }
        tree.visited = tree.nodes.first().map_or(0, |r| r.nodes);
        if let Some((events, sampling)) = self.iteration_events(&ids) {
            tree.events = events;
            tree.sampling = Some(sampling);
        }
        tree.mark_pv(pv);
        tree
    }
}
