//! Parts: a small tree of elements, attributes and texts that the
//! checking worker's one renderer (`crate::worker::render`) writes and the
//! page builds with plain DOM calls (`platform::part`), every text as a
//! text. The codec both sides share, and the elements a part may hold.

/// Writes a part: its body as a small tree that the page builds with plain
/// DOM calls (`platform::part`), so that its wording and layout stay in
/// the checking worker: every field
/// length-prefixed (`5:hello`, so any text of the file passes unchanged),
/// first the two masks (the edited file, the "before" one or 0), then ops:
/// `<tag` opens an element inside the current one, `@name=value` sets an
/// attribute of the current element, `"text` adds a text, `>` closes the
/// current element. Texts are only ever texts in the page.
#[derive(Default)]
pub struct PartWriter(Writer);

impl PartWriter {
    pub fn new(now: usize, before: usize) -> PartWriter {
        let mut w = Writer(String::new());
        w.n(now as u32);
        w.n(before as u32);
        PartWriter(w)
    }
    pub fn open(&mut self, tag: &str) -> &mut Self {
        self.0.s(&format!("<{tag}"));
        self
    }
    pub fn attr(&mut self, name: &str, value: &str) -> &mut Self {
        self.0.s(&format!("@{name}={value}"));
        self
    }
    pub fn text(&mut self, text: &str) -> &mut Self {
        self.0.s(&format!("\"{text}"));
        self
    }
    pub fn close(&mut self) -> &mut Self {
        self.0.s(">");
        self
    }
    pub fn into_bytes(self) -> Vec<u8> {
        self.0 .0.into_bytes()
    }
}

/// One op of a [`Part`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op<'a> {
    Open(&'a str),
    Attr(&'a str, &'a str),
    Text(&'a str),
    Close,
}

/// Elements a part may hold: anything else makes it malformed.
/// `svg` and what is inside it are made in the SVG namespace
/// (`platform::part`).
const PART_TAGS: [&str; 31] = [
    "table",
    "caption",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "span",
    "button",
    "code",
    "p",
    "div",
    "label",
    "select",
    "option",
    "input",
    "textarea",
    "details",
    "summary",
    "fieldset",
    "legend",
    "section",
    "h2",
    "h3",
    "ul",
    "li",
    "time",
    "figure",
    "figcaption",
    "svg",
    "rect",
];

/// A part as the page reads it: the masks, then [`Part::ops`].
#[derive(Debug)]
pub struct Part<'a> {
    pub now: usize,
    pub before: usize,
    pub ops: Vec<Op<'a>>,
}

impl<'a> Part<'a> {
    /// `None` for anything malformed: a bad field, an unknown element, an
    /// event-handler attribute, or elements not closed in order.
    pub fn read(bytes: &'a [u8]) -> Option<Part<'a>> {
        let mut f = Fields(std::str::from_utf8(bytes).ok()?);
        let now = f.n()? as usize;
        let before = f.n()? as usize;
        let mut ops = Vec::new();
        let mut depth = 0usize;
        while !f.0.is_empty() {
            let field = f.s()?;
            let op = match field.split_at_checked(1)? {
                ("<", tag) if PART_TAGS.contains(&tag) => {
                    depth += 1;
                    Op::Open(tag)
                }
                ("@", attr) => {
                    let (name, value) = attr.split_once('=')?;
                    let bad = name.is_empty()
                        || name.get(..2).is_some_and(|p| p.eq_ignore_ascii_case("on"))
                        || !name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-');
                    if bad || depth == 0 {
                        return None;
                    }
                    Op::Attr(name, value)
                }
                ("\"", text) => Op::Text(text),
                (">", "") => {
                    depth = depth.checked_sub(1)?;
                    Op::Close
                }
                _ => return None,
            };
            ops.push(op);
        }
        (depth == 0).then_some(Part { now, before, ops })
    }
}

#[derive(Default)]
struct Writer(String);

impl Writer {
    fn s(&mut self, text: &str) {
        self.0.push_str(&text.len().to_string());
        self.0.push(':');
        self.0.push_str(text);
    }
    fn n(&mut self, n: u32) {
        self.s(&n.to_string());
    }
}

struct Fields<'a>(&'a str);

impl<'a> Fields<'a> {
    fn s(&mut self) -> Option<&'a str> {
        let (len, rest) = self.0.split_once(':')?;
        let len: usize = len.parse().ok()?;
        let text = rest.get(..len)?;
        self.0 = &rest[len..];
        Some(text)
    }
    fn n(&mut self) -> Option<u32> {
        self.s()?.parse().ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const KNOWN: usize = 0x100;

    #[test]
    fn malformed_parts_are_refused() {
        // Cut short, unknown elements, event handlers, attributes outside
        // an element, unclosed ones.
        let raw = |fields: &[&str]| {
            let mut w = PartWriter::new(KNOWN, 0);
            for f in fields {
                w.0.s(f);
            }
            w.into_bytes()
        };
        assert!(Part::read(&raw(&["<p", "\"hi", ">"])).is_some());
        for bad in [
            &["<script", ">"][..],
            &["<p", "@onclick=alert(1)", ">"],
            &["<p", "@OnMouseOver=x", ">"],
            &["@class=x"],
            &["<p"],
            &[">"],
            &["<p", "@=x", ">"],
            &["?", ">"],
        ] {
            assert!(Part::read(&raw(bad)).is_none(), "{bad:?}");
        }
        assert!(Part::read(b"nonsense").is_none());
        assert!(Part::read(b"").is_none());
    }
}
