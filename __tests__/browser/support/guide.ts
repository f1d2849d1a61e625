/**
 * The staff's guide (docs/editors.md) as the tests read it: each "## " section with the labels it
 * names in bold, which are the editor's own words. A test clicks only labels its section names
 * (`label` throws for any other) and, by its end, has used every one (`unused`), so the guide and
 * the editor cannot drift apart unnoticed.
 */
import fs from "fs"
import path from "path"

export const guideFile = path.resolve(__dirname, "../../../docs/editors.md")

/** Each section's bold labels, in the order they appear, and its code blocks (whose text is not read for labels). */
export function parseGuide(markdown: string): Map<string, { labels: string[]; code: string[] }> {
  const sections = new Map<string, { labels: string[]; code: string[] }>()
  for (const part of markdown.split(/^## /m).slice(1)) {
    const [heading, ...rest] = part.split("\n")
    const body = rest.join("\n")
    const code = [...body.matchAll(/```\w*\n([\s\S]*?)\n```/g)].map((match) => match[1])
    const prose = body.replace(/```[\s\S]*?```/g, "")
    const labels = [...prose.matchAll(/\*\*([^*]+?)\*\*/g)].map((match) => match[1].replace(/\s+/g, " ").trim())
    sections.set(heading.trim(), { labels: [...new Set(labels)], code })
  }
  return sections
}

export class GuideSection {
  private readonly used = new Set<string>()

  constructor(
    readonly heading: string,
    readonly labels: readonly string[],
    /** The section's code blocks: the messages it quotes. */
    readonly code: readonly string[],
  ) {}

  /** `text`, if this section names it in bold; otherwise an error that says what the section names. */
  label(text: string): string {
    if (!this.labels.includes(text))
      throw new Error(
        `docs/editors.md, section "${this.heading}", names no **${text}**; it names ${this.labels.map((l) => `**${l}**`).join(", ")}`,
      )
    this.used.add(text)
    return text
  }

  /** The labels the test has not used yet. */
  unused(): string[] {
    return this.labels.filter((label) => !this.used.has(label))
  }
}

/** Every section of the guide that names labels, by heading. */
export function readGuide(file = guideFile): Map<string, GuideSection> {
  const sections = new Map<string, GuideSection>()
  for (const [heading, { labels, code }] of parseGuide(fs.readFileSync(file, "utf8")))
    if (labels.length > 0) sections.set(heading, new GuideSection(heading, labels, code))
  return sections
}
