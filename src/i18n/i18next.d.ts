import "i18next"

declare module "i18next" {
  interface CustomTypeOptions {
    // Missing keys fall back to the key, never null (see i18nextOptions.returnNull in src/gatsby/plugins.ts).
    returnNull: false
  }
}
