// trunk post_build hook (Trunk.toml, after minify-glue.mjs, before precache.mjs): writes a web app
// manifest per language, manifest.<code>.webmanifest, from the staged
// manifest.webmanifest (English) and the language's message file
// (i18n/<code>.ftl: page-title, page-description), so that an app installed
// from the Hindi, Dutch or Korean page is named and described in that
// language. The page points its <link rel="manifest"> at the file of its
// language (src/platform/language.rs).
//
//   TRUNK_STAGING_DIR  the build's files, before trunk moves them to dist/
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FluentBundle, FluentResource } from '@fluent/bundle';

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) {
  console.error('manifests: TRUNK_STAGING_DIR is not set (run me as a trunk post_build hook)');
  process.exit(1);
}
const base = JSON.parse(await readFile(join(staging, 'manifest.webmanifest'), 'utf8'));
const codes = (await readdir(join(staging, 'i18n')))
  .filter((f) => f.endsWith('.ftl') && f !== 'en.ftl')
  .map((f) => f.slice(0, -'.ftl'.length))
  .sort();
for (const code of codes) {
  const bundle = new FluentBundle(code, { useIsolating: false });
  const errors = bundle.addResource(new FluentResource(await readFile(join(staging, 'i18n', `${code}.ftl`), 'utf8')));
  const t = (key) => {
    const m = bundle.getMessage(key);
    if (errors.length || !m?.value) {
      console.error(`manifests: i18n/${code}.ftl lacks a readable ${key}`);
      process.exit(1);
    }
    return bundle.formatPattern(m.value);
  };
  const manifest = { ...base, name: t('page-title'), description: t('page-description'), lang: code };
  await writeFile(join(staging, `manifest.${code}.webmanifest`), JSON.stringify(manifest, null, 2) + '\n');
}
console.log(`manifests: ${codes.map((c) => `manifest.${c}.webmanifest`).join(', ') || 'none'}`);
