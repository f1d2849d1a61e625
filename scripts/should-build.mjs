// @ts-check
/**
 * node scripts/should-build.mjs [--site https://www.example.at] [--now ISO] [--dry-run]: the scheduled build
 * (.github/workflows/scheduled-build.yml). Asks NETLIFY_BUILD_HOOK (none: does nothing) for a build only once the
 * moment the site changes by itself (src/gatsby/build-schedule.ts) has passed since the build in the published
 * /build-info.json; a missing or malformed one fails the run (exit 1) and builds nothing. The site's address: --site,
 * else SITE_URL, else the one pinned in src/content/site-address.ts. Needs only Node 24 (it loads the TypeScript
 * module with Node's own type stripping), no npm install, hence its own option().
 */
/** @param {string[]} argv @param {string} name */
const option = (argv, name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined)

/** @returns {Promise<number>} the exit code */
async function main() {
  const argv = process.argv.slice(2)
  const log = console.log
  const dryRun = argv.includes("--dry-run")
  const hook = process.env.NETLIFY_BUILD_HOOK?.trim()
  if (!hook && !dryRun) {
    log('No NETLIFY_BUILD_HOOK secret: nothing to do (README: Keeping "upcoming" current).')
    return 0
  }
  /** @type {typeof import("../src/content/site-address")} the address pinned in the code (data/site.yaml repeats it) */
  const pinned = await import(new URL("../src/content/site-address.ts", import.meta.url).href)
  const site = (option(argv, "--site") ?? process.env.SITE_URL ?? pinned.siteUrl ?? "").replace(/\/$/, "")
  if (!/^https?:\/\/[^/]+$/.test(site)) {
    log(`The site's address is unknown or not a web address (${JSON.stringify(site)}): give --site or SITE_URL.`)
    return 1
  }
  const nowOption = option(argv, "--now")
  const now = nowOption ? new Date(nowOption) : new Date()
  if (Number.isNaN(now.getTime())) {
    log(`--now must be an ISO 8601 instant (found ${JSON.stringify(nowOption)})`)
    return 1
  }
  const url = `${site}/build-info.json`
  let body
  try {
    const response = await fetch(url, { cache: "no-store", headers: { accept: "application/json" } })
    if (!response.ok) {
      log(`${url} answered ${response.status}: no build (deploy the site once by hand so that the file exists).`)
      return 1
    }
    body = await response.json()
  } catch (error) {
    log(`${url} could not be read: ${error instanceof Error ? error.message : String(error)}; no build.`)
    return 1
  }
  /** @type {typeof import("../src/gatsby/build-schedule")} */
  const schedule = await import(new URL("../src/gatsby/build-schedule.ts", import.meta.url).href)
  const info = schedule.parseBuildInfo(body)
  if (typeof info === "string") {
    log(`${url} is not what the build writes: ${info}; no build.`)
    return 1
  }
  const decision = schedule.shouldBuild(info, now)
  log(`${decision.build ? "Build" : "No build"}: ${decision.reason}.`)
  if (!decision.build || dryRun) return 0
  const title = encodeURIComponent(`Scheduled: ${info.nextChange ?? "a change is due"}`)
  const answer = await fetch(`${hook}${hook?.includes("?") ? "&" : "?"}trigger_title=${title}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  })
  if (!answer.ok) {
    log(`Netlify's build hook answered ${answer.status}; no build started.`)
    return 1
  }
  log("Netlify was asked for a build.")
  return 0
}

process.exitCode = await main()
