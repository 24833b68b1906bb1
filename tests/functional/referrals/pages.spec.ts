import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import type User from '#accounts/models/user'
import type Reward from '#referrals/models/reward'
import { ensureReferralCode } from '#referrals/services/codes'
import ReferralCode from '#referrals/models/referral_code'
import { attributeReferral } from '#referrals/services/attribution'
import { convertReferralOnPayment } from '#referrals/services/conversion'
import { givenUser } from '#tests/helpers/users'
import { pageFrom, ssrBody } from '#tests/helpers/inertia'

/** The text a visitor reads: tags dropped, entities and no-break spaces as plain characters. */
function visibleText(html: string) {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\u00a0|\u202f/g, ' ')
    .replace(/\s+/g, ' ')
}

async function pageOf(client: ApiClient, path: string, user?: User, locale: 'en' | 'it' = 'en') {
  const request = client.get(path).withRawCookie('locale', locale)
  const response = await (user ? request.loginAs(user) : request)
  response.assertStatus(200)
  const html = response.text()
  return { response, page: pageFrom(html), text: visibleText(ssrBody(html)) }
}

/**
 * A referrer whose code is a fixed one. The landing sets the code as a raw
 * cookie, and the test client decodes every response cookie as if AdonisJS
 * had encoded it: about 7 % of random codes make that decoding throw.
 */
async function givenFixedCode(referrer: User, code: string) {
  await ensureReferralCode(referrer)
  await ReferralCode.query().where('userId', referrer.id).update({ code })
  return code
}

function setCookies(response: { header(name: string): unknown }) {
  const value = response.header('set-cookie')
  return (Array.isArray(value) ? value : value ? [String(value)] : []).join('\n')
}

/** A referrer with `count` friends signed up with their code; the first `converted` paid. */
async function givenReferrer(count: number, converted: number) {
  const referrer = await givenUser({ firstName: 'Anna', lastName: 'Conti' })
  const code = await ensureReferralCode(referrer)
  const friends: User[] = []
  for (let index = 0; index < count; index++) {
    const friend = await givenUser({ firstName: 'Friend', lastName: `Number${index + 1}` })
    const outcome = await attributeReferral(friend, code)
    if (!outcome.attributed) throw new Error(`not attributed: ${JSON.stringify(outcome)}`)
    if (index < converted) await convertReferralOnPayment(friend.id, DateTime.utc(), 7900)
    friends.push(friend)
  }
  return { referrer, code, friends }
}

test.group('Referrals | landing page', () => {
  test('a known code: who invited, the 20 % offer, the way to registration, and the captured cookie', async ({
    client,
    assert,
  }) => {
    const referrer = await givenUser({ firstName: 'Beatrice', lastName: 'Neri' })
    const code = await givenFixedCode(referrer, 'BEATRICE')
    const { response, page, text } = await pageOf(client, `/r/${code.toLowerCase()}`)
    assert.equal(page.component, 'referrals/landing')
    assert.deepEqual(page.props.check, { code, known: true, referrerFirstName: 'Beatrice' })
    assert.include(text, 'Beatrice invited you to find your mentor')
    assert.include(text, 'get 20% off your first subscription')
    assert.include(text, 'valid for 30 days')
    assert.include(text, 'Sign up and claim 20% off')
    assert.include(response.text(), `href="/register?r=${code}"`)
    assert.include(setCookies(response), `referralCode=${code};`)
  })

  test('in Italian', async ({ client, assert }) => {
    const referrer = await givenUser({ firstName: 'Beatrice', lastName: 'Neri' })
    const code = await givenFixedCode(referrer, 'HJKMNPQR')
    const { text } = await pageOf(client, `/r/${code}`, undefined, 'it')
    assert.include(text, 'Beatrice ti ha invitato a trovare il tuo mentor')
    assert.include(text, 'avrai il 20% di sconto sul primo abbonamento')
  })

  test('an unknown code still renders, with a note, and captures nothing', async ({
    client,
    assert,
  }) => {
    const { response, page, text } = await pageOf(client, '/r/ZZZZ9999')
    assert.equal(page.component, 'referrals/landing')
    assert.deepEqual(page.props.check, {
      code: 'ZZZZ9999',
      known: false,
      referrerFirstName: null,
    })
    assert.include(text, "We don't recognise the code ZZZZ9999")
    assert.include(text, "You've been invited to find your mentor")
    assert.notInclude(setCookies(response), 'referralCode=')

    const italian = await pageOf(client, '/r/not-a-code', undefined, 'it')
    assert.include(italian.text, 'Non riconosciamo il codice not-a-code')
  })

  test('the first captured code wins: a second landing keeps the earlier cookie', async ({
    client,
    assert,
  }) => {
    const first = await ensureReferralCode(await givenUser())
    const second = await ensureReferralCode(await givenUser({ firstName: 'Carla' }))
    const response = await client.get(`/r/${second}`).withRawCookie('referralCode', first)
    response.assertStatus(200)
    assert.notInclude(setCookies(response), 'referralCode=')
    assert.equal(pageFrom(response.text()).props.check.referrerFirstName, 'Carla')
  })

  test('the registration form asks whether a code is known', async ({ client, assert }) => {
    const code = await ensureReferralCode(await givenUser({ firstName: 'Dario' }))
    const known = await client.get(`/referral-codes/${code.toLowerCase()}`)
    known.assertStatus(200)
    assert.deepEqual(known.body(), { code, known: true, referrerFirstName: 'Dario' })
    const unknown = await client.get('/referral-codes/QQQQ2222')
    assert.deepEqual(unknown.body(), { code: null, known: false, referrerFirstName: null })
  })
})

test.group('Referrals | settings page', () => {
  test('needs sign-in', async ({ client, assert }) => {
    const response = await client.get('/settings/referrals').redirects(0)
    assert.oneOf(response.status(), [302, 303])
    assert.match(response.header('location') ?? '', /^\/login/)
  })

  test('a new member: a code and link created, zero totals, the empty states, how it works', async ({
    client,
    assert,
  }) => {
    const member = await givenUser()
    const { page, text } = await pageOf(client, '/settings/referrals', member)
    assert.equal(page.component, 'referrals/settings')
    const code = await ensureReferralCode(member)
    assert.equal(page.props.info.referralCode, code)
    assert.match(page.props.info.referralLink, new RegExp(`/r/${code}$`))
    assert.deepEqual(page.props.referredUsers, {
      data: [],
      pagination: { total: 0, page: 1, limit: 10, pages: 0, hasMore: false },
    })
    assert.deepEqual(page.props.rewards.data, [])
    assert.include(text, 'Invites and rewards')
    assert.include(text, 'Your referral link')
    assert.include(text, 'Copy link')
    assert.include(text, '3 more successful referrals to your next free session')
    assert.include(text, 'How it works')
    assert.include(text, 'Share your link')
    assert.include(text, 'Your friend subscribes')
    assert.include(text, 'You get €10 in credit for each friend who subscribes')
    assert.include(text, 'No referred friends yet')
    assert.include(text, 'No rewards yet')
    assert.notInclude(text, 'Showing page')
    for (const channel of ['E-mail', 'WhatsApp', 'LinkedIn', 'X']) assert.include(text, channel)
  })

  test('a referrer: totals, progress, the referred friends and rewards with their statuses, page 1 of 2', async ({
    client,
    assert,
  }) => {
    const { referrer, friends } = await givenReferrer(12, 4)
    const { page, text } = await pageOf(client, '/settings/referrals', referrer)
    const info = page.props.info
    assert.equal(info.totalReferrals, 12)
    assert.equal(info.successfulReferrals, 4)
    assert.equal(info.totalCreditsEarned, 40)
    assert.equal(info.freeSessionsEarned, 1)
    assert.equal(info.referralsUntilNextFreeSession, 2)
    assert.equal(page.props.referredUsers.pagination.pages, 2)
    assert.lengthOf(page.props.referredUsers.data, 10)
    assert.include(text, 'Showing page 1 of 2')
    assert.include(text, 'Friend Number12')
    assert.notInclude(text, 'Friend Number1 ')
    assert.include(text, 'Pending')
    assert.include(text, '2 more successful referrals to your next free session')
    assert.include(text, '€40')
    const types = page.props.rewards.data.map((reward: Reward) => reward.type).sort()
    assert.deepEqual(types, ['credit', 'credit', 'credit', 'credit', 'free_session'])
    assert.include(text, '1 free session')
    assert.include(text, 'Converted')
    assert.lengthOf(friends, 12)

    const italian = await pageOf(client, '/settings/referrals', referrer, 'it')
    assert.include(italian.text, 'Inviti e premi')
    assert.include(italian.text, 'Pagina 1 di 2')
    assert.include(
      italian.text,
      'Ancora 2 inviti andati a buon fine per la prossima sessione gratuita'
    )
    assert.include(italian.text, 'Come funziona')
    assert.include(italian.text, 'Convertito')
  })
})
