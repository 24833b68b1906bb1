/// <reference lib="dom" />
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { Browser } from 'playwright'
import type User from '#accounts/models/user'
import { OUTCOME_RULES, type OutcomeAnswer } from '#business/outcomes'
import MentoringSession from '#scheduling/models/mentoring_session'
import { answerOutcome } from '#scheduling/services/session_outcomes'
import { sendDueOutcomeFollowUps } from '#scheduling/services/session_reminders'
import { givenMentor } from '#tests/helpers/mentors'
import { givenUser } from '#tests/helpers/users'
import { MailCapture } from '#tests/helpers/mail_capture'
import { expectAccessible, toastSaying, token, visit } from '#tests/helpers/pages'
import { getsFocus } from '#tests/helpers/keyboard'
import { testUrl } from '#tests/helpers/url'

/*
| The outcome follow-up in the browser: the mentee opens an answer link from the e-mail without
| signing in, lands on the page that confirms it, changes the answer and adds a line with the
| keyboard; the mentor's profile shows the rate once 5 mentees answered, and the mentor's
| dashboard their lines without names. In Italian, a follow-up whose window has passed says it
| can no longer be changed. Axe on each page.
*/

const DESKTOP = { width: 1280, height: 900 }
const AFTER = { days: OUTCOME_RULES.followUpAfterDays }

/** A completed session of the pair that ended just past the follow-up's day before `at`. */
function givenCompletedSession(mentor: User, mentee: User, at = DateTime.utc()) {
  const endsAt = at.minus(AFTER).minus({ hours: 1 }).startOf('minute')
  return MentoringSession.create({
    mentorUserId: mentor.id,
    menteeUserId: mentee.id,
    startsAt: endsAt.minus({ minutes: 60 }),
    endsAt,
    durationMinutes: 60,
    objective: 'Prepare the seed round pitch for our first investors',
    problem: 'We do not know which metrics investors will look at first',
    desiredOutcome: 'A short list of metrics and a pitch outline to work on',
    communicationTool: 'jitsi',
    status: 'completed',
    entitlement: 'subscription',
    bookedMonth: endsAt.toFormat('yyyy-MM'),
    completedAt: endsAt,
  })
}

/** The follow-up's e-mailed link for `answer`, as a path with its signature. */
function answerLink(mails: MailCapture, email: string, answer: OutcomeAnswer) {
  const [message] = mails.queuedTo(email)
  const html = String(message.toJSON().message.html)
  const match = html.match(new RegExp(`href="(https?://[^"]+/outcomes/\\d+/${answer}\\?[^"]+)"`))
  if (!match) throw new Error(`no "${answer}" link in the follow-up to ${email}`)
  const url = new URL(match[1].replace(/&amp;/g, '&'))
  return `${url.pathname}${url.search}`
}

async function visitorPage(browser: Browser, locale: 'en' | 'it' = 'en') {
  const context = await browser.newContext({ viewport: DESKTOP })
  if (locale === 'it') {
    await context.addCookies([{ name: 'locale', value: 'it', url: testUrl('/') }])
  }
  return { context, page: await context.newPage() }
}

test.group('Scheduling | the outcome follow-up in the browser', (group) => {
  let mails: MailCapture
  group.each.setup(() => {
    mails = new MailCapture()
    return () => mails.restore()
  })

  // Tagged @services: CI runs it again on PostgreSQL with Redis sessions (the flashed toast,
  // the form's CSRF token for a visitor who never signed in).
  test('from the e-mail link to the answer page, a line added, and the rate on the profile once 5 answered', async ({
    browser,
    assert,
  }) => {
    const tag = token()
    const { user: mentor } = await givenMentor({ firstName: 'Harriet', lastName: `Goals${tag}` })
    // Four mentees answered before: three reached their goal or partly.
    for (const answer of ['yes', 'partly', 'yes', 'not_yet'] as const) {
      const earlier = await givenCompletedSession(mentor, await givenUser())
      earlier.outcomeRequestedAt = DateTime.utc()
      await earlier.save()
      assert.equal(await answerOutcome(earlier.id, { answer }), 'saved')
    }
    const mentee = await givenUser({ firstName: 'Marco', lastName: `Bianchi${tag}` })
    await givenCompletedSession(mentor, mentee)
    await sendDueOutcomeFollowUps(DateTime.utc())
    assert.lengthOf(mails.queuedTo(mentee.email), 1)

    // Four answers: the profile shows no rate yet.
    const { context, page } = await visitorPage(browser)
    await visit(page, `/mentors/${mentor.id}`)
    await page.getByRole('heading', { name: `Harriet Goals${tag}` }).waitFor()
    assert.equal(await page.getByTestId('mentor-outcomes').count(), 0)

    // One click on "Partly" in the e-mail: recorded, no sign-in asked.
    await visit(page, answerLink(mails, mentee.email, 'partly'))
    await page.getByRole('heading', { name: 'Did you reach your goal?' }).waitFor()
    await toastSaying(page, 'Answer saved').waitFor()
    const status = page.getByRole('status').filter({ hasText: 'your answer is recorded' })
    await status.getByText('(Partly)').waitFor()
    await page.getByText('A short list of metrics and a pitch outline to work on').waitFor()
    assert.isTrue(await page.getByRole('radio', { name: 'Partly' }).isChecked())
    assert.match(page.url(), /\/outcomes\/\d+\?signature=/)
    await expectAccessible(page, assert, 'the follow-up page after a click')

    // Changed to "Yes" with a line, by keyboard.
    await page.getByRole('radio', { name: 'Partly' }).focus()
    await page.keyboard.press('ArrowLeft')
    assert.isTrue(await page.getByRole('radio', { name: 'Yes' }).isChecked())
    const line = page.getByLabel('Anything to add? (optional)')
    await page.keyboard.press('Tab')
    assert.isTrue(await getsFocus(line))
    await page.keyboard.type('We sent the deck to ten investors.')
    await page.keyboard.press('Tab')
    assert.isTrue(await getsFocus(page.getByRole('button', { name: 'Save answer' })))
    await page.keyboard.press('Enter')
    await status.getByText('(Yes)').waitFor()
    assert.equal(await line.inputValue(), 'We sent the deck to ten investors.')
    await expectAccessible(page, assert, 'the follow-up page after a change')

    // Five answers, four of them yes or partly: the profile shows the rate with its count.
    await visit(page, `/mentors/${mentor.id}`)
    await page.getByTestId('mentor-outcome-rate').getByText('80%').waitFor()
    await page
      .getByTestId('mentor-outcomes')
      .getByText('4 of 5 mentees reached or partly reached their goal')
      .waitFor()
    await expectAccessible(page, assert, 'the profile with the outcome rate')
    await context.close()

    // The mentor reads the line without the mentee's name.
    const asMentor = await browser.newContext({ viewport: DESKTOP })
    await (asMentor as any).loginAs(mentor)
    const dashboard = await asMentor.newPage()
    await visit(dashboard, '/dashboard')
    const section = dashboard.getByRole('region', { name: "Your mentees' goals" })
    await section.getByText('4 of 5 mentees reached or partly reached their goal (80%).').waitFor()
    await section.getByText('We sent the deck to ten investors.').waitFor()
    assert.notInclude(await section.innerText(), 'Marco')
    await expectAccessible(dashboard, assert, 'the mentor dashboard with the outcomes')
    await asMentor.close()
  }).tags(['@services'])

  test('in Italian: a link opened once the window has passed says the answer can no longer be changed', async ({
    browser,
    assert,
  }) => {
    const tag = token()
    const { user: mentor } = await givenMentor({ firstName: 'Giulia', lastName: `Esiti${tag}` })
    const mentee = await givenUser({ firstName: 'Luca', lastName: `Verdi${tag}`, locale: 'it' })
    const sentAt = DateTime.utc().minus({ days: OUTCOME_RULES.changeDays, hours: 1 })
    const session = await givenCompletedSession(mentor, mentee, sentAt)
    await sendDueOutcomeFollowUps(sentAt)
    assert.equal(
      await answerOutcome(session.id, { answer: 'not_yet' }, sentAt.plus({ days: 2 })),
      'saved'
    )

    const { context, page } = await visitorPage(browser, 'it')
    await visit(page, answerLink(mails, mentee.email, 'yes'))
    await page.getByRole('heading', { name: 'Questa risposta non si può più cambiare' }).waitFor()
    await page.getByText('La tua risposta: Non ancora.').waitFor()
    await page.getByText(/si possono dare e cambiare per 30 giorni/).waitFor()
    assert.equal(await page.getByRole('button', { name: 'Salva la risposta' }).count(), 0)
    await expectAccessible(page, assert, 'the closed follow-up in Italian')
    await context.close()
  })
})
