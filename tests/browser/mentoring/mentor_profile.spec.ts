/// <reference lib="dom" />
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import env from '#start/env'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright'
import MentoringSession from '#scheduling/models/mentoring_session'
import Feedback from '#scheduling/models/feedback'
import { toDbInstant } from '#database/columns'
import { accessibilityViolations } from '#tests/helpers/axe'
import { givenIndustry, givenMentor, givenSkill } from '#tests/helpers/mentors'
import { givenUser } from '#tests/helpers/users'
import { MailCapture } from '#tests/helpers/mail_capture'
import { testUrl } from '#tests/helpers/url'
import { visit } from '#tests/helpers/pages'

const APP_URL = env.get('APP_URL').replace(/\/+$/, '')
const NOTIFICATIONS = { name: 'Notifications (F8)' }

let sequence = 0

/** A listed mentor with a full profile and `reviews` public reviews (review i written i days ago). */
async function givenReviewedMentor(reviews: number) {
  sequence += 1
  const skill = await givenSkill('Go-to-market')
  const industry = await givenIndustry('SaaS', 'Software')
  const { user } = await givenMentor({
    firstName: 'Elena',
    lastName: 'Galli',
    slug: `elena-galli-${sequence}-${Date.now().toString(36)}`,
    headline: 'Go-to-market lead for B2B SaaS, from first customer to Series B',
    rating: 4.6,
    ratingsCount: reviews,
    sessionsCount: 40,
    nextAvailableAt: DateTime.utc().plus({ days: 4 }).startOf('hour'),
    skills: [skill],
    industries: [{ industry, years: 9 }],
  })
  for (let index = 0; index < reviews; index++) {
    const mentee = await givenUser({ firstName: `Reviewer${index + 1}`, lastName: 'Conti' })
    const startsAt = DateTime.utc(2024, 3, 1, 8).plus({ hours: sequence * 100 + index })
    const session = await MentoringSession.create({
      mentorUserId: user.id,
      menteeUserId: mentee.id,
      startsAt,
      endsAt: startsAt.plus({ minutes: 60 }),
      durationMinutes: 60,
      objective: 'Find the first repeatable sales channel',
      problem: 'Our outbound works once and never twice',
      desiredOutcome: 'One channel to test for a month',
      communicationTool: 'jitsi',
      status: 'completed',
      entitlement: 'subscription',
      bookedMonth: '2024-03',
    })
    const feedback = await Feedback.create({
      sessionId: session.id,
      authorUserId: mentee.id,
      overallRating: 5,
      publicText: `Review ${index + 1}: Elena helped us pick one channel and stick to it.`,
    })
    await db
      .from('feedbacks')
      .where('id', feedback.id)
      .update({ created_at: toDbInstant(DateTime.utc().minus({ days: index + 1 })) })
  }
  return user
}

async function open(page: Page, path: string) {
  await visit(page, path)
}

test.group('Mentor profile | browser', (group) => {
  let mails: MailCapture
  group.each.setup(() => {
    mails = new MailCapture()
    return () => mails.restore()
  })

  test('a visitor opens a profile and loads more reviews; axe finds nothing', async ({
    browserContext,
    assert,
  }) => {
    const mentor = await givenReviewedMentor(13)
    const page = await browserContext.newPage()
    await open(page, `/mentors/${mentor.slug}`)

    assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), 'Elena Galli')
    assert.equal(await page.title(), 'Elena Galli, mentor · Mentorship Hub')
    const reviews = page.getByTestId('reviews').locator('li')
    assert.equal(await reviews.count(), 10)
    assert.deepEqual(await accessibilityViolations(page), [])

    await page.getByRole('button', { name: 'Load more' }).click()
    await reviews.nth(12).waitFor()
    assert.equal(await reviews.count(), 13)
    assert.include(await reviews.nth(12).innerText(), 'Review 13:')
    // Keyboard users continue at the first new review; no more to load.
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('data-review-id') ?? null),
      await reviews.nth(10).getAttribute('data-review-id')
    )
    assert.equal(await page.getByRole('button', { name: 'Load more' }).count(), 0)
    assert.include(await page.getByText('Showing 13 of 13 reviews').innerText(), '13 of 13')

    // Signed out: 'Request a session' and 'Message' go through sign-in and come back.
    assert.equal(
      await page.getByRole('link', { name: 'Request a session' }).getAttribute('href'),
      `/login?returnTo=${encodeURIComponent(`/mentors/${mentor.id}/sessions/new`)}`
    )
    assert.equal(
      await page.getByRole('link', { name: 'Sign in to send a message' }).getAttribute('href'),
      `/login?returnTo=${encodeURIComponent(`/messages/with/${mentor.id}`)}`
    )
  })

  test("a signed-out visitor sees the next free time in the browser's zone, named, with no hydration mismatch", async ({
    browser,
    assert,
  }) => {
    const user = await givenReviewedMentor(0)
    const context = await browser.newContext({ timezoneId: 'America/New_York', locale: 'en-US' })
    const page = await context.newPage()
    const problems: string[] = []
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type())) problems.push(message.text())
    })
    await open(page, `/mentors/${user.id}`)
    const next = page.getByTestId('mentor-next-available')
    const instant = DateTime.fromISO((await next.getAttribute('datetime'))!).setZone(
      'America/New_York'
    )
    await page.waitForFunction(() =>
      document
        .querySelector('[data-testid="mentor-next-available"]')
        ?.textContent?.includes('New York time')
    )
    const text = await next.innerText()
    // The zone named as people say it.
    assert.include(text, '(New York time)')
    assert.include(text, instant.setLocale('en-US').toFormat('h:mm'))
    assert.notInclude(text, 'UTC')
    assert.deepEqual(
      problems.filter((problem) =>
        /hydrat|did not match|Minified React error #418|#425/i.test(problem)
      ),
      []
    )
    await context.close()
  })

  test('a failed "load more" shows an error toast and a retry that works', async ({
    browserContext,
    assert,
  }) => {
    const mentor = await givenReviewedMentor(12)
    const page = await browserContext.newPage()
    await open(page, `/mentors/${mentor.id}`)

    // The server fails (every attempt, the API client's retry included).
    await page.route('**/api/mentors/*/reviews*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'boom', errorCode: 'UNKNOWN_ERROR', requestId: null }),
      })
    )
    await page.getByRole('button', { name: 'Load more' }).click()
    const toast = page
      .getByRole('region', NOTIFICATIONS)
      .locator('li', { hasText: 'Failed to load reviews' })
    await toast.waitFor()
    assert.equal(await toast.getByRole('button', { name: 'Retry' }).count(), 1)
    assert.equal(await page.getByTestId('reviews').locator('li').count(), 10)

    await page.unroute('**/api/mentors/*/reviews*')
    await page.getByTestId('reviews').locator('..').getByRole('button', { name: 'Retry' }).click()
    await page.getByTestId('reviews').locator('li').nth(11).waitFor()
    assert.equal(await page.getByTestId('reviews').locator('li').count(), 12)
  })

  test('"Copy profile link" copies the canonical URL; a failure says so', async ({
    browserContext,
    assert,
  }) => {
    const mentor = await givenReviewedMentor(0)
    await browserContext.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: testUrl('/').replace(/\/$/, ''),
    })
    const page = await browserContext.newPage()
    await open(page, `/mentors/${mentor.id}`)
    await page.getByRole('button', { name: 'Copy profile link' }).click()
    await page
      .getByRole('region', NOTIFICATIONS)
      .locator('li', { hasText: 'Profile link copied' })
      .waitFor()
    assert.equal(
      await page.evaluate(() => navigator.clipboard.readText()),
      `${APP_URL}/mentors/${mentor.slug}`
    )

    const refusing = await browserContext.newPage()
    await refusing.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error('Denied'))
    })
    await open(refusing, `/mentors/${mentor.id}`)
    await refusing.getByRole('button', { name: 'Copy profile link' }).click()
    await refusing
      .getByRole('region', NOTIFICATIONS)
      .locator('li', { hasText: 'Failed to copy URL to clipboard' })
      .waitFor()
  })

  test('the Italian profile has no accessibility violations either', async ({
    browserContext,
    assert,
  }) => {
    const mentor = await givenReviewedMentor(2)
    await browserContext.addCookies([{ name: 'locale', value: 'it', url: testUrl('/') }])
    await browserContext.loginAs(await givenUser({ locale: 'it' }))
    const page = await browserContext.newPage()
    await page.setViewportSize({ width: 360, height: 800 })
    await open(page, `/mentors/${mentor.slug}`)
    assert.include(await page.locator('main').innerText(), 'Richiedi una sessione')
    assert.deepEqual(await accessibilityViolations(page), [])
    // "Messaggio" opens the conversation with the mentor, to write the first message.
    await page.getByRole('link', { name: 'Messaggio', exact: true }).click()
    await page.getByRole('heading', { name: 'Scrivi a Elena Galli' }).waitFor()
    await page.getByRole('textbox', { name: 'Il tuo messaggio per Elena Galli' }).waitFor()
    assert.deepEqual(await accessibilityViolations(page), [])
  })
})
