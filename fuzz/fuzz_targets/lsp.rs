//! `robots lsp`'s frame reader (crates/robots-cli/src/lsp/frame.rs,
//! compiled in by path): the input is the client's byte stream, read
//! message by message until it ends or a frame is refused. A frame is
//! read whole or refused; no body is longer than the cap or than what was
//! sent; a refused length is over the cap; the reader always advances.
//! Any panic, hang or out-of-memory is a bug.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../crates/robots-cli/src/lsp/frame.rs"]
#[allow(dead_code)]
mod frame;

fuzz_target!(|data: &[u8]| {
    let mut rest = data;
    loop {
        let before = rest.len();
        match frame::read_body(&mut rest) {
            Ok(None) => {
                assert!(rest.is_empty());
                break;
            }
            Ok(Some(body)) => {
                assert!(body.len() as u64 <= frame::MAX_MESSAGE);
                assert!(body.len() < before);
                // What the server is handed: a message or a refusal.
                let mut again = Vec::new();
                again.extend(format!("Content-Length: {}\r\n\r\n", body.len()).into_bytes());
                again.extend(&body);
                let mut r = &again[..];
                let read = frame::read(&mut r);
                assert!(r.is_empty() || read.is_err());
            }
            Err(e) => {
                if let frame::FrameError::TooLarge(n) = &e {
                    assert!(n.len() >= 8, "{n}");
                }
                let _ = e.to_string();
                break;
            }
        }
    }
});
