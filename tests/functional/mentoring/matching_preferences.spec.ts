import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import router from '@adonisjs/core/services/router'
import type User from '#accounts/models/user'
import SavedSearch from '#mentoring/models/saved_search'
import { MATCHING_RULES } from '#business/matching'
import { givenIndustry } from '#tests/helpers/mentors'
import { givenUser } from '#tests/helpers/users'
import { openApiPath } from '#core/services/api_document'

/** Saved search preferences: a name plus criteria, one member's own. */
function call(
  client: any,
  user: User,
  method: 'get' | 'post' | 'delete',
  path: string,
  locale = 'en'
) {
  const request = client[method](path).header('Accept-Language', locale).loginAs(user)
  return method === 'get' ? request : request.withCsrfToken()
}

async function criteria() {
  const industry = await givenIndustry('Fintech', `Finance ${Date.now()} ${Math.random()}`)
  return {
    industries: [industry.id],
    // A search relaxed by its "why not" keeps the relax.
    anyIndustry: true,
    skills: [],
    experienceLevel: 'senior',
    companySize: 'startup',
    minRating: 4,
    sessionFormat: 'video',
    goals: 'Find a CFO mentor',
    maxResults: 20,
  }
}

test.group('Matching | saved preferences', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('save, list, load and delete a preference', async ({ client, assert }) => {
    const user = await givenUser()
    const saved = await criteria()
    const store = await call(client, user, 'post', '/api/matching/preferences').json({
      name: '  Fintech seniors  ',
      criteria: saved,
    })
    store.assertStatus(201)
    const preference = store.body().preference
    assert.containsSubset(preference, { name: 'Fintech seniors', criteria: saved })

    const list = await call(client, user, 'get', '/api/matching/preferences')
    list.assertStatus(200)
    assert.deepEqual(
      list.body().data.map((one: { id: number; name: string }) => [one.id, one.name]),
      [[preference.id, 'Fintech seniors']]
    )

    const load = await call(client, user, 'get', `/api/matching/preferences/${preference.id}`)
    load.assertStatus(200)
    assert.deepEqual(load.body().preference.criteria, saved)

    const remove = await call(client, user, 'delete', `/api/matching/preferences/${preference.id}`)
    remove.assertStatus(204)
    assert.isNull(await SavedSearch.find(preference.id))
    const again = await call(client, user, 'delete', `/api/matching/preferences/${preference.id}`)
    again.assertStatus(404)
    assert.equal(again.body().errorCode, 'NOT_FOUND')
  })

  test('a name is unique per member, whatever its case, with a clear error', async ({
    client,
    assert,
  }) => {
    const user = await givenUser()
    const saved = await criteria()
    await call(client, user, 'post', '/api/matching/preferences').json({
      name: 'Fintech',
      criteria: saved,
    })
    for (const [locale, message] of [
      ['en', 'You already have a saved search named “fintech”'],
      ['it', 'Hai già una ricerca salvata con il nome “fintech”'],
    ] as const) {
      const response = await call(client, user, 'post', '/api/matching/preferences', locale).json({
        name: 'fintech',
        criteria: saved,
      })
      response.assertStatus(422)
      assert.equal(response.body().errorCode, 'VALIDATION_ERROR')
      assert.deepEqual(response.body().errors, { name: [message] })
    }
    // Another member may use the same name.
    const other = await givenUser()
    const theirs = await call(client, other, 'post', '/api/matching/preferences').json({
      name: 'Fintech',
      criteria: saved,
    })
    theirs.assertStatus(201)
  })

  test('the name and the criteria are validated', async ({ client, assert }) => {
    const user = await givenUser()
    const saved = await criteria()
    const noName = await call(client, user, 'post', '/api/matching/preferences', 'it').json({
      name: '   ',
      criteria: saved,
    })
    noName.assertStatus(422)
    assert.deepEqual(noName.body().errors.name, ['Dai un nome a questa ricerca'])

    const long = await call(client, user, 'post', '/api/matching/preferences').json({
      name: 'x'.repeat(MATCHING_RULES.savedPreferenceNameMaxLength + 1),
      criteria: saved,
    })
    assert.deepEqual(long.body().errors.name, ['The name can be at most 80 characters long'])

    const noIndustries = await call(client, user, 'post', '/api/matching/preferences').json({
      name: 'Empty',
      criteria: { ...saved, industries: [] },
    })
    noIndustries.assertStatus(422)
    assert.deepEqual(noIndustries.body().errors['criteria.industries'], [
      'Choose at least one industry',
    ])
  })

  test(`at most ${MATCHING_RULES.savedPreferencesMax} saved searches`, async ({
    client,
    assert,
  }) => {
    const user = await givenUser()
    const saved = await criteria()
    await SavedSearch.createMany(
      Array.from({ length: MATCHING_RULES.savedPreferencesMax }, (_, index) => ({
        userId: user.id,
        name: `Search ${index}`,
        criteria: saved,
      }))
    )
    const response = await call(client, user, 'post', '/api/matching/preferences').json({
      name: 'One more',
      criteria: saved,
    })
    response.assertStatus(422)
    assert.deepEqual(response.body().errors.name, [
      'You can keep up to 20 saved searches: delete one first',
    ])
  })

  test('another member can neither load nor delete my preference', async ({ client, assert }) => {
    const me = await givenUser()
    const mine = await SavedSearch.create({
      userId: me.id,
      name: 'Mine',
      criteria: await criteria(),
    })
    const intruder = await givenUser()

    const load = await call(client, intruder, 'get', `/api/matching/preferences/${mine.id}`)
    load.assertStatus(404)
    const remove = await call(client, intruder, 'delete', `/api/matching/preferences/${mine.id}`)
    remove.assertStatus(404)
    const list = await call(client, intruder, 'get', '/api/matching/preferences')
    assert.deepEqual(list.body().data, [])
    assert.isNotNull(await SavedSearch.find(mine.id))
  })

  test('signed-out calls are refused', async ({ client }) => {
    const response = await client.get('/api/matching/preferences')
    response.assertStatus(401)
  })
})

test.group('Matching | OpenAPI', () => {
  test('every matching call is documented, and exists in the router', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/api/openapi.json')
    const paths = response.body().paths
    const routes = Object.values(router.toJSON())
      .flat()
      .flatMap((route) => route.methods.map((method) => `${method} ${route.pattern}`))
    const calls = [
      'POST /api/matching/search',
      'POST /api/matching/quick',
      'GET /api/matching/preferences',
      'POST /api/matching/preferences',
      'GET /api/matching/preferences/:id',
      'DELETE /api/matching/preferences/:id',
      'POST /api/matching/requests',
    ]
    for (const documented of calls) {
      const [method, path] = documented.split(' ')
      assert.property(
        paths[openApiPath(path)] ?? {},
        method.toLowerCase(),
        `${documented} is documented`
      )
      assert.include(routes, documented)
    }
  })
})
