/**
 * Text for HTML that is written as a string rather than rendered by React: the five characters
 * that can end a text or an attribute value, or start a tag or a character reference, as references.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}
