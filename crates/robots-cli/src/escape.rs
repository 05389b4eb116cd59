//! Control characters made visible in human-readable output.
//!
//! A robots.txt, a URL list or a server's answer can hold terminal escape
//! sequences (`ESC [ 2 J` clears the screen, others retitle the window or
//! hide text) and text-direction controls (which show `txt.exe` as
//! `exe.txt`). Every byte the command writes for people — standard error
//! always, standard output unless it is a machine format (`--json`,
//! `--format sarif`: their strings are escaped by serde_json, as their
//! format wants, and must not be touched), `fetch`'s body (printed as
//! received, like curl) or a completion script — passes through
//! [`Escaped`], which writes each C0 control but tab and line feed (the
//! output's own separators) and DEL as `\x1b`, each C1 control
//! (U+0080–U+009F) as `\u{9b}`, and each bidirectional embedding, override
//! or isolate (U+202A–U+202E, U+2066–U+2069) as `\u{202e}`.

use std::io::{self, Write};

/// A writer that escapes control characters on the way to `inner` (or
/// passes everything through when made with `escape == false`).
pub struct Escaped<'a> {
    inner: &'a mut dyn Write,
    escape: bool,
    /// The start of a UTF-8 sequence held back: with the next bytes it may
    /// be a character to escape.
    held: Held,
}

/// Up to two bytes held back: `0xC2` (maybe a C1 control), `0xE2` or
/// `0xE2 0x80` / `0xE2 0x81` (maybe a bidirectional control).
#[derive(Clone, Copy, Default)]
struct Held {
    bytes: [u8; 2],
    len: usize,
}

impl Held {
    fn as_slice(&self) -> &[u8] {
        &self.bytes[..self.len]
    }

    fn take(&mut self) -> Held {
        std::mem::take(self)
    }
}

impl<'a> Escaped<'a> {
    pub fn new(inner: &'a mut dyn Write, escape: bool) -> Self {
        Escaped {
            inner,
            escape,
            held: Held::default(),
        }
    }
}

/// The visible form of `text`'s control characters, as [`Escaped`] writes
/// them.
pub fn escape_controls(text: &str) -> String {
    let mut out = Vec::with_capacity(text.len());
    let mut held = Held::default();
    escape_into(text.as_bytes(), &mut held, &mut out);
    out.extend_from_slice(held.as_slice());
    String::from_utf8(out).expect("UTF-8 in, UTF-8 out")
}

/// Whether the character `held` + `b` starts or completes is one to
/// escape: `Some(code point)` when complete, `None` when not one.
fn continues(held: &Held, b: u8) -> Option<Option<u32>> {
    match held.as_slice() {
        [0xC2] if (0x80..=0x9F).contains(&b) => Some(Some(u32::from(b))),
        [0xE2] if b == 0x80 || b == 0x81 => Some(None),
        [0xE2, 0x80] if (0xAA..=0xAE).contains(&b) => Some(Some(0x2000 | u32::from(b & 0x3F))),
        [0xE2, 0x81] if (0xA6..=0xA9).contains(&b) => Some(Some(0x2040 | u32::from(b & 0x3F))),
        _ => None,
    }
}

fn escape_into(buf: &[u8], held: &mut Held, out: &mut Vec<u8>) {
    for &b in buf {
        if held.len > 0 {
            match continues(held, b) {
                Some(Some(cp)) => {
                    held.take();
                    out.extend_from_slice(format!("\\u{{{cp:x}}}").as_bytes());
                    continue;
                }
                Some(None) => {
                    held.bytes[held.len] = b;
                    held.len += 1;
                    continue;
                }
                None => out.extend_from_slice(held.take().as_slice()),
            }
        }
        match b {
            b'\t' | b'\n' => out.push(b),
            0x00..=0x1F | 0x7F => out.extend_from_slice(format!("\\x{b:02x}").as_bytes()),
            0xC2 | 0xE2 => {
                held.bytes[0] = b;
                held.len = 1;
            }
            _ => out.push(b),
        }
    }
}

impl Write for Escaped<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.write_all(buf)?;
        Ok(buf.len())
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        if !self.escape {
            return self.inner.write_all(buf);
        }
        let mut out = Vec::with_capacity(buf.len() + 8);
        escape_into(buf, &mut self.held, &mut out);
        self.inner.write_all(&out)
    }

    fn flush(&mut self) -> io::Result<()> {
        let held = self.held.take();
        self.inner.write_all(held.as_slice())?;
        self.inner.flush()
    }
}

impl Drop for Escaped<'_> {
    fn drop(&mut self) {
        let _ = self.flush();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What an escaping writer passes on of `writes`, one write each.
    fn escaped_writes(writes: &[&[u8]]) -> Vec<u8> {
        let mut sink = Vec::new();
        {
            let mut w = Escaped::new(&mut sink, true);
            for bytes in writes {
                w.write_all(bytes).unwrap();
            }
        }
        sink
    }

    #[test]
    fn controls_are_escaped_and_text_is_kept() {
        for (text, want) in [
            (
                "a\u{1b}[2Jb\tc\r\u{7f}\u{0}\n",
                "a\\x1b[2Jb\tc\\x0d\\x7f\\x00\n",
            ),
            ("\u{9b}31m\u{85}x", "\\u{9b}31m\\u{85}x"),
            // Other characters of the same UTF-8 lead byte are kept.
            ("§é€😀\u{a0}", "§é€😀\u{a0}"),
        ] {
            assert_eq!(escape_controls(text), want, "{text:?}");
        }
    }

    #[test]
    fn bidi_controls_are_escaped_and_their_neighbours_kept() {
        assert_eq!(
            escape_controls("a\u{202e}txt.exe\u{202c} \u{2066}x\u{2069}\u{202a}\u{202b}\u{202d}\u{2067}\u{2068}"),
            "a\\u{202e}txt.exe\\u{202c} \\u{2066}x\\u{2069}\\u{202a}\\u{202b}\\u{202d}\\u{2067}\\u{2068}"
        );
        // The same lead bytes in other characters: dashes, quotes, €, ⁥, ⁪.
        let kept = "\u{2013}\u{201c}\u{2029}\u{202f}\u{20ac}\u{2065}\u{206a}\u{2190}\u{e2}";
        assert_eq!(escape_controls(kept), kept);
        // Split across writes, and a lead byte at the very end.
        assert_eq!(
            escaped_writes(&[b"x\xe2", b"\x80", b"\xaey\xe2\x81", b"\xa9\xe2\x80"]),
            b"x\\u{202e}y\\u{2069}\xe2\x80"
        );
    }

    #[test]
    fn a_c1_control_split_across_writes_is_escaped() {
        assert_eq!(
            escaped_writes(&[b"x\xc2", b"\x9by\xc2", b"\xa7", b"\xc2"]),
            b"x\\u{9b}y\xc2\xa7\xc2"
        );
        let mut raw = Vec::new();
        Escaped::new(&mut raw, false).write_all(b"\x1b[0m").unwrap();
        assert_eq!(raw, b"\x1b[0m");
    }
}
