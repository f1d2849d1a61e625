/**
 * The one swipe of the carousel (before Swiper is there) and the lightbox: one finger,
 * sideways more than up or down, at least swipeDistance.
 */
import type { TouchEvent } from "react"
import { renderToString } from "react-dom/server"
import { swipeDistance, useSwipe, type SwipeDirection } from "../../src/hooks/use-swipe"

type Handlers = ReturnType<typeof useSwipe>

function swipeHandlers(accept?: () => boolean): { handlers: Handlers; swipes: SwipeDirection[] } {
  const swipes: SwipeDirection[] = []
  let handlers: Handlers | undefined
  function Probe() {
    handlers = useSwipe((direction) => swipes.push(direction), accept)
    return null
  }
  renderToString(<Probe />)
  if (!handlers) throw new Error("useSwipe did not run")
  return { handlers, swipes }
}

const touch = (x: number, y: number, identifier = 1) => ({ identifier, clientX: x, clientY: y })
const event = (touches: ReturnType<typeof touch>[], changedTouches = touches) =>
  ({ touches, changedTouches }) as unknown as TouchEvent<HTMLElement>

function move(handlers: Handlers, from: [number, number], to: [number, number]) {
  handlers.onTouchStart(event([touch(...from)]))
  handlers.onTouchEnd(event([], [touch(...to)]))
}

describe("useSwipe", () => {
  it("reports a swipe to the left as next and to the right as previous", () => {
    const { handlers, swipes } = swipeHandlers()
    move(handlers, [300, 200], [300 - swipeDistance, 210])
    move(handlers, [100, 200], [100 + swipeDistance + 20, 190])
    expect(swipes).toEqual(["next", "previous"])
  })

  it("leaves out a short move, a move more up or down than sideways, and a pinch", () => {
    const { handlers, swipes } = swipeHandlers()
    move(handlers, [300, 200], [300 - swipeDistance + 1, 200])
    move(handlers, [300, 200], [200, 320])
    handlers.onTouchStart(event([touch(300, 200)]))
    handlers.onTouchStart(event([touch(300, 200), touch(100, 200, 2)]))
    handlers.onTouchEnd(event([touch(100, 200, 2)], [touch(100, 200)]))
    expect(swipes).toEqual([])
  })

  it("forgets a cancelled touch and one it was told to leave to someone else", () => {
    const cancelled = swipeHandlers()
    cancelled.handlers.onTouchStart(event([touch(300, 200)]))
    cancelled.handlers.onTouchCancel()
    cancelled.handlers.onTouchEnd(event([], [touch(100, 200)]))
    expect(cancelled.swipes).toEqual([])
    const declined = swipeHandlers(() => false)
    move(declined.handlers, [300, 200], [100, 200])
    expect(declined.swipes).toEqual([])
  })
})
