//! Growth tests: every way the engine reads outside input, given a
//! worst-case input at size n and at 8n. Linear work takes about 8 times as
//! long; work that grows with the square of the input takes 64 times. Each
//! case requires the ratio to stay under 16 (room for noise), each time the
//! best of three runs in this thread's CPU time, both sizes timed in the
//! same run. Sizes are chosen so
//! that the whole file takes a few seconds in a debug build.
//!
//! Worst cases: many distinct keys, many lines of one kind, one huge line,
//! many groups, many agents in one group. No absolute time is asserted.

use std::hint::black_box;

use robots::readers::{
    line_differences, Protego, Reader, Readers, RobotsParser, Urllib, UrllibRfc9309,
};
use robots::{registry, tester, RobotsTxt};

/// Times `run` on `make(n)` and on `make(8 * n)` (inputs built outside the
/// timing) and fails when the larger took 16 times as long or more.
fn linear<T>(name: &str, n: usize, make: impl Fn(usize) -> T, run: impl Fn(&T)) {
    robots_growth::assert_linear(name, n, make, run);
}

/// [`linear`] for each of the [`shapes`] at size 1,500, parsed (raw mode).
fn linear_for_parsed_shapes(what: &str, run: impl Fn(&RobotsTxt)) {
    for (shape, make) in shapes() {
        linear(
            &format!("{what}, {shape}"),
            1500,
            |n| RobotsTxt::parse(&make(n)),
            &run,
        );
    }
}

fn lines(n: usize, line: impl Fn(usize) -> String) -> Vec<u8> {
    (0..n).map(line).collect::<String>().into_bytes()
}

/// A distinct lower-case key for `i` (`aaaa`, `aaab`, …).
fn key(i: usize) -> String {
    let mut k = String::new();
    let mut i = i;
    for _ in 0..5 {
        k.insert(0, (b'a' + (i % 26) as u8) as char);
        i /= 26;
    }
    k
}

/// A worst-case input by name: its bytes at size n.
type Shape = (&'static str, fn(usize) -> Vec<u8>);

/// A line of a file by name: the i-th line.
type LineShape = (&'static str, fn(usize) -> String);

/// The worst shapes for a parse, by name.
fn shapes() -> Vec<Shape> {
    vec![
        ("many rules", |n| {
            let mut b = b"User-agent: *\n".to_vec();
            b.extend(lines(n, |i| format!("Disallow: /{}\n", key(i))));
            b
        }),
        ("many wildcard rules", |n| {
            let mut b = b"User-agent: *\n".to_vec();
            b.extend(lines(n, |i| format!("Allow: /*{}*x$\n", key(i))));
            b
        }),
        ("many groups", |n| {
            lines(n, |i| {
                format!("User-agent: bot{}\nDisallow: /{}\n\n", key(i), key(i))
            })
        }),
        ("many agents", |n| {
            let mut b = lines(n, |i| format!("User-agent: bot{}\n", key(i)));
            b.extend(lines(n, |i| format!("Disallow: /{}\n", key(i))));
            b
        }),
        ("many distinct keys", |n| {
            let mut b = b"User-agent: *\n".to_vec();
            b.extend(lines(n, |i| format!("{}: /x\n", key(i))));
            b
        }),
        ("one huge line", |n| {
            let mut b = b"User-agent: *\nDisallow: /".to_vec();
            b.extend(std::iter::repeat_n(b'a', 20 * n));
            b
        }),
    ]
}

#[test]
fn parse_raw_and_tester() {
    for (shape, make) in shapes() {
        linear(&format!("parse raw, {shape}"), 1500, make, |b| {
            black_box(RobotsTxt::parse(b));
        });
        // Tester mode: the file's first 500 KiB; 8n stays under it.
        linear(&format!("parse tester, {shape}"), 1500, make, |b| {
            black_box(tester::parse(b));
        });
    }
}

/// Paths that the rules of the shapes above match, and some they do not.
fn paths(m: usize) -> Vec<String> {
    (0..m).map(|i| format!("/{}/page", key(i * 7))).collect()
}

#[test]
fn check_fast_path_and_explanation() {
    let urls = paths(50);
    linear_for_parsed_shapes("check", |robots| {
        for token in ["botaaaab", "Googlebot"] {
            let view = tester::view(robots, token);
            for p in &urls {
                black_box(view.allowed(p.as_bytes()));
                black_box(view.verdict(p.as_bytes()));
            }
        }
    });
}

#[test]
fn lint_diagnostics() {
    let shapes: [Shape; 3] = [
        // Many named groups beside a `*` group with disallows: each named
        // group is checked against the `*` group's disallows.
        ("many groups", |n| {
            let mut b = b"User-agent: *\nDisallow: /cart\nDisallow: /tmp\n\n".to_vec();
            b.extend(lines(n, |i| {
                format!("User-agent: bot{}\nAllow: /\n\n", key(i))
            }));
            b
        }),
        // Many Content-Usage paths, each in its own named group.
        ("many usage paths in many groups", |n| {
            lines(n, |i| {
                format!(
                    "User-agent: bot{}\nDisallow: /{}\nContent-Usage: /{} train-ai=n\n\n",
                    key(i),
                    key(i),
                    key(i)
                )
            })
        }),
        // Many preferences, some malformed.
        ("many preferences", |n| {
            let mut b = b"User-agent: *\n".to_vec();
            b.extend(lines(n, |i| {
                format!(
                    "Content-Usage: /{} train-ai=n, search=\"{}\"\n",
                    key(i),
                    key(i)
                )
            }));
            b
        }),
    ];
    for (shape, make) in shapes {
        linear(
            &format!("lint, {shape}"),
            400,
            |n| RobotsTxt::parse(&make(n)),
            |robots| {
                black_box(robots.ai_diagnostics());
            },
        );
    }
}

#[test]
fn lint_with_readers() {
    // The readers' per-line differences probe the file's own agents (at
    // most 31) and rules (at most 300 URLs): many groups and many agents,
    // past those caps, are their worst cases.
    let shapes: [Shape; 2] = [
        ("many groups", |n| {
            lines(n, |i| format!("User-agent: bot{}\nDisallow:\n\n", key(i)))
        }),
        ("many agents", |n| {
            let mut b = lines(n, |i| format!("User-agent: bot{}\n", key(i)));
            b.extend(b"Disallow: /a\nAllow: /a/b\nDisallow: /*.x$\n");
            b
        }),
    ];
    for (shape, make) in shapes {
        linear(&format!("lint --readers, {shape}"), 1000, make, |b| {
            let google = RobotsTxt::parse(b);
            let readers = Readers::parse(b);
            black_box(google.ai_diagnostics());
            black_box(line_differences(&google, &readers));
        });
    }
}

#[test]
fn each_reader_parses_and_checks() {
    let urls: Vec<String> = paths(30)
        .iter()
        .map(|p| format!("https://example.com{p}"))
        .collect();
    for (shape, make) in shapes() {
        for reader in Reader::OTHERS {
            linear(
                &format!("reader {}, {shape}", reader.name()),
                1000,
                make,
                |b| match reader {
                    Reader::Urllib => {
                        let r = Urllib::parse(&String::from_utf8_lossy(b));
                        urls.iter()
                            .for_each(|u| drop(black_box(r.check("botaaaab", u))));
                    }
                    Reader::UrllibRfc9309 => {
                        let r = UrllibRfc9309::parse(&String::from_utf8_lossy(b));
                        urls.iter()
                            .for_each(|u| drop(black_box(r.check("botaaaab", u))));
                    }
                    Reader::Protego => {
                        let r = Protego::parse(&String::from_utf8_lossy(b));
                        urls.iter()
                            .for_each(|u| drop(black_box(r.check(u, "botaaaab"))));
                    }
                    _ => {
                        let r = RobotsParser::parse(&String::from_utf8_lossy(b));
                        urls.iter()
                            .for_each(|u| drop(black_box(r.check(None, u, "botaaaab"))));
                    }
                },
            );
        }
    }
}

/// `User-agent: *` and Content-Signal lines of 500 distinct keys each.
fn signal_keys(n: usize) -> Vec<u8> {
    let mut b = b"User-agent: *\n".to_vec();
    for line in 0..n / 500 {
        let keys: Vec<String> = (0..500).map(|i| key(line * 500 + i)).collect();
        b.extend(format!("Content-Signal: {}\n", keys.join(",")).bytes());
    }
    b
}

#[test]
fn signals_with_many_distinct_keys() {
    linear(
        "signals, many distinct keys",
        2000,
        |n| RobotsTxt::parse(&signal_keys(n)),
        |robots| {
            let signals = robots.signals(&robots.choose_groups(&["GPTBot"]));
            assert!(signals.is_some_and(|s| !s.is_empty()));
        },
    );
    linear(
        "signals, many lines of one key",
        2000,
        |n| {
            let mut b = b"User-agent: *\n".to_vec();
            b.extend(lines(n, |i| {
                format!("Content-Signal: search=y, ai-train={}\n", i % 2)
            }));
            RobotsTxt::parse(&b)
        },
        |robots| {
            black_box(robots.signals(&robots.choose_groups(&["GPTBot"])));
        },
    );
}

#[test]
fn policy_for_every_crawler() {
    linear(
        "policy, many distinct signal keys",
        2000,
        |n| RobotsTxt::parse(&signal_keys(n)),
        |robots| {
            black_box(registry::policy(robots, b"/a"));
        },
    );
    linear_for_parsed_shapes("policy", |robots| {
        black_box(registry::policy(robots, b"/aaaab/page"));
    });
}

/// Usage lookups for `m` paths: `Content-Usage` lines of one kind.
fn usage_lookups(robots: &RobotsTxt, m: usize) {
    let view = robots.agent_raw(&["GPTBot"]);
    for p in paths(m) {
        black_box(view.usage(p.as_bytes()));
    }
}

#[test]
fn usage_with_many_lines() {
    // The input is the file and the URL list: n lines and n / 2 URLs (for
    // many groups naming the crawler, 200 URLs: each lookup, as each check,
    // reads every group the crawler follows).
    let shapes: [LineShape; 4] = [
        ("many path-less lines", |_| {
            "Content-Usage: train-ai=n\n".to_string()
        }),
        ("many distinct paths", |i| {
            format!("Content-Usage: /{} train-ai=y\n", key(i))
        }),
        ("many wildcard paths", |i| {
            format!("Content-Usage: /*{} search=n\n", key(i))
        }),
        ("many groups", |i| {
            format!(
                "User-agent: GPTBot\nContent-Usage: /{} train-ai=n\nAllow: /\n",
                key(i)
            )
        }),
    ];
    for (shape, line) in shapes {
        linear(
            &format!("usage, {shape}"),
            400,
            |n| {
                let mut b = b"User-agent: *\n".to_vec();
                b.extend(lines(n, line));
                let m = if shape == "many groups" { 200 } else { n / 2 };
                (RobotsTxt::parse(&b), m)
            },
            |(robots, m)| usage_lookups(robots, *m),
        );
    }
}

#[test]
fn wire_round_trip() {
    for (shape, make) in shapes() {
        linear(
            &format!("wire, {shape}"),
            1500,
            |n| {
                let body = make(n);
                let wire = RobotsTxt::parse(&body).to_wire();
                (body, wire)
            },
            |(body, wire)| {
                assert!(RobotsTxt::from_wire(wire, body).is_some());
                // Damaged: the wire cut short and one byte flipped.
                let mut bad = wire[..wire.len() / 2].to_vec();
                if let Some(b) = bad.last_mut() {
                    *b ^= 0x55;
                }
                black_box(RobotsTxt::from_wire(&bad, body));
            },
        );
    }
}

/// A typed URL whose host is n characters long (issue 42, item 9: a link's
/// 50,000-character host): its normalisation (as the page's URL list, its
/// site input and its expectations read it), the tester's check and each
/// other reader's check of it. One label, many labels, non-ASCII (punycode)
/// and percent-escaped hosts.
#[test]
fn long_hosts_in_typed_urls() {
    let body = b"User-agent: *\nDisallow: /private/\nAllow: /private/press/\n";
    let google = tester::parse(body);
    let readers = Readers::parse(body);
    type Host = fn(usize) -> String;
    let hosts: [(&str, Host); 4] = [
        ("one label", |n| "a".repeat(n)),
        ("many labels", |n| "a.".repeat(n / 2) + "com"),
        ("non-ASCII", |n| "ü".repeat(n)),
        ("percent-escaped", |n| "%41".repeat(n / 3)),
    ];
    for (shape, host) in hosts {
        linear(
            &format!("typed URL, {shape} host"),
            20_000,
            |n| format!("https://{}/private/x", host(n)),
            |url| {
                drop(black_box(robots::url::normalise_typed(url)));
                drop(black_box(tester::check(&google, "Googlebot", url)));
                for reader in Reader::OTHERS {
                    drop(black_box(readers.check(reader, "Googlebot", url, None)));
                }
            },
        );
    }
}

/// `robots drift`'s comparison ([`robots::drift::compare`]) and the
/// managed-block finder, on a source and a served file of n rules each:
/// every verdict differing (each change's cause looked up), n groups
/// merged for one crawler, and a managed block of n groups whose every
/// Disallow ties with an Allow of the site's own (the tie search). The
/// paths checked stop at `drift::MAX_PATHS`, the tie search at its budget.
#[test]
fn drift_comparison() {
    use robots::drift::{compare, Served};
    use robots::managed;
    // A source and a served file at size n, by name.
    type PairShape = (&'static str, fn(usize) -> (Vec<u8>, Vec<u8>));
    let shapes: Vec<PairShape> = vec![
        ("every verdict differs", |n| {
            let star = b"User-agent: *\n".to_vec();
            (
                [
                    star.clone(),
                    lines(n, |i| format!("Disallow: /{}\n", key(i))),
                ]
                .concat(),
                [
                    star,
                    lines(n, |i| {
                        format!("Allow: /{0}/x\nDisallow: /{0}/y*z$\n", key(i))
                    }),
                ]
                .concat(),
            )
        }),
        ("many groups merged", |n| {
            let groups = lines(n, |i| {
                format!("User-agent: GPTBot\nDisallow: /{}\n\n", key(i))
            });
            (
                groups.clone(),
                [b"User-agent: GPTBot\nAllow: /\n\n".to_vec(), groups].concat(),
            )
        }),
        ("a managed block of ties", |n| {
            let own = lines(n, |i| format!("User-agent: GPTBot\nAllow: /{}\n", key(i)));
            let block = lines(n, |i| {
                format!("User-agent: GPTBot\nDisallow: /{}\n", key(i))
            });
            let served = [
                b"# BEGIN Cloudflare Managed content\n".to_vec(),
                block,
                b"# END Cloudflare Managed Content\n".to_vec(),
                own.clone(),
            ]
            .concat();
            (own, served)
        }),
    ];
    let tokens = ["GPTBot", "ClaudeBot", "Googlebot-Image", "CCBot"];
    for (shape, make) in shapes {
        linear(
            &format!("drift, {shape}"),
            1500,
            |n| {
                let (source, served) = make(n);
                let blocks = managed::blocks(&served);
                (RobotsTxt::parse(&source), RobotsTxt::parse(&served), blocks)
            },
            |(source, served, blocks)| {
                let side = Served::File {
                    robots: served,
                    managed: blocks,
                };
                black_box(compare(source, side, &tokens, &[]));
            },
        );
    }
    // The finder alone: many markers, many lines.
    linear(
        "managed blocks",
        20_000,
        |n| {
            lines(n, |i| match i % 3 {
                0 => "# BEGIN cloudflare MANAGED content\n".to_string(),
                1 => "User-agent: x # END\n".to_string(),
                _ => "  #  END Cloudflare Managed Content\r\n".to_string(),
            })
        },
        |body| {
            black_box(managed::blocks(body));
        },
    );
}

/// Lighthouse's audit (`lighthouse_errors`): the file's shapes, then lines
/// of each kind it checks (sitemap URLs with long international and IPv4
/// hosts, rules with `$`, unknown keys, lines without a colon) and one
/// line of n bytes.
#[test]
fn lighthouse_audit() {
    use robots::readers::lighthouse_errors;
    for (shape, make) in shapes() {
        linear(&format!("lighthouse, {shape}"), 1500, make, |b| {
            black_box(lighthouse_errors(b));
        });
    }
    linear(
        "lighthouse lines",
        2000,
        |n| {
            lines(n, |i| match i % 6 {
                0 => format!("Sitemap: https://{}ä.example.com:{i}/s\n", "ab.".repeat(20)),
                1 => format!("Sitemap: http://1.2.{}.{i}/\n", i % 300),
                2 => format!("Disallow: /a{i}$b$\n"),
                3 => format!("Content-Usage: train-ai=n # {i}\n"),
                4 => format!("nonsense {i}\n"),
                _ => format!("Sitemap: https://xn--{}.com/\n", "a".repeat(40 + i % 20)),
            })
        },
        |b| {
            black_box(lighthouse_errors(b));
        },
    );
    linear(
        "lighthouse one line",
        20_000,
        |n| format!("Sitemap: https://{}/\n", "a.".repeat(n)).into_bytes(),
        |b| {
            black_box(lighthouse_errors(b));
        },
    );
}
