import emitter from '@adonisjs/core/services/emitter'
import { isUniqueViolation } from '#database/errors'
import type { Locale } from '#business/app'
import User from '#accounts/models/user'
import { issueToken, tokenLink } from '#accounts/services/account_tokens'
import { findUserByEmail, normalizeEmail } from '#accounts/services/sign_in'
import { sendVerificationEmail } from '#accounts/services/account_mailer'

export type RegistrationInput = {
  first_name: string
  last_name: string
  email: string
  password: string
  /** A captured referral code, passed on with user:registered (referrals attributes the new user). */
  referralCode?: string | null
}

export type RegistrationResult = { ok: true; user: User } | { ok: false; reason: 'email_taken' }

/**
 * Creates a mentee account waiting for e-mail verification and mails the
 * verification link (queued, in the visitor's language).
 */
export async function registerAccount(
  input: RegistrationInput,
  locale: Locale
): Promise<RegistrationResult> {
  const email = normalizeEmail(input.email)
  if (await findUserByEmail(email)) return { ok: false, reason: 'email_taken' }

  let user: User
  try {
    user = await User.create({
      firstName: input.first_name,
      lastName: input.last_name,
      email,
      password: input.password,
      role: 'STUDENT',
      status: 'active',
      locale,
      onboarded: false,
      emailVerifiedAt: null,
    })
  } catch (error) {
    // Two sign-ups with one address at the same moment: the second loses.
    if (isUniqueViolation(error)) {
      return { ok: false, reason: 'email_taken' }
    }
    throw error
  }

  await emitter.emit('user:registered', {
    userId: user.id,
    email: user.email,
    referralCode: input.referralCode ?? null,
  })
  await sendVerificationLink(user)
  return { ok: true, user }
}

export async function sendVerificationLink(user: User) {
  const token = await issueToken(user, 'email_verification')
  await sendVerificationEmail(user, tokenLink('email_verification', token))
}
