/**
 * The places of data/ that a script without npm install needs (scripts/should-build.mjs loads this
 * file with Node's type stripping, so it imports nothing); the table of collections uses them.
 */

/** The folder, relative to the project's root, that holds every collection's files. */
export const dataFolder = "data"

/** The interface words, one folder per language: the only other folder Gatsby reads content from. */
export const localesFolder = "locales"

export const imagesFolder = `${dataFolder}/images`

export const siteFile = `${dataFolder}/site.yaml`
export const homeFile = `${dataFolder}/home.yaml`
export const planFile = `${dataFolder}/plan.yaml`
