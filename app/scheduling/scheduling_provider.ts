/** What scheduling adds to the shared parts of core when the app starts: its calls in the API document. */
export default class SchedulingProvider {
  async start() {
    const { addToApiDocument } = await import('#core/services/api_openapi')
    const { schedulingOpenApiPaths } = await import('#scheduling/services/openapi')
    addToApiDocument(schedulingOpenApiPaths)
  }
}
