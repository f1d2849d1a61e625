/** The plan as the build drew it for this page (plan-markup.ts), carried in the page's data: no plan code in the browser. */
export function PassagePlan({ markup }: { markup: string }) {
  return <section aria-labelledby="plan-title" data-plan="" dangerouslySetInnerHTML={{ __html: markup }} />
}
