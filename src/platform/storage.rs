//! Local storage: the draft, the theme and the language the person chose.

use leptos::prelude::window;

use crate::model::{draft_key, KeptDraft, Snapshot, Theme};

/// Where the theme preference is kept ("light" or "dark"; absent = system).
pub const THEME_KEY: &str = "robots-tester.theme";

/// Where the language menu's choice is kept.
pub const LANG_KEY: &str = "robots-tester.lang";

fn local_storage() -> Option<web_sys::Storage> {
    if !cfg!(target_arch = "wasm32") {
        return None;
    }
    window().local_storage().ok().flatten()
}

/// Where this deployment's draft ([`Snapshot::to_draft`]) is kept
/// ([`draft_key`]: one per folder the page is served from).
fn key() -> String {
    draft_key(&window().location().pathname().unwrap_or_default())
}

/// The saved draft: `Ok(None)` if there is none; an error if there is one
/// this version cannot read (it is then kept: see [`save_draft`]). The
/// first version's draft ([`crate::model::OLD_DRAFT_KEY`]) is left alone:
/// it may be another deployment's on the same origin.
pub fn load_draft() -> Result<Option<Snapshot>, KeptDraft> {
    match stored_draft() {
        Some(draft) => Snapshot::read_draft(&draft).map(Some),
        None => Ok(None),
    }
}

/// The saved draft as stored, unread.
pub fn stored_draft() -> Option<String> {
    local_storage()?.get_item(&key()).ok()?
}

/// Whether a `storage` event (another tab wrote local storage) is about
/// this deployment's draft.
pub fn is_draft_key(changed: Option<String>) -> bool {
    changed.is_none_or(|k| k == key())
}

/// Where the draft before the last one this tab replaced is kept, one step
/// back ([`keep_previous`]).
fn previous_key() -> String {
    format!("{}.previous", key())
}

/// Keeps `draft` (a [`Snapshot::to_draft`]) one step back, replacing the
/// one kept before; `false` if the browser refused.
pub fn keep_previous(draft: &str) -> bool {
    local_storage().is_some_and(|s| s.set_item(&previous_key(), draft).is_ok())
}

/// The draft kept one step back, if there is one this version reads.
pub fn previous_draft() -> Option<Snapshot> {
    let draft = local_storage()?.get_item(&previous_key()).ok()??;
    Snapshot::read_draft(&draft).ok()
}

/// Forgets the draft kept one step back.
pub fn forget_previous() {
    if let Some(s) = local_storage() {
        let _ = s.remove_item(&previous_key());
    }
}

/// Why a draft was not written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotSaved {
    /// The saved one cannot be read by this version: it is kept.
    Kept(KeptDraft),
    /// The browser refused (usually: over its storage quota).
    Refused,
}

/// What a save did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saved {
    /// The draft as written.
    pub draft: String,
    /// The draft it replaced was not this tab's (`known`): it is kept one
    /// step back ([`previous_draft`]).
    pub kept_previous: bool,
}

/// Writes the draft now, unless the one saved is one this version cannot
/// read (a newer version's, from another tab or before this version was
/// put back): that one is never written over. A saved draft other than
/// `known` (the one this tab last read or wrote: another tab's, or the
/// person's own while this tab shows a link) is first kept one step back;
/// if the browser refuses to keep it, nothing is written.
pub fn save_draft(snapshot: &Snapshot, known: Option<&str>) -> Result<Saved, NotSaved> {
    let storage = local_storage().ok_or(NotSaved::Refused)?;
    let key = key();
    let draft = snapshot.to_draft();
    let mut kept_previous = false;
    if let Some(saved) = storage.get_item(&key).ok().flatten() {
        Snapshot::read_draft(&saved).map_err(NotSaved::Kept)?;
        if known != Some(saved.as_str()) && saved != draft {
            storage
                .set_item(&previous_key(), &saved)
                .map_err(|_| NotSaved::Refused)?;
            kept_previous = true;
        }
    }
    storage
        .set_item(&key, &draft)
        .map_err(|_| NotSaved::Refused)?;
    Ok(Saved {
        draft,
        kept_previous,
    })
}

pub fn load_theme() -> Theme {
    local_storage()
        .and_then(|s| s.get_item(THEME_KEY).ok().flatten())
        .map_or(Theme::System, |t| Theme::parse(&t))
}

pub fn save_theme(theme: Theme) {
    if let Some(s) = local_storage() {
        let _ = match theme {
            Theme::System => s.remove_item(THEME_KEY),
            t => s.set_item(THEME_KEY, t.as_str()),
        };
    }
}

/// The language chosen in the menu before, if any.
pub fn load_lang() -> Option<String> {
    local_storage()?.get_item(LANG_KEY).ok()?
}

pub fn save_lang(code: &str) {
    if let Some(s) = local_storage() {
        let _ = s.set_item(LANG_KEY, code);
    }
}

/// Where the Traffic view keeps the address lists a person opened: the
/// names under this key (one a line), each list under `KEY.<name>`.
const RANGES_KEY: &str = "robots-tester.ranges";

/// Keeps an address list for the next visit (as text: lists are JSON);
/// `false` if the browser refused (its storage is full).
pub fn keep_range(name: &str, bytes: &[u8]) -> bool {
    let Some(s) = local_storage() else {
        return false;
    };
    let mut names: Vec<String> = ranges().into_iter().map(|r| r.0).collect();
    if !names.iter().any(|n| n == name) {
        names.push(name.to_string());
    }
    s.set_item(
        &format!("{RANGES_KEY}.{name}"),
        &String::from_utf8_lossy(bytes),
    )
    .is_ok()
        && s.set_item(RANGES_KEY, &names.join("\n")).is_ok()
}

/// The address lists kept: (file name, bytes).
pub fn ranges() -> Vec<(String, Vec<u8>)> {
    let Some(s) = local_storage() else {
        return Vec::new();
    };
    let names = s.get_item(RANGES_KEY).ok().flatten().unwrap_or_default();
    names
        .lines()
        .filter_map(|n| {
            let text = s.get_item(&format!("{RANGES_KEY}.{n}")).ok().flatten()?;
            Some((n.to_string(), text.into_bytes()))
        })
        .collect()
}
