import type { HttpContext } from '@adonisjs/core/http'
import type { Locale } from '#business/app'
import { industryOptions } from '#accounts/index'
import { mentorTime } from '#mentoring/services/mentor_time'
import { mentorProfileValidator } from '#mentoring/validators/mentor_profile'
import { failFields, mentoringMessages } from '#mentoring/services/validation_messages'
import {
  listingOf,
  mentorProfileOf,
  mentorProfileValues,
  referenceFailures,
  saveMentorProfile,
  skillOptions,
} from '#mentoring/services/mentor_profile_settings'
import MentorProfileValuesTransformer from '#mentoring/transformers/mentor_profile_values_transformer'
import ListingTransformer from '#mentoring/transformers/listing_transformer'
import SkillOptionTransformer from '#mentoring/transformers/skill_option_transformer'
import IndustryOptionTransformer from '#mentoring/transformers/industry_option_transformer'

/**
 * Settings > Mentor profile (mentor access). The page saves through
 * PUT /api/mentor-profile, which answers `{ profile, listing }` as the page has them
 * or VALIDATION_ERROR with field errors. A user with mentor access and no
 * profile yet (an admin) sees an empty form; the first save creates it.
 */
export default class MentorSettingsController {
  async show({ auth, inertia, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    const locale = i18n.locale as Locale
    const profile = await mentorProfileOf(user)
    const listing = await listingOf(user, profile)
    return inertia.render('mentoring/settings/mentor_profile', {
      profile: new MentorProfileValuesTransformer(mentorProfileValues(profile)).toObject(),
      hasProfile: !!profile,
      listing: new ListingTransformer(listing).toObject(),
      skills: SkillOptionTransformer.transform(await skillOptions(locale)),
      industries: IndustryOptionTransformer.transform(await industryOptions(locale)),
    })
  }

  /** PUT /api/mentor-profile */
  async update(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const input = await ctx.request.validateUsing(mentorProfileValidator, {
      messagesProvider: mentoringMessages(ctx, 'mentor_settings'),
    })
    failFields(await referenceFailures(input, ctx.i18n))

    const saved = await saveMentorProfile(user, input)
    // Duration, buffers and the monthly limit move the next free slot the catalogue shows.
    await mentorTime().refresh([saved.id])
    const profile = (await mentorProfileOf(user))!
    const listing = await listingOf(user, saved)
    return {
      profile: new MentorProfileValuesTransformer(mentorProfileValues(profile)).toObject(),
      listing: new ListingTransformer(listing).toObject(),
    }
  }
}
