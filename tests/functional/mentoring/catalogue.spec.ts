import { test } from '@japa/runner'
import type { ApiResponse } from '@japa/api-client'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { MENTOR_LIST_RULES } from '#business/matching'
import { givenIndustry, givenMentor, givenSkill } from '#tests/helpers/mentors'
import { givenUser } from '#tests/helpers/users'
import { pageFrom } from '#tests/helpers/inertia'
import { searchMentors } from '#mentoring/services/catalogue'
import ScheduleEntry from '#scheduling/models/schedule_entry'
import { emptyDatabase } from '#tests/helpers/clean_slate'
import { utcMillis } from '#database/columns'

async function bodyOf(request: PromiseLike<ApiResponse>) {
  const response = await request
  return response.body()
}

async function pageOf(request: PromiseLike<ApiResponse>) {
  const response = await request
  return pageFrom(response.text())
}

async function expectStatus(request: PromiseLike<ApiResponse>, status: number) {
  const response = await request
  response.assertStatus(status)
}

/** Weekly hours on every day of the week (mentor's zone). */
async function givenDailyHours(mentorProfileId: number, startTime: string, endTime: string) {
  await ScheduleEntry.createMany(
    [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
      mentorProfileId,
      dayOfWeek: dayOfWeek as any,
      startTime,
      endTime,
    }))
  )
}

/** Stored next free slots (epoch ms) of these profiles. */
async function nextSlotsOf(profileIds: number[]) {
  const rows = await db
    .from('mentor_profiles')
    .whereIn('id', profileIds)
    .select('id', 'next_available_at')
  return new Map<number, number>(
    rows.map((row) => [Number(row.id), utcMillis(row.next_available_at)])
  )
}

/** Names of the cards of a GET /api/mentors answer. */
function names(body: { data: { name: string }[] }) {
  return body.data.map((card) => card.name)
}

test.group('Mentor list | page and GET /api/mentors', (group) => {
  // It counts and lists what the whole database holds: other spec files leave their rows.
  group.setup(() => emptyDatabase())
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the page is server-rendered with cards, filters and facets', async ({ client, assert }) => {
    const skill = await givenSkill('Pricing strategy', 'Strategia di prezzo')
    const industry = await givenIndustry('Fintech', 'Finance')
    const soon = DateTime.utc().plus({ days: 3 }).startOf('hour')
    const { user } = await givenMentor({
      firstName: 'Ada',
      lastName: 'Lovelace',
      slug: 'ada-lovelace',
      headline: 'Fintech founder',
      hourlyRate: 150,
      rating: 4.8,
      ratingsCount: 12,
      sessionsCount: 40,
      skills: [skill],
      industries: [{ industry, years: 9 }],
      nextAvailableAt: soon,
    })

    const response = await client.get('/mentors')
    response.assertStatus(200)
    assert.equal(response.header('cache-control'), 'no-store')
    const page = pageFrom(response.text())
    assert.equal(page.component, 'mentoring/mentors')
    const card = page.props.mentors.find((mentor: any) => mentor.id === user.id)
    assert.deepInclude(card, {
      slug: 'ada-lovelace',
      name: 'Ada Lovelace',
      initials: 'AL',
      headline: 'Fintech founder',
      hourlyRate: 150,
      rating: 4.8,
      ratingsCount: 12,
      sessionsCount: 40,
      skillsCount: 1,
    })
    assert.deepEqual(card.skills, [{ slug: skill.slug, name: 'Pricing strategy' }])
    assert.deepEqual(card.industries, [{ slug: industry.slug, name: 'Fintech', years: 9 }])
    assert.equal(card.nextAvailableAt, soon.toISO())
    assert.deepInclude(page.props.facets.skills, { slug: skill.slug, name: 'Pricing strategy' })
    assert.equal(page.props.filters.sort, 'default')
    assert.include(response.text(), 'Ada Lovelace')

    const italian = await client.get('/mentors').header('Accept-Language', 'it')
    const italianCard = pageFrom(italian.text()).props.mentors.find((m: any) => m.id === user.id)
    assert.deepEqual(italianCard.skills, [{ slug: skill.slug, name: 'Strategia di prezzo' }])
    assert.include(italian.text(), 'Trova un mentor')
  })

  test('only approved, active mentors of active accounts are listed', async ({
    client,
    assert,
  }) => {
    const listed = await givenMentor({ lastName: 'Listed' })
    const pending = await givenMentor({ lastName: 'Pending', approved: false })
    const inactive = await givenMentor({ lastName: 'Inactive', active: false })
    const suspended = await givenMentor({ lastName: 'Suspended', status: 'suspended' })
    const formerMentor = await givenMentor({ lastName: 'Former' })
    formerMentor.user.role = 'STUDENT'
    await formerMentor.user.save()

    const body = await bodyOf(client.get('/api/mentors').qs({ limit: 50 }))
    const ids = body.data.map((card: any) => card.id)
    assert.include(ids, listed.user.id)
    for (const hidden of [pending, inactive, suspended, formerMentor]) {
      assert.notInclude(ids, hidden.user.id)
    }
    assert.equal(body.pagination.total, 1)

    const search = await bodyOf(client.get('/api/mentors').qs({ q: 'Pending' }))
    assert.deepEqual(search.data, [])
  })

  test('an empty profile (an approved applicant who has not filled it in) is not listed', async ({
    client,
    assert,
  }) => {
    const { user, profile } = await givenMentor({ lastName: 'Unfinished' })
    await db.from('mentor_profiles').where('id', profile.id).update({ headline: null })
    const listedIds = async () => {
      const body = await bodyOf(client.get('/api/mentors'))
      return body.data.map((card: any) => card.id)
    }
    assert.notInclude(await listedIds(), user.id)
    await expectStatus(client.get(`/mentors/${user.id}`), 404)

    profile.headline = 'Now with a headline'
    await profile.save()
    assert.include(await listedIds(), user.id)
  })

  test('search by name, headline, skill or industry, in either language', async ({
    client,
    assert,
  }) => {
    const growth = await givenSkill('Growth marketing', 'Marketing di crescita')
    const health = await givenIndustry('Healthcare', 'Health', 'Sanità')
    await givenMentor({ firstName: 'Grace', lastName: 'Hopper' })
    await givenMentor({ firstName: 'Alan', lastName: 'Turing', skills: [growth] })
    await givenMentor({
      firstName: 'Rosalind',
      lastName: 'Franklin',
      industries: [{ industry: health, years: 4 }],
    })
    await givenMentor({
      firstName: 'Barbara',
      lastName: 'Liskov',
      headline: 'Scaling B2B sales teams',
    })

    const search = async (q: string) =>
      names(await bodyOf(client.get('/api/mentors').qs({ q, sort: 'sessions-asc' }))).sort()
    assert.deepEqual(await search('hopper'), ['Grace Hopper'])
    assert.deepEqual(await search('Grace Ho'), ['Grace Hopper'])
    assert.deepEqual(await search('GROWTH'), ['Alan Turing'])
    assert.deepEqual(await search('crescita'), ['Alan Turing'])
    assert.deepEqual(await search('sanità'), ['Rosalind Franklin'])
    assert.deepEqual(await search('b2b'), ['Barbara Liskov'])
    // LIKE wildcards are matched literally.
    assert.deepEqual(await search('%'), [])
    assert.deepEqual(await search('_'), [])
  })

  test('filters: skills, industries and the price range', async ({ client, assert }) => {
    const seo = await givenSkill('SEO')
    const sales = await givenSkill('Sales')
    const retail = await givenIndustry('Retail', 'Commerce')
    const saas = await givenIndustry('SaaS', 'Software')
    await givenMentor({ firstName: 'A', lastName: 'Seo', skills: [seo], hourlyRate: 50 })
    await givenMentor({
      firstName: 'B',
      lastName: 'Sales',
      skills: [sales],
      hourlyRate: 100,
      industries: [{ industry: retail, years: 3 }],
    })
    await givenMentor({
      firstName: 'C',
      lastName: 'Both',
      skills: [seo, sales],
      hourlyRate: 200,
      industries: [{ industry: saas, years: 3 }],
    })

    const list = async (qs: Record<string, unknown>) =>
      names(await bodyOf(client.get('/api/mentors').qs({ sort: 'sessions-asc', ...qs }))).sort()
    assert.deepEqual(await list({ skills: seo.slug }), ['A Seo', 'C Both'])
    assert.deepEqual(await list({ skills: `${seo.slug},${sales.slug}` }), [
      'A Seo',
      'B Sales',
      'C Both',
    ])
    assert.deepEqual(await list({ industries: retail.slug }), ['B Sales'])
    assert.deepEqual(await list({ skills: seo.slug, industries: saas.slug }), ['C Both'])
    assert.deepEqual(await list({ price_min: 60 }), ['B Sales', 'C Both'])
    assert.deepEqual(await list({ price_max: 100 }), ['A Seo', 'B Sales'])
    assert.deepEqual(await list({ price_min: 60, price_max: 150 }), ['B Sales'])
    assert.deepEqual(await list({ skills: 'no-such-skill' }), [])
  })

  test('every sort orders the list, with a stable tie-break', async ({ client, assert }) => {
    const now = DateTime.utc()
    await givenMentor({
      firstName: 'Few',
      lastName: 'Sessions',
      rating: 4.2,
      sessionsCount: 1,
      nextAvailableAt: now.plus({ days: 9 }),
    })
    await givenMentor({
      firstName: 'Many',
      lastName: 'Sessions',
      rating: 3.1,
      sessionsCount: 90,
      nextAvailableAt: now.plus({ days: 3 }),
    })
    await givenMentor({
      firstName: 'Top',
      lastName: 'Rated',
      rating: 4.9,
      sessionsCount: 20,
      nextAvailableAt: null,
    })
    await givenMentor({
      firstName: 'New',
      lastName: 'Mentor',
      rating: 0,
      ratingsCount: 0,
      sessionsCount: 0,
      nextAvailableAt: now.plus({ days: 5 }),
    })

    const sorted = async (sort: string) =>
      names(await bodyOf(client.get('/api/mentors').qs({ sort })))
    assert.deepEqual(await sorted('rating-desc'), [
      'Top Rated',
      'Few Sessions',
      'Many Sessions',
      'New Mentor',
    ])
    // Unrated mentors are not the worst rated: they come last either way.
    assert.deepEqual(await sorted('rating-asc'), [
      'Many Sessions',
      'Few Sessions',
      'Top Rated',
      'New Mentor',
    ])
    assert.deepEqual(await sorted('sessions-desc'), [
      'Many Sessions',
      'Top Rated',
      'Few Sessions',
      'New Mentor',
    ])
    assert.deepEqual(await sorted('sessions-asc'), [
      'New Mentor',
      'Few Sessions',
      'Top Rated',
      'Many Sessions',
    ])
    assert.deepEqual(await sorted('availability'), [
      'Many Sessions',
      'New Mentor',
      'Few Sessions',
      'Top Rated',
    ])
    // Recommended: bookable first, then by rating.
    assert.deepEqual(await sorted('default'), [
      'Few Sessions',
      'Many Sessions',
      'New Mentor',
      'Top Rated',
    ])
  })

  test('pagination: pages never overlap, and the page URL renders pages 1..N', async ({
    client,
    assert,
  }) => {
    const count = MENTOR_LIST_RULES.pageSize + 5
    for (let index = 0; index < count; index++) {
      await givenMentor({
        firstName: 'Page',
        lastName: `Mentor${String(index).padStart(2, '0')}`,
        sessionsCount: index,
      })
    }
    const first = await bodyOf(client.get('/api/mentors').qs({ sort: 'sessions-desc' }))
    const second = await bodyOf(client.get('/api/mentors').qs({ sort: 'sessions-desc', page: 2 }))
    assert.lengthOf(first.data, MENTOR_LIST_RULES.pageSize)
    assert.lengthOf(second.data, 5)
    assert.deepEqual(first.pagination, {
      total: count,
      page: 1,
      limit: MENTOR_LIST_RULES.pageSize,
      pages: 2,
      hasMore: true,
    })
    assert.deepInclude(second.pagination, { page: 2, hasMore: false })
    const all = [...names(first), ...names(second)]
    assert.equal(new Set(all).size, count)

    const shared = await pageOf(client.get('/mentors').qs({ sort: 'sessions-desc', page: 2 }))
    assert.deepEqual(
      shared.props.mentors.map((card: any) => card.name),
      all
    )
    assert.deepInclude(shared.props.pagination, { page: 2, hasMore: false, total: count })
    assert.equal(shared.props.filters.sort, 'sessions-desc')
  })

  test('bad parameters: the API answers VALIDATION_ERROR, the page drops them', async ({
    client,
    assert,
  }) => {
    await givenMentor()
    const response = await client
      .get('/api/mentors')
      .qs({ sort: 'cheapest', page: 0, price_min: 'free' })
    response.assertStatus(422)
    const body = response.body()
    assert.equal(body.errorCode, 'VALIDATION_ERROR')
    assert.properties(body.errors, ['sort', 'page', 'price_min'])
    assert.isString(body.requestId)

    const italian = await client
      .get('/api/mentors')
      .qs({ sort: 'cheapest' })
      .header('Accept-Language', 'it')
    assert.notEqual(italian.body().errors.sort[0], body.errors.sort[0])

    const page = await client.get('/mentors').qs({ sort: 'cheapest', page: 'x', q: 'Mentor' })
    page.assertStatus(200)
    const props = pageFrom(page.text()).props
    assert.equal(props.filters.sort, 'default')
    assert.equal(props.filters.q, 'Mentor')
  })

  test("a minimum rate above the maximum: VALIDATION_ERROR on the maximum, in the viewer's language", async ({
    client,
    assert,
  }) => {
    await givenMentor({ hourlyRate: 100 })
    const response = await client.get('/api/mentors').qs({ price_min: 150, price_max: 100 })
    response.assertStatus(422)
    const body = response.body()
    assert.equal(body.errorCode, 'VALIDATION_ERROR')
    assert.equal(body.message, 'Validation error')
    assert.deepEqual(body.errors, { price_max: ["The maximum rate can't be below the minimum"] })
    assert.isString(body.requestId)

    const italian = await client
      .get('/api/mentors')
      .qs({ price_min: 150, price_max: 100 })
      .header('Accept-Language', 'it')
    italian.assertStatus(422)
    assert.deepEqual(italian.body().errors, {
      price_max: ['La tariffa massima non può essere inferiore alla minima'],
    })

    // The same bound on both sides is a range.
    await expectStatus(client.get('/api/mentors').qs({ price_min: 100, price_max: 100 }), 200)
  })

  test('the empty state says no mentors were found', async ({ client, assert }) => {
    const response = await client.get('/mentors').qs({ q: 'nobody-has-this-name' })
    assert.deepEqual(pageFrom(response.text()).props.mentors, [])
    assert.include(response.text(), 'No mentors found')
    const italian = await client
      .get('/mentors')
      .qs({ q: 'nobody-has-this-name' })
      .header('Accept-Language', 'it')
    assert.include(italian.text(), 'Nessun mentor trovato')
  })

  test('fresh data on every visit: a profile edit shows at once', async ({ client, assert }) => {
    const { user, profile } = await givenMentor({ hourlyRate: 80 })
    const before = await bodyOf(client.get('/api/mentors'))
    assert.equal(before.data.find((c: any) => c.id === user.id).hourlyRate, 80)
    profile.hourlyRateCents = 9500
    await profile.save()
    const after = await pageOf(client.get('/mentors'))
    assert.equal(after.props.mentors.find((c: any) => c.id === user.id).hourlyRate, 95)
  })

  test('a stale next free slot is computed again before it is shown', async ({
    client,
    assert,
  }) => {
    // Stored value is inside the 48 h notice, so no longer bookable.
    const { user, profile } = await givenMentor({
      nextAvailableAt: DateTime.utc().plus({ hours: 2 }),
    })
    await ScheduleEntry.createMany(
      [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
        mentorProfileId: profile.id,
        dayOfWeek: dayOfWeek as any,
        startTime: '10:00',
        endTime: '12:00',
      }))
    )
    const body = await bodyOf(client.get('/api/mentors'))
    const card = body.data.find((c: any) => c.id === user.id)
    const next = DateTime.fromISO(card.nextAvailableAt)
    assert.isTrue(next >= DateTime.utc().plus({ hours: 48 }))
    assert.isTrue(next <= DateTime.utc().plus({ days: 4 }))
    await profile.refresh()
    assert.equal(profile.nextAvailableAt?.toISO(), next.toUTC().toISO())
  })

  test('when time passes a slot, every mentor whose next slot fell inside the notice is computed again before the order is read', async ({
    assert,
  }) => {
    // Stored slots a few hours ahead: the notice has passed them (as it passes a
    // slot boundary for every mentor whose next slot was that one).
    const stale = []
    for (const [index, startTime] of ['16:00', '10:00', '13:00', '08:00'].entries()) {
      const mentor = await givenMentor({
        lastName: `Boundary${index}`,
        nextAvailableAt: DateTime.utc().plus({ hours: index + 1 }),
      })
      await givenDailyHours(mentor.profile.id, startTime, `${Number(startTime.slice(0, 2)) + 2}:00`)
      stale.push(mentor)
    }
    const later = await givenMentor({ nextAvailableAt: DateTime.utc().plus({ days: 5 }) })

    // One card asked for: all four are computed again, not only the one shown.
    const first = await searchMentors({ sort: 'availability', limit: 1 }, 'en')
    const stored = await nextSlotsOf([...stale, later].map(({ profile }) => profile.id))
    for (const { profile } of stale) {
      assert.isTrue(
        stored.get(profile.id)! >= DateTime.utc().plus({ hours: 48 }).toMillis() - 60_000
      )
    }
    const earliest = Math.min(...stored.values())
    assert.equal(first.data[0].nextAvailableAt, new Date(earliest).toISOString())

    // The order is the one of the computed slots (ties by profile id), the later mentor last.
    const all = await searchMentors({ sort: 'availability' }, 'en')
    const expected = [...stale, later]
      .map(({ user, profile }) => ({
        id: user.id,
        at: stored.get(profile.id)!,
        profileId: profile.id,
      }))
      .sort((a, b) => a.at - b.at || a.profileId - b.profileId)
      .map((mentor) => mentor.id)
    assert.deepEqual(
      all.data.map((card) => card.id),
      expected
    )
    assert.equal(all.data.at(-1)!.id, later.user.id)
  })

  test('concurrent list requests over the same stale mentors compute them once', async ({
    assert,
  }) => {
    const mentors = []
    for (let index = 0; index < 3; index++) {
      const mentor = await givenMentor({ lastName: `Concurrent${index}` })
      await givenDailyHours(mentor.profile.id, '10:00', '12:00')
      mentors.push(mentor)
    }
    /** Schedules loaded (one per computation) and next free slots written by 8 concurrent lists. */
    const work = async (sort: 'availability' | 'rating-desc') => {
      const counts = { computations: 0, writes: 0 }
      const listener = (query: { sql: string }) => {
        if (/from\s+["`]?mentoring_sessions/i.test(query.sql)) counts.computations++
        if (/^update\s+["`]?mentor_profiles/i.test(query.sql)) counts.writes++
      }
      const knex = db.connection().getWriteClient()
      knex.on('query', listener)
      try {
        const answers = await Promise.all(
          Array.from({ length: 8 }, () => searchMentors({ sort }, 'en'))
        )
        for (const answer of answers) {
          assert.lengthOf(answer.data, mentors.length)
          assert.isTrue(answer.data.every((card) => card.nextAvailableAt !== null))
        }
      } finally {
        knex.removeListener('query', listener)
      }
      return counts
    }
    // Never computed: stale for every sort (the page's cards are computed again).
    assert.deepEqual(await work('rating-desc'), { computations: 1, writes: 1 })
    assert.deepEqual(await work('rating-desc'), { computations: 0, writes: 0 })
    // Slots the notice has passed: computed again before the order is read.
    for (const { profile } of mentors) {
      profile.nextAvailableAt = DateTime.utc().plus({ hours: 1 })
      await profile.save()
    }
    assert.deepEqual(await work('availability'), { computations: 1, writes: 1 })
    const stored = await nextSlotsOf(mentors.map(({ profile }) => profile.id))
    for (const next of stored.values()) {
      assert.isAtLeast(next, DateTime.utc().plus({ hours: 48 }).toMillis() - 60_000)
    }
  })

  test('the availability orders follow moved slots exactly as a rebuilt list would', async ({
    assert,
  }) => {
    const at = (days: number | null) =>
      days === null ? null : DateTime.utc().plus({ days }).startOf('hour')
    const mentors = []
    for (const [index, days] of [3, 4, null, 5, 6, 3, null, 8].entries()) {
      mentors.push(
        await givenMentor({
          lastName: `Order${index}`,
          rating: 3 + (index % 3) * 0.5,
          ratingsCount: 2,
          // null: computed, no free slot (the listed mentor's weekly hour is taken).
          nextAvailableAt: at(days),
        })
      )
    }
    const idsOf = async (sort: 'availability' | 'default') => {
      const answer = await searchMentors({ sort }, 'en')
      return answer.data.map((card) => card.id)
    }
    const orders = async () => ({
      availability: await idsOf('availability'),
      default: await idsOf('default'),
    })
    await orders()
    // Several slots move at once, some to none and back.
    const moves: [number, number | null][] = [
      [0, 7],
      [2, 4],
      [3, null],
      [5, 3.5],
      [7, 2.5],
    ]
    for (const [index, days] of moves) {
      mentors[index].profile.nextAvailableAt = at(days)
      mentors[index].profile.availabilityComputedAt = DateTime.utc()
      await mentors[index].profile.save()
    }
    const moved = await orders()
    // A change to the catalogue itself rebuilds the list from scratch.
    mentors[1].profile.headline = 'Rebuilt after the slots moved'
    await mentors[1].profile.save()
    assert.deepEqual(moved, await orders())
    const byAvailability = [...mentors]
      .map(({ user, profile }) => ({ user, profile, at: profile.nextAvailableAt?.toMillis() }))
      .sort(
        (a, b) =>
          (a.at ?? Number.POSITIVE_INFINITY) - (b.at ?? Number.POSITIVE_INFINITY) ||
          a.profile.id - b.profile.id
      )
    assert.deepEqual(
      moved.availability,
      byAvailability.map(({ user }) => user.id)
    )
  })

  test('a page costs a fixed number of queries for 1 card or a full page', async ({ assert }) => {
    const skill = await givenSkill('Queries')
    const industry = await givenIndustry('Databases', 'Software')
    const countQueries = async (limit: number) => {
      let queries = 0
      const listener = () => queries++
      const knex = db.connection().getWriteClient()
      knex.on('query', listener)
      try {
        const result = await searchMentors({ limit, sort: 'rating-desc' }, 'en')
        assert.lengthOf(result.data, limit)
      } finally {
        knex.removeListener('query', listener)
      }
      return queries
    }
    const mentors = []
    for (let index = 0; index < 12; index++) {
      mentors.push(
        await givenMentor({
          skills: [skill],
          industries: [{ industry, years: 2 }],
          nextAvailableAt: DateTime.utc().plus({ days: 5 }),
        })
      )
    }
    // After a write the list is read again: the same queries for any page size.
    const rebuildFull = await countQueries(12)
    mentors[0].profile.headline = 'Changed after the first read'
    await mentors[0].profile.save()
    const rebuildOne = await countQueries(1)
    assert.equal(rebuildFull, rebuildOne)
    // Unchanged data: one query (the version check), whatever the page size.
    assert.equal(await countQueries(12), 1)
    assert.equal(await countQueries(1), 1)
  })

  test('the list follows every write that changes it, at once', async ({ client, assert }) => {
    const skill = await givenSkill('Negotiation', 'Negoziazione')
    const { user, profile } = await givenMentor({ firstName: 'Olga', lastName: 'Write' })
    const cardOf = async () => {
      const body = await bodyOf(client.get('/api/mentors').qs({ q: 'write' }))
      return body.data.find((card: any) => card.id === user.id)
    }
    assert.exists(await cardOf())

    await profile.related('skills').attach([skill.id])
    let card = await cardOf()
    assert.deepEqual(card.skills, [{ slug: skill.slug, name: 'Negotiation' }])
    skill.name = 'Deal making'
    await skill.save()
    card = await cardOf()
    assert.equal(card.skills[0].name, 'Deal making')

    user.firstName = 'Olivia'
    await user.save()
    card = await cardOf()
    assert.equal(card.firstName, 'Olivia')

    // A new next free slot (a booking took the old one) reorders the availability sort.
    const other = await givenMentor({
      lastName: 'Writes',
      nextAvailableAt: DateTime.utc().plus({ days: 3 }),
    })
    profile.nextAvailableAt = DateTime.utc().plus({ days: 6 }).startOf('hour')
    profile.availabilityComputedAt = DateTime.utc()
    await profile.save()
    const ordered = async () => {
      const body = await bodyOf(client.get('/api/mentors').qs({ q: 'write', sort: 'availability' }))
      return body.data.map((item: any) => item.id)
    }
    assert.deepEqual(await ordered(), [other.user.id, user.id])
    profile.nextAvailableAt = DateTime.utc().plus({ days: 2, hours: 6 }).startOf('hour')
    await profile.save()
    assert.deepEqual(await ordered(), [user.id, other.user.id])
    card = await cardOf()
    assert.equal(card.nextAvailableAt, profile.nextAvailableAt.toUTC().toISO())

    user.status = 'suspended'
    await user.save()
    assert.notExists(await cardOf())
    user.status = 'active'
    await user.save()
    profile.isApproved = false
    await profile.save()
    assert.notExists(await cardOf())
  })
})

test.group('Saved mentors', (group) => {
  // It counts and lists what the whole database holds: other spec files leave their rows.
  group.setup(() => emptyDatabase())
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a STUDENT saves and unsaves; every page knows the list', async ({ client, assert }) => {
    const student = await givenUser()
    const first = await givenMentor({ lastName: 'First' })
    const second = await givenMentor({ lastName: 'Second' })

    const saved = await client
      .put(`/api/saved-mentors/${first.user.id}`)
      .withCsrfToken()
      .loginAs(student)
    saved.assertStatus(200)
    assert.deepEqual(saved.body(), { data: [first.user.id] })
    // Saving twice changes nothing.
    await client.put(`/api/saved-mentors/${first.user.id}`).withCsrfToken().loginAs(student)
    await client.put(`/api/saved-mentors/${second.user.id}`).withCsrfToken().loginAs(student)
    const rows = await db.from('saved_mentors').where('user_id', student.id).count('* as total')
    assert.equal(Number(rows[0].total), 2)

    const list = await pageOf(client.get('/mentors').loginAs(student))
    assert.sameMembers(list.props.savedMentorIds, [first.user.id, second.user.id])

    const page = await pageOf(client.get('/saved-mentors').loginAs(student))
    assert.equal(page.component, 'mentoring/saved_mentors')
    assert.deepEqual(
      page.props.mentors.map((card: any) => card.id),
      [second.user.id, first.user.id]
    )

    const removed = await client
      .delete(`/api/saved-mentors/${first.user.id}`)
      .withCsrfToken()
      .loginAs(student)
    assert.deepEqual(removed.body(), { data: [second.user.id] })
    assert.deepEqual(await bodyOf(client.get('/api/saved-mentors').loginAs(student)), {
      data: [second.user.id],
    })
  })

  test('the empty state of /saved-mentors', async ({ client, assert }) => {
    const student = await givenUser({ locale: 'en' })
    const response = await client.get('/saved-mentors').loginAs(student)
    assert.deepEqual(pageFrom(response.text()).props.mentors, [])
    assert.include(response.text(), 'No saved mentors yet')
  })

  test('signed-out visitors, mentors and admins keep no saved mentors', async ({
    client,
    assert,
  }) => {
    const { user: mentor } = await givenMentor()
    const admin = await givenUser({ role: 'ADMIN' })

    const anonymous = await client.put(`/api/saved-mentors/${mentor.id}`).withCsrfToken()
    anonymous.assertStatus(401)
    const anonymousPage = await pageOf(client.get('/mentors'))
    assert.equal(anonymousPage.props.savedMentorIds, null)
    const page = await client.get('/saved-mentors').redirects(0)
    assert.match(page.header('location') ?? '', /^\/login/)

    for (const user of [mentor, admin]) {
      const refused = await client
        .put(`/api/saved-mentors/${mentor.id}`)
        .withCsrfToken()
        .loginAs(user)
      refused.assertStatus(403)
      assert.equal(refused.body().errorCode, 'FORBIDDEN')
      const memberPage = await pageOf(client.get('/mentors').loginAs(user))
      assert.equal(memberPage.props.savedMentorIds, null)
    }
  })

  test('unlisted or unknown mentors cannot be saved and vanish from the list', async ({
    client,
    assert,
  }) => {
    const student = await givenUser()
    const pending = await givenMentor({ approved: false })
    const refused = await client
      .put(`/api/saved-mentors/${pending.user.id}`)
      .withCsrfToken()
      .loginAs(student)
    refused.assertStatus(404)
    assert.equal(refused.body().errorCode, 'NOT_FOUND')
    await expectStatus(
      client.put('/api/saved-mentors/99999999').withCsrfToken().loginAs(student),
      404
    )
    await expectStatus(client.put('/api/saved-mentors/abc').withCsrfToken().loginAs(student), 404)

    const later = await givenMentor()
    await client.put(`/api/saved-mentors/${later.user.id}`).withCsrfToken().loginAs(student)
    later.profile.isActive = false
    await later.profile.save()
    assert.deepEqual(await bodyOf(client.get('/api/saved-mentors').loginAs(student)), { data: [] })
  })

  test('two concurrent saves of one mentor keep one row', async ({ client, assert }) => {
    const student = await givenUser()
    const { user: mentor } = await givenMentor()
    const responses = await Promise.all(
      [1, 2, 3].map(() =>
        client.put(`/api/saved-mentors/${mentor.id}`).withCsrfToken().loginAs(student)
      )
    )
    for (const response of responses) response.assertStatus(200)
    const rows = await db.from('saved_mentors').where('user_id', student.id).count('* as total')
    assert.equal(Number(rows[0].total), 1)
  })
})
