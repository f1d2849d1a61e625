import { runInTasks } from "./tasks"

// Gatsby's start in steps under the 50 ms of a long task (stagedStart, README.md). `webpackExports` names one used
// export so webpack still drops the unused ones.
void runInTasks([
  () => import(/* webpackMode: "eager" */ "react-dom"),
  () => import(/* webpackMode: "eager" */ "react-dom/client"),
  () => import(/* webpackMode: "eager", webpackExports: ["useTranslation"] */ "react-i18next"),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the copy the i18n plugin requires
  () => require("i18next"),
  () => import(/* webpackMode: "eager", webpackExports: ["ThemeProvider"] */ "@emotion/react"),
  () => import(/* webpackMode: "eager", webpackExports: ["GlobalStyles"] */ "../../../src/theme/GlobalStyles"),
  () => import(/* webpackMode: "eager", webpackExports: ["Router"] */ "@gatsbyjs/reach-router"),
  // The i18n plugin's gatsby-browser cannot go before Gatsby: it imports Gatsby's runtime.
  () => import(/* webpackMode: "eager" */ "../../../gatsby-browser"),
  () => import(/* webpackMode: "eager", webpackExports: ["Link"] */ "gatsby"),
  () => import(/* webpackMode: "eager" */ "gatsby-plugin-react-i18next"),
  // In the app's chunk rather than a "commons" one: one request fewer.
  () => import(/* webpackMode: "eager", webpackExports: ["Layout"] */ "../../../src/components/layout/Layout"),
  () => import(/* webpackMode: "eager", webpackExports: ["pageHead"] */ "../../../src/components/layout/PageHead"),
  () => import(/* webpackMode: "eager" */ "gatsby-production-app"),
])
