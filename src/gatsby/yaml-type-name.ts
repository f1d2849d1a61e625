/** GraphQL type per YAML file: after the file (SiteYaml) or, in a folder, after the folder (PartnersYaml). */
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
