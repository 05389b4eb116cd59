// For a plain <script type="module">: `await init()` from
// 'robotstxt-wasm/web' before calling robotsParser().
export { default } from './robots-parser.mjs';
