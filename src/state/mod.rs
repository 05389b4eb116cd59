//! All app state in one place, split by concern: the document
//! ([`Document`], what a draft and a link carry as a [`Snapshot`]), view
//! state ([`ViewState`]), preferences ([`Prefs`]), what only `state/` writes
//! (read-only here) and the memos derived from them. The data flow is drawn
//! in docs/ARCHITECTURE.md ("State, by concern").

use leptos::prelude::*;

use crate::model::compare;
use crate::model::expectations::{self, Checked, Expectation};
use crate::model::page_mode::PageMode;
use crate::model::view::Reveal;
use crate::model::{
    self, opened_file, AddOutcome, CrawlerCol, Diagnostics, DraftStatus, Explained, FileBytes,
    Highlights, Options, Parsed, Results, RobotsFile, Site, Snapshot, StatusRule, Theme, UrlRow,
};
use crate::model::{Filter, Sort};
use crate::platform;

pub mod checking;
pub mod client;
pub mod draft;
pub mod links;
pub mod lints;
pub mod other_parsers;
pub mod prefs;
pub mod urls;

/// The signals and memos, shared through context. `Copy`: every field is an
/// arena handle. Who writes what shows in the types (see the module doc).
/// What the page knows of the saved draft, and what it says about it
/// (kept here, not in [`draft`], so that the state does not import the
/// module that reads it; `draft` reads its fields).
#[derive(Clone, Copy)]
pub struct Drafts {
    /// The draft this tab last read or wrote, as stored; `None` while the
    /// tab shows something else (a link): the saved one is then kept one
    /// step back before it is written over.
    pub(crate) known: StoredValue<Option<String>>,
    /// Whether this page saves the draft (not an embed, not natively).
    pub(crate) tracked: StoredValue<bool>,
    /// The notice shown about the draft, until dismissed.
    pub notice: RwSignal<crate::model::DraftNotice>,
}

impl Drafts {
    pub fn new() -> Drafts {
        Drafts {
            known: StoredValue::new(None),
            tracked: StoredValue::new(false),
            notice: RwSignal::new(crate::model::DraftNotice::None),
        }
    }
}

impl Default for Drafts {
    fn default() -> Drafts {
        Drafts::new()
    }
}

#[derive(Clone, Copy)]
pub struct AppState {
    pub doc: Document,
    pub view: ViewState,
    pub prefs: Prefs,
    /// Whether the draft is saved in this browser.
    pub draft: RwSignal<DraftStatus>,
    /// The draft this tab knows, and the notices about it.
    pub drafts: Drafts,
    /// The checking worker answered that it cannot read the page's
    /// requests (it is another build's): the page checks on its own thread
    /// and says so.
    pub worker_refused: RwSignal<bool>,
    /// The whole grid, for totals, filters, sorting and export; set by the
    /// checking scheduler when a check of the whole list is complete.
    pub results: ReadOnly<Results>,
    /// While the whole list is being checked: (rows done, rows).
    pub checking: ReadOnly<Option<(usize, usize)>>,
    /// The whole grid against the "before" file, like `results`.
    pub results_before: ReadOnly<Option<Results>>,
    /// Which other parsers disagree with Google on the active cell, for
    /// the edited file and the "before" one (see [`crate::model::other_parsers::KNOWN`]); set
    /// by `other_parsers::follow` whenever what it shows ([`other_parsers::Shown`])
    /// changes. The same type as `checking`: no new signal type in the
    /// wasm.
    pub other_parser_masks: ReadOnly<Option<(usize, usize)>>,
    /// When the checking worker's AI-use lints of the file change
    /// (`checking::ai_lints` holds them): the file's key and how many.
    pub ai_lints: ReadOnly<Option<(usize, usize)>>,
    // --- derived ---
    pub parsed: Memo<Parsed>,
    pub url_rows: Memo<Vec<UrlRow>>,
    pub crawler_cols: Memo<Vec<CrawlerCol>>,
    /// The rows shown, in order (indices into `url_rows`).
    pub order: Memo<Vec<u32>>,
    /// How many rows each filter keeps ([`Filter::EVERY`] order).
    pub counts: Memo<[usize; 6]>,
    /// The "before" file, parsed (compare mode only).
    pub before_parsed: Memo<Option<Parsed>>,
    /// The line diff of the two files.
    pub hunks: Memo<Vec<crate::model::compare::Hunk>>,
    /// Rows the edit changes, over the whole list (when both are checked).
    pub changed_rows: Memo<usize>,
    /// The simulated fetch result: an index into [`model::FETCH_CHOICES`]
    /// (a `usize`: no new memo type, the size rule in docs/ARCHITECTURE.md).
    pub fetch: Memo<usize>,
    /// The selection clamped to the grid (the first cell when none).
    pub active: Memo<Option<(usize, usize)>>,
    pub explained: Memo<Option<Explained>>,
    pub highlights: Memo<Highlights>,
    pub diagnostics: Memo<Diagnostics>,
    /// Every expectation, checked now (on every change of the file, the
    /// list, the tokens or the fetch result).
    pub expect_results: Memo<Vec<Checked>>,
}

/// The document: what a person changes and a link carries ([`Snapshot`]).
#[derive(Clone, Copy)]
pub struct Document {
    pub robots: RwSignal<String>,
    pub urls: RwSignal<String>,
    pub agents: RwSignal<Vec<String>>,
    pub selected: RwSignal<Option<(usize, usize)>>,
    pub options: RwSignal<Options>,
    pub expectations: RwSignal<Vec<Expectation>>,
    /// The robots.txt file opened in the page, if any. While it is
    /// unedited its bytes are part of the document ([`Snapshot::file`]).
    pub file: RwSignal<Option<RobotsFile>>,
}

/// The view's state (not part of the document): the grid's filters, editor requests.
#[derive(Clone, Copy)]
pub struct ViewState {
    pub filter: RwSignal<Filter>,
    pub sort: RwSignal<Sort>,
    pub search: RwSignal<String>,
    /// Show only rows whose verdicts (or deciding lines) the edit changes.
    pub changed_only: RwSignal<bool>,
    /// Asks the editor to show a line ([`AppState::reveal_line`]).
    pub reveal: RwSignal<Option<Reveal>>,
    /// Bumped when the document is replaced from outside the inputs
    /// (restore, link): the textareas then re-read their value.
    pub loaded: RwSignal<u64>,
    /// The name of the sitemap file the URLs came from (empty when they
    /// did not): the "Sitemap URLs" summary shows while it is set.
    pub sitemap: RwSignal<String>,
}

/// Preferences of the person, not of the document.
#[derive(Clone, Copy)]
pub struct Prefs {
    pub theme: RwSignal<Theme>,
    /// Whether the system prefers dark (kept in sync by `prefs`).
    pub system_dark: ReadOnly<bool>,
}
/// A signal that only `state/` writes: elsewhere it can be read, not set.
pub struct ReadOnly<T: 'static>(RwSignal<T>);
impl<T> Clone for ReadOnly<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for ReadOnly<T> {}
impl<T: Clone + Send + Sync + 'static> ReadOnly<T> {
    pub fn get(&self) -> T {
        self.0.get()
    }
    pub fn get_untracked(&self) -> T {
        self.0.get_untracked()
    }
    pub fn with<U>(&self, f: impl FnOnce(&T) -> U) -> U {
        self.0.with(f)
    }
}
impl Prefs {
    /// Whether the page is dark (tracked).
    pub fn is_dark(&self) -> bool {
        self.theme.get().is_dark(self.system_dark.get())
    }
}

impl Document {
    /// The document's signals, from a snapshot.
    fn new(snapshot: Snapshot) -> Document {
        let (opened, text) = opened_file(snapshot.file, &snapshot.robots);
        Document {
            robots: RwSignal::new(text),
            urls: RwSignal::new(model::normalise_line_ends(&snapshot.urls)),
            agents: RwSignal::new(snapshot.agents),
            selected: RwSignal::new(snapshot.selected),
            options: RwSignal::new(snapshot.options),
            expectations: RwSignal::new(snapshot.expectations),
            file: RwSignal::new(opened),
        }
    }

    /// The edited file parsed (an opened file's bytes count until the
    /// first edit), and the "before" file (compare mode): Google's reading,
    /// once per change, for every memo that reads them.
    fn parses(self) -> (Memo<Parsed>, Memo<Option<Parsed>>) {
        let Document {
            robots,
            file,
            options,
            ..
        } = self;
        let parsed = Memo::new(move |_| {
            let bytes = file.with(|f| f.as_ref().and_then(RobotsFile::unedited));
            robots.with(|t| match bytes {
                Some(b) => Parsed::from_bytes(b, t),
                None => Parsed::new(t),
            })
        });
        let before_parsed =
            Memo::new(move |_| options.with(|o| o.before.as_deref().map(Parsed::new)));
        (parsed, before_parsed)
    }

    /// The line diff of the "before" file and the edited one.
    fn hunks(self) -> Memo<Vec<compare::Hunk>> {
        let Document {
            robots, options, ..
        } = self;
        Memo::new(move |_| {
            options.with(|o| match &o.before {
                Some(b) => robots.with(|a| compare::diff(b, a)),
                None => Vec::new(),
            })
        })
    }

    /// The URL rows, each with its scope warning (SPEC §7) from the site
    /// option. A long list is read in slices between frames
    /// (`urls::read_long_lists`); until its rows land the memo keeps the
    /// previous ones.
    fn url_rows(self) -> Memo<Vec<UrlRow>> {
        let Document { urls, options, .. } = self;
        let landed = Trigger::new();
        let url_rows = Memo::new_owning(move |prev: Option<Vec<UrlRow>>| {
            landed.track();
            let long = platform::IN_BROWSER && urls.with(String::len) > model::LONG_LIST;
            let read = if long {
                urls::take_read_rows()
            } else {
                Some(urls.with(|t| model::url_rows(t)))
            };
            match read {
                Some(mut rows) => {
                    options.with(|o| model::mark_scope(&mut rows, &o.site));
                    let changed = prev.as_ref() != Some(&rows);
                    (rows, changed)
                }
                // A long list being read: the previous rows, whose scope
                // warnings still follow the site option.
                None => {
                    let mut rows = prev.unwrap_or_default();
                    let old: Vec<Option<String>> = rows.iter().map(|r| r.scope.clone()).collect();
                    options.with(|o| model::mark_scope(&mut rows, &o.site));
                    let changed = rows.iter().zip(&old).any(|(r, o)| r.scope != *o);
                    (rows, changed)
                }
            }
        });
        if platform::IN_BROWSER {
            urls::read_long_lists(urls, landed);
        }
        url_rows
    }

    /// The crawler columns (with the tokens set by hand), and the simulated
    /// fetch result (an index into [`model::FETCH_CHOICES`]).
    fn crawlers_and_fetch(self) -> (Memo<Vec<CrawlerCol>>, Memo<usize>) {
        let Document {
            agents, options, ..
        } = self;
        let crawler_cols = Memo::new(move |_| {
            agents.with(|a| options.with(|o| model::crawler_cols(a, &o.tokens)))
        });
        let fetch = Memo::new(move |_| options.with(|o| model::fetch_index(&o.status)));
        (crawler_cols, fetch)
    }
}

impl ViewState {
    fn new() -> ViewState {
        ViewState {
            filter: RwSignal::new(Filter::All),
            sort: RwSignal::new(Sort::Input),
            search: RwSignal::new(String::new()),
            changed_only: RwSignal::new(false),
            reveal: RwSignal::new(None),
            loaded: RwSignal::new(0),
            sitemap: RwSignal::new(String::new()),
        }
    }
}

/// The whole grid's results as the checking scheduler sets them, and the
/// memos over them: the rows shown, the filters' counts, the rows the edit
/// changes.
struct Grid {
    results: RwSignal<Results>,
    results_before: RwSignal<Option<Results>>,
    checking: RwSignal<Option<(usize, usize)>>,
    order: Memo<Vec<u32>>,
    counts: Memo<[usize; 6]>,
    changed_rows: Memo<usize>,
}

impl Grid {
    fn new(
        view: ViewState,
        url_rows: Memo<Vec<UrlRow>>,
        crawler_cols: Memo<Vec<CrawlerCol>>,
    ) -> Grid {
        let results = RwSignal::new(Results::default());
        let results_before = RwSignal::new(None::<Results>);
        let ViewState {
            filter,
            sort,
            search,
            changed_only,
            ..
        } = view;
        // The last complete results, while they fit the rows and crawlers
        // (during a re-check after an edit they are a moment old).
        let fitting = move |rows: &[UrlRow], r: &Results| {
            r.fits(rows.len(), crawler_cols.with(Vec::len))
                .then_some(())
        };
        let order = Memo::new(move |_| {
            url_rows.with(|rows| {
                results.with(|r| {
                    let r = fitting(rows, r).map(|()| r);
                    let mut shown =
                        search.with(|q| model::order(rows, r, filter.get(), q, sort.get()));
                    if changed_only.get() {
                        results_before.with(|b| {
                            let b = b.as_ref().filter(|b| fitting(rows, b).is_some());
                            compare::keep_changed(&mut shown, b, r);
                        });
                    }
                    shown
                })
            })
        });
        let changed_rows = Memo::new(move |_| {
            url_rows.with(|rows| {
                results.with(|r| {
                    results_before.with(|b| {
                        let b = b.as_ref().filter(|b| fitting(rows, b).is_some());
                        compare::changed_count(rows.len(), b, fitting(rows, r).map(|()| r))
                    })
                })
            })
        });
        let counts = Memo::new(move |_| {
            url_rows.with(|rows| {
                results.with(|r| model::filter_counts(rows, fitting(rows, r).map(|()| r)))
            })
        });
        Grid {
            results,
            results_before,
            checking: RwSignal::new(None),
            order,
            counts,
            changed_rows,
        }
    }
}

/// The selected cell (clamped to the grid), its full verdict and the
/// editor's highlights for it.
struct Explanation {
    active: Memo<Option<(usize, usize)>>,
    explained: Memo<Option<Explained>>,
    highlights: Memo<Highlights>,
}

impl Explanation {
    fn new(
        selected: RwSignal<Option<(usize, usize)>>,
        parsed: Memo<Parsed>,
        url_rows: Memo<Vec<UrlRow>>,
        crawler_cols: Memo<Vec<CrawlerCol>>,
        fetch: Memo<usize>,
    ) -> Explanation {
        let active = Memo::new(move |_| {
            let rows = url_rows.with(Vec::len);
            let cols = crawler_cols.with(Vec::len);
            model::active_cell(selected.get(), rows, cols)
        });
        let explained = Memo::new(move |_| {
            let cell = active.get();
            let s = model::status_rule_at(fetch.get());
            parsed.with(|p| {
                url_rows.with(|r| crawler_cols.with(|c| model::explain(p, r, c, cell, s)))
            })
        });
        let highlights = Memo::new(move |_| explained.with(|e| model::highlights(e.as_ref())));
        Explanation {
            active,
            explained,
            highlights,
        }
    }
}

/// The file's diagnostics, with the AI-use lints the checking worker found
/// (`lints`; `ai_lints` says when they change).
fn diagnostics(
    parsed: Memo<Parsed>,
    ai_lints: RwSignal<Option<(usize, usize)>>,
) -> Memo<Diagnostics> {
    Memo::new(move |_| {
        ai_lints.track();
        parsed.with(|p| {
            let later = lints::of(p);
            model::diagnostics(&p.robots, p.source.as_deref(), &later)
        })
    })
}

/// Every expectation, checked against the edited file.
fn expectations_checked(
    doc: Document,
    parsed: Memo<Parsed>,
    fetch: Memo<usize>,
) -> Memo<Vec<Checked>> {
    let Document {
        expectations,
        options,
        ..
    } = doc;
    Memo::new(move |_| {
        let status = model::status_rule_at(fetch.get());
        parsed.with(|p| {
            expectations
                .with(|list| options.with(|o| expectations::check(p, list, &o.tokens, status)))
        })
    })
}

impl AppState {
    /// Creates the signals from a snapshot, concern by concern; must run
    /// under a reactive owner.
    pub fn new(snapshot: Snapshot) -> AppState {
        let doc = Document::new(snapshot);
        let view = ViewState::new();
        let (parsed, before_parsed) = doc.parses();
        let url_rows = doc.url_rows();
        let (crawler_cols, fetch) = doc.crawlers_and_fetch();
        let grid = Grid::new(view, url_rows, crawler_cols);
        let explanation = Explanation::new(doc.selected, parsed, url_rows, crawler_cols, fetch);
        let ai_lints = RwSignal::new(None);
        let state = AppState {
            doc,
            view,
            prefs: Prefs {
                theme: RwSignal::new(Theme::System),
                system_dark: ReadOnly(RwSignal::new(false)),
            },
            draft: RwSignal::new(DraftStatus::Saved),
            drafts: Drafts::new(),
            worker_refused: RwSignal::new(false),
            results: ReadOnly(grid.results),
            checking: ReadOnly(grid.checking),
            results_before: ReadOnly(grid.results_before),
            other_parser_masks: ReadOnly(RwSignal::new(None)),
            ai_lints: ReadOnly(ai_lints),
            parsed,
            url_rows,
            crawler_cols,
            order: grid.order,
            counts: grid.counts,
            before_parsed,
            hunks: doc.hunks(),
            changed_rows: grid.changed_rows,
            fetch,
            active: explanation.active,
            explained: explanation.explained,
            highlights: explanation.highlights,
            diagnostics: diagnostics(parsed, ai_lints),
            expect_results: expectations_checked(doc, parsed, fetch),
        };
        // In the page, the checking scheduler re-checks the list after each
        // change ([`checking::follow`], started by the page); native builds
        // (tests) have no timers: they check now, and call `check_now`.
        if !platform::IN_BROWSER {
            state.check_now();
        }
        state
    }

    /// Checks the whole list now and publishes the results (small lists,
    /// and native tests, which have no timers): Google's verdicts only; the
    /// other parsers' marks come from the scheduler's job once edits pause.
    pub fn check_now(&self) {
        let status = model::status_rule_at(self.fetch.get_untracked());
        // In the page the checking worker adds the other parsers' marks
        // (their code is only in the worker); natively — the prerendered
        // first screen, tests — they are read at once, so the first screen
        // shows what the page will.
        let read = if crate::platform::IN_BROWSER {
            model::check_verdicts
        } else {
            model::check_all
        };
        let check = |p: &Parsed| {
            self.url_rows
                .with_untracked(|r| self.crawler_cols.with_untracked(|c| read(p, r, c, status)))
        };
        let results = self.parsed.with_untracked(check);
        let before = self.before_parsed.with_untracked(|b| b.as_ref().map(check));
        self.results.0.set(results);
        self.results_before.0.set(before);
        self.checking.0.set(None);
    }

    /// (allowed, blocked) over the whole list for column `col`, once the
    /// list is checked; `None` while it is being checked.
    pub fn totals(&self, col: usize) -> Option<(usize, usize)> {
        if self.checking.get().is_some() {
            return None;
        }
        Some(self.results.with(|r| r.totals(col)))
    }

    /// The whole document state, as plain data (untracked).
    pub fn snapshot(&self) -> Snapshot {
        Snapshot {
            version: Snapshot::VERSION,
            robots: self.doc.robots.get_untracked(),
            urls: self.doc.urls.get_untracked(),
            agents: self.doc.agents.get_untracked(),
            selected: self.doc.selected.get_untracked(),
            options: self.doc.options.get_untracked(),
            expectations: self.doc.expectations.get_untracked(),
            file: self.doc.file.with_untracked(|f| {
                f.as_ref().and_then(|f| {
                    f.unedited().map(|bytes| FileBytes {
                        name: f.name.clone(),
                        bytes,
                    })
                })
            }),
        }
    }

    /// Tracks every signal of the snapshot (for effects that save it).
    pub fn track_snapshot(&self) {
        self.doc.robots.track();
        self.doc.urls.track();
        self.doc.agents.track();
        self.doc.selected.track();
        self.doc.options.track();
        self.doc.expectations.track();
        self.doc.file.track();
    }

    /// Replaces the whole document state (restore, permalink).
    pub fn load(&self, snapshot: Snapshot) {
        let (opened, text) = opened_file(snapshot.file, &snapshot.robots);
        self.doc.file.set(opened);
        self.doc.robots.set(text);
        self.doc
            .urls
            .set(model::normalise_line_ends(&snapshot.urls));
        self.doc.agents.set(snapshot.agents);
        self.doc.selected.set(snapshot.selected);
        self.doc.options.set(snapshot.options);
        self.doc.expectations.set(snapshot.expectations);
        self.view.loaded.update(|n| *n += 1);
    }

    /// Keeps the page's state one step back before a file replaces the
    /// editor's text, and offers to restore it.
    fn keep_before_replacing(&self) {
        if !crate::platform::IN_BROWSER || !self.drafts.tracked.get_value() {
            return;
        }
        if crate::platform::storage::keep_previous(&self.snapshot().to_draft()) {
            self.drafts.notice.set(crate::model::DraftNotice::Undo);
        }
    }

    /// Puts an opened robots.txt in the editor: its bytes count until the
    /// first edit ([`AppState::edited`]).
    pub fn open_file(&self, name: String, bytes: Vec<u8>) {
        // What it replaces can be restored.
        self.keep_before_replacing();
        let file = FileBytes {
            name,
            bytes: bytes.into(),
        };
        let (opened, text) = opened_file(Some(file), "");
        self.doc.file.set(opened);
        self.doc.robots.set(text);
        self.view.loaded.update(|n| *n += 1);
    }

    /// The person edited the text: from now on it counts, not the bytes.
    pub fn edited(&self) {
        if self
            .doc
            .file
            .with_untracked(|f| f.as_ref().is_some_and(|f| !f.edited))
        {
            self.doc.file.update(|f| {
                if let Some(f) = f {
                    f.edited = true;
                }
            });
        }
    }

    /// Adds an agent unless the same input is already there. Returns the
    /// error to show when the input yields no product token.
    pub fn add_crawler(&self, input: &str) -> Result<AddOutcome, String> {
        let col = model::crawler_col(input)?;
        let exists = self
            .doc
            .agents
            .with_untracked(|a| a.iter().any(|x| x.trim() == col.input));
        if exists {
            return Ok(AddOutcome::AlreadyThere);
        }
        self.doc.agents.update(|a| a.push(col.input));
        Ok(AddOutcome::Added)
    }

    /// The simulated fetch result, when it replaces the rules (tracked).
    pub fn status(&self) -> Option<StatusRule> {
        model::status_rule_at(self.fetch.get())
    }

    /// The site given for scope checks, or why the input is not one
    /// (tracked).
    pub fn site(&self) -> Result<Option<Site>, String> {
        self.doc.options.with(|o| model::site(&o.site))
    }

    /// Sets the product token used for the agent typed as `input` (SPEC
    /// §4.3). An empty token, or the derived one, goes back to deriving it.
    /// Returns the error to show for an invalid token.
    pub fn set_token(&self, input: &str, token: &str) -> Result<(), String> {
        let tokens = self
            .doc
            .options
            .with_untracked(|o| model::with_token(&o.tokens, input, token))?;
        if self.doc.options.with_untracked(|o| o.tokens != tokens) {
            self.doc.options.update(|o| o.tokens = tokens);
        }
        Ok(())
    }

    /// Removes the agent in column `col`, keeping the selection on a column
    /// that still exists (and forgetting a token set for it).
    pub fn remove_crawler(&self, col: usize) {
        let mut removed = None;
        self.doc.agents.update(|a| {
            if col < a.len() {
                removed = Some(a.remove(col));
            }
        });
        if let Some(input) = removed {
            let input = input.trim();
            let still_there = self
                .doc
                .agents
                .with_untracked(|a| a.iter().any(|x| x.trim() == input));
            let has_token = self
                .doc
                .options
                .with_untracked(|o| o.tokens.iter().any(|(i, _)| i == input));
            if !still_there && has_token {
                self.doc
                    .options
                    .update(|o| o.tokens.retain(|(i, _)| i != input));
            }
        }
        let len = self.doc.agents.with_untracked(Vec::len);
        self.doc
            .selected
            .update(|s| *s = model::selection_after_removal(*s, col, len));
    }

    /// The row of the site root (a URL whose path is `/`), adding one to
    /// the end of the list when there is none: the root of the first URL's
    /// site, or `/`. `None` while a long list is being read.
    pub fn root_row(&self) -> Option<usize> {
        let find = || {
            self.url_rows
                .with_untracked(|r| r.iter().position(|u| u.path.as_deref() == Ok("/")))
        };
        if let Some(row) = find() {
            return Some(row);
        }
        let first = self
            .url_rows
            .with_untracked(|r| r.first().map(|u| u.input.clone()))
            .unwrap_or_default();
        let root = match first.split_once("://") {
            Some((scheme, rest)) => {
                let host = rest.split(['/', '?', '#']).next().unwrap_or_default();
                format!("{scheme}://{host}/")
            }
            None => "/".to_string(),
        };
        self.doc.urls.update(|u| {
            if !u.is_empty() && !u.ends_with('\n') {
                u.push('\n');
            }
            u.push_str(&root);
        });
        self.view.loaded.update(|n| *n += 1);
        find()
    }

    /// Selects a cell (which the trace then explains).
    pub fn select(&self, row: usize, col: usize) {
        if self.doc.selected.get_untracked() != Some((row, col)) {
            self.doc.selected.set(Some((row, col)));
        }
    }

    /// Pins the result of `agent` for `url` (both as typed) as an
    /// expectation, replacing the one there was for them.
    pub fn pin(&self, agent: &str, url: &str, allowed: bool) {
        let e = Expectation::new(agent, url, allowed);
        if self.doc.expectations.with_untracked(|l| !l.contains(&e)) {
            self.doc.expectations.update(|l| expectations::pin(l, e));
        }
    }

    /// The crawler and the URL (as typed) of the active cell, when its URL
    /// can be tested (tracked).
    pub fn selected_cell(&self) -> Option<(String, String)> {
        let (row, col) = self.active.get()?;
        let url = self.url_rows.with(|r| {
            r.get(row)
                .filter(|u| u.path.is_ok())
                .map(|u| u.input.clone())
        })?;
        let agent = self
            .crawler_cols
            .with(|c| c.get(col).map(|a| a.input.clone()))?;
        Some((agent, url))
    }

    /// Pins the result of the active cell (see [`AppState::pin`]).
    pub fn pin_selected(&self, allowed: bool) {
        if let Some((agent, url)) = untrack(|| self.selected_cell()) {
            self.pin(&agent, &url, allowed);
        }
    }

    /// Removes the expectation for `agent` and `url`.
    pub fn unpin(&self, agent: &str, url: &str) {
        let there = self
            .doc
            .expectations
            .with_untracked(|l| l.iter().any(|e| e.is_for(agent, url)));
        if there {
            self.doc
                .expectations
                .update(|l| _ = expectations::unpin(l, agent, url));
        }
    }

    /// Asks the editor to select and show `line`.
    pub fn reveal_line(&self, line: u32) {
        let seq = self.view.reveal.get_untracked().map_or(0, |r| r.seq + 1);
        self.view.reveal.set(Some(Reveal { line, seq }));
    }
}

/// The app state from context.
pub fn use_state() -> AppState {
    expect_context::<AppState>()
}

/// The page mode from context (the default when none was provided).
pub fn use_mode() -> PageMode {
    use_context::<PageMode>().unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The whole grid, checked now (native tests have no timers).
    fn checked(s: AppState) -> Results {
        s.check_now();
        s.results.get()
    }

    fn with_state(snapshot: Snapshot, f: impl FnOnce(AppState)) {
        let owner = Owner::new();
        owner.set();
        f(AppState::new(snapshot));
    }

    #[test]
    fn example_explains_a_blocked_cell_at_once() {
        with_state(Snapshot::example(), |s| {
            let e = s.explained.get().unwrap();
            let v = e.verdict.unwrap();
            assert!(!v.allowed);
            assert_eq!(v.line, 2);
            assert_eq!(e.agent.token, "Googlebot");
            assert_eq!(s.highlights.get().decisive, Some(2));
            assert_eq!(s.highlights.get().agent_lines, vec![1]);
            assert_eq!(checked(s).rows(), 4);
            assert_eq!(s.diagnostics.get().total, 0);
        });
    }

    #[test]
    fn typing_updates_results_and_the_explanation() {
        with_state(Snapshot::example(), |s| {
            assert_eq!(checked(s).get(1, 2).map(|c| c.allowed), Some(true));
            s.doc
                .robots
                .set("User-agent: *\nDisallow: /nogooglebot/\n".into());
            let r = checked(s);
            assert_eq!(r.get(1, 2).map(|c| (c.allowed, c.line)), Some((false, 2)));
            assert_eq!(r.get(0, 2).map(|c| c.allowed), Some(true));
            assert_eq!(s.highlights.get().agent_lines, vec![1]);
        });
    }

    /// One edit, one parse on the page's thread: every memo (the
    /// explanation, the highlights, the diagnostics, the expectations) and
    /// the small grid's check read the same parse. (Natively the check adds
    /// the other parsers' marks, which in the page the worker reads: once
    /// too.)
    #[test]
    fn an_edit_is_parsed_once() {
        with_state(Snapshot::example(), |s| {
            s.pin("Googlebot", "/a", true);
            let read = |s: AppState| {
                s.explained.track();
                s.highlights.track();
                s.diagnostics.track();
                s.expect_results.track();
                s.check_now();
            };
            read(s);
            crate::model::parsed::count::take();
            s.doc
                .robots
                .set("User-agent: *\nDisallow: /nogooglebot/\n".into());
            read(s);
            assert_eq!(crate::model::parsed::count::take(), (1, 1));
            // A change of the URLs alone: no parse by Google's reading.
            s.doc.urls.set("/a\n/b".into());
            read(s);
            assert_eq!(crate::model::parsed::count::take().0, 0);
        });
    }

    #[test]
    fn selection_is_clamped_when_urls_or_agents_go_away() {
        with_state(Snapshot::example(), |s| {
            s.select(3, 3);
            assert_eq!(s.active.get(), Some((3, 3)));
            s.doc.urls.set("/only".into());
            assert_eq!(s.active.get(), Some((0, 3)));
            s.remove_crawler(3);
            assert_eq!(s.doc.selected.get(), Some((3, 2)));
            assert_eq!(s.active.get(), Some((0, 2)));
            s.doc.agents.set(Vec::new());
            assert_eq!(s.active.get(), None);
            assert_eq!(s.explained.get(), None);
        });
    }

    #[test]
    fn agents_are_validated_and_not_duplicated() {
        with_state(Snapshot::default(), |s| {
            assert_eq!(s.add_crawler(" GPTBot "), Ok(AddOutcome::Added));
            assert_eq!(s.add_crawler("GPTBot"), Ok(AddOutcome::AlreadyThere));
            assert!(s.add_crawler("123").is_err());
            assert_eq!(s.doc.agents.get(), vec!["GPTBot".to_string()]);
        });
    }

    #[test]
    fn snapshot_round_trips_and_load_replaces_everything() {
        with_state(Snapshot::example(), |s| {
            let snap = s.snapshot();
            assert_eq!(snap, Snapshot::example());
            let draft = snap.to_draft();
            assert_eq!(Snapshot::from_draft(&draft), Some(snap));
            let other = Snapshot {
                robots: "User-agent: *\r\nDisallow: /\r\n".into(),
                urls: "/a".into(),
                agents: vec!["Bingbot".into()],
                selected: None,
                ..Snapshot::default()
            };
            s.load(other);
            assert_eq!(s.doc.robots.get(), "User-agent: *\nDisallow: /\n");
            assert_eq!(s.view.loaded.get(), 1);
            assert_eq!(checked(s).get(0, 0).map(|c| c.allowed), Some(false));
        });
    }

    #[test]
    fn drafts_round_trip_any_text_and_reject_garbage() {
        let snap = Snapshot {
            robots: "User-agent: *\nDisallow: /ü\u{10FFFF}\0\n".into(),
            urls: "/a b\n/ツ".into(),
            agents: vec!["Googlebot".into(), "Mozilla/5.0 (compatible; X/1)".into()],
            selected: Some((1, 1)),
            ..Snapshot::default()
        };
        assert_eq!(Snapshot::from_draft(&snap.to_draft()), Some(snap));
        assert_eq!(Snapshot::from_draft("not a draft"), None);
        assert_eq!(Snapshot::from_draft("ツ"), None);
        assert_eq!(Snapshot::from_draft(""), None);
    }

    #[test]
    fn expectations_are_pinned_and_re_checked_on_every_change() {
        with_state(Snapshot::example(), |s| {
            let failing = |s: AppState| s.expect_results.with(|c| expectations::failing(c));
            // Googlebot is blocked from /nogooglebot/page.html; Bingbot may
            // fetch /; GPTBot is not asked about /private/ in the grid.
            s.pin(
                "Googlebot",
                "https://www.example.com/nogooglebot/page.html",
                false,
            );
            s.pin("Bingbot", "https://www.example.com/", true);
            s.pin("GPTBot", "/private/", true);
            assert_eq!(s.expect_results.with(Vec::len), 3);
            assert_eq!(failing(s), 0);
            s.doc.robots.set("User-agent: *\nDisallow: /\n".into());
            assert_eq!(failing(s), 2);
            // Pinning again replaces; the list keeps its order.
            s.pin("Bingbot", "https://www.example.com/", false);
            assert_eq!(failing(s), 1);
            assert!(!s.doc.expectations.get()[1].allowed);
            s.doc.options.update(|o| o.status = "404".into());
            assert_eq!(failing(s), 2);
            s.unpin("Bingbot", "https://www.example.com/");
            s.unpin("Googlebot", "https://www.example.com/nogooglebot/page.html");
            assert_eq!(failing(s), 0);
            // Kept in the snapshot, the draft and through `load`.
            let snap = s.snapshot();
            assert_eq!(
                snap.expectations,
                vec![Expectation::new("GPTBot", "/private/", true)]
            );
            assert_eq!(Snapshot::from_draft(&snap.to_draft()), Some(snap.clone()));
            s.load(Snapshot::example());
            assert!(s.expect_results.get().is_empty());
            s.load(snap);
            assert_eq!(s.expect_results.with(Vec::len), 1);
        });
    }

    #[test]
    fn an_opened_file_counts_as_bytes_until_the_first_edit() {
        with_state(Snapshot::example(), |s| {
            s.doc.urls.set("/caf%E9".into());
            let bytes = b"\xEF\xBB\xBFUser-agent: *\r\nDisallow: /caf\xE9\r\n";
            s.open_file("robots.txt".into(), bytes.to_vec());
            assert_eq!(
                s.doc.robots.get(),
                "User-agent: *\nDisallow: /caf\u{FFFD}\n"
            );
            assert_eq!(s.parsed.get().bytes, bytes.len());
            let cell = |s: AppState| checked(s).get(0, 0).map(|c| (c.allowed, c.line));
            assert_eq!(cell(s), Some((false, 2)));
            let d = s.diagnostics.get();
            let codes: Vec<_> = d.shown.iter().map(|e| (e.line, &e.code[..])).collect();
            // The byte is a path character to percent-encode, too.
            assert_eq!(
                codes,
                [(1, "bom_skipped"), (2, "non_utf8"), (2, "path_not_encoded")]
            );
            assert_eq!(
                d.shown[1].message,
                "byte 0xE9 is not UTF-8; shown as �, matched as %E9"
            );
            // The first edit: the text counts (U+FFFD is not 0xE9).
            s.doc
                .robots
                .set("User-agent: *\nDisallow: /caf\u{FFFD}\n# edited\n".into());
            s.edited();
            assert!(s.doc.file.get().is_some_and(|f| f.edited));
            assert_eq!(cell(s).map(|c| c.0), Some(true));
            // No byte to report any more, only the path to percent-encode.
            let after = s.diagnostics.get();
            let codes: Vec<_> = after.shown.iter().map(|e| &e.code[..]).collect();
            assert_eq!(codes, ["path_not_encoded"]);
            // Another state replaces the file.
            s.load(Snapshot::example());
            assert!(s.doc.file.get().is_none());
        });
    }

    #[test]
    fn an_unedited_file_survives_a_draft_and_a_link_as_bytes() {
        let bytes = b"\xEF\xBB\xBFUser-agent: *\r\nDisallow: /caf\xE9\rAllow: /\r\n";
        // The first cell's verdict and line, and the diagnostics.
        let seen = |s: AppState| {
            let cell = checked(s).get(0, 0).map(|c| (c.allowed, c.line));
            let d = s.diagnostics.get();
            let codes: Vec<_> = d
                .shown
                .iter()
                .map(|e| (e.line, e.code.to_string()))
                .collect();
            (cell, codes)
        };
        let (snap, before) = {
            let mut out = None;
            with_state(Snapshot::example(), |s| {
                s.doc.urls.set("/caf%E9\n/cafe".into());
                s.open_file("shop.txt".into(), bytes.to_vec());
                out = Some((s.snapshot(), seen(s)));
            });
            out.unwrap()
        };
        let file = snap
            .file
            .clone()
            .expect("the bytes are part of the document");
        assert_eq!(
            (file.name.as_str(), &file.bytes[..]),
            ("shop.txt", &bytes[..])
        );
        assert_eq!(
            snap.robots,
            "User-agent: *\nDisallow: /caf\u{FFFD}\nAllow: /\n"
        );
        assert_eq!(before.0, Some((false, 2)));
        // A reload from the draft, or from a link: the same bytes, verdicts
        // and diagnostics.
        let link =
            crate::model::permalink::decode(&crate::model::permalink::encode(&snap).unwrap());
        for again in [Snapshot::from_draft(&snap.to_draft()), link.unwrap()] {
            let again = again.expect("a state");
            assert_eq!(again, snap);
            with_state(again, |s| {
                assert!(s
                    .doc
                    .file
                    .get()
                    .is_some_and(|f| !f.edited && f.name == "shop.txt"));
                assert_eq!(s.parsed.get().bytes, bytes.len());
                assert_eq!(seen(s), before);
                // After the first edit the document is the text alone.
                s.doc.robots.set("User-agent: *\n".into());
                s.edited();
                assert_eq!(s.snapshot().file, None);
                assert_eq!(s.snapshot().robots, "User-agent: *\n");
            });
        }
    }

    #[test]
    fn theme_resolution() {
        assert!(Theme::System.is_dark(true));
        assert!(!Theme::Light.is_dark(true));
        assert!(Theme::Dark.is_dark(false));
        assert_eq!(Theme::parse(Theme::Dark.as_str()), Theme::Dark);
        assert_eq!(Theme::parse("nonsense"), Theme::System);
    }

    #[test]
    fn token_overrides_are_set_validated_and_forgotten() {
        with_state(Snapshot::example(), |s| {
            // Googlebot-Image follows Googlebot's group: blocked.
            assert_eq!(checked(s).get(1, 1).map(|c| c.allowed), Some(false));
            assert!(s.set_token("Googlebot-Image", "Googlebot/2").is_err());
            assert_eq!(s.set_token("Googlebot-Image", " Bingbot "), Ok(()));
            assert_eq!(s.crawler_cols.get()[1].token, "Bingbot");
            assert_eq!(checked(s).get(1, 1).map(|c| c.allowed), Some(true));
            assert_eq!(
                s.snapshot().options.tokens,
                vec![("Googlebot-Image".to_string(), "Bingbot".to_string())]
            );
            // Empty, or the derived token: back to deriving it.
            assert_eq!(s.set_token("Googlebot-Image", "Googlebot-Image"), Ok(()));
            assert!(s.doc.options.get().tokens.is_empty());
            s.set_token("Bingbot", "Googlebot").unwrap();
            s.remove_crawler(2);
            assert!(s.doc.options.get().tokens.is_empty());
        });
    }

    #[test]
    fn status_and_site_options_drive_results_and_scope() {
        with_state(Snapshot::example(), |s| {
            s.doc.options.update(|o| o.status = "404".into());
            assert_eq!(checked(s).totals(0), (4, 0));
            assert!(s.highlights.get().decisive.is_none());
            s.doc.options.update(|o| o.status = "500".into());
            assert_eq!(checked(s).totals(2), (0, 4));
            s.doc.options.update(|o| o.status = String::new());
            assert_eq!(checked(s).totals(0), (3, 1));
            let scoped = |s: AppState| {
                s.url_rows
                    .get()
                    .iter()
                    .filter(|r| r.scope.is_some())
                    .count()
            };
            assert_eq!(scoped(s), 0);
            s.doc
                .options
                .update(|o| o.site = "https://example.com".into());
            assert_eq!(scoped(s), 4);
            assert!(s.site().unwrap().is_some());
            s.doc
                .options
                .update(|o| o.site = "https://www.example.com/robots.txt".into());
            assert_eq!(scoped(s), 0);
        });
    }
}
