//! Builds a part the checking worker wrote (`wire::part::Part`: a small
//! tree of elements, attributes and texts) into an element of the page,
//! with plain DOM calls, every text as a text. The trace's "Read by other
//! parsers" and usage preferences, and the "Crawlers by purpose" view, are
//! worded and laid out in the worker and shown this way, so that their
//! code stays out of the page's wasm.

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

    pub fn fill(id: &str, part: Option<&Part>) -> bool {
        let doc = document();
        let Some(body) = doc.get_element_by_id(id) else {
            return false;
        };
        body.set_text_content(None);
        let Some(part) = part else { return true };
        let mut open: Vec<Element> = vec![body];
        for op in &part.ops {
            let Some(current) = open.last() else {
                return true;
            };
            match *op {
                Op::Open(tag) => {
                    if let Ok(el) = doc.create_element(tag) {
                        let _ = current.append_child(&el);
                        open.push(el);
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
