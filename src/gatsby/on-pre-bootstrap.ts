import { defaultDataDir, formatProblems, validateDataDir } from "./validate-data"

/** The part of Gatsby's reporter this needs (panic prints the message and exits). */
export interface DataReporter {
  panic(message: string): void
  info(message: string): void
}

/**
 * Before Gatsby reads data/, check every YAML file against its schema and stop
 * the build with one message that lists every problem (file, line, entry, field).
 * Runs before sourcing, so a YAML syntax error is reported with its file name.
 */
export function checkData({ reporter }: { reporter: DataReporter }, dataDir: string = defaultDataDir): void {
  const problems = validateDataDir(dataDir)
  if (problems.length > 0) {
    reporter.panic(formatProblems(problems))
    return
  }
  reporter.info("data/: every YAML file matches its schema in schemas/")
}
