import path from "path"
import type { GatsbyNode } from "gatsby"
import { checkPublicBeforeBuild } from "./adapter"
import { syncEditorSettings } from "./editor-settings"
import { warnOpenItems } from "./launch-check"
import { preparePhotos, type PhotoReporter } from "./photos"
import { dataFolder } from "../content/collections"
import { dataDir as defaultDataDir, projectRoot } from "../content/data-files"
import { formatProblems, sourcedFolderProblems, validateDataDir, validateInterfaceWords } from "./validate-data"
import { checkPageQueries } from "./page-queries"
import { vacantUnitsWarning } from "./vacant-units"

/** Validates data/ before sourcing, so a YAML syntax error is reported with its file name. */
export function checkData(
  { reporter }: { reporter: PhotoReporter },
  dataDir: string = defaultDataDir,
  root: string = projectRoot,
): void {
  const problems = [...validateDataDir(dataDir), ...sourcedFolderProblems(root), ...validateInterfaceWords(root)]
  if (problems.length > 0) {
    reporter.panic(formatProblems(problems))
    return
  }
  reporter.info(
    `${dataFolder}/: every YAML file matches its schema in schemas/; locales/: every language has every word`,
  )
  const vacant = vacantUnitsWarning(dataDir)
  if (vacant) reporter.warn(vacant)
  if (syncEditorSettings(root))
    reporter.info(".vscode/settings.json: yaml.schemas updated from src/content/collections.ts")
}

/** Gatsby's onPreBootstrap. */
export const onPreBootstrap: NonNullable<GatsbyNode["onPreBootstrap"]> = async ({ reporter, store }) => {
  const root = (store.getState() as { program: { directory: string } }).program.directory
  checkPublicBeforeBuild({ reporter }, path.join(root, "public"))
  checkData({ reporter })
  // Before anything heavy: a page whose query lacks what its layout or head reads would fail only when rendered.
  checkPageQueries({ reporter }, root)
  await preparePhotos({ reporter })
  warnOpenItems({ reporter }, root)
}
