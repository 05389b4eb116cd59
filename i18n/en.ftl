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

## Results explained: trace, diagnostics, crawlers, URLs, site

# The "Why" panel: how the selected result was decided.
trace-heading = Why
trace-empty = Add a URL and a crawler, then select a result to see how it was decided.
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
# $length: the line's length in bytes; $max: the most Google reads (16663).
diag-line-too-long = line is { $length } bytes; Google reads only the first { $max } bytes of a line and drops the rest
diag-nul-byte = a NUL byte ends the line for Google; the rest of the line is ignored
diag-rule-outside-group = rule before any user-agent line: it belongs to no group and is ignored
# $key: a key Google knows but does not support (crawl-delay, noindex, host…), as written.
diag-unsupported-yandex = '{ $key }' is not supported by Google: a Yandex directive; Google ignores it
diag-unsupported-not-read = '{ $key }' is not supported by Google: not read by Google's robots.txt parser
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
agent-presets-summary = Presets: Google, Bing, AI crawlers
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
