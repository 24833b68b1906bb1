import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { UserStatus } from '#business/accounts'
import { audit, type AuditSource } from '#core/services/audit_log'
import User from '#accounts/models/user'
import { endAllSessions } from '#accounts/services/session_versions'
import { settleLeavingMember } from '#accounts/services/leaving_members'

/**
 * An admin suspends a member or lets them back in. Suspending signs them out on every device
 * and cancels their sessions still to happen (scheduling's, the other party told, the credit
 * back); suspending again only finishes what an interrupted suspension left. Audited as
 * `user.suspend` / `user.reactivate` in the change's transaction. Who may not be suspended
 * (the admin themself) is the caller's rule.
 */
export async function changeMemberStatus(
  user: User,
  status: UserStatus,
  by: { admin: User; source: AuditSource }
) {
  const before = { status: user.status, suspendedAt: user.suspendedAt?.toISO() ?? null }
  if (user.status === status) {
    // Suspending again finishes what an interrupted suspension left (nothing twice).
    if (status === 'suspended') await settleLeavingMember(user, by.admin)
    return
  }
  await db.transaction(async (trx) => {
    user.useTransaction(trx)
    user.merge({ status, suspendedAt: status === 'suspended' ? DateTime.utc() : null })
    await user.save()
    await audit(
      by.source,
      {
        action: status === 'suspended' ? 'user.suspend' : 'user.reactivate',
        entityType: 'user',
        entityId: user.id,
        before,
        after: { status, suspendedAt: user.suspendedAt?.toISO() ?? null },
      },
      trx
    )
  })
  if (status === 'suspended') {
    // Signed out everywhere: every session of the user stops authenticating.
    await endAllSessions(user)
    await settleLeavingMember(user, by.admin)
  }
}

/**
 * Another module's suspension of a member by an admin (the console's reported conversations).
 * False when the account is gone.
 */
export async function suspendMember(userId: number, by: { admin: User; source: AuditSource }) {
  const user = await User.find(userId)
  if (!user) return false
  await changeMemberStatus(user, 'suspended', by)
  return true
}
