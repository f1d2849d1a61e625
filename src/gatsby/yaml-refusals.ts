import { Parser, type CST } from "yaml"

/** What the YAML readers refuse: inputs too costly to parse, and features js-yaml would read differently. */

/** Data files are a few KB (the longest, 18 KB): 256 KB is far above them and read within a second. */
export const maxYamlLength = 256 * 1024

/** Data nests five levels at most; the readers and checks recurse once per level. */
export const maxYamlDepth = 64

/** Tags that change nothing js-yaml would read differently: text, numbers, yes/no, nothing. */
const allowedTags = new Set(["!!str", "!!int", "!!float", "!!bool", "!!null"])

/** Characters YAML does not allow (js-yaml's list; it stops the whole file at one of them). */
export const nonPrintable =
  // eslint-disable-next-line no-control-regex
  /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/

export const anchorReason = "anchors (&) and aliases (*) are not allowed in data files: write the value out in full"

const tooDeep = `the lists and groups are nested more than ${maxYamlDepth} levels deep – check the indentation and the [ ] and { }`

/** A cheap bound before parsing: the parser is slow on deep nesting (seconds for 100,000 "["). */
function coarseDepthRefusal(source: string): YamlRefusal | undefined {
  const limit = 1000
  let flow = 0
  let lineStart = 0
  let indicators = 0
  for (const match of source.matchAll(/[[{]|[\]}]|\n|(?:^|[ \t])[-?](?=[ \t])/gm)) {
    const [text] = match
    if (text === "\n") {
      lineStart = match.index + 1
      indicators = 0
    } else if (text === "[" || text === "{") flow++
    else if (text === "]" || text === "}") flow = Math.max(0, flow - 1)
    else indicators++
    if (flow > limit || indicators > limit) return { offset: flow > limit ? match.index : lineStart, reason: tooDeep }
  }
  return undefined
}

export interface YamlRefusal {
  /** Offset in the source, or undefined for the whole file. */
  offset?: number
  reason: string
}

function size(length: number): string {
  return length >= 1024 * 1024 ? `${(length / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(length / 1024)} KB`
}

export function sizeRefusal(length: number): YamlRefusal | undefined {
  if (length <= maxYamlLength) return undefined
  return {
    reason: `the file is ${size(length)}, more than the ${size(maxYamlLength)} a data file may have (they are a few KB) – was a long text or a photo pasted into it?`,
  }
}

/** The first thing in `source` the readers refuse, or undefined; runs in time linear in the source. */
export function yamlRefusal(source: string): YamlRefusal | undefined {
  return yamlTextRefusal(source) ?? yamlTokenRefusal([...new Parser().parse(source)])
}

/** What is refused before the parser runs: the size, control characters, brackets by the thousand. */
export function yamlTextRefusal(source: string): YamlRefusal | undefined {
  const tooLarge = sizeRefusal(source.length)
  if (tooLarge) return tooLarge
  const control = nonPrintable.exec(source)
  if (control) {
    // The pattern may match the character before a lone low surrogate.
    const offset = control[0].length === 2 && !/[\uDC00-\uDFFF]/.test(control[0][0]) ? control.index + 1 : control.index
    const code = source.codePointAt(offset)!.toString(16).toUpperCase().padStart(4, "0")
    return {
      offset,
      reason: `an invisible control character (U+${code}) that YAML does not allow – delete it (it often comes with text copied from another program)`,
    }
  }
  // js-yaml ends a line there, the yaml package does not: they would read different data.
  const carriageReturn = /\r(?!\n)/.exec(source)
  if (carriageReturn)
    return {
      offset: carriageReturn.index,
      reason:
        "a line ends in a carriage return alone (CR, as on old Macs) – save the file with the line endings LF or CRLF",
    }
  return coarseDepthRefusal(source)
}

/** What is refused on the parser's tokens: anchors, aliases, tags, directives, deep nesting. */
export function yamlTokenRefusal(tokens: readonly CST.Token[]): YamlRefusal | undefined {
  let first: YamlRefusal | undefined
  const refuse = (offset: number, reason: string) => {
    if (!first || offset < first.offset!) first = { offset, reason }
  }
  // The parser's tokens, walked without recursion: a value nested 10,000 deep must not overflow the stack here.
  const stack: { value: unknown; depth: number }[] = tokens.map((value) => ({ value, depth: 0 }))
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!
    if (Array.isArray(value)) {
      for (const item of value) stack.push({ value: item, depth })
      continue
    }
    if (value === null || typeof value !== "object") continue
    const token = value as { type?: string; offset?: number; source?: string }
    let childDepth = depth
    switch (token.type) {
      case "anchor":
      case "alias":
        refuse(token.offset!, anchorReason)
        break
      case "tag":
        if (!allowedTags.has(token.source!))
          refuse(
            token.offset!,
            `tags (${token.source}) are not allowed in data files: write the value without it, in "quotes" if it is a text`,
          )
        break
      case "directive":
        refuse(
          token.offset!,
          `directives (${token.source!.split(/\s/)[0]}) are not allowed in data files: delete the line`,
        )
        break
      case "block-map":
      case "block-seq":
      case "flow-collection":
        childDepth = depth + 1
        if (childDepth > maxYamlDepth) {
          refuse(token.offset!, tooDeep)
          continue
        }
        break
    }
    for (const [key, child] of Object.entries(token))
      if (key !== "source" && typeof child === "object") stack.push({ value: child, depth: childDepth })
  }
  return first
}

/** The 1-based line and column of an offset (lines end in LF, CRLF or CR). */
export function positionOf(source: string, offset: number): [number, number] {
  const lines = source.slice(0, offset).split(/\r\n?|\n/)
  return [lines.length, lines[lines.length - 1].length + 1]
}

/** "line 4, column 7: anchors (&) …", or the reason alone for the whole file. */
export function describeRefusal(source: string, { offset, reason }: YamlRefusal): string {
  if (offset === undefined) return reason
  const [line, column] = positionOf(source, offset)
  return `line ${line}, column ${column}: ${reason}`
}
