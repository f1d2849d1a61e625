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
declare module "decap-cms-core/dist/esm/routing/history" {
  export const history: { readonly location: { pathname: string; search: string } }
}
