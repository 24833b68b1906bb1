import { test } from '@japa/runner'
import fc from 'fast-check'
import { DateTime } from 'luxon'
import { AppError } from '#core/errors'
import { ADMIN_REST_RULES } from '#business/admin'
import { adminResources } from '#core/services/admin_resources'
import { listSpecOf } from '#admin/services/resource'
import { parseListQuery, type FilterKind, type ListSpec } from '#admin/services/rest_query'

/*
| The admin REST query parser under random and hostile query strings, for
| every resource's real whitelists: it answers a list query or throws the
| app's VALIDATION_ERROR naming sort, range or filter, nothing else; what it
| answers names only declared sort fields and filters, with values of the
| declared kind, and a range within ADMIN_REST_RULES.maxPageSize.
*/

const RUNS = 200
const t = (key: string) => key

const hostileText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\ud800',
    "' OR 1=1 --",
    'id; DROP TABLE users',
    'created_at desc, (select 1)',
    '__proto__',
    'constructor',
    'toString',
    'ASC',
    'desc',
    'true',
    'false',
    '42',
    '-1',
    '1e3',
    '9'.repeat(20),
    '2026-11-01',
    '2026-11-01T10:00:00Z',
    '-200000-01-01',
    '+275760-09-13',
    '0000-01-01',
    '2026-02-30',
    'x'.repeat(201),
    'x'.repeat(5000)
  )
)

const hostileNumber = fc.oneof(
  fc.integer({ min: -5, max: 3000 }),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, -0, 1e21, 0.5)
)

const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileText,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc
      .array(fc.tuple(hostileText, tie('value')), { maxLength: 4 })
      .map((entries) => Object.fromEntries(entries))
  ),
})).value

/** A raw query parameter: absent, JSON of something plausible or random, or not JSON at all. */
function parameter(plausible: fc.Arbitrary<unknown>) {
  return fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom(undefined, null, '') },
    { weight: 8, arbitrary: plausible.map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: jsonValue.map((value) => JSON.stringify(value) ?? '') },
    { weight: 1, arbitrary: hostileText },
    { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 3 }) },
    { weight: 1, arbitrary: jsonValue }
  )
}

/** A value of the filter's declared kind, often, else anything. */
function filterValueOf(kind: FilterKind): fc.Arbitrary<unknown> {
  const plausible: Record<FilterKind['type'], fc.Arbitrary<unknown>> = {
    search: hostileText,
    string: kind.type === 'string' && kind.values ? fc.constantFrom(...kind.values) : hostileText,
    number: fc.oneof(fc.integer(), fc.integer().map(String)),
    boolean: fc.constantFrom(true, false, 'true', 'false'),
    date: fc.oneof(
      fc
        .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString()),
      hostileText
    ),
  }
  return fc.oneof(
    { weight: 4, arbitrary: plausible[kind.type] },
    { weight: 1, arbitrary: jsonValue }
  )
}

function queryOf(spec: ListSpec) {
  const sortField = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...spec.sortable) },
    { weight: 1, arbitrary: hostileText }
  )
  const order = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom('ASC', 'DESC', 'asc', 'Desc') },
    { weight: 1, arbitrary: hostileText }
  )
  const sort = fc.oneof(
    { weight: 4, arbitrary: fc.tuple(sortField, order) },
    { weight: 1, arbitrary: jsonValue }
  )
  const bound = fc.oneof(fc.integer({ min: 0, max: 2000 }), hostileNumber, hostileText)
  const range = fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: -2, max: 1100 }))
        .map(([start, size]) => [start, start + size]),
    },
    { weight: 1, arbitrary: fc.tuple(bound, bound) },
    { weight: 1, arbitrary: fc.array(bound, { maxLength: 3 }) },
    { weight: 1, arbitrary: jsonValue }
  )
  const declared = Object.entries(spec.filters).map(([key, kind]) =>
    fc.tuple(fc.constant(key), filterValueOf(kind))
  )
  const entry = fc.oneof(
    { weight: 6, arbitrary: fc.oneof(...declared) },
    {
      weight: 1,
      arbitrary: fc.tuple(
        fc.constant('id'),
        fc.oneof(fc.array(fc.oneof(fc.integer({ min: -2, max: 50 }), hostileText)), jsonValue)
      ),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(
        fc.oneof(fc.constantFrom('__proto__', 'constructor', 'toString'), hostileText),
        jsonValue
      ),
    }
  )
  const filter = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.array(entry, { maxLength: 3 }).map((entries) => Object.fromEntries(entries)),
    },
    { weight: 1, arbitrary: jsonValue }
  )
  return fc.record(
    {
      sort: parameter(sort),
      range: parameter(range),
      filter: parameter(filter),
      other: fc.option(jsonValue),
    },
    { requiredKeys: [] }
  )
}

/** Years every database column stores (PostgreSQL's timestamps stop at 4713 BC). */
function storableDate(value: unknown) {
  return value instanceof DateTime && value.isValid && value.year >= 1 && value.year <= 9999
}

test.group('Security | admin REST query parser under random and hostile input', () => {
  test('answers a whitelisted query or a VALIDATION_ERROR naming the parameter', async ({
    assert,
  }) => {
    assert.isAbove(adminResources().length, 5)
    let acceptedWithFilter = 0
    let rejected = 0
    for (const resource of adminResources()) {
      const spec = listSpecOf(resource)
      fc.assert(
        fc.property(queryOf(spec), (qs) => {
          let list
          try {
            list = parseListQuery(qs, spec, t)
          } catch (error) {
            assert.instanceOf(error, AppError, `${resource.name}: ${String(error)}`)
            const appError = error as AppError
            assert.equal(appError.errorCode, 'VALIDATION_ERROR')
            assert.equal(appError.status, 422)
            const named = Object.keys(appError.fieldErrors ?? {})
            assert.isAbove(named.length, 0)
            for (const name of named) assert.include(['sort', 'range', 'filter'], name)
            rejected += 1
            return
          }
          assert.include(spec.sortable, list.sort.field)
          assert.include(['asc', 'desc'], list.sort.order)
          const { start, end } = list.range
          assert.isTrue(Number.isSafeInteger(start) && Number.isSafeInteger(end))
          assert.isTrue(start >= 0 && end >= start, `range ${start}-${end}`)
          assert.isAtMost(end - start + 1, ADMIN_REST_RULES.maxPageSize)
          if (Object.keys(list.filter).length) acceptedWithFilter += 1
          for (const [key, value] of Object.entries(list.filter)) {
            if (key === 'id') {
              assert.isArray(value)
              const ids = value as number[]
              assert.isAtMost(ids.length, ADMIN_REST_RULES.maxPageSize)
              for (const id of ids) assert.isTrue(Number.isSafeInteger(id) && id > 0)
              continue
            }
            assert.isTrue(Object.hasOwn(spec.filters, key), `${resource.name}: filter ${key}`)
            const kind = spec.filters[key]
            switch (kind.type) {
              case 'search':
              case 'string':
                assert.isString(value)
                assert.isAtMost((value as string).length, ADMIN_REST_RULES.maxSearchLength)
                if (kind.type === 'string' && kind.values) assert.include(kind.values, value)
                break
              case 'number':
                assert.isTrue(Number.isSafeInteger(value), `${key}: ${String(value)}`)
                break
              case 'boolean':
                assert.isBoolean(value)
                break
              case 'date':
                assert.isTrue(storableDate(value), `${key}: ${String(value)}`)
                break
            }
          }
        }),
        { numRuns: RUNS }
      )
    }
    // Both branches were exercised (the properties above checked something).
    assert.isAbove(acceptedWithFilter, adminResources().length)
    assert.isAbove(rejected, adminResources().length * 10)
  }).timeout(60_000)

  test('a date filter outside the years databases store is a validation error', ({ assert }) => {
    const resource = adminResources().find((entry) =>
      Object.values(entry.filters).some((kind) => kind.type === 'date')
    )!
    const spec = listSpecOf(resource)
    const key = Object.keys(spec.filters).find((name) => spec.filters[name].type === 'date')!
    for (const date of ['-200000-01-01', '+275760-09-13', '0000-01-01']) {
      assert.throws(
        () => parseListQuery({ filter: JSON.stringify({ [key]: date }) }, spec, t),
        'admin.errors.invalidQuery'
      )
    }
    const list = parseListQuery({ filter: JSON.stringify({ [key]: '2026-11-01' }) }, spec, t)
    assert.isTrue(storableDate(list.filter[key]))
  })
})
