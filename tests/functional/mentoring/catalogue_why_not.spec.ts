import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { WHY_NOT } from '#business/matching'
import type Industry from '#core/models/industry'
import type Skill from '#mentoring/models/skill'
import { givenIndustry, givenMentor, givenSkill } from '#tests/helpers/mentors'
import { pageFrom, ssrBody } from '#tests/helpers/inertia'

/*
| The mentor list's "why not" (product decisions): a search finding fewer
| than WHY_NOT.fewerThan mentors names the one filter whose removal adds the
| most mentors, and exactly how many (those failing that filter and passing
| every other). Every search here keeps at least two filters of this test's
| own (skill, industry, search term), so any one removed still finds only
| this test's mentors, whatever other files left in the database.
*/

let terms = 0
/** A search term no other mentor's name, headline, skill or industry holds. */
function uniqueTerm() {
  terms += 1
  return `qzw${terms}${Math.random().toString(36).slice(2, 8)}`
}

type Vocabulary = { skill: Skill; industry: Industry; term: string }

async function givenVocabulary(): Promise<Vocabulary> {
  return {
    skill: await givenSkill('Pricing', 'Prezzi'),
    industry: await givenIndustry('Fintech', 'Finance', 'Tecnofinanza'),
    term: uniqueTerm(),
  }
}

/** A listed mentor with or without this test's skill, industry and term, at this rate. */
async function givenListed(
  vocabulary: Vocabulary,
  has: { skill?: boolean; industry?: boolean; term?: boolean; rate?: number }
) {
  return givenMentor({
    headline: has.term === false ? 'Operator and investor' : `Operator ${vocabulary.term}`,
    skills: has.skill === false ? [] : [vocabulary.skill],
    industries: has.industry === false ? [] : [{ industry: vocabulary.industry, years: 3 }],
    hourlyRate: has.rate ?? 80,
  })
}

async function list(client: any, query: Record<string, string | number>, locale = 'en') {
  const response = await client.get('/api/mentors').qs(query).header('Accept-Language', locale)
  response.assertStatus(200)
  return response.body()
}

test.group('Mentor list | why not', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the filter whose removal adds the most wins, with an exact count (EN and IT)', async ({
    client,
    assert,
  }) => {
    const vocabulary = await givenVocabulary()
    const { skill, industry } = vocabulary
    await givenListed(vocabulary, { rate: 80 })
    // Each fails one filter: the industry twice, the maximum rate and the skill once.
    await givenListed(vocabulary, { industry: false, rate: 80 })
    await givenListed(vocabulary, { industry: false, rate: 90 })
    await givenListed(vocabulary, { rate: 150 })
    await givenListed(vocabulary, { skill: false })
    // Fails two (industry and rate): removing one alone never adds them.
    await givenListed(vocabulary, { industry: false, rate: 150 })
    await givenListed(vocabulary, { industry: false, rate: 200 })
    await givenMentor({ headline: `x ${vocabulary.term}`, skills: [skill], approved: false })

    const query = { skills: skill.slug, industries: industry.slug, price_max: 100 }
    const english = await list(client, query)
    assert.equal(english.pagination.total, 1)
    assert.deepEqual(english.whyNot, {
      criterion: 'industries',
      label: 'industry: Fintech',
      added: 2,
    })
    const italian = await list(client, query, 'it')
    assert.deepEqual(italian.whyNot, {
      criterion: 'industries',
      label: 'settore: Tecnofinanza',
      added: 2,
    })

    // The one-click relax: the same list without it finds exactly that many more.
    const relaxed = await list(client, { skills: skill.slug, price_max: 100 })
    assert.equal(relaxed.pagination.total, 1 + 2)
  })

  test('equal gains go to the filter the form shows first', async ({ client, assert }) => {
    assert.deepEqual(WHY_NOT.catalogueCriteria, [
      'q',
      'skills',
      'industries',
      'priceMin',
      'priceMax',
    ])
    const vocabulary = await givenVocabulary()
    const { skill, industry, term } = vocabulary
    await givenListed(vocabulary, {})
    await givenListed(vocabulary, { skill: false })
    await givenListed(vocabulary, { industry: false })

    const skillsFirst = await list(client, {
      q: term,
      skills: skill.slug,
      industries: industry.slug,
    })
    assert.equal(skillsFirst.pagination.total, 1)
    assert.deepEqual(skillsFirst.whyNot, { criterion: 'skills', label: 'skill: Pricing', added: 1 })

    await givenListed(vocabulary, { term: false })
    const termFirst = await list(client, { q: term, skills: skill.slug, industries: industry.slug })
    assert.deepEqual(termFirst.whyNot, { criterion: 'q', label: `search: ${term}`, added: 1 })

    // Two more without the industry: now it adds the most.
    await givenListed(vocabulary, { industry: false })
    await givenListed(vocabulary, { industry: false })
    const most = await list(client, { q: term, skills: skill.slug, industries: industry.slug })
    assert.deepEqual(most.whyNot, { criterion: 'industries', label: 'industry: Fintech', added: 3 })
  })

  test('a minimum and a maximum rate are two filters; equal, the minimum goes first', async ({
    client,
    assert,
  }) => {
    const vocabulary = await givenVocabulary()
    const { skill, industry } = vocabulary
    await givenListed(vocabulary, { rate: 100 })
    await givenListed(vocabulary, { rate: 40 })
    await givenListed(vocabulary, { rate: 300 })
    const query = { skills: skill.slug, industries: industry.slug, price_min: 50, price_max: 200 }
    const body = await list(client, query, 'it')
    assert.equal(body.pagination.total, 1)
    // Italian writes the amount before the sign, with a no-break space.
    assert.deepEqual(body.whyNot, {
      criterion: 'priceMin',
      label: 'tariffa minima 50\u00a0€',
      added: 1,
    })
  })

  test(`nothing at ${WHY_NOT.fewerThan} results or more`, async ({ client, assert }) => {
    const vocabulary = await givenVocabulary()
    for (let index = 0; index < WHY_NOT.fewerThan; index++) await givenListed(vocabulary, {})
    await givenListed(vocabulary, { industry: false })
    const query = { skills: vocabulary.skill.slug, industries: vocabulary.industry.slug }
    const body = await list(client, query)
    assert.equal(body.pagination.total, WHY_NOT.fewerThan)
    assert.isNull(body.whyNot)
  })

  test('nothing when removing no single filter adds a mentor', async ({ client, assert }) => {
    const vocabulary = await givenVocabulary()
    await givenListed(vocabulary, {})
    // Each of these fails two filters.
    await givenListed(vocabulary, { skill: false, industry: false })
    await givenListed(vocabulary, { industry: false, term: false })
    const body = await list(client, {
      q: vocabulary.term,
      skills: vocabulary.skill.slug,
      industries: vocabulary.industry.slug,
    })
    assert.equal(body.pagination.total, 1)
    assert.isNull(body.whyNot)
  })

  test('the page says it and links to the same list without that filter', async ({
    client,
    assert,
  }) => {
    const vocabulary = await givenVocabulary()
    const { skill, industry } = vocabulary
    await givenListed(vocabulary, {})
    await givenListed(vocabulary, { skill: false })
    await givenListed(vocabulary, { skill: false })

    const response = await client
      .get('/mentors')
      .qs({ skills: skill.slug, industries: industry.slug, sort: 'rating-desc' })
    response.assertStatus(200)
    const page = pageFrom(response.text())
    assert.deepEqual(page.props.whyNot, { criterion: 'skills', label: 'skill: Pricing', added: 2 })
    const html = ssrBody(response.text())
    assert.include(html, 'Without “skill: Pricing” there would be 2 more mentors.')
    assert.include(html, 'role="status"')
    assert.include(
      html,
      `href="/mentors?industries=${industry.slug}&amp;sort=rating-desc"`,
      'the other filter and the sort are kept'
    )
    assert.include(html, 'Search without “skill: Pricing”')
  })
})
