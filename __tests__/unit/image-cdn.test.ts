import { cdnImage, cdnUrl } from "../../src/images/image-cdn"
import { large, thumb } from "../../src/fragments/gallery-photo"

jest.mock("gatsby", () => ({ graphql: () => "" }))

const landscape = { src: "/static/stage-1a2b.jpg", width: 1920, height: 1280 }
const portrait = { src: "/static/stage-1a2b.jpg", width: 1440, height: 1920 }
const photo = (original: typeof landscape) => ({ alt: "", caption: null, original })
const query = (url: string) => Object.fromEntries(new URL(url, "https://example.org").searchParams)

test("a thumbnail: two CDN sizes cropped to 4 : 3, its place 480 × 360", () => {
  const image = thumb(photo(portrait))
  expect(image).toMatchObject({ width: 480, height: 360 })
  expect(image.srcSet?.split(",").map((each) => each.split(" ")[1])).toEqual(["240w", "480w"])
  expect(query(image.src)).toEqual({ url: landscape.src, w: "480", h: "360", fit: "cover", fm: "webp", q: "72" })
  expect(image.src.startsWith("/.netlify/images?")).toBe(true)
})

test("the large photo keeps its proportions and is never enlarged", () => {
  expect(large(photo(landscape))).toMatchObject({ width: 1600, height: 1067 })
  const upright = large(photo(portrait))
  expect(upright).toMatchObject({ width: 1440, height: 1920 })
  expect(upright.srcSet).toBe(`${cdnUrl(portrait.src, 800)} 800w,${cdnUrl(portrait.src, 1440)} 1440w`)
  expect(query(upright.src)).toEqual({ url: portrait.src, w: "1440", fm: "webp", q: "72" })
  expect(cdnImage({ src: "/static/a.jpg", width: 300, height: 200 }, [240, 480], 4 / 3)).toMatchObject({
    width: 266,
    height: 200,
  })
})

test("not the build's copy (the editor's preview): the file itself, at its size", () => {
  expect(large(photo({ src: "blob:https://example.org/1", width: 960, height: 640 }))).toEqual({
    src: "blob:https://example.org/1",
    srcSet: undefined,
    width: 960,
    height: 640,
  })
})
