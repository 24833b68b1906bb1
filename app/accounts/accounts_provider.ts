/**
 * What accounts adds to the shared parts of core when the app starts: every page's
 * signed-in user and guided tour, its calls in the API document, the users of the admin
 * console, and its part of members' data (export and deletion).
 */
export default class AccountsProvider {
  async start() {
    const { sharePageProps } = await import('#core/services/page_props')
    const { accountsPageProps } = await import('#accounts/page_props')
    sharePageProps(accountsPageProps)
    const { addToApiDocument } = await import('#core/services/api_document')
    const { accountsApiDocument } = await import('#accounts/services/openapi')
    addToApiDocument(accountsApiDocument)
    const { addAdminResource } = await import('#core/services/admin_resources')
    const { users } = await import('#accounts/console/users')
    addAdminResource(users)
    const { registerPersonalData } = await import('#core/services/personal_data')
    const { accountsPersonalData } = await import('#accounts/services/personal_data')
    registerPersonalData(accountsPersonalData)
  }
}
