import de from "../../locales/de/translation.json"
import en from "../../locales/en/translation.json"
import { defaultLanguage, isLanguage, languages, localizedPath } from "../../src/i18n/languages"
import { fillPlaceholders } from "../../src/i18n/placeholders"
import { interpolate, translatorFromLocales } from "../../src/i18n/translate"

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key))
}

const locales = (language: string, data: object) => ({
  edges: [{ node: { ns: "translation", language, data: JSON.stringify(data) } }],
})

describe("languages", () => {
  it("has German as default and English as alternative", () => {
    expect(languages).toEqual(["de", "en"])
    expect(defaultLanguage).toBe("de")
    expect(isLanguage("en")).toBe(true)
    expect(isLanguage("fr")).toBe(false)
  })

  it("prefixes only the non-default language", () => {
    expect(localizedPath("/party-rooms/", "de")).toBe("/party-rooms/")
    expect(localizedPath("/party-rooms/", "en")).toBe("/en/party-rooms/")
    expect(localizedPath("/", "en")).toBe("/en/")
  })
})

describe("UI strings", () => {
  it("has every key in both languages, none empty except where a language needs no word", () => {
    expect(keys(en).sort()).toEqual(keys(de).sort())
    const emptyDe = keys(de).filter((key) => translatorFromLocales(locales("de", de))(key) === "")
    expect(emptyDe).toEqual([])
  })

  it("translates the 404 texts the spec names", () => {
    expect(translatorFromLocales(locales("en", en))("notFound.title")).toBe("Oops! Page not found")
    expect(translatorFromLocales(locales("en", en))("notFound.home")).toBe("Return to Home")
    expect(translatorFromLocales(locales("en", en))("error.title")).toBe("Unexpected Application Error")
    expect(translatorFromLocales(locales("en", en))("hero.bookPartyRooms")).toBe("Book Party Rooms!!")
    expect(translatorFromLocales(locales("de", de))("notFound.title")).toBe("Hoppla! Seite nicht gefunden")
  })

  it("interpolates values for Head, where the plugin's hooks return bare keys", () => {
    const t = translatorFromLocales(locales("en", en))
    expect(t("carousel.goTo", { index: 3, total: 5 })).toBe("Image 3 of 5")
    expect(interpolate("{{a}} and {{b}}", { a: 1 })).toBe("1 and {{b}}")
  })

  it("names the missing key and file", () => {
    const t = translatorFromLocales(locales("en", en))
    expect(() => t("nav.nowhere")).toThrow('Missing translation "nav.nowhere" in locales/en/translation.json')
  })
})

describe("legal text placeholders", () => {
  const values = {
    name: "Freiung Passage",
    legalName: "Freiung Passage Wels",
    address: "Freiung 9-11, 4600 Wels",
    phone: "+43 660",
    email: "office@example.at",
    depositPerRoom: "300 €",
    legalForm: "GmbH",
    registerNumber: "FN 123456a",
    registerCourt: "Landesgericht Wels",
    vatId: "ATU12345678",
    chamber: "WKO",
    authority: "Magistrat Wels",
    newsletterProvider: "Sendinblue SAS (Brevo), Paris, Frankreich",
    newsletterRetention: "bis Sie sich abmelden",
  }

  it("fills known placeholders", () => {
    expect(fillPlaceholders("Kaution {{depositPerRoom}} bei {{legalName}}", values, "x.yaml")).toBe(
      "Kaution 300 € bei Freiung Passage Wels",
    )
    expect(fillPlaceholders("{{legalForm}}, {{registerNumber}}, {{vatId}}", values, "x.yaml")).toBe(
      "GmbH, FN 123456a, ATU12345678",
    )
  })

  it("rejects a misspelt placeholder naming the file", () => {
    expect(() => fillPlaceholders("{{adress}}", values, "data/legal/terms.yaml")).toThrow(
      "data/legal/terms.yaml: unknown placeholder {{adress}}",
    )
  })
})
