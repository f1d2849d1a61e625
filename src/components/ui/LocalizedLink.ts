import type { GatsbyLinkProps } from "gatsby"
import { Link as I18nLink } from "gatsby-plugin-react-i18next"
import type { ComponentType } from "react"
import type { Language } from "../../i18n/languages"

/**
 * gatsby-plugin-react-i18next's Link (it prefixes `to` with the page language),
 * with props typed for React 18.3's types, which the plugin's own typings predate.
 */
export const Link = I18nLink as unknown as ComponentType<
  Omit<GatsbyLinkProps<unknown>, "ref"> & { language?: Language; hrefLang?: string; lang?: string }
>
