import { useRef, type TouchEvent } from "react"

/** px a finger must travel sideways (more than up or down) to count as a swipe: the carousel's and the lightbox's. */
export const swipeDistance = 40

/** To the left shows the next image, to the right the previous one. */
export type SwipeDirection = "next" | "previous"

/**
 * Touch handlers that recognise a sideways swipe of one finger, reported when the finger
 * lifts. A move shorter than swipeDistance, more up or down than sideways, or with a second
 * finger on the screen (a pinch) is no swipe. `accept`, asked when the finger touches down,
 * can leave a touch to someone else (the carousel's Swiper, once it is there).
 */
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
