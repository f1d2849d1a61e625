import type { Actions, Page } from "gatsby"

interface I18nContext {
  language: string
  routed: boolean
  originalPath: string
}

/**
 * gatsby-plugin-react-i18next 3.0.1 gives the 404 page of a non-default language
 * the matchPath "/en/en/*", so client-side navigation to an unknown English path
 * never finds it. Give it "/en/*".
 */
export function fixLocalized404(
  page: Page<{ i18n?: I18nContext }>,
  actions: Pick<Actions, "createPage" | "deletePage">,
): boolean {
  const i18n = page.context?.i18n
  if (!i18n || !i18n.routed || !/^\/404\/?$/.test(i18n.originalPath)) return false
  const wanted = `/${i18n.language}/*`
  if (page.matchPath === wanted) return false
  actions.deletePage(page)
  actions.createPage({ ...page, matchPath: wanted })
  return true
}

export const onCreatePage = ({ page, actions }: { page: Page<{ i18n?: I18nContext }>; actions: Actions }) => {
  fixLocalized404(page, actions)
}
