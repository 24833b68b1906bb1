import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import AuditLog from '#core/models/audit_log'
import Feedback from '#scheduling/models/feedback'
import SessionNote from '#scheduling/models/session_note'
import { SESSION_RULES } from '#business/sessions'
import { givenUser } from '#tests/helpers/users'
import { givenMentor } from '#tests/helpers/mentors'
import { givenSession } from '#tests/helpers/sessions'
import { MailCapture } from '#tests/helpers/mail_capture'
import {
  sendDueDayBeforeReminders,
  sendDueFinalReminders,
} from '#scheduling/services/session_reminders'

const API = '/api/admin/sessions'

async function givenParties() {
  const admin = await givenUser({ role: 'ADMIN' })
  const { user: mentor } = await givenMentor({ firstName: 'Marta', lastName: 'Rossi' })
  const mentee = await givenUser({ firstName: 'Luca', lastName: 'Bianchi' })
  return { admin, mentor, mentee }
}

test.group('Admin REST | sessions', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a page of sessions: sort, range, filters, Content-Range', async ({ client, assert }) => {
    const { admin, mentor, mentee } = await givenParties()
    const other = await givenUser({ firstName: 'Nadia', lastName: 'Verdi' })
    const soon = DateTime.utc().plus({ days: 3 }).startOf('hour')
    const first = await givenSession(mentor, mentee, { startsAt: soon })
    const second = await givenSession(mentor, other, {
      startsAt: soon.plus({ days: 2 }),
      status: 'pending',
    })
    const third = await givenSession(mentor, mentee, {
      startsAt: soon.minus({ days: 10 }),
      status: 'completed',
    })
    const ours = [first.id, second.id, third.id]

    const page = await client
      .get(API)
      .qs({
        sort: '["startsAt","ASC"]',
        range: '[0,1]',
        filter: JSON.stringify({ mentorUserId: mentor.id }),
      })
      .loginAs(admin)
    page.assertStatus(200)
    assert.equal(page.header('content-range'), 'sessions 0-1/3')
    assert.equal(page.header('x-total-count'), '3')
    assert.include(page.header('access-control-expose-headers'), 'Content-Range')
    assert.include(page.header('access-control-expose-headers'), 'X-Total-Count')
    assert.deepEqual(
      page.body().map((s: any) => s.id),
      [third.id, first.id]
    )
    const record = page.body()[1]
    assert.equal(record.mentorName, 'Marta Rossi')
    assert.equal(record.menteeName, 'Luca Bianchi')
    assert.equal(record.startsAt, soon.toISO())
    assert.equal(record.status, 'confirmed')
    assert.equal(record.durationMinutes, 60)
    assert.isFalse(record.isFreeCall)
    assert.properties(record, [
      'endsAt',
      'communicationTool',
      'entitlement',
      'objective',
      'problem',
      'desiredOutcome',
      'meetingLink',
      'cancelReason',
      'cancelledByUserId',
      'cancelledAt',
      'createdAt',
    ])
    assert.notProperty(record, 'feedback')

    const rest = await client
      .get(API)
      .qs({ sort: '["startsAt","ASC"]', range: '[2,3]', filter: `{"id":[${ours}]}` })
      .loginAs(admin)
    assert.equal(rest.header('content-range'), 'sessions 2-2/3')
    assert.equal(rest.header('x-total-count'), '3')
    assert.deepEqual(
      rest.body().map((s: any) => s.id),
      [second.id]
    )

    const pending = await client
      .get(API)
      .qs({ filter: JSON.stringify({ status: 'pending', id: ours }) })
      .loginAs(admin)
    assert.deepEqual(
      pending.body().map((s: any) => s.id),
      [second.id]
    )

    // getManyReference: the sessions of one mentee.
    const ofMentee = await client
      .get(API)
      .qs({ sort: '["id","DESC"]', filter: JSON.stringify({ menteeUserId: mentee.id }) })
      .loginAs(admin)
    assert.deepEqual(
      ofMentee.body().map((s: any) => s.id),
      [third.id, first.id]
    )

    const searched = await client
      .get(API)
      .qs({ filter: JSON.stringify({ q: 'verdi' }) })
      .loginAs(admin)
    assert.deepEqual(
      searched.body().map((s: any) => s.id),
      [second.id]
    )

    const upcoming = await client
      .get(API)
      .qs({
        sort: '["startsAt","DESC"]',
        filter: JSON.stringify({
          mentorUserId: mentor.id,
          startsAt_gte: soon.toISO(),
          startsAt_lte: soon.plus({ days: 1 }).toISO(),
        }),
      })
      .loginAs(admin)
    assert.deepEqual(
      upcoming.body().map((s: any) => s.id),
      [first.id]
    )
  })

  test('a record names the language each party reads e-mails in (a cancel reason goes as typed)', async ({
    client,
    assert,
  }) => {
    const { admin, mentor, mentee } = await givenParties()
    mentor.locale = 'it'
    await mentor.save()
    mentee.locale = 'en'
    await mentee.save()
    const session = await givenSession(mentor, mentee)
    const one = await client.get(`${API}/${session.id}`).loginAs(admin)
    one.assertStatus(200)
    assert.include(one.body(), { mentorLocale: 'it', menteeLocale: 'en' })
    const list = await client
      .get(API)
      .qs({ filter: JSON.stringify({ id: [session.id] }) })
      .loginAs(admin)
    assert.include(list.body()[0], { mentorLocale: 'it', menteeLocale: 'en' })
  })

  test('a record shows the follow-through: when the mentor confirmed and each reminder went', async ({
    client,
    assert,
  }) => {
    const mails = new MailCapture()
    try {
      const { admin, mentor, mentee } = await givenParties()
      const startsAt = DateTime.utc().plus({ days: 2 }).startOf('hour')
      const session = await givenSession(mentor, mentee, { startsAt })
      const dayBefore = startsAt.minus({ hours: 20 })
      const hourBefore = startsAt.minus({ minutes: 30 })
      await sendDueDayBeforeReminders(dayBefore)
      await sendDueFinalReminders(hourBefore)
      // As stored (the database keeps whole seconds).
      await session.refresh()

      const one = await client.get(`${API}/${session.id}`).loginAs(admin)
      one.assertStatus(200)
      assert.include(one.body(), {
        mentorConfirmedAt: session.mentorConfirmedAt!.toUTC().toISO(),
        nudgeSentAt: null,
        reminderSentAt: dayBefore.toISO(),
        finalReminderSentAt: hourBefore.toISO(),
        feedbackRequestedAt: null,
      })
      assert.lengthOf(mails.queuedTo(mentee.email), 2)
    } finally {
      mails.restore()
    }
  })

  test('unknown sort fields and filters are a VALIDATION_ERROR', async ({ client, assert }) => {
    const { admin } = await givenParties()
    const cases: Array<[Record<string, string>, string]> = [
      [{ sort: '["objective","ASC"]' }, 'sort'],
      [{ filter: '{"notes":"x"}' }, 'filter'],
      [{ filter: '{"status":"lost"}' }, 'filter'],
      [{ filter: '{"startsAt_gte":"yesterday"}' }, 'filter'],
      [{ range: '[0' }, 'range'],
    ]
    for (const [qs, parameter] of cases) {
      const response = await client.get(API).qs(qs).loginAs(admin)
      assert.equal(response.status(), 422, JSON.stringify(qs))
      assert.equal(response.body().errorCode, 'VALIDATION_ERROR')
      assert.properties(response.body().errors, [parameter])
    }
  })

  test('GET /:id adds both parties’ feedback; private notes never appear', async ({
    client,
    assert,
  }) => {
    const { admin, mentor, mentee } = await givenParties()
    const session = await givenSession(mentor, mentee, {
      startsAt: DateTime.utc().minus({ days: 2 }).startOf('hour'),
      status: 'completed',
    })
    await Feedback.create({
      sessionId: session.id,
      authorUserId: mentee.id,
      overallRating: 5,
      communicationRating: 4,
      knowledgeRating: 5,
      wouldRecommend: true,
      publicText: 'Clear and practical advice.',
      privateText: 'Arrived five minutes late.',
    })
    await SessionNote.create({
      sessionId: session.id,
      authorUserId: mentor.id,
      body: 'SECRET-NOTE founder seems stressed',
    })

    const shown = await client.get(`${API}/${session.id}`).loginAs(admin)
    shown.assertStatus(200)
    assert.deepEqual(shown.body().feedback, [
      {
        authorUserId: mentee.id,
        authorRole: 'mentee',
        overallRating: 5,
        communicationRating: 4,
        knowledgeRating: 5,
        wouldRecommend: true,
        publicText: 'Clear and practical advice.',
        privateText: 'Arrived five minutes late.',
      },
    ])
    // "Would you recommend?" left unanswered reaches the console as null, not "no".
    await Feedback.create({ sessionId: session.id, authorUserId: mentor.id, overallRating: 4 })
    const both = await client.get(`${API}/${session.id}`).loginAs(admin)
    assert.deepEqual(
      both
        .body()
        .feedback.map((item: any) => [item.authorRole, item.wouldRecommend])
        .sort(),
      [
        ['mentee', true],
        ['mentor', null],
      ]
    )
    const list = await client
      .get(API)
      .qs({ filter: JSON.stringify({ id: [session.id] }) })
      .loginAs(admin)
    for (const text of [shown.text(), list.text()]) {
      assert.notInclude(text, 'SECRET-NOTE')
      assert.notInclude(text, 'notes')
    }
    assert.notInclude(list.text(), 'Arrived five minutes late.')

    const missing = await client.get(`${API}/999999`).loginAs(admin)
    missing.assertStatus(404)
  })

  test('cancel: both parties e-mailed, the credit returned, audited', async ({
    client,
    assert,
  }) => {
    const mails = new MailCapture()
    const { admin, mentor, mentee } = await givenParties()
    // Within the parties' 24 h notice: an admin may still cancel.
    const session = await givenSession(mentor, mentee, {
      startsAt: DateTime.utc().plus({ hours: 3 }).startOf('hour'),
      entitlement: 'free_call',
    })

    const response = await client
      .post(`${API}/${session.id}/cancel`)
      .json({ reason: '  The mentor is ill.  ' })
      .loginAs(admin)
      .withCsrfToken()
    response.assertStatus(200)
    assert.equal(response.body().status, 'cancelled')
    assert.equal(response.body().cancelReason, 'The mentor is ill.')
    assert.equal(response.body().cancelledByUserId, admin.id)
    assert.isString(response.body().cancelledAt)

    await session.refresh()
    assert.equal(session.status, 'cancelled')
    // The free first call comes back when an admin cancels.
    assert.isNotNull(session.entitlementReturnedAt)
    assert.isNotEmpty(mails.queuedTo(mentor.email))
    assert.isNotEmpty(mails.queuedTo(mentee.email))
    mails.restore()

    const entry = await AuditLog.query()
      .where('action', 'session.cancel')
      .where('entityId', String(session.id))
      .firstOrFail()
    assert.equal(entry.entityType, 'session')
    assert.equal(entry.actorUserId, admin.id)
    assert.deepEqual(entry.before, { status: 'confirmed' })
    assert.equal((entry.after as any).status, 'cancelled')
    assert.equal((entry.after as any).cancelReason, 'The mentor is ill.')

    // Cancelled is final: the scheduling module's error passes through, nothing audited.
    const again = await client
      .post(`${API}/${session.id}/cancel`)
      .json({ reason: 'Twice' })
      .loginAs(admin)
      .withCsrfToken()
    again.assertStatus(409)
    assert.equal(again.body().errorCode, 'CONFLICT')
    assert.lengthOf(await AuditLog.query().where('action', 'session.cancel'), 1)
  })

  test('cancel needs a reason within the rules, in the admin language', async ({
    client,
    assert,
  }) => {
    const { admin, mentor, mentee } = await givenParties()
    const session = await givenSession(mentor, mentee)
    for (const body of [
      {},
      { reason: '   ' },
      { reason: 'x'.repeat(SESSION_RULES.reasonMaxLength + 1) },
    ]) {
      const response = await client
        .post(`${API}/${session.id}/cancel`)
        .json(body)
        .loginAs(admin)
        .withCsrfToken()
      response.assertStatus(422)
      assert.properties(response.body().errors, ['reason'])
    }
    const italian = await client
      .post(`${API}/${session.id}/cancel`)
      .json({})
      .header('Accept-Language', 'it')
      .loginAs(admin)
      .withCsrfToken()
    assert.notEqual(italian.body().errors.reason[0], '')
    await session.refresh()
    assert.equal(session.status, 'confirmed')

    const completed = await givenSession(mentor, mentee, {
      startsAt: DateTime.utc().minus({ days: 1 }).startOf('hour'),
      status: 'completed',
    })
    const late = await client
      .post(`${API}/${completed.id}/cancel`)
      .json({ reason: 'Too late' })
      .loginAs(admin)
      .withCsrfToken()
    late.assertStatus(409)
    await completed.refresh()
    assert.equal(completed.status, 'completed')
  })

  test('only admins, with the CSRF token', async ({ client }) => {
    const { admin, mentor, mentee } = await givenParties()
    const session = await givenSession(mentor, mentee)
    await client.get(API).then((r) => r.assertStatus(401))
    for (const user of [mentor, mentee]) {
      await client
        .get(`${API}/${session.id}`)
        .loginAs(user)
        .then((r) => r.assertStatus(403))
      await client
        .post(`${API}/${session.id}/cancel`)
        .json({ reason: 'No' })
        .loginAs(user)
        .withCsrfToken()
        .then((r) => r.assertStatus(403))
    }
    await client
      .post(`${API}/${session.id}/cancel`)
      .json({ reason: 'No token' })
      .loginAs(admin)
      .then((r) => r.assertStatus(419))
  })
})
