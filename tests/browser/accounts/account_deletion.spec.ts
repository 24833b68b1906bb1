/// <reference lib="dom" />
import { test } from '@japa/runner'
import i18nManager from '@adonisjs/i18n/services/main'
import User from '#accounts/models/user'
import { ACCOUNT_DELETION_RULES } from '#business/accounts'
import { givenUser } from '#tests/helpers/users'
import { givenSession } from '#tests/helpers/sessions'
import { clearAuthRateLimits } from '#tests/helpers/rate_limits'
import {
  expectAccessible,
  refusedRequests,
  toastSaying,
  visit,
  waitOrExplain,
} from '#tests/helpers/pages'
import { NARROW, sidewaysOverflow } from '#tests/helpers/viewport'
import { testUrl } from '#tests/helpers/url'
import { FakeOAuthServer, googleUserInfo } from '#tests/helpers/fake_oauth_server'
import { focusWhenShown } from '#tests/helpers/keyboard'

const PASSWORD = 'a-long-test-password-2026'

/**
 * A member deletes their own account through the real pages in Chromium: Settings > Privacy and
 * data, the explanation, the dialog (keyboard and screen reader: focus inside, Esc, focus back),
 * a wrong password, the right one, home with the notice, and no way to sign in again. In English
 * on a 320 px phone, and in Italian.
 */
test.group('Journey | deleting my account', (group) => {
  group.each.setup(() => clearAuthRateLimits())

  test('from Settings > Privacy and data to home, signed out for good ({$self})')
    .with(['en at 320 px', 'it'] as const)
    .run(async ({ browser, assert }, pass) => {
      const locale = pass.startsWith('it') ? 'it' : 'en'
      const t = (key: string, data?: Record<string, unknown>) =>
        i18nManager.locale(locale).t(key, data)
      const user = await givenUser({ role: 'MENTOR', locale })
      await givenSession(user, await givenUser())
      const context = await browser.newContext(pass.endsWith('320 px') ? { viewport: NARROW } : {})
      await context.addCookies([{ name: 'locale', value: locale, url: testUrl('/') }])
      await context.loginAs(user)
      const page = await context.newPage()
      const refused = refusedRequests(page)

      // Settings > Privacy and data, from the settings menu
      await visit(page, '/settings/account/notifications')
      await page
        .getByRole('navigation', { name: t('common.settings.label') })
        .getByRole('link', { name: t('common.settings.privacy') })
        .click()
      await page.waitForURL(/\/settings\/account\/privacy$/)
      const section = page.getByRole('region', { name: t('account_deletion.title') })
      await section.waitFor()
      await expectAccessible(page, assert, `privacy page (${pass})`)
      if (pass.endsWith('320 px')) {
        const { culprits } = await sidewaysOverflow(page)
        assert.deepEqual(culprits, [], 'nothing sticks out at 320 px')
      }

      // Read: what goes (a mentor's public profile too), what stays and why
      const stays = section.getByRole('list', { name: t('account_deletion.stays.title') })
      assert.include(
        await stays.textContent(),
        t('account_deletion.stays.invoices', {
          years: ACCOUNT_DELETION_RULES.invoiceRetentionYears,
        })
      )
      await section.getByText(t('account_deletion.goes.mentor')).waitFor()
      // Whose credit comes back: the mentee's, when their mentor leaves.
      await section
        .getByText(t('account_deletion.now.sessions', { count: 1, role: 'mentor' }))
        .waitFor()

      // The dialog: the focus goes in; Esc closes it and gives the focus back
      const opener = section.getByRole('button', { name: t('account_deletion.open') })
      await opener.click()
      const dialog = page.getByRole('alertdialog', { name: t('account_deletion.dialog.title') })
      await dialog.waitFor()
      await expectAccessible(page, assert, `dialog (${pass})`)
      for (let press = 0; press < 6; press++) {
        await page.keyboard.press('Tab')
        assert.isTrue(
          await dialog.evaluate((element) => element.contains(document.activeElement)),
          `Tab ${press + 1} keeps the focus in the dialog`
        )
      }
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })
      assert.isTrue(await opener.evaluate((element) => element === document.activeElement))

      // A wrong password: the error, on the field, in the member's language
      await opener.press('Enter')
      await dialog.waitFor()
      const password = dialog.getByLabel(t('account_deletion.fields.password'), { exact: true })
      const confirm = dialog.getByRole('button', { name: t('account_deletion.dialog.confirm') })
      await password.fill('not-my-password')
      await dialog.getByLabel(t('account_deletion.dialog.understood')).check()
      const wrongPassword = await focusWhenShown(page, t('account_deletion.errors.wrongPassword'))
      await confirm.click()
      await dialog.getByText(t('account_deletion.errors.wrongPassword')).waitFor()
      assert.equal(await password.getAttribute('aria-invalid'), 'true')
      assert.equal(await wrongPassword.focusedThen(), await password.getAttribute('id'))
      assert.isNotNull(await User.find(user.id))

      // The right password: gone at once, home with the notice
      await password.fill(PASSWORD)
      await confirm.click()
      await page.waitForURL(testUrl('/'))
      const notifications = { name: t('common.toast.viewportLabel', { hotkey: 'F8' }) }
      await toastSaying(page, t('account_deletion.deleted.title'), notifications).waitFor()
      await expectAccessible(page, assert, `home after the deletion (${pass})`)
      assert.equal(await page.evaluate(() => window.scrollY), 0, 'home opens at its top')
      assert.isNull(await User.find(user.id))

      // Signing in again is refused
      await visit(page, '/login')
      await page.getByLabel(t('auth.login.email'), { exact: true }).fill(user.email)
      await page.getByLabel(t('auth.login.password'), { exact: true }).fill(PASSWORD)
      await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click()
      const refusal = page.getByText(t('auth.login.invalidCredentials'))
      await waitOrExplain(page, refusal, 'The sign-in refusal', refused)
      assert.match(page.url(), /\/login/)
      await context.close()
    })
})

const oauth = new FakeOAuthServer()

test.group('Journey | deleting an account that signs in with Google', (group) => {
  group.setup(async () => {
    await oauth.start()
    return () => oauth.stop()
  })
  group.each.setup(() => oauth.reset())

  test('a fresh sign-in with Google confirms the deletion', async ({ browser, assert }) => {
    const t = (key: string, data?: Record<string, unknown>) => i18nManager.locale('en').t(key, data)
    const user = await givenUser()
    const google = googleUserInfo({ email: user.email })
    // A query, not the model: the auth finder would hash a null password.
    await User.query().where('id', user.id).update({ password: null, google_id: google.sub })
    const context = await browser.newContext()
    await context.loginAs(user)
    const page = await context.newPage()

    await visit(page, '/settings/account/privacy')
    const opener = page.getByRole('button', { name: t('account_deletion.open') })
    await opener.click()
    const dialog = page.getByRole('alertdialog', { name: t('account_deletion.dialog.title') })
    await dialog.waitFor()
    await expectAccessible(page, assert, 'dialog before the fresh sign-in')
    assert.equal(
      await dialog.getByRole('button', { name: t('account_deletion.dialog.confirm') }).count(),
      0,
      'nothing to confirm before signing in again'
    )

    oauth.approveAs('google', google)
    await dialog
      .getByRole('link', { name: t('account_deletion.dialog.signInAgain', { provider: 'Google' }) })
      .click()
    await page.waitForURL(/\/settings\/account\/privacy$/)
    await toastSaying(
      page,
      t('account_deletion.freshSignIn.confirmed', { provider: 'Google' })
    ).waitFor()

    await opener.click()
    await dialog.waitFor()
    await dialog
      .getByText(
        t('account_deletion.dialog.signedInAgain', {
          minutes: ACCOUNT_DELETION_RULES.freshSignInMinutes,
        })
      )
      .waitFor()
    await expectAccessible(page, assert, 'dialog after the fresh sign-in')
    await dialog.getByLabel(t('account_deletion.dialog.understood')).check()
    await dialog.getByRole('button', { name: t('account_deletion.dialog.confirm') }).click()
    await page.waitForURL(testUrl('/'))
    await toastSaying(page, t('account_deletion.deleted.title')).waitFor()
    assert.isNull(await User.find(user.id))
    await context.close()
  })
})
