/** The reader of gatsby-transformer-yaml, as far as the tests call it (the package has no types). */
declare module "js-yaml" {
  export function load(text: string): unknown
}

/** The transformer's hook, as the one-reading test calls it (the package has no types). */
declare module "gatsby-transformer-yaml/gatsby-node" {
  export function onCreateNode(args: unknown, options: unknown): Promise<void>
}
