/**
 * `npm run cms` saves without drafts (decap-server's fs mode writes the working copy): a photo removed from a saved
 * event goes with the save, on a phone (390 × 844, touch) and on a computer (1,440 × 900). The folder and the YAML
 * agree after each save (a photo the cover still names stays), and a photo chosen again after its removal was saved
 * is written again.
 */
import fs from "fs"
import path from "path"
import { photosNamedBy } from "../../src/cms/entry-photos"
import { readSchemaDocuments } from "../../src/gatsby/schema-files"
import { validateDataDir } from "../../src/gatsby/validate-data"
import { choosePhotos, devices, publishing, useLocalEditor, valueBecomes, waitFor, type Device } from "./support/admin"

const editor = useLocalEditor("fs")
const root = path.resolve(__dirname, "../..")

describe.each([
  ["on a phone (390 × 844, touch)", devices.phone],
  ["on a computer (1,440 × 900)", devices.computer],
] as [string, Device][])("npm run cms: a photo removed from a saved event %s", (_, device) => {
  const slug = "carnival-2025"
  const file = `data/events/${slug}.yaml`
  const folder = `data/images/events/${slug}`
  const onDisk = () => fs.readdirSync(path.join(editor.repo, folder)).sort()
  const yaml = () => fs.readFileSync(path.join(editor.repo, file), "utf8")
  const named = () =>
    [...new Set(photosNamedBy(readSchemaDocuments(), { path: file, raw: yaml() }))].map((photo) => path.basename(photo))

  it("is deleted with the save, the others kept; removed and saved again, the same; chosen again, written again", async () => {
    const { page, problems } = await editor.openAdmin(`#/collections/events/entries/${slug}`, undefined, device)
    await valueBecomes(page.getByLabel("Adresse der Seite / slug", { exact: true }), slug)
    const save = async (expected: string[]) => {
      const before = yaml()
      await page.getByRole("button", { name: publishing.publish, exact: true }).click()
      await page.getByRole("menuitem", { name: publishing.publishNow }).click()
      await waitFor(() => yaml() !== before && onDisk().join() === expected.join(), `${folder} to hold ${expected}`)
      expect(named().sort()).toEqual(expected)
    }
    expect(named().sort()).toEqual(onDisk())
    // The gallery's first photo; then its second, and its first, which is the cover too (it stays).
    const [cover, first, second] = named()
    await page.getByRole("button", { name: "Foto 1 entfernen / remove photo 1" }).click()
    await save(onDisk().filter((name) => name !== first))
    await page.getByRole("button", { name: "Foto 2 entfernen / remove photo 2" }).click()
    await page.getByRole("button", { name: "Foto 1 entfernen / remove photo 1" }).click()
    await save(onDisk().filter((name) => name !== second))
    expect(onDisk()).toContain(cover)
    // The photo removed first, chosen again from the phone: the open entry knows it is gone, and writes it again.
    const photo = fs.readFileSync(path.join(root, folder, first))
    await choosePhotos(page, [{ name: first, mimeType: "image/jpeg", buffer: photo }])
    await save([...onDisk(), first].sort())
    expect(validateDataDir(path.join(editor.repo, "data"))).toEqual([])
    expect(problems).toEqual([])
    await page.close()
  }, 180000)
})
