import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import i18nManager from '@adonisjs/i18n/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import OnboardingAnswer from '#accounts/models/onboarding_answer'
import type User from '#accounts/models/user'
import type Industry from '#core/models/industry'
import { MATCHING_POINTS, WHY_NOT } from '#business/matching'
import { findMatches } from '#mentoring/services/matching'
import { givenIndustry, givenMentor } from '#tests/helpers/mentors'
import { givenUser } from '#tests/helpers/users'

/*
| Matching's "why not" (product decisions): a search finding fewer than
| WHY_NOT.fewerThan mentors says which single criterion, removed, would add
| the most, and exactly how many. In matching the narrowing criteria are the
| industries (relaxed by anyIndustry: their sectors stop bounding the matches,
| they still rank) and the minimum rating; the others only rank.
|
| Each test first takes every mentor already in the database out of the list
| (inside its rolled-back transaction): relaxing the industries reaches every
| listed mentor, so exact counts need to know them all.
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

async function quick(client: any, user: User, body: Record<string, unknown> = {}, locale = 'en') {
  const response = await client
    .post('/api/matching/quick')
    .header('Accept-Language', locale)
    .withCsrfToken()
    .json(body)
    .loginAs(user)
  response.assertStatus(200)
  return response.body()
}

test.group('Matching | why not', (group) => {
  group.each.setup(async () => {
    const rollback = await testUtils.db().withGlobalTransaction()
    await db.from('mentor_profiles').update({ is_active: false })
    return rollback
  })

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
    await db
      .from('mentor_profiles')
      .whereIn(
        'id',
        db.from('mentor_industries').where('industry_id', saas.id).select('mentor_profile_id')
      )
      .update({ is_active: false })
    const ranked = await search(client, user, {
      industries: [fintech.id],
      experienceLevel: 'entry',
      companySize: 'enterprise',
    })
    assert.equal(ranked.pagination.total, 2)
    assert.isNull(ranked.whyNot)

    // Industries already relaxed: not a criterion to remove any more.
    const anywhere = await search(client, user, { industries: [fintech.id], anyIndustry: true })
    assert.equal(anywhere.pagination.total, 2)
    assert.isNull(anywhere.whyNot)
  })

  test('Quick Match: a thin one names its industries with exactly the listed mentors outside their sectors; relaxing finds them (EN and IT)', async ({
    client,
    assert,
  }) => {
    const { fintech, banking, saas } = await givenIndustries()
    const user = await givenUser()
    await user.related('industries').attach([fintech.id, saas.id])
    await OnboardingAnswer.create({ userId: user.id, companySize: 'small' })
    // In the sectors of Fintech (Banking is related) and SaaS: 3 matches.
    await givenRated(fintech, [4.9])
    await givenRated(banking, [1])
    await givenRated(saas, [3])
    // Outside them: 2 in another sector, 1 with no industry; an unlisted one is never counted.
    const elsewhere = await givenIndustry('Retail', `Why-not elsewhere ${Date.now()}`, 'Commercio')
    await givenRated(elsewhere, [5, 2])
    await givenMentor({ rating: 4 })
    await givenMentor({
      rating: 5,
      approved: false,
      industries: [{ industry: elsewhere, years: 9 }],
    })

    const thin = await quick(client, user)
    assert.equal(thin.pagination.total, 3)
    assert.isFalse(thin.criteria.anyIndustry)
    assert.deepEqual(thin.whyNot, {
      criterion: 'industries',
      label: 'industry: Fintech, SaaS',
      added: 3,
    })
    const italian = await quick(client, user, {}, 'it')
    assert.deepEqual(italian.whyNot, {
      criterion: 'industries',
      label: 'settore: SaaS (it), Tecnofinanza',
      added: 3,
    })

    // The one-click relax: Quick Match again with anyIndustry, 3 more, nothing more to say
    // (a page of its own: the kept pages are keyed on anyIndustry).
    const relaxed = await quick(client, user, { anyIndustry: true })
    assert.equal(relaxed.pagination.total, 3 + 3)
    assert.isTrue(relaxed.criteria.anyIndustry)
    assert.isNull(relaxed.whyNot)
  })

  test(`Quick Match: no hint at ${WHY_NOT.fewerThan} mentors in the sectors`, async ({
    client,
    assert,
  }) => {
    const { fintech, banking, saas } = await givenIndustries()
    const user = await givenUser()
    await user.related('industries').attach([fintech.id])
    await givenRated(fintech, [4.9, 4, 3])
    await givenRated(banking, [2])
    await givenRated(saas, [5, 5])

    const thin = await quick(client, user)
    assert.equal(thin.pagination.total, WHY_NOT.fewerThan - 1)
    assert.deepEqual(thin.whyNot, {
      criterion: 'industries',
      label: 'industry: Fintech',
      added: 2,
    })

    await givenRated(banking, [1])
    const enough = await quick(client, user)
    assert.equal(enough.pagination.total, WHY_NOT.fewerThan)
    assert.isNull(enough.whyNot)
  })

  test('the industries against the minimum rating: each counted with the other kept, the larger gain wins', async ({
    client,
    assert,
  }) => {
    const { fintech, saas } = await givenIndustries()
    const user = await givenUser()
    await givenRated(fintech, [4.8, 3])
    // Outside the sector, two above the minimum and three below.
    await givenRated(saas, [4.9, 4.6, 4, 2, 1])

    const criteria = { industries: [fintech.id], minRating: 4.5 }
    const byIndustry = await search(client, user, criteria)
    assert.equal(byIndustry.pagination.total, 1)
    assert.deepEqual(byIndustry.whyNot, {
      criterion: 'industries',
      label: 'industry: Fintech',
      added: 2,
    })
    const relaxed = await search(client, user, { ...criteria, anyIndustry: true })
    assert.equal(relaxed.pagination.total, 1 + 2)
    // Now only the minimum rating is left to remove: it hides the four below it.
    assert.deepEqual(relaxed.whyNot, {
      criterion: 'minRating',
      label: 'minimum rating 4.5',
      added: 4,
    })

    // Equal gains go to the industries (the form shows them first).
    await givenRated(fintech, [2])
    const tie = await search(client, user, criteria)
    assert.deepEqual(tie.whyNot, { criterion: 'industries', label: 'industry: Fintech', added: 2 })
    assert.equal(WHY_NOT.matchingCriteria[0], 'industries')
  })

  test('anyIndustry: mentors outside the sectors rank below those in them, with no industry points', async ({
    client,
    assert,
  }) => {
    const { fintech, banking, saas } = await givenIndustries()
    const user = await givenUser()
    const same = { rating: 4.6, years: 12 }
    const { user: exact } = await givenMentor({
      ...same,
      industries: [{ industry: fintech, years: 3 }],
    })
    const { user: related } = await givenMentor({
      ...same,
      industries: [{ industry: banking, years: 3 }],
    })
    const { user: outside } = await givenMentor({
      ...same,
      industries: [{ industry: saas, years: 3 }],
    })
    const { user: none } = await givenMentor(same)

    const body = await search(client, user, { industries: [fintech.id], anyIndustry: true })
    assert.equal(body.pagination.total, 4)
    assert.deepEqual(
      body.data.map((match: { id: number }) => match.id),
      [exact.id, related.id, outside.id, none.id]
    )
    const industryPoints = body.data.map(
      (match: { reasons: { factor: string; points: number }[] }) =>
        match.reasons.find((reason) => reason.factor === 'industry')?.points ?? 0
    )
    assert.deepEqual(industryPoints, [
      MATCHING_POINTS.exactIndustry,
      MATCHING_POINTS.relatedIndustry,
      0,
      0,
    ])
    const scores = body.data.map((match: { score: number }) => match.score)
    assert.equal(scores[0] - scores[2], MATCHING_POINTS.exactIndustry)
    assert.equal(scores[1] - scores[2], MATCHING_POINTS.relatedIndustry)
    assert.equal(scores[2], scores[3])
    for (const match of body.data) {
      assert.equal(
        match.reasons.reduce((sum: number, reason: { points: number }) => sum + reason.points, 0),
        match.score
      )
    }
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
