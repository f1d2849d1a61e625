import { css } from "@emotion/react"
import { theme } from "../../theme/theme"

export const buttonCss = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  min-height: 2.75rem;
  padding: ${theme.space(2.5)} ${theme.space(5)};
  border-radius: ${theme.radii.round};
  border: 2px solid ${theme.colors.primary};
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 0.2s,
    color 0.2s,
    transform 0.2s;
  &:hover {
    background: ${theme.colors.primaryHover};
    border-color: ${theme.colors.primaryHover};
    color: ${theme.colors.onPrimary};
  }
`

export const secondaryButtonCss = css`
  ${buttonCss};
  background: transparent;
  color: ${theme.colors.primary};
  &:hover {
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }
`
