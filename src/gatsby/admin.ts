import fs from "fs"
import path from "path"
import { stringify } from "yaml"
import { cmsConfig, defaultRepository, githubRepository } from "../cms/config"
import type { CmsContent } from "../cms/content-model"
import type { Words } from "../content/collections"
import { escapeHtml } from "../content/html"
import type { PreviewSiteSettings } from "../cms/previews/site-settings"
import type { SelectOption } from "../cms/schema-fields"
import { readSchemaDocuments } from "./schema-files"

/** Decap CMS bundled by esbuild, apart from Gatsby's webpack, so the site's pages carry none of it. */

export interface AdminFiles {
  /** File names in public/admin/, e.g. "cms-4MZC2K7Q.js". */
  script: string
  style?: string
  /** What the script loads only when needed (the HEIC decoder's chunk and its WebAssembly), e.g. "cms-heic-….js". */
  chunks?: string[]
}

export interface AdminSite {
  name: string
  siteUrl: string
  /** The lists of the editor's choices, by name: an event's place, a partner's kind, a unit (readChoices). */
  choices: Record<string, SelectOption[]>
  preview: PreviewSiteSettings
  /** The interface words of each language (locales/<language>/translation.json). */
  words: Record<string, Words>
}

/** Bundles the admin's script (and its CSS) into `outdir`; returns their file names. */
export type AdminBundler = (options: {
  root: string
  outdir: string
  preview: PreviewSiteSettings
  content: CmsContent
}) => Promise<AdminFiles>

export function adminHtml(files: AdminFiles, siteName: string): string {
  return [
    "<!doctype html>",
    '<html lang="de">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>Inhalte bearbeiten – ${escapeHtml(siteName)}</title>`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<link rel="cms-config-url" type="text/yaml" href="/admin/config.yml">',
    ...(files.style ? [`<meta name="cms-preview-style" content="/admin/${files.style}">`] : []),
    "</head>",
    "<body>",
    // At the end of <body>: Decap mounts itself into the body when the script runs.
    // A module: its chunks (src/cms/heic.ts) are loaded by import() only when needed.
    `<script type="module" src="/admin/${files.script}"></script>`,
    "</body>",
    "</html>",
    "",
  ].join("\n")
}

/** From admin/node_modules wherever imported: from the site, React and Emotion would exist twice and hooks break. */
export const adminPackages =
  /^(react|react-dom|scheduler|immutable|@emotion\/[^/]+|decap-cms-[a-z-]+|path-browserify|libheif-js)(\/.*)?$/

/**
 * Modules decap-cms-core imports, shimmed (src/cms/shims/) because they need eval or WebAssembly, which the CSP forbids:
 * configSchema (ajv; the unit tests check the config instead), @jsquash/webp, @iarna/toml.
 */
const adminShims: Array<[filter: RegExp, shim: string]> = [
  [/^\.\.\/constants\/configSchema$/, "config-schema.ts"],
  [/^@jsquash\/webp$/, "webp.ts"],
  [/^@iarna\/toml\/parse-string$/, "toml.ts"],
]

/**
 * Eval at load time in Decap's dependencies, replaced by its browser result; the build fails if a text is
 * missing, so an upgrade is looked at. ts-invariant: nothing reads a global `process`.
 */
export const adminPatches: Array<{ file: RegExp; find: string; replace: string }> = [
  {
    file: /[\\/]ts-invariant[\\/]lib[\\/]invariant\.esm\.js$/,
    find: 'Function("stub", "process = stub")(processStub);',
    replace: "void processStub;",
  },
]

/** esbuild's options for the admin bundle (without the plugin that resolves from admin/node_modules). */
export function adminBuildOptions(
  root: string,
  outdir: string,
  preview: PreviewSiteSettings,
  content: CmsContent = { documents: readSchemaDocuments(path.join(root, "schemas")), words: {} },
) {
  const shims = path.join(root, "src/cms/shims")
  return {
    absWorkingDir: root,
    entryPoints: { cms: path.join(root, "src/cms/index.tsx") },
    outdir,
    entryNames: "[name]-[hash]",
    // A dynamic import() becomes a chunk of its own (esbuild splits ES modules only): the HEIC decoder.
    splitting: true,
    chunkNames: "cms-[name]-[hash]",
    assetNames: "cms-[name]-[hash]",
    publicPath: "/admin/",
    loader: { ".wasm": "file" as const },
    bundle: true,
    minify: true,
    format: "esm" as const,
    platform: "browser" as const,
    // Always the ES build: some UMD "main" builds require() others, bundling packages twice.
    mainFields: ["browser", "module", "main"],
    target: ["es2020"],
    jsx: "automatic" as const,
    jsxImportSource: "@emotion/react",
    legalComments: "linked" as const,
    metafile: true as const,
    logLevel: "silent" as const,
    alias: {
      gatsby: path.join(shims, "gatsby.ts"),
      "gatsby-plugin-react-i18next": path.join(shims, "gatsby-plugin-react-i18next.tsx"),
      "gatsby-plugin-image": path.join(shims, "gatsby-plugin-image.tsx"),
    },
    define: {
      "process.env.NODE_ENV": '"production"',
      global: "globalThis",
      __CMS_SITE__: JSON.stringify(preview),
      // The schemas and the interface words as the build read them: the save checks and key orders need them.
      __CMS_CONTENT__: JSON.stringify(content),
    },
  }
}

/** Resolves `adminPackages` from admin/ and puts the shims in place of the modules they replace. */
export function adminResolvePlugin(root: string): import("esbuild").Plugin {
  // The admin's own package.json and node_modules (React 19, Decap): admin/package.json.
  const adminDir = path.join(root, "admin")
  return {
    name: "admin-dependencies",
    setup(build) {
      for (const [filter, shim] of adminShims) {
        const file = path.join(root, "src/cms/shims", shim)
        build.onResolve({ filter }, (args) =>
          /[\\/]decap-cms-core[\\/]/.test(args.importer) ? { path: file } : undefined,
        )
      }
      // libheif's Emscripten glue requires Node's fs and crypto only when it runs under Node.
      build.onResolve({ filter: /^(fs|crypto)$/ }, (args) =>
        /[\\/]libheif-js[\\/]/.test(args.importer) ? { path: args.path, namespace: "node-only" } : undefined,
      )
      build.onLoad({ filter: /.*/, namespace: "node-only" }, () => ({ contents: "module.exports = {}", loader: "js" }))
      // Decap imports Node's `path`; its own browser build uses path-browserify (a dependency of decap-cms-core).
      build.onResolve({ filter: /^path$/ }, async (args) => {
        const result = await build.resolve("path-browserify", {
          kind: args.kind,
          resolveDir: adminDir,
          pluginData: adminDir,
        })
        return result.errors.length > 0 ? { errors: result.errors } : { path: result.path }
      })
      for (const { file, find, replace } of adminPatches) {
        build.onLoad({ filter: file }, async (args) => {
          const source = await fs.promises.readFile(args.path, "utf8")
          if (!source.includes(find))
            throw new Error(
              `${args.path} no longer contains ${JSON.stringify(find)}: check the patch in src/gatsby/admin.ts`,
            )
          return { contents: source.split(find).join(replace), loader: "js" }
        })
      }
      build.onResolve({ filter: adminPackages }, async (args) => {
        if (args.pluginData === adminDir) return undefined
        const result = await build.resolve(args.path, { kind: args.kind, resolveDir: adminDir, pluginData: adminDir })
        if (result.errors.length > 0) return { errors: result.errors }
        return {
          path: result.path,
          external: result.external,
          sideEffects: result.sideEffects,
          namespace: result.namespace,
        }
      })
    },
  }
}

/** The real bundler: esbuild, minified, one script and one stylesheet with content hashes in their names. */
export const esbuildBundler: AdminBundler = async ({ root, outdir, preview, content }) => {
  const esbuild = await import("esbuild")
  if (!fs.existsSync(path.join(root, "admin", "node_modules", "decap-cms-core")))
    throw new Error(
      "admin/node_modules is missing: run `npm ci` (its postinstall installs admin/) or `npm ci --prefix admin`",
    )
  const result = await esbuild.build({
    ...adminBuildOptions(root, outdir, preview, content),
    plugins: [adminResolvePlugin(root)],
  })
  return adminOutputs(result.metafile)
}

/** The entry's script and stylesheet, and the chunks it loads later, by their names in public/admin/. */
export function adminOutputs(metafile: import("esbuild").Metafile): AdminFiles {
  const outputs = Object.entries(metafile.outputs)
  // Each import() is an entry point of esbuild's too: the entry is src/cms/index.tsx's.
  const entry = outputs.find(([, output]) => output.entryPoint === "src/cms/index.tsx")
  if (!entry) throw new Error("the admin bundle has no script")
  const script = path.basename(entry[0])
  const style = entry[1].cssBundle && path.basename(entry[1].cssBundle)
  const chunks = outputs
    .map(([file]) => path.basename(file))
    .filter((file) => file !== script && file !== style && !file.endsWith(".LEGAL.txt"))
  return { script, ...(style ? { style } : {}), chunks }
}

export async function writeAdmin(
  root: string,
  publicDir: string,
  site: AdminSite,
  bundle: AdminBundler = esbuildBundler,
): Promise<AdminFiles> {
  const outdir = path.join(publicDir, "admin")
  fs.mkdirSync(outdir, { recursive: true })
  // The previous build's bundle goes; anything static/admin/ puts here stays.
  for (const file of fs.readdirSync(outdir)) if (/^cms-/.test(file)) fs.rmSync(path.join(outdir, file))
  // On Netlify, the repository the site is built from (REPOSITORY_URL); elsewhere src/cms/config.ts's default.
  const repo = githubRepository(process.env.REPOSITORY_URL) ?? defaultRepository.repo
  const documents = readSchemaDocuments(path.join(root, "schemas"))
  const config = cmsConfig(documents, site.siteUrl, site.choices, site.words, repo)
  fs.writeFileSync(
    path.join(outdir, "config.yml"),
    "# Written by src/gatsby/admin.ts from src/cms/config.ts and schemas/ at build time.\n" +
      stringify(config, { lineWidth: 0 }),
  )
  const files = await bundle({ root, outdir, preview: site.preview, content: { documents, words: site.words } })
  fs.writeFileSync(path.join(outdir, "index.html"), adminHtml(files, site.name))
  return files
}
