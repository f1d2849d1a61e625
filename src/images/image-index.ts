/** Next wraps from the last image to the first. */
export function nextIndex(index: number, count: number): number {
  return count === 0 ? 0 : (index + 1) % count
}

/** Previous wraps from the first image to the last. */
export function previousIndex(index: number, count: number): number {
  return count === 0 ? 0 : (index - 1 + count) % count
}
