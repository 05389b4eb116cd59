// The draft the app keeps in localStorage: permalink format 1's payload
// (src/model/permalink.rs), one character per byte (Snapshot::to_draft).
export const DRAFT_KEY = 'robots-tester.draft.v2';

function putUint(out, n) {
  do {
    let b = n & 0x7f;
    n = Math.floor(n / 128);
    if (n > 0) b |= 0x80;
    out.push(b);
  } while (n > 0);
}

function putText(out, s) {
  const bytes = new TextEncoder().encode(s);
  putUint(out, bytes.length);
  for (const b of bytes) out.push(b);
}

/** A draft string for a state, as the app would save it. */
export function encodeDraft({ robots = '', urls = '', agents = [], selected = null }) {
  const out = [];
  putText(out, robots);
  putText(out, urls);
  putUint(out, agents.length);
  for (const a of agents) putText(out, a);
  if (selected === null) putUint(out, 0);
  else {
    putUint(out, selected[0] + 1);
    putUint(out, selected[1]);
  }
  putUint(out, 0); // options
  return out.map((b) => String.fromCharCode(b)).join('');
}

/** The robots.txt text of a saved draft string, or null. */
export function draftRobots(draft) {
  if (draft == null) return null;
  const bytes = Array.from(draft, (c) => c.charCodeAt(0));
  let pos = 0;
  let len = 0;
  for (let shift = 1; ; shift *= 128) {
    const b = bytes[pos++];
    if (b === undefined) return null;
    len += (b & 0x7f) * shift;
    if (b < 0x80) break;
  }
  return new TextDecoder().decode(Uint8Array.from(bytes.slice(pos, pos + len)));
}

/** The robots.txt text of the draft `page` has saved, or null. */
export const savedRobots = async (page) => draftRobots(await page.evaluate((k) => localStorage.getItem(k), DRAFT_KEY));
