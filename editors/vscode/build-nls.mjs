// Writes the extension's manifest strings (package.nls.json and
// package.nls.{hi,nl,ko}.json) from the project's catalogues
// (i18n/*.ftl, the lsp-vscode-… messages): the manifest names each as
// %key%, and VS Code picks the display language's file.
import { readFileSync, writeFileSync } from 'node:fs';

const manifest = readFileSync(new URL('package.json', import.meta.url), 'utf8');
const keys = [...manifest.matchAll(/"%([a-z0-9-]+)%"/g)].map((m) => m[1]);
for (const lang of ['en', 'hi', 'nl', 'ko']) {
  const ftl = readFileSync(new URL(`../../i18n/${lang}.ftl`, import.meta.url), 'utf8');
  const messages = {};
  for (const line of ftl.split('\n')) {
    const m = /^([a-z0-9-]+) = (.*)$/.exec(line);
    if (m && keys.includes(m[1])) messages[m[1]] = m[2];
  }
  const missing = keys.filter((k) => !(k in messages));
  if (missing.length) throw new Error(`${lang}.ftl lacks ${missing.join(', ')}`);
  const file = lang === 'en' ? 'package.nls.json' : `package.nls.${lang}.json`;
  writeFileSync(new URL(file, import.meta.url), JSON.stringify(messages, null, 2) + '\n');
}
