//! A compact Aho–Corasick automaton: which of many keys occur in a path.
//!
//! Small on purpose (the engine ships in a WebAssembly page): a trie with
//! sorted edges, failure links and dictionary links, built once per parse.
//! A search is one pass over the haystack, O(|haystack| + matches), with no
//! allocation.

const NONE: u32 = u32::MAX;
const ROOT: u32 = 0;

#[derive(Clone, Debug)]
struct Node {
    /// Range into `edges`, sorted by byte.
    edges: (u32, u32),
    fail: u32,
    /// The key ending at this node, if any.
    key: u32,
    /// The nearest node on the failure chain that ends a key.
    dict: u32,
}

#[derive(Clone, Debug, Default)]
pub(crate) struct Automaton {
    nodes: Vec<Node>,
    edges: Vec<(u8, u32)>,
    /// Direct transitions out of the root, the hottest state.
    root: Vec<u32>,
}

impl Automaton {
    /// Builds the automaton over distinct, non-empty `keys` in ascending
    /// byte order (so every node's children are created in byte order and
    /// need no sorting); key `i` is reported as `i`.
    pub fn new(keys: &[&[u8]]) -> Automaton {
        debug_assert!(
            keys.windows(2).all(|w| w[0] < w[1]),
            "keys sorted and distinct"
        );
        // Trie with unsorted child lists first.
        let mut children: Vec<Vec<(u8, u32)>> = vec![Vec::new()];
        let mut key_at: Vec<u32> = vec![NONE];
        for (id, key) in keys.iter().enumerate() {
            let mut node = ROOT;
            for &b in key.iter() {
                node = match children[node as usize].iter().find(|e| e.0 == b) {
                    Some(&(_, next)) => next,
                    None => {
                        let next = children.len() as u32;
                        children.push(Vec::new());
                        key_at.push(NONE);
                        children[node as usize].push((b, next));
                        next
                    }
                };
            }
            key_at[node as usize] = id as u32;
        }
        let mut a = Automaton::default();
        for (i, kids) in children.into_iter().enumerate() {
            let start = a.edges.len() as u32;
            a.edges.extend(kids);
            a.nodes.push(Node {
                edges: (start, a.edges.len() as u32),
                fail: ROOT,
                key: key_at[i],
                dict: NONE,
            });
        }
        let mut root = vec![ROOT; 256];
        for &(b, next) in a.children(ROOT) {
            root[b as usize] = next;
        }
        a.root = root;
        // Failure and dictionary links, breadth first.
        let mut queue = std::collections::VecDeque::new();
        queue.extend(a.children(ROOT).iter().map(|e| e.1));
        while let Some(u) = queue.pop_front() {
            let kids: Vec<(u8, u32)> = a.children(u).to_vec();
            for (b, v) in kids {
                let mut f = a.nodes[u as usize].fail;
                let fail = loop {
                    if let Some(next) = a.step(f, b) {
                        break next;
                    }
                    if f == ROOT {
                        break ROOT;
                    }
                    f = a.nodes[f as usize].fail;
                };
                let fail = if fail == v { ROOT } else { fail };
                let dict = if a.nodes[fail as usize].key != NONE {
                    fail
                } else {
                    a.nodes[fail as usize].dict
                };
                a.nodes[v as usize].fail = fail;
                a.nodes[v as usize].dict = dict;
                queue.push_back(v);
            }
        }
        a
    }

    fn children(&self, node: u32) -> &[(u8, u32)] {
        let (lo, hi) = self.nodes[node as usize].edges;
        &self.edges[lo as usize..hi as usize]
    }

    #[inline]
    fn step(&self, node: u32, byte: u8) -> Option<u32> {
        if node == ROOT {
            let next = self.root.get(byte as usize).copied().unwrap_or(ROOT);
            return (next != ROOT).then_some(next);
        }
        let kids = self.children(node);
        kids.binary_search_by_key(&byte, |e| e.0)
            .ok()
            .map(|i| kids[i].1)
    }

    /// Calls `f(key)` for every occurrence of every key in `haystack`
    /// (overlapping occurrences included).
    #[inline]
    pub fn for_each_match(&self, haystack: &[u8], mut f: impl FnMut(u32)) {
        if self.nodes.is_empty() {
            return;
        }
        let mut state = ROOT;
        for &b in haystack {
            state = loop {
                if let Some(next) = self.step(state, b) {
                    break next;
                }
                if state == ROOT {
                    break ROOT;
                }
                state = self.nodes[state as usize].fail;
            };
            let node = &self.nodes[state as usize];
            if node.key != NONE {
                f(node.key);
            }
            let mut d = node.dict;
            while d != NONE {
                let n = &self.nodes[d as usize];
                f(n.key);
                d = n.dict;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn naive(keys: &[&[u8]], hay: &[u8]) -> Vec<u32> {
        let mut out = Vec::new();
        for end in 1..=hay.len() {
            for (i, k) in keys.iter().enumerate() {
                if hay[..end].ends_with(k) {
                    out.push(i as u32);
                }
            }
        }
        out
    }

    #[test]
    fn finds_every_occurrence_like_a_naive_search() {
        let mut keys: Vec<&[u8]> = vec![b"he", b"she", b"his", b"hers", b"a", b"aa", b"aab", b"b"];
        keys.sort();
        for hay in [
            &b"ushers"[..],
            b"ahishers",
            b"aaab",
            b"",
            b"zzz",
            b"shehis",
            b"baab",
        ] {
            let mut got = Vec::new();
            Automaton::new(&keys).for_each_match(hay, |k| got.push(k));
            let mut want = naive(&keys, hay);
            got.sort();
            want.sort();
            assert_eq!(got, want, "{}", String::from_utf8_lossy(hay));
        }
    }

    #[test]
    fn exhaustive_small_alphabet() {
        // Every key of length 1..=3 over {a, b}, every haystack of length <= 6.
        let mut keys: Vec<Vec<u8>> = Vec::new();
        for len in 1..=3 {
            for bits in 0..(1 << len) {
                keys.push(
                    (0..len)
                        .map(|i| if bits >> i & 1 == 1 { b'b' } else { b'a' })
                        .collect(),
                );
            }
        }
        for take in [3, 7, keys.len()] {
            let mut ks: Vec<&[u8]> = keys[..take].iter().map(|k| k.as_slice()).collect();
            ks.sort();
            let a = Automaton::new(&ks);
            for len in 0..=6 {
                for bits in 0..(1 << len) {
                    let hay: Vec<u8> = (0..len)
                        .map(|i| if bits >> i & 1 == 1 { b'b' } else { b'a' })
                        .collect();
                    let mut got = Vec::new();
                    a.for_each_match(&hay, |k| got.push(k));
                    let mut want = naive(&ks, &hay);
                    got.sort();
                    want.sort();
                    assert_eq!(got, want);
                }
            }
        }
    }
}
