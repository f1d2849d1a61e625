import { css, keyframes } from "@emotion/react"
import { theme } from "../../theme/theme"

const float = keyframes`
  0%, 100% { transform: translate(0, 0); }
  50% { transform: translate(0.75rem, -1.25rem); }
`

const layerCss = css`
  position: absolute;
  inset: 0;
  overflow: hidden;
  pointer-events: none;
  z-index: 0;
  span {
    position: absolute;
    border-radius: 50%;
    opacity: 0.35;
    /* Once, and over within five seconds (WCAG 2.2.2: no control needed for motion that short). */
    animation: ${float} 4s ease-in-out 1;
  }
  ${theme.motion.reduce} {
    span {
      animation: none;
    }
  }
`

const dots = [
  { top: "12%", left: "6%", size: 14, color: "dot1", delay: 0 },
  { top: "22%", left: "88%", size: 22, color: "dot2", delay: 0.6 },
  { top: "64%", left: "4%", size: 26, color: "dot2", delay: 0.3 },
  { top: "78%", left: "52%", size: 12, color: "dot1", delay: 0.9 },
  { top: "40%", left: "46%", size: 10, color: "dot1", delay: 0.45 },
  { top: "86%", left: "92%", size: 18, color: "dot1", delay: 0.75 },
] as const

export function FloatingDots() {
  return (
    <div css={layerCss} aria-hidden="true" data-testid="floating-dots">
      {dots.map((dot, index) => (
        <span
          key={index}
          style={{
            top: dot.top,
            left: dot.left,
            width: dot.size,
            height: dot.size,
            background: theme.colors[dot.color],
            animationDelay: `${dot.delay}s`,
          }}
        />
      ))}
    </div>
  )
}
