//! The bounded tables of an audit. A log is written by whoever sends the
//! requests, so every table kept while reading one has a budget of entries
//! *and* bytes, whatever the lines hold (a line may be 64 KiB long):
//!
//! - [`Cache`]: a memo (user agent → class, target → verdict) that is
//!   emptied when it reaches its budget. Emptying costs what filling did,
//!   so each lookup stays O(1) amortised; a hostile log only makes the
//!   cache useless, never large.
//! - [`Heavy`]: the most frequent keys of a stream (a crawler's disallowed
//!   paths, the unknown bots) as a Misra–Gries summary of `k` counters.
//!   A key seen more than `n / (k + 1)` times in `n` is always held, and
//!   each count held is at most `n / (k + 1)` below the true one; a new key
//!   when all `k` counters are taken lowers them all by one (O(k), paid for
//!   by the `k` increments it undoes, so O(1) amortised per key). Keys are
//!   kept to their first [`Heavy::MAX_KEY`] bytes.

use std::collections::HashMap;
use std::hash::Hash;

/// A memo with a budget of entries and of bytes (what `size` says an
/// entry holds): emptied when an insertion would pass either.
pub struct Cache<K, V> {
    map: HashMap<K, V>,
    bytes: usize,
    max_entries: usize,
    max_bytes: usize,
    size: fn(&K, &V) -> usize,
}

impl<K: Hash + Eq, V> Cache<K, V> {
    pub fn new(max_entries: usize, max_bytes: usize, size: fn(&K, &V) -> usize) -> Self {
        Cache {
            map: HashMap::new(),
            bytes: 0,
            max_entries,
            max_bytes,
            size,
        }
    }

    pub fn get<Q>(&self, k: &Q) -> Option<&V>
    where
        K: std::borrow::Borrow<Q>,
        Q: Hash + Eq + ?Sized,
    {
        self.map.get(k)
    }

    /// Keeps `v` for `k`, unless the entry alone is over the byte budget.
    pub fn insert(&mut self, k: K, v: V) {
        let size = (self.size)(&k, &v);
        if size > self.max_bytes {
            return;
        }
        if self.map.len() >= self.max_entries || self.bytes + size > self.max_bytes {
            // The buckets are kept: at most `max_entries` of them.
            self.map.clear();
            self.bytes = 0;
        }
        // (The audit inserts after a miss: a key is never counted twice.)
        self.bytes += size;
        self.map.insert(k, v);
    }

    /// Bytes the entries hold (by `size`).
    pub fn bytes(&self) -> usize {
        self.bytes
    }

    pub fn len(&self) -> usize {
        self.map.len()
    }

    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }
}

/// A Misra–Gries summary of the keys of a stream: at most `k` counters,
/// each key cut to [`Heavy::MAX_KEY`] bytes, each counter carrying the last
/// value given with its key.
#[derive(Clone, Debug)]
pub struct Heavy<V> {
    map: HashMap<Box<[u8]>, (u64, V)>,
    k: usize,
    /// Keys counted (held or not).
    pub total: u64,
}

impl<V: Copy> Heavy<V> {
    /// The longest key kept; a longer key is counted as its first
    /// `MAX_KEY` bytes.
    pub const MAX_KEY: usize = 512;

    pub fn new(k: usize) -> Self {
        Heavy {
            map: HashMap::new(),
            k: k.max(1),
            total: 0,
        }
    }

    /// The key as it is kept: its first [`Heavy::MAX_KEY`] bytes.
    pub fn cut(key: &[u8]) -> &[u8] {
        &key[..key.len().min(Self::MAX_KEY)]
    }

    /// Counts one more `key` (its value now `v`).
    pub fn add(&mut self, key: &[u8], v: V) {
        self.total += 1;
        let key = Self::cut(key);
        if let Some(e) = self.map.get_mut(key) {
            e.0 += 1;
            e.1 = v;
        } else if self.map.len() < self.k {
            self.map.insert(key.into(), (1, v));
        } else {
            // Every counter and the new key lose one: the k + 1 distinct
            // keys of this step each occurred once more than counted.
            self.map.retain(|_, e| {
                e.0 -= 1;
                e.0 > 0
            });
        }
    }

    /// The counters held: (key, count at most `total / (k + 1)` under
    /// the true one, last value).
    pub fn iter(&self) -> impl Iterator<Item = (&[u8], u64, V)> + '_ {
        self.map.iter().map(|(k, (n, v))| (&k[..], *n, *v))
    }

    /// How far under its true count a count held may be.
    pub fn error(&self) -> u64 {
        self.total / (self.k as u64 + 1)
    }

    pub fn len(&self) -> usize {
        self.map.len()
    }

    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }

    /// Bytes of the keys held (at most `k × MAX_KEY`).
    pub fn bytes(&self) -> usize {
        self.map.keys().map(|k| k.len()).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_frequent_key_is_held_after_any_number_of_distinct_ones() {
        let mut h = Heavy::new(8);
        for i in 0..100_000u32 {
            h.add(format!("/noise/{i}").as_bytes(), 0u32);
            if i % 5 == 0 {
                h.add(b"/often", 7);
            }
        }
        // 20,000 of 120,000: over n / (k + 1) = 13,333.
        let (_, n, v) = h.iter().find(|(k, _, _)| *k == b"/often").unwrap();
        assert_eq!(v, 7);
        assert!(n <= 20_000 && n + h.error() >= 20_000, "{n}");
        assert!(h.len() <= 8);
    }

    #[test]
    fn counts_are_exact_while_the_keys_fit_and_long_keys_are_cut() {
        let mut h = Heavy::new(4);
        for k in ["/a", "/b", "/a", "/c", "/a"] {
            h.add(k.as_bytes(), ());
        }
        let mut v: Vec<_> = h.iter().map(|(k, n, _)| (k.to_vec(), n)).collect();
        v.sort();
        assert_eq!(
            v,
            vec![
                (b"/a".to_vec(), 3),
                (b"/b".to_vec(), 1),
                (b"/c".to_vec(), 1)
            ]
        );
        let long = vec![b'x'; 70_000];
        h.add(&long, ());
        assert!(h.bytes() <= 4 * Heavy::<()>::MAX_KEY);
    }

    #[test]
    fn a_cache_empties_at_its_byte_budget() {
        let mut c: Cache<Box<[u8]>, u8> = Cache::new(1000, 100_000, |k, _| k.len());
        for i in 0..50u8 {
            c.insert(vec![i; 60_000].into(), i);
            assert!(c.bytes() <= 100_000);
        }
        assert_eq!(c.len(), 1);
        // An entry over the whole budget is not kept at all.
        c.insert(vec![0; 200_000].into(), 0);
        assert!(c.get(&[0u8; 200_000][..]).is_none());
    }
}
