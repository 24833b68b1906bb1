/// <reference lib="dom" />
import { test } from '@japa/runner'
import type { Page } from 'playwright'
import testUtils from '@adonisjs/core/services/test_utils'
import { givenUser } from '#tests/helpers/users'
import { testUrl } from '#tests/helpers/url'
import { accessibilityViolations } from '#tests/helpers/axe'

const DESKTOP = { width: 1280, height: 900 }

/** A chunk of the console's build, by the name of its source (console, UserList…). */
function chunk(name: string) {
  return new RegExp(`/admin/assets/${name}-[\\w-]+\\.js$`)
}

/** Holds the page's requests for a chunk until the returned function is called. */
async function holdChunk(page: Page, name: string) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(chunk(name), async (route) => {
    await released
    await route.continue()
  })
  return release
}

test.group('Admin console | while its code loads', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('a labelled progress indicator shows until the console and then a view are ready', async ({
    browser,
    assert,
  }) => {
    const admin = await givenUser({ role: 'ADMIN', firstName: 'Ada', lastName: 'Admin' })
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-US' })
    await context.loginAs(admin)
    const page = await context.newPage()

    const releaseConsole = await holdChunk(page, 'console')
    const releaseView = await holdChunk(page, 'UserList')
    await page.goto(testUrl('/admin/users'))
    await page.getByRole('progressbar', { name: 'Loading the admin console' }).waitFor()
    assert.deepEqual(await accessibilityViolations(page), [], 'console loading')

    releaseConsole()
    await page.getByRole('progressbar', { name: 'Loading the page' }).waitFor()
    assert.deepEqual(await accessibilityViolations(page), [], 'view loading')

    releaseView()
    await page.getByRole('checkbox', { name: 'Select this row' }).first().waitFor()
    assert.equal(await page.getByRole('progressbar').count(), 0)
    await context.close()
  })

  test('in Italian, and a console that cannot be loaded says so', async ({ browser, assert }) => {
    const admin = await givenUser({ role: 'ADMIN', locale: 'it' })
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'it-IT' })
    await context.loginAs(admin)
    const page = await context.newPage()

    const releaseConsole = await holdChunk(page, 'console')
    await page.goto(testUrl('/admin'))
    await page
      .getByRole('progressbar', { name: 'Caricamento della console di amministrazione' })
      .waitFor()
    assert.equal(await page.getAttribute('html', 'lang'), 'it')
    releaseConsole()
    await page.getByRole('heading', { level: 1, name: 'Panoramica' }).waitFor()

    await page.unrouteAll()
    await page.route(chunk('console'), (route) => route.abort())
    await page.reload()
    const notice = page.getByRole('alert')
    await notice
      .getByText('Non è stato possibile caricare la console di amministrazione.', { exact: true })
      .waitFor()
    await notice.getByRole('button', { name: 'Ricarica la pagina' }).waitFor()
    assert.deepEqual(await accessibilityViolations(page), [], 'console not loaded')
    await context.close()
  })
})
