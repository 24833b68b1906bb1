import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import type { SessionTab } from '#business/sessions'
import { AppError } from '#core/errors'
import { formMessages } from '#core/services/form_messages'
import MentorProfile from '#mentoring/models/mentor_profile'
import { mentorSlots } from '#scheduling/services/booking'
import { hasDueSessions, settleDueSessions } from '#scheduling/services/session_lifecycle'
import { findSessionFor, listSessions, sessionViewsOf } from '#scheduling/services/session_views'
import { listValidator } from '#scheduling/validators/sessions'

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
    return ctx.inertia.render('scheduling/my_sessions', {
      tab,
      sessions: await listSessions(user, tab, query.page ?? 1, undefined, now),
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
    return listSessions(user, query.tab ?? 'upcoming', query.page ?? 1, undefined, now)
  }

  /** GET /api/sessions/:id */
  async show({ auth, params }: HttpContext) {
    const user = auth.getUserOrFail()
    const now = await settled()
    const session = await findSessionFor(user, Number(params.id))
    if (!session) throw new AppError('NOT_FOUND', { messageKey: 'sessions.errors.notFound' })
    const [view] = await sessionViewsOf([session], user, now)
    return { session: view }
  }

  /** GET /api/sessions/:id/slots: the mentor's slots a reschedule may move to. */
  async slots({ auth, params }: HttpContext) {
    const user = auth.getUserOrFail()
    const session = await findSessionFor(user, Number(params.id))
    if (!session) throw new AppError('NOT_FOUND', { messageKey: 'sessions.errors.notFound' })
    const mentorUserId = session.mentorUserId
    const profile =
      mentorUserId === null ? null : await MentorProfile.findBy('userId', mentorUserId)
    if (!profile) throw new AppError('NOT_FOUND', { messageKey: 'sessions.errors.mentorNotFound' })
    const list = await mentorSlots(
      { userId: profile.userId, profileId: profile.id },
      { excludeSessionId: session.id }
    )
    return {
      data: list.slots.map((slot) => ({ startsAt: slot.start.toISO(), endsAt: slot.end.toISO() })),
      mentorTimeZone: list.mentorTimeZone,
      durationMinutes: list.durationMinutes,
      calendarUnavailable: list.calendarUnavailable,
    }
  }
}
