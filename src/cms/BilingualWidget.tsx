import { css } from "@emotion/react"
import { List as ImmutableList, Map as ImmutableMap } from "immutable"
import { Component } from "react"
import { listButtonCss, panelCss, textBoxCss } from "./widget-css"
import {
  bilingualListProblem,
  bilingualProblem,
  languages,
  rowsFor,
  type BilingualValue,
  type Language,
} from "./bilingual"
import { moved } from "./photo-list"

export interface ControlProps {
  forID: string
  value?: ImmutableMap<string, string> | null
  field: ImmutableMap<string, unknown>
  onChange: (value: ImmutableMap<string, string>) => void
  setActiveStyle: () => void
  setInactiveStyle: () => void
}

const gridCss = css`
  ${panelCss};
  ${textBoxCss};
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 12px;
  label {
    margin-bottom: 4px;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  textarea {
    padding: 8px 10px;
    line-height: 1.45;
    color: #313d3e;
    min-height: 2.6em;
  }
`

interface LanguageTextsProps {
  /** Each text box's id (Decap's label names the field's own id). */
  id: (language: Language) => string
  label: (name: string) => string
  texts: BilingualValue
  placeholders?: BilingualValue
  onFocus: () => void
  onBlur: () => void
  onChange: (language: Language, text: string) => void
}

/** A text box for each language with its label: the bilingual widgets', a photo's description and caption. */
export function LanguageTexts({ id, label, texts, placeholders, onFocus, onBlur, onChange }: LanguageTextsProps) {
  return (
    <>
      {languages.map(([language, name]) => (
        <div key={language}>
          <label htmlFor={id(language)}>{label(name)}</label>
          <textarea
            id={id(language)}
            lang={language}
            rows={rowsFor(texts[language])}
            value={texts[language] ?? ""}
            placeholder={placeholders?.[language]}
            onFocus={onFocus}
            onBlur={onBlur}
            onChange={(event) => onChange(language, event.target.value)}
          />
        </div>
      ))}
    </>
  )
}

/** Decap's answer from a control's `isValid`: true, or the message it shows under the field. */
const validity = (message: string | undefined) => (message ? { error: { message } } : true)

const isRequired = (field: ImmutableMap<string, unknown>) => field.get("required", true) !== false

const plain = (value: ControlProps["value"]): BilingualValue =>
  value && typeof value.get === "function" ? { de: value.get("de"), en: value.get("en") } : {}

export class BilingualControl extends Component<ControlProps> {
  isValid = () => validity(bilingualProblem(plain(this.props.value), isRequired(this.props.field)))

  render() {
    const { forID, value, onChange, setActiveStyle, setInactiveStyle } = this.props
    const current = plain(value)
    return (
      <div css={gridCss} data-bilingual={forID}>
        <LanguageTexts
          id={(language) => (language === "de" ? forID : `${forID}-${language}`)}
          label={(name) => name}
          texts={current}
          onFocus={setActiveStyle}
          onBlur={setInactiveStyle}
          onChange={(language, text) =>
            onChange(ImmutableMap({ de: current.de ?? "", en: current.en ?? "", [language]: text }))
          }
        />
      </div>
    )
  }
}

export interface ListControlProps extends Omit<ControlProps, "value" | "onChange"> {
  value?: ImmutableList<ImmutableMap<string, string>> | null
  onChange: (value: ImmutableList<ImmutableMap<string, string>>) => void
}

const listCss = css`
  ${panelCss};
  fieldset {
    margin: 0 0 12px;
    padding: 8px 0 12px;
    border: 0;
    border-bottom: 1px solid #eff0f4;
  }
  legend {
    padding: 0;
    font-size: 12px;
    font-weight: 600;
    color: #5c6470;
  }
  button {
    ${listButtonCss};
  }
  [data-actions] {
    display: flex;
    gap: 8px;
    margin-top: 8px;
  }
`

const plainList = (value: ListControlProps["value"]): BilingualValue[] =>
  value?.toArray?.().map((item) => plain(item)) ?? []

export class BilingualListControl extends Component<ListControlProps> {
  isValid = () => {
    const { value, field } = this.props
    return validity(bilingualListProblem(plainList(value), Number(field.get("min", 0)), isRequired(field)))
  }

  private update(items: BilingualValue[]) {
    this.props.onChange(ImmutableList(items.map((item) => ImmutableMap({ de: item.de ?? "", en: item.en ?? "" }))))
  }

  render() {
    const { forID, value, setActiveStyle, setInactiveStyle } = this.props
    const items = plainList(value)
    const move = (from: number, to: number) => this.update(moved(items, from, to))
    return (
      <div css={listCss} id={forID}>
        {items.map((item, index) => (
          <fieldset key={index}>
            <legend>
              Eintrag {index + 1} / entry {index + 1}
            </legend>
            <div css={[gridCss, { padding: 0, border: 0 }]}>
              <LanguageTexts
                id={(language) => `${forID}-${index}-${language}`}
                label={(name) => name}
                texts={item}
                onFocus={setActiveStyle}
                onBlur={setInactiveStyle}
                onChange={(language, text) =>
                  this.update(items.map((other, i) => (i === index ? { ...other, [language]: text } : other)))
                }
              />
            </div>
            <div data-actions>
              <button type="button" disabled={index === 0} onClick={() => move(index, index - 1)}>
                ↑ nach oben / up
              </button>
              <button type="button" disabled={index === items.length - 1} onClick={() => move(index, index + 1)}>
                ↓ nach unten / down
              </button>
              <button
                type="button"
                data-action="remove"
                onClick={() => this.update(items.filter((_, i) => i !== index))}
              >
                Entfernen / remove
              </button>
            </div>
          </fieldset>
        ))}
        <button type="button" onClick={() => this.update([...items, { de: "", en: "" }])}>
          + Eintrag hinzufügen / add entry
        </button>
      </div>
    )
  }
}
