import type User from '#accounts/models/user'
import { BaseTransformer } from '@adonisjs/core/transformers'

/**
 * The signed-in user as every page sees it (spec: first_name, last_name,
 * role, onboarded; full name and initials derived).
 */
export default class UserTransformer extends BaseTransformer<User> {
  toObject() {
    return {
      ...this.pick(this.resource, [
        'id',
        'firstName',
        'lastName',
        'email',
        'role',
        'onboarded',
        'locale',
        'timezone',
        'profileImage',
        'slug',
      ]),
      fullName: this.resource.fullName,
      initials: this.resource.initials,
    }
  }
}
