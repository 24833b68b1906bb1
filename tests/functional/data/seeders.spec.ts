import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import User from '#accounts/models/user'
import MentoringSession from '#scheduling/models/mentoring_session'
import MentorProfile from '#mentoring/models/mentor_profile'
import ScheduleEntry from '#scheduling/models/schedule_entry'
import SavedMentor from '#mentoring/models/saved_mentor'
import ReferralCode from '#referrals/models/referral_code'
import Feedback from '#scheduling/models/feedback'
import { toDbInstant } from '#database/columns'
import DemoSeeder from '#database/seeders/02_demo_seeder'
import { seedBench, type BenchOptions } from '#database/seeding/bench/index'
import { DateTime } from 'luxon'
import { emptyDatabase } from '#tests/helpers/clean_slate'
import { invoiceDescription } from '#billing/services/subscription_sync'

/**
 * The demo seeder and the benchmark generator, run for real on the test
 * database inside a transaction that is rolled back afterwards.
 */

async function count(table: string) {
  const row = await db.from(table).count('* as total').first()
  return Number(row?.total ?? 0)
}

/** Mentors whose stored rating or counts disagree with their sessions and mentee feedback. */
async function inconsistentMentors(client: QueryClientContract) {
  const profiles = await client
    .from('mentor_profiles')
    .select('user_id', 'rating', 'ratings_count', 'sessions_count')
  const feedback = await client
    .from('feedbacks as f')
    .join('mentoring_sessions as s', 's.id', 'f.session_id')
    .whereColumn('f.author_user_id', 's.mentee_user_id')
    .select('s.mentor_user_id', 'f.overall_rating')
  const completed = await client
    .from('mentoring_sessions')
    .where('status', 'completed')
    .groupBy('mentor_user_id')
    .select('mentor_user_id')
    .count('* as total')

  const ratings = new Map<number, number[]>()
  for (const row of feedback) {
    ratings.set(row.mentor_user_id, [
      ...(ratings.get(row.mentor_user_id) ?? []),
      Number(row.overall_rating),
    ])
  }
  const sessions = new Map(completed.map((row) => [row.mentor_user_id, Number(row.total)]))
  return profiles.filter((profile) => {
    const given = ratings.get(profile.user_id) ?? []
    const average = given.length ? given.reduce((sum, value) => sum + value, 0) / given.length : 0
    return (
      Math.abs(Number(profile.rating) - average) > 1e-9 ||
      Number(profile.ratings_count) !== given.length ||
      Number(profile.sessions_count) !== (sessions.get(profile.user_id) ?? 0)
    )
  })
}

/** Pairs of pending/confirmed sessions of one mentor whose times overlap. */
async function overlappingLiveSessions(client: QueryClientContract) {
  const row = await client
    .from('mentoring_sessions as a')
    .join('mentoring_sessions as b', (join) => {
      join
        .on('a.mentor_user_id', 'b.mentor_user_id')
        .andOn('a.id', '<', 'b.id')
        .andOn('a.starts_at', '<', 'b.ends_at')
        .andOn('b.starts_at', '<', 'a.ends_at')
    })
    .whereIn('a.status', ['pending', 'confirmed'])
    .whereIn('b.status', ['pending', 'confirmed'])
    .count('* as total')
    .first()
  return Number(row?.total ?? 0)
}

test.group('Data | demo seeder', (group) => {
  // It counts and lists what the whole database holds: other spec files leave their rows.
  group.setup(() => emptyDatabase())
  group.setup(async () => {
    const rollback = await testUtils.db().withGlobalTransaction()
    await new DemoSeeder(db.connection()).run()
    return rollback
  })

  test('creates the demo accounts with their roles, verified and signed in by password', async ({
    assert,
  }) => {
    const expected = {
      'admin@demo.test': 'ADMIN',
      'mentor@demo.test': 'MENTOR',
      'mentee@demo.test': 'STUDENT',
    }
    for (const [email, role] of Object.entries(expected)) {
      const user = await User.verifyCredentials(email, 'demo-password-2026')
      assert.equal(user.role, role, email)
      assert.equal(user.status, 'active', email)
      assert.isNotNull(user.emailVerifiedAt, email)
      assert.isTrue(user.onboarded, email)
    }
  })

  test('mentor@demo.test has a full profile, a weekly schedule and sessions past and upcoming', async ({
    assert,
  }) => {
    const mentor = await User.findByOrFail('email', 'mentor@demo.test')
    const profile = await MentorProfile.findByOrFail('userId', mentor.id)
    // One at a time: a transaction's connection runs one query at a time.
    await profile.load('skills')
    await profile.load('industries')
    assert.isTrue(profile.isListed)
    assert.isAtLeast(profile.skills.length, 3)
    assert.isAtLeast(profile.industries.length, 1)
    const weekly = await ScheduleEntry.query().where('mentorProfileId', profile.id)
    assert.isAtLeast(weekly.length, 2)
    assert.equal(mentor.timezone, 'Europe/Rome')

    const now = toDbInstant(DateTime.utc())
    const sessions = db.from('mentoring_sessions').where('mentor_user_id', mentor.id)
    const past = await sessions
      .clone()
      .where('status', 'completed')
      .where('ends_at', '<', now)
      .count('* as total')
      .first()
    const upcoming = await sessions
      .clone()
      .whereIn('status', ['pending', 'confirmed'])
      .where('starts_at', '>', now)
      .count('* as total')
      .first()
    assert.isAtLeast(Number(past.total), 5)
    assert.isAtLeast(Number(upcoming.total), 2)
  })

  test("mentee@demo.test's story: onboarded, referral code, saved mentors and a session of every kind", async ({
    assert,
  }) => {
    const mentee = await User.findByOrFail('email', 'mentee@demo.test')
    await mentee.load('onboardingAnswer')
    const referralCode = await ReferralCode.findByOrFail('userId', mentee.id)
    const savedMentors = await SavedMentor.query().where('userId', mentee.id)
    assert.isNotNull(mentee.onboardingAnswer)
    assert.lengthOf(referralCode.code, 8)
    assert.isAtLeast(savedMentors.length, 3)

    const sessions = await MentoringSession.query().where('menteeUserId', mentee.id)
    const statuses = sessions.map((session) => session.status)
    for (const status of ['confirmed', 'pending', 'completed', 'cancelled']) {
      assert.include(statuses, status)
    }
    // Still live, so booked with the 48 h notice and not yet due.
    const noticeEnds = DateTime.utc().plus({ hours: 24 })
    for (const session of sessions.filter((item) =>
      ['pending', 'confirmed'].includes(item.status)
    )) {
      assert.isTrue(session.startsAt > noticeEnds)
      assert.isTrue(session.startsAt.diff(session.createdAt, 'hours').hours >= 48)
    }

    // A completed call the mentor reviewed and he has not: "awaiting feedback".
    const awaiting = await db
      .from('mentoring_sessions as s')
      .where('s.mentee_user_id', mentee.id)
      .where('s.status', 'completed')
      .whereExists((query) =>
        query
          .from('feedbacks')
          .whereColumn('feedbacks.session_id', 's.id')
          .whereColumn('feedbacks.author_user_id', 's.mentor_user_id')
      )
      .whereNotExists((query) =>
        query
          .from('feedbacks')
          .whereColumn('feedbacks.session_id', 's.id')
          .where('feedbacks.author_user_id', mentee.id)
      )
    assert.lengthOf(awaiting, 1)
  })

  test('about 60 approved mentors, each rated with the average of their mentee feedback', async ({
    assert,
  }) => {
    const approved = await db
      .from('mentor_profiles')
      .where('is_approved', true)
      .where('is_active', true)
      .count('* as total')
      .first()
    assert.closeTo(Number(approved.total), 60, 5)

    const rated = await db
      .from('mentor_profiles')
      .where('ratings_count', '>', 0)
      .count('* as total')
      .first()
    assert.isAtLeast(Number(rated.total), 30)
    assert.deepEqual(await inconsistentMentors(db.connection()), [])
  })

  test('some mentee feedback leaves "Would you recommend?" unanswered, and models read it as null, not "no"', async ({
    assert,
  }) => {
    const answers = await db
      .from('feedbacks as f')
      .join('mentoring_sessions as s', 's.id', 'f.session_id')
      .whereColumn('f.author_user_id', 's.mentee_user_id')
      .select('f.id', 'f.would_recommend')
    const unanswered = answers.filter((row) => row.would_recommend === null)
    assert.isAbove(unanswered.length, 0)
    assert.isAbove(answers.length - unanswered.length, 0)

    const read = await Feedback.query().whereIn(
      'id',
      unanswered.map((row) => row.id)
    )
    assert.lengthOf(read, unanswered.length)
    for (const feedback of read) assert.isNull(feedback.wouldRecommend, `feedback ${feedback.id}`)
  })

  test('demo invoices are worded as the app words the invoices it writes, with their plan and period', async ({
    assert,
  }) => {
    const invoices = await db
      .from('invoices')
      .whereNotNull('subscription_id')
      .select('plan', 'period', 'is_renewal', 'description')
    assert.isAbove(invoices.length, 0)
    for (const invoice of invoices) {
      assert.isNotNull(invoice.plan)
      assert.isNotNull(invoice.period)
      assert.equal(
        invoice.description,
        invoiceDescription(invoice.plan, invoice.period, Boolean(invoice.is_renewal))
      )
    }
  })

  test('no mentor has two overlapping live sessions', async ({ assert }) => {
    assert.equal(await overlappingLiveSessions(db.connection()), 0)
  })

  test('runs again without error and changes nothing', async ({ assert }) => {
    const before = await count('users')
    await new DemoSeeder(db.connection()).run()
    assert.equal(await count('users'), before)
  })
})

test.group('Data | bench seeding', (group) => {
  // It counts and lists what the whole database holds: other spec files leave their rows.
  group.setup(() => emptyDatabase())
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  const options: BenchOptions = {
    mentors: 50,
    mentees: 100,
    sessions: 1000,
    seed: 7,
    nowMs: Date.UTC(2026, 0, 15, 12),
  }

  test('writes the requested counts, consistently, and the same data for the same seed', async ({
    assert,
  }) => {
    const users = await count('users')
    const rehearsal = await db.transaction(async (trx) => {
      const result = await seedBench(trx, options)
      await trx.rollback()
      return result
    })
    const result = await seedBench(db.connection(), options)

    assert.deepEqual(result.firstMentor, rehearsal.firstMentor)
    assert.deepEqual(result.counts, rehearsal.counts)
    assert.equal(result.counts.users, 150)
    assert.equal(result.counts.mentor_profiles, 50)
    assert.equal(result.counts.mentoring_sessions, 1000)
    assert.isAbove(result.counts.feedbacks, 0)

    assert.equal(await count('users'), users + 150)
    assert.equal(await count('mentoring_sessions'), 1000)

    const first = await db.from('users').where('email', result.firstMentor.email).firstOrFail()
    const profile = await db.from('mentor_profiles').where('user_id', first.id).firstOrFail()
    assert.equal(profile.headline, result.firstMentor.headline)
    assert.match(result.firstMentor.email, /@mentor\.bench\.test$/)

    assert.deepEqual(await inconsistentMentors(db.connection()), [])
    assert.equal(await overlappingLiveSessions(db.connection()), 0)
  })

  test('another seed gives other people', async ({ assert }) => {
    const rehearsal = await db.transaction(async (trx) => {
      const result = await seedBench(trx, { ...options, mentors: 5, mentees: 5, sessions: 10 })
      await trx.rollback()
      return result
    })
    const other = await seedBench(db.connection(), {
      ...options,
      mentors: 5,
      mentees: 5,
      sessions: 10,
      seed: 8,
    })
    assert.notDeepEqual(other.firstMentor, rehearsal.firstMentor)
  })
})
