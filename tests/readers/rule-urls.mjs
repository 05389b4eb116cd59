// Shared by the differential test (readers.test.mjs) and the measurement
// of real files (measure.mjs).

// URLs drawn from a file's own rules: each pattern made concrete.
export function urlsFromRules(text, max) {
  const out = new Set();
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const m = /^\s*(?:dis)?allow\s*:\s*([^#\s]+)/i.exec(raw);
    if (!m) continue;
    let p = m[1];
    if (!p.startsWith('/')) p = '/' + p.replace(/^\*+/, '');
    const concrete = p.replace(/\$$/, '').replace(/\*/g, 'x');
    out.add(concrete);
    if (out.size >= max) break;
    out.add(concrete + (concrete.endsWith('/') ? 'page' : '/page'));
    if (out.size >= max) break;
  }
  const list = [...out].filter((p) => !/[\r\n]/.test(p)).slice(0, max - 1);
  list.push('/');
  return list.map((p) => `https://example.com${p}`);
}
