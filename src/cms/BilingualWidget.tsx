import { css } from "@emotion/react"
import { Map as ImmutableMap } from "immutable"
import { Component } from "react"
import { bilingualProblem, rowsFor, type BilingualValue } from "./bilingual"

/** What Decap hands a control (the part this widget uses). */
export interface ControlProps {
  forID: string
  value?: ImmutableMap<string, string> | null
  field: ImmutableMap<string, unknown>
  onChange: (value: ImmutableMap<string, string>) => void
  setActiveStyle: () => void
  setInactiveStyle: () => void
}

const gridCss = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 12px;
  padding: 12px 16px 16px;
  border: 2px solid #dfdfe3;
  border-top: 0;
  border-radius: 0 0 5px 5px;
  background: #fff;
  label {
    display: block;
    margin-bottom: 4px;
    font-size: 12px;
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: #5c6470;
  }
  textarea {
    display: block;
    width: 100%;
    box-sizing: border-box;
    padding: 8px 10px;
    border: 2px solid #dfdfe3;
    border-radius: 5px;
    font: inherit;
    font-size: 15px;
    line-height: 1.45;
    color: #313d3e;
    resize: vertical;
  }
  textarea:focus {
    outline: none;
    border-color: #3a69c7;
  }
`

const languages = [
  ["de", "Deutsch"],
  ["en", "English"],
] as const

function plain(value: ControlProps["value"]): BilingualValue {
  return value && typeof value.get === "function" ? { de: value.get("de"), en: value.get("en") } : {}
}

/**
 * A `{ de, en }` text: German and English side by side, both required (or both
 * empty when the field is optional), like the build's schema.
 */
export class BilingualControl extends Component<ControlProps> {
  /** Decap calls this before saving. */
  isValid = (): true | { error: { message: string } } => {
    const message = bilingualProblem(plain(this.props.value), this.props.field.get("required", true) !== false)
    return message ? { error: { message } } : true
  }

  render() {
    const { forID, value, onChange, setActiveStyle, setInactiveStyle } = this.props
    const current = plain(value)
    return (
      <div css={gridCss} data-bilingual={forID}>
        {languages.map(([language, name]) => {
          const id = language === "de" ? forID : `${forID}-${language}`
          return (
            <div key={language}>
              <label htmlFor={id}>{name}</label>
              <textarea
                id={id}
                lang={language}
                rows={rowsFor(current[language])}
                value={current[language] ?? ""}
                onFocus={setActiveStyle}
                onBlur={setInactiveStyle}
                onChange={(event) => {
                  const next = { de: current.de ?? "", en: current.en ?? "", [language]: event.target.value }
                  onChange(ImmutableMap(next))
                }}
              />
            </div>
          )
        })}
      </div>
    )
  }
}

/** In the generic preview: both texts. */
export function BilingualPreview({ value }: { value?: ImmutableMap<string, string> | null }) {
  const { de, en } = plain(value)
  return (
    <div>
      {de && <p lang="de">{de}</p>}
      {en && <p lang="en">{en}</p>}
    </div>
  )
}
