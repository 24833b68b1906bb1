/**
 * What admin adds to the shared parts of core when the app starts: whether a page's viewer may
 * use the console, its own resources of the console (after the other modules' own), and its
 * calls in the API document.
 */
export default class AdminProvider {
  async start() {
    const { sharePageProps } = await import('#core/services/page_props')
    const { addToApiDocument } = await import('#core/services/api_document')
    const { adminPageProps } = await import('#admin/page_props')
    const { adminApiDocument } = await import('#admin/services/openapi')
    sharePageProps(adminPageProps)
    addToApiDocument(adminApiDocument)
    const { addAdminResource } = await import('#core/services/admin_resources')
    const { ADMIN_OWN_RESOURCES } = await import('#admin/resources/index')
    addAdminResource(...ADMIN_OWN_RESOURCES)
  }
}
