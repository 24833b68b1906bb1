/// <reference lib="dom" />
import { test } from '@japa/runner'
import HelpRequest from '#billing/models/help_request'
import { DEFAULT_COMMUNITY_URL } from '#business/pro_features'
import { givenUser } from '#tests/helpers/users'
import { testUrl } from '#tests/helpers/url'
import { expectAccessible, visit } from '#tests/helpers/pages'
import { givenSubscription } from '#tests/helpers/billing'
import { holdRequests, pressAgainWhileBusy } from '#tests/helpers/keyboard'

test.group('PRO features | browser', () => {
  test('a FREE member reaches the PRO page from the navigation and sees the upgrade prompt to /pricing; axe finds nothing', async ({
    browser,
    assert,
  }) => {
    const member = await givenUser({ firstName: 'Marta' })
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await context.loginAs(member)
    const page = await context.newPage()
    await visit(page, '/dashboard')

    const nav = page.getByRole('navigation', { name: 'Main' }).first()
    await nav.getByRole('link', { name: 'PRO', exact: true }).click()
    await page.waitForURL(testUrl('/dashboard/pro'))
    assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), 'PRO features')

    const prompt = page.getByRole('region', { name: 'Unlock the PRO features' })
    assert.include(await prompt.innerText(), "Access to the PRO members' community")
    const upgrade = prompt.getByRole('link', { name: 'See PRO plans' })
    assert.equal(await upgrade.getAttribute('href'), '/pricing')
    assert.equal(await page.getByRole('textbox').count(), 0)
    assert.equal(await page.locator(`a[href="${DEFAULT_COMMUNITY_URL}"]`).count(), 0)
    await expectAccessible(page, assert, 'upgrade prompt')
    await context.close()
  })

  test('a PRO member sends a help request (errors inline first), sees it listed and the community link; axe finds nothing', async ({
    browser,
    assert,
  }) => {
    const member = await givenUser({ firstName: 'Luca' })
    await givenSubscription(member, 'PRO', { period: 'annual' })
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await context.loginAs(member)
    const page = await context.newPage()
    await visit(page, '/dashboard/pro')

    const community = page.getByRole('link', { name: /Open the community/ })
    assert.equal(await community.getAttribute('href'), DEFAULT_COMMUNITY_URL)
    assert.equal(await community.getAttribute('target'), '_blank')
    const upcoming = page.getByRole('region', { name: 'Upcoming features' })
    assert.include(await upcoming.innerText(), 'Group sessions')
    assert.equal(await page.getByTestId('upgrade-prompt').count(), 0)
    await expectAccessible(page, assert, 'PRO page')

    const form = page.getByRole('region', { name: 'Ask our team for help' })
    await form.getByRole('button', { name: 'Send request' }).click()
    await form.locator('#help-topic-error').waitFor()
    assert.equal(await form.locator('#help-topic-error').innerText(), 'Choose a topic')
    assert.equal(await form.getByLabel('Subject').getAttribute('aria-invalid'), 'true')
    assert.include(await form.innerText(), 'Describe what you need')
    await expectAccessible(page, assert, 'PRO page with field errors')

    await form.getByLabel('Topic').selectOption({ label: 'Hiring and team' })
    await form.getByLabel('Subject').fill('Hiring our first engineer')
    await form
      .getByLabel('Message')
      .fill('We need help defining the role and the interview process for our first hire.')
    const held = await holdRequests(page, '**/api/pro/help-requests')
    await form.getByRole('button', { name: 'Send request' }).click()
    const busy = await pressAgainWhileBusy(page, form.getByRole('button', { name: 'Sending…' }))
    assert.deepEqual(busy, { focused: true, ariaDisabled: 'true' })
    held.release()
    await page.getByText('Request sent').first().waitFor()
    assert.equal(held.sent(), 1)

    const recent = page.getByRole('region', { name: 'Your recent requests' })
    await recent.getByText('Hiring our first engineer').waitFor()
    assert.include(await recent.innerText(), 'Open')
    assert.equal(await form.getByLabel('Subject').inputValue(), '')
    const stored = await HelpRequest.query().where('userId', member.id)
    assert.lengthOf(stored, 1)
    assert.equal(stored[0].topic, 'hiring')
    await context.close()
  })
})
