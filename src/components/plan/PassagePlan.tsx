/**
 * The plan of the passage, as the build drew it for this page (`markup` of data/plan.yaml's node:
 * src/components/plan/plan-markup.ts, src/gatsby/plan-markup.ts). It comes in the page's data,
 * so the plan has no code in the browser, and a client-side link brings it as the server did.
 */
export function PassagePlan({ markup }: { markup: string }) {
  return <section aria-labelledby="plan-title" data-plan="" dangerouslySetInnerHTML={{ __html: markup }} />
}
