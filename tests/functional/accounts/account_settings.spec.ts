import env from '#start/env'
import { test } from '@japa/runner'
import hash from '@adonisjs/core/services/hash'
import mail from '@adonisjs/mail/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import { givenUser } from '#tests/helpers/users'
import { givenMentor } from '#tests/helpers/mentors'
import { pageFrom, ssrBody } from '#tests/helpers/inertia'
import { withRealHashing } from '#tests/helpers/hashing'

/** The field errors a page submission flashed (Inertia reads them as the `errors` prop). */
function inputErrors(response: { flashMessages(): Record<string, any> }): Record<string, string[]> {
  return response.flashMessages().inputErrorsBag ?? {}
}

/** givenUser's password. */
const CURRENT = 'a-long-test-password-2026'
const STRONG = 'Brisk-Lantern-Orbit-7429'

test.group('Settings | account: personal URL', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the page shows the personal URL and suggests one from the name', async ({
    client,
    assert,
  }) => {
    const user = await givenUser({ firstName: 'Chiara', lastName: 'Esposito' })
    const response = await client.get('/settings/account/account').loginAs(user)
    response.assertStatus(200)
    const page = pageFrom(response.text())
    assert.equal(page.component, 'accounts/settings/account')
    assert.isNull(page.props.slug)
    assert.equal(page.props.suggestedSlug, 'chiara-esposito')
    assert.equal(page.props.personalUrlBase, `${env.get('APP_URL')}/mentors/`)
    assert.isTrue(page.props.hasPassword)
    assert.include(ssrBody(response.text()), 'Change password')
  })

  test('no personal URL offered to copy leads to a 404: only mentors have one, copyable once listed', async ({
    client,
    assert,
  }) => {
    const mentee = await givenUser()
    const admin = await givenUser({ role: 'ADMIN' })
    const { user: listed } = await givenMentor({ slug: `listed-${Date.now()}` })
    const { user: unlisted } = await givenMentor({
      slug: `unlisted-${Date.now()}`,
      approved: false,
    })
    const cases = [
      { user: mentee, publicProfile: null },
      { user: admin, publicProfile: null },
      { user: unlisted, publicProfile: 'not_listed' },
      { user: listed, publicProfile: 'listed' },
    ] as const
    for (const { user, publicProfile } of cases) {
      const response = await client.get('/settings/account/account').loginAs(user)
      response.assertStatus(200)
      const page = pageFrom(response.text())
      const body = ssrBody(response.text())
      assert.equal(page.props.publicProfile, publicProfile, user.email)
      // Mentees and admins have no public page: no personal URL to set or copy.
      assert.equal(body.includes('Personal URL'), publicProfile !== null, user.email)
      const copyable = body.includes('Copy link')
      assert.equal(copyable, publicProfile === 'listed', user.email)
      if (page.props.slug) {
        const opened = await client.get(`/mentors/${page.props.slug}`)
        assert.equal(
          opened.status() === 200,
          copyable,
          `${user.email}: /mentors/${page.props.slug}`
        )
      }
    }
  })

  test('the account page needs a completed onboarding', async ({ client, assert }) => {
    const user = await givenUser({ onboarded: false })
    const response = await client.get('/settings/account/account').loginAs(user).redirects(0)
    assert.equal(response.header('location'), '/onboarding')
  })

  test('a free slug is saved, lower-cased', async ({ client, assert }) => {
    const user = await givenUser()
    const response = await client
      .put('/settings/account/account')
      .withCsrfToken()
      .withInertia()
      .header('Referer', '/settings/account/account')
      .json({ slug: 'Marco-Rossi-2' })
      .loginAs(user)
      .redirects(0)
    response.assertStatus(303)
    response.assertFlashMessage('toast', { title: 'Account updated' })
    await user.refresh()
    assert.equal(user.slug, 'marco-rossi-2')
  })

  test('a slug taken by someone else is refused ({$self})')
    .with([
      { locale: 'en', message: 'This personal URL is already taken. Please choose another one.' },
      { locale: 'it', message: 'Questo URL personale è già in uso. Scegline un altro.' },
    ])
    .run(async ({ client, assert }, { locale, message }) => {
      const owner = await givenUser()
      owner.slug = 'taken-slug'
      await owner.save()
      const user = await givenUser()
      const response = await client
        .put('/settings/account/account')
        .withCsrfToken()
        .withInertia()
        .header('Accept-Language', locale)
        .header('Referer', '/settings/account/account')
        .json({ slug: 'taken-slug' })
        .loginAs(user)
        .redirects(0)
      response.assertStatus(303)
      assert.deepEqual(inputErrors(response).slug, [message])
      await user.refresh()
      assert.isNull(user.slug)
    })

  test('reserved words and malformed slugs are refused ({$self.slug})')
    .with([
      { slug: 'matching', message: 'This personal URL is reserved. Please choose another one.' },
      { slug: 'new', message: 'This personal URL is reserved. Please choose another one.' },
      { slug: 'admin', message: 'This personal URL is reserved. Please choose another one.' },
      {
        slug: 'two--hyphens',
        message: 'Use lower-case letters, digits and single hyphens, with at least one letter',
      },
      {
        slug: 'héllo',
        message: 'Use lower-case letters, digits and single hyphens, with at least one letter',
      },
      {
        slug: '12345',
        message: 'Use lower-case letters, digits and single hyphens, with at least one letter',
      },
      { slug: 'ab', message: 'The Personal URL field must have at least 3 characters' },
      {
        slug: 'a'.repeat(61),
        message: 'The Personal URL field must not be longer than 60 characters',
      },
    ])
    .run(async ({ client, assert }, { slug, message }) => {
      const user = await givenUser()
      const response = await client
        .put('/settings/account/account')
        .withCsrfToken()
        .header('Accept', 'application/json')
        .json({ slug })
        .loginAs(user)
      response.assertStatus(422)
      assert.deepEqual(response.body().errors.slug, [message])
    })

  test("keeping one's own slug and changing nothing says so", async ({ client }) => {
    const user = await givenUser()
    user.slug = 'my-own'
    await user.save()
    const response = await client
      .put('/settings/account/account')
      .withCsrfToken()
      .withInertia()
      .header('Referer', '/settings/account/account')
      .json({ slug: 'my-own' })
      .loginAs(user)
      .redirects(0)
    response.assertFlashMessage('toast', { title: 'No changes were made to your account' })
  })
})

test.group('Settings | account: change password', (group) => {
  withRealHashing(group)
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  let fake: ReturnType<typeof mail.fake>
  group.each.setup(() => {
    fake = mail.fake()
    return () => mail.restore()
  })

  function change(client: any, user: any, body: Record<string, unknown>, locale = 'en') {
    return client
      .put('/settings/account/account')
      .withCsrfToken()
      .withInertia()
      .header('Accept-Language', locale)
      .header('Referer', '/settings/account/account')
      .json(body)
      .loginAs(user)
      .redirects(0)
  }

  test('a wrong current password is refused', async ({ client, assert }) => {
    const user = await givenUser()
    const response = await change(client, user, {
      current_password: 'not-my-password',
      new_password: STRONG,
      new_password_confirmation: STRONG,
    })
    assert.deepEqual(inputErrors(response).current_password, ['Your current password is incorrect'])
    await user.refresh()
    assert.isTrue(await hash.verify(user.password!, CURRENT))
  })

  test('the current password is required to set a new one', async ({ client, assert }) => {
    const user = await givenUser()
    const response = await change(client, user, {
      new_password: STRONG,
      new_password_confirmation: STRONG,
    })
    assert.deepEqual(inputErrors(response).current_password, [
      'Enter your current password to change it',
    ])
  })

  test('a weak password is refused ({$self})')
    .with([
      { locale: 'en', message: 'Please choose a stronger password' },
      { locale: 'it', message: 'Scegli una password più sicura' },
    ])
    .run(async ({ client, assert }, { locale, message }) => {
      const user = await givenUser()
      const response = await change(
        client,
        user,
        {
          current_password: CURRENT,
          new_password: 'password123',
          new_password_confirmation: 'password123',
        },
        locale
      )
      assert.deepEqual(inputErrors(response).new_password, [message])
      await user.refresh()
      assert.isTrue(await hash.verify(user.password!, CURRENT))
    })

  test('the confirmation must match', async ({ client, assert }) => {
    const user = await givenUser()
    const response = await change(client, user, {
      current_password: CURRENT,
      new_password: STRONG,
      new_password_confirmation: `${STRONG}x`,
    })
    assert.deepEqual(inputErrors(response).new_password_confirmation, [
      'The new passwords do not match',
    ])
  })

  test('the same password and nothing else changed: "No changes were made" ({$self})')
    .with([
      { locale: 'en', message: 'No changes were made to your account' },
      { locale: 'it', message: 'Nessuna modifica è stata apportata al tuo account' },
    ])
    .run(async ({ client }, { locale, message }) => {
      const user = await givenUser()
      const response = await change(
        client,
        user,
        { current_password: CURRENT, new_password: CURRENT, new_password_confirmation: CURRENT },
        locale
      )
      response.assertStatus(303)
      response.assertFlashMessage('toast', { title: message })
      fake.messages.assertNoneQueued()
      fake.mails.assertNoneQueued()
    })

  test('success: the new password works, the e-mail is queued, the session stays', async ({
    client,
    assert,
  }) => {
    const user = await givenUser()
    await user.refresh()
    const versionBefore = user.sessionVersion
    const response = await change(client, user, {
      current_password: CURRENT,
      new_password: STRONG,
      new_password_confirmation: STRONG,
    })
    response.assertStatus(303)
    response.assertFlashMessage('toast', {
      title: 'Password changed. We sent you a confirmation e-mail.',
    })
    await user.refresh()
    assert.isTrue(await hash.verify(user.password!, STRONG))
    assert.isFalse(await hash.verify(user.password!, CURRENT))

    // The password-changed e-mail is queued once, to the user (a mail class or a message).
    const queued = [...fake.mails.queued().map((one) => one.message), ...fake.messages.queued()]
    assert.lengthOf(queued, 1)
    assert.isTrue(queued[0].hasTo(user.email))

    // Other sessions end (the session version moves on); this one is signed in again
    // with the new version, so it stays.
    assert.equal(user.sessionVersion, versionBefore + 1)
    assert.equal(response.session().auth_web, `${user.id}:${user.sessionVersion}`)
  })
})

test.group('Settings | notifications', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('defaults: service e-mails on, product news off', async ({ client, assert }) => {
    const user = await givenUser()
    const response = await client.get('/settings/account/notifications').loginAs(user)
    response.assertStatus(200)
    const page = pageFrom(response.text())
    assert.equal(page.component, 'accounts/settings/notifications')
    assert.include(ssrBody(response.text()), 'Booking requests and confirmations')
    assert.include(ssrBody(response.text()), 'Reminder 24 hours before, and feedback requests')
    assert.include(ssrBody(response.text()), 'Reminder 1 hour before')
    assert.include(ssrBody(response.text()), 'Outcome follow-up')
    assert.include(ssrBody(response.text()), 'role="switch"')
    assert.deepEqual(page.props.preferences, {
      bookings: true,
      reminders: true,
      finalReminders: true,
      outcomeFollowUps: true,
      messages: true,
      productNews: false,
      referrals: true,
    })
  })

  test('preferences are saved on the user', async ({ client, assert }) => {
    const user = await givenUser()
    const response = await client
      .put('/settings/account/notifications')
      .withCsrfToken()
      .withInertia()
      .header('Referer', '/settings/account/notifications')
      .json({
        bookings: false,
        reminders: true,
        final_reminders: false,
        outcome_follow_ups: false,
        messages: false,
        product_news: true,
        referrals: false,
      })
      .loginAs(user)
      .redirects(0)
    response.assertStatus(303)
    response.assertFlashMessage('toast', { title: 'Preferences saved' })
    await user.refresh()
    assert.isFalse(user.emailBookings)
    assert.isTrue(user.emailReminders)
    assert.isFalse(user.emailFinalReminders)
    assert.isFalse(user.emailOutcomeFollowUps)
    assert.isFalse(user.emailMessages)
    assert.isTrue(user.emailProductNews)
    assert.isFalse(user.emailReferrals)

    const reloaded = await client.get('/settings/account/notifications').loginAs(user)
    const page = pageFrom(reloaded.text())
    assert.deepEqual(page.props.preferences, {
      bookings: false,
      reminders: true,
      finalReminders: false,
      outcomeFollowUps: false,
      messages: false,
      productNews: true,
      referrals: false,
    })
  })

  test('the page needs sign-in only (no onboarding guard in the spec)', async ({
    client,
    assert,
  }) => {
    const signedOut = await client.get('/settings/account/notifications').redirects(0)
    assert.match(signedOut.header('location') ?? '', /^\/login\?returnTo=/)
    const user = await givenUser({ onboarded: false })
    const response = await client.get('/settings/account/notifications').loginAs(user)
    response.assertStatus(200)
  })

  test('non-boolean values are refused', async ({ client, assert }) => {
    const user = await givenUser()
    const response = await client
      .put('/settings/account/notifications')
      .withCsrfToken()
      .header('Accept', 'application/json')
      .json({
        bookings: 'maybe',
        reminders: true,
        messages: true,
        product_news: true,
        referrals: true,
      })
      .loginAs(user)
    response.assertStatus(422)
    assert.property(response.body().errors, 'bookings')
  })
})
