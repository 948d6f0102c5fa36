//! Opening books: the proven value and a best move of every position a few plies from the
//! start, solved by the program's own search (`gametree book`), so that the computer plays the
//! first moves of a big board at once and still perfectly.
//!
//! Past those plies a book can follow its own line: up to `line` plies, it holds every position
//! the side playing the book's moves can meet (moving first or second, whatever the replies).
//! The replies multiply the positions at every ply, the book's own moves do not, so a line
//! reaches twice as deep as every position would for the same size: there the computer, which
//! plays the book's moves, still finds each of its positions in the book.
//!
//! A book works for any game whose positions have a key ([`SearchHints::sym_hash`], else
//! [`SearchHints::hash`]) and whose moves have keys ([`SearchHints::move_key`]); it knows nothing else of the
//! game. Symmetric positions share one entry, and its move is stored as the move of the
//! symmetry class's canonical image (as the transposition table stores it), so it is found again
//! in every image.
//!
//! The file is plain text, one entry a line, sorted by key (see [`Book::to_text`]):
//!
//! ```text
//! gametree-book 2
//! game mnk:5x5:4
//! keys sym 1f0c2a9e44b07d31
//! plies 2
//! line 4
//! entries 92
//! 00a3c1f2e4b5d6c7 1 d 12 c3 ...../...../...../...../x.... o
//! ```
//!
//! The header names the format's version, the game (as the command line names it), whether keys
//! fold symmetries, a fingerprint of the game's keys (the keys of every position within two
//! plies, summed: a book made with other keys is refused instead of being misread), how many
//! plies deep it holds every position and how deep its line goes (version 1 files have no
//! `line`: they are still read, their line ending with their plies). Each entry is the
//! position's key in hex, its ply (moves from the start), the value for the side to move
//! (`w5`: a win in 5 plies, `d`: a draw, `l4`: a loss in 4), the best move's key in the
//! canonical image, the move and the position as first met (the last two for people and tests).
//! Reading is strict: any malformed line, a count that does not match, keys out of order, another
//! game or other keys is a one-line [`BookError`].

use std::collections::{HashMap, HashSet};
use std::fmt;
use std::sync::OnceLock;

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::{Algorithm, Enhancements, KeptTable, Limits, Verdict};
use game::{SearchHints, Side, quote};

/// The first word of every book file.
pub const MAGIC: &str = "gametree-book";

/// The format version this program writes (it reads this one and version 1, which had no
/// `line`).
pub const VERSION: u32 = 2;

/// The largest book read, in bytes: a bigger file is refused before it is parsed.
pub const MAX_BYTES: usize = 16 << 20;

/// The most positions a book is made of (and that making one holds in memory besides its
/// table): a line of a book takes some 60 bytes, so a bigger book could not be read back.
pub const MAX_ENTRIES: usize = MAX_BYTES / 64;

/// How many plies from the start the key fingerprint covers.
const FINGERPRINT_PLIES: u32 = 2;

/// The deepest book `gametree book` makes: the number of positions grows about tenfold a ply.
pub const MAX_PLIES: u32 = 12;

/// The time each position of a book may take: a budget far beyond any position solved, only
/// so that the search deepens.
const SOLVE_BUDGET: std::time::Duration = std::time::Duration::from_secs(7 * 24 * 3600);

/// The deepest line a book follows: its positions grow tenfold every two plies.
pub const MAX_LINE: u32 = 24;

/// The books compiled into the program (the window consults them): the files of `assets/`.
const SHIPPED: &[&str] = &[
    include_str!("../../../assets/books/mnk-4x4-3.book"),
    include_str!("../../../assets/books/mnk-5x5-3.book"),
    include_str!("../../../assets/books/mnk-5x5-4.book"),
    include_str!("../../../assets/books/connect4.book"),
];

/// Why a book cannot be read or made; one line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BookError(pub String);

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BookError {}

/// One position of a book.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The position's key ([`SearchHints::sym_hash`] where the game folds symmetries).
    pub key: u64,
    /// Moves from the start to the position.
    pub ply: u32,
    /// The proven value for the side to move.
    pub verdict: Verdict,
    /// The best move's [`SearchHints::move_key`] in the canonical image of the position.
    pub code: u16,
    /// The best move as written in the position below.
    pub mv: String,
    /// The position as the game writes it (the first of its symmetry class that was met).
    pub position: String,
}

/// An opening book: entries sorted by key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Book {
    /// The game, as the command line names it (`mnk:5x5:4`).
    pub game: String,
    /// True when keys fold the board's symmetries.
    pub symmetric: bool,
    /// The sum of the keys of every position within two plies of the start.
    pub fingerprint: u64,
    /// How many plies from the start it holds every position.
    pub plies: u32,
    /// How many plies from the start it follows its own line (at least `plies`).
    pub line: u32,
    entries: Vec<Entry>,
}

/// A position's book key, and the symmetry that maps it onto its class's canonical image.
fn key_of<G: SearchHints>(g: &G) -> Option<(u64, Option<u8>)> {
    if let Some((k, s)) = g.sym_hash() {
        return Some((k, Some(s)));
    }
    g.hash().map(|k| (k, None))
}

/// How a book names `mv` at `g`: its key in the canonical image.
fn move_code<G: SearchHints>(g: &G, mv: G::Move, sym: Option<u8>) -> usize {
    g.move_key(sym.map_or(mv, |s| g.map_move(mv, s)))
}

/// Why [`positions`] gave up.
enum Unlisted {
    /// The game keys no positions.
    NoKeys,
    /// More than [`MAX_ENTRIES`] positions (counted as they are met, finished games too).
    TooMany,
}

/// Every position within `plies` plies of `start` with its ply, once per key (the first met),
/// nearest first, finished games left out; given up past [`MAX_ENTRIES`] positions, before
/// they fill the memory.
fn positions<G: SearchHints>(start: &G, plies: u32) -> Result<Vec<(u32, G)>, Unlisted> {
    let key = |g: &G| key_of(g).map(|k| k.0).ok_or(Unlisted::NoKeys);
    let mut seen = HashSet::new();
    seen.insert(key(start)?);
    let mut layer = vec![*start];
    let mut all = Vec::new();
    let mut moves = Vec::new();
    for ply in 0..=plies {
        let mut next = Vec::new();
        for g in &layer {
            if g.outcome().is_some() {
                continue;
            }
            all.push((ply, *g));
            if ply == plies {
                continue;
            }
            moves.clear();
            g.legal_moves(&mut moves);
            for &m in &moves {
                let c = g.play(m);
                if seen.insert(key(&c)?) {
                    if seen.len() > MAX_ENTRIES {
                        return Err(Unlisted::TooMany);
                    }
                    next.push(c);
                }
            }
        }
        layer = next;
    }
    Ok(all)
}

/// The refusal of a book bigger than [`MAX_ENTRIES`] positions.
fn too_big(what: &str) -> BookError {
    BookError(format!(
        "{what} holds more than {MAX_ENTRIES} positions, more than a book can (16 MB): ask for \
         fewer plies"
    ))
}

/// The fingerprint of a game's keys: the keys of every position within
/// [`FINGERPRINT_PLIES`] of `start`, summed (each key once).
fn fingerprint<G: SearchHints>(start: &G) -> Option<u64> {
    let mut keys = HashSet::new();
    let mut layer = vec![*start];
    let mut moves = Vec::new();
    for _ in 0..=FINGERPRINT_PLIES {
        let mut next = Vec::new();
        for g in &layer {
            if !keys.insert(key_of(g)?.0) || g.outcome().is_some() {
                continue;
            }
            moves.clear();
            g.legal_moves(&mut moves);
            next.extend(moves.iter().map(|&m| g.play(m)));
        }
        layer = next;
    }
    Some(keys.into_iter().fold(0u64, u64::wrapping_add))
}

/// `w5`, `d`, `l4`.
fn verdict_text(v: Verdict) -> String {
    match v {
        Verdict::Win(n) => format!("w{n}"),
        Verdict::Draw => "d".into(),
        Verdict::Loss(n) => format!("l{n}"),
        Verdict::Unknown => "?".into(),
    }
}

/// Reads what [`verdict_text`] writes (never `Unknown`: a book holds proven values only).
fn parse_verdict(t: &str) -> Option<Verdict> {
    let plies = |rest: &str| {
        (!rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit()))
            .then(|| rest.parse::<u32>().ok())
            .flatten()
            .filter(|&n| n >= 1)
    };
    match t.as_bytes().first()? {
        b'd' if t.len() == 1 => Some(Verdict::Draw),
        b'w' => plies(&t[1..]).map(Verdict::Win),
        b'l' => plies(&t[1..]).map(Verdict::Loss),
        _ => None,
    }
}

/// A malformed line of a book: its number, what was expected, and what it held.
fn bad(n: usize, what: &str, line: &str) -> BookError {
    BookError(format!("book line {n}: {what} (got {})", quote(line)))
}

/// One entry of a book, line `n`, whose plies may reach the book's `line`: `key ply value
/// move-key move position`.
fn parse_entry(n: usize, text_line: &str, line: u32) -> Result<Entry, BookError> {
    let mut f = text_line.splitn(6, ' ');
    let mut field = |what: &str| {
        f.next()
            .filter(|t| !t.is_empty())
            .ok_or_else(|| bad(n, &format!("expected {what}"), text_line))
    };
    let key = parse_key(field("a key")?)
        .ok_or_else(|| bad(n, "expected a key of 16 hex digits", text_line))?;
    let ply = parse_number::<u32>(field("a ply")?)
        .filter(|&p| p <= line)
        .ok_or_else(|| bad(n, "expected a ply within the book's line", text_line))?;
    let verdict = parse_verdict(field("a value")?)
        .ok_or_else(|| bad(n, "expected a value w<plies>, d or l<plies>", text_line))?;
    let code = parse_number::<u16>(field("a move key")?)
        .ok_or_else(|| bad(n, "expected a move key", text_line))?;
    let mv = field("a move")?.to_owned();
    let position = field("a position")?.to_owned();
    Ok(Entry {
        key,
        ply,
        verdict,
        code,
        mv,
        position,
    })
}

/// Reads exactly 16 lowercase hex digits.
fn parse_key(t: &str) -> Option<u64> {
    (t.len() == 16 && t.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')))
        .then(|| u64::from_str_radix(t, 16).ok())
        .flatten()
}

/// Reads a decimal number without sign or leading junk.
fn parse_number<T: std::str::FromStr>(t: &str) -> Option<T> {
    if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    t.parse().ok()
}

impl Book {
    /// The entries, sorted by key.
    #[must_use]
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// The entry of `key`, if the book has one.
    #[must_use]
    pub fn entry(&self, key: u64) -> Option<&Entry> {
        self.entries
            .binary_search_by_key(&key, |e| e.key)
            .ok()
            .map(|i| &self.entries[i])
    }

    /// Reads a book file's bytes, checking its form (not yet which game it fits: see
    /// [`check`](Book::check)).
    ///
    /// # Errors
    /// Not a book, another version, a malformed header or entry (the message names the line),
    /// keys out of order or repeated, an entry count that does not match, a file over
    /// [`MAX_BYTES`].
    pub fn parse(bytes: &[u8]) -> Result<Book, BookError> {
        if bytes.len() > MAX_BYTES {
            return Err(BookError(format!(
                "the book is {} bytes, more than a book can be ({MAX_BYTES})",
                bytes.len()
            )));
        }
        let text = std::str::from_utf8(bytes)
            .map_err(|_| BookError("not a gametree book (the file is not text)".into()))?;
        let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l));
        let mut header = |word: &str| -> Result<(usize, &str), BookError> {
            let (n, line) = lines
                .next()
                .ok_or_else(|| BookError(format!("the book ends before its '{word}' line")))?;
            line.strip_prefix(word)
                .and_then(|r| r.strip_prefix(' '))
                .map(|r| (n, r))
                .ok_or_else(|| bad(n, &format!("expected '{word} …'"), line))
        };
        let (_, version) = header(MAGIC).map_err(|_| {
            BookError(format!(
                "not a gametree book (expected a first line '{MAGIC} {VERSION}')"
            ))
        })?;
        let version = match version {
            "1" => 1,
            "2" => 2,
            _ => {
                return Err(BookError(format!(
                    "book version {} is not read by this program (expected 1 or {VERSION})",
                    quote(version)
                )));
            }
        };
        let (n, game) = header("game")?;
        if game.is_empty() || game.contains(char::is_whitespace) {
            return Err(bad(n, "expected a game name", game));
        }
        let game = game.to_owned();
        let (n, keys) = header("keys")?;
        let (symmetric, fingerprint) = match keys.split_once(' ') {
            Some(("sym", k)) => (true, parse_key(k)),
            Some(("plain", k)) => (false, parse_key(k)),
            _ => (false, None),
        };
        let fingerprint = fingerprint
            .ok_or_else(|| bad(n, "expected 'keys sym|plain' and 16 hex digits", keys))?;
        let (n, plies) = header("plies")?;
        let plies = parse_number::<u32>(plies)
            .filter(|&p| p <= MAX_PLIES)
            .ok_or_else(|| bad(n, &format!("expected plies from 0 to {MAX_PLIES}"), plies))?;
        let line = if version == 1 {
            plies
        } else {
            let (n, line) = header("line")?;
            parse_number::<u32>(line)
                .filter(|&l| (plies..=MAX_LINE).contains(&l))
                .ok_or_else(|| {
                    bad(
                        n,
                        &format!("expected a line from {plies} to {MAX_LINE} plies"),
                        line,
                    )
                })?
        };
        let (n, count) = header("entries")?;
        let count = parse_number::<usize>(count)
            .ok_or_else(|| bad(n, "expected the number of entries", count))?;
        let mut entries = Vec::new();
        for (n, text_line) in lines {
            let entry = parse_entry(n, text_line, line)?;
            if entries.last().is_some_and(|e: &Entry| e.key >= entry.key) {
                return Err(bad(n, "keys must be in increasing order", text_line));
            }
            entries.push(entry);
        }
        if entries.len() != count {
            return Err(BookError(format!(
                "the book says {count} entries but holds {} (a cut or damaged file?)",
                entries.len()
            )));
        }
        Ok(Book {
            game,
            symmetric,
            fingerprint,
            plies,
            line,
            entries,
        })
    }

    /// Checks that the book was made for `game` (starting at `start`) with the keys this
    /// program gives its positions and moves.
    ///
    /// # Errors
    /// Another game, keys that fold symmetries differently or differ (a book made by another
    /// version of the game's keys), move keys the game does not have.
    pub fn check<G: SearchHints>(&self, game: &str, start: &G) -> Result<(), BookError> {
        if self.game != game {
            return Err(BookError(format!(
                "the book is for {}, not {}",
                quote(&self.game),
                quote(game)
            )));
        }
        if G::MOVE_KEYS == 0 {
            return Err(BookError(format!(
                "{game} names no moves by key: it has no book"
            )));
        }
        let fp = fingerprint(start)
            .ok_or_else(|| BookError(format!("{game} keeps no position keys: it has no book")))?;
        if self.symmetric != start.sym_hash().is_some() || self.fingerprint != fp {
            return Err(BookError(format!(
                "the book's position keys are not this program's for {game} (make it again \
                 with gametree book)"
            )));
        }
        if let Some(e) = self
            .entries
            .iter()
            .find(|e| usize::from(e.code) >= G::MOVE_KEYS)
        {
            return Err(BookError(format!(
                "the book's move key {} is not a move of {game}",
                e.code
            )));
        }
        Ok(())
    }

    /// [`parse`](Book::parse) and [`check`](Book::check) together.
    ///
    /// # Errors
    /// As both.
    pub fn load<G: SearchHints>(bytes: &[u8], game: &str, start: &G) -> Result<Book, BookError> {
        let book = Book::parse(bytes)?;
        book.check(game, start)?;
        Ok(book)
    }

    /// The book's move at `g` and its proven value for the side to move there, if `g` is in
    /// the book (and the stored move is legal there).
    #[must_use]
    pub fn lookup<G: SearchHints>(&self, g: &G) -> Option<(G::Move, Verdict)> {
        if g.outcome().is_some() || g.is_chance() {
            return None;
        }
        let (key, sym) = key_of(g)?;
        let e = self.entry(key)?;
        stored_move(g, sym, e.code).map(|m| (m, e.verdict))
    }

    /// The book as its file holds it (see the module's documentation).
    #[must_use]
    pub fn to_text(&self) -> String {
        use std::fmt::Write as _;
        let mut out = format!(
            "{MAGIC} {VERSION}\ngame {}\nkeys {} {:016x}\nplies {}\nline {}\nentries {}\n",
            self.game,
            if self.symmetric { "sym" } else { "plain" },
            self.fingerprint,
            self.plies,
            self.line,
            self.entries.len()
        );
        for e in &self.entries {
            let _ = writeln!(
                out,
                "{:016x} {} {} {} {} {}",
                e.key,
                e.ply,
                verdict_text(e.verdict),
                e.code,
                e.mv,
                e.position
            );
        }
        out
    }
}

/// What `gametree book` makes: every position within `plies` plies of the start, and the
/// book's own line (see the module's documentation) up to `line` plies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    /// Every position within this many plies is in the book.
    pub plies: u32,
    /// Past `plies`, the positions met playing the book's moves are in it up to this ply.
    pub line: u32,
}

/// Makes a book's entries: one search to the end per position, with one transposition table
/// kept from each search to the next, and the entries of an earlier book taken as they are.
struct Solver<'a, G: SearchHints> {
    game: &'a str,
    limits: Limits,
    kept: KeptTable<G>,
    earlier: Option<&'a Book>,
    entries: HashMap<u64, Entry>,
}

impl<G: SearchHints> Solver<'_, G> {
    /// The book's line to `line` plies, for each side in turn playing the book's moves: the
    /// positions where that side moves are solved, then its book move (or every reply) leads
    /// on. `progress` hears of each position solved, of how many are known so far.
    fn follow_line(
        &mut self,
        start: &G,
        line: u32,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Result<(), BookError> {
        let game = self.game;
        let mut layers = [Side::First, Side::Second].map(|follower| (follower, vec![*start]));
        for ply in 0..=line {
            for (follower, layer) in &mut layers {
                let mut seen = HashSet::new();
                let mut next = Vec::new();
                let mut moves = Vec::new();
                let pending = layer.len();
                for (i, g) in layer.iter().enumerate() {
                    if g.outcome().is_some() {
                        continue;
                    }
                    moves.clear();
                    if g.side_to_move() == *follower {
                        let known = self.entries.len();
                        self.entry(ply, g)?;
                        if self.entries.len() > known {
                            let done = self.entries.len();
                            progress(done, done + pending - i - 1);
                        }
                        moves.extend(self.book_move(g));
                    } else {
                        g.legal_moves(&mut moves);
                    }
                    if ply == line {
                        continue;
                    }
                    for &m in &moves {
                        let c = g.play(m);
                        if seen.insert(key_of(&c).ok_or_else(|| self.no_keys())?.0) {
                            next.push(c);
                        }
                    }
                    if self.entries.len() + next.len() > MAX_ENTRIES {
                        return Err(too_big(&format!("{game}'s line to ply {line}")));
                    }
                }
                *layer = next;
            }
        }
        Ok(())
    }
    fn no_keys(&self) -> BookError {
        BookError(format!(
            "{} keeps no position keys: it has no book",
            self.game
        ))
    }

    /// The entry of `g`, met `ply` plies from the start: made already, taken from the earlier
    /// book, or solved now.
    fn entry(&mut self, ply: u32, g: &G) -> Result<&Entry, BookError> {
        let (key, sym) = key_of(g).ok_or_else(|| self.no_keys())?;
        if !self.entries.contains_key(&key) {
            let entry = match self.earlier.and_then(|b| b.entry(key)) {
                Some(e) => Entry { ply, ..e.clone() },
                None => self.solve(ply, g, key, sym)?,
            };
            self.entries.insert(key, entry);
        }
        Ok(&self.entries[&key])
    }

    fn solve(&mut self, ply: u32, g: &G, key: u64, sym: Option<u8>) -> Result<Entry, BookError> {
        let game = self.game;
        let mut rng = StdRng::seed_from_u64(key);
        let r = crate::search_keeping(
            Algorithm::NegamaxAb,
            g,
            &self.limits,
            &mut rng,
            &mut self.kept,
        )
        .map_err(|e| BookError(format!("{g}: {e}")))?;
        let best = r
            .best
            .filter(|_| r.verdict != Verdict::Unknown)
            .ok_or_else(|| {
                BookError(format!(
                    "{game}: the search did not prove {} within {:.1} s",
                    quote(&g.to_string()),
                    self.limits.time.unwrap_or_default().as_secs_f64()
                ))
            })?;
        let code = u16::try_from(move_code(g, best, sym))
            .map_err(|_| BookError(format!("{game}: a move key does not fit a book")))?;
        Ok(Entry {
            key,
            ply,
            verdict: r.verdict,
            code,
            mv: best.to_string(),
            position: g.to_string(),
        })
    }

    /// The book's move at `g` (whose entry is made).
    fn book_move(&self, g: &G) -> Option<G::Move> {
        let (key, sym) = key_of(g)?;
        stored_move(g, sym, self.entries.get(&key)?.code)
    }
}

/// The legal move of `g` whose key in the canonical image (`sym`) is `code`.
fn stored_move<G: SearchHints>(g: &G, sym: Option<u8>, code: u16) -> Option<G::Move> {
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    moves
        .into_iter()
        .find(|&m| move_code(g, m, sym) == usize::from(code))
}

/// Refuses a book that cannot be made: a shape past [`MAX_PLIES`] or [`MAX_LINE`] or with its
/// line shorter than its plies, a game that names no moves by key or is not
/// [`SearchHints::SHORT`] (its positions could not be solved).
fn check_shape<G: SearchHints>(game: &str, shape: Shape) -> Result<(), BookError> {
    let Shape { plies, line } = shape;
    if plies > MAX_PLIES {
        return Err(BookError(format!(
            "a book goes at most {MAX_PLIES} plies deep (asked for {plies})"
        )));
    }
    if !(plies..=MAX_LINE).contains(&line) {
        return Err(BookError(format!(
            "a book's line goes from its plies ({plies}) to {MAX_LINE} plies (asked for {line})"
        )));
    }
    if G::MOVE_KEYS == 0 {
        return Err(BookError(format!(
            "{game} names no moves by key: it has no book"
        )));
    }
    if !G::SHORT {
        return Err(BookError(format!(
            "{game} is too long a game to solve its positions (a book holds proven values)"
        )));
    }
    Ok(())
}

/// Solves every position within `shape.plies` plies of `start` (once per symmetry class) and
/// the book's line up to `shape.line` plies, with negamax alpha-beta and every enhancement, to
/// the end of the game, and makes the book of `game`. The deepest of the first positions are
/// solved first, so a shallower position finds its replies proven in the table kept from each
/// search to the next; the line is then made ply by ply from the moves just solved. Positions
/// the `earlier` book holds (a book of the same game and keys) are taken from it unsolved.
/// `progress` hears at the start, and after each position, how many are done, of how many known
/// so far. `time` bounds each position's search (`None`: a week, [`SOLVE_BUDGET`]): a position
/// not proven within it is an error, so that a book beyond reach (Connect Four from one ply) ends.
///
/// # Errors
/// A game without position or move keys, or not [`SearchHints::SHORT`] (its positions could not be
/// solved), a shape past [`MAX_PLIES`] or [`MAX_LINE`] or with its line shorter than its
/// plies, an earlier book of another game, a position the search could not prove, a table
/// size out of range.
pub fn build<G: SearchHints>(
    start: &G,
    game: &str,
    shape: Shape,
    hash_mb: usize,
    time: Option<std::time::Duration>,
    earlier: Option<&Book>,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<Book, BookError> {
    let Shape { plies, line } = shape;
    check_shape::<G>(game, shape)?;
    if let Some(b) = earlier {
        b.check(game, start)?;
    }
    let mut solver = Solver {
        game,
        limits: Limits {
            enhance: Enhancements::ALL,
            hash_mb: Some(hash_mb),
            // No budget to speak of: a budget makes the search deepen, and between passes try
            // to finish the proof (`SearchHints::SHORT`).
            time: Some(time.unwrap_or(SOLVE_BUDGET)),
            ..Limits::default()
        },
        kept: KeptTable::default(),
        earlier,
        entries: HashMap::new(),
    };
    let fingerprint = fingerprint(start).ok_or_else(|| solver.no_keys())?;
    let all = positions(start, plies).map_err(|e| match e {
        Unlisted::NoKeys => solver.no_keys(),
        Unlisted::TooMany => too_big(&format!("{game} within {plies} plies")),
    })?;
    progress(0, all.len());
    for (done, (ply, g)) in all.iter().rev().enumerate() {
        solver.entry(*ply, g)?;
        progress(done + 1, all.len());
    }
    solver.follow_line(start, line, progress)?;
    let mut entries: Vec<Entry> = solver.entries.into_values().collect();
    entries.sort_by_key(|e| e.key);
    Ok(Book {
        game: game.to_owned(),
        symmetric: start.sym_hash().is_some(),
        fingerprint,
        plies,
        line,
        entries,
    })
}

/// The book compiled into the program for `game` (as the command line names it), if there is
/// one; read once.
#[must_use]
pub fn shipped(game: &str) -> Option<&'static Book> {
    static BOOKS: OnceLock<Vec<Book>> = OnceLock::new();
    BOOKS
        .get_or_init(|| {
            SHIPPED
                .iter()
                .filter_map(|t| Book::parse(t.as_bytes()).ok())
                .collect()
        })
        .iter()
        .find(|b| b.game == game)
}

/// The text of every shipped book (for tests: each must read back and check).
#[must_use]
pub fn shipped_texts() -> &'static [&'static str] {
    SHIPPED
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdicts_and_keys_read_back_and_junk_is_refused() {
        for v in [Verdict::Win(5), Verdict::Draw, Verdict::Loss(12)] {
            assert_eq!(parse_verdict(&verdict_text(v)), Some(v));
        }
        for bad in ["", "w", "w0", "l-1", "dd", "x3", "w+3", "w 3", "?"] {
            assert_eq!(parse_verdict(bad), None, "{bad}");
        }
        assert_eq!(parse_key("00000000000000ff"), Some(255));
        for bad in [
            "ff",
            "00000000000000FF",
            "0000000000000g00",
            "+000000000000000",
        ] {
            assert_eq!(parse_key(bad), None, "{bad}");
        }
    }
}
