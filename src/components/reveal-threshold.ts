/** Has the visitor seen enough of the element? `threshold` of it, or half the screen for very tall ones. */
export function isRevealed(
  entry: Pick<IntersectionObserverEntry, "intersectionRatio" | "intersectionRect" | "rootBounds">,
  threshold: number,
): boolean {
  if (entry.intersectionRatio >= threshold) return true
  const screen = entry.rootBounds?.height ?? 0
  return screen > 0 && entry.intersectionRect.height >= screen / 2
}
