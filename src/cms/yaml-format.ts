/**
 * Decap CMS custom formats for the site's YAML files. Decap's own YAML format
 * rewrites a file from its data: it drops every comment (the schema line that
 * VS Code reads, the `# TODO(client)` notes), puts `days: [mon, tue]` on several
 * lines and folds long texts. These formats instead apply the saved data to the
 * file as it was read, so only the values the editor changed differ:
 *
 * - comments, key order, quoting, blank lines and `[mon, tue]` lists stay;
 * - a changed value keeps its quoting; new values are written the way the
 *   editors' files are (texts and times in double quotes; ids, choices and image
 *   paths plain; weekday lists in brackets), new keys in the schema's order;
 * - empty optional values (a cleared website, an empty note) are left out,
 *   as the schema wants, instead of being written as "".
 *
 * What is lost: comments inside a list entry that is removed, or whose position
 * changes (entries are matched by position); the alignment of end-of-line comments
 * (`key: 1   # note` becomes `key: 1 # note`); a folded `>-` block of a long text
 * becomes one line when that text changes (the unchanged ones stay as they are). A file never read in this session
 * (a new partner) gets the schema line and the layout above.
 *
 * Pure apart from remembering the files it read (Decap's format API hands
 * `toFile` only the data).
 */
import {
  Document,
  isMap,
  isScalar,
  isSeq,
  parse,
  parseDocument,
  Scalar,
  visit,
  YAMLMap,
  YAMLSeq,
  type Node,
} from "yaml"
import { describeRefusal, yamlRefusal } from "../gatsby/yaml-refusals"
import type { KeyOrder } from "./schema-fields"

export interface YamlFormatOptions {
  /** The file's first line, e.g. "# yaml-language-server: $schema=../../schemas/partner.schema.json". */
  schemaLine: string
  order: KeyOrder
  /** Which file some data belongs to: the entry's id in a folder, a constant for a single file. */
  identify: (data: Record<string, unknown>) => string | undefined
}

export interface YamlFormat {
  fromFile(content: string): Record<string, unknown>
  toFile(data: Record<string, unknown>): string
}

const stringifyOptions = { lineWidth: 0, flowCollectionPadding: false } as const

type Plain = Record<string, unknown>

function isPlainObject(value: unknown): value is Plain {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

/** Drops "", null and objects left empty; keeps empty lists (`openingHours: []` means "no fixed hours"). */
export function withoutEmptyValues(value: unknown): unknown {
  if (value === "" || value === null || value === undefined) return undefined
  if (Array.isArray(value)) return value.map(withoutEmptyValues).filter((item) => item !== undefined)
  if (isPlainObject(value)) {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, withoutEmptyValues(item)] as const)
      .filter(([, item]) => item !== undefined)
    return entries.length > 0 ? Object.fromEntries(entries) : undefined
  }
  return value
}

/** A new node, styled like the editors' files. */
function createStyled(doc: Document, value: unknown, order: KeyOrder | undefined): Node {
  if (Array.isArray(value)) {
    const seq = new YAMLSeq()
    seq.items = value.map((item) => createStyled(doc, item, order?.items))
    if (order?.flow) seq.flow = true
    return seq
  }
  if (isPlainObject(value)) {
    const map = new YAMLMap()
    for (const key of sortedKeys(Object.keys(value), order)) {
      map.set(doc.createNode(key), createStyled(doc, value[key], order?.children?.[key]))
    }
    return map
  }
  const scalar = doc.createNode(value) as Scalar
  if (typeof value === "string" && !order?.plain) scalar.type = Scalar.QUOTE_DOUBLE
  return scalar
}

function sortedKeys(keys: string[], order: KeyOrder | undefined): string[] {
  const known = order?.keys ?? []
  const rank = (key: string) => (known.includes(key) ? known.indexOf(key) : known.length)
  return [...keys].sort((a, b) => rank(a) - rank(b))
}

function keyOf(node: unknown): string {
  return isScalar(node) ? String(node.value) : String(node)
}

/** Applies `value` to `node` in place where the shapes match; returns the node to keep (or a new one). */
function applyTo(doc: Document, node: unknown, value: unknown, order: KeyOrder | undefined): Node {
  if (isPlainObject(value) && isMap(node)) {
    node.items = node.items.filter((pair) => Object.prototype.hasOwnProperty.call(value, keyOf(pair.key)))
    for (const key of Object.keys(value)) {
      const pair = node.items.find((item) => keyOf(item.key) === key)
      if (pair) {
        pair.value = applyTo(doc, pair.value, value[key], order?.children?.[key])
        continue
      }
      // A new key goes after the last present key that comes before it in the schema.
      const known = order?.keys ?? []
      const before = known.slice(0, Math.max(known.indexOf(key), 0))
      let at = node.items.length
      if (known.includes(key)) {
        at = 0
        node.items.forEach((item, index) => {
          if (before.includes(keyOf(item.key))) at = index + 1
        })
      }
      node.items.splice(
        at,
        0,
        doc.createPair(key, createStyled(doc, value[key], order?.children?.[key])) as (typeof node.items)[number],
      )
    }
    return node
  }
  if (Array.isArray(value) && isSeq(node)) {
    const items = node.items
    node.items = value.map((item, index) =>
      index < items.length ? applyTo(doc, items[index], item, order?.items) : createStyled(doc, item, order?.items),
    )
    return node
  }
  if (isScalar(node) && !isPlainObject(value) && !Array.isArray(value) && typeof node.value === typeof value) {
    if (node.value !== value) node.value = value
    return node
  }
  return createStyled(doc, value, order)
}

/**
 * The folded `>-` texts of a file as written, by node: the YAML library folds such a text anew
 * when it writes the file (at lineWidth 0: onto one line), so every unchanged one is put back
 * as it was read.
 */
function foldedTexts(doc: Document, original: string): Map<Scalar, { value: unknown; source: string }> {
  const texts = new Map<Scalar, { value: unknown; source: string }>()
  visit(doc, {
    Scalar(_key, node) {
      if (node.type === Scalar.BLOCK_FOLDED && node.range)
        texts.set(node, { value: node.value, source: original.slice(node.range[0], node.range[1]).replace(/\n+$/, "") })
    },
  })
  return texts
}

/** Writes `doc`, with each folded text of `folded` still unchanged exactly as it was read. */
function withFoldedTexts(doc: Document, folded: Map<Scalar, { value: unknown; source: string }>): string {
  const kept: string[] = []
  const marker = (index: number) => `kept-folded-text-${index}-${"x".repeat(8)}`
  visit(doc, {
    Scalar(_key, node) {
      const before = folded.get(node)
      if (!before || node.type !== Scalar.BLOCK_FOLDED || node.value !== before.value) return
      node.value = marker(kept.length)
      node.type = Scalar.PLAIN
      kept.push(before.source)
    },
  })
  let text = doc.toString(stringifyOptions)
  kept.forEach((source, index) => {
    text = text.replace(marker(index), () => source)
  })
  return text
}

/** The text of the file after a save: `original` with `data` applied, or a new file. */
export function writeYaml(
  data: Plain,
  options: Pick<YamlFormatOptions, "schemaLine" | "order">,
  original?: string,
): string {
  const cleaned = (withoutEmptyValues(data) ?? {}) as Plain
  let text: string
  if (original !== undefined) {
    const doc = parseDocument(original)
    const folded = foldedTexts(doc, original)
    doc.contents = applyTo(doc, doc.contents, cleaned, options.order) as typeof doc.contents
    text = withFoldedTexts(doc, folded)
  } else {
    const doc = new Document()
    doc.contents = createStyled(doc, cleaned, options.order) as typeof doc.contents
    text = doc.toString(stringifyOptions)
  }
  return text.startsWith(`${options.schemaLine}\n`) ? text : `${options.schemaLine}\n${text}`
}

export function createYamlFormat(options: YamlFormatOptions): YamlFormat {
  const originals = new Map<string, string>()
  return {
    fromFile(content) {
      // What the build refuses, refused in the build's words before any value is built.
      const refusal = yamlRefusal(content)
      if (refusal) throw new Error(describeRefusal(content, refusal))
      const data = (parse(content) ?? {}) as Plain
      const id = options.identify(data)
      if (id !== undefined) originals.set(id, content)
      return data
    },
    toFile(data) {
      const id = options.identify(data)
      const text = writeYaml(data, options, id === undefined ? undefined : originals.get(id))
      if (id !== undefined) originals.set(id, text)
      return text
    },
  }
}
