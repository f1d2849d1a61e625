/**
 * "Upcoming" on an event's page: the server's answer is the build's; the browser's is the
 * build's and the visitor's clock's together (a clock set wrong cannot bring a past event
 * back), rendered by useUpcoming with the build's answer on the server.
 */
import { renderToString } from "react-dom/server"
import { upcomingNow, useUpcoming } from "../../src/hooks/use-upcoming"

// 20:00–02:00 in winter (UTC+1): over at 2027-02-06T01:00:00Z.
const party = { start: "2027-02-05 20:00", end: "2027-02-06 02:00" }
// No end: upcoming until the Vienna midnight after its day, 2026-12-12T23:00:00Z.
const afternoon = { start: "2026-12-12 15:00" }

describe("upcomingNow", () => {
  it.each([
    [
      "upcoming at the build, before the end by the visitor's clock",
      party,
      "2026-11-24T12:00:00Z",
      "2027-02-06T00:59:00Z",
      true,
    ],
    [
      "upcoming at the build, over by the visitor's clock",
      party,
      "2026-11-24T12:00:00Z",
      "2027-02-06T01:00:00Z",
      false,
    ],
    ["past at the build, even by a clock set back", party, "2027-03-01T00:00:00Z", "2026-01-01T00:00:00Z", false],
    ["no end: upcoming until Vienna's midnight", afternoon, "2026-11-24T12:00:00Z", "2026-12-12T22:59:00Z", true],
    ["no end: past from Vienna's midnight", afternoon, "2026-11-24T12:00:00Z", "2026-12-12T23:00:00Z", false],
  ])("%s", (_case, event, builtAt, now, expected) => {
    expect(upcomingNow(event, builtAt, new Date(now))).toBe(expected)
  })
})

function Status({ event, builtAt }: { event: { start: string; end?: string }; builtAt: string }) {
  return <span>{useUpcoming(event, builtAt) ? "upcoming" : "past"}</span>
}

describe("useUpcoming on the server", () => {
  afterEach(() => jest.useRealTimers())

  it("renders the build's answer, whatever the server's clock says", () => {
    jest.useFakeTimers({ now: new Date("2030-01-01T00:00:00Z") })
    expect(renderToString(<Status event={party} builtAt="2026-11-24T12:00:00Z" />)).toBe("<span>upcoming</span>")
    jest.useFakeTimers({ now: new Date("2020-01-01T00:00:00Z") })
    expect(renderToString(<Status event={party} builtAt="2027-03-01T00:00:00Z" />)).toBe("<span>past</span>")
  })
})
