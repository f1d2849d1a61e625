import { css } from "@emotion/react"
import { useLanguage } from "../../i18n/use-language"
import { theme } from "../../theme/theme"
import { frameCss, ImageCarousel, type ImageCarouselProps } from "../carousel/ImageCarousel"
import { partnerImages, type PartnerPhotoFields } from "../../fragments/partner-summary"
import { PartnerIcon } from "./PartnerIcon"

const standInCss = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  padding: ${theme.space(4)};
  text-align: center;
  color: ${theme.colors.primary};
  font-size: 1.25rem;
  font-weight: 600;
`

const noteCss = css`
  color: ${theme.colors.muted};
  font-size: 0.95rem;
  font-weight: 400;
  font-style: italic;
`

/** Their carousel or, before they arrive, a stand-in in the carousel's frame, so nothing moves. */
export function PartnerPhotos({
  partner,
  sizes,
  ...carousel
}: Omit<ImageCarouselProps, "images" | "label"> & {
  partner: PartnerPhotoFields & { readonly name: string; readonly icon: string }
  sizes: string
}) {
  const { t } = useLanguage()
  const images = partnerImages(partner, sizes)
  if (images.length > 0) return <ImageCarousel images={images} label={partner.name} {...carousel} />
  return (
    <div css={[frameCss, standInCss]} className={carousel.className} data-photos-to-come>
      <PartnerIcon icon={partner.icon} size={48} />
      {/* The name is the heading beside it: seen here, heard there. */}
      <span aria-hidden="true">{partner.name}</span>
      <span css={noteCss}>{t("partner.photosToCome")}</span>
    </div>
  )
}
