import { useTranslation } from "gatsby-plugin-react-i18next"
import { Link } from "./LocalizedLink"
import { pageLinks } from "./navigation"

/** A list item linking each of the site's pages (header, footer, mobile menu); `onClick` e.g. closes the menu. */
export function PageLinkItems({ onClick }: { onClick?: () => void }) {
  const { t } = useTranslation()
  return (
    <>
      {pageLinks.map((link) => (
        <li key={link.to}>
          <Link to={link.to} onClick={onClick}>
            {t(link.label)}
          </Link>
        </li>
      ))}
    </>
  )
}
