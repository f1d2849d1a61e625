import { css } from "@emotion/react"
import { graphql, type PageProps } from "gatsby"
import { useLanguage } from "../i18n/use-language"
import { addressLines } from "../components/contact/Address"
import { containerCss } from "../components/layout/Container"
import { Layout } from "../components/layout/Layout"
import { PageHeader } from "../components/layout/PageHeader"
import { pageHead } from "../components/layout/PageHead"
import { formatDate, formatEuro } from "../i18n/format"
import type { Language } from "../i18n/languages"
import type { I18nPageContext } from "../i18n/page-context"
import { fillPlaceholders, imprintFields, type ImprintField, type LegalPlaceholder } from "../i18n/placeholders"
import { signUpOf } from "../content/newsletter"
import { theme } from "../theme/theme"

const bodyCss = css`
  ${containerCss};
  max-width: 48rem;
  h2 {
    font-size: 1.5rem;
    margin-top: ${theme.space(8)};
  }
`

const draftCss = css`
  padding: ${theme.space(3)} ${theme.space(4)};
  border-left: 4px solid ${theme.colors.accent};
  background: ${theme.colors.bgAlt};
`

type Site = NonNullable<Queries.LegalPageQuery["site"]>

function placeholderValues(site: Site, language: Language, toBeConfirmed: string): Record<LegalPlaceholder, string> {
  const imprint = site.imprint
  const newsletter = signUpOf(site.newsletter) ? site.newsletter : null
  return {
    name: site.name,
    legalName: site.legalName,
    address: addressLines(site.address).join(", "),
    phone: site.phone.display,
    email: site.email.display,
    depositPerRoom: formatEuro(site.rental.depositPerRoom, language),
    // A fact the passage has not supplied yet (npm run launch-check lists it).
    ...(Object.fromEntries(imprintFields.map((field) => [field, imprint?.[field] || toBeConfirmed])) as Record<
      ImprintField,
      string
    >),
    // The newsletter's provider and retention while one is configured (`newsletter` in data/site.yaml).
    newsletterProvider: (newsletter && newsletter.processor) || toBeConfirmed,
    newsletterRetention: (newsletter && newsletter.retention) || toBeConfirmed,
  }
}

/** Privacy, terms & imprint, accessibility: one page per data/legal/*.yaml. */
export default function LegalPage({ data }: PageProps<Queries.LegalPageQuery, I18nPageContext>) {
  const { t, language } = useLanguage()
  const { page, site } = data
  if (!page || !site) throw new Error("legal page data is missing")
  const values = placeholderValues(site, language, t("legal.toBeConfirmed"))
  const where = `data/legal/${page.slug}.yaml`
  return (
    <Layout data={data}>
      <PageHeader title={page.title}>
        <p>{t("legal.updated", { date: formatDate(page.updated, language) })}</p>
      </PageHeader>
      <div css={bodyCss}>
        <p css={draftCss}>{t("legal.draft")}</p>
        {page.sections.map((section, index) => (
          <section key={index} aria-labelledby={`legal-${index}`}>
            <h2 id={`legal-${index}`}>{fillPlaceholders(section.heading, values, where)}</h2>
            {section.paragraphs.map((paragraph, p) => (
              <p key={p}>{fillPlaceholders(paragraph, values, where)}</p>
            ))}
          </section>
        ))}
      </div>
    </Layout>
  )
}

export const Head = pageHead<Queries.LegalPageQuery>(({ data }) => {
  if (!data.page) throw new Error("legal page data is missing")
  return { title: data.page.title, description: data.page.description }
})

export const query = graphql`
  query LegalPage($id: String!, $language: String!) {
    ...PageLocales
    ...LayoutData
    site: siteYaml {
      ...SiteSeo
      legalName
      phone {
        display
      }
      email {
        display
      }
      rental {
        depositPerRoom
      }
      newsletter {
        provider
        action
        processor(language: $language)
        retention(language: $language)
      }
      imprint {
        legalForm(language: $language)
        registerNumber
        registerCourt(language: $language)
        vatId
        chamber(language: $language)
        authority(language: $language)
      }
    }
    page: legalYaml(id: { eq: $id }) {
      slug
      title(language: $language)
      description(language: $language)
      updated(formatString: "YYYY-MM-DD")
      sections {
        heading(language: $language)
        paragraphs(language: $language)
      }
    }
  }
`
