import fs from "fs"
import path from "path"
import { collections, globOf } from "../content/collections"

/** VS Code's YAML schema mapping (the Red Hat YAML extension's "yaml.schemas"), from the table of collections. */
export function yamlSchemas(): Record<string, string> {
  return Object.fromEntries(collections.map((collection) => [`./schemas/${collection.schema}`, globOf(collection)]))
}

/** Writes the mapping into .vscode/settings.json, keeping other settings; true when it wrote. */
export function syncEditorSettings(root: string): boolean {
  const file = path.join(root, ".vscode", "settings.json")
  const settings = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>) : {}
  const wanted = yamlSchemas()
  if (JSON.stringify(settings["yaml.schemas"]) === JSON.stringify(wanted)) return false
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, `${JSON.stringify({ ...settings, "yaml.schemas": wanted }, null, 2)}\n`)
  return true
}
