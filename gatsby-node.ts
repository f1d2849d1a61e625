import path from "path"
import type { GatsbyNode } from "gatsby"
import { createSchemaCustomization as customizeSchema } from "./src/gatsby/schema"
import { createLegalPages } from "./src/gatsby/create-pages"
import { onCreatePage as fixPages } from "./src/gatsby/on-create-page"
import { writeHeaders } from "./src/gatsby/headers"
import { deferScriptsInPages } from "./src/gatsby/defer-scripts"
import { writeHostingFiles } from "./src/gatsby/redirects"
import { checkData } from "./src/gatsby/on-pre-bootstrap"
import { checkPublicBeforeBuild } from "./src/gatsby/adapter"
import { onCreateWebpackConfig as configureWebpack, type WebpackConfig } from "./src/gatsby/webpack"
import { writeAdmin } from "./src/gatsby/admin"
import { readAdminSite } from "./src/gatsby/site-data"

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter, store }) => {
  checkPublicBeforeBuild(
    { reporter },
    path.join((store.getState() as { program: { directory: string } }).program.directory, "public"),
  )
  checkData({ reporter })
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = customizeSchema

export const createPages: GatsbyNode["createPages"] = ({ graphql, actions, reporter }) =>
  createLegalPages({ graphql, actions, reporter })

export const onCreatePage: GatsbyNode["onCreatePage"] = (args) => fixPages(args as Parameters<typeof fixPages>[0])

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, plugins }) =>
  configureWebpack({ stage, getConfig: getConfig as () => WebpackConfig, actions, plugins })

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, graphql, reporter }) => {
  const { program, config } = store.getState() as {
    program: { directory: string }
    config: { siteMetadata: { siteUrl: string } }
  }
  const publicDir = path.join(program.directory, "public")
  const { data } = await graphql<{ siteYaml: { map: { embedUrl: string } } }>(`
    query HostingMap {
      siteYaml {
        map {
          embedUrl
        }
      }
    }
  `)
  const activity = reporter.activityTimer("Bundling /admin/ (Decap CMS)")
  activity.start()
  const admin = await writeAdmin(program.directory, publicDir, readAdminSite())
  activity.end()
  writeHostingFiles(publicDir, config.siteMetadata.siteUrl)
  // Before writeHeaders: the CSP hashes the loader this puts into every page.
  deferScriptsInPages(publicDir)
  const adminAssets = [admin.script, ...(admin.style ? [admin.style] : [])]
  writeHeaders(publicDir, data ? [data.siteYaml.map.embedUrl] : [], adminAssets)
}
