import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#accounts/models/user'
import type { Role } from '#business/accounts'
import { port } from '#core/port'

/**
 * What a new role means outside accounts (a MENTOR's profile is mentoring's), carried out in
 * the role change's transaction. Mentoring depends on accounts, so it provides this when the
 * app starts.
 */
type RoleChangeEffects = (
  user: User,
  previous: Role,
  trx: TransactionClientContract
) => Promise<void>

const roleChanges = port<RoleChangeEffects>('Role change effects')

export const followRoleChangesWith = roleChanges.provide

/** An admin's role change, with its effects elsewhere in the same transaction. */
export async function changeRole(user: User, role: Role, trx: TransactionClientContract) {
  const previous = user.role
  user.useTransaction(trx)
  user.role = role
  await user.save()
  await roleChanges.get()(user, previous, trx)
}
