/**
 * The longest text each free-text field of the party-room inquiry takes (`maxlength`): enough
 * for any real name, occasion, phone number (E.164 and spaces) or note, and no page of pasted
 * text or a bot's payload in the passage's inbox. An e-mail address is at most 254 characters
 * (RFC 5321). Its own module: the page's chunk needs it, the checks' chunk does not.
 */
export const inquiryMaxLength = { occasion: 120, name: 120, email: 254, phone: 40, message: 2000 } as const
