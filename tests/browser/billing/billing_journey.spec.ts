/// <reference lib="dom" />
import { test } from '@japa/runner'
import env from '#start/env'
import db from '@adonisjs/lucid/services/db'
import redis from '@adonisjs/redis/services/main'
import { billingSettings } from '#config/stripe'
import Invoice from '#billing/models/invoice'
import Subscription from '#billing/models/subscription'
import WaitingListEntry from '#billing/models/waiting_list_entry'
import MentoringSession from '#scheduling/models/mentoring_session'
import { startCheckout } from '#billing/services/checkout'
import { FakeStripe, configuredCatalog, deliverAll, inTestMode } from '#tests/helpers/fake_stripe'
import { givenBookableMentor, givenSession } from '#tests/helpers/sessions'
import { givenUser } from '#tests/helpers/users'
import { testUrl } from '#tests/helpers/url'
import { expectAccessible, toastSaying, visit } from '#tests/helpers/pages'
import { getsFocus, holdRequests, pressAgainWhileBusy } from '#tests/helpers/keyboard'
import { waitForSettled } from '#tests/helpers/hydration'

async function clearWaitingListLimits() {
  if (env.get('LIMITER_STORE') === 'redis') {
    const prefix = redis.connection().ioConnection.options.keyPrefix ?? ''
    const keys = await redis.connection().keys(`${prefix}*billing_waiting_list_*`)
    if (keys.length) await redis.connection().del(...keys.map((key) => key.slice(prefix.length)))
    return
  }
  await db.from('rate_limits').whereLike('key', '%billing_waiting_list_%').delete()
}

test.group('Billing | journey in the browser', (group) => {
  // The in-app test mode, whatever STRIPE_SECRET_KEY the environment holds.
  group.each.setup(() => inTestMode())
  let launch: boolean
  group.each.setup(() => {
    launch = billingSettings.launchDiscountEnabled
    billingSettings.launchDiscountEnabled = true
    return () => {
      billingSettings.launchDiscountEnabled = launch
    }
  })

  test('pricing -> PRO annual -> TEST MODE checkout -> success -> a second call -> the invoice on payments', async ({
    browser,
    assert,
  }) => {
    const { user: mentor } = await givenBookableMentor({ firstName: 'Harriet', lastName: 'Lane' })
    const { user: first } = await givenBookableMentor({ firstName: 'Olga', lastName: 'Berg' })
    const mentee = await givenUser({
      firstName: 'Marco',
      lastName: 'Bianchi',
      timezone: 'Europe/Rome',
    })
    // The free first call went to another mentor: the next call needs a plan.
    await givenSession(first, mentee, { entitlement: 'free_call' })

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await context.loginAs(mentee)
    const page = await context.newPage()

    // --- Pricing ----------------------------------------------------------
    await visit(page, '/pricing')
    await page.getByRole('heading', { name: 'Simple plans for every stage' }).waitFor()
    await expectAccessible(page, assert, 'pricing (monthly)')
    const pro = page.locator('article[data-plan="PRO"]')
    await pro.getByText('€79', { exact: true }).waitFor()
    const annual = page.getByRole('radio', { name: /Annual/ })
    await page.locator('label', { has: annual }).click()
    assert.isTrue(await annual.isChecked())
    await pro.getByTestId('list-price').getByText('€533').waitFor()
    await pro.getByText('Save €415 compared with paying monthly').waitFor()
    assert.equal(await pro.getByTestId('launch-price').innerText(), '€266.50')
    assert.equal(new URL(page.url()).searchParams.get('period'), 'annual')
    await expectAccessible(page, assert, 'pricing (annual)')
    await pro.getByRole('button', { name: 'Choose Pro' }).click()

    // --- Test-mode checkout ------------------------------------------------
    await page.waitForURL(/\/checkout\/test\/co_/)
    await page.getByTestId('test-mode-badge').getByText('TEST MODE').waitFor()
    await page.getByTestId('due-today').getByText('€266.50').waitFor()
    await expectAccessible(page, assert, 'test-mode checkout')
    const paying = await holdRequests(page, '**/api/billing/test-checkout/*/complete')
    await page.getByRole('button', { name: 'Complete test payment' }).click()
    const busyPay = await pressAgainWhileBusy(
      page,
      page.getByRole('button', { name: 'Completing…' })
    )
    assert.deepEqual(busyPay, { focused: true, ariaDisabled: 'true' })
    paying.release()

    // --- Success -------------------------------------------------------------
    await page.waitForURL(/\/checkout\/success\?session_id=co_/)
    assert.equal(paying.sent(), 1)
    await page.getByRole('heading', { name: 'Welcome to Pro!' }).waitFor()
    await page.getByText('Your Pro plan (annual) is active.').waitFor()
    await expectAccessible(page, assert, 'checkout success')
    const subscription = await Subscription.query().where('userId', mentee.id).firstOrFail()
    assert.equal(subscription.plan, 'PRO')
    assert.equal(subscription.period, 'annual')
    assert.equal(subscription.status, 'active')

    // --- A second call, on the plan -----------------------------------------------
    await visit(page, `/mentors/${mentor.id}/sessions/new`)
    await page.getByRole('heading', { name: 'Book a session with Harriet Lane' }).waitFor()
    await page.locator('fieldset[data-day] label').first().click()
    await page
      .getByRole('textbox', { name: 'Objective' })
      .fill('Prepare the seed round pitch for investors')
    await page
      .getByRole('textbox', { name: 'Problem' })
      .fill('Our deck does not explain the market size well')
    await page
      .getByRole('textbox', { name: 'Desired outcome' })
      .fill('A clear story and a list of investors to contact')
    await page.getByLabel('Communication tool').selectOption('jitsi')
    await page.getByRole('checkbox', { name: /best practices for a session request/ }).click()
    await page.getByRole('button', { name: 'Request session' }).click()
    await page.waitForURL(/\/dashboard\/sessions\?tab=upcoming$/)
    await toastSaying(page, 'Session requested').waitFor()
    const booked = await MentoringSession.query()
      .where('menteeUserId', mentee.id)
      .where('mentorUserId', mentor.id)
      .firstOrFail()
    assert.equal(booked.entitlement, 'subscription')

    // --- Payments: the plan and the invoice ------------------------------------
    await visit(page, '/settings/payments')
    await page.getByRole('heading', { name: 'Payments and subscription' }).waitFor()
    await page.getByTestId('current-plan').getByText('Pro').waitFor()
    await page.getByTestId('payment-method').getByText('Visa ending in 4242').waitFor()
    const invoice = await Invoice.query().where('userId', mentee.id).firstOrFail()
    const row = page.locator(`tr[data-invoice-id="${invoice.id}"]`)
    await row.getByText('Pro plan – Annual').waitFor()
    await row.getByText('€266.50').waitFor()
    await row.getByText('Paid').waitFor()
    // A session of this subscription was booked: no refund any more.
    assert.equal(await page.getByRole('button', { name: 'Request a refund' }).count(), 0)
    await page.getByText('A session of this subscription has been booked').waitFor()
    await expectAccessible(page, assert, 'payments with a PRO subscription')

    // Cancel at period end (confirmed in a dialog), then resume.
    await page.getByRole('button', { name: 'Cancel subscription' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Cancel your subscription?' })
    await dialog.waitFor()
    await expectAccessible(page, assert, 'cancel dialog')
    await dialog.getByRole('button', { name: 'Cancel at period end' }).click()
    await toastSaying(page, 'Subscription cancelled').waitFor()
    await page.getByTestId('cancel-notice').waitFor()
    await page
      .getByTestId('subscription-status')
      .getByText(/^Ends on /)
      .waitFor()
    await subscription.refresh()
    assert.isTrue(subscription.cancelAtPeriodEnd)
    // A second press while it is sent resumes nothing more (the button keeps the focus).
    const held = await holdRequests(page, '**/api/billing/subscription/resume')
    await page.getByRole('button', { name: 'Resume subscription' }).click()
    const busy = await pressAgainWhileBusy(
      page,
      page.getByRole('button', { name: 'Resume subscription' }).and(page.locator('[aria-disabled]'))
    )
    assert.deepEqual(busy, { focused: true, ariaDisabled: 'true' })
    held.release()
    await toastSaying(page, 'Subscription resumed').waitFor()
    assert.equal(held.sent(), 1)
    await page.getByTestId('subscription-status').getByText('Active').waitFor()
    await subscription.refresh()
    assert.isFalse(subscription.cancelAtPeriodEnd)
    await context.close()
  }).timeout(120_000)

  test('BASE monthly, then a change to PRO in the dialog and a refund within the 14 days; a cancelled test checkout charges nothing', async ({
    browser,
    assert,
  }) => {
    const member = await givenUser({ firstName: 'Lucia', lastName: 'Verdi' })
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await context.loginAs(member)
    const page = await context.newPage()

    // Leaving the test checkout: nothing bought.
    await visit(page, '/pricing')
    await page
      .locator('article[data-plan="BASE"]')
      .getByRole('button', { name: 'Choose Base' })
      .click()
    await page.waitForURL(/\/checkout\/test\/co_/)
    await page.getByRole('button', { name: 'Stop checkout' }).click()
    await page.waitForURL(/\/checkout\/cancelled$/)
    await page.getByRole('heading', { name: 'Checkout stopped' }).waitFor()
    await expectAccessible(page, assert, 'checkout cancelled')
    assert.lengthOf(await Subscription.query().where('userId', member.id), 0)

    await page.getByRole('link', { name: 'Back to plans and pricing' }).click()
    await page.waitForURL(/\/pricing$/)
    await waitForSettled(page)
    await page
      .locator('article[data-plan="BASE"]')
      .getByRole('button', { name: 'Choose Base' })
      .click()
    await page.waitForURL(/\/checkout\/test\/co_/)
    await page.getByRole('button', { name: 'Complete test payment' }).click()
    await page.getByRole('heading', { name: 'Welcome to Base!' }).waitFor()
    await page.getByRole('link', { name: 'View payments and subscription' }).click()
    await page.waitForURL(/\/settings\/payments$/)
    await waitForSettled(page)
    await page.getByTestId('current-plan').getByText('Base').waitFor()

    // Upgrade through the dialog.
    await page.getByRole('button', { name: 'Change plan' }).click()
    const change = page.getByRole('dialog', { name: 'Change your plan' })
    await change.waitFor()
    await change.getByLabel('New plan').selectOption({ label: 'Pro – Monthly (€79)' })
    await expectAccessible(page, assert, 'change plan dialog')
    const changing = await holdRequests(page, '**/api/billing/subscription/change')
    await change.getByRole('button', { name: 'Change plan' }).click()
    const busyChange = await pressAgainWhileBusy(
      page,
      change.getByRole('button', { name: 'Change plan' }).and(page.locator('[aria-disabled]'))
    )
    assert.deepEqual(busyChange, { focused: true, ariaDisabled: 'true' })
    changing.release()
    await toastSaying(page, 'Plan changed').waitFor()
    assert.equal(changing.sent(), 1)
    await page.getByTestId('current-plan').getByText('Pro').waitFor()
    const subscription = await Subscription.query().where('userId', member.id).firstOrFail()
    assert.equal(subscription.plan, 'PRO')
    assert.equal(subscription.period, 'monthly')

    // No call booked, within 14 days: a refund, confirmed in a dialog.
    await page.getByRole('button', { name: 'Request a refund' }).click()
    const refund = page.getByRole('alertdialog', { name: 'Request a refund?' })
    await refund.getByRole('button', { name: 'Request refund' }).click()
    await toastSaying(page, 'Refund requested').waitFor()
    await page.getByRole('button', { name: 'Request a refund' }).waitFor({ state: 'detached' })
    const invoices = await Invoice.query().where('userId', member.id)
    assert.isAbove(invoices.length, 0)
    for (const invoice of invoices) {
      assert.equal(invoice.status, 'refunded')
      await page.locator(`tr[data-invoice-id="${invoice.id}"]`).getByText('Refunded').waitFor()
    }
    await expectAccessible(page, assert, 'payments after a refund')
    await context.close()
  }).timeout(120_000)

  test("with Stripe: the card and invoice synced from Stripe; a declined upgrade shows 'Payment error' and keeps the plan", async ({
    browser,
    assert,
  }) => {
    const fake = await new FakeStripe().start()
    try {
      fake.seedCatalog(configuredCatalog())
      const member = await givenUser()
      const { url } = await startCheckout(member, 'BASE', 'monthly', 'en')
      const session = [...fake.sessions.values()].find((one) => one.url === url)!
      await deliverAll(fake, fake.payCheckout(session.id, { brand: 'mastercard', last4: '4444' }))

      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
      await context.loginAs(member)
      const page = await context.newPage()
      await visit(page, '/settings/payments')
      await page.getByTestId('payment-method').getByText('Mastercard ending in 4444').waitFor()
      await page.getByText('Base plan – Monthly').waitFor()
      assert.equal(await page.getByText('Paid in test mode').count(), 0)

      fake.declineNextPayment = true
      await page.getByRole('button', { name: 'Change plan' }).click()
      const change = page.getByRole('dialog', { name: 'Change your plan' })
      await change.getByLabel('New plan').selectOption({ label: 'Pro – Annual (€533)' })
      await change.getByRole('button', { name: 'Change plan' }).click()
      await toastSaying(page, 'Payment error').waitFor()
      await change.waitFor({ state: 'detached' })
      const subscription = await Subscription.query().where('userId', member.id).firstOrFail()
      assert.equal(subscription.plan, 'BASE')
      await page.getByTestId('current-plan').getByText('Base').waitFor()
      await context.close()
    } finally {
      await fake.stop()
    }
  }).timeout(90_000)

  test('a visitor joins the waiting list from the Italian pricing page; axe in Italian and on the dialog', async ({
    browser,
    assert,
  }) => {
    await clearWaitingListLimits()
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    await context.addCookies([{ name: 'locale', value: 'it', url: testUrl('/') }])
    const page = await context.newPage()
    await visit(page, '/pricing?period=annual')
    await page.getByRole('heading', { name: 'Piani semplici per ogni fase' }).waitFor()
    await page
      .locator('article[data-plan="PRO"]')
      .getByText('Risparmi 415 € rispetto al pagamento mensile')
      .waitFor()
    await page.getByText('Politica di rimborso').waitFor()
    await expectAccessible(page, assert, 'pricing in Italian')

    const email = `visitatore.${Date.now()}@example.test`
    await page.getByLabel('E-mail').fill('non-valida')
    await page.getByRole('button', { name: "Iscriviti alla lista d'attesa" }).click()
    await page.getByText('Inserisci un indirizzo e-mail valido').waitFor()
    await page.getByLabel('E-mail').fill(email)
    await page.getByRole('button', { name: "Iscriviti alla lista d'attesa" }).click()
    const dialog = page.getByRole('dialog', { name: 'Sei in lista!' })
    await dialog.getByText(`Abbiamo inviato una conferma a ${email}.`).waitFor()
    await expectAccessible(page, assert, 'waiting-list dialog')
    await dialog.getByRole('button', { name: 'Chiudi' }).click()
    await dialog.waitFor({ state: 'detached' })
    const entry = await WaitingListEntry.findByOrFail('email', email)
    assert.equal(entry.locale, 'it')
    await context.close()
  }).timeout(60_000)

  test('keyboard only: closing the waiting-list dialog gives the focus back to the control that opened it', async ({
    browser,
    assert,
  }) => {
    await clearWaitingListLimits()
    const context = await browser.newContext()
    const page = await context.newPage()
    await visit(page, '/pricing')
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null
        return {
          tag: element?.tagName,
          name: element?.getAttribute('name'),
          text: element?.textContent?.trim(),
        }
      })

    // Typed in the field, then Tab to the button and Enter; Escape closes the dialog.
    await page.getByLabel('E-mail').focus()
    await page.keyboard.type(`keyboard.${Date.now()}@example.test`)
    await page.keyboard.press('Tab')
    assert.include(await focused(), { text: 'Join the waiting list' })
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: "You're on the list!" })
    await dialog.waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    // The focus goes back on the frame after the dialog closed: wait for it, then read it.
    const join = page.getByRole('button', { name: 'Join the waiting list' })
    assert.isTrue(await getsFocus(join), 'the focus went back to the button')
    assert.deepEqual(await focused(), { tag: 'BUTTON', name: null, text: 'Join the waiting list' })

    // Enter in the field: the dialog's Close button (Enter) gives the focus back to the field.
    await page.getByLabel('E-mail').focus()
    await page.keyboard.type(`keyboard.again.${Date.now()}@example.test`)
    await page.keyboard.press('Enter')
    await dialog.waitFor()
    assert.isTrue(await getsFocus(dialog, { within: true }), 'the focus went into the dialog')
    assert.include(await focused(), { text: 'Close' })
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'detached' })
    assert.isTrue(await getsFocus(page.getByLabel('E-mail')), 'the focus went back to the field')
    assert.deepEqual(await focused(), { tag: 'INPUT', name: 'email', text: '' })
    await context.close()
  }).timeout(60_000)

  test('payments in Italian with no subscription: empty billing history; axe', async ({
    browser,
    assert,
  }) => {
    const member = await givenUser()
    const context = await browser.newContext()
    await context.addCookies([{ name: 'locale', value: 'it', url: testUrl('/') }])
    await context.loginAs(member)
    const page = await context.newPage()
    await visit(page, '/settings/payments')
    await page.getByText('Nessuno storico di fatturazione').waitFor()
    await page.getByRole('link', { name: 'Vedi piani e prezzi' }).waitFor()
    await expectAccessible(page, assert, 'payments (Italian, FREE)')
    await context.close()
  })
})
