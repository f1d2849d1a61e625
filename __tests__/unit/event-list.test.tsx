/**
 * The events list on /events/, rendered on the server as Gatsby does, from a fixture of
 * events and a fixed build time: what is upcoming and past, in which order and under which
 * year, and what the page says when nothing is upcoming.
 */
import { JSDOM } from "jsdom"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { renderToStaticMarkup } from "react-dom/server"
import { EventList } from "../../src/sections/EventList"
import en from "../../locales/en/translation.json"
import { initTestI18n } from "./support/i18n"

jest.mock("gatsby-plugin-react-i18next", () => jest.requireActual("../../src/cms/shims/gatsby-plugin-react-i18next"))
jest.mock("gatsby", () => ({ graphql: () => "" }))

beforeAll(() => initTestI18n("en"))

const cover: IGatsbyImageData = {
  layout: "constrained",
  width: 720,
  height: 480,
  images: { fallback: { src: "/static/x/cover.jpg" } },
}

const event = (slug: string, start: string, end: string | null = null) =>
  ({
    slug,
    start,
    end,
    title: `Title ${slug}`,
    teaser: `Teaser ${slug}`,
    cover: { alt: `Cover ${slug}`, image: { childImageSharp: { gatsbyImageData: cover } } },
  }) as unknown as Queries.EventCardFragment

const fixture = [
  event("summer-2024", "2024-07-06 18:00", "2024-07-06 23:00"),
  event("carnival-2025", "2025-02-28 20:00", "2025-03-01 02:00"),
  event("autumn-2025", "2025-10-26 02:30"),
  event("advent-2026", "2026-12-12 15:00", "2026-12-12 20:00"),
  event("carnival-2027", "2027-02-05 20:00", "2027-02-06 02:00"),
  event("today", "2026-11-24 10:00"),
]

let document: Document

function render(builtAt: string, events = fixture) {
  document = new JSDOM(renderToStaticMarkup(<EventList events={events} builtAt={builtAt} />)).window.document
  const slugs = (selector: string) =>
    [...document.querySelectorAll(`${selector} [data-event]`)].map((card) => card.getAttribute("data-event"))
  const years = [...document.querySelectorAll("[data-events=past] h3")].map((heading) => heading.textContent)
  return { slugs, years }
}

describe("EventList", () => {
  it("upcoming soonest first (today's event until midnight in Vienna), past newest first by year", () => {
    const { slugs, years } = render("2026-11-24T22:59:00.000Z") // 23:59 in Vienna
    expect(slugs("[data-events=upcoming]")).toEqual(["today", "advent-2026", "carnival-2027"])
    expect(years).toEqual(["2025", "2024"])
    expect(slugs("[data-events=past]")).toEqual(["autumn-2025", "carnival-2025", "summer-2024"])
    expect(document.querySelectorAll("[data-events=past] h4 a").length).toBe(3)
    expect(document.querySelector("[data-events=upcoming] h3 a")?.getAttribute("href")).toBe("/en/events/today/")
  })

  it("an event under way is still upcoming; it is past from its end", () => {
    expect(render("2027-02-06T00:30:00.000Z").slugs("[data-events=upcoming]")).toEqual(["carnival-2027"])
    const after = render("2027-02-06T01:00:00.000Z") // 02:00 in Vienna
    expect(after.slugs("[data-events=upcoming]")).toEqual([])
    expect(after.years).toEqual(["2027", "2026", "2025", "2024"])
  })

  it("with nothing upcoming, says so and points to the newsletter", () => {
    render("2030-01-01T00:00:00.000Z")
    const upcoming = document.querySelector("[data-events=upcoming]")!
    expect(upcoming.textContent).toContain(en.events.noneUpcoming)
    const link = [...upcoming.querySelectorAll("a")].find((a) => a.textContent === en.events.newsletterLink)
    expect(link?.getAttribute("href")).toBe("/en/#news")
  })

  it("loads the first upcoming cover at once and the others lazily", () => {
    render("2026-11-24T12:00:00.000Z")
    // (gatsby-plugin-image's <noscript> copies aside)
    const loading = [...document.querySelectorAll("img[data-main-image]")]
      .filter((img) => !img.closest("noscript"))
      .map((img) => img.getAttribute("loading"))
    expect(loading.length).toBe(fixture.length)
    expect(loading[0]).toBe("eager")
    expect(loading.slice(1)).toEqual(loading.slice(1).map(() => "lazy"))
  })
})
