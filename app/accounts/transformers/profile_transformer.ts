import type User from '#accounts/models/user'
import { BaseTransformer } from '@adonisjs/core/transformers'

/**
 * The basic-profile form's values (Settings > Basic profile): empty texts for the unanswered
 * optional fields, the industries as ids. The user comes with `industries` loaded.
 */
export default class ProfileTransformer extends BaseTransformer<User> {
  toObject() {
    const user = this.resource
    return {
      firstName: user.firstName,
      lastName: user.lastName,
      city: user.city ?? '',
      timezone: user.timezone,
      companyName: user.companyName ?? '',
      companySize: user.companySize ?? null,
      professionalRole: user.professionalRole ?? '',
      industries: user.industries.map((industry) => industry.id),
    }
  }
}
