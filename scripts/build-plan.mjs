// @ts-check
/**
 * npm run build-plan [-- --root DIR] [--from ISO] [--months 12] [--every 3]: the production deploys the scheduled
 * build (.github/workflows/scheduled-build.yml) asks for over a period, for the content in DIR/data (this checkout's
 * by default, e.g. a synthetic site from `npm run bench:build -- --content-only --dir DIR`), with no editor publishing
 * in between: every moment the site changes by itself (src/gatsby/next-change.ts), and the builds a job every
 * `--every` hours asks for (src/gatsby/build-schedule.ts). Editors' publishes come on top, one deploy each.
 */
import path from "node:path"
import { option } from "./cli.mjs"
import { importTypeScript } from "./import-typescript.mjs"

const argv = process.argv.slice(2)

const root = path.resolve(option(argv, "--root", path.join(import.meta.dirname, "..")))
const from = new Date(option(argv, "--from", new Date().toISOString()))
const months = Number(option(argv, "--months", "12"))
const every = Number(option(argv, "--every", "3"))
const to = new Date(from)
to.setUTCMonth(to.getUTCMonth() + months)

/** @type {typeof import("../src/gatsby/next-change")} */
const next = await importTypeScript("src/gatsby/next-change.ts")
/** @type {typeof import("../src/gatsby/build-schedule")} */
const schedule = await importTypeScript("src/gatsby/build-schedule.ts")
/** @type {typeof import("../src/content/data-places")} */
const { dataFolder } = await importTypeScript("src/content/data-places.ts")

const dataDir = path.join(root, dataFolder)
const moments = next.changeMoments(dataDir, next.momentSources, { from, to })
const ahead = moments.filter((moment) => moment.at > from && moment.at <= to)
const changes = moments.map((moment) => moment.at)
const builds = schedule.scheduledBuilds(changes, from, to, every)
console.log(
  `Content: ${dataDir}; ${moments.length} moments in all, ${ahead.length} from ${from.toISOString()} to ${to.toISOString()}:`,
)
for (const moment of ahead) console.log(`  ${moment.at.toISOString()}  ${moment.what}`)
console.log(`Scheduled production deploys (a job every ${every} h): ${builds.length}, ${builds.length * 15} credits`)
for (const build of builds) console.log(`  ${build.toISOString()}`)
/** @type {Record<string, number>} deploys per month (UTC), to set beside the Free plan's 300 credits a month */
const perMonth = {}
for (const month of builds.map((build) => build.toISOString().slice(0, 7))) perMonth[month] = (perMonth[month] ?? 0) + 1
const [busiest, most] = Object.entries(perMonth).sort((a, b) => b[1] - a[1])[0] ?? ["–", 0]
console.log(`Busiest month: ${busiest}, ${most} deploys, ${most * 15} credits`)
