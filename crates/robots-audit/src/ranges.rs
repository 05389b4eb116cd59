//! Crawler address lists as their owners publish them: `{"creationTime":
//! …, "prefixes": [{"ipv4Prefix": …} | {"ipv6Prefix": …}]}`, read into
//! sorted, merged ranges that answer "is this address listed?" by binary
//! search. An IPv4-mapped IPv6 address counts as its IPv4 address.

use std::collections::HashMap;
use std::net::IpAddr;

use ipnet::{Ipv4Net, Ipv6Net};
use serde::Deserialize;

use super::logs::parse_instant;

/// The largest list file read (Google's lists are some 100 KB).
pub const MAX_LIST_BYTES: u64 = 32 * 1024 * 1024;

#[derive(Deserialize)]
struct Published {
    #[serde(rename = "creationTime", default)]
    creation_time: Option<String>,
    prefixes: Vec<Prefix>,
}

#[derive(Deserialize)]
struct Prefix {
    #[serde(rename = "ipv4Prefix", default)]
    v4: Option<String>,
    #[serde(rename = "ipv6Prefix", default)]
    v6: Option<String>,
}

/// A list older than this many days is flagged as stale (`robots audit`'s
/// notes and the page's Traffic view): owners start using new addresses
/// before they list them.
pub const STALE_DAYS: i64 = 30;

/// One list.
#[derive(Debug, Clone)]
pub struct List {
    /// Its file name (its URL's last path segment).
    pub name: String,
    /// `creationTime` as written.
    pub created_text: Option<String>,
    /// `creationTime` in seconds since 1970 (UTC when it names no zone).
    pub created: Option<i64>,
    /// How many prefixes it lists.
    pub prefixes: usize,
    v4: Vec<(u32, u32)>,
    v6: Vec<(u128, u128)>,
}

fn merge<T: Ord + Copy>(mut ranges: Vec<(T, T)>, next: impl Fn(T) -> Option<T>) -> Vec<(T, T)> {
    ranges.sort_unstable();
    let mut out: Vec<(T, T)> = Vec::with_capacity(ranges.len());
    for (lo, hi) in ranges {
        if let Some(last) = out.last_mut() {
            if next(last.1).is_none_or(|n| lo <= n) {
                if hi > last.1 {
                    last.1 = hi;
                }
                continue;
            }
        }
        out.push((lo, hi));
    }
    out
}

fn find<T: Ord + Copy>(ranges: &[(T, T)], x: T) -> bool {
    let i = ranges.partition_point(|r| r.0 <= x);
    i > 0 && ranges[i - 1].1 >= x
}

impl List {
    /// Reads a list from its JSON text; a prefix that does not parse is an
    /// error (the file is not a list then).
    pub fn parse(name: &str, text: &[u8]) -> Result<List, String> {
        let p: Published = serde_json::from_slice(text).map_err(|e| e.to_string())?;
        let mut v4 = Vec::new();
        let mut v6 = Vec::new();
        for prefix in &p.prefixes {
            match (&prefix.v4, &prefix.v6) {
                (Some(s), _) => {
                    let net: Ipv4Net = s
                        .trim()
                        .parse()
                        .map_err(|_| format!("'{s}' is not an IPv4 prefix"))?;
                    v4.push((u32::from(net.network()), u32::from(net.broadcast())));
                }
                (None, Some(s)) => {
                    let net: Ipv6Net = s
                        .trim()
                        .parse()
                        .map_err(|_| format!("'{s}' is not an IPv6 prefix"))?;
                    v6.push((u128::from(net.network()), u128::from(net.broadcast())));
                }
                (None, None) => {}
            }
        }
        Ok(List {
            name: name.to_string(),
            created: p.creation_time.as_deref().and_then(parse_instant),
            created_text: p.creation_time,
            prefixes: v4.len() + v6.len(),
            v4: merge(v4, |x: u32| x.checked_add(1)),
            v6: merge(v6, |x: u128| x.checked_add(1)),
        })
    }

    /// How many whole days old the list is at `now` (seconds since
    /// 1970), when that is more than [`STALE_DAYS`]; `None` when it is
    /// newer or undated.
    pub fn stale_days(&self, now: i64) -> Option<i64> {
        let days = (now - self.created?) / 86_400;
        (days > STALE_DAYS).then_some(days)
    }

    /// Whether the list holds `ip`.
    pub fn contains(&self, ip: IpAddr) -> bool {
        match canonical(ip) {
            IpAddr::V4(a) => find(&self.v4, u32::from(a)),
            IpAddr::V6(a) => find(&self.v6, u128::from(a)),
        }
    }
}

/// An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) as IPv4.
pub fn canonical(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(a) => a.to_ipv4_mapped().map_or(ip, IpAddr::V4),
        v4 => v4,
    }
}

/// The lists found in a directory, by file name.
#[derive(Default)]
pub struct Lists {
    pub by_name: HashMap<String, List>,
    /// Lists present but unreadable: (name, why).
    pub unreadable: Vec<(String, String)>,
}

impl Lists {
    /// The file name of every published list (`robots::verify::PUBLISHED`).
    pub fn names() -> impl Iterator<Item = &'static str> {
        robots::verify::PUBLISHED
            .iter()
            .map(|u| robots::verify::file_name(u))
    }

    /// Adds the list saved as `name` from its bytes: a name that is not a
    /// published list's is ignored (false), one too large or unreadable is
    /// noted in [`Lists::unreadable`].
    pub fn add(&mut self, name: &str, bytes: &[u8]) -> bool {
        let Some(name) = Self::names().find(|n| *n == name) else {
            return false;
        };
        if bytes.len() as u64 > MAX_LIST_BYTES {
            self.unreadable.push((
                name.to_string(),
                format!("larger than {MAX_LIST_BYTES} bytes"),
            ));
            return true;
        }
        match List::parse(name, bytes) {
            Ok(l) => {
                self.by_name.insert(name.to_string(), l);
            }
            Err(e) => self.unreadable.push((name.to_string(), e)),
        }
        true
    }

    /// The lists in file-name order.
    pub fn sorted(&self) -> Vec<&List> {
        let mut v: Vec<&List> = self.by_name.values().collect();
        v.sort_by(|a, b| a.name.cmp(&b.name));
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prefixes_merge_and_match() {
        let l = List::parse(
            "x.json",
            br#"{"creationTime":"2026-11-01T00:00:00.000000","prefixes":[
                {"ipv4Prefix":"192.0.2.0/25"},{"ipv4Prefix":"192.0.2.128/25"},
                {"ipv4Prefix":"203.0.113.7/32"},{"ipv6Prefix":"2001:db8:1::/48"}]}"#,
        )
        .unwrap();
        assert_eq!(l.prefixes, 4);
        assert_eq!(l.created, Some(1_793_491_200));
        for yes in [
            "192.0.2.0",
            "192.0.2.255",
            "203.0.113.7",
            "::ffff:192.0.2.9",
            "2001:db8:1:ffff::1",
        ] {
            assert!(l.contains(yes.parse().unwrap()), "{yes}");
        }
        for no in [
            "192.0.3.0",
            "203.0.113.8",
            "198.51.100.1",
            "2001:db8:2::1",
            "::192.0.2.1",
        ] {
            assert!(!l.contains(no.parse().unwrap()), "{no}");
        }
        assert!(List::parse("y.json", br#"{"prefixes":[{"ipv4Prefix":"nope"}]}"#).is_err());
        // Stale past 30 whole days after its creation time; never when undated.
        let day = 86_400;
        assert_eq!(l.stale_days(1_793_491_200 + 30 * day), None);
        assert_eq!(l.stale_days(1_793_491_200 + 31 * day - 1), None);
        assert_eq!(l.stale_days(1_793_491_200 + 31 * day), Some(31));
        let undated = List::parse("z.json", br#"{"prefixes":[]}"#).unwrap();
        assert_eq!(undated.stale_days(i64::MAX / 2), None);
        assert!(List::parse("y.json", b"[]").is_err());
    }
}
