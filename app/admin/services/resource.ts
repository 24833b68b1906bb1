import type { HttpContext } from '@adonisjs/core/http'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { DateTime } from 'luxon'
import { consumeUtcDateTime, toDbInstant } from '#database/columns'
import { AppError } from '#core/errors'
import type { FilterKind, FilterValue, ListQuery, ListSpec } from '#admin/services/rest_query'

/*
| One admin REST resource: how its rows are read (a query builder over its
| tables), which fields sort and filter and the SQL each stands for, how a
| row becomes the record the console sees, and the changes it allows. The
| handlers in rest_handlers.ts serve every resource the same way.
*/

type Query = DatabaseQueryBuilderContract<any>
export type Row = Record<string, any>
export type AdminRecord = Record<string, unknown> & { id: number | string }

/** A filter: its kind (how the value is read) and how it narrows the query. */
export type FilterDefinition = FilterKind & { apply: (query: Query, value: any) => void }

export type ResourceDefinition = {
  /** The URL segment and the Content-Range unit, e.g. 'mentor-applications'. */
  name: string
  /** Rows with the columns `toRecord` reads; no order, no limit. */
  query: () => Query
  /** The SQL column (or expression) behind each sortable field. */
  sortColumns: Record<string, string>
  defaultSort: readonly [string, 'ASC' | 'DESC']
  filters: Record<string, FilterDefinition>
  /** The SQL column of the record id (for getMany and GET /:id). */
  idColumn: string
  /** Rows to records, a page at a time (so related rows load in one query). */
  toRecords: (rows: Row[]) => Promise<AdminRecord[]> | AdminRecord[]
  /** GET /:id may add detail a list does not need. */
  detail?: (record: AdminRecord) => Promise<AdminRecord>
  create?: (ctx: HttpContext) => Promise<AdminRecord>
  update?: (ctx: HttpContext, id: number) => Promise<AdminRecord>
  destroy?: (ctx: HttpContext, id: number) => Promise<void>
  /** POST /:id/<action>: a business action answering the changed record. */
  actions?: Record<string, (ctx: HttpContext, id: number) => Promise<AdminRecord>>
}

export function listSpecOf(resource: ResourceDefinition): ListSpec {
  return {
    sortable: Object.keys(resource.sortColumns),
    defaultSort: resource.defaultSort,
    filters: resource.filters,
  }
}

/** Applies a validated list query: filters, order (then id, for stable pages), range. */
export function listQueryOf(resource: ResourceDefinition, list: ListQuery) {
  const query = resource.query()
  for (const [key, value] of Object.entries(list.filter)) {
    if (key === 'id') query.whereIn(resource.idColumn, value as number[])
    else resource.filters[key].apply(query, value)
  }
  return query
}

export async function listPage(resource: ResourceDefinition, list: ListQuery) {
  const filtered = listQueryOf(resource, list)
  const counted = await filtered.clone().clearSelect().clearOrder().count('* as total').first()
  const total = Number(counted?.total ?? 0)
  const rows = await filtered
    .orderBy(resource.sortColumns[list.sort.field], list.sort.order)
    .orderBy(resource.idColumn, list.sort.order)
    .offset(list.range.start)
    .limit(list.range.end - list.range.start + 1)
  return { total, records: await resource.toRecords(rows) }
}

export async function findRecord(resource: ResourceDefinition, id: number) {
  const row = await resource.query().where(resource.idColumn, id).first()
  if (!row) throw new AppError('NOT_FOUND')
  const [record] = await resource.toRecords([row])
  return resource.detail ? resource.detail(record) : record
}

/* Filters: the usual kinds, each bound to its SQL. */

function likePattern(text: string) {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** Free text over some columns, case-insensitive, on SQLite and PostgreSQL alike. */
export function searchFilter(...columns: string[]): FilterDefinition {
  return {
    type: 'search',
    apply: (query, text: string) => {
      if (!text) return
      query.where((any) => {
        for (const column of columns) {
          any.orWhereRaw(`lower(${column}) like ? escape '\\'`, [likePattern(text)])
        }
      })
    },
  }
}

export function equalsFilter(
  column: string,
  type: 'string' | 'number' | 'boolean' = 'string',
  values?: readonly string[]
): FilterDefinition {
  return {
    ...(type === 'string' ? { type, values } : { type }),
    apply: (query, value: FilterValue) => {
      query.where(column, value as any)
    },
  } as FilterDefinition
}

/** `<field>_gte` / `<field>_lte` on an instant column. */
export function dateFilters(field: string, column: string): Record<string, FilterDefinition> {
  return {
    [`${field}_gte`]: {
      type: 'date',
      apply: (query, value: DateTime) => query.where(column, '>=', toDbInstant(value)),
    },
    [`${field}_lte`]: {
      type: 'date',
      apply: (query, value: DateTime) => query.where(column, '<=', toDbInstant(value)),
    },
  }
}

/* Values of a row, as records show them. */

/** An instant column (SQLite text, a PostgreSQL Date) as ISO-8601 UTC, or null. */
export function isoOf(value: unknown): string | null {
  const date = consumeUtcDateTime(value)
  return DateTime.isDateTime(date) ? date.toUTC().toISO() : null
}

export function boolOf(value: unknown) {
  return Boolean(value) && value !== '0' && value !== 'false'
}

export function numberOrNull(value: unknown) {
  return value === null || value === undefined ? null : Number(value)
}

export function fullName(first: unknown, last: unknown) {
  return [first, last].filter(Boolean).join(' ')
}
