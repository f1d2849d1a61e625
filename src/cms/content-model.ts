/** Put into the admin bundle by src/gatsby/admin.ts, so a new schema or word needs no import here. */
import type { Words } from "../content/collections"
import type { SchemaDocuments } from "./schema-fields"

export interface CmsContent {
  documents: SchemaDocuments
  words: Record<string, Words>
}

declare const __CMS_CONTENT__: CmsContent

/** esbuild's `define`: elsewhere the module must not be evaluated. */
export const cmsContent: CmsContent = __CMS_CONTENT__
