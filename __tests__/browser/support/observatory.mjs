// @ts-check
/**
 * Grades one page of the site with the Mozilla HTTP Observatory's own tests and scoring
 * (@mdn/mdn-http-observatory), from a response it is handed rather than a network scan. Run by
 * hosting.test.ts as a child process (the Observatory's modules are ES modules):
 *
 *   node __tests__/browser/support/observatory.mjs http://localhost:PORT/
 *     → JSON on stdout: { grade, score, tests: { name: { result, pass, scoreModifier } } }
 *
 * The page is fetched from the given server (the tests use netlify-cli's, which applies
 * public/_headers and public/_redirects) and graded as if it had come from
 * https://www.freiung-passage.at/ — on Netlify, the site's domain has a certificate and Netlify
 * answers every http:// request with a 301 to https://, which is what the Observatory's
 * redirection test is given. Everything else (headers, status, HTML, scripts) is the local
 * server's answer.
 */
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { Requests } from "@mdn/mdn-http-observatory/src/types.js"
import { ALL_TESTS, NUM_TESTS } from "@mdn/mdn-http-observatory/src/constants.js"
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from "@mdn/mdn-http-observatory/src/grader/charts.js"
import { getGradeForScore, getScoreModifier } from "@mdn/mdn-http-observatory/src/grader/grader.js"

/**
 * The Observatory looks the host up in Chromium's HSTS preload list, which its
 * postinstall script downloads (and which an offline or script-less `npm ci` leaves
 * out). The client's domain is not on that list (README, "Security headers"), so where
 * the list is missing an empty one gives the same grade.
 */
function ensurePreloadList() {
  const conf = path.join(
    path.dirname(createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory/package.json")),
    "conf",
  )
  const list = path.join(conf, "hsts-preload.json")
  if (!fs.existsSync(list)) fs.writeFileSync(list, "{}\n")
}

/**
 * @param {{ status: number, headers: Record<string, string>, body: string }} response what the server answered
 * @param {string} host the public host name the response stands for
 */
function grade(response, host) {
  ensurePreloadList()
  const https = new URL(`https://${host}/`)
  const served = {
    status: response.status,
    headers: response.headers,
    data: response.body,
    verified: true,
    config: { url: https.href },
    request: {},
  }
  const requests = new Requests(host)
  requests.responses.auto = served
  requests.responses.https = served
  // Netlify's automatic HTTPS: http://host/ → 301 → https://host/.
  requests.responses.http = served
  requests.responses.httpRedirects = [
    { url: new URL(`http://${host}/`), status: 301 },
    { url: https, status: response.status },
  ]
  requests.responses.httpsRedirects = [{ url: https, status: response.status }]
  requests.resources.path = response.body
  requests.session = { url: https, redirectHistory: requests.responses.httpsRedirects, jar: null }

  // The Observatory's scan(), without its retrieval: every test, then its scoring.
  const results = ALL_TESTS.map((test) => test(requests))
  let withExtraCredit = 100
  let uncurved = 100
  let passed = 0
  /** @type {Record<string, { result: string | null, pass: boolean | null, scoreModifier: number }>} */
  const tests = {}
  for (const result of results) {
    const modifier = result.result ? getScoreModifier(result.result) : 0
    passed += result.pass ? 1 : 0
    withExtraCredit += modifier
    if (modifier < 0) uncurved += modifier
    tests[result.constructor.name] = {
      result: result.result,
      pass: result.pass,
      scoreModifier: modifier,
    }
  }
  const { grade, score } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved)
  return { grade, score, testsPassed: passed, testsQuantity: NUM_TESTS, tests }
}

/** Fetches `url` and grades the answer as https://<host>/. */
async function gradeUrl(/** @type {string} */ url, /** @type {string} */ host) {
  const answer = await fetch(url, {
    headers: { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" },
  })
  /** @type {Record<string, string>} */
  const headers = {}
  answer.headers.forEach((value, name) => {
    headers[name] = value
  })
  return grade({ status: answer.status, headers, body: await answer.text() }, host)
}

const graded = await gradeUrl(process.argv[2], "www.freiung-passage.at")
process.stdout.write(JSON.stringify(graded, null, 2) + "\n")
