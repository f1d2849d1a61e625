import path from "path"
import type { GatsbyNode } from "gatsby"
import { createSchemaCustomization as customizeSchema } from "./src/gatsby/schema"
import { createResolvers as planResolvers, sourcePlanCode } from "./src/gatsby/plan-markup"
import { createTemplatePages } from "./src/gatsby/create-pages"
import { createPartnerKindPages } from "./src/gatsby/partner-kind-pages"
import { onCreatePage as fixPages } from "./src/gatsby/on-create-page"
import { writeHeaders } from "./src/gatsby/headers"
import { formActionOrigins, type NewsletterSettings } from "./src/content/newsletter"
import { writeHostingFiles } from "./src/gatsby/redirects"
import { writeAdmin } from "./src/gatsby/admin"
import { readAdminSite } from "./src/gatsby/site-data"
import { buildTime } from "./src/gatsby/build-time"
import { writeEventCalendars } from "./src/gatsby/calendar-files"
import { writeBuildInfo } from "./src/gatsby/next-change"
import { dataFolder } from "./src/content/collections"
import { sourcePublicHolidays } from "./src/gatsby/public-holidays"
import { requireRewrittenPages } from "./plugins/gatsby-plugin-fast-start/post-build"
import { onPreBootstrap as checkBeforeBuilding } from "./src/gatsby/on-pre-bootstrap"
import { htmlRendererWithoutSourceMaps, withShortErrors } from "./src/gatsby/short-errors"

// Every API through withShortErrors: Gatsby would print an error thrown here with the whole compiled, minified
// gatsby-node.js around it (src/gatsby/short-errors.ts).

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = withShortErrors(checkBeforeBuilding)

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = withShortErrors(customizeSchema)

// The plan drawn for each page that shows it, as markup in the page's data.
export const createResolvers: GatsbyNode["createResolvers"] = withShortErrors(planResolvers)

// The public holidays of the coming months, as of the build (the pages' "open now" reads them), and the digest of
// the code that draws the plan.
export const sourceNodes: GatsbyNode["sourceNodes"] = withShortErrors((args) => {
  sourcePublicHolidays(args, new Date(buildTime()))
  sourcePlanCode(args)
})

export const createPages: GatsbyNode["createPages"] = withShortErrors(async ({ graphql, actions, reporter }) => {
  await createTemplatePages({ graphql, actions, reporter })
  createPartnerKindPages(actions)
})

export const onCreatePage: GatsbyNode["onCreatePage"] = withShortErrors((args) =>
  fixPages(args as Parameters<typeof fixPages>[0]),
)

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = withShortErrors((args) =>
  htmlRendererWithoutSourceMaps(args),
)

export const onPostBuild: GatsbyNode["onPostBuild"] = withShortErrors(async ({ store, graphql, reporter }) => {
  const { program, config } = store.getState() as {
    program: { directory: string }
    config: { siteMetadata: { siteUrl: string } }
  }
  const publicDir = path.join(program.directory, "public")
  // The map's frame and the newsletter provider's sign-up endpoint, for the policy (data/site.yaml).
  const { data } = await graphql<{
    siteYaml: { map: { embedUrl: string }; newsletter: NewsletterSettings | null }
  }>(`
    query HostingSources {
      siteYaml {
        map {
          embedUrl
        }
        newsletter {
          provider
          action
        }
      }
    }
  `)
  const activity = reporter.activityTimer("Bundling /admin/ (Decap CMS)")
  activity.start()
  const admin = await writeAdmin(program.directory, publicDir, readAdminSite())
  activity.end()
  writeHostingFiles(publicDir, config.siteMetadata.siteUrl)
  const calendarFiles = await writeEventCalendars({ graphql, reporter }, publicDir, new Date(buildTime()))
  // When the site next changes by itself, for the scheduled build (scripts/should-build.mjs).
  writeBuildInfo({ reporter }, publicDir, path.join(program.directory, dataFolder), new Date(buildTime()))
  // The CSP hashes the inline scripts of the pages as gatsby-plugin-fast-start's onPostBuild
  // (which Gatsby runs before this one) left them: its script loader, for one.
  try {
    requireRewrittenPages(publicDir)
  } catch (error) {
    reporter.panic((error as Error).message)
  }
  const adminAssets = [admin.script, ...(admin.style ? [admin.style] : []), ...(admin.chunks ?? [])]
  try {
    writeHeaders(
      publicDir,
      data ? [data.siteYaml.map.embedUrl] : [],
      adminAssets,
      calendarFiles,
      formActionOrigins(data?.siteYaml.newsletter),
    )
  } catch (error) {
    reporter.panic((error as Error).message)
  }
})
