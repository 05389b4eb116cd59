// Short names for what a wasm-bindgen wasm imports from its JS glue and
// exports to it, rewritten in both at once (used by scripts/minify-glue.mjs).
//
// wasm-bindgen names every import `__wbg_<name>_<16 hex digits>` (the digits
// a hash of its signature; it has no option to leave them out), under the
// module "./<crate>_bg.js", and some exports after their Rust symbols
// (`wasm_bindgen__convert__closures_____invoke__h<hash>`). The page's wasm
// imports some 200 functions: 7 KB of names in the wasm's import section and
// again in the glue's imports object, the hashes random to a compressor.
// Here every import gets a name of one or two letters ("a", "b", … "ZZ")
// and the module "a"; every export the glue reads gets one too.
//
// The wasm's sections are read as the binary format lays them out
// (https://webassembly.github.io/spec/core/binary/modules.html): only the
// import section (id 2) and the export section (id 7) are rewritten, with
// their lengths; every other byte is kept. In the glue, each old name is
// replaced where it stands as a whole word (names this long and hashed
// occur nowhere else); the rewrite fails, rather than guess, if an import's
// name is not in the glue exactly once or the module's name not exactly once.

/** Unsigned LEB128 at `at`: [value, next offset]. */
function leb(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const b = bytes[at++];
    if (b === undefined) throw new Error('wasm-names: truncated LEB128');
    value += (b & 0x7f) * 2 ** shift;
    shift += 7;
    if (!(b & 0x80)) return [value, at];
    if (shift > 63) throw new Error('wasm-names: LEB128 too long');
  }
}

function encodeLeb(n) {
  const out = [];
  do {
    let b = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) b |= 0x80;
    out.push(b);
  } while (n > 0);
  return out;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const encode = (s) => [...encodeLeb(Buffer.byteLength(s)), ...Buffer.from(s)];

function name(bytes, at) {
  const [len, start] = leb(bytes, at);
  return [utf8.decode(bytes.subarray(start, start + len)), start + len];
}

/** The bytes of an import's description (after its two names), copied as they are. */
function importDesc(bytes, at) {
  const kind = bytes[at++];
  const limits = (p) => {
    const flags = bytes[p++];
    [, p] = leb(bytes, p);
    if (flags & 1) [, p] = leb(bytes, p);
    return p;
  };
  switch (kind) {
    case 0x00: // function: type index
      return leb(bytes, at)[1];
    case 0x01: // table: reference type, limits
      if (bytes[at] !== 0x70 && bytes[at] !== 0x6f) throw new Error('wasm-names: unknown table type');
      return limits(at + 1);
    case 0x02: // memory: limits
      return limits(at);
    case 0x03: // global: value type, mutability
      if (bytes[at] === 0x63 || bytes[at] === 0x64) throw new Error('wasm-names: typed reference globals not handled');
      return at + 2;
    case 0x04: // tag: attribute, type index
      return leb(bytes, at + 1)[1];
    default:
      throw new Error(`wasm-names: unknown import kind ${kind}`);
  }
}

/** "a" … "z", "A" … "Z", then "aa", "ab", … */
function* shortNames() {
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const a of letters) yield a;
  for (const a of letters) for (const b of letters) yield a + b;
  throw new Error('wasm-names: more than 2,756 names');
}

/**
 * Renames, in both, the imports of module `module` (keys of the glue's
 * imports object) and the exports the glue reads from the instance's
 * exports object (`wasm.name`), and the module to "a". Only those property
 * reads change: a JS function of the glue named as an export (wasm-bindgen
 * wraps some so) keeps its name, for the minifier to shorten.
 * Returns { wasm: Buffer, js: string, imports: n, exports: n }.
 */
export function shortenNames(wasm, js, module) {
  const escape = (s) => s.replace(/[$]/g, '\\$');
  const word = (s) => new RegExp(`(?<![\\w$])${escape(s)}(?![\\w$])`, 'g');
  const count = (re) => js.match(re)?.length ?? 0;
  // The exports object: the variable the glue reads memory and malloc from.
  const receivers = new Set([...js.matchAll(/(?<![\w$.])([\w$]+)\.(?:memory|__wbindgen_malloc)(?![\w$])/g)].map((m) => m[1]));
  if (receivers.size !== 1) throw new Error(`wasm-names: the glue reads memory from ${receivers.size} objects`);
  const wasmVar = escape([...receivers][0]);
  const read = (name) => new RegExp(`(?<=(?<![\\w$.])${wasmVar}\\.)${escape(name)}(?![\\w$])`, 'g');
  // Renamed only if the glue reads it so and from no other object.
  const renameExport = (name) => {
    const reads = count(read(name));
    return reads > 0 && count(new RegExp(`\\.${escape(name)}(?![\\w$])`, 'g')) === reads;
  };
  const bytes = new Uint8Array(wasm);
  if (bytes[0] !== 0 || bytes[1] !== 0x61 || bytes[2] !== 0x73 || bytes[3] !== 0x6d || bytes[4] !== 1) {
    throw new Error('wasm-names: not a version 1 wasm module');
  }
  const out = [bytes.subarray(0, 8)];
  const importNames = new Map();
  const exportNames = new Map();
  let at = 8;
  while (at < bytes.length) {
    const id = bytes[at];
    const [size, body] = leb(bytes, at + 1);
    const end = body + size;
    if (id === 2 || id === 7) {
      const [count, first] = leb(bytes, body);
      const content = [...encodeLeb(count)];
      const fresh = shortNames();
      let p = first;
      for (let i = 0; i < count; i++) {
        if (id === 2) {
          let mod, field;
          [mod, p] = name(bytes, p);
          [field, p] = name(bytes, p);
          const descEnd = importDesc(bytes, p);
          if (mod === module) {
            if (!importNames.has(field)) importNames.set(field, fresh.next().value);
            content.push(...encode('a'), ...encode(importNames.get(field)));
          } else {
            content.push(...encode(mod), ...encode(field));
          }
          content.push(...bytes.subarray(p, descEnd));
          p = descEnd;
        } else {
          let field;
          [field, p] = name(bytes, p);
          const descEnd = leb(bytes, p + 1)[1];
          let short = field;
          if (renameExport(field)) {
            short = fresh.next().value;
            exportNames.set(field, short);
          }
          content.push(...encode(short), ...bytes.subarray(p, descEnd));
          p = descEnd;
        }
      }
      if (p !== end) throw new Error(`wasm-names: section ${id} has ${end - p} bytes after its entries`);
      out.push(Uint8Array.of(id, ...encodeLeb(content.length)), Uint8Array.from(content));
    } else {
      out.push(bytes.subarray(at, end));
    }
    at = end;
  }
  if (at !== bytes.length) throw new Error('wasm-names: a section runs past the end');

  const moduleLiteral = JSON.stringify(module);
  if (js.split(moduleLiteral).length !== 2) {
    throw new Error(`wasm-names: the glue names the module ${moduleLiteral} other than once`);
  }
  js = js.replace(moduleLiteral, '"a"');
  for (const [old, short] of importNames) {
    // The one place the glue names an import: its key in the imports object.
    const key = new RegExp(`${word(old).source}(?=\\s*:)`, 'g');
    if (count(word(old)) !== 1 || count(key) !== 1) {
      throw new Error(`wasm-names: the glue names the import ${old} other than once, as a key`);
    }
    js = js.replace(key, short);
  }
  for (const [old, short] of exportNames) js = js.replace(read(old), short);
  // What the glue now reads from the exports object is what the wasm exports.
  const exported = new Set(WebAssembly.Module.exports(new WebAssembly.Module(Buffer.concat(out))).map((e) => e.name));
  const reads = new RegExp(`(?<![\\w$.])${wasmVar}\\.([\\w$]+)`, 'g');
  const missing = [...new Set([...js.matchAll(reads)].map((m) => m[1]))].filter((n) => !exported.has(n));
  if (missing.length) throw new Error(`wasm-names: the renamed glue reads ${missing.join(', ')}, which the wasm does not export`);
  return { wasm: Buffer.concat(out), js, imports: importNames.size, exports: exportNames.size };
}
