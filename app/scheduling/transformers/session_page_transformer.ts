import { BaseTransformer } from '@adonisjs/core/transformers'
import type { SessionPage } from '#scheduling/services/session_views'
import SessionTransformer from '#scheduling/transformers/session_transformer'

/**
 * One page of My Sessions (`Data.Scheduling.SessionPage`): the cards and where the page stands.
 * The list's JSON call (GET /api/sessions) answers through it too, so the page reloads its list
 * through it.
 */
export default class SessionPageTransformer extends BaseTransformer<SessionPage> {
  toObject() {
    return {
      data: this.resource.data.map((view) => new SessionTransformer(view).toObject()),
      meta: this.resource.meta,
    }
  }
}
