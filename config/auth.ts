import { defineConfig } from '@adonisjs/auth'
import { sessionGuard } from '@adonisjs/auth/session'
import type { InferAuthenticators, InferAuthEvents, Authenticators } from '@adonisjs/auth/types'
import { SESSION_RULES } from '#business/accounts'
import { VersionedSessionUserProvider } from '#accounts/services/session_user_provider'

/**
 * Server-side sessions (the store follows SESSION_DRIVER), with "remember
 * me" tokens rotated on every use. Sessions carry the user's session version
 * so that a password reset ends all of them (VersionedSessionUserProvider).
 */
const authConfig = defineConfig({
  default: 'web',
  guards: {
    web: sessionGuard({
      useRememberMeTokens: true,
      rememberMeTokensAge: `${SESSION_RULES.rememberMeDays} days`,
      provider: new VersionedSessionUserProvider(),
    }),
  },
})

export default authConfig

/**
 * Inferring types from the configured auth
 * guards.
 */
declare module '@adonisjs/auth/types' {
  export interface Authenticators extends InferAuthenticators<typeof authConfig> {}
}
declare module '@adonisjs/core/types' {
  interface EventsList extends InferAuthEvents<Authenticators> {}
}
