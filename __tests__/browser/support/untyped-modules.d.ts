/**
 * Types for the modules the browser tests' support scripts import that ship none (no @types
 * package either): only what they use of them.
 */

// The Mozilla HTTP Observatory's own modules (JavaScript with JSDoc, not compiled to
// declarations), as observatory.mjs uses them.
declare module "@mdn/mdn-http-observatory/src/types.js" {
  /** A response as the Observatory's tests read it (an axios response). */
  export interface ObservatoryResponse {
    status: number
    headers: Record<string, string>
    data: string
    verified: boolean
    config: { url: string }
    request: unknown
  }
  export interface RedirectEntry {
    url: URL
    status: number
  }
  export class Requests {
    constructor(hostname: string)
    hostname: string
    resources: { path: string | null }
    responses: {
      auto: ObservatoryResponse | null
      cors: ObservatoryResponse | null
      http: ObservatoryResponse | null
      https: ObservatoryResponse | null
      httpRedirects: RedirectEntry[]
      httpsRedirects: RedirectEntry[]
    }
    /** A tough-cookie session in a scan; the tests read its url, redirectHistory and jar. */
    session: { url: URL; redirectHistory: RedirectEntry[]; jar: unknown } | null
  }
}

declare module "@mdn/mdn-http-observatory/src/constants.js" {
  import type { Requests } from "@mdn/mdn-http-observatory/src/types.js"
  /** Each test's output class is named after the test (its constructor's name). */
  export const ALL_TESTS: ((requests: Requests) => { result: string | null; pass: boolean | null })[]
  export const NUM_TESTS: number
}

declare module "@mdn/mdn-http-observatory/src/grader/charts.js" {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number
}

declare module "@mdn/mdn-http-observatory/src/grader/grader.js" {
  export function getGradeForScore(score: number): { score: number; grade: string }
  export function getScoreModifier(expectation: string): number
}
