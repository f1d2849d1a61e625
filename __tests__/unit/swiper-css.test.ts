/**
 * The carousel carries the few rules of Swiper's stylesheet it uses (src/components/carousel/ImageCarousel.tsx) rather
 * than importing the whole; this holds its class names to the Swiper installed, so that an upgrade that renames one
 * fails here rather than leaving slides unstyled.
 */
import fs from "fs"
import path from "path"

const root = path.resolve(__dirname, "../..")
const swiperCss = ["swiper.css", "modules/effect-fade.css"]
  .map((file) => fs.readFileSync(path.join(root, "node_modules/swiper", file), "utf8"))
  .join("\n")
/** Swiper's code, which adds the container's state classes (`swiper-` and a word, e.g. `initialized`). */
const swiperCore = fs.readFileSync(path.join(root, "node_modules/swiper/shared/swiper-core.mjs"), "utf8")
const carousel = fs.readFileSync(path.join(root, "src/components/carousel/ImageCarousel.tsx"), "utf8")

const classesIn = (text: string) => new Set([...text.matchAll(/\.(swiper(?:-[a-z]+)*)\b/g)].map((match) => match[1]))

describe("the carousel's share of Swiper's stylesheet", () => {
  it("styles only classes Swiper gives its elements", () => {
    const used = [...classesIn(carousel)]
    expect(used).toEqual(expect.arrayContaining(["swiper", "swiper-wrapper", "swiper-slide", "swiper-fade"]))
    const styled = classesIn(swiperCss)
    const added = (name: string) => swiperCore.includes(`'${name.replace(/^swiper-/, "")}'`)
    expect(used.filter((name) => !styled.has(name) && !added(name))).toEqual([])
  })

  it("imports none of Swiper's stylesheets (they would be inlined in every page's head)", () => {
    expect(carousel).not.toMatch(/import\s+["']swiper\/.*css["']/)
  })
})
