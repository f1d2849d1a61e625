/**
 * Stands in for @iarna/toml's parser in the admin bundle (src/gatsby/admin.ts): Decap's
 * TOML format imports it, but this site's collections are all YAML (src/cms/config.ts),
 * and the real module runs `eval` when it loads (looking for Node's util.inspect), which
 * the admin's Content-Security-Policy refuses.
 */
export default function parseToml(): never {
  throw new Error("TOML is not used by this site's CMS (all collections are YAML)")
}
