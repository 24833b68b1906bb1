import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import i18nManager from '@adonisjs/i18n/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import OnboardingAnswer from '#accounts/models/onboarding_answer'
import type User from '#accounts/models/user'
import type Industry from '#core/models/industry'
import MentorProfile from '#mentoring/models/mentor_profile'
import { findMatches, quickMatch } from '#mentoring/services/matching'
import { scoreMatch } from '#mentoring/services/match_scoring'
import { givenIndustry, givenMentor, givenSkill } from '#tests/helpers/mentors'
import { givenUser } from '#tests/helpers/users'
import { pageFrom, ssrBody } from '#tests/helpers/inertia'

let sectors = 0
/** A sector of its own, so only this test's mentors can match. */
function sector() {
  sectors += 1
  return `Sector ${sectors} ${Date.now()} ${Math.random()}`
}

async function search(
  client: any,
  user: User,
  body: Record<string, unknown>,
  locale: 'en' | 'it' = 'en'
) {
  return client
    .post('/api/matching/search')
    .header('Accept-Language', locale)
    .withCsrfToken()
    .json(body)
    .loginAs(user)
}

/** Fintech and Banking share a sector; SaaS has its own. */
async function givenVocabulary() {
  const finance = sector()
  return {
    fintech: await givenIndustry('Fintech', finance, 'Tecnofinanza'),
    banking: await givenIndustry('Banking', finance, 'Banca'),
    saas: await givenIndustry('SaaS', sector()),
    skills: await Promise.all(
      ['Fundraising', 'Pricing', 'Hiring', 'Sales', 'Product', 'Growth'].map((name) =>
        givenSkill(name, `${name} IT`)
      )
    ),
  }
}

const worksIn = (industry: Industry, years = 4) => [{ industry, years }]

test.group('Matching | page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('signed-out visitors are sent to sign in', async ({ client, assert }) => {
    const response = await client.get('/mentors/matching').redirects(0)
    response.assertStatus(302)
    assert.match(response.header('location') ?? '', /^\/login\?returnTo=%2Fmentors%2Fmatching/)
  })

  test('the page holds the vocabularies, the onboarding prefill, saved searches and the plan', async ({
    client,
    assert,
  }) => {
    const { fintech, skills } = await givenVocabulary()
    const user = await givenUser()
    await user.related('industries').attach([fintech.id])
    await OnboardingAnswer.create({
      userId: user.id,
      companySize: 'medium',
      growthChallenge: 'Raise a seed round',
    })
    user.companySize = 'medium'
    await user.save()

    const response = await client.get('/mentors/matching').loginAs(user)
    response.assertStatus(200)
    const page = pageFrom(response.text())
    assert.equal(page.component, 'mentoring/matching')
    assert.deepInclude(page.props.skills, { id: skills[0].id, name: 'Fundraising' })
    assert.isTrue(page.props.industries.some((one: { id: number }) => one.id === fintech.id))
    assert.containsSubset(page.props.prefill, {
      industries: [fintech.id],
      companySize: 'startup',
      goals: 'Raise a seed round',
    })
    assert.deepEqual(page.props.preferences, [])
    assert.equal(page.props.plan, 'FREE')
    assert.deepEqual(page.props.quickMatch, { available: true, estimatedMinutes: 2 })
    assert.include(ssrBody(response.text()), 'Quick Match')
  })

  test('the page is in Italian for an Italian visitor', async ({ client, assert }) => {
    const user = await givenUser()
    const response = await client
      .get('/mentors/matching')
      .header('Accept-Language', 'it')
      .loginAs(user)
    response.assertStatus(200)
    assert.include(ssrBody(response.text()), 'Ricerca guidata')
  })
})

test.group('Matching | criteria validation (EN and IT)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('{field}: {case}')
    .with([
      {
        field: 'industries',
        case: 'missing',
        body: { industries: undefined },
        en: 'Choose at least one industry',
        it: 'Scegli almeno un settore',
      },
      {
        field: 'industries',
        case: 'empty',
        body: { industries: [] },
        en: 'Choose at least one industry',
        it: 'Scegli almeno un settore',
      },
      {
        field: 'industries',
        case: 'more than 10',
        body: { industries: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] },
        en: 'Choose at most 10 industries',
        it: 'Scegli al massimo 10 settori',
      },
      {
        field: 'industries',
        case: 'twice the same',
        body: { industries: [1, 1] },
        en: 'Each industry can be chosen only once',
        it: 'Ogni settore può essere scelto una sola volta',
      },
      {
        field: 'skills',
        case: 'more than 15',
        body: { skills: Array.from({ length: 16 }, (_, index) => index + 1) },
        en: 'Choose at most 15 skills',
        it: 'Scegli al massimo 15 competenze',
      },
      {
        field: 'experienceLevel',
        case: 'not a level',
        body: { experienceLevel: 'guru' },
        en: 'Choose an experience level from the list',
        it: "Scegli un livello di esperienza dall'elenco",
      },
      {
        field: 'companySize',
        case: 'not a size',
        body: { companySize: 'huge' },
        en: 'Choose a company size from the list',
        it: "Scegli una dimensione dell'azienda dall'elenco",
      },
      {
        field: 'minRating',
        case: 'above 5',
        body: { minRating: 5.5 },
        en: 'The minimum rating must be between 0 and 5',
        it: 'La valutazione minima deve essere compresa tra 0 e 5',
      },
      {
        field: 'minRating',
        case: 'below 0',
        body: { minRating: -1 },
        en: 'The minimum rating must be between 0 and 5',
        it: 'La valutazione minima deve essere compresa tra 0 e 5',
      },
      {
        field: 'sessionFormat',
        case: 'not a format',
        body: { sessionFormat: 'letter' },
        en: 'Choose video, phone or either',
        it: 'Scegli video, telefono o indifferente',
      },
      {
        field: 'goals',
        case: 'too long',
        body: { goals: 'x'.repeat(1001) },
        en: 'Goals can be at most 1000 characters long',
        it: 'Gli obiettivi possono essere lunghi al massimo 1000 caratteri',
      },
      {
        field: 'maxResults',
        case: 'not an offered limit',
        body: { maxResults: 7 },
        en: 'Choose 5, 10, 20 or 50 results, or no limit',
        it: 'Scegli 5, 10, 20 o 50 risultati, oppure nessun limite',
      },
      {
        field: 'sort',
        case: 'not a sort',
        body: { sort: 'name' },
        en: 'Sort by match score, rating, experience, sessions or hourly rate',
        it: 'Ordina per compatibilità, valutazione, esperienza, sessioni o tariffa oraria',
      },
      {
        field: 'page',
        case: 'zero',
        body: { page: 0 },
        en: 'The page must be 1 or more',
        it: 'La pagina deve essere 1 o più',
      },
    ])
    .run(async ({ client, assert }, row) => {
      const user = await givenUser()
      const { fintech } = await givenVocabulary()
      const body = { industries: [fintech.id], ...row.body }
      for (const locale of ['en', 'it'] as const) {
        const response = await search(client, user, body, locale)
        response.assertStatus(422)
        assert.equal(response.body().errorCode, 'VALIDATION_ERROR')
        assert.deepEqual(response.body().errors[row.field], [row[locale]], locale)
      }
    })

  test('unknown industries and skills fail on their field', async ({ client, assert }) => {
    const user = await givenUser()
    const { fintech } = await givenVocabulary()
    for (const [locale, industry, skill] of [
      [
        'en',
        'One of the chosen industries does not exist (any more)',
        'One of the chosen skills does not exist (any more)',
      ],
      [
        'it',
        'Uno dei settori scelti non esiste (più)',
        'Una delle competenze scelte non esiste (più)',
      ],
    ] as const) {
      const response = await search(
        client,
        user,
        { industries: [fintech.id, 999_999], skills: [999_998] },
        locale
      )
      response.assertStatus(422)
      assert.deepEqual(response.body().errors, { industries: [industry], skills: [skill] })
    }
  })

  test('valid criteria with every field are accepted, and no limit is null', async ({
    client,
    assert,
  }) => {
    const user = await givenUser()
    const { fintech, skills } = await givenVocabulary()
    const response = await search(client, user, {
      industries: [fintech.id],
      skills: skills.map((skill) => skill.id),
      experienceLevel: 'executive',
      companySize: 'enterprise',
      minRating: 0,
      sessionFormat: 'any',
      goals: 'x'.repeat(1000),
      maxResults: null,
      sort: 'hourly_rate',
      page: 1,
    })
    response.assertStatus(200)
    assert.deepEqual(response.body().pagination, {
      total: 0,
      page: 1,
      limit: 10,
      pages: 0,
      hasMore: false,
    })
  })

  test('signed-out calls are refused', async ({ client }) => {
    const response = await client
      .post('/api/matching/search')
      .withCsrfToken()
      .json({ industries: [1] })
    response.assertStatus(401)
  })
})

test.group('Matching | results', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a result carries the spec fields, its score and one reason per scoring factor', async ({
    client,
    assert,
  }) => {
    const user = await givenUser()
    const { fintech, skills } = await givenVocabulary()
    const { user: mentor } = await givenMentor({
      firstName: 'Ada',
      lastName: 'Rossi',
      slug: `ada-rossi-${Date.now()}`,
      headline: 'Fintech founder',
      years: 12,
      hourlyRate: 150,
      rating: 4.8,
      sessionsCount: 31,
      companySizes: ['startup'],
      nextAvailableAt: DateTime.utc().plus({ days: 3 }),
      skills: skills.slice(0, 5),
      industries: worksIn(fintech, 6),
    })
    const body = {
      industries: [fintech.id],
      skills: skills.map((skill) => skill.id),
      experienceLevel: 'senior',
      companySize: 'startup',
    }
    const response = await search(client, user, body)
    response.assertStatus(200)
    const [result] = response.body().data
    assert.containsSubset(result, {
      id: mentor.id,
      slug: mentor.slug,
      name: 'Ada Rossi',
      initials: 'AR',
      photo: null,
      headline: 'Fintech founder',
      score: 100,
      rating: 4.8,
      yearsOfExperience: 12,
      sessionsCount: 31,
      hourlyRate: 150,
      industries: [{ id: fintech.id, name: 'Fintech', years: 6 }],
    })
    assert.lengthOf(result.skills, 5)
    assert.isTrue(result.skills.every((skill: { matched: boolean }) => skill.matched))
    assert.deepEqual(
      result.reasons.map((reason: { text: string }) => reason.text),
      [
        '5 matching skills',
        'Has worked in Fintech for 6 years',
        '12 years of experience, the senior level you asked for',
        'Has worked with startups (1-50 people)',
        'Highly rated: 4.8 out of 5',
        'Free this week: next slot in 3 days',
      ]
    )

    const italian = await search(client, user, body, 'it')
    assert.equal(
      italian.body().data[0].reasons[1].text,
      'Ha lavorato nel settore Tecnofinanza per 6 anni'
    )
    assert.equal(italian.body().data[0].industries[0].name, 'Tecnofinanza')
  })

  test('matches work in a requested or related industry; unrelated mentors never show', async ({
    client,
    assert,
  }) => {
    const user = await givenUser()
    const { fintech, banking, saas } = await givenVocabulary()
    const { user: exact } = await givenMentor({ industries: worksIn(fintech) })
    const { user: related } = await givenMentor({ industries: worksIn(banking) })
    await givenMentor({ industries: worksIn(saas), rating: 5 })
    const response = await search(client, user, { industries: [fintech.id] })
    const data = response.body().data
    assert.deepEqual(
      data.map((one: { id: number; score: number }) => [one.id, one.score]),
      [
        [exact.id, 25],
        [related.id, 10],
      ]
    )
    assert.equal(response.body().pagination.total, 2)
  })

  test('only listed mentors: pending, inactive and suspended never appear', async ({
    client,
    assert,
  }) => {
    const user = await givenUser()
    const { fintech } = await givenVocabulary()
    const { user: listed } = await givenMentor({ industries: worksIn(fintech) })
    await givenMentor({ industries: worksIn(fintech), approved: false, rating: 5 })
    await givenMentor({ industries: worksIn(fintech), active: false, rating: 5 })
    await givenMentor({ industries: worksIn(fintech), status: 'suspended', rating: 5 })
    const response = await search(client, user, { industries: [fintech.id] })
    assert.deepEqual(
      response.body().data.map((one: { id: number }) => one.id),
      [listed.id]
    )
    assert.equal(response.body().pagination.total, 1)
  })

  test('the minimum rating leaves out mentors rated below it (and unrated ones)', async ({
    client,
    assert,
  }) => {
    const user = await givenUser()
    const { fintech } = await givenVocabulary()
    const { user: good } = await givenMentor({ industries: worksIn(fintech), rating: 4.2 })
    await givenMentor({ industries: worksIn(fintech), rating: 3.9 })
    await givenMentor({ industries: worksIn(fintech) })
    const response = await search(client, user, { industries: [fintech.id], minRating: 4 })
    assert.deepEqual(
      response.body().data.map((one: { id: number }) => one.id),
      [good.id]
    )
  })

  test('every sort: score, rating, experience, sessions, hourly rate', async ({
    client,
    assert,
  }) => {
    const user = await givenUser()
    const { fintech, banking } = await givenVocabulary()
    // a: best match (exact industry); b: best rated; c: most years; d: most sessions; e: cheapest.
    const a = await givenMentor({
      industries: worksIn(fintech),
      rating: 4.0,
      years: 5,
      sessionsCount: 10,
      hourlyRate: 100,
    })
    const b = await givenMentor({
      industries: worksIn(banking),
      rating: 4.9,
      years: 6,
      sessionsCount: 20,
      hourlyRate: 90,
    })
    const c = await givenMentor({
      industries: worksIn(banking),
      rating: 3.0,
      years: 30,
      sessionsCount: 30,
      hourlyRate: 80,
    })
    const d = await givenMentor({
      industries: worksIn(banking),
      rating: 3.5,
      years: 7,
      sessionsCount: 90,
      hourlyRate: 95,
    })
    const e = await givenMentor({
      industries: worksIn(banking),
      rating: 2.0,
      years: 8,
      sessionsCount: 5,
      hourlyRate: 20,
    })
    const expected: Record<string, { user: User }[]> = {
      score: [a, b, c, d, e], // 30, 20, 10, 10, 10: ties by the older profile
      rating: [b, a, d, c, e],
      experience: [c, e, d, b, a],
      sessions: [d, c, b, a, e],
      hourly_rate: [e, c, b, d, a],
    }
    for (const [sort, order] of Object.entries(expected)) {
      const response = await search(client, user, { industries: [fintech.id], sort })
      response.assertStatus(200)
      assert.deepEqual(
        response.body().data.map((one: { id: number }) => one.id),
        order.map((mentor) => mentor.user.id),
        sort
      )
    }
  })

  test('pages of 10 with load more: total, pages, hasMore, no mentor twice', async ({
    client,
    assert,
  }) => {
    const user = await givenUser()
    const { fintech } = await givenVocabulary()
    for (let index = 0; index < 23; index++) {
      await givenMentor({ industries: worksIn(fintech), sessionsCount: index })
    }
    const seen: number[] = []
    for (const [page, size, hasMore] of [
      [1, 10, true],
      [2, 10, true],
      [3, 3, false],
    ] as const) {
      const response = await search(client, user, {
        industries: [fintech.id],
        sort: 'sessions',
        page,
      })
      const body = response.body()
      assert.lengthOf(body.data, size)
      assert.deepEqual(body.pagination, { total: 23, page, limit: 10, pages: 3, hasMore })
      seen.push(...body.data.map((one: { id: number }) => one.id))
    }
    assert.lengthOf(new Set(seen), 23)
    const beyond = await search(client, user, { industries: [fintech.id], page: 4 })
    assert.deepEqual(beyond.body().data, [])
    assert.isFalse(beyond.body().pagination.hasMore)
  })

  test('max results keeps that many best matches, then sorts them', async ({ client, assert }) => {
    const user = await givenUser()
    const { fintech, banking } = await givenVocabulary()
    const best: number[] = []
    for (let index = 0; index < 6; index++) {
      const { user: mentor } = await givenMentor({ industries: worksIn(fintech), rating: 3 })
      best.push(mentor.id)
    }
    // Better rated but weaker matches (related industry): left out by the limit.
    for (let index = 0; index < 6; index++) {
      await givenMentor({ industries: worksIn(banking), rating: 5 })
    }

    const five = await search(client, user, { industries: [fintech.id], maxResults: 5 })
    assert.deepEqual(five.body().pagination, {
      total: 5,
      page: 1,
      limit: 10,
      pages: 1,
      hasMore: false,
    })
    assert.deepEqual(
      five.body().data.map((one: { id: number }) => one.id),
      best.slice(0, 5)
    )

    const byRating = await search(client, user, {
      industries: [fintech.id],
      maxResults: 5,
      sort: 'rating',
    })
    assert.sameMembers(
      byRating.body().data.map((one: { id: number }) => one.id),
      best.slice(0, 5)
    )

    const twenty = await search(client, user, { industries: [fintech.id], maxResults: 20 })
    assert.equal(twenty.body().pagination.total, 12, 'fewer matches than the limit')
    assert.isTrue(twenty.body().pagination.hasMore)
  })
})

test.group('Matching | SQL score equals the scoring function', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('for varied mentors, at the availability and rating boundaries, in both orders', async ({
    assert,
  }) => {
    const now = DateTime.fromISO('2026-05-04T10:00:00Z', { zone: 'utc' })
    const { fintech, banking, skills } = await givenVocabulary()
    const industryChoices = [
      worksIn(fintech, 3),
      worksIn(banking, 9),
      [...worksIn(fintech, 1), ...worksIn(banking, 2)],
    ]
    const availability = [
      null,
      now.minus({ days: 1 }),
      now.plus({ days: 2 }),
      now.plus({ days: 7 }),
      now.plus({ days: 7, seconds: 1 }),
      now.plus({ days: 14 }),
      now.plus({ days: 14, seconds: 1 }),
      now.plus({ days: 40 }),
    ]
    const ratings = [0, 3.99, 4.0, 4.49, 4.5, 5]
    const years = [0, 2, 3, 7, 8, 15, 16, 30]
    const sizes = [
      [],
      ['startup'],
      ['small', 'medium'],
      ['startup', 'small', 'enterprise'],
    ] as const
    for (let index = 0; index < 24; index++) {
      await givenMentor({
        industries: industryChoices[index % industryChoices.length],
        skills: skills.slice(index % 4, (index % 4) + (index % 7)),
        nextAvailableAt: availability[index % availability.length],
        rating: ratings[index % ratings.length],
        years: years[index % years.length],
        companySizes: [...sizes[index % sizes.length]],
      })
    }

    const criteriaSets = [
      { industries: [fintech.id] },
      {
        industries: [fintech.id],
        skills: skills.map((skill) => skill.id),
        experienceLevel: 'senior' as const,
        companySize: 'startup' as const,
      },
      {
        industries: [banking.id, fintech.id],
        skills: [skills[1].id, skills[3].id],
        experienceLevel: 'executive' as const,
        companySize: 'small' as const,
      },
      {
        industries: [banking.id],
        experienceLevel: 'entry' as const,
        companySize: 'enterprise' as const,
      },
    ]
    const i18n = i18nManager.locale('en')
    const profiles = await MentorProfile.query().preload('skills').preload('industries')
    const byUser = new Map(profiles.map((profile) => [profile.userId, profile]))

    let compared = 0
    for (const criteria of criteriaSets) {
      const result = await findMatches(criteria, { i18n, now, limit: 100 })
      assert.equal(result.pagination.total, 24)
      for (const match of result.data) {
        const profile = byUser.get(match.id)!
        const pure = scoreMatch(
          {
            skillIds: criteria.skills ?? [],
            industryIds: criteria.industries,
            sectors: [fintech.sector],
            experienceLevel: criteria.experienceLevel,
            companySize: criteria.companySize,
          },
          {
            skillIds: profile.skills.map((skill) => skill.id),
            industries: profile.industries.map((industry) => ({
              id: industry.id,
              sector: industry.sector,
              years: industry.$extras.pivot_years,
              name: industry.name,
            })),
            yearsOfExperience: profile.yearsOfExperience,
            companySizes: profile.companySizes,
            rating: profile.rating,
            nextAvailableAt: profile.nextAvailableAt,
          },
          now
        )
        assert.equal(match.score, pure.score, `mentor ${match.id} for ${JSON.stringify(criteria)}`)
        assert.equal(
          match.reasons.reduce((sum, reason) => sum + reason.points, 0),
          match.score
        )
        compared++
      }
      // Best first: the SQL order follows the scores it computed.
      const scores = result.data.map((match) => match.score)
      assert.deepEqual(
        scores,
        [...scores].sort((x, y) => y - x)
      )
    }
    assert.equal(compared, 4 * 24)
  })

  test('a fixed number of queries whatever the page size', async ({ assert }) => {
    const { fintech, skills } = await givenVocabulary()
    for (let index = 0; index < 12; index++) {
      await givenMentor({ industries: worksIn(fintech), skills: skills.slice(0, 3) })
    }
    const knex = db.connection().getWriteClient()
    const criteria = { industries: [fintech.id], skills: [skills[0].id] }
    const queriesFor = async (limit: number) => {
      let count = 0
      const listener = () => count++
      knex.on('query', listener)
      try {
        const result = await findMatches(criteria, { i18n: i18nManager.locale('en'), limit })
        assert.lengthOf(result.data, limit)
      } finally {
        knex.removeListener('query', listener)
      }
      return count
    }
    const one = await queriesFor(1)
    assert.equal(await queriesFor(12), one)
    assert.isAtMost(one, 7)
    // The same page again, nothing changed: only the catalogue version is read.
    assert.equal(await queriesFor(12), 1)
  })

  test('a kept page is never stale: a write changes the next answer', async ({ assert }) => {
    const { fintech } = await givenVocabulary()
    const { user: first } = await givenMentor({ industries: worksIn(fintech), rating: 5 })
    const { user: second, profile } = await givenMentor({ industries: worksIn(fintech) })
    const i18n = i18nManager.locale('en')
    const ids = async () => {
      const { data } = await findMatches({ industries: [fintech.id] }, { i18n })
      return data.map((one) => one.id)
    }
    assert.deepEqual(await ids(), [first.id, second.id])

    first.status = 'suspended'
    await first.save()
    assert.deepEqual(await ids(), [second.id], 'a suspended mentor leaves at once')

    profile.nextAvailableAt = DateTime.utc().plus({ days: 2 })
    await profile.save()
    const { data } = await findMatches({ industries: [fintech.id] }, { i18n })
    assert.equal(data[0].score, 25 + 15, 'a new free slot counts at once')
  })
})

test.group('Matching | Quick Match', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('uses the onboarding industries and company size, best matches first', async ({
    client,
    assert,
  }) => {
    const { fintech, banking } = await givenVocabulary()
    const user = await givenUser()
    await user.related('industries').attach([fintech.id])
    await OnboardingAnswer.create({ userId: user.id, companySize: 'large' })
    user.companySize = 'large'
    await user.save()
    const { user: startupMentor } = await givenMentor({
      industries: worksIn(fintech),
      companySizes: ['startup'],
    })
    const { user: plain } = await givenMentor({
      industries: worksIn(fintech),
      companySizes: ['enterprise'],
    })
    const { user: related } = await givenMentor({
      industries: worksIn(banking),
      companySizes: ['startup'],
    })

    const response = await client.post('/api/matching/quick').withCsrfToken().json({}).loginAs(user)
    response.assertStatus(200)
    const body = response.body()
    assert.deepEqual(
      body.data.map((one: { id: number; score: number }) => [one.id, one.score]),
      [
        [startupMentor.id, 35],
        [plain.id, 25],
        [related.id, 20],
      ]
    )
    assert.containsSubset(body.criteria, { industries: [fintech.id], companySize: 'startup' })
    assert.equal(body.estimatedMinutes, 2)
    assert.equal(body.pagination.total, 3)

    const bySessions = await client
      .post('/api/matching/quick')
      .withCsrfToken()
      .json({ sort: 'hourly_rate', page: 2 })
      .loginAs(user)
    assert.deepEqual(bySessions.body().data, [])
    assert.equal(bySessions.body().pagination.page, 2)
  })

  test('an enterprise (51+) answer asks for small companies; no company asks for none', async ({
    client,
    assert,
  }) => {
    const { fintech } = await givenVocabulary()
    const enterprise = await givenUser()
    await enterprise.related('industries').attach([fintech.id])
    enterprise.companySize = 'enterprise'
    await enterprise.save()
    const noCompany = await givenUser()
    await noCompany.related('industries').attach([fintech.id])
    await OnboardingAnswer.create({ userId: noCompany.id, companyName: null, companySize: null })

    for (const [user, size] of [
      [enterprise, 'small'],
      [noCompany, null],
    ] as const) {
      const response = await client
        .post('/api/matching/quick')
        .withCsrfToken()
        .json({})
        .loginAs(user)
      response.assertStatus(200)
      assert.equal(response.body().criteria.companySize, size)
    }
  })

  test('a kept page costs two queries: the onboarding answers and the catalogue version', async ({
    assert,
  }) => {
    const { fintech, banking, saas } = await givenVocabulary()
    const user = await givenUser()
    await user.related('industries').attach([saas.id, fintech.id])
    await OnboardingAnswer.create({
      userId: user.id,
      companySize: 'enterprise',
      growthChallenge: 'Raise a seed round',
    })
    await givenMentor({ industries: worksIn(banking) })
    const options = { i18n: i18nManager.locale('en'), now: DateTime.utc() }
    const first = await quickMatch(user, options)
    assert.deepEqual(first.criteria, {
      industries: [fintech.id, saas.id].sort((a, b) => a - b),
      anyIndustry: false,
      skills: [],
      experienceLevel: null,
      companySize: 'small',
      minRating: null,
      sessionFormat: null,
      goals: 'Raise a seed round',
      maxResults: null,
    })

    const knex = db.connection().getWriteClient()
    let queries = 0
    const listener = () => queries++
    knex.on('query', listener)
    try {
      const again = await quickMatch(user, options)
      assert.deepEqual(again, first)
    } finally {
      knex.removeListener('query', listener)
    }
    assert.equal(queries, 2)
  })

  test('without onboarding industries it asks for them, in the viewer language', async ({
    client,
    assert,
  }) => {
    const user = await givenUser({ onboarded: false })
    for (const [locale, message] of [
      ['en', 'Tell us your industries first: complete your onboarding or use the Guided Search.'],
      ['it', "Prima indicaci i tuoi settori: completa l'onboarding o usa la Ricerca guidata."],
    ] as const) {
      const response = await client
        .post('/api/matching/quick')
        .header('Accept-Language', locale)
        .withCsrfToken()
        .json({})
        .loginAs(user)
      response.assertStatus(422)
      assert.equal(response.body().message, message)
      assert.deepEqual(response.body().errors, { industries: [message] })
    }
  })
})
