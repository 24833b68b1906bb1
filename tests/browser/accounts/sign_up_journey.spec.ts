/// <reference lib="dom" />
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import i18nManager from '@adonisjs/i18n/services/main'
import type { Page } from 'playwright'
import User from '#accounts/models/user'
import ReferenceDataSeeder from '#database/seeders/01_reference_data_seeder'
import { MailCapture } from '#tests/helpers/mail_capture'
import { testUrl } from '#tests/helpers/url'
import { expectAccessible, refusedRequests, waitForLink, waitOrExplain } from '#tests/helpers/pages'
import { waitForSettled } from '#tests/helpers/hydration'

const PASSWORD = 'Correct-Horse-Battery-2026!'

/**
 * The whole first visit of a mentee, through the real pages in Chromium:
 * register, open the verification link from the e-mail, sign in, complete
 * onboarding, reach the dashboard — in English and in Italian.
 */
for (const locale of ['en', 'it'] as const) {
  test.group(`Journey | sign-up to dashboard (${locale})`, (group) => {
    let mails: MailCapture

    group.setup(async () => {
      await new ReferenceDataSeeder(db.connection()).run()
    })
    group.each.setup(() => {
      mails = new MailCapture()
      return async () => {
        mails.restore()
        await db.from('users').where('email', 'like', 'journey-%').delete()
      }
    })

    // Tagged @services: CI runs it again on PostgreSQL with Redis sessions, rate limits and
    // queue, the one browser journey through a real sign-in form on the production stores.
    test('register, verify, sign in, onboard, dashboard', async ({ browserContext, assert }) => {
      const t = (key: string, data?: Record<string, unknown>) =>
        i18nManager.locale(locale).t(key, data)
      const email = `journey-${locale}-${Date.now()}@example.test`
      await browserContext.addCookies([{ name: 'locale', value: locale, url: testUrl('/') }])
      const page = await browserContext.newPage()
      // What the server refused, for a failure's message
      const refused = refusedRequests(page)

      // Register
      await page.goto(testUrl('/register'))
      await expectAccessible(page, assert, 'register')
      await page.getByLabel(t('auth.register.firstName'), { exact: true }).fill('Giulia')
      await page.getByLabel(t('auth.register.lastName'), { exact: true }).fill('Bianchi')
      await page.getByLabel(t('auth.register.email'), { exact: true }).fill(email)
      await page.getByLabel(t('auth.register.password'), { exact: true }).fill(PASSWORD)
      await page.getByRole('button', { name: t('auth.register.submit') }).click()
      await page.getByText(t('auth.register.verificationSent', { email })).waitFor()

      // The verification link from the e-mail signs the new user in
      const link = await waitForLink(mails, email, '/verify-email/')
      await page.goto(testUrl(link))
      await page.waitForURL(/\/onboarding/)
      const user = await User.findByOrFail('email', email)
      assert.isNotNull(user.emailVerifiedAt)

      // Sign out, then sign in with the form
      await page.request.post(testUrl('/auth/logout'), {
        headers: { 'X-XSRF-TOKEN': await xsrf(page) },
      })
      await page.goto(testUrl('/login'))
      await expectAccessible(page, assert, 'login')
      await page.getByLabel(t('auth.login.email'), { exact: true }).fill(email)
      await page.getByLabel(t('auth.login.password'), { exact: true }).fill(PASSWORD)
      await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click()
      await page.waitForURL(/\/onboarding/)
      await expectAccessible(page, assert, 'onboarding')

      // Onboarding, step by step: each Continue lands on the next step's heading
      const next = () =>
        page.getByRole('button', { name: t('onboarding.actions.continue') }).click()
      // A step that never comes fails saying where the page is instead.
      const onStep = (step: string) => {
        const title = t(`onboarding.steps.${step}.title`)
        const heading = page.getByRole('heading', { level: 2, name: title, exact: true })
        return waitOrExplain(page, heading, `The step "${title}"`, refused, 15_000)
      }
      await onStep('location')
      await page.getByLabel(t('onboarding.fields.city'), { exact: true }).fill('Milano')
      await next()
      await onStep('company')
      await page.getByLabel(t('onboarding.hasCompany.no'), { exact: true }).check()
      await next()
      await onStep('role')
      await page
        .getByLabel(t('onboarding.fields.professional_role'), { exact: true })
        .fill('Founder')
      await next()
      await onStep('industries')
      // The spec's message when no industry is chosen
      await next()
      await page.getByText(t('onboarding.validation.industries.required')).first().waitFor()
      await page.getByRole('checkbox').first().check()
      await next()
      await onStep('challenge')
      await page
        .getByLabel(t('onboarding.fields.growth_challenge'), { exact: true })
        .fill('Finding the first ten paying customers for a B2B tool.')
      await next()
      await onStep('discovery')
      await page.getByLabel(t('onboarding.discoverySources.friend'), { exact: true }).check()
      await page.getByRole('button', { name: t('onboarding.actions.finish') }).click()

      // The dashboard, with the guided tour once
      await page.waitForURL(/\/dashboard/)
      const tour = page.getByRole('dialog')
      await tour.waitFor()
      await expectAccessible(page, assert, 'dashboard with tour')
      await tour.getByRole('button', { name: t('onboarding.tour.skip') }).click()
      await tour.waitFor({ state: 'detached' })
      await user.refresh()
      assert.isTrue(user.onboarded)

      await page.reload()
      await waitForSettled(page)
      assert.equal(await page.getByRole('dialog').count(), 0, 'the tour is remembered')
    })
      .tags(['@services'])
      .timeout(120_000)
  })
}

async function xsrf(page: Page) {
  const cookies = await page.context().cookies()
  return decodeURIComponent(cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '')
}
