import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { SESSION_RULES, type CommunicationTool, LIVE_SESSION_STATUSES } from '#business/sessions'
import { SessionError } from '#scheduling/errors'
import { isUniqueViolation } from '#database/errors'
import { toDbInstant } from '#database/columns'
import type { User } from '#accounts/index'
import MentoringSession from '#scheduling/models/mentoring_session'
import {
  findSlots,
  withoutBusy,
  type Interval,
  type SlotRules,
} from '#scheduling/services/slot_engine'
import {
  addBookedSessions,
  loadSlotRules,
  storeNextAvailable,
  withBookedSession,
} from '#scheduling/services/mentor_availability'
import { calendarBusy } from '#scheduling/services/calendar_sync'
import {
  bookableMentorQuery,
  bookingTermsOfRow,
  mentorRefOf,
  type BookingTerms,
} from '#mentoring/index'
import { lockBookingGuards } from '#scheduling/services/booking_guard'
import type { BookableSlots } from '#scheduling/services/slot_cache'
import {
  bookingMonth,
  chooseEntitlement,
  menteeCredits,
  refusalOf,
} from '#scheduling/services/entitlements'
import { activePlan } from '#billing/index'
import { claimRewardForSession } from '#referrals/index'
import { addHoldsOfOthers, settleLineOnBooking } from '#scheduling/services/slot_holds'
import { offerFreedSlotAfterChange } from '#scheduling/services/waiting_line'
// Scheduling's events (their names and payloads, declared on core's EventsList).
import type {} from '#scheduling/events'

/**
 * Slots and booking. Everything a slot depends on (weekly rules, exceptions,
 * buffers, notice, monthly cap, live sessions, Google busy times) goes
 * through the one slot engine; a booking checks its start against the engine
 * again inside a transaction that holds both parties' booking guards.
 */
export type MentorRef = { userId: number; profileId: number }

export type SlotList = {
  slots: Interval[]
  mentorTimeZone: string
  durationMinutes: number
  calendarUnavailable: boolean
}

type SlotQuery = {
  now?: DateTime
  from?: DateTime
  until?: DateTime
  /** The session being rescheduled: its own time does not block its new one. */
  excludeSessionId?: number
  /** Whose slots: other mentees' held slots (the waiting line) are left out. */
  forMentee?: number | null
}

function horizonOf(query: SlotQuery) {
  const now = query.now ?? DateTime.utc()
  const from = query.from ?? now
  const until = query.until ?? now.plus({ days: SESSION_RULES.slotHorizonDays })
  return { now, from, until }
}

/** Adds calendar busy times to the rules; says whether the calendar answered. */
async function withCalendar(
  rules: SlotRules,
  mentorUserId: number,
  from: DateTime,
  until: DateTime
) {
  const calendar = await calendarBusy(mentorUserId, from, until)
  rules.busy.push(...calendar.busy)
  return calendar.unavailable
}

async function rulesFor(
  mentor: MentorRef,
  now: DateTime,
  excludeSessionId?: number,
  client?: QueryClientContract
) {
  const loaded = await loadSlotRules([mentor.profileId], now, {
    client,
    excludeSessionIds: excludeSessionId ? [excludeSessionId] : [],
  })
  const rules = loaded.get(mentor.profileId)
  if (!rules) throw new SessionError('mentor_not_found')
  return rules
}

/** The mentor's bookable slots in a window (at most the slot horizon). */
export async function mentorSlots(mentor: MentorRef, query: SlotQuery = {}): Promise<SlotList> {
  const { now, from, until } = horizonOf(query)
  const rules = await rulesFor(mentor, now, query.excludeSessionId)
  if (query.forMentee !== undefined) {
    await addHoldsOfOthers(db.connection(), rules, mentor.userId, query.forMentee ?? 0, now)
  }
  const calendarUnavailable = await withCalendar(rules, mentor.userId, from, until)
  return {
    slots: findSlots(rules, { now, from, until }),
    mentorTimeZone: rules.timeZone,
    durationMinutes: rules.durationMinutes,
    calendarUnavailable,
  }
}

/** The slots as the slot calls answer them (SlotsTransformer): each one's start and end. */
export function bookableSlotsOf({ slots, ...list }: SlotList): BookableSlots {
  return {
    ...list,
    items: slots.map((slot) => ({ startsAt: slot.start.toISO()!, endsAt: slot.end.toISO()! })),
  }
}

/** Whether `start` is a bookable slot under `rules` (the engine's answer for that instant). */
function isSlot(rules: SlotRules, start: DateTime, now: DateTime) {
  const [slot] = findSlots(rules, { now, from: start, until: start.plus({ minutes: 1 }), limit: 1 })
  return !!slot && slot.start.toMillis() === start.toMillis()
}

/**
 * Whether a slot of the schedule is still one once the mentor's sessions are
 * in the rules: sessions only add busy times and monthly counts, so without a
 * monthly maximum it is free unless one of them covers it (the engine decides
 * with one).
 */
function stillFree(rules: SlotRules, slot: Interval, now: DateTime) {
  if (rules.maxSessionsPerMonth !== null) return isSlot(rules, slot.start, now)
  return withoutBusy([slot], rules.busy, rules).length === 1
}

/** A start that is no slot: taken by someone meanwhile, or never bookable. */
function notASlot(rules: SlotRules, start: DateTime, now: DateTime, field = 'startsAt'): never {
  if (start < now.plus({ hours: SESSION_RULES.bookingNoticeHours })) {
    throw new SessionError('booking_notice', { hours: SESSION_RULES.bookingNoticeHours, field })
  }
  const free = { ...rules, busy: [], sessionsPerMonth: new Map<string, number>() }
  if (isSlot(free, start, now)) {
    throw new SessionError('slot_taken')
  }
  throw new SessionError('slot_unavailable', { field })
}

/** What keeps a start from being booked: no free slot of the mentor's, or the mentee's other session. */
type BookingObstacle = 'slot' | 'menteeBusy' | null

/**
 * Whether `start` can be booked for `menteeUserId` with `mentor` (the
 * session `excludeSessionId` being the one moved): the mentor's slot is free
 * under their schedule, exceptions, buffers, notice, monthly maximum, other
 * sessions and calendar, and the mentee has no other live session then.
 */
async function bookingObstacle(
  client: QueryClientContract | undefined,
  mentor: MentorRef,
  menteeUserId: number,
  start: DateTime,
  calendar: Interval[],
  now: DateTime,
  excludeSessionId?: number
): Promise<{ rules: SlotRules; obstacle: BookingObstacle }> {
  const rules = await rulesFor(mentor, now, excludeSessionId, client)
  rules.busy.push(...calendar)
  // A slot held for another mentee of the waiting line is theirs until the hold ends.
  await addHoldsOfOthers(client ?? db.connection(), rules, mentor.userId, menteeUserId, now)
  if (!isSlot(rules, start, now)) return { rules, obstacle: 'slot' }
  const end = start.plus({ minutes: rules.durationMinutes })
  const clash = await (client ?? db)
    .from('mentoring_sessions')
    .where('mentee_user_id', menteeUserId)
    .whereIn('status', [...LIVE_SESSION_STATUSES])
    .where('starts_at', '<', toDbInstant(end))
    .where('ends_at', '>', toDbInstant(start))
    .if(excludeSessionId, (query) => query.whereNot('id', excludeSessionId!))
    .select('id')
    .first()
  return { rules, obstacle: clash ? 'menteeBusy' : null }
}

/**
 * Checks `start` under the guards: the mentor's slot is free and the mentee
 * has no other live session at that time. Returns the mentor's rules.
 */
export async function assertBookable(
  trx: TransactionClientContract,
  mentor: MentorRef,
  menteeUserId: number,
  start: DateTime,
  calendar: Interval[],
  now: DateTime,
  excludeSessionId?: number
) {
  const { rules, obstacle } = await bookingObstacle(
    trx,
    mentor,
    menteeUserId,
    start,
    calendar,
    now,
    excludeSessionId
  )
  if (obstacle === 'slot') notASlot(rules, start, now)
  if (obstacle === 'menteeBusy') {
    throw new SessionError('mentee_busy')
  }
  return rules
}

/**
 * Whether `start` passes assertBookable now: under the guards when `client`
 * is their transaction, else a view's answer read without them.
 */
export async function isBookable(
  mentor: MentorRef,
  menteeUserId: number,
  start: DateTime,
  calendar: Interval[],
  now: DateTime,
  excludeSessionId?: number,
  client?: QueryClientContract
) {
  const { obstacle } = await bookingObstacle(
    client,
    mentor,
    menteeUserId,
    start,
    calendar,
    now,
    excludeSessionId
  )
  return obstacle === null
}

export type BookingInput = {
  startsAt: DateTime
  objective: string
  problem: string
  desiredOutcome: string
  communicationTool: CommunicationTool
}

/** The schedule's first slots a booking computes before its lock, for the next free one. */
const UPCOMING_SLOTS = 8

/**
 * A mentor to book; `calendarConnected` and the booking `terms` of the
 * profile when the caller has read them already (else they are looked up).
 */
export type BookingMentor = MentorRef & { calendarConnected?: boolean; terms?: BookingTerms }

/**
 * The listed mentor a URL segment names, ready to book, or null: the
 * reference, whether they connected a calendar (a booking of a mentor without
 * one asks nothing more about it) and the profile's booking terms, in one
 * query (at most one row: ids and slugs are unique). Mentoring's query of the
 * mentor and their terms is the subquery the calendar is joined to.
 */
export async function findBookingMentor(idOrSlug: string): Promise<BookingMentor | null> {
  const mentor = bookableMentorQuery(idOrSlug)
  if (!mentor) return null
  const [row] = await db
    .from(mentor.as('mentor'))
    .leftJoin('calendar_connections', 'calendar_connections.user_id', 'mentor.user_id')
    .select('mentor.*', 'calendar_connections.id as calendar_id')
  if (!row) return null
  return {
    ...mentorRefOf(row),
    calendarConnected: row.calendar_id !== null,
    terms: bookingTermsOfRow(row),
  }
}

/**
 * Books a call: `pending` until the mentor confirms (the mentee's booking is
 * their own confirmation). Who may book is SessionPolicy.book's, authorised
 * by the caller. Concurrent bookings of overlapping times of one
 * mentor, and of one mentee's credits, run one at a time under the booking
 * guards and are re-checked there; the unique indexes are the last line.
 *
 * What no booking changes is read before the lock (the mentor's hours and
 * settings, Google's busy times, the mentee's plan); under it only what
 * bookings change: the mentor's sessions and the mentee's sessions and
 * credits, in one statement each. SQLite has one writer for the whole
 * database, so every statement under the lock holds up every booking.
 */
export async function bookSession(
  mentee: User,
  mentor: BookingMentor,
  input: BookingInput,
  now: DateTime = DateTime.utc()
) {
  const start = input.startsAt.toUTC()
  const month = bookingMonth(now, mentee.timezone)
  const [loaded, calendar, plan] = await Promise.all([
    loadSlotRules([mentor.profileId], now, {
      sessions: false,
      terms: mentor.terms && [mentor.terms],
    }),
    // Busy times come from Google before the lock: a slow calendar never holds it.
    mentor.calendarConnected === false
      ? { busy: [], connected: false }
      : calendarBusy(mentor.userId, start.minus({ days: 1 }), start.plus({ days: 1 })),
    activePlan(mentee.id, now),
  ])
  const rules = loaded.get(mentor.profileId)
  if (!rules) throw new SessionError('mentor_not_found')
  rules.busy.push(...calendar.busy)
  // The schedule (and the calendar) answer before the lock; under it the sessions can
  // only take the slot, or the first free ones, away (stillFree, storeNextAvailable).
  if (!isSlot(rules, start, now)) notASlot(rules, start, now)
  const slot = { start, end: start.plus({ minutes: rules.durationMinutes }) }
  const upcoming = calendar.connected ? [] : findSlots(rules, { now, limit: UPCOMING_SLOTS })

  let row: Record<string, unknown> & { id: number }
  let holdReleased = false
  try {
    row = await db.transaction(async (trx) => {
      await lockBookingGuards(trx, [mentor.userId, mentee.id])
      await addBookedSessions(trx, rules, mentor.userId, now)
      // Another mentee's held slot (the waiting line) is booked as far as this booking goes.
      await addHoldsOfOthers(trx, rules, mentor.userId, mentee.id, now)
      if (!stillFree(rules, slot, now)) notASlot(rules, start, now)
      const { end } = slot
      const credits = await menteeCredits(trx, mentee.id, mentor.userId, month, slot)
      if (credits.clashes > 0) {
        throw new SessionError('mentee_busy')
      }
      const entitlement = chooseEntitlement(credits, plan)
      if (!entitlement) {
        throw new SessionError(
          refusalOf(credits, plan) === 'mentor_monthly_limit'
            ? 'mentor_monthly_limit'
            : 'no_entitlement'
        )
      }
      const stamp = toDbInstant(DateTime.utc())
      // The row as stored (defaults included) comes back with the insert: nothing is read
      // again. Knex's builder: Lucid's leaves RETURNING out on SQLite, which has it since 3.35.
      const [created] = await trx
        .knexQuery()
        .table('mentoring_sessions')
        .insert({
          mentor_user_id: mentor.userId,
          mentee_user_id: mentee.id,
          starts_at: toDbInstant(start),
          ends_at: toDbInstant(end),
          duration_minutes: rules.durationMinutes,
          objective: input.objective,
          problem: input.problem,
          desired_outcome: input.desiredOutcome,
          communication_tool: input.communicationTool,
          is_free_call: entitlement.kind === 'free_call',
          entitlement: entitlement.kind,
          subscription_id: entitlement.subscriptionId,
          status: 'pending',
          mentee_confirmed_at: toDbInstant(now),
          booked_month: month,
          mentee_timezone: mentee.timezone,
          created_at: stamp,
          updated_at: stamp,
        })
        .returning('*')
      // Without a calendar the rules in hand give the next free slot; with one, Google's
      // busy times over the whole horizon are needed (after the commit, below).
      if (!calendar.connected) {
        await storeNextAvailable(
          trx,
          mentor.profileId,
          withBookedSession(rules, slot),
          now,
          upcoming
        )
      }
      if (entitlement.rewardId !== null) {
        if (!(await claimRewardForSession(trx, entitlement.rewardId, created.id))) {
          throw new SessionError('credit_taken')
        }
      }
      // The mentee leaves the mentor's waiting line; their hold is consumed (or released).
      holdReleased = await settleLineOnBooking(trx, mentor.userId, mentee.id, start, created.id)
      return created
    })
  } catch (error) {
    // Another instance won the same start or the same credit between our check and insert.
    if (isUniqueViolation(error)) {
      throw new SessionError('slot_taken')
    }
    throw error
  }

  const session = MentoringSession.$createFromAdapterResult(row)!
  // They booked another time than the one held for them: it goes to the next in line.
  if (holdReleased) await offerFreedSlotAfterChange(mentor.userId, now)
  await emitter.emit('session:booked', {
    sessionId: session.id,
    mentorUserId: session.mentorUserId,
    at: now,
    availabilityStored: !calendar.connected,
  })
  return session
}
