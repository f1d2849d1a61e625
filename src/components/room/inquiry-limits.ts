/** Enough for any real entry, not a bot's payload (e-mail: RFC 5321). Apart, for the page's chunk only. */
export const inquiryMaxLength = { occasion: 120, name: 120, email: 254, phone: 40, message: 2000 } as const
