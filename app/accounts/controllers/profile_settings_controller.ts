import type { HttpContext } from '@adonisjs/core/http'
import type { Locale } from '#business/app'
import { industryOptions } from '#accounts/services/onboarding'
import { timeZones } from '#accounts/services/time_zones'
import ProfileTransformer from '#accounts/transformers/profile_transformer'
import ProfileImageTransformer from '#accounts/transformers/profile_image_transformer'
import IndustryOptionTransformer from '#accounts/transformers/industry_option_transformer'

/**
 * Settings > Basic profile. The page saves through PUT /api/users/profile
 * and the profile image calls (ApiProfileController, ProfileImageController).
 */
export default class ProfileSettingsController {
  async show({ auth, inertia, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    await user.load('industries')
    return inertia.render('accounts/settings/basic', {
      profile: ProfileTransformer.transform(user),
      image: ProfileImageTransformer.transform(user),
      industries: IndustryOptionTransformer.transform(await industryOptions(i18n.locale as Locale)),
      timeZones: timeZones(),
    })
  }
}
