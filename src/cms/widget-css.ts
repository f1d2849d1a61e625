import { css } from "@emotion/react"

/** Decap's own box under a field's label. */
export const panelCss = css`
  padding: 12px 16px 16px;
  border: 2px solid #dfdfe3;
  border-top: 0;
  border-radius: 0 0 5px 5px;
  background: #fff;
`

/** A list's small buttons (add, move, remove) as Decap draws its own; `remove` in red. */
export const listButtonCss = css`
  padding: 4px 10px;
  border: 0;
  border-radius: 5px;
  background: #e8f5fe;
  color: #3a69c7;
  font: inherit;
  font-size: 13px;
  cursor: pointer;
  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
  &[data-action="remove"] {
    background: #fcefea;
    color: #d60032;
  }
`

/** A text box and its label as Decap draws its fields' (the bilingual texts, a photo's descriptions). */
export const textBoxCss = css`
  label {
    display: block;
    font-size: 12px;
    font-weight: 600;
    color: #5c6470;
  }
  textarea {
    display: block;
    width: 100%;
    box-sizing: border-box;
    border: 2px solid #dfdfe3;
    border-radius: 5px;
    font: inherit;
    font-size: 15px;
    resize: vertical;
    /* Chromium only; elsewhere rows= from rowsFor. */
    field-sizing: content;
  }
  textarea:focus {
    outline: none;
    border-color: #3a69c7;
  }
`
