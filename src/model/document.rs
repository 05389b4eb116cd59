//! The document: what a draft and a link carry ([`Snapshot`]), and a
//! robots.txt file opened in the page, read as its exact bytes until its
//! first edit ([`RobotsFile`], [`text_of`]).

use std::sync::Arc;

use super::expectations::Expectation;
use crate::i18n::tr;

/// Options that change how checks run. Plain data; the defaults change
/// nothing (and a permalink only carries the ones that are set).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// "Site or robots.txt URL" as typed (SPEC §7); empty: no scope check.
    pub site: String,
    /// The simulated robots.txt fetch result (SPEC §8): a key of
    /// [`model::FETCH_CHOICES`]; empty is 200 OK.
    pub status: String,
    /// Product tokens set by the user (SPEC §4.3): (agent as typed, token).
    pub tokens: Vec<(String, String)>,
    /// Compare mode: the "before" robots.txt (typically the live file) that
    /// the edited one is compared with; `None` outside compare mode.
    pub before: Option<String>,
}

/// The whole document state, serialisable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snapshot {
    /// Format version, for future migrations.
    pub version: u32,
    pub robots: String,
    /// One URL or path per line.
    pub urls: String,
    /// Agents as typed (tokens or full user-agent strings).
    pub agents: Vec<String>,
    /// Selected cell: (URL row, agent column).
    pub selected: Option<(usize, usize)>,
    pub options: Options,
    /// Results pinned as expectations, in the order they were added.
    pub expectations: Vec<Expectation>,
    /// The robots.txt file opened in the page, while it is unedited: its
    /// exact bytes count for verdicts, lines and diagnostics, and `robots`
    /// is their text ([`text_of`]). Drafts and links keep the
    /// bytes, so a reload reads the file as it was opened.
    pub file: Option<FileBytes>,
}

/// The name Save gives the file: `name` (an opened file's, which a link
/// may have set to anything) without folders or control characters, ending
/// in `.txt`: a file the page saves is always text, and never lands as a
/// page, a script or a program (`index.html` is saved as `index.html.txt`).
/// At most 200 characters before the `.txt`.
/// Without a name, `robots.txt`.
pub fn save_name(name: &str) -> String {
    let base = name.rsplit(['/', '\\']).next().unwrap_or_default();
    let mut out: String = base
        .chars()
        // Nor the invisible ones that turn text around ("txt.exe" shown
        // as "exe.txt").
        .filter(|&c| {
            !c.is_control()
                && !matches!(c, '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{FEFF}')
        })
        .collect::<String>()
        .trim()
        .trim_start_matches('.')
        .chars()
        .take(200)
        .collect();
    if out.trim_end_matches('.').is_empty() {
        return "robots.txt".to_string();
    }
    if !out.to_ascii_lowercase().ends_with(".txt") {
        out.push_str(".txt");
    }
    out
}

/// An opened file's name and exact bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileBytes {
    pub name: String,
    pub bytes: std::sync::Arc<[u8]>,
}

impl Default for Snapshot {
    fn default() -> Self {
        Snapshot {
            version: Snapshot::VERSION,
            robots: String::new(),
            urls: String::new(),
            agents: Vec::new(),
            selected: None,
            options: Options::default(),
            expectations: Vec::new(),
            file: None,
        }
    }
}

/// Google's sample robots.txt, from "Create and submit a robots.txt file"
/// (developers.google.com/search/docs/crawling-indexing/robots/create-robots-txt).
pub const SAMPLE_ROBOTS: &str = "User-agent: Googlebot
Disallow: /nogooglebot/

User-agent: *
Allow: /

Sitemap: https://www.example.com/sitemap.xml
";

impl Snapshot {
    pub const VERSION: u32 = 1;

    /// What a first visit shows: Google's sample file, a few URLs and
    /// crawlers, and a blocked cell selected so the trace explains it.
    pub fn example() -> Snapshot {
        Snapshot {
            robots: SAMPLE_ROBOTS.to_string(),
            urls: [
                "https://www.example.com/",
                "https://www.example.com/nogooglebot/page.html",
                "https://www.example.com/nogooglebot",
                "https://www.example.com/images/dogs.jpg",
            ]
            .join("\n"),
            agents: ["Googlebot", "Googlebot-Image", "Bingbot", "GPTBot"]
                .map(String::from)
                .to_vec(),
            selected: Some((1, 0)),
            ..Snapshot::default()
        }
    }
}

/// A robots.txt opened in the page. Until the first edit, verdicts, lines
/// and diagnostics come from `bytes`; then from the editor's text.
#[derive(Clone, Debug)]
pub struct RobotsFile {
    pub name: String,
    pub bytes: Arc<[u8]>,
    /// Set by the first edit.
    pub edited: bool,
    /// What the editor's text does not keep of the bytes.
    pub lost: Lost,
}

impl RobotsFile {
    /// The bytes, while they are what counts (not edited yet).
    pub fn unedited(&self) -> Option<Arc<[u8]>> {
        (!self.edited).then(|| self.bytes.clone())
    }
}

/// What the editor's text does not keep of a file's bytes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Lost {
    /// A UTF-8 byte-order mark at the start.
    pub bom: bool,
    /// CR line ends (CRLF or a lone CR): the text has LF.
    pub cr: bool,
    /// Bytes that are not UTF-8: the text has U+FFFD for them.
    pub invalid: usize,
}

const BOM: &[u8] = &[0xEF, 0xBB, 0xBF];

/// The editor's text for a file's bytes, and what it loses: without the
/// byte-order mark, line ends as LF (a textarea keeps only those), bytes
/// that are not UTF-8 as U+FFFD. Line N of the text is line N of the bytes
/// as Google counts them (CR, LF and CRLF each end a line).
pub fn text_of(bytes: &[u8]) -> (String, Lost) {
    let bom = bytes.starts_with(BOM);
    let body = if bom { &bytes[BOM.len()..] } else { bytes };
    let mut text = String::with_capacity(body.len());
    let mut invalid = 0;
    for chunk in body.utf8_chunks() {
        text.push_str(chunk.valid());
        if !chunk.invalid().is_empty() {
            invalid += chunk.invalid().len();
            text.push('\u{FFFD}');
        }
    }
    let cr = memchr::memchr(b'\r', body).is_some();
    let text = if cr {
        super::text::normalise_line_ends(&text)
    } else {
        text
    };
    (text, Lost { bom, cr, invalid })
}

/// What happened to the last save, for the page to say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DraftStatus {
    Saved,
    Pending,
    /// The browser refused (usually: over its storage quota).
    Failed {
        bytes: usize,
    },
    /// The saved draft could not be read (see [`KeptDraft`]): it is kept,
    /// and this page's edits are not saved over it.
    Kept(KeptDraft),
}

/// What the page says about the saved draft, besides its status.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum DraftNotice {
    #[default]
    None,
    /// A save or an opened file replaced a draft, which is kept one step
    /// back: "Undo: restore your previous draft".
    Undo,
    /// Another tab saved the draft.
    OtherTab,
}

/// Why a saved draft is neither shown nor written over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeptDraft {
    /// Saved by a newer version of the tester (in another tab, or before
    /// an older version was put back): that version reads it.
    Newer,
    /// Not a draft this version can read (damaged, or written by something
    /// else).
    Unreadable,
}

/// The local-storage key of the draft of the page at `pathname` (the
/// address's path): one draft per deployment, so that several copies of
/// the tester on one origin (under different paths, as project pages are)
/// never share one. The page's folder names the deployment, as it scopes
/// its service worker. At the origin's root it is the key every version
/// has used, `robots-tester.draft.v2`, so that no draft is lost on update;
/// elsewhere that key, a colon and the folder.
pub fn draft_key(pathname: &str) -> String {
    const KEY: &str = "robots-tester.draft.v2";
    let folder = match pathname.rfind('/') {
        Some(end) => &pathname[..=end],
        None => "/",
    };
    if folder == "/" {
        KEY.to_string()
    } else {
        format!("{KEY}:{folder}")
    }
}

/// Where the first version kept its draft (in another layout): never read,
/// and never removed either (another deployment on the origin may still be
/// that version).
pub const OLD_DRAFT_KEY: &str = "robots-tester.draft.v1";
impl DraftStatus {
    /// What the page says about the draft, in the page's language: only a
    /// save the browser refused is worth a word.
    pub fn warning(&self) -> Option<String> {
        match self {
            DraftStatus::Failed { bytes } => Some(tr!(
                "draft-not-saved",
                size = super::wording::human_size(*bytes).as_str()
            )),
            DraftStatus::Kept(KeptDraft::Newer) => Some(tr!("draft-kept-newer")),
            DraftStatus::Kept(KeptDraft::Unreadable) => Some(tr!("draft-kept-unreadable")),
            DraftStatus::Saved | DraftStatus::Pending => None,
        }
    }
}

/// The opened file of a snapshot (unedited) and the editor's text: the
/// file's text when there is one, else `robots` with LF line ends.
pub fn opened_file(file: Option<FileBytes>, robots: &str) -> (Option<RobotsFile>, String) {
    match file {
        Some(FileBytes { name, bytes }) => {
            let (text, lost) = text_of(&bytes);
            let file = RobotsFile {
                name,
                bytes,
                edited: false,
                lost,
            };
            (Some(file), text)
        }
        None => (None, super::text::normalise_line_ends(robots)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::parsed::non_utf8_message;

    #[test]
    fn each_deployment_has_its_own_draft() {
        for (path, key) in [
            ("/", "robots-tester.draft.v2"),
            ("/index.html", "robots-tester.draft.v2"),
            ("", "robots-tester.draft.v2"),
            ("/some/sub/path/", "robots-tester.draft.v2:/some/sub/path/"),
            (
                "/some/sub/path/index.html",
                "robots-tester.draft.v2:/some/sub/path/",
            ),
            ("/other/", "robots-tester.draft.v2:/other/"),
        ] {
            assert_eq!(draft_key(path), key, "{path:?}");
        }
    }

    #[test]
    fn a_newer_or_unreadable_draft_is_told_apart() {
        let s = Snapshot::example();
        assert_eq!(Snapshot::read_draft(&s.to_draft()), Ok(s.clone()));
        // A newer build's option (key 99): kept as newer.
        let mut payload = crate::model::permalink::to_payload(&s);
        let options = payload.pop();
        assert_eq!(options, Some(0));
        payload.extend_from_slice(&[1, 99, 2, b'o', b'n']);
        let newer: String = payload.iter().map(|&b| char::from(b)).collect();
        assert_eq!(Snapshot::read_draft(&newer), Err(KeptDraft::Newer));
        assert_eq!(Snapshot::from_draft(&newer), None);
        for bad in ["{\"version\":1}", "\u{100}", &s.to_draft()[..10]] {
            assert_eq!(
                Snapshot::read_draft(bad),
                Err(KeptDraft::Unreadable),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn save_always_gives_a_txt_name() {
        for (given, saved) in [
            ("robots.txt", "robots.txt"),
            ("ROBOTS.TXT", "ROBOTS.TXT"),
            ("robots (2).txt", "robots (2).txt"),
            ("index.html", "index.html.txt"),
            ("setup.exe", "setup.exe.txt"),
            ("robots", "robots.txt"),
            ("../../etc/evil.sh", "evil.sh.txt"),
            ("C:\\x\\y.bat", "y.bat.txt"),
            (".bashrc", "bashrc.txt"),
            ("a\u{202E}txt.exe", "atxt.exe.txt"),
            ("", "robots.txt"),
            ("...", "robots.txt"),
            ("dir/", "robots.txt"),
        ] {
            assert_eq!(save_name(given), saved, "{given:?}");
        }
        assert_eq!(save_name(&"a".repeat(1000)).len(), 204);
    }

    #[test]
    fn text_keeps_the_lines_and_says_what_it_loses() {
        let bytes = b"\xEF\xBB\xBFUser-agent: *\r\nDisallow: /a\xFF\xFEb\rAllow: /\n";
        let (text, lost) = text_of(bytes);
        assert_eq!(
            text,
            "User-agent: *\nDisallow: /a\u{FFFD}\u{FFFD}b\nAllow: /\n"
        );
        assert_eq!(
            lost,
            Lost {
                bom: true,
                cr: true,
                invalid: 2
            }
        );
        // The engine counts the same lines.
        let parsed = robots::tester::parse(bytes);
        assert_eq!(
            parsed.lines().len(),
            crate::model::text::editor_line_count(&text)
        );
        // Plain UTF-8 is kept as is, NUL included.
        assert_eq!(text_of(b"a\0b\n"), ("a\0b\n".to_string(), Lost::default()));
    }

    #[test]
    fn non_utf8_bytes_are_named() {
        assert_eq!(
            non_utf8_message(b"Disallow: /\xFF\xFE"),
            "bytes 0xFF 0xFE are not UTF-8; shown as �, matched as %FF%FE"
        );
        assert_eq!(
            non_utf8_message(b"/caf\xE9"),
            "byte 0xE9 is not UTF-8; shown as �, matched as %E9"
        );
        assert!(non_utf8_message(&[0xFF; 20])
            .ends_with("0xFF … are not UTF-8; shown as �, matched as %FF%FF%FF%FF%FF%FF%FF%FF…"));
    }
}
