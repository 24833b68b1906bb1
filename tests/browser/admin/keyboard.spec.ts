/// <reference lib="dom" />
import { test } from '@japa/runner'
import type { Assert } from '@japa/assert'
import type { Locator, Page } from 'playwright'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import ReferenceDataSeeder from '#database/seeders/01_reference_data_seeder'
import { givenUser } from '#tests/helpers/users'
import { givenMentor } from '#tests/helpers/mentors'
import { givenSession } from '#tests/helpers/sessions'
import MentorApplication from '#mentoring/models/mentor_application'
import { expectAccessible, visit } from '#tests/helpers/pages'
import { expectVisibleFocus } from '#tests/helpers/contrast'
import { getsFocus } from '#tests/helpers/keyboard'

const SIZES = {
  'desktop': { width: 1280, height: 900 },
  '320 px': { width: 320, height: 640 },
}

/** Presses Tab until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, assert: Assert, max = 150) {
  await target.waitFor()
  for (let press = 0; press < max; press++) {
    await page.keyboard.press('Tab')
    // A short wait: the target is there (above); if it goes, or is renamed, this fails.
    const focused = await target.evaluate((element) => element === document.activeElement, null, {
      timeout: 5000,
    })
    if (focused) return
  }
  assert.fail(`Tab never reached ${target}`)
}

/** The document's title once it names `screen` (or after 10 s, whatever it is then). */
async function titleOnceSettled(page: Page, screen: string) {
  await page
    .waitForFunction((name) => document.title.startsWith(`${name} ·`), screen, { timeout: 10_000 })
    .catch(() => {})
  return page.title()
}

test.group('Admin console | by keyboard alone', (group) => {
  group.each.setup(async () => {
    // Empty tables before each test too: files that ran earlier in this process may have
    // left rows (sessions, users) that push this test's records off the lists' first page.
    const truncate = await testUtils.db().truncate()
    await truncate()
    await new ReferenceDataSeeder(db.connection()).run()
    return truncate
  })

  test(
    'an admin opens a user from the list, then a session, and opens and leaves its cancel dialog, at {$self}'
  )
    .with(['desktop', '320 px'] as const)
    .run(async ({ browser, assert }, size) => {
      const admin = await givenUser({ role: 'ADMIN', firstName: 'Ada', lastName: 'Admin' })
      await givenUser({ firstName: 'Nora', lastName: 'Bassi' })
      const { user: mentor } = await givenMentor({ firstName: 'Marta', lastName: 'Rossi' })
      const mentee = await givenUser({ firstName: 'Paul', lastName: 'Smith' })
      const session = await givenSession(mentor, mentee)
      const context = await browser.newContext({ viewport: SIZES[size] })
      await context.loginAs(admin)
      const page = await context.newPage()

      // The users list: each record has a link of its own, reached with Tab, followed with Enter.
      await visit(page, '/admin/users')
      const showNora = page.getByRole('link', { name: 'Show Nora Bassi' })
      await tabTo(page, showNora, assert)
      await expectVisibleFocus(page, assert, 'the link to a user')
      await page.keyboard.press('Enter')
      await page.waitForURL(/\/admin\/users\/\d+\/show$/)
      await page.getByText('Nora Bassi').first().waitFor()
      await expectAccessible(page, assert, `user page at ${size}`)

      // The sessions list, then the session's page.
      await visit(page, '/admin/sessions')
      const showSession = page.getByRole('link', {
        name: `Show #${session.id} Marta Rossi – Paul Smith`,
      })
      await tabTo(page, showSession, assert)
      await page.keyboard.press('Enter')
      await page.waitForURL(new RegExp(`/admin/sessions/${session.id}/show$`))

      // Its action: the dialog takes the focus, Escape closes it, the focus returns to the button.
      const cancelSession = page.getByRole('button', { name: 'Cancel session' })
      await tabTo(page, cancelSession, assert)
      await expectVisibleFocus(page, assert, 'the cancel session button')
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', {
        name: 'Cancel the session of Marta Rossi with Paul Smith',
      })
      await dialog.waitFor()
      assert.isTrue(await getsFocus(dialog.getByLabel('Reason')), 'the reason field has the focus')
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      assert.isTrue(await getsFocus(cancelSession), 'the focus is back on the button')
      await expectVisibleFocus(page, assert, 'the cancel session button, after the dialog')
      await context.close()
    })
    .timeout(180_000)

  test('sort headers, menu items and confirm buttons show their focus; tables tell their sort and results; each screen has its own title; focus stays near after an action', async ({
    browser,
    assert,
  }) => {
    const admin = await givenUser({ role: 'ADMIN', firstName: 'Ada', lastName: 'Admin' })
    const nora = await givenUser({ firstName: 'Nora', lastName: 'Bassi' })
    await givenUser({ firstName: 'Paul', lastName: 'Smith' })
    const applicant = await givenUser({ firstName: 'Luca', lastName: 'Verdi' })
    await MentorApplication.create({
      userId: applicant.id,
      basis: 'senior_experience',
      profileUrl: 'https://www.linkedin.com/in/luca',
      motivation: 'Twenty years in logistics; I want to help founders plan their operations.',
      status: 'pending',
    })
    const context = await browser.newContext({ viewport: SIZES.desktop })
    await context.loginAs(admin)
    const page = await context.newPage()

    // A sidebar item.
    await visit(page, '/admin/users')
    const usersItem = page.getByRole('menuitem', { name: 'Users', exact: true })
    await tabTo(page, usersItem, assert)
    await expectVisibleFocus(page, assert, 'a sidebar item')

    // The sorted column says so; a sort header shows its focus and sorts with Enter.
    const created = page.getByRole('columnheader', { name: 'Created' })
    assert.equal(await created.getAttribute('aria-sort'), 'descending')
    const email = page.getByRole('columnheader', { name: 'E-mail' })
    assert.isNull(await email.getAttribute('aria-sort'))
    await tabTo(page, email.getByRole('button'), assert)
    await expectVisibleFocus(page, assert, 'a sort header')
    await page.keyboard.press('Enter')
    await page.waitForFunction(
      () =>
        Array.from(document.querySelectorAll('th')).find((cell) => cell.textContent === 'E-mail')
          ?.ariaSort === 'ascending'
    )
    assert.isNull(await created.getAttribute('aria-sort'))

    // A search announces its results politely.
    const search = page.getByRole('textbox', { name: 'Search' })
    await tabTo(page, search, assert)
    await page.keyboard.type('Bassi')
    await page.getByRole('status').filter({ hasText: 'Result 1 of 1' }).waitFor()
    await page.keyboard.press('Control+a')
    await page.keyboard.type('nobody-matches-this')
    await page.getByRole('status').filter({ hasText: 'No results' }).waitFor()

    // The list and a record have titles of their own.
    assert.equal(await titleOnceSettled(page, 'Users'), 'Users · Mentorship Hub admin')
    await visit(page, `/admin/users/${nora.id}/show`)
    assert.equal(
      await titleOnceSettled(page, 'User Nora Bassi'),
      'User Nora Bassi · Mentorship Hub admin'
    )

    // The confirm dialog takes the focus, its buttons show it; after confirming the focus
    // is on the button that now offers the opposite action.
    const suspend = page.getByRole('button', { name: 'Suspend', exact: true })
    await tabTo(page, suspend, assert)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Suspend Nora Bassi?' })
    await dialog.waitFor()
    assert.isTrue(await getsFocus(dialog, { within: true }), 'the focus is in the dialog')
    await expectVisibleFocus(page, assert, 'the focused button of the confirm dialog')
    // Tab stays in the dialog.
    await tabTo(page, dialog.getByRole('button', { name: 'Cancel' }), assert, 5)
    await expectVisibleFocus(page, assert, 'the cancel button')
    await tabTo(page, dialog.getByRole('button', { name: 'Suspend' }), assert, 5)
    await expectVisibleFocus(page, assert, 'the confirm button')
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'detached' })
    const reactivate = page.getByRole('button', { name: 'Reactivate', exact: true })
    await reactivate.waitFor()
    assert.isTrue(await getsFocus(reactivate), 'the focus is on Reactivate')
    await nora.refresh()
    assert.equal(nora.status, 'suspended')

    // Approving removes the application's row: the focus goes to the main content.
    await visit(page, '/admin/pending-mentors')
    await tabTo(page, page.getByRole('button', { name: 'Approve Luca Verdi' }), assert)
    await page.keyboard.press('Enter')
    const approve = page.getByRole('dialog', { name: 'Approve Luca Verdi?' })
    await approve.waitFor()
    await tabTo(page, approve.getByRole('button', { name: 'Approve' }), assert, 5)
    await page.keyboard.press('Enter')
    await page.getByText('No application is waiting for review.').waitFor()
    assert.isTrue(
      await getsFocus(page.locator('#main-content')),
      'the focus is on the main content'
    )
    await context.close()
  }).timeout(240_000)
})
