import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import env from '#start/env'
import { signedUrlFor } from '@adonisjs/core/services/url_builder'
import { ACCOUNT_RULES, type AuthTokenPurpose } from '#business/accounts'
import AuthToken from '#accounts/models/auth_token'
import type User from '#accounts/models/user'
import { toDbInstant } from '#database/columns'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * Single-use e-mailed tokens (e-mail verification, password reset): 32
 * random bytes sent once, only their SHA-256 hash stored, an expiry, and a
 * `used_at` set atomically on use. The links that carry them are also
 * signed URLs expiring at the same time, so a tampered link is refused
 * before the database is asked.
 */

const LIFETIME_HOURS: Record<AuthTokenPurpose, number> = {
  email_verification: ACCOUNT_RULES.verificationTokenHours,
  password_reset: ACCOUNT_RULES.passwordResetTokenHours,
}

/** Route and signature purpose of each kind of link. */
const LINK_ROUTES = {
  email_verification: 'accounts.verifyEmail',
  password_reset: 'accounts.recoverPassword',
} as const

export type TokenProblem = 'invalid' | 'expired' | 'used'

export type TokenLookup =
  { status: 'valid'; token: AuthToken; user: User } | { status: TokenProblem }

export function hashToken(token: string) {
  return createHash('sha256').update(token).digest('hex')
}

export type TokenOptions = {
  /** A longer life than the purpose's usual one (a mentor's invitation: days). */
  hours?: number
  /** Issued inside the caller's transaction. */
  client?: TransactionClientContract
}

/**
 * A new token for the user; earlier unused tokens of the same purpose stop
 * working, so only the latest e-mail's link is valid.
 */
export async function issueToken(
  user: User,
  purpose: AuthTokenPurpose,
  options: TokenOptions = {}
) {
  const token = randomBytes(32).toString('base64url')
  const client = options.client ? { client: options.client } : undefined
  await AuthToken.query(client)
    .where('user_id', user.id)
    .where('purpose', purpose)
    .whereNull('used_at')
    .delete()
  await AuthToken.create(
    {
      userId: user.id,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: DateTime.utc().plus({ hours: options.hours ?? LIFETIME_HOURS[purpose] }),
      usedAt: null,
    },
    client
  )
  return token
}

/** The absolute, signed link an e-mail carries (expiring with its token). */
export function tokenLink(
  purpose: AuthTokenPurpose,
  token: string,
  hours: number = LIFETIME_HOURS[purpose]
) {
  return signedUrlFor(
    LINK_ROUTES[purpose],
    { token },
    {
      expiresIn: `${hours}h`,
      purpose,
      prefixUrl: env.get('APP_URL').replace(/\/+$/, ''),
    }
  )
}

export async function findToken(
  token: string | null | undefined,
  purpose: AuthTokenPurpose
): Promise<TokenLookup> {
  if (!token || token.length > 200) return { status: 'invalid' }
  const record = await AuthToken.query()
    .where('token_hash', hashToken(token))
    .where('purpose', purpose)
    .preload('user')
    .first()
  if (!record) return { status: 'invalid' }
  if (record.usedAt) return { status: 'used' }
  if (record.expiresAt <= DateTime.utc()) return { status: 'expired' }
  return { status: 'valid', token: record, user: record.user }
}

/**
 * Marks the token used. Only one of two concurrent uses wins: the update
 * only touches a row that is still unused and unexpired.
 */
export async function consumeToken(record: AuthToken): Promise<boolean> {
  const now = DateTime.utc()
  const updated = await AuthToken.query()
    .where('id', record.id)
    .whereNull('used_at')
    .where('expires_at', '>', toDbInstant(now))
    .update({ used_at: toDbInstant(now) })
  return Number(Array.isArray(updated) ? updated[0] : updated) === 1
}
