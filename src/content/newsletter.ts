/**
 * The newsletter sign-up from data/site.yaml: a plain form posting to the provider's hosted endpoint
 * (double opt-in), or only a notice with `provider: none`. Allowed hosts: schemas/site.schema.json.
 */
import { httpsHref } from "./hosts"

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

/** The sign-up, or null while no provider is configured (absent, "none", or incomplete: then the build stops anyway). */
export function signUpOf(newsletter: NewsletterSettings | null | undefined): SignUp | null {
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
