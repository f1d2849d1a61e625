/** The YAML key order of each file the CMS writes, from the schemas (bundled as JSON). */
import defs from "../../schemas/defs.schema.json"
import events from "../../schemas/event.schema.json"
import partner from "../../schemas/partner.schema.json"
import room from "../../schemas/room.schema.json"
import site from "../../schemas/site.schema.json"
import { formats, type FormatKey } from "./config"
import { keyOrder, type KeyOrder, type SchemaDocuments } from "./schema-fields"

/** The schemas, bundled into the admin (also for the save checks, save-checks.ts). */
export const documents = {
  "defs.schema.json": defs,
  "event.schema.json": events,
  "partner.schema.json": partner,
  "room.schema.json": room,
  "site.schema.json": site,
} as unknown as SchemaDocuments

export const keyOrders = Object.fromEntries(
  (Object.keys(formats) as FormatKey[]).map((key) => [key, keyOrder(documents, formats[key].schemaFile)]),
) as Record<FormatKey, KeyOrder>
