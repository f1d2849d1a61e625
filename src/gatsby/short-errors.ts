/**
 * Gatsby prints an error a gatsby-node API throws with a "code frame" of the file it was thrown in: the compiled
 * gatsby-node.js in .cache/compiled/, which Parcel minifies into one line of about 140 KB, all of it printed. Each
 * of the site's APIs reports its errors through this instead: the message alone (the site's messages name the file
 * and the fix), the stack only with `gatsby build --verbose`.
 */

interface Reporting {
  reporter: { panic(message: string): unknown; verbose(message: string): unknown }
}

/** The API, with any error it throws or rejects with reported as its message, which stops the build. */
export function withShortErrors<Args extends Reporting, Rest extends unknown[]>(
  api: (args: Args, ...rest: Rest) => unknown,
): (args: Args, ...rest: Rest) => Promise<void> {
  return async (args, ...rest) => {
    try {
      await api(args, ...rest)
    } catch (error) {
      const { message, stack } = error instanceof Error ? error : { message: String(error), stack: undefined }
      if (stack) args.reporter.verbose(stack)
      args.reporter.panic(message)
    }
  }
}
