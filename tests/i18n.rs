//! The message files (`i18n/*.ftl`) against the code and against Fluent:
//!
//! - every file is valid Fluent (read by the `fluent-syntax` crate) and uses
//!   only the subset the page reads (`src/i18n/mod.rs`);
//! - every language has exactly English's keys, and each message the same
//!   variables as in English;
//! - the keys the code looks up (`tr!("key", …)`) are exactly the keys of
//!   the files, and each call passes exactly the message's variables;
//! - every message, in every language and for each plural category and
//!   select variant, formats exactly as the `fluent-bundle` crate formats it
//!   (with that language's CLDR plural rules).
#![cfg(not(target_arch = "wasm32"))]

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use fluent_syntax::ast;
use robots_tester::i18n::{self, Arg, Catalog, Lang};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The languages with a message file (English always).
fn files() -> Vec<(Lang, &'static str)> {
    Lang::ALL
        .into_iter()
        .filter_map(|l| {
            let path = root().join("i18n").join(format!("{}.ftl", l.code()));
            let text = std::fs::read_to_string(path).ok()?;
            Some((l, &*Box::leak(text.into_boxed_str())))
        })
        .collect()
}

/// `i18n/en.ftl` as it is, comments and all.
fn en_ftl() -> &'static str {
    let text = std::fs::read_to_string(root().join("i18n/en.ftl")).unwrap();
    Box::leak(text.into_boxed_str())
}

/// A message's variables, and for each select on a variable its variant keys.
#[derive(Default, Debug)]
struct Shape {
    vars: BTreeSet<String>,
    selects: BTreeMap<String, BTreeSet<String>>,
}

fn shape_of_pattern(p: &ast::Pattern<&str>, shape: &mut Shape) -> Result<(), String> {
    for el in &p.elements {
        if let ast::PatternElement::Placeable { expression } = el {
            shape_of_expression(expression, shape)?;
        }
    }
    Ok(())
}

fn shape_of_expression(e: &ast::Expression<&str>, shape: &mut Shape) -> Result<(), String> {
    match e {
        ast::Expression::Inline(inline) => match inline {
            ast::InlineExpression::VariableReference { id } => {
                shape.vars.insert(id.name.to_string());
            }
            ast::InlineExpression::StringLiteral { .. } => {}
            other => return Err(format!("unsupported expression {other:?}")),
        },
        ast::Expression::Select { selector, variants } => {
            let ast::InlineExpression::VariableReference { id } = selector else {
                return Err("a select must be on a variable".into());
            };
            shape.vars.insert(id.name.to_string());
            for v in variants {
                let key = match &v.key {
                    ast::VariantKey::Identifier { name } => name.to_string(),
                    ast::VariantKey::NumberLiteral { value } => value.to_string(),
                };
                shape
                    .selects
                    .entry(id.name.to_string())
                    .or_default()
                    .insert(key);
                for el in &v.value.elements {
                    if let ast::PatternElement::Placeable { expression } = el {
                        if matches!(expression, ast::Expression::Select { .. }) {
                            return Err("selects inside a select are not supported".into());
                        }
                        shape_of_expression(expression, shape)?;
                    }
                }
            }
        }
    }
    Ok(())
}

/// Every message of a file with its shape, checked to be in the subset.
fn shapes(lang: Lang, text: &'static str) -> BTreeMap<String, Shape> {
    let res = fluent_syntax::parser::parse(text).unwrap_or_else(|(_, errors)| {
        panic!("{}.ftl is not valid Fluent: {errors:?}", lang.code())
    });
    let mut out = BTreeMap::new();
    for entry in &res.body {
        match entry {
            ast::Entry::Message(m) => {
                let key = m.id.name.to_string();
                assert!(
                    m.attributes.is_empty(),
                    "{}.ftl {key}: attributes are not supported",
                    lang.code()
                );
                let value = m
                    .value
                    .as_ref()
                    .unwrap_or_else(|| panic!("{}.ftl {key}: no value", lang.code()));
                let mut shape = Shape::default();
                shape_of_pattern(value, &mut shape)
                    .unwrap_or_else(|e| panic!("{}.ftl {key}: {e}", lang.code()));
                assert!(
                    out.insert(key.clone(), shape).is_none(),
                    "{}.ftl: {key} twice",
                    lang.code()
                );
            }
            ast::Entry::Term(t) => panic!(
                "{}.ftl: terms (-{}) are not supported",
                lang.code(),
                t.id.name
            ),
            ast::Entry::Junk { content } => panic!("{}.ftl: cannot read {content:?}", lang.code()),
            _ => {}
        }
    }
    out
}

#[test]
fn every_file_is_fluent_and_reads_the_same_in_the_page() {
    for (lang, text) in files() {
        let shapes = shapes(lang, text);
        let catalog = Catalog::parse(text);
        let page_keys: BTreeSet<String> = catalog.keys().map(str::to_string).collect();
        let fluent_keys: BTreeSet<String> = shapes.keys().cloned().collect();
        assert_eq!(
            page_keys,
            fluent_keys,
            "{}.ftl: the page and Fluent read different keys",
            lang.code()
        );
    }
}

#[test]
fn every_language_has_englishs_keys_and_variables() {
    let files = files();
    let en = shapes(Lang::En, files[0].1);
    for (lang, text) in &files[1..] {
        let other = shapes(*lang, text);
        let missing: Vec<_> = en.keys().filter(|k| !other.contains_key(*k)).collect();
        let extra: Vec<_> = other.keys().filter(|k| !en.contains_key(*k)).collect();
        assert!(missing.is_empty(), "{}.ftl lacks {missing:?}", lang.code());
        assert!(
            extra.is_empty(),
            "{}.ftl has keys English lacks (unused): {extra:?}",
            lang.code()
        );
        for (key, shape) in &en {
            assert_eq!(
                other[key].vars,
                shape.vars,
                "{}.ftl {key}: its variables differ from English",
                lang.code()
            );
        }
    }
}

#[test]
fn all_four_languages_have_message_files() {
    let have: Vec<Lang> = files().into_iter().map(|f| f.0).collect();
    assert_eq!(have, Lang::ALL);
}

/// Every `tr!(…)` call in `src/`: (file, key, names of the arguments).
fn calls() -> Vec<(String, String, BTreeSet<String>)> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push(p);
            }
        }
    }
    let mut paths = Vec::new();
    walk(&root().join("src"), &mut paths);
    // The engine's messages: ids and variables its code chooses, worded here.
    paths.push(root().join("crates/robots/src/message.rs"));
    // The command line's own sentences (usage and file errors, `robots lsp`).
    walk(&root().join("crates/robots-cli/src"), &mut paths);
    // The fetcher's (`robots fetch`'s note, the address policy's refusals).
    walk(&root().join("crates/robots-fetch/src"), &mut paths);
    let mut out = Vec::new();
    // The VS Code extension's manifest strings ("%key%", no variables).
    let manifest = "editors/vscode/package.json";
    let text = std::fs::read_to_string(root().join(manifest)).unwrap();
    for part in text.split("\"%").skip(1) {
        if let Some(key) = part.split_once("%\"").map(|(k, _)| k) {
            out.push((manifest.to_string(), key.to_string(), BTreeSet::new()));
        }
    }
    for path in paths {
        let src = std::fs::read_to_string(&path).unwrap();
        let name = path.strip_prefix(root()).unwrap().display().to_string();
        let mut from = 0;
        while let Some(at) = src[from..].find("tr!(").map(|i| from + i) {
            from = at + 4;
            let rest = &src[from..];
            // Not `include_str!(`, nor a call in a comment or doc.
            let before = src[..at].chars().next_back();
            let line = &src[src[..at].rfind('\n').map_or(0, |i| i + 1)..at];
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') || line.contains("//") {
                continue;
            }
            let Some(body) = call_body(rest) else {
                continue;
            };
            let body = body.trim();
            let Some(lit) = body.strip_prefix('"') else {
                continue;
            };
            let Some(end) = lit.find('"') else { continue };
            let key = lit[..end].to_string();
            let names = split_top_level(&lit[end + 1..])
                .into_iter()
                // `name = value`, or `name` alone (a variable named as its value).
                .map(|a| a.split_once('=').map_or(a, |(n, _)| n).trim().to_string())
                .filter(|n| !n.is_empty())
                .collect();
            out.push((name.clone(), key, names));
        }
    }
    out
}

/// The characters of `s` outside string literals, with their offsets.
fn outside_strings(s: &str) -> impl Iterator<Item = (usize, char)> + '_ {
    let (mut in_str, mut esc) = (false, false);
    s.char_indices().filter(move |&(_, c)| {
        if in_str {
            match c {
                _ if esc => esc = false,
                '\\' => esc = true,
                '"' => in_str = false,
                _ => {}
            }
            return false;
        }
        in_str = c == '"';
        !in_str
    })
}

/// The text up to the `)` that closes a call (strings skipped).
fn call_body(s: &str) -> Option<&str> {
    let mut depth = 0i32;
    for (i, c) in outside_strings(s) {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' if depth == 0 => return Some(&s[..i]),
            ')' | ']' | '}' => depth -= 1,
            _ => {}
        }
    }
    None
}

/// `, a = x, b = f(y, z)` → [" a = x", " b = f(y, z)"].
fn split_top_level(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut start = 0;
    for (i, c) in outside_strings(s) {
        match c {
            '(' | '[' | '{' | '<' => depth += 1,
            ')' | ']' | '}' | '>' => depth -= 1,
            ',' if depth == 0 => {
                out.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&s[start..]);
    out.into_iter().filter(|a| !a.trim().is_empty()).collect()
}

#[test]
fn the_code_uses_exactly_the_keys_of_the_files_with_their_variables() {
    // All of en.ftl: the page's and the worker's compiled-in English and the
    // messages only the engine words (`i18n::ENGINE_KEYS`).
    let en_ftl = en_ftl();
    let en = shapes(Lang::En, en_ftl);
    let calls = calls();
    assert!(
        calls.len() >= en.len().min(3),
        "found only {} tr! calls",
        calls.len()
    );
    let used: BTreeSet<&str> = calls.iter().map(|c| c.1.as_str()).collect();
    let unknown: Vec<_> = calls
        .iter()
        .filter(|c| !en.contains_key(&c.1))
        .map(|c| (&c.0, &c.1))
        .collect();
    assert!(
        unknown.is_empty(),
        "keys used in the code but missing from en.ftl: {unknown:?}"
    );
    let unused: Vec<_> = en.keys().filter(|k| !used.contains(k.as_str())).collect();
    assert!(
        unused.is_empty(),
        "keys in en.ftl that no code uses: {unused:?}"
    );
    for (file, key, names) in &calls {
        assert_eq!(
            names, &en[key].vars,
            "{file}: tr!(\"{key}\", …) passes other variables than en.ftl's message has"
        );
    }
}

/// Values to try for a variable: each select's keys (numbers for plural
/// selects), else a sample string.
fn samples(shape: &Shape, var: &str) -> Vec<Sample> {
    match shape.selects.get(var) {
        Some(keys) => {
            let plural = keys.iter().all(|k| {
                k.parse::<i64>().is_ok()
                    || ["zero", "one", "two", "few", "many", "other"].contains(&k.as_str())
            });
            if plural {
                [0, 1, 2, 3, 5, 11, 21, 101, 999]
                    .into_iter()
                    .map(Sample::Num)
                    .collect()
            } else {
                keys.iter()
                    .cloned()
                    .chain(["none-of-these".to_string()])
                    .map(Sample::Str)
                    .collect()
            }
        }
        None => vec![Sample::Str(format!("<{var}>")), Sample::Num(7)],
    }
}

#[derive(Clone, Debug)]
enum Sample {
    Str(String),
    Num(i64),
}

#[test]
fn every_message_formats_as_fluent_bundle_formats_it() {
    let mut checked = 0;
    for (lang, text) in files() {
        let langid: unic_langid::LanguageIdentifier = lang.code().parse().unwrap();
        let mut bundle = FluentBundle::new(vec![langid]);
        bundle.set_use_isolating(false);
        bundle
            .add_resource(FluentResource::try_new(text.to_string()).unwrap())
            .unwrap();
        let catalog = Catalog::parse(text);
        for (key, shape) in shapes(lang, text) {
            // Every combination of the variables' samples.
            let vars: Vec<&String> = shape.vars.iter().collect();
            let mut combos: Vec<Vec<Sample>> = vec![vec![]];
            for v in &vars {
                let s = samples(&shape, v);
                combos = combos
                    .into_iter()
                    .flat_map(|c| s.iter().map(move |x| [c.clone(), vec![x.clone()]].concat()))
                    .take(200)
                    .collect();
            }
            for combo in combos {
                let mut fargs = FluentArgs::new();
                let mut args: Vec<(&str, Arg)> = Vec::new();
                for (v, s) in vars.iter().zip(&combo) {
                    match s {
                        Sample::Str(x) => {
                            fargs.set(v.as_str(), FluentValue::from(x.as_str()));
                            args.push((v.as_str(), Arg::Str(x.as_str())));
                        }
                        Sample::Num(n) => {
                            fargs.set(v.as_str(), FluentValue::from(*n));
                            args.push((v.as_str(), Arg::Num(*n)));
                        }
                    }
                }
                let msg = bundle.get_message(&key).unwrap();
                let mut errors = vec![];
                let expected =
                    bundle.format_pattern(msg.value().unwrap(), Some(&fargs), &mut errors);
                assert!(errors.is_empty(), "{}.ftl {key}: {errors:?}", lang.code());
                let ours = i18n::format(lang, catalog.get(&key).unwrap(), &args);
                assert_eq!(ours, expected, "{}.ftl {key} with {combo:?}", lang.code());
                checked += 1;
            }
        }
    }
    assert!(checked > 0);
}

/// The page's and the worker's compiled-in English, together.
fn compiled_english() -> &'static str {
    Box::leak(format!("{}{}", i18n::EN, i18n::EN_WORKER).into_boxed_str())
}

#[test]
fn the_compiled_in_english_is_en_ftl_without_its_comments() {
    let raw = en_ftl();
    let both = compiled_english();
    let (file, compiled) = (Catalog::parse(raw), Catalog::parse(both));
    assert!(both.len() < raw.len());
    assert!(!both.lines().any(|l| l.starts_with('#')));
    // The worker's part is exactly the other parsers' wording, the AI
    // crawlers' view and the AI-use lints the worker computes.
    let worker = |k: &str| i18n::WORKER_KEYS.iter().any(|p| k.starts_with(p));
    assert!(Catalog::parse(i18n::EN_WORKER).keys().all(worker));
    assert!(!Catalog::parse(i18n::EN).keys().any(worker));
    assert!(Catalog::parse(i18n::EN_WORKER).keys().count() > 20);
    // The engine's own (the CLI's and the packages') are in neither.
    let engine = |k: &str| i18n::ENGINE_KEYS.iter().any(|p| k.starts_with(p));
    assert!(file.keys().filter(|k| engine(k)).count() >= 3);
    assert!(!compiled.keys().any(engine));
    let keys: Vec<_> = file.keys().filter(|k| !engine(k)).collect();
    assert_eq!(keys, compiled.keys().collect::<Vec<_>>());
    for k in keys {
        assert_eq!(file.get(k), compiled.get(k), "{k}");
    }
}

/// Every message the engine says, one case of each (the engine's English
/// test's cases).
#[path = "../crates/robots/tests/english/cases.rs"]
mod engine_cases;

/// In English, the page words each engine message it shows (all but the
/// CLI's and the packages' own, `i18n::ENGINE_KEYS`) as the engine says
/// it: numbers grouped, as the page writes them; otherwise the engine's
/// English, which its values said before the catalogue.
#[test]
fn the_page_words_the_engines_messages_as_the_engine_does() {
    use robots::message::Lang;
    use robots_tester::model::wording::words;
    i18n::with_worker_messages();
    let engine = |k: &str| i18n::ENGINE_KEYS.iter().any(|p| k.starts_with(p));
    let mut worded = 0;
    for (label, m, text) in engine_cases::cases() {
        if engine(m.id) {
            continue;
        }
        let grouped = m.render_grouped(Lang::En);
        assert_eq!(words(&m), grouped, "{label}");
        if grouped == text {
            worded += 1;
        }
    }
    assert!(
        worded > 100,
        "only {worded} cases read as the engine's English"
    );
}
