//! Builds a part the checking worker wrote (`wire::part::Part`: a small
//! tree of elements, attributes and texts) into an element of the page,
//! with plain DOM calls, every text as a text. The trace's "Read by other
//! parsers" and usage preferences, and the "Crawlers by purpose" view, are
//! worded and laid out in the worker and shown this way, so that their
//! code stays out of the page's wasm; so is the Traffic view's report,
//! whose chart and bars are an `svg` subtree, made with `createElementNS`.

use crate::wire::part::Part;

/// Replaces the content of the element with id `id` by `part`'s tree
/// (nothing when `part` is `None`). False when there is no such element
/// (or no browser).
pub fn fill(id: &str, part: Option<&Part>) -> bool {
    #[cfg(target_arch = "wasm32")]
    return web::fill(id, part);
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = (id, part);
        false
    }
}

/// Replaces the content of the element with id `id` by a paragraph
/// (`class="hint"`, its `data-testid` `testid`) saying `text`.
pub fn note(id: &str, testid: &str, text: &str) {
    #[cfg(target_arch = "wasm32")]
    web::note(id, testid, text);
    #[cfg(not(target_arch = "wasm32"))]
    let _ = (id, testid, text);
}

#[cfg(target_arch = "wasm32")]
mod web {
    use leptos::prelude::document;
    use web_sys::Element;

    use crate::wire::part::{Op, Part};

    const SVG: &str = "http://www.w3.org/2000/svg";

    pub fn fill(id: &str, part: Option<&Part>) -> bool {
        let doc = document();
        let Some(body) = doc.get_element_by_id(id) else {
            return false;
        };
        body.set_text_content(None);
        let Some(part) = part else { return true };
        // Each open element, and whether it is in an `svg` subtree (made
        // in the SVG namespace).
        let mut open: Vec<(Element, bool)> = vec![(body, false)];
        for op in part.ops() {
            let Some((current, in_svg)) = open.last() else {
                return true;
            };
            match op {
                Op::Open(tag) => {
                    let svg = *in_svg || tag == "svg";
                    let el = if svg {
                        doc.create_element_ns(Some(SVG), tag)
                    } else {
                        doc.create_element(tag)
                    };
                    if let Ok(el) = el {
                        let _ = current.append_child(&el);
                        open.push((el, svg));
                    }
                }
                Op::Attr(name, value) => {
                    let _ = current.set_attribute(name, value);
                }
                Op::Text(text) => {
                    let _ = current.append_with_str_1(text);
                }
                Op::Close => {
                    open.pop();
                }
            }
        }
        true
    }

    pub fn note(id: &str, testid: &str, text: &str) {
        let doc = document();
        let (Some(body), Ok(p)) = (doc.get_element_by_id(id), doc.create_element("p")) else {
            return;
        };
        body.set_text_content(None);
        p.set_class_name("hint");
        let _ = p.set_attribute("data-testid", testid);
        p.set_text_content(Some(text));
        let _ = body.append_child(&p);
    }
}
