/** What billing adds to the shared parts of core when the app starts: its calls in the API document. */
export default class BillingProvider {
  async start() {
    const { addToApiDocument } = await import('#core/services/api_openapi')
    const { billingOpenApiPaths } = await import('#billing/services/openapi')
    addToApiDocument(billingOpenApiPaths)
  }
}
