import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#accounts/models/user'
import type { Role } from '#business/accounts'
import MentorProfile from '#mentoring/models/mentor_profile'

/**
 * An admin's role change, with its effect on the catalogue: a new MENTOR
 * gets an approved, active profile (or their old one back); a MENTOR who
 * becomes a mentee has their profile hidden, not deleted, so their sessions,
 * reviews and schedule survive a change back.
 */
export async function changeRole(user: User, role: Role, trx: TransactionClientContract) {
  const previous = user.role
  user.useTransaction(trx)
  user.role = role
  await user.save()

  const profile = await MentorProfile.query({ client: trx }).where('userId', user.id).first()
  if (role === 'MENTOR') {
    const now = DateTime.utc()
    if (!profile) {
      await MentorProfile.create(
        { userId: user.id, isApproved: true, approvedAt: now, isActive: true, companySizes: [] },
        { client: trx }
      )
    } else {
      profile.merge({ isActive: true, isApproved: true, approvedAt: profile.approvedAt ?? now })
      await profile.save()
    }
  } else if (previous === 'MENTOR' && role === 'STUDENT' && profile) {
    profile.isActive = false
    await profile.save()
  }
}
