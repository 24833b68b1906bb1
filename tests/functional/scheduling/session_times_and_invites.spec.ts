import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import env from '#start/env'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Message } from '@adonisjs/mail'
import { toDbInstant } from '#database/columns'
import MentoringSession from '#scheduling/models/mentoring_session'
import RescheduleRequest from '#scheduling/models/reschedule_request'
import {
  SessionMail,
  loadSession,
  notifyRescheduleRequested,
  notifySessionCancelled,
  notifySessionConfirmed,
} from '#scheduling/mails/session_mails'
import { sendDueReminders } from '#scheduling/services/session_reminders'
import {
  cancelSession,
  confirmReschedule,
  confirmSession,
  requestReschedule,
} from '#scheduling/services/session_lifecycle'
import { clockChangesBetween } from '#scheduling/services/clock_changes'
import { MailCapture } from '#tests/helpers/mail_capture'
import { givenSchedule } from '#tests/helpers/sessions'
import { pageFrom, ssrBody } from '#tests/helpers/inertia'
import {
  givenRomeAndNewYork,
  givenSessionAt,
  htmlOf,
  icsOf,
  subjectOf,
  textOf,
} from '#tests/helpers/session_mails'

const HOST = new URL(env.get('APP_URL')).hostname
const utc = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' })

/** The one line of a text e-mail that starts with `label`. */
function lineOf(message: Message, label: string) {
  const line = textOf(message)
    .split('\n')
    .find((one) => one.startsWith(label))
  if (!line) throw new Error(`no "${label}" line in "${subjectOf(message)}"`)
  return line
}

/** The clock-change lines of a text e-mail. */
function clockLines(message: Message) {
  return textOf(message)
    .split('\n')
    .filter((line) => /^(Clock change|Cambio dell'ora):/.test(line))
}

test.group('Session e-mails | the other party’s time', (group) => {
  let mails: MailCapture
  group.each.setup(() => {
    mails = new MailCapture()
    return () => mails.restore()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('each reader sees their own time, then the other party’s, named for them', async ({
    assert,
  }) => {
    const { mentor, mentee } = await givenRomeAndNewYork()
    const session = await givenSessionAt(mentor, mentee, utc('2026-11-10T14:00:00Z'))
    await notifySessionConfirmed(session.id)
    assert.equal(
      lineOf(mails.queuedTo(mentee.email)[0], 'When:'),
      'When: Tuesday 10 November 2026, 09:00–10:00, New York time (15:00–16:00, Rome time for Giulia)'
    )
    assert.equal(
      lineOf(mails.queuedTo(mentor.email)[0], 'Quando:'),
      'Quando: martedì 10 novembre 2026, 15:00–16:00, ora di Roma (09:00–10:00, ora di New York per Ada)'
    )
  })

  test('when the other party’s day differs, their day is named too', async ({ assert }) => {
    const { mentor, mentee } = await givenRomeAndNewYork()
    // 04:00 on Wednesday in Rome is 22:00 on Tuesday in New York.
    const session = await givenSessionAt(mentor, mentee, utc('2026-11-11T03:00:00Z'))
    await notifySessionConfirmed(session.id)
    assert.equal(
      lineOf(mails.queuedTo(mentor.email)[0], 'Quando:'),
      'Quando: mercoledì 11 novembre 2026, 04:00–05:00, ora di Roma (martedì 10 novembre, 22:00–23:00, ora di New York per Ada)'
    )
    assert.equal(
      lineOf(mails.queuedTo(mentee.email)[0], 'When:'),
      'When: Tuesday 10 November 2026, 22:00–23:00, New York time (Wednesday 11 November, 04:00–05:00, Rome time for Giulia)'
    )
  })

  test('the same clock shows one time: the same zone, or two zones in step', async ({ assert }) => {
    const inStep = await givenRomeAndNewYork({
      mentorZone: 'Europe/Berlin',
      menteeZone: 'Europe/Rome',
    })
    const same = await givenRomeAndNewYork({ menteeZone: 'Europe/Rome' })
    for (const { mentor, mentee } of [inStep, same]) {
      const session = await givenSessionAt(mentor, mentee, utc('2026-11-10T14:00:00Z'))
      await notifySessionConfirmed(session.id)
      assert.notInclude(lineOf(mails.queuedTo(mentee.email)[0], 'When:'), '(')
      assert.notInclude(lineOf(mails.queuedTo(mentor.email)[0], 'Quando:'), '(')
    }
    assert.equal(
      lineOf(mails.queuedTo(inStep.mentor.email)[0], 'Quando:'),
      'Quando: martedì 10 novembre 2026, 15:00–16:00, ora di Berlino'
    )
  })

  test('a proposed time and a cancellation show both times too', async ({ assert }) => {
    const { mentor, mentee } = await givenRomeAndNewYork()
    const session = await givenSessionAt(mentor, mentee, utc('2026-11-10T14:00:00Z'))
    const request = await RescheduleRequest.create({
      sessionId: session.id,
      requestedByUserId: mentee.id,
      newStartsAt: utc('2026-11-12T16:00:00Z'),
      newEndsAt: utc('2026-11-12T17:00:00Z'),
      reason: 'Travelling that day.',
      status: 'pending',
    })
    await notifyRescheduleRequested(session.id, request.id)
    const [proposal] = mails.queuedTo(mentor.email)
    assert.equal(
      lineOf(proposal, 'Orario attuale:'),
      'Orario attuale: martedì 10 novembre 2026, 15:00–16:00, ora di Roma (09:00–10:00, ora di New York per Ada)'
    )
    assert.equal(
      lineOf(proposal, 'Nuovo orario proposto:'),
      'Nuovo orario proposto: giovedì 12 novembre 2026, 17:00–18:00, ora di Roma (11:00–12:00, ora di New York per Ada)'
    )

    await MentoringSession.query()
      .where('id', session.id)
      .update({ status: 'cancelled', cancelled_by_user_id: mentor.id, cancel_reason: 'Ill.' })
    await notifySessionCancelled(session.id)
    assert.equal(
      lineOf(mails.queuedTo(mentee.email)[0], 'When:'),
      'When: Tuesday 10 November 2026, 09:00–10:00, New York time (15:00–16:00, Rome time for Giulia)'
    )
  })
})

test.group('Session e-mails | a clock change between booking and session', (group) => {
  let mails: MailCapture
  group.each.setup(() => {
    mails = new MailCapture()
    return () => mails.restore()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    const done = toDbInstant(utc('2026-01-01T00:00:00Z'))
    await MentoringSession.query().update({ reminder_sent_at: done, final_reminder_sent_at: done })
  })

  test('Rome’s October night: both readers are told, each in their language', async ({
    assert,
  }) => {
    const { mentor, mentee } = await givenRomeAndNewYork()
    // Booked on 20 October, held on 27 October: Rome changed on the 25th, New York not yet.
    const session = await givenSessionAt(mentor, mentee, utc('2026-10-27T14:00:00Z'), {
      createdAt: utc('2026-10-20T09:00:00Z'),
    })
    await notifySessionConfirmed(session.id)
    const [toMentee] = mails.queuedTo(mentee.email)
    const [toMentor] = mails.queuedTo(mentor.email)
    assert.deepEqual(clockLines(toMentee), [
      'Clock change: Clocks change on Sunday 25 October in Rome: the times above already take it into account.',
    ])
    assert.deepEqual(clockLines(toMentor), [
      "Cambio dell'ora: A Roma l'ora cambia domenica 25 ottobre: gli orari indicati ne tengono già conto.",
    ])
    // Rome is on winter time, New York still on summer time: five hours apart, not six.
    assert.equal(
      lineOf(toMentee, 'When:'),
      'When: Tuesday 27 October 2026, 10:00–11:00, New York time (15:00–16:00, Rome time for Giulia)'
    )
    assert.include(htmlOf(toMentor), 'Cambio dell&#x27;ora')
  })

  test('both zones’ nights, in the order they come; the reminder says so too', async ({
    assert,
  }) => {
    const { mentor, mentee } = await givenRomeAndNewYork()
    const session = await givenSessionAt(mentor, mentee, utc('2026-11-03T14:00:00Z'), {
      createdAt: utc('2026-10-20T09:00:00Z'),
    })
    await sendDueReminders(utc('2026-11-02T18:00:00Z'))
    const [reminder] = mails.queuedTo(mentee.email)
    assert.equal(subjectOf(reminder), 'Reminder: your session with Giulia Rossi is coming up')
    assert.deepEqual(clockLines(reminder), [
      'Clock change: Clocks change on Sunday 25 October in Rome: the times above already take it into account.',
      'Clock change: Clocks change on Sunday 1 November in New York: the times above already take it into account.',
    ])
    assert.deepEqual(clockLines(mails.queuedTo(mentor.email)[0]), [
      "Cambio dell'ora: A Roma l'ora cambia domenica 25 ottobre: gli orari indicati ne tengono già conto.",
      "Cambio dell'ora: A New York l'ora cambia domenica 1 novembre: gli orari indicati ne tengono già conto.",
    ])
    await session.refresh()
    assert.isNotNull(session.reminderSentAt)
  })

  test('New York’s March night only, when Rome has not changed yet', async ({ assert }) => {
    const { mentor, mentee } = await givenRomeAndNewYork()
    const session = await givenSessionAt(mentor, mentee, utc('2027-03-20T14:00:00Z'), {
      createdAt: utc('2027-03-01T15:00:00Z'),
    })
    await sendDueReminders(utc('2027-03-20T13:30:00Z'))
    assert.deepEqual(clockLines(mails.queuedTo(mentee.email)[0]), [
      'Clock change: Clocks change on Sunday 14 March in New York: the times above already take it into account.',
    ])
    assert.equal(
      lineOf(mails.queuedTo(mentee.email)[0], 'When:'),
      'When: Saturday 20 March 2027, 10:00–11:00, New York time (15:00–16:00, Rome time for Giulia)'
    )
    await session.refresh()
    assert.isNotNull(session.finalReminderSentAt)
  })

  test('no change in either zone, or a cancelled session: nothing is said', async ({ assert }) => {
    const { mentor, mentee } = await givenRomeAndNewYork()
    const quiet = await givenSessionAt(mentor, mentee, utc('2026-11-10T14:00:00Z'), {
      createdAt: utc('2026-11-03T09:00:00Z'),
    })
    await notifySessionConfirmed(quiet.id)
    const cancelled = await givenSessionAt(mentor, mentee, utc('2026-10-27T14:00:00Z'), {
      createdAt: utc('2026-10-20T09:00:00Z'),
      status: 'cancelled',
      cancelledByUserId: mentee.id,
      cancelReason: 'Something came up.',
    })
    await notifySessionCancelled(cancelled.id)
    for (const message of [...mails.queuedTo(mentee.email), ...mails.queuedTo(mentor.email)]) {
      assert.deepEqual(clockLines(message), [], subjectOf(message))
    }
    assert.lengthOf(mails.queuedTo(mentee.email), 2)
  })

  test('every session e-mail, including the last reminder, renders in both languages', async ({
    assert,
  }) => {
    const { mentor, mentee } = await givenRomeAndNewYork()
    const session = await givenSessionAt(mentor, mentee, utc('2026-11-03T14:00:00Z'), {
      createdAt: utc('2026-10-20T09:00:00Z'),
    })
    const loaded = (await loadSession(session.id))!
    for (const user of [mentor, mentee]) {
      const rendered = await new SessionMail('finalReminder', loaded, user).render()
      for (const body of [rendered.html, rendered.text, rendered.subject]) {
        assert.notMatch(body, /@(if|else|end|each)\b|undefined|session_emails\.|\{\w+\}/)
      }
      assert.include(rendered.html, `<html lang="${user.locale}"`)
    }
  })
})

test.group('My Sessions | a clock change on the session card', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a live session says so in each reader’s language; the card data carries it', async ({
    client,
    assert,
  }) => {
    // Rome's next clock change from today, whatever today is: booked three days before it,
    // held two days after (New York changes two weeks before Rome in March, a week after in
    // October, so only Rome's falls in between).
    const today = DateTime.utc()
    const [change] = clockChangesBetween(today, today.plus({ years: 1 }), 'Europe/Rome')
    const { mentor, mentee } = await givenRomeAndNewYork()
    const session = await givenSessionAt(
      mentor,
      mentee,
      change.at.toUTC().plus({ days: 2 }).startOf('hour'),
      {
        createdAt: change.at.toUTC().minus({ days: 3 }),
      }
    )
    const quiet = await givenSessionAt(mentor, mentee, today.plus({ days: 3 }).startOf('hour'), {
      createdAt: today,
    })

    const menteePage = await client.get('/dashboard/sessions').loginAs(mentee)
    menteePage.assertStatus(200)
    const cards = pageFrom(menteePage.text()).props.sessions.data as {
      id: number
      clockChanges: { zone: string; at: string }[]
    }[]
    const card = (id: number) => cards.find((one) => one.id === id)!
    assert.deepEqual(card(session.id).clockChanges, [
      { zone: 'Europe/Rome', at: change.at.toUTC().toISO()! },
    ])
    assert.deepEqual(card(quiet.id).clockChanges, [])
    // As the page formats the day in each language ("Sunday, March 28", "domenica 28 marzo").
    const day = (locale: string) =>
      new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: 'Europe/Rome',
      }).format(change.at.toJSDate())
    assert.include(
      ssrBody(menteePage.text()),
      `Clocks change on ${day('en')} in Rome: the time above already takes it into account.`
    )

    const mentorPage = await client
      .get('/dashboard/sessions')
      .header('Accept-Language', 'it')
      .loginAs(mentor)
    assert.include(
      ssrBody(mentorPage.text()),
      `A Roma l&#x27;ora cambia ${day('it')}: l&#x27;orario indicato ne tiene già conto.`
    )
  })

  test('a cancelled session’s card says nothing of it', async ({ client, assert }) => {
    const today = DateTime.utc()
    const [change] = clockChangesBetween(today, today.plus({ years: 1 }), 'Europe/Rome')
    const { mentor, mentee } = await givenRomeAndNewYork()
    const session = await givenSessionAt(
      mentor,
      mentee,
      change.at.toUTC().plus({ days: 2 }).startOf('hour'),
      {
        createdAt: change.at.toUTC().minus({ days: 3 }),
        status: 'cancelled',
        cancelledByUserId: mentee.id,
      }
    )
    const page = await client.get('/dashboard/sessions?tab=cancelled').loginAs(mentee)
    const [card] = (
      pageFrom(page.text()).props.sessions.data as { id: number; clockChanges: unknown[] }[]
    ).filter((one) => one.id === session.id)
    assert.deepEqual(card.clockChanges, [])
  })
})

/**
 * The invitations of one session through its real life (confirmed, moved,
 * reminded, cancelled), read back with ical.js: one UID, a rising SEQUENCE,
 * each reader's language, and the same join link before and after the move.
 */
test.group('Session invitations | one event that moves, then goes', (group) => {
  let mails: MailCapture
  group.each.setup(() => {
    mails = new MailCapture()
    return () => mails.restore()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    const done = toDbInstant(utc('2026-01-01T00:00:00Z'))
    await MentoringSession.query().update({ reminder_sent_at: done, final_reminder_sent_at: done })
  })

  test('REQUEST on confirmation, REQUEST with the new time on a move, CANCEL at the end', async ({
    assert,
  }) => {
    const { mentor, mentee, profile } = await givenRomeAndNewYork()
    await givenSchedule(profile)
    const starts = utc('2026-11-10T14:00:00Z')
    const session = await givenSessionAt(mentor, mentee, starts, {
      status: 'pending',
      mentorConfirmedAt: null,
      communicationTool: 'jitsi',
      meetingLink: null,
    })
    const uid = `session-${session.id}@${HOST}`
    const last = (email: string) => mails.queuedTo(email).at(-1)!

    // Confirmed: each reader gets the invitation in their language, with the room made for it.
    await confirmSession(mentor, session.id, starts.minus({ days: 6 }))
    await session.refresh()
    const link = session.meetingLink!
    assert.match(link, /^https:\/\/meet\.jit\.si\//)
    const confirmedIt = icsOf(last(mentor.email))!
    const confirmedEn = icsOf(last(mentee.email))!
    for (const ics of [confirmedIt, confirmedEn]) {
      assert.equal(ics.method, 'REQUEST')
      assert.equal(ics.prop('METHOD'), 'REQUEST')
      assert.equal(ics.prop('UID'), uid)
      assert.equal(ics.prop('STATUS'), 'CONFIRMED')
      assert.equal(ics.prop('DTSTART'), '20261110T140000Z')
      assert.equal(ics.prop('LOCATION'), link)
    }
    assert.equal(confirmedIt.prop('SUMMARY'), 'Mentorship Hub: sessione con Ada Lovelace')
    assert.include(confirmedIt.prop('DESCRIPTION')!, 'Obiettivo: Prepare the seed round pitch')
    assert.include(confirmedIt.prop('DESCRIPTION')!, `Link della riunione: ${link}`)
    assert.equal(confirmedEn.prop('SUMMARY'), 'Mentorship Hub: session with Giulia Rossi')
    assert.include(confirmedEn.prop('DESCRIPTION')!, `Meeting link: ${link}`)

    // Moved: the same event (UID) at its new time, a higher SEQUENCE, the same link.
    const moved = starts.plus({ days: 2 })
    await requestReschedule(
      mentee,
      session.id,
      { startsAt: moved, reason: 'A board meeting moved' },
      starts.minus({ days: 5 })
    )
    await confirmReschedule(session.id, starts.minus({ days: 4 }))
    await session.refresh()
    assert.equal(session.meetingLink, link, 'the join link is kept across the move')
    assert.equal(subjectOf(last(mentee.email)), 'New time for your session with Giulia Rossi')
    assert.include(textOf(last(mentee.email)), `Meeting link: ${link}`)
    const movedIt = icsOf(last(mentor.email))!
    const movedEn = icsOf(last(mentee.email))!
    for (const [ics, before] of [
      [movedIt, confirmedIt],
      [movedEn, confirmedEn],
    ] as const) {
      assert.equal(ics.method, 'REQUEST')
      assert.equal(ics.prop('UID'), uid)
      assert.isAbove(Number(ics.prop('SEQUENCE')), Number(before.prop('SEQUENCE')))
      assert.equal(ics.prop('DTSTART'), '20261112T140000Z')
      assert.equal(ics.prop('DTEND'), '20261112T150000Z')
      assert.equal(ics.prop('LOCATION'), link)
    }
    assert.equal(movedIt.prop('SUMMARY'), 'Mentorship Hub: sessione con Ada Lovelace')
    assert.include(movedIt.prop('DESCRIPTION')!, `Link della riunione: ${link}`)

    // The day-before reminder repeats the event as it stands: same UID and SEQUENCE.
    const dayBefore = moved.minus({ hours: 24 })
    assert.equal(await sendDueReminders(dayBefore), 2)
    const reminded = icsOf(last(mentor.email))!
    assert.equal(
      subjectOf(last(mentor.email)),
      'Promemoria: la tua sessione con Ada Lovelace si avvicina'
    )
    assert.equal(reminded.prop('UID'), uid)
    assert.equal(reminded.prop('SEQUENCE'), movedIt.prop('SEQUENCE'))
    assert.equal(reminded.prop('DTSTART'), '20261112T140000Z')

    // Cancelled (24 h ahead exactly, still allowed): CANCEL for the same event, higher again.
    await cancelSession({ user: mentee }, session.id, 'Something came up.', dayBefore)
    const cancelledIt = icsOf(last(mentor.email))!
    const cancelledEn = icsOf(last(mentee.email))!
    for (const ics of [cancelledIt, cancelledEn]) {
      assert.equal(ics.method, 'CANCEL')
      assert.equal(ics.prop('METHOD'), 'CANCEL')
      assert.equal(ics.prop('STATUS'), 'CANCELLED')
      assert.equal(ics.prop('UID'), uid)
      assert.isAbove(Number(ics.prop('SEQUENCE')), Number(movedIt.prop('SEQUENCE')))
      assert.equal(ics.prop('DTSTART'), '20261112T140000Z')
    }
    assert.equal(cancelledIt.prop('SUMMARY'), 'Mentorship Hub: sessione con Ada Lovelace')
    assert.equal(cancelledEn.prop('SUMMARY'), 'Mentorship Hub: session with Giulia Rossi')
    assert.equal(subjectOf(last(mentor.email)), 'Sessione cancellata: Ada Lovelace')
  })
})
