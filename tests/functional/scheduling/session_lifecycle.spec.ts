import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import ace from '@adonisjs/core/services/ace'
import type User from '#accounts/models/user'
import MentoringSession from '#scheduling/models/mentoring_session'
import MentorProfile from '#mentoring/models/mentor_profile'
import RescheduleRequest from '#scheduling/models/reschedule_request'
import ScheduleException from '#scheduling/models/schedule_exception'
import SessionsTick from '#scheduling/commands/sessions_tick'
import { givenUser } from '#tests/helpers/users'
import {
  dataOf,
  expectStatus,
  givenBookableMentor,
  givenSession,
  REQUEST_TEXTS,
  textOf,
} from '#tests/helpers/sessions'
import { pageFrom } from '#tests/helpers/inertia'

type Slot = { startsAt: string; endsAt: string }

function act(client: ApiClient, user: User, sessionId: number, action: string, body?: object) {
  const request = client.post(`/api/sessions/${sessionId}/${action}`).withCsrfToken().loginAs(user)
  return body ? request.json(body) : request
}

async function sessionAs(client: ApiClient, user: User, sessionId: number) {
  const response = await client.get(`/api/sessions/${sessionId}`).loginAs(user)
  response.assertStatus(200)
  return response.body().session
}

/** A mentor with hours, a mentee and a pending booking of the mentor's first free slot. */
async function givenBooking(client: ApiClient) {
  const { user: mentor, profile } = await givenBookableMentor()
  const mentee = await givenUser({ timezone: 'America/New_York' })
  const slots: Slot[] = await dataOf(client.get(`/api/mentors/${mentor.id}/slots`))
  const start = DateTime.fromISO(slots[0].startsAt).plus({ days: 3 })
  const session = await givenSession(mentor, mentee, {
    startsAt: start,
    status: 'pending',
    entitlement: 'free_call',
  })
  return { mentor, mentee, profile, session, slots }
}

test.group('Sessions | confirm', () => {
  test('the mentor confirms a booking, the mentee cannot confirm their own', async ({
    client,
    assert,
  }) => {
    const { mentor, mentee, session } = await givenBooking(client)
    const own = await act(client, mentee, session.id, 'confirm')
    own.assertStatus(403)
    assert.equal(own.body().errorCode, 'FORBIDDEN')

    const confirmed = await act(client, mentor, session.id, 'confirm')
    confirmed.assertStatus(200)
    const view = confirmed.body().session
    assert.equal(view.status, 'confirmed')
    assert.isNull(view.awaitingConfirmationFrom)
    // No calendar connected: a Jitsi room.
    assert.match(view.meetingLink, /^https:\/\/meet\.jit\.si\//)

    // Confirming twice is a state conflict: 409 CONFLICT, with a message to show.
    const again = await act(client, mentor, session.id, 'confirm')
    again.assertStatus(409)
    assert.equal(again.body().errorCode, 'CONFLICT')
    assert.equal(
      again.body().message,
      'This session can no longer be changed this way. Please refresh the page.'
    )

    // So is cancelling a session twice (the mentor may cancel at any time).
    const cancelled = await act(client, mentor, session.id, 'cancel', { reason: 'Plans changed' })
    cancelled.assertStatus(200)
    const twice = await act(client, mentor, session.id, 'cancel', { reason: 'Plans changed' })
    twice.assertStatus(409)
    assert.equal(twice.body().errorCode, 'CONFLICT')
  })

  test('other users never see a session: 404 for reads and actions', async ({ client }) => {
    const { session } = await givenBooking(client)
    const stranger = await givenUser()
    await expectStatus(client.get(`/api/sessions/${session.id}`).loginAs(stranger), 404)
    await expectStatus(act(client, stranger, session.id, 'confirm'), 404)
    await expectStatus(act(client, stranger, session.id, 'cancel', { reason: 'no' }), 404)
    await expectStatus(
      client
        .put(`/api/sessions/${session.id}/notes`)
        .withCsrfToken()
        .loginAs(stranger)
        .json({ body: 'hello' }),
      404
    )
    await expectStatus(client.get(`/api/sessions/${session.id}`), 401)
  })
})

test.group('Sessions | cancel', () => {
  test('less than 24 h ahead is refused with the rule text (EN and IT)', async ({
    client,
    assert,
  }) => {
    const { user: mentor } = await givenBookableMentor()
    const mentee = await givenUser()
    const session = await givenSession(mentor, mentee, {
      startsAt: DateTime.utc().plus({ hours: 20 }),
    })
    const english = await act(client, mentee, session.id, 'cancel', { reason: 'Sick' })
    english.assertStatus(422)
    assert.equal(english.body().message, 'Sessions must be cancelled at least 24 hours in advance.')
    const italian = await act(client, mentee, session.id, 'cancel', { reason: 'Malato' }).header(
      'Accept-Language',
      'it'
    )
    assert.equal(
      italian.body().message,
      'Le sessioni vanno cancellate con almeno 24 ore di anticipo.'
    )
    const unchanged = await MentoringSession.findOrFail(session.id)
    assert.equal(unchanged.status, 'confirmed')
  })

  test('a reason is required; cancel is irreversible; the mentee cancelling keeps the free call spent', async ({
    client,
    assert,
  }) => {
    const { mentee, session } = await givenBooking(client)
    const noReason = await act(client, mentee, session.id, 'cancel', { reason: '  ' })
    noReason.assertStatus(422)
    assert.deepEqual(noReason.body().errors.reason, ['Please give a reason'])

    const cancelled = await act(client, mentee, session.id, 'cancel', { reason: 'Plans changed' })
    cancelled.assertStatus(200)
    assert.equal(cancelled.body().session.status, 'cancelled')
    assert.deepInclude(cancelled.body().session.cancellation, {
      reason: 'Plans changed',
      by: 'mentee',
    })
    const row = await MentoringSession.findOrFail(session.id)
    assert.isNull(row.entitlementReturnedAt)
    await expectStatus(act(client, mentee, session.id, 'cancel', { reason: 'again' }), 409)
    await expectStatus(act(client, mentee, session.id, 'confirm'), 409)
  })

  test('the mentor cancelling gives the free call back and frees the time', async ({
    client,
    assert,
  }) => {
    const { mentor, mentee, session, profile } = await givenBooking(client)
    const cancelled = await act(client, mentor, session.id, 'cancel', { reason: 'Travelling' })
    cancelled.assertStatus(200)
    const row = await MentoringSession.findOrFail(session.id)
    assert.isNotNull(row.entitlementReturnedAt)
    assert.equal(row.cancelledByUserId, mentor.id)
    const slots: Slot[] = await dataOf(client.get(`/api/mentors/${mentor.id}/slots`))
    assert.include(
      slots.map((slot) => slot.startsAt),
      session.startsAt.toUTC().toISO()!
    )
    // The free call can be booked again.
    const page = pageFrom(
      await textOf(client.get(`/mentors/${mentor.id}/sessions/new`).loginAs(mentee))
    )
    assert.equal(page.props.coverage.entitlement, 'free_call')
    const refreshed = await MentorProfile.findOrFail(profile.id)
    assert.isNotNull(refreshed.nextAvailableAt)
  })
})

test.group('Sessions | the other party’s language', () => {
  test('each view names the language the other party reads e-mails in (the cancel reason goes there as typed)', async ({
    client,
    assert,
  }) => {
    const { mentor, mentee, session } = await givenBooking(client)
    mentor.locale = 'it'
    await mentor.save()
    mentee.locale = 'en'
    await mentee.save()

    const menteeView = await sessionAs(client, mentee, session.id)
    assert.equal(menteeView.counterpart.locale, 'it')
    const mentorPage = pageFrom(await textOf(client.get('/dashboard/sessions').loginAs(mentor)))
    const mentorView = mentorPage.props.sessions.data.find(
      (item: { id: number }) => item.id === session.id
    )
    assert.equal(mentorView.counterpart.locale, 'en')
    const listed = await dataOf(client.get('/api/sessions?tab=upcoming').loginAs(mentor))
    assert.equal(listed[0].counterpart.locale, 'en')

    // A change of language shows on the next read.
    mentee.locale = 'it'
    await mentee.save()
    const again = await sessionAs(client, mentor, session.id)
    assert.equal(again.counterpart.locale, 'it')
  })
})

test.group('Sessions | reschedule', () => {
  test('within 48 h it is refused with the rule text (EN and IT)', async ({ client, assert }) => {
    const { user: mentor } = await givenBookableMentor()
    const mentee = await givenUser()
    const session = await givenSession(mentor, mentee, {
      startsAt: DateTime.utc().plus({ hours: 40 }),
    })
    const body = { startsAt: DateTime.utc().plus({ days: 6 }).toISO(), reason: 'Conflict' }
    const english = await act(client, mentee, session.id, 'reschedule', body)
    english.assertStatus(422)
    assert.equal(
      english.body().message,
      'Sessions can only be rescheduled more than 48 hours in advance.'
    )
    const italian = await act(client, mentee, session.id, 'reschedule', body).header(
      'Accept-Language',
      'it'
    )
    assert.equal(
      italian.body().message,
      'Le sessioni possono essere riprogrammate solo con più di 48 ore di anticipo.'
    )
    const view = await sessionAs(client, mentee, session.id)
    assert.isFalse(view.can.reschedule)
  })

  test('the mentee proposes a new time, the mentor confirms it and the session moves', async ({
    client,
    assert,
  }) => {
    const { mentor, mentee, session } = await givenBooking(client)
    await expectStatus(act(client, mentor, session.id, 'confirm'), 200)
    const options: Slot[] = await dataOf(
      client.get(`/api/sessions/${session.id}/slots`).loginAs(mentee)
    )
    const target = options.find(
      (slot) => DateTime.fromISO(slot.startsAt) > session.startsAt.plus({ days: 1 })
    )!

    const requested = await act(client, mentee, session.id, 'reschedule', {
      startsAt: target.startsAt,
      reason: 'A board meeting moved',
    })
    requested.assertStatus(200)
    const pending = requested.body().session
    assert.equal(pending.status, 'confirmed')
    assert.equal(pending.startsAt, session.startsAt.toUTC().toISO())
    assert.deepInclude(pending.reschedule, {
      startsAt: target.startsAt,
      requestedBy: 'mentee',
      awaitingMe: false,
    })

    // A second proposal while one is open, and the requester confirming: refused.
    await expectStatus(
      act(client, mentee, session.id, 'reschedule', {
        startsAt: target.startsAt,
        reason: 'again',
      }),
      409
    )
    await expectStatus(act(client, mentee, session.id, 'reschedule/confirm'), 403)

    const mentorView = await sessionAs(client, mentor, session.id)
    assert.isTrue(mentorView.reschedule.awaitingMe)
    assert.isTrue(mentorView.can.confirmReschedule)

    const moved = await act(client, mentor, session.id, 'reschedule/confirm')
    moved.assertStatus(200)
    assert.equal(moved.body().session.startsAt, target.startsAt)
    assert.isNull(moved.body().session.reschedule)
    const request = await RescheduleRequest.query().where('sessionId', session.id).firstOrFail()
    assert.equal(request.status, 'accepted')
  })

  test('a declined proposal keeps the old time', async ({ client, assert }) => {
    const { mentor, mentee, session, slots } = await givenBooking(client)
    const target = slots[slots.length - 1]
    await expectStatus(
      act(client, mentor, session.id, 'reschedule', {
        startsAt: target.startsAt,
        reason: 'Travel',
      }),
      200
    )
    const declined = await act(client, mentee, session.id, 'reschedule/decline')
    declined.assertStatus(200)
    assert.equal(declined.body().session.startsAt, session.startsAt.toUTC().toISO())
    assert.isNull(declined.body().session.reschedule)
  })

  test('a proposed time someone booked meanwhile cannot be confirmed', async ({
    client,
    assert,
  }) => {
    const { mentor, mentee, session, slots } = await givenBooking(client)
    const target = slots[slots.length - 1]
    await expectStatus(
      act(client, mentee, session.id, 'reschedule', {
        startsAt: target.startsAt,
        reason: 'Travel',
      }),
      200
    )
    await givenSession(mentor, await givenUser(), {
      startsAt: DateTime.fromISO(target.startsAt),
    })
    const refused = await act(client, mentor, session.id, 'reschedule/confirm')
    refused.assertStatus(409)
    const kept = await MentoringSession.findOrFail(session.id)
    assert.equal(kept.startsAt.toMillis(), session.startsAt.toMillis())
  })

  test('a proposed time taken meanwhile, by whatever takes it, shows as gone and may be replaced', async ({
    client,
    assert,
  }) => {
    // Each way the booking rules can lose a proposed time after it was proposed.
    const takers: Record<
      string,
      (ctx: {
        mentor: User
        mentee: User
        profile: MentorProfile
        start: DateTime
      }) => Promise<void>
    > = {
      'another mentee books it': async ({ mentor, start }) => {
        const other = await givenUser()
        await expectStatus(
          client
            .post(`/api/mentors/${mentor.id}/sessions`)
            .withCsrfToken()
            .loginAs(other)
            .json({
              startsAt: start.toISO(),
              ...REQUEST_TEXTS,
              communicationTool: 'jitsi',
              bestPracticeConfirmed: true,
            }),
          201
        )
      },
      'the mentee books another mentor then': async ({ mentee, start }) => {
        const { user: otherMentor } = await givenBookableMentor()
        await givenSession(otherMentor, mentee, { startsAt: start })
      },
      'the mentor takes that day off': async ({ mentor, profile, start }) => {
        await ScheduleException.create({
          mentorProfileId: profile.id,
          date: start.setZone(mentor.timezone).startOf('day'),
          availableStart: null,
          availableEnd: null,
        })
      },
    }

    for (const [what, take] of Object.entries(takers)) {
      const { mentor, mentee, profile, session, slots } = await givenBooking(client)
      await expectStatus(act(client, mentor, session.id, 'confirm'), 200)
      const target = slots[slots.length - 1]
      await expectStatus(
        act(client, mentee, session.id, 'reschedule', {
          startsAt: target.startsAt,
          reason: 'Travel',
        }),
        200
      )
      const before = await sessionAs(client, mentor, session.id)
      assert.isTrue(before.reschedule.timeAvailable, what)
      assert.isTrue(before.can.confirmReschedule, what)
      assert.isFalse(before.can.reschedule, what)

      await take({ mentor, mentee, profile, start: DateTime.fromISO(target.startsAt) })

      const after = await sessionAs(client, mentor, session.id)
      assert.isFalse(after.reschedule.timeAvailable, what)
      assert.isFalse(after.can.confirmReschedule, what)
      assert.isTrue(after.can.declineReschedule, what)
      assert.isTrue(after.can.reschedule, what)
      const requester = await sessionAs(client, mentee, session.id)
      assert.isFalse(requester.reschedule.timeAvailable, what)
      // The list call and the page carry the same answer.
      const listed = await dataOf(client.get('/api/sessions?tab=upcoming').loginAs(mentor))
      const inList = listed.find((item: { id: number }) => item.id === session.id)
      assert.isFalse(inList.reschedule.timeAvailable, what)
      const page = pageFrom(await textOf(client.get('/dashboard/sessions').loginAs(mentor)))
      const onPage = page.props.sessions.data.find((item: { id: number }) => item.id === session.id)
      assert.isFalse(onPage.reschedule.timeAvailable, what)

      // The mentor proposes another time in its place.
      const options: Slot[] = await dataOf(
        client.get(`/api/sessions/${session.id}/slots`).loginAs(mentor)
      )
      const another = options.find(
        (slot) =>
          slot.startsAt !== target.startsAt &&
          DateTime.fromISO(slot.startsAt).toISODate() !==
            DateTime.fromISO(target.startsAt).toISODate()
      )!
      const replaced = await act(client, mentor, session.id, 'reschedule', {
        startsAt: another.startsAt,
        reason: 'That time is gone',
      })
      replaced.assertStatus(200)
      assert.deepInclude(
        replaced.body().session.reschedule,
        { startsAt: another.startsAt, requestedBy: 'mentor', timeAvailable: true },
        what
      )
      const requests = await RescheduleRequest.query()
        .where('sessionId', session.id)
        .orderBy('id', 'asc')
      assert.deepEqual(
        requests.map((item) => item.status),
        ['expired', 'pending'],
        what
      )
      // The mentee, asked now, confirms it and the session moves there.
      const moved = await act(client, mentee, session.id, 'reschedule/confirm')
      moved.assertStatus(200)
      assert.equal(moved.body().session.startsAt, another.startsAt, what)
    }
  })
})

test.group('Sessions | scheduled work', () => {
  test('bookings not confirmed 24 h before start are cancelled with the credit back; ended sessions complete', async ({
    client,
    assert,
  }) => {
    const { user: mentor, profile } = await givenBookableMentor()
    const mentee = await givenUser()
    const unconfirmed = await givenSession(mentor, mentee, {
      startsAt: DateTime.utc().plus({ hours: 10 }),
      status: 'pending',
      entitlement: 'free_call',
    })
    const ended = await givenSession(mentor, await givenUser(), {
      startsAt: DateTime.utc().minus({ hours: 3 }),
    })

    // Reading settles them.
    const view = await sessionAs(client, mentee, unconfirmed.id)
    assert.equal(view.status, 'cancelled')
    assert.equal(view.cancellation.by, 'system')
    const returned = await MentoringSession.findOrFail(unconfirmed.id)
    assert.isNotNull(returned.entitlementReturnedAt)
    const done = await MentoringSession.findOrFail(ended.id)
    assert.equal(done.status, 'completed')
    const counted = await MentorProfile.findOrFail(profile.id)
    assert.equal(counted.sessionsCount, 1)
  })

  test('sessions:tick is idempotent', async ({ assert }) => {
    const { user: mentor } = await givenBookableMentor()
    const session = await givenSession(mentor, await givenUser(), {
      startsAt: DateTime.utc().minus({ hours: 2 }),
    })
    const first = await ace.exec(SessionsTick.commandName, [])
    first.assertSucceeded()
    const second = await ace.exec(SessionsTick.commandName, [])
    second.assertSucceeded()
    const row = await MentoringSession.findOrFail(session.id)
    assert.equal(row.status, 'completed')
    assert.isNotNull(row.completedAt)
  })
})

test.group('Sessions | notes and feedback', () => {
  test('notes are private to their author', async ({ client, assert }) => {
    const { mentor, mentee, session } = await givenBooking(client)
    const saved = await client
      .put(`/api/sessions/${session.id}/notes`)
      .withCsrfToken()
      .loginAs(mentee)
      .json({ body: 'Ask about the pricing page' })
    saved.assertStatus(200)
    assert.equal(saved.body().session.myNote.body, 'Ask about the pricing page')
    const edited = await client
      .put(`/api/sessions/${session.id}/notes`)
      .withCsrfToken()
      .loginAs(mentee)
      .json({ body: 'Ask about pricing and hiring' })
    assert.equal(edited.body().session.myNote.body, 'Ask about pricing and hiring')

    const mentorView = await sessionAs(client, mentor, session.id)
    assert.isNull(mentorView.myNote)
    assert.notInclude(JSON.stringify(mentorView), 'Ask about')
    const list = await client.get('/api/sessions?tab=all').loginAs(mentor)
    assert.notInclude(JSON.stringify(list.body()), 'Ask about')
  })

  test('feedback: only after the end, once per party, overall rating required; the rating is updated and private text never shared', async ({
    client,
    assert,
  }) => {
    const { user: mentor, profile } = await givenBookableMentor()
    const mentee = await givenUser()
    const upcoming = await givenSession(mentor, mentee, {
      startsAt: DateTime.utc().plus({ days: 4 }),
    })
    const early = await act(client, mentee, upcoming.id, 'feedback', { overallRating: 5 })
    early.assertStatus(422)
    assert.equal(early.body().message, 'Feedback can be left once the session has ended.')

    const past = await givenSession(mentor, mentee, {
      startsAt: DateTime.utc().minus({ hours: 5 }),
    })
    const before = await sessionAs(client, mentee, past.id)
    assert.equal(before.status, 'completed')
    assert.isTrue(before.awaitingFeedback)

    const missing = await act(client, mentee, past.id, 'feedback', { publicText: 'Great' })
    missing.assertStatus(422)
    assert.deepEqual(missing.body().errors.overallRating, ['Please provide an overall rating'])
    const missingIt = await act(client, mentee, past.id, 'feedback', {}).header(
      'Accept-Language',
      'it'
    )
    assert.deepEqual(missingIt.body().errors.overallRating, [
      'Fornisci una valutazione complessiva',
    ])

    const left = await act(client, mentee, past.id, 'feedback', {
      overallRating: 4,
      communicationRating: 5,
      knowledgeRating: 4,
      wouldRecommend: true,
      publicText: 'Clear and practical',
      privateText: 'Arrived five minutes late',
    })
    left.assertStatus(201)
    assert.isFalse(left.body().session.awaitingFeedback)
    assert.equal(left.body().session.myFeedback.privateText, 'Arrived five minutes late')
    await expectStatus(act(client, mentee, past.id, 'feedback', { overallRating: 1 }), 409)

    const mentorView = await sessionAs(client, mentor, past.id)
    assert.isTrue(mentorView.awaitingFeedback)
    assert.equal(mentorView.theirFeedback.publicText, 'Clear and practical')
    assert.notProperty(mentorView.theirFeedback, 'privateText')
    assert.notInclude(JSON.stringify(mentorView), 'five minutes late')

    const updated = await MentorProfile.findOrFail(profile.id)
    assert.equal(Number(updated.rating), 4)
    assert.equal(updated.ratingsCount, 1)
  })

  test('"Would you recommend?" left unanswered is null for both parties, never "no"', async ({
    client,
    assert,
  }) => {
    const { user: mentor } = await givenBookableMentor()
    const mentee = await givenUser()
    const past = await givenSession(mentor, mentee, {
      startsAt: DateTime.utc().minus({ hours: 5 }),
    })
    const left = await act(client, mentee, past.id, 'feedback', { overallRating: 4 })
    left.assertStatus(201)
    assert.isNull(left.body().session.myFeedback.wouldRecommend)
    const menteeView = await sessionAs(client, mentee, past.id)
    assert.isNull(menteeView.myFeedback.wouldRecommend)
    const mentorView = await sessionAs(client, mentor, past.id)
    assert.isNull(mentorView.theirFeedback.wouldRecommend)

    const answered = await act(client, mentor, past.id, 'feedback', {
      overallRating: 5,
      wouldRecommend: false,
    })
    assert.isFalse(answered.body().session.myFeedback.wouldRecommend)
    const menteeLater = await sessionAs(client, mentee, past.id)
    assert.isFalse(menteeLater.theirFeedback.wouldRecommend)
  })

  test('the mentor may set their own meeting link; the mentee may not', async ({
    client,
    assert,
  }) => {
    const { mentor, mentee, session } = await givenBooking(client)
    const put = (user: User, meetingLink: string) =>
      client
        .put(`/api/sessions/${session.id}/meeting-link`)
        .withCsrfToken()
        .loginAs(user)
        .json({ meetingLink })
    await expectStatus(put(mentee, 'https://zoom.us/j/1'), 403)
    await expectStatus(put(mentor, 'not a link'), 422)
    const saved = await put(mentor, 'https://zoom.us/j/123456')
    saved.assertStatus(200)
    assert.equal(saved.body().session.meetingLink, 'https://zoom.us/j/123456')
  })
})

test.group('Sessions | list', () => {
  test('tabs list only the viewer’s sessions of that state; the page renders them', async ({
    client,
    assert,
  }) => {
    const { user: mentor } = await givenBookableMentor()
    const mentee = await givenUser()
    const upcoming = await givenSession(mentor, mentee, {
      startsAt: DateTime.utc().plus({ days: 6 }),
    })
    const completed = await givenSession(mentor, mentee, {
      startsAt: DateTime.utc().minus({ days: 2 }),
      status: 'completed',
    })
    const cancelled = await givenSession(mentor, mentee, {
      startsAt: DateTime.utc().plus({ days: 9 }),
      status: 'cancelled',
    })
    await givenSession(mentor, await givenUser(), { startsAt: DateTime.utc().plus({ days: 7 }) })

    const ids = async (tab: string) =>
      (
        (await dataOf(client.get(`/api/sessions?tab=${tab}`).loginAs(mentee))) as {
          id: number
        }[]
      ).map((item) => item.id)
    assert.deepEqual(await ids('upcoming'), [upcoming.id])
    assert.deepEqual(await ids('completed'), [completed.id])
    assert.deepEqual(await ids('cancelled'), [cancelled.id])
    assert.sameMembers(await ids('all'), [upcoming.id, completed.id, cancelled.id])
    await expectStatus(client.get('/api/sessions?tab=later').loginAs(mentee), 422)

    const page = pageFrom(
      await textOf(client.get('/dashboard/sessions?tab=completed').loginAs(mentee))
    )
    assert.equal(page.component, 'scheduling/my_sessions')
    assert.equal(page.props.tab, 'completed')
    assert.deepEqual(
      page.props.sessions.data.map((item: { id: number }) => item.id),
      [completed.id]
    )
  })
})
