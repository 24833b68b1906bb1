import type { HttpContext } from '@adonisjs/core/http'

/**
 * Settings > Privacy: the member's data rights in one place, a copy of everything the product
 * holds about them (GDPR articles 15 and 20) and the deletion of their account (article 17).
 */
export default class PrivacySettingsController {
  async show({ inertia }: HttpContext) {
    return inertia.render('accounts/settings/privacy', {})
  }
}
