//! `robots lsp`: a Language Server Protocol server over standard input and
//! output, for robots.txt files (language id `robots-txt`), on the
//! scaffold rust-analyzer uses (`lsp-server`, `lsp-types`).
//!
//! * Sync: full and incremental (`textDocumentSync` with `openClose`);
//!   positions in UTF-16 code units ([`text`]).
//! * Diagnostics, pushed (`textDocument/publishDiagnostics`) when a file
//!   opens and [`DEBOUNCE`] after its last change: every lint of `robots
//!   lint`, and the other readers' differences as hints when the client's
//!   settings have `robots.readers` set.
//! * Hover, completion, quick fixes (workspace edits) and the command
//!   `robots.checkUrl` (arguments: agent, URL, and optionally the
//!   document's URI): see [`features`].
//! * Sentences in the language of `initialize.locale` (en, hi, nl, ko;
//!   English otherwise), from the catalogues ([`words`]).
//! * Bounded input: one message of at most 64 MiB, checked before it is
//!   read ([`frame`]); a frame over a bound ends the session with a
//!   message to the editor and on standard error. A document is read from
//!   disk only when it is a regular file, and only the bytes Google reads.

mod features;
pub mod frame;
pub mod text;
pub mod words;

use std::collections::HashMap;
use std::time::{Duration, Instant};

use lsp_server::{Connection, ErrorCode, Message, Notification, Request, Response};
use lsp_types::notification::{
    DidChangeConfiguration, DidChangeTextDocument, DidCloseTextDocument, DidOpenTextDocument,
    DidSaveTextDocument, Notification as _, PublishDiagnostics, ShowMessage,
};
use lsp_types::request::{
    CodeActionRequest, Completion, ExecuteCommand, HoverRequest, Request as _,
};
use lsp_types::{
    CodeActionProviderCapability, CompletionOptions, ExecuteCommandOptions,
    HoverProviderCapability, InitializeParams, MessageType, PublishDiagnosticsParams,
    ServerCapabilities, ServerInfo, ShowMessageParams, TextDocumentSyncCapability,
    TextDocumentSyncKind, TextDocumentSyncOptions, Uri,
};
use serde_json::Value;

pub use features::Analysis;
use words::tr;
pub use words::Words;

/// How long after the last change of a document its diagnostics are
/// published: typing does not re-lint every keystroke.
pub const DEBOUNCE: Duration = Duration::from_millis(100);

/// The command that answers "may AGENT fetch URL".
pub const CHECK_URL: &str = "robots.checkUrl";

/// Serves the process's standard input and output until the client exits;
/// returns the exit status.
pub fn serve_stdio() -> u8 {
    let io = stdio();
    let served = serve(io.connection);
    // A frame that could not be read ended the reader, and so the session:
    // its sentence, once the writer has passed it on to the editor.
    if let Ok(said) = io.unreadable.try_recv() {
        let _ = io.writer.join();
        eprintln!("robots lsp: {said}");
        return crate::exit::UNREADABLE;
    }
    if let Err(e) = served {
        // The reader may still wait for input that will not come.
        eprintln!("robots lsp: {e}");
        return crate::exit::UNREADABLE;
    }
    let _ = io.reader.join();
    match io.writer.join() {
        Ok(Ok(())) | Err(_) => crate::exit::OK,
        Ok(Err(e)) => {
            eprintln!("robots lsp: {e}");
            crate::exit::UNREADABLE
        }
    }
}

/// The server's standard input and output.
struct Stdio {
    connection: Connection,
    /// What the reader said to the editor when a frame could not be read.
    unreadable: crossbeam_channel::Receiver<String>,
    reader: std::thread::JoinHandle<()>,
    writer: std::thread::JoinHandle<std::io::Result<()>>,
}

/// A connection over standard input and output: a thread reads frames
/// ([`frame::read`], bounded) and one writes them. A frame that cannot be
/// read ends the reader after it has told the editor why (an error
/// message, in the language `initialize` asked for).
fn stdio() -> Stdio {
    let (to_client, outgoing) = crossbeam_channel::bounded::<Message>(0);
    let writer = std::thread::spawn(move || {
        let stdout = std::io::stdout();
        let mut stdout = stdout.lock();
        outgoing.into_iter().try_for_each(|m| m.write(&mut stdout))
    });
    let (to_server, incoming) = crossbeam_channel::bounded::<Message>(0);
    let (said, unreadable) = crossbeam_channel::bounded::<String>(1);
    let tell = to_client.clone();
    let reader = std::thread::spawn(move || {
        let stdin = std::io::stdin();
        let mut stdin = stdin.lock();
        let mut words = Words::for_locale(None);
        loop {
            let message = match frame::read(&mut stdin) {
                Ok(Some(m)) => m,
                Ok(None) => return,
                Err(e) => {
                    let sentence = words.say(&frame_error(&e));
                    let shown = ShowMessageParams {
                        typ: MessageType::ERROR,
                        message: sentence.clone(),
                    };
                    let _ = said.send(sentence);
                    let _ =
                        tell.send(Notification::new(ShowMessage::METHOD.to_string(), shown).into());
                    return;
                }
            };
            if let Message::Request(r) = &message {
                if r.method == lsp_types::request::Initialize::METHOD {
                    words = Words::for_locale(r.params.get("locale").and_then(Value::as_str));
                }
            }
            let exit = matches!(&message, Message::Notification(n) if n.method == "exit");
            if to_server.send(message).is_err() || exit {
                return;
            }
        }
    });
    Stdio {
        connection: Connection {
            sender: to_client,
            receiver: incoming,
        },
        unreadable,
        reader,
        writer,
    }
}

/// What the editor is told when a frame cannot be read.
fn frame_error(e: &frame::FrameError) -> robots::message::Message {
    match e {
        frame::FrameError::TooLarge(length) => tr!(
            "lsp-message-too-large",
            length = length.as_str(),
            max = frame::MAX_MESSAGE
        ),
        other => tr!("lsp-message-unreadable", why = other.to_string()),
    }
}

/// The capabilities the server declares.
pub fn capabilities() -> ServerCapabilities {
    ServerCapabilities {
        text_document_sync: Some(TextDocumentSyncCapability::Options(
            TextDocumentSyncOptions {
                open_close: Some(true),
                change: Some(TextDocumentSyncKind::INCREMENTAL),
                ..TextDocumentSyncOptions::default()
            },
        )),
        hover_provider: Some(HoverProviderCapability::Simple(true)),
        completion_provider: Some(CompletionOptions {
            trigger_characters: Some(vec![":".to_string(), " ".to_string()]),
            ..CompletionOptions::default()
        }),
        code_action_provider: Some(CodeActionProviderCapability::Simple(true)),
        execute_command_provider: Some(ExecuteCommandOptions {
            commands: vec![CHECK_URL.to_string()],
            ..ExecuteCommandOptions::default()
        }),
        ..ServerCapabilities::default()
    }
}

/// Runs the server on a connection (the process's streams, or a test's
/// in-memory pair) until `shutdown` and `exit`.
pub fn serve(connection: Connection) -> Result<(), String> {
    let (id, params) = connection.initialize_start().map_err(|e| e.to_string())?;
    let params: InitializeParams =
        serde_json::from_value(params).map_err(|e| format!("bad initialize request: {e}"))?;
    let result = serde_json::json!({
        "capabilities": capabilities(),
        "serverInfo": ServerInfo {
            name: "robots".to_string(),
            version: Some(env!("CARGO_PKG_VERSION").to_string()),
        },
    });
    connection
        .initialize_finish(id, result)
        .map_err(|e| e.to_string())?;
    let mut server = Server {
        words: Words::for_locale(params.locale.as_deref()),
        readers: params
            .initialization_options
            .as_ref()
            .is_some_and(readers_setting),
        docs: HashMap::new(),
        last: None,
        connection: &connection,
    };
    server.run()
}

/// Whether settings (`{"robots": {"readers": true}}`, or the same without
/// the `robots` level, as initialization options) ask for the other
/// readers' hints.
fn readers_setting(settings: &Value) -> bool {
    let robots = settings.get("robots").unwrap_or(settings);
    robots
        .get("readers")
        .and_then(Value::as_bool)
        .unwrap_or(false)
}

struct Document {
    uri: Uri,
    text: text::Text,
    version: i32,
    /// The file's bytes when they are not UTF-8 and the editor shows them
    /// decoded (its text is their lossy decoding): the engine reads the
    /// bytes, as `robots lint` would, until the first change.
    disk: Option<Vec<u8>>,
    analysis: Option<Analysis>,
    /// When its diagnostics are due (after a change).
    due: Option<Instant>,
}

impl Document {
    fn analysis(&mut self) -> &Analysis {
        let bytes = match &self.disk {
            Some(b) => b.clone(),
            None => self.text.to_string().into_bytes(),
        };
        self.analysis.get_or_insert_with(|| Analysis::new(bytes))
    }
}

struct Server<'c> {
    words: Words,
    readers: bool,
    docs: HashMap<String, Document>,
    /// The document last opened, changed or asked about (what
    /// `robots.checkUrl` checks against when given no URI).
    last: Option<String>,
    connection: &'c Connection,
}

impl Server<'_> {
    fn run(&mut self) -> Result<(), String> {
        loop {
            let due = self.docs.values().filter_map(|d| d.due).min();
            let message = match due {
                Some(due) => {
                    let wait = due.saturating_duration_since(Instant::now());
                    match self.connection.receiver.recv_timeout(wait) {
                        Ok(m) => Some(m),
                        Err(e) if e.is_timeout() => None,
                        Err(_) => return Ok(()),
                    }
                }
                None => match self.connection.receiver.recv() {
                    Ok(m) => Some(m),
                    Err(_) => return Ok(()),
                },
            };
            match message {
                Some(Message::Request(req)) => {
                    if self
                        .connection
                        .handle_shutdown(&req)
                        .map_err(|e| e.to_string())?
                    {
                        return Ok(());
                    }
                    let response = self.request(req);
                    self.send(response.into());
                }
                Some(Message::Notification(n)) => self.notification(n),
                Some(Message::Response(_)) | None => {}
            }
            let now = Instant::now();
            let ready: Vec<String> = self
                .docs
                .iter()
                .filter(|(_, d)| d.due.is_some_and(|t| t <= now))
                .map(|(k, _)| k.clone())
                .collect();
            for key in ready {
                self.publish(&key);
            }
        }
    }

    fn send(&self, message: Message) {
        // A client that went away ends the loop on the next receive.
        let _ = self.connection.sender.send(message);
    }

    fn publish(&mut self, key: &str) {
        let (words, readers) = (self.words, self.readers);
        let Some(doc) = self.docs.get_mut(key) else {
            return;
        };
        doc.due = None;
        let diagnostics = doc.analysis().diagnostics(words, readers);
        let params = PublishDiagnosticsParams {
            uri: doc.uri.clone(),
            diagnostics,
            version: Some(doc.version),
        };
        self.send(Notification::new(PublishDiagnostics::METHOD.to_string(), params).into());
    }

    fn notification(&mut self, n: Notification) {
        match n.method.as_str() {
            DidOpenTextDocument::METHOD => {
                let Ok(p) =
                    n.extract::<lsp_types::DidOpenTextDocumentParams>(DidOpenTextDocument::METHOD)
                else {
                    return;
                };
                let doc = p.text_document;
                let key = doc.uri.as_str().to_string();
                let disk = disk_bytes(&doc.uri, &doc.text);
                self.docs.insert(
                    key.clone(),
                    Document {
                        uri: doc.uri,
                        text: text::Text::new(&doc.text),
                        version: doc.version,
                        disk,
                        analysis: None,
                        due: None,
                    },
                );
                self.last = Some(key.clone());
                self.publish(&key);
            }
            DidChangeTextDocument::METHOD => {
                let Ok(p) = n.extract::<lsp_types::DidChangeTextDocumentParams>(
                    DidChangeTextDocument::METHOD,
                ) else {
                    return;
                };
                let key = p.text_document.uri.as_str().to_string();
                let Some(doc) = self.docs.get_mut(&key) else {
                    return;
                };
                for change in p.content_changes {
                    doc.text.apply(change);
                }
                doc.version = p.text_document.version;
                doc.disk = None;
                doc.analysis = None;
                doc.due = Some(Instant::now() + DEBOUNCE);
                self.last = Some(key);
            }
            DidCloseTextDocument::METHOD => {
                let Ok(p) = n
                    .extract::<lsp_types::DidCloseTextDocumentParams>(DidCloseTextDocument::METHOD)
                else {
                    return;
                };
                if let Some(doc) = self.docs.remove(p.text_document.uri.as_str()) {
                    let params = PublishDiagnosticsParams {
                        uri: doc.uri,
                        diagnostics: Vec::new(),
                        version: None,
                    };
                    self.send(
                        Notification::new(PublishDiagnostics::METHOD.to_string(), params).into(),
                    );
                }
            }
            DidChangeConfiguration::METHOD => {
                let Ok(p) = n.extract::<lsp_types::DidChangeConfigurationParams>(
                    DidChangeConfiguration::METHOD,
                ) else {
                    return;
                };
                let readers = readers_setting(&p.settings);
                if readers != self.readers {
                    self.readers = readers;
                    let keys: Vec<String> = self.docs.keys().cloned().collect();
                    for key in keys {
                        self.publish(&key);
                    }
                }
            }
            DidSaveTextDocument::METHOD => {}
            _ => {}
        }
    }

    fn request(&mut self, req: Request) -> Response {
        let id = req.id.clone();
        let result = match req.method.as_str() {
            HoverRequest::METHOD => self.params::<lsp_types::HoverParams>(req).and_then(|p| {
                let at = p.text_document_position_params;
                let words = self.words;
                let doc = self.doc(&at.text_document.uri)?;
                Ok(serde_json::to_value(
                    doc.analysis().hover(words, at.position),
                ))
            }),
            Completion::METHOD => self
                .params::<lsp_types::CompletionParams>(req)
                .and_then(|p| {
                    let at = p.text_document_position;
                    let words = self.words;
                    let doc = self.doc(&at.text_document.uri)?;
                    Ok(serde_json::to_value(
                        doc.analysis().completion(words, at.position),
                    ))
                }),
            CodeActionRequest::METHOD => {
                self.params::<lsp_types::CodeActionParams>(req)
                    .and_then(|p| {
                        let words = self.words;
                        let uri = p.text_document.uri;
                        let doc = self.doc(&uri)?;
                        Ok(serde_json::to_value(
                            doc.analysis().actions(words, &uri, p.range),
                        ))
                    })
            }
            ExecuteCommand::METHOD => self
                .params::<lsp_types::ExecuteCommandParams>(req)
                .and_then(|p| self.command(p)),
            _ => Err((
                ErrorCode::MethodNotFound,
                format!("unknown request {}", req.method),
            )),
        };
        match result {
            Ok(Ok(value)) => Response::new_ok(id, value),
            Ok(Err(e)) => Response::new_err(id, ErrorCode::InternalError as i32, e.to_string()),
            Err((code, message)) => Response::new_err(id, code as i32, message),
        }
    }

    fn params<P: serde::de::DeserializeOwned>(
        &self,
        req: Request,
    ) -> Result<P, (ErrorCode, String)> {
        serde_json::from_value(req.params).map_err(|e| (ErrorCode::InvalidParams, e.to_string()))
    }

    fn doc(&mut self, uri: &Uri) -> Result<&mut Document, (ErrorCode, String)> {
        let key = uri.as_str();
        self.last = Some(key.to_string());
        self.docs.get_mut(key).ok_or_else(|| {
            (
                ErrorCode::InvalidParams,
                format!("{key} is not open: open it first (textDocument/didOpen)"),
            )
        })
    }

    /// `robots.checkUrl`: arguments agent, URL and optionally the URI of
    /// the document (else the one last used); answers
    /// `{"allowed", "line", "message"}` and shows the message.
    fn command(
        &mut self,
        p: lsp_types::ExecuteCommandParams,
    ) -> Result<serde_json::Result<Value>, (ErrorCode, String)> {
        let words = self.words;
        if p.command != CHECK_URL {
            return Err((
                ErrorCode::InvalidParams,
                format!("unknown command {}", p.command),
            ));
        }
        let arg = |i: usize| p.arguments.get(i).and_then(Value::as_str);
        let (Some(agent), Some(url)) = (arg(0), arg(1)) else {
            return Err((
                ErrorCode::InvalidParams,
                words.say(&tr!("lsp-check-usage", command = CHECK_URL)),
            ));
        };
        let key = match arg(2) {
            Some(uri) => Some(uri.to_string()),
            None => self.last.clone(),
        };
        let Some(doc) = key.and_then(|k| self.docs.get_mut(&k)) else {
            return Err((
                ErrorCode::InvalidParams,
                words.say(&tr!("lsp-check-no-document")),
            ));
        };
        let answer = features::check_url(&doc.analysis().robots, words, agent, url)
            .map_err(|e| (ErrorCode::InvalidParams, e))?;
        let shown = ShowMessageParams {
            typ: MessageType::INFO,
            message: answer["message"].as_str().unwrap_or_default().to_string(),
        };
        self.send(Notification::new(ShowMessage::METHOD.to_string(), shown).into());
        Ok(Ok(answer))
    }
}

/// The bytes of a `file:` document on disk when they are not UTF-8 and
/// the editor's text is their lossy decoding. Only a regular file is read
/// (not a device such as /dev/zero, not a FIFO that would wait for a
/// writer), and only as many bytes as Google reads: a longer file keeps the
/// editor's text.
fn disk_bytes(uri: &Uri, text: &str) -> Option<Vec<u8>> {
    if !text.contains('\u{fffd}') {
        return None;
    }
    let path = url::Url::parse(uri.as_str()).ok()?.to_file_path().ok()?;
    let bytes = read_regular(&path, robots::GOOGLE_SIZE_LIMIT as u64)?;
    (std::str::from_utf8(&bytes).is_err() && String::from_utf8_lossy(&bytes) == text)
        .then_some(bytes)
}

/// The bytes of `path` when it is a regular file of at most `limit` bytes.
/// The file type is checked before opening (a FIFO's open would wait for
/// a writer), the file is opened without blocking, checked again once
/// open, and at most `limit + 1` bytes are read.
pub fn read_regular(path: &std::path::Path, limit: u64) -> Option<Vec<u8>> {
    use std::io::Read;
    if !std::fs::metadata(path).ok()?.is_file() {
        return None;
    }
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    let file = options.open(path).ok()?;
    let meta = file.metadata().ok()?;
    if !meta.is_file() || meta.len() > limit {
        return None;
    }
    let mut bytes = Vec::new();
    file.take(limit + 1).read_to_end(&mut bytes).ok()?;
    (bytes.len() as u64 <= limit).then_some(bytes)
}
