import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import ReferenceDataSeeder from '#database/seeders/01_reference_data_seeder'
import { accessibilityViolations } from '#tests/helpers/axe'
import { givenUser } from '#tests/helpers/users'
import { testUrl } from '#tests/helpers/url'

test.group('Accounts | settings pages', (group) => {
  group.setup(() => new ReferenceDataSeeder(db.connection()).run())

  test('basic profile, account and notifications have no accessibility violations', async ({
    browser,
    assert,
  }) => {
    const context = await browser.newContext()
    await context.loginAs(await givenUser({ firstName: 'Marta', lastName: 'Neri' }))
    const page = await context.newPage()
    for (const path of [
      '/settings/profile/basic',
      '/settings/account/account',
      '/settings/account/notifications',
    ]) {
      await page.goto(testUrl(path))
      await page.waitForLoadState('networkidle')
      assert.deepEqual(await accessibilityViolations(page), [], path)
    }
    await context.close()
  })

  test('the new password shows its strength, and a name-based one is weak', async ({
    browser,
    assert,
  }) => {
    const context = await browser.newContext()
    await context.loginAs(await givenUser({ firstName: 'Marta', lastName: 'Neri' }))
    const page = await context.newPage()
    await page.goto(testUrl('/settings/account/account'))
    await page.waitForLoadState('networkidle')
    const meter = page.getByRole('meter', { name: 'Password strength' })

    await page.locator('input[name="new_password"]').fill('martaneri')
    assert.isAtMost(Number(await meter.getAttribute('aria-valuenow')), 1)

    await page.locator('input[name="new_password"]').fill('Copper-Valley-Orchid-9182')
    assert.equal(await meter.getAttribute('aria-valuenow'), '4')
    assert.deepEqual(await accessibilityViolations(page), [])
    await context.close()
  })
})
