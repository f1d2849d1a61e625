/** tel: and mailto: targets, built the same way everywhere. */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^+\d]/g, "")}`
}

export function mailtoHref(address: string, fields: { subject?: string; body?: string } = {}): string {
  const query = Object.entries(fields)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${encodeURIComponent(value as string)}`)
    .join("&")
  return `mailto:${address}${query ? `?${query}` : ""}`
}
