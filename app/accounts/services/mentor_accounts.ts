import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Locale } from '#business/app'
import User from '#accounts/models/user'

/** An invited mentor's account: no password yet (the invitation sets it), onboarded, unverified. */
export function createInvitedMentorAccount(
  invite: {
    email: string
    firstName: string
    lastName: string
    locale: Locale
    timezone?: string | null
  },
  trx: TransactionClientContract
): Promise<User> {
  return User.create(
    {
      email: invite.email,
      firstName: invite.firstName,
      lastName: invite.lastName,
      password: null,
      role: 'MENTOR',
      status: 'active',
      locale: invite.locale,
      ...(invite.timezone ? { timezone: invite.timezone } : {}),
      onboarded: true,
      emailVerifiedAt: null,
    },
    { client: trx }
  )
}

/** Takes an account back whole (its rows cascade): an invitation whose e-mail could not go. */
export async function deleteAccount(userId: number, trx: TransactionClientContract) {
  await User.query({ client: trx }).where('id', userId).delete()
}

/** An approved applicant becomes a mentor (an admin stays one), in the review's transaction. */
export async function promoteToMentor(userId: number, trx: TransactionClientContract) {
  const user = await User.findOrFail(userId, { client: trx })
  if (user.role === 'STUDENT') {
    user.role = 'MENTOR'
    await user.save()
  }
  return user
}
