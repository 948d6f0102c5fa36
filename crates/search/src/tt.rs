//! The transposition table: fixed memory, two entries per bucket (one kept for the deepest
//! search, one always replaced), each entry 16 bytes packed into two words.
//!
//! An entry holds 56 bits of the key (the check), the value (as `f32`: every value these games
//! produce — whole numbers, quarters, `WIN − plies` — is exact in it; a value that is not is
//! simply not stored), the depth it was searched to, whether the value is exact or a bound, whether
//! the subtree reached the end of the game on every line, and the best move's key.
//!
//! The table starts at 1 MB and doubles, re-placing its entries, each time it has taken as many
//! stores as it has entries, until it reaches the size asked for: a search of a few thousand nodes does not pay to clear
//! 64 MB (measured: 4x4 k=4 took 117 ms with the whole table made at once, 51 ms this way).
//!
//! Threads searching together (lazy SMP, `enhanced.rs`) share one table made whole at once (a
//! shared table cannot grow). Its words are atomics read and written with no lock, so a probe
//! may see the two words of an entry from two different stores: the first word is kept XORed
//! with a scramble of the second, so such a torn pair fails the key check (but for a chance of
//! 2⁻³²) instead of giving a value mixed from two entries.

use std::sync::Arc;
use std::sync::atomic::Ordering::Relaxed;
use std::sync::atomic::{AtomicU64, AtomicUsize};
use std::thread::JoinHandle;

/// What a stored value says about the position's true value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    /// The value itself.
    Exact,
    /// The value is at least this (the search failed high).
    Lower,
    /// The value is at most this (the search failed low).
    Upper,
}

/// One entry, unpacked.
#[derive(Copy, Clone, Debug, PartialEq)]
pub(crate) struct Entry {
    /// From the side to move's view, wins and losses counted from this node (not the root).
    pub value: f64,
    /// For an incomplete entry the depth searched; for a complete one the longest line of its
    /// subtree (any search at least that deep gives the same result).
    pub depth: u16,
    pub bound: Bound,
    /// True when no line of the subtree stopped at the horizon.
    pub complete: bool,
    /// The best move's code, 0 when none is known.
    pub mv: u16,
}

/// How an entry's slot is chosen; measured in `docs/performance.md`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Replacement {
    /// One slot per key, always overwritten (kept to measure against).
    #[allow(dead_code)]
    Always,
    /// Two slots per bucket: the first kept for the deeper search, the second always overwritten.
    DepthAndAlways,
}

/// The scheme the search uses (measured: see `docs/performance.md`).
pub(crate) const REPLACEMENT: Replacement = Replacement::DepthAndAlways;

/// Words per entry.
const WORDS: usize = 2;

/// The largest table, in MB: more is refused rather than allocated.
pub const MAX_HASH_MB: usize = 4096;

/// The table size when none is given, in MB.
pub const DEFAULT_HASH_MB: usize = 64;

/// The bytes a table of `mb` MB holds (at most `mb` MiB), as a search would make it.
#[must_use]
pub fn table_bytes(mb: usize) -> usize {
    Table::new(mb, REPLACEMENT).max_bytes()
}

/// The size a table starts at, in entries (1 MB).
const FIRST_ENTRIES: usize = (1 << 20) / (WORDS * 8);

/// A transposition table of bounded size, safe to share between threads.
pub(crate) struct Table {
    /// Two words an entry: the first XORed with [`scramble`] of the second.
    words: Vec<AtomicU64>,
    /// Entries − 1 (a power of two).
    mask: u64,
    scheme: Replacement,
    /// The most entries it may grow to.
    max_entries: usize,
    /// Entries stored since the last growth (counted only while it may grow; not a
    /// read-modify-write: a lost count between threads only delays a growth).
    stores: AtomicUsize,
}

/// A table of `entries` empty entries, in memory asked zeroed of the allocator: a large one
/// comes as untouched pages, so a table costs only the pages a search touches (writing 64 MB of
/// zeros was measured at 160 ms before a short search).
fn empty(entries: usize) -> Vec<AtomicU64> {
    let n = (entries * WORDS).max(1);
    let layout = std::alloc::Layout::array::<AtomicU64>(n).expect("a table of at most 4 GB");
    // SAFETY: `layout` is not zero-sized; the memory comes from the global allocator with the
    // layout of exactly `n` `AtomicU64`s, so the `Vec` may own and free it; and all-zero bytes
    // are an `AtomicU64` holding 0 (it has the in-memory representation of a `u64`).
    unsafe {
        let words = std::alloc::alloc_zeroed(layout).cast::<AtomicU64>();
        if words.is_null() {
            std::alloc::handle_alloc_error(layout);
        }
        huge_pages(words.cast(), n * std::mem::size_of::<AtomicU64>());
        Vec::from_raw_parts(words, n, n)
    }
}

/// Asks the kernel to back the whole 2 MB pages inside `len` bytes at `at` with huge pages when
/// first touched (Linux, transparent huge pages in `madvise` mode): a probe of a large table then
/// costs a cache miss, not a cache miss and a miss of the address translation.
#[cfg(target_os = "linux")]
fn huge_pages(at: *mut u8, len: usize) {
    const HUGE: usize = 2 << 20;
    let start = (at as usize).next_multiple_of(HUGE);
    let end = (at as usize + len) / HUGE * HUGE;
    if end > start {
        // SAFETY: the range lies inside memory this table owns and has not touched; the advice
        // changes no contents. Refused (an old kernel), it changes nothing.
        unsafe {
            libc::madvise(start as *mut libc::c_void, end - start, libc::MADV_HUGEPAGE);
        }
    }
}

/// Elsewhere the table keeps the system's pages.
#[cfg(not(target_os = "linux"))]
fn huge_pages(_at: *mut u8, _len: usize) {}

impl Table {
    /// A table of at most `mb` MiB (a power of two number of entries).
    pub(crate) fn new(mb: usize, scheme: Replacement) -> Table {
        let bytes = mb.clamp(1, MAX_HASH_MB) << 20;
        let max_entries = (bytes / (WORDS * 8) + 1).next_power_of_two() / 2;
        let entries = FIRST_ENTRIES.min(max_entries);
        Table {
            words: empty(entries),
            mask: entries as u64 - 1,
            scheme,
            max_entries,
            stores: AtomicUsize::new(0),
        }
    }

    /// Grown to the most it may hold (its entries kept), to be shared: a shared table does
    /// not grow.
    pub(crate) fn whole(mut self) -> Table {
        if (self.mask as usize + 1) < self.max_entries {
            self.grow_to(self.max_entries);
        }
        self
    }

    /// Every entry emptied and the table as small as a new one, its memory kept: it grows
    /// again in that memory, so a small search stays in a few pages (and in the cache), as it
    /// would in a new table, without the cost of making one.
    pub(crate) fn clear(&mut self) {
        let used = (self.mask as usize + 1) * WORDS;
        for w in &mut self.words[..used] {
            *w.get_mut() = 0;
        }
        self.mask = FIRST_ENTRIES.min(self.max_entries) as u64 - 1;
        *self.stores.get_mut() = 0;
    }

    /// Bytes held by the entries now.
    #[cfg(test)]
    pub(crate) fn bytes(&self) -> usize {
        (self.mask as usize + 1) * WORDS * std::mem::size_of::<u64>()
    }

    /// Bytes the table may grow to.
    pub(crate) fn max_bytes(&self) -> usize {
        self.max_entries * WORDS * std::mem::size_of::<u64>()
    }

    /// Doubles the table, putting every entry where the larger table looks for it.
    #[cold]
    pub(crate) fn grow(&mut self) {
        self.grow_to((self.mask as usize + 1) * 2);
    }

    /// Grows the table to `entries` (a power of two), putting every entry where the larger
    /// table looks for it.
    fn grow_to(&mut self, entries: usize) {
        let old_entries = self.mask as usize + 1;
        self.mask = entries as u64 - 1;
        *self.stores.get_mut() = 0;
        if entries * WORDS > self.words.len() {
            let old = std::mem::replace(&mut self.words, empty(entries));
            for e in old.chunks_exact(WORDS) {
                self.replace(e[0].load(Relaxed), e[1].load(Relaxed));
            }
            return;
        }
        // In the memory a cleared table kept, past the old entries all empty: each old
        // bucket's entries, taken out in order, go where they would go in a new table (their
        // bucket there is this one or one past the old entries, empty until now).
        let n = self.slots_of(0).1;
        for b in (0..old_entries).step_by(n) {
            let mut held = [(0, 0); 2];
            for (j, h) in held.iter_mut().enumerate().take(n) {
                let i = (b + j) * WORDS;
                *h = (
                    self.words[i].swap(0, Relaxed),
                    self.words[i + 1].swap(0, Relaxed),
                );
            }
            for &(w0, w1) in &held[..n] {
                self.replace(w0, w1);
            }
        }
    }

    /// Puts an entry as packed in the table (`w0` still scrambled) into the first empty slot of
    /// its bucket, if any: an entry of a table that grew.
    fn replace(&self, w0: u64, w1: u64) {
        if w1 == 0 {
            return;
        }
        let (first, n) = self.slots_of(check(w0 ^ scramble(w1), w1));
        if let Some(i) = (first..first + n).find(|&i| self.words[i * WORDS + 1].load(Relaxed) == 0)
        {
            self.words[i * WORDS].store(w0, Relaxed);
            self.words[i * WORDS + 1].store(w1, Relaxed);
        }
    }

    /// The entry at `slot` as packed: its two words, the first unscrambled.
    #[inline]
    fn read(&self, slot: usize) -> (u64, u64) {
        let w0 = self.words[slot * WORDS].load(Relaxed);
        let w1 = self.words[slot * WORDS + 1].load(Relaxed);
        (w0 ^ scramble(w1), w1)
    }

    /// Writes the packed entry (`w0`, `w1`) at `slot`.
    #[inline]
    fn write(&self, slot: usize, (w0, w1): (u64, u64)) {
        self.words[slot * WORDS].store(w0 ^ scramble(w1), Relaxed);
        self.words[slot * WORDS + 1].store(w1, Relaxed);
    }

    /// The first entry's index for `key`, and how many slots to look at.
    #[inline]
    fn slots(&self, key: u64) -> (usize, usize) {
        self.slots_of(key >> 8)
    }

    /// As [`slots`](Table::slots), from the 56 bits an entry keeps (so a growing table can
    /// re-place its entries).
    #[inline]
    fn slots_of(&self, check: u64) -> (usize, usize) {
        match self.scheme {
            Replacement::Always => ((check & self.mask) as usize, 1),
            Replacement::DepthAndAlways => ((check & self.mask & !1) as usize, 2),
        }
    }

    /// The entry stored for `key`, if any.
    #[inline]
    pub(crate) fn probe(&self, key: u64) -> Option<Entry> {
        let (first, n) = self.slots(key);
        (first..first + n).find_map(|i| {
            let (w0, w1) = self.read(i);
            (w1 != 0 && check(w0, w1) == key >> 8).then(|| unpack(w0, w1))
        })
    }

    /// Stores `e` for `key` (a value that `f32` cannot hold exactly is not stored), growing
    /// the table when it is time.
    #[cfg(test)]
    pub(crate) fn store(&mut self, key: u64, e: Entry) {
        if self.put(key, e) {
            self.grow();
        }
    }

    /// Stores `e` for `key` through a shared reference (a shared table, made whole, never
    /// grows); true when an owned table should now grow.
    #[inline]
    pub(crate) fn put(&self, key: u64, e: Entry) -> bool {
        let v = e.value as f32;
        if f64::from(v) != e.value {
            return false;
        }
        let (first, n) = self.slots(key);
        let slot = if n == 1 {
            first
        } else {
            let (w0, w1) = self.read(first);
            let other = w1 != 0 && check(w0, w1) != key >> 8;
            if other && depth_of(w1) > e.depth {
                first + 1
            } else {
                if other {
                    // The entry it displaces moves to the always-replaced slot.
                    self.write(first + 1, (w0, w1));
                }
                first
            }
        };
        let bound = match e.bound {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        let flags = bound | u64::from(e.complete) << 2;
        let w0 = (key >> 32) << 32 | u64::from(v.to_bits());
        let w1 =
            (key >> 8 & 0xff_ffff) << 40 | u64::from(e.depth) << 24 | flags << 16 | u64::from(e.mv);
        self.write(slot, (w0, w1));
        let entries = self.mask as usize + 1;
        if entries < self.max_entries {
            let stores = self.stores.load(Relaxed) + 1;
            self.stores.store(stores, Relaxed);
            return stores > entries;
        }
        false
    }
}

/// A bijective mix of all 64 bits (splitmix64's finaliser): two different second words scramble
/// to first words that differ in the key's bits as good as at random.
#[inline]
fn scramble(w1: u64) -> u64 {
    let mut z = w1;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The 56 key bits an entry keeps, as `key >> 8`.
#[inline]
fn check(w0: u64, w1: u64) -> u64 {
    (w0 >> 32) << 24 | w1 >> 40
}

#[inline]
fn depth_of(w1: u64) -> u16 {
    (w1 >> 24) as u16
}

#[inline]
fn unpack(w0: u64, w1: u64) -> Entry {
    let flags = (w1 >> 16) & 0xff;
    Entry {
        value: f64::from(f32::from_bits(w0 as u32)),
        depth: depth_of(w1),
        bound: match flags & 3 {
            1 => Bound::Exact,
            2 => Bound::Lower,
            _ => Bound::Upper,
        },
        complete: flags & 4 != 0,
        mv: w1 as u16,
    }
}

/// A table kept from one search to the next, and the helpers of the last search while they stop.
#[derive(Default)]
pub(crate) struct Slot {
    /// The table, when no helper holds it.
    pub(crate) table: Option<Table>,
    pub(crate) stopping: Option<Stopping>,
}

impl Slot {
    /// Waits for the last search's helpers to end, and takes its table back.
    pub(crate) fn settle(&mut self) {
        if let Some(mut s) = self.stopping.take() {
            s.join();
            self.table = s.table.take().and_then(Arc::into_inner);
        }
    }
}

/// Lazy SMP's helper threads (`lazy_smp.rs`) told to stop, not yet ended: the main thread answers without waiting for
/// them (a helper the system does not run for a while must not cost the game on time), and
/// they are joined after the answer — when the next search starts, or when this is dropped.
pub(crate) struct Stopping {
    pub(crate) helpers: Vec<JoinHandle<u64>>,
    pub(crate) table: Option<Arc<Table>>,
}

impl Stopping {
    /// Waits for every helper to end: the nodes they searched.
    pub(crate) fn join(&mut self) -> u64 {
        self.helpers
            .drain(..)
            .map(|h| h.join().expect("a search helper thread panicked"))
            .sum()
    }
}

impl Drop for Stopping {
    fn drop(&mut self) {
        for h in self.helpers.drain(..) {
            let _ = h.join();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_fits_the_memory_asked_for_and_gives_back_what_was_stored() {
        for mb in [1, 3, 64] {
            let t = Table::new(mb, REPLACEMENT);
            assert!(
                t.max_bytes() <= mb << 20 && t.max_bytes() * 2 > mb << 20,
                "{mb}"
            );
            assert!(t.bytes() <= t.max_bytes());
        }
        // Filled far past its start, a 3 MB table grows to 2 MB and keeps the latest entries.
        let mut t = Table::new(3, Replacement::DepthAndAlways);
        let entry = |i: u64| Entry {
            value: i as f64,
            depth: 1,
            bound: Bound::Exact,
            complete: false,
            mv: 1,
        };
        let key = |i: u64| i.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        for i in 0..1_000_000 {
            t.store(key(i), entry(i));
        }
        assert_eq!(t.bytes(), 2 << 20);
        assert_eq!(t.probe(key(999_999)), Some(entry(999_999)));
        let kept = (0..1_000_000)
            .filter(|&i| t.probe(key(i)) == Some(entry(i)))
            .count();
        assert!(kept > 100_000 && kept <= 131_072, "{kept}");
        assert_eq!(
            (0..1_000_000)
                .filter(|&i| t.probe(key(i) ^ 1 << 9).is_some())
                .count(),
            0
        );
        let mut t = Table::new(1, Replacement::DepthAndAlways);
        let e = Entry {
            value: -999_993.0,
            depth: 7,
            bound: Bound::Lower,
            complete: true,
            mv: 4160,
        };
        let key = 0x0123_4567_89ab_cdef;
        assert_eq!(t.probe(key), None);
        t.store(key, e);
        assert_eq!(t.probe(key), Some(e));
        assert_eq!(
            t.probe(key ^ 1 << 40),
            None,
            "another key in the same bucket"
        );
        // A shallower entry in the same bucket goes to the second slot; both are found.
        let other = key ^ 1 << 50;
        let shallow = Entry {
            depth: 2,
            value: 0.25,
            bound: Bound::Exact,
            ..e
        };
        t.store(other, shallow);
        assert_eq!((t.probe(key), t.probe(other)), (Some(e), Some(shallow)));
        // A value f32 cannot hold is not stored.
        t.store(key ^ 1 << 60, Entry { value: 0.1, ..e });
        assert_eq!(t.probe(key ^ 1 << 60), None);
    }

    /// A cleared table is as small as a new one, and grows in the memory it kept just as a new
    /// one grows: the same entries found after the same stores.
    #[test]
    fn a_cleared_table_grows_again_as_a_new_one() {
        let entry = |i: u64| Entry {
            value: i as f64,
            depth: (i % 7) as u16,
            bound: Bound::Exact,
            complete: false,
            mv: 1,
        };
        let key = |i: u64| i.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let mut kept = Table::new(16, REPLACEMENT);
        for i in 0..2_000_000 {
            kept.store(key(i), entry(i));
        }
        assert_eq!(kept.bytes(), 16 << 20);
        kept.clear();
        let mut new = Table::new(16, REPLACEMENT);
        assert_eq!(
            (kept.bytes(), kept.probe(key(1_999_999))),
            (new.bytes(), None)
        );
        for i in (0..300_000).map(|i| i * 3 + 1) {
            kept.store(key(i), entry(i));
            new.store(key(i), entry(i));
        }
        assert_eq!(kept.bytes(), 4 << 20);
        assert_eq!(kept.bytes(), new.bytes());
        assert!((0..900_001).all(|i| kept.probe(key(i)) == new.probe(key(i))));
    }

    /// A table past a few 2 MB pages is made eligible for huge pages, so that its probes miss
    /// no address translation: the kernel's map of this process says so of the memory the
    /// table holds (this machine's transparent huge pages are in `madvise` mode, where memory
    /// not advised is not eligible).
    #[cfg(target_os = "linux")]
    #[test]
    fn a_large_table_asks_for_huge_pages() {
        let mode = std::fs::read_to_string("/sys/kernel/mm/transparent_hugepage/enabled")
            .unwrap_or_default();
        if !mode.contains("[madvise]") {
            return; // "always" makes every table eligible, "never" none.
        }
        let t = Table::new(64, REPLACEMENT).whole();
        let middle = t.words.as_ptr() as usize + t.bytes() / 2;
        let maps = std::fs::read_to_string("/proc/self/smaps").expect("the process's map");
        let mut eligible = None;
        let mut inside = false;
        for line in maps.lines() {
            if let Some((range, _)) = line.split_once(' ')
                && let Some((a, b)) = range.split_once('-')
                && let (Ok(a), Ok(b)) = (usize::from_str_radix(a, 16), usize::from_str_radix(b, 16))
            {
                inside = (a..b).contains(&middle);
            } else if inside && let Some(v) = line.strip_prefix("THPeligible:") {
                eligible = Some(v.trim() == "1");
            }
        }
        assert_eq!(eligible, Some(true));
    }

    /// Many threads store and probe a few hundred buckets of a shared table at once, each
    /// storing its own entry for a key (its depth, a value and a move derived from the key and
    /// the depth): every probe finds nothing or one whole entry stored for that key, never the
    /// two words of different stores (run long: `GAMETREE_TT_STRESS=N` rounds).
    #[test]
    fn threads_sharing_the_table_never_read_a_torn_entry() {
        let table = Table::new(1, REPLACEMENT).whole();
        let entry = |key: u64, depth: u16| Entry {
            value: f64::from((key >> 40) as u32 % 1000) + f64::from(depth) * 0.25,
            depth,
            bound: [Bound::Exact, Bound::Lower, Bound::Upper][usize::from(depth) % 3],
            complete: depth.is_multiple_of(2),
            mv: (key >> 20) as u16 ^ depth,
        };
        // 1024 keys in 256 buckets (their index bits alike), so that stores collide.
        let key = |i: u64| (i.wrapping_mul(0x9e37_79b9_7f4a_7c15) & !0xffff_ff00) | (i % 256) << 8;
        let rounds: u64 = std::env::var("GAMETREE_TT_STRESS")
            .ok()
            .and_then(|n| n.parse().ok())
            .unwrap_or(1_000_000);
        let found = AtomicU64::new(0);
        std::thread::scope(|s| {
            for t in 0..8u64 {
                let (table, found) = (&table, &found);
                s.spawn(move || {
                    let mut x = t + 1;
                    for _ in 0..rounds {
                        // xorshift64: each thread its own sequence of keys.
                        x ^= x << 13;
                        x ^= x >> 7;
                        x ^= x << 17;
                        let k = key(x % 1024);
                        if x >> 40 & 1 == 0 {
                            table.put(k, entry(k, (t as u16 + 1) * 3 + (x >> 60) as u16));
                        } else if let Some(e) = table.probe(k) {
                            assert_eq!(e, entry(k, e.depth), "a torn entry for {k:#x}");
                            found.fetch_add(1, Relaxed);
                        }
                    }
                });
            }
        });
        assert!(found.load(Relaxed) > rounds / 10, "{found:?}");
    }
}
