import db from '@adonisjs/lucid/services/db'
import User from '#accounts/models/user'
import AuthToken from '#accounts/models/auth_token'
import { deleteMemberAccount } from '#accounts/services/account_deletion'
import { commandSource } from '#core/services/audit_log'
import type { RetentionRule } from '#core/services/personal_data'
import { deletedCount, olderThan } from '#core/services/retention'
import { toDbInstant } from '#database/columns'
import { RETENTION } from '#business/retention'

/** Accounts' retention rules (README "Privacy and retention"), registered by its provider. */
export const accountsRetention: RetentionRule[] = [
  {
    module: 'accounts',
    what: 'sign-ups never verified',
    keptFor: `${RETENTION.unverifiedAccountDays} days`,
    run: async (now) => {
      // A member who never verified their address cannot sign in: nothing of theirs is in use.
      // Invited mentors are the mentor onboarding's (their invitation has its own expiry).
      const stale = await User.query()
        .whereNull('emailVerifiedAt')
        .whereNull('lastLoginAt')
        .where('role', 'STUDENT')
        .where('createdAt', '<', olderThan(now, { days: RETENTION.unverifiedAccountDays }))
      for (const user of stale) {
        await deleteMemberAccount(user, { by: 'retention' }, commandSource('privacy:retention'))
      }
      return stale.length
    },
  },
  {
    module: 'accounts',
    what: 'expired or used account links (verification, password reset)',
    keptFor: `${RETENTION.usedTokenDays} days after expiry or use`,
    run: async (now) => {
      const before = olderThan(now, { days: RETENTION.usedTokenDays })
      const removed = await AuthToken.query()
        .where((token) => token.where('expiresAt', '<', before).orWhere('usedAt', '<', before))
        .delete()
      return deletedCount(removed)
    },
  },
  {
    module: 'accounts',
    what: 'expired "remember me" tokens',
    keptFor: 'until they expire',
    run: async (now) =>
      deletedCount(
        await db.from('remember_me_tokens').where('expires_at', '<', toDbInstant(now)).delete()
      ),
  },
]
