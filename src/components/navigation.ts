/** The site's pages in navigation order; labels are locale keys. */
export const pageLinks = [
  { to: "/events/", label: "nav.events" },
  { to: "/party-rooms/", label: "nav.partyRooms" },
  { to: "/partners/", label: "nav.partners" },
  { to: "/contact/", label: "nav.contact" },
] as const

/** In-page links of the home page. */
export const homeSectionLinks = [
  { href: "#about", label: "nav.about" },
  { href: "#partners", label: "nav.partnersSection" },
  { href: "#news", label: "nav.news" },
] as const
