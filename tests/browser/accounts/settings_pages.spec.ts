import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import ReferenceDataSeeder from '#database/seeders/01_reference_data_seeder'
import { accessibilityViolations } from '#tests/helpers/axe'
import { givenUser } from '#tests/helpers/users'
import Industry from '#core/models/industry'
import { givenMentor } from '#tests/helpers/mentors'
import { toastSaying, visit } from '#tests/helpers/pages'
import { testUrl } from '#tests/helpers/url'

test.group('Accounts | settings pages', (group) => {
  group.setup(() => new ReferenceDataSeeder(db.connection()).run())

  test('basic profile, account, notifications and privacy have no accessibility violations', async ({
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
      '/settings/account/privacy',
    ]) {
      await visit(page, path)
      assert.deepEqual(await accessibilityViolations(page), [], path)
    }
    await context.close()
  })

  test(
    'on a phone the settings navigation shows every page, the current one included, without cut-off ({$self})'
  )
    .with(['320 px', '360 px in Italian', '390 px'] as const)
    .run(async ({ browser, assert }, size) => {
      const width = Number.parseInt(size)
      const locale = size.endsWith('Italian') ? 'it' : 'en'
      const context = await browser.newContext({ viewport: { width, height: 800 } })
      await context.addCookies([{ name: 'locale', value: locale, url: testUrl('/') }])
      // A mentor has every settings page but payments (mentors buy nothing), privacy and data included; the last ones were off the screen.
      const { user: mentor } = await givenMentor()
      await context.loginAs(mentor)
      const page = await context.newPage()
      for (const path of ['/settings/account/privacy', '/settings/profile/schedule']) {
        await visit(page, path)
        const nav = page.getByRole('navigation', {
          name: locale === 'it' ? 'Impostazioni' : 'Settings',
        })
        const links = nav.getByRole('link')
        assert.equal(await links.count(), 8)
        const current = nav.locator('a[aria-current="page"]')
        assert.equal(await current.getAttribute('href'), path)
        for (const link of [current, ...(await links.all())]) {
          const box = (await link.boundingBox())!
          const label = `${path} at ${width} px: ${await link.textContent()}`
          assert.isAtLeast(box.x, 0, label)
          assert.isAtMost(box.x + box.width, width, label)
        }
        const overflow = await nav.evaluate((element) => {
          const list = element.querySelector('ul')!
          return list.scrollWidth - list.clientWidth
        })
        assert.equal(overflow, 0, `${path} at ${width} px: nothing scrolled out of sight`)
      }
      await context.close()
    })

  test('when the profile cannot be loaded again after a save, the page says so (English and Italian)', async ({
    browser,
    assert,
  }) => {
    const user = await givenUser({ firstName: 'Marta', lastName: 'Neri' })
    // A profile that saves: it names an industry (the reference data seeded above).
    const industry = await Industry.firstOrFail()
    await user.related('industries').attach([industry.id])
    for (const [locale, save, message, area] of [
      [
        'en',
        'Save changes',
        'Failed to load your profile. Please try again.',
        'Notifications (F8)',
      ],
      [
        'it',
        'Salva le modifiche',
        'Impossibile caricare il tuo profilo. Riprova.',
        'Notifiche (F8)',
      ],
    ] as const) {
      const context = await browser.newContext()
      await context.addCookies([{ name: 'locale', value: locale, url: testUrl('/') }])
      await context.loginAs(user)
      const page = await context.newPage()
      await visit(page, '/settings/profile/basic')
      // The profile's reload after the save fails on the server.
      await page.route('**/settings/profile/basic', (route) =>
        route.request().headers()['x-inertia-partial-data']
          ? route.fulfill({ status: 500, contentType: 'text/html', body: 'Server error' })
          : route.continue()
      )
      await page.getByRole('button', { name: save }).click()
      await toastSaying(page, message, { name: area }).waitFor()
      assert.equal(new URL(page.url()).pathname, '/settings/profile/basic')
      assert.isTrue(await page.getByRole('button', { name: save }).isVisible())
      await context.close()
    }
  })

  test('the new password shows its strength, and a name-based one is weak', async ({
    browser,
    assert,
  }) => {
    const context = await browser.newContext()
    await context.loginAs(await givenUser({ firstName: 'Marta', lastName: 'Neri' }))
    const page = await context.newPage()
    await visit(page, '/settings/account/account')
    const meter = page.getByRole('meter', { name: 'Password strength' })

    await page.locator('input[name="new_password"]').fill('martaneri')
    assert.isAtMost(Number(await meter.getAttribute('aria-valuenow')), 1)

    await page.locator('input[name="new_password"]').fill('Copper-Valley-Orchid-9182')
    assert.equal(await meter.getAttribute('aria-valuenow'), '4')
    assert.deepEqual(await accessibilityViolations(page), [])
    await context.close()
  })

  test('the strength is read out once typing pauses, not at every key', async ({
    browser,
    assert,
  }) => {
    const context = await browser.newContext()
    await context.loginAs(await givenUser())
    const page = await context.newPage()
    await visit(page, '/settings/account/account')
    const announcement = page.getByTestId('password-strength-announcement')
    assert.equal(await announcement.getAttribute('aria-live'), 'polite')
    // Every change the live region goes through, as a screen reader would hear it.
    await announcement.evaluate((region) => {
      const heard: string[] = []
      ;(window as any).heard = heard
      new MutationObserver(() => heard.push(region.textContent ?? '')).observe(region, {
        childList: true,
        subtree: true,
        characterData: true,
      })
    })
    // The page's clock stands still while the keys are typed, however slowly a busy machine
    // types them; then it runs on past the pause (inertia/lib/use_paused_announcement.ts).
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 1000)
    const password = 'Copper-Valley-Orchid-9182'
    await page.locator('input[name="new_password"]').pressSequentially(password, { delay: 40 })
    assert.deepEqual(await page.evaluate(() => (window as any).heard), [], 'nothing while typing')
    await page.clock.runFor(699)
    assert.deepEqual(await page.evaluate(() => (window as any).heard), [], 'nor before the pause')
    await page.clock.runFor(1)
    await page.waitForFunction(() => (window as any).heard.length > 0)
    await page.clock.runFor(2000)
    const heard: string[] = await page.evaluate(() => (window as any).heard)
    assert.deepEqual(
      heard,
      ['Password strength: Strong'],
      `${password.length} keys, one announcement`
    )
    // The field is still described by the visible level, once.
    const description = await page.locator('input[name="new_password"]').evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
    )
    assert.equal(description.split('Password strength: Strong').length - 1, 1)
    await context.close()
  })

  test('the personal URL offered to copy opens a page: mentees have none, a listed mentor copies their profile', async ({
    browser,
    assert,
  }) => {
    const mentee = await browser.newContext()
    await mentee.loginAs(await givenUser({ firstName: 'Marta', lastName: 'Neri' }))
    const menteePage = await mentee.newPage()
    await visit(menteePage, '/settings/account/account')
    assert.equal(await menteePage.getByRole('heading', { name: 'Personal URL' }).count(), 0)
    assert.equal(await menteePage.getByRole('button', { name: 'Copy link' }).count(), 0)
    await mentee.close()

    const slug = `listed-${Date.now()}`
    const { user } = await givenMentor({ slug })
    const context = await browser.newContext()
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: testUrl('/') })
    await context.loginAs(user)
    const page = await context.newPage()
    await visit(page, '/settings/account/account')
    await page.getByRole('button', { name: 'Copy link' }).click()
    await toastSaying(page, 'Link copied').waitFor()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    assert.match(copied, new RegExp(`/mentors/${slug}$`))
    const opened = await page.goto(testUrl(new URL(copied).pathname))
    assert.equal(opened?.status(), 200)
    await context.close()
  })
})
