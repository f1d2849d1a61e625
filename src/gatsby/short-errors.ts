/**
 * Gatsby prints an error a gatsby-node API throws with a "code frame" of the compiled gatsby-node.js (.cache/compiled/),
 * which Parcel minifies into one line of about 140 KB, all of it printed. The site's APIs report errors through this
 * instead: the message alone (it names the file and the fix), the stack only with `gatsby build --verbose`.
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

/**
 * The HTML renderer without source maps (onCreateWebpackConfig, stage build-html): Gatsby maps an error's top stack
 * frame through the first of the renderer's chunk maps that has its line and column, whichever file it is in, so it
 * printed minified react-dom, not the component that threw. Without maps: the message and the page's address.
 */
export function htmlRendererWithoutSourceMaps({
  stage,
  actions,
}: {
  stage: string
  actions: { setWebpackConfig(config: { devtool: false }): void }
}): void {
  if (stage === "build-html") actions.setWebpackConfig({ devtool: false })
}
