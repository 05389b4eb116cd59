# The robots.txt tester's messages in English: the source for the other
# languages (hi.ftl, nl.ftl, ko.ftl), which must have exactly these keys and,
# in each message, the same { $variables }.
#
# Format: a subset of Fluent (https://projectfluent.org/), see src/i18n/mod.rs.
#   key = text with a { $variable }
#   key = { $count ->
#       [one] one thing
#      *[other] { $count } things
#   }
# Directive names and tokens (User-agent, Allow, Disallow, Sitemap,
# Googlebot, *) stay as written in robots.txt. Numbers are formatted for the
# language by the page. Keep each variant on one line.

## Document and header

page-title = robots.txt tester
page-description = Test URLs against a robots.txt file, in your browser.
lang-menu-label = Language
tagline = Checks URLs the way Google's crawlers read robots.txt. Runs in your browser: nothing is uploaded.
footer = Matching follows Google's open-source robots.txt parser (RFC 9309 plus Google's leniencies); only the first 500 KiB of a file count. Crawler presets checked { $checked }.

# (end of document and header)

## Numbers and sizes

size-bytes = { $count ->
    [one] { $count } byte
   *[other] { $count } bytes
}
size-kib = { $size } KiB
size-mib = { $size } MiB

# (end of numbers and sizes)

## Results grid and bulk lists

# A verdict, as a cell and the trace show it.
verdict-allowed = Allowed
verdict-blocked = Blocked
grid-results-heading = Results
# Above the grid: how many URLs (rows) and crawlers (columns) it has.
grid-size = { $urls ->
    [one] { $urls } URL
   *[other] { $urls } URLs
   } × { $crawlers ->
    [one] { $crawlers } crawler
   *[other] { $crawlers } crawlers
}
# $size is the grid-size text; $shown how many rows the filter and search keep.
grid-size-shown = { $size } · { $shown } shown
grid-hint = Select a cell (click, or arrow keys then Enter) to see why.
grid-empty = Add at least one URL and one crawler to see results.
grid-no-match = No URL matches this filter and search.
# $status is the chosen fetch result, e.g. "503 Service Unavailable"; $verdict is allowed or blocked.
grid-status-banner = Simulated fetch result: { $status }. The file's rules are not in effect: every URL is { $verdict ->
    [allowed] allowed
   *[blocked] blocked
   }.
# Column header of the URLs.
grid-url-header = URL
# Row header of the row of totals per crawler.
grid-totals = Totals
grid-search-label = Search
grid-search-placeholder = Part of a URL
# Under a crawler's name in the column header: the product token was set by hand.
grid-token-set = token set by you
# Under a crawler's name in the column header: the token was read from a full user-agent string.
grid-token-from-ua = from a user-agent string
# Under a URL: the path that is tested, shown as code where $path is.
grid-tested-as = tested as { $path }
# In a cell that was pinned as an expectation which passes.
grid-expect-pass = (expected { $verdict ->
    [allowed] allowed
   *[blocked] blocked
   }: passes)
# In a cell that was pinned as an expectation which fails.
grid-expect-fail = expected { $verdict ->
    [allowed] allowed
   *[blocked] blocked
}
# In a cell: what decides when the simulated fetch result is a network error.
grid-cell-network-error = network error
# In a cell: what decides when the simulated fetch result is too many redirects.
grid-cell-redirects = > 5 redirects
# In a cell: the simulated HTTP status code ($code, e.g. 503) decides.
grid-cell-status = status { $code }
# In a cell: the robots.txt line that decides.
grid-cell-line = line { $line }
# In a cell: no rule matches.
grid-cell-no-rule = no rule
# Compare mode, in a cell: the verdict against the file before the edit, and its deciding line.
grid-cell-was-line = (was { $verdict ->
    [allowed] allowed
   *[blocked] blocked
   } · line { $line })
# Compare mode, in a cell: the verdict against the file before the edit (no rule decided).
grid-cell-was = (was { $verdict ->
    [allowed] allowed
   *[blocked] blocked
   })
# A cell whose URL cannot be tested.
grid-cell-not-tested = Not tested
# A crawler's totals over the whole list.
# Each half joined by no-break spaces: a narrow column breaks at " · " only.
grid-total = ✓ { $allowed } allowed · ✕ { $blocked } blocked
grid-total-checking = Checking…
# Read by screen readers when a cell is selected: verdict, URL, crawler, and the simulated fetch result that decides.
grid-announce-status = { $verdict ->
    [allowed] Allowed
   *[blocked] Blocked
   }: { $url } for { $agent } (fetch result { $status })
# Read by screen readers when a cell is selected: verdict, URL, crawler, and the deciding line.
grid-announce-line = { $verdict ->
    [allowed] Allowed
   *[blocked] Blocked
   }: { $url } for { $agent } (line { $line })
# Read by screen readers when a cell is selected and no rule decides.
grid-announce-no-rule = { $verdict ->
    [allowed] Allowed
   *[blocked] Blocked
   }: { $url } for { $agent } (no rule)
# Read by screen readers when the selected cell's URL cannot be tested.
grid-announce-untestable = { $url } can't be tested
# While the whole list is checked in the background.
check-progress = Checking { $done } of { $total ->
    [one] { $total } URL
   *[other] { $total } URLs
   }…
# Above the results when the page's checking worker cannot read its requests
# (the worker is from another version of the page, e.g. after an update).
worker-refused = The background checker of this page belongs to another version of the tester, so this page checks on its own, which may be slower for long lists. Reload to use the newest version.
# Label of the menu that filters the rows.
filter-label = Show
# Filter menu options; $filter is the option's value, $count how many URLs it keeps.
filter-option = { $filter ->
   *[all] All URLs ({ $count })
    [blocked] Blocked by any crawler ({ $count })
    [allowed] Allowed by all crawlers ({ $count })
    [disagree] Crawlers disagree ({ $count })
    [untestable] Cannot be tested ({ $count })
    [readers] Other parsers disagree ({ $count })
}
# Compare mode: a checkbox that shows only the rows the edit changes; $count is how many.
filter-changed-only = Changed only ({ $count })
# Label of the menu that orders the rows.
sort-label = Sort
sort-input = List order
sort-url = URL, A to Z
sort-verdict = Blocked first
export-csv = Export CSV
export-json = Export JSON
export-hint = Exports hold the rows shown (filter, search and order apply), one record per URL and crawler. They are made in this page; nothing is uploaded.
# $error is the browser's own (English) error text.
export-refused = the browser refused to save the file ({ $error })
# After opening a URL list file ($name is its file name): a plain list.
import-plain = { $count ->
    [one] { $count } URL
   *[other] { $count } URLs
   } from { $name }.
import-sitemap = { $count ->
    [one] { $count } URL
   *[other] { $count } URLs
   } from the <loc> entries of the sitemap { $name }.
# $kind is CSV or TSV.
import-table-first = { $count ->
    [one] { $count } URL
   *[other] { $count } URLs
   } from the first column of the { $kind } file { $name }.
# $column is the header of the column read, as written in the file.
import-table-column = { $count ->
    [one] { $count } URL
   *[other] { $count } URLs
   } from the “{ $column }” column of the { $kind } file { $name }.

# (end of results grid and bulk lists)

## Compare and expectations

# Compare mode: the button that turns it on and off.
compare-start = Compare with another version…
compare-leave = Leave compare mode
# The label of the second editor: the file as it was before the edit.
compare-before-label = Before (e.g. the live robots.txt)
# How many lines the "before" file has.
compare-before-lines = { $count ->
    [one] { $count } line
   *[other] { $count } lines
}
compare-before-hint = Every URL is checked against this file and the one above; the results show what the edit changes.
# How a check's result changed between the two files (grid cells, the trace).
compare-newly-blocked = newly blocked
compare-newly-allowed = newly allowed
compare-line-changed = same verdict, another line
compare-unchanged = unchanged
# `robots diff`'s summary for one crawler: what comparing the two versions did
# to its checks (the counts of compare-newly-blocked, compare-newly-allowed,
# compare-line-changed and compare-unchanged).
diff-tally = { $blocked } newly blocked, { $allowed } newly allowed, { $changed } line changed, { $unchanged } unchanged
# A crawler's totals under its column header: ▲ and ▼ are icons.
compare-flips = ▲ { $blocked } newly blocked · ▼ { $allowed } newly allowed
# The trace in compare mode: the two decisions side by side.
compare-trace-title = Before and after the edit
compare-before = Before
compare-after = After
compare-same = Same verdict, decided by the same line.
# $edit is a stretch of the line diff, e.g. "lines 3–6 added after the edit".
compare-caused-by = Caused by the edit: { $edit }.
compare-no-cause = No changed line decides it: the edit changed which group applies.
compare-untestable = Cannot be tested.
# $explanation says which group of rules applies to the crawler and why.
compare-group = Group: { $explanation }
# $rule is shown as code: the rule that decides, or the fetch result.
compare-rule = Rule: { $rule }
# $status is a simulated fetch result, e.g. "404 Not Found".
compare-rule-status = Fetch result: { $status }
compare-rule-line = Line { $line }: { $rule }
compare-rule-none = No rule decides
# Why a rule decides, in one sentence. Rules in backquotes stay as written
# (`Disallow: /x`); $length is a size such as "8 bytes".
# The line diff of the two files.
diff-title = What changed
diff-none = The two files are the same.
# A stretch of the diff: $count lines, from line $first to line $last.
diff-same = { $count ->
        [1] line { $first }
       *[other] lines { $first }–{ $last }
    } is unchanged
diff-added = { $count ->
        [1] line { $first }
       *[other] lines { $first }–{ $last }
    } added after the edit
diff-removed = { $count ->
        [1] line { $first }
       *[other] lines { $first }–{ $last }
    } of the before file removed
# Lines $before_first to $before_last of the before file became lines
# $after_first to $after_last of the edited one.
diff-changed = { $before_count ->
        [1] line { $before_first }
       *[other] lines { $before_first }–{ $before_last }
    } of the before file changed into { $after_count ->
        [1] line { $after_first }
       *[other] lines { $after_first }–{ $after_last }
    }
# How many results of the grid a stretch of the diff changes.
diff-flips = { $count ->
    [one] flips { $count } tested verdict
   *[other] flips { $count } tested verdicts
}
diff-checking = checking…
# Read out by screen readers for the − and + marks of the diff's lines.
diff-removed-mark = removed
diff-added-mark = added
diff-unexplained = { $count ->
    [one] { $count } verdict flipped by no single changed line (a group's scope changed).
   *[other] { $count } verdicts flipped by no single changed line (a group's scope changed).
}
# Expectations: results pinned as facts that must stay true.
expect-heading = Expectations
expect-none-yet = None yet
# The summary in the page header and the panel.
expect-all-pass = { $count ->
    [one] { $count } expectation passes
   *[other] All { $count } expectations pass
}
expect-failing = { $count ->
    [one] { $count } expectation failing
   *[other] { $count } expectations failing
}
# $command is the command line tool's name, shown as code (robots test).
expect-hint = Facts that must stay true, checked on every change like a test suite. Select a result, then choose “Must be allowed” or “Must be blocked” under Why. Crawlers and URLs need not be in the lists above. The exported file is what { $command } reads.
expect-pin-label = Pin this result as an expectation
expect-must-allow = Must be allowed
expect-must-block = Must be blocked
expect-caption = Expectations and whether they pass
expect-col-result = Result
expect-col-crawler = Crawler
expect-col-url = URL
expect-col-expected = Expected
expect-col-actual = Actual
expect-col-decided-by = Decided by
expect-remove = Remove
# $agent is a crawler and $url a URL, as typed.
expect-remove-label = Remove the expectation for { $agent } on { $url }
expect-pass = Pass
expect-fail = Fail
expect-not-testable = Not testable
# The product token used for the crawler, shown as code.
expect-token = token { $token }
# A link to a line of the robots.txt file.
expect-line = line { $line }
expect-decided-none = no rule matches
# $status is a simulated fetch result, e.g. "404 Not Found".
expect-decided-status = fetch result: { $status }
# $reason says what is wrong with the crawler or the URL.
expect-untestable-agent = crawler can't be tested: { $reason }
expect-untestable-url = URL can't be tested: { $reason }
# $file is the file name, robots-expectations.txt.
expect-export = Export { $file }
expect-import-summary = Import an expectations file
# allowed and disallowed are words of the file format: keep them in English.
expect-import-label = Paste it here. One per line: allowed or disallowed, the crawler (quoted if it has spaces), the URL or path.
expect-import-hint = Importing replaces the expectations above. Every line must read: while one has an error, nothing is imported.
expect-import = Import
expect-imported = { $count ->
    [one] Imported { $count } expectation.
   *[other] Imported { $count } expectations.
}
expect-import-failed = Nothing was imported: fix these lines first.
# The pasted file held more different expectations than a list keeps
# ($max, 1000): $count were left out.
expect-imported-cut = Only the first { $max } are kept: { $count } more were left out.
# After the first 200 lines that cannot be read: how many more there are.
expect-import-more-errors = { $count ->
    [one] … and { $count } more line that cannot be read
   *[other] … and { $count } more lines that cannot be read
}
# The lines of an imported file that cannot be read. 'allowed', 'disallowed',
# AGENT and URL are words of the file format: keep them in English.
expect-problem-verdict = line { $line }: unknown verdict '{ $word }': a line starts with 'allowed' or 'disallowed'
expect-problem-no-agent = line { $line }: missing agent: a line reads 'allowed|disallowed AGENT URL'
expect-problem-no-url = line { $line }: missing URL or path after the agent
expect-problem-empty-agent = line { $line }: empty agent
expect-problem-empty-url = line { $line }: empty URL
expect-problem-quote = line { $line }: unterminated quote: a quoted field must end with "
expect-problem-after-quote = line { $line }: text right after a closing quote: separate fields with spaces or tabs
# $first is the first field too many.
expect-problem-extra = line { $line }: { $count ->
        [one] { $count } extra field
       *[other] { $count } extra fields
    } from '{ $first }': quote an agent that contains spaces ("..."), and put a space before a # comment
# $reason says what is wrong with the crawler or the URL.
expect-import-bad-agent = line { $line }: crawler “{ $agent }”: { $reason }
expect-import-bad-url = line { $line }: URL “{ $url }”: { $reason }

# (end of compare and expectations)

## Results explained: trace, diagnostics, crawlers, URLs, site

# The "Why" panel: how the selected result was decided.
trace-heading = Why
trace-empty = Add a URL and a crawler, then select a result to see how it was decided.
# ---- The workspace's answer box: its button to the rest of the answer, shown
# while some of it is below the box's fold.
trace-more = More of the answer below ↓
# $input: the URL as typed; $line: its line in the URLs box; $error: why it cannot be tested (a url-error-… message).
trace-untestable = “{ $input }” (URLs line { $line }) can't be tested: { $error }
# After the verdict word (Allowed/Blocked): $url is the URL tested, $token the crawler's product token (shown as code).
trace-verdict-for = { $url } for { $token }
trace-token-heading = Crawler token
# After the token: $input is what was typed for the crawler, $derived the token found in it.
trace-token-set = set by you for “{ $input }” (derived: { $derived })
trace-token-as-typed = as typed
# $how: how the token was found in what was typed (an agent-how-… message).
trace-token-from = from “{ $input }”: { $how }
# $label: the simulated fetch result (a status-label-… message). “200 OK” and “robots.txt fetch result” are the labels of the choice and of the select.
trace-status-note = Simulated fetch result: { $label }. The file's rules are not in effect, so no line of it decides; choose “200 OK” under “robots.txt fetch result” to test them.
trace-group-heading = Group
trace-path-heading = Path tested
# After the path tested: $input is the URL as typed.
trace-path-from = (from “{ $input }”)
trace-rules-heading = Matching rules
trace-decision-heading = Decision
# $rule: the deciding rule as written (Disallow: /x), shown as code; $bytes: its length in bytes.
trace-decisive = { $bytes ->
    [one] Line { $line }: { $rule } ({ $bytes } byte)
   *[other] Line { $line }: { $rule } ({ $bytes } bytes)
}
# The same, for an Allow rule ending in index.html that also allows its directory.
trace-decisive-index-html = { $bytes ->
    [one] Line { $line }: { $rule } ({ $bytes } byte), read as its directory
   *[other] Line { $line }: { $rule } ({ $bytes } bytes), read as its directory
}
trace-no-rules-apply = No rules apply to this crawler, so it is allowed.
trace-no-rule-matches = No rule matches this path, so it is allowed.
trace-no-candidates = None: no rule of the chosen groups matches this path.
# $pattern: the normalised pattern that matched, shown as code.
trace-matched-as = matched as { $pattern }
trace-candidates-caption = Matching rules, longest first
trace-col-line = Line
trace-col-rule = Rule
trace-col-bytes = Bytes
trace-col-outcome = Outcome
# What happened to each matching rule (the Outcome column).
trace-role-decides = decides
trace-role-tie = ties; allow wins
trace-role-empty = empty: never decides
trace-role-shorter = shorter: loses
trace-role-later = same length, later in the file
# User-agent lines of the groups: $count lines; $last is the last line number, $list the others, already separated by commas.
trace-lines = { $count ->
    [0] no line
    [1] line { $last }
   *[other] lines { $list } and { $last }
}
# The same past 50 lines: $list holds the first 50, already separated by commas; $more counts the others.
trace-lines-folded = lines { $list } and { $more } more
# Under the group explanation when it lists only the first $shown of the $lines user-agent lines of $count groups; $token: the token they name (or *).
trace-groups-folded = { $count ->
    [one] { $count } group for { $token }; showing the first { $shown } of its { $lines } user-agent lines.
   *[other] { $count } groups for { $token } merged; showing the first { $shown } of their { $lines } user-agent lines.
}
# Under the matching rules when the table lists only the first $shown of $count.
trace-candidates-folded = { $count } rules match; showing the first { $shown }, longest first.

# Which groups apply, by the reason they were chosen. $token: the crawler's product token; $lines: a trace-lines text ("line 3", "lines 3 and 7").
# $fallback: the token whose group is followed; $source: where the crawler's owner documents it (a group-source-… message).
group-family-fallback = No group names { $token }, so it follows the group for { $fallback } ({ $lines }), as its owner documents ({ $source }). The * group is not used.
group-specific-without-rules = The group at { $lines } names { $token } but has no rules, so nothing is blocked for it; the * group is not used once a group names the crawler.
group-specific-merged = { $count ->
    [one] { $count } group names { $token } ({ $lines }); Google merges their rules into one set. The * group is not used.
   *[other] { $count } groups name { $token } ({ $lines }); Google merges their rules into one set. The * group is not used.
}
group-specific = The group at { $lines } names { $token }, so only its rules apply; the * group is not used.
group-global-merged = No group names { $token }, so the { $count } * groups ({ $lines }) apply, merged into one set.
group-global-fallback = No group names { $token }, so the * group ({ $lines }) applies.
group-ignores-global = No group names { $token }, and { $token } ignores the * group ({ $source }): no rules apply.
group-none = No group names { $token } and there is no * group: no rules apply.
# Documentation titles, cited in the group explanations.
group-source-common = Google Search Central: Google's common crawlers
group-source-applebot = Apple: About Applebot (follows Googlebot's rules when none name Applebot)
group-source-special-case = Google Search Central: special-case crawlers ignore the global user agent (*)

# Why the verdict is what it is, in one sentence. Backquotes mark code. $rule and $other: rules as written (Disallow: /x); $bytes and $other_bytes: their lengths (a size-bytes text, "8 bytes").
reason-longest-match = `{ $rule }` ({ $bytes }) is longer than `{ $other }` ({ $other_bytes }): the longest match wins
reason-only-rule = `{ $rule }` ({ $bytes }) is the only rule that matches
# $count: the number of matching rules (2 or more); $kind: Allow or Disallow (as written in robots.txt).
reason-longest-of = `{ $rule }` ({ $bytes }) is the longest of { $count } matching { $kind } rules
# $length: the length in bytes both rules share.
reason-tie = Equal length ({ $length }): `{ $rule }` and `{ $other }` tie, and Google uses the least restrictive rule, so Allow wins
# $pattern: the …/$ pattern the index.html rule is read as.
reason-index-html = `{ $rule }` also allows its directory: Google treats index.html as the directory, so it matches as `{ $pattern }` ({ $bytes })
reason-index-html-beats = `{ $rule }` also allows its directory: Google treats index.html as the directory, so it matches as `{ $pattern }` ({ $bytes }), which is longer than `{ $other }` ({ $other_bytes })
reason-empty-rule = Only the empty rule `{ $rule }` matches; an empty rule never blocks anything, so the URL is allowed
reason-group-without-rules = The group for { $token } has no rules, so everything is allowed (the * group is not used once a group names the crawler)
# $path: the path tested.
reason-no-match-specific = No rule in the group for { $token } matches { $path }, so it is allowed (the * group is not consulted)
reason-no-match-global = No rule in the * group matches { $path }, so it is allowed
reason-ignores-global = No group names { $token }, and { $token } ignores the * group, so everything is allowed
reason-no-group = No group applies to { $token } and there is no * group, so everything is allowed
reason-allowed = Allowed

# The diagnostics panel.
diag-heading = Diagnostics
diag-none = No problems
# The summary is the three counts joined by " · ".
diag-errors = { $count ->
    [one] { $count } error
   *[other] { $count } errors
}
diag-warnings = { $count ->
    [one] { $count } warning
   *[other] { $count } warnings
}
diag-notes = { $count ->
    [one] { $count } note
   *[other] { $count } notes
}
diag-all-clear = Every line reads as written: no typos, unsupported keys or ignored lines.
diag-more = Showing the first { $shown } of { $total }.
diag-line = Line { $line }
severity-error = Error
severity-warning = Warning
severity-info = Info
# One message per problem found on a line. $written: the key as written in the file; $meant: the directive it is read as.
diag-accepted-typo = '{ $written }' is a typo Google accepts as '{ $meant }'; other parsers may not
diag-key-by-prefix = '{ $written }' is read as '{ $meant }' (Google matches keys by prefix)
diag-missing-colon = missing ':' after the key; Google accepts whitespace instead, other parsers may not
# $length: the line's length in bytes. 16,663: the most Google reads (written as the language writes numbers).
diag-line-too-long = line is { $length } bytes; Google reads only the first 16,663 bytes of a line and drops the rest
diag-nul-byte = a NUL byte ends the line for Google; the rest of the line is ignored
diag-rule-outside-group = rule before any user-agent line: it belongs to no group and is ignored
# $key: a key Google knows but does not support (crawl-delay, noindex, host…), as written.
diag-unsupported-yandex = '{ $key }' is not supported by Google: a Yandex directive; Google ignores it
diag-unsupported-crawl-delay = '{ $key }' is not supported by Google: Google ignores it; Googlebot adjusts its crawl rate by itself
diag-unsupported-ignored = '{ $key }' is not supported by Google: ignored by Google
diag-unsupported-meta-tag = '{ $key }' is not supported by Google: ignored in robots.txt; use a robots meta tag or X-Robots-Tag header
diag-unsupported-noindex = '{ $key }' is not supported by Google: Google stopped supporting it in robots.txt in 2019; use a robots meta tag or X-Robots-Tag header
diag-unknown-key = unknown key '{ $key }': Google ignores this line
diag-no-leading-slash = pattern does not start with '/' or '*', so it never matches any URL
diag-empty-rule = empty rule: matches nothing that decides (an empty disallow allows everything), but it ends the user-agent lines above it
# $token: the product token the user-agent value is cut to.
diag-user-agent-cut = user-agent is read up to its first character outside A–Z, a–z, '-', '_': this group is for '{ $token }'
diag-user-agent-no-token = user-agent value has no product token (it must start with a letter, '-' or '_'): this group applies to no crawler
diag-sitemap-not-absolute = sitemap should be an absolute URL (https://…)
diag-not-a-directive = not a 'key: value' line: Google ignores it
diag-non-utf8 = line has bytes that are not valid UTF-8; they are percent-encoded byte by byte in patterns
diag-bom-skipped = byte-order mark at the start of the file is skipped
diag-stray-bom = byte-order mark inside the file: it becomes part of the key, so this line is not recognised
# $limit: the bytes Google reads (512000); $total: the file's size in bytes.
diag-past-size-limit = Google reads only the first { $limit } bytes (500 KiB) of robots.txt; this file has { $total } bytes, and everything from here on is ignored
# Content-Usage (IETF AI preferences) and Content-Signal (Cloudflare) lines. $key: Content-Usage or Content-Signal.
diag-preference-usage = '{ $key }' states AI-use preferences (IETF aipref drafts) for crawlers that follow the drafts; Google's parser, urllib, Protego and robots-parser ignore it
diag-preference-signal = '{ $key }' states content signals (Cloudflare's Content Signals Policy) for crawlers that honour that policy; Google's parser, urllib, Protego and robots-parser ignore it
diag-usage-outside-group = '{ $key }' before any user-agent line: it belongs to no group, so no crawler reads it
diag-usage-splits-group = '{ $key }' between user-agent lines: Google reads the user-agent lines around it as one group, but a reader that knows '{ $key }' ends the group here; put it after the group's rules
# $path: the Content-Usage line's path, as written.
diag-usage-no-effect = this group may not crawl '{ $path }', so the preference applies to nothing there (preferences apply only to URLs that may be crawled)
diag-usage-unparsed-empty = no preference after the path: every label reads as unknown
# $value: the preference as written.
diag-usage-unparsed = '{ $value }' is not a Structured Field Dictionary (RFC 9651; keys are lowercase), so every label reads as unknown
# $label: train-ai or search; $value: what it was given instead of y or n.
diag-usage-unparsed-label = '{ $label }' takes y or n, not { $value }: its preference reads as unknown
# $token: the crawler the named group is for; $paths: the * group's disallowed paths it leaves open, comma-separated; $more: how many more.
diag-group-replaces-star = this group replaces the * group for { $token }: it is not kept out of { $paths }, which * disallows
diag-group-replaces-star-more = this group replaces the * group for { $token }: it is not kept out of { $paths } and { $more } more, which * disallows

# signal_not_inherited: a named group whose crawlers read none of the *
# group's Content-Signal or Content-Usage lines (groups do not inherit).
# $crawlers: the group's crawlers that lose the lines, joined with ", "
# (ending in ", …" when there are more); $lines: the lines they lose, as
# written (Content-Signal: ai-train=no), joined with "; "; $more: how many
# more lines; $count: how many crawlers lose them.
diag-signal-not-inherited = groups do not inherit: { $count ->
    [one] { $crawlers } reads this group instead of the * group, so it loses its { $lines }
   *[other] { $crawlers } read this group instead of the * group, so they lose its { $lines }
}
diag-signal-not-inherited-more = groups do not inherit: { $count ->
    [one] { $crawlers } reads this group instead of the * group, so it loses its { $lines } and { $more } more lines
   *[other] { $crawlers } read this group instead of the * group, so they lose its { $lines } and { $more } more lines
}
# The button beside that diagnostic: it copies those lines into the group.
diag-fix-signal-not-inherited = Copy the * group's AI lines into this group

# The "robots.txt fetch result" choices (HTTP status codes and their standard names).
status-label-200 = 200 OK: the rules apply
status-label-3xx = 3xx redirect, followed to the file
# $max: the most redirects Google follows (5).
status-label-redirects = More than { $max } redirects
status-label-401 = 401 Unauthorized
status-label-403 = 403 Forbidden
status-label-404 = 404 Not Found
status-label-410 = 410 Gone
status-label-429 = 429 Too Many Requests
status-label-500 = 500 Internal Server Error
status-label-503 = 503 Service Unavailable
status-label-network = Network error (DNS, timeout)
# What Google does after each fetch result, in one sentence (it starts in lower case: it follows a colon on the page, except in the "Why" panel).
status-network = network errors (DNS, timeout, reset) count as server errors: the site is treated as fully disallowed while Google retries; after 30 days it uses the last cached copy, or allows everything if there is none
status-too-many-redirects = more than { $max } redirects: Google stops following and treats robots.txt as not found (404), so everything is allowed
status-2xx = 2xx: the file is parsed and its rules apply
status-3xx = a redirect that does not end in a file within { $max } hops is treated as not found (404): everything is allowed
status-429 = 429 Too Many Requests is treated as a server error: the site is treated as fully disallowed while Google retries
status-4xx = 4xx (including 401 and 403): there is no valid robots.txt, so everything is allowed
status-5xx = 5xx: the site is treated as fully disallowed while Google retries; after 30 days it uses the last cached copy, or allows everything if there is none
status-invalid = an invalid status code is treated like a server error

# The crawlers panel.
agent-heading = Crawlers
agent-count = { $count ->
    [one] { $count } crawler
   *[other] { $count } crawlers
}
agent-input-label = Add a crawler: a token or a full user-agent string
agent-input-placeholder = Googlebot or Mozilla/5.0 (compatible; …)
agent-add = Add
# While typing: $token is the product token that would be added; $how how it was found (an agent-how-… message).
agent-preview = Token: { $token }
agent-preview-how = Token: { $token } ({ $how })
# $agent: the crawler as typed.
agent-added = Added { $agent }.
agent-already-there = { $agent } is already in the list.
agent-chips-label = Crawlers being tested
agent-remove = Remove { $agent }
# On a crawler's chip, after its token: $agent is what was typed.
agent-from = from { $agent }
agent-edit-token = Edit token for { $agent }
# The button that opens the token field on a chip.
agent-token-button = token
agent-token-label = Token used for { $agent }
agent-use = Use
# $token: the token derived from what was typed.
agent-token-hint = Letters, '-' and '_'. Enter applies, Escape cancels; empty goes back to { $token }.
agent-set-by-you = set by you
agent-presets-summary = Presets: every crawler of the registry, by purpose
# $date: the date the presets were checked (shown as a date element).
agent-presets-hint = Tokens, owners and purposes from the owners' crawler documentation, checked { $date }.
agent-add-all = Add all { $count }
agent-add-one = Add { $token }
# How the product token was found in what was typed.
agent-how-as-typed = used as typed
agent-how-known = a known crawler token found in the string
agent-how-compatible = the product named after "compatible;"
agent-how-first-product = the first product that is not a browser name
agent-how-truncated = cut at the first character outside A–Z, a–z, '-', '_'
agent-error-empty = enter a crawler token or a user-agent string
agent-error-no-token = no product token found: a token is made of letters, '-' and '_' (e.g. Googlebot)
agent-token-invalid = a token is only letters, '-' and '_' (e.g. Googlebot)

# The URLs panel.
url-section-label = URLs
url-heading = URLs to test
url-count = { $count ->
    [one] { $count } URL
   *[other] { $count } URLs
}
# $bad: how many of them cannot be tested.
url-count-untestable = { $count ->
    [one] { $count } URL ({ $bad } not testable)
   *[other] { $count } URLs ({ $bad } not testable)
}
# $max: the most URLs tested (100000).
url-hint = One per line: full URLs or paths. Each is tested as a browser would request it. Up to { $max }; open or drop a list, a CSV/TSV crawl export or a sitemap.
url-open = Open list…
# $line: the line in the URLs box; $input: the URL as typed; $error: why (a url-error-… message).
url-line-error = Line { $line }: “{ $input }” can't be tested: { $error }
# “Cannot be tested” and Show are the results' filter and its label.
url-more-errors = … and { $count } more: choose “Cannot be tested” under Show in the results to list them all.
# $total: URLs in the box; $max: the most tested; $last: the line of the last one tested; $left: the ones not tested.
url-limit = This list has { $total } URLs: only the first { $max } (up to line { $last }) are tested. The other { $left } stay in the box but are not tested.
url-error-empty = enter a URL or a path starting with /
# $scheme: the scheme typed (mailto, file…).
url-error-scheme = robots.txt applies to http, https and ftp URLs, not '{ $scheme }:'
url-error-port = '{ $port }' is not a valid port
url-error-no-host = the URL has no host
url-error-host = '{ $host }' is not a valid host (a space, |, ^, %, < > or a control character is not allowed in one)
url-error-host-long = the host '{ $host }' is longer than DNS allows (253 bytes, 63 per label, in its xn-- form)
# A typed crawler or URL that cannot be tested, in the CLI's and the packages'
# errors; $reason: an agent-error-… or url-error-… message; $input (the
# -given ones, the Python package's): what was typed, in double quotes.
input-error-agent = agent: { $reason }
input-error-url = URL: { $reason }
input-error-agent-given = agent { $input }: { $reason }
input-error-url-given = URL { $input }: { $reason }

# The site and fetch panel.
site-heading = Site and fetch
site-input-label = Site or robots.txt URL (optional)
site-hint = A robots.txt applies only to URLs with the same scheme, host and port; only /robots.txt at the site's root is used.
# $origin: the site, such as https://example.com.
site-applies = Applies to URLs on { $origin } only.
site-no-origin = enter the site's address, such as https://example.com
# $path: the path typed, ending in /robots.txt.
site-note-subdirectory = A robots.txt in a subdirectory ({ $path }) is never used: crawlers only read { $origin }/robots.txt, so that is the file assumed here.
site-note-page = Only the site counts, not the page: this is taken as { $origin }/robots.txt.
site-status-label = robots.txt fetch result
# $sentence: what Google does after that result (a status-… message).
site-status-effect = The file's rules are not in effect: { $sentence }.
site-rules-apply = The file's rules apply.
# Under a tested URL on another site: $robots is the site's origin, $url the URL's origin.
scope-warning = { $differs ->
    [scheme] { $robots }/robots.txt does not apply to { $url } (another scheme): its rules are shown anyway.
    [host] { $robots }/robots.txt does not apply to { $url } (another host): its rules are shown anyway.
   *[port] { $robots }/robots.txt does not apply to { $url } (another port): its rules are shown anyway.
}

# (end of results explained)

## Page, sharing and links

# The dark-mode switch in the header (a toggle button: pressed = dark).
theme-dark-mode = Dark mode

# The banner shown when a new version of the page has been installed.
update-available = A new version is available.
update-reload = Reload

# Under the editor when the browser refuses to keep the draft. { $size } is a
# size such as "1.2 MiB" (see size-mib).
draft-not-saved = This draft ({ $size }) is too large for the browser's local storage, so it is not saved: it will be lost on reload.
# Under the editor when the saved draft cannot be read by this version:
# it is kept as it is, and nothing is saved over it.
draft-kept-newer = Your saved draft was made by a newer version of the tester, so it is not shown here, and this page's changes are not saved over it. Reload to get the newest version.
draft-kept-unreadable = Your saved draft cannot be read, so it is not shown, and this page's changes are not saved over it.
# Hostile input, second round (page): no draft lost without a way back.
# Shown when a save (or a file opened) replaced the saved draft, which is
# kept one step back; the button restores it.
draft-replaced = Your previous draft was replaced by the text on this page. It is kept, one step back.
draft-undo = Undo: restore your previous draft
# Shown when another tab of the tester saved its draft; the button shows
# that draft here instead of this tab's text.
draft-other-tab = Your draft was changed in another tab. If you edit here, its text is kept one step back.
draft-other-tab-show = Show the other tab's draft
draft-dismiss = Dismiss

# The Share button and what it says after a click.
share-button = Share
share-copied = Link copied. It holds the whole state, so it can be long.
share-copy-this = Copy this link:
share-url-label = Link to this state
# { $reason } is one of the link-reason-* messages below.
share-too-big = This state cannot be shared as a link: { $reason }.

# Share's embed builder. The docs are in English: keep the page's name
# “Embedding it in documentation” as it is.
embed-summary = Embed in a page…
embed-panels = Panels to show
embed-code-label = Embed code
embed-hint = The frame can follow its content's height: see “Embedding it in documentation” in docs/embedding.md.
# The panels an embed can show (each one's heading in the page); $panel is
# its name in the link's panels= list.
embed-panel-label = { $panel ->
    [robots] robots.txt
    [before] Before
    [urls] URLs to test
    [crawlers] Crawlers
    [site] Site and fetch
    [results] Results
    [trace] Why
   *[diagnostics] Diagnostics
}

# A link (a permalink) that cannot be opened. { $reason } is one of the
# link-reason-* messages below, each a clause that fits after the colon.
link-error = This link could not be opened: { $reason }.
link-instead-draft = Your saved draft is shown instead; it has not been changed.
link-instead-example = The example is shown instead.
link-dismiss = Dismiss
# A link that held more than the page opens: it is opened without the
# rest. { $what } is one or more of the link-cut-* clauses, joined by "; ".
link-cut = This link held more than the tester opens, so it was opened without: { $what }.
# $count: how many were left out; $max: the most the page keeps.
link-cut-duplicates = { $count ->
    [one] { $count } repeated crawler (each crawler is shown once)
   *[other] { $count } repeated crawlers (each crawler is shown once)
}
link-cut-crawlers = { $count ->
    [one] { $count } crawler after the first { $max }
   *[other] { $count } crawlers after the first { $max }
}
link-cut-expectations = { $count ->
    [one] { $count } expectation after the first { $max }
   *[other] { $count } expectations after the first { $max }
}
link-cut-urls = { $count ->
    [one] { $count } URL after the first { $max }
   *[other] { $count } URLs after the first { $max }
}
# Hostile input, second round (page): product tokens a link held for
# crawlers it does not show, or past the limit. $count: how many were left
# out; $max: the most the page keeps.
link-cut-tokens = { $count ->
    [one] { $count } product token for a crawler not in the link's crawlers or expectations, or after the first { $max }
   *[other] { $count } product tokens for crawlers not in the link's crawlers or expectations, or after the first { $max }
}
link-reason-too-long = the link is too long ({ $chars } characters in its fragment; the limit is { $limit })
link-reason-no-version = the link has no format version, so it is not a tester link or it was damaged
# { $format } and { $current } are numbers: link formats, not page versions.
link-reason-future-format = the link was made by a newer version of the tester (link format { $format }; this version reads format { $current }). Reload to get the newest version
link-reason-not-base64 = the link contains characters that a tester link never has, so it was damaged
link-reason-damaged = the link is incomplete or damaged (it may have been cut off when it was copied)
# { $size } is a size such as "2.0 MiB" (see size-mib).
link-reason-too-large = the link holds more than { $size } of data, more than the tester opens
link-reason-not-a-state = the link does not hold a tester state, so it was damaged
link-reason-newer-state = the link was made by a newer version of the tester (it uses settings this version does not know). Reload to get the newest version

# (end of page, sharing and links)

## The editor and files

editor-label = Editor
# Above the editor: its line count and size ($size is e.g. "4.2 KiB").
editor-status = { $lines ->
    [one] { $lines } line · { $size }
   *[other] { $lines } lines · { $size }
}
editor-limit-title = Past the 500 KiB limit.
# $total and $limit are byte counts; $line the first line Google ignores.
editor-limit = This file is { $total } bytes; Google reads only the first { $limit } bytes (500 KiB). Everything from line { $line } on is ignored (hatched in the editor).
# The legend under the editor (each after its symbol).
editor-legend-decisive = deciding rule
editor-legend-candidate = other matching rule
editor-legend-agent = user-agent line of the chosen group
editor-legend-diagnostic = line with a diagnostic
file-open = Open…
file-save = Save
file-unreadable = { $name } could not be read
# After opening a file; $size is its byte count, e.g. "1,234".
file-opened = { $name }: { $size } bytes, read as bytes
file-opened-edited = { $name }: { $size } bytes, edited: read as text
file-edited-title = Edited:
file-edited = verdicts, lines and diagnostics now come from the text in the editor, not from the file's bytes.
file-lost-bom = The byte-order mark at the start is gone.
file-lost-cr = CR line ends are now LF.
file-lost-invalid = Bytes that were not UTF-8 are now �.
file-lost-nothing = The text holds the same bytes as the file.
# The diagnostic on a line of an opened file with bytes that are not UTF-8:
# $bytes lists them (0xFF 0xFE), $encoded is how they are matched (%FF%FE).
file-not-utf8 = { $count ->
    [one] byte { $bytes } is not UTF-8; shown as �, matched as { $encoded }
   *[other] bytes { $bytes } are not UTF-8; shown as �, matched as { $encoded }
}

# (end of the editor and files)

## Other parsers: how urllib.robotparser, Protego and robots-parser read the check

trace-readers-heading = Read by other parsers
trace-readers-hint = Crawlers and scrapers that do not use Google's parser may read the file differently: how three widely used libraries read this check.
reader-caption = Other parsers' verdicts for this check
reader-col-parser = Parser
reader-col-verdict = Verdict
reader-col-why = Why
trace-readers-pending = Reading with the other parsers…
trace-readers-unavailable = The other parsers could not be started in this browser (they run in a Web Worker).
reader-line = line { $line }
reader-differs = differs from Google
reader-changed = changed by the edit
compare-readers = Other parsers that disagree: { $names }
compare-readers-none = Other parsers agree with Google.
grid-readers-mark = Other parsers disagree: { $names }
grid-readers-mark-before = Before the edit, other parsers disagreed: { $names }
parser-urllib = Python urllib.robotparser (3.8–3.12)
parser-protego = Protego (Scrapy)
parser-robots-parser = robots-parser (npm)
parser-urllib-rfc9309 = Python urllib.robotparser (RFC 9309)
reader-no-answer = No answer
reader-status = the simulated fetch result replaces the rules for this parser too
reader-same = reads it as Google does
reader-same-no-rule = same verdict as Google, with no rule deciding
reader-same-other-line = same verdict as Google, decided by line { $line } `{ $rule }`
reader-file-error = raises ValueError on line { $line } (`{ $text }`), so it answers nothing for this file
reader-url-error = raises ValueError on this URL (a malformed [IPv6] host)
reader-directive-ends-group = takes `{ $text }` (line { $line }) as the end of the group, so the next `User-agent` line starts a new one
reader-byte-order-mark = reads the byte-order mark at the start of the file as part of the first key, so line 1 is not a user-agent line for it
reader-first-group-only-later = uses only the first group that applies (line { $group }); Google also reads the later group with line { $line } `{ $rule }`
reader-first-group-only = uses only the first group that applies (line { $group }), where Google merges or picks another
reader-blank-line-ends-group = takes the blank line { $blank } as the end of the group of line { $group }, so its rules do not apply
reader-blank-line-no-group = takes the blank line { $blank } as the end of the group, so line { $line } `{ $rule }` after it belongs to no group
reader-agent-substring = uses the first group whose name is part of `{ $name }`: `User-agent: { $agent }` (line { $group })
reader-no-wildcards = reads `*` and `$` as plain characters, so line { $line } `{ $rule }` does not match
reader-first-match = reads the first matching rule: line { $line } `{ $rule }` comes before the longer `{ $longer }` (line { $longer_line })
reader-first-match-only = reads the first matching rule: line { $line } `{ $rule }` comes
reader-urllib-quoting = no rule matches `{ $path }` (the URL as it percent-decodes and quotes it again)
reader-other = reads the rules differently from Google
reader-robots-txt-allowed = always allows /robots.txt itself, whatever the rules say
reader-absolute-url-rule = reads line { $line } `{ $rule }` as a path starting `/http`, which this URL's path matches; Google ignores a rule that does not start with `/`
reader-longest-agent = uses the group of line { $group } (`{ $name }`), the longest name found in `{ $agent }` at a word boundary
reader-key-spelling = finds no group for `{ $agent }`: it does not read the user-agent line(s) { $lines } as Google does
reader-index-html-here = does not read `{ $rule }` as allowing its directory here
reader-index-html = does not read `{ $rule }` as allowing its directory
reader-dollar-literal = line { $line } `{ $rule }`: a final `$` also matches a literal `$` for Protego
reader-longest-match-length = line { $line } `{ $rule }` wins: Protego measures patterns after percent-encoding them (`{ $path }`)
reader-protego-quoting = matches the URL as `{ $path }` (decoded and encoded again)
reader-out-of-origin = answers nothing (isAllowed() returns undefined): { $url } is not on the robots.txt's origin ({ $robots })
reader-out-of-origin-own = answers nothing (isAllowed() returns undefined): { $url } is not on the robots.txt's origin (the URL's own)
reader-agent-without-rules = makes no group for `{ $name }`: no rule line follows its `User-agent` line (line { $line }), so it uses the `*` group
reader-exact-agent = looks the agent up as `{ $name }` (lower-cased and cut at its first `/`), exactly: the group of line { $line } does not apply
reader-exact-agent-only-here = uses the group of line { $group } for `{ $name }`, where Google reads none
reader-robots-parser-quoting = matches the URL as `{ $path }` (encoded as a browser's URL parser does)
reader-malformed-url-no-rule = cannot split this URL (a malformed [IPv6] host), so no rule matches it
reader-agent-substring-of = matches `User-agent: { $agent }` (line { $line }) as a substring of `{ $name }`
reader-agent-whole = does not match `User-agent: { $agent }` (line { $line }) to `{ $name }`: it looks for the whole value, not its product token
reader-dollar-inside = drops line { $line } `{ $rule }`: a `$` before the end of a rule makes it invalid
reader-rule-key-spelling = does not read line { $line } (`{ $rule }` for Google) as a rule: only `Allow` and `Disallow`, spelt exactly, are rules
reader-wildcard-match-length = ranks line { $line } `{ $rule }` by the URL text it matched ({ $length } characters), not by the rule's own length
reader-decoded-rule = reads line { $line } `{ $rule }` as `{ $pattern }`: it decodes percent-escapes and encodes them again
# Lighthouse's robots.txt audit (the note lighthouse_invalid): $version is 13.5.0; $reason is Lighthouse's own English reason, quoted as it writes it (never translated); "robots.txt is not valid" is the audit's failing title.
reader-lighthouse-invalid = Lighthouse { $version } rejects this line ("{ $reason }"), so its robots.txt audit fails ("robots.txt is not valid")

## AI crawlers: the "Crawlers by purpose" view, the trace's usage preferences (Content-Usage) and the one-click intents
# Keys starting policy-, usage- and intent- are worded by the checking worker
# (build.rs); the others are the page's.

purpose-view-heading = Crawlers by purpose
purpose-view-unavailable = The crawlers' view could not be made in this browser (it runs in a Web Worker).
trace-usage-heading = AI-use preferences (Content-Usage)
policy-url-label = Read for
policy-url-root = the site root /
# $url: the URL (or path) the crawlers are checked for.
policy-hint = For { $url }: whether each crawler of the registry may fetch it, and whose group it follows. Choose a crawler to see why.
# A purpose of the crawler registry; $purpose is its code.
policy-purpose = { $purpose ->
    [search] Search
    [ai-training] AI training
    [ai-search] AI search (an AI product's search index)
    [ai-user] AI assistants fetching for a person
    [ai-control] AI control tokens (they fetch nothing)
   *[other] Other
}
policy-col-crawler = Crawler
policy-col-verdict = Verdict
policy-col-follows = Follows
policy-col-usage = AI-use preferences
policy-follows-own = its own group
policy-follows-star = the * group
# $token: the crawler whose group applies (Applebot follows Googlebot's).
policy-follows-family = { $token }'s group
policy-follows-none = no group (everything allowed)
policy-usage-none = do not apply (may not crawl)
policy-open = Why: { $token }

# ---- The crawler tables, each repeated value said once (the same AI-use
# preferences for every crawler are said once, above the tables).
# $prefs: each label and its preference, e.g. "train-ai: Unknown (no preference), search: Unknown (no preference)".
policy-usage-all = AI-use preferences of every crawler that may fetch this URL: { $prefs }
policy-usage-all-none = AI-use preferences do not apply: no crawler may fetch this URL.

intent-hint = One click writes the lines into the file (Ctrl+Z takes them back); your lines stay, as comments where they would undo the change.
intent-block-training = Block AI training, keep search and AI search
intent-block-ai = Block every AI crawler
intent-no-train = Allow everything, but set train-ai=n
usage-caption = AI-use preferences for this check
usage-label-train-ai = training AI models
usage-label-search = building a search index
usage-pref-allow = Allowed
usage-pref-disallow = Not allowed
usage-pref-unknown = Unknown (no preference)
usage-decided-by = Decided by
usage-line = line { $line }
usage-no-lines = No Content-Usage line applies to this URL: every preference is unknown.
usage-not-crawlable = { $token } may not crawl this URL, so AI-use preferences do not apply to it.
usage-status = The simulated fetch result replaces the file: its AI-use preferences do not apply.

## robots audit: which crawlers obeyed robots.txt in an access log, and which were real (CLI only)
# $file is a log's name, $line a line number, $format the log format (combined, w3c, json).
audit-unparsed = { $file }, line { $line }: not a { $format } log line (counted as skipped)
# After the first ten unreadable lines are listed: how many more there were.
audit-unparsed-more = { $count } more unreadable lines were not listed.
# The totals of a run. $crawlers: requests made by crawlers of the registry.
audit-summary = Log lines: { $lines }. Requests: { $requests }, of which { $crawlers } by known crawlers. Skipped lines: { $skipped }.
# $first and $last are instants in UTC, e.g. 2026-11-01T00:00:00Z.
audit-period = From { $first } to { $last }.
audit-no-crawler = No request came from a crawler of the registry.
# A crawler IP address list: $name is its file, $date its creationTime.
audit-list = Address list { $name }: created { $date }.
audit-list-stale = Address list { $name }: created { $date }, { $days } days ago; older than 30 days, so run `robots ranges update`.
audit-list-undated = Address list { $name }: it gives no creation time.
# $error is the reader's own (English) error text.
audit-list-unreadable = Address list { $name } cannot be read: { $error }
audit-no-lists = No crawler address lists in { $dir }: every request is counted as unverified. Run `robots ranges update` to download them.
audit-forged-note = "Forged" means the address is not in the owner's list as published on its creation date: owners start using new addresses before they list them.
# $token is a crawler; $count how many of its requests from its owner's own addresses fetched disallowed URLs.
audit-verified-disallowed = { $count ->
    [one] One request by { $token } from its owner's own addresses fetched a URL that the file in force disallows.
   *[other] { $count } requests by { $token } from its owner's own addresses fetched URLs that the file in force disallows.
}
audit-ignores-robots = { $token }: its owner says it may ignore robots.txt when a person asks it to fetch a page.
audit-top = { $token }: the disallowed paths it requested most
audit-unknown = Other bots, not in the registry (by product token):
# robots ranges update: $name is the file saved, $count its address prefixes, $date its creationTime.
audit-ranges-saved = Saved { $name }: { $count } address prefixes, created { $date }.
# $error is the reason in English (an HTTP status or the network's error).
audit-ranges-failed = { $url } was not saved: { $error }
audit-ranges-done = { $saved } of { $total } address lists saved in { $dir }.
# What the edge answered (issue 55): requests the robots.txt allows that
# the server or its CDN refused. $token is a crawler, $count the requests
# (for the plural), $shown the same number written with its digits grouped
# ("1,204"), $status the HTTP statuses (e.g. "403" or "403, 429"), $owner
# its owner.
audit-edge-refused-verified = { $count ->
    [one] { $token }: one request your robots.txt allows was answered { $status } — from { $owner }'s own addresses.
   *[other] { $token }: { $shown } requests your robots.txt allows were answered { $status } — from { $owner }'s own addresses.
}
audit-edge-refused-forged = { $count ->
    [one] { $token }: one request your robots.txt allows was answered { $status } — from an address that is not { $owner }'s (forged).
   *[other] { $token }: { $shown } requests your robots.txt allows were answered { $status } — from addresses that are not { $owner }'s (forged).
}
audit-edge-refused-unverified = { $count ->
    [one] { $token }: one request your robots.txt allows was answered { $status } — from an address nothing could check.
   *[other] { $token }: { $shown } requests your robots.txt allows were answered { $status } — from addresses nothing could check.
}
# --rdns is bounded (hostile logs, issue 52): $asked lookups were made, $seconds is the time budget.
audit-rdns-cut-short = --rdns stopped after { $asked } lookups (its budget is { $seconds } seconds and a few lookups at a time): { $unchecked } requests could not be checked by reverse DNS and count as unverified.
# Crawlers that sign (Web Bot Auth, issue 59): requests whose Signature-Agent
# header names an origin, their RFC 9421 signatures checked against the
# origin's key directory at each request's own time.
audit-signed = Signed agents (Web Bot Auth), by the origin their Signature-Agent header names:
audit-signed-note = A verified signature proves who sent a request, not that it obeyed robots.txt: the DISALLOWED column says what it fetched against the file.
# $origin is a signature agent (https://chatgpt.com), $count the keys of its directory.
audit-directory = { $count ->
    [one] Key directory of { $origin }: one key.
   *[other] Key directory of { $origin }: { $count } keys.
}
audit-directory-unreadable = Key directory { $name } cannot be read: { $error }
audit-directory-invalid = not a key directory (a JSON Web Key Set with an Ed25519 key, of at most 256 KiB)
# robots ranges update: $name is the file saved.
audit-directory-saved = { $count ->
    [one] Saved the key directory of { $origin } as { $name }: one key.
   *[other] Saved the key directory of { $origin } as { $name }: { $count } keys.
}
audit-directories-done = { $saved } of { $total } key directories saved in { $dir }.
# (end of robots audit)
## The crawler registry and the lines of late 2026 (issue 44): every
## registry sentence, the new lints, License lines and Content-Signal `use`.

# Crawler registry (end of 2026): what blocking each crawler of the
# registry does, after its owner's documentation page. Keep tokens,
# company and product names as written.
crawler-blocking-googlebot = Pages are not crawled for Google Search (a blocked URL can still be indexed from links, without its content), nor for the AI features of Search.
crawler-blocking-googlebot-image = Images are not crawled for Google Images and the image features of Search.
crawler-blocking-googlebot-news = Pages are not crawled for Google News.
crawler-blocking-googlebot-video = Videos are not crawled for the video features of Search.
crawler-blocking-storebot-google = Product pages are not crawled for Google's shopping surfaces.
crawler-blocking-google-inspectiontool = Search testing tools such as the URL Inspection and Rich Results tests cannot fetch the page.
crawler-blocking-googleother = Google's product teams cannot fetch the pages for their own research and development.
crawler-blocking-google-extended = Content Google crawls is not used to train Gemini models or to ground Gemini's answers; Search is not affected. The token fetches nothing.
crawler-blocking-adsbot-google = Google Ads cannot check the quality of ad landing pages; it ignores the * group, so only a group naming it blocks it.
crawler-blocking-adsbot-google-mobile = Google Ads cannot check the quality of mobile ad landing pages; it ignores the * group, so only a group naming it blocks it.
crawler-blocking-apis-google = Google APIs cannot deliver push notifications to the site; it ignores the * group, so only a group naming it blocks it.
crawler-blocking-googleother-image = Google's product teams cannot fetch images for their own research and development; when no group names it, it follows GoogleOther's group.
crawler-blocking-googleother-video = Google's product teams cannot fetch videos for their own research and development; when no group names it, it follows GoogleOther's group.
crawler-blocking-google-cloudvertexbot = Vertex AI Agents cannot crawl the site for agents its owner builds; Google says it crawls only when the site's owner asks it to.
crawler-blocking-mediapartners-google = Google's ad products (AdSense, Ad Manager) cannot crawl the page to choose the ads shown on it, so those ads may be less relevant; Google's page does not say plainly whether it obeys the * group, so this tester applies * to it as to any crawler.
crawler-blocking-google-agent = Google's AI agents do not fetch the page when a person asks them to; Google says user-triggered fetchers generally ignore robots.txt, so a rule here is at most a request.
crawler-blocking-google-gemininotebook = Gemini's notebooks do not fetch the page a person adds as a source; Google says user-triggered fetchers generally ignore robots.txt, so a rule here is at most a request.
crawler-blocking-bingbot = Pages are not crawled for Bing, nor for the search features built on Bing's index.
crawler-blocking-applebot = Pages are not crawled for Spotlight, Siri and Safari search; when no group names Applebot it follows the group for Googlebot.
crawler-blocking-applebot-extended = Pages Applebot crawls are not used to train Apple's generative models; search is not affected. The token fetches nothing.
crawler-blocking-gptbot = Pages are not crawled for training OpenAI's generative AI models.
crawler-blocking-oai-searchbot = Pages are not shown as cited results in ChatGPT search (they can still appear as navigational links).
crawler-blocking-chatgpt-user = ChatGPT does not fetch the page when a user asks; OpenAI says robots.txt rules may not apply to these user-initiated visits.
crawler-blocking-oai-adsbot = ChatGPT ads cannot check a landing page submitted as an ad, which may keep the ad from running; OpenAI's crawler page does not say whether OAI-AdsBot reads robots.txt (its advertiser help says OpenAI's crawlers respect it).
crawler-blocking-claudebot = The site's future content is excluded from Anthropic's model training data.
crawler-blocking-claude-searchbot = Pages are not indexed for Claude's search, which may lower the site's visibility in its answers.
crawler-blocking-claude-user = Claude does not fetch the page when a user asks for it.
crawler-blocking-perplexitybot = Pages are not indexed for Perplexity's search results (Perplexity says it does not crawl to train foundation models).
crawler-blocking-perplexity-user = Perplexity's user-initiated fetches generally ignore robots.txt, Perplexity says: a rule here is at most a request.
crawler-blocking-ccbot = Pages stay out of Common Crawl's open archive, a source of many AI training sets.
crawler-blocking-bytespider = Pages are not crawled for ByteDance's AI models; ByteDance publishes no crawler page, only its user-agent string.
crawler-blocking-meta-externalagent = Pages are not crawled for training Meta's AI models or for indexing in its AI products.
crawler-blocking-meta-externalfetcher = Meta's AI assistants do not fetch the page when a user asks; Meta says these user-initiated fetches may not follow robots.txt.
crawler-blocking-meta-webindexer = Pages are not indexed for the search results and citations of Meta's AI products.
crawler-blocking-facebookexternalhit = Links to the page shared on Facebook, Instagram or Messenger show no title, description or thumbnail; Meta says it may bypass robots.txt for security and integrity checks.
crawler-blocking-amazonbot = Pages are not crawled to improve Amazon's products and services, which may include training Amazon's AI models.
crawler-blocking-amzn-searchbot = Pages are not crawled for search in Amazon's products such as Alexa and Rufus (Amazon says this crawler does not collect content to train generative AI).
crawler-blocking-amzn-user = Amazon's assistants such as Alexa do not fetch the page live to answer a customer's question (Amazon says this fetcher does not collect content to train generative AI).
crawler-blocking-mistralai-user = Mistral's assistants (Le Chat) do not fetch the page when a user asks for it.
crawler-blocking-mistralai-index = Pages are not indexed for the web search of Mistral's assistants.
crawler-blocking-mistralai-training = Pages are not crawled for training Mistral's AI models.
crawler-blocking-duckduckbot = Pages are not crawled for DuckDuckGo's search results.
crawler-blocking-duckassistbot = Pages are not used as sources of DuckAssist's AI answers in DuckDuckGo search (DuckDuckGo says the content does not train AI models; a change takes effect within 72 hours).
# Exa's search crawler (the registry of December 2026).
crawler-blocking-exasearchbot = Pages are not indexed for Exa's search, so they are not surfaced or cited in its results; Exa's crawler page does not say whether the index also trains AI models.

# Lines of late 2026 (registry issue): retired tokens, License lines (RSL),
# rule paths to percent-encode, Content-Signal above every group.
# $token: a retired product token; $owner: its owner; $replacement: the token that replaced it.
diag-token-retired = '{ $token }' is retired: { $owner }'s crawlers no longer read this group; { $replacement } does
diag-license-not-absolute = License should be an absolute URL (https://…) of the site's license document (Really Simple Licensing)
# $encoded: the rule's path percent-encoded, as Google matches it.
diag-path-not-encoded = the path has spaces or non-ASCII characters: Google recommends percent-encoding them; write { $encoded }
# $agents: the user-agent values of the group that follows the line, joined with ", ".
diag-signal-outside-group = Content-Signal before any user-agent line: Google's parser puts it in no group; read as Cloudflare's files place it, it goes with the group that follows, for { $agents }
diag-signal-outside-group-none = Content-Signal before any user-agent line, and no group follows it: no crawler reads it

# Lint managed_block (drift issue): the note on the BEGIN line of an edge's
# managed block. $vendor: the vendor's name (Cloudflare); $first, $last: the block's first and last lines.
diag-managed-block = lines { $first }–{ $last } are { $vendor }'s managed block: the edge adds them, your repository does not hold them. Crawlers read them before your own rules: turn the managed robots.txt off in { $vendor }'s dashboard, or write the same rules in your own file

# The "Crawlers by purpose" view: the file's License lines (Really Simple
# Licensing 1.0), listed after this sentence. $count: how many.
policy-licenses = { $count ->
    [one] The file names a license document (License, Really Simple Licensing 1.0); Google's parser and every verdict ignore it:
   *[other] The file names { $count } license documents (License, Really Simple Licensing 1.0); Google's parser and every verdict ignore them:
}

# The trace's Content-Signal pairs (Cloudflare's Content Signals Policy) and
# Content-Usage labels of a later vocabulary draft. Keys and values (search,
# ai-input, ai-train, use; yes, no, immediate, reference, full) stay as written.
usage-other-label = not in the vocabulary this tester knows (draft of 2026-08): kept as written
usage-signals-caption = Content-Signal (Cloudflare's Content Signals Policy), as written
usage-signal-search = yes or no: building a search index and showing search results (links and short excerpts)
usage-signal-ai-input = yes or no: feeding the content into AI models to answer (grounding, AI search answers)
usage-signal-ai-train = yes or no: training or fine-tuning AI models
usage-signal-use-immediate = use=immediate: a crawler may read the content to act on it, and keep or reuse nothing
usage-signal-use-reference = use=reference: a crawler may index the content, quote short excerpts and link back
usage-signal-use-full = use=full: a crawler may summarise and reproduce the content
usage-signal-unknown-key = unknown: not a key of Cloudflare's Content Signals Policy (kept as written, not an error)
usage-signal-unknown-value = unknown: not a value Cloudflare's policy defines for this key (kept as written, not an error)
## Editors: `robots lsp` (hover, completion, quick fixes, robots.checkUrl)
# Worded by the language server (crates/robots-cli/src/lsp) in the editor's language.
# Another reader's difference, as a hint: $library is the library's name (urllib.robotparser, Protego…); $why says what it does.
lsp-reader-hint = { $library } { $why }
# Hover on a user-agent line: the registry's crawlers whose rules this group gives.
lsp-hover-governs = Crawlers this group names:
lsp-hover-falls-back = Crawlers that fall back to this group (no group names them):
lsp-hover-no-crawler = No crawler of the registry follows this group.
# One crawler: $token as written in robots.txt, $owner the company, $purpose a policy-purpose-… text.
lsp-hover-crawler = { $token } ({ $owner }): { $purpose }
# Hover on an allow/disallow line: what its pattern matches. Backquotes mark code.
lsp-rule-prefix = Matches every URL whose path starts with `{ $prefix }`.
lsp-rule-exact = Matches only the URL whose path is exactly `{ $path }`.
lsp-rule-wildcard = Matches every URL whose path starts with a match of `{ $pattern }`, where * stands for any run of characters.
lsp-rule-wildcard-end = Matches every URL whose whole path matches `{ $pattern }`, where * stands for any run of characters and $ marks the end.
# $bytes: the rule's length (a size-bytes text, "8 bytes").
lsp-rule-allows = For this group's crawlers a matching URL is allowed, with a match length of { $bytes }.
lsp-rule-blocks = For this group's crawlers a matching URL is disallowed, with a match length of { $bytes }.
lsp-rule-not-overridden = No longer rule for the same crawlers decides otherwise.
# $rule: the longer rule as written (Allow: /x/y); $line: its line number.
lsp-rule-overridden = Where `{ $rule }` (line { $line }) also matches, that longer rule wins.
# Hover on a Content-Usage line.
lsp-usage-all = AI-use preferences for every URL this group may crawl:
lsp-usage-path = AI-use preferences for the URLs under `{ $path }` that this group may crawl:
# $label: a usage-label-… text; $pref: a usage-pref-… text.
lsp-usage-pref = { $label }: { $pref }
# Hover on a Content-Signal line (Cloudflare's Content Signals Policy).
lsp-signal-heading = Content signals (Cloudflare's Content Signals Policy):
lsp-signal-search = building a search index and showing links and excerpts
lsp-signal-ai-input = using the content as input to AI answers (retrieval, grounding)
lsp-signal-ai-train = training or fine-tuning AI models
lsp-signal-yes = allowed
lsp-signal-no = not allowed
# $value: the value as written, neither yes nor no.
lsp-signal-other = '{ $value }' is neither yes nor no, so no preference
# $label: an lsp-signal-search/ai-input/ai-train text; $pref: an lsp-signal-yes/no/other text.
lsp-signal-pref = { $label }: { $pref }
lsp-signal-unknown-key = '{ $key }' is not a signal of the policy; readers ignore it
# Quick fixes (their titles in the editor's menu).
lsp-fix-typo = Write '{ $meant }' as Google spells it
lsp-fix-colon = Add the ':' after '{ $key }'
lsp-fix-encode = Percent-encode the path: { $encoded }
# signal_not_inherited's quick fix: the * group's AI lines copied into the group.
lsp-fix-signal-not-inherited = Copy the * group's AI lines into this group
# The answer of robots.checkUrl: $reason is the verdict's reason-… sentence; $line the deciding line.
lsp-check-allowed = { $agent } may fetch { $url }: { $reason }
lsp-check-disallowed = { $agent } may not fetch { $url }: { $reason }
lsp-check-allowed-line = { $agent } may fetch { $url }; line { $line } decides: { $reason }
lsp-check-disallowed-line = { $agent } may not fetch { $url }; line { $line } decides: { $reason }
# $command: robots.checkUrl.
lsp-check-usage = { $command } takes two arguments: a crawler (agent) and a URL or path
lsp-check-no-document = No robots.txt is open to check against: open one first
# The session's end on a message the server will not read (robots lsp's limits): $length is the Content-Length as sent, $max the limit in bytes.
lsp-message-too-large = The editor sent a message of { $length } bytes; the server reads at most { $max } bytes in one message, so the session ends
# $why: what is wrong with the frame, in English (from the protocol's terms).
lsp-message-unreadable = The editor sent a message the server cannot read ({ $why }), so the session ends
# The VS Code extension's manifest (editors/vscode/package.json names them as %key%; build-nls.mjs writes them out).
lsp-vscode-description = Google's reading of robots.txt as you type: diagnostics, hover, completion and quick fixes from the robots command
lsp-vscode-check-title = May this crawler fetch this URL?
lsp-vscode-readers-setting = Also show, as hints, the lines that other parsers (urllib.robotparser, Protego, robots-parser) read differently from Google
lsp-vscode-path-setting = The robots command to start (a name on PATH or a full path)
# (end of editors)
## robots mcp: the tools for AI agents (docs/mcp.md)
# robots_txt, robots_url, urls and user_agents are argument names: keep them as written.
mcp-robots-source = Give the robots.txt either as robots_txt (its text) or as robots_url (an http:// or https:// URL to fetch), one of the two.
# $field: an argument name (urls, user_agents).
mcp-empty-list = { $field } is empty: give at least one.
mcp-too-many-checks = { $urls } URLs for { $agents } user agents make { $checks } checks; one call answers at most { $max }.
mcp-internal-error = The tool stopped on an internal error; the server goes on serving.
mcp-lint-clean = No diagnostics.
mcp-ip-unparsed = '{ $ip }' is not an IPv4 or IPv6 address.
mcp-trace-token = The crawler token is { $token }.
mcp-trace-token-from = The crawler token is { $token }, from “{ $input }”.
mcp-trace-path = The path tested is { $path } (from “{ $url }”).
# One matching rule in explain's trace: $rule is a trace-decisive text, $role a trace-role-… text.
mcp-trace-rule = { $rule }: { $role }
# verify_ip's answer. $list and $lists are file names of address lists; $dir a directory.
mcp-verify-verified = { $ip } is in { $list }, a list { $owner } publishes for { $token }: verified.
mcp-verify-forged = { $ip } claims to be { $token } but is in none of the lists { $owner } publishes for it ({ $lists }): forged.
mcp-verify-no-crawler = “{ $agent }” names no crawler of the registry, so { $ip } cannot be verified.
mcp-verify-no-list = { $owner } publishes no address list for { $token }, so { $ip } cannot be verified.
mcp-verify-not-saved = None of the lists for { $token } ({ $lists }) is saved in { $dir } (robots ranges update saves them), so { $ip } cannot be verified.
# verify_ip with a request's Web Bot Auth headers (issue 59): $agent is the
# origin its Signature-Agent names; $time what was given as its time.
mcp-verify-signature-verified = Its signature verified under a key of { $agent }'s directory, within its window: { $agent } sent it (which proves who sent it, not that it obeyed robots.txt).
mcp-verify-signature-invalid = Its signature claiming { $agent } is invalid: it does not verify, does not follow Web Bot Auth, or its window does not hold the request's time.
mcp-verify-signature-unknown-key = Its signature claiming { $agent } names a key that is not in { $agent }'s directory, or no directory for it is saved (robots ranges update saves them).
mcp-verify-signature-unsigned = It names { $agent } as its signature agent but carries no signature.
mcp-verify-time-unparsed = '{ $time }' is not a time (RFC 3339, e.g. 2026-11-01T10:00:00Z).
# (end of robots mcp)
## robots drift (the CLI): the repository's robots.txt against the one the site serves, by verdict.
# $url: the served robots.txt; $source: the repository's file as given.
cli-drift-identical = { $url } serves exactly the bytes of { $source }.
cli-drift-stale = { $url } with a cache-busting query answered other bytes: the edge serves a stale copy, and crawlers may get either.
# $vendor: the vendor's name (Cloudflare); $first, $last: the block's lines in the served file.
cli-drift-block = Lines { $first }–{ $last } of the served file are { $vendor }'s managed block: the edge adds them, your repository does not hold them.
# $agents: crawlers joined with ", "; $count: the paths that differ; $paths: the first few of them (cli-drift-paths-more when there are more).
cli-drift-managed = { $agents }: lines { $first }–{ $last } of the served file, { $vendor }'s managed block, decide { $count ->
    [one] one path
   *[other] { $count } paths
   } differently ({ $paths }). Turn the managed robots.txt off in { $vendor }'s dashboard, or write the same rules in your own file.
cli-drift-served-only = { $agents }: the served file decides { $count ->
    [one] one path
   *[other] { $count } paths
   } by lines your file does not hold ({ $paths }).
cli-drift-source-only = { $agents }: your file decides { $count ->
    [one] one path
   *[other] { $count } paths
   } by lines the served file does not hold ({ $paths }).
# $effect: what Google does with the served status (a status-… sentence).
cli-drift-served-status = { $agents }: { $count ->
    [one] one path differs
   *[other] { $count } paths differ
   } because of the served robots.txt's status: { $effect }.
cli-drift-order = { $agents }: both files hold the deciding lines but group or order them differently, so { $count ->
    [one] one path differs
   *[other] { $count } paths differ
   } ({ $paths }).
# The managed block's Disallow and the site's own Allow tie: $agent, the two lines, $path.
cli-drift-tie = { $agent }: the managed block's Disallow (line { $disallow }) and your own Allow (line { $allow }) are the same length; Google merges the two groups and the Allow wins, so { $agent } is not blocked at { $path }.
cli-drift-paths-more = { $paths } and { $count } more
cli-drift-summary = { $changes ->
    [one] One verdict differs
   *[other] { $changes } verdicts differ
   } ({ $crawlers } crawlers, { $paths } paths).
cli-drift-none = No verdict differs ({ $crawlers } crawlers, { $paths } paths).
cli-drift-more-paths = Only the first { $limit } paths were compared; { $more } more were not.
# (end of robots drift)
## The address policy of every fetch of the command line, and the bounds of
## robots site (deadline, gzip members, blocked URLs listed).
# $address is an IP address; $kind is loopback, private, link-local or reserved;
# $given is the origin the person typed (scheme://host:port).
cli-address-refused = refused to fetch { $url }: { $address } is { $kind ->
    [loopback] a loopback address (this machine)
    [link-local] a link-local address
    [reserved] a reserved address, not on the public internet
   *[private] a private network address
   }, and only { $given }, the address given, may be one (--allow-private lifts this)
# $from and $to are URLs.
cli-address-redirect-refused = refused to follow the redirect from { $from } to { $to }: { $address } is { $kind ->
    [loopback] a loopback address (this machine)
    [link-local] a link-local address
    [reserved] a reserved address, not on the public internet
   *[private] a private network address
   }, and only { $given }, the address given, may be one (--allow-private lifts this)
# A sitemap (or a redirect of it) that the address policy refused; $url is the URL refused.
site-cli-why-refused = not read: { $url } is at { $address }, { $kind ->
    [loopback] a loopback address (this machine)
    [link-local] a link-local address
    [reserved] a reserved address, not on the public internet
   *[private] a private network address
   }, and only { $given }, the site given, may be one (--allow-private lifts this)
# $limit is --deadline, in seconds.
site-cli-why-deadline = not read: the run stops after { $limit } seconds (--deadline)
site-cli-cut-deadline = cut: the run stops after { $limit } seconds (--deadline)
site-cli-cut-members = cut: a gzip stream of more than { $limit } members is not read further
# After the first blocked URLs of a line: $count more are not listed.
site-cli-more = … and { $count } more
site-cli-deadline = The run stopped at its deadline ({ $limit } seconds, --deadline): the sitemaps above are all that was read.
# robots site --llms: an llms.txt read; $count is the links it holds.
site-cli-llms = llms.txt { $url }: { $count ->
    [one] { $count } link
   *[other] { $count } links
   }
# $why is one of the site-cli-why-… or site-cli-cut-… messages.
site-cli-llms-not-read = llms.txt { $url }: { $why }
site-cli-llms-agent = { $agent }: { $blocked } of { $checked ->
    [one] { $checked } llms.txt link
   *[other] { $checked } llms.txt links
   } blocked
site-cli-llms-line = line { $line } `{ $rule }` blocks { $count ->
    [one] { $count } llms.txt link
   *[other] { $count } llms.txt links
   }
## robots site (the CLI): sitemap URLs that robots.txt blocks.
## Only the CLI says these (numbers are grouped in every language).
# A sitemap read: $url is its address; $count the URLs it lists.
site-cli-sitemap = sitemap { $url }: { $count ->
    [one] { $count } URL
   *[other] { $count } URLs
   }
# A sitemap index read: $count is the sitemaps it names.
site-cli-index = sitemap index { $url }: { $count ->
    [one] { $count } sitemap
   *[other] { $count } sitemaps
   }
# $why is one of the site-cli-why-… or site-cli-cut-… messages.
site-cli-not-read = sitemap { $url }: { $why }
# $error is the HTTP client's own (English) error text.
site-cli-why-network = not read: the request failed ({ $error })
site-cli-why-status = not read: the server answered { $status }
# $error is the XML parser's own (English) error text.
site-cli-why-xml = not read to the end: it is not well-formed XML ({ $error })
site-cli-why-root = not read: it is neither a urlset nor a sitemap index (its root element is <{ $name }>)
site-cli-why-nested = not read: a sitemap index named by a sitemap index (sitemaps.org allows one level)
site-cli-why-not-http = not read: it is not an absolute http:// or https:// URL
site-cli-why-sitemap-limit = not read: the run reads at most { $limit } sitemaps
site-cli-why-url-limit = not read: the run stops at { $limit } URLs (--max-urls)
site-cli-cut-urls = cut: only its first { $limit } URLs were read (the sitemaps.org limit)
site-cli-cut-bytes = cut: only its first { $limit } bytes were read (50 MB uncompressed, the sitemaps.org limit)
site-cli-cut-max-urls = cut: the run stops at { $limit } URLs (--max-urls)
# $why is site-cli-why-sitemap-limit or site-cli-why-url-limit.
site-cli-cut-children = { $count ->
    [one] { $count } sitemap it names was
   *[other] { $count } sitemaps it names were
   } { $why }
# A crawler's tally: $checked counts the sitemap URLs on the robots.txt's own host.
site-cli-agent = { $agent }: { $blocked } of { $checked ->
    [one] { $checked } sitemap URL
   *[other] { $checked } sitemap URLs
   } blocked
# $rule is the line as written in the file, such as Disallow: /search.
site-cli-line = line { $line } `{ $rule }` blocks { $count ->
    [one] { $count } sitemap URL
   *[other] { $count } sitemap URLs
   }
site-cli-from = { $url } (from { $sitemap })
site-cli-other-host = { $count ->
    [one] { $count } sitemap URL is
   *[other] { $count } sitemap URLs are
   } on another host: this robots.txt does not govern them
site-cli-unreadable = { $count ->
    [one] { $count } sitemap entry is
   *[other] { $count } sitemap entries are
   } not an absolute http:// or https:// URL and could not be checked
site-cli-no-sitemaps = The robots.txt names no sitemap (it has no Sitemap: line).
site-cli-robots-failed = The robots.txt could not be used, so no sitemap was read.
# The progress bar on a terminal: $current is the sitemap being read.
site-cli-progress = { $sitemaps ->
    [one] { $sitemaps } sitemap
   *[other] { $sitemaps } sitemaps
   }, { $urls ->
    [one] { $urls } URL
   *[other] { $urls } URLs
   } read: { $current }
## Hostile input, second round: the trace's usage preferences list the
## first few deciding Content-Usage lines and count the others.
# $count: how many more Content-Usage lines decided with the ones listed.
usage-more-lines = { $count ->
    [one] and { $count } more line
   *[other] and { $count } more lines
}
## Hostile input, third round: the trace lists the first Content-Signal
## pairs of the applying groups and counts the others.
# $count: how many more Content-Signal pairs the groups hold than the ones listed.
usage-signals-more = { $count ->
    [one] and { $count } more pair, not listed
   *[other] and { $count } more pairs, not listed
}
## The workspace layout: the strip of URLs and crawlers, the keys between the editor, the grid and the answer
# The button that opens the compact strip of URLs and crawlers to the full inputs (wide screens).
layout-inputs-more = All URL and crawler options
# In the footer: the keys that move the focus (Alt is the key's name on the keyboard).
layout-keys = Keys: Alt+1 the editor · Alt+2 the results · Alt+3 the answer (why)

## The page's "Sitemap URLs" summary, above the results grid, after a sitemap
## file is opened.
sitemap-heading = Sitemap URLs
# $name is the sitemap file's name.
sitemap-from = The URLs of { $name }, checked against this file.
# A crawler's tally: $agent as typed in the crawlers box.
sitemap-crawler = { $agent }: { $blocked } of { $checked ->
    [one] { $checked } sitemap URL
   *[other] { $checked } sitemap URLs
   } blocked
# One deciding line, a link to it in the editor; $rule as written, such as Disallow: /search.
sitemap-line = line { $line } `{ $rule }` blocks { $count ->
    [one] { $count } sitemap URL
   *[other] { $count } sitemap URLs
   }
# The site the sitemap's URLs are counted on: $origin such as https://www.example.com; $from says where it came from.
sitemap-origin = Counted on { $origin }, { $from ->
    [site] the site given
    [sitemap] the site of this file's Sitemap: lines
   *[urls] the host most of the sitemap's URLs are on
   }.
# The URLs on another host than $origin, listed apart: not counted above.
sitemap-other-host = { $count ->
    [one] { $count } sitemap URL is
   *[other] { $count } sitemap URLs are
   } on another host than { $origin }: this file does not govern them, so they are not counted above
# After the URLs listed: how many more are on another host.
sitemap-other-host-more = and { $count } more
# After the lines listed: how many more lines block how many more URLs.
sitemap-lines-more = and { $lines ->
    [one] { $lines } more line
   *[other] { $lines } more lines
   }, blocking { $count ->
    [one] { $count } sitemap URL
   *[other] { $count } sitemap URLs
   }
# A gzip file that inflates past sitemaps.org's limit ($limit bytes).
import-too-big = { $name } inflates to more than { $limit } bytes (sitemaps.org's limit for a sitemap): not opened

## The Traffic view (src/traffic): access logs read against the file in the
## editor and the crawlers' address lists, as `robots audit` reads them.
traffic-heading = Traffic: which crawlers obeyed this file
traffic-hint = Open or drop access logs (Apache, nginx, IIS, CloudFront, JSON lines; .gz too): they are read in this browser, never uploaded, and judged by the file in the editor. Opening this view loads the crawlers' address lists published with this page, if it has them.
traffic-logs = Access logs
traffic-ranges = Crawler address lists and key directories (.json)
traffic-stop = Stop
traffic-stopped = Stopped: the counts so far.
traffic-unavailable = The logs could not be read in this browser (it reads them in a Web Worker).
traffic-summary = Log lines: { $lines }. Requests: { $requests }, of which { $crawlers } by known crawlers. Skipped lines: { $skipped }.
traffic-none = No request came from a crawler of the registry.
traffic-lists-none = No crawler address lists: every request is counted as unverified. Open the lists that `robots ranges update` downloads.
# $date: the list's creationTime as written.
traffic-list = Address list { $name }: created { $date }
traffic-list-stale = Address list { $name }: created { $date }, more than 30 days ago
traffic-chart = Crawler requests per day, by purpose
traffic-top = The disallowed paths it requested most (requests × path, and the deciding line, shown in the editor when chosen)
traffic-col-purpose = Purpose
traffic-col-crawler = Crawler
traffic-col-requests = Requests
traffic-col-robots = robots.txt
traffic-col-allowed = Allowed
traffic-col-disallowed = Disallowed
traffic-col-grace = Grace
traffic-col-verified = Verified
traffic-col-forged = Forged
traffic-col-unverified = Unverified
# What the edge answered (issue 55): allowed requests refused (401, 403,
# 429, 451), allowed requests answered 402, disallowed requests served (2xx).
traffic-col-refused = Refused
traffic-col-payment = Payment required
traffic-col-served = Disallowed, served
traffic-col-before = Disallowed before
# Crawlers that sign (Web Bot Auth, issue 59): the signed agents' table
# and the key directories opened beside the address lists. $origin is a
# signature agent (https://chatgpt.com), $count its directory's keys.
traffic-signed = Signed agents (Web Bot Auth), by the origin their Signature-Agent header names
traffic-signed-hint = A verified signature proves who sent a request, not that it obeyed this file: Disallowed counts what it fetched against it. Open the key directories that `robots ranges update` saves (signature-agents/<host>.json) beside the address lists.
traffic-directory = { $count ->
    [one] Key directory of { $origin }: one key
   *[other] Key directory of { $origin }: { $count } keys
}
traffic-col-agent = Signature agent
traffic-col-invalid = Invalid
traffic-col-unknown-key = Unknown key
traffic-col-unsigned = Unsigned

# ---- The robots CLI's own sentences (cli-…): the fetch note, `robots test`'s and
# `robots lint`'s sentences and the SARIF rules' titles and help. Only the engine
# words them (the CLI's --lang), never the page. ----
# robots fetch's note on stderr. $response: the HTTP status code and its reason phrase as the protocol writes them ("200 OK"), or a cli-fetch-response-… message; $hops: a cli-fetch-hops-… message; $outcome: a cli-fetch-outcome-… message.
cli-fetch-note = { $url } → { $response }{ $hops }{ $outcome }
cli-fetch-response-network = network error ({ $error })
cli-fetch-response-none = no response
# No redirect: nothing is written.
cli-fetch-hops-none = {""}
cli-fetch-hops-after = {" "}after { $count ->
    [one] { $count } redirect
   *[other] { $count } redirects
}
cli-fetch-hops-too-many = , a redirect past the { $max } Google follows
cli-fetch-hops-loop = , a redirect loop after { $count ->
    [one] { $count } redirect
   *[other] { $count } redirects
}
cli-fetch-hops-no-location = {" "}without a usable Location header
cli-fetch-outcome-rules = {" "}({ $size }): rules apply
cli-fetch-outcome-rules-cut = {" "}({ $size }, cut at Google's 500 KiB limit): rules apply
cli-fetch-outcome-allow-404 = : everything allowed (treated as 404)
cli-fetch-outcome-allow = : everything allowed (no valid robots.txt)
cli-fetch-outcome-disallow = : everything disallowed (Google retries later)
cli-source-truncated = note: '{ $name }' has { $total } bytes; Google reads only the first { $limit } (content from line { $line } on is ignored)
# $sentence: a status-… message.
cli-replaced = The fetch result replaces the rules: { $sentence }
cli-lint-nothing = nothing to lint: the fetch result replaces the rules, Google uses no file
# robots lint --readers: how another parser reads a line. $library: the parser's name and version; $sentence: a reader-… message; $reading and $google: the verdicts ALLOWED, DISALLOWED or UNANSWERED, as the CLI writes them everywhere (not translated).
cli-lint-reader = { $library } { $sentence }; e.g. { $agent } { $url }: { $reading } where Google says { $google }
cli-sarif-reader-title = { $library } reads this line differently from Google
cli-sarif-reader-help = { $library } { $sentence }.
cli-sarif-lighthouse-title = Lighthouse { $version }'s robots.txt audit rejects this line
cli-sarif-lighthouse-help = Lighthouse's SEO audit "robots.txt is not valid" fails on any line it rejects, which lowers the page's SEO score, though Google may read the line as written.
cli-sarif-unreadable-title = An expectation line that cannot be read or checked
cli-sarif-unreadable-help = Each line of an expectations file reads `allowed|disallowed AGENT URL`, with a checkable agent and URL; while any line cannot be read, nothing is tested.
cli-sarif-failed-title = An expectation that the robots.txt breaks
cli-sarif-failed-help = The robots.txt gives this agent a different verdict for this URL than the expectations file says. The related location is the line of the robots.txt that decided; change the rules, or the expectation if the new verdict is meant.
cli-test-decided = the line that decided: { $rule }
cli-test-rule-line = { $file } line { $line }: { $rule }
cli-test-no-rule = { $file }: no rule decides (line 0)
# The SARIF rules of `robots lint --format sarif`, by diagnostic code: a title and a help text each.
cli-sarif-accepted-typo-title = A misspelt key that Google accepts
cli-sarif-accepted-typo-help = Google reads some misspellings (useragent, dissallow, …) as the directive they resemble; other parsers ignore the line. Spell the key as the standard does.
cli-sarif-key-by-prefix-title = A key read by its prefix
cli-sarif-key-by-prefix-help = Google matches keys by prefix, so a longer key (Disallowed:) is read as the directive it starts with. Write the directive's exact name.
cli-sarif-missing-colon-title = Whitespace instead of ':' after the key
cli-sarif-missing-colon-help = Google accepts whitespace in place of the ':'; other parsers may ignore the line. Write `key: value`.
cli-sarif-line-too-long-title = A line longer than Google reads
cli-sarif-line-too-long-help = Google reads only the first 16,663 bytes of a line; the rest is dropped. Shorten the line or split the pattern.
cli-sarif-nul-byte-title = A NUL byte inside a line
cli-sarif-nul-byte-help = A NUL byte ends the line for Google and the rest of it is ignored. Remove the byte.
cli-sarif-rule-outside-group-title = A rule before any user-agent line
cli-sarif-rule-outside-group-help = Allow and disallow lines apply to the user-agent lines above them; one before any user-agent line belongs to no group and is ignored. Add a user-agent line above it.
cli-sarif-unsupported-key-title = A key Google does not support
cli-sarif-unsupported-key-help = Google knows this key but ignores it (crawl-delay, noindex, …). Remove the line or use what Google supports instead.
cli-sarif-unknown-key-title = An unknown key
cli-sarif-unknown-key-help = Google ignores lines whose key it does not know; a misspelt user-agent, allow or disallow is silently lost. Check the spelling.
cli-sarif-no-leading-slash-title = A pattern that never matches
cli-sarif-no-leading-slash-help = A path pattern must start with '/' or '*'; one that does not never matches any URL. Start it with '/'.
cli-sarif-empty-rule-title = An empty allow or disallow
cli-sarif-empty-rule-help = An empty rule never decides (an empty disallow allows everything), but it ends the user-agent lines above it, so a user-agent line after it starts a new group.
cli-sarif-user-agent-cut-title = A user-agent read only in part
cli-sarif-user-agent-cut-help = Google reads a user-agent value up to its first character outside A–Z, a–z, '-' and '_': the group is for that product token only. Write the crawler's product token.
cli-sarif-user-agent-no-token-title = A user-agent that names no crawler
cli-sarif-user-agent-no-token-help = A user-agent value must start with a letter, '-' or '_'; otherwise its group applies to no crawler. Write the crawler's product token or '*'.
cli-sarif-sitemap-not-absolute-title = A sitemap that is not an absolute URL
cli-sarif-sitemap-not-absolute-help = Sitemap lines take an absolute URL (https://…); a relative one is not fetched.
cli-sarif-not-a-directive-title = A line that is not `key: value`
cli-sarif-not-a-directive-help = Google ignores lines that are not `key: value` records (prose, HTML). Remove it or make it a comment with '#'.
cli-sarif-non-utf8-title = Bytes that are not UTF-8
cli-sarif-non-utf8-help = The line holds bytes that are not valid UTF-8; in patterns they are percent-encoded byte by byte. Save the file as UTF-8.
cli-sarif-bom-skipped-title = A byte-order mark at the start
cli-sarif-bom-skipped-help = A byte-order mark at the start of the file is skipped by Google; some other parsers do not skip it.
cli-sarif-stray-bom-title = A byte-order mark inside the file
cli-sarif-stray-bom-help = A byte-order mark that is not at the start becomes part of the key, so the line is not recognised. Remove it.
cli-sarif-past-size-limit-title = Content past Google's 500 KiB
cli-sarif-past-size-limit-help = Google reads only the first 500 KiB of a robots.txt; the rules after that are ignored. Shorten the file.
cli-sarif-preference-line-title = An AI-use preference line
cli-sarif-preference-line-help = Content-Usage (IETF AI preferences) and Content-Signal lines are not rules: Google's crawlers ignore them and only the crawlers that read them honour them. Block a crawler with Disallow when it must not fetch.
cli-sarif-usage-outside-group-title = A Content-Usage line before any user-agent line
cli-sarif-usage-outside-group-help = A Content-Usage line applies to the group it is in (the AI preferences drafts define it per group); one before any user-agent line belongs to no group. Move it into a group (User-agent: * for every crawler).
cli-sarif-signal-outside-group-title = A Content-Signal line above every group
cli-sarif-signal-outside-group-help = Google's parser puts a Content-Signal line before any user-agent line in no group; read as Cloudflare's managed files place the line, it goes with the group that follows it. The note names that group.

# Lint managed_block (drift issue).
cli-sarif-managed-block-title = Lines an edge network adds to the served file
cli-sarif-managed-block-help = An edge network such as Cloudflare can prepend a managed block to the robots.txt it serves, from `# BEGIN Cloudflare Managed content` to `# END Cloudflare Managed Content`. Google merges its groups with yours. Copy it into your repository only if you mean to keep its rules; `robots drift` compares the file you hold with the one served.
cli-sarif-token-retired-title = A user-agent token its owner retired
cli-sarif-token-retired-help = The owner's documentation no longer names this token, and none of its crawlers reads the group. Name the token that replaced it.
cli-sarif-license-not-absolute-title = A License line that is not an absolute URL
cli-sarif-license-not-absolute-help = A License line (Really Simple Licensing 1.0) points to the site's license document with an absolute http(s) URL, which may be on another host. Write the whole URL.
cli-sarif-path-not-encoded-title = A rule path with spaces or non-ASCII characters
cli-sarif-path-not-encoded-help = Google recommends percent-encoding rule paths; crawlers request spaces and non-ASCII characters percent-encoded. Write the encoded path the message gives.
cli-sarif-usage-splits-group-title = A preference line between user-agent lines
cli-sarif-usage-splits-group-help = Between user-agent lines, a preference line ends the group's agents for some readers and not for others. Put it after the group's user-agent lines.
cli-sarif-usage-no-effect-title = A preference for a path the group may not crawl
cli-sarif-usage-no-effect-help = Preferences apply only to what a crawler may fetch; under a disallowed path a Content-Usage line says nothing. Remove it or allow the path.
cli-sarif-usage-unparsed-title = A Content-Usage value that does not parse
cli-sarif-usage-unparsed-help = The value is not a list of vocabulary labels (train-ai, search) set to y or n; readers ignore what they cannot parse. Write e.g. `train-ai=n`.
cli-sarif-group-replaces-star-title = A crawler's own group replaces the * group
cli-sarif-group-replaces-star-help = A crawler that finds a group naming it obeys only that group; the rules of User-agent: * no longer apply to it. Repeat the * rules it must keep in its own group.
# signal_not_inherited (SARIF rule).
cli-sarif-signal-not-inherited-title = A crawler's own group that loses the * group's AI lines
cli-sarif-signal-not-inherited-help = A crawler reads only the groups that name it, never the * group as well: Content-Signal and Content-Usage lines written under User-agent: * do not reach a crawler that has a group of its own. Copy them into that group (robots lint --fix-preview shows the edit).

# The command line's usage errors and file errors (robots-cli): said in
# --lang. `cli-io-error` words what went wrong with a file: the system's own
# text ($error) in English, the common kinds translated in the others.
cli-usage-see-help = (see `robots --help` or `robots SUBCOMMAND --help`)
cli-json-with-sarif = --json and --format sarif cannot be used together
cli-standard-input = standard input
cli-stdin-once = standard input (`-`) can be read only once
cli-cannot-read = cannot read '{ $name }': { $error }
cli-cannot-write = cannot write '{ $name }': { $error }
cli-cannot-write-output = cannot write the output: { $error }
cli-cannot-create = cannot create '{ $name }': { $error }
cli-io-error = { $kind ->
   *[other] { $error }
}
cli-url-unparsed = '{ $url }' is not a URL: { $error }
cli-url-not-http = '{ $url }' is not an http:// or https:// URL
cli-url-not-robots-txt = warning: { $url } is not /robots.txt at the root of its host: crawlers only ever read that one (fetched as given)
cli-agent-unchecked = agent '{ $input }': { $reason }
cli-url-unchecked = URL '{ $url }': { $reason }
cli-unknown-purpose = unknown purpose '{ $purpose }'
cli-audit-not-an-instant = --robots '{ $spec }': '{ $time }' is not an instant (write it as 2026-11-01T00:00:00Z)
cli-audit-versions-undated = --robots: give each version but the first the instant it took effect (FILE@2026-11-01T00:00:00Z)
cli-ranges-no-dir = no cache directory is known here: give one with --dir
cli-ranges-http-status = HTTP status { $code }
cli-list-too-large = larger than { $limit } bytes
