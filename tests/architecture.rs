//! The shape of the code, read from its imports.
//!
//! For every `.rs` file under a crate's `src/`, this reads the paths that
//! name a module of the same crate (`use crate::…`, `crate::…` in code,
//! `super::…`, `self::…`, and paths that start with a child module) and
//! builds the module graph: a file is a module, a `mod.rs` is its folder's
//! module, and an inline `mod name { … }` belongs to its file. Items under
//! `#[cfg(test)]` are left out: tests may reach anywhere.
//!
//! The crate root (`lib.rs`, `main.rs`) declares the modules and composes
//! them; a path that ends at one of its own items (`crate::Failure`) is not
//! an edge for the cycle check (csv-core's way: the types two modules share
//! live in the root, so siblings need not import each other).
//!
//! Checks: no import cycle in the engine, the CLI or the app.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A module's path inside its crate: `""` for the root, `"bulk::export"`.
type Module = String;

/// The module graph of one crate: each module, and for each import edge the
/// paths (as written, resolved) that make it.
#[derive(Debug, Default)]
struct Graph {
    modules: BTreeSet<Module>,
    edges: BTreeMap<Module, BTreeMap<Module, BTreeSet<String>>>,
}

// ---------------------------------------------------------------- reading --

/// The module a file stands for, from its path relative to `src/`.
fn module_of(relative: &str) -> Module {
    let trimmed = relative.trim_end_matches(".rs");
    let mut parts: Vec<&str> = trimmed.split('/').collect();
    match parts.last() {
        Some(&"mod") => {
            parts.pop();
        }
        Some(&"lib") | Some(&"main") if parts.len() == 1 => parts.clear(),
        _ => {}
    }
    parts.join("::")
}

/// The source with comments removed and string and char literals emptied,
/// so that neither a `crate::` in a doc comment nor a brace in a string
/// counts. Line breaks are kept.
fn strip(src: &str) -> String {
    let b = src.as_bytes();
    let mut out = String::with_capacity(src.len());
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c == b'/' && b.get(i + 1) == Some(&b'/') {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if c == b'/' && b.get(i + 1) == Some(&b'*') {
            let mut depth = 0;
            while i < b.len() {
                if b[i] == b'/' && b.get(i + 1) == Some(&b'*') {
                    depth += 1;
                    i += 2;
                } else if b[i] == b'*' && b.get(i + 1) == Some(&b'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    if b[i] == b'\n' {
                        out.push('\n');
                    }
                    i += 1;
                }
            }
        } else if c == b'r'
            && (b.get(i + 1) == Some(&b'#') || b.get(i + 1) == Some(&b'"'))
            && (i == 0 || !is_ident(b[i - 1]))
        {
            // A raw string: r"…", r#"…"#, …
            let mut j = i + 1;
            let mut hashes = 0;
            while b.get(j) == Some(&b'#') {
                hashes += 1;
                j += 1;
            }
            if b.get(j) != Some(&b'"') {
                out.push('r');
                i += 1;
                continue;
            }
            j += 1;
            loop {
                if j >= b.len() {
                    break;
                }
                if b[j] == b'"'
                    && b[j + 1..]
                        .iter()
                        .take(hashes)
                        .filter(|&&h| h == b'#')
                        .count()
                        == hashes
                {
                    j += 1 + hashes;
                    break;
                }
                if b[j] == b'\n' {
                    out.push('\n');
                }
                j += 1;
            }
            out.push_str("\"\"");
            i = j;
        } else if c == b'"' {
            i += 1;
            while i < b.len() && b[i] != b'"' {
                if b[i] == b'\\' {
                    i += 1;
                }
                if i < b.len() && b[i] == b'\n' {
                    out.push('\n');
                }
                i += 1;
            }
            i += 1;
            out.push_str("\"\"");
        } else if c == b'\'' {
            // A char literal ('x', '\n', '\u{1F600}') or a lifetime ('a).
            let rest = &b[i + 1..];
            let len = if rest.first() == Some(&b'\\') {
                rest.iter().skip(1).position(|&x| x == b'\'').map(|p| p + 2)
            } else {
                let ch = src[i + 1..].chars().next().map_or(1, char::len_utf8);
                (rest.get(ch) == Some(&b'\'')).then_some(ch)
            };
            match len {
                Some(n) => {
                    out.push_str("' '");
                    i += n + 2;
                }
                None => {
                    out.push('\'');
                    i += 1;
                }
            }
        } else {
            let ch = src[i..].chars().next().expect("in bounds");
            out.push(ch);
            i += ch.len_utf8();
        }
    }
    out
}

fn is_ident(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Ident(String),
    Path, // ::
    Punct(char),
}

fn tokens(stripped: &str) -> Vec<Tok> {
    let b = stripped.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if is_ident(c) {
            let start = i;
            while i < b.len() && is_ident(b[i]) {
                i += 1;
            }
            out.push(Tok::Ident(stripped[start..i].to_string()));
        } else if c == b':' && b.get(i + 1) == Some(&b':') {
            out.push(Tok::Path);
            i += 2;
        } else if c.is_ascii_whitespace() {
            i += 1;
        } else {
            let ch = stripped[i..].chars().next().expect("in bounds");
            out.push(Tok::Punct(ch));
            i += ch.len_utf8();
        }
    }
    out
}

/// Removes every item marked `#[cfg(test)]`: from the attribute to the end
/// of the item's braces, or its `;`.
fn without_tests(toks: Vec<Tok>) -> Vec<Tok> {
    let attr: Vec<Tok> = tokens("#[cfg(test)]");
    let mut out = Vec::with_capacity(toks.len());
    let mut i = 0;
    while i < toks.len() {
        if toks[i..].starts_with(&attr) {
            i += attr.len();
            let mut depth = 0usize;
            while i < toks.len() {
                match toks[i] {
                    Tok::Punct('{') => depth += 1,
                    Tok::Punct('}') => {
                        depth -= 1;
                        if depth == 0 {
                            i += 1;
                            break;
                        }
                    }
                    Tok::Punct(';') if depth == 0 => {
                        i += 1;
                        break;
                    }
                    _ => {}
                }
                i += 1;
            }
        } else {
            out.push(toks[i].clone());
            i += 1;
        }
    }
    out
}

/// The full paths of a `use` tree starting at `toks[i]` (just after `use`),
/// with the index after its `;`. `use a::{b, c::d as e}` gives
/// `["a::b", "a::c::d"]` (with the alias kept: `("a::c::d", "e")`).
fn use_paths(toks: &[Tok], mut i: usize) -> (Vec<(Vec<String>, String)>, usize) {
    fn tree(toks: &[Tok], i: &mut usize, prefix: &[String], out: &mut Vec<(Vec<String>, String)>) {
        let mut path = prefix.to_vec();
        if toks.get(*i) == Some(&Tok::Path) {
            *i += 1;
        }
        loop {
            match toks.get(*i) {
                Some(Tok::Ident(name)) => {
                    path.push(name.clone());
                    *i += 1;
                    if toks.get(*i) == Some(&Tok::Path) {
                        *i += 1;
                        continue;
                    }
                    let mut alias = name.clone();
                    if toks.get(*i) == Some(&Tok::Ident("as".into())) {
                        if let Some(Tok::Ident(a)) = toks.get(*i + 1) {
                            alias = a.clone();
                        }
                        *i += 2;
                    }
                    if alias == "self" {
                        alias = path
                            .get(path.len().wrapping_sub(2))
                            .cloned()
                            .unwrap_or_default();
                        path.pop();
                    }
                    out.push((path, alias));
                    return;
                }
                Some(Tok::Punct('{')) => {
                    *i += 1;
                    while !matches!(toks.get(*i), Some(Tok::Punct('}')) | None) {
                        tree(toks, i, &path, out);
                        if toks.get(*i) == Some(&Tok::Punct(',')) {
                            *i += 1;
                        }
                    }
                    *i += 1;
                    return;
                }
                Some(Tok::Punct('*')) => {
                    *i += 1;
                    out.push((path, "*".into()));
                    return;
                }
                _ => return,
            }
        }
    }
    let mut out = Vec::new();
    tree(toks, &mut i, &[], &mut out);
    while i < toks.len() && toks[i] != Tok::Punct(';') {
        i += 1;
    }
    (out, i + 1)
}

/// One file of a crate, read: the module it is, the child modules it
/// declares, and the paths it names, each with the inline module it stands
/// in (for `super::`).
struct File {
    module: Module,
    /// (the inline module the path stands in, the path as written)
    paths: Vec<(Module, Vec<String>)>,
    /// (the inline module, the name, the path it stands for)
    aliases: Vec<(Module, String, Vec<String>)>,
    children: Vec<Module>,
}

fn join(module: &str, name: &str) -> Module {
    if module.is_empty() {
        name.to_string()
    } else {
        format!("{module}::{name}")
    }
}

fn read_file(relative: &str, src: &str) -> File {
    let module = module_of(relative);
    let toks = without_tests(tokens(&strip(src)));
    let mut file = File {
        module: module.clone(),
        paths: Vec::new(),
        aliases: Vec::new(),
        children: Vec::new(),
    };
    // The inline modules open at this point: (module, brace depth at which it closes).
    let mut inline: Vec<(Module, usize)> = Vec::new();
    let mut depth = 0usize;
    let mut i = 0;
    while i < toks.len() {
        let here = inline.last().map_or(module.clone(), |m| m.0.clone());
        match &toks[i] {
            Tok::Punct('{') => depth += 1,
            Tok::Punct('}') => {
                depth = depth.saturating_sub(1);
                if inline.last().is_some_and(|m| m.1 == depth) {
                    inline.pop();
                }
            }
            Tok::Ident(kw) if kw == "mod" => {
                if let Some(Tok::Ident(name)) = toks.get(i + 1) {
                    match toks.get(i + 2) {
                        Some(Tok::Punct(';')) => file.children.push(join(&here, name)),
                        Some(Tok::Punct('{')) => {
                            inline.push((join(&here, name), depth));
                            file.children.push(join(&here, name));
                            depth += 1;
                            i += 3;
                            continue;
                        }
                        _ => {}
                    }
                }
            }
            Tok::Ident(kw) if kw == "use" => {
                let (paths, next) = use_paths(&toks, i + 1);
                for (path, alias) in paths {
                    file.aliases.push((here.clone(), alias, path.clone()));
                    file.paths.push((here.clone(), path));
                }
                i = next;
                continue;
            }
            Tok::Ident(first) if toks.get(i + 1) == Some(&Tok::Path) => {
                // A path in code: `crate::a::b(…)`, `super::X`, `child::f`.
                let preceded = i > 0 && toks[i - 1] == Tok::Path;
                if !preceded {
                    let mut path = vec![first.clone()];
                    let mut j = i + 1;
                    while toks.get(j) == Some(&Tok::Path) {
                        match toks.get(j + 1) {
                            Some(Tok::Ident(n)) => path.push(n.clone()),
                            _ => break,
                        }
                        j += 2;
                    }
                    file.paths.push((here.clone(), path));
                    i = j;
                    continue;
                }
            }
            _ => {}
        }
        i += 1;
    }
    file
}

/// The parent of a module (the root's parent is the root).
fn parent(module: &str) -> Module {
    module
        .rsplit_once("::")
        .map_or(String::new(), |p| p.0.to_string())
}

/// Builds a crate's module graph from its files: (path relative to `src/`,
/// source text).
fn graph(files: &[(String, String)]) -> Graph {
    let read: Vec<File> = files.iter().map(|(p, s)| read_file(p, s)).collect();
    let mut g = Graph::default();
    // Every module, and which file each (inline or not) belongs to.
    let mut owner: BTreeMap<Module, Module> = BTreeMap::new();
    for f in &read {
        g.modules.insert(f.module.clone());
        owner.insert(f.module.clone(), f.module.clone());
    }
    for f in &read {
        for c in &f.children {
            // An inline module belongs to its file; a `mod x;` has a file of its own.
            owner.entry(c.clone()).or_insert_with(|| f.module.clone());
        }
    }
    for f in &read {
        for (here, path) in &f.paths {
            if let Some((target, written)) = resolve(&owner, f, here, path, true) {
                // An edge into the root's own items is not followed (see above).
                if target != f.module && !target.is_empty() {
                    g.edges
                        .entry(f.module.clone())
                        .or_default()
                        .entry(target)
                        .or_default()
                        .insert(written);
                }
            }
        }
    }
    g
}

/// The file-module that `path`, written in (inline) module `here` of file
/// `f`, names, with the path as resolved; `None` for another crate's path.
/// `owner` maps every module, inline ones too, to its file's module.
fn resolve(
    owner: &BTreeMap<Module, Module>,
    f: &File,
    here: &str,
    path: &[String],
    follow_alias: bool,
) -> Option<(Module, String)> {
    let mut base: Module;
    let mut rest: &[String] = path;
    match path.first().map(String::as_str) {
        Some("crate") => {
            base = String::new();
            rest = &path[1..];
        }
        Some("super") | Some("self") => {
            base = here.to_string();
            while let Some(seg) = rest.first() {
                match seg.as_str() {
                    "super" => base = parent(&base),
                    "self" => {}
                    _ => break,
                }
                rest = &rest[1..];
            }
        }
        Some(first) if owner.contains_key(&join(here, first)) => base = here.to_string(),
        Some(first) if follow_alias => {
            // A name brought in by `use a::first` or `use a::b as first`.
            let (_, _, target) = f
                .aliases
                .iter()
                .find(|(m, alias, _)| m == here && alias == first)?;
            let mut whole = target.clone();
            whole.extend_from_slice(&path[1..]);
            return resolve(owner, f, here, &whole, false);
        }
        _ => return None,
    }
    // The longest prefix that is a module.
    for seg in rest {
        let next = join(&base, seg);
        if owner.contains_key(&next) {
            base = next;
        } else {
            break;
        }
    }
    let file = owner.get(&base).cloned().unwrap_or(base);
    Some((file, path.join("::")))
}

/// Reads every `.rs` file under `dir` (a crate's `src/`), as (path relative
/// to `dir` with `/` separators, text).
fn read_crate(dir: &Path) -> Vec<(String, String)> {
    fn walk(dir: &Path, base: &Path, out: &mut Vec<(String, String)>) {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
            .unwrap_or_else(|e| panic!("reading {}: {e}", dir.display()))
            .map(|e| e.expect("a directory entry").path())
            .collect();
        entries.sort();
        for path in entries {
            if path.is_dir() {
                walk(&path, base, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let relative = path
                    .strip_prefix(base)
                    .expect("under the crate")
                    .components()
                    .map(|c| c.as_os_str().to_string_lossy().into_owned())
                    .collect::<Vec<_>>()
                    .join("/");
                let text = std::fs::read_to_string(&path)
                    .unwrap_or_else(|e| panic!("reading {}: {e}", path.display()));
                out.push((relative, text));
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, dir, &mut out);
    out
}

fn crate_graph(src: &str) -> Graph {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(src);
    let files = read_crate(&dir);
    assert!(
        files.len() > 3,
        "{} holds the crate's sources",
        dir.display()
    );
    // A binary's main.rs (or bin/NAME.rs) beside lib.rs is another crate's
    // root.
    let files: Vec<_> = if files.iter().any(|f| f.0 == "lib.rs") {
        files
            .into_iter()
            .filter(|f| f.0 != "main.rs" && !f.0.starts_with("bin/"))
            .collect()
    } else {
        files
    };
    graph(&files)
}

/// The app's graph with the checking worker's binary (`bin/`), a crate of
/// its own over the library: its `robots_tester::` paths are the
/// library's modules, read here as `crate::` ones, so that the layer rule
/// covers it too.
fn app_graph() -> Graph {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let files: Vec<(String, String)> = read_crate(&dir)
        .into_iter()
        .filter(|f| f.0 != "main.rs")
        .map(|(path, text)| {
            if path.starts_with("bin/") {
                let text = text.replace("robots_tester::", "crate::");
                (path, text)
            } else {
                (path, text)
            }
        })
        .collect();
    graph(&files)
}

// ----------------------------------------------------------------- cycles --

/// The import cycles of a graph: its strongly connected components of more
/// than one module (Tarjan's algorithm), each sorted, in sorted order.
fn cycles(g: &Graph) -> Vec<Vec<Module>> {
    struct Tarjan<'a> {
        g: &'a Graph,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on_stack: BTreeSet<&'a str>,
        out: Vec<Vec<Module>>,
    }
    impl<'a> Tarjan<'a> {
        fn visit(&mut self, v: &'a str) {
            let n = self.index.len();
            self.index.insert(v, n);
            self.low.insert(v, n);
            self.stack.push(v);
            self.on_stack.insert(v);
            let g = self.g;
            for w in g.edges.get(v).into_iter().flat_map(|e| e.keys()) {
                let w = w.as_str();
                if !self.index.contains_key(w) {
                    self.visit(w);
                    let low = self.low[v].min(self.low[w]);
                    self.low.insert(v, low);
                } else if self.on_stack.contains(w) {
                    let low = self.low[v].min(self.index[w]);
                    self.low.insert(v, low);
                }
            }
            if self.low[v] == self.index[v] {
                let mut scc = Vec::new();
                while let Some(w) = self.stack.pop() {
                    self.on_stack.remove(w);
                    scc.push(w.to_string());
                    if w == v {
                        break;
                    }
                }
                if scc.len() > 1 {
                    scc.sort();
                    self.out.push(scc);
                }
            }
        }
    }
    let mut t = Tarjan {
        g,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        out: Vec::new(),
    };
    for m in &g.modules {
        if !t.index.contains_key(m.as_str()) {
            t.visit(m);
        }
    }
    t.out.sort();
    t.out
}

/// A cycle, said with the paths that close it: `a -> b (crate::b::X)`.
fn describe(g: &Graph, cycle: &[Module]) -> String {
    let inside: BTreeSet<&Module> = cycle.iter().collect();
    let mut lines = vec![format!(
        "a cycle of {} modules: {}",
        cycle.len(),
        cycle.join(", ")
    )];
    for from in cycle {
        for (to, paths) in g.edges.get(from).into_iter().flatten() {
            if inside.contains(to) {
                let paths: Vec<&str> = paths.iter().map(String::as_str).collect();
                lines.push(format!("  {from} -> {to}: {}", paths.join(", ")));
            }
        }
    }
    lines.join("\n")
}

fn assert_no_cycles(src: &str) {
    let g = crate_graph(src);
    let found: Vec<String> = cycles(&g).iter().map(|c| describe(&g, c)).collect();
    assert!(
        found.is_empty(),
        "{src} has import cycles:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_engine_has_no_import_cycle() {
    assert_no_cycles("crates/robots/src");
}

#[test]
fn the_cli_has_no_import_cycle() {
    assert_no_cycles("crates/robots-cli/src");
}

// ------------------------------------------ the checker, on small sources --

fn files(list: &[(&str, &str)]) -> Vec<(String, String)> {
    list.iter()
        .map(|(p, s)| (p.to_string(), s.to_string()))
        .collect()
}

fn edges(g: &Graph) -> Vec<String> {
    g.edges
        .iter()
        .flat_map(|(from, to)| {
            let from = if from.is_empty() { "(root)" } else { from };
            to.keys().map(move |t| format!("{from} -> {t}"))
        })
        .collect()
}

#[test]
fn modules_are_named_by_their_files() {
    for (file, module) in [
        ("lib.rs", ""),
        ("model.rs", "model"),
        ("bulk/mod.rs", "bulk"),
        ("bulk/export.rs", "bulk::export"),
    ] {
        assert_eq!(module_of(file), module, "{file}");
    }
}

#[test]
fn every_kind_of_path_is_an_edge() {
    let g = graph(&files(&[
        ("lib.rs", "pub mod a; mod b; mod c; mod d; mod e;"),
        ("a.rs", "use crate::b::X;"),
        (
            "b/mod.rs",
            "mod inner; fn f() { inner::g(); crate::c::h(); }",
        ),
        ("b/inner.rs", "use super::super::d::{self, Y as Z};"),
        (
            "c.rs",
            "use crate::{d::Q, e::{self as ee}}; fn f() { ee::f(); }",
        ),
        ("d.rs", "use std::fmt; fn f() { fmt::x(); }"),
        ("e.rs", "use crate::d; fn f() { d::g(); }"),
    ]));
    assert_eq!(
        edges(&g),
        [
            "a -> b",
            "b -> b::inner",
            "b -> c",
            "b::inner -> d",
            "c -> d",
            "c -> e",
            "e -> d",
        ]
    );
}

#[test]
fn comments_strings_and_tests_are_not_edges() {
    let g = graph(&files(&[
        ("lib.rs", "mod a; mod b;"),
        (
            "a.rs",
            r##"
            //! See [`crate::b::X`].
            /* crate::b::Y /* nested */ crate::b::Z */
            const S: &str = "crate::b::W";
            const R: &str = r#"crate::b::V "quoted" "#;
            const C: char = '"';
            fn f<'a>(x: &'a str) -> &'a str { x }
            #[cfg(test)]
            mod tests { use crate::b::T; fn g() { crate::b::u(); } }
            #[cfg(test)]
            use crate::b::U;
            "##,
        ),
        ("b.rs", "pub struct X;"),
    ]));
    assert_eq!(edges(&g), Vec::<String>::new());
}

#[test]
fn an_inline_module_belongs_to_its_file() {
    let g = graph(&files(&[
        ("lib.rs", "mod a; mod b;"),
        (
            "a.rs",
            "mod js { use super::super::b::X; } fn f() { js::g(); }",
        ),
        ("b.rs", "pub struct X;"),
    ]));
    assert_eq!(edges(&g), ["a -> b"]);
}

#[test]
fn items_of_the_root_are_not_edges() {
    let g = graph(&files(&[
        ("lib.rs", "mod a; mod b; pub use a::A; pub struct Shared;"),
        ("a.rs", "use crate::Shared; pub struct A;"),
        ("b.rs", "use crate::Shared;"),
    ]));
    // The root's own `pub use` is an edge; the items it defines are not.
    assert_eq!(edges(&g), ["(root) -> a"]);
    assert!(cycles(&g).is_empty());
}

#[test]
fn a_cycle_is_found_and_named() {
    let g = graph(&files(&[
        ("lib.rs", "mod a; mod b; mod c; mod d;"),
        ("a.rs", "use crate::b::B;"),
        ("b.rs", "use crate::c::C;"),
        ("c.rs", "fn f() { crate::a::g(); }"),
        ("d.rs", "use crate::a::A;"),
    ]));
    let found = cycles(&g);
    assert_eq!(found, [["a", "b", "c"]]);
    let said = describe(&g, &found[0]);
    assert!(said.contains("a cycle of 3 modules: a, b, c"), "{said}");
    assert!(said.contains("c -> a: crate::a::g"), "{said}");
    assert!(!said.contains("d ->"), "{said}");
}

#[test]
fn a_parent_and_child_importing_each_other_are_a_cycle() {
    let g = graph(&files(&[
        ("lib.rs", "mod bulk;"),
        ("bulk/mod.rs", "mod export; use export::write;"),
        ("bulk/export.rs", "use super::Row;"),
    ]));
    assert_eq!(cycles(&g), [["bulk", "bulk::export"]]);
}

#[test]
fn a_chain_is_not_a_cycle() {
    let g = graph(&files(&[
        ("lib.rs", "mod a; mod b; mod c;"),
        ("a.rs", "use crate::b::B; use crate::c::C;"),
        ("b.rs", "use crate::c::C;"),
        ("c.rs", ""),
    ]));
    assert!(cycles(&g).is_empty());
}

// ------------------------------------------------------- the app's layers --

/// Where a module of the app (`src/`) sits. From the top: the crate root
/// composes; features render and call commands; `widgets` are what several
/// features show, told by props and callbacks; `state` holds the signals;
/// `model` is pure; `i18n` (the messages) is pure and used by all of them.
/// `platform` is the browser edge, used by the root, features and state; it
/// may use the pure layers below it (model, i18n), nothing of theirs.
/// `worker` is what only the checking worker runs (its binary uses it): it
/// uses model, i18n and wire, and nothing of the page imports it. `wire` is
/// the seam between the page and the worker: the typed requests and replies
/// and their codecs (`wire::protocol`), and the parts the worker's renderer
/// writes (`wire::part`). Both sides use it; it may read the model's data
/// types and nothing above them (no state, platform, feature or worker);
/// the model never imports it (it holds data and rules, not their encoding
/// or markup). `bin` is the checking worker's entry point
/// (`bin/robots-worker.rs`): the worker's browser edge, which moves the
/// messages in and out, streams the Traffic view's logs, fetches the
/// deployed address lists and compresses Share's state with the browser's
/// zlib; it may use worker, wire, platform (the browser's streams and
/// zlib), model and i18n, and nothing imports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Layer {
    Root,
    Feature,
    Widget,
    State,
    Platform,
    Model,
    I18n,
    Worker,
    Wire,
    Bin,
}

/// The feature folders: each is what a person sees on the page.
const FEATURES: [&str; 7] = [
    "editor",
    "inputs",
    "results",
    "compare",
    "expectations",
    "share",
    "shell",
];

fn layer(module: &str) -> Option<Layer> {
    let top = module.split("::").next().unwrap_or("");
    Some(match top {
        "" => Layer::Root,
        "widgets" => Layer::Widget,
        "state" => Layer::State,
        "platform" => Layer::Platform,
        "model" => Layer::Model,
        "i18n" => Layer::I18n,
        "worker" => Layer::Worker,
        "wire" => Layer::Wire,
        "bin" => Layer::Bin,
        f if FEATURES.contains(&f) => Layer::Feature,
        _ => return None,
    })
}

/// Whether a module in layer `from` may import one in layer `to`.
fn allowed(from: &str, to: &str) -> Result<(), String> {
    let (Some(a), Some(b)) = (layer(from), layer(to)) else {
        let stray = if layer(from).is_none() { from } else { to };
        return Err(format!(
            "`{stray}` is in no layer: put it in model/, state/, platform/, i18n/, widgets/, worker/, wire/ or a feature folder ({})",
            FEATURES.join(", ")
        ));
    };
    use Layer::*;
    let ok = match (a, b) {
        (_, Root) => false,
        (Root, _) => true,
        (Feature, Feature) => from.split("::").next() == to.split("::").next(),
        (Feature, Widget | State | Platform | Model | I18n) => true,
        (Widget, Widget | Platform | Model | I18n) => true,
        (State, State | Platform | Model | I18n) => true,
        (Platform, Platform | Model | I18n) => true,
        (Model, Model | I18n) => true,
        (Worker, Worker | Model | I18n | Wire) => true,
        (Bin, Worker | Wire | Platform | Model | I18n) => true,
        (Feature | Widget | State | Platform, Wire) => true,
        (Wire, Wire | Model) => true,
        (I18n, I18n) => true,
        _ => false,
    };
    if ok {
        Ok(())
    } else if a == Feature && b == Feature {
        Err("a feature never imports another feature: lib.rs composes them, and what both need belongs in state or model".into())
    } else if b == Worker {
        Err("only the checking worker runs worker/: what the page shares with it belongs in wire (the protocol: wire::protocol) or model (the data)".into())
    } else if b == Wire {
        Err(format!("{a:?} may not import Wire: the model holds data and rules, and the seam's encoding reads them, never the reverse"))
    } else {
        Err(format!("{a:?} may not import {b:?}"))
    }
}

/// Every edge of the app's graph against the rule.
fn layer_violations(g: &Graph) -> Vec<String> {
    let mut out = Vec::new();
    for (from, targets) in &g.edges {
        for (to, paths) in targets {
            if let Err(why) = allowed(from, to) {
                let paths: Vec<&str> = paths.iter().map(String::as_str).collect();
                let from = if from.is_empty() { "lib.rs" } else { from };
                out.push(format!("{from} -> {to} ({}): {why}", paths.join(", ")));
            }
        }
    }
    out
}

#[test]
fn the_app_has_no_import_cycle() {
    assert_no_cycles("src");
}

#[test]
fn the_app_keeps_its_layers() {
    let g = app_graph();
    // The worker's binary is read, and its imports are edges.
    let bin = &g.edges["bin::robots-worker"];
    for layer in ["worker", "wire::protocol", "platform::stream"] {
        assert!(bin.contains_key(layer), "{bin:?}");
    }
    let found = layer_violations(&g);
    assert!(
        found.is_empty(),
        "imports against the rule (features -> widgets, state -> model -> engine; platform under state, widgets and features; i18n under model; wire over model, under state and worker; features never import each other):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_layer_rule_can_fail() {
    let g = graph(&files(&[
        (
            "lib.rs",
            "mod model; mod state; mod platform; mod i18n; mod results; mod compare; mod misc; mod worker; mod wire;",
        ),
        (
            "worker/mod.rs",
            "use crate::wire::protocol::Request; use crate::state::AppState;",
        ),
        ("model/mod.rs", "mod explain; use crate::state::Signals;"),
        (
            "model/results.rs",
            "use crate::wire::protocol::Reply; use super::explain::Row;",
        ),
        (
            "wire/protocol.rs",
            "use crate::model::results::Results; use crate::state::checking::Scheduler; use crate::worker::Session;",
        ),
        ("state/checking.rs", "use crate::wire::protocol::Request;"),
        ("model/explain.rs", "use crate::i18n::tr; use super::Row;"),
        (
            "state/mod.rs",
            "use crate::model::Row; use crate::platform::storage;",
        ),
        ("platform/mod.rs", "use crate::state::AppState;"),
        ("i18n/mod.rs", "use crate::model::Row;"),
        (
            "results/mod.rs",
            "use crate::state::AppState; use crate::compare::Flips;",
        ),
        (
            "compare/mod.rs",
            "use crate::model::Row; use crate::platform::clipboard;",
        ),
        ("misc.rs", "use crate::model::Row;"),
        ("model/policy.rs", "use crate::worker::Session;"),
        (
            "bin/robots-worker.rs",
            "mod worker { use crate::worker::Session; use crate::platform::stream::Chunks; use crate::state::AppState; }",
        ),
    ]));
    let found = layer_violations(&g);
    let said = found.join("\n");
    assert_eq!(found.len(), 11, "{said}");
    assert!(
        said.contains(
            "bin::robots-worker -> state (crate::state::AppState): Bin may not import State"
        ),
        "{said}"
    );
    assert!(
        said.contains("model::policy -> worker (crate::worker::Session): only the checking worker runs worker/"),
        "{said}"
    );
    assert!(
        said.contains("model::results -> wire::protocol (crate::wire::protocol::Reply): Model may not import Wire"),
        "{said}"
    );
    assert!(
        said.contains("wire::protocol -> state::checking (crate::state::checking::Scheduler): Wire may not import State"),
        "{said}"
    );
    assert!(
        said.contains("wire::protocol -> worker (crate::worker::Session): only the checking worker runs worker/"),
        "{said}"
    );
    assert!(
        said.contains("worker -> state (crate::state::AppState): Worker may not import State"),
        "{said}"
    );
    assert!(
        said.contains("model -> state (crate::state::Signals): Model may not import State"),
        "{said}"
    );
    assert!(said.contains("platform -> state"), "{said}");
    assert!(said.contains("i18n -> model"), "{said}");
    assert!(
        said.contains(
            "results -> compare (crate::compare::Flips): a feature never imports another feature"
        ),
        "{said}"
    );
    assert!(
        said.contains("misc -> model") && said.contains("`misc` is in no layer"),
        "{said}"
    );
    // What the rule allows is not reported.
    for fine in [
        "model::explain -> i18n",
        "state -> model",
        "state -> platform",
        "compare -> platform",
        "worker -> model",
        "worker -> wire",
        "wire::protocol -> model",
        "state::checking -> wire",
        "bin::robots-worker -> worker",
        "bin::robots-worker -> platform",
        "lib.rs -> ",
    ] {
        assert!(!said.contains(fine), "{fine} is allowed: {said}");
    }
}

#[test]
fn widgets_sit_under_the_features_and_beside_state() {
    let g = graph(&files(&[
        (
            "lib.rs",
            "mod widgets; mod state; mod platform; mod editor;",
        ),
        (
            "editor/mod.rs",
            "use crate::widgets::file::FileOpen; pub struct Editor;",
        ),
        (
            "widgets/file.rs",
            "use crate::platform::first_file; use crate::state::AppState;",
        ),
        ("widgets/mod.rs", "pub mod file; use crate::editor::Editor;"),
        ("state/mod.rs", "pub struct AppState;"),
        ("platform/mod.rs", "pub fn first_file() {}"),
    ]));
    let said = layer_violations(&g).join("\n");
    assert!(said.contains("widgets::file -> state"), "{said}");
    assert!(said.contains("widgets -> editor"), "{said}");
    assert!(!said.contains("editor -> widgets"), "{said}");
    assert!(!said.contains("-> platform"), "{said}");
}

// ------------------------------------------------- pure code, browser code --

/// A file's text without its `#[cfg(test)]` items (comments and literals
/// emptied by [`strip`], line breaks kept).
fn non_test_code(src: &str) -> String {
    let code = strip(src);
    let mut out = String::with_capacity(code.len());
    let mut rest = code.as_str();
    while let Some(at) = rest.find("#[cfg(test)]") {
        out.push_str(&rest[..at]);
        let item = &rest[at..];
        // The item ends at its closing brace, or at a `;` before any brace.
        let mut depth = 0usize;
        let mut end = item.len();
        for (i, c) in item.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = i + 1;
                        break;
                    }
                }
                ';' if depth == 0 => {
                    end = i + 1;
                    break;
                }
                _ => {}
            }
        }
        rest = &item[end..];
    }
    out.push_str(rest);
    out
}

/// (lines of code outside tests, whether it uses a browser or UI crate).
fn weigh(src: &str) -> (usize, bool) {
    let code = non_test_code(src);
    let lines = code.lines().count();
    let ui = tokens(&code).iter().any(|t| {
        matches!(t, Tok::Ident(n) if ["leptos", "web_sys", "wasm_bindgen", "js_sys"].contains(&n.as_str()))
    });
    (lines, ui)
}

/// The share of the app's lines (outside tests) in files that use none of
/// leptos, web-sys, wasm-bindgen and js-sys, and the two counts.
fn pure_share(files: &[(String, String)]) -> (f64, usize, usize) {
    let (mut pure, mut all) = (0, 0);
    for (path, text) in files {
        // A test-only module of its own (`#[cfg(test)] mod tests;`).
        if path.ends_with("tests.rs") {
            continue;
        }
        let (lines, ui) = weigh(text);
        all += lines;
        if !ui {
            pure += lines;
        }
    }
    (pure as f64 / all.max(1) as f64, pure, all)
}

#[test]
fn at_least_half_of_the_app_is_pure() {
    let files = read_crate(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
    let (share, pure, all) = pure_share(&files);
    println!("pure: {pure} of {all} lines ({:.1} %)", share * 100.0);
    assert!(
        share >= 0.5,
        "only {pure} of the app's {all} lines ({:.1} %) are in files that use none of leptos, \
         web-sys, wasm-bindgen and js-sys: put what is pure in model/",
        share * 100.0
    );
}

#[test]
fn browser_code_lives_in_platform() {
    let files = read_crate(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
    let outside: Vec<&str> = files
        .iter()
        .filter(|(path, _)| {
            !path.starts_with("platform/") && path != "main.rs" && !path.starts_with("bin/")
        })
        .filter(|(_, text)| {
            tokens(&non_test_code(text))
                .windows(3)
                .any(|w| w[0] == Tok::Ident("target_arch".into()) && w[1] == Tok::Punct('='))
        })
        .map(|(path, _)| path.as_str())
        .collect();
    assert!(
        outside.is_empty(),
        "cfg(target_arch) outside platform/ (give it a function there): {outside:?}"
    );
}

#[test]
fn the_measures_can_fail() {
    let ui = "use leptos::prelude::*;\nfn a() {}\n";
    let pure = "//! uses leptos? no: a comment\nfn b() {}\n#[cfg(test)]\nmod tests {\n use leptos::x;\n}\n";
    assert_eq!(weigh(ui), (2, true));
    // The comment line counts; the test module does not.
    assert_eq!(weigh(pure), (3, false));
    let files = vec![
        ("a.rs".to_string(), ui.to_string()),
        ("b.rs".to_string(), pure.to_string()),
        ("model/tests.rs".to_string(), ui.repeat(10)),
    ];
    assert_eq!(pure_share(&files), (0.6, 3, 5));
    let cfg = "#[cfg(target_arch = \"wasm32\")]\nfn c() {}\n";
    assert!(tokens(&non_test_code(cfg))
        .windows(3)
        .any(|w| w[0] == Tok::Ident("target_arch".into()) && w[1] == Tok::Punct('=')));
}

// ------------------------------------------------ the model holds no markup --

/// HTML elements the page's views use, as a markup writer names them.
const ELEMENTS: [&str; 27] = [
    "table", "caption", "thead", "tbody", "tr", "th", "td", "span", "button", "code", "div",
    "label", "select", "option", "textarea", "details", "summary", "fieldset", "legend", "h3",
    "ul", "li", "time", "section", "strong", "em", "kbd",
];

/// The string literals of `src` outside `#[cfg(test)]` items, with their
/// line numbers.
fn literals_outside_tests(src: &str) -> Vec<(usize, String)> {
    // The lines of test items, found in the stripped text (which keeps
    // line breaks).
    let code = strip(src);
    let mut test_lines = Vec::new();
    let mut from = 0;
    while let Some(at) = code[from..].find("#[cfg(test)]").map(|i| from + i) {
        let start = code[..at].matches('\n').count();
        let mut depth = 0usize;
        let mut end = code.len();
        for (i, c) in code[at..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = at + i;
                        break;
                    }
                }
                ';' if depth == 0 => {
                    end = at + i;
                    break;
                }
                _ => {}
            }
        }
        test_lines.push(start..=code[..end].matches('\n').count());
        from = end.max(at + 1);
    }
    let mut out = Vec::new();
    for (n, line) in src.lines().enumerate() {
        let t = line.trim_start();
        if t.starts_with("//") || test_lines.iter().any(|r| r.contains(&n)) {
            continue;
        }
        let mut rest = line;
        while let Some(open) = rest.find('"') {
            let after = &rest[open + 1..];
            let Some(close) = after.find('"') else { break };
            out.push((n + 1, after[..close].to_string()));
            rest = &after[close + 1..];
        }
    }
    out
}

/// What in `src` names an element, an attribute or a test id: a markup
/// writer, `data-…` and `aria-…` attributes, and element names.
fn markup_in(src: &str) -> Vec<String> {
    let mut found: Vec<String> = literals_outside_tests(src)
        .into_iter()
        .filter(|(_, lit)| {
            // An attribute named alone, or written inside markup
            // (` data-testid="…"`, ` class="…"`, `<div`).
            let inside = [" data-", " aria-", " class=", " id=", " style="]
                .iter()
                .any(|a| lit.contains(a))
                || ELEMENTS.iter().any(|e| lit.contains(&format!("<{e}")));
            lit.starts_with("data-")
                || lit.starts_with("aria-")
                || ELEMENTS.contains(&lit.as_str())
                || inside
        })
        .map(|(n, lit)| format!("line {n}: \"{lit}\""))
        .collect();
    let code = non_test_code(src);
    for writer in ["PartWriter", "create_element", "set_attribute"] {
        if tokens(&code).contains(&Tok::Ident(writer.into())) {
            found.push(format!("uses {writer}"));
        }
    }
    found
}

#[test]
fn the_model_names_no_element_attribute_or_test_id() {
    let files = read_crate(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
    let mut found = Vec::new();
    for (path, text) in files.iter().filter(|(p, _)| p.starts_with("model/")) {
        for m in markup_in(text) {
            found.push(format!("src/{path} {m}"));
        }
    }
    assert!(
        found.is_empty(),
        "the model holds data and rules: markup belongs to the worker's renderer \
         (src/worker/render/) or to the page's components:\n{}",
        found.join("\n")
    );
    // The renderer does name them.
    let render: Vec<String> = files
        .iter()
        .filter(|(p, _)| p.starts_with("worker/render/"))
        .flat_map(|(_, t)| markup_in(t))
        .collect();
    assert!(render.len() > 50, "{render:?}");
}

#[test]
fn the_markup_rule_can_fail() {
    let src = "fn f(w: &mut PartWriter) {\n    w.open(\"td\").attr(\"data-testid\", \"x\");\n}\n\
               // \"div\" in a comment\n#[cfg(test)]\nmod tests {\n    const T: &str = \"span\";\n}\n";
    let found = markup_in(src);
    assert_eq!(
        found,
        [
            "line 2: \"td\"",
            "line 2: \"data-testid\"",
            "uses PartWriter"
        ],
        "{found:?}"
    );
    assert!(markup_in("fn sort() -> &'static str { \"input\" }\n").is_empty());
    // Attributes and elements written inside markup count too.
    let inside = "fn f(t: &str) -> String {\n    t.replace(\" data-testid=\\\"x\\\"\", \"\")\n}\n\
                  fn g(t: &str) -> bool { t.contains(\" class=\\\"app\\\"\") || t.starts_with(\"<div\") }\n";
    assert_eq!(markup_in(inside).len(), 3, "{:?}", markup_in(inside));
}

/// ARCHITECTURE.md says how many thread-locals sit beside the reactive
/// graph in `state/`: the count it gives is the code's.
#[test]
fn the_map_counts_the_thread_locals_of_state() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = read_crate(&root.join("src"));
    let found: Vec<&str> = files
        .iter()
        .filter(|(p, t)| p.starts_with("state/") && non_test_code(t).contains("thread_local!"))
        .map(|(p, _)| p.as_str())
        .collect();
    let doc = std::fs::read_to_string(root.join("docs/ARCHITECTURE.md")).unwrap();
    let words = [
        "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight",
    ];
    let said = words
        .iter()
        .position(|w| doc.contains(&format!("{w} thread-locals sit beside the reactive")))
        .map(|i| i + 1);
    assert_eq!(said, Some(found.len()), "the files with one: {found:?}");
    for path in &found {
        assert!(
            doc.contains(&format!("`{path}`")),
            "{path} is not named in the map"
        );
    }
}

// ------------------------------------------------ answers are decoded once --

/// Whether the file at `path` (under `src/`) may read what the worker
/// answers: the codecs (`wire/`), the page's worker client
/// (`state/client.rs`) and the worker itself (`worker/`, whose tests read
/// its answers back). Everywhere else, a feature gets a typed
/// `wire::answer::Answer`.
fn may_decode_answers(path: &str) -> bool {
    path.starts_with("wire/") || path == "state/client.rs" || path.starts_with("worker/")
}

/// The readers of a reply's, an answer's or a part's bytes.
const ANSWER_READERS: [&str; 4] = [
    "Reply::decode",
    "Answer::decode",
    "Part::read",
    "Part::decode",
];

/// The files (outside tests) that read a reply's, an answer's or a
/// part's bytes and may not, with the reader each calls.
fn answer_decoders(files: &[(String, String)]) -> Vec<String> {
    let mut found = Vec::new();
    for (path, text) in files {
        if may_decode_answers(path) {
            continue;
        }
        let code: String = non_test_code(text).split_whitespace().collect();
        for reader in ANSWER_READERS {
            if code.contains(reader) {
                found.push(format!("{path}: {reader}"));
            }
        }
    }
    found
}

#[test]
fn answers_are_decoded_once_in_the_worker_client() {
    let files = read_crate(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
    let found = answer_decoders(&files);
    assert!(
        found.is_empty(),
        "only wire/, the worker's client (state/client.rs) and worker/ read answers' bytes; \
         the others get a typed wire::answer::Answer: {found:?}"
    );
    // The client does decode them (else this test would check nothing).
    let client = files
        .iter()
        .find(|(p, _)| p == "state/client.rs")
        .expect("the worker's client");
    assert!(non_test_code(&client.1).contains("Reply::decode"));
}

#[test]
fn the_answer_rule_can_fail() {
    let files = vec![
        (
            "results/policy.rs".to_string(),
            "fn f(b: &[u8]) { let p = Part :: read(b); }\n".to_string(),
        ),
        (
            "share/mod.rs".to_string(),
            "fn g(n: Vec<u32>) { Reply::decode(n); }\n".to_string(),
        ),
        (
            "state/checking.rs".to_string(),
            "// Reply::decode in a comment\nfn h() {}\n#[cfg(test)]\nmod tests { fn t() { Reply::decode(vec![]); } }\n".to_string(),
        ),
        (
            "state/client.rs".to_string(),
            "fn i(n: Vec<u32>) { Reply::decode(n); }\n".to_string(),
        ),
        (
            "wire/answer.rs".to_string(),
            "fn j(b: &[u8]) { Answer::decode(b); }\n".to_string(),
        ),
        (
            "worker/tests.rs".to_string(),
            "fn k(n: Vec<u32>) { Reply::decode(n); }\n".to_string(),
        ),
    ];
    assert_eq!(
        answer_decoders(&files),
        [
            "results/policy.rs: Part::read",
            "share/mod.rs: Reply::decode"
        ]
    );
}
