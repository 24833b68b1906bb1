import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import type { SessionTab } from '#business/sessions'
import { SessionError } from '#scheduling/errors'
import { formMessages } from '#core/services/form_messages'
import { mentorProfileIdOf } from '#mentoring/index'
import { bookableSlotsOf, mentorSlots } from '#scheduling/services/booking'
import { hasDueSessions, settleDueSessions } from '#scheduling/services/session_lifecycle'
import {
  findSessionForView,
  listSessions,
  sessionViewsOf,
} from '#scheduling/services/session_views'
import SessionPolicy from '#scheduling/policies/session_policy'
import { sessionOfRoute } from '#scheduling/controllers/session_actions_controller'
import { listValidator } from '#scheduling/validators/sessions'
import SessionPageTransformer from '#scheduling/transformers/session_page_transformer'
import SessionTransformer from '#scheduling/transformers/session_transformer'
import SlotsTransformer from '#scheduling/transformers/slots_transformer'

/** Sessions whose end or confirmation deadline has passed are settled before they are read. */
async function settled() {
  const now = DateTime.utc()
  if (await hasDueSessions(now)) await settleDueSessions(now)
  return now
}

/** My Sessions: the page, its list call and one session (for its parties only). */
export default class SessionsController {
  async page(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const query = await ctx.request
      .validateUsing(listValidator, {
        data: ctx.request.qs(),
        messagesProvider: formMessages(ctx, 'sessions'),
      })
      .catch(() => ({ tab: undefined, page: undefined }))
    const tab: SessionTab = query.tab ?? 'upcoming'
    const now = await settled()
    const list = await listSessions(user, tab, query.page ?? 1, undefined, now)
    return ctx.inertia.render('scheduling/my_sessions', {
      tab,
      sessions: SessionPageTransformer.transform(list),
    })
  }

  /** GET /api/sessions?tab=&page= */
  async index(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const query = await ctx.request.validateUsing(listValidator, {
      data: ctx.request.qs(),
      messagesProvider: formMessages(ctx, 'sessions'),
    })
    const now = await settled()
    const list = await listSessions(user, query.tab ?? 'upcoming', query.page ?? 1, undefined, now)
    return new SessionPageTransformer(list).toObject()
  }

  /** GET /api/sessions/:id */
  async show(ctx: HttpContext) {
    const now = await settled()
    const session = await sessionOfRoute(ctx, findSessionForView)
    await ctx.bouncer.with(SessionPolicy).authorize('view', session)
    const [view] = await sessionViewsOf([session], ctx.auth.getUserOrFail(), now)
    return { session: new SessionTransformer(view).toObject() }
  }

  /** GET /api/sessions/:id/slots: the mentor's slots a reschedule may move to. */
  async slots(ctx: HttpContext) {
    const session = await sessionOfRoute(ctx)
    await ctx.bouncer.with(SessionPolicy).authorize('reschedule', session)
    const mentorUserId = session.mentorUserId
    const profileId = mentorUserId === null ? null : await mentorProfileIdOf(mentorUserId)
    if (mentorUserId === null || profileId === null) {
      throw new SessionError('mentor_not_found')
    }
    const list = await mentorSlots(
      { userId: mentorUserId, profileId },
      { excludeSessionId: session.id, forMentee: session.menteeUserId }
    )
    return new SlotsTransformer(bookableSlotsOf(list)).toObject()
  }
}
