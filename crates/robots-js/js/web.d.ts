export * from './index.js';

/** Loads the wasm (by default the .wasm next to the module); await it once before using the API. */
export declare function init(
  moduleOrPath?: string | URL | Request | Response | BufferSource | WebAssembly.Module,
): Promise<void>;

/** Instantiates the wasm synchronously from its bytes or a compiled module. */
export declare function initSync(module: BufferSource | WebAssembly.Module): void;
