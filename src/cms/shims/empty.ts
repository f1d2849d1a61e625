/**
 * Node's `stream` for the admin bundle. Only @iarna/toml's streaming parser asks
 * for it (Decap's TOML format, which this site does not use), and only when called.
 */
export {}
