import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import SessionTransformer from '#scheduling/transformers/session_transformer'
import { COMMUNICATION_TOOLS, SESSION_RULES } from '#business/sessions'
import { AppError } from '#core/errors'
import { formMessages } from '#core/services/form_messages'
import { memberById, type User } from '#accounts/index'
import { findListedMentor, mentorProfileById, profilePath } from '#mentoring/index'
import { bookSession, findBookingMentor } from '#scheduling/services/booking'
import { bookableSlots, slotStampOf } from '#scheduling/services/slot_cache'
import {
  bookingCoverage,
  bookingMonth,
  nextBookingMonthStart,
} from '#scheduling/services/entitlements'
import { bookedSessionFor, sessionViewOf } from '#scheduling/services/session_views'
import { membersOfSessions } from '#scheduling/services/session_parties'
import { bookingValidator, slotsValidator } from '#scheduling/validators/sessions'
import SessionPolicy from '#scheduling/policies/session_policy'
import { SessionError } from '#scheduling/errors'
import BookingMentorTransformer from '#scheduling/transformers/booking_mentor_transformer'
import BookingCoverageTransformer from '#scheduling/transformers/booking_coverage_transformer'
import SlotsTransformer from '#scheduling/transformers/slots_transformer'
import WaitingLineTransformer from '#scheduling/transformers/waiting_line_transformer'
import { visibleSlots } from '#scheduling/services/slot_holds'
import { linePlaceOf } from '#scheduling/services/waiting_line'

function mentorNotFound(): never {
  throw new SessionError('mentor_not_found')
}

async function listedMentor(id: unknown) {
  const ref = await findListedMentor(String(id))
  if (!ref) mentorNotFound()
  return ref
}

function parseInstant(value: string) {
  return DateTime.fromISO(value, { setZone: true }).toUTC()
}

/**
 * When PRO's call with this mentor this month is used: the day the next one
 * comes (the 1st of next month, mentee's zone) and the mentor's first free
 * slot from then, the way on besides other mentors.
 */
async function nextMonthOf(mentorUserId: number, viewer: User, now: DateTime) {
  const from = nextBookingMonthStart(now, viewer.timezone)
  const stamp = await slotStampOf(String(mentorUserId))
  const list = stamp
    ? await bookableSlots(stamp, { now, from, until: from.plus({ months: 1 }) })
    : null
  return {
    bookableFrom: from.toISODate()!,
    firstAvailableAt: list?.items[0]?.startsAt ?? null,
  }
}

/**
 * Booking a mentor: the page (/mentors/:id/sessions/new), the mentor's
 * slots and the booking call.
 */
export default class BookingController {
  async show({ params, inertia, auth, bouncer }: HttpContext) {
    const viewer = auth.getUserOrFail()
    const ref = await listedMentor(params.id)
    const [user, profile] = await Promise.all([
      memberById(ref.userId),
      mentorProfileById(ref.profileId),
    ])
    if (!user || !profile) mentorNotFound()
    const now = DateTime.utc()
    const [{ entitlement, refusal }, place] = await Promise.all([
      bookingCoverage(viewer.id, ref.userId, bookingMonth(now, viewer.timezone), now),
      linePlaceOf(ref.userId, viewer.id, now),
    ])
    return inertia.render('scheduling/book_session', {
      mentor: BookingMentorTransformer.transform({
        member: user,
        profile,
        profilePath: profilePath(ref),
      }),
      coverage: BookingCoverageTransformer.transform({
        entitlement: entitlement?.kind ?? null,
        refusal,
        nextMonth:
          refusal === 'mentor_monthly_limit' ? await nextMonthOf(ref.userId, viewer, now) : null,
      }),
      communicationTools: [...COMMUNICATION_TOOLS],
      waitingLine: WaitingLineTransformer.transform(place),
      isSelf: await bouncer.with(SessionPolicy).denies('book', ref),
    })
  }

  /** GET /api/mentors/:id/slots?from=&until= */
  async slots(ctx: HttpContext) {
    const stamp = await slotStampOf(String(ctx.params.id))
    if (!stamp) mentorNotFound()
    const query = await ctx.request.validateUsing(slotsValidator, {
      data: ctx.request.qs(),
      messagesProvider: formMessages(ctx, 'sessions'),
    })
    const now = DateTime.utc()
    const from = query.from ? parseInstant(query.from) : now
    const horizon = now.plus({ days: SESSION_RULES.slotHorizonDays })
    const until = query.until ? DateTime.min(parseInstant(query.until), horizon) : horizon
    const list = await bookableSlots(stamp, { now, from, until })
    if (!list) mentorNotFound()
    // Slots held for another mentee of the waiting line are not shown; the viewer's own is named.
    const viewerId = ctx.auth.user?.id ?? null
    return new SlotsTransformer(
      await visibleSlots(list, stamp.mentor.userId, viewerId, now)
    ).toObject()
  }

  /** POST /api/mentors/:id/sessions -> 201 { session } */
  async store(ctx: HttpContext) {
    const mentee = ctx.auth.getUserOrFail()
    const mentor = await findBookingMentor(String(ctx.params.id))
    if (!mentor) mentorNotFound()
    const input = await ctx.request.validateUsing(bookingValidator, {
      messagesProvider: formMessages(ctx, 'sessions'),
    })
    const startsAt = parseInstant(input.startsAt)
    if (!startsAt.isValid) {
      throw new AppError('VALIDATION_ERROR', {
        errors: { startsAt: ['sessions.errors.slotUnavailable'] },
      })
    }
    await ctx.bouncer.with(SessionPolicy).authorize('book', mentor)
    const session = await bookSession(mentee, mentor, { ...input, startsAt })
    const members = await membersOfSessions([session])
    ctx.response.status(201)
    // A new booking has no reschedule request whose time could be free.
    const view = sessionViewOf(
      bookedSessionFor(session),
      mentee,
      DateTime.utc(),
      new Set(),
      members
    )
    return { session: new SessionTransformer(view).toObject() }
  }
}
