import { urlFor } from '@adonisjs/core/services/url_builder'
import { SESSION_RULES } from '#business/accounts'
import type User from '#accounts/models/user'

const PLACEHOLDER_ORIGIN = 'http://same-site.invalid'

/**
 * A `returnTo` value is followed only when it is a path on this site. It is
 * normalised first (dot segments, percent-encoded dots) and the decision is
 * made on the result: `/.//evil.example` normalises to `//evil.example`,
 * which a browser reads as another host. The kept path starts with exactly
 * one "/" and resolves to this origin; anything else is ignored, so sign-in
 * can never redirect off-site. This is the only check of `returnTo`.
 */
export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== 'string') return null
  if (!value || value.length > SESSION_RULES.returnToMaxLength) return null
  if (!value.startsWith('/')) return null
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null
  const path = normalisedPath(value)
  if (!path || path.startsWith('//') || normalisedPath(path) !== path) return null
  return path
}

/** The path, query and fragment `value` resolves to on this site, or null when it leaves it. */
function normalisedPath(value: string): string | null {
  if (!URL.canParse(value, PLACEHOLDER_ORIGIN)) return null
  const url = new URL(value, PLACEHOLDER_ORIGIN)
  if (url.origin !== PLACEHOLDER_ORIGIN) return null
  return `${url.pathname}${url.search}${url.hash}`
}

/** Where a user lands after signing in when no (safe) `returnTo` was given. */
export function homeFor(user: User) {
  return urlFor(
    user.role === 'STUDENT' && !user.onboarded ? 'accounts.onboarding' : 'scheduling.dashboard'
  )
}

export function afterSignIn(user: User, returnTo: unknown) {
  return safeReturnTo(returnTo) ?? homeFor(user)
}
