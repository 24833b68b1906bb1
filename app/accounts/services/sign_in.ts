import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import limiter from '@adonisjs/limiter/services/main'
import { errors as limiterErrors } from '@adonisjs/limiter'
import type { HttpContext } from '@adonisjs/core/http'
import { RATE_LIMITS, SESSION_RULES } from '#business/accounts'
import User from '#accounts/models/user'

/**
 * Checking credentials and starting or ending a signed-in session. Expected
 * refusals come back as values; the page and API controllers word them.
 */

export type CredentialsCheck =
  | { ok: true; user: User }
  | { ok: false; reason: 'invalid_credentials' | 'suspended' | 'unverified'; user?: User }
  | {
      ok: false
      reason: 'rate_limited'
      limit: InstanceType<typeof limiterErrors.E_TOO_MANY_REQUESTS>
    }

export function normalizeEmail(email: string) {
  return email.trim().toLowerCase()
}

export function findUserByEmail(email: string) {
  return User.findBy('email', normalizeEmail(email))
}

/**
 * Checks a password against the account of `email`, within the limit of
 * failed sign-ins per account (RATE_LIMITS.loginFailuresPerAccount), which
 * holds whatever address the guesses come from and whether or not the
 * account exists. Each attempt takes one from the account's allowance before
 * the password is checked, so parallel guesses cannot overtake the count; a
 * correct password gives the allowance back. Over the limit the check is
 * `rate_limited`, with the limiter's error (429 RATE_LIMIT_EXCEEDED and
 * Retry-After for the API, the form's rate-limit error for the page).
 */
export async function checkCredentials(email: string, password: string): Promise<CredentialsCheck> {
  // A copy: the limiter writes the parsed durations back into what it is given.
  const failures = limiter.use({ ...RATE_LIMITS.loginFailuresPerAccount })
  const key = `accounts_login_failures_${normalizeEmail(email).slice(0, 254)}`
  try {
    await failures.consume(key)
  } catch (error) {
    if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) {
      return { ok: false, reason: 'rate_limited', limit: error }
    }
    throw error
  }
  const check = await verifyCredentials(email, password)
  if (check.ok || check.reason !== 'invalid_credentials') await failures.delete(key)
  return check
}

/**
 * Same work whether or not the account exists (a hash is computed either
 * way), so timing does not tell which e-mails are registered.
 */
async function verifyCredentials(
  email: string,
  password: string
): Promise<Exclude<CredentialsCheck, { reason: 'rate_limited' }>> {
  const user = await findUserByEmail(email)
  if (!user || !user.password) {
    await hash.make(password)
    return { ok: false, reason: 'invalid_credentials' }
  }
  if (!(await hash.verify(user.password, password))) {
    return { ok: false, reason: 'invalid_credentials' }
  }
  if (hash.needsReHash(user.password)) {
    user.password = password
    await user.save()
  }
  // Refusals below only show to someone who knows the password.
  if (user.isSuspended) return { ok: false, reason: 'suspended', user }
  if (!user.emailVerifiedAt) return { ok: false, reason: 'unverified', user }
  return { ok: true, user }
}

/**
 * Signs the user in: the guard regenerates the session id, "remember me"
 * issues a rotating token, and a long-lived cookie remembers that this
 * browser had a session (so an expired one can be told apart, see
 * `sessionExpired`).
 */
export async function startSession(ctx: HttpContext, user: User, remember = false) {
  await ctx.auth.use('web').login(user, remember)
  user.lastLoginAt = DateTime.utc()
  await user.save()
  ctx.response.cookie(SESSION_RULES.hadSessionCookie, '1', {
    maxAge: `${SESSION_RULES.hadSessionCookieDays}d`,
    httpOnly: true,
    sameSite: 'lax',
  })
}

export async function endSession(ctx: HttpContext) {
  await ctx.auth.use('web').logout()
  ctx.response.clearCookie(SESSION_RULES.hadSessionCookie)
}

/**
 * A visitor without a session whose browser still holds the had-session
 * cookie was signed in before and lost the session to expiry (or to a
 * password reset elsewhere), not to signing out.
 */
export function hadExpiredSession(ctx: HttpContext) {
  return !ctx.auth.isAuthenticated && ctx.request.cookie(SESSION_RULES.hadSessionCookie) === '1'
}

export function forgetExpiredSession(ctx: HttpContext) {
  ctx.response.clearCookie(SESSION_RULES.hadSessionCookie)
}

/** Whether the request carries a session or remember-me cookie at all. */
export function hasSessionCookies(ctx: HttpContext) {
  const rememberMe = ctx.request.cookiesList()[ctx.auth.use('web').rememberMeKeyName]
  return !ctx.session.fresh || Boolean(rememberMe)
}
