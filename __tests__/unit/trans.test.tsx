/**
 * The site's Trans (src/i18n/Trans.tsx): sentences of locales/ with links inside, as a visitor
 * reads them, in both languages, with the locales' own words.
 */
import i18next from "i18next"
import { renderToStaticMarkup } from "react-dom/server"
import { splitTagged, Trans } from "../../src/i18n/Trans"
import { initTestI18n } from "./support/i18n"

/* eslint-disable jsx-a11y/anchor-has-content -- Trans fills the links with the translation's words */

jest.mock("gatsby-plugin-react-i18next", () => jest.requireActual("../../src/cms/shims/gatsby-plugin-react-i18next"))

beforeAll(() => initTestI18n("de"))

async function render(language: "de" | "en", element: React.ReactElement) {
  await i18next.changeLanguage(language)
  return renderToStaticMarkup(element)
}

describe("splitTagged", () => {
  it("cuts a sentence at its tags, keeping the text around them", () => {
    expect(splitTagged("Call <phoneLink>0724</phoneLink> or <emailLink>a@b.at</emailLink>.")).toEqual([
      "Call ",
      { tag: "phoneLink", text: "0724" },
      " or ",
      { tag: "emailLink", text: "a@b.at" },
      ".",
    ])
    expect(splitTagged("<a>all</a>")).toEqual([{ tag: "a", text: "all" }])
    expect(splitTagged("no tags")).toEqual(["no tags"])
    expect(splitTagged("")).toEqual([])
  })

  it("leaves a tag that does not close as it is", () => {
    expect(splitTagged("a <b>c</d>")).toEqual(["a <b>c</d>"])
  })
})

describe("Trans", () => {
  const terms = <Trans i18nKey="inquiry.notBinding" components={{ termsLink: <a href="/terms/" /> }} />

  it("puts the translation's linked words inside the given element, in each language", async () => {
    expect(await render("de", terms)).toBe(
      "Die Anfrage ist noch keine verbindliche Buchung – reserviert ist der Termin erst nach unserer Bestätigung " +
        'und dem Eingang der Kaution (siehe <a href="/terms/">Nutzungsbedingungen</a>).',
    )
    expect(await render("en", terms)).toContain('(see the <a href="/terms/">terms</a>).')
  })

  it("fills in values before it cuts, and React escapes them", async () => {
    const html = await render(
      "en",
      <Trans
        i18nKey="inquiryThanks.questions"
        values={{ phone: "+43 7242 <1>", email: "info@example.at" }}
        components={{ phoneLink: <a href="tel:+437242" />, emailLink: <a href="mailto:info@example.at" /> }}
      />,
    )
    expect(html).toBe(
      'Questions? Call us on <a href="tel:+437242">+43 7242 &lt;1&gt;</a> or write to ' +
        '<a href="mailto:info@example.at">info@example.at</a>.',
    )
  })

  it("shows a tag without a component as its plain words", async () => {
    expect(await render("en", <Trans i18nKey="inquiry.notBinding" components={{}} />)).toContain("(see the terms).")
  })
})
