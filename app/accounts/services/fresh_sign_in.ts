import { DateTime } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import { ACCOUNT_DELETION_RULES } from '#business/accounts'
import type User from '#accounts/models/user'
import type { SocialProfile, SocialProvider } from '#accounts/services/social_sign_in'

/*
| A fresh sign-in through Google or LinkedIn, which confirms the deletion of an account that has
| no password: the member, signed in, goes to their provider once more; back on the provider's
| return page, the identity it vouches for must be the one linked to the signed-in account, and
| the confirmation then counts for ACCOUNT_DELETION_RULES.freshSignInMinutes in this session.
*/

/** Set when the member leaves for the provider: whose sign-in, through which provider. */
const AWAITED_KEY = 'account_deletion_awaited_sign_in'
/** Set once the provider confirmed the member: whose, and when. */
const CONFIRMED_KEY = 'account_deletion_fresh_sign_in'

const PROVIDER_COLUMN = { google: 'googleId', linkedin: 'linkedinId' } as const

/** The providers the account signs in with. */
export function linkedProviders(user: User): SocialProvider[] {
  return (['google', 'linkedin'] as const).filter((provider) => user[PROVIDER_COLUMN[provider]])
}

export function awaitFreshSignIn(ctx: HttpContext, user: User, provider: SocialProvider) {
  ctx.session.put(AWAITED_KEY, { userId: user.id, provider })
  ctx.session.forget(CONFIRMED_KEY)
}

/**
 * On the provider's return page: the signed-in member who went there to confirm their identity,
 * or null for an ordinary sign-in. The wait ends either way.
 */
export function pullAwaitedSignIn(ctx: HttpContext, provider: SocialProvider): User | null {
  const awaited = ctx.session.pull(AWAITED_KEY) as { userId?: number; provider?: string } | null
  const user = ctx.auth.user
  if (!awaited || !user || awaited.userId !== user.id || awaited.provider !== provider) return null
  return user
}

/** The provider vouched for the member: the account's own link to it, or someone else. */
export function confirmFreshSignIn(ctx: HttpContext, user: User, profile: SocialProfile) {
  const confirmed = user[PROVIDER_COLUMN[profile.provider]] === profile.providerId
  if (confirmed) {
    ctx.session.put(CONFIRMED_KEY, { userId: user.id, at: DateTime.utc().toISO() })
  }
  return confirmed
}

/** Until when the member's fresh sign-in confirms their deletion, or null (none, or too old). */
export function freshSignInUntil(ctx: HttpContext, user: User): DateTime | null {
  const confirmed = ctx.session.get(CONFIRMED_KEY) as { userId?: number; at?: string } | null
  if (!confirmed || confirmed.userId !== user.id || typeof confirmed.at !== 'string') return null
  const until = DateTime.fromISO(confirmed.at, { zone: 'utc' }).plus({
    minutes: ACCOUNT_DELETION_RULES.freshSignInMinutes,
  })
  return until.isValid && until > DateTime.utc() ? until : null
}
