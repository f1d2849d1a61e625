/** The rules of schemas/defs.schema.json's localizedText, for the CMS widget. */
export interface BilingualValue {
  de?: string
  en?: string
}

/** The two languages of a bilingual text, each with its name as the editor's labels give it. */
export const languages = [
  ["de", "Deutsch"],
  ["en", "English"],
] as const

export type Language = (typeof languages)[number][0]

const missing = {
  both: "Bitte Deutsch und Englisch ausfüllen / please fill in German and English",
  de: "Bitte auch Deutsch ausfüllen / please fill in German too",
  en: "Bitte auch Englisch ausfüllen / please fill in English too",
}

export function bilingualProblem(value: BilingualValue | undefined, required: boolean): string | undefined {
  const de = (value?.de ?? "").length > 0
  const en = (value?.en ?? "").length > 0
  if (de && en) return undefined
  if (!de && !en) return required ? missing.both : undefined
  return de ? missing.en : missing.de
}

/** Where the browser cannot size a text area to its content. */
export function rowsFor(text: string | undefined): number {
  return Math.min(10, Math.max(1, Math.ceil((text ?? "").length / 32)))
}

export function bilingualListProblem(
  items: readonly BilingualValue[],
  min: number,
  required: boolean,
): string | undefined {
  if (items.length === 0 && !required) return undefined
  if (items.length < min)
    return `Mindestens ${min} Eintrag/Einträge / at least ${min} ${min === 1 ? "entry" : "entries"}`
  const index = items.findIndex((item) => bilingualProblem(item, true) !== undefined)
  return index === -1 ? undefined : `Eintrag ${index + 1} / entry ${index + 1}: ${bilingualProblem(items[index], true)}`
}
