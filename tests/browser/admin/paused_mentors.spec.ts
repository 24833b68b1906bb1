/// <reference lib="dom" />
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { pauseMentor } from '#mentoring/index'
import { givenUser } from '#tests/helpers/users'
import { givenMentor } from '#tests/helpers/mentors'
import { expectAccessible, visit } from '#tests/helpers/pages'

test.group('Admin console | paused mentors', () => {
  test('the mentors list filters the paused ones, with why and since when; the record says it too', async ({
    browser,
    assert,
  }) => {
    const unique = `Q${Date.now().toString(36)}`
    const admin = await givenUser({ role: 'ADMIN' })
    const { user: paused } = await givenMentor({ firstName: 'Pia', lastName: unique })
    await givenMentor({ firstName: 'Attilio', lastName: unique })
    await pauseMentor(paused.id, 'expiries', DateTime.fromISO('2026-11-20T09:00:00Z'))

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await context.loginAs(admin)
    const page = await context.newPage()
    const main = page.getByRole('main')
    const filter = encodeURIComponent(JSON.stringify({ q: unique, isPaused: true }))
    await visit(page, `/admin/mentors?filter=${filter}`)
    const rows = main.locator('tbody tr')
    await rows.first().waitFor()
    assert.equal(await rows.count(), 1)
    const row = await rows.first().innerText()
    assert.include(row, 'Pia')
    assert.include(row, 'Requests left to expire')
    await expectAccessible(page, assert, 'paused mentors')

    await visit(page, `/admin/mentors/${paused.id}/show`)
    const reason = main.locator('.ra-field-pausedReason')
    await reason.getByText('Requests left to expire').waitFor()
    assert.include(await main.locator('.ra-field-pausedAt').innerText(), '2026')
    await expectAccessible(page, assert, 'paused mentor record')
    await context.close()
  })
})
