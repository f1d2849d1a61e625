import { runInTasks } from "./tasks"

/**
 * The browser bundle's entry (the stagedStart tweak, ../webpack.ts, puts it in place of
 * Gatsby's `.cache/production-app`): it starts Gatsby's app in steps, one task each.
 *
 * Webpack runs a module's top-level code when it is first imported. Started directly,
 * Gatsby's entry imports React DOM, i18next, Emotion, the router and the site's own
 * modules in one go: one task of 30–60 ms on a mid-range phone, during which the page
 * cannot answer a tap. Importing the large parts first, each in a task of its own with
 * the browser free to handle input between them, leaves the same work in pieces that
 * each stay under the 50 ms of a long task. The first step waits for a task of its own
 * too: the task that compiles and evaluates the bundle is long enough by itself (on home,
 * the two together were 12–15 ms on this machine, which Lighthouse's 4× slower phone turns
 * into a long task; apart, neither is). The modules are in the entry's own chunk
 * ("eager"), so no request is added; every module still runs exactly once. Each import
 * names one export the site uses anyway (`webpackExports`), so that webpack still drops
 * the exports nothing uses. The plugin is this site's own: four steps name the site's
 * modules by their path (its global styles, its gatsby-browser, its layout and page head).
 */
void runInTasks([
  () => import(/* webpackMode: "eager" */ "react-dom"),
  () => import(/* webpackMode: "eager" */ "react-dom/client"),
  () => import(/* webpackMode: "eager", webpackExports: ["useTranslation"] */ "react-i18next"),
  // Required as the plugin requires it, so that this is the same copy of i18next (its ES build
  // with the leanI18next tweak, its CommonJS build without; an import would add the ES build).
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin's copy, see above
  () => require("i18next"),
  () => import(/* webpackMode: "eager", webpackExports: ["ThemeProvider"] */ "@emotion/react"),
  () => import(/* webpackMode: "eager", webpackExports: ["GlobalStyles"] */ "../../../src/theme/GlobalStyles"),
  () => import(/* webpackMode: "eager", webpackExports: ["Router"] */ "@gatsbyjs/reach-router"),
  // What Gatsby's runtime imports through the plugins' gatsby-browser files: the site's own
  // (Gatsby's partytown plugin's, with <Script>, is left out by unusedGatsbyModules). The i18n
  // plugin's file cannot go first: it imports Gatsby's runtime itself.
  () => import(/* webpackMode: "eager" */ "../../../gatsby-browser"),
  // Gatsby's runtime, and through it the plugins' gatsby-browser files.
  () => import(/* webpackMode: "eager", webpackExports: ["Link"] */ "gatsby"),
  () => import(/* webpackMode: "eager" */ "gatsby-plugin-react-i18next"),
  // The layout and head every page has: in the app's own chunk, so that a page does not
  // request them as a third chunk ("commons", one request more with its headers). They
  // import Gatsby's runtime, so they come after it.
  () => import(/* webpackMode: "eager", webpackExports: ["Layout"] */ "../../../src/components/layout/Layout"),
  () => import(/* webpackMode: "eager", webpackExports: ["pageHead"] */ "../../../src/components/layout/PageHead"),
  // Gatsby's own entry, under the alias ../webpack.ts sets next to this one.
  () => import(/* webpackMode: "eager" */ "gatsby-production-app"),
])
