import { test } from '@japa/runner'
import { MATCHING_RULES, WHY_NOT } from '#business/matching'
import { bestRelaxation, isThin } from '#mentoring/services/why_not'

test.group('Why not | choosing the relaxation', () => {
  const order = ['q', 'skills', 'industries', 'priceMin', 'priceMax'] as const

  test('the criterion adding the most wins', ({ assert }) => {
    assert.deepEqual(bestRelaxation({ skills: 2, industries: 7, priceMax: 3 }, order), {
      criterion: 'industries',
      added: 7,
    })
  })

  test('equal gains go to the criterion first in the order, whatever the order of the counts', ({
    assert,
  }) => {
    assert.deepEqual(bestRelaxation({ priceMax: 4, industries: 4, skills: 1 }, order), {
      criterion: 'industries',
      added: 4,
    })
    assert.deepEqual(bestRelaxation({ priceMax: 4, priceMin: 4 }, order), {
      criterion: 'priceMin',
      added: 4,
    })
  })

  test('none when no criterion adds a mentor', ({ assert }) => {
    assert.isNull(bestRelaxation({}, order))
    assert.isNull(bestRelaxation({ q: 0, skills: 0 }, order))
  })

  test("matching weighs its industries (anyIndustry) and minimum rating; equal gains go to the industries, the form's first", ({
    assert,
  }) => {
    assert.deepEqual(WHY_NOT.matchingCriteria, ['industries', 'minRating'])
    assert.deepEqual(bestRelaxation({ minRating: 3, industries: 3 }, WHY_NOT.matchingCriteria), {
      criterion: 'industries',
      added: 3,
    })
    assert.deepEqual(bestRelaxation({ minRating: 4, industries: 3 }, WHY_NOT.matchingCriteria), {
      criterion: 'minRating',
      added: 4,
    })
  })

  test(`a search is thin below ${WHY_NOT.fewerThan} results`, ({ assert }) => {
    assert.isTrue(isThin(0))
    assert.isTrue(isThin(WHY_NOT.fewerThan - 1))
    assert.isFalse(isThin(WHY_NOT.fewerThan))
  })

  test('a result limit never makes a search thin (so matching need not weigh it)', ({ assert }) => {
    assert.isAtLeast(Math.min(...MATCHING_RULES.maxResultsOptions), WHY_NOT.fewerThan)
  })
})
