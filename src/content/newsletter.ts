/**
 * The newsletter sign-up, from `newsletter:` in data/site.yaml: with a provider, a plain HTML form
 * that posts straight to the provider's hosted sign-up endpoint, which sends the confirmation
 * e-mail (double opt-in) and shows its "check your inbox" step; with `provider: none` no form at
 * all, only a notice. The same facts give the Content-Security-Policy its `form-action` source
 * (src/gatsby/headers.ts) and the build's check (src/content/collections.ts).
 *
 * Which host each provider's `action` may be on (sibforms.com, cleverreach.com, list-manage.com) is
 * one rule per provider in schemas/site.schema.json (`newsletter.allOf`), so the build, VS Code and
 * the editor refuse any other host before it reaches the form or the policy.
 *
 * Pure (no file access): the build, the pages and the editor's bundle use it alike.
 * Why these providers, what they cost and how to set one up: docs/newsletter.md.
 */
/** As collections.ts's FieldProblem (which imports this file): the dotted field and the rest of the sentence. */
type FieldProblem = [field: string, message: string]

/** The providers the site knows, with the name of the e-mail field their hosted forms expect. */
export const newsletterProviders = {
  brevo: { name: "Brevo", emailField: "EMAIL" },
  cleverreach: { name: "CleverReach", emailField: "email" },
  mailchimp: { name: "Mailchimp", emailField: "EMAIL" },
} as const

export type NewsletterProvider = keyof typeof newsletterProviders

/** `newsletter:` as data/site.yaml (and GraphQL) has it; everything but `provider` may be missing. */
export interface NewsletterSettings {
  provider?: string | null
  action?: string | null
  emailField?: string | null
  hiddenFields?: readonly ({ name?: string | null; value?: string | null } | null)[] | null
}

/** What the sign-up form needs: where it posts, the e-mail field's name, the hidden fields. */
export interface SignUp {
  provider: NewsletterProvider
  providerName: string
  action: string
  emailField: string
  hiddenFields: { name: string; value: string }[]
}

const isProvider = (provider: unknown): provider is NewsletterProvider =>
  typeof provider === "string" && Object.hasOwn(newsletterProviders, provider)

/** An https address (the schema says so too; checked again here, so that nothing else ever becomes a form's target). */
function httpsUrl(value: unknown): URL | undefined {
  if (typeof value !== "string") return undefined
  try {
    const url = new URL(value)
    return url.protocol === "https:" && url.hostname !== "" ? url : undefined
  } catch {
    return undefined
  }
}

/** The sign-up, or null while no provider is configured (absent, "none", or incomplete: then the build stops anyway). */
export function signUpOf(newsletter: NewsletterSettings | null | undefined): SignUp | null {
  const provider = newsletter?.provider
  if (!isProvider(provider) || !httpsUrl(newsletter?.action)) return null
  const known = newsletterProviders[provider]
  return {
    provider,
    providerName: known.name,
    action: newsletter!.action!,
    emailField: newsletter?.emailField || known.emailField,
    hiddenFields: (newsletter?.hiddenFields ?? []).flatMap((field) =>
      field?.name ? [{ name: field.name, value: field.value ?? "" }] : [],
    ),
  }
}

/** The origins the site's forms may post to besides its own: the provider's endpoint, or none. */
export function formActionOrigins(newsletter: NewsletterSettings | null | undefined): string[] {
  const signUp = signUpOf(newsletter)
  return signUp ? [new URL(signUp.action).origin] : []
}

/**
 * What the schema cannot say about `newsletter:`: a provider other than "none" needs the address
 * its sign-up posts to (https), who the provider is for the privacy page and how long addresses
 * are kept. Fields are dotted from the file's top ("newsletter.action").
 */
export function newsletterProblems(site: Record<string, unknown>): FieldProblem[] {
  const newsletter = site.newsletter
  if (newsletter === null || typeof newsletter !== "object" || Array.isArray(newsletter)) return []
  const { provider, action, processor, retention } = newsletter as Record<string, unknown>
  if (!isProvider(provider)) return []
  const name = newsletterProviders[provider].name
  const problems: FieldProblem[] = []
  if (action === undefined || action === null || action === "")
    problems.push([
      "newsletter.action",
      `is missing: with provider "${provider}" the sign-up posts to the address of ${name}'s sign-up form ("https://…", from ${name}'s form settings); or set provider to "none"`,
    ])
  else if (!httpsUrl(action))
    problems.push([
      "newsletter.action",
      `must be the https address of ${name}'s sign-up form, e.g. "https://…" (found ${JSON.stringify(action)})`,
    ])
  if (processor === undefined)
    problems.push([
      "newsletter.processor",
      `is missing: the privacy page names who stores the addresses (e.g. ${name}'s company, city and country)`,
    ])
  if (retention === undefined)
    problems.push(["newsletter.retention", "is missing: the privacy page says how long addresses are kept"])
  return problems
}
