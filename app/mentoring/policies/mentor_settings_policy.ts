import { BasePolicy } from '@adonisjs/bouncer'
import { allow, deny } from '#core/authorization'
import type { User } from '#accounts/index'

/**
 * A mentor's settings: the mentor profile and the schedule (Settings >
 * Mentor profile, Settings > Schedule management). Mentors edit their own;
 * admins may too (an admin without a profile sees an empty form). Mentees
 * are told the pages are for mentors.
 */
export default class MentorSettingsPolicy extends BasePolicy {
  edit(user: User) {
    return user.role === 'MENTOR' || user.role === 'ADMIN'
      ? allow()
      : deny('FORBIDDEN', 'errors.auth.mentorOnly')
  }
}
