//! Candidate index over all rules, built once per parse.
//!
//! Every path a pattern matches starts with the pattern's literal prefix (the
//! bytes before its first `*`) and contains each of its later literal
//! segments. So:
//!
//! * patterns with a useful literal prefix go into a **radix tree**; walking
//!   it along the path visits exactly the rules whose prefix the path starts
//!   with;
//! * patterns that start with `/*` or `*` (no useful prefix) are keyed by
//!   their longest later segment in an **Aho–Corasick automaton**; one pass
//!   over the path finds the keys it contains.
//!
//! A check therefore costs O(|path| + candidates) instead of O(rules), which
//! is what makes a 20,000-rule file as cheap to query as a 20-rule one.
//! Candidates are still matched in full; the index only skips rules that
//! cannot match.

use crate::ac::Automaton;
use crate::pattern::Pattern;
use crate::rule::{Rule, RuleKind};

/// One pattern to try: a rule, or the index.html rewrite of an Allow.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Entry {
    pub rule: u32,
    pub group: u32,
    pub line: u32,
    pub priority: u32,
    pub allow: bool,
    /// The index.html rewrite of the rule's pattern.
    pub rewrite: bool,
}

impl Entry {
    /// Ordering key: higher priority first; on equal priority an allow beats
    /// a disallow; among equals the earliest line. The entry with the
    /// greatest key among the matching ones is exactly the line Google's
    /// `matching_line()` reports.
    #[inline]
    pub fn rank(&self) -> (u32, bool, std::cmp::Reverse<u32>) {
        (self.priority, self.allow, std::cmp::Reverse(self.line))
    }

    /// Gives `push` the entries of rule `id`: the rule, then the index.html
    /// rewrite of an Allow, if any.
    pub fn of_rule(id: u32, rule: &Rule, mut push: impl FnMut(Entry)) {
        let entry = Entry {
            rule: id,
            group: rule.group,
            line: rule.line,
            priority: rule.pattern.priority(),
            allow: rule.kind == RuleKind::Allow,
            rewrite: false,
        };
        push(entry);
        if let Some(rewrite) = &rule.index_rewrite {
            // The rewrite is shorter than the Allow it comes from, so when
            // both match the original outranks it, as in Google's library
            // (which tries the rewrite only when the original fails).
            push(Entry {
                priority: rewrite.priority(),
                rewrite: true,
                ..entry
            });
        }
    }

    #[inline]
    pub fn pattern<'r>(&self, rules: &'r [Rule]) -> &'r Pattern {
        let rule = &rules[self.rule as usize];
        match (&rule.index_rewrite, self.rewrite) {
            (Some(p), true) => p,
            _ => &rule.pattern,
        }
    }
}

/// Sorts (bytes, id) pairs by their bytes. Most keys differ in their first
/// eight bytes, so those are compared as one integer first. (One sort for
/// both indexes: each sort instantiation costs kilobytes of wasm.)
fn sort_by_bytes(pairs: &mut Vec<(&[u8], u32)>) {
    let head = |s: &[u8]| {
        let mut b = [0u8; 8];
        let n = s.len().min(8);
        b[..n].copy_from_slice(&s[..n]);
        u64::from_be_bytes(b)
    };
    let mut keyed: Vec<(u64, &[u8], u32)> = pairs.iter().map(|&(p, id)| (head(p), p, id)).collect();
    // In the browser, the small heapsort (every kilobyte of wasm counts);
    // natively, the standard library's faster pattern-defeating quicksort.
    #[cfg(target_arch = "wasm32")]
    crate::heapsort(&mut keyed, |a, b| (a.0, a.1) < (b.0, b.1));
    #[cfg(not(target_arch = "wasm32"))]
    keyed.sort_unstable_by(|a, b| (a.0, a.1).cmp(&(b.0, b.1)));
    pairs.clear();
    pairs.extend(keyed.into_iter().map(|(_, p, id)| (p, id)));
}

#[derive(Clone, Debug)]
struct Node {
    /// Range into `labels`: the bytes on the edge into this node.
    label: (u32, u32),
    /// Range into `children`.
    children: (u32, u32),
    /// Range into `order`: entries whose literal prefix ends here.
    entries: (u32, u32),
}

/// Below this many floating patterns, they simply sit at the radix root.
const FLOATING_MIN: usize = 16;

#[derive(Clone, Debug, Default)]
pub(crate) struct RuleIndex {
    entries: Vec<Entry>,
    /// Radix-indexed entry ids, sorted by literal prefix.
    order: Vec<u32>,
    nodes: Vec<Node>,
    /// (first byte of the child's label, child node), sorted by byte.
    children: Vec<(u8, u32)>,
    labels: Vec<u8>,
    /// Floating entries: the automaton's pattern `k` is the key of the
    /// entries `floating[floating_ranges[k]]`.
    automaton: Option<Automaton>,
    floating: Vec<u32>,
    floating_ranges: Vec<(u32, u32)>,
}

impl RuleIndex {
    pub fn build(rules: &[Rule]) -> RuleIndex {
        let mut entries = Vec::with_capacity(rules.len());
        for (i, rule) in rules.iter().enumerate() {
            Entry::of_rule(i as u32, rule, |e| entries.push(e));
        }
        // Split: floating (keyed by a later segment) or radix (by prefix).
        let mut radix: Vec<(&[u8], u32)> = Vec::with_capacity(entries.len());
        let mut floating: Vec<(&[u8], u32)> = Vec::new();
        for (id, e) in entries.iter().enumerate() {
            let pattern = e.pattern(rules);
            let prefix = pattern.literal_prefix();
            let key = if prefix.len() < 2 {
                pattern.floating_segments().max_by_key(|s| s.len())
            } else {
                None
            };
            match key {
                Some(k) if !k.is_empty() => floating.push((k, id as u32)),
                _ => radix.push((prefix, id as u32)),
            }
        }
        if floating.len() < FLOATING_MIN {
            radix.extend(
                floating
                    .drain(..)
                    .map(|(_, id)| (entries[id as usize].pattern(rules).literal_prefix(), id)),
            );
        }
        sort_by_bytes(&mut radix);
        let mut index = RuleIndex {
            order: radix.iter().map(|&(_, id)| id).collect(),
            entries,
            nodes: vec![Node {
                label: (0, 0),
                children: (0, 0),
                entries: (0, 0),
            }],
            ..RuleIndex::default()
        };
        index.build_radix(&radix);
        index.build_floating(floating);
        index
    }

    /// Builds the radix tree over the sorted prefixes with an explicit stack
    /// (no recursion: a hostile file can nest prefixes thousands of levels
    /// deep). A work item is a node and its range `sorted[lo..hi]`, whose
    /// prefixes share their first `depth` bytes.
    fn build_radix(&mut self, sorted: &[(&[u8], u32)]) {
        let mut stack = vec![(0u32, 0usize, sorted.len(), 0usize)];
        while let Some((id, lo, hi, depth)) = stack.pop() {
            let mut i = lo;
            while i < hi && sorted[i].0.len() == depth {
                i += 1;
            }
            self.nodes[id as usize].entries = (lo as u32, i as u32);
            let kids_start = self.children.len() as u32;
            while i < hi {
                let byte = sorted[i].0[depth];
                let mut j = i + 1;
                while j < hi && sorted[j].0[depth] == byte {
                    j += 1;
                }
                // Sorted, so the common prefix of the first and last is
                // common to all of them.
                let (first, last) = (sorted[i].0, sorted[j - 1].0);
                let lcp = depth
                    + first[depth..]
                        .iter()
                        .zip(&last[depth..])
                        .take_while(|(a, b)| a == b)
                        .count();
                let start = self.labels.len() as u32;
                self.labels.extend_from_slice(&first[depth..lcp]);
                let child = self.nodes.len() as u32;
                self.nodes.push(Node {
                    label: (start, self.labels.len() as u32),
                    children: (0, 0),
                    entries: (0, 0),
                });
                self.children.push((byte, child));
                stack.push((child, i, j, lcp));
                i = j;
            }
            self.nodes[id as usize].children = (kids_start, self.children.len() as u32);
        }
    }

    fn build_floating(&mut self, mut floating: Vec<(&[u8], u32)>) {
        if floating.is_empty() {
            return;
        }
        sort_by_bytes(&mut floating);
        let mut keys: Vec<&[u8]> = Vec::new();
        for (i, &(key, id)) in floating.iter().enumerate() {
            if keys.last() != Some(&key) {
                keys.push(key);
                self.floating_ranges.push((i as u32, i as u32));
            }
            self.floating.push(id);
            self.floating_ranges.last_mut().expect("pushed above").1 += 1;
        }
        self.automaton = Some(Automaton::new(&keys));
    }

    /// Calls `f` with every entry that can match `path` (and possibly some
    /// that cannot; never misses one).
    #[inline]
    pub fn for_each_candidate(&self, path: &[u8], mut f: impl FnMut(&Entry)) {
        let mut node = &self.nodes[0];
        let mut depth = 0;
        loop {
            for &e in &self.order[node.entries.0 as usize..node.entries.1 as usize] {
                f(&self.entries[e as usize]);
            }
            let Some(&byte) = path.get(depth) else {
                break;
            };
            let kids = &self.children[node.children.0 as usize..node.children.1 as usize];
            let Ok(k) = kids.binary_search_by_key(&byte, |&(b, _)| b) else {
                break;
            };
            let child = &self.nodes[kids[k].1 as usize];
            let label = &self.labels[child.label.0 as usize..child.label.1 as usize];
            if !path[depth..].starts_with(label) {
                break;
            }
            depth += label.len();
            node = child;
        }
        if let Some(ac) = &self.automaton {
            ac.for_each_match(path, |key| {
                let (lo, hi) = self.floating_ranges[key as usize];
                for &e in &self.floating[lo as usize..hi as usize] {
                    f(&self.entries[e as usize]);
                }
            });
        }
    }
}
