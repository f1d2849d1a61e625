/**
 * Types for eslint-plugin-jsx-a11y, which eslint.config.mjs imports and which ships none (no @types
 * package either): only its flat configurations, which the configuration uses.
 */
declare module "eslint-plugin-jsx-a11y" {
  import type { ESLint, Linter } from "eslint"
  const plugin: ESLint.Plugin & { flatConfigs: Record<"recommended" | "strict", Linter.Config> }
  export default plugin
}
