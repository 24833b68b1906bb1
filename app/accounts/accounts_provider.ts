/**
 * What accounts adds to the shared parts of core when the app starts: every page's
 * signed-in user and guided tour, its calls in the API document, the users of the admin
 * console, its part of members' data (export and deletion) and its retention rules.
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
    const { registerPersonalData, registerRetention } = await import('#core/services/personal_data')
    const { accountsPersonalData } = await import('#accounts/services/personal_data')
    registerPersonalData(accountsPersonalData)
    const { accountsRetention } = await import('#accounts/services/retention')
    const { dataExportRetention } = await import('#accounts/services/data_export')
    registerRetention(...accountsRetention, dataExportRetention)
  }
}
