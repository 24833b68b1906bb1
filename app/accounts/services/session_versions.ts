import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import User from '#accounts/models/user'

/**
 * Ends every session of the user, on every device and in every session
 * store: sessions remember the session version they started with and stop
 * authenticating once it changes (VersionedSessionUserProvider); remember-me
 * tokens are deleted.
 */
export async function endAllSessions(user: User) {
  await User.query().where('id', user.id).increment('session_version', 1)
  await db.from('remember_me_tokens').where('tokenable_id', user.id).delete()
  await user.refresh()
}

/**
 * Ends the user's other sessions and keeps the current one signed in (for a
 * password change in account settings).
 */
export async function endOtherSessions(ctx: HttpContext, user: User) {
  await endAllSessions(user)
  await ctx.auth.use('web').login(user)
}
