/** eslint-plugin-jsx-a11y ships no types (nor an @types package): its flat configurations, which eslint.config.mjs uses. */
declare module "eslint-plugin-jsx-a11y" {
  import type { ESLint, Linter } from "eslint"
  const plugin: ESLint.Plugin & { flatConfigs: Record<"recommended" | "strict", Linter.Config> }
  export default plugin
}
