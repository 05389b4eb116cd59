//! The signature agents' key directories kept in a ranges directory
//! (`DIR/signature-agents/<host>.json`, as `robots ranges update` saves
//! them), read for `robots audit`.

use std::path::Path;

use crate::io_error;
use crate::lang::audit as msg;
use crate::lang::say;
use robots_audit::signature::{self, Directories, MAX_DIRECTORY_BYTES};

/// The signature agents' key directories a ranges directory holds
/// (`DIR/signature-agents/<host>.json`, as `robots ranges update` saves
/// them), with what was read and what could not be.
#[derive(Default)]
pub struct Keys {
    pub directories: Directories,
    /// (origin, keys taken), by origin.
    pub read: Vec<(String, usize)>,
    /// (file name, why not), in `lang`.
    pub unreadable: Vec<(String, String)>,
}

/// Where a ranges directory keeps the key directories.
pub const SIGNATURE_AGENTS_DIR: &str = "signature-agents";

/// Reads the key directories under `dir` (each `<host>.json` is the
/// directory of `https://<host>`); none when there are none.
pub fn load_directories(dir: &Path, lang: robots::message::Lang) -> Keys {
    let mut keys = Keys::default();
    let Ok(entries) = std::fs::read_dir(dir.join(SIGNATURE_AGENTS_DIR)) else {
        return keys;
    };
    let mut names: Vec<(String, std::path::PathBuf)> = entries
        .filter_map(Result::ok)
        .filter_map(|e| {
            let name = e.file_name().to_str()?.to_owned();
            (name.ends_with(".json") && !name.starts_with('.')).then(|| (name, e.path()))
        })
        .collect();
    names.sort();
    for (name, path) in names.into_iter().take(signature::MAX_DIRECTORIES) {
        let host = name.trim_end_matches(".json");
        let origin = format!("https://{host}");
        let too_large = std::fs::metadata(&path)
            .map(|m| m.len() > MAX_DIRECTORY_BYTES as u64)
            .unwrap_or(false);
        let bytes = if too_large {
            Err(say(lang, &msg::directory_invalid()))
        } else {
            std::fs::read(&path).map_err(|e| say(lang, &io_error(&e)))
        };
        match bytes.and_then(|b| {
            keys.directories
                .add(&origin, &b)
                .map_err(|_| say(lang, &msg::directory_invalid()))
        }) {
            Ok(n) => keys.read.push((signature::normalize_origin(&origin), n)),
            Err(why) => keys.unreadable.push((name, why)),
        }
    }
    keys
}
