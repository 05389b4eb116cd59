//! `robots audit`'s and `robots ranges update`'s sentences (ids
//! `audit-…`): what an access log says about the crawlers that requested
//! a site, and the address lists saved.
use robots::message::{tr, Message};

// `tr!`: the catalogue's macro (`super`), in scope here.

/// A log line that is not a line of its file's format.
pub fn unparsed(file: &str, line: u64, format: &str) -> Message {
    tr!("audit-unparsed", file, line, format)
}
/// How many more unreadable lines there were than the ten listed.
pub fn unparsed_more(count: u64) -> Message {
    tr!("audit-unparsed-more", count)
}
/// The run's totals.
pub fn summary(lines: u64, requests: u64, crawlers: u64, skipped: u64) -> Message {
    tr!("audit-summary", lines, requests, crawlers, skipped)
}
/// The first and last request's times.
pub fn period(first: &str, last: &str) -> Message {
    tr!("audit-period", first, last)
}
pub fn no_crawler() -> Message {
    tr!("audit-no-crawler")
}
/// An address list's creation time.
pub fn list(name: &str, date: &str) -> Message {
    tr!("audit-list", name, date)
}
/// An address list older than 30 days.
pub fn list_stale(name: &str, date: &str, days: u64) -> Message {
    tr!("audit-list-stale", name, date, days)
}
pub fn list_undated(name: &str) -> Message {
    tr!("audit-list-undated", name)
}
pub fn list_unreadable(name: &str, error: &str) -> Message {
    tr!("audit-list-unreadable", name, error)
}
pub fn no_lists(dir: &str) -> Message {
    tr!("audit-no-lists", dir)
}
pub fn forged_note() -> Message {
    tr!("audit-forged-note")
}
/// A verified crawler fetched disallowed URLs (the exit status is 1).
pub fn verified_disallowed(token: &str, count: u64) -> Message {
    tr!("audit-verified-disallowed", token, count)
}
pub fn ignores_robots(token: &str) -> Message {
    tr!("audit-ignores-robots", token)
}
/// The heading of a crawler's most requested disallowed paths.
pub fn top(token: &str) -> Message {
    tr!("audit-top", token)
}
/// The heading of the bots the registry does not know.
pub fn unknown() -> Message {
    tr!("audit-unknown")
}
/// Requests the file allows that the edge refused (`status`: the
/// statuses, e.g. `403` or `403, 429`), from the owner's own addresses.
/// `count` chooses the plural; the sentence shows `shown`, the count
/// grouped the language's way (`Lang::number`), in English too (`1,204`).
pub fn edge_refused_verified(
    token: &str,
    count: u64,
    shown: &str,
    status: &str,
    owner: &str,
) -> Message {
    tr!(
        "audit-edge-refused-verified",
        token,
        count,
        shown,
        status,
        owner
    )
}
/// The same, from addresses the owner's lists do not hold.
pub fn edge_refused_forged(
    token: &str,
    count: u64,
    shown: &str,
    status: &str,
    owner: &str,
) -> Message {
    tr!(
        "audit-edge-refused-forged",
        token,
        count,
        shown,
        status,
        owner
    )
}
/// The same, from addresses nothing could check.
pub fn edge_refused_unverified(token: &str, count: u64, shown: &str, status: &str) -> Message {
    tr!("audit-edge-refused-unverified", token, count, shown, status)
}
/// `--rdns` stopped asking: its time budget ran out (or every lookup
/// slot was stuck) after `asked` lookups; `unchecked` requests count
/// as unverified.
pub fn rdns_cut_short(asked: u64, unchecked: u64, seconds: u64) -> Message {
    tr!("audit-rdns-cut-short", asked, unchecked, seconds)
}
/// `robots ranges update` saved a list.
pub fn ranges_saved(name: &str, count: u64, date: &str) -> Message {
    tr!("audit-ranges-saved", name, count, date)
}
pub fn ranges_failed(url: &str, error: &str) -> Message {
    tr!("audit-ranges-failed", url, error)
}
pub fn ranges_done(saved: u64, total: u64, dir: &str) -> Message {
    tr!("audit-ranges-done", saved, total, dir)
}
/// Web Bot Auth: the heading of the signed requests' table.
pub fn signed() -> Message {
    tr!("audit-signed")
}
/// What a verified signature proves, and what it does not.
pub fn signed_note() -> Message {
    tr!("audit-signed-note")
}
/// A signature agent's key directory read: its origin and keys.
pub fn directory(origin: &str, count: u64) -> Message {
    tr!("audit-directory", origin, count)
}
pub fn directory_unreadable(name: &str, error: &str) -> Message {
    tr!("audit-directory-unreadable", name, error)
}
/// What is wrong with a key directory downloaded or read.
pub fn directory_invalid() -> Message {
    tr!("audit-directory-invalid")
}
/// `robots ranges update` saved a key directory.
pub fn directory_saved(origin: &str, count: u64, name: &str) -> Message {
    tr!("audit-directory-saved", origin, count, name)
}
pub fn directories_done(saved: u64, total: u64, dir: &str) -> Message {
    tr!("audit-directories-done", saved, total, dir)
}
