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
 * a component stays its plain text). Values fill `{{…}}` first; React escapes them like
 * every other text.
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
  const sentence: string = t(i18nKey, { ...values })
  return splitTagged(sentence).map((part, index) => {
    if (typeof part === "string") return <Fragment key={index}>{part}</Fragment>
    const element = components[part.tag]
    return element ? cloneElement(element, { key: index }, part.text) : <Fragment key={index}>{part.text}</Fragment>
  })
}
