// @ts-check
/**
 * Ends a script with the error's message as its last line: the project's messages name the file and the fix, and an
 * unknown error's first line says what failed. Its stack is printed before it only with VERBOSE=1.
 * @param {unknown} error @returns {never}
 */
export function fail(error) {
  if (process.env.VERBOSE && error instanceof Error && error.stack) console.error(error.stack)
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
