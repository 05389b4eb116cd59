// robotstxt-wasm/robots-parser: robots-parser's interface with Google's
// answers. Where both libraries agree the answers must be equal; where they
// differ (differences.mjs, listed in the docs) both answers are checked.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import robotsParserGoogle from 'robotstxt-wasm/robots-parser';
import { DIFFERENCES, ROBOTS_URL } from './differences.mjs';

const require = createRequire(import.meta.url);
const robotsParser = require('robots-parser');

const call = (robots, [method, ...args]) => robots[method](...args);

for (const d of DIFFERENCES) {
  test(`differs from robots-parser 3.0.1: ${d.name}`, () => {
    assert.deepEqual(call(robotsParser(ROBOTS_URL, d.body), d.call), d.robotsParser, 'robots-parser');
    assert.deepEqual(call(robotsParserGoogle(ROBOTS_URL, d.body), d.call), d.google, 'robotstxt-wasm');
  });
}

// Files and questions on which Google's reading and robots-parser agree.
const AGREE = [
  [
    'User-agent: *',
    'Disallow: /private/',
    'Allow: /private/press',
    'Disallow: /*.pdf$',
    'Disallow: /search?',
    'Crawl-delay: 4',
    '',
    'User-agent: SlowBot',
    'User-agent: OtherBot',
    'Disallow: /',
    'Allow: /$',
    '',
    'Sitemap: https://example.com/a.xml',
    'sitemap: https://example.com/b.xml',
    'Host: example.com',
  ].join('\n'),
  'User-agent: *\r\nDisallow: /a\r\nAllow: /a/b\rDisallow: /*x*y$\n',
  '',
  '# only comments\n\n#',
  'Disallow: /outside\nUser-agent: *\nDisallow: /t\nAllow: /t\nDisallow: /%C3%BC\nDisallow: /%7Efoo\n',
];
const PATHS = ['/', '/private/', '/private/press/x', '/doc.pdf', '/doc.pdf?x', '/search?q=1', '/search', '/a', '/a/b', '/qxzy',
  '/t', '/ü', '/%C3%BC', '/~foo', '/outside', '/x#frag'];
const UAS = [undefined, 'SlowBot', 'otherbot/2.0', 'Googlebot', 'Unknown'];

test('agrees with robots-parser 3.0.1 wherever Google reads the file the same way', () => {
  let compared = 0;
  for (const body of AGREE) {
    const theirs = robotsParser(ROBOTS_URL, body);
    const ours = robotsParserGoogle(ROBOTS_URL, body);
    assert.deepEqual(ours.getSitemaps(), theirs.getSitemaps());
    assert.equal(ours.getPreferredHost(), theirs.getPreferredHost());
    for (const ua of UAS) {
      assert.equal(ours.getCrawlDelay(ua), theirs.getCrawlDelay(ua), `crawl-delay ${ua}`);
      for (const path of PATHS) {
        const url = `https://example.com${path}`;
        for (const method of ['isAllowed', 'isDisallowed', 'getMatchingLineNumber']) {
          assert.equal(ours[method](url, ua), theirs[method](url, ua), `${method}(${url}, ${ua}) of ${JSON.stringify(body)}`);
          compared++;
        }
      }
    }
  }
  assert.equal(compared, AGREE.length * UAS.length * PATHS.length * 3);
});

test('the default export has robots-parser\'s signature and methods', () => {
  assert.equal(typeof robotsParserGoogle, 'function');
  assert.equal(robotsParserGoogle.length, robotsParser.length);
  const ours = robotsParserGoogle(ROBOTS_URL, 'User-agent: *\nDisallow: /x\n');
  for (const method of ['isAllowed', 'isDisallowed', 'getMatchingLineNumber', 'getCrawlDelay', 'getSitemaps', 'getPreferredHost']) {
    assert.equal(typeof ours[method], 'function', method);
  }
});

test('URLs this robots.txt does not govern get undefined, as in robots-parser', () => {
  const body = 'User-agent: *\nDisallow: /x\n';
  const ours = robotsParserGoogle('https://www.example.com/robots.txt', body);
  const theirs = robotsParser('https://www.example.com/robots.txt', body);
  for (const url of [
    'http://www.example.com/x', // another scheme
    'https://example.com/x', // another host
    'https://www.example.com:8443/x', // another port
    'https://ex ample.com/x', // not a URL
    '/x', // a path, for an absolute robots.txt
    'www.example.com/x',
    ':::::;;`\\|/.example.com/x',
  ]) {
    assert.equal(ours.isAllowed(url, 'Googlebot'), undefined, url);
    assert.equal(theirs.isAllowed(url, 'Googlebot'), undefined, url);
    assert.equal(ours.isDisallowed(url, 'Googlebot'), undefined, url);
    assert.equal(ours.getMatchingLineNumber(url, 'Googlebot'), theirs.getMatchingLineNumber(url, 'Googlebot'), url);
  }
  // The same origin, written differently, is governed.
  for (const url of ['https://WWW.Example.com:443/x', 'https://www.example.com/x?y#z']) {
    assert.equal(ours.isAllowed(url, 'Googlebot'), false, url);
    assert.equal(theirs.isAllowed(url, 'Googlebot'), false, url);
  }
  // A robots.txt given as a path governs paths only; an unusable one nothing.
  const relative = robotsParserGoogle('/robots.txt', body);
  assert.equal(relative.isAllowed('/x'), false);
  assert.equal(relative.isAllowed('/y'), true);
  assert.equal(relative.isAllowed('https://www.example.com/x'), undefined);
  for (const url of [undefined, null, 'null', 'https://ex ample.com/robots.txt']) {
    assert.equal(robotsParserGoogle(url, body).isAllowed('https://www.example.com/x'), undefined, String(url));
    assert.equal(robotsParser(url, body).isAllowed('https://www.example.com/x'), undefined, String(url));
  }
  // null contents allow everything.
  assert.equal(robotsParserGoogle(ROBOTS_URL, null).isAllowed('https://example.com/', 'x'), true);
});

test('odd user-agent strings do not throw', () => {
  const ours = robotsParserGoogle(ROBOTS_URL, 'User-agent: *\nDisallow: /x\n');
  for (const ua of ['', '   ', '1234', '__proto__', 'constructor', '/', '\0']) {
    assert.equal(ours.isAllowed('https://example.com/x', ua), false, JSON.stringify(ua));
    assert.equal(ours.getCrawlDelay(ua), undefined);
  }
});

test('the drop-in reads URLs as tester mode does (WHATWG URL parsing)', async () => {
  const { RobotsTxt } = await import('robotstxt-wasm');
  const body = [
    'User-agent: *',
    'Disallow: /a',
    'Allow: /a/b',
    'Disallow: /*%20',
    'Disallow: /*%2e',
    'Disallow: /*.x$',
    'Disallow: /%C3%BC',
    'Disallow: /*?q=%27',
    'Allow: /*%7c',
    'Disallow: /*|',
    'Disallow: //',
    'Allow: /a/.b',
  ].join('\n');
  const ours = robotsParserGoogle(ROBOTS_URL, body);
  const robots = RobotsTxt.parse(body);
  const pieces = ['/', 'a', 'b', '.', '..', '%2e', '%2E', '%20', ' ', 'ü', '?', 'q=', "'", '#', '|', '%7c', '\\', '\t', '.x', '//', '%', '~', '@', ':'];
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return seed >>> 8;
  };
  for (let i = 0; i < 3000; i++) {
    let rest = '/';
    for (let j = next() % 8; j > 0; j--) rest += pieces[next() % pieces.length];
    const url = `https://example.com${rest}`;
    const want = robots.check('Googlebot', url);
    assert.equal(ours.getMatchingLineNumber(url, 'Googlebot'), want.line === 0 ? -1 : want.line, JSON.stringify(url));
    assert.equal(ours.isAllowed(url, 'Googlebot'), want.allowed, JSON.stringify(url));
  }
});
