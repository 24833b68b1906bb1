import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import env from '#start/env'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import type { SessionMail } from '#scheduling/mails/session_mails'
import { toDbInstant } from '#database/columns'
import MentoringSession from '#scheduling/models/mentoring_session'
import { sendDueFinalReminders, sendDueReminders } from '#scheduling/services/session_reminders'
import { runSessionsTick } from '#scheduling/services/sessions_tick'
import {
  confirmReschedule,
  confirmSession,
  requestReschedule,
} from '#scheduling/services/session_lifecycle'
import { MailCapture } from '#tests/helpers/mail_capture'
import { givenSchedule } from '#tests/helpers/sessions'
import {
  MEETING_LINK,
  givenRomeAndNewYork,
  givenSessionAt,
  htmlOf,
  icsOf,
  subjectOf,
  textOf,
} from '#tests/helpers/session_mails'

const HOST = new URL(env.get('APP_URL')).hostname

// Tuesday 10 November 2026, 14:00 UTC: 15:00 in Rome, 09:00 in New York (both on winter time,
// booked a week before, after both clock changes).
const S = DateTime.fromISO('2026-11-10T14:00:00Z', { zone: 'utc' })

/** Runs `work` while the queue refuses the session e-mails to the addresses `refused` picks. */
async function withQueueRefusing<T>(refused: (email: string) => boolean, work: () => Promise<T>) {
  const sendLater = mail.sendLater
  mail.sendLater = (async (message: SessionMail, ...rest: unknown[]) => {
    if (refused(message.user.email)) throw new Error('the queue is unavailable')
    return (sendLater as (...args: unknown[]) => Promise<void>).call(mail, message, ...rest)
  }) as typeof mail.sendLater
  try {
    return await work()
  } finally {
    mail.sendLater = sendLater
  }
}

const DAY_BEFORE_EN = 'Reminder: your session with Giulia Rossi is coming up'
const DAY_BEFORE_IT = 'Promemoria: la tua sessione con Ada Lovelace si avvicina'
const LAST_EN = 'Starting in 1 hour: your session with Giulia Rossi'
const LAST_IT = 'Tra 1 ora: la tua sessione con Ada Lovelace'

test.group('Session reminders | the last one, an hour before, with the join link', (group) => {
  let mails: MailCapture
  group.each.setup(() => {
    mails = new MailCapture()
    return () => mails.restore()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  // Sessions other specs committed count as reminded inside this test's transaction.
  group.each.setup(async () => {
    const done = toDbInstant(S.minus({ days: 30 }))
    await MentoringSession.query().update({ reminder_sent_at: done, final_reminder_sent_at: done })
  })

  test('it goes to both an hour before, in their language, with the link and the invitation, once', async ({
    assert,
  }) => {
    const { mentor, mentee } = await givenRomeAndNewYork()
    const session = await givenSessionAt(mentor, mentee, S, {
      reminderSentAt: S.minus({ days: 1 }),
    })

    assert.equal(await sendDueFinalReminders(S.minus({ minutes: 61 })), 0, 'not before the hour')
    assert.equal(await sendDueFinalReminders(S.minus({ minutes: 60 })), 2, 'from the hour exactly')
    assert.equal(await sendDueFinalReminders(S.minus({ minutes: 60 })), 0, 'a second run: none')
    assert.equal(await sendDueFinalReminders(S.minus({ minutes: 55 })), 0, 'the next tick: none')

    assert.deepEqual(mails.subjectsTo(mentee.email), [LAST_EN])
    assert.deepEqual(mails.subjectsTo(mentor.email), [LAST_IT])
    const [toMentee] = mails.queuedTo(mentee.email)
    const [toMentor] = mails.queuedTo(mentor.email)
    const english = textOf(toMentee)
    assert.include(english, 'Your session with Giulia Rossi starts in 1 hour:')
    assert.include(english, 'When: Tuesday 10 November 2026, 09:00–10:00, New York time')
    assert.include(english, `Meeting link: ${MEETING_LINK}`)
    assert.include(english, 'Join the session with the meeting link above, or from My Sessions')
    assert.include(htmlOf(toMentee), `href="${MEETING_LINK}"`)
    const italian = textOf(toMentor)
    assert.include(italian, 'La tua sessione con Ada Lovelace inizia tra 1 ora:')
    assert.include(italian, 'Quando: martedì 10 novembre 2026, 15:00–16:00, ora di Roma')
    assert.include(italian, `Link della riunione: ${MEETING_LINK}`)
    assert.include(italian, 'Entra nella sessione con il link della riunione qui sopra')

    for (const message of [toMentee, toMentor]) {
      const ics = icsOf(message)!
      assert.equal(ics.method, 'REQUEST')
      assert.equal(ics.prop('UID'), `session-${session.id}@${HOST}`)
      assert.equal(ics.prop('DTSTART'), '20261110T140000Z')
      assert.include(ics.prop('DESCRIPTION')!, MEETING_LINK)
    }
    assert.equal(icsOf(toMentor)!.prop('SUMMARY'), 'Mentorship Hub: sessione con Ada Lovelace')

    await session.refresh()
    assert.equal(session.finalReminderSentAt?.toMillis(), S.minus({ minutes: 60 }).toMillis())
  })

  test('a tick running late still sends it up to the start, never once the session started', async ({
    assert,
  }) => {
    const now = S.minus({ minutes: 1 })
    const late = await givenRomeAndNewYork()
    const due = await givenSessionAt(late.mentor, late.mentee, S)
    const other = await givenRomeAndNewYork()
    const startingNow = await givenSessionAt(other.mentor, other.mentee, now)
    const started = await givenSessionAt(other.mentor, other.mentee, now.minus({ minutes: 10 }))

    assert.equal(await sendDueFinalReminders(now), 2)
    assert.deepEqual(mails.subjectsTo(late.mentee.email), [LAST_EN])
    assert.lengthOf(mails.queuedTo(other.mentee.email), 0)
    await due.refresh()
    assert.isNotNull(due.finalReminderSentAt)
    for (const session of [startingNow, started]) {
      await session.refresh()
      assert.isNull(session.finalReminderSentAt)
    }
    assert.equal(await sendDueFinalReminders(S), 0, 'at the start: nothing')
  })

  test('the day-before reminder goes from 24 h to 1 h before; within the last hour only the last one goes', async ({
    assert,
  }) => {
    const onTime = await givenRomeAndNewYork()
    const punctual = await givenSessionAt(onTime.mentor, onTime.mentee, S)

    assert.equal(await sendDueReminders(S.minus({ hours: 24, minutes: 1 })), 0)
    assert.equal(await sendDueReminders(S.minus({ hours: 24 })), 2)
    assert.equal(await sendDueReminders(S.minus({ hours: 3 })), 0)
    assert.equal(await sendDueReminders(S.minus({ minutes: 61 })), 0)
    assert.equal(await sendDueReminders(S.minus({ minutes: 60 })), 2)
    assert.deepEqual(mails.subjectsTo(onTime.mentee.email), [DAY_BEFORE_EN, LAST_EN])
    assert.deepEqual(mails.subjectsTo(onTime.mentor.email), [DAY_BEFORE_IT, LAST_IT])
    await punctual.refresh()
    assert.isNotNull(punctual.reminderSentAt)
    assert.isNotNull(punctual.finalReminderSentAt)

    // The ticks were down for a day: one e-mail each, the last reminder, not two at once.
    const down = await givenRomeAndNewYork()
    const late = await givenSessionAt(down.mentor, down.mentee, S.plus({ hours: 5 }))
    assert.equal(await sendDueReminders(S.plus({ hours: 4, minutes: 5 })), 2)
    assert.equal(await sendDueReminders(S.plus({ hours: 4, minutes: 10 })), 0)
    assert.deepEqual(mails.subjectsTo(down.mentee.email), [LAST_EN])
    assert.deepEqual(mails.subjectsTo(down.mentor.email), [LAST_IT])
    await late.refresh()
    assert.isNull(late.reminderSentAt, 'the day-before one was not sent')
  })

  test('each party turns each reminder off on its own; the session is still claimed', async ({
    assert,
  }) => {
    const { mentor, mentee } = await givenRomeAndNewYork()
    mentor.emailFinalReminders = false
    await mentor.save()
    mentee.emailReminders = false
    await mentee.save()
    const session = await givenSessionAt(mentor, mentee, S)

    assert.equal(await sendDueReminders(S.minus({ hours: 20 })), 1)
    assert.equal(await sendDueReminders(S.minus({ minutes: 50 })), 1)
    assert.equal(await sendDueReminders(S.minus({ minutes: 45 })), 0)
    assert.deepEqual(mails.subjectsTo(mentor.email), [DAY_BEFORE_IT])
    assert.deepEqual(mails.subjectsTo(mentee.email), [LAST_EN])
    await session.refresh()
    assert.isNotNull(session.reminderSentAt)
    assert.isNotNull(session.finalReminderSentAt)
  })

  test('a reminder the queue refused is given back and sent by the next tick; one that went out is not sent twice', async ({
    assert,
  }) => {
    const down = await givenRomeAndNewYork()
    const lost = await givenSessionAt(down.mentor, down.mentee, S)
    const sent = await withQueueRefusing(
      () => true,
      () => sendDueFinalReminders(S.minus({ minutes: 50 }))
    )
    assert.equal(sent, 0)
    await lost.refresh()
    assert.isNull(lost.finalReminderSentAt, 'given back')
    assert.equal(await sendDueFinalReminders(S.minus({ minutes: 45 })), 2)
    assert.deepEqual(mails.subjectsTo(down.mentee.email), [LAST_EN])
    assert.deepEqual(mails.subjectsTo(down.mentor.email), [LAST_IT])

    const half = await givenRomeAndNewYork()
    const partly = await givenSessionAt(half.mentor, half.mentee, S.plus({ minutes: 30 }))
    const once = await withQueueRefusing(
      (email) => email === half.mentee.email,
      () => sendDueFinalReminders(S.minus({ minutes: 20 }))
    )
    assert.equal(once, 1)
    await partly.refresh()
    assert.isNotNull(partly.finalReminderSentAt, 'kept: the mentor has had it')
    assert.equal(await sendDueFinalReminders(S.minus({ minutes: 15 })), 0)
    assert.deepEqual(mails.subjectsTo(half.mentor.email), [LAST_IT])
  })

  test('a phone session’s last reminder gives the phone note and no link', async ({ assert }) => {
    const { mentor, mentee } = await givenRomeAndNewYork()
    await givenSessionAt(mentor, mentee, S, { communicationTool: 'phone', meetingLink: null })
    assert.equal(await sendDueFinalReminders(S.minus({ minutes: 30 })), 2)
    const english = textOf(mails.queuedTo(mentee.email)[0])
    const italian = textOf(mails.queuedTo(mentor.email)[0])
    assert.include(english, 'This session is held by phone: there is no link to open.')
    assert.include(italian, "Questa sessione si svolge al telefono: non c'è un link da aprire.")
    assert.notMatch(
      `${english}\n${italian}`,
      /Meeting link|Link della riunione|Join the session|Entra nella sessione/
    )
    assert.equal(icsOf(mails.queuedTo(mentee.email)[0])!.prop('LOCATION'), 'Phone')
  })

  test('a session confirmed less than 24 h ahead gets the last reminder only; within the hour, none', async ({
    assert,
  }) => {
    const reminders = (email: string) =>
      mails
        .subjectsTo(email)
        .filter((subject) => /Reminder|Promemoria|Starting|Tra 1/.test(subject))
    const unconfirmed = { status: 'pending' as const, mentorConfirmedAt: null }

    // Confirmed 30 h ahead: both reminders, as usual.
    const early = await givenRomeAndNewYork()
    const ahead = await givenSessionAt(early.mentor, early.mentee, S, unconfirmed)
    await confirmSession(early.mentor, ahead.id, S.minus({ hours: 30 }))
    await ahead.refresh()
    assert.isNull(ahead.reminderSentAt)
    assert.isNull(ahead.finalReminderSentAt)

    // Confirmed 20 h ahead: the confirmation stands for the day-before reminder.
    const late = await givenRomeAndNewYork()
    const tomorrow = await givenSessionAt(late.mentor, late.mentee, S, unconfirmed)
    await confirmSession(late.mentor, tomorrow.id, S.minus({ hours: 20 }))
    assert.deepEqual(mails.subjectsTo(late.mentee.email), ['Session confirmed: Giulia Rossi'])
    await tomorrow.refresh()
    assert.equal(tomorrow.reminderSentAt?.toMillis(), S.minus({ hours: 20 }).toMillis())
    assert.isNull(tomorrow.finalReminderSentAt)

    // Confirmed 40 minutes ahead: the confirmation, with the link, is the last word.
    const last = await givenRomeAndNewYork()
    const soon = await givenSessionAt(last.mentor, last.mentee, S, unconfirmed)
    await confirmSession(last.mentor, soon.id, S.minus({ minutes: 40 }))
    await soon.refresh()
    assert.isNotNull(soon.reminderSentAt)
    assert.isNotNull(soon.finalReminderSentAt)

    for (const now of [S.minus({ hours: 24 }), S.minus({ hours: 19 }), S.minus({ minutes: 35 })]) {
      await sendDueReminders(now)
    }
    assert.deepEqual(reminders(early.mentee.email), [DAY_BEFORE_EN, LAST_EN])
    assert.deepEqual(reminders(late.mentee.email), [LAST_EN])
    assert.deepEqual(reminders(late.mentor.email), [LAST_IT])
    assert.deepEqual(reminders(last.mentee.email), [])
    assert.deepEqual(reminders(last.mentor.email), [])
  })

  test('an accepted new time is reminded again, at the new time', async ({ assert }) => {
    const { mentor, mentee, profile } = await givenRomeAndNewYork()
    await givenSchedule(profile)
    const session = await givenSessionAt(mentor, mentee, S, {
      createdAt: S.minus({ days: 8 }),
      // Claimed for the old time (as after its reminders).
      reminderSentAt: S.minus({ days: 6 }),
      finalReminderSentAt: S.minus({ days: 6 }),
    })
    // Thursday 12 November, 15:00 in Rome.
    const moved = S.plus({ days: 2 })
    await requestReschedule(
      mentee,
      session.id,
      { startsAt: moved, reason: 'A board meeting moved' },
      S.minus({ days: 5 })
    )
    await confirmReschedule(session.id, S.minus({ days: 4 }))

    await session.refresh()
    assert.equal(session.startsAt.toMillis(), moved.toMillis())
    assert.isNull(session.reminderSentAt)
    assert.isNull(session.finalReminderSentAt)

    assert.equal(await sendDueReminders(moved.minus({ hours: 20 })), 2)
    assert.equal(await sendDueReminders(moved.minus({ minutes: 30 })), 2)
    const reminders = mails
      .queuedTo(mentee.email)
      .filter((message) => [DAY_BEFORE_EN, LAST_EN].includes(subjectOf(message)))
    assert.lengthOf(reminders, 2)
    for (const message of reminders) {
      assert.include(textOf(message), 'When: Thursday 12 November 2026, 09:00–10:00, New York time')
      assert.equal(icsOf(message)!.prop('DTSTART'), '20261112T140000Z')
    }
  })
})

/**
 * Without a test transaction: each run takes its own connection from the
 * pool (on PostgreSQL several at once), so the claims really race.
 */
test.group('Session reminders | ticks at once on separate connections', (group) => {
  let mails: MailCapture
  group.each.setup(() => {
    mails = new MailCapture()
    return () => mails.restore()
  })

  test('four ticks at once send each reminder once', async ({ assert }) => {
    // A week of its own (2031), so no other test's rows are due.
    const starts = DateTime.fromISO('2031-05-06T10:00:00Z', { zone: 'utc' })
    const { mentor, mentee } = await givenRomeAndNewYork()
    const sessions = [
      await givenSessionAt(mentor, mentee, starts),
      await givenSessionAt(mentor, mentee, starts.plus({ hours: 3 })),
    ]
    try {
      const now = starts.minus({ minutes: 30 })
      const runs = await Promise.all([1, 2, 3, 4].map(() => runSessionsTick(now, ['remind'])))
      assert.equal(
        runs.reduce((sum, run) => sum + run.reminders, 0),
        4
      )
      assert.deepEqual(mails.subjectsTo(mentee.email).sort(), [DAY_BEFORE_EN, LAST_EN].sort())
      assert.deepEqual(mails.subjectsTo(mentor.email).sort(), [DAY_BEFORE_IT, LAST_IT].sort())
    } finally {
      for (const session of sessions) await session.delete()
      await Promise.all([mentor.delete(), mentee.delete()])
    }
  })
})
