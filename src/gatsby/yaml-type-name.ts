/**
 * Names the GraphQL type of each YAML file: files straight under data/ are named
 * after the file (data/site.yaml → SiteYaml), files in a folder after the folder
 * (data/partners/da-tano.yaml → PartnersYaml), so every partner is one node.
 */
export function yamlTypeName({ node }: { node: { relativeDirectory?: string; name?: string; dir?: string } }): string {
  const base = node.relativeDirectory ? node.relativeDirectory.split("/")[0] : node.name
  if (!base) throw new Error(`Cannot name the YAML type of ${node.dir ?? "an unknown file"}`)
  const camel = base
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join("")
  return `${camel}Yaml`
}
