import { useLanguage } from "../../i18n/use-language"
import { httpsHref } from "../../content/hosts"
import { mailtoHref, telHref } from "../../content/links"
import { buttonCss } from "../ui/Button"
import { Icon, icons } from "../ui/icons"
import { comingSoonCss, plainListCss } from "../ui/styles"

export function PartnerContactList({
  phone,
  email,
}: {
  phone?: { href: string; display: string } | null
  email?: string | null
}) {
  const { t } = useLanguage()
  if (!phone && !email) return null
  return (
    <ul css={plainListCss}>
      {phone && (
        <li>
          {t("partner.phone")}: <a href={telHref(phone.href)}>{phone.display}</a>
        </li>
      )}
      {email && (
        <li>
          {t("partnersPage.email")}: <a href={mailtoHref(email)}>{email}</a>
        </li>
      )}
    </ul>
  )
}

export function PartnerWebsite({ name, website }: { name: string; website?: string | null }) {
  const { t } = useLanguage()
  const href = httpsHref(website)
  return href ? (
    <a href={href} css={buttonCss} target="_blank" rel="noopener noreferrer">
      {t("partner.visitWebsite")}
      <Icon d={icons.newTab} size={18} strokeWidth={2} />
      <span className="visually-hidden">
        : {name} {t("newTab")}
      </span>
    </a>
  ) : (
    <em css={comingSoonCss}>{t("partner.websiteComingSoon")}</em>
  )
}
