/**
 * The content model as the build read it, put into the admin bundle by src/gatsby/admin.ts: every
 * schema in schemas/ and the interface words of each language. The key orders and the save checks
 * read it, so a new schema or word needs no import here.
 */
import type { Words } from "../content/collections"
import type { SchemaDocuments } from "./schema-fields"

export interface CmsContent {
  documents: SchemaDocuments
  words: Record<string, Words>
}

declare const __CMS_CONTENT__: CmsContent

/** Only in the admin bundle (esbuild's `define`); elsewhere the module must not be evaluated. */
export const cmsContent: CmsContent = __CMS_CONTENT__
