import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import type User from '#accounts/models/user'
import MatchingRequest from '#mentoring/models/matching_request'
import { givenIndustry } from '#tests/helpers/mentors'
import { givenUser } from '#tests/helpers/users'
import { pageFrom, ssrBody } from '#tests/helpers/inertia'
import { givenSubscription } from '#tests/helpers/billing'

function requestMatching(client: any, user: User, body: Record<string, unknown>, locale = 'en') {
  return client
    .post('/api/matching/requests')
    .header('Accept-Language', locale)
    .withCsrfToken()
    .json(body)
    .loginAs(user)
}

const MESSAGE = 'I am looking for a fintech operator who scaled a lending product in Italy.'

test.group('Matching | personalised matching by the team (PRO)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a PRO member sends a request with the criteria on screen; it is kept open for admins', async ({
    client,
    assert,
  }) => {
    const user = await givenUser()
    await givenSubscription(user, 'PRO')
    const industry = await givenIndustry()
    const criteria = { industries: [industry.id], skills: [], experienceLevel: 'senior' }
    const response = await requestMatching(client, user, { message: `  ${MESSAGE}  `, criteria })
    response.assertStatus(201)
    assert.equal(response.body().request.status, 'open')

    const stored = await MatchingRequest.findOrFail(response.body().request.id)
    assert.equal(stored.userId, user.id)
    assert.equal(stored.message, MESSAGE)
    assert.equal(stored.status, 'open')
    assert.deepEqual(stored.criteria, criteria)

    const withoutCriteria = await requestMatching(client, user, { message: MESSAGE })
    withoutCriteria.assertStatus(201)
    const bare = await MatchingRequest.findOrFail(withoutCriteria.body().request.id)
    assert.isNull(bare.criteria)
  })

  test('a PRO subscription cancelled at period end still counts until that end', async ({
    client,
  }) => {
    const user = await givenUser()
    await givenSubscription(user, 'PRO', { status: 'cancelled', cancelAtPeriodEnd: true })
    const response = await requestMatching(client, user, { message: MESSAGE })
    response.assertStatus(201)
  })

  test('FREE, BASE and lapsed PRO members are refused with FORBIDDEN', async ({
    client,
    assert,
  }) => {
    const free = await givenUser()
    const base = await givenUser()
    await givenSubscription(base, 'BASE')
    const lapsed = await givenUser()
    await givenSubscription(lapsed, 'PRO', {
      status: 'cancelled',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: DateTime.utc().minus({ minutes: 1 }),
    })
    const pastDue = await givenUser()
    await givenSubscription(pastDue, 'PRO', {
      status: 'past_due',
      currentPeriodEnd: DateTime.utc().minus({ minutes: 1 }),
    })

    for (const user of [free, base, lapsed, pastDue]) {
      const response = await requestMatching(client, user, { message: MESSAGE })
      response.assertStatus(403)
      assert.equal(response.body().errorCode, 'FORBIDDEN')
      assert.equal(
        response.body().message,
        'Personalised matching by the team is part of the PRO plan.'
      )
    }
    const italian = await requestMatching(client, free, { message: MESSAGE }, 'it')
    assert.equal(
      italian.body().message,
      'Il matching personalizzato dal team fa parte del piano PRO.'
    )
    const stored = await MatchingRequest.query().whereIn('userId', [free.id, base.id, lapsed.id])
    assert.lengthOf(stored, 0)
  })

  test('the message is bounded, and the criteria are checked', async ({ client, assert }) => {
    const user = await givenUser()
    await givenSubscription(user, 'PRO')
    const short = await requestMatching(client, user, { message: 'Help me' }, 'it')
    short.assertStatus(422)
    assert.deepEqual(short.body().errors.message, [
      'Racconta al team qualcosa in più (almeno 20 caratteri)',
    ])
    const long = await requestMatching(client, user, { message: 'x'.repeat(2001) })
    assert.deepEqual(long.body().errors.message, [
      'The message can be at most 2000 characters long',
    ])
    const badCriteria = await requestMatching(client, user, {
      message: MESSAGE,
      criteria: { industries: [] },
    })
    assert.deepEqual(badCriteria.body().errors['criteria.industries'], [
      'Choose at least one industry',
    ])
  })

  test('the page tells the plan: PRO sees the form, others the upgrade prompt', async ({
    client,
    assert,
  }) => {
    const pro = await givenUser()
    await givenSubscription(pro, 'PRO')
    const free = await givenUser()
    const proResponse = await client.get('/mentors/matching').loginAs(pro)
    const freeResponse = await client.get('/mentors/matching').loginAs(free)
    assert.equal(pageFrom(proResponse.text()).props.plan, 'PRO')
    assert.equal(pageFrom(freeResponse.text()).props.plan, 'FREE')
    assert.include(ssrBody(proResponse.text()), 'Ask our team to match you')
    assert.include(ssrBody(freeResponse.text()), 'See PRO plans')
    assert.include(ssrBody(freeResponse.text()), 'href="/pricing"')
  })
})
