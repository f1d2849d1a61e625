import {
  formatArea,
  formatDate,
  formatDays,
  formatEuro,
  formatEventDay,
  formatEventTime,
  formatOpeningHours,
  formatNumber,
} from "../../src/i18n/format"
import de from "../../locales/de/translation.json"
import en from "../../locales/en/translation.json"

describe("opening hours as visitors read them", () => {
  it("groups two time ranges on the same days into one line (Miyako)", () => {
    const lines = formatOpeningHours(
      [
        { days: ["tue", "wed", "thu", "fri", "sat", "sun"], opens: "11:30", closes: "14:30" },
        { days: ["tue", "wed", "thu", "fri", "sat", "sun"], opens: "17:30", closes: "22:00" },
      ],
      de.days,
    )
    expect(lines).toEqual([{ days: "Di–So", times: "11:30–14:30, 17:30–22:00" }])
  })

  it("keeps different day groups apart and drops leading zeros (Rose Podologie, English)", () => {
    const lines = formatOpeningHours(
      [
        { days: ["mon"], opens: "09:00", closes: "15:00" },
        { days: ["tue", "wed", "thu"], opens: "08:00", closes: "16:30" },
        { days: ["fri"], opens: "08:00", closes: "15:00" },
      ],
      en.days,
    )
    expect(lines).toEqual([
      { days: "Mon", times: "9:00–15:00" },
      { days: "Tue–Thu", times: "8:00–16:30" },
      { days: "Fri", times: "8:00–15:00" },
    ])
  })

  it("writes two neighbouring days as a pair and gaps as separate runs", () => {
    expect(formatDays(["fri", "sat"], en.days)).toBe("Fri, Sat")
    expect(formatDays(["sun", "mon", "tue", "thu"], de.days)).toBe("Mo, Di, Do, So")
  })

  it("returns no line for a partner without hours", () => {
    expect(formatOpeningHours([], de.days)).toEqual([])
  })
})

describe("prices and sizes", () => {
  it("formats euros the Austrian and the English way", () => {
    expect(formatEuro(384, "de")).toBe("384\u00a0€")
    expect(formatEuro(432, "en")).toBe("€432")
    expect(formatEuro(1234.5, "de")).toBe("1.234,50\u00a0€")
    expect(formatEuro(1234.5, "en")).toBe("€1,234.50")
  })

  it("keeps the decimals of 102.90 m²", () => {
    expect(formatArea(102.9, "de")).toBe("102,90")
    expect(formatArea(102.9, "en")).toBe("102.90")
    expect(formatArea(181, "de")).toBe("181")
    expect(formatNumber(1000000, "de")).toBe("1.000.000")
  })
})

describe("dates", () => {
  it("writes a YYYY-MM-DD date as German and English readers expect", () => {
    expect(formatDate("2026-03-05", "de")).toBe("5. März 2026")
    expect(formatDate("2026-03-05", "en")).toBe("5 March 2026")
    expect(formatDate("2025-12-31", "de")).toBe("31. Dezember 2025")
    expect(formatDate("2026-11-22", "en")).toBe("22 November 2026")
  })

  it("refuses what is not a date", () => {
    expect(() => formatDate("22.11.2026", "de")).toThrow('Not a YYYY-MM-DD date: "22.11.2026"')
  })
})

describe("event dates", () => {
  it("names the weekday and the day in each language", () => {
    expect(formatEventDay("2026-12-12 15:00", "de")).toBe("Samstag, 12. Dezember 2026")
    expect(formatEventDay("2026-12-12 15:00", "en")).toBe("Saturday 12 December 2026")
    expect(formatEventDay("2027-02-05 20:00", "de")).toBe("Freitag, 5. Februar 2027")
  })

  it("writes the time span as a poster does", () => {
    expect(formatEventTime("2026-12-12 15:00", "2026-12-12 20:00", "de")).toBe("15:00–20:00\u00a0Uhr")
    expect(formatEventTime("2026-12-12 15:00", "2026-12-12 20:00", "en")).toBe("15:00–20:00")
    expect(formatEventTime("2027-02-05 20:00", "2027-02-06 02:00", "de")).toBe("20:00–02:00\u00a0Uhr")
    expect(formatEventTime("2027-02-05 20:00", null, "de")).toBe("20:00\u00a0Uhr")
    expect(formatEventTime("2027-02-05 10:00", "2027-02-07 18:00", "en")).toBe("10:00 to Sunday 7 February 2027, 18:00")
    expect(formatEventTime("2027-02-05 10:00", "2027-02-06 12:00", "de")).toBe(
      "10:00\u00a0Uhr bis Samstag, 6. Februar 2027, 12:00\u00a0Uhr",
    )
  })
})
