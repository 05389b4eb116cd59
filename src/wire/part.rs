//! Parts: a small tree of elements, attributes and texts that the
//! checking worker's one renderer (`crate::worker::render`) writes
//! ([`PartWriter`]) and the page builds with plain DOM calls
//! (`platform::part`), every text as a text. A part crosses inside an
//! answer, in the answers' one framing (`super::answer`), which refuses a
//! part that is not [`Part::well_formed`].

/// Writes a part: its two masks (the edited file's, the "before" one's or
/// 0), then ops: [`PartWriter::open`] an element inside the current one,
/// [`PartWriter::attr`] an attribute of the current element,
/// [`PartWriter::text`] a text, [`PartWriter::close`] the current
/// element. Texts are only ever texts in the page.
pub struct PartWriter(Part);

impl PartWriter {
    pub fn new(now: usize, before: usize) -> PartWriter {
        PartWriter(Part {
            now,
            before,
            text: String::new(),
            ops: Vec::new(),
        })
    }
    /// `s` kept in the part's text: its range.
    fn keep(&mut self, s: &str) -> (u32, u32) {
        let start = self.0.text.len() as u32;
        self.0.text.push_str(s);
        (start, self.0.text.len() as u32)
    }
    pub fn open(&mut self, tag: &str) -> &mut Self {
        let (a, b) = self.keep(tag);
        self.0.ops.push(Raw::Open(a, b));
        self
    }
    pub fn attr(&mut self, name: &str, value: &str) -> &mut Self {
        let (a, m) = self.keep(name);
        let (_, b) = self.keep(value);
        self.0.ops.push(Raw::Attr(a, m, b));
        self
    }
    pub fn text(&mut self, text: &str) -> &mut Self {
        let (a, b) = self.keep(text);
        self.0.ops.push(Raw::Text(a, b));
        self
    }
    pub fn close(&mut self) -> &mut Self {
        self.0.ops.push(Raw::Close);
        self
    }
    /// The part written.
    pub fn finish(self) -> Part {
        self.0
    }
}

/// One op of a [`Part`], borrowed from it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op<'a> {
    Open(&'a str),
    Attr(&'a str, &'a str),
    Text(&'a str),
    Close,
}

/// An op as a part keeps it: ranges of its text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Raw {
    Open(u32, u32),
    /// The name from the first to the second, the value to the third.
    Attr(u32, u32, u32),
    Text(u32, u32),
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

/// Whether a part may hold the element `tag` ([`PART_TAGS`]).
pub(super) fn may_open(tag: &str) -> bool {
    PART_TAGS.contains(&tag)
}

/// Whether a part may set the attribute `name`: a name of letters, digits
/// and `-`, and no event handler (`on…`).
pub(super) fn may_set(name: &str) -> bool {
    !name.is_empty()
        && !name.get(..2).is_some_and(|p| p.eq_ignore_ascii_case("on"))
        && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
}

/// A part: the masks (the other readers that differ, for the trace's
/// part; 0 elsewhere), then [`Part::ops`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Part {
    pub now: usize,
    pub before: usize,
    text: String,
    ops: Vec<Raw>,
}

impl Part {
    /// How many of its elements carry the hook `data-testid=testid`.
    pub fn hooks(&self, testid: &str) -> usize {
        let hook = Op::Attr("data-testid", testid);
        self.ops().iter().filter(|op| **op == hook).count()
    }

    /// Its texts, in order.
    pub fn texts(&self) -> Vec<&str> {
        let text = |op| match op {
            Op::Text(t) => Some(t),
            _ => None,
        };
        self.ops().into_iter().filter_map(text).collect()
    }

    /// Its ops, in order.
    pub fn ops(&self) -> Vec<Op<'_>> {
        let at = |a: u32, b: u32| self.text.get(a as usize..b as usize).unwrap_or_default();
        self.ops
            .iter()
            .map(|op| match *op {
                Raw::Open(a, b) => Op::Open(at(a, b)),
                Raw::Attr(a, m, b) => Op::Attr(at(a, m), at(m, b)),
                Raw::Text(a, b) => Op::Text(at(a, b)),
                Raw::Close => Op::Close,
            })
            .collect()
    }

    /// Whether the page builds it: only elements it may hold
    /// ([`PART_TAGS`]), no event-handler attribute nor one outside an
    /// element, every element closed in order.
    pub fn well_formed(&self) -> bool {
        let mut depth = 0usize;
        for op in self.ops() {
            match op {
                Op::Open(tag) if may_open(tag) => depth += 1,
                Op::Open(_) => return false,
                Op::Attr(name, _) => {
                    if !may_set(name) || depth == 0 {
                        return false;
                    }
                }
                Op::Text(_) => {}
                Op::Close => match depth.checked_sub(1) {
                    Some(d) => depth = d,
                    None => return false,
                },
            }
        }
        depth == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn malformed_parts_are_refused() {
        // Unknown elements, event handlers, attributes outside an
        // element, unclosed ones, a close too many.
        let part = |ops: &[Op]| {
            let mut w = PartWriter::new(0, 0);
            for op in ops {
                match *op {
                    Op::Open(t) => w.open(t),
                    Op::Attr(n, v) => w.attr(n, v),
                    Op::Text(t) => w.text(t),
                    Op::Close => w.close(),
                };
            }
            w.finish()
        };
        let good = part(&[
            Op::Open("p"),
            Op::Attr("class", "x"),
            Op::Text("hi"),
            Op::Close,
        ]);
        assert!(good.well_formed());
        assert_eq!(
            good.ops(),
            [
                Op::Open("p"),
                Op::Attr("class", "x"),
                Op::Text("hi"),
                Op::Close
            ]
        );
        assert!(part(&[]).well_formed());
        for bad in [
            &[Op::Open("script"), Op::Close][..],
            &[Op::Open("p"), Op::Attr("onclick", "alert(1)"), Op::Close],
            &[Op::Open("p"), Op::Attr("OnMouseOver", "x"), Op::Close],
            &[Op::Attr("class", "x")],
            &[Op::Open("p")],
            &[Op::Close],
            &[Op::Open("p"), Op::Attr("", "x"), Op::Close],
            &[Op::Open("p"), Op::Attr("a b", "x"), Op::Close],
        ] {
            assert!(!part(bad).well_formed(), "{bad:?}");
        }
    }
}
