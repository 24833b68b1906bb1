import { SESSION_RULES } from '#business/accounts'
import type User from '#accounts/models/user'

const PLACEHOLDER_ORIGIN = 'http://same-site.invalid'

/**
 * A `returnTo` value is followed only when it is a path on this site: it
 * starts with exactly one "/" (not "//" nor "/\", which browsers treat as
 * another host), holds no control characters, and resolves to this origin.
 * Anything else is ignored, so sign-in can never redirect off-site.
 */
export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== 'string') return null
  if (!value || value.length > SESSION_RULES.returnToMaxLength) return null
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null
  try {
    const url = new URL(value, PLACEHOLDER_ORIGIN)
    if (url.origin !== PLACEHOLDER_ORIGIN) return null
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return null
  }
}

/** Where a user lands after signing in when no (safe) `returnTo` was given. */
export function homeFor(user: User) {
  return user.role === 'STUDENT' && !user.onboarded ? '/onboarding' : '/dashboard'
}

export function afterSignIn(user: User, returnTo: unknown) {
  return safeReturnTo(returnTo) ?? homeFor(user)
}
