import { test } from '@japa/runner'
import { DateTime, Settings } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import User from '#accounts/models/user'
import AuditLog from '#core/models/audit_log'
import Subscription from '#billing/models/subscription'
import { ACCOUNT_DELETION_RULES, RATE_LIMITS } from '#business/accounts'
import { givenUser, newcomer } from '#tests/helpers/users'
import { givenMentor } from '#tests/helpers/mentors'
import { givenSession } from '#tests/helpers/sessions'
import { Visitor, type VisitorResponse } from '#tests/helpers/visitor'
import { clearAuthRateLimits } from '#tests/helpers/rate_limits'
import { FakeOAuthServer, googleUserInfo } from '#tests/helpers/fake_oauth_server'

const PASSWORD = 'a-long-test-password-2026'
const PRIVACY = '/settings/account/privacy'
const DELETE = '/settings/account/privacy/delete'

/** A browser signed in as `user` with their password. */
async function signedIn(user: User, locale: 'en' | 'it' = 'en') {
  const visitor = await Visitor.opening('/login', locale)
  const response = await visitor.submit('/login', { email: user.email, password: PASSWORD })
  if (response.status() !== 302 || response.header('location') === '/login') {
    throw new Error(`Sign-in answered ${response.status()} ${response.header('location')}`)
  }
  return visitor
}

/** The member, on Settings > Privacy and data, confirms the deletion in its dialog. */
async function deleteAccount(visitor: Visitor, body: Record<string, unknown>) {
  await visitor.get(PRIVACY)
  return visitor.submit(DELETE, body, PRIVACY)
}

/** What Settings > Privacy and data tells the member about deleting their account. */
async function deletionShownTo(visitor: Visitor) {
  const props = await visitor.props(PRIVACY)
  return props.deletion
}

async function isSignedIn(visitor: Visitor) {
  const me = await visitor.call('GET', '/api/auth/me')
  return me.status() === 200
}

async function thenNothingChanged(assert: any, user: User, visitor: Visitor) {
  assert.isNotNull(await User.find(user.id), 'the account is still there')
  assert.isTrue(await isSignedIn(visitor), 'the member is still signed in')
  assert.isNull(await AuditLog.query().where('action', 'user.delete').first())
}

test.group('Account deletion | with the password', (group) => {
  group.each.setup(() => clearAuthRateLimits())
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the page explains the deletion for this member: mentor, plan, upcoming sessions', async ({
    assert,
  }) => {
    const mentee = await givenUser()
    const { user: mentor } = await givenMentor()
    await givenSession(mentor, mentee)
    await givenSession(mentor, mentee, {
      status: 'pending',
      startsAt: DateTime.utc().plus({ days: 9 }),
    })
    // Over already: not cancelled by the deletion, so not counted.
    await givenSession(mentor, mentee, {
      status: 'completed',
      startsAt: DateTime.utc().minus({ days: 9 }),
    })
    await Subscription.create({
      userId: mentee.id,
      plan: 'PRO',
      period: 'monthly',
      status: 'active',
      priceCents: 7900,
      currentPeriodStart: DateTime.utc().minus({ days: 3 }),
      currentPeriodEnd: DateTime.utc().plus({ days: 27 }),
      cancelAtPeriodEnd: false,
    })

    const asMentee = await deletionShownTo(await signedIn(mentee))
    assert.deepEqual(asMentee, {
      isMentor: false,
      activePlan: 'PRO',
      upcomingSessions: 2,
      confirmWith: 'password',
      providers: [],
      freshSignInUntil: null,
      lastAdmin: false,
    })
    const asMentor = await deletionShownTo(await signedIn(mentor))
    assert.include(asMentor, { isMentor: true, activePlan: null, upcomingSessions: 2 })
  })

  test('a wrong password is a form error in the member language; nothing changes ({$self})')
    .with(['en', 'it'] as const)
    .run(async ({ assert }, locale) => {
      const user = await givenUser()
      const visitor = await signedIn(user, locale)
      const response = await deleteAccount(visitor, {
        password: 'not-my-password',
        understood: true,
      })
      response.assertStatus(302)
      assert.equal(response.header('location'), PRIVACY)
      const page = await visitor.follow(response)
      assert.equal(
        page.props.errors.password,
        locale === 'it'
          ? 'La password non è corretta. Il tuo account non è stato modificato.'
          : 'That password is not right. Your account has not been changed.'
      )
      await thenNothingChanged(assert, user, visitor)
    })

  test('without the explicit "I understand" nothing changes, whatever the password', async ({
    assert,
  }) => {
    const user = await givenUser()
    const visitor = await signedIn(user)
    for (const body of [{ password: PASSWORD }, { password: PASSWORD, understood: false }]) {
      const page = await visitor.follow(await deleteAccount(visitor, body))
      assert.equal(page.props.errors.understood, 'Tick the box to confirm that you understand.')
    }
    await thenNothingChanged(assert, user, visitor)
  })

  test('the right password deletes the account at once: signed out everywhere, home with the notice, the e-mail free again', async ({
    assert,
  }) => {
    const user = await givenUser({ role: 'MENTOR' })
    const visitor = await signedIn(user)
    const otherDevice = await signedIn(user)
    const remembered = await Visitor.opening('/login')
    await remembered.submit('/login', { email: user.email, password: PASSWORD, remember: true })
    remembered.forget('mm-session')
    assert.isTrue(await isSignedIn(remembered), 'remember me signs in without the session')

    const response = await deleteAccount(visitor, { password: PASSWORD, understood: true })
    response.assertStatus(302)
    assert.equal(response.header('location'), '/')
    assert.isNull(await User.find(user.id))

    const home = await visitor.follow(response)
    assert.deepEqual(home.flash?.toast, {
      title: 'Your account has been deleted',
      description:
        'Your personal data is gone and you are signed out everywhere. Thank you for being part of the community.',
    })
    assert.isNull(home.props.user)
    for (const device of [visitor, otherDevice, remembered]) {
      assert.isFalse(await isSignedIn(device))
    }
    const settings = await otherDevice.get(PRIVACY)
    assert.match(settings.header('location') ?? '', /^\/login\?/)

    // The audit log keeps that it happened, by whom (themselves), and no personal data.
    const entry = await AuditLog.query().where('action', 'user.delete').firstOrFail()
    assert.equal(entry.entityId, String(user.id))
    assert.isNull(entry.actorUserId)
    assert.isNull(entry.ip)
    assert.deepEqual(entry.after, { by: 'self', role: 'MENTOR' })
    assert.notInclude(JSON.stringify(entry.serialize()), user.email)

    // The password no longer signs in; the address registers a new account.
    const again = await Visitor.opening('/login')
    const refused = await again.submit('/login', { email: user.email, password: PASSWORD })
    assert.equal(refused.header('location'), '/login')
    mail.fake()
    try {
      const newcomerVisitor = await Visitor.opening('/register')
      const registered = await newcomerVisitor.submit('/register', newcomer({ email: user.email }))
      assert.equal(registered.header('location'), '/verify-email')
      const newAccount = await User.findByOrFail('email', user.email)
      assert.notEqual(newAccount.id, user.id)
    } finally {
      mail.restore()
    }
  })

  test('the only active admin cannot delete their account; with another admin they can', async ({
    assert,
  }) => {
    // Other admins left by earlier tests step aside (rolled back with the test's transaction).
    await User.query().where('role', 'ADMIN').update({ status: 'suspended' })
    const admin = await givenUser({ role: 'ADMIN' })
    const visitor = await signedIn(admin)
    const alone = await deletionShownTo(visitor)
    assert.isTrue(alone.lastAdmin)

    const page = await visitor.follow(
      await deleteAccount(visitor, { password: PASSWORD, understood: true })
    )
    assert.equal(
      page.props.errors.form,
      'You are the only active admin, so you cannot delete your account. Make another member an admin first.'
    )
    await thenNothingChanged(assert, admin, visitor)

    await givenUser({ role: 'ADMIN' })
    const withAnother = await deletionShownTo(visitor)
    assert.isFalse(withAnother.lastAdmin)
    await deleteAccount(visitor, { password: PASSWORD, understood: true })
    assert.isNull(await User.find(admin.id))
  })

  test('wrong passwords are limited per account: over the limit even the right one is refused', async ({
    assert,
  }) => {
    const user = await givenUser()
    const visitor = await signedIn(user)
    for (let attempt = 0; attempt < RATE_LIMITS.accountDeletionPerAccount.requests; attempt++) {
      const page = await visitor.follow(
        await deleteAccount(visitor, { password: `guess-${attempt}`, understood: true })
      )
      assert.exists(page.props.errors.password)
    }
    const limited = await deleteAccount(visitor, { password: PASSWORD, understood: true })
    const page = await visitor.follow(limited)
    assert.equal(page.props.errors.form, 'Rate limit exceeded. Please try again later.')
    assert.equal(page.flash?.toast?.title, 'Rate limit exceeded')
    await thenNothingChanged(assert, user, visitor)
  })

  test('and per address, across accounts', async ({ assert }) => {
    const perAccount = RATE_LIMITS.accountDeletionPerAccount.requests
    let attempts = 0
    while (attempts < RATE_LIMITS.accountDeletionPerIp.requests) {
      const visitor = await signedIn(await givenUser())
      for (let i = 0; i < perAccount && attempts < RATE_LIMITS.accountDeletionPerIp.requests; i++) {
        await deleteAccount(visitor, { password: 'a-wrong-guess', understood: true })
        attempts++
      }
    }
    const user = await givenUser()
    const visitor = await signedIn(user)
    const page = await visitor.follow(
      await deleteAccount(visitor, { password: PASSWORD, understood: true })
    )
    assert.equal(page.props.errors.form, 'Rate limit exceeded. Please try again later.')
    await thenNothingChanged(assert, user, visitor)
  })
})

const oauth = new FakeOAuthServer()

/** Follows the app's redirect to the fake provider, which answers at once. */
async function throughProvider(visitor: Visitor, response: VisitorResponse) {
  const consent = await fetch(response.header('location')!, { redirect: 'manual' })
  if (consent.status !== 302) throw new Error(`The fake provider answered ${consent.status}`)
  const back = new URL(consent.headers.get('location')!)
  return visitor.get(`${back.pathname}${back.search}`)
}

/** A member whose account signs in only with Google, signed in with it. */
async function signedInWithGoogle() {
  const info = googleUserInfo()
  oauth.approveAs('google', info)
  const visitor = await Visitor.opening('/login')
  const landed = await throughProvider(visitor, await visitor.get('/auth/google/redirect'))
  landed.assertStatus(302)
  const user = await User.findByOrFail('email', info.email)
  return { visitor, user, info }
}

/** Signs in again with Google from the dialog; answers where the app sends the member then. */
async function signInAgain(visitor: Visitor, info: ReturnType<typeof googleUserInfo>) {
  oauth.approveAs('google', info)
  const back = await throughProvider(visitor, await visitor.get(`${PRIVACY}/confirm/google`))
  back.assertStatus(302)
  return visitor.follow(back)
}

test.group('Account deletion | a Google-only account', (group) => {
  group.setup(async () => {
    await oauth.start()
    return () => oauth.stop()
  })
  group.each.setup(() => {
    oauth.reset()
    mail.fake()
    return () => mail.restore()
  })
  group.each.setup(() => clearAuthRateLimits())
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('is refused without a fresh sign-in, accepted within 10 minutes of one', async ({
    assert,
  }) => {
    const { visitor, user, info } = await signedInWithGoogle()
    assert.isNull(user.password)
    assert.include(await deletionShownTo(visitor), {
      confirmWith: 'provider',
      freshSignInUntil: null,
    })

    const refused = await visitor.follow(await deleteAccount(visitor, { understood: true }))
    assert.equal(
      refused.props.errors.form,
      'Sign in again with Google or LinkedIn first: that confirms the deletion for 10 minutes.'
    )
    await thenNothingChanged(assert, user, visitor)

    const privacy = await signInAgain(visitor, info)
    assert.equal(privacy.url, PRIVACY)
    assert.equal(privacy.flash?.toast?.title, 'Google confirmed it is you')
    assert.isString(privacy.props.deletion.freshSignInUntil)

    const response = await deleteAccount(visitor, { understood: true })
    assert.equal(response.header('location'), '/')
    assert.isNull(await User.find(user.id))
    assert.isFalse(await isSignedIn(visitor))
  })

  test(`the fresh sign-in counts for ${ACCOUNT_DELETION_RULES.freshSignInMinutes} minutes only`, async ({
    assert,
  }) => {
    const { visitor, user, info } = await signedInWithGoogle()
    await signInAgain(visitor, info)
    const later = (ACCOUNT_DELETION_RULES.freshSignInMinutes * 60 + 5) * 1000
    Settings.now = () => Date.now() + later
    try {
      const page = await visitor.follow(await deleteAccount(visitor, { understood: true }))
      assert.include(page.props.errors.form, 'Sign in again')
      assert.isNull(page.props.deletion.freshSignInUntil)
    } finally {
      Settings.now = () => Date.now()
    }
    assert.isNotNull(await User.find(user.id))
  })

  test('a sign-in with another Google account confirms nothing', async ({ assert }) => {
    const { visitor, user } = await signedInWithGoogle()
    const page = await signInAgain(visitor, googleUserInfo())
    assert.equal(page.flash?.toast?.variant, 'destructive')
    assert.include(page.flash?.toast?.title, 'is not the one linked to your account')
    assert.isNull(page.props.deletion.freshSignInUntil)
    const refused = await visitor.follow(await deleteAccount(visitor, { understood: true }))
    assert.include(refused.props.errors.form, 'Sign in again')
    await thenNothingChanged(assert, user, visitor)
  })
})
