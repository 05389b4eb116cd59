//! `robots audit --rdns`, bounded. A log names as many addresses as its
//! writer likes, and a reverse lookup can hang for as long as the name
//! server likes, so the lookups have
//!
//! - a cache: an address is looked up once (forward-confirmed name or
//!   none), up to [`Limits::cache`] addresses, then the cache starts over;
//! - a time limit per lookup ([`Limits::per_lookup`]): the audit waits no
//!   longer for an answer (the lookup goes on in its own thread);
//! - a concurrency limit ([`Limits::concurrency`]): no new lookup starts
//!   while that many are still running (stuck past their time limit);
//! - a total time budget ([`Limits::budget`]) from the first lookup: after
//!   it, no lookup starts.
//!
//! An address that could not be looked up is unverified (not forged), and
//! the output says how many requests that left unchecked.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{mpsc, Arc};
use std::time::{Duration, Instant};

/// What answers the lookups (the system's resolver, or a stand-in in tests).
pub trait Resolve: Send + Sync + 'static {
    /// The address's name (PTR record), if it has one.
    fn name(&self, ip: IpAddr) -> Option<String>;
    /// The addresses a name resolves to.
    fn addresses(&self, name: &str) -> Vec<IpAddr>;
}

/// The system's resolver.
pub struct System;

impl Resolve for System {
    fn name(&self, ip: IpAddr) -> Option<String> {
        dns_lookup::lookup_addr(&ip).ok()
    }
    fn addresses(&self, name: &str) -> Vec<IpAddr> {
        dns_lookup::lookup_host(name).unwrap_or_default()
    }
}

#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub budget: Duration,
    pub per_lookup: Duration,
    pub concurrency: usize,
    pub cache: usize,
}

impl Limits {
    /// A minute in all, five seconds a lookup, eight stuck lookups at most,
    /// 65,536 addresses remembered (each a name of at most 253 bytes).
    pub const DEFAULT: Limits = Limits {
        budget: Duration::from_secs(60),
        per_lookup: Duration::from_secs(5),
        concurrency: 8,
        cache: 1 << 16,
    };
}

/// The bounded lookups of one audit.
pub struct Bounded {
    resolver: Arc<dyn Resolve>,
    pub limits: Limits,
    started: Option<Instant>,
    running: Arc<AtomicUsize>,
    /// Address → its forward-confirmed name (lowercase, no final dot).
    cache: HashMap<IpAddr, Option<String>>,
    /// Lookups started.
    pub asked: u64,
    /// Lookups not made, or not waited for: the budget cut them short.
    pub cut_short: u64,
}

impl Bounded {
    pub fn new(resolver: Arc<dyn Resolve>, limits: Limits) -> Self {
        Bounded {
            resolver,
            limits,
            started: None,
            running: Arc::new(AtomicUsize::new(0)),
            cache: HashMap::new(),
            asked: 0,
            cut_short: 0,
        }
    }

    /// Whether `ip`'s forward-confirmed name is under one of `suffixes`;
    /// `None` when the limits kept it from being looked up.
    pub fn check(&mut self, ip: IpAddr, suffixes: &[&str]) -> Option<bool> {
        let name = self.name(ip)?;
        Some(name.is_some_and(|n| suffixes.iter().any(|s| under(&n, s))))
    }

    fn name(&mut self, ip: IpAddr) -> Option<Option<String>> {
        if let Some(n) = self.cache.get(&ip) {
            return Some(n.clone());
        }
        let started = *self.started.get_or_insert_with(Instant::now);
        let left = self.limits.budget.saturating_sub(started.elapsed());
        if left.is_zero() || self.running.load(Ordering::SeqCst) >= self.limits.concurrency {
            self.cut_short += 1;
            return None;
        }
        self.asked += 1;
        let (tx, rx) = mpsc::channel();
        let resolver = Arc::clone(&self.resolver);
        let running = Arc::clone(&self.running);
        running.fetch_add(1, Ordering::SeqCst);
        let spawned = std::thread::Builder::new()
            .name("rdns".into())
            .spawn(move || {
                let confirmed = resolver.name(ip).and_then(|name| {
                    let name = name.trim_end_matches('.').to_ascii_lowercase();
                    resolver
                        .addresses(&name)
                        .into_iter()
                        .any(|a| robots_audit::ranges::canonical(a) == ip)
                        .then_some(name)
                });
                running.fetch_sub(1, Ordering::SeqCst);
                let _ = tx.send(confirmed);
            });
        if spawned.is_err() {
            self.running.fetch_sub(1, Ordering::SeqCst);
            self.cut_short += 1;
            return None;
        }
        match rx.recv_timeout(self.limits.per_lookup.min(left)) {
            Ok(name) => {
                if self.cache.len() >= self.limits.cache {
                    self.cache = HashMap::new();
                }
                self.cache.insert(ip, name.clone());
                Some(name)
            }
            Err(_) => {
                self.cut_short += 1;
                None
            }
        }
    }
}

/// `name` is `suffix` or a name under it.
pub fn under(name: &str, suffix: &str) -> bool {
    name == suffix
        || name
            .strip_suffix(suffix)
            .is_some_and(|rest| rest.ends_with('.'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_under_a_suffix_by_whole_labels() {
        for (name, want) in [
            ("crawl-66-249-66-1.googlebot.com", true),
            ("googlebot.com", true),
            ("evilgooglebot.com", false),
            ("googlebot.com.evil.example", false),
        ] {
            assert_eq!(under(name, "googlebot.com"), want, "{name}");
        }
    }
    use std::sync::Mutex;

    /// A stand-in resolver: every address of 192.0.2.0/24 is named
    /// `crawl-N.googlebot.com`, which resolves back to it; 198.51.100.0/24
    /// answers only after `slow`. It counts the lookups asked of it.
    struct Fake {
        slow: Duration,
        asked: Mutex<Vec<IpAddr>>,
    }

    impl Resolve for Fake {
        fn name(&self, ip: IpAddr) -> Option<String> {
            self.asked.lock().unwrap().push(ip);
            match ip {
                IpAddr::V4(a) if a.octets()[..3] == [198, 51, 100] => {
                    std::thread::sleep(self.slow);
                    None
                }
                IpAddr::V4(a) if a.octets()[..3] == [192, 0, 2] => {
                    Some(format!("crawl-{}.googlebot.com.", a.octets()[3]))
                }
                _ => None,
            }
        }
        fn addresses(&self, name: &str) -> Vec<IpAddr> {
            name.strip_prefix("crawl-")
                .and_then(|r| r.strip_suffix(".googlebot.com"))
                .and_then(|n| n.parse::<u8>().ok())
                .map(|n| vec![IpAddr::from([192, 0, 2, n])])
                .unwrap_or_default()
        }
    }

    fn fake(slow_ms: u64) -> Arc<Fake> {
        Arc::new(Fake {
            slow: Duration::from_millis(slow_ms),
            asked: Mutex::new(Vec::new()),
        })
    }

    const GOOGLE: &[&str] = &["googlebot.com"];

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    #[test]
    fn an_address_is_looked_up_once_and_confirmed_both_ways() {
        let f = fake(0);
        let mut b = Bounded::new(f.clone(), Limits::DEFAULT);
        for _ in 0..3 {
            assert_eq!(b.check(ip("192.0.2.7"), GOOGLE), Some(true));
            assert_eq!(b.check(ip("192.0.2.7"), &["search.msn.com"]), Some(false));
        }
        assert_eq!(b.check(ip("203.0.113.1"), GOOGLE), Some(false));
        assert_eq!(f.asked.lock().unwrap().len(), 2);
        assert_eq!((b.asked, b.cut_short), (2, 0));
    }

    #[test]
    fn a_slow_lookup_is_not_waited_for_and_stuck_ones_take_the_slots() {
        let f = fake(3_000);
        let limits = Limits {
            per_lookup: Duration::from_millis(20),
            concurrency: 2,
            ..Limits::DEFAULT
        };
        let mut b = Bounded::new(f.clone(), limits);
        // Two lookups time out and stay stuck; no third one starts, not even
        // for an address that would answer at once.
        assert_eq!(b.check(ip("198.51.100.1"), GOOGLE), None);
        assert_eq!(b.check(ip("198.51.100.2"), GOOGLE), None);
        assert_eq!(b.check(ip("192.0.2.1"), GOOGLE), None);
        assert_eq!((b.asked, b.cut_short), (2, 3));
        assert!(!f.asked.lock().unwrap().contains(&ip("192.0.2.1")));
    }

    #[test]
    fn no_lookup_starts_once_the_budget_is_spent() {
        let f = fake(0);
        let limits = Limits {
            budget: Duration::from_millis(50),
            ..Limits::DEFAULT
        };
        let mut b = Bounded::new(f.clone(), limits);
        assert_eq!(b.check(ip("192.0.2.1"), GOOGLE), Some(true));
        std::thread::sleep(Duration::from_millis(80));
        // Known addresses are still answered from the cache.
        assert_eq!(b.check(ip("192.0.2.1"), GOOGLE), Some(true));
        for n in 2..100 {
            assert_eq!(b.check(IpAddr::from([192, 0, 2, n]), GOOGLE), None);
        }
        assert_eq!((b.asked, b.cut_short), (1, 98));
        assert_eq!(f.asked.lock().unwrap().len(), 1);
    }
}
