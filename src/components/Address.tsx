import type { Language } from "../i18n/languages"
import { localize, type Localized } from "../i18n/localize"

export interface AddressData {
  readonly street: string
  readonly street2?: string | null
  readonly postalCode: string
  readonly city: string
  readonly country: Localized
}

/** The address as lines, e.g. for the footer and the contact page. */
export function addressLines(address: AddressData, language: Language): string[] {
  return [
    address.street,
    ...(address.street2 ? [address.street2] : []),
    `${address.postalCode} ${address.city}`,
    localize(address.country, language),
  ]
}

export function Address({
  address,
  language,
  className,
}: {
  address: AddressData
  language: Language
  className?: string
}) {
  const lines = addressLines(address, language)
  return (
    <address className={className} style={{ fontStyle: "normal", marginBottom: "0.75rem" }}>
      {lines.map((line, index) => (
        <span key={line}>
          {line}
          {index < lines.length - 1 && <br />}
        </span>
      ))}
    </address>
  )
}
