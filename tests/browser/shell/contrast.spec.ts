/// <reference lib="dom" />
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { Browser, Locator, Page } from 'playwright'
import type User from '#accounts/models/user'
import { edgesOf, expectVisibleFocus } from '#tests/helpers/contrast'
import { givenBookableMentor, givenSession } from '#tests/helpers/sessions'
import { givenUser } from '#tests/helpers/users'
import { visit } from '#tests/helpers/pages'

/**
 * What axe's color-contrast leaves out (it checks text only): the edges of
 * fields, the stars of a rating and the focus indicators are 3:1 or more
 * against what is behind them (1.4.11, 2.4.7), placeholders 4.5:1.
 */
async function open(browser: Browser, path: string, user?: User) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  if (user) await context.loginAs(user)
  const page = await context.newPage()
  await visit(page, path)
  return { context, page }
}

/** Tab until `target` has the focus (at most `max` presses). */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let press = 0; press < max; press++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return true
  }
  return false
}

test.group('Contrast | field edges, stars and focus indicators', () => {
  test('text fields and selects: borders 3:1, placeholders 4.5:1, a solid focus ring 3:1', async ({
    browser,
    assert,
  }) => {
    const { context, page } = await open(browser, '/login')
    const email = page.getByRole('textbox', { name: 'E-mail' })
    const login = await edgesOf(email)
    assert.isAtLeast(login.border, 3, 'sign-in e-mail border')
    assert.isTrue(await tabTo(page, email), 'Tab reaches the e-mail field')
    await expectVisibleFocus(page, assert, 'sign-in e-mail field')

    await visit(page, '/mentors')
    const search = page.getByRole('searchbox').first()
    const list = await edgesOf(search)
    assert.isAtLeast(list.border, 3, 'mentor search border')
    if (await search.getAttribute('placeholder')) {
      assert.isAtLeast(list.placeholder, 4.5, 'mentor search placeholder')
    }
    for (const [name, field] of [
      ['mentor search', search],
      ['sort select', page.getByRole('combobox', { name: 'Sort by' })],
      ['language button', page.getByRole('banner').getByRole('button', { name: /^Language:/ })],
    ] as const) {
      const { border } = await edgesOf(field)
      assert.isAtLeast(border, 3, `${name} border`)
      assert.isTrue(await tabTo(page, field, 120), `Tab reaches the ${name}`)
      await expectVisibleFocus(page, assert, name)
    }
    await context.close()
  })

  test('the schedule time fields: the visible word in their name, the 24-hour format described', async ({
    browser,
    assert,
  }) => {
    const mentor = await givenBookableMentor({ firstName: 'Tessa', lastName: 'Ward' })
    const { context, page } = await open(browser, '/settings/profile/schedule', mentor.user)
    const from = page.getByRole('textbox', { name: 'From (Monday, range 1)', exact: true })
    const edges = await edgesOf(from)
    assert.isAtLeast(edges.border, 3, 'time field border')
    assert.isAtLeast(edges.placeholder, 4.5, 'time field placeholder')
    const description = await from.evaluate((element) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
    )
    assert.include(description, 'Times in 24-hour format, for example 09:00 or 17:30.')
    await context.close()
  })

  test('My Sessions: the tab panel, a tab stop, shows its focus', async ({ browser, assert }) => {
    const mentor = await givenBookableMentor({ firstName: 'Omar', lastName: 'Reyes' })
    const mentee = await givenUser()
    await givenSession(mentor.user, mentee)
    const { context, page } = await open(browser, '/dashboard/sessions', mentee)
    const panel = page.getByRole('tabpanel')
    assert.isTrue(await tabTo(page, panel), 'Tab reaches the tab panel')
    await expectVisibleFocus(page, assert, 'the My Sessions tab panel')
    await context.close()
  })

  test('the feedback stars: outlines 3:1 chosen and empty', async ({ browser, assert }) => {
    const mentor = await givenBookableMentor({ firstName: 'Nadia', lastName: 'Costa' })
    const mentee = await givenUser()
    await givenSession(mentor.user, mentee, {
      status: 'completed',
      startsAt: DateTime.utc().minus({ days: 2 }).startOf('hour'),
    })
    const { context, page } = await open(browser, '/dashboard/sessions?tab=completed', mentee)
    await page.getByRole('button', { name: 'Leave feedback' }).click()
    const overall = page.getByRole('dialog').getByRole('group').first()
    await overall.getByLabel('3 stars').check()
    const stars = overall.locator('svg')
    assert.equal(await stars.count(), 5)
    for (let index = 0; index < 5; index++) {
      const { stroke } = await edgesOf(stars.nth(index))
      assert.isAtLeast(stroke, 3, `star ${index + 1} (${index < 3 ? 'chosen' : 'empty'})`)
    }
    await context.close()
  })

  test('the billing period: the chosen one has a 3:1 edge, the focused one an outline', async ({
    browser,
    assert,
  }) => {
    const { context, page } = await open(browser, '/pricing')
    const periods = page.locator('fieldset:has(input[name="billing-period"])')
    const chosen = periods.locator('label:has(input:checked)')
    const chosenEdges = await edgesOf(chosen)
    assert.isAtLeast(chosenEdges.border, 3, 'the chosen period')
    const other = periods.locator('label:has(input:not(:checked))').first()
    const otherEdges = await edgesOf(other)
    assert.isBelow(otherEdges.border, 1.01, 'a period not chosen has no edge')
    assert.isTrue(await tabTo(page, chosen.locator('input')), 'Tab reaches the periods')
    const { focus } = await edgesOf(chosen)
    assert.equal(focus.kind, 'outline', 'the focused period')
    assert.isAtLeast(focus.width, 2)
    assert.isAtLeast(focus.contrast, 3)
    await context.close()
  })
})
