// @ts-check
/** Ends a script with the error's message, last (the stack before it with VERBOSE=1). @param {unknown} error @returns {never} */
export function fail(error) {
  if (process.env.VERBOSE && error instanceof Error && error.stack) console.error(error.stack)
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
