//! The browser edge: the only code that talks to the browser's APIs
//! (local storage, files, downloads, compression streams, the clipboard,
//! the address bar, timers, messages to a host page). Each function has a
//! native twin that does nothing (or says there is no browser), so callers
//! never see a `cfg`. It uses nothing of `state` or the features.

pub mod clipboard;
pub mod compress;
pub mod download;
pub mod embed;
pub mod files;
pub mod language;
pub mod location;
pub mod storage;
pub mod theme;
pub mod time;
pub mod worker;

/// Whether the page runs in a browser (false in native tests).
pub const IN_BROWSER: bool = cfg!(target_arch = "wasm32");
