import { css } from "@emotion/react"
import { useEffect, useRef, type ReactNode } from "react"
import { localizedPath } from "../../i18n/languages"
import { formatDay } from "../../i18n/format"
import { Trans } from "../../i18n/Trans"
import { useLanguage } from "../../i18n/use-language"
import { comingTakenDates, takenDays } from "../../content/taken-dates"
import { theme } from "../../theme/theme"
import { buttonCss } from "../ui/Button"
import { panelCss, textFieldCss } from "../ui/styles"
import { Link } from "../ui/LocalizedLink"
import type { InquiryRoom } from "./inquiry-rules"
import { inquiryMaxLength } from "./inquiry-limits"

export const inquiryFormName = "room-inquiry"
export const inquiryThanksPath = "/party-rooms/thanks/"

const fieldCss = css`
  margin-bottom: ${theme.space(4)};
  label {
    display: block;
    font-weight: 600;
    margin-bottom: ${theme.space(1)};
  }
  input:not([type="checkbox"]),
  select,
  textarea {
    display: block;
    width: 100%;
    ${textFieldCss};
  }
  [aria-invalid="true"] {
    border-color: ${theme.colors.primary};
    border-width: 3px;
  }
  .error:not(:empty) {
    margin: ${theme.space(1)} 0 0;
    color: ${theme.colors.primary};
    font-weight: 700;
  }
  .error:empty {
    display: none;
  }
`

const sectionCss = css`
  padding: ${theme.space(10)} 0 ${theme.space(4)};
  scroll-margin-top: ${theme.space(4)};
  h2 {
    font-size: clamp(1.8rem, 4vw, 2.4rem);
  }
  form {
    margin-top: ${theme.space(6)};
    padding: ${theme.space(6)};
    ${panelCss};
  }
  fieldset {
    margin: 0 0 ${theme.space(4)};
    padding: 0;
    border: 0;
    min-width: 0;
  }
  legend {
    font-family: ${theme.fonts.heading};
    font-size: 1.3rem;
    font-weight: 700;
    margin-bottom: ${theme.space(3)};
  }
  .columns {
    display: grid;
    gap: ${theme.space(6)};
    ${theme.mq.lg} {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    }
  }
  .consent {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${theme.space(1)} ${theme.space(3)};
    align-items: start;
    input {
      width: 1.4rem;
      height: 1.4rem;
      margin: 0.15rem 0 0;
    }
    label {
      font-weight: 400;
    }
    .error {
      grid-column: 2;
    }
  }
  h3 {
    font-size: 1.2rem;
  }
  h4 {
    font-size: 1rem;
    margin: ${theme.space(3)} 0 ${theme.space(1)};
  }
  ul {
    margin: 0;
    padding-left: ${theme.space(5)};
  }
  /* Its place kept from the start, so nothing moves. */
  [data-calendar] {
    height: 23rem;
  }
  .calendar-help {
    margin: ${theme.space(2)} 0 ${theme.space(5)};
    font-size: 0.9rem;
  }
`

/** A Netlify form that works without JavaScript; inquiry-enhance.ts adds the calendar and checks. */
export function InquiryForm({ rooms, today }: { rooms: Queries.PartyRoomsPageQuery["rooms"]["nodes"]; today: string }) {
  const { t, language } = useLanguage()
  const form = useRef<HTMLFormElement>(null)
  const most = Math.max(...rooms.map((room) => room.capacity))

  useEffect(() => {
    const element = form.current
    if (!element) return
    let stop: (() => void) | undefined
    let started = false
    const inquiryRooms: InquiryRoom[] = rooms.map((room) => ({
      id: room.yamlId,
      name: room.name,
      capacity: room.capacity,
      taken: takenDays(room.takenDates),
    }))
    const start = () => {
      if (started) return
      started = true
      observer.disconnect()
      void import(/* webpackChunkName: "inquiry-enhance" */ "./inquiry-enhance").then(({ enhance }) => {
        if (started) stop = enhance(element, { t, language, rooms: inquiryRooms })
      })
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
      rootMargin: "100% 0px",
    })
    observer.observe(element)
    element.addEventListener("focusin", start, { once: true })
    return () => {
      started = false
      observer.disconnect()
      element.removeEventListener("focusin", start)
      stop?.()
    }
  }, [rooms, t, language])

  const id = (field: string) => `inquiry-${field}`
  const described = (field: string) => ({ id: id(field), name: field, "aria-describedby": `${id(field)}-error` })
  const field = (name: string, label: string, control: ReactNode, required = true) => (
    <div css={fieldCss}>
      <label htmlFor={id(name)}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {control}
      <p className="error" id={`${id(name)}-error`} />
    </div>
  )

  return (
    <section id="inquiry" css={sectionCss} aria-labelledby="inquiry-title">
      <h2 id="inquiry-title">{t("inquiry.title")}</h2>
      <p>{t("inquiry.intro")}</p>
      <p>
        <Trans i18nKey="inquiry.notBinding" components={{ termsLink: <Link to="/terms/" /> }} />
      </p>
      <form
        ref={form}
        name={inquiryFormName}
        method="POST"
        action={localizedPath(inquiryThanksPath, language)}
        data-netlify="true"
        data-netlify-honeypot="bot-field"
        aria-labelledby="inquiry-title"
      >
        <input type="hidden" name="form-name" value={inquiryFormName} />
        <input type="hidden" name="language" value={language} />
        <p className="visually-hidden" aria-hidden="true">
          <label>
            {t("inquiry.honeypot")}
            <input name="bot-field" tabIndex={-1} autoComplete="off" />
          </label>
        </p>
        <p>{t("inquiry.requiredNote")}</p>
        <div className="columns">
          <fieldset>
            <legend>{t("inquiry.eventLegend")}</legend>
            {field(
              "room",
              t("inquiry.room"),
              <select {...described("room")} required defaultValue="">
                <option value="">{t("inquiry.chooseRoom")}</option>
                {rooms.map((room) => (
                  <option key={room.yamlId} value={room.yamlId}>
                    {t("inquiry.roomOption", { room: room.name, people: room.capacity })}
                  </option>
                ))}
              </select>,
            )}
            {field("date", t("inquiry.date"), <input {...described("date")} type="date" required min={today} />)}
            {field("altDate", t("inquiry.altDate"), <input {...described("altDate")} type="date" min={today} />, false)}
            {field(
              "guests",
              t("inquiry.guests"),
              <input {...described("guests")} type="number" inputMode="numeric" required min={1} max={most} step={1} />,
            )}
            {field(
              "occasion",
              t("inquiry.occasion"),
              <input {...described("occasion")} type="text" required maxLength={inquiryMaxLength.occasion} />,
            )}
          </fieldset>
          <div>
            <div className="js-only" data-calendar />
            <p className="js-only calendar-help" id="inquiry-calendar-help">
              {t("inquiry.calendar.help")}
            </p>
            <h3>{t("inquiry.takenTitle")}</h3>
            {rooms.map((room) => {
              const coming = comingTakenDates(room.takenDates, today)
              return (
                <div key={room.yamlId} data-taken={room.yamlId}>
                  <h4>{room.name}</h4>
                  {coming.length === 0 ? (
                    <p>{t("inquiry.takenNone")}</p>
                  ) : (
                    <ul>
                      {coming.map(({ date, until }) => (
                        <li key={date}>
                          {until && until > date ? (
                            t("inquiry.takenRange", {
                              from: formatDay(date, language),
                              until: formatDay(until, language),
                            })
                          ) : (
                            <time dateTime={date}>{formatDay(date, language)}</time>
                          )}
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              )
            })}
          </div>
        </div>
        <fieldset>
          <legend>{t("inquiry.contactLegend")}</legend>
          {field(
            "name",
            t("inquiry.name"),
            <input {...described("name")} type="text" required autoComplete="name" maxLength={inquiryMaxLength.name} />,
          )}
          {field(
            "email",
            t("inquiry.email"),
            <input
              {...described("email")}
              type="email"
              required
              autoComplete="email"
              maxLength={inquiryMaxLength.email}
            />,
          )}
          {field(
            "phone",
            t("inquiry.phone"),
            <input {...described("phone")} type="tel" autoComplete="tel" maxLength={inquiryMaxLength.phone} />,
            false,
          )}
          {field(
            "message",
            t("inquiry.message"),
            <textarea {...described("message")} rows={4} maxLength={inquiryMaxLength.message} />,
            false,
          )}
        </fieldset>
        <div css={fieldCss} className="consent">
          <input {...described("consent")} type="checkbox" value="yes" required />
          <label htmlFor={id("consent")}>
            <Trans i18nKey="inquiry.consent" components={{ privacyLink: <Link to="/privacy/" /> }} />
            <span aria-hidden="true"> *</span>
          </label>
          <p className="error" id={`${id("consent")}-error`} />
        </div>
        <button type="submit" css={buttonCss}>
          {t("inquiry.submit")}
        </button>
      </form>
    </section>
  )
}
