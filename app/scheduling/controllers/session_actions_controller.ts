import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { AppError } from '#core/errors'
import { formMessages } from '#core/services/form_messages'
import MentoringSession from '#scheduling/models/mentoring_session'
import SessionPolicy from '#scheduling/policies/session_policy'
import {
  cancelSession,
  confirmReschedule,
  confirmSession,
  declineReschedule,
  openRescheduleRequest,
  requestReschedule,
  setMeetingLink,
} from '#scheduling/services/session_lifecycle'
import { findSessionForView, sessionViewsOf } from '#scheduling/services/session_views'
import SessionTransformer from '#scheduling/transformers/session_transformer'
import {
  cancelValidator,
  meetingLinkValidator,
  rescheduleValidator,
} from '#scheduling/validators/sessions'

/**
 * The session the route names (`:id`), loaded with `load`; NOT_FOUND when
 * there is none, the same answer SessionPolicy gives a caller who is not a
 * party of it.
 */
export async function sessionOfRoute(
  { params }: HttpContext,
  load: (id: number) => Promise<MentoringSession | null> = (id) => MentoringSession.find(id)
) {
  const session = await load(Number(params.id))
  if (!session) throw new AppError('NOT_FOUND', { messageKey: 'sessions.errors.notFound' })
  return session
}

/** The session as its viewer sees it after an action. */
export async function sessionAnswer(ctx: HttpContext) {
  const session = await sessionOfRoute(ctx, findSessionForView)
  await ctx.bouncer.with(SessionPolicy).authorize('view', session)
  const [view] = await sessionViewsOf([session], ctx.auth.getUserOrFail())
  return { session: new SessionTransformer(view).toObject() }
}

/**
 * Confirm, cancel, reschedule (request, confirm, decline) and the meeting
 * link. Each is authorised (SessionPolicy) before its input is read, so a
 * stranger's call never gets as far as a validation error; whether the
 * session's state allows it is the lifecycle's to say.
 */
export default class SessionActionsController {
  async confirm(ctx: HttpContext) {
    const session = await sessionOfRoute(ctx)
    const now = DateTime.utc()
    await ctx.bouncer.with(SessionPolicy).authorize('confirm', session, now)
    await confirmSession(ctx.auth.getUserOrFail(), session.id, now)
    return sessionAnswer(ctx)
  }

  async cancel(ctx: HttpContext) {
    const session = await sessionOfRoute(ctx)
    await ctx.bouncer.with(SessionPolicy).authorize('cancel', session)
    const { reason } = await ctx.request.validateUsing(cancelValidator, {
      messagesProvider: formMessages(ctx, 'sessions'),
    })
    await cancelSession({ user: ctx.auth.getUserOrFail() }, session.id, reason)
    return sessionAnswer(ctx)
  }

  async reschedule(ctx: HttpContext) {
    const session = await sessionOfRoute(ctx)
    await ctx.bouncer.with(SessionPolicy).authorize('reschedule', session)
    const input = await ctx.request.validateUsing(rescheduleValidator, {
      messagesProvider: formMessages(ctx, 'sessions'),
    })
    const startsAt = DateTime.fromISO(input.startsAt, { setZone: true }).toUTC()
    await requestReschedule(ctx.auth.getUserOrFail(), session.id, {
      startsAt,
      reason: input.reason,
    })
    return sessionAnswer(ctx)
  }

  async confirmReschedule(ctx: HttpContext) {
    const session = await sessionOfRoute(ctx)
    const now = DateTime.utc()
    await ctx.bouncer
      .with(SessionPolicy)
      .authorize('answerReschedule', session, await openRescheduleRequest(session, now))
    await confirmReschedule(session.id, now)
    return sessionAnswer(ctx)
  }

  async declineReschedule(ctx: HttpContext) {
    const session = await sessionOfRoute(ctx)
    const now = DateTime.utc()
    await ctx.bouncer
      .with(SessionPolicy)
      .authorize('answerReschedule', session, await openRescheduleRequest(session, now))
    await declineReschedule(session.id, now)
    return sessionAnswer(ctx)
  }

  async meetingLink(ctx: HttpContext) {
    const session = await sessionOfRoute(ctx)
    // A stranger learns nothing; a party's input is read before the mentor-only rule.
    await ctx.bouncer.with(SessionPolicy).authorize('view', session)
    const { meetingLink } = await ctx.request.validateUsing(meetingLinkValidator, {
      messagesProvider: formMessages(ctx, 'sessions'),
    })
    await ctx.bouncer.with(SessionPolicy).authorize('setMeetingLink', session)
    await setMeetingLink(session.id, meetingLink)
    return sessionAnswer(ctx)
  }
}
