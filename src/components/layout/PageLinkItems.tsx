import { useLanguage } from "../../i18n/use-language"
import { Link } from "../ui/LocalizedLink"

/** The site's pages in navigation order; labels are locale keys. */
const pageLinks = [
  { to: "/events/", label: "nav.events" },
  { to: "/party-rooms/", label: "nav.partyRooms" },
  { to: "/partners/", label: "nav.partners" },
  { to: "/contact/", label: "nav.contact" },
] as const

/** In-page links of the home page. */
const homeSectionLinks = [
  { href: "#about", label: "nav.about" },
  { href: "#partners", label: "nav.partnersSection" },
  { href: "#news", label: "nav.news" },
] as const

/** A list item linking each of the site's pages (header, footer, mobile menu); `onClick` e.g. closes the menu. */
export function PageLinkItems({ onClick }: { onClick?: () => void }) {
  const { t } = useLanguage()
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

/** A list item linking each section of the home page (header, mobile menu). */
export function HomeSectionLinkItems({ onClick }: { onClick?: () => void }) {
  const { t } = useLanguage()
  return (
    <>
      {homeSectionLinks.map((link) => (
        <li key={link.href}>
          <a href={link.href} onClick={onClick}>
            {t(link.label)}
          </a>
        </li>
      ))}
    </>
  )
}
