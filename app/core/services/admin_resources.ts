import type { HttpContext } from '@adonisjs/core/http'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { DateTime } from 'luxon'
import { consumeUtcDateTime, toDbInstant } from '#database/columns'

/*
| The admin console's REST resources: what one is, and the registry each
| module adds its own to when the app boots (the users are accounts', the
| mentors mentoring's...), so a resource lives with the tables it reads. The
| admin module serves every registered resource the same way (its routes,
| rest_handlers.ts) without importing the modules that own them.
|
| A resource says how its rows are read (a query builder over its tables),
| which fields sort and filter and the SQL each stands for, how a row becomes
| the record the console sees, and the changes it allows.
*/

type Query = DatabaseQueryBuilderContract<any>
export type Row = Record<string, any>
export type AdminRecord = Record<string, unknown> & { id: number | string }

/** How a filter key reads its value (the list query's parser checks it). */
export type FilterKind =
  | { type: 'search' }
  | { type: 'string'; values?: readonly string[] }
  | { type: 'number' }
  | { type: 'boolean' }
  | { type: 'date' }

export type FilterValue = string | number | boolean | DateTime | number[]

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
  /**
   * The validators of the bodies the changes read, by change (create, update or an action's
   * name): the API document describes each body from its validator.
   */
  bodies?: Record<string, { toJSONSchema(): object }>
  /** Answers a change may give besides the common ones, by change: status → description. */
  answers?: Record<string, Record<number, string>>
  /** POST /:id/<action>: a business action answering the changed record. */
  actions?: Record<string, (ctx: HttpContext, id: number) => Promise<AdminRecord>>
}

const registered: ResourceDefinition[] = []

/** A module adds its console resources from its provider's start(), before the routes load. */
export function addAdminResource(...resources: ResourceDefinition[]) {
  for (const resource of resources) {
    if (registered.some((known) => known.name === resource.name)) {
      throw new Error(`The admin resource '${resource.name}' is registered twice`)
    }
    registered.push(resource)
  }
}

/** Every registered resource, in the order the modules' providers started. */
export function adminResources(): readonly ResourceDefinition[] {
  return registered
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
