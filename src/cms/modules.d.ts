// Decap's widget, backend and locale packages and the Netlify Identity widget ship no types.
declare module "decap-cms-backend-git-gateway" {
  export const GitGatewayBackend: import("decap-cms-core").CmsBackendClass
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
declare module "netlify-identity-widget"
