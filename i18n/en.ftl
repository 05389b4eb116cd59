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
