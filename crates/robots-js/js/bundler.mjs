// Bundler entry (webpack 5, Vite, Rollup, Parcel): the bundler emits the
// .wasm it finds through `new URL(..., import.meta.url)`, and a top-level
// await instantiates it before any importer runs.
import init from './robotstxt_wasm.js';
import { markReady } from './api.mjs';

await init({ module_or_path: new URL('./robotstxt_wasm_bg.wasm', import.meta.url) });
markReady();

export { RobotsTxt, deriveToken, normaliseUrl, crawlers } from './api.mjs';
