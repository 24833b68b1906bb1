/// <reference lib="dom" />
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { BrowserContext } from 'playwright'
import type User from '#accounts/models/user'
import { clockChangesBetween } from '#scheduling/services/clock_changes'
import { givenRomeAndNewYork, givenSessionAt } from '#tests/helpers/session_mails'
import { testUrl } from '#tests/helpers/url'
import { expectAccessible, visit } from '#tests/helpers/pages'

async function signedIn(browser: any, user: User, locale: 'en' | 'it') {
  const context: BrowserContext = await browser.newContext({
    viewport: { width: 1280, height: 900 },
  })
  if (locale === 'it') {
    await context.addCookies([{ name: 'locale', value: 'it', url: testUrl('/') }])
  }
  await context.loginAs(user)
  return { context, page: await context.newPage() }
}

test.group('Reminders and clock changes in the browser', () => {
  test('the session card tells each party of a clock change since the booking', async ({
    browser,
    assert,
  }) => {
    // Rome's next clock change: booked three days before it, held two days after.
    const today = DateTime.utc()
    const [change] = clockChangesBetween(today, today.plus({ years: 1 }), 'Europe/Rome')
    const { mentor, mentee } = await givenRomeAndNewYork()
    await givenSessionAt(mentor, mentee, change.at.toUTC().plus({ days: 2 }).startOf('hour'), {
      createdAt: change.at.toUTC().minus({ days: 3 }),
    })
    const day = (locale: string) =>
      new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: 'Europe/Rome',
      }).format(change.at.toJSDate())

    const english = await signedIn(browser, mentee, 'en')
    await visit(english.page, '/dashboard/sessions')
    const note = english.page.getByTestId('clock-change')
    assert.equal(
      await note.textContent(),
      `Clocks change on ${day('en')} in Rome: the time above already takes it into account.`
    )
    await expectAccessible(english.page, assert, 'My Sessions: a clock change')
    await english.context.close()

    const italian = await signedIn(browser, mentor, 'it')
    await visit(italian.page, '/dashboard/sessions')
    assert.equal(
      await italian.page.getByTestId('clock-change').textContent(),
      `A Roma l'ora cambia ${day('it')}: l'orario indicato ne tiene già conto.`
    )
    await italian.context.close()
  })

  test('the last reminder is switched off on its own in Settings > Notifications', async ({
    browser,
    assert,
  }) => {
    const { mentee } = await givenRomeAndNewYork()
    const { context, page } = await signedIn(browser, mentee, 'en')
    await visit(page, '/settings/account/notifications')
    const last = page.getByRole('switch', { name: 'Reminder 1 hour before' })
    const dayBefore = page.getByRole('switch', {
      name: 'Reminder 24 hours before, and feedback requests',
    })
    assert.isTrue(await last.isChecked())
    assert.isTrue(await dayBefore.isChecked())
    await expectAccessible(page, assert, 'Settings > Notifications')
    await last.click()
    await page.getByRole('button', { name: 'Save preferences' }).click()
    await page.getByText('Preferences saved').first().waitFor()
    await mentee.refresh()
    assert.isFalse(mentee.emailFinalReminders)
    assert.isTrue(mentee.emailReminders)
    await context.close()
  })
})
