/**
 * Stands in for decap-cms-core's `constants/configSchema` in the admin bundle
 * (src/gatsby/admin.ts). Decap's own module checks config.yml in the browser with
 * ajv, and ajv compiles its validators with `new Function`: the admin would need
 * 'unsafe-eval' in its Content-Security-Policy. config.yml is generated at build time
 * from src/cms/config.ts, and __tests__/unit/cms-config-schema.test.ts runs Decap's
 * real `validateConfig` (with ajv, in Node) against it, so a bad configuration fails
 * in the tests rather than in an editor's browser. This keeps only the checks that
 * need no generated code, with Decap's wording, so a config.yml that is not the
 * generated one still fails with a message.
 */
interface ConfigLike {
  backend?: { name?: unknown }
  collections?: unknown
  media_folder?: unknown
  media_library?: unknown
}

export function validateConfig(config: ConfigLike): void {
  const problems: string[] = []
  if (typeof config?.backend?.name !== "string") problems.push("'backend.name' must be a string")
  if (!Array.isArray(config?.collections) || config.collections.length === 0)
    problems.push("'collections' must NOT have fewer than 1 items")
  if (config?.media_folder === undefined && config?.media_library === undefined)
    problems.push("config must have required property 'media_folder'")
  if (problems.length > 0) throw new Error(problems.join("\n"))
}
