import { DateTime } from 'luxon'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { SESSION_RULES } from '#business/sessions'
import { PRICES_EUR } from '#business/pricing'
import { BulkWriter, type Row } from '#database/seeding/bulk'
import { findSlots, type SlotRules } from '#scheduling/services/slot_engine'

/**
 * The scheduling part of `npm run bench`, added to the benchmark data set and
 * reset on every run (`node ace bench:scenario ... --scheduling`):
 *
 * - the slots mentor: a weekly schedule with several ranges a day, buffers,
 *   dated exceptions (some days off, some "only 10:00-12:00") and
 *   `SLOTS_MENTOR_LIVE_SESSIONS` pending or confirmed sessions in the next
 *   eight weeks, placed on the slots the engine itself offers;
 * - the booking mentors (open every day 00:00-23:30 UTC, 30-minute calls, no
 *   buffers) and the booking mentees (PRO, a current period): a plan of
 *   bookings, each of a different free slot of a different (mentee, mentor)
 *   pair at a different instant, so every one of them can succeed — the
 *   mentee's free call first, then PRO's one call per mentor per month.
 *
 * Everything is found by e-mail and made again: the sessions of these
 * mentors are deleted, the schedules and exceptions rewritten around `now`.
 */
export const SLOTS_MENTOR_LIVE_SESSIONS = 300
export const BOOKING_MENTORS = 120
/** Signed in one by one: with Quick Match's, under the login limit per IP (20 a minute). */
export const BOOKING_MENTEES = 16
export const MAX_BOOKINGS = BOOKING_MENTORS * BOOKING_MENTEES

const SLOTS_MENTOR = {
  email: 'bench.slots@mentor.bench.test',
  slug: 'bench-slots-mentor',
  timeZone: 'Europe/Rome',
  durationMinutes: 30,
  bufferBeforeMinutes: 15,
  bufferAfterMinutes: 10,
}
/** Several ranges a day, in the mentor's zone (ISO day: Monday = 1). */
const SLOTS_MENTOR_WEEK: [day: number, start: string, end: string][] = [
  ...[1, 2, 3, 4, 5].flatMap((day): [number, string, string][] => [
    [day, '07:00', '12:00'],
    [day, '13:00', '18:00'],
    [day, '19:00', '22:00'],
  ]),
  [6, '09:00', '13:00'],
  [6, '15:00', '19:00'],
  [7, '10:00', '12:30'],
  [7, '17:00', '20:00'],
]
/** Days from today (mentor's zone) with an exception: off all day, or open only 10:00-12:00. */
const DAYS_OFF = [5, 19, 33, 47]
const SHORT_DAYS = [9, 23, 37, 51]

/** Mentees of the slots mentor's sessions (any will do; none of them books in the bench). */
const SLOTS_MENTEES = 20

const BOOKING_ZONE = 'UTC'
const BOOKING_DAY: [start: string, end: string] = ['00:00', '23:30']
const BOOKING_DURATION = 30
/** The first booking starts this long after `now`: the notice, and time to run the scenarios before it. */
const BOOKING_LEAD_HOURS = SESSION_RULES.bookingNoticeHours + 2

const TEXT = {
  objective: 'Benchmark booking: validate the pricing of a B2B analytics product.',
  problem: 'Our trial users convert poorly and we do not know which plan limits matter.',
  desiredOutcome: 'A short list of pricing experiments to run over the next month.',
}

export interface SchedulingBenchPlan {
  slotsMentor: { id: string; liveSessions: number; daysOff: number; shortDays: number }
  bookingMentees: string[]
  bookings: { mentee: number; mentor: string; startsAt: string }[]
  text: typeof TEXT
}

type Person = {
  email: string
  firstName: string
  lastName: string
  role: 'MENTOR' | 'STUDENT'
  timeZone: string
  slug?: string
}

export async function prepareSchedulingBench(
  client: QueryClientContract,
  options: { now: DateTime; bookings: number; passwordHash: string }
): Promise<SchedulingBenchPlan> {
  const { now, passwordHash } = options
  if (!Number.isInteger(options.bookings) || options.bookings < 0) {
    throw new Error(`bookings must be a whole number (got ${options.bookings})`)
  }
  if (options.bookings > MAX_BOOKINGS) {
    throw new Error(
      `at most ${MAX_BOOKINGS} bookings (${BOOKING_MENTEES} mentees x ${BOOKING_MENTORS} mentors)`
    )
  }
  const writer = new BulkWriter(client)
  const stamp = writer.instant(now.toMillis())

  const ensureUsers = async (people: Person[]) => {
    const emails = people.map((person) => person.email)
    const existing: { id: number; email: string }[] = await client
      .from('users')
      .whereIn('email', emails)
      .select('id', 'email')
    const known = new Set(existing.map((row) => row.email))
    const missing = people.filter((person) => !known.has(person.email))
    if (missing.length) {
      await writer.insert(
        'users',
        missing.map((person) => ({
          first_name: person.firstName,
          last_name: person.lastName,
          email: person.email,
          password: passwordHash,
          role: person.role,
          status: 'active',
          email_verified_at: stamp,
          onboarded: true,
          locale: 'en',
          timezone: person.timeZone,
          slug: person.slug ?? null,
          tour_state: 'completed',
          tour_finished_at: stamp,
          created_at: stamp,
          updated_at: stamp,
        }))
      )
    }
    const rows: { id: number; email: string }[] = await client
      .from('users')
      .whereIn('email', emails)
      .select('id', 'email')
    const ids = new Map(rows.map((row) => [row.email, Number(row.id)]))
    return people.map((person) => ids.get(person.email)!)
  }

  const ensureProfiles = async (
    userIds: number[],
    profile: { duration: number; before: number; after: number; headline: string }
  ) => {
    const existing: { id: number; user_id: number }[] = await client
      .from('mentor_profiles')
      .whereIn('user_id', userIds)
      .select('id', 'user_id')
    const known = new Set(existing.map((row) => Number(row.user_id)))
    const missing = userIds.filter((id) => !known.has(id))
    if (missing.length) {
      await writer.insert(
        'mentor_profiles',
        missing.map((userId) => ({
          user_id: userId,
          headline: profile.headline,
          bio: 'A mentor of the benchmark: a fixed schedule, reset before every run of npm run bench.',
          years_of_experience: 10,
          hourly_rate_cents: 10_000,
          session_duration_minutes: profile.duration,
          buffer_before_minutes: profile.before,
          buffer_after_minutes: profile.after,
          max_sessions_per_month: null,
          rating: 0,
          ratings_count: 0,
          sessions_count: 0,
          is_approved: true,
          is_active: true,
          approved_at: stamp,
          company_sizes: JSON.stringify([]),
          use_google_meet: false,
          created_at: stamp,
          updated_at: stamp,
        }))
      )
    }
    const rows: { id: number; user_id: number }[] = await client
      .from('mentor_profiles')
      .whereIn('user_id', userIds)
      .select('id', 'user_id')
    const ids = new Map(rows.map((row) => [Number(row.user_id), Number(row.id)]))
    return userIds.map((userId) => ids.get(userId)!)
  }

  const [slotsMentorId] = await ensureUsers([
    {
      email: SLOTS_MENTOR.email,
      firstName: 'Bench',
      lastName: 'Slots',
      role: 'MENTOR',
      timeZone: SLOTS_MENTOR.timeZone,
      slug: SLOTS_MENTOR.slug,
    },
  ])
  const [slotsProfileId] = await ensureProfiles([slotsMentorId], {
    duration: SLOTS_MENTOR.durationMinutes,
    before: SLOTS_MENTOR.bufferBeforeMinutes,
    after: SLOTS_MENTOR.bufferAfterMinutes,
    headline: 'Benchmark mentor: a busy calendar',
  })
  const slotsMenteeIds = await ensureUsers(
    Array.from({ length: SLOTS_MENTEES }, (_, index) => ({
      email: `bench.slots.${index + 1}@mentee.bench.test`,
      firstName: 'Bench',
      lastName: `Client ${index + 1}`,
      role: 'STUDENT' as const,
      timeZone: 'Europe/Rome',
    }))
  )

  const bookingMentorSlugs = Array.from(
    { length: BOOKING_MENTORS },
    (_, index) => `bench-booking-mentor-${index + 1}`
  )
  const bookingMentorIds = await ensureUsers(
    bookingMentorSlugs.map((slug, index) => ({
      email: `bench.booking.${index + 1}@mentor.bench.test`,
      firstName: 'Bench',
      lastName: `Booking ${index + 1}`,
      role: 'MENTOR' as const,
      timeZone: BOOKING_ZONE,
      slug,
    }))
  )
  const bookingProfileIds = await ensureProfiles(bookingMentorIds, {
    duration: BOOKING_DURATION,
    before: 0,
    after: 0,
    headline: 'Benchmark mentor: open every day',
  })
  const bookingMentees = Array.from(
    { length: BOOKING_MENTEES },
    (_, index) => `bench.booking.${index + 1}@mentee.bench.test`
  )
  const bookingMenteeIds = await ensureUsers(
    bookingMentees.map((email, index) => ({
      email,
      firstName: 'Bench',
      lastName: `Booker ${index + 1}`,
      role: 'STUDENT' as const,
      timeZone: BOOKING_ZONE,
    }))
  )

  await client.transaction(async (trx) => {
    // Reset: the sessions of the bench's mentors and mentees (their notes,
    // feedback and reschedule requests go with them), schedules, plans.
    const mentors = [slotsMentorId, ...bookingMentorIds]
    const people = [...mentors, ...bookingMenteeIds, ...slotsMenteeIds]
    await trx
      .from('mentoring_sessions')
      .where((query) =>
        query.whereIn('mentor_user_id', mentors).orWhereIn('mentee_user_id', people)
      )
      .delete()
    const profiles = [slotsProfileId, ...bookingProfileIds]
    await trx.from('schedule_entries').whereIn('mentor_profile_id', profiles).delete()
    await trx.from('schedule_exceptions').whereIn('mentor_profile_id', profiles).delete()
    await trx.from('subscriptions').whereIn('user_id', bookingMenteeIds).delete()
    // Many sign-ins from one address: the login limiter's counts start again.
    await trx.from('rate_limits').whereLike('key', '%accounts_login%').delete()

    const tx = new BulkWriter(trx)
    await tx.insert(
      'subscriptions',
      bookingMenteeIds.map((userId) => subscriptionRow(tx, userId, now))
    )
    await tx.insert('schedule_entries', [
      ...SLOTS_MENTOR_WEEK.map(([day, start, end]) =>
        entryRow(slotsProfileId, day, start, end, stamp)
      ),
      ...bookingProfileIds.flatMap((profileId) =>
        [1, 2, 3, 4, 5, 6, 7].map((day) => entryRow(profileId, day, ...BOOKING_DAY, stamp))
      ),
    ])
    const today = now.setZone(SLOTS_MENTOR.timeZone).startOf('day')
    const exceptions = [
      ...DAYS_OFF.map((days) => ({ days, start: null, end: null, reason: 'Conference' })),
      ...SHORT_DAYS.map((days) => ({ days, start: '10:00', end: '12:00', reason: 'Half day' })),
    ]
    await tx.insert(
      'schedule_exceptions',
      exceptions.map((exception) => ({
        mentor_profile_id: slotsProfileId,
        date: today.plus({ days: exception.days }).toISODate(),
        reason: exception.reason,
        available_start: exception.start,
        available_end: exception.end,
        created_at: stamp,
        updated_at: stamp,
      }))
    )

    // The slots mentor's live sessions, on slots the engine offers (ignoring
    // the notice: some start within the next 48 hours), none touching another's buffers.
    const rules: SlotRules = {
      timeZone: SLOTS_MENTOR.timeZone,
      weekly: SLOTS_MENTOR_WEEK.map(([dayOfWeek, startTime, endTime]) => ({
        dayOfWeek,
        startTime,
        endTime,
      })),
      exceptions: exceptions.map((exception) => ({
        date: today.plus({ days: exception.days }).toISODate()!,
        availableStart: exception.start,
        availableEnd: exception.end,
      })),
      busy: [],
      durationMinutes: SLOTS_MENTOR.durationMinutes,
      bufferBeforeMinutes: SLOTS_MENTOR.bufferBeforeMinutes,
      bufferAfterMinutes: SLOTS_MENTOR.bufferAfterMinutes,
      maxSessionsPerMonth: null,
      sessionsPerMonth: new Map(),
    }
    const horizon = now.plus({ days: SESSION_RULES.slotHorizonDays })
    const candidates = findSlots(rules, { now, until: horizon, noticeHours: 1 })
    const gapMs = (SLOTS_MENTOR.bufferBeforeMinutes + SLOTS_MENTOR.bufferAfterMinutes) * 60_000
    const picked: number[] = []
    const tryPick = (index: number) => {
      const start = candidates[index].start.toMillis()
      const end = start + SLOTS_MENTOR.durationMinutes * 60_000
      const clash = picked.some((other) => {
        const otherEnd = other + SLOTS_MENTOR.durationMinutes * 60_000
        return other < end + gapMs && otherEnd + gapMs > start
      })
      if (!clash) picked.push(start)
    }
    // Evenly over the eight weeks, then (should buffers reject some) the first that fit.
    const stride = candidates.length / SLOTS_MENTOR_LIVE_SESSIONS
    for (let step = 0; step < SLOTS_MENTOR_LIVE_SESSIONS; step++) {
      tryPick(Math.floor(step * stride))
    }
    for (let index = 0; index < candidates.length; index++) {
      if (picked.length >= SLOTS_MENTOR_LIVE_SESSIONS) break
      tryPick(index)
    }
    if (picked.length < SLOTS_MENTOR_LIVE_SESSIONS) {
      throw new Error(`only ${picked.length} sessions fit the slots mentor's schedule`)
    }
    picked.sort((a, b) => a - b)
    await tx.insert(
      'mentoring_sessions',
      picked.map((startsAt, index): Row => {
        const confirmed = index % 3 !== 0
        return {
          mentor_user_id: slotsMentorId,
          mentee_user_id: slotsMenteeIds[index % SLOTS_MENTEES],
          starts_at: tx.instant(startsAt),
          ends_at: tx.instant(startsAt + SLOTS_MENTOR.durationMinutes * 60_000),
          duration_minutes: SLOTS_MENTOR.durationMinutes,
          objective: TEXT.objective,
          problem: TEXT.problem,
          desired_outcome: TEXT.desiredOutcome,
          communication_tool: 'jitsi',
          is_free_call: false,
          entitlement: null,
          status: confirmed ? 'confirmed' : 'pending',
          mentee_confirmed_at: stamp,
          mentor_confirmed_at: confirmed ? stamp : null,
          booked_month: now.toFormat('yyyy-MM'),
          mentee_timezone: 'Europe/Rome',
          created_at: stamp,
          updated_at: stamp,
        }
      })
    )
  })

  return {
    slotsMentor: {
      id: SLOTS_MENTOR.slug,
      liveSessions: SLOTS_MENTOR_LIVE_SESSIONS,
      daysOff: DAYS_OFF.length,
      shortDays: SHORT_DAYS.length,
    },
    bookingMentees,
    bookings: bookingPlan(now, options.bookings, bookingMentorSlugs),
    text: TEXT,
  }
}

/**
 * Booking r: mentee r mod M, mentor (mentee + floor(r / M)) mod K — a
 * different pair for every r < M x K, consecutive bookings with different
 * mentors — at half hour floor(r / M): the M bookings of one half hour are
 * each a different mentee's and a different mentor's, so no mentee or mentor
 * holds two at once.
 */
function bookingPlan(now: DateTime, count: number, mentorSlugs: string[]) {
  const lastStart = DateTime.fromMillis(now.toMillis(), { zone: BOOKING_ZONE }).plus({
    days: SESSION_RULES.slotHorizonDays - 1,
  })
  const [openHour, openMinute] = BOOKING_DAY[0].split(':').map(Number)
  const [closeHour, closeMinute] = BOOKING_DAY[1].split(':').map(Number)
  const open = openHour * 60 + openMinute
  const close = closeHour * 60 + closeMinute
  let start = now
    .setZone(BOOKING_ZONE)
    .plus({ hours: BOOKING_LEAD_HOURS })
    .startOf('hour')
    .plus({ hours: 1 })
  const plan: SchedulingBenchPlan['bookings'] = []
  for (let index = 0; index < count; index++) {
    if (index > 0 && index % BOOKING_MENTEES === 0) {
      start = start.plus({ minutes: BOOKING_DURATION })
    }
    for (;;) {
      const minute = start.hour * 60 + start.minute
      if (minute >= open && minute + BOOKING_DURATION <= close) break
      start = start.plus({ minutes: BOOKING_DURATION })
    }
    if (start > lastStart) {
      throw new Error(`${count} bookings do not fit the next ${SESSION_RULES.slotHorizonDays} days`)
    }
    const mentee = index % BOOKING_MENTEES
    const mentor = (mentee + Math.floor(index / BOOKING_MENTEES)) % mentorSlugs.length
    plan.push({ mentee, mentor: mentorSlugs[mentor], startsAt: start.toUTC().toISO()! })
  }
  return plan
}

function entryRow(profileId: number, day: number, start: string, end: string, stamp: string) {
  return {
    mentor_profile_id: profileId,
    day_of_week: day,
    start_time: start,
    end_time: end,
    created_at: stamp,
    updated_at: stamp,
  }
}

function subscriptionRow(writer: BulkWriter, userId: number, now: DateTime): Row {
  return {
    user_id: userId,
    plan: 'PRO',
    period: 'monthly',
    status: 'active',
    price_cents: PRICES_EUR.PRO.monthly * 100,
    currency: 'EUR',
    current_period_start: writer.instant(now.minus({ days: 1 }).toMillis()),
    current_period_end: writer.instant(now.plus({ days: 29 }).toMillis()),
    cancel_at_period_end: false,
    started_at: writer.instant(now.minus({ days: 1 }).toMillis()),
    created_at: writer.instant(now.toMillis()),
    updated_at: writer.instant(now.toMillis()),
  }
}
