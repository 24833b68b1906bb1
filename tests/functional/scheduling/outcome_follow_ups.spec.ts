import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import type { Message } from '@adonisjs/mail'
import type User from '#accounts/models/user'
import { OUTCOME_RULES, type OutcomeAnswer } from '#business/outcomes'
import { toDbInstant } from '#database/columns'
import type { SessionMail } from '#scheduling/mails/session_mails'
import MentoringSession from '#scheduling/models/mentoring_session'
import SessionNoShow from '#scheduling/models/session_no_show'
import SessionOutcome from '#scheduling/models/session_outcome'
import { answerOutcome, outcomePagePath } from '#scheduling/services/session_outcomes'
import { sendDueOutcomeFollowUps } from '#scheduling/services/session_reminders'
import { runSessionsTick } from '#scheduling/services/sessions_tick'
import { MailCapture } from '#tests/helpers/mail_capture'
import { pageFrom } from '#tests/helpers/inertia'
import { givenMentor } from '#tests/helpers/mentors'
import { givenUser } from '#tests/helpers/users'
import {
  givenRomeAndNewYork,
  givenSessionAt,
  htmlOf,
  subjectOf,
  textOf,
} from '#tests/helpers/session_mails'

/*
| The outcome follow-up (issue 33): OUTCOME_RULES.followUpAfterDays after a completed session
| the mentee alone gets one e-mail quoting the outcome they wrote when booking, with a signed
| link per answer; a click records the answer without signing in, the page changes it and takes
| a line for OUTCOME_RULES.changeDays; the mentor's profile shows the rate from
| OUTCOME_RULES.profileMinAnswers answers, the mentor reads the lines without names.
*/

const AFTER = { days: OUTCOME_RULES.followUpAfterDays }
const DESIRED = 'A short list of metrics and a pitch outline to work on'

/** A completed session of the pair that ended at `endsAt`. */
function givenCompletedSession(mentor: User, mentee: User, endsAt: DateTime) {
  return givenSessionAt(mentor, mentee, endsAt.minus({ minutes: 60 }), {
    status: 'completed',
    completedAt: endsAt,
  })
}

/** A completed session whose follow-up went out at `requestedAt` (now by default). */
async function givenFollowedUp(mentor: User, mentee: User, requestedAt: DateTime = DateTime.utc()) {
  const session = await givenCompletedSession(mentor, mentee, requestedAt.minus(AFTER))
  session.outcomeRequestedAt = requestedAt
  await session.save()
  return session
}

/** The e-mail's answer links, by answer, as paths with their signature. */
function answerLinksOf(message: Message): Record<OutcomeAnswer, string> {
  const links: Partial<Record<OutcomeAnswer, string>> = {}
  const pattern = /href="(https?:\/\/[^"]+\/outcomes\/\d+\/(yes|partly|not_yet)\?signature=[^"]+)"/g
  for (const [, url, answer] of htmlOf(message).matchAll(pattern)) {
    const parsed = new URL(url.replace(/&amp;/g, '&'))
    links[answer as OutcomeAnswer] = `${parsed.pathname}${parsed.search}`
  }
  return links as Record<OutcomeAnswer, string>
}

/** Runs `work` while the queue refuses every e-mail. */
async function withQueueRefusing<T>(work: () => Promise<T>) {
  const sendLater = mail.sendLater
  mail.sendLater = (async (_message: SessionMail) => {
    throw new Error('the queue is unavailable')
  }) as typeof mail.sendLater
  try {
    return await work()
  } finally {
    mail.sendLater = sendLater
  }
}

/** An answer stored (a fixture that could not store it stops the test). */
function saved(result: string) {
  if (result !== 'saved') throw new Error(`the answer was not stored: ${result}`)
}

/** Sessions other specs committed count as followed up inside each test's transaction. */
async function othersFollowedUp() {
  await MentoringSession.query().update({
    outcome_requested_at: toDbInstant(DateTime.utc().minus({ years: 1 })),
  })
}

test.group('Outcome follow-up | the e-mail', (group) => {
  let mails: MailCapture
  group.each.setup(() => {
    mails = new MailCapture()
    return () => mails.restore()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(othersFollowedUp)

  // Tuesday 10 November 2026, 15:00 UTC: the session's end.
  const ENDED = DateTime.fromISO('2026-11-10T15:00:00Z', { zone: 'utc' })
  const DUE = ENDED.plus(AFTER)

  test('it goes to the mentee alone, once, from the day, quoting their outcome, with a signed link per answer', async ({
    assert,
  }) => {
    const { mentor, mentee } = await givenRomeAndNewYork()
    const session = await givenCompletedSession(mentor, mentee, ENDED)

    assert.equal(await sendDueOutcomeFollowUps(DUE.minus({ minutes: 1 })), 0, 'not before')
    const [first, second] = await Promise.all([
      sendDueOutcomeFollowUps(DUE),
      sendDueOutcomeFollowUps(DUE),
    ])
    assert.equal(first + second, 1, 'two runs at once send one')
    assert.equal(await sendDueOutcomeFollowUps(DUE.plus({ days: 1 })), 0, 'the next day: none')

    assert.lengthOf(mails.queuedTo(mentor.email), 0, 'the mentor gets none')
    const [message] = mails.queuedTo(mentee.email)
    assert.lengthOf(mails.queuedTo(mentee.email), 1)
    assert.equal(subjectOf(message), 'Did you reach your goal? Your session with Giulia Rossi')
    const text = textOf(message)
    assert.include(text, '14 days ago you had a session with Giulia Rossi.')
    assert.include(text, `"${DESIRED}"`)
    assert.include(text, 'Did you reach it? One click records your answer, no sign-in needed.')
    // 30 days after the e-mail, in the mentee's zone.
    assert.include(
      text,
      'You can change your answer and add a line of text until Thursday 24 December 2026, 10:00, New York time.'
    )
    assert.include(text, 'Giulia sees how many mentees reached their goal')
    assert.include(text, '/settings/account/notifications')
    assert.include(htmlOf(message), `${DESIRED}</blockquote>`)
    const links = answerLinksOf(message)
    assert.sameMembers(Object.keys(links), ['yes', 'partly', 'not_yet'])
    for (const [answer, link] of Object.entries(links)) {
      assert.match(link, new RegExp(`^/outcomes/${session.id}/${answer}\\?signature=`))
      assert.include(text, link, 'the text alternative has each link too')
    }
    await session.refresh()
    assert.equal(session.outcomeRequestedAt?.toMillis(), DUE.toMillis())
  })

  test('in Italian for an Italian mentee', async ({ assert }) => {
    const { mentor, mentee } = await givenRomeAndNewYork()
    mentee.merge({ locale: 'it', timezone: 'Europe/Rome' })
    await mentee.save()
    await givenCompletedSession(mentor, mentee, ENDED)

    assert.equal(await sendDueOutcomeFollowUps(DUE), 1)
    const [message] = mails.queuedTo(mentee.email)
    assert.equal(
      subjectOf(message),
      'Hai raggiunto il tuo obiettivo? La tua sessione con Giulia Rossi'
    )
    const text = textOf(message)
    assert.include(text, '14 giorni fa hai avuto una sessione con Giulia Rossi.')
    assert.include(text, 'Sì:\n')
    assert.include(text, 'In parte:\n')
    assert.include(text, 'Non ancora:\n')
    assert.include(
      text,
      'Puoi cambiare la risposta e aggiungere una riga di testo fino a giovedì 24 dicembre 2026, 16:00, ora di Roma.'
    )
  })

  test('none for a no-show that stands or waits, a cancelled or unfinished session, an old one, or a party gone; one after a dismissed report', async ({
    assert,
  }) => {
    const { mentor, mentee } = await givenRomeAndNewYork()
    const noShowAt = ENDED.plus({ hours: 1 })
    const withNoShow = async (status: SessionNoShow['status'], endsAt: DateTime) => {
      const session = await givenCompletedSession(mentor, mentee, endsAt)
      await SessionNoShow.create({
        sessionId: session.id,
        reporterUserId: mentee.id,
        absentParty: 'mentor',
        reportedAt: noShowAt,
        status,
        createdAt: noShowAt,
      })
      return session
    }
    const upheld = await withNoShow('upheld', ENDED)
    const disputed = await withNoShow('disputed', ENDED.minus({ hours: 2 }))
    const dismissed = await withNoShow('dismissed', ENDED.minus({ hours: 4 }))
    const cancelled = await givenSessionAt(mentor, mentee, ENDED.minus({ hours: 7 }), {
      status: 'cancelled',
      cancelledAt: ENDED.minus({ days: 3 }),
    })
    const confirmed = await givenSessionAt(mentor, mentee, ENDED.minus({ hours: 9 }))
    const tooOld = await givenCompletedSession(
      mentor,
      mentee,
      ENDED.minus({ days: OUTCOME_RULES.followUpWithinDays, minutes: 1 })
    )
    const other = await givenUser()
    const menteeGone = await givenCompletedSession(mentor, other, ENDED.minus({ hours: 11 }))
    menteeGone.menteeUserId = null
    await menteeGone.save()

    assert.equal(await sendDueOutcomeFollowUps(DUE), 1)
    assert.lengthOf(mails.queuedTo(mentee.email), 1)
    for (const session of [upheld, disputed, cancelled, confirmed, tooOld, menteeGone]) {
      await session.refresh()
      assert.isNull(session.outcomeRequestedAt, `session ${session.id}`)
    }
    await dismissed.refresh()
    assert.isNotNull(dismissed.outcomeRequestedAt)
  })

  test('a mentee who turned them off in their settings gets none, and none later when they turn them on', async ({
    client,
    assert,
  }) => {
    const { mentor, mentee } = await givenRomeAndNewYork()
    const preferences = {
      bookings: true,
      reminders: true,
      final_reminders: true,
      messages: true,
      product_news: false,
      referrals: true,
    }
    const off = await client
      .put('/settings/account/notifications')
      .withCsrfToken()
      .withInertia()
      .header('Referer', '/settings/account/notifications')
      .json({ ...preferences, outcome_follow_ups: false })
      .loginAs(mentee)
      .redirects(0)
    off.assertStatus(303)
    await mentee.refresh()
    assert.isFalse(mentee.emailOutcomeFollowUps)
    const session = await givenCompletedSession(mentor, mentee, ENDED)

    assert.equal(await sendDueOutcomeFollowUps(DUE), 0)
    await session.refresh()
    assert.isNotNull(session.outcomeRequestedAt, 'claimed all the same')
    mentee.emailOutcomeFollowUps = true
    await mentee.save()
    assert.equal(await sendDueOutcomeFollowUps(DUE.plus({ hours: 1 })), 0)
    assert.lengthOf(mails.queuedTo(mentee.email), 0)
  })

  test('the tick sends them as its part "outcomes"; a queue that refuses leaves the session for the next run', async ({
    assert,
  }) => {
    const { mentor, mentee } = await givenRomeAndNewYork()
    const session = await givenCompletedSession(mentor, mentee, ENDED)

    const refused = await withQueueRefusing(() => runSessionsTick(DUE, ['outcomes']))
    assert.equal(refused.outcomeFollowUps, 0)
    await session.refresh()
    assert.isNull(session.outcomeRequestedAt, 'released for the next run')

    const otherPart = await runSessionsTick(DUE, ['feedback'])
    assert.equal(otherPart.outcomeFollowUps, 0)
    const outcomesPart = await runSessionsTick(DUE, ['outcomes'])
    assert.equal(outcomesPart.outcomeFollowUps, 1)
    assert.lengthOf(mails.queuedTo(mentee.email), 1)
  })
})

test.group('Outcome follow-up | answering by the link', (group) => {
  let mails: MailCapture
  group.each.setup(() => {
    mails = new MailCapture()
    return () => mails.restore()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(othersFollowedUp)

  test('a click records the answer without signing in; the page changes it and takes a line; the mentor’s counts follow', async ({
    client,
    assert,
  }) => {
    const { user: mentor, profile } = await givenMentor({ firstName: 'Giulia', lastName: 'Rossi' })
    const mentee = await givenUser({ firstName: 'Ada', lastName: 'Lovelace' })
    const now = DateTime.utc()
    const session = await givenCompletedSession(
      mentor,
      mentee,
      now.minus(AFTER).minus({ hours: 1 })
    )
    assert.equal(await sendDueOutcomeFollowUps(now), 1)
    const links = answerLinksOf(mails.queuedTo(mentee.email)[0])

    const clicked = await client.get(links.partly).redirects(0)
    clicked.assertStatus(302)
    const pagePath = clicked.header('location')!
    assert.match(pagePath, new RegExp(`^/outcomes/${session.id}\\?signature=`))
    clicked.assertFlashMessage('toast', { title: 'Answer saved' })
    let outcome = await SessionOutcome.findByOrFail('sessionId', session.id)
    assert.equal(outcome.answer, 'partly')
    assert.isNull(outcome.note)
    await profile.refresh()
    assert.deepEqual([profile.outcomeAnswers, profile.outcomePositive], [1, 1])

    const page = await client.get(pagePath)
    page.assertStatus(200)
    const { component, props } = pageFrom(page.text())
    assert.equal(component, 'scheduling/outcome')
    assert.deepInclude(props.outcome, {
      mentorFirstName: 'Giulia',
      desiredOutcome: DESIRED,
      answer: 'partly',
      note: null,
      open: true,
      formUrl: pagePath,
    })
    const until = DateTime.fromISO(props.outcome.changesUntil)
    assert.isBelow(
      Math.abs(until.diff(now.plus({ days: OUTCOME_RULES.changeDays })).toMillis()),
      1000
    )
    assert.notInclude(page.text(), mentee.email)

    const changed = await client
      .put(pagePath)
      .withCsrfToken()
      .withInertia()
      .header('Referer', pagePath)
      .json({ answer: 'not_yet', note: '  Still waiting for the investors to answer.  ' })
      .redirects(0)
    assert.include([302, 303], changed.status())
    assert.equal(changed.header('location'), pagePath)
    outcome = await SessionOutcome.findByOrFail('sessionId', session.id)
    assert.equal(outcome.answer, 'not_yet')
    assert.equal(outcome.note, 'Still waiting for the investors to answer.')
    await profile.refresh()
    assert.deepEqual([profile.outcomeAnswers, profile.outcomePositive], [1, 0])

    // Another click on the e-mail keeps the line; a blank line removes it.
    await client.get(links.yes).redirects(0)
    outcome = await SessionOutcome.findByOrFail('sessionId', session.id)
    assert.deepEqual(
      [outcome.answer, outcome.note],
      ['yes', 'Still waiting for the investors to answer.']
    )
    await client
      .put(pagePath)
      .withCsrfToken()
      .withInertia()
      .header('Referer', pagePath)
      .json({ answer: 'yes', note: '   ' })
      .redirects(0)
    outcome = await SessionOutcome.findByOrFail('sessionId', session.id)
    assert.isNull(outcome.note)
    assert.lengthOf(await SessionOutcome.query().where('sessionId', session.id), 1)
    await profile.refresh()
    assert.deepEqual([profile.outcomeAnswers, profile.outcomePositive], [1, 1])
  })

  test('an unsigned or altered link opens nothing and records nothing', async ({
    client,
    assert,
  }) => {
    const { user: mentor } = await givenMentor()
    const mentee = await givenUser()
    const now = DateTime.utc()
    const session = await givenCompletedSession(mentor, mentee, now.minus(AFTER))
    const other = await givenFollowedUp(mentor, await givenUser())
    assert.equal(await sendDueOutcomeFollowUps(now), 1)
    const links = answerLinksOf(mails.queuedTo(mentee.email)[0])
    const signature = links.yes.split('?')[1]

    const attempts = [
      `/outcomes/${session.id}/yes`,
      `/outcomes/${session.id}`,
      `/outcomes/${session.id}/no?${signature}`,
      `/outcomes/${session.id}/partly?${signature}`,
      `/outcomes/${other.id}/yes?${signature}`,
      `/outcomes/${session.id}?${signature}`,
      `${links.yes.slice(0, -2)}xx`,
    ]
    for (const path of attempts) {
      const response = await client.get(path).redirects(0)
      response.assertStatus(404)
    }
    const put = await client
      .put(`/outcomes/${other.id}?${signature}`)
      .withCsrfToken()
      .header('Accept', 'application/json')
      .json({ answer: 'yes' })
    put.assertStatus(404)
    assert.equal(put.body().errorCode, 'NOT_FOUND')
    assert.lengthOf(await SessionOutcome.query().whereIn('sessionId', [session.id, other.id]), 0)
  })

  test('once the window has passed the answer stays as it was and the page says it can no longer be changed, in both languages', async ({
    client,
    assert,
  }) => {
    const { user: mentor } = await givenMentor()
    const mentee = await givenUser()
    const sentAt = DateTime.utc().minus({ days: OUTCOME_RULES.changeDays, minutes: 1 })
    const session = await givenCompletedSession(mentor, mentee, sentAt.minus(AFTER))
    assert.equal(await sendDueOutcomeFollowUps(sentAt), 1)
    const links = answerLinksOf(mails.queuedTo(mentee.email)[0])
    assert.equal(
      await answerOutcome(session.id, { answer: 'yes' }, sentAt.plus({ days: 1 })),
      'saved'
    )

    const clicked = await client.get(links.not_yet).redirects(0)
    clicked.assertStatus(302)
    const pagePath = clicked.header('location')!
    const outcome = await SessionOutcome.findByOrFail('sessionId', session.id)
    assert.equal(outcome.answer, 'yes')

    const english = await client.get(pagePath)
    assert.deepInclude(pageFrom(english.text()).props.outcome, { open: false, answer: 'yes' })
    assert.include(english.text(), 'This answer can no longer be changed')
    const italian = await client.get(pagePath).header('Accept-Language', 'it')
    assert.include(italian.text(), 'Questa risposta non si può più cambiare')

    const put = await client
      .put(pagePath)
      .withCsrfToken()
      .withInertia()
      .header('Referer', pagePath)
      .json({ answer: 'not_yet', note: 'Too late' })
      .redirects(0)
    assert.include([302, 303], put.status())
    await outcome.refresh()
    assert.deepEqual([outcome.answer, outcome.note], ['yes', null])
  })

  test('the form refuses an unknown answer and a line too long, in the reader’s language', async ({
    client,
    assert,
  }) => {
    const { user: mentor } = await givenMentor()
    const session = await givenFollowedUp(mentor, await givenUser())
    const links = { page: outcomePagePath(session.id) }

    const english = await client
      .put(links.page)
      .withCsrfToken()
      .header('Accept', 'application/json')
      .json({ answer: 'maybe', note: 'x'.repeat(OUTCOME_RULES.noteMaxLength + 1) })
    english.assertStatus(422)
    assert.equal(english.body().errorCode, 'VALIDATION_ERROR')
    assert.deepEqual(english.body().errors.answer, ['Please choose yes, partly or not yet'])
    assert.deepEqual(english.body().errors.note, [
      `Please keep it to ${OUTCOME_RULES.noteMaxLength} characters`,
    ])
    const italian = await client
      .put(links.page)
      .withCsrfToken()
      .header('Accept', 'application/json')
      .header('Accept-Language', 'it')
      .json({ note: 'Una riga' })
    italian.assertStatus(422)
    assert.deepEqual(italian.body().errors.answer, ['Scegli sì, in parte o non ancora'])
    assert.lengthOf(await SessionOutcome.query().where('sessionId', session.id), 0)
  })

  test('two answers at once store one, and the counts stay true', async ({ assert }) => {
    const { user: mentor, profile } = await givenMentor()
    const session = await givenFollowedUp(mentor, await givenUser())
    const results = await Promise.all([
      answerOutcome(session.id, { answer: 'yes' }),
      answerOutcome(session.id, { answer: 'not_yet', note: 'Soon' }),
    ])
    assert.deepEqual(results, ['saved', 'saved'])
    const rows = await SessionOutcome.query().where('sessionId', session.id)
    assert.lengthOf(rows, 1)
    await profile.refresh()
    assert.equal(profile.outcomeAnswers, 1)
    assert.equal(profile.outcomePositive, rows[0].answer === 'yes' ? 1 : 0)
  })
})

test.group('Outcome follow-up | the mentor’s rate and answers', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  /** `answers` mentees of the mentor answered, each on a session of their own. */
  async function givenAnswers(mentor: User, answers: [OutcomeAnswer, string | null][]) {
    for (const [answer, note] of answers) {
      const session = await givenFollowedUp(mentor, await givenUser({ firstName: 'Namely' }))
      saved(await answerOutcome(session.id, { answer, note }))
    }
  }

  async function profileOutcomes(client: any, mentor: User, locale = 'en') {
    const response = await client.get(`/mentors/${mentor.id}`).header('Accept-Language', locale)
    response.assertStatus(200)
    return { props: pageFrom(response.text()).props.mentor.outcomes, html: response.text() }
  }

  test('the profile shows the rate with its count from 5 answers, not before', async ({
    client,
    assert,
  }) => {
    const { user: mentor } = await givenMentor()
    await givenAnswers(mentor, [
      ['yes', null],
      ['partly', null],
      ['not_yet', null],
      ['yes', null],
    ])
    const four = await profileOutcomes(client, mentor)
    assert.isNull(four.props)
    assert.notInclude(four.html, 'reached or partly reached')

    await givenAnswers(mentor, [['yes', null]])
    const five = await profileOutcomes(client, mentor)
    assert.deepEqual(five.props, { answers: 5, positive: 4 })
    assert.include(five.html, '80%')
    assert.include(five.html, '4 of 5 mentees reached or partly reached their goal')
    const italian = await profileOutcomes(client, mentor, 'it')
    assert.include(
      italian.html,
      '4 mentee su 5 hanno raggiunto del tutto o in parte il loro obiettivo'
    )
  })

  test('the mentor’s dashboard: the count until 5 answered, then the rate and the lines by month, never a name or a session', async ({
    client,
    assert,
  }) => {
    const { user: mentor } = await givenMentor()
    const dashboard = async () => {
      const response = await client.get('/dashboard').loginAs(mentor)
      response.assertStatus(200)
      return {
        outcomes: pageFrom(response.text()).props.dashboard.mentor.outcomes,
        text: response.text(),
      }
    }
    await givenAnswers(mentor, [
      ['yes', 'The pitch outline got us two meetings'],
      ['not_yet', null],
    ])
    const fewer = await dashboard()
    assert.deepEqual(fewer.outcomes, { answers: 2, positive: 1, notes: [] })

    await givenAnswers(mentor, [
      ['partly', 'Half the metrics are tracked now'],
      ['yes', null],
      ['not_yet', 'Still looking'],
    ])
    const { outcomes, text } = await dashboard()
    const month = DateTime.utc().toFormat('yyyy-MM')
    assert.equal(outcomes.answers, 5)
    assert.equal(outcomes.positive, 3)
    assert.deepEqual(outcomes.notes, [
      { answer: 'not_yet', note: 'Still looking', month },
      { answer: 'partly', note: 'Half the metrics are tracked now', month },
      { answer: 'yes', note: 'The pitch outline got us two meetings', month },
    ])
    assert.notInclude(text, 'Namely')
    assert.notInclude(JSON.stringify(outcomes), 'sessionId')
  })

  test('the console’s overview: answers per month and per mentor, first answers in the period', async ({
    client,
    assert,
  }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const { user: ada } = await givenMentor({ firstName: 'Ada', lastName: 'Outcomes' })
    const { user: bob } = await givenMentor({ firstName: 'Bob', lastName: 'Outcomes' })
    const at = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' })
    const answered = async (mentor: User, answer: OutcomeAnswer, iso: string) => {
      const session = await givenFollowedUp(mentor, await givenUser(), at(iso).minus({ days: 1 }))
      saved(await answerOutcome(session.id, { answer }, at(iso)))
    }
    await answered(ada, 'yes', '2032-04-30T23:00:00Z')
    await answered(ada, 'partly', '2032-05-02T10:00:00Z')
    await answered(ada, 'not_yet', '2032-06-01T10:00:00Z')
    await answered(ada, 'yes', '2032-06-03T10:00:00Z')
    await answered(bob, 'not_yet', '2032-06-02T10:00:00Z')
    await answered(bob, 'yes', '2032-07-01T00:00:00Z')

    const response = await client
      .get('/api/admin/analytics/overview')
      .qs({ from: '2032-05-01', to: '2032-06-30' })
      .loginAs(admin)
    response.assertStatus(200)
    assert.deepEqual(response.body().outcomes, {
      answers: 4,
      positive: 2,
      byMonth: [
        { month: '2032-05', answers: 1, positive: 1 },
        { month: '2032-06', answers: 3, positive: 1 },
      ],
      byMentor: [
        { id: ada.id, fullName: 'Ada Outcomes', answers: 3, positive: 2 },
        { id: bob.id, fullName: 'Bob Outcomes', answers: 1, positive: 0 },
      ],
    })
  })
})
