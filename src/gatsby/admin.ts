import fs from "fs"
import { createRequire } from "module"
import path from "path"
import { stringify } from "yaml"
import { cmsConfig } from "../cms/config"
import type { SchemaDocuments } from "../cms/schema-fields"
import type { PreviewSiteSettings } from "../cms/previews/site-settings"

/**
 * /admin/: Decap CMS bundled with esbuild from src/cms/index.tsx into
 * public/admin/ after Gatsby's build, with its configuration generated from the
 * schemas. Separate from Gatsby's webpack build, so the site's pages carry none
 * of it; the site's components reach it through three small shims (gatsby,
 * gatsby-plugin-react-i18next, gatsby-plugin-image).
 */

export interface AdminFiles {
  /** File names in public/admin/, e.g. "cms-4MZC2K7Q.js". */
  script: string
  style?: string
}

export interface AdminSite {
  name: string
  siteUrl: string
  /** Folder of the events page's photos, relative to data/ (readEventsPhotoFolder). */
  eventsPhotoFolder: string
  preview: PreviewSiteSettings
}

/** Bundles the admin's script (and its CSS) into `outdir`; returns their file names. */
export type AdminBundler = (options: { root: string; outdir: string; preview: PreviewSiteSettings }) => Promise<AdminFiles>

export function adminHtml(files: AdminFiles, siteName: string): string {
  return [
    "<!doctype html>",
    '<html lang="de">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>Inhalte bearbeiten – ${siteName}</title>`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<link rel="cms-config-url" type="text/yaml" href="/admin/config.yml">',
    ...(files.style ? [`<meta name="cms-preview-style" content="/admin/${files.style}">`] : []),
    "</head>",
    "<body>",
    // At the end of <body>, not deferred: it runs while the document is still loading (see src/cms/identity.ts).
    `<script src="/admin/${files.script}"></script>`,
    "</body>",
    "</html>",
    "",
  ].join("\n")
}

export function readSchemas(schemaDir: string): SchemaDocuments {
  return Object.fromEntries(
    fs
      .readdirSync(schemaDir)
      .filter((file) => file.endsWith(".schema.json"))
      .sort()
      .map((file) => [file, JSON.parse(fs.readFileSync(path.join(schemaDir, file), "utf8"))]),
  )
}

/** The real bundler: esbuild, minified, one script and one stylesheet with content hashes in their names. */
export const esbuildBundler: AdminBundler = async ({ root, outdir, preview }) => {
  const esbuild = await import("esbuild")
  const shims = path.join(root, "src/cms/shims")
  // Decap imports Node's `path`; its own browser build uses path-browserify (a dependency of decap-cms-lib-widgets).
  const fromWidgets = createRequire(path.join(root, "node_modules/decap-cms-lib-widgets/package.json"))
  // decap-cms-core pins its own ajv; ajv-keywords and ajv-errors must generate code with that copy
  // (with two copies, ajv's code objects fail its instanceof checks and the config check cannot compile).
  const coreAjv = path.dirname(createRequire(path.join(root, "node_modules/decap-cms-core/package.json")).resolve("ajv/package.json"))
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { cms: path.join(root, "src/cms/index.tsx") },
    outdir,
    entryNames: "[name]-[hash]",
    bundle: true,
    minify: true,
    format: "iife",
    platform: "browser",
    // Decap's packages ship an ES build ("module") and a webpack UMD bundle ("main"); some of
    // them require() others. esbuild would take "main" for require() and bundle each package
    // twice (and the UMD copies lack newer exports): always take the ES build.
    mainFields: ["browser", "module", "main"],
    target: ["es2020"],
    jsx: "automatic",
    jsxImportSource: "@emotion/react",
    legalComments: "linked",
    metafile: true,
    logLevel: "silent",
    alias: {
      gatsby: path.join(shims, "gatsby.ts"),
      "gatsby-plugin-react-i18next": path.join(shims, "gatsby-plugin-react-i18next.tsx"),
      "gatsby-plugin-image": path.join(shims, "gatsby-plugin-image.tsx"),
      "decap-cms-lib-util/src/stega": path.join(shims, "stega.ts"),
      path: fromWidgets.resolve("path-browserify"),
      stream: path.join(shims, "empty.ts"),
      ajv: coreAjv,
    },
    define: {
      "process.env.NODE_ENV": '"production"',
      global: "globalThis",
      __CMS_SITE__: JSON.stringify(preview),
    },
  })
  const outputs = Object.keys(result.metafile.outputs).map((file) => path.basename(file))
  const script = outputs.find((file) => file.endsWith(".js"))
  if (!script) throw new Error("the admin bundle has no script")
  return { script, style: outputs.find((file) => file.endsWith(".css")) }
}

/**
 * Writes public/admin/: index.html (noindex), config.yml and the bundle.
 * Returns the bundle's file names (public/_headers caches them for a year).
 */
export async function writeAdmin(
  root: string,
  publicDir: string,
  site: AdminSite,
  bundle: AdminBundler = esbuildBundler,
): Promise<AdminFiles> {
  const outdir = path.join(publicDir, "admin")
  fs.mkdirSync(outdir, { recursive: true })
  // The previous build's bundle goes; what static/admin/ put here (the Identity e-mail templates) stays.
  for (const file of fs.readdirSync(outdir)) {
    if (/^cms-/.test(file)) fs.rmSync(path.join(outdir, file))
  }
  const config = cmsConfig(readSchemas(path.join(root, "schemas")), site.siteUrl, site.eventsPhotoFolder)
  fs.writeFileSync(
    path.join(outdir, "config.yml"),
    "# Written by src/gatsby/admin.ts from src/cms/config.ts and schemas/ at build time.\n" + stringify(config, { lineWidth: 0 }),
  )
  const files = await bundle({ root, outdir, preview: site.preview })
  fs.writeFileSync(path.join(outdir, "index.html"), adminHtml(files, site.name))
  return files
}
