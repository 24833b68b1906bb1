/// <reference lib="dom" />
import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { DateTime } from 'luxon'
import ScheduleEntry from '#scheduling/models/schedule_entry'
import ScheduleException from '#scheduling/models/schedule_exception'
import { accessibilityViolations } from '#tests/helpers/axe'
import { givenMentor } from '#tests/helpers/mentors'
import { givenUser } from '#tests/helpers/users'
import { refusedRequests, toastSaying, visit, waitOrExplain } from '#tests/helpers/pages'
import { waitForSettled } from '#tests/helpers/hydration'
import { focusWhenShown } from '#tests/helpers/keyboard'

const ZONE = 'Europe/Rome'

/** The local dates (mentor's zone) the preview lists, in order. */
function previewDays(page: Page) {
  return page
    .getByTestId('preview-days')
    .locator('> li')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-day')!))
}

test.group('Scheduling | schedule settings in the browser', () => {
  test('a mentor adds hours and an exception and sees the preview follow', async ({
    browser,
    assert,
  }) => {
    const { user, profile } = await givenMentor({
      weeklyHours: false,
      timezone: ZONE,
      sessionDuration: 60,
    })
    const context = await browser.newContext()
    await context.loginAs(user)
    const page = await context.newPage()
    const refused = refusedRequests(page)
    await visit(page, '/settings/profile/schedule')

    assert.include(
      await page.getByTestId('schedule-zone').innerText(),
      'All times on this page are in your time zone, Europe/Rome.'
    )
    await page.getByTestId('preview-empty').waitFor()
    assert.include(
      await page.getByTestId('preview-empty').innerText(),
      'No available slots in the next two weeks'
    )
    assert.deepEqual(await accessibilityViolations(page), [], 'empty schedule')

    // Every day gets 09:00-17:00 by default; Tuesday gets two ranges that overlap first.
    for (const day of ['Monday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      await page.getByRole('button', { name: `Add hours on ${day}` }).click()
    }
    await page.getByRole('button', { name: 'Add hours on Tuesday' }).click()
    await page.getByLabel('From (Tuesday, range 1)').fill('10:00')
    await page.getByLabel('To (Tuesday, range 1)').fill('12:00')
    await page.getByRole('button', { name: 'Add hours on Tuesday' }).click()
    await page.getByLabel('From (Tuesday, range 2)').fill('11:00')
    await page.getByLabel('To (Tuesday, range 2)').fill('13:00')
    // Hours the wrong way round are caught before sending; the overlap by the server. Neither is
    // a failure: the field says what to correct, and no "Failed to save" toast appears.
    const scheduleWrites: string[] = []
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('/api/schedule/')) {
        scheduleWrites.push(`${request.method()} ${new URL(request.url()).pathname}`)
      }
    })
    await page.getByLabel('From (Monday, range 1)').fill('17:00')
    await page.getByLabel('To (Monday, range 1)').fill('09:00')
    const wrongWay = await focusWhenShown(page, 'End time must be after start time')
    await page.getByRole('button', { name: 'Save weekly hours' }).click()
    await page.getByText('End time must be after start time').waitFor()
    const mondayTo = page.getByLabel('To (Monday, range 1)')
    assert.equal(await mondayTo.getAttribute('aria-invalid'), 'true')
    // The field in error has the focus as soon as its message shows, before the next keystroke.
    assert.equal(await wrongWay.focusedThen(), await mondayTo.getAttribute('id'))
    assert.deepEqual(scheduleWrites, [])
    await page.getByLabel('From (Monday, range 1)').fill('09:00')
    await page.getByLabel('To (Monday, range 1)').fill('17:00')

    const overlapShown = await focusWhenShown(page, 'Ranges on the same day must not overlap')
    await page.getByRole('button', { name: 'Save weekly hours' }).click()
    const overlap = page.getByLabel('From (Tuesday, range 2)')
    await waitOrExplain(
      page,
      page.getByText('Tuesday: 11:00–13:00 overlaps 10:00–12:00'),
      'The overlap message',
      refused
    )
    assert.equal(await overlap.getAttribute('aria-invalid'), 'true')
    assert.equal(await overlapShown.focusedThen(), await overlap.getAttribute('id'))
    assert.include(
      await page.getByText('Tuesday: 11:00–13:00 overlaps 10:00–12:00').innerText(),
      'Ranges on the same day must not overlap'
    )
    assert.deepEqual(scheduleWrites, ['PUT /api/schedule/weekly'])
    await waitForSettled(page)
    assert.equal(await toastSaying(page, 'Failed to save').count(), 0)
    assert.lengthOf(await ScheduleEntry.query().where('mentorProfileId', profile.id), 0)
    assert.deepEqual(await accessibilityViolations(page), [], 'with the overlap shown')

    await overlap.fill('14:00')
    await page.getByLabel('To (Tuesday, range 2)').fill('15:30')
    await page.getByRole('button', { name: 'Save weekly hours' }).click()
    await toastSaying(page, 'Weekly hours saved').waitFor()
    await page.getByTestId('preview-days').waitFor()

    const saved = await ScheduleEntry.query()
      .where('mentorProfileId', profile.id)
      .orderBy('dayOfWeek')
      .orderBy('startTime')
    assert.lengthOf(saved, 8)
    assert.deepEqual(
      saved.filter((entry) => entry.dayOfWeek === 2).map((e) => [e.startTime, e.endTime]),
      [
        ['10:00', '12:00'],
        ['14:00', '15:30'],
      ]
    )
    assert.include(await page.getByTestId('preview-zones').innerText(), 'Shown in Europe/Rome.')

    // An exception on the first day with slots removes that day from the preview.
    const [firstDay] = await previewDays(page)
    await page.getByRole('button', { name: 'Add exception' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add an exception' })
    await dialog.waitFor()
    assert.deepEqual(await accessibilityViolations(page), [], 'exception dialog')
    await dialog.getByLabel('Date').fill(firstDay)
    await dialog.getByLabel('Unavailable all day').check()
    await dialog.getByLabel('Reason').fill('Conference')
    await dialog.getByRole('button', { name: 'Save exception' }).click()
    await toastSaying(page, 'Exception saved').waitFor()
    await dialog.waitFor({ state: 'detached' })
    assert.notInclude(await previewDays(page), firstDay)
    assert.include(await page.getByText('Conference').innerText(), 'Conference')

    const exception = await ScheduleException.query()
      .where('mentorProfileId', profile.id)
      .firstOrFail()
    assert.equal(exception.date.toISODate(), firstDay)
    assert.isNull(exception.availableStart)

    // A second exception on that date is refused on the date field before sending, no failure toast.
    const writesBefore = scheduleWrites.length
    await page.getByRole('button', { name: 'Add exception' }).click()
    const again = page.getByRole('dialog', { name: 'Add an exception' })
    await again.getByLabel('Date').fill(firstDay)
    await again.getByLabel('Unavailable all day').check()
    await again.getByRole('button', { name: 'Save exception' }).click()
    await again
      .getByText('You already have an exception on this date. Edit that one instead.')
      .waitFor()
    assert.equal(await again.getByLabel('Date').getAttribute('aria-invalid'), 'true')
    assert.equal(await toastSaying(page, 'Failed to save').count(), 0)
    await again.getByRole('button', { name: 'Cancel' }).click()
    await again.waitFor({ state: 'detached' })

    // Edit it to a few hours: the day comes back with only those slots.
    const label = DateTime.fromISO(firstDay, { zone: 'UTC' }).setLocale('en').toFormat('DDDD')
    await page.getByRole('button', { name: `Edit the exception on ${label}` }).click()
    const edit = page.getByRole('dialog', { name: 'Edit the exception' })
    await edit.getByLabel('Available only between').check()
    await edit.getByLabel('Start time').fill('18:00')
    await edit.getByLabel('End time').fill('17:00')
    await edit.getByRole('button', { name: 'Save exception' }).click()
    await edit.getByText('End time must be after start time').waitFor()
    assert.equal(await edit.getByLabel('End time').getAttribute('aria-invalid'), 'true')
    // Checked before sending, as the weekly hours are: nothing was sent, no failure toast.
    assert.equal(scheduleWrites.length, writesBefore)
    assert.equal(await toastSaying(page, 'Failed to save').count(), 0)
    await edit.getByLabel('End time').fill('20:00')
    await edit.getByRole('button', { name: 'Save exception' }).click()
    await toastSaying(page, 'Exception saved').waitFor()
    await edit.waitFor({ state: 'detached' })
    const day = page.locator(`[data-day="${firstDay}"]`)
    await day.waitFor()
    assert.include(await day.innerText(), '18:00')
    assert.notInclude(await day.innerText(), '09:00')

    assert.deepEqual(await accessibilityViolations(page), [], 'with hours and an exception')
    await context.close()
  })

  test('an admin without a mentor profile sees the notice; the page is accessible in Italian', async ({
    browser,
    assert,
  }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const context = await browser.newContext({ locale: 'it-IT' })
    await context.loginAs(admin)
    const page = await context.newPage()
    await visit(page, '/settings/profile/schedule')
    await page.getByTestId('schedule-no-profile').waitFor()
    assert.include(
      await page.getByTestId('schedule-no-profile').innerText(),
      'Non hai ancora un profilo da mentor'
    )
    assert.deepEqual(await accessibilityViolations(page), [], 'admin without a profile')
    await context.close()
  })
})
