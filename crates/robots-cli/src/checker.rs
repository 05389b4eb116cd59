//! One (URL, agent) check, the way every subcommand does it: tester or raw
//! mode, and a fetch result that may replace the file's rules.

use robots::aipref::{Pref, Usage};
use robots::message::{self, Message};
use robots::status::{Class, Effect};
use robots::{AgentView, RuleMatch};

use crate::lang::{tr, Lang, Words};
use crate::mode::Mode;
use crate::source::{Robots, Rules};

/// A crawler as given on the command line, with the token it checks as.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Agent {
    pub input: String,
    pub token: String,
}

impl Agent {
    /// Tester mode derives the product token; raw mode takes the input as is.
    pub fn resolve(input: &str, mode: Mode) -> Result<Agent, Message> {
        let token = match mode {
            Mode::Raw => input.to_string(),
            Mode::Tester => {
                robots::tester::agent(input)
                    .map_err(|e| {
                        tr!(
                            "cli-agent-unchecked",
                            input,
                            reason = message::agent_error(&e)
                        )
                    })?
                    .token
            }
        };
        Ok(Agent {
            input: input.to_string(),
            token,
        })
    }
}

/// The path a crawler requests for `url` (tester mode: as a browser
/// normalises it; raw mode: Google's extraction).
pub fn path(url: &str, mode: Mode) -> Result<String, Message> {
    match mode {
        Mode::Raw => Ok(robots::url::path_params_query(url)),
        Mode::Tester => robots::url::normalise_typed(url)
            .map(|u| u.path)
            .map_err(|e| tr!("cli-url-unchecked", url, reason = message::url_error(&e))),
    }
}

/// One agent's view of a robots.txt, ready for many paths.
pub enum View<'a> {
    Rules(Box<AgentView<'a>>),
    /// The fetch result replaced the rules: every path gets `allowed`.
    Replaced {
        allowed: bool,
        class: Class,
    },
}

impl Robots {
    pub fn view(&self, agent: &Agent, mode: Mode) -> View<'_> {
        match &self.rules {
            Rules::File(robots) => View::Rules(Box::new(match mode {
                Mode::Raw => robots.agent_raw(&[agent.token.as_str()]),
                Mode::Tester => robots::tester::view(robots, &agent.token),
            })),
            Rules::Replaced { effect, class } => View::Replaced {
                allowed: *effect == Effect::AllowAll,
                class: *class,
            },
        }
    }
}

/// A verdict with its explanation, from the file's rules or from the fetch
/// result.
#[derive(Clone, Debug)]
pub struct Explanation {
    pub allowed: bool,
    /// Google's `matching_line()`; 0 when no rule decides or the fetch
    /// result replaced the rules.
    pub line: u32,
    /// A stable code: the engine's `Reason::code()`, or `allow_all` /
    /// `disallow_all` when the fetch result replaced the rules.
    pub reason: &'static str,
    pub decisive: Option<RuleMatch>,
    /// `GroupChoice::code()`; `None` when the fetch result replaced the rules.
    pub groups: Option<&'static str>,
    pub group_lines: Vec<u32>,
    /// The engine's `Verdict::sentence()`, or what Google does with the
    /// fetch result.
    pub sentence: String,
    /// The usage preferences (`None` when the URL may not be crawled).
    pub usage: Option<Usage>,
}

impl View<'_> {
    /// Verdict and line only (the fast path).
    pub fn allowed(&self, path: &str) -> (bool, u32) {
        match self {
            View::Rules(view) => view.allowed(path.as_bytes()),
            View::Replaced { allowed, .. } => (*allowed, 0),
        }
    }

    /// The usage preferences for `path`: `None` when it may not be crawled;
    /// all unknown when the fetch result replaced the file.
    pub fn usage(&self, path: &str) -> Option<Usage> {
        match self {
            View::Rules(view) => view.usage(path.as_bytes()),
            View::Replaced { allowed, .. } => allowed.then(no_usage),
        }
    }

    pub fn explain(&self, path: &str) -> Explanation {
        self.explain_in(path, &Words::new(Lang::EN))
    }

    /// [`View::explain`] with the sentence in `words`' language.
    pub fn explain_in(&self, path: &str, words: &Words) -> Explanation {
        match self {
            View::Rules(view) => {
                let v = view.verdict(path.as_bytes());
                let usage = view.robots().usage(&v.groups, path.as_bytes(), v.allowed);
                Explanation {
                    usage,
                    allowed: v.allowed,
                    line: v.line,
                    reason: v.reason.code(),
                    groups: Some(v.groups.code()),
                    group_lines: v.groups.agent_lines.clone(),
                    sentence: words.reason(&v),
                    decisive: v.decisive,
                }
            }
            View::Replaced { allowed, class } => Explanation {
                allowed: *allowed,
                line: 0,
                reason: if *allowed {
                    "allow_all"
                } else {
                    "disallow_all"
                },
                decisive: None,
                groups: None,
                group_lines: Vec::new(),
                sentence: words.message(&crate::lang::cli::replaced(message::status(*class))),
                usage: allowed.then(no_usage),
            },
        }
    }
}

/// Every label unknown, no deciding line: no file, no preference.
fn no_usage() -> Usage {
    Usage {
        prefs: [Pref::Unknown; 2],
        lines: Vec::new(),
        more_lines: 0,
    }
}

/// The usage column of the text output: `train-ai=allow,search=unknown`,
/// or `-` when the URL may not be crawled.
pub fn usage_cell(usage: Option<&Usage>) -> String {
    match usage {
        None => "-".to_string(),
        Some(u) => u
            .labels()
            .map(|(l, p)| format!("{l}={}", p.code()))
            .collect::<Vec<_>>()
            .join(","),
    }
}

/// `ALLOWED` or `DISALLOWED`.
pub fn verdict_token(allowed: bool) -> &'static str {
    if allowed {
        "ALLOWED"
    } else {
        "DISALLOWED"
    }
}
