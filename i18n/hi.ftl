# The robots.txt tester's messages in Hindi (hi): a translation of en.ftl,
# which is the source (same keys, same { $variables }).
# Terms: see hi.glossary.md.

## Document and header

page-title = robots.txt टेस्टर
page-description = अपने ब्राउज़र में, robots.txt फ़ाइल के हिसाब से यूआरएल की जांच करें.
lang-menu-label = भाषा
tagline = यूआरएल की जांच उसी तरह करता है जैसे Google के क्रॉलर robots.txt को पढ़ते हैं. यह आपके ब्राउज़र में चलता है: कुछ भी अपलोड नहीं किया जाता.
footer = मिलान, Google के ओपन-सोर्स robots.txt पार्सर के मुताबिक होता है (आरएफ़सी 9309 और Google की ओर से दी गई छूट); फ़ाइल के सिर्फ़ पहले 500 KiB गिने जाते हैं. क्रॉलर के प्रीसेट की जांच { $checked } को की गई.

# (end of document and header)

## Numbers and sizes

size-bytes = { $count ->
    [one] { $count } बाइट
   *[other] { $count } बाइट
}
size-kib = { $size } KiB
size-mib = { $size } MiB

# (end of numbers and sizes)

## Results grid and bulk lists

# A verdict, as a cell and the trace show it.
verdict-allowed = अनुमति है
verdict-blocked = रोक लगी है
grid-results-heading = नतीजे
# Above the grid: how many URLs (rows) and crawlers (columns) it has.
grid-size = { $urls ->
    [one] { $urls } यूआरएल
   *[other] { $urls } यूआरएल
   } × { $crawlers ->
    [one] { $crawlers } क्रॉलर
   *[other] { $crawlers } क्रॉलर
}
# $size is the grid-size text; $shown how many rows the filter and search keep.
grid-size-shown = { $size } · { $shown } दिख रहे हैं
grid-hint = वजह जानने के लिए कोई सेल चुनें (उस पर क्लिक करें या ऐरो कुंजियों से वहां जाकर एंटर दबाएं).
grid-empty = नतीजे देखने के लिए, कम से कम एक यूआरएल और एक क्रॉलर जोड़ें.
grid-no-match = कोई भी यूआरएल इस फ़िल्टर और खोज से मेल नहीं खाता.
# $status is the chosen fetch result, e.g. "503 Service Unavailable"; $verdict is allowed or blocked.
grid-status-banner = सिम्युलेट किया गया फ़ेच का नतीजा: { $status }. फ़ाइल के नियम लागू नहीं हैं: { $verdict ->
    [allowed] हर यूआरएल को क्रॉल करने की अनुमति है
   *[blocked] हर यूआरएल पर रोक लगी है
   }.
# Column header of the URLs.
grid-url-header = यूआरएल
# Row header of the row of totals per crawler.
grid-totals = कुल
grid-search-label = खोजें
grid-search-placeholder = यूआरएल का कोई हिस्सा
# Under a crawler's name in the column header: the product token was set by hand.
grid-token-set = टोकन आपने सेट किया
# Under a crawler's name in the column header: the token was read from a full user-agent string.
grid-token-from-ua = उपयोगकर्ता एजेंट स्ट्रिंग से
# Under a URL: the path that is tested, shown as code where $path is.
grid-tested-as = { $path } के तौर पर जांचा गया
# In a cell that was pinned as an expectation which passes.
grid-expect-pass = (अपेक्षित: { $verdict ->
    [allowed] अनुमति है
   *[blocked] रोक लगी है
   }; पास)
# In a cell that was pinned as an expectation which fails.
grid-expect-fail = अपेक्षित: { $verdict ->
    [allowed] अनुमति है
   *[blocked] रोक लगी है
}
# In a cell: what decides when the simulated fetch result is a network error.
grid-cell-network-error = नेटवर्क की गड़बड़ी
# In a cell: what decides when the simulated fetch result is too many redirects.
grid-cell-redirects = > 5 रीडायरेक्ट
# In a cell: the simulated HTTP status code ($code, e.g. 503) decides.
grid-cell-status = स्टेटस { $code }
# In a cell: the robots.txt line that decides.
grid-cell-line = लाइन { $line }
# In a cell: no rule matches.
grid-cell-no-rule = कोई नियम नहीं
# Compare mode, in a cell: the verdict against the file before the edit, and its deciding line.
grid-cell-was-line = (पहले: { $verdict ->
    [allowed] अनुमति थी
   *[blocked] रोक लगी थी
   } · लाइन { $line })
# Compare mode, in a cell: the verdict against the file before the edit (no rule decided).
grid-cell-was = (पहले: { $verdict ->
    [allowed] अनुमति थी
   *[blocked] रोक लगी थी
   })
# A cell whose URL cannot be tested.
grid-cell-not-tested = जांच नहीं की गई
# A crawler's totals over the whole list.
grid-total = ✓ { $allowed } को अनुमति · ✕ { $blocked } पर रोक
grid-total-checking = जांच हो रही है…
# Read by screen readers when a cell is selected: verdict, URL, crawler, and the simulated fetch result that decides.
grid-announce-status = { $verdict ->
    [allowed] अनुमति है
   *[blocked] रोक लगी है
   }: { $agent } के लिए { $url } (फ़ेच का नतीजा { $status })
# Read by screen readers when a cell is selected: verdict, URL, crawler, and the deciding line.
grid-announce-line = { $verdict ->
    [allowed] अनुमति है
   *[blocked] रोक लगी है
   }: { $agent } के लिए { $url } (लाइन { $line })
# Read by screen readers when a cell is selected and no rule decides.
grid-announce-no-rule = { $verdict ->
    [allowed] अनुमति है
   *[blocked] रोक लगी है
   }: { $agent } के लिए { $url } (कोई नियम नहीं)
# Read by screen readers when the selected cell's URL cannot be tested.
grid-announce-untestable = { $url } की जांच नहीं की जा सकती
# While the whole list is checked in the background.
check-progress = { $total ->
    [one] { $total } यूआरएल
   *[other] { $total } यूआरएल
   } में से { $done } की जांच हो रही है…
# Above the results when the page's checking worker cannot read its requests
# (the worker is from another version of the page, e.g. after an update).
worker-refused = इस पेज का बैकग्राउंड चेकर टेस्टर के किसी दूसरे वर्शन का है, इसलिए यह पेज खुद जांच करता है, जो लंबी सूचियों के लिए धीमा हो सकता है. सबसे नया वर्शन इस्तेमाल करने के लिए, पेज फिर से लोड करें.
# Label of the menu that filters the rows.
filter-label = दिखाएं
# Filter menu options; $filter is the option's value, $count how many URLs it keeps.
filter-option = { $filter ->
   *[all] सभी यूआरएल ({ $count })
    [blocked] कम से कम एक क्रॉलर के लिए रोक ({ $count })
    [allowed] सभी क्रॉलर के लिए अनुमति ({ $count })
    [disagree] क्रॉलर के नतीजे अलग-अलग ({ $count })
    [untestable] जांच नहीं की जा सकती ({ $count })
    [readers] दूसरे पार्सर अलग पढ़ते हैं ({ $count })
}
# Compare mode: a checkbox that shows only the rows the edit changes; $count is how many.
filter-changed-only = सिर्फ़ बदले हुए ({ $count })
# Label of the menu that orders the rows.
sort-label = क्रम
sort-input = सूची वाला क्रम
sort-url = यूआरएल, A से Z तक
sort-verdict = रोक वाले पहले
export-csv = CSV एक्सपोर्ट करें
export-json = JSON एक्सपोर्ट करें
export-hint = एक्सपोर्ट में वही पंक्तियां होती हैं जो दिख रही हैं (फ़िल्टर, खोज और क्रम लागू होते हैं), हर यूआरएल और क्रॉलर के लिए एक रिकॉर्ड. ये इसी पेज में बनाए जाते हैं; कुछ भी अपलोड नहीं किया जाता.
# $error is the browser's own (English) error text.
export-refused = ब्राउज़र ने फ़ाइल सेव करने से मना कर दिया ({ $error })
# After opening a URL list file ($name is its file name): a plain list.
import-plain = { $name } से { $count ->
    [one] { $count } यूआरएल लिया गया
   *[other] { $count } यूआरएल लिए गए
   }.
import-sitemap = साइटमैप { $name } की <loc> एंट्री से { $count ->
    [one] { $count } यूआरएल लिया गया
   *[other] { $count } यूआरएल लिए गए
   }.
# $kind is CSV or TSV.
import-table-first = { $kind } फ़ाइल { $name } के पहले कॉलम से { $count ->
    [one] { $count } यूआरएल लिया गया
   *[other] { $count } यूआरएल लिए गए
   }.
# $column is the header of the column read, as written in the file.
import-table-column = { $kind } फ़ाइल { $name } के “{ $column }” कॉलम से { $count ->
    [one] { $count } यूआरएल लिया गया
   *[other] { $count } यूआरएल लिए गए
   }.

# (end of results grid and bulk lists)

## Compare and expectations

# Compare mode: the button that turns it on and off.
compare-start = किसी दूसरे वर्शन से तुलना करें…
compare-leave = तुलना मोड से बाहर निकलें
# The label of the second editor: the file as it was before the edit.
compare-before-label = बदलाव से पहले (जैसे, लाइव robots.txt)
# How many lines the "before" file has.
compare-before-lines = { $count ->
    [one] { $count } लाइन
   *[other] { $count } लाइनें
}
compare-before-hint = हर यूआरएल की जांच इस फ़ाइल और ऊपर वाली फ़ाइल, दोनों से की जाती है; नतीजों से पता चलता है कि बदलाव से क्या बदलता है.
# How a check's result changed between the two files (grid cells, the trace).
compare-newly-blocked = अब रोक लगी है
compare-newly-allowed = अब अनुमति है
compare-line-changed = नतीजा वही, लाइन दूसरी
compare-unchanged = कोई बदलाव नहीं
diff-tally = { $blocked } पर अब रोक, { $allowed } को अब अनुमति, { $changed } का नतीजा वही पर लाइन दूसरी, { $unchanged } में कोई बदलाव नहीं
# A crawler's totals under its column header: ▲ and ▼ are icons.
compare-flips = ▲ { $blocked } पर अब रोक · ▼ { $allowed } को अब अनुमति
# The trace in compare mode: the two decisions side by side.
compare-trace-title = बदलाव से पहले और बाद में
compare-before = पहले
compare-after = बाद में
compare-same = नतीजा वही है, और उसे वही लाइन तय करती है.
# $edit is a stretch of the line diff, e.g. "lines 3–6 added after the edit".
compare-caused-by = इस बदलाव की वजह से: { $edit }.
compare-no-cause = इसे कोई बदली हुई लाइन तय नहीं करती: बदलाव से यह बदल गया कि कौनसा ग्रुप लागू होता है.
compare-untestable = जांच नहीं की जा सकती.
# $explanation says which group of rules applies to the crawler and why.
compare-group = ग्रुप: { $explanation }
# $rule is shown as code: the rule that decides, or the fetch result.
compare-rule = नियम: { $rule }
# $status is a simulated fetch result, e.g. "404 Not Found".
compare-rule-status = फ़ेच का नतीजा: { $status }
compare-rule-line = लाइन { $line }: { $rule }
compare-rule-none = कोई नियम तय नहीं करता
# Why a rule decides, in one sentence. Rules in backquotes stay as written
# (`Disallow: /x`); $length is a size such as "8 bytes".
# The line diff of the two files.
diff-title = क्या बदला
diff-none = दोनों फ़ाइलें एक जैसी हैं.
# A stretch of the diff: $count lines, from line $first to line $last.
diff-same = { $count ->
        [1] लाइन { $first }
       *[other] लाइनें { $first }–{ $last }
    } में कोई बदलाव नहीं
diff-added = { $count ->
        [1] लाइन { $first } बदलाव के बाद जोड़ी गई
       *[other] लाइनें { $first }–{ $last } बदलाव के बाद जोड़ी गईं
    }
diff-removed = { $count ->
        [1] पहले वाली फ़ाइल की लाइन { $first } हटाई गई
       *[other] पहले वाली फ़ाइल की लाइनें { $first }–{ $last } हटाई गईं
    }
# Lines $before_first to $before_last of the before file became lines
# $after_first to $after_last of the edited one.
diff-changed = पहले वाली फ़ाइल की { $before_count ->
        [1] लाइन { $before_first }
       *[other] लाइनें { $before_first }–{ $before_last }
    } को बदलकर { $after_count ->
        [1] लाइन { $after_first }
       *[other] लाइनें { $after_first }–{ $after_last }
    } किया गया
# How many results of the grid a stretch of the diff changes.
diff-flips = { $count ->
    [one] { $count } जांचा गया नतीजा पलटता है
   *[other] { $count } जांचे गए नतीजे पलटते हैं
}
diff-checking = जांच हो रही है…
# Read out by screen readers for the − and + marks of the diff's lines.
diff-removed-mark = हटाई गई
diff-added-mark = जोड़ी गई
diff-unexplained = { $count ->
    [one] { $count } नतीजा किसी एक बदली हुई लाइन की वजह से नहीं पलटा (किसी ग्रुप का दायरा बदला है).
   *[other] { $count } नतीजे किसी एक बदली हुई लाइन की वजह से नहीं पलटे (किसी ग्रुप का दायरा बदला है).
}
# Expectations: results pinned as facts that must stay true.
expect-heading = अपेक्षाएं
expect-none-yet = अभी कोई नहीं
# The summary in the page header and the panel.
expect-all-pass = { $count ->
    [one] { $count } अपेक्षा पास है
   *[other] सभी { $count } अपेक्षाएं पास हैं
}
expect-failing = { $count ->
    [one] { $count } अपेक्षा फ़ेल है
   *[other] { $count } अपेक्षाएं फ़ेल हैं
}
# $command is the command line tool's name, shown as code (robots test).
expect-hint = ऐसे तथ्य जो हमेशा सही रहने चाहिए. टेस्ट सुइट की तरह, हर बदलाव पर इनकी जांच होती है. कोई नतीजा चुनें, फिर “वजह” में “अनुमति होनी चाहिए” या “रोक होनी चाहिए” चुनें. ज़रूरी नहीं कि क्रॉलर और यूआरएल ऊपर दी गई सूचियों में हों. एक्सपोर्ट की गई फ़ाइल को { $command } पढ़ता है.
expect-pin-label = इस नतीजे को अपेक्षा के तौर पर पिन करें
expect-must-allow = अनुमति होनी चाहिए
expect-must-block = रोक होनी चाहिए
expect-caption = अपेक्षाएं और उनका पास या फ़ेल होना
expect-col-result = नतीजा
expect-col-crawler = क्रॉलर
expect-col-url = यूआरएल
expect-col-expected = अपेक्षित
expect-col-actual = असल
expect-col-decided-by = किससे तय हुआ
expect-remove = हटाएं
# $agent is a crawler and $url a URL, as typed.
expect-remove-label = { $url } पर { $agent } के लिए अपेक्षा हटाएं
expect-pass = पास
expect-fail = फ़ेल
expect-not-testable = जांच नहीं की जा सकती
# The product token used for the crawler, shown as code.
expect-token = टोकन { $token }
# A link to a line of the robots.txt file.
expect-line = लाइन { $line }
expect-decided-none = कोई नियम मेल नहीं खाता
# $status is a simulated fetch result, e.g. "404 Not Found".
expect-decided-status = फ़ेच का नतीजा: { $status }
# $reason says what is wrong with the crawler or the URL.
expect-untestable-agent = क्रॉलर की जांच नहीं की जा सकती: { $reason }
expect-untestable-url = यूआरएल की जांच नहीं की जा सकती: { $reason }
# $file is the file name, robots-expectations.txt.
expect-export = { $file } एक्सपोर्ट करें
expect-import-summary = अपेक्षाओं की फ़ाइल इंपोर्ट करें
# allowed and disallowed are words of the file format: keep them in English.
expect-import-label = इसे यहां चिपकाएं. हर लाइन में एक: allowed या disallowed, क्रॉलर (अगर उसमें स्पेस हों, तो कोटेशन मार्क में), और यूआरएल या पाथ.
expect-import-hint = इंपोर्ट करने पर, ऊपर दी गई अपेक्षाओं की जगह नई अपेक्षाएं आ जाती हैं. हर लाइन का पढ़ा जा सकना ज़रूरी है: अगर किसी एक में भी गड़बड़ी है, तो कुछ भी इंपोर्ट नहीं होता.
expect-import = इंपोर्ट करें
expect-imported = { $count ->
    [one] { $count } अपेक्षा इंपोर्ट की गई.
   *[other] { $count } अपेक्षाएं इंपोर्ट की गईं.
}
expect-import-failed = कुछ भी इंपोर्ट नहीं हुआ: पहले इन लाइनों को ठीक करें.
expect-imported-cut = सिर्फ़ पहली { $max } रखी जाती हैं: { $count } और छोड़ दी गईं.
expect-import-more-errors = … और { $count } लाइनें जो पढ़ी नहीं जा सकतीं
# The lines of an imported file that cannot be read. 'allowed', 'disallowed',
# AGENT and URL are words of the file format: keep them in English.
expect-problem-verdict = लाइन { $line }: अनजान नतीजा '{ $word }': हर लाइन 'allowed' या 'disallowed' से शुरू होती है
expect-problem-no-agent = लाइन { $line }: एजेंट मौजूद नहीं है: लाइन का फ़ॉर्मैट 'allowed|disallowed AGENT URL' होता है
expect-problem-no-url = लाइन { $line }: एजेंट के बाद यूआरएल या पाथ मौजूद नहीं है
expect-problem-empty-agent = लाइन { $line }: एजेंट खाली है
expect-problem-empty-url = लाइन { $line }: यूआरएल खाली है
expect-problem-quote = लाइन { $line }: कोटेशन मार्क बंद नहीं किया गया: कोटेशन मार्क वाला फ़ील्ड " पर खत्म होना चाहिए
expect-problem-after-quote = लाइन { $line }: बंद करने वाले कोटेशन मार्क के ठीक बाद टेक्स्ट है: फ़ील्ड को स्पेस या टैब से अलग करें
# $first is the first field too many.
expect-problem-extra = लाइन { $line }: '{ $first }' से शुरू होकर { $count ->
        [one] { $count } अतिरिक्त फ़ील्ड
       *[other] { $count } अतिरिक्त फ़ील्ड
    }: जिस एजेंट में स्पेस हों उसे कोटेशन मार्क में रखें ("..."), और # टिप्पणी से पहले स्पेस दें
# $reason says what is wrong with the crawler or the URL.
expect-import-bad-agent = लाइन { $line }: क्रॉलर “{ $agent }”: { $reason }
expect-import-bad-url = लाइन { $line }: यूआरएल “{ $url }”: { $reason }

# (end of compare and expectations)

## Results explained: trace, diagnostics, crawlers, URLs, site

# The "Why" panel: how the selected result was decided.
trace-heading = वजह
trace-empty = कोई यूआरएल और क्रॉलर जोड़ें, फिर कोई नतीजा चुनकर देखें कि वह कैसे तय हुआ.
# ---- The workspace's answer box: its button to the rest of the answer, shown
# while some of it is below the box's fold.
trace-more = जवाब का बाकी हिस्सा नीचे है ↓
# $input: the URL as typed; $line: its line in the URLs box; $error: why it cannot be tested (a url-error-… message).
trace-untestable = “{ $input }” (यूआरएल की लाइन { $line }) की जांच नहीं की जा सकती: { $error }
# After the verdict word (Allowed/Blocked): $url is the URL tested, $token the crawler's product token (shown as code).
trace-verdict-for = { $token } के लिए { $url }
trace-token-heading = क्रॉलर टोकन
# After the token: $input is what was typed for the crawler, $derived the token found in it.
trace-token-set = आपने “{ $input }” के लिए सेट किया (उससे निकला टोकन: { $derived })
trace-token-as-typed = जैसा टाइप किया गया
# $how: how the token was found in what was typed (an agent-how-… message).
trace-token-from = “{ $input }” से: { $how }
# $label: the simulated fetch result (a status-label-… message). “200 OK” and “robots.txt fetch result” are the labels of the choice and of the select.
trace-status-note = सिम्युलेट किया गया फ़ेच का नतीजा: { $label }. फ़ाइल के नियम लागू नहीं हैं, इसलिए उसकी कोई भी लाइन फ़ैसला नहीं करती; नियमों की जांच करने के लिए, “robots.txt फ़ेच का नतीजा” में “200 ठीक है” चुनें.
trace-group-heading = ग्रुप
trace-path-heading = जांचा गया पाथ
# After the path tested: $input is the URL as typed.
trace-path-from = (“{ $input }” से)
trace-rules-heading = मेल खाने वाले नियम
trace-decision-heading = फ़ैसला
# $rule: the deciding rule as written (Disallow: /x), shown as code; $bytes: its length in bytes.
trace-decisive = { $bytes ->
    [one] लाइन { $line }: { $rule } ({ $bytes } बाइट)
   *[other] लाइन { $line }: { $rule } ({ $bytes } बाइट)
}
# The same, for an Allow rule ending in index.html that also allows its directory.
trace-decisive-index-html = { $bytes ->
    [one] लाइन { $line }: { $rule } ({ $bytes } बाइट), जिसे उसकी डायरेक्ट्री के तौर पर पढ़ा गया
   *[other] लाइन { $line }: { $rule } ({ $bytes } बाइट), जिसे उसकी डायरेक्ट्री के तौर पर पढ़ा गया
}
trace-no-rules-apply = इस क्रॉलर पर कोई नियम लागू नहीं होता, इसलिए क्रॉल करने की अनुमति है.
trace-no-rule-matches = कोई भी नियम इस पाथ से मेल नहीं खाता, इसलिए क्रॉल करने की अनुमति है.
trace-no-candidates = कोई नहीं: चुने गए ग्रुप का कोई भी नियम इस पाथ से मेल नहीं खाता.
# $pattern: the normalised pattern that matched, shown as code.
trace-matched-as = { $pattern } के रूप में मेल खाया
trace-candidates-caption = मेल खाने वाले नियम, सबसे लंबा पहले
trace-col-line = लाइन
trace-col-rule = नियम
trace-col-bytes = बाइट
trace-col-outcome = नतीजा
# What happened to each matching rule (the Outcome column).
trace-role-decides = फ़ैसला करता है
trace-role-tie = बराबर; Allow जीतता है
trace-role-empty = खाली: कभी फ़ैसला नहीं करता
trace-role-shorter = छोटा: हारता है
trace-role-later = लंबाई बराबर, फ़ाइल में बाद में
# User-agent lines of the groups: $count lines; $last is the last line number, $list the others, already separated by commas.
trace-lines = { $count ->
    [0] कोई लाइन नहीं
    [1] लाइन { $last }
   *[other] लाइनें { $list } और { $last }
}
# The same past 50 lines: $list holds the first 50, already separated by commas; $more counts the others.
trace-lines-folded = लाइनें { $list } और { $more } अन्य
# Under the group explanation when it lists only the first $shown of the $lines user-agent lines of $count groups; $token: the token they name (or *).
trace-groups-folded = { $count ->
    [one] { $token } का { $count } ग्रुप; इसकी { $lines } user-agent लाइनों में से पहली { $shown } दिखाई जा रही हैं.
   *[other] { $token } के { $count } ग्रुप मर्ज किए गए; इनकी { $lines } user-agent लाइनों में से पहली { $shown } दिखाई जा रही हैं.
}
# Under the matching rules when the table lists only the first $shown of $count.
trace-candidates-folded = { $count } नियम मेल खाते हैं; पहले { $shown } दिखाए जा रहे हैं, सबसे लंबा पहले.

# Which groups apply, by the reason they were chosen. $token: the crawler's product token; $lines: a trace-lines text ("line 3", "lines 3 and 7").
# $fallback: the token whose group is followed; $source: where the crawler's owner documents it (a group-source-… message).
group-family-fallback = किसी भी ग्रुप में { $token } का नाम नहीं है, इसलिए यह { $fallback } के ग्रुप ({ $lines }) को फ़ॉलो करता है, जैसा कि इसके मालिक ने बताया है ({ $source }). * ग्रुप का इस्तेमाल नहीं किया जाता.
group-specific-without-rules = { $lines } वाले ग्रुप में { $token } का नाम है, लेकिन उसमें कोई नियम नहीं है, इसलिए इसके लिए किसी भी चीज़ पर रोक नहीं है; किसी ग्रुप में क्रॉलर का नाम होने पर, * ग्रुप का इस्तेमाल नहीं किया जाता.
group-specific-merged = { $count ->
    [one] { $count } ग्रुप में { $token } का नाम है ({ $lines }); Google इनके नियमों को मर्ज करके एक सेट बनाता है. * ग्रुप का इस्तेमाल नहीं किया जाता.
   *[other] { $count } ग्रुप में { $token } का नाम है ({ $lines }); Google इनके नियमों को मर्ज करके एक सेट बनाता है. * ग्रुप का इस्तेमाल नहीं किया जाता.
}
group-specific = { $lines } वाले ग्रुप में { $token } का नाम है, इसलिए सिर्फ़ उसके नियम लागू होते हैं; * ग्रुप का इस्तेमाल नहीं किया जाता.
group-global-merged = किसी भी ग्रुप में { $token } का नाम नहीं है, इसलिए { $count } * ग्रुप ({ $lines }) लागू होते हैं, जिन्हें मर्ज करके एक सेट बनाया जाता है.
group-global-fallback = किसी भी ग्रुप में { $token } का नाम नहीं है, इसलिए * ग्रुप ({ $lines }) लागू होता है.
group-ignores-global = किसी भी ग्रुप में { $token } का नाम नहीं है, और { $token } * ग्रुप को अनदेखा करता है ({ $source }): कोई नियम लागू नहीं होता.
group-none = किसी भी ग्रुप में { $token } का नाम नहीं है और कोई * ग्रुप भी नहीं है: कोई नियम लागू नहीं होता.
# Documentation titles, cited in the group explanations.
group-source-common = Google Search Central: Google के सामान्य क्रॉलर
group-source-applebot = Apple: Applebot के बारे में (जब किसी ग्रुप में Applebot का नाम नहीं होता, तो यह Googlebot के नियमों को फ़ॉलो करता है)
group-source-special-case = Google Search Central: खास तरह के क्रॉलर, ग्लोबल उपयोगकर्ता एजेंट (*) को अनदेखा करते हैं

# Why the verdict is what it is, in one sentence. Backquotes mark code. $rule and $other: rules as written (Disallow: /x); $bytes and $other_bytes: their lengths (a size-bytes text, "8 bytes").
reason-longest-match = `{ $rule }` ({ $bytes }), `{ $other }` ({ $other_bytes }) से लंबा है: सबसे लंबा मिलान जीतता है
reason-only-rule = सिर्फ़ `{ $rule }` ({ $bytes }) ही ऐसा नियम है जो मेल खाता है
# $count: the number of matching rules (2 or more); $kind: Allow or Disallow (as written in robots.txt).
reason-longest-of = मेल खाने वाले { $count } { $kind } नियमों में से `{ $rule }` ({ $bytes }) सबसे लंबा है
# $length: the length in bytes both rules share.
reason-tie = लंबाई बराबर है ({ $length }): `{ $rule }` और `{ $other }` बराबरी पर हैं, और Google सबसे कम पाबंदी वाले नियम का इस्तेमाल करता है, इसलिए Allow जीतता है
# $pattern: the …/$ pattern the index.html rule is read as.
reason-index-html = `{ $rule }` अपनी डायरेक्ट्री को भी अनुमति देता है: Google, index.html को डायरेक्ट्री मानता है, इसलिए यह `{ $pattern }` ({ $bytes }) के रूप में मेल खाता है
reason-index-html-beats = `{ $rule }` अपनी डायरेक्ट्री को भी अनुमति देता है: Google, index.html को डायरेक्ट्री मानता है, इसलिए यह `{ $pattern }` ({ $bytes }) के रूप में मेल खाता है, जो `{ $other }` ({ $other_bytes }) से लंबा है
reason-empty-rule = सिर्फ़ खाली नियम `{ $rule }` मेल खाता है; खाली नियम कभी किसी चीज़ पर रोक नहीं लगाता, इसलिए यूआरएल को क्रॉल करने की अनुमति है
reason-group-without-rules = { $token } के ग्रुप में कोई नियम नहीं है, इसलिए हर चीज़ को क्रॉल करने की अनुमति है (किसी ग्रुप में क्रॉलर का नाम होने पर, * ग्रुप का इस्तेमाल नहीं किया जाता)
# $path: the path tested.
reason-no-match-specific = { $token } के ग्रुप का कोई भी नियम { $path } से मेल नहीं खाता, इसलिए क्रॉल करने की अनुमति है (* ग्रुप को नहीं देखा जाता)
reason-no-match-global = { $path } से, * ग्रुप का कोई भी नियम मेल नहीं खाता, इसलिए क्रॉल करने की अनुमति है
reason-ignores-global = किसी भी ग्रुप में { $token } का नाम नहीं है, और { $token } * ग्रुप को अनदेखा करता है, इसलिए हर चीज़ को क्रॉल करने की अनुमति है
reason-no-group = { $token } पर कोई ग्रुप लागू नहीं होता और कोई * ग्रुप भी नहीं है, इसलिए हर चीज़ को क्रॉल करने की अनुमति है
reason-allowed = अनुमति है

# The diagnostics panel.
diag-heading = फ़ाइल की जांच
diag-none = कोई समस्या नहीं
# The summary is the three counts joined by " · ".
diag-errors = { $count ->
    [one] { $count } गड़बड़ी
   *[other] { $count } गड़बड़ियां
}
diag-warnings = { $count ->
    [one] { $count } चेतावनी
   *[other] { $count } चेतावनियां
}
diag-notes = { $count ->
    [one] { $count } नोट
   *[other] { $count } नोट
}
diag-all-clear = हर लाइन वैसे ही पढ़ी जाती है जैसी लिखी गई है: टाइपिंग की कोई गलती, काम न करने वाला कोई फ़ील्ड या अनदेखी की गई कोई लाइन नहीं है.
diag-more = { $total } में से पहले { $shown } दिखाए जा रहे हैं.
diag-line = लाइन { $line }
severity-error = गड़बड़ी
severity-warning = चेतावनी
severity-info = जानकारी
# One message per problem found on a line. $written: the key as written in the file; $meant: the directive it is read as.
diag-accepted-typo = '{ $written }' टाइपिंग की गलती है, जिसे Google '{ $meant }' के तौर पर स्वीकार करता है; ज़रूरी नहीं कि दूसरे पार्सर भी ऐसा करें
diag-key-by-prefix = '{ $written }' को '{ $meant }' के तौर पर पढ़ा जाता है (Google, फ़ील्ड का मिलान उनके प्रीफ़िक्स से करता है)
diag-missing-colon = फ़ील्ड के बाद ':' नहीं है; Google इसकी जगह खाली जगह स्वीकार करता है, ज़रूरी नहीं कि दूसरे पार्सर भी ऐसा करें
# $length: the line's length in bytes. 16,663: the most Google reads (written as the language writes numbers).
diag-line-too-long = लाइन { $length } बाइट की है; Google किसी लाइन के सिर्फ़ पहले 16,663 बाइट पढ़ता है और बाकी हिस्सा छोड़ देता है
diag-nul-byte = NUL बाइट आने पर, Google के लिए लाइन वहीं खत्म हो जाती है; लाइन के बाकी हिस्से को अनदेखा किया जाता है
diag-rule-outside-group = किसी भी user-agent लाइन से पहले का नियम: यह किसी ग्रुप का हिस्सा नहीं है और इसे अनदेखा किया जाता है
# $key: a key Google knows but does not support (crawl-delay, noindex, host…), as written.
diag-unsupported-yandex = Google पर '{ $key }' काम नहीं करता: यह Yandex का डायरेक्टिव है; Google इसे अनदेखा करता है
diag-unsupported-crawl-delay = Google पर '{ $key }' काम नहीं करता: Google इसे अनदेखा करता है; Googlebot क्रॉल करने की अपनी दर खुद तय करता है
diag-unsupported-ignored = Google पर '{ $key }' काम नहीं करता: Google इसे अनदेखा करता है
diag-unsupported-meta-tag = Google पर '{ $key }' काम नहीं करता: robots.txt में इसे अनदेखा किया जाता है; इसके बजाय robots मेटा टैग या X-Robots-Tag हेडर का इस्तेमाल करें
diag-unsupported-noindex = Google पर '{ $key }' काम नहीं करता: Google ने 2019 में robots.txt में इसका इस्तेमाल बंद कर दिया था; इसके बजाय robots मेटा टैग या X-Robots-Tag हेडर का इस्तेमाल करें
diag-unknown-key = अनजान फ़ील्ड '{ $key }': Google इस लाइन को अनदेखा करता है
diag-no-leading-slash = पैटर्न '/' या '*' से शुरू नहीं होता, इसलिए यह कभी किसी यूआरएल से मेल नहीं खाता
diag-empty-rule = खाली नियम: यह ऐसी किसी चीज़ से मेल नहीं खाता जिससे फ़ैसला हो (खाली disallow हर चीज़ की अनुमति देता है), लेकिन इसके ऊपर की user-agent लाइनों का सिलसिला यहीं खत्म हो जाता है
# $token: the product token the user-agent value is cut to.
diag-user-agent-cut = user-agent को, A–Z, a–z, '-', '_' के अलावा किसी पहले वर्ण तक ही पढ़ा जाता है: यह ग्रुप '{ $token }' के लिए है
diag-user-agent-no-token = user-agent की वैल्यू में कोई उपयोगकर्ता एजेंट टोकन नहीं है (यह किसी अक्षर, '-' या '_' से शुरू होना चाहिए): यह ग्रुप किसी भी क्रॉलर पर लागू नहीं होता
diag-sitemap-not-absolute = sitemap की वैल्यू पूरा यूआरएल होनी चाहिए (https://…)
diag-not-a-directive = यह 'फ़ील्ड: वैल्यू' वाली लाइन नहीं है: Google इसे अनदेखा करता है
diag-non-utf8 = लाइन में ऐसे बाइट हैं जो मान्य UTF-8 नहीं हैं; पैटर्न में इन्हें एक-एक बाइट करके परसेंट-एन्कोड किया जाता है
diag-bom-skipped = फ़ाइल की शुरुआत में मौजूद बाइट ऑर्डर मार्क (बीओएम) को छोड़ दिया जाता है
diag-stray-bom = फ़ाइल के बीच में बाइट ऑर्डर मार्क (बीओएम) है: यह फ़ील्ड का हिस्सा बन जाता है, इसलिए इस लाइन को पहचाना नहीं जाता
# $limit: the bytes Google reads (512000); $total: the file's size in bytes.
diag-past-size-limit = Google, robots.txt के सिर्फ़ पहले { $limit } बाइट (500 KiB) पढ़ता है; इस फ़ाइल में { $total } बाइट हैं, और यहां से आगे की हर चीज़ को अनदेखा किया जाता है
diag-preference-usage = '{ $key }' AI इस्तेमाल की प्राथमिकताएं बताता है (IETF aipref ड्राफ़्ट), उन क्रॉलर के लिए जो इन ड्राफ़्ट का पालन करते हैं; Google का पार्सर, urllib, Protego और robots-parser इसे अनदेखा करते हैं
diag-preference-signal = '{ $key }' कॉन्टेंट सिग्नल बताता है (Cloudflare की Content Signals Policy), उन क्रॉलर के लिए जो इस नीति का पालन करते हैं; Google का पार्सर, urllib, Protego और robots-parser इसे अनदेखा करते हैं
diag-usage-outside-group = किसी भी user-agent लाइन से पहले '{ $key }': यह किसी ग्रुप का हिस्सा नहीं है, इसलिए कोई क्रॉलर इसे नहीं पढ़ता
diag-usage-splits-group = user-agent लाइनों के बीच '{ $key }': Google इसके आस-पास की user-agent लाइनों को एक ही ग्रुप के तौर पर पढ़ता है, लेकिन '{ $key }' को जानने वाला पार्सर ग्रुप को यहीं खत्म कर देता है; इसे ग्रुप के नियमों के बाद रखें
diag-usage-no-effect = यह ग्रुप '{ $path }' को क्रॉल नहीं कर सकता, इसलिए वहां यह प्राथमिकता किसी पर लागू नहीं होती (प्राथमिकताएं सिर्फ़ उन यूआरएल पर लागू होती हैं जिन्हें क्रॉल किया जा सकता है)
diag-usage-unparsed-empty = पाथ के बाद कोई प्राथमिकता नहीं है: हर लेबल को अज्ञात पढ़ा जाता है
diag-usage-unparsed = '{ $value }' Structured Field Dictionary नहीं है (RFC 9651; कुंजियां छोटे अक्षरों में होती हैं), इसलिए हर लेबल को अज्ञात पढ़ा जाता है
diag-usage-unparsed-label = '{ $label }' का मान y या n होता है, { $value } नहीं: इसकी प्राथमिकता को अज्ञात पढ़ा जाता है
diag-group-replaces-star = यह ग्रुप { $token } के लिए * ग्रुप की जगह ले लेता है: { $paths } पर रोक नहीं लगती, जबकि * इसे disallow करता है
diag-group-replaces-star-more = यह ग्रुप { $token } के लिए * ग्रुप की जगह ले लेता है: { $paths } और { $more } दूसरे पाथ पर रोक नहीं लगती, जबकि * इन्हें disallow करता है

# signal_not_inherited: a named group whose crawlers read none of the *
# group's Content-Signal or Content-Usage lines (groups do not inherit).
# $crawlers: the group's crawlers that lose the lines, joined with ", "
# (ending in ", …" when there are more); $lines: the lines they lose, as
# written (Content-Signal: ai-train=no), joined with "; "; $more: how many
# more lines; $count: how many crawlers lose them.
diag-signal-not-inherited = ग्रुप एक-दूसरे की लाइनें नहीं पाते: { $count ->
    [one] { $crawlers } * ग्रुप की जगह यह ग्रुप पढ़ता है, इसलिए उसकी ये लाइनें उस तक नहीं पहुंचतीं: { $lines }
   *[other] { $crawlers } * ग्रुप की जगह यह ग्रुप पढ़ते हैं, इसलिए उसकी ये लाइनें उन तक नहीं पहुंचतीं: { $lines }
}
diag-signal-not-inherited-more = ग्रुप एक-दूसरे की लाइनें नहीं पाते: { $count ->
    [one] { $crawlers } * ग्रुप की जगह यह ग्रुप पढ़ता है, इसलिए उसकी ये लाइनें और { $more } दूसरी लाइनें उस तक नहीं पहुंचतीं: { $lines }
   *[other] { $crawlers } * ग्रुप की जगह यह ग्रुप पढ़ते हैं, इसलिए उसकी ये लाइनें और { $more } दूसरी लाइनें उन तक नहीं पहुंचतीं: { $lines }
}
# The button beside that diagnostic: it copies those lines into the group.
diag-fix-signal-not-inherited = * ग्रुप की AI लाइनें इस ग्रुप में कॉपी करें

# The "robots.txt fetch result" choices (HTTP status codes and their standard names).
status-label-200 = 200 ठीक है: नियम लागू होते हैं
status-label-3xx = 3xx रीडायरेक्ट, जिसे फ़ॉलो करके फ़ाइल तक पहुंचा गया
# $max: the most redirects Google follows (5).
status-label-redirects = { $max } से ज़्यादा रीडायरेक्ट
status-label-401 = 401 अनधिकृत
status-label-403 = 403 ऐक्सेस की अनुमति नहीं है
status-label-404 = 404 नहीं मिला
status-label-410 = 410 हटा दिया गया
status-label-429 = 429 बहुत ज़्यादा अनुरोध
status-label-500 = 500 सर्वर की अंदरूनी गड़बड़ी
status-label-503 = 503 सेवा उपलब्ध नहीं है
status-label-network = नेटवर्क की गड़बड़ी (डीएनएस, टाइम आउट)
# What Google does after each fetch result, in one sentence (it starts in lower case: it follows a colon on the page, except in the "Why" panel).
status-network = नेटवर्क की गड़बड़ियों (डीएनएस, टाइम आउट, रीसेट) को सर्वर की गड़बड़ी माना जाता है: जब तक Google फिर से कोशिश करता है, तब तक पूरी साइट पर रोक लगी मानी जाती है; 30 दिनों के बाद, वह आखिरी बार कैश की गई कॉपी का इस्तेमाल करता है या कोई कॉपी न होने पर हर चीज़ को क्रॉल करने की अनुमति देता है
status-too-many-redirects = { $max } से ज़्यादा रीडायरेक्ट: Google आगे फ़ॉलो करना बंद कर देता है और robots.txt को "नहीं मिला" (404) मानता है, इसलिए हर चीज़ को क्रॉल करने की अनुमति है
status-2xx = 2xx: फ़ाइल को पार्स किया जाता है और उसके नियम लागू होते हैं
status-3xx = जो रीडायरेक्ट { $max } हॉप में किसी फ़ाइल तक नहीं पहुंचता, उसे "नहीं मिला" (404) माना जाता है: हर चीज़ को क्रॉल करने की अनुमति है
status-429 = 429 बहुत ज़्यादा अनुरोध को सर्वर की गड़बड़ी माना जाता है: जब तक Google फिर से कोशिश करता है, तब तक पूरी साइट पर रोक लगी मानी जाती है
status-4xx = 4xx (401 और 403 समेत): कोई मान्य robots.txt फ़ाइल मौजूद नहीं है, इसलिए हर चीज़ को क्रॉल करने की अनुमति है
status-5xx = 5xx: जब तक Google फिर से कोशिश करता है, तब तक पूरी साइट पर रोक लगी मानी जाती है; 30 दिनों के बाद, वह आखिरी बार कैश की गई कॉपी का इस्तेमाल करता है या कोई कॉपी न होने पर हर चीज़ को क्रॉल करने की अनुमति देता है
status-invalid = अमान्य स्टेटस कोड को सर्वर की गड़बड़ी की तरह माना जाता है

# The crawlers panel.
agent-heading = क्रॉलर
agent-count = { $count ->
    [one] { $count } क्रॉलर
   *[other] { $count } क्रॉलर
}
agent-input-label = क्रॉलर जोड़ें: कोई टोकन या पूरी उपयोगकर्ता एजेंट स्ट्रिंग
agent-input-placeholder = Googlebot या Mozilla/5.0 (compatible; …)
agent-add = जोड़ें
# While typing: $token is the product token that would be added; $how how it was found (an agent-how-… message).
agent-preview = टोकन: { $token }
agent-preview-how = टोकन: { $token } ({ $how })
# $agent: the crawler as typed.
agent-added = { $agent } जोड़ा गया.
agent-already-there = { $agent } पहले से सूची में है.
agent-chips-label = जिन क्रॉलर की जांच की जा रही है
agent-remove = { $agent } हटाएं
# On a crawler's chip, after its token: $agent is what was typed.
agent-from = { $agent } से
agent-edit-token = { $agent } का टोकन बदलें
# The button that opens the token field on a chip.
agent-token-button = टोकन
agent-token-label = { $agent } के लिए इस्तेमाल किया गया टोकन
agent-use = इस्तेमाल करें
# $token: the token derived from what was typed.
agent-token-hint = अक्षर, '-' और '_'. एंटर दबाने पर लागू होता है, एस्केप दबाने पर रद्द होता है; खाली छोड़ने पर फिर से { $token } इस्तेमाल होता है.
agent-set-by-you = आपने सेट किया
agent-presets-summary = प्रीसेट: रजिस्ट्री के सभी क्रॉलर, मकसद के हिसाब से
# $date: the date the presets were checked (shown as a date element).
agent-presets-hint = टोकन, मालिक और मकसद, मालिकों के क्रॉलर से जुड़े दस्तावेज़ों से लिए गए हैं. इनकी जांच { $date } को की गई.
agent-add-all = सभी { $count } जोड़ें
agent-add-one = { $token } जोड़ें
# How the product token was found in what was typed.
agent-how-as-typed = जैसा टाइप किया गया, वैसा ही इस्तेमाल किया गया
agent-how-known = स्ट्रिंग में मिला, किसी जाने-पहचाने क्रॉलर का टोकन
agent-how-compatible = "compatible;" के बाद लिखा गया प्रॉडक्ट
agent-how-first-product = पहला प्रॉडक्ट जो ब्राउज़र का नाम नहीं है
agent-how-truncated = A–Z, a–z, '-', '_' के अलावा पहला वर्ण आने पर काटा गया
agent-error-empty = कोई क्रॉलर टोकन या उपयोगकर्ता एजेंट स्ट्रिंग डालें
agent-error-no-token = कोई उपयोगकर्ता एजेंट टोकन नहीं मिला: टोकन में अक्षर, '-' और '_' होते हैं (जैसे, Googlebot)
agent-token-invalid = टोकन में सिर्फ़ अक्षर, '-' और '_' होते हैं (जैसे, Googlebot)

# The URLs panel.
url-section-label = यूआरएल
url-heading = जांच के लिए यूआरएल
url-count = { $count ->
    [one] { $count } यूआरएल
   *[other] { $count } यूआरएल
}
# $bad: how many of them cannot be tested.
url-count-untestable = { $count ->
    [one] { $count } यूआरएल ({ $bad } की जांच नहीं की जा सकती)
   *[other] { $count } यूआरएल ({ $bad } की जांच नहीं की जा सकती)
}
# $max: the most URLs tested (100000).
url-hint = हर लाइन में एक: पूरे यूआरएल या पाथ. हर एक की जांच उसी तरह की जाती है जैसे ब्राउज़र उसका अनुरोध करता. ज़्यादा से ज़्यादा { $max }; कोई सूची, CSV/TSV क्रॉल एक्सपोर्ट या साइटमैप खोलें या उसे खींचकर यहां छोड़ें.
url-open = सूची खोलें…
# $line: the line in the URLs box; $input: the URL as typed; $error: why (a url-error-… message).
url-line-error = लाइन { $line }: “{ $input }” की जांच नहीं की जा सकती: { $error }
# “Cannot be tested” and Show are the results' filter and its label.
url-more-errors = … और { $count } अन्य: सभी की सूची देखने के लिए, नतीजों में “दिखाएं” के तहत “जांच नहीं की जा सकती” चुनें.
# $total: URLs in the box; $max: the most tested; $last: the line of the last one tested; $left: the ones not tested.
url-limit = इस सूची में { $total } यूआरएल हैं: सिर्फ़ पहले { $max } (लाइन { $last } तक) की जांच की जाती है. बाकी { $left } बॉक्स में रहते हैं, लेकिन उनकी जांच नहीं की जाती.
url-error-empty = कोई यूआरएल या / से शुरू होने वाला पाथ डालें
# $scheme: the scheme typed (mailto, file…).
url-error-scheme = robots.txt, http, https और ftp यूआरएल पर लागू होती है, '{ $scheme }:' पर नहीं
url-error-port = '{ $port }' मान्य पोर्ट नहीं है
url-error-no-host = यूआरएल में कोई होस्ट नहीं है
url-error-host = '{ $host }' मान्य होस्ट नहीं है (होस्ट में स्पेस, |, ^, %, < > या कंट्रोल वर्ण नहीं हो सकता)
url-error-host-long = होस्ट '{ $host }', DNS की अनुमति से लंबा है (xn-- रूप में 253 बाइट, हर लेबल 63)
input-error-agent = एजेंट: { $reason }
input-error-url = यूआरएल: { $reason }
input-error-agent-given = एजेंट { $input }: { $reason }
input-error-url-given = यूआरएल { $input }: { $reason }

# The site and fetch panel.
site-heading = साइट और फ़ेच
site-input-label = साइट या robots.txt का यूआरएल (ज़रूरी नहीं)
site-hint = robots.txt फ़ाइल सिर्फ़ उन यूआरएल पर लागू होती है जिनका प्रोटोकॉल, होस्ट और पोर्ट वही हो; सिर्फ़ साइट के रूट पर मौजूद /robots.txt का इस्तेमाल किया जाता है.
# $origin: the site, such as https://example.com.
site-applies = सिर्फ़ { $origin } के यूआरएल पर लागू होती है.
site-no-origin = साइट का पता डालें, जैसे https://example.com
# $path: the path typed, ending in /robots.txt.
site-note-subdirectory = किसी सबडायरेक्ट्री में मौजूद robots.txt ({ $path }) का कभी इस्तेमाल नहीं किया जाता: क्रॉलर सिर्फ़ { $origin }/robots.txt पढ़ते हैं, इसलिए यहां वही फ़ाइल मानी गई है.
site-note-page = सिर्फ़ साइट मायने रखती है, पेज नहीं: इसे { $origin }/robots.txt माना गया है.
site-status-label = robots.txt फ़ेच का नतीजा
# $sentence: what Google does after that result (a status-… message).
site-status-effect = फ़ाइल के नियम लागू नहीं हैं: { $sentence }.
site-rules-apply = फ़ाइल के नियम लागू होते हैं.
# Under a tested URL on another site: $robots is the site's origin, $url the URL's origin.
scope-warning = { $differs ->
    [scheme] { $robots }/robots.txt, { $url } पर लागू नहीं होती (प्रोटोकॉल अलग है): फिर भी इसके नियम दिखाए गए हैं.
    [host] { $robots }/robots.txt, { $url } पर लागू नहीं होती (होस्ट अलग है): फिर भी इसके नियम दिखाए गए हैं.
   *[port] { $robots }/robots.txt, { $url } पर लागू नहीं होती (पोर्ट अलग है): फिर भी इसके नियम दिखाए गए हैं.
}

# (end of results explained)

## Page, sharing and links

# The dark-mode switch in the header (a toggle button: pressed = dark).
theme-dark-mode = गहरे रंग वाली थीम

# The banner shown when a new version of the page has been installed.
update-available = नया वर्शन उपलब्ध है.
update-reload = फिर से लोड करें

# Under the editor when the browser refuses to keep the draft. { $size } is a
# size such as "1.2 MiB" (see size-mib).
draft-not-saved = यह ड्राफ़्ट ({ $size }) ब्राउज़र के लोकल स्टोरेज के लिए बहुत बड़ा है, इसलिए इसे सेव नहीं किया जाता: पेज फिर से लोड करने पर यह मिट जाएगा.
# Under the editor when the saved draft cannot be read by this version:
# it is kept as it is, and nothing is saved over it.
draft-kept-newer = आपका सेव किया गया ड्राफ़्ट टेस्टर के किसी नए वर्शन से बनाया गया था, इसलिए यह यहां नहीं दिखाया गया है और इस पेज के बदलाव उसके ऊपर सेव नहीं किए जाते. सबसे नया वर्शन पाने के लिए, पेज फिर से लोड करें.
draft-kept-unreadable = आपका सेव किया गया ड्राफ़्ट पढ़ा नहीं जा सकता, इसलिए यह नहीं दिखाया गया है और इस पेज के बदलाव उसके ऊपर सेव नहीं किए जाते.
# Hostile input, second round (page): no draft lost without a way back.
# Shown when a save (or a file opened) replaced the saved draft, which is
# kept one step back; the button restores it.
draft-replaced = आपके पिछले ड्राफ़्ट की जगह अब इस पेज का टेक्स्ट सेव है. पिछला ड्राफ़्ट एक कदम पीछे रखा गया है.
draft-undo = पहले जैसा करें: अपना पिछला ड्राफ़्ट वापस लाएं
# Shown when another tab of the tester saved its draft; the button shows
# that draft here instead of this tab's text.
draft-other-tab = आपका ड्राफ़्ट किसी दूसरे टैब में बदला गया. अगर आप यहां बदलाव करते हैं, तो उस टैब का टेक्स्ट एक कदम पीछे रखा जाएगा.
draft-other-tab-show = दूसरे टैब का ड्राफ़्ट दिखाएं
draft-dismiss = खारिज करें

# The Share button and what it says after a click.
share-button = शेयर करें
share-copied = लिंक कॉपी किया गया. इसमें टेस्टर की पूरी स्थिति होती है, इसलिए यह लंबा हो सकता है.
share-copy-this = यह लिंक कॉपी करें:
share-url-label = इस स्थिति का लिंक
# { $reason } is one of the link-reason-* messages below.
share-too-big = इस स्थिति को लिंक के तौर पर शेयर नहीं किया जा सकता: { $reason }.

# Share's embed builder. The docs are in English: keep the page's name
# “Embedding it in documentation” as it is.
embed-summary = किसी पेज में एम्बेड करें…
embed-panels = दिखाए जाने वाले पैनल
embed-code-label = एम्बेड कोड
embed-hint = फ़्रेम की ऊंचाई, उसके कॉन्टेंट के हिसाब से बदल सकती है: docs/embedding.md में “Embedding it in documentation” देखें.
# The panels an embed can show (each one's heading in the page); $panel is
# its name in the link's panels= list.
embed-panel-label = { $panel ->
    [robots] robots.txt
    [before] बदलाव से पहले
    [urls] जांच के लिए यूआरएल
    [crawlers] क्रॉलर
    [site] साइट और फ़ेच
    [results] नतीजे
    [trace] वजह
   *[diagnostics] फ़ाइल की जांच
}

# A link (a permalink) that cannot be opened. { $reason } is one of the
# link-reason-* messages below, each a clause that fits after the colon.
link-error = यह लिंक नहीं खोला जा सका: { $reason }.
link-instead-draft = इसके बजाय, आपका सेव किया गया ड्राफ़्ट दिखाया गया है; उसमें कोई बदलाव नहीं किया गया है.
link-instead-example = इसके बजाय, उदाहरण दिखाया गया है.
link-dismiss = खारिज करें
# A link that held more than the page opens: it is opened without the
# rest. { $what } is one or more of the link-cut-* clauses, joined by "; ".
link-cut = इस लिंक में टेस्टर की खोलने की सीमा से ज़्यादा डेटा था, इसलिए इसे इनके बिना खोला गया: { $what }.
# $count: how many were left out; $max: the most the page keeps.
link-cut-duplicates = { $count } दोहराए गए क्रॉलर (हर क्रॉलर एक बार दिखाया जाता है)
link-cut-crawlers = पहले { $max } के बाद के { $count } क्रॉलर
link-cut-expectations = पहली { $max } के बाद की { $count } अपेक्षाएं
link-cut-urls = पहले { $max } के बाद के { $count } यूआरएल
# Hostile input, second round (page): product tokens a link held for
# crawlers it does not show, or past the limit. $count: how many were left
# out; $max: the most the page keeps.
link-cut-tokens = ऐसे क्रॉलरों के { $count } उपयोगकर्ता एजेंट टोकन जो लिंक के क्रॉलरों या अपेक्षाओं में नहीं हैं, या पहले { $max } के बाद के
link-reason-too-long = लिंक बहुत लंबा है (इसके फ़्रैगमेंट में { $chars } वर्ण हैं; सीमा { $limit } वर्णों की है)
link-reason-no-version = लिंक में फ़ॉर्मैट का वर्शन नहीं है, इसलिए या तो यह टेस्टर का लिंक नहीं है या यह खराब हो गया है
# { $format } and { $current } are numbers: link formats, not page versions.
link-reason-future-format = लिंक, टेस्टर के किसी नए वर्शन से बनाया गया था (लिंक फ़ॉर्मैट { $format }; यह वर्शन फ़ॉर्मैट { $current } पढ़ता है). सबसे नया वर्शन पाने के लिए, पेज फिर से लोड करें
link-reason-not-base64 = लिंक में ऐसे वर्ण हैं जो टेस्टर के लिंक में कभी नहीं होते, इसलिए यह खराब हो गया है
link-reason-damaged = लिंक अधूरा या खराब है (हो सकता है कि कॉपी करते समय यह कट गया हो)
# { $size } is a size such as "2.0 MiB" (see size-mib).
link-reason-too-large = लिंक में { $size } से ज़्यादा डेटा है, जो टेस्टर की खोलने की सीमा से ज़्यादा है
link-reason-not-a-state = लिंक में टेस्टर की कोई स्थिति नहीं है, इसलिए यह खराब हो गया है
link-reason-newer-state = लिंक, टेस्टर के किसी नए वर्शन से बनाया गया था (इसमें ऐसी सेटिंग हैं जिन्हें यह वर्शन नहीं पहचानता). सबसे नया वर्शन पाने के लिए, पेज फिर से लोड करें

# (end of page, sharing and links)

## The editor and files

editor-label = एडिटर
# Above the editor: its line count and size ($size is e.g. "4.2 KiB").
editor-status = { $lines ->
    [one] { $lines } लाइन · { $size }
   *[other] { $lines } लाइनें · { $size }
}
editor-limit-title = 500 KiB की सीमा से ज़्यादा.
# $total and $limit are byte counts; $line the first line Google ignores.
editor-limit = यह फ़ाइल { $total } बाइट की है; Google सिर्फ़ पहले { $limit } बाइट (500 KiB) पढ़ता है. लाइन { $line } से आगे की हर चीज़ को अनदेखा किया जाता है (एडिटर में तिरछी धारियों से दिखाया गया है).
# The legend under the editor (each after its symbol).
editor-legend-decisive = फ़ैसला करने वाला नियम
editor-legend-candidate = मेल खाने वाला दूसरा नियम
editor-legend-agent = चुने गए ग्रुप की user-agent लाइन
editor-legend-diagnostic = फ़ाइल की जांच में चिह्नित लाइन
file-open = खोलें…
file-save = सेव करें
file-unreadable = { $name } को पढ़ा नहीं जा सका
# After opening a file; $size is its byte count, e.g. "1,234".
file-opened = { $name }: { $size } बाइट, बाइट के तौर पर पढ़ी गई
file-opened-edited = { $name }: { $size } बाइट, बदलाव किया गया: टेक्स्ट के तौर पर पढ़ी गई
file-edited-title = बदलाव किया गया:
file-edited = नतीजे, लाइनें और फ़ाइल की जांच अब एडिटर में मौजूद टेक्स्ट पर आधारित हैं, फ़ाइल के बाइट पर नहीं.
file-lost-bom = शुरुआत में मौजूद बाइट ऑर्डर मार्क (बीओएम) हटा दिया गया है.
file-lost-cr = लाइनों के आखिर में CR की जगह अब LF है.
file-lost-invalid = जो बाइट UTF-8 नहीं थे, वे अब � हैं.
file-lost-nothing = टेक्स्ट में वही बाइट हैं जो फ़ाइल में हैं.
# The diagnostic on a line of an opened file with bytes that are not UTF-8:
# $bytes lists them (0xFF 0xFE), $encoded is how they are matched (%FF%FE).
file-not-utf8 = { $count ->
    [one] बाइट { $bytes } UTF-8 नहीं है; इसे � के तौर पर दिखाया गया है और इसका मिलान { $encoded } के तौर पर किया जाता है
   *[other] बाइट { $bytes } UTF-8 नहीं हैं; इन्हें � के तौर पर दिखाया गया है और इनका मिलान { $encoded } के तौर पर किया जाता है
}

# (end of the editor and files)

## दूसरे पार्सर: urllib.robotparser, Protego और robots-parser जांच को कैसे पढ़ते हैं

trace-readers-heading = दूसरे पार्सर कैसे पढ़ते हैं
trace-readers-hint = जो क्रॉलर और स्क्रेपर Google का पार्सर इस्तेमाल नहीं करते, वे फ़ाइल को अलग पढ़ सकते हैं: तीन आम लाइब्रेरी इस जांच को ऐसे पढ़ती हैं।
reader-caption = इस जांच के लिए दूसरे पार्सरों के नतीजे
reader-col-parser = पार्सर
reader-col-verdict = नतीजा
reader-col-why = वजह
trace-readers-pending = दूसरे पार्सरों से पढ़ा जा रहा है…
trace-readers-unavailable = इस ब्राउज़र में दूसरे पार्सर शुरू नहीं हो सके (वे Web Worker में चलते हैं)।
reader-line = लाइन { $line }
reader-differs = Google से अलग
reader-changed = बदलाव से बदला
compare-readers = अलग पढ़ने वाले दूसरे पार्सर: { $names }
compare-readers-none = दूसरे पार्सर Google की तरह पढ़ते हैं।
grid-readers-mark = दूसरे पार्सर अलग पढ़ते हैं: { $names }
grid-readers-mark-before = बदलाव से पहले दूसरे पार्सर अलग पढ़ते थे: { $names }
parser-urllib = Python urllib.robotparser (3.8–3.12)
parser-protego = Protego (Scrapy)
parser-robots-parser = robots-parser (npm)
parser-urllib-rfc9309 = Python urllib.robotparser (RFC 9309)
reader-no-answer = कोई जवाब नहीं
reader-status = सिम्युलेट किया गया फ़ेच नतीजा इस पार्सर के लिए भी नियमों की जगह लेता है
reader-same = इसे Google की तरह पढ़ता है
reader-same-no-rule = Google जैसा ही नतीजा, किसी नियम के फ़ैसले के बिना
reader-same-other-line = Google जैसा ही नतीजा, लाइन { $line } `{ $rule }` से तय
reader-file-error = लाइन { $line } (`{ $text }`) पर ValueError देता है, इसलिए इस फ़ाइल के लिए कोई जवाब नहीं देता
reader-url-error = इस यूआरएल पर ValueError देता है (गलत [IPv6] होस्ट)
reader-directive-ends-group = `{ $text }` (लाइन { $line }) को ग्रुप का अंत मानता है, इसलिए अगली `User-agent` लाइन नया ग्रुप शुरू करती है
reader-byte-order-mark = फ़ाइल की शुरुआत के बाइट-ऑर्डर मार्क को पहली कुंजी का हिस्सा मानता है, इसलिए उसके लिए लाइन 1 यूज़र-एजेंट लाइन नहीं है
reader-first-group-only-later = सिर्फ़ लागू होने वाला पहला ग्रुप (लाइन { $group }) इस्तेमाल करता है; Google बाद वाला ग्रुप भी पढ़ता है, जिसमें लाइन { $line } `{ $rule }` है
reader-first-group-only = सिर्फ़ लागू होने वाला पहला ग्रुप (लाइन { $group }) इस्तेमाल करता है, जबकि Google ग्रुप जोड़ता है या दूसरा चुनता है
reader-blank-line-ends-group = खाली लाइन { $blank } को लाइन { $group } के ग्रुप का अंत मानता है, इसलिए उसके नियम लागू नहीं होते
reader-blank-line-no-group = खाली लाइन { $blank } को ग्रुप का अंत मानता है, इसलिए उसके बाद की लाइन { $line } `{ $rule }` किसी ग्रुप में नहीं है
reader-agent-substring = पहला ग्रुप इस्तेमाल करता है जिसका नाम `{ $name }` का हिस्सा है: `User-agent: { $agent }` (लाइन { $group })
reader-no-wildcards = `*` और `$` को सामान्य अक्षर मानता है, इसलिए लाइन { $line } `{ $rule }` मेल नहीं खाती
reader-first-match = मेल खाने वाला पहला नियम पढ़ता है: लाइन { $line } `{ $rule }` लंबे नियम `{ $longer }` (लाइन { $longer_line }) से पहले आती है
reader-first-match-only = मेल खाने वाला पहला नियम पढ़ता है: लाइन { $line } `{ $rule }`
reader-urllib-quoting = कोई नियम `{ $path }` से मेल नहीं खाता (यूआरएल, जैसा यह उसे परसेंट-डिकोड करके फिर से कोड करता है)
reader-other = नियमों को Google से अलग पढ़ता है
reader-robots-txt-allowed = /robots.txt को हमेशा अनुमति देता है, नियम चाहे जो कहें
reader-absolute-url-rule = लाइन { $line } `{ $rule }` को `/http` से शुरू होने वाला पाथ मानता है, जिससे इस यूआरएल का पाथ मेल खाता है; Google `/` से शुरू न होने वाले नियम को अनदेखा करता है
reader-longest-agent = लाइन { $group } का ग्रुप (`{ $name }`) इस्तेमाल करता है, जो `{ $agent }` में शब्द की सीमा पर मिला सबसे लंबा नाम है
reader-key-spelling = `{ $agent }` के लिए कोई ग्रुप नहीं मिलता: यह यूज़र-एजेंट लाइन { $lines } को Google की तरह नहीं पढ़ता
reader-index-html-here = `{ $rule }` को यहां उसकी डायरेक्टरी की अनुमति नहीं मानता
reader-index-html = `{ $rule }` को उसकी डायरेक्टरी की अनुमति नहीं मानता
reader-dollar-literal = लाइन { $line } `{ $rule }`: Protego के लिए आखिरी `$` असली `$` से भी मेल खाता है
reader-longest-match-length = लाइन { $line } `{ $rule }` जीतती है: Protego पैटर्न को परसेंट-एन्कोड करने के बाद मापता है (`{ $path }`)
reader-protego-quoting = यूआरएल को `{ $path }` के रूप में मिलाता है (डिकोड करके फिर से एन्कोड किया हुआ)
reader-out-of-origin = कोई जवाब नहीं देता (isAllowed() undefined लौटाता है): { $url } robots.txt के ओरिजिन ({ $robots }) पर नहीं है
reader-out-of-origin-own = कोई जवाब नहीं देता (isAllowed() undefined लौटाता है): { $url } robots.txt के ओरिजिन (यूआरएल का अपना) पर नहीं है
reader-agent-without-rules = `{ $name }` के लिए कोई ग्रुप नहीं बनाता: उसकी `User-agent` लाइन (लाइन { $line }) के बाद कोई नियम नहीं है, इसलिए `*` ग्रुप इस्तेमाल होता है
reader-exact-agent = एजेंट को ठीक `{ $name }` के रूप में ढूंढता है (छोटे अक्षरों में, पहले `/` पर कटा हुआ): लाइन { $line } का ग्रुप लागू नहीं होता
reader-exact-agent-only-here = `{ $name }` के लिए लाइन { $group } का ग्रुप इस्तेमाल करता है, जबकि Google कोई नहीं पढ़ता
reader-robots-parser-quoting = यूआरएल को `{ $path }` के रूप में मिलाता है (ब्राउज़र के यूआरएल पार्सर की तरह एन्कोड किया हुआ)
reader-malformed-url-no-rule = इस यूआरएल को बाँट नहीं पाता (गलत [IPv6] होस्ट), इसलिए कोई नियम उससे मेल नहीं खाता
reader-agent-substring-of = `User-agent: { $agent }` (लाइन { $line }) को `{ $name }` के हिस्से के रूप में मिलाता है
reader-agent-whole = `User-agent: { $agent }` (लाइन { $line }) को `{ $name }` से नहीं मिलाता: यह पूरा मान ढूंढता है, उसका प्रोडक्ट टोकन नहीं
reader-dollar-inside = लाइन { $line } `{ $rule }` को छोड़ देता है: नियम के अंत से पहले `$` उसे अमान्य बना देता है
reader-rule-key-spelling = लाइन { $line } (Google के लिए `{ $rule }`) को नियम नहीं मानता: सिर्फ़ ठीक इसी वर्तनी वाले `Allow` और `Disallow` नियम हैं
reader-wildcard-match-length = लाइन { $line } `{ $rule }` को यूआरएल के मेल खाए हिस्से ({ $length } अक्षर) से मापता है, नियम की अपनी लंबाई से नहीं
reader-decoded-rule = लाइन { $line } `{ $rule }` को `{ $pattern }` के रूप में पढ़ता है: यह परसेंट-एस्केप को डिकोड करके फिर से एन्कोड करता है
reader-lighthouse-invalid = Lighthouse { $version } इस पंक्ति को अस्वीकार करता है ("{ $reason }"), इसलिए उसका robots.txt ऑडिट विफल होता है ("robots.txt is not valid")

## एआई क्रॉलर: "मकसद के हिसाब से क्रॉलर" व्यू, 'वजह' में इस्तेमाल की प्राथमिकताएं (Content-Usage) और एक क्लिक वाले बदलाव

purpose-view-heading = मकसद के हिसाब से क्रॉलर
purpose-view-unavailable = इस ब्राउज़र में क्रॉलर का व्यू नहीं बन सका (यह Web Worker में चलता है)।
trace-usage-heading = एआई इस्तेमाल की प्राथमिकताएं (Content-Usage)
policy-url-label = किसके लिए पढ़ें
policy-url-root = साइट का रूट /
policy-hint = { $url } के लिए: रजिस्ट्री का हर क्रॉलर इसे फ़ेच कर सकता है या नहीं, और वह किस ग्रुप का पालन करता है। वजह देखने के लिए किसी क्रॉलर को चुनें।
# A purpose of the crawler registry; $purpose is its code.
policy-purpose = { $purpose ->
    [search] खोज
    [ai-training] एआई ट्रेनिंग
    [ai-search] एआई खोज (किसी एआई प्रॉडक्ट का खोज इंडेक्स)
    [ai-user] किसी व्यक्ति के कहने पर फ़ेच करने वाले एआई असिस्टेंट
    [ai-control] एआई कंट्रोल टोकन (ये कुछ भी फ़ेच नहीं करते)
   *[other] अन्य
}
policy-col-crawler = क्रॉलर
policy-col-verdict = नतीजा
policy-col-follows = किसका पालन करता है
policy-col-usage = एआई इस्तेमाल की प्राथमिकताएं
policy-follows-own = इसका अपना ग्रुप
policy-follows-star = ग्लोबल ग्रुप (*)
policy-follows-family = { $token } का ग्रुप
policy-follows-none = कोई ग्रुप नहीं (सब कुछ क्रॉल करने की अनुमति है)
policy-usage-none = लागू नहीं (क्रॉल करने की अनुमति नहीं है)
policy-open = वजह: { $token }

# ---- The crawler tables, each repeated value said once (the same AI-use
# preferences for every crawler are said once, above the tables).
policy-usage-all = इस यूआरएल को फ़ेच कर सकने वाले हर क्रॉलर की एआई इस्तेमाल की प्राथमिकताएं: { $prefs }
policy-usage-all-none = एआई इस्तेमाल की प्राथमिकताएं लागू नहीं होतीं: कोई भी क्रॉलर इस यूआरएल को फ़ेच नहीं कर सकता।

intent-hint = एक क्लिक से लाइनें फ़ाइल में लिख दी जाती हैं (Ctrl+Z से वापस होती हैं); आपकी लाइनें बनी रहती हैं, जहां वे बदलाव को पलट देतीं वहां टिप्पणी के रूप में।
intent-block-training = एआई ट्रेनिंग पर रोक लगाएं, खोज और एआई खोज को रहने दें
intent-block-ai = हर एआई क्रॉलर पर रोक लगाएं
intent-no-train = सब कुछ अनुमति दें, लेकिन train-ai=n सेट करें
usage-caption = इस जांच के लिए एआई इस्तेमाल की प्राथमिकताएं
usage-label-train-ai = एआई मॉडल की ट्रेनिंग
usage-label-search = खोज इंडेक्स बनाना
usage-pref-allow = अनुमति है
usage-pref-disallow = अनुमति नहीं है
usage-pref-unknown = पता नहीं (कोई प्राथमिकता नहीं)
usage-decided-by = इससे तय हुआ:
usage-line = लाइन { $line }
usage-no-lines = इस यूआरएल पर कोई Content-Usage लाइन लागू नहीं होती: हर प्राथमिकता का पता नहीं है।
usage-not-crawlable = { $token } को यह यूआरएल क्रॉल करने की अनुमति नहीं है, इसलिए इस पर एआई इस्तेमाल की प्राथमिकताएं लागू नहीं होतीं।
usage-status = सिम्युलेट किया गया एचटीटीपी स्टेटस कोड फ़ाइल की जगह लेता है: इसकी एआई इस्तेमाल की प्राथमिकताएं लागू नहीं होतीं।

## robots audit: which crawlers obeyed robots.txt in an access log, and which were real (CLI only)
# $file is a log's name, $line a line number, $format the log format (combined, w3c, json).
audit-unparsed = { $file }, पंक्ति { $line }: { $format } लॉग पंक्ति नहीं है (छोड़ी गई में गिनी गई)
# After the first ten unreadable lines are listed: how many more there were.
audit-unparsed-more = { $count } और न पढ़ी जा सकने वाली पंक्तियाँ सूची में नहीं दिखाई गईं।
# The totals of a run. $crawlers: requests made by crawlers of the registry.
audit-summary = लॉग पंक्तियाँ: { $lines }। अनुरोध: { $requests }, जिनमें से { $crawlers } जाने-पहचाने क्रॉलरों के। छोड़ी गई पंक्तियाँ: { $skipped }।
# $first and $last are instants in UTC, e.g. 2026-11-01T00:00:00Z.
audit-period = { $first } से { $last } तक।
audit-no-crawler = रजिस्टर के किसी क्रॉलर से कोई अनुरोध नहीं आया।
# A crawler IP address list: $name is its file, $date its creationTime.
audit-list = पता सूची { $name }: { $date } को बनी।
audit-list-stale = पता सूची { $name }: { $date } को बनी, { $days } दिन पहले; 30 दिन से पुरानी है, इसलिए `robots ranges update` चलाएँ।
audit-list-undated = पता सूची { $name }: इसमें बनने का समय नहीं दिया गया है।
# $error is the reader's own (English) error text.
audit-list-unreadable = पता सूची { $name } पढ़ी नहीं जा सकती: { $error }
audit-no-lists = { $dir } में क्रॉलरों की कोई पता सूची नहीं है: हर अनुरोध असत्यापित गिना जाता है। उन्हें डाउनलोड करने के लिए `robots ranges update` चलाएँ।
audit-forged-note = "नकली" का अर्थ है कि पता मालिक की उस सूची में नहीं है जो उसके बनने की तारीख़ को प्रकाशित हुई थी: मालिक नए पतों को सूची में डालने से पहले ही उनका उपयोग शुरू कर देते हैं।
# $token is a crawler; $count how many of its requests from its owner's own addresses fetched disallowed URLs.
audit-verified-disallowed = { $token } के मालिक के अपने पतों से आए { $count } अनुरोधों में ऐसे URL लाए गए जिन्हें लागू फ़ाइल अनुमति नहीं देती।
audit-ignores-robots = { $token }: इसके मालिक के अनुसार, जब कोई व्यक्ति पेज लाने को कहे तो यह robots.txt को अनदेखा कर सकता है।
audit-top = { $token }: सबसे ज़्यादा माँगे गए अननुमत पाथ
audit-unknown = अन्य बॉट, जो रजिस्टर में नहीं हैं (प्रोडक्ट टोकन के अनुसार):
# robots ranges update: $name is the file saved, $count its address prefixes, $date its creationTime.
audit-ranges-saved = { $name } सहेजी गई: { $count } पता प्रीफ़िक्स, { $date } को बनी।
# $error is the reason in English (an HTTP status or the network's error).
audit-ranges-failed = { $url } सहेजी नहीं गई: { $error }
audit-ranges-done = { $total } में से { $saved } पता सूचियाँ { $dir } में सहेजी गईं।
# एज ने क्या उत्तर दिया (issue 55): वे अनुरोध जिन्हें robots.txt अनुमति देती है पर
# सर्वर या CDN ने मना किया। $token क्रॉलर, $count अनुरोध, $status HTTP स्थितियाँ
# (जैसे "403" या "403, 429"), $owner उसका स्वामी।
audit-edge-refused-verified = { $count ->
    [one] { $token }: आपकी robots.txt जिस एक अनुरोध की अनुमति देती है, उसे { $status } उत्तर मिला — { $owner } के अपने पतों से।
   *[other] { $token }: आपकी robots.txt जिन { $shown } अनुरोधों की अनुमति देती है, उन्हें { $status } उत्तर मिला — { $owner } के अपने पतों से।
}
audit-edge-refused-forged = { $count ->
    [one] { $token }: आपकी robots.txt जिस एक अनुरोध की अनुमति देती है, उसे { $status } उत्तर मिला — ऐसे पते से जो { $owner } का नहीं है (जाली)।
   *[other] { $token }: आपकी robots.txt जिन { $shown } अनुरोधों की अनुमति देती है, उन्हें { $status } उत्तर मिला — ऐसे पतों से जो { $owner } के नहीं हैं (जाली)।
}
audit-edge-refused-unverified = { $count ->
    [one] { $token }: आपकी robots.txt जिस एक अनुरोध की अनुमति देती है, उसे { $status } उत्तर मिला — ऐसे पते से जिसकी जाँच नहीं हो सकी।
   *[other] { $token }: आपकी robots.txt जिन { $shown } अनुरोधों की अनुमति देती है, उन्हें { $status } उत्तर मिला — ऐसे पतों से जिनकी जाँच नहीं हो सकी।
}
# --rdns सीमित है (हानिकारक लॉग, issue 52): $asked खोजें हुईं, $seconds समय-सीमा है।
audit-rdns-cut-short = --rdns { $asked } खोजों के बाद रुक गया (इसकी सीमा { $seconds } सेकंड और एक साथ कुछ ही खोजें है): { $unchecked } अनुरोधों की रिवर्स DNS से जाँच नहीं हो सकी और वे असत्यापित गिने गए।
# हस्ताक्षर करने वाले क्रॉलर (Web Bot Auth, issue 59)।
audit-signed = हस्ताक्षरित एजेंट (Web Bot Auth), उस origin के अनुसार जिसे उनका Signature-Agent हेडर बताता है:
audit-signed-note = सत्यापित हस्ताक्षर यह साबित करता है कि अनुरोध किसने भेजा, यह नहीं कि उसने robots.txt माना: DISALLOWED कॉलम बताता है कि उसने फ़ाइल के विरुद्ध क्या लाया।
audit-directory = { $count ->
    [one] { $origin } की कुंजी निर्देशिका: एक कुंजी।
   *[other] { $origin } की कुंजी निर्देशिका: { $count } कुंजियाँ।
}
audit-directory-unreadable = कुंजी निर्देशिका { $name } पढ़ी नहीं जा सकती: { $error }
audit-directory-invalid = कुंजी निर्देशिका नहीं (Ed25519 कुंजी वाला JSON Web Key Set, अधिकतम 256 KiB)
audit-directory-saved = { $count ->
    [one] { $origin } की कुंजी निर्देशिका { $name } के रूप में सहेजी गई: एक कुंजी।
   *[other] { $origin } की कुंजी निर्देशिका { $name } के रूप में सहेजी गई: { $count } कुंजियाँ।
}
audit-directories-done = { $total } में से { $saved } कुंजी निर्देशिकाएँ { $dir } में सहेजी गईं।
# (end of robots audit)
## The crawler registry and the lines of late 2026 (issue 44): every
## registry sentence, the new lints, License lines and Content-Signal `use`.

# Crawler registry (end of 2026): what blocking each crawler of the
# registry does, after its owner's documentation page.
crawler-blocking-googlebot = पेज Google Search के लिए क्रॉल नहीं होते (ब्लॉक किया गया यूआरएल लिंक के ज़रिए फिर भी इंडेक्स हो सकता है, उसके कॉन्टेंट के बिना), और न ही Search की एआई सुविधाओं के लिए।
crawler-blocking-googlebot-image = इमेज, Google Images और Search की इमेज सुविधाओं के लिए क्रॉल नहीं होतीं।
crawler-blocking-googlebot-news = पेज Google News के लिए क्रॉल नहीं होते।
crawler-blocking-googlebot-video = वीडियो, Search की वीडियो सुविधाओं के लिए क्रॉल नहीं होते।
crawler-blocking-storebot-google = प्रॉडक्ट पेज, Google की शॉपिंग सुविधाओं के लिए क्रॉल नहीं होते।
crawler-blocking-google-inspectiontool = Search के टेस्टिंग टूल, जैसे यूआरएल इंस्पेक्शन और रिच रिज़ल्ट टेस्ट, पेज को फ़ेच नहीं कर सकते।
crawler-blocking-googleother = Google की प्रॉडक्ट टीमें अपने रिसर्च और डेवलपमेंट के लिए पेज फ़ेच नहीं कर सकतीं।
crawler-blocking-google-extended = Google जो कॉन्टेंट क्रॉल करता है, उसका इस्तेमाल Gemini मॉडल को ट्रेन करने या Gemini के जवाबों का आधार बनाने में नहीं होता; Search पर असर नहीं पड़ता। यह टोकन खुद कुछ भी फ़ेच नहीं करता।
crawler-blocking-adsbot-google = Google Ads, विज्ञापन के लैंडिंग पेज की क्वालिटी नहीं जांच सकता; यह * ग्रुप को अनदेखा करता है, इसलिए सिर्फ़ इसे नाम से बताने वाला ग्रुप ही इसे ब्लॉक करता है।
crawler-blocking-adsbot-google-mobile = Google Ads, मोबाइल विज्ञापन के लैंडिंग पेज की क्वालिटी नहीं जांच सकता; यह * ग्रुप को अनदेखा करता है, इसलिए सिर्फ़ इसे नाम से बताने वाला ग्रुप ही इसे ब्लॉक करता है।
crawler-blocking-apis-google = Google API साइट को पुश सूचनाएं नहीं भेज सकते; यह * ग्रुप को अनदेखा करता है, इसलिए सिर्फ़ इसे नाम से बताने वाला ग्रुप ही इसे ब्लॉक करता है।
crawler-blocking-googleother-image = Google की प्रॉडक्ट टीमें अपने रिसर्च और डेवलपमेंट के लिए इमेज फ़ेच नहीं कर सकतीं; जब कोई ग्रुप इसका नाम नहीं लेता, तो यह GoogleOther के ग्रुप को फ़ॉलो करता है।
crawler-blocking-googleother-video = Google की प्रॉडक्ट टीमें अपने रिसर्च और डेवलपमेंट के लिए वीडियो फ़ेच नहीं कर सकतीं; जब कोई ग्रुप इसका नाम नहीं लेता, तो यह GoogleOther के ग्रुप को फ़ॉलो करता है।
crawler-blocking-google-cloudvertexbot = Vertex AI Agents, साइट के मालिक के बनाए एजेंट के लिए साइट को क्रॉल नहीं कर सकता; Google के मुताबिक यह सिर्फ़ साइट के मालिक के कहने पर क्रॉल करता है।
crawler-blocking-mediapartners-google = Google के विज्ञापन प्रॉडक्ट (AdSense, Ad Manager) पेज पर दिखाए जाने वाले विज्ञापन चुनने के लिए उसे क्रॉल नहीं कर सकते, इसलिए वे विज्ञापन कम काम के हो सकते हैं; Google का पेज साफ़ नहीं बताता कि यह * ग्रुप को मानता है या नहीं, इसलिए यह टेस्टर किसी भी क्रॉलर की तरह इस पर * लागू करता है।
crawler-blocking-google-agent = किसी व्यक्ति के कहने पर Google के एआई एजेंट पेज को फ़ेच नहीं करते; Google के मुताबिक उपयोगकर्ता के शुरू किए गए फ़ेचर आम तौर पर robots.txt को अनदेखा करते हैं, इसलिए यहां का नियम ज़्यादा से ज़्यादा एक अनुरोध है।
crawler-blocking-google-gemininotebook = कोई व्यक्ति जिस पेज को सोर्स के तौर पर जोड़ता है, उसे Gemini की नोटबुक फ़ेच नहीं करतीं; Google के मुताबिक उपयोगकर्ता के शुरू किए गए फ़ेचर आम तौर पर robots.txt को अनदेखा करते हैं, इसलिए यहां का नियम ज़्यादा से ज़्यादा एक अनुरोध है।
crawler-blocking-bingbot = पेज Bing के लिए क्रॉल नहीं होते, और न ही Bing के इंडेक्स पर बनी खोज सुविधाओं के लिए।
crawler-blocking-applebot = पेज Spotlight, Siri और Safari की खोज के लिए क्रॉल नहीं होते; जब कोई ग्रुप Applebot का नाम नहीं लेता, तो यह Googlebot के ग्रुप को फ़ॉलो करता है।
crawler-blocking-applebot-extended = Applebot जो पेज क्रॉल करता है, उनका इस्तेमाल Apple के जनरेटिव मॉडल को ट्रेन करने में नहीं होता; खोज पर असर नहीं पड़ता। यह टोकन खुद कुछ भी फ़ेच नहीं करता।
crawler-blocking-gptbot = पेज OpenAI के जनरेटिव एआई मॉडल को ट्रेन करने के लिए क्रॉल नहीं होते।
crawler-blocking-oai-searchbot = पेज ChatGPT search में उद्धृत नतीजों के तौर पर नहीं दिखते (वे नेविगेशन लिंक के तौर पर फिर भी दिख सकते हैं)।
crawler-blocking-chatgpt-user = उपयोगकर्ता के कहने पर ChatGPT पेज को फ़ेच नहीं करता; OpenAI के मुताबिक उपयोगकर्ता के शुरू किए गए इन विज़िट पर robots.txt के नियम शायद लागू न हों।
crawler-blocking-oai-adsbot = ChatGPT के विज्ञापन, विज्ञापन के तौर पर सबमिट किए गए लैंडिंग पेज की जांच नहीं कर सकते, जिससे विज्ञापन शायद न चले; OpenAI का क्रॉलर पेज यह नहीं बताता कि OAI-AdsBot robots.txt पढ़ता है या नहीं (विज्ञापन देने वालों के लिए उसकी मदद कहती है कि OpenAI के क्रॉलर इसका पालन करते हैं)।
crawler-blocking-claudebot = साइट का आगे का कॉन्टेंट Anthropic के मॉडल के ट्रेनिंग डेटा से बाहर रहता है।
crawler-blocking-claude-searchbot = पेज Claude की खोज के लिए इंडेक्स नहीं होते, जिससे उसके जवाबों में साइट कम दिख सकती है।
crawler-blocking-claude-user = उपयोगकर्ता के कहने पर Claude पेज को फ़ेच नहीं करता।
crawler-blocking-perplexitybot = पेज Perplexity के खोज नतीजों के लिए इंडेक्स नहीं होते (Perplexity के मुताबिक वह फ़ाउंडेशन मॉडल ट्रेन करने के लिए क्रॉल नहीं करता)।
crawler-blocking-perplexity-user = Perplexity के मुताबिक उसके उपयोगकर्ता के शुरू किए गए फ़ेच आम तौर पर robots.txt को अनदेखा करते हैं: यहां का नियम ज़्यादा से ज़्यादा एक अनुरोध है।
crawler-blocking-ccbot = पेज Common Crawl के ओपन आर्काइव से बाहर रहते हैं, जो कई एआई ट्रेनिंग सेट का सोर्स है।
crawler-blocking-bytespider = पेज ByteDance के एआई मॉडल के लिए क्रॉल नहीं होते; ByteDance कोई क्रॉलर पेज नहीं छापता, सिर्फ़ अपनी user-agent स्ट्रिंग।
crawler-blocking-meta-externalagent = पेज Meta के एआई मॉडल को ट्रेन करने या उसके एआई प्रॉडक्ट में इंडेक्स करने के लिए क्रॉल नहीं होते।
crawler-blocking-meta-externalfetcher = उपयोगकर्ता के कहने पर Meta के एआई असिस्टेंट पेज को फ़ेच नहीं करते; Meta के मुताबिक उपयोगकर्ता के शुरू किए गए ये फ़ेच शायद robots.txt का पालन न करें।
crawler-blocking-meta-webindexer = पेज Meta के एआई प्रॉडक्ट के खोज नतीजों और उद्धरणों के लिए इंडेक्स नहीं होते।
crawler-blocking-facebookexternalhit = Facebook, Instagram या Messenger पर शेयर किए गए इस पेज के लिंक में कोई टाइटल, ब्यौरा या थंबनेल नहीं दिखता; Meta के मुताबिक सुरक्षा और इंटिग्रिटी जांच के लिए यह robots.txt को बायपास कर सकता है।
crawler-blocking-amazonbot = पेज Amazon के प्रॉडक्ट और सेवाओं को बेहतर बनाने के लिए क्रॉल नहीं होते, जिसमें Amazon के एआई मॉडल की ट्रेनिंग भी शामिल हो सकती है।
crawler-blocking-amzn-searchbot = पेज Alexa और Rufus जैसे Amazon प्रॉडक्ट में खोज के लिए क्रॉल नहीं होते (Amazon के मुताबिक यह क्रॉलर जनरेटिव एआई ट्रेन करने के लिए कॉन्टेंट इकट्ठा नहीं करता)।
crawler-blocking-amzn-user = Alexa जैसे Amazon के असिस्टेंट किसी ग्राहक के सवाल का जवाब देने के लिए पेज को लाइव फ़ेच नहीं करते (Amazon के मुताबिक यह फ़ेचर जनरेटिव एआई ट्रेन करने के लिए कॉन्टेंट इकट्ठा नहीं करता)।
crawler-blocking-mistralai-user = उपयोगकर्ता के कहने पर Mistral के असिस्टेंट (Le Chat) पेज को फ़ेच नहीं करते।
crawler-blocking-mistralai-index = पेज Mistral के असिस्टेंट की वेब खोज के लिए इंडेक्स नहीं होते।
crawler-blocking-mistralai-training = पेज Mistral के एआई मॉडल को ट्रेन करने के लिए क्रॉल नहीं होते।
crawler-blocking-duckduckbot = पेज DuckDuckGo के खोज नतीजों के लिए क्रॉल नहीं होते।
crawler-blocking-duckassistbot = पेज DuckDuckGo खोज में DuckAssist के एआई जवाबों का सोर्स नहीं बनते (DuckDuckGo के मुताबिक यह कॉन्टेंट एआई मॉडल को ट्रेन नहीं करता; बदलाव 72 घंटों के अंदर लागू होता है)।
# Exa's search crawler (the registry of December 2026).
crawler-blocking-exasearchbot = पेज Exa की खोज के लिए इंडेक्स नहीं होते, इसलिए वे उसके नतीजों में न दिखते हैं, न उद्धृत होते हैं; Exa का क्रॉलर पेज नहीं बताता कि यह इंडेक्स एआई मॉडल ट्रेन करने में भी लगता है या नहीं।

# Lines of late 2026 (registry issue): retired tokens, License lines (RSL),
# rule paths to percent-encode, Content-Signal above every group.
diag-token-retired = '{ $token }' अब इस्तेमाल में नहीं है: { $owner } के क्रॉलर अब इस ग्रुप को नहीं पढ़ते; { $replacement } पढ़ता है
diag-license-not-absolute = License की वैल्यू साइट के लाइसेंस दस्तावेज़ का पूरा यूआरएल (https://…) होनी चाहिए (Really Simple Licensing)
diag-path-not-encoded = पाथ में स्पेस या गैर-ASCII वर्ण हैं: Google उन्हें परसेंट-एन्कोड करने का सुझाव देता है; { $encoded } लिखें
diag-signal-outside-group = किसी भी user-agent लाइन से पहले Content-Signal: Google का पार्सर इसे किसी ग्रुप में नहीं रखता; Cloudflare की फ़ाइलों के हिसाब से पढ़ें, तो यह अगले ग्रुप के साथ जाता है, { $agents } के लिए
diag-signal-outside-group-none = किसी भी user-agent लाइन से पहले Content-Signal, और इसके बाद कोई ग्रुप नहीं है: कोई क्रॉलर इसे नहीं पढ़ता

# Lint managed_block (drift issue).
diag-managed-block = लाइनें { $first }–{ $last } { $vendor } का मैनेज किया गया ब्लॉक हैं: edge इन्हें जोड़ता है, आपकी रिपॉज़िटरी में ये नहीं हैं. क्रॉलर इन्हें आपके अपने नियमों से पहले पढ़ते हैं: { $vendor } के डैशबोर्ड में मैनेज की गई robots.txt बंद करें, या यही नियम अपनी फ़ाइल में लिखें

policy-licenses = { $count ->
    [one] फ़ाइल एक लाइसेंस दस्तावेज़ बताती है (License, Really Simple Licensing 1.0); Google का पार्सर और हर फ़ैसला इसे अनदेखा करता है:
   *[other] फ़ाइल { $count } लाइसेंस दस्तावेज़ बताती है (License, Really Simple Licensing 1.0); Google का पार्सर और हर फ़ैसला इन्हें अनदेखा करता है:
}

usage-other-label = इस टेस्टर की जानी हुई शब्दावली (2026-08 का ड्राफ़्ट) में नहीं है: जैसा लिखा है वैसा रखा गया
usage-signals-caption = Content-Signal (Cloudflare की Content Signals Policy), जैसा लिखा है
usage-signal-search = yes या no: खोज इंडेक्स बनाना और खोज नतीजे दिखाना (लिंक और छोटे अंश)
usage-signal-ai-input = yes या no: जवाब देने के लिए कॉन्टेंट को एआई मॉडल में डालना (ग्राउंडिंग, एआई खोज के जवाब)
usage-signal-ai-train = yes या no: एआई मॉडल को ट्रेन या फ़ाइन-ट्यून करना
usage-signal-use-immediate = use=immediate: क्रॉलर उस पर काम करने के लिए कॉन्टेंट पढ़ सकता है, पर कुछ भी रख या दोबारा इस्तेमाल नहीं कर सकता
usage-signal-use-reference = use=reference: क्रॉलर कॉन्टेंट को इंडेक्स कर सकता है, छोटे अंश उद्धृत कर सकता है और वापस लिंक कर सकता है
usage-signal-use-full = use=full: क्रॉलर कॉन्टेंट का सारांश बना सकता है और उसे दोहरा सकता है
usage-signal-unknown-key = पता नहीं: यह Cloudflare की Content Signals Policy की कुंजी नहीं है (जैसा लिखा है वैसा रखा गया, गड़बड़ी नहीं)
usage-signal-unknown-value = पता नहीं: Cloudflare की पॉलिसी इस कुंजी के लिए यह वैल्यू तय नहीं करती (जैसा लिखा है वैसा रखा गया, गड़बड़ी नहीं)
## Editors: `robots lsp` (hover, completion, quick fixes, robots.checkUrl)
# Worded by the language server (crates/robots-cli/src/lsp) in the editor's language.
# Another reader's difference, as a hint: $library is the library's name (urllib.robotparser, Protego…); $why says what it does.
lsp-reader-hint = { $library } { $why }
# Hover on a user-agent line: the registry's crawlers whose rules this group gives.
lsp-hover-governs = वे क्रॉलर जिनका नाम यह ग्रुप लेता है:
lsp-hover-falls-back = वे क्रॉलर जो इस ग्रुप पर लौटते हैं (कोई ग्रुप उनका नाम नहीं लेता):
lsp-hover-no-crawler = रजिस्ट्री का कोई भी क्रॉलर इस ग्रुप का पालन नहीं करता.
# One crawler: $token as written in robots.txt, $owner the company, $purpose a policy-purpose-… text.
lsp-hover-crawler = { $token } ({ $owner }): { $purpose }
# Hover on an allow/disallow line: what its pattern matches. Backquotes mark code.
lsp-rule-prefix = यह हर उस यूआरएल से मेल खाता है जिसका पाथ `{ $prefix }` से शुरू होता है.
lsp-rule-exact = यह सिर्फ़ उस यूआरएल से मेल खाता है जिसका पाथ ठीक `{ $path }` है.
lsp-rule-wildcard = यह हर उस यूआरएल से मेल खाता है जिसका पाथ `{ $pattern }` के किसी मेल से शुरू होता है; यहां * का मतलब कोई भी वर्ण-क्रम है.
lsp-rule-wildcard-end = यह हर उस यूआरएल से मेल खाता है जिसका पूरा पाथ `{ $pattern }` से मेल खाता है; यहां * का मतलब कोई भी वर्ण-क्रम है और $ पाथ का अंत बताता है.
# $bytes: the rule's length (a size-bytes text, "8 bytes").
lsp-rule-allows = इस ग्रुप के क्रॉलर के लिए, मेल खाने वाले यूआरएल को क्रॉल करने की अनुमति है; मेल की लंबाई { $bytes } है.
lsp-rule-blocks = इस ग्रुप के क्रॉलर के लिए, मेल खाने वाले यूआरएल को क्रॉल करने की अनुमति नहीं है; मेल की लंबाई { $bytes } है.
lsp-rule-not-overridden = इन्हीं क्रॉलर के लिए कोई लंबा नियम इससे अलग फ़ैसला नहीं करता.
# $rule: the longer rule as written (Allow: /x/y); $line: its line number.
lsp-rule-overridden = जहां `{ $rule }` (लाइन { $line }) भी मेल खाता है, वहां वह लंबा नियम लागू होता है.
# Hover on a Content-Usage line.
lsp-usage-all = हर उस यूआरएल के लिए एआई इस्तेमाल की प्राथमिकताएं जिसे यह ग्रुप क्रॉल कर सकता है:
lsp-usage-path = `{ $path }` के तहत आने वाले उन यूआरएल के लिए एआई इस्तेमाल की प्राथमिकताएं जिन्हें यह ग्रुप क्रॉल कर सकता है:
# $label: a usage-label-… text; $pref: a usage-pref-… text.
lsp-usage-pref = { $label }: { $pref }
# Hover on a Content-Signal line (Cloudflare's Content Signals Policy).
lsp-signal-heading = कॉन्टेंट सिग्नल (Cloudflare की Content Signals Policy):
lsp-signal-search = खोज इंडेक्स बनाना और लिंक व अंश दिखाना
lsp-signal-ai-input = कॉन्टेंट को एआई जवाबों के इनपुट के तौर पर इस्तेमाल करना (जानकारी खोजना, आधार देना)
lsp-signal-ai-train = एआई मॉडल की ट्रेनिंग या फ़ाइन-ट्यूनिंग
lsp-signal-yes = अनुमति है
lsp-signal-no = अनुमति नहीं है
# $value: the value as written, neither yes nor no.
lsp-signal-other = '{ $value }' न तो yes है और न ही no, इसलिए कोई प्राथमिकता नहीं
# $label: an lsp-signal-search/ai-input/ai-train text; $pref: an lsp-signal-yes/no/other text.
lsp-signal-pref = { $label }: { $pref }
lsp-signal-unknown-key = '{ $key }' इस पॉलिसी का सिग्नल नहीं है; पार्सर इसे अनदेखा करते हैं
# Quick fixes (their titles in the editor's menu).
lsp-fix-typo = '{ $meant }' वैसे लिखें जैसे Google लिखता है
lsp-fix-colon = '{ $key }' के बाद ':' जोड़ें
lsp-fix-encode = पाथ को प्रतिशत-एन्कोड करें: { $encoded }
# signal_not_inherited's quick fix: the * group's AI lines copied into the group.
lsp-fix-signal-not-inherited = * ग्रुप की AI लाइनें इस ग्रुप में कॉपी करें
# The answer of robots.checkUrl: $reason is the verdict's reason-… sentence; $line the deciding line.
lsp-check-allowed = { $agent } को { $url } फ़ेच करने की अनुमति है: { $reason }
lsp-check-disallowed = { $agent } को { $url } फ़ेच करने की अनुमति नहीं है: { $reason }
lsp-check-allowed-line = { $agent } को { $url } फ़ेच करने की अनुमति है; लाइन { $line } से तय होता है: { $reason }
lsp-check-disallowed-line = { $agent } को { $url } फ़ेच करने की अनुमति नहीं है; लाइन { $line } से तय होता है: { $reason }
# $command: robots.checkUrl.
lsp-check-usage = { $command } को दो आर्ग्युमेंट चाहिए: एक क्रॉलर (एजेंट) और एक यूआरएल या पाथ
lsp-check-no-document = जांच के लिए कोई robots.txt खुली नहीं है: पहले कोई फ़ाइल खोलें
lsp-message-too-large = संपादक ने { $length } बाइट का संदेश भेजा; सर्वर एक संदेश में अधिकतम { $max } बाइट पढ़ता है, इसलिए सत्र समाप्त होता है
lsp-message-unreadable = संपादक ने ऐसा संदेश भेजा जिसे सर्वर पढ़ नहीं सकता ({ $why }), इसलिए सत्र समाप्त होता है
# The VS Code extension's manifest (editors/vscode/package.json names them as %key%; build-nls.mjs writes them out).
lsp-vscode-description = टाइप करते समय robots.txt को Google जैसे पढ़ता है, वैसा ही पढ़ना: robots कमांड से गड़बड़ियों की जानकारी, होवर, ऑटो-कंप्लीट और तुरंत सुधार
lsp-vscode-check-title = क्या यह क्रॉलर इस यूआरएल को फ़ेच कर सकता है?
lsp-vscode-readers-setting = वे लाइनें भी संकेत के तौर पर दिखाएं जिन्हें दूसरे पार्सर (urllib.robotparser, Protego, robots-parser) Google से अलग पढ़ते हैं
lsp-vscode-path-setting = शुरू की जाने वाली robots कमांड (PATH पर मौजूद नाम या पूरा पाथ)
# (end of editors)
## robots mcp: the tools for AI agents (docs/mcp.md)
# robots_txt, robots_url, urls and user_agents are argument names: keep them as written.
mcp-robots-source = robots.txt को robots_txt (उसका टेक्स्ट) या robots_url (लाने के लिए http:// या https:// URL) के रूप में दें, दोनों में से एक।
# $field: an argument name (urls, user_agents).
mcp-empty-list = { $field } खाली है: कम से कम एक दें।
mcp-too-many-checks = { $agents } यूज़र एजेंट के लिए { $urls } URL से { $checks } जाँचें बनती हैं; एक कॉल अधिकतम { $max } का जवाब देता है।
mcp-internal-error = टूल एक आंतरिक त्रुटि पर रुक गया; सर्वर चलता रहता है।
mcp-lint-clean = कोई डायग्नॉस्टिक नहीं।
mcp-ip-unparsed = '{ $ip }' कोई IPv4 या IPv6 पता नहीं है।
mcp-trace-token = क्रॉलर टोकन { $token } है।
mcp-trace-token-from = क्रॉलर टोकन { $token } है, “{ $input }” से।
mcp-trace-path = जाँचा गया पाथ { $path } है (“{ $url }” से)।
# One matching rule in explain's trace: $rule is a trace-decisive text, $role a trace-role-… text.
mcp-trace-rule = { $rule }: { $role }
# verify_ip's answer. $list and $lists are file names of address lists; $dir a directory.
mcp-verify-verified = { $ip } { $list } में है, जो सूची { $owner } { $token } के लिए प्रकाशित करता है: सत्यापित।
mcp-verify-forged = { $ip } ख़ुद को { $token } बताता है, पर { $owner } द्वारा इसके लिए प्रकाशित किसी भी सूची ({ $lists }) में नहीं है: जाली।
mcp-verify-no-crawler = “{ $agent }” रजिस्ट्री के किसी क्रॉलर का नाम नहीं लेता, इसलिए { $ip } सत्यापित नहीं किया जा सकता।
mcp-verify-no-list = { $owner } { $token } के लिए कोई पता सूची प्रकाशित नहीं करता, इसलिए { $ip } सत्यापित नहीं किया जा सकता।
mcp-verify-not-saved = { $token } की कोई भी सूची ({ $lists }) { $dir } में सहेजी नहीं गई है (robots ranges update उन्हें सहेजता है), इसलिए { $ip } सत्यापित नहीं किया जा सकता।
# अनुरोध के Web Bot Auth हेडर के साथ verify_ip (issue 59)।
mcp-verify-signature-verified = इसका हस्ताक्षर { $agent } की निर्देशिका की एक कुंजी से, अपनी समय-सीमा के भीतर, सत्यापित हुआ: इसे { $agent } ने भेजा (यह साबित करता है कि किसने भेजा, यह नहीं कि उसने robots.txt माना)।
mcp-verify-signature-invalid = { $agent } का दावा करने वाला इसका हस्ताक्षर अमान्य है: यह सत्यापित नहीं होता, Web Bot Auth का पालन नहीं करता, या इसकी समय-सीमा में अनुरोध का समय नहीं आता।
mcp-verify-signature-unknown-key = { $agent } का दावा करने वाला इसका हस्ताक्षर ऐसी कुंजी बताता है जो { $agent } की निर्देशिका में नहीं है, या उसकी कोई निर्देशिका सहेजी नहीं गई (robots ranges update उन्हें सहेजता है)।
mcp-verify-signature-unsigned = यह { $agent } को अपना हस्ताक्षर एजेंट बताता है, पर इसमें कोई हस्ताक्षर नहीं है।
mcp-verify-time-unparsed = '{ $time }' कोई समय नहीं है (RFC 3339, जैसे 2026-11-01T10:00:00Z)।
# (end of robots mcp)
## robots drift (the CLI): the repository's robots.txt against the one the site serves, by verdict.
cli-drift-identical = { $url } ठीक { $source } के बाइट परोसता है.
cli-drift-stale = कैश-बस्टिंग क्वेरी के साथ { $url } ने अलग बाइट लौटाए: edge एक पुरानी कॉपी परोसता है, और क्रॉलर को कोई भी मिल सकती है.
cli-drift-block = परोसी गई फ़ाइल की लाइनें { $first }–{ $last } { $vendor } का मैनेज किया गया ब्लॉक हैं: edge इन्हें जोड़ता है, आपकी रिपॉज़िटरी में ये नहीं हैं.
cli-drift-managed = { $agents }: परोसी गई फ़ाइल की लाइनें { $first }–{ $last }, { $vendor } का मैनेज किया गया ब्लॉक, { $count ->
    [one] एक पाथ
   *[other] { $count } पाथ
   } का फ़ैसला अलग करती हैं ({ $paths }). { $vendor } के डैशबोर्ड में मैनेज की गई robots.txt बंद करें, या यही नियम अपनी फ़ाइल में लिखें.
cli-drift-served-only = { $agents }: परोसी गई फ़ाइल { $count ->
    [one] एक पाथ
   *[other] { $count } पाथ
   } का फ़ैसला उन लाइनों से करती है जो आपकी फ़ाइल में नहीं हैं ({ $paths }).
cli-drift-source-only = { $agents }: आपकी फ़ाइल { $count ->
    [one] एक पाथ
   *[other] { $count } पाथ
   } का फ़ैसला उन लाइनों से करती है जो परोसी गई फ़ाइल में नहीं हैं ({ $paths }).
cli-drift-served-status = { $agents }: परोसी गई robots.txt के स्टेटस के कारण { $count ->
    [one] एक पाथ अलग है
   *[other] { $count } पाथ अलग हैं
   }: { $effect }.
cli-drift-order = { $agents }: फ़ैसला करने वाली लाइनें दोनों फ़ाइलों में हैं, पर उनका ग्रुप या क्रम अलग है, इसलिए { $count ->
    [one] एक पाथ अलग है
   *[other] { $count } पाथ अलग हैं
   } ({ $paths }).
cli-drift-tie = { $agent }: मैनेज किए गए ब्लॉक का Disallow (लाइन { $disallow }) और आपका अपना Allow (लाइन { $allow }) बराबर लंबाई के हैं; Google दोनों ग्रुप मिलाता है और Allow जीतता है, इसलिए { $agent } { $path } पर ब्लॉक नहीं है.
cli-drift-paths-more = { $paths } और { $count } अन्य
cli-drift-summary = { $changes ->
    [one] एक फ़ैसला अलग है
   *[other] { $changes } फ़ैसले अलग हैं
   } ({ $crawlers } क्रॉलर, { $paths } पाथ).
cli-drift-none = कोई फ़ैसला अलग नहीं है ({ $crawlers } क्रॉलर, { $paths } पाथ).
cli-drift-more-paths = सिर्फ़ पहले { $limit } पाथ की तुलना हुई; { $more } और की नहीं हुई.
# (end of robots drift)
## The address policy of every fetch of the command line, and the bounds of
## robots site (deadline, gzip members, blocked URLs listed).
# $address is an IP address; $kind is loopback, private, link-local or reserved;
# $given is the origin the person typed (scheme://host:port).
cli-address-refused = { $url } फ़ेच नहीं किया गया: { $address } { $kind ->
    [loopback] एक लूपबैक पता (यही मशीन)
    [link-local] एक लिंक-लोकल पता
    [reserved] एक आरक्षित पता, सार्वजनिक इंटरनेट पर नहीं
   *[private] एक निजी नेटवर्क का पता
   } है, और केवल { $given }, दिया गया पता, ऐसा हो सकता है (--allow-private यह रोक हटाता है)
# $from and $to are URLs.
cli-address-redirect-refused = { $from } से { $to } पर रीडायरेक्ट फ़ॉलो नहीं किया गया: { $address } { $kind ->
    [loopback] एक लूपबैक पता (यही मशीन)
    [link-local] एक लिंक-लोकल पता
    [reserved] एक आरक्षित पता, सार्वजनिक इंटरनेट पर नहीं
   *[private] एक निजी नेटवर्क का पता
   } है, और केवल { $given }, दिया गया पता, ऐसा हो सकता है (--allow-private यह रोक हटाता है)
# A sitemap (or a redirect of it) that the address policy refused; $url is the URL refused.
site-cli-why-refused = नहीं पढ़ा गया: { $url } { $address } पर है, जो { $kind ->
    [loopback] एक लूपबैक पता (यही मशीन)
    [link-local] एक लिंक-लोकल पता
    [reserved] एक आरक्षित पता, सार्वजनिक इंटरनेट पर नहीं
   *[private] एक निजी नेटवर्क का पता
   } है, और केवल { $given }, दी गई साइट, ऐसी हो सकती है (--allow-private यह रोक हटाता है)
# $limit is --deadline, in seconds.
site-cli-why-deadline = नहीं पढ़ा गया: रन { $limit } सेकंड बाद रुकता है (--deadline)
site-cli-cut-deadline = कटा: रन { $limit } सेकंड बाद रुकता है (--deadline)
site-cli-cut-members = कटा: { $limit } से अधिक सदस्यों वाली gzip स्ट्रीम आगे नहीं पढ़ी जाती
# After the first blocked URLs of a line: $count more are not listed.
site-cli-more = … और { $count }
site-cli-deadline = रन अपनी समय-सीमा ({ $limit } सेकंड, --deadline) पर रुक गया: ऊपर के साइटमैप ही पढ़े गए।
# robots site --llms: an llms.txt read; $count is the links it holds.
site-cli-llms = llms.txt { $url }: { $count } लिंक
# $why is one of the site-cli-why-… or site-cli-cut-… messages.
site-cli-llms-not-read = llms.txt { $url }: { $why }
site-cli-llms-agent = { $agent }: { $checked } llms.txt लिंक में से { $blocked } अवरुद्ध
site-cli-llms-line = पंक्ति { $line } `{ $rule }` { $count } llms.txt लिंक अवरुद्ध करती है
## robots site (the CLI): sitemap URLs that robots.txt blocks.
## Only the CLI says these (numbers are grouped in every language).
# A sitemap read: $url is its address; $count the URLs it lists.
site-cli-sitemap = साइटमैप { $url }: { $count ->
    [one] { $count } यूआरएल
   *[other] { $count } यूआरएल
   }
# A sitemap index read: $count is the sitemaps it names.
site-cli-index = साइटमैप इंडेक्स { $url }: { $count ->
    [one] { $count } साइटमैप
   *[other] { $count } साइटमैप
   }
# $why is one of the site-cli-why-… or site-cli-cut-… messages.
site-cli-not-read = साइटमैप { $url }: { $why }
# $error is the HTTP client's own (English) error text.
site-cli-why-network = पढ़ा नहीं गया: अनुरोध पूरा नहीं हो सका ({ $error })
site-cli-why-status = पढ़ा नहीं गया: सर्वर ने { $status } जवाब दिया
# $error is the XML parser's own (English) error text.
site-cli-why-xml = आखिर तक नहीं पढ़ा गया: यह सही ढंग से बना XML नहीं है ({ $error })
site-cli-why-root = पढ़ा नहीं गया: यह न urlset है, न साइटमैप इंडेक्स (इसका रूट एलिमेंट <{ $name }> है)
site-cli-why-nested = पढ़ा नहीं गया: यह एक साइटमैप इंडेक्स है जिसका नाम दूसरे साइटमैप इंडेक्स में है (sitemaps.org सिर्फ़ एक स्तर की अनुमति देता है)
site-cli-why-not-http = पढ़ा नहीं गया: यह पूरा http:// या https:// यूआरएल नहीं है
site-cli-why-sitemap-limit = पढ़ा नहीं गया: एक बार में ज़्यादा से ज़्यादा { $limit } साइटमैप पढ़े जाते हैं
site-cli-why-url-limit = पढ़ा नहीं गया: { $limit } यूआरएल के बाद पढ़ना रुक जाता है (--max-urls)
site-cli-cut-urls = काटा गया: सिर्फ़ पहले { $limit } यूआरएल पढ़े गए (sitemaps.org की सीमा)
site-cli-cut-bytes = काटा गया: सिर्फ़ पहले { $limit } बाइट पढ़े गए (बिना कंप्रेशन के 50 MB, sitemaps.org की सीमा)
site-cli-cut-max-urls = काटा गया: { $limit } यूआरएल के बाद पढ़ना रुक जाता है (--max-urls)
# $why is site-cli-why-sitemap-limit or site-cli-why-url-limit.
site-cli-cut-children = इसमें दिए गए { $count ->
    [one] { $count } साइटमैप
   *[other] { $count } साइटमैप
   } — { $why }
# A crawler's tally: $checked counts the sitemap URLs on the robots.txt's own host.
site-cli-agent = { $agent }: { $checked ->
    [one] { $checked } साइटमैप यूआरएल
   *[other] { $checked } साइटमैप यूआरएल
   } में से { $blocked } पर रोक लगी है
# $rule is the line as written in the file, such as Disallow: /search.
site-cli-line = लाइन { $line } `{ $rule }` से { $count ->
    [one] { $count } साइटमैप यूआरएल
   *[other] { $count } साइटमैप यूआरएल
   } पर रोक लगी है
site-cli-from = { $url } ({ $sitemap } से)
site-cli-other-host = { $count ->
    [one] { $count } साइटमैप यूआरएल दूसरे होस्ट पर है
   *[other] { $count } साइटमैप यूआरएल दूसरे होस्ट पर हैं
   }: यह robots.txt उन पर लागू नहीं होती
site-cli-unreadable = साइटमैप की { $count ->
    [one] { $count } एंट्री पूरा http:// या https:// यूआरएल नहीं है
   *[other] { $count } एंट्री पूरे http:// या https:// यूआरएल नहीं हैं
   } और जांची नहीं जा सकीं
site-cli-no-sitemaps = robots.txt में किसी साइटमैप का नाम नहीं है (इसमें कोई Sitemap: लाइन नहीं है).
site-cli-robots-failed = robots.txt का इस्तेमाल नहीं हो सका, इसलिए कोई साइटमैप नहीं पढ़ा गया.
# The progress bar on a terminal: $current is the sitemap being read.
site-cli-progress = { $sitemaps } साइटमैप और { $urls } यूआरएल पढ़े गए: { $current }
## Hostile input, second round: the trace's usage preferences list the
## first few deciding Content-Usage lines and count the others.
# $count: how many more Content-Usage lines decided with the ones listed.
usage-more-lines = { $count ->
    [one] और { $count } लाइन
   *[other] और { $count } लाइनें
}
## Hostile input, third round: the trace lists the first Content-Signal
## pairs of the applying groups and counts the others.
# $count: how many more Content-Signal pairs the groups hold than the ones listed.
usage-signals-more = { $count ->
    [one] और { $count } जोड़ी, जो यहाँ नहीं दिखाई गई
   *[other] और { $count } जोड़ियाँ, जो यहाँ नहीं दिखाई गईं
}
## The workspace layout: the strip of URLs and crawlers, the keys between the editor, the grid and the answer
layout-inputs-more = यूआरएल और क्रॉलर के सभी विकल्प
layout-keys = कुंजियां: Alt+1 एडिटर · Alt+2 नतीजे · Alt+3 जवाब (वजह)

## The page's "Sitemap URLs" summary, above the results grid, after a sitemap
## file is opened.
sitemap-heading = साइटमैप यूआरएल
# $name is the sitemap file's name.
sitemap-from = { $name } के यूआरएल, इस फ़ाइल से जांचे गए.
# A crawler's tally: $agent as typed in the crawlers box.
sitemap-crawler = { $agent }: { $checked ->
    [one] { $checked } साइटमैप यूआरएल
   *[other] { $checked } साइटमैप यूआरएल
   } में से { $blocked } पर रोक लगी है
# One deciding line, a link to it in the editor; $rule as written, such as Disallow: /search.
sitemap-line = लाइन { $line } `{ $rule }` से { $count ->
    [one] { $count } साइटमैप यूआरएल
   *[other] { $count } साइटमैप यूआरएल
   } पर रोक लगी है
# The site the sitemap's URLs are counted on: $origin such as https://www.example.com; $from says where it came from.
sitemap-origin = { $origin } पर गिना गया, { $from ->
    [site] दी गई साइट
    [sitemap] इस फ़ाइल की Sitemap: लाइनों की साइट
   *[urls] वह होस्ट जिस पर साइटमैप के अधिकतर यूआरएल हैं
   }।
# The URLs on another host than $origin, listed apart: not counted above.
sitemap-other-host = { $count ->
    [one] { $count } साइटमैप यूआरएल { $origin } के बजाय दूसरे होस्ट पर है
   *[other] { $count } साइटमैप यूआरएल { $origin } के बजाय दूसरे होस्ट पर हैं
   }: यह फ़ाइल उन पर लागू नहीं होती, इसलिए वे ऊपर नहीं गिने गए
# After the URLs listed: how many more are on another host.
sitemap-other-host-more = और { $count }
# After the lines listed: how many more lines block how many more URLs.
sitemap-lines-more = और { $lines } लाइनें, जिनसे { $count ->
    [one] { $count } साइटमैप यूआरएल
   *[other] { $count } साइटमैप यूआरएल
   } पर रोक लगी है
# A gzip file that inflates past sitemaps.org's limit ($limit bytes).
import-too-big = { $name } खोलने पर { $limit } बाइट से बड़ी हो जाती है (sitemaps.org की एक साइटमैप की सीमा): नहीं खोली गई

## The Traffic view (src/traffic): access logs read against the file in the
## editor and the crawlers' address lists, as `robots audit` reads them.
traffic-heading = ट्रैफ़िक: किन क्रॉलरों ने इस फ़ाइल का पालन किया
traffic-hint = एक्सेस लॉग खोलें या यहाँ छोड़ें (Apache, nginx, IIS, CloudFront, JSON पंक्तियाँ; .gz भी): वे इसी ब्राउज़र में पढ़े जाते हैं, कभी अपलोड नहीं होते, और एडिटर की फ़ाइल के अनुसार जाँचे जाते हैं। यह दृश्य खोलने पर इस पेज के साथ प्रकाशित क्रॉलरों की पता सूचियाँ लोड होती हैं, यदि वे हों।
traffic-logs = एक्सेस लॉग
traffic-ranges = क्रॉलरों की पता सूचियाँ और कुंजी निर्देशिकाएँ (.json)
traffic-stop = रोकें
traffic-stopped = रोका गया: अब तक की गिनती।
traffic-unavailable = इस ब्राउज़र में लॉग पढ़े नहीं जा सके (वे एक Web Worker में पढ़े जाते हैं)।
traffic-summary = लॉग पंक्तियाँ: { $lines }। अनुरोध: { $requests }, जिनमें से { $crawlers } ज्ञात क्रॉलरों के। छोड़ी गई पंक्तियाँ: { $skipped }।
traffic-none = कोई भी अनुरोध रजिस्ट्री के किसी क्रॉलर से नहीं आया।
traffic-lists-none = क्रॉलरों की कोई पता सूची नहीं: हर अनुरोध असत्यापित गिना जाता है। `robots ranges update` द्वारा डाउनलोड की गई सूचियाँ खोलें।
# $date: the list's creationTime as written.
traffic-list = पता सूची { $name }: { $date } को बनी
traffic-list-stale = पता सूची { $name }: { $date } को बनी, 30 दिन से अधिक पुरानी
traffic-chart = प्रतिदिन क्रॉलर अनुरोध, उद्देश्य के अनुसार
traffic-top = सबसे अधिक माँगे गए अवरुद्ध पथ (अनुरोध × पथ, और निर्णायक पंक्ति, चुनने पर एडिटर में दिखाई जाती है)
traffic-col-purpose = उद्देश्य
traffic-col-crawler = क्रॉलर
traffic-col-requests = अनुरोध
traffic-col-robots = robots.txt
traffic-col-allowed = अनुमत
traffic-col-disallowed = अवरुद्ध
traffic-col-grace = छूट
traffic-col-verified = सत्यापित
traffic-col-forged = जाली
traffic-col-unverified = असत्यापित
# एज ने क्या उत्तर दिया (issue 55): अनुमत अनुरोध अस्वीकृत (401, 403, 429, 451),
# अनुमत अनुरोधों को 402, अननुमत अनुरोध फिर भी दिए गए (2xx)।
traffic-col-refused = अस्वीकृत
traffic-col-payment = भुगतान आवश्यक
traffic-col-served = अननुमत, फिर भी दिए गए
traffic-col-before = पहले अवरुद्ध
# हस्ताक्षर करने वाले क्रॉलर (Web Bot Auth, issue 59)।
traffic-signed = हस्ताक्षरित एजेंट (Web Bot Auth), उस origin के अनुसार जिसे उनका Signature-Agent हेडर बताता है
traffic-signed-hint = सत्यापित हस्ताक्षर यह साबित करता है कि अनुरोध किसने भेजा, यह नहीं कि उसने इस फ़ाइल को माना: अननुमत वह गिनता है जो उसने इसके विरुद्ध लाया। `robots ranges update` द्वारा सहेजी गई कुंजी निर्देशिकाएँ (signature-agents/<host>.json) पता सूचियों के साथ खोलें।
traffic-directory = { $count ->
    [one] { $origin } की कुंजी निर्देशिका: एक कुंजी
   *[other] { $origin } की कुंजी निर्देशिका: { $count } कुंजियाँ
}
traffic-col-agent = हस्ताक्षर एजेंट
traffic-col-invalid = अमान्य
traffic-col-unknown-key = अज्ञात कुंजी
traffic-col-unsigned = बिना हस्ताक्षर

# ---- The robots CLI's own sentences (cli-…): the fetch note, `robots test`'s and
# `robots lint`'s sentences and the SARIF rules' titles and help. Only the engine
# words them (the CLI's --lang), never the page. ----
# robots fetch's note on stderr. $response: the HTTP status code and its reason phrase as the protocol writes them ("200 OK"), or a cli-fetch-response-… message; $hops: a cli-fetch-hops-… message; $outcome: a cli-fetch-outcome-… message.
cli-fetch-note = { $url } → { $response }{ $hops }{ $outcome }
cli-fetch-response-network = नेटवर्क की गड़बड़ी ({ $error })
cli-fetch-response-none = कोई जवाब नहीं
# No redirect: nothing is written.
cli-fetch-hops-none = {""}
cli-fetch-hops-after = {" "}{ $count } रीडायरेक्ट के बाद
cli-fetch-hops-too-many = , Google जिन { $max } रीडायरेक्ट को फ़ॉलो करता है उनके बाद एक और रीडायरेक्ट
cli-fetch-hops-loop = , { $count } रीडायरेक्ट के बाद रीडायरेक्ट लूप
cli-fetch-hops-no-location = {" "}बिना किसी काम के Location हेडर के
cli-fetch-outcome-rules = {" "}({ $size }): नियम लागू होते हैं
cli-fetch-outcome-rules-cut = {" "}({ $size }, Google की 500 KiB की सीमा पर काटा गया): नियम लागू होते हैं
cli-fetch-outcome-allow-404 = : सब कुछ की अनुमति है (404 माना जाता है)
cli-fetch-outcome-allow = : सब कुछ की अनुमति है (कोई मान्य robots.txt नहीं है)
cli-fetch-outcome-disallow = : किसी चीज़ की अनुमति नहीं है (Google बाद में फिर से कोशिश करता है)
cli-source-truncated = ध्यान दें: '{ $name }' में { $total } बाइट हैं; Google सिर्फ़ पहले { $limit } बाइट पढ़ता है (लाइन { $line } से आगे के कॉन्टेंट को अनदेखा किया जाता है)
# $sentence: a status-… message.
cli-replaced = फ़ेच के नतीजे ने नियमों की जगह ले ली है: { $sentence }
cli-lint-nothing = जांचने के लिए कुछ नहीं है: फ़ेच के नतीजे ने नियमों की जगह ले ली है, Google किसी फ़ाइल का इस्तेमाल नहीं करता
# robots lint --readers: how another parser reads a line. $library: the parser's name and version; $sentence: a reader-… message; $reading and $google: the verdicts ALLOWED, DISALLOWED or UNANSWERED, as the CLI writes them everywhere (not translated).
cli-lint-reader = { $library }: { $sentence }; जैसे { $agent } { $url }: { $reading }, जबकि Google के हिसाब से { $google }
cli-sarif-reader-title = { $library } इस लाइन को Google से अलग तरह से पढ़ता है
cli-sarif-reader-help = { $library }: { $sentence }.
cli-sarif-lighthouse-title = Lighthouse { $version } का robots.txt ऑडिट इस पंक्ति को अस्वीकार करता है
cli-sarif-lighthouse-help = Lighthouse का SEO ऑडिट "robots.txt is not valid" हर अस्वीकृत पंक्ति पर विफल होता है, जिससे पेज का SEO स्कोर घटता है, भले ही Google पंक्ति को लिखे अनुसार पढ़े।
cli-sarif-unreadable-title = अपेक्षा वाली ऐसी लाइन जिसे पढ़ा या जांचा नहीं जा सकता
cli-sarif-unreadable-help = अपेक्षाओं वाली फ़ाइल की हर लाइन `allowed|disallowed AGENT URL` के रूप में होती है, जिसमें जांचे जा सकने वाले एजेंट और यूआरएल होते हैं; जब तक कोई लाइन पढ़ी नहीं जा सकती, तब तक कुछ भी टेस्ट नहीं किया जाता.
cli-sarif-failed-title = ऐसी अपेक्षा जिसे robots.txt पूरा नहीं करता
cli-sarif-failed-help = robots.txt इस एजेंट को इस यूआरएल के लिए अपेक्षाओं वाली फ़ाइल से अलग फ़ैसला देता है. इससे जुड़ी जगह robots.txt की वह लाइन है जिसने फ़ैसला किया; नियम बदलें, या अगर नया फ़ैसला ही सही है तो अपेक्षा बदलें.
cli-test-decided = फ़ैसला करने वाली लाइन: { $rule }
cli-test-rule-line = { $file } लाइन { $line }: { $rule }
cli-test-no-rule = { $file }: कोई नियम फ़ैसला नहीं करता (लाइन 0)
# The SARIF rules of `robots lint --format sarif`, by diagnostic code: a title and a help text each.
cli-sarif-accepted-typo-title = गलत वर्तनी वाला फ़ील्ड, जिसे Google स्वीकार करता है
cli-sarif-accepted-typo-help = Google कुछ गलत वर्तनियों (useragent, dissallow, …) को उस डायरेक्टिव के रूप में पढ़ता है जिससे वे मिलती-जुलती हैं; दूसरे पार्सर उस लाइन को अनदेखा करते हैं. फ़ील्ड की वर्तनी वैसी ही लिखें जैसी स्टैंडर्ड में है.
cli-sarif-key-by-prefix-title = ऐसा फ़ील्ड जिसे उसकी शुरुआत से पढ़ा जाता है
cli-sarif-key-by-prefix-help = Google फ़ील्ड को उनकी शुरुआत से पहचानता है, इसलिए लंबे फ़ील्ड (Disallowed:) को उस डायरेक्टिव के रूप में पढ़ा जाता है जिससे वह शुरू होता है. डायरेक्टिव का सटीक नाम लिखें.
cli-sarif-missing-colon-title = फ़ील्ड के बाद ':' की जगह खाली जगह
cli-sarif-missing-colon-help = Google ':' की जगह खाली जगह स्वीकार करता है; दूसरे पार्सर उस लाइन को अनदेखा कर सकते हैं. `फ़ील्ड: वैल्यू` लिखें.
cli-sarif-line-too-long-title = ऐसी लाइन जो Google की पढ़ी जाने वाली लंबाई से लंबी है
cli-sarif-line-too-long-help = Google किसी लाइन के सिर्फ़ पहले 16,663 बाइट पढ़ता है; बाकी हिस्सा छोड़ दिया जाता है. लाइन छोटी करें या पैटर्न को बांट दें.
cli-sarif-nul-byte-title = लाइन के अंदर NUL बाइट
cli-sarif-nul-byte-help = Google के लिए NUL बाइट पर लाइन खत्म हो जाती है और बाकी हिस्से को अनदेखा किया जाता है. उस बाइट को हटाएं.
cli-sarif-rule-outside-group-title = किसी भी user-agent लाइन से पहले का नियम
cli-sarif-rule-outside-group-help = allow और disallow लाइनें अपने ऊपर की user-agent लाइनों पर लागू होती हैं; किसी भी user-agent लाइन से पहले की लाइन किसी ग्रुप का हिस्सा नहीं होती और उसे अनदेखा किया जाता है. उसके ऊपर एक user-agent लाइन जोड़ें.
cli-sarif-unsupported-key-title = ऐसा फ़ील्ड जो Google पर काम नहीं करता
cli-sarif-unsupported-key-help = Google इस फ़ील्ड को पहचानता है, लेकिन इसे अनदेखा करता है (crawl-delay, noindex, …). लाइन हटाएं या इसकी जगह वह इस्तेमाल करें जो Google पर काम करता है.
cli-sarif-unknown-key-title = अनजान फ़ील्ड
cli-sarif-unknown-key-help = Google उन लाइनों को अनदेखा करता है जिनका फ़ील्ड वह नहीं पहचानता; गलत वर्तनी वाला user-agent, allow या disallow बिना बताए खो जाता है. वर्तनी जांचें.
cli-sarif-no-leading-slash-title = ऐसा पैटर्न जो कभी मैच नहीं होता
cli-sarif-no-leading-slash-help = पाथ पैटर्न '/' या '*' से शुरू होना चाहिए; जो पैटर्न ऐसे शुरू नहीं होता वह किसी भी यूआरएल से मैच नहीं होता. उसे '/' से शुरू करें.
cli-sarif-empty-rule-title = खाली allow या disallow
cli-sarif-empty-rule-help = खाली नियम कभी फ़ैसला नहीं करता (खाली disallow सब कुछ की अनुमति देता है), लेकिन यह अपने ऊपर की user-agent लाइनों को खत्म कर देता है, इसलिए उसके बाद की user-agent लाइन नया ग्रुप शुरू करती है.
cli-sarif-user-agent-cut-title = ऐसा user-agent जिसे आंशिक रूप से ही पढ़ा जाता है
cli-sarif-user-agent-cut-help = Google user-agent की वैल्यू को A–Z, a–z, '-' और '_' के अलावा पहले वर्ण तक ही पढ़ता है: ग्रुप सिर्फ़ उसी प्रॉडक्ट टोकन के लिए है. क्रॉलर का प्रॉडक्ट टोकन लिखें.
cli-sarif-user-agent-no-token-title = ऐसा user-agent जो किसी क्रॉलर का नाम नहीं लेता
cli-sarif-user-agent-no-token-help = user-agent की वैल्यू किसी अक्षर, '-' या '_' से शुरू होनी चाहिए; वरना उसका ग्रुप किसी भी क्रॉलर पर लागू नहीं होता. क्रॉलर का प्रॉडक्ट टोकन या '*' लिखें.
cli-sarif-sitemap-not-absolute-title = ऐसा साइटमैप जो पूरा यूआरएल नहीं है
cli-sarif-sitemap-not-absolute-help = साइटमैप लाइनों में पूरा यूआरएल (https://…) होना चाहिए; अधूरा यूआरएल फ़ेच नहीं किया जाता.
cli-sarif-not-a-directive-title = ऐसी लाइन जो `फ़ील्ड: वैल्यू` नहीं है
cli-sarif-not-a-directive-help = Google उन लाइनों को अनदेखा करता है जो `फ़ील्ड: वैल्यू` रिकॉर्ड नहीं हैं (सामान्य टेक्स्ट, HTML). उसे हटाएं या '#' लगाकर टिप्पणी बनाएं.
cli-sarif-non-utf8-title = ऐसे बाइट जो UTF-8 नहीं हैं
cli-sarif-non-utf8-help = लाइन में ऐसे बाइट हैं जो मान्य UTF-8 नहीं हैं; पैटर्न में उन्हें एक-एक बाइट करके परसेंट-एन्कोड किया जाता है. फ़ाइल को UTF-8 में सेव करें.
cli-sarif-bom-skipped-title = शुरुआत में बाइट ऑर्डर मार्क
cli-sarif-bom-skipped-help = फ़ाइल की शुरुआत में मौजूद बाइट ऑर्डर मार्क (बीओएम) को Google छोड़ देता है; कुछ दूसरे पार्सर उसे नहीं छोड़ते.
cli-sarif-stray-bom-title = फ़ाइल के बीच में बाइट ऑर्डर मार्क
cli-sarif-stray-bom-help = जो बाइट ऑर्डर मार्क (बीओएम) शुरुआत में नहीं है वह फ़ील्ड का हिस्सा बन जाता है, इसलिए लाइन पहचानी नहीं जाती. उसे हटाएं.
cli-sarif-past-size-limit-title = Google की 500 KiB सीमा के बाद का कॉन्टेंट
cli-sarif-past-size-limit-help = Google किसी robots.txt फ़ाइल के सिर्फ़ पहले 500 KiB पढ़ता है; उसके बाद के नियमों को अनदेखा किया जाता है. फ़ाइल छोटी करें.
cli-sarif-preference-line-title = एआई के इस्तेमाल की प्राथमिकता वाली लाइन
cli-sarif-preference-line-help = Content-Usage (IETF की एआई प्राथमिकताएं) और Content-Signal लाइनें नियम नहीं हैं: Google के क्रॉलर इन्हें अनदेखा करते हैं और सिर्फ़ वही क्रॉलर इनका पालन करते हैं जो इन्हें पढ़ते हैं. अगर किसी क्रॉलर को फ़ेच नहीं करना चाहिए, तो उसे Disallow से ब्लॉक करें.
cli-sarif-usage-outside-group-title = किसी भी user-agent लाइन से पहले की Content-Usage लाइन
cli-sarif-usage-outside-group-help = Content-Usage लाइन उस ग्रुप पर लागू होती है जिसमें वह है (एआई प्राथमिकताओं के ड्राफ़्ट इसे हर ग्रुप के लिए तय करते हैं); किसी भी user-agent लाइन से पहले की लाइन किसी ग्रुप का हिस्सा नहीं होती. उसे किसी ग्रुप में ले जाएं (हर क्रॉलर के लिए User-agent: *).
cli-sarif-signal-outside-group-title = सभी ग्रुप के ऊपर Content-Signal लाइन
cli-sarif-signal-outside-group-help = Google का पार्सर किसी भी user-agent लाइन से पहले की Content-Signal लाइन को किसी ग्रुप में नहीं रखता; Cloudflare की मैनेज की गई फ़ाइलें जिस तरह यह लाइन रखती हैं, उस हिसाब से पढ़ने पर यह अपने बाद वाले ग्रुप के साथ जाती है. सूचना में उस ग्रुप का नाम है.

# Lint managed_block (drift issue).
cli-sarif-managed-block-title = वे लाइनें जो एक edge नेटवर्क परोसी गई फ़ाइल में जोड़ता है
cli-sarif-managed-block-help = Cloudflare जैसा edge नेटवर्क परोसी गई robots.txt के आगे एक मैनेज किया गया ब्लॉक जोड़ सकता है, `# BEGIN Cloudflare Managed content` से `# END Cloudflare Managed Content` तक. Google उसके ग्रुप को आपके ग्रुप के साथ मिला देता है. इसे अपनी रिपॉज़िटरी में तभी रखें जब आप इसके नियम रखना चाहते हों; `robots drift` आपकी फ़ाइल की तुलना परोसी गई फ़ाइल से करता है.
cli-sarif-token-retired-title = ऐसा user-agent टोकन जिसे उसके मालिक ने बंद कर दिया है
cli-sarif-token-retired-help = मालिक के दस्तावेज़ में अब इस टोकन का ज़िक्र नहीं है और उसका कोई भी क्रॉलर इस ग्रुप को नहीं पढ़ता. उसकी जगह आए टोकन का नाम लिखें.
cli-sarif-license-not-absolute-title = ऐसी License लाइन जो पूरा यूआरएल नहीं है
cli-sarif-license-not-absolute-help = License लाइन (Really Simple Licensing 1.0) पूरे http(s) यूआरएल से साइट के लाइसेंस दस्तावेज़ की ओर इशारा करती है, जो किसी दूसरे होस्ट पर भी हो सकता है. पूरा यूआरएल लिखें.
cli-sarif-path-not-encoded-title = ऐसा नियम पाथ जिसमें स्पेस या non-ASCII वर्ण हैं
cli-sarif-path-not-encoded-help = Google नियम पाथ को परसेंट-एन्कोड करने का सुझाव देता है; क्रॉलर स्पेस और non-ASCII वर्णों को परसेंट-एन्कोड करके अनुरोध करते हैं. मैसेज में दिया गया एन्कोड किया हुआ पाथ लिखें.
cli-sarif-usage-splits-group-title = user-agent लाइनों के बीच प्राथमिकता वाली लाइन
cli-sarif-usage-splits-group-help = user-agent लाइनों के बीच प्राथमिकता वाली लाइन कुछ पार्सर के लिए ग्रुप के एजेंट खत्म कर देती है और दूसरों के लिए नहीं. उसे ग्रुप की user-agent लाइनों के बाद रखें.
cli-sarif-usage-no-effect-title = ऐसे पाथ के लिए प्राथमिकता जिसे ग्रुप क्रॉल नहीं कर सकता
cli-sarif-usage-no-effect-help = प्राथमिकताएं सिर्फ़ उस पर लागू होती हैं जिसे क्रॉलर फ़ेच कर सकता है; जिस पाथ पर रोक लगी है, उसके लिए Content-Usage लाइन का कोई मतलब नहीं है. उसे हटाएं या पाथ की अनुमति दें.
cli-sarif-usage-unparsed-title = ऐसी Content-Usage वैल्यू जिसे पढ़ा नहीं जा सकता
cli-sarif-usage-unparsed-help = वैल्यू, y या n पर सेट किए गए शब्दावली लेबल (train-ai, search) की सूची नहीं है; पार्सर उसे अनदेखा करते हैं जिसे वे पढ़ नहीं पाते. जैसे `train-ai=n` लिखें.
cli-sarif-group-replaces-star-title = क्रॉलर का अपना ग्रुप * ग्रुप की जगह ले लेता है
cli-sarif-group-replaces-star-help = जिस क्रॉलर को अपने नाम वाला ग्रुप मिलता है वह सिर्फ़ उसी ग्रुप का पालन करता है; User-agent: * के नियम उस पर लागू नहीं होते. जो * नियम उस पर लागू रहने चाहिए उन्हें उसके अपने ग्रुप में दोहराएं.
# signal_not_inherited (SARIF rule).
cli-sarif-signal-not-inherited-title = क्रॉलर का अपना ग्रुप, जिस तक * ग्रुप की AI लाइनें नहीं पहुंचतीं
cli-sarif-signal-not-inherited-help = क्रॉलर सिर्फ़ उन ग्रुप को पढ़ता है जिनमें उसका नाम है, साथ में * ग्रुप को कभी नहीं: User-agent: * के नीचे लिखी Content-Signal और Content-Usage लाइनें उस क्रॉलर तक नहीं पहुंचतीं जिसका अपना ग्रुप है. उन्हें उस ग्रुप में कॉपी करें (robots lint --fix-preview बदलाव दिखाता है).

# The command line's usage errors and file errors (robots-cli): said in
# --lang. `cli-io-error` words what went wrong with a file: the system's own
# text ($error) in English, the common kinds translated in the others.
cli-usage-see-help = (`robots --help` या `robots SUBCOMMAND --help` देखें)
cli-json-with-sarif = --json और --format sarif एक साथ इस्तेमाल नहीं किए जा सकते
cli-standard-input = स्टैंडर्ड इनपुट
cli-stdin-once = स्टैंडर्ड इनपुट (`-`) सिर्फ़ एक बार पढ़ा जा सकता है
cli-cannot-read = '{ $name }' को पढ़ा नहीं जा सका: { $error }
cli-cannot-write = '{ $name }' में लिखा नहीं जा सका: { $error }
cli-cannot-write-output = आउटपुट लिखा नहीं जा सका: { $error }
cli-cannot-create = '{ $name }' बनाया नहीं जा सका: { $error }
cli-io-error = { $kind ->
    [not-found] ऐसी कोई फ़ाइल या फ़ोल्डर नहीं है
    [permission-denied] अनुमति नहीं है
    [is-a-directory] यह एक फ़ोल्डर है
   *[other] { $error }
}
cli-url-unparsed = '{ $url }' कोई यूआरएल नहीं है: { $error }
cli-url-not-http = '{ $url }' कोई http:// या https:// यूआरएल नहीं है
cli-url-not-robots-txt = चेतावनी: { $url } अपने होस्ट के रूट पर /robots.txt नहीं है: क्रॉलर सिर्फ़ उसी को पढ़ते हैं (जैसा दिया गया, वैसा ही फ़ेच किया गया)
cli-agent-unchecked = एजेंट '{ $input }': { $reason }
cli-url-unchecked = यूआरएल '{ $url }': { $reason }
cli-unknown-purpose = अनजान मकसद '{ $purpose }'
cli-audit-not-an-instant = --robots '{ $spec }': '{ $time }' कोई समय नहीं है (इसे 2026-11-01T00:00:00Z की तरह लिखें)
cli-audit-versions-undated = --robots: पहले वर्शन को छोड़कर हर वर्शन के साथ वह समय दें जब वह लागू हुआ (फ़ाइल@2026-11-01T00:00:00Z)
cli-ranges-no-dir = यहां कोई कैश फ़ोल्डर पता नहीं है: --dir से एक फ़ोल्डर दें
cli-ranges-http-status = HTTP स्टेटस कोड { $code }
cli-list-too-large = { $limit } बाइट से बड़ी
