import { useLanguage } from "../../i18n/use-language"
import { Link } from "../ui/LocalizedLink"

const pages = [
  { to: "/events/", label: "nav.events" },
  { to: "/party-rooms/", label: "nav.partyRooms" },
  { to: "/partners/", label: "nav.partners" },
  { to: "/contact/", label: "nav.contact" },
] as const

const navigation = {
  pages,
  /** The footer's and the menu's: the home page first. */
  site: [{ to: "/", label: "nav.home" }, ...pages],
  homeSections: [
    { href: "#about", label: "nav.about" },
    { href: "#partners", label: "nav.partnersSection" },
    { href: "#news", label: "nav.news" },
  ],
} as const

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
