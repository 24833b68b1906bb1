import type { HttpContext } from '@adonisjs/core/http'
import AccountDeletionTransformer from '#accounts/transformers/account_deletion_transformer'
import { leavingOutlookOf } from '#accounts/services/leaving_members'
import { freshSignInUntil } from '#accounts/services/fresh_sign_in'
import { isLastActiveAdmin } from '#accounts/services/self_deletion'
import { dataExportStateOf } from '#accounts/services/data_export'
import DataExportTransformer from '#accounts/transformers/data_export_transformer'

/**
 * Settings > Privacy: the member's data rights in one place, a copy of everything the product
 * holds about them (GDPR articles 15 and 20) and the deletion of their account (article 17).
 */
export default class PrivacySettingsController {
  async show(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    return ctx.inertia.render('accounts/settings/privacy', {
      deletion: AccountDeletionTransformer.transform({
        user,
        outlook: await leavingOutlookOf(user.id),
        lastAdmin: await isLastActiveAdmin(user),
        freshSignInUntil: freshSignInUntil(ctx, user),
      }),
      dataExport: DataExportTransformer.transform(await dataExportStateOf(user)),
    })
  }
}
