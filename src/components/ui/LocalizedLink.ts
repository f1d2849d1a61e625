import type { GatsbyLinkProps } from "gatsby"
import { Link as I18nLink } from "gatsby-plugin-react-i18next"
import type { ComponentType } from "react"
import type { Language } from "../../i18n/languages"

/** The plugin's own typings predate React 18.3's. */
export const Link = I18nLink as unknown as ComponentType<
  Omit<GatsbyLinkProps<unknown>, "ref"> & { language?: Language; hrefLang?: string; lang?: string }
>
