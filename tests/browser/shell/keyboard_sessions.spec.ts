/// <reference lib="dom" />
import { test } from '@japa/runner'
import i18nManager from '@adonisjs/i18n/services/main'
import { DateTime } from 'luxon'
import Feedback from '#scheduling/models/feedback'
import ScheduleEntry from '#scheduling/models/schedule_entry'
import ScheduleException from '#scheduling/models/schedule_exception'
import { givenMentor } from '#tests/helpers/mentors'
import { givenUser } from '#tests/helpers/users'
import { givenSession } from '#tests/helpers/sessions'
import { testUrl } from '#tests/helpers/url'
import { toastSaying } from '#tests/helpers/pages'
import { getsFocus, Keyboard, settle } from '#tests/helpers/keyboard'

const en = (key: string, data?: Record<string, unknown>) => i18nManager.locale('en').t(key, data)

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 320, height: 640 },
]

test.group('Keyboard only | feedback and a mentor schedule', () => {
  for (const viewport of VIEWPORTS) {
    test(`feedback at ${viewport.width} px: the missing rating takes the focus and names the error; the stars by arrow keys; the focus stays on the page after sending`, async ({
      browser,
      assert,
    }) => {
      const { user: mentor } = await givenMentor({ firstName: 'Harriet', lastName: 'Lane' })
      const mentee = await givenUser({ timezone: 'UTC', locale: 'en' })
      const session = await givenSession(mentor, mentee, {
        startsAt: DateTime.utc().minus({ days: 2 }).startOf('hour'),
        status: 'completed',
      })
      const context = await browser.newContext({ viewport })
      await context.addCookies([{ name: 'locale', value: 'en', url: testUrl('/') }])
      await context.loginAs(mentee)
      const page = await context.newPage()
      const keys = new Keyboard(page, assert)
      await page.goto(testUrl('/dashboard/sessions?tab=completed'))
      await settle(page)

      await keys.tabTo('button', en('my_sessions.actions.feedback'), { max: 60 })
      await keys.press('Enter', 'opening the feedback')
      const dialog = page.getByRole('dialog', {
        name: en('my_sessions.dialogs.feedback.title', { name: 'Harriet Lane' }),
      })
      await dialog.waitFor()
      assert.isTrue(await getsFocus(dialog, { within: true }), 'the focus is in the dialog')
      await keys.expectFocus('the dialog opening')

      // Sent with no rating: the first star takes the focus and reads the error.
      await keys.tabTo('button', en('my_sessions.dialogs.feedback.submit'), { max: 20 })
      await keys.press('Enter', 'sending with no rating')
      await keys.expectFocusOn(
        'radio',
        en('my_sessions.dialogs.feedback.star', { count: 1 }),
        'the refused feedback'
      )
      const described = await page.evaluate(
        () =>
          document.getElementById(document.activeElement?.getAttribute('aria-describedby') ?? '')
            ?.textContent
      )
      assert.equal(described, en('my_sessions.dialogs.feedback.overallRequired'))

      // The arrow keys choose the stars.
      await keys.press('Space', 'choosing one star')
      for (let step = 0; step < 3; step++) await keys.press('ArrowRight', 'more stars')
      assert.isTrue(
        await dialog
          .getByRole('group', { name: /Overall rating/ })
          .getByLabel(en('my_sessions.dialogs.feedback.star', { count: 4 }))
          .isChecked()
      )
      await keys.tabTo('textbox', en('my_sessions.dialogs.feedback.publicText'), { max: 20 })
      await keys.type('Clear and practical.')
      await keys.tabTo('button', en('my_sessions.dialogs.feedback.submit'), { max: 10 })
      await keys.press('Enter', 'sending the feedback')
      await toastSaying(page, en('my_sessions.toasts.feedbackSent')).waitFor()
      await dialog.waitFor({ state: 'detached' })
      await keys.expectFocus('the feedback sent')

      const feedback = await Feedback.query().where('sessionId', session.id).firstOrFail()
      assert.equal(feedback.overallRating, 4)
      assert.equal(feedback.publicText, 'Clear and practical.')
      await context.close()
    }).timeout(90_000)

    test(`a mentor's schedule at ${viewport.width} px: hours added, a wrong time refused with the focus on it, an exception added in its dialog`, async ({
      browser,
      assert,
    }) => {
      const { user, profile } = await givenMentor({ weeklyHours: false, timezone: 'UTC' })
      user.locale = 'en'
      await user.save()
      const context = await browser.newContext({ viewport, locale: 'en-US' })
      await context.addCookies([{ name: 'locale', value: 'en', url: testUrl('/') }])
      await context.loginAs(user)
      const page = await context.newPage()
      const keys = new Keyboard(page, assert)
      await page.goto(testUrl('/settings/profile/schedule'))
      await settle(page)

      // Monday's hours: added, then a range that ends before it starts.
      await keys.tabTo('button', en('schedule_settings.weekly.addLabel', { day: 'Monday' }), {
        max: 60,
      })
      await keys.press('Enter', 'adding hours on Monday')
      await keys.expectFocusOn('textbox', /^From \(Monday, range 1\)/, 'the new range')
      await keys.tabTo('textbox', /^To \(Monday, range 1\)/, { max: 3 })
      await page.keyboard.press('ControlOrMeta+A')
      await keys.type('08:00')
      await keys.tabTo('button', en('schedule_settings.weekly.save'), { max: 80 })
      await keys.press('Enter', 'saving a wrong range')
      await keys.expectFocusOn('textbox', /^To \(Monday, range 1\)/, 'the refused hours')
      assert.equal(
        await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid')),
        'true'
      )
      await page.keyboard.press('ControlOrMeta+A')
      await keys.type('17:00')
      await keys.tabTo('button', en('schedule_settings.weekly.save'), { max: 80 })
      await keys.press('Enter', 'saving the hours')
      await toastSaying(page, en('schedule_settings.weekly.saved')).waitFor()
      await keys.expectFocus('the hours saved')
      const monday = await ScheduleEntry.query().where('mentorProfileId', profile.id)
      assert.deepEqual(
        monday.map((entry) => [entry.dayOfWeek, entry.startTime, entry.endTime]),
        [[1, '09:00', '17:00']]
      )

      // An exception: its dialog takes the focus, and gives it back to its button.
      const date = DateTime.utc().plus({ days: 10 })
      await keys.tabTo('button', en('schedule_settings.exceptions.add'), { max: 60 })
      await keys.press('Enter', 'adding an exception')
      const dialog = page.getByRole('dialog', {
        name: en('schedule_settings.exceptions.dialog.addTitle'),
      })
      await dialog.waitFor()
      // The dialog opens on its first field, the date, typed month, day and year.
      const opened = await keys.expectFocus('the exception dialog opening')
      assert.match(opened.name, /^Date/)
      await page.keyboard.type(date.toFormat('MMddyyyy'))
      await keys.tabTo('radio', en('schedule_settings.exceptions.dialog.modeAllDay'), { max: 10 })
      await keys.press('Space', 'unavailable all day')
      await keys.tabTo('button', en('schedule_settings.exceptions.dialog.save'), { max: 10 })
      await keys.press('Enter', 'saving the exception')
      await toastSaying(page, en('schedule_settings.exceptions.saved')).waitFor()
      await dialog.waitFor({ state: 'detached' })
      await keys.expectFocusOn(
        'button',
        en('schedule_settings.exceptions.add'),
        'the exception saved'
      )
      const exception = await ScheduleException.query()
        .where('mentorProfileId', profile.id)
        .firstOrFail()
      assert.equal(exception.date.toISODate(), date.toISODate())
      assert.isNull(exception.availableStart)
      await context.close()
    }).timeout(90_000)
  }
})
