import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import { AppError, answeredAtTheEdge } from '#core/errors'
import {
  PERIOD_MONTHS,
  type BillingPeriod,
  type Plan,
  type SubscriptionStatus,
} from '#business/pricing'
import type User from '#accounts/models/user'
import type MentorProfile from '#mentoring/models/mentor_profile'
import Subscription from '#billing/models/subscription'
import MentoringSession from '#scheduling/models/mentoring_session'
import { bookSession, mentorSlots } from '#scheduling/services/booking'
import { bookingCoverage, bookingMonth } from '#scheduling/services/entitlements'
import { givenUser } from '#tests/helpers/users'
import {
  REQUEST_TEXTS,
  expectStatus,
  givenBookableMentor,
  givenSession,
} from '#tests/helpers/sessions'

/**
 * Entitlements per plan (product decisions, "Plans and prices"): the free
 * first call, BASE's one call per calendar month, PRO's one call per mentor
 * per month, which subscriptions count (active, past due or cancelled at
 * period end until the period ends), credits given back, and concurrent
 * bookings that never spend one credit twice. Bookings go through the real
 * booking service (with a chosen "now") or the real HTTP API.
 */

type Mentor = { user: User; profile: MentorProfile }

/** 60-minute sessions on a 30-minute grid: every third slot never overlaps another. */
const SPREAD = 3

async function subscribe(
  user: User,
  plan: Exclude<Plan, 'FREE'>,
  options: {
    period?: BillingPeriod
    status?: SubscriptionStatus
    start?: DateTime
    end?: DateTime | null
    cancelAtPeriodEnd?: boolean
  } = {}
) {
  const period = options.period ?? 'monthly'
  const start = options.start ?? DateTime.utc().minus({ days: 3 })
  return Subscription.create({
    userId: user.id,
    plan,
    period,
    status: options.status ?? 'active',
    priceCents: plan === 'BASE' ? 2900 : 7900,
    currentPeriodStart: start,
    currentPeriodEnd:
      options.end === undefined ? start.plus({ months: PERIOD_MONTHS[period] }) : options.end,
    cancelAtPeriodEnd: options.cancelAtPeriodEnd ?? false,
  })
}

/** A mentee whose free first call is already spent (so the next bookings use the plan). */
async function menteeWithFreeCallUsed(timezone = 'Europe/Rome') {
  const mentee = await givenUser({ timezone })
  const { user: someone } = await givenBookableMentor()
  await givenSession(someone, mentee, {
    entitlement: 'free_call',
    status: 'completed',
    startsAt: DateTime.utc().minus({ days: 10 }).startOf('hour'),
  })
  return mentee
}

/** Books the mentor's `pick`-th free slot as `mentee`, the booking made at `now`. */
async function bookAt(mentee: User, mentor: Mentor, now: DateTime, pick = 0) {
  const ref = { userId: mentor.user.id, profileId: mentor.profile.id }
  const { slots } = await mentorSlots(ref, { now, until: now.plus({ days: 10 }) })
  return bookSession(
    mentee,
    ref,
    { startsAt: slots[pick * SPREAD].start, ...REQUEST_TEXTS, communicationTool: 'jitsi' },
    now
  )
}

/** The error code a booking at `now` fails with, or 'booked'. */
async function outcome(mentee: User, mentor: Mentor, now: DateTime, pick = 0) {
  try {
    const session = await bookAt(mentee, mentor, now, pick)
    return `booked:${session.entitlement}`
  } catch (error) {
    // The code the API answers it with.
    const answered = answeredAtTheEdge(error)
    if (answered instanceof AppError) return answered.errorCode
    throw error
  }
}

test.group('Entitlements | the free call and the plans', () => {
  test('FREE: the one-time free first call, then nothing; a plan never spends it', async ({
    assert,
  }) => {
    const mentor = await givenBookableMentor()
    const at = DateTime.fromISO('2027-03-10T09:00:00Z', { zone: 'utc' })

    const free = await givenUser()
    assert.equal(await outcome(free, mentor, at), 'booked:free_call')
    assert.equal(await outcome(free, mentor, at.plus({ months: 1 })), 'FORBIDDEN')
    const coverage = await bookingCoverage(free.id, mentor.user.id, '2027-05', at)
    assert.deepEqual(coverage, { entitlement: null, refusal: 'no_credit' })

    // A PRO member's first booking uses the free call, not the plan.
    const pro = await givenUser()
    await subscribe(pro, 'PRO', { start: at.minus({ days: 1 }) })
    assert.equal(await outcome(pro, mentor, at, 1), 'booked:free_call')
    assert.equal(await outcome(pro, mentor, at, 2), 'booked:subscription')
  })

  test("BASE: one call per calendar month of the booking, counted in the mentee's zone", async ({
    assert,
  }) => {
    const mentee = await menteeWithFreeCallUsed('America/New_York')
    const first = await givenBookableMentor()
    const second = await givenBookableMentor()
    // 31 January 22:00 in New York, already 1 February in UTC.
    const januaryEvening = DateTime.fromISO('2027-02-01T03:00:00Z', { zone: 'utc' })
    await subscribe(mentee, 'BASE', { start: januaryEvening.minus({ days: 20 }) })

    const january = await bookAt(mentee, first, januaryEvening)
    assert.equal(january.entitlement, 'subscription')
    assert.equal(january.bookedMonth, '2027-01')
    // Still January in New York: the month's call is used, with any mentor.
    assert.equal(
      await outcome(mentee, second, januaryEvening.plus({ minutes: 90 }), 1),
      'FORBIDDEN'
    )
    // 1 February 00:30 in New York: a new month, a new call.
    const february = await bookAt(mentee, second, januaryEvening.plus({ minutes: 210 }), 2)
    assert.equal(february.bookedMonth, '2027-02')
    assert.equal(await outcome(mentee, first, januaryEvening.plus({ days: 2 }), 3), 'FORBIDDEN')

    assert.equal(bookingMonth(januaryEvening, 'America/New_York'), '2027-01')
    assert.equal(bookingMonth(januaryEvening, 'Europe/Rome'), '2027-02')
    assert.equal(bookingMonth(januaryEvening, 'Not/AZone'), '2027-02')
  })

  for (const period of ['monthly', 'trimestral', 'annual'] as const) {
    test(`BASE ${period}: the quota is per calendar month, not per billing period`, async ({
      assert,
    }) => {
      const mentee = await menteeWithFreeCallUsed('Europe/Rome')
      const mentor = await givenBookableMentor()
      const start = DateTime.fromISO('2027-04-01T08:00:00Z', { zone: 'utc' })
      await subscribe(mentee, 'BASE', { period, start })

      const months = period === 'monthly' ? [0] : period === 'trimestral' ? [0, 1, 2] : [0, 5, 11]
      for (const month of months) {
        const at = start.plus({ months: month, days: 2 })
        assert.equal(await outcome(mentee, mentor, at), 'booked:subscription', `month ${month}`)
        assert.equal(await outcome(mentee, mentor, at.plus({ days: 10 })), 'FORBIDDEN')
      }
      const sessions = await MentoringSession.query()
        .where('menteeUserId', mentee.id)
        .where('entitlement', 'subscription')
        .orderBy('id')
      assert.deepEqual(
        sessions.map((session) => session.bookedMonth),
        months.map((month) => start.plus({ months: month }).toFormat('yyyy-MM'))
      )
    })
  }

  test('PRO: one call per mentor per month included, with as many mentors as they like', async ({
    assert,
  }) => {
    const mentee = await menteeWithFreeCallUsed('Asia/Tokyo')
    const [a, b, c] = [
      await givenBookableMentor(),
      await givenBookableMentor(),
      await givenBookableMentor(),
    ]
    const at = DateTime.fromISO('2027-06-03T01:00:00Z', { zone: 'utc' })
    await subscribe(mentee, 'PRO', { period: 'annual', start: at.minus({ months: 2 }) })

    assert.equal(await outcome(mentee, a, at), 'booked:subscription')
    assert.equal(await outcome(mentee, a, at.plus({ days: 3 })), 'MENTOR_MONTHLY_LIMIT')
    assert.equal(await outcome(mentee, b, at, 1), 'booked:subscription')
    assert.equal(await outcome(mentee, c, at, 2), 'booked:subscription')
    assert.equal(await outcome(mentee, b, at.plus({ days: 1 })), 'MENTOR_MONTHLY_LIMIT')
    // Next month (in Tokyo) the same mentor again.
    assert.equal(await outcome(mentee, a, at.plus({ months: 1 })), 'booked:subscription')
  })

  test('the better plan of two counts; an upgrade from BASE keeps the calls already used', async ({
    assert,
  }) => {
    const mentee = await menteeWithFreeCallUsed()
    const [a, b] = [await givenBookableMentor(), await givenBookableMentor()]
    const at = DateTime.fromISO('2027-09-06T10:00:00Z', { zone: 'utc' })
    await subscribe(mentee, 'BASE', { start: at.minus({ days: 5 }) })
    assert.equal(await outcome(mentee, a, at), 'booked:subscription')
    assert.equal(await outcome(mentee, b, at.plus({ hours: 1 })), 'FORBIDDEN')

    await subscribe(mentee, 'PRO', { start: at.plus({ hours: 2 }) })
    assert.equal(await outcome(mentee, b, at.plus({ hours: 3 })), 'booked:subscription')
    // The BASE call with mentor A counts as this month's call with A.
    assert.equal(await outcome(mentee, a, at.plus({ hours: 4 })), 'MENTOR_MONTHLY_LIMIT')
  })
})

test.group('Entitlements | which subscriptions count', () => {
  // Before and after the end fall in different calendar months: only the subscription decides.
  const periodEnd = DateTime.fromISO('2027-05-02T12:00:00Z', { zone: 'utc' })
  const before = periodEnd.minus({ days: 9 })
  const after = periodEnd.plus({ days: 1 })

  async function bookingsBeforeAndAfterEnd(
    status: SubscriptionStatus,
    cancelAtPeriodEnd: boolean,
    plan: 'BASE' | 'PRO' = 'PRO'
  ) {
    const mentee = await menteeWithFreeCallUsed()
    const mentor = await givenBookableMentor()
    await subscribe(mentee, plan, {
      status,
      cancelAtPeriodEnd,
      start: periodEnd.minus({ months: 1 }),
      end: periodEnd,
    })
    return [await outcome(mentee, mentor, before), await outcome(mentee, mentor, after)]
  }

  test('cancelled at period end: bookings until the period ends, none after', async ({
    assert,
  }) => {
    assert.deepEqual(await bookingsBeforeAndAfterEnd('cancelled', true), [
      'booked:subscription',
      'FORBIDDEN',
    ])
    // Still "active" because no webhook arrived yet: the period end decides all the same.
    assert.deepEqual(await bookingsBeforeAndAfterEnd('active', true, 'BASE'), [
      'booked:subscription',
      'FORBIDDEN',
    ])
  })

  test('past due: bookings within its period, none after it', async ({ assert }) => {
    assert.deepEqual(await bookingsBeforeAndAfterEnd('past_due', false), [
      'booked:subscription',
      'FORBIDDEN',
    ])
    assert.deepEqual(await bookingsBeforeAndAfterEnd('past_due', false, 'BASE'), [
      'booked:subscription',
      'FORBIDDEN',
    ])
  })

  test('cancelled outright or never paid (inactive): no bookings even inside the period', async ({
    assert,
  }) => {
    assert.deepEqual(await bookingsBeforeAndAfterEnd('cancelled', false), [
      'FORBIDDEN',
      'FORBIDDEN',
    ])
    assert.deepEqual(await bookingsBeforeAndAfterEnd('inactive', false), ['FORBIDDEN', 'FORBIDDEN'])
  })

  test('an active subscription that renews counts after its recorded period end too', async ({
    assert,
  }) => {
    assert.deepEqual(await bookingsBeforeAndAfterEnd('active', false), [
      'booked:subscription',
      'booked:subscription',
    ])
  })
})

type Slot = { startsAt: string; endsAt: string }

async function slotsOf(client: ApiClient, mentor: User): Promise<Slot[]> {
  const response = await client.get(`/api/mentors/${mentor.id}/slots`)
  response.assertStatus(200)
  return response.body().data
}

function book(client: ApiClient, mentee: User, mentor: User, startsAt: string) {
  return client
    .post(`/api/mentors/${mentor.id}/sessions`)
    .withCsrfToken()
    .loginAs(mentee)
    .json({
      startsAt,
      ...REQUEST_TEXTS,
      communicationTool: 'jitsi',
      bestPracticeConfirmed: true,
    })
}

function cancel(client: ApiClient, user: User, sessionId: number) {
  return client
    .post(`/api/sessions/${sessionId}/cancel`)
    .withCsrfToken()
    .loginAs(user)
    .json({ reason: 'Something came up at work, sorry for the change of plans.' })
}

async function planSessionsOf(mentee: User) {
  return MentoringSession.query()
    .where('menteeUserId', mentee.id)
    .where('entitlement', 'subscription')
}

test.group('Entitlements | credits given back (HTTP)', () => {
  test('a call cancelled in time gives its plan credit back: BASE books again this month', async ({
    client,
    assert,
  }) => {
    const mentee = await menteeWithFreeCallUsed()
    await subscribe(mentee, 'BASE')
    const { user: mentor } = await givenBookableMentor()
    const slots = await slotsOf(client, mentor)

    const booked = await book(client, mentee, mentor, slots[24].startsAt)
    booked.assertStatus(201)
    const refused = await book(client, mentee, mentor, slots[48].startsAt)
    refused.assertStatus(403)
    assert.equal(refused.body().errorCode, 'FORBIDDEN')
    assert.properties(refused.body(), ['message', 'requestId'])

    const cancelled = await cancel(client, mentee, booked.body().session.id)
    cancelled.assertStatus(200)
    const again = await book(client, mentee, mentor, slots[48].startsAt)
    again.assertStatus(201)
    assert.lengthOf(await planSessionsOf(mentee), 2)
  })

  test("PRO: the mentor's cancellation gives that mentor's monthly call back", async ({
    client,
    assert,
  }) => {
    const mentee = await menteeWithFreeCallUsed()
    await subscribe(mentee, 'PRO', { period: 'trimestral' })
    const { user: mentor } = await givenBookableMentor()
    const slots = await slotsOf(client, mentor)

    const booked = await book(client, mentee, mentor, slots[24].startsAt)
    booked.assertStatus(201)
    await expectStatus(book(client, mentee, mentor, slots[48].startsAt), 403)
    await expectStatus(cancel(client, mentor, booked.body().session.id), 200)
    const again = await book(client, mentee, mentor, slots[48].startsAt)
    again.assertStatus(201)
    const first = await MentoringSession.findOrFail(booked.body().session.id)
    assert.equal(first.status, 'cancelled')
    assert.isNotNull(first.entitlementReturnedAt)
  })
})

test.group('Entitlements | concurrent bookings never spend one credit twice', () => {
  test("BASE's one monthly call booked with six mentors at once: exactly one booking", async ({
    client,
    assert,
  }) => {
    const mentee = await menteeWithFreeCallUsed()
    await subscribe(mentee, 'BASE')
    const mentors = await Promise.all(Array.from({ length: 6 }, () => givenBookableMentor()))
    const starts = await Promise.all(
      mentors.map(async ({ user }, index) => {
        const slots = await slotsOf(client, user)
        return slots[index * 6].startsAt
      })
    )

    const responses = await Promise.all(
      mentors.map(({ user }, index) => book(client, mentee, user, starts[index]))
    )
    const statuses = responses.map((response) => response.status())
    assert.equal(statuses.filter((status) => status === 201).length, 1, statuses.join(','))
    assert.equal(statuses.filter((status) => status === 403).length, 5, statuses.join(','))
    for (const refused of responses.filter((response) => response.status() === 403)) {
      assert.equal(refused.body().errorCode, 'FORBIDDEN')
    }
    assert.lengthOf(await planSessionsOf(mentee), 1)
  }).timeout(60_000)

  test("PRO's per-mentor call booked at once: one per mentor, the other mentor's too", async ({
    client,
    assert,
  }) => {
    const mentee = await menteeWithFreeCallUsed()
    await subscribe(mentee, 'PRO')
    const { user: first } = await givenBookableMentor()
    const { user: second } = await givenBookableMentor()
    const firstSlots = await slotsOf(client, first)
    const secondSlots = await slotsOf(client, second)

    const responses = await Promise.all([
      ...[0, 6, 12, 18, 24].map((index) => book(client, mentee, first, firstSlots[index].startsAt)),
      book(client, mentee, second, secondSlots[30].startsAt),
    ])
    const statuses = responses.map((response) => response.status())
    assert.equal(statuses.slice(0, 5).filter((status) => status === 201).length, 1, `${statuses}`)
    assert.equal(statuses.slice(0, 5).filter((status) => status === 403).length, 4, `${statuses}`)
    assert.equal(statuses[5], 201)

    const sessions = await planSessionsOf(mentee)
    assert.sameMembers(
      sessions.map((session) => session.mentorUserId),
      [first.id, second.id]
    )
  }).timeout(60_000)
})
