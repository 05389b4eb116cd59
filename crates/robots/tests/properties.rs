//! Properties: the fast matcher against a naive transcription of Google's,
//! the fast path against the full explanation, and invariants.

use proptest::prelude::*;
use robots::pattern::{escape_pattern, reference_matches, Pattern};
use robots::{LineKind, RobotsTxt};

/// Google's `RobotsMatcher`, transcribed naively over the parsed lines: the
/// four best-match slots, the `seen_*` flags and `disallow()` /
/// `matching_line()` exactly as in robots.cc, with the position-set matcher.
/// Independent of the engine's group model, rule index and ranking.
fn google_oracle(robots: &RobotsTxt, agents: &[&str], path: &[u8]) -> (bool, u32) {
    #[derive(Clone, Copy)]
    struct Slot {
        priority: i64,
        line: u32,
    }
    let none = Slot {
        priority: -1,
        line: 0,
    };
    let (mut allow_s, mut allow_g, mut dis_s, mut dis_g) = (none, none, none, none);
    let (mut seen_global, mut seen_specific, mut ever_specific, mut seen_sep) =
        (false, false, false, false);
    for line in robots.lines() {
        match line.kind {
            LineKind::UserAgent => {
                if seen_sep {
                    seen_global = false;
                    seen_specific = false;
                    seen_sep = false;
                }
                let v = line.value.as_bytes();
                if v.first() == Some(&b'*')
                    && (v.len() == 1 || v[1].is_ascii_whitespace() || v[1] == 0x0b)
                {
                    seen_global = true;
                } else {
                    let tok = robots::agent::extract_token(v);
                    if agents
                        .iter()
                        .any(|a| a.as_bytes().eq_ignore_ascii_case(tok))
                    {
                        ever_specific = true;
                        seen_specific = true;
                    }
                }
            }
            LineKind::Allow | LineKind::Disallow => {
                if !(seen_global || seen_specific) {
                    continue;
                }
                seen_sep = true;
                let allow = line.kind == LineKind::Allow;
                let mut pattern = line.value.as_bytes().to_vec();
                loop {
                    if reference_matches(path, &pattern) {
                        let p = pattern.len() as i64;
                        let slot = match (allow, seen_specific) {
                            (true, true) => &mut allow_s,
                            (true, false) => &mut allow_g,
                            (false, true) => &mut dis_s,
                            (false, false) => &mut dis_g,
                        };
                        if slot.priority < p {
                            *slot = Slot {
                                priority: p,
                                line: line.number,
                            };
                        }
                        break;
                    }
                    if !allow {
                        break;
                    }
                    let Some(slash) = pattern.iter().rposition(|&b| b == b'/') else {
                        break;
                    };
                    if !pattern[slash..].starts_with(b"/index.htm") {
                        break;
                    }
                    pattern.truncate(slash + 1);
                    pattern.push(b'$');
                }
            }
            _ => {}
        }
    }
    let disallow = if allow_s.priority > 0 || dis_s.priority > 0 {
        dis_s.priority > allow_s.priority
    } else if ever_specific {
        false
    } else if allow_g.priority > 0 || dis_g.priority > 0 {
        dis_g.priority > allow_g.priority
    } else {
        false
    };
    let higher = |d: Slot, a: Slot| {
        if d.priority > a.priority {
            d.line
        } else {
            a.line
        }
    };
    let line = if ever_specific {
        higher(dis_s, allow_s)
    } else {
        higher(dis_g, allow_g)
    };
    (!disallow, line)
}

fn pattern_strategy() -> impl Strategy<Value = String> {
    proptest::string::string_regex("[/ab*$]{0,10}").unwrap()
}

fn path_strategy() -> impl Strategy<Value = String> {
    proptest::string::string_regex("/[/ab$.]{0,12}").unwrap()
}

fn robots_line() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => prop::sample::select(vec!["foobot", "FooBot", "*", "barbot", "* x", "foobot/1", "Foo Bot", "007"])
            .prop_map(|a| format!("User-agent: {a}")),
        4 => ("[/ab*$]{0,6}", prop::sample::select(vec!["", "index.html", "index.htm", "x"]))
            .prop_map(|(p, tail)| format!("Allow: {p}{tail}")),
        4 => "[/ab*$]{0,6}".prop_map(|p| format!("Disallow: {p}")),
        1 => Just(String::new()),
        1 => Just("Sitemap: https://e.com/s.xml".to_string()),
        1 => Just("Crawl-delay: 3".to_string()),
        1 => Just("# comment".to_string()),
    ]
}

fn robots_file() -> impl Strategy<Value = String> {
    prop::collection::vec(robots_line(), 0..14).prop_map(|lines| lines.join("\n"))
}

fn agents_strategy() -> impl Strategy<Value = Vec<&'static str>> {
    prop::collection::vec(
        prop::sample::select(vec!["FooBot", "barbot", "Other", "", "*"]),
        1..3,
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn fast_matcher_equals_position_set_matcher(pattern in pattern_strategy(), path in path_strategy()) {
        let compiled = Pattern::new(escape_pattern(pattern.as_bytes()));
        prop_assert_eq!(
            compiled.matches(path.as_bytes()),
            reference_matches(path.as_bytes(), compiled.as_bytes())
        );
    }

    #[test]
    fn engine_equals_google_oracle_and_fast_path_equals_explanation(
        body in robots_file(), agents in agents_strategy(), path in path_strategy()
    ) {
        let robots = RobotsTxt::parse(body.as_bytes());
        let view = robots.agent_raw(&agents);
        let fast = view.allowed(path.as_bytes());
        let full = view.verdict(path.as_bytes());
        prop_assert_eq!(fast, (full.allowed, full.line), "fast path vs explanation");
        prop_assert_eq!(fast, google_oracle(&robots, &agents, path.as_bytes()), "engine vs Google");
        // The decisive line is a rule of a chosen group.
        if full.line != 0 {
            let line = robots.line(full.line).unwrap();
            prop_assert!(matches!(line.kind, LineKind::Allow | LineKind::Disallow));
            prop_assert!(full.groups.groups.contains(&line.group.unwrap()));
        }
        // Candidates are ranked best first and the decisive rule is the first.
        prop_assert_eq!(full.candidates.first(), full.decisive.as_ref());
    }

    /// Enough `/*…` rules that the engine indexes them in its Aho–Corasick
    /// automaton rather than at the radix root; a view of up to 64 of them
    /// tries its rules best first instead of the index, and more than 64
    /// walk the index: both are drawn.
    #[test]
    fn many_wildcard_rules_agree_with_google_oracle(
        head in robots_file(),
        floating in prop::collection::vec(("[ab]{1,3}", "[/ab*$]{0,3}", any::<bool>()), 16..140),
        agents in agents_strategy(),
        path in path_strategy(),
    ) {
        let mut body = head;
        body.push_str("\nUser-agent: FooBot\nUser-agent: *\n");
        for (key, tail, allow) in floating {
            body.push_str(&format!("{}: /*{key}{tail}\n", if allow { "Allow" } else { "Disallow" }));
        }
        let robots = RobotsTxt::parse(body.as_bytes());
        let view = robots.agent_raw(&agents);
        let fast = view.allowed(path.as_bytes());
        let full = view.verdict(path.as_bytes());
        prop_assert_eq!(fast, (full.allowed, full.line));
        prop_assert_eq!(fast, google_oracle(&robots, &agents, path.as_bytes()));
    }

    #[test]
    fn a_group_for_another_agent_never_changes_a_verdict(
        body in robots_file(), path in path_strategy(), rule in "[/ab*$]{0,4}"
    ) {
        let before = RobotsTxt::parse(body.as_bytes()).allowed_raw(&["FooBot"], &path);
        let other = format!("User-agent: SomeoneElse\nDisallow: {rule}\n{body}");
        let after = RobotsTxt::parse(other.as_bytes()).allowed_raw(&["FooBot"], &path);
        let shifted = if before.1 == 0 { 0 } else { before.1 + 2 };
        prop_assert_eq!(after, (before.0, shifted));
    }

    #[test]
    fn parse_and_check_never_panic_on_arbitrary_bytes(
        body in prop::collection::vec(any::<u8>(), 0..400),
        agent in ".{0,10}",
        url in prop::collection::vec(any::<u8>(), 0..40),
    ) {
        let robots = RobotsTxt::parse(&body);
        let ends = body.iter().enumerate().filter(|&(i, &b)| {
            b == b'\n' && !(i > 0 && body[i - 1] == b'\r') || b == b'\r'
        }).count();
        prop_assert_eq!(robots.lines().len(), ends + 1);
        let url = String::from_utf8_lossy(&url).into_owned();
        let v = robots.check_raw(&[agent.as_str()], &url);
        prop_assert_eq!(robots.allowed_raw(&[agent.as_str()], &url), (v.allowed, v.line));
        let tested = robots::tester::parse(&body);
        let _ = robots::tester::check(&tested, &agent, &url);
    }
}

#[test]
fn pathological_wildcards_stay_linear() {
    let pattern = Pattern::new(b"/*a*a*a*a*a*a*a*a*a*a*b".to_vec());
    let path: Vec<u8> = std::iter::once(b'/')
        .chain(std::iter::repeat_n(b'a', 2000))
        .collect();
    assert!(!pattern.matches(&path));
    assert!(!reference_matches(&path, pattern.as_bytes()));
}
