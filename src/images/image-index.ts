export function nextIndex(index: number, count: number): number {
  return count === 0 ? 0 : (index + 1) % count
}

export function previousIndex(index: number, count: number): number {
  return count === 0 ? 0 : (index - 1 + count) % count
}
