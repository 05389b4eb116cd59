// Node entry: the wasm is read from the package and instantiated
// synchronously on import, so no init call is needed.
import { readFileSync } from 'node:fs';
import { initSync } from './robotstxt_wasm.js';
import { markReady } from './api.mjs';

initSync({ module: readFileSync(new URL('./robotstxt_wasm_bg.wasm', import.meta.url)) });
markReady();

export { RobotsTxt, deriveToken, normaliseUrl, crawlers } from './api.mjs';
