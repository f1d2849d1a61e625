/**
 * The admin's bundle does not run Decap's configuration check (it needs `new Function`,
 * which the Content-Security-Policy refuses; src/cms/shims/config-schema.ts stands in).
 * Here Decap's real check runs against the config.yml the build writes, so a
 * configuration Decap would refuse fails the tests, not an editor's browser.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { parse } from "yaml"
import { validateConfig as shimValidateConfig } from "../../src/cms/shims/config-schema"
import { writeAdmin, type AdminBundler } from "../../src/gatsby/admin"
import { readAdminSite } from "../../src/gatsby/site-data"
import { loadDecapValidation, registeredDecapWidgets, root, type DecapValidation } from "./support/decap"

let decap: DecapValidation
let config: Record<string, unknown>

beforeAll(async () => {
  decap = await loadDecapValidation()
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-config-"))
  const noBundle: AdminBundler = async () => ({ script: "cms-TEST.js" })
  await writeAdmin(root, publicDir, readAdminSite(path.join(root, "data/site.yaml")), noBundle)
  config = parse(fs.readFileSync(path.join(publicDir, "admin/config.yml"), "utf8"))
}, 30000)

const copy = () => JSON.parse(JSON.stringify(config))

// Decap also logs what it refuses (console.error "Config Errors"); the thrown message is what counts here.
beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined))
afterEach(() => jest.restoreAllMocks())

describe("public/admin/config.yml under Decap's own configuration check", () => {
  it("checks with the schemas of exactly the widgets the admin registers", () => {
    expect(registeredDecapWidgets()).toEqual([
      "datetime",
      "image",
      "list",
      "number",
      "object",
      "select",
      "string",
      "text",
    ])
  })

  it("is accepted, as the editors' browser will load it (GitHub backend, editorial workflow, local backend)", () => {
    expect(() => decap.validateConfig(config)).not.toThrow()
    expect(config).toMatchObject({
      backend: { name: "github" },
      publish_mode: "editorial_workflow",
      local_backend: { url: "http://localhost:9000/api/v1" },
    })
  })

  it("refuses a publish mode Decap does not know", () => {
    const bad = copy()
    bad.publish_mode = "editorial"
    expect(() => decap.validateConfig(bad)).toThrow("'publish_mode' must be equal to one of the allowed values")
  })

  it("refuses a number field whose minimum is not a number (the widget's own schema)", () => {
    const bad = copy()
    const rooms = bad.collections.find((c: { name: string }) => c.name === "rooms")
    const price = rooms.fields.find((f: { name: string }) => f.name === "pricePerDay")
    price.min = "null"
    const index = rooms.fields.indexOf(price)
    expect(() => decap.validateConfig(bad)).toThrow(`'collections[1].fields[${index}].min' must be number`)
  })

  it("refuses a field pattern that is not [regular expression, message]", () => {
    const bad = copy()
    const partners = bad.collections[0]
    const website = partners.fields.find((f: { name: string }) => f.name === "website")
    website.pattern = ["^https://"]
    expect(() => decap.validateConfig(bad)).toThrow(
      /'collections\[0\]\.fields\[\d+\]\.pattern' must NOT have fewer than 2 items/,
    )
  })

  it("refuses two fields with the same name", () => {
    const bad = copy()
    bad.collections[0].fields.push({ ...bad.collections[0].fields[0] })
    expect(() => decap.validateConfig(bad)).toThrow("'collections[0].fields' fields names must be unique")
  })
})

describe("the admin's stand-in for Decap's check (no generated code)", () => {
  it("accepts the generated config", () => {
    expect(() => shimValidateConfig(config)).not.toThrow()
  })

  it("still refuses a config.yml without backend or collections, with Decap's wording", () => {
    expect(() => shimValidateConfig({ media_folder: "x" })).toThrow(
      "'backend.name' must be a string\n'collections' must NOT have fewer than 1 items",
    )
  })
})
