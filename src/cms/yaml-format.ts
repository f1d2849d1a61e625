/**
 * Decap's own YAML format rewrites a file from its data, dropping its comments and layout: this one applies the saved
 * data to the file as read, so only changed values differ. List entries match by position.
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
  schemaLine: string
  order: KeyOrder
  identify: (data: Record<string, unknown>) => string | undefined
}

const stringifyOptions = { lineWidth: 0, flowCollectionPadding: false } as const

type Plain = Record<string, unknown>

const isPlainObject = (value: unknown): value is Plain =>
  typeof value === "object" && value !== null && !Array.isArray(value)

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

function createStyled(doc: Document, value: unknown, order: KeyOrder | undefined): Node {
  if (Array.isArray(value)) {
    const seq = new YAMLSeq()
    seq.items = value.map((item) => createStyled(doc, item, order?.items))
    if (order?.flow) seq.flow = true
    return seq
  }
  if (isPlainObject(value)) {
    const map = new YAMLMap()
    // In the schema's order, keys it does not know last.
    const known = order?.keys ?? []
    const rank = (key: string) => (known.includes(key) ? known.indexOf(key) : known.length)
    for (const key of Object.keys(value).sort((a, b) => rank(a) - rank(b)))
      map.set(doc.createNode(key), createStyled(doc, value[key], order?.children?.[key]))
    return map
  }
  const scalar = doc.createNode(value) as Scalar
  if (typeof value === "string" && !order?.plain) scalar.type = Scalar.QUOTE_DOUBLE
  return scalar
}

const keyOf = (node: unknown): string => (isScalar(node) ? String(node.value) : String(node))

function applyTo(doc: Document, node: unknown, value: unknown, order: KeyOrder | undefined): Node {
  if (isPlainObject(value) && isMap(node)) {
    node.items = node.items.filter((pair) => Object.prototype.hasOwnProperty.call(value, keyOf(pair.key)))
    for (const key of Object.keys(value)) {
      const pair = node.items.find((item) => keyOf(item.key) === key)
      if (pair) {
        pair.value = applyTo(doc, pair.value, value[key], order?.children?.[key])
        continue
      }
      // After the last key the order puts before it (first if none); last if the order does not know it.
      const known = order?.keys ?? []
      const before = known.slice(0, known.indexOf(key))
      const at = known.includes(key)
        ? node.items.findLastIndex((item) => before.includes(keyOf(item.key))) + 1
        : node.items.length
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

/** The YAML library folds a `>-` text anew when writing: unchanged ones are put back as read. */
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

export function createYamlFormat(options: YamlFormatOptions) {
  const originals = new Map<string, string>()
  return {
    fromFile(content: string): Plain {
      const refusal = yamlRefusal(content)
      if (refusal) throw new Error(describeRefusal(content, refusal))
      const data = (parse(content) ?? {}) as Plain
      const id = options.identify(data)
      if (id !== undefined) originals.set(id, content)
      return data
    },
    toFile(data: Plain): string {
      const id = options.identify(data)
      const text = writeYaml(data, options, id === undefined ? undefined : originals.get(id))
      if (id !== undefined) originals.set(id, text)
      return text
    },
  }
}
