/** The schemas' rules for the values a preview prints: a value being typed is left out where the build refuses it. */
import defs from "../../../schemas/defs.schema.json"
import partner from "../../../schemas/partner.schema.json"
import { isRealDate } from "../../i18n/calendar-days"

/** A JSON Schema `pattern`, compiled as ajv compiles it. */
function matches(pattern: string): (value: unknown) => value is string {
  const expression = new RegExp(pattern, "u")
  return (value): value is string => typeof value === "string" && expression.test(value)
}

/** A time's rules as a schema's `opens` and `closes` give them ("24:00" may close, not open). */
const hours = ({ properties }: { properties: { opens: { pattern: string }; closes: { pattern: string } } }) => ({
  opens: matches(properties.opens.pattern),
  closes: matches(properties.closes.pattern),
})

const { weekday, openingHoursEntry, dayHours } = defs.definitions
const interval = partner.properties.homeCarouselInterval

export const schemaRules = {
  weekday: (value: unknown): value is string => weekday.enum.some((day) => day === value),
  openingHoursEntry: hours(openingHoursEntry),
  dayHours: hours(dayHours),
  /** `format: "date"` (defs `date`) as ajv-formats checks it: a day the calendar has. */
  date: isRealDate,
  /** A partner's carousel interval within the schema's bounds, else the schema's example. */
  homeCarouselInterval: (value: unknown): number =>
    typeof value === "number" && Number.isInteger(value) && value >= interval.minimum && value <= interval.maximum
      ? value
      : interval.examples[0],
}
