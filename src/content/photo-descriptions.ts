/**
 * A gallery photo nobody has described yet gets an automatic description, "Sommerfest 2027, Foto 3": the build accepts
 * it, its link has a name, and `npm run launch-check` lists it. No imports: Node runs it as it is.
 */

export interface Description {
  de: string
  en: string
}

/** The automatic description of the `number`th photo (from 1) of the event titled `title`. */
export function automaticDescription(title: Partial<Description> | undefined, number: number): Description {
  const de = title?.de?.trim()
  const en = title?.en?.trim()
  return {
    de: de ? `${de}, Foto ${number}` : `Foto ${number} der Veranstaltung`,
    en: en ? `${en}, photo ${number}` : `Photo ${number} of the event`,
  }
}

/** Is `alt` (still) an automatic description, or none at all? */
export function isAutomaticDescription(alt: Partial<Description> | undefined | null): boolean {
  if (!alt) return true
  const de = alt.de ?? ""
  const en = alt.en ?? ""
  const automaticDe = /, Foto \d+$/.test(de) || /^Foto \d+ der Veranstaltung$/.test(de)
  const automaticEn = /, photo \d+$/.test(en) || /^Photo \d+ of the event$/.test(en)
  return (de.trim() === "" && en.trim() === "") || (automaticDe && automaticEn)
}
