/** The per-event .ics files (upcoming events only) and the subscribable feeds (all events, same UIDs). */
import fs from "fs"
import path from "path"
import { collectionNamed, fileOf } from "../content/collections"
import { eventCalendarPath, eventsFeedPath } from "../content/links"
import { eventPageUrl } from "../seo/event-structured-data"
import { isUpcoming } from "../i18n/event-time"
import { languages, localizedPath, type Language } from "../i18n/languages"
import { translatorFromLocales, type LocalesData } from "../i18n/translate"
import { icalendar, icalendarFeed, type CalendarEvent } from "./icalendar"

type InLanguages = Record<Language, string>

export interface CalendarData {
  site: {
    name: string
    siteUrl: string
    address: { street: string; street2?: string | null; postalCode: string; city: string }
  }
  /** The feed's name and description per language (locales/: events.feedName, events.feedDescription). */
  feeds: Record<Language, { name: string; description: string }>
  rooms: ReadonlyArray<{ yamlId: string } & InLanguages>
  events: ReadonlyArray<{
    slug: string
    start: string
    end?: string | null
    place?: string | null
    title: InLanguages
    teaser: InLanguages
  }>
}

export const calendarQuery = `
  query CalendarFiles {
    siteYaml {
      name
      siteUrl
      address {
        street
        street2
        postalCode
        city
      }
    }
    allRoomsYaml {
      nodes {
        yamlId
        ${languages.map((language) => `${language}: name(language: "${language}")`).join("\n        ")}
      }
    }
    allLocale(filter: { ns: { eq: "translation" } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    allEventsYaml {
      nodes {
        slug
        start
        end
        place
        ${languages.map((language) => `title_${language}: title(language: "${language}")`).join("\n        ")}
        ${languages.map((language) => `teaser_${language}: teaser(language: "${language}")`).join("\n        ")}
      }
    }
  }
`

type QueryNode = Record<string, string | null | undefined>

export interface CalendarQueryResult {
  siteYaml: CalendarData["site"]
  allRoomsYaml: { nodes: CalendarData["rooms"] }
  allEventsYaml: { nodes: readonly QueryNode[] }
  allLocale: LocalesData
}

export function calendarDataFrom(result: CalendarQueryResult): CalendarData {
  const inLanguages = (node: QueryNode, field: string) =>
    Object.fromEntries(languages.map((language) => [language, node[`${field}_${language}`] ?? ""])) as InLanguages
  const feed = (language: Language) => {
    const t = translatorFromLocales({ edges: result.allLocale.edges.filter(({ node }) => node.language === language) })
    const site = { name: result.siteYaml.name }
    return { name: t("events.feedName", site), description: t("events.feedDescription", site) }
  }
  return {
    site: result.siteYaml,
    feeds: Object.fromEntries(languages.map((language) => [language, feed(language)])) as CalendarData["feeds"],
    rooms: result.allRoomsYaml.nodes,
    events: result.allEventsYaml.nodes.map((node) => ({
      slug: String(node.slug),
      start: String(node.start),
      end: node.end ?? null,
      place: node.place ?? null,
      title: inLanguages(node, "title"),
      teaser: inLanguages(node, "teaser"),
    })),
  }
}

type Event = CalendarData["events"][number]

/** An event as the calendar files have it, in one language; its UID is the same in every file. */
function calendarEvent(data: CalendarData, event: Event, language: Language, builtAt: Date): CalendarEvent {
  const { site } = data
  const address = [site.address.street, site.address.street2, `${site.address.postalCode} ${site.address.city}`]
    .filter(Boolean)
    .join(", ")
  const room = event.place && event.place !== "passage" ? data.rooms.find((node) => node.yamlId === event.place) : null
  if (room === undefined)
    throw new Error(`${fileOf(collectionNamed("events"), event.slug)}: no party room "${event.place}"`)
  return {
    uid: `${event.slug}@${new URL(site.siteUrl).host}`,
    start: event.start,
    end: event.end,
    summary: event.title[language],
    description: event.teaser[language],
    location: [room?.[language], site.name, address].filter(Boolean).join(", "),
    url: eventPageUrl(site, event.slug, language),
    stamp: builtAt,
  }
}

const publicFile = (pathName: string, language: Language) => localizedPath(pathName, language).replace(/^\//, "")

export function calendarFiles(data: CalendarData, builtAt: Date): Array<{ file: string; content: string }> {
  const single = data.events
    .filter((event) => isUpcoming(event, builtAt))
    .flatMap((event) =>
      languages.map((language) => ({
        file: publicFile(eventCalendarPath(event.slug), language),
        content: icalendar(calendarEvent(data, event, language, builtAt)),
      })),
    )
  const feeds = languages.map((language) => ({
    file: publicFile(eventsFeedPath, language),
    content: icalendarFeed({
      ...data.feeds[language],
      events: data.events.map((event) => calendarEvent(data, event, language, builtAt)),
    }),
  }))
  return [...single, ...feeds]
}

interface PostBuildArgs {
  graphql: <T>(query: string) => Promise<{ data?: T; errors?: unknown }>
  reporter: { info: (message: string) => void; panic: (message: string) => never | void }
}

export async function writeEventCalendars(
  { graphql, reporter }: PostBuildArgs,
  publicDir: string,
  builtAt: Date,
): Promise<string[]> {
  const { data, errors } = await graphql<CalendarQueryResult>(calendarQuery)
  if (errors || !data) {
    reporter.panic(`calendar files: the query for the events failed: ${JSON.stringify(errors)}`)
    return []
  }
  const written = calendarFiles(calendarDataFrom(data), builtAt).map(({ file, content }) => {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
    fs.writeFileSync(path.join(publicDir, file), content)
    return file
  })
  reporter.info(`calendar files (upcoming events, then the feeds of all events): ${written.join(", ")}`)
  return written
}
