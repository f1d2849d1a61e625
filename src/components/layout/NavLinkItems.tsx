import { useLanguage } from "../../i18n/use-language"
import { Link } from "../ui/LocalizedLink"

/** The site's links by where they lead; labels are locale keys. */
const navigation = {
  /** The site's pages in navigation order (header, footer, mobile menu). */
  pages: [
    { to: "/events/", label: "nav.events" },
    { to: "/party-rooms/", label: "nav.partyRooms" },
    { to: "/partners/", label: "nav.partners" },
    { to: "/contact/", label: "nav.contact" },
  ],
  /** The home page's sections, in-page links (header and mobile menu on the home page). */
  homeSections: [
    { href: "#about", label: "nav.about" },
    { href: "#partners", label: "nav.partnersSection" },
    { href: "#news", label: "nav.news" },
  ],
} as const

/** A list item for each link of `links`; `onClick` e.g. closes the menu. */
export function NavLinkItems({ links, onClick }: { links: keyof typeof navigation; onClick?: () => void }) {
  const { t } = useLanguage()
  return (
    <>
      {navigation[links].map((link) => (
        <li key={link.label}>
          {"to" in link ? (
            <Link to={link.to} onClick={onClick}>
              {t(link.label)}
            </Link>
          ) : (
            <a href={link.href} onClick={onClick}>
              {t(link.label)}
            </a>
          )}
        </li>
      ))}
    </>
  )
}
