import fs from "fs"
import path from "path"
import { defaultLanguage, languages } from "../i18n/languages"

/**
 * Netlify rules that answer unknown paths with the 404 page of their language
 * and status 404. Netlify applies them only where no file matches (shadowing),
 * and the prefixed languages must come before the catch-all.
 */
export function notFoundRules(): string[] {
  const prefixed = languages
    .filter((language) => language !== defaultLanguage)
    .map((language) => `/${language}/*  /${language}/404/index.html  404`)
  return [...prefixed, "/*  /404.html  404"]
}

export function writeRedirects(publicDir: string): string {
  const file = path.join(publicDir, "_redirects")
  const body = ["# Written by src/gatsby/redirects.ts at build time", ...notFoundRules()].join("\n") + "\n"
  fs.writeFileSync(file, body)
  return file
}
