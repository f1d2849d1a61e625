export const focusable = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** Tab past a modal's last control goes to its first, Shift+Tab from its first to its last: not to the page or the browser's toolbar. */
export function keepTabInside(event: KeyboardEvent, container: HTMLElement) {
  const controls = Array.from(container.querySelectorAll<HTMLElement>(focusable))
  const [from, to] = event.shiftKey ? [controls[0], controls.at(-1)] : [controls.at(-1), controls[0]]
  if (event.key !== "Tab" || !to || document.activeElement !== from) return
  event.preventDefault()
  to.focus()
}
