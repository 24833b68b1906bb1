import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import { SESSION_RULES } from '#business/sessions'
import MentoringSession from '#scheduling/models/mentoring_session'
import MentorProfile from '#mentoring/models/mentor_profile'
import type User from '#accounts/models/user'
import { givenUser } from '#tests/helpers/users'
import { givenMentor } from '#tests/helpers/mentors'
import {
  REQUEST_TEXTS,
  expectStatus,
  givenBookableMentor,
  givenSession,
} from '#tests/helpers/sessions'
import { pageFrom, ssrBody } from '#tests/helpers/inertia'
import { MailCapture } from '#tests/helpers/mail_capture'
import { QueueManager } from '@adonisjs/queue'
import SessionMailJob from '#scheduling/jobs/session_mail_job'
import { givenSubscription } from '#tests/helpers/billing'

type Slot = { startsAt: string; endsAt: string }

async function slotsOf(client: ApiClient, mentor: User): Promise<Slot[]> {
  const response = await client.get(`/api/mentors/${mentor.id}/slots`)
  response.assertStatus(200)
  return response.body().data
}

async function startsOf(client: ApiClient, mentor: User) {
  const slots = await slotsOf(client, mentor)
  return slots.map((slot) => slot.startsAt)
}

async function nextAvailableOf(profileId: number) {
  const profile = await MentorProfile.findOrFail(profileId)
  return profile.nextAvailableAt
}

function book(client: ApiClient, mentee: User, mentor: User, startsAt: string, extra = {}) {
  return client
    .post(`/api/mentors/${mentor.id}/sessions`)
    .withCsrfToken()
    .loginAs(mentee)
    .json({
      startsAt,
      ...REQUEST_TEXTS,
      communicationTool: 'google_meet',
      bestPracticeConfirmed: true,
      ...extra,
    })
}

async function liveSessionsOf(mentor: User) {
  return MentoringSession.query()
    .where('mentorUserId', mentor.id)
    .whereIn('status', ['pending', 'confirmed'])
}

test.group('Booking | slots', () => {
  test('slots follow the weekly hours in the mentor zone, at least 48 h ahead, on a 30-minute grid', async ({
    client,
    assert,
  }) => {
    const { user: mentor } = await givenBookableMentor({ timezone: 'America/New_York' })
    const response = await client.get(`/api/mentors/${mentor.id}/slots`)
    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.mentorTimeZone, 'America/New_York')
    assert.equal(body.durationMinutes, 60)
    assert.isFalse(body.calendarUnavailable)
    assert.isAbove(body.data.length, 100)
    const earliest = DateTime.utc().plus({ hours: SESSION_RULES.bookingNoticeHours })
    for (const slot of body.data as Slot[]) {
      const start = DateTime.fromISO(slot.startsAt).setZone('America/New_York')
      assert.isTrue(start >= earliest.minus({ seconds: 5 }))
      assert.include([0, 30], start.minute)
      assert.isAtLeast(start.hour, 8)
      assert.isAtMost(start.hour * 60 + start.minute + 60, 20 * 60)
    }
  })

  test('a booked session, widened by the buffers, removes the slots it overlaps', async ({
    client,
    assert,
  }) => {
    const { user: mentor, profile } = await givenBookableMentor()
    profile.bufferBeforeMinutes = 30
    profile.bufferAfterMinutes = 30
    await profile.save()
    const [first] = await slotsOf(client, mentor)
    const start = DateTime.fromISO(first.startsAt)
      .setZone('Europe/Rome')
      .plus({ days: 1 })
      .set({ hour: 10, minute: 0 })
    await givenSession(mentor, await givenUser(), { startsAt: start })
    const starts = new Set(await startsOf(client, mentor))
    for (const offset of [-60, -30, 0, 30, 60]) {
      assert.isFalse(starts.has(start.plus({ minutes: offset }).toUTC().toISO()!), `${offset}`)
    }
    assert.isTrue(starts.has(start.plus({ minutes: 120 }).toUTC().toISO()!))
  })

  test("the mentor's maximum sessions per month closes that month once reached", async ({
    client,
    assert,
  }) => {
    const { user: mentor, profile } = await givenBookableMentor({ timezone: 'Asia/Tokyo' })
    profile.maxSessionsPerMonth = 1
    await profile.save()
    const slots = await slotsOf(client, mentor)
    const monthOf = (iso: string) => DateTime.fromISO(iso).setZone('Asia/Tokyo').toFormat('yyyy-MM')
    const month = monthOf(slots[0].startsAt)
    await givenSession(mentor, await givenUser(), { startsAt: DateTime.fromISO(slots[0].startsAt) })
    const after = await slotsOf(client, mentor)
    assert.isTrue(after.length > 0)
    assert.isFalse(after.some((slot) => monthOf(slot.startsAt) === month))
  })

  test('unknown or unlisted mentors are 404 in the error shape', async ({ client, assert }) => {
    const { user: hidden } = await givenMentor({ approved: false })
    const response = await client.get(`/api/mentors/${hidden.id}/slots`)
    response.assertStatus(404)
    assert.equal(response.body().errorCode, 'NOT_FOUND')
    assert.properties(response.body(), ['message', 'requestId'])
  })
})

test.group('Booking | request', () => {
  test('a mentee books a free slot: pending until the mentor confirms, free call used', async ({
    client,
    assert,
  }) => {
    const { user: mentor, profile } = await givenBookableMentor()
    const mentee = await givenUser({ timezone: 'Europe/London' })
    const [slot] = await slotsOf(client, mentor)
    const before = await nextAvailableOf(profile.id)

    const response = await book(client, mentee, mentor, slot.startsAt)
    response.assertStatus(201)
    const session = response.body().session
    assert.equal(session.status, 'pending')
    assert.equal(session.role, 'mentee')
    assert.equal(session.awaitingConfirmationFrom, 'mentor')
    assert.equal(session.startsAt, slot.startsAt)
    assert.equal(session.endsAt, slot.endsAt)
    assert.isTrue(session.isFreeCall)
    assert.isFalse(session.can.confirm)
    assert.equal(session.objective, REQUEST_TEXTS.objective)

    const row = await MentoringSession.findOrFail(session.id)
    assert.equal(row.entitlement, 'free_call')
    assert.equal(row.menteeTimezone, 'Europe/London')
    // The taken slot was the next free one: the catalogue's value moved on.
    const after = await nextAvailableOf(profile.id)
    assert.isTrue(after! > before!)
    assert.notInclude(await startsOf(client, mentor), slot.startsAt)
  })

  test("the mentor's e-mail is left to the queue worker, which renders it in the mentor's language", async ({
    client,
    assert,
    cleanup,
  }) => {
    const queue = QueueManager.fake()
    cleanup(() => QueueManager.restore())
    const mails = new MailCapture()
    cleanup(() => mails.restore())
    const { user: mentor } = await givenBookableMentor()
    mentor.locale = 'it'
    await mentor.save()
    const mentee = await givenUser({ firstName: 'Ada', lastName: 'Lovelace' })
    const [slot] = await slotsOf(client, mentor)

    const response = await book(client, mentee, mentor, slot.startsAt)
    response.assertStatus(201)
    const sessionId = response.body().session.id
    // The request queued one small job and rendered nothing.
    assert.lengthOf(mails.queuedTo(mentor.email), 0)
    const jobs = queue.getPushedJobs()
    assert.deepEqual(
      jobs.map((record) => [record.job.name, record.job.payload]),
      [['scheduling.session_mail', { kind: 'bookingRequested', sessionId }]]
    )

    // The worker's run of that job queues the mail, to the mentor only.
    const job = new SessionMailJob()
    job.$hydrate(
      jobs[0].job.payload as { kind: 'bookingRequested'; sessionId: number },
      {
        jobId: 'test',
        queue: 'default',
        attempt: 1,
      } as never
    )
    await job.execute()
    assert.lengthOf(mails.queuedTo(mentee.email), 0)
    assert.deepEqual(mails.subjectsTo(mentor.email), [
      'Nuova richiesta di sessione da Ada Lovelace',
    ])
  })

  test('texts of 20-500 characters, a tool and the tick are required; nothing is created (EN and IT)', async ({
    client,
    assert,
  }) => {
    const { user: mentor } = await givenBookableMentor()
    const mentee = await givenUser()
    const [slot] = await slotsOf(client, mentor)
    const bad = {
      objective: 'x'.repeat(SESSION_RULES.textMinLength - 1),
      problem: 'y'.repeat(SESSION_RULES.textMaxLength + 1),
      desiredOutcome: '   ',
      communicationTool: 'carrier-pigeon',
      bestPracticeConfirmed: false,
    }
    const english = await book(client, mentee, mentor, slot.startsAt, bad)
    english.assertStatus(422)
    const errors = english.body().errors
    assert.equal(english.body().errorCode, 'VALIDATION_ERROR')
    assert.deepEqual(errors.objective, ['The objective must be at least 20 characters'])
    assert.deepEqual(errors.problem, ['The problem must be at most 500 characters'])
    assert.deepEqual(errors.desiredOutcome, ['Please describe the desired outcome'])
    assert.deepEqual(errors.communicationTool, ['Please choose a communication tool from the list'])
    assert.deepEqual(errors.bestPracticeConfirmed, [
      'Please confirm that your request follows the best practices',
    ])

    const italian = await book(client, mentee, mentor, slot.startsAt, bad).header(
      'Accept-Language',
      'it'
    )
    italian.assertStatus(422)
    assert.deepEqual(italian.body().errors.objective, [
      "L'obiettivo deve contenere almeno 20 caratteri",
    ])
    assert.lengthOf(await liveSessionsOf(mentor), 0)
  })

  test('less than 48 h ahead, outside the hours, or taken: clear errors', async ({
    client,
    assert,
  }) => {
    const { user: mentor } = await givenBookableMentor({ timezone: 'Europe/Rome' })
    const [first, second] = await slotsOf(client, mentor)

    const soon = DateTime.utc().plus({ hours: 24 }).startOf('hour').toISO()!
    const tooSoon = await book(client, await givenUser(), mentor, soon)
    tooSoon.assertStatus(422)
    assert.equal(tooSoon.body().message, 'Sessions must be booked at least 48 hours in advance.')

    const night = DateTime.fromISO(first.startsAt)
      .setZone('Europe/Rome')
      .plus({ days: 2 })
      .set({ hour: 3, minute: 0 })
      .toUTC()
      .toISO()!
    const outside = await book(client, await givenUser(), mentor, night)
    outside.assertStatus(422)
    assert.deepEqual(Object.keys(outside.body().errors), ['startsAt'])

    const offGrid = DateTime.fromISO(second.startsAt).plus({ minutes: 7 }).toUTC().toISO()!
    await expectStatus(book(client, await givenUser(), mentor, offGrid), 422)

    await expectStatus(book(client, await givenUser(), mentor, first.startsAt), 201)
    const taken = await book(client, await givenUser(), mentor, first.startsAt).header(
      'Accept-Language',
      'it'
    )
    taken.assertStatus(409)
    assert.equal(taken.body().errorCode, 'DUPLICATE_RECORD')
    assert.equal(
      taken.body().message,
      'Questo orario è appena stato prenotato da un altro utente. Scegli un altro orario.'
    )
    assert.lengthOf(await liveSessionsOf(mentor), 1)
  })

  test('booking needs the free call, a reward or plan quota; a mentor cannot book themselves', async ({
    client,
    assert,
  }) => {
    const { user: mentor } = await givenBookableMentor()
    const { user: otherMentor } = await givenBookableMentor()
    const mentee = await givenUser()
    const slots = await slotsOf(client, mentor)

    await expectStatus(book(client, mentee, mentor, slots[0].startsAt), 201)
    const noCredit = await book(client, mentee, mentor, slots[4].startsAt)
    noCredit.assertStatus(403)
    assert.equal(noCredit.body().errorCode, 'FORBIDDEN')
    assert.equal(
      noCredit.body().message,
      'You have used your free first call. Choose a plan to book more sessions.'
    )

    // A free-session reward pays for one more booking, once.
    const [reward] = await db
      .table('rewards')
      .insert({
        referrer_user_id: mentee.id,
        type: 'free_session',
        amount_cents: 0,
        status: 'processed',
        attempts: 1,
        idempotency_key: `reward-${mentee.id}-${Date.now()}`,
        created_at: new Date(),
        updated_at: new Date(),
      })
      .returning('id')
    const withReward = await book(client, mentee, mentor, slots[4].startsAt)
    withReward.assertStatus(201)
    const rewardRow = await db
      .from('rewards')
      .where('id', reward.id ?? reward)
      .first()
    assert.equal(rewardRow.used_by_session_id, withReward.body().session.id)

    // BASE: one call a month.
    await givenSubscription(mentee, 'BASE')
    await expectStatus(book(client, mentee, mentor, slots[8].startsAt), 201)
    await expectStatus(book(client, mentee, mentor, slots[12].startsAt), 403)

    // PRO: one call per mentor per month, with as many mentors as they like.
    const pro = await givenUser()
    await givenSubscription(pro, 'PRO')
    await expectStatus(book(client, pro, mentor, slots[16].startsAt), 201) // free call first
    await expectStatus(book(client, pro, mentor, slots[20].startsAt), 201) // plan, this mentor
    await expectStatus(book(client, pro, mentor, slots[24].startsAt), 403)
    const otherSlots = await slotsOf(client, otherMentor)
    await expectStatus(book(client, pro, otherMentor, otherSlots[0].startsAt), 201)

    const self = await book(client, mentor, mentor, slots[30].startsAt)
    self.assertStatus(403)
    assert.equal(self.body().message, 'You cannot book a session with yourself.')
  })

  test('the booking page shows the mentor, the credit to be used and needs sign-in', async ({
    client,
    assert,
  }) => {
    const { user: mentor } = await givenBookableMentor({ timezone: 'Asia/Tokyo' })
    const guest = await client.get(`/mentors/${mentor.id}/sessions/new`).redirects(0)
    guest.assertStatus(302)
    assert.match(guest.header('location') ?? '', /^\/login/)

    const mentee = await givenUser()
    const response = await client.get(`/mentors/${mentor.id}/sessions/new`).loginAs(mentee)
    response.assertStatus(200)
    const page = pageFrom(response.text())
    assert.equal(page.component, 'scheduling/book_session')
    assert.equal(page.props.mentor.id, mentor.id)
    assert.equal(page.props.mentor.timeZone, 'Asia/Tokyo')
    assert.equal(page.props.coverage.entitlement, 'free_call')
    assert.isFalse(page.props.isSelf)
  })
})

test.group('Booking | PRO: one call per mentor per month', () => {
  test('a second call with the same mentor this month is refused for that reason (EN and IT), not for a lack of credit', async ({
    client,
    assert,
  }) => {
    const { user: mentor } = await givenBookableMentor()
    const pro = await givenUser({ timezone: 'Europe/Rome' })
    await givenSubscription(pro, 'PRO')
    const slots = await slotsOf(client, mentor)
    await expectStatus(book(client, pro, mentor, slots[0].startsAt), 201) // the free call
    await expectStatus(book(client, pro, mentor, slots[4].startsAt), 201) // PRO: this mentor's call

    const refused = await book(client, pro, mentor, slots[8].startsAt)
    refused.assertStatus(403)
    assert.deepEqual(Object.keys(refused.body()).sort(), ['errorCode', 'message', 'requestId'])
    assert.equal(refused.body().errorCode, 'MENTOR_MONTHLY_LIMIT')
    assert.equal(
      refused.body().message,
      'Your PRO plan includes one session per mentor each month, and you have already booked this mentor this month. Book another mentor now, or this mentor again from next month.'
    )
    const italian = await book(client, pro, mentor, slots[8].startsAt).header(
      'Accept-Language',
      'it'
    )
    assert.equal(italian.body().errorCode, 'MENTOR_MONTHLY_LIMIT')
    assert.match(
      italian.body().message,
      /^Il piano PRO include una sessione al mese con ciascun mentor/
    )

    // BASE (or nothing left at all) is still "no credit": the plans are the way on.
    const base = await givenUser()
    await givenSubscription(base, 'BASE')
    await expectStatus(book(client, base, mentor, slots[12].startsAt), 201)
    await expectStatus(book(client, base, mentor, slots[16].startsAt), 201)
    const noCredit = await book(client, base, mentor, slots[20].startsAt)
    noCredit.assertStatus(403)
    assert.equal(noCredit.body().errorCode, 'FORBIDDEN')
  })

  test('the booking page tells the reason and offers other mentors and the first free time next month', async ({
    client,
    assert,
  }) => {
    const { user: mentor } = await givenBookableMentor()
    const pro = await givenUser({ timezone: 'America/New_York' })
    await givenSubscription(pro, 'PRO')
    const slots = await slotsOf(client, mentor)
    await expectStatus(book(client, pro, mentor, slots[0].startsAt), 201)
    await expectStatus(book(client, pro, mentor, slots[4].startsAt), 201)

    const response = await client.get(`/mentors/${mentor.id}/sessions/new`).loginAs(pro)
    response.assertStatus(200)
    const page = pageFrom(response.text())
    assert.isNull(page.props.coverage.entitlement)
    assert.equal(page.props.coverage.refusal, 'mentor_monthly_limit')
    const nextMonth = DateTime.now()
      .setZone('America/New_York')
      .startOf('month')
      .plus({ months: 1 })
    assert.equal(page.props.coverage.nextMonth.bookableFrom, nextMonth.toISODate())
    const first = DateTime.fromISO(page.props.coverage.nextMonth.firstAvailableAt)
    assert.isTrue(first >= nextMonth, page.props.coverage.nextMonth.firstAvailableAt)
    assert.isTrue(
      first < nextMonth.plus({ days: 7 }),
      page.props.coverage.nextMonth.firstAvailableAt
    )

    const body = ssrBody(response.text())
    assert.include(body, 'you have already booked')
    assert.include(body, 'href="/mentors"')
    assert.include(
      body,
      `href="/mentors/${mentor.id}/sessions/new?from=${encodeURIComponent(page.props.coverage.nextMonth.firstAvailableAt)}"`
    )
    assert.include(body, 'data-entitlement="mentor_monthly_limit"')
    assert.notInclude(body, 'See plans and pricing')

    // Without any credit the page keeps sending to the plans.
    const spent = await givenUser()
    await expectStatus(book(client, spent, mentor, slots[8].startsAt), 201)
    const spentPage = await client.get(`/mentors/${mentor.id}/sessions/new`).loginAs(spent)
    const plain = pageFrom(spentPage.text())
    assert.equal(plain.props.coverage.refusal, 'no_credit')
    assert.isNull(plain.props.coverage.nextMonth)
  })
})

test.group('Booking | races', () => {
  test('100 concurrent bookings of one slot: exactly one succeeds, 99 get a clean conflict', async ({
    client,
    assert,
  }) => {
    const { user: mentor } = await givenBookableMentor()
    const [slot] = await slotsOf(client, mentor)
    const mentees = await Promise.all(Array.from({ length: 100 }, () => givenUser()))

    const responses = await Promise.all(
      mentees.map((mentee) => book(client, mentee, mentor, slot.startsAt))
    )
    const statuses = responses.map((response) => response.status())
    assert.equal(statuses.filter((status) => status === 201).length, 1, statuses.join(','))
    const conflicts = responses.filter((response) => response.status() === 409)
    assert.lengthOf(conflicts, 99)
    for (const conflict of conflicts) {
      assert.equal(conflict.body().errorCode, 'DUPLICATE_RECORD')
      assert.isString(conflict.body().message)
    }
    assert.lengthOf(await liveSessionsOf(mentor), 1)
    // Nobody but the winner spent their free call.
    const spent = await MentoringSession.query()
      .whereIn(
        'menteeUserId',
        mentees.map((mentee) => mentee.id)
      )
      .where('entitlement', 'free_call')
    assert.lengthOf(spent, 1)
  }).timeout(120_000)

  test('overlapping starts of one mentor booked at once: only one holds the time', async ({
    client,
    assert,
  }) => {
    const { user: mentor } = await givenBookableMentor()
    const slots = await slotsOf(client, mentor)
    // 60-minute sessions at 30-minute steps: two starts 30 minutes apart overlap.
    const first = slots.findIndex(
      (slot, at) =>
        at + 1 < slots.length &&
        DateTime.fromISO(slots[at + 1].startsAt).diff(DateTime.fromISO(slot.startsAt), 'minutes')
          .minutes === 30
    )
    const starts = [slots[first].startsAt, slots[first + 1].startsAt]
    const mentees = await Promise.all(Array.from({ length: 10 }, () => givenUser()))
    const responses = await Promise.all(
      mentees.map((mentee, index) => book(client, mentee, mentor, starts[index % 2]))
    )
    assert.equal(responses.filter((response) => response.status() === 201).length, 1)
    assert.lengthOf(await liveSessionsOf(mentor), 1)
  }).timeout(60_000)

  test('two concurrent bookings with one free call left consume it once', async ({
    client,
    assert,
  }) => {
    const { user: first } = await givenBookableMentor()
    const { user: second } = await givenBookableMentor()
    const mentee = await givenUser()
    const [a] = await slotsOf(client, first)
    const secondSlots = await slotsOf(client, second)
    const b = secondSlots[6]

    const responses = await Promise.all([
      book(client, mentee, first, a.startsAt),
      book(client, mentee, second, b.startsAt),
    ])
    const statuses = responses.map((response) => response.status()).sort()
    assert.deepEqual(statuses, [201, 403])
    const sessions = await MentoringSession.query().where('menteeUserId', mentee.id)
    assert.lengthOf(sessions, 1)
    assert.equal(sessions[0].entitlement, 'free_call')
  }).timeout(60_000)
})
