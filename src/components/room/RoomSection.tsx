import { css } from "@emotion/react"
import { graphql } from "gatsby"
import type { MouseEvent } from "react"
import { useLanguage } from "../../i18n/use-language"
import { formatArea, formatEuro } from "../../i18n/format"
import { theme } from "../../theme/theme"
import { buttonCss } from "../ui/Button"
import { Fact, FactList } from "../ui/FactList"
import { columnsCss } from "../ui/styles"
import { ImageCarousel } from "../carousel/ImageCarousel"
import { carouselImages, halfWidthSizes } from "../../images/carousel-images"

export const query = graphql`
  fragment RoomSection on RoomsYaml {
    yamlId
    roomType
    capacity
    pricePerDay
    sizeSqm
    musicLimitDb
    name(language: $language)
    description(language: $language)
    detailedDescription(language: $language)
    features(language: $language)
    amenities(language: $language)
    imageAlt(language: $language)
    images {
      childImageSharp {
        gatsbyImageData(width: 960, aspectRatio: 1.5, breakpoints: [480, 720, 960])
      }
    }
  }
`

const articleCss = css`
  ${theme.renderWhenNear("80rem")}
  ${columnsCss(theme.space(8), { lg: "minmax(0, 1fr) minmax(0, 1fr)" }, true)};
  padding: ${theme.space(10)} 0;
  border-bottom: 1px solid ${theme.colors.border};
  h2 {
    font-size: clamp(1.8rem, 4vw, 2.4rem);
  }
  h3 {
    font-size: 1.15rem;
    margin-top: ${theme.space(5)};
  }
  ul {
    margin: 0;
    padding-left: ${theme.space(5)};
  }
`

const factsCss = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space(3)};
  margin: ${theme.space(4)} 0;
  div {
    padding: ${theme.space(3)};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.bgAlt};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`

function chooseRoom(event: MouseEvent<HTMLAnchorElement>) {
  const select = document.getElementById("inquiry-room")
  if (!(select instanceof HTMLSelectElement)) return
  select.value = event.currentTarget.dataset.room ?? ""
  select.dispatchEvent(new Event("change", { bubbles: true }))
}

export function RoomSection({
  room,
  fadeMs,
  eager = false,
}: {
  room: Queries.RoomSectionFragment
  fadeMs: number
  eager?: boolean
}) {
  const { t, language } = useLanguage()
  const name = room.name
  const images = carouselImages(room.images, room.imageAlt, `room "${room.yamlId}"`, halfWidthSizes)
  const titleId = `room-${room.yamlId}`
  return (
    <article id={room.yamlId} css={articleCss} aria-labelledby={titleId} data-room-type={room.roomType}>
      <div>
        <h2 id={titleId}>{name}</h2>
        <p>{room.description}</p>
        <FactList css={factsCss}>
          <Fact label={t("rooms.capacity")}>{t("rooms.capacityValue", { people: room.capacity })}</Fact>
          <Fact label={t("rooms.price")}>
            {t("rooms.priceValue", { price: formatEuro(room.pricePerDay, language) })}
          </Fact>
          <Fact label={t("rooms.size")}>{t("rooms.sizeValue", { size: formatArea(room.sizeSqm, language) })}</Fact>
          {room.musicLimitDb != null && (
            <Fact label={t("rooms.musicLimit")}>{t("rooms.musicLimitValue", { db: room.musicLimitDb })}</Fact>
          )}
        </FactList>
        <p>{room.detailedDescription}</p>
        <h3>{t("rooms.features")}</h3>
        <ul>
          {room.features.map((feature, index) => (
            <li key={index}>{feature}</li>
          ))}
        </ul>
        <h3>{t("rooms.amenities")}</h3>
        <ul>
          {room.amenities.map((amenity, index) => (
            <li key={index}>{amenity}</li>
          ))}
        </ul>
        <p css={{ marginTop: theme.space(6) }}>
          <a css={buttonCss} href="#inquiry" data-room={room.yamlId} onClick={chooseRoom}>
            {t("rooms.sendRequest")}
            <span className="visually-hidden">: {name}</span>
          </a>
        </p>
      </div>
      <ImageCarousel images={images} label={name} fadeMs={fadeMs} eager={eager} />
    </article>
  )
}
