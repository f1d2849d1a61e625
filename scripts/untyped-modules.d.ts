/**
 * Types for the modules the configuration files import that ship none (no @types package
 * either): only what this repository uses of them. The Observatory's, for the browser tests,
 * are in __tests__/browser/support/untyped-modules.d.ts.
 */

// eslint.config.mjs: the plugin's flat configurations.
declare module "eslint-plugin-jsx-a11y" {
  import type { ESLint, Linter } from "eslint"
  const plugin: ESLint.Plugin & { flatConfigs: Record<"recommended" | "strict", Linter.Config> }
  export default plugin
}
