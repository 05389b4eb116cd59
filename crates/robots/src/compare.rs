//! Comparing the verdicts of two robots.txt files for the same (URL, agent):
//! what an edit changes. Shared by `robots diff` and the web page.
//!
//! ```
//! use robots::compare::{Change, Tally};
//! let change = Change::of((true, 0), (false, 4));
//! assert_eq!(change, Change::NewlyBlocked);
//! assert_eq!(change.code(), "newly-blocked");
//! let mut tally = Tally::default();
//! tally.add(change);
//! tally.add(Change::of((false, 2), (false, 3)));
//! assert_eq!(tally.to_string(), "1 newly blocked, 0 newly allowed, 1 line changed, 0 unchanged");
//! ```

/// How one check's result differs between the file before and after.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Change {
    /// Allowed before, disallowed after.
    NewlyBlocked,
    /// Disallowed before, allowed after.
    NewlyAllowed,
    /// Same verdict, but another line (Google's `matching_line()`) decides.
    LineChanged,
    /// Same verdict, same line.
    Unchanged,
}

impl Change {
    /// Classifies a `(allowed, line)` pair before and after.
    pub fn of(before: (bool, u32), after: (bool, u32)) -> Change {
        match (before.0, after.0) {
            (true, false) => Change::NewlyBlocked,
            (false, true) => Change::NewlyAllowed,
            _ if before.1 != after.1 => Change::LineChanged,
            _ => Change::Unchanged,
        }
    }

    /// A stable kebab-case code: `newly-blocked`, `newly-allowed`,
    /// `line-changed` or `unchanged`.
    pub fn code(self) -> &'static str {
        match self {
            Change::NewlyBlocked => "newly-blocked",
            Change::NewlyAllowed => "newly-allowed",
            Change::LineChanged => "line-changed",
            Change::Unchanged => "unchanged",
        }
    }

    /// The verdict itself changed (not only the reported line).
    pub fn verdict_changed(self) -> bool {
        matches!(self, Change::NewlyBlocked | Change::NewlyAllowed)
    }
}

/// How many checks fell into each [`Change`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Tally {
    pub newly_blocked: usize,
    pub newly_allowed: usize,
    pub line_changed: usize,
    pub unchanged: usize,
}

impl Tally {
    pub fn add(&mut self, change: Change) {
        match change {
            Change::NewlyBlocked => self.newly_blocked += 1,
            Change::NewlyAllowed => self.newly_allowed += 1,
            Change::LineChanged => self.line_changed += 1,
            Change::Unchanged => self.unchanged += 1,
        }
    }

    /// Checks whose verdict changed.
    pub fn verdicts_changed(&self) -> usize {
        self.newly_blocked + self.newly_allowed
    }
}

/// `2 newly blocked, 1 newly allowed, 3 line changed, 10 unchanged`.
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_pair_is_classified() {
        let rows = [
            ((true, 0), (false, 2), Change::NewlyBlocked, "newly-blocked"),
            ((true, 3), (false, 3), Change::NewlyBlocked, "newly-blocked"),
            ((false, 2), (true, 0), Change::NewlyAllowed, "newly-allowed"),
            ((false, 2), (true, 2), Change::NewlyAllowed, "newly-allowed"),
            ((true, 0), (true, 5), Change::LineChanged, "line-changed"),
            ((false, 2), (false, 3), Change::LineChanged, "line-changed"),
            ((true, 4), (true, 4), Change::Unchanged, "unchanged"),
            ((false, 1), (false, 1), Change::Unchanged, "unchanged"),
        ];
        for (before, after, change, code) in rows {
            let got = Change::of(before, after);
            assert_eq!(got, change, "{before:?} -> {after:?}");
            assert_eq!(got.code(), code);
            assert_eq!(got.verdict_changed(), before.0 != after.0);
        }
    }

    #[test]
    fn tally_counts_and_prints() {
        let mut t = Tally::default();
        for c in [
            Change::NewlyBlocked,
            Change::NewlyBlocked,
            Change::NewlyAllowed,
            Change::Unchanged,
        ] {
            t.add(c);
        }
        assert_eq!(t.verdicts_changed(), 3);
        assert_eq!(
            t.to_string(),
            "2 newly blocked, 1 newly allowed, 0 line changed, 1 unchanged"
        );
    }
}
