import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type User from '#accounts/models/user'
import { membersByIds } from '#accounts/index'
import Industry from '#core/models/industry'
import Skill from '#mentoring/models/skill'
import MentorProfile from '#mentoring/models/mentor_profile'
import SavedMentor from '#mentoring/models/saved_mentor'
import SavedSearch from '#mentoring/models/saved_search'
import MentoringSession from '#scheduling/models/mentoring_session'
import ScheduleException from '#scheduling/models/schedule_exception'
import Feedback from '#scheduling/models/feedback'
import SessionNote from '#scheduling/models/session_note'
import ProcessedWebhookEvent from '#billing/models/processed_webhook_event'
import ReferralCode from '#referrals/models/referral_code'
import Referral from '#referrals/models/referral'
import Reward from '#referrals/models/reward'
import { toDbInstant } from '#database/columns'
import { givenUser } from '#tests/helpers/users'

/**
 * The invariants the schema states on its own, proven on whichever database
 * the run uses (SQLite by default, PostgreSQL with DB_CONNECTION=pg).
 * A failed statement aborts a PostgreSQL transaction, so each test ends with
 * the statement expected to fail.
 */

async function assertUniqueViolation(
  assert: { fail(message: string): never },
  write: Promise<unknown>
) {
  try {
    await write
  } catch (error) {
    const code = String((error as { code?: unknown }).code)
    // SQLite: SQLITE_CONSTRAINT_UNIQUE; PostgreSQL: unique_violation.
    if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505') {
      return
    }
    assert.fail(`expected a unique violation, got ${code}: ${(error as Error).message}`)
  }
  assert.fail('expected a unique violation, but the write succeeded')
}

let sequence = 0

async function givenSession(mentor: User, mentee: User, overrides: Partial<MentoringSession> = {}) {
  sequence += 1
  const startsAt = DateTime.utc(2030, 1, 7, 9).plus({ hours: sequence })
  return MentoringSession.create({
    mentorUserId: mentor.id,
    menteeUserId: mentee.id,
    startsAt,
    endsAt: startsAt.plus({ minutes: 60 }),
    durationMinutes: 60,
    objective: 'Validate the pricing of our B2B product',
    problem: 'We do not know whether to charge per seat or per usage',
    desiredOutcome: 'A pricing model to test with five customers',
    communicationTool: 'jitsi',
    status: 'confirmed',
    entitlement: 'subscription',
    bookedMonth: '2030-01',
    ...overrides,
  })
}

function givenReferral(referrer: User, referred: User) {
  return Referral.create({
    referrerUserId: referrer.id,
    referredUserId: referred.id,
    code: 'ABCD2345',
    status: 'pending',
    expiresAt: DateTime.now().plus({ days: 30 }),
  })
}

test.group('Data | unique invariants', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a user is referred at most once', async ({ assert }) => {
    const [first, second, friend] = [await givenUser(), await givenUser(), await givenUser()]
    await givenReferral(first, friend)

    await assertUniqueViolation(assert, givenReferral(second, friend))
  })

  test('each party leaves at most one feedback per session', async ({ assert }) => {
    const [mentor, mentee] = [await givenUser({ role: 'MENTOR' }), await givenUser()]
    const session = await givenSession(mentor, mentee, { status: 'completed' })
    await Feedback.create({ sessionId: session.id, authorUserId: mentee.id, overallRating: 5 })
    await Feedback.create({ sessionId: session.id, authorUserId: mentor.id, overallRating: 4 })

    await assertUniqueViolation(
      assert,
      Feedback.create({ sessionId: session.id, authorUserId: mentee.id, overallRating: 1 })
    )
  })

  test('each party keeps at most one private note per session', async ({ assert }) => {
    const [mentor, mentee] = [await givenUser({ role: 'MENTOR' }), await givenUser()]
    const session = await givenSession(mentor, mentee)
    await SessionNote.create({
      sessionId: session.id,
      authorUserId: mentee.id,
      body: 'Ask about churn',
    })

    await assertUniqueViolation(
      assert,
      SessionNote.create({ sessionId: session.id, authorUserId: mentee.id, body: 'Again' })
    )
  })

  test('a mentor is saved once per user', async ({ assert }) => {
    const [mentor, mentee] = [await givenUser({ role: 'MENTOR' }), await givenUser()]
    await SavedMentor.create({ userId: mentee.id, mentorUserId: mentor.id })

    await assertUniqueViolation(
      assert,
      SavedMentor.create({ userId: mentee.id, mentorUserId: mentor.id })
    )
  })

  test('a referral code belongs to one user', async ({ assert }) => {
    const [first, second] = [await givenUser(), await givenUser()]
    await ReferralCode.create({ userId: first.id, code: 'QWER2345' })

    await assertUniqueViolation(
      assert,
      ReferralCode.create({ userId: second.id, code: 'QWER2345' })
    )
  })

  test('a Stripe webhook event is processed once', async ({ assert }) => {
    const event = { stripeEventId: 'evt_1Q2w3E4r5T6y', type: 'invoice.paid' }
    await ProcessedWebhookEvent.create({ ...event, processedAt: DateTime.now() })

    await assertUniqueViolation(
      assert,
      ProcessedWebhookEvent.create({ ...event, processedAt: DateTime.now() })
    )
  })

  test('a reward is never recorded twice for one idempotency key', async ({ assert }) => {
    const referrer = await givenUser()
    const reward = { referrerUserId: referrer.id, type: 'credit' as const, amountCents: 1000 }
    await Reward.create({ ...reward, idempotencyKey: 'referral:1:credit' })

    await assertUniqueViolation(
      assert,
      Reward.create({ ...reward, idempotencyKey: 'referral:1:credit' })
    )
  })

  test('the free first call is one-time unless it was given back', async ({ assert }) => {
    const [mentor, mentee] = [await givenUser({ role: 'MENTOR' }), await givenUser()]
    const freeCall = { entitlement: 'free_call' as const, isFreeCall: true }
    const cancelledByMentor = await givenSession(mentor, mentee, freeCall)
    cancelledByMentor.merge({ status: 'cancelled', entitlementReturnedAt: DateTime.now() })
    await cancelledByMentor.save()
    await givenSession(mentor, mentee, freeCall)

    await assertUniqueViolation(assert, givenSession(mentor, mentee, freeCall))
  })

  test('a mentor holds one live booking per start time', async ({ assert }) => {
    const [mentor, first, second] = [
      await givenUser({ role: 'MENTOR' }),
      await givenUser(),
      await givenUser(),
    ]
    const startsAt = DateTime.utc(2031, 5, 5, 14)
    const slot = { startsAt, endsAt: startsAt.plus({ hours: 1 }) }
    await givenSession(mentor, first, { ...slot, status: 'cancelled' })
    await givenSession(mentor, first, slot)

    await assertUniqueViolation(
      assert,
      givenSession(mentor, second, { ...slot, status: 'pending' })
    )
  })
})

test.group('Data | round trips', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('booleans and JSON come back as written, defaults included', async ({ assert }) => {
    const mentor = await givenUser({ role: 'MENTOR' })
    const created = await MentorProfile.create({
      userId: mentor.id,
      isApproved: true,
      isActive: false,
      companySizes: ['startup', 'medium'],
    })

    const profile = await MentorProfile.findOrFail(created.id)
    assert.strictEqual(profile.isApproved, true)
    assert.strictEqual(profile.isActive, false)
    assert.strictEqual(profile.useGoogleMeet, true)
    assert.deepEqual(profile.companySizes, ['startup', 'medium'])
    assert.strictEqual(profile.rating, 0)
    assert.isFalse(profile.isListed)

    const booked = await givenSession(mentor, await givenUser())
    const session = await MentoringSession.findOrFail(booked.id)
    assert.strictEqual(session.isFreeCall, false)

    const search = await SavedSearch.create({
      userId: mentor.id,
      name: 'Fintech',
      criteria: { industries: ['fintech'], minimumRating: 4.5 },
    })
    const saved = await SavedSearch.findOrFail(search.id)
    assert.deepEqual(saved.criteria, { industries: ['fintech'], minimumRating: 4.5 })
  })

  test('instants keep their moment whatever zone they were written in', async ({ assert }) => {
    const [mentor, mentee] = [await givenUser({ role: 'MENTOR' }), await givenUser()]
    // 10:00 in Rome on the day summer time starts is 08:00 UTC.
    const startsAt = DateTime.fromISO('2030-03-31T10:00:00', { zone: 'Europe/Rome' })
    const { id } = await givenSession(mentor, mentee, {
      startsAt,
      endsAt: startsAt.plus({ minutes: 45 }),
    })

    const session = await MentoringSession.findOrFail(id)
    assert.equal(session.startsAt.toMillis(), startsAt.toMillis())
    assert.equal(session.startsAt.toISO(), '2030-03-31T08:00:00.000Z')
    assert.equal(session.endsAt.toISO(), '2030-03-31T08:45:00.000Z')
    assert.equal(session.createdAt.zoneName, 'UTC')

    const found = await MentoringSession.query()
      .where('mentor_user_id', mentor.id)
      .where('starts_at', '>=', toDbInstant(startsAt))
      .where('starts_at', '<', toDbInstant(startsAt.plus({ seconds: 1 })))
    assert.deepEqual(
      found.map((row) => row.id),
      [id]
    )
  })

  test('calendar dates come back as the same date', async ({ assert }) => {
    const mentor = await givenUser({ role: 'MENTOR' })
    const profile = await MentorProfile.create({ userId: mentor.id })
    const { id } = await ScheduleException.create({
      mentorProfileId: profile.id,
      date: DateTime.fromISO('2030-03-31'),
      reason: 'Holiday',
    })

    const exception = await ScheduleException.findOrFail(id)
    assert.equal(exception.date.toISODate(), '2030-03-31')
    assert.isTrue(exception.isUnavailableAllDay)
  })

  test('relations resolve through their foreign keys', async ({ assert }) => {
    const [mentor, mentee] = [await givenUser({ role: 'MENTOR' }), await givenUser()]
    const profile = await MentorProfile.create({ userId: mentor.id })
    const industry = await Industry.create({ slug: 'fintech', name: 'Fintech', sector: 'finance' })
    const skill = await Skill.create({ slug: 'pricing', name: 'Pricing', nameIt: 'Prezzi' })
    await profile.related('industries').attach({ [industry.id]: { years: 12 } })
    await profile.related('skills').attach([skill.id])
    await mentee.related('industries').attach([industry.id])
    const session = await givenSession(mentor, mentee)
    await session.related('notes').create({ authorUserId: mentee.id, body: 'Bring the numbers' })

    // One relation at a time: the global transaction is a single connection.
    await profile.load('industries')
    await profile.load('skills')
    assert.equal(profile.userId, mentor.id)
    assert.equal(profile.industries[0].$extras.pivot_years, 12)
    assert.equal(profile.skills[0].nameIn('it'), 'Prezzi')

    await mentee.load('industries')
    assert.deepEqual(
      mentee.industries.map((row) => row.slug),
      ['fintech']
    )

    const loaded = await MentoringSession.findOrFail(session.id)
    await loaded.load('notes')
    // The parties are accounts' members, read by id (no relation across modules).
    const parties = await membersByIds([loaded.mentorUserId!, loaded.menteeUserId!])
    assert.equal(parties.get(loaded.mentorUserId!)?.id, mentor.id)
    assert.equal(parties.get(loaded.menteeUserId!)?.id, mentee.id)
    assert.equal(loaded.notes[0].body, 'Bring the numbers')

    const [{ total }] = await db.from('mentor_skills').count('* as total')
    assert.equal(Number(total), 1)
  })
})
