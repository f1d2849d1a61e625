import { cloneElement, Fragment, type ReactElement, type ReactNode } from "react"
import { useLanguage } from "./use-language"

/** A translation cut at its tags: plain text, and `<name>inner text</name>` parts. */
export type TaggedPart = string | { tag: string; text: string }

/**
 * Splits a translated sentence at its `<name>…</name>` tags (no nesting, as the locales
 * write them): "see the <termsLink>terms</termsLink>." → ["see the ", { tag, text }, "."].
 */
export function splitTagged(sentence: string): TaggedPart[] {
  const parts: TaggedPart[] = []
  let last = 0
  for (const match of sentence.matchAll(/<(\w+)>([\s\S]*?)<\/\1>/g)) {
    if (match.index > last) parts.push(sentence.slice(last, match.index))
    parts.push({ tag: match[1], text: match[2] })
    last = match.index + match[0].length
  }
  if (last < sentence.length) parts.push(sentence.slice(last))
  return parts
}

/**
 * A translation with elements inside (links in a sentence): the words come from locales/,
 * and each `<name>…</name>` becomes `components[name]` with that text inside (a tag without
 * a component stays its plain text). Values are filled in after the sentence is cut at its
 * tags, so a value (a name from data/) that looks like a tag stays text; React escapes them
 * like every other text.
 */
export function Trans({
  i18nKey,
  values,
  components,
}: {
  i18nKey: string
  values?: Record<string, string | number>
  components: Record<string, ReactElement>
}): ReactNode {
  const { t } = useLanguage()
  // Each text value as a marker of private-use characters that no tag pattern matches, replaced
  // after the split; numbers (a plural's count) go in as they are.
  const entries = Object.entries(values ?? {})
  const markers = Object.fromEntries(
    entries.map(([name, value], index) => [name, typeof value === "string" ? `\uE000${index}\uE001` : value]),
  )
  const sentence: string = t(i18nKey, markers)
  const fill = (text: string) =>
    text.replace(/\uE000(\d+)\uE001/g, (marker, index: string) => String(entries[Number(index)]?.[1] ?? marker))
  return splitTagged(sentence).map((part, index) => {
    if (typeof part === "string") return <Fragment key={index}>{fill(part)}</Fragment>
    const element = components[part.tag]
    const text = fill(part.text)
    return element ? cloneElement(element, { key: index }, text) : <Fragment key={index}>{text}</Fragment>
  })
}
