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
grid-total = ✓ { $allowed } allowed · ✕ { $blocked } blocked
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
# Label of the menu that filters the rows.
filter-label = Show
# Filter menu options; $count is how many URLs each keeps.
filter-all = All URLs ({ $count })
filter-blocked = Blocked by any crawler ({ $count })
filter-allowed = Allowed by all crawlers ({ $count })
filter-disagree = Crawlers disagree ({ $count })
filter-untestable = Cannot be tested ({ $count })
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
compare-reason-longer = `{ $rule }` ({ $length }) is longer than `{ $other }` ({ $other_length }): the longest match wins
compare-reason-only = `{ $rule }` ({ $length }) is the only rule that matches
# $kind is Allow or Disallow (as written in robots.txt); $count is at least 2.
compare-reason-longest = `{ $rule }` ({ $length }) is the longest of { $count } matching { $kind } rules
# $length is a number of bytes.
compare-reason-tie = Equal length ({ $length }): `{ $rule }` and `{ $other }` tie, and Google uses the least restrictive rule, so Allow wins
# $pattern is the rule rewritten to end in /$.
compare-reason-index-html = `{ $rule }` also allows its directory: Google treats index.html as the directory, so it matches as `{ $pattern }` ({ $length })
compare-reason-index-html-longer = `{ $rule }` also allows its directory: Google treats index.html as the directory, so it matches as `{ $pattern }` ({ $length }), which is longer than `{ $other }` ({ $other_length })
compare-reason-empty-rule = Only the empty rule `{ $rule }` matches; an empty rule never blocks anything, so the URL is allowed
# $agent is a crawler's product token, such as Googlebot.
compare-reason-empty-group = The group for { $agent } has no rules, so everything is allowed (the * group is not used once a group names the crawler)
# $path is the URL path tested, such as /products/.
compare-reason-no-match = No rule in the group for { $agent } matches { $path }, so it is allowed (the * group is not consulted)
compare-reason-no-match-global = No rule in the * group matches { $path }, so it is allowed
compare-reason-ignores-global = No group names { $agent }, and { $agent } ignores the * group, so everything is allowed
compare-reason-no-group = No group applies to { $agent } and there is no * group, so everything is allowed
compare-reason-allowed = Allowed
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
expect-agent-empty = enter a crawler token or a user-agent string
expect-agent-no-token = no product token found: a token is made of letters, '-' and '_' (e.g. Googlebot)
expect-url-empty = enter a URL or a path starting with /
# $scheme is what the URL starts with, such as mailto.
expect-url-scheme = robots.txt applies to http, https and ftp URLs, not '{ $scheme }:'
expect-url-port = '{ $port }' is not a valid port
expect-url-no-host = the URL has no host
expect-url-host = '{ $host }' is not a valid host (a space, |, ^, %, < > or a control character is not allowed in one)
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
