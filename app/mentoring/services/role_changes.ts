import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { User } from '#accounts/index'
import type { Role } from '#business/accounts'
import MentorProfile from '#mentoring/models/mentor_profile'
import { grantMentorProfile } from '#mentoring/services/mentor_onboarding'

/**
 * A member's new role (an admin's change), for the catalogue: a new MENTOR gets an approved,
 * active profile (or their old one back); a MENTOR who becomes a mentee has their profile
 * hidden, not deleted, so their sessions, reviews and schedule survive a change back.
 */
export async function followRoleChange(user: User, previous: Role, trx: TransactionClientContract) {
  if (user.role === 'MENTOR') {
    const profile = await grantMentorProfile(user, trx)
    if (!profile.isActive) {
      profile.isActive = true
      await profile.save()
    }
    return
  }
  if (previous === 'MENTOR' && user.role === 'STUDENT') {
    await MentorProfile.query({ client: trx }).where('userId', user.id).update({ isActive: false })
  }
}
