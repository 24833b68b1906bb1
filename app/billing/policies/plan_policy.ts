import { BasePolicy } from '@adonisjs/bouncer'
import { allow, deny } from '#core/authorization'
import type { User } from '#accounts/index'

/**
 * Plans, payments, the subscription and the PRO features: what mentees (and
 * admins) have. Mentors volunteer and buy nothing: refused like every role
 * guard (a page load gets the 404 page, see the exception handler; a call
 * 403 FORBIDDEN).
 */
export default class PlanPolicy extends BasePolicy {
  use(user: User) {
    return user.role === 'MENTOR' ? deny('FORBIDDEN') : allow()
  }
}
