import "i18next"

declare module "i18next" {
  interface CustomTypeOptions {
    // As i18nextOptions.returnNull in src/gatsby/plugins.ts.
    returnNull: false
  }
}
