import db from '@adonisjs/lucid/services/db'
import User from '#accounts/models/user'
import { audit, type AuditSource } from '#core/services/audit_log'
import { personalDataParts, type DataSubject, type Leaver } from '#core/services/personal_data'

/** The member as every module's part sees them while their data is exported or erased. */
export function dataSubjectOf(user: User): DataSubject {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    locale: user.locale,
  }
}

/**
 * Deletes a member's account, whether they ask (Settings > Privacy) or an admin does (the
 * console): one path for both. First what must happen while the account still exists (each
 * module's `leave`: a subscription stopped, upcoming sessions cancelled with the other party
 * told and credits back), then, in one transaction, each module removes or anonymises its part
 * (in the reverse order of the providers: scheduling's schedules before mentoring's profile they
 * hang off, core's audit log last) and the user's row goes (sign-in ends on every device: the
 * session guard no longer finds the user). The audit entry names the account by id only; a
 * member's own deletion records neither them as its actor (their row is gone) nor their address.
 */
export async function deleteMemberAccount(user: User, leaver: Leaver, source: AuditSource) {
  const subject = dataSubjectOf(user)
  for (const part of personalDataParts()) await part.leave?.(subject, leaver)
  await db.transaction(async (trx) => {
    for (const part of [...personalDataParts()].reverse()) await part.erase(subject, trx)
    await User.query({ client: trx }).where('id', user.id).delete()
    // A member deleting themselves is no longer there to be the entry's actor: `by` says who.
    await audit(
      leaver.by === 'self' ? { ...source, actorId: null, ip: null } : source,
      {
        action: 'user.delete',
        entityType: 'user',
        entityId: user.id,
        after: { by: leaver.by, role: user.role },
      },
      trx
    )
  })
}
