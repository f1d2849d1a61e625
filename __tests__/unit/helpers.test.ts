import { nextIndex, previousIndex } from "../../src/components/carousel/carousel-index"
import { mailtoHref, telHref } from "../../src/components/links"
import { isRevealed } from "../../src/components/reveal-threshold"
import { openingHoursSpecification } from "../../src/components/structured-data"
import { addressLines } from "../../src/components/Address"

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
      "mailto:office@example.at?subject=Anfrage%3A%20Partykeller&body=Hallo%0Aich",
    )
    expect(mailtoHref("office@example.at")).toBe("mailto:office@example.at")
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
