/**
 * Billing's wiring when the app starts: whether a page's viewer may use plans and payments, its
 * calls in core's API document, how the HTTP edge answers its expected failures, and the
 * customer's e-mail when an invoice is refunded (`invoice:refunded`).
 */
export default class BillingProvider {
  async start() {
    const { sharePageProps } = await import('#core/services/page_props')
    const { addToApiDocument } = await import('#core/services/api_openapi')
    const { billingPageProps } = await import('#billing/page_props')
    const { billingOpenApiPaths } = await import('#billing/services/openapi')
    sharePageProps(billingPageProps)
    addToApiDocument(billingOpenApiPaths)
    const { answerAtTheEdge } = await import('#core/errors')
    const { BillingError } = await import('#billing/errors')
    const { billingAnswer } = await import('#billing/error_answers')
    answerAtTheEdge(BillingError, billingAnswer)
    const { mailRefunds } = await import('#billing/listeners/refund_mail')
    mailRefunds()
  }
}
