import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { AppError } from '#core/errors'
import { formMessages } from '#core/services/form_messages'
import {
  cancelSession,
  confirmReschedule,
  confirmSession,
  declineReschedule,
  requestReschedule,
  setMeetingLink,
} from '#scheduling/services/session_lifecycle'
import { findSessionFor, isSessionParty, sessionViewsOf } from '#scheduling/services/session_views'
import {
  cancelValidator,
  meetingLinkValidator,
  rescheduleValidator,
} from '#scheduling/validators/sessions'

/** The session as its viewer sees it after an action. */
export async function sessionAnswer({ auth, params }: HttpContext) {
  const user = auth.getUserOrFail()
  const session = await findSessionFor(user, Number(params.id))
  if (!session) throw new AppError('NOT_FOUND', { messageKey: 'sessions.errors.notFound' })
  const [view] = await sessionViewsOf([session], user)
  return { session: view }
}

/**
 * Someone else's (or no) session is NOT_FOUND before the input is read: a
 * stranger's call never gets as far as a validation error.
 */
export async function assertSessionParty({ auth, params }: HttpContext) {
  if (!(await isSessionParty(auth.getUserOrFail(), Number(params.id)))) {
    throw new AppError('NOT_FOUND', { messageKey: 'sessions.errors.notFound' })
  }
}

/** Confirm, cancel, reschedule (request, confirm, decline) and the meeting link. */
export default class SessionActionsController {
  async confirm(ctx: HttpContext) {
    await confirmSession(ctx.auth.getUserOrFail(), Number(ctx.params.id))
    return sessionAnswer(ctx)
  }

  async cancel(ctx: HttpContext) {
    await assertSessionParty(ctx)
    const { reason } = await ctx.request.validateUsing(cancelValidator, {
      messagesProvider: formMessages(ctx, 'sessions'),
    })
    await cancelSession({ user: ctx.auth.getUserOrFail() }, Number(ctx.params.id), reason)
    return sessionAnswer(ctx)
  }

  async reschedule(ctx: HttpContext) {
    await assertSessionParty(ctx)
    const input = await ctx.request.validateUsing(rescheduleValidator, {
      messagesProvider: formMessages(ctx, 'sessions'),
    })
    const startsAt = DateTime.fromISO(input.startsAt, { setZone: true }).toUTC()
    await requestReschedule(ctx.auth.getUserOrFail(), Number(ctx.params.id), {
      startsAt,
      reason: input.reason,
    })
    return sessionAnswer(ctx)
  }

  async confirmReschedule(ctx: HttpContext) {
    await confirmReschedule(ctx.auth.getUserOrFail(), Number(ctx.params.id))
    return sessionAnswer(ctx)
  }

  async declineReschedule(ctx: HttpContext) {
    await declineReschedule(ctx.auth.getUserOrFail(), Number(ctx.params.id))
    return sessionAnswer(ctx)
  }

  async meetingLink(ctx: HttpContext) {
    await assertSessionParty(ctx)
    const { meetingLink } = await ctx.request.validateUsing(meetingLinkValidator, {
      messagesProvider: formMessages(ctx, 'sessions'),
    })
    await setMeetingLink(ctx.auth.getUserOrFail(), Number(ctx.params.id), meetingLink)
    return sessionAnswer(ctx)
  }
}
