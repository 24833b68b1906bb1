/**
 * Billing's wiring when the app starts: its calls in core's API document, and how the HTTP
 * edge answers its expected failures.
 */
export default class BillingProvider {
  async start() {
    const { addToApiDocument } = await import('#core/services/api_openapi')
    const { billingOpenApiPaths } = await import('#billing/services/openapi')
    addToApiDocument(billingOpenApiPaths)
    const { answerAtTheEdge } = await import('#core/errors')
    const { BillingError } = await import('#billing/errors')
    const { billingAnswer } = await import('#billing/error_answers')
    answerAtTheEdge(BillingError, billingAnswer)
  }
}
