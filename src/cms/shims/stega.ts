/**
 * `decap-cms-lib-util/src/stega`: decap-cms-core 3.6.3's preview imports it from
 * the Decap monorepo's sources, which the published decap-cms-lib-util does not
 * ship. Only Decap's "visual editing" mode (never enabled in src/cms/config.ts)
 * calls it; without it the preview shows the entry's data as it is.
 */
export function encodeEntry<T>(data: T): T {
  return data
}
