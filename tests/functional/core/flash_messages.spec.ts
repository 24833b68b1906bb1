import { test } from '@japa/runner'
import type User from '#accounts/models/user'
import { givenUser } from '#tests/helpers/users'
import { Visitor } from '#tests/helpers/visitor'

/*
| A flashed toast is for the page a redirect leads to. The page's own background calls (the
| build check about a second after it starts, counts, the real-time stream) can reach the server
| between the redirect and that page: they leave the toast where it is.
*/

const PASSWORD = 'a-long-test-password-2026'
const PRIVACY = '/settings/account/privacy'
const ASK = '/settings/account/privacy/data-export'

async function signedIn(user: User) {
  const visitor = await Visitor.opening('/login')
  const response = await visitor.submit('/login', { email: user.email, password: PASSWORD })
  response.assertStatus(302)
  // The sign-in's own toast, if any, is shown and gone.
  await visitor.page('/dashboard')
  return visitor
}

/**
 * A member asks for their data (a redirect whose page has a toast), `between` makes the calls
 * that come before that page, then the page is shown.
 */
async function toastedPageAfter(between: (caller: Visitor, member: User) => Promise<void>) {
  const member = await givenUser()
  const visitor = await signedIn(member)
  const redirect = await visitor.submit(ASK, {}, PRIVACY)
  redirect.assertStatus(302)
  await between(visitor, member)
  return { visitor, page: await visitor.follow(redirect) }
}

const TOAST = "We're preparing your data"

test.group('Flash messages | background calls', () => {
  test('a JSON call between a redirect and its page leaves the page its toast', async ({
    assert,
  }) => {
    const { visitor, page } = await toastedPageAfter(async (caller) => {
      const check = await caller.call('GET', '/api/build-version')
      check.assertStatus(200)
    })
    assert.equal(page.flash?.toast?.title, TOAST)

    // Shown once: the next page has none.
    const next = await visitor.page(PRIVACY)
    assert.notExists(next.flash?.toast)
  })

  test('so does a count the page polls, asked twice in between', async ({ assert }) => {
    const { page } = await toastedPageAfter(async (caller) => {
      for (let count = 0; count < 2; count++) {
        const unread = await caller.call('GET', '/api/conversations/unread')
        unread.assertStatus(200)
      }
    })
    assert.equal(page.flash?.toast?.title, TOAST)
  })

  test('so does the real-time client subscribing, which asks for any type of answer', async ({
    assert,
  }) => {
    const { visitor, page } = await toastedPageAfter(async (caller, member) => {
      const uid = crypto.randomUUID()
      const stream = await caller.stream(`/__transmit/events?uid=${uid}`)
      assert.equal(stream.status, 200)
      try {
        // As @adonisjs/transmit-client sends it: JSON in, no Accept header (fetch's */*).
        const subscribed = await caller.call(
          'POST',
          '/__transmit/subscribe',
          { uid, channel: `users/${member.id}/messages` },
          { accept: '*/*' }
        )
        subscribed.assertStatus(204)
      } finally {
        await stream.body?.cancel()
      }
    })
    assert.equal(page.flash?.toast?.title, TOAST)
    const next = await visitor.page(PRIVACY)
    assert.notExists(next.flash?.toast)
  })

  test('a call that changes the session keeps the toast for the page as well', async ({
    assert,
  }) => {
    const { visitor, page } = await toastedPageAfter(async (caller) => {
      // The API client's refresh extends the session: it writes to it.
      const refresh = await caller.call('POST', '/api/token/refresh')
      refresh.assertStatus(200)
    })
    assert.equal(page.flash?.toast?.title, TOAST)
    const next = await visitor.page(PRIVACY)
    assert.notExists(next.flash?.toast)
  })

  test('a page visit in between is the one that shows it', async ({ assert }) => {
    let shown: Awaited<ReturnType<Visitor['page']>> | undefined
    const { page: redirected } = await toastedPageAfter(async (caller) => {
      shown = await caller.page('/dashboard')
    })
    assert.equal(shown?.flash?.toast?.title, TOAST)
    assert.notExists(redirected.flash?.toast)
  })
})
