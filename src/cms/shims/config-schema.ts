/** Decap's ajv check needs 'unsafe-eval' (the real one runs in the tests): the checks that need no generated code. */
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
