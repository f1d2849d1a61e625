/**
 * The newsletter sign-up (src/content/newsletter.ts, NewsletterForm): no form and no address field
 * while data/site.yaml names no provider; with one, a plain form posting straight to its endpoint;
 * the policy's form-action follows the same data; the build's check of `newsletter:`.
 */
import i18next from "i18next"
import { JSDOM } from "jsdom"
import path from "path"
import { renderToStaticMarkup } from "react-dom/server"
import { NewsletterForm } from "../../src/sections/News"
import { formActionOrigins, newsletterProblems, signUpOf, type NewsletterSettings } from "../../src/content/newsletter"
import { collectionNamed } from "../../src/content/collections"
import { contentSecurityPolicy, parsePolicy } from "../../src/gatsby/headers"
import { readYaml } from "../../src/gatsby/yaml-file"
import de from "../../locales/de/translation.json"
import en from "../../locales/en/translation.json"
import { initTestI18n } from "./support/i18n"

jest.mock("gatsby-plugin-react-i18next", () => jest.requireActual("../../src/cms/shims/gatsby-plugin-react-i18next"))
jest.mock("gatsby", () => ({ graphql: () => "" }))

beforeAll(() => initTestI18n("de"))

const brevo: NewsletterSettings = {
  provider: "brevo",
  action: "https://a1b2c3.sibforms.com/serve/MUIFAB?isAjax=0",
  hiddenFields: [
    { name: "locale", value: "de" },
    { name: "email_address_check", value: "" },
  ],
}

async function render(newsletter: NewsletterSettings | null | undefined, language: "de" | "en" = "de") {
  await i18next.changeLanguage(language)
  return new JSDOM(renderToStaticMarkup(<NewsletterForm newsletter={newsletter} />)).window.document
}

describe("the sign-up without a provider", () => {
  it.each([
    ["provider none", { provider: "none" }],
    ["no newsletter settings", undefined],
    ["a provider without its address", { provider: "brevo" }],
    [
      "a provider with a plain http address",
      { provider: "mailchimp", action: "http://x.list-manage.com/subscribe/post" },
    ],
  ] as const)("%s: a notice, no form, no input", async (_, settings) => {
    for (const [language, words] of [
      ["de", de],
      ["en", en],
    ] as const) {
      const document = await render(settings as NewsletterSettings | undefined, language)
      expect(document.querySelectorAll("form, input, button")).toHaveLength(0)
      expect(document.querySelector("[data-newsletter]")?.getAttribute("data-newsletter")).toBe("none")
      expect(document.querySelector("h3")?.textContent).toBe(words.news.newsletterTitle)
      expect(document.body.textContent).toContain(words.news.comingSoon)
    }
    expect(de.news.comingSoon).toBe("Anmeldung bald möglich.")
    expect(en.news.comingSoon).toBe("Sign-up coming soon.")
  })
})

describe("the sign-up with a provider", () => {
  it("is a form that posts the address straight to the provider's endpoint, with its hidden fields", async () => {
    const document = await render(brevo)
    const form = document.querySelector("form")!
    expect(form.getAttribute("method")).toBe("post")
    expect(form.getAttribute("action")).toBe(brevo.action)
    // Same tab, no script: nothing but the browser's own submission.
    expect(form.hasAttribute("target")).toBe(false)
    expect(form.hasAttribute("data-netlify")).toBe(false)
    const email = form.querySelector<HTMLInputElement>("input[type=email]")!
    expect([email.name, email.required, email.getAttribute("autocomplete")]).toEqual(["EMAIL", true, "email"])
    expect(form.querySelector(`label[for="${email.id}"]`)?.textContent).toBe(de.news.emailLabel)
    expect(
      [...form.querySelectorAll<HTMLInputElement>("input[type=hidden]")].map((input) => [input.name, input.value]),
    ).toEqual([
      ["locale", "de"],
      ["email_address_check", ""],
    ])
    expect(form.querySelector("button[type=submit]")?.textContent).toBe(de.news.subscribe)
  })

  it("says next to the field what the visitor consents to, who the provider is, and links the privacy policy", async () => {
    for (const language of ["de", "en"] as const) {
      const document = await render(brevo, language)
      const consent = document.getElementById("newsletter-consent")!
      expect(document.querySelector("input[type=email]")?.getAttribute("aria-describedby")).toBe(consent.id)
      expect(consent.textContent).toContain("Brevo")
      expect(consent.textContent).toMatch(language === "de" ? /Bestätigungslink/ : /confirmation link/)
      expect(consent.querySelector("a")?.getAttribute("href")).toBe(language === "de" ? "/privacy/" : "/en/privacy/")
    }
  })

  it("uses each provider's e-mail field name unless data/site.yaml names another", () => {
    const action = "https://example.invalid/x"
    expect(signUpOf({ provider: "brevo", action })?.emailField).toBe("EMAIL")
    expect(signUpOf({ provider: "mailchimp", action })?.emailField).toBe("EMAIL")
    expect(signUpOf({ provider: "cleverreach", action })?.emailField).toBe("email")
    expect(signUpOf({ provider: "cleverreach", action, emailField: "form_email" })?.emailField).toBe("form_email")
    expect(signUpOf({ provider: "none", action })).toBeNull()
  })
})

describe("the policy's form-action, from data/site.yaml", () => {
  const site = readYaml<{ newsletter?: NewsletterSettings; map: { embedUrl: string } }>(
    path.resolve(__dirname, "../../data/site.yaml"),
  )
  const formAction = (newsletter: NewsletterSettings | undefined) =>
    parsePolicy(contentSecurityPolicy([], [], formActionOrigins(newsletter))).get("form-action")

  it("is the site itself and nothing else while no provider is configured (today's data)", () => {
    expect(site.newsletter?.provider).toBe("none")
    expect(formActionOrigins(site.newsletter)).toEqual([])
    expect(formAction(site.newsletter)).toEqual(["'self'"])
  })

  it("adds exactly the provider endpoint's origin once one is configured", () => {
    expect(formAction({ ...site.newsletter, ...brevo })).toEqual(["'self'", "https://a1b2c3.sibforms.com"])
    expect(
      formAction({ provider: "mailchimp", action: "https://passage.us21.list-manage.com/subscribe/post?u=1&id=2" }),
    ).toEqual(["'self'", "https://passage.us21.list-manage.com"])
    expect(formAction({ provider: "brevo" })).toEqual(["'self'"])
  })
})

describe("the build's check of newsletter: (beyond the schema)", () => {
  const check = collectionNamed("site").check!
  const keysOf = () => undefined

  it("accepts none, a missing newsletter and a complete provider", () => {
    const text = { de: "x", en: "x" }
    expect(check({ newsletter: { provider: "none" } }, { keysOf })).toEqual([])
    expect(check({}, { keysOf })).toEqual([])
    expect(check({ newsletter: { ...brevo, processor: text, retention: text } }, { keysOf })).toEqual([])
  })

  it("names each missing fact of a configured provider", () => {
    expect(newsletterProblems({ newsletter: { provider: "cleverreach" } })).toEqual([
      [
        "newsletter.action",
        'is missing: with provider "cleverreach" the sign-up posts to the address of CleverReach\'s sign-up form ("https://…", from CleverReach\'s form settings); or set provider to "none"',
      ],
      [
        "newsletter.processor",
        "is missing: the privacy page names who stores the addresses (e.g. CleverReach's company, city and country)",
      ],
      ["newsletter.retention", "is missing: the privacy page says how long addresses are kept"],
    ])
  })
})
