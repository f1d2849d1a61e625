import { isRealDate } from "../../i18n/calendar-days"

export const inquiryFields = [
  "room",
  "date",
  "altDate",
  "guests",
  "occasion",
  "name",
  "email",
  "phone",
  "message",
  "consent",
] as const
export type InquiryField = (typeof inquiryFields)[number]

export interface InquiryValues {
  room: string
  date: string
  altDate: string
  guests: string
  occasion: string
  name: string
  email: string
  consent: boolean
}

export interface InquiryRoom {
  id: string
  name: string
  capacity: number
  taken: readonly string[]
}

export interface InquiryProblem {
  key: string
  values?: { date?: string; room?: string; capacity?: number }
}

export type InquiryProblems = Partial<Record<InquiryField, InquiryProblem>>

/** type="email"'s rule (WHATWG), in short. */
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

function dateProblem(
  value: string,
  room: InquiryRoom | undefined,
  today: string,
  missing: string | null,
): InquiryProblem | undefined {
  if (value === "") return missing ? { key: missing } : undefined
  if (!isRealDate(value)) return { key: "dateInvalid" }
  if (value < today) return { key: "datePast", values: { date: value } }
  if (room?.taken.includes(value)) return { key: "dateTaken", values: { date: value, room: room.name } }
  return undefined
}

export function inquiryProblems(values: InquiryValues, rooms: readonly InquiryRoom[], today: string): InquiryProblems {
  const problems: InquiryProblems = {}
  const room = rooms.find((candidate) => candidate.id === values.room)
  if (!room) problems.room = { key: "room" }

  const date = dateProblem(values.date.trim(), room, today, "dateMissing")
  if (date) problems.date = date
  const altDate = dateProblem(values.altDate.trim(), room, today, null)
  if (altDate) problems.altDate = altDate
  else if (values.altDate.trim() !== "" && values.altDate.trim() === values.date.trim()) {
    problems.altDate = { key: "altSame" }
  }

  const guests = values.guests.trim()
  if (guests === "") problems.guests = { key: "guestsMissing" }
  else if (!/^\d+$/.test(guests) || Number(guests) < 1) problems.guests = { key: "guestsInvalid" }
  else if (room && Number(guests) > room.capacity) {
    problems.guests = { key: "guestsTooMany", values: { room: room.name, capacity: room.capacity } }
  }

  if (values.occasion.trim() === "") problems.occasion = { key: "occasion" }
  if (values.name.trim() === "") problems.name = { key: "name" }
  const email = values.email.trim()
  if (email === "") problems.email = { key: "emailMissing" }
  else if (!emailPattern.test(email)) problems.email = { key: "emailInvalid" }
  if (!values.consent) problems.consent = { key: "consent" }
  return problems
}
