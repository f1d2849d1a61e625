import { cmsContent } from "./content-model"
import { formats } from "./config"
import { keyOrder, type KeyOrder } from "./schema-fields"

export const documents = cmsContent.documents

export const keyOrders: Record<string, KeyOrder> = Object.fromEntries(
  Object.entries(formats).map(([name, format]) => [name, keyOrder(documents, format.schemaFile)]),
)
