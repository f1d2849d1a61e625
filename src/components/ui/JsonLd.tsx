/**
 * JSON as the text of a <script type="application/ld+json">: "<", ">" and "&" as \u escapes, so
 * that no text from data/ can close the script ("</script>") or open a comment ("<!--") that
 * changes where the HTML parser ends it; U+2028/2029 too, for parsers of JavaScript's older
 * grammar. JSON.parse reads every escape back as the character.
 */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  )
}

/** A JSON-LD block (jsonLdText). */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
}
