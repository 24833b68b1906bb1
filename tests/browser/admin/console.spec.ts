/// <reference lib="dom" />
import { test } from '@japa/runner'
import type { Browser, Page } from 'playwright'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type User from '#accounts/models/user'
import MentorApplication from '#mentoring/models/mentor_application'
import ReferenceDataSeeder from '#database/seeders/01_reference_data_seeder'
import { MailCapture } from '#tests/helpers/mail_capture'
import { givenUser } from '#tests/helpers/users'
import { givenMentor } from '#tests/helpers/mentors'
import { givenSession } from '#tests/helpers/sessions'
import { testUrl } from '#tests/helpers/url'
import { NOTIFICATIONS, expectAccessible, visit } from '#tests/helpers/pages'
import { recordAudit } from '#core/services/audit_log'
import Refund from '#billing/models/refund'
import Invoice from '#billing/models/invoice'
import Subscription from '#billing/models/subscription'
import { completeTestCheckout, startCheckout } from '#billing/services/checkout'
import { currentPlan } from '#billing/services/plans'
import { inTestMode } from '#tests/helpers/fake_stripe'
import { givenRenewal } from '#tests/helpers/billing'
import { emptyDatabase } from '#tests/helpers/clean_slate'
import { waitForSettled } from '#tests/helpers/hydration'

const PASSWORD = 'a-long-test-password-2026'
const DESKTOP = { width: 1280, height: 900 }

/** A mentee who asked to become a mentor, awaiting review. */
async function givenPendingApplication(firstName: string, lastName: string) {
  const applicant = await givenUser({ firstName, lastName })
  const application = await MentorApplication.create({
    userId: applicant.id,
    basis: 'senior_experience',
    profileUrl: `https://www.linkedin.com/in/${firstName.toLowerCase()}`,
    motivation:
      'Fifteen years building product teams; I want to help founders avoid the mistakes I made.',
    status: 'pending',
  })
  return { applicant, application }
}

/** Signs in through the site's own sign-in page, arriving from /admin. */
async function signInThroughTheSite(browser: Browser, user: User) {
  const context = await browser.newContext({ viewport: DESKTOP })
  const page = await context.newPage()
  await page.goto(testUrl('/admin'))
  await page.waitForURL(/\/login\?returnTo=%2Fadmin/)
  await waitForSettled(page)
  await page.getByLabel('E-mail', { exact: true }).fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page
    .waitForURL((url) => url.pathname.startsWith('/admin'))
    .catch(async (error) => {
      // Still on the sign-in page: say what it told the admin (a field error, a notification).
      const said = await page.getByRole('alert').allInnerTexts()
      const notified = await page.getByRole('region', NOTIFICATIONS).innerText()
      throw new Error(`${error.message}\nThe sign-in page said: ${[...said, notified].join(' | ')}`)
    })
  return { context, page }
}

function menuLink(page: Page, name: string) {
  return page.getByRole('menuitem', { name, exact: true })
}

async function waitForMail(mails: MailCapture, email: string) {
  for (let attempt = 0; attempt < 50 && mails.queuedTo(email).length === 0; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return mails.subjectsTo(email)
}

test.group('Admin console | in the browser', (group) => {
  let mails: MailCapture
  group.each.setup(async () => {
    // Empty before each test: truncate()'s own emptying is its returned clean-up, which an
    // async setup drops (rows of earlier files would show in the console's lists).
    await emptyDatabase()
    await new ReferenceDataSeeder(db.connection()).run()
    mails = new MailCapture()
    return () => mails.restore()
  })

  test('an admin signs in on the site, approves the pending application, finds the new mentor; the applicant is e-mailed', async ({
    browser,
    assert,
  }) => {
    const admin = await givenUser({ role: 'ADMIN', firstName: 'Ada', lastName: 'Admin' })
    const { applicant } = await givenPendingApplication('Marta', 'Bianchi')

    const { context, page } = await signInThroughTheSite(browser, admin)
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor()
    await page.getByText('Pending applications', { exact: true }).waitFor()
    await page.getByRole('heading', { name: 'Sign-ups and bookings per day' }).waitFor()
    await expectAccessible(page, assert, 'dashboard')

    // The period selector asks for another period.
    const overview = page.waitForResponse((response) =>
      response.url().includes('/api/admin/analytics/overview')
    )
    await page.getByRole('button', { name: 'Last 7 days' }).click()
    const answered = await overview
    assert.equal(answered.status(), 200)
    const query = new URL(answered.url()).searchParams
    const days = (Date.parse(query.get('to')!) - Date.parse(query.get('from')!)) / 86_400_000 + 1
    assert.equal(days, 7)

    // ...or a custom one, applied once both dates are chosen.
    await page.getByRole('button', { name: 'Custom' }).click()
    await page.getByLabel(/^From/).fill('2026-01-01')
    await page.getByLabel(/^To\b/).fill('2026-01-31')
    const custom = page.waitForResponse((response) =>
      response.url().includes('/api/admin/analytics/overview?from=2026-01-01&to=2026-01-31')
    )
    await page.getByRole('button', { name: 'Apply' }).click()
    const customAnswer = await custom
    assert.equal(customAnswer.status(), 200)
    await page.getByText('from January 1, 2026 to January 31, 2026').first().waitFor()

    // --- Pending mentors: approve ------------------------------------------------
    await menuLink(page, 'Pending mentors').click()
    await page.getByRole('heading', { name: 'Mentor applications awaiting review' }).waitFor()
    await page.getByRole('cell', { name: 'Marta Bianchi', exact: true }).waitFor()
    await expectAccessible(page, assert, 'pending mentors')

    await page.getByRole('button', { name: 'Approve Marta Bianchi' }).click()
    const dialog = page.getByRole('dialog', { name: 'Approve Marta Bianchi?' })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Approve' }).click()
    await page.getByText('Marta Bianchi is now a mentor.').waitFor()
    await page.getByText('No application is waiting for review.').waitFor()

    await applicant.refresh()
    assert.equal(applicant.role, 'MENTOR')
    assert.include(
      await waitForMail(mails, applicant.email),
      'Welcome aboard: you are now a mentor'
    )

    // --- The new mentor in the mentors list, then the edit form ------------------
    await menuLink(page, 'Mentors').click()
    await page.waitForURL(/\/admin\/mentors/)
    await page.getByRole('main').getByText('Marta Bianchi').first().waitFor()
    await expectAccessible(page, assert, 'mentors list')

    await visit(page, `/admin/mentors/${applicant.id}`)
    await page.getByLabel('First name').first().waitFor()
    assert.equal(await page.getByLabel('First name').first().inputValue(), 'Marta')
    await expectAccessible(page, assert, 'mentor edit form')

    // --- A list with bulk actions: every row's checkbox is labelled ---------------
    await menuLink(page, 'Users').click()
    await page.getByRole('checkbox', { name: 'Select this row' }).first().waitFor()
    await expectAccessible(page, assert, 'users list with row checkboxes')
    await context.close()
  }).timeout(120_000)

  test("rejecting needs a reason of 10 to 2000 characters (the server's field error shows too); the applicant gets it by e-mail", async ({
    browser,
    assert,
  }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const { applicant, application } = await givenPendingApplication('Luca', 'Verdi')
    const context = await browser.newContext({ viewport: DESKTOP })
    await context.loginAs(admin)
    const page = await context.newPage()
    await visit(page, '/admin/pending-mentors')

    await page.getByRole('button', { name: 'Reject Luca Verdi' }).click()
    const dialog = page.getByRole('dialog', { name: 'Reject the application of Luca Verdi' })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Reject' }).click()
    await dialog.getByText('Give a reason.').waitFor()
    await dialog.getByLabel('Reason').fill('Too short')
    await dialog.getByRole('button', { name: 'Reject' }).click()
    await dialog.getByText('The reason needs at least 10 characters.').waitFor()
    await expectAccessible(page, assert, 'reject dialog')

    // The server's own field error shows on the field.
    await page.route('**/api/admin/mentor-applications/*/reject', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'The data is not valid',
          errorCode: 'VALIDATION_ERROR',
          errors: { reason: ['The server says this reason will not do'] },
        }),
      })
    )
    await dialog.getByLabel('Reason').fill('A reason the server turns down.')
    await dialog.getByRole('button', { name: 'Reject' }).click()
    await dialog.getByText('The server says this reason will not do').waitFor()
    await page.unroute('**/api/admin/mentor-applications/*/reject')

    await dialog
      .getByLabel('Reason')
      .fill('We are looking for more experience with early-stage startups.')
    await dialog.getByRole('button', { name: 'Reject' }).click()
    await page.getByText('The application of Luca Verdi was rejected.').waitFor()
    await dialog.waitFor({ state: 'hidden' })

    await application.refresh()
    assert.equal(application.status, 'rejected')
    assert.equal(
      application.rejectionReason,
      'We are looking for more experience with early-stage startups.'
    )
    assert.lengthOf(await waitForMail(mails, applicant.email), 1)

    // Signing out from the console ends the site's session too.
    await page.getByRole('button', { name: `${admin.firstName} ${admin.lastName}` }).click()
    await page.getByRole('menuitem', { name: 'Logout' }).click()
    await page.waitForURL(/\/login\?reason=signed_out/)
    const me = await page.request.get(testUrl('/api/auth/me'))
    assert.equal(me.status(), 401)
    await context.close()
  }).timeout(60_000)

  test('a reason dialog names the language each recipient reads e-mails in, tied to the reason field', async ({
    browser,
    assert,
  }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const { applicant } = await givenPendingApplication('Luca', 'Verdi')
    await applicant.merge({ locale: 'it' }).save()
    const { user: mentor } = await givenMentor({ firstName: 'Marta', lastName: 'Rossi' })
    await mentor.merge({ locale: 'it' }).save()
    const mentee = await givenUser({ firstName: 'Paul', lastName: 'Smith', locale: 'en' })
    const session = await givenSession(mentor, mentee)
    const context = await browser.newContext({ viewport: DESKTOP })
    await context.loginAs(admin)
    const page = await context.newPage()

    /** The hint's text, once checked to describe the reason field. */
    async function languageHintOf(dialog: ReturnType<Page['getByRole']>) {
      const hint = dialog.getByTestId('reason-language')
      const described = (await dialog.getByLabel('Reason').getAttribute('aria-describedby')) ?? ''
      assert.include(described.split(' '), (await hint.getAttribute('id'))!)
      return (await hint.textContent())!.trim()
    }

    await visit(page, '/admin/pending-mentors')
    await page.getByRole('button', { name: 'Reject Luca Verdi' }).click()
    const reject = page.getByRole('dialog', { name: 'Reject the application of Luca Verdi' })
    await reject.waitFor()
    assert.equal(
      await languageHintOf(reject),
      'Luca Verdi reads e-mails in Italian: write your reason in Italian.'
    )
    await expectAccessible(page, assert, 'reject dialog with the language hint')
    await reject.getByRole('button', { name: 'Cancel' }).click()

    await visit(page, `/admin/sessions/${session.id}/show`)
    await page.getByRole('button', { name: 'Cancel session' }).click()
    const cancel = page.getByRole('dialog', {
      name: 'Cancel the session of Marta Rossi with Paul Smith',
    })
    await cancel.waitFor()
    assert.equal(
      await languageHintOf(cancel),
      'Marta Rossi reads e-mails in Italian and Paul Smith in English: both receive your reason as you write it, so consider writing it in both languages.'
    )
    await expectAccessible(page, assert, 'session cancel dialog with the language hint')
    await context.close()
  }).timeout(60_000)

  test("refunding a renewal asks the admin to confirm the exception; the member's page then offers the plans", async ({
    browser,
    assert,
  }) => {
    const restore = inTestMode()
    const admin = await givenUser({ role: 'ADMIN' })
    const member = await givenUser({ firstName: 'Nora', lastName: 'Bassi' })
    const { url } = await startCheckout(member, 'BASE', 'monthly', 'en')
    await completeTestCheckout(member, url.split('/').pop()!)
    restore()
    const subscription = await Subscription.findByOrFail('userId', member.id)
    const renewal = await givenRenewal(subscription)

    const context = await browser.newContext({ viewport: DESKTOP })
    await context.loginAs(admin)
    const page = await context.newPage()
    await visit(page, `/admin/payments/${renewal.id}/show`)
    await page.getByRole('button', { name: 'Refund' }).click()
    const dialog = page.getByRole('dialog', { name: 'Refund €29.00 to Nora Bassi?' })
    await dialog.waitFor()
    await dialog.getByLabel('Reason').fill('Charged after the member asked to stop')
    await dialog.getByRole('button', { name: 'Refund' }).click()
    // Not confirmed: nothing is sent, the box says why.
    await dialog.getByText('Tick the box to confirm.').waitFor()
    await renewal.refresh()
    assert.equal(renewal.status, 'paid')
    await expectAccessible(page, assert, 'renewal refund dialog, not yet confirmed')

    await dialog.getByLabel('I confirm refunding this renewal').check()
    await dialog.getByRole('button', { name: 'Refund' }).click()
    await page.getByText('The payment is refunded.').waitFor()
    await dialog.waitFor({ state: 'detached' })
    await renewal.refresh()
    assert.equal(renewal.status, 'refunded')
    assert.equal(await currentPlan(member.id), 'FREE')
    assert.deepEqual(await waitForMail(mails, member.email), ['Your refund from Mentorship Hub'])

    const memberContext = await browser.newContext({ viewport: DESKTOP })
    await memberContext.loginAs(member)
    const payments = await memberContext.newPage()
    await visit(payments, '/settings/payments')
    assert.equal(await payments.getByTestId('current-plan').innerText(), 'Free')
    await payments.getByTestId('subscription-ended').waitFor()
    await payments.getByRole('link', { name: 'See plans and pricing' }).waitFor()
    await payments.locator(`tr[data-invoice-id="${renewal.id}"]`).getByText('Refunded').waitFor()
    await expectAccessible(payments, assert, 'payments after an admin refund')
    await memberContext.close()
    await context.close()
  }).timeout(90_000)

  test('the dashboard says when its figures cannot be loaded, and tries again', async ({
    browser,
  }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const context = await browser.newContext({ viewport: DESKTOP })
    await context.loginAs(admin)
    const page = await context.newPage()
    // The dashboard tries once more by itself, then lets the admin try again.
    let failures = 2
    await page.route('**/api/admin/analytics/overview**', (route) => {
      if (failures-- > 0) {
        return route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Something broke', errorCode: 'INTERNAL_ERROR' }),
        })
      }
      return route.continue()
    })
    await visit(page, '/admin')
    const alert = page.getByRole('alert').filter({ hasText: 'The data could not be loaded.' })
    await alert.waitFor()
    await alert.getByRole('button', { name: 'Try again' }).click()
    await page.getByRole('heading', { name: 'Top mentors' }).waitFor()
    await context.close()
  })

  test('a signed-out visitor is sent to the sign-in page; a mentee is refused', async ({
    browser,
    assert,
  }) => {
    const visitor = await browser.newContext()
    const page = await visitor.newPage()
    await page.goto(testUrl('/admin/users'))
    await page.waitForURL(/\/login\?/)
    assert.equal(new URL(page.url()).searchParams.get('returnTo'), '/admin/users')
    await visitor.close()

    const mentee = await givenUser({ firstName: 'Nina' })
    const context = await browser.newContext()
    await context.loginAs(mentee)
    const refused = await context.newPage()
    const response = await refused.goto(testUrl('/admin'))
    // A role guard refusing a page load: the 404 page (spec section 1); the API answers 403.
    assert.equal(response?.status(), 404)
    const api = await refused.request.get(testUrl('/api/admin/users'))
    assert.equal(api.status(), 403)
    await context.close()
  })

  for (const [locale, texts] of [
    [
      'en',
      {
        action: 'Role changed',
        type: 'User',
        field: 'Role',
        mentee: 'Mentee',
        refunds: 'Refunds',
        reason: 'Asked by the mentee within the refund window',
      },
    ],
    [
      'it',
      {
        action: 'Ruolo cambiato',
        type: 'Utente',
        field: 'Ruolo',
        mentee: 'Mentee',
        refunds: 'Rimborsi',
        reason: 'Chiesto dal mentee entro il periodo di rimborso',
      },
    ],
  ] as const) {
    test(`the audit log and refunds show labels, never codes (${locale})`, async ({
      browser,
      assert,
    }) => {
      const admin = await givenUser({ role: 'ADMIN', locale })
      const member = await givenUser({ firstName: 'Marta', lastName: 'Galli' })
      await recordAudit({
        actorId: admin.id,
        action: 'user.role',
        entityType: 'user',
        entityId: member.id,
        before: { role: 'STUDENT' },
        after: { role: 'MENTOR' },
      })
      const invoice = await Invoice.create({
        userId: member.id,
        amountCents: 2900,
        currency: 'EUR',
        status: 'refunded',
        description: 'Base plan – Monthly',
        isRenewal: false,
      })
      await Refund.create({
        invoiceId: invoice.id,
        amountCents: 2900,
        reason: 'refund_window',
        createdAt: DateTime.utc(),
      })

      const context = await browser.newContext({ viewport: DESKTOP })
      await context.loginAs(admin)
      const page = await context.newPage()
      await visit(page, '/admin/audit-log')
      const row = page.getByRole('row').filter({ hasText: texts.action }).first()
      await row.waitFor()
      assert.include(await row.innerText(), texts.type)
      const list = await page.locator('main').innerText()
      assert.notInclude(list, 'user.role')

      await row.click()
      const changes = page.getByRole('table', { name: locale === 'en' ? 'Changes' : 'Modifiche' })
      await changes.waitFor()
      const changed = await changes.innerText()
      assert.include(changed, texts.field)
      assert.include(changed, texts.mentee)
      assert.include(changed, 'Mentor')
      assert.notInclude(changed, 'STUDENT')

      await visit(page, '/admin/refunds')
      // Each run of this test adds a refund: the newest is enough.
      await page.getByText(texts.reason).first().waitFor()
      assert.notInclude(await page.locator('main').innerText(), 'refund_window')
      await context.close()
    })
  }

  test('an Italian admin sees the console in Italian and can switch to English', async ({
    browser,
    assert,
  }) => {
    const admin = await givenUser({ role: 'ADMIN', locale: 'it' })
    await givenPendingApplication('Giulia', 'Neri')
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-US' })
    await context.loginAs(admin)
    const page = await context.newPage()
    await visit(page, '/admin')

    await page.getByRole('heading', { level: 1, name: 'Panoramica' }).waitFor()
    assert.equal(await page.getAttribute('html', 'lang'), 'it')
    await page.getByText('Candidature in attesa', { exact: true }).waitFor()
    await menuLink(page, 'Mentor in attesa').click()
    await page.getByRole('heading', { name: 'Candidature a mentor da esaminare' }).waitFor()
    await page.getByRole('button', { name: 'Approva Giulia Neri' }).waitFor()
    await expectAccessible(page, assert, 'pending mentors in Italian')

    await page.getByRole('button', { name: 'Lingua: Italiano' }).click()
    await page.getByRole('menuitem', { name: 'English' }).click()
    await page.getByRole('heading', { name: 'Mentor applications awaiting review' }).waitFor()
    const cookies = await context.cookies()
    assert.equal(cookies.find((cookie) => cookie.name === 'locale')?.value, 'en')
    await context.close()
  })
})
