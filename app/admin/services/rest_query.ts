import { DateTime } from 'luxon'
import { AppError } from '#core/errors'
import { ADMIN_REST_RULES } from '#business/admin'
import type { FilterKind, FilterValue } from '#core/services/admin_resources'

export type { FilterKind, FilterValue }

/*
| The query of a ra-data-simple-rest list call, read strictly:
|   sort=["field","ASC"]  range=[0,24]  filter={"q":"ann","role":"MENTOR"}
| Each resource names its sortable fields and its filters; anything else
| (an unknown field, a value of the wrong type, JSON that does not parse)
| is a VALIDATION_ERROR naming the parameter. Nothing from the query ever
| reaches SQL except through these whitelists and bound values.
*/

export type SortOrder = 'asc' | 'desc'

export type ListSpec = {
  sortable: readonly string[]
  defaultSort: readonly [string, 'ASC' | 'DESC']
  filters: Record<string, FilterKind>
}

export type ListQuery = {
  sort: { field: string; order: SortOrder }
  range: { start: number; end: number }
  /** Validated filters; `id` (getMany) is always a list of ids. */
  filter: Record<string, FilterValue>
}

type Problems = Record<string, string[]>

/** Translates a message key in the caller's language (`ctx.i18n.t`). */
export type Translate = (key: string, data?: Record<string, unknown>) => string

function invalid(errors: Problems, t: Translate): never {
  const translated = Object.fromEntries(
    Object.entries(errors).map(([name, keys]) => [
      name,
      keys.map((entry) => {
        const [key, field] = entry.split(':')
        return t(key, { field, max: ADMIN_REST_RULES.maxPageSize })
      }),
    ])
  )
  throw new AppError('VALIDATION_ERROR', {
    messageKey: 'admin.errors.invalidQuery',
    errors: translated,
  })
}

function parseJson(raw: unknown, name: string, problems: Problems): unknown {
  if (raw === undefined || raw === null || raw === '') return undefined
  if (typeof raw !== 'string') {
    problems[name] = [`admin.query.${name}.json`]
    return undefined
  }
  try {
    return JSON.parse(raw)
  } catch {
    problems[name] = [`admin.query.${name}.json`]
    return undefined
  }
}

function readSort(raw: unknown, spec: ListSpec, problems: Problems) {
  const parsed = parseJson(raw, 'sort', problems)
  if (problems.sort) return null
  const value = parsed ?? spec.defaultSort
  if (
    !Array.isArray(value) ||
    value.length !== 2 ||
    typeof value[0] !== 'string' ||
    typeof value[1] !== 'string'
  ) {
    problems.sort = ['admin.query.sort.shape']
    return null
  }
  const [field, order] = value as [string, string]
  if (!spec.sortable.includes(field)) {
    problems.sort = ['admin.query.sort.field']
    return null
  }
  const upper = order.toUpperCase()
  if (upper !== 'ASC' && upper !== 'DESC') {
    problems.sort = ['admin.query.sort.order']
    return null
  }
  return { field, order: upper === 'ASC' ? ('asc' as const) : ('desc' as const) }
}

function readRange(raw: unknown, problems: Problems) {
  const parsed = parseJson(raw, 'range', problems)
  if (problems.range) return null
  const value = parsed ?? [0, ADMIN_REST_RULES.defaultPageSize - 1]
  if (
    !Array.isArray(value) ||
    value.length !== 2 ||
    !value.every((n) => Number.isSafeInteger(n) && n >= 0) ||
    value[1] < value[0]
  ) {
    problems.range = ['admin.query.range.shape']
    return null
  }
  if (value[1] - value[0] + 1 > ADMIN_REST_RULES.maxPageSize) {
    problems.range = ['admin.query.range.tooLarge']
    return null
  }
  return { start: value[0] as number, end: value[1] as number }
}

function readIds(value: unknown): number[] | null {
  const list = Array.isArray(value) ? value : [value]
  if (list.length > ADMIN_REST_RULES.maxPageSize) return null
  const ids = list.map((id) => (typeof id === 'string' && /^\d{1,15}$/.test(id) ? Number(id) : id))
  return ids.every((id) => Number.isSafeInteger(id) && (id as number) > 0)
    ? (ids as number[])
    : null
}

function readFilterValue(kind: FilterKind, value: unknown): FilterValue | null {
  switch (kind.type) {
    case 'search':
      return typeof value === 'string' && value.length <= ADMIN_REST_RULES.maxSearchLength
        ? value.trim()
        : null
    case 'string':
      if (typeof value !== 'string' || value.length > ADMIN_REST_RULES.maxSearchLength) return null
      return !kind.values || kind.values.includes(value) ? value : null
    case 'number': {
      const number = typeof value === 'string' && /^-?\d{1,15}$/.test(value) ? Number(value) : value
      return typeof number === 'number' && Number.isSafeInteger(number) ? number : null
    }
    case 'boolean':
      if (typeof value === 'boolean') return value
      if (value === 'true' || value === 'false') return value === 'true'
      return null
    case 'date': {
      if (typeof value !== 'string' || value.length > 40) return null
      const date = DateTime.fromISO(value, { zone: 'utc' })
      // Years 1-9999 only: luxon reads '-200000-01-01' and '0000-01-01', PostgreSQL rejects them.
      return date.isValid && date.year >= 1 && date.year <= 9999 ? date : null
    }
  }
}

function readFilter(raw: unknown, spec: ListSpec, problems: Problems) {
  const parsed = parseJson(raw, 'filter', problems)
  if (problems.filter) return null
  const value = parsed ?? {}
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    problems.filter = ['admin.query.filter.shape']
    return null
  }
  const filter: Record<string, FilterValue> = {}
  const wrong: string[] = []
  for (const [key, given] of Object.entries(value)) {
    // react-admin sends an emptied filter input as "" or null: no filter.
    if (given === '' || given === null || given === undefined) continue
    if (key === 'id') {
      const ids = readIds(given)
      if (ids) filter.id = ids
      else wrong.push(key)
      continue
    }
    const kind = Object.hasOwn(spec.filters, key) ? spec.filters[key] : undefined
    const read = kind ? readFilterValue(kind, given) : null
    if (read === null) wrong.push(key)
    else filter[key] = read
  }
  if (wrong.length) {
    problems.filter = wrong.map((key) =>
      Object.hasOwn(spec.filters, key) || key === 'id'
        ? `admin.query.filter.value:${key}`
        : `admin.query.filter.unknown:${key}`
    )
    return null
  }
  return filter
}

/** Reads a list call's query string against a resource's whitelists. */
export function parseListQuery(
  qs: Record<string, unknown>,
  spec: ListSpec,
  t: Translate
): ListQuery {
  const problems: Problems = {}
  const sort = readSort(qs.sort, spec, problems)
  const range = readRange(qs.range, problems)
  const filter = readFilter(qs.filter, spec, problems)
  if (!sort || !range || !filter) invalid(problems, t)
  return { sort, range, filter }
}

/** A route's `:id`: a positive integer, else NOT_FOUND. */
export function recordIdOf(raw: unknown): number {
  // The routes' RECORD_ID matcher has already read it as a number.
  const id = typeof raw === 'number' ? raw : Number.NaN
  if (!Number.isSafeInteger(id) || id < 1) throw new AppError('NOT_FOUND')
  return id
}
