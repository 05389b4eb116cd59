// Checks a translation against English, for translators (no Rust needed):
//
//   node scripts/check-messages.mjs hi      (or nl, ko; several at once)
//
// Reports keys missing from the translation or unknown to English, messages
// whose { $variables } differ from English's, and files that do not read as
// Fluent. `cargo test --test i18n` checks the same and more (the keys the
// code uses, and that the page formats each message as Fluent does).
import { readFile } from 'node:fs/promises';
import { FluentResource } from '@fluent/bundle';

const dir = new URL('../i18n/', import.meta.url);

/** { key: sorted variable names } of a message file; throws on junk. */
async function shapes(code) {
  const text = await readFile(new URL(`${code}.ftl`, dir), 'utf8');
  const res = new FluentResource(text);
  const out = new Map();
  const vars = (pattern, into) => {
    if (typeof pattern === 'string') return;
    for (const el of pattern) {
      if (typeof el === 'string') continue;
      if (el.type === 'var') into.add(el.name);
      if (el.type === 'select') {
        if (el.selector.type === 'var') into.add(el.selector.name);
        for (const v of el.variants) vars(v.value, into);
      }
    }
  };
  for (const m of res.body) {
    const set = new Set();
    if (m.value !== null) vars(m.value, set);
    out.set(m.id, [...set].sort().join(','));
  }
  // Entries Fluent could not read are silently skipped by FluentResource:
  // count the keys the file seems to define.
  const defined = text.split('\n').filter((l) => /^[a-zA-Z][\w-]*\s*=/.test(l)).map((l) => l.split('=')[0].trim());
  const unread = defined.filter((k) => !out.has(k));
  return { out, unread };
}

const en = await shapes('en');
let problems = 0;
const report = (code, msg) => {
  problems++;
  console.log(`${code}.ftl: ${msg}`);
};
for (const code of process.argv.slice(2)) {
  const other = await shapes(code);
  for (const k of other.unread) report(code, `${k} does not read as Fluent (check its braces and variants)`);
  for (const [k, v] of en.out) {
    if (!other.out.has(k)) report(code, `missing ${k}`);
    else if (other.out.get(k) !== v) report(code, `${k} has variables {${other.out.get(k)}}, English has {${v}}`);
  }
  for (const k of other.out.keys()) if (!en.out.has(k)) report(code, `${k} is not in en.ftl (unused)`);
}
console.log(problems ? `${problems} problem(s)` : 'ok');
process.exit(problems ? 1 : 0);
