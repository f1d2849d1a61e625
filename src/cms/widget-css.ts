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
