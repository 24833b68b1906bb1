import type { HttpContext } from '@adonisjs/core/http'
import { dataExportStateOf } from '#accounts/services/data_export'
import DataExportTransformer from '#accounts/transformers/data_export_transformer'

/**
 * Settings > Privacy: the member's data rights in one place, a copy of everything the product
 * holds about them (GDPR articles 15 and 20) and the deletion of their account (article 17).
 */
export default class PrivacySettingsController {
  async show({ auth, inertia }: HttpContext) {
    const user = auth.getUserOrFail()
    return inertia.render('accounts/settings/privacy', {
      dataExport: DataExportTransformer.transform(await dataExportStateOf(user)),
    })
  }
}
