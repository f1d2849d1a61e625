import { nextIndex, previousIndex } from "../../src/images/image-index"
import { mailtoHref, partnerPath, telHref } from "../../src/content/links"
import { isRevealed } from "../../src/hooks/use-reveal"
import { openingHoursSpecification, partnerJsonLd, passageJsonLd, postalAddress } from "../../src/seo/structured-data"
import { addressLines } from "../../src/components/contact/Address"

describe("carousel index", () => {
  it("wraps next from the last image to the first and previous from the first to the last", () => {
    expect(nextIndex(4, 5)).toBe(0)
    expect(nextIndex(1, 5)).toBe(2)
    expect(previousIndex(0, 5)).toBe(4)
    expect(previousIndex(3, 5)).toBe(2)
  })
})

describe("links", () => {
  it("dials the number without spaces", () => {
    expect(telHref("+43 660 460 09 43")).toBe("tel:+436604600943")
  })

  it("encodes subject and body of an e-mail", () => {
    expect(mailtoHref("office@example.at", { subject: "Anfrage: Partykeller", body: "Hallo\nich" })).toBe(
      "mailto:office@example.at?subject=Anfrage%3A%20Partykeller&body=Hallo%0D%0Aich",
    )
    expect(mailtoHref("office@example.at")).toBe("mailto:office@example.at")
  })

  it("puts a partner's page under /partners/", () => {
    expect(partnerPath("da-tano")).toBe("/partners/da-tano/")
  })
})

describe("reveal", () => {
  const rect = (height: number) => ({ height }) as DOMRectReadOnly
  it("reveals at 10 percent and not below", () => {
    expect(isRevealed({ intersectionRatio: 0.1, intersectionRect: rect(50), rootBounds: rect(800) }, 0.1)).toBe(true)
    expect(isRevealed({ intersectionRatio: 0.09, intersectionRect: rect(50), rootBounds: rect(800) }, 0.1)).toBe(false)
  })
  it("reveals a section taller than ten screens once it fills half the screen", () => {
    expect(isRevealed({ intersectionRatio: 0.05, intersectionRect: rect(400), rootBounds: rect(800) }, 0.1)).toBe(true)
  })
})

describe("structured data", () => {
  it("turns opening hours into schema.org specifications, midnight as 23:59", () => {
    expect(openingHoursSpecification([{ days: ["sat", "fri"], opens: "11:30", closes: "24:00" }])).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Friday", "https://schema.org/Saturday"],
        opens: "11:30",
        closes: "23:59",
      },
    ])
  })

  const site = {
    name: "Freiung Passage",
    siteUrl: "https://www.example.at",
    description: "Die Passage",
    address: {
      street: "Freiung 9-11",
      street2: "Stadtplatz 43/44",
      postalCode: "4600",
      city: "Wels",
      region: "Oberösterreich",
      countryCode: "AT",
    },
    phone: { href: "+436604600943" },
    email: { address: "office@example.at" },
    openingHours: [],
  }
  const pizzeria = {
    yamlId: "da-tano",
    name: "Pizzeria DA TANO",
    icon: "restaurant",
    website: "https://www.pizzeria.example",
    phone: { href: "+437242210938" },
    email: null,
    description: "Pizza und Pasta",
    openingHours: [{ days: ["mon", "tue"], opens: "18:00", closes: "22:00" }],
  }

  it("describes a partner on its page as its own type, with hours, contact, photos, address, in the passage", () => {
    expect(partnerJsonLd(site, pizzeria, ["/static/a/1.jpg", "/static/b/2.jpg"], "en")).toEqual({
      "@context": "https://schema.org",
      "@type": "Restaurant",
      "@id": "https://www.example.at/partners/da-tano/#business",
      name: "Pizzeria DA TANO",
      description: "Pizza und Pasta",
      url: "https://www.pizzeria.example",
      mainEntityOfPage: "https://www.example.at/en/partners/da-tano/",
      image: ["https://www.example.at/static/a/1.jpg", "https://www.example.at/static/b/2.jpg"],
      address: postalAddress(site),
      telephone: "+437242210938",
      openingHoursSpecification: openingHoursSpecification(pizzeria.openingHours),
      containedInPlace: {
        "@type": "ShoppingCenter",
        "@id": "https://www.example.at/#passage",
        name: "Freiung Passage",
        url: "https://www.example.at/en/",
        address: postalAddress(site),
      },
    })
  })

  it("gives a partner without website its page as url, its e-mail, and no hours or phone it does not have", () => {
    const brewery = {
      ...pizzeria,
      yamlId: "brew",
      icon: "brewery",
      website: null,
      phone: null,
      email: "bier@example.at",
      openingHours: [],
    }
    const ld = partnerJsonLd(site, brewery, [], "de")
    expect(ld["@type"]).toBe("Brewery")
    expect(ld.url).toBe("https://www.example.at/partners/brew/")
    expect(ld.email).toBe("bier@example.at")
    expect(ld).not.toHaveProperty("telephone")
    expect(ld).not.toHaveProperty("openingHoursSpecification")
  })

  it("has the passage name its partners by the same node their pages describe", () => {
    const passage = passageJsonLd(site, [pizzeria], "en")
    expect(passage.containsPlace).toEqual([
      {
        "@type": "Restaurant",
        "@id": partnerJsonLd(site, pizzeria, [], "de")["@id"],
        name: "Pizzeria DA TANO",
        url: "https://www.example.at/en/partners/da-tano/",
      },
    ])
  })
})

describe("address", () => {
  it("prints the two street lines, postcode and town, and the country (the query gives it in the page language)", () => {
    const address = {
      street: "Freiung 9-11",
      street2: "Stadtplatz 43/44",
      postalCode: "4600",
      city: "Wels",
      country: "Austria",
    }
    expect(addressLines(address)).toEqual(["Freiung 9-11", "Stadtplatz 43/44", "4600 Wels", "Austria"])
    expect(addressLines({ ...address, street2: null, country: "Österreich" })).toEqual([
      "Freiung 9-11",
      "4600 Wels",
      "Österreich",
    ])
  })
})
