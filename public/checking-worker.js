// Starts the checking worker (src/bin/robots-worker.rs), a Web Worker the
// page creates when it first needs it (src/platform/worker.rs).
//
// Messages that arrive while the wasm is still loading are kept and handed
// to the worker's handler once it is set (the wasm's start sets
// self.onmessage); a failure to load becomes an uncaught error, which the
// page hears as the worker's `error` event (it then checks on the main
// thread). The files are named by trunk without a hash (workers are named
// at run time); the service worker precaches them with the build.
const early = [];
self.onmessage = (event) => early.push(event);
// The page's build, when it named it (`?build=…`), goes with each file, so
// that the service worker answers them from that build's files.
const build = self.location.search;
importScripts(`./robots-worker.js${build}`);
wasm_bindgen({ module_or_path: `./robots-worker_bg.wasm${build}` }).then(
  () => {
    for (const event of early) self.onmessage(event);
  },
  (err) => {
    setTimeout(() => {
      throw err;
    });
  },
);
