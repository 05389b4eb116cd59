// Writes what Lighthouse's robots.txt audit says of a corpus of robots.txt
// files: crates/robots/tests/lighthouse/lighthouse-13.5.0.json, which
// `cargo test -p robots --test lighthouse` compares with the engine's
// reading (crates/robots/src/readers/lighthouse.rs). Lighthouse itself is
// never installed by the tests or CI; run this by hand when the version
// changes:
//
//   npm install --prefix /tmp/lh lighthouse@13.5.0
//   node scripts/lighthouse-robots.mjs /tmp/lh CORPUS_DIR [FILES=560]
//
// LIGHTHOUSE_PREFIX is the npm prefix holding lighthouse; CORPUS_DIR a
// folder of real robots.txt files (Protego's test corpus, as
// scripts/test-readers downloads it: tests/test_data of the protego 0.7.0
// source distribution). FILES of its files that are UTF-8 and at most
// 6,000 bytes are taken, evenly spaced in name order, then the cases of
// CASES below. Each file goes to the audit as a browser gives it (its
// bytes decoded as UTF-8) with HTTP status 200; the fixture keeps the
// file, the audit's score and each rejected line's number and message.
import fs from 'node:fs';
import path from 'node:path';

const [prefix, corpus, want = '560'] = process.argv.slice(2);
if (!prefix || !corpus) {
  console.error('usage: node scripts/lighthouse-robots.mjs LIGHTHOUSE_PREFIX CORPUS_DIR [FILES]');
  process.exit(2);
}
const pkg = JSON.parse(fs.readFileSync(path.join(prefix, 'node_modules/lighthouse/package.json'), 'utf8'));
const audit = (await import(path.join(prefix, 'node_modules/lighthouse/core/audits/seo/robots-txt.js'))).default;

// The cases the engine's note must follow beyond the corpus: the AI lines,
// rule paths, sitemaps, groups, line ends, trimming and comments.
const CASES = {
  'case-ai-lines': 'User-agent: *\nContent-Signal: search=yes, ai-train=no\nContent-Usage: train-ai=n\nLicense: https://example.com/license.xml\nAgentmap: /agents.json\nAllow: /\n',
  'case-rule-paths': 'User-agent: *\nDisallow: private/\nDisallow: *.pdf$\nDisallow: /a$b\nAllow: /$\nDisallow: ?q=\nAllow:\nDisallow: $\nDisallow: /x$$\n',
  'case-sitemaps': 'Sitemap: /sitemap.xml\nSitemap: sitemap.xml\nSitemap: https://example.com/sitemap.xml\nSitemap: ftp://example.com/s.xml\nSitemap: mailto:a@example.com\nSitemap: https://\nSitemap: https://exa mple.com/s\nSitemap: https://example.com:99999/\nSitemap: //example.com/s.xml\nSitemap: www.example.com/s.xml\nSitemap: www.example.com:8080/s.xml\nSitemap: http://[::1]/s\nSitemap: http://1.2.3.256/s\nSitemap: https://xn--a.com/\nSitemap: https://exämple.com/s\nSitemap:\n',
  'case-no-user-agent': 'Disallow: /a\nAllow: /b\nCrawl-delay: 5\nUser-agent:\nDisallow: /c\nUser-agent: *\nDisallow: /d\nUser-agent:\nAllow: /e\n',
  'case-syntax': 'User-agent: *\nDisallow /nocolon\nnonsense\n: value\nUser agent: x\n  # only a comment\nDisallow: /a # a comment\nUSER-AGENT : bot\nDISALLOW : /b\n',
  'case-line-ends': '\ufeffUser-agent: *\r\nDisallow: a\rAllow: /b\r\n\u00a0Disallow:\u00a0c\u00a0\n\u2028Allow: /d\u2029\nDisallow: /e\u2028Disallow: f\n\tHost: example.com\nClean-param: ref /x\nRequest-rate: 1/5\nVisit-time: 0600-0845\nNoindex: /n\n',
  'case-rules-before-group': 'Sitemap: https://example.com/s.xml\nDisallow: /\n\nUser-agent: Googlebot\nDisallow: /g\n',
};

const names = fs.readdirSync(corpus).filter((n) => fs.statSync(path.join(corpus, n)).isFile()).sort();
const usable = names.filter((n) => {
  const bytes = fs.readFileSync(path.join(corpus, n));
  if (bytes.length > 6000) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
});
const step = Math.max(1, Math.floor(usable.length / Number(want)));
const chosen = usable.filter((_, i) => i % step === 0).slice(0, Number(want));

const files = [];
const run = (name, body) => {
  const result = audit.audit({ RobotsTxt: { status: 200, content: body } });
  const errors = (result.details?.items ?? []).map((item) => ({ line: Number(item.index), message: String(item.message) }));
  files.push({ name, body, score: result.score, errors });
};
for (const name of chosen) {
  run(name, new TextDecoder('utf-8').decode(fs.readFileSync(path.join(corpus, name))));
}
for (const [name, body] of Object.entries(CASES)) run(name, body);

const out = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'crates/robots/tests/lighthouse', `lighthouse-${pkg.version}.json`);
fs.mkdirSync(path.dirname(out), { recursive: true });
const doc = {
  lighthouse: pkg.version,
  audit: 'core/audits/seo/robots-txt.js',
  corpus: 'protego 0.7.0 tests/test_data (real robots.txt files), UTF-8 files of at most 6,000 bytes, evenly spaced; then the cases of scripts/lighthouse-robots.mjs',
  files,
};
fs.writeFileSync(out, JSON.stringify(doc, null, 0).replace(/\},\{"name"/g, '},\n{"name"') + '\n');
const failing = files.filter((f) => f.errors.length > 0).length;
console.log(`${files.length} files (${chosen.length} real), ${failing} fail the audit, ${files.reduce((n, f) => n + f.errors.length, 0)} lines rejected: ${out}`);
