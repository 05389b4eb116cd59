# The robots.txt tester's messages in Dutch (nl): a translation of en.ftl,
# which is the source. Same keys and { $variables } as en.ftl; terms follow
# nl.glossary.md.

## Document and header

page-title = robots.txt-tester
page-description = URL's testen aan de hand van een robots.txt-bestand, in uw browser.
lang-menu-label = Taal
tagline = Controleert URL's zoals de crawlers van Google robots.txt lezen. Werkt in uw browser: er wordt niets geüpload.
footer = De matching volgt de opensource robots.txt-parser van Google (RFC 9309 plus de soepelere verwerking van Google); alleen de eerste 500 KiB van een bestand telt mee. Crawlervoorinstellingen gecontroleerd op { $checked }.

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
verdict-allowed = Toegestaan
verdict-blocked = Niet toegestaan
grid-results-heading = Resultaten
# Above the grid: how many URLs (rows) and crawlers (columns) it has.
grid-size = { $urls ->
    [one] { $urls } URL
   *[other] { $urls } URL's
   } × { $crawlers ->
    [one] { $crawlers } crawler
   *[other] { $crawlers } crawlers
}
# $size is the grid-size text; $shown how many rows the filter and search keep.
grid-size-shown = { $size } · { $shown } weergegeven
grid-hint = Selecteer een cel (klik, of gebruik de pijltoetsen en druk op Enter) om te zien waarom.
grid-empty = Voeg minstens één URL en één crawler toe om resultaten te zien.
grid-no-match = Geen enkele URL voldoet aan dit filter en deze zoekopdracht.
# $status is the chosen fetch result, e.g. "503 Service Unavailable"; $verdict is allowed or blocked.
grid-status-banner = Gesimuleerd ophaalresultaat: { $status }. De regels van het bestand zijn niet van kracht: elke URL is { $verdict ->
    [allowed] toegestaan
   *[blocked] niet toegestaan
   }.
# Column header of the URLs.
grid-url-header = URL
# Row header of the row of totals per crawler.
grid-totals = Totalen
grid-search-label = Zoeken
grid-search-placeholder = Deel van een URL
# Under a crawler's name in the column header: the product token was set by hand.
grid-token-set = token door u ingesteld
# Under a crawler's name in the column header: the token was read from a full user-agent string.
grid-token-from-ua = uit een user-agent-string
# Under a URL: the path that is tested, shown as code where $path is.
grid-tested-as = getest als { $path }
# In a cell that was pinned as an expectation which passes.
grid-expect-pass = (verwacht: { $verdict ->
    [allowed] toegestaan
   *[blocked] niet toegestaan
   }; geslaagd)
# In a cell that was pinned as an expectation which fails.
grid-expect-fail = verwacht: { $verdict ->
    [allowed] toegestaan
   *[blocked] niet toegestaan
}
# In a cell: what decides when the simulated fetch result is a network error.
grid-cell-network-error = netwerkfout
# In a cell: what decides when the simulated fetch result is too many redirects.
grid-cell-redirects = > 5 omleidingen
# In a cell: the simulated HTTP status code ($code, e.g. 503) decides.
grid-cell-status = status { $code }
# In a cell: the robots.txt line that decides.
grid-cell-line = regel { $line }
# In a cell: no rule matches.
grid-cell-no-rule = geen regel
# Compare mode, in a cell: the verdict against the file before the edit, and its deciding line.
grid-cell-was-line = (was { $verdict ->
    [allowed] toegestaan
   *[blocked] niet toegestaan
   } · regel { $line })
# Compare mode, in a cell: the verdict against the file before the edit (no rule decided).
grid-cell-was = (was { $verdict ->
    [allowed] toegestaan
   *[blocked] niet toegestaan
   })
# A cell whose URL cannot be tested.
grid-cell-not-tested = Niet getest
# A crawler's totals over the whole list.
grid-total = ✓ { $allowed } toegestaan · ✕ { $blocked } niet toegestaan
grid-total-checking = Controleren…
# Read by screen readers when a cell is selected: verdict, URL, crawler, and the simulated fetch result that decides.
grid-announce-status = { $verdict ->
    [allowed] Toegestaan
   *[blocked] Niet toegestaan
   }: { $url } voor { $agent } (ophaalresultaat { $status })
# Read by screen readers when a cell is selected: verdict, URL, crawler, and the deciding line.
grid-announce-line = { $verdict ->
    [allowed] Toegestaan
   *[blocked] Niet toegestaan
   }: { $url } voor { $agent } (regel { $line })
# Read by screen readers when a cell is selected and no rule decides.
grid-announce-no-rule = { $verdict ->
    [allowed] Toegestaan
   *[blocked] Niet toegestaan
   }: { $url } voor { $agent } (geen regel)
# Read by screen readers when the selected cell's URL cannot be tested.
grid-announce-untestable = { $url } kan niet worden getest
# While the whole list is checked in the background.
check-progress = Bezig met controleren: { $done } van { $total ->
    [one] { $total } URL
   *[other] { $total } URL's
   }…
# Above the results when the page's checking worker cannot read its requests
# (the worker is from another version of the page, e.g. after an update).
worker-refused = De achtergrondcontrole van deze pagina hoort bij een andere versie van de tester, dus deze pagina controleert zelf, wat bij lange lijsten trager kan zijn. Laad de pagina opnieuw om de nieuwste versie te gebruiken.
# Label of the menu that filters the rows.
filter-label = Weergeven
# Filter menu options; $filter is the option's value, $count how many URLs it keeps.
filter-option = { $filter ->
   *[all] Alle URL's ({ $count })
    [blocked] Niet toegestaan voor minstens één crawler ({ $count })
    [allowed] Toegestaan voor alle crawlers ({ $count })
    [disagree] Verschillend per crawler ({ $count })
    [untestable] Kan niet worden getest ({ $count })
    [readers] Andere parsers lezen het anders ({ $count })
}
# Compare mode: a checkbox that shows only the rows the edit changes; $count is how many.
filter-changed-only = Alleen gewijzigde ({ $count })
# Label of the menu that orders the rows.
sort-label = Sorteren
sort-input = Volgorde van de lijst
sort-url = URL, van A tot Z
sort-verdict = Niet toegestaan eerst
export-csv = CSV exporteren
export-json = JSON exporteren
export-hint = Exports bevatten de weergegeven rijen (filter, zoekopdracht en volgorde worden toegepast), één record per URL en crawler. Ze worden op deze pagina gemaakt; er wordt niets geüpload.
# $error is the browser's own (English) error text.
export-refused = de browser heeft geweigerd het bestand op te slaan ({ $error })
# After opening a URL list file ($name is its file name): a plain list.
import-plain = { $count ->
    [one] { $count } URL
   *[other] { $count } URL's
   } uit { $name }.
import-sitemap = { $count ->
    [one] { $count } URL
   *[other] { $count } URL's
   } uit de <loc>-items van de sitemap { $name }.
# $kind is CSV or TSV.
import-table-first = { $count ->
    [one] { $count } URL
   *[other] { $count } URL's
   } uit de eerste kolom van het { $kind }-bestand { $name }.
# $column is the header of the column read, as written in the file.
import-table-column = { $count ->
    [one] { $count } URL
   *[other] { $count } URL's
   } uit de kolom '{ $column }' van het { $kind }-bestand { $name }.

# (end of results grid and bulk lists)

## Compare and expectations

# Compare mode: the button that turns it on and off.
compare-start = Vergelijken met een andere versie…
compare-leave = Vergelijkingsmodus verlaten
# The label of the second editor: the file as it was before the edit.
compare-before-label = Vóór (bijv. de live robots.txt)
# How many lines the "before" file has.
compare-before-lines = { $count ->
    [one] { $count } regel
   *[other] { $count } regels
}
compare-before-hint = Elke URL wordt getoetst aan dit bestand en aan het bestand hierboven; de resultaten laten zien wat de bewerking verandert.
# How a check's result changed between the two files (grid cells, the trace).
compare-newly-blocked = nu niet toegestaan
compare-newly-allowed = nu toegestaan
compare-line-changed = zelfde oordeel, andere regel
compare-unchanged = ongewijzigd
diff-tally = { $blocked } nu niet toegestaan, { $allowed } nu toegestaan, { $changed } zelfde oordeel met een andere regel, { $unchanged } ongewijzigd
# A crawler's totals under its column header: ▲ and ▼ are icons.
compare-flips = ▲ { $blocked } nu niet toegestaan · ▼ { $allowed } nu toegestaan
# The trace in compare mode: the two decisions side by side.
compare-trace-title = Vóór en na de bewerking
compare-before = Vóór
compare-after = Na
compare-same = Zelfde oordeel, bepaald door dezelfde regel.
# $edit is a stretch of the line diff, e.g. "lines 3–6 added after the edit".
compare-caused-by = Veroorzaakt door de bewerking: { $edit }.
compare-no-cause = Geen enkele gewijzigde regel bepaalt dit: de bewerking heeft veranderd welke groep van toepassing is.
compare-untestable = Kan niet worden getest.
# $explanation says which group of rules applies to the crawler and why.
compare-group = Groep: { $explanation }
# $rule is shown as code: the rule that decides, or the fetch result.
compare-rule = Instructie: { $rule }
# $status is a simulated fetch result, e.g. "404 Not Found".
compare-rule-status = Ophaalresultaat: { $status }
compare-rule-line = Regel { $line }: { $rule }
compare-rule-none = Geen instructie beslist
# Why a rule decides, in one sentence. Rules in backquotes stay as written
# (`Disallow: /x`); $length is a size such as "8 bytes".
# The line diff of the two files.
diff-title = Wat er is gewijzigd
diff-none = De twee bestanden zijn gelijk.
# A stretch of the diff: $count lines, from line $first to line $last.
diff-same = { $count ->
        [1] regel { $first } is ongewijzigd
       *[other] regels { $first }–{ $last } zijn ongewijzigd
    }
diff-added = { $count ->
        [1] regel { $first }
       *[other] regels { $first }–{ $last }
    } toegevoegd door de bewerking
diff-removed = { $count ->
        [1] regel { $first }
       *[other] regels { $first }–{ $last }
    } van het oude bestand verwijderd
# Lines $before_first to $before_last of the before file became lines
# $after_first to $after_last of the edited one.
diff-changed = { $before_count ->
        [1] regel { $before_first }
       *[other] regels { $before_first }–{ $before_last }
    } van het oude bestand gewijzigd in { $after_count ->
        [1] regel { $after_first }
       *[other] regels { $after_first }–{ $after_last }
    }
# How many results of the grid a stretch of the diff changes.
diff-flips = { $count ->
    [one] wijzigt { $count } getest oordeel
   *[other] wijzigt { $count } geteste oordelen
}
diff-checking = controleren…
# Read out by screen readers for the − and + marks of the diff's lines.
diff-removed-mark = verwijderd
diff-added-mark = toegevoegd
diff-unexplained = { $count ->
    [one] { $count } oordeel gewijzigd zonder dat één gewijzigde regel de oorzaak is (het bereik van een groep is veranderd).
   *[other] { $count } oordelen gewijzigd zonder dat één gewijzigde regel de oorzaak is (het bereik van een groep is veranderd).
}
# Expectations: results pinned as facts that must stay true.
expect-heading = Verwachtingen
expect-none-yet = Nog geen
# The summary in the page header and the panel.
expect-all-pass = { $count ->
    [one] { $count } verwachting geslaagd
   *[other] Alle { $count } verwachtingen geslaagd
}
expect-failing = { $count ->
    [one] { $count } verwachting mislukt
   *[other] { $count } verwachtingen mislukt
}
# $command is the command line tool's name, shown as code (robots test).
expect-hint = Feiten die waar moeten blijven, bij elke wijziging gecontroleerd zoals een testsuite. Selecteer een resultaat en kies daarna 'Moet toegestaan zijn' of 'Moet niet toegestaan zijn' onder Waarom. Crawlers en URL's hoeven niet in de lijsten hierboven te staan. Het geëxporteerde bestand is wat { $command } inleest.
expect-pin-label = Dit resultaat vastleggen als verwachting
expect-must-allow = Moet toegestaan zijn
expect-must-block = Moet niet toegestaan zijn
expect-caption = Verwachtingen en of ze slagen
expect-col-result = Resultaat
expect-col-crawler = Crawler
expect-col-url = URL
expect-col-expected = Verwacht
expect-col-actual = Werkelijk
expect-col-decided-by = Bepaald door
expect-remove = Verwijderen
# $agent is a crawler and $url a URL, as typed.
expect-remove-label = De verwachting voor { $agent } op { $url } verwijderen
expect-pass = Geslaagd
expect-fail = Mislukt
expect-not-testable = Niet testbaar
# The product token used for the crawler, shown as code.
expect-token = token { $token }
# A link to a line of the robots.txt file.
expect-line = regel { $line }
expect-decided-none = geen regel komt overeen
# $status is a simulated fetch result, e.g. "404 Not Found".
expect-decided-status = ophaalresultaat: { $status }
# $reason says what is wrong with the crawler or the URL.
expect-untestable-agent = crawler kan niet worden getest: { $reason }
expect-untestable-url = URL kan niet worden getest: { $reason }
# $file is the file name, robots-expectations.txt.
expect-export = { $file } exporteren
expect-import-summary = Een verwachtingenbestand importeren
# allowed and disallowed are words of the file format: keep them in English.
expect-import-label = Plak het hier. Eén per regel: allowed of disallowed, de crawler (tussen aanhalingstekens als er spaties in staan), de URL of het pad.
expect-import-hint = Importeren vervangt de verwachtingen hierboven. Elke regel moet leesbaar zijn: zolang er één regel een fout bevat, wordt er niets geïmporteerd.
expect-import = Importeren
expect-imported = { $count ->
    [one] { $count } verwachting geïmporteerd.
   *[other] { $count } verwachtingen geïmporteerd.
}
expect-import-failed = Er is niets geïmporteerd: corrigeer eerst deze regels.
expect-imported-cut = Alleen de eerste { $max } worden bewaard: { $count } meer zijn weggelaten.
expect-import-more-errors = { $count ->
    [one] … en nog { $count } regel die niet te lezen is
   *[other] … en nog { $count } regels die niet te lezen zijn
}
# The lines of an imported file that cannot be read. 'allowed', 'disallowed',
# AGENT and URL are words of the file format: keep them in English.
expect-problem-verdict = regel { $line }: onbekend oordeel '{ $word }': een regel begint met 'allowed' of 'disallowed'
expect-problem-no-agent = regel { $line }: agent ontbreekt: een regel luidt 'allowed|disallowed AGENT URL'
expect-problem-no-url = regel { $line }: URL of pad ontbreekt na de agent
expect-problem-empty-agent = regel { $line }: lege agent
expect-problem-empty-url = regel { $line }: lege URL
expect-problem-quote = regel { $line }: aanhalingsteken niet afgesloten: een veld tussen aanhalingstekens moet eindigen op "
expect-problem-after-quote = regel { $line }: tekst direct na een afsluitend aanhalingsteken: scheid velden met spaties of tabs
# $first is the first field too many.
expect-problem-extra = regel { $line }: { $count ->
        [one] { $count } extra veld
       *[other] { $count } extra velden
    } vanaf '{ $first }': zet een agent met spaties tussen aanhalingstekens ("..."), en zet een spatie vóór een #-opmerking
# $reason says what is wrong with the crawler or the URL.
expect-import-bad-agent = regel { $line }: crawler '{ $agent }': { $reason }
expect-import-bad-url = regel { $line }: URL '{ $url }': { $reason }

# (end of compare and expectations)

## Results explained: trace, diagnostics, crawlers, URLs, site

# The "Why" panel: how the selected result was decided.
trace-heading = Waarom
trace-empty = Voeg een URL en een crawler toe en selecteer een resultaat om te zien hoe het is bepaald.
# ---- The workspace's answer box: its button to the rest of the answer, shown
# while some of it is below the box's fold.
trace-more = Meer van het antwoord hieronder ↓
# $input: the URL as typed; $line: its line in the URLs box; $error: why it cannot be tested (a url-error-… message).
trace-untestable = '{ $input }' (regel { $line } van de URL's) kan niet worden getest: { $error }
# After the verdict word (Allowed/Blocked): $url is the URL tested, $token the crawler's product token (shown as code).
trace-verdict-for = { $url } voor { $token }
trace-token-heading = Crawlertoken
# After the token: $input is what was typed for the crawler, $derived the token found in it.
trace-token-set = door u ingesteld voor '{ $input }' (afgeleid: { $derived })
trace-token-as-typed = zoals ingevoerd
# $how: how the token was found in what was typed (an agent-how-… message).
trace-token-from = uit '{ $input }': { $how }
# $label: the simulated fetch result (a status-label-… message). “200 OK” and “robots.txt fetch result” are the labels of the choice and of the select.
trace-status-note = Gesimuleerd ophaalresultaat: { $label }. De regels van het bestand zijn niet van kracht, dus geen enkele regel ervan beslist; kies '200 OK' bij 'Ophaalresultaat van robots.txt' om ze te testen.
trace-group-heading = Groep
trace-path-heading = Getest pad
# After the path tested: $input is the URL as typed.
trace-path-from = (uit '{ $input }')
trace-rules-heading = Overeenkomende regels
trace-decision-heading = Beslissing
# $rule: the deciding rule as written (Disallow: /x), shown as code; $bytes: its length in bytes.
trace-decisive = { $bytes ->
    [one] Regel { $line }: { $rule } ({ $bytes } byte)
   *[other] Regel { $line }: { $rule } ({ $bytes } bytes)
}
# The same, for an Allow rule ending in index.html that also allows its directory.
trace-decisive-index-html = { $bytes ->
    [one] Regel { $line }: { $rule } ({ $bytes } byte), gelezen als de bijbehorende map
   *[other] Regel { $line }: { $rule } ({ $bytes } bytes), gelezen als de bijbehorende map
}
trace-no-rules-apply = Er zijn geen regels van toepassing op deze crawler, dus de URL is toegestaan.
trace-no-rule-matches = Geen enkele regel komt overeen met dit pad, dus de URL is toegestaan.
trace-no-candidates = Geen: geen enkele regel van de gekozen groepen komt overeen met dit pad.
# $pattern: the normalised pattern that matched, shown as code.
trace-matched-as = gematcht als { $pattern }
trace-candidates-caption = Overeenkomende regels, langste eerst
trace-col-line = Regel
trace-col-rule = Instructie
trace-col-bytes = Bytes
trace-col-outcome = Uitkomst
# What happened to each matching rule (the Outcome column).
trace-role-decides = beslist
trace-role-tie = even lang; Allow wint
trace-role-empty = leeg: beslist nooit
trace-role-shorter = korter: verliest
trace-role-later = even lang, later in het bestand
# User-agent lines of the groups: $count lines; $last is the last line number, $list the others, already separated by commas.
trace-lines = { $count ->
    [0] geen regel
    [1] regel { $last }
   *[other] regels { $list } en { $last }
}
# The same past 50 lines: $list holds the first 50, already separated by commas; $more counts the others.
trace-lines-folded = regels { $list } en nog { $more }
# Under the group explanation when it lists only the first $shown of the $lines user-agent lines of $count groups; $token: the token they name (or *).
trace-groups-folded = { $count ->
    [one] { $count } groep voor { $token }; de eerste { $shown } van de { $lines } user-agent-regels worden weergegeven.
   *[other] { $count } groepen voor { $token } samengevoegd; de eerste { $shown } van hun { $lines } user-agent-regels worden weergegeven.
}
# Under the matching rules when the table lists only the first $shown of $count.
trace-candidates-folded = { $count } instructies komen overeen; de eerste { $shown } worden weergegeven, langste eerst.

# Which groups apply, by the reason they were chosen. $token: the crawler's product token; $lines: a trace-lines text ("line 3", "lines 3 and 7").
# $fallback: the token whose group is followed; $source: where the crawler's owner documents it (a group-source-… message).
group-family-fallback = Geen enkele groep noemt { $token }, dus volgt de crawler de groep voor { $fallback } ({ $lines }), zoals de eigenaar documenteert ({ $source }). De *-groep wordt niet gebruikt.
group-specific-without-rules = De groep op { $lines } noemt { $token } maar heeft geen regels, dus wordt er niets geblokkeerd voor deze crawler; de *-groep wordt niet gebruikt zodra een groep de crawler noemt.
group-specific-merged = { $count ->
    [one] { $count } groep noemt { $token } ({ $lines }); Google voegt de regels samen tot één set. De *-groep wordt niet gebruikt.
   *[other] { $count } groepen noemen { $token } ({ $lines }); Google voegt hun regels samen tot één set. De *-groep wordt niet gebruikt.
}
group-specific = De groep op { $lines } noemt { $token }, dus alleen de regels van die groep zijn van toepassing; de *-groep wordt niet gebruikt.
group-global-merged = Geen enkele groep noemt { $token }, dus de { $count } *-groepen ({ $lines }) zijn van toepassing, samengevoegd tot één set.
group-global-fallback = Geen enkele groep noemt { $token }, dus de *-groep ({ $lines }) is van toepassing.
group-ignores-global = Geen enkele groep noemt { $token }, en { $token } negeert de *-groep ({ $source }): er zijn geen regels van toepassing.
group-none = Geen enkele groep noemt { $token } en er is geen *-groep: er zijn geen regels van toepassing.
# Documentation titles, cited in the group explanations.
group-source-common = Google Search Central: veelgebruikte crawlers van Google
group-source-applebot = Apple: Over Applebot (volgt de regels van Googlebot als geen enkele groep Applebot noemt)
group-source-special-case = Google Search Central: crawlers voor speciale gevallen negeren de algemene user-agent (*)

# Why the verdict is what it is, in one sentence. Backquotes mark code. $rule and $other: rules as written (Disallow: /x); $bytes and $other_bytes: their lengths (a size-bytes text, "8 bytes").
reason-longest-match = `{ $rule }` ({ $bytes }) is langer dan `{ $other }` ({ $other_bytes }): de langste overeenkomende regel krijgt voorrang
reason-only-rule = `{ $rule }` ({ $bytes }) is de enige regel die overeenkomt
# $count: the number of matching rules (2 or more); $kind: Allow or Disallow (as written in robots.txt).
reason-longest-of = `{ $rule }` ({ $bytes }) is de langste van { $count } overeenkomende { $kind }-regels
# $length: the length in bytes both rules share.
reason-tie = Even lang ({ $length }): `{ $rule }` en `{ $other }` zijn gelijk, en Google gebruikt de minst beperkende regel, dus Allow krijgt voorrang
# $pattern: the …/$ pattern the index.html rule is read as.
reason-index-html = `{ $rule }` staat ook de bijbehorende map toe: Google behandelt index.html als de map, dus de regel komt overeen als `{ $pattern }` ({ $bytes })
reason-index-html-beats = `{ $rule }` staat ook de bijbehorende map toe: Google behandelt index.html als de map, dus de regel komt overeen als `{ $pattern }` ({ $bytes }), wat langer is dan `{ $other }` ({ $other_bytes })
reason-empty-rule = Alleen de lege regel `{ $rule }` komt overeen; een lege regel blokkeert nooit iets, dus de URL is toegestaan
reason-group-without-rules = De groep voor { $token } heeft geen regels, dus alles is toegestaan (de *-groep wordt niet gebruikt zodra een groep de crawler noemt)
# $path: the path tested.
reason-no-match-specific = Geen enkele regel in de groep voor { $token } komt overeen met { $path }, dus de URL is toegestaan (de *-groep wordt niet geraadpleegd)
reason-no-match-global = Geen enkele regel in de *-groep komt overeen met { $path }, dus de URL is toegestaan
reason-ignores-global = Geen enkele groep noemt { $token }, en { $token } negeert de *-groep, dus alles is toegestaan
reason-no-group = Er is geen groep van toepassing op { $token } en er is geen *-groep, dus alles is toegestaan
reason-allowed = Toegestaan

# The diagnostics panel.
diag-heading = Diagnose
diag-none = Geen problemen
# The summary is the three counts joined by " · ".
diag-errors = { $count ->
    [one] { $count } fout
   *[other] { $count } fouten
}
diag-warnings = { $count ->
    [one] { $count } waarschuwing
   *[other] { $count } waarschuwingen
}
diag-notes = { $count ->
    [one] { $count } opmerking
   *[other] { $count } opmerkingen
}
diag-all-clear = Elke regel wordt gelezen zoals hij is geschreven: geen spelfouten, niet-ondersteunde velden of genegeerde regels.
diag-more = De eerste { $shown } van { $total } worden weergegeven.
diag-line = Regel { $line }
severity-error = Fout
severity-warning = Waarschuwing
severity-info = Informatie
# One message per problem found on a line. $written: the key as written in the file; $meant: the directive it is read as.
diag-accepted-typo = '{ $written }' is een spelfout die Google accepteert als '{ $meant }'; andere parsers doen dat mogelijk niet
diag-key-by-prefix = '{ $written }' wordt gelezen als '{ $meant }' (Google matcht velden op hun begin)
diag-missing-colon = ':' ontbreekt na het veld; Google accepteert in plaats daarvan witruimte, andere parsers mogelijk niet
# $length: the line's length in bytes. 16,663: the most Google reads (written as the language writes numbers).
diag-line-too-long = regel is { $length } bytes lang; Google leest alleen de eerste 16.663 bytes van een regel en laat de rest weg
diag-nul-byte = een NUL-byte beëindigt de regel voor Google; de rest van de regel wordt genegeerd
diag-rule-outside-group = instructie vóór de eerste user-agent-regel: deze hoort bij geen enkele groep en wordt genegeerd
# $key: a key Google knows but does not support (crawl-delay, noindex, host…), as written.
diag-unsupported-yandex = '{ $key }' wordt niet ondersteund door Google: een Yandex-instructie; Google negeert deze
diag-unsupported-crawl-delay = '{ $key }' wordt niet ondersteund door Google: Google negeert deze; Googlebot past zijn crawlsnelheid zelf aan
diag-unsupported-ignored = '{ $key }' wordt niet ondersteund door Google: Google negeert deze
diag-unsupported-meta-tag = '{ $key }' wordt niet ondersteund door Google: genegeerd in robots.txt; gebruik een robots-metatag of een X-Robots-Tag-header
diag-unsupported-noindex = '{ $key }' wordt niet ondersteund door Google: Google ondersteunt dit sinds 2019 niet meer in robots.txt; gebruik een robots-metatag of een X-Robots-Tag-header
diag-unknown-key = onbekend veld '{ $key }': Google negeert deze regel
diag-no-leading-slash = patroon begint niet met '/' of '*', dus het komt nooit overeen met een URL
diag-empty-rule = lege instructie: komt met niets overeen wat beslist (een lege disallow staat alles toe), maar sluit de user-agent-regels erboven af
# $token: the product token the user-agent value is cut to.
diag-user-agent-cut = user-agent wordt gelezen tot het eerste teken buiten A–Z, a–z, '-', '_': deze groep is voor '{ $token }'
diag-user-agent-no-token = user-agent-waarde bevat geen user-agent-token (dat moet beginnen met een letter, '-' of '_'): deze groep is op geen enkele crawler van toepassing
diag-sitemap-not-absolute = sitemap moet een absolute URL zijn (https://…)
diag-not-a-directive = geen regel in de vorm 'veld: waarde': Google negeert deze
diag-non-utf8 = regel bevat bytes die geen geldige UTF-8 zijn; in patronen worden ze byte voor byte procent-gecodeerd
diag-bom-skipped = BOM (bytevolgordemarkering) aan het begin van het bestand wordt overgeslagen
diag-stray-bom = BOM (bytevolgordemarkering) midden in het bestand: deze wordt deel van het veld, dus deze regel wordt niet herkend
# $limit: the bytes Google reads (512000); $total: the file's size in bytes.
diag-past-size-limit = Google leest alleen de eerste { $limit } bytes (500 KiB) van robots.txt; dit bestand heeft { $total } bytes en alles vanaf hier wordt genegeerd
diag-preference-usage = '{ $key }' geeft voorkeuren voor AI-gebruik (IETF-aipref-concepten) voor crawlers die die concepten volgen; de parser van Google, urllib, Protego en robots-parser negeren deze regel
diag-preference-signal = '{ $key }' geeft contentsignalen (het Content Signals Policy van Cloudflare) voor crawlers die dat beleid volgen; de parser van Google, urllib, Protego en robots-parser negeren deze regel
diag-usage-outside-group = '{ $key }' vóór de eerste user-agent-regel: deze hoort bij geen enkele groep, dus geen crawler leest hem
diag-usage-splits-group = '{ $key }' tussen user-agent-regels: Google leest de user-agent-regels eromheen als één groep, maar een lezer die '{ $key }' kent, sluit de groep hier af; zet de regel na de instructies van de groep
diag-usage-no-effect = deze groep mag '{ $path }' niet crawlen, dus de voorkeur geldt daar nergens voor (voorkeuren gelden alleen voor URL's die gecrawld mogen worden)
diag-usage-unparsed-empty = geen voorkeur na het pad: elk label wordt gelezen als onbekend
diag-usage-unparsed = '{ $value }' is geen Structured Field Dictionary (RFC 9651; sleutels zijn in kleine letters), dus elk label wordt gelezen als onbekend
diag-usage-unparsed-label = '{ $label }' krijgt y of n, niet { $value }: de voorkeur wordt gelezen als onbekend
diag-group-replaces-star = deze groep vervangt de *-groep voor { $token }: { $paths } blijft open, terwijl * dat blokkeert
diag-group-replaces-star-more = deze groep vervangt de *-groep voor { $token }: { $paths } en nog { $more } blijven open, terwijl * die blokkeert

# signal_not_inherited: a named group whose crawlers read none of the *
# group's Content-Signal or Content-Usage lines (groups do not inherit).
# $crawlers: the group's crawlers that lose the lines, joined with ", "
# (ending in ", …" when there are more); $lines: the lines they lose, as
# written (Content-Signal: ai-train=no), joined with "; "; $more: how many
# more lines; $count: how many crawlers lose them.
diag-signal-not-inherited = groepen erven niet: { $count ->
    [one] { $crawlers } leest deze groep in plaats van de *-groep, dus mist daarvan { $lines }
   *[other] { $crawlers } lezen deze groep in plaats van de *-groep, dus ze missen daarvan { $lines }
}
diag-signal-not-inherited-more = groepen erven niet: { $count ->
    [one] { $crawlers } leest deze groep in plaats van de *-groep, dus mist daarvan { $lines } en nog { $more } regels
   *[other] { $crawlers } lezen deze groep in plaats van de *-groep, dus ze missen daarvan { $lines } en nog { $more } regels
}
# The button beside that diagnostic: it copies those lines into the group.
diag-fix-signal-not-inherited = Kopieer de AI-regels van de *-groep naar deze groep

# The "robots.txt fetch result" choices (HTTP status codes and their standard names).
status-label-200 = 200 OK: de regels zijn van toepassing
status-label-3xx = 3xx-omleiding, gevolgd tot het bestand
# $max: the most redirects Google follows (5).
status-label-redirects = Meer dan { $max } omleidingen
status-label-401 = 401 Geen toegang
status-label-403 = 403 Verboden
status-label-404 = 404 Niet gevonden
status-label-410 = 410 Verdwenen
status-label-429 = 429 Te veel verzoeken
status-label-500 = 500 Interne serverfout
status-label-503 = 503 Service niet beschikbaar
status-label-network = Netwerkfout (DNS, time-out)
# What Google does after each fetch result, in one sentence (it starts in lower case: it follows a colon on the page, except in the "Why" panel).
status-network = netwerkfouten (DNS, time-out, verbroken verbinding) tellen als serverfouten: de site wordt behandeld als volledig niet toegestaan zolang Google het opnieuw probeert; na 30 dagen gebruikt Google de laatste gecachte versie, of wordt alles toegestaan als die er niet is
status-too-many-redirects = meer dan { $max } omleidingen: Google stopt met volgen en behandelt robots.txt als niet gevonden (404), dus alles is toegestaan
status-2xx = 2xx: het bestand wordt geparseerd en de regels zijn van toepassing
status-3xx = een omleiding die niet binnen { $max } hops bij een bestand uitkomt, wordt behandeld als niet gevonden (404): alles is toegestaan
status-429 = 429 (te veel verzoeken) wordt behandeld als serverfout: de site wordt behandeld als volledig niet toegestaan zolang Google het opnieuw probeert
status-4xx = 4xx (inclusief 401 en 403): er is geen geldig robots.txt-bestand, dus alles is toegestaan
status-5xx = 5xx: de site wordt behandeld als volledig niet toegestaan zolang Google het opnieuw probeert; na 30 dagen gebruikt Google de laatste gecachte versie, of wordt alles toegestaan als die er niet is
status-invalid = een ongeldige HTTP-resultaatcode wordt behandeld als serverfout

# The crawlers panel.
agent-heading = Crawlers
agent-count = { $count ->
    [one] { $count } crawler
   *[other] { $count } crawlers
}
agent-input-label = Een crawler toevoegen: een token of een volledige user-agent-string
agent-input-placeholder = Googlebot of Mozilla/5.0 (compatible; …)
agent-add = Toevoegen
# While typing: $token is the product token that would be added; $how how it was found (an agent-how-… message).
agent-preview = Token: { $token }
agent-preview-how = Token: { $token } ({ $how })
# $agent: the crawler as typed.
agent-added = { $agent } toegevoegd.
agent-already-there = { $agent } staat al in de lijst.
agent-chips-label = Crawlers die worden getest
agent-remove = { $agent } verwijderen
# On a crawler's chip, after its token: $agent is what was typed.
agent-from = uit { $agent }
agent-edit-token = Token voor { $agent } bewerken
# The button that opens the token field on a chip.
agent-token-button = token
agent-token-label = Token dat wordt gebruikt voor { $agent }
agent-use = Gebruiken
# $token: the token derived from what was typed.
agent-token-hint = Letters, '-' en '_'. Enter past toe, Escape annuleert; leeg maken zet het terug naar { $token }.
agent-set-by-you = door u ingesteld
agent-presets-summary = Voorinstellingen: elke crawler van het register, per doel
# $date: the date the presets were checked (shown as a date element).
agent-presets-hint = Tokens, eigenaren en doelen uit de crawlerdocumentatie van de eigenaren, gecontroleerd op { $date }.
agent-add-all = Alle { $count } toevoegen
agent-add-one = { $token } toevoegen
# How the product token was found in what was typed.
agent-how-as-typed = gebruikt zoals ingevoerd
agent-how-known = een bekend crawlertoken gevonden in de string
agent-how-compatible = het product dat na "compatible;" wordt genoemd
agent-how-first-product = het eerste product dat geen browsernaam is
agent-how-truncated = afgekapt bij het eerste teken buiten A–Z, a–z, '-', '_'
agent-error-empty = voer een crawlertoken of een user-agent-string in
agent-error-no-token = geen user-agent-token gevonden: een token bestaat uit letters, '-' en '_' (bijv. Googlebot)
agent-token-invalid = een token bestaat alleen uit letters, '-' en '_' (bijv. Googlebot)

# The URLs panel.
url-section-label = URL's
url-heading = Te testen URL's
url-count = { $count ->
    [one] { $count } URL
   *[other] { $count } URL's
}
# $bad: how many of them cannot be tested.
url-count-untestable = { $count ->
    [one] { $count } URL ({ $bad } niet testbaar)
   *[other] { $count } URL's ({ $bad } niet testbaar)
}
# $max: the most URLs tested (100000).
url-hint = Eén per regel: volledige URL's of paden. Elke URL wordt getest zoals een browser deze zou opvragen. Maximaal { $max }; open een lijst, een CSV/TSV-crawlexport of een sitemap, of sleep deze hierheen.
url-open = Lijst openen…
# $line: the line in the URLs box; $input: the URL as typed; $error: why (a url-error-… message).
url-line-error = Regel { $line }: '{ $input }' kan niet worden getest: { $error }
# “Cannot be tested” and Show are the results' filter and its label.
url-more-errors = … en nog { $count }: kies 'Kan niet worden getest' bij Weergeven in de resultaten om ze allemaal te zien.
# $total: URLs in the box; $max: the most tested; $last: the line of the last one tested; $left: the ones not tested.
url-limit = Deze lijst bevat { $total } URL's: alleen de eerste { $max } (tot en met regel { $last }) worden getest. De overige { $left } blijven in het vak staan, maar worden niet getest.
url-error-empty = voer een URL in of een pad dat met / begint
# $scheme: the scheme typed (mailto, file…).
url-error-scheme = robots.txt is van toepassing op http-, https- en ftp-URL's, niet op '{ $scheme }:'
url-error-port = '{ $port }' is geen geldig poortnummer
url-error-no-host = de URL heeft geen host
url-error-host = '{ $host }' is geen geldige host (een spatie, |, ^, %, < > of een stuurteken is daarin niet toegestaan)
url-error-host-long = de host '{ $host }' is langer dan DNS toestaat (253 bytes, 63 per label, in de xn---vorm)
input-error-agent = agent: { $reason }
input-error-url = URL: { $reason }
input-error-agent-given = agent { $input }: { $reason }
input-error-url-given = URL { $input }: { $reason }

# The site and fetch panel.
site-heading = Site en ophalen
site-input-label = Site of robots.txt-URL (optioneel)
site-hint = Een robots.txt-bestand is alleen van toepassing op URL's met hetzelfde protocol, dezelfde host en hetzelfde poortnummer; alleen /robots.txt in de hoofdmap van de site wordt gebruikt.
# $origin: the site, such as https://example.com.
site-applies = Alleen van toepassing op URL's op { $origin }.
site-no-origin = voer het adres van de site in, zoals https://example.com
# $path: the path typed, ending in /robots.txt.
site-note-subdirectory = Een robots.txt-bestand in een submap ({ $path }) wordt nooit gebruikt: crawlers lezen alleen { $origin }/robots.txt, dus dat bestand wordt hier aangenomen.
site-note-page = Alleen de site telt, niet de pagina: dit wordt gelezen als { $origin }/robots.txt.
site-status-label = Ophaalresultaat van robots.txt
# $sentence: what Google does after that result (a status-… message).
site-status-effect = De regels van het bestand zijn niet van kracht: { $sentence }.
site-rules-apply = De regels van het bestand zijn van toepassing.
# Under a tested URL on another site: $robots is the site's origin, $url the URL's origin.
scope-warning = { $differs ->
    [scheme] { $robots }/robots.txt is niet van toepassing op { $url } (ander protocol): de regels worden toch weergegeven.
    [host] { $robots }/robots.txt is niet van toepassing op { $url } (andere host): de regels worden toch weergegeven.
   *[port] { $robots }/robots.txt is niet van toepassing op { $url } (ander poortnummer): de regels worden toch weergegeven.
}

# (end of results explained)

## Page, sharing and links

# The dark-mode switch in the header (a toggle button: pressed = dark).
theme-dark-mode = Donkere modus

# The banner shown when a new version of the page has been installed.
update-available = Er is een nieuwe versie beschikbaar.
update-reload = Opnieuw laden

# Under the editor when the browser refuses to keep the draft. { $size } is a
# size such as "1.2 MiB" (see size-mib).
draft-not-saved = Dit concept ({ $size }) is te groot voor de lokale opslag van de browser en wordt dus niet opgeslagen: het gaat verloren als u de pagina opnieuw laadt.
# Under the editor when the saved draft cannot be read by this version:
# it is kept as it is, and nothing is saved over it.
draft-kept-newer = Uw opgeslagen concept is gemaakt met een nieuwere versie van de tester, dus het wordt hier niet weergegeven en de wijzigingen op deze pagina worden er niet overheen opgeslagen. Laad de pagina opnieuw om de nieuwste versie te krijgen.
draft-kept-unreadable = Uw opgeslagen concept kan niet worden gelezen, dus het wordt niet weergegeven en de wijzigingen op deze pagina worden er niet overheen opgeslagen.
# Hostile input, second round (page): no draft lost without a way back.
# Shown when a save (or a file opened) replaced the saved draft, which is
# kept one step back; the button restores it.
draft-replaced = Uw vorige concept is vervangen door de tekst op deze pagina. Het wordt één stap terug bewaard.
draft-undo = Ongedaan maken: uw vorige concept terugzetten
# Shown when another tab of the tester saved its draft; the button shows
# that draft here instead of this tab's text.
draft-other-tab = Uw concept is in een ander tabblad gewijzigd. Als u hier iets bewerkt, wordt de tekst van dat tabblad één stap terug bewaard.
draft-other-tab-show = Het concept van het andere tabblad weergeven
draft-dismiss = Sluiten

# The Share button and what it says after a click.
share-button = Delen
share-copied = Link gekopieerd. De link bevat de volledige toestand van de tester, dus hij kan lang zijn.
share-copy-this = Kopieer deze link:
share-url-label = Link naar deze toestand
# { $reason } is one of the link-reason-* messages below.
share-too-big = Deze toestand kan niet als link worden gedeeld: { $reason }.

# Share's embed builder. The docs are in English: keep the page's name
# “Embedding it in documentation” as it is.
embed-summary = Insluiten in een pagina…
embed-panels = Weer te geven panelen
embed-code-label = Insluitcode
embed-hint = Het frame kan de hoogte van zijn inhoud volgen: zie 'Embedding it in documentation' in docs/embedding.md.
# The panels an embed can show (each one's heading in the page); $panel is
# its name in the link's panels= list.
embed-panel-label = { $panel ->
    [robots] robots.txt
    [before] Vóór
    [urls] Te testen URL's
    [crawlers] Crawlers
    [site] Site en ophalen
    [results] Resultaten
    [trace] Waarom
   *[diagnostics] Diagnose
}

# A link (a permalink) that cannot be opened. { $reason } is one of the
# link-reason-* messages below, each a clause that fits after the colon.
link-error = Deze link kan niet worden geopend: { $reason }.
link-instead-draft = In plaats daarvan wordt uw opgeslagen concept weergegeven; het is niet gewijzigd.
link-instead-example = In plaats daarvan wordt het voorbeeld weergegeven.
link-dismiss = Sluiten
# A link that held more than the page opens: it is opened without the
# rest. { $what } is one or more of the link-cut-* clauses, joined by "; ".
link-cut = Deze link bevatte meer dan de tester opent, dus hij is geopend zonder: { $what }.
# $count: how many were left out; $max: the most the page keeps.
link-cut-duplicates = { $count ->
    [one] { $count } herhaalde crawler (elke crawler wordt één keer getoond)
   *[other] { $count } herhaalde crawlers (elke crawler wordt één keer getoond)
}
link-cut-crawlers = { $count ->
    [one] { $count } crawler na de eerste { $max }
   *[other] { $count } crawlers na de eerste { $max }
}
link-cut-expectations = { $count ->
    [one] { $count } verwachting na de eerste { $max }
   *[other] { $count } verwachtingen na de eerste { $max }
}
link-cut-urls = { $count ->
    [one] { $count } URL na de eerste { $max }
   *[other] { $count } URL's na de eerste { $max }
}
# Hostile input, second round (page): product tokens a link held for
# crawlers it does not show, or past the limit. $count: how many were left
# out; $max: the most the page keeps.
link-cut-tokens = { $count ->
    [one] { $count } user-agent-token voor een crawler die niet bij de crawlers of verwachtingen van de link hoort, of na de eerste { $max }
   *[other] { $count } user-agent-tokens voor crawlers die niet bij de crawlers of verwachtingen van de link horen, of na de eerste { $max }
}
link-reason-too-long = de link is te lang ({ $chars } tekens in het fragment; de limiet is { $limit })
link-reason-no-version = de link heeft geen formaatversie, dus het is geen link van de tester of hij is beschadigd
# { $format } and { $current } are numbers: link formats, not page versions.
link-reason-future-format = de link is gemaakt met een nieuwere versie van de tester (linkformaat { $format }; deze versie leest formaat { $current }). Laad de pagina opnieuw om de nieuwste versie te krijgen
link-reason-not-base64 = de link bevat tekens die een link van de tester nooit bevat, dus hij is beschadigd
link-reason-damaged = de link is onvolledig of beschadigd (mogelijk is hij bij het kopiëren afgekapt)
# { $size } is a size such as "2.0 MiB" (see size-mib).
link-reason-too-large = de link bevat meer dan { $size } aan gegevens, meer dan de tester opent
link-reason-not-a-state = de link bevat geen toestand van de tester, dus hij is beschadigd
link-reason-newer-state = de link is gemaakt met een nieuwere versie van de tester (hij gebruikt instellingen die deze versie niet kent). Laad de pagina opnieuw om de nieuwste versie te krijgen

# (end of page, sharing and links)

## The editor and files

editor-label = Editor
# Above the editor: its line count and size ($size is e.g. "4.2 KiB").
editor-status = { $lines ->
    [one] { $lines } regel · { $size }
   *[other] { $lines } regels · { $size }
}
editor-limit-title = Limiet van 500 KiB overschreden.
# $total and $limit are byte counts; $line the first line Google ignores.
editor-limit = Dit bestand heeft { $total } bytes; Google leest alleen de eerste { $limit } bytes (500 KiB). Alles vanaf regel { $line } wordt genegeerd (gearceerd in de editor).
# The legend under the editor (each after its symbol).
editor-legend-decisive = beslissende regel
editor-legend-candidate = andere overeenkomende regel
editor-legend-agent = user-agent-regel van de gekozen groep
editor-legend-diagnostic = regel met een diagnosemelding
file-open = Openen…
file-save = Opslaan
file-unreadable = { $name } kan niet worden gelezen
# After opening a file; $size is its byte count, e.g. "1,234".
file-opened = { $name }: { $size } bytes, gelezen als bytes
file-opened-edited = { $name }: { $size } bytes, bewerkt: gelezen als tekst
file-edited-title = Bewerkt:
file-edited = oordelen, regels en diagnosemeldingen komen nu uit de tekst in de editor, niet uit de bytes van het bestand.
file-lost-bom = De BOM (bytevolgordemarkering) aan het begin is verdwenen.
file-lost-cr = CR-regeleinden zijn nu LF.
file-lost-invalid = Bytes die geen UTF-8 waren, zijn nu �.
file-lost-nothing = De tekst bevat dezelfde bytes als het bestand.
# The diagnostic on a line of an opened file with bytes that are not UTF-8:
# $bytes lists them (0xFF 0xFE), $encoded is how they are matched (%FF%FE).
file-not-utf8 = { $count ->
    [one] byte { $bytes } is geen UTF-8; weergegeven als �, gematcht als { $encoded }
   *[other] bytes { $bytes } zijn geen UTF-8; weergegeven als �, gematcht als { $encoded }
}

# (end of the editor and files)

## Andere parsers: hoe urllib.robotparser, Protego en robots-parser de test lezen

trace-readers-heading = Gelezen door andere parsers
trace-readers-hint = Crawlers en scrapers die de parser van Google niet gebruiken, kunnen het bestand anders lezen: zo lezen drie veelgebruikte bibliotheken deze test.
reader-caption = Oordelen van andere parsers voor deze test
reader-col-parser = Parser
reader-col-verdict = Oordeel
reader-col-why = Waarom
trace-readers-pending = Bezig met lezen door de andere parsers…
trace-readers-unavailable = De andere parsers konden in deze browser niet worden gestart (ze draaien in een Web Worker).
reader-line = regel { $line }
reader-differs = anders dan Google
reader-changed = gewijzigd door de bewerking
compare-readers = Andere parsers die het anders lezen: { $names }
compare-readers-none = Andere parsers lezen het zoals Google.
grid-readers-mark = Andere parsers lezen het anders: { $names }
grid-readers-mark-before = Vóór de bewerking lazen andere parsers het anders: { $names }
parser-urllib = Python urllib.robotparser (3.8–3.12)
parser-protego = Protego (Scrapy)
parser-robots-parser = robots-parser (npm)
parser-urllib-rfc9309 = Python urllib.robotparser (RFC 9309)
reader-no-answer = Geen antwoord
reader-status = het gesimuleerde ophaalresultaat vervangt de instructies ook voor deze parser
reader-same = leest het zoals Google
reader-same-no-rule = hetzelfde oordeel als Google, zonder dat een instructie beslist
reader-same-other-line = hetzelfde oordeel als Google, beslist door regel { $line } `{ $rule }`
reader-file-error = geeft ValueError op regel { $line } (`{ $text }`) en antwoordt dus niets voor dit bestand
reader-url-error = geeft ValueError op deze URL (een ongeldige [IPv6]-host)
reader-directive-ends-group = ziet `{ $text }` (regel { $line }) als het einde van de groep, dus de volgende `User-agent`-regel begint een nieuwe
reader-byte-order-mark = leest de byte-order mark aan het begin van het bestand als deel van het eerste veld, dus regel 1 is voor deze parser geen user-agent-regel
reader-first-group-only-later = gebruikt alleen de eerste groep die van toepassing is (regel { $group }); Google leest ook de latere groep met regel { $line } `{ $rule }`
reader-first-group-only = gebruikt alleen de eerste groep die van toepassing is (regel { $group }), waar Google groepen samenvoegt of een andere kiest
reader-blank-line-ends-group = ziet de lege regel { $blank } als het einde van de groep van regel { $group }, dus de instructies ervan gelden niet
reader-blank-line-no-group = ziet de lege regel { $blank } als het einde van de groep, dus regel { $line } `{ $rule }` erna hoort bij geen enkele groep
reader-agent-substring = gebruikt de eerste groep waarvan de naam deel is van `{ $name }`: `User-agent: { $agent }` (regel { $group })
reader-no-wildcards = leest `*` en `$` als gewone tekens, dus regel { $line } `{ $rule }` komt niet overeen
reader-first-match = leest de eerste instructie die overeenkomt: regel { $line } `{ $rule }` komt vóór de langere `{ $longer }` (regel { $longer_line })
reader-first-match-only = leest de eerste instructie die overeenkomt: regel { $line } `{ $rule }`
reader-urllib-quoting = geen instructie komt overeen met `{ $path }` (de URL zoals deze parser hem procent-decodeert en opnieuw codeert)
reader-other = leest de instructies anders dan Google
reader-robots-txt-allowed = staat /robots.txt zelf altijd toe, wat de instructies ook zeggen
reader-absolute-url-rule = leest regel { $line } `{ $rule }` als een pad dat met `/http` begint en waarmee het pad van deze URL overeenkomt; Google negeert een instructie die niet met `/` begint
reader-longest-agent = gebruikt de groep van regel { $group } (`{ $name }`), de langste naam die op een woordgrens in `{ $agent }` staat
reader-key-spelling = vindt geen groep voor `{ $agent }`: deze parser leest de user-agent-regel(s) { $lines } niet zoals Google
reader-index-html-here = leest `{ $rule }` hier niet als toestemming voor de map
reader-index-html = leest `{ $rule }` niet als toestemming voor de map
reader-dollar-literal = regel { $line } `{ $rule }`: voor Protego komt een `$` aan het eind ook overeen met een letterlijke `$`
reader-longest-match-length = regel { $line } `{ $rule }` wint: Protego meet patronen na procentcodering (`{ $path }`)
reader-protego-quoting = matcht de URL als `{ $path }` (gedecodeerd en opnieuw gecodeerd)
reader-out-of-origin = antwoordt niets (isAllowed() geeft undefined): { $url } staat niet op de oorsprong van de robots.txt ({ $robots })
reader-out-of-origin-own = antwoordt niets (isAllowed() geeft undefined): { $url } staat niet op de oorsprong van de robots.txt (die van de URL zelf)
reader-agent-without-rules = maakt geen groep voor `{ $name }`: er volgt geen instructie op de `User-agent`-regel (regel { $line }), dus geldt de groep `*`
reader-exact-agent = zoekt de user-agent exact op als `{ $name }` (in kleine letters, afgekapt bij de eerste `/`): de groep van regel { $line } geldt niet
reader-exact-agent-only-here = gebruikt de groep van regel { $group } voor `{ $name }`, waar Google er geen leest
reader-robots-parser-quoting = matcht de URL als `{ $path }` (gecodeerd zoals de URL-parser van een browser doet)
reader-malformed-url-no-rule = kan deze URL niet opsplitsen (een ongeldige [IPv6]-host), dus geen instructie komt ermee overeen
reader-agent-substring-of = matcht `User-agent: { $agent }` (regel { $line }) als deel van `{ $name }`
reader-agent-whole = matcht `User-agent: { $agent }` (regel { $line }) niet met `{ $name }`: deze parser zoekt de hele waarde, niet het producttoken
reader-dollar-inside = laat regel { $line } `{ $rule }` vallen: een `$` vóór het einde van een instructie maakt die ongeldig
reader-rule-key-spelling = leest regel { $line } (`{ $rule }` voor Google) niet als instructie: alleen `Allow` en `Disallow`, precies zo gespeld, zijn instructies
reader-wildcard-match-length = weegt regel { $line } `{ $rule }` naar de tekst van de URL die hij matchte ({ $length } tekens), niet naar de eigen lengte van de instructie
reader-decoded-rule = leest regel { $line } `{ $rule }` als `{ $pattern }`: deze parser decodeert procentcodes en codeert ze opnieuw
reader-lighthouse-invalid = Lighthouse { $version } keurt deze regel af ("{ $reason }"), dus zijn robots.txt-audit faalt ("robots.txt is not valid")

## AI-crawlers: de weergave "Crawlers per doel", de gebruiksvoorkeuren bij 'Waarom' (Content-Usage) en de wijzigingen met één klik

purpose-view-heading = Crawlers per doel
purpose-view-unavailable = De weergave van de crawlers kon in deze browser niet worden gemaakt (ze draait in een Web Worker).
trace-usage-heading = Voorkeuren voor AI-gebruik (Content-Usage)
policy-url-label = Gelezen voor
policy-url-root = de hoofdmap van de site /
policy-hint = Voor { $url }: of elke crawler uit het register de URL mag ophalen, en welke groep hij volgt. Kies een crawler om te zien waarom.
# A purpose of the crawler registry; $purpose is its code.
policy-purpose = { $purpose ->
    [search] Zoeken
    [ai-training] AI-training
    [ai-search] AI-zoeken (de zoekindex van een AI-product)
    [ai-user] AI-assistenten die ophalen voor een persoon
    [ai-control] AI-besturingstokens (ze halen niets op)
   *[other] Overig
}
policy-col-crawler = Crawler
policy-col-verdict = Oordeel
policy-col-follows = Volgt
policy-col-usage = Voorkeuren voor AI-gebruik
policy-follows-own = zijn eigen groep
policy-follows-star = de groep *
policy-follows-family = de groep van { $token }
policy-follows-none = geen groep (alles toegestaan)
policy-usage-none = niet van toepassing (mag niet crawlen)
policy-open = Waarom: { $token }

# ---- The crawler tables, each repeated value said once (the same AI-use
# preferences for every crawler are said once, above the tables).
policy-usage-all = Voorkeuren voor AI-gebruik van elke crawler die deze URL mag ophalen: { $prefs }
policy-usage-all-none = Voorkeuren voor AI-gebruik zijn niet van toepassing: geen enkele crawler mag deze URL ophalen.

intent-hint = Eén klik schrijft de regels in het bestand (Ctrl+Z maakt het ongedaan); uw regels blijven staan, als opmerking waar ze de wijziging ongedaan zouden maken.
intent-block-training = AI-training blokkeren, zoeken en AI-zoeken behouden
intent-block-ai = Elke AI-crawler blokkeren
intent-no-train = Alles toestaan, maar train-ai=n instellen
usage-caption = Voorkeuren voor AI-gebruik voor deze controle
usage-label-train-ai = AI-modellen trainen
usage-label-search = een zoekindex opbouwen
usage-pref-allow = Toegestaan
usage-pref-disallow = Niet toegestaan
usage-pref-unknown = Onbekend (geen voorkeur)
usage-decided-by = Bepaald door
usage-line = regel { $line }
usage-no-lines = Geen Content-Usage-regel is van toepassing op deze URL: elke voorkeur is onbekend.
usage-not-crawlable = { $token } mag deze URL niet crawlen, dus voorkeuren voor AI-gebruik zijn er niet op van toepassing.
usage-status = De gesimuleerde HTTP-resultaatcode vervangt het bestand: de voorkeuren voor AI-gebruik erin zijn niet van toepassing.

## robots audit: which crawlers obeyed robots.txt in an access log, and which were real (CLI only)
# $file is a log's name, $line a line number, $format the log format (combined, w3c, json).
audit-unparsed = { $file }, regel { $line }: geen logregel in het formaat { $format } (geteld als overgeslagen)
# After the first ten unreadable lines are listed: how many more there were.
audit-unparsed-more = Nog { $count } onleesbare regels zijn niet opgesomd.
# The totals of a run. $crawlers: requests made by crawlers of the registry.
audit-summary = Logregels: { $lines }. Verzoeken: { $requests }, waarvan { $crawlers } van bekende crawlers. Overgeslagen regels: { $skipped }.
# $first and $last are instants in UTC, e.g. 2026-11-01T00:00:00Z.
audit-period = Van { $first } tot { $last }.
audit-no-crawler = Geen enkel verzoek kwam van een crawler uit het register.
# A crawler IP address list: $name is its file, $date its creationTime.
audit-list = Adreslijst { $name }: gemaakt op { $date }.
audit-list-stale = Adreslijst { $name }: gemaakt op { $date }, { $days } dagen geleden; ouder dan 30 dagen, voer dus `robots ranges update` uit.
audit-list-undated = Adreslijst { $name }: de lijst vermeldt geen aanmaaktijd.
# $error is the reader's own (English) error text.
audit-list-unreadable = Adreslijst { $name } kan niet gelezen worden: { $error }
audit-no-lists = Geen adreslijsten van crawlers in { $dir }: elk verzoek telt als niet geverifieerd. Voer `robots ranges update` uit om ze te downloaden.
audit-forged-note = "Vervalst" betekent dat het adres niet voorkomt in de lijst van de eigenaar zoals die op de aanmaakdatum is gepubliceerd: eigenaars gebruiken nieuwe adressen al voordat ze die vermelden.
# $token is a crawler; $count how many of its requests from its owner's own addresses fetched disallowed URLs.
audit-verified-disallowed = { $count ->
    [one] Eén verzoek van { $token } vanaf de eigen adressen van de eigenaar haalde een URL op die het geldende bestand niet toestaat.
   *[other] { $count } verzoeken van { $token } vanaf de eigen adressen van de eigenaar haalden URL's op die het geldende bestand niet toestaat.
}
audit-ignores-robots = { $token }: volgens de eigenaar kan deze robots.txt negeren wanneer een persoon vraagt een pagina op te halen.
audit-top = { $token }: de niet-toegestane paden die het vaakst zijn opgevraagd
audit-unknown = Andere bots, niet in het register (per producttoken):
# robots ranges update: $name is the file saved, $count its address prefixes, $date its creationTime.
audit-ranges-saved = { $name } opgeslagen: { $count } adresprefixen, gemaakt op { $date }.
# $error is the reason in English (an HTTP status or the network's error).
audit-ranges-failed = { $url } is niet opgeslagen: { $error }
audit-ranges-done = { $saved } van { $total } adreslijsten opgeslagen in { $dir }.
# Wat de edge antwoordde (issue 55): verzoeken die robots.txt toestaat maar
# die de server of het CDN weigerde. $token is een crawler, $count het aantal
# verzoeken, $status de HTTP-statussen (bijv. "403" of "403, 429"), $owner de eigenaar.
audit-edge-refused-verified = { $count ->
    [one] { $token }: één verzoek dat je robots.txt toestaat, kreeg { $status } als antwoord — vanaf de eigen adressen van { $owner }.
   *[other] { $token }: { $shown } verzoeken die je robots.txt toestaat, kregen { $status } als antwoord — vanaf de eigen adressen van { $owner }.
}
audit-edge-refused-forged = { $count ->
    [one] { $token }: één verzoek dat je robots.txt toestaat, kreeg { $status } als antwoord — vanaf een adres dat niet van { $owner } is (vervalst).
   *[other] { $token }: { $shown } verzoeken die je robots.txt toestaat, kregen { $status } als antwoord — vanaf adressen die niet van { $owner } zijn (vervalst).
}
audit-edge-refused-unverified = { $count ->
    [one] { $token }: één verzoek dat je robots.txt toestaat, kreeg { $status } als antwoord — vanaf een adres dat niet te controleren was.
   *[other] { $token }: { $shown } verzoeken die je robots.txt toestaat, kregen { $status } als antwoord — vanaf adressen die niet te controleren waren.
}
# --rdns is begrensd (vijandige logs, issue 52): $asked opzoekingen gedaan, $seconds is het tijdsbudget.
audit-rdns-cut-short = --rdns is gestopt na { $asked } opzoekingen (het budget is { $seconds } seconden en enkele opzoekingen tegelijk): { $unchecked } verzoeken konden niet via reverse DNS worden gecontroleerd en tellen als niet geverifieerd.
# Crawlers die ondertekenen (Web Bot Auth, issue 59).
audit-signed = Ondertekende agents (Web Bot Auth), naar de origin die hun Signature-Agent-header noemt:
audit-signed-note = Een geverifieerde handtekening bewijst wie een verzoek stuurde, niet dat het robots.txt volgde: de kolom DISALLOWED zegt wat het tegen het bestand in ophaalde.
audit-directory = { $count ->
    [one] Sleutelmap van { $origin }: één sleutel.
   *[other] Sleutelmap van { $origin }: { $count } sleutels.
}
audit-directory-unreadable = Sleutelmap { $name } kan niet worden gelezen: { $error }
audit-directory-invalid = geen sleutelmap (een JSON Web Key Set met een Ed25519-sleutel, van hoogstens 256 KiB)
audit-directory-saved = { $count ->
    [one] Sleutelmap van { $origin } opgeslagen als { $name }: één sleutel.
   *[other] Sleutelmap van { $origin } opgeslagen als { $name }: { $count } sleutels.
}
audit-directories-done = { $saved } van { $total } sleutelmappen opgeslagen in { $dir }.
# (end of robots audit)
## The crawler registry and the lines of late 2026 (issue 44): every
## registry sentence, the new lints, License lines and Content-Signal `use`.

# Crawler registry (end of 2026): what blocking each crawler of the
# registry does, after its owner's documentation page.
crawler-blocking-googlebot = Pagina's worden niet gecrawld voor Google Zoeken (een geblokkeerde URL kan via links toch worden geïndexeerd, zonder de inhoud), noch voor de AI-functies van Zoeken.
crawler-blocking-googlebot-image = Afbeeldingen worden niet gecrawld voor Google Afbeeldingen en de afbeeldingsfuncties van Zoeken.
crawler-blocking-googlebot-news = Pagina's worden niet gecrawld voor Google Nieuws.
crawler-blocking-googlebot-video = Video's worden niet gecrawld voor de videofuncties van Zoeken.
crawler-blocking-storebot-google = Productpagina's worden niet gecrawld voor de winkelonderdelen van Google.
crawler-blocking-google-inspectiontool = Testtools van Zoeken, zoals URL-inspectie en de test voor uitgebreide resultaten, kunnen de pagina niet ophalen.
crawler-blocking-googleother = De productteams van Google kunnen de pagina's niet ophalen voor hun eigen onderzoek en ontwikkeling.
crawler-blocking-google-extended = Content die Google crawlt, wordt niet gebruikt om Gemini-modellen te trainen of de antwoorden van Gemini te onderbouwen; Zoeken verandert niet. Het token haalt zelf niets op.
crawler-blocking-adsbot-google = Google Ads kan de kwaliteit van bestemmingspagina's van advertenties niet controleren; het negeert de groep *, dus alleen een groep die het noemt, blokkeert het.
crawler-blocking-adsbot-google-mobile = Google Ads kan de kwaliteit van mobiele bestemmingspagina's van advertenties niet controleren; het negeert de groep *, dus alleen een groep die het noemt, blokkeert het.
crawler-blocking-apis-google = Google API's kunnen geen pushmeldingen aan de site afleveren; het negeert de groep *, dus alleen een groep die het noemt, blokkeert het.
crawler-blocking-googleother-image = De productteams van Google kunnen geen afbeeldingen ophalen voor hun eigen onderzoek en ontwikkeling; als geen groep het noemt, volgt het de groep van GoogleOther.
crawler-blocking-googleother-video = De productteams van Google kunnen geen video's ophalen voor hun eigen onderzoek en ontwikkeling; als geen groep het noemt, volgt het de groep van GoogleOther.
crawler-blocking-google-cloudvertexbot = Vertex AI Agents kan de site niet crawlen voor agents die de eigenaar bouwt; volgens Google crawlt het alleen op verzoek van de eigenaar van de site.
crawler-blocking-mediapartners-google = De advertentieproducten van Google (AdSense, Ad Manager) kunnen de pagina niet crawlen om de advertenties erop te kiezen, dus die advertenties passen er mogelijk minder goed bij; de pagina van Google zegt niet duidelijk of het de groep * volgt, dus deze tester past * erop toe zoals op elke crawler.
crawler-blocking-google-agent = De AI-agents van Google halen de pagina niet op als iemand daarom vraagt; volgens Google negeren door gebruikers gestarte fetchers robots.txt meestal, dus een regel hier is hooguit een verzoek.
crawler-blocking-google-gemininotebook = De notitieboeken van Gemini halen de pagina niet op die iemand als bron toevoegt; volgens Google negeren door gebruikers gestarte fetchers robots.txt meestal, dus een regel hier is hooguit een verzoek.
crawler-blocking-bingbot = Pagina's worden niet gecrawld voor Bing, noch voor de zoekfuncties die op de index van Bing zijn gebouwd.
crawler-blocking-applebot = Pagina's worden niet gecrawld voor zoeken in Spotlight, Siri en Safari; als geen groep Applebot noemt, volgt het de groep voor Googlebot.
crawler-blocking-applebot-extended = Pagina's die Applebot crawlt, worden niet gebruikt om de generatieve modellen van Apple te trainen; zoeken verandert niet. Het token haalt zelf niets op.
crawler-blocking-gptbot = Pagina's worden niet gecrawld om de generatieve AI-modellen van OpenAI te trainen.
crawler-blocking-oai-searchbot = Pagina's worden niet als geciteerde resultaten getoond in ChatGPT search (ze kunnen nog wel als navigatielinks verschijnen).
crawler-blocking-chatgpt-user = ChatGPT haalt de pagina niet op als een gebruiker erom vraagt; volgens OpenAI gelden robots.txt-regels mogelijk niet voor deze door gebruikers gestarte bezoeken.
crawler-blocking-oai-adsbot = Advertenties in ChatGPT kunnen een als advertentie ingediende bestemmingspagina niet controleren, waardoor de advertentie mogelijk niet loopt; de crawlerpagina van OpenAI zegt niet of OAI-AdsBot robots.txt leest (de hulp voor adverteerders zegt dat de crawlers van OpenAI het respecteren).
crawler-blocking-claudebot = Toekomstige content van de site wordt uitgesloten van de trainingsdata van de modellen van Anthropic.
crawler-blocking-claude-searchbot = Pagina's worden niet geïndexeerd voor het zoeken van Claude, wat de zichtbaarheid van de site in de antwoorden kan verlagen.
crawler-blocking-claude-user = Claude haalt de pagina niet op als een gebruiker erom vraagt.
crawler-blocking-perplexitybot = Pagina's worden niet geïndexeerd voor de zoekresultaten van Perplexity (Perplexity zegt niet te crawlen om basismodellen te trainen).
crawler-blocking-perplexity-user = Door gebruikers gestarte ophaalverzoeken van Perplexity negeren robots.txt meestal, zegt Perplexity: een regel hier is hooguit een verzoek.
crawler-blocking-ccbot = Pagina's blijven buiten het open archief van Common Crawl, een bron van veel AI-trainingssets.
crawler-blocking-bytespider = Pagina's worden niet gecrawld voor de AI-modellen van ByteDance; ByteDance publiceert geen crawlerpagina, alleen de user-agent-string.
crawler-blocking-meta-externalagent = Pagina's worden niet gecrawld om de AI-modellen van Meta te trainen of voor indexering in de AI-producten van Meta.
crawler-blocking-meta-externalfetcher = De AI-assistenten van Meta halen de pagina niet op als een gebruiker erom vraagt; volgens Meta volgen deze door gebruikers gestarte ophaalverzoeken robots.txt mogelijk niet.
crawler-blocking-meta-webindexer = Pagina's worden niet geïndexeerd voor de zoekresultaten en bronvermeldingen van de AI-producten van Meta.
crawler-blocking-facebookexternalhit = Links naar de pagina die op Facebook, Instagram of Messenger worden gedeeld, tonen geen titel, beschrijving of miniatuur; volgens Meta kan het robots.txt omzeilen bij beveiligings- en integriteitscontroles.
crawler-blocking-amazonbot = Pagina's worden niet gecrawld om de producten en diensten van Amazon te verbeteren, wat het trainen van de AI-modellen van Amazon kan omvatten.
crawler-blocking-amzn-searchbot = Pagina's worden niet gecrawld voor zoeken in producten van Amazon zoals Alexa en Rufus (volgens Amazon verzamelt deze crawler geen content om generatieve AI te trainen).
crawler-blocking-amzn-user = Assistenten van Amazon zoals Alexa halen de pagina niet live op om de vraag van een klant te beantwoorden (volgens Amazon verzamelt deze fetcher geen content om generatieve AI te trainen).
crawler-blocking-mistralai-user = De assistenten van Mistral (Le Chat) halen de pagina niet op als een gebruiker erom vraagt.
crawler-blocking-mistralai-index = Pagina's worden niet geïndexeerd voor het webzoeken van de assistenten van Mistral.
crawler-blocking-mistralai-training = Pagina's worden niet gecrawld om de AI-modellen van Mistral te trainen.
crawler-blocking-duckduckbot = Pagina's worden niet gecrawld voor de zoekresultaten van DuckDuckGo.
crawler-blocking-duckassistbot = Pagina's worden geen bron van de AI-antwoorden van DuckAssist in DuckDuckGo-zoekresultaten (volgens DuckDuckGo traint de content geen AI-modellen; een wijziging gaat binnen 72 uur in).
# Exa's search crawler (the registry of December 2026).
crawler-blocking-exasearchbot = Pagina's worden niet geïndexeerd voor de zoekmachine van Exa, dus ze verschijnen niet en worden niet geciteerd in de resultaten; de crawlerpagina van Exa zegt niet of de index ook AI-modellen traint.

# Lines of late 2026 (registry issue): retired tokens, License lines (RSL),
# rule paths to percent-encode, Content-Signal above every group.
diag-token-retired = '{ $token }' is buiten gebruik: de crawlers van { $owner } lezen deze groep niet meer; { $replacement } wel
diag-license-not-absolute = License hoort een absolute URL (https://…) te zijn van het licentiedocument van de site (Really Simple Licensing)
diag-path-not-encoded = het pad bevat spaties of niet-ASCII-tekens: Google raadt aan ze te procent-coderen; schrijf { $encoded }
diag-signal-outside-group = Content-Signal vóór elke user-agent-regel: de parser van Google plaatst het in geen enkele groep; gelezen zoals de bestanden van Cloudflare het plaatsen, hoort het bij de groep die volgt, voor { $agents }
diag-signal-outside-group-none = Content-Signal vóór elke user-agent-regel, en er volgt geen groep: geen crawler leest het

# Lint managed_block (drift issue).
diag-managed-block = regels { $first }–{ $last } zijn het beheerde blok van { $vendor }: de edge voegt ze toe, je repository bevat ze niet. Crawlers lezen ze vóór je eigen regels: zet de beheerde robots.txt uit in het dashboard van { $vendor }, of schrijf dezelfde regels in je eigen bestand

policy-licenses = { $count ->
    [one] Het bestand noemt een licentiedocument (License, Really Simple Licensing 1.0); de parser van Google en elk oordeel negeren het:
   *[other] Het bestand noemt { $count } licentiedocumenten (License, Really Simple Licensing 1.0); de parser van Google en elk oordeel negeren ze:
}

usage-other-label = niet in de woordenlijst die deze tester kent (concept van 2026-08): bewaard zoals geschreven
usage-signals-caption = Content-Signal (Content Signals Policy van Cloudflare), zoals geschreven
usage-signal-search = yes of no: een zoekindex bouwen en zoekresultaten tonen (links en korte fragmenten)
usage-signal-ai-input = yes of no: de content aan AI-modellen geven om te antwoorden (onderbouwing, AI-zoekantwoorden)
usage-signal-ai-train = yes of no: AI-modellen trainen of verfijnen
usage-signal-use-immediate = use=immediate: een crawler mag de content lezen om ermee te handelen, en bewaart of hergebruikt niets
usage-signal-use-reference = use=reference: een crawler mag de content indexeren, korte fragmenten citeren en terugverwijzen
usage-signal-use-full = use=full: een crawler mag de content samenvatten en overnemen
usage-signal-unknown-key = onbekend: geen sleutel van de Content Signals Policy van Cloudflare (bewaard zoals geschreven, geen fout)
usage-signal-unknown-value = onbekend: geen waarde die het beleid van Cloudflare voor deze sleutel definieert (bewaard zoals geschreven, geen fout)
## Editors: `robots lsp` (hover, completion, quick fixes, robots.checkUrl)
# Worded by the language server (crates/robots-cli/src/lsp) in the editor's language.
# Another reader's difference, as a hint: $library is the library's name (urllib.robotparser, Protego…); $why says what it does.
lsp-reader-hint = { $library } { $why }
# Hover on a user-agent line: the registry's crawlers whose rules this group gives.
lsp-hover-governs = Crawlers die deze groep noemt:
lsp-hover-falls-back = Crawlers die op deze groep terugvallen (geen groep noemt ze):
lsp-hover-no-crawler = Geen crawler uit het register volgt deze groep.
# One crawler: $token as written in robots.txt, $owner the company, $purpose a policy-purpose-… text.
lsp-hover-crawler = { $token } ({ $owner }): { $purpose }
# Hover on an allow/disallow line: what its pattern matches. Backquotes mark code.
lsp-rule-prefix = Komt overeen met elke URL waarvan het pad begint met `{ $prefix }`.
lsp-rule-exact = Komt alleen overeen met de URL waarvan het pad precies `{ $path }` is.
lsp-rule-wildcard = Komt overeen met elke URL waarvan het pad begint met een overeenkomst van `{ $pattern }`, waarbij * staat voor een willekeurige reeks tekens.
lsp-rule-wildcard-end = Komt overeen met elke URL waarvan het hele pad overeenkomt met `{ $pattern }`, waarbij * staat voor een willekeurige reeks tekens en $ het einde markeert.
# $bytes: the rule's length (a size-bytes text, "8 bytes").
lsp-rule-allows = Voor de crawlers van deze groep is een overeenkomende URL toegestaan, met een overeenkomstlengte van { $bytes }.
lsp-rule-blocks = Voor de crawlers van deze groep is een overeenkomende URL niet toegestaan, met een overeenkomstlengte van { $bytes }.
lsp-rule-not-overridden = Geen langere regel voor dezelfde crawlers beslist anders.
# $rule: the longer rule as written (Allow: /x/y); $line: its line number.
lsp-rule-overridden = Waar `{ $rule }` (regel { $line }) ook overeenkomt, wint die langere regel.
# Hover on a Content-Usage line.
lsp-usage-all = AI-gebruiksvoorkeuren voor elke URL die deze groep mag crawlen:
lsp-usage-path = AI-gebruiksvoorkeuren voor de URL's onder `{ $path }` die deze groep mag crawlen:
# $label: a usage-label-… text; $pref: a usage-pref-… text.
lsp-usage-pref = { $label }: { $pref }
# Hover on a Content-Signal line (Cloudflare's Content Signals Policy).
lsp-signal-heading = Contentsignalen (het Content Signals Policy van Cloudflare):
lsp-signal-search = een zoekindex bouwen en links en fragmenten tonen
lsp-signal-ai-input = de content gebruiken als invoer voor AI-antwoorden (opzoeken, onderbouwen)
lsp-signal-ai-train = AI-modellen trainen of verfijnen
lsp-signal-yes = toegestaan
lsp-signal-no = niet toegestaan
# $value: the value as written, neither yes nor no.
lsp-signal-other = '{ $value }' is yes noch no, dus geen voorkeur
# $label: an lsp-signal-search/ai-input/ai-train text; $pref: an lsp-signal-yes/no/other text.
lsp-signal-pref = { $label }: { $pref }
lsp-signal-unknown-key = '{ $key }' is geen signaal van het beleid; lezers negeren het
# Quick fixes (their titles in the editor's menu).
lsp-fix-typo = Schrijf '{ $meant }' zoals Google het spelt
lsp-fix-colon = Voeg de ':' toe na '{ $key }'
lsp-fix-encode = Procentcodeer het pad: { $encoded }
# signal_not_inherited's quick fix: the * group's AI lines copied into the group.
lsp-fix-signal-not-inherited = Kopieer de AI-regels van de *-groep naar deze groep
# The answer of robots.checkUrl: $reason is the verdict's reason-… sentence; $line the deciding line.
lsp-check-allowed = { $agent } mag { $url } ophalen: { $reason }
lsp-check-disallowed = { $agent } mag { $url } niet ophalen: { $reason }
lsp-check-allowed-line = { $agent } mag { $url } ophalen; regel { $line } beslist: { $reason }
lsp-check-disallowed-line = { $agent } mag { $url } niet ophalen; regel { $line } beslist: { $reason }
# $command: robots.checkUrl.
lsp-check-usage = { $command } neemt twee argumenten: een crawler (agent) en een URL of pad
lsp-check-no-document = Er is geen robots.txt geopend om tegen te controleren: open er eerst een
lsp-message-too-large = De editor stuurde een bericht van { $length } bytes; de server leest hoogstens { $max } bytes per bericht, dus de sessie stopt
lsp-message-unreadable = De editor stuurde een bericht dat de server niet kan lezen ({ $why }), dus de sessie stopt
# The VS Code extension's manifest (editors/vscode/package.json names them as %key%; build-nls.mjs writes them out).
lsp-vscode-description = Hoe Google robots.txt leest, terwijl je typt: diagnoses, uitleg bij aanwijzen, aanvullen en snelle oplossingen van het commando robots
lsp-vscode-check-title = Mag deze crawler deze URL ophalen?
lsp-vscode-readers-setting = Toon ook, als hints, de regels die andere parsers (urllib.robotparser, Protego, robots-parser) anders lezen dan Google
lsp-vscode-path-setting = Het commando robots dat gestart wordt (een naam op PATH of een volledig pad)
# (end of editors)
## robots mcp: the tools for AI agents (docs/mcp.md)
# robots_txt, robots_url, urls and user_agents are argument names: keep them as written.
mcp-robots-source = Geef het robots.txt-bestand als robots_txt (de tekst) of als robots_url (een http://- of https://-URL om op te halen), een van beide.
# $field: an argument name (urls, user_agents).
mcp-empty-list = { $field } is leeg: geef er minstens één.
mcp-too-many-checks = { $urls } URL's voor { $agents } user-agents geven { $checks } controles; één aanroep beantwoordt er hoogstens { $max }.
mcp-internal-error = De tool stopte op een interne fout; de server blijft werken.
mcp-lint-clean = Geen meldingen.
mcp-ip-unparsed = '{ $ip }' is geen IPv4- of IPv6-adres.
mcp-trace-token = Het crawlertoken is { $token }.
mcp-trace-token-from = Het crawlertoken is { $token }, uit “{ $input }”.
mcp-trace-path = Het geteste pad is { $path } (uit “{ $url }”).
# One matching rule in explain's trace: $rule is a trace-decisive text, $role a trace-role-… text.
mcp-trace-rule = { $rule }: { $role }
# verify_ip's answer. $list and $lists are file names of address lists; $dir a directory.
mcp-verify-verified = { $ip } staat in { $list }, een lijst die { $owner } voor { $token } publiceert: geverifieerd.
mcp-verify-forged = { $ip } zegt { $token } te zijn, maar staat in geen van de lijsten die { $owner } ervoor publiceert ({ $lists }): vervalst.
mcp-verify-no-crawler = “{ $agent }” noemt geen crawler uit het register, dus { $ip } kan niet geverifieerd worden.
mcp-verify-no-list = { $owner } publiceert geen adreslijst voor { $token }, dus { $ip } kan niet geverifieerd worden.
mcp-verify-not-saved = Geen van de lijsten voor { $token } ({ $lists }) staat in { $dir } (robots ranges update slaat ze op), dus { $ip } kan niet geverifieerd worden.
# verify_ip met de Web Bot Auth-headers van een verzoek (issue 59).
mcp-verify-signature-verified = De handtekening klopt met een sleutel uit de sleutelmap van { $agent }, binnen haar geldigheidsvenster: { $agent } stuurde het (dat bewijst wie het stuurde, niet dat het robots.txt volgde).
mcp-verify-signature-invalid = De handtekening die { $agent } noemt is ongeldig: ze klopt niet, volgt Web Bot Auth niet, of haar venster bevat het tijdstip van het verzoek niet.
mcp-verify-signature-unknown-key = De handtekening die { $agent } noemt, gebruikt een sleutel die niet in de sleutelmap van { $agent } staat, of er is geen sleutelmap opgeslagen (robots ranges update slaat ze op).
mcp-verify-signature-unsigned = Het noemt { $agent } als signature-agent, maar draagt geen handtekening.
mcp-verify-time-unparsed = '{ $time }' is geen tijdstip (RFC 3339, bijv. 2026-11-01T10:00:00Z).
# (end of robots mcp)
## robots drift (the CLI): the repository's robots.txt against the one the site serves, by verdict.
cli-drift-identical = { $url } serveert precies de bytes van { $source }.
cli-drift-stale = { $url } met een cache-brekende query gaf andere bytes: de edge serveert een verouderde kopie, en crawlers kunnen beide krijgen.
cli-drift-block = Regels { $first }–{ $last } van het geserveerde bestand zijn het beheerde blok van { $vendor }: de edge voegt ze toe, je repository bevat ze niet.
cli-drift-managed = { $agents }: regels { $first }–{ $last } van het geserveerde bestand, het beheerde blok van { $vendor }, beslissen { $count ->
    [one] één pad
   *[other] { $count } paden
   } anders ({ $paths }). Zet de beheerde robots.txt uit in het dashboard van { $vendor }, of schrijf dezelfde regels in je eigen bestand.
cli-drift-served-only = { $agents }: het geserveerde bestand beslist { $count ->
    [one] één pad
   *[other] { $count } paden
   } met regels die je eigen bestand niet heeft ({ $paths }).
cli-drift-source-only = { $agents }: je eigen bestand beslist { $count ->
    [one] één pad
   *[other] { $count } paden
   } met regels die het geserveerde bestand niet heeft ({ $paths }).
cli-drift-served-status = { $agents }: { $count ->
    [one] één pad verschilt
   *[other] { $count } paden verschillen
   } door de status van de geserveerde robots.txt: { $effect }.
cli-drift-order = { $agents }: beide bestanden hebben de beslissende regels, maar groeperen of ordenen ze anders, dus { $count ->
    [one] één pad verschilt
   *[other] { $count } paden verschillen
   } ({ $paths }).
cli-drift-tie = { $agent }: de Disallow van het beheerde blok (regel { $disallow }) en je eigen Allow (regel { $allow }) zijn even lang; Google voegt de twee groepen samen en de Allow wint, dus { $agent } wordt niet geblokkeerd op { $path }.
cli-drift-paths-more = { $paths } en nog { $count }
cli-drift-summary = { $changes ->
    [one] Eén oordeel verschilt
   *[other] { $changes } oordelen verschillen
   } ({ $crawlers } crawlers, { $paths } paden).
cli-drift-none = Geen oordeel verschilt ({ $crawlers } crawlers, { $paths } paden).
cli-drift-more-paths = Alleen de eerste { $limit } paden zijn vergeleken; { $more } andere niet.
# (end of robots drift)
## The address policy of every fetch of the command line, and the bounds of
## robots site (deadline, gzip members, blocked URLs listed).
# $address is an IP address; $kind is loopback, private, link-local or reserved;
# $given is the origin the person typed (scheme://host:port).
cli-address-refused = { $url } is niet opgehaald: { $address } is { $kind ->
    [loopback] een loopbackadres (deze computer)
    [link-local] een link-local-adres
    [reserved] een gereserveerd adres, niet op het openbare internet
   *[private] een adres in een privénetwerk
   }, en alleen { $given }, het opgegeven adres, mag dat zijn (--allow-private heft dit op)
# $from and $to are URLs.
cli-address-redirect-refused = de omleiding van { $from } naar { $to } is niet gevolgd: { $address } is { $kind ->
    [loopback] een loopbackadres (deze computer)
    [link-local] een link-local-adres
    [reserved] een gereserveerd adres, niet op het openbare internet
   *[private] een adres in een privénetwerk
   }, en alleen { $given }, het opgegeven adres, mag dat zijn (--allow-private heft dit op)
# A sitemap (or a redirect of it) that the address policy refused; $url is the URL refused.
site-cli-why-refused = niet gelezen: { $url } staat op { $address }, { $kind ->
    [loopback] een loopbackadres (deze computer)
    [link-local] een link-local-adres
    [reserved] een gereserveerd adres, niet op het openbare internet
   *[private] een adres in een privénetwerk
   }, en alleen { $given }, de opgegeven site, mag dat zijn (--allow-private heft dit op)
# $limit is --deadline, in seconds.
site-cli-why-deadline = niet gelezen: de run stopt na { $limit } seconden (--deadline)
site-cli-cut-deadline = afgebroken: de run stopt na { $limit } seconden (--deadline)
site-cli-cut-members = afgebroken: een gzip-stroom van meer dan { $limit } delen wordt niet verder gelezen
# After the first blocked URLs of a line: $count more are not listed.
site-cli-more = … en nog { $count }
site-cli-deadline = De run is gestopt bij zijn deadline ({ $limit } seconden, --deadline): de sitemaps hierboven zijn alles wat gelezen is.
# robots site --llms: an llms.txt read; $count is the links it holds.
site-cli-llms = llms.txt { $url }: { $count ->
    [one] { $count } link
   *[other] { $count } links
   }
# $why is one of the site-cli-why-… or site-cli-cut-… messages.
site-cli-llms-not-read = llms.txt { $url }: { $why }
site-cli-llms-agent = { $agent }: { $blocked } van { $checked ->
    [one] { $checked } llms.txt-link
   *[other] { $checked } llms.txt-links
   } niet toegestaan
site-cli-llms-line = regel { $line } `{ $rule }` blokkeert { $count ->
    [one] { $count } llms.txt-link
   *[other] { $count } llms.txt-links
   }
## robots site (the CLI): sitemap URLs that robots.txt blocks.
## Only the CLI says these (numbers are grouped in every language).
# A sitemap read: $url is its address; $count the URLs it lists.
site-cli-sitemap = sitemap { $url }: { $count ->
    [one] { $count } URL
   *[other] { $count } URL's
   }
# A sitemap index read: $count is the sitemaps it names.
site-cli-index = sitemapindex { $url }: { $count ->
    [one] { $count } sitemap
   *[other] { $count } sitemaps
   }
# $why is one of the site-cli-why-… or site-cli-cut-… messages.
site-cli-not-read = sitemap { $url }: { $why }
# $error is the HTTP client's own (English) error text.
site-cli-why-network = niet gelezen: het verzoek is mislukt ({ $error })
site-cli-why-status = niet gelezen: de server antwoordde { $status }
# $error is the XML parser's own (English) error text.
site-cli-why-xml = niet tot het einde gelezen: dit is geen goed gevormde XML ({ $error })
site-cli-why-root = niet gelezen: dit is geen urlset en geen sitemapindex (het hoofdelement is <{ $name }>)
site-cli-why-nested = niet gelezen: een sitemapindex die door een sitemapindex wordt genoemd (sitemaps.org staat één niveau toe)
site-cli-why-not-http = niet gelezen: dit is geen absolute http://- of https://-URL
site-cli-why-sitemap-limit = niet gelezen: er worden per keer hoogstens { $limit } sitemaps gelezen
site-cli-why-url-limit = niet gelezen: er wordt gestopt na { $limit } URL's (--max-urls)
site-cli-cut-urls = afgekapt: alleen de eerste { $limit } URL's zijn gelezen (de limiet van sitemaps.org)
site-cli-cut-bytes = afgekapt: alleen de eerste { $limit } bytes zijn gelezen (50 MB ongecomprimeerd, de limiet van sitemaps.org)
site-cli-cut-max-urls = afgekapt: er wordt gestopt na { $limit } URL's (--max-urls)
# $why is site-cli-why-sitemap-limit or site-cli-why-url-limit.
site-cli-cut-children = { $count ->
    [one] { $count } sitemap die erin wordt genoemd is
   *[other] { $count } sitemaps die erin worden genoemd zijn
   } { $why }
# A crawler's tally: $checked counts the sitemap URLs on the robots.txt's own host.
site-cli-agent = { $agent }: { $blocked } van { $checked ->
    [one] { $checked } sitemap-URL
   *[other] { $checked } sitemap-URL's
   } niet toegestaan
# $rule is the line as written in the file, such as Disallow: /search.
site-cli-line = regel { $line } `{ $rule }` blokkeert { $count ->
    [one] { $count } sitemap-URL
   *[other] { $count } sitemap-URL's
   }
site-cli-from = { $url } (uit { $sitemap })
site-cli-other-host = { $count ->
    [one] { $count } sitemap-URL staat
   *[other] { $count } sitemap-URL's staan
   } op een andere host: deze robots.txt is daar niet op van toepassing
site-cli-unreadable = { $count ->
    [one] { $count } item in een sitemap is
   *[other] { $count } items in sitemaps zijn
   } geen absolute http://- of https://-URL en kon niet worden gecontroleerd
site-cli-no-sitemaps = De robots.txt noemt geen sitemap (er is geen Sitemap:-regel).
site-cli-robots-failed = De robots.txt kon niet worden gebruikt, dus er is geen sitemap gelezen.
# The progress bar on a terminal: $current is the sitemap being read.
site-cli-progress = { $sitemaps ->
    [one] { $sitemaps } sitemap
   *[other] { $sitemaps } sitemaps
   }, { $urls ->
    [one] { $urls } URL
   *[other] { $urls } URL's
   } gelezen: { $current }
## Hostile input, second round: the trace's usage preferences list the
## first few deciding Content-Usage lines and count the others.
# $count: how many more Content-Usage lines decided with the ones listed.
usage-more-lines = { $count ->
    [one] en nog { $count } regel
   *[other] en nog { $count } regels
}
## Hostile input, third round: the trace lists the first Content-Signal
## pairs of the applying groups and counts the others.
# $count: how many more Content-Signal pairs the groups hold than the ones listed.
usage-signals-more = { $count ->
    [one] en nog { $count } paar, niet getoond
   *[other] en nog { $count } paren, niet getoond
}
## The workspace layout: the strip of URLs and crawlers, the keys between the editor, the grid and the answer
layout-inputs-more = Alle opties voor URL's en crawlers
layout-keys = Toetsen: Alt+1 de editor · Alt+2 de resultaten · Alt+3 het antwoord (waarom)

## The page's "Sitemap URLs" summary, above the results grid, after a sitemap
## file is opened.
sitemap-heading = Sitemap-URL's
# $name is the sitemap file's name.
sitemap-from = De URL's van { $name }, gecontroleerd met dit bestand.
# A crawler's tally: $agent as typed in the crawlers box.
sitemap-crawler = { $agent }: { $blocked } van { $checked ->
    [one] { $checked } sitemap-URL
   *[other] { $checked } sitemap-URL's
   } niet toegestaan
# One deciding line, a link to it in the editor; $rule as written, such as Disallow: /search.
sitemap-line = regel { $line } `{ $rule }` blokkeert { $count ->
    [one] { $count } sitemap-URL
   *[other] { $count } sitemap-URL's
   }
# The site the sitemap's URLs are counted on: $origin such as https://www.example.com; $from says where it came from.
sitemap-origin = Geteld op { $origin }, { $from ->
    [site] de opgegeven site
    [sitemap] de site van de Sitemap:-regels van dit bestand
   *[urls] de host waarop de meeste URL's van de sitemap staan
   }.
# The URLs on another host than $origin, listed apart: not counted above.
sitemap-other-host = { $count ->
    [one] { $count } sitemap-URL staat
   *[other] { $count } sitemap-URL's staan
   } op een andere host dan { $origin }: dit bestand is daar niet op van toepassing, dus ze zijn hierboven niet meegeteld
# After the URLs listed: how many more are on another host.
sitemap-other-host-more = en nog { $count }
# After the lines listed: how many more lines block how many more URLs.
sitemap-lines-more = en nog { $lines ->
    [one] { $lines } regel, die
   *[other] { $lines } regels, die
   } { $count ->
    [one] { $count } sitemap-URL
   *[other] { $count } sitemap-URL's
   } blokkeren
# A gzip file that inflates past sitemaps.org's limit ($limit bytes).
import-too-big = { $name } wordt uitgepakt meer dan { $limit } bytes (de limiet van sitemaps.org voor een sitemap): niet geopend

## The Traffic view (src/traffic): access logs read against the file in the
## editor and the crawlers' address lists, as `robots audit` reads them.
traffic-heading = Verkeer: welke crawlers hielden zich aan dit bestand
traffic-hint = Open of sleep toegangslogboeken hierheen (Apache, nginx, IIS, CloudFront, JSON-regels; ook .gz): ze worden in deze browser gelezen, nooit geüpload, en beoordeeld volgens het bestand in de editor. Deze weergave openen laadt de adreslijsten van de crawlers die met deze pagina zijn gepubliceerd, als die er zijn.
traffic-logs = Toegangslogboeken
traffic-ranges = Adreslijsten en sleutelmappen van crawlers (.json)
traffic-stop = Stoppen
traffic-stopped = Gestopt: de tellingen tot nu toe.
traffic-unavailable = De logboeken konden in deze browser niet worden gelezen (dat gebeurt in een Web Worker).
traffic-summary = Logregels: { $lines }. Verzoeken: { $requests }, waarvan { $crawlers } van bekende crawlers. Overgeslagen regels: { $skipped }.
traffic-none = Geen enkel verzoek kwam van een crawler uit het register.
traffic-lists-none = Geen adreslijsten van crawlers: elk verzoek telt als niet geverifieerd. Open de lijsten die `robots ranges update` downloadt.
# $date: the list's creationTime as written.
traffic-list = Adreslijst { $name }: gemaakt op { $date }
traffic-list-stale = Adreslijst { $name }: gemaakt op { $date }, meer dan 30 dagen geleden
traffic-chart = Verzoeken van crawlers per dag, per doel
traffic-top = De geblokkeerde paden die hij het vaakst opvroeg (verzoeken × pad, en de beslissende regel, getoond in de editor als je erop klikt)
traffic-col-purpose = Doel
traffic-col-crawler = Crawler
traffic-col-requests = Verzoeken
traffic-col-robots = robots.txt
traffic-col-allowed = Toegestaan
traffic-col-disallowed = Geblokkeerd
traffic-col-grace = Respijt
traffic-col-verified = Geverifieerd
traffic-col-forged = Vervalst
traffic-col-unverified = Niet geverifieerd
# Wat de edge antwoordde (issue 55): toegestane verzoeken geweigerd (401,
# 403, 429, 451), toegestane verzoeken met 402, niet-toegestane toch geleverd (2xx).
traffic-col-refused = Geweigerd
traffic-col-payment = Betaling vereist
traffic-col-served = Niet toegestaan, geleverd
traffic-col-before = Eerder geblokkeerd
# Crawlers die ondertekenen (Web Bot Auth, issue 59).
traffic-signed = Ondertekende agents (Web Bot Auth), naar de origin die hun Signature-Agent-header noemt
traffic-signed-hint = Een geverifieerde handtekening bewijst wie een verzoek stuurde, niet dat het dit bestand volgde: Niet toegestaan telt wat het ertegen in ophaalde. Open de sleutelmappen die `robots ranges update` opslaat (signature-agents/<host>.json) naast de adreslijsten.
traffic-directory = { $count ->
    [one] Sleutelmap van { $origin }: één sleutel
   *[other] Sleutelmap van { $origin }: { $count } sleutels
}
traffic-col-agent = Signature-agent
traffic-col-invalid = Ongeldig
traffic-col-unknown-key = Onbekende sleutel
traffic-col-unsigned = Niet ondertekend

# ---- The robots CLI's own sentences (cli-…): the fetch note, `robots test`'s and
# `robots lint`'s sentences and the SARIF rules' titles and help. Only the engine
# words them (the CLI's --lang), never the page. ----
# robots fetch's note on stderr. $response: the HTTP status code and its reason phrase as the protocol writes them ("200 OK"), or a cli-fetch-response-… message; $hops: a cli-fetch-hops-… message; $outcome: a cli-fetch-outcome-… message.
cli-fetch-note = { $url } → { $response }{ $hops }{ $outcome }
cli-fetch-response-network = netwerkfout ({ $error })
cli-fetch-response-none = geen antwoord
# No redirect: nothing is written.
cli-fetch-hops-none = {""}
cli-fetch-hops-after = {" "}na { $count ->
    [one] { $count } omleiding
   *[other] { $count } omleidingen
}
cli-fetch-hops-too-many = , een omleiding voorbij de { $max } die Google volgt
cli-fetch-hops-loop = , een omleidingslus na { $count ->
    [one] { $count } omleiding
   *[other] { $count } omleidingen
}
cli-fetch-hops-no-location = {" "}zonder bruikbare Location-header
cli-fetch-outcome-rules = {" "}({ $size }): de regels zijn van toepassing
cli-fetch-outcome-rules-cut = {" "}({ $size }, afgebroken bij de limiet van 500 KiB van Google): de regels zijn van toepassing
cli-fetch-outcome-allow-404 = : alles toegestaan (behandeld als 404)
cli-fetch-outcome-allow = : alles toegestaan (geen geldig robots.txt-bestand)
cli-fetch-outcome-disallow = : niets toegestaan (Google probeert het later opnieuw)
cli-source-truncated = let op: '{ $name }' heeft { $total } bytes; Google leest alleen de eerste { $limit } (de inhoud vanaf regel { $line } wordt genegeerd)
# $sentence: a status-… message.
cli-replaced = Het ophaalresultaat vervangt de regels: { $sentence }
cli-lint-nothing = niets te controleren: het ophaalresultaat vervangt de regels, Google gebruikt geen bestand
# robots lint --readers: how another parser reads a line. $library: the parser's name and version; $sentence: a reader-… message; $reading and $google: the verdicts ALLOWED, DISALLOWED or UNANSWERED, as the CLI writes them everywhere (not translated).
cli-lint-reader = { $library }: { $sentence }; bijv. { $agent } { $url }: { $reading } waar Google { $google } zegt
cli-sarif-reader-title = { $library } leest deze regel anders dan Google
cli-sarif-reader-help = { $library }: { $sentence }.
cli-sarif-lighthouse-title = De robots.txt-audit van Lighthouse { $version } keurt deze regel af
cli-sarif-lighthouse-help = De SEO-audit "robots.txt is not valid" van Lighthouse faalt op elke regel die hij afkeurt, wat de SEO-score van de pagina verlaagt, ook al leest Google de regel zoals hij geschreven is.
cli-sarif-unreadable-title = Een verwachtingsregel die niet te lezen of te controleren is
cli-sarif-unreadable-help = Elke regel van een verwachtingenbestand luidt `allowed|disallowed AGENT URL`, met een controleerbare agent en URL; zolang een regel niet te lezen is, wordt niets getest.
cli-sarif-failed-title = Een verwachting waaraan het robots.txt-bestand niet voldoet
cli-sarif-failed-help = Het robots.txt-bestand geeft deze agent voor deze URL een ander oordeel dan het verwachtingenbestand zegt. De gerelateerde locatie is de regel van het robots.txt-bestand die besliste; pas de regels aan, of de verwachting als het nieuwe oordeel de bedoeling is.
cli-test-decided = de regel die besliste: { $rule }
cli-test-rule-line = { $file } regel { $line }: { $rule }
cli-test-no-rule = { $file }: geen regel beslist (regel 0)
# The SARIF rules of `robots lint --format sarif`, by diagnostic code: a title and a help text each.
cli-sarif-accepted-typo-title = Een verkeerd gespeld veld dat Google accepteert
cli-sarif-accepted-typo-help = Google leest sommige spelfouten (useragent, dissallow, …) als de instructie waarop ze lijken; andere parsers negeren de regel. Spel het veld zoals de standaard het doet.
cli-sarif-key-by-prefix-title = Een veld dat op zijn begin wordt gelezen
cli-sarif-key-by-prefix-help = Google herkent velden op hun begin, dus een langer veld (Disallowed:) wordt gelezen als de instructie waarmee het begint. Schrijf de exacte naam van de instructie.
cli-sarif-missing-colon-title = Witruimte in plaats van ':' na het veld
cli-sarif-missing-colon-help = Google accepteert witruimte in plaats van de ':'; andere parsers negeren de regel mogelijk. Schrijf `veld: waarde`.
cli-sarif-line-too-long-title = Een regel die langer is dan Google leest
cli-sarif-line-too-long-help = Google leest alleen de eerste 16.663 bytes van een regel; de rest valt weg. Maak de regel korter of splits het patroon.
cli-sarif-nul-byte-title = Een NUL-byte in een regel
cli-sarif-nul-byte-help = Voor Google eindigt de regel bij een NUL-byte en wordt de rest genegeerd. Verwijder de byte.
cli-sarif-rule-outside-group-title = Een regel vóór de eerste user-agent-regel
cli-sarif-rule-outside-group-help = Allow- en disallow-regels gelden voor de user-agent-regels erboven; een regel vóór de eerste user-agent-regel hoort bij geen enkele groep en wordt genegeerd. Zet er een user-agent-regel boven.
cli-sarif-unsupported-key-title = Een veld dat Google niet ondersteunt
cli-sarif-unsupported-key-help = Google kent dit veld maar negeert het (crawl-delay, noindex, …). Verwijder de regel of gebruik wat Google wel ondersteunt.
cli-sarif-unknown-key-title = Een onbekend veld
cli-sarif-unknown-key-help = Google negeert regels met een veld dat het niet kent; een verkeerd gespelde user-agent, allow of disallow gaat ongemerkt verloren. Controleer de spelling.
cli-sarif-no-leading-slash-title = Een patroon dat nooit overeenkomt
cli-sarif-no-leading-slash-help = Een padpatroon moet met '/' of '*' beginnen; een patroon dat dat niet doet, komt nooit overeen met een URL. Begin het met '/'.
cli-sarif-empty-rule-title = Een lege allow of disallow
cli-sarif-empty-rule-help = Een lege regel beslist nooit (een lege disallow staat alles toe), maar sluit de user-agent-regels erboven af, dus een user-agent-regel erna begint een nieuwe groep.
cli-sarif-user-agent-cut-title = Een user-agent die maar gedeeltelijk wordt gelezen
cli-sarif-user-agent-cut-help = Google leest een user-agent-waarde tot het eerste teken buiten A–Z, a–z, '-' en '_': de groep is alleen voor die user-agent-token. Schrijf de user-agent-token van de crawler.
cli-sarif-user-agent-no-token-title = Een user-agent die geen crawler noemt
cli-sarif-user-agent-no-token-help = Een user-agent-waarde moet met een letter, '-' of '_' beginnen; anders geldt de groep voor geen enkele crawler. Schrijf de user-agent-token van de crawler of '*'.
cli-sarif-sitemap-not-absolute-title = Een sitemap die geen absolute URL is
cli-sarif-sitemap-not-absolute-help = Sitemap-regels nemen een absolute URL (https://…); een relatieve URL wordt niet opgehaald.
cli-sarif-not-a-directive-title = Een regel die geen `veld: waarde` is
cli-sarif-not-a-directive-help = Google negeert regels die geen `veld: waarde`-records zijn (lopende tekst, HTML). Verwijder de regel of maak er een opmerking van met '#'.
cli-sarif-non-utf8-title = Bytes die geen UTF-8 zijn
cli-sarif-non-utf8-help = De regel bevat bytes die geen geldige UTF-8 zijn; in patronen worden ze byte voor byte met procenttekens gecodeerd. Sla het bestand op als UTF-8.
cli-sarif-bom-skipped-title = Een bytevolgordemarkering aan het begin
cli-sarif-bom-skipped-help = Google slaat een bytevolgordemarkering (BOM) aan het begin van het bestand over; sommige andere parsers niet.
cli-sarif-stray-bom-title = Een bytevolgordemarkering midden in het bestand
cli-sarif-stray-bom-help = Een bytevolgordemarkering (BOM) die niet aan het begin staat, wordt deel van het veld, dus de regel wordt niet herkend. Verwijder haar.
cli-sarif-past-size-limit-title = Inhoud na de 500 KiB die Google leest
cli-sarif-past-size-limit-help = Google leest alleen de eerste 500 KiB van een robots.txt-bestand; de regels daarna worden genegeerd. Maak het bestand korter.
cli-sarif-preference-line-title = Een regel met een voorkeur voor AI-gebruik
cli-sarif-preference-line-help = Content-Usage-regels (IETF-voorkeuren voor AI) en Content-Signal-regels zijn geen regels voor crawlen: de crawlers van Google negeren ze en alleen crawlers die ze lezen, houden er rekening mee. Blokkeer een crawler met Disallow als hij niet mag ophalen.
cli-sarif-usage-outside-group-title = Een Content-Usage-regel vóór de eerste user-agent-regel
cli-sarif-usage-outside-group-help = Een Content-Usage-regel geldt voor de groep waarin hij staat (de concepten voor AI-voorkeuren definiëren hem per groep); een regel vóór de eerste user-agent-regel hoort bij geen enkele groep. Zet hem in een groep (User-agent: * voor elke crawler).
cli-sarif-signal-outside-group-title = Een Content-Signal-regel boven alle groepen
cli-sarif-signal-outside-group-help = De parser van Google plaatst een Content-Signal-regel vóór de eerste user-agent-regel in geen enkele groep; gelezen zoals de beheerde bestanden van Cloudflare de regel plaatsen, hoort hij bij de groep die erop volgt. De melding noemt die groep.

# Lint managed_block (drift issue).
cli-sarif-managed-block-title = Regels die een edge-netwerk aan het geserveerde bestand toevoegt
cli-sarif-managed-block-help = Een edge-netwerk zoals Cloudflare kan een beheerd blok vóór de geserveerde robots.txt plaatsen, van `# BEGIN Cloudflare Managed content` tot `# END Cloudflare Managed Content`. Google voegt de groepen ervan samen met de jouwe. Neem het alleen in je repository op als je de regels ervan wilt houden; `robots drift` vergelijkt je eigen bestand met het geserveerde.
cli-sarif-token-retired-title = Een user-agent-token die de eigenaar niet meer gebruikt
cli-sarif-token-retired-help = De documentatie van de eigenaar noemt deze token niet meer en geen van zijn crawlers leest de groep. Noem de token die hem heeft vervangen.
cli-sarif-license-not-absolute-title = Een License-regel die geen absolute URL is
cli-sarif-license-not-absolute-help = Een License-regel (Really Simple Licensing 1.0) verwijst met een absolute http(s)-URL naar het licentiedocument van de site, dat op een andere host mag staan. Schrijf de hele URL.
cli-sarif-path-not-encoded-title = Een regelpad met spaties of niet-ASCII-tekens
cli-sarif-path-not-encoded-help = Google raadt aan regelpaden met procenttekens te coderen; crawlers vragen spaties en niet-ASCII-tekens gecodeerd op. Schrijf het gecodeerde pad uit de melding.
cli-sarif-usage-splits-group-title = Een voorkeursregel tussen user-agent-regels
cli-sarif-usage-splits-group-help = Tussen user-agent-regels sluit een voorkeursregel voor sommige parsers de user-agents van de groep af en voor andere niet. Zet hem na de user-agent-regels van de groep.
cli-sarif-usage-no-effect-title = Een voorkeur voor een pad dat de groep niet mag crawlen
cli-sarif-usage-no-effect-help = Voorkeuren gelden alleen voor wat een crawler mag ophalen; onder een niet-toegestaan pad zegt een Content-Usage-regel niets. Verwijder hem of sta het pad toe.
cli-sarif-usage-unparsed-title = Een Content-Usage-waarde die niet te lezen is
cli-sarif-usage-unparsed-help = De waarde is geen lijst van vocabulairelabels (train-ai, search) met y of n; parsers negeren wat ze niet kunnen lezen. Schrijf bijvoorbeeld `train-ai=n`.
cli-sarif-group-replaces-star-title = De eigen groep van een crawler vervangt de *-groep
cli-sarif-group-replaces-star-help = Een crawler die een groep vindt die hem noemt, volgt alleen die groep; de regels van User-agent: * gelden dan niet meer voor hem. Herhaal de *-regels die hij moet houden in zijn eigen groep.
# signal_not_inherited (SARIF rule).
cli-sarif-signal-not-inherited-title = De eigen groep van een crawler mist de AI-regels van de *-groep
cli-sarif-signal-not-inherited-help = Een crawler leest alleen de groepen die hem noemen, nooit ook de *-groep: Content-Signal- en Content-Usage-regels onder User-agent: * bereiken geen crawler met een eigen groep. Kopieer ze naar die groep (robots lint --fix-preview toont de wijziging).

# The command line's usage errors and file errors (robots-cli): said in
# --lang. `cli-io-error` words what went wrong with a file: the system's own
# text ($error) in English, the common kinds translated in the others.
cli-usage-see-help = (zie `robots --help` of `robots SUBCOMMAND --help`)
cli-json-with-sarif = --json en --format sarif kunnen niet samen worden gebruikt
cli-standard-input = standaardinvoer
cli-stdin-once = de standaardinvoer (`-`) kan maar één keer worden gelezen
cli-cannot-read = kan '{ $name }' niet lezen: { $error }
cli-cannot-write = kan '{ $name }' niet schrijven: { $error }
cli-cannot-write-output = kan de uitvoer niet schrijven: { $error }
cli-cannot-create = kan '{ $name }' niet aanmaken: { $error }
cli-io-error = { $kind ->
    [not-found] bestand of map bestaat niet
    [permission-denied] geen toestemming
    [is-a-directory] het is een map
   *[other] { $error }
}
cli-url-unparsed = '{ $url }' is geen URL: { $error }
cli-url-not-http = '{ $url }' is geen http://- of https://-URL
cli-url-not-robots-txt = waarschuwing: { $url } is niet /robots.txt in de hoofdmap van de host: crawlers lezen alleen dat bestand (toch opgehaald zoals opgegeven)
cli-agent-unchecked = agent '{ $input }': { $reason }
cli-url-unchecked = URL '{ $url }': { $reason }
cli-unknown-purpose = onbekend doel '{ $purpose }'
cli-audit-not-an-instant = --robots '{ $spec }': '{ $time }' is geen tijdstip (schrijf het als 2026-11-01T00:00:00Z)
cli-audit-versions-undated = --robots: geef elke versie behalve de eerste het tijdstip waarop ze van kracht werd (BESTAND@2026-11-01T00:00:00Z)
cli-ranges-no-dir = hier is geen cachemap bekend: geef er een op met --dir
cli-ranges-http-status = HTTP-resultaatcode { $code }
cli-list-too-large = groter dan { $limit } bytes
