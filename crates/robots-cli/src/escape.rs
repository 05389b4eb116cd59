//! Control characters made visible in human-readable output.
//!
//! A robots.txt, a URL list or a server's answer can hold terminal escape
//! sequences (`ESC [ 2 J` clears the screen, others retitle the window or
//! hide text). Every byte the command writes for people — standard error
//! always, standard output unless it is `--json` (whose strings are escaped
//! by JSON), `fetch`'s body (printed as received, like curl) or a completion
//! script — passes through [`Escaped`], which writes each C0 control but tab
//! and line feed (the output's own separators) and DEL as `\x1b`, and each C1
//! control (U+0080–U+009F, as UTF-8) as `\u{9b}`.

use std::io::{self, Write};

/// A writer that escapes control characters on the way to `inner` (or
/// passes everything through when made with `escape == false`).
pub struct Escaped<'a> {
    inner: &'a mut dyn Write,
    escape: bool,
    /// A 0xC2 byte held back: with the next byte it may be a C1 control.
    held: bool,
}

impl<'a> Escaped<'a> {
    pub fn new(inner: &'a mut dyn Write, escape: bool) -> Self {
        Escaped {
            inner,
            escape,
            held: false,
        }
    }
}

/// The visible form of `text`'s control characters, as [`Escaped`] writes
/// them.
pub fn escape_controls(text: &str) -> String {
    let mut out = Vec::with_capacity(text.len());
    let mut held = false;
    escape_into(text.as_bytes(), &mut held, &mut out);
    if held {
        out.push(0xC2);
    }
    String::from_utf8(out).expect("UTF-8 in, UTF-8 out")
}

fn escape_into(buf: &[u8], held: &mut bool, out: &mut Vec<u8>) {
    for &b in buf {
        if *held {
            *held = false;
            if (0x80..=0x9F).contains(&b) {
                out.extend_from_slice(format!("\\u{{{b:x}}}").as_bytes());
                continue;
            }
            out.push(0xC2);
        }
        match b {
            b'\t' | b'\n' => out.push(b),
            0x00..=0x1F | 0x7F => out.extend_from_slice(format!("\\x{b:02x}").as_bytes()),
            0xC2 => *held = true,
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
        if self.held {
            self.held = false;
            self.inner.write_all(&[0xC2])?;
        }
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

    #[test]
    fn controls_are_escaped_and_text_is_kept() {
        assert_eq!(
            escape_controls("a\u{1b}[2Jb\tc\r\u{7f}\u{0}\n"),
            "a\\x1b[2Jb\tc\\x0d\\x7f\\x00\n"
        );
        assert_eq!(escape_controls("\u{9b}31m\u{85}x"), "\\u{9b}31m\\u{85}x");
        // Other characters of the same UTF-8 lead byte are kept.
        assert_eq!(escape_controls("§é€😀\u{a0}"), "§é€😀\u{a0}");
    }

    #[test]
    fn a_c1_control_split_across_writes_is_escaped() {
        let mut sink = Vec::new();
        {
            let mut w = Escaped::new(&mut sink, true);
            w.write_all(b"x\xc2").unwrap();
            w.write_all(b"\x9by\xc2").unwrap();
            w.write_all(b"\xa7").unwrap();
            w.write_all(b"\xc2").unwrap();
        }
        assert_eq!(sink, b"x\\u{9b}y\xc2\xa7\xc2");
        let mut raw = Vec::new();
        Escaped::new(&mut raw, false).write_all(b"\x1b[0m").unwrap();
        assert_eq!(raw, b"\x1b[0m");
    }
}
