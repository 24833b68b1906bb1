import { BasePolicy } from '@adonisjs/bouncer'
import { allow, deny } from '#core/authorization'
import type { User } from '#accounts/index'

/**
 * Becoming a mentor: only a mentee (STUDENT) applies; mentors and admins
 * already have mentor access. The page asks it to offer the form, the
 * application call to accept one.
 */
export default class MentorApplicationPolicy extends BasePolicy {
  apply(user: User) {
    return user.role === 'STUDENT' ? allow() : deny('FORBIDDEN', 'applications.errors.notAllowed')
  }
}
