import Swiper from "swiper"
import { EffectFade } from "swiper/modules"

export interface SwiperHandle {
  slideTo(index: number): void
  destroy(): void
}

/** On demand, so pages without a carousel never download Swiper. */
export function createFadeSwiper(
  element: HTMLElement,
  { speed, onChange }: { speed: number; onChange: (index: number) => void },
): SwiperHandle {
  const swiper = new Swiper(element, {
    modules: [EffectFade],
    effect: "fade",
    fadeEffect: { crossFade: true },
    speed,
    rewind: true,
    a11y: false,
    keyboard: false,
    on: { slideChange: (instance) => onChange(instance.activeIndex) },
  } as ConstructorParameters<typeof Swiper>[1])
  return {
    slideTo: (index) => swiper.slideTo(index),
    destroy: () => swiper.destroy(false, false),
  }
}
