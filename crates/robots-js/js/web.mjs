// Entry for a plain <script type="module"> without a bundler: call and
// await init() once before using the API.
import initWasm, { initSync as initWasmSync } from './robotstxt_wasm.js';
import { markReady } from './api.mjs';

let started = null;

/**
 * Fetches and instantiates the wasm (by default the .wasm file next to this
 * module; pass a URL, a Response, bytes or a WebAssembly.Module to load it
 * from elsewhere). Resolves when the API is ready; later calls return the
 * same promise.
 */
export function init(moduleOrPath) {
  if (started === null) {
    const source = moduleOrPath ?? new URL('./robotstxt_wasm_bg.wasm', import.meta.url);
    started = initWasm({ module_or_path: source }).then(
      () => markReady(),
      (error) => {
        started = null; // a failed load may be retried
        throw error;
      },
    );
  }
  return started;
}

/** Instantiates the wasm synchronously from its bytes or a WebAssembly.Module. */
export function initSync(module) {
  initWasmSync({ module });
  markReady();
  started = Promise.resolve();
}

export { RobotsTxt, deriveToken, normaliseUrl, crawlers } from './api.mjs';
