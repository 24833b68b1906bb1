import { DateTime } from 'luxon'
import type User from '#accounts/models/user'
import { isStrongEnough } from '#business/password_strength'
import {
  consumeToken,
  findToken,
  issueToken,
  tokenLink,
  type TokenProblem,
} from '#accounts/services/account_tokens'
import { findUserByEmail } from '#accounts/services/sign_in'
import { endAllSessions } from '#accounts/services/session_versions'
import { sendPasswordChangedEmail, sendPasswordResetEmail } from '#accounts/services/account_mailer'

/**
 * Mails a reset link when an active account has this address. Callers
 * always report success (no account enumeration).
 */
export async function requestPasswordReset(email: string) {
  const user = await findUserByEmail(email)
  if (!user || user.isSuspended) return
  const token = await issueToken(user, 'password_reset')
  await sendPasswordResetEmail(user, tokenLink('password_reset', token))
}

export type PasswordResetResult =
  | { ok: true; user: User; invitation: boolean }
  | { ok: false; reason: TokenProblem | 'weak_password' }

/**
 * A mentor the team invited who has not chosen a first password yet: the
 * e-mailed link is their invitation, not a password reset.
 */
export function isInvitation(user: User) {
  return user.role === 'MENTOR' && user.password === null && user.emailVerifiedAt === null
}

/** Whether a reset link can still be used (the form is shown only then). */
export async function checkResetToken(token: string) {
  return findToken(token, 'password_reset')
}

/**
 * Sets the new password once per token, then ends every session of the
 * user (all devices, remember-me included) and tells the user by e-mail
 * (not for an invited mentor's first password).
 * Opening the link proves the mailbox, so an unverified address becomes
 * verified.
 */
export async function resetPassword(token: string, password: string): Promise<PasswordResetResult> {
  const lookup = await findToken(token, 'password_reset')
  if (lookup.status !== 'valid') return { ok: false, reason: lookup.status }

  const user = lookup.user
  const context = { email: user.email, firstName: user.firstName, lastName: user.lastName }
  if (!isStrongEnough(password, context)) return { ok: false, reason: 'weak_password' }
  if (!(await consumeToken(lookup.token))) return { ok: false, reason: 'used' }

  const invitation = isInvitation(user)
  user.password = password
  user.emailVerifiedAt ??= DateTime.utc()
  await user.save()
  await endAllSessions(user)
  // A first password chosen from an invitation changes nothing the person must be warned of.
  if (!invitation) await sendPasswordChangedEmail(user)
  return { ok: true, user, invitation }
}
