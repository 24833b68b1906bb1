import { test } from '@japa/runner'
import { SESSION_RULES } from '#business/sessions'
import { DateTime } from 'luxon'
import env from '#start/env'
import testUtils from '@adonisjs/core/services/test_utils'
import type User from '#accounts/models/user'
import { clientMessages } from '#core/services/locale'
import MentoringSession from '#scheduling/models/mentoring_session'
import { toDbInstant } from '#database/columns'
import RescheduleRequest from '#scheduling/models/reschedule_request'
import Feedback from '#scheduling/models/feedback'
import {
  SessionMail,
  loadSession,
  notifyBookingRequested,
  notifyRescheduleConfirmed,
  notifyRescheduleRequested,
  notifySessionCancelled,
  notifySessionConfirmed,
  type SessionMailKind,
} from '#scheduling/mails/session_mails'
import { sendDueFeedbackRequests, sendDueReminders } from '#scheduling/services/session_reminders'
import { confirmSession } from '#scheduling/services/session_lifecycle'
import { givenMentor } from '#tests/helpers/mentors'
import { givenUser } from '#tests/helpers/users'
import { MailCapture } from '#tests/helpers/mail_capture'
import { htmlOf, icsOf, subjectOf, textOf } from '#tests/helpers/session_mails'
import { readIcs } from '#tests/helpers/ics'
import { TestSmtpServer } from '#tests/helpers/smtp_server'
import { deliveredByWorker } from '#tests/helpers/queue_worker'

const APP_URL = env.get('APP_URL').replace(/\/+$/, '')
const HOST = new URL(APP_URL).hostname

// Tuesday 1 December 2026, 14:00-15:00 UTC: 15:00 in Rome, 09:00 in New York.
const STARTS = DateTime.fromISO('2026-12-01T14:00:00Z', { zone: 'utc' })
const ROME_TIME = 'martedì 1 dicembre 2026, 15:00–16:00, ora di Roma'
const NEW_YORK_TIME = 'Tuesday 1 December 2026, 09:00–10:00, New York time'

/** An Italian mentor in Rome and an English mentee in New York. */
async function givenParties() {
  const { user: mentor } = await givenMentor({
    firstName: 'Giulia',
    lastName: 'Rossi',
    timezone: 'Europe/Rome',
  })
  mentor.locale = 'it'
  await mentor.save()
  const mentee = await givenUser({
    firstName: 'Ada',
    lastName: 'Lovelace',
    locale: 'en',
    timezone: 'America/New_York',
  })
  return { mentor, mentee }
}

async function givenSession(
  mentor: User,
  mentee: User,
  overrides: Partial<Pick<MentoringSession, keyof MentoringSession>> = {}
) {
  const startsAt = (overrides.startsAt as DateTime | undefined) ?? STARTS
  return MentoringSession.create({
    mentorUserId: mentor.id,
    menteeUserId: mentee.id,
    startsAt,
    endsAt: startsAt.plus({ minutes: 60 }),
    durationMinutes: 60,
    objective: 'Prepare the seed round pitch for our first investors',
    problem: 'We do not know which metrics investors will look at first',
    desiredOutcome: 'A short list of metrics and a pitch outline to work on',
    communicationTool: 'google_meet',
    meetingLink: 'https://meet.example.test/abc-defg-hij',
    isFreeCall: false,
    entitlement: 'subscription',
    status: 'pending',
    bookedMonth: '2026-11',
    menteeTimezone: 'America/New_York',
    menteeConfirmedAt: DateTime.utc(),
    ...overrides,
  } as Partial<MentoringSession>)
}

test.group('Session e-mails | lifecycle', (group) => {
  let mails: MailCapture
  group.each.setup(() => {
    mails = new MailCapture()
    return () => mails.restore()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a booking request goes to the mentor only, in Italian, in Rome time, with a tentative invitation', async ({
    assert,
  }) => {
    const { mentor, mentee } = await givenParties()
    const session = await givenSession(mentor, mentee)

    await notifyBookingRequested(session.id)

    assert.lengthOf(mails.queuedTo(mentee.email), 0)
    const [message] = mails.queuedTo(mentor.email)
    assert.lengthOf(mails.queuedTo(mentor.email), 1)
    assert.equal(subjectOf(message), 'Nuova richiesta di sessione da Ada Lovelace')
    const text = textOf(message)
    assert.include(text, 'Ciao Giulia,')
    assert.include(text, 'Ada Lovelace ha chiesto di prenotare una sessione con te.')
    assert.include(text, `Quando: ${ROME_TIME}`)
    assert.include(text, 'Si svolge con: Google Meet')
    assert.include(text, 'Link della riunione: https://meet.example.test/abc-defg-hij')
    assert.include(text, 'almeno 24 ore prima')
    assert.include(text, `${APP_URL}/dashboard/sessions?tab=upcoming`)
    assert.notInclude(text, 'session_emails.')
    assert.include(htmlOf(message), '<html lang="it"')
    assert.include(htmlOf(message), 'href="https://meet.example.test/abc-defg-hij"')

    const ics = icsOf(message)!
    assert.equal(ics.method, 'REQUEST')
    assert.equal(ics.filename, 'invite.ics')
    assert.equal(ics.prop('METHOD'), 'REQUEST')
    assert.equal(ics.prop('UID'), `session-${session.id}@${HOST}`)
    assert.equal(ics.prop('DTSTART'), '20261201T140000Z')
    assert.equal(ics.prop('DTEND'), '20261201T150000Z')
    assert.equal(ics.prop('STATUS'), 'TENTATIVE')
    assert.equal(ics.prop('SUMMARY'), 'Mentorship Hub: sessione con Ada Lovelace')
    assert.include(ics.prop('DESCRIPTION')!, 'https://meet.example.test/abc-defg-hij')
    assert.equal(ics.prop('LOCATION'), 'https://meet.example.test/abc-defg-hij')
    assert.deepEqual(ics.people('organizer'), [
      { email: env.get('MAIL_FROM_ADDRESS'), params: { cn: 'Mentorship Hub' } },
    ])
    const attendees = ics.people('attendee').map(({ email, params }) => ({ email, cn: params.cn }))
    assert.deepInclude(attendees, { email: mentor.email, cn: 'Giulia Rossi' })
    assert.deepInclude(attendees, { email: mentee.email, cn: 'Ada Lovelace' })
  })

  test('a confirmation goes to both, each in their language and zone, with the same UID and a higher SEQUENCE', async ({
    assert,
  }) => {
    const { mentor, mentee } = await givenParties()
    const session = await givenSession(mentor, mentee)
    await notifyBookingRequested(session.id)
    const booked = icsOf(mails.queuedTo(mentor.email)[0])!

    session.merge({ status: 'confirmed', mentorConfirmedAt: DateTime.utc().plus({ seconds: 5 }) })
    session.updatedAt = DateTime.utc().plus({ seconds: 5 })
    await session.save()
    await notifySessionConfirmed(session.id)

    const toMentor = mails.queuedTo(mentor.email)[1]
    const [toMentee] = mails.queuedTo(mentee.email)
    assert.lengthOf(mails.queuedTo(mentee.email), 1)
    assert.equal(subjectOf(toMentor), 'Sessione confermata: Ada Lovelace')
    assert.include(textOf(toMentor), `Quando: ${ROME_TIME}`)
    assert.include(textOf(toMentor), 'Mentee: Ada Lovelace')
    assert.equal(subjectOf(toMentee), 'Session confirmed: Giulia Rossi')
    assert.include(textOf(toMentee), 'Hi Ada,')
    assert.include(textOf(toMentee), `When: ${NEW_YORK_TIME}`)
    assert.include(textOf(toMentee), 'Mentor: Giulia Rossi')
    assert.include(textOf(toMentee), 'You can join the session from 10 minutes before the start')
    assert.include(htmlOf(toMentee), '<html lang="en"')

    for (const message of [toMentor, toMentee]) {
      const ics = icsOf(message)!
      assert.equal(ics.method, 'REQUEST')
      assert.equal(ics.prop('UID'), `session-${session.id}@${HOST}`)
      assert.equal(ics.prop('STATUS'), 'CONFIRMED')
      assert.equal(ics.prop('DTSTART'), '20261201T140000Z')
      assert.isAbove(Number(ics.prop('SEQUENCE')), Number(booked.prop('SEQUENCE')))
      assert.notMatch(ics.everything, /NEEDS-ACTION/)
    }
    assert.equal(icsOf(toMentee)!.prop('SUMMARY'), 'Mentorship Hub: session with Giulia Rossi')
  })

  test('a cancellation by the mentee reaches both with the reason; the invitation becomes a CANCEL', async ({
    assert,
  }) => {
    const { mentor, mentee } = await givenParties()
    const session = await givenSession(mentor, mentee, { status: 'confirmed' })
    await notifySessionConfirmed(session.id)
    const confirmed = icsOf(mails.queuedTo(mentee.email)[0])!

    session.merge({
      status: 'cancelled',
      cancelledByUserId: mentee.id,
      cancelReason: 'A board meeting moved; sorry, & thanks <3',
      cancelledAt: DateTime.utc().plus({ seconds: 5 }),
      entitlementReturnedAt: DateTime.utc().plus({ seconds: 5 }),
    })
    await session.save()
    await notifySessionCancelled(session.id)

    const toMentor = mails.queuedTo(mentor.email)[1]
    const toMentee = mails.queuedTo(mentee.email)[1]
    assert.equal(subjectOf(toMentor), 'Sessione cancellata: Ada Lovelace')
    assert.include(textOf(toMentor), 'Ada Lovelace ha cancellato la vostra sessione.')
    assert.include(textOf(toMentor), 'Motivo della cancellazione:')
    assert.include(textOf(toMentor), 'A board meeting moved; sorry, & thanks <3')
    assert.include(htmlOf(toMentor), 'A board meeting moved; sorry, &amp; thanks &lt;3')
    assert.include(textOf(toMentor), `Quando: ${ROME_TIME}`)
    assert.notInclude(textOf(toMentor), 'credito')

    assert.equal(subjectOf(toMentee), 'Session cancelled: Giulia Rossi')
    assert.include(textOf(toMentee), 'You cancelled your session with Giulia Rossi.')
    assert.include(textOf(toMentee), 'A board meeting moved; sorry, & thanks <3')
    assert.include(textOf(toMentee), 'The credit you used for this booking was returned')
    assert.include(textOf(toMentee), `When: ${NEW_YORK_TIME}`)
    assert.include(textOf(toMentee), `${APP_URL}/dashboard/sessions?tab=cancelled`)

    for (const message of [toMentor, toMentee]) {
      const ics = icsOf(message)!
      assert.equal(ics.method, 'CANCEL')
      assert.equal(ics.prop('METHOD'), 'CANCEL')
      assert.equal(ics.prop('STATUS'), 'CANCELLED')
      assert.equal(ics.prop('UID'), confirmed.prop('UID'))
      assert.equal(ics.prop('DTSTART'), '20261201T140000Z')
      assert.isAbove(Number(ics.prop('SEQUENCE')), Number(confirmed.prop('SEQUENCE')))
    }
  })

  test('a cancellation by the mentor or by an admin is worded for each reader', async ({
    assert,
  }) => {
    const { mentor, mentee } = await givenParties()
    const byMentor = await givenSession(mentor, mentee, {
      status: 'cancelled',
      cancelledByUserId: mentor.id,
      cancelReason: 'Ill, sorry.',
      cancelledAt: DateTime.utc(),
    })
    await notifySessionCancelled(byMentor.id)
    assert.include(textOf(mails.queuedTo(mentee.email)[0]), 'Giulia Rossi cancelled your session.')
    assert.include(
      textOf(mails.queuedTo(mentor.email)[0]),
      'Hai cancellato la tua sessione con Ada Lovelace.'
    )

    const admin = await givenUser({ role: 'ADMIN', firstName: 'Root', lastName: 'Admin' })
    const byAdmin = await givenSession(mentor, mentee, {
      startsAt: STARTS.plus({ days: 1 }),
      status: 'cancelled',
      cancelledByUserId: admin.id,
      cancelReason: 'Duplicate booking.',
      cancelledAt: DateTime.utc(),
    })
    await notifySessionCancelled(byAdmin.id)
    assert.lengthOf(mails.queuedTo(admin.email), 0)
    const toMentee = mails.queuedTo(mentee.email)[1]
    const toMentor = mails.queuedTo(mentor.email)[1]
    assert.include(textOf(toMentee), 'Our team cancelled your session with Giulia Rossi.')
    assert.include(textOf(toMentee), 'Duplicate booking.')
    assert.include(
      textOf(toMentor),
      'Il nostro team ha cancellato la tua sessione con Ada Lovelace.'
    )
  })

  test('an automatic cancellation (not confirmed in time) has its own wording and no reason block', async ({
    assert,
  }) => {
    const { mentor, mentee } = await givenParties()
    const session = await givenSession(mentor, mentee, {
      status: 'cancelled',
      cancelledByUserId: null,
      cancelReason: null,
      cancelledAt: DateTime.utc(),
      entitlementReturnedAt: DateTime.utc(),
    })
    await notifySessionCancelled(session.id)

    const [toMentor] = mails.queuedTo(mentor.email)
    const [toMentee] = mails.queuedTo(mentee.email)
    assert.equal(subjectOf(toMentor), 'Richiesta di sessione cancellata: non confermata in tempo')
    assert.include(
      textOf(toMentor),
      "La richiesta di sessione di Ada Lovelace è stata cancellata automaticamente perché non è stata confermata in tempo (almeno 24 ore prima dell'inizio)."
    )
    assert.equal(subjectOf(toMentee), 'Session request cancelled: not confirmed in time')
    assert.include(
      textOf(toMentee),
      'Your session request with Giulia Rossi was cancelled automatically because the mentor did not confirm it in time (at least 24 hours before the start).'
    )
    assert.include(textOf(toMentee), 'The credit you used for this booking was returned')
    assert.notInclude(textOf(toMentee), 'Reason for the cancellation')
    assert.notInclude(textOf(toMentee), 'You cancelled')
    assert.equal(icsOf(toMentee)!.method, 'CANCEL')
  })

  test('a reschedule request goes to the other party with the old and the proposed time and the reason', async ({
    assert,
  }) => {
    const { mentor, mentee } = await givenParties()
    const session = await givenSession(mentor, mentee, { status: 'confirmed' })
    const request = await RescheduleRequest.create({
      sessionId: session.id,
      requestedByUserId: mentee.id,
      newStartsAt: STARTS.plus({ days: 2, hours: 2 }),
      newEndsAt: STARTS.plus({ days: 2, hours: 3 }),
      reason: 'Travelling that day.',
      status: 'pending',
    })
    await notifyRescheduleRequested(session.id, request.id)

    assert.lengthOf(mails.queuedTo(mentee.email), 0)
    const [toMentor] = mails.queuedTo(mentor.email)
    assert.equal(
      subjectOf(toMentor),
      'Ada Lovelace ha proposto un nuovo orario per la vostra sessione'
    )
    const text = textOf(toMentor)
    assert.include(text, `Orario attuale: ${ROME_TIME}`)
    assert.include(text, 'Nuovo orario proposto: giovedì 3 dicembre 2026, 17:00–18:00, ora di Roma')
    assert.include(text, 'Travelling that day.')
    assert.include(text, "La sessione resta all'orario attuale finché non confermi quello nuovo.")
    assert.isNull(icsOf(toMentor), 'no invitation until the new time is confirmed')

    // Asked by the mentor: the mentee is told, in English and New York time.
    const pair = await givenParties()
    const other = await givenSession(pair.mentor, pair.mentee, { status: 'confirmed' })
    const byMentor = await RescheduleRequest.create({
      sessionId: other.id,
      requestedByUserId: pair.mentor.id,
      newStartsAt: STARTS.plus({ days: 2 }),
      newEndsAt: STARTS.plus({ days: 2, hours: 1 }),
      reason: 'Conflict.',
      status: 'pending',
    })
    await notifyRescheduleRequested(other.id, byMentor.id)
    const [toMentee] = mails.queuedTo(pair.mentee.email)
    assert.lengthOf(mails.queuedTo(pair.mentor.email), 0)
    assert.equal(subjectOf(toMentee), 'Giulia Rossi proposed a new time for your session')
    assert.include(textOf(toMentee), `Current time: ${NEW_YORK_TIME}`)
    assert.include(
      textOf(toMentee),
      'Proposed time: Thursday 3 December 2026, 09:00–10:00, New York time'
    )
    assert.include(textOf(toMentee), 'Conflict.')
  })

  test('a confirmed reschedule tells both the new time, with the moved invitation', async ({
    assert,
  }) => {
    const { mentor, mentee } = await givenParties()
    const moved = STARTS.plus({ days: 2 })
    const session = await givenSession(mentor, mentee, {
      status: 'confirmed',
      startsAt: moved,
    })
    await notifyRescheduleConfirmed(session.id)
    const [toMentor] = mails.queuedTo(mentor.email)
    const [toMentee] = mails.queuedTo(mentee.email)
    assert.equal(subjectOf(toMentee), 'New time for your session with Giulia Rossi')
    assert.include(
      textOf(toMentee),
      'New time: Thursday 3 December 2026, 09:00–10:00, New York time'
    )
    assert.include(
      textOf(toMentor),
      'Nuovo orario: giovedì 3 dicembre 2026, 15:00–16:00, ora di Roma'
    )
    for (const message of [toMentor, toMentee]) {
      const ics = icsOf(message)!
      assert.equal(ics.method, 'REQUEST')
      assert.equal(ics.prop('UID'), `session-${session.id}@${HOST}`)
      assert.equal(ics.prop('DTSTART'), '20261203T140000Z')
    }
  })

  test('a summer session is shown at its summer hour; an unknown zone falls back to UTC, named', async ({
    assert,
  }) => {
    const { mentor, mentee } = await givenParties()
    mentee.timezone = 'Not/AZone'
    await mentee.save()
    const session = await givenSession(mentor, mentee, {
      status: 'confirmed',
      startsAt: DateTime.fromISO('2027-07-06T14:00:00Z', { zone: 'utc' }),
      menteeTimezone: null,
    })
    await notifySessionConfirmed(session.id)
    assert.include(
      textOf(mails.queuedTo(mentor.email)[0]),
      'martedì 6 luglio 2027, 16:00–17:00, ora di Roma'
    )
    assert.include(textOf(mails.queuedTo(mentee.email)[0]), 'Tuesday 6 July 2027, 14:00–15:00, UTC')
  })

  test('booking e-mails respect the “Booking requests and confirmations” setting', async ({
    assert,
  }) => {
    const { mentor, mentee } = await givenParties()
    mentee.emailBookings = false
    await mentee.save()
    const session = await givenSession(mentor, mentee, { status: 'confirmed' })
    await notifySessionConfirmed(session.id)
    assert.lengthOf(mails.queuedTo(mentee.email), 0)
    assert.lengthOf(mails.queuedTo(mentor.email), 1)
  })

  test('a phone session gets no video link: its e-mails name no link and nothing to join', async ({
    assert,
  }) => {
    const { mentor, mentee } = await givenParties()
    const startsAt = DateTime.utc().plus({ days: 7 }).startOf('hour')
    const session = await givenSession(mentor, mentee, {
      startsAt,
      communicationTool: 'phone',
      meetingLink: null,
    })

    await confirmSession(mentor, session.id)

    await session.refresh()
    assert.equal(session.status, 'confirmed')
    assert.isNull(session.meetingLink)
    const [toMentee] = mails.queuedTo(mentee.email)
    const [toMentor] = mails.queuedTo(mentor.email)
    const english = textOf(toMentee)
    const italian = textOf(toMentor)
    assert.include(english, 'Held via: Phone')
    assert.include(english, 'This session is held by phone: there is no link to open.')
    assert.include(italian, "Questa sessione si svolge al telefono: non c'è un link da aprire.")
    for (const message of [toMentee, toMentor]) {
      const all = `${textOf(message)}\n${htmlOf(message)}\n${icsOf(message)!.everything}`
      assert.notMatch(all, /meet\.jit\.si|https:\/\/meet\./)
      assert.notMatch(
        all,
        /join the (call|session)|entrare nella (chiamata|sessione)|Meeting link|Link della riunione/i
      )
    }
    assert.equal(icsOf(toMentee)!.prop('LOCATION'), 'Phone')
  })

  test('a link that is not http(s) is never made a link', async ({ assert }) => {
    const { mentor, mentee } = await givenParties()
    const session = await givenSession(mentor, mentee, {
      status: 'confirmed',
      meetingLink: 'javascript:alert(1)',
    })
    await notifySessionConfirmed(session.id)
    const [message] = mails.queuedTo(mentee.email)
    assert.notInclude(htmlOf(message), 'javascript:')
    assert.notInclude(icsOf(message)!.everything, 'javascript:')
    assert.include(
      textOf(message),
      'Meeting link: Not set yet; it will be in My Sessions before the session starts.'
    )
  })

  test('every session e-mail renders in both languages with nothing left untranslated', async ({
    assert,
  }) => {
    const { mentor, mentee } = await givenParties()
    const session = await givenSession(mentor, mentee, {
      status: 'cancelled',
      cancelledByUserId: mentor.id,
      cancelReason: 'Reason.',
    })
    const request = await RescheduleRequest.create({
      sessionId: session.id,
      requestedByUserId: mentor.id,
      newStartsAt: STARTS.plus({ days: 2 }),
      newEndsAt: STARTS.plus({ days: 2, hours: 1 }),
      reason: 'Conflict.',
      status: 'pending',
    })
    const loaded = (await loadSession(session.id))!
    const kinds: SessionMailKind[] = [
      'bookingRequested',
      'confirmNudge',
      'confirmed',
      'cancelled',
      'autoCancelled',
      'rescheduleRequested',
      'rescheduled',
      'reminder',
      'feedbackRequest',
      'outcomeFollowUp',
    ]
    const subjects = new Set<string>()
    for (const kind of kinds) {
      for (const user of [mentor, mentee]) {
        const rendered = await new SessionMail(kind, loaded, user, { request }).render()
        for (const body of [rendered.html, rendered.text, rendered.subject]) {
          assert.notMatch(body, /@(if|else|end|each)\b|undefined|session_emails\.|\{\w+\}/, kind)
        }
        assert.include(rendered.html, `<html lang="${user.locale}"`)
        subjects.add(rendered.subject)
      }
    }
    assert.equal(subjects.size, kinds.length * 2, 'each kind has its own subject per language')
  })

  test('a session that is gone sends nothing and throws nothing', async ({ assert }) => {
    await notifySessionConfirmed(987654321)
    await notifyRescheduleRequested(987654321, 1)
    assert.lengthOf(mails.queuedTo('nobody@example.test'), 0)
  })
})

test.group('Session e-mails | reminders and feedback requests', (group) => {
  let mails: MailCapture
  group.each.setup(() => {
    mails = new MailCapture()
    return () => mails.restore()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  // Sessions other specs committed may fall in this group's fixed window as the calendar moves
  // on (they book a few days from today): inside the test's transaction they count as done.
  group.each.setup(async () => {
    const done = toDbInstant(STARTS.minus({ days: 30 }))
    await MentoringSession.query().update({ reminder_sent_at: done, feedback_requested_at: done })
  })

  const NOW = STARTS.minus({ hours: 20 })

  test('a confirmed session starting within 24 h is reminded to both, once; others are not', async ({
    assert,
  }) => {
    const { mentor, mentee } = await givenParties()
    const due = await givenSession(mentor, mentee, { status: 'confirmed' })
    const { mentor: other, mentee: otherMentee } = await givenParties()
    const tooFar = await givenSession(other, otherMentee, {
      status: 'confirmed',
      startsAt: NOW.plus({ hours: 25 }),
    })
    const pending = await givenSession(other, otherMentee, {
      status: 'pending',
      startsAt: NOW.plus({ hours: 10 }),
    })
    const started = await givenSession(other, otherMentee, {
      status: 'confirmed',
      startsAt: NOW.minus({ minutes: 5 }),
    })

    assert.equal(await sendDueReminders(NOW), 2)
    assert.equal(await sendDueReminders(NOW), 0, 'a second run sends nothing')
    assert.equal(await sendDueReminders(NOW.plus({ minutes: 10 })), 0)

    const [toMentor] = mails.queuedTo(mentor.email)
    const [toMentee] = mails.queuedTo(mentee.email)
    assert.lengthOf(mails.queuedTo(mentor.email), 1)
    assert.lengthOf(mails.queuedTo(mentee.email), 1)
    assert.equal(subjectOf(toMentee), 'Reminder: your session with Giulia Rossi is coming up')
    assert.include(textOf(toMentee), `When: ${NEW_YORK_TIME}`)
    assert.include(textOf(toMentee), 'Meeting link: https://meet.example.test/abc-defg-hij')
    assert.equal(subjectOf(toMentor), 'Promemoria: la tua sessione con Ada Lovelace si avvicina')
    assert.include(textOf(toMentor), `Quando: ${ROME_TIME}`)
    assert.equal(icsOf(toMentee)!.prop('UID'), `session-${due.id}@${HOST}`)
    assert.lengthOf(mails.queuedTo(other.email), 0)
    assert.lengthOf(mails.queuedTo(otherMentee.email), 0)

    await due.refresh()
    assert.isNotNull(due.reminderSentAt)
    for (const session of [tooFar, pending, started]) {
      await session.refresh()
      assert.isNull(session.reminderSentAt)
    }
  })

  test('two concurrent runs remind once', async ({ assert }) => {
    const { mentor, mentee } = await givenParties()
    await givenSession(mentor, mentee, { status: 'confirmed' })
    await givenSession(mentor, mentee, {
      status: 'confirmed',
      startsAt: STARTS.plus({ hours: 2 }),
    })
    const counts = await Promise.all([
      sendDueReminders(NOW),
      sendDueReminders(NOW),
      sendDueReminders(NOW),
    ])
    assert.equal(
      counts.reduce((sum, one) => sum + one, 0),
      4
    )
    assert.lengthOf(mails.queuedTo(mentor.email), 2)
    assert.lengthOf(mails.queuedTo(mentee.email), 2)
  })

  test('a party who turned reminders off gets none; the session is still claimed', async ({
    assert,
  }) => {
    const { mentor, mentee } = await givenParties()
    mentor.emailReminders = false
    await mentor.save()
    const session = await givenSession(mentor, mentee, { status: 'confirmed' })
    assert.equal(await sendDueReminders(NOW), 1)
    assert.lengthOf(mails.queuedTo(mentor.email), 0)
    assert.lengthOf(mails.queuedTo(mentee.email), 1)
    await session.refresh()
    assert.isNotNull(session.reminderSentAt)
    assert.equal(await sendDueReminders(NOW), 0)
  })

  test('a completed session asks each party without feedback for it, once, linking the completed tab', async ({
    assert,
  }) => {
    const { mentor, mentee } = await givenParties()
    const ended = STARTS.plus({ hours: 1 })
    const session = await givenSession(mentor, mentee, {
      status: 'completed',
      completedAt: ended,
    })
    await Feedback.create({ sessionId: session.id, authorUserId: mentee.id, overallRating: 5 })
    const confirmed = await givenSession(mentor, mentee, {
      status: 'confirmed',
      startsAt: STARTS.minus({ hours: 3 }),
    })

    // Not before the delay after the end (time to report a no-show first), then once.
    const due = ended.plus({ hours: SESSION_RULES.feedbackRequestDelayHours })
    assert.equal(await sendDueFeedbackRequests(ended.plus({ minutes: 5 })), 0, 'not at the end')
    assert.equal(
      await sendDueFeedbackRequests(due.minus({ seconds: 1 })),
      0,
      'not before the delay'
    )
    assert.equal(await sendDueFeedbackRequests(due), 1)
    assert.equal(await sendDueFeedbackRequests(due.plus({ minutes: 10 })), 0)

    assert.lengthOf(mails.queuedTo(mentee.email), 0, 'the mentee already left feedback')
    const [toMentor] = mails.queuedTo(mentor.email)
    assert.lengthOf(mails.queuedTo(mentor.email), 1)
    assert.equal(subjectOf(toMentor), "Com'è andata la sessione con Ada Lovelace?")
    assert.include(textOf(toMentor), 'Lascia un feedback')
    assert.equal(
      mails.linkTo(mentor.email, '/dashboard/sessions'),
      '/dashboard/sessions?tab=completed'
    )
    assert.isNull(icsOf(toMentor))

    await session.refresh()
    assert.isNotNull(session.feedbackRequestedAt)
    await confirmed.refresh()
    assert.isNull(confirmed.feedbackRequestedAt)
  })

  test('two concurrent feedback runs ask once', async ({ assert }) => {
    const { mentor, mentee } = await givenParties()
    const ended = STARTS.plus({ hours: 1 })
    await givenSession(mentor, mentee, { status: 'completed', completedAt: ended })
    const later = ended.plus({ hours: SESSION_RULES.feedbackRequestDelayHours + 1 })
    const counts = await Promise.all([
      sendDueFeedbackRequests(later),
      sendDueFeedbackRequests(later),
    ])
    assert.equal(counts[0] + counts[1], 2)
    assert.lengthOf(mails.queuedTo(mentor.email), 1)
    assert.lengthOf(mails.queuedTo(mentee.email), 1)
    assert.equal(
      subjectOf(mails.queuedTo(mentee.email)[0]),
      'How was your session with Giulia Rossi?'
    )
  })
})

/**
 * Without a test transaction: each run takes its own connection from the
 * pool (on PostgreSQL several at once), so the claims really race.
 */
test.group('Session e-mails | concurrent runs on separate connections', (group) => {
  let mails: MailCapture
  group.each.setup(() => {
    mails = new MailCapture()
    return () => mails.restore()
  })

  test('four runs at once send each reminder and each feedback request once', async ({
    assert,
  }) => {
    // A week of its own (2031), so no other test's rows are due.
    const starts = DateTime.fromISO('2031-03-04T10:00:00Z', { zone: 'utc' })
    const { mentor, mentee } = await givenParties()
    const sessions = [
      await givenSession(mentor, mentee, { status: 'confirmed', startsAt: starts }),
      await givenSession(mentor, mentee, {
        status: 'confirmed',
        startsAt: starts.plus({ hours: 3 }),
      }),
      await givenSession(mentor, mentee, {
        status: 'completed',
        startsAt: starts.minus({ days: 3 }),
      }),
    ]
    try {
      const now = starts.minus({ hours: 12 })
      const reminders = await Promise.all([1, 2, 3, 4].map(() => sendDueReminders(now)))
      const feedback = await Promise.all([1, 2, 3, 4].map(() => sendDueFeedbackRequests(now)))
      assert.equal(
        reminders.reduce((sum, one) => sum + one, 0),
        4
      )
      assert.equal(
        feedback.reduce((sum, one) => sum + one, 0),
        2
      )
      const subjects = mails.subjectsTo(mentee.email).sort()
      assert.deepEqual(subjects, [
        'How was your session with Giulia Rossi?',
        'Reminder: your session with Giulia Rossi is coming up',
        'Reminder: your session with Giulia Rossi is coming up',
      ])
      assert.lengthOf(mails.queuedTo(mentor.email), 3)
    } finally {
      for (const session of sessions) await session.delete()
      await Promise.all([mentor.delete(), mentee.delete()])
    }
  })
})

test.group('Session e-mails | texts stay on the server', () => {
  test('pages do not receive the session e-mail texts', ({ assert }) => {
    for (const locale of ['en', 'it'] as const) {
      const keys = Object.keys(clientMessages(locale))
      assert.isFalse(keys.some((key) => key.startsWith('session_emails.')))
    }
  })
})

/**
 * The real chain: the mail is rendered and queued (sendLater), the queue
 * worker (its own process) sends it over SMTP, and the invitation arrives as
 * a text/calendar part with its method and as invite.ics.
 */
test.group('Session e-mails | the invitation through the queue and SMTP', (group) => {
  let smtp: TestSmtpServer
  group.setup(async () => {
    smtp = await new TestSmtpServer(env.get('SMTP_PORT')).start()
    return () => smtp.stop()
  })

  test('a confirmation arrives with its calendar invitation intact', async ({ assert }) => {
    const { mentor, mentee } = await givenParties()
    const session = await givenSession(mentor, mentee, { status: 'confirmed' })
    await notifySessionConfirmed(session.id)

    const [message] = await deliveredByWorker(smtp, (one) => one.to.includes(mentee.email))
    assert.equal(message.subject, 'Session confirmed: Giulia Rossi')
    assert.include(message.text, `When: ${NEW_YORK_TIME}`)
    const part = (type: string) => message.attachments.find((one) => one.contentType === type)
    assert.deepEqual(part('text/calendar')?.headers.get('content-type'), {
      value: 'text/calendar',
      params: { charset: 'utf-8', method: 'REQUEST' },
    })
    const file = part('application/ics')
    assert.exists(file, 'invite.ics part')
    assert.deepEqual(file!.headers.get('content-type'), {
      value: 'application/ics',
      params: { name: 'invite.ics' },
    })

    // The attached file, decoded, is the invitation as it was built.
    const invite = readIcs(file!.content.toString('utf8'))
    assert.equal(invite.prop('METHOD'), 'REQUEST')
    assert.equal(invite.prop('UID'), `session-${session.id}@${HOST}`)
    assert.equal(invite.prop('DTSTART'), '20261201T140000Z')
    assert.equal(invite.prop('SUMMARY'), 'Mentorship Hub: session with Giulia Rossi')
  }).timeout(60_000)
})
