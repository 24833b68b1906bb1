import type { HttpContext } from '@adonisjs/core/http'
import { userResponse } from '#accounts/transformers/api_user_transformer'
import { requireSignedIn } from '#accounts/services/api_session'

/**
 * POST /api/token/refresh: the client's one shared refresh after a 401.
 * A live session (or a remember-me cookie, which the guard rotates and turns
 * into a new session) answers {user} and is extended: the session store's
 * expiry and the session cookie start over with this response.
 */
export default class TokenRefreshController {
  async refresh(ctx: HttpContext) {
    const user = await requireSignedIn(ctx)
    ctx.session.put('refreshed_at', Date.now())
    return userResponse(ctx, user)
  }
}
