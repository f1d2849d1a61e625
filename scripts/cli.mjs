// @ts-check
/** The argument after `name`, else `fallback`. @param {string[]} argv @param {string} name @param {string} fallback */
export const option = (argv, name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback)

/** Ends a script with the error's message, last (the stack before it with VERBOSE=1). @param {unknown} error @returns {never} */
export function fail(error) {
  if (process.env.VERBOSE && error instanceof Error && error.stack) console.error(error.stack)
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
