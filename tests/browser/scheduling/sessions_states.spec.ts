/// <reference lib="dom" />
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { BrowserContext, Page } from 'playwright'
import type User from '#accounts/models/user'
import { DAYS_OF_WEEK, type SessionStatus } from '#business/sessions'
import MentoringSession from '#scheduling/models/mentoring_session'
import RescheduleRequest from '#scheduling/models/reschedule_request'
import ScheduleEntry from '#scheduling/models/schedule_entry'
import { refreshNextAvailable } from '#scheduling/services/mentor_availability'
import { givenMentor } from '#tests/helpers/mentors'
import { givenUser } from '#tests/helpers/users'
import { testUrl } from '#tests/helpers/url'
import { expectAccessible, toastSaying, visit } from '#tests/helpers/pages'
import { holdRequests, pressAgainWhileBusy } from '#tests/helpers/keyboard'

async function signedIn(browser: any, user: User, locale: 'en' | 'it' = 'en') {
  const context: BrowserContext = await browser.newContext({
    viewport: { width: 1280, height: 900 },
  })
  if (locale === 'it')
    await context.addCookies([{ name: 'locale', value: 'it', url: testUrl('/') }])
  await context.loginAs(user)
  return { context, page: await context.newPage() }
}

type SessionOptions = {
  status?: SessionStatus
  /** Start, from now. */
  startsIn: { minutes?: number; hours?: number; days?: number }
  meetingLink?: string | null
  entitlement?: 'free_call' | null
}

async function givenSession(mentor: User, mentee: User, options: SessionOptions) {
  const status = options.status ?? 'confirmed'
  const startsAt = DateTime.utc().plus(options.startsIn).startOf('minute')
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
    isFreeCall: options.entitlement === 'free_call',
    entitlement: options.entitlement ?? null,
    meetingLink: options.meetingLink ?? null,
    status,
    menteeConfirmedAt: now,
    mentorConfirmedAt: status === 'pending' ? null : now,
    bookedMonth: now.toFormat('yyyy-MM'),
    menteeTimezone: mentee.timezone,
    completedAt: status === 'completed' ? startsAt.plus({ minutes: 60 }) : null,
  })
}

async function givenMentorWithHours(firstName = 'Harriet') {
  const given = await givenMentor({
    firstName,
    lastName: 'Lane',
    timezone: 'Europe/London',
    weeklyHours: false,
  })
  for (const dayOfWeek of DAYS_OF_WEEK) {
    await ScheduleEntry.create({
      mentorProfileId: given.profile.id,
      dayOfWeek,
      startTime: '09:00',
      endTime: '17:00',
    })
  }
  await refreshNextAvailable([given.profile.id])
  return given
}

function failSlots(page: Page) {
  return page.route('**/api/mentors/*/slots**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'boom', errorCode: 'INTERNAL_ERROR', requestId: null }),
    })
  )
}

test.group('Scheduling | booking page states in the browser', () => {
  test('failed availability shows the spec message with a retry; a mentor without hours has no slots', async ({
    browser,
    assert,
  }) => {
    // Listed (one weekly hour), but the hour is shorter than a 90-minute session: no slot.
    const { user: mentor } = await givenMentor({
      firstName: 'Nora',
      lastName: 'Free',
      sessionDuration: 90,
    })
    const mentee = await givenUser()
    const { context, page } = await signedIn(browser, mentee)
    await failSlots(page)
    await visit(page, `/mentors/${mentor.id}/sessions/new`)
    const failure = page.getByRole('alert').filter({
      hasText: "Failed to load mentor's availability. Please try again.",
    })
    await failure.waitFor()
    await expectAccessible(page, assert, 'booking: availability failed')

    await page.unroute('**/api/mentors/*/slots**')
    await failure.getByRole('button', { name: 'Try again' }).click()
    await page.getByText('No available slots found', { exact: true }).waitFor()
    await expectAccessible(page, assert, 'booking: no slots')
    await context.close()
  })

  test('in Italian: the availability failure and the empty state', async ({ browser, assert }) => {
    // Listed (one weekly hour), but the hour is shorter than a 90-minute session: no slot.
    const { user: mentor } = await givenMentor({
      firstName: 'Nora',
      lastName: 'Libera',
      sessionDuration: 90,
    })
    const mentee = await givenUser()
    const { context, page } = await signedIn(browser, mentee, 'it')
    await failSlots(page)
    await visit(page, `/mentors/${mentor.id}/sessions/new`)
    await page
      .getByText('Errore mentre venivano caricate le disponibilità. Riprova più tardi.', {
        exact: true,
      })
      .waitFor()
    await page.getByText('Questa prenotazione usa la tua prima call gratuita.').waitFor()
    await expectAccessible(page, assert, 'booking (it): availability failed')
    await page.unroute('**/api/mentors/*/slots**')
    await page.getByRole('button', { name: 'Riprova' }).click()
    await page.getByText('Nessuno slot disponibile trovato', { exact: true }).waitFor()
    await context.close()
  })

  test('without a free call, reward or plan the page says so, links to pricing and cannot book', async ({
    browser,
    assert,
  }) => {
    const { user: mentor } = await givenMentorWithHours()
    const { user: other } = await givenMentor({ firstName: 'Olga' })
    const mentee = await givenUser()
    // The free call went to another mentor's session.
    await givenSession(other, mentee, { startsIn: { days: 5 }, entitlement: 'free_call' })
    const { context, page } = await signedIn(browser, mentee)
    await visit(page, `/mentors/${mentor.id}/sessions/new`)
    await page
      .getByText(/You have no free call, free-session reward or plan sessions left/)
      .waitFor()
    assert.equal(
      await page.getByRole('link', { name: 'See plans and pricing' }).getAttribute('href'),
      '/pricing'
    )
    assert.isTrue(await page.getByRole('button', { name: 'Request session' }).isDisabled())
    await expectAccessible(page, assert, 'booking: no entitlement')
    await context.close()
  })

  test('a mentor on their own booking page is told they cannot book themselves', async ({
    browser,
  }) => {
    const { user: mentor } = await givenMentorWithHours()
    const { context, page } = await signedIn(browser, mentor)
    await visit(page, `/mentors/${mentor.id}/sessions/new`)
    await page.getByText("You can't book a session with yourself.").waitFor()
    await page.getByRole('link', { name: 'View your public profile' }).waitFor()
    await context.close()
  })

  test('a slot taken meanwhile gets a clean conflict: toast, fresh slots, nothing booked', async ({
    browser,
    assert,
  }) => {
    const { user: mentor } = await givenMentorWithHours()
    const mentee = await givenUser()
    const rival = await givenUser()
    const { context, page } = await signedIn(browser, mentee)
    await visit(page, `/mentors/${mentor.id}/sessions/new`)
    await page.locator('fieldset[data-day] label').first().click()
    const chosen = await page.locator('input[name="booking-slots-slot"]:checked').inputValue()
    await page
      .getByRole('textbox', { name: 'Objective' })
      .fill('Prepare the seed round pitch for investors')
    await page
      .getByRole('textbox', { name: 'Problem' })
      .fill('Our deck does not explain the market size well')
    await page
      .getByRole('textbox', { name: 'Desired outcome' })
      .fill('A clear story and a list of investors to contact')
    await page.getByRole('checkbox').click()

    // Someone else books that very time first.
    const taken = DateTime.fromISO(chosen).toUTC()
    const now = DateTime.utc()
    await MentoringSession.create({
      mentorUserId: mentor.id,
      menteeUserId: rival.id,
      startsAt: taken,
      endsAt: taken.plus({ minutes: 60 }),
      durationMinutes: 60,
      objective: 'Another mentee got there first',
      problem: 'Another mentee got there first',
      desiredOutcome: 'Another mentee got there first',
      communicationTool: 'zoom',
      isFreeCall: false,
      status: 'pending',
      menteeConfirmedAt: now,
      mentorConfirmedAt: null,
      bookedMonth: now.toFormat('yyyy-MM'),
      menteeTimezone: rival.timezone,
    })

    await page.getByRole('button', { name: 'Request session' }).click()
    await toastSaying(page, 'This time has just been booked by someone else').waitFor()
    await page.locator('input[name="booking-slots-slot"]').first().waitFor()
    assert.equal(await page.locator('input[name="booking-slots-slot"]:checked').count(), 0)
    assert.equal(
      await page.locator(`input[name="booking-slots-slot"][value="${chosen}"]`).count(),
      0
    )
    const mine = await MentoringSession.query().where('menteeUserId', mentee.id)
    assert.lengthOf(mine, 0)
    assert.match(page.url(), /\/sessions\/new$/)
    await context.close()
  })
})

test.group('Scheduling | My Sessions states in the browser', () => {
  test('each tab has its own empty state; the tab is in the address', async ({
    browser,
    assert,
  }) => {
    const member = await givenUser()
    const { context, page } = await signedIn(browser, member)
    await visit(page, '/dashboard/sessions')
    await page.getByText('No upcoming sessions', { exact: true }).waitFor()
    await expectAccessible(page, assert, 'My Sessions: empty upcoming')

    const expected = {
      completed: 'No completed sessions yet',
      cancelled: 'No cancelled sessions',
      all: 'You have no sessions yet',
    }
    for (const [tab, text] of Object.entries(expected)) {
      await page.getByRole('tab', { name: tab[0].toUpperCase() + tab.slice(1) }).click()
      await page.getByText(text, { exact: true }).waitFor()
      await page.waitForURL(new RegExp(`/dashboard/sessions\\?tab=${tab}$`))
      assert.equal(
        await page.getByRole('tab', { selected: true }).innerText(),
        tab[0].toUpperCase() + tab.slice(1)
      )
    }
    // The address opens the tab it names (server-rendered).
    await visit(page, '/dashboard/sessions?tab=cancelled')
    await page.getByText('No cancelled sessions', { exact: true }).waitFor()
    await context.close()
  })

  test('a failed load says so (English and Italian)', async ({ browser, assert }) => {
    const member = await givenUser()
    for (const [locale, tab, message] of [
      ['en', 'Completed', 'Failed to load sessions. Please refresh the page.'],
      ['it', 'Completate', 'Impossibile caricare le sessioni. Aggiorna la pagina.'],
    ] as const) {
      const { context, page } = await signedIn(browser, member, locale)
      await visit(page, '/dashboard/sessions')
      await page.route('**/api/sessions?**', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'boom', errorCode: 'INTERNAL_ERROR', requestId: null }),
        })
      )
      await page.getByRole('tab', { name: tab }).click()
      await page.getByRole('alert').filter({ hasText: message }).waitFor()
      await expectAccessible(page, assert, `My Sessions (${locale}): load failed`)
      await context.close()
    }
  })

  test('Italian empty states and the paging of a long list', async ({ browser, assert }) => {
    const { user: mentor } = await givenMentor({ firstName: 'Giulia' })
    const mentee = await givenUser()
    for (let index = 0; index < 12; index += 1) {
      await givenSession(mentor, mentee, { startsIn: { days: 5 + index } })
    }
    const { context, page } = await signedIn(browser, mentee, 'it')
    await visit(page, '/dashboard/sessions?tab=cancelled')
    await page.getByText('Nessuna sessione cancellata', { exact: true }).waitFor()
    await page.getByRole('tab', { name: 'Prossime' }).click()
    await page.getByText('Pagina 1 di 2').waitFor()
    assert.equal(await page.locator('article[data-session-id]').count(), 10)
    await page.getByRole('link', { name: 'Successiva' }).click()
    await page.getByText('Pagina 2 di 2').waitFor()
    await page.waitForURL(/tab=upcoming&page=2$/)
    assert.equal(await page.locator('article[data-session-id]').count(), 2)
    await expectAccessible(page, assert, 'My Sessions (it): page 2')
    await context.close()
  })

  test('join call opens ten minutes before the start, on the page timer; late reschedule and cancel are refused with the rules', async ({
    browser,
    assert,
  }) => {
    const { user: mentor } = await givenMentor({ firstName: 'Giulia' })
    const mentee = await givenUser()
    const soon = await givenSession(mentor, mentee, {
      startsIn: { minutes: 12 },
      meetingLink: 'https://meet.jit.si/mentorship-test-room',
    })
    const tomorrow = await givenSession(mentor, mentee, { startsIn: { hours: 30 } })

    const { context, page } = await signedIn(browser, mentee)
    await page.clock.install()
    await visit(page, '/dashboard/sessions')
    const soonCard = page.locator(`article[data-session-id="${soon.id}"]`)
    assert.isTrue(await soonCard.getByRole('button', { name: 'Join session' }).isDisabled())
    await soonCard.getByText('You can join from 10 minutes before the start.').waitFor()
    // Three minutes later the 30-second timer has enabled the link.
    await page.clock.fastForward('03:00')
    const join = soonCard.getByRole('link', { name: 'Join session' })
    await join.waitFor()
    assert.equal(await join.getAttribute('href'), 'https://meet.jit.si/mentorship-test-room')

    // Within 24 hours: the cancel rule is shown and the reschedule is refused.
    await soonCard.getByText('Sessions must be cancelled at least 24 hours in advance.').waitFor()
    const tomorrowCard = page.locator(`article[data-session-id="${tomorrow.id}"]`)
    await tomorrowCard.getByText('Cannot reschedule within 48 hours').waitFor()
    await tomorrowCard.getByRole('button', { name: 'Reschedule' }).click()
    await toastSaying(page, 'Cannot reschedule within 48 hours').waitFor()
    assert.equal(await page.getByRole('dialog').count(), 0)
    await context.close()
  })

  test('the mentor sets the meeting link and declines a proposed time; failures ask to try again', async ({
    browser,
    assert,
  }) => {
    const { user: mentor } = await givenMentor({ firstName: 'Giulia', lastName: 'Verdi' })
    const mentee = await givenUser({ firstName: 'Marco', lastName: 'Bianchi' })
    const session = await givenSession(mentor, mentee, { startsIn: { days: 6 } })
    const proposed = session.startsAt.plus({ days: 1 })
    await RescheduleRequest.create({
      sessionId: session.id,
      requestedByUserId: mentee.id,
      newStartsAt: proposed,
      newEndsAt: proposed.plus({ minutes: 60 }),
      reason: 'A board meeting moved onto that day',
      status: 'pending',
    })
    const { context, page } = await signedIn(browser, mentor)
    await visit(page, '/dashboard/sessions')
    const sessionCard = page.locator(`article[data-session-id="${session.id}"]`)

    await sessionCard.getByRole('button', { name: 'Add meeting link' }).click()
    const dialog = page.getByRole('dialog', { name: 'Meeting link' })
    await dialog.getByLabel('Meeting link (https://...)').fill('not a link')
    await dialog.getByRole('button', { name: 'Save link' }).click()
    await dialog.getByText('Please enter a valid web address', { exact: false }).waitFor()
    await expectAccessible(page, assert, 'meeting link dialog')
    await dialog.getByLabel('Meeting link (https://...)').fill('https://zoom.example.com/j/123')
    // Sent on a slow network: the busy button keeps the focus, and Enter again sends nothing.
    const held = await holdRequests(page, `**/api/sessions/${session.id}/meeting-link`, 'PUT')
    await dialog.getByRole('button', { name: 'Save link' }).click()
    const busy = await pressAgainWhileBusy(
      page,
      dialog.getByRole('button', { name: 'Save link' }).and(page.locator('[aria-disabled]'))
    )
    assert.deepEqual(busy, { focused: true, ariaDisabled: 'true' })
    held.release()
    await toastSaying(page, 'Meeting link saved').waitFor()
    assert.equal(held.sent(), 1)
    await session.refresh()
    assert.equal(session.meetingLink, 'https://zoom.example.com/j/123')
    await sessionCard.getByRole('button', { name: 'Edit meeting link' }).waitFor()

    // A failure toast above the open dialog: Escape closes the dialog the focus is in, and
    // leaves the toast to be read.
    await page.route(`**/api/sessions/${session.id}/meeting-link`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'boom', errorCode: 'INTERNAL_ERROR', requestId: null }),
      })
    )
    await sessionCard.getByRole('button', { name: 'Edit meeting link' }).click()
    await dialog.getByRole('button', { name: 'Save link' }).click()
    // The modal dialog hides the page, the toasts' region included, from the accessibility
    // tree (the toast is announced through its own live region): found by its text.
    const failed = page.getByText('Failed to save the meeting link. Please try again.', {
      exact: true,
    })
    await failed.waitFor()
    await page
      .getByRole('status')
      .filter({ hasText: 'Failed to save the meeting link. Please try again.' })
      .waitFor({ state: 'attached' })
    assert.isTrue(
      await dialog.evaluate((element) => element.contains(document.activeElement)),
      'the focus is still in the dialog'
    )
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    assert.isTrue(await failed.isVisible(), 'the toast stays')
    await page.unroute(`**/api/sessions/${session.id}/meeting-link`)

    // A failed action asks to try again.
    await page.route(`**/api/sessions/${session.id}/reschedule/decline`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'boom', errorCode: 'INTERNAL_ERROR', requestId: null }),
      })
    )
    await sessionCard.getByRole('button', { name: 'Decline' }).click()
    await toastSaying(page, 'Failed to decline the new time. Please try again.').waitFor()
    await page.unroute(`**/api/sessions/${session.id}/reschedule/decline`)

    await sessionCard.getByRole('button', { name: 'Decline' }).click()
    await toastSaying(page, 'New time declined').waitFor()
    await sessionCard.locator('[data-badge="reschedule-requested"]').waitFor({ state: 'detached' })
    const request = await RescheduleRequest.findByOrFail('sessionId', session.id)
    assert.equal(request.status, 'declined')
    await session.refresh()
    assert.equal(
      session.startsAt.toMillis(),
      proposed.minus({ days: 1 }).toMillis(),
      'old time kept'
    )
    await context.close()
  })

  test('a proposed time booked meanwhile says it is gone; the mentor proposes another from the keyboard', async ({
    browser,
    assert,
  }) => {
    const { user: mentor } = await givenMentorWithHours('Giulia')
    const mentee = await givenUser({ firstName: 'Marco', lastName: 'Bianchi' })
    const session = await givenSession(mentor, mentee, { startsIn: { days: 6 } })
    // A slot of the mentor's hours (09:00-17:00 London), proposed by the mentee...
    const proposed = DateTime.utc()
      .plus({ days: 8 })
      .setZone('Europe/London')
      .set({ hour: 10, minute: 0, second: 0, millisecond: 0 })
      .toUTC()
    await RescheduleRequest.create({
      sessionId: session.id,
      requestedByUserId: mentee.id,
      newStartsAt: proposed,
      newEndsAt: proposed.plus({ minutes: 60 }),
      reason: 'A board meeting moved onto that day',
      status: 'pending',
    })
    // ...then booked by another mentee.
    const taken = await givenSession(mentor, await givenUser(), { startsIn: { days: 8 } })
    await taken.merge({ startsAt: proposed, endsAt: proposed.plus({ minutes: 60 }) }).save()

    const { context, page } = await signedIn(browser, mentor)
    await visit(page, '/dashboard/sessions')
    const sessionCard = page.locator(`article[data-session-id="${session.id}"]`)
    await sessionCard.getByText('This time is no longer available.').waitFor()
    await sessionCard
      .getByText('Propose another time, or decline to keep the session at its current time.')
      .waitFor()
    assert.equal(await sessionCard.getByRole('button', { name: 'Confirm reschedule' }).count(), 0)
    const propose = sessionCard.getByRole('button', { name: 'Propose another time' })
    assert.equal(
      await propose.getAttribute('aria-describedby'),
      await sessionCard.getByTestId('reschedule-time-gone').getAttribute('id')
    )
    await expectAccessible(page, assert, 'My Sessions: a proposed time that is gone')

    // Reached with Tab from the top of the page, opened with Enter.
    let reached = false
    for (let press = 0; press < 80 && !reached; press++) {
      await page.keyboard.press('Tab')
      reached = await propose.evaluate((button) => button === document.activeElement)
    }
    assert.isTrue(reached, 'the action is reachable with the keyboard')
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Reschedule the session with Marco Bianchi' })
    await dialog.getByLabel('New date').selectOption({ index: 2 })
    await dialog.getByLabel('Start time').selectOption({ index: 1 })
    await dialog
      .getByLabel('Reason for rescheduling')
      .fill('The time you chose was booked meanwhile')
    await expectAccessible(page, assert, 'reschedule dialog over a gone proposal')
    await dialog.getByRole('button', { name: 'Request new time' }).click()
    await toastSaying(page, 'New time requested').waitFor()
    await sessionCard.getByTestId('reschedule-time-gone').waitFor({ state: 'detached' })
    const requests = await RescheduleRequest.query()
      .where('sessionId', session.id)
      .orderBy('id', 'asc')
    assert.deepEqual(
      requests.map((request) => [request.status, request.requestedByUserId]),
      [
        ['expired', mentee.id],
        ['pending', mentor.id],
      ]
    )
    await context.close()
  })

  test('the cancel and reschedule dialogs name the language the other party reads e-mails in, in the viewer’s language', async ({
    browser,
    assert,
  }) => {
    const { user: mentor } = await givenMentor({ firstName: 'Giulia', lastName: 'Verdi' })
    const mentee = await givenUser({ firstName: 'Marco', lastName: 'Bianchi', locale: 'it' })
    const session = await givenSession(mentor, mentee, { startsIn: { days: 6 } })

    /** The hint's text, once checked to describe the reason field. */
    async function languageHintOf(page: Page, dialogName: string, reasonLabel: string) {
      const dialog = page.getByRole('dialog', { name: dialogName })
      const reason = dialog.getByLabel(reasonLabel)
      const hint = dialog.locator('[id$="-hint"]', { has: page.getByTestId('reason-language') })
      const described = (await reason.getAttribute('aria-describedby')) ?? ''
      assert.include(described.split(' '), (await hint.getAttribute('id'))!)
      return (await dialog.getByTestId('reason-language').textContent())!.trim()
    }

    // The mentor, in English, writes to a mentee who reads Italian.
    const mentorSide = await signedIn(browser, mentor)
    await visit(mentorSide.page, '/dashboard/sessions')
    const mentorCard = mentorSide.page.locator(`article[data-session-id="${session.id}"]`)
    await mentorCard.getByRole('button', { name: 'Cancel session' }).click()
    assert.equal(
      await languageHintOf(
        mentorSide.page,
        'Cancel the session with Marco Bianchi',
        'Reason for cancelling'
      ),
      'Marco reads e-mails in Italian: write your reason in Italian.'
    )
    await expectAccessible(mentorSide.page, assert, 'cancel dialog with the language hint')
    await mentorSide.page.getByRole('button', { name: 'Keep session' }).click()
    await mentorCard.getByRole('button', { name: 'Reschedule' }).click()
    assert.equal(
      await languageHintOf(
        mentorSide.page,
        'Reschedule the session with Marco Bianchi',
        'Reason for rescheduling'
      ),
      'Marco reads e-mails in Italian: write your reason in Italian.'
    )
    await mentorSide.context.close()

    // The mentee, in Italian, writes to a mentor who reads English.
    const menteeSide = await signedIn(browser, mentee, 'it')
    await visit(menteeSide.page, '/dashboard/sessions')
    const menteeCard = menteeSide.page.locator(`article[data-session-id="${session.id}"]`)
    await menteeCard.getByRole('button', { name: 'Cancella la sessione' }).click()
    assert.equal(
      await languageHintOf(
        menteeSide.page,
        'Cancella la sessione con Giulia Verdi',
        'Motivo della cancellazione'
      ),
      'Giulia legge le e-mail in inglese: scrivi il motivo in inglese.'
    )
    await menteeSide.context.close()
  })
})
