/** The reader of gatsby-transformer-yaml, as far as the tests call it (the package has no types). */
declare module "js-yaml" {
  export function load(text: string): unknown
}
