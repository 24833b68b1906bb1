/** What admin adds to the shared parts of core when the app starts: its calls in the API document. */
export default class AdminProvider {
  async start() {
    const { addToApiDocument } = await import('#core/services/api_openapi')
    const { adminOpenApiPaths } = await import('#admin/services/openapi')
    addToApiDocument(adminOpenApiPaths)
  }
}
