/** WebAssembly would need 'wasm-unsafe-eval'; `media_processing` is never on. */
export function encode(): never {
  throw new Error("WebP conversion is not part of this admin (media_processing is off in src/cms/config.ts)")
}
