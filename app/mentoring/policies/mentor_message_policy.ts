import { BasePolicy } from '@adonisjs/bouncer'
import { allow, deny } from '#core/authorization'
import type { User } from '#accounts/index'
import type { MentorRef } from '#mentoring/services/mentor_profile_page'

/**
 * Writing to a listed mentor from their profile: any member but the mentor
 * themself. Whether the mentor receives messages at all is their setting,
 * checked where the message is sent (#mentoring/services/mentor_messages).
 */
export default class MentorMessagePolicy extends BasePolicy {
  send(user: User, mentor: MentorRef) {
    return user.id === mentor.userId
      ? deny('FORBIDDEN', 'mentor_profile.message.errors.self')
      : allow()
  }
}
