/// <reference lib="dom" />
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type User from '#accounts/models/user'
import type { SessionStatus } from '#business/sessions'
import MentoringSession from '#scheduling/models/mentoring_session'
import SessionNote from '#scheduling/models/session_note'
import Feedback from '#scheduling/models/feedback'
import { saveMentor } from '#mentoring/services/saved_mentors'
import { givenIndustry, givenMentor } from '#tests/helpers/mentors'
import { givenUser } from '#tests/helpers/users'
import { expectAccessible, token, visit } from '#tests/helpers/pages'
import { waitForSettled } from '#tests/helpers/hydration'

async function givenSession(mentor: User, mentee: User, days: number, status: SessionStatus) {
  const startsAt = DateTime.utc().plus({ days }).startOf('hour')
  const now = DateTime.utc()
  return MentoringSession.create({
    mentorUserId: mentor.id,
    menteeUserId: mentee.id,
    startsAt,
    endsAt: startsAt.plus({ minutes: 60 }),
    durationMinutes: 60,
    objective: 'Prepare the seed round pitch for investors',
    problem: 'Our deck does not explain the market size well',
    desiredOutcome: 'A clear story and a list of investors to contact',
    communicationTool: 'jitsi',
    isFreeCall: false,
    status,
    menteeConfirmedAt: now,
    mentorConfirmedAt: status === 'pending' ? null : now,
    bookedMonth: now.toFormat('yyyy-MM'),
    menteeTimezone: mentee.timezone,
    completedAt: status === 'completed' ? startsAt.plus({ minutes: 60 }) : null,
  })
}

test.group('Dashboard | browser', () => {
  test('a mentee sees sessions, notes, saved and recommended mentors; axe finds nothing', async ({
    browser,
    assert,
  }) => {
    const run = token()
    const industry = await givenIndustry(`Fintech ${run}`, `Sector ${run}`)
    const { user: mentor } = await givenMentor({
      firstName: 'Giulia',
      lastName: `Verdi${run}`,
      rating: 4.8,
      industries: [{ industry, years: 7 }],
    })
    const mentee = await givenUser({
      firstName: 'Marta',
      lastName: 'Neri',
      timezone: 'Europe/Rome',
    })
    await mentee.related('industries').attach([industry.id])
    await givenSession(mentor, mentee, 5, 'confirmed')
    const past = await givenSession(mentor, mentee, -6, 'completed')
    await SessionNote.create({
      sessionId: past.id,
      authorUserId: mentee.id,
      body: `Follow up on the investor list ${run}`,
    })
    await saveMentor(mentee, mentor.id)

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await context.loginAs(mentee)
    const page = await context.newPage()
    await visit(page, '/dashboard')

    // A brand-new member: the first visit welcomes, a reload welcomes back.
    assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), 'Welcome, Marta')
    await page.reload()
    await waitForSettled(page)
    assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), 'Welcome back, Marta')
    const upcoming = page.getByRole('region', { name: 'Upcoming sessions' })
    assert.include(await upcoming.innerText(), `Giulia Verdi${run}`)
    assert.include(await upcoming.innerText(), 'Confirmed')
    assert.match(await upcoming.locator('time').first().innerText(), /GMT\+[12]|CES?T/)
    const pastSessions = page.getByRole('region', { name: 'Past sessions' })
    assert.include(await pastSessions.innerText(), 'Awaiting your feedback')
    const notes = page.getByRole('region', { name: 'Recent notes' })
    assert.include(await notes.innerText(), `Follow up on the investor list ${run}`)
    assert.include(
      await page.getByRole('region', { name: 'Your industries' }).innerText(),
      `Fintech ${run}`
    )
    const recommended = page.getByRole('region', { name: 'Recommended mentors' })
    await recommended.getByRole('heading', { name: `Giulia Verdi${run}` }).waitFor()
    assert.match(await recommended.innerText(), /\d+% match/)
    const saved = page.getByRole('region', { name: 'Saved mentors' })
    assert.equal(
      await saved.getByRole('link', { name: 'See all 1 saved mentor' }).getAttribute('href'),
      '/saved-mentors'
    )
    assert.equal(
      await page.getByRole('link', { name: 'Invite friends' }).getAttribute('href'),
      '/settings/referrals'
    )
    await expectAccessible(page, assert, 'mentee view')

    // Unsaving with the heart takes the card away at once.
    await saved.getByRole('button', { name: new RegExp(`Giulia Verdi${run}`) }).click()
    await saved.getByText('No saved mentors').waitFor()

    // Small screens: one column, still accessible.
    await page.setViewportSize({ width: 360, height: 800 })
    await expectAccessible(page, assert, 'mentee view at 360 px')
    assert.isTrue(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      'no horizontal scrolling at 360 px'
    )
    await context.close()
  })

  test('a mentor sees requests waiting and feedback received, never private text; axe finds nothing', async ({
    browser,
    assert,
  }) => {
    const run = token()
    const { user: mentor } = await givenMentor({
      firstName: 'Paolo',
      rating: 4.5,
      ratingsCount: 2,
      sessionsCount: 7,
    })
    const mentee = await givenUser({ firstName: `Sara${run}`, lastName: 'Bianchi' })
    await givenSession(mentor, mentee, 4, 'pending')
    const done = await givenSession(mentor, mentee, -3, 'completed')
    await Feedback.create({
      sessionId: done.id,
      authorUserId: mentee.id,
      overallRating: 5,
      publicText: `Sharp and practical ${run}`,
      privateText: `PRIVATE ${run}`,
    })

    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'it-IT',
      extraHTTPHeaders: { 'Accept-Language': 'it' },
    })
    await context.loginAs(mentor)
    const page = await context.newPage()
    await visit(page, '/dashboard')

    assert.equal(
      await page.getByRole('heading', { level: 1 }).innerText(),
      'Ti diamo il benvenuto, Paolo'
    )
    const requests = page.getByRole('region', { name: 'Richieste in attesa' })
    assert.include(await requests.innerText(), `Sara${run} Bianchi`)
    assert.include(await requests.innerText(), 'In attesa della tua conferma')
    assert.equal(
      await requests.getByRole('link', { name: /Gestisci 1 richiesta/ }).getAttribute('href'),
      '/dashboard/sessions?tab=upcoming'
    )
    const feedback = page.getByRole('region', { name: 'Feedback ricevuti' })
    assert.include(await feedback.innerText(), `Sharp and practical ${run}`)
    assert.include(await feedback.innerText(), `da Sara${run}`)
    assert.notInclude(await page.content(), `PRIVATE ${run}`)
    assert.equal(
      await page
        .getByRole('link', { name: 'Impostazioni della disponibilità' })
        .first()
        .getAttribute('href'),
      '/settings/profile/schedule'
    )
    await expectAccessible(page, assert, 'mentor view')
    await context.close()
  })
})
