import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { AppError } from '#core/errors'
import { parseListQuery, recordIdOf, type ListSpec } from '#admin/services/rest_query'

const SPEC: ListSpec = {
  sortable: ['id', 'email', 'created_at'],
  defaultSort: ['created_at', 'DESC'],
  filters: {
    q: { type: 'search' },
    role: { type: 'string', values: ['ADMIN', 'MENTOR', 'STUDENT'] },
    user_id: { type: 'number' },
    is_active: { type: 'boolean' },
    created_at_gte: { type: 'date' },
  },
}

const t = (key: string, data?: Record<string, unknown>) =>
  `${key}${data?.field ? `:${data.field}` : ''}`

function problemsOf(qs: Record<string, unknown>) {
  try {
    parseListQuery(qs, SPEC, t)
  } catch (error) {
    if (error instanceof AppError && error.errorCode === 'VALIDATION_ERROR') {
      return error.fieldErrors
    }
    throw error
  }
  return null
}

test.group('Admin REST query parser', () => {
  test('defaults: the resource sort, the first 25 rows, no filter', ({ assert }) => {
    assert.deepEqual(parseListQuery({}, SPEC, t), {
      sort: { field: 'created_at', order: 'desc' },
      range: { start: 0, end: 24 },
      filter: {},
    })
  })

  test('reads sort, range and typed filters; empty filter values are no filter', ({ assert }) => {
    const list = parseListQuery(
      {
        sort: '["email","asc"]',
        range: '[50,74]',
        filter: JSON.stringify({
          q: '  anna ',
          role: 'MENTOR',
          user_id: '42',
          is_active: 'false',
          created_at_gte: '2026-11-01',
          id: ['3', 4],
          email: '',
        }),
      },
      { ...SPEC, filters: { ...SPEC.filters, email: { type: 'search' } } },
      t
    )
    assert.deepEqual(list.sort, { field: 'email', order: 'asc' })
    assert.deepEqual(list.range, { start: 50, end: 74 })
    assert.equal(list.filter.q, 'anna')
    assert.equal(list.filter.role, 'MENTOR')
    assert.strictEqual(list.filter.user_id, 42)
    assert.strictEqual(list.filter.is_active, false)
    assert.isTrue(
      (list.filter.created_at_gte as DateTime).equals(
        DateTime.fromISO('2026-11-01', { zone: 'utc' })
      )
    )
    assert.deepEqual(list.filter.id, [3, 4])
    assert.notProperty(list.filter, 'email')
  })

  test('hostile and malformed input is a VALIDATION_ERROR naming each parameter', ({ assert }) => {
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{ sort: '["password","ASC"]' }, ['sort']],
      [{ sort: '["email"]' }, ['sort']],
      [{ sort: '["email","ASC; drop table users"]' }, ['sort']],
      [{ sort: '["constructor","ASC"]' }, ['sort']],
      [{ sort: ['email', 'ASC'] }, ['sort']],
      [{ range: '[-1,5]' }, ['range']],
      [{ range: '[0,1.5]' }, ['range']],
      [{ range: '[0,"9"]' }, ['range']],
      [{ range: '[0,100000]' }, ['range']],
      [{ range: '[1e300,1e301]' }, ['range']],
      [{ filter: '"text"' }, ['filter']],
      [{ filter: '{"__proto__":{"x":1}}' }, ['filter']],
      [{ filter: '{"hasOwnProperty":"x"}' }, ['filter']],
      [{ filter: '{"role":["ADMIN"]}' }, ['filter']],
      [{ filter: '{"user_id":"1 or 1=1"}' }, ['filter']],
      [{ filter: '{"user_id":1e400}' }, ['filter']],
      [{ filter: '{"is_active":"yes"}' }, ['filter']],
      [{ filter: '{"created_at_gte":"yesterday"}' }, ['filter']],
      [{ filter: '{"id":[0]}' }, ['filter']],
      [{ filter: JSON.stringify({ q: 'x'.repeat(500) }) }, ['filter']],
      [{ sort: '[', range: ']', filter: '{' }, ['sort', 'range', 'filter']],
    ]
    for (const [qs, parameters] of cases) {
      const problems = problemsOf(qs)
      assert.isNotNull(problems, JSON.stringify(qs))
      assert.sameMembers(Object.keys(problems!), parameters, JSON.stringify(qs))
    }
  })

  test('an unknown filter and a bad value are told apart', ({ assert }) => {
    assert.deepEqual(problemsOf({ filter: '{"password":"x","role":"KING"}' }), {
      filter: ['admin.query.filter.unknown:password', 'admin.query.filter.value:role'],
    })
  })

  test('record ids are the positive integers the route matcher read, anything else is NOT_FOUND', ({
    assert,
  }) => {
    assert.equal(recordIdOf(17), 17)
    for (const bad of [0, -1, 1.5, Number.NaN, 2 ** 60, '17', 'abc', undefined]) {
      assert.throws(() => recordIdOf(bad), 'NOT_FOUND')
    }
  })
})
