import { useRef, type TouchEvent } from "react"

export const swipeDistance = 40

export type SwipeDirection = "next" | "previous"

/** One finger, sideways; `accept` can leave a touch to someone else (Swiper, once it is there). */
export function useSwipe(onSwipe: (direction: SwipeDirection) => void, accept: () => boolean = () => true) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null)
  return {
    onTouchStart(event: TouchEvent<HTMLElement>) {
      const touch = event.touches[0]
      start.current =
        event.touches.length === 1 && touch && accept()
          ? { id: touch.identifier, x: touch.clientX, y: touch.clientY }
          : null
    },
    onTouchEnd(event: TouchEvent<HTMLElement>) {
      const begin = start.current
      start.current = null
      const touch = begin && Array.from(event.changedTouches).find((each) => each.identifier === begin.id)
      if (!begin || !touch) return
      const dx = touch.clientX - begin.x
      if (Math.abs(dx) < swipeDistance || Math.abs(dx) < Math.abs(touch.clientY - begin.y)) return
      onSwipe(dx < 0 ? "next" : "previous")
    },
    onTouchCancel() {
      start.current = null
    },
  }
}
