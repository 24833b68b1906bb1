/*
|--------------------------------------------------------------------------
| HTTP rate limiters
|--------------------------------------------------------------------------
|
| Each limiter is a route middleware. Counts live in the store LIMITER_STORE
| selects (database or Redis). Numbers come from config/business.
|
| JSON calls over the limit get 429 RATE_LIMIT_EXCEEDED (the exception
| handler); page forms are sent back with the spec's notification
| ('Rate limit exceeded / Please try again later.') and a form error.
| Forgot password is the exception: it always answers success.
|
*/

import limiter from '@adonisjs/limiter/services/main'
import { errors as limiterErrors } from '@adonisjs/limiter'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { RATE_LIMITS } from '#business/accounts'
import { wantsJson } from '#core/http'
import { backRateLimited, resetRequestedAnswer } from '#accounts/services/form_feedback'

export const throttle = limiter.define('global', () => {
  return limiter.allowRequests(10).every('1 minute')
})

type Middleware = (ctx: HttpContext, next: NextFn) => unknown

/** The e-mail a form or call names, normalised, as part of a limiter key. */
function emailKey(ctx: HttpContext) {
  const value = ctx.request.input('email')
  return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 254) : ''
}

function rule(limit: { requests: number; duration: string }) {
  return limiter.allowRequests(limit.requests).every(limit.duration)
}

/** Page forms over the limit go back with a translated notification instead of a bare 429. */
function forPagesToo(middleware: Middleware): Middleware {
  return async (ctx, next) => {
    try {
      return await middleware(ctx, next)
    } catch (error) {
      if (!(error instanceof limiterErrors.E_TOO_MANY_REQUESTS) || wantsJson(ctx)) throw error
      return backRateLimited(ctx)
    }
  }
}

function define(name: string, builder: (ctx: HttpContext) => ReturnType<typeof rule>) {
  return forPagesToo(limiter.define(name, builder))
}

export const loginThrottle = [
  define('accounts_login_ip', () => rule(RATE_LIMITS.loginPerIp)),
  define('accounts_login_email', (ctx) =>
    rule(RATE_LIMITS.loginPerEmailAndIp).usingKey(`${emailKey(ctx)}_${ctx.request.ip()}`)
  ),
]

export const registrationThrottle = [
  define('accounts_register_ip', () => rule(RATE_LIMITS.registrationPerIp)),
]

/**
 * Forgot password over the limit sends nothing but answers as usual: spec
 * section 7 reports every failure of POST /auth/forgot-password as success.
 */
function answeredAsSent(middleware: Middleware): Middleware {
  return async (ctx, next) => {
    try {
      return await middleware(ctx, next)
    } catch (error) {
      if (!(error instanceof limiterErrors.E_TOO_MANY_REQUESTS)) throw error
      return resetRequestedAnswer(ctx)
    }
  }
}

export const forgotPasswordThrottle = [
  answeredAsSent(limiter.define('accounts_forgot_ip', () => rule(RATE_LIMITS.forgotPasswordPerIp))),
  answeredAsSent(
    limiter.define('accounts_forgot_email', (ctx) =>
      rule(RATE_LIMITS.forgotPasswordPerEmail).usingKey(emailKey(ctx))
    )
  ),
]

export const resendVerificationThrottle = [
  define('accounts_resend_ip', () => rule(RATE_LIMITS.resendVerificationPerIp)),
  define('accounts_resend_email', (ctx) =>
    rule(RATE_LIMITS.resendVerificationPerEmail).usingKey(emailKey(ctx))
  ),
]

function blocking(limit: { requests: number; duration: string; blockDuration: string }) {
  return rule(limit).blockFor(limit.blockDuration)
}

/**
 * Deleting one's own account asks for the password: limited per account (whatever address the
 * guesses come from) and per address. Runs after the sign-in guard, which gives the account.
 */
export const accountDeletionThrottle = [
  define('accounts_deletion_ip', () => blocking(RATE_LIMITS.accountDeletionPerIp)),
  define('accounts_deletion_user', (ctx) =>
    blocking(RATE_LIMITS.accountDeletionPerAccount).usingKey(ctx.auth.getUserOrFail().id)
  ),
]
