import type { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import User from '#accounts/models/user'
import { linkedProviders } from '#accounts/services/fresh_sign_in'

/*
| A member deleting their own account (Settings > Privacy and data), before
| `deleteMemberAccount` does it: how they prove it is them, and what refuses it.
*/

/** An account with a password confirms with it; one without, through its Google or LinkedIn. */
export function confirmsWithPassword(user: User) {
  return Boolean(user.password) || linkedProviders(user).length === 0
}

/** The console would be left without anyone to run it. */
export async function isLastActiveAdmin(user: User) {
  if (!user.isAdmin || user.isSuspended) return false
  const others = await User.query()
    .where('role', 'ADMIN')
    .where('status', 'active')
    .whereNot('id', user.id)
    .first()
  return others === null
}

export type SelfDeletionRefusal = 'last_admin' | 'wrong_password' | 'sign_in_again'

/**
 * Why the deletion cannot go ahead, or null: the last active admin stays; the password must be
 * the account's; an account without one needs a fresh sign-in through its provider.
 */
export async function selfDeletionRefusal(
  user: User,
  proof: { password?: string; freshSignInUntil: DateTime | null }
): Promise<SelfDeletionRefusal | null> {
  if (await isLastActiveAdmin(user)) return 'last_admin'
  if (!confirmsWithPassword(user)) return proof.freshSignInUntil ? null : 'sign_in_again'
  const password = proof.password ?? ''
  if (!user.password) {
    // Same work as a wrong password: the answer's timing tells nothing.
    await hash.make(password)
    return 'wrong_password'
  }
  return (await hash.verify(user.password, password)) ? null : 'wrong_password'
}
