import fs from "fs"
import os from "os"
import path from "path"
import { interfaceWords } from "../../src/content/collections"
import { saveProblem } from "../../src/cms/save-checks"
import { yamlSchemas, syncEditorSettings } from "../../src/gatsby/editor-settings"
import { describeProblem, validateInterfaceWords } from "../../src/gatsby/validate-data"
import { readInterfaceWords } from "../../src/gatsby/site-data"
import { readSchemaDocuments } from "../../src/gatsby/schema-files"

const root = path.resolve(__dirname, "../..")

/** A copy of locales/ in a temporary folder, with `edit` applied to one language's text. */
function localesWith(language: string, edit: (text: string) => string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "passage-locales-"))
  fs.cpSync(path.join(root, "locales"), path.join(dir, "locales"), { recursive: true })
  const file = path.join(dir, interfaceWords.file(language))
  fs.writeFileSync(file, edit(fs.readFileSync(file, "utf8")))
  return dir
}

describe("the interface words (locales/) as the build checks them", () => {
  it("accepts the committed words of both languages", () => {
    expect(validateInterfaceWords(root)).toEqual([])
  })

  it("names the file, the line and the word: a placeholder lost, a word emptied, a word missing", () => {
    const dir = localesWith("en", (text) =>
      text
        .replace('"homeLink": "{{name}} – home"', '"homeLink": "Home"')
        .replace('"openMenu": "Open menu"', '"openMenu": ""')
        .replace(/\n\s*"closeMenu": "Close menu",/, ""),
    )
    expect(validateInterfaceWords(dir).map(describeProblem)).toEqual([
      'locales/en/translation.json: interface words, field "nav.closeMenu" is missing: the site needs this word in every language (de: "Menü schließen")',
      'locales/en/translation.json, line 14: interface words, field "nav.homeLink" has the placeholders none, but the de word has {{name}}: the site fills in the same ones in every language (found "Home")',
      'locales/en/translation.json, line 15: interface words, field "nav.openMenu" must not be empty',
    ])
  })

  it("says when a file is no JSON at all", () => {
    const dir = localesWith("de", (text) => text.replace(/,\n/, "\n"))
    expect(validateInterfaceWords(dir).map(describeProblem)).toEqual([
      expect.stringMatching(/^locales\/de\/translation\.json: cannot be read as JSON: /),
    ])
  })
})

describe("the interface words as the browser editor checks them before a save", () => {
  const words = readInterfaceWords(root)
  const documents = readSchemaDocuments()
  const en = () => JSON.parse(JSON.stringify(words.en)) as Record<string, Record<string, string>>

  it("saves an edited word", () => {
    const edited = en()
    edited.nav.contact = "Get in touch"
    expect(saveProblem(documents, "ui", edited, "en", words)).toBeNull()
  })

  it("refuses what the build refuses, in the build's words", () => {
    const edited = en()
    edited.nav.homeLink = "Home"
    expect(saveProblem(documents, "ui", edited, "en", words)).toBe(
      'locales/en/translation.json: "nav.homeLink" has the placeholders none, but the de word has {{name}}: the site fills in the same ones in every language (found "Home")',
    )
  })
})

describe("VS Code's schema mapping", () => {
  it("is written from the table of collections, keeping the other settings", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "passage-vscode-"))
    fs.mkdirSync(path.join(dir, ".vscode"))
    fs.writeFileSync(path.join(dir, ".vscode/settings.json"), '{ "yaml.validate": true }\n')
    expect(syncEditorSettings(dir)).toBe(true)
    const written = JSON.parse(fs.readFileSync(path.join(dir, ".vscode/settings.json"), "utf8"))
    expect(written).toEqual({ "yaml.validate": true, "yaml.schemas": yamlSchemas() })
    expect(written["yaml.schemas"]["./schemas/event.schema.json"]).toBe("data/events/*.yaml")
    expect(syncEditorSettings(dir)).toBe(false)
  })

  it("is committed as the table says", () => {
    const settings = JSON.parse(fs.readFileSync(path.join(root, ".vscode/settings.json"), "utf8"))
    expect(settings["yaml.schemas"]).toEqual(yamlSchemas())
  })
})
