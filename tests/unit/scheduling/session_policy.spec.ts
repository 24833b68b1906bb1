import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { Bouncer, type AuthorizationResponse } from '@adonisjs/bouncer'
import type { SessionStatus } from '#business/sessions'
import User from '#accounts/models/user'
import MentoringSession from '#scheduling/models/mentoring_session'
import RescheduleRequest from '#scheduling/models/reschedule_request'
import SessionNoShow from '#scheduling/models/session_no_show'
import SessionPolicy from '#scheduling/policies/session_policy'

/*
| SessionPolicy: who may do what with a session. A stranger learns nothing
| (NOT_FOUND), a party not allowed is told why (FORBIDDEN with the key). The
| session's state (live, notice, open proposal) is the lifecycle's, not here.
*/

const NOW = DateTime.fromISO('2026-11-20T09:00:00Z')

const mentor = user(1, 'MENTOR')
const mentee = user(2, 'STUDENT')
const stranger = user(3, 'STUDENT')
const otherMentor = user(4, 'MENTOR')
const admin = user(5, 'ADMIN')

function user(id: number, role: User['role']) {
  const member = new User()
  member.id = id
  member.role = role
  return member
}

function session(overrides: Partial<Record<string, unknown>> = {}) {
  const item = new MentoringSession()
  item.id = 10
  item.mentorUserId = mentor.id
  item.menteeUserId = mentee.id
  item.status = 'pending' as SessionStatus
  item.startsAt = NOW.plus({ days: 5 })
  item.endsAt = NOW.plus({ days: 5, hours: 1 })
  item.mentorConfirmedAt = null
  item.menteeConfirmedAt = NOW
  item.merge(overrides)
  return item
}

function proposalBy(author: User) {
  const request = new RescheduleRequest()
  request.id = 20
  request.sessionId = 10
  request.requestedByUserId = author.id
  return request
}

/** A bouncer for `who`, with SessionPolicy. */
function as(who: User) {
  return new Bouncer(who).with(SessionPolicy)
}

/** What bouncer answered, as the exception handler reads it. */
function summary(response: AuthorizationResponse) {
  return response.authorized
    ? { allowed: true }
    : { allowed: false, status: response.status, key: response.translation?.identifier }
}

const NOT_FOUND = { allowed: false, status: 404, key: 'sessions.errors.notFound' }
const NOT_YOURS = { allowed: false, status: 403, key: 'sessions.errors.notYourConfirmation' }
const ALLOWED = { allowed: true }

test.group('SessionPolicy', () => {
  test(
    '{$self}: the two parties may; anyone else, admins and other mentors included, gets NOT_FOUND'
  )
    .with(['view', 'cancel', 'reschedule', 'writeNote', 'leaveFeedback', 'reportNoShow'] as const)
    .run(async ({ assert }, action) => {
      const booked = session()
      assert.deepEqual(summary(await as(mentor).execute(action, booked)), ALLOWED)
      assert.deepEqual(summary(await as(mentee).execute(action, booked)), ALLOWED)
      for (const outsider of [stranger, otherMentor, admin]) {
        assert.deepEqual(
          summary(await as(outsider).execute(action, booked)),
          NOT_FOUND,
          outsider.role
        )
      }
    })

  test('a party stays a party when the other one has left (a former member)', async ({
    assert,
  }) => {
    const orphaned = session({ menteeUserId: null, status: 'cancelled' })
    assert.deepEqual(summary(await as(mentor).execute('view', orphaned)), ALLOWED)
    assert.deepEqual(summary(await as(mentee).execute('view', orphaned)), NOT_FOUND)
  })

  test('confirm: the party the booking waits for; the other party FORBIDDEN, a stranger NOT_FOUND', async ({
    assert,
  }) => {
    // A mentee's booking waits for the mentor.
    const booked = session()
    assert.deepEqual(summary(await as(mentor).execute('confirm', booked, NOW)), ALLOWED)
    assert.deepEqual(summary(await as(mentee).execute('confirm', booked, NOW)), NOT_YOURS)
    assert.deepEqual(summary(await as(stranger).execute('confirm', booked, NOW)), NOT_FOUND)

    // A booking the mentor made for the mentee waits for the mentee.
    const offered = session({ mentorConfirmedAt: NOW, menteeConfirmedAt: null })
    assert.deepEqual(summary(await as(mentee).execute('confirm', offered, NOW)), ALLOWED)
    assert.deepEqual(summary(await as(mentor).execute('confirm', offered, NOW)), NOT_YOURS)
  })

  test('confirm: a session waiting for nobody refuses no party (the lifecycle says there is nothing to confirm)', async ({
    assert,
  }) => {
    const confirmed = session({ status: 'confirmed', mentorConfirmedAt: NOW })
    const over = session({ endsAt: NOW.minus({ minutes: 1 }), startsAt: NOW.minus({ hours: 1 }) })
    for (const item of [confirmed, over]) {
      assert.deepEqual(summary(await as(mentor).execute('confirm', item, NOW)), ALLOWED)
      assert.deepEqual(summary(await as(mentee).execute('confirm', item, NOW)), ALLOWED)
      assert.deepEqual(summary(await as(stranger).execute('confirm', item, NOW)), NOT_FOUND)
    }
  })

  test('answerReschedule: the party who did not propose the new time', async ({ assert }) => {
    const booked = session({ status: 'confirmed', mentorConfirmedAt: NOW })
    const byMentee = proposalBy(mentee)
    assert.deepEqual(
      summary(await as(mentor).execute('answerReschedule', booked, byMentee)),
      ALLOWED
    )
    assert.deepEqual(
      summary(await as(mentee).execute('answerReschedule', booked, byMentee)),
      NOT_YOURS
    )
    const byMentor = proposalBy(mentor)
    assert.deepEqual(
      summary(await as(mentee).execute('answerReschedule', booked, byMentor)),
      ALLOWED
    )
    assert.deepEqual(
      summary(await as(mentor).execute('answerReschedule', booked, byMentor)),
      NOT_YOURS
    )
    assert.deepEqual(
      summary(await as(stranger).execute('answerReschedule', booked, byMentee)),
      NOT_FOUND
    )
    // No open proposal: nothing to refuse a party (the lifecycle answers there is none).
    assert.deepEqual(summary(await as(mentee).execute('answerReschedule', booked, null)), ALLOWED)
    assert.deepEqual(
      summary(await as(stranger).execute('answerReschedule', booked, null)),
      NOT_FOUND
    )
  })

  test('setMeetingLink: the mentor; the mentee FORBIDDEN, a stranger NOT_FOUND', async ({
    assert,
  }) => {
    const booked = session({ status: 'confirmed' })
    assert.deepEqual(summary(await as(mentor).execute('setMeetingLink', booked)), ALLOWED)
    assert.deepEqual(summary(await as(mentee).execute('setMeetingLink', booked)), {
      allowed: false,
      status: 403,
      key: 'sessions.errors.forbidden',
    })
    assert.deepEqual(summary(await as(otherMentor).execute('setMeetingLink', booked)), NOT_FOUND)
  })

  test('a visitor (no user) is refused every action', async ({ assert }) => {
    const denied = await new Bouncer<User>(null).with(SessionPolicy).allows('view', session())
    assert.isFalse(denied)
  })
  test('disputeNoShow: the party reported absent; the reporter FORBIDDEN, a stranger NOT_FOUND', async ({
    assert,
  }) => {
    const held = session({ status: 'completed' })
    const noShow = new SessionNoShow()
    noShow.sessionId = held.id
    noShow.absentParty = 'mentor'
    const NOT_ABSENT = { allowed: false, status: 403, key: 'sessions.errors.notYourNoShow' }
    assert.deepEqual(summary(await as(mentor).execute('disputeNoShow', held, noShow)), ALLOWED)
    assert.deepEqual(summary(await as(mentee).execute('disputeNoShow', held, noShow)), NOT_ABSENT)
    assert.deepEqual(summary(await as(admin).execute('disputeNoShow', held, noShow)), NOT_FOUND)
    // No report: nobody is refused here; the lifecycle answers there is nothing to dispute.
    assert.deepEqual(summary(await as(mentee).execute('disputeNoShow', held, null)), ALLOWED)
  })
})
