/// <reference lib="dom" />
import { test } from '@japa/runner'
import type { BrowserContext, Page } from 'playwright'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#accounts/models/user'
import Referral from '#referrals/models/referral'
import Reward from '#referrals/models/reward'
import ReferralCode from '#referrals/models/referral_code'
import { billingSettings } from '#config/stripe'
import { attributeReferral } from '#referrals/services/attribution'
import { ensureReferralCode } from '#referrals/services/codes'
import { convertReferralOnPayment } from '#referrals/services/conversion'
import { processRewards } from '#referrals/services/reward_processing'
import ReferenceDataSeeder from '#database/seeders/01_reference_data_seeder'
import { emptyDatabase } from '#tests/helpers/clean_slate'
import { inTestMode } from '#tests/helpers/fake_stripe'
import { MailCapture } from '#tests/helpers/mail_capture'
import { givenUser } from '#tests/helpers/users'
import { testUrl } from '#tests/helpers/url'
import { expectAccessible, toastSaying, visit, waitForLink } from '#tests/helpers/pages'
import { waitForSettled } from '#tests/helpers/hydration'

const PASSWORD = 'Correct-Horse-Battery-2026!'

async function captured(page: Page, context: BrowserContext) {
  const stored = await page.evaluate(() => window.localStorage.getItem('referralCode'))
  const cookies = await context.cookies()
  const cookie = cookies.find((one) => one.name === 'referralCode')
  return { stored, cookie: cookie?.value ?? null }
}

/** A referrer whose code `count` friends signed up with; the first `converted` paid. */
async function givenReferrer(count: number, converted: number) {
  const referrer = await givenUser({ firstName: 'Paola', lastName: 'Gallo' })
  const code = await ensureReferralCode(referrer)
  for (let index = 0; index < count; index++) {
    const friend = await givenUser({ firstName: 'Friend', lastName: `Number${index + 1}` })
    await attributeReferral(friend, code)
    if (index < converted) await convertReferralOnPayment(friend.id, DateTime.utc(), 2900)
  }
  return { referrer, code }
}

test.group('Referrals | journey in the browser', (group) => {
  let mails: MailCapture
  group.setup(async () => {
    // The journey counts the rewards the payout processes: none left pending by other spec
    // files that ran earlier in this test process.
    await emptyDatabase()
    await new ReferenceDataSeeder(db.connection()).run()
  })
  group.each.setup(() => inTestMode())
  group.each.setup(() => {
    const launch = billingSettings.launchDiscountEnabled
    // The referral discount is the largest one only without the launch offer.
    billingSettings.launchDiscountEnabled = false
    mails = new MailCapture()
    return () => {
      mails.restore()
      billingSettings.launchDiscountEnabled = launch
    }
  })

  test('/r/<code> -> register -> the welcome notice -> 20 % off the first subscription -> the referrer sees the conversion and the credit pending, then processed', async ({
    browser,
    assert,
  }) => {
    const referrer = await givenUser({ firstName: 'Anna', lastName: 'Conti' })
    const code = await ensureReferralCode(referrer)
    const email = `referred-${Date.now()}@example.test`

    // --- The landing, signed out ---------------------------------------------
    const friendContext = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await friendContext.newPage()
    await visit(page, `/r/${code}`)
    await page.getByRole('heading', { name: 'Anna invited you to find your mentor' }).waitFor()
    await page.getByText('get 20% off your first subscription').waitFor()
    await expectAccessible(page, assert, 'referral landing')
    assert.deepEqual(await captured(page, friendContext), { stored: code, cookie: code })

    // --- Registration with the captured code ------------------------------------
    await page.getByRole('link', { name: 'Sign up and claim 20% off' }).click()
    await page.waitForURL(/\/register/)
    await waitForSettled(page)
    const codeField = page.getByLabel('Referral code (optional)')
    await page.getByText('Invited by Anna: you get 20% off your first subscription.').waitFor()
    assert.equal(await codeField.inputValue(), code)
    await page.getByLabel('First name', { exact: true }).fill('Bruno')
    await page.getByLabel('Last name', { exact: true }).fill('Ferri')
    await page.getByLabel('E-mail', { exact: true }).fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.waitForURL(/\/verify-email/)
    // The code has done its work in this browser.
    assert.deepEqual(await captured(page, friendContext), { stored: null, cookie: null })
    const friend = await User.findByOrFail('email', email)
    const referral = await Referral.findByOrFail('referredUserId', friend.id)
    assert.equal(referral.referrerUserId, referrer.id)
    assert.equal(referral.status, 'pending')

    // --- Verified and signed in: the welcome notice --------------------------------
    await page.goto(testUrl(await waitForLink(mails, email, '/verify-email/')))
    await toastSaying(page, 'Anna invited you: you get 20% off your first subscription.').waitFor()

    // --- The first subscription with the discount (TEST MODE checkout) ------------
    friend.onboarded = true
    await friend.save()
    await visit(page, '/pricing')
    await page
      .locator('article[data-plan="BASE"]')
      .getByRole('button', { name: 'Choose Base' })
      .click()
    await page.waitForURL(/\/checkout\/test\/co_/)
    await page.getByText('Referral discount (20%): −€5.80').waitFor()
    assert.equal(await page.getByTestId('due-today').innerText(), '€23.20')
    await page.getByRole('button', { name: 'Complete test payment' }).click()
    await page.waitForURL(/\/checkout\/success/)
    await referral.refresh()
    assert.equal(referral.status, 'converted')
    await friendContext.close()

    // --- The referrer's page: the conversion, the credit pending then processed -------
    const referrerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await referrerContext.loginAs(referrer)
    const own = await referrerContext.newPage()
    await visit(own, '/settings/referrals')
    await own.getByRole('heading', { name: 'Invites and rewards', level: 1 }).waitFor()
    const friendRow = own.getByTestId('referred-users').locator('tbody tr')
    await friendRow.getByText('Bruno Ferri').waitFor()
    await friendRow.locator('[data-status="converted"]').getByText('Converted').waitFor()
    assert.equal(await own.getByTestId('successful-referrals').innerText(), '1')
    const rewardRow = own.getByTestId('rewards-history').locator('tbody tr')
    await rewardRow.getByText('Credit').waitFor()
    await rewardRow.getByText('€10').waitFor()
    await rewardRow.locator('[data-status="pending"]').waitFor()
    assert.equal(await own.getByTestId('credits-balance').innerText(), '€0')
    await own.getByText('2 more successful referrals to your next free session').waitFor()
    assert.equal(await own.getByRole('progressbar').getAttribute('aria-valuenow'), '33')
    await expectAccessible(own, assert, 'referral page')

    const summary = await processRewards()
    assert.equal(summary.processed, 1)
    const credit = await Reward.query().where('referrerUserId', referrer.id).firstOrFail()
    assert.equal(credit.status, 'processed')
    await visit(own, '/settings/referrals')
    await rewardRow.locator('[data-status="processed"]').getByText('Processed').waitFor()
    assert.equal(await own.getByTestId('credits-balance').innerText(), '€10')
    await referrerContext.close()
  }).timeout(120_000)

  test('the first code captured wins: ?r= on any page, then another landing', async ({
    browser,
    assert,
  }) => {
    const first = await ensureReferralCode(await givenUser({ firstName: 'Elena' }))
    const second = await ensureReferralCode(await givenUser({ firstName: 'Franco' }))
    const context = await browser.newContext()
    const page = await context.newPage()
    await visit(page, `/pricing?r=${first.toLowerCase()}`)
    assert.deepEqual(await captured(page, context), { stored: first, cookie: first })
    await visit(page, `/r/${second}`)
    await page.getByRole('heading', { name: 'Franco invited you to find your mentor' }).waitFor()
    assert.deepEqual(await captured(page, context), { stored: first, cookie: first })
    // A client-side visit with another ?r= changes nothing either.
    await page.getByRole('link', { name: 'Sign up and claim 20% off' }).click()
    await page.waitForURL(/\/register\?r=/)
    await waitForSettled(page)
    await page.getByText('Invited by Elena: you get 20% off your first subscription.').waitFor()
    assert.equal(await page.getByLabel('Referral code (optional)').inputValue(), first)
    assert.deepEqual(await captured(page, context), { stored: first, cookie: first })
    await context.close()
  }).timeout(60_000)

  test('an unknown code: the landing and the registration form say so; sign-up still works', async ({
    browser,
    assert,
  }) => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await visit(page, '/r/ZZZZ9999')
    await page
      .getByTestId('unknown-code')
      .getByText("We don't recognise the code ZZZZ9999")
      .waitFor()
    // An unknown code is not kept: a later valid code can still be captured.
    assert.deepEqual(await captured(page, context), { stored: null, cookie: null })
    await expectAccessible(page, assert, 'landing with an unknown code')
    await visit(page, '/register')
    await page.getByLabel('Referral code (optional)').fill('QQQQ2222')
    await page
      .getByText(
        "We don't recognise this referral code. You can still sign up, without the referral discount."
      )
      .waitFor()
    await expectAccessible(page, assert, 'register with an unknown code')
    const email = `unknown-code-${Date.now()}@example.test`
    await page.getByLabel('First name', { exact: true }).fill('Gino')
    await page.getByLabel('Last name', { exact: true }).fill('Rossi')
    await page.getByLabel('E-mail', { exact: true }).fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.waitForURL(/\/verify-email/)
    const user = await User.findByOrFail('email', email)
    assert.isNull(await Referral.findBy('referredUserId', user.id))
    await context.close()
  }).timeout(60_000)

  test('the referral page: copy, share channels, generate code, both tables paged and their failure messages; Italian', async ({
    browser,
    assert,
  }) => {
    // 12 friends, all converted: 12 credits and 4 free sessions, two pages each.
    const { referrer, code } = await givenReferrer(12, 12)
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: testUrl('/') })
    await context.loginAs(referrer)
    const page = await context.newPage()
    await visit(page, '/settings/referrals')
    assert.equal(await page.getByTestId('referral-code').innerText(), code)
    assert.equal(await page.getByTestId('total-referrals').innerText(), '12')
    assert.equal(await page.getByTestId('credits-earned').innerText(), '€120')
    assert.equal(await page.getByTestId('free-sessions-earned').innerText(), '4')
    await page.getByText('3 more successful referrals to your next free session').waitFor()
    await page.getByRole('heading', { name: 'How it works' }).waitFor()
    assert.lengthOf(await page.getByRole('heading', { level: 3 }).all(), 3)

    // Copy.
    await page.getByRole('button', { name: 'Copy link' }).click()
    await toastSaying(page, 'Referral link copied')
      .getByText('Share it with your friends!')
      .waitFor()
    const link = await page.getByRole('textbox', { name: 'Referral link' }).inputValue()
    assert.match(link, new RegExp(`/r/${code}$`))
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link)

    // Share channels.
    const shares = page.getByRole('list', { name: 'Share by' })
    const mailto = await shares.getByRole('link', { name: 'E-mail' }).getAttribute('href')
    assert.match(mailto ?? '', /^mailto:\?subject=/)
    assert.include(decodeURIComponent(mailto ?? ''), link)
    const whatsapp = await shares.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')
    assert.include(decodeURIComponent(whatsapp ?? ''), link)
    assert.match(whatsapp ?? '', /^https:\/\/wa\.me\//)
    const linkedin = await shares.getByRole('link', { name: /LinkedIn/ }).getAttribute('href')
    assert.include(decodeURIComponent(linkedin ?? ''), link)

    // Both tables page through the API.
    const users = page.getByTestId('referred-users')
    await users.getByText('Showing page 1 of 2').waitFor()
    await users.getByText('Friend Number12').waitFor()
    await users.getByRole('button', { name: 'Next' }).click()
    await users.getByText('Showing page 2 of 2').waitFor()
    await users.getByText('Friend Number1', { exact: true }).waitFor()
    assert.isTrue(await users.getByRole('button', { name: 'Next' }).isDisabled())
    const rewards = page.getByTestId('rewards-history')
    await rewards.getByText('Showing page 1 of 2').waitFor()
    await rewards.getByRole('button', { name: 'Next' }).click()
    await rewards.getByText('Showing page 2 of 2').waitFor()
    await expectAccessible(page, assert, 'referral page, second pages')

    // Failures: each table's own message, the page it showed stays.
    await page.route('**/api/referral/referred-users?**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"message":"boom","errorCode":"INTERNAL_ERROR"}',
      })
    )
    await users.getByRole('button', { name: 'Previous' }).click()
    await toastSaying(page, 'Failed to load users page. Please try again.').waitFor()
    await users
      .getByRole('alert')
      .getByText('Failed to load users page. Please try again.')
      .waitFor()
    await users.getByText('Showing page 2 of 2').waitFor()
    await page.unroute('**/api/referral/referred-users?**')
    await users.getByRole('button', { name: 'Try again' }).click()
    await users.getByText('Showing page 2 of 2').waitFor()
    await users.getByRole('alert').waitFor({ state: 'detached' })

    await page.route('**/api/referral/rewards?**', (route) => route.abort())
    await rewards.getByRole('button', { name: 'Previous' }).click()
    await toastSaying(page, 'Failed to load rewards page. Please try again.').waitFor()
    await page.unroute('**/api/referral/rewards?**')

    // Generate a new code: code and link replaced.
    await page.getByRole('button', { name: 'Generate a new code' }).click()
    await toastSaying(page, 'Referral code generated').waitFor()
    const row = await ReferralCode.findByOrFail('userId', referrer.id)
    assert.notEqual(row.code, code)
    await page.getByTestId('referral-code').getByText(row.code).waitFor()
    assert.match(
      await page.getByRole('textbox', { name: 'Referral link' }).inputValue(),
      new RegExp(`/r/${row.code}$`)
    )

    // Italian.
    await context.addCookies([{ name: 'locale', value: 'it', url: testUrl('/') }])
    await visit(page, '/settings/referrals')
    await page.getByRole('heading', { name: 'Inviti e premi', level: 1 }).waitFor()
    await page.getByTestId('referred-users').getByText('Pagina 1 di 2').waitFor()
    await page.getByRole('heading', { name: 'Come funziona' }).waitFor()
    await expectAccessible(page, assert, 'referral page in Italian')
    await context.close()
  }).timeout(120_000)

  test('an empty referral page and the sign-in notice naming "another user" when the referrer is gone', async ({
    browser,
    assert,
  }) => {
    const member = await givenUser({ firstName: 'Ida' })
    const referrer = await givenUser({ firstName: 'Luca' })
    const friend = await givenUser({ firstName: 'Marta' })
    await attributeReferral(friend, await ensureReferralCode(referrer))
    referrer.status = 'suspended'
    await referrer.save()

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await context.loginAs(member)
    const page = await context.newPage()
    await visit(page, '/settings/referrals')
    await page
      .getByText('No referred friends yet. Share your link to invite your first one.')
      .waitFor()
    await page
      .getByText('No rewards yet. You earn one when a friend you invited subscribes.')
      .waitFor()
    await expectAccessible(page, assert, 'empty referral page')
    await context.close()

    const friendContext = await browser.newContext()
    const login = await friendContext.newPage()
    await visit(login, '/login')
    await login.getByLabel('E-mail', { exact: true }).fill(friend.email)
    await login.getByLabel('Password', { exact: true }).fill('a-long-test-password-2026')
    await login.getByRole('button', { name: 'Sign in', exact: true }).click()
    await login.waitForURL(/\/dashboard/)
    await toastSaying(
      login,
      'Another user invited you: you get 20% off your first subscription.'
    ).waitFor()
    // Once per sign-in, not on every page.
    await visit(login, '/settings/referrals')
    await login.waitForTimeout(500)
    assert.equal(await toastSaying(login, 'invited you').count(), 0)
    await friendContext.close()
  }).timeout(60_000)
})
