/** The YAML in data/, read the way an editor wrote it, so tests compare the pages with the source. */
import fs from "fs"
import path from "path"
import { collections, isFolderCollection } from "../../../src/content/collections"
import { readYaml as readYamlFile } from "../../../src/gatsby/yaml-file"

const root = path.resolve(__dirname, "../../..")
const dataDir = path.join(root, "data")

export function readYaml<T = Record<string, unknown>>(relative: string): T {
  return readYamlFile<T>(path.join(dataDir, relative))
}

export interface PartnerYaml {
  id: string
  order: number
  name: string
  icon: string
  category: { de: string; en: string }
  website?: string
  phone?: { href: string; display: string }
  email?: string
  images: string[]
  imageAlt: { de: string; en: string }
  homeCarouselInterval: number
  openingHours: { days: string[]; opens: string; closes: string }[]
  openingHoursNote?: { de: string; en: string }
  description: { de: string; en: string }
}

export function partners(): PartnerYaml[] {
  return fs
    .readdirSync(path.join(dataDir, "partners"))
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => readYaml<PartnerYaml>(`partners/${file}`))
    .sort((a, b) => a.order - b.order)
}

export interface EventYaml {
  slug: string
  start: string
  end?: string
  place?: string
  title: { de: string; en: string }
  teaser: { de: string; en: string }
  text: { de: string; en: string }
  cover: { image: string; alt: { de: string; en: string } }
  photos: { image: string; alt: { de: string; en: string }; caption?: { de: string; en: string } }[]
  album?: { url: string; label: { de: string; en: string } }
}

/** Every data/events/<slug>.yaml, by file name. */
export function events(): EventYaml[] {
  return fs
    .readdirSync(path.join(dataDir, "events"))
    .filter((file) => file.endsWith(".yaml"))
    .sort()
    .map((file) => readYaml<EventYaml>(`events/${file}`))
}

/** Each file of src/pages as the address of its page: "index.tsx" → "/", "party-rooms/thanks.tsx" → "/party-rooms/thanks/". */
const pageFiles = fs
  .readdirSync(path.join(root, "src/pages"), { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".tsx"))
  .map((file) =>
    `/${file
      .replace(/\.tsx$/, "/")
      .split(path.sep)
      .join("/")}`.replace(/(^|\/)index\/$/, "$1"),
  )
  .sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)))
/** The pages a form leads to after sending. */
export const thankYouPages = pageFiles.filter((page) => /thanks\/$/.test(page))
/** The main pages: every page of src/pages but the 404 page and the thank-you pages. */
export const pages = pageFiles.filter((page) => page !== "/404/" && !thankYouPages.includes(page))

/**
 * The pages of a collection of the table (src/content/collections.ts), one per file of its folder; without a name,
 * of every collection that has pages.
 */
export function collectionPages(name?: string): string[] {
  return collections
    .filter(isFolderCollection)
    .filter((collection) => collection.pages && (name === undefined || collection.name === name))
    .flatMap((collection) =>
      fs
        .readdirSync(path.join(root, collection.folder))
        .filter((file) => file.endsWith(".yaml"))
        .sort()
        .map((file) => collection.pages!.path(file.replace(/\.yaml$/, ""))),
    )
}

export const legalPages = collectionPages("legal")
/** A page per data/partners/<id>.yaml, in the partners' order. */
export const partnerPages = partners().map((partner) => `/partners/${partner.id}/`)
/** A kind of business's own list (src/content/partner-kinds.ts); axe visits the largest, whose page is the others' too. */
export const partnerKindPages = ["/partners/kind/food/"] as const
/** A page per data/events/<slug>.yaml. */
export const eventPages = events().map((event) => `/events/${event.slug}/`)
export const inLanguage = (pathName: string, language: "de" | "en") => (language === "de" ? pathName : `/en${pathName}`)

export const languages = ["de", "en"] as const
export type Language = (typeof languages)[number]

/** Every page of one language: the main pages and the pages of every collection. */
export const allPages = [...pages, ...collectionPages()]

/** An unknown path of each language, answered by that language's 404 page. */
export const notFoundPaths: Record<Language, string> = { de: "/gibt-es-nicht/", en: "/en/does-not-exist/" }

/** The motion settings of data/site.yaml (`ui:`). */
export interface SiteUi {
  scrollToTopAfter: number
  revealThreshold: number
  carouselFadeHomeMs: number
  carouselFadeMs: number
}

export function siteUi(): SiteUi {
  return readYaml<{ ui: SiteUi }>("site.yaml").ui
}

export interface RoomYaml {
  id: string
  order: number
  images: string[]
}

export function rooms(): RoomYaml[] {
  return fs
    .readdirSync(path.join(dataDir, "rooms"))
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => readYaml<RoomYaml>(`rooms/${file}`))
    .sort((a, b) => a.order - b.order)
}

const localesDir = path.resolve(__dirname, "../../../locales")

/**
 * A UI string of locales/<language>/translation.json, with {{placeholders}} filled in,
 * e.g. t("en", "carousel.goTo", { index: 1, total: 5 }) === "Image 1 of 5".
 */
export function t(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const strings = JSON.parse(fs.readFileSync(path.join(localesDir, language, "translation.json"), "utf8"))
  const found = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], strings)
  if (typeof found !== "string") throw new Error(`locales/${language}/translation.json has no string "${key}"`)
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`"${key}" needs a value for {{${name}}}`)
    return String(values[name])
  })
}

// ---------------------------------------------------------------------------------------------
// Layout shifts by the page's own measure. The browser's layout-shift entries come per frame, and
// a loaded machine paints the page while it is still being parsed, so a shift of the first paint
// may arrive after hydration: timing cannot tell them apart (and Playwright's clock fakes
// performance.now()). Instead the page as built and the page now are laid out side by side, in
// one task of the page's own: nothing load can change.

interface BuiltPage {
  root: HTMLElement
  copy: HTMLElement
  /** Each element of the build's page and its copy. */
  pairs: [Element, Element][]
}

/**
 * For `addInitScript`: a copy of the build's page the moment the parser has read all of it
 * (readyState "interactive"), before Gatsby hydrates, which waits for that.
 */
export function keepBuiltPage(): void {
  document.addEventListener("readystatechange", () => {
    const root = document.getElementById("___gatsby")
    if (document.readyState !== "interactive" || !root) return
    const copy = root.cloneNode(true) as HTMLElement
    const copies = [...copy.querySelectorAll("*")]
    const pairs = [...root.querySelectorAll("*")].map((element, index): [Element, Element] => [element, copies[index]])
    ;(window as unknown as { builtPage: BuiltPage }).builtPage = { root, copy, pairs }
  })
}

/**
 * For `page.evaluate`, once the page says what it says now: the elements that sit elsewhere than
 * in the build's page (`keepBuiltPage`), laid out in the same document with its copy put back for
 * a moment; and the build's elements that hydration replaced. Laid out in full
 * (content-visibility: visible), below the first screen too. Where is the layout box, without
 * transforms (offsetLeft/Top), as the layout-shift score ignores transforms; a move under 3 px
 * counts no more than it does for that score (measured: Chromium reports none under 3 px).
 */
export function movedSinceBuilt(): string[] {
  const built = (window as unknown as { builtPage?: BuiltPage }).builtPage
  if (!built) return ["no copy of the build's page (no #___gatsby)"]
  const name = (element: Element) =>
    `<${element.tagName.toLowerCase()}${[...element.attributes]
      .filter((attribute) => /^(id|class|data-)/.test(attribute.name))
      .map((attribute) => ` ${attribute.name}="${attribute.value.slice(0, 40)}"`)
      .join("")}> "${(element.textContent ?? "").trim().slice(0, 40)}"`
  const elements = built.pairs.filter((pair): pair is [HTMLElement, HTMLElement] => pair[0] instanceof HTMLElement)
  const replaced = elements.filter(([element]) => !element.isConnected)
  const kept = elements.filter(([element]) => element.isConnected)
  const box = (element: HTMLElement): [number, number] | null => {
    if (element.getClientRects().length === 0) return null
    let [x, y] = [0, 0]
    for (let at: Element | null = element; at instanceof HTMLElement; at = at.offsetParent) {
      x += at.offsetLeft
      y += at.offsetTop
    }
    return [x, y]
  }
  const full = document.createElement("style")
  full.textContent = "* { content-visibility: visible !important; }"
  document.head.append(full)
  let before: ([number, number] | null)[] = []
  let after: ([number, number] | null)[] = []
  try {
    built.root.replaceWith(built.copy)
    before = kept.map(([, copy]) => box(copy))
  } finally {
    if (built.copy.isConnected) built.copy.replaceWith(built.root)
    after = kept.map(([element]) => box(element))
    full.remove()
  }
  const moved = kept.flatMap(([element], index) => {
    const [from, to] = [before[index], after[index]]
    if (!from || !to || Math.max(Math.abs(from[0] - to[0]), Math.abs(from[1] - to[1])) < 3) return []
    return [`${name(element)} moved from ${from.join(",")} to ${to.join(",")}`]
  })
  return [
    ...(replaced.length > 0
      ? [`${replaced.length} elements of the build's page replaced, e.g. ${name(replaced[0][0])}`]
      : []),
    ...moved.slice(0, 5),
    ...(moved.length > 5 ? [`and ${moved.length - 5} more moved`] : []),
  ]
}
