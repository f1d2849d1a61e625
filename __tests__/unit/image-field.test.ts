/**
 * An image field is a field whose schema refers to the imagePath definition, and nothing else:
 * a new optional `logo` of the partners, added to a copy of the schemas only, gets the build's
 * existence check, the phone-photo fitting, an upload widget and a GraphQL File with no other change.
 */
import fs from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import { collectionNamed } from "../../src/content/collections"
import { fieldsFromSchema } from "../../src/cms/schema-fields"
import { photoReferences } from "../../src/gatsby/data-photos"
import { imageFields, imagePathDefinition } from "../../src/gatsby/json-schema"
import { fittedCopyOf, preparePhotos } from "../../src/gatsby/photos"
import { typeDefs } from "../../src/gatsby/schema"
import { readSchemaDocuments, schemaDir } from "../../src/gatsby/schema-files"
import { describeProblem, validateDataDir } from "../../src/gatsby/validate-data"
import { copyData, edit, removeCopies } from "./support/data-copy"

const partners = collectionNamed("partners")
let schemas: string

beforeAll(() => {
  schemas = fs.mkdtempSync(path.join(os.tmpdir(), "passage-schemas-"))
  fs.cpSync(schemaDir, schemas, { recursive: true })
  const file = path.join(schemas, partners.schema)
  const schema = JSON.parse(fs.readFileSync(file, "utf8"))
  schema.properties.logo = {
    $ref: imagePathDefinition,
    title: "Logo / logo",
    description: "Das Logo, relativ zu dieser Datei. / The logo, relative to this file.",
  }
  fs.writeFileSync(file, JSON.stringify(schema, null, 2))
})
afterAll(() => {
  removeCopies()
  fs.rmSync(schemas, { recursive: true, force: true })
})

/** A copy of data/ whose partner miyako has `logo: <logo>`. */
function dataWithLogo(logo: string): string {
  const dataDir = copyData()
  edit(dataDir, "partners/miyako.yaml", /^icon: .*$/m, `$&\nlogo: ${logo}`)
  return dataDir
}

it("finds the image fields from the schema alone", () => {
  expect(imageFields(readSchemaDocuments(), partners.schema)).not.toContain("/logo")
  expect(imageFields(readSchemaDocuments(schemas), partners.schema)).toEqual(
    expect.arrayContaining(["/image", "/images/*", "/logo"]),
  )
})

it("the build checks that the logo's file exists", () => {
  const dataDir = dataWithLogo("../images/logos/miyako.jpg")
  expect(validateDataDir(dataDir, { schemaDir: schemas }).map(describeProblem)).toEqual([
    'data/partners/miyako.yaml, line 12: partner "miyako", field "logo" points to data/images/logos/miyako.jpg, but the folder data/images/logos/ does not exist',
  ])
})

it("the build turns a logo straight from a phone upright", async () => {
  const dataDir = dataWithLogo("../images/logos/miyako.jpg")
  fs.mkdirSync(path.join(dataDir, "images", "logos"))
  const logo = path.join(dataDir, "images", "logos", "miyako.jpg")
  const landscape = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#a86" } })
    .jpeg()
    .toBuffer()
  fs.writeFileSync(logo, await sharp(landscape).withMetadata({ orientation: 6 }).jpeg().toBuffer())
  expect(validateDataDir(dataDir, { schemaDir: schemas })).toEqual([])
  expect(photoReferences(dataDir, "data", schemas).filter((reference) => reference.photo === logo)).toEqual([
    { file: "data/partners/miyako.yaml", line: 12, entry: 'partner "miyako"', field: "logo", photo: logo },
  ])
  const fittedDir = path.join(path.dirname(dataDir), "fitted")
  const reporter = { panic: jest.fn(), info: jest.fn(), warn: jest.fn() }
  await preparePhotos({ reporter }, dataDir, fittedDir, "data", schemas)
  expect(reporter.panic).not.toHaveBeenCalled()
  const copy = fittedCopyOf(logo, dataDir, fittedDir)
  expect(copy).toBeDefined()
  const metadata = await sharp(copy!).metadata()
  expect([metadata.width, metadata.height, metadata.orientation]).toEqual([300, 400, undefined])
}, 30000)

it("the editor uploads a logo and GraphQL gives it as a File", () => {
  const documents = readSchemaDocuments(schemas)
  const logo = fieldsFromSchema(documents, partners.schema, partners.editor.media).find((f) => f.name === "logo")
  // Decap's image field, offering the partner's photos too (PhotoListWidget.tsx's galleryImage).
  expect(logo).toMatchObject({ widget: "galleryImage", gallery: "images", required: false, ...partners.editor.media })
  expect(typeDefs(documents)).toMatch(/\blogo: File @fileByRelativePath @fittedPhoto\b/)
})
