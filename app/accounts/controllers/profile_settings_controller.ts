import type { HttpContext } from '@adonisjs/core/http'
import type { Locale } from '#business/app'
import { industryOptions } from '#accounts/services/onboarding'
import { timeZones } from '#accounts/services/time_zones'
import { profileImageOf, profileValues } from '#accounts/services/profile'

/**
 * Settings > Basic profile. The page saves through PUT /api/users/profile
 * and the profile image calls (ApiProfileController, ProfileImageController).
 */
export default class ProfileSettingsController {
  async show({ auth, inertia, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    return inertia.render('accounts/settings/basic', {
      profile: await profileValues(user),
      image: profileImageOf(user),
      industries: await industryOptions(i18n.locale as Locale),
      timeZones: timeZones(),
    })
  }
}
