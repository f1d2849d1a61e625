// Decap's widget, backend and locale packages ship no types.
declare module "decap-cms-backend-github" {
  export const GitHubBackend: import("decap-cms-core").CmsBackendClass
}
declare module "decap-cms-backend-proxy" {
  export const ProxyBackend: import("decap-cms-core").CmsBackendClass
}
declare module "decap-cms-locales" {
  export const de: import("decap-cms-core").CmsLocalePhrases
  export const en: import("decap-cms-core").CmsLocalePhrases
}
declare module "decap-cms-widget-*" {
  const widget: { Widget: () => import("decap-cms-core").CmsWidgetParam }
  export default widget
}
declare module "decap-cms-core/dist/esm/redux" {
  export const store: {
    getState(): { mediaLibrary: { get(key: "field"): unknown }; entryDraft: { getIn(path: string[]): unknown } }
    dispatch(action: unknown): unknown
  }
}
declare module "decap-cms-core/dist/esm/reducers/mediaLibrary" {
  export function selectMediaFiles(state: unknown, field: unknown): { name: string }[]
}
declare module "decap-cms-core/dist/esm/actions/entries" {
  export function removeDraftEntryMediaFile(file: { id: string }): unknown
}
declare module "decap-cms-core/dist/esm/routing/history" {
  export const history: { readonly location: { pathname: string; search: string } }
}
interface LibheifImage {
  get_width(): number
  get_height(): number
  is_primary(): boolean
  display(target: ImageData, done: (shown: ImageData | null) => void): void
  free(): void
}
interface Libheif {
  HeifDecoder: new () => { decode(bytes: Uint8Array): LibheifImage[] }
}
declare module "libheif-js/libheif-wasm/libheif.js" {
  const createLibheif: (options: { wasmBinary: ArrayBuffer }) => Libheif
  export default createLibheif
}
// esbuild's file loader: the file's address in the bundle (src/gatsby/admin.ts).
declare module "*.wasm" {
  const url: string
  export default url
}
