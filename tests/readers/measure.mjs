// Measures how often each other reader disagrees with Google on a corpus of
// real robots.txt files, and why (the reason codes of `check --reader
// --json`). Prints a Markdown table.
//
//   node tests/readers/measure.mjs ROBOTS_BIN CORPUS_DIR [FILES=400]
//
// Files: FILES of the corpus, evenly spaced in name order. Checks: agents
// Googlebot, Bingbot, GPTBot and Googlebot-Image, and up to 12 URLs per file
// drawn from the file's own rules (each pattern made concrete, alone and
// with /page added, plus /).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { urlsFromRules } from './rule-urls.mjs';

const [bin, dir, want = '400'] = process.argv.slice(2);
const AGENTS = ['Googlebot', 'Bingbot', 'GPTBot', 'Googlebot-Image'];
const READERS = ['urllib', 'urllib-rfc9309', 'protego', 'robots-parser'];


const names = fs.readdirSync(dir).filter((n) => fs.statSync(path.join(dir, n)).isFile()).sort();
const step = Math.max(1, Math.floor(names.length / Number(want)));
const chosen = names.filter((_, i) => i % step === 0).slice(0, Number(want));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'measure-readers-'));
const stats = Object.fromEntries(READERS.map((r) => [r, { checks: 0, differ: 0, files: new Set(), codes: {} }]));
for (const name of chosen) {
  const file = path.join(dir, name);
  const list = path.join(tmp, 'urls.txt');
  fs.writeFileSync(list, urlsFromRules(fs.readFileSync(file, 'utf8'), 12).join('\n') + '\n');
  for (const reader of READERS) {
    const args = ['check', file, '--reader', reader, '--json', '--robots-url', 'https://example.com/robots.txt',
      '--urls', list, ...AGENTS.flatMap((a) => ['--agent', a])];
    const out = execFileSync(bin, args, { encoding: 'utf8', maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'ignore'] });
    const s = stats[reader];
    for (const line of out.split('\n').filter(Boolean)) {
      const rec = JSON.parse(line);
      s.checks++;
      if (rec.differs) {
        s.differ++;
        s.files.add(name);
        s.codes[rec.code] = (s.codes[rec.code] || 0) + 1;
      }
    }
  }
}
console.log(`${chosen.length} files, ${stats.urllib.checks} checks per reader\n`);
console.log('| reader | checks that disagree with Google | files with a disagreement | why (reason codes, checks) |');
console.log('|---|---:|---:|---|');
for (const reader of READERS) {
  const s = stats[reader];
  const codes = Object.entries(s.codes).sort((a, b) => b[1] - a[1]).map(([c, n]) => `${c} ${n}`).join(', ');
  console.log(`| ${reader} | ${(100 * s.differ / s.checks).toFixed(1)}% (${s.differ} of ${s.checks}) | ${s.files.size} of ${chosen.length} | ${codes} |`);
}
