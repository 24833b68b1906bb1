import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import type { Message } from '@adonisjs/mail'
import type User from '#accounts/models/user'
import type MentoringSession from '#scheduling/models/mentoring_session'
import SessionNoShow from '#scheduling/models/session_no_show'
import MentorProfile from '#mentoring/models/mentor_profile'
import Feedback from '#scheduling/models/feedback'
import AuditLog from '#core/models/audit_log'
import { SESSION_RULES } from '#business/sessions'
import { SessionError } from '#scheduling/errors'
import { disputeNoShow, reportNoShow } from '#scheduling/services/no_shows'
import { runSessionsTick } from '#scheduling/services/sessions_tick'
import { sendDueFeedbackRequests } from '#scheduling/services/session_reminders'
import { bookingCoverage } from '#scheduling/services/entitlements'
import { undisputedMentorNoShowsSince } from '#scheduling/services/no_shows'
import { SessionMail, loadSession, type SessionMailKind } from '#scheduling/mails/session_mails'
import { givenUser } from '#tests/helpers/users'
import { givenMentor } from '#tests/helpers/mentors'
import { expectStatus, givenSession } from '#tests/helpers/sessions'
import { MailCapture } from '#tests/helpers/mail_capture'

/*
| No-shows (issue 32): a party reports the other absent from the session's end until 48 h
| later; the reported party may dispute it within 48 h of the report; the tick upholds the
| undisputed ones after that window (a mentor's no-show gives the mentee's credit back); an
| admin decides the disputed ones. Time edges use fixed instants passed in.
*/

// A session held Friday 20 November 2026, 14:00-15:00 UTC.
const START = DateTime.fromISO('2026-11-20T14:00:00Z', { zone: 'utc' })
const END = START.plus({ hours: 1 })
const WINDOW = { hours: SESSION_RULES.noShowReportHours }
const DISPUTE = { hours: SESSION_RULES.noShowDisputeHours }

async function givenParties() {
  const { user: mentor } = await givenMentor({ firstName: 'Giulia', lastName: 'Rossi' })
  mentor.locale = 'it'
  await mentor.save()
  const mentee = await givenUser({ firstName: 'Ada', lastName: 'Lovelace', locale: 'en' })
  return { mentor, mentee }
}

/** A completed session of the parties, held at START (or `startsAt`). */
async function givenHeldSession(
  mentor: User,
  mentee: User,
  options: { startsAt?: DateTime; entitlement?: MentoringSession['entitlement'] } = {}
) {
  return givenSession(mentor, mentee, {
    startsAt: options.startsAt ?? START,
    status: 'completed',
    entitlement: options.entitlement ?? 'subscription',
  })
}

/** A session that ended a couple of hours ago (for the HTTP calls, which use the clock). */
function recently() {
  return DateTime.utc().minus({ hours: 3 }).startOf('minute')
}

function report(client: ApiClient, user: User, sessionId: number, body: object = {}) {
  return client.post(`/api/sessions/${sessionId}/no-show`).withCsrfToken().loginAs(user).json(body)
}

function dispute(client: ApiClient, user: User, sessionId: number, body: object = {}) {
  return client
    .post(`/api/sessions/${sessionId}/no-show/dispute`)
    .withCsrfToken()
    .loginAs(user)
    .json(body)
}

async function viewOf(client: ApiClient, user: User, sessionId: number) {
  const response = await client.get(`/api/sessions/${sessionId}`).loginAs(user)
  response.assertStatus(200)
  return response.body().session
}

async function refusal(work: Promise<unknown>) {
  try {
    await work
  } catch (error) {
    if (error instanceof SessionError) return error.reason
    throw error
  }
  return null
}

function textOf(message: Message) {
  const text = String(message.toJSON().message.text ?? '')
  if (/@(if|else|end|each)\b|undefined|session_emails\./.test(text)) {
    throw new Error(`template leftovers in "${message.toJSON().message.subject}"`)
  }
  return text
}

function subjectsOf(mails: MailCapture, user: User) {
  return mails.subjectsTo(user.email)
}

test.group('No-shows | reporting', (group) => {
  let mails: MailCapture
  group.each.setup(() => {
    mails = new MailCapture()
    return () => mails.restore()
  })

  test('the mentee reports the mentor absent: the mentor is told at once in Italian and may dispute; no feedback is asked', async ({
    client,
    assert,
  }) => {
    const { mentor, mentee } = await givenParties()
    const session = await givenHeldSession(mentor, mentee, { startsAt: recently() })
    const before = await viewOf(client, mentee, session.id)
    assert.isTrue(before.can.reportNoShow)
    assert.isTrue(before.can.feedback)
    assert.equal(before.noShowReportUntil, session.endsAt.plus(WINDOW).toUTC().toISO())

    const reported = await report(client, mentee, session.id, {
      note: '  I waited 20 minutes in the room.  ',
    })
    reported.assertStatus(201)
    const mine = reported.body().session
    assert.equal(mine.status, 'completed')
    assert.deepInclude(mine.noShow, {
      absentParty: 'mentor',
      reportedByMe: true,
      reportNote: 'I waited 20 minutes in the room.',
      status: 'reported',
      disputeNote: null,
      creditReturned: false,
    })
    assert.isFalse(mine.can.reportNoShow)
    assert.isFalse(mine.can.disputeNoShow)
    assert.isFalse(mine.can.feedback)
    assert.isFalse(mine.awaitingFeedback)

    const theirs = await viewOf(client, mentor, session.id)
    assert.deepInclude(theirs.noShow, { absentParty: 'mentor', reportedByMe: false })
    assert.isTrue(theirs.can.disputeNoShow)
    assert.isFalse(theirs.can.reportNoShow)
    assert.isFalse(theirs.can.feedback)

    // Feedback is not asked for, nor taken.
    const feedback = await client
      .post(`/api/sessions/${session.id}/feedback`)
      .withCsrfToken()
      .loginAs(mentee)
      .json({ overallRating: 1 })
    feedback.assertStatus(409)

    assert.lengthOf(mails.queuedTo(mentee.email), 0)
    const [told] = mails.queuedTo(mentor.email)
    assert.lengthOf(mails.queuedTo(mentor.email), 1)
    assert.equal(
      told.toJSON().message.subject,
      'Ada Lovelace ha segnalato la tua assenza alla sessione'
    )
    const text = textOf(told)
    assert.include(text, 'Ciao Giulia,')
    assert.include(text, 'I waited 20 minutes in the room.')
    assert.include(text, 'puoi contestare la segnalazione')
    assert.include(text, '/dashboard/sessions?tab=completed')
  })

  test('refusals: not a party, before the end, a cancelled session, already reported by either party (EN and IT)', async ({
    client,
    assert,
  }) => {
    const { mentor, mentee } = await givenParties()
    const stranger = await givenUser()
    const held = await givenHeldSession(mentor, mentee, { startsAt: recently() })

    const strangers = await report(client, stranger, held.id)
    strangers.assertStatus(404)
    assert.equal(strangers.body().errorCode, 'NOT_FOUND')

    const upcoming = await givenSession(mentor, mentee, {
      startsAt: DateTime.utc().plus({ days: 3 }).startOf('hour'),
    })
    const early = await report(client, mentee, upcoming.id)
    early.assertStatus(422)
    assert.equal(early.body().errorCode, 'VALIDATION_ERROR')
    assert.equal(early.body().message, 'A no-show can be reported once the session has ended.')
    const upcomingView = await viewOf(client, mentee, upcoming.id)
    assert.isFalse(upcomingView.can.reportNoShow)

    const cancelled = await givenSession(mentor, mentee, { startsAt: recently() })
    cancelled.merge({ status: 'cancelled', cancelledAt: DateTime.utc().minus({ days: 2 }) })
    await cancelled.save()
    const onCancelled = await report(client, mentee, cancelled.id)
    onCancelled.assertStatus(409)
    assert.equal(onCancelled.body().errorCode, 'CONFLICT')

    await expectStatus(report(client, mentee, held.id), 201)
    const again = await report(client, mentee, held.id, { note: 'Twice' })
    again.assertStatus(409)
    assert.equal(again.body().errorCode, 'DUPLICATE_RECORD')
    assert.equal(again.body().message, 'A no-show has already been reported for this session.')
    const otherSide = await report(client, mentor, held.id).header('Accept-Language', 'it')
    otherSide.assertStatus(409)
    assert.equal(otherSide.body().message, "Per questa sessione è già stata segnalata un'assenza.")

    // The reporter cannot dispute their own report.
    const ownDispute = await dispute(client, mentee, held.id)
    ownDispute.assertStatus(403)
    assert.equal(ownDispute.body().errorCode, 'FORBIDDEN')

    const tooLong = await report(client, mentor, cancelled.id, {
      note: 'x'.repeat(SESSION_RULES.noShowNoteMaxLength + 1),
    })
    tooLong.assertStatus(422)
    assert.properties(tooLong.body().errors, ['note'])

    const rows = await SessionNoShow.query().whereIn('sessionId', [held.id, cancelled.id])
    assert.lengthOf(rows, 1)
  })

  test('the report window: at the end and at exactly end + 48 h accepted, a second before or after refused', async ({
    assert,
  }) => {
    const { mentor, mentee } = await givenParties()
    const atEnd = await givenHeldSession(mentor, mentee)
    const atEdge = await givenHeldSession(mentor, mentee)
    const late = await givenHeldSession(mentor, mentee)
    const early = await givenHeldSession(mentor, mentee)

    assert.equal(
      await refusal(reportNoShow(mentee, early.id, null, END.minus({ seconds: 1 }))),
      'no_show_too_early'
    )
    assert.isNull(await refusal(reportNoShow(mentee, atEnd.id, null, END)))
    assert.isNull(await refusal(reportNoShow(mentor, atEdge.id, null, END.plus(WINDOW))))
    assert.equal(
      await refusal(reportNoShow(mentee, late.id, null, END.plus(WINDOW).plus({ seconds: 1 }))),
      'no_show_too_late'
    )
    const edge = await SessionNoShow.findByOrFail('sessionId', atEdge.id)
    assert.equal(edge.absentParty, 'mentee')
    assert.equal(edge.reporterUserId, mentor.id)
    assert.isNull(await SessionNoShow.findBy('sessionId', late.id))
  })

  test('both parties reporting at the same moment store one report; the other is refused', async ({
    client,
    assert,
  }) => {
    const { mentor, mentee } = await givenParties()
    const session = await givenHeldSession(mentor, mentee, { startsAt: recently() })
    const answers = await Promise.all([
      report(client, mentee, session.id, { note: 'Mentor absent' }),
      report(client, mentor, session.id, { note: 'Mentee absent' }),
      report(client, mentee, session.id),
    ])
    const statuses = answers.map((answer) => answer.status()).sort()
    assert.deepEqual(statuses, [201, 409, 409])
    assert.lengthOf(await SessionNoShow.query().where('sessionId', session.id), 1)
  })
})

test.group('No-shows | disputing', (group) => {
  let mails: MailCapture
  group.each.setup(() => {
    mails = new MailCapture()
    return () => mails.restore()
  })

  test('the mentor disputes with a note: the mentee is told; both cards show it', async ({
    client,
    assert,
  }) => {
    const { mentor, mentee } = await givenParties()
    const session = await givenHeldSession(mentor, mentee, { startsAt: recently() })
    await expectStatus(report(client, mentee, session.id, { note: 'Nobody came' }), 201)

    const disputed = await dispute(client, mentor, session.id, {
      note: 'I was there, the link was wrong',
    })
    disputed.assertStatus(200)
    assert.deepInclude(disputed.body().session.noShow, {
      status: 'disputed',
      disputeNote: 'I was there, the link was wrong',
    })
    assert.isFalse(disputed.body().session.can.disputeNoShow)
    const menteeView = await viewOf(client, mentee, session.id)
    assert.equal(menteeView.noShow.disputeNote, 'I was there, the link was wrong')
    assert.isString(menteeView.noShow.disputedAt)

    const twice = await dispute(client, mentor, session.id)
    twice.assertStatus(409)
    assert.equal(twice.body().errorCode, 'CONFLICT')

    const toMentee = mails.queuedTo(mentee.email)
    assert.lengthOf(toMentee, 1)
    assert.equal(toMentee[0].toJSON().message.subject, 'Giulia Rossi disputes your no-show report')
    assert.include(textOf(toMentee[0]), 'I was there, the link was wrong')
    // The mentor had only the report.
    assert.lengthOf(mails.queuedTo(mentor.email), 1)
  })

  test('past the dispute window the cards say the report stands, before the tick settles it', async ({
    client,
    assert,
  }) => {
    const { mentor, mentee } = await givenParties()
    const startsAt = DateTime.utc().minus(DISPUTE).minus({ hours: 3 }).startOf('minute')
    const session = await givenHeldSession(mentor, mentee, { startsAt })
    await reportNoShow(mentee, session.id, null, startsAt.plus({ hours: 1, minutes: 30 }))

    const seen = await viewOf(client, mentor, session.id)
    assert.equal(seen.noShow.status, 'upheld')
    assert.isFalse(seen.can.disputeNoShow)
    const stored = await SessionNoShow.findByOrFail('sessionId', session.id)
    assert.equal(stored.status, 'reported', 'the tick has not settled it yet')
  })

  test('a dispute at exactly 48 h after the report is accepted, one second later refused; no report, nothing to dispute', async ({
    assert,
  }) => {
    const { mentor, mentee } = await givenParties()
    const inTime = await givenHeldSession(mentor, mentee)
    const late = await givenHeldSession(mentor, mentee)
    const unreported = await givenHeldSession(mentor, mentee)
    const reportedAt = END.plus({ hours: 2 })
    await reportNoShow(mentee, inTime.id, null, reportedAt)
    await reportNoShow(mentee, late.id, null, reportedAt)

    assert.isNull(await refusal(disputeNoShow(inTime.id, 'I was there', reportedAt.plus(DISPUTE))))
    assert.equal(
      await refusal(disputeNoShow(late.id, null, reportedAt.plus(DISPUTE).plus({ seconds: 1 }))),
      'no_show_dispute_too_late'
    )
    assert.equal(
      await refusal(disputeNoShow(unreported.id, null, reportedAt)),
      'no_show_not_disputable'
    )
    const disputed = await SessionNoShow.findByOrFail('sessionId', inTime.id)
    assert.equal(disputed.status, 'disputed')
    const stillReported = await SessionNoShow.findByOrFail('sessionId', late.id)
    assert.equal(stillReported.status, 'reported')
  })
})

test.group('No-shows | the tick settles undisputed reports', (group) => {
  let mails: MailCapture
  group.each.setup(() => {
    mails = new MailCapture()
    return () => mails.restore()
  })

  test('only after the dispute window: a mentor no-show gives the free call back, both told', async ({
    assert,
  }) => {
    const { mentor, mentee } = await givenParties()
    const session = await givenHeldSession(mentor, mentee, { entitlement: 'free_call' })
    const reportedAt = END.plus({ hours: 1 })
    await reportNoShow(mentee, session.id, 'Nobody joined', reportedAt)
    const { user: another } = await givenMentor()
    const month = reportedAt.toFormat('yyyy-MM')
    const spent = await bookingCoverage(mentee.id, another.id, month, reportedAt)
    assert.notEqual(spent.entitlement?.kind, 'free_call')

    // At exactly 48 h it can still be disputed: nothing settles.
    await runSessionsTick(reportedAt.plus(DISPUTE), ['no-shows'])
    const open = await SessionNoShow.findByOrFail('sessionId', session.id)
    assert.equal(open.status, 'reported')
    assert.isNull(open.settledAt)

    const after = reportedAt.plus(DISPUTE).plus({ seconds: 1 })
    const done = await runSessionsTick(after, ['no-shows'])
    assert.isAtLeast(done.noShowsSettled, 1)
    const upheld = await SessionNoShow.findByOrFail('sessionId', session.id)
    assert.equal(upheld.status, 'upheld')
    assert.equal(upheld.settledAt?.toISO(), after.toISO())
    assert.isNull(upheld.decidedAt)
    await session.refresh()
    assert.equal(session.status, 'completed')
    assert.isNotNull(session.entitlementReturnedAt)
    const back = await bookingCoverage(mentee.id, another.id, month, after)
    assert.equal(back.entitlement?.kind, 'free_call')

    const upheldMails = (user: User) =>
      mails
        .queuedTo(user.email)
        .filter((message) => /stands|resta valida/.test(message.toJSON().message.subject ?? ''))
    assert.lengthOf(upheldMails(mentee), 1)
    assert.lengthOf(upheldMails(mentor), 1)
    const toMentee = textOf(upheldMails(mentee)[0])
    assert.include(toMentee, 'was not disputed in time, so it stands')
    assert.include(toMentee, 'The credit you used for this booking was returned')
    assert.include(textOf(upheldMails(mentor)[0]), 'non è stata contestata in tempo')

    assert.equal(await undisputedMentorNoShowsSince(mentor.id, START.minus({ days: 90 })), 1)
    assert.equal(await undisputedMentorNoShowsSince(mentor.id, after), 0)
  })

  test('a mentee no-show keeps the credit used; a disputed report is left to the admin', async ({
    assert,
  }) => {
    const { mentor, mentee } = await givenParties()
    const absentMentee = await givenHeldSession(mentor, mentee, { entitlement: 'free_call' })
    const disputed = await givenHeldSession(mentor, mentee)
    const reportedAt = END.plus({ hours: 1 })
    await reportNoShow(mentor, absentMentee.id, null, reportedAt)
    await reportNoShow(mentee, disputed.id, null, reportedAt)
    await disputeNoShow(disputed.id, 'I was there', reportedAt.plus({ hours: 3 }))

    await runSessionsTick(reportedAt.plus(DISPUTE).plus({ minutes: 5 }), ['no-shows'])
    const kept = await SessionNoShow.findByOrFail('sessionId', absentMentee.id)
    assert.equal(kept.status, 'upheld')
    await absentMentee.refresh()
    assert.isNull(absentMentee.entitlementReturnedAt)
    const waiting = await SessionNoShow.findByOrFail('sessionId', disputed.id)
    assert.equal(waiting.status, 'disputed')
    assert.isNull(waiting.settledAt)
    // A disputed report upheld by an admin is not "undisputed".
    assert.equal(await undisputedMentorNoShowsSince(mentor.id, START.minus({ days: 1 })), 0)
  })

  test("two undisputed no-shows of a mentor within 90 days pause them once; a mentee's, a disputed one or an older one does not count", async ({
    assert,
  }) => {
    const { mentor, mentee } = await givenParties()
    const paused = async () => {
      const profile = await MentorProfile.findByOrFail('userId', mentor.id)
      return { at: profile.pausedAt, reason: profile.pausedReason }
    }
    const pauseMails = () =>
      mails.subjectsTo(mentor.email).filter((subject) => /paus/i.test(subject))
    /** A held session whose report, made an hour after its end, the tick upholds undisputed. */
    async function upheldNoShow(startsAt: DateTime, absent: 'mentor' | 'mentee') {
      const session = await givenHeldSession(mentor, mentee, { startsAt })
      const reportedAt = startsAt.plus({ hours: 2 })
      await reportNoShow(absent === 'mentor' ? mentee : mentor, session.id, null, reportedAt)
      const settledAt = reportedAt.plus(DISPUTE).plus({ minutes: 5 })
      await runSessionsTick(settledAt, ['no-shows'])
      return settledAt
    }

    // An old one (its report is more than 90 days before the later ones are settled).
    await upheldNoShow(START.minus({ days: 100 }), 'mentor')
    // A disputed one, still waiting for the admin, and one of the mentee's.
    const disputed = await givenHeldSession(mentor, mentee, { startsAt: START.minus({ days: 5 }) })
    await reportNoShow(mentee, disputed.id, null, START.minus({ days: 5 }).plus({ hours: 2 }))
    await disputeNoShow(disputed.id, 'I was there', START.minus({ days: 5 }).plus({ hours: 3 }))
    await upheldNoShow(START.minus({ days: 3 }), 'mentee')
    await upheldNoShow(START, 'mentor')
    const first = await paused()
    assert.isNull(first.at, 'one undisputed no-show within 90 days is not enough')

    const second = await upheldNoShow(START.plus({ days: 2 }), 'mentor')
    const pause = await paused()
    assert.equal(pause.at?.toMillis(), second.toMillis())
    assert.equal(pause.reason, 'noShows')
    assert.lengthOf(pauseMails(), 1)

    // A third one finds them paused already: no second e-mail.
    await upheldNoShow(START.plus({ days: 4 }), 'mentor')
    assert.lengthOf(pauseMails(), 1)
  })

  test('two ticks at once settle a report once: the credit comes back once, one e-mail each', async ({
    assert,
  }) => {
    const { mentor, mentee } = await givenParties()
    const session = await givenHeldSession(mentor, mentee, { entitlement: 'subscription' })
    const reportedAt = END.plus({ hours: 1 })
    await reportNoShow(mentee, session.id, null, reportedAt)
    const after = reportedAt.plus(DISPUTE).plus({ minutes: 1 })

    const runs = await Promise.all([
      runSessionsTick(after, ['no-shows']),
      runSessionsTick(after, ['no-shows']),
      runSessionsTick(after, ['no-shows']),
    ])
    const mine = await SessionNoShow.findByOrFail('sessionId', session.id)
    assert.equal(mine.status, 'upheld')
    assert.isAtLeast(
      runs.reduce((total, run) => total + run.noShowsSettled, 0),
      1
    )
    const upheld = (user: User) =>
      subjectsOf(mails, user).filter((subject) => /stands|resta valida/.test(subject))
    assert.lengthOf(upheld(mentee), 1)
    assert.lengthOf(upheld(mentor), 1)
    await session.refresh()
    assert.isNotNull(session.entitlementReturnedAt)
  })

  test('the feedback request skips a session reported as a no-show', async ({ assert }) => {
    const { mentor, mentee } = await givenParties()
    const reported = await givenHeldSession(mentor, mentee)
    const otherMentee = await givenUser()
    const held = await givenHeldSession(mentor, otherMentee)
    await reportNoShow(mentee, reported.id, null, END.plus({ minutes: 10 }))
    // Nobody is asked at once: the request waits for the time to report a no-show.
    assert.equal(await sendDueFeedbackRequests(END.plus({ minutes: 20 })), 0)
    await sendDueFeedbackRequests(END.plus({ hours: SESSION_RULES.feedbackRequestDelayHours }))
    const asked = (user: User) =>
      subjectsOf(mails, user).filter((subject) => /How was your session|Com'è andata/.test(subject))
    assert.lengthOf(asked(mentee), 0)
    assert.lengthOf(asked(otherMentee), 1)
    await reported.refresh()
    assert.isNull(reported.feedbackRequestedAt)
    await held.refresh()
    assert.isNotNull(held.feedbackRequestedAt)
    assert.lengthOf(await Feedback.query().where('sessionId', reported.id), 0)
  })
})

test.group('No-shows | the console decides disputes', (group) => {
  let mails: MailCapture
  group.each.setup(() => {
    mails = new MailCapture()
    return () => mails.restore()
  })

  const API = '/api/admin/no-shows'

  async function givenDispute(entitlement: MentoringSession['entitlement'] = 'free_call') {
    const admin = await givenUser({ role: 'ADMIN' })
    const { mentor, mentee } = await givenParties()
    const session = await givenHeldSession(mentor, mentee, { entitlement })
    await reportNoShow(mentee, session.id, 'Nobody joined', END.plus({ hours: 1 }))
    await disputeNoShow(session.id, 'I was in the room', END.plus({ hours: 5 }))
    const noShow = await SessionNoShow.findByOrFail('sessionId', session.id)
    return { admin, mentor, mentee, session, noShow }
  }

  test('the queue lists open disputes with both notes, who reported whom and the session history', async ({
    client,
    assert,
  }) => {
    const { admin, mentor, mentee, session, noShow } = await givenDispute()
    const queue = await client
      .get(API)
      .qs({ filter: JSON.stringify({ status: 'disputed', mentorUserId: mentor.id }) })
      .loginAs(admin)
    queue.assertStatus(200)
    assert.lengthOf(queue.body(), 1)
    assert.deepInclude(queue.body()[0], {
      id: noShow.id,
      sessionId: session.id,
      status: 'disputed',
      absentParty: 'mentor',
      reporterUserId: mentee.id,
      mentorName: 'Giulia Rossi',
      menteeName: 'Ada Lovelace',
      reportNote: 'Nobody joined',
      disputeNote: 'I was in the room',
    })
    assert.notProperty(queue.body()[0], 'history')

    const one = await client.get(`${API}/${noShow.id}`).loginAs(admin)
    one.assertStatus(200)
    const events = one.body().history.map((step: any) => `${step.event}:${step.by}`)
    assert.includeMembers(events, [
      'booked:mentee',
      'confirmed:mentor',
      'held:null',
      'no_show_reported:mentee',
      'no_show_disputed:mentor',
    ])
    const disputedStep = one.body().history.find((step: any) => step.event === 'no_show_disputed')
    assert.equal(disputedStep.note, 'I was in the room')

    // The session record carries it too.
    const record = await client.get(`/api/admin/sessions/${session.id}`).loginAs(admin)
    assert.include(record.body(), {
      noShowId: noShow.id,
      noShowStatus: 'disputed',
      noShowAbsentParty: 'mentor',
      status: 'completed',
    })

    const member = await client.get(API).loginAs(mentee)
    assert.oneOf(member.status(), [403, 404])
  })

  test('"The no-show stands": upheld, the credit back, both told, audited; deciding twice is refused', async ({
    client,
    assert,
  }) => {
    const { admin, mentor, mentee, session, noShow } = await givenDispute()
    const decided = await client
      .post(`${API}/${noShow.id}/uphold`)
      .json({ reason: 'The mentor confirmed they missed it.' })
      .loginAs(admin)
      .withCsrfToken()
    decided.assertStatus(200)
    assert.include(decided.body(), {
      status: 'upheld',
      decidedByUserId: admin.id,
      decisionNote: 'The mentor confirmed they missed it.',
    })
    assert.isString(decided.body().entitlementReturnedAt)
    await session.refresh()
    assert.isNotNull(session.entitlementReturnedAt)
    assert.equal(session.status, 'completed')

    const toMentee = mails
      .queuedTo(mentee.email)
      .find((message) => /stands/.test(message.toJSON().message.subject ?? ''))!
    assert.include(textOf(toMentee), 'Our team looked at the dispute')
    assert.include(textOf(toMentee), 'The mentor confirmed they missed it.')
    assert.include(textOf(toMentee), 'The credit you used for this booking was returned')
    const toMentor = mails
      .queuedTo(mentor.email)
      .find((message) => /resta valida/.test(message.toJSON().message.subject ?? ''))!
    assert.include(textOf(toMentor), 'Il nostro team ha esaminato la tua contestazione')
    const entry = await AuditLog.query()
      .where('action', 'no_show.uphold')
      .where('entityId', String(noShow.id))
      .firstOrFail()
    assert.equal(entry.entityType, 'no_show')
    assert.equal(entry.actorUserId, admin.id)
    assert.deepEqual(entry.before, { status: 'disputed' })
    // Upheld by an admin after a dispute: not an undisputed no-show.
    assert.equal(await undisputedMentorNoShowsSince(mentor.id, START.minus({ days: 1 })), 0)

    const again = await client
      .post(`${API}/${noShow.id}/dismiss`)
      .json({})
      .loginAs(admin)
      .withCsrfToken()
    again.assertStatus(409)
    assert.equal(again.body().errorCode, 'CONFLICT')
  })

  test('"It did not happen": dismissed, the credit stays used, both told; feedback may be left again', async ({
    client,
    assert,
  }) => {
    const { admin, mentor, mentee, session, noShow } = await givenDispute()
    const decided = await client
      .post(`${API}/${noShow.id}/dismiss`)
      .json({})
      .loginAs(admin)
      .withCsrfToken()
    decided.assertStatus(200)
    assert.include(decided.body(), { status: 'dismissed', decisionNote: null })
    await session.refresh()
    assert.isNull(session.entitlementReturnedAt)
    assert.isTrue(
      mails.subjectsTo(mentee.email).some((subject) => subject === 'No-show report: dismissed')
    )
    assert.isTrue(
      mails
        .subjectsTo(mentor.email)
        .some((subject) => subject === 'Segnalazione di assenza: respinta')
    )
    const view = await viewOf(client, mentor, session.id)
    assert.equal(view.noShow.status, 'dismissed')
    assert.isTrue(view.can.feedback)
  })
})

test.group('No-shows | e-mails', () => {
  test('every no-show e-mail renders for both parties in their language, with nothing left untranslated', async ({
    assert,
  }) => {
    const { mentor, mentee } = await givenParties()
    const session = await givenHeldSession(mentor, mentee, { entitlement: 'free_call' })
    const reportedAt = END.plus({ hours: 1 })
    await reportNoShow(mentee, session.id, 'Nobody joined.', reportedAt)
    await disputeNoShow(session.id, 'I was there.', reportedAt.plus({ hours: 2 }))
    const noShow = await SessionNoShow.findByOrFail('sessionId', session.id)
    const loaded = (await loadSession(session.id))!
    const cases: Array<[SessionMailKind, Partial<SessionNoShow>]> = [
      ['noShowReported', {}],
      ['noShowDisputed', {}],
      ['noShowUpheld', { status: 'upheld' }],
      ['noShowUpheld', { status: 'upheld', decidedAt: reportedAt.plus({ days: 1 }) }],
      ['noShowDismissed', { status: 'dismissed', decidedAt: reportedAt.plus({ days: 1 }) }],
    ]
    const subjects = new Set<string>()
    for (const [kind, state] of cases) {
      noShow.merge({ decisionNote: 'Checked the logs.', ...state })
      for (const user of [mentor, mentee]) {
        const rendered = await new SessionMail(kind, loaded, user, { noShow }).render()
        for (const body of [rendered.html, rendered.text, rendered.subject]) {
          assert.notMatch(body, /@(if|else|end|each)\b|undefined|session_emails\.|\{\w+\}/, kind)
        }
        assert.include(rendered.html, `<html lang="${user.locale}"`)
        subjects.add(`${kind} ${rendered.subject}`)
      }
    }
    assert.equal(subjects.size, 8, 'each kind has its own subject per language')
    // The reported party reads until when they can dispute, in their zone and language.
    const toMentor = await new SessionMail('noShowReported', loaded, mentor, { noShow }).render()
    assert.include(toMentor.text, 'fino a domenica 22 novembre 2026')
  })
})
