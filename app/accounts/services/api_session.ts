import type { HttpContext } from '@adonisjs/core/http'
import { AppError } from '#core/errors'
import { hasSessionCookies } from '#accounts/services/sign_in'

/**
 * The signed-in user of an API call, or the spec's 401: 'No token provided'
 * when the call carries no session (nor remember-me) cookie at all,
 * 'Unauthorized' when it carries one that no longer signs anybody in.
 * A suspended account is signed out and refused.
 */
export async function requireSignedIn(ctx: HttpContext) {
  if (await ctx.auth.check()) {
    const user = ctx.auth.user!
    if (!user.isSuspended) return user
    await ctx.auth.use('web').logout()
    throw new AppError('FORBIDDEN', { messageKey: 'errors.auth.suspended' })
  }
  if (!hasSessionCookies(ctx)) {
    throw new AppError('UNAUTHORIZED', { messageKey: 'auth.api.noTokenProvided' })
  }
  throw new AppError('UNAUTHORIZED')
}
