import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import i18nManager from '@adonisjs/i18n/services/main'
import { MATCHING_POINTS } from '#business/matching'
import {
  fitsExperienceLevel,
  renderReasons,
  scoreMatch,
  type MentorFacts,
  type ScoringCriteria,
} from '#mentoring/services/match_scoring'

const NOW = DateTime.fromISO('2026-03-02T09:00:00Z', { zone: 'utc' })

const FINTECH = { id: 1, sector: 'Finance', name: 'Fintech' }
const BANKING = { id: 2, sector: 'Finance', name: 'Banking' }
const SAAS = { id: 3, sector: 'Software', name: 'SaaS' }

/** Asks for Fintech (Finance) and skills 11-17; nothing else. */
function criteria(overrides: Partial<ScoringCriteria> = {}): ScoringCriteria {
  return {
    skillIds: [11, 12, 13, 14, 15, 16, 17],
    industryIds: [FINTECH.id],
    sectors: [FINTECH.sector],
    experienceLevel: null,
    companySize: null,
    ...overrides,
  }
}

/** A mentor who scores nothing against `criteria()`. */
function mentor(overrides: Partial<MentorFacts> = {}): MentorFacts {
  return {
    skillIds: [],
    industries: [{ ...SAAS, years: 4 }],
    yearsOfExperience: 10,
    companySizes: [],
    rating: 0,
    nextAvailableAt: null,
    ...overrides,
  }
}

function pointsOf(result: ReturnType<typeof scoreMatch>, factor: string) {
  return result.reasons.filter((reason) => reason.factor === factor).map((r) => r.points)
}

test.group('Match scoring | factors', () => {
  test('the points of product decisions add up to 100', ({ assert }) => {
    const p = MATCHING_POINTS
    assert.equal(
      p.skillsMax +
        p.exactIndustry +
        p.experienceLevel +
        p.companySize +
        p.ratingHigh +
        p.availabilitySoon,
      100
    )
  })

  test('nothing in common scores 0 with no reasons', ({ assert }) => {
    const result = scoreMatch(criteria(), mentor(), NOW)
    assert.equal(result.score, 0)
    assert.deepEqual(result.reasons, [])
  })

  test('5 points per matching skill, at most 25', ({ assert }) => {
    const expected: [number[], number][] = [
      [[11], 5],
      [[11, 12, 99], 10],
      [[11, 12, 13, 14], 20],
      [[11, 12, 13, 14, 15], 25],
      [[11, 12, 13, 14, 15, 16, 17], 25],
    ]
    for (const [skillIds, points] of expected) {
      const result = scoreMatch(criteria(), mentor({ skillIds }), NOW)
      assert.equal(result.score, points, `skills ${skillIds}`)
      assert.deepEqual(pointsOf(result, 'skills'), [points])
    }
    const seven = scoreMatch(criteria(), mentor({ skillIds: [11, 12, 13, 14, 15, 16, 17] }), NOW)
    assert.deepEqual(seven.reasons[0].values, { count: 7 })
    assert.equal(scoreMatch(criteria({ skillIds: [] }), mentor({ skillIds: [11] }), NOW).score, 0)
  })

  test('exact industry 25; related industry (same sector) 10 only without an exact one', ({
    assert,
  }) => {
    const exact = scoreMatch(criteria(), mentor({ industries: [{ ...FINTECH, years: 6 }] }), NOW)
    assert.equal(exact.score, 25)
    assert.deepEqual(exact.reasons[0], {
      factor: 'industry',
      key: 'matching.reasons.exactIndustry',
      points: 25,
      values: { industry: 'Fintech', years: 6 },
    })

    const related = scoreMatch(criteria(), mentor({ industries: [{ ...BANKING, years: 3 }] }), NOW)
    assert.equal(related.score, 10)
    assert.equal(related.reasons[0].key, 'matching.reasons.relatedIndustry')

    const both = scoreMatch(
      criteria(),
      mentor({
        industries: [
          { ...BANKING, years: 9 },
          { ...FINTECH, years: 2 },
        ],
      }),
      NOW
    )
    assert.equal(both.score, 25, 'exact wins, related adds nothing')
    assert.deepEqual(pointsOf(both, 'industry'), [25])

    assert.equal(scoreMatch(criteria(), mentor({ industries: [] }), NOW).score, 0)
  })

  test('experience level 15 inside its band, both edges included', ({ assert }) => {
    const cases: [years: number, level: 'entry' | 'mid' | 'senior' | 'executive', fits: boolean][] =
      [
        [0, 'entry', true],
        [2, 'entry', true],
        [3, 'entry', false],
        [2, 'mid', false],
        [3, 'mid', true],
        [7, 'mid', true],
        [8, 'mid', false],
        [7, 'senior', false],
        [8, 'senior', true],
        [15, 'senior', true],
        [16, 'senior', false],
        [14, 'executive', false],
        [15, 'executive', true],
        [40, 'executive', true],
      ]
    for (const [years, level, fits] of cases) {
      assert.equal(fitsExperienceLevel(years, level), fits, `${years} years ${level}`)
      const result = scoreMatch(
        criteria({ experienceLevel: level }),
        mentor({ yearsOfExperience: years }),
        NOW
      )
      assert.equal(result.score, fits ? 15 : 0, `${years} years ${level}`)
    }
    assert.equal(scoreMatch(criteria(), mentor({ yearsOfExperience: 5 }), NOW).score, 0)
  })

  test('company size 10 when the mentor has worked with it', ({ assert }) => {
    const facts = mentor({ companySizes: ['startup', 'small'] })
    assert.equal(scoreMatch(criteria({ companySize: 'small' }), facts, NOW).score, 10)
    assert.equal(scoreMatch(criteria({ companySize: 'enterprise' }), facts, NOW).score, 0)
    assert.equal(scoreMatch(criteria(), facts, NOW).score, 0)
  })

  test('rating: 4.5 and above 10, 4.0 and above 5, below nothing', ({ assert }) => {
    const cases: [number, number][] = [
      [5, 10],
      [4.5, 10],
      [4.49, 5],
      [4.0, 5],
      [3.99, 0],
      [0, 0],
    ]
    for (const [rating, points] of cases) {
      assert.equal(scoreMatch(criteria(), mentor({ rating }), NOW).score, points, `${rating}`)
    }
    // The reason never shows a rating the points do not reflect.
    assert.deepEqual(scoreMatch(criteria(), mentor({ rating: 4.46 }), NOW).reasons[0].values, {
      rating: 4.4,
    })
  })

  test('a free slot within 7 days 15, within 14 days 8, later or none nothing', ({ assert }) => {
    const cases: [DateTime | null, number][] = [
      [NOW.plus({ hours: 50 }), 15],
      [NOW.plus({ days: 7 }), 15],
      [NOW.plus({ days: 7, seconds: 1 }), 8],
      [NOW.plus({ days: 14 }), 8],
      [NOW.plus({ days: 14, seconds: 1 }), 0],
      [null, 0],
      // A stale value (the slot was free when last computed) still counts as soon.
      [NOW.minus({ hours: 1 }), 15],
    ]
    for (const [nextAvailableAt, points] of cases) {
      assert.equal(
        scoreMatch(criteria(), mentor({ nextAvailableAt }), NOW).score,
        points,
        `${nextAvailableAt?.toISO()}`
      )
    }
    const later = scoreMatch(criteria(), mentor({ nextAvailableAt: NOW.plus({ days: 9.5 }) }), NOW)
    assert.deepEqual(later.reasons[0].values, { days: 10 })
  })

  test('every factor at its best scores 100', ({ assert }) => {
    const result = scoreMatch(
      criteria({ experienceLevel: 'senior', companySize: 'startup' }),
      mentor({
        skillIds: [11, 12, 13, 14, 15, 16],
        industries: [{ ...FINTECH, years: 8 }],
        yearsOfExperience: 12,
        companySizes: ['startup'],
        rating: 4.9,
        nextAvailableAt: NOW.plus({ days: 3 }),
      }),
      NOW
    )
    assert.equal(result.score, 100)
    assert.deepEqual(
      result.reasons.map((reason) => reason.factor),
      ['skills', 'industry', 'experience', 'companySize', 'rating', 'availability']
    )
  })
})

test.group('Match scoring | reasons in the viewer language', () => {
  const best = () =>
    scoreMatch(
      criteria({ experienceLevel: 'executive', companySize: 'medium' }),
      mentor({
        skillIds: [11],
        industries: [{ ...FINTECH, years: 1 }],
        yearsOfExperience: 21,
        companySizes: ['medium'],
        rating: 4.5,
        nextAvailableAt: NOW.plus({ days: 3 }),
      }),
      NOW
    ).reasons

  test('English', ({ assert }) => {
    const texts = renderReasons(best(), i18nManager.locale('en')).map((reason) => reason.text)
    assert.deepEqual(texts, [
      '1 matching skill',
      'Has worked in Fintech for 1 year',
      '21 years of experience, the executive level you asked for',
      'Has worked with medium-sized companies (201-1,000 people)',
      'Highly rated: 4.5 out of 5',
      'Free this week: next slot in 3 days',
    ])
  })

  test('Italian', ({ assert }) => {
    const texts = renderReasons(best(), i18nManager.locale('it')).map((reason) => reason.text)
    assert.deepEqual(texts, [
      '1 competenza in comune',
      'Ha lavorato nel settore Fintech per 1 anno',
      '21 anni di esperienza, il livello executive che cerchi',
      'Ha lavorato con medie aziende (201-1.000 persone)',
      'Valutazione eccellente: 4,5 su 5',
      'Libero questa settimana: prossimo slot tra 3 giorni',
    ])
  })

  test('plural forms and the other reasons, both languages', ({ assert }) => {
    const reasons = [
      ...scoreMatch(criteria(), mentor({ skillIds: [11, 12, 13] }), NOW).reasons,
      ...scoreMatch(criteria(), mentor({ industries: [{ ...BANKING, years: 2 }] }), NOW).reasons,
      ...scoreMatch(criteria(), mentor({ rating: 4.2 }), NOW).reasons,
      ...scoreMatch(criteria(), mentor({ nextAvailableAt: NOW.plus({ days: 12 }) }), NOW).reasons,
    ]
    assert.deepEqual(
      renderReasons(reasons, i18nManager.locale('en')).map((reason) => reason.text),
      [
        '3 matching skills',
        'Works in Banking, a related industry',
        'Well rated: 4.2 out of 5',
        'Free within two weeks: next slot in 12 days',
      ]
    )
    assert.deepEqual(
      renderReasons(reasons, i18nManager.locale('it')).map((reason) => reason.text),
      [
        '3 competenze in comune',
        'Lavora nel settore Banking, affine al tuo',
        'Buona valutazione: 4,2 su 5',
        'Libero entro due settimane: prossimo slot tra 12 giorni',
      ]
    )
  })
})
