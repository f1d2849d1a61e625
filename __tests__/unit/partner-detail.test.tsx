/**
 * PartnerDetail, the body of a partner's page, rendered on the server as Gatsby does, for
 * what today's data/partners/ cannot show in the built site: a partner with an e-mail
 * address (none has one yet) beside one with neither phone nor e-mail nor website.
 */
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { renderToStaticMarkup } from "react-dom/server"
import { PartnerDetail } from "../../src/components/partner/PartnerDetail"
import { initTestI18n } from "./support/i18n"

// The page's language and Link as gatsby-plugin-react-i18next gives them, over react-i18next
// (the CMS previews' stand-in); graphql tags are compiled away by Gatsby; Swiper's CSS is webpack's.
jest.mock("gatsby-plugin-react-i18next", () => jest.requireActual("../../src/cms/shims/gatsby-plugin-react-i18next"))
jest.mock("gatsby", () => ({ graphql: () => "" }))
jest.mock("swiper/css", () => ({}), { virtual: true })
jest.mock("swiper/css/effect-fade", () => ({}), { virtual: true })

beforeAll(() => initTestI18n("en"))

const photo = (name: string): { childImageSharp: { gatsbyImageData: IGatsbyImageData } } => ({
  childImageSharp: {
    gatsbyImageData: {
      layout: "constrained",
      width: 960,
      height: 640,
      images: { fallback: { src: `/static/x/${name}.jpg` } },
    },
  },
})

const partner = {
  yamlId: "cafe-sonne",
  name: "Café Sonne",
  icon: "restaurant",
  website: "https://www.cafe-sonne.example",
  category: "Café",
  description: "Kaffee und Kuchen mitten in der Passage.",
  imageAlt: "Kuchen",
  phone: { href: "+437242123456", display: "+43 7242 12 34 56" },
  email: "hallo@cafe-sonne.example",
  openingHours: [{ days: ["mon", "tue", "wed"], opens: "08:00", closes: "18:00" }],
  openingHoursNote: "Closed on public holidays",
  images: [photo("1"), photo("2")],
} as unknown as Queries.PartnerEntryFragment

const render = (data: Queries.PartnerEntryFragment) =>
  renderToStaticMarkup(<PartnerDetail partner={data} fadeMs={500} />)

describe("PartnerDetail", () => {
  it("links phone, e-mail and website (in a new tab, named as such) and shows hours with the note", () => {
    const html = render(partner)
    expect(html).toContain('Phone: <a href="tel:+437242123456">+43 7242 12 34 56</a>')
    expect(html).toContain('E-mail: <a href="mailto:hallo@cafe-sonne.example">hallo@cafe-sonne.example</a>')
    expect(html).toMatch(
      /<a href="https:\/\/www\.cafe-sonne\.example" target="_blank" rel="noopener noreferrer"[^>]*>Visit website<svg[^>]*aria-hidden="true"[\s\S]*?<span class="visually-hidden">: Café Sonne \(opens in a new tab\)<\/span><\/a>/,
    )
    expect(html).toMatch(
      // "Open now" is an empty line in the server's HTML: the browser fills it in (OpenNow)
      /<h2 id="partner-hours">Opening hours<\/h2>(?:<style[^>]*>[^<]*<\/style>)?<p data-open-status=""[^>]*><\/p>(?:<style[^>]*>[^<]*<\/style>)?<dl[^>]*><div[^>]*><dt>Mon–Wed<\/dt><dd>8:00–18:00/,
    )
    expect(html).toContain("Closed on public holidays")
    expect(html).toContain("Kaffee und Kuchen mitten in der Passage.")
    // Each photo once as an image and once in its <noscript> fallback.
    // Its number is the slide's name, not the image's: a screen reader hears "image, 1 of 2" and then the photo.
    expect(html.match(/alt="Kuchen"/g)).toHaveLength(4)
    expect(html.match(/aria-label="1 of 2"/g)).toHaveLength(1)
  })

  it("shows neither list nor link a partner does not have, and says its website is coming", () => {
    const html = render({
      ...partner,
      website: null,
      phone: null,
      email: null,
      openingHours: [],
      openingHoursNote: null,
    } as Queries.PartnerEntryFragment)
    expect(html).not.toMatch(/href="(tel|mailto|https):/)
    expect(html).not.toContain("<ul")
    expect(html).not.toContain("partner-hours")
    expect(html).toContain("Website coming soon")
    expect(html).toContain('<h2 id="partner-contact">Contact</h2>')
  })
})
