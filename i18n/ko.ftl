# The robots.txt tester's messages in Korean (ko). The source is en.ftl:
# same keys, same { $variables }. Terms: ko.glossary.md.

## Document and header

page-title = robots.txt 테스터
page-description = 브라우저에서 robots.txt 파일을 기준으로 URL을 테스트합니다.
lang-menu-label = 언어
tagline = Google 크롤러가 robots.txt를 읽는 방식대로 URL을 확인합니다. 브라우저에서 실행되므로 아무것도 업로드되지 않습니다.
footer = 일치 여부는 Google의 오픈소스 robots.txt 파서를 따릅니다(RFC 9309 및 Google이 추가로 허용하는 사항). 파일의 처음 500KiB만 적용됩니다. 크롤러 사전 설정 확인일: { $checked }.

# (end of document and header)

## Numbers and sizes

size-bytes = { $count ->
   *[other] { $count }바이트
}
size-kib = { $size }KiB
size-mib = { $size }MiB

# (end of numbers and sizes)

## Results grid and bulk lists

# A verdict, as a cell and the trace show it.
verdict-allowed = 허용됨
verdict-blocked = 허용되지 않음
grid-results-heading = 결과
# Above the grid: how many URLs (rows) and crawlers (columns) it has.
grid-size = URL { $urls }개 × 크롤러 { $crawlers }개
# $size is the grid-size text; $shown how many rows the filter and search keep.
grid-size-shown = { $size } · { $shown }개 표시
grid-hint = 셀을 선택하면(클릭하거나 화살표 키로 이동한 후 Enter) 결과의 이유를 볼 수 있습니다.
grid-empty = 결과를 보려면 URL과 크롤러를 하나 이상 추가하세요.
grid-no-match = 이 필터 및 검색어와 일치하는 URL이 없습니다.
# $status is the chosen fetch result, e.g. "503 Service Unavailable"; $verdict is allowed or blocked.
grid-status-banner = 시뮬레이션된 가져오기 결과: { $status }. 파일의 규칙이 적용되지 않으며 모든 URL이 { $verdict ->
    [allowed] 허용됩니다
   *[blocked] 허용되지 않습니다
   }.
# Column header of the URLs.
grid-url-header = URL
# Row header of the row of totals per crawler.
grid-totals = 합계
grid-search-label = 검색
grid-search-placeholder = URL의 일부
# Under a crawler's name in the column header: the product token was set by hand.
grid-token-set = 직접 설정한 토큰
# Under a crawler's name in the column header: the token was read from a full user-agent string.
grid-token-from-ua = user-agent 문자열에서 추출
# Under a URL: the path that is tested, shown as code where $path is.
grid-tested-as = 테스트 경로: { $path }
# In a cell that was pinned as an expectation which passes.
grid-expect-pass = (기대 결과 { $verdict ->
    [allowed] 허용됨
   *[blocked] 허용되지 않음
   }: 통과)
# In a cell that was pinned as an expectation which fails.
grid-expect-fail = 기대 결과 { $verdict ->
    [allowed] 허용됨
   *[blocked] 허용되지 않음
}
# In a cell: what decides when the simulated fetch result is a network error.
grid-cell-network-error = 네트워크 오류
# In a cell: what decides when the simulated fetch result is too many redirects.
grid-cell-redirects = 리디렉션 5회 초과
# In a cell: the simulated HTTP status code ($code, e.g. 503) decides.
grid-cell-status = 상태 코드 { $code }
# In a cell: the robots.txt line that decides.
grid-cell-line = { $line }행
# In a cell: no rule matches.
grid-cell-no-rule = 규칙 없음
# Compare mode, in a cell: the verdict against the file before the edit, and its deciding line.
grid-cell-was-line = (수정 전: { $verdict ->
    [allowed] 허용됨
   *[blocked] 허용되지 않음
   } · { $line }행)
# Compare mode, in a cell: the verdict against the file before the edit (no rule decided).
grid-cell-was = (수정 전: { $verdict ->
    [allowed] 허용됨
   *[blocked] 허용되지 않음
   })
# A cell whose URL cannot be tested.
grid-cell-not-tested = 테스트되지 않음
# A crawler's totals over the whole list.
grid-total = ✓ 허용됨 { $allowed } · ✕ 허용되지 않음 { $blocked }
grid-total-checking = 확인 중…
# Read by screen readers when a cell is selected: verdict, URL, crawler, and the simulated fetch result that decides.
grid-announce-status = { $verdict ->
    [allowed] 허용됨
   *[blocked] 허용되지 않음
   }: { $agent }에 대한 { $url } (가져오기 결과 { $status })
# Read by screen readers when a cell is selected: verdict, URL, crawler, and the deciding line.
grid-announce-line = { $verdict ->
    [allowed] 허용됨
   *[blocked] 허용되지 않음
   }: { $agent }에 대한 { $url } ({ $line }행)
# Read by screen readers when a cell is selected and no rule decides.
grid-announce-no-rule = { $verdict ->
    [allowed] 허용됨
   *[blocked] 허용되지 않음
   }: { $agent }에 대한 { $url } (규칙 없음)
# Read by screen readers when the selected cell's URL cannot be tested.
grid-announce-untestable = 테스트할 수 없는 URL: { $url }
# While the whole list is checked in the background.
check-progress = URL { $total }개 중 { $done }개 확인 중…
# Above the results when the page's checking worker cannot read its requests
# (the worker is from another version of the page, e.g. after an update).
worker-refused = 이 페이지의 백그라운드 검사기가 다른 버전의 테스터에 속해 있어 이 페이지가 직접 검사합니다. 긴 목록에서는 느릴 수 있습니다. 최신 버전을 사용하려면 새로고침하세요.
# Label of the menu that filters the rows.
filter-label = 표시
# Filter menu options; $filter is the option's value, $count how many URLs it keeps.
filter-option = { $filter ->
   *[all] 모든 URL({ $count })
    [blocked] 하나 이상의 크롤러에 허용되지 않음({ $count })
    [allowed] 모든 크롤러에 허용됨({ $count })
    [disagree] 크롤러별 결과가 다름({ $count })
    [untestable] 테스트할 수 없음({ $count })
    [readers] 다른 파서는 다르게 읽음({ $count })
}
# Compare mode: a checkbox that shows only the rows the edit changes; $count is how many.
filter-changed-only = 변경된 항목만({ $count })
# Label of the menu that orders the rows.
sort-label = 정렬
sort-input = 목록 순서
sort-url = URL 알파벳순
sort-verdict = 허용되지 않는 항목 먼저
export-csv = CSV 내보내기
export-json = JSON 내보내기
export-hint = 내보낸 파일에는 표시된 행(필터, 검색, 정렬 적용)이 URL 및 크롤러별로 레코드 하나씩 담깁니다. 파일은 이 페이지에서 만들어지며 아무것도 업로드되지 않습니다.
# $error is the browser's own (English) error text.
export-refused = 브라우저에서 파일 저장을 거부했습니다({ $error })
# After opening a URL list file ($name is its file name): a plain list.
import-plain = { $name }에서 URL { $count }개를 불러왔습니다.
import-sitemap = 사이트맵 { $name }의 <loc> 항목에서 URL { $count }개를 불러왔습니다.
# $kind is CSV or TSV.
import-table-first = { $kind } 파일 { $name }의 첫 번째 열에서 URL { $count }개를 불러왔습니다.
# $column is the header of the column read, as written in the file.
import-table-column = { $kind } 파일 { $name }의 '{ $column }' 열에서 URL { $count }개를 불러왔습니다.

# (end of results grid and bulk lists)

## Compare and expectations

# Compare mode: the button that turns it on and off.
compare-start = 다른 버전과 비교…
compare-leave = 비교 모드 종료
# The label of the second editor: the file as it was before the edit.
compare-before-label = 수정 전(예: 사이트에 게시된 robots.txt)
# How many lines the "before" file has.
compare-before-lines = { $count ->
   *[other] { $count }행
}
compare-before-hint = 모든 URL을 이 파일과 위의 파일로 각각 확인하며, 결과에는 수정으로 바뀌는 내용이 표시됩니다.
# How a check's result changed between the two files (grid cells, the trace).
compare-newly-blocked = 새로 허용되지 않음
compare-newly-allowed = 새로 허용됨
compare-line-changed = 결과는 같지만 결정한 행이 다름
compare-unchanged = 변경 없음
diff-tally = 새로 허용되지 않음 { $blocked }, 새로 허용됨 { $allowed }, 결과는 같지만 결정한 행이 다름 { $changed }, 변경 없음 { $unchanged }
# A crawler's totals under its column header: ▲ and ▼ are icons.
compare-flips = ▲ 새로 허용되지 않음 { $blocked } · ▼ 새로 허용됨 { $allowed }
# The trace in compare mode: the two decisions side by side.
compare-trace-title = 수정 전과 수정 후
compare-before = 수정 전
compare-after = 수정 후
compare-same = 결과가 같으며, 같은 행이 결정했습니다.
# $edit is a stretch of the line diff, e.g. "lines 3–6 added after the edit".
compare-caused-by = 수정으로 인한 변경: { $edit }.
compare-no-cause = 결과를 결정하는 변경된 행이 없습니다. 수정으로 인해 적용되는 그룹이 바뀌었습니다.
compare-untestable = 테스트할 수 없습니다.
# $explanation says which group of rules applies to the crawler and why.
compare-group = 그룹: { $explanation }
# $rule is shown as code: the rule that decides, or the fetch result.
compare-rule = 규칙: { $rule }
# $status is a simulated fetch result, e.g. "404 Not Found".
compare-rule-status = 가져오기 결과: { $status }
compare-rule-line = { $line }행: { $rule }
compare-rule-none = 결정하는 규칙 없음
# Why a rule decides, in one sentence. Rules in backquotes stay as written
# (`Disallow: /x`); $length is a size such as "8 bytes".
# The line diff of the two files.
diff-title = 변경된 내용
diff-none = 두 파일이 같습니다.
# A stretch of the diff: $count lines, from line $first to line $last.
diff-same = { $count ->
        [1] { $first }행
       *[other] { $first }–{ $last }행
    } 변경 없음
diff-added = 수정 후 파일의 { $count ->
        [1] { $first }행
       *[other] { $first }–{ $last }행
    } 추가됨
diff-removed = 수정 전 파일의 { $count ->
        [1] { $first }행
       *[other] { $first }–{ $last }행
    } 삭제됨
# Lines $before_first to $before_last of the before file became lines
# $after_first to $after_last of the edited one.
diff-changed = 수정 전 파일의 { $before_count ->
        [1] { $before_first }행
       *[other] { $before_first }–{ $before_last }행
    }이 { $after_count ->
        [1] { $after_first }행
       *[other] { $after_first }–{ $after_last }행
    }으로 변경됨
# How many results of the grid a stretch of the diff changes.
diff-flips = { $count ->
   *[other] 테스트 결과 { $count }개 바뀜
}
diff-checking = 확인 중…
# Read out by screen readers for the − and + marks of the diff's lines.
diff-removed-mark = 삭제됨
diff-added-mark = 추가됨
diff-unexplained = { $count ->
   *[other] 변경된 행 하나로 설명되지 않는 결과 변경 { $count }개(그룹의 적용 범위가 바뀜).
}
# Expectations: results pinned as facts that must stay true.
expect-heading = 기대 결과
expect-none-yet = 아직 없음
# The summary in the page header and the panel.
expect-all-pass = { $count ->
   *[other] 기대 결과 { $count }/{ $count } 통과
}
expect-failing = { $count ->
   *[other] 기대 결과 { $count }개 실패
}
# $command is the command line tool's name, shown as code (robots test).
expect-hint = 항상 참이어야 하는 사실로, 테스트 모음처럼 변경할 때마다 확인됩니다. 결과를 선택한 다음 '이유' 아래에서 '허용되어야 함' 또는 '허용되지 않아야 함'을 선택하세요. 크롤러와 URL이 위의 목록에 없어도 됩니다. 내보낸 파일은 { $command } 명령어가 읽는 형식입니다.
expect-pin-label = 이 결과를 기대 결과로 고정
expect-must-allow = 허용되어야 함
expect-must-block = 허용되지 않아야 함
expect-caption = 기대 결과 및 통과 여부
expect-col-result = 결과
expect-col-crawler = 크롤러
expect-col-url = URL
expect-col-expected = 기대
expect-col-actual = 실제
expect-col-decided-by = 결정 근거
expect-remove = 삭제
# $agent is a crawler and $url a URL, as typed.
expect-remove-label = { $url }에 대한 { $agent } 기대 결과 삭제
expect-pass = 통과
expect-fail = 실패
expect-not-testable = 테스트할 수 없음
# The product token used for the crawler, shown as code.
expect-token = 토큰 { $token }
# A link to a line of the robots.txt file.
expect-line = { $line }행
expect-decided-none = 일치하는 규칙 없음
# $status is a simulated fetch result, e.g. "404 Not Found".
expect-decided-status = 가져오기 결과: { $status }
# $reason says what is wrong with the crawler or the URL.
expect-untestable-agent = 크롤러를 테스트할 수 없음: { $reason }
expect-untestable-url = URL을 테스트할 수 없음: { $reason }
# $file is the file name, robots-expectations.txt.
expect-export = { $file } 내보내기
expect-import-summary = 기대 결과 파일 가져오기
# allowed and disallowed are words of the file format: keep them in English.
expect-import-label = 여기에 붙여넣으세요. 한 행에 하나씩 allowed 또는 disallowed, 크롤러(공백이 있으면 따옴표로 묶음), URL 또는 경로를 적습니다.
expect-import-hint = 가져오면 위의 기대 결과가 대체됩니다. 모든 행을 읽을 수 있어야 하며, 오류가 있는 행이 하나라도 있으면 아무것도 가져오지 않습니다.
expect-import = 가져오기
expect-imported = { $count ->
   *[other] 기대 결과 { $count }개를 가져왔습니다.
}
expect-import-failed = 아무것도 가져오지 않았습니다. 먼저 다음 행을 수정하세요.
expect-imported-cut = 처음 { $max }개만 보관됩니다. { $count }개는 제외되었습니다.
expect-import-more-errors = … 읽을 수 없는 행 { $count }개 더
# The lines of an imported file that cannot be read. 'allowed', 'disallowed',
# AGENT and URL are words of the file format: keep them in English.
expect-problem-verdict = { $line }행: 알 수 없는 결과 '{ $word }': 행은 'allowed' 또는 'disallowed'로 시작해야 합니다
expect-problem-no-agent = { $line }행: 에이전트 누락: 행의 형식은 'allowed|disallowed AGENT URL'입니다
expect-problem-no-url = { $line }행: 에이전트 뒤에 URL 또는 경로 누락
expect-problem-empty-agent = { $line }행: 빈 에이전트
expect-problem-empty-url = { $line }행: 빈 URL
expect-problem-quote = { $line }행: 닫히지 않은 따옴표: 따옴표로 묶은 필드는 "로 끝나야 합니다
expect-problem-after-quote = { $line }행: 닫는 따옴표 바로 뒤에 텍스트가 있음: 필드는 공백이나 탭으로 구분하세요
# $first is the first field too many.
expect-problem-extra = { $line }행: '{ $first }'부터 필드 { $count }개가 더 있음: 공백이 포함된 에이전트는 따옴표("...")로 묶고, # 주석 앞에는 공백을 넣으세요
# $reason says what is wrong with the crawler or the URL.
expect-import-bad-agent = { $line }행: 크롤러 '{ $agent }': { $reason }
expect-import-bad-url = { $line }행: URL '{ $url }': { $reason }

# (end of compare and expectations)

## Results explained: trace, diagnostics, crawlers, URLs, site

# The "Why" panel: how the selected result was decided.
trace-heading = 이유
trace-empty = URL과 크롤러를 추가한 다음 결과를 선택하면 결과가 결정된 과정을 볼 수 있습니다.
# ---- The workspace's answer box: its button to the rest of the answer, shown
# while some of it is below the box's fold.
trace-more = 아래에 답변이 더 있습니다 ↓
# $input: the URL as typed; $line: its line in the URLs box; $error: why it cannot be tested (a url-error-… message).
trace-untestable = URL 목록 { $line }행의 '{ $input }'을(를) 테스트할 수 없습니다: { $error }
# After the verdict word (Allowed/Blocked): $url is the URL tested, $token the crawler's product token (shown as code).
trace-verdict-for = { $token }에 대한 { $url }
trace-token-heading = 크롤러 토큰
# After the token: $input is what was typed for the crawler, $derived the token found in it.
trace-token-set = '{ $input }'에 대해 직접 설정함(추출된 토큰: { $derived })
trace-token-as-typed = 입력한 그대로
# $how: how the token was found in what was typed (an agent-how-… message).
trace-token-from = '{ $input }'에서 추출: { $how }
# $label: the simulated fetch result (a status-label-… message). “200 OK” and “robots.txt fetch result” are the labels of the choice and of the select.
trace-status-note = 시뮬레이션된 가져오기 결과: { $label }. 파일의 규칙이 적용되지 않으므로 파일의 어떤 행도 결과를 결정하지 않습니다. 규칙을 테스트하려면 'robots.txt 가져오기 결과'에서 '200 OK'를 선택하세요.
trace-group-heading = 그룹
trace-path-heading = 테스트한 경로
# After the path tested: $input is the URL as typed.
trace-path-from = (입력: '{ $input }')
trace-rules-heading = 일치하는 규칙
trace-decision-heading = 결정
# $rule: the deciding rule as written (Disallow: /x), shown as code; $bytes: its length in bytes.
trace-decisive = { $line }행: { $rule } ({ $bytes }바이트)
# The same, for an Allow rule ending in index.html that also allows its directory.
trace-decisive-index-html = { $line }행: { $rule } ({ $bytes }바이트), 디렉터리로 해석됨
trace-no-rules-apply = 이 크롤러에 적용되는 규칙이 없으므로 허용됩니다.
trace-no-rule-matches = 이 경로와 일치하는 규칙이 없으므로 허용됩니다.
trace-no-candidates = 없음: 선택된 그룹의 규칙 중 이 경로와 일치하는 규칙이 없습니다.
# $pattern: the normalised pattern that matched, shown as code.
trace-matched-as = 일치한 패턴: { $pattern }
trace-candidates-caption = 일치하는 규칙(길이가 긴 순)
trace-col-line = 행
trace-col-rule = 규칙
trace-col-bytes = 바이트
trace-col-outcome = 결과
# What happened to each matching rule (the Outcome column).
trace-role-decides = 결정함
trace-role-tie = 길이 같음: Allow 우선
trace-role-empty = 비어 있음: 결정하지 않음
trace-role-shorter = 더 짧음: 적용되지 않음
trace-role-later = 길이가 같고 파일에서 뒤에 있음
# User-agent lines of the groups: $count lines; $last is the last line number, $list the others, already separated by commas.
trace-lines = { $count ->
    [0] 행 없음
    [1] { $last }행
   *[other] { $list } 및 { $last }행
}
# The same past 50 lines: $list holds the first 50, already separated by commas; $more counts the others.
trace-lines-folded = { $list }행 외 { $more }개 행
# Under the group explanation when it lists only the first $shown of the $lines user-agent lines of $count groups; $token: the token they name (or *).
trace-groups-folded = { $count ->
    [1] { $token } 그룹 1개: user-agent 행 { $lines }개 중 처음 { $shown }개를 표시합니다.
   *[other] { $token } 그룹 { $count }개가 병합됨: user-agent 행 { $lines }개 중 처음 { $shown }개를 표시합니다.
}
# Under the matching rules when the table lists only the first $shown of $count.
trace-candidates-folded = 일치하는 규칙 { $count }개 중 처음 { $shown }개를 길이가 긴 순으로 표시합니다.

# Which groups apply, by the reason they were chosen. $token: the crawler's product token; $lines: a trace-lines text ("line 3", "lines 3 and 7").
# $fallback: the token whose group is followed; $source: where the crawler's owner documents it (a group-source-… message).
group-family-fallback = { $token } 그룹이 없으므로 소유자의 문서({ $source })에 따라 { $fallback } 그룹({ $lines })을 따릅니다. * 그룹은 사용되지 않습니다.
group-specific-without-rules = { $token } 그룹({ $lines })에 규칙이 없으므로 이 크롤러에는 아무것도 차단되지 않습니다. 크롤러를 지정한 그룹이 있으면 * 그룹은 사용되지 않습니다.
group-specific-merged = { $token } 그룹이 { $count }개 있으며({ $lines }) Google은 이 그룹들의 규칙을 하나로 병합합니다. * 그룹은 사용되지 않습니다.
group-specific = { $token } 그룹({ $lines })의 규칙만 적용됩니다. * 그룹은 사용되지 않습니다.
group-global-merged = { $token } 그룹이 없으므로 * 그룹 { $count }개({ $lines })가 하나로 병합되어 적용됩니다.
group-global-fallback = { $token } 그룹이 없으므로 * 그룹({ $lines })이 적용됩니다.
group-ignores-global = { $token } 그룹이 없고 이 크롤러는 * 그룹을 무시하므로({ $source }) 적용되는 규칙이 없습니다.
group-none = { $token } 그룹이 없고 * 그룹도 없으므로 적용되는 규칙이 없습니다.
# Documentation titles, cited in the group explanations.
group-source-common = Google 검색 센터: Google의 일반 크롤러
group-source-applebot = Apple: Applebot 정보(Applebot 그룹이 없으면 Googlebot의 규칙을 따름)
group-source-special-case = Google 검색 센터: 특수 크롤러는 전역 사용자 에이전트(*)를 무시함

# Why the verdict is what it is, in one sentence. Backquotes mark code. $rule and $other: rules as written (Disallow: /x); $bytes and $other_bytes: their lengths (a size-bytes text, "8 bytes").
reason-longest-match = `{ $rule }` ({ $bytes })의 길이가 `{ $other }` ({ $other_bytes })보다 깁니다. 가장 길게 일치하는 규칙이 우선합니다
reason-only-rule = 일치하는 규칙은 `{ $rule }` ({ $bytes })뿐입니다
# $count: the number of matching rules (2 or more); $kind: Allow or Disallow (as written in robots.txt).
reason-longest-of = 일치하는 { $kind } 규칙 { $count }개 중 `{ $rule }` ({ $bytes })의 길이가 가장 깁니다
# $length: the length in bytes both rules share.
reason-tie = `{ $rule }` 및 `{ $other }`의 길이가 같으며({ $length }바이트), 충돌하는 규칙에는 Google이 가장 제한이 적은 규칙을 사용하므로 Allow가 우선합니다
# $pattern: the …/$ pattern the index.html rule is read as.
reason-index-html = `{ $rule }` 규칙은 해당 디렉터리도 허용합니다. Google은 index.html을 디렉터리로 취급하므로 `{ $pattern }` ({ $bytes }) 패턴으로 일치합니다
reason-index-html-beats = `{ $rule }` 규칙은 해당 디렉터리도 허용합니다. Google은 index.html을 디렉터리로 취급하므로 `{ $pattern }` ({ $bytes }) 패턴으로 일치하며, 이 패턴이 `{ $other }` ({ $other_bytes })보다 깁니다
reason-empty-rule = 빈 규칙 `{ $rule }`만 일치합니다. 빈 규칙은 아무것도 차단하지 않으므로 URL이 허용됩니다
reason-group-without-rules = { $token } 그룹에 규칙이 없으므로 모든 항목이 허용됩니다(크롤러를 지정한 그룹이 있으면 * 그룹은 사용되지 않음)
# $path: the path tested.
reason-no-match-specific = { $token } 그룹에는 { $path }에 일치하는 규칙이 없으므로 허용됩니다(* 그룹은 확인하지 않음)
reason-no-match-global = * 그룹에는 { $path }에 일치하는 규칙이 없으므로 허용됩니다
reason-ignores-global = { $token } 그룹이 없고 이 크롤러는 * 그룹을 무시하므로 모든 항목이 허용됩니다
reason-no-group = { $token }에 적용되는 그룹이 없고 * 그룹도 없으므로 모든 항목이 허용됩니다
reason-allowed = 허용됨

# The diagnostics panel.
diag-heading = 진단
diag-none = 문제 없음
# The summary is the three counts joined by " · ".
diag-errors = { $count ->
   *[other] 오류 { $count }개
}
diag-warnings = { $count ->
   *[other] 경고 { $count }개
}
diag-notes = { $count ->
   *[other] 참고 사항 { $count }개
}
diag-all-clear = 모든 행이 작성된 그대로 해석됩니다. 오타, 지원되지 않는 필드, 무시되는 행이 없습니다.
diag-more = { $total }개 중 처음 { $shown }개를 표시합니다.
diag-line = { $line }행
severity-error = 오류
severity-warning = 경고
severity-info = 정보
# One message per problem found on a line. $written: the key as written in the file; $meant: the directive it is read as.
diag-accepted-typo = '{ $written }': Google은 '{ $meant }'의 오타로 인정하지만 다른 파서는 인정하지 않을 수 있습니다
diag-key-by-prefix = '{ $written }': Google은 필드를 접두사로 일치시키므로 '{ $meant }' 필드로 해석됩니다
diag-missing-colon = 필드 뒤에 콜론(:)이 없습니다. Google은 공백도 허용하지만 다른 파서는 허용하지 않을 수 있습니다
# $length: the line's length in bytes. 16,663: the most Google reads (written as the language writes numbers).
diag-line-too-long = 행 길이가 { $length }바이트입니다. Google은 행의 처음 16,663바이트만 읽고 나머지는 버립니다
diag-nul-byte = Google에서는 NUL 바이트에서 행이 끝나므로 행의 나머지 부분은 무시됩니다
diag-rule-outside-group = user-agent 행보다 앞에 있는 규칙: 어느 그룹에도 속하지 않으므로 무시됩니다
# $key: a key Google knows but does not support (crawl-delay, noindex, host…), as written.
diag-unsupported-yandex = Google에서 지원하지 않는 '{ $key }': Yandex 지시어이며 Google은 무시합니다
diag-unsupported-crawl-delay = Google에서 지원하지 않는 '{ $key }': Google은 무시하며, Googlebot은 크롤링 속도를 자체적으로 조정합니다
diag-unsupported-ignored = Google에서 지원하지 않는 '{ $key }': Google에서 무시됩니다
diag-unsupported-meta-tag = Google에서 지원하지 않는 '{ $key }': robots.txt에서는 무시됩니다. robots 메타 태그나 X-Robots-Tag 헤더를 사용하세요
diag-unsupported-noindex = Google에서 지원하지 않는 '{ $key }': Google은 2019년에 robots.txt에서 이 필드의 지원을 중단했습니다. robots 메타 태그나 X-Robots-Tag 헤더를 사용하세요
diag-unknown-key = 알 수 없는 필드 '{ $key }': Google은 이 행을 무시합니다
diag-no-leading-slash = 패턴이 '/' 또는 '*'로 시작하지 않으므로 어떤 URL과도 일치하지 않습니다
diag-empty-rule = 빈 규칙: 결과를 결정하는 일치는 없지만(빈 disallow는 모든 항목을 허용함) 위의 user-agent 행 목록은 여기서 끝납니다
# $token: the product token the user-agent value is cut to.
diag-user-agent-cut = user-agent 값은 A–Z, a–z, '-', '_' 이외의 첫 문자 앞까지만 읽힙니다. 이 그룹은 '{ $token }'에 적용됩니다
diag-user-agent-no-token = user-agent 값에 사용자 에이전트 토큰이 없습니다(문자, '-' 또는 '_'로 시작해야 함). 이 그룹은 어떤 크롤러에도 적용되지 않습니다
diag-sitemap-not-absolute = 사이트맵은 절대 URL(https://…)이어야 합니다
diag-not-a-directive = '필드: 값' 형식의 행이 아닙니다. Google은 이 행을 무시합니다
diag-non-utf8 = 행에 유효한 UTF-8이 아닌 바이트가 있습니다. 패턴에서는 이 바이트가 한 바이트씩 퍼센트 인코딩됩니다
diag-bom-skipped = 파일 시작 부분의 바이트 순서 표시(BOM)는 건너뜁니다
diag-stray-bom = 파일 중간에 바이트 순서 표시(BOM)가 있습니다. BOM이 필드의 일부가 되므로 이 행은 인식되지 않습니다
# $limit: the bytes Google reads (512000); $total: the file's size in bytes.
diag-past-size-limit = Google은 robots.txt의 처음 { $limit }바이트(500KiB)만 읽습니다. 이 파일은 { $total }바이트이며 여기서부터는 모두 무시됩니다
diag-preference-usage = '{ $key }'은(는) AI 사용 선호(IETF aipref 초안)를 나타내며, 이 초안을 따르는 크롤러가 읽습니다. Google의 파서, urllib, Protego, robots-parser는 이 행을 무시합니다
diag-preference-signal = '{ $key }'은(는) 콘텐츠 신호(Cloudflare의 Content Signals Policy)를 나타내며, 이 정책을 따르는 크롤러가 읽습니다. Google의 파서, urllib, Protego, robots-parser는 이 행을 무시합니다
diag-usage-outside-group = user-agent 행보다 앞에 있는 '{ $key }': 어느 그룹에도 속하지 않으므로 어떤 크롤러도 읽지 않습니다
diag-usage-splits-group = user-agent 행 사이의 '{ $key }': Google은 앞뒤의 user-agent 행을 하나의 그룹으로 읽지만, '{ $key }'을(를) 아는 파서는 여기서 그룹을 끝냅니다. 그룹의 규칙 뒤로 옮기세요
diag-usage-no-effect = 이 그룹은 '{ $path }'을(를) 크롤링할 수 없으므로 이 선호는 그곳에서 아무것에도 적용되지 않습니다(선호는 크롤링할 수 있는 URL에만 적용됨)
diag-usage-unparsed-empty = 경로 뒤에 선호가 없습니다: 모든 라벨이 알 수 없음으로 읽힙니다
diag-usage-unparsed = '{ $value }'은(는) Structured Field Dictionary(RFC 9651, 키는 소문자)가 아니므로 모든 라벨이 알 수 없음으로 읽힙니다
diag-usage-unparsed-label = '{ $label }'의 값은 y 또는 n이어야 하며 { $value }이(가) 아닙니다: 이 선호는 알 수 없음으로 읽힙니다
diag-group-replaces-star = 이 그룹은 { $token }에 대해 * 그룹을 대체합니다: * 그룹이 disallow하는 { $paths }이(가) 차단되지 않습니다
diag-group-replaces-star-more = 이 그룹은 { $token }에 대해 * 그룹을 대체합니다: * 그룹이 disallow하는 { $paths } 외 { $more }개가 차단되지 않습니다

# signal_not_inherited: a named group whose crawlers read none of the *
# group's Content-Signal or Content-Usage lines (groups do not inherit).
# $crawlers: the group's crawlers that lose the lines, joined with ", "
# (ending in ", …" when there are more); $lines: the lines they lose, as
# written (Content-Signal: ai-train=no), joined with "; "; $more: how many
# more lines; $count: how many crawlers lose them.
diag-signal-not-inherited = 그룹은 상속되지 않습니다: { $count ->
   *[other] { $crawlers }은(는) * 그룹 대신 이 그룹을 읽으므로 * 그룹의 { $lines }을(를) 받지 못합니다
}
diag-signal-not-inherited-more = 그룹은 상속되지 않습니다: { $count ->
   *[other] { $crawlers }은(는) * 그룹 대신 이 그룹을 읽으므로 * 그룹의 { $lines } 외 { $more }개 행을 받지 못합니다
}
# The button beside that diagnostic: it copies those lines into the group.
diag-fix-signal-not-inherited = * 그룹의 AI 행을 이 그룹에 복사

# The "robots.txt fetch result" choices (HTTP status codes and their standard names).
status-label-200 = 200 OK: 규칙 적용
status-label-3xx = 3xx 리디렉션, 파일까지 따라감
# $max: the most redirects Google follows (5).
status-label-redirects = 리디렉션 { $max }회 초과
status-label-401 = 401 인증되지 않음
status-label-403 = 403 금지됨
status-label-404 = 404 찾을 수 없음
status-label-410 = 410 사라짐
status-label-429 = 429 요청이 너무 많음
status-label-500 = 500 내부 서버 오류
status-label-503 = 503 서비스를 사용할 수 없음
status-label-network = 네트워크 오류(DNS, 시간 초과)
# What Google does after each fetch result, in one sentence (it starts in lower case: it follows a colon on the page, except in the "Why" panel).
status-network = 네트워크 오류(DNS, 시간 초과, 연결 재설정)는 서버 오류로 처리됩니다. Google이 재시도하는 동안 사이트 전체가 허용되지 않는 것으로 처리되며, 30일이 지나면 마지막으로 캐시된 사본을 사용하거나 사본이 없으면 모든 항목을 허용합니다
status-too-many-redirects = 리디렉션 { $max }회 초과: Google은 리디렉션을 더 이상 따르지 않고 robots.txt를 찾을 수 없는 것(404)으로 처리하므로 모든 항목이 허용됩니다
status-2xx = 2xx: 파일이 파싱되고 파일의 규칙이 적용됩니다
status-3xx = { $max }홉 이내에 파일에 도달하지 않는 리디렉션은 찾을 수 없음(404)으로 처리되므로 모든 항목이 허용됩니다
status-429 = 429(요청이 너무 많음)는 서버 오류로 처리됩니다. Google이 재시도하는 동안 사이트 전체가 허용되지 않는 것으로 처리됩니다
status-4xx = 4xx(401 및 403 포함): 유효한 robots.txt가 없으므로 모든 항목이 허용됩니다
status-5xx = 5xx: Google이 재시도하는 동안 사이트 전체가 허용되지 않는 것으로 처리되며, 30일이 지나면 마지막으로 캐시된 사본을 사용하거나 사본이 없으면 모든 항목을 허용합니다
status-invalid = 유효하지 않은 상태 코드는 서버 오류와 같이 처리됩니다

# The crawlers panel.
agent-heading = 크롤러
agent-count = { $count ->
   *[other] 크롤러 { $count }개
}
agent-input-label = 크롤러 추가: 토큰 또는 전체 user-agent 문자열
agent-input-placeholder = Googlebot 또는 Mozilla/5.0 (compatible; …)
agent-add = 추가
# While typing: $token is the product token that would be added; $how how it was found (an agent-how-… message).
agent-preview = 토큰: { $token }
agent-preview-how = 토큰: { $token } ({ $how })
# $agent: the crawler as typed.
agent-added = { $agent } 크롤러를 추가했습니다.
agent-already-there = { $agent } 크롤러가 이미 목록에 있습니다.
agent-chips-label = 테스트 중인 크롤러
agent-remove = { $agent } 삭제
# On a crawler's chip, after its token: $agent is what was typed.
agent-from = { $agent }에서 추출
agent-edit-token = { $agent }의 토큰 수정
# The button that opens the token field on a chip.
agent-token-button = 토큰
agent-token-label = { $agent }에 사용할 토큰
agent-use = 적용
# $token: the token derived from what was typed.
agent-token-hint = 문자, '-', '_'만 사용할 수 있습니다. Enter 키를 누르면 적용되고 Esc 키를 누르면 취소됩니다. 비워 두면 원래 토큰({ $token })이 사용됩니다.
agent-set-by-you = 직접 설정함
agent-presets-summary = 사전 설정: 레지스트리의 모든 크롤러, 용도별
# $date: the date the presets were checked (shown as a date element).
agent-presets-hint = 토큰, 소유자, 용도는 소유자의 크롤러 문서를 참고했으며 { $date }에 확인했습니다.
agent-add-all = { $count }개 모두 추가
agent-add-one = { $token } 추가
# How the product token was found in what was typed.
agent-how-as-typed = 입력한 그대로 사용
agent-how-known = 문자열에서 찾은 알려진 크롤러 토큰
agent-how-compatible = "compatible;" 뒤에 오는 제품 이름
agent-how-first-product = 브라우저 이름이 아닌 첫 번째 제품
agent-how-truncated = A–Z, a–z, '-', '_' 이외의 첫 문자에서 잘림
agent-error-empty = 크롤러 토큰 또는 user-agent 문자열을 입력하세요
agent-error-no-token = 사용자 에이전트 토큰을 찾을 수 없습니다. 토큰은 문자, '-', '_'로 구성됩니다(예: Googlebot)
agent-token-invalid = 토큰에는 문자, '-', '_'만 사용할 수 있습니다(예: Googlebot)

# The URLs panel.
url-section-label = URL
url-heading = 테스트할 URL
url-count = { $count ->
   *[other] URL { $count }개
}
# $bad: how many of them cannot be tested.
url-count-untestable = { $count ->
   *[other] URL { $count }개({ $bad }개 테스트할 수 없음)
}
# $max: the most URLs tested (100000).
url-hint = 한 행에 하나씩 전체 URL 또는 경로를 입력하세요. 각 항목은 브라우저가 요청하는 방식대로 테스트됩니다. 최대 { $max }개까지 테스트하며, 목록, CSV/TSV 크롤링 내보내기 파일 또는 사이트맵을 열거나 끌어다 놓을 수 있습니다.
url-open = 목록 열기…
# $line: the line in the URLs box; $input: the URL as typed; $error: why (a url-error-… message).
url-line-error = { $line }행: '{ $input }'을(를) 테스트할 수 없습니다: { $error }
# “Cannot be tested” and Show are the results' filter and its label.
url-more-errors = … 외 { $count }개: 모두 보려면 결과의 '표시'에서 '테스트할 수 없음'을 선택하세요.
# $total: URLs in the box; $max: the most tested; $last: the line of the last one tested; $left: the ones not tested.
url-limit = 이 목록에는 URL이 { $total }개 있습니다. 처음 { $max }개({ $last }행까지)만 테스트됩니다. 나머지 { $left }개는 입력란에 남아 있지만 테스트되지 않습니다.
url-error-empty = URL 또는 /로 시작하는 경로를 입력하세요
# $scheme: the scheme typed (mailto, file…).
url-error-scheme = robots.txt는 http, https, ftp URL에 적용되며 '{ $scheme }:'에는 적용되지 않습니다
url-error-port = 유효하지 않은 포트: '{ $port }'
url-error-no-host = URL에 호스트가 없습니다
url-error-host = 유효하지 않은 호스트: '{ $host }'(호스트에는 공백, |, ^, %, < >, 제어 문자를 사용할 수 없습니다)
url-error-host-long = 호스트 '{ $host }'이(가) DNS 허용 길이보다 깁니다(xn-- 형식으로 253바이트, 레이블당 63바이트)
input-error-agent = 에이전트: { $reason }
input-error-url = URL: { $reason }
input-error-agent-given = 에이전트 { $input }: { $reason }
input-error-url-given = URL { $input }: { $reason }

# The site and fetch panel.
site-heading = 사이트 및 가져오기
site-input-label = 사이트 또는 robots.txt URL(선택사항)
site-hint = robots.txt는 프로토콜, 호스트, 포트 번호가 같은 URL에만 적용되며, 사이트 루트의 /robots.txt만 사용됩니다.
# $origin: the site, such as https://example.com.
site-applies = { $origin }의 URL에만 적용됩니다.
site-no-origin = 사이트 주소를 입력하세요(예: https://example.com)
# $path: the path typed, ending in /robots.txt.
site-note-subdirectory = 하위 디렉터리에 있는 robots.txt({ $path })는 사용되지 않습니다. 크롤러는 { $origin }/robots.txt만 읽으므로 여기서는 그 파일로 간주합니다.
site-note-page = 페이지가 아닌 사이트만 유효합니다. 여기서는 { $origin }/robots.txt로 간주합니다.
site-status-label = robots.txt 가져오기 결과
# $sentence: what Google does after that result (a status-… message).
site-status-effect = 파일의 규칙이 적용되지 않습니다: { $sentence }.
site-rules-apply = 파일의 규칙이 적용됩니다.
# Under a tested URL on another site: $robots is the site's origin, $url the URL's origin.
scope-warning = { $differs ->
    [scheme] { $robots }/robots.txt는 { $url }에 적용되지 않지만(다른 프로토콜) 규칙은 그대로 표시됩니다.
    [host] { $robots }/robots.txt는 { $url }에 적용되지 않지만(다른 호스트) 규칙은 그대로 표시됩니다.
   *[port] { $robots }/robots.txt는 { $url }에 적용되지 않지만(다른 포트) 규칙은 그대로 표시됩니다.
}

# (end of results explained)

## Page, sharing and links

# The dark-mode switch in the header (a toggle button: pressed = dark).
theme-dark-mode = 다크 모드

# The banner shown when a new version of the page has been installed.
update-available = 새 버전을 사용할 수 있습니다.
update-reload = 새로고침

# Under the editor when the browser refuses to keep the draft. { $size } is a
# size such as "1.2 MiB" (see size-mib).
draft-not-saved = 이 초안({ $size })은 브라우저의 로컬 저장소에 저장하기에는 너무 커서 저장되지 않습니다. 새로고침하면 사라집니다.
# Under the editor when the saved draft cannot be read by this version:
# it is kept as it is, and nothing is saved over it.
draft-kept-newer = 저장된 초안은 최신 버전의 테스터에서 만든 것이라 여기에 표시되지 않으며, 이 페이지의 변경 사항은 그 위에 저장되지 않습니다. 최신 버전을 사용하려면 새로고침하세요.
draft-kept-unreadable = 저장된 초안을 읽을 수 없어 표시되지 않으며, 이 페이지의 변경 사항은 그 위에 저장되지 않습니다.
# Hostile input, second round (page): no draft lost without a way back.
# Shown when a save (or a file opened) replaced the saved draft, which is
# kept one step back; the button restores it.
draft-replaced = 이전 초안이 이 페이지의 텍스트로 바뀌었습니다. 이전 초안은 한 단계 전으로 보관됩니다.
draft-undo = 실행 취소: 이전 초안 복원
# Shown when another tab of the tester saved its draft; the button shows
# that draft here instead of this tab's text.
draft-other-tab = 다른 탭에서 초안이 변경되었습니다. 여기에서 수정하면 그 탭의 텍스트는 한 단계 전으로 보관됩니다.
draft-other-tab-show = 다른 탭의 초안 표시
draft-dismiss = 닫기

# The Share button and what it says after a click.
share-button = 공유
share-copied = 링크를 복사했습니다. 링크에 전체 상태가 담겨 있으므로 길이가 길 수 있습니다.
share-copy-this = 다음 링크를 복사하세요:
share-url-label = 현재 상태로 연결되는 링크
# { $reason } is one of the link-reason-* messages below.
share-too-big = 이 상태는 링크로 공유할 수 없습니다: { $reason }.

# Share's embed builder. The docs are in English: keep the page's name
# “Embedding it in documentation” as it is.
embed-summary = 페이지에 삽입…
embed-panels = 표시할 패널
embed-code-label = 삽입 코드
embed-hint = 프레임 높이를 콘텐츠 높이에 맞출 수 있습니다. docs/embedding.md의 'Embedding it in documentation' 섹션을 참고하세요.
# The panels an embed can show (each one's heading in the page); $panel is
# its name in the link's panels= list.
embed-panel-label = { $panel ->
    [robots] robots.txt
    [before] 수정 전
    [urls] 테스트할 URL
    [crawlers] 크롤러
    [site] 사이트 및 가져오기
    [results] 결과
    [trace] 이유
   *[diagnostics] 진단
}

# A link (a permalink) that cannot be opened. { $reason } is one of the
# link-reason-* messages below, each a clause that fits after the colon.
link-error = 이 링크를 열 수 없습니다: { $reason }.
link-instead-draft = 대신 저장된 초안이 표시됩니다. 초안은 변경되지 않았습니다.
link-instead-example = 대신 예시가 표시됩니다.
link-dismiss = 닫기
# A link that held more than the page opens: it is opened without the
# rest. { $what } is one or more of the link-cut-* clauses, joined by "; ".
link-cut = 이 링크에는 테스터가 여는 한도보다 많은 내용이 담겨 있어 다음을 제외하고 열었습니다: { $what }.
# $count: how many were left out; $max: the most the page keeps.
link-cut-duplicates = 반복된 크롤러 { $count }개(각 크롤러는 한 번만 표시됨)
link-cut-crawlers = 처음 { $max }개 이후의 크롤러 { $count }개
link-cut-expectations = 처음 { $max }개 이후의 기대 결과 { $count }개
link-cut-urls = 처음 { $max }개 이후의 URL { $count }개
# Hostile input, second round (page): product tokens a link held for
# crawlers it does not show, or past the limit. $count: how many were left
# out; $max: the most the page keeps.
link-cut-tokens = 링크의 크롤러나 기대 결과에 없는 크롤러의 사용자 에이전트 토큰 또는 처음 { $max }개 이후의 토큰 { $count }개
link-reason-too-long = 링크가 너무 깁니다(# 뒤 부분이 { $chars }자이며 한도는 { $limit }자입니다)
link-reason-no-version = 링크에 형식 버전이 없습니다. 테스터 링크가 아니거나 손상된 링크입니다
# { $format } and { $current } are numbers: link formats, not page versions.
link-reason-future-format = 최신 버전의 테스터에서 만든 링크입니다(링크 형식: { $format }, 이 버전이 읽는 형식: { $current }). 최신 버전을 사용하려면 새로고침하세요
link-reason-not-base64 = 링크에 테스터 링크에는 없는 문자가 포함되어 있으므로 손상된 링크입니다
link-reason-damaged = 링크가 불완전하거나 손상되었습니다(복사할 때 잘렸을 수 있습니다)
# { $size } is a size such as "2.0 MiB" (see size-mib).
link-reason-too-large = 링크에 담긴 데이터가 테스터에서 여는 최대 크기인 { $size }보다 큽니다
link-reason-not-a-state = 링크에 테스터 상태가 담겨 있지 않으므로 손상된 링크입니다
link-reason-newer-state = 최신 버전의 테스터에서 만든 링크입니다(이 버전이 알지 못하는 설정을 사용함). 최신 버전을 사용하려면 새로고침하세요

# (end of page, sharing and links)

## The editor and files

editor-label = 편집기
# Above the editor: its line count and size ($size is e.g. "4.2 KiB").
editor-status = { $lines ->
   *[other] { $lines }행 · { $size }
}
editor-limit-title = 500KiB 제한 초과.
# $total and $limit are byte counts; $line the first line Google ignores.
editor-limit = 이 파일은 { $total }바이트이지만 Google은 처음 { $limit }바이트(500KiB)만 읽습니다. { $line }행부터는 모두 무시됩니다(편집기에서 빗금으로 표시됨).
# The legend under the editor (each after its symbol).
editor-legend-decisive = 결정하는 규칙
editor-legend-candidate = 일치하는 다른 규칙
editor-legend-agent = 선택된 그룹의 user-agent 행
editor-legend-diagnostic = 진단이 있는 행
file-open = 열기…
file-save = 저장
file-unreadable = { $name } 파일을 읽을 수 없습니다
# After opening a file; $size is its byte count, e.g. "1,234".
file-opened = { $name }: { $size }바이트, 바이트 그대로 읽음
file-opened-edited = { $name }: { $size }바이트, 수정됨: 텍스트로 읽음
file-edited-title = 수정됨:
file-edited = 이제 결과, 행, 진단은 파일의 바이트가 아니라 편집기의 텍스트를 기준으로 합니다.
file-lost-bom = 파일 시작 부분의 바이트 순서 표시(BOM)가 제거되었습니다.
file-lost-cr = CR 줄바꿈이 LF로 바뀌었습니다.
file-lost-invalid = UTF-8이 아니었던 바이트가 �로 바뀌었습니다.
file-lost-nothing = 텍스트의 바이트가 파일과 같습니다.
# The diagnostic on a line of an opened file with bytes that are not UTF-8:
# $bytes lists them (0xFF 0xFE), $encoded is how they are matched (%FF%FE).
file-not-utf8 = { $count ->
   *[other] UTF-8이 아닌 바이트 { $bytes }: �로 표시되며 { $encoded } 형태로 일치시킵니다
}

# (end of the editor and files)

## 다른 파서: urllib.robotparser, Protego, robots-parser가 테스트를 읽는 방식

trace-readers-heading = 다른 파서가 읽은 결과
trace-readers-hint = Google 파서를 쓰지 않는 크롤러와 스크레이퍼는 파일을 다르게 읽을 수 있습니다. 널리 쓰이는 세 라이브러리가 이 테스트를 읽는 방식입니다.
reader-caption = 이 테스트에 대한 다른 파서의 결과
reader-col-parser = 파서
reader-col-verdict = 결과
reader-col-why = 이유
trace-readers-pending = 다른 파서로 읽는 중…
trace-readers-unavailable = 이 브라우저에서는 다른 파서를 시작할 수 없습니다(다른 파서는 Web Worker에서 실행됩니다).
reader-line = { $line }행
reader-differs = Google과 다름
reader-changed = 수정으로 바뀜
compare-readers = 다르게 읽는 다른 파서: { $names }
compare-readers-none = 다른 파서도 Google과 같이 읽습니다.
grid-readers-mark = 다른 파서는 다르게 읽음: { $names }
grid-readers-mark-before = 수정 전에는 다른 파서가 다르게 읽음: { $names }
parser-urllib = Python urllib.robotparser(3.8–3.12)
parser-protego = Protego(Scrapy)
parser-robots-parser = robots-parser(npm)
parser-urllib-rfc9309 = Python urllib.robotparser(RFC 9309)
reader-no-answer = 응답 없음
reader-status = 시뮬레이션한 가져오기 결과가 이 파서에서도 규칙을 대신합니다
reader-same = Google과 같이 읽습니다
reader-same-no-rule = Google과 같은 결과이며, 결정한 규칙은 없습니다
reader-same-other-line = Google과 같은 결과이며, { $line }행 `{ $rule }`이(가) 결정했습니다
reader-file-error = { $line }행(`{ $text }`)에서 ValueError가 발생하므로 이 파일에 대해 아무것도 응답하지 않습니다
reader-url-error = 이 URL에서 ValueError가 발생합니다(잘못된 [IPv6] 호스트)
reader-directive-ends-group = `{ $text }`({ $line }행)을(를) 그룹의 끝으로 보므로 다음 `User-agent` 행이 새 그룹을 시작합니다
reader-byte-order-mark = 파일 시작의 바이트 순서 표시를 첫 키의 일부로 읽으므로 1행이 사용자 에이전트 행이 아닙니다
reader-first-group-only-later = 적용되는 첫 그룹({ $group }행)만 사용합니다. Google은 { $line }행 `{ $rule }`이(가) 있는 뒤의 그룹도 읽습니다
reader-first-group-only = 적용되는 첫 그룹({ $group }행)만 사용하지만, Google은 그룹을 합치거나 다른 그룹을 고릅니다
reader-blank-line-ends-group = 빈 줄 { $blank }행을 { $group }행 그룹의 끝으로 보므로 그 규칙이 적용되지 않습니다
reader-blank-line-no-group = 빈 줄 { $blank }행을 그룹의 끝으로 보므로 그 뒤의 { $line }행 `{ $rule }`은(는) 어느 그룹에도 속하지 않습니다
reader-agent-substring = 이름이 `{ $name }`의 일부인 첫 그룹을 사용합니다: `User-agent: { $agent }`({ $group }행)
reader-no-wildcards = `*`와 `$`를 일반 문자로 읽으므로 { $line }행 `{ $rule }`이(가) 일치하지 않습니다
reader-first-match = 처음 일치하는 규칙을 읽습니다: { $line }행 `{ $rule }`이(가) 더 긴 `{ $longer }`({ $longer_line }행)보다 앞에 있습니다
reader-first-match-only = 처음 일치하는 규칙을 읽습니다: { $line }행 `{ $rule }`
reader-urllib-quoting = `{ $path }`에 일치하는 규칙이 없습니다(퍼센트 디코딩 후 다시 인코딩한 URL)
reader-other = 규칙을 Google과 다르게 읽습니다
reader-robots-txt-allowed = 규칙과 관계없이 /robots.txt 자체는 항상 허용합니다
reader-absolute-url-rule = { $line }행 `{ $rule }`을(를) `/http`로 시작하는 경로로 읽으며, 이 URL의 경로가 여기에 일치합니다. Google은 `/`로 시작하지 않는 규칙을 무시합니다
reader-longest-agent = { $group }행의 그룹(`{ $name }`)을 사용합니다. `{ $agent }`에서 단어 경계에 있는 가장 긴 이름입니다
reader-key-spelling = `{ $agent }`에 대한 그룹을 찾지 못합니다: 사용자 에이전트 행 { $lines }을(를) Google처럼 읽지 않습니다
reader-index-html-here = 여기에서 `{ $rule }`을(를) 디렉터리 허용으로 읽지 않습니다
reader-index-html = `{ $rule }`을(를) 디렉터리 허용으로 읽지 않습니다
reader-dollar-literal = { $line }행 `{ $rule }`: Protego에서는 끝의 `$`가 문자 그대로의 `$`와도 일치합니다
reader-longest-match-length = { $line }행 `{ $rule }`이(가) 이깁니다: Protego는 퍼센트 인코딩한 뒤 패턴 길이를 잽니다(`{ $path }`)
reader-protego-quoting = URL을 `{ $path }`(으)로 일치시킵니다(디코딩 후 다시 인코딩)
reader-out-of-origin = 응답하지 않습니다(isAllowed()가 undefined 반환): { $url }은(는) robots.txt의 출처({ $robots })에 있지 않습니다
reader-out-of-origin-own = 응답하지 않습니다(isAllowed()가 undefined 반환): { $url }은(는) robots.txt의 출처(URL 자체의 출처)에 있지 않습니다
reader-agent-without-rules = `{ $name }`에 대한 그룹을 만들지 않습니다: `User-agent` 행({ $line }행) 뒤에 규칙 행이 없으므로 `*` 그룹을 사용합니다
reader-exact-agent = 에이전트를 정확히 `{ $name }`(소문자, 첫 `/`에서 자름)(으)로 찾습니다: { $line }행의 그룹이 적용되지 않습니다
reader-exact-agent-only-here = `{ $name }`에 { $group }행의 그룹을 사용하지만, Google은 아무 그룹도 읽지 않습니다
reader-robots-parser-quoting = URL을 `{ $path }`(으)로 일치시킵니다(브라우저의 URL 파서처럼 인코딩)
reader-malformed-url-no-rule = 이 URL을 나눌 수 없으므로(잘못된 [IPv6] 호스트) 어떤 규칙도 일치하지 않습니다
reader-agent-substring-of = `User-agent: { $agent }`({ $line }행)을(를) `{ $name }`의 일부로 일치시킵니다
reader-agent-whole = `User-agent: { $agent }`({ $line }행)을(를) `{ $name }`에 일치시키지 않습니다: 제품 토큰이 아니라 값 전체를 찾습니다
reader-dollar-inside = { $line }행 `{ $rule }`을(를) 버립니다: 규칙 끝이 아닌 곳의 `$`는 규칙을 무효로 만듭니다
reader-rule-key-spelling = { $line }행(Google에는 `{ $rule }`)을(를) 규칙으로 읽지 않습니다: 철자가 정확한 `Allow`와 `Disallow`만 규칙입니다
reader-wildcard-match-length = { $line }행 `{ $rule }`의 길이를 규칙 자체가 아니라 일치한 URL 텍스트({ $length }자)로 잽니다
reader-decoded-rule = { $line }행 `{ $rule }`을(를) `{ $pattern }`(으)로 읽습니다: 퍼센트 이스케이프를 디코딩한 뒤 다시 인코딩합니다
reader-lighthouse-invalid = Lighthouse { $version }는 이 줄을 거부하므로("{ $reason }") robots.txt 감사가 실패합니다("robots.txt is not valid")

## AI 크롤러: '용도별 크롤러' 보기, '이유'의 사용 환경설정(Content-Usage), 클릭 한 번으로 하는 변경

purpose-view-heading = 용도별 크롤러
purpose-view-unavailable = 이 브라우저에서는 크롤러 보기를 만들 수 없습니다(Web Worker에서 실행됩니다).
trace-usage-heading = AI 사용 환경설정(Content-Usage)
policy-url-label = 확인할 URL
policy-url-root = 사이트 루트 /
policy-hint = { $url }: 레지스트리의 각 크롤러가 이 URL을 가져올 수 있는지와 어떤 그룹을 따르는지입니다. 크롤러를 선택하면 이유가 표시됩니다.
# A purpose of the crawler registry; $purpose is its code.
policy-purpose = { $purpose ->
    [search] 검색
    [ai-training] AI 학습
    [ai-search] AI 검색(AI 제품의 검색 색인)
    [ai-user] 사용자의 요청으로 가져오는 AI 어시스턴트
    [ai-control] AI 제어 토큰(아무것도 가져오지 않음)
   *[other] 기타
}
policy-col-crawler = 크롤러
policy-col-verdict = 결과
policy-col-follows = 따르는 그룹
policy-col-usage = AI 사용 환경설정
policy-follows-own = 자체 그룹
policy-follows-star = * 그룹
policy-follows-family = { $token } 그룹
policy-follows-none = 그룹 없음(모두 허용됨)
policy-usage-none = 적용되지 않음(크롤링이 허용되지 않음)
policy-open = 이유: { $token }

# ---- The crawler tables, each repeated value said once (the same AI-use
# preferences for every crawler are said once, above the tables).
policy-usage-all = 이 URL을 가져올 수 있는 모든 크롤러의 AI 사용 환경설정: { $prefs }
policy-usage-all-none = AI 사용 환경설정이 적용되지 않습니다. 이 URL을 가져올 수 있는 크롤러가 없습니다.

intent-hint = 클릭 한 번으로 파일에 줄이 작성됩니다(Ctrl+Z로 되돌릴 수 있음). 기존 줄은 유지되며, 변경을 무효로 만들 줄은 주석으로 바뀝니다.
intent-block-training = AI 학습 차단, 검색과 AI 검색은 유지
intent-block-ai = 모든 AI 크롤러 차단
intent-no-train = 모두 허용하되 train-ai=n 설정
usage-caption = 이 확인의 AI 사용 환경설정
usage-label-train-ai = AI 모델 학습
usage-label-search = 검색 색인 생성
usage-pref-allow = 허용됨
usage-pref-disallow = 허용되지 않음
usage-pref-unknown = 알 수 없음(환경설정 없음)
usage-decided-by = 결정한 줄:
usage-line = { $line }행
usage-no-lines = 이 URL에 적용되는 Content-Usage 줄이 없으므로 모든 환경설정을 알 수 없습니다.
usage-not-crawlable = { $token }은(는) 이 URL을 크롤링할 수 없으므로 AI 사용 환경설정이 적용되지 않습니다.
usage-status = 시뮬레이션된 HTTP 상태 코드가 파일을 대신하므로 파일의 AI 사용 환경설정이 적용되지 않습니다.

## robots audit: which crawlers obeyed robots.txt in an access log, and which were real (CLI only)
# $file is a log's name, $line a line number, $format the log format (combined, w3c, json).
audit-unparsed = { $file }, { $line }번째 줄: { $format } 로그 줄이 아닙니다 (건너뛴 줄로 셈)
# After the first ten unreadable lines are listed: how many more there were.
audit-unparsed-more = 읽을 수 없는 줄 { $count }개는 더 나열하지 않았습니다.
# The totals of a run. $crawlers: requests made by crawlers of the registry.
audit-summary = 로그 줄: { $lines }. 요청: { $requests }, 그중 알려진 크롤러의 요청 { $crawlers }. 건너뛴 줄: { $skipped }.
# $first and $last are instants in UTC, e.g. 2026-11-01T00:00:00Z.
audit-period = { $first }부터 { $last }까지.
audit-no-crawler = 레지스트리에 있는 크롤러의 요청이 없습니다.
# A crawler IP address list: $name is its file, $date its creationTime.
audit-list = 주소 목록 { $name }: { $date }에 생성됨.
audit-list-stale = 주소 목록 { $name }: { $date }에 생성됨, { $days }일 전; 30일보다 오래되었으니 `robots ranges update`를 실행하세요.
audit-list-undated = 주소 목록 { $name }: 생성 시각이 적혀 있지 않습니다.
# $error is the reader's own (English) error text.
audit-list-unreadable = 주소 목록 { $name }을(를) 읽을 수 없습니다: { $error }
audit-no-lists = { $dir }에 크롤러 주소 목록이 없습니다: 모든 요청을 미확인으로 셉니다. `robots ranges update`를 실행해 내려받으세요.
audit-forged-note = "위조"는 주소가 생성일에 게시된 소유자의 목록에 없다는 뜻입니다: 소유자는 새 주소를 목록에 올리기 전에 먼저 쓰기 시작합니다.
# $token is a crawler; $count how many of its requests from its owner's own addresses fetched disallowed URLs.
audit-verified-disallowed = 소유자의 주소에서 온 { $token }의 요청 { $count }개가 적용 중인 파일이 허용하지 않는 URL을 가져갔습니다.
audit-ignores-robots = { $token }: 소유자에 따르면 사람이 페이지를 가져오라고 요청하면 robots.txt를 무시할 수 있습니다.
audit-top = { $token }: 가장 많이 요청한 허용되지 않은 경로
audit-unknown = 레지스트리에 없는 다른 봇 (제품 토큰별):
# robots ranges update: $name is the file saved, $count its address prefixes, $date its creationTime.
audit-ranges-saved = { $name } 저장됨: 주소 접두사 { $count }개, { $date }에 생성됨.
# $error is the reason in English (an HTTP status or the network's error).
audit-ranges-failed = { $url }을(를) 저장하지 못했습니다: { $error }
audit-ranges-done = 주소 목록 { $total }개 중 { $saved }개를 { $dir }에 저장했습니다.
# 엣지의 응답 (issue 55): robots.txt가 허용하지만 서버나 CDN이 거부한 요청.
# $token은 크롤러, $count는 요청 수, $status는 HTTP 상태("403" 또는 "403, 429" 등),
# $owner는 소유자.
audit-edge-refused-verified = { $count ->
   *[other] { $token }: robots.txt가 허용하는 요청 { $shown }개가 { $status } 응답을 받았습니다 — { $owner }의 자체 주소에서 온 요청입니다.
}
audit-edge-refused-forged = { $count ->
   *[other] { $token }: robots.txt가 허용하는 요청 { $shown }개가 { $status } 응답을 받았습니다 — { $owner }의 주소가 아닌 곳에서 온 요청입니다(위조).
}
audit-edge-refused-unverified = { $count ->
   *[other] { $token }: robots.txt가 허용하는 요청 { $shown }개가 { $status } 응답을 받았습니다 — 확인할 수 없는 주소에서 온 요청입니다.
}
# --rdns는 제한됩니다 (악의적인 로그, issue 52): 조회 $asked번, $seconds는 시간 예산.
audit-rdns-cut-short = --rdns가 조회 { $asked }번 후 멈췄습니다(예산은 { $seconds }초, 동시 조회는 몇 개까지): 요청 { $unchecked }개는 역방향 DNS로 확인하지 못해 미확인으로 셉니다.
# 서명하는 크롤러 (Web Bot Auth, issue 59).
audit-signed = 서명한 에이전트(Web Bot Auth), Signature-Agent 헤더가 밝힌 origin별:
audit-signed-note = 확인된 서명은 요청을 누가 보냈는지를 증명할 뿐, robots.txt를 따랐다는 것은 증명하지 않습니다. DISALLOWED 열은 파일을 어기고 가져간 요청을 보여 줍니다.
audit-directory = { $origin }의 키 디렉터리: 키 { $count }개.
audit-directory-unreadable = 키 디렉터리 { $name }을(를) 읽을 수 없습니다: { $error }
audit-directory-invalid = 키 디렉터리가 아닙니다(Ed25519 키가 있는 JSON Web Key Set, 최대 256 KiB)
audit-directory-saved = { $origin }의 키 디렉터리를 { $name }(으)로 저장했습니다: 키 { $count }개.
audit-directories-done = 키 디렉터리 { $total }개 중 { $saved }개를 { $dir }에 저장했습니다.
# (end of robots audit)
## The crawler registry and the lines of late 2026 (issue 44): every
## registry sentence, the new lints, License lines and Content-Signal `use`.

# Crawler registry (end of 2026): what blocking each crawler of the
# registry does, after its owner's documentation page.
crawler-blocking-googlebot = 페이지가 Google 검색용으로 크롤링되지 않으며(차단된 URL도 링크를 통해 콘텐츠 없이 색인될 수 있음), 검색의 AI 기능용으로도 크롤링되지 않습니다.
crawler-blocking-googlebot-image = 이미지가 Google 이미지와 검색의 이미지 기능용으로 크롤링되지 않습니다.
crawler-blocking-googlebot-news = 페이지가 Google 뉴스용으로 크롤링되지 않습니다.
crawler-blocking-googlebot-video = 동영상이 검색의 동영상 기능용으로 크롤링되지 않습니다.
crawler-blocking-storebot-google = 제품 페이지가 Google 쇼핑 영역용으로 크롤링되지 않습니다.
crawler-blocking-google-inspectiontool = URL 검사와 리치 결과 테스트 같은 검색 테스트 도구가 페이지를 가져올 수 없습니다.
crawler-blocking-googleother = Google 제품팀이 자체 연구 개발을 위해 페이지를 가져올 수 없습니다.
crawler-blocking-google-extended = Google이 크롤링한 콘텐츠가 Gemini 모델 학습이나 Gemini 답변의 근거로 사용되지 않으며, 검색에는 영향이 없습니다. 이 토큰은 아무것도 가져오지 않습니다.
crawler-blocking-adsbot-google = Google Ads가 광고 방문 페이지의 품질을 확인할 수 없습니다. * 그룹을 무시하므로 이 크롤러를 지정한 그룹만 이를 차단합니다.
crawler-blocking-adsbot-google-mobile = Google Ads가 모바일 광고 방문 페이지의 품질을 확인할 수 없습니다. * 그룹을 무시하므로 이 크롤러를 지정한 그룹만 이를 차단합니다.
crawler-blocking-apis-google = Google API가 사이트에 푸시 알림을 전달할 수 없습니다. * 그룹을 무시하므로 이 크롤러를 지정한 그룹만 이를 차단합니다.
crawler-blocking-googleother-image = Google 제품팀이 자체 연구 개발을 위해 이미지를 가져올 수 없습니다. 이 크롤러를 지정한 그룹이 없으면 GoogleOther의 그룹을 따릅니다.
crawler-blocking-googleother-video = Google 제품팀이 자체 연구 개발을 위해 동영상을 가져올 수 없습니다. 이 크롤러를 지정한 그룹이 없으면 GoogleOther의 그룹을 따릅니다.
crawler-blocking-google-cloudvertexbot = Vertex AI Agents가 사이트 소유자가 만드는 에이전트를 위해 사이트를 크롤링할 수 없습니다. Google에 따르면 사이트 소유자가 요청할 때만 크롤링합니다.
crawler-blocking-mediapartners-google = Google의 광고 제품(AdSense, Ad Manager)이 페이지에 표시할 광고를 고르기 위해 페이지를 크롤링할 수 없으므로 광고의 관련성이 낮아질 수 있습니다. Google 페이지는 이 크롤러가 * 그룹을 따르는지 분명히 밝히지 않으므로, 이 테스터는 다른 크롤러처럼 *를 적용합니다.
crawler-blocking-google-agent = 사용자가 요청해도 Google의 AI 에이전트가 페이지를 가져오지 않습니다. Google에 따르면 사용자가 시작한 가져오기는 일반적으로 robots.txt를 무시하므로, 여기의 규칙은 요청에 불과합니다.
crawler-blocking-google-gemininotebook = 사용자가 출처로 추가한 페이지를 Gemini 노트북이 가져오지 않습니다. Google에 따르면 사용자가 시작한 가져오기는 일반적으로 robots.txt를 무시하므로, 여기의 규칙은 요청에 불과합니다.
crawler-blocking-bingbot = 페이지가 Bing용으로 크롤링되지 않으며, Bing 색인을 기반으로 한 검색 기능용으로도 크롤링되지 않습니다.
crawler-blocking-applebot = 페이지가 Spotlight, Siri, Safari 검색용으로 크롤링되지 않습니다. Applebot을 지정한 그룹이 없으면 Googlebot의 그룹을 따릅니다.
crawler-blocking-applebot-extended = Applebot이 크롤링한 페이지가 Apple 생성형 모델 학습에 사용되지 않으며, 검색에는 영향이 없습니다. 이 토큰은 아무것도 가져오지 않습니다.
crawler-blocking-gptbot = 페이지가 OpenAI 생성형 AI 모델 학습용으로 크롤링되지 않습니다.
crawler-blocking-oai-searchbot = 페이지가 ChatGPT 검색에서 인용된 결과로 표시되지 않습니다(탐색 링크로는 여전히 나타날 수 있음).
crawler-blocking-chatgpt-user = 사용자가 요청해도 ChatGPT가 페이지를 가져오지 않습니다. OpenAI에 따르면 사용자가 시작한 이러한 방문에는 robots.txt 규칙이 적용되지 않을 수 있습니다.
crawler-blocking-oai-adsbot = ChatGPT 광고가 광고로 제출된 방문 페이지를 확인할 수 없어 광고가 게재되지 않을 수 있습니다. OpenAI 크롤러 페이지는 OAI-AdsBot이 robots.txt를 읽는지 밝히지 않습니다(광고주 도움말은 OpenAI 크롤러가 이를 준수한다고 설명함).
crawler-blocking-claudebot = 사이트의 향후 콘텐츠가 Anthropic 모델 학습 데이터에서 제외됩니다.
crawler-blocking-claude-searchbot = 페이지가 Claude 검색용으로 색인되지 않아 Claude 답변에서 사이트의 노출이 줄어들 수 있습니다.
crawler-blocking-claude-user = 사용자가 요청해도 Claude가 페이지를 가져오지 않습니다.
crawler-blocking-perplexitybot = 페이지가 Perplexity 검색 결과용으로 색인되지 않습니다(Perplexity는 파운데이션 모델 학습을 위해 크롤링하지 않는다고 밝힘).
crawler-blocking-perplexity-user = Perplexity에 따르면 사용자가 시작한 가져오기는 일반적으로 robots.txt를 무시하므로, 여기의 규칙은 요청에 불과합니다.
crawler-blocking-ccbot = 페이지가 많은 AI 학습 데이터의 출처인 Common Crawl 공개 아카이브에 포함되지 않습니다.
crawler-blocking-bytespider = 페이지가 ByteDance AI 모델용으로 크롤링되지 않습니다. ByteDance는 크롤러 페이지 없이 user-agent 문자열만 공개합니다.
crawler-blocking-meta-externalagent = 페이지가 Meta AI 모델 학습이나 Meta AI 제품의 색인용으로 크롤링되지 않습니다.
crawler-blocking-meta-externalfetcher = 사용자가 요청해도 Meta의 AI 어시스턴트가 페이지를 가져오지 않습니다. Meta에 따르면 사용자가 시작한 이러한 가져오기는 robots.txt를 따르지 않을 수 있습니다.
crawler-blocking-meta-webindexer = 페이지가 Meta AI 제품의 검색 결과와 인용용으로 색인되지 않습니다.
crawler-blocking-facebookexternalhit = Facebook, Instagram, Messenger에 공유된 이 페이지 링크에 제목, 설명, 미리보기 이미지가 표시되지 않습니다. Meta에 따르면 보안 및 무결성 검사 시에는 robots.txt를 우회할 수 있습니다.
crawler-blocking-amazonbot = 페이지가 Amazon 제품과 서비스 개선용으로 크롤링되지 않으며, 여기에는 Amazon AI 모델 학습이 포함될 수 있습니다.
crawler-blocking-amzn-searchbot = 페이지가 Alexa, Rufus 같은 Amazon 제품의 검색용으로 크롤링되지 않습니다(Amazon에 따르면 이 크롤러는 생성형 AI 학습용 콘텐츠를 수집하지 않음).
crawler-blocking-amzn-user = Alexa 같은 Amazon 어시스턴트가 고객의 질문에 답하기 위해 페이지를 실시간으로 가져오지 않습니다(Amazon에 따르면 이 가져오기는 생성형 AI 학습용 콘텐츠를 수집하지 않음).
crawler-blocking-mistralai-user = 사용자가 요청해도 Mistral 어시스턴트(Le Chat)가 페이지를 가져오지 않습니다.
crawler-blocking-mistralai-index = 페이지가 Mistral 어시스턴트의 웹 검색용으로 색인되지 않습니다.
crawler-blocking-mistralai-training = 페이지가 Mistral AI 모델 학습용으로 크롤링되지 않습니다.
crawler-blocking-duckduckbot = 페이지가 DuckDuckGo 검색 결과용으로 크롤링되지 않습니다.
crawler-blocking-duckassistbot = 페이지가 DuckDuckGo 검색에서 DuckAssist AI 답변의 출처가 되지 않습니다(DuckDuckGo에 따르면 이 콘텐츠는 AI 모델 학습에 쓰이지 않으며, 변경은 72시간 안에 적용됨).
# Exa's search crawler (the registry of December 2026).
crawler-blocking-exasearchbot = 페이지가 Exa 검색용으로 색인되지 않으므로 검색 결과에 표시되거나 인용되지 않습니다. Exa의 크롤러 페이지는 이 색인이 AI 모델 학습에도 쓰이는지 밝히지 않습니다.

# Lines of late 2026 (registry issue): retired tokens, License lines (RSL),
# rule paths to percent-encode, Content-Signal above every group.
diag-token-retired = '{ $token }'은(는) 더 이상 쓰이지 않습니다. { $owner }의 크롤러는 이 그룹을 더 이상 읽지 않으며, 대신 { $replacement }이(가) 읽습니다
diag-license-not-absolute = License는 사이트 라이선스 문서의 절대 URL(https://…)이어야 합니다(Really Simple Licensing)
diag-path-not-encoded = 경로에 공백이나 ASCII가 아닌 문자가 있습니다. Google은 이를 퍼센트 인코딩하도록 권장합니다. { $encoded }(으)로 쓰세요
diag-signal-outside-group = user-agent 행 앞의 Content-Signal: Google 파서는 이를 어느 그룹에도 넣지 않습니다. Cloudflare 파일의 배치대로 읽으면 뒤따르는 그룹({ $agents })에 속합니다
diag-signal-outside-group-none = user-agent 행 앞의 Content-Signal이며 뒤따르는 그룹이 없습니다. 어떤 크롤러도 이를 읽지 않습니다

# Lint managed_block (drift issue).
diag-managed-block = { $first }–{ $last }행은 { $vendor }의 관리형 블록입니다. 엣지가 이 행을 추가하며 저장소에는 없습니다. 크롤러는 이 행을 사용자의 규칙보다 먼저 읽습니다. { $vendor } 대시보드에서 관리형 robots.txt를 끄거나 같은 규칙을 직접 파일에 쓰세요

policy-licenses = 이 파일은 라이선스 문서 { $count }개를 지정합니다(License, Really Simple Licensing 1.0). Google 파서와 모든 판정은 이를 무시합니다:

usage-other-label = 이 테스터가 아는 어휘(2026-08 초안)에 없음: 작성된 그대로 유지
usage-signals-caption = Content-Signal(Cloudflare의 Content Signals Policy), 작성된 그대로
usage-signal-search = yes 또는 no: 검색 색인을 만들고 검색 결과(링크와 짧은 발췌)를 표시
usage-signal-ai-input = yes 또는 no: 답변을 위해 콘텐츠를 AI 모델에 입력(근거 제공, AI 검색 답변)
usage-signal-ai-train = yes 또는 no: AI 모델 학습 또는 미세 조정
usage-signal-use-immediate = use=immediate: 크롤러는 콘텐츠를 읽고 처리할 수 있지만 아무것도 보관하거나 재사용하지 않음
usage-signal-use-reference = use=reference: 크롤러는 콘텐츠를 색인하고 짧게 인용하며 원문에 링크할 수 있음
usage-signal-use-full = use=full: 크롤러는 콘텐츠를 요약하고 재현할 수 있음
usage-signal-unknown-key = 알 수 없음: Cloudflare의 Content Signals Policy 키가 아님(작성된 그대로 유지, 오류 아님)
usage-signal-unknown-value = 알 수 없음: Cloudflare 정책이 이 키에 정의하지 않은 값(작성된 그대로 유지, 오류 아님)
## Editors: `robots lsp` (hover, completion, quick fixes, robots.checkUrl)
# Worded by the language server (crates/robots-cli/src/lsp) in the editor's language.
# Another reader's difference, as a hint: $library is the library's name (urllib.robotparser, Protego…); $why says what it does.
lsp-reader-hint = { $library } { $why }
# Hover on a user-agent line: the registry's crawlers whose rules this group gives.
lsp-hover-governs = 이 그룹이 지정하는 크롤러:
lsp-hover-falls-back = 이 그룹으로 대체되는 크롤러(이들을 지정하는 그룹이 없음):
lsp-hover-no-crawler = 레지스트리의 어떤 크롤러도 이 그룹을 따르지 않습니다.
# One crawler: $token as written in robots.txt, $owner the company, $purpose a policy-purpose-… text.
lsp-hover-crawler = { $token }({ $owner }): { $purpose }
# Hover on an allow/disallow line: what its pattern matches. Backquotes mark code.
lsp-rule-prefix = 경로가 `{ $prefix }`(으)로 시작하는 모든 URL과 일치합니다.
lsp-rule-exact = 경로가 정확히 `{ $path }`인 URL과만 일치합니다.
lsp-rule-wildcard = 경로가 `{ $pattern }`과(와) 일치하는 부분으로 시작하는 모든 URL과 일치합니다. 여기서 *는 임의의 문자열을 뜻합니다.
lsp-rule-wildcard-end = 경로 전체가 `{ $pattern }`과(와) 일치하는 모든 URL과 일치합니다. 여기서 *는 임의의 문자열을, $는 끝을 뜻합니다.
# $bytes: the rule's length (a size-bytes text, "8 bytes").
lsp-rule-allows = 이 그룹의 크롤러에게 일치하는 URL은 허용되며, 일치 길이는 { $bytes }입니다.
lsp-rule-blocks = 이 그룹의 크롤러에게 일치하는 URL은 허용되지 않으며, 일치 길이는 { $bytes }입니다.
lsp-rule-not-overridden = 같은 크롤러에 대해 다르게 결정하는 더 긴 규칙이 없습니다.
# $rule: the longer rule as written (Allow: /x/y); $line: its line number.
lsp-rule-overridden = `{ $rule }`({ $line }행)도 일치하는 곳에서는 그 더 긴 규칙이 우선합니다.
# Hover on a Content-Usage line.
lsp-usage-all = 이 그룹이 크롤링할 수 있는 모든 URL에 대한 AI 사용 선호:
lsp-usage-path = `{ $path }` 아래에서 이 그룹이 크롤링할 수 있는 URL에 대한 AI 사용 선호:
# $label: a usage-label-… text; $pref: a usage-pref-… text.
lsp-usage-pref = { $label }: { $pref }
# Hover on a Content-Signal line (Cloudflare's Content Signals Policy).
lsp-signal-heading = 콘텐츠 신호(Cloudflare의 Content Signals Policy):
lsp-signal-search = 검색 색인을 만들고 링크와 발췌를 보여 주기
lsp-signal-ai-input = 콘텐츠를 AI 답변의 입력으로 사용하기(검색 증강, 근거 제시)
lsp-signal-ai-train = AI 모델 학습 또는 미세 조정
lsp-signal-yes = 허용됨
lsp-signal-no = 허용되지 않음
# $value: the value as written, neither yes nor no.
lsp-signal-other = '{ $value }'은(는) yes도 no도 아니므로 선호가 없습니다
# $label: an lsp-signal-search/ai-input/ai-train text; $pref: an lsp-signal-yes/no/other text.
lsp-signal-pref = { $label }: { $pref }
lsp-signal-unknown-key = '{ $key }'은(는) 이 정책의 신호가 아니므로 파서가 무시합니다
# Quick fixes (their titles in the editor's menu).
lsp-fix-typo = Google의 표기대로 '{ $meant }'(으)로 쓰기
lsp-fix-colon = '{ $key }' 뒤에 ':' 추가
lsp-fix-encode = 경로를 퍼센트 인코딩: { $encoded }
# signal_not_inherited's quick fix: the * group's AI lines copied into the group.
lsp-fix-signal-not-inherited = * 그룹의 AI 행을 이 그룹에 복사
# The answer of robots.checkUrl: $reason is the verdict's reason-… sentence; $line the deciding line.
lsp-check-allowed = { $agent }은(는) { $url }을(를) 가져올 수 있습니다: { $reason }
lsp-check-disallowed = { $agent }은(는) { $url }을(를) 가져올 수 없습니다: { $reason }
lsp-check-allowed-line = { $agent }은(는) { $url }을(를) 가져올 수 있습니다. { $line }행이 결정합니다: { $reason }
lsp-check-disallowed-line = { $agent }은(는) { $url }을(를) 가져올 수 없습니다. { $line }행이 결정합니다: { $reason }
# $command: robots.checkUrl.
lsp-check-usage = { $command }에는 크롤러(에이전트)와 URL 또는 경로, 두 인수가 필요합니다
lsp-check-no-document = 확인할 robots.txt가 열려 있지 않습니다. 먼저 파일을 여세요
lsp-message-too-large = 편집기가 { $length }바이트 메시지를 보냈습니다. 서버는 메시지 하나에 최대 { $max }바이트를 읽으므로 세션을 끝냅니다
lsp-message-unreadable = 편집기가 서버가 읽을 수 없는 메시지를 보냈으므로({ $why }) 세션을 끝냅니다
# The VS Code extension's manifest (editors/vscode/package.json names them as %key%; build-nls.mjs writes them out).
lsp-vscode-description = 입력하는 동안 Google이 robots.txt를 읽는 방식 그대로: robots 명령이 제공하는 진단, 호버, 자동 완성, 빠른 수정
lsp-vscode-check-title = 이 크롤러가 이 URL을 가져올 수 있나요?
lsp-vscode-readers-setting = 다른 파서(urllib.robotparser, Protego, robots-parser)가 Google과 다르게 읽는 줄도 힌트로 표시
lsp-vscode-path-setting = 실행할 robots 명령(PATH에 있는 이름 또는 전체 경로)
# (end of editors)
## robots mcp: the tools for AI agents (docs/mcp.md)
# robots_txt, robots_url, urls and user_agents are argument names: keep them as written.
mcp-robots-source = robots.txt를 robots_txt(텍스트) 또는 robots_url(가져올 http:// 또는 https:// URL) 중 하나로 지정하세요.
# $field: an argument name (urls, user_agents).
mcp-empty-list = { $field }이(가) 비어 있습니다: 하나 이상 지정하세요.
mcp-too-many-checks = URL { $urls }개와 사용자 에이전트 { $agents }개는 검사 { $checks }건입니다. 한 번의 호출은 최대 { $max }건까지 답합니다.
mcp-internal-error = 내부 오류로 도구가 멈췄습니다. 서버는 계속 동작합니다.
mcp-lint-clean = 진단 없음.
mcp-ip-unparsed = '{ $ip }'은(는) IPv4 또는 IPv6 주소가 아닙니다.
mcp-trace-token = 크롤러 토큰은 { $token }입니다.
mcp-trace-token-from = 크롤러 토큰은 “{ $input }”에서 얻은 { $token }입니다.
mcp-trace-path = 검사한 경로는 { $path }입니다(“{ $url }”에서).
# One matching rule in explain's trace: $rule is a trace-decisive text, $role a trace-role-… text.
mcp-trace-rule = { $rule }: { $role }
# verify_ip's answer. $list and $lists are file names of address lists; $dir a directory.
mcp-verify-verified = { $ip }은(는) { $owner }이(가) { $token }용으로 게시하는 목록 { $list }에 있습니다: 확인됨.
mcp-verify-forged = { $ip }은(는) { $token }이라고 주장하지만 { $owner }이(가) 게시하는 목록({ $lists }) 어디에도 없습니다: 위조됨.
mcp-verify-no-crawler = “{ $agent }”은(는) 레지스트리의 크롤러를 가리키지 않으므로 { $ip }을(를) 확인할 수 없습니다.
mcp-verify-no-list = { $owner }은(는) { $token }의 주소 목록을 게시하지 않으므로 { $ip }을(를) 확인할 수 없습니다.
mcp-verify-not-saved = { $token }의 목록({ $lists }) 중 어느 것도 { $dir }에 저장되어 있지 않으므로(robots ranges update가 저장합니다) { $ip }을(를) 확인할 수 없습니다.
# 요청의 Web Bot Auth 헤더를 받은 verify_ip (issue 59).
mcp-verify-signature-verified = 서명이 { $agent } 키 디렉터리의 키로, 유효 기간 안에서 확인되었습니다: { $agent }이(가) 보냈습니다(누가 보냈는지를 증명할 뿐, robots.txt를 따랐다는 증명은 아닙니다).
mcp-verify-signature-invalid = { $agent }을(를) 밝힌 서명이 잘못되었습니다: 확인되지 않거나, Web Bot Auth를 따르지 않거나, 유효 기간에 요청 시각이 들지 않습니다.
mcp-verify-signature-unknown-key = { $agent }을(를) 밝힌 서명의 키가 { $agent }의 키 디렉터리에 없거나, 저장된 디렉터리가 없습니다(robots ranges update가 저장합니다).
mcp-verify-signature-unsigned = { $agent }을(를) 서명 에이전트로 밝혔지만 서명이 없습니다.
mcp-verify-time-unparsed = '{ $time }'은(는) 시각이 아닙니다(RFC 3339, 예: 2026-11-01T10:00:00Z).
# (end of robots mcp)
## robots drift (the CLI): the repository's robots.txt against the one the site serves, by verdict.
cli-drift-identical = { $url }은(는) { $source }와(과) 정확히 같은 바이트를 제공합니다.
cli-drift-stale = 캐시 무효화 쿼리를 붙인 { $url }이(가) 다른 바이트를 반환했습니다. 엣지가 오래된 사본을 제공하며 크롤러는 둘 중 어느 것이든 받을 수 있습니다.
cli-drift-block = 제공 파일의 { $first }–{ $last }행은 { $vendor }의 관리형 블록입니다. 엣지가 이 행을 추가하며 저장소에는 없습니다.
cli-drift-managed = { $agents }: 제공 파일의 { $first }–{ $last }행({ $vendor }의 관리형 블록)이 경로 { $count }개를 다르게 판정합니다({ $paths }). { $vendor } 대시보드에서 관리형 robots.txt를 끄거나 같은 규칙을 직접 파일에 쓰세요.
cli-drift-served-only = { $agents }: 제공 파일이 사용자 파일에 없는 행으로 경로 { $count }개를 판정합니다({ $paths }).
cli-drift-source-only = { $agents }: 사용자 파일이 제공 파일에 없는 행으로 경로 { $count }개를 판정합니다({ $paths }).
cli-drift-served-status = { $agents }: 제공된 robots.txt의 상태 때문에 경로 { $count }개가 다릅니다: { $effect }.
cli-drift-order = { $agents }: 판정하는 행이 두 파일 모두에 있지만 그룹이나 순서가 달라 경로 { $count }개가 다릅니다({ $paths }).
cli-drift-tie = { $agent }: 관리형 블록의 Disallow({ $disallow }행)와 사용자의 Allow({ $allow }행)는 길이가 같습니다. Google은 두 그룹을 합치고 Allow가 이기므로 { $agent }은(는) { $path }에서 차단되지 않습니다.
cli-drift-paths-more = { $paths } 외 { $count }개
cli-drift-summary = 판정 { $changes }개가 다릅니다(크롤러 { $crawlers }개, 경로 { $paths }개).
cli-drift-none = 다른 판정이 없습니다(크롤러 { $crawlers }개, 경로 { $paths }개).
cli-drift-more-paths = 처음 경로 { $limit }개만 비교했고 나머지 { $more }개는 비교하지 않았습니다.
# (end of robots drift)
## The address policy of every fetch of the command line, and the bounds of
## robots site (deadline, gzip members, blocked URLs listed).
# $address is an IP address; $kind is loopback, private, link-local or reserved;
# $given is the origin the person typed (scheme://host:port).
cli-address-refused = { $url }을(를) 가져오지 않았습니다: { $address }은(는) { $kind ->
    [loopback] 루프백 주소(이 컴퓨터)
    [link-local] 링크 로컬 주소
    [reserved] 공개 인터넷에 없는 예약 주소
   *[private] 사설 네트워크 주소
   }이며, 입력한 주소 { $given }만 그럴 수 있습니다(--allow-private로 해제)
# $from and $to are URLs.
cli-address-redirect-refused = { $from }에서 { $to }(으)로의 리디렉션을 따르지 않았습니다: { $address }은(는) { $kind ->
    [loopback] 루프백 주소(이 컴퓨터)
    [link-local] 링크 로컬 주소
    [reserved] 공개 인터넷에 없는 예약 주소
   *[private] 사설 네트워크 주소
   }이며, 입력한 주소 { $given }만 그럴 수 있습니다(--allow-private로 해제)
# A sitemap (or a redirect of it) that the address policy refused; $url is the URL refused.
site-cli-why-refused = 읽지 않음: { $url }은(는) { $address }에 있으며, 이는 { $kind ->
    [loopback] 루프백 주소(이 컴퓨터)
    [link-local] 링크 로컬 주소
    [reserved] 공개 인터넷에 없는 예약 주소
   *[private] 사설 네트워크 주소
   }입니다. 입력한 사이트 { $given }만 그럴 수 있습니다(--allow-private로 해제)
# $limit is --deadline, in seconds.
site-cli-why-deadline = 읽지 않음: 실행은 { $limit }초 후에 멈춥니다(--deadline)
site-cli-cut-deadline = 잘림: 실행은 { $limit }초 후에 멈춥니다(--deadline)
site-cli-cut-members = 잘림: 멤버가 { $limit }개를 넘는 gzip 스트림은 더 읽지 않습니다
# After the first blocked URLs of a line: $count more are not listed.
site-cli-more = … 외 { $count }개
site-cli-deadline = 실행이 기한({ $limit }초, --deadline)에 멈췄습니다: 위의 사이트맵이 읽은 전부입니다.
# robots site --llms: an llms.txt read; $count is the links it holds.
site-cli-llms = llms.txt { $url }: 링크 { $count }개
# $why is one of the site-cli-why-… or site-cli-cut-… messages.
site-cli-llms-not-read = llms.txt { $url }: { $why }
site-cli-llms-agent = { $agent }: llms.txt 링크 { $checked }개 중 { $blocked }개 차단됨
site-cli-llms-line = { $line }행 `{ $rule }`이(가) llms.txt 링크 { $count }개를 차단합니다
## robots site (the CLI): sitemap URLs that robots.txt blocks.
## Only the CLI says these (numbers are grouped in every language).
# A sitemap read: $url is its address; $count the URLs it lists.
site-cli-sitemap = 사이트맵 { $url }: URL { $count }개
# A sitemap index read: $count is the sitemaps it names.
site-cli-index = 사이트맵 색인 { $url }: 사이트맵 { $count }개
# $why is one of the site-cli-why-… or site-cli-cut-… messages.
site-cli-not-read = 사이트맵 { $url }: { $why }
# $error is the HTTP client's own (English) error text.
site-cli-why-network = 읽지 못함: 요청이 실패했습니다({ $error })
site-cli-why-status = 읽지 못함: 서버가 { $status }(으)로 응답했습니다
# $error is the XML parser's own (English) error text.
site-cli-why-xml = 끝까지 읽지 못함: 올바른 형식의 XML이 아닙니다({ $error })
site-cli-why-root = 읽지 못함: urlset도 사이트맵 색인도 아닙니다(루트 요소가 <{ $name }>입니다)
site-cli-why-nested = 읽지 못함: 사이트맵 색인이 가리키는 사이트맵 색인입니다(sitemaps.org는 한 단계만 허용합니다)
site-cli-why-not-http = 읽지 못함: 절대 http:// 또는 https:// URL이 아닙니다
site-cli-why-sitemap-limit = 읽지 못함: 한 번에 사이트맵을 최대 { $limit }개까지 읽습니다
site-cli-why-url-limit = 읽지 못함: URL { $limit }개를 읽으면 멈춥니다(--max-urls)
site-cli-cut-urls = 잘림: 처음 URL { $limit }개만 읽었습니다(sitemaps.org의 한도)
site-cli-cut-bytes = 잘림: 처음 { $limit }바이트만 읽었습니다(압축 해제 후 50MB, sitemaps.org의 한도)
site-cli-cut-max-urls = 잘림: URL { $limit }개를 읽으면 멈춥니다(--max-urls)
# $why is site-cli-why-sitemap-limit or site-cli-why-url-limit.
site-cli-cut-children = 이 색인이 가리키는 사이트맵 { $count }개: { $why }
# A crawler's tally: $checked counts the sitemap URLs on the robots.txt's own host.
site-cli-agent = { $agent }: 사이트맵 URL { $checked }개 중 { $blocked }개가 허용되지 않음
# $rule is the line as written in the file, such as Disallow: /search.
site-cli-line = { $line }행 `{ $rule }`에 따라 사이트맵 URL { $count }개가 허용되지 않습니다
site-cli-from = { $url } ({ $sitemap }에서)
site-cli-other-host = 사이트맵 URL { $count }개가 다른 호스트에 있습니다: 이 robots.txt는 그 URL에 적용되지 않습니다
site-cli-unreadable = 사이트맵 항목 { $count }개가 절대 http:// 또는 https:// URL이 아니어서 확인하지 못했습니다
site-cli-no-sitemaps = robots.txt에 사이트맵이 없습니다(Sitemap: 행이 없습니다).
site-cli-robots-failed = robots.txt를 사용할 수 없어 사이트맵을 읽지 않았습니다.
# The progress bar on a terminal: $current is the sitemap being read.
site-cli-progress = 사이트맵 { $sitemaps }개, URL { $urls }개 읽음: { $current }
## Hostile input, second round: the trace's usage preferences list the
## first few deciding Content-Usage lines and count the others.
# $count: how many more Content-Usage lines decided with the ones listed.
usage-more-lines = { $count ->
   *[other] 외 { $count }행
}
## Hostile input, third round: the trace lists the first Content-Signal
## pairs of the applying groups and counts the others.
# $count: how many more Content-Signal pairs the groups hold than the ones listed.
usage-signals-more = { $count ->
   *[other] 외 { $count }쌍(표시하지 않음)
}
## The workspace layout: the strip of URLs and crawlers, the keys between the editor, the grid and the answer
layout-inputs-more = URL 및 크롤러 옵션 모두 보기
layout-keys = 단축키: Alt+1 편집기 · Alt+2 결과 · Alt+3 답(이유)

## The page's "Sitemap URLs" summary, above the results grid, after a sitemap
## file is opened.
sitemap-heading = 사이트맵 URL
# $name is the sitemap file's name.
sitemap-from = { $name }의 URL을 이 파일로 확인했습니다.
# A crawler's tally: $agent as typed in the crawlers box.
sitemap-crawler = { $agent }: 사이트맵 URL { $checked }개 중 { $blocked }개가 허용되지 않음
# One deciding line, a link to it in the editor; $rule as written, such as Disallow: /search.
sitemap-line = { $line }행 `{ $rule }`에 따라 사이트맵 URL { $count }개가 허용되지 않습니다
# The site the sitemap's URLs are counted on: $origin such as https://www.example.com; $from says where it came from.
sitemap-origin = { $origin } 기준으로 셌습니다({ $from ->
    [site] 입력한 사이트
    [sitemap] 이 파일의 Sitemap: 행의 사이트
   *[urls] 사이트맵 URL 대부분이 있는 호스트
   }).
# The URLs on another host than $origin, listed apart: not counted above.
sitemap-other-host = 사이트맵 URL { $count }개가 { $origin }이(가) 아닌 다른 호스트에 있습니다: 이 파일은 그 URL에 적용되지 않으므로 위에서 세지 않았습니다
# After the URLs listed: how many more are on another host.
sitemap-other-host-more = 외 { $count }개
# After the lines listed: how many more lines block how many more URLs.
sitemap-lines-more = 그 밖의 { $lines }개 행이 사이트맵 URL { $count }개를 허용하지 않습니다
# A gzip file that inflates past sitemaps.org's limit ($limit bytes).
import-too-big = { $name }의 압축을 풀면 { $limit }바이트를 넘습니다(sitemaps.org의 사이트맵 한도): 열지 않았습니다

## The Traffic view (src/traffic): access logs read against the file in the
## editor and the crawlers' address lists, as `robots audit` reads them.
traffic-heading = 트래픽: 어떤 크롤러가 이 파일을 따랐는가
traffic-hint = 액세스 로그를 열거나 여기에 끌어다 놓으세요(Apache, nginx, IIS, CloudFront, JSON 줄; .gz도 가능). 로그는 이 브라우저에서만 읽히고 업로드되지 않으며, 편집기의 파일로 판정됩니다. 이 보기를 열면 이 페이지와 함께 게시된 크롤러 주소 목록이 있을 경우 불러옵니다.
traffic-logs = 액세스 로그
traffic-ranges = 크롤러 주소 목록과 키 디렉터리(.json)
traffic-stop = 중지
traffic-stopped = 중지됨: 지금까지의 집계입니다.
traffic-unavailable = 이 브라우저에서 로그를 읽을 수 없습니다(로그는 Web Worker에서 읽습니다).
traffic-summary = 로그 줄: { $lines }. 요청: { $requests }, 그중 알려진 크롤러의 요청 { $crawlers }. 건너뛴 줄: { $skipped }.
traffic-none = 레지스트리의 크롤러에서 온 요청이 없습니다.
traffic-lists-none = 크롤러 주소 목록이 없습니다. 모든 요청이 미확인으로 집계됩니다. `robots ranges update`가 내려받는 목록을 여세요.
# $date: the list's creationTime as written.
traffic-list = 주소 목록 { $name }: { $date }에 생성
traffic-list-stale = 주소 목록 { $name }: { $date }에 생성, 30일 이상 지남
traffic-chart = 일별 크롤러 요청, 목적별
traffic-top = 가장 많이 요청한 차단된 경로(요청 수 × 경로, 그리고 결정한 줄, 선택하면 편집기에 표시)
traffic-col-purpose = 목적
traffic-col-crawler = 크롤러
traffic-col-requests = 요청
traffic-col-robots = robots.txt
traffic-col-allowed = 허용
traffic-col-disallowed = 차단
traffic-col-grace = 유예
traffic-col-verified = 확인됨
traffic-col-forged = 위조
traffic-col-unverified = 미확인
# 엣지의 응답 (issue 55): 허용된 요청의 거부(401, 403, 429, 451), 허용된 요청의
# 402 응답, 허용되지 않은 요청의 제공(2xx).
traffic-col-refused = 거부됨
traffic-col-payment = 결제 필요
traffic-col-served = 허용 안 됨, 제공됨
traffic-col-before = 이전 차단
# 서명하는 크롤러 (Web Bot Auth, issue 59).
traffic-signed = 서명한 에이전트(Web Bot Auth), Signature-Agent 헤더가 밝힌 origin별
traffic-signed-hint = 확인된 서명은 요청을 누가 보냈는지를 증명할 뿐, 이 파일을 따랐다는 것은 증명하지 않습니다. 허용 안 됨 열은 파일을 어기고 가져간 요청을 셉니다. `robots ranges update`가 저장하는 키 디렉터리(signature-agents/<host>.json)를 주소 목록과 함께 여세요.
traffic-directory = { $origin }의 키 디렉터리: 키 { $count }개
traffic-col-agent = 서명 에이전트
traffic-col-invalid = 잘못됨
traffic-col-unknown-key = 알 수 없는 키
traffic-col-unsigned = 서명 없음

# ---- The robots CLI's own sentences (cli-…): the fetch note, `robots test`'s and
# `robots lint`'s sentences and the SARIF rules' titles and help. Only the engine
# words them (the CLI's --lang), never the page. ----
# robots fetch's note on stderr. $response: the HTTP status code and its reason phrase as the protocol writes them ("200 OK"), or a cli-fetch-response-… message; $hops: a cli-fetch-hops-… message; $outcome: a cli-fetch-outcome-… message.
cli-fetch-note = { $url } → { $response }{ $hops }{ $outcome }
cli-fetch-response-network = 네트워크 오류({ $error })
cli-fetch-response-none = 응답 없음
# No redirect: nothing is written.
cli-fetch-hops-none = {""}
cli-fetch-hops-after = {" "}(리디렉션 { $count }회 후)
cli-fetch-hops-too-many = , Google이 따르는 { $max }회를 넘는 리디렉션
cli-fetch-hops-loop = , 리디렉션 { $count }회 후 리디렉션 루프
cli-fetch-hops-no-location = {" "}(사용할 수 있는 Location 헤더 없음)
cli-fetch-outcome-rules = {" "}({ $size }): 규칙이 적용됩니다
cli-fetch-outcome-rules-cut = {" "}({ $size }, Google의 500KiB 한도에서 잘림): 규칙이 적용됩니다
cli-fetch-outcome-allow-404 = : 모두 허용됨(404로 처리)
cli-fetch-outcome-allow = : 모두 허용됨(유효한 robots.txt 없음)
cli-fetch-outcome-disallow = : 모두 허용되지 않음(Google이 나중에 다시 시도함)
cli-source-truncated = 참고: '{ $name }'은(는) { $total }바이트입니다. Google은 처음 { $limit }바이트만 읽습니다({ $line }행부터의 내용은 무시됨)
# $sentence: a status-… message.
cli-replaced = 가져오기 결과가 규칙을 대신합니다. { $sentence }
cli-lint-nothing = 검사할 내용 없음: 가져오기 결과가 규칙을 대신하므로 Google은 파일을 사용하지 않습니다
# robots lint --readers: how another parser reads a line. $library: the parser's name and version; $sentence: a reader-… message; $reading and $google: the verdicts ALLOWED, DISALLOWED or UNANSWERED, as the CLI writes them everywhere (not translated).
cli-lint-reader = { $library }: { $sentence }. 예: { $agent } { $url }: { $reading }, Google은 { $google }
cli-sarif-reader-title = { $library }은(는) 이 행을 Google과 다르게 읽습니다
cli-sarif-reader-help = { $library }: { $sentence }.
cli-sarif-lighthouse-title = Lighthouse { $version }의 robots.txt 감사가 이 줄을 거부합니다
cli-sarif-lighthouse-help = Lighthouse의 SEO 감사 "robots.txt is not valid"는 거부한 줄이 하나라도 있으면 실패하고 페이지의 SEO 점수를 낮춥니다. Google은 그 줄을 쓰인 대로 읽을 수 있어도 마찬가지입니다.
cli-sarif-unreadable-title = 읽거나 확인할 수 없는 예상 결과 행
cli-sarif-unreadable-help = 예상 결과 파일의 각 행은 확인 가능한 에이전트와 URL로 된 `allowed|disallowed AGENT URL` 형식입니다. 읽을 수 없는 행이 있으면 아무것도 테스트하지 않습니다.
cli-sarif-failed-title = robots.txt가 어기는 예상 결과
cli-sarif-failed-help = robots.txt가 이 에이전트와 URL에 대해 예상 결과 파일과 다른 판정을 내립니다. 관련 위치는 판정을 결정한 robots.txt 행입니다. 규칙을 바꾸거나, 새 판정이 의도한 것이라면 예상 결과를 바꾸세요.
cli-test-decided = 결정한 행: { $rule }
cli-test-rule-line = { $file } { $line }행: { $rule }
cli-test-no-rule = { $file }: 결정하는 규칙 없음(0행)
# The SARIF rules of `robots lint --format sarif`, by diagnostic code: a title and a help text each.
cli-sarif-accepted-typo-title = Google이 허용하는 철자가 틀린 필드
cli-sarif-accepted-typo-help = Google은 일부 철자 오류(useragent, dissallow 등)를 비슷한 지시어로 읽지만 다른 파서는 그 행을 무시합니다. 필드 이름을 표준대로 쓰세요.
cli-sarif-key-by-prefix-title = 앞부분으로 읽히는 필드
cli-sarif-key-by-prefix-help = Google은 필드를 앞부분으로 인식하므로 더 긴 필드(Disallowed:)는 그것으로 시작하는 지시어로 읽힙니다. 지시어의 정확한 이름을 쓰세요.
cli-sarif-missing-colon-title = 필드 뒤에 ':' 대신 공백
cli-sarif-missing-colon-help = Google은 ':' 대신 공백을 허용하지만 다른 파서는 그 행을 무시할 수 있습니다. `필드: 값` 형식으로 쓰세요.
cli-sarif-line-too-long-title = Google이 읽는 길이보다 긴 행
cli-sarif-line-too-long-help = Google은 한 행의 처음 16,663바이트만 읽고 나머지는 버립니다. 행을 줄이거나 패턴을 나누세요.
cli-sarif-nul-byte-title = 행 안의 NUL 바이트
cli-sarif-nul-byte-help = Google에서는 NUL 바이트에서 행이 끝나고 나머지는 무시됩니다. 그 바이트를 삭제하세요.
cli-sarif-rule-outside-group-title = user-agent 행보다 앞에 있는 규칙
cli-sarif-rule-outside-group-help = allow와 disallow 행은 그 위의 user-agent 행에 적용됩니다. user-agent 행보다 앞에 있는 행은 어느 그룹에도 속하지 않아 무시됩니다. 그 위에 user-agent 행을 추가하세요.
cli-sarif-unsupported-key-title = Google에서 지원하지 않는 필드
cli-sarif-unsupported-key-help = Google은 이 필드를 알지만 무시합니다(crawl-delay, noindex 등). 행을 삭제하거나 Google에서 지원하는 방법을 사용하세요.
cli-sarif-unknown-key-title = 알 수 없는 필드
cli-sarif-unknown-key-help = Google은 모르는 필드가 있는 행을 무시합니다. 철자가 틀린 user-agent, allow, disallow는 아무 알림 없이 사라집니다. 철자를 확인하세요.
cli-sarif-no-leading-slash-title = 절대 일치하지 않는 패턴
cli-sarif-no-leading-slash-help = 경로 패턴은 '/' 또는 '*'로 시작해야 합니다. 그렇지 않은 패턴은 어떤 URL과도 일치하지 않습니다. '/'로 시작하세요.
cli-sarif-empty-rule-title = 비어 있는 allow 또는 disallow
cli-sarif-empty-rule-help = 빈 규칙은 결정하지 않지만(빈 disallow는 모두 허용) 그 위의 user-agent 행을 끝내므로, 그 뒤의 user-agent 행은 새 그룹을 시작합니다.
cli-sarif-user-agent-cut-title = 일부만 읽히는 user-agent
cli-sarif-user-agent-cut-help = Google은 user-agent 값을 A–Z, a–z, '-', '_' 이외의 첫 문자 앞까지만 읽으므로 그룹은 그 제품 토큰에만 적용됩니다. 크롤러의 제품 토큰을 쓰세요.
cli-sarif-user-agent-no-token-title = 크롤러를 지정하지 않는 user-agent
cli-sarif-user-agent-no-token-help = user-agent 값은 문자, '-', '_'로 시작해야 합니다. 그렇지 않으면 그 그룹은 어떤 크롤러에도 적용되지 않습니다. 크롤러의 제품 토큰이나 '*'를 쓰세요.
cli-sarif-sitemap-not-absolute-title = 절대 URL이 아닌 사이트맵
cli-sarif-sitemap-not-absolute-help = sitemap 행에는 절대 URL(https://…)을 써야 합니다. 상대 URL은 가져오지 않습니다.
cli-sarif-not-a-directive-title = `필드: 값` 형식이 아닌 행
cli-sarif-not-a-directive-help = Google은 `필드: 값` 레코드가 아닌 행(일반 텍스트, HTML)을 무시합니다. 삭제하거나 '#'을 붙여 주석으로 만드세요.
cli-sarif-non-utf8-title = UTF-8이 아닌 바이트
cli-sarif-non-utf8-help = 이 행에는 유효한 UTF-8이 아닌 바이트가 있으며, 패턴에서는 바이트 단위로 퍼센트 인코딩됩니다. 파일을 UTF-8로 저장하세요.
cli-sarif-bom-skipped-title = 파일 시작 부분의 바이트 순서 표시
cli-sarif-bom-skipped-help = Google은 파일 시작 부분의 바이트 순서 표시(BOM)를 건너뛰지만 일부 다른 파서는 건너뛰지 않습니다.
cli-sarif-stray-bom-title = 파일 중간의 바이트 순서 표시
cli-sarif-stray-bom-help = 시작 부분이 아닌 곳의 바이트 순서 표시(BOM)는 필드의 일부가 되어 행이 인식되지 않습니다. 삭제하세요.
cli-sarif-past-size-limit-title = Google의 500KiB 이후 내용
cli-sarif-past-size-limit-help = Google은 robots.txt 파일의 처음 500KiB만 읽으며 그 이후의 규칙은 무시됩니다. 파일을 줄이세요.
cli-sarif-preference-line-title = AI 사용 환경설정 행
cli-sarif-preference-line-help = Content-Usage(IETF AI 환경설정)와 Content-Signal 행은 규칙이 아닙니다. Google 크롤러는 이를 무시하며, 이 행을 읽는 크롤러만 따릅니다. 가져오면 안 되는 크롤러는 Disallow로 차단하세요.
cli-sarif-usage-outside-group-title = user-agent 행보다 앞에 있는 Content-Usage 행
cli-sarif-usage-outside-group-help = Content-Usage 행은 자신이 속한 그룹에 적용됩니다(AI 환경설정 초안은 그룹별로 정의합니다). user-agent 행보다 앞에 있는 행은 어느 그룹에도 속하지 않습니다. 그룹 안으로 옮기세요(모든 크롤러는 User-agent: *).
cli-sarif-signal-outside-group-title = 모든 그룹 위에 있는 Content-Signal 행
cli-sarif-signal-outside-group-help = Google 파서는 user-agent 행보다 앞에 있는 Content-Signal 행을 어느 그룹에도 넣지 않습니다. Cloudflare 관리형 파일이 이 행을 두는 방식대로 읽으면 뒤따르는 그룹에 속합니다. 알림에 그 그룹이 나와 있습니다.

# Lint managed_block (drift issue).
cli-sarif-managed-block-title = 엣지 네트워크가 제공 파일에 추가하는 행
cli-sarif-managed-block-help = Cloudflare 같은 엣지 네트워크는 제공하는 robots.txt 앞에 `# BEGIN Cloudflare Managed content`부터 `# END Cloudflare Managed Content`까지의 관리형 블록을 붙일 수 있습니다. Google은 그 그룹을 사용자의 그룹과 합칩니다. 그 규칙을 유지하려는 경우에만 저장소에 복사하세요. `robots drift`는 보유한 파일과 제공되는 파일을 비교합니다.
cli-sarif-token-retired-title = 소유자가 폐기한 user-agent 토큰
cli-sarif-token-retired-help = 소유자의 문서에 더 이상 이 토큰이 나오지 않으며, 소유자의 어떤 크롤러도 이 그룹을 읽지 않습니다. 이를 대체한 토큰을 쓰세요.
cli-sarif-license-not-absolute-title = 절대 URL이 아닌 License 행
cli-sarif-license-not-absolute-help = License 행(Really Simple Licensing 1.0)은 절대 http(s) URL로 사이트의 라이선스 문서를 가리키며, 이 문서는 다른 호스트에 있어도 됩니다. 전체 URL을 쓰세요.
cli-sarif-path-not-encoded-title = 공백이나 비ASCII 문자가 있는 규칙 경로
cli-sarif-path-not-encoded-help = Google은 규칙 경로를 퍼센트 인코딩하도록 권장하며, 크롤러는 공백과 비ASCII 문자를 퍼센트 인코딩해 요청합니다. 메시지에 나온 인코딩된 경로를 쓰세요.
cli-sarif-usage-splits-group-title = user-agent 행 사이에 있는 환경설정 행
cli-sarif-usage-splits-group-help = user-agent 행 사이에 있는 환경설정 행은 일부 파서에서는 그룹의 에이전트 목록을 끝내고 다른 파서에서는 끝내지 않습니다. 그룹의 user-agent 행 뒤에 두세요.
cli-sarif-usage-no-effect-title = 그룹이 크롤링할 수 없는 경로에 대한 환경설정
cli-sarif-usage-no-effect-help = 환경설정은 크롤러가 가져올 수 있는 대상에만 적용됩니다. 허용되지 않는 경로에서는 Content-Usage 행이 아무 의미가 없습니다. 삭제하거나 경로를 허용하세요.
cli-sarif-usage-unparsed-title = 해석할 수 없는 Content-Usage 값
cli-sarif-usage-unparsed-help = 값이 y 또는 n으로 설정된 어휘 라벨(train-ai, search)의 목록이 아닙니다. 파서는 해석할 수 없는 값을 무시합니다. 예: `train-ai=n`.
cli-sarif-group-replaces-star-title = 크롤러 자신의 그룹이 * 그룹을 대체
cli-sarif-group-replaces-star-help = 자신을 지정하는 그룹을 찾은 크롤러는 그 그룹만 따르며, User-agent: *의 규칙은 더 이상 적용되지 않습니다. 유지해야 하는 * 규칙을 그 크롤러의 그룹에 반복해 쓰세요.
# signal_not_inherited (SARIF rule).
cli-sarif-signal-not-inherited-title = * 그룹의 AI 행을 받지 못하는 크롤러 자체 그룹
cli-sarif-signal-not-inherited-help = 크롤러는 자신을 지정하는 그룹만 읽으며 * 그룹을 함께 읽지 않습니다. User-agent: * 아래에 쓴 Content-Signal과 Content-Usage 행은 자체 그룹이 있는 크롤러에 닿지 않습니다. 그 그룹에 복사하세요(robots lint --fix-preview가 변경 내용을 보여 줌).

# The command line's usage errors and file errors (robots-cli): said in
# --lang. `cli-io-error` words what went wrong with a file: the system's own
# text ($error) in English, the common kinds translated in the others.
cli-usage-see-help = (`robots --help` 또는 `robots SUBCOMMAND --help`를 참고하세요)
cli-json-with-sarif = --json과 --format sarif는 함께 사용할 수 없습니다
cli-standard-input = 표준 입력
cli-stdin-once = 표준 입력(`-`)은 한 번만 읽을 수 있습니다
cli-cannot-read = '{ $name }'을(를) 읽을 수 없습니다: { $error }
cli-cannot-write = '{ $name }'에 쓸 수 없습니다: { $error }
cli-cannot-write-output = 출력을 쓸 수 없습니다: { $error }
cli-cannot-create = '{ $name }'을(를) 만들 수 없습니다: { $error }
cli-io-error = { $kind ->
    [not-found] 해당 파일이나 디렉터리가 없습니다
    [permission-denied] 권한이 없습니다
    [is-a-directory] 디렉터리입니다
   *[other] { $error }
}
cli-url-unparsed = '{ $url }'은(는) URL이 아닙니다: { $error }
cli-url-not-http = '{ $url }'은(는) http:// 또는 https:// URL이 아닙니다
cli-url-not-robots-txt = 경고: { $url }은(는) 호스트 루트의 /robots.txt가 아닙니다. 크롤러는 그 파일만 읽습니다(주어진 그대로 가져옴)
cli-agent-unchecked = 에이전트 '{ $input }': { $reason }
cli-url-unchecked = URL '{ $url }': { $reason }
cli-unknown-purpose = 알 수 없는 용도 '{ $purpose }'
cli-audit-not-an-instant = --robots '{ $spec }': '{ $time }'은(는) 시각이 아닙니다(2026-11-01T00:00:00Z처럼 쓰세요)
cli-audit-versions-undated = --robots: 첫 번째를 제외한 각 버전에 적용되기 시작한 시각을 적으세요(파일@2026-11-01T00:00:00Z)
cli-ranges-no-dir = 여기서는 알려진 캐시 디렉터리가 없습니다: --dir로 지정하세요
cli-ranges-http-status = HTTP 상태 코드 { $code }
cli-list-too-large = { $limit }바이트보다 큼
