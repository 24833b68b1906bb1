import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import i18nManager from '@adonisjs/i18n/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import OnboardingAnswer from '#accounts/models/onboarding_answer'
import type User from '#accounts/models/user'
import type Industry from '#core/models/industry'
import { WHY_NOT } from '#business/matching'
import { findMatches } from '#mentoring/services/matching'
import { givenIndustry, givenMentor } from '#tests/helpers/mentors'
import { givenUser } from '#tests/helpers/users'

/*
| Matching's "why not" (product decisions): a search finding fewer than
| WHY_NOT.fewerThan mentors says which single criterion, removed, would add
| the most, and exactly how many. In matching the narrowing criterion is the
| minimum rating (industries are required, the others only rank).
*/

let sectors = 0
/** Fintech and Banking share a sector of their own (only this test's mentors match); SaaS has another. */
async function givenIndustries() {
  sectors += 1
  const sector = `Why-not sector ${sectors} ${Date.now()} ${Math.random()}`
  return {
    fintech: await givenIndustry('Fintech', sector, 'Tecnofinanza'),
    banking: await givenIndustry('Banking', sector, 'Banca'),
    saas: await givenIndustry('SaaS', `${sector} other`),
  }
}

/** Listed mentors in this industry, one per rating. */
async function givenRated(industry: Industry, ratings: number[]) {
  for (const rating of ratings) {
    await givenMentor({ rating, industries: [{ industry, years: 4 }] })
  }
}

async function search(
  client: any,
  user: User,
  body: Record<string, unknown>,
  locale: 'en' | 'it' = 'en'
) {
  const response = await client
    .post('/api/matching/search')
    .header('Accept-Language', locale)
    .withCsrfToken()
    .json(body)
    .loginAs(user)
  response.assertStatus(200)
  return response.body()
}

test.group('Matching | why not', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a thin search names the minimum rating and counts exactly the mentors it hides (EN and IT)', async ({
    client,
    assert,
  }) => {
    const { fintech, banking, saas } = await givenIndustries()
    const user = await givenUser()
    await givenRated(fintech, [4.8, 4.5])
    await givenRated(banking, [4.6])
    // Hidden by the minimum rating: two in the industry, one in a related one, one never rated.
    await givenRated(fintech, [4.4, 3])
    await givenRated(banking, [0])
    // Never counted: not a match whatever the rating (another sector, not listed).
    await givenRated(saas, [2])
    await givenMentor({ rating: 3, approved: false, industries: [{ industry: fintech, years: 2 }] })
    await givenMentor({ rating: 3, active: false, industries: [{ industry: fintech, years: 2 }] })

    const criteria = { industries: [fintech.id], minRating: 4.5 }
    const english = await search(client, user, criteria)
    assert.equal(english.pagination.total, 3)
    assert.deepEqual(english.whyNot, {
      criterion: 'minRating',
      label: 'minimum rating 4.5',
      added: 3,
    })
    const italian = await search(client, user, criteria, 'it')
    assert.deepEqual(italian.whyNot, {
      criterion: 'minRating',
      label: 'valutazione minima 4,5',
      added: 3,
    })

    // The one-click relax: the same search without it finds exactly that many more.
    const relaxed = await search(client, user, { ...criteria, minRating: null })
    assert.equal(relaxed.pagination.total, 3 + 3)
    assert.isNull(relaxed.whyNot, 'five or more results: nothing to say')
  })

  test('the count keeps the result limit: only what the relaxed search would show', async ({
    client,
    assert,
  }) => {
    const { fintech } = await givenIndustries()
    const user = await givenUser()
    await givenRated(fintech, [4.9, 4.7, 4, 4, 3.5, 3, 2, 1])
    const criteria = { industries: [fintech.id], minRating: 4.5, maxResults: 5 }

    const thin = await search(client, user, criteria)
    assert.equal(thin.pagination.total, 2)
    assert.deepEqual(thin.whyNot, { criterion: 'minRating', label: 'minimum rating 4.5', added: 3 })

    const relaxed = await search(client, user, { ...criteria, minRating: null })
    assert.equal(relaxed.pagination.total, 5)
  })

  test(`nothing at ${WHY_NOT.fewerThan} results or more`, async ({ client, assert }) => {
    const { fintech } = await givenIndustries()
    const user = await givenUser()
    await givenRated(fintech, [5, 4.9, 4.8, 4.7, 4.6, 3, 2])
    const body = await search(client, user, { industries: [fintech.id], minRating: 4.5 })
    assert.equal(body.pagination.total, WHY_NOT.fewerThan)
    assert.isNull(body.whyNot)

    // One fewer above the minimum: now it is said.
    await db
      .from('mentor_profiles')
      .where('rating', 4.6)
      .whereIn(
        'id',
        db.from('mentor_industries').where('industry_id', fintech.id).select('mentor_profile_id')
      )
      .update({ rating: 4.4 })
    const thin = await search(client, user, { industries: [fintech.id], minRating: 4.5 })
    assert.equal(thin.pagination.total, WHY_NOT.fewerThan - 1)
    assert.deepEqual(thin.whyNot, { criterion: 'minRating', label: 'minimum rating 4.5', added: 3 })
  })

  test('nothing when removing no single criterion adds a mentor', async ({ client, assert }) => {
    const { fintech, saas } = await givenIndustries()
    const user = await givenUser()
    await givenRated(fintech, [4.9, 4.6])
    // Below the minimum but in another sector: removing the minimum adds nobody.
    await givenRated(saas, [3])

    const rated = await search(client, user, { industries: [fintech.id], minRating: 4.5 })
    assert.equal(rated.pagination.total, 2)
    assert.isNull(rated.whyNot)

    // Skills, experience and company size rank but never narrow: nothing to remove.
    const ranked = await search(client, user, {
      industries: [fintech.id],
      experienceLevel: 'entry',
      companySize: 'enterprise',
    })
    assert.equal(ranked.pagination.total, 2)
    assert.isNull(ranked.whyNot)
  })

  test('Quick Match: the onboarding criteria narrow by industry only, so a thin Quick Match says nothing', async ({
    client,
    assert,
  }) => {
    const { fintech, saas } = await givenIndustries()
    const user = await givenUser()
    await user.related('industries').attach([fintech.id])
    await OnboardingAnswer.create({ userId: user.id, companySize: 'small' })
    await givenRated(fintech, [4.9, 1])
    await givenRated(saas, [4.9, 4.9, 4.9, 4.9])

    const response = await client.post('/api/matching/quick').withCsrfToken().json({}).loginAs(user)
    response.assertStatus(200)
    assert.equal(response.body().pagination.total, 2)
    assert.isNull(response.body().whyNot)
  })

  test('the hint is kept with the page and follows the catalogue: a write changes the next one', async ({
    assert,
  }) => {
    const { fintech } = await givenIndustries()
    await givenRated(fintech, [4.8, 3, 2])
    const criteria = { industries: [fintech.id], minRating: 4.5 }
    const options = { i18n: i18nManager.locale('en') }

    const first = await findMatches(criteria, options)
    assert.deepEqual(first.whyNot, {
      criterion: 'minRating',
      label: 'minimum rating 4.5',
      added: 2,
    })
    const knex = db.connection().getWriteClient()
    let queries = 0
    const listener = () => queries++
    knex.on('query', listener)
    try {
      const kept = await findMatches(criteria, options)
      assert.deepEqual(kept, first)
    } finally {
      knex.removeListener('query', listener)
    }
    assert.equal(queries, 1, 'only the catalogue version is read')

    await givenRated(fintech, [1])
    const after = await findMatches(criteria, options)
    assert.equal(after.whyNot?.added, 3)
    assert.equal(after.pagination.total, 1)

    // Each language keeps its own wording.
    const italian = await findMatches(criteria, { i18n: i18nManager.locale('it') })
    assert.equal(italian.whyNot?.label, 'valutazione minima 4,5')
  })
})
