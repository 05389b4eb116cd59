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

# Filter menu options; $count is how many URLs each keeps.
filter-all = All URLs ({ $count })
filter-blocked = Blocked by any crawler ({ $count })
filter-allowed = Allowed by all crawlers ({ $count })
filter-disagree = Crawlers disagree ({ $count })
filter-untestable = Cannot be tested ({ $count })
sort-input = List order
sort-url = URL, A to Z
sort-verdict = Blocked first
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
