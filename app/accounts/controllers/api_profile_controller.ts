import type { HttpContext } from '@adonisjs/core/http'
import { profileValidator } from '#accounts/validators/profile'
import { failField } from '#accounts/validators/rules'
import { accountMessages } from '#accounts/services/validation_messages'
import { unknownIndustryIds } from '#accounts/services/onboarding'
import { updateProfile } from '#accounts/services/profile'
import { userResponse } from '#accounts/transformers/api_user_transformer'

/**
 * PUT /api/users/profile (spec section 7): the basic profile fields in
 * snake_case; answers `{ user }`, or VALIDATION_ERROR with field errors.
 */
export default class ApiProfileController {
  async update(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const input = await ctx.request.validateUsing(profileValidator, {
      messagesProvider: accountMessages(ctx, 'settings'),
    })
    const unknown = input.industries ? await unknownIndustryIds(input.industries) : []
    if (unknown.length) {
      failField('industries', ctx.i18n.t('settings.validation.industries.exists'), 'exists')
    }
    await updateProfile(user, input)
    return userResponse(ctx, user)
  }
}
