import { cloneElement, Fragment, type ReactElement, type ReactNode } from "react"
import { useLanguage } from "./use-language"

export type TaggedPart = string | { tag: string; text: string }

/** No nesting, as the locales write them. */
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

/** Values are filled in after the cut, so a value that looks like a tag stays text. */
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
  // Private-use characters, which no tag pattern matches; numbers (a plural's count) go in as they are.
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
