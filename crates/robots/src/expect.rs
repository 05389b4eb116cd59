//! Expectations files: what a site expects of its robots.txt, one check per
//! line. `robots test` reads them; the web page's Expectations panel writes
//! them. Both use this module, so a file exported by one is read by the other.
//!
//! ```text
//! # comment
//! allowed     Googlebot   https://www.example.com/products/
//! disallowed  GPTBot      /
//! disallowed  "Mozilla/5.0 (compatible; Bingbot/2.0; +http://www.bing.com/bingbot.htm)"  /checkout
//! ```
//!
//! The format:
//!
//! * one expectation per line: the verdict (`allowed` or `disallowed`, in any
//!   letter case), the agent (a product token or a full user-agent string)
//!   and the URL or path to check; lines end at LF, CRLF or CR, and a UTF-8
//!   byte-order mark at the start of the text is skipped;
//! * fields are separated by spaces or tabs (any number);
//! * a field may be double-quoted, which it must be when it contains a space
//!   or a tab (a full user-agent string usually does). Inside quotes, `\"`
//!   stands for `"` and `\\` for `\`; any other backslash is kept as is.
//!   `#` inside quotes is part of the field;
//! * `#` at the start of a field — at the start of the line or after a space
//!   or tab — starts a comment that runs to the end of the line. A `#`
//!   inside an unquoted field is part of it, so `/page#top` is a URL with a
//!   fragment (tester mode drops fragments, as a crawler does), while
//!   `/page #top` is `/page` followed by a comment;
//! * blank lines and comment lines are ignored.
//!
//! Every line that cannot be read is reported with its 1-based number and
//! what is wrong:
//!
//! ```
//! use robots::expect::{self, Expectation, Problem};
//!
//! let text = "allowed Googlebot /a#frag  # a comment\n\
//!             disallowed \"Mozilla/5.0 (compatible; #1 bot)\" /b\n";
//! let list = expect::parse(text).unwrap();
//! assert_eq!(list[0], Expectation { line: 1, allowed: true, agent: "Googlebot".into(), url: "/a#frag".into() });
//! assert_eq!(list[1].agent, "Mozilla/5.0 (compatible; #1 bot)");
//! // Written back, it reads the same (line numbers are those of the new text).
//! assert_eq!(expect::parse(&expect::format(&list)).unwrap(), list);
//!
//! let errors = expect::parse("alowed Googlebot /\nallowed \"Bingbot /x\n").unwrap_err();
//! assert_eq!(errors[0].line, 1);
//! assert!(matches!(errors[0].problem, Problem::UnknownVerdict(_)));
//! assert_eq!(errors[1].to_string(), "line 2: unterminated quote: a quoted field must end with \"");
//! ```

use std::fmt;

/// One expected verdict.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Expectation {
    /// The line it was read from (1-based).
    pub line: u32,
    /// `true` for `allowed`, `false` for `disallowed`.
    pub allowed: bool,
    /// A product token or a full user-agent string, as written.
    pub agent: String,
    /// The URL or path, as written.
    pub url: String,
}

/// What is wrong with a line.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Problem {
    /// The first field is neither `allowed` nor `disallowed`.
    UnknownVerdict(String),
    /// Only a verdict.
    MissingAgent,
    /// A verdict and an agent, but no URL.
    MissingUrl,
    /// An empty quoted agent (`""`).
    EmptyAgent,
    /// An empty quoted URL (`""`).
    EmptyUrl,
    /// A quoted field without its closing `"`.
    UnterminatedQuote,
    /// Something right after a closing `"`, with no space or tab between.
    TextAfterQuote,
    /// More than three fields; the first extra one, and how many.
    ExtraFields { first: String, count: usize },
}

/// In English, without its line: the catalogue words a problem with its
/// line (`line 3: missing URL or path after the agent`, see [`LineError`]),
/// and this is that sentence after the line's part.
impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let said = LineError {
            line: 0,
            problem: self.clone(),
        }
        .to_string();
        f.write_str(
            said.split_once(": ")
                .map_or(said.as_str(), |(_, rest)| rest),
        )
    }
}

/// A line that could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LineError {
    /// 1-based.
    pub line: u32,
    pub problem: Problem,
}

impl std::error::Error for LineError {}

/// Reads an expectations file: every expectation, or every line that
/// cannot be read.
pub fn parse(text: &str) -> Result<Vec<Expectation>, Vec<LineError>> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut list = Vec::new();
    let mut errors = Vec::new();
    for (i, line) in lines(text).enumerate() {
        let number = u32::try_from(i + 1).unwrap_or(u32::MAX);
        match parse_line(line) {
            Ok(None) => {}
            Ok(Some((allowed, agent, url))) => list.push(Expectation {
                line: number,
                allowed,
                agent,
                url,
            }),
            Err(problem) => errors.push(LineError {
                line: number,
                problem,
            }),
        }
    }
    if errors.is_empty() {
        Ok(list)
    } else {
        Err(errors)
    }
}

/// Lines end at LF, CRLF or a lone CR.
fn lines(text: &str) -> impl Iterator<Item = &str> {
    let mut rest = Some(text);
    std::iter::from_fn(move || {
        let s = rest?;
        match s.find(['\n', '\r']) {
            Some(end) => {
                let skip = if s[end..].starts_with("\r\n") { 2 } else { 1 };
                rest = Some(&s[end + skip..]);
                Some(&s[..end])
            }
            None => {
                rest = None;
                // A final line end leaves an empty last piece: not a line.
                (!s.is_empty()).then_some(s)
            }
        }
    })
}

fn is_separator(c: char) -> bool {
    c == ' ' || c == '\t'
}

/// `Ok(None)` for a blank or comment line.
fn parse_line(line: &str) -> Result<Option<(bool, String, String)>, Problem> {
    let fields = split_fields(line)?;
    let mut it = fields.into_iter();
    let Some(verdict) = it.next() else {
        return Ok(None);
    };
    let allowed = if verdict.eq_ignore_ascii_case("allowed") {
        true
    } else if verdict.eq_ignore_ascii_case("disallowed") {
        false
    } else {
        return Err(Problem::UnknownVerdict(verdict));
    };
    let agent = it.next().ok_or(Problem::MissingAgent)?;
    let url = it.next().ok_or(Problem::MissingUrl)?;
    let extra: Vec<String> = it.collect();
    if let Some(first) = extra.first() {
        return Err(Problem::ExtraFields {
            first: first.clone(),
            count: extra.len(),
        });
    }
    if agent.is_empty() {
        return Err(Problem::EmptyAgent);
    }
    if url.is_empty() {
        return Err(Problem::EmptyUrl);
    }
    Ok(Some((allowed, agent, url)))
}

/// Splits a line into fields, up to a comment.
fn split_fields(line: &str) -> Result<Vec<String>, Problem> {
    let mut fields = Vec::new();
    let mut chars = line.chars().peekable();
    loop {
        while chars.next_if(|&c| is_separator(c)).is_some() {}
        match chars.peek() {
            None | Some('#') => return Ok(fields),
            Some('"') => {
                chars.next();
                let mut field = String::new();
                loop {
                    match chars.next() {
                        None => return Err(Problem::UnterminatedQuote),
                        Some('"') => break,
                        Some('\\') => match chars.next_if(|&c| c == '"' || c == '\\') {
                            Some(escaped) => field.push(escaped),
                            None => field.push('\\'),
                        },
                        Some(c) => field.push(c),
                    }
                }
                if chars.peek().is_some_and(|&c| !is_separator(c)) {
                    return Err(Problem::TextAfterQuote);
                }
                fields.push(field);
            }
            Some(_) => {
                let mut field = String::new();
                while let Some(c) = chars.next_if(|&c| !is_separator(c)) {
                    field.push(c);
                }
                fields.push(field);
            }
        }
    }
}

/// Writes expectations in the format [`parse`] reads, one per line in the
/// order given, with aligned columns. An agent is quoted when it contains a
/// space, a tab, `"` or `#`; a URL when it contains a space or a tab or
/// starts with `"` or `#`; inside quotes `"` and `\` are escaped with `\`.
/// Line breaks cannot be part of a field: each CR or LF in an agent or URL
/// is written as a space (user-agent strings and URLs never contain them).
/// Empty fields are written as `""`, which [`parse`] rejects.
///
/// The agent column is as wide as its widest agent of at most
/// [`MAX_ALIGNED_AGENT`] characters; a longer agent is written whole and
/// followed by two spaces, so no input sets a width.
pub fn format(list: &[Expectation]) -> String {
    let agents: Vec<String> = list
        .iter()
        .map(|e| field(&e.agent, needs_quotes_agent))
        .collect();
    let counts: Vec<usize> = agents.iter().map(|a| a.chars().count()).collect();
    let width = counts
        .iter()
        .copied()
        .filter(|&n| n <= MAX_ALIGNED_AGENT)
        .max()
        .unwrap_or(0);
    let mut out = String::new();
    for ((e, agent), count) in list.iter().zip(&agents).zip(counts) {
        let verdict = if e.allowed {
            "allowed   "
        } else {
            "disallowed"
        };
        out.push_str(verdict);
        out.push_str("  ");
        out.push_str(agent);
        out.extend(core::iter::repeat_n(' ', width.saturating_sub(count) + 2));
        out.push_str(&field(&e.url, needs_quotes_url));
        out.push('\n');
    }
    out
}

/// The widest agent [`format`] aligns the URLs after, in characters.
pub const MAX_ALIGNED_AGENT: usize = 48;

fn needs_quotes_agent(s: &str) -> bool {
    s.contains([' ', '\t', '"', '#'])
}

fn needs_quotes_url(s: &str) -> bool {
    s.contains([' ', '\t']) || s.starts_with(['"', '#'])
}

fn field(value: &str, needs_quotes: fn(&str) -> bool) -> String {
    let value = value.replace(['\r', '\n'], " ");
    if !value.is_empty() && !needs_quotes(&value) {
        return value;
    }
    let mut out = String::with_capacity(value.len() + 2);
    out.push('"');
    for c in value.chars() {
        if c == '"' || c == '\\' {
            out.push('\\');
        }
        out.push(c);
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(allowed: bool, agent: &str, url: &str, line: u32) -> Expectation {
        Expectation {
            line,
            allowed,
            agent: agent.into(),
            url: url.into(),
        }
    }

    #[test]
    fn reads_the_documented_example() {
        let text = "# comment\n\
            allowed     Googlebot   https://www.example.com/products/\n\
            disallowed  GPTBot      /\n\
            \n\
            disallowed  \"Mozilla/5.0 (compatible; Bingbot/2.0; +http://www.bing.com/bingbot.htm)\"  /checkout\n";
        assert_eq!(
            parse(text).unwrap(),
            vec![
                one(true, "Googlebot", "https://www.example.com/products/", 2),
                one(false, "GPTBot", "/", 3),
                one(
                    false,
                    "Mozilla/5.0 (compatible; Bingbot/2.0; +http://www.bing.com/bingbot.htm)",
                    "/checkout",
                    5
                ),
            ]
        );
    }

    #[test]
    fn separators_line_ends_case_and_bom() {
        let text = "\u{feff}ALLOWED\tGooglebot\t\t/a\r\nDisallowed  a   /b\rallowed b /c";
        assert_eq!(
            parse(text).unwrap(),
            vec![
                one(true, "Googlebot", "/a", 1),
                one(false, "a", "/b", 2),
                one(true, "b", "/c", 3)
            ]
        );
        assert_eq!(parse("").unwrap(), vec![]);
        assert_eq!(parse("\n  \n\t# only comments\n").unwrap(), vec![]);
    }

    #[test]
    fn hash_starts_a_comment_only_at_a_field_start() {
        let list = parse(
            "allowed a /p#frag #comment\n\
             allowed a /q # comment \"with quote\n\
             allowed \"x #1\" /r#\n\
             #allowed a /s\n\
             allowed a#b /t\n",
        )
        .unwrap();
        assert_eq!(
            list,
            vec![
                one(true, "a", "/p#frag", 1),
                one(true, "a", "/q", 2),
                one(true, "x #1", "/r#", 3),
                one(true, "a#b", "/t", 5),
            ]
        );
    }

    #[test]
    fn quotes_and_escapes() {
        let list = parse(
            r#"allowed "say \"hi\" \\ C:\dir" "/a b"
disallowed "" /x
"#,
        );
        let errors = list.unwrap_err();
        assert_eq!(
            errors,
            vec![LineError {
                line: 2,
                problem: Problem::EmptyAgent
            }]
        );
        let list = parse(r#"allowed "say \"hi\" \\ C:\dir" "/a b""#).unwrap();
        assert_eq!(list[0].agent, r#"say "hi" \ C:\dir"#);
        assert_eq!(list[0].url, "/a b");
        // A quote inside an unquoted field is an ordinary character.
        assert_eq!(parse("allowed a\"b /c\"").unwrap()[0].url, "/c\"");
    }

    #[test]
    fn every_bad_line_is_reported_with_its_number() {
        let text = "allowed a /ok\n\
            alowed a /\n\
            allowed\n\
            disallowed Googlebot\n\
            allowed \"Googlebot /x\n\
            allowed \"a\"b /x\n\
            allowed Mozilla/5.0 (compatible; Bingbot/2.0) /x\n\
            allowed a \"\"\n\
            allowed a /x extra # comment\n";
        let errors = parse(text).unwrap_err();
        let got: Vec<(u32, Problem)> = errors.into_iter().map(|e| (e.line, e.problem)).collect();
        assert_eq!(
            got,
            vec![
                (2, Problem::UnknownVerdict("alowed".into())),
                (3, Problem::MissingAgent),
                (4, Problem::MissingUrl),
                (5, Problem::UnterminatedQuote),
                (6, Problem::TextAfterQuote),
                (
                    7,
                    Problem::ExtraFields {
                        first: "Bingbot/2.0)".into(),
                        count: 2
                    }
                ),
                (8, Problem::EmptyUrl),
                (
                    9,
                    Problem::ExtraFields {
                        first: "extra".into(),
                        count: 1
                    }
                ),
            ]
        );
    }

    #[test]
    fn messages_name_the_line_and_the_problem() {
        let e = |text: &str| parse(text).unwrap_err()[0].to_string();
        assert_eq!(
            e("\nmaybe a /"),
            "line 2: unknown verdict 'maybe': a line starts with 'allowed' or 'disallowed'"
        );
        assert_eq!(
            e("allowed a"),
            "line 1: missing URL or path after the agent"
        );
        assert_eq!(
            e("allowed a /x y"),
            "line 1: 1 extra field from 'y': quote an agent that contains spaces (\"...\"), and put a space before a # comment"
        );
    }

    #[test]
    fn format_does_not_align_on_an_agent_longer_than_the_cap() {
        // A 100,000-character agent beside short ones: the short ones stay
        // aligned with each other, the long one is written whole (no width
        // comes from it), and the text reads back to the same list.
        let long = "A".repeat(100_000);
        let path = format!("/{}", "p".repeat(100_000));
        let list = vec![
            one(true, "Googlebot", "/a", 1),
            one(false, &long, &path, 2),
            one(false, "GPTBot", "/", 3),
        ];
        let text = format(&list);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "allowed     Googlebot  /a");
        assert_eq!(lines[1], std::format!("disallowed  {long}  {path}"));
        assert_eq!(lines[2], "disallowed  GPTBot     /");
        assert_eq!(parse(&text).unwrap(), list);
        // An agent of exactly the cap is still aligned.
        let exact = "B".repeat(MAX_ALIGNED_AGENT);
        let text = format(&[one(true, &exact, "/x", 1), one(true, "a", "/y", 2)]);
        let pad = " ".repeat(MAX_ALIGNED_AGENT - 1);
        assert_eq!(
            text,
            std::format!("allowed     {exact}  /x\nallowed     a{pad}  /y\n")
        );
    }

    #[test]
    fn format_aligns_quotes_and_escapes() {
        let list = vec![
            one(true, "Googlebot", "https://www.example.com/products/", 1),
            one(false, "GPTBot", "/", 2),
            one(false, "Mozilla/5.0 (x; \"q\" #1)", "#frag", 3),
            one(true, "a\\b", "/a b\\", 4),
        ];
        let text = format(&list);
        let want = [
            r##"allowed     Googlebot                    https://www.example.com/products/"##,
            r##"disallowed  GPTBot                       /"##,
            r##"disallowed  "Mozilla/5.0 (x; \"q\" #1)"  "#frag""##,
            r##"allowed     a\b                          "/a b\\""##,
        ];
        assert_eq!(text, want.join("\n") + "\n");
        assert_eq!(parse(&text).unwrap(), list);
        assert_eq!(format(&[]), "");
    }

    #[test]
    fn line_breaks_in_a_field_are_written_as_spaces() {
        let text = format(&[one(true, "a\r\nb", "/x\ny", 1)]);
        assert_eq!(parse(&text).unwrap(), vec![one(true, "a  b", "/x y", 1)]);
    }
}
