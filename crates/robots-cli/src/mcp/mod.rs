//! `robots mcp`: the engine as tools for AI agents, over the Model Context
//! Protocol on standard input and output (see docs/mcp.md). The protocol is
//! the official Rust SDK's (`rmcp`): its tool macros route the calls, and
//! each tool's input and output schemas are derived from the types below
//! (schemars).
//!
//! The tools decide nothing themselves. `check`, `lint` and `policy` run
//! the very subcommands in this process (`robots check --json`, `robots
//! lint`, `robots policy --json`) with the robots.txt on their standard
//! input, so their answers are the command's lines, limits and notes; a
//! `robots_url` is fetched as `robots fetch` fetches ([`crate::fetch`]:
//! Google's redirects and status codes, the address policy). `explain`
//! builds `check --json`'s record and the trace from the same view;
//! `verify_ip` uses the lists `robots audit` reads, by its rule.
//!
//! Every tool answers with `structuredContent` (the schema's object) and a
//! short text for people. An argument that does not fit the schema is a
//! tool error (`isError`, rmcp's message); so are the tools' own refusals
//! (worded from the catalogues). The work runs on tokio's blocking pool:
//! one call never stops the server from reading the next.

mod trace;

use std::net::IpAddr;
use std::path::PathBuf;
use std::time::Duration;

use rmcp::handler::server::tool::{IntoCallToolResult, ToolRouter};
use rmcp::handler::server::wrapper::Parameters;
use rmcp::model::{
    CallToolResponse, CallToolResult, ContentBlock, Implementation, ServerCapabilities,
    ServerConfig,
};
use rmcp::{tool, tool_handler, tool_router, ErrorData, ServerHandler, ServiceExt};
use schemars::JsonSchema;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use robots::message::{self, Message};
use robots_audit::tally::{self, Class};

use crate::args::NetArgs;
use crate::checker::{self, verdict_token, Agent, View};
use crate::lang::{say, tr, Lang as CliLang, Words};
use crate::mode::Mode;
use crate::record::CheckRecord;
use crate::source::{self, Rules};
use crate::{fetch, Failure, Io};

/// The most checks (URLs × user agents) one `check` call answers: some
/// 600 bytes of JSON each, so an answer stays a few megabytes.
pub const MAX_CHECKS: usize = 10_000;

/// The time limits of a fetch: `robots fetch`'s defaults.
const NET: NetArgs = NetArgs {
    connect_timeout: Duration::from_secs(10),
    timeout: Duration::from_secs(30),
    // The tools fetch under the address policy, with no way around it.
    allow_private: false,
};

/// Serves the protocol on standard input and output until the client
/// closes them; `ranges` is `verify_ip`'s directory of address lists.
/// Returns the exit status.
pub fn serve_stdio(ranges: Option<PathBuf>) -> u8 {
    let runtime = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(r) => r,
        Err(e) => {
            eprintln!("robots: {e}");
            return crate::exit::UNREADABLE;
        }
    };
    let server = Server::new(ranges);
    runtime.block_on(async move {
        match server.serve(rmcp::transport::stdio()).await {
            Ok(service) => match service.waiting().await {
                Ok(_) => crate::exit::OK,
                Err(e) => {
                    eprintln!("robots: {e}");
                    crate::exit::UNREADABLE
                }
            },
            Err(e) => {
                eprintln!("robots: {e}");
                crate::exit::UNREADABLE
            }
        }
    })
}

// ---------------------------------------------------------------------------
// Inputs

/// A language of the catalogues, for the sentences (explanations,
/// diagnostics, notes); codes and field names never change with it.
#[derive(Clone, Copy, Debug, Default, Deserialize, JsonSchema, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum LangCode {
    #[default]
    En,
    Hi,
    Nl,
    Ko,
}

impl LangCode {
    fn lang(self) -> message::Lang {
        match self {
            LangCode::En => message::Lang::En,
            LangCode::Hi => message::Lang::Hi,
            LangCode::Nl => message::Lang::Nl,
            LangCode::Ko => message::Lang::Ko,
        }
    }

    fn code(self) -> &'static str {
        self.lang().code()
    }
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CheckInput {
    /// The robots.txt's text (give this or robots_url). Read as Google reads
    /// it: only its first 500 KiB count, as `robots check` cuts it.
    pub robots_txt: Option<String>,
    /// Instead of robots_txt: the http(s):// URL of a robots.txt, fetched as
    /// Google fetches it (redirects, status codes, 500 KiB).
    pub robots_url: Option<String>,
    /// The URLs (or paths) to check.
    pub urls: Vec<String>,
    /// The crawlers: product tokens (Googlebot) or full User-Agent strings.
    pub user_agents: Vec<String>,
    /// The language of the explanations (default en).
    #[serde(default)]
    pub lang: LangCode,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LintInput {
    /// The robots.txt's text (give this or robots_url).
    pub robots_txt: Option<String>,
    /// Instead of robots_txt: the http(s):// URL of a robots.txt, fetched as
    /// Google fetches it.
    pub robots_url: Option<String>,
    /// The language of the messages (default en).
    #[serde(default)]
    pub lang: LangCode,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PolicyInput {
    /// The robots.txt's text (give this or robots_url).
    pub robots_txt: Option<String>,
    /// Instead of robots_txt: the http(s):// URL of a robots.txt, fetched as
    /// Google fetches it.
    pub robots_url: Option<String>,
    /// The URL or path to read the file for (default: the site root, /).
    pub url: Option<String>,
    /// The language of the `blocking` sentences (default en).
    #[serde(default)]
    pub lang: LangCode,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ExplainInput {
    /// The robots.txt's text (give this or robots_url).
    pub robots_txt: Option<String>,
    /// Instead of robots_txt: the http(s):// URL of a robots.txt, fetched as
    /// Google fetches it.
    pub robots_url: Option<String>,
    /// The URL (or path) to explain.
    pub url: String,
    /// The crawler: a product token (Googlebot) or a full User-Agent string.
    pub user_agent: String,
    /// The language of the trace's sentences (default en).
    #[serde(default)]
    pub lang: LangCode,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FetchInput {
    /// The http(s):// URL of a robots.txt.
    pub url: String,
    /// The language of the explanation and the note (default en).
    #[serde(default)]
    pub lang: LangCode,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct VerifyInput {
    /// The address the request came from (IPv4 or IPv6).
    pub ip: String,
    /// The User-Agent the request sent (or a product token).
    pub user_agent: String,
    /// Web Bot Auth: the request's `Signature-Agent` header, if it sent
    /// one (with `signature_input` and `signature`, its signature is
    /// checked against the key directories `robots ranges update` saves).
    #[serde(default)]
    pub signature_agent: Option<String>,
    /// The request's `Signature-Input` header.
    #[serde(default)]
    pub signature_input: Option<String>,
    /// The request's `Signature` header.
    #[serde(default)]
    pub signature: Option<String>,
    /// The host the request asked for (its `@authority`, with the port
    /// when not 443), for the signature.
    #[serde(default)]
    pub host: Option<String>,
    /// The request's method and path, when its signature covers them.
    #[serde(default)]
    pub method: Option<String>,
    #[serde(default)]
    pub path: Option<String>,
    /// When the request was made (RFC 3339; default now): the signature's
    /// window must hold it.
    #[serde(default)]
    pub time: Option<String>,
    /// The language of the text answer (default en).
    #[serde(default)]
    pub lang: LangCode,
}

// ---------------------------------------------------------------------------
// Outputs

/// `check`'s answer.
#[derive(Debug, Serialize, Deserialize, JsonSchema)]
pub struct CheckOutput {
    /// One result per URL × user agent, URL-major, user agents in the
    /// order given: each a line of `robots check --json` on the same input
    /// (the user agent is under both `user_agent` and `agent`).
    pub results: Vec<CheckResult>,
    /// What the command noted (a URL it could not check, a file cut at
    /// 500 KiB, how a fetch went), in `lang`.
    pub notes: Vec<String>,
}

/// One (URL, user agent) check.
#[derive(Debug, Serialize, Deserialize, JsonSchema)]
pub struct CheckResult {
    pub url: String,
    /// The user agent as given.
    pub user_agent: String,
    /// The product token it checks as.
    pub token: String,
    pub allowed: bool,
    /// The deciding line: Google's `matching_line()` (0 = none).
    pub line: u32,
    /// The deciding rule's kind, `allow` or `disallow` (null: none decides).
    pub rule: Option<String>,
    /// Why, as a code: longest_match, tie_allow_wins, index_html_directory,
    /// empty_rule, no_matching_rule, no_group, allow_all, disallow_all.
    pub reason: String,
    /// Why, in one sentence in `lang`.
    pub explanation: String,
    /// The rest of `robots check --json`'s line: agent, path, pattern,
    /// written, priority, groups, group_lines, usage, usage_lines, fetch.
    #[serde(flatten)]
    pub more: Map<String, Value>,
}

/// `lint`'s answer.
#[derive(Debug, Serialize, Deserialize, JsonSchema)]
pub struct LintOutput {
    /// `robots lint`'s lines, in file order.
    pub diagnostics: Vec<LintDiagnostic>,
    pub notes: Vec<String>,
}

/// One line of `robots lint`.
#[derive(Debug, Serialize, Deserialize, JsonSchema)]
pub struct LintDiagnostic {
    pub line: u32,
    /// error, warning or info.
    pub severity: String,
    /// A stable code (docs/cli.md lists them).
    pub code: String,
    /// In `lang`.
    pub message: String,
}

/// `policy`'s answer.
#[derive(Debug, Serialize, Deserialize, JsonSchema)]
pub struct PolicyOutput {
    /// One per crawler of the registry: a line of `robots policy --json`.
    pub crawlers: Vec<PolicyCrawler>,
    pub notes: Vec<String>,
}

#[derive(Debug, Serialize, Deserialize, JsonSchema)]
pub struct PolicyCrawler {
    pub token: String,
    pub owner: String,
    /// search, ai-training, ai-search, ai-user, ai-control or other.
    pub purpose: String,
    pub allowed: bool,
    /// The deciding line (0 = none).
    pub line: u32,
    /// The applying groups' Content-Signal values, as written (null: none).
    pub signals: Option<Map<String, Value>>,
    /// The AI-use preferences (Content-Usage) per label: allow, disallow or
    /// unknown (null: the URL may not be crawled).
    pub usage: Option<Map<String, Value>>,
    /// The rest of `robots policy --json`'s line: url, path, verdict,
    /// follows, usage_lines, licenses, blocking, docs, checked, fetch.
    #[serde(flatten)]
    pub more: Map<String, Value>,
}

/// `explain`'s answer: `check`'s result, and the trace.
#[derive(Debug, Serialize, Deserialize, JsonSchema)]
pub struct ExplainOutput {
    #[serde(flatten)]
    pub result: CheckResult,
    /// The language of the sentences.
    pub lang: String,
    /// How the verdict was reached, step by step.
    pub trace: Vec<trace::Step>,
    pub notes: Vec<String>,
}

/// `fetch`'s answer: the `fetch` object of `--json` output, and the body.
#[derive(Debug, Serialize, Deserialize, JsonSchema)]
pub struct FetchOutput {
    /// The last HTTP status received (null after a network error).
    pub status: Option<u16>,
    /// Body bytes read (only a 2xx body; at most 512,000).
    pub bytes: u64,
    /// What Google does: rules (the body's rules apply), allow_all or
    /// disallow_all.
    pub outcome: String,
    /// Google's reading of the result, in one sentence in `lang`.
    pub explanation: String,
    /// The body as text when its rules apply (bytes that are not UTF-8
    /// replaced), else null.
    pub body: Option<String>,
    /// `robots fetch`'s one-line note.
    pub note: String,
    /// Everything `robots fetch` noted (a URL that is not /robots.txt, the note).
    pub notes: Vec<String>,
    /// The rest: url, redirects, final_url, truncated, redirect_problem, error.
    #[serde(flatten)]
    pub more: Map<String, Value>,
}

/// Whether an address is its crawler's.
#[derive(Clone, Copy, Debug, Serialize, Deserialize, JsonSchema, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// In a list the crawler's owner publishes.
    Verified,
    /// The owner publishes lists for it, and the address is in none.
    Forged,
    /// Nothing to check against.
    Unverified,
}

/// `verify_ip`'s answer.
#[derive(Debug, Serialize, Deserialize, JsonSchema)]
pub struct VerifyOutput {
    /// The address as read (an IPv4-mapped IPv6 address as its IPv4 address).
    pub ip: String,
    /// The registry crawler the user agent names (another bot's product
    /// token; null when it names none).
    pub token: Option<String>,
    pub status: Status,
    /// Why, as a code: listed, not_listed, no_crawler, no_list_published,
    /// no_list_saved.
    pub why: String,
    /// The list that holds the address (verified), or the first one it is
    /// missing from (forged).
    pub list: Option<String>,
    /// That list's creationTime, as written.
    pub list_date: Option<String>,
    /// Every list looked in.
    pub lists: Vec<String>,
    /// Web Bot Auth, when the request named a `Signature-Agent`: the
    /// signature's status (verified, invalid, unknown_key, unsigned),
    /// judged as `robots audit` judges it.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub signature: Option<String>,
    /// The origin its `Signature-Agent` names.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub signature_agent: Option<String>,
}

/// `T`'s output schema (rmcp's, for what `T` serialises to), without
/// schemars' integer formats (`uint32`…), which JSON Schema does not
/// define and clients' validators warn about.
fn output_schema<T: JsonSchema + 'static>() -> std::sync::Arc<Map<String, Value>> {
    fn strip(value: &mut Value) {
        match value {
            Value::Object(o) => {
                let integer = o
                    .get("format")
                    .and_then(Value::as_str)
                    .is_some_and(|f| f.starts_with("uint") || f.starts_with("int"));
                if integer {
                    o.remove("format");
                }
                o.values_mut().for_each(strip);
            }
            Value::Array(a) => a.iter_mut().for_each(strip),
            _ => {}
        }
    }
    let mut schema = Value::Object(
        rmcp::handler::server::tool::schema_for_output::<T>()
            .as_ref()
            .clone(),
    );
    strip(&mut schema);
    match schema {
        Value::Object(o) => std::sync::Arc::new(o),
        _ => std::sync::Arc::new(Map::new()),
    }
}

/// A tool's answer: the structured value, and a short text for people.
#[derive(Debug)]
pub struct Answer<T> {
    pub value: T,
    pub text: String,
}

impl<T: Serialize> IntoCallToolResult for Answer<T> {
    fn into_call_tool_result(self) -> Result<CallToolResponse, ErrorData> {
        let value = serde_json::to_value(&self.value)
            .map_err(|e| ErrorData::internal_error(e.to_string(), None))?;
        let mut result = CallToolResult::structured(value);
        result.content = vec![ContentBlock::text(self.text)];
        Ok(result.into())
    }
}

type Reply<T> = Result<Answer<T>, String>;

// ---------------------------------------------------------------------------
// The server

#[derive(Clone)]
pub struct Server {
    tool_router: ToolRouter<Server>,
    ranges: Option<PathBuf>,
}

/// Runs `work` on tokio's blocking pool; a panic is a tool error, not the
/// end of the server.
async fn blocking<T: Send + 'static>(work: impl FnOnce() -> Reply<T> + Send + 'static) -> Reply<T> {
    tokio::task::spawn_blocking(work)
        .await
        .unwrap_or_else(|_| Err(say(message::Lang::En, &tr!("mcp-internal-error"))))
}

#[tool_router]
impl Server {
    pub fn new(ranges: Option<PathBuf>) -> Server {
        Server {
            tool_router: Self::tool_router(),
            ranges,
        }
    }

    #[tool(
        description = "May these crawlers fetch these URLs? Reads robots.txt exactly as Google \
does (longest match wins; on a tie the allow rule wins) and answers one result per URL x user \
agent with the deciding line, rule and a one-sentence explanation: the same as `robots check \
--json`. Give the file's text as robots_txt, or robots_url to fetch it as Google does.",
        output_schema = output_schema::<CheckOutput>(),
        annotations(read_only_hint = true, open_world_hint = true)
    )]
    async fn check(&self, Parameters(input): Parameters<CheckInput>) -> Reply<CheckOutput> {
        blocking(move || check(input)).await
    }

    #[tool(
        description = "List a robots.txt's problems line by line, as `robots lint` does: \
line, severity (error, warning, info), a stable code and a message.",
        output_schema = output_schema::<LintOutput>(),
        annotations(read_only_hint = true, open_world_hint = true)
    )]
    async fn lint(&self, Parameters(input): Parameters<LintInput>) -> Reply<LintOutput> {
        blocking(move || lint(input)).await
    }

    #[tool(
        description = "Read a robots.txt for every known crawler (search engines, AI training, \
AI search, AI assistants): verdict, deciding line, Content-Signal and AI-use preferences, as \
`robots policy --json` does, at one URL (default /).",
        output_schema = output_schema::<PolicyOutput>(),
        annotations(read_only_hint = true, open_world_hint = true)
    )]
    async fn policy(&self, Parameters(input): Parameters<PolicyInput>) -> Reply<PolicyOutput> {
        blocking(move || policy(input)).await
    }

    #[tool(
        description = "Explain one verdict step by step, in English, Hindi, Dutch or Korean \
(lang en, hi, nl, ko): the crawler token, the path tested, which groups apply and why, every \
matching rule and its fate (decides, loses, ties where allow wins), and the decision.",
        output_schema = output_schema::<ExplainOutput>(),
        annotations(read_only_hint = true, open_world_hint = true)
    )]
    async fn explain(&self, Parameters(input): Parameters<ExplainInput>) -> Reply<ExplainOutput> {
        blocking(move || explain(input)).await
    }

    #[tool(
        description = "Fetch a robots.txt as Google does (up to 5 redirects, 500 KiB; local \
addresses reached by redirect refused) and say what Google does with the result: the status, \
the bytes read, allow all / disallow all / the rules apply, and the body.",
        output_schema = output_schema::<FetchOutput>(),
        annotations(read_only_hint = true, open_world_hint = true)
    )]
    async fn fetch(&self, Parameters(input): Parameters<FetchInput>) -> Reply<FetchOutput> {
        blocking(move || fetch_tool(input)).await
    }

    #[tool(
        description = "Is a request that claims to be a crawler really its owner's? Looks the \
address up in the lists the owner publishes (as `robots audit` does, from the directory \
`robots ranges update` fills): verified, forged or unverified. Given the request's Web Bot Auth \
headers (signature_agent, signature_input, signature, with host and time), also checks its \
signature against the agents' key directories: verified, invalid, unknown_key or unsigned.",
        output_schema = output_schema::<VerifyOutput>(),
        annotations(read_only_hint = true, open_world_hint = false)
    )]
    async fn verify_ip(&self, Parameters(input): Parameters<VerifyInput>) -> Reply<VerifyOutput> {
        let ranges = self.ranges.clone();
        blocking(move || verify_ip(input, ranges)).await
    }
}

#[tool_handler(router = self.tool_router)]
impl ServerHandler for Server {
    fn get_info(&self) -> ServerConfig {
        ServerConfig::new(ServerCapabilities::builder().enable_tools().build())
            .with_server_info(Implementation::new("robots", env!("CARGO_PKG_VERSION")))
            .with_instructions(
                "robots.txt read exactly as Google reads it. check: may a crawler fetch a URL \
(the deciding line and why); explain: the steps; lint: the file's problems; policy: every \
known crawler at once; fetch: a live robots.txt as Google fetches it; verify_ip: whether an \
address is the crawler's. Nothing is fetched but the robots_url or url a call names.",
            )
    }
}

// ---------------------------------------------------------------------------
// The tools' work, callable without the transport (tests).

/// What a subcommand run in this process printed.
struct Ran {
    code: u8,
    stdout: Vec<u8>,
    notes: Vec<String>,
}

/// Runs `work` with `stdin` as its standard input, and what it printed:
/// its result, standard output, and standard error as notes.
fn captured<T>(stdin: &[u8], work: impl FnOnce(&mut Io) -> T) -> (T, Vec<u8>, Vec<String>) {
    let mut input = stdin;
    let (mut stdout, mut stderr) = (Vec::new(), Vec::new());
    let mut io = Io {
        stdin: &mut input,
        stdout: &mut stdout,
        stderr: &mut stderr,
    };
    let result = work(&mut io);
    (result, stdout, notes(&stderr))
}

/// Runs `robots ARGS…` in this process with `stdin` as standard input.
fn run_cli(args: Vec<String>, stdin: &[u8]) -> Ran {
    let (code, stdout, notes) = captured(stdin, |io| crate::run_args(args, io));
    Ran {
        code,
        stdout,
        notes,
    }
}

/// `value` as a JSON object (empty if it is not one).
fn json_object(value: &impl Serialize) -> Map<String, Value> {
    match serde_json::to_value(value) {
        Ok(Value::Object(o)) => o,
        _ => Map::new(),
    }
}

/// Standard error's lines, without the `robots: ` each starts with.
fn notes(stderr: &[u8]) -> Vec<String> {
    String::from_utf8_lossy(stderr)
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.strip_prefix("robots: ").unwrap_or(l).to_string())
        .collect()
}

/// The robots.txt a call gives: `-` with its text on standard input, or
/// its URL (which must be one: a path would read a file here).
fn robots_source(
    text: Option<String>,
    url: Option<String>,
    lang: message::Lang,
) -> Result<(String, Vec<u8>), String> {
    match (text, url) {
        (Some(text), None) => Ok(("-".to_string(), text.into_bytes())),
        (None, Some(url)) if fetch::is_url(&url) => {
            fetch::validate(&url).map_err(|m| say(lang, &m))?;
            Ok((url, Vec::new()))
        }
        (None, Some(url)) => Err(say(lang, &tr!("cli-url-not-http", url))),
        _ => Err(say(lang, &tr!("mcp-robots-source"))),
    }
}

fn nonempty(list: &[String], field: &str, lang: message::Lang) -> Result<(), String> {
    if list.is_empty() {
        return Err(say(lang, &tr!("mcp-empty-list", field)));
    }
    Ok(())
}

/// Runs `robots CMD ROBOTS_FILE --lang=LANG ARGS…` on the robots.txt a
/// call gives (its text or its URL); a run that stopped is the tool's
/// error.
fn run_on(
    cmd: &str,
    (text, url): (Option<String>, Option<String>),
    lang: LangCode,
    args: impl IntoIterator<Item = String>,
) -> Result<Ran, String> {
    let (spec, stdin) = robots_source(text, url, lang.lang())?;
    let mut all = vec![cmd.to_string(), spec, format!("--lang={}", lang.code())];
    all.extend(args);
    let ran = run_cli(all, &stdin);
    failed(&ran)?;
    Ok(ran)
}

/// A run that stopped (bad arguments, an unreadable or refused file):
/// its notes are the tool's error.
fn failed(ran: &Ran) -> Result<(), String> {
    match ran.code {
        crate::exit::USAGE | crate::exit::UNREADABLE => Err(ran.notes.join("\n")),
        _ => Ok(()),
    }
}

/// Each line of standard output as a JSON object, `fix`ed, then as `T`.
fn json_lines<T: DeserializeOwned>(
    stdout: &[u8],
    fix: impl Fn(&mut Map<String, Value>),
) -> Result<Vec<T>, String> {
    String::from_utf8_lossy(stdout)
        .lines()
        .filter(|l| !l.is_empty())
        .map(|l| {
            let mut object: Map<String, Value> =
                serde_json::from_str(l).map_err(|e| e.to_string())?;
            fix(&mut object);
            serde_json::from_value(Value::Object(object)).map_err(|e| e.to_string())
        })
        .collect()
}

/// `check --json`'s `agent`, also as `user_agent`.
fn add_user_agent(object: &mut Map<String, Value>) {
    if let Some(agent) = object.get("agent").cloned() {
        object.insert("user_agent".to_string(), agent);
    }
}

fn with_notes(text: String, notes: &[String]) -> String {
    let mut lines: Vec<&str> = Vec::new();
    if !text.is_empty() {
        lines.push(text.trim_end_matches('\n'));
    }
    lines.extend(notes.iter().map(String::as_str));
    lines.join("\n")
}

pub fn check(input: CheckInput) -> Reply<CheckOutput> {
    let lang = input.lang.lang();
    nonempty(&input.urls, "urls", lang)?;
    nonempty(&input.user_agents, "user_agents", lang)?;
    let checks = input.urls.len().saturating_mul(input.user_agents.len());
    if checks > MAX_CHECKS {
        return Err(say(
            lang,
            &tr!(
                "mcp-too-many-checks",
                urls = input.urls.len(),
                agents = input.user_agents.len(),
                checks,
                max = MAX_CHECKS
            ),
        ));
    }
    let args = std::iter::once("--json".to_string())
        .chain(input.user_agents.iter().map(|a| format!("--agent={a}")))
        .chain(input.urls.iter().map(|u| format!("--url={u}")));
    let ran = run_on(
        "check",
        (input.robots_txt, input.robots_url),
        input.lang,
        args,
    )?;
    let results: Vec<CheckResult> = json_lines(&ran.stdout, add_user_agent)?;
    let text = results
        .iter()
        .map(|r| {
            format!(
                "{}\t{}\t{}\t{}",
                verdict_token(r.allowed),
                r.line,
                r.user_agent,
                r.url
            )
        })
        .collect::<Vec<_>>()
        .join("\n");
    let text = with_notes(text, &ran.notes);
    Ok(Answer {
        value: CheckOutput {
            results,
            notes: ran.notes,
        },
        text,
    })
}

pub fn lint(input: LintInput) -> Reply<LintOutput> {
    let lang = input.lang.lang();
    let ran = run_on("lint", (input.robots_txt, input.robots_url), input.lang, [])?;
    let out = String::from_utf8_lossy(&ran.stdout).into_owned();
    let diagnostics = out
        .lines()
        .filter(|l| !l.is_empty())
        .map(|l| {
            let mut cells = l.splitn(4, '\t');
            let mut cell = || cells.next().unwrap_or("").to_string();
            let line = cell().parse().unwrap_or(0);
            LintDiagnostic {
                line,
                severity: cell(),
                code: cell(),
                message: cell(),
            }
        })
        .collect::<Vec<_>>();
    let text = if diagnostics.is_empty() && ran.notes.is_empty() {
        say(lang, &tr!("mcp-lint-clean"))
    } else {
        with_notes(out, &ran.notes)
    };
    Ok(Answer {
        value: LintOutput {
            diagnostics,
            notes: ran.notes,
        },
        text,
    })
}

pub fn policy(input: PolicyInput) -> Reply<PolicyOutput> {
    let url = input.url.iter().map(|url| format!("--url={url}"));
    let args = std::iter::once("--json".to_string()).chain(url);
    let ran = run_on(
        "policy",
        (input.robots_txt, input.robots_url),
        input.lang,
        args,
    )?;
    if ran.code == crate::exit::UNCHECKED {
        // The one URL could not be read.
        return Err(ran.notes.join("\n"));
    }
    let crawlers: Vec<PolicyCrawler> = json_lines(&ran.stdout, |_| {})?;
    let text = crawlers
        .iter()
        .map(|c| format!("{}\t{}\t{}", c.token, verdict_token(c.allowed), c.line))
        .collect::<Vec<_>>()
        .join("\n");
    let text = with_notes(text, &ran.notes);
    Ok(Answer {
        value: PolicyOutput {
            crawlers,
            notes: ran.notes,
        },
        text,
    })
}

/// Loads the robots.txt a call gives, as the subcommands do, with their
/// notes.
fn load(
    spec: &str,
    stdin: &[u8],
    lang: message::Lang,
) -> Result<(source::Robots, Vec<String>), String> {
    let (loaded, _, notes) = captured(stdin, |io| source::load(spec, Mode::Tester, &NET, lang, io));
    match loaded {
        Ok(robots) => Ok((robots, notes)),
        Err(Failure::Usage(m) | Failure::Unreadable(m)) => Err(say(lang, &m)),
    }
}

pub fn explain(input: ExplainInput) -> Reply<ExplainOutput> {
    let lang = input.lang.lang();
    let words = Words::new(CliLang(lang));
    let agent = Agent::resolve(&input.user_agent, Mode::Tester).map_err(|m| say(lang, &m))?;
    let path = checker::path(&input.url, Mode::Tester).map_err(|m| say(lang, &m))?;
    let (spec, stdin) = robots_source(input.robots_txt, input.robots_url, lang)?;
    let (robots, notes) = load(&spec, &stdin, lang)?;
    let view = robots.view(&agent, Mode::Tester);
    let e = view.explain_in(&path, &words);
    let record = CheckRecord::new(&input.url, &agent, &path, &e, robots.fetch.as_ref());
    let mut object = json_object(&record);
    add_user_agent(&mut object);
    let result: CheckResult =
        serde_json::from_value(Value::Object(object)).map_err(|e| e.to_string())?;
    let steps = match (&view, &robots.rules) {
        (View::Rules(v), Rules::File(_)) => {
            trace::steps(&v.verdict(path.as_bytes()), &agent, &input.url, lang)
        }
        _ => vec![trace::Step {
            step: "fetch".to_string(),
            line: None,
            text: e.sentence.clone(),
        }],
    };
    let text = steps
        .iter()
        .map(|s| s.text.as_str())
        .collect::<Vec<_>>()
        .join("\n");
    let text = with_notes(
        format!(
            "{}\t{}\t{}\t{}\n{text}",
            verdict_token(result.allowed),
            result.line,
            result.user_agent,
            result.url
        ),
        &notes,
    );
    Ok(Answer {
        value: ExplainOutput {
            result,
            lang: input.lang.code().to_string(),
            trace: steps,
            notes,
        },
        text,
    })
}

pub fn fetch_tool(input: FetchInput) -> Reply<FetchOutput> {
    let lang = input.lang.lang();
    let (url, _) = robots_source(None, Some(input.url), lang)?;
    let (fetched, _, fetch_notes) = captured(&[], |io| source::fetch_url(&url, &NET, lang, io));
    let fetched = fetched.map_err(|f| match f {
        Failure::Usage(m) | Failure::Unreadable(m) => say(lang, &m),
    })?;
    let note = fetched.report.note(lang);
    let body = (fetched.report.outcome == fetch::Outcome::Rules)
        .then(|| String::from_utf8_lossy(&fetched.body).into_owned());
    let mut object = json_object(&fetched.report);
    object.insert("body".to_string(), body.into());
    object.insert("note".to_string(), note.clone().into());
    object.insert("notes".to_string(), fetch_notes.into());
    let value: FetchOutput =
        serde_json::from_value(Value::Object(object)).map_err(|e| e.to_string())?;
    Ok(Answer { value, text: note })
}

/// Web Bot Auth: the request's signature judged (as `robots audit` judges
/// it, at the request's time) against the key directories under `dir`,
/// with its sentence; `None` when it names no signature agent.
fn signature_of(
    input: &VerifyInput,
    dir: Option<&std::path::Path>,
    lang: robots::message::Lang,
) -> Result<Option<(robots_audit::signature::Judged, Message)>, String> {
    use robots_audit::signature::{self, Signed, Status};
    let mut signed = Signed::default();
    for (name, value) in [
        ("signature-agent", &input.signature_agent),
        ("signature-input", &input.signature_input),
        ("signature", &input.signature),
    ] {
        if let Some(v) = value.as_deref().filter(|v| !v.is_empty()) {
            signed.push_header(name, v);
        }
    }
    if !signed.is_claim() {
        return Ok(None);
    }
    let host = input.host.as_deref().unwrap_or("").trim();
    signed.authority = host.strip_suffix(":443").unwrap_or(host).to_owned();
    signed.method = input.method.clone().unwrap_or_default();
    signed.target = input.path.clone().unwrap_or_else(|| "/".to_owned());
    let time = match input.time.as_deref() {
        Some(t) => robots_audit::logs::parse_instant(t.trim())
            .ok_or_else(|| say(lang, &tr!("mcp-verify-time-unparsed", time = t)))?,
        None => chrono::Utc::now().timestamp(),
    };
    let keys = dir
        .map(|d| crate::audit::load_directories(d, lang))
        .unwrap_or_default();
    let Some(judged) = signature::judge(&signed, Some(time), &keys.directories) else {
        // A signature without a `Signature-Agent` claims no origin.
        return Ok(None);
    };
    let agent = judged.origin.as_str();
    let said = match judged.status {
        Status::Verified => tr!("mcp-verify-signature-verified", agent),
        Status::Invalid => tr!("mcp-verify-signature-invalid", agent),
        Status::UnknownKey => tr!("mcp-verify-signature-unknown-key", agent),
        Status::Unsigned => tr!("mcp-verify-signature-unsigned", agent),
    };
    Ok(Some((judged, said)))
}

pub fn verify_ip(input: VerifyInput, ranges: Option<PathBuf>) -> Reply<VerifyOutput> {
    let lang = input.lang.lang();
    let ip: IpAddr = input
        .ip
        .trim()
        .parse()
        .map_err(|_| say(lang, &tr!("mcp-ip-unparsed", ip = input.ip.as_str())))?;
    let ip = robots_audit::ranges::canonical(ip);
    let ip_text = ip.to_string();
    let dir = ranges.or_else(crate::audit::default_dir);
    let judged = signature_of(&input, dir.as_deref(), lang)?;
    let answer = |token: Option<&str>,
                  status,
                  why: &str,
                  list: Option<&robots_audit::ranges::List>,
                  lists: Vec<String>,
                  said: Message| {
        Answer {
            value: VerifyOutput {
                ip: ip_text.clone(),
                token: token.map(str::to_string),
                status,
                why: why.to_string(),
                list: list.map(|l| l.name.clone()),
                list_date: list.and_then(|l| l.created_text.clone()),
                lists,
                signature: judged.as_ref().map(|(j, _)| j.status.code().to_string()),
                signature_agent: judged.as_ref().map(|(j, _)| j.origin.clone()),
            },
            text: match &judged {
                Some((_, sig)) => format!("{} {}", say(lang, &said), say(lang, sig)),
                None => say(lang, &said),
            },
        }
    };
    let crawler = match tally::classify(input.user_agent.as_bytes()) {
        Class::Crawler(c) => &robots::registry::CRAWLERS[c],
        // Another bot (its product token) or a person (none).
        other => {
            let token = match other {
                Class::Unknown(token) => Some(token),
                _ => None,
            };
            let said = tr!(
                "mcp-verify-no-crawler",
                ip = ip_text.as_str(),
                agent = input.user_agent.as_str()
            );
            return Ok(answer(
                token.as_deref(),
                Status::Unverified,
                "no_crawler",
                None,
                Vec::new(),
                said,
            ));
        }
    };
    let (token, owner) = (crawler.token, crawler.owner);
    let published = robots::verify::for_crawler(crawler).map_or(&[][..], |row| row.lists);
    if published.is_empty() {
        let said = tr!("mcp-verify-no-list", ip = ip_text.as_str(), token, owner);
        return Ok(answer(
            Some(token),
            Status::Unverified,
            "no_list_published",
            None,
            Vec::new(),
            said,
        ));
    }
    let lists = dir
        .as_deref()
        .map(|d| crate::audit::load_lists(d, lang))
        .unwrap_or_default();
    let present = tally::lists_for(&lists, crawler);
    let names: Vec<String> = present.iter().map(|l| l.name.clone()).collect();
    if present.is_empty() {
        let wanted: Vec<&str> = published
            .iter()
            .map(|u| robots::verify::file_name(u))
            .collect();
        let dir = dir.map(|d| d.display().to_string()).unwrap_or_default();
        let said = tr!(
            "mcp-verify-not-saved",
            ip = ip_text.as_str(),
            token,
            lists = wanted.join(", "),
            dir
        );
        return Ok(answer(
            Some(token),
            Status::Unverified,
            "no_list_saved",
            None,
            names,
            said,
        ));
    }
    Ok(match present.iter().find(|l| l.contains(ip)) {
        Some(list) => {
            let said = tr!(
                "mcp-verify-verified",
                ip = ip_text.as_str(),
                token,
                owner,
                list = list.name.as_str()
            );
            answer(
                Some(token),
                Status::Verified,
                "listed",
                Some(list),
                names,
                said,
            )
        }
        None => {
            let said = tr!(
                "mcp-verify-forged",
                ip = ip_text.as_str(),
                token,
                owner,
                lists = names.join(", ")
            );
            answer(
                Some(token),
                Status::Forged,
                "not_listed",
                present.first().copied(),
                names,
                said,
            )
        }
    })
}
