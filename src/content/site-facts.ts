/**
 * Facts the data knows, written into prose by placeholders ({{partnerCount}} Betriebe, {{partnerKinds}},
 * {{roomCount}} Partyräume), so a shop moving out or in leaves no stale sentence; and the check that
 * refuses prose stating them by hand. Pure: the build's texts (the `@localized` resolver), the pages'
 * interface words and the data check all use it.
 */
import { partnerKinds } from "./partner-kinds"
import { placeholderNames } from "../i18n/placeholders"
import { englishDayNames, weekdays } from "../i18n/format"
import type { FieldProblem } from "./field-problem"
import { siteFile } from "./data-places"

export const factPlaceholders = ["partnerCount", "partnerKinds", "roomCount"] as const
export type FactPlaceholder = (typeof factPlaceholders)[number]

/** What the facts are counted from: each partner's kind, and how many rooms there are. */
export interface SiteFacts {
  partnerKinds: readonly string[]
  roomCount: number
}

/** The facts of the partners' and rooms' entries, as the build's nodes or the editor's files have them. */
export const siteFactsOf = (partners: readonly Record<string, unknown>[], rooms: readonly unknown[]): SiteFacts => ({
  partnerKinds: partners.map((partner) => String(partner.kind)),
  roomCount: rooms.length,
})

/** The interface words the facts are written in: `numbers.<n>` and `partnerKindsInText.<kind>` of a language. */
export interface FactWords {
  numbers?: Record<string, string>
  partnerKindsInText?: Record<string, string>
}

/** A count as a word ("acht"), as the interface words spell it; digits beyond them. */
function countWord(count: number, words: FactWords): string {
  const word = words.numbers?.[String(count)] ?? words.numbers?.other ?? "{{n}}"
  return word.replace("{{n}}", String(count))
}

/** Each placeholder's value in one language. */
export function factValues(facts: SiteFacts, words: FactWords, language: string): Record<FactPlaceholder, string> {
  const kinds = partnerKinds.filter((kind) => facts.partnerKinds.includes(kind))
  return {
    partnerCount: countWord(facts.partnerKinds.length, words),
    partnerKinds: new Intl.ListFormat(language).format(kinds.map((kind) => words.partnerKindsInText?.[kind] ?? kind)),
    roomCount: countWord(facts.roomCount, words),
  }
}

export const hasFactPlaceholder = (text: string): boolean =>
  placeholderNames(text).some((name) => (factPlaceholders as readonly string[]).includes(name))

/** The text with each fact filled in; a fact that begins a sentence begins with a capital. */
export function fillFacts(text: string, values: Record<FactPlaceholder, string>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string, offset: number) => {
    if (!(factPlaceholders as readonly string[]).includes(name)) return whole
    const value = values[name as FactPlaceholder]
    const startsSentence = /(^|[.!?]\s+)$/.test(text.slice(0, offset))
    return startsSentence ? value.charAt(0).toLocaleUpperCase() + value.slice(1) : value
  })
}

/** Numbers of two and more, as prose writes them (digits too). */
const countWords = String.raw`\d+|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve`
/** What prose counts that the data knows, with the placeholder that says it. */
const countedNouns: readonly [RegExp, FactPlaceholder][] = [
  [
    /(?:partner)?betrieb(?:e|en)|partner(?:innen)?|geschäfte(?:n)?|läden|lokale(?:n)?|businesses|partners|shops|stores/,
    "partnerCount",
  ],
  [/(?:party)?räume(?:n)?|säle(?:n)?|(?:party )?rooms|halls/, "roomCount"],
]
const statedCount = new RegExp(
  String.raw`(?<![\p{L}\d])(${countWords})\s+(?:[\p{L}-]+\s+)?(${countedNouns.map(([noun]) => noun.source).join("|")})(?![\p{L}])`,
  "iu",
)

/** Why a text may not say a count the data knows ("Acht Betriebe", "two party rooms"), or undefined. */
export function statedCountProblem(text: string): string | undefined {
  const found = statedCount.exec(text)
  if (!found) return undefined
  const placeholder = countedNouns.find(([noun]) => new RegExp(`^(?:${noun.source})$`, "iu").test(found[2]))![1]
  return `says "${found[0]}": the site counts them itself, and a number written here goes stale when one is added or removed – write {{${placeholder}}} instead of "${found[1]}"`
}

/** Every text in an entry's data, with its field ("about.intro[1].de"). */
function textsOf(value: unknown, field = ""): [field: string, text: string][] {
  if (typeof value === "string") return [[field, value]]
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, `${field}[${index}]`))
  if (value !== null && typeof value === "object" && !(value instanceof Date))
    return Object.entries(value).flatMap(([key, child]) => textsOf(child, field ? `${field}.${key}` : key))
  return []
}

/** What the facts are, where the check knows them: how many partners and rooms, the passage's weekly hours. */
export interface KnownFacts {
  partnerCount?: number
  roomCount?: number
  openingHours?: unknown
}

const countedThings: Record<"partnerCount" | "roomCount", string> = { partnerCount: "partner", roomCount: "party room" }

/** A counted sentence ("{{roomCount}} Partyräume stehen") reads right for two and more only. */
function fewProblem(text: string, facts: KnownFacts): string | undefined {
  const names = placeholderNames(text)
  const few = (["roomCount", "partnerCount"] as const).find((name) => names.includes(name) && (facts[name] ?? 2) < 2)
  if (!few) return undefined
  const thing = countedThings[few]
  const there = facts[few] === 0 ? `is no ${thing}` : `is only one ${thing}`
  return `uses {{${few}}}, but there ${there}: the sentence is written for two and more – write it for ${facts[few] === 0 ? "none" : "one"}, without {{${few}}}`
}

/** Prose that says the passage opens every day. */
const everyDay =
  /(?<![\p{L}\d])(?:täglich|jeden Tag|(?:7|sieben) Tage die Woche|daily|every day|(?:7|seven) days a week)(?![\p{L}])/iu

/** "täglich geöffnet" while the weekly hours leave a day out. */
function everyDayProblem(text: string, facts: KnownFacts): string | undefined {
  const found = everyDay.exec(text)
  if (!found || !Array.isArray(facts.openingHours)) return undefined
  const open = new Set(
    facts.openingHours.flatMap((rule: { days?: unknown }) => (Array.isArray(rule?.days) ? rule.days : [])),
  )
  const closed = weekdays.filter((day) => !open.has(day))
  if (closed.length === 0) return undefined
  return `says "${found[0]}", but the passage's opening hours (openingHours in ${siteFile}) leave out ${closed.map((day) => englishDayNames[day]).join(", ")} – say it as the hours do, or leave it out: the site shows the hours itself`
}

/**
 * Prose in a file with texts (data/home.yaml, data/site.yaml) that states a count the data knows, uses a count
 * that does not fit it, says "daily" against the hours, or uses a placeholder the site does not fill: [field, message].
 */
export function statedFactProblems(data: unknown, facts: KnownFacts = {}): FieldProblem[] {
  return textsOf(data).flatMap(([field, text]) => {
    const problems: FieldProblem[] = []
    for (const problem of [fewProblem(text, facts), everyDayProblem(text, facts)])
      if (problem) problems.push([field, problem])
    const unknown = placeholderNames(text).filter((name) => !(factPlaceholders as readonly string[]).includes(name))
    if (unknown.length > 0)
      problems.push([
        field,
        `uses the unknown placeholder {{${unknown[0]}}}; use one of ${factPlaceholders.map((p) => `{{${p}}}`).join(", ")}`,
      ])
    const stated = statedCountProblem(text)
    if (stated) problems.push([field, stated])
    return problems
  })
}

/** Whether a text writes a name: whole, in any case, with an ending ("des Partykellers") or without. */
const writes = (text: string, name: string) =>
  new RegExp(`(?<![\\p{L}\\d])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:e?s|n)?(?![\\p{L}\\d])`, "iu").test(text)

/**
 * Prose naming a room or a business by hand (the home page, the plan, an event, a legal text): renamed in its own
 * file (`named`: each file and its names), the text would go on saying the old name. [field, message].
 */
export function namedByHandProblems(
  data: unknown,
  named: readonly { file: string; names: readonly unknown[] }[],
): FieldProblem[] {
  return textsOf(data).flatMap(([field, text]): FieldProblem[] => {
    const [found] = named.flatMap(({ file, names }) =>
      names
        .filter((name) => typeof name === "string" && name !== "" && writes(text, name))
        .map((name) => ({ file, name })),
    )
    const message = `names "${found?.name}" by hand: renamed in ${found?.file}, this text would go on saying the old name – say what it is instead ("die Partyräume", "the party rooms"); the site names it from its file`
    return found ? [[field, message]] : []
  })
}
