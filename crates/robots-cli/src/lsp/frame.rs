//! The client's messages as LSP's base protocol frames them (header lines
//! ending in CRLF, a blank line, then a body of `Content-Length` bytes),
//! read within bounds: a body of at most [`MAX_MESSAGE`] bytes, checked
//! before anything is allocated, header lines of at most
//! [`MAX_HEADER_LINE`] bytes, at most [`MAX_HEADERS`] of them. The body
//! grows as its bytes arrive, so a length the client never sends costs
//! nothing. A frame that breaks a bound or the protocol ends the session:
//! after it, where the next message starts is unknown.

use std::io::{self, BufRead, Read};

use lsp_server::Message;

/// The most bytes one message's body may hold (64 MiB): an editor sends a
/// whole document in one message, and Google reads 500 KiB of a robots.txt.
pub const MAX_MESSAGE: u64 = 64 << 20;

/// The most bytes of one header line, its CRLF included.
pub const MAX_HEADER_LINE: usize = 4096;

/// The most header lines before the blank line (the protocol has two).
pub const MAX_HEADERS: usize = 32;

/// Why a frame cannot be read.
#[derive(Debug)]
pub enum FrameError {
    /// `Content-Length` says more than [`MAX_MESSAGE`] bytes: the value
    /// as sent (its first 40 characters).
    TooLarge(String),
    /// Headers or a body the protocol does not allow: what is wrong.
    Malformed(&'static str),
    /// The stream failed.
    Io(io::Error),
}

impl std::fmt::Display for FrameError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FrameError::TooLarge(n) => write!(f, "Content-Length {n} is over {MAX_MESSAGE}"),
            FrameError::Malformed(what) => f.write_str(what),
            FrameError::Io(e) => write!(f, "{e}"),
        }
    }
}

impl From<io::Error> for FrameError {
    fn from(e: io::Error) -> FrameError {
        FrameError::Io(e)
    }
}

/// The next message, or `None` when the stream ends between messages.
pub fn read(r: &mut impl BufRead) -> Result<Option<Message>, FrameError> {
    let Some(body) = read_body(r)? else {
        return Ok(None);
    };
    serde_json::from_slice(&body)
        .map(Some)
        .map_err(|_| FrameError::Malformed("the body is not a JSON-RPC message"))
}

/// The next message's body, or `None` when the stream ends between
/// messages.
pub fn read_body(r: &mut impl BufRead) -> Result<Option<Vec<u8>>, FrameError> {
    let mut length: Option<u64> = None;
    let mut line = Vec::new();
    for n in 0.. {
        if n > MAX_HEADERS {
            return Err(FrameError::Malformed("too many header lines"));
        }
        line.clear();
        let read = r
            .by_ref()
            .take(MAX_HEADER_LINE as u64)
            .read_until(b'\n', &mut line)?;
        if read == 0 {
            return if n == 0 {
                Ok(None)
            } else {
                Err(FrameError::Malformed("the stream ends inside the headers"))
            };
        }
        let Some(text) = line.strip_suffix(b"\r\n") else {
            return Err(if read == MAX_HEADER_LINE {
                FrameError::Malformed("a header line is too long")
            } else {
                FrameError::Malformed("a header line does not end in CRLF")
            });
        };
        if text.is_empty() {
            break;
        }
        let Some(colon) = text.iter().position(|&b| b == b':') else {
            return Err(FrameError::Malformed("a header line has no ':'"));
        };
        let (name, value) = (&text[..colon], text[colon + 1..].trim_ascii());
        if name.eq_ignore_ascii_case(b"Content-Length") {
            length = Some(content_length(value)?);
        }
    }
    let length = length.ok_or(FrameError::Malformed("no Content-Length header"))?;
    let mut body = Vec::new();
    r.take(length).read_to_end(&mut body)?;
    if body.len() as u64 != length {
        return Err(FrameError::Malformed("the stream ends inside a message"));
    }
    Ok(Some(body))
}

/// A `Content-Length` value: decimal digits, at most [`MAX_MESSAGE`].
fn content_length(value: &[u8]) -> Result<u64, FrameError> {
    if value.is_empty() || !value.iter().all(u8::is_ascii_digit) {
        return Err(FrameError::Malformed("Content-Length is not a number"));
    }
    let mut n: u64 = 0;
    for &d in value {
        n = n * 10 + u64::from(d - b'0');
        if n > MAX_MESSAGE {
            let shown = &value[..value.len().min(40)];
            return Err(FrameError::TooLarge(
                String::from_utf8_lossy(shown).into_owned(),
            ));
        }
    }
    Ok(n)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frame(body: &str) -> Vec<u8> {
        format!("Content-Length: {}\r\n\r\n{body}", body.len()).into_bytes()
    }

    fn all(input: &[u8]) -> (Vec<Message>, Option<String>) {
        let mut r = input;
        let mut out = Vec::new();
        loop {
            match read(&mut r) {
                Ok(Some(m)) => out.push(m),
                Ok(None) => return (out, None),
                Err(e) => return (out, Some(e.to_string())),
            }
        }
    }

    #[test]
    fn reads_messages_as_lsp_server_writes_them() {
        let mut input = Vec::new();
        let sent = [
            Message::Notification(lsp_server::Notification::new(
                "initialized".to_string(),
                serde_json::json!({}),
            )),
            Message::Request(lsp_server::Request::new(
                7.into(),
                "shutdown".to_string(),
                serde_json::Value::Null,
            )),
        ];
        for m in &sent {
            m.write(&mut input).unwrap();
        }
        // Another header, any case, before the length.
        input.extend(b"Content-Type: application/vscode-jsonrpc; charset=utf-8\r\ncontent-length:2\r\n\r\n{}");
        let (got, err) = all(&input);
        assert_eq!(got.len(), 2);
        assert!(matches!(&got[1], Message::Request(r) if r.method == "shutdown"));
        assert_eq!(err.as_deref(), Some("the body is not a JSON-RPC message"));
    }

    #[test]
    fn a_length_over_the_cap_is_refused_before_the_body() {
        for n in [
            "4000000000",
            "100000000000",
            "99999999999999999999999999999999",
        ] {
            let input = format!("Content-Length: {n}\r\n\r\n{{}}");
            let (got, err) = all(input.as_bytes());
            assert!(got.is_empty());
            assert_eq!(err.unwrap(), format!("Content-Length {n} is over 67108864"));
        }
        // Exactly the cap is read (here the stream then ends too soon).
        let input = format!("Content-Length: {MAX_MESSAGE}\r\n\r\n{{}}");
        assert_eq!(
            all(input.as_bytes()).1.unwrap(),
            "the stream ends inside a message"
        );
    }

    #[test]
    fn malformed_headers_end_the_stream_with_a_reason() {
        let long = format!("X-{}: y\r\n", "a".repeat(MAX_HEADER_LINE));
        let many = "X: y\r\n".repeat(MAX_HEADERS + 1);
        for (input, why) in [
            (
                "Content-Length: 2\n\n{}",
                "a header line does not end in CRLF",
            ),
            ("Content-Length 2\r\n\r\n{}", "a header line has no ':'"),
            (
                "Content-Length: -2\r\n\r\n{}",
                "Content-Length is not a number",
            ),
            (
                "Content-Length: \r\n\r\n{}",
                "Content-Length is not a number",
            ),
            ("X: y\r\n\r\n{}", "no Content-Length header"),
            (
                "Content-Length: 2\r\n",
                "the stream ends inside the headers",
            ),
            (long.as_str(), "a header line is too long"),
            (many.as_str(), "too many header lines"),
        ] {
            assert_eq!(all(input.as_bytes()).1.as_deref(), Some(why), "{input:?}");
        }
        let (got, err) = all(b"");
        assert_eq!((got.len(), err), (0, None));
        let (got, err) = all(&frame("{\"jsonrpc\":\"2.0\",\"method\":\"exit\"}"));
        assert_eq!((got.len(), err), (1, None));
    }
}
