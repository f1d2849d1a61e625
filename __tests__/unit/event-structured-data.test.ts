/**
 * The schema.org Event of an event's page (src/seo/event-structured-data.ts). The browser
 * test (calendar.test.ts) reads it from the built pages; here every field, including the cases
 * the data does not have today (a summer event, an event in the passage itself, no end).
 */
import { eventJsonLd, eventPageUrl } from "../../src/seo/event-structured-data"
import { passageJsonLd, postalAddress, roomsJsonLd } from "../../src/seo/structured-data"

describe("an event's structured data", () => {
  const site = {
    name: "Freiung Passage",
    siteUrl: "https://www.example.at",
    description: "Die Passage",
    address: {
      street: "Freiung 9-11",
      street2: null,
      postalCode: "4600",
      city: "Wels",
      region: "Oberösterreich",
      countryCode: "AT",
    },
    phone: { href: "+436604600943" },
    email: { address: "office@example.at" },
    openingHours: [],
  }
  const carnival = {
    slug: "carnival-2027",
    title: "Carnival party 2027",
    teaser: "Costumes and music",
    start: "2027-02-05 20:00",
    end: "2027-02-06 02:00",
  }
  const address = postalAddress(site)

  it("is a schema.org Event with Vienna's offset of the day, its room in the passage, photo and organizer", () => {
    const room = { yamlId: "party-cellar", name: "Party cellar" }
    expect(eventJsonLd(site, carnival, room, ["/static/a/cover.jpg"], "en")).toEqual({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Carnival party 2027",
      description: "Costumes and music",
      url: "https://www.example.at/en/events/carnival-2027/",
      inLanguage: "en",
      startDate: "2027-02-05T20:00:00+01:00",
      endDate: "2027-02-06T02:00:00+01:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "EventVenue",
        "@id": "https://www.example.at/en/party-rooms/#party-cellar",
        name: "Party cellar",
        address,
        containedInPlace: {
          "@type": "ShoppingCenter",
          "@id": "https://www.example.at/#passage",
          name: "Freiung Passage",
          url: "https://www.example.at/en/",
          address,
        },
      },
      image: ["https://www.example.at/static/a/cover.jpg"],
      organizer: {
        "@type": "Organization",
        "@id": "https://www.example.at/#passage",
        name: "Freiung Passage",
        url: "https://www.example.at/en/",
      },
    })
  })

  it("takes place in the passage itself when it names no room; in summer at +02:00; no endDate without an end", () => {
    const ld = eventJsonLd(site, { ...carnival, start: "2027-06-19 18:00", end: null }, null, [], "de")
    expect(ld.startDate).toBe("2027-06-19T18:00:00+02:00")
    expect(ld).not.toHaveProperty("endDate")
    expect(ld.location).toEqual({
      "@type": "ShoppingCenter",
      "@id": "https://www.example.at/#passage",
      name: "Freiung Passage",
      url: "https://www.example.at/",
      address,
    })
    expect(ld.url).toBe("https://www.example.at/events/carnival-2027/")
  })

  it("refers to the same passage and room nodes as home's and /party-rooms/'s JSON-LD", () => {
    const room = { yamlId: "party-cellar", name: "Party cellar" }
    const ld = eventJsonLd(site, carnival, room, [], "en")
    const rooms = roomsJsonLd(site, [{ ...room, description: "", capacity: 40, pricePerDay: 150, sizeSqm: 80 }], "en")
    const location = ld.location as { "@id": string; containedInPlace: { "@id": string } }
    expect(location["@id"]).toBe(rooms["@graph"][0]["@id"])
    expect(location.containedInPlace["@id"]).toBe(passageJsonLd(site, [], "en")["@id"])
    expect(ld.organizer["@id"]).toBe(passageJsonLd(site, [], "en")["@id"])
  })

  it("keeps an image address that is already absolute", () => {
    const ld = eventJsonLd(site, carnival, null, ["https://cdn.example.at/cover.jpg", "/static/b/c.avif"], "de")
    expect(ld.image).toEqual(["https://cdn.example.at/cover.jpg", "https://www.example.at/static/b/c.avif"])
  })

  it("gives the page's address in each language", () => {
    expect(eventPageUrl(site, "advent-2026", "de")).toBe("https://www.example.at/events/advent-2026/")
    expect(eventPageUrl(site, "advent-2026", "en")).toBe("https://www.example.at/en/events/advent-2026/")
  })
})
