import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type User from '#accounts/models/user'
import { givenMentor } from '#tests/helpers/mentors'
import { givenUser } from '#tests/helpers/users'
import { pageFrom, ssrBody } from '#tests/helpers/inertia'

/*
| Mentors volunteer: they hold no plan and buy nothing. The mentee pages of
| plans and payments do not exist for them (a guard failing on first load
| yields a 404 page), and nothing offers them a plan: no menu entry, no
| upgrade prompt.
*/

const MENTEE_PAGES = ['/dashboard/pro', '/settings/payments']

/** Pages a signed-in mentor reaches from the menus, with the header and the settings menu. */
const MENTOR_PAGES = ['/dashboard', '/settings/account/account', '/settings/profile/schedule']

async function get(client: any, path: string, user: User, locale: 'en' | 'it' = 'en') {
  return client.get(path).header('Accept-Language', locale).redirects(0).loginAs(user)
}

test.group('Billing | mentors get no plans', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  for (const path of MENTEE_PAGES) {
    test(`${path} is a 404 page for a mentor, in their language`, async ({ client, assert }) => {
      const { user } = await givenMentor()
      for (const [locale, title] of [
        ['en', 'Page Not Found'],
        ['it', 'Pagina non trovata'],
      ] as const) {
        const response = await get(client, path, user, locale)
        response.assertStatus(404)
        const page = pageFrom(response.text())
        assert.equal(page.component, 'errors/not_found')
        assert.equal(page.props.statusMessage, title)
      }
    })

    test(`${path} stays open to mentees and admins`, async ({ client }) => {
      for (const user of [await givenUser(), await givenUser({ role: 'ADMIN' })]) {
        const response = await get(client, path, user)
        response.assertStatus(200)
      }
    })
  }

  test('no menu a mentor sees leads to the PRO page or to payments', async ({ client, assert }) => {
    const { user } = await givenMentor()
    for (const path of MENTOR_PAGES) {
      const response = await get(client, path, user)
      response.assertStatus(200)
      const html = ssrBody(response.text())
      for (const target of MENTEE_PAGES) {
        assert.notInclude(html, `href="${target}"`, `${path} links to ${target}`)
      }
    }
    // A mentee's menus keep both.
    const mentee = await givenUser()
    const menteeSettings = await get(client, '/settings/account/account', mentee)
    const settings = ssrBody(menteeSettings.text())
    for (const target of MENTEE_PAGES) assert.include(settings, `href="${target}"`)
  })

  test('matching offers a mentor no PRO plan; a FREE mentee still sees the offer', async ({
    client,
    assert,
  }) => {
    const { user } = await givenMentor()
    const response = await get(client, '/mentors/matching', user)
    response.assertStatus(200)
    assert.isNull(pageFrom(response.text()).props.plan)
    const html = ssrBody(response.text())
    assert.notInclude(html, 'See PRO plans')

    const mentee = await givenUser()
    const menteeMatching = await get(client, '/mentors/matching', mentee)
    const offered = ssrBody(menteeMatching.text())
    assert.include(offered, 'See PRO plans')
  })

  test('a mentor can start no checkout and has no subscription to act on; pricing offers them nothing to buy', async ({
    client,
    assert,
  }) => {
    const { user } = await givenMentor()
    const calls = [
      client.post('/api/billing/checkout').json({ plan: 'PRO', period: 'monthly' }),
      client.get('/api/billing/subscription'),
      client.post('/api/billing/subscription/change').json({ plan: 'PRO', period: 'monthly' }),
      client.post('/api/billing/subscription/refund'),
    ]
    for (const call of calls) {
      const response = await call.withCsrfToken().loginAs(user)
      response.assertStatus(403)
      assert.equal(response.body().errorCode, 'FORBIDDEN')
    }
    for (const [locale, nothingToBuy] of [
      ['en', 'Mentors volunteer: nothing to buy'],
      ['it', 'Chi fa da mentor partecipa come volontario: nulla da acquistare'],
    ] as const) {
      const response = await get(client, '/pricing', user, locale)
      const pricing = ssrBody(response.text())
      assert.include(pricing, nothingToBuy)
      assert.notInclude(pricing, locale === 'en' ? 'Choose Pro' : 'Scegli Pro')
    }
    const menteeResponse = await get(client, '/pricing', await givenUser())
    const mentee = ssrBody(menteeResponse.text())
    assert.include(mentee, 'Choose Pro')
    assert.notInclude(mentee, 'Mentors volunteer')
  })
})
