/** Plain DOM, no React: the form keeps the server's markup, and the chunk stays small. */
import { formatDay, monthName, weekdays } from "../../i18n/format"
import type { Language } from "../../i18n/languages"
import { addDays } from "../../i18n/calendar-days"
import { viennaDate } from "../../i18n/vienna-time"
import {
  inquiryFields,
  inquiryProblems,
  type InquiryField,
  type InquiryProblem,
  type InquiryRoom,
  type InquiryValues,
} from "./inquiry-rules"

type Translate = (key: string, values?: Record<string, unknown>) => string

export interface EnhanceOptions {
  t: Translate
  language: Language
  rooms: readonly InquiryRoom[]
}

type Control = HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement

const calendarStyles = `
.cal-head{display:flex;align-items:center;justify-content:space-between;gap:.5rem}
.cal-head h3{margin:0;font-size:1.15rem;text-align:center}
.cal-head button{min-width:2.75rem;min-height:2.75rem;border:2px solid var(--color-primary);border-radius:999px;background:transparent;color:var(--color-primary);font:inherit;font-size:1.3rem;line-height:1;cursor:pointer}
.cal table{width:100%;border-collapse:collapse;table-layout:fixed;margin-top:.5rem}
.cal th{font-size:.85rem;font-weight:600;padding:.2rem 0}
.cal abbr{text-decoration:none}
.cal td{padding:2px;height:2.75rem;text-align:center}
.cal td button{width:100%;height:100%;border:1px solid var(--color-border);border-radius:.375rem;background:var(--color-bg);color:var(--color-text);font:inherit;cursor:pointer}
.cal td button[aria-disabled=true]{cursor:default;background:var(--color-bgAlt);color:var(--color-muted)}
.cal td button.taken{text-decoration:line-through;border-style:dashed;border-color:var(--color-muted)}
.cal td button[aria-current=date]{font-weight:700;border:2px solid var(--color-text)}
.cal td[aria-selected=true] button{background:var(--color-primary);border-color:var(--color-primary);color:var(--color-onPrimary)}
.cal button:focus-visible{outline:3px solid var(--color-focus);outline-offset:2px}
`

/** Monday first: 0 for a Monday … 6 for a Sunday. */
const weekdayIndex = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7
const monthOf = (date: string) => date.slice(0, 7)
const firstOfMonth = (month: string, add = 0) => {
  const [year, number] = month.split("-").map(Number)
  return new Date(Date.UTC(year, number - 1 + add, 1)).toISOString().slice(0, 10)
}
/** 31 January + 1 month: the last day of February. */
const addMonths = (date: string, add: number) => {
  const first = firstOfMonth(monthOf(date), add)
  const last = addDays(firstOfMonth(monthOf(date), add + 1), -1)
  const day = `${first.slice(0, 8)}${date.slice(8)}`
  return day > last ? last : day
}
const monthsAhead = 24

/** Returns what undoes it. */
export function enhance(form: HTMLFormElement, { t, language, rooms }: EnhanceOptions): () => void {
  const control = (name: InquiryField) => form.elements.namedItem(name) as Control | null
  const text = (name: InquiryField) => control(name)?.value ?? ""
  const errorOf = (name: InquiryField) => form.querySelector<HTMLElement>(`#inquiry-${name}-error`)
  const room = () => rooms.find((candidate) => candidate.id === text("room"))
  const today = () => viennaDate(new Date())
  const shown = new Set<InquiryField>()
  let attempted = false
  const mostGuests = control("guests")?.max ?? ""

  const message = ({ key, values = {} }: InquiryProblem) =>
    t(`inquiry.errors.${key}`, { ...values, date: values.date ? formatDay(values.date, language) : undefined })

  const show = (field: InquiryField, problem: InquiryProblem | undefined) => {
    const input = control(field)
    const output = errorOf(field)
    if (!input || !output) return
    if (problem) {
      input.setAttribute("aria-invalid", "true")
      output.textContent = message(problem)
      shown.add(field)
    } else {
      input.removeAttribute("aria-invalid")
      output.textContent = ""
      shown.delete(field)
    }
  }

  /** An empty field only once the visitor tried to send, or when it already shows a problem. */
  const check = (fields: readonly InquiryField[]) => {
    const consent = control("consent")
    const values = Object.fromEntries(
      inquiryFields.map((field) => [field, field === "consent" ? (consent?.checked ?? false) : text(field)]),
    )
    const problems = inquiryProblems(values as unknown as InquiryValues, rooms, today())
    for (const field of fields) {
      const empty = field === "consent" ? !consent?.checked : text(field).trim() === ""
      // A number field holding no number reads as empty.
      const unreadable = field === "guests" && control("guests")?.validity.badInput
      if (empty && !unreadable && !attempted && !shown.has(field)) continue
      show(field, unreadable ? { key: "guestsInvalid" } : problems[field])
    }
    return problems
  }

  const onSubmit = (event: SubmitEvent) => {
    attempted = true
    const problems = check(inquiryFields)
    const first = inquiryFields.find((field) => form.contains(errorOf(field)) && errorOf(field)?.textContent)
    if (first || Object.keys(problems).length > 0) {
      event.preventDefault()
      control(first ?? inquiryFields.find((field) => problems[field])!)?.focus()
    }
  }

  const onChange = (event: Event) => {
    const name = (event.target as Control).name as InquiryField
    if (!inquiryFields.includes(name)) return
    if (name === "room") {
      const chosen = room()
      const guests = control("guests")
      if (guests) guests.max = chosen ? String(chosen.capacity) : mostGuests
      calendar.update(text("date"))
      check(["room", "date", "altDate", "guests"])
    } else if (name === "date") {
      calendar.update(text("date"))
      check(["date", "altDate"])
    } else check([name])
  }

  const onInput = (event: Event) => {
    const name = (event.target as Control).name as InquiryField
    if (shown.has(name)) check(name === "date" ? ["date", "altDate"] : [name])
  }

  for (const name of ["date", "altDate"] as const) {
    const input = control(name)
    if (input) input.min = today()
  }

  const style = document.createElement("style")
  style.textContent = calendarStyles
  document.head.append(style)
  const slot = form.querySelector<HTMLElement>("[data-calendar]")
  const calendar = monthCalendar(slot, { t, language, room, today, picked: () => text("date") }, (date) => {
    const input = control("date")
    if (!input) return
    input.value = date
    input.dispatchEvent(new Event("change", { bubbles: true }))
  })

  form.noValidate = true
  form.addEventListener("submit", onSubmit)
  form.addEventListener("change", onChange)
  form.addEventListener("input", onInput)
  form.setAttribute("data-enhanced", "")
  return () => {
    form.removeEventListener("submit", onSubmit)
    form.removeEventListener("change", onChange)
    form.removeEventListener("input", onInput)
    form.noValidate = false
    form.removeAttribute("data-enhanced")
    calendar.remove()
    style.remove()
  }
}

interface CalendarOptions {
  t: Translate
  language: Language
  room: () => InquiryRoom | undefined
  today: () => string
  picked: () => string
}

function monthCalendar(slot: HTMLElement | null, options: CalendarOptions, pick: (date: string) => void) {
  const { t, language } = options
  if (!slot) return { update: () => undefined, remove: () => undefined }
  const box = document.createElement("div")
  box.className = "cal"
  box.innerHTML =
    `<div class="cal-head"><button type="button" data-move="-1">‹</button>` +
    `<h3 id="inquiry-calendar-title" aria-live="polite"></h3><button type="button" data-move="1">›</button></div>` +
    `<table role="grid" aria-labelledby="inquiry-calendar-title" aria-describedby="inquiry-calendar-help">` +
    `<thead><tr></tr></thead><tbody></tbody></table>` +
    `<p class="visually-hidden" role="status"></p>`
  const [previous, next] = box.querySelectorAll<HTMLButtonElement>("[data-move]")
  previous.setAttribute("aria-label", t("inquiry.calendar.previous"))
  next.setAttribute("aria-label", t("inquiry.calendar.next"))
  const title = box.querySelector("h3")!
  const body = box.querySelector("tbody")!
  const status = box.querySelector<HTMLElement>('[role="status"]')!
  const head = box.querySelector("thead tr")!
  for (const key of weekdays) {
    const th = document.createElement("th")
    th.scope = "col"
    const abbr = th.appendChild(document.createElement("abbr"))
    abbr.title = t(`inquiry.calendar.weekdays.${key}`)
    abbr.textContent = t(`days.${key}`)
    head.append(th)
  }
  slot.append(box)

  // In the tab order, and focused after a key.
  let active = options.picked() || options.today()
  const earliest = () => firstOfMonth(monthOf(options.today()))
  const latest = () => addDays(firstOfMonth(monthOf(options.today()), monthsAhead + 1), -1)
  const clamp = (date: string) => (date < earliest() ? earliest() : date > latest() ? latest() : date)

  const stateOf = (date: string): "past" | "taken" | "free" =>
    date < options.today() ? "past" : options.room()?.taken.includes(date) ? "taken" : "free"

  const render = (focus = false) => {
    active = clamp(active)
    const room = options.room()
    const month = monthOf(active)
    const first = firstOfMonth(month)
    const [year, number] = month.split("-").map(Number)
    title.textContent = room
      ? t("inquiry.calendar.title", { month: `${monthName(number, language)} ${year}`, room: room.name })
      : `${monthName(number, language)} ${year}`
    previous.disabled = first <= earliest()
    next.disabled = firstOfMonth(month, 1) > latest()
    body.textContent = ""
    const picked = options.picked()
    let day = addDays(first, -weekdayIndex(first))
    // Six weeks, so the height never changes.
    for (let week = 0; week < 6; week++) {
      const row = document.createElement("tr")
      for (let weekday = 0; weekday < 7; weekday++, day = addDays(day, 1)) {
        const cell = document.createElement("td")
        if (monthOf(day) === month) {
          const state = stateOf(day)
          const button = document.createElement("button")
          button.type = "button"
          button.dataset.date = day
          button.textContent = String(Number(day.slice(8)))
          button.tabIndex = day === active ? 0 : -1
          button.setAttribute(
            "aria-label",
            t("inquiry.calendar.day", {
              date: formatDay(day, language),
              state: t(`inquiry.calendar.${room || state === "past" ? state : "unknown"}`),
            }),
          )
          if (state !== "free") button.setAttribute("aria-disabled", "true")
          if (state === "taken") button.className = "taken"
          if (day === options.today()) button.setAttribute("aria-current", "date")
          cell.setAttribute("aria-selected", String(day === picked))
          cell.append(button)
        }
        row.append(cell)
      }
      body.append(row)
    }
    if (focus) body.querySelector<HTMLButtonElement>(`[data-date="${active}"]`)?.focus()
  }

  const moves: Record<string, (date: string) => string> = {
    ArrowLeft: (date) => addDays(date, -1),
    ArrowRight: (date) => addDays(date, 1),
    ArrowUp: (date) => addDays(date, -7),
    ArrowDown: (date) => addDays(date, 7),
    Home: (date) => addDays(date, -weekdayIndex(date)),
    End: (date) => addDays(date, 6 - weekdayIndex(date)),
    PageUp: (date) => addMonths(date, -1),
    PageDown: (date) => addMonths(date, 1),
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const move = moves[event.key]
    const date = (event.target as HTMLElement).dataset?.date
    if (!move || !date || event.altKey || event.ctrlKey || event.metaKey) return
    event.preventDefault()
    active = move(date)
    render(true)
  }

  const onClick = (event: MouseEvent) => {
    const button = (event.target as HTMLElement).closest("button")
    if (!button) return
    if (button.dataset.move) {
      active = addMonths(active, Number(button.dataset.move))
      render()
      return
    }
    const date = button.dataset.date
    if (!date) return
    active = date
    const state = stateOf(date)
    const free = state === "free" && options.room()
    if (free) pick(date)
    render(true)
    const key = free ? "picked" : options.room() ? `not.${state}` : "not.room"
    status.textContent = t(`inquiry.calendar.${key}`, { date: formatDay(date, language) })
  }

  box.addEventListener("keydown", onKeyDown)
  box.addEventListener("click", onClick)
  render()
  return {
    update(date: string) {
      if (/^\d{4}-\d{2}-\d{2}$/.test(date)) active = date
      render()
    },
    remove() {
      box.remove()
    },
  }
}
