import fs from "fs"
import path from "path"
import type { SchemaDocuments } from "./json-schema"

/** schemas/: the JSON Schemas of data/ – the one description of the content model. */
export const schemaDir = path.resolve(__dirname, "../../schemas")

/** Reads every schemas/*.schema.json, by file name, in name order. */
export function readSchemaDocuments(dir: string = schemaDir): SchemaDocuments {
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith(".schema.json"))
      .sort()
      .map((file) => {
        try {
          return [file, JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"))]
        } catch (error) {
          throw new Error(`${path.relative(process.cwd(), path.join(dir, file))}: ${(error as Error).message}`)
        }
      }),
  )
}
