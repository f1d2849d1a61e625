import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
import { renderToString } from "react-dom/server"
import { nativeImageMarkup, withNativeImageMarkup } from "../../../plugins/gatsby-plugin-fast-start/image-markup"

const image: IGatsbyImageData = {
  layout: "constrained",
  width: 960,
  height: 640,
  images: {
    fallback: {
      src: "/static/a/960/1.jpg",
      srcSet: "/static/a/360/1.jpg 360w,/static/a/960/1.jpg 960w",
      sizes: "92vw",
    },
    sources: [{ type: "image/avif", srcSet: "/static/a/360/1.avif 360w,/static/a/960/1.avif 960w", sizes: "92vw" }],
  },
  placeholder: { fallback: "data:image/jpeg;base64,AAAA" },
}

describe("withNativeImageMarkup: gatsby-plugin-image's server markup", () => {
  const lazy = renderToString(<GatsbyImage image={image} alt="Pizza" loading="lazy" />)
  const eager = renderToString(<GatsbyImage image={image} alt="Pizza" loading="eager" />)

  it("is what the test starts from: data-src, a <noscript> copy and a script per image", () => {
    expect(lazy).toContain('data-src="/static/a/960/1.jpg"')
    expect(lazy).toContain("<noscript>")
    expect(lazy).toMatch(/<script type="module">/)
    expect(lazy).toContain('role="presentation"')
  })

  it("gives a lazy image its real src and srcset, left to the browser's lazy loading", () => {
    const html = withNativeImageMarkup(lazy)
    expect(html).not.toMatch(/data-src(set)?=/)
    expect(html).toMatch(
      /<img[^>]* loading="lazy" src="\/static\/a\/960\/1.jpg" srcset="\/static\/a\/360\/1.jpg 360w,\/static\/a\/960\/1.jpg 960w" alt="Pizza"\/>/,
    )
    expect(html).toMatch(
      /<source type="image\/avif" srcset="\/static\/a\/360\/1.avif 360w,\/static\/a\/960\/1.avif 960w" sizes="92vw"\/>/,
    )
  })

  it("drops the <noscript> copy and the per-image script, which have nothing left to do, and keeps one <img alt> per photo", () => {
    for (const html of [withNativeImageMarkup(lazy), withNativeImageMarkup(eager)]) {
      expect(html).not.toContain("<noscript>")
      expect(html).not.toContain("<script")
      expect(html.match(/alt="Pizza"/g)).toHaveLength(1)
      expect(html).toContain("data-placeholder-image")
    }
  })

  it("does the same for an image in one format only, which has no <picture>", () => {
    const webpOnly: IGatsbyImageData = {
      ...image,
      images: { fallback: { src: "/static/a/960/1.webp", srcSet: "/static/a/480/1.webp 480w", sizes: "46vw" } },
    }
    const single = renderToString(<GatsbyImage image={webpOnly} alt="Pizza" loading="lazy" />)
    expect(single).toMatch(/<noscript><img /)
    const html = nativeImageMarkup(`<body>${single}</body>`)
    expect(html).not.toContain("<noscript>")
    expect(html).toMatch(
      /<img[^>]* loading="lazy" src="\/static\/a\/960\/1.webp" srcset="\/static\/a\/480\/1.webp 480w" alt="Pizza"\/>/,
    )
    expect(html.match(/alt="Pizza"/g)).toHaveLength(1)
  })

  it("leaves the sizer image an empty alt without role=presentation", () => {
    const html = withNativeImageMarkup(lazy)
    expect(html).toContain('<img alt="" aria-hidden="true" src="data:image/svg+xml')
    expect(html).not.toContain('role="presentation"')
  })

  it("changes nothing else", () => {
    const other =
      '<p data-src="kept">x</p><noscript><style>a{}</style></noscript><script type="application/ld+json">{}</script>'
    expect(withNativeImageMarkup(other)).toBe(other)
  })
})

describe("nativeImageMarkup: the tweak on a built page, which checks that it recognised the markup", () => {
  const lazy = renderToString(<GatsbyImage image={image} alt="Pizza" loading="lazy" />)
  const page = (body: string) =>
    `<!DOCTYPE html><html><head><script type="module">const e="undefined"!=typeof HTMLImageElement;</script></head>` +
    `<body><div id="___gatsby">${body}</div></body></html>`

  it("rewrites a page with images as withNativeImageMarkup does, and a second time changes nothing", () => {
    const html = nativeImageMarkup(page(lazy), "public/index.html")
    expect(html).toBe(page(withNativeImageMarkup(lazy)))
    expect(nativeImageMarkup(html)).toBe(html)
  })

  it("leaves a page without images as it is", () => {
    expect(nativeImageMarkup(page("<p>Öffnungszeiten</p>"))).toBe(page("<p>Öffnungszeiten</p>"))
  })

  it.each([
    [
      "a <noscript> copy of a picture",
      (html: string) => html.replace("<noscript><picture>", '<noscript><picture class="x">'),
    ],
    [
      "a script per image",
      (html: string) =>
        html.replace(/querySelectorAll\("img\[data-main-image\]"\)/, 'querySelectorAll("[data-main-image]")'),
    ],
    ["a data-src or data-srcset attribute", (html: string) => html.replace(/ data-src=/g, "\ndata-src=")],
    ["a main image without src", (html: string) => html.replace(/ data-src=/g, " data-lazy-src=")],
    [
      "images without a main <img data-main-image>",
      (html: string) => html.replace(/data-main-image=""/g, 'data-gatsby-main=""'),
    ],
  ])(
    "stops the build, naming the tweak, on gatsby-plugin-image markup it does not recognise: %s",
    (problem, change) => {
      const changed = page(change(lazy))
      expect(changed).not.toBe(page(lazy))
      expect(() => nativeImageMarkup(changed, "public/index.html")).toThrow(
        'gatsby-plugin-fast-start, tweak "nativeImageMarkup": public/index.html has gatsby-plugin-image markup this does not recognise: ',
      )
      expect(() => nativeImageMarkup(changed)).toThrow(problem)
    },
  )
})
