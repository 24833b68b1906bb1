/// <reference lib="dom" />
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import CalendarConnection from '#scheduling/models/calendar_connection'
import { sealToken } from '#scheduling/services/google_calendar'
import { accessibilityViolations } from '#tests/helpers/axe'
import { FakeGoogleCalendar, googleAccount } from '#tests/helpers/fake_google_calendar'
import { givenMentor } from '#tests/helpers/mentors'
import { testUrl } from '#tests/helpers/url'
import { toastSaying, visit } from '#tests/helpers/pages'
import { waitForSettled } from '#tests/helpers/hydration'

const fake = new FakeGoogleCalendar()

test.group('Scheduling | calendar integration settings in the browser', (group) => {
  group.setup(async () => {
    await fake.start()
    return () => fake.stop()
  })
  group.each.setup(() => fake.reset())

  test('Not connected, then connected: the mentor disconnects after confirming', async ({
    browser,
    assert,
  }) => {
    const { user } = await givenMentor()
    const context = await browser.newContext()
    await context.loginAs(user)
    const page = await context.newPage()

    await visit(page, '/settings/account/calendar')
    await page.getByRole('heading', { level: 1, name: 'Calendar integration' }).waitFor()
    assert.equal(await page.getByTestId('calendar-status').innerText(), 'Not connected')
    const connect = page.getByRole('link', { name: 'Connect with Google' })
    assert.equal(await connect.getAttribute('href'), '/settings/account/calendar/connect')
    assert.deepEqual(await accessibilityViolations(page), [], 'not connected')

    const account = googleAccount()
    const tokens = fake.issueTokens(account)
    await CalendarConnection.create({
      userId: user.id,
      provider: 'google',
      accountEmail: account.email,
      accessToken: sealToken(tokens.accessToken),
      refreshToken: sealToken(tokens.refreshToken),
      expiresAt: DateTime.now().plus({ hours: 1 }),
      calendarId: 'primary',
      connectedAt: DateTime.fromISO('2026-03-14T10:00:00Z'),
    })
    await page.reload()
    await waitForSettled(page)
    assert.equal(await page.getByTestId('calendar-status').innerText(), 'Connected')
    await page.getByText(`Connected as ${account.email}`).waitFor()
    await page.getByText('Connected since March 14, 2026').waitFor()
    assert.equal(await page.getByRole('link', { name: 'Connect with Google' }).count(), 0)
    assert.deepEqual(await accessibilityViolations(page), [], 'connected')

    await page.getByRole('button', { name: 'Disconnect' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Disconnect Google Calendar?' })
    await dialog.waitFor()
    assert.deepEqual(await accessibilityViolations(page), [], 'confirm dialog')

    // Cancel keeps the connection.
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'hidden' })
    assert.isNotNull(await CalendarConnection.findBy('userId', user.id))

    await page.getByRole('button', { name: 'Disconnect' }).click()
    await dialog.getByRole('button', { name: 'Disconnect' }).click()
    await toastSaying(page, 'Google Calendar disconnected').waitFor()
    await page.getByRole('link', { name: 'Connect with Google' }).waitFor()
    assert.equal(await page.getByTestId('calendar-status').innerText(), 'Not connected')
    assert.isNull(await CalendarConnection.findBy('userId', user.id))
    assert.isTrue(fake.isRevoked(tokens.refreshToken))
    await context.close()
  })

  test('a connection Google refused asks to reconnect (Italian)', async ({ browser, assert }) => {
    const { user } = await givenMentor()
    user.locale = 'it'
    await user.save()
    await CalendarConnection.create({
      userId: user.id,
      provider: 'google',
      accountEmail: 'mentor@gmail.example',
      accessToken: sealToken('revoked-access'),
      refreshToken: sealToken('revoked-refresh'),
      connectedAt: DateTime.now(),
      lastError: 'reconnect: token refresh: refused (400)',
      lastErrorAt: DateTime.now(),
    })
    const context = await browser.newContext({ locale: 'it-IT' })
    await context.addCookies([{ name: 'locale', value: 'it', url: testUrl('/') }])
    await context.loginAs(user)
    const page = await context.newPage()
    await visit(page, '/settings/account/calendar')

    assert.equal(
      await page.getByTestId('calendar-status').innerText(),
      'Calendario non disponibile'
    )
    await page.getByRole('alert').filter({ hasText: 'Ricollega il calendario' }).waitFor()
    await page.getByRole('link', { name: 'Ricollega' }).waitFor()
    assert.deepEqual(await accessibilityViolations(page), [], 'reconnect state')
    await context.close()
  })
})
