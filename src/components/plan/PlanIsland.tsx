import { lazy, Suspense, useState, type ComponentProps } from "react"
import { useLanguage } from "../../i18n/use-language"
import { localizedPath } from "../../i18n/languages"
import type { PassagePlan as Plan } from "./PassagePlan"

type PlanProps = ComponentProps<typeof Plan>

/**
 * The plan has nothing to do in the browser, so the browser's bundle has none of its code: the
 * server renders it (webpack drops the require below from the browser's build, whose BUILD_STAGE
 * is a constant), and hydration keeps the server's markup (an element whose children React does
 * not own: an empty `dangerouslySetInnerHTML`). A page reached by a client-side link has no server
 * markup: there the plan comes as a chunk of its own.
 */
const ServerPlan: typeof Plan | null =
  process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- only the server's build may bundle it
      (require("./PassagePlan") as typeof import("./PassagePlan")).PassagePlan
    : null

const LazyPlan = lazy(() => import("./PassagePlan").then((module) => ({ default: module.PassagePlan })))

const withoutSlash = (path: string) => path.replace(/\/+$/, "")

export function PlanIsland(props: PlanProps) {
  const { originalPath, language } = useLanguage()
  const path = localizedPath(originalPath, language)
  if (ServerPlan) {
    return (
      <div data-plan-island={path}>
        <ServerPlan {...props} />
      </div>
    )
  }
  return <BrowserPlan path={path} {...props} />
}

function BrowserPlan({ path, ...props }: PlanProps & { path: string }) {
  // Hydrating this page's server markup, or rendering after a client-side link (another page's plan may still be there).
  const [fromServer] = useState(() => {
    const island = document.querySelector("[data-plan-island]")
    return (
      island !== null &&
      island.childElementCount > 0 &&
      withoutSlash(island.getAttribute("data-plan-island") ?? "") === withoutSlash(window.location.pathname)
    )
  })
  if (fromServer)
    return <div data-plan-island={path} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
  return (
    <div data-plan-island={path}>
      <Suspense fallback={null}>
        <LazyPlan {...props} />
      </Suspense>
    </div>
  )
}
