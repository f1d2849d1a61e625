/**
 * What people really bring, one line each: a value an editor types or pastes into a data file (or
 * a stolen account commits), and what the build must do with it — refuse it naming the file and
 * the field, or publish it harmlessly. Add a case by adding a line; docs/security.md says which
 * surface each group covers.
 */
import fs from "fs"
import path from "path"
import os from "os"
import ICAL from "ical.js"
import { renderToStaticMarkup } from "react-dom/server"
import { parseDocument } from "yaml"
import { JsonLd } from "../../src/components/ui/JsonLd"
import { inquiryProblems, type InquiryValues } from "../../src/components/room/inquiry-rules"
import { mailtoHref, telHref } from "../../src/content/links"
import { cmsConfig } from "../../src/cms/config"
import { uploadProblem } from "../../src/cms/photo-upload"
import { saveProblem } from "../../src/cms/save-checks"
import type { CmsField } from "../../src/cms/schema-fields"
import { readChoices, readInterfaceWords } from "../../src/gatsby/site-data"
import { adminHtml } from "../../src/gatsby/admin"
import { readSchemaDocuments } from "../../src/gatsby/schema-files"
import { readYaml } from "../../src/gatsby/yaml-file"
import { headersFile, writeHeaders } from "../../src/gatsby/headers"
import { serializeSitemapPage } from "../../src/gatsby/sitemap"
import { httpsHref } from "../../src/content/hosts"
import { interpolate } from "../../src/i18n/translate"
import { icalendar, type CalendarEvent } from "../../src/gatsby/icalendar"
import {
  describeProblem,
  sourcedFolderProblems,
  validateDataDir,
  type ValidationProblem,
} from "../../src/gatsby/validate-data"
import { copyData, realDataDir, removeCopies } from "./support/data-copy"

afterAll(removeCopies)

/** A value set at a field of a data file (the YAML's path as a list of keys and indexes). */
interface FieldCase {
  file: string
  at: (string | number)[]
  value: unknown
  /** The dotted field the refusal must name, and a fragment of what it says to do. */
  field: string
  says?: RegExp
  /** Written as a new file of this name instead (a page an editor adds). */
  as?: string
}

/** A file's text changed as a whole (syntax an editor should never need). */
interface TextCase {
  file: string
  text: (yaml: string) => string
  says: RegExp
}

const long = (length: number) => "Lorem ipsum dolor sit amet. ".repeat(Math.ceil(length / 28)).slice(0, length)

// prettier-ignore
const refusedFields: [input: string, FieldCase][] = [
  ["map embed on any host (CSP wildcard)",          { file: "site.yaml", at: ["map", "embedUrl"], value: "https://*/export/embed.html", field: "map.embedUrl" }],
  ["map embed on a host that is not the map's",     { file: "site.yaml", at: ["map", "embedUrl"], value: "https://evil.example/export/embed.html", field: "map.embedUrl", says: /OpenStreetMap/ }],
  ["map embed host adding a CSP directive",         { file: "site.yaml", at: ["map", "embedUrl"], value: "https://www.openstreetmap.org;script-src */x", field: "map.embedUrl" }],
  ["map link as javascript:",                       { file: "site.yaml", at: ["map", "linkUrl"], value: "javascript:alert(1)", field: "map.linkUrl" }],
  ["newsletter posting to a host not Brevo's",      { file: "site.yaml", at: ["newsletter"], value: { provider: "brevo", action: "https://collect.evil.example/serve/x", processor: { de: "Sendinblue SAS, Paris, Frankreich", en: "Sendinblue SAS, Paris, France" }, retention: { de: "bis zur Abmeldung", en: "until unsubscribed" } }, field: "newsletter.action", says: /Brevo/ }],
  ["newsletter host ending like Brevo's",           { file: "site.yaml", at: ["newsletter"], value: { provider: "brevo", action: "https://x.sibforms.com.evil.example/serve/x", processor: { de: "Sendinblue SAS, Paris, Frankreich", en: "Sendinblue SAS, Paris, France" }, retention: { de: "bis zur Abmeldung", en: "until unsubscribed" } }, field: "newsletter.action", says: /Brevo/ }],
  ["site e-mail with a hidden ?bcc=",               { file: "site.yaml", at: ["email", "address"], value: "office@freiung-passage.at?bcc=spy@evil.example", field: "email.address", says: /plain e-mail address/ }],
  ["site e-mail with two addresses",                { file: "site.yaml", at: ["email", "address"], value: "office@freiung-passage.at,spy@evil.example", field: "email.address", says: /plain e-mail address/ }],
  ["site e-mail with markup",                       { file: "site.yaml", at: ["email", "address"], value: '"<img src=x>"@evil.example', field: "email.address", says: /plain e-mail address/ }],
  ["site address as a wildcard host",               { file: "site.yaml", at: ["siteUrl"], value: "https://*.example", field: "siteUrl" }],
  ["site name of 10,000 characters",                { file: "site.yaml", at: ["name"], value: long(10_000), field: "name", says: /too long/ }],
  ["a pasted novel as a partner's description",     { file: "partners/miyako.yaml", at: ["description", "de"], value: long(100_000), field: "description.de", says: /too long/ }],
  ["a partner website as javascript:",              { file: "partners/miyako.yaml", at: ["website"], value: "javascript:alert(document.cookie)", field: "website" }],
  ["a partner website on a host with a space",      { file: "partners/miyako.yaml", at: ["website"], value: "https://miya ko.at", field: "website" }],
  ["a partner position of a trillion",              { file: "partners/miyako.yaml", at: ["order"], value: 1e12, field: "order" }],
  ["a dialling number with a query",                { file: "site.yaml", at: ["phone", "href"], value: "+437242123456?call=1", field: "phone.href" }],
  ["an event title of 5,000 characters",            { file: "events/advent-2026.yaml", at: ["title", "en"], value: long(5_000), field: "title.en", says: /too long/ }],
  ["an event with 1,000 photos",                    { file: "events/advent-2026.yaml", at: ["photos"], value: Array.from({ length: 1000 }, () => ({ image: "../images/events/advent-2026/cover.jpg", alt: { de: "Foto", en: "Photo" } })), field: "photos", says: /too many/ }],
  ["an event on 30 February",                       { file: "events/advent-2026.yaml", at: ["start"], value: "2027-02-30 18:00", field: "start" }],
  ["an event photo outside data/",                  { file: "events/advent-2026.yaml", at: ["cover", "image"], value: "../../../../etc/passwd.jpg", field: "cover.image" }],
  ["a legal page at /partners/",                    { file: "legal/terms.yaml", at: ["slug"], value: "partners", field: "slug", as: "legal/partners.yaml", says: /already uses/ }],
  ["a legal page at /admin/",                       { file: "legal/terms.yaml", at: ["slug"], value: "admin", field: "slug", as: "legal/admin.yaml", says: /already uses/ }],
  ["a legal page at /en/",                          { file: "legal/terms.yaml", at: ["slug"], value: "en", field: "slug", as: "legal/en.yaml", says: /already uses/ }],
  ["a legal page at /events/",                      { file: "legal/privacy.yaml", at: ["slug"], value: "events", field: "slug", as: "legal/events.yaml", says: /already uses/ }],
  ["a legal page at a path with a slash",           { file: "legal/privacy.yaml", at: ["slug"], value: "../admin", field: "slug" }],
  ["a room's position of minus 100",                 { file: "rooms/party-cellar.yaml", at: ["order"], value: -100, field: "order" }],
  ["an event in the year 9999 (a five-digit DTEND)", { file: "events/advent-2026.yaml", at: ["start"], value: "9999-12-31 20:00", field: "start" }],
  ["an event in the year 0100 (no JSON-LD date)",    { file: "events/advent-2026.yaml", at: ["start"], value: "0100-01-01 20:00", field: "start" }],
  ["site address moved to another host (stolen account)", { file: "site.yaml", at: ["siteUrl"], value: "https://www.evil.example", field: "siteUrl", says: /src\/content\/site-address\.ts/ }],
  ["a night closing at 08:00 the next morning",     { file: "partners/s-gerstl.yaml", at: ["openingHours"], value: [{ days: ["fri"], opens: "20:00", closes: "08:00" }], field: "openingHours[0].closes", says: /until "06:00" the next morning/ }],
  ["Saturday's early hours inside Friday's night",  { file: "partners/s-gerstl.yaml", at: ["openingHours"], value: [{ days: ["fri"], opens: "20:00", closes: "02:00" }, { days: ["sat"], opens: "01:00", closes: "05:00" }], field: "openingHours[1].opens", says: /overlaps openingHours\[0\] on Saturday/ }],
  ["a weekday written as a group with toString: false", { file: "partners/miyako.yaml", at: ["openingHours", 0, "days", 0], value: { toString: false }, field: "openingHours[0].days[0]" }],
  ["a photo in data/ but not in data/images/",      { file: "events/advent-2026.yaml", at: ["cover", "image"], value: "../events/cover.jpg", field: "cover.image", says: /inside data\/images\// }],
]

const billionLaughs = [
  'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
  "b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]",
  "c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]",
  "d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]",
  "e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]",
  "f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]",
  "g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]",
  "h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]",
  "i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]",
].join("\n")

// prettier-ignore
const refusedTexts: [input: string, TextCase][] = [
  ["billion laughs (nested aliases)",               { file: "partners/miyako.yaml", text: (yaml) => `${yaml}\n${billionLaughs}\n`, says: /anchor|alias/i }],
  ["a merge key copying another entry",             { file: "partners/miyako.yaml", text: (yaml) => yaml.replace(/^name: .*$/m, (line) => `${line.replace("name:", "base: &base")}\nname: *base`), says: /anchor|alias/i }],
  ["a list nested 10,000 deep",                     { file: "partners/miyako.yaml", text: (yaml) => `${yaml}\nextra: ${"[".repeat(10_000)}${"]".repeat(10_000)}\n`, says: /nested more than/ }],
  ["a NUL byte pasted into a text",                 { file: "partners/miyako.yaml", text: (yaml) => yaml.replace(/^name: "(.*)"$/m, 'name: "$1\u0000"'), says: /control character \(U\+0000\)/ }],
  ["a file of 5 MB",                                { file: "partners/miyako.yaml", text: (yaml) => `${yaml}\n# ${"x".repeat(5_000_000)}\n`, says: /more than the 256 KB/ }],
  ["a line ending in a lone CR (old Mac paste)",    { file: "partners/miyako.yaml", text: (yaml) => yaml.replace("\n", "\r"), says: /carriage return alone/ }],
  ["a tag that builds a binary value",              { file: "partners/miyako.yaml", text: (yaml) => `${yaml}\nextra: !!binary aGVsbG8=\n`, says: /tags \(!!binary\)/ }],
  ["a field written twice as 1 and '1'",            { file: "partners/miyako.yaml", text: (yaml) => `${yaml}\n1: a\n'1': b\n`, says: /duplicated mapping key/ }],
  ["a second document after ---",                   { file: "partners/miyako.yaml", text: (yaml) => `${yaml}\n---\nname: "Other"\n`, says: /./ }],
  ["a name the build reads as a number (0b101)",    { file: "partners/miyako.yaml", text: (yaml) => yaml.replace(/^name: .*$/m, "name: 0b101"), says: /field "name" is read by the build as the number 5/ }],
  ["a slug 0b1 that the build reads as 1",          { file: "events/advent-2026.yaml", text: (yaml) => yaml.replace(/^slug: .*$/m, "slug: 0b1"), says: /field "slug" is read by the build as the number 1/ }],
  ["an escaped ESC (\\e[31m) in a quoted text",      { file: "partners/miyako.yaml", text: (yaml) => yaml.replace(/^name: "(.*)"$/m, 'name: "\\e[31m$1"'), says: /field "name" holds an invisible control character \(U\+001B\)/ }],
  ["company holidays 20 years ahead",               { file: "partners/miyako.yaml", text: (yaml) => yaml.replace(/^exceptions:.*$/m, 'exceptions:\n  - from: "2046-08-01"'), says: /field "exceptions\[0\]\.from" is "2046-08-01", more than 10 years ahead/ }],
  ["an escaped BEL (\\x07) in a quoted text",        { file: "partners/miyako.yaml", text: (yaml) => yaml.replace(/^name: "(.*)"$/m, 'name: "$1\\x07"'), says: /field "name" holds an invisible control character \(U\+0007\)/ }],
]

/** Files and links around the data: something placed beside data/ or linked into it, and the path the refusal names. */
// prettier-ignore
const refusedPlaces: [input: string, { place: (project: string) => void; names: string; says: RegExp }][] = [
  ["a legal page (slug admin) under locales/legal/", { place: (project) => write(project, "locales/legal/admin.yaml", "slug: admin\n"), names: "locales/legal/admin.yaml", says: /outside data\/.*without any check/ }],
  ["a .yml file among the interface words",          { place: (project) => write(project, "locales/de/extra.yml", "a: b\n"), names: "locales/de/extra.yml", says: /outside data\// }],
  ["a symlinked folder of events inside data/",      { place: (project) => link(project, "data/events/more", os.tmpdir()), names: "data/events/more", says: /symbolic link/ }],
  ["a symlinked photo folder reaching any image",    { place: (project) => link(project, "data/images/events/elsewhere", path.join(realDataDir, "images/partners")), names: "data/images/events/elsewhere", says: /symbolic link/ }],
  ["a photo linked to a file outside data/images/",  { place: (project) => { link(project, "data/images/events/advent-2026/cover.jpg", path.join(realDataDir, "../static/og-image.jpg"), true) }, names: "data/images/events/advent-2026/cover.jpg", says: /symbolic link/ }],
]

function write(project: string, file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(project, file)), { recursive: true })
  fs.writeFileSync(path.join(project, file), text)
}

function link(project: string, at: string, to: string, replace = false): void {
  if (replace) fs.rmSync(path.join(project, at))
  fs.symlinkSync(to, path.join(project, at))
}

const event: CalendarEvent = {
  uid: "advent-2026@www.freiung-passage.at",
  start: "2026-12-12 15:00",
  end: "2026-12-12 20:00",
  summary: "Adventnachmittag",
  description: "Punsch und Kekse",
  location: "Eventsaal, Freiung 9-11, 4600 Wels",
  url: "https://www.freiung-passage.at/events/advent-2026/",
  stamp: new Date("2026-11-27T12:00:00Z"),
}

/** The policy the build writes for a map address (no pages: no script hashes). */
function policyFor(frameUrl: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "passage-headers-"))
  try {
    return fs.readFileSync(writeHeaders(dir, [frameUrl]), "utf8")
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** What a calendar application reads: the components of every VCALENDAR in the file. */
function calendarComponents(text: string): string[] {
  const names: string[] = []
  const walk = (component: ICAL.Component) => {
    names.push(component.name)
    component.getAllSubcomponents().forEach(walk)
  }
  walk(new ICAL.Component(ICAL.parse(text)))
  return names.filter((name) => name !== "vtimezone" && name !== "daylight" && name !== "standard")
}

const ld = (name: string) => renderToStaticMarkup(JsonLd({ data: { "@type": "Store", name } }))

/**
 * Values a check let through, or that come from a place no check sees, written into each language
 * of the output: the output must never contain `never`. A sink may refuse instead (an Error that
 * names the file and field); `refuses` says so.
 */
// prettier-ignore
const sinks: [input: string, { output: () => string; never: RegExp; refuses?: RegExp }][] = [
  ["mailto: an address carrying ?bcc=",            { output: () => mailtoHref("office@freiung-passage.at?bcc=spy@evil.example"), never: /[?&]bcc=/i, refuses: /e-?mail/i }],
  ["mailto: a subject with a line break and Bcc:", { output: () => mailtoHref("office@freiung-passage.at", { subject: "Anfrage\r\nBcc: spy@evil.example" }), never: /[\r\n]|[?&]bcc=/i }],
  ["tel: a number with letters and a parameter",   { output: () => telHref("+43 7242 123;ext=<script>"), never: /[^tel:+\d]/ }],
  ["iCalendar: a title with a bare CR and an alarm", { output: () => icalendar({ ...event, summary: "Party\rBEGIN:VALARM\rTRIGGER:-PT1M\rEND:VALARM" }), never: /^BEGIN:VALARM/m }],
  ["iCalendar: a title with CRLF and a second event", { output: () => calendarComponents(icalendar({ ...event, summary: "Party\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Fake" })).join(","), never: /vevent,vevent/ }],
  // eslint-disable-next-line no-control-regex -- control characters are what this case looks for
  ["iCalendar: control characters in a text",      { output: () => icalendar({ ...event, description: "Bell\u0007 escape\u001b[31m null\u0000 del\u007f" }), never: /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/ }],
  ["iCalendar: a bare CR or LF anywhere",          { output: () => icalendar({ ...event, location: "Keller\rSaal\nHof\u2028Tor" }), never: /\r(?!\n)|(?<!\r)\n/ }],
  ["JSON-LD: a name that closes the script",       { output: () => ld("</script><script>alert(1)</script>"), never: /<\/script><script|<script>alert/i }],
  ["JSON-LD: a name that opens an HTML comment",   { output: () => ld("<!-- <script>"), never: /<!--|<script>(?!$)/ }],
  ["editor page: markup in the site's name",       { output: () => adminHtml({ script: "cms.js", style: "cms.css" } as Parameters<typeof adminHtml>[0], '<meta http-equiv="refresh" content="0;url=https://evil.example">'), never: /<meta http-equiv/i }],
  ["editor page: a name that closes the title",    { output: () => adminHtml({ script: "cms.js", style: "cms.css" } as Parameters<typeof adminHtml>[0], "</title><script>alert(1)</script>"), never: /<script>alert/ }],
  ["security policy: a map on any host",           { output: () => policyFor("https://*/export/embed.html"), never: /https:\/\/\*/, refuses: /map|host/i }],
  ["security policy: a host adding a directive",   { output: () => policyFor("https://a.example;script-src *;x/"), never: /script-src \*/, refuses: /map|host/i }],
  ["_headers: a calendar path with a line break",   { output: () => headersFile({ policy: "default-src 'self'", immutableFiles: [], calendarFiles: ["events/a\n/*\n  Access-Control-Allow-Origin: *.ics"] }), never: /Access-Control-Allow-Origin/, refuses: /plain path/ }],
  ["sitemap: a page path that names another host",  { output: () => serializeSitemapPage({ path: "@evil.example/" } as Parameters<typeof serializeSitemapPage>[0], "https://www.freiung-passage.at").url, never: /^https:\/\/(?!www\.freiung-passage\.at\/)/ }],
  ["a placeholder {{constructor}} in a text",        { output: () => interpolate("{{constructor}} {{toString}} {{name}}", { name: "Passage" }), never: /function|native code/ }],
  ["a link from data as javascript:",               { output: () => String(httpsHref("javascript:alert(document.cookie)")), never: /javascript/ }],
  ["a link from data as data:",                     { output: () => String(httpsHref("data:text/html,<script>alert(1)</script>")), never: /script/ }],
]

const inquiry: InquiryValues = {
  room: "party-cellar",
  date: "2027-03-05",
  altDate: "",
  guests: "30",
  occasion: "Geburtstag",
  name: "Anna Gast",
  email: "anna@example.at",
  consent: true,
}

/**
 * A party-room inquiry as a visitor's browser checks it before sending: the field it refuses.
 * (A bot that skips the page's check meets Netlify's honeypot field and spam filter, docs/security.md.)
 */
// prettier-ignore
const inquiries: [input: string, Partial<InquiryValues>, field: keyof InquiryValues][] = [
  ["a billion guests",                              { guests: "1000000000" }, "guests"],
  ["guests written as a formula",                   { guests: "1e3" }, "guests"],
  ["a day the calendar does not have",              { date: "2027-02-30" }, "date"],
  ["a room that does not exist",                    { room: "../admin" }, "room"],
  ["an e-mail with a second address",               { email: "anna@example.at?bcc=spy@evil.example" }, "email"],
]

const header = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === "string" ? [...Buffer.from(part, "latin1")] : part)))
const jpegHeader = header([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], "JFIF\0")
const uint32 = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]
const pngClaiming = (width: number, height: number) =>
  header([0x89], "PNG\r\n\x1a\n", [0, 0, 0, 13], "IHDR", uint32(width), uint32(height))

/** A file picked in the editor's photo field: refused before it is decoded, with what to do. (Opening an entry by its address: cms.test.ts.) */
// prettier-ignore
const uploads: [input: string, name: string, type: string, bytes: number, head: Uint8Array, says: RegExp][] = [
  ["an SVG with a script, named .jpg",              "plakat.jpg", "image/jpeg", 2_000, header('<svg xmlns="http://www.w3.org/2000/svg"><script>'), /kein Foto im Format JPEG/],
  ["a phone's video named .jpg",                    "IMG_0413.jpg", "image/jpeg", 300_000_000, header([0, 0, 0, 0x18], "ftypqt  "), /ist ein Video/],
  ["a PDF as a photo",                              "menu.jpg", "image/jpeg", 80_000, header("%PDF-1.7"), /kein Foto/],
  ["a 90 MB photo",                                 "gross.jpg", "image/jpeg", 90 * 1024 * 1024, jpegHeader, /höchstens 60 MB/],
  ["a few KB claiming 50,000 × 50,000 pixels",      "bomb.png", "image/png", 9_000, pngClaiming(50_000, 50_000), /höchstens 200 Megapixel/],
]

function problemsAfter(
  file: string,
  change: (yaml: string) => string,
  as = file,
  dataDir: string = copyData(),
): ValidationProblem[] {
  const text = change(fs.readFileSync(path.join(dataDir, file), "utf8"))
  fs.writeFileSync(path.join(dataDir, as), text)
  return validateDataDir(dataDir)
}

function setField(at: (string | number)[], value: unknown) {
  return (yaml: string) => {
    const document = parseDocument(yaml)
    document.setIn(at, document.createNode(value))
    return document.toString({ lineWidth: 0 })
  }
}

describe("refused in a data file, naming the file and the field", () => {
  it.each(refusedFields)("%s", (_, { file, at, value, field, says, as = file }) => {
    const problems = problemsAfter(file, setField(at, value), as)
    // The whole list on failure: what was refused instead, if anything.
    expect(problems.map((problem) => `${problem.file}: ${problem.field}`)).toContain(`data/${as}: ${field}`)
    if (says) expect(problems.map(describeProblem).join("\n")).toMatch(says)
  })
})

/**
 * The same values typed into the editor: Decap's own field refuses what a pattern or a number's
 * range says (its settings come from the same schemas); the save check refuses the rest (lengths,
 * counts, rules across fields) before saving, in the build's words. Values only the build can
 * judge (a photo that must exist, another file's order) and values a select cannot hold are left out.
 */
describe("refused by the editor, in its field or before saving", () => {
  const documents = readSchemaDocuments()
  const config = cmsConfig(documents, "https://www.freiung-passage.at", readChoices(realDataDir), readInterfaceWords())
  const formField = (collection: string, at: (string | number)[]): CmsField | undefined => {
    const entry = config.collections.find((c) => c.name === collection)
    let fields = entry?.fields ?? entry?.files?.[0]?.fields
    let found: CmsField | undefined
    for (const key of at.filter((step) => typeof step === "string")) {
      found = fields?.find((f) => f.name === key)
      fields = found?.fields ?? found?.field?.fields
    }
    return found
  }
  const refusesInField = (field: CmsField | undefined, value: unknown) =>
    (typeof value === "string" && field?.pattern !== undefined && !new RegExp(field.pattern[0], "u").test(value)) ||
    (typeof value === "number" && ((field?.min ?? -Infinity) > value || (field?.max ?? Infinity) < value))
  const judged = refusedFields.filter(
    ([input]) => !/photo outside|photo in data|30 February|minus 100|toString: false/.test(input),
  )

  it.each(judged)("%s", (_, { file, at, value, field, as = file }) => {
    const collection = as.includes("/") ? as.split("/")[0] : as.replace(/\.yaml$/, "")
    if (refusesInField(formField(collection, at), value)) return
    const document = parseDocument(JSON.stringify(readYaml(path.join(realDataDir, file))))
    document.setIn(at, document.createNode(value))
    expect(saveProblem(documents, collection, document.toJS() as Record<string, unknown>)).toContain(
      `data/${as}: field "${field}"`,
    )
  })
})

describe("refused in a data file, naming the file", () => {
  it.each(refusedTexts)(
    "%s",
    (_, { file, text, says }) => {
      const problems = problemsAfter(file, text)
      const named = problems.filter((problem) => problem.file === `data/${file}`)
      expect(named.length).toBeGreaterThan(0)
      expect(named.map(describeProblem).join("\n")).toMatch(says)
    },
    // A bound, not a budget: an unbounded expansion would run for minutes.
    20_000,
  )
})

describe("refused around the data check, naming the path", () => {
  it.each(refusedPlaces)("%s", (_, { place, names, says }) => {
    const dataDir = copyData()
    const project = path.dirname(dataDir)
    fs.cpSync(path.join(realDataDir, "../locales"), path.join(project, "locales"), { recursive: true })
    place(project)
    const problems = [...validateDataDir(dataDir), ...sourcedFolderProblems(project)]
    const named = problems.filter((problem) => problem.file === names)
    expect(named.map(describeProblem).join("\n")).toMatch(says)
  })

  it("a photo path through a linked folder is judged where the link leads", () => {
    const dataDir = copyData()
    fs.symlinkSync(path.join(realDataDir, "../static"), path.join(dataDir, "images/events/linked"))
    const problems = problemsAfter(
      "events/advent-2026.yaml",
      setField(["cover", "image"], "../images/events/linked/og-image.jpg"),
      undefined,
      dataDir,
    )
    expect(problems.map(describeProblem).join("\n")).toMatch(/cover\.image.*link to a file elsewhere/)
  })
})

describe("published harmlessly, or refused with a message, wherever a value is written", () => {
  it.each(sinks)("%s", (_, { output, never, refuses }) => {
    let text: string
    try {
      text = output()
    } catch (error) {
      if (!refuses) throw error
      expect(String(error)).toMatch(refuses)
      return
    }
    expect(text).not.toMatch(never)
  })
})

describe("refused by the inquiry form before sending, naming the field", () => {
  const rooms = [{ id: "party-cellar", name: "Partykeller", capacity: 40, taken: [] }]
  it.each(inquiries)("%s", (_, change, field) => {
    expect(Object.keys(inquiryProblems({ ...inquiry, ...change }, rooms, "2026-11-27"))).toEqual([field])
  })
})

describe("refused by the editor's photo field before decoding, with what to do", () => {
  it.each(uploads)("%s", (_, name, type, bytes, head, says) => {
    expect(uploadProblem(name, type, bytes, head)).toMatch(says)
  })
})
