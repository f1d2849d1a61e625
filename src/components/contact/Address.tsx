export interface AddressData {
  readonly street: string
  readonly street2?: string | null
  readonly postalCode: string
  readonly city: string
  readonly country: string
}

export function addressLines(address: AddressData): string[] {
  return [
    address.street,
    ...(address.street2 ? [address.street2] : []),
    `${address.postalCode} ${address.city}`,
    address.country,
  ]
}

export function Address({ address, className }: { address: AddressData; className?: string }) {
  const lines = addressLines(address)
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
