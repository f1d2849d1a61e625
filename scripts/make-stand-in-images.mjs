#!/usr/bin/env node
// @ts-check
/**
 * Generates designed stand-in ("Platzhalter") photos until the client's real
 * photos arrive.
 *
 *   node scripts/make-stand-in-images.mjs            # create missing files only
 *   node scripts/make-stand-in-images.mjs --force    # regenerate everything
 *   node scripts/make-stand-in-images.mjs --force miyako hero   # only paths containing a word
 *   node scripts/make-stand-in-images.mjs --jobs 3   # images processed in parallel (default 2)
 *
 * Every image is built from SVG layers rendered with sharp – a heavily blurred
 * background (gradient, colour fields, light streaks), a lightly blurred bokeh
 * layer, crisp surfaces and subject-specific motifs with soft drop shadows, and
 * a screen-blended light layer – then a touch of lens softness, fine film grain
 * (so the JPEG has the weight of a real photo, ~350–550 KB) and a small label.
 * All randomness is seeded from the file path (the grain too), so the same
 * script always produces the same bytes.
 *
 * Uses only sharp and Node built-ins.
 */
import sharp from "sharp"
import { mkdir, writeFile, stat } from "node:fs/promises"
import path from "node:path"
import { fileURLToPath } from "node:url"

/**
 * An entry of IMAGES: one file, or `count` numbered files in `dir`.
 * @typedef {{
 *   subject: string, theme: string, width?: number, height?: number, subtitle?: string, grain?: number
 * } & ({ file: string, dir?: undefined, count?: undefined } | { dir: string, count: number, file?: undefined })} ImageEntry
 */
/**
 * One image to render: photo `n` of `m` of its entry.
 * @typedef {{
 *   file: string, subject: string, theme: string, width: number, height: number, subtitle?: string, grain: number,
 *   n: number, m: number
 * }} Job
 */
/**
 * A theme's colours: `bg` for the background gradient, `glow` for light and bokeh, `grad` the gradient's angle,
 * `vig` the vignette's strength, `bokeh` the number of bokeh discs, `grain` the film grain's strength.
 * @typedef {{
 *   bg: string[], glow: string[], grad?: number, vig?: number, bokeh?: number, grain?: number, lights?: string[],
 *   blobs?: string[], lightLeak?: number, shadow?: number
 * }} Palette
 */
/**
 * The seeded random numbers of one image.
 * @typedef {{
 *   next: () => number, range: (a: number, b: number) => number, int: (a: number, b: number) => number,
 *   pick: <T>(arr: readonly T[]) => T, chance: (p: number) => boolean, sign: () => number
 * }} Rng
 */
/**
 * What a scene draws with: size W×H, `u` = W / 2400 (the unit of every length), random numbers,
 * photo `i` of `n`, the theme's palette.
 * @typedef {{ W: number, H: number, u: number, r: Rng, i: number, n: number, pal: Palette }} Ctx
 */
/**
 * The SVG layers a scene appends to (see "scenes" below).
 * @typedef {{ defs: string, soft: string, mid: string, back: string, midTop: string, crisp: string, light: string }} Out
 */
/** @typedef {(ctx: Ctx, out: Out) => void} Scene */
/** SVG attributes (undefined and null ones are left out). @typedef {Record<string, string | number | undefined | null>} Attrs */
/** A gradient stop: offset, colour, opacity (1 if left out). @typedef {[number, string] | [number, string, number]} Stop */

/* ------------------------------------------------------------------------ *
 * The images. Adding an image = adding a line (or raising a `count`).
 *   { file, subject, theme, width?, height? }      a single file
 *   { dir, count, subject, theme }                 <dir>/1.jpg … <dir>/<count>.jpg
 * Default size 2400x1600 (3:2). `theme` selects palette + motifs below.
 * ------------------------------------------------------------------------ */
/** @type {ImageEntry[]} */
const IMAGES = [
  { file: "data/images/hero/passage.jpg", subject: "Passage Wels", theme: "passage", width: 2400, height: 1350 },
  { dir: "data/images/partners/da-tano", count: 5, subject: "Pizzeria DA TANO", theme: "daTano" },
  { dir: "data/images/partners/miyako", count: 5, subject: "Miyako Ramen Sushi", theme: "miyako" },
  { dir: "data/images/partners/s-gerstl", count: 4, subject: "S'Gerstl", theme: "sGerstl" },
  { dir: "data/images/partners/gerstl-braeu", count: 4, subject: "Gerstl Bräu", theme: "gerstlBraeu" },
  { dir: "data/images/partners/rose-podologie", count: 4, subject: "Rose Podologie", theme: "rose" },
  { dir: "data/images/partners/angel-studio", count: 2, subject: "Angel Studio", theme: "angel" },
  { dir: "data/images/partners/city-marketing", count: 3, subject: "Stadtmarketing Wels", theme: "city" },
  { dir: "data/images/partners/maxmara", count: 4, subject: "MaxMara", theme: "maxmara" },
  { dir: "data/images/rooms/party-cellar", count: 4, subject: "Partykeller", theme: "cellar" },
  { dir: "data/images/rooms/event-hall", count: 4, subject: "Eventsaal", theme: "hall" },
  { dir: "data/images/events/carnival-2025", count: 4, subject: "Faschingsparty 2025", theme: "carnival" },
  {
    file: "static/og-image.jpg",
    subject: "Passage Wels",
    theme: "og",
    width: 1200,
    height: 630,
    subtitle: "Essen · Genießen · Feiern — Freiung 9-11 · Stadtplatz 43/44 · Wels",
  },
]

const DEFAULT_W = 2400
const DEFAULT_H = 1600
const JPEG = { quality: 82, mozjpeg: true, progressive: true }
const FONT = "DejaVu Sans"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")

/* ----------------------------- utilities -------------------------------- */

/**
 * @param {string} str
 */
function hashString(str) {
  // FNV-1a, 32 bit
  let h = 0x811c9dc5
  for (const ch of Buffer.from(str, "utf8")) {
    h ^= ch
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/**
 * @param {number} seed
 */
function mulberry32(seed) {
  let a = seed >>> 0
  return function next() {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * @param {number} seed
 * @returns {Rng}
 */
function makeRng(seed) {
  const next = mulberry32(seed)
  return {
    next,
    range: (a, b) => a + (b - a) * next(),
    int: (a, b) => Math.floor(a + (b - a + 1) * next()),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
    sign: () => (next() < 0.5 ? -1 : 1),
  }
}

/** @type {(v: number) => number} */
const N = (v) => Math.round(v * 10) / 10
/** @type {(a: number, b: number, t: number) => number} */
const lerp = (a, b, t) => a + (b - a) * t

/**
 * @param {string} hex
 */
function hexToRgb(hex) {
  const h = hex.replace("#", "")
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16))
}
/**
 * @param {string} a
 * @param {string} b
 * @param {number} t
 */
function mix(a, b, t) {
  const A = hexToRgb(a)
  const B = hexToRgb(b)
  return (
    "#" +
    A.map((v, i) =>
      Math.round(lerp(v, B[i], t))
        .toString(16)
        .padStart(2, "0"),
    ).join("")
  )
}
/** @type {(s: string) => string} */
const escXml = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

/* --------------------------- SVG primitives ----------------------------- */

/** @type {(o: Attrs) => string} */
const attrs = (o) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${k}="${typeof v === "number" ? N(v) : v}"`)
    .join(" ")
/** @type {(cx: number, cy: number, r: number, fill: string, op?: number, extra?: Attrs) => string} */
const circle = (cx, cy, r, fill, op = 1, extra = {}) =>
  `<circle ${attrs({ cx, cy, r, fill, "fill-opacity": op, ...extra })}/>`
/** @type {(cx: number, cy: number, rx: number, ry: number, fill: string, op?: number, extra?: Attrs) => string} */
const ellipse = (cx, cy, rx, ry, fill, op = 1, extra = {}) =>
  `<ellipse ${attrs({ cx, cy, rx, ry, fill, "fill-opacity": op, ...extra })}/>`
/** @type {(x: number, y: number, width: number, height: number, fill: string, op?: number, extra?: Attrs) => string} */
const rect = (x, y, width, height, fill, op = 1, extra = {}) =>
  `<rect ${attrs({ x, y, width, height, fill, "fill-opacity": op, ...extra })}/>`
/** @type {(d: string, fill: string, op?: number, extra?: Attrs) => string} */
const pathEl = (d, fill, op = 1, extra = {}) => `<path ${attrs({ d, fill, "fill-opacity": op, ...extra })}/>`
/** @type {(x1: number, y1: number, x2: number, y2: number, stroke: string, sw: number, op?: number, extra?: Attrs) => string} */
const line = (x1, y1, x2, y2, stroke, sw, op = 1, extra = {}) =>
  `<line ${attrs({ x1, y1, x2, y2, stroke, "stroke-width": sw, "stroke-opacity": op, "stroke-linecap": "round", ...extra })}/>`
/** @type {(transform: string, inner: string, extra?: Attrs) => string} */
const group = (transform, inner, extra = {}) => `<g ${attrs({ transform, ...extra })}>${inner}</g>`
/** @type {(x: number, y: number, rot?: number, s?: number) => string} */
const tr = (x, y, rot = 0, s = 1) => `translate(${N(x)} ${N(y)}) rotate(${N(rot)}) scale(${s})`
/** @type {(id: string, x1: number, y1: number, x2: number, y2: number, stops: Stop[]) => string} */
const linGrad = (id, x1, y1, x2, y2, stops) =>
  `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" ${attrs({ x1, y1, x2, y2 })}>${stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join("")}</linearGradient>`
/** @type {(id: string, x1: number, y1: number, x2: number, y2: number, stops: Stop[]) => string} */
const linGradBox = (id, x1, y1, x2, y2, stops) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join("")}</linearGradient>`
/** @type {(id: string, stops: Stop[], extra?: string) => string} */
const radGradBox = (id, stops, extra = "") =>
  `<radialGradient id="${id}" ${extra}>${stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join("")}</radialGradient>`

/**
 * @param {number} cx
 * @param {number} ys
 * @param {number} rad
 * @param {number} base
 */
function archPath(cx, ys, rad, base) {
  return `M${N(cx - rad)},${N(base)} L${N(cx - rad)},${N(ys)} A${N(rad)},${N(rad)} 0 0 1 ${N(cx + rad)},${N(ys)} L${N(cx + rad)},${N(base)} Z`
}

/**
 * @param {number} x
 * @param {number} y
 * @param {number} len
 * @param {number} rot
 * @param {string} fill
 * @param {number} [op]
 * @param {string} [vein]
 */
function leaf(x, y, len, rot, fill, op = 1, vein = "#000000") {
  const L = len
  return group(
    tr(x, y, rot),
    pathEl(`M0,0 Q${N(L * 0.4)},${N(-L * 0.3)} ${N(L)},0 Q${N(L * 0.45)},${N(L * 0.3)} 0,0 Z`, fill, op) +
      line(L * 0.04, 0, L * 0.85, 0, vein, Math.max(1, L * 0.02), 0.25),
  )
}

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {string} fill
 * @param {number} [op]
 */
function sparkle(x, y, s, fill, op = 1) {
  return pathEl(
    `M${N(x)},${N(y - s)} Q${N(x + s * 0.12)},${N(y - s * 0.12)} ${N(x + s)},${N(y)} Q${N(x + s * 0.12)},${N(y + s * 0.12)} ${N(x)},${N(y + s)} Q${N(x - s * 0.12)},${N(y + s * 0.12)} ${N(x - s)},${N(y)} Q${N(x - s * 0.12)},${N(y - s * 0.12)} ${N(x)},${N(y - s)} Z`,
    fill,
    op,
  )
}

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {string} fill
 * @param {number} [op]
 */
function droplet(x, y, s, fill, op = 1) {
  return group(
    tr(x, y, 0, 1),
    pathEl(
      `M0,${N(-s)} C${N(s * 0.55)},${N(-s * 0.2)} ${N(s * 0.7)},${N(s * 0.25)} ${N(s * 0.7)},${N(s * 0.45)} A${N(s * 0.7)},${N(s * 0.7)} 0 1 1 ${N(-s * 0.7)},${N(s * 0.45)} C${N(-s * 0.7)},${N(s * 0.25)} ${N(-s * 0.55)},${N(-s * 0.2)} 0,${N(-s)} Z`,
      fill,
      op,
    ) + ellipse(-s * 0.25, s * 0.35, s * 0.12, s * 0.22, "#ffffff", 0.6),
  )
}

/**
 * Points along a quadratic curve (for string lights, bunting …).
 * @param {number} x1
 * @param {number} y1
 * @param {number} x2
 * @param {number} y2
 * @param {number} sag
 * @param {number} count
 */
function quadPoints(x1, y1, x2, y2, sag, count) {
  const cx = (x1 + x2) / 2
  const cy = (y1 + y2) / 2 + sag
  const pts = []
  for (let k = 0; k < count; k++) {
    const t = (k + 0.5) / count
    pts.push([
      (1 - t) ** 2 * x1 + 2 * (1 - t) * t * cx + t * t * x2,
      (1 - t) ** 2 * y1 + 2 * (1 - t) * t * cy + t * t * y2,
    ])
  }
  return { d: `M${N(x1)},${N(y1)} Q${N(cx)},${N(cy)} ${N(x2)},${N(y2)}`, pts }
}

/**
 * Wire with glowing bulbs: crisp wire + bulbs, glows in the mid and soft layers.
 * @param {Ctx} ctx
 * @param {Out} out
 * @param {number} x1
 * @param {number} y1
 * @param {number} x2
 * @param {number} y2
 * @param {number} sag
 * @param {number} count
 * @param {number} [scale]
 */
function stringLights(ctx, out, x1, y1, x2, y2, sag, count, scale = 1) {
  const { u, pal } = ctx
  const { d, pts } = quadPoints(x1, y1, x2, y2, sag, count)
  out.crisp += pathEl(d, "none", 1, { stroke: "#1a100a", "stroke-width": 3 * u * scale, "stroke-opacity": 0.8 })
  for (const [x, y] of pts) {
    out.crisp += line(x, y, x, y + 14 * u * scale, "#1a100a", 3 * u * scale, 0.8)
    out.crisp += circle(x, y + 24 * u * scale, 10 * u * scale, "#fff4cf", 1)
    out.midTop += circle(x, y + 24 * u * scale, 34 * u * scale, ctx.r.pick(pal.lights || pal.glow), 0.55)
    out.light += circle(x, y + 24 * u * scale, 110 * u * scale, ctx.r.pick(pal.lights || pal.glow), 0.18)
  }
}

/* ----------------------------- palettes --------------------------------- */

/** @type {Record<string, Palette>} */
const PALETTES = {
  passage: {
    bg: ["#141630", "#3b2a44", "#8a4f3a", "#2a1a16"],
    glow: ["#ffb35c", "#ffd27a", "#ff8a3d", "#ffe3b0"],
    grad: 90,
    vig: 0.6,
    bokeh: 14,
  },
  og: {
    grain: 10,
    bg: ["#141630", "#3b2a44", "#8a4f3a", "#2a1a16"],
    glow: ["#ffb35c", "#ffd27a", "#ff8a3d", "#ffe3b0"],
    grad: 90,
    vig: 0.55,
    bokeh: 10,
  },
  daTano: {
    bg: ["#2e0907", "#8e2219", "#c9623a", "#f0d2a4"],
    glow: ["#ffcf8a", "#ff6a3d", "#f4e6c8", "#ffd9a0"],
    grad: 60,
    vig: 0.5,
    bokeh: 14,
  },
  miyako: {
    bg: ["#080a22", "#1b2058", "#34397a", "#141537"],
    glow: ["#ff8c69", "#f6f1e7", "#6d74c9", "#ffb199"],
    grad: 110,
    vig: 0.55,
    bokeh: 18,
  },
  sGerstl: {
    bg: ["#170e07", "#4a2e19", "#8d5f35", "#2a3a22"],
    glow: ["#ffcf8a", "#e3a35b", "#6f9a5a", "#ffe0a8"],
    grad: 70,
    vig: 0.55,
    bokeh: 12,
  },
  gerstlBraeu: {
    bg: ["#0d0603", "#3a1d0a", "#8a4a17", "#1c0d05"],
    glow: ["#ffb43c", "#ff8c1a", "#ffd27f", "#e07a2a"],
    grad: 100,
    vig: 0.6,
    bokeh: 20,
  },
  rose: {
    grain: 10.5,
    bg: ["#f6dedf", "#efc9cd", "#fbf3ef", "#dfe8da"],
    glow: ["#ffffff", "#f2b8c0", "#c9d8c5", "#fff4ee"],
    grad: 45,
    vig: 0.22,
    bokeh: 16,
  },
  angel: {
    grain: 10,
    bg: ["#f1d2da", "#e6bccd", "#d5c2ea", "#fbeee6"],
    glow: ["#fff4e0", "#e7b8c8", "#c8b6ea", "#f6dca0"],
    grad: 30,
    vig: 0.25,
    bokeh: 22,
  },
  city: {
    bg: ["#0e2a4e", "#2b63a0", "#8fb4d8", "#ead7b1"],
    glow: ["#ffffff", "#f0dcb5", "#8cc0ef", "#ffe7bd"],
    grad: 90,
    vig: 0.35,
    bokeh: 12,
  },
  maxmara: {
    bg: ["#141110", "#5e452d", "#b88d60", "#e9dcc6"],
    glow: ["#f6ecd9", "#d2a877", "#ffffff", "#e8c9a0"],
    grad: 20,
    vig: 0.45,
    bokeh: 10,
  },
  cellar: {
    bg: ["#0e0604", "#341709", "#6e3219", "#1c0b05"],
    glow: ["#ffb347", "#ffd88a", "#ff7a2e", "#ffc46b"],
    lights: ["#ffc46b", "#ffd88a", "#ffb347"],
    grad: 90,
    vig: 0.6,
    bokeh: 16,
  },
  hall: {
    grain: 11,
    bg: ["#cdb99b", "#efe4d2", "#fff9ee", "#d8c5a6"],
    glow: ["#fff6dc", "#ffe2a8", "#ffffff", "#ffd58a"],
    grad: 90,
    vig: 0.3,
    bokeh: 20,
  },
  carnival: {
    bg: ["#1c0638", "#5e1490", "#c0267a", "#2a0a4a"],
    glow: ["#ffd400", "#00e0ff", "#ff4fd8", "#7cff4f", "#ff8a00"],
    blobs: ["#ff4fd8", "#ff2d6f", "#ff9a1a", "#7a2cff", "#2a7bff"],
    grad: 120,
    vig: 0.5,
    bokeh: 24,
  },
}

const CONFETTI = ["#ffd400", "#00d1ff", "#ff3d7f", "#7cff4f", "#ff8a00", "#ffffff", "#b44dff", "#ff2d2d"]

/* ------------------------------- scenes --------------------------------- *
 * Each scene function receives ctx = { W, H, u, r, i, n, pal } and an `out`
 * object { defs, soft, mid, crisp } to append SVG to:
 *   soft  – heavily blurred (rendered at 1/4 size) → light, haze, colour fields
 *   mid   – slightly blurred (rendered at 1/2 size) → bokeh, far objects
 *   crisp – full resolution → the geometric motifs
 * ------------------------------------------------------------------------ */

/** @type {(arches: Arch[]) => number} */
const A0cx = (arches) => arches[0].cx

/**
 * @typedef {{ s: number, cx: number, hw: number, pw: number, ys: number, base: number }} Arch
 * @typedef {{
 *   vx: number, vy: number, count?: number, ratio?: number, hw0?: number, pw0?: number, ys0?: number,
 *   near: string, far: string, edge: string, frame: string, floor: string, light: string, ceiling?: string,
 *   windowCols: string[], windowChance?: number, farStops: Stop[], pattern?: string, lamps?: boolean
 * }} TunnelOptions
 */

/**
 * One-point perspective tunnel of arches: the passage / the vaulted cellar.
 * @param {Ctx} ctx
 * @param {Out} out
 * @param {TunnelOptions} o
 */
function tunnel(ctx, out, o) {
  const { W, H, u, r } = ctx
  const k = o.count ?? 9
  const ratio = o.ratio ?? 0.74
  const vx = o.vx
  const vy = o.vy
  const hw0 = o.hw0 ?? W * 0.42
  const pw0 = o.pw0 ?? W * 0.075
  const ys0 = o.ys0 ?? H * 0.58
  const base0 = H * 1.06
  const arches = []
  for (let j = 0; j < k; j++) {
    const s = ratio ** j
    arches.push({
      s,
      cx: vx + (W / 2 - vx) * s,
      hw: hw0 * s,
      pw: pw0 * s,
      ys: vy + (ys0 - vy) * s,
      base: vy + (base0 - vy) * s,
    })
  }
  const far = arches[k - 1]
  // interior: vault + walls in dusky colours, floor + far light (soft)
  out.defs += linGrad("interior", 0, 0, 0, H, [
    [0, o.ceiling ?? "#2a2236"],
    [0.5, mix(o.near, o.far, 0.55)],
    [1, o.floor],
  ])
  out.soft += rect(-W, -H, W * 3, H * 3, "url(#interior)", 1)
  out.soft += pathEl(
    `M0,${H} L${W},${H} L${N(far.cx + far.hw)},${N(far.base)} L${N(far.cx - far.hw)},${N(far.base)} Z`,
    o.floor,
    0.9,
  )
  out.soft += ellipse(far.cx, far.ys, W * 0.22, H * 0.32, o.light, 0.95)
  out.soft += ellipse(far.cx, far.base, W * 0.35, H * 0.08, o.light, 0.5)
  // view out of the far end (evening sky / back wall)
  out.defs += linGrad("farview", 0, far.ys - far.hw, 0, far.base, o.farStops)
  out.mid += pathEl(archPath(far.cx, far.ys, far.hw, far.base), "url(#farview)", 1)
  // side walls with lit shop windows / niches
  for (let j = 0; j < k - 1; j++) {
    const A = arches[j]
    const B = arches[j + 1]
    for (const side of [-1, 1]) {
      if (!r.chance(o.windowChance ?? 0.8)) continue
      const X = (/** @type {number} */ a) => lerp(A.cx + side * A.hw, B.cx + side * B.hw, a)
      const Y = (/** @type {number} */ a, /** @type {number} */ b) =>
        lerp(lerp(A.base, B.base, a), lerp(A.ys, B.ys, a), b)
      const a0 = r.range(0.12, 0.25)
      const a1 = r.range(0.75, 0.88)
      const b0 = 0.04
      const b1 = r.range(0.7, 0.95)
      const quad = `M${N(X(a0))},${N(Y(a0, b0))} L${N(X(a1))},${N(Y(a1, b0))} L${N(X(a1))},${N(Y(a1, b1))} L${N(X(a0))},${N(Y(a0, b1))} Z`
      const col = r.pick(o.windowCols)
      out.mid += pathEl(quad, col, r.range(0.55, 0.9) * (0.5 + 0.5 * A.s))
      out.soft += pathEl(quad, col, 0.7)
      out.crisp += pathEl(quad, "none", 1, {
        stroke: o.frame,
        "stroke-width": Math.max(1.5, 5 * u * A.s),
        "stroke-opacity": 0.55,
      })
      // reflection on the floor
      out.mid += pathEl(
        `M${N(X(a0))},${N(Y(a0, 0))} L${N(X(a1))},${N(Y(a1, 0))} L${N(lerp(X(a1), A.cx, 0.35))},${N(Y(a1, 0) + (H - A.base) * 0.3 + 30 * u)} L${N(lerp(X(a0), A.cx, 0.35))},${N(Y(a0, 0) + (H - A.base) * 0.3 + 30 * u)} Z`,
        col,
        0.16,
      )
    }
  }
  // floor joints (crisp, faint, clipped to the floor)
  const floorClip = `M${N(arches[0].cx - arches[0].hw)},${H + 20} L${N(arches[0].cx + arches[0].hw)},${H + 20} L${N(far.cx + far.hw)},${N(far.base)} L${N(far.cx - far.hw)},${N(far.base)} Z`
  out.defs += `<clipPath id="floorclip"><path d="${floorClip}"/></clipPath>`
  let joints = ""
  for (let m = -8; m <= 8; m++) {
    joints += line(far.cx + (m * far.hw) / 8, far.base, A0cx(arches) + m * W * 0.1, H + 20, o.frame, 2 * u, 0.18)
  }
  out.crisp += `<g clip-path="url(#floorclip)">${joints}</g>`
  out.light += ellipse(far.cx, far.ys, W * 0.18, H * 0.25, o.light, 0.45)
  // arches, far to near
  for (let j = k - 1; j >= 0; j--) {
    const A = arches[j]
    const col = mix(o.near, o.far, Math.min(1, (1 - A.s) * 1.15))
    const inner = archPath(A.cx, A.ys, A.hw, A.base)
    const outer =
      j === 0
        ? `M-20,-20 L${W + 20},-20 L${W + 20},${N(A.base)} L-20,${N(A.base)} Z`
        : archPath(A.cx, A.ys, A.hw + A.pw, A.base)
    if (j > 0) {
      // soffit: the inner thickness of the arch, lit from below
      const s2 = A.s * 0.9
      const B = { cx: vx + (W / 2 - vx) * s2, hw: hw0 * s2, ys: vy + (ys0 - vy) * s2, base: vy + (base0 - vy) * s2 }
      const soffit =
        `M${N(A.cx - A.hw)},${N(A.base)} L${N(A.cx - A.hw)},${N(A.ys)} A${N(A.hw)},${N(A.hw)} 0 0 1 ${N(A.cx + A.hw)},${N(A.ys)} L${N(A.cx + A.hw)},${N(A.base)} ` +
        `L${N(B.cx + B.hw)},${N(B.base)} L${N(B.cx + B.hw)},${N(B.ys)} A${N(B.hw)},${N(B.hw)} 0 0 0 ${N(B.cx - B.hw)},${N(B.ys)} L${N(B.cx - B.hw)},${N(B.base)} Z`
      out.crisp += pathEl(soffit, mix(col, o.edge, 0.22), 1)
    }
    if (o.pattern) out.crisp += pathEl(`${outer} ${inner}`, `url(#${o.pattern})`, 1, { "fill-rule": "evenodd" })
    out.crisp += pathEl(`${outer} ${inner}`, col, o.pattern ? 0.55 + 0.35 * A.s : 1, { "fill-rule": "evenodd" })
    // warm light catching the inner edge of the arch
    out.crisp += pathEl(
      `M${N(A.cx - A.hw)},${N(A.base)} L${N(A.cx - A.hw)},${N(A.ys)} A${N(A.hw)},${N(A.hw)} 0 0 1 ${N(A.cx + A.hw)},${N(A.ys)} L${N(A.cx + A.hw)},${N(A.base)}`,
      "none",
      1,
      { stroke: o.edge, "stroke-width": Math.max(1.5, 7 * u * A.s), "stroke-opacity": 0.35 + 0.4 * (1 - A.s) },
    )
    // pillar base lines
    out.crisp += line(A.cx - A.hw - A.pw, A.base, A.cx - A.hw, A.base, o.edge, Math.max(1, 4 * u * A.s), 0.3)
    out.crisp += line(A.cx + A.hw, A.base, A.cx + A.hw + A.pw, A.base, o.edge, Math.max(1, 4 * u * A.s), 0.3)
    // hanging lamp
    if (o.lamps && j >= 1 && A.s > 0.1) {
      const top = A.ys - A.hw
      const ly = A.ys - A.hw * 0.42
      if (ly > 10) {
        out.crisp += line(A.cx, Math.max(0, top), A.cx, ly, "#120a06", Math.max(1, 4 * u * A.s), 0.8)
        out.crisp += pathEl(
          `M${N(A.cx - 40 * u * A.s)},${N(ly + 30 * u * A.s)} Q${N(A.cx)},${N(ly - 30 * u * A.s)} ${N(A.cx + 40 * u * A.s)},${N(ly + 30 * u * A.s)} Z`,
          "#1a100a",
          0.95,
        )
        out.crisp += ellipse(A.cx, ly + 32 * u * A.s, 26 * u * A.s, 9 * u * A.s, "#fff1c8", 1)
        out.mid += circle(A.cx, ly + 36 * u * A.s, 110 * u * A.s, r.pick(o.windowCols), 0.6)
        out.soft += circle(A.cx, ly + 60 * u * A.s, 330 * u * A.s, o.light, 0.5)
        out.light += circle(A.cx, ly + 40 * u * A.s, 260 * u * A.s, o.light, 0.4)
        out.mid += ellipse(A.cx, lerp(A.base, H, 0.25), 60 * u * A.s, 160 * u * A.s, o.light, 0.22)
      }
    }
  }
  return arches
}

/**
 * @param {number} cx
 * @param {number} cy
 * @param {number} rad
 * @param {string} [col]
 * @param {string} [rim]
 */
function plate(cx, cy, rad, col = "#f6efe2", rim = "#c9b9a0") {
  return (
    `<g class="sh">${circle(cx, cy, rad, col, 1)}</g>` +
    circle(cx, cy, rad * 0.74, "none", 1, { stroke: rim, "stroke-width": rad * 0.018, "stroke-opacity": 0.6 }) +
    circle(cx, cy, rad * 0.97, "none", 1, { stroke: "#ffffff", "stroke-width": rad * 0.02, "stroke-opacity": 0.5 })
  )
}

/**
 * @param {Ctx} ctx
 * @param {number} cx
 * @param {number} cy
 * @param {number} rad
 * @param {number} rot
 */
function pizza(ctx, cx, cy, rad, rot) {
  const { r } = ctx
  let s =
    circle(cx, cy, rad, "#d49a4c", 1) +
    circle(cx, cy, rad * 0.95, "#e2b066", 0.8) +
    circle(cx, cy, rad * 0.86, "#b8321f", 1)
  for (let k = 0; k < 14; k++) {
    const a = r.range(0, Math.PI * 2)
    const d = Math.sqrt(r.next()) * rad * 0.72
    s += ellipse(
      cx + Math.cos(a) * d,
      cy + Math.sin(a) * d,
      rad * r.range(0.06, 0.13),
      rad * r.range(0.05, 0.1),
      "#f7ead0",
      0.92,
      { transform: `rotate(${N(r.range(0, 180))} ${N(cx + Math.cos(a) * d)} ${N(cy + Math.sin(a) * d)})` },
    )
  }
  for (let k = 0; k < 5; k++) {
    const a = r.range(0, Math.PI * 2)
    const d = r.range(0.2, 0.65) * rad
    s += circle(cx + Math.cos(a) * d, cy + Math.sin(a) * d, rad * 0.085, "#8e1d14", 0.95)
  }
  for (let k = 0; k < 5; k++) {
    const a = r.range(0, Math.PI * 2)
    const d = r.range(0.1, 0.6) * rad
    s += leaf(cx + Math.cos(a) * d, cy + Math.sin(a) * d, rad * 0.2, r.range(0, 360), "#3f8f3a", 1, "#0e2e0e")
  }
  for (let k = 0; k < 3; k++) {
    const a = ((rot + k * 60) * Math.PI) / 180
    s += line(
      cx - Math.cos(a) * rad * 0.95,
      cy - Math.sin(a) * rad * 0.95,
      cx + Math.cos(a) * rad * 0.95,
      cy + Math.sin(a) * rad * 0.95,
      "#5a1a0c",
      rad * 0.012,
      0.35,
    )
  }
  return `<g class="sh">${s}</g>`
}

/**
 * @param {number} cx
 * @param {number} cy
 * @param {number} rad
 * @param {number} [rot]
 */
function tomato(cx, cy, rad, rot = 0) {
  return (
    `<g class="sh">${circle(cx, cy, rad, "url(#tom)", 1)}</g>` +
    group(
      tr(cx, cy, rot),
      pathEl(
        `M0,${N(-rad * 0.9)} l${N(rad * 0.12)},${N(rad * 0.22)} l${N(rad * 0.22)},${N(-rad * 0.02)} l${N(-rad * 0.16)},${N(rad * 0.16)} l${N(rad * 0.06)},${N(rad * 0.22)} l${N(-rad * 0.24)},${N(-rad * 0.1)} l${N(-rad * 0.24)},${N(rad * 0.1)} l${N(rad * 0.06)},${N(-rad * 0.22)} l${N(-rad * 0.16)},${N(-rad * 0.16)} l${N(rad * 0.22)},${N(rad * 0.02)} Z`,
        "#3d7a2a",
        1,
      ),
    )
  )
}

/**
 * @param {number} cx
 * @param {number} cy
 * @param {number} rad
 */
function wineTop(cx, cy, rad) {
  return (
    `<g class="sh">${circle(cx, cy, rad, "#ffffff", 0.12, { stroke: "#ffffff", "stroke-width": rad * 0.05, "stroke-opacity": 0.6 })}</g>` +
    circle(cx, cy, rad * 0.72, "#4e0c16", 0.9) +
    ellipse(cx - rad * 0.3, cy - rad * 0.35, rad * 0.28, rad * 0.1, "#ffffff", 0.35, {
      transform: `rotate(-35 ${N(cx - rad * 0.3)} ${N(cy - rad * 0.35)})`,
    })
  )
}

/**
 * @param {number} x
 * @param {number} y
 * @param {number} len
 * @param {number} rot
 */
function cutlery(x, y, len, rot) {
  const w = len * 0.06
  const knife = group(
    tr(x, y, rot),
    rect(-w / 2, 0, w, len * 0.42, "#3a2a20", 1, { rx: w * 0.4 }) +
      pathEl(
        `M${N(-w * 0.45)},${N(-len * 0.55)} Q${N(w * 0.9)},${N(-len * 0.5)} ${N(w * 0.45)},0 L${N(-w * 0.45)},0 Z`,
        "url(#steel)",
        1,
      ),
  )
  const fork = group(
    tr(x + len * 0.16, y, rot),
    rect(-w / 2, 0, w, len * 0.42, "#3a2a20", 1, { rx: w * 0.4 }) +
      rect(-w * 0.55, -len * 0.3, w * 1.1, len * 0.3, "url(#steel)", 1, { rx: w * 0.3 }) +
      [0, 1, 2, 3]
        .map((t) =>
          rect(-w * 0.55 + t * w * 0.32, -len * 0.52, w * 0.18, len * 0.24, "url(#steel)", 1, { rx: w * 0.08 }),
        )
        .join(""),
  )
  return `<g class="sh">${knife}${fork}</g>`
}

/**
 * @param {Ctx} ctx
 * @param {Out} out
 */
function addCommonDefs(ctx, out) {
  out.defs += radGradBox(
    "tom",
    [
      [0, "#ff8a6a"],
      [0.35, "#e0321e"],
      [1, "#8a140c"],
    ],
    'cx="0.4" cy="0.35" r="0.7" fx="0.35" fy="0.3"',
  )
  out.defs += linGradBox("steel", 0, 0, 1, 0, [
    [0, "#8d949b"],
    [0.45, "#f4f6f8"],
    [1, "#7c838a"],
  ])
  out.defs += linGradBox("copper", 0, 0, 1, 0, [
    [0, "#4a2312"],
    [0.3, "#c77a45"],
    [0.5, "#f2b27a"],
    [0.7, "#b8673a"],
    [1, "#3d1c0e"],
  ])
  out.defs += linGradBox("amber", 0, 0, 0, 1, [
    [0, "#ffcf4a"],
    [0.5, "#e8961c"],
    [1, "#9a4a0a"],
  ])
  out.defs += linGradBox("gold", 0, 0, 1, 1, [
    [0, "#f7e3a1"],
    [0.5, "#c9a24a"],
    [1, "#8a6a22"],
  ])
}

/** @type {Record<string, Scene[]>} */
const SCENES = {
  passage: [
    (ctx, out) => {
      const { W, H, r } = ctx
      tunnel(ctx, out, {
        vx: W * r.range(0.44, 0.56),
        vy: H * r.range(0.44, 0.5),
        lamps: true,
        near: "#140c0a",
        far: "#b0714a",
        edge: "#ffb866",
        frame: "#2a160c",
        floor: "#5a3422",
        light: "#ffc070",
        windowCols: ["#ffb35c", "#ffd27a", "#ffcf9a", "#ff9a4a"],
        farStops: [
          [0, "#2a3c7a"],
          [0.45, "#8a5a8a"],
          [0.8, "#ff9a55"],
          [1, "#ffd08a"],
        ],
      })
    },
  ],
  og: [
    (ctx, out) => {
      const { W, H, r } = ctx
      tunnel(ctx, out, {
        vx: W * 0.5,
        vy: H * 0.46,
        lamps: true,
        count: 8,
        near: "#140c0a",
        far: "#b0714a",
        edge: "#ffb866",
        frame: "#2a160c",
        floor: "#5a3422",
        light: "#ffc070",
        windowCols: ["#ffb35c", "#ffd27a", "#ffcf9a", "#ff9a4a"],
        farStops: [
          [0, "#2a3c7a"],
          [0.45, "#8a5a8a"],
          [0.8, "#ff9a55"],
          [1, "#ffd08a"],
        ],
      })
      r.next()
    },
  ],

  daTano: [
    // pizza on the table, basil, tomatoes
    (ctx, out) => {
      const { W, H, u, r } = ctx
      checkerCloth(ctx, out, "#b8281c", "#f3e6cc")
      const cx = W * r.range(0.38, 0.62)
      const cy = H * r.range(0.42, 0.55)
      out.crisp += plate(cx, cy, 560 * u) + pizza(ctx, cx, cy, 470 * u, r.range(0, 60))
      const side = r.sign()
      for (let k = 0; k < 3; k++)
        out.crisp += tomato(
          cx + side * (820 + k * 150) * u,
          cy + (k * 190 - 300) * u + r.range(-40, 40) * u,
          r.range(85, 115) * u,
          r.range(0, 90),
        )
      for (let k = 0; k < 6; k++)
        out.crisp += leaf(
          cx - side * r.range(700, 1000) * u,
          cy + r.range(-450, 450) * u,
          r.range(110, 170) * u,
          r.range(0, 360),
          "#3f8f3a",
          1,
          "#0e2e0e",
        )
      out.crisp += cutlery(cx - side * 760 * u, cy + 120 * u, 620 * u, side * 8)
    },
    // plates and wine glasses from above
    (ctx, out) => {
      const { W, H, u, r } = ctx
      woodTable(ctx, out, ["#5a2f1b", "#6b3a22", "#4d2716"], true)
      const spots = [
        [0.3, 0.38, 360],
        [0.68, 0.6, 420],
        [0.78, 0.22, 250],
        [0.2, 0.8, 260],
      ]
      for (const [fx, fy, rr] of spots) {
        const cx = W * (fx + r.range(-0.04, 0.04))
        const cy = H * (fy + r.range(-0.04, 0.04))
        out.crisp += plate(cx, cy, rr * u)
        if (rr > 300) out.crisp += pizza(ctx, cx, cy, rr * 0.8 * u, r.range(0, 60))
        else
          out.crisp +=
            circle(cx, cy, rr * 0.55 * u, "#c8402a", 0.9) +
            leaf(cx - 40 * u, cy, rr * 0.5 * u, r.range(0, 360), "#3f8f3a", 1, "#0e2e0e")
      }
      out.crisp += wineTop(W * 0.5 + r.range(-60, 60) * u, H * 0.2, 120 * u) + wineTop(W * 0.45, H * 0.78, 110 * u)
      out.crisp += cutlery(W * 0.52, H * 0.55, 560 * u, r.range(-20, 20))
    },
    // wood-fired oven
    (ctx, out) => {
      const { W, H, u, r } = ctx
      const cx = W * r.range(0.38, 0.52)
      out.defs += brickPattern("brick", 120 * u, 48 * u, "#7e3a22", "#5e2816", "#2a120a")
      out.back += rect(0, 0, W, H, "url(#brick)", 1) + rect(0, 0, W, H, "#1a0805", 0.45)
      const rad = 600 * u
      const ys = H * 0.62
      const base = H * 0.82
      out.back +=
        pathEl(archPath(cx, ys, rad + 120 * u, base), "url(#brick)", 1) +
        pathEl(archPath(cx, ys, rad + 120 * u, base), "#e0703a", 0.14)
      out.back += pathEl(archPath(cx, ys, rad + 120 * u, base), "none", 1, {
        stroke: "#2a120a",
        "stroke-width": 10 * u,
      })
      out.back += pathEl(archPath(cx, ys, rad, base), "#140604", 1)
      out.defs += `<clipPath id="oven"><path d="${archPath(cx, ys, rad, base)}"/></clipPath>`
      // embers glow on the oven floor and the vault
      out.midTop += `<g clip-path="url(#oven)">${ellipse(cx, base, rad * 1.1, rad * 0.45, "#ff6a1a", 0.75)}${ellipse(cx, base - rad * 0.2, rad * 0.7, rad * 0.5, "#ff9a3a", 0.35)}</g>`
      out.light += ellipse(cx, base - rad * 0.3, rad * 1.2, rad * 0.7, "#ff8a2a", 0.5)
      // fire at the back of the oven
      const fx = cx + r.sign() * rad * r.range(0.2, 0.4)
      let fire = ""
      fire += group(tr(fx, base - 30 * u, -12), rect(-260 * u, -30 * u, 520 * u, 60 * u, "#2a1208", 1, { rx: 28 * u }))
      fire += group(tr(fx, base - 60 * u, 14), rect(-240 * u, -28 * u, 480 * u, 56 * u, "#3a1a0a", 1, { rx: 26 * u }))
      /** @type {(x: number, b: number, w: number, h: number, col: string, op: number) => string} */
      const flame = (x, b, w, h, col, op) =>
        pathEl(
          `M${N(x)},${N(b - h)} C${N(x + w * 0.35)},${N(b - h * 0.6)} ${N(x + w * 0.75)},${N(b - h * 0.4)} ${N(x + w * 0.5)},${N(b)} L${N(x - w * 0.5)},${N(b)} C${N(x - w * 0.75)},${N(b - h * 0.4)} ${N(x - w * 0.2)},${N(b - h * 0.55)} ${N(x)},${N(b - h)} Z`,
          col,
          op,
        )
      for (let k = 0; k < 6; k++) {
        const x = fx + r.range(-200, 200) * u
        const h = r.range(260, 480) * u
        const w = r.range(130, 200) * u
        fire +=
          flame(x, base - 50 * u, w, h, "#ff5a1a", 0.85) +
          flame(x, base - 50 * u, w * 0.65, h * 0.7, "#ffa21a", 0.9) +
          flame(x, base - 50 * u, w * 0.35, h * 0.4, "#ffe38a", 0.95)
      }
      out.crisp += `<g clip-path="url(#oven)">${fire}</g>`
      out.back += rect(0, base, W, H - base, "#d9c7a6", 1) + rect(0, base, W, 12 * u, "#ffffff", 0.35)
      out.crisp += pizza(ctx, cx + 900 * u, H * 0.93, 300 * u, r.range(0, 60))
      for (let k = 0; k < 5; k++)
        out.crisp += leaf(
          W * r.range(0.3, 0.95),
          H * r.range(0.86, 0.98),
          r.range(90, 140) * u,
          r.range(0, 360),
          "#3f8f3a",
          1,
          "#0e2e0e",
        )
    },
    // tomatoes, basil & olive oil
    (ctx, out) => {
      const { W, H, u, r } = ctx
      woodTable(ctx, out, ["#e8d8b8", "#f0e3c8", "#dccaa6"], false)
      const ox = W * r.range(0.25, 0.75)
      const oy = H * r.range(0.4, 0.6)
      for (let k = 0; k < 9; k++) {
        const a = r.range(0, Math.PI * 2)
        const d = r.range(0, 520) * u
        out.crisp += tomato(ox + Math.cos(a) * d, oy + Math.sin(a) * d * 0.8, r.range(90, 150) * u, r.range(0, 90))
      }
      for (let k = 0; k < 12; k++)
        out.crisp += leaf(
          ox + r.range(-900, 900) * u,
          oy + r.range(-600, 600) * u,
          r.range(120, 200) * u,
          r.range(0, 360),
          r.pick(["#3f8f3a", "#4fa047", "#2f7a2e"]),
          1,
          "#0e2e0e",
        )
      // a bowl of olive oil
      const bx = ox > W / 2 ? ox - 820 * u : ox + 820 * u
      const by = oy + r.range(150, 300) * u
      out.defs += radGradBox(
        "oil",
        [
          [0, "#f3d86a"],
          [0.6, "#c9a227"],
          [1, "#7d6410"],
        ],
        'cx="0.4" cy="0.4" r="0.7"',
      )
      out.crisp +=
        `<g class="sh">${circle(bx, by, 240 * u, "#fbf7ee", 1)}</g>` +
        circle(bx, by, 240 * u, "none", 1, { stroke: "#d9cdb4", "stroke-width": 6 * u }) +
        circle(bx, by, 180 * u, "url(#oil)", 1) +
        ellipse(bx - 60 * u, by - 70 * u, 60 * u, 22 * u, "#fffbe0", 0.6, {
          transform: `rotate(-30 ${N(bx - 60 * u)} ${N(by - 70 * u)})`,
        }) +
        circle(bx + 40 * u, by + 30 * u, 18 * u, "#5f7a1a", 0.7) +
        circle(bx + 75 * u, by - 10 * u, 12 * u, "#5f7a1a", 0.6)
    },
    // pasta bowl
    (ctx, out) => {
      const { W, H, u, r } = ctx
      checkerCloth(ctx, out, "#1f6a3a", "#f3e6cc")
      const cx = W * r.range(0.4, 0.6)
      const cy = H * 0.5
      out.crisp += plate(cx, cy, 620 * u, "#fbf7ee") + circle(cx, cy, 430 * u, "#f1e4c8", 1)
      let noodles = ""
      for (let k = 0; k < 26; k++) {
        const rr = r.range(60, 380) * u
        const a0 = r.range(0, 360)
        const a1 = a0 + r.range(120, 300)
        const p = (/** @type {number} */ a) => [
          cx + Math.cos((a * Math.PI) / 180) * rr,
          cy + Math.sin((a * Math.PI) / 180) * rr * 0.95,
        ]
        const [x0, y0] = p(a0)
        const [x1, y1] = p(a1)
        noodles += pathEl(
          `M${N(x0)},${N(y0)} A${N(rr)},${N(rr * 0.95)} 0 ${a1 - a0 > 180 ? 1 : 0} 1 ${N(x1)},${N(y1)}`,
          "none",
          1,
          { stroke: r.pick(["#f2cf72", "#e8bd55", "#f7dc8d"]), "stroke-width": 22 * u, "stroke-linecap": "round" },
        )
      }
      out.crisp += noodles + circle(cx + 40 * u, cy - 30 * u, 190 * u, "#b52a16", 0.85)
      for (let k = 0; k < 3; k++)
        out.crisp += leaf(
          cx + r.range(-90, 120) * u,
          cy + r.range(-100, 60) * u,
          150 * u,
          r.range(0, 360),
          "#3f8f3a",
          1,
          "#0e2e0e",
        )
      out.crisp +=
        cutlery(cx + r.sign() * 820 * u, cy, 620 * u, r.range(-10, 10)) + wineTop(cx - 800 * u, cy - 400 * u, 130 * u)
    },
  ],

  miyako: [
    // nigiri on a board with chopsticks
    (ctx, out) => {
      const { W, H, u, r } = ctx
      const rot = r.range(-12, 12)
      const bx = W * r.range(0.45, 0.55)
      const by = H * r.range(0.48, 0.56)
      out.crisp += group(
        tr(bx, by, rot),
        `<g class="sh">${rect(-900 * u, -300 * u, 1800 * u, 600 * u, "#b98b5a", 1, { rx: 24 * u })}</g>` +
          woodGrain(ctx, -900 * u, -300 * u, 1800 * u, 600 * u, "#6e4a26", true),
      )
      for (let k = 0; k < 4; k++)
        out.crisp += group(tr(bx, by, rot), nigiri(ctx, -600 * u + k * 400 * u, 0, 300 * u, r.range(-8, 8)))
      out.crisp += chopsticks(W * r.range(0.15, 0.3), H * 0.2, 1500 * u, r.range(15, 30), u)
      out.crisp += `<g class="sh">${circle(W * 0.85, H * 0.78, 150 * u, "#1a1414", 1, { stroke: "#f7f4ee", "stroke-width": 18 * u })}</g>`
    },
    // ramen bowl from above
    (ctx, out) => {
      const { W, H, u, r } = ctx
      const cx = W * r.range(0.38, 0.62)
      const cy = H * 0.5
      const R = 640 * u
      out.crisp +=
        `<g class="sh">${circle(cx, cy, R, "#16162e", 1)}</g>` +
        circle(cx, cy, R * 0.97, "none", 1, { stroke: "#c43b2e", "stroke-width": 22 * u }) +
        circle(cx, cy, R * 0.86, "url(#broth)", 1)
      out.defs += radGradBox("broth", [
        [0, "#f0c58a"],
        [0.7, "#d8964e"],
        [1, "#9a5a26"],
      ])
      let nd = ""
      for (let k = 0; k < 14; k++) {
        const y = cy + (k - 7) * 34 * u
        let d = `M${N(cx - R * 0.62)},${N(y)}`
        for (let t = 1; t <= 12; t++)
          d += ` Q${N(cx - R * 0.62 + (t - 0.5) * R * 0.1)},${N(y + (t % 2 ? -1 : 1) * 22 * u)} ${N(cx - R * 0.62 + t * R * 0.1)},${N(y)}`
        nd += pathEl(d, "none", 1, {
          stroke: "#f6da8a",
          "stroke-width": 14 * u,
          "stroke-opacity": 0.95,
          "stroke-linecap": "round",
        })
      }
      out.crisp += group(`rotate(${N(r.range(-30, 30))} ${N(cx)} ${N(cy)})`, nd)
      for (const [dx, dy] of [
        [0.35, -0.35],
        [0.5, -0.05],
      ]) {
        out.crisp += group(
          tr(cx + dx * R, cy + dy * R, r.range(0, 90)),
          ellipse(0, 0, 120 * u, 95 * u, "#fbf7ef", 1) + ellipse(6 * u, 0, 62 * u, 52 * u, "#f09a2a", 1),
        )
      }
      out.crisp += group(tr(cx - R * 0.45, cy - R * 0.5, -20), rect(-110 * u, -170 * u, 220 * u, 340 * u, "#16241c", 1))
      out.crisp += group(
        tr(cx - R * 0.2, cy + R * 0.5, 0),
        circle(0, 0, 95 * u, "#fbf7ef", 1) +
          pathEl(`M0,0 m-10,0 a10,10 0 1 1 20,0 a25,25 0 1 1 -45,0 a40,40 0 1 1 75,0`, "none", 1, {
            stroke: "#f08aa0",
            "stroke-width": 11 * u,
            transform: `scale(${N(u * 1.2)})`,
          }),
      )
      for (let k = 0; k < 28; k++) {
        const a = r.range(-0.3, 1.6)
        const d = r.range(0.15, 0.7) * R
        out.crisp += circle(cx + Math.cos(a) * d, cy + Math.sin(a) * d, r.range(11, 17) * u, "none", 1, {
          stroke: r.pick(["#6fbf4a", "#8fd45e"]),
          "stroke-width": 7 * u,
        })
      }
      out.crisp += chopsticks(cx + R * 0.3, cy - R * 1.1, 1500 * u, 62, u)
    },
    // paper lanterns at night
    (ctx, out) => {
      const { W, H, u, r } = ctx
      const n = r.int(3, 5)
      for (let k = 0; k < n; k++) {
        const x = W * (0.14 + (k * 0.72) / (n - 1)) + r.range(-60, 60) * u
        const y = H * r.range(0.35, 0.55)
        const s = r.range(0.75, 1.15) * (k % 2 ? 0.85 : 1)
        out.crisp += lantern(ctx, out, x, y, 230 * u * s, 300 * u * s, r.pick(["#d8322a", "#e4402e", "#f7f1e3"]))
      }
      out.crisp += line(0, H * 0.08, W, H * 0.14, "#0a0a18", 6 * u, 0.9)
    },
    // maki rows + soy dish
    (ctx, out) => {
      const { W, H, u, r } = ctx
      out.back += rect(0, H * 0.55, W, H * 0.5, "#101230", 1)
      const y0 = H * r.range(0.42, 0.5)
      for (let k = 0; k < 6; k++) out.crisp += maki(W * (0.16 + k * 0.135), y0 + (k % 2) * 260 * u, 190 * u)
      out.crisp +=
        `<g class="sh">${ellipse(W * 0.8, H * 0.8, 260 * u, 200 * u, "#f7f4ee", 1)}</g>` +
        ellipse(W * 0.8, H * 0.8, 190 * u, 140 * u, "#2a0d06", 1)
      out.crisp += chopsticks(W * 0.12, H * 0.86, 1300 * u, -8, u)
    },
    // seigaiha wave pattern with a salmon sun
    (ctx, out) => {
      const { W, H, u, r } = ctx
      const a = 170 * u
      let s = ""
      for (let row = 0; row < Math.ceil(H / (a * 0.5)) + 2; row++) {
        for (let col = -1; col < W / (a * 2) + 2; col++) {
          const x = col * a * 2 + (row % 2 ? a : 0)
          const y = row * a * 0.5
          s += circle(x, y, a, "#1b2058", 0.96)
          for (const f of [0.95, 0.72, 0.5, 0.28])
            s += circle(x, y, a * f, "none", 1, { stroke: "#f6f1e7", "stroke-width": 7 * u, "stroke-opacity": 0.35 })
        }
      }
      const sx = W * r.range(0.6, 0.75)
      const sy = H * r.range(0.3, 0.42)
      out.crisp +=
        group("", s, { opacity: 0.7 }) +
        circle(sx, sy, 330 * u, "#fa8a6a", 1) +
        circle(sx, sy, 330 * u, "none", 1, { stroke: "#f7f4ee", "stroke-width": 10 * u, "stroke-opacity": 0.7 })
      out.soft += circle(sx, sy, 650 * u, "#ff8c69", 0.7)
    },
  ],

  sGerstl: [
    // schnitzel on a wooden table, beer mug
    (ctx, out) => {
      const { W, H, u, r } = ctx
      woodTable(ctx, out, ["#6b4426", "#7c5030", "#5e3a1f", "#8d5e38"], true)
      const cx = W * r.range(0.38, 0.55)
      const cy = H * 0.52
      out.crisp += plate(cx, cy, 560 * u)
      out.crisp += `<g class="sh">${blob(ctx, cx - 40 * u, cy - 20 * u, 400 * u, 290 * u, "url(#crumb)")}</g>`
      out.defs += radGradBox("crumb", [
        [0, "#e6b860"],
        [0.7, "#c98a38"],
        [1, "#9a5f22"],
      ])
      for (let k = 0; k < 60; k++)
        out.crisp += circle(
          cx - 40 * u + r.range(-330, 330) * u,
          cy - 20 * u + r.range(-220, 220) * u,
          r.range(4, 10) * u,
          "#8a5218",
          0.45,
        )
      out.crisp += group(
        tr(cx + 300 * u, cy + 220 * u, r.range(-30, 30)),
        pathEl(`M${N(-110 * u)},0 A${N(110 * u)},${N(110 * u)} 0 0 0 ${N(110 * u)},0 Z`, "#f6d84a", 1, {
          stroke: "#fff6b0",
          "stroke-width": 10 * u,
        }),
      )
      for (let k = 0; k < 5; k++)
        out.crisp += leaf(
          cx + 300 * u + r.range(-80, 80) * u,
          cy - 260 * u + r.range(-40, 40) * u,
          70 * u,
          r.range(0, 360),
          "#2f6a2a",
          1,
          "#0e2e0e",
        )
      out.crisp += mug(ctx, cx > W / 2 ? W * 0.2 : W * 0.8, H * 0.62, 300 * u, 520 * u)
      out.crisp += `<g class="sh">${rect(W * 0.05, H * 0.08, 520 * u, 300 * u, "#2f5a3a", 1, { rx: 10 * u, transform: `rotate(-8 ${N(W * 0.05)} ${N(H * 0.08)})` })}</g>`
    },
    // Stube: wood panelling and a window to the forest
    (ctx, out) => {
      const { W, H, u, r } = ctx
      const n = 16
      for (let k = 0; k < n; k++)
        out.back +=
          rect((k * W) / n, 0, W / n + 1, H, r.pick(["#5e3a1f", "#6b4426", "#734a2a"]), 1) +
          line((k * W) / n, 0, (k * W) / n, H, "#2a170a", 4 * u, 0.6)
      out.back += woodGrain(ctx, 0, 0, W, H, "#2a170a", false)
      const wx = W * r.range(0.3, 0.5)
      const ww = 900 * u
      const wh = 820 * u
      const wy = H * 0.14
      out.back += rect(wx, wy, ww, wh, "#1f3324", 1)
      out.midTop += rect(wx, wy, ww, wh * 0.55, "#f0b060", 1) + rect(wx, wy + wh * 0.55, ww, wh * 0.45, "#7aa06a", 1)
      out.light += ellipse(wx + ww / 2, wy + wh / 2, ww * 0.8, wh * 0.7, "#ffcf8a", 0.3)
      for (let k = 0; k < 9; k++)
        out.midTop += pine(
          wx + r.range(0, ww),
          wy + wh * r.range(0.65, 0.95),
          r.range(150, 300) * u,
          r.pick(["#1c3a24", "#254a2e", "#16301d"]),
        )
      out.crisp += `<path d="M${N(wx)},${N(wy)} h${N(ww)} v${N(wh)} h${N(-ww)} Z M${N(wx + ww / 2)},${N(wy)} v${N(wh)} M${N(wx)},${N(wy + wh / 2)} h${N(ww)}" fill="none" stroke="#3a2210" stroke-width="${N(34 * u)}"/>`
      out.crisp += rect(wx - 60 * u, wy + wh, ww + 120 * u, 50 * u, "#4a2c14", 1)
      out.crisp += `<g class="sh">${rect(0, H * 0.78, W, H * 0.25, "#2f5a3a", 1)}${rect(0, H * 0.78, W, 24 * u, "#4f7a55", 1)}</g>`
      out.crisp +=
        mug(ctx, wx + ww * 0.3, H * 0.8, 220 * u, 380 * u) + mug(ctx, wx + ww * 0.75, H * 0.8, 200 * u, 360 * u)
      out.soft += ellipse(wx + ww / 2, wy + wh / 2, ww, wh, "#ffcf8a", 0.6)
    },
    // pretzels and beer
    (ctx, out) => {
      const { W, H, u, r } = ctx
      woodTable(ctx, out, ["#7c5030", "#6b4426", "#8d5e38"], false)
      out.crisp += `<g class="sh">${rect(W * 0.08, H * 0.6, W * 0.5, H * 0.5, "#2f5a3a", 1, { transform: `rotate(-6 ${N(W * 0.3)} ${N(H * 0.8)})` })}</g>`
      for (let k = 0; k < 3; k++)
        out.crisp += pretzel(
          ctx,
          W * (0.25 + k * 0.2) + r.range(-50, 50) * u,
          H * (0.45 + (k % 2) * 0.2),
          300 * u,
          r.range(-25, 25),
        )
      out.crisp += mug(ctx, W * 0.82, H * 0.55, 320 * u, 560 * u)
    },
    // forest green: pines and a warm cabin window
    (ctx, out) => {
      const { W, H, u, r } = ctx
      out.soft += rect(0, 0, W, H * 0.6, "#e8a860", 0.35)
      for (let layer = 0; layer < 3; layer++) {
        const col = ["#3f5e46", "#2b4733", "#1a2e20"][layer]
        const tgt = layer === 2 ? "crisp" : "mid"
        for (let k = 0; k < 14 - layer * 3; k++)
          out[tgt] += pine(
            r.range(-0.05, 1.05) * W,
            H * (0.62 + layer * 0.14) + r.range(-30, 30) * u,
            r.range(300, 520) * u * (1 + layer * 0.45),
            col,
          )
      }
      const hx = W * r.range(0.3, 0.7)
      const hy = H * 0.7
      out.crisp +=
        pathEl(
          `M${N(hx - 300 * u)},${N(hy)} L${N(hx)},${N(hy - 260 * u)} L${N(hx + 300 * u)},${N(hy)} Z`,
          "#24160c",
          1,
        ) + rect(hx - 240 * u, hy, 480 * u, 300 * u, "#3a2414", 1)
      out.crisp +=
        rect(hx - 150 * u, hy + 70 * u, 120 * u, 110 * u, "#ffcf6a", 1) +
        rect(hx + 40 * u, hy + 70 * u, 120 * u, 110 * u, "#ffcf6a", 1)
      out.mid += circle(hx, hy + 130 * u, 260 * u, "#ffb347", 0.5)
    },
  ],

  gerstlBraeu: [
    // row of beer glasses
    (ctx, out) => {
      const { W, H, u, r } = ctx
      out.back += rect(0, H * 0.8, W, H * 0.2, "#1f0f06", 1) + rect(0, H * 0.8, W, 8 * u, "#ffb43c", 0.3)
      const n = r.int(3, 4)
      for (let k = 0; k < n; k++) {
        const x = W * (0.5 + (k - (n - 1) / 2) * 0.2) + r.range(-30, 30) * u
        out.crisp += pint(ctx, x, H * 0.8, r.range(260, 300) * u, r.range(700, 820) * u)
        out.mid += ellipse(x, H * 0.55, 200 * u, 380 * u, "#ffb43c", 0.35)
      }
    },
    // copper brew kettles
    (ctx, out) => {
      const { W, H, u, r } = ctx
      out.back += rect(0, H * 0.86, W, H * 0.14, "#2a1609", 1)
      const n = r.int(2, 3)
      for (let k = 0; k < n; k++) {
        const x = W * (0.5 + (k - (n - 1) / 2) * 0.36)
        out.crisp += kettle(ctx, x, H * 0.86, r.range(620, 760) * u, r.range(760, 900) * u)
      }
      out.crisp += pathEl(`M0,${N(H * 0.12)} H${W}`, "none", 1, { stroke: "url(#copper)", "stroke-width": 40 * u })
      for (let k = 0; k < 14; k++)
        out.mid += circle(r.range(0, W), r.range(0, H * 0.3), r.range(20, 60) * u, "#ffd27f", 0.5)
    },
    // bottles with labels
    (ctx, out) => {
      const { W, H, u, r } = ctx
      out.back += rect(0, H * 0.78, W, H * 0.22, "#3d200c", 1) + rect(0, H * 0.78, W, 10 * u, "#ffcf7a", 0.25)
      const n = 6
      for (let k = 0; k < n; k++) {
        const x = W * (0.12 + k * 0.152) + r.range(-20, 20) * u
        out.crisp += bottle(
          ctx,
          x,
          H * 0.8 + r.range(-8, 8) * u,
          230 * u,
          r.range(950, 1080) * u,
          r.pick(["#4a2006", "#2d3d12", "#5a2a08"]),
          r.pick(["#f3e2b8", "#e9c77a", "#2a1408"]),
        )
      }
    },
    // one glass close-up with hops
    (ctx, out) => {
      const { W, H, u, r } = ctx
      const x = W * r.range(0.36, 0.5)
      out.back += rect(0, H * 0.9, W, H * 0.1, "#1a0d06", 1)
      out.crisp += pint(ctx, x, H * 0.9, 520 * u, 1250 * u)
      for (let k = 0; k < 4; k++)
        out.crisp += hop(
          ctx,
          x + 700 * u + r.range(0, 500) * u,
          H * r.range(0.55, 0.82),
          r.range(150, 220) * u,
          r.range(-40, 40),
        )
      for (let k = 0; k < 4; k++)
        out.crisp += leaf(
          x + 650 * u + r.range(0, 700) * u,
          H * r.range(0.5, 0.9),
          r.range(200, 300) * u,
          r.range(0, 360),
          "#4f7a2a",
          1,
          "#142a06",
        )
    },
  ],

  rose: [
    // stacked towels, sage, pebbles
    (ctx, out) => {
      const { W, H, u, r } = ctx
      out.back += rect(0, H * 0.74, W, H * 0.26, "#efe3dc", 1)
      const x = W * r.range(0.3, 0.45)
      let y = H * 0.74
      for (let k = 0; k < 4; k++) {
        const h = 120 * u
        const w = (860 - k * 40) * u
        y -= h
        const col = ["#ffffff", "#e8a7b2", "#f7f2ee", "#c9d8c5"][k]
        out.crisp +=
          `<g class="sh">${rect(x - w / 2, y, w, h, col, 1, { rx: h * 0.45 })}</g>` +
          rect(x - w / 2 + 30 * u, y + h * 0.3, w - 60 * u, h * 0.12, "#ffffff", 0.5, { rx: 6 * u })
      }
      out.crisp += sprig(ctx, x + 650 * u, H * 0.74, 800 * u, -8)
      for (let k = 0; k < 4; k++)
        out.crisp += pebble(
          x + 500 * u + k * 210 * u,
          H * 0.8 + r.range(0, 60) * u,
          r.range(80, 120) * u,
          r.pick(["#b7bfb2", "#d6cfc8", "#9aa595"]),
        )
    },
    // sage branch and water drops
    (ctx, out) => {
      const { W, H, u, r } = ctx
      out.crisp += sprig(ctx, W * r.range(0.25, 0.4), H * 1.02, 1500 * u, r.range(10, 25))
      out.crisp += sprig(ctx, W * r.range(0.6, 0.75), H * 1.02, 1200 * u, r.range(-25, -10))
      for (let k = 0; k < 9; k++)
        out.crisp += droplet(W * r.range(0.1, 0.9), H * r.range(0.15, 0.7), r.range(30, 70) * u, "#ffffff", 0.6)
      for (let k = 0; k < 6; k++)
        out.mid += circle(W * r.range(0, 1), H * r.range(0, 1), r.range(100, 240) * u, "#ffffff", 0.35)
    },
    // pebble stack (balance)
    (ctx, out) => {
      const { W, H, u, r } = ctx
      out.back += rect(0, H * 0.78, W, H * 0.22, "#e9dcd4", 1)
      const x = W * r.range(0.55, 0.7)
      let y = H * 0.78
      for (let k = 0; k < 5; k++) {
        const rx = (330 - k * 50) * u
        const ry = rx * r.range(0.36, 0.45)
        y -= ry * 0.95
        out.crisp += pebble(x + r.range(-20, 20) * u, y, rx, r.pick(["#b7bfb2", "#d6cfc8", "#9aa595", "#e3c3c6"]), ry)
        y -= ry * 0.8
      }
      out.crisp +=
        leaf(x - 520 * u, H * 0.8, 420 * u, -150, "#9db59a", 1, "#2d4a2a") +
        leaf(x - 600 * u, H * 0.8, 360 * u, -120, "#7f9c7c", 1, "#2d4a2a")
      out.crisp += droplet(x - 900 * u, H * 0.5, 60 * u, "#ffffff", 0.7)
    },
    // cream jars
    (ctx, out) => {
      const { W, H, u, r } = ctx
      out.back += rect(0, H * 0.75, W, H * 0.25, "#f3e8e2", 1)
      /** @type {[number, number, number, string, string][]} */
      const specs = [
        [0.32, 300, 240, "#ffffff", "#9db59a"],
        [0.52, 230, 320, "#f2c4cb", "#ffffff"],
        [0.68, 200, 200, "#ffffff", "#e59aa6"],
      ]
      for (const [fx, w, h, body, lid] of specs)
        out.crisp += jar(ctx, W * fx + r.range(-40, 40) * u, H * 0.76, w * u, h * u, body, lid)
      out.crisp += sprig(ctx, W * 0.86, H * 0.78, 700 * u, -15)
      for (let k = 0; k < 5; k++)
        out.crisp += circle(W * r.range(0.2, 0.8), H * r.range(0.82, 0.95), r.range(10, 22) * u, "#ffffff", 0.8)
    },
  ],

  angel: [
    // polish bottles, gold rings
    (ctx, out) => {
      const { W, H, u, r } = ctx
      out.back += rect(0, H * 0.76, W, H * 0.24, "#f6e6e6", 1) + rect(0, H * 0.76, W, 6 * u, "#ffffff", 0.7)
      const cols = ["#d9607a", "#e8aebb", "#b9a2e0", "#c93a5a", "#f3c7cf"]
      for (let k = 0; k < 5; k++)
        out.crisp += polish(
          ctx,
          W * (0.2 + k * 0.15) + r.range(-25, 25) * u,
          H * 0.77,
          r.range(210, 260) * u,
          cols[(k + ctx.i) % cols.length],
          k % 2 ? "url(#gold)" : "#1b1418",
        )
      for (let k = 0; k < 3; k++)
        out.crisp += circle(W * r.range(0.1, 0.9), H * r.range(0.83, 0.93), r.range(40, 70) * u, "none", 1, {
          stroke: "url(#gold)",
          "stroke-width": 16 * u,
        })
      for (let k = 0; k < 8; k++)
        out.crisp += sparkle(
          W * r.range(0.05, 0.95),
          H * r.range(0.08, 0.55),
          r.range(20, 50) * u,
          r.pick(["#ffffff", "#f7e3a1"]),
          0.9,
        )
    },
    // fan of nail swatches
    (ctx, out) => {
      const { W, H, u, r } = ctx
      const cx = W * r.range(0.42, 0.58)
      const cy = H * 0.95
      const cols = ["#f3c7cf", "#e8aebb", "#d9607a", "#c93a5a", "#b9a2e0", "#8e6ac8", "#f7e3a1", "#ffffff", "#e59aa6"]
      let s = ""
      cols.forEach((c, k) => {
        const a = -64 + k * 16
        s += group(
          `translate(${N(cx)} ${N(cy)}) rotate(${a})`,
          `<g class="sh">${pathEl(`M${N(-70 * u)},${N(-300 * u)} L${N(-70 * u)},${N(-760 * u)} A${N(70 * u)},${N(70 * u)} 0 0 1 ${N(70 * u)},${N(-760 * u)} L${N(70 * u)},${N(-300 * u)} Z`, c, 1)}</g>` +
            rect(-50 * u, -760 * u, 18 * u, 400 * u, "#ffffff", 0.35, { rx: 9 * u }),
        )
      })
      out.crisp += s + circle(cx, cy, 260 * u, "url(#gold)", 1) + circle(cx, cy, 200 * u, "#f6e6e6", 1)
      for (let k = 0; k < 10; k++)
        out.crisp += sparkle(
          W * r.range(0.05, 0.95),
          H * r.range(0.05, 0.4),
          r.range(20, 50) * u,
          r.pick(["#ffffff", "#f7e3a1"]),
          0.9,
        )
    },
  ],

  city: [
    // skyline of the old town with the Ledererturm
    (ctx, out) => {
      const { W, H, u, r } = ctx
      out.soft += ellipse(W * r.range(0.3, 0.7), H * 0.62, W * 0.5, H * 0.25, "#ffe7bd", 0.8)
      out.crisp += skyline(ctx, H * 0.86, "#173f6e", "#ffe7bd", 1)
      out.mid += skyline(ctx, H * 0.7, "#5d86b3", "#ffffff", 0.6)
      out.back += rect(0, H * 0.86, W, H * 0.14, "#e3cda4", 1) + rect(0, H * 0.86, W, 10 * u, "#ffffff", 0.4)
    },
    // city map with pins
    (ctx, out) => {
      const { W, H, u, r } = ctx
      out.back += rect(0, 0, W, H, "#ead7b1", 0.92)
      let st = ""
      for (let k = 0; k < 18; k++) {
        const x = r.range(-0.1, 1.1) * W
        st += line(x, -50, x + r.range(-300, 300) * u, H + 50, "#ffffff", r.range(10, 34) * u, 0.9)
        const y = r.range(-0.1, 1.1) * H
        st += line(-50, y, W + 50, y + r.range(-300, 300) * u, "#ffffff", r.range(10, 34) * u, 0.9)
      }
      out.back += group(`rotate(${N(r.range(-12, 12))} ${W / 2} ${H / 2})`, st)
      const ry = H * r.range(0.6, 0.75)
      out.back += pathEl(
        `M-50,${N(ry)} C${N(W * 0.3)},${N(ry - 300 * u)} ${N(W * 0.6)},${N(ry + 300 * u)} ${W + 50},${N(ry - 100 * u)}`,
        "none",
        1,
        { stroke: "#6ea3d6", "stroke-width": 150 * u, "stroke-opacity": 0.85 },
      )
      for (let k = 0; k < 5; k++)
        out.crisp += pin(
          W * r.range(0.15, 0.85),
          H * r.range(0.15, 0.55),
          r.range(60, 90) * u,
          r.pick(["#1d4f8a", "#2b63a0", "#c2412d"]),
        )
      out.crisp += pin(W * 0.5, H * 0.42, 140 * u, "#1d4f8a")
    },
    // banners and bunting on the Stadtplatz
    (ctx, out) => {
      const { W, H, u, r } = ctx
      out.back += skyline(ctx, H * 1.02, "#173f6e", "#ffe7bd", 1)
      const cols = ["#1d4f8a", "#e3cda4", "#ffffff", "#2b63a0"]
      for (let k = 0; k < 5; k++) {
        const x = W * (0.12 + k * 0.19)
        const w = 200 * u
        const h = r.range(650, 820) * u
        const c = cols[k % cols.length]
        out.crisp += line(x - 30 * u, H * 0.08, x + w + 30 * u, H * 0.08, "#3a3a3a", 10 * u, 1)
        out.crisp += `<g class="sh">${pathEl(`M${N(x)},${N(H * 0.08)} h${N(w)} v${N(h)} l${N(-w / 2)},${N(-w * 0.45)} l${N(-w / 2)},${N(w * 0.45)} Z`, c, 1)}</g>`
        out.crisp += rect(x + w * 0.2, H * 0.08 + h * 0.25, w * 0.6, 12 * u, k % 2 ? "#1d4f8a" : "#e3cda4", 0.9)
      }
      for (let row = 0; row < 2; row++) {
        const { d, pts } = quadPoints(-50, H * (0.02 + row * 0.08), W + 50, H * (0.06 + row * 0.06), 220 * u, 22)
        out.crisp += pathEl(d, "none", 1, { stroke: "#2a2a2a", "stroke-width": 4 * u })
        pts.forEach(([x, y], k) => {
          out.crisp += pathEl(`M${N(x - 40 * u)},${N(y)} h${N(80 * u)} l${N(-40 * u)},${N(90 * u)} Z`, cols[k % 4], 1)
        })
      }
    },
  ],

  maxmara: [
    // clothing rail with coats on hangers
    (ctx, out) => {
      const { W, H, u, r } = ctx
      for (let k = 0; k < 60; k++) out.back += line((k * W) / 60, 0, (k * W) / 60, H, "#f4eee2", 3 * u, 0.08)
      const y0 = H * 0.16
      out.crisp +=
        line(W * 0.04, y0, W * 0.96, y0, "url(#steel)", 26 * u, 1) +
        line(W * 0.06, y0, W * 0.06, H, "#121212", 22 * u, 1) +
        line(W * 0.94, y0, W * 0.94, H, "#121212", 22 * u, 1)
      const n = r.int(5, 6)
      for (let k = 0; k < n; k++) {
        const x = W * (0.16 + (k * 0.68) / (n - 1)) + r.range(-20, 20) * u
        out.crisp += coat(
          ctx,
          x,
          y0,
          r.range(330, 380) * u,
          r.range(900, 1150) * u,
          r.pick(["#c19a6b", "#c19a6b", "#121212", "#f4eee2", "#a97e52"]),
          r.range(-3, 3),
        )
      }
    },
    // pleats and a single hanger
    (ctx, out) => {
      const { W, H, u, r } = ctx
      const n = 22
      out.defs += linGradBox("pleat", 0, 0, 1, 0, [
        [0, "#7a5a38"],
        [0.4, "#d2a877"],
        [0.7, "#c19a6b"],
        [1, "#5e452d"],
      ])
      for (let k = 0; k < n; k++) {
        const x = (k * W) / n
        out.back += pathEl(
          `M${N(x)},0 L${N(x + W / n + 1)},0 L${N(x + W / n + 1 + 40 * u)},${H} L${N(x + 40 * u)},${H} Z`,
          "url(#pleat)",
          0.85,
        )
      }
      const hx = W * r.range(0.55, 0.7)
      out.crisp += hanger(hx, H * 0.32, 620 * u, "#121212", 18 * u)
      out.crisp += handbag(ctx, W * r.range(0.22, 0.32), H * 0.72, 520 * u, 380 * u, "#121212")
    },
    // arched boutique window with a handbag
    (ctx, out) => {
      const { W, H, u, r } = ctx
      out.back += rect(0, 0, W, H, "#17130f", 0.55)
      for (let k = 0; k < 3; k++) {
        const x = W * (0.2 + k * 0.3)
        const w = 560 * u
        out.midTop += pathEl(archPath(x, H * 0.38, w / 2, H * 0.92), "#f6ecd9", 0.75)
        out.crisp += pathEl(archPath(x, H * 0.38, w / 2, H * 0.92), "none", 1, {
          stroke: "#c19a6b",
          "stroke-width": 16 * u,
        })
        for (let m = 1; m < 4; m++)
          out.crisp += line(
            x - w / 2 + (m * w) / 4,
            H * 0.38 - (w / 2) * Math.sin(Math.acos(Math.abs((m / 4) * 2 - 1))),
            x - w / 2 + (m * w) / 4,
            H * 0.92,
            "#c19a6b",
            6 * u,
            0.8,
          )
      }
      out.back += rect(0, H * 0.92, W, H * 0.1, "#0d0b09", 1)
      out.crisp += handbag(ctx, W * r.range(0.4, 0.6), H * 0.9, 620 * u, 440 * u, r.pick(["#c19a6b", "#121212"]))
    },
    // draped fabric ribbons
    (ctx, out) => {
      const { W, H, u, r } = ctx
      const cols = ["#c19a6b", "#f4eee2", "#121212", "#a97e52"]
      for (let k = 0; k < 4; k++) {
        const y = H * (0.1 + k * 0.22) + r.range(-50, 50) * u
        const amp = r.range(150, 300) * u
        out.crisp += `<g class="sh">${pathEl(`M-100,${N(y)} C${N(W * 0.3)},${N(y - amp)} ${N(W * 0.6)},${N(y + amp)} ${W + 100},${N(y - amp * 0.3)} L${W + 100},${N(y - amp * 0.3 + 260 * u)} C${N(W * 0.6)},${N(y + amp + 260 * u)} ${N(W * 0.3)},${N(y - amp + 260 * u)} -100,${N(y + 260 * u)} Z`, cols[(k + ctx.i) % 4], 0.97)}</g>`
      }
      out.crisp += hanger(W * r.range(0.3, 0.7), H * 0.2, 500 * u, "url(#gold)", 16 * u)
    },
  ],

  cellar: [
    // vaulted brick tunnel with string lights
    (ctx, out) => {
      const { W, H, u, r } = ctx
      out.defs += brickPattern("brick", 110 * u, 44 * u, "#8e4a2c", "#6a301d", "#2a120a")
      const arches = tunnel(ctx, out, {
        vx: W * r.range(0.42, 0.58),
        vy: H * 0.5,
        count: 8,
        ratio: 0.72,
        pattern: "brick",
        near: "#1a0a05",
        far: "#a0532a",
        edge: "#ffb347",
        frame: "#1a0a05",
        floor: "#3a1a0a",
        light: "#ffb347",
        windowCols: ["#ffb347", "#ff8a3a"],
        windowChance: 0.35,
        farStops: [
          [0, "#4a2010"],
          [1, "#ffb347"],
        ],
      })
      for (let j = 1; j < 5; j++) {
        const A = arches[j]
        stringLights(ctx, out, A.cx - A.hw, A.ys, A.cx + A.hw, A.ys, A.hw * 0.35, 9, A.s * 1.2)
      }
    },
    // brick wall, arched niche, zig-zag lights
    (ctx, out) => {
      const { W, H, u, r } = ctx
      out.defs += brickPattern("brick", 120 * u, 48 * u, "#8e4a2c", "#6a301d", "#2a120a")
      out.back += rect(0, 0, W, H, "url(#brick)", 1) + rect(0, 0, W, H, "#1a0805", 0.35)
      const nx = W * r.range(0.35, 0.65)
      out.crisp += pathEl(archPath(nx, H * 0.5, 360 * u, H * 0.95), "#140704", 0.9)
      out.midTop += ellipse(nx, H * 0.7, 250 * u, 200 * u, "#ff9a3a", 0.6)
      out.light += ellipse(nx, H * 0.65, 400 * u, 350 * u, "#ff9a3a", 0.35)
      for (let k = 0; k < 4; k++) {
        const y = H * (0.1 + k * 0.08)
        stringLights(ctx, out, -40, y, W + 40, y + r.range(-60, 60) * u, r.range(140, 260) * u, 14, 1)
      }
      out.back += rect(0, H * 0.88, W, H * 0.12, "#1a0d06", 1)
    },
    // bar counter under the vault
    (ctx, out) => {
      const { W, H, u, r } = ctx
      out.defs += brickPattern("brick", 110 * u, 44 * u, "#8e4a2c", "#6a301d", "#2a120a")
      out.crisp +=
        pathEl(
          `M0,0 H${W} V${N(H * 0.55)} C${N(W * 0.8)},${N(H * 0.05)} ${N(W * 0.2)},${N(H * 0.05)} 0,${N(H * 0.55)} Z`,
          "url(#brick)",
          1,
        ) +
        pathEl(
          `M0,0 H${W} V${N(H * 0.55)} C${N(W * 0.8)},${N(H * 0.05)} ${N(W * 0.2)},${N(H * 0.05)} 0,${N(H * 0.55)} Z`,
          "#1a0805",
          0.35,
        )
      stringLights(ctx, out, W * 0.05, H * 0.42, W * 0.95, H * 0.42, 160 * u, 16, 1.1)
      for (let k = 0; k < 12; k++)
        out.mid += bottle(
          ctx,
          W * (0.1 + k * 0.072),
          H * 0.62,
          80 * u,
          r.range(280, 360) * u,
          r.pick(["#3d1f0a", "#1f3010", "#4a2a10"]),
          "#e9c77a",
        )
      out.mid += rect(W * 0.05, H * 0.62, W * 0.9, 16 * u, "#3a1a0a", 1)
      out.back +=
        rect(0, H * 0.72, W, 50 * u, "#5a2e14", 1) +
        rect(0, H * 0.72 + 50 * u, W, H, "#241008", 1) +
        rect(0, H * 0.72, W, 8 * u, "#ffc46b", 0.5)
      for (let k = 0; k < 5; k++) {
        const x = W * (0.15 + k * 0.175)
        out.crisp +=
          ellipse(x, H * 0.86, 110 * u, 28 * u, "#120804", 1) + line(x, H * 0.86, x, H + 20, "#120804", 18 * u, 1)
      }
    },
    // tunnel variant, off-centre
    (ctx, out) => {
      const { W, H, u, r } = ctx
      out.defs += brickPattern("brick", 100 * u, 40 * u, "#8e4a2c", "#7b3b24", "#2a120a")
      const arches = tunnel(ctx, out, {
        vx: W * r.pick([0.3, 0.7]),
        vy: H * 0.46,
        count: 9,
        ratio: 0.76,
        pattern: "brick",
        hw0: W * 0.48,
        ys0: H * 0.55,
        near: "#140804",
        far: "#8e4a2a",
        edge: "#ffc46b",
        frame: "#1a0a05",
        floor: "#2a1208",
        light: "#ffc46b",
        windowCols: ["#ffb347", "#ffd88a"],
        windowChance: 0.25,
        lamps: true,
        farStops: [
          [0, "#5a2a14"],
          [1, "#ffd88a"],
        ],
      })
      const A = arches[2]
      stringLights(ctx, out, A.cx - A.hw, A.ys - A.hw * 0.3, A.cx + A.hw, A.ys - A.hw * 0.2, A.hw * 0.4, 12, 0.9)
    },
  ],

  hall: [
    // chandeliers over round tables
    (ctx, out) => {
      const { W, H, u, r } = ctx
      for (let k = 0; k < 7; k++)
        out.back +=
          rect(W * (0.02 + k * 0.14), H * 0.12, W * 0.12, H * 0.44, "none", 1, {
            stroke: "#ffffff",
            "stroke-width": 8 * u,
            "stroke-opacity": 0.45,
          }) +
          rect(W * (0.02 + k * 0.14) + 8 * u, H * 0.12 + 8 * u, W * 0.12, H * 0.44, "none", 1, {
            stroke: "#a88f6a",
            "stroke-width": 5 * u,
            "stroke-opacity": 0.25,
          })
      out.back += rect(0, H * 0.62, W, H * 0.4, "#d9c4a2", 1) + rect(0, H * 0.62, W, 14 * u, "#ffffff", 0.4)
      for (let k = 0; k < 3; k++)
        out.crisp += chandelier(
          ctx,
          out,
          W * (0.2 + k * 0.3) + r.range(-40, 40) * u,
          H * (k === 1 ? 0.3 : 0.24),
          (k === 1 ? 300 : 230) * u,
        )
      for (let k = 0; k < 3; k++)
        out.crisp += roundTable(ctx, W * (0.18 + k * 0.32) + r.range(-40, 40) * u, H * 0.72 + (k % 2) * 90 * u, 330 * u)
    },
    // banquet table in perspective
    (ctx, out) => {
      const { W, H, u, r } = ctx
      const vx = W * r.range(0.45, 0.55)
      const vy = H * 0.42
      const top = vy + 60 * u
      out.back += rect(0, vy + 40 * u, W, H, "#b89a72", 1) + rect(0, vy + 40 * u, W, 12 * u, "#ffffff", 0.35)
      for (let k = -12; k <= 12; k++)
        out.back += line(vx + k * 30 * u, vy + 40 * u, vx + k * W * 0.12, H + 10, "#8a6a4a", 3 * u, 0.25)
      out.defs += linGrad("runner", 0, top, 0, H, [
        [0, "#e9e0d0"],
        [1, "#ffffff"],
      ])
      /** @typedef {(t: number) => [number, number]} Edge */
      /** @type {Edge} */
      const edgeL = (t) => [lerp(W * 0.12, vx - 120 * u, t), lerp(H, top, t)]
      /** @type {Edge} */
      const edgeR = (t) => [lerp(W * 0.88, vx + 120 * u, t), lerp(H, top, t)]
      // chairs along both sides
      for (let k = 6; k >= 0; k--) {
        const t = 1 - 0.8 ** (k + 0.5)
        const s = 1 - t * 0.9
        for (const [side, edge] of /** @type {[number, Edge][]} */ ([
          [-1, edgeL],
          [1, edgeR],
        ])) {
          const [ex, ey] = edge(t)
          const cx = ex + side * 70 * u * s
          out.crisp +=
            rect(cx - 45 * u * s, ey - 330 * u * s, 90 * u * s, 260 * u * s, "none", 1, {
              rx: 24 * u * s,
              stroke: "#c8a96a",
              "stroke-width": Math.max(2, 12 * u * s),
            }) + line(cx, ey - 310 * u * s, cx, ey - 90 * u * s, "#c8a96a", Math.max(1.5, 8 * u * s), 1)
        }
      }
      out.crisp += `<g class="sh">${pathEl(`M${N(W * 0.12)},${H} L${N(vx - 120 * u)},${N(top)} L${N(vx + 120 * u)},${N(top)} L${N(W * 0.88)},${H} Z`, "url(#runner)", 1)}</g>`
      out.crisp += pathEl(
        `M${N(vx - 30 * u)},${N(top)} L${N(vx + 30 * u)},${N(top)} L${N(vx + W * 0.06)},${H} L${N(vx - W * 0.06)},${H} Z`,
        "#c8a96a",
        0.35,
      )
      for (let k = 6; k >= 0; k--) {
        const t = 1 - 0.8 ** (k + 1)
        const y = lerp(H, top, t)
        const hw = lerp(W * 0.38, 120 * u, t)
        const s = 1 - t * 0.9
        for (const side of [-1, 1]) {
          const px = vx + side * hw * 0.62
          out.crisp += group(
            `translate(${N(px)} ${N(y)}) scale(1 0.42) translate(${N(-px)} ${N(-y)})`,
            plate(px, y, 95 * u * s, "#ffffff", "#c8a96a") +
              circle(px, y, 70 * u * s, "none", 1, { stroke: "#c8a96a", "stroke-width": Math.max(1.5, 6 * u * s) }),
          )
          const cx = vx + side * hw * 0.2
          out.crisp +=
            rect(cx - 20 * u * s, y - 20 * u * s, 40 * u * s, 20 * u * s, "url(#gold)", 1) +
            rect(cx - 9 * u * s, y - 170 * u * s, 18 * u * s, 150 * u * s, "#fffaf0", 1, {
              stroke: "#e2d6c0",
              "stroke-width": 2 * u * s,
            }) +
            ellipse(cx, y - 184 * u * s, 9 * u * s, 17 * u * s, "#ffb62a", 1) +
            ellipse(cx, y - 180 * u * s, 4 * u * s, 8 * u * s, "#fff3c4", 1)
          out.midTop += circle(cx, y - 184 * u * s, 60 * u * s, "#ffc86a", 0.55)
          out.light += circle(cx, y - 184 * u * s, 120 * u * s, "#ffc86a", 0.2)
        }
      }
      for (let k = 0; k < 2; k++) out.crisp += chandelier(ctx, out, W * (0.3 + k * 0.4), H * 0.18, 200 * u)
    },
    // tall arched windows with light beams
    (ctx, out) => {
      const { W, H, u, r } = ctx
      out.back += rect(0, 0, W, H, "#efe4d2", 0.5)
      for (let k = 0; k < 4; k++) {
        const x = W * (0.14 + k * 0.24)
        const w = 330 * u
        out.midTop += pathEl(archPath(x, H * 0.3, w / 2, H * 0.7), "#ffffff", 1)
        out.crisp += pathEl(archPath(x, H * 0.3, w / 2, H * 0.7), "none", 1, {
          stroke: "#b89a6a",
          "stroke-width": 16 * u,
        })
        out.crisp +=
          line(x, H * 0.3 - w / 2, x, H * 0.7, "#b89a6a", 8 * u, 1) +
          line(x - w / 2, H * 0.45, x + w / 2, H * 0.45, "#b89a6a", 8 * u, 1) +
          line(x - w / 2, H * 0.58, x + w / 2, H * 0.58, "#b89a6a", 8 * u, 1)
        out.soft += pathEl(
          `M${N(x - w / 2)},${N(H * 0.3)} L${N(x + w / 2)},${N(H * 0.3)} L${N(x + w * 1.6)},${H} L${N(x + w * 0.2)},${H} Z`,
          "#ffffff",
          0.5,
        )
      }
      out.back += rect(0, H * 0.7, W, H * 0.3, "#cdb38b", 0.9)
      for (let k = 0; k < 2; k++)
        out.crisp += roundTable(ctx, W * (0.3 + k * 0.42) + r.range(-50, 50) * u, H * 0.82, 300 * u)
    },
    // table setting close-up
    (ctx, out) => {
      const { W, H, u } = ctx
      out.back += ellipse(W / 2, H * 0.85, W * 0.7, H * 0.38, "#ffffff", 1)
      for (let k = 0; k < 3; k++) {
        const x = W * (0.25 + k * 0.25)
        out.crisp += group(
          `translate(0 ${N(H * 0.8)}) scale(1 0.55) translate(0 ${N(-H * 0.8)})`,
          plate(x, H * 0.8, 260 * u, "#ffffff", "#c8a96a") +
            circle(x, H * 0.8, 190 * u, "none", 1, { stroke: "#c8a96a", "stroke-width": 6 * u }),
        )
        out.crisp += stemGlass(ctx, x + 260 * u, H * 0.72, 120 * u, 320 * u)
      }
      for (let k = 0; k < 3; k++) out.crisp += chandelier(ctx, out, W * (0.2 + k * 0.3), H * 0.15, 180 * u)
    },
  ],

  carnival: [
    // confetti burst, streamers, masks
    (ctx, out) => {
      const { W, H, u, r } = ctx
      streamers(ctx, out, 6)
      const mx = W * r.range(0.36, 0.46)
      for (let k = 0; k < 5; k++)
        out.crisp += leaf(
          mx + 330 * u,
          H * 0.42,
          r.range(380, 520) * u,
          -150 + k * 16,
          r.pick(["#b44dff", "#00d1ff", "#ff3d7f", "#ffd400"]),
          0.95,
          "#ffffff",
        )
      out.crisp += mask(ctx, mx, H * 0.48, 700 * u, r.range(-10, 6), r.pick(["#00b8e6", "#ffd400"]))
      out.crisp += mask(ctx, W * 0.78, H * 0.3, 420 * u, r.range(8, 18), "#ff3d7f")
      confetti(ctx, out, 260)
    },
    // big mask with feathers
    (ctx, out) => {
      const { W, H, u, r } = ctx
      const x = W * r.range(0.45, 0.6)
      for (let k = 0; k < 7; k++)
        out.crisp += leaf(
          x + 300 * u,
          H * 0.35,
          r.range(500, 700) * u,
          -140 + k * 14,
          r.pick(["#b44dff", "#00d1ff", "#ff3d7f", "#ffd400"]),
          0.95,
          "#ffffff",
        )
      out.crisp += mask(ctx, x, H * 0.5, 820 * u, r.range(-8, 8), "#ffd400")
      out.crisp += mask(ctx, x - 900 * u, H * 0.7, 380 * u, -18, "#00b8e6")
      confetti(ctx, out, 160)
    },
    // balloons
    (ctx, out) => {
      const { W, H, u, r } = ctx
      for (let k = 0; k < 9; k++)
        out.crisp += balloon(
          ctx,
          W * r.range(0.08, 0.92),
          H * r.range(0.2, 0.6),
          r.range(150, 240) * u,
          r.pick(CONFETTI.slice(0, 7)),
        )
      confetti(ctx, out, 200)
    },
    // stage beams over the dance floor
    (ctx, out) => {
      const { W, H, u, r } = ctx
      for (let k = 0; k < 6; k++) {
        const x = W * (0.1 + k * 0.16)
        const tx = x + r.range(-600, 600) * u
        const col = r.pick(ctx.pal.glow)
        out.soft += pathEl(
          `M${N(x - 20 * u)},-10 L${N(x + 20 * u)},-10 L${N(tx + 340 * u)},${H} L${N(tx - 340 * u)},${H} Z`,
          col,
          0.55,
        )
        out.mid += pathEl(
          `M${N(x - 10 * u)},-10 L${N(x + 10 * u)},-10 L${N(tx + 120 * u)},${H} L${N(tx - 120 * u)},${H} Z`,
          col,
          0.25,
        )
        out.crisp +=
          rect(x - 50 * u, 0, 100 * u, 70 * u, "#111111", 1) + ellipse(x, 70 * u, 40 * u, 12 * u, "#ffffff", 1)
      }
      // crowd silhouettes
      let crowd = ""
      for (let k = 0; k < 22; k++) {
        const x = r.range(-0.02, 1.02) * W
        const h = r.range(300, 480) * u
        crowd +=
          ellipse(x, H - h, 48 * u, 58 * u, "#0c0314", 1) +
          pathEl(
            `M${N(x - 120 * u)},${H + 10} Q${N(x - 110 * u)},${N(H - h + 70 * u)} ${N(x)},${N(H - h + 70 * u)} Q${N(x + 110 * u)},${N(H - h + 70 * u)} ${N(x + 120 * u)},${H + 10} Z`,
            "#0c0314",
            1,
          )
        if (r.chance(0.3))
          crowd += line(x + 60 * u, H - h + 120 * u, x + 150 * u, H - h - 140 * u, "#0c0314", 30 * u, 1)
      }
      out.crisp += crowd
      confetti(ctx, out, 140, 0.7)
    },
  ],
}

/* -------------------------- scene helpers (2) --------------------------- */

/**
 * @param {string} id
 * @param {number} bw
 * @param {number} bh
 * @param {string} c1
 * @param {string} c2
 * @param {string} mortar
 */
function brickPattern(id, bw, bh, c1, c2, mortar) {
  const m = Math.max(2, bh * 0.12)
  return (
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${N(bw)}" height="${N(bh * 2)}">` +
    rect(0, 0, bw, bh * 2, mortar, 1) +
    rect(m / 2, m / 2, bw - m, bh - m, c1, 1, { rx: m }) +
    rect(-bw / 2 + m / 2, bh + m / 2, bw - m, bh - m, c2, 1, { rx: m }) +
    rect(bw / 2 + m / 2, bh + m / 2, bw - m, bh - m, c1, 0.9, { rx: m }) +
    "</pattern>"
  )
}

/**
 * @param {Ctx} ctx
 * @param {Out} out
 * @param {string} c1
 * @param {string} c2
 */
function checkerCloth(ctx, out, c1, c2) {
  const { W, H, u, r } = ctx
  const s = 200 * u
  let cells = rect(-W, -H, W * 3, H * 3, c2, 1)
  for (let y = -H; y < H * 2; y += s) {
    cells += rect(-W, y, W * 3, s / 2, c1, 0.45)
  }
  for (let x = -W; x < W * 2; x += s) {
    cells += rect(x, -H, s / 2, H * 3, c1, 0.45)
  }
  out.mid += group(`rotate(${N(r.range(-12, 12))} ${W / 2} ${H / 2})`, cells) + rect(0, 0, W, H, "#000000", 0.12)
}

/**
 * @param {Ctx} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {string} col
 * @param {boolean} horizontal
 */
function woodGrain(ctx, x, y, w, h, col, horizontal) {
  const { u, r } = ctx
  let s = ""
  const n = Math.round((horizontal ? h : w) / (26 * u))
  for (let k = 0; k < n; k++) {
    if (horizontal) {
      const yy = y + ((k + 0.5) * h) / n
      const a = r.range(-10, 10) * u
      s += pathEl(
        `M${N(x)},${N(yy)} C${N(x + w * 0.3)},${N(yy + a)} ${N(x + w * 0.6)},${N(yy - a)} ${N(x + w)},${N(yy + a * 0.5)}`,
        "none",
        1,
        { stroke: col, "stroke-width": r.range(1.5, 5) * u, "stroke-opacity": r.range(0.08, 0.25) },
      )
    } else {
      const xx = x + ((k + 0.5) * w) / n
      const a = r.range(-10, 10) * u
      s += pathEl(
        `M${N(xx)},${N(y)} C${N(xx + a)},${N(y + h * 0.3)} ${N(xx - a)},${N(y + h * 0.6)} ${N(xx + a * 0.5)},${N(y + h)}`,
        "none",
        1,
        { stroke: col, "stroke-width": r.range(1.5, 5) * u, "stroke-opacity": r.range(0.08, 0.25) },
      )
    }
  }
  return s
}

/**
 * @param {Ctx} ctx
 * @param {Out} out
 * @param {string[]} cols
 * @param {boolean} horizontal
 */
function woodTable(ctx, out, cols, horizontal) {
  const { W, H, u, r } = ctx
  const n = 6
  for (let k = 0; k < n; k++) {
    if (horizontal) {
      const y = (k * H) / n
      out.back +=
        rect(0, y, W, H / n + 1, cols[k % cols.length], 1) +
        woodGrain(ctx, 0, y, W, H / n, "#1a0d05", true) +
        line(0, y, W, y, "#1a0d05", 6 * u, 0.55)
    } else {
      const x = (k * W) / n
      out.back +=
        rect(x, 0, W / n + 1, H, cols[k % cols.length], 1) +
        woodGrain(ctx, x, 0, W / n, H, "#3a2410", false) +
        line(x, 0, x, H, "#3a2410", 6 * u, 0.4)
    }
  }
  r.next()
}

/**
 * @param {Ctx} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} rot
 */
function nigiri(ctx, x, y, w, rot) {
  const { u } = ctx
  let stripes = ""
  for (let k = 1; k < 6; k++)
    stripes += line(
      x - w * 0.5 + k * w * 0.17,
      y - w * 0.2,
      x - w * 0.5 + k * w * 0.17 + w * 0.1,
      y + w * 0.12,
      "#ffe6dc",
      6 * u,
      0.7,
    )
  return group(
    `rotate(${N(rot)} ${N(x)} ${N(y)})`,
    `<g class="sh">${rect(x - w * 0.48, y - w * 0.18, w * 0.96, w * 0.42, "#f7f4ee", 1, { rx: w * 0.18 })}</g>` +
      rect(x - w * 0.52, y - w * 0.26, w * 1.04, w * 0.38, "#fa8a6a", 1, { rx: w * 0.16 }) +
      stripes +
      ellipse(x - w * 0.2, y - w * 0.18, w * 0.2, w * 0.04, "#ffffff", 0.4),
  )
}

/**
 * @param {number} cx
 * @param {number} cy
 * @param {number} rad
 */
function maki(cx, cy, rad) {
  return (
    `<g class="sh">${circle(cx, cy, rad, "#16221a", 1)}</g>` +
    circle(cx, cy, rad * 0.86, "#f7f4ee", 1) +
    circle(cx, cy, rad * 0.38, "#fa8a6a", 1) +
    ellipse(cx + rad * 0.22, cy + rad * 0.1, rad * 0.14, rad * 0.08, "#6fbf4a", 1)
  )
}

/**
 * @param {number} x
 * @param {number} y
 * @param {number} len
 * @param {number} rot
 * @param {number} u
 */
function chopsticks(x, y, len, rot, u) {
  const w = 22 * u
  const stick = (/** @type {number} */ dy) =>
    pathEl(
      `M0,${N(dy - w / 2)} L${N(len)},${N(dy - w * 0.2)} L${N(len)},${N(dy + w * 0.2)} L0,${N(dy + w / 2)} Z`,
      "#2a1a10",
      1,
    )
  return `<g class="sh">${group(tr(x, y, rot), stick(0) + stick(w * 2.2) + rect(0, -w, len * 0.22, w * 4.4, "#c43b2e", 0.0))}</g>`
}

/**
 * @param {Ctx} ctx
 * @param {Out} out
 * @param {number} x
 * @param {number} y
 * @param {number} rx
 * @param {number} ry
 * @param {string} col
 */
function lantern(ctx, out, x, y, rx, ry, col) {
  const { u } = ctx
  out.mid += circle(x, y, rx * 1.4, col === "#f7f1e3" ? "#ffe7c0" : "#ff5a3a", 0.45)
  out.soft += circle(x, y, rx * 2.5, "#ff8c69", 0.5)
  let ribs = ""
  for (let k = -3; k <= 3; k++) {
    const yy = y + k * ry * 0.26
    const wx = rx * Math.sqrt(1 - (k * 0.26) ** 2)
    ribs += pathEl(`M${N(x - wx)},${N(yy)} Q${N(x)},${N(yy + ry * 0.08)} ${N(x + wx)},${N(yy)}`, "none", 1, {
      stroke: "#3a0e0a",
      "stroke-width": 4 * u,
      "stroke-opacity": 0.35,
    })
  }
  return (
    line(x, 0, x, y - ry, "#0a0a18", 5 * u, 0.9) +
    ellipse(x, y, rx, ry, col, 1) +
    ellipse(x, y, rx * 0.55, ry * 0.9, "#fff3d8", 0.35) +
    ribs +
    rect(x - rx * 0.45, y - ry - 30 * u, rx * 0.9, 40 * u, "#151515", 1, { rx: 8 * u }) +
    rect(x - rx * 0.45, y + ry - 10 * u, rx * 0.9, 40 * u, "#151515", 1, { rx: 8 * u }) +
    line(x, y + ry + 30 * u, x, y + ry + 140 * u, "#d8322a", 10 * u, 0.9)
  )
}

/**
 * @param {number} x
 * @param {number} base
 * @param {number} h
 * @param {string} col
 */
function pine(x, base, h, col) {
  const w = h * 0.42
  return pathEl(
    `M${N(x)},${N(base - h)} L${N(x + w * 0.5)},${N(base - h * 0.55)} L${N(x + w * 0.3)},${N(base - h * 0.55)} L${N(x + w * 0.75)},${N(base - h * 0.2)} L${N(x + w * 0.45)},${N(base - h * 0.2)} L${N(x + w)},${N(base)} L${N(x - w)},${N(base)} L${N(x - w * 0.45)},${N(base - h * 0.2)} L${N(x - w * 0.75)},${N(base - h * 0.2)} L${N(x - w * 0.3)},${N(base - h * 0.55)} L${N(x - w * 0.5)},${N(base - h * 0.55)} Z`,
    col,
    1,
  )
}

/**
 * @param {Ctx} ctx
 * @param {number} cx
 * @param {number} cy
 * @param {number} rx
 * @param {number} ry
 * @param {string} fill
 */
function blob(ctx, cx, cy, rx, ry, fill) {
  const { r } = ctx
  const n = 10
  const pts = []
  for (let k = 0; k < n; k++) {
    const a = (k / n) * Math.PI * 2
    const f = r.range(0.85, 1.08)
    pts.push([cx + Math.cos(a) * rx * f, cy + Math.sin(a) * ry * f])
  }
  let d = ""
  for (let k = 0; k < n; k++) {
    const p = pts[k]
    const q = pts[(k + 1) % n]
    const m = [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2]
    d += k === 0 ? `M${N(m[0])},${N(m[1])}` : ""
    const nq = pts[(k + 2) % n]
    const m2 = [(q[0] + nq[0]) / 2, (q[1] + nq[1]) / 2]
    d += ` Q${N(q[0])},${N(q[1])} ${N(m2[0])},${N(m2[1])}`
  }
  return pathEl(d + " Z", fill, 1)
}

/**
 * @param {Ctx} ctx
 * @param {number} x
 * @param {number} base
 * @param {number} w
 * @param {number} h
 */
function mug(ctx, x, base, w, h) {
  const { u } = ctx
  const body = rect(x - w / 2, base - h, w, h, "url(#amber)", 0.95, { rx: 18 * u })
  const handle = pathEl(
    `M${N(x + w / 2)},${N(base - h * 0.8)} C${N(x + w * 1.0)},${N(base - h * 0.85)} ${N(x + w * 1.0)},${N(base - h * 0.25)} ${N(x + w / 2)},${N(base - h * 0.25)}`,
    "none",
    1,
    { stroke: "#f3ead6", "stroke-width": 34 * u, "stroke-opacity": 0.55 },
  )
  let foam = ""
  for (let k = 0; k < 6; k++) foam += circle(x - w / 2 + ((k + 0.5) * w) / 6, base - h, w * 0.13, "#fff6e0", 1)
  const glass =
    rect(x - w / 2, base - h, w, h, "none", 1, {
      rx: 18 * u,
      stroke: "#ffffff",
      "stroke-width": 10 * u,
      "stroke-opacity": 0.4,
    }) + rect(x - w * 0.38, base - h * 0.85, w * 0.08, h * 0.75, "#ffffff", 0.3, { rx: 8 * u })
  return `<g class="sh">${handle}${body}${foam}</g>${glass}`
}

/**
 * @param {Ctx} ctx
 * @param {number} x
 * @param {number} base
 * @param {number} w
 * @param {number} h
 */
function pint(ctx, x, base, w, h) {
  const { u, r } = ctx
  const d = `M${N(x - w / 2)},${N(base - h)} L${N(x + w / 2)},${N(base - h)} L${N(x + w * 0.4)},${N(base)} L${N(x - w * 0.4)},${N(base)} Z`
  let bubbles = ""
  for (let k = 0; k < 22; k++)
    bubbles += circle(x + r.range(-0.35, 0.35) * w, base - r.range(0.05, 0.8) * h, r.range(3, 9) * u, "none", 1, {
      stroke: "#fff6e0",
      "stroke-width": 2 * u,
      "stroke-opacity": 0.6,
    })
  let foam = ""
  for (let k = 0; k < 7; k++) foam += circle(x - w / 2 + ((k + 0.5) * w) / 7, base - h * 0.86, w * 0.1, "#fff6e0", 1)
  return (
    `<g class="sh">${pathEl(d, "url(#amber)", 0.95)}</g>` +
    rect(x - w / 2, base - h, w, h * 0.14, "#fff3d6", 1) +
    foam +
    bubbles +
    pathEl(`M${N(x - w * 0.4)},${N(base - h * 0.85)} L${N(x - w * 0.33)},${N(base - h * 0.05)}`, "none", 1, {
      stroke: "#ffffff",
      "stroke-width": w * 0.05,
      "stroke-opacity": 0.35,
      "stroke-linecap": "round",
    }) +
    pathEl(d, "none", 1, { stroke: "#fff6e0", "stroke-width": 6 * u, "stroke-opacity": 0.35 })
  )
}

/**
 * @param {Ctx} ctx
 * @param {number} x
 * @param {number} base
 * @param {number} w
 * @param {number} h
 */
function kettle(ctx, x, base, w, h) {
  const { u } = ctx
  const top = base - h
  let rivets = ""
  for (let k = 0; k < 10; k++)
    rivets += circle(x - w / 2 + ((k + 0.5) * w) / 10, base - h * 0.25, 7 * u, "#f2b27a", 0.7)
  return (
    `<g class="sh">${rect(x - w / 2, top, w, h, "url(#copper)", 1)}${pathEl(`M${N(x - w / 2)},${N(top)} A${N(w / 2)},${N(w * 0.32)} 0 0 1 ${N(x + w / 2)},${N(top)} Z`, "url(#copper)", 1)}</g>` +
    pathEl(
      `M${N(x)},${N(top - w * 0.3)} V${N(top - w * 0.5)} Q${N(x)},${N(top - w * 0.7)} ${N(x + w * 0.3)},${N(top - w * 0.7)} H${N(x + w * 0.8)}`,
      "none",
      1,
      { stroke: "url(#copper)", "stroke-width": 50 * u },
    ) +
    circle(x, top + h * 0.35, w * 0.14, "#2a1608", 1, { stroke: "#f2b27a", "stroke-width": 14 * u }) +
    circle(x - w * 0.04, top + h * 0.33, w * 0.05, "#ffd27f", 0.35) +
    rivets +
    line(x - w / 2, top + h * 0.6, x + w / 2, top + h * 0.6, "#3d1c0e", 6 * u, 0.5)
  )
}

/**
 * @param {Ctx} ctx
 * @param {number} x
 * @param {number} base
 * @param {number} w
 * @param {number} h
 * @param {string} col
 * @param {string} label
 */
function bottle(ctx, x, base, w, h, col, label) {
  const { u } = ctx
  const nw = w * 0.34
  const d = `M${N(x - w / 2)},${N(base)} L${N(x - w / 2)},${N(base - h * 0.58)} C${N(x - w / 2)},${N(base - h * 0.7)} ${N(x - nw / 2)},${N(base - h * 0.68)} ${N(x - nw / 2)},${N(base - h * 0.8)} L${N(x - nw / 2)},${N(base - h * 0.97)} L${N(x + nw / 2)},${N(base - h * 0.97)} L${N(x + nw / 2)},${N(base - h * 0.8)} C${N(x + nw / 2)},${N(base - h * 0.68)} ${N(x + w / 2)},${N(base - h * 0.7)} ${N(x + w / 2)},${N(base - h * 0.58)} L${N(x + w / 2)},${N(base)} Z`
  return (
    `<g class="sh">${pathEl(d, col, 0.97)}</g>` +
    rect(x - w / 2, base - h * 0.45, w, h * 0.25, label, 1) +
    rect(x - w / 2, base - h * 0.45, w, h * 0.025, "#b8673a", 1) +
    rect(x - nw * 0.6, base - h, nw * 1.2, h * 0.05, "#c9a24a", 1, { rx: 4 * u }) +
    rect(x - w * 0.36, base - h * 0.56, w * 0.08, h * 0.5, "#ffffff", 0.22, { rx: 6 * u })
  )
}

/**
 * @param {Ctx} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {number} rot
 */
function hop(ctx, x, y, s, rot) {
  let scales = ""
  for (let row = 0; row < 5; row++) {
    const yy = -s * 0.6 + row * s * 0.3
    const wv = s * (0.35 - Math.abs(row - 2.3) * 0.06)
    for (const dx of [-0.5, 0.5])
      scales += ellipse(dx * wv, yy, wv * 0.7, s * 0.22, row % 2 ? "#8ab84a" : "#a3c95e", 1, {
        stroke: "#4f7a2a",
        "stroke-width": s * 0.02,
      })
    scales += ellipse(0, yy + s * 0.12, wv * 0.7, s * 0.22, "#b5d46e", 1, {
      stroke: "#4f7a2a",
      "stroke-width": s * 0.02,
    })
  }
  return `<g class="sh">${group(tr(x, y, rot), scales)}</g>`
}

/**
 * @param {number} x
 * @param {number} y
 * @param {number} rx
 * @param {string} col
 * @param {number} [ry]
 */
function pebble(x, y, rx, col, ry = rx * 0.6) {
  return (
    `<g class="sh">${ellipse(x, y, rx, ry, col, 1)}</g>` +
    ellipse(x - rx * 0.2, y - ry * 0.35, rx * 0.5, ry * 0.25, "#ffffff", 0.3)
  )
}

/**
 * @param {Ctx} ctx
 * @param {number} x
 * @param {number} base
 * @param {number} len
 * @param {number} lean
 */
function sprig(ctx, x, base, len, lean) {
  const { u, r } = ctx
  let s = pathEl(`M0,0 Q${N(len * 0.12)},${N(-len * 0.5)} 0,${N(-len)}`, "none", 1, {
    stroke: "#6f8f6d",
    "stroke-width": 8 * u,
  })
  for (let k = 1; k <= 7; k++) {
    const t = k / 8
    const px = 2 * (1 - t) * t * len * 0.12
    const py = -len * t
    const l = len * 0.2 * (1 - t * 0.5)
    s += leaf(px, py, l, -150 + r.range(-10, 10), r.pick(["#9db59a", "#8aa886", "#b3c7ae"]), 1, "#2d4a2a")
    s += leaf(px, py, l, -30 + r.range(-10, 10), r.pick(["#9db59a", "#8aa886", "#b3c7ae"]), 1, "#2d4a2a")
  }
  s += leaf(0, -len, len * 0.16, -90, "#9db59a", 1, "#2d4a2a")
  return `<g class="sh">${group(tr(x, base, lean), s)}</g>`
}

/**
 * @param {Ctx} ctx
 * @param {number} x
 * @param {number} base
 * @param {number} w
 * @param {number} h
 * @param {string} body
 * @param {string} lid
 */
function jar(ctx, x, base, w, h, body, lid) {
  const { u } = ctx
  return (
    `<g class="sh">${rect(x - w / 2, base - h, w, h, body, 1, { rx: w * 0.12 })}${rect(x - w * 0.52, base - h - h * 0.22, w * 1.04, h * 0.26, lid, 1, { rx: w * 0.06 })}</g>` +
    rect(x - w * 0.3, base - h * 0.6, w * 0.6, h * 0.28, "#ffffff", 0.6, { rx: 6 * u }) +
    rect(x - w * 0.4, base - h * 0.85, w * 0.07, h * 0.7, "#ffffff", 0.4, { rx: 6 * u })
  )
}

/**
 * @param {Ctx} ctx
 * @param {number} x
 * @param {number} base
 * @param {number} w
 * @param {string} col
 * @param {string} cap
 */
function polish(ctx, x, base, w, col, cap) {
  const { u } = ctx
  const h = w * 0.95
  return (
    `<g class="sh">${rect(x - w / 2, base - h, w, h, col, 0.95, { rx: w * 0.18 })}${rect(x - w * 0.2, base - h - w * 0.9, w * 0.4, w * 0.95, cap, 1, { rx: w * 0.06 })}</g>` +
    rect(x - w * 0.36, base - h * 0.85, w * 0.1, h * 0.7, "#ffffff", 0.45, { rx: 6 * u }) +
    rect(x - w / 2, base - h, w, h, "none", 1, {
      rx: w * 0.18,
      stroke: "#ffffff",
      "stroke-width": 6 * u,
      "stroke-opacity": 0.5,
    })
  )
}

/**
 * @param {Ctx} ctx
 * @param {number} base
 * @param {string} col
 * @param {string} win
 * @param {number} op
 */
function skyline(ctx, base, col, win, op) {
  const { W, u, r } = ctx
  let s = ""
  let x = -40 * u
  const towerAt = r.range(0.3, 0.7) * W
  let tower = false
  while (x < W + 40) {
    const w = r.range(170, 330) * u
    if (!tower && x + w > towerAt) {
      const tw = 200 * u
      const th = 1000 * u
      s +=
        rect(x, base - th, tw, th, col, op) +
        pathEl(
          `M${N(x - 20 * u)},${N(base - th)} L${N(x + tw / 2)},${N(base - th - 330 * u)} L${N(x + tw + 20 * u)},${N(base - th)} Z`,
          col,
          op,
        ) +
        circle(x + tw / 2, base - th + 110 * u, 55 * u, win, 0.85) +
        line(x + tw / 2, base - th + 110 * u, x + tw / 2, base - th + 75 * u, col, 8 * u, 1)
      x += tw
      tower = true
      continue
    }
    const h = r.range(380, 640) * u
    s += rect(x, base - h, w + 2, h, col, op)
    const roof = r.int(0, 2)
    if (roof === 0)
      s += pathEl(
        `M${N(x)},${N(base - h)} L${N(x + w / 2)},${N(base - h - w * 0.5)} L${N(x + w)},${N(base - h)} Z`,
        col,
        op,
      )
    if (roof === 1) s += rect(x + w * 0.15, base - h - 40 * u, w * 0.7, 40 * u, col, op)
    for (let fy = base - h + 70 * u; fy < base - 120 * u; fy += 110 * u) {
      for (let fx = x + 35 * u; fx < x + w - 50 * u; fx += 80 * u) {
        if (r.chance(0.55)) s += rect(fx, fy, 36 * u, 56 * u, win, op * r.range(0.35, 0.9))
      }
    }
    x += w
  }
  return s
}

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {string} col
 */
function pin(x, y, s, col) {
  return (
    `<g class="sh">${pathEl(`M${N(x)},${N(y + s * 1.5)} C${N(x - s * 0.4)},${N(y + s * 0.8)} ${N(x - s)},${N(y + s * 0.4)} ${N(x - s)},${N(y)} A${N(s)},${N(s)} 0 1 1 ${N(x + s)},${N(y)} C${N(x + s)},${N(y + s * 0.4)} ${N(x + s * 0.4)},${N(y + s * 0.8)} ${N(x)},${N(y + s * 1.5)} Z`, col, 1)}</g>` +
    circle(x, y, s * 0.4, "#ffffff", 1)
  )
}

/**
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {string} col
 * @param {number} sw
 */
function hanger(x, y, w, col, sw) {
  return (
    pathEl(
      `M${N(x)},${N(y)} L${N(x)},${N(y - w * 0.12)} C${N(x)},${N(y - w * 0.24)} ${N(x + w * 0.13)},${N(y - w * 0.24)} ${N(x + w * 0.13)},${N(y - w * 0.16)}`,
      "none",
      1,
      { stroke: col, "stroke-width": sw, "stroke-linecap": "round" },
    ) +
    pathEl(`M${N(x)},${N(y)} L${N(x + w / 2)},${N(y + w * 0.28)} L${N(x - w / 2)},${N(y + w * 0.28)} Z`, "none", 1, {
      stroke: col,
      "stroke-width": sw,
      "stroke-linejoin": "round",
    })
  )
}

/**
 * @param {Ctx} ctx
 * @param {number} x
 * @param {number} rail
 * @param {number} w
 * @param {number} h
 * @param {string} col
 * @param {number} rot
 */
function coat(ctx, x, rail, w, h, col, rot) {
  const { u } = ctx
  const y = rail + 70 * u
  const sh = y + w * 0.28
  const dark = col === "#121212"
  const d = `M${N(x - w * 0.18)},${N(sh - w * 0.05)} L${N(x - w / 2)},${N(sh + w * 0.08)} L${N(x - w * 0.62)},${N(sh + h)} L${N(x + w * 0.62)},${N(sh + h)} L${N(x + w / 2)},${N(sh + w * 0.08)} L${N(x + w * 0.18)},${N(sh - w * 0.05)} Z`
  const lapel = `M${N(x - w * 0.18)},${N(sh - w * 0.05)} L${N(x)},${N(sh + h * 0.35)} L${N(x + w * 0.18)},${N(sh - w * 0.05)}`
  return group(
    `rotate(${N(rot)} ${N(x)} ${N(rail)})`,
    hanger(x, y, w * 1.05, "#2a2a2a", 8 * u) +
      `<g class="sh">${pathEl(d, col, 1)}</g>` +
      pathEl(lapel, "none", 1, {
        stroke: dark ? "#3a3a3a" : "#000000",
        "stroke-width": 6 * u,
        "stroke-opacity": 0.35,
      }) +
      line(x, sh + h * 0.35, x, sh + h, dark ? "#3a3a3a" : "#000000", 4 * u, 0.3) +
      circle(x + w * 0.06, sh + h * 0.45, 10 * u, "#3a2a1a", 0.8) +
      circle(x + w * 0.06, sh + h * 0.6, 10 * u, "#3a2a1a", 0.8) +
      line(x - w * 0.55, sh + h * 0.6, x - w * 0.2, sh + h * 0.6, dark ? "#3a3a3a" : "#000000", 4 * u, 0.25),
  )
}

/**
 * @param {Ctx} ctx
 * @param {number} x
 * @param {number} base
 * @param {number} w
 * @param {number} h
 * @param {string} col
 */
function handbag(ctx, x, base, w, h, col) {
  const { u } = ctx
  return (
    pathEl(
      `M${N(x - w * 0.28)},${N(base - h)} C${N(x - w * 0.28)},${N(base - h * 1.7)} ${N(x + w * 0.28)},${N(base - h * 1.7)} ${N(x + w * 0.28)},${N(base - h)}`,
      "none",
      1,
      { stroke: col, "stroke-width": 26 * u },
    ) +
    `<g class="sh">${pathEl(`M${N(x - w * 0.42)},${N(base - h)} L${N(x + w * 0.42)},${N(base - h)} L${N(x + w / 2)},${N(base)} L${N(x - w / 2)},${N(base)} Z`, col, 1)}</g>` +
    rect(x - w * 0.08, base - h * 0.8, w * 0.16, h * 0.12, "url(#gold)", 1, { rx: 6 * u }) +
    line(x - w * 0.44, base - h * 0.72, x + w * 0.44, base - h * 0.72, "#ffffff", 3 * u, 0.2)
  )
}

/**
 * @param {Ctx} ctx
 * @param {Out} out
 * @param {number} cx
 * @param {number} cy
 * @param {number} R
 */
function chandelier(ctx, out, cx, cy, R) {
  const { u, r } = ctx
  let s = line(cx, -10, cx, cy - R * 0.3, "#8a6a3a", 8 * u, 1) + circle(cx, cy - R * 0.1, R * 0.12, "url(#gold)", 1)
  for (const [f, dy] of [
    [1, 0],
    [0.62, -R * 0.28],
  ]) {
    const rx = R * f
    const y = cy + dy
    s += pathEl(`M${N(cx - rx)},${N(y)} A${N(rx)},${N(rx * 0.35)} 0 0 0 ${N(cx + rx)},${N(y)}`, "none", 1, {
      stroke: "url(#gold)",
      "stroke-width": 12 * u,
    })
    const n = f === 1 ? 7 : 5
    for (let k = 0; k < n; k++) {
      const a = Math.PI * (k / (n - 1))
      const x = cx - Math.cos(a) * rx
      const yy = y + Math.sin(a) * rx * 0.35
      s +=
        rect(x - 9 * u, yy - 60 * u, 18 * u, 60 * u, "#fffaf0", 1) +
        ellipse(x, yy - 72 * u, 9 * u, 16 * u, "#ffcf5a", 1)
      s += line(x, yy, x, yy + 50 * u, "#ffffff", 2 * u, 0.7) + droplet(x, yy + 70 * u, 16 * u, "#e8f2ff", 0.85)
      out.mid += circle(x, yy - 72 * u, 60 * u, r.pick(["#ffd58a", "#fff6dc"]), 0.7)
    }
  }
  out.soft += circle(cx, cy, R * 1.8, "#ffe2a8", 0.6)
  return s
}

/**
 * @param {Ctx} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} rad
 */
function roundTable(ctx, x, y, rad) {
  const { u, r } = ctx
  let chairs = ""
  for (const dx of [-0.72, 0.72]) {
    const cx = x + dx * rad
    const top = y - rad * 0.78
    chairs += rect(cx - 55 * u, top, 110 * u, rad * 0.9, "none", 1, {
      rx: 30 * u,
      stroke: "#c8a96a",
      "stroke-width": 14 * u,
    })
    for (let k = 1; k < 4; k++)
      chairs += line(
        cx - 55 * u + k * 27.5 * u,
        top + 20 * u,
        cx - 55 * u + k * 27.5 * u,
        top + rad * 0.5,
        "#c8a96a",
        8 * u,
        1,
      )
    chairs += line(cx - 55 * u, top + rad * 0.5, cx + 55 * u, top + rad * 0.5, "#c8a96a", 12 * u, 1)
  }
  let cp = ""
  for (let k = 0; k < 7; k++)
    cp += circle(
      x + r.range(-45, 45) * u,
      y - rad * 0.48 + r.range(-35, 10) * u,
      r.range(20, 32) * u,
      r.pick(["#f2b8c0", "#ffffff", "#e59aa6", "#9db59a"]),
      1,
    )
  cp +=
    leaf(x, y - rad * 0.45, 70 * u, -160, "#7f9c7c", 1, "#2d4a2a") +
    leaf(x, y - rad * 0.45, 70 * u, -20, "#7f9c7c", 1, "#2d4a2a")
  const hem = y + rad * 0.82
  let folds = ""
  for (let k = 1; k < 9; k++) {
    const fxp = x - rad + (k * rad) / 4.5
    const t = (fxp - x) / rad
    const top = y + rad * 0.3 * Math.sqrt(Math.max(0, 1 - t * t))
    folds += pathEl(
      `M${N(fxp)},${N(top)} Q${N(fxp + 8 * u)},${N((top + hem) / 2)} ${N(fxp + t * 20 * u)},${N(hem + rad * 0.1 * Math.sqrt(Math.max(0, 1 - t * t)))}`,
      "none",
      1,
      { stroke: "#b9b2a6", "stroke-width": 10 * u, "stroke-opacity": 0.35 },
    )
  }
  const skirt = `M${N(x - rad)},${N(y)} L${N(x - rad * 1.03)},${N(hem)} Q${N(x)},${N(hem + rad * 0.22)} ${N(x + rad * 1.03)},${N(hem)} L${N(x + rad)},${N(y)} Z`
  return (
    chairs +
    `<g class="sh">${pathEl(skirt, "url(#cloth)", 1)}</g>` +
    folds +
    ellipse(x, y, rad, rad * 0.3, "#ffffff", 1) +
    ellipse(x, y, rad * 0.985, rad * 0.29, "none", 1, { stroke: "#e7e1d6", "stroke-width": 4 * u }) +
    rect(x - 16 * u, y - rad * 0.42, 32 * u, rad * 0.4, "#e8f2ff", 0.8, { rx: 8 * u }) +
    cp
  )
}

/**
 * @param {Ctx} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 */
function stemGlass(ctx, x, y, w, h) {
  const { u } = ctx
  return (
    pathEl(
      `M${N(x - w / 2)},${N(y - h)} Q${N(x - w / 2)},${N(y - h * 0.4)} ${N(x)},${N(y - h * 0.4)} Q${N(x + w / 2)},${N(y - h * 0.4)} ${N(x + w / 2)},${N(y - h)} Z`,
      "#dfe6ee",
      0.55,
      { stroke: "#9aa3ad", "stroke-width": 4 * u, "stroke-opacity": 0.8 },
    ) +
    pathEl(
      `M${N(x - w * 0.42)},${N(y - h * 0.8)} Q${N(x - w * 0.4)},${N(y - h * 0.45)} ${N(x)},${N(y - h * 0.44)} Q${N(x + w * 0.4)},${N(y - h * 0.45)} ${N(x + w * 0.42)},${N(y - h * 0.8)} Z`,
      "#f3e3a0",
      0.7,
    ) +
    line(x - w * 0.3, y - h * 0.95, x - w * 0.34, y - h * 0.6, "#ffffff", 6 * u, 0.8) +
    line(x, y - h * 0.4, x, y, "#9aa3ad", 7 * u, 0.9) +
    ellipse(x, y, w * 0.35, w * 0.08, "#c9d0d8", 0.9)
  )
}

/**
 * @param {Ctx} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} rot
 * @param {string} col
 */
function mask(ctx, x, y, w, rot, col) {
  const { u } = ctx
  const a = w / 2
  const b = w * 0.42
  const P = (/** @type {number} */ px, /** @type {number} */ py) => `${N(px * a)},${N(py * b)}`
  const d =
    `M${P(-1, -0.55)} C${P(-0.6, -0.75)} ${P(-0.25, -0.45)} ${P(0, -0.4)} C${P(0.25, -0.45)} ${P(0.6, -0.75)} ${P(1, -0.55)}` +
    ` C${P(0.95, 0.1)} ${P(0.75, 0.6)} ${P(0.45, 0.62)} C${P(0.25, 0.64)} ${P(0.12, 0.3)} ${P(0, 0.3)}` +
    ` C${P(-0.12, 0.3)} ${P(-0.25, 0.64)} ${P(-0.45, 0.62)} C${P(-0.75, 0.6)} ${P(-0.95, 0.1)} ${P(-1, -0.55)} Z`
  const eye = (/** @type {number} */ sx) =>
    `M${P(sx * 0.2, 0.02)} Q${P(sx * 0.38, -0.3)} ${P(sx * 0.64, -0.14)} Q${P(sx * 0.45, 0.22)} ${P(sx * 0.2, 0.02)} Z`
  const eyes = `${eye(1)} ${eye(-1)}`
  let dots = ""
  for (let k = 0; k < 9; k++) {
    const t = k / 8
    dots += circle(
      (t - 0.5) * 1.5 * a,
      (-0.55 + Math.sin(t * Math.PI) * 0.12) * b + 0.1 * b * 0,
      w * 0.011,
      "#ffffff",
      0.9,
    )
  }
  return `<g class="sh">${group(
    tr(x, y, rot),
    pathEl(`${d} ${eyes}`, col, 1, { "fill-rule": "evenodd" }) +
      pathEl(
        `M${P(-0.8, 0.25)} Q${P(-0.5, 0.05)} ${P(-0.25, 0.4)} M${P(0.8, 0.25)} Q${P(0.5, 0.05)} ${P(0.25, 0.4)}`,
        "none",
        1,
        { stroke: "#ffffff", "stroke-width": w * 0.012, "stroke-opacity": 0.55 },
      ) +
      pathEl(`${d} ${eyes}`, "none", 1, { stroke: "url(#gold)", "stroke-width": w * 0.02 }) +
      dots +
      line(-a * 0.95, -0.1 * b, -a * 1.35, b * 1.6, "#f7e3a1", 7 * u, 0.95),
  )}</g>`
}

/**
 * @param {Ctx} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} rad
 * @param {string} col
 */
function balloon(ctx, x, y, rad, col) {
  const { u, r } = ctx
  return (
    pathEl(
      `M${N(x)},${N(y + rad * 1.2)} C${N(x + r.range(-80, 80) * u)},${N(y + rad * 2.2)} ${N(x + r.range(-80, 80) * u)},${N(y + rad * 3)} ${N(x + r.range(-60, 60) * u)},${N(y + rad * 4.5)}`,
      "none",
      1,
      { stroke: "#ffffff", "stroke-width": 4 * u, "stroke-opacity": 0.7 },
    ) +
    `<g class="sh">${ellipse(x, y, rad, rad * 1.2, col, 0.96)}${pathEl(`M${N(x - 20 * u)},${N(y + rad * 1.25)} L${N(x + 20 * u)},${N(y + rad * 1.25)} L${N(x)},${N(y + rad * 1.15)} Z`, col, 1)}</g>` +
    ellipse(x - rad * 0.35, y - rad * 0.45, rad * 0.22, rad * 0.34, "#ffffff", 0.45, {
      transform: `rotate(25 ${N(x - rad * 0.35)} ${N(y - rad * 0.45)})`,
    })
  )
}

/**
 * @param {Ctx} ctx
 * @param {Out} out
 * @param {number} n
 */
function streamers(ctx, out, n) {
  const { W, H, u, r } = ctx
  for (let k = 0; k < n; k++) {
    const y = H * r.range(0, 1)
    const amp = r.range(60, 160) * u
    const per = r.range(220, 420) * u
    let d = `M-50,${N(y)}`
    let x = -50
    let up = true
    while (x < W + per) {
      d += ` q${N(per / 4)},${N(up ? -amp : amp)} ${N(per / 2)},0`
      x += per / 2
      up = !up
    }
    const tgt = k % 2 ? "mid" : "crisp"
    out[tgt] += group(
      `rotate(${N(r.range(-35, 35))} ${W / 2} ${N(y)})`,
      pathEl(d, "none", 1, {
        stroke: r.pick(CONFETTI),
        "stroke-width": r.range(10, 22) * u,
        "stroke-opacity": 0.9,
        "stroke-linecap": "round",
      }),
    )
  }
}

/**
 * @param {Ctx} ctx
 * @param {Out} out
 * @param {number} n
 * @param {number} [op]
 */
function confetti(ctx, out, n, op = 1) {
  const { W, H, u, r } = ctx
  for (let k = 0; k < n; k++) {
    const x = r.range(0, W)
    const y = r.range(0, H)
    const col = r.pick(CONFETTI)
    const tgt = r.chance(0.35) ? "mid" : "crisp"
    const s = r.range(14, 34) * u * (tgt === "mid" ? 1.8 : 1)
    if (r.chance(0.25)) out[tgt] += circle(x, y, s * 0.5, col, op)
    else
      out[tgt] += rect(x - s / 2, y - s * 0.3, s, s * 0.6, col, op, {
        transform: `rotate(${N(r.range(0, 180))} ${N(x)} ${N(y)})`,
      })
  }
}

/**
 * @param {Ctx} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {number} rot
 */
function pretzel(ctx, x, y, s, rot) {
  const { u, r } = ctx
  const d =
    "M-0.55,0.75 C-1.35,0.45 -1.25,-0.85 -0.3,-0.78 C0.25,-0.72 0.3,-0.05 0,0.3 M0.55,0.75 C1.35,0.45 1.25,-0.85 0.3,-0.78 C-0.25,-0.72 -0.3,-0.05 0,0.3 M-0.2,0.72 L0.12,0.15 M0.2,0.72 L-0.12,0.15"
  let salt = ""
  for (let k = 0; k < 18; k++)
    salt += rect(r.range(-1, 1) * s * 0.9, r.range(-0.7, 0.6) * s, 10 * u, 8 * u, "#ffffff", 0.9, {
      transform: `rotate(${N(r.range(0, 90))})`,
    })
  return `<g class="sh">${group(
    tr(x, y, rot),
    `<path d="${d}" transform="scale(${N(s)})" fill="none" stroke="#8a4512" stroke-width="${N(0.22)}" stroke-linecap="round"/>` +
      `<path d="${d}" transform="scale(${N(s)})" fill="none" stroke="#c4722c" stroke-width="${N(0.14)}" stroke-linecap="round" stroke-opacity="0.8"/>` +
      salt,
  )}</g>`
}

/* ----------------------------- rendering -------------------------------- */

/**
 * @param {Job} job
 */
function buildLayers(job) {
  const W = job.width
  const H = job.height
  const u = W / 2400
  const r = makeRng(hashString(job.file))
  const pal = PALETTES[job.theme]
  const scenes = SCENES[job.theme]
  const ctx = { W, H, u, r, i: job.n, n: job.m, pal }
  const out = { defs: "", soft: "", mid: "", back: "", midTop: "", crisp: "", light: "" }
  addCommonDefs(ctx, out)
  out.defs += `<linearGradient id="cloth" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#d8d2c8"/><stop offset="0.4" stop-color="#ffffff"/><stop offset="1" stop-color="#cfc8bc"/></linearGradient>`

  // background gradient + colour fields (soft)
  const ang = (((pal.grad ?? 90) + r.range(-25, 25)) * Math.PI) / 180
  const L = Math.hypot(W, H) / 2
  const bgStops = pal.bg.map((c, k) => /** @type {Stop} */ ([k / (pal.bg.length - 1), c]))
  const bgDefs = linGrad(
    "bg",
    W / 2 - Math.cos(ang) * L,
    H / 2 - Math.sin(ang) * L,
    W / 2 + Math.cos(ang) * L,
    H / 2 + Math.sin(ang) * L,
    bgStops,
  )
  let soft = ""
  for (let k = 0; k < 5; k++) {
    soft += ellipse(
      r.range(-0.1, 1.1) * W,
      r.range(-0.1, 1.1) * H,
      r.range(250, 800) * u,
      r.range(200, 650) * u,
      r.pick(pal.blobs ?? pal.glow),
      r.range(0.2, 0.55),
    )
  }
  for (let k = 0; k < r.int(1, 3); k++) {
    soft += rect(-W * 0.2, H * r.range(0.1, 0.9), W * 1.4, r.range(40, 140) * u, r.pick(pal.glow), r.range(0.08, 0.2), {
      transform: `rotate(${N(r.range(-35, 35))} ${W / 2} ${H / 2})`,
    })
  }

  // bokeh (mid)
  let mid = ""
  for (let k = 0; k < (pal.bokeh ?? 16); k++) {
    const col = r.pick(pal.glow)
    const rad = r.range(18, 110) * u
    mid += circle(r.range(0, W), r.range(0, H * 0.85), rad, col, r.range(0.12, 0.4), {
      stroke: col,
      "stroke-width": rad * 0.08,
      "stroke-opacity": 0.5,
    })
  }

  // light leaks on top of everything (screen blend)
  for (let k = 0; k < 2; k++) {
    out.light += ellipse(
      r.range(0, 1) * W,
      r.range(0, 0.6) * H,
      r.range(300, 700) * u,
      r.range(250, 500) * u,
      r.pick(pal.glow),
      r.range(0.06, 0.16) * (pal.lightLeak ?? 1),
    )
  }

  const scene = scenes[(job.n - 1) % scenes.length]
  scene(ctx, out)

  const sd = (/** @type {number} */ v) => N(v * u)
  const softSvg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(W / 4)}" height="${Math.round(H / 4)}" viewBox="0 0 ${W} ${H}"><defs>${bgDefs}${out.defs}<filter id="sb" filterUnits="userSpaceOnUse" x="${-W}" y="${-H}" width="${W * 3}" height="${H * 3}"><feGaussianBlur stdDeviation="${sd(70)}"/></filter></defs>` +
    `${rect(0, 0, W, H, "url(#bg)")}<g filter="url(#sb)">${soft}${out.soft}</g></svg>`
  const midDoc = (/** @type {string} */ content) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(W / 2)}" height="${Math.round(H / 2)}" viewBox="0 0 ${W} ${H}"><defs>${out.defs}<filter id="mb" filterUnits="userSpaceOnUse" x="${-W}" y="${-H}" width="${W * 3}" height="${H * 3}"><feGaussianBlur stdDeviation="${sd(9)}"/></filter></defs>` +
    `<g filter="url(#mb)">${content}</g></svg>`
  const midSvg = midDoc(mid + out.mid)
  const midTopSvg = out.midTop ? midDoc(out.midTop) : ""
  const vig = pal.vig ?? 0.5
  // back: full-resolution surfaces (tables, floors, walls) that receive shadows
  const backSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${out.defs}</defs>${out.back}</svg>`
  // shadows: the silhouettes of every <g class="sh"> in the crisp layer, offset and
  // blurred once at half resolution (much cheaper than one SVG filter per object)
  const shadowSvg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(W / 2)}" height="${Math.round(H / 2)}" viewBox="0 0 ${W} ${H}">` +
    '<style>*{visibility:hidden} .sh, .sh *{visibility:visible; fill:#000000} .sh [fill="none"]{fill:none} .sh [stroke]{stroke:#000000}</style>' +
    `<defs>${out.defs}<filter id="shb" filterUnits="userSpaceOnUse" x="${-W}" y="${-H}" width="${W * 3}" height="${H * 3}"><feGaussianBlur stdDeviation="${sd(16)}"/></filter></defs>` +
    `<g filter="url(#shb)" opacity="${pal.shadow ?? 0.42}"><g transform="translate(${sd(10)} ${sd(20)})">${out.crisp}</g></g></svg>`
  const crispSvg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${out.defs}` +
    radGradBox(
      "vig",
      [
        [0.5, "#000000", 0],
        [0.8, "#000000", vig * 0.45],
        [1, "#000000", vig],
      ],
      'cx="0.5" cy="0.5" r="0.75"',
    ) +
    `</defs>${out.crisp}${rect(0, 0, W, H, "url(#vig)")}</svg>`
  const lightSvg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(W / 4)}" height="${Math.round(H / 4)}" viewBox="0 0 ${W} ${H}"><defs><filter id="lb" filterUnits="userSpaceOnUse" x="${-W}" y="${-H}" width="${W * 3}" height="${H * 3}"><feGaussianBlur stdDeviation="${sd(60)}"/></filter></defs>` +
    `${rect(0, 0, W, H, "#000000")}<g filter="url(#lb)">${out.light}</g></svg>`
  return { softSvg, midSvg, backSvg, midTopSvg, shadowSvg, crispSvg, lightSvg, r }
}

/**
 * Film grain: luminance noise (+ a little chroma), strongest in the mid-tones.
 * @param {Buffer} buf
 * @param {number} channels
 * @param {number} sigma
 * @param {number} seed
 */
function addGrain(buf, channels, sigma, seed) {
  const rnd = mulberry32(seed)
  const chroma = sigma * 0.35
  const px = buf.length / channels
  for (let p = 0, i = 0; p < px; p++, i += channels) {
    const L = (buf[i] + buf[i + 1] + buf[i + 2]) / 765
    const w = 0.45 + 2.2 * L * (1 - L)
    // Irwin–Hall approximation of a gaussian (sd ≈ 1)
    const g = (rnd() + rnd() + rnd() + rnd() - 2) * 1.732 * sigma * w
    const c1 = (rnd() - 0.5) * 3.46 * chroma
    const c2 = (rnd() - 0.5) * 3.46 * chroma
    let v = buf[i] + g + c1
    buf[i] = v < 0 ? 0 : v > 255 ? 255 : v
    v = buf[i + 1] + g - (c1 + c2) * 0.5
    buf[i + 1] = v < 0 ? 0 : v > 255 ? 255 : v
    v = buf[i + 2] + g + c2
    buf[i + 2] = v < 0 ? 0 : v > 255 ? 255 : v
  }
}

/**
 * @param {string} markup
 */
async function textImage(markup) {
  const { data, info } = await sharp({ text: { text: markup, font: FONT, rgba: true, dpi: 72, spacing: 4 } })
    .png()
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/**
 * @param {Job} job
 */
async function labelOverlays(job) {
  const u = job.width / 2400
  const nameSize = Math.round(40 * u)
  const subSize = Math.round(26 * u)
  const note =
    job.theme === "og" ? "Platzhalterbild · stand-in image" : `Platzhalterbild · stand-in photo ${job.n}/${job.m}`
  const markup =
    job.theme === "og"
      ? `<span font_desc="${FONT} 15" foreground="#ffffff" fgalpha="85%">${escXml(note)}</span>`
      : `<span font_desc="${FONT} Bold ${nameSize}" foreground="#ffffff">${escXml(job.subject)}</span>\n<span font_desc="${FONT} ${subSize}" foreground="#ffffff" fgalpha="82%">${escXml(note)}</span>`
  const text = await textImage(markup)
  const padX = Math.round(job.theme === "og" ? 14 : 30 * u)
  const padY = Math.round(job.theme === "og" ? 8 : 20 * u)
  const margin = Math.round(job.theme === "og" ? 22 : 56 * u)
  const bw = text.width + padX * 2
  const bh = text.height + padY * 2
  const x = margin
  const y = job.height - margin - bh
  const box = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${bw}" height="${bh}"><rect x="0.5" y="0.5" width="${bw - 1}" height="${bh - 1}" rx="${Math.round(bh * 0.18)}" fill="#120c0a" fill-opacity="0.5" stroke="#ffffff" stroke-opacity="0.18" stroke-width="1"/></svg>`,
  )
  const overlays = [
    { input: box, left: x, top: y },
    { input: text.data, left: x + padX, top: y + padY },
  ]
  if (job.theme === "og") overlays.unshift(...(await ogTitle(job)))
  return overlays
}

/**
 * @param {Job} job
 */
async function ogTitle(job) {
  const title = await textImage(`<span font_desc="${FONT} Bold 92" foreground="#ffffff">${escXml(job.subject)}</span>`)
  let subSize = 27
  let sub = await textImage(
    `<span font_desc="${FONT} ${subSize}" foreground="#ffe3b0">${escXml(job.subtitle ?? "")}</span>`,
  )
  while (sub.width > job.width - 140 && subSize > 16) {
    subSize -= 1
    sub = await textImage(
      `<span font_desc="${FONT} ${subSize}" foreground="#ffe3b0">${escXml(job.subtitle ?? "")}</span>`,
    )
  }
  const gap = 18
  const padX = 48
  const padY = 34
  const bw = Math.max(title.width, sub.width) + padX * 2
  const bh = title.height + gap + sub.height + padY * 2
  const bx = Math.round((job.width - bw) / 2)
  const by = Math.round((job.height - bh) / 2) - 10
  const box = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${bw}" height="${bh}"><rect x="0.5" y="0.5" width="${bw - 1}" height="${bh - 1}" rx="22" fill="#120c0a" fill-opacity="0.55" stroke="#ffd27a" stroke-opacity="0.35" stroke-width="1.5"/><line x1="${bw / 2 - 60}" y1="${padY + title.height + gap / 2}" x2="${bw / 2 + 60}" y2="${padY + title.height + gap / 2}" stroke="#ffb35c" stroke-width="2" stroke-opacity="0.8"/></svg>`,
  )
  return [
    { input: box, left: bx, top: by },
    { input: title.data, left: Math.round((job.width - title.width) / 2), top: by + padY },
    { input: sub.data, left: Math.round((job.width - sub.width) / 2), top: by + padY + title.height + gap },
  ]
}

/**
 * @param {string} svg
 */
async function renderSvg(svg) {
  return sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
}

/**
 * @param {Job} job
 */
async function renderJob(job) {
  const W = job.width
  const H = job.height
  const { softSvg, midSvg, backSvg, midTopSvg, shadowSvg, crispSvg, lightSvg } = buildLayers(job)

  const softRaw = await renderSvg(softSvg)
  const soft = await sharp(softRaw.data, { raw: softRaw.info })
    .removeAlpha()
    .resize(W, H, { fit: "fill", kernel: "cubic" })
    .raw()
    .toBuffer()
  const midRaw = await renderSvg(midSvg)
  const mid = await sharp(midRaw.data, { raw: midRaw.info })
    .resize(W, H, { fit: "fill", kernel: "cubic" })
    .raw()
    .toBuffer()

  const lightRaw = await renderSvg(lightSvg)
  const light = await sharp(lightRaw.data, { raw: lightRaw.info })
    .removeAlpha()
    .resize(W, H, { fit: "fill", kernel: "cubic" })
    .raw()
    .toBuffer()

  let midTop = null
  if (midTopSvg) {
    const midTopRaw = await renderSvg(midTopSvg)
    midTop = await sharp(midTopRaw.data, { raw: midTopRaw.info })
      .resize(W, H, { fit: "fill", kernel: "cubic" })
      .raw()
      .toBuffer()
  }
  const shadowRaw = await renderSvg(shadowSvg)
  const shadow = await sharp(shadowRaw.data, { raw: shadowRaw.info })
    .resize(W, H, { fit: "fill", kernel: "cubic" })
    .raw()
    .toBuffer()

  const composed = await sharp(soft, { raw: { width: W, height: H, channels: 3 } })
    .composite(
      /** @type {import("sharp").OverlayOptions[]} */ ([
        { input: mid, raw: { width: W, height: H, channels: 4 } },
        { input: Buffer.from(backSvg) },
        ...(midTop ? [{ input: midTop, raw: { width: W, height: H, channels: 4 } }] : []),
        { input: shadow, raw: { width: W, height: H, channels: 4 } },
        { input: Buffer.from(crispSvg) },
        { input: light, raw: { width: W, height: H, channels: 3 }, blend: "screen" },
      ]),
    )
    .removeAlpha()
    .raw()
    .toBuffer()
  // a touch of lens softness so the vector edges read as photographed, not drawn
  const { data: base, info } = await sharp(composed, { raw: { width: W, height: H, channels: 3 } })
    .blur(0.9 * Math.max(0.7, W / 2400))
    .raw()
    .toBuffer({ resolveWithObject: true })

  addGrain(base, info.channels, job.grain, hashString(job.file + "#grain"))

  const overlays = await labelOverlays(job)
  return sharp(base, { raw: { width: W, height: H, channels: info.channels } })
    .composite(overlays)
    .jpeg(JPEG)
    .toBuffer()
}

/* ------------------------------- main ----------------------------------- */

/** @returns {Job[]} */
function expandJobs() {
  /** @type {Job[]} */
  const jobs = []
  for (const entry of IMAGES) {
    const grain = entry.grain ?? PALETTES[entry.theme].grain ?? 7.5
    const base = { width: DEFAULT_W, height: DEFAULT_H, ...entry, grain }
    if (entry.dir !== undefined) {
      for (let n = 1; n <= entry.count; n++) jobs.push({ ...base, file: `${entry.dir}/${n}.jpg`, n, m: entry.count })
    } else {
      jobs.push({ ...base, file: entry.file, n: 1, m: 1 })
    }
  }
  return jobs
}

/**
 * @param {string} p
 */
async function exists(p) {
  try {
    await stat(p)
    return true
  } catch {
    return false
  }
}

async function main() {
  const args = process.argv.slice(2)
  const force = args.includes("--force")
  const jobsIdx = args.indexOf("--jobs")
  const parallel = jobsIdx >= 0 ? Math.max(1, Number(args[jobsIdx + 1]) || 2) : 2
  const filters = args.filter((a, k) => !a.startsWith("--") && !(jobsIdx >= 0 && k === jobsIdx + 1))

  const all = expandJobs().filter((j) => filters.length === 0 || filters.some((f) => j.file.includes(f)))
  /** @type {Job[]} */
  const todo = []
  for (const job of all) {
    if (!force && (await exists(path.join(ROOT, job.file)))) {
      console.log(`skip   ${job.file} (exists; use --force to regenerate)`)
      continue
    }
    todo.push(job)
  }

  const t0 = Date.now()
  /** @type {number[]} */
  const sizes = []
  let next = 0
  async function worker() {
    while (next < todo.length) {
      const job = todo[next++]
      const t = Date.now()
      const buf = await renderJob(job)
      const abs = path.join(ROOT, job.file)
      await mkdir(path.dirname(abs), { recursive: true })
      await writeFile(abs, buf)
      sizes.push(buf.length)
      console.log(
        `wrote  ${job.file.padEnd(48)} ${job.width}x${job.height}  ${(buf.length / 1024).toFixed(0).padStart(5)} KB  (${((Date.now() - t) / 1000).toFixed(1)} s)`,
      )
    }
  }
  await Promise.all(Array.from({ length: Math.min(parallel, todo.length) }, worker))

  const total = sizes.reduce((a, b) => a + b, 0)
  if (sizes.length) {
    console.log(
      `\n${sizes.length} image(s) written, ${(Math.min(...sizes) / 1024).toFixed(0)}–${(Math.max(...sizes) / 1024).toFixed(0)} KB each, ` +
        `total ${(total / 1024 / 1024).toFixed(2)} MB in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    )
  } else {
    console.log("Nothing to do.")
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
