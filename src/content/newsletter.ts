/**
 * The newsletter sign-up from data/site.yaml: a plain form posting to the provider's hosted endpoint
 * (double opt-in), or only a notice with `provider: none`. Allowed hosts: schemas/site.schema.json.
 */
import type { FieldProblem } from "./field-problem"
import { httpsHref } from "./hosts"

/** The providers the site knows, with the name of the e-mail field their hosted forms expect. */
export const newsletterProviders = {
  brevo: { name: "Brevo", emailField: "EMAIL" },
  cleverreach: { name: "CleverReach", emailField: "email" },
  mailchimp: { name: "Mailchimp", emailField: "EMAIL" },
} as const

/** `newsletter:` as data/site.yaml (and GraphQL) has it; everything but `provider` may be missing. */
export interface NewsletterSettings {
  provider?: string | null
  action?: string | null
  emailField?: string | null
  hiddenFields?: readonly ({ name?: string | null; value?: string | null } | null)[] | null
}

const isProvider = (provider: unknown): provider is keyof typeof newsletterProviders =>
  typeof provider === "string" && Object.hasOwn(newsletterProviders, provider)

/** What the sign-up form needs, or null without a provider (absent, "none", or incomplete: then the build stops). */
export function signUpOf(newsletter: NewsletterSettings | null | undefined) {
  const provider = newsletter?.provider
  if (!isProvider(provider) || !httpsHref(newsletter?.action)) return null
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

/** What the schema cannot say: a provider needs its https address, company and retention. */
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
  else if (!httpsHref(action))
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
