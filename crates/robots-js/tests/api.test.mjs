// The package's API, imported by name from the installed .tgz.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RobotsTxt, crawlers, deriveToken, normaliseUrl } from 'robotstxt-wasm';

const BODY = 'User-agent: *\nDisallow: /*.htm\nAllow: /page\n';

test('a verdict carries the line, the reason and the deciding rule', () => {
  const robots = RobotsTxt.parse(BODY);
  const v = robots.check('Googlebot', 'https://example.com/page.htm', { raw: true });
  assert.equal(v.allowed, false);
  assert.equal(v.line, 2);
  assert.equal(v.mode, 'raw');
  assert.equal(v.path, '/page.htm');
  assert.deepEqual(v.tokens, ['Googlebot']);
  assert.equal(v.reason.code, 'longest_match');
  assert.equal(
    v.reason.sentence,
    '`Disallow: /*.htm` (6 bytes) is longer than `Allow: /page` (5 bytes): the longest match wins',
  );
  assert.deepEqual(v.rule, {
    line: 2,
    kind: 'disallow',
    written: '/*.htm',
    pattern: '/*.htm',
    priority: 6,
    via_index_html: false,
    group: 0,
  });
  assert.equal(v.reason.other.line, 3);
  assert.equal(v.reason.other.kind, 'allow');
  assert.deepEqual(
    v.candidates.map((c) => c.line),
    [2, 3],
  );
  assert.equal(v.groups.code, 'global_fallback');
  assert.equal(v.groups.kind, 'global');
  assert.deepEqual(v.groups.agent_lines, [1]);
  assert.equal(v.groups.matched_token, '*');
  assert.equal(v.groups.rule_count, 2);
  assert.equal(v.groups.family, null);
});

test('the body may be a string, a Uint8Array or an ArrayBuffer, and lines count the same', () => {
  const bytes = new TextEncoder().encode(BODY);
  for (const body of [BODY, bytes, bytes.buffer]) {
    const robots = RobotsTxt.parse(body);
    assert.deepEqual(robots.allowed('Googlebot', 'https://example.com/x.htm'), { allowed: false, line: 2 });
    assert.deepEqual(robots.allowed('Googlebot', 'https://example.com/page'), { allowed: true, line: 3 });
    assert.equal(robots.isAllowed('Googlebot', 'https://example.com/other'), true);
    robots.free();
  }
});

test('tester mode derives the token from a user-agent string and normalises the URL', () => {
  const robots = RobotsTxt.parse('User-agent: Googlebot\nDisallow: /a%20b\n\nUser-agent: *\nDisallow: /\n');
  const ua = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
  const v = robots.check(ua, 'https://example.com/a b');
  assert.equal(v.mode, 'tester');
  assert.equal(v.token, 'Googlebot');
  assert.equal(v.path, '/a%20b');
  assert.equal(v.allowed, false);
  assert.equal(v.line, 2);
  assert.equal(v.groups.code, 'specific');
  // Raw mode passes both as given: the UA string names no group, so the
  // * group applies, and the space is not encoded.
  const raw = robots.check(ua, 'https://example.com/a b', { raw: true });
  assert.equal(raw.path, '/a b');
  assert.equal(raw.groups.code, 'global_fallback');
  assert.equal(raw.line, 5);
});

test('tester mode applies crawler families; raw mode does not', () => {
  const robots = RobotsTxt.parse('User-agent: Googlebot\nDisallow: /private\n\nUser-agent: *\nDisallow: /\n');
  const v = robots.check('Googlebot-Image/1.0', 'https://example.com/photo.jpg');
  assert.equal(v.token, 'Googlebot-Image');
  assert.equal(v.allowed, true);
  assert.equal(v.groups.code, 'family_fallback');
  assert.deepEqual(v.groups.family, {
    code: 'fell_back_to',
    token: 'Googlebot',
    source: "Google Search Central: Google's common crawlers",
  });
  assert.equal(v.reason.code, 'no_matching_rule');
  const raw = robots.check('Googlebot-Image', 'https://example.com/photo.jpg', { raw: true });
  assert.equal(raw.allowed, false);
  assert.equal(raw.groups.code, 'global_fallback');
  const ads = robots.check('AdsBot-Google', 'https://example.com/x');
  assert.equal(ads.allowed, true);
  assert.equal(ads.groups.code, 'ignores_global');
  assert.equal(ads.reason.code, 'no_group');
});

test('several agents are matched together, as Google does', () => {
  const robots = RobotsTxt.parse('User-agent: Googlebot\nDisallow: /g\n\nUser-agent: Googlebot-Image\nDisallow: /i\n');
  const v = robots.check(['Googlebot-Image', 'Googlebot'], 'https://example.com/g');
  assert.equal(v.allowed, false);
  assert.equal(v.line, 2);
  assert.equal(v.groups.code, 'specific_merged');
  assert.deepEqual(v.groups.groups, [0, 1]);
  assert.deepEqual(robots.groups(['Googlebot-Image', 'Googlebot']).agent_lines, [1, 4]);
  // No agent at all: only the * group applies (here there is none).
  assert.equal(robots.check([], 'https://example.com/g').groups.code, 'no_group');
});

test('tester mode reads only the first 500 KiB; raw mode reads everything', () => {
  const filler = `# ${'x'.repeat(100)}\n`.repeat(Math.ceil((500 * 1024) / 103));
  const body = `User-agent: *\n${filler}Disallow: /late\n`;
  const robots = RobotsTxt.parse(body);
  const late = robots.lines({ raw: true }).at(-2);
  assert.equal(late.kind, 'disallow');
  assert.equal(robots.isAllowed('Googlebot', 'https://example.com/late'), true);
  assert.deepEqual(robots.allowed('Googlebot', 'https://example.com/late', { raw: true }), {
    allowed: false,
    line: late.number,
  });
  const cut = robots.truncation();
  assert.equal(cut.limit, 512000);
  assert.equal(cut.total, new TextEncoder().encode(body).length);
  const last = robots.lines().at(-1);
  assert.equal(last.number, cut.line);
  assert.ok(last.diagnostics.some((d) => d.code === 'past_size_limit' && d.severity === 'error'));
});

test('lines() gives every line with its kind, group and diagnostics', () => {
  const robots = RobotsTxt.parse('useragent: Bingbot\nDisallow /tmp\n# note\nCrawl-delay: 5\nfoo: bar\n\nSitemap: /s.xml\n');
  const lines = robots.lines();
  assert.deepEqual(
    lines.map((l) => l.kind),
    ['user_agent', 'disallow', 'comment', 'unsupported', 'unknown', 'empty', 'sitemap', 'empty'],
  );
  assert.equal(lines[0].group, 0);
  assert.equal(lines[1].group, 0);
  assert.deepEqual(lines[0].diagnostics, [
    {
      code: 'accepted_typo',
      severity: 'warning',
      message: "'useragent' is a typo Google accepts as 'user-agent'; other parsers may not",
    },
  ]);
  assert.deepEqual(
    lines[1].diagnostics.map((d) => d.code),
    ['missing_colon'],
  );
  assert.equal(lines[1].start, 19);
  assert.equal(lines[1].end, 32);
  assert.equal(lines[3].diagnostics[0].code, 'unsupported_key');
  assert.deepEqual(
    lines[6].diagnostics.map((d) => d.code),
    ['sitemap_not_absolute'],
  );
  assert.deepEqual(robots.sitemaps(), [{ line: 7, url: '/s.xml' }]);
});

test('the index.html rule and the allow-wins tie are explained', () => {
  const robots = RobotsTxt.parse('User-agent: *\nDisallow: /dir/\nAllow: /dir/index.html\nDisallow: /t\nAllow: /t\n');
  const dir = robots.check('Googlebot', 'https://example.com/dir/', { raw: true });
  assert.equal(dir.allowed, true);
  assert.equal(dir.reason.code, 'index_html_directory');
  assert.equal(dir.rule.via_index_html, true);
  assert.equal(dir.rule.pattern, '/dir/$');
  const tie = robots.check('Googlebot', 'https://example.com/t', { raw: true });
  assert.equal(tie.reason.code, 'tie_allow_wins');
  assert.equal(tie.line, 5);
  assert.equal(tie.reason.other.line, 4);
});

test('deriveToken and normaliseUrl expose tester mode', () => {
  assert.deepEqual(deriveToken('Googlebot-Image/1.0'), {
    input: 'Googlebot-Image/1.0',
    token: 'Googlebot-Image',
    source: 'known_crawler',
  });
  assert.equal(deriveToken('FooBot/3').token, 'FooBot');
  assert.deepEqual(normaliseUrl('https://Example.com:443/a b/./c/../ü?q=ä b#frag'), {
    path: '/a%20b/%C3%BC?q=%C3%A4%20b',
    origin: 'https://example.com',
  });
  assert.deepEqual(normaliseUrl(new URL('http://a.com/x')), { path: '/x', origin: 'http://a.com' });
  assert.throws(() => deriveToken('1234'), /^Error: agent: no product token found/);
  assert.throws(() => normaliseUrl('mailto:x@y.z'), /^Error: URL: robots.txt applies to http, https and ftp URLs/);
});

test('unusable input is an exception with the engine\'s message, never a crash', () => {
  const robots = RobotsTxt.parse(BODY);
  assert.throws(() => robots.check('   ', 'https://example.com/'), /^Error: agent: enter a crawler token/);
  assert.throws(() => robots.check('Googlebot', 'http://'), /^Error: URL: the URL has no host/);
  assert.throws(() => robots.check(42, '/'), TypeError);
  assert.throws(() => robots.check('Googlebot', 42), TypeError);
  assert.throws(() => RobotsTxt.parse(42), TypeError);
  assert.throws(() => new RobotsTxt(), TypeError);
  // The object still works after a failed call.
  assert.equal(robots.check('Googlebot', '/page').line, 3);
  robots.free();
  robots.free();
  assert.throws(() => robots.check('Googlebot', '/page'), /used after free/);
});

test('arbitrary bytes, agents and URLs never crash the engine', () => {
  let seed = 12345;
  const next = () => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return seed >>> 8;
  };
  const pieces = ['User-agent: ', 'Disallow: ', 'Allow: ', '*', '$', '/', '\r', '\n', '\0', '\uFEFF', '%', 'ü', '#', ':', ' ', 'a', 'Googlebot'];
  for (let i = 0; i < 300; i++) {
    const bytes = new Uint8Array(next() % 200).map(() => next() & 0xff);
    let text = '';
    for (let j = next() % 40; j > 0; j--) text += pieces[next() % pieces.length];
    for (const body of [bytes, text]) {
      const robots = RobotsTxt.parse(body);
      const url = text.slice(0, next() % 30);
      for (const raw of [true, false]) {
        try {
          const v = robots.check(text.slice(0, 12) || 'x', url, { raw });
          assert.equal(typeof v.allowed, 'boolean');
          assert.deepEqual(robots.allowed(text.slice(0, 12) || 'x', url, { raw }), { allowed: v.allowed, line: v.line });
        } catch (error) {
          // Only tester mode refuses input, with the engine's message.
          assert.equal(raw, false, String(error));
          assert.match(error.message, /^(agent|URL): /);
        }
      }
      assert.ok(Array.isArray(robots.lines()));
      robots.free();
    }
  }
});

test('a verdict\'s explanation, read later, is that of its own check', () => {
  const robots = RobotsTxt.parse('User-agent: Googlebot\nDisallow: /g\n\nUser-agent: *\nDisallow: /\nAllow: /open\n');
  const agents = ['Googlebot'];
  const g = robots.check(agents, 'https://example.com/g/1', { raw: true });
  const star = robots.check('Bingbot', 'https://example.com/open/2');
  // Changing the array after the check does not change the verdict's explanation.
  agents[0] = 'Bingbot';
  assert.deepEqual([g.allowed, g.line, star.allowed, star.line], [false, 2, true, 6]);
  assert.equal(star.reason.code, 'longest_match');
  assert.equal(star.mode, 'tester');
  assert.deepEqual(star.groups.agent_lines, [4]);
  assert.equal(g.mode, 'raw');
  assert.deepEqual(g.tokens, ['Googlebot']);
  assert.equal(g.groups.code, 'specific');
  assert.equal(g.rule.written, '/g');
  assert.equal(g.url, 'https://example.com/g/1');
  // As JSON: every field, in the order of `robots check --json`'s verdicts.
  const json = JSON.parse(JSON.stringify(g));
  assert.deepEqual(Object.keys(json), ['allowed', 'line', 'mode', 'url', 'token', 'tokens', 'path', 'reason', 'rule', 'groups', 'candidates', 'usage', 'usage_lines']);
  assert.deepEqual(json, g.toJSON());
  assert.deepEqual(json.reason, g.reason);
  // An explanation first read after free() cannot be worked out.
  const late = robots.check('Googlebot', 'https://example.com/x');
  robots.free();
  assert.equal(late.allowed, true);
  assert.throws(() => late.reason, /used after free/);
  assert.equal(g.candidates.length, 1);
});

test('check carries the Content-Usage preferences of the URL', () => {
  const robots = RobotsTxt.parse(
    'User-Agent: *\nAllow: /\nDisallow: /never/\nContent-Usage: train-ai=n\nContent-Usage: /ai-ok/ train-ai=y\n',
  );
  const at = (path) => robots.check('ExampleBot', `https://example.com${path}`);
  assert.deepEqual(at('/test').usage, { 'train-ai': 'disallow', search: 'unknown' });
  assert.deepEqual(at('/test').usage_lines, [4]);
  assert.equal(at('/never/test').usage, null);
  assert.deepEqual(at('/never/test').usage_lines, []);
  assert.deepEqual(at('/ai-ok/test').usage, { 'train-ai': 'allow', search: 'unknown' });
});

test('crawlers() is the registry', () => {
  const all = crawlers();
  const apple = all.find((c) => c.token === 'Applebot');
  assert.equal(apple.owner, 'Apple');
  assert.equal(apple.purpose, 'search');
  assert.deepEqual(apple.falls_back_to, ['Googlebot']);
  assert.equal(all.find((c) => c.token === 'GPTBot').purpose, 'ai-training');
  assert.equal(all.find((c) => c.token === 'Google-Extended').purpose, 'ai-control');
  for (const c of all) {
    assert.match(c.docs, /^https:\/\//);
    assert.match(c.checked, /^\d{4}-\d{2}-\d{2}$/);
  }
});


test('parse({ lang }) words reasons and diagnostics in the page\'s languages; English stays the default', () => {
  const body = 'User-agent: *\nDisallow: /*.htm\nAllow: /page\nDisallow /x\n';
  const url = 'https://example.com/page.htm';
  const english = RobotsTxt.parse(body);
  const en = RobotsTxt.parse(body, { lang: 'en' });
  const nl = RobotsTxt.parse(body, { lang: 'nl' });
  assert.equal(
    nl.check('Googlebot', url).reason.sentence,
    '`Disallow: /*.htm` (6 bytes) is langer dan `Allow: /page` (5 bytes): de langste overeenkomende regel krijgt voorrang',
  );
  assert.equal(en.check('Googlebot', url).reason.sentence, english.check('Googlebot', url).reason.sentence);
  assert.deepEqual(en.lines(), english.lines());
  const dutch = nl.lines()[3].diagnostics[0];
  assert.equal(dutch.code, 'missing_colon');
  assert.equal(
    dutch.message,
    "':' ontbreekt na het veld; Google accepteert in plaats daarvan witruimte, andere parsers mogelijk niet",
  );
  // Everything but the sentences is the same in every language.
  for (const lang of ['hi', 'nl', 'ko']) {
    const r = RobotsTxt.parse(body, { lang });
    const v = r.check('Googlebot', url).toJSON();
    const e = english.check('Googlebot', url).toJSON();
    assert.notEqual(v.reason.sentence, e.reason.sentence, lang);
    assert.deepEqual({ ...v, reason: { ...v.reason, sentence: '' } }, { ...e, reason: { ...e.reason, sentence: '' } });
    assert.notEqual(r.lines()[3].diagnostics[0].message, english.lines()[3].diagnostics[0].message, lang);
    r.free();
  }
  assert.match(RobotsTxt.parse(body, { lang: 'ko' }).check('Googlebot', url).reason.sentence, /^`Disallow: \/\*\.htm` \(6바이트\)/);
  assert.throws(() => RobotsTxt.parse(body, { lang: 'de' }), RangeError);
  // A crawler or URL that cannot be tested is said in the file's language too.
  assert.throws(() => nl.check('   ', url), /^Error: agent: voer een crawlertoken of een user-agent-string in$/);
  assert.throws(() => nl.check('Googlebot', 'http://'), /^Error: URL: de URL heeft geen host$/);
  assert.throws(() => RobotsTxt.parse(body, { lang: 'hi' }).check('Googlebot', 'http://'), /^Error: यूआरएल: /);
});

test('long and non-ASCII URLs are checked whole, before and after the module\'s memory grows', () => {
  const robots = RobotsTxt.parse('User-agent: *\nDisallow: /*%C3%BC$\nDisallow: /*zz/end$\nAllow: /a\n');
  const long = (n) => `https://example.com/a${'b'.repeat(n)}`;
  // [url, [allowed, line] in raw mode, in tester mode]. Raw mode matches
  // the URL's own bytes, as Google's library does (`ü` is not `%C3%BC`);
  // tester mode requests it percent-encoded, as a browser does.
  const cases = [
    // The deciding rule sits at the URL's very end, past any short buffer.
    [`${long(5000)}zz/end`, [false, 3], [false, 3]],
    [`${long(300)}ü`, [true, 4], [false, 2]],
    ['https://example.com/aü', [true, 4], [false, 2]],
    [long(20000), [true, 4], [true, 4]],
    ['https://example.com/x\u{1F600}', [true, 0], [true, 0]],
  ];
  for (let round = 0; round < 2; round++) {
    for (const [url, ...want] of cases) {
      for (const raw of [true, false]) {
        const v = robots.check('Googlebot', url, { raw });
        const [allowed, line] = want[raw ? 0 : 1];
        assert.deepEqual([v.allowed, v.line], [allowed, line], `${raw ? 'raw' : 'tester'} …${url.slice(-12)}`);
        // The fast answer is the explanation's.
        assert.deepEqual([v.toJSON().allowed, v.toJSON().line], [allowed, line]);
        assert.equal(robots.isAllowed('Googlebot', url, { raw }), allowed);
      }
    }
    // Parsing a 400 KB file grows the module's memory: the checks that
    // follow still read their URLs.
    RobotsTxt.parse(`User-agent: *\n${'Disallow: /x\n'.repeat(30000)}`).free();
  }
});

test("raw mode takes Google's path from any URL as the engine does", () => {
  // Rules that tell apart the paths a wrong cut would give: where the path
  // starts (after `//`, `://`, `?`, `;`), where it ends (`#`), the `/`
  // added in front, and non-ASCII bytes past the cut.
  const robots = RobotsTxt.parse(
    'User-agent: *\nDisallow: /\nAllow: /$\nAllow: /a\nAllow: /?\nAllow: /;\nDisallow: /*:\n' +
      'Allow: /*b$\nDisallow: /*ü\nAllow: /*%\nDisallow: /*/\nAllow: /*?*;\nDisallow: /*#\n',
  );
  // A small deterministic generator (the same URLs in every run).
  let seed = 0x2545f491;
  const next = (n) => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) % n;
  };
  const pieces = ['/', '//', ':', '://', '?', ';', '#', 'a', 'b', 'http', 'example.com', 'ü', '\u{1F600}', '%', ' ', '\ud800', ''];
  let differ = 0;
  for (let i = 0; i < 20000; i++) {
    let url = '';
    for (let k = next(9); k > 0; k--) url += pieces[next(pieces.length)];
    const v = robots.check('Googlebot', url, { raw: true });
    const full = v.toJSON();
    assert.deepEqual([v.allowed, v.line], [full.allowed, full.line], JSON.stringify(url));
    assert.equal(robots.isAllowed('Googlebot', url, { raw: true }), full.allowed, JSON.stringify(url));
    if (full.path !== '/') differ++;
  }
  // The generator reaches paths other than `/`, so the cut is exercised.
  assert.ok(differ > 5000, `${differ} paths other than /`);
});
