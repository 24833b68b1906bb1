import { DateTime } from 'luxon'
import type User from '#accounts/models/user'
import { consumeToken, findToken, type TokenProblem } from '#accounts/services/account_tokens'
import { sendVerificationLink } from '#accounts/services/registration'
import { findUserByEmail } from '#accounts/services/sign_in'
import { sendWelcomeEmail } from '#accounts/services/account_mailer'

export type VerificationResult = { ok: true; user: User } | { ok: false; reason: TokenProblem }

/**
 * Confirms the e-mail address behind a verification token (once) and sends
 * the welcome e-mail.
 */
export async function verifyEmailToken(token: string): Promise<VerificationResult> {
  const lookup = await findToken(token, 'email_verification')
  if (lookup.status !== 'valid') return { ok: false, reason: lookup.status }
  if (!(await consumeToken(lookup.token))) return { ok: false, reason: 'used' }

  const user = lookup.user
  if (!user.emailVerifiedAt) {
    user.emailVerifiedAt = DateTime.utc()
    await user.save()
    await sendWelcomeEmail(user)
  }
  return { ok: true, user }
}

/**
 * Sends a fresh link to an account that still waits for verification.
 * Callers always report success, whatever happened, so the form cannot be
 * used to find out which addresses have accounts.
 */
export async function resendVerification(email: string) {
  const user = await findUserByEmail(email)
  if (!user || user.emailVerifiedAt || user.isSuspended) return
  await sendVerificationLink(user)
}
