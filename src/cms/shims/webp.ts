/**
 * Stands in for @jsquash/webp (WebAssembly) in the admin bundle (src/gatsby/admin.ts).
 * Decap loads it only to convert uploads to WebP when a field or the config turns on
 * `media_processing`, which src/cms/config.ts never does; WebAssembly would need
 * 'wasm-unsafe-eval' in the admin's Content-Security-Policy.
 */
export function encode(): never {
  throw new Error("WebP conversion is not part of this admin (media_processing is off in src/cms/config.ts)")
}
